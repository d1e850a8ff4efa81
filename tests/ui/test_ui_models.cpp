// Plan files, undo merging, label placement, display rounding and the item models.
#include "app/lib/report/label_placer.h"
#include "app/lib/report/report_format.h"
#include "core/plan/engine.h"
#include "tests/support/gui_support.h"
#include "tests/support/test_registry.h"
#include "ui/models/compute_service.h"
#include "ui/models/gpu_table_model.h"
#include "ui/models/llm_list_model.h"
#include "ui/models/plan.h"
#include "ui/models/plan_document.h"
#include "ui/models/roles.h"
#include "ui/models/sweep_gpu_model.h"
#include "ui/text/display_text.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>
#include <QTest>

using namespace wattgpu;
using namespace wattgpu::ui;

class TestUiModels : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();

    void planRoundTrip();
    void planRejectsBadInput_data();
    void planRejectsBadInput();
    void planWriteIsAtomic();
    void planWithoutLatencyLimitsOpens();

    void undoMergesDragsOfOneControl();
    void undoKeepsDifferentControlsApart();
    void undoDoesNotMergeAfterPause();
    void undoRestoresExclusions();
    void undoTakesTtftSlaAndKvCacheBack();

    void labelsNeverOverlap_data();
    void labelsNeverOverlap();
    void displayRoundsNumbers_data();
    void displayRoundsNumbers();

    void gpuTableModelPassesTester();
    void gpuTableSortsOnRawValues();
    void gpuTableUntickEmitsToggle();
    void gpuTableShowsTtftAndTails();
    void gpuTableSaysTheIdleBasisInServerMode();
    void llmListModelPassesTester();
    void sweepGpuModelPassesTester();
    void computeServiceReusesOnlyMatchingPredictions();
    void sweepsWaitUntilTheFirstPhaseIsShown();

private:
    std::shared_ptr<const Engine> m_engine;
};

void TestUiModels::initTestCase() { m_engine = testing::loadEngine(); }

static PlanState samplePlan()
{
    PlanState p;
    p.modelId = QStringLiteral("Qwen/Qwen2.5-7B-Instruct");
    p.workload.batch = 48;
    p.workload.promptLen = 2048;
    p.workload.outputLen = 256;
    p.workload.precision = Precision::FP8;
    p.nativePrecision = false; // FP8 chosen, not the model's own precision
    p.workload.numGpus = 2;
    p.slaItlMs = 37.5;
    p.slaTtftMs = 420.5; // issue 24: a second limit, and the KV cache's precision
    p.workload.kvCacheDtype = KvCacheDtype::Fp8;
    p.workload.itlMetric = ItlKind::P90Itl;
    p.workload.prefixCacheShare = 0.375; // issue 36: a shared system prompt
    p.objective = Objective::MeanPower;
    p.excludedGpus = {QStringLiteral("a30-pcie-24gb"), QStringLiteral("t4-16gb")};
    p.sweepGpus = {QStringLiteral("l4-24gb")};
    p.chartTab = QStringLiteral("sla-sweep");
    return p;
}

void TestUiModels::planRoundTrip()
{
    const PlanState p = samplePlan();
    const QByteArray bytes = PlanIo::serialize(p);
    QVERIFY(bytes.contains("\"format\": \"wattgpu-plan\""));
    QVERIFY(bytes.contains("\"version\": 1"));
    PlanError err;
    const auto back = PlanIo::parse(bytes, &err);
    QVERIFY2(back.has_value(), qPrintable(err.detail));
    QVERIFY(*back == p);
    QCOMPARE(back->slaTtftMs, std::optional<double>(420.5));
    QCOMPARE(back->workload.kvCacheDtype, KvCacheDtype::Fp8);
    QCOMPARE(back->workload.itlMetric, ItlKind::P90Itl);
    QVERIFY(bytes.contains("\"slaTtftMs\": 420.5"));
    QVERIFY(bytes.contains("\"kvCacheDtype\": \"fp8\""));
    QVERIFY(bytes.contains("\"itlMetric\": \"p90_itl\""));
    QVERIFY(bytes.contains("\"prefixCacheShare\": 0.375"));
    QCOMPARE(back->workload.prefixCacheShare, 0.375);
    // The Scenario the plan asks for carries both.
    const LlmSpec llm = *m_engine->llms().find("meta-llama/Llama-3.1-8B-Instruct");
    const Scenario sc = back->scenario(llm, m_engine->gpus());
    QCOMPARE(sc.slaTtftMs, std::optional<double>(420.5));
    QCOMPARE(sc.workload.kvCacheDtype, KvCacheDtype::Fp8);
    QCOMPARE(sc.workload.prefixCacheShare, 0.375);
    // No prefix cache: nothing is written, and a plan without one differs from one with.
    PlanState uncached = p;
    uncached.workload.prefixCacheShare = 0;
    QVERIFY(!PlanIo::serialize(uncached).contains("prefixCacheShare"));
    QVERIFY(uncached != p);
    // No TTFT limit: none is written, and none comes back.
    PlanState none = p;
    none.slaTtftMs.reset();
    const QByteArray noneBytes = PlanIo::serialize(none);
    QVERIFY(!noneBytes.contains("slaTtftMs"));
    QVERIFY(!PlanIo::parse(noneBytes, &err)->slaTtftMs);
    QVERIFY(*back != none);
}

