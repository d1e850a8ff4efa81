#include "app/lib/report/report_pdf.h"

#include "app/lib/report/report_chart.h"
#include "app/lib/report/report_document.h"
#include "app/lib/report/report_fleet.h"
#include "app/lib/report/report_pdf_table.h"
#include "app/lib/report/report_table.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextLayout>

#include <algorithm>
#include <cmath>
#include <functional>

namespace wattgpu::report {

namespace {

using namespace pdf_table;

constexpr double kMarginX = 42;
constexpr double kMarginTop = 46;
constexpr double kMarginBottom = 46;

using Painter = std::function<void(QPainter&, const QRectF&)>;

struct Block {
    LayoutItem::Kind kind = LayoutItem::Kind::Paragraph;
    double height = 0;
    double gapAfter = 0;
    bool keepWithNext = false;
    std::string tableId;
    int row = -1;
    int rowCount = 0;
    int headerBlock = -1; // TableRow: index of its header block, repeated on a new page
    Painter paint;
};

class Flow {
public:
    explicit Flow(double width) : m_width(width) {}
    std::vector<Block>& blocks() { return m_blocks; }

    void add(Block b) { m_blocks.push_back(std::move(b)); }

    void heading(const QString& text)
    {
        const QFont f = reportFont(12, true);
        Block b;
        b.kind = LayoutItem::Kind::Heading;
        b.height = QFontMetricsF(f).height() + 8;
        b.gapAfter = 2;
        b.keepWithNext = true;
        b.paint = [f, text](QPainter& p, const QRectF& r) {
            p.setFont(f);
            p.setPen(color::text());
            p.drawText(QRectF(r.left(), r.top() + 6, r.width(), r.height() - 6), Qt::AlignLeft | Qt::AlignTop, text);
        };
        add(std::move(b));
    }

    void paragraph(const QString& text, int sizePt = 8, QColor c = color::text(), bool bullet = false, double gap = 4)
    {
        const QFont f = reportFont(sizePt);
        const double indent = bullet ? 9 : 0;
        Block b;
        b.kind = LayoutItem::Kind::Paragraph;
        b.height = textHeight(f, text, m_width - indent);
        b.gapAfter = gap;
        b.paint = [f, text, c, indent, bullet](QPainter& p, const QRectF& r) {
            p.setFont(f);
            p.setPen(c);
            if (bullet)
                p.drawText(QRectF(r.left(), r.top(), indent, r.height()), Qt::AlignLeft | Qt::AlignTop,
                           QStringLiteral("\u2022"));
            p.drawText(r.adjusted(indent, 0, 0, 0), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text);
        };
        add(std::move(b));
    }

    void table(std::shared_ptr<const TextTable> t, int fontPt, bool showHeader = true)
    {
        auto g = std::make_shared<TableGeometry>(tableGeometry(*t, m_width, fontPt));
        int header = -1;
        if (showHeader) {
            header = static_cast<int>(m_blocks.size());
            Block hb;
            hb.kind = LayoutItem::Kind::TableHeader;
            hb.tableId = t->id;
            hb.height = g->headerHeight;
            hb.keepWithNext = true;
            hb.paint = [t, g](QPainter& p, const QRectF& r) { paintTableHeader(p, r, *t, *g); };
            add(std::move(hb));
        }
        for (std::size_t i = 0; i < t->rows.size(); ++i) {
            Block b;
            b.kind = LayoutItem::Kind::TableRow;
            b.tableId = t->id;
            b.row = static_cast<int>(i);
            b.headerBlock = header;
            b.height = rowHeight(*t, t->rows[i], *g);
            b.paint = [t, g, i](QPainter& p, const QRectF& r) {
                paintTableRow(p, r, *t, t->rows[i], static_cast<int>(i), *g);
            };
            add(std::move(b));
        }
        if (!m_blocks.empty())
            m_blocks.back().gapAfter = 4;
        if (!t->footnote.isEmpty())
            paragraph(t->footnote, 6, color::muted(), false, 6);
    }

