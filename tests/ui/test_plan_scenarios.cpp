// Server scenario, economics and reports in the GUI: plan files carry the request rate and the
// cost/carbon assumptions (and reject bad values by field), server mode changes the predictions
// exactly as the engine does, a hardware price can change the cost winner, File → Export report
// writes the same numbers as `wattgpu-cli export`, and the compare view exports as one page.
#include "tests/support/gui_support.h"
#include "tests/support/test_registry.h"

#include "app/lib/report/report_format.h"
#include "core/plan/engine.h"
#include "core/plan/server.h"
#include "ui/charts/load_sweep_chart.h"
#include "ui/models/gpu_table_model.h"
#include "ui/models/plan.h"
#include "ui/models/plan_document.h"
#include "ui/models/roles.h"
#include "ui/widgets/capacity_view.h"
#include "ui/widgets/chart_panel.h"
#include "ui/widgets/economics_dialog.h"
#include "ui/widgets/gpu_table_view.h"
#include "ui/widgets/main_window.h"
#include "ui/widgets/presentation_view.h"
#include "ui/widgets/recommendation_banner.h"
#include "ui/widgets/workload_bar.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace wattgpu;
using namespace wattgpu::ui;

namespace {

QString run(const QString& program, const QStringList& args, bool* ok)
{
    QProcess p;
    p.start(program, args);
    *ok = p.waitForFinished(120000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    if (!*ok)
        qWarning("%s failed: %s", qPrintable(program), p.readAllStandardError().constData());
    return QString::fromUtf8(p.readAllStandardOutput());
}

QJsonObject readJson(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Empty when equal; else the first line that differs, from both sides.
QString firstDifference(const QByteArray& a, const QByteArray& b)
{
    if (a == b)
        return {};
    const QList<QByteArray> la = a.split('\n'), lb = b.split('\n');
    for (qsizetype i = 0; i < std::max(la.size(), lb.size()); ++i) {
        const QByteArray x = i < la.size() ? la[i] : QByteArray("<end>");
        const QByteArray y = i < lb.size() ? lb[i] : QByteArray("<end>");
        if (x != y)
            return QStringLiteral("line %1:\n  %2\n  %3")
                .arg(i + 1)
                .arg(QString::fromUtf8(x.left(400)), QString::fromUtf8(y.left(400)));
    }
    return QStringLiteral("differ");
}

} // namespace

class TestPlanScenarios : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();

    void planRoundTripKeepsScenarioAndEconomics();
    void oldPlanWithoutNewFieldsOpens();
    void badValuesAreRejectedByField_data();
    void badValuesAreRejectedByField();
    void stackAndMetricAreValidated();
    void scenarioSwitchIsUndoable();
    void serverModeMatchesEngine();
    void serverLoadSweepAndCapacity();
    void costObjectiveWithHardwarePriceCanChangeWinner();
    void economicsDialogEditsThePlan();
    void guiExportMatchesCliExport();
    void comparePdfIsOnePageAndNotBlank();
    void screenshotsRender();

private:
    std::unique_ptr<MainWindow> makeWindow();
    LlmSpec llm8b() const { return *m_engine->llms().find("meta-llama/Llama-3.1-8B-Instruct"); }

    std::shared_ptr<const Engine> m_engine;
    QTemporaryDir m_tmp;
    FakePrompter m_prompter;
    QString m_pdftotext, m_pdftoppm, m_pdfinfo;
};

void TestPlanScenarios::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("WattGPU-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("test_plan_scenarios"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_tmp.filePath(QStringLiteral("settings")));
    // The GUI and the CLI print the same date on the report.
    qputenv("SOURCE_DATE_EPOCH", "1767225600"); // 2026-01-01
    // Reports follow the UI's locale; the bare C locale (no LANG) falls back to US English, the
    // CLI's default. Pinned here so the comparison does not depend on the machine's locale.
    QLocale::setDefault(QLocale::c());
    m_engine = testing::loadEngine();
    m_pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    m_pdftoppm = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
    m_pdfinfo = QStandardPaths::findExecutable(QStringLiteral("pdfinfo"));
}

std::unique_ptr<MainWindow> TestPlanScenarios::makeWindow() { return testing::showWindow(m_engine, &m_prompter); }

void TestPlanScenarios::planRoundTripKeepsScenarioAndEconomics()
{
    PlanState s;
    s.load = RequestRate{0.37};
    s.objective = Objective::Cost;
    s.economics.electricityUsdPerKwh = 0.21;
    s.economics.pue = 1.35;
    s.economics.gridGco2PerKwh = 55;
    s.economics.gpuPurchaseUsd = 30000;
    s.economics.gpuLifetimeYears = 5;
    s.economics.gpuUtilisation = 0.45;
    s.economics.usdPerGpuHourByGpu["h100-sxm5-80gb"] = 3.1;
    PlanError err;
    const auto back = PlanIo::parse(PlanIo::serialize(s), &err);
    QVERIFY2(back, qPrintable(err.field + QStringLiteral(": ") + err.detail));
    QVERIFY(*back == s);
    QCOMPARE(*back->rateRps(), 0.37);
    QCOMPARE(back->economics.usdPerGpuHourByGpu.at("h100-sxm5-80gb"), 3.1);
    QVERIFY(!back->economics.usdPerGpuHour);

    // Through a file and back, and a change in any new field makes the plans differ.
    const QString path = m_tmp.filePath(QStringLiteral("server.wattgpu"));
    QVERIFY(PlanIo::write(path, s, &err));
    const auto fromFile = PlanIo::read(path, &err);
    QVERIFY(fromFile && *fromFile == s);
    PlanState other = s;
    other.economics.pue = 1.36;
    QVERIFY(other != s);
    other = s;
    other.load = FixedConcurrency{};
    QVERIFY(other != s);
}

void TestPlanScenarios::oldPlanWithoutNewFieldsOpens()
{
    const QByteArray old = R"({"format": "wattgpu-plan", "version": 1,
        "model": {"id": "meta-llama/Llama-3.1-8B-Instruct"},
        "workload": {"batch": 8, "promptLen": 512, "outputLen": 256, "precision": "bf16", "numGpus": 1},
        "slaItlMs": 40, "objective": "energy", "excludedGpus": [], "chartTab": "power-itl"})";
    PlanError err;
    const auto plan = PlanIo::parse(old, &err);
    QVERIFY2(plan, qPrintable(err.field + QStringLiteral(": ") + err.detail));
    QVERIFY(!plan->rateRps());
    QVERIFY(sameEconomics(plan->economics, Economics{}));
    QCOMPARE(plan->workload.batch, 8);
}