void TestUiModels::planWithoutLatencyLimitsOpens()
{
    // A plan written before issue 24 (no slaTtftMs, no kvCacheDtype) opens with no TTFT limit and
    // the engine's default KV cache.
    QJsonObject root = PlanIo::toJson(samplePlan());
    root.remove(QStringLiteral("slaTtftMs"));
    QJsonObject workload = root.value(QStringLiteral("workload")).toObject();
    workload.remove(QStringLiteral("kvCacheDtype"));
    workload.remove(QStringLiteral("itlMetric"));
    workload.remove(QStringLiteral("prefixCacheShare"));
    root.insert(QStringLiteral("workload"), workload);
    PlanError err;
    const auto back = PlanIo::parse(QJsonDocument(root).toJson(), &err);
    QVERIFY2(back.has_value(), qPrintable(err.field + QLatin1Char(' ') + err.detail));
    QVERIFY(!back->slaTtftMs);
    QCOMPARE(back->workload.kvCacheDtype, KvCacheDtype::Auto);
    QCOMPARE(back->workload.itlMetric, ItlKind::MedianItl);
    QCOMPARE(back->workload.prefixCacheShare, 0.0);
    // The TTFT limit at either end of WorkloadLimits opens as written.
    for (double ms : {WorkloadLimits::minSlaTtftMs, WorkloadLimits::maxSlaTtftMs}) {
        root.insert(QStringLiteral("slaTtftMs"), ms);
        const auto atLimit = PlanIo::parse(QJsonDocument(root).toJson(), &err);
        QVERIFY2(atLimit && atLimit->slaTtftMs == ms, qPrintable(err.detail));
    }
}

