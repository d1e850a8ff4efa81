#pragma once
// Predictions already made, kept for one computation (and the next one on the same predictor and
// LLM): server-mode concurrency curves (core/plan/server.h), offline points and server-mode
// predictions at a rate.
#include "core/catalog/gpu.h"
#include "core/catalog/llm.h"
#include "core/features/workload.h"
#include "core/predict/predictor.h"

#include <map>
#include <memory>
#include <string>
#include <tuple>
#include <utility>

namespace wattgpu {

struct ConcurrencyCurve; // core/plan/server.h

// Predictions already made, for callers that look at one scenario many ways (the window's load
// sweep, SLA sweep, max rates and capacity; the fixes tried at every SLA crossing): a server-mode
// curve depends on the predictor, the LLM, the GPU and the workload without its batch, an offline
// prediction on the same and the batch, so a cache that lives for one computation predicts each
// deployment once. A cache belongs to the first predictor and LLM it sees; asked about another
// pair it finds nothing and stores nothing. Not thread-safe.
class PredictionCache {
public:
    std::shared_ptr<const ConcurrencyCurve> find(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu,
                                                 const Workload& w) const;
    void insert(const Predictor& p, const LlmSpec& llm, std::shared_ptr<const ConcurrencyCurve> curve);
    // Offline (batch) predictions, keyed by the whole workload.
    const Prediction* findPoint(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu, const Workload& w) const;
    void insertPoint(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu, const Workload& w,
                     const Prediction& prediction);
    // A curve's server-mode prediction at a rate (the idle overrides are the computation's).
    const Prediction* findServed(const Predictor& p, const LlmSpec& llm, const ConcurrencyCurve& c,
                                 double rateRps) const;
    void insertServed(const Predictor& p, const LlmSpec& llm, const ConcurrencyCurve& c, double rateRps,
                      const Prediction& prediction);
    std::size_t size() const { return m_curves.size() + m_points.size() + m_served.size(); }
    // Drops the server-mode predictions at a rate, which depend on the computation's idle-power
    // overrides as well as on the keys: what is left (points and curves) depends only on the
    // predictor, the LLM, the GPU and the workload, and may serve a later computation with the
    // same predictor, catalog and LLM.
    void forgetServed() { m_served.clear(); }
    std::size_t hits() const { return m_hits; }

private:
    // Every workload field a prediction depends on; the batch is last (0 for curves: their axis).
    using Key = std::tuple<std::string, int, int, int, int, std::string, std::string, double, int, int, int, double,
                           int, int, double, int, int, double, double, int>;
    static Key keyOf(const GpuSpec& gpu, const Workload& w, int batch);
    bool owns(const Predictor& p, const LlmSpec& llm) const;
    bool bind(const Predictor& p, const LlmSpec& llm);

    const Predictor* m_predictor = nullptr;
    std::string m_llmId;
    double m_llmParams = 0;
    std::map<Key, std::shared_ptr<const ConcurrencyCurve>> m_curves;
    std::map<Key, Prediction> m_points;
    std::map<std::pair<Key, double>, Prediction> m_served;
    mutable std::size_t m_hits = 0;
};
// concurrencyCurve and Predictor::predict through a cache (nullptr: no cache).
Result<std::shared_ptr<const ConcurrencyCurve>> cachedCurve(PredictionCache* cache, const Predictor& p,
                                                            const LlmSpec& llm, const GpuSpec& gpu, const Workload& w);
Result<Prediction> cachedPrediction(PredictionCache* cache, const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu,
                                    const Workload& w);

} // namespace wattgpu
