#pragma once
// Vector charts for reports, drawn with plain QPainter so the same code paints into a PDF page,
// an inline SVG (HTML) or an image. Coordinates and font sizes are in points: paint on a device
// whose logical unit is 1 pt (QPdfWriter at 72 dpi, QSvgGenerator at 72 dpi) or scale the painter.
#include "core/report/report_model.h"

#include <QFont>
#include <QLocale>
#include <QRectF>
#include <QString>

#include <functional>
#include <optional>
#include <string>
#include <vector>

class QPainter;

namespace wattgpu::report {

// Fonts used by every report painter; pixel size = points on a 1 pt/unit device.
QFont reportFont(int sizePt, bool bold = false);

namespace color {
QColor text();
QColor muted();
QColor grid();
QColor winner();
QColor feasible();
QColor infeasible();
QColor slaLine();
QColor slaShade();
QColor accent();
} // namespace color

// Power (W) against ITL (ms), one point per GPU that fits with error bars, labelled where the
// label does not collide; the SLA as a vertical line with the infeasible side shaded; the Pareto
// front dashed; the winner marked.
void paintPowerItlChart(QPainter& p, const QRectF& rect, const ReportModel& m, const QLocale& locale);

struct BarRow {
    std::string gpuId;
    QString label;               // GPU name, "×N" appended for multi-GPU replicas
    std::optional<double> value; // objective value (also for SLA misses)
    GpuVerdict verdict = GpuVerdict::MeetsSla;
};
// Ranked deployments by objective, then SLA misses by objective; none for a deployment without a
// value (does not fit, overloaded, unpriced under the cost objective): no bar says nothing.
std::vector<BarRow> objectiveBarRows(const ReportModel& m);
// Height of a bar chart showing `rows` rows (title, axis and rows), pt.
double objectiveBarsHeight(std::size_t rows);
// Sorted horizontal bars for rows [first, last) of `all`; the axis spans all rows, so chunks of
// one chart split over pages share a scale. `continued` marks a chunk after the first.
void paintObjectiveBars(QPainter& p, const QRectF& rect, const ReportModel& m, const std::vector<BarRow>& all,
                        std::size_t first, std::size_t last, const QLocale& locale, bool continued = false);

// Renders `paint` into an SVG document of `sizePt` (1 unit = 1 pt); `title` becomes <title>.
QByteArray renderSvg(const std::function<void(QPainter&, const QRectF&)>& paint, const QSizeF& sizePt,
                     const QString& title);

} // namespace wattgpu::report
