#pragma once
// Feature vectors for the learned predictors.
//  - paper: exactly the WattGPU features (models/docs/METHOD.md), categorical columns as text
//    until encoded with the training set's ordinal codes.
//  The default method's features live in core/predict/feature_sets.cpp: they need the learned
//  stack-efficiency model.
#include "core/catalog/gpu.h"
#include "core/catalog/llm.h"
#include "core/features/physics.h"
#include "core/features/workload.h"

#include <string>
#include <vector>

namespace wattgpu {

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

// Effective per-GPU power limit: the workload's cap clamped to [1.5 x the idle prior, TDP]; TDP when
// unset. Predicted per-GPU power never goes below the idle prior (physics.h, idlePrior) nor above it.
double effectivePowerLimitW(const GpuSpec& gpu, const Workload& w);

} // namespace wattgpu