void TestPlanScenarios::badValuesAreRejectedByField_data()
{
    QTest::addColumn<QString>("insert"); // JSON members added to a valid plan
    QTest::addColumn<QString>("field");
    QTest::newRow("rate zero") << R"("rateRps": 0)"
                               << "rateRps";
    QTest::newRow("rate negative") << R"("rateRps": -2)"
                                   << "rateRps";
    QTest::newRow("rate too high") << R"("rateRps": 5000)"
                                   << "rateRps";
    QTest::newRow("rate string") << R"("rateRps": "fast")"
                                 << "rateRps";
    QTest::newRow("economics not object") << R"("economics": 3)"
                                          << "economics";
    QTest::newRow("pue below 1") << R"("economics": {"pue": 0.8})"
                                 << "economics.pue";
    QTest::newRow("price negative") << R"("economics": {"usdPerKwh": -0.1})"
                                    << "economics.usdPerKwh";
    QTest::newRow("grid huge") << R"("economics": {"gridGco2PerKwh": 1e9})"
                               << "economics.gridGco2PerKwh";
    QTest::newRow("utilisation zero") << R"("economics": {"gpuUtilisation": 0})"
                                      << "economics.gpuUtilisation";
    QTest::newRow("utilisation above 1") << R"("economics": {"gpuUtilisation": 1.5})"
                                         << "economics.gpuUtilisation";
    QTest::newRow("lifetime zero") << R"("economics": {"gpuLifetimeYears": 0})"
                                   << "economics.gpuLifetimeYears";
    QTest::newRow("rate per hour negative") << R"("economics": {"usdPerGpuHour": -1})"
                                            << "economics.usdPerGpuHour";
    QTest::newRow("quote negative") << R"("economics": {"usdPerGpuHourByGpu": {"h100-sxm5-80gb": -3}})"
                                    << "economics.usdPerGpuHourByGpu.h100-sxm5-80gb";
    QTest::newRow("quotes not object") << R"("economics": {"usdPerGpuHourByGpu": [1, 2]})"
                                       << "economics.usdPerGpuHourByGpu";
}

