#pragma once
// The one place that talks to the XGBoost C API. Handles live in std::unique_ptr with the
// matching free function; every non-zero return becomes an Error carrying XGBGetLastError().
#include "core/util/result.h"

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
