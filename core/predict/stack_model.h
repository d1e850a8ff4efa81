#pragma once
// Software efficiency of a serving stack, learned from the corpus (models/docs/PHYSICS.md,
// "Software efficiency"). A decode step on a stack takes
//   t_device = max(t_memory / eta_bw, t_compute / eta_compute) + t_comm / 0.7 + all-reduces x latency
//   t_step   = (t_device^p + (layers x tau_layer)^p)^(1/p) + batch x sigma_sequence
// and a token in a metric that carries prefill (mean TPOT, end-to-end per token) adds
//   kappa_metric x max(t_prefill_compute / eta_prefill, t_prefill_memory / eta_bw) / output_len.
// eta_* are dimensionless shares of the spec sheet's peaks; tau_layer (s per layer per step),
// sigma_sequence (s per running sequence per step) and the all-reduce latency (s) are fixed costs
// that do not shrink on a faster GPU. Each parameter is global + an offset per stack family
// (vllm-2024, tgi, ...) + an offset per vendor backend (CUDA, ROCm) + an offset per measured
// (family, backend) pair, fitted by robust nonlinear least squares with the offsets shrunk toward
// zero. A GPU nobody measured therefore inherits its stack's and its backend's behaviour from the
// GPUs that were, and a (family, backend) pair nobody measured combines the two.
#include "core/features/itl_metric.h"
#include "core/features/physics.h"
#include "core/features/stack.h"
#include "core/util/result.h"

#include <nlohmann/json.hpp>

#include <array>
#include <map>
#include <string>
#include <vector>

namespace wattgpu {

// Time components of one decode step on a stack, s (whole replica; per output token of a sequence).
struct StepDecomposition {
    double memoryS = 0;           // t_memory / eta_bw
    double computeS = 0;          // t_compute / eta_compute
    double commS = 0;             // all-reduce transfer + latency
    double overheadS = 0;         // layers x tau_layer
    double perSequenceS = 0;      // batch x sigma_sequence
    double deviceS = 0;           // max(memory, compute) + comm
    double stepS = 0;             // device and overhead combined by the overlap exponent, + perSequence
    double prefillS = 0;          // prefill of the batch's prompts on this stack
    double amortisedPrefillS = 0; // prefill share per output token in the requested ITL metric
    double itlS = 0;              // stepS + amortisedPrefillS: the physics ITL in the requested metric
};

struct StackParams {
    double etaBandwidth = 0.8;       // achieved share of peak memory bandwidth
    double tauLayerS = 1e-4;         // fixed cost per layer per step, s
    double etaCompute = 0.5;         // achieved share of peak tensor FLOP/s in decode GEMMs
    double etaPrefill = 0.5;         // achieved share of peak tensor FLOP/s in prefill
    double sigmaSequenceS = 1e-5;    // fixed cost per running sequence per step, s
    double allReduceLatencyS = 2e-5; // fixed cost per all-reduce, s
    // How the per-layer host cost combines with device time: step = (device^p + host^p)^(1/p).
    // p = 1: serial (host waits for the device, e.g. a sync every layer); large p: the host's
    // launches hide under device work (asynchronous eager PyTorch) and the slower of the two wins.
    double overlapExponent = 1.25;
};

class StackEfficiency {
public:
    static constexpr int kParams = 7;
    using Theta = std::array<double, kParams>;

    struct Row {
        StepPhysics step;
        int layers = 0;
        double batch = 1;
        int outputLen = 1;
        ItlKind kind = ItlKind::MedianItl;
        std::string family;
        Backend backend = Backend::Cuda;
        double itlS = 0;   // measured
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
    StepDecomposition decompose(const StepPhysics& s, int layers, double batch, int outputLen, ItlKind kind,
                                const std::string& family, Backend backend) const;
    static StepDecomposition decompose(const StepPhysics& s, int layers, double batch, int outputLen, ItlKind kind,
                                       const StackParams& p, double meanTpotPrefillFactor);
    // The (family, backend) pair had rows in the fit; otherwise its parameters are combined offsets.
    bool measured(const std::string& family, Backend backend) const;
    bool familyMeasured(const std::string& family) const { return m_family.count(family) > 0; }
    bool backendMeasured(Backend backend) const { return m_backend.count(backendName(backend)) > 0; }
    // Mean-TPOT prefill multiplier (prefill stalls seen by running sequences relative to one prefill).
    double meanTpotPrefillFactor() const;

    nlohmann::json toJson() const;
    static Result<StackEfficiency> fromJson(const nlohmann::json& j);

private:
    Theta raw(const std::string& family, Backend backend) const;
    static StackParams transform(const Theta& t);
    void remember(); // fills m_known from the offsets below

    Theta m_global{};
    std::map<std::string, Theta> m_family;  // by family
    std::map<std::string, Theta> m_backend; // by backend name
    std::map<std::string, Theta> m_pair;    // by stackKey(family, backend)
    double m_tpotPrefillLog = 0;
    // params() of each measured family on each backend (derived from the above; the same values).
    std::map<std::pair<std::string, int>, StackParams> m_known;
};

} // namespace wattgpu
