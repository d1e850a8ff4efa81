#pragma once
// The banner above the charts: the recommended GPU and why, in plain language.
#include "ui/text/recommendation_text.h"
#include "ui/theme.h"

#include <QFrame>

class QLabel;
class QPushButton;

namespace wattgpu::ui {

class RecommendationBanner : public QFrame {
    Q_OBJECT
public:
    explicit RecommendationBanner(QWidget* parent = nullptr);

    void setResult(const ChartModel& model, const ComputeResultPtr& result, int includedCount);
    void setLarge(bool large);   // presentation mode
    void refresh() { render(); } // e.g. after a theme change
    QString winnerId() const { return m_winnerId; }
    QString plainText() const { return m_text.plain; }
    QPushButton* applyFixButton() const { return m_applyFix; }
    const RecommendationText& text() const { return m_text; }
    PanelTone tone() const { return m_tone; }

signals:
    // "Apply" on the nearest proven fix (no GPU qualifies).
    void applyFixRequested(const wattgpu::ProvenFix& fix);

protected:
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    void retranslateUi();
    void render();

    QLabel* m_headline;
    QLabel* m_details;
    QPushButton* m_applyFix;
    RecommendationText m_text;
    ChartModel m_model;
    ComputeResultPtr m_result;
    int m_included = 0;
    QString m_winnerId;
    bool m_large = false;
    PanelTone m_tone = PanelTone::Good;
};

} // namespace wattgpu::ui
