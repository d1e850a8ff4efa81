#include "core/plan/power_cap.h"

#include "core/features/features.h"
#include "core/plan/server.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace wattgpu {

namespace {

bool throttledAt(const Prediction& p)
{
    return std::any_of(p.warnings.begin(), p.warnings.end(),
                       [](const Warning& w) { return w.code == WarningCode::PowerCapThrottled; });
}

Result<CapacityRow> fleetAt(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu, const Workload& w,
                            double targetRps, double slaItlMs, const Economics& econ, const PowerCapSweepOptions& opt)
{
    CapacityOptions co;
    co.gpuCounts = GpuCountMode::Fixed;
    co.confidence = opt.confidence;
    co.slaTtftMs = opt.slaTtftMs;
    co.idleOverridesW = opt.idleOverridesW;
    WG_TRY(plan, planCapacity(p, llm, {&gpu}, w, targetRps, slaItlMs, econ, co));
    if (plan->rows.empty()) { // no count the platform runs: say so rather than fail
        CapacityRow none;
        none.gpuId = gpu.id;
        none.gpusPerReplica = w.numGpus;
        none.reason = "no serving engine runs " + std::to_string(w.numGpus) + " GPUs per replica of this GPU";
        none.reasonCode = "does_not_fit";
        return none;
    }
    return plan->rows.front();
}

} // namespace

Result<PowerCapSweep> sweepPowerCap(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu, int gpusPerReplica,
                                    Workload w, double fleetTargetRps, double slaItlMs, const Economics& econ,
                                    const PowerCapSweepOptions& opt)
{
    for (double pct : opt.capPercents)
        if (!std::isfinite(pct) || pct < 1 || pct > 100)
            return makeError(ErrorCode::BadValue, {}, 0, "power_cap_percent",
                             "a power cap is 1 to 100 % of the GPU's power limit");
    PowerCapSweep out;
    out.gpuId = gpu.id;
    out.gpusPerReplica = gpusPerReplica;
    out.tdpW = tdpOrEstimateW(gpu);
    out.fleetTargetRps = fleetTargetRps;
    out.slaItlMs = slaItlMs;
    const Sla sla{slaItlMs, opt.slaTtftMs, opt.confidence};
    out.slaTtftMs = sla.hasTtftLimit() ? opt.slaTtftMs : std::nullopt;
    w.numGpus = gpusPerReplica;
    // The reference load: the uncapped fleet's share per replica, held fixed so that the steps
    // differ in the cap alone.
    Workload uncapped = w;
    uncapped.powerLimitW.reset();
    WG_TRY(full, fleetAt(p, llm, gpu, uncapped, fleetTargetRps, slaItlMs, econ, opt));
    if (full->replicas > 0)
        out.referenceRateRps = fleetTargetRps / static_cast<double>(full->replicas);
    bool slaHeld = true, fleetHeld = true;
    for (double pct : opt.capPercents) {
        PowerCapStep s;
        s.capPercent = pct;
        Workload wc = w;
        wc.powerLimitW = out.tdpW * pct / 100.0;
        s.capW = effectivePowerLimitW(gpu, wc);
        if (out.referenceRateRps) {
            WG_TRY(served, predictServer(p, llm, gpu, wc, *out.referenceRateRps, opt.idleOverridesW));
            const ServerResult& r = served.value();
            s.stable = r.stable;
            s.ttftMs = r.ttftMs;
            s.itlMs = r.itlMs;
            s.itlMsLow = r.itlMsLow;
            s.itlMsHigh = r.itlMsHigh;
            s.meanPowerW = r.meanPowerW;
            s.meanPowerWLow = r.meanPowerWLow;
            s.meanPowerWHigh = r.meanPowerWHigh;
            s.activePowerPerGpuW = r.atConcurrency.powerPerGpuW;
            s.energyPerTokenJ = r.energyPerTokenJ;
            s.ttftMsHigh = r.atConcurrency.ttftMsHigh;
            s.missedLimits = slaMisses(r.atConcurrency, sla);
            s.meetsSla = r.stable && r.fitsMemory && !s.missedLimits.any();
            s.atRisk = s.meetsSla && slaRisks(r.atConcurrency, sla).any();
            s.throttled = throttledAt(r.atConcurrency);
        }
        WG_TRY(fleet, fleetAt(p, llm, gpu, wc, fleetTargetRps, slaItlMs, econ, opt));
        s.fleet = std::move(fleet).value();
        if (s.fleet.replicas > 0)
            s.fleetPeakW = static_cast<double>(s.fleet.totalGpus) * s.capW;
        if (slaHeld && out.referenceRateRps && !s.meetsSla) {
            out.slaBreaksAtPercent = pct;
            slaHeld = false;
        }
        if (fleetHeld && s.fleet.replicas <= 0) {
            out.fleetBreaksAtPercent = pct;
            fleetHeld = false;
        }
        out.steps.push_back(std::move(s));
    }
    return out;
}

Status holdSweepAgainst(PowerCapSweep& sweep, const GpuCatalog& gpus, const Workload& w, const PowerBudget& budget)
{
    for (PowerCapStep& step : sweep.steps) {
        CapacityPlan one;
        one.rows = {step.fleet};
        Workload capped = w;
        capped.powerLimitW = step.capW;
        WG_TRY(held, budgetPlan(one, gpus, capped, budget));
        step.budget = held->rows.front();
    }
    return Ok{};
}

} // namespace wattgpu
