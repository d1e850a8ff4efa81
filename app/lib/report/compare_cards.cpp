#include "app/lib/report/compare_cards.h"

#include "app/lib/report/report_chart.h"
#include "app/lib/report/report_document.h"
#include "app/lib/report/report_format.h"
#include "app/lib/report/report_latency.h"
#include "app/lib/report/report_pdf.h"
#include "app/lib/report/report_table.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>

namespace wattgpu::report {

namespace {

constexpr double kDesignW = 770;
constexpr double kDesignH = 520;

struct Metric {
    QString label;
    QString unit;
    Col col;
    Col low = Col::Count_;
    Col high = Col::Count_;
};

std::vector<Metric> metrics(bool hardware, ItlKind itl)
{
    return {
        {QCoreApplication::translate("Report", "Mean power"), QCoreApplication::translate("Report", "W"), Col::PowerW,
         Col::PowerWLow, Col::PowerWHigh},
        {itlMetricTitle(itl), QCoreApplication::translate("Report", "ms"), Col::ItlMs, Col::ItlMsLow, Col::ItlMsHigh},
        {QCoreApplication::translate("Report", "Energy per token"), QCoreApplication::translate("Report", "J/token"),
         Col::EnergyPerTokenJ, Col::EnergyPerTokenJLow, Col::EnergyPerTokenJHigh},
        hardware ? Metric{QCoreApplication::translate("Report", "All-in cost"),
                          QCoreApplication::translate("Report", "$/1M tokens"), Col::AllInUsdPerMTokens}
                 : Metric{QCoreApplication::translate("Report", "Electricity cost"),
                          QCoreApplication::translate("Report", "$/1M tokens"), Col::ElectricityUsdPerMTokens},
        {QCoreApplication::translate("Report", "Carbon"), QCoreApplication::translate("Report", "gCO\u2082/1M tokens"),
         Col::Gco2PerMTokens},
    };
}

QColor verdictColor(GpuVerdict v)
{
    switch (v) {
    case GpuVerdict::Winner: return color::winner();
    case GpuVerdict::MeetsSla: return color::feasible();
    case GpuVerdict::MissesSla:
    case GpuVerdict::DoesNotFit:
    case GpuVerdict::Overloaded:
    case GpuVerdict::Unpriced: return color::slaLine();
    case GpuVerdict::NotCompared: return color::muted();
    }
    return color::muted();
}

void drawFitted(QPainter& p, const QRectF& r, Qt::Alignment a, const QString& text, QFont f, int minPx)
{
    // Large figures shrink rather than overflow a narrow card.
    while (f.pixelSize() > minPx && QFontMetricsF(f).horizontalAdvance(text) > r.width())
        f.setPixelSize(f.pixelSize() - 1);
    p.setFont(f);
    p.drawText(r, a, QFontMetricsF(f).elidedText(text, Qt::ElideRight, r.width()));
}

QRectF compareSubtitleRect(const QString& subtitle)
{
    // Under the 26-point title, as many lines as the text needs at the design width (at most
    // four: the cards keep the rest).
    const QFontMetricsF fm(reportFont(9));
    const double h = fm.boundingRect(QRectF(0, 0, kDesignW, 4 * fm.lineSpacing()),
                                     Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, subtitle)
                         .height();
    return QRectF(0, 30, kDesignW, std::clamp(h, fm.lineSpacing(), 4 * fm.lineSpacing()));
}

} // namespace

QSizeF compareDesignSize() { return QSizeF(kDesignW, kDesignH); }

void paintCompareCards(QPainter& p, const QRectF& rect, const ReportModel& model,
                       const std::vector<std::string>& gpuIds, const QLocale& locale)
{
    const ReportModel m = restrictedTo(model, gpuIds);
    const GpuTable table = buildGpuTable(m);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const double s = std::min(rect.width() / kDesignW, rect.height() / kDesignH);
    p.translate(rect.left() + (rect.width() - kDesignW * s) / 2, rect.top() + (rect.height() - kDesignH * s) / 2);
    p.scale(s, s);

    // Header.
    p.setPen(color::text());
    p.setFont(reportFont(20, true));
    p.drawText(QRectF(0, 0, kDesignW, 26), Qt::AlignLeft | Qt::AlignVCenter,
               QCoreApplication::translate("Report", "%1: GPUs side by side")
                   .arg(shortModelName(m.outcome.scenario.llm.hfId)));
    // The subtitle names the workload and the SLA; it wraps at the card row's width (issue 33: on
    // one line it ran past the page edge and the SLA value was cut) and the cards start below it.
    p.setFont(reportFont(9));
    p.setPen(color::muted());
    const QString subtitle = workloadText(m.outcome.scenario.workload, locale, m.outcome.scenario.rateRps(),
                                          m.outcome.scenario.gpuCountMode)
        + QStringLiteral(" \u00b7 ")
        + (m.outcome.scenario.slaTtftMs
               ? QCoreApplication::translate("Report", "SLA: %1").arg(slaLimitsText(m.outcome.scenario, locale))
               : QCoreApplication::translate("Report", "SLA: %1 at most %2 ms")
                     .arg(itlMetricName(m.outcome.scenario.workload.itlMetric),
                          inputText(m.outcome.scenario.slaItlMs, locale)));
    const QRectF subtitleRect = compareSubtitleRect(subtitle);
    p.drawText(subtitleRect, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, subtitle);

    const auto ms = metrics(table.hasHardware, m.outcome.scenario.workload.itlMetric);
    const std::size_t n = table.rows.size();
    // Best (lowest) value per metric among the cards that meet the SLA.
    std::vector<std::optional<double>> best(ms.size());
    for (std::size_t k = 0; k < ms.size(); ++k)
        for (const auto& r : table.rows)
            if (r.rank > 0 && r[ms[k].col] && (!best[k] || *r[ms[k].col] < *best[k]))
                best[k] = r[ms[k].col];

    const double top = subtitleRect.bottom() + 12, footerH = 40;
    const double gap = 16;
    const double cardH = kDesignH - top - footerH - 8;
    const double cardW = n ? (kDesignW - gap * (n - 1)) / n : kDesignW;
    for (std::size_t i = 0; i < n; ++i) {
        const TableRow& r = table.rows[i];
        const ReportGpuRow* src = m.row(deploymentKey(r.gpuId, r.numGpus, GpuCountMode::AllCounts));
        const QRectF card(i * (cardW + gap), top, cardW, cardH);
        const bool win = r.verdict == GpuVerdict::Winner;
        p.setPen(QPen(win ? color::winner() : color::grid().darker(115), win ? 2.2 : 1));
        p.setBrush(win ? QColor(0xf3, 0xfb, 0xf5) : QColor(Qt::white));
        p.drawRoundedRect(card.adjusted(1, 1, -1, -1), 8, 8);

        const double pad = 16;
        const QRectF inner = card.adjusted(pad, 12, -pad, -12);
        p.setPen(color::text());
        const QString name = r.gpuName; // the deployment: "2 × H100 SXM5 80GB"
        drawFitted(p, QRectF(inner.left(), inner.top(), inner.width(), 26), Qt::AlignLeft | Qt::AlignVCenter, name,
                   reportFont(20, true), 11);

        // Verdict pill.
        const QFont pill = reportFont(9, true);
        const QString verdict = win ? QStringLiteral("\u2605 ") + slaVerdictText(r, m.outcome.scenario)
                                    : slaVerdictText(r, m.outcome.scenario);
        const double pw = QFontMetricsF(pill).horizontalAdvance(verdict) + 14;
        const QRectF pillRect(inner.left(), inner.top() + 30, pw, 16);
        p.setPen(Qt::NoPen);
        p.setBrush(verdictColor(r.verdict));
        p.drawRoundedRect(pillRect, 8, 8);
        p.setPen(Qt::white);
        p.setFont(pill);
        p.drawText(pillRect, Qt::AlignCenter, verdict);
        if (r.rank > 1) {
            // Beside a long verdict ("At risk for the SLA") it shrinks rather than run off the card.
            p.setPen(color::muted());
            drawFitted(p, QRectF(pillRect.right() + 8, pillRect.top(), inner.width() - pw - 8, 16),
                       Qt::AlignLeft | Qt::AlignVCenter,
                       QCoreApplication::translate("Report", "%1 vs best")
                           .arg(percentDeltaText(r[Col::VsWinnerPercent], locale)),
                       reportFont(9), 7);
        }

        // Whether the figures rest on measurements of this GPU, and whether it lies outside the data.
        if (src) {
            QString basis = evidenceText(src->prediction, locale);
            if (src->prediction.outOfDistribution)
                basis += QStringLiteral(" \u00b7 \u26a0 ")
                    + QCoreApplication::translate("Report", "outside the training data");
            p.setPen(src->prediction.outOfDistribution ? color::slaLine() : color::muted());
            drawFitted(p, QRectF(inner.left(), inner.top() + 50, inner.width(), 14), Qt::AlignLeft | Qt::AlignVCenter,
                       basis, reportFont(9), 7);
        }
        double y = inner.top() + 70;
        if (!r.fitsMemory || !r[Col::PowerW]) {
            p.setPen(color::slaLine());
            p.setFont(reportFont(11));
            QString why = QCoreApplication::translate("Report", "Does not fit in memory");
            if (r.verdict == GpuVerdict::Overloaded)
                why = QCoreApplication::translate("Report", "%1 req/s is more than one replica sustains")
                          .arg(inputText(m.outcome.scenario.rateRps().value_or(0), locale));
            else if (src)
                why += QStringLiteral(": ")
                    + QCoreApplication::translate("Report", "needs %1 GB per GPU, %2 GB usable")
                          .arg(figureText(src->prediction.memoryNeededGbPerGpu, Figure::Sig3, locale),
                               figureText(src->prediction.memoryAvailableGbPerGpu, Figure::Sig3, locale));
            if (src && !src->fix.empty())
                why += QStringLiteral(" (") + QString::fromStdString(src->fix) + QStringLiteral(")");
            p.drawText(QRectF(inner.left(), y, inner.width(), inner.bottom() - y),
                       Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, why);
            continue;
        }
        const double rowH = (inner.bottom() - y) / ms.size();
        for (std::size_t k = 0; k < ms.size(); ++k) {
            const Metric& mt = ms[k];
            const double ry = y + k * rowH;
            p.setPen(QPen(color::grid(), 0.8));
            p.drawLine(QPointF(inner.left(), ry), QPointF(inner.right(), ry));
            p.setPen(color::muted());
            p.setFont(reportFont(9));
            p.drawText(QRectF(inner.left(), ry + 4, inner.width(), 12), Qt::AlignLeft | Qt::AlignVCenter, mt.label);
            const bool isBest = r.rank > 0 && best[k] && r[mt.col] && *r[mt.col] == *best[k] && n > 1;
            // Above the SLA: the ITL when it is the limit missed (a TTFT miss leaves the ITL within it).
            const bool slow = mt.col == Col::ItlMs && r.verdict == GpuVerdict::MissesSla
                && (r.missedLimits.itl || !r.missedLimits.any());
            if (isBest) {
                p.setPen(color::winner());
                p.setFont(reportFont(8, true));
                p.drawText(QRectF(inner.left(), ry + 4, inner.width(), 12), Qt::AlignRight | Qt::AlignVCenter,
                           QCoreApplication::translate("Report", "lowest"));
            } else if (slow) {
                p.setPen(color::slaLine());
                p.setFont(reportFont(8, true));
                p.drawText(QRectF(inner.left(), ry + 4, inner.width(), 12), Qt::AlignRight | Qt::AlignVCenter,
                           QCoreApplication::translate("Report", "above the SLA"));
            }
            const QString value = cellText(r, mt.col, locale);
            const QFont big = reportFont(28, true);
            p.setPen(isBest ? color::winner() : slow ? color::slaLine() : color::text());
            QFont fitted = big;
            const QFont unitFont = reportFont(10);
            const double unitW = QFontMetricsF(unitFont).horizontalAdvance(mt.unit) + 6;
            while (fitted.pixelSize() > 14 && QFontMetricsF(fitted).horizontalAdvance(value) > inner.width() - unitW)
                fitted.setPixelSize(fitted.pixelSize() - 1);
            const QFontMetricsF fm(fitted);
            const double vw = fm.horizontalAdvance(value);
            const QRectF valueRect(inner.left(), ry + 16, vw + 2, fm.height());
            p.setFont(fitted);
            p.drawText(valueRect, Qt::AlignLeft | Qt::AlignBottom, value);
            p.setFont(unitFont);
            p.setPen(color::muted());
            p.drawText(QRectF(valueRect.right() + 4, valueRect.top(), inner.width() - vw - 6,
                              valueRect.height() - fm.descent()),
                       Qt::AlignLeft | Qt::AlignBottom, mt.unit);
            const QString range = mt.low != Col::Count_ ? rangeText(r, mt.low, mt.high, locale) : QString();
            if (!range.isEmpty()) {
                p.setFont(reportFont(8));
                p.drawText(QRectF(inner.left(), valueRect.bottom(), inner.width(), 11), Qt::AlignLeft | Qt::AlignTop,
                           QCoreApplication::translate("Report", "interval %1").arg(range));
            }
        }
    }

    // Footer: assumptions and provenance.
    p.setFont(reportFont(7));
    p.setPen(color::muted());
    const QString footer = economicsText(m.outcome.scenario.economics, locale) + QLatin1Char(' ')
        + QCoreApplication::translate("Report", "Costs and CO\u2082 per 1M output tokens.") + QLatin1Char(' ')
        + footerText(m) + QStringLiteral(" \u00b7 ") + dateText(m.date, locale) + QStringLiteral(" \u00b7 ")
        + QCoreApplication::translate("Report", "Predicted from public specifications, not measured.");
    p.drawText(QRectF(0, kDesignH - footerH, kDesignW, footerH), Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap,
               footer);
    p.restore();
}

QByteArray renderComparePdf(const ReportModel& model, const ReportOptions& options)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(72);
        writer.setPageSize(QPageSize(options.page == PageSize::Letter ? QPageSize::Letter : QPageSize::A4));
        writer.setPageOrientation(QPageLayout::Landscape);
        writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Point);
        writer.setTitle(QCoreApplication::translate("Report", "%1: GPUs side by side")
                            .arg(shortModelName(model.outcome.scenario.llm.hfId)));
        writer.setCreator(QStringLiteral("WattGPU Planner"));
        QPainter p(&writer);
        const QSizeF page = pageSizePt(options.page, true);
        paintCompareCards(p, QRectF(QPointF(0, 0), page).adjusted(34, 34, -34, -34), model, options.compareGpuIds,
                          options.locale);
    }
    return buffer.data();
}

} // namespace wattgpu::report
