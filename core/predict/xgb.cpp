#include "core/predict/xgb.h"

#include <xgboost/c_api.h>

#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>

namespace wattgpu::xgb {

namespace {

Error xgbError(const char* call) { return makeError(ErrorCode::Model, {}, 0, call, XGBGetLastError()); }

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

Result<std::string> Booster::canonicalJson(const nlohmann::json& model, std::size_t numFeatures)
{
    using nlohmann::json;
    auto fail = [&](const std::string& path, const std::string& detail) {
        return makeError(ErrorCode::Model, {}, 0, path, detail);
    };
    auto object = [](const json& j, const char* key) -> const json* {
        return j.is_object() && j.contains(key) && j.at(key).is_object() ? &j.at(key) : nullptr;
    };
    // XGBoost keeps its parameters as strings holding numbers.
    auto paramInt = [](const json& j, const char* key, long long lo, long long hi) -> std::optional<long long> {
        if (!j.is_object() || !j.contains(key) || !j.at(key).is_string())
            return std::nullopt;
        const std::string& s = j.at(key).get_ref<const std::string&>();
        if (s.empty() || s.size() > 12 || s.find_first_not_of("0123456789") != std::string::npos)
            return std::nullopt;
        const long long v = std::stoll(s);
        return v < lo || v > hi ? std::nullopt : std::optional<long long>(v);
    };
    const json* learner = object(model, "learner");
    if (!learner)
        return fail("learner", "missing");
    const json* lmp = object(*learner, "learner_model_param");
    if (!lmp)
        return fail("learner.learner_model_param", "missing");
    const auto features = paramInt(*lmp, "num_feature", 1, 1 << 16);
    if (!features || static_cast<std::size_t>(*features) != numFeatures)
        return fail("learner.learner_model_param.num_feature",
                    "expected \"" + std::to_string(numFeatures) + "\" (the features this build computes)");
    if (paramInt(*lmp, "num_class", 0, 0) != 0 || paramInt(*lmp, "num_target", 1, 1) != 1)
        return fail("learner.learner_model_param", "expected a single-target regression model");
    double baseScore = 0.5;
    if (lmp->contains("base_score")) {
        const json& b = lmp->at("base_score");
        char* end = nullptr;
        const std::string text = b.is_string() ? b.get<std::string>() : std::string();
        baseScore = std::strtod(text.c_str(), &end);
        if (text.empty() || *end != '\0' || !std::isfinite(baseScore) || std::fabs(baseScore) > 1e6)
            return fail("learner.learner_model_param.base_score", "expected a finite number as a string");
    }
    const json* objective = object(*learner, "objective");
    if (!objective || !objective->contains("name") || objective->at("name") != "reg:squarederror")
        return fail("learner.objective.name", "expected \"reg:squarederror\"");
    const json* gb = object(*learner, "gradient_booster");
    if (!gb || !gb->contains("name") || gb->at("name") != "gbtree")
        return fail("learner.gradient_booster.name", "expected \"gbtree\"");
    const json* gbm = object(*gb, "model");
    if (!gbm)
        return fail("learner.gradient_booster.model", "missing");
    const std::string base = "learner.gradient_booster.model";
    if (!gbm->contains("trees") || !gbm->at("trees").is_array())
        return fail(base + ".trees", "missing");
    const json& trees = gbm->at("trees");
    constexpr std::size_t kMaxTrees = 100000;
    if (trees.size() > kMaxTrees)
        return fail(base + ".trees", "more than 100000 trees");
    const json* gbParam = object(*gbm, "gbtree_model_param");
    if (!gbParam || paramInt(*gbParam, "num_trees", 0, kMaxTrees) != static_cast<long long>(trees.size())
        || paramInt(*gbParam, "num_parallel_tree", 1, 1) != 1 || paramInt(*gbParam, "size_leaf_vector", 0, 0) != 0)
        return fail(base + ".gbtree_model_param",
                    "num_trees must equal the number of trees; one parallel tree, no leaf vectors");
    if (!gbm->contains("tree_info") || !gbm->at("tree_info").is_array() || gbm->at("tree_info").size() != trees.size())
        return fail(base + ".tree_info", "expected one entry per tree");
    for (const auto& v : gbm->at("tree_info"))
        if (!v.is_number_integer() || v.get<long long>() != 0)
            return fail(base + ".tree_info", "expected 0 for every tree (one output group)");

    json outTrees = json::array();
    for (std::size_t t = 0; t < trees.size(); ++t) {
        const std::string path = base + ".trees[" + std::to_string(t) + "]";
        const json& tree = trees[t];
        const json* tp = object(tree, "tree_param");
        const auto nodes = tp ? paramInt(*tp, "num_nodes", 1, 1 << 24) : std::nullopt;
        if (!nodes || paramInt(*tp, "num_deleted", 0, 0) != 0 || paramInt(*tp, "size_leaf_vector", 0, 0) != 0
            || paramInt(*tp, "num_feature", 1, 1 << 16) != *features)
            return fail(path + ".tree_param", "bad num_nodes, num_deleted, size_leaf_vector or num_feature");
        const std::size_t n = static_cast<std::size_t>(*nodes);
        json outTree = json::object();
        auto ints = [&](const char* key, long long lo, long long hi) -> std::optional<Error> {
            if (!tree.contains(key) || !tree.at(key).is_array() || tree.at(key).size() != n)
                return fail(path + "." + key, "expected an array of " + std::to_string(n) + " integers");
            for (const auto& v : tree.at(key))
                if (!v.is_number_integer() || v.get<long long>() < lo || v.get<long long>() > hi)
                    return fail(path + "." + key,
                                "integer outside [" + std::to_string(lo) + ", " + std::to_string(hi) + "]");
            outTree[key] = tree.at(key);
            return std::nullopt;
        };
        auto floats = [&](const char* key) -> std::optional<Error> {
            if (!tree.contains(key) || !tree.at(key).is_array() || tree.at(key).size() != n)
                return fail(path + "." + key, "expected an array of " + std::to_string(n) + " numbers");
            for (const auto& v : tree.at(key))
                if (!v.is_number() || !std::isfinite(v.get<double>()) || std::fabs(v.get<double>()) > FLT_MAX)
                    return fail(path + "." + key, "expected finite numbers within float range");
            outTree[key] = tree.at(key);
            return std::nullopt;
        };
        const long long last = static_cast<long long>(n) - 1;
        for (auto err :
             {ints("left_children", -1, last), ints("right_children", -1, last), ints("parents", 0, 2147483647),
              ints("split_indices", 0, *features - 1), ints("default_left", 0, 1), ints("split_type", 0, 0),
              floats("split_conditions"), floats("base_weights"), floats("loss_changes"), floats("sum_hessian")})
            if (err)
                return *err;
        for (const char* key : {"categories", "categories_nodes", "categories_segments", "categories_sizes"}) {
            if (!tree.contains(key) || !tree.at(key).is_array() || !tree.at(key).empty())
                return fail(path + "." + key, "categorical splits are not supported: expected []");
            outTree[key] = json::array();
        }
        // One tree: from the root every node is reached exactly once, leaves have no children,
        // and each child names its parent.
        const auto& left = tree.at("left_children");
        const auto& right = tree.at("right_children");
        const auto& parents = tree.at("parents");
        if (parents[0].get<long long>() != 2147483647)
            return fail(path + ".parents", "the root's parent must be 2147483647");
        std::vector<char> seen(n, 0);
        std::vector<std::size_t> stack{0};
        std::size_t reached = 0;
        while (!stack.empty()) {
            const std::size_t i = stack.back();
            stack.pop_back();
            if (seen[i])
                return fail(path + ".left_children",
                            "node " + std::to_string(i) + " is reached twice (cycle or shared node)");
            seen[i] = 1;
            ++reached;
            const long long l = left[i].get<long long>();
            const long long r = right[i].get<long long>();
            if ((l < 0) != (r < 0) || l == 0 || r == 0)
                return fail(path + ".left_children",
                            "node " + std::to_string(i) + " has one child or points at the root");
            for (long long c : {l, r})
                if (c > 0) {
                    if (parents[static_cast<std::size_t>(c)].get<long long>() != static_cast<long long>(i))
                        return fail(path + ".parents", "node " + std::to_string(c) + " does not name its parent");
                    stack.push_back(static_cast<std::size_t>(c));
                }
        }
        if (reached != n)
            return fail(path + ".left_children",
                        std::to_string(n - reached) + " nodes are not reachable from the root");
        outTree["id"] = t;
        outTree["tree_param"] = {{"num_deleted", "0"},
                                 {"num_feature", std::to_string(*features)},
                                 {"num_nodes", std::to_string(n)},
                                 {"size_leaf_vector", "0"}};
        outTrees.push_back(std::move(outTree));
    }
    char scoreText[32];
    std::snprintf(scoreText, sizeof scoreText, "%.9g", baseScore);
    json out = {
        {"learner",
         {{"attributes", json::object()},
          {"feature_names", json::array()},
          {"feature_types", json::array()},
          {"gradient_booster",
           {{"model",
             {{"gbtree_model_param",
               {{"num_parallel_tree", "1"}, {"num_trees", std::to_string(trees.size())}, {"size_leaf_vector", "0"}}},
              {"tree_info", std::vector<int>(trees.size(), 0)},
              {"trees", std::move(outTrees)}}},
            {"name", "gbtree"}}},
          {"learner_model_param",
           {{"base_score", std::string(scoreText)},
            {"boost_from_average", "1"},
            {"num_class", "0"},
            {"num_feature", std::to_string(*features)},
            {"num_target", "1"}}},
          {"objective", {{"name", "reg:squarederror"}, {"reg_loss_param", {{"scale_pos_weight", "1"}}}}}}},
        {"version", {1, 7, 4}}};
    return out.dump();
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
    std::snprintf(arr, sizeof arr, R"({"data": [%llu, true], "shape": [%llu, %llu], "typestr": "<f4", "version": 3})",
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
