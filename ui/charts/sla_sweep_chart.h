#pragma once
// Chart 4: which GPU wins as the SLA moves. Coloured bands name the winner for each SLA range;
// a step line gives the winner's objective value; the current SLA is marked.
#include "ui/charts/chart_adapter.h"

#include <vector>

class QCPItemText;
class QCPItemRect;

namespace wattgpu::ui {

class SlaSweepChart : public ChartAdapter {
    Q_OBJECT
public:
    explicit SlaSweepChart(QWidget* parentWidget);
    QString chartId() const override { return QStringLiteral("sla-sweep"); }
    QString title() const override;
    int bandCount() const { return int(m_bands.size()); }

protected:
    void rebuild() override;
    QString toolTipAt(const QPointF& pixel) const override;
    void afterLayout() override;

private:
    struct Band {
        const SlaBand* band;
        QCPItemRect* rect;
        QCPItemText* text;
    };
    std::vector<Band> m_bands;
};

} // namespace wattgpu::ui
