#pragma once
// How a learned method turns (LLM, GPU, workload) into XGBoost rows and back into physical units.
// One strategy per method: "paper" (the WattGPU features, METHOD.md) and "default" (ours:
// physics first, trees for the residual). LearnedPredictor holds one and never asks which it is.
#include "core/data/corpus.h"
#include "core/predict/predictor.h"
#include "core/predict/xgb.h"
#include "core/util/result.h"

#include <nlohmann/json.hpp>

#include <memory>
#include <string>
#include <vector>

namespace wattgpu {

// XGBoost settings of one target.
struct Hyper {
    int depth = 4;
    double eta = 0.05;
    double lambda = 5;
    int rounds = 300;
    double minChildWeight = 3;
    std::string monotone; // XGBoost "(1,0,...)" syntax; empty = none
};

// What a feature set derived for one query; the ITL booster predicts log(ITL / itlReferenceS).
struct QueryFrame {
    double itlReferenceS = 1;     // physics ITL in the query's metric (1 for the paper method)
    double itlFloorS = 0;         // the step at the spec sheet's peaks in the query's metric: no ITL is faster
    double prefillPerTokenS = 0;  // prefill time per output token on the stack (for power utilisation)
    double powerDenominatorW = 1; // power target = per-GPU W / this (TDP)
    std::vector<float> itlRow;
    // Opaque physics the power features need (default method).
    double tMemoryS = 0, tComputeS = 0, tPrefillComputeS = 0;
    double sequenceShare = 0, overheadShare = 0; // of the physics ITL
    // The ITL row's last column is the stack-family code (default method).
};

class FeatureSet {
public:
    virtual ~FeatureSet() = default;
    virtual std::string method() const = 0;
    virtual Hyper hyper(bool power) const = 0;
    virtual std::vector<std::string> itlFeatureNames() const = 0;
    virtual std::vector<std::string> powerFeatureNames() const = 0;
    virtual nlohmann::json targetsJson() const = 0;

    // Fits whatever the features depend on (encoders, the stack-efficiency model) on training rows;
    // `warm` (same method, fitted on overlapping rows) may seed iterative fits.
    virtual Status prepare(const std::vector<const TrainingRow*>& rows, const FeatureSet* warm = nullptr) = 0;
    virtual QueryFrame frame(const Query& q) const = 0;
    // Power features for a query given its ITL in the query's metric (measured when training,
    // predicted at inference).
    virtual std::vector<float> powerRow(const Query& q, const QueryFrame& f, double itlS) const = 0;

    // State beyond the boosters, saved in the model file ("features_state").
    virtual nlohmann::json stateJson() const = 0;
    virtual Status loadState(const nlohmann::json& j) = 0;
    virtual std::unique_ptr<FeatureSet> clone() const = 0;
};

// nullptr for a method without a feature set.
std::unique_ptr<FeatureSet> makeFeatureSet(const std::string& method);

} // namespace wattgpu
