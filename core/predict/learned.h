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
    nlohmann::json meta = nlohmann::json::object(); // provenance, hyperparameters, counts

private:
    std::unique_ptr<FeatureSet> m_features;
};

} // namespace wattgpu
