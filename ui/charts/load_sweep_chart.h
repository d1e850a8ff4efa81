#pragma once
// Chart 3: inter-token latency (left axis) and power (right axis) against concurrency 1..256 on
// a log axis, for the GPUs the person ticks; the SLA and the current concurrency are marked.
// In server mode the x axis is the request rate (req/s, log), power is the mean over time, and
// each GPU's max sustainable rate under the SLA is marked.
#include "ui/charts/chart_adapter.h"

namespace wattgpu::ui {

class LoadSweepChart : public ChartAdapter {
    Q_OBJECT
public:
    explicit LoadSweepChart(QWidget* parentWidget);
    QString chartId() const override { return QStringLiteral("load-sweep"); }
    QString title() const override;
    void setCurrentBatch(int batch) { m_batch = batch; }
    int maxRateMarkerCount() const { return m_maxRateMarkers; }

protected:
    void rebuild() override;
    QString toolTipAt(const QPointF& pixel) const override;

private:
    int m_batch = 16;
    int m_maxRateMarkers = 0;
};

} // namespace wattgpu::ui
