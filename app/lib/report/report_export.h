#pragma once
// Report exports by file type: one call for the GUI's "Export report" and the CLI's `export`.
// Files are written with the output policy of core/util/fileio.h (writeOutputFile): regular files
// only, symlink and mode kept, nothing replaced on failure.
#include "app/lib/report/report_pdf.h"
#include "core/report/report_model.h"
#include "core/util/fileio.h"
#include "core/util/result.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace wattgpu::report {

enum class ReportFormat { Pdf, Html, Csv, Json };

// From the file suffix (.pdf, .html/.htm, .csv, .json; case-insensitive).
std::optional<ReportFormat> formatForPath(const QString& path);

// PDF/HTML: the full report, or the one-page compare view when options.compareGpuIds is set.
// CSV/JSON: the table (restricted to compareGpuIds when set).
QByteArray renderReport(const ReportModel& model, ReportFormat format, const ReportOptions& options);

// Errors: Unsupported (unknown suffix), BadValue (compare list not 2-3 known GPUs), Io.
// `policy.inputs`: files the report was made from (a config.json, an evaluation), never overwritten.
Status writeReport(const ReportModel& model, const QString& path, const ReportOptions& options,
                   const OutputOptions& policy = {});

} // namespace wattgpu::report
