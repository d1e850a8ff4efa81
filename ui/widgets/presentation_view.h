#pragma once
// Presentation mode for demos: the recommendation in large type and 2–3 GPUs side by side as
// big cards (W, ms, J/token), above a large power-vs-latency chart.
#include "ui/charts/chart_theme.h"
#include "ui/models/chart_data.h"

#include <QWidget>

#include <vector>

class QFrame;
class QHBoxLayout;
class QLabel;

namespace wattgpu::ui {

class PowerItlChart;
class RecommendationBanner;

class PresentationView : public QWidget {
    Q_OBJECT
public:
    explicit PresentationView(QWidget* parent = nullptr);

    void setResult(const ChartModel& model, const ComputeResultPtr& result, int includedCount);
    void setTheme(const ChartTheme& theme);
    QStringList cardGpuIds() const { return m_cardIds; }

    // Up to three GPUs worth showing: the winner, the runner-up and the highest-TDP GPU that
    // meets the SLA; the fastest GPUs when nothing qualifies.
    static std::vector<const GpuPoint*> pickCards(const ChartModel& model);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void rebuildCards();

    RecommendationBanner* m_banner;
    QHBoxLayout* m_cardsLayout;
    std::vector<QFrame*> m_cards;
    PowerItlChart* m_chart;
    QLabel* m_hint;
    ChartModel m_model;
    QStringList m_cardIds;
};

} // namespace wattgpu::ui
