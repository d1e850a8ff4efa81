#pragma once
// Runs the engine off the UI thread. Each request gets a generation number; a result whose
// generation is no longer the latest is dropped, so the UI only ever shows the newest inputs.
// Two phases per request: predictions + recommendation first (what the table, the banner and
// the first two charts need), then the load and SLA sweeps.
#include "core/plan/engine.h"
#include "core/plan/outcome.h"
#include "core/plan/server.h"
#include "core/plan/sweeps.h"

#include <QElapsedTimer>
#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <condition_variable>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace wattgpu::ui {

// A deployment's key (core/plan/scenario.h) from its prediction.
inline std::string deploymentKey(const Prediction& p, GpuCountMode mode)
{
    return deploymentKey(p.gpuId, p.numGpus, mode);
}

struct ComputeRequest {
    // The plan's scenario. Its gpuIds are the GPUs included in the recommendation and the charts
    // (may be none; nullopt = all); the table's predictions always cover every catalog GPU.
    Scenario scenario;
    std::string method = "default";
    std::vector<std::string> sweepGpus; // load sweep series
    bool autoSweepGpus = false;         // pick winner, runner-up and highest-TDP GPU meeting the SLA
};

// The sweeps' types are core's (core/plan/sweeps.h).
using wattgpu::LoadSweepSeries;
using wattgpu::SlaSegment;

struct ComputeResult {
    quint64 generation = 0;
    ComputeRequest request;
    std::vector<Prediction> predictions; // every catalog GPU, catalog order (the table shows all)
    // The one answer (core/plan/outcome.h), held here and read by the table, the chart, the banner,
    // the presentation cards and the Capacity tab: the recommendation over the included GPUs, every
    // deployment's verdict, risk, rank, cost with its basis and CO2 (the GPUs left out of the plan
    // are NotCompared rows with their figures) and, once the sweeps are done, the fleet answers.
    PlanOutcome outcome;
    double predictMs = 0; // wall time of phase 1 in the worker, ms
    // The engine could not predict (e.g. a model that cannot evaluate): shown as an error, never
    // as numbers; predictions and the outcome's rows stay empty. sweeps.error: the same for phase 2.
    std::optional<Error> error;
    // Phase 2 (core/plan/sweeps.h): the series swept, the load and SLA sweeps, each included
    // deployment's max sustainable rate (server mode), whether they are done, their error and time.
    Sweeps sweeps;

    // By deployment key (see deploymentKey): "id" is the GPU type's first (smallest) deployment,
    // "id@n" the one with n GPUs per replica.
    const Prediction* prediction(const std::string& key) const { return findDeployment(predictions, key); }
    bool allCounts() const { return request.scenario.gpuCountMode == GpuCountMode::AllCounts; }
    std::string key(const Prediction& p) const { return deploymentKey(p, request.scenario.gpuCountMode); }
    // The recommendation's winner as a deployment key (empty: none).
    std::string winnerKey() const;
};

using ComputeResultPtr = std::shared_ptr<const ComputeResult>;

// The load sweep's grids (core/plan/sweeps.h).
using wattgpu::loadSweepBatches;
using wattgpu::loadSweepRates;

class ComputeService : public QObject {
    Q_OBJECT
public:
    explicit ComputeService(std::shared_ptr<const Engine> engine, QObject* parent = nullptr);
    ~ComputeService() override;

    const Engine& engine() const { return *m_engine; }
    // Later requests use `engine`; running ones finish on the engine they started with.
    void setEngine(std::shared_ptr<const Engine> engine);
    quint64 request(ComputeRequest request);
    quint64 latestGeneration() const { return m_latest->load(); }
    bool isBusy() const { return m_pending > 0; }
    // Spins the event loop until the latest request (both phases) has been delivered.
    bool waitForIdle(int timeoutMs = 30000);
    ComputeResultPtr lastResult() const { return m_last; }

    // Pure computation used by the worker; public for benchmarks and tests. One `cache` (optional)
    // passed to both phases of one request predicts each server-mode curve once.
    static ComputeResult computePredictions(const Engine& engine, const ComputeRequest& request,
                                            PredictionCache* cache = nullptr);
    // Returns false (and leaves the sweeps incomplete) as soon as `stale()` says the inputs moved on.
    // Both run core's (core/plan/sweeps.h) on the result's first phase.
    static bool computeSweeps(const Engine& engine, ComputeResult& result, const std::function<bool()>& stale = {},
                              PredictionCache* cache = nullptr);

signals:
    void resultReady(const wattgpu::ui::ComputeResultPtr& result); // phase 1
    void sweepsReady(const wattgpu::ui::ComputeResultPtr& result); // phase 2 (same generation)
    void busyChanged(bool busy);

private:
    void deliver(ComputeResultPtr result, bool sweeps);

    // The last request's offline points and curves, for the next request with the same engine,
    // method and LLM: an SLA or objective change judges the same predictions again instead of
    // running the models. Bounded; handed to one request at a time.
    struct CacheShelf {
        std::mutex mutex;
        std::shared_ptr<const Engine> engine;
        std::string method;
        std::optional<LlmSpec> llm;
        std::unique_ptr<PredictionCache> cache;
        std::unique_ptr<PredictionCache> take(const std::shared_ptr<const Engine>& engine, const std::string& method,
                                              const LlmSpec& llm);
        void giveBack(std::unique_ptr<PredictionCache> cache, std::shared_ptr<const Engine> engine, std::string method,
                      LlmSpec llm);
    };

    // The sweeps wait until the window has drawn the first phase (or 100 ms, or newer inputs):
    // started at once, they took the second core (or hyperthread) while the window was laying
    // the result out and painting it, about 2 ms of a 15 ms update.
    struct Handshake {
        std::mutex mutex;
        std::condition_variable cv;
        quint64 shown = 0; // the newest generation the window has drawn or dropped
        void release(quint64 generation);
        void wake();
        void waitShown(quint64 generation, const std::atomic<quint64>& latest);
    };
    bool event(QEvent* event) override;

    std::shared_ptr<const Engine> m_engine;
    std::shared_ptr<CacheShelf> m_shelf = std::make_shared<CacheShelf>();
    std::shared_ptr<Handshake> m_handshake = std::make_shared<Handshake>();
    std::shared_ptr<std::atomic<quint64>> m_latest;
    QThreadPool m_pool;
    int m_pending = 0;
    ComputeResultPtr m_last;
};

} // namespace wattgpu::ui
