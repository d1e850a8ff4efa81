#pragma once
// The self-contained HTML report: inline CSS, charts as inline SVG painted by the same QPainter
// code as the PDF, the same text tables. No scripts, no external resources.
#include "core/report/report_model.h"

#include <QByteArray>

namespace wattgpu::report {

struct ReportOptions;

// The full report, or the compare cards when options.compareGpuIds is set.
QByteArray renderHtml(const ReportModel& model, const ReportOptions& options);

} // namespace wattgpu::report
