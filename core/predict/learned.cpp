// The learned methods. Both share the XGBoost wrapper and the model-file format.
//  - paper:   WattGPU features, targets P/TDP and log ITL, notebook hyperparameters.
//  - default: physics-normalised features; targets P/limit and log(ITL / roofline reference),
//             so predictions scale with a GPU's bandwidth and FLOP/s even outside the training GPUs.
#include "core/features/features.h"
#include "core/predict/assemble.h"
#include "core/predict/training.h"
#include "core/predict/xgb.h"
#include "core/util/fileio.h"
#include "core/util/json_util.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <map>
#include <numeric>
#include <set>
#include <tuple>

namespace wattgpu {

namespace {

constexpr int kModelFormatVersion = 1;

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

    void encode(const PaperFeatureRow& r, std::vector<float>& out) const
    {
        for (std::size_t j = 0; j < r.numeric.size(); ++j) {
            const double v = std::isfinite(r.numeric[j]) ? r.numeric[j] : mean[j];
            out.push_back(static_cast<float>((v - mean[j]) / stdev[j]));
        }
        for (std::size_t j = 0; j < r.categorical.size(); ++j) {
            const auto it = codes[j].find(r.categorical[j]);
            out.push_back(it == codes[j].end() ? -1.0f : static_cast<float>(it->second));
        }
    }

    nlohmann::json toJson() const
    {
        nlohmann::json c = nlohmann::json::array();
        for (const auto& m : codes)
            c.push_back(m);
        return {{"mean", mean}, {"std", stdev}, {"categories", c}};
    }
    static PaperEncoder fromJson(const nlohmann::json& j)
    {
        PaperEncoder e;
        e.mean = j.at("mean").get<std::vector<double>>();
        e.stdev = j.at("std").get<std::vector<double>>();
        for (const auto& c : j.at("categories"))
            e.codes.push_back(c.get<std::map<std::string, int>>());
        return e;
    }
};

struct TargetModel {
    xgb::Booster booster;
    double residualLow = 0;  // 10th percentile of held-out log(true / predicted)
    double residualHigh = 0; // 90th percentile
    PaperEncoder encoder;    // paper only
};

struct Hyper {
    int depth;
    double eta;
    double lambda;
    int rounds;
    double minChildWeight;
};

Hyper hyperFor(const std::string& method, bool power)
{
    if (method == "paper") // public notebook values; learning rate is XGBoost's default
        return power ? Hyper{6, 0.3, 150, 200, 1} : Hyper{5, 0.3, 100, 100, 1};
    return power ? Hyper{4, 0.05, 5, 300, 6} : Hyper{4, 0.05, 5, 300, 3};
}

xgb::Params paramsFor(const Hyper& h, int threads)
{
    return {{"objective", "reg:squarederror"},
            {"max_depth", std::to_string(h.depth)},
            {"eta", std::to_string(h.eta)},
            {"lambda", std::to_string(h.lambda)},
            {"min_child_weight", std::to_string(h.minChildWeight)},
            {"tree_method", "exact"},
            {"nthread", std::to_string(threads)},
            {"seed", "0"},
            {"verbosity", "0"}};
}

nlohmann::json hyperJson(const Hyper& h)
{
    return {{"max_depth", h.depth},
            {"eta", h.eta},
            {"reg_lambda", h.lambda},
            {"n_estimators", h.rounds},
            {"min_child_weight", h.minChildWeight},
            {"tree_method", "exact"},
            {"objective", "reg:squarederror"}};
}

double quantile(std::vector<double> v, double q)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const double pos = q * (v.size() - 1);
    const auto i = static_cast<std::size_t>(pos);
    const double f = pos - i;
    return i + 1 < v.size() ? v[i] * (1 - f) + v[i + 1] * f : v[i];
}

class LearnedPredictor final : public Predictor {
public:
    std::string m_method;
    TargetModel m_power, m_itl;
    TrainingRanges m_ranges;
    nlohmann::json m_meta; // provenance, hyperparameters, counts

    std::string method() const override { return m_method; }

