#pragma once
// Server scenario built from physics on top of the batch models (the corpus has saturated batch
// runs only). Requests arrive as a Poisson process at `rateRps`; the mean number in service B
// solves Little's law together with the ITL model:  B = λ · (TTFT + output_len · ITL(B)).
// The GPU idles when no request is in service: with Poisson arrivals and independent service
// (M/G/∞), the number in service is Poisson(B), so the busy fraction is 1 − e^(−B). Mean power
// = idle + busy · (active power at the busy-time concurrency − idle).
//
// The prediction cache (core/plan/prediction_cache.h) and capacity planning
// (core/plan/capacity.h) live in their own headers; this one includes them for the files that
// reach both through it.
#include "core/catalog/gpu.h"
#include "core/catalog/llm.h"
#include "core/features/workload.h"
#include "core/plan/capacity.h"
#include "core/plan/deployment.h"
#include "core/plan/economics.h"
#include "core/plan/prediction_cache.h"
#include "core/plan/sla.h"
#include "core/predict/predictor.h"

#include <map>
#include <string>
#include <vector>

namespace wattgpu {

// Idle power per GPU, W, with its range and basis: a user override, else the GPU class's prior with
// a model resident (core/features/physics.h idlePrior: 17-21 % of TDP on datacenter GPUs, 6-9 % on
// workstation and consumer cards, from public NVML readings in models/docs/PHYSICS.md).
struct IdleEstimate {
    double w = 0, low = 0, high = 0;
    std::string basis; // English
};
IdleEstimate idleEstimateW(const GpuSpec& gpu, const std::map<std::string, double>& overridesW = {});
double idlePowerW(const GpuSpec& gpu, const std::map<std::string, double>& overridesW = {});

struct ServerResult {
    bool stable = true; // false: λ exceeds what one replica can serve
    double rateRps = 0;
    double meanConcurrency = 0; // B, requests in service
    double ttftMs = 0;          // time to first token at the mean load, queueing included
    double itlMs = 0;           // at the mean concurrency
    double itlMsLow = 0, itlMsHigh = 0;
    double busyFraction = 0; // share of time with ≥ 1 request in service
    double idlePowerW = 0;   // replica, W
    double idlePowerWLow = 0, idlePowerWHigh = 0;
    std::string idleBasis;   // English: what the idle figure rests on
    double activePowerW = 0; // replica while busy, W
    double meanPowerW = 0;   // replica, W
    double meanPowerWLow = 0, meanPowerWHigh = 0;
    // The rate served: λ, or an overloaded replica's saturation rate (what it serves however long
    // its queue grows), req/s. Tokens and energy per token are over what is served, never offered.
    double servedRps = 0;
    double throughputTokS = 0;  // servedRps × output_len
    double energyPerTokenJ = 0; // mean power / served tokens per second
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
    std::vector<int> batches;   // ascending, from 1
    std::vector<Prediction> at; // one per batch
};
// The curve's prediction at a fractional concurrency b: linear between the grid points around it
// (the first point below the grid, the last beyond it).
Prediction curveAt(const ConcurrencyCurve& c, double b);
// The grid of concurrencies a curve is predicted on, for a KV cache that holds maxBatch sequences.
std::vector<int> curveBatches(int maxBatch);
// The queries of a curve (append to one predictMany call), and the curve from their predictions.
ConcurrencyCurve curveSkeleton(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w);
void appendCurveQueries(const LlmSpec& llm, const ConcurrencyCurve& c, std::vector<Query>& qs);
Result<ConcurrencyCurve> concurrencyCurve(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu,
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
// A rate those accept (and planCapacity's target rate): finite and in kMinRateRps..kMaxRateRps.
bool rateInRange(double rateRps);
// The error for a rate outside that range (ErrorCode::BadValue, field "rate").
Error rateOutOfRange(double rateRps);

// Largest request rate (req/s) one replica sustains with the SLA met and the KV cache in memory;
// 0 if none. A concurrency b on the curve qualifies when its ITL meets the ITL limit and, with a
// TTFT limit, its TTFT does: the curve's TTFT at b plus the wait of the prompts queued at the rate
// b is served at (Little's law, poissonPromptWaitS), so a TTFT limit lowers the rate. UpperBound
// confidence tests the upper end of each interval. The answer grows with either limit.
Result<double> maxSustainableRateRps(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu, const Workload& w,
                                     const Sla& sla);
Result<double> maxSustainableRateRps(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu, const Workload& w,
                                     double slaItlMs, SlaConfidence confidence = SlaConfidence::Point);
double maxSustainableRateOnCurve(const ConcurrencyCurve& c, const Sla& sla);
double maxSustainableRateOnCurve(const ConcurrencyCurve& c, double slaItlMs,
                                 SlaConfidence confidence = SlaConfidence::Point);
// The max rate with its interval: lowRps tests the upper end of each interval (ITL, TTFT) against
// the SLA, rps the point, highRps the lower end (so lowRps <= rps <= highRps), req/s. The SLA's
// confidence is not read.
struct RateInterval {
    double lowRps = 0, rps = 0, highRps = 0;
};
RateInterval maxSustainableRateIntervalOnCurve(const ConcurrencyCurve& c, const Sla& sla);
RateInterval maxSustainableRateIntervalOnCurve(const ConcurrencyCurve& c, double slaItlMs);
// The largest rate at most `maxRateRps` (a scan's answer, above) whose replica, offered kRateHeadroom x
// it, meets `sla` as serveOnCurve serves it (stable, every stated limit as the confidence tests it):
// the scan reads the curve at the mean concurrency, the served fixed point at the busy one, and the
// two can disagree near a limit. 0 when no rate of the scan's first 5 % does. Req/s.
Result<double> servedMaxRate(const ConcurrencyCurve& c, double maxRateRps, const Sla& sla,
                             const std::map<std::string, double>& idleOverridesW = {});

} // namespace wattgpu