    // A compact list: entries in as many columns as fit, left to right then down, one block per
    // line so a long list breaks across pages anywhere.
    void list(const DeploymentList& l, int fontPt)
    {
        if (l.entries.isEmpty())
            return;
        paragraph(l.intro, 8, color::text(), false, 3);
        m_blocks.back().keepWithNext = true; // the intro never ends a page without its first line
        const QFont f = reportFont(fontPt);
        const QFontMetricsF fm(f);
        double widest = 0;
        for (const QString& e : l.entries)
            widest = std::max(widest, fm.horizontalAdvance(e));
        const double gap = 12;
        const int columns = std::clamp(static_cast<int>((m_width + gap) / (widest + gap)), 1, 4);
        const double colWidth = (m_width - gap * (columns - 1)) / columns;
        const auto entries = std::make_shared<QStringList>(l.entries);
        const double lineH = std::max(fm.height(), wrappedHeight(f, l.entries.front(), colWidth)) + 1.5;
        for (int first = 0; first < entries->size(); first += columns) {
            double h = lineH;
            for (int i = first; i < std::min<int>(first + columns, entries->size()); ++i)
                h = std::max(h, wrappedHeight(f, entries->at(i), colWidth) + 1.5);
            Block b;
            b.kind = LayoutItem::Kind::ListLine;
            b.tableId = l.id;
            b.row = first;
            b.rowCount = std::min<int>(columns, entries->size() - first);
            b.height = h;
            b.paint = [f, entries, first, columns, colWidth, gap](QPainter& p, const QRectF& r) {
                p.setPen(color::text());
                for (int i = first; i < std::min<int>(first + columns, entries->size()); ++i)
                    drawWrapped(p, f, entries->at(i),
                                QRectF(r.left() + (i - first) * (colWidth + gap), r.top(), colWidth, r.height()),
                                Qt::AlignLeft);
            };
            add(std::move(b));
        }
        m_blocks.back().gapAfter = 6;
    }

