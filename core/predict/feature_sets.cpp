// The paper's feature set (WattGPU, METHOD.md) and the factory of both; the default method's
// physics-first feature set is in physics_features.cpp.
#include "core/features/features.h"
#include "core/features/physics.h"
#include "core/predict/feature_set.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <set>

namespace wattgpu {

namespace {

constexpr float kMissing = std::numeric_limits<float>::quiet_NaN();

// Ordinal codes for categorical columns and mean/std for numeric ones (paper preprocessing).
struct PaperEncoder {
    std::vector<double> mean, stdev;
    std::vector<std::map<std::string, int>> codes;

    void fit(const std::vector<PaperFeatureRow>& rows)
    {
        const std::size_t nNum = rows.front().numeric.size();
        const std::size_t nCat = rows.front().categorical.size();
        mean.assign(nNum, 0);
        stdev.assign(nNum, 1);
        for (std::size_t j = 0; j < nNum; ++j) {
            double s = 0, s2 = 0;
            int n = 0;
            for (const auto& r : rows)
                if (std::isfinite(r.numeric[j])) {
                    s += r.numeric[j];
                    s2 += r.numeric[j] * r.numeric[j];
                    ++n;
                }
            mean[j] = n ? s / n : 0;
            const double var = n ? s2 / n - mean[j] * mean[j] : 0;
            stdev[j] = var > 1e-18 ? std::sqrt(var) : 1.0;
        }
        codes.assign(nCat, {});
        for (std::size_t j = 0; j < nCat; ++j) {
            std::set<std::string> values;
            for (const auto& r : rows)
                values.insert(r.categorical[j]);
            int code = 0;
            for (const auto& v : values)
                codes[j][v] = code++;
        }
    }

    std::vector<float> encode(const PaperFeatureRow& r) const
    {
        std::vector<float> out;
        out.reserve(r.numeric.size() + r.categorical.size());
        // An encoder that was never fitted (sizes differ) yields missing values, never a crash.
        for (std::size_t j = 0; j < r.numeric.size(); ++j) {
            if (j >= mean.size() || j >= stdev.size()) {
                out.push_back(kMissing);
                continue;
            }
            const double v = std::isfinite(r.numeric[j]) ? r.numeric[j] : mean[j];
            out.push_back(static_cast<float>((v - mean[j]) / stdev[j]));
        }
        for (std::size_t j = 0; j < r.categorical.size(); ++j) {
            if (j >= codes.size()) {
                out.push_back(-1.0f);
                continue;
            }
            const auto it = codes[j].find(r.categorical[j]);
            out.push_back(it == codes[j].end() ? -1.0f : static_cast<float>(it->second));
        }
        return out;
    }

    nlohmann::json toJson() const
    {
        nlohmann::json c = nlohmann::json::array();
        for (const auto& m : codes)
            c.push_back(m);
        return {{"mean", mean}, {"std", stdev}, {"categories", c}};
    }

