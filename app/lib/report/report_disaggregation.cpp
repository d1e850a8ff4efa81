#include "app/lib/report/report_disaggregation.h"

#include "app/lib/report/report_fleet.h"
#include "app/lib/report/report_format.h"

#include <QCoreApplication>

#include <cmath>

namespace wattgpu::report {

namespace {

using Json = nlohmann::ordered_json;

QString sig3(double v, const QLocale& locale) { return figureText(v, Figure::Sig3, locale); }

// A TTFT interval's upper end is infinite when a prefill at that end saturates its pool.
QString range(double lo, double hi, const QLocale& locale)
{
    //: an interval: "<low>–<high>"
    return QCoreApplication::translate("Report", "%1–%2")
        .arg(sig3(lo, locale), std::isfinite(hi) ? sig3(hi, locale) : QStringLiteral("\u221e"));
}

// null where the figure is not finite, as recommend's JSON writes it.
Json rounded(double v)
{
    const auto r = roundFigure(v, Figure::Sig3);
    return r ? Json(*r) : Json(nullptr);
}

// An aggregated fleet as the fleet section names one: "2 × (8 × B200)".
QString fleetText(const ReportModel& m, const CapacityRow& r)
{
    return QCoreApplication::translate("Report", "%1 × (%2)")
        .arg(QString::number(r.replicas), fleetDeploymentText(m, r.gpuId, r.gpusPerReplica));
}

// Which row the recommendation names, as recommend's JSON reads the choice.
bool disaggregatedRecommended(const ServingChoice& c) { return c.disaggregatedWins && c.disaggregated; }

} // namespace

QStringList disaggregationSummaryLines(const ReportModel& m, const QLocale& locale)
{
    const auto& d = m.outcome.fleet.disaggregation;
    if (!d)
        return {};
    QStringList lines;
    const QString rate = inputText(d->rateRps, locale);
    lines << (m.outcome.scenario.fleetTargetRps
                  ? QCoreApplication::translate("Report",
                                                "Disaggregated prefill/decode: the prefill and decode pools are sized "
                                                "for the fleet target, %1 req/s for the whole service.")
                        .arg(rate)
                  //: without a fleet target core sizes the pools for the plan's rate per replica
                  : QCoreApplication::translate("Report",
                                                "Disaggregated prefill/decode: the prefill and decode pools are sized "
                                                "for %1 req/s for the whole service (the plan's rate, as no fleet "
                                                "target is set).")
                        .arg(rate));
    const ServingChoice& c = d->choice;
    if (c.aggregated && c.disaggregated && c.energySavingPercent) {
        const QString agg = fleetText(m, *c.aggregated), dis = QString::fromStdString(c.disaggregated->label);
        const QString aggJ = sig3(c.aggregated->energyPerTokenJ, locale),
                      disJ = sig3(c.disaggregated->energyPerTokenJ, locale);
        const QString saving = figureText(*c.energySavingPercent, Figure::Percent, locale);
        lines << (c.disaggregatedWins ? QCoreApplication::translate(
                                            "Report",
                                            "The planner recommends disaggregated serving: %1 at %2 J/token uses "
                                            "%3\u00a0% less energy per token than the best aggregated fleet, %4 at %5 "
                                            "J/token.")
                                            .arg(dis, disJ, saving, agg, aggJ)
                                      : QCoreApplication::translate(
                                            "Report",
                                            "The planner recommends aggregated serving: %1 at %2 J/token uses "
                                            "%3\u00a0% less energy per token than the best disaggregated plan, %4 at "
                                            "%5 J/token.")
                                            .arg(agg, aggJ, saving, dis, disJ));
    } else if (c.disaggregated) {
        lines << QCoreApplication::translate("Report",
                                             "The planner recommends disaggregated serving: %1 at %2 J/token; no "
                                             "aggregated fleet meets the SLA at this rate.")
                     .arg(QString::fromStdString(c.disaggregated->label),
                          sig3(c.disaggregated->energyPerTokenJ, locale));
    } else if (c.aggregated) {
        lines << QCoreApplication::translate("Report",
                                             "The planner recommends aggregated serving: %1 at %2 J/token; no "
                                             "disaggregated plan meets the SLA at this rate.")
                     .arg(fleetText(m, *c.aggregated), sig3(c.aggregated->energyPerTokenJ, locale));
    } else {
        lines << QCoreApplication::translate(
            "Report", "Neither aggregated nor disaggregated serving meets the SLA at this rate.");
    }
    lines << QCoreApplication::translate("Report",
                                         "Disaggregated plans are never measured: each pool is predicted from "
                                         "aggregated runs, plus the KV transfer between the pools, so every one is "
                                         "out of distribution.");
    return lines;
}

std::optional<TextTable> disaggregationTable(const ReportModel& m, const QLocale& locale)
{
    const auto& d = m.outcome.fleet.disaggregation;
    if (!d)
        return std::nullopt;
    const QString ms = QCoreApplication::translate("Report", "ms"), w = QCoreApplication::translate("Report", "W");
    TextTable t;
    t.id = "disaggregation";
    //: heading of the disaggregation table; the rate is the whole service's
    t.title = QCoreApplication::translate("Report",
                                          "Disaggregated prefill/decode against aggregated serving at %1 req/s")
                  .arg(inputText(d->rateRps, locale));
    t.columns = {{QCoreApplication::translate("Report", "Deployment"), {}, false, true, "deployment"},
                 {QCoreApplication::translate("Report", "GPUs"), {}, true, false, "total_gpus"},
                 {QCoreApplication::translate("Report", "TTFT"), ms, true, false, "ttft_ms"},
                 {QCoreApplication::translate("Report", "KV transfer"), ms, true, false, "kv_transfer_ms"},
                 {itlMetricShort(m.outcome.scenario.workload.itlMetric), ms, true, false, "itl_ms"},
                 {QCoreApplication::translate("Report", "Prefill pool"), w, true, false, "prefill_power_w"},
                 {QCoreApplication::translate("Report", "Decode pool"), w, true, false, "decode_power_w"},
                 {QCoreApplication::translate("Report", "Mean power"), w, true, false, "power_w"},
                 {QCoreApplication::translate("Report", "Energy"), QCoreApplication::translate("Report", "J/token"),
                  true, false, "energy_per_token_j"},
                 {QCoreApplication::translate("Report", "Verdict"), {}, false, false, "verdict"}};
    const ServingChoice& c = d->choice;
    for (const DisaggregatedPlan& p : d->plans) {
        TextRow row;
        row.key = p.label;
        row.highlight = disaggregatedRecommended(c) && c.disaggregated->label == p.label;
        row.cells = {TextCell{QString::fromStdString(p.label),
                              p.outOfDistribution
                                  ? QCoreApplication::translate("Report", "out of distribution: an extrapolation")
                                  : QString()},
                     TextCell{QString::number(p.totalGpus)}};
        if (p.feasible)
            row.cells.insert(
                row.cells.end(),
                {TextCell{sig3(p.ttftMs, locale), range(p.ttftMsLow, p.ttftMsHigh, locale)},
                 TextCell{sig3(p.kv.seconds * 1e3, locale)},
                 TextCell{sig3(p.itlMs, locale), range(p.itlMsLow, p.itlMsHigh, locale)},
                 TextCell{sig3(p.prefillPowerW, locale), range(p.prefillPowerWLow, p.prefillPowerWHigh, locale)},
                 TextCell{sig3(p.decodePowerW, locale), range(p.decodePowerWLow, p.decodePowerWHigh, locale)},
                 TextCell{sig3(p.powerW, locale), range(p.powerWLow, p.powerWHigh, locale)},
                 TextCell{sig3(p.energyPerTokenJ, locale),
                          range(p.energyPerTokenJLow, p.energyPerTokenJHigh, locale)}});
        else
            row.cells.insert(row.cells.end(), 7, TextCell{dash()});
        row.cells.push_back(
            p.meetsSla
                ? TextCell{verdictText(GpuVerdict::MeetsSla, p.atRisk),
                           {},
                           p.atRisk ? TextCell::Tone::Bad : TextCell::Tone::Normal}
                : TextCell{p.reason.empty() ? dash() : QString::fromStdString(p.reason), {}, TextCell::Tone::Bad});
        t.rows.push_back(std::move(row));
    }
    if (const auto& a = c.aggregated) {
        TextRow row;
        row.key = deploymentKey(a->gpuId, a->gpusPerReplica, GpuCountMode::AllCounts);
        row.highlight = !disaggregatedRecommended(c);
        row.cells = {//: the aggregated fleet's row beside the disaggregated plans: "aggregated: 2 × (8 × B200)"
                     TextCell{QCoreApplication::translate("Report", "aggregated: %1").arg(fleetText(m, *a))},
                     TextCell{QString::number(a->totalGpus)},
                     //: the upper end of an interval whose lower end the aggregated fleet does not have
                     TextCell{sig3(a->ttftMs, locale),
                              QCoreApplication::translate("Report", "up to %1").arg(sig3(a->ttftMsHigh, locale))},
                     TextCell{dash()},
                     TextCell{sig3(a->itlMs, locale),
                              QCoreApplication::translate("Report", "up to %1").arg(sig3(a->itlMsHigh, locale))},
                     TextCell{dash()}, TextCell{dash()}, TextCell{sig3(a->fleetPowerW, locale)},
                     TextCell{sig3(a->energyPerTokenJ, locale)},
                     TextCell{verdictText(GpuVerdict::MeetsSla, a->atRisk),
                              {},
                              a->atRisk ? TextCell::Tone::Bad : TextCell::Tone::Normal}};
        t.rows.push_back(std::move(row));
    }
    t.footnote = QCoreApplication::translate(
                     "Report",
                     "TTFT: the prefill pool's queue wait and prefill plus the KV transfer to the decode pool; %1: "
                     "the decode pool's gaps at the concurrency the rate gives it; mean power of each pool and of "
                     "both (GPU boards, PUE not applied). The highlighted row is the one the planner recommends.")
                     .arg(itlMetricName(m.outcome.scenario.workload.itlMetric));
    if (c.aggregated)
        t.footnote += QLatin1Char(' ')
            + QCoreApplication::translate("Report",
                                          "The last row is the lowest-energy aggregated fleet that meets the SLA at "
                                          "the same rate; its TTFT and ITL carry the upper ends of their intervals.");
    return t;
}

Json disaggregationJson(const ReportModel& m)
{
    const auto& d = m.outcome.fleet.disaggregation;
    if (!d)
        return nullptr;
    Json plans = Json::array();
    for (const DisaggregatedPlan& p : d->plans)
        plans.push_back(Json{{"deployment", p.label},
                             {"feasible", p.feasible},
                             {"meets_sla", p.meetsSla},
                             {"at_risk", p.atRisk},
                             {"reason", p.reason},
                             {"total_gpus", p.totalGpus},
                             {"ttft_ms", rounded(p.ttftMs)},
                             {"ttft_ms_low", rounded(p.ttftMsLow)},
                             {"ttft_ms_high", rounded(p.ttftMsHigh)},
                             {"kv_transfer_ms", rounded(p.kv.seconds * 1e3)},
                             {"itl_ms", rounded(p.itlMs)},
                             {"itl_ms_low", rounded(p.itlMsLow)},
                             {"itl_ms_high", rounded(p.itlMsHigh)},
                             {"prefill_power_w", rounded(p.prefillPowerW)},
                             {"prefill_power_w_low", rounded(p.prefillPowerWLow)},
                             {"prefill_power_w_high", rounded(p.prefillPowerWHigh)},
                             {"decode_power_w", rounded(p.decodePowerW)},
                             {"decode_power_w_low", rounded(p.decodePowerWLow)},
                             {"decode_power_w_high", rounded(p.decodePowerWHigh)},
                             {"power_w", rounded(p.powerW)},
                             {"power_w_low", rounded(p.powerWLow)},
                             {"power_w_high", rounded(p.powerWHigh)},
                             {"energy_per_token_j", rounded(p.energyPerTokenJ)},
                             {"energy_per_token_j_low", rounded(p.energyPerTokenJLow)},
                             {"energy_per_token_j_high", rounded(p.energyPerTokenJHigh)},
                             {"out_of_distribution", p.outOfDistribution}});
    const ServingChoice& c = d->choice;
    Json best = nullptr;
    if (const auto& a = c.aggregated)
        best = Json{{"fleet", fleetText(m, *a).toStdString()},
                    {"deployment_key", deploymentKey(a->gpuId, a->gpusPerReplica, GpuCountMode::AllCounts)},
                    {"gpu", a->gpuId},
                    {"gpus_per_replica", a->gpusPerReplica},
                    {"replicas", a->replicas},
                    {"total_gpus", a->totalGpus},
                    {"ttft_ms", rounded(a->ttftMs)},
                    {"ttft_ms_high", rounded(a->ttftMsHigh)},
                    {"itl_ms", rounded(a->itlMs)},
                    {"itl_ms_high", rounded(a->itlMsHigh)},
                    {"fleet_power_w", rounded(a->fleetPowerW)},
                    {"energy_per_token_j", rounded(a->energyPerTokenJ)},
                    {"at_risk", a->atRisk}};
    // recommended_deployment as recommend's JSON forms it: the plan's label, or "<replicas> x <gpu>@<GPUs per
    // replica>".
    return Json{
        {"rate_rps", d->rateRps},
        {"plans", plans},
        {"best_aggregated", best},
        {"recommended",
         c.disaggregated || c.aggregated ? Json(c.disaggregatedWins ? "disaggregated" : "aggregated") : Json(nullptr)},
        {"recommended_deployment",
         disaggregatedRecommended(c) ? Json(c.disaggregated->label)
             : c.aggregated          ? Json(std::to_string(c.aggregated->replicas) + " x " + c.aggregated->gpuId + "@"
                                            + std::to_string(c.aggregated->gpusPerReplica))
                                     : Json(nullptr)},
        {"energy_saving_percent",
         c.energySavingPercent ? Json(roundFigure(*c.energySavingPercent, Figure::Percent).value_or(0.0))
                               : Json(nullptr)},
        {"why", c.why}};
}

} // namespace wattgpu::report
