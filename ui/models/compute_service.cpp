#include "ui/models/compute_service.h"

#include "core/util/text.h"

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

std::string ComputeResult::winnerKey() const
{
    const DeploymentRow* winner = outcome.winner();
    return winner ? winner->key : std::string();
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

ComputeResult ComputeService::computePredictions(const Engine& engine, const ComputeRequest& req,
                                                 PredictionCache* cache)
{
    QElapsedTimer timer;
    timer.start();
    ComputeResult r;
    r.request = req;
    Scenario everyGpu = req.scenario;
    everyGpu.gpuIds.reset();
    Recommendation rec;
    rec.slaItlMs = req.scenario.slaItlMs;
    rec.objective = req.scenario.objective;
    auto predicted = engine.predict(everyGpu, req.method, cache);
    if (!predicted) {
        r.error = predicted.error();
    } else if (!req.scenario.gpuIds || !req.scenario.gpuIds->empty()) {
        r.predictions = std::move(predicted).value();
        auto recommended = engine.recommend(req.scenario, req.method, cache);
        if (recommended)
            rec = std::move(recommended).value();
        else
            r.error = recommended.error();
    } else {
        r.predictions = std::move(predicted).value();
    }
    if (!r.error) {
        std::vector<Prediction> notCompared;
        for (const Prediction& p : r.predictions)
            if (req.scenario.gpuIds
                && std::find(req.scenario.gpuIds->begin(), req.scenario.gpuIds->end(), p.gpuId)
                    == req.scenario.gpuIds->end())
                notCompared.push_back(p);
        r.outcome = outcomeOf(engine, req.scenario, req.method, std::move(rec), notCompared);
    } else {
        r.outcome.scenario = req.scenario;
        r.outcome.method = req.method;
        r.outcome.recommendation = std::move(rec);
    }
    r.predictMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    return r;
}

namespace {

// Core's view of a result's first phase, for the sweeps.
SweepRequest sweepRequest(const ComputeResult& r)
{
    return SweepRequest{r.outcome, r.predictions, r.request.sweepGpus, r.request.autoSweepGpus};
}

} // namespace

bool ComputeService::computeSweeps(const Engine& engine, ComputeResult& r, const std::function<bool()>& stale,
                                   PredictionCache* cache)
{
    if (r.error)
        return true; // nothing to sweep: phase 1 already failed
    // Core fills the result's own Sweeps and its outcome's fleet answers, as planOutcome gives the CLI.
    return wattgpu::computeSweeps(engine, sweepRequest(r), r.sweeps, stale, cache, &r.outcome.fleet);
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
        // An exception in core is a bug, but never a window waiting forever: it becomes the result's
        // error (phase 1) or the sweeps' error (phase 2), shown where the answer would be.
        const auto unexpected = [](const char* what) {
            return makeError(ErrorCode::Unsupported, {}, 0, {},
                             std::string("the computation failed unexpectedly: ") + printable(what, 300));
        };
        std::shared_ptr<ComputeResult> result;
        try {
            result = std::make_shared<ComputeResult>(computePredictions(*engine, req, &cache));
        } catch (const std::exception& e) {
            result = std::make_shared<ComputeResult>();
            result->request = req;
            result->outcome.scenario = req.scenario;
            result->outcome.method = req.method;
            result->error = unexpected(e.what());
        } catch (...) {
            result = std::make_shared<ComputeResult>();
            result->request = req;
            result->outcome.scenario = req.scenario;
            result->outcome.method = req.method;
            result->error = unexpected("unknown exception");
        }
        result->generation = gen;
        ComputeResultPtr phase1 = std::make_shared<const ComputeResult>(*result);
        post([self, phase1]() {
            if (self)
                self->deliver(phase1, false);
        });
        // Sweeps stop early when newer inputs arrive, so they never delay the next prediction.
        handshake->waitShown(gen, *latest);
        bool swept = false;
        try {
            swept = computeSweeps(
                *engine, *result, [&]() { return gen != latest->load(); }, &cache);
        } catch (const std::exception& e) {
            result->sweeps.error = unexpected(e.what());
            result->sweeps.done = true;
            swept = true;
        } catch (...) {
            result->sweeps.error = unexpected("unknown exception");
            result->sweeps.done = true;
            swept = true;
        }
        if (swept) {
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