    // Paper: both matrices straight from the features. Default: the ITL matrix; its power matrix
    // needs the step time and is built by powerMatrix().
    void features(const std::vector<Query>& qs, xgb::Matrix& px, xgb::Matrix& ix, std::vector<DefaultFeatureRow>& rows,
                  const std::vector<ItlKind>* kinds) const
    {
        px = {};
        ix = {};
        rows.assign(qs.size(), {});
        std::vector<float> rowP, rowI;
        for (std::size_t i = 0; i < qs.size(); ++i) {
            const Query& q = qs[i];
            rowP.clear();
            rowI.clear();
            if (m_method == "paper") {
                m_power.encoder.encode(paperPowerFeatures(*q.llm, *q.gpu, q.workload), rowP);
                m_itl.encoder.encode(paperItlFeatures(*q.llm, *q.gpu, q.workload), rowI);
                rows[i].itlReferenceS = 1.0;
                rows[i].powerLimitW = tdpOrEstimateW(*q.gpu);
                px.cols = rowP.size();
                px.values.insert(px.values.end(), rowP.begin(), rowP.end());
            } else {
                rows[i] = defaultFeatures(*q.llm, *q.gpu, q.workload, kinds ? (*kinds)[i] : ItlKind::MedianItl);
                for (double v : rows[i].values)
                    rowI.push_back(static_cast<float>(v));
            }
            ix.cols = rowI.size();
            ix.values.insert(ix.values.end(), rowI.begin(), rowI.end());
        }
        px.rows = m_method == "paper" ? qs.size() : 0;
        ix.rows = qs.size();
    }

    static xgb::Matrix powerMatrix(const std::vector<Query>& qs, const std::vector<DefaultFeatureRow>& rows,
                                   const std::vector<double>& stepS)
    {
        xgb::Matrix px;
        px.rows = qs.size();
        px.cols = defaultPowerFeatureNames().size();
        for (std::size_t i = 0; i < qs.size(); ++i)
            for (double v : defaultPowerFeatures(*qs[i].llm, *qs[i].gpu, qs[i].workload, rows[i], stepS[i]))
                px.values.push_back(static_cast<float>(v));
        return px;
    }

    // Raw model outputs converted to physical units (per-GPU W, ITL s).
    void rawPredict(const std::vector<Query>& qs, std::vector<double>& powerW, std::vector<double>& itlS,
                    const std::vector<ItlKind>* kinds = nullptr) const
    {
        xgb::Matrix px, ix;
        std::vector<DefaultFeatureRow> rows;
        features(qs, px, ix, rows, kinds);
        powerW.assign(qs.size(), 0);
        itlS.assign(qs.size(), 0);
        auto yi = m_itl.booster.predict(ix);
        if (!yi) {
            std::fprintf(stderr, "wattgpu: ITL prediction failed: %s\n", yi.error().message().c_str());
            return; // leave zeros: surfaced by tests
        }
        for (std::size_t i = 0; i < qs.size(); ++i)
            itlS[i] = std::exp((*yi)[i]) * rows[i].itlReferenceS;
        if (m_method != "paper") {
            std::vector<double> step(qs.size());
            for (std::size_t i = 0; i < qs.size(); ++i)
                step[i] = decodeStepSeconds(rows[i], qs[i].workload, itlS[i], kinds ? (*kinds)[i] : ItlKind::MedianItl);
            px = powerMatrix(qs, rows, step);
        }
        auto yp = m_power.booster.predict(px);
        if (!yp) {
            std::fprintf(stderr, "wattgpu: power prediction failed: %s\n", yp.error().message().c_str());
            return;
        }
        for (std::size_t i = 0; i < qs.size(); ++i)
            powerW[i] = (*yp)[i] * tdpOrEstimateW(*qs[i].gpu);
    }

    std::vector<Prediction> predictMany(const std::vector<Query>& qs) const override
    {
        std::vector<double> powerW, itlS;
        rawPredict(qs, powerW, itlS);
        std::vector<Prediction> out;
        out.reserve(qs.size());
        for (std::size_t i = 0; i < qs.size(); ++i) {
            RawEstimate e;
            e.powerPerGpuW = powerW[i];
            e.itlS = itlS[i];
            e.powerRatioLow = std::exp(m_power.residualLow);
            e.powerRatioHigh = std::exp(m_power.residualHigh);
            e.itlRatioLow = std::exp(m_itl.residualLow);
            e.itlRatioHigh = std::exp(m_itl.residualHigh);
            Prediction p = assemblePrediction(m_method, qs[i], e, &m_ranges);
            if (p.outOfDistribution) {
                // Outside the training data the held-out error understates the risk: widen by half.
                const double k = 1.5;
                auto widen = [k](double center, double bound) { return center * std::pow(bound / center, k); };
                p.powerWLow = widen(p.powerW, p.powerWLow);
                p.powerWHigh = widen(p.powerW, p.powerWHigh);
                p.itlMsLow = widen(p.itlMs, p.itlMsLow);
                p.itlMsHigh = widen(p.itlMs, p.itlMsHigh);
                setEnergyInterval(p);
            }
            out.push_back(std::move(p));
        }
        return out;
    }
};

