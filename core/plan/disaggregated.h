#pragma once
// Disaggregated serving (models/docs/PHYSICS.md, "Disaggregated prefill and decode"): prompts are
// prefilled on one pool of workers, their KV cache moves over the network to a second pool that
// only decodes. TTFT is the prefill pool's queue wait and prefill plus the KV transfer; the gaps
// between tokens are the decode pool's at the concurrency the rate gives it (Little's law); each
// pool draws its own power. Built on the same server-mode concurrency curves as aggregated
// serving (core/plan/server.h), so the two are compared on one footing. Never measured: every
// plan is flagged and out of distribution.
#include "core/catalog/catalog.h"
#include "core/catalog/gpu.h"
#include "core/catalog/llm.h"
#include "core/features/workload.h"
#include "core/plan/capacity.h"
#include "core/plan/scenario.h"
#include "core/plan/server.h"
#include "core/plan/sla.h"
#include "core/predict/predictor.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wattgpu {

// Fixed cost of moving one request's KV cache between pools (connection set-up, per-layer block
// descriptors of an RDMA transfer), s, on top of its bytes over the link.
inline constexpr double kKvTransferLatencyS = 50e-6;

struct PoolLayout {
    const GpuSpec* gpu = nullptr;
    int gpusPerWorker = 1; // one worker is a replica of this many GPUs (its layout: physics.h replicaLayout)
    int workers = 0;
};

// One request's KV cache moving from a prefill worker to a decode worker: every prompt token's KV
// (all layers, at the cache's precision) over the narrower worker's network links in parallel.
struct KvTransfer {
    double bytes = 0;      // per request
    double linkGbS = 0;    // GB/s between the two workers (GPUs x per-GPU link)
    double seconds = 0;    // bytes / link + kKvTransferLatencyS
    bool estimated = true; // the per-GPU link is the GPU class's, not the user's
};
KvTransfer kvTransfer(const LlmSpec& llm, const Workload& w, const PoolLayout& prefill, const PoolLayout& decode);

struct DisaggregatedPlan {
    PoolLayout prefill, decode;
    std::string label;  // "2P(8 × H200 SXM 141GB) + 1D(8 × H200 SXM 141GB)"
    double rateRps = 0; // whole service, req/s
    bool feasible = false;
    std::string reason; // English, when not feasible
    bool meetsSla = false;
    bool atRisk = false;    // meets the SLA, but the interval of a stated limit (ITL, TTFT) reaches above it
    SlaLimits riskLimits{}; // which do
    long long totalGpus = 0;
    // TTFT = prefill queue wait + prefill + KV transfer, ms; the interval from the prefill's (its upper
    // end infinite when a prefill at the interval's upper end saturates the pool).
    double prefillMs = 0, prefillWaitMs = 0;
    KvTransfer kv;
    double ttftMs = 0, ttftMsLow = 0, ttftMsHigh = 0;
    double prefillUtilisation = 0; // share of each prefill worker's time spent prefilling
    // The decode pool: requests in decode per worker and the gaps between their tokens, ms (in the
    // workload's ITL definition) with the interval.
    double decodeConcurrency = 0;
    double itlMs = 0, itlMsLow = 0, itlMsHigh = 0;
    // Mean power of each pool and of both, W, with intervals.
    double prefillPowerW = 0, prefillPowerWLow = 0, prefillPowerWHigh = 0;
    double decodePowerW = 0, decodePowerWLow = 0, decodePowerWHigh = 0;
    double powerW = 0, powerWLow = 0, powerWHigh = 0;
    double energyPerTokenJ = 0, energyPerTokenJLow = 0, energyPerTokenJHigh = 0; // per output token
    std::vector<Warning> warnings; // disaggregated_unmeasured always; each pool's prediction warnings
    bool outOfDistribution = true;
};

