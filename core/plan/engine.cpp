#include "core/plan/engine.h"

#include "core/features/physics.h"
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

std::string fmt(const char* f, double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, f, v);
    return buf;
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

Result<std::vector<Prediction>> Engine::predict(const Scenario& sc, const std::string& method) const
{
    const Predictor* p = predictor(method);
    if (!p)
        return makeError(ErrorCode::NotFound, {}, 0, "method", "no '" + method.substr(0, 32) + "' model is loaded");
    std::vector<Query> qs;
    if (!sc.gpuIds) {
        for (const auto& g : m_gpus.gpus())
            qs.push_back(Query{&sc.llm, &g, sc.workload});
    } else {
        for (const auto& id : *sc.gpuIds)
            if (const GpuSpec* g = m_gpus.find(id))
                qs.push_back(Query{&sc.llm, g, sc.workload});
    }
    const auto rateRps = sc.rateRps();
    if (!rateRps)
        return p->predictMany(qs);
    std::vector<Prediction> out;
    out.reserve(qs.size());
    for (const auto& q : qs) {
        WG_TRY(served, predictServer(*p, sc.llm, *q.gpu, sc.workload, *rateRps, m_idleOverridesW));
        const ServerResult& s = served.value();
        Prediction pr = s.atConcurrency;
        pr.powerW = s.meanPowerW;
        pr.powerPerGpuW = s.meanPowerW / std::max(1, pr.numGpus);
        pr.powerWLow = s.meanPowerWLow;
        pr.powerWHigh = s.meanPowerWHigh;
        pr.throughputTokS = s.throughputTokS;
        pr.energyPerTokenJ = s.energyPerTokenJ;
        setEnergyInterval(pr);
        pr.server = ServerDetail{s.rateRps,    s.meanConcurrency, s.busyFraction, s.ttftMs,
                                 s.idlePowerW, s.activePowerW,    s.stable};
        out.push_back(std::move(pr));
    }
    return out;
}

Result<std::vector<Prediction>> Engine::predictAll(const LlmSpec& llm, const Workload& w, const std::string& method,
                                                   const std::vector<std::string>& gpuIds) const
{
    Scenario sc;
    sc.llm = llm;
    sc.workload = w;
    sc.gpuIds = gpuSelection(gpuIds);
    return predict(sc, method);
}

