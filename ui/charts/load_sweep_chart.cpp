#include "ui/charts/load_sweep_chart.h"

#include "ui/charts/chart_common.h"
#include "ui/text/display_text.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace wattgpu::ui {

LoadSweepChart::LoadSweepChart(QWidget* parentWidget) : ChartAdapter(parentWidget)
{
    placeLegendBelow(plot(), 3, 4);
    plot()->yAxis2->setVisible(true);
    enableZoomPan();
    plot()->axisRect()->setRangeDragAxes({plot()->xAxis, plot()->yAxis, plot()->yAxis2});
    plot()->axisRect()->setRangeZoomAxes({plot()->xAxis, plot()->yAxis, plot()->yAxis2});
}

QString LoadSweepChart::title() const
{
    return m_model.rateRps ? tr("Load sweep: latency and mean power vs request rate")
                           : tr("Load sweep: latency and power vs concurrency");
}

void LoadSweepChart::rebuild()
{
    QCustomPlot* p = plot();
    p->clearPlottables();
    p->clearItems();
    setTitles(title(),
              m_model.loadSweep.empty() ? tr("Tick GPUs in the list to compare them under load")
                  : m_model.rateRps
                  ? tr("%1 · solid: latency (left) · dashed: mean power (right)").arg(m_model.context)
                  : tr("%1 · solid: latency (left axis) · dashed: power (right axis)").arg(m_model.context));

    double itlLo = m_model.slaItlMs, itlHi = m_model.slaItlMs, powerHi = 0;
    for (const SweepSeries& s : m_model.loadSweep) {
        const QColor c = seriesColor(s.colorIndex);
        QCPGraph* itl = p->addGraph(p->xAxis, p->yAxis);
        if (m_model.rateRps)
            itl->setName(
                s.maxRateRps > 0
                    ? tr("%1 (max %2 under the SLA)").arg(s.label, DisplayText::withUnit(s.maxRateRps, tr("req/s")))
                    : tr("%1 (misses the SLA at any rate)").arg(s.label));
        else
            itl->setName(s.label);
        itl->setPen(QPen(c, 2));
        itl->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, c, c, 5));
        QCPGraph* pw = p->addGraph(p->xAxis, p->yAxis2);
        pw->setName(tr("%1 power").arg(s.label));
        pw->setPen(QPen(c, 1.6, Qt::DashLine));
        pw->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, c, m_theme.background, 5));
        pw->removeFromLegend();
        for (std::size_t i = 0; i < s.batch.size(); ++i) {
            // NaN leaves a gap where the batch no longer fits in memory.
            itl->addData(s.batch[i], s.itlMs[i]);
            pw->addData(s.batch[i], s.powerW[i]);
            if (std::isfinite(s.itlMs[i])) {
                itlLo = std::min(itlLo, s.itlMs[i]);
                itlHi = std::max(itlHi, s.itlMs[i]);
            }
            if (std::isfinite(s.powerW[i]))
                powerHi = std::max(powerHi, s.powerW[i]);
        }
    }

    const bool server = m_model.rateRps.has_value();
    if (server) {
        const auto& rates = loadSweepRates();
        p->xAxis->setScaleType(QCPAxis::stLogarithmic);
        auto ticker = QSharedPointer<QCPAxisTickerText>::create();
        for (int e = -3; e <= 3; ++e)
            ticker->addTick(std::pow(10.0, e), DisplayText::number(std::pow(10.0, e)));
        ticker->setSubTickCount(0);
        p->xAxis->setTicker(ticker);
        p->xAxis->grid()->setSubGridVisible(false);
        p->xAxis->setRange(rates.front() / 1.3, rates.back() * 1.3);
        p->xAxis->setLabel(tr("Request rate per replica") + unitSuffix(tr("req/s")) + tr(", log scale"));
    } else {
        const auto& batches = loadSweepBatches();
        useLogTicks(p->xAxis, batches.front(), batches.back());
        auto ticker = QSharedPointer<QCPAxisTickerText>::create();
        for (int b = 1; b <= 1024; b *= 2)
            ticker->addTick(b, QString::number(b));
        p->xAxis->setTicker(ticker);
        p->xAxis->setRange(0.8, batches.back() * 1.25);
        p->xAxis->setLabel(tr("Concurrency (sequences in flight, log scale)"));
    }

    useLogTicks(p->yAxis, itlLo, itlHi);
    p->yAxis->setRange(itlLo / 1.3, itlHi * 1.3);
    p->yAxis->setLabel(DisplayText::itlMetricTitle(m_model.itlMetric) + unitSuffix(tr("ms")) + tr(" — solid"));
    p->yAxis2->setScaleType(QCPAxis::stLinear);
    p->yAxis2->setTicker(QSharedPointer<QCPAxisTicker>::create());
    p->yAxis2->setRange(0, powerHi > 0 ? powerHi * 1.12 : 100);
    p->yAxis2->setLabel(tr("Mean power per replica") + unitSuffix(tr("W")) + tr(" — dashed"));
    p->yAxis2->setTickLabels(true);

    auto* sla = new QCPItemStraightLine(p);
    sla->point1->setAxes(p->xAxis, p->yAxis);
    sla->point2->setAxes(p->xAxis, p->yAxis);
    sla->point1->setCoords(1, m_model.slaItlMs);
    sla->point2->setCoords(2, m_model.slaItlMs);
    sla->setPen(QPen(m_theme.sla, 1.5, Qt::DashDotLine));
    auto* slaText = new QCPItemText(p);
    slaText->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
    slaText->position->setTypeY(QCPItemPosition::ptPlotCoords);
    slaText->position->setAxes(p->xAxis, p->yAxis);
    slaText->position->setCoords(0.01, m_model.slaItlMs);
    slaText->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    slaText->setText(
        tr("SLA %1 %2")
            .arg(DisplayText::withUnit(m_model.slaItlMs, tr("ms")), DisplayText::itlMetric(m_model.itlMetric)));
    slaText->setColor(m_theme.sla);
    slaText->setFont(m_theme.font(8.5, true));

    const double current = server ? *m_model.rateRps : double(m_batch);
    auto* now = new QCPItemStraightLine(p);
    now->point1->setCoords(current, 1);
    now->point2->setCoords(current, 2);
    now->setPen(QPen(m_theme.subtleText, 1, Qt::DotLine));
    auto* nowText = new QCPItemText(p);
    nowText->position->setTypeX(QCPItemPosition::ptPlotCoords);
    nowText->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    nowText->position->setCoords(current, 0);
    nowText->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    nowText->setPadding(QMargins(4, 2, 2, 2));
    nowText->setText(server ? tr("current: %1").arg(DisplayText::withUnit(current, tr("req/s")))
                            : tr("current: %1").arg(DisplayText::count(m_batch)));
    nowText->setColor(m_theme.subtleText);
    nowText->setFont(m_theme.font(8.5));

    // Server mode: each GPU's max sustainable rate under the SLA, as a dashed vertical line and a
    // ring where its latency curve meets the SLA; the figure itself is in the legend, so no
    // label can cover the curves, the SLA text or the current-rate marker.
    m_maxRateMarkers = 0;
    if (server) {
        for (const SweepSeries& s : m_model.loadSweep) {
            if (s.maxRateRps <= 0)
                continue;
            const QColor c = seriesColor(s.colorIndex);
            auto* line = new QCPItemStraightLine(p);
            line->point1->setCoords(s.maxRateRps, 1);
            line->point2->setCoords(s.maxRateRps, 2);
            line->setPen(QPen(c, 1.2, Qt::DashLine));
            auto* dot = new QCPItemTracer(p);
            dot->position->setCoords(s.maxRateRps, m_model.slaItlMs);
            dot->setStyle(QCPItemTracer::tsCircle);
            dot->setSize(9);
            dot->setPen(QPen(c, 2));
            dot->setBrush(m_theme.background);
            ++m_maxRateMarkers;
        }
    }
}

