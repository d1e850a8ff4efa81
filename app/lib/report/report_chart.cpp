#include "app/lib/report/report_chart.h"

#include "app/lib/report/label_placer.h"
#include "app/lib/report/report_format.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

namespace wattgpu::report {

QFont reportFont(int sizePt, bool bold)
{
    QFont f;
    f.setFamilies({QStringLiteral("DejaVu Sans"), QStringLiteral("Liberation Sans"), QStringLiteral("Arial"),
                   QStringLiteral("Helvetica")});
    f.setPixelSize(sizePt);
    f.setBold(bold);
    // Kerning and hinting differ between the measuring and the painting device; unhinted
    // design metrics keep measured widths valid on PDF, SVG and images alike.
    f.setHintingPreference(QFont::PreferNoHinting);
    f.setKerning(false);
    // No ligatures either: "fit" stays three letters in the PDF's text, so a reader's search and
    // copy-paste (and pdftotext) find it.
    f.setStyleStrategy(QFont::PreferNoShaping);
    return f;
}

namespace color {
QColor text() { return QColor(0x1f, 0x29, 0x33); }
QColor muted() { return QColor(0x6b, 0x72, 0x80); }
QColor grid() { return QColor(0xe5, 0xe7, 0xeb); }
QColor winner() { return QColor(0x15, 0x80, 0x3d); }
QColor feasible() { return QColor(0x25, 0x63, 0xeb); }
QColor infeasible() { return QColor(0x9c, 0xa3, 0xaf); }
QColor slaLine() { return QColor(0xc5, 0x30, 0x30); }
QColor slaShade() { return QColor(0xfd, 0xec, 0xec); }
QColor accent() { return QColor(0xd9, 0x77, 0x06); }
} // namespace color

namespace {

double niceStep(double range, int targetTicks)
{
    if (!(range > 0))
        return 1;
    const double raw = range / targetTicks;
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    const double n = raw / mag;
    const double step = n < 1.5 ? 1 : n < 3 ? 2 : n < 7 ? 5 : 10;
    return step * mag;
}

// A linear axis from 0, or a log axis over whole 1-2-5 steps when values span decades.
struct Axis {
    double lo = 0;
    double hi = 1;
    bool log = false;
    std::vector<double> ticks;

    static Axis fit(double minPositive, double maxValue, bool allowLog, int targetTicks)
    {
        Axis a;
        if (allowLog && minPositive > 0 && maxValue / minPositive > 25) {
            // Bounds on the 1-2-5 steps just outside the data, not whole decades: no empty half-plot.
            a.log = true;
            const double decade = std::pow(10.0, std::floor(std::log10(minPositive * 0.9)));
            a.lo = decade;
            for (double m : {2.0, 5.0})
                if (decade * m <= minPositive * 0.9)
                    a.lo = decade * m;
            a.hi = a.lo;
            for (double d = decade; a.hi < maxValue * 1.05; d *= 10)
                for (double m : {1.0, 2.0, 5.0})
                    if (a.hi < maxValue * 1.05 && d * m > a.hi)
                        a.hi = d * m;
            for (double d = decade; d <= a.hi * 1.0001; d *= 10)
                for (double m : {1.0, 2.0, 5.0})
                    if (d * m >= a.lo * 0.9999 && d * m <= a.hi * 1.0001)
                        a.ticks.push_back(d * m);
            return a;
        }
        const double step = niceStep(maxValue, targetTicks);
        a.lo = 0;
        a.hi = std::max(step, std::ceil(maxValue * 1.04 / step) * step);
        for (double t = 0; t <= a.hi + step * 1e-6; t += step)
            a.ticks.push_back(t);
        return a;
    }
    // Fraction along the axis, 0..1 (clamped).
    double frac(double v) const
    {
        double f = log ? (std::log10(std::max(v, lo)) - std::log10(lo)) / (std::log10(hi) - std::log10(lo))
                       : (v - lo) / (hi - lo);
        return std::clamp(f, 0.0, 1.0);
    }
};

QString tickText(double v, const QLocale& locale)
{
    // Tick values are 1-2-5 steps: print them with no more digits than they have.
    int decimals = 0;
    while (decimals < 6 && std::fabs(v * std::pow(10.0, decimals) - std::round(v * std::pow(10.0, decimals))) > 1e-6)
        ++decimals;
    return locale.toString(v, 'f', decimals);
}

struct Point {
    const ReportGpuRow* row;
    QString label;
    QPointF pos;
};

} // namespace

void paintPowerItlChart(QPainter& p, const QRectF& rect, const ReportModel& m, const QLocale& locale)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const QFont titleFont = reportFont(10, true), tickFont = reportFont(7), axisFont = reportFont(8),
                labelFont = reportFont(7), winnerFont = reportFont(8, true), legendFont = reportFont(7);