Result<Recommendation> Engine::recommend(const Scenario& sc, const std::string& method) const
{
    const LlmSpec& llm = sc.llm;
    const Workload& w = sc.workload;
    const double slaItlMs = sc.slaItlMs;
    const Objective objective = sc.objective;
    const std::optional<double> rateRps = sc.rateRps();
    Recommendation rec;
    rec.slaItlMs = slaItlMs;
    rec.objective = objective;
    const Predictor* pred = predictor(method);
    if (!pred)
        return makeError(ErrorCode::NotFound, {}, 0, "method", "no '" + method.substr(0, 32) + "' model is loaded");
    WG_TRY(predicted, predict(sc, method));
    const auto& preds = predicted.value();
    for (const auto& p : preds) {
        const GpuSpec* gpu = m_gpus.find(p.gpuId);
        if (p.server && !p.server->stable && p.fitsMemory) {
            WG_TRY(sustained, maxSustainableRateRps(*pred, llm, *gpu, w, slaItlMs));
            const double maxRate = *sustained;
            ExcludedGpu x{
                p, LossReason::Overloaded, fmt("%.3g", *rateRps) + " req/s exceeds what one replica sustains", {}};
            if (maxRate > 0)
                x.fix = "sustains " + fmt("%.3g", maxRate) + " req/s per replica: use "
                    + std::to_string(static_cast<int>(std::ceil(*rateRps / (0.95 * maxRate)))) + " replicas";
            rec.excluded.push_back(std::move(x));
            continue;
        }
        if (!p.fitsMemory) {
            ExcludedGpu x{p,
                          LossReason::DoesNotFit,
                          "needs " + fmt("%.0f", p.memoryNeededGbPerGpu) + " GB per GPU, "
                              + fmt("%.0f", p.memoryAvailableGbPerGpu) + " GB usable",
                          {}};
            const int n = smallestFittingGpuCount(llm, *gpu, w);
            if (n > w.numGpus)
                x.fix = "fits with " + std::to_string(n) + " GPUs";
            else if (const auto fit = memoryFit(llm, *gpu, w); fit.weightsFit && fit.maxBatch >= 1)
                x.fix = "fits at batch " + std::to_string(fit.maxBatch);
            else
                x.fix = "does not fit on 8 GPUs";
            rec.excluded.push_back(std::move(x));
            continue;
        }
        if (p.itlMs > slaItlMs) {
            ExcludedGpu x{p,
                          LossReason::MissesSla,
                          "ITL " + fmt("%.1f", p.itlMs) + " ms > SLA " + fmt("%.4g", slaItlMs) + " ms",
                          {}};
            // Nearest fix: a lower request rate (server) or the largest smaller batch, else more GPUs.
            if (rateRps) {
                WG_TRY(sustained, maxSustainableRateRps(*pred, llm, *gpu, w, slaItlMs));
                const double maxRate = *sustained;
                if (maxRate > 0)
                    x.fix = "meets the SLA up to " + fmt("%.3g", maxRate) + " req/s per replica: use "
                        + std::to_string(static_cast<int>(std::ceil(*rateRps / (0.95 * maxRate)))) + " replicas";
            }
            for (int b = rateRps ? 0 : w.batch / 2; b >= 1 && x.fix.empty(); b /= 2) {
                Workload smaller = w;
                smaller.batch = b;
                WG_TRY(atSmaller, pred->predict(llm, *gpu, smaller));
                if (atSmaller->itlMs <= slaItlMs)
                    x.fix = "meets the SLA at batch " + std::to_string(b);
            }
            for (int n : {2, 4, 8}) {
                if (!x.fix.empty() || n <= w.numGpus)
                    continue;
                Workload more = w;
                more.numGpus = n;
                WG_TRY(q, pred->predict(llm, *gpu, more));
                if (q->fitsMemory && q->itlMs <= slaItlMs)
                    x.fix = "meets the SLA with " + std::to_string(n) + " GPUs";
            }
            rec.excluded.push_back(std::move(x));
            continue;
        }
        rec.ranking.push_back(RankedGpu{p, objectiveValue(p, objective, sc.economics), 0});
    }
    std::stable_sort(rec.ranking.begin(), rec.ranking.end(),
                     [](const RankedGpu& a, const RankedGpu& b) { return a.objectiveValue < b.objectiveValue; });
    if (!rec.ranking.empty()) {
        const double best = rec.ranking.front().objectiveValue;
        for (auto& r : rec.ranking)
            r.vsWinnerPercent = best > 0 ? (r.objectiveValue / best - 1.0) * 100.0 : 0.0;
        rec.winner = rec.ranking.front().prediction.gpuId;
        const auto& win = rec.ranking.front();
        rec.summary = *rec.winner + " meets the " + fmt("%.4g", slaItlMs) + " ms SLA at "
            + fmt("%.1f", win.prediction.itlMs) + " ms with the lowest " + objectiveName(objective);
        if (rec.ranking.size() > 1)
            rec.summary += ": " + fmt("%.0f", 100.0 * (1.0 - best / rec.ranking[1].objectiveValue)) + " % below "
                + rec.ranking[1].prediction.gpuId;
    } else {
        // The closest miss: the smallest ITL overshoot with a fix, else the first GPU that fits with more GPUs.
        const ExcludedGpu* best = nullptr;
        for (const auto& x : rec.excluded)
            if (x.reason == LossReason::MissesSla && !x.fix.empty()
                && (!best || x.prediction.itlMs < best->prediction.itlMs))
                best = &x;
        for (const auto& x : rec.excluded)
            if (!best && x.reason == LossReason::DoesNotFit && x.fix.rfind("fits with", 0) == 0)
                best = &x;
        rec.nearestFix = best ? best->prediction.gpuId + " " + best->fix
                              : "no GPU in the catalog can serve this workload";
        rec.summary = "No GPU meets the " + fmt("%.4g", slaItlMs) + " ms SLA; nearest fix: " + rec.nearestFix;
    }
    return rec;
}

} // namespace wattgpu
