// The charts' labels as a customer reads them: on the power-vs-latency chart every visible label
// sits inside the plot, no two labels (the SLA's included) overlap, every leader ends on a
// label, and the SLA label stays when its line is near the right edge; the load sweep's legend names each
// deployment as the table does.
#include "tests/support/gui_support.h"
#include "tests/support/test_registry.h"

#include "app/lib/report/label_placer.h"
#include "ui/charts/load_sweep_chart.h"
#include "ui/charts/power_itl_chart.h"
#include "ui/models/gpu_table_model.h"
#include "ui/models/plan_document.h"
#include "ui/text/display_text.h"
#include "ui/widgets/chart_panel.h"

#include <QtTest>
#include <qcustomplot.h>

using namespace wattgpu;
using namespace wattgpu::ui;

namespace {

QRectF rectOf(const QCPItemText* t) { return {t->topLeft->pixelPosition(), t->bottomRight->pixelPosition()}; }

} // namespace

class TestChartLabels : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { m_engine = testing::loadEngine(); }
    void cleanupTestCase() { m_engine.reset(); }
    void powerItlLabelsAreTidy_data();
    void powerItlLabelsAreTidy();
    void loadSweepLegendNamesDeployments();

private:
    std::shared_ptr<const Engine> m_engine;
};

void TestChartLabels::powerItlLabelsAreTidy_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("slaMs");
    // A small model: dozens of GPUs within a few ms of each other, the SLA far to the right.
    for (QSize s : {QSize(1024, 700), QSize(1280, 720), QSize(1440, 900)})
        QTest::addRow("qwen-0.5b %dx%d", s.width(), s.height())
            << QStringLiteral("Qwen/Qwen2.5-0.5B-Instruct") << s << 50.0;
    QTest::addRow("llama-70b sla 25") << QStringLiteral("meta-llama/Llama-3.1-70B-Instruct") << QSize(1280, 720)
                                      << 25.0;
    QTest::addRow("llama-8b sla 100") << QStringLiteral("meta-llama/Llama-3.1-8B-Instruct") << QSize(1280, 720)
                                      << 100.0;
}

void TestChartLabels::powerItlLabelsAreTidy()
{
    QFETCH(QString, model);
    QFETCH(QSize, size);
    QFETCH(double, slaMs);
    FakePrompter prompter;
    auto w = testing::showWindow(m_engine, &prompter, size);
    w->document()->setModel(model);
    w->document()->setSlaItlMs(slaMs);
    QVERIFY(w->waitForResults());
    PowerItlChart* chart = w->chartPanel()->powerItl();
    chart->plot()->replot();
    QCoreApplication::processEvents();
    chart->plot()->replot(); // after a queued relayout (wrapped axis titles)

    const QRectF plot = chart->plot()->axisRect()->rect();
    QVERIFY(chart->slaLabel());
    QVERIFY2(chart->slaLabel()->visible(), "the SLA label is hidden");
    const QRectF sla = rectOf(chart->slaLabel());
    QVERIFY2(plot.adjusted(-1, -1, 1, 1).contains(sla), "the SLA label leaves the plot");

    std::vector<QRectF> rects{sla};
    int shown = 0;
    const QList<QCPItemText*> labels = chart->gpuLabels();
    for (const QCPItemText* t : labels) {
        if (!t->visible())
            continue;
        ++shown;
        const QRectF r = rectOf(t);
        QVERIFY2(plot.adjusted(-1, -1, 1, 1).contains(r), qPrintable(t->text() + QStringLiteral(" leaves the plot")));
        rects.push_back(r);
    }
    QVERIFY2(shown >= std::min<qsizetype>(8, labels.size()), qPrintable(QStringLiteral("%1 labels shown").arg(shown)));
    QCOMPARE(countOverlaps(rects), 0);

    // Every visible leader ends on a label (within the 2 px of air the placer adds around it).
    std::vector<QLineF> leaders;
    for (const QCPItemLine* l : chart->visibleLeaders()) {
        const QPointF b = l->start->pixelPosition();
        QVERIFY(std::any_of(rects.begin(), rects.end(),
                            [&b](const QRectF& r) { return r.adjusted(-3, -3, 3, 3).contains(b); }));
        leaders.emplace_back(l->end->pixelPosition(), b);
    }
    // Not a tangle: crossing leaders swap their labels, so at most about two in three leaders
    // cross another (before the swap, 2026-12-01, up to one crossing per leader).
    int crossings = 0;
    for (std::size_t i = 0; i < leaders.size(); ++i)
        for (std::size_t j = i + 1; j < leaders.size(); ++j)
            crossings += leaders[i].intersects(leaders[j], nullptr) == QLineF::BoundedIntersection ? 1 : 0;
    qInfo("%d of %d labels shown, %d leaders, %d crossings", shown, int(labels.size()), int(leaders.size()), crossings);
    QVERIFY2(crossings * 10 <= int(leaders.size()) * 7,
             qPrintable(QStringLiteral("%1 crossings among %2 leaders").arg(crossings).arg(leaders.size())));
}

void TestChartLabels::loadSweepLegendNamesDeployments()
{
    FakePrompter prompter;
    auto w = testing::showWindow(m_engine, &prompter, {1280, 720});
    w->document()->setModel(QStringLiteral("meta-llama/Llama-3.1-70B-Instruct"));
    QVERIFY(w->waitForResults());
    w->chartPanel()->setCurrentChart(QStringLiteral("load-sweep"));
    QTRY_VERIFY(!w->chartPanel()->loadSweep()->model().loadSweep.empty());
    QCustomPlot* p = w->chartPanel()->loadSweep()->plot();
    QStringList legend;
    for (int i = 0; i < p->graphCount(); ++i)
        if (p->legend->hasItemWithPlottable(p->graph(i)))
            legend << p->graph(i)->name();
    QStringList table;
    for (const SweepSeries& s : w->chartPanel()->loadSweep()->model().loadSweep) {
        const int row = w->gpuTableModel()->rowOf(s.gpuId);
        QVERIFY(row >= 0);
        // The table's name without the out-of-distribution mark the name column adds.
        QString name = w->gpuTableModel()->index(row, GpuTableModel::Gpu).data().toString();
        const QString mark = DisplayText::oodMarked(QString(), true);
        if (name.endsWith(mark))
            name.chop(mark.size());
        table << name;
    }
    QVERIFY(!table.isEmpty());
    QCOMPARE(legend, table);
    for (const QString& name : legend)
        QVERIFY2(name.contains(QStringLiteral(" × ")), qPrintable(name)); // "1 × B100", not "B100"
}

WATTGPU_TEST_MAIN(TestChartLabels)
#include "test_chart_labels.moc"