    double width() const { return m_width; }

private:
    double m_width;
    std::vector<Block> m_blocks;
};

struct PlacedPage {
    std::vector<std::pair<const Block*, QRectF>> items;
};

std::vector<PlacedPage> paginate(const std::vector<Block>& blocks, const QRectF& content)
{
    std::vector<PlacedPage> pages(1);
    double y = content.top();
    auto newPage = [&] {
        pages.emplace_back();
        y = content.top();
    };
    auto place = [&](const Block& b) {
        pages.back().items.emplace_back(&b, QRectF(content.left(), y, content.width(), b.height));
        y += b.height + b.gapAfter;
    };
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        const Block& b = blocks[i];
        double need = b.height;
        // A heading or table header never ends a page: it needs its next block (a heading
        // followed by a table header needs the first row too).
        for (std::size_t k = i; k + 1 < blocks.size() && blocks[k].keepWithNext; ++k)
            need += blocks[k].gapAfter + blocks[k + 1].height;
        const bool pageEmpty = pages.back().items.empty();
        if (!pageEmpty && y + need > content.bottom() + 0.01) {
            newPage();
            if (b.kind == LayoutItem::Kind::TableRow && b.headerBlock >= 0)
                place(blocks[static_cast<std::size_t>(b.headerBlock)]);
        }
        place(b);
    }
    return pages;
}

struct BuiltReport {
    QSizeF pageSize;
    QRectF content;
    std::vector<Block> blocks;
    std::vector<PlacedPage> pages;
};

// Built in one place so layoutReport() and renderPdf() cannot disagree.
std::unique_ptr<BuiltReport> buildReport(const ReportModel& m, const ReportOptions& o)
{
    auto out = std::make_unique<BuiltReport>();
    out->pageSize = pageSizePt(o.page);
    out->content = QRectF(kMarginX, kMarginTop, out->pageSize.width() - 2 * kMarginX,
                          out->pageSize.height() - kMarginTop - kMarginBottom);
    const QLocale locale = o.locale;
    const auto model = std::make_shared<ReportModel>(m);
    const GpuTable table = buildGpuTable(m);
    Flow flow(out->content.width());

    {
        const QFont tf = reportFont(18, true);
        const QString title = reportTitle(m), sub = subtitleText(m, locale);
        Block b;
        b.kind = LayoutItem::Kind::Title;
        const double th = textHeight(tf, title, flow.width());
        b.height = th + 4 + textHeight(reportFont(8), sub, flow.width());
        b.gapAfter = 10;
        b.paint = [tf, title, sub, th](QPainter& p, const QRectF& r) {
            p.setFont(tf);
            p.setPen(color::text());
            p.drawText(QRectF(r.left(), r.top(), r.width(), th), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                       title);
            p.setFont(reportFont(8));
            p.setPen(color::muted());
            p.drawText(QRectF(r.left(), r.top() + th + 4, r.width(), r.height() - th - 4),
                       Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, sub);
        };
        flow.add(std::move(b));
    }
    {
        const QFont hf = reportFont(12, true), ff = reportFont(8);
        const QString headline = recommendationHeadline(m, locale), figures = winnerFiguresText(m, table, locale);
        const bool ok = m.outcome.recommendation.winner.has_value();
        const double inner = flow.width() - 20;
        const double hh = textHeight(hf, headline, inner), fh = textHeight(ff, figures, inner);
        Block b;
        b.kind = LayoutItem::Kind::Banner;
        b.height = 10 + hh + 4 + fh + 10;
        b.gapAfter = 8;
        b.paint = [=](QPainter& p, const QRectF& r) {
            p.save();
            p.setRenderHint(QPainter::Antialiasing);
            const QColor edge = ok ? color::winner() : color::slaLine();
            p.setPen(QPen(edge, 1));
            p.setBrush(ok ? QColor(0xec, 0xf8, 0xf0) : QColor(0xfd, 0xf0, 0xf0));
            p.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
            p.setFont(hf);
            p.setPen(ok ? color::winner().darker(120) : color::slaLine());
            p.drawText(QRectF(r.left() + 10, r.top() + 10, inner, hh), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                       headline);
            p.setFont(ff);
            p.setPen(color::text());
            p.drawText(QRectF(r.left() + 10, r.top() + 10 + hh + 4, inner, fh),
                       Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, figures);
            p.restore();
        };
        flow.add(std::move(b));
    }

    flow.heading(QCoreApplication::translate("Report", "Inputs and assumptions"));
    flow.table(std::make_shared<TextTable>(inputsTable(m, locale)), 8, false);

    {
        Block b;
        b.kind = LayoutItem::Kind::Chart;
        b.tableId = "power_itl";
        b.height = std::min(330.0, flow.width() * 0.64);
        b.gapAfter = 8;
        b.paint = [model, locale](QPainter& p, const QRectF& r) { paintPowerItlChart(p, r, *model, locale); };
        flow.add(std::move(b));
    }

    // Bars in chunks that fit an empty page, on one scale.
    {
        const auto bars = std::make_shared<std::vector<BarRow>>(objectiveBarRows(m));
        const double fixed = objectiveBarsHeight(0);
        const double perRow = objectiveBarsHeight(1) - fixed;
        const std::size_t perPage = std::max<std::size_t>(
            1, static_cast<std::size_t>((out->content.height() - fixed - 40) / perRow));
        for (std::size_t first = 0; first < bars->size(); first += perPage) {
            const std::size_t last = std::min(bars->size(), first + perPage);
            Block b;
            b.kind = LayoutItem::Kind::Chart;
            b.tableId = "objective";
            b.row = static_cast<int>(first);
            b.rowCount = static_cast<int>(last - first);
            b.height = objectiveBarsHeight(last - first);
            b.gapAfter = 8;
            b.paint = [model, bars, first, last, locale](QPainter& p, const QRectF& r) {
                paintObjectiveBars(p, r, *model, *bars, first, last, locale, first > 0);
            };
            flow.add(std::move(b));
        }
    }

    flow.heading(QCoreApplication::translate("Report", "All deployments"));
    flow.table(std::make_shared<TextTable>(gpuTextTable(m, table, locale)), 7);

    const auto excluded = std::make_shared<TextTable>(excludedTable(m, locale));
    if (!excluded->rows.empty()) {
        flow.heading(QCoreApplication::translate("Report", "Why the other deployments lost"));
        flow.table(excluded, 7);
    }
    if (const DeploymentList noFit = doesNotFitList(m, locale); !noFit.entries.isEmpty()) {
        flow.heading(QCoreApplication::translate("Report", "Deployments that do not fit in memory"));
        flow.list(noFit, 7);
    }
    if (hasFleetSection(m)) { // server mode's fleet answers: target, budget, power cap, owned GPUs
        flow.heading(QCoreApplication::translate("Report", "Fleet, power budget and owned GPUs"));
        for (const QString& line : fleetSummaryLines(m, locale))
            flow.paragraph(line, 8);
        for (TextTable& t : fleetTables(m, locale)) {
            if (!t.title.isEmpty())
                flow.paragraph(t.title, 9, color::text(), false, 0);
            flow.table(std::make_shared<TextTable>(std::move(t)), 7);
        }
    }

    flow.heading(QCoreApplication::translate("Report", "Warnings and known limits"));
    for (const QString& line : warningLines(m))
        flow.paragraph(line, 8, color::slaLine().darker(110), true, 2);
    for (const QString& line : knownLimitLines())
        flow.paragraph(line, 8, color::text(), true, 2);

    flow.heading(QCoreApplication::translate("Report", "Accuracy of the predictor"));
    const auto eval = std::make_shared<TextTable>(evaluationTable(m, locale));
    if (!eval->rows.empty())
        flow.table(eval, 7);
    flow.paragraph(evaluationNote(m), 7, color::muted());

    flow.heading(QCoreApplication::translate("Report", "Data provenance"));
    for (const QString& line : provenanceLines(m))
        flow.paragraph(line, 7, color::text(), true, 2);

    out->blocks = std::move(flow.blocks());
    out->pages = paginate(out->blocks, out->content);
    return out;
}

void paintPageFurniture(QPainter& p, const BuiltReport& r, const ReportModel& m, const QLocale& locale, int page,
                        int pages)
{
    p.save();
    const QFont f = reportFont(7);
    p.setFont(f);
    p.setPen(color::muted());
    const double footerY = r.pageSize.height() - kMarginBottom + 14;
    p.setPen(QPen(color::grid(), 0.6));
    p.drawLine(QPointF(kMarginX, footerY - 4), QPointF(r.pageSize.width() - kMarginX, footerY - 4));
    p.setPen(color::muted());
    const QRectF footer(kMarginX, footerY, r.content.width(), 12);
    p.drawText(footer, Qt::AlignLeft | Qt::AlignTop, footerText(m));
    p.drawText(
        footer, Qt::AlignRight | Qt::AlignTop,
        QCoreApplication::translate("Report", "Page %1 of %2").arg(locale.toString(page + 1), locale.toString(pages)));
    if (page > 0) {
        const QRectF header(kMarginX, kMarginTop - 22, r.content.width(), 12);
        p.drawText(header, Qt::AlignLeft | Qt::AlignTop, reportTitle(m));
        p.drawText(header, Qt::AlignRight | Qt::AlignTop, dateText(m.date, locale));
        p.setPen(QPen(color::grid(), 0.6));
        p.drawLine(QPointF(kMarginX, kMarginTop - 8), QPointF(r.pageSize.width() - kMarginX, kMarginTop - 8));
    }
    p.restore();
}

} // namespace