void TestPlanScenarios::badValuesAreRejectedByField()
{
    QFETCH(QString, insert);
    QFETCH(QString, field);
    const QString json = QStringLiteral(R"({"format": "wattgpu-plan", "version": 1,
        "model": {"id": "meta-llama/Llama-3.1-8B-Instruct"},
        "workload": {"batch": 8, "promptLen": 512, "outputLen": 256, "precision": "bf16", "numGpus": 1},
        "slaItlMs": 40, "objective": "energy", %1})")
                             .arg(insert);
    PlanError err;
    QVERIFY(!PlanIo::parse(json.toUtf8(), &err));
    QCOMPARE(err.kind, PlanError::Kind::BadField);
    QCOMPARE(err.field, field);
    QVERIFY(PlanIo::readMessage(err, QStringLiteral("x.wattgpu")).contains(field));
}

void TestPlanScenarios::stackAndMetricAreValidated()
{
    auto plan = [](const QString& workloadExtra) {
        return QStringLiteral(R"({"format": "wattgpu-plan", "version": 1,
            "model": {"id": "meta-llama/Llama-3.1-8B-Instruct"},
            "workload": {"batch": 8, "promptLen": 512, "outputLen": 256, "precision": "bf16", "numGpus": 1%1},
            "slaItlMs": 40, "objective": "energy"})")
            .arg(workloadExtra)
            .toUtf8();
    };
    PlanError err;
    // Old plans (no metric, no stack) open with the defaults.
    auto old = PlanIo::parse(plan(QString()), &err);
    QVERIFY(old);
    QCOMPARE(old->workload.itlMetric, ItlKind::MedianItl);
    QCOMPARE(QString::fromStdString(old->workload.stack.engine), QStringLiteral("vllm"));
    // Both round-trip.
    auto tgi = PlanIo::parse(
        plan(QStringLiteral(R"(, "stack": {"engine": "tgi", "version": ""}, "itlMetric": "mean_tpot")")), &err);
    QVERIFY2(tgi, qPrintable(err.detail));
    QCOMPARE(tgi->workload.itlMetric, ItlKind::MeanTpot);
    const auto back = PlanIo::parse(PlanIo::serialize(*tgi), &err);
    QVERIFY(back);
    QCOMPARE(back->workload.itlMetric, ItlKind::MeanTpot);
    QCOMPARE(QString::fromStdString(back->workload.stack.engine), QStringLiteral("tgi"));
    // An unknown engine or metric is an error naming the field, not a silent vLLM or median.
    QVERIFY(!PlanIo::parse(plan(QStringLiteral(R"(, "stack": {"engine": "nosuch-engine"})")), &err));
    QCOMPARE(err.field, QStringLiteral("workload.stack.engine"));
    QVERIFY2(err.detail.contains(QStringLiteral("vllm")), qPrintable(err.detail)); // lists the known ones
    QVERIFY(!PlanIo::parse(plan(QStringLiteral(R"(, "itlMetric": "p99")")), &err));
    QCOMPARE(err.field, QStringLiteral("workload.itlMetric"));
}

void TestPlanScenarios::scenarioSwitchIsUndoable()
{
    PlanDocument doc;
    doc.reset(PlanState{}, QString());
    doc.setRateRps(0.5);
    QCOMPARE(*doc.state().rateRps(), 0.5);
    doc.setRateRps(0.8); // a rate edit merges with the next rate edit, not with the switch
    doc.undoStack()->undo();
    QCOMPARE(*doc.state().rateRps(), 0.5);
    doc.undoStack()->undo();
    QVERIFY(!doc.state().rateRps());
    Economics e;
    e.pue = 1.5;
    doc.setEconomics(e);
    QCOMPARE(doc.state().economics.pue, 1.5);
    doc.undoStack()->undo();
    QCOMPARE(doc.state().economics.pue, Economics{}.pue);
}

