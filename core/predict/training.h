#pragma once
// Training the learned predictors ("default", "paper") and reading/writing model files.
#include "core/data/corpus.h"
#include "core/predict/calibration.h"
#include "core/predict/predictor.h"
#include "core/util/result.h"

#include <nlohmann/json.hpp>

#include <atomic>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>

namespace wattgpu {

// Called with a fraction in [0, 1] and a short English stage name; return false to cancel.
using ProgressFn = std::function<bool(double fraction, const std::string& stage)>;

struct TrainOptions {
    int threads = 1;                    // XGBoost nthread; 1 keeps results bit-for-bit reproducible
    int parallelFolds = 2;              // calibration folds trained side by side (each single-threaded)
    int fitThreads = 2;                 // threads of the stack model's fit (folds side by side use 1 each)
    ProgressFn progress;                // may be empty
    bool computeIntervals = true;       // calibrate intervals on held-out folds (leave-one-GPU-out + LLM-grouped CV)
    std::optional<IntervalBands> bands; // use these bands instead of calibrating (evaluation's nested folds)
    // A model of the same method fitted on overlapping rows: seeds the iterative part of the fit
    // (evaluation folds and calibration folds start from the full model and converge in a few steps).
    std::shared_ptr<const Predictor> warmStart;
};

// Minimum data for a learned model and for its intervals (models/MODEL_CARD.md, "Minimum data").
// Below the first three, training is refused; below the last two, the model trains but carries
// no calibrated interval (every prediction says so) rather than a zero-width one.
inline constexpr int kMinTrainingRows = 20;   // runs with ITL, and as many with power
inline constexpr int kMinTrainingLlms = 3;    // distinct LLMs
inline constexpr int kMinCalibrationGpus = 2; // distinct GPUs for leave-one-GPU-out bands
inline constexpr int kMinCalibrationRows = 60;

// The learned methods: "default" and "paper". Baselines need no training.
std::vector<std::string> learnedMethodNames();

Result<std::shared_ptr<const Predictor>> trainPredictor(const std::string& method, const Corpus& corpus,
                                                        const TrainOptions& options = {});
// Baselines "ls_tdp" and "roofline" (no training data needed).
std::shared_ptr<const Predictor> makeBaseline(const std::string& method);
// The load-scaled TDP baseline's per-GPU power, W: rho x TDP, rho 0.9 / 0.6 / 0.2 for the paper
// scenario the concurrency maps to (METHOD.md).
double loadScaledTdpW(const GpuSpec& gpu, int batch);

// Model file: one JSON per method (metadata, feature list, interval calibration, training
// ranges for OOD flags, and the XGBoost boosters embedded as JSON).
Status saveModel(const Predictor& predictor, const std::filesystem::path& file);
Result<std::shared_ptr<const Predictor>> loadModel(const std::filesystem::path& file);

// Trains on a subset of corpus rows (used by evaluation); intervals only when options ask for them.
Result<std::shared_ptr<const Predictor>> trainOnRows(const std::string& method,
                                                     const std::vector<const TrainingRow*>& rows,
                                                     const TrainOptions& options);
// Per-GPU power (W) and ITL (s) for corpus rows, each under its own ITL definition; power is
// clamped as in Prediction. Used by evaluation so every method is scored on the same rows.
struct RowEstimate {
    double powerPerGpuW = 0;
    double itlS = 0;
    double powerPerGpuWLow = 0, powerPerGpuWHigh = 0; // interval (equal to the point without one)
    double itlSLow = 0, itlSHigh = 0;
    // Every row also gets its TTFT and tails (scored where the row measured them), s.
    double ttftS = 0, ttftSLow = 0, ttftSHigh = 0;
    double p90S = 0, p90SLow = 0, p90SHigh = 0;
    double p99S = 0, p99SLow = 0, p99SHigh = 0;
    std::string support, powerSupport; // evidence classes (calibration.h)
};
Result<std::vector<RowEstimate>> predictRows(const Predictor& predictor, const std::vector<const TrainingRow*>& rows);
// Held-out residuals log(true / predicted) of `rows` under `predictor`, classed by its evidence:
// ITL in each row's definition, power, and TTFT, p90 and p99 ITL where the row measured them; tagged
// with the kinds of novelty the fold removed and the fold's name (empty: each GPU is a group).
Status heldOutResiduals(const Predictor& predictor, const std::vector<const TrainingRow*>& rows, HeldOutSet& out,
                        NoveltySet kinds = 0, const std::string& fold = {});
// The held-out residuals a learned predictor's bands were calibrated on (nullptr for baselines,
// uncalibrated models and models read from a file): evaluation folds calibrate on them without their
// own rows (calibrateBandsWithout).
std::shared_ptr<const HeldOutSet> calibrationResiduals(const Predictor& predictor);
// The calibrated interval bands of a learned predictor (nullopt for baselines or uncalibrated models).
std::optional<IntervalBands> intervalBands(const Predictor& predictor);
// Which GPUs the learned predictor's training data measured under which stack (nullopt for baselines).
std::optional<EvidenceIndex> trainingEvidence(const Predictor& predictor);
// Provenance/hyperparameter metadata of a learned predictor (empty object for baselines).
nlohmann::json modelMeta(const Predictor& predictor);

} // namespace wattgpu
