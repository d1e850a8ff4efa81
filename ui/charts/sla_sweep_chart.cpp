#include "ui/charts/sla_sweep_chart.h"

#include "ui/charts/chart_common.h"
#include "ui/text/display_text.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <set>

namespace wattgpu::ui {

SlaSweepChart::SlaSweepChart(QWidget* parentWidget) : ChartAdapter(parentWidget)
{
    placeLegendBelow(plot(), 3, 5);
    enableZoomPan(false);
}

QString SlaSweepChart::title() const { return tr("Which GPU wins as the SLA moves"); }

void SlaSweepChart::rebuild()
{
    QCustomPlot* p = plot();
    p->clearPlottables();
    p->clearItems();
    m_bands.clear();
    setTitles(title(),
              m_model.slaSweep.empty()
                  ? (m_model.sweepsDone ? tr("No included GPU fits this workload") : tr("Computing…"))
                  : tr("%1 · bands: the recommended GPU for each SLA · line: its %2")
                        .arg(m_model.context, DisplayText::objectiveInSentence(m_model.objective)));

    double xLo = m_model.slaItlMs, xHi = m_model.slaItlMs, yHi = 0;
    for (const SlaBand& b : m_model.slaSweep) {
        xLo = std::min(xLo, b.fromMs);
        xHi = std::max(xHi, b.toMs);
        yHi = std::max(yHi, b.objectiveValue);
    }
    if (yHi <= 0)
        yHi = 1;

    QCPGraph* step = nullptr;
    if (!m_model.slaSweep.empty()) {
        step = p->addGraph();
        step->setName(tr("Winner's %1").arg(DisplayText::objectiveShort(m_model.objective)));
        step->setLineStyle(QCPGraph::lsStepLeft);
        step->setPen(QPen(m_theme.text, 2.2));
    }
    std::set<QString> inLegend;
    for (const SlaBand& b : m_model.slaSweep) {
        QColor fill = b.gpuId.isEmpty() ? m_theme.infeasible : seriesColor(b.colorIndex);
        fill.setAlpha(m_theme.dark ? 90 : 70);
        auto* rect = new QCPItemRect(p);
        rect->topLeft->setTypeX(QCPItemPosition::ptPlotCoords);
        rect->topLeft->setTypeY(QCPItemPosition::ptAxisRectRatio);
        rect->topLeft->setCoords(b.fromMs, 0);
        rect->bottomRight->setTypeX(QCPItemPosition::ptPlotCoords);
        rect->bottomRight->setTypeY(QCPItemPosition::ptAxisRectRatio);
        rect->bottomRight->setCoords(b.toMs, 1);
        rect->setPen(QPen(m_theme.background, 1));
        rect->setBrush(fill);
        rect->setLayer(QStringLiteral("background"));
        auto* text = new QCPItemText(p);
        text->position->setTypeX(QCPItemPosition::ptPlotCoords);
        text->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        text->position->setCoords(std::sqrt(b.fromMs * b.toMs), 0.04);
        text->setPositionAlignment(Qt::AlignHCenter | Qt::AlignTop);
        text->setText(b.label);
        text->setColor(m_theme.text);
        text->setFont(m_theme.font(8.5, true));
        m_bands.push_back(Band{&b, rect, text});
        if (step && b.objectiveValue > 0)
            step->addData(b.fromMs, b.objectiveValue);
        else if (step)
            step->addData(b.fromMs, std::nan(""));
        if (!b.gpuId.isEmpty() && inLegend.insert(b.gpuId).second) {
            // Legend swatch: an empty graph drawn only in the legend.
            // One swatch per colour: under Auto the bands of one GPU type may be 1 ×, 2 × and 4 ×
            // B100 in one colour, so the swatch names the GPU type and each band its deployment.
            const bool oneDeployment = std::all_of(
                m_model.slaSweep.begin(), m_model.slaSweep.end(),
                [&b](const SlaBand& o) { return o.gpuId != b.gpuId || o.label == b.label; });
            QCPGraph* swatch = p->addGraph();
            swatch->setName(oneDeployment || b.gpuName.isEmpty() ? b.label : b.gpuName);
            swatch->setLineStyle(QCPGraph::lsNone);
            QColor solid = seriesColor(b.colorIndex);
            swatch->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, solid, solid, 10));
        }
    }
    if (step && !m_model.slaSweep.empty()) {
        const SlaBand& last = m_model.slaSweep.back();
        step->addData(last.toMs, last.objectiveValue > 0 ? last.objectiveValue : std::nan(""));
    }

    useLogTicks(p->xAxis, xLo, xHi);
    p->xAxis->setRange(xLo, xHi);
    p->xAxis->setLabel(tr("SLA, %1").arg(DisplayText::itlMetric(m_model.itlMetric)) + unitSuffix(tr("ms"))
                       + tr(", log scale"));
    p->yAxis->setScaleType(QCPAxis::stLinear);
    p->yAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
    p->yAxis->setRange(0, yHi * 1.25);
    p->yAxis->setLabel(tr("Winner's %1").arg(DisplayText::objectiveShort(m_model.objective))
                       + unitSuffix(DisplayText::objectiveUnit(m_model.objective)));

    auto* now = new QCPItemStraightLine(p);
    now->point1->setCoords(m_model.slaItlMs, 0);
    now->point2->setCoords(m_model.slaItlMs, 1);
    now->setPen(QPen(m_theme.sla, 2, Qt::DashLine));
    auto* nowText = new QCPItemText(p);
    nowText->position->setTypeX(QCPItemPosition::ptPlotCoords);
    nowText->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    nowText->position->setCoords(m_model.slaItlMs, 0.97);
    nowText->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    nowText->setPadding(QMargins(4, 2, 2, 2));
    nowText->setText(tr("your SLA: %1").arg(DisplayText::withUnit(m_model.slaItlMs, tr("ms"))));
    nowText->setColor(m_theme.sla);
    nowText->setFont(m_theme.font(9, true));
    nowText->setBrush(QBrush(m_theme.labelBackground));
}