QString LoadSweepChart::toolTipAt(const QPointF& pixel) const
{
    QCustomPlot* p = plot();
    const SweepSeries* best = nullptr;
    std::size_t bestI = 0;
    double bestD = 10.0;
    for (const SweepSeries& s : m_model.loadSweep) {
        for (std::size_t i = 0; i < s.batch.size(); ++i) {
            const double x = p->xAxis->coordToPixel(s.batch[i]);
            for (bool isPower : {false, true}) {
                const double v = isPower ? s.powerW[i] : s.itlMs[i];
                if (!std::isfinite(v))
                    continue;
                const double y = isPower ? p->yAxis2->coordToPixel(v) : p->yAxis->coordToPixel(v);
                const double d = std::hypot(x - pixel.x(), y - pixel.y());
                if (d < bestD) {
                    bestD = d;
                    best = &s;
                    bestI = i;
                }
            }
        }
    }
    if (!best)
        return {};
    if (m_model.rateRps)
        return tr("<b>%1</b> at %2<br>Inter-token latency: %3<br>Mean power: %4")
            .arg(best->label.toHtmlEscaped(), DisplayText::withUnit(best->batch[bestI], tr("req/s")),
                 DisplayText::withUnit(best->itlMs[bestI], tr("ms")),
                 DisplayText::withUnit(best->powerW[bestI], tr("W")));
    return tr("<b>%1</b> at concurrency %2<br>Inter-token latency: %3<br>Power: %4")
        .arg(best->label.toHtmlEscaped())
        .arg(DisplayText::count(qint64(best->batch[bestI])))
        .arg(DisplayText::withUnit(best->itlMs[bestI], tr("ms")), DisplayText::withUnit(best->powerW[bestI], tr("W")));
}

} // namespace wattgpu::ui