Query queryOf(const TrainingRow& r) { return Query{r.llm, r.gpu, r.workload}; }

// Fits both boosters on `rows` (no intervals). Progress covers [p0, p1].
Result<std::shared_ptr<LearnedPredictor>> fitOnce(const std::string& method,
                                                  const std::vector<const TrainingRow*>& rows, const TrainOptions& opt,
                                                  double p0, double p1)
{
    auto pred = std::make_shared<LearnedPredictor>();
    pred->m_method = method;
    std::vector<const TrainingRow*> powerRows;
    for (const auto* r : rows)
        if (r->m.powerPerGpuW)
            powerRows.push_back(r);
    if (powerRows.empty() || rows.empty())
        return makeError(ErrorCode::BadValue, {}, 0, "training data", "no rows with power and ITL to train on");

    if (method == "paper") {
        std::vector<PaperFeatureRow> fp, fi;
        for (const auto* r : powerRows)
            fp.push_back(paperPowerFeatures(*r->llm, *r->gpu, r->workload));
        for (const auto* r : rows)
            fi.push_back(paperItlFeatures(*r->llm, *r->gpu, r->workload));
        pred->m_power.encoder.fit(fp);
        pred->m_itl.encoder.fit(fi);
    }

    auto build = [&](const std::vector<const TrainingRow*>& rs, bool power, xgb::Matrix& x, std::vector<float>& y) {
        std::vector<Query> qs;
        std::vector<ItlKind> kinds;
        for (const auto* r : rs) {
            qs.push_back(queryOf(*r));
            kinds.push_back(r->m.itlKind);
        }
        xgb::Matrix px, ix;
        std::vector<DefaultFeatureRow> fr;
        pred->features(qs, px, ix, fr, &kinds);
        if (power && method != "paper") {
            // Utilisation from the measured step time; at inference the predicted ITL takes its place.
            std::vector<double> step(rs.size());
            for (std::size_t i = 0; i < rs.size(); ++i)
                step[i] = decodeStepSeconds(fr[i], rs[i]->workload, rs[i]->m.itlMs / 1e3, kinds[i]);
            px = LearnedPredictor::powerMatrix(qs, fr, step);
        }
        x = power ? std::move(px) : std::move(ix);
        y.clear();
        for (std::size_t i = 0; i < rs.size(); ++i) {
            const TrainingRow& r = *rs[i];
            if (power)
                y.push_back(static_cast<float>(*r.m.powerPerGpuW / tdpOrEstimateW(*r.gpu)));
            else
                y.push_back(static_cast<float>(std::log(r.m.itlMs / 1e3 / fr[i].itlReferenceS)));
        }
    };

    const double mid = p0 + (p1 - p0) / 2;
    for (int t = 0; t < 2; ++t) {
        const bool power = t == 0;
        xgb::Matrix x;
        std::vector<float> y;
        build(power ? powerRows : rows, power, x, y);
        const Hyper h = hyperFor(method, power);
        const double a = power ? p0 : mid, b = power ? mid : p1;
        auto params = paramsFor(h, opt.threads);
        if (method != "paper")
            params.emplace_back("monotone_constraints",
                                power ? defaultPowerMonotoneConstraints() : defaultItlMonotoneConstraints());
        auto booster = xgb::Booster::train(x, y, params, h.rounds, [&](int i) {
            return !opt.progress || (i % 50 != 0)
                || opt.progress(a + (b - a) * i / h.rounds, power ? "power model" : "ITL model");
        });
        if (!booster)
            return booster.error();
        (power ? pred->m_power : pred->m_itl).booster = std::move(booster).value();
    }
    for (const auto* r : rows)
        pred->m_ranges.include(queryOf(*r));
    return pred;
}

// Deterministic fold of a key: FNV-1a hash.
std::size_t stableHash(const std::string& s)
{
    std::size_t h = 1469598103934665603ull;
    for (unsigned char c : s)
        h = (h ^ c) * 1099511628211ull;
    return h;
}

} // namespace

std::vector<std::string> learnedMethodNames() { return {"default", "paper"}; }

// Internal hook for evaluation: train without intervals on a subset of rows.
Result<std::shared_ptr<const Predictor>> trainOnRows(const std::string& method,
                                                     const std::vector<const TrainingRow*>& rows,
                                                     const TrainOptions& opt)
{
    auto p = fitOnce(method, rows, opt, 0, 1);
    if (!p)
        return p.error();
    return std::shared_ptr<const Predictor>(p.value());
}

