#pragma once
// Chart 1: mean power vs inter-token latency, one labelled point per GPU with interval error
// bars on both axes, the SLA as a vertical line with the infeasible side shaded, the Pareto
// front and the winner highlighted.
#include "ui/charts/chart_adapter.h"

#include <QHash>
#include <QSize>
#include <QStringList>
#include <utility>
#include <vector>

class QCPItemText;
class QCPItemLine;
class QCPItemRect;
class QCPItemStraightLine;
class QCPGraph;

namespace wattgpu::ui {

class PowerItlChart : public ChartAdapter {
    Q_OBJECT
public:
    explicit PowerItlChart(QWidget* parentWidget);
    QString chartId() const override { return QStringLiteral("power-itl"); }
    QString title() const override;

    // What is on the plot right now (read back from the plot, for tests).
    QStringList plottedGpuIds() const;
    QList<QCPItemText*> gpuLabels() const;
    QList<QCPItemLine*> visibleLeaders() const;
    QCPItemText* slaLabel() const { return m_slaLabel; }
    int plottedPointCount() const;

protected:
    void rebuild() override;
    QString toolTipAt(const QPointF& pixel) const override;
    void afterLayout() override;

private:
    struct Marker {
        QString gpuId;
        double itlMs, powerW;
        QCPItemText* label = nullptr;
        QCPItemLine* leader = nullptr;
        int priority = 0;
    };
    std::vector<Marker> m_markers;
    std::vector<std::pair<QCPItemText*, QCPItemLine*>> m_pool; // label and leader items, reused per result
    QHash<QString, QSize> m_textSizes;                         // font key + label text -> its text box, px
    std::vector<QCPGraph*> m_pointGraphs;
    QCPItemRect* m_shade = nullptr;
    QCPItemStraightLine* m_slaLine = nullptr;
    QCPItemText* m_slaLabel = nullptr;
};

} // namespace wattgpu::ui