void TestUiModels::planRejectsBadInput_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("field");
    const QByteArray good = PlanIo::serialize(samplePlan());
    auto replaced = [&](const char* from, const char* to) { return QByteArray(good).replace(from, to); };
    QTest::newRow("garbage") << QByteArray("\x01\x02not json{") << int(PlanError::Kind::NotJson) << QString();
    QTest::newRow("truncated") << good.left(good.size() / 2) << int(PlanError::Kind::NotJson) << QString();
    QTest::newRow("array") << QByteArray("[1,2]") << int(PlanError::Kind::NotJson) << QString();
    QTest::newRow("other format") << replaced("wattgpu-plan", "something-else") << int(PlanError::Kind::WrongFormat)
                                  << QStringLiteral("format");
    QTest::newRow("newer version") << replaced("\"version\": 1", "\"version\": 7") << int(PlanError::Kind::NewerVersion)
                                   << QStringLiteral("version");
    QTest::newRow("negative batch") << replaced("\"batch\": 48", "\"batch\": -3") << int(PlanError::Kind::BadField)
                                    << QStringLiteral("workload.batch");
    QTest::newRow("fractional batch") << replaced("\"batch\": 48", "\"batch\": 4.5") << int(PlanError::Kind::BadField)
                                      << QStringLiteral("workload.batch");
    // Any count of the planner's limits opens (3 GPUs: the verdict says when the heads cannot split).
    QTest::newRow("65 gpus") << replaced("\"numGpus\": 2", "\"numGpus\": 65") << int(PlanError::Kind::BadField)
                             << QStringLiteral("workload.numGpus");
    QTest::newRow("bad precision") << replaced("\"fp8\"", "\"int3\"") << int(PlanError::Kind::BadField)
                                   << QStringLiteral("workload.precision");
    QTest::newRow("zero sla") << replaced("\"slaItlMs\": 37.5", "\"slaItlMs\": 0") << int(PlanError::Kind::BadField)
                              << QStringLiteral("slaItlMs");
    QTest::newRow("sla string") << replaced("\"slaItlMs\": 37.5", "\"slaItlMs\": \"fast\"")
                                << int(PlanError::Kind::BadField) << QStringLiteral("slaItlMs");
    // The TTFT limit and the KV cache's precision (issue 24), refused by field.
    QTest::newRow("ttft sla below the limits") << replaced("\"slaTtftMs\": 420.5", "\"slaTtftMs\": 0.5")
                                               << int(PlanError::Kind::BadField) << QStringLiteral("slaTtftMs");
    QTest::newRow("ttft sla above the limits") << replaced("\"slaTtftMs\": 420.5", "\"slaTtftMs\": 2e6")
                                               << int(PlanError::Kind::BadField) << QStringLiteral("slaTtftMs");
    QTest::newRow("ttft sla string") << replaced("\"slaTtftMs\": 420.5", "\"slaTtftMs\": \"soon\"")
                                     << int(PlanError::Kind::BadField) << QStringLiteral("slaTtftMs");
    QTest::newRow("bad kv cache dtype") << replaced("\"kvCacheDtype\": \"fp8\"", "\"kvCacheDtype\": \"int4\"")
                                        << int(PlanError::Kind::BadField) << QStringLiteral("workload.kvCacheDtype");
    QTest::newRow("kv cache dtype number") << replaced("\"kvCacheDtype\": \"fp8\"", "\"kvCacheDtype\": 8")
                                           << int(PlanError::Kind::BadField) << QStringLiteral("workload.kvCacheDtype");
    QTest::newRow("prefix share above 1")
        << replaced("\"prefixCacheShare\": 0.375", "\"prefixCacheShare\": 1.5") << int(PlanError::Kind::BadField)
        << QStringLiteral("workload.prefixCacheShare");
    QTest::newRow("prefix share negative")
        << replaced("\"prefixCacheShare\": 0.375", "\"prefixCacheShare\": -0.1") << int(PlanError::Kind::BadField)
        << QStringLiteral("workload.prefixCacheShare");
    QTest::newRow("prefix share string") << replaced("\"prefixCacheShare\": 0.375", "\"prefixCacheShare\": \"half\"")
                                         << int(PlanError::Kind::BadField)
                                         << QStringLiteral("workload.prefixCacheShare");
    QTest::newRow("bad itl metric") << replaced("\"p90_itl\"", "\"p95_itl\"") << int(PlanError::Kind::BadField)
                                    << QStringLiteral("workload.itlMetric");
    QTest::newRow("bad objective") << replaced("\"power\"", "\"beauty\"") << int(PlanError::Kind::BadField)
                                   << QStringLiteral("objective");
    QTest::newRow("excluded not strings")
        << replaced("\"t4-16gb\"", "42") << int(PlanError::Kind::BadField) << QStringLiteral("excludedGpus");
    // The engine version in the one grammar of core/features/stack.h (issue 26).
    for (const char* bad : {"0.11; rm", "0.11abc", "latest", "0.11."})
        QTest::newRow(qPrintable(QStringLiteral("engine version '%1'").arg(QLatin1String(bad))))
            << replaced("\"version\": \"0.11\"", (QByteArray("\"version\": \"") + bad + "\"").constData())
            << int(PlanError::Kind::BadField) << QStringLiteral("workload.stack.version");
    QTest::newRow("too large") << QByteArray(kMaxPlanFileBytes + 10, ' ') << int(PlanError::Kind::TooLarge)
                               << QString();
}

void TestUiModels::planRejectsBadInput()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, kind);
    QFETCH(QString, field);
    PlanError err;
    QVERIFY(!PlanIo::parse(bytes, &err).has_value());
    QCOMPARE(int(err.kind), kind);
    if (!field.isEmpty())
        QCOMPARE(err.field, field);
    QVERIFY(!PlanIo::readMessage(err, QStringLiteral("x.wattgpu")).isEmpty());
    if (err.kind == PlanError::Kind::BadField) // the message names the field it refuses
        QVERIFY(PlanIo::readMessage(err, QStringLiteral("x.wattgpu")).contains(field));
}

void TestUiModels::planWriteIsAtomic()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.wattgpu"));
    PlanError err;
    QVERIFY(PlanIo::write(path, samplePlan(), &err));
    const auto back = PlanIo::read(path, &err);
    QVERIFY(back && *back == samplePlan());
    // Writing into a directory that does not exist fails and reports why.
    QVERIFY(!PlanIo::write(dir.filePath(QStringLiteral("missing/p.wattgpu")), samplePlan(), &err));
    QCOMPARE(err.kind, PlanError::Kind::Io);
    QVERIFY(!PlanIo::writeMessage(err, path).isEmpty());
    // No temporary files are left behind.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1);
}