void SlaSweepChart::afterLayout()
{
    // A band's name is shown only where it fits: horizontally, else rotated, else in the tooltip.
    QCustomPlot* p = plot();
    for (Band& b : m_bands) {
        const double x0 = p->xAxis->coordToPixel(b.band->fromMs);
        const double x1 = p->xAxis->coordToPixel(b.band->toMs);
        const double width = std::abs(x1 - x0);
        const QFontMetricsF fm(b.text->font());
        const double textW = fm.horizontalAdvance(b.text->text()) + 6;
        if (width >= textW) {
            b.text->setRotation(0);
            b.text->setPositionAlignment(Qt::AlignHCenter | Qt::AlignTop);
            b.text->setVisible(true);
        } else if (width >= fm.height() + 2 && textW < p->axisRect()->height() * 0.6) {
            b.text->setRotation(90);
            b.text->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
            b.text->setVisible(true);
        } else {
            b.text->setVisible(false);
        }
    }
}

QString SlaSweepChart::toolTipAt(const QPointF& pixel) const
{
    if (!plot()->axisRect()->rect().contains(pixel.toPoint()))
        return {};
    const double sla = plot()->xAxis->pixelToCoord(pixel.x());
    for (const Band& b : m_bands) {
        if (sla < b.band->fromMs || sla >= b.band->toMs)
            continue;
        const QString range =
            tr("SLA %1–%2").arg(DisplayText::number(b.band->fromMs), DisplayText::withUnit(b.band->toMs, tr("ms")));
        if (b.band->gpuId.isEmpty())
            return tr("%1: no GPU is fast enough").arg(range);
        return tr("%1: <b>%2</b> wins at %3")
            .arg(range, b.band->label.toHtmlEscaped(),
                 DisplayText::objectiveValue(m_model.objective, b.band->objectiveValue));
    }
    return {};
}

} // namespace wattgpu::ui
