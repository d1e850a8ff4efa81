// The SLA with more than one limit and the latency inputs of issue 24, in the main window: the ITL
// metric choice offers p90 and p99 ITL, the optional TTFT SLA and the KV-cache precision sit in the
// workload bar, each change is one undo step and reaches the engine at once; the banner, the
// table's verdicts and reasons and the chart tooltips say which limit failed or is at risk, as the
// plan outcome (core/plan/outcome.h) has it.
#include "tests/support/gui_support.h"
#include "tests/support/test_registry.h"

#include "app/lib/report/report_format.h"
#include "core/features/physics.h"
#include "ui/charts/power_itl_chart.h"
#include "ui/charts/sla_sweep_chart.h"
#include "ui/models/gpu_table_model.h"
#include "ui/models/plan_document.h"
#include "ui/text/display_text.h"
#include "ui/widgets/chart_panel.h"
#include "ui/widgets/main_window.h"
#include "ui/widgets/model_facts_panel.h"
#include "ui/widgets/model_picker.h"
#include "ui/widgets/model_strip.h"
#include "ui/widgets/recommendation_banner.h"
#include "ui/widgets/workload_bar.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QTest>
#include <QUndoStack>
#include <qcustomplot.h>

using namespace wattgpu;
using namespace wattgpu::ui;

class TestWindowSla : public QObject, private testing::WindowSuite {
    Q_OBJECT
private slots:
    void initTestCase();

    void metricChoiceOffersTheTails();
    void ttftSlaIsAnUndoStepAndReachesTheEngine();
    void ttftSlaBelowItsLimitsIsNone();
    void kvCachePrecisionReachesTheEngine();
    void kvCachePrecisionSizesTheFacts();
    void prefixCacheShareReachesTheEngine();
    void missedTtftLimitIsNamed();
    void ttftIntervalMakesARowAtRisk();
    void chartTooltipsSayTtftAndTails();
    void chartSaysWhichLimitItsLineIs();
    void oneLabelPerMetric();
    void slaSweepLegendNamesTheGpuTypeOfItsBands();
};

void TestWindowSla::initTestCase() { QVERIFY(setUpSuite(QStringLiteral("test_window_sla"))); }

void TestWindowSla::metricChoiceOffersTheTails()
{
    auto w = makeWindow();
    QComboBox* metric = w->workloadBar()->itlMetricCombo();
    QStringList items;
    for (int i = 0; i < metric->count(); ++i)
        items << metric->itemText(i);
    for (ItlKind k : {ItlKind::P90Itl, ItlKind::P99Itl})
        QVERIFY2(items.contains(report::itlMetricShort(k)), qPrintable(items.join(QStringLiteral(", "))));
    const int undoBefore = w->document()->undoStack()->count();
    metric->setCurrentIndex(int(items.indexOf(report::itlMetricShort(ItlKind::P99Itl))));
    QCOMPARE(w->document()->state().workload.itlMetric, ItlKind::P99Itl);
    QCOMPARE(w->document()->undoStack()->count(), undoBefore + 1);
    QVERIFY(w->waitForResults());
    const ComputeResultPtr r = w->computeService()->lastResult();
    QCOMPARE(r->request.scenario.workload.itlMetric, ItlKind::P99Itl);
    QCOMPARE(w->chartModel().itlMetric, ItlKind::P99Itl);
    QVERIFY(w->gpuTableModel()
                ->headerData(GpuTableModel::Itl, Qt::Horizontal)
                .toString()
                .startsWith(report::itlMetricTitle(ItlKind::P99Itl)));
    // The SLA is judged in p99 ITL: the ITL column holds the p99 the tails column shows.
    const DeploymentRow* win = r->outcome.winner();
    QVERIFY(win);
    QCOMPARE(win->prediction.itlMetric, ItlKind::P99Itl);
    QVERIFY(std::abs(win->prediction.itlMs - win->prediction.itlP99Ms) <= 1e-9 * win->prediction.itlMs);
    w->document()->undoStack()->undo();
    QCOMPARE(metric->currentText(), report::itlMetricShort(ItlKind::MedianItl));
}

