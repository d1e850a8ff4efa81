#pragma once
// The learned predictor shared by "default" and "paper": a feature set (the method's strategy),
// two XGBoost boosters (power, ITL), interval bands, training ranges and the evidence index.
// Internal to core/predict: callers use Predictor, training.h and the model file.
#include "core/predict/assemble.h"
#include "core/predict/calibration.h"
#include "core/predict/feature_set.h"
#include "core/predict/predictor.h"
#include "core/predict/xgb.h"

#include <nlohmann/json.hpp>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace wattgpu {

class LearnedPredictor final : public Predictor {
public:
    explicit LearnedPredictor(std::unique_ptr<FeatureSet> features) : m_features(std::move(features)) {}

    std::string method() const override { return m_features->method(); }
    // A query whose engine version is unknown (ResolvedStack::versionUnknown) is predicted under each
    // of the engine's measured releases and answered with their prior: the geometric mean of every
    // figure, the spread between releases added to each interval (flagged stack_version_unknown).
    Result<std::vector<Prediction>> predictMany(const std::vector<Query>& queries) const override;

    // Uncapped per-GPU power (W) and ITL (s, in each query's metric) straight from the boosters,
    // with every latency definition where the feature set times steps (the default method).
    struct Raw {
        std::vector<double> powerPerGpuW, itlS;
        std::vector<QueryFrame> frames;
        std::vector<std::optional<LatencySet>> latencies;
    };
    Result<Raw> raw(const std::vector<Query>& queries) const;

    const FeatureSet& features() const { return *m_features; }
    FeatureSet& features() { return *m_features; }

    xgb::Booster power, itl;
    IntervalBands bands;
    bool hasBands = false;
    TrainingRanges ranges;
    EvidenceIndex evidence;
    NoveltyIndex novelty;                                   // what the training data measured, per kind of novelty
    std::shared_ptr<const HeldOutSet> calibrationResiduals; // not saved: what the bands were calibrated on
    nlohmann::json meta = nlohmann::json::object();         // provenance, hyperparameters, counts

private:
    Result<std::vector<Prediction>> predictResolved(const std::vector<Query>& queries) const;
    std::unique_ptr<FeatureSet> m_features;
};

} // namespace wattgpu
