#include "core/plan/engine.h"

#include "core/features/physics.h"
#include "core/plan/deployment_eval.h"
#include "core/plan/server.h"
#include "core/predict/assemble.h"
#include "core/predict/training.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <system_error>

namespace wattgpu {

namespace {

bool looksLikeDataDir(const std::filesystem::path& p)
{
    std::error_code ec;
    return std::filesystem::exists(p / "resources" / "catalog" / "gpu_specs.csv", ec);
}

// Counts and sources of the training data from a model file's meta; a wrong type leaves them 0.
void provenanceCounts(const nlohmann::json& meta, ModelInfo& info)
{
    auto count = [&](const char* key) {
        const auto it = meta.find(key);
        return it != meta.end() && it->is_number_integer()
            ? int(std::clamp<long long>(it->get<long long>(), 0, 1 << 30))
            : 0;
    };
    info.runs = count("rows_itl");
    info.powerRuns = count("rows_power");
    info.llmCount = count("llm_count");
    if (const auto g = meta.find("gpus"); g != meta.end() && g->is_array())
        info.gpuCount = int(g->size());
    if (const auto src = meta.find("sources"); src != meta.end() && src->is_array())
        for (const auto& v : *src)
            if (v.is_string() && info.sources.size() < 64)
                info.sources.push_back(v.get<std::string>().substr(0, 128));
}

} // namespace

std::filesystem::path defaultDataDir()
{
    if (const char* env = std::getenv("WATTGPU_DATA_DIR"); env && *env)
        return env;
    std::error_code ec;
    const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        const auto installed = exe.parent_path().parent_path() / "share" / "wattgpu";
        if (looksLikeDataDir(installed))
            return installed;
    }
#ifdef WATTGPU_SOURCE_DIR
    return WATTGPU_SOURCE_DIR;
#else
    return std::filesystem::current_path();
#endif
}

Result<std::unique_ptr<Engine>> Engine::load(const std::filesystem::path& dataDir)
{
    auto e = std::unique_ptr<Engine>(new Engine);
    e->m_dataDir = dataDir;
    auto gpus = GpuCatalog::loadCsv(dataDir / "resources" / "catalog" / "gpu_specs.csv");
    if (!gpus)
        return gpus.error();
    e->m_gpus = std::move(gpus).value();
    auto llms = LlmCatalog::loadJson(dataDir / "resources" / "catalog" / "llm_catalog.json");
    if (!llms)
        return llms.error();
    e->m_llms = std::move(llms).value();
    for (const auto& method : learnedMethodNames()) {
        const auto file = dataDir / "models" / (method + ".json");
        std::error_code ec;
        if (!std::filesystem::exists(file, ec)) {
            e->m_loadWarnings.push_back(file.string() + ": model file missing; method '" + method + "' unavailable");
            continue;
        }
        auto model = loadModel(file);
        if (!model) {
            e->m_loadWarnings.push_back(model.error().message() + "; method '" + method + "' unavailable");
            continue;
        }
        const auto meta = modelMeta(*model.value());
        ModelInfo info{method, meta.value("model_version", ""), meta.value("trained_on", ""), file};
        provenanceCounts(meta, info);
        e->setPredictor(model.value(), info);
    }
    for (const char* b : {"ls_tdp", "roofline"})
        e->setPredictor(makeBaseline(b), ModelInfo{b, "baseline", "no training data", {}});
    return e;
}

void Engine::setPredictor(std::shared_ptr<const Predictor> p, ModelInfo info)
{
    if (!p)
        return;
    m_modelInfo[info.method] = info;
    m_predictors[info.method] = std::move(p);
}

const Predictor* Engine::predictor(const std::string& method) const
{
    auto it = m_predictors.find(method);
    return it == m_predictors.end() ? nullptr : it->second.get();
}

std::vector<ModelInfo> Engine::models() const
{
    std::vector<ModelInfo> out;
    for (const auto& [k, v] : m_modelInfo)
        out.push_back(v);
    return out;
}

Result<std::vector<Prediction>> Engine::predict(const Scenario& sc, const std::string& method,
                                                PredictionCache* cache) const
{
    const Predictor* p = predictor(method);
    if (!p)
        return makeError(ErrorCode::NotFound, {}, 0, "method", "no '" + method.substr(0, 32) + "' model is loaded");
    const detail::JudgeContext cx{*p, sc, m_idleOverridesW, cache};
    WG_TRY(judged, detail::judgeAll(cx, m_gpus));
    const auto& js = judged.value();
    std::vector<Prediction> out;
    out.reserve(js.size());
    if (sc.gpuCountMode != GpuCountMode::Auto) {
        for (const auto& j : js)
            out.push_back(j.prediction);
        return out;
    }
    for (std::size_t i = 0; i < js.size();) {
        std::size_t end = i;
        while (end < js.size() && js[end].gpu == js[i].gpu)
            ++end;
        out.push_back(js[detail::chooseWithinType(js, i, end, detail::hasSla(sc))].prediction);
        i = end;
    }
    return out;
}

Result<std::vector<Prediction>> Engine::predictAll(const LlmSpec& llm, const Workload& w, const std::string& method,
                                                   const std::vector<std::string>& gpuIds, GpuCountMode mode) const
{
    Scenario sc;
    sc.gpuCountMode = mode;
    sc.llm = llm;
    sc.workload = w;
    sc.slaItlMs = 0; // no SLA: Auto keeps the smallest count that fits, as documented
    sc.gpuIds = gpuSelection(gpuIds);
    return predict(sc, method);
}

} // namespace wattgpu
