#pragma once
// Colours and fonts of the charts for the light and dark themes.
#include <QColor>
#include <QFont>

class QCustomPlot;
class QCPAxis;

namespace wattgpu::ui {

struct ChartTheme {
    bool dark = false;
    QColor background;
    QColor text;
    QColor subtleText;
    QColor axis;
    QColor grid;
    QColor feasible;   // meets the SLA
    QColor infeasible; // misses the SLA / does not fit (greyed)
    QColor winner;
    QColor pareto;
    QColor sla;
    QColor shade; // infeasible side of the SLA line
    QColor labelBackground;
    double fontScale = 1.0; // presentation mode enlarges everything

    static ChartTheme light();
    static ChartTheme dark_();
    static ChartTheme forName(bool dark) { return dark ? dark_() : light(); }

    QFont font(double pointSize, bool bold = false) const;
    // Background, axes, grid and legend of a plot.
    void apply(QCustomPlot* plot) const;
    void applyAxis(QCPAxis* axis) const;
};

} // namespace wattgpu::ui
