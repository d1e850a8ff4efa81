// plan-capacity: replicas and GPUs per GPU type for a target request rate under an ITL SLA.
#include "app/cli/cli.h"

#include "core/plan/deployment.h"
#include "core/plan/economics.h"
#include "core/plan/server.h"

namespace wattgpu::cli {

int runPlanCapacity(Context& ctx)
{
    ctx.expectNoPositionals();
    const Args& a = ctx.args();
    const auto modelArg = a.value("--model");
    if (!modelArg)
        usageError("--model: required (a catalog id such as meta-llama/Llama-3.1-8B-Instruct or a config.json)");
    const auto rate = a.doubleValue("--rate", kMinRateRps, kMaxRateRps);
    if (!rate)
        usageError("--rate: required (the target request rate in requests/s, e.g. --rate 20)");
    const auto sla = a.doubleValue("--sla-itl-ms", Limits::minSlaItlMs, Limits::maxSlaItlMs);
    if (!sla)
        usageError("--sla-itl-ms: required (the inter-token latency target in ms, e.g. --sla-itl-ms 50)");
    Workload w = workloadFromArgs(a);
    const Economics econ = economicsFromArgs(ctx);
    const auto model = resolveModel(ctx, *modelArg, "--model");
    applyNativePrecision(a, model.spec, w);
    CapacityOptions options;
    options.gpuCounts = gpuCountModeFromArgs(a);
    options.confidence = slaConfidenceFromArgs(a);
    const auto gpuIds = resolveGpuList(ctx, a.has("--gpu") ? a.list("--gpu") : std::vector<std::string>{"all"},
                                       "--gpu");
    const std::string method = chooseMethod(ctx);
    const Engine& engine = ctx.engine();
    std::vector<const GpuSpec*> gpus;
    if (gpuIds.empty())
        for (const auto& g : engine.gpus().gpus())
            gpus.push_back(&g);
    else
        for (const auto& id : gpuIds)
            gpus.push_back(engine.gpus().find(id));
    const CapacityPlan plan = valueOrFail(
        planCapacity(*engine.predictor(method), model.spec, gpus, w, *rate, *sla, econ, options), "plan-capacity");
    const auto label = [&](const CapacityRow& r) {
        const GpuSpec* g = engine.gpus().find(r.gpuId);
        return g ? deploymentLabel(*g, r.gpusPerReplica) : std::to_string(r.gpusPerReplica) + " x " + r.gpuId;
    };
    const auto rowLabel = [&](const std::optional<std::size_t>& i) {
        return i ? Json(label(plan.rows[*i])) : Json(nullptr);
    };

    Json rows = Json::array();
    for (const auto& r : plan.rows)
        rows.push_back(Json{{"gpu", r.gpuId},
                            {"deployment", label(r)},
                            {"feasible", r.replicas > 0},
                            {"gpus_per_replica", r.gpusPerReplica},
                            {"num_gpus", r.gpusPerReplica},
                            {"max_rate_per_replica_rps", r.maxRatePerReplicaRps},
                            {"replicas", r.replicas},
                            {"total_gpus", r.totalGpus},
                            {"fleet_power_w", r.fleetPowerW},
                            {"energy_per_day_kwh", r.energyPerDayKwh},
                            {"energy_per_token_j", r.energyPerTokenJ},
                            {"electricity_usd_per_day", r.electricityUsdPerDay},
                            {"hardware_usd_per_day", r.hardwareUsdPerDay ? Json(*r.hardwareUsdPerDay) : Json(nullptr)},
                            {"usd_per_day", r.usdPerDay},
                            {"co2_kg_per_day", r.co2KgPerDay},
                            {"ttft_ms", r.ttftMs},
                            {"itl_ms", r.itlMs},
                            {"itl_ms_high", r.itlMsHigh},
                            {"at_risk", r.atRisk},
                            {"reason", r.reason},
                            {"reason_code", r.reasonCode}});
    switch (ctx.format()) {
    case Format::Json:
        printJson(ctx.out(),
                  Json{{"model", model.spec.hfId},
                       {"method", method},
                       {"rate_rps", *rate},
                       {"rate_headroom", plan.rateHeadroom},
                       {"sla_itl_ms", *sla},
                       {"sla_confidence", slaConfidenceName(options.confidence)},
                       {"gpu_count_mode", gpuCountModeName(options.gpuCounts)},
                       {"workload", workloadJson(w)},
                       {"lowest_energy_gpu", plan.lowestEnergyGpu ? Json(*plan.lowestEnergyGpu) : Json(nullptr)},
                       {"fewest_gpus", plan.fewestGpus ? Json(*plan.fewestGpus) : Json(nullptr)},
                       {"cheapest_gpu", plan.cheapestGpu ? Json(*plan.cheapestGpu) : Json(nullptr)},
                       {"lowest_energy_deployment", rowLabel(plan.lowestEnergyRow)},
                       {"fewest_gpus_deployment", rowLabel(plan.fewestGpusRow)},
                       {"cheapest_deployment", rowLabel(plan.cheapestRow)},
                       {"economics", economicsJson(econ)},
                       {"rows", rows}});
        break;
    case Format::Csv:
        writeJsonArrayAsCsv(ctx.out(), rows,
                            {"gpu",
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
                             "itl_ms",
                             "itl_ms_high",
                             "at_risk",
                             "reason",
                             "reason_code"});
        break;
    case Format::Table: {
        using A = Table::Align;
        Table t({{"Deployment (per replica)", A::Left},
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
                 {"Why not", A::Left}});
        for (const auto& r : plan.rows) {
            if (r.replicas > 0)
                t.addRow({label(r) + (r.atRisk ? " (at risk)" : ""), r.gpuId, std::to_string(r.gpusPerReplica),
                          human(r.maxRatePerReplicaRps), std::to_string(r.replicas), std::to_string(r.totalGpus),
                          human(r.fleetPowerW), human(r.energyPerDayKwh), human(r.energyPerTokenJ), human(r.usdPerDay),
                          human(r.co2KgPerDay), human(r.ttftMs), human(r.itlMs), ""});
            else
                t.addRow({label(r), r.gpuId, std::to_string(r.gpusPerReplica), "-", "-", "-", "-", "-", "-", "-", "-",
                          "-", "-", r.reason});
        }
        ctx.out() << model.spec.hfId << " at " << human(*rate) << " req/s for the whole fleet, ITL SLA " << human(*sla)
                  << " ms" << (options.confidence == SlaConfidence::UpperBound ? " at the interval's upper bound" : "")
                  << "; each replica loaded to at most " << human(plan.rateHeadroom * 100) << " % of its max rate:\n";
        t.print(ctx.out());
        if (plan.lowestEnergyGpu)
            ctx.out() << "Lowest energy: " << label(plan.rows[*plan.lowestEnergyRow])
                      << "; cheapest: " << (plan.cheapestRow ? label(plan.rows[*plan.cheapestRow]) : std::string("-"))
                      << (hasHardwareCost(econ) ? " (electricity + hardware, among GPUs with a hardware price)"
                                                : " (electricity only; add --usd-per-gpu-hour or --gpu-price-usd)")
                      << "; fewest GPUs: "
                      << (plan.fewestGpusRow ? label(plan.rows[*plan.fewestGpusRow]) : std::string("-")) << ".\n";
        else
            ctx.out() << "No GPU in the catalog meets the SLA at any rate.\n";
        ctx.out() << "Server mode is built from physics on the batch models: Little's law, an M/G/inf busy fraction "
                     "and an idle power of 15 % of TDP (see README).\n";
        break;
    }
    }
    return kExitOk;
}

} // namespace wattgpu::cli