    p.setFont(titleFont);
    p.setPen(color::text());
    const QRectF titleRect(rect.left(), rect.top(), rect.width(), 14);
    p.drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter,
               QCoreApplication::translate("Report", "Mean power against inter-token latency"));

    std::vector<const ReportGpuRow*> rows;
    double xMax = m.outcome.scenario.slaItlMs, xMinPos = m.outcome.scenario.slaItlMs, yMax = 0;
    for (const auto& r : m.outcome.rows) {
        if (!r.hasFigures())
            continue;
        const auto& pr = r.prediction;
        rows.push_back(&r);
        xMax = std::max({xMax, pr.itlMs, pr.itlMsHigh});
        xMinPos = std::min(xMinPos, pr.itlMsLow > 0 ? pr.itlMsLow : pr.itlMs);
        yMax = std::max({yMax, pr.powerW, pr.powerWHigh});
    }

    // Legend under the title.
    {
        p.setFont(legendFont);
        const QFontMetricsF fm(legendFont);
        double x = rect.left();
        const double cy = rect.top() + 22;
        auto item = [&](const QString& text, const std::function<void(QPointF)>& glyph) {
            glyph(QPointF(x + 4, cy));
            p.setPen(color::muted());
            p.drawText(QPointF(x + 11, cy + fm.ascent() / 2 - 1), text);
            x += 11 + fm.horizontalAdvance(text) + 12;
        };
        item(QCoreApplication::translate("Report", "best"), [&](QPointF c) {
            p.setPen(QPen(color::winner(), 1));
            p.setBrush(color::winner());
            p.drawEllipse(c, 3.2, 3.2);
        });
        item(QCoreApplication::translate("Report", "meets the SLA"), [&](QPointF c) {
            p.setPen(QPen(color::feasible(), 0.8));
            p.setBrush(color::feasible());
            p.drawEllipse(c, 2.4, 2.4);
        });
        // With a TTFT limit a deployment left of the ITL line can miss the SLA too: the legend says so.
        item(m.outcome.scenario.slaTtftMs ? QCoreApplication::translate("Report", "misses ITL or TTFT")
                                          : QCoreApplication::translate("Report", "misses the SLA"),
             [&](QPointF c) {
                 p.setPen(QPen(color::infeasible(), 1));
                 p.setBrush(Qt::white);
                 p.drawEllipse(c, 2.4, 2.4);
             });
        item(QCoreApplication::translate("Report", "Pareto front"), [&](QPointF c) {
            p.setPen(QPen(color::accent(), 0.9, Qt::DashLine));
            p.drawLine(QPointF(c.x() - 4, c.y()), QPointF(c.x() + 4, c.y()));
        });
        item(QCoreApplication::translate("Report", "error bars: prediction interval"), [&](QPointF c) {
            p.setPen(QPen(color::muted(), 0.6));
            p.drawLine(QPointF(c.x() - 4, c.y()), QPointF(c.x() + 4, c.y()));
            p.drawLine(QPointF(c.x() - 4, c.y() - 2), QPointF(c.x() - 4, c.y() + 2));
            p.drawLine(QPointF(c.x() + 4, c.y() - 2), QPointF(c.x() + 4, c.y() + 2));
        });
    }

    const QFontMetricsF tickFm(tickFont);
    const Axis ax = Axis::fit(xMinPos, xMax, true, 7);
    const Axis ay = Axis::fit(0, std::max(yMax, 1.0), false, 6);
    double yLabelWidth = 0;
    for (double t : ay.ticks)
        yLabelWidth = std::max(yLabelWidth, tickFm.horizontalAdvance(tickText(t, locale)));
    const QRectF plot(rect.left() + yLabelWidth + 18, rect.top() + 32, rect.width() - yLabelWidth - 18 - 6,
                      rect.height() - 32 - 30);
    auto X = [&](double v) { return plot.left() + ax.frac(v) * plot.width(); };
    auto Y = [&](double v) { return plot.bottom() - ay.frac(v) * plot.height(); };

    // Infeasible side of the SLA.
    const double slaX = X(m.outcome.scenario.slaItlMs);
    p.fillRect(QRectF(QPointF(slaX, plot.top()), plot.bottomRight()), color::slaShade());

    // Grid and ticks.
    p.setFont(tickFont);
    for (double t : ax.ticks) {
        const double x = X(t);
        p.setPen(QPen(color::grid(), 0.5));
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        p.setPen(color::muted());
        const QString s = tickText(t, locale);
        p.drawText(QRectF(x - 30, plot.bottom() + 2, 60, 10), Qt::AlignHCenter | Qt::AlignTop, s);
    }
    for (double t : ay.ticks) {
        const double y = Y(t);
        p.setPen(QPen(color::grid(), 0.5));
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(color::muted());
        p.drawText(QRectF(plot.left() - yLabelWidth - 4, y - 5, yLabelWidth, 10), Qt::AlignRight | Qt::AlignVCenter,
                   tickText(t, locale));
    }
    p.setPen(QPen(color::muted(), 0.6));
    p.setBrush(Qt::NoBrush);
    p.drawRect(plot);

    // Axis titles.
    p.setFont(axisFont);
    p.setPen(color::text());
    p.drawText(QRectF(plot.left(), plot.bottom() + 13, plot.width(), 12), Qt::AlignHCenter | Qt::AlignTop,
               ax.log ? QCoreApplication::translate("Report", "%1 (ms, log scale)")
                            .arg(itlMetricTitle(m.outcome.scenario.workload.itlMetric))
                      : QCoreApplication::translate("Report", "%1 (ms)")
                            .arg(itlMetricTitle(m.outcome.scenario.workload.itlMetric)));
    p.save();
    p.translate(rect.left() + 7, plot.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-plot.height() / 2, -6, plot.height(), 12), Qt::AlignCenter,
               QCoreApplication::translate("Report", "Mean power (W)"));
    p.restore();

    // SLA line and its label, inside the shaded side when it fits there.
    p.setPen(QPen(color::slaLine(), 1.1));
    p.drawLine(QPointF(slaX, plot.top()), QPointF(slaX, plot.bottom()));
    p.setFont(reportFont(7, true));
    std::vector<QRectF> slaText; // the SLA's own labels: no GPU label may cover them
    {
        const QString s = m.outcome.scenario.slaTtftMs
            ? QCoreApplication::translate("Report", "ITL SLA %1 ms").arg(inputText(m.outcome.scenario.slaItlMs, locale))
            : QCoreApplication::translate("Report", "SLA %1 ms").arg(inputText(m.outcome.scenario.slaItlMs, locale));
        const double w = QFontMetricsF(reportFont(7, true)).horizontalAdvance(s) + 4;
        const bool right = slaX + w + 2 < plot.right();
        const QRectF box(right ? slaX + 3 : slaX - w - 3, plot.top() + 2, w, 10);
        p.drawText(box, (right ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignTop, s);
        slaText.push_back(box);
        if (plot.right() - slaX > 70) {
            const QString slow = QCoreApplication::translate("Report", "too slow for the SLA");
            const QRectF slowBox(slaX + 3, plot.top() + 11, plot.right() - slaX - 6, 10);
            p.setFont(reportFont(7));
            p.setPen(color::slaLine().lighter(130));
            p.drawText(slowBox, Qt::AlignLeft | Qt::AlignTop, slow);
            slaText.emplace_back(
                slowBox.topLeft(),
                QSizeF(std::min(slowBox.width(), QFontMetricsF(reportFont(7)).horizontalAdvance(slow) + 2),
                       slowBox.height()));
        }
    }

    if (rows.empty()) {
        // Nothing to draw because nothing fits, or because every replica that fits is overloaded.
        bool overloaded = false;
        for (const auto& r : m.outcome.rows)
            overloaded = overloaded || r.verdict == GpuVerdict::Overloaded;
        p.setFont(axisFont);
        p.setPen(color::muted());
        p.drawText(plot, Qt::AlignCenter | Qt::TextWordWrap,
                   overloaded
                       ? QCoreApplication::translate("Report",
                                                     "No GPU keeps up with this rate per replica: every one "
                                                     "that fits is overloaded.")
                       : QCoreApplication::translate("Report", "No GPU fits this model and workload in memory."));
        p.restore();
        return;
    }

    std::vector<Point> pts;
    for (const ReportGpuRow* r : rows) {
        const auto& pr = r->prediction;
        // Deployments of different sizes share the chart: each label carries its GPU count.
        pts.push_back(Point{r, deploymentText(r->gpuName, pr.gpuId, pr.numGpus), QPointF(X(pr.itlMs), Y(pr.powerW))});
    }

    // Pareto front: no other GPU is both faster and lower in power.
    {
        std::vector<const Point*> sorted;
        for (const auto& pt : pts)
            sorted.push_back(&pt);
        std::sort(sorted.begin(), sorted.end(),
                  [](const Point* a, const Point* b) { return a->row->prediction.itlMs < b->row->prediction.itlMs; });
        QPolygonF front;
        double best = std::numeric_limits<double>::infinity();
        for (const Point* pt : sorted)
            if (pt->row->prediction.powerW < best) {
                best = pt->row->prediction.powerW;
                front << pt->pos;
            }
        if (front.size() > 1) {
            p.setPen(QPen(color::accent(), 0.9, Qt::DashLine));
            p.setBrush(Qt::NoBrush);
            p.drawPolyline(front);
        }
    }

    // Error bars.
    p.setPen(QPen(color::muted(), 0.5));
    for (const auto& pt : pts) {
        const auto& pr = pt.row->prediction;
        const double cap = 1.8;
        if (pr.itlMsLow < pr.itlMsHigh) {
            const double y = pt.pos.y(), x0 = X(pr.itlMsLow), x1 = X(pr.itlMsHigh);
            p.drawLine(QPointF(x0, y), QPointF(x1, y));
            p.drawLine(QPointF(x0, y - cap), QPointF(x0, y + cap));
            p.drawLine(QPointF(x1, y - cap), QPointF(x1, y + cap));
        }
        if (pr.powerWLow < pr.powerWHigh) {
            const double x = pt.pos.x(), y0 = Y(pr.powerWLow), y1 = Y(pr.powerWHigh);
            p.drawLine(QPointF(x, y0), QPointF(x, y1));
            p.drawLine(QPointF(x - cap, y0), QPointF(x + cap, y0));
            p.drawLine(QPointF(x - cap, y1), QPointF(x + cap, y1));
        }
    }

    // Points: misses first so feasible ones and the winner sit on top.
    auto drawPoint = [&](const Point& pt) {
        switch (pt.row->verdict) {
        case GpuVerdict::Winner:
            p.setPen(QPen(color::winner(), 1.2));
            p.setBrush(Qt::white);
            p.drawEllipse(pt.pos, 6, 6);
            p.setBrush(color::winner());
            p.drawEllipse(pt.pos, 3.4, 3.4);
            break;
        case GpuVerdict::MeetsSla:
            p.setPen(QPen(color::feasible(), 0.8));
            p.setBrush(color::feasible());
            p.drawEllipse(pt.pos, 2.6, 2.6);
            break;
        default:
            p.setPen(QPen(color::infeasible(), 1));
            p.setBrush(Qt::white);
            p.drawEllipse(pt.pos, 2.6, 2.6);
            break;
        }
    };
    for (int pass = 0; pass < 3; ++pass)
        for (const auto& pt : pts) {
            const int order = pt.row->verdict == GpuVerdict::Winner ? 2
                : pt.row->verdict == GpuVerdict::MeetsSla           ? 1
                                                                    : 0;
            if (order == pass)
                drawPoint(pt);
        }

    // Labels (app/lib/report/label_placer.h, as in the window's chart): winner first, then ranked
    // GPUs best first, then misses; a label keeps off the points, the SLA's labels and the other
    // labels, goes further out with a leader line where its neighbourhood is crowded, and is left
    // out when no spot is free (the table names every GPU).
    auto marker = [](const Point& pt) {
        const double r = pt.row->verdict == GpuVerdict::Winner ? 6.5 : 3;
        return QRectF(pt.pos - QPointF(r, r), QSizeF(2 * r, 2 * r));
    };
    std::vector<LabelSpec> specs;
    std::vector<QRectF> markers;
    std::vector<QString> texts;
    for (const auto& pt : pts) {
        const bool isWinner = pt.row->verdict == GpuVerdict::Winner;
        const QFontMetricsF fm(isWinner ? winnerFont : labelFont);
        texts.push_back(isWinner
                            ? pt.label + QStringLiteral("  \u2605 ") + QCoreApplication::translate("Report", "best")
                            : pt.label);
        const int priority = pt.row->rank > 0 ? 100000 - pt.row->rank : 0;
        specs.push_back(LabelSpec{pt.pos, QSizeF(fm.horizontalAdvance(texts.back()) + 2, fm.height()), priority});
        markers.push_back(marker(pt));
    }
    LabelPlacerOptions options;
    options.bounds = plot;
    options.gap = 4;
    options.leaderFrom = 9;
    options.taken = slaText;
    // The winner's label first and on its own: it must show, so it may go further out and, when
    // everything near is full, cover a point.
    std::vector<PlacedLabel> placed(pts.size());
    for (std::size_t i = 0; i < pts.size(); ++i) {
        if (pts[i].row->verdict != GpuVerdict::Winner)
            continue;
        options.maxDistance = 64;
        placed[i] = placeLabels({specs[i]}, markers, options).front();
        if (!placed[i].visible) {
            // No room anywhere: inside the plot on top of the rest.
            const QSizeF size = specs[i].size;
            QRectF r(QPointF(pts[i].pos.x() + 8, pts[i].pos.y() - size.height() / 2), size);
            r.moveLeft(std::clamp(r.left(), plot.left() + 1, plot.right() - size.width() - 1));
            r.moveTop(std::clamp(r.top(), plot.top() + 1, plot.bottom() - size.height() - 1));
            placed[i] = PlacedLabel{r, true, true};
        }
        options.taken.push_back(placed[i].rect);
        specs[i].size = QSizeF(); // placed: left out of the second round
    }
    // The others never cover a point: left out instead.
    options.maxDistance = 16;
    options.coverMarkers = false;
    const std::vector<PlacedLabel> others = placeLabels(specs, markers, options);
    for (std::size_t i = 0; i < pts.size(); ++i)
        if (!specs[i].size.isEmpty())
            placed[i] = others[i];
    for (std::size_t i = 0; i < pts.size(); ++i) {
        const Point& pt = pts[i];
        const bool isWinner = pt.row->verdict == GpuVerdict::Winner;
        if (!placed[i].visible)
            continue;
        const QRectF r = placed[i].rect;
        if (placed[i].needsLeader) {
            p.setPen(QPen(isWinner ? color::winner() : color::muted(), 0.6));
            p.drawLine(pt.pos, leaderEnd(pt.pos, r));
        }
        // A light halo keeps the label readable over error bars and grid lines.
        p.fillRect(r.adjusted(-0.5, 0.5, 0.5, -0.5), QColor(255, 255, 255, 190));
        p.setFont(isWinner ? winnerFont : labelFont);
        p.setPen(isWinner ? color::winner() : pt.row->ranked() ? color::text() : color::muted());
        p.drawText(r, Qt::AlignLeft | Qt::AlignVCenter, texts[i]);
    }
    p.restore();
}

