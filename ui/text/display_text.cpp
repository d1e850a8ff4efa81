#include "ui/text/display_text.h"

#include "app/lib/report/report_format.h"

#include "core/catalog/catalog.h"

#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace wattgpu::ui {

QString DisplayText::shortGpuName(const GpuSpec& gpu) { return QString::fromStdString(wattgpu::shortGpuName(gpu)); }

QString DisplayText::deploymentName(const GpuSpec& gpu, int numGpus)
{
    return deploymentName(shortGpuName(gpu), numGpus);
}

QString DisplayText::deploymentName(const QString& shortGpuName, int numGpus)
{
    //: a deployment: GPUs per replica × GPU name, e.g. "2 × H100 SXM5"
    return tr("%1 × %2").arg(std::max(1, numGpus)).arg(shortGpuName);
}

QString DisplayText::oodMarked(const QString& name, bool outOfDistribution)
{
    // The flag column's mark, after a no-break space so it never wraps away from the name.
    return outOfDistribution ? name + QStringLiteral("\u00a0\u26a0") : name;
}

QString DisplayText::shortLlmName(const LlmSpec& llm)
{
    const QString id = QString::fromStdString(llm.hfId);
    const int slash = id.lastIndexOf(QLatin1Char('/'));
    return slash >= 0 ? id.mid(slash + 1) : id;
}

QString DisplayText::count(qint64 n) { return QLocale().toString(n); }

QString DisplayText::number(double v, int significant)
{
    if (!std::isfinite(v))
        return tr("n/a");
    const double a = std::abs(v);
    if (a > 0 && a < 0.001)
        return QLocale().toString(v, 'g', 2);
    int decimals = 0;
    if (a > 0) {
        const int magnitude = static_cast<int>(std::floor(std::log10(a))) + 1; // digits before the point
        decimals = std::clamp(significant - magnitude, 0, 6);
    }
    // Round half away from zero, as the reports do (report::roundFigure): 70.55 B is "70.6 B" in
    // both, where printf-style rounding of the binary value gives "70.5".
    const double scale = std::pow(10.0, decimals);
    QString s = QLocale().toString(std::round(v * scale) / scale, 'f', decimals);
    // "50.0" reads as more precise than it is; drop trailing zeros after the separator.
    const QChar point = QLocale().decimalPoint().front();
    if (decimals > 0) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(point))
            s.chop(1);
    }
    return s;
}

QString DisplayText::withUnit(double v, const QString& unit, int significant)
{
    //: value and unit, e.g. "312 W"
    return tr("%1 %2").arg(number(v, significant), unit);
}

QString DisplayText::withInterval(double v, double lo, double hi, const QString& unit, int significant)
{
    if (!(hi > lo) || !std::isfinite(lo) || !std::isfinite(hi))
        return withUnit(v, unit, significant);
    //: value, unit and interval, e.g. "312 W (280–350)"
    return tr("%1 %2 (%3–%4)").arg(number(v, significant), unit, number(lo, significant), number(hi, significant));
}

QString DisplayText::interval(double v, double lo, double hi, int significant)
{
    if (!(hi > lo) || !std::isfinite(lo) || !std::isfinite(hi))
        return number(v, significant);
    //: value and interval, e.g. "312 (280–350)"
    return tr("%1 (%2–%3)").arg(number(v, significant), number(lo, significant), number(hi, significant));
}

QString DisplayText::bytes(double b)
{
    if (b >= 1e9)
        return withUnit(b / 1e9, tr("GB"));
    if (b >= 1e6)
        return withUnit(b / 1e6, tr("MB"));
    if (b >= 1024)
        return withUnit(b / 1024.0, tr("KiB"));
    return withUnit(b, tr("bytes"));
}

QString DisplayText::params(double billions)
{
    if (billions < 1.0)
        return withUnit(billions * 1000.0, tr("M"));
    return withUnit(billions, tr("B"));
}

QString DisplayText::precision(Precision p)
{
    switch (p) {
    case Precision::BF16: return tr("BF16");
    case Precision::FP16: return tr("FP16");
    case Precision::FP8: return tr("FP8");
    case Precision::MXFP4: return tr("MXFP4");
    }
    return {};
}

QString DisplayText::kvCacheDtype(KvCacheDtype d)
{
    switch (d) {
    //: KV-cache precision: the engine's default, 16-bit like the activations
    case KvCacheDtype::Auto: return tr("auto (16-bit)");
    case KvCacheDtype::Fp8: return tr("FP8");
    }
    return {};
}

