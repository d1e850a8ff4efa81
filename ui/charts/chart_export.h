#pragma once
// Exports a chart to PNG, SVG or PDF at a chosen size. PNG and SVG are written atomically.
#include <QSize>
#include <QString>

#include <optional>

class QCustomPlot;
class QWidget;

namespace wattgpu::ui {

enum class ExportFormat { Png, Svg, Pdf };

// From the file suffix; nullopt when it is none of png/svg/pdf.
std::optional<ExportFormat> exportFormatForPath(const QString& path);

// `size` empty = the plot's current size. Returns false with a reason in *error.
bool exportChart(QCustomPlot* plot, const QString& path, ExportFormat format, QSize size, QString* error);

// A plain widget (e.g. the capacity table) as it is on screen: PNG at 2x, SVG, or a one-page
// PDF the widget's size. Written atomically.
bool exportWidget(QWidget* widget, const QString& path, ExportFormat format, QString* error);

} // namespace wattgpu::ui