void TestUiModels::undoMergesDragsOfOneControl()
{
    PlanDocument doc;
    doc.reset(PlanState{}, {});
    for (int b = 17; b <= 64; ++b)
        doc.setBatch(b); // a spin box held down / a drag
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.state().workload.batch, 64);
    doc.undoStack()->undo();
    QCOMPARE(doc.state().workload.batch, 16);
    doc.undoStack()->redo();
    QCOMPARE(doc.state().workload.batch, 64);
    // Dragging back to where it started leaves nothing to undo.
    PlanDocument doc2;
    doc2.reset(PlanState{}, {});
    doc2.setSlaItlMs(60);
    doc2.setSlaItlMs(50);
    QCOMPARE(doc2.undoStack()->count(), 0);
    QVERIFY(!doc2.isModified());
}

void TestUiModels::undoKeepsDifferentControlsApart()
{
    PlanDocument doc;
    doc.reset(PlanState{}, {});
    doc.setBatch(32);
    doc.setSlaItlMs(20);
    doc.setPrecision(Precision::FP8);
    doc.setBatch(8);
    QCOMPARE(doc.undoStack()->count(), 4);
    doc.undoStack()->undo();
    QCOMPARE(doc.state().workload.batch, 32);
    doc.undoStack()->undo();
    QCOMPARE(doc.state().workload.precision, Precision::BF16);
    doc.undoStack()->undo();
    QCOMPARE(doc.state().slaItlMs, 50.0);
    QVERIFY(doc.isModified());
    doc.undoStack()->undo();
    QVERIFY(!doc.isModified());
}

void TestUiModels::undoDoesNotMergeAfterPause()
{
    PlanDocument doc;
    doc.reset(PlanState{}, {});
    doc.setBatch(32);
    QTest::qWait(PlanDocument::kMergeWindowMs + 100);
    doc.setBatch(64);
    QCOMPARE(doc.undoStack()->count(), 2);
}

void TestUiModels::undoRestoresExclusions()
{
    PlanDocument doc;
    doc.reset(PlanState{}, {});
    doc.setGpuIncluded(QStringLiteral("h100-sxm5-80gb"), false);
    doc.setGpuIncluded(QStringLiteral("a30-pcie-24gb"), false);
    QCOMPARE(doc.state().excludedGpus,
             (QStringList{QStringLiteral("a30-pcie-24gb"), QStringLiteral("h100-sxm5-80gb")}));
    doc.undoStack()->undo();
    QCOMPARE(doc.state().excludedGpus, QStringList{QStringLiteral("h100-sxm5-80gb")});
    // View state is not part of undo.
    doc.setChartTab(QStringLiteral("objective"));
    doc.undoStack()->undo();
    QCOMPARE(doc.state().chartTab, QStringLiteral("objective"));
    QVERIFY(doc.state().excludedGpus.isEmpty());
}

void TestUiModels::undoTakesTtftSlaAndKvCacheBack()
{
    PlanDocument doc;
    doc.reset(PlanState{}, {});
    QSignalSpy changed(&doc, &PlanDocument::changed);
    doc.setSlaTtftMs(800);
    doc.setSlaTtftMs(600); // a spin box held down: one step
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.state().slaTtftMs, std::optional<double>(600));
    doc.setKvCacheDtype(KvCacheDtype::Fp8);
    doc.setItlMetric(ItlKind::P99Itl);
    QCOMPARE(doc.undoStack()->count(), 3);
    QCOMPARE(changed.count(), 4); // each edit asks for a recompute
    QVERIFY(doc.undoStack()->undoText().contains(QStringLiteral("p99")));
    doc.undoStack()->undo();
    QCOMPARE(doc.state().workload.itlMetric, ItlKind::MedianItl);
    QVERIFY(doc.undoStack()->undoText().contains(QStringLiteral("FP8")));
    doc.undoStack()->undo();
    QCOMPARE(doc.state().workload.kvCacheDtype, KvCacheDtype::Auto);
    QVERIFY(doc.undoStack()->undoText().contains(QStringLiteral("TTFT")));
    doc.undoStack()->undo();
    QVERIFY(!doc.state().slaTtftMs);
    QVERIFY(!doc.isModified());
    // Removing the limit is a step of its own, never merged into the drag that set it.
    doc.setSlaTtftMs(500);
    doc.setSlaTtftMs(std::nullopt);
    QCOMPARE(doc.undoStack()->count(), 2);
    doc.undoStack()->undo();
    QCOMPARE(doc.state().slaTtftMs, std::optional<double>(500));
}