    static Result<PaperEncoder> fromJson(const nlohmann::json& j, std::size_t numeric, std::size_t categorical,
                                         const std::string& field)
    {
        auto bad = [&](const std::string& d) { return makeError(ErrorCode::Model, {}, 0, field, d); };
        try {
            // Category codes become ints: refuse anything that is not a small whole number first.
            for (const auto& c : j.at("categories"))
                for (const auto& code : c.items())
                    if (!code.value().is_number_integer() || code.value().get<long long>() < 0
                        || code.value().get<long long>() > (1 << 20))
                        return bad("category codes must be whole numbers in [0, 1048576]");
            PaperEncoder e;
            e.mean = j.at("mean").get<std::vector<double>>();
            e.stdev = j.at("std").get<std::vector<double>>();
            for (const auto& c : j.at("categories"))
                e.codes.push_back(c.get<std::map<std::string, int>>());
            if (e.mean.size() != numeric || e.stdev.size() != numeric || e.codes.size() != categorical)
                return bad("expected " + std::to_string(numeric) + " numeric and " + std::to_string(categorical)
                           + " categorical columns");
            for (std::size_t k = 0; k < e.mean.size(); ++k)
                if (!std::isfinite(e.mean[k]) || !std::isfinite(e.stdev[k]) || e.stdev[k] <= 0)
                    return bad("mean/std of column " + std::to_string(k) + " not finite or std <= 0");
            return e;
        } catch (const nlohmann::json::exception& ex) {
            return bad(std::string("malformed: ") + ex.what());
        }
    }
};

std::vector<std::string> joined(const std::vector<std::string>& a, const std::vector<std::string>& b)
{
    std::vector<std::string> out = a;
    out.insert(out.end(), b.begin(), b.end());
    return out;
}

class PaperFeatureSet final : public FeatureSet {
public:
    std::string method() const override { return "paper"; }
    // Public notebook values; the learning rate is XGBoost's default.
    Hyper hyper(bool power) const override
    {
        return power ? Hyper{6, 0.3, 150, 200, 1, {}} : Hyper{5, 0.3, 100, 100, 1, {}};
    }
    std::vector<std::string> itlFeatureNames() const override
    {
        return joined(paperItlNumericNames(), paperItlCategoricalNames());
    }
    std::vector<std::string> powerFeatureNames() const override
    {
        return joined(paperPowerNumericNames(), paperPowerCategoricalNames());
    }
    nlohmann::json targetsJson() const override
    {
        return {{"power", "power_per_gpu_w / tdp_w"}, {"itl", "log(itl_s)"}};
    }

    Status prepare(const std::vector<const TrainingRow*>& rows, const FeatureSet*, int) override
    {
        std::vector<PaperFeatureRow> fp, fi;
        for (const auto* r : rows) {
            fi.push_back(paperItlFeatures(*r->llm, *r->gpu, r->workload));
            if (r->m.powerPerGpuW)
                fp.push_back(paperPowerFeatures(*r->llm, *r->gpu, r->workload));
        }
        if (fi.empty() || fp.empty())
            return makeError(ErrorCode::BadValue, {}, 0, "training data", "no rows with power and ITL to train on");
        m_power.fit(fp);
        m_itl.fit(fi);
        return Ok{};
    }

    QueryFrame frame(const Query& q) const override
    {
        QueryFrame f;
        f.itlReferenceS = 1.0;
        f.powerDenominatorW = tdpOrEstimateW(*q.gpu);
        f.itlRow = m_itl.encode(paperItlFeatures(*q.llm, *q.gpu, q.workload));
        return f;
    }
    std::vector<float> powerRow(const Query& q, const QueryFrame&, double) const override
    {
        return m_power.encode(paperPowerFeatures(*q.llm, *q.gpu, q.workload));
    }
    double itlTarget(const Query&, const QueryFrame&, double measuredItlS) const override
    {
        return std::log(measuredItlS);
    }
    bool trainsPower(const TrainingRow& r) const override { return r.m.powerPerGpuW.has_value(); }

    nlohmann::json stateJson() const override
    {
        return {{"power_encoder", m_power.toJson()}, {"itl_encoder", m_itl.toJson()}};
    }
    Status loadState(const nlohmann::json& j) override
    {
        if (!j.is_object() || !j.contains("power_encoder") || !j.contains("itl_encoder"))
            return makeError(ErrorCode::Model, {}, 0, "features_state", "missing the paper encoders");
        auto p = PaperEncoder::fromJson(j.at("power_encoder"), paperPowerNumericNames().size(),
                                        paperPowerCategoricalNames().size(), "features_state.power_encoder");
        if (!p)
            return p.error();
        auto i = PaperEncoder::fromJson(j.at("itl_encoder"), paperItlNumericNames().size(),
                                        paperItlCategoricalNames().size(), "features_state.itl_encoder");
        if (!i)
            return i.error();
        m_power = *p;
        m_itl = *i;
        return Ok{};
    }
    std::unique_ptr<FeatureSet> clone() const override { return std::make_unique<PaperFeatureSet>(*this); }

private:
    PaperEncoder m_power, m_itl;
};

} // namespace

std::unique_ptr<FeatureSet> makeFeatureSet(const std::string& method)
{
    if (method == "paper")
        return std::make_unique<PaperFeatureSet>();
    if (method == "default")
        return makePhysicsFeatureSet();
    return nullptr;
}

} // namespace wattgpu
