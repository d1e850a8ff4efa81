#include "ui/charts/chart_common.h"

#include "ui/text/display_text.h"

#include <QCoreApplication>
#include <qcustomplot.h>

#include <cmath>

namespace wattgpu::ui {

namespace {
struct ChartCommon {
    Q_DECLARE_TR_FUNCTIONS(ChartCommon)
};
} // namespace

void placeLegendBelow(QCustomPlot* plot, int row, int columns)
{
    if (plot->legend->layout() != plot->plotLayout()) {
        if (auto* inset = plot->axisRect()->insetLayout(); inset->elements(false).contains(plot->legend))
            inset->take(plot->legend);
        if (plot->plotLayout()->rowCount() <= row)
            plot->plotLayout()->insertRow(row);
        plot->plotLayout()->addElement(row, 0, plot->legend);
        plot->plotLayout()->setRowStretchFactor(row, 0.001);
    }
    plot->legend->setVisible(true);
    plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    plot->legend->setWrap(columns);
    plot->setProperty("legendColumns", columns); // ChartAdapter::fitLegend wraps it on narrow plots
    plot->legend->setMargins(QMargins(4, 0, 4, 2));
    plot->legend->setRowSpacing(0);
    plot->legend->setColumnSpacing(12);
}

void useLogTicks(QCPAxis* axis, double lo, double hi)
{
    axis->setScaleType(QCPAxis::stLogarithmic);
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const double steps[] = {1, 2, 5};
    int count = 0;
    for (int e = -2; e <= 6; ++e)
        for (double s : steps) {
            const double v = s * std::pow(10.0, e);
            if (v >= lo / 10 && v <= hi * 10) {
                ticker->addTick(v, DisplayText::number(v));
                ++count;
            }
        }
    ticker->setSubTickCount(0);
    axis->setTicker(ticker);
    axis->grid()->setSubGridVisible(false);
    Q_UNUSED(count)
}

QString gpuToolTip(const GpuPoint& p, Objective objective)
{
    QStringList lines;
    lines << QStringLiteral("<b>%1</b>").arg(p.markedFullName().toHtmlEscaped());
    if (p.fits()) {
        lines << ChartCommon::tr("Power: %1")
                     .arg(DisplayText::withInterval(p.powerW, p.powerLowW, p.powerHighW, ChartCommon::tr("W")));
        lines << ChartCommon::tr("Inter-token latency: %1")
                     .arg(DisplayText::withInterval(p.itlMs, p.itlLowMs, p.itlHighMs, ChartCommon::tr("ms")));
        if (p.itlP90Ms > 0)
            //: the p90 and p99 inter-token latencies, each with its interval
            lines << ChartCommon::tr("p90 / p99 ITL: %1 / %2")
                         .arg(DisplayText::withInterval(p.itlP90Ms, p.itlP90LowMs, p.itlP90HighMs,
                                                        ChartCommon::tr("ms")),
                              DisplayText::withInterval(p.itlP99Ms, p.itlP99LowMs, p.itlP99HighMs,
                                                        ChartCommon::tr("ms")));
        if (p.ttftMs > 0)
            lines << ChartCommon::tr("Time to first token: %1")
                         .arg(DisplayText::withInterval(p.ttftMs, p.ttftLowMs, p.ttftHighMs, ChartCommon::tr("ms")));
        lines << ChartCommon::tr("Energy: %1")
                     .arg(
                         DisplayText::withInterval(p.energyJ, p.energyLowJ, p.energyHighJ, ChartCommon::tr("J/token")));
        lines << ChartCommon::tr("Throughput: %1")
                     .arg(DisplayText::withUnit(p.throughputTokS, ChartCommon::tr("tokens/s")));
        if (objective != Objective::EnergyPerToken && objective != Objective::MeanPower)
            lines << ChartCommon::tr("%1: %2").arg(DisplayText::objective(objective),
                                                   DisplayText::objectiveValue(objective, p.objectiveValue));
    }
    QString status;
    switch (p.status) {
    case GpuStatus::Winner: status = ChartCommon::tr("✓ Recommended: %1").arg(p.reason); break;
    case GpuStatus::Feasible: status = ChartCommon::tr("✓ %1").arg(p.reason); break;
    case GpuStatus::MissesSla:
    case GpuStatus::DoesNotFit: status = ChartCommon::tr("✗ %1").arg(p.reason); break;
    }
    lines << status.toHtmlEscaped();
    if (p.outOfDistribution)
        lines << ChartCommon::tr("⚠ Outside the training data: treat with care");
    return lines.join(QStringLiteral("<br>"));
}

} // namespace wattgpu::ui
