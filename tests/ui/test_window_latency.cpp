// The main window's recompute latency, offscreen: a changed control until the table, the banner
// and the chart are laid out and painted. It measures time, so it runs in a suite of its own.
#include "tests/support/gui_support.h"
#include "tests/support/test_registry.h"

#include "core/plan/engine.h"
#include "ui/charts/power_itl_chart.h"
#include "ui/widgets/chart_panel.h"
#include "ui/widgets/gpu_table_view.h"
#include "ui/widgets/main_window.h"
#include "ui/widgets/recommendation_banner.h"
#include "ui/widgets/workload_bar.h"

#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

using namespace wattgpu;
using namespace wattgpu::ui;

namespace {

// Counts the paint events a widget receives, to show that a measured interval painted it.
// (In an anonymous namespace: tests_ui links every ui test file into one executable.)
class PaintCounter : public QObject {
public:
    explicit PaintCounter(QWidget* w) : QObject(w) { w->installEventFilter(this); }
    int count = 0;

protected:
    bool eventFilter(QObject*, QEvent* e) override
    {
        if (e->type() == QEvent::Paint)
            ++count;
        return false;
    }
};

} // namespace

class TestWindowLatency : public QObject, private testing::WindowSuite {
    Q_OBJECT
private slots:
    void initTestCase();

    void recomputeLatency();
};

void TestWindowLatency::initTestCase() { QVERIFY(setUpSuite(QStringLiteral("test_window_latency"))); }

void TestWindowLatency::recomputeLatency()
{
    auto w = makeWindow();
    QSignalSpy spy(w->computeService(), &ComputeService::resultReady);
    QSignalSpy sweepSpy(w->computeService(), &ComputeService::sweepsReady);
    int sweepsInside = 0; // results whose sweeps landed inside the measured interval
    auto* tablePaints = new PaintCounter(w->gpuTable()->table()->viewport());
    auto* plotPaints = new PaintCounter(w->chartPanel()->powerItl()->plot());
    auto* bannerPaints = new PaintCounter(w->banner());
    std::vector<double> endToEnd;
    std::vector<double> worker;
    // Alternately a changed SLA (the same predictions judged again) and a changed batch (new
    // predictions, new figures in every column).
    std::vector<double> slaChange, batchChange;
    for (int i = 0; i < 30; ++i) {
        QElapsedTimer t;
        tablePaints->count = plotPaints->count = bannerPaints->count = 0;
        t.start();
        if (i % 2 == 0)
            w->workloadBar()->slaSpin()->setValue(20.0 + i * 4);
        else
            w->workloadBar()->batchSpin()->setValue(8 + i);
        QVERIFY(spy.wait(5000));
        // Until the window is on screen: the layout the new texts ask for, the table's delayed
        // re-sort and the paint of the table, the chart and the banner.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::UpdateRequest);
        while ((tablePaints->count == 0 || plotPaints->count == 0 || bannerPaints->count == 0) && t.elapsed() < 5000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
        endToEnd.push_back(t.nsecsElapsed() / 1e6);
        (i % 2 == 0 ? slaChange : batchChange).push_back(endToEnd.back());
        QVERIFY2(tablePaints->count > 0 && plotPaints->count > 0 && bannerPaints->count > 0,
                 qPrintable(QStringLiteral("paints: table %1, chart %2, banner %3")
                                .arg(tablePaints->count)
                                .arg(plotPaints->count)
                                .arg(bannerPaints->count)));
        sweepsInside += sweepSpy.count();
        worker.push_back(w->computeService()->lastResult()->predictMs);
        w->computeService()->waitForIdle();
        spy.clear();
        sweepSpy.clear();
    }
    std::sort(endToEnd.begin(), endToEnd.end());
    std::sort(slaChange.begin(), slaChange.end());
    std::sort(batchChange.begin(), batchChange.end());
    std::sort(worker.begin(), worker.end());
    const double median = endToEnd[endToEnd.size() / 2];
    // The 95th percentile: the 29th of 30 (issue 37 asks for one frame, 16 ms, there).
    const double p95 = endToEnd[static_cast<std::size_t>(std::ceil(0.95 * double(endToEnd.size()))) - 1];
    qInfo("recompute latency, one model x %d GPUs: control change -> table, banner and chart laid out and painted: "
          "median %.1f ms, p95 %.1f ms "
          "(SLA changed %.1f, batch changed %.1f), max %.1f ms; worker (predict + recommend): median %.1f ms; sweeps "
          "inside the interval: %d of %d",
          int(m_engine->gpus().gpus().size()), median, p95, slaChange[slaChange.size() / 2],
          batchChange[batchChange.size() / 2], endToEnd.back(), worker[worker.size() / 2], sweepsInside,
          int(endToEnd.size()));
    // Generous bound for loaded CI machines; the target (issue 14, README) is a 16 ms median.
    QVERIFY2(median < 400.0, qPrintable(QStringLiteral("median %1 ms").arg(median)));
}

WATTGPU_TEST_MAIN(TestWindowLatency)
#include "test_window_latency.moc"