void TestWindowSla::ttftSlaIsAnUndoStepAndReachesTheEngine()
{
    auto w = makeWindow();
    QDoubleSpinBox* ttft = w->workloadBar()->slaTtftSpin();
    QVERIFY(ttft);
    QCOMPARE(ttft->text(), QStringLiteral("no TTFT limit")); // by default
    QVERIFY(w->workloadBar()->isAncestorOf(ttft));
    QCOMPARE(ttft->minimum(), 0.0);
    QCOMPARE(ttft->maximum(), WorkloadLimits::maxSlaTtftMs);
    QVERIFY(!w->computeService()->lastResult()->request.scenario.slaTtftMs);
    const quint64 generation = w->chartModel().generation;
    const int undoBefore = w->document()->undoStack()->count();
    // Typed: one undo step, the charts and the banner follow.
    ttft->setFocus();
    ttft->selectAll();
    QTest::keyClicks(ttft, QStringLiteral("750"));
    QTest::keyClick(ttft, Qt::Key_Enter);
    QCOMPARE(w->document()->state().slaTtftMs, std::optional<double>(750));
    QCOMPARE(w->document()->undoStack()->count(), undoBefore + 1);
    QVERIFY(w->waitForResults());
    const ComputeResultPtr r = w->computeService()->lastResult();
    QCOMPARE(r->request.scenario.slaTtftMs, std::optional<double>(750));
    QVERIFY(w->chartModel().generation > generation);
    QCOMPARE(w->chartModel().slaTtftMs, std::optional<double>(750));
    const QString banner = w->banner()->plainText();
    QVERIFY2(banner.contains(QStringLiteral("750 ms TTFT limit")), qPrintable(banner));
    // The arrow steps from the limit; undo takes the whole edit back to none.
    QTest::keyClick(ttft, Qt::Key_Up);
    QVERIFY(w->document()->state().slaTtftMs.value_or(0) > 750);
    w->document()->undoStack()->undo();
    if (w->document()->state().slaTtftMs) // the arrow came after the merge window: a step of its own
        w->document()->undoStack()->undo();
    QVERIFY(!w->document()->state().slaTtftMs);
    QCOMPARE(ttft->text(), QStringLiteral("no TTFT limit"));
    QVERIFY(w->waitForResults());
    QVERIFY(!w->computeService()->lastResult()->request.scenario.slaTtftMs);
    QVERIFY2(!w->banner()->plainText().contains(QStringLiteral("TTFT")), qPrintable(w->banner()->plainText()));
    // From none, the first step up offers a limit.
    ttft->stepUp();
    QVERIFY(w->document()->state().slaTtftMs.value_or(0) >= WorkloadLimits::minSlaTtftMs);
}

void TestWindowSla::ttftSlaBelowItsLimitsIsNone()
{
    auto w = makeWindow();
    QDoubleSpinBox* ttft = w->workloadBar()->slaTtftSpin();
    ttft->setValue(0.5); // below WorkloadLimits::minSlaTtftMs: no limit, and the field says so
    QVERIFY(!w->document()->state().slaTtftMs);
    QCOMPARE(ttft->value(), 0.0);
    QCOMPARE(ttft->text(), QStringLiteral("no TTFT limit"));
    ttft->setValue(WorkloadLimits::minSlaTtftMs);
    QCOMPARE(w->document()->state().slaTtftMs, std::optional<double>(WorkloadLimits::minSlaTtftMs));
    // A plan at the top of the limits shows exactly that value.
    PlanState p = w->document()->state();
    p.slaTtftMs = WorkloadLimits::maxSlaTtftMs;
    w->document()->reset(p, {});
    QCOMPARE(ttft->value(), WorkloadLimits::maxSlaTtftMs);
}