void TestPlanScenarios::serverModeMatchesEngine()
{
    auto w = makeWindow();
    WorkloadBar* bar = w->workloadBar();
    const std::vector<Prediction> batchPreds = w->computeService()->lastResult()->predictions;
    QCOMPARE(bar->scenarioCombo()->count(), 2);
    bar->rateSpin()->setValue(0.05);
    bar->scenarioCombo()->setCurrentIndex(1);
    QVERIFY(w->waitForResults());
    QCOMPARE(*w->document()->state().rateRps(), 0.05);
    QVERIFY(!bar->batchSpin()->isVisible());
    QVERIFY(bar->rateSpin()->isVisible());

    const auto result = w->computeService()->lastResult();
    QVERIFY(result->request.scenario.rateRps());
    qInfo("server mode, %d GPUs: predictions + recommendation %.1f ms, sweeps + max rates + capacity %.1f ms",
          int(result->predictions.size()), result->predictMs, result->sweeps.sweepMs);
    const Workload wl = w->document()->state().workload;
    const auto expected = m_engine->predict({.llm = llm8b(), .workload = wl, .load = RequestRate{0.05}}).value();
    QCOMPARE(result->predictions.size(), expected.size());
    int below = 0;
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const Prediction& got = result->predictions[i];
        QCOMPARE(got.gpuId, expected[i].gpuId);
        QVERIFY(got.server);
        QCOMPARE(got.powerW, expected[i].powerW);
        QCOMPARE(got.itlMs, expected[i].itlMs);
        if (!got.fitsMemory || !batchPreds[i].fitsMemory)
            continue;
        // At 0.05 req/s the GPU idles most of the time: the mean power is far below the batch power.
        QVERIFY2(got.powerW < batchPreds[i].powerW, got.gpuId.c_str());
        QVERIFY(got.server->busyFraction < 0.9);
        ++below;
    }
    QVERIFY(below > 5);
    // The recommendation is the engine's in server mode.
    const std::vector<std::string> all = [&] {
        std::vector<std::string> ids;
        for (const GpuSpec& g : m_engine->gpus().gpus())
            ids.push_back(g.id);
        return ids;
    }();
    Scenario sc{.llm = llm8b(), .workload = wl, .load = RequestRate{0.05}, .slaItlMs = 50};
    sc.gpuIds = all;
    const Recommendation rec = m_engine->recommend(sc).value();
    QCOMPARE(result->outcome.recommendation.winner, rec.winner);
    // Table, banner: the scenario is visible.
    QVERIFY(w->banner()->plainText().contains(QStringLiteral("req/s")));
    QVERIFY(!w->gpuTable()->table()->isColumnHidden(GpuTableModel::Ttft));
    QVERIFY(!w->gpuTable()->table()->isColumnHidden(GpuTableModel::Busy));
    QVERIFY(!w->gpuTable()->table()->isColumnHidden(GpuTableModel::MaxRate));
    QVERIFY(w->gpuTableModel()
                ->headerData(GpuTableModel::Power, Qt::Horizontal)
                .toString()
                .contains(QStringLiteral("Mean")));
    const int row = w->gpuTableModel()->rowOf(QString::fromStdString(*rec.winner));
    const QString maxRate = w->gpuTableModel()->index(row, GpuTableModel::MaxRate).data().toString();
    QVERIFY2(!maxRate.isEmpty() && maxRate != QStringLiteral("—"), qPrintable(maxRate));
    const GpuSpec* g = m_engine->gpus().find(*rec.winner);
    Workload atWinner = wl; // the winner's deployment: the count Auto chose
    atWinner.numGpus = rec.winnerNumGpus;
    const double engineMax = maxSustainableRateRps(*m_engine->predictor(), llm8b(), *g, atWinner, 50).value();
    QCOMPARE(result->sweeps.maxRateRps.at(*rec.winner), engineMax);

    // Back to offline: the server columns hide again and the batch predictions return.
    bar->scenarioCombo()->setCurrentIndex(0);
    QVERIFY(w->waitForResults());
    QVERIFY(!w->document()->state().rateRps());
    QVERIFY(w->gpuTable()->table()->isColumnHidden(GpuTableModel::Busy));
    QVERIFY(w->gpuTable()->table()->isColumnHidden(GpuTableModel::MaxRate));
    QVERIFY(!w->gpuTable()->table()->isColumnHidden(GpuTableModel::Ttft)); // every prediction has a TTFT
    QCOMPARE(w->computeService()->lastResult()->predictions.front().powerW, batchPreds.front().powerW);
}

