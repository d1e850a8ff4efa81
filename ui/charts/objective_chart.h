#pragma once
// Chart 2: the objective (energy per token by default) per GPU as sorted bars; GPUs that miss
// the SLA or do not fit are greyed, with the reason in the tooltip.
#include "ui/charts/chart_adapter.h"

#include <QStringList>
#include <vector>

class QCPBars;

namespace wattgpu::ui {

class ObjectiveChart : public ChartAdapter {
    Q_OBJECT
public:
    explicit ObjectiveChart(QWidget* parentWidget);
    QString chartId() const override { return QStringLiteral("objective"); }
    QString title() const override;
    QStringList barGpuIds() const { return m_order; } // left to right

protected:
    void rebuild() override;
    QString toolTipAt(const QPointF& pixel) const override;

private:
    QStringList m_order;
};

} // namespace wattgpu::ui
