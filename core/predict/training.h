#pragma once
// Training the learned predictors ("default", "paper") and reading/writing model files.
#include "core/data/corpus.h"
#include "core/predict/predictor.h"
#include "core/util/result.h"

#include <atomic>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>

namespace wattgpu {

// Called with a fraction in [0, 1] and a short English stage name; return false to cancel.
using ProgressFn = std::function<bool(double fraction, const std::string& stage)>;

struct TrainOptions {
    int threads = 1;        // XGBoost nthread; 1 keeps results bit-for-bit reproducible
    ProgressFn progress;    // may be empty
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

} // namespace wattgpu
