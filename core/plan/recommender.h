#pragma once
// Picks the GPU that meets the SLA (ITL and, when stated, TTFT: core/plan/sla.h) at the lowest
// objective (energy per token by default), and says why every other GPU lost.
#include "core/features/workload.h"
#include "core/plan/sla.h"
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
    MissesSla,       // a stated limit of the SLA missed: ITL, TTFT or both (ExcludedGpu::missedLimits says which)
    HigherObjective, // feasible, but uses more energy/power/cost than the winner
    Overloaded,      // server mode: the request rate exceeds what one replica sustains (with the headroom)
    NotFinite,       // a figure of this deployment is not finite (e.g. an extreme rate or price)
    Unpriced,        // cost objective: hardware is priced for some GPUs but no rate applies to this one, so its
              // all-in cost is unknown and it is left out of the cost ranking (never ranked on electricity alone)
};
// "does_not_fit", "misses_sla", "higher_objective", "overloaded", "not_finite", "unpriced"
const char* lossReasonName(LossReason r);

struct RankedGpu {
    Prediction prediction;
    double objectiveValue = 0;  // J/token, W, $/1M tokens or gCO2/1M tokens
    double vsWinnerPercent = 0; // (value / winner - 1) x 100; 0 for the winner
    bool atRisk = false;        // a stated limit's interval (ITL, TTFT) reaches above it
    SlaLimits riskLimits{};     // which limits' intervals do
    // Server mode: the largest rate one replica of this deployment sustains under the SLA, req/s.
    double maxRateRps = 0;
};

// A change of the plan's inputs that makes a deployment meet the SLA, proven by predicting it.
enum class FixKind {
    MoreGpus,      // numGpus GPUs per replica
    SmallerBatch,  // offline only: batch sequences
    LowerRate,     // server only: rateRps per replica (the rest on more replicas)
    OtherPrecision // precision
};
const char* fixKindName(FixKind k); // "more_gpus", "smaller_batch", "lower_rate", "other_precision"
struct ProvenFix {
    FixKind kind = FixKind::MoreGpus;
    std::string gpuId;
    int numGpus = 1;           // GPUs per replica after the fix
    int batch = 0;             // SmallerBatch
    double rateRps = 0;        // LowerRate: req/s per replica
    int replicas = 1;          // LowerRate: replicas that carry the original rate
    Precision precision{};     // after the fix (OtherPrecision: the new one)
    double itlMs = 0;          // predicted ITL after the fix, ms (meets the SLA)
    double ttftMs = 0;         // predicted TTFT after the fix, ms (meets the TTFT limit when there is one)
    double objectiveValue = 0; // of the fixed deployment
};

struct ExcludedGpu {
    Prediction prediction;
    LossReason reason = LossReason::MissesSla;
    SlaLimits missedLimits{}; // MissesSla: the limits missed (ITL, TTFT or both)
    std::string detail; // English: "ITL 62.1 ms > SLA 50 ms", "TTFT 812 ms > SLA 500 ms", "needs 141 GB, has 72 GB"
    std::string fix;    // nearest fix, e.g. "fits with 2 GPUs", "meets the SLA at batch 8"; may be empty
    // The fix as a change of inputs, recomputed by the engine and shown only when it passes.
    std::optional<ProvenFix> provenFix;
    double maxRateRps = 0; // server mode: what one replica sustains under the SLA, req/s (0: none)
};

struct Recommendation {
    double slaItlMs = 0;
    std::optional<double> slaTtftMs; // the TTFT limit, ms, when the scenario states one
    Objective objective = Objective::EnergyPerToken;
    std::optional<std::string> winner; // GPU id
    std::vector<RankedGpu> ranking;    // feasible GPUs, best first
    std::vector<ExcludedGpu> excluded; // infeasible GPUs
    std::string summary;               // English one-liner for CLI/logs
    std::string nearestFix;            // when nothing qualifies: the closest fix over all GPUs
    std::optional<ProvenFix> nearestProvenFix;
    SlaConfidence slaConfidence = SlaConfidence::Point;
    double rateHeadroom = 1.0; // server mode: a replica is loaded to at most this share of its max rate
    // The winner's deployment: GPUs per replica (with winner, the GPU id).
    int winnerNumGpus = 0;
};

// Economic factors needed for the cost/carbon objectives (formulas in core/plan/economics.h).
struct Economics {
    double electricityUsdPerKwh = 0.15; // USD per kWh at the facility meter
    double pue = 1.2;                   // facility power usage effectiveness, >= 1
    double gridGco2PerKwh = 400.0;      // grid carbon intensity, gCO2-eq per kWh

    // Hardware cost, optional. With any of it set, the cost objective is all-in (electricity +
    // hardware) USD per 1M tokens; without, electricity only. Per GPU the rate is the first of:
    // a quote in usdPerGpuHourByGpu (keyed by GPU id), usdPerGpuHour (flat, e.g. cloud on-demand,
    // paid only while serving: the stated default rate for GPUs without a quote), or
    // gpuPurchaseUsd amortised over gpuLifetimeYears x 8760 h x gpuUtilisation. With quotes for
    // some GPUs and neither default set, the others have no all-in cost: their basis is
    // CostBasis::Unpriced and the cost objective leaves them out with LossReason::Unpriced.
    std::map<std::string, double> usdPerGpuHourByGpu; // USD per GPU-hour by GPU id
    std::optional<double> usdPerGpuHour;              // USD per GPU-hour, every GPU
    std::optional<double> gpuPurchaseUsd;             // USD per GPU, every GPU
    double gpuLifetimeYears = 4.0;                    // years of service for the amortisation
    double gpuUtilisation = 0.6;                      // share of the lifetime spent serving, (0, 1]
};

// What a deployment's USD per 1M tokens is made of. One basis per deployment, stated in every view.
enum class CostBasis {
    Electricity, // no hardware cost is set for any GPU: electricity alone, the same basis for every row
    Quote,       // all-in: electricity + this GPU's own quote (usdPerGpuHourByGpu)
    FlatRate,    // all-in: electricity + the flat USD per GPU-hour (the default rate for unquoted GPUs)
    Purchase,    // all-in: electricity + the purchase price amortised over lifetime and utilisation
    Unpriced,    // hardware is priced for other GPUs, none applies to this one: electricity shown, no all-in cost
};
const char* costBasisName(CostBasis b); // "electricity", "quote", "flat_rate", "purchase", "unpriced"
CostBasis costBasis(const Economics& econ, const std::string& gpuId);
// All-in bases (Quote, FlatRate, Purchase) include hardware; Electricity and Unpriced do not.
inline bool costIncludesHardware(CostBasis b)
{
    return b == CostBasis::Quote || b == CostBasis::FlatRate || b == CostBasis::Purchase;
}

// The objective's value. Cost: USD per 1M tokens on the deployment's basis (Unpriced: +inf, so a
// cost ranking never puts an unpriced GPU next to all-in ones).
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