void TestPlanScenarios::serverLoadSweepAndCapacity()
{
    auto w = makeWindow();
    w->document()->setRateRps(2.0);
    w->chartPanel()->setCurrentChart(QStringLiteral("load-sweep"));
    QVERIFY(w->waitForResults());
    const ChartModel& m = w->chartModel();
    QVERIFY(m.sweepsDone);
    QVERIFY(!m.loadSweep.empty());
    for (const SweepSeries& s : m.loadSweep) {
        QCOMPARE(s.batch.size(), loadSweepRates().size());
        // Mean power rises with the rate while the replica keeps up, from near idle toward the
        // batch power. The learned power model is not strictly monotone in concurrency (e.g.
        // A100 PCIe 40GB: 175.0 W at B = 8.5, 173.6 W at B = 15), so allow 3 % steps back.
        double last = 0, first = 0;
        for (std::size_t i = 0; i < s.batch.size(); ++i) {
            if (!std::isfinite(s.powerW[i]))
                continue;
            QVERIFY2(s.powerW[i] >= last * 0.97, qPrintable(s.label));
            if (first == 0)
                first = s.powerW[i];
            last = s.powerW[i];
        }
        QVERIFY2(last > 1.5 * first, qPrintable(s.label));
    }
    QVERIFY(w->chartPanel()->loadSweep()->maxRateMarkerCount() >= 1);
    QVERIFY(w->chartPanel()->loadSweep()->title().contains(QStringLiteral("request rate")));

    // Capacity tab: planCapacity's rows for the fleet target (its own input, not the 2 req/s one
    // replica is offered), reachable with Ctrl+5. Without a target it asks for one.
    w->chartPanel()->setCurrentChart(QStringLiteral("capacity"));
    QVERIFY(w->chartPanel()->capacity()->summaryText().contains(QStringLiteral("fleet")));
    QCOMPARE(w->chartPanel()->capacity()->table()->rowCount(), 0);
    w->document()->setFleetTargetRps(6.0);
    QVERIFY(w->waitForResults());
    QCOMPARE(w->document()->state().chartTab, QStringLiteral("capacity"));
    CapacityView* cap = w->chartPanel()->capacity();
    QVERIFY(cap->feasibleRowCount() > 0);
    std::vector<const GpuSpec*> gpus;
    for (const GpuSpec& g : m_engine->gpus().gpus())
        gpus.push_back(&g);
    Workload computed = w->document()->state().workload;
    computed.precision = nativePrecision(llm8b());
    const CapacityPlan plan = planCapacity(*m_engine->predictor(), llm8b(), gpus, computed, 6.0, 50,
                                           w->document()->state().economics)
                                  .value();
    QCOMPARE(plan.targetRateRps, 6.0);
    QCOMPARE(w->computeService()->lastResult()->outcome.fleet.capacity->targetRateRps, 6.0);
    QCOMPARE(cap->table()->rowCount(), int(plan.rows.size()));
    QCOMPARE(cap->table()->item(0, 0)->data(Qt::UserRole).toString(), QString::fromStdString(plan.rows.front().gpuId));
    QCOMPARE(cap->table()->item(0, 4)->data(Qt::UserRole).toInt(), plan.rows.front().totalGpus);
    QVERIFY(cap->summaryText().contains(QStringLiteral("lowest energy")));
    QVERIFY(plan.cheapestGpu);
    QVERIFY(cap->summaryText().contains(QStringLiteral("cheapest")));
}

void TestPlanScenarios::costObjectiveWithHardwarePriceCanChangeWinner()
{
    auto w = makeWindow();
    const auto energyWinner = w->computeService()->lastResult()->outcome.recommendation.winner;
    QVERIFY(energyWinner);
    QVERIFY(w->computeService()->lastResult()->outcome.recommendation.ranking.size() >= 2);
    // Electricity only: cost is energy x a constant, so the winner is the energy winner.
    w->workloadBar()->objectiveCombo()->setCurrentIndex(2);
    QVERIFY(w->waitForResults());
    QCOMPARE(w->document()->state().objective, Objective::Cost);
    QCOMPARE(w->computeService()->lastResult()->outcome.recommendation.winner, energyWinner);
    // A steep hardware quote on the energy winner makes another GPU cheaper per token.
    Economics e = w->document()->state().economics;
    e.usdPerGpuHourByGpu[*energyWinner] = 500.0;
    e.usdPerGpuHour = 1.0;
    w->document()->setEconomics(e);
    QVERIFY(w->waitForResults());
    const auto result = w->computeService()->lastResult();
    QVERIFY(result->outcome.recommendation.winner);
    QVERIFY(*result->outcome.recommendation.winner != *energyWinner);
    std::vector<std::string> all;
    for (const GpuSpec& g : m_engine->gpus().gpus())
        all.push_back(g.id);
    Scenario sc{.llm = llm8b(), .workload = w->document()->state().workload, .slaItlMs = 50};
    sc.objective = Objective::Cost;
    sc.economics = e;
    sc.gpuIds = all;
    const Recommendation rec = m_engine->recommend(sc).value();
    QCOMPARE(result->outcome.recommendation.winner, rec.winner);
    // The table's $/1M tokens column is the objective value of the ranking.
    const int row = w->gpuTableModel()->rowOf(QString::fromStdString(*rec.winner));
    QCOMPARE(w->gpuTableModel()->index(row, GpuTableModel::Cost).data(RawValueRole).toDouble(),
             rec.ranking.front().objectiveValue);
    QCOMPARE(w->chartModel().winner()->costUsdPerMTokens, rec.ranking.front().objectiveValue);
    // Carbon objective: same order as energy (grid intensity is one number).
    w->workloadBar()->objectiveCombo()->setCurrentIndex(3);
    QVERIFY(w->waitForResults());
    QCOMPARE(w->computeService()->lastResult()->outcome.recommendation.winner, energyWinner);
}

