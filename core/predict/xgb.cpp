#include "core/predict/xgb.h"

#include <xgboost/c_api.h>

#include <cstdint>
#include <cstdio>
#include <limits>

namespace wattgpu::xgb {

namespace {

Error xgbError(const char* call)
{
    return makeError(ErrorCode::Model, {}, 0, call, XGBGetLastError());
}

struct DMatrixDeleter {
    void operator()(void* h) const
    {
        if (h)
            XGDMatrixFree(h);
    }
};
using DMatrixPtr = std::unique_ptr<void, DMatrixDeleter>;

} // namespace

void Booster::Deleter::operator()(void* h) const
{
    if (h)
        XGBoosterFree(h);
}

Booster::Booster() = default;
Booster::~Booster() = default;
Booster::Booster(Booster&&) noexcept = default;
Booster& Booster::operator=(Booster&&) noexcept = default;

Result<Booster> Booster::train(const Matrix& x, const std::vector<float>& y, const Params& params, int rounds,
                               const std::function<bool(int)>& roundDone)
{
    if (x.rows == 0 || x.rows != y.size() || x.values.size() != x.rows * x.cols)
        return makeError(ErrorCode::BadValue, {}, 0, "training data", "empty or inconsistent feature matrix");
    DMatrixHandle dm = nullptr;
    if (XGDMatrixCreateFromMat(x.values.data(), x.rows, x.cols, std::numeric_limits<float>::quiet_NaN(), &dm) != 0)
        return xgbError("XGDMatrixCreateFromMat");
    DMatrixPtr dtrain(dm);
    if (XGDMatrixSetFloatInfo(dm, "label", y.data(), y.size()) != 0)
        return xgbError("XGDMatrixSetFloatInfo");
    BoosterHandle bh = nullptr;
    if (XGBoosterCreate(&dm, 1, &bh) != 0)
        return xgbError("XGBoosterCreate");
    Booster b;
    b.m_handle.reset(bh);
    for (const auto& [k, v] : params)
        if (XGBoosterSetParam(bh, k.c_str(), v.c_str()) != 0)
            return xgbError("XGBoosterSetParam");
    for (int i = 0; i < rounds; ++i) {
        if (XGBoosterUpdateOneIter(bh, i, dm) != 0)
            return xgbError("XGBoosterUpdateOneIter");
        if (roundDone && !roundDone(i))
            return makeError(ErrorCode::Cancelled, {}, 0, {}, "training cancelled");
    }
    return b;
}

Result<Booster> Booster::fromJson(const std::string& json)
{
    BoosterHandle bh = nullptr;
    if (XGBoosterCreate(nullptr, 0, &bh) != 0)
        return xgbError("XGBoosterCreate");
    Booster b;
    b.m_handle.reset(bh);
    if (XGBoosterLoadModelFromBuffer(bh, json.data(), json.size()) != 0)
        return xgbError("XGBoosterLoadModelFromBuffer");
    // Inference only: one thread per call keeps concurrent GUI/CLI calls predictable.
    if (XGBoosterSetParam(bh, "nthread", "1") != 0)
        return xgbError("XGBoosterSetParam");
    return b;
}

Result<std::string> Booster::toJson() const
{
    if (!m_handle)
        return makeError(ErrorCode::Model, {}, 0, {}, "empty booster");
    bst_ulong len = 0;
    const char* buf = nullptr;
    if (XGBoosterSaveModelToBuffer(m_handle.get(), R"({"format": "json"})", &len, &buf) != 0)
        return xgbError("XGBoosterSaveModelToBuffer");
    return std::string(buf, len);
}

Result<std::size_t> Booster::numFeatures() const
{
    if (!m_handle)
        return makeError(ErrorCode::Model, {}, 0, {}, "empty booster");
    bst_ulong n = 0;
    if (XGBoosterGetNumFeature(m_handle.get(), &n) != 0)
        return xgbError("XGBoosterGetNumFeature");
    return static_cast<std::size_t>(n);
}

Result<std::vector<float>> Booster::predict(const Matrix& x) const
{
    if (!m_handle)
        return makeError(ErrorCode::Model, {}, 0, {}, "empty booster");
    if (x.rows == 0)
        return std::vector<float>{};
    char arr[256];
    std::snprintf(arr, sizeof arr,
                  R"({"data": [%llu, true], "shape": [%llu, %llu], "typestr": "<f4", "version": 3})",
                  static_cast<unsigned long long>(reinterpret_cast<std::uintptr_t>(x.values.data())),
                  static_cast<unsigned long long>(x.rows), static_cast<unsigned long long>(x.cols));
    static const char* config =
        R"({"type": 0, "training": false, "iteration_begin": 0, "iteration_end": 0, "strict_shape": false, "cache_id": 0, "missing": NaN})";
    const bst_ulong* shape = nullptr;
    bst_ulong dim = 0;
    const float* out = nullptr;
    if (XGBoosterPredictFromDense(m_handle.get(), arr, config, nullptr, &shape, &dim, &out) != 0)
        return xgbError("XGBoosterPredictFromDense");
    return std::vector<float>(out, out + x.rows);
}

} // namespace wattgpu::xgb
