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
    // The fleet's target: --fleet-rate, as recommend and export name it; --rate is its older name here.
    if (a.has("--fleet-rate") && a.has("--rate"))
        usageError("--rate: the same input as --fleet-rate (the whole fleet's target); give one of them");
    const char* rateFlag = a.has("--rate") ? "--rate" : "--fleet-rate";
    const auto rate = a.doubleValue(rateFlag, kMinRateRps, kMaxRateRps);
    if (!rate)
        usageError(
            "--fleet-rate: required (the whole fleet's target request rate in requests/s, e.g. --fleet-rate 20)");
    const auto sla = a.doubleValue("--sla-itl-ms", Limits::minSlaItlMs, Limits::maxSlaItlMs);
    if (!sla)
        usageError("--sla-itl-ms: required (the inter-token latency target in ms, e.g. --sla-itl-ms 50)");
    Workload w = workloadFromArgs(a);
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
    scenario.economics = econ;
    scenario.gpuIds = gpuSelection(gpuIds);
    scenario.gpuCountMode = gpuCountModeFromArgs(a);
    scenario.slaConfidence = slaConfidenceFromArgs(a);
    scenario.fleetTargetRps = *rate;
    const auto planned = valueOrFail(scenarioCapacity(engine, scenario, method), "plan-capacity");
    if (!planned)
        usageError("--gpu: no GPU to plan for");
    const CapacityPlan& plan = *planned;
    const Json planJson = capacityPlanJson(plan, engine.gpus());
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
                 {"sla_confidence", slaConfidenceName(scenario.slaConfidence)},
                 {"gpu_count_mode", gpuCountModeName(scenario.gpuCountMode)},
                 {"workload", workloadJson(w)},
                 {"economics", economicsJson(econ)}};
        for (const auto& [k, v] : planJson.items())
            out[k] = v;
        printJson(ctx.out(), out);
    } break;
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
                  << " ms"
                  << (scenario.slaConfidence == SlaConfidence::UpperBound ? " at the interval's upper bound" : "")
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
