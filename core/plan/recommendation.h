#pragma once
// The engine's answer to a scenario (Engine::recommend, core/plan/engine_recommend.cpp): the
// deployments that meet the SLA (ITL and, when stated, TTFT: core/plan/sla.h) ranked by the
// objective (core/plan/economics.h), and why every other one lost, with the nearest proven fix.
#include "core/features/workload.h"
#include "core/plan/economics.h"
#include "core/plan/sla.h"
#include "core/predict/prediction.h"

#include <optional>
#include <string>
#include <vector>

namespace wattgpu {

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
    // When nothing meets the SLA: of every deployment judged (every GPU count tried, not only the
    // count a row shows under Auto) that fits and has finite figures, the one of the lowest ITL, with
    // the limits it misses. The banner's "the fastest, …, reaches X ms". nullopt otherwise.
    std::optional<ExcludedGpu> fastest;
};

} // namespace wattgpu
