#pragma once
// Training the learned predictors ("default", "paper") and reading/writing model files.
#include "core/data/corpus.h"
#include "core/predict/predictor.h"
#include "core/util/result.h"

#include <nlohmann/json.hpp>

#include <atomic>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>

namespace wattgpu {

// Called with a fraction in [0, 1] and a short English stage name; return false to cancel.
using ProgressFn = std::function<bool(double fraction, const std::string& stage)>;

struct TrainOptions {
    int threads = 1;              // XGBoost nthread; 1 keeps results bit-for-bit reproducible
    ProgressFn progress;          // may be empty
    bool computeIntervals = true; // run internal CV to calibrate intervals (skipped inside evaluation)
};

// The learned methods: "default" and "paper". Baselines need no training.
std::vector<std::string> learnedMethodNames();

Result<std::shared_ptr<const Predictor>> trainPredictor(const std::string& method, const Corpus& corpus,
                                                        const TrainOptions& options = {});
// Baselines "ls_tdp" and "roofline" (no training data needed).
std::shared_ptr<const Predictor> makeBaseline(const std::string& method);

// Model file: one JSON per method (metadata, feature list, interval calibration, training
// ranges for OOD flags, and the XGBoost boosters embedded as JSON).
Status saveModel(const Predictor& predictor, const std::filesystem::path& file);
Result<std::shared_ptr<const Predictor>> loadModel(const std::filesystem::path& file);

// Trains on a subset of corpus rows without interval calibration (used by evaluation).
Result<std::shared_ptr<const Predictor>> trainOnRows(const std::string& method,
                                                     const std::vector<const TrainingRow*>& rows,
                                                     const TrainOptions& options);
// Per-GPU power (W) and ITL (s) for corpus rows, each under its own ITL definition; power is
// clamped as in Prediction. Used by evaluation so every method is scored on the same rows.
struct RowEstimate {
    double powerPerGpuW = 0;
    double itlS = 0;
};
std::vector<RowEstimate> predictRows(const Predictor& predictor, const std::vector<const TrainingRow*>& rows);
// Provenance/hyperparameter metadata of a learned predictor (empty object for baselines).
nlohmann::json modelMeta(const Predictor& predictor);

} // namespace wattgpu