void TestWindowSla::kvCachePrecisionReachesTheEngine()
{
    auto w = makeWindow();
    QComboBox* kv = w->workloadBar()->kvCacheCombo();
    QVERIFY(kv);
    QCOMPARE(kv->count(), 2);
    QCOMPARE(kv->currentText(), QStringLiteral("KV cache: auto"));
    QVERIFY(w->workloadBar()->precisionCombo()->parentWidget()->isAncestorOf(kv)); // beside the weights' precision
    // A long context makes the KV cache a visible share of memory.
    w->document()->setPromptLen(32768);
    QVERIFY(w->waitForResults());
    const ComputeResultPtr before = w->computeService()->lastResult();
    const int undoBefore = w->document()->undoStack()->count();
    kv->setCurrentIndex(kv->findText(QStringLiteral("KV cache: FP8")));
    QCOMPARE(w->document()->state().workload.kvCacheDtype, KvCacheDtype::Fp8);
    QCOMPARE(w->document()->undoStack()->count(), undoBefore + 1);
    QVERIFY(w->waitForResults());
    const ComputeResultPtr after = w->computeService()->lastResult();
    QCOMPARE(after->request.scenario.workload.kvCacheDtype, KvCacheDtype::Fp8);
    // An FP8 cache holds the same tokens in less memory: every deployment needs less.
    int compared = 0;
    for (const DeploymentRow& d : after->outcome.rows) {
        const DeploymentRow* b = before->outcome.row(d.prediction.gpuId, d.prediction.numGpus);
        if (!b || b->prediction.memoryNeededGbPerGpu <= 0)
            continue;
        QVERIFY2(d.prediction.memoryNeededGbPerGpu < b->prediction.memoryNeededGbPerGpu, d.key.c_str());
        ++compared;
    }
    QVERIFY(compared > 10);
    w->document()->undoStack()->undo();
    QCOMPARE(kv->currentText(), QStringLiteral("KV cache: auto"));
}

void TestWindowSla::kvCachePrecisionSizesTheFacts()
{
    // Issue 33: with an FP8 KV cache the facts pane and the strip still showed the 16-bit size per
    // token and for the workload. They read the KV precision from the plan.
    auto w = makeWindow();
    ModelFactsPanel* facts = w->modelPicker()->facts();
    ModelStrip* strip = w->modelStrip();
    QVERIFY(w->currentLlm());
    const LlmSpec llm = *w->currentLlm();
    const QString bf16Token = DisplayText::bytes(kvBytesPerToken(llm, 2.0));
    const QString fp8Token = DisplayText::bytes(kvBytesPerToken(llm, 1.0));
    QVERIFY(bf16Token != fp8Token);
    QCOMPARE(facts->factText(QStringLiteral("kvPerToken")), bf16Token);
    const QString bf16Batch = facts->factText(QStringLiteral("kvBatch"));
    const auto stripKv = [&]() {
        for (const QString& f : strip->facts())
            if (f.contains(QStringLiteral("KV")))
                return f;
        return QString();
    };
    QVERIFY2(stripKv().contains(bf16Token), qPrintable(stripKv()));

    w->document()->setKvCacheDtype(KvCacheDtype::Fp8);
    QVERIFY(w->waitForResults());
    const QString perToken = facts->factText(QStringLiteral("kvPerToken"));
    QVERIFY2(perToken.startsWith(fp8Token) && perToken.contains(QStringLiteral("FP8")), qPrintable(perToken));
    const Workload& wl = w->document()->state().workload;
    const QString fp8Batch = DisplayText::bytes(kvBytesPerToken(llm, 1.0) * wl.batch * (wl.promptLen + wl.outputLen));
    QVERIFY2(facts->factText(QStringLiteral("kvBatch")).startsWith(fp8Batch),
             qPrintable(facts->factText(QStringLiteral("kvBatch")) + QStringLiteral(" vs ") + fp8Batch));
    QVERIFY(facts->factText(QStringLiteral("kvBatch")) != bf16Batch);
    QVERIFY2(stripKv().contains(fp8Token) && stripKv().contains(QStringLiteral("FP8")), qPrintable(stripKv()));
    w->document()->undoStack()->undo();
    QVERIFY(w->waitForResults());
    QCOMPARE(facts->factText(QStringLiteral("kvPerToken")), bf16Token);
}