QString DisplayText::objective(Objective o)
{
    switch (o) {
    case Objective::EnergyPerToken: return tr("Energy per token");
    case Objective::MeanPower: return tr("Mean power");
    case Objective::Cost: return tr("Electricity cost");
    case Objective::Carbon: return tr("CO₂ emissions");
    }
    return {};
}

QString DisplayText::objectiveInSentence(Objective o)
{
    switch (o) {
    //: the objective inside a sentence ("line: its energy per token")
    case Objective::EnergyPerToken: return tr("energy per token");
    //: the objective inside a sentence ("line: its mean power")
    case Objective::MeanPower: return tr("mean power");
    //: the objective inside a sentence ("line: its electricity cost")
    case Objective::Cost: return tr("electricity cost");
    //: the objective inside a sentence ("line: its CO₂ emissions")
    case Objective::Carbon: return tr("CO₂ emissions", "in a sentence");
    }
    return {};
}

QString DisplayText::objectiveShort(Objective o)
{
    switch (o) {
    case Objective::EnergyPerToken: return tr("energy");
    case Objective::MeanPower: return tr("power");
    case Objective::Cost: return tr("cost");
    case Objective::Carbon: return tr("CO₂");
    }
    return {};
}

QString DisplayText::objectiveUnit(Objective o)
{
    switch (o) {
    case Objective::EnergyPerToken: return tr("J/token");
    case Objective::MeanPower: return tr("W");
    case Objective::Cost: return tr("$/1M tokens");
    case Objective::Carbon: return tr("gCO₂/1M tokens");
    }
    return {};
}

QString DisplayText::objectiveValue(Objective o, double v) { return withUnit(v, objectiveUnit(o)); }

QStringList DisplayText::warningTitles(const Prediction& p)
{
    QStringList titles;
    for (const Warning& w : p.warnings)
        titles << warning(Warning{w.code, {}});
    titles.removeDuplicates();
    return titles;
}

QString DisplayText::warning(const Warning& w)
{
    // One wording for the window and the reports: the report's translated titles.
    const QString head = report::warningTitle(w.code);
    if (w.detail.empty())
        return head;
    return tr("%1 (%2)").arg(head, QString::fromStdString(w.detail));
}

QString DisplayText::itlMetric(ItlKind k) { return report::itlMetricName(k); }
QString DisplayText::itlMetricTitle(ItlKind k) { return report::itlMetricTitle(k); }
QString DisplayText::stack(const ServingStack& s) { return report::stackText(s.engine, s.version); }
QString DisplayText::evidence(const Prediction& p) { return report::evidenceText(p, QLocale()); }

QString DisplayText::notFitting(const Prediction& p)
{
    // No serving engine runs it (the request exceeds the context, the heads do not split over the
    // GPUs): that reason, not its memory, which may well fit.
    for (const Warning& w : p.warnings)
        if (w.code == WarningCode::NotRunnable)
            return warning(w);
    if (p.memoryNeededGbPerGpu > 0 && p.memoryAvailableGbPerGpu > 0)
        return tr("does not fit: needs %1 per GPU, has %2")
            .arg(withUnit(p.memoryNeededGbPerGpu, tr("GB")), withUnit(p.memoryAvailableGbPerGpu, tr("GB")));
    return tr("does not fit in GPU memory");
}

QString DisplayText::slaMisses(const Prediction& p, const SlaLimits& missed, const Sla& sla)
{
    QStringList clauses;
    if (missed.itl || !missed.any())
        //: an ITL limit missed: "ITL 62.1 ms > SLA 50 ms"
        clauses << tr("ITL %1 > SLA %2")
                       .arg(withUnit(slaTestedItlMs(p, sla.confidence), tr("ms")), withUnit(sla.itlMs, tr("ms")));
    if (missed.ttft && sla.ttftMs)
        //: a TTFT limit missed: "TTFT 812 ms > SLA 500 ms"
        clauses << tr("TTFT %1 > SLA %2")
                       .arg(withUnit(slaTestedTtftMs(p, sla.confidence), tr("ms")), withUnit(*sla.ttftMs, tr("ms")));
    return clauses.join(tr("; "));
}

QString DisplayText::slaRisks(const Prediction& p, const SlaLimits& risks)
{
    return slaRisks(p.itlMsHigh, p.ttftMsHigh, risks);
}