QSizeF pageSizePt(PageSize page, bool landscape)
{
    const QSizeF s = QPageSize(page == PageSize::Letter ? QPageSize::Letter : QPageSize::A4).size(QPageSize::Point);
    return landscape ? s.transposed() : s;
}

DocumentLayout layoutReport(const ReportModel& model, const ReportOptions& options)
{
    const auto built = buildReport(model, options);
    DocumentLayout out;
    out.pageSize = built->pageSize;
    out.contentRect = built->content;
    for (const auto& page : built->pages) {
        std::vector<LayoutItem> items;
        for (const auto& [block, rect] : page.items)
            items.push_back(LayoutItem{block->kind, rect, block->tableId, block->row, block->rowCount});
        out.pages.push_back(std::move(items));
    }
    return out;
}

QByteArray renderPdf(const ReportModel& model, const ReportOptions& options)
{
    const auto built = buildReport(model, options);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        // 72 dpi: one device unit is one point, the unit every report painter works in.
        writer.setResolution(72);
        writer.setPageSize(QPageSize(options.page == PageSize::Letter ? QPageSize::Letter : QPageSize::A4));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Point);
        writer.setTitle(reportTitle(model));
        writer.setCreator(QStringLiteral("WattGPU Planner"));
        QPainter p(&writer);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        const int pages = static_cast<int>(built->pages.size());
        for (int i = 0; i < pages; ++i) {
            if (i > 0)
                writer.newPage();
            paintPageFurniture(p, *built, model, options.locale, i, pages);
            for (const auto& [block, rect] : built->pages[static_cast<std::size_t>(i)].items) {
                p.save();
                block->paint(p, rect);
                p.restore();
            }
        }
    }
    return buffer.data();
}

} // namespace wattgpu::report