// The plan of `prefill` and `decode` (their workers fixed) at `rateRps` on their curves (`w` with
// each pool's GPUs per worker). Not feasible when the prefill pool is saturated, a pool's weights
// do not fit or the decode pool cannot hold its concurrency.
DisaggregatedPlan evaluateDisaggregated(const LlmSpec& llm, const Workload& w, double rateRps, const Sla& sla,
                                        const PoolLayout& prefill, const ConcurrencyCurve& prefillCurve,
                                        const PoolLayout& decode, const ConcurrencyCurve& decodeCurve,
                                        const std::map<std::string, double>& idleOverridesW = {});
// The same with each pool's workers sized for the rate and the SLA: the fewest prefill workers
// whose TTFT meets the TTFT limit (when there is one) with each at most kRateHeadroom busy, the
// fewest decode workers whose gaps meet the ITL limit with each at most kRateHeadroom of the rate
// it sustains. The workers given in `prefill` and `decode` are ignored.
DisaggregatedPlan sizeDisaggregated(const LlmSpec& llm, const Workload& w, double rateRps, const Sla& sla,
                                    PoolLayout prefill, const ConcurrencyCurve& prefillCurve, PoolLayout decode,
                                    const ConcurrencyCurve& decodeCurve,
                                    const std::map<std::string, double>& idleOverridesW = {});

// Per GPU type in `gpus` (both pools of that type): every pair of GPUs per worker Auto considers
// (core/plan/deployment.h candidateGpuCounts), sized; the one with the least energy per token
// among those meeting the SLA (else the least energy overall, marked). One plan per GPU type, the
// feasible ones first by energy per token.
Result<std::vector<DisaggregatedPlan>> planDisaggregated(const Predictor& p, const LlmSpec& llm,
                                                         const std::vector<const GpuSpec*>& gpus, const Workload& w,
                                                         double rateRps, const Sla& sla,
                                                         PredictionCache* cache = nullptr,
                                                         const std::map<std::string, double>& idleOverridesW = {});

// Pools written as the plans' labels write them: "2P(8 x h200-sxm-141gb) + 1D(8 x b200-sxm-180gb)"
// ("x" or "×"; each count optional: "P(h200-sxm-141gb) + D(4 x b200-sxm-180gb)"). The GPU names are
// kept as written, for the caller to resolve. nullopt with why (English) in *error; at most
// kMaxPoolsTextBytes, counts 1..kMaxPoolCount.
inline constexpr std::size_t kMaxPoolsTextBytes = 256;
inline constexpr int kMaxPoolCount = 4096;
std::optional<DisaggregatedPools> parseDisaggregatedPools(std::string_view text, std::string* error);

// The pools a scenario fixes (core/plan/scenario.h DisaggregatedPools; their GPU types may differ):
// every pair of GPUs per worker the pools allow (a fixed count, else every count Auto considers),
// workers as fixed or sized; the best as planDisaggregated picks per GPU type. An id the catalog
// lacks is an error naming it.
Result<DisaggregatedPlan> planDisaggregatedPools(const Predictor& p, const LlmSpec& llm, const GpuCatalog& gpus,
                                                 const DisaggregatedPools& pools, const Workload& w, double rateRps,
                                                 const Sla& sla, PredictionCache* cache = nullptr,
                                                 const std::map<std::string, double>& idleOverridesW = {});

// Aggregated against disaggregated serving for the same rate and SLA: the lowest-energy fleet of
// each that meets it, and which one the planner recommends with why (English).
struct ServingChoice {
    std::optional<CapacityRow> aggregated;
    std::optional<DisaggregatedPlan> disaggregated;
    bool disaggregatedWins = false;
    // With both: how much less energy per output token the winner uses than the other, % (>= 0).
    std::optional<double> energySavingPercent;
    std::string why;
};
ServingChoice chooseServing(const CapacityPlan& aggregated, const std::vector<DisaggregatedPlan>& disaggregated);

} // namespace wattgpu
