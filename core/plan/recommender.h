#pragma once
// Picks the GPU that meets the ITL SLA at the lowest objective (energy per token by default),
// and says why every other GPU lost.
#include "core/predict/prediction.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace wattgpu {

enum class Objective { EnergyPerToken, MeanPower, Cost, Carbon };
const char* objectiveName(Objective o); // "energy", "power", "cost", "carbon"
std::optional<Objective> parseObjective(const std::string& s);

enum class LossReason {
    DoesNotFit,      // weights + KV cache exceed memory at this GPU count
    MissesSla,       // predicted ITL above the SLA
    HigherObjective, // feasible, but uses more energy/power/cost than the winner
    Overloaded,      // server mode: the request rate exceeds what one replica sustains
};
const char* lossReasonName(LossReason r); // "does_not_fit", "misses_sla", "higher_objective", "overloaded"

struct RankedGpu {
    Prediction prediction;
    double objectiveValue = 0;  // J/token, W, $/1M tokens or gCO2/1M tokens
    double vsWinnerPercent = 0; // (value / winner - 1) x 100; 0 for the winner
};

struct ExcludedGpu {
    Prediction prediction;
    LossReason reason = LossReason::MissesSla;
    std::string detail; // English: "ITL 62.1 ms > SLA 50 ms", "needs 141 GB, has 72 GB"
    std::string fix;    // nearest fix, e.g. "fits with 2 GPUs", "meets the SLA at batch 8"; may be empty
};

struct Recommendation {
    double slaItlMs = 0;
    Objective objective = Objective::EnergyPerToken;
    std::optional<std::string> winner; // GPU id
    std::vector<RankedGpu> ranking;    // feasible GPUs, best first
    std::vector<ExcludedGpu> excluded; // infeasible GPUs
    std::string summary;               // English one-liner for CLI/logs
    std::string nearestFix;            // when nothing qualifies: the closest fix over all GPUs
};

// Economic factors needed for the cost/carbon objectives (formulas in core/plan/economics.h).
struct Economics {
    double electricityUsdPerKwh = 0.15; // USD per kWh at the facility meter
    double pue = 1.2;                   // facility power usage effectiveness, >= 1
    double gridGco2PerKwh = 400.0;      // grid carbon intensity, gCO2-eq per kWh

    // Hardware cost, optional. With any of it set, the cost objective is all-in (electricity +
    // hardware) USD per 1M tokens; without, electricity only. Per GPU the rate is the first of:
    // a quote in usdPerGpuHourByGpu (keyed by GPU id), usdPerGpuHour (flat, e.g. cloud on-demand,
    // paid only while serving), or gpuPurchaseUsd amortised over gpuLifetimeYears x 8760 h x
    // gpuUtilisation. A GPU with no rate while others have one is costed on electricity only.
    std::map<std::string, double> usdPerGpuHourByGpu; // USD per GPU-hour by GPU id
    std::optional<double> usdPerGpuHour;              // USD per GPU-hour, every GPU
    std::optional<double> gpuPurchaseUsd;             // USD per GPU, every GPU
    double gpuLifetimeYears = 4.0;                    // years of service for the amortisation
    double gpuUtilisation = 0.6;                      // share of the lifetime spent serving, (0, 1]
};

double objectiveValue(const Prediction& p, Objective o, const Economics& econ);

// The objective's interval (about 10th..90th percentile), carried over from the prediction's
// power, energy and ITL intervals: carbon and electricity scale with energy per token; hardware
// cost per token scales with ITL in batch mode (throughput = batch / ITL) and is fixed in server
// mode (throughput = the arrival rate). Equal ends when the prediction has no interval.
struct ObjectiveInterval {
    double low = 0;
    double high = 0;
};
ObjectiveInterval objectiveInterval(const Prediction& p, Objective o, const Economics& econ);

} // namespace wattgpu
