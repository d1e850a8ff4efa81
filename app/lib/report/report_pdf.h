#pragma once
// The PDF report: a flow of blocks (title, recommendation, inputs, charts, tables, notes) laid
// out on A4 or Letter pages. Pagination never splits a block: a table row or chart that does not
// fit moves to the next page, tables repeat their header there, a heading stays with what follows
// and long bar charts are cut into page-sized chunks on a common scale. layoutReport() exposes
// the result so tests can check it without reading the PDF.
#include "core/report/report_model.h"

#include <QByteArray>
#include <QLocale>
#include <QRectF>
#include <QSizeF>

#include <string>
#include <vector>

namespace wattgpu::report {

enum class PageSize { A4, Letter };

struct ReportOptions {
    QLocale locale = QLocale(QLocale::English, QLocale::UnitedStates); // numbers and dates
    PageSize page = PageSize::A4;
    // 2-3 GPU ids: PDF/HTML become the one-page compare view, CSV/JSON keep only these rows.
    std::vector<std::string> compareGpuIds;
};

QSizeF pageSizePt(PageSize page, bool landscape = false);

struct LayoutItem {
    enum class Kind { Title, Banner, Heading, Paragraph, Chart, TableHeader, TableRow, Note, ListLine };
    Kind kind = Kind::Paragraph;
    QRectF rect;         // on its page, pt from the top-left corner
    std::string tableId; // TableHeader/TableRow: "inputs", "gpus", "excluded", "evaluation"; Chart: "power_itl",
                         // "objective"; ListLine: "does_not_fit"
    int row = -1;     // TableRow: index in the table; Chart "objective": first bar of the chunk; ListLine: first entry
    int rowCount = 0; // Chart "objective": bars in the chunk; ListLine: entries on the line
};

struct DocumentLayout {
    QSizeF pageSize;    // pt
    QRectF contentRect; // pt; every item lies inside it
    std::vector<std::vector<LayoutItem>> pages;
};

DocumentLayout layoutReport(const ReportModel& model, const ReportOptions& options);
// The whole report as PDF bytes (vector graphics, fonts embedded).
QByteArray renderPdf(const ReportModel& model, const ReportOptions& options);

} // namespace wattgpu::report
