#include "core/plan/sweeps.h"

#include "core/plan/deployment.h"
#include "core/plan/server.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <unordered_map>
#include <utility>

namespace wattgpu {

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

namespace {

// The included GPUs' ids (every catalog GPU when the scenario names none).
std::vector<std::string> includedGpus(const Engine& engine, const Scenario& sc)
{
    if (sc.gpuIds)
        return *sc.gpuIds;
    std::vector<std::string> ids;
    for (const GpuSpec& g : engine.gpus().gpus())
        ids.push_back(g.id);
    return ids;
}

// A first-phase prediction by deployment key: "id" is the GPU type's first (smallest) deployment,
// "id@n" the one with n GPUs per replica.
const Prediction* predictionOf(const SweepRequest& req, const std::string& key)
{
    return findDeployment(req.predictions, key);
}

std::string keyOf(const SweepRequest& req, const Prediction& p)
{
    return deploymentKey(p.gpuId, p.numGpus, req.outcome.scenario.gpuCountMode);
}

// The recommendation's winner at one SLA.
struct SlaWinner {
    std::optional<std::string> gpuId;
    int numGpus = 0;
    double objectiveValue = 0;
    bool sameDeployment(const SlaWinner& o) const { return gpuId == o.gpuId && numGpus == o.numGpus; }
};

SlaWinner winnerOf(const Recommendation& rec)
{
    return {rec.winner, rec.winnerNumGpus, rec.ranking.empty() ? 0.0 : rec.ranking.front().objectiveValue};
}

struct SlaContext {
    const Engine& engine;
    const std::string& method;
    const Scenario& scenario;
    const std::vector<std::string>& included;
    PredictionCache* cache;
    std::function<bool()> cancelled;
};

// Engine::recommend at a crossing of the SLA sweep (just above it) on `gpuIds`, under `mode`.
Result<Recommendation> recommendAt(const SlaContext& cx, double crossing, std::vector<std::string> gpuIds,
                                   GpuCountMode mode)
{
    if (cx.cancelled()) // never shown: the sweeps stop and return false
        return makeError(ErrorCode::BadValue, {}, 0, "sweep", "cancelled");
    Scenario atSla = cx.scenario;
    atSla.gpuIds = std::move(gpuIds);
    atSla.gpuCountMode = mode;
    atSla.slaItlMs = crossing * (1 + 1e-9); // the ITL limit varies; a TTFT limit stays as the plan states it
    return cx.engine.recommend(atSla, cx.method, cx.cache);
}

// A segment of the SLA sweep from the winner at its crossing: the previous one grows when the
// winner is the same deployment.
void addSegment(std::vector<SlaSegment>& segments, double from, double to, const SlaWinner& w)
{
    if (!segments.empty() && segments.back().winner == w.gpuId && segments.back().winnerNumGpus == w.numGpus)
        segments.back().toMs = to;
    else
        segments.push_back(SlaSegment{from, to, w.gpuId, w.numGpus, w.objectiveValue});
}

// The SLA sweep asked at every crossing: the reference the fast path below answers identically,
// and the path taken when a recommendation fails (segments up to the first failure).
Status slaSweepOneByOne(const SlaContext& cx, const std::vector<double>& crossings, double lo, double hi,
                        std::vector<SlaSegment>& segments)
{
    segments.push_back(SlaSegment{lo, crossings.front(), std::nullopt, 0, 0});
    for (std::size_t i = 0; i < crossings.size(); ++i) {
        WG_TRY(rec, recommendAt(cx, crossings[i], cx.included, cx.scenario.gpuCountMode));
        addSegment(segments, crossings[i], i + 1 < crossings.size() ? crossings[i + 1] : hi, winnerOf(rec.value()));
    }
    return Ok{};
}

// The winner at every crossing (ascending), as Engine::recommend answers it at each on every
// included GPU, asked a few hundred times at most instead of once per crossing (thousands with
// all counts of a large catalog). Two properties of the verdict make this exact: a deployment that meets an
// SLA meets every looser one (the SLA test and the max sustainable rate are monotone in the SLA;
// nothing else in the verdict, nor the objective, depends on it), and a deployment's verdict does
// not depend on the other deployments judged with it. Hence
// - the winner at a crossing is the first deployment of the loosest crossing's ranking that meets
//   it, and only one whose tested ITL (slaTestedItlMs) meets the SLA can: judging the GPU types of
//   the first k of those finds it once it ranks among them (every deployment ranked before it was
//   judged and failed), k doubling until it does;
// - when two crossings have the same winner, every crossing between them has it too.
// Under Auto every count is judged (AllCounts): the winner is the same deployment, since Auto's
// choice per GPU type is its best deployment that meets. test_server compares both paths.
Result<std::vector<SlaWinner>> slaWinners(const SlaContext& cx, const std::vector<double>& crossings)
{
    const GpuCountMode mode = cx.scenario.gpuCountMode == GpuCountMode::Auto ? GpuCountMode::AllCounts
                                                                             : cx.scenario.gpuCountMode;
    std::vector<std::optional<SlaWinner>> at(crossings.size());
    WG_TRY(loosest, recommendAt(cx, crossings.back(), cx.included, mode));
    at.back() = winnerOf(loosest.value());
    struct Ranked {
        std::string gpuId;
        int numGpus = 0;
        double testedItlMs = 0; // the ITL the SLA tests: the same at every SLA
        std::size_t type = 0;   // its GPU type's first place in the included list
    };
    std::unordered_map<std::string, std::size_t> typeIndex;
    for (std::size_t i = 0; i < cx.included.size(); ++i)
        typeIndex.emplace(cx.included[i], i);
    std::vector<Ranked> ranked; // in rank order
    for (const RankedGpu& g : loosest->ranking) {
        const auto type = typeIndex.find(g.prediction.gpuId);
        if (type == typeIndex.end()) // not asked about: leave it to the sweep one crossing at a time
            return makeError(ErrorCode::BadValue, {}, 0, "sweep", "ranked GPU not included: " + g.prediction.gpuId);
        ranked.push_back({g.prediction.gpuId, g.prediction.numGpus,
                          slaTestedItlMs(g.prediction, cx.scenario.slaConfidence), type->second});
    }

    auto winnerAt = [&](double crossing) -> Result<SlaWinner> {
        // The deployments that may meet this SLA: those whose tested ITL does (as the verdict tests it).
        const double sla = crossing * (1 + 1e-9);
        std::vector<const Ranked*> may;
        for (const Ranked& d : ranked)
            if (!(d.testedItlMs > sla))
                may.push_back(&d);
        if (may.empty())
            return SlaWinner{};
        std::size_t k = std::min<std::size_t>(8, may.size());
        for (;;) {
            std::vector<std::size_t> types;
            for (std::size_t i = 0; i < k; ++i)
                types.push_back(may[i]->type);
            std::sort(types.begin(), types.end());
            types.erase(std::unique(types.begin(), types.end()), types.end());
            std::vector<std::string> ids; // in the included order, each once
            for (std::size_t t : types)
                ids.push_back(cx.included[t]);
            WG_TRY(rec, recommendAt(cx, crossing, std::move(ids), mode));
            if (!rec->winner) {
                if (k == may.size())
                    return winnerOf(rec.value());
                k = std::min(may.size(), 2 * k);
                continue;
            }
            std::size_t pos = 0;
            while (pos < may.size() && !(may[pos]->gpuId == *rec->winner && may[pos]->numGpus == rec->winnerNumGpus))
                ++pos;
            if (pos == may.size()) {
                // Not among them: the verdict is not what this relies on after all, so ask about
                // every included GPU.
                WG_TRY(all, recommendAt(cx, crossing, cx.included, mode));
                return winnerOf(all.value());
            }
            if (pos < k)
                return winnerOf(rec.value());
            k = pos + 1;
        }
    };
    if (crossings.size() > 1) {
        WG_TRY(first, winnerAt(crossings.front()));
        at.front() = first.value();
    }
    // Bisect between crossings whose winners differ.
    std::vector<std::pair<std::size_t, std::size_t>> spans{{0, crossings.size() - 1}};
    while (!spans.empty()) {
        const auto [a, b] = spans.back();
        spans.pop_back();
        if (b - a < 2)
            continue;
        if (at[a]->sameDeployment(*at[b])) {
            for (std::size_t i = a + 1; i < b; ++i)
                at[i] = at[a];
            continue;
        }
        const std::size_t m = a + (b - a) / 2;
        WG_TRY(mid, winnerAt(crossings[m]));
        at[m] = mid.value();
        spans.emplace_back(m, b);
        spans.emplace_back(a, m);
    }
    std::vector<SlaWinner> out;
    out.reserve(at.size());
    for (auto& w : at)
        out.push_back(std::move(*w));
    return out;
}

} // namespace

std::vector<std::string> autoSweepGpus(const SweepRequest& req)
{
    std::vector<std::string> ids;
    for (const DeploymentRow* r : req.outcome.featured(3, false))
        ids.push_back(r->key);
    return ids;
}

bool computeSweeps(const Engine& engine, const SweepRequest& req, Sweeps& r, const std::function<bool()>& stale,
                   PredictionCache* cache, FleetAnswers* fleet)
{
    auto cancelled = [&stale]() { return stale && stale(); };
    // The first failed prediction stops the sweeps; what was not computed stays empty.
    auto failed = [&r](const Error& e) {
        r.error = e;
        r.done = true;
        return true;
    };
    const auto started = std::chrono::steady_clock::now();
    r.sweepGpus = req.autoSweepGpus ? autoSweepGpus(req) : req.sweepGpus;
    // Series are deployments: under all counts a GPU chosen by type is its first deployment.
    for (std::string& id : r.sweepGpus)
        if (const Prediction* p = predictionOf(req, id))
            id = keyOf(req, *p);
    const Scenario& sc = req.outcome.scenario;
    const std::string& method = req.outcome.method;
    const Recommendation& recommendation = req.outcome.recommendation;
    const std::optional<double> rateRps = sc.rateRps();
    const std::vector<std::string> included = includedGpus(engine, sc);
    // Each deployment as the table shows it: the count Auto chose, the fixed one, or under all
    // counts the key's own.
    auto workloadOf = [&](const std::string& id) {
        Workload w = sc.workload;
        if (const Prediction* p = predictionOf(req, id))
            w.numGpus = p->numGpus;
        return w;
    };

    // Server mode: each included GPU's max sustainable rate under the SLA, as the recommendation
    // judged it (the same deployment, curve and test as the banner and the table).
    r.maxRateRps.clear();
    if (rateRps) {
        for (const RankedGpu& g : recommendation.ranking)
            r.maxRateRps.emplace(keyOf(req, g.prediction), g.maxRateRps);
        for (const ExcludedGpu& x : recommendation.excluded)
            r.maxRateRps.emplace(keyOf(req, x.prediction), x.maxRateRps);
    }
    // A swept GPU outside the recommendation (not included): its curve, through the cache.
    auto maxRateOf = [&](const std::string& id) -> Result<double> {
        if (const auto it = r.maxRateRps.find(id); it != r.maxRateRps.end())
            return it->second;
        const Predictor* p = engine.predictor(method);
        const GpuSpec* g = engine.gpus().find(gpuIdOfKey(id));
        if (!p || !g)
            return 0.0;
        const Workload w = workloadOf(id);
        const ConcurrencyCurve skeleton = curveSkeleton(sc.llm, *g, w);
        if (!skeleton.weightsFit || skeleton.maxBatch < 1 || whyNotRunnable(sc.llm, *g, w))
            return 0.0; // no replica of it serves any rate (memory, context, heads over the GPUs)
        WG_TRY(curve, cachedCurve(cache, *p, sc.llm, *g, w));
        return maxSustainableRateOnCurve(*curve.value(), sc.sla());
    };

    r.loadSweep.clear();
    // The sweep follows each GPU's deployment: one Fixed scenario per GPU count in use.
    std::map<int, Scenario> sweeps;
    for (const std::string& id : r.sweepGpus) {
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
            WG_TRY(predicted, engine.predict(s, method, cache));
            for (Prediction& p : predicted.value())
                all.push_back(std::move(p));
        }
        return all;
    };
    // The load sweep: each series over the request rate (server mode; unstable rates, beyond what
    // one replica serves, come back with server->stable == false and are drawn as gaps) or over
    // the concurrency (offline). One pass per axis value predicts every series at it.
    std::map<std::string, LoadSweepSeries> series;
    for (const std::string& id : r.sweepGpus) {
        series[id].gpuId = id;
        if (rateRps) {
            auto rate = maxRateOf(id);
            if (!rate)
                return failed(rate.error());
            series[id].maxRateRps = *rate;
        }
    }
    const auto sweepAxis = [&](const auto& values, auto setAt, auto axisOf) -> std::optional<bool> {
        for (const auto value : values) {
            if (cancelled())
                return false;
            auto predicted = predictSweeps([&](Scenario& s) { setAt(s, value); });
            if (!predicted)
                return failed(predicted.error());
            for (Prediction& p : predicted.value()) {
                auto it = series.find(keyOf(req, p));
                if (it == series.end())
                    continue;
                axisOf(it->second).push_back(value);
                it->second.predictions.push_back(std::move(p));
            }
        }
        return std::nullopt;
    };
    if (!r.sweepGpus.empty()) {
        const std::optional<bool> stopped = rateRps
            ? sweepAxis(
                loadSweepRates(), [](Scenario& s, double rate) { s.load = RequestRate{rate}; },
                [](LoadSweepSeries& x) -> std::vector<double>& { return x.rates; })
            : sweepAxis(
                loadSweepBatches(), [](Scenario& s, int batch) { s.workload.batch = batch; },
                [](LoadSweepSeries& x) -> std::vector<int>& { return x.batches; });
        if (stopped)
            return *stopped;
        for (const std::string& id : r.sweepGpus)
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
        auto predicted = engine.predict(all, method, cache);
        if (!predicted)
            return failed(predicted.error());
        everyCount = std::move(predicted).value();
    }
    for (const Prediction& p : allCrossings ? everyCount : req.predictions) {
        const bool isIncluded = std::find(included.begin(), included.end(), p.gpuId) != included.end();
        if (isIncluded && p.fitsMemory && p.itlMs > 0)
            crossings.push_back(p.itlMs);
    }
    std::sort(crossings.begin(), crossings.end());
    crossings.erase(std::unique(crossings.begin(), crossings.end()), crossings.end());
    if (!crossings.empty()) {
        const double lo = crossings.front() / 1.5;
        const double hi = std::max(crossings.back() * 1.5, sc.slaItlMs * 1.2);
        const SlaContext cx{engine, method, sc, included, cache, cancelled};
        auto winners = slaWinners(cx, crossings);
        if (!winners && cx.cancelled())
            return false;
        if (!winners) {
            // A recommendation failed: ask at every crossing in turn, which stops at the first
            // failure with the segments before it, as the sweep always has.
            r.slaSweep.clear();
            const Status swept = slaSweepOneByOne(cx, crossings, lo, hi, r.slaSweep);
            if (!swept && cx.cancelled())
                return false;
            if (!swept)
                return failed(swept.error());
        } else {
            r.slaSweep.push_back(SlaSegment{lo, crossings.front(), std::nullopt, 0, 0});
            for (std::size_t i = 0; i < crossings.size(); ++i)
                addSegment(r.slaSweep, crossings[i], i + 1 < crossings.size() ? crossings[i + 1] : hi,
                           winners.value()[i]);
        }
    }

    // The fleet question: sized for the plan's fleet target by core's one rule (core/plan/outcome.h),
    // never for the rate one replica is offered.
    // Its budget and the owned GPUs (issue 27) come from the same call (scenarioFleet).
    if (fleet)
        *fleet = FleetAnswers{};
    if (fleet && rateRps && (sc.fleetTargetRps || sc.inventory || sc.compareDisaggregated) && !included.empty()) {
        if (cancelled())
            return false;
        Scenario fleetScenario = sc;
        fleetScenario.gpuIds = included;
        auto answers = scenarioFleet(engine, fleetScenario, method, cache);
        if (!answers)
            return failed(answers.error());
        *fleet = std::move(answers).value();
    }
    r.sweepMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    r.done = true;
    return true;
}

} // namespace wattgpu
