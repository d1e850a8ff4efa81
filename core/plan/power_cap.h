#pragma once
// The power cap as a lever (issue 27): one deployment (GPU type x GPUs per replica) swept over
// per-GPU power caps as a share of the GPU's power limit (TDP). At each cap: one replica at a
// fixed reference load (its share of the fleet target in the uncapped fleet), predicted in server
// mode with its ITL and mean-power intervals and energy per token, and the fleet the target needs
// at that cap (planCapacity with the count fixed). Where the SLA breaks is marked, never smoothed:
// the figures are the model's, monotone or not.
#include "core/catalog/gpu.h"
#include "core/catalog/llm.h"
#include "core/features/workload.h"
#include "core/plan/budget.h"
#include "core/plan/capacity.h"
#include "core/plan/economics.h"
#include "core/plan/sla.h"
#include "core/predict/predictor.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace wattgpu {

struct PowerCapStep {
    double capPercent = 100; // of the GPU's power limit (TDP)
    double capW = 0;         // per GPU, W (as the predictor clamps it)
    // One replica at the reference rate (nullopt figures when there is none, see PowerCapSweep).
    bool stable = false; // the replica keeps up with the reference rate
    double ttftMs = 0;
    double itlMs = 0, itlMsLow = 0, itlMsHigh = 0;                // in the workload's ITL definition
    double meanPowerW = 0, meanPowerWLow = 0, meanPowerWHigh = 0; // replica, W
    double activePowerPerGpuW = 0;                                // per GPU while busy, W (at most capW)
    double energyPerTokenJ = 0;
    double ttftMsHigh = 0;    // upper end of the TTFT interval at the reference load
    bool meetsSla = false;    // the reference load meets every stated limit (ITL, TTFT) as the SLA confidence tests it
    SlaLimits missedLimits{}; // the stated limits the reference load misses
    bool atRisk = false;      // meets it at the point, a stated limit's interval above it
    bool throttled = false;   // the cap is below what the replica would draw: the clock is lowered
    // The fleet for the whole target at this cap: one row (replicas 0 with a reason when none).
    CapacityRow fleet;
    // That fleet's provisioned peak of the GPU boards: its GPUs x capW, W (0 without a fleet).
    double fleetPeakW = 0;
    // That fleet against a power budget, with the cap as its GPUs' power limit (holdSweepAgainst).
    std::optional<BudgetRow> budget;
};

struct PowerCapSweep {
    std::string gpuId;
    int gpusPerReplica = 1;
    double tdpW = 0;
    double fleetTargetRps = 0;
    double slaItlMs = 0;
    std::optional<double> slaTtftMs; // the TTFT limit, ms, when there is one
    // The rate one replica is held at across the sweep: the target over the uncapped fleet's
    // replicas. nullopt when the uncapped deployment carries no fleet (then only fleet rows say why).
    std::optional<double> referenceRateRps;
    std::vector<PowerCapStep> steps; // in capPercents order (highest first by default)
    // The highest cap, stepping down, at which the reference load first misses the SLA (the
    // caps above it meet it); nullopt when it never breaks in the sweep.
    std::optional<double> slaBreaksAtPercent;
    // The highest cap, stepping down, at which no fleet carries the target any longer.
    std::optional<double> fleetBreaksAtPercent;
};

struct PowerCapSweepOptions {
    std::vector<double> capPercents{100, 90, 80, 70, 60, 50};
    SlaConfidence confidence = SlaConfidence::Point;
    std::optional<double> slaTtftMs; // the SLA's TTFT limit, ms; nullopt = none
    std::map<std::string, double> idleOverridesW;
};

// Each step's fleet against `budget` (its GPUs' limit = the step's cap): fills PowerCapStep::budget.
Status holdSweepAgainst(PowerCapSweep& sweep, const GpuCatalog& gpus, const Workload& w, const PowerBudget& budget);

// `w.numGpus` is ignored (gpusPerReplica is the count) and `w.powerLimitW` is what is swept.
// A percentage outside 1..100, a target rate planCapacity refuses or a prediction that fails is an error.
Result<PowerCapSweep> sweepPowerCap(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu, int gpusPerReplica,
                                    Workload w, double fleetTargetRps, double slaItlMs, const Economics& econ = {},
                                    const PowerCapSweepOptions& options = {});

} // namespace wattgpu