void TestUiModels::labelsNeverOverlap_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("spread");
    QTest::newRow("sparse") << 10 << 600;
    QTest::newRow("catalog-sized") << 44 << 500;
    QTest::newRow("clustered") << 30 << 80;
}

void TestUiModels::labelsNeverOverlap()
{
    QFETCH(int, count);
    QFETCH(int, spread);
    QRandomGenerator rng(1234);
    const QRectF bounds(0, 0, 900, 560);
    std::vector<LabelSpec> specs;
    std::vector<QRectF> markers;
    for (int i = 0; i < count; ++i) {
        const QPointF a(450 - spread / 2 + rng.bounded(spread),
                        280 - spread / 3 + rng.bounded(std::max(1, spread * 2 / 3)));
        specs.push_back(LabelSpec{a, QSizeF(60 + rng.bounded(50), 16), i == 0 ? 100 : 0});
        markers.emplace_back(a.x() - 5, a.y() - 5, 10, 10);
    }
    LabelPlacerOptions opt;
    opt.bounds = bounds;
    const auto placed = placeLabels(specs, markers, opt);
    std::vector<QRectF> visible;
    for (const PlacedLabel& p : placed)
        if (p.visible) {
            visible.push_back(p.rect);
            QVERIFY(bounds.contains(p.rect));
        }
    QCOMPARE(countOverlaps(visible), 0);
    QVERIFY(placed.front().visible); // the most important label always gets a place
    QVERIFY2(int(visible.size()) >= count * 8 / 10,
             qPrintable(QStringLiteral("only %1 of %2 labels placed").arg(visible.size()).arg(count)));
}

void TestUiModels::displayRoundsNumbers_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("text");
    QTest::newRow("watts") << 312.4567 << QStringLiteral("312");
    QTest::newRow("ms") << 23.456 << QStringLiteral("23.5");
    QTest::newRow("joules") << 0.123456 << QStringLiteral("0.123");
    QTest::newRow("tiny") << 0.00012 << QStringLiteral("0.00012");
    QTest::newRow("unit") << 1.23456 << QStringLiteral("1.23");
    // Half away from zero, as the reports round: the app and a report print the same 70.6 B.
    QTest::newRow("half up, binary below") << 70.55 << QStringLiteral("70.6");
    QTest::newRow("half up, small") << 0.1235 << QStringLiteral("0.124");
}

void TestUiModels::displayRoundsNumbers()
{
    QFETCH(double, value);
    QFETCH(QString, text);
    QLocale::setDefault(QLocale::c());
    QCOMPARE(DisplayText::number(value), text);
    if (value >= 1) // below 1 the report keeps a trailing zero ("0.000120"): same digits, same rounding
        QCOMPARE(report::figureText(value, report::Figure::Sig3, QLocale::c()), text);
}

static ComputeResultPtr computeFor(const Engine& engine, std::vector<std::string> included = {})
{
    ComputeRequest req;
    req.scenario.llm = *engine.llms().find("meta-llama/Llama-3.1-8B-Instruct");
    if (included.empty())
        for (const GpuSpec& g : engine.gpus().gpus())
            included.push_back(g.id);
    req.scenario.gpuIds = included;
    auto r = std::make_shared<ComputeResult>(ComputeService::computePredictions(engine, req));
    return r;
}

void TestUiModels::gpuTableModelPassesTester()
{
    GpuTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCatalog(m_engine->gpus());
    QCOMPARE(model.rowCount(), int(m_engine->gpus().gpus().size()));
    model.setResult(computeFor(*m_engine));
    model.setExcluded({QStringLiteral("t4-16gb")});
    QSortFilterProxyModel proxy;
    QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    proxy.setSortRole(RawValueRole);
    proxy.sort(GpuTableModel::Energy);
    model.setResult(computeFor(*m_engine));
    const int t4 = model.rowOf(QStringLiteral("t4-16gb"));
    QCOMPARE(model.verdict(t4), GpuTableModel::Verdict::NotCompared);
    QCOMPARE(model.index(t4, GpuTableModel::Include).data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
}

void TestUiModels::gpuTableSortsOnRawValues()
{
    GpuTableModel model;
    model.setCatalog(m_engine->gpus());
    model.setResult(computeFor(*m_engine));
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(RawValueRole);
    for (int col : {int(GpuTableModel::Power), int(GpuTableModel::Itl), int(GpuTableModel::Energy)}) {
        proxy.sort(col, Qt::AscendingOrder);
        double last = -1;
        for (int r = 0; r < proxy.rowCount(); ++r) {
            const double v = proxy.index(r, col).data(RawValueRole).toDouble();
            QVERIFY2(v >= last, qPrintable(QStringLiteral("column %1 row %2").arg(col).arg(r)));
            last = v;
        }
        // Display text is rounded to 3 significant digits: 0.0975, never 0.097531.
        const QString text = proxy.index(0, col).data().toString();
        static const QRegularExpression manyDecimals(QStringLiteral("\\d\\.0*[1-9]\\d{3,}"));
        QVERIFY2(!manyDecimals.match(text).hasMatch(), qPrintable(text));
    }
}

void TestUiModels::gpuTableUntickEmitsToggle()
{
    GpuTableModel model;
    model.setCatalog(m_engine->gpus());
    QSignalSpy spy(&model, &GpuTableModel::inclusionToggled);
    QVERIFY(model.setData(model.index(0, GpuTableModel::Include), Qt::Unchecked, Qt::CheckStateRole));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toString(), model.gpuIdAt(0));
    QCOMPARE(spy.at(0).at(1).toBool(), false);
    QVERIFY(!model.setData(model.index(0, GpuTableModel::Power), 3, Qt::EditRole));
}

