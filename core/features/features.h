#pragma once
// Feature vectors for the learned predictors.
//  - paper: exactly the WattGPU features (models/docs/METHOD.md), categorical columns as text
//    until encoded with the training set's ordinal codes.
//  - default: dimensionless, physics-normalised features (no GPU identity), so a GPU outside the
//    training set moves with its spec sheet through the roofline reference time.
#include "core/catalog/gpu.h"
#include "core/catalog/llm.h"
#include "core/features/itl_metric.h"
#include "core/features/physics.h"
#include "core/features/workload.h"

#include <string>
#include <vector>

namespace wattgpu {

// Per-GPU idle floor as a fraction of TDP (models/docs/PHYSICS.md: 10-20 % on datacenter parts). Predicted
// per-GPU power never goes below floor x TDP nor above the power limit.
inline constexpr double kIdleFractionOfTdp = 0.15;

// Paper scenario label from a concurrency: 1 -> server_low, 2..63 -> server_high, >= 64 -> offline.
const char* paperScenario(int batch);

struct PaperFeatureRow {
    std::vector<double> numeric;          // NaN = missing (mean-imputed by the encoder)
    std::vector<std::string> categorical; // raw category text
};

const std::vector<std::string>& paperPowerNumericNames();
const std::vector<std::string>& paperPowerCategoricalNames();
const std::vector<std::string>& paperItlNumericNames();
const std::vector<std::string>& paperItlCategoricalNames();
PaperFeatureRow paperPowerFeatures(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w);
PaperFeatureRow paperItlFeatures(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w);

// Default method. `kind` is the ITL definition of the row (MedianItl at prediction time);
// `powerLimitW` the effective per-GPU limit.
struct DefaultFeatureRow {
    std::vector<double> values;
    double itlReferenceS = 0; // physics reference time per output token (incl. amortised prefill for e2e kinds)
    double powerLimitW = 0;
    StepPhysics step;
};
const std::vector<std::string>& defaultFeatureNames();
// ITL ratio may only rise with batch, compute/memory ratio and KV share: decode steps get no
// cheaper per token-of-latency as the batch or the context grows.
std::string defaultItlMonotoneConstraints();
DefaultFeatureRow defaultFeatures(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w, ItlKind kind);

// Power features of the default method: utilisation-like ratios of the physics times to the
// decode step time (measured in training, predicted ITL at inference), which transfer across
// GPUs and explain serving-stack and power-cap differences. Target: per-GPU power / TDP.
const std::vector<std::string>& defaultPowerFeatureNames();
// Monotone constraints (+1 = power never falls as the feature rises), XGBoost syntax "(1,1,0,...)".
std::string defaultPowerMonotoneConstraints();
// Decode step time (s) implied by an ITL of the given kind (e2e kinds carry amortised prefill).
double decodeStepSeconds(const DefaultFeatureRow& row, const Workload& w, double itlS, ItlKind kind);
std::vector<double> defaultPowerFeatures(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w,
                                         const DefaultFeatureRow& row, double stepS);

// Effective per-GPU power limit: the workload's cap clamped to [idle floor, TDP]; TDP when unset.
double effectivePowerLimitW(const GpuSpec& gpu, const Workload& w);

} // namespace wattgpu
