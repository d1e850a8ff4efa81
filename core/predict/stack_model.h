#pragma once
// Software efficiency and scheduling of a serving stack, learned from the corpus
// (models/docs/PHYSICS.md, "Software efficiency" and "ITL definitions"; models/MODEL_CARD.md has
// the fitted values). One engine step on a stack that decodes `batch` sequences and schedules
// `tokens` prompt tokens beside them takes
//   memory  = bytes read / (N x bandwidth) / eta_bw
//   compute = decode FLOPs / (N x peak) / eta_compute + tokens x prompt FLOPs / (N x peak) / eta_prefill
//   device  = max(memory, compute) + all-reduce bytes / link / 0.7 + all-reduces x latency
//   step    = (device^p + (layers x tau_layer)^p)^(1/p) + (batch + prompts) x sigma_sequence
// and every latency definition (median, mean TPOT, end-to-end, p90/p99, TTFT) follows from these
// steps and the stack's scheduling (core/predict/schedule.h). eta_* are dimensionless shares of the
// spec sheet's peaks; tau_layer (s per layer per step), sigma_sequence (s per running sequence per
// step) and the all-reduce latency (s) are fixed costs that do not shrink on a faster GPU. The
// scheduling parameters (stall share, TTFT overhead, admission wait, step jitter, prompt spread)
// are properties of the stack family alone.
//
// Each parameter is global + an offset per stack family (vllm-2024, tgi, ...); the seven step
// parameters also carry an offset per vendor backend (CUDA, ROCm) and per measured (family,
// backend) pair. They are fitted by robust nonlinear least squares on every latency column of the
// corpus at once, with the offsets shrunk toward zero and the global values toward physical priors.
// A GPU nobody measured inherits its stack's and its backend's behaviour from the GPUs that were; a
// backend nobody measured takes the mean offset of the measured backends other than CUDA (vendor
// backends other than CUDA have so far been measured slower: ROCm on MI250), never CUDA's.
#include "core/features/itl_metric.h"
#include "core/features/physics.h"
#include "core/features/stack.h"
#include "core/util/result.h"

#include <nlohmann/json.hpp>

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace wattgpu {

struct StackParams {
    double etaBandwidth = 0.8;       // achieved share of peak memory bandwidth
    double tauLayerS = 1e-4;         // fixed cost per layer per step, s
    double etaCompute = 0.5;         // achieved share of peak tensor FLOP/s in decode GEMMs
    double etaPrefill = 0.5;         // achieved share of peak tensor FLOP/s on prompt tokens
    double sigmaSequenceS = 1e-5;    // fixed cost per running sequence per step, s
    double allReduceLatencyS = 2e-5; // fixed cost per all-reduce, s
    // How the per-layer host cost combines with device time: step = (device^p + host^p)^(1/p).
    // p = 1: serial (host waits for the device, e.g. a sync every layer); large p: the host's
    // launches hide under device work (asynchronous eager PyTorch) and the slower of the two wins.
    double overlapExponent = 1.25;
    // Scheduling (core/predict/schedule.h).
    double stallShare = 1.0;     // share of a co-scheduled prompt's time that lands on the running sequences' gaps
    double ttftOverheadS = 5e-3; // per request: tokenising, routing, streaming the first token, s
    double admissionSteps = 0.5; // decode steps a new request waits before its prefill (batched admission)
    double jitterSigma = 0.05;   // log spread of plain decode steps (batch composition, host noise)
    double promptSpread = 0.5;   // log spread of the prompt work a gap carries (prompt lengths vary)
};

// One engine step on a stack, s: `batch` sequences decoding (batch 0: a prefill step of its own,
// which reads the weights once) and `tokens` prompt tokens of `prompts` requests scheduled with them.
// `s` is the decode physics at that batch (decodeStepAt).
double stackStepS(const StepPhysics& s, int layers, double batch, double tokens, double prompts, const StackParams& p);

// Time components of a plain decode step on a stack, s (whole replica).
struct StepDecomposition {
    double memoryS = 0;      // t_memory / eta_bw
    double computeS = 0;     // t_compute / eta_compute
    double commS = 0;        // all-reduce transfer + latency
    double overheadS = 0;    // layers x tau_layer
    double perSequenceS = 0; // batch x sigma_sequence
    double deviceS = 0;      // max(memory, compute) + comm
    double stepS = 0;        // device and overhead combined by the overlap exponent, + perSequence
};
StepDecomposition decomposeStep(const StepPhysics& s, int layers, double batch, const StackParams& p);

class StackEfficiency {
public:
    static constexpr int kStepParams = 7; // fitted per family, backend and (family, backend) pair
    static constexpr int kParams = 12;    // + 5 scheduling parameters fitted per family only
    using Theta = std::array<double, kParams>;

    // One corpus row: what it measured, and what the schedule needs to predict it.
    struct Row {
        const LlmSpec* llm = nullptr;
        const GpuSpec* gpu = nullptr;
        Workload workload; // batch = the concurrency (closed-loop users or fixed batch)
        StepPhysics step;  // decodeStep(llm, gpu, workload)
        std::string family;
        Backend backend = Backend::Cuda;
        int maxBatch = 0; // sequences the KV cache holds (0: unknown or none)
        // Measured, s (nullopt = not measured). itlS is in workload.itlMetric's definition.
        double itlS = 0;
        std::optional<double> ttftS, p90S, p95S, p99S;
        double weight = 1; // relative weight in the fit
    };
    struct FitOptions {
        double shrink = 0.2;        // strength of the pull of every offset toward zero
        double priorStrength = 0.3; // strength of the pull of the global parameters toward physical priors
        double robustScale = 0.2;   // soft-L1 scale on log residuals
        int maxIterations = 200;
        // Start from a fitted model's parameters (folds of the same corpus converge in a few steps).
        const StackEfficiency* start = nullptr;
    };
    static Result<StackEfficiency> fit(const std::vector<Row>& rows, const FitOptions& options);
    static Result<StackEfficiency> fit(const std::vector<Row>& rows) { return fit(rows, FitOptions{}); }

    StackParams params(const std::string& family, Backend backend) const;
    // The (family, backend) pair had rows in the fit; otherwise its parameters are combined offsets.
    bool measured(const std::string& family, Backend backend) const;
    bool familyMeasured(const std::string& family) const { return m_family.count(family) > 0; }
    bool backendMeasured(Backend backend) const { return m_backend.count(backendName(backend)) > 0; }

    nlohmann::json toJson() const;
    static Result<StackEfficiency> fromJson(const nlohmann::json& j);

    static StackParams transform(const Theta& t);
    static const Theta& prior();

private:
    Theta raw(const std::string& family, Backend backend) const;
    void remember(); // fills m_known from the offsets below

    Theta m_global{};
    std::map<std::string, Theta> m_family;  // by family
    std::map<std::string, Theta> m_backend; // by backend name (step parameters only)
    std::map<std::string, Theta> m_pair;    // by stackKey(family, backend) (step parameters only)
    // params() of each measured family on each backend (derived from the above; the same values).
    std::map<std::pair<std::string, int>, StackParams> m_known;
};

} // namespace wattgpu
