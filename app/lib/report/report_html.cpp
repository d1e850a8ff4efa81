#include "app/lib/report/report_html.h"

#include "app/lib/report/compare_cards.h"
#include "app/lib/report/report_chart.h"
#include "app/lib/report/report_document.h"
#include "app/lib/report/report_fleet.h"
#include "app/lib/report/report_format.h"
#include "app/lib/report/report_pdf.h"
#include "app/lib/report/report_table.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace wattgpu::report {

namespace {

QString esc(const QString& s) { return s.toHtmlEscaped(); }
QString escStd(const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); }

const char* kCss = R"css(
:root { color-scheme: light; }
body { font-family: "DejaVu Sans", "Segoe UI", Helvetica, Arial, sans-serif; color: #1f2933; margin: 0; background: #f3f4f6; }
main { max-width: 960px; margin: 0 auto; padding: 28px 32px 40px; background: #fff; }
h1 { font-size: 26px; margin: 0 0 4px; }
h2 { font-size: 18px; margin: 28px 0 8px; }
.sub { color: #6b7280; font-size: 13px; margin: 0 0 18px; }
.banner { border: 1px solid #15803d; background: #ecf8f0; border-radius: 6px; padding: 12px 16px; }
.banner.none { border-color: #c53030; background: #fdf0f0; }
.banner .headline { font-size: 17px; font-weight: bold; color: #126b33; margin: 0 0 6px; }
.banner.none .headline { color: #c53030; }
.banner .figures { margin: 0; font-size: 13px; }
figure { margin: 8px 0 16px; }
figure svg { width: 100%; height: auto; display: block; }
table { border-collapse: collapse; width: 100%; font-size: 12px; }
th { text-align: left; border-bottom: 1.5px solid #1f2933; padding: 4px 6px; vertical-align: bottom; }
th .unit { display: block; font-weight: normal; color: #6b7280; font-size: 11px; }
td { padding: 3px 6px; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
td.num, th.num { text-align: right; white-space: nowrap; }
td .range { display: block; color: #6b7280; font-size: 10.5px; }
tbody tr:nth-child(even) { background: #f7f8fa; }
tr.winner, tr.winner:nth-child(even) { background: #e8f5ec; font-weight: bold; }
.good { color: #15803d; font-weight: bold; } .bad { color: #c53030; } .muted { color: #6b7280; } .strong { font-weight: bold; }
table.kv td:first-child { font-weight: bold; white-space: nowrap; width: 1%; }
.note { color: #6b7280; font-size: 11px; margin: 4px 0 0; }
ul { padding-left: 20px; } li { margin: 2px 0; font-size: 13px; }
ul.cols { columns: 14em 4; column-gap: 24px; } ul.cols li { break-inside: avoid; }
li.warn { color: #a12b2b; }
footer { margin-top: 28px; color: #6b7280; font-size: 11px; border-top: 1px solid #e5e7eb; padding-top: 8px; }
@media print { body { background: #fff; } main { padding: 0; } tr, figure { break-inside: avoid; } thead { display: table-header-group; } }
)css";

QString svgInline(const QByteArray& svg, const QString& label)
{
    // Drop the XML prolog and doctype: inline SVG starts at the <svg> element.
    QString s = QString::fromUtf8(svg);
    const int at = s.indexOf(QLatin1String("<svg"));
    if (at > 0)
        s = s.mid(at);
    s.replace(QLatin1String("<svg"), QStringLiteral("<svg role=\"img\" aria-label=\"%1\"").arg(esc(label)),
              Qt::CaseSensitive);
    return s;
}

QString toneClass(TextCell::Tone t)
{
    switch (t) {
    case TextCell::Tone::Good: return QStringLiteral("good");
    case TextCell::Tone::Bad: return QStringLiteral("bad");
    case TextCell::Tone::Muted: return QStringLiteral("muted");
    case TextCell::Tone::Strong: return QStringLiteral("strong");
    case TextCell::Tone::Normal: break;
    }
    return QString();
}

QString tableHtml(const TextTable& t, bool header = true, const QString& cssClass = QString())
{
    QString h = QStringLiteral("<table id=\"table-%1\"%2>\n")
                    .arg(QString::fromStdString(t.id),
                         cssClass.isEmpty() ? QString() : QStringLiteral(" class=\"%1\"").arg(cssClass));
    if (header) {
        h += QStringLiteral("<thead><tr>");
        for (const auto& c : t.columns) {
            h += QStringLiteral("<th%1 scope=\"col\">%2")
                     .arg(c.numeric ? QStringLiteral(" class=\"num\"") : QString(), esc(c.header));
            if (!c.unit.isEmpty())
                h += QStringLiteral("<span class=\"unit\">%1</span>").arg(esc(c.unit));
            h += QStringLiteral("</th>");
        }
        h += QStringLiteral("</tr></thead>\n");
    }
    h += QStringLiteral("<tbody>\n");
    for (const auto& r : t.rows) {
        h += QStringLiteral("<tr");
        if (!r.key.empty())
            h += QStringLiteral(" data-gpu=\"%1\"").arg(escStd(r.key));
        if (r.highlight)
            h += QStringLiteral(" class=\"winner\"");
        h += QLatin1Char('>');
        for (std::size_t c = 0; c < r.cells.size() && c < t.columns.size(); ++c) {
            const auto& cell = r.cells[c];
            const auto& col = t.columns[c];
            QStringList classes;
            if (col.numeric)
                classes << QStringLiteral("num");
            if (const QString tc = toneClass(cell.tone); !tc.isEmpty())
                classes << tc;
            h += QStringLiteral("<td data-col=\"%1\"%2>%3")
                     .arg(QString::fromStdString(col.key),
                          classes.isEmpty() ? QString()
                                            : QStringLiteral(" class=\"%1\"").arg(classes.join(QLatin1Char(' '))),
                          esc(cell.text));
            if (!cell.sub.isEmpty())
                h += QStringLiteral("<span class=\"range\">%1</span>").arg(esc(cell.sub));
            h += QStringLiteral("</td>");
        }
        h += QStringLiteral("</tr>\n");
    }
    h += QStringLiteral("</tbody></table>\n");
    if (!t.footnote.isEmpty())
        h += QStringLiteral("<p class=\"note\">%1</p>\n").arg(esc(t.footnote));
    return h;
}

QString head(const QString& title, const QLocale& locale)
{
    return QStringLiteral(
               "<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n"
               "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
               "<meta name=\"generator\" content=\"WattGPU Planner\">\n<title>%2</title>\n<style>%3</style>\n"
               "</head>\n<body>\n<main>\n")
        .arg(locale.bcp47Name(), esc(title), QString::fromUtf8(kCss));
}

QString compareHtml(const ReportModel& m, const ReportOptions& o)
{
    QString h = head(
        QCoreApplication::translate("Report", "%1: GPUs side by side").arg(shortModelName(m.outcome.scenario.llm.hfId)),
        o.locale);
    const QSizeF size = compareDesignSize();
    const QByteArray svg = renderSvg(
        [&](QPainter& p, const QRectF& r) { paintCompareCards(p, r, m, o.compareGpuIds, o.locale); }, size,
        QCoreApplication::translate("Report", "GPU comparison"));
    h += QStringLiteral("<figure id=\"compare\">%1</figure>\n")
             .arg(svgInline(svg, QCoreApplication::translate("Report", "GPU comparison")));
    // The cards' numbers again as text, for screen readers and copy-paste.
    const ReportModel only = restrictedTo(m, o.compareGpuIds);
    h += tableHtml(gpuTextTable(only, buildGpuTable(only), o.locale));
    h += QStringLiteral("</main>\n</body>\n</html>\n");
    return h;
}

} // namespace

QByteArray renderHtml(const ReportModel& m, const ReportOptions& o)
{
    if (!o.compareGpuIds.empty())
        return compareHtml(m, o).toUtf8();
    const QLocale& locale = o.locale;
    const GpuTable table = buildGpuTable(m);
    const QString title = reportTitle(m);
    QString h = head(title, locale);
    h += QStringLiteral("<header><h1>%1</h1><p class=\"sub\">%2</p></header>\n")
             .arg(esc(title), esc(subtitleText(m, locale)));
    h += QStringLiteral("<section class=\"banner%1\" id=\"recommendation\"><p class=\"headline\">%2</p><p "
                        "class=\"figures\">%3</p></section>\n")
             .arg(m.outcome.recommendation.winner ? QString() : QStringLiteral(" none"),
                  esc(recommendationHeadline(m, locale)), esc(winnerFiguresText(m, table, locale)));

    h += QStringLiteral("<h2>%1</h2>\n").arg(esc(QCoreApplication::translate("Report", "Inputs and assumptions")));
    h += tableHtml(inputsTable(m, locale), false, QStringLiteral("kv"));

    const double width = 515;
    const QSizeF scatterSize(width, std::min(330.0, width * 0.64));
    h += QStringLiteral("<figure id=\"chart-power-itl\">%1</figure>\n")
             .arg(svgInline(renderSvg([&](QPainter& p, const QRectF& r) { paintPowerItlChart(p, r, m, locale); },
                                      scatterSize,
                                      QCoreApplication::translate("Report", "Mean power against inter-token latency")),
                            QCoreApplication::translate("Report", "Mean power against inter-token latency")));

    if (const auto bars = objectiveBarRows(m); !bars.empty()) {
        const QSizeF barsSize(width, objectiveBarsHeight(bars.size()));
        h += QStringLiteral("<figure id=\"chart-objective\">%1</figure>\n")
                 .arg(svgInline(
                     renderSvg([&](QPainter& p,
                                   const QRectF& r) { paintObjectiveBars(p, r, m, bars, 0, bars.size(), locale); },
                               barsSize, objectiveTitle(m.outcome.scenario.objective)),
                     objectiveTitle(m.outcome.scenario.objective)));
    }

    h += QStringLiteral("<h2>%1</h2>\n").arg(esc(QCoreApplication::translate("Report", "All deployments")));
    h += tableHtml(gpuTextTable(m, table, locale));

    const TextTable excluded = excludedTable(m, locale);
    if (!excluded.rows.empty()) {
        h += QStringLiteral("<h2>%1</h2>\n")
                 .arg(esc(QCoreApplication::translate("Report", "Why the other deployments lost")));
        h += tableHtml(excluded);
    }
    if (const DeploymentList noFit = doesNotFitList(m, locale); !noFit.entries.isEmpty()) {
        h += QStringLiteral("<h2>%1</h2>\n<p>%2</p>\n<ul id=\"%3\" class=\"cols\">\n")
                 .arg(esc(QCoreApplication::translate("Report", "Deployments that do not fit in memory")),
                      esc(noFit.intro), QString::fromStdString(noFit.id).replace(QLatin1Char('_'), QLatin1Char('-')));
        for (qsizetype i = 0; i < noFit.entries.size(); ++i)
            h += QStringLiteral("<li data-gpu=\"%1\">%2</li>\n")
                     .arg(escStd(noFit.keys[static_cast<std::size_t>(i)]), esc(noFit.entries[i]));
        h += QStringLiteral("</ul>\n");
    }
    if (hasFleetSection(m)) { // server mode's fleet answers: target, budget, power cap, owned GPUs
        h += QStringLiteral("<h2 id=\"fleet\">%1</h2>\n")
                 .arg(esc(QCoreApplication::translate("Report", "Fleet, power budget and owned GPUs")));
        for (const QString& line : fleetSummaryLines(m, locale))
            h += QStringLiteral("<p>%1</p>\n").arg(esc(line));
        for (const TextTable& t : fleetTables(m, locale)) {
            if (!t.title.isEmpty())
                h += QStringLiteral("<h3 id=\"fleet-%1\">%2</h3>\n").arg(QString::fromStdString(t.id), esc(t.title));
            h += tableHtml(t);
        }
    }

    h += QStringLiteral("<h2>%1</h2>\n<ul id=\"warnings\">\n")
             .arg(esc(QCoreApplication::translate("Report", "Warnings and known limits")));
    for (const QString& line : warningLines(m))
        h += QStringLiteral("<li class=\"warn\">%1</li>\n").arg(esc(line));
    for (const QString& line : knownLimitLines())
        h += QStringLiteral("<li>%1</li>\n").arg(esc(line));
    h += QStringLiteral("</ul>\n");

    h += QStringLiteral("<h2>%1</h2>\n").arg(esc(QCoreApplication::translate("Report", "Accuracy of the predictor")));
    const TextTable eval = evaluationTable(m, locale);
    if (!eval.rows.empty())
        h += tableHtml(eval);
    h += QStringLiteral("<p class=\"note\">%1</p>\n").arg(esc(evaluationNote(m)));

    h += QStringLiteral("<h2>%1</h2>\n<ul id=\"provenance\">\n")
             .arg(esc(QCoreApplication::translate("Report", "Data provenance")));
    static const QRegularExpression url(QStringLiteral("(https://[A-Za-z0-9./_~%+-]+)"));
    for (const QString& line : provenanceLines(m))
        h += QStringLiteral("<li>%1</li>\n").arg(esc(line).replace(url, QStringLiteral("<a href=\"\\1\">\\1</a>")));
    h += QStringLiteral("</ul>\n<footer>%1</footer>\n</main>\n</body>\n</html>\n").arg(esc(footerText(m)));
    return h.toUtf8();
}

} // namespace wattgpu::report
