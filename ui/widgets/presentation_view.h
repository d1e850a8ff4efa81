#pragma once
// Presentation mode for demos: the recommendation in large type and 2–3 GPUs side by side as
// big cards (W, ms, J/token, $/1M tokens, gCO2/1M tokens), above a large power-vs-latency chart.
// The person can pick which GPUs the cards compare and export them as a one-page PDF.
#include "ui/charts/chart_theme.h"
#include "ui/models/chart_data.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QFrame;
class QPushButton;
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
    // Compare exactly these GPUs (2-3 ids); empty = the automatic choice (pickCards).
    void setCardGpuIds(const QStringList& gpuIds);
    QComboBox* pickCombo(int i) const { return m_pick[i]; }
    QPushButton* exportButton() const { return m_export; }

    // Up to three GPUs worth showing: the winner, the runner-up and the highest-TDP GPU that
    // meets the SLA; the fastest GPUs when nothing qualifies.
    static std::vector<const GpuPoint*> pickCards(const ChartModel& model);

signals:
    void exportCompareRequested(const QStringList& gpuIds);

protected:
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    void retranslateUi();
    void rebuildCards();
    void repaintCards();
    void fillPickers();
    void fitPicker(QComboBox* combo);
    void onPicked();

    RecommendationBanner* m_banner;
    QHBoxLayout* m_cardsLayout;
    std::vector<QFrame*> m_cards;
    PowerItlChart* m_chart;
    QLabel* m_hint;
    ChartModel m_model;
    QStringList m_cardIds;
    QStringList m_chosen; // the person's pick; empty = automatic
    QLabel* m_pickLabel;
    QComboBox* m_pick[3];
    QPushButton* m_export;
};

} // namespace wattgpu::ui
