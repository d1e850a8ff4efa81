#pragma once
// Software efficiency and scheduling of a serving stack, learned from the corpus
// (models/docs/PHYSICS.md, "Software efficiency", "Many GPUs" and "ITL definitions";
// models/MODEL_CARD.md has the fitted values). One engine step on a stack that decodes `batch`
// sequences and schedules `tokens` prompt tokens beside them takes
//   memory  = bytes read / (N x bandwidth) / eta_bw
//   compute = decode FLOPs / (N x peak) / eta_compute + tokens x prompt FLOPs / (N x peak) / eta_prefill
//   comm    = all-reduce bytes / link / 0.7 + all-reduces x (alpha + beta x (ranks - 1) x hop ratio)
//   device  = max(memory, compute) + comm
//   step    = (device^p + (layers x tau_layer)^p)^(1/p) + (batch + prompts) x sigma_sequence
// and every latency definition (median, mean TPOT, end-to-end, p90/p99, TTFT) follows from these
// steps and the stack's scheduling (core/predict/schedule.h). eta_* are dimensionless shares of the
// spec sheet's peaks; tau_layer (s per layer per step), sigma_sequence (s per running sequence per
// step), alpha (s per all-reduce) and beta (s per all-reduce for each rank beyond the first: a ring
// passes 2 (r - 1) messages, so a step stops improving as a replica spreads over more GPUs; a PCIe
// hop counts kPcieHopLatencyRatio NVLink hops) are fixed costs that do not shrink on a faster GPU.
// The scheduling parameters (stall share, TTFT overhead, admission wait, step jitter, prompt
// spread) are properties of the stack family alone.
//
// Each parameter is global + an offset per stack family (vllm-2024, tgi, ...) + an offset per release
// of it (vllm-2024/0.5.3, ...: what one release measured in one set-up did differently); the eight
// step parameters also carry an offset per vendor backend (cuda, rocm) and per measured (family,
// backend) pair. They are fitted by robust nonlinear least squares on every latency column of the
// corpus at once, with the offsets shrunk toward zero and the global values toward physical priors.
// A GPU nobody measured inherits its stack's and its backend's behaviour from the GPUs that were.
// What nobody measured takes the pooled prior of what was, never one member's history
// (models/MODEL_CARD.md, "Novelty: one rule"): a backend without runs gets the pooled offset of every
// measured backend, CUDA included, a family without runs the pooled offset of the measured families
// (their median, parameter by parameter), a release without runs its family's parameters.
#include "core/features/itl_metric.h"
#include "core/features/physics.h"
#include "core/features/stack.h"
#include "core/util/result.h"

#include <nlohmann/json.hpp>

#include <array>
#include <map>
#include <memory>
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
    double allReduceLatencyS = 8e-6; // fixed cost per all-reduce, s (never below kMinCollectiveLatencyS)
    double hopLatencyS = 1.5e-6;     // added to each all-reduce for every rank beyond the first, s
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
// The collectives of one step, s: bytes over the link and each all-reduce's latency.
double collectiveS(const StepPhysics& s, double bytes, const StackParams& p);

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
    static constexpr int kStepParams = 8; // fitted per family, backend and (family, backend) pair
    static constexpr int kParams = 13;    // + 5 scheduling parameters fitted per family only
    using Theta = std::array<double, kParams>;

    // One corpus row: what it measured, and what the schedule needs to predict it.
    struct Row {
        const LlmSpec* llm = nullptr;
        const GpuSpec* gpu = nullptr;
        Workload workload; // batch = the concurrency (closed-loop users or fixed batch)
        std::string family;
        std::string release;          // "family/version" (releaseKey)
        std::string backend = "cuda"; // canonical (core/catalog/backend.h)
        int maxBatch = 0;             // sequences the KV cache holds (0: unknown or none)
        // Measured, s (nullopt = not measured). itlS is in workload.itlMetric's definition.
        double itlS = 0;
        std::optional<double> ttftS, p90S, p95S, p99S;
        double weight = 1; // relative weight in the fit
        // Identity of the row across fits of overlapping data (its corpus row): a fit started from a
        // model fitted on a superset reuses that fit's derivatives for the rows both share.
        const void* key = nullptr;
    };
    struct FitOptions {
        double shrink = 0.2;        // strength of the pull of every offset toward zero
        double priorStrength = 0.3; // strength of the pull of the global parameters toward physical priors
        double robustScale = 0.2;   // soft-L1 scale on log residuals
        int maxIterations = 200;
        int threads = 1; // the Jacobian's columns on this many threads (1 or 2; the result is the same)
        // Start from a fitted model's parameters (folds of the same corpus converge in a few steps).
        const StackEfficiency* start = nullptr;
    };
    static Result<StackEfficiency> fit(const std::vector<Row>& rows, const FitOptions& options);
    static Result<StackEfficiency> fit(const std::vector<Row>& rows) { return fit(rows, FitOptions{}); }

    // The parameters of a release of a family on a backend; a release the fit did not see takes its
    // family's (the prior over the family's releases: release offsets are shrunk toward zero).
    StackParams params(const std::string& family, const std::string& release, const std::string& backend) const;
    // The (family, backend) pair had rows in the fit; otherwise its parameters are combined offsets.
    bool measured(const std::string& family, const std::string& backend) const;
    bool familyMeasured(const std::string& family) const { return m_family.count(family) > 0; }
    bool backendMeasured(const std::string& backend) const { return m_backend.count(backend) > 0; }

    nlohmann::json toJson() const;
    static Result<StackEfficiency> fromJson(const nlohmann::json& j);

    static StackParams transform(const Theta& t);
    static const Theta& prior();

    // Derivatives of each fitted row's residuals at the fitted parameters (not saved with the model):
    // the 42 parameters a row depends on (global, family, backend, pair), per residual, by Row::key.
    struct Derivatives;

private:
    friend class StackFit;
    std::shared_ptr<const Derivatives> m_derivatives;
    Theta raw(const std::string& family, const std::string& release, const std::string& backend) const;
    void remember(); // fills m_known from the offsets below

    Theta m_global{};
    std::map<std::string, Theta> m_family;  // by family
    std::map<std::string, Theta> m_backend; // by canonical backend name (step parameters only)
    std::map<std::string, Theta> m_pair;    // by stackKey(family, backend) (step parameters only)
    std::map<std::string, Theta> m_release; // by "family/version" (every parameter)
    // params() of each measured release on each measured backend (derived from the above; the same values).
    std::map<std::pair<std::string, std::string>, StackParams> m_known;
};

} // namespace wattgpu