// The prefix cache's share beside the prompt (issue 36): one undo step, in the request, and cached
// prompt tokens cost no prefill, so every deployment's TTFT shrinks.
void TestWindowSla::prefixCacheShareReachesTheEngine()
{
    auto w = makeWindow();
    QSpinBox* prefix = w->workloadBar()->prefixCacheSpin();
    QVERIFY(prefix);
    QCOMPARE(prefix->value(), 0);
    QCOMPARE(prefix->text(), QStringLiteral("0 %"));
    QSpinBox* prompt = w->findChild<QSpinBox*>(QStringLiteral("promptLen"));
    QVERIFY(prompt && prompt->parentWidget()->isAncestorOf(prefix)); // beside the prompt's length
    w->document()->setPromptLen(4096);
    QVERIFY(w->waitForResults());
    const ComputeResultPtr before = w->computeService()->lastResult();
    const int undoBefore = w->document()->undoStack()->count();
    prefix->setValue(75);
    QCOMPARE(w->document()->state().workload.prefixCacheShare, 0.75);
    QCOMPARE(w->document()->undoStack()->count(), undoBefore + 1);
    QCOMPARE(prefix->text(), QStringLiteral("75 %"));
    QVERIFY(w->waitForResults());
    const ComputeResultPtr after = w->computeService()->lastResult();
    QCOMPARE(after->request.scenario.workload.prefixCacheShare, 0.75);
    int compared = 0;
    for (const DeploymentRow& d : after->outcome.rows) {
        const DeploymentRow* b = before->outcome.row(d.prediction.gpuId, d.prediction.numGpus);
        if (!b || b->prediction.ttftMs <= 0 || d.prediction.ttftMs <= 0)
            continue;
        QVERIFY2(d.prediction.ttftMs < b->prediction.ttftMs, d.key.c_str());
        ++compared;
    }
    QVERIFY(compared > 10);
    w->document()->undoStack()->undo();
    QCOMPARE(w->document()->state().workload.prefixCacheShare, 0.0);
    QCOMPARE(prefix->value(), 0);
}

// A TTFT limit nothing meets: no winner, and the banner and every row's reason name the TTFT limit.
void TestWindowSla::missedTtftLimitIsNamed()
{
    auto w = makeWindow();
    w->workloadBar()->slaTtftSpin()->setValue(WorkloadLimits::minSlaTtftMs);
    QVERIFY(w->waitForResults());
    const ComputeResultPtr r = w->computeService()->lastResult();
    QVERIFY(!r->outcome.winner());
    const QString banner = w->banner()->plainText();
    QVERIFY2(banner.contains(QStringLiteral("no GPU qualifies")) && banner.contains(QStringLiteral("TTFT")),
             qPrintable(banner));
    GpuTableModel* table = w->gpuTableModel();
    int named = 0;
    for (int row = 0; row < table->rowCount(); ++row) {
        const DeploymentRow* d = r->outcome.row(table->gpuIdAt(row).toStdString());
        if (!d || d->verdict != GpuVerdict::MissesSla)
            continue;
        QVERIFY(d->missedLimits.ttft);
        const QString reason = table->index(row, GpuTableModel::MeetsSla).data(Qt::ToolTipRole).toString();
        const QString expected =
            QStringLiteral("TTFT %1 > SLA 1 ms").arg(DisplayText::withUnit(d->prediction.ttftMs, QStringLiteral("ms")));
        QVERIFY2(reason.contains(expected), qPrintable(reason + QStringLiteral(" / ") + expected));
        QCOMPARE(reason.contains(QStringLiteral(" > SLA 50 ms")), d->missedLimits.itl);
        ++named;
    }
    QVERIFY(named > 10);
}

// A TTFT limit between the winner's predicted TTFT and its interval's upper end makes that
// deployment "at risk", and the table and banner say the TTFT interval is why.
void TestWindowSla::ttftIntervalMakesARowAtRisk()
{
    auto w = makeWindow();
    const DeploymentRow* first = w->computeService()->lastResult()->outcome.winner();
    QVERIFY(first);
    const std::string key = first->key;
    const Prediction p = first->prediction;
    QVERIFY2(p.ttftMsHigh > p.ttftMs, "the winner's TTFT has no interval");
    const double limit = std::round((p.ttftMs + p.ttftMsHigh) / 2 * 10) / 10;
    w->workloadBar()->slaTtftSpin()->setValue(limit);
    QVERIFY(w->waitForResults());
    const ComputeResultPtr r = w->computeService()->lastResult();
    const DeploymentRow* d = r->outcome.row(key);
    QVERIFY(d);
    QVERIFY(d->meetsSla());
    QVERIFY(d->atRisk && d->riskLimits.ttft);
    GpuTableModel* table = w->gpuTableModel();
    const int row = table->rowOf(QString::fromStdString(key));
    QVERIFY2(table->index(row, GpuTableModel::MeetsSla).data().toString().contains(QStringLiteral("at risk")),
             qPrintable(table->index(row, GpuTableModel::MeetsSla).data().toString()));
    const QString reason = table->index(row, GpuTableModel::MeetsSla).data(Qt::ToolTipRole).toString();
    QVERIFY2(reason.contains(QStringLiteral("TTFT interval reaches %1")
                                 .arg(DisplayText::withUnit(d->prediction.ttftMsHigh, QStringLiteral("ms")))),
             qPrintable(reason));
    const QString banner = w->banner()->plainText();
    if (const DeploymentRow* win = r->outcome.winner(); win && win->riskLimits.ttft)
        QVERIFY2(banner.contains(QStringLiteral("TTFT interval")), qPrintable(banner));
    else if (win && !win->atRisk)
        QVERIFY2(!banner.contains(QStringLiteral("at risk")), qPrintable(banner));
}