void TestPlanScenarios::economicsDialogEditsThePlan()
{
    auto w = makeWindow();
    EconomicsDialog dialog(w->document()->state().economics, w.get());
    QCOMPARE(dialog.pueSpin()->value(), 1.2);
    QVERIFY(EconomicsDialog::defaultsText().contains(QStringLiteral("0.15")));
    dialog.usdPerKwhSpin()->setValue(0.3);
    dialog.pueSpin()->setValue(1.5);
    dialog.gridSpin()->setValue(100);
    dialog.hardwareCombo()->setCurrentIndex(int(EconomicsDialog::HardwareMode::Purchase));
    dialog.purchaseSpin()->setValue(20000);
    dialog.lifetimeSpin()->setValue(3);
    dialog.utilisationSpin()->setValue(50);
    const Economics e = dialog.economics();
    QCOMPARE(e.electricityUsdPerKwh, 0.3);
    QCOMPARE(e.pue, 1.5);
    QCOMPARE(e.gridGco2PerKwh, 100.0);
    QCOMPARE(*e.gpuPurchaseUsd, 20000.0);
    QVERIFY(!e.usdPerGpuHour);
    QCOMPARE(e.gpuLifetimeYears, 3.0);
    QCOMPARE(e.gpuUtilisation, 0.5);
    w->document()->setEconomics(e);
    QVERIFY(w->waitForResults());
    QVERIFY(w->document()->isModified());
    // Carbon per 1M tokens = J/token x 1e6 / 3.6e6 x PUE x grid.
    const GpuPoint* winner = w->chartModel().winner();
    QVERIFY(winner);
    QVERIFY(std::abs(winner->gco2PerMTokens - winner->energyJ * 1e6 / 3.6e6 * 1.5 * 100)
            < 1e-9 * winner->gco2PerMTokens);
    w->document()->undoStack()->undo();
    QVERIFY(sameEconomics(w->document()->state().economics, Economics{}));
}

