#include "core/plan/sweeps.h"

#include "core/plan/outcome.h"

#include "core/plan/deployment.h"
#include "core/plan/server.h"

#include <algorithm>
#include <chrono>
#include <cmath>

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
    for (const Prediction& p : req.predictions)
        if (keyMatches(key, p.gpuId, p.numGpus))
            return &p;
    return nullptr;
}

std::string keyOf(const SweepRequest& req, const Prediction& p)
{
    return deploymentKey(p.gpuId, p.numGpus, req.scenario.gpuCountMode);
}

} // namespace

std::vector<std::string> autoSweepGpus(const Engine& engine, const SweepRequest& req)
{
    std::vector<std::string> ids;
    auto add = [&ids](const std::string& id) {
        if (ids.size() < 3 && std::find(ids.begin(), ids.end(), id) == ids.end())
            ids.push_back(id);
    };
    const auto& ranking = req.recommendation.ranking;
    for (std::size_t i = 0; i < ranking.size() && i < 2; ++i)
        add(keyOf(req, ranking[i].prediction));
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
        add(keyOf(req, biggest->prediction));
    if (ids.empty()) {
        // Nothing meets the SLA: show the fastest GPUs that fit.
        const std::vector<std::string> included = includedGpus(engine, req.scenario);
        std::vector<const Prediction*> fitting;
        for (const Prediction& p : req.predictions)
            if (p.fitsMemory && std::find(included.begin(), included.end(), p.gpuId) != included.end())
                fitting.push_back(&p);
        std::sort(fitting.begin(), fitting.end(), [](auto a, auto b) { return a->itlMs < b->itlMs; });
        for (const Prediction* p : fitting)
            add(keyOf(req, *p));
    }
    return ids;
}

bool computeSweeps(const Engine& engine, const SweepRequest& req, Sweeps& r, const std::function<bool()>& stale,
                   PredictionCache* cache)
{
    auto cancelled = [&stale]() { return stale && stale(); };
    // The first failed prediction stops the sweeps; what was not computed stays empty.
    auto failed = [&r](const Error& e) {
        r.error = e;
        r.done = true;
        return true;
    };
    const auto started = std::chrono::steady_clock::now();
    r.sweepGpus = req.autoSweepGpus ? autoSweepGpus(engine, req) : req.sweepGpus;
    // Series are deployments: under all counts a GPU chosen by type is its first deployment.
    for (std::string& id : r.sweepGpus)
        if (const Prediction* p = predictionOf(req, id))
            id = keyOf(req, *p);
    const Scenario& sc = req.scenario;
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
        for (const RankedGpu& g : req.recommendation.ranking)
            r.maxRateRps.emplace(keyOf(req, g.prediction), g.maxRateRps);
        for (const ExcludedGpu& x : req.recommendation.excluded)
            r.maxRateRps.emplace(keyOf(req, x.prediction), x.maxRateRps);
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
            WG_TRY(predicted, engine.predict(s, req.method, cache));
            for (Prediction& p : predicted.value())
                all.push_back(std::move(p));
        }
        return all;
    };
    if (!r.sweepGpus.empty() && rateRps) {
        // Server mode: the x axis is the request rate; unstable rates (beyond what one replica
        // serves) come back with server->stable == false and are drawn as gaps.
        std::map<std::string, LoadSweepSeries> series;
        for (const std::string& id : r.sweepGpus) {
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
                auto it = series.find(keyOf(req, p));
                if (it == series.end())
                    continue;
                it->second.rates.push_back(rate);
                it->second.predictions.push_back(std::move(p));
            }
        }
        for (const std::string& id : r.sweepGpus)
            r.loadSweep.push_back(std::move(series[id]));
    } else if (!r.sweepGpus.empty()) {
        std::map<std::string, LoadSweepSeries> series;
        for (const std::string& id : r.sweepGpus)
            series[id].gpuId = id;
        for (int batch : loadSweepBatches()) {
            if (cancelled())
                return false;
            auto predicted = predictSweeps([batch](Scenario& s) { s.workload.batch = batch; });
            if (!predicted)
                return failed(predicted.error());
            for (Prediction& p : predicted.value()) {
                auto it = series.find(keyOf(req, p));
                if (it == series.end())
                    continue;
                it->second.batches.push_back(batch);
                it->second.predictions.push_back(std::move(p));
            }
        }
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
        auto predicted = engine.predict(all, req.method, cache);
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

    // The fleet question: sized for the plan's fleet target by core's one rule (core/plan/outcome.h),
    // never for the rate one replica is offered.
    r.capacity.reset();
    if (rateRps && sc.fleetTargetRps && !included.empty()) {
        if (cancelled())
            return false;
        Scenario fleet = sc;
        fleet.gpuIds = included;
        auto plan = scenarioCapacity(engine, fleet, req.method, cache);
        if (!plan)
            return failed(plan.error());
        r.capacity = std::move(plan).value();
    }
    r.sweepMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    r.done = true;
    return true;
}

} // namespace wattgpu
