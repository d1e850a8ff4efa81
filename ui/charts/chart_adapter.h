#pragma once
// Base of the four chart adapters: owns a QCustomPlot, maps a ChartModel onto plot items,
// shows hover tooltips, supports zoom/pan and exports. Adapters hold no business logic.
#include "ui/charts/chart_theme.h"
#include "ui/models/chart_data.h"

#include <QObject>
#include <QPointer>

#include <map>

class QCustomPlot;
class QCPAxis;
class QCPTextElement;
class QMouseEvent;

namespace wattgpu::ui {

class ChartAdapter : public QObject {
    Q_OBJECT
public:
    explicit ChartAdapter(QWidget* parentWidget);
    ~ChartAdapter() override;

    QCustomPlot* plot() const { return m_plot; }
    virtual QString chartId() const = 0; // "power-itl", ...
    virtual QString title() const = 0;   // translated
    void setModel(const ChartModel& model);
    const ChartModel& model() const { return m_model; }
    void setTheme(const ChartTheme& theme);
    const ChartTheme& theme() const { return m_theme; }
    // Re-reads translated strings (axis titles, legend names) and redraws.
    void retranslate();
    void resetZoom();
    // Title and subtitle rows above the plot; presentation mode hides them (its banner says it).
    void setTitlesShown(bool shown);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    virtual void rebuild() = 0; // model/theme → plot items
    virtual QString toolTipAt(const QPointF& pixel) const = 0;
    virtual void afterLayout() {} // positions that depend on pixels

    // A title row with a subtitle; (re)created by rebuild().
    void setTitles(const QString& title, const QString& subtitle);
    void enableZoomPan(bool both = true);
    QString unitSuffix(const QString& unit) const;

    ChartModel m_model;
    ChartTheme m_theme = ChartTheme::light();

private:
    void onMouseMove(QMouseEvent* event);
    void redraw();

    void fitLegend();
    void wrapSubtitle();
    bool fitAxisLabels();
    QString m_fullSubtitle;
    std::map<QCPAxis*, QString> m_fullAxisLabels; // as rebuild() set them, before wrapping
    QCustomPlot* m_plot;
    QCPTextElement* m_title = nullptr;
    QCPTextElement* m_subtitle = nullptr;
    bool m_inLayout = false;
    bool m_needsReplot = false; // rebuilt while hidden: replot when shown
};

} // namespace wattgpu::ui