std::vector<BarRow> objectiveBarRows(const ReportModel& m)
{
    std::vector<BarRow> ranked, misses;
    for (const auto& r : m.outcome.rows) {
        BarRow b;
        b.gpuId = r.prediction.gpuId;
        b.label = deploymentText(r.gpuName, r.prediction.gpuId, r.prediction.numGpus);
        b.verdict = r.verdict;
        if (r.ranked())
            b.value = r.objectiveValue;
        else if (r.hasFigures())
            b.value = r.objectiveAtPrediction; // the outcome's, for rows that are not ranked
        // No value, no bar: deployments that do not fit, overloaded ones and the unpriced under
        // the cost objective are named with their reason in the tables instead.
        if (!b.value || !std::isfinite(*b.value))
            continue;
        (r.ranked() ? ranked : misses).push_back(std::move(b));
    }
    auto byValue = [](const BarRow& a, const BarRow& b) {
        return a.value.value_or(std::numeric_limits<double>::infinity())
            < b.value.value_or(std::numeric_limits<double>::infinity());
    };
    std::stable_sort(ranked.begin(), ranked.end(), byValue);
    std::stable_sort(misses.begin(), misses.end(), byValue);
    ranked.insert(ranked.end(), misses.begin(), misses.end());
    return ranked;
}