Result<std::shared_ptr<const Predictor>> trainPredictor(const std::string& method, const Corpus& corpus,
                                                        const TrainOptions& opt)
{
    if (method != "default" && method != "paper")
        return makeError(ErrorCode::BadValue, {}, 0, "method", "unknown learned method '" + method + "'");
    std::vector<const TrainingRow*> all;
    for (const auto& r : corpus.rows)
        all.push_back(&r);
    const int folds = 5;
    const double fullShare = opt.computeIntervals ? 1.0 / (folds + 1) : 1.0;
    auto full = fitOnce(method, all, opt, 0, fullShare);
    if (!full)
        return full.error();
    auto pred = full.value();

    if (opt.computeIntervals) {
        // Held-out residuals from 5 folds grouped by LLM: intervals describe error on unseen models.
        std::vector<double> resP, resI;
        for (int f = 0; f < folds; ++f) {
            std::vector<const TrainingRow*> train, test;
            for (const auto* r : all)
                (static_cast<int>(stableHash(r->llm->hfId) % folds) == f ? test : train).push_back(r);
            if (test.empty() || train.empty())
                continue;
            auto sub = fitOnce(method, train, opt, fullShare * (1 + f), fullShare * (2 + f));
            if (!sub)
                return sub.error();
            std::vector<Query> qs;
            std::vector<ItlKind> kinds;
            for (const auto* r : test) {
                qs.push_back(queryOf(*r));
                kinds.push_back(r->m.itlKind);
            }
            std::vector<double> pw, it;
            sub.value()->rawPredict(qs, pw, it, &kinds);
            for (std::size_t i = 0; i < test.size(); ++i) {
                const TrainingRow& r = *test[i];
                const GpuSpec& g = *r.gpu;
                const double floorW = kIdleFractionOfTdp * tdpOrEstimateW(g);
                const double lim = effectivePowerLimitW(g, r.workload);
                if (r.m.powerPerGpuW)
                    resP.push_back(std::log(*r.m.powerPerGpuW / std::clamp(pw[i], floorW, std::max(floorW, lim))));
                resI.push_back(std::log(r.m.itlMs / 1e3 / it[i]));
            }
        }
        pred->m_power.residualLow = std::min(0.0, quantile(resP, 0.10));
        pred->m_power.residualHigh = std::max(0.0, quantile(resP, 0.90));
        pred->m_itl.residualLow = std::min(0.0, quantile(resI, 0.10));
        pred->m_itl.residualHigh = std::max(0.0, quantile(resI, 0.90));
    }

    std::set<std::string> gpus, llms, sources;
    int powerRows = 0;
    for (const auto& r : corpus.rows) {
        gpus.insert(r.gpu->id);
        llms.insert(r.llm->hfId);
        sources.insert(r.m.source);
        powerRows += r.m.powerPerGpuW ? 1 : 0;
    }
    // A version that changes exactly when the training data or the method changes.
    std::string fingerprint = method;
    for (const auto& r : corpus.rows)
        fingerprint += r.llm->hfId + r.gpu->id + std::to_string(r.m.itlMs)
            + std::to_string(r.m.powerPerGpuW.value_or(0)) + std::to_string(r.workload.batch);
    char version[32];
    std::snprintf(version, sizeof version, "%s-%08zx", method.c_str(), stableHash(fingerprint) & 0xffffffffu);
    std::vector<std::string> fileNames;
    for (const auto& f : corpus.sources)
        fileNames.push_back(std::filesystem::path(f).filename().string());
    std::string sourceList;
    for (const auto& s : sources)
        sourceList += (sourceList.empty() ? "" : ", ") + s;
    pred->m_meta = {{"model_version", version},
                    {"trained_on",
                     std::to_string(corpus.rows.size()) + " measured runs (" + std::to_string(powerRows)
                         + " with power) on " + std::to_string(gpus.size()) + " GPUs, " + std::to_string(llms.size())
                         + " LLMs; sources: " + sourceList},
                    {"rows_itl", corpus.rows.size()},
                    {"rows_power", powerRows},
                    {"gpus", gpus},
                    {"llm_count", llms.size()},
                    {"sources", sources},
                    {"files", fileNames},
                    {"hyperparameters",
                     {{"power", hyperJson(hyperFor(method, true))}, {"itl", hyperJson(hyperFor(method, false))}}}};
    if (opt.progress)
        opt.progress(1.0, "done");
    return std::shared_ptr<const Predictor>(pred);
}