void TestPlanScenarios::guiExportMatchesCliExport()
{
    auto w = makeWindow();
    // A plan with a rate, economics and a non-default objective.
    w->document()->setRateRps(0.5);
    Economics e;
    e.electricityUsdPerKwh = 0.2;
    e.pue = 1.3;
    e.gridGco2PerKwh = 250;
    e.usdPerGpuHour = 2.5;
    w->document()->setEconomics(e);
    w->document()->setObjective(Objective::Cost);
    QVERIFY(w->waitForResults());
    m_prompter.errors.clear();
    QAction* exportAction = nullptr;
    for (QAction* a : w->findChildren<QAction*>())
        if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E))
            exportAction = a;
    QVERIFY(exportAction);

    const QString cli = QStringLiteral(WATTGPU_BIN_DIR "/wattgpu-cli");
    QVERIFY2(QFileInfo::exists(cli), qPrintable(cli));
    const QStringList common{QStringLiteral("export"),
                             QStringLiteral("--model"),
                             QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"),
                             QStringLiteral("--sla-itl-ms"),
                             QStringLiteral("50"),
                             QStringLiteral("--rate"),
                             QStringLiteral("0.5"),
                             QStringLiteral("--objective"),
                             QStringLiteral("cost"),
                             QStringLiteral("--usd-per-kwh"),
                             QStringLiteral("0.2"),
                             QStringLiteral("--pue"),
                             QStringLiteral("1.3"),
                             QStringLiteral("--gco2-per-kwh"),
                             QStringLiteral("250"),
                             QStringLiteral("--usd-per-gpu-hour"),
                             QStringLiteral("2.5")};
    for (const QString& ext : {QStringLiteral("json"), QStringLiteral("csv"), QStringLiteral("html")}) {
        const QString gui = m_tmp.filePath(QStringLiteral("gui.") + ext);
        const QString cliOut = m_tmp.filePath(QStringLiteral("cli.") + ext);
        // Through File → Export report… with the prompter answering the file dialog.
        m_prompter.nextSaveFile = gui;
        exportAction->trigger();
        QVERIFY2(m_prompter.errors.isEmpty(), qPrintable(m_prompter.errors.join(QLatin1Char('\n'))));
        QVERIFY(QFileInfo::exists(gui));
        bool ok = false;
        run(cli, QStringList(common) << QStringLiteral("--out") << cliOut, &ok);
        QVERIFY(ok);
        if (ext == QStringLiteral("json")) {
            const QJsonObject a = readJson(gui), b = readJson(cliOut);
            QVERIFY(!a.isEmpty());
            QVERIFY2(a == b,
                     qPrintable(QStringLiteral("GUI and CLI JSON differ:\n%1\n---\n%2")
                                    .arg(QString::fromUtf8(QJsonDocument(a).toJson()).left(3000),
                                         QString::fromUtf8(QJsonDocument(b).toJson()).left(3000))));
        } else {
            const QString diff = firstDifference(readAll(gui), readAll(cliOut));
            QVERIFY2(diff.isEmpty(), qPrintable(ext + QStringLiteral(" GUI vs CLI, ") + diff));
        }
    }
    // PDF: the winner and the SLA are on the page.
    const QString pdf = m_tmp.filePath(QStringLiteral("gui.pdf"));
    QVERIFY(w->exportReport(pdf, report::PageSize::Letter));
    if (m_pdftotext.isEmpty())
        QSKIP("poppler-utils not installed");
    bool ok = false;
    const QString text = run(m_pdftotext, {pdf, QStringLiteral("-")}, &ok);
    QVERIFY(ok);
    const auto model = w->currentReportModel();
    QVERIFY(model && model->outcome.recommendation.winner);
    // The report names GPUs by their short name ("A10G 24GB"), as its table does.
    const QString winnerName = report::shortGpuName(model->winnerRow()->gpuName, *model->outcome.recommendation.winner);
    QVERIFY2(text.contains(winnerName), qPrintable(winnerName));
    QVERIFY(text.contains(QStringLiteral("SLA 50 ms")));
    QVERIFY(text.contains(QStringLiteral("req/s")));
    // A file name without a known suffix is refused with a message.
    QVERIFY(!w->exportReport(m_tmp.filePath(QStringLiteral("report.txt"))));
    QVERIFY(!m_prompter.errors.isEmpty());
    m_prompter.errors.clear();
}

void TestPlanScenarios::comparePdfIsOnePageAndNotBlank()
{
    auto w = makeWindow();
    w->setPresentationMode(true, false);
    QVERIFY(w->waitForResults());
    PresentationView* view = w->presentationView();
    QVERIFY(view->cardGpuIds().size() >= 2);
    // Pick two GPUs by hand through the combo boxes.
    QComboBox* first = view->pickCombo(0);
    QComboBox* second = view->pickCombo(1);
    QComboBox* third = view->pickCombo(2);
    QVERIFY(first->count() > 3);
    first->setCurrentIndex(first->count() - 1);
    emit first->activated(first->currentIndex());
    second->setCurrentIndex(0);
    emit second->activated(0);
    third->setCurrentIndex(0); // (none)
    emit third->activated(0);
    const QStringList ids = view->cardGpuIds();
    QCOMPARE(ids.size(), 2);
    QCOMPARE(ids.front(), first->itemData(first->count() - 1).toString());

    const QString pdf = m_tmp.filePath(QStringLiteral("compare.pdf"));
    m_prompter.nextSaveFile = pdf;
    emit view->exportButton()->clicked();
    QVERIFY2(m_prompter.errors.isEmpty(), qPrintable(m_prompter.errors.join(QLatin1Char('\n'))));
    QVERIFY(QFileInfo::exists(pdf));
    w->setPresentationMode(false);
    if (m_pdfinfo.isEmpty() || m_pdftoppm.isEmpty() || m_pdftotext.isEmpty())
        QSKIP("poppler-utils not installed");
    bool ok = false;
    const QString info = run(m_pdfinfo, {pdf}, &ok);
    QVERIFY(ok);
    QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Pages:\\s+1\\b"))), qPrintable(info));
    run(m_pdftoppm,
        {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("40"), pdf,
         m_tmp.filePath(QStringLiteral("compare"))},
        &ok);
    QVERIFY(ok);
    const QStringList pngs = QDir(m_tmp.path()).entryList({QStringLiteral("compare*.png")});
    QCOMPARE(pngs.size(), 1);
    const QImage img(m_tmp.filePath(pngs.front()));
    QVERIFY(!img.isNull());
    qint64 inked = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x)
            inked += qGray(img.pixel(x, y)) < 240 ? 1 : 0;
    const double share = double(inked) / (img.width() * img.height());
    QVERIFY2(share > 0.02, qPrintable(QString::number(share)));
    // The page says what `wattgpu-cli export --compare` says for the same GPUs.
    const QString text = run(m_pdftotext, {pdf, QStringLiteral("-")}, &ok);
    QVERIFY(ok);
    const QString cliPdf = m_tmp.filePath(QStringLiteral("compare-cli.pdf"));
    run(QStringLiteral(WATTGPU_BIN_DIR "/wattgpu-cli"),
        {QStringLiteral("export"), QStringLiteral("--model"), QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"),
         QStringLiteral("--sla-itl-ms"), QStringLiteral("50"), QStringLiteral("--compare"), ids.join(QLatin1Char(',')),
         QStringLiteral("--out"), cliPdf},
        &ok);
    QVERIFY(ok);
    const QString cliText = run(m_pdftotext, {cliPdf, QStringLiteral("-")}, &ok);
    QVERIFY(ok);
    QVERIFY(text.size() > 200);
    const QString diff = firstDifference(text.toUtf8(), cliText.toUtf8());
    QVERIFY2(diff.isEmpty(), qPrintable(diff));
}