namespace {
constexpr double kBarTitleHeight = 18;
constexpr double kBarAxisHeight = 24;
constexpr double kBarRowHeight = 11;
} // namespace

double objectiveBarsHeight(std::size_t rows) { return kBarTitleHeight + kBarAxisHeight + rows * kBarRowHeight + 2; }

void paintObjectiveBars(QPainter& p, const QRectF& rect, const ReportModel& m, const std::vector<BarRow>& all,
                        std::size_t first, std::size_t last, const QLocale& locale, bool continued)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const QFont titleFont = reportFont(10, true), labelFont = reportFont(7), valueFont = reportFont(7),
                tickFont = reportFont(7);
    p.setFont(titleFont);
    p.setPen(color::text());
    QString title = QCoreApplication::translate("Report", "%1 per deployment (%2), lower is better")
                        .arg(objectiveTitle(m.outcome.scenario.objective), objectiveUnit(m.outcome.scenario.objective));
    if (continued)
        title += QLatin1Char(' ') + QCoreApplication::translate("Report", "(continued)");
    p.drawText(QRectF(rect.left(), rect.top(), rect.width(), 14), Qt::AlignLeft | Qt::AlignVCenter, title);

    last = std::min(last, all.size());
    double maxValue = 0;
    for (const auto& b : all)
        if (b.value)
            maxValue = std::max(maxValue, *b.value);
    const QFontMetricsF labelFm(labelFont), valueFm(valueFont);
    double labelWidth = 0;
    for (const auto& b : all)
        labelWidth = std::max(labelWidth, labelFm.horizontalAdvance(b.label));
    labelWidth = std::min(labelWidth + 6, rect.width() * 0.4);
    // Room right of the longest bar for its value and reason ("0.412  misses the SLA").
    const double reasonWidth = valueFm.horizontalAdvance(QStringLiteral("0.0000  ")
                                                         + QCoreApplication::translate("Report", "misses the SLA"))
        + 8;
    const QRectF plot(rect.left() + labelWidth, rect.top() + kBarTitleHeight,
                      std::max(40.0, rect.width() - labelWidth - reasonWidth), (last - first) * kBarRowHeight);
    const Axis ax = Axis::fit(0, maxValue > 0 ? maxValue : 1, false, 6);

    for (double t : ax.ticks) {
        const double x = plot.left() + ax.frac(t) * plot.width();
        p.setPen(QPen(color::grid(), 0.5));
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        p.setFont(tickFont);
        p.setPen(color::muted());
        p.drawText(QRectF(x - 30, plot.bottom() + 2, 60, 10), Qt::AlignHCenter | Qt::AlignTop, tickText(t, locale));
    }
    p.setFont(reportFont(8));
    p.setPen(color::text());
    p.drawText(QRectF(plot.left(), plot.bottom() + 12, plot.width(), 11), Qt::AlignHCenter | Qt::AlignTop,
               objectiveUnit(m.outcome.scenario.objective));

    for (std::size_t i = first; i < last; ++i) {
        const BarRow& b = all[i];
        const double top = plot.top() + (i - first) * kBarRowHeight;
        const QRectF band(plot.left(), top + 1.5, plot.width(), kBarRowHeight - 3);
        const bool ranked = b.verdict == GpuVerdict::Winner || b.verdict == GpuVerdict::MeetsSla;
        // A label wider than the column (a long custom name) is set smaller, never cut.
        QFont font = b.verdict == GpuVerdict::Winner ? reportFont(7, true) : labelFont;
        if (const double w = QFontMetricsF(font).horizontalAdvance(b.label); w > labelWidth - 5)
            font.setPixelSize(std::max(3, static_cast<int>(std::floor(font.pixelSize() * (labelWidth - 5) / w))));
        p.setFont(font);
        p.setPen(ranked ? color::text() : color::muted());
        p.drawText(QRectF(rect.left(), top, labelWidth - 5, kBarRowHeight), Qt::AlignRight | Qt::AlignVCenter, b.label);
        double end = plot.left();
        if (b.value) {
            const double w = ax.frac(*b.value) * plot.width();
            const QColor c = b.verdict == GpuVerdict::Winner ? color::winner()
                : ranked                                     ? color::feasible()
                                                             : color::infeasible().lighter(125);
            p.fillRect(QRectF(band.left(), band.top(), std::max(w, 0.8), band.height()), c);
            end = band.left() + w;
        }
        QString note = b.value ? figureText(*b.value, Figure::Sig3, locale) : QString();
        if (b.verdict == GpuVerdict::MissesSla)
            note += QStringLiteral("  ") + QCoreApplication::translate("Report", "misses the SLA");
        else if (b.verdict == GpuVerdict::Winner)
            note += QStringLiteral("  \u2605 ") + QCoreApplication::translate("Report", "best");
        const QFont noteFont = b.verdict == GpuVerdict::Winner ? reportFont(7, true) : valueFont;
        if (!b.value) // no bar: keep the grid lines from running through the note
            p.fillRect(QRectF(end + 2, top + 2, QFontMetricsF(noteFont).horizontalAdvance(note) + 2, kBarRowHeight - 4),
                       Qt::white);
        p.setFont(noteFont);
        p.setPen(b.verdict == GpuVerdict::Winner ? color::winner() : ranked ? color::text() : color::muted());
        p.drawText(QRectF(end + 3, top, reasonWidth + (plot.right() - end), kBarRowHeight),
                   Qt::AlignLeft | Qt::AlignVCenter, note);
    }
    p.setPen(QPen(color::muted(), 0.6));
    p.drawLine(plot.topLeft(), plot.bottomLeft());
    p.restore();
}

QByteArray renderSvg(const std::function<void(QPainter&, const QRectF&)>& paint, const QSizeF& sizePt,
                     const QString& title)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator gen;
    gen.setOutputDevice(&buffer);
    gen.setResolution(72);
    gen.setSize(sizePt.toSize());
    gen.setViewBox(QRectF(QPointF(0, 0), sizePt));
    gen.setTitle(title);
    {
        QPainter p(&gen);
        paint(p, QRectF(QPointF(0, 0), sizePt));
    }
    return buffer.data();
}

} // namespace wattgpu::report
