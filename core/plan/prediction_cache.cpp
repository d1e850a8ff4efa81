#include "core/plan/prediction_cache.h"

#include "core/plan/server.h"

namespace wattgpu {

PredictionCache::Key PredictionCache::keyOf(const GpuSpec& gpu, const Workload& w, int batch)
{
    return Key{gpu.id,
               w.numGpus,
               static_cast<int>(w.precision),
               w.promptLen,
               w.outputLen,
               w.stack.engine,
               w.stack.version,
               w.powerLimitW.value_or(-1.0),
               static_cast<int>(w.itlMetric),
               static_cast<int>(w.kvCacheDtype),
               batch,
               w.prefixCacheShare,
               w.tp(),
               w.pp(),
               w.interNodeGbS.value_or(-1.0),
               static_cast<int>(w.speculation.method),
               w.speculation.draftTokens,
               w.speculation.acceptance,
               w.speculation.draftActiveBParams,
               w.speculation.draftLayers};
}

bool PredictionCache::owns(const Predictor& p, const LlmSpec& llm) const
{
    return m_predictor == &p && m_llmId == llm.hfId && m_llmParams == llm.totalBParams;
}

bool PredictionCache::bind(const Predictor& p, const LlmSpec& llm)
{
    if (!m_predictor) {
        m_predictor = &p;
        m_llmId = llm.hfId;
        m_llmParams = llm.totalBParams;
    }
    return owns(p, llm);
}

std::shared_ptr<const ConcurrencyCurve> PredictionCache::find(const Predictor& p, const LlmSpec& llm,
                                                              const GpuSpec& gpu, const Workload& w) const
{
    if (!owns(p, llm))
        return nullptr;
    const auto it = m_curves.find(keyOf(gpu, w, 0));
    if (it == m_curves.end())
        return nullptr;
    ++m_hits;
    return it->second;
}

void PredictionCache::insert(const Predictor& p, const LlmSpec& llm, std::shared_ptr<const ConcurrencyCurve> curve)
{
    if (curve && curve->gpu && bind(p, llm))
        m_curves.emplace(keyOf(*curve->gpu, curve->workload, 0), std::move(curve));
}

const Prediction* PredictionCache::findPoint(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu,
                                             const Workload& w) const
{
    if (!owns(p, llm))
        return nullptr;
    const auto it = m_points.find(keyOf(gpu, w, w.batch));
    if (it == m_points.end())
        return nullptr;
    ++m_hits;
    return &it->second;
}

void PredictionCache::insertPoint(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu, const Workload& w,
                                  const Prediction& prediction)
{
    if (bind(p, llm))
        m_points.emplace(keyOf(gpu, w, w.batch), prediction);
}

const Prediction* PredictionCache::findServed(const Predictor& p, const LlmSpec& llm, const ConcurrencyCurve& c,
                                              double rateRps) const
{
    if (!c.gpu || !owns(p, llm))
        return nullptr;
    const auto it = m_served.find({keyOf(*c.gpu, c.workload, 0), rateRps});
    if (it == m_served.end())
        return nullptr;
    ++m_hits;
    return &it->second;
}

void PredictionCache::insertServed(const Predictor& p, const LlmSpec& llm, const ConcurrencyCurve& c, double rateRps,
                                   const Prediction& prediction)
{
    if (c.gpu && bind(p, llm))
        m_served.emplace(std::make_pair(keyOf(*c.gpu, c.workload, 0), rateRps), prediction);
}

Result<Prediction> cachedPrediction(PredictionCache* cache, const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu,
                                    const Workload& w)
{
    if (cache)
        if (const Prediction* hit = cache->findPoint(p, llm, gpu, w))
            return *hit;
    WG_TRY(predicted, p.predict(llm, gpu, w));
    if (cache)
        cache->insertPoint(p, llm, gpu, w, predicted.value());
    return predicted;
}

Result<std::shared_ptr<const ConcurrencyCurve>> cachedCurve(PredictionCache* cache, const Predictor& p,
                                                            const LlmSpec& llm, const GpuSpec& gpu, const Workload& w)
{
    if (cache)
        if (auto hit = cache->find(p, llm, gpu, w))
            return hit;
    WG_TRY(curve, concurrencyCurve(p, llm, gpu, w));
    auto shared = std::make_shared<const ConcurrencyCurve>(std::move(curve).value());
    if (cache)
        cache->insert(p, llm, shared);
    return shared;
}
} // namespace wattgpu
