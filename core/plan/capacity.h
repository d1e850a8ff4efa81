#pragma once
// Capacity planning: the fleets (GPU type x GPUs per replica x replicas) that carry a whole-fleet
// request rate under an SLA (ITL and, when stated, TTFT: core/plan/sla.h), on the server-mode curves
// of core/plan/server.h.
#include "core/catalog/gpu.h"
#include "core/catalog/llm.h"
#include "core/features/workload.h"
#include "core/plan/economics.h"
#include "core/plan/prediction_cache.h"
#include "core/plan/scenario.h"
#include "core/predict/predictor.h"

#include <cstddef>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace wattgpu {

struct CapacityRow {
    std::string gpuId;
    int gpusPerReplica = 1;
    double maxRatePerReplicaRps = 0;
    long long replicas = 0; // 0: infeasible (reason says why)
    long long totalGpus = 0;
    double fleetPowerW = 0;     // mean, at the target rate spread over the replicas
    double energyPerDayKwh = 0; // GPU board energy, kWh/day (PUE not applied)
    double energyPerTokenJ = 0;
    double electricityUsdPerDay = 0;         // board energy x PUE x price, USD/day
    std::optional<double> hardwareUsdPerDay; // provisioned GPUs x 24 h, USD/day; nullopt = no hardware cost set
    double usdPerDay = 0;                    // electricity + hardware, USD/day
    double co2KgPerDay = 0;                  // board energy x PUE x grid intensity, kg CO2/day
    double ttftMs = 0;                       // time to first token at the per-replica rate, queueing included
    double ttftMsHigh = 0;                   // upper end of its interval
    double itlMs = 0;
    double itlMsHigh = 0;     // upper end of the ITL interval at the per-replica rate
    bool atRisk = false;      // a stated limit's interval (ITL, TTFT) reaches above it
    SlaLimits riskLimits{};   // which do
    std::string reason;       // why infeasible (English; the GUI translates reasonCode)
    std::string reasonCode;   // "does_not_fit", "misses_sla", "too_many_replicas", "not_finite"
    SlaLimits missedLimits{}; // "misses_sla": the limits no rate meets (ITL, TTFT or both)
};

struct CapacityPlan {
    double targetRateRps = 0; // whole fleet, req/s
    double slaItlMs = 0;
    std::optional<double> slaTtftMs; // the TTFT limit, ms, when there is one
    double rateHeadroom = 0;         // each replica at most this share of its max rate
    std::vector<CapacityRow> rows;   // feasible first, by energy per day
    std::optional<std::string> lowestEnergyGpu;
    std::optional<std::string> fewestGpus;
    std::optional<std::string> cheapestGpu; // lowest usdPerDay (electricity only when no hardware cost is set;
                                            // with quotes for some GPUs, among the quoted ones)
    // The rows those name (rows may hold one GPU type at several counts).
    std::optional<std::size_t> lowestEnergyRow, fewestGpusRow, cheapestRow;
};

// USD per day of keeping `gpus` GPUs of `gpuId` provisioned around the clock: an hourly quote or
// flat rate x 24 h, or the purchase price spread over the lifetime (price / (years x 365 days));
// the utilisation in Economics does not apply because a fleet sized for a rate is never released.
// nullopt when no hardware cost is set.
std::optional<double> fleetHardwareUsdPerDay(const Economics& econ, const std::string& gpuId, long long gpus);

// The server-mode curves of deployments (GPU type x GPUs per replica) under `w` (its numGpus
// replaced by each count): those the cache holds, the rest in one predictMany call (and then
// cached). One entry per request, in order.
struct CurveRequest {
    const GpuSpec* gpu = nullptr;
    int gpusPerReplica = 1;
};
Result<std::vector<std::shared_ptr<const ConcurrencyCurve>>> deploymentCurves(const Predictor& p, const LlmSpec& llm,
                                                                              const std::vector<CurveRequest>& requests,
                                                                              const Workload& w,
                                                                              PredictionCache* cache);

struct CapacityOptions {
    GpuCountMode gpuCounts = GpuCountMode::Auto; // Auto: per GPU type the count with the least energy/day
    SlaConfidence confidence = SlaConfidence::Point;
    std::optional<double> slaTtftMs; // the SLA's TTFT limit, ms (queueing included); nullopt = none
    std::map<std::string, double> idleOverridesW;
    PredictionCache* cache = nullptr; // curves predicted earlier for the same predictor and LLM
    // A power budget the fleets are held against (core/plan/budget.h, holdFleet): on Auto, a GPU
    // type's count is the least energy among the counts the budget admits, and the least energy of
    // all only when it admits none. nullopt = none.
    std::optional<PowerBudget> budget;
};

// Fleets for a whole-fleet rate: per GPU type and GPUs per replica (up to 8), the replicas that
// carry targetRateRps with each at most kRateHeadroom x its max sustainable rate and the SLA met
// at its share: the ITL limit `slaItlMs` and, with options.slaTtftMs, the TTFT limit, both as
// options.confidence tests them. Rows: feasible first, by energy per day. Costs and carbon use `econ`. A target
// rate that is not finite or below kMinRateRps is an error.
Result<CapacityPlan> planCapacity(const Predictor& p, const LlmSpec& llm, const std::vector<const GpuSpec*>& gpus,
                                  Workload w, double targetRateRps, double slaItlMs, const Economics& econ = {},
                                  const CapacityOptions& options = {});

} // namespace wattgpu
