#pragma once
// Server scenario built from physics on top of the batch models (the corpus has saturated batch
// runs only). Requests arrive as a Poisson process at `rateRps`; the mean number in service B
// solves Little's law together with the ITL model:  B = λ · (TTFT + output_len · ITL(B)).
// The GPU idles when no request is in service: with Poisson arrivals and independent service
// (M/G/∞), the number in service is Poisson(B), so the busy fraction is 1 − e^(−B). Mean power
// = idle + busy · (active power at the busy-time concurrency − idle).
#include "core/catalog/gpu.h"
#include "core/catalog/llm.h"
#include "core/features/workload.h"
#include "core/plan/recommender.h"
#include "core/predict/predictor.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace wattgpu {

// Idle power per GPU, W: a user override, else kIdleFractionOfTdp x TDP (models/docs/PHYSICS.md: idle is
// roughly 10-20 % of TDP on datacenter parts; no per-GPU idle figures are published in our sources).
double idlePowerW(const GpuSpec& gpu, const std::map<std::string, double>& overridesW = {});

// Fraction of peak tensor FLOP/s that prefill reaches (large GEMMs; typical measured MFU).
inline constexpr double kPrefillEfficiency = 0.5;

struct ServerResult {
    bool stable = true; // false: λ exceeds what one replica can serve
    double rateRps = 0;
    double meanConcurrency = 0; // B, requests in service
    double ttftMs = 0;          // prefill of one request at the mean load
    double itlMs = 0;           // at the mean concurrency
    double itlMsLow = 0, itlMsHigh = 0;
    double busyFraction = 0; // share of time with ≥ 1 request in service
    double idlePowerW = 0;   // replica, W
    double activePowerW = 0; // replica while busy, W
    double meanPowerW = 0;   // replica, W
    double meanPowerWLow = 0, meanPowerWHigh = 0;
    double throughputTokS = 0; // λ × output_len
    double energyPerTokenJ = 0;
    bool fitsMemory = true;
    Prediction atConcurrency; // the batch prediction used while busy
};

// `w.batch` is ignored (it is the unknown); everything else is the server's configuration.
// Errors are the predictor's (core/predict/predictor.h): never a result built from a failed prediction.
Result<ServerResult> predictServer(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu, const Workload& w,
                                   double rateRps, const std::map<std::string, double>& idleOverridesW = {});

// Largest request rate (req/s) one replica sustains with ITL ≤ SLA and the KV cache in memory; 0 if none.
Result<double> maxSustainableRateRps(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu, const Workload& w,
                                     double slaItlMs);

struct CapacityRow {
    std::string gpuId;
    int gpusPerReplica = 1;
    double maxRatePerReplicaRps = 0;
    int replicas = 0; // 0: cannot meet the SLA at any rate
    int totalGpus = 0;
    double fleetPowerW = 0;     // mean, at the target rate spread over the replicas
    double energyPerDayKwh = 0; // GPU board energy, kWh/day (PUE not applied)
    double energyPerTokenJ = 0;
    double electricityUsdPerDay = 0;         // board energy x PUE x price, USD/day
    std::optional<double> hardwareUsdPerDay; // provisioned GPUs x 24 h, USD/day; nullopt = no hardware cost set
    double usdPerDay = 0;                    // electricity + hardware, USD/day
    double co2KgPerDay = 0;                  // board energy x PUE x grid intensity, kg CO2/day
    double ttftMs = 0;
    double itlMs = 0;
    std::string reason; // why infeasible
};

struct CapacityPlan {
    double targetRateRps = 0;
    double slaItlMs = 0;
    std::vector<CapacityRow> rows; // feasible first, by energy per day
    std::optional<std::string> lowestEnergyGpu;
    std::optional<std::string> fewestGpus;
    std::optional<std::string> cheapestGpu; // lowest usdPerDay (electricity only when no hardware cost is set;
                                            // with quotes for some GPUs, among the quoted ones)
};

// USD per day of keeping `gpus` GPUs of `gpuId` provisioned around the clock: an hourly quote or
// flat rate x 24 h, or the purchase price spread over the lifetime (price / (years x 365 days));
// the utilisation in Economics does not apply because a fleet sized for a rate is never released.
// nullopt when no hardware cost is set.
std::optional<double> fleetHardwareUsdPerDay(const Economics& econ, const std::string& gpuId, int gpus);

// Rows: feasible first, by energy per day. Costs and carbon use `econ` (defaults when omitted).
Result<CapacityPlan> planCapacity(const Predictor& p, const LlmSpec& llm, const std::vector<const GpuSpec*>& gpus,
                                  Workload w, double targetRateRps, double slaItlMs, const Economics& econ = {});

} // namespace wattgpu
