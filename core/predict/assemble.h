#pragma once
// Shared by every method: turns per-GPU power and ITL into a full Prediction (intervals,
// throughput, energy, memory fit, warnings, out-of-distribution flag).
#include "core/predict/prediction.h"
#include "core/predict/predictor.h"
#include "core/predict/schedule.h"

#include <nlohmann/json.hpp>

#include <optional>

namespace wattgpu {

// Spec and workload ranges of the training data; outside them a prediction is flagged.
struct TrainingRanges {
    struct Span {
        double lo = 0;
        double hi = 0;
        bool contains(double v, double slack = 0.05) const { return v >= lo * (1 - slack) && v <= hi * (1 + slack); }
        void include(double v);
        bool empty = true;
    };
    Span gpuBandwidthGbS, gpuMemoryGb, gpuTdpW, gpuTflops16, llmTotalBParams, llmActiveBParams, batch, contextTokens,
        numGpus, powerLimitRatio; // powerLimitRatio: per-GPU limit / TDP of the rows with power

    void include(const Query& q);
    nlohmann::json toJson() const;
    static TrainingRanges fromJson(const nlohmann::json& j);
};

struct RawEstimate {
    double powerPerGpuW = 0;
    double powerRatioLow = 1; // multiplicative interval factors (low <= 1 <= high)
    double powerRatioHigh = 1;
    double itlS = 0;
    double itlRatioLow = 1;
    double itlRatioHigh = 1;
    // Every latency definition of the deployment (the default method's schedule); without it they
    // are derived from itlS through the schedule at the stack's prior parameters.
    std::optional<LatencySet> latencies;
    double ttftRatioLow = 1, ttftRatioHigh = 1;
    double p90RatioLow = 1, p90RatioHigh = 1;
    double p99RatioLow = 1, p99RatioHigh = 1;
    // For the power-cap physics: compute-bound share of the step (negative = derive from the
    // roofline) and the share spent in host-side fixed costs.
    double computeShare = -1;
    double hostShare = 0;
    bool capPhysics = true; // false: a limit only clamps the power (the learning-free baselines)
};

// The lowest per-GPU power a prediction or its interval may show, W: the idle prior's low end
// (core/features/physics.h, idlePrior).
double idleFloorW(const GpuSpec& gpu);
// No latency, nor an interval's end, below the decode floor (decodeFloorS: weights streamed once at
// peak bandwidth plus the collectives' floor), no TTFT below one prefill at the spec sheet's peaks
// (prefillFloorS); p99 >= p90 at both ends; every interval holds its point.
void applyLatencyFloors(Prediction& p, const LlmSpec& llm, const GpuSpec& gpu, const Workload& w);

// Sets the energy-per-token interval from the power and ITL intervals. Energy = power x ITL / batch;
// the two errors are not perfectly correlated, so their log-space half-widths add in quadrature.
void setEnergyInterval(Prediction& p);

// `ranges` null for methods without training data (baselines).
Prediction assemblePrediction(const std::string& method, const Query& q, const RawEstimate& e,
                              const TrainingRanges* ranges);

} // namespace wattgpu
