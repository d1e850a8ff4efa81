// recommend: the GPU with the best objective among those that fit and meet the SLA (ITL, and TTFT
// with --sla-ttft-ms).
#include "app/cli/cli.h"

#include "core/plan/deployment.h"

#include <ostream>

namespace wattgpu::cli {

namespace {

std::string objectiveLabel(Objective o)
{
    switch (o) {
    case Objective::EnergyPerToken: return "Energy (J/token)";
    case Objective::MeanPower: return "Power (W)";
    case Objective::Cost: return "Cost (USD/1M tokens)";
    case Objective::Carbon: return "Carbon (gCO2/1M tokens)";
    }
    return "Objective";
}

std::string objectiveProse(Objective o)
{
    switch (o) {
    case Objective::EnergyPerToken: return "lowest energy per output token";
    case Objective::MeanPower: return "lowest mean power";
    case Objective::Cost: return "lowest cost per output token";
    case Objective::Carbon: return "lowest CO2 per output token";
    }
    return "";
}

std::string reasonText(LossReason r, const SlaLimits& missed)
{
    switch (r) {
    case LossReason::DoesNotFit: return "does not fit";
    case LossReason::MissesSla:
        return missed.itl && missed.ttft ? "misses ITL and TTFT SLA" : missed.ttft ? "misses TTFT SLA" : "misses SLA";
    case LossReason::HigherObjective: return "worse objective";
    case LossReason::Overloaded: return "overloaded";
    case LossReason::NotFinite: return "not finite";
    case LossReason::Unpriced: return "no hardware price";
    }
    return "";
}

Json nullIfEmpty(const std::string& s) { return s.empty() ? Json(nullptr) : Json(s); }

} // namespace

int runRecommend(Context& ctx)
{
    ctx.expectNoPositionals();
    const Args& a = ctx.args();
    const auto modelArg = a.value("--model");
    if (!modelArg)
        usageError("--model: required (a catalog id such as meta-llama/Llama-3.1-8B-Instruct or a config.json)");
    const auto sla = a.doubleValue("--sla-itl-ms", Limits::minSlaItlMs, Limits::maxSlaItlMs);
    if (!sla)
        usageError("--sla-itl-ms: required (the inter-token latency target in ms, e.g. --sla-itl-ms 50)");
    const Objective objective = objectiveFromArgs(a);
    const Economics econ = economicsFromArgs(ctx);
    Workload w = workloadFromArgs(a, &ctx.engine().llms());
    const auto model = resolveModel(ctx, *modelArg, "--model");
    applyNativePrecision(a, model.spec, w);
    const auto gpuIds = resolveGpuList(ctx, a.has("--gpu") ? a.list("--gpu") : std::vector<std::string>{"all"},
                                       "--gpu");
    const std::string method = chooseMethod(ctx);

    const Engine& engine = ctx.engine();
    const Scenario scenario = makeScenario(a, model.spec, w, rateFromArgs(a), *sla, objective, econ, gpuIds);
    const PlanOutcome outcome = valueOrFail(planOutcome(engine, scenario, method), "recommend");
    const Recommendation& rec = outcome.recommendation;
    const auto label = [&](const Prediction& p) {
        const GpuSpec* g = engine.gpus().find(p.gpuId);
        return g ? deploymentLabel(*g, p.numGpus) : std::to_string(p.numGpus) + " x " + p.gpuId;
    };
    const std::optional<double> rate = scenario.rateRps();

    if (ctx.format() == Format::Json || ctx.format() == Format::Csv) {
        // Ranked rows, then the others, both from the plan outcome: verdict, risk, cost and its
        // basis are read from it, never derived here.
        Json ranking = Json::array();
        Json excluded = Json::array();
        for (const DeploymentRow& r : outcome.rows) {
            const Json cost = deploymentCostJson(r);
            if (r.ranked()) {
                Json row;
                row["rank"] = r.rank;
                row["gpu"] = r.prediction.gpuId;
                row["objective_value"] = *r.objectiveValue;
                row["vs_winner_percent"] = *r.vsWinnerPercent;
                row["deployment"] = label(r.prediction);
                row["at_risk"] = r.atRisk;
                row["risk_limits"] = limitsJson(r.riskLimits);
                row["max_rate_per_replica_rps"] = rate ? Json(r.maxRateRps.value_or(0)) : Json(nullptr);
                const Json pj = predictionJson(r.prediction, engine.gpus());
                for (const auto& [k, v] : pj.items())
                    if (k != "gpu")
                        row[k] = v;
                row["verdict"] = gpuVerdictName(r.verdict);
                for (const auto& [k, v] : cost.items())
                    row[k] = v;
                ranking.push_back(std::move(row));
                continue;
            }
            Json fix = nullptr;
            if (r.provenFix)
                fix = Json{
                    {"kind", fixKindName(r.provenFix->kind)},
                    {"num_gpus", r.provenFix->numGpus},
                    {"batch", r.provenFix->kind == FixKind::SmallerBatch ? Json(r.provenFix->batch) : Json(nullptr)},
                    {"rate_per_replica_rps",
                     r.provenFix->kind == FixKind::LowerRate ? Json(r.provenFix->rateRps) : Json(nullptr)},
                    {"replicas", r.provenFix->kind == FixKind::LowerRate ? Json(r.provenFix->replicas) : Json(nullptr)},
                    {"precision", precisionName(r.provenFix->precision)},
                    {"itl_ms", r.provenFix->itlMs},
                    {"ttft_ms", r.provenFix->ttftMs}};
            Json x{{"gpu", r.prediction.gpuId},
                   {"deployment", label(r.prediction)},
                   {"reason", lossReasonName(r.reason)},
                   {"missed_limits", limitsJson(r.missedLimits)},
                   {"detail", r.detail},
                   {"fix", nullIfEmpty(r.fix)},
                   {"proven_fix", fix},
                   {"max_rate_per_replica_rps", rate ? Json(r.maxRateRps.value_or(0)) : Json(nullptr)},
                   {"num_gpus", r.prediction.numGpus},
                   {"fits_memory", r.prediction.fitsMemory},
                   {"itl_ms", r.prediction.itlMs},
                   {"ttft_ms", r.prediction.ttftMs},
                   {"power_w", r.prediction.powerW},
                   {"energy_per_token_j", r.prediction.energyPerTokenJ},
                   {"verdict", gpuVerdictName(r.verdict)},
                   {"at_risk", false}};
            for (const auto& [k, v] : cost.items())
                x[k] = v;
            excluded.push_back(std::move(x));
        }
        if (ctx.format() == Format::Csv) {
            // One row per GPU: the ranking, then the excluded ones with their reason.
            Json rows = Json::array();
            for (auto r : ranking) {
                r["feasible"] = true;
                rows.push_back(std::move(r));
            }
            for (auto e : excluded) {
                e["feasible"] = false;
                rows.push_back(std::move(e));
            }
            writeJsonArrayAsCsv(
                ctx.out(), rows,
                withLatencyColumns({"rank", "gpu", "num_gpus", "deployment", "feasible", "at_risk", "objective_value",
                                    "vs_winner_percent", "reason", "detail", "fix", "fits_memory", "power_w",
                                    "power_w_low", "power_w_high", "itl_ms", "itl_ms_low", "itl_ms_high"},
                                   {"missed_limits", "risk_limits", "throughput_tok_s", "energy_per_token_j",
                                    "out_of_distribution", "warnings", "verdict", "cost_basis", "usd_per_mtok",
                                    "gco2_per_mtok", "precision"}));
            return kExitOk;
        }
        Json out;
        out["model"] = model.spec.hfId;
        out["model_source"] = model.source;
        out["workload"] = workloadJson(w);
        out["method"] = method;
        out["sla_itl_ms"] = rec.slaItlMs;
        out["sla_ttft_ms"] = rec.slaTtftMs ? Json(*rec.slaTtftMs) : Json(nullptr);
        out["sla_confidence"] = slaConfidenceName(rec.slaConfidence);
        out["gpu_count_mode"] = gpuCountModeName(scenario.gpuCountMode);
        out["rate_rps"] = rate ? Json(*rate) : Json(nullptr);
        out["rate_headroom"] = rate ? Json(rec.rateHeadroom) : Json(nullptr);
        out["objective"] = objectiveName(rec.objective);
        out["objective_unit"] = objectiveUnit(rec.objective);
        out["economics"] = economicsJson(econ);
        out["winner"] = rec.winner ? Json(*rec.winner) : Json(nullptr);
        out["winner_num_gpus"] = rec.winner ? Json(rec.winnerNumGpus) : Json(nullptr);
        out["winner_deployment"] = rec.winner ? Json(label(rec.ranking.front().prediction)) : Json(nullptr);
        out["winner_at_risk"] = outcome.winner() ? Json(outcome.winner()->atRisk) : Json(nullptr);
        out["fleet_target_rps"] = scenario.fleetTargetRps ? Json(*scenario.fleetTargetRps) : Json(nullptr);
        out["weight_sizing"] = nullIfEmpty(model.spec.weightSizing);
        out["capacity"] = outcome.fleet.capacity ? capacityPlanJson(*outcome.fleet.capacity, engine.gpus())
                                                 : Json(nullptr);
        out["disaggregation"] = outcome.fleet.disaggregation
            ? disaggregationJson(*outcome.fleet.disaggregation, engine.gpus())
            : Json(nullptr);
        out["ranking"] = std::move(ranking);
        out["excluded"] = std::move(excluded);
        out["summary"] = rec.summary;
        out["nearest_fix"] = nullIfEmpty(rec.nearestFix);
        printJson(ctx.out(), out);
        return kExitOk;
    }

    auto& os = ctx.out();
    os << "Model:     " << modelText(model.spec) << '\n';
    os << "Workload:  " << workloadText(w, scenario.gpuCountMode, rate) << '\n';
    if (rate)
        os << "Server:    " << human(*rate) << " req/s per replica (Poisson); concurrency from Little's law, power "
           << "is the mean over time incl. idle; a replica meets the SLA at a rate up to "
           << human(rec.rateHeadroom * 100) << " % of its max rate\n";
    os << "SLA:       ITL <= " << human(*sla) << " ms"
       << (rec.slaTtftMs ? " and TTFT <= " + human(*rec.slaTtftMs) + " ms" : std::string())
       << (rec.slaConfidence == SlaConfidence::UpperBound ? " at the upper bound of the interval" : "")
       << "; objective: " << objectiveProse(objective) << " (" << objectiveUnit(objective) << ")\n";
    os << "Method:    " << methodText(engine, method) << "\n\n";
    using A = Table::Align;
    if (rec.ranking.empty()) {
        os << "No deployment fits and meets the SLA.\n";
    } else {
        os << "Deployments that fit and meet the SLA, best first:\n";
        // The objective column leads; power and energy follow unless one of them is the objective.
        const bool showPower = objective != Objective::MeanPower;
        const bool showEnergy = objective != Objective::EnergyPerToken;
        std::vector<Table::Column> cols = {{"#"},    {"Deployment", A::Left},     {"GPU", A::Left},
                                           {"GPUs"}, {objectiveLabel(objective)}, {"vs best"}};
        if (showPower)
            cols.push_back({"Power (W)"});
        cols.insert(cols.end(), {{"ITL (ms)"}, {"ITL range (ms)"}, {"TTFT (ms)"}, {"Tokens/s"}});
        if (showEnergy)
            cols.push_back({"Energy (J/token)"});
        cols.push_back({"Warnings", A::Left});
        Table t(cols);
        int rank = 0;
        for (const auto& r : rec.ranking) {
            const auto& p = r.prediction;
            std::vector<std::string> cells = {std::to_string(++rank),
                                              label(p) + (p.outOfDistribution ? " *" : "")
                                                  + (r.atRisk ? " (at risk)" : ""),
                                              p.gpuId,
                                              std::to_string(p.numGpus),
                                              human(r.objectiveValue),
                                              rank == 1 ? "best" : percentDelta(r.vsWinnerPercent)};
            if (showPower)
                cells.push_back(human(p.powerW));
            cells.push_back(human(p.itlMs));
            cells.push_back(p.itlMsLow == p.itlMsHigh ? "-" : human(p.itlMsLow) + "-" + human(p.itlMsHigh));
            cells.push_back(human(p.ttftMs));
            cells.push_back(human(p.throughputTokS));
            if (showEnergy)
                cells.push_back(human(p.energyPerTokenJ));
            cells.push_back(warningCodes(p));
            t.addRow(std::move(cells));
        }
        t.print(os, 2);
    }
    if (!rec.excluded.empty()) {
        os << "\nExcluded:\n";
        Table t({{"Deployment", A::Left},
                 {"GPU", A::Left},
                 {"GPUs"},
                 {"Reason", A::Left},
                 {"Detail", A::Left},
                 {"Nearest fix (recomputed)", A::Left}});
        for (const auto& e : rec.excluded)
            t.addRow({label(e.prediction), e.prediction.gpuId, std::to_string(e.prediction.numGpus),
                      e.prediction.hasWarning(WarningCode::NotRunnable) ? "cannot run"
                                                                        : reasonText(e.reason, e.missedLimits),
                      e.detail, e.fix.empty() ? "-" : e.fix});
        t.print(os, 2);
    }
    os << '\n';
    if (rec.winner) {
        os << "Verdict: " << (rec.summary.empty() ? *rec.winner + " is the best GPU that meets the SLA" : rec.summary)
           << '\n';
    } else {
        os << "Verdict: no deployment meets an ITL of " << human(*sla) << " ms"
           << (rec.slaTtftMs ? " and a TTFT of " + human(*rec.slaTtftMs) + " ms" : std::string())
           << " for this workload" << (rec.nearestFix.empty() ? "" : "; nearest fix: " + rec.nearestFix) << '\n';
    }
    if (outcome.fleet.capacity && scenario.fleetTargetRps) {
        // The fleet question, answered by the same capacity plan as plan-capacity and the window.
        const CapacityPlan& cap = *outcome.fleet.capacity;
        os << "Fleet:   " << human(*scenario.fleetTargetRps) << " req/s for the whole fleet: ";
        if (cap.lowestEnergyRow) {
            const CapacityRow& c = cap.rows[*cap.lowestEnergyRow];
            const GpuSpec* g = engine.gpus().find(c.gpuId);
            os << "lowest energy " << c.replicas << " x (" << (g ? deploymentLabel(*g, c.gpusPerReplica) : c.gpuId)
               << "), " << c.totalGpus << " GPUs, " << human(c.energyPerDayKwh) << " kWh/day"
               << (c.atRisk ? " (at risk)" : "") << "; plan-capacity lists every GPU type\n";
        } else {
            os << "no fleet of the catalog's GPUs carries it under the SLA\n";
        }
    }
    if (outcome.fleet.disaggregation)
        printDisaggregation(os, *outcome.fleet.disaggregation, engine.gpus());
    bool anyOod = false;
    for (const auto& r : rec.ranking)
        anyOod = anyOod || r.prediction.outOfDistribution;
    if (anyOod)
        os << "* outside the training data's range: treat with extra caution.\n";
    bool anyRisk = false;
    for (const auto& r : rec.ranking)
        anyRisk = anyRisk || r.atRisk;
    if (anyRisk)
        os << "(at risk): the upper end of the ITL" << (rec.slaTtftMs ? " or TTFT" : "")
           << " interval lies above its limit; --sla-confidence upper ranks only safe deployments.\n";
    return kExitOk;
}

} // namespace wattgpu::cli