// TTFT and the p90 / p99 tails (issue 24): every deployment with figures shows them, sorted on the
// prediction's raw values, with their intervals in the tooltips.
void TestUiModels::gpuTableShowsTtftAndTails()
{
    GpuTableModel model;
    model.setCatalog(m_engine->gpus());
    const ComputeResultPtr result = computeFor(*m_engine);
    model.setResult(result);
    QCOMPARE(model.headerData(GpuTableModel::Ttft, Qt::Horizontal).toString(), QStringLiteral("TTFT (ms)"));
    QCOMPARE(model.headerData(GpuTableModel::ItlTails, Qt::Horizontal).toString(),
             QStringLiteral("p90 / p99 ITL (ms)"));
    QVERIFY(!GpuTableModel::isServerColumn(GpuTableModel::Ttft)); // offline too
    int shown = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const DeploymentRow* d = result->outcome.row(model.gpuIdAt(row).toStdString());
        QVERIFY(d);
        if (!d->hasFigures())
            continue;
        const Prediction& p = d->prediction;
        QVERIFY2(p.ttftMs > 0 && p.itlP99Ms >= p.itlP90Ms && p.itlP90Ms > 0, qPrintable(model.gpuIdAt(row)));
        QCOMPARE(model.index(row, GpuTableModel::Ttft).data(RawValueRole).toDouble(), p.ttftMs);
        QCOMPARE(model.index(row, GpuTableModel::ItlTails).data(RawValueRole).toDouble(), p.itlP99Ms);
        QCOMPARE(model.index(row, GpuTableModel::Ttft).data().toString(), DisplayText::number(p.ttftMs));
        QCOMPARE(model.index(row, GpuTableModel::ItlTails).data().toString(),
                 DisplayText::number(p.itlP90Ms) + QStringLiteral(" / ") + DisplayText::number(p.itlP99Ms));
        const QString ttftTip = model.index(row, GpuTableModel::Ttft).data(Qt::ToolTipRole).toString();
        QVERIFY2(ttftTip.contains(DisplayText::withInterval(p.ttftMs, p.ttftMsLow, p.ttftMsHigh, QStringLiteral("ms"))),
                 qPrintable(ttftTip));
        const QString tailTip = model.index(row, GpuTableModel::ItlTails).data(Qt::ToolTipRole).toString();
        QVERIFY2(
            tailTip.contains(DisplayText::withInterval(p.itlP90Ms, p.itlP90MsLow, p.itlP90MsHigh, QStringLiteral("ms")))
                && tailTip.contains(
                    DisplayText::withInterval(p.itlP99Ms, p.itlP99MsLow, p.itlP99MsHigh, QStringLiteral("ms"))),
            qPrintable(tailTip));
        ++shown;
    }
    QVERIFY(shown > 10);
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(RawValueRole);
    for (int col : {int(GpuTableModel::Ttft), int(GpuTableModel::ItlTails)}) {
        proxy.sort(col, Qt::AscendingOrder);
        double last = -1;
        for (int r = 0; r < proxy.rowCount(); ++r) {
            const double v = proxy.index(r, col).data(RawValueRole).toDouble();
            QVERIFY2(v >= last, qPrintable(QStringLiteral("column %1 row %2").arg(col).arg(r)));
            last = v;
        }
    }
}