void TestWindowSla::chartTooltipsSayTtftAndTails()
{
    auto w = makeWindow();
    const ChartModel& m = w->chartModel();
    QVERIFY(m.winner());
    const GpuPoint& g = *m.winner();
    const QString tip = w->chartPanel()->powerItl()->pointToolTip(g.gpuId);
    QVERIFY2(
        tip.contains(QStringLiteral("Time to first token: %1")
                         .arg(DisplayText::withInterval(g.ttftMs, g.ttftLowMs, g.ttftHighMs, QStringLiteral("ms")))),
        qPrintable(tip));
    const auto ms = [](double v, double lo, double hi) {
        return DisplayText::withInterval(v, lo, hi, QStringLiteral("ms"));
    };
    QVERIFY2(tip.contains(QStringLiteral("p90 / p99 ITL: %1 / %2")
                              .arg(ms(g.itlP90Ms, g.itlP90LowMs, g.itlP90HighMs),
                                   ms(g.itlP99Ms, g.itlP99LowMs, g.itlP99HighMs))),
             qPrintable(tip));
    const DeploymentRow* d = w->computeService()->lastResult()->outcome.row(g.gpuId.toStdString());
    QVERIFY(d);
    QCOMPARE(g.ttftMs, d->prediction.ttftMs);
    QCOMPARE(g.itlP90Ms, d->prediction.itlP90Ms);
    QCOMPARE(g.itlP99Ms, d->prediction.itlP99Ms);
}

// With a TTFT limit a point left of the ITL line may miss the SLA: the line is the ITL SLA's and the
// legend says a hollow point misses either limit.
void TestWindowSla::chartSaysWhichLimitItsLineIs()
{
    auto w = makeWindow();
    PowerItlChart* chart = w->chartPanel()->powerItl();
    const auto legend = [chart] {
        QStringList names;
        QCustomPlot* p = chart->plot();
        for (int i = 0; i < p->graphCount(); ++i)
            if (p->legend->hasItemWithPlottable(p->graph(i)))
                names << p->graph(i)->name();
        return names;
    };
    QVERIFY2(chart->slaLabel()->text().startsWith(QStringLiteral("SLA 50 ms")), qPrintable(chart->slaLabel()->text()));
    w->workloadBar()->slaTtftSpin()->setValue(WorkloadLimits::minSlaTtftMs); // every deployment misses it
    QVERIFY(w->waitForResults());
    QVERIFY2(chart->slaLabel()->text().startsWith(QStringLiteral("median ITL SLA 50 ms")),
             qPrintable(chart->slaLabel()->text()));
    QVERIFY2(legend().contains(QStringLiteral("Misses ITL or TTFT")), qPrintable(legend().join(QStringLiteral(", "))));
    w->document()->undoStack()->undo();
    QVERIFY(w->waitForResults());
    QVERIFY2(chart->slaLabel()->text().startsWith(QStringLiteral("SLA 50 ms")), qPrintable(chart->slaLabel()->text()));
}