// Renders the README screenshots of the new views and checks they are not blank. They are saved
// to $WATTGPU_SCREENSHOT_DIR when set (resources/screenshots for the README), else to a temp dir.
void TestPlanScenarios::screenshotsRender()
{
    const QString dir = qEnvironmentVariableIsSet("WATTGPU_SCREENSHOT_DIR")
        ? QString::fromLocal8Bit(qgetenv("WATTGPU_SCREENSHOT_DIR"))
        : m_tmp.filePath(QStringLiteral("shots"));
    QVERIFY(QDir().mkpath(dir));
    auto check = [](const QImage& img, const QString& path) {
        QVERIFY(!img.isNull());
        QSet<QRgb> colours;
        for (int y = 0; y < img.height(); y += 4)
            for (int x = 0; x < img.width(); x += 4)
                colours.insert(img.pixel(x, y));
        QVERIFY2(colours.size() > 20, qPrintable(path));
        QVERIFY(img.save(path));
    };
    auto w = makeWindow();
    w->resize(1600, 1000);
    PlanState s = MainWindow::defaultPlan();
    s.load = RequestRate{1.0};
    s.chartTab = QStringLiteral("load-sweep");
    s.workload.promptLen = 512;
    s.workload.outputLen = 512;
    w->document()->reset(s, QString());
    QVERIFY(w->waitForResults());
    QCoreApplication::processEvents();
    check(w->grab().toImage(), QDir(dir).filePath(QStringLiteral("load-sweep-server.png")));

    // Capacity answers the fleet question: a fleet target of 20 req/s beside 1 req/s per replica.
    s.fleetTargetRps = 20.0;
    s.chartTab = QStringLiteral("capacity");
    w->document()->reset(s, QString());
    QVERIFY(w->waitForResults());
    QCoreApplication::processEvents();
    QVERIFY(w->chartPanel()->capacity()->feasibleRowCount() > 0);
    check(w->grab().toImage(), QDir(dir).filePath(QStringLiteral("capacity.png")));

    w->setPresentationMode(true, false);
    QVERIFY(w->waitForResults());
    QCoreApplication::processEvents();
    check(w->grab().toImage(), QDir(dir).filePath(QStringLiteral("compare.png")));
    w->setPresentationMode(false);

    Economics e;
    e.usdPerGpuHour = 2.5;
    e.usdPerGpuHourByGpu["h100-sxm5-80gb"] = 3.1; // one quoted rate in the per-GPU table
    EconomicsDialog dialog(e, w.get());
    std::vector<std::pair<std::string, QString>> gpus; // as the window opens it: the whole catalog
    for (const GpuSpec& g : m_engine->gpus().gpus())
        gpus.emplace_back(g.id, QString::fromStdString(g.name));
    dialog.setGpus(gpus);
    dialog.adjustSize();
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    check(dialog.grab().toImage(), QDir(dir).filePath(QStringLiteral("economics-dialog.png")));
    dialog.close();
}

WATTGPU_TEST_MAIN(TestPlanScenarios)
#include "test_plan_scenarios.moc"
