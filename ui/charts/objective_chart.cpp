#include "ui/charts/objective_chart.h"

#include "ui/charts/chart_common.h"
#include "ui/text/display_text.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace wattgpu::ui {

ObjectiveChart::ObjectiveChart(QWidget* parentWidget) : ChartAdapter(parentWidget)
{
    placeLegendBelow(plot(), 3, 4);
    enableZoomPan(false);
}

QString ObjectiveChart::title() const
{
    return tr("%1 per GPU (lower is better)").arg(DisplayText::objective(m_model.objective));
}

void ObjectiveChart::rebuild()
{
    QCustomPlot* p = plot();
    p->clearPlottables();
    p->clearItems();
    m_order.clear();

    const Objective obj = m_model.objective;
    // Sorted by the objective; GPUs that do not fit have no meaningful value and go last.
    std::vector<const GpuPoint*> bars;
    for (const GpuPoint& g : m_model.points)
        bars.push_back(&g);
    std::stable_sort(bars.begin(), bars.end(), [](const GpuPoint* a, const GpuPoint* b) {
        if (a->fits() != b->fits())
            return a->fits();
        return a->objectiveValue < b->objectiveValue;
    });

    int infeasible = 0;
    for (auto g : bars)
        infeasible += g->meetsSla() ? 0 : 1;
    setTitles(title(),
              m_model.context
                  + tr(" · SLA %1 · greyed, too slow or no fit: %2 · ✗ does not fit in memory")
                        .arg(DisplayText::withUnit(m_model.slaItlMs, tr("ms")))
                        .arg(infeasible));

    auto makeBars = [&](const QString& name, const QColor& fill) {
        auto* b = new QCPBars(p->xAxis, p->yAxis);
        b->setName(name);
        b->setWidth(0.72);
        b->setPen(QPen(fill.darker(125), 1));
        b->setBrush(fill);
        return b;
    };
    QColor grey = m_theme.infeasible;
    grey.setAlpha(150);
    QCPBars* winner = makeBars(tr("Recommended"), m_theme.winner);
    QCPBars* feasible = makeBars(tr("Meets the SLA"), m_theme.feasible);
    QCPBars* greyed = makeBars(tr("Misses the SLA or does not fit"), grey);

    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    double yHi = 0;
    QVector<double> errKey, errVal, errMinus, errPlus;
    for (int i = 0; i < int(bars.size()); ++i) {
        const GpuPoint* g = bars[i];
        const double key = i + 1;
        m_order << g->gpuId;
        ticker->addTick(key, g->status == GpuStatus::Winner ? tr("★ %1").arg(g->markedLabel()) : g->markedLabel());
        if (!g->fits() || !(g->objectiveValue > 0) || !std::isfinite(g->objectiveValue)) {
            auto* mark = new QCPItemText(p);
            mark->position->setCoords(key, 0);
            mark->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
            mark->setText(tr("✗"));
            mark->setColor(m_theme.subtleText);
            mark->setFont(m_theme.font(9, true));
            continue;
        }
        QCPBars* target = g->status == GpuStatus::Winner ? winner : (g->meetsSla() ? feasible : greyed);
        target->addData(key, g->objectiveValue);
        yHi = std::max(yHi, g->objectiveValue);
        // The outcome's interval of the objective (core/plan/outcome.h).
        const double lo = g->objectiveLow, hi = g->objectiveHigh;
        if (hi > lo) {
            errKey << key;
            errVal << g->objectiveValue;
            errMinus << std::max(0.0, g->objectiveValue - lo);
            errPlus << std::max(0.0, hi - g->objectiveValue);
            yHi = std::max(yHi, hi);
        }
    }
    if (!errKey.isEmpty()) {
        // Error bars need a data plottable of their own, drawn invisibly at the bar tops.
        QCPGraph* tops = p->addGraph();
        tops->removeFromLegend();
        tops->setLineStyle(QCPGraph::lsNone);
        tops->setScatterStyle(QCPScatterStyle::ssNone);
        tops->setData(errKey, errVal, true);
        auto* eb = new QCPErrorBars(p->xAxis, p->yAxis);
        eb->removeFromLegend();
        eb->setDataPlottable(tops);
        eb->setData(errMinus, errPlus);
        eb->setPen(QPen(m_theme.subtleText, 1));
        eb->setWhiskerWidth(4);
    }
    for (QCPBars* b : {winner, feasible, greyed})
        if (b->dataCount() == 0)
            b->removeFromLegend();

    p->xAxis->setScaleType(QCPAxis::stLinear);
    p->xAxis->setTicker(ticker);
    p->xAxis->setTickLabelRotation(bars.size() > 8 ? 55 : 0);
    p->xAxis->setSubTicks(false);
    p->xAxis->setTickLength(0, 4);
    p->xAxis->grid()->setVisible(false);
    p->xAxis->setRange(0.3, bars.size() + 0.7);
    p->xAxis->setLabel(QString());
    p->yAxis->setScaleType(QCPAxis::stLinear);
    p->yAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
    p->yAxis->setRange(0, yHi > 0 ? yHi * 1.1 : 1);
    p->yAxis->setLabel(DisplayText::objective(obj) + unitSuffix(DisplayText::objectiveUnit(obj)));
}

QString ObjectiveChart::toolTipAt(const QPointF& pixel) const
{
    const double key = plot()->xAxis->pixelToCoord(pixel.x());
    const int i = int(std::lround(key)) - 1;
    if (i < 0 || i >= m_order.size() || std::abs(key - (i + 1)) > 0.45
        || !plot()->axisRect()->rect().contains(pixel.toPoint()))
        return {};
    const GpuPoint* g = m_model.point(m_order[i]);
    if (!g)
        return {};
    QString head = g->fits() ? tr("%1: %2").arg(DisplayText::objective(m_model.objective),
                                                DisplayText::objectiveValue(m_model.objective, g->objectiveValue))
                             : QString();
    const QString body = gpuToolTip(*g, m_model.objective);
    return head.isEmpty() ? body : body + QStringLiteral("<br>") + head.toHtmlEscaped();
}

} // namespace wattgpu::ui
