#pragma once
// The PDF report's text tables (report_pdf.cpp's layout): column geometry, wrapped text and the
// painting of a header and a row. Internal to the report library.
#include "app/lib/report/report_document.h"

#include <QColor>
#include <QFont>
#include <QPainter>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <vector>

namespace wattgpu::report::pdf_table {

inline constexpr double kCellPadX = 3;
inline constexpr double kCellPadY = 2.5;

struct TableGeometry {
    std::vector<double> x;     // left edge of each column, relative to the table
    std::vector<double> width; // of each column
    QFont font, bold, sub, header;
    double padX = kCellPadX;
    double headerHeight = 0;
};

QColor toneColor(TextCell::Tone t);
// Height of `text` wrapped at word boundaries to `width` in `f`, and its painting in `box`.
double textHeight(const QFont& f, const QString& text, double width);
double wrappedHeight(const QFont& f, const QString& text, double width);
void drawWrapped(QPainter& p, const QFont& f, const QString& text, const QRectF& box, Qt::Alignment h);
// Column widths and fonts of a table `width` wide at `fontPt` (shrinks and wraps before cutting).
TableGeometry tableGeometry(const TextTable& t, double width, int fontPt);
double rowHeight(const TextTable& t, const TextRow& r, const TableGeometry& g);
// The lines a text cell's main text is painted in at `width` (pt, inside the padding): a short
// column's comma-separated phrases stay whole where each fits ("Meets SLA," / "at risk").
QStringList cellLines(const TextColumn& col, const QFont& f, const QString& text, double width);
void paintTableHeader(QPainter& p, const QRectF& rect, const TextTable& t, const TableGeometry& g);
void paintTableRow(QPainter& p, const QRectF& rect, const TextTable& t, const TextRow& r, int index,
                   const TableGeometry& g);

} // namespace wattgpu::report::pdf_table
