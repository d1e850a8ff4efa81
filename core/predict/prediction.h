#pragma once
// One prediction: an (LLM, GPU, workload) triple's mean power and inter-token latency, with
// intervals, memory fit and flags.
#include "core/features/itl_metric.h"

#include <optional>
#include <string>
#include <vector>

namespace wattgpu {

enum class WarningCode {
    MoeModel,              // mixture-of-experts: thin training data
    QuantizedModel,        // fp8 / mxfp4 weights
    SsmOrHybrid,           // state-space or hybrid: KV model does not apply fully
    MissingGpuSpec,        // a spec field was empty; a fallback was used (detail names it)
    GpuOutOfRange,         // GPU specs outside the training GPUs' ranges
    LlmOutOfRange,         // LLM size outside training range
    WorkloadOutOfRange,    // batch / context / GPU count outside training range
    PrecisionFallback,     // precision not supported natively by the GPU (e.g. FP8 on Ampere)
    DoesNotFit,            // weights + KV cache exceed GPU memory
    PowerLimitClamped,     // requested limit outside [idle, TDP]
    CustomGpu,             // user-defined GPU
    StackNearestMatch,     // serving-engine version not measured: the nearest known stack family is used
    StackUnmeasured,       // no GPU was measured under this stack family and vendor backend
    PowerCapThrottled,     // the power limit is below what the workload would draw: clock and ITL adjusted
    PowerCapBelowMeasured, // the power limit is far below any limit in the training data
    IntervalUncalibrated,  // too little training data to calibrate intervals: a wide default is shown
    NotRunnable,           // no serving engine runs this deployment: the request exceeds the model's context, or its
                           // heads cannot be split over the GPUs (core/plan/deployment.h); the detail says which
    BackendUnmeasured,     // the GPU's vendor backend (xpu, neuron, tt-metal, ...) has no run in the training data: its
                           // software efficiency is pooled from every measured backend and its intervals are calibrated
                           // on what leaving a whole backend out costs (leave-one-backend-out)
    Overloaded,   // server mode: the request rate exceeds what one replica serves; throughput and energy per token are
                  // what it serves at saturation, never the offered rate (the detail names both rates)
    AnnouncedGpu, // the GPU is an announced part (GpuSpec::status): its spec sheet is the vendor's preliminary figures,
                  // and no such part was measured; the prediction is out of distribution
    SpeculativeUnmeasured, // speculative decoding: no run in the corpus used it; the gaps between tokens are the
                           // measured plain step scaled by the step physics (Workload::speculation)
    // The replica spans several nodes (physics.h, replicaLayout): its collectives between nodes come from
    // the inter-node link (the detail says which, and whether estimated); out of distribution beyond the
    // corpus's two-node pipeline runs (more nodes, experts between nodes).
    MultiNode,
    // Disaggregated prefill/decode (core/plan/disaggregated.h): no run in the corpus split its pools;
    // TTFT, gaps and power per pool come from aggregated runs and the KV transfer.
    DisaggregatedUnmeasured,
    StackVersionUnknown, // no engine version given for an engine whose releases differ: predicted as the prior over
                         // its measured releases, the spread between them added to every interval
};

const char* warningCodeName(WarningCode code);

struct Warning {
    WarningCode code;
    std::string detail; // English detail for CLI/logs; UI translates from code + detail
};

// Server-mode details (request rate instead of a fixed batch); see core/plan/server.h.
struct ServerDetail {
    double rateRps = 0;         // requests/s offered to the replica
    double meanConcurrency = 0; // requests in service (Little's law)
    double busyFraction = 0;    // share of time with >= 1 request in service
    double ttftMs = 0;          // time to first token of one request, queueing included (= Prediction::ttftMs)
    double idlePowerW = 0;      // replica, W
    double idlePowerWLow = 0;   // the idle prior's range, W (it decides energy per token at low rates)
    double idlePowerWHigh = 0;
    std::string idleBasis;   // English: what the idle figure rests on ("datacenter GPU with a model resident: ...")
    double activePowerW = 0; // replica while busy, W
    bool stable = true;      // false: the rate exceeds what the replica sustains
};

struct Prediction {
    std::string gpuId;
    std::string method; // "default", "paper", "ls_tdp", "roofline"
    int numGpus = 1;
    // How the replica splits the model (physics.h, replicaLayout): "TP8 DP2 EP16", "TP8 PP2"; empty
    // for plain tensor parallelism over every GPU. Nodes: ceil(numGpus / GPUs per node).
    std::string layout;
    int nodes = 1;
    bool fitsMemory = true;
    double memoryNeededGbPerGpu = 0; // weights + KV cache + runtime overhead, GB per GPU
    double memoryAvailableGbPerGpu = 0;

    double powerW = 0;       // all GPUs of the replica, W
    double powerPerGpuW = 0; // W
    double powerWLow = 0;    // interval on powerW (about 10th..90th percentile of held-out error)
    double powerWHigh = 0;
    double itlMs = 0; // inter-token latency seen by each sequence, ms
    double itlMsLow = 0;
    double itlMsHigh = 0;
    double throughputTokS = 0;  // output tokens/s of the replica = batch / ITL
    double energyPerTokenJ = 0; // J per output token = powerW / throughput
    double energyPerTokenJLow = 0;
    double energyPerTokenJHigh = 0;

    // Every latency definition follows from the one step model (core/predict/schedule.h), each with
    // its ~80 % interval, whatever itlMetric is: the time to first token (admission wait and queueing
    // included) and the 90th / 99th percentiles of the pooled inter-token gaps, ms.
    double ttftMs = 0;
    double ttftMsLow = 0;
    double ttftMsHigh = 0;
    double itlP90Ms = 0;
    double itlP90MsLow = 0;
    double itlP90MsHigh = 0;
    double itlP99Ms = 0;
    double itlP99MsLow = 0;
    double itlP99MsHigh = 0;
    // The two definitions a server's queue is built from, ms (point values, in every metric): the
    // median gap and the mean gap (mean TPOT), and the GPU time one request's prompt takes beside
    // the running sequences (server mode queues prompts on it).
    double medianItlMs = 0;
    double meanTpotMs = 0;
    double promptWorkMs = 0;

    ItlKind itlMetric = ItlKind::MedianItl; // the ITL definition itlMs is in
    std::string engine, engineVersion;      // serving stack as resolved ("vllm", "0.11")
    std::string stackFamily;                // learned behaviour used ("vllm-2025"); "" for baselines
    std::string backend;                    // vendor backend ("cuda", "rocm")

    // Evidence: does the training corpus hold runs of this GPU (any stack)? How many?
    bool measuredGpu = false;
    int measuredRuns = 0;      // ITL runs of this GPU in the training data
    int measuredPowerRuns = 0; // of which with GPU power
    // This GPU under this stack: "measured", "stack_on_2plus_gpus", "stack_on_1_gpu" or
    // "stack_unmeasured" (core/predict/calibration.h); the interval is calibrated for that class.
    // Empty for methods without training data.
    std::string support;
    std::string powerSupport;
    // What about this prediction the training data did not hold, comma-separated (core/predict/novelty.h:
    // gpu, generation, backend, stack_family, stack_release, tp_degree, precision_path, llm); its
    // intervals are the widest of those kinds' held-out bands. Empty for methods without training data.
    std::string novelty;

    bool outOfDistribution = false;
    std::vector<Warning> warnings;
    std::optional<ServerDetail> server; // set in server mode: powerW is then the mean power over time

    bool hasWarning(WarningCode c) const
    {
        for (const auto& w : warnings)
            if (w.code == c)
                return true;
        return false;
    }
};

} // namespace wattgpu
