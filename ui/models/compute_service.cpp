#include "ui/models/compute_service.h"

#include <QCoreApplication>
#include <QEvent>
#include <QEventLoop>
#include <QPointer>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <map>

namespace wattgpu::ui {

const Prediction* ComputeResult::prediction(const std::string& key) const
{
    for (const Prediction& p : predictions)
        if (keyMatches(key, p.gpuId, p.numGpus))
            return &p;
    return nullptr;
}

std::string ComputeResult::winnerKey() const
{
    if (!recommendation.winner)
        return {};
    return deploymentKey(*recommendation.winner, recommendation.winnerNumGpus, request.scenario.gpuCountMode);
}

const std::vector<int>& loadSweepBatches()
{
    static const std::vector<int> batches{1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256};
    return batches;
}

const std::vector<double>& loadSweepRates()
{
    static const std::vector<double> rates = [] {
        std::vector<double> r;
        for (int k = -10; k <= 15; ++k)
            r.push_back(std::pow(10.0, k / 5.0));
        return r;
    }();
    return rates;
}

ComputeService::ComputeService(std::shared_ptr<const Engine> engine, QObject* parent)
    : QObject(parent), m_engine(std::move(engine)), m_latest(std::make_shared<std::atomic<quint64>>(0))
{
    // One worker: a newer request waits for at most one stale computation, which it then skips.
    m_pool.setMaxThreadCount(1);
}

void ComputeService::setEngine(std::shared_ptr<const Engine> engine)
{
    if (engine)
        m_engine = std::move(engine);
}

ComputeService::~ComputeService()
{
    m_latest->store(~quint64{0});
    m_handshake->wake();
    m_pool.waitForDone();
}

namespace {

// The included GPUs' ids (every catalog GPU when the scenario names none).
std::vector<std::string> includedGpus(const Engine& engine, const ComputeRequest& req)
{
    if (req.scenario.gpuIds)
        return *req.scenario.gpuIds;
    std::vector<std::string> ids;
    for (const GpuSpec& g : engine.gpus().gpus())
        ids.push_back(g.id);
    return ids;
}

} // namespace

ComputeResult ComputeService::computePredictions(const Engine& engine, const ComputeRequest& req,
                                                 PredictionCache* cache)
{
    QElapsedTimer timer;
    timer.start();
    ComputeResult r;
    r.request = req;
    Scenario everyGpu = req.scenario;
    everyGpu.gpuIds.reset();
    r.recommendation.slaItlMs = req.scenario.slaItlMs;
    r.recommendation.objective = req.scenario.objective;
    auto predicted = engine.predict(everyGpu, req.method, cache);
    if (!predicted) {
        r.error = predicted.error();
    } else if (!req.scenario.gpuIds || !req.scenario.gpuIds->empty()) {
        r.predictions = std::move(predicted).value();
        auto recommended = engine.recommend(req.scenario, req.method, cache);
        if (recommended)
            r.recommendation = std::move(recommended).value();
        else
            r.error = recommended.error();
    } else {
        r.predictions = std::move(predicted).value();
        r.recommendation.slaItlMs = req.scenario.slaItlMs;
        r.recommendation.objective = req.scenario.objective;
    }
    r.predictMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    return r;
}

std::vector<std::string> ComputeService::autoSweepGpus(const Engine& engine, const ComputeResult& r)
{
    std::vector<std::string> ids;
    auto add = [&ids](const std::string& id) {
        if (ids.size() < 3 && std::find(ids.begin(), ids.end(), id) == ids.end())
            ids.push_back(id);
    };
    const auto& ranking = r.recommendation.ranking;
    for (std::size_t i = 0; i < ranking.size() && i < 2; ++i)
        add(r.key(ranking[i].prediction));
    const RankedGpu* biggest = nullptr;
    double biggestTdp = -1;
    for (const RankedGpu& g : ranking) {
        const GpuSpec* spec = engine.gpus().find(g.prediction.gpuId);
        const double tdp = spec ? spec->tdpW.value_or(0) : 0;
        if (tdp > biggestTdp) {
            biggestTdp = tdp;
            biggest = &g;
        }
    }
    if (biggest)
        add(r.key(biggest->prediction));
    if (ids.empty()) {
        // Nothing meets the SLA: show the fastest GPUs that fit.
        const std::vector<std::string> included = includedGpus(engine, r.request);
        std::vector<const Prediction*> fitting;
        for (const Prediction& p : r.predictions)
            if (p.fitsMemory && std::find(included.begin(), included.end(), p.gpuId) != included.end())
                fitting.push_back(&p);
        std::sort(fitting.begin(), fitting.end(), [](auto a, auto b) { return a->itlMs < b->itlMs; });
        for (const Prediction* p : fitting)
            add(r.key(*p));
    }
    return ids;
}

bool ComputeService::computeSweeps(const Engine& engine, ComputeResult& r, const std::function<bool()>& stale,
                                   PredictionCache* cache)
{
    auto cancelled = [&stale]() { return stale && stale(); };
    if (r.error)
        return true; // nothing to sweep: phase 1 already failed
    // The first failed prediction stops the sweeps; what was not computed stays empty.
    auto failed = [&r](const Error& e) {
        r.sweepError = e;
        r.sweepsDone = true;
        return true;
    };
    QElapsedTimer timer;
    timer.start();
    ComputeRequest& req = r.request;
    if (req.autoSweepGpus)
        req.sweepGpus = autoSweepGpus(engine, r);
    // Series are deployments: under all counts a GPU chosen by type is its first deployment.
    for (std::string& id : req.sweepGpus)
        if (const Prediction* p = r.prediction(id))
            id = r.key(*p);
    const Scenario& sc = req.scenario;
    const std::optional<double> rateRps = sc.rateRps();
    const std::vector<std::string> included = includedGpus(engine, req);
    // Each deployment as the table shows it: the count Auto chose, the fixed one, or under all
    // counts the key's own.
    auto workloadOf = [&](const std::string& id) {
        Workload w = sc.workload;
        if (const Prediction* p = r.prediction(id))
            w.numGpus = p->numGpus;
        return w;
    };

    // Server mode: each included GPU's max sustainable rate under the SLA, as the recommendation
    // judged it (the same deployment, curve and test as the banner and the table).
    r.maxRateRps.clear();
    if (rateRps) {
        for (const RankedGpu& g : r.recommendation.ranking)
            r.maxRateRps.emplace(r.key(g.prediction), g.maxRateRps);
        for (const ExcludedGpu& x : r.recommendation.excluded)
            r.maxRateRps.emplace(r.key(x.prediction), x.maxRateRps);
    }
    // A swept GPU outside the recommendation (not included): its curve, through the cache.
    auto maxRateOf = [&](const std::string& id) -> Result<double> {
        if (const auto it = r.maxRateRps.find(id); it != r.maxRateRps.end())
            return it->second;
        const Predictor* p = engine.predictor(req.method);
        const GpuSpec* g = engine.gpus().find(gpuIdOfKey(id));
        if (!p || !g)
            return 0.0;
        const Workload w = workloadOf(id);
        const ConcurrencyCurve skeleton = curveSkeleton(sc.llm, *g, w);
        if (!skeleton.weightsFit || skeleton.maxBatch < 1 || whyNotRunnable(sc.llm, *g, w))
            return 0.0; // no replica of it serves any rate (memory, context, heads over the GPUs)
        WG_TRY(curve, cachedCurve(cache, *p, sc.llm, *g, w));
        return maxSustainableRateOnCurve(*curve.value(), sc.slaItlMs, sc.slaConfidence);
    };

    r.loadSweep.clear();
    // The sweep follows each GPU's deployment: one Fixed scenario per GPU count in use.
    std::map<int, Scenario> sweeps;
    for (const std::string& id : req.sweepGpus) {
        const int n = workloadOf(id).numGpus;
        auto [it, added] = sweeps.try_emplace(n, sc);
        if (added) {
            it->second.gpuIds.emplace();
            it->second.gpuCountMode = GpuCountMode::Fixed;
            it->second.workload.numGpus = n;
        }
        it->second.gpuIds->push_back(gpuIdOfKey(id));
    }
    // Every sweep scenario at a load, predicted; the first failure stops.
    auto predictSweeps = [&](const std::function<void(Scenario&)>& at) -> Result<std::vector<Prediction>> {
        std::vector<Prediction> all;
        for (auto& [n, s] : sweeps) {
            at(s);
            WG_TRY(predicted, engine.predict(s, req.method, cache));
            for (Prediction& p : predicted.value())
                all.push_back(std::move(p));
        }
        return all;
    };
    if (!req.sweepGpus.empty() && rateRps) {
        // Server mode: the x axis is the request rate; unstable rates (beyond what one replica
        // serves) come back with server->stable == false and are drawn as gaps.
        std::map<std::string, LoadSweepSeries> series;
        for (const std::string& id : req.sweepGpus) {
            series[id].gpuId = id;
            auto rate = maxRateOf(id);
            if (!rate)
                return failed(rate.error());
            series[id].maxRateRps = *rate;
        }
        for (double rate : loadSweepRates()) {
            if (cancelled())
                return false;
            auto predicted = predictSweeps([rate](Scenario& s) { s.load = RequestRate{rate}; });
            if (!predicted)
                return failed(predicted.error());
            for (Prediction& p : predicted.value()) {
                auto it = series.find(r.key(p));
                if (it == series.end())
                    continue;
                it->second.rates.push_back(rate);
                it->second.predictions.push_back(std::move(p));
            }
        }
        for (const std::string& id : req.sweepGpus)
            r.loadSweep.push_back(std::move(series[id]));
    } else if (!req.sweepGpus.empty()) {
        std::map<std::string, LoadSweepSeries> series;
        for (const std::string& id : req.sweepGpus)
            series[id].gpuId = id;
        for (int batch : loadSweepBatches()) {
            if (cancelled())
                return false;
            auto predicted = predictSweeps([batch](Scenario& s) { s.workload.batch = batch; });
            if (!predicted)
                return failed(predicted.error());
            for (Prediction& p : predicted.value()) {
                auto it = series.find(r.key(p));
                if (it == series.end())
                    continue;
                it->second.batches.push_back(batch);
                it->second.predictions.push_back(std::move(p));
            }
        }
        for (const std::string& id : req.sweepGpus)
            r.loadSweep.push_back(std::move(series[id]));
    }

    // The winner can only change where the SLA crosses a GPU's predicted ITL, so asking the
    // recommender once per crossing gives the exact step function.
    r.slaSweep.clear();
    std::vector<double> crossings;
    // Under Auto the chosen count changes with the SLA too: every count's ITL is a crossing. In
    // server mode each crossing re-judges every deployment on the curves the cache holds.
    std::vector<Prediction> everyCount;
    const bool allCrossings = sc.gpuCountMode == GpuCountMode::Auto;
    if (allCrossings) {
        Scenario all = sc;
        all.gpuCountMode = GpuCountMode::AllCounts;
        all.gpuIds = included;
        auto predicted = engine.predict(all, req.method, cache);
        if (!predicted)
            return failed(predicted.error());
        everyCount = std::move(predicted).value();
    }
    for (const Prediction& p : allCrossings ? everyCount : r.predictions) {
        const bool isIncluded = std::find(included.begin(), included.end(), p.gpuId) != included.end();
        if (isIncluded && p.fitsMemory && p.itlMs > 0)
            crossings.push_back(p.itlMs);
    }
    std::sort(crossings.begin(), crossings.end());
    crossings.erase(std::unique(crossings.begin(), crossings.end()), crossings.end());
    if (!crossings.empty()) {
        const double lo = crossings.front() / 1.5;
        const double hi = std::max(crossings.back() * 1.5, sc.slaItlMs * 1.2);
        r.slaSweep.push_back(SlaSegment{lo, crossings.front(), std::nullopt, 0, 0});
        for (std::size_t i = 0; i < crossings.size(); ++i) {
            if (cancelled())
                return false;
            const double from = crossings[i];
            const double to = i + 1 < crossings.size() ? crossings[i + 1] : hi;
            Scenario atSla = sc;
            atSla.gpuIds = included;
            atSla.slaItlMs = from * (1 + 1e-9);
            const auto recommended = engine.recommend(atSla, req.method, cache);
            if (!recommended)
                return failed(recommended.error());
            const Recommendation& rec = recommended.value();
            SlaSegment seg{from, to, rec.winner, rec.winnerNumGpus,
                           rec.ranking.empty() ? 0.0 : rec.ranking.front().objectiveValue};
            if (!r.slaSweep.empty() && r.slaSweep.back().winner == seg.winner
                && r.slaSweep.back().winnerNumGpus == seg.winnerNumGpus)
                r.slaSweep.back().toMs = to;
            else
                r.slaSweep.push_back(seg);
        }
    }

    r.capacity.reset();
    if (rateRps && !included.empty()) {
        if (cancelled())
            return false;
        if (const Predictor* p = engine.predictor(req.method)) {
            std::vector<const GpuSpec*> gpus;
            for (const std::string& id : included)
                if (const GpuSpec* g = engine.gpus().find(id))
                    gpus.push_back(g);
            CapacityOptions options;
            options.gpuCounts = sc.gpuCountMode;
            options.confidence = sc.slaConfidence;
            options.cache = cache;
            auto plan = planCapacity(*p, sc.llm, gpus, sc.workload, *rateRps, sc.slaItlMs, sc.economics, options);
            if (!plan)
                return failed(plan.error());
            r.capacity = std::move(plan).value();
        }
    }
    r.sweepMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    r.sweepsDone = true;
    return true;
}

quint64 ComputeService::request(ComputeRequest req)
{
    const quint64 gen = ++*m_latest;
    if (m_pending++ == 0)
        emit busyChanged(true);
    QPointer<ComputeService> self(this);
    auto engine = m_engine;
    auto latest = m_latest;
    auto shelf = m_shelf;
    auto handshake = m_handshake;
    handshake->wake(); // a worker waiting to start stale sweeps moves on
    (void)QtConcurrent::run(&m_pool, [self, engine, latest, shelf, handshake, gen, req = std::move(req)]() {
        auto post = [&self](auto fn) {
            if (self)
                QMetaObject::invokeMethod(self.data(), fn, Qt::QueuedConnection);
        };
        auto finished = [self]() {
            if (self && --self->m_pending == 0)
                emit self->busyChanged(false);
        };
        if (gen != latest->load()) {
            post(finished);
            return;
        }
        // Shared by both phases, and by the next request when the engine, method and LLM stay.
        std::unique_ptr<PredictionCache> shelved = shelf->take(engine, req.method, req.scenario.llm);
        PredictionCache& cache = *shelved;
        auto result = std::make_shared<ComputeResult>(computePredictions(*engine, req, &cache));
        result->generation = gen;
        ComputeResultPtr phase1 = std::make_shared<const ComputeResult>(*result);
        post([self, phase1]() {
            if (self)
                self->deliver(phase1, false);
        });
        // Sweeps stop early when newer inputs arrive, so they never delay the next prediction.
        handshake->waitShown(gen, *latest);
        if (computeSweeps(
                *engine, *result, [&]() { return gen != latest->load(); }, &cache)) {
            ComputeResultPtr phase2 = result;
            post([self, phase2]() {
                if (self)
                    self->deliver(phase2, true);
            });
        }
        shelf->giveBack(std::move(shelved), engine, req.method, req.scenario.llm);
        post(finished);
    });
    return gen;
}

std::unique_ptr<PredictionCache> ComputeService::CacheShelf::take(const std::shared_ptr<const Engine>& forEngine,
                                                                  const std::string& forMethod, const LlmSpec& forLlm)
{
    std::lock_guard lock(mutex);
    if (cache && engine == forEngine && method == forMethod && llm && *llm == forLlm)
        return std::move(cache);
    cache.reset();
    return std::make_unique<PredictionCache>();
}

void ComputeService::CacheShelf::giveBack(std::unique_ptr<PredictionCache> used,
                                          std::shared_ptr<const Engine> forEngine, std::string forMethod,
                                          LlmSpec forLlm)
{
    // A batch size adds about 300 entries (every deployment under auto counts, and the sweeps'
    // points): 4,000 hold a dozen batch sizes' SLA, objective and economics changes, a few MB.
    constexpr std::size_t kMaxEntries = 4000;
    std::lock_guard lock(mutex);
    if (!used || used->size() > kMaxEntries) {
        cache.reset();
        return;
    }
    used->forgetServed();
    cache = std::move(used);
    engine = std::move(forEngine);
    method = std::move(forMethod);
    llm = std::move(forLlm);
}

namespace {
// Posted below the priority of the window's paint (Qt::LowEventPriority): handled once the
// first phase is on screen.
const QEvent::Type kShownEvent = static_cast<QEvent::Type>(QEvent::registerEventType());
constexpr int kAfterPaintPriority = Qt::LowEventPriority - 1;

class ShownEvent : public QEvent {
public:
    explicit ShownEvent(quint64 g) : QEvent(kShownEvent), generation(g) {}
    quint64 generation;
};
} // namespace

void ComputeService::deliver(ComputeResultPtr result, bool sweeps)
{
    if (result->generation != m_latest->load()) {
        if (!sweeps)
            m_handshake->release(result->generation);
        return; // stale: the inputs changed while this was computing
    }
    m_last = result;
    if (sweeps) {
        emit sweepsReady(result);
        return;
    }
    emit resultReady(result);
    QCoreApplication::postEvent(this, new ShownEvent(result->generation), kAfterPaintPriority);
}

bool ComputeService::event(QEvent* e)
{
    if (e->type() == kShownEvent) {
        m_handshake->release(static_cast<ShownEvent*>(e)->generation);
        return true;
    }
    return QObject::event(e);
}

void ComputeService::Handshake::release(quint64 generation)
{
    {
        std::lock_guard lock(mutex);
        shown = std::max(shown, generation);
    }
    cv.notify_all();
}

void ComputeService::Handshake::wake()
{
    {
        std::lock_guard lock(mutex); // orders the caller's newer generation before the wait's test
    }
    cv.notify_all();
}

void ComputeService::Handshake::waitShown(quint64 generation, const std::atomic<quint64>& latest)
{
    std::unique_lock lock(mutex);
    cv.wait_for(lock, std::chrono::milliseconds(100),
                [&] { return shown >= generation || latest.load() != generation; });
}

bool ComputeService::waitForIdle(int timeoutMs)
{
    if (m_pending == 0)
        return true;
    QEventLoop loop;
    QTimer timeout;
    timeout.setSingleShot(true);
    connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
    connect(this, &ComputeService::busyChanged, &loop, [&loop](bool busy) {
        if (!busy)
            loop.quit();
    });
    timeout.start(timeoutMs);
    loop.exec();
    return m_pending == 0;
}

} // namespace wattgpu::ui
