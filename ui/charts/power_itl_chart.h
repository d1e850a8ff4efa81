#pragma once
// Chart 1: mean power vs inter-token latency, one labelled point per GPU with interval error
// bars on both axes, the SLA as a vertical line with the infeasible side shaded, the Pareto
// front and the winner highlighted. The deployment selected in the table is ringed; a click on a
// point selects it there. A dense chart (all GPU counts: dozens of points) labels the winner,
// the Pareto front and the selection only; every other point has its marker and tooltip.
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

    // The deployment ringed as selected (the table's current row); empty for none.
    void setSelectedGpu(const QString& gpuId);
    QString selectedGpu() const { return m_selected; }
    // Where the ring is drawn, px (for tests); null point when nothing is ringed.
    QPointF selectionPixel() const;
    // The point of `gpuId` on the plot, px; null point when it is not plotted.
    QPointF pointPixel(const QString& gpuId) const;
    // The tooltip shown when hovering the point of `gpuId` (rich text); empty when not plotted.
    QString pointToolTip(const QString& gpuId) const;
    // Whether only the winner, the Pareto front and the selection are labelled (a dense chart).
    bool labelsThinned() const { return m_thinned; }
    // Points with this many or more on the plot are labelled sparsely (see labelsThinned).
    // Above the catalog's 53 GPU types, so one deployment per type stays fully labelled; all counts
    // (about 200 points) are dense.
    static constexpr int kDensePoints = 64;

protected:
    void rebuild() override;
    QString toolTipAt(const QPointF& pixel) const override;
    QString pointAt(const QPointF& pixel) const override;
    void afterLayout() override;

private:
    struct Marker {
        QString gpuId;
        double itlMs, powerW;
        QCPItemText* label = nullptr;
        QCPItemLine* leader = nullptr;
        int priority = 0;   // placed first when higher (winner, Pareto front, SLA met)
        bool major = false; // the winner or on the Pareto front: labelled on a dense chart too
    };
    const Marker* markerAt(const QPointF& pixel) const;
    void placeSelection();
    std::vector<Marker> m_markers;
    std::vector<std::pair<QCPItemText*, QCPItemLine*>> m_pool; // label and leader items, reused per result
    QHash<QString, QSize> m_textSizes;                         // font key + label text -> its text box, px
    std::vector<QCPGraph*> m_pointGraphs;
    QCPItemRect* m_shade = nullptr;
    QCPItemStraightLine* m_slaLine = nullptr;
    QCPItemText* m_slaLabel = nullptr;
    QCPGraph* m_selectionRing = nullptr; // one point: the selected deployment's
    QString m_selected;
    bool m_thinned = false;
};

} // namespace wattgpu::ui
