#include "app/lib/report/report_export.h"

#include "app/lib/report/compare_cards.h"
#include "app/lib/report/report_data.h"
#include "app/lib/report/report_document.h"
#include "app/lib/report/report_html.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace wattgpu::report {

std::optional<ReportFormat> formatForPath(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("pdf"))
        return ReportFormat::Pdf;
    if (suffix == QLatin1String("html") || suffix == QLatin1String("htm"))
        return ReportFormat::Html;
    if (suffix == QLatin1String("csv"))
        return ReportFormat::Csv;
    if (suffix == QLatin1String("json"))
        return ReportFormat::Json;
    return std::nullopt;
}

QByteArray renderReport(const ReportModel& model, ReportFormat format, const ReportOptions& options)
{
    const bool compare = !options.compareGpuIds.empty();
    switch (format) {
    case ReportFormat::Pdf: return compare ? renderComparePdf(model, options) : renderPdf(model, options);
    case ReportFormat::Html: return renderHtml(model, options);
    case ReportFormat::Csv: return renderCsv(compare ? restrictedTo(model, options.compareGpuIds) : model);
    case ReportFormat::Json: return renderJson(compare ? restrictedTo(model, options.compareGpuIds) : model);
    }
    return {};
}

Status writeReport(const ReportModel& model, const QString& path, const ReportOptions& options,
                   const OutputOptions& policy)
{
    const std::string file = path.toStdString();
    const auto format = formatForPath(path);
    if (!format)
        return makeError(ErrorCode::Unsupported, file, 0, {}, "unknown report type; use .pdf, .html, .csv or .json");
    if (!options.compareGpuIds.empty()) {
        if (options.compareGpuIds.size() < 2 || options.compareGpuIds.size() > 3)
            return makeError(ErrorCode::BadValue, file, 0, "compare", "compare 2 or 3 GPUs");
        for (const auto& id : options.compareGpuIds)
            if (!model.row(id))
                return makeError(ErrorCode::NotFound, file, 0, "compare", "GPU '" + id + "' is not in the report");
    }
    if (const auto checked = checkOutputFile(QFile::encodeName(path).toStdString(), policy); !checked)
        return checked.error();
    const QByteArray bytes = renderReport(model, *format, options);
    if (bytes.isEmpty())
        return makeError(ErrorCode::Io, file, 0, {}, "the report could not be rendered");
    return writeOutputFile(QFile::encodeName(path).toStdString(),
                           std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), policy);
}

} // namespace wattgpu::report
