// plan-capacity: replicas and GPUs per GPU type for a target request rate under an SLA (ITL, and
// TTFT with --sla-ttft-ms).
#include "app/cli/cli.h"

#include "core/plan/deployment.h"
#include "core/plan/economics.h"
#include "core/plan/server.h"

#include <functional>
#include <optional>
#include <utility>

namespace wattgpu::cli {

namespace {

std::string budgetLine(const BudgetPlan& b, const CapacityPlan& plan,
                       const std::function<std::string(const CapacityRow&)>& label)
{
    const bool wall = b.budget.kind == PowerBudgetKind::FacilityWall;
    std::string s = "Power budget " + human(b.budget.limitW / 1000.0) + " kW "
        + (wall ? "at the wall (PUE " + human(b.budget.pue) + ")" : std::string("of GPU boards")) + ", " + b.basis
        + ".\n";
    if (b.bestWithinBudgetRow)
        s += "Best within the budget (lowest energy): " + label(plan.rows[*b.bestWithinBudgetRow]) + ", peak "
            + human(b.rows[*b.bestWithinBudgetRow].heldPowerW / 1000.0) + " kW, headroom "
            + human(b.rows[*b.bestWithinBudgetRow].headroomW / 1000.0) + " kW.\n";
    else if (b.smallestPeakRow)
        s += "No fleet fits the budget: the smallest peak, " + label(plan.rows[*b.smallestPeakRow]) + " at "
            + human(b.rows[*b.smallestPeakRow].heldPowerW / 1000.0) + " kW, exceeds it by "
            + human(*b.shortfallW / 1000.0) + " kW (" + human(b.rows[*b.smallestPeakRow].overBudgetPercent) + " %).\n";
    else
        s += "No fleet meets the SLA, so none fits the budget.\n";
    return s;
}

// GPU[@N] of --power-cap-sweep: the GPU id and the count (0: the Auto count for the target).
std::pair<std::string, int> sweepDeployment(Context& ctx, const std::string& arg)
{
    const auto at = arg.find('@');
    const std::string gpu = arg.substr(0, at);
    int count = 0;
    if (at != std::string::npos) {
        long long n = 0;
        if (const auto why = checkInt(arg.substr(at + 1), Limits::minGpus, Limits::maxGpus, n))
            usageError("--power-cap-sweep: GPUs per replica after '@': " + *why);
        count = static_cast<int>(n);
    }
    const auto ids = resolveGpuList(ctx, {gpu}, "--power-cap-sweep");
    if (ids.size() != 1)
        usageError("--power-cap-sweep: one GPU type, e.g. --power-cap-sweep h100-sxm5-80gb@2");
    return {ids.front(), count};
}

int runPowerCapSweep(Context& ctx, const Scenario& scenario, const std::string& method, const std::string& model,
                     const std::optional<PowerBudget>& budget)
{
    const Args& a = ctx.args();
    if (a.has("--power-limit-w"))
        usageError("--power-limit-w: --power-cap-sweep sweeps the per-GPU cap itself; give one of them");
    const Engine& engine = ctx.engine();
    auto [gpuId, count] = sweepDeployment(ctx, *a.value("--power-cap-sweep"));
    Scenario one = scenario;
    one.gpuIds = std::vector<std::string>{gpuId};
    if (count > 0) {
        one.gpuCountMode = GpuCountMode::Fixed;
        one.workload.numGpus = count;
    } else if (one.gpuCountMode == GpuCountMode::Fixed) {
        count = one.workload.numGpus;
    } else { // the count the fleet plan picks for this GPU (least energy per day)
        one.gpuCountMode = GpuCountMode::Auto;
        const auto planned = valueOrFail(scenarioCapacity(engine, one, method), "plan-capacity");
        count = planned && !planned->rows.empty() ? planned->rows.front().gpusPerReplica : 1;
    }
    const GpuSpec& gpu = *engine.gpus().find(gpuId);
    const Predictor* p = engine.predictor(method);
    if (!p)
        runtimeError("plan-capacity: no '" + method + "' model is loaded");
    PowerCapSweepOptions opt;
    opt.confidence = scenario.slaConfidence;
    opt.slaTtftMs = scenario.slaTtftMs;
    opt.idleOverridesW = engine.idlePowerOverrides();
    const PowerCapSweep sweep = valueOrFail(sweepPowerCap(*p, scenario.llm, gpu, count, scenario.workload,
                                                          *scenario.fleetTargetRps, scenario.slaItlMs,
                                                          scenario.economics, opt),
                                            "plan-capacity --power-cap-sweep");
    PowerCapSweep held = sweep; // each step's fleet against the budget, the cap as its GPUs' limit
    if (budget)
        valueOrFail(holdSweepAgainst(held, engine.gpus(), scenario.workload, *budget), "plan-capacity");
    Json sweepJson = powerCapSweepJson(held, engine.gpus());
    Json& steps = sweepJson["steps"];
    const std::string budgetBasis = !budget ? std::string()
        : budget->kind == PowerBudgetKind::FacilityWall
        ? "held against each fleet's peak at the wall: GPUs x the cap x PUE " + human(budget->pue)
        : std::string("held against each fleet's peak of the GPU boards: GPUs x the cap");
    switch (ctx.format()) {
    case Format::Json: {
        Json out{{"model", model},
                 {"method", method},
                 {"fleet_target_rps", *scenario.fleetTargetRps},
                 {"sla_itl_ms", scenario.slaItlMs},
                 {"sla_ttft_ms", scenario.slaTtftMs ? Json(*scenario.slaTtftMs) : Json(nullptr)},
                 {"sla_confidence", slaConfidenceName(scenario.slaConfidence)},
                 {"workload", workloadJson(scenario.workload)},
                 {"economics", economicsJson(scenario.economics)},
                 {"power_budget",
                  budget
                      ? Json{{"kind", powerBudgetKindName(budget->kind)},
                             {"limit_w", budget->limitW},
                             {"basis", budgetBasis + " (a budget is a peak limit; the mean power is shown beside it)"}}
                      : Json(nullptr)},
                 {"power_cap_sweep", sweepJson}};
        printJson(ctx.out(), out);
    } break;
    case Format::Csv: {
        std::vector<std::string> cols;
        for (const auto& [k, v] : steps[0].items())
            cols.push_back(k);
        writeJsonArrayAsCsv(ctx.out(), steps, cols);
    } break;
    case Format::Table: {
        using A = Table::Align;
        Table t({{"Cap (%)"},
                 {"Cap (W/GPU)"},
                 {"ITL (ms)"},
                 {"ITL interval (ms)", A::Left},
                 {"Mean power (W/replica)"},
                 {"J/token"},
                 {"SLA", A::Left},
                 {"Replicas"},
                 {"GPUs"},
                 {"Fleet power (W)"},
                 {"Fleet peak (W)"},
                 {"kWh/day"},
                 {"Why not", A::Left}});
        for (std::size_t i = 0; i < sweep.steps.size(); ++i) {
            const PowerCapStep& s = sweep.steps[i];
            const bool ref = sweep.referenceRateRps.has_value();
            const bool fleet = s.fleet.replicas > 0;
            const std::string sla = !ref                     ? "-"
                : s.meetsSla                                 ? (s.atRisk ? "meets (at risk)" : "meets")
                : s.missedLimits.ttft && !s.missedLimits.itl ? "misses (TTFT)"
                                                             : "misses";
            std::string peak = fleet ? human(s.fleetPeakW) : "-";
            if (fleet && budget && steps[i]["within_budget"].is_boolean()) {
                if (budget->kind == PowerBudgetKind::FacilityWall)
                    peak += ", wall " + human(steps[i]["peak_power_wall_w"].get<double>());
                peak += steps[i]["within_budget"].get<bool>() ? " (within budget)" : " (over budget)";
            }
            t.addRow({human(s.capPercent), human(s.capW), ref ? human(s.itlMs) : "-",
                      ref ? human(s.itlMsLow) + "-" + human(s.itlMsHigh) : "-", ref ? human(s.meanPowerW) : "-",
                      ref ? human(s.energyPerTokenJ) : "-", sla, fleet ? std::to_string(s.fleet.replicas) : "-",
                      fleet ? std::to_string(s.fleet.totalGpus) : "-", fleet ? human(s.fleet.fleetPowerW) : "-", peak,
                      fleet ? human(s.fleet.energyPerDayKwh) : "-", fleet ? "" : s.fleet.reason});
        }
        ctx.out() << model << ", " << deploymentLabel(gpu, count) << " per replica, power cap swept from "
                  << human(sweep.steps.front().capPercent) << " % to " << human(sweep.steps.back().capPercent)
                  << " % of its " << human(sweep.tdpW) << " W limit; ITL SLA " << human(scenario.slaItlMs) << " ms"
                  << (scenario.slaTtftMs ? ", TTFT SLA " + human(*scenario.slaTtftMs) + " ms" : std::string())
                  << "; fleet target " << human(*scenario.fleetTargetRps) << " req/s.\n";
        if (sweep.referenceRateRps)
            ctx.out() << "ITL, power and J/token: one replica at " << human(*sweep.referenceRateRps)
                      << " req/s (the uncapped fleet's share), the same load at every cap; replicas and GPUs re-size "
                         "the fleet at each cap.\n";
        else
            ctx.out() << "The uncapped deployment carries no fleet for the target: only the fleet columns apply.\n";
        t.print(ctx.out());
        ctx.out() << (sweep.slaBreaksAtPercent ? "The SLA breaks at the reference load at a cap of "
                              + human(*sweep.slaBreaksAtPercent) + " %"
                                               : std::string("The SLA holds at the reference load at every cap"))
                  << (sweep.fleetBreaksAtPercent ? "; stepping down, no fleet carries the target first at "
                              + human(*sweep.fleetBreaksAtPercent) + " %."
                                                 : "; a fleet carries the target at every cap.")
                  << "\n";
        if (budget)
            ctx.out() << "Power budget " << human(budget->limitW / 1000.0) << " kW " << budgetBasis
                      << " (a budget is a peak limit; the mean power is shown beside it).\n";
        break;
    }
    }
    return kExitOk;
}

// --inventory without --fleet-rate: what the owned GPUs serve, nothing to buy.
int printInventoryOnly(Context& ctx, const Scenario& scenario, const std::string& method, const InventoryPlan& inv)
{
    const GpuCatalog& gpus = ctx.engine().gpus();
    switch (ctx.format()) {
    case Format::Json:
        printJson(ctx.out(),
                  Json{{"model", scenario.llm.hfId},
                       {"method", method},
                       {"fleet_target_rps", nullptr},
                       {"sla_itl_ms", scenario.slaItlMs},
                       {"sla_ttft_ms", scenario.slaTtftMs ? Json(*scenario.slaTtftMs) : Json(nullptr)},
                       {"sla_confidence", slaConfidenceName(scenario.slaConfidence)},
                       {"workload", workloadJson(scenario.workload)},
                       {"economics", economicsJson(scenario.economics)},
                       {"inventory", inventoryJson(inv, gpus)}});
        break;
    case Format::Csv: writeInventoryCsv(ctx.out(), inv, gpus); break;
    case Format::Table:
        ctx.out() << scenario.llm.hfId << ", ITL SLA " << human(scenario.slaItlMs) << " ms"
                  << (scenario.slaTtftMs ? ", TTFT SLA " + human(*scenario.slaTtftMs) + " ms" : std::string()) << ":";
        printInventory(ctx.out(), inv, gpus, scenario.economics);
        break;
    }
    return kExitOk;
}

} // namespace

int runPlanCapacity(Context& ctx)
{
    ctx.expectNoPositionals();
    const Args& a = ctx.args();
    const auto modelArg = a.value("--model");
    if (!modelArg)
        usageError("--model: required (a catalog id such as meta-llama/Llama-3.1-8B-Instruct or a config.json)");
    // The fleet's target: --fleet-rate, as recommend and export name it; --rate is its older name here.
    if (a.has("--fleet-rate") && a.has("--rate"))
        usageError("--rate: the same input as --fleet-rate (the whole fleet's target); give one of them");
    const char* rateFlag = a.has("--rate") ? "--rate" : "--fleet-rate";
    const auto rate = a.doubleValue(rateFlag, kMinRateRps, kMaxRateRps);
    if (!rate && !a.has("--inventory"))
        usageError("--fleet-rate: required (the whole fleet's target request rate in requests/s, e.g. --fleet-rate "
                   "20), unless --inventory asks what owned GPUs serve");
    if (!rate && (a.has("--power-budget-kw") || a.has("--power-budget-gpu-w") || a.has("--power-cap-sweep")))
        usageError("--fleet-rate: a power budget and a cap sweep size fleets for the whole fleet's target; give it");
    const auto sla = a.doubleValue("--sla-itl-ms", Limits::minSlaItlMs, Limits::maxSlaItlMs);
    if (!sla)
        usageError("--sla-itl-ms: required (the inter-token latency target in ms, e.g. --sla-itl-ms 50)");
    Workload w = workloadFromArgs(a, &ctx.engine().llms());
    const Economics econ = economicsFromArgs(ctx);
    const auto model = resolveModel(ctx, *modelArg, "--model");
    applyNativePrecision(a, model.spec, w);
    const auto gpuIds = resolveGpuList(ctx, a.has("--gpu") ? a.list("--gpu") : std::vector<std::string>{"all"},
                                       "--gpu");
    const std::string method = chooseMethod(ctx);
    const Engine& engine = ctx.engine();
    // The fleet is sized by core's one rule for a plan's fleet target (core/plan/outcome.h), the
    // window's Capacity tab and recommend --fleet-rate use the same.
    Scenario scenario;
    scenario.llm = model.spec;
    scenario.workload = w;
    scenario.slaItlMs = *sla;
    scenario.slaTtftMs = slaTtftFromArgs(a);
    scenario.economics = econ;
    scenario.gpuIds = gpuSelection(gpuIds);
    scenario.gpuCountMode = gpuCountModeFromArgs(a);
    scenario.slaConfidence = slaConfidenceFromArgs(a);
    scenario.fleetTargetRps = rate;
    scenario.load = RequestRate{1}; // a fleet is served at a rate: server mode
    const auto budget = powerBudgetFromArgs(a, econ);
    scenario.powerBudget = budget;
    scenario.inventory = inventoryFromArgs(ctx);
    disaggregationFromArgs(a, scenario, rate.has_value());
    if (a.has("--power-cap-sweep") && scenario.inventory)
        usageError("--inventory: --power-cap-sweep sweeps one deployment's cap for a new fleet and does not plan owned "
                   "GPUs; run plan-capacity with --inventory without --power-cap-sweep");
    if (a.has("--power-cap-sweep"))
        return runPowerCapSweep(ctx, scenario, method, model.spec.hfId, budget);
    // Fleet, budget and inventory from core's one call for a plan's fleet answers (the window's
    // Capacity tab and recommend --fleet-rate read the same).
    const FleetAnswers answers = valueOrFail(scenarioFleet(engine, scenario, method), "plan-capacity");
    if (rate && !answers.capacity)
        usageError("--gpu: no GPU to plan for");
    if (!rate)
        return printInventoryOnly(ctx, scenario, method, *answers.inventory);
    const CapacityPlan& plan = *answers.capacity;
    Json planJson = capacityPlanJson(plan, engine.gpus());
    const std::optional<BudgetPlan>& budgetAnswer = answers.powerBudget;
    if (budgetAnswer) {
        addBudgetToRows(planJson["rows"], *budgetAnswer);
        planJson["power_budget"] = powerBudgetJson(*budgetAnswer, plan, engine.gpus());
    }
    if (answers.inventory)
        planJson["inventory"] = inventoryJson(*answers.inventory, engine.gpus());
    // The headline fleet respects every stated constraint, or names the one it breaks (core's FleetHeadline).
    planJson["headline_fleet"] = fleetHeadlineJson(answers, engine.gpus());
    if (answers.headline) {
        planJson["lowest_energy_deployment"] = planJson["headline_fleet"]["per_replica_deployment"];
        planJson["lowest_energy_gpu"] = planJson["headline_fleet"]["gpu"];
    }
    planJson["lowest_energy_breaks"] = planJson["headline_fleet"].is_null() ? Json::array()
                                                                            : planJson["headline_fleet"]["breaks"];
    // The cap sweep of the fleet the plan would build (the best within the budget, else the lowest energy).
    planJson["power_cap_sweep"] = answers.powerCapSweep ? powerCapSweepJson(*answers.powerCapSweep, engine.gpus())
                                                        : Json(nullptr);
    if (answers.disaggregation)
        planJson["disaggregation"] = disaggregationJson(*answers.disaggregation, engine.gpus());
    const Json& rows = planJson["rows"];
    const auto label = [&](const CapacityRow& r) {
        const GpuSpec* g = engine.gpus().find(r.gpuId);
        return g ? deploymentLabel(*g, r.gpusPerReplica) : std::to_string(r.gpusPerReplica) + " x " + r.gpuId;
    };
    switch (ctx.format()) {
    case Format::Json: {
        Json out{{"model", model.spec.hfId},
                 {"method", method},
                 {"rate_rps", *rate},
                 {"fleet_target_rps", *rate},
                 {"sla_itl_ms", *sla},
                 {"sla_ttft_ms", scenario.slaTtftMs ? Json(*scenario.slaTtftMs) : Json(nullptr)},
                 {"sla_confidence", slaConfidenceName(scenario.slaConfidence)},
                 {"gpu_count_mode", gpuCountModeName(scenario.gpuCountMode)},
                 {"workload", workloadJson(w)},
                 {"economics", economicsJson(econ)}};
        for (const auto& [k, v] : planJson.items())
            out[k] = v;
        printJson(ctx.out(), out);
    } break;
    case Format::Csv: {
        std::vector<std::string> cols{"gpu",
                                      "deployment",
                                      "feasible",
                                      "gpus_per_replica",
                                      "num_gpus",
                                      "max_rate_per_replica_rps",
                                      "replicas",
                                      "total_gpus",
                                      "fleet_power_w",
                                      "energy_per_day_kwh",
                                      "energy_per_token_j",
                                      "electricity_usd_per_day",
                                      "hardware_usd_per_day",
                                      "usd_per_day",
                                      "co2_kg_per_day",
                                      "ttft_ms",
                                      "ttft_ms_high",
                                      "itl_ms",
                                      "itl_ms_high",
                                      "at_risk",
                                      "risk_limits",
                                      "reason",
                                      "reason_code",
                                      "missed_limits"};
        if (budget)
            cols.insert(cols.end(),
                        {"peak_power_w", "peak_power_wall_w", "gpu_power_limit_w", "within_budget", "over_budget_w",
                         "over_budget_percent", "budget_headroom_w"});
        if (answers.inventory) // the inventory's rows: owned replicas and purchases (see --help)
            writeInventoryCsv(ctx.out(), *answers.inventory, engine.gpus());
        else
            writeJsonArrayAsCsv(ctx.out(), rows, cols);
    } break;
    case Format::Table: {
        using A = Table::Align;
        std::vector<Table::Column> cols{{"Deployment (per replica)", A::Left},
                                        {"GPU", A::Left},
                                        {"GPUs/replica"},
                                        {"Max req/s per replica"},
                                        {"Replicas"},
                                        {"GPUs"},
                                        {"Fleet power (W)"},
                                        {"kWh/day"},
                                        {"J/token"},
                                        {"USD/day"},
                                        {"kg CO2/day"},
                                        {"TTFT (ms)"},
                                        {"ITL (ms)"},
                                        {"Why not", A::Left}};
        if (budgetAnswer)
            cols.insert(cols.end() - 1,
                        {{budget->kind == PowerBudgetKind::FacilityWall ? "Peak at wall (kW)" : "Peak GPUs (kW)"},
                         {"Budget", A::Left}});
        Table t(std::move(cols));
        for (std::size_t i = 0; i < plan.rows.size(); ++i) {
            const CapacityRow& r = plan.rows[i];
            std::vector<std::string> cells;
            if (r.replicas > 0)
                cells = {label(r) + (r.atRisk ? " (at risk)" : ""),
                         r.gpuId,
                         std::to_string(r.gpusPerReplica),
                         human(r.maxRatePerReplicaRps),
                         std::to_string(r.replicas),
                         std::to_string(r.totalGpus),
                         human(r.fleetPowerW),
                         human(r.energyPerDayKwh),
                         human(r.energyPerTokenJ),
                         human(r.usdPerDay),
                         human(r.co2KgPerDay),
                         human(r.ttftMs),
                         human(r.itlMs),
                         ""};
            else
                cells = {
                    label(r), r.gpuId, std::to_string(r.gpusPerReplica), "-", "-", "-", "-", "-", "-", "-", "-", "-",
                    "-",      r.reason};
            if (budgetAnswer) {
                const BudgetRow& b = budgetAnswer->rows[i];
                const std::string verdict = !b.feasible ? "-"
                    : b.withinBudget
                    ? "within, " + human(b.headroomW / 1000.0) + " kW left"
                    : "over by " + human(b.overBudgetW / 1000.0) + " kW (" + human(b.overBudgetPercent) + " %)";
                cells.insert(cells.end() - 1, {b.feasible ? human(b.heldPowerW / 1000.0) : "-", verdict});
            }
            t.addRow(std::move(cells));
        }
        ctx.out() << model.spec.hfId << " at " << human(*rate) << " req/s for the whole fleet, ITL SLA " << human(*sla)
                  << " ms"
                  << (scenario.slaTtftMs ? " and TTFT SLA " + human(*scenario.slaTtftMs) + " ms" : std::string())
                  << (scenario.slaConfidence == SlaConfidence::UpperBound ? " at the interval's upper bound" : "")
                  << "; each replica loaded to at most " << human(plan.rateHeadroom * 100) << " % of its max rate:\n";
        t.print(ctx.out());
        if (answers.headline)
            ctx.out() << (answers.headline->breaksBudget ? "Lowest energy (no fleet is within the power budget; "
                                                           "this one, of the smallest peak, exceeds it): "
                              : budgetAnswer             ? "Lowest energy within the power budget: "
                                                         : "Lowest energy: ")
                      << plan.rows[answers.headline->row].replicas << " x (" << label(plan.rows[answers.headline->row])
                      << ")"
                      << "; cheapest: " << (plan.cheapestRow ? label(plan.rows[*plan.cheapestRow]) : std::string("-"))
                      << (hasHardwareCost(econ) ? " (electricity + hardware, among GPUs with a hardware price)"
                                                : " (electricity only; add --usd-per-gpu-hour or --gpu-price-usd)")
                      << "; fewest GPUs: "
                      << (plan.fewestGpusRow ? label(plan.rows[*plan.fewestGpusRow]) : std::string("-")) << ".\n";
        else
            ctx.out() << "No GPU in the catalog meets the SLA at any rate.\n";
        if (budgetAnswer)
            ctx.out() << budgetLine(*budgetAnswer, plan, label);
        if (const auto& cap = answers.powerCapSweep) {
            const GpuSpec* g = engine.gpus().find(cap->gpuId);
            ctx.out() << "Power cap for " << (g ? deploymentLabel(*g, cap->gpusPerReplica) : cap->gpuId)
                      << " (the fleet above), 100 to 50 % of its limit: "
                      << (cap->slaBreaksAtPercent ? "the SLA breaks at " + human(*cap->slaBreaksAtPercent) + " %"
                                                  : std::string("the SLA holds at every cap"))
                      << " at its share of the target (--power-cap-sweep " << cap->gpuId << "@" << cap->gpusPerReplica
                      << " for each step).\n";
        }
        if (answers.inventory)
            printInventory(ctx.out(), *answers.inventory, engine.gpus(), econ);
        if (answers.disaggregation)
            printDisaggregation(ctx.out(), *answers.disaggregation, engine.gpus());
        ctx.out() << "Server mode is built from physics on the batch models: Little's law, an M/G/inf busy fraction "
                     "and an idle power per GPU class with its range (idle_basis in predict --rate --format json; see "
                     "README).\n";
        break;
    }
    }
    return kExitOk;
}

} // namespace wattgpu::cli