// Server mode: the power tooltip says what the idle figure rests on and its range (issue 24).
void TestUiModels::gpuTableSaysTheIdleBasisInServerMode()
{
    GpuTableModel model;
    model.setCatalog(m_engine->gpus());
    ComputeRequest req;
    req.scenario.llm = *m_engine->llms().find("meta-llama/Llama-3.1-8B-Instruct");
    req.scenario.load = RequestRate{0.05};
    req.scenario.gpuIds = std::vector<std::string>{"h100-sxm5-80gb", "l4-24gb"};
    const auto result = std::make_shared<ComputeResult>(ComputeService::computePredictions(*m_engine, req));
    model.setResult(result);
    for (const char* id : {"h100-sxm5-80gb", "l4-24gb"}) {
        const int row = model.rowOf(QString::fromLatin1(id));
        const Prediction& p = result->outcome.row(id)->prediction;
        QVERIFY(p.server && p.server->idlePowerW > 0 && !p.server->idleBasis.empty());
        const QString tip = model.index(row, GpuTableModel::Power).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QString::fromStdString(p.server->idleBasis)), qPrintable(tip));
        QVERIFY2(tip.contains(DisplayText::withInterval(p.server->idlePowerW, p.server->idlePowerWLow,
                                                        p.server->idlePowerWHigh, QStringLiteral("W"))),
                 qPrintable(tip));
    }
    // Offline there is no idle figure to state.
    model.setResult(computeFor(*m_engine));
    QVERIFY(!model.index(0, GpuTableModel::Power).data(Qt::ToolTipRole).toString().contains(QStringLiteral("Idle")));
}

void TestUiModels::llmListModelPassesTester()
{
    LlmListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCatalog(&m_engine->llms());
    QVERIFY(model.rowCount() > 100);
    LlmSearchFilter f;
    f.text = "llama-3.1-8b";
    model.setFilter(f);
    QVERIFY(model.rowCount() >= 1);
    QVERIFY(model.rowOf(QStringLiteral("meta-llama/Llama-3.1-8B-Instruct")) >= 0);
    f = {};
    f.moe = true;
    model.setFilter(f);
    for (int r = 0; r < model.rowCount(); ++r)
        QVERIFY(model.llmAt(r)->isMoe);
    QVERIFY(model.index(0).data(SecondaryTextRole).toString().contains(QStringLiteral("MoE")));
}

void TestUiModels::sweepGpuModelPassesTester()
{
    SweepGpuModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QStringList ids, names;
    for (int i = 0; i < 10; ++i) {
        ids << QStringLiteral("gpu%1").arg(i);
        names << QStringLiteral("GPU %1").arg(i);
    }
    model.setGpus(ids, names);
    QSignalSpy spy(&model, &SweepGpuModel::checkedChanged);
    for (int i = 0; i < SweepGpuModel::kMaxChecked; ++i)
        QVERIFY(model.setData(model.index(i), Qt::Checked, Qt::CheckStateRole));
    QCOMPARE(model.checked().size(), SweepGpuModel::kMaxChecked);
    // The limit: the next one is refused and shown disabled.
    QVERIFY(!model.setData(model.index(9), Qt::Checked, Qt::CheckStateRole));
    QVERIFY(!(model.flags(model.index(9)) & Qt::ItemIsEnabled));
    QVERIFY(model.setData(model.index(0), Qt::Unchecked, Qt::CheckStateRole));
    QCOMPARE(spy.count(), SweepGpuModel::kMaxChecked + 1);
}

