#pragma once
// Exports a chart to PNG, SVG or PDF at a chosen size. PNG and SVG are written atomically.
#include <QSize>
#include <QString>

#include <optional>

class QCustomPlot;

namespace wattgpu::ui {

enum class ExportFormat { Png, Svg, Pdf };

// From the file suffix; nullopt when it is none of png/svg/pdf.
std::optional<ExportFormat> exportFormatForPath(const QString& path);

// `size` empty = the plot's current size. Returns false with a reason in *error.
bool exportChart(QCustomPlot* plot, const QString& path, ExportFormat format, QSize size, QString* error);

} // namespace wattgpu::ui