QString DisplayText::slaRisks(double itlMsHigh, double ttftMsHigh, const SlaLimits& risks)
{
    QStringList clauses;
    if (risks.itl || !risks.any())
        clauses << tr("the ITL interval reaches %1, above the SLA").arg(withUnit(itlMsHigh, tr("ms")));
    if (risks.ttft)
        clauses << tr("the TTFT interval reaches %1, above the TTFT SLA").arg(withUnit(ttftMsHigh, tr("ms")));
    return clauses.join(tr("; "));
}

QString DisplayText::slaName(double slaItlMs, std::optional<double> slaTtftMs)
{
    if (!slaTtftMs)
        //: an SLA by its limit: "50 ms ITL"
        return tr("%1 ITL").arg(withUnit(slaItlMs, tr("ms")));
    //: an SLA by its two limits: "50 ms ITL and 500 ms TTFT"
    return tr("%1 ITL and %2 TTFT").arg(withUnit(slaItlMs, tr("ms")), withUnit(*slaTtftMs, tr("ms")));
}

QString DisplayText::lossReason(const ExcludedGpu& ex, const Sla& sla)
{
    QString text;
    switch (ex.reason) {
    case LossReason::DoesNotFit: text = notFitting(ex.prediction); break;
    case LossReason::MissesSla:
        //: a deployment that misses a limit of the SLA: "too slow: ITL 62.1 ms > SLA 50 ms"
        text = tr("too slow: %1").arg(slaMisses(ex.prediction, ex.missedLimits, sla));
        break;
    case LossReason::HigherObjective: text = tr("uses more energy than the winner"); break;
    case LossReason::Overloaded:
        text = ex.prediction.server ? tr("overloaded: %1 is more than one replica sustains")
                                          .arg(withUnit(ex.prediction.server->rateRps, tr("req/s")))
                                    : tr("overloaded: the request rate is more than one replica sustains");
        break;
    case LossReason::NotFinite:
        text = tr("not finite: a predicted figure overflows (an extreme rate, workload or price)");
        break;
    case LossReason::Unpriced:
        text = tr("no hardware price for this GPU while others are quoted: not ranked on cost");
        break;
    }
    if (ex.provenFix)
        text += tr("; nearest fix: %1")
                    .arg(fix(*ex.provenFix,
                             ex.prediction.server ? std::optional<double>(ex.prediction.server->rateRps)
                                                  : std::nullopt));
    return text;
}

QString DisplayText::lossReason(const DeploymentRow& row, const Sla& sla)
{
    ExcludedGpu ex;
    ex.prediction = row.prediction;
    ex.reason = row.reason;
    ex.missedLimits = row.missedLimits;
    ex.detail = row.detail;
    ex.fix = row.fix;
    ex.provenFix = row.provenFix;
    ex.maxRateRps = row.maxRateRps.value_or(0);
    return lossReason(ex, sla);
}

QString DisplayText::fix(const ProvenFix& f, std::optional<double> rateRps)
{
    const QString itl = withUnit(f.itlMs, tr("ms"));
    switch (f.kind) {
    case FixKind::MoreGpus: // always 2 or more
        //: A proven fix: "<n> GPUs per replica meet the SLA (ITL <ms>)"
        return tr("%1 GPUs per replica meet the SLA (ITL %2)").arg(f.numGpus).arg(itl);
    case FixKind::SmallerBatch: return tr("concurrency %1 meets the SLA (ITL %2)").arg(count(f.batch)).arg(itl);
    case FixKind::LowerRate: // the asked rate is above one replica's: 2 replicas or more
        //: A proven fix in server mode: at most <rate> per replica, so <n> replicas carry the asked rate
        return tr("at most %1 per replica meets the SLA (ITL %2); %3 replicas carry %4")
            .arg(withUnit(f.rateRps, tr("req/s")), itl)
            .arg(f.replicas)
            .arg(withUnit(rateRps.value_or(0.0), tr("req/s")));
    case FixKind::OtherPrecision:
        if (f.numGpus <= 1)
            //: A proven fix: "<precision> meets the SLA (ITL <ms>)"
            return tr("%1 meets the SLA (ITL %2)").arg(precision(f.precision), itl);
        //: A proven fix: "<precision> with <n> GPUs per replica meets the SLA (ITL <ms>)"
        return tr("%1 with %2 GPUs per replica meets the SLA (ITL %3)")
            .arg(precision(f.precision))
            .arg(f.numGpus)
            .arg(itl);
    }
    return {};
}

} // namespace wattgpu::ui