Status saveModel(const Predictor& predictor, const std::filesystem::path& file)
{
    const auto* p = dynamic_cast<const LearnedPredictor*>(&predictor);
    if (!p)
        return makeError(ErrorCode::BadValue, file.string(), 0, "method", "only learned methods are saved to files");
    nlohmann::json j;
    j["format"] = "wattgpu-model";
    j["format_version"] = kModelFormatVersion;
    j["method"] = p->m_method;
    j["meta"] = p->m_meta;
    j["ranges"] = p->m_ranges.toJson();
    if (p->m_method == "paper")
        j["features"] = {
            {"power", {{"numeric", paperPowerNumericNames()}, {"categorical", paperPowerCategoricalNames()}}},
            {"itl", {{"numeric", paperItlNumericNames()}, {"categorical", paperItlCategoricalNames()}}}};
    else
        j["features"] = {{"power", defaultPowerFeatureNames()}, {"itl", defaultFeatureNames()}};
    j["targets"] = p->m_method == "paper"
        ? nlohmann::json{{"power", "power_per_gpu_w / tdp_w"}, {"itl", "log(itl_s)"}}
        : nlohmann::json{{"power", "power_per_gpu_w / tdp_w (features use the step time)"},
                         {"itl", "log(itl_s / roofline_reference_s)"}};
    for (const auto& [name, tm] :
         {std::pair<const char*, const TargetModel*>{"power", &p->m_power}, {"itl", &p->m_itl}}) {
        auto text = tm->booster.toJson();
        if (!text)
            return text.error();
        nlohmann::json t;
        t["residual_log_q10"] = tm->residualLow;
        t["residual_log_q90"] = tm->residualHigh;
        if (p->m_method == "paper")
            t["encoder"] = tm->encoder.toJson();
        t["booster"] = nlohmann::json::parse(*text);
        j["models"][name] = std::move(t);
    }
    return writeFileAtomic(file, j.dump());
}

