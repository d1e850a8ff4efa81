#pragma once
// The one place that talks to the XGBoost C API. Handles live in std::unique_ptr with the
// matching free function; every non-zero return becomes an Error carrying XGBGetLastError().
#include "core/util/result.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace wattgpu::xgb {

using Params = std::vector<std::pair<std::string, std::string>>;

// Row-major dense matrix of features; NaN marks a missing value.
struct Matrix {
    std::size_t rows = 0;
    std::size_t cols = 0;
    std::vector<float> values;
};

class Booster {
public:
    Booster();
    ~Booster();
    Booster(Booster&&) noexcept;
    Booster& operator=(Booster&&) noexcept;

    // Trains `rounds` boosting rounds. `roundDone(i)` may return false to cancel.
    static Result<Booster> train(const Matrix& x, const std::vector<float>& y, const Params& params, int rounds,
                                 const std::function<bool(int)>& roundDone = {});
    static Result<Booster> fromJson(const std::string& json);
    // Checks a saved gbtree regression model (XGBoost 1.7 JSON: every field's type, array
    // lengths, child/parent links forming one tree per entry, split features < numFeatures,
    // finite float values) and returns it rebuilt from the checked fields only. XGBoost's own
    // loader trusts its input and crashes on such faults, so untrusted files go through this
    // first. Errors name the JSON path ("learner.gradient_booster.model.trees[3].left_children").
    static Result<std::string> canonicalJson(const nlohmann::json& model, std::size_t numFeatures);
    Result<std::string> toJson() const;

    // Thread-safe inplace prediction. Output has one value per row.
    Result<std::vector<float>> predict(const Matrix& x) const;
    bool valid() const { return m_handle != nullptr; }
    // Number of feature columns the booster was trained on.
    Result<std::size_t> numFeatures() const;

private:
    struct Deleter {
        void operator()(void* h) const;
    };
    std::unique_ptr<void, Deleter> m_handle;
};

} // namespace wattgpu::xgb
