#pragma once
// Base of the four chart adapters: owns a QCustomPlot, maps a ChartModel onto plot items,
// shows hover tooltips, supports zoom/pan and exports. Adapters hold no business logic.
#include "ui/charts/chart_theme.h"
#include "ui/models/chart_data.h"

#include <QObject>
#include <QPointF>
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
    // Title and subtitle rows above the plot; presentation mode hides them (its banner says it),
    // and so does a short main window (its tab names the chart); exports show them.
    void setTitlesShown(bool shown);
    bool titlesShown() const;
    // Height, px, of the plot widget outside its axis rect (axes, legend, and the titles when
    // shown and `withTitles`), as last laid out; -1 before the first layout.
    int overheadHeight(bool withTitles = true) const;

signals:
    // A click (not a drag) on a data point: its deployment key (see pointAt).
    void pointClicked(const QString& gpuId);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    virtual void rebuild() = 0; // model/theme → plot items
    virtual QString toolTipAt(const QPointF& pixel) const = 0;
    // The deployment key of the point at `pixel`; empty where there is none (charts whose items
    // are not deployments).
    virtual QString pointAt(const QPointF& pixel) const
    {
        Q_UNUSED(pixel)
        return {};
    }
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
    QPointF m_pressAt; // px: where the left button went down, to tell a click from a drag
    bool m_inLayout = false;
    bool m_needsReplot = false; // rebuilt while hidden: replot when shown
};

} // namespace wattgpu::ui