Result<std::shared_ptr<const Predictor>> loadModel(const std::filesystem::path& file)
{
    auto text = readFileBounded(file, 64u << 20);
    if (!text)
        return text.error();
    auto doc = parseJsonBounded(*text, file.string(), JsonLimits{64u << 20, 128});
    if (!doc)
        return doc.error();
    const auto& j = *doc;
    auto bad = [&](const std::string& field, const std::string& detail) {
        return makeError(ErrorCode::Model, file.string(), 0, field, detail);
    };
    auto stringField = [&](const char* key) {
        return j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : std::string();
    };
    if (!j.is_object() || stringField("format") != "wattgpu-model")
        return bad("format", "not a WattGPU model file");
    if (!j.contains("format_version") || !j["format_version"].is_number_integer()
        || j["format_version"].get<int>() != kModelFormatVersion)
        return bad("format_version", "unsupported model format version");
    const std::string method = stringField("method");
    if (method != "default" && method != "paper")
        return bad("method", "unknown method '" + method.substr(0, 64) + "'");
    auto pred = std::make_shared<LearnedPredictor>();
    pred->m_method = method;
    pred->m_meta = j.contains("meta") && j["meta"].is_object() ? j["meta"] : nlohmann::json::object();
    for (const char* key : {"model_version", "trained_on"}) // Engine reads these as strings
        if (pred->m_meta.contains(key) && !pred->m_meta[key].is_string())
            return bad(std::string("meta.") + key, "expected a string");
    if (j.contains("ranges") && j["ranges"].is_object())
        pred->m_ranges = TrainingRanges::fromJson(j["ranges"]);
    // The feature lists this build computes; a model trained on others would predict garbage.
    const bool paper = method == "paper";
    const std::size_t expected[2] = {paper ? paperPowerNumericNames().size() + paperPowerCategoricalNames().size()
                                           : defaultPowerFeatureNames().size(),
                                     paper ? paperItlNumericNames().size() + paperItlCategoricalNames().size()
                                           : defaultFeatureNames().size()};
    try {
        int target = 0;
        for (const char* name : {"power", "itl"}) {
            const std::string path = std::string("models.") + name;
            if (!j.contains("models") || !j["models"].is_object() || !j["models"].contains(name)
                || !j["models"][name].is_object())
                return bad(path, "missing");
            const auto& t = j["models"][name];
            TargetModel& tm = std::string(name) == "power" ? pred->m_power : pred->m_itl;
            // Log ratios of held-out error: q10 <= 0 <= q90, and |log| <= 10 (a factor of 22000).
            for (const auto& [key, lo, hi, out] : {std::tuple{"residual_log_q10", -10.0, 0.0, &tm.residualLow},
                                                   std::tuple{"residual_log_q90", 0.0, 10.0, &tm.residualHigh}}) {
                if (!t.contains(key) || !t.at(key).is_number())
                    return bad(path + "." + key, "missing or not a number");
                *out = t.at(key).get<double>();
                if (!std::isfinite(*out) || *out < lo || *out > hi)
                    return bad(path + "." + key, "outside [" + std::to_string(lo) + ", " + std::to_string(hi) + "]");
            }
            if (paper) {
                // Category codes become ints: refuse anything that is not a small whole number first.
                const auto& cats = t.at("encoder").at("categories");
                for (const auto& c : cats)
                    for (const auto& code : c.items())
                        if (!code.value().is_number_integer() || code.value().get<long long>() < 0
                            || code.value().get<long long>() > (1 << 20))
                            return bad(path + ".encoder.categories",
                                       "category codes must be whole numbers in [0, 1048576]");
                tm.encoder = PaperEncoder::fromJson(t.at("encoder"));
                const auto& numeric = target == 0 ? paperPowerNumericNames() : paperItlNumericNames();
                const auto& categorical = target == 0 ? paperPowerCategoricalNames() : paperItlCategoricalNames();
                const auto& e = tm.encoder;
                if (e.mean.size() != numeric.size() || e.stdev.size() != numeric.size()
                    || e.codes.size() != categorical.size())
                    return bad(path + ".encoder",
                               "expected " + std::to_string(numeric.size()) + " numeric and "
                                   + std::to_string(categorical.size()) + " categorical columns");
                for (std::size_t k = 0; k < e.mean.size(); ++k)
                    if (!std::isfinite(e.mean[k]) || !std::isfinite(e.stdev[k]) || e.stdev[k] <= 0)
                        return bad(path + ".encoder",
                                   "mean/std of column " + std::to_string(k) + " not finite or std <= 0");
            }
            auto canonical = xgb::Booster::canonicalJson(t.at("booster"), expected[target]);
            if (!canonical)
                return bad(path + ".booster", canonical.error().field + ": " + canonical.error().detail);
            auto booster = xgb::Booster::fromJson(*canonical);
            if (!booster) {
                Error e = booster.error();
                e.file = file.string();
                e.field = path + ".booster";
                return e;
            }
            const auto features = booster->numFeatures();
            if (!features || *features != expected[target])
                return bad(path + ".booster",
                           "model has " + (features ? std::to_string(*features) : std::string("?"))
                               + " features, this build computes " + std::to_string(expected[target])
                               + ": retrain the model (wattgpu-cli train)");
            tm.booster = std::move(booster).value();
            ++target;
        }
    } catch (const nlohmann::json::exception& e) {
        return bad("models", std::string("malformed: ") + e.what());
    }
    return std::shared_ptr<const Predictor>(pred);
}

std::vector<RowEstimate> predictRows(const Predictor& predictor, const std::vector<const TrainingRow*>& rows)
{
    std::vector<Query> qs;
    std::vector<ItlKind> kinds;
    for (const auto* r : rows) {
        qs.push_back(queryOf(*r));
        kinds.push_back(r->m.itlKind);
    }
    std::vector<RowEstimate> out(rows.size());
    if (const auto* lp = dynamic_cast<const LearnedPredictor*>(&predictor)) {
        std::vector<double> pw, it;
        lp->rawPredict(qs, pw, it, &kinds);
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const double tdp = tdpOrEstimateW(*rows[i]->gpu);
            const double lim = effectivePowerLimitW(*rows[i]->gpu, rows[i]->workload);
            out[i] = {std::clamp(pw[i], kIdleFractionOfTdp * tdp, std::max(kIdleFractionOfTdp * tdp, lim)), it[i]};
        }
    } else {
        const auto ps = predictor.predictMany(qs);
        for (std::size_t i = 0; i < rows.size(); ++i)
            out[i] = {ps[i].powerPerGpuW, ps[i].itlMs / 1e3};
    }
    return out;
}

nlohmann::json modelMeta(const Predictor& p)
{
    const auto* lp = dynamic_cast<const LearnedPredictor*>(&p);
    return lp ? lp->m_meta : nlohmann::json::object();
}

} // namespace wattgpu
