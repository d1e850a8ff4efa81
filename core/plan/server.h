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
#include "core/plan/deployment.h"
#include "core/plan/recommender.h"
#include "core/predict/predictor.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
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

// A deployment's batch predictions on a grid of concurrencies (1..8 one by one, then 25 % steps up
// to what the KV cache holds, at most 4096): server mode interpolates ITL and power between them,
// so the fixed point, the max sustainable rate and the capacity plan read one curve and one
// predictMany call replaces hundreds of single predictions.
struct ConcurrencyCurve {
    const GpuSpec* gpu = nullptr;
    Workload workload;          // batch ignored
    bool weightsFit = false;    // the weights and one sequence fit
    int maxBatch = 0;           // concurrency the KV cache holds (0: nothing fits)
    double ttftS = 0;           // prefill of one request, s
    std::vector<int> batches;   // ascending, from 1
    std::vector<Prediction> at; // one per batch
};
// The grid of concurrencies a curve is predicted on, for a KV cache that holds maxBatch sequences.
std::vector<int> curveBatches(int maxBatch);
// The queries of a curve (append to one predictMany call), and the curve from their predictions.
ConcurrencyCurve curveSkeleton(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w);
void appendCurveQueries(const LlmSpec& llm, const ConcurrencyCurve& c, std::vector<Query>& qs);
Result<ConcurrencyCurve> concurrencyCurve(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu,
                                          const Workload& w);

// Predictions already made, for callers that look at one scenario many ways (the window's load
// sweep, SLA sweep, max rates and capacity; the fixes tried at every SLA crossing): a server-mode
// curve depends on the predictor, the LLM, the GPU and the workload without its batch, an offline
// prediction on the same and the batch, so a cache that lives for one computation predicts each
// deployment once. A cache belongs to the first predictor and LLM it sees; asked about another
// pair it finds nothing and stores nothing. Not thread-safe.
class PredictionCache {
public:
    std::shared_ptr<const ConcurrencyCurve> find(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu,
                                                 const Workload& w) const;
    void insert(const Predictor& p, const LlmSpec& llm, std::shared_ptr<const ConcurrencyCurve> curve);
    // Offline (batch) predictions, keyed by the whole workload.
    const Prediction* findPoint(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu, const Workload& w) const;
    void insertPoint(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu, const Workload& w,
                     const Prediction& prediction);
    // A curve's server-mode prediction at a rate (the idle overrides are the computation's).
    const Prediction* findServed(const Predictor& p, const LlmSpec& llm, const ConcurrencyCurve& c,
                                 double rateRps) const;
    void insertServed(const Predictor& p, const LlmSpec& llm, const ConcurrencyCurve& c, double rateRps,
                      const Prediction& prediction);
    std::size_t size() const { return m_curves.size() + m_points.size() + m_served.size(); }
    // Drops the server-mode predictions at a rate, which depend on the computation's idle-power
    // overrides as well as on the keys: what is left (points and curves) depends only on the
    // predictor, the LLM, the GPU and the workload, and may serve a later computation with the
    // same predictor, catalog and LLM.
    void forgetServed() { m_served.clear(); }
    std::size_t hits() const { return m_hits; }

private:
    // Every workload field a prediction depends on; the batch is last (0 for curves: their axis).
    using Key = std::tuple<std::string, int, int, int, int, std::string, std::string, double, int, int>;
    static Key keyOf(const GpuSpec& gpu, const Workload& w, int batch);
    bool owns(const Predictor& p, const LlmSpec& llm) const;
    bool bind(const Predictor& p, const LlmSpec& llm);

    const Predictor* m_predictor = nullptr;
    std::string m_llmId;
    double m_llmParams = 0;
    std::map<Key, std::shared_ptr<const ConcurrencyCurve>> m_curves;
    std::map<Key, Prediction> m_points;
    std::map<std::pair<Key, double>, Prediction> m_served;
    mutable std::size_t m_hits = 0;
};
// concurrencyCurve and Predictor::predict through a cache (nullptr: no cache).
Result<std::shared_ptr<const ConcurrencyCurve>> cachedCurve(PredictionCache* cache, const Predictor& p,
                                                            const LlmSpec& llm, const GpuSpec& gpu, const Workload& w);
Result<Prediction> cachedPrediction(PredictionCache* cache, const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu,
                                    const Workload& w);

// `w.batch` is ignored (it is the unknown); everything else is the server's configuration.
// Errors are the predictor's (core/predict/predictor.h): never a result built from a failed
// prediction. A rate that is not finite or below kMinRateRps is an error (ErrorCode::Invalid).
inline constexpr double kMinRateRps = 1e-6; // one request in about 11.6 days
inline constexpr double kMaxRateRps = 1e6;
Result<ServerResult> predictServer(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu, const Workload& w,
                                   double rateRps, const std::map<std::string, double>& idleOverridesW = {});
Result<ServerResult> serveOnCurve(const ConcurrencyCurve& c, double rateRps,
                                  const std::map<std::string, double>& idleOverridesW = {});

// Largest request rate (req/s) one replica sustains with the SLA met and the KV cache in memory;
// 0 if none. UpperBound confidence tests the upper end of the ITL interval.
Result<double> maxSustainableRateRps(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu, const Workload& w,
                                     double slaItlMs, SlaConfidence confidence = SlaConfidence::Point);
double maxSustainableRateOnCurve(const ConcurrencyCurve& c, double slaItlMs,
                                 SlaConfidence confidence = SlaConfidence::Point);

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
    double ttftMs = 0;
    double itlMs = 0;
    double itlMsHigh = 0;   // upper end of the ITL interval at the per-replica rate
    bool atRisk = false;    // the interval's upper end lies above the SLA
    std::string reason;     // why infeasible (English; the GUI translates reasonCode)
    std::string reasonCode; // "does_not_fit", "misses_sla", "too_many_replicas", "not_finite"
};

struct CapacityPlan {
    double targetRateRps = 0; // whole fleet, req/s
    double slaItlMs = 0;
    double rateHeadroom = 0;       // each replica at most this share of its max rate
    std::vector<CapacityRow> rows; // feasible first, by energy per day
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

struct CapacityOptions {
    GpuCountMode gpuCounts = GpuCountMode::Auto; // Auto: per GPU type the count with the least energy/day
    SlaConfidence confidence = SlaConfidence::Point;
    std::map<std::string, double> idleOverridesW;
    PredictionCache* cache = nullptr; // curves predicted earlier for the same predictor and LLM
};

// Fleets for a whole-fleet rate: per GPU type and GPUs per replica (up to 8), the replicas that
// carry targetRateRps with each at most kRateHeadroom x its max sustainable rate and the SLA met
// at its share. Rows: feasible first, by energy per day. Costs and carbon use `econ`. A target
// rate that is not finite or below kMinRateRps is an error.
Result<CapacityPlan> planCapacity(const Predictor& p, const LlmSpec& llm, const std::vector<const GpuSpec*>& gpus,
                                  Workload w, double targetRateRps, double slaItlMs, const Economics& econ = {},
                                  const CapacityOptions& options = {});

} // namespace wattgpu
