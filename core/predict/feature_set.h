#pragma once
// How a learned method turns (LLM, GPU, workload) into XGBoost rows and back into physical units.
// One strategy per method: "paper" (the WattGPU features, METHOD.md) and "default" (ours:
// physics first, trees for the residual). LearnedPredictor holds one and never asks which it is.
#include "core/data/corpus.h"
#include "core/predict/predictor.h"
#include "core/predict/schedule.h"
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
    // "exact" (the paper's setting for a corpus this size) or "hist" (binned: several times faster,
    // what the default method trains with in every fold).
    std::string treeMethod = "exact";
};

// What a feature set derived for one query. The paper method's ITL booster predicts log(ITL); the
// default method's predicts the log of the learned correction on plain decode steps, and every
// latency definition follows from the deployment's step timer (core/predict/schedule.h).
struct QueryFrame {
    double itlReferenceS = 1;     // physics ITL in the query's metric (1 for the paper method)
    double itlFloorS = 0;         // the weight-streaming floor: no decode step of this deployment is faster, s
    double powerDenominatorW = 1; // power target = per-GPU W / this (TDP)
    std::vector<float> itlRow;
    std::vector<float> powerRow; // default method: the power features (they do not depend on the ITL)
    double computeShare = -1;    // compute-bound share of the decode step (power-cap physics); < 0 = derive
    double hostShare = 0;        // share of the step in host-side fixed costs (power-cap physics)
    // Default method: the deployment's step timer and the load its ITL definition describes.
    bool hasTimer = false;
    StepTimer timer;
    LoadShape shape = LoadShape::ClosedLoop;
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
    // `warm` (same method, fitted on overlapping rows) may seed iterative fits, which may use
    // `threads` threads (1 when folds already run side by side).
    virtual Status prepare(const std::vector<const TrainingRow*>& rows, const FeatureSet* warm, int threads) = 0;
    virtual QueryFrame frame(const Query& q) const = 0;
    // Power features for a query given its ITL in the query's metric (measured when training,
    // predicted at inference).
    virtual std::vector<float> powerRow(const Query& q, const QueryFrame& f, double itlS) const = 0;
    // The ITL booster's training target for a row measured at `measuredItlS` in the query's metric.
    virtual double itlTarget(const Query& q, const QueryFrame& f, double measuredItlS) const = 0;
    // Whether a row's measured power trains the power booster (a power cap that binds hides what the
    // workload would draw: such rows are censored).
    virtual bool trainsPower(const TrainingRow& r) const = 0;

    // State beyond the boosters, saved in the model file ("features_state").
    virtual nlohmann::json stateJson() const = 0;
    virtual Status loadState(const nlohmann::json& j) = 0;
    virtual std::unique_ptr<FeatureSet> clone() const = 0;
};

// nullptr for a method without a feature set.
std::unique_ptr<FeatureSet> makeFeatureSet(const std::string& method);
std::unique_ptr<FeatureSet> makePhysicsFeatureSet(); // the default method's (physics_features.cpp)

} // namespace wattgpu