WATTGPU_TEST_MAIN(TestUiModels)
// Requests share predictions only while the engine, method and LLM stay the same (ComputeService's
// shelf): every result must be what a computation from scratch gives.
void TestUiModels::computeServiceReusesOnlyMatchingPredictions()
{
    ComputeService service(m_engine);
    const LlmSpec* llm = m_engine->llms().find("meta-llama/Llama-3.1-8B-Instruct");
    QVERIFY(llm);
    auto mismatch = [&](const ComputeRequest& req) -> QString {
        service.request(req);
        if (!service.waitForIdle())
            return QStringLiteral("no result");
        const ComputeResultPtr got = service.lastResult();
        const ComputeResult want = ComputeService::computePredictions(*m_engine, req);
        if (got->predictions.size() != want.predictions.size())
            return QStringLiteral("%1 predictions, %2 from scratch")
                .arg(got->predictions.size())
                .arg(want.predictions.size());
        for (std::size_t i = 0; i < want.predictions.size(); ++i) {
            const Prediction& a = got->predictions[i];
            const Prediction& b = want.predictions[i];
            if (a.gpuId != b.gpuId || a.numGpus != b.numGpus || a.itlMs != b.itlMs || a.powerW != b.powerW
                || a.itlMsHigh != b.itlMsHigh || a.powerWHigh != b.powerWHigh || a.fitsMemory != b.fitsMemory)
                return QStringLiteral("%1 x %2: ITL %3 ms, power %4 W; from scratch %5 ms, %6 W")
                    .arg(a.numGpus)
                    .arg(QString::fromStdString(a.gpuId))
                    .arg(a.itlMs)
                    .arg(a.powerW)
                    .arg(b.itlMs)
                    .arg(b.powerW);
        }
        if (got->outcome.recommendation.winner != want.outcome.recommendation.winner
            || got->outcome.recommendation.winnerNumGpus != want.outcome.recommendation.winnerNumGpus)
            return QStringLiteral("winner %1, from scratch %2")
                .arg(QString::fromStdString(got->outcome.recommendation.winner.value_or("none")),
                     QString::fromStdString(want.outcome.recommendation.winner.value_or("none")));
        return {};
    };
    ComputeRequest req;
    req.scenario.llm = *llm;
    req.scenario.slaItlMs = 50;
    QString why = mismatch(req);
    QVERIFY2(why.isEmpty(), qPrintable(why));
    const std::vector<Prediction> first = service.lastResult()->predictions;
    req.scenario.slaItlMs = 12; // the same predictions judged again
    why = mismatch(req);
    QVERIFY2(why.isEmpty(), qPrintable(why));
    req.scenario.workload.batch = 64;
    why = mismatch(req);
    QVERIFY2(why.isEmpty(), qPrintable(why));
    req.scenario.workload.batch = 16;
    req.scenario.slaItlMs = 50;
    why = mismatch(req);
    QVERIFY2(why.isEmpty(), qPrintable(why));

    // Server mode reuses the curves; its predictions at a rate are made again.
    req.scenario.load = RequestRate{5.0};
    why = mismatch(req);
    QVERIFY2(why.isEmpty(), qPrintable(why));
    req.scenario.slaItlMs = 30;
    why = mismatch(req);
    QVERIFY2(why.isEmpty(), qPrintable(why));
    req.scenario.load = FixedConcurrency{};
    req.scenario.slaItlMs = 50;

    // The same id and size but another architecture (a config.json edited in place): nothing of
    // the 8B's may be reused.
    LlmSpec edited = *llm;
    edited.numLayers *= 2;
    edited.numKeyValueHeads *= 2;
    req.scenario.llm = edited;
    why = mismatch(req);
    QVERIFY2(why.isEmpty(), qPrintable(why));
    const std::vector<Prediction>& after = service.lastResult()->predictions;
    QCOMPARE(after.size(), first.size());
    bool differs = false;
    for (std::size_t i = 0; i < first.size(); ++i)
        differs = differs || first[i].itlMs != after[i].itlMs || first[i].fitsMemory != after[i].fitsMemory;
    QVERIFY2(differs, "the edited architecture should change the predictions");
}

// The sweeps run after the window has handled (and drawn) the first phase, not on the other
// core while it does: a slow first-phase handler must not overlap the sweeps' computation.
void TestUiModels::sweepsWaitUntilTheFirstPhaseIsShown()
{
    ComputeService service(m_engine);
    const LlmSpec* llm = m_engine->llms().find("meta-llama/Llama-3.1-8B-Instruct");
    QVERIFY(llm);
    QElapsedTimer clock;
    clock.start();
    qint64 handled = -1, sweepsArrived = -1;
    double sweepMs = 0;
    connect(&service, &ComputeService::resultReady, this, [&](const ComputeResultPtr&) {
        QElapsedTimer spin; // a long layout and paint
        spin.start();
        while (spin.elapsed() < 40) {
        }
        handled = clock.nsecsElapsed();
    });
    connect(&service, &ComputeService::sweepsReady, this, [&](const ComputeResultPtr& r) {
        sweepsArrived = clock.nsecsElapsed();
        sweepMs = r->sweeps.sweepMs;
    });
    ComputeRequest req;
    req.scenario.llm = *llm;
    req.scenario.gpuCountMode = GpuCountMode::AllCounts;
    req.autoSweepGpus = true;
    service.request(req);
    QVERIFY(service.waitForIdle());
    QVERIFY(handled > 0 && sweepsArrived > handled);
    const double afterHandled = (sweepsArrived - handled) / 1e6;
    QVERIFY2(sweepMs > 0 && afterHandled >= 0.95 * sweepMs,
             qPrintable(QStringLiteral("sweeps took %1 ms but arrived %2 ms after the first phase was handled")
                            .arg(sweepMs)
                            .arg(afterHandled)));
}

#include "test_ui_models.moc"
