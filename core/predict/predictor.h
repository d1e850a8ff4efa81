#pragma once
// The one interface every prediction method implements: "default" (physics-informed XGBoost),
// "paper" (the WattGPU method), and the learning-free baselines "ls_tdp" and "roofline".
#include "core/catalog/gpu.h"
#include "core/catalog/llm.h"
#include "core/features/workload.h"
#include "core/predict/prediction.h"
#include "core/util/result.h"

#include <memory>
#include <string>
#include <vector>

namespace wattgpu {

struct Query {
    const LlmSpec* llm = nullptr;
    const GpuSpec* gpu = nullptr;
    Workload workload;
};

class Predictor {
public:
    virtual ~Predictor() = default;
    virtual std::string method() const = 0;
    // Predicts many queries at once (one XGBoost call per target); order preserved. A failure (a
    // model that cannot evaluate its input) is an Error, never a prediction of zeros.
    virtual Result<std::vector<Prediction>> predictMany(const std::vector<Query>& queries) const = 0;
    Result<Prediction> predict(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w) const
    {
        auto r = predictMany({Query{&llm, &gpu, w}});
        if (!r)
            return r.error();
        return std::move(r.value().front());
    }
};

std::vector<std::string> methodNames(); // {"default", "paper", "ls_tdp", "roofline"}

} // namespace wattgpu
