#include "app/lib/report/report_latency.h"

#include "app/lib/report/report_format.h"
#include "core/util/text.h"

#include <QCoreApplication>

#include <algorithm>

namespace wattgpu::report {

namespace {

// The bases core/features/physics.cpp (idlePrior) and core/plan/server.cpp (idleEstimateW) give,
// word for word, so lupdate sees them and an English report prints core's text unchanged; a test
// (test_report, serverModeSaysIdleBasisAndTtft) fails when core's text drifts from these.
const char* const kIdleBases[] = {
    QT_TRANSLATE_NOOP("Report",
                      "datacenter GPU with a model resident: 17-21 % of TDP (NVML: A100 SXM4 61-83 W of 400 W with a "
                      "vLLM server loaded, H100 SXM5 ~120 W of 700 W)"),
    QT_TRANSLATE_NOOP("Report",
                      "workstation or consumer GPU: 6-9 % of board power at idle (NVML: RTX 6000 Ada ~27 W of 300 W, "
                      "RTX 3090 ~20 W of 350 W)"),
    QT_TRANSLATE_NOOP("Report", "set by the user"),
};

} // namespace

std::vector<LatencyColumn> latencyColumns(ItlKind slaMetric)
{
    std::vector<LatencyColumn> out;
    if (slaMetric != ItlKind::P90Itl)
        out.push_back({Col::ItlP90Ms, Col::ItlP90MsLow, Col::ItlP90MsHigh, itlMetricShort(ItlKind::P90Itl)});
    if (slaMetric != ItlKind::P99Itl)
        out.push_back({Col::ItlP99Ms, Col::ItlP99MsLow, Col::ItlP99MsHigh, itlMetricShort(ItlKind::P99Itl)});
    //: column header: time to first token
    out.push_back({Col::TtftMs, Col::TtftMsLow, Col::TtftMsHigh, QCoreApplication::translate("Report", "TTFT")});
    return out;
}

namespace {

// "TTFT at most 500 ms" or "no TTFT limit": the SLA's second limit.
QString ttftLimitText(const Scenario& s, const QLocale& locale)
{
    if (s.slaTtftMs)
        //: the SLA's limit on the time to first token
        return QCoreApplication::translate("Report", "TTFT at most %1 ms").arg(inputText(*s.slaTtftMs, locale));
    //: the SLA has an ITL limit only
    return QCoreApplication::translate("Report", "no TTFT limit");
}

} // namespace

QString slaLimitsText(const Scenario& s, const QLocale& locale)
{
    return QCoreApplication::translate("Report", "%1 at most %2 ms")
               .arg(itlMetricName(s.workload.itlMetric), inputText(s.slaItlMs, locale))
        + QStringLiteral("; ") + ttftLimitText(s, locale);
}

QString slaInputText(const Scenario& s, const QLocale& locale)
{
    const ItlKind metric = s.workload.itlMetric;
    return slaLimitsText(s, locale) + QStringLiteral(". ")
        + QCoreApplication::translate("Report", "%1: %2.").arg(itlMetricTitle(metric), itlMetricDescription(metric));
}

QString latencyDefinitionsText(const Scenario& s, const QLocale& locale)
{
    const ItlKind metric = s.workload.itlMetric;
    QString out;
    if (metric == ItlKind::P90Itl || metric == ItlKind::P99Itl) {
        const ItlKind other = metric == ItlKind::P90Itl ? ItlKind::P99Itl : ItlKind::P90Itl;
        out = QCoreApplication::translate("Report", "%1: %2.").arg(itlMetricTitle(other), itlMetricDescription(other));
    } else {
        out = QCoreApplication::translate("Report",
                                          "p90 / p99 ITL: 90th / 99th percentile of all gaps between streamed tokens "
                                          "of all requests (includes steps that carry other requests' prompts).");
    }
    out += QLatin1Char(' ');
    if (const auto rate = s.rateRps())
        out += QCoreApplication::translate("Report",
                                           "TTFT: the request's own prefill plus its queueing at %1 requests/s per "
                                           "replica (Poisson arrivals) and its wait to join the running batch.")
                   .arg(inputText(*rate, locale));
    else
        out += QCoreApplication::translate("Report",
                                           "TTFT: the request's own prefill plus its wait to join the running batch "
                                           "of %1 concurrent requests (a closed loop), a wait for a KV-cache slot "
                                           "included.")
                   .arg(locale.toString(s.workload.batch));
    return out;
}

QString kvCacheText(KvCacheDtype d)
{
    if (d == KvCacheDtype::Fp8)
        //: the KV cache's precision, after the workload: one byte per element
        return QCoreApplication::translate("Report", "FP8 KV cache");
    //: the KV cache's precision, after the workload: the serving engine's default, 16 bits per element
    return QCoreApplication::translate("Report", "16-bit KV cache (auto)");
}

QString prefixCacheText(double share, const QLocale& locale)
{
    if (share <= 0)
        return {};
    //: after the workload: "50 % of prompt tokens from the prefix cache" (cached tokens cost no prefill)
    return QCoreApplication::translate("Report", "%1 % of prompt tokens from the prefix cache")
        .arg(locale.toString(share * 100, 'g', 3));
}

bool isKnownIdleBasis(const std::string& basis)
{
    return std::any_of(std::begin(kIdleBases), std::end(kIdleBases), [&](const char* known) { return basis == known; });
}

QString idleBasisText(const std::string& basis)
{
    if (isKnownIdleBasis(basis))
        return QCoreApplication::translate("Report", basis.c_str());
    return QString::fromStdString(printable(basis, 400));
}

QString idlePowerText(const ReportModel& m, const GpuTable& t, const QLocale& locale)
{
    if (!m.outcome.scenario.rateRps())
        return {};
    const TableRow* shown = nullptr;
    std::vector<std::string> bases;
    for (const TableRow& r : t.rows) {
        if (!r[Col::ServerIdlePowerW])
            continue;
        if (!shown || r.verdict == GpuVerdict::Winner)
            shown = &r;
        if (!r.idleBasis.empty() && std::find(bases.begin(), bases.end(), r.idleBasis) == bases.end())
            bases.push_back(r.idleBasis);
    }
    if (!shown)
        return {};
    QString range = rangeText(*shown, Col::ServerIdlePowerWLow, Col::ServerIdlePowerWHigh, locale);
    QString s = range.isEmpty()
        ? QCoreApplication::translate("Report", "%1: %2 W per replica while no request is in service.")
              .arg(shown->gpuName, cellText(*shown, Col::ServerIdlePowerW, locale))
        : QCoreApplication::translate("Report", "%1: %2 W (%3 W) per replica while no request is in service.")
              .arg(shown->gpuName, cellText(*shown, Col::ServerIdlePowerW, locale), range);
    s += QLatin1Char(' ')
        + QCoreApplication::translate(
             "Report",
             "At low request rates most of the energy per token is idle power, and its range is carried into the "
             "power and energy intervals.");
    QStringList basisTexts;
    for (const auto& b : bases)
        basisTexts << idleBasisText(b);
    if (!basisTexts.isEmpty())
        //: the public readings an idle power figure rests on, one per GPU class
        s += QLatin1Char(' ')
            + QCoreApplication::translate("Report", "Basis: %1.").arg(basisTexts.join(QStringLiteral("; ")));
    return s;
}

QString latencyFootnote()
{
    return QCoreApplication::translate(
        "Report",
        "p90 / p99 ITL: 90th / 99th percentile of all gaps between streamed tokens. TTFT: time to first "
        "token, waiting to be admitted (and, under a request rate, queueing) included.");
}

QString slaVerdictText(GpuVerdict v, bool atRisk, const SlaLimits& missed, const SlaLimits& risk, const Scenario& s)
{
    if (!s.sla().hasTtftLimit())
        return verdictText(v, atRisk);
    if (v == GpuVerdict::MissesSla) {
        const SlaLimits& l = missed;
        if (l.itl && l.ttft)
            return QCoreApplication::translate("Report", "Misses ITL and TTFT SLA");
        if (l.ttft)
            return QCoreApplication::translate("Report", "Misses TTFT SLA");
        if (l.itl)
            return QCoreApplication::translate("Report", "Misses ITL SLA");
        return verdictText(v);
    }
    const bool meets = v == GpuVerdict::Winner || v == GpuVerdict::MeetsSla;
    if (!meets || !atRisk || !risk.any())
        return verdictText(v, atRisk);
    const SlaLimits& l = risk;
    if (v == GpuVerdict::Winner)
        return l.itl && l.ttft ? QCoreApplication::translate("Report", "Best, ITL at risk, TTFT at risk")
            : l.ttft           ? QCoreApplication::translate("Report", "Best, TTFT at risk")
                               : QCoreApplication::translate("Report", "Best, ITL at risk");
    return l.itl && l.ttft ? QCoreApplication::translate("Report", "Meets SLA, ITL at risk, TTFT at risk")
        : l.ttft           ? QCoreApplication::translate("Report", "Meets SLA, TTFT at risk")
                           : QCoreApplication::translate("Report", "Meets SLA, ITL at risk");
}

QString slaMissText(const ReportGpuRow& r, const Scenario& s, const QLocale& locale)
{
    const Sla sla = s.sla();
    const Prediction& p = r.prediction;
    SlaLimits l = r.missedLimits;
    if (!l.any()) {
        // Not a limit: a figure that is not finite (core's detail says which).
        if (r.reason == LossReason::NotFinite && !r.detail.empty())
            return QString::fromStdString(printable(r.detail, 400));
        l.itl = true;
    }
    // The figure the SLA tested: the point, or the interval's upper end under the upper-bound rule,
    // each rounded as the table prints it.
    const bool upper = sla.confidence == SlaConfidence::UpperBound;
    QStringList parts;
    if (l.itl) {
        const QString ms = figureText(upper ? std::max(p.itlMs, p.itlMsHigh) : p.itlMs, Figure::Sig3, locale);
        parts << (upper ? QCoreApplication::translate("Report", "ITL up to %1 ms > SLA %2 ms")
                        : QCoreApplication::translate("Report", "ITL %1 ms > SLA %2 ms"))
                     .arg(ms, inputText(sla.itlMs, locale));
    }
    if (l.ttft && sla.ttftMs) {
        const QString ms = figureText(upper ? std::max(p.ttftMs, p.ttftMsHigh) : p.ttftMs, Figure::Sig3, locale);
        //: why a deployment lost: its time to first token is above the SLA's TTFT limit
        parts << (upper ? QCoreApplication::translate("Report", "TTFT up to %1 ms > SLA %2 ms")
                        : QCoreApplication::translate("Report", "TTFT %1 ms > SLA %2 ms"))
                     .arg(ms, inputText(*sla.ttftMs, locale));
    }
    return parts.join(QStringLiteral("; "));
}

QString atRiskText(const ReportGpuRow& r, const Scenario& s, const QLocale& locale)
{
    if (!r.atRisk)
        return {};
    const bool ttft = r.riskLimits.ttft && s.slaTtftMs;
    if (!ttft) // the ITL limit alone, as a plan without a TTFT limit has always said it
        return QCoreApplication::translate("Report", "at risk: the ITL interval reaches %1 ms, above the SLA")
            .arg(figureText(r.prediction.itlMsHigh, Figure::Sig3, locale));
    QStringList parts;
    if (r.riskLimits.itl)
        parts << QCoreApplication::translate("Report", "the ITL interval reaches %1 ms, above the %2 ms limit")
                     .arg(figureText(r.prediction.itlMsHigh, Figure::Sig3, locale), inputText(s.slaItlMs, locale));
    parts << QCoreApplication::translate("Report", "the TTFT interval reaches %1 ms, above the %2 ms limit")
                 .arg(figureText(r.prediction.ttftMsHigh, Figure::Sig3, locale), inputText(*s.slaTtftMs, locale));
    //: a winner at risk: "at risk: <the interval(s) that reach above their limit>"
    return QCoreApplication::translate("Report", "at risk: %1").arg(parts.join(QStringLiteral("; ")));
}

QString fixText(const ProvenFix& f, const Scenario& s, const QLocale& locale)
{
    const QString fix = fixText(f, s.rateRps(), locale);
    if (!s.sla().hasTtftLimit() || !(f.ttftMs > 0))
        return fix;
    //: a proven fix and the time to first token it reaches: "<fix>; TTFT <ms> ms"
    return QCoreApplication::translate("Report", "%1; TTFT %2 ms").arg(fix, figureText(f.ttftMs, Figure::Sig3, locale));
}

QString atRiskFootnote(const Scenario& s)
{
    if (s.sla().hasTtftLimit())
        return QCoreApplication::translate(
            "Report",
            "At risk: meets the SLA at the prediction, but the interval of a limit it names (ITL or TTFT) "
            "reaches above that limit.");
    return QCoreApplication::translate(
        "Report", "At risk: meets the SLA at the prediction, but the ITL interval reaches above it.");
}

} // namespace wattgpu::report