void TestWindowSla::oneLabelPerMetric()
{
    // Issue 33: with p99 as the metric the table showed p99 twice (its ITL column and the tails
    // column); with mean TPOT the chart's SLA line still said "ITL SLA". Every label comes from the
    // metric table (report::itlMetricShort/Title).
    auto w = makeWindow();
    GpuTableModel* t = w->gpuTableModel();
    const auto headers = [t]() {
        QStringList out;
        for (int c = 0; c < GpuTableModel::ColumnCount; ++c)
            out << t->headerData(c, Qt::Horizontal).toString();
        return out;
    };
    for (ItlKind k : {ItlKind::P99Itl, ItlKind::P90Itl}) {
        w->document()->setItlMetric(k);
        QVERIFY(w->waitForResults());
        const QString tail = report::itlMetricShort(k);
        const QStringList all = headers();
        QCOMPARE(all.filter(tail).size(), 1);
        QVERIFY2(t->headerData(GpuTableModel::Itl, Qt::Horizontal).toString().contains(tail),
                 qPrintable(all.join(QStringLiteral(" | "))));
        // The other tail is still shown, its figure the prediction's.
        const ItlKind other = k == ItlKind::P99Itl ? ItlKind::P90Itl : ItlKind::P99Itl;
        QVERIFY2(
            t->headerData(GpuTableModel::ItlTails, Qt::Horizontal).toString().contains(report::itlMetricShort(other)),
            qPrintable(all.join(QStringLiteral(" | "))));
        const DeploymentRow* win = w->computeService()->lastResult()->outcome.winner();
        QVERIFY(win);
        const int row = t->rowOf(QString::fromStdString(win->key));
        QVERIFY(row >= 0);
        QCOMPARE(t->index(row, GpuTableModel::ItlTails).data().toString(),
                 DisplayText::number(other == ItlKind::P90Itl ? win->prediction.itlP90Ms : win->prediction.itlP99Ms));
    }
    w->document()->setItlMetric(ItlKind::MedianItl);
    QVERIFY(w->waitForResults());
    QCOMPARE(headers().filter(QStringLiteral("p99")).size(), 1); // "p90 / p99 ITL (ms)"

    // Mean TPOT with a TTFT limit: the line names mean TPOT, not ITL.
    w->document()->setItlMetric(ItlKind::MeanTpot);
    w->workloadBar()->slaTtftSpin()->setValue(WorkloadLimits::minSlaTtftMs);
    QVERIFY(w->waitForResults());
    const QString line = w->chartPanel()->powerItl()->slaLabel()->text();
    QVERIFY2(line.startsWith(report::itlMetricShort(ItlKind::MeanTpot) + QStringLiteral(" SLA")), qPrintable(line));
    QVERIFY2(!line.contains(QStringLiteral("ITL")), qPrintable(line));
}

void TestWindowSla::slaSweepLegendNamesTheGpuTypeOfItsBands()
{
    // Issue 33: under Auto the SLA sweep's bands of one GPU type may be 1 ×, 2 × and 4 × B100 in one
    // colour; the legend named that colour after whichever band came first ("8 × B100").
    QWidget host;
    host.resize(900, 500);
    SlaSweepChart chart(&host);
    ChartModel m;
    m.slaItlMs = 50;
    const auto band = [](double from, double to, int count) {
        SlaBand b;
        b.fromMs = from;
        b.toMs = to;
        b.gpuId = QStringLiteral("b100");
        b.label = QStringLiteral("%1 × B100").arg(count);
        b.gpuName = QStringLiteral("B100");
        b.colorIndex = 3;
        b.objectiveValue = 1.0 / count;
        return b;
    };
    m.slaSweep = {band(10, 20, 8), band(20, 40, 4), band(40, 80, 2), band(80, 160, 1)};
    SlaBand other;
    other.fromMs = 160;
    other.toMs = 320;
    other.gpuId = QStringLiteral("l4");
    other.label = QStringLiteral("1 × L4");
    other.gpuName = QStringLiteral("L4");
    other.colorIndex = 5;
    other.objectiveValue = 0.5;
    m.slaSweep.push_back(other);
    chart.setModel(m);
    QCustomPlot* p = chart.plot();
    QStringList legend;
    for (int i = 0; i < p->graphCount(); ++i)
        if (p->legend->hasItemWithPlottable(p->graph(i)) && p->graph(i)->lineStyle() == QCPGraph::lsNone)
            legend << p->graph(i)->name();
    QCOMPARE(legend, (QStringList{QStringLiteral("B100"), QStringLiteral("1 × L4")}));
    QCOMPARE(chart.bandCount(), 5); // each band still names its deployment
}

WATTGPU_TEST_MAIN(TestWindowSla)
#include "test_window_sla.moc"
