#include "core/plan/deployment_eval.h"

#include "core/plan/deployment.h"
#include "core/predict/assemble.h"
#include "core/util/text.h"

#include <cmath>
#include <cstdio>
#include <iterator>
#include <limits>

namespace wattgpu::detail {

namespace {

// A replica's prediction at a request rate. Overloaded (the rate exceeds what the replica
// serves), the queue grows without bound: the replica serves at saturation, so throughput is what
// it serves there (the best rate over its curve x output tokens), never the offered rate, and energy
// per token follows from that throughput; the overloaded warning names both rates.
Prediction serverPrediction(const ServerResult& s, const ConcurrencyCurve& c)
{
    (void)c; // the saturation rate is serveOnCurve's (ServerResult::servedRps)
    Prediction pr = s.atConcurrency;
    pr.powerW = s.meanPowerW;
    pr.powerPerGpuW = s.meanPowerW / std::max(1, pr.numGpus);
    pr.powerWLow = s.meanPowerWLow;
    pr.powerWHigh = s.meanPowerWHigh;
    pr.throughputTokS = s.throughputTokS;
    pr.energyPerTokenJ = s.energyPerTokenJ;
    if (!s.stable && s.fitsMemory) {
        const double servedRps = s.servedRps; // serveOnCurve: energy over what is served
        pr.warnings.push_back({WarningCode::Overloaded,
                               printfNumber("%.4g", s.rateRps) + " req/s offered, one replica serves "
                                   + printfNumber("%.3g", servedRps)
                                   + " req/s at most; requests queue "
                                     "without bound"});
    }
    // Under a rate the tokens per second are the offered rate's (or what a saturated replica
    // serves), not batch / ITL: energy per token carries the mean power's interval alone, the idle
    // prior's range included.
    if (pr.throughputTokS > 0) {
        pr.energyPerTokenJLow = s.meanPowerWLow / pr.throughputTokS;
        pr.energyPerTokenJHigh = s.meanPowerWHigh / pr.throughputTokS;
    } else {
        setEnergyInterval(pr);
    }
    ServerDetail d;
    d.rateRps = s.rateRps;
    d.meanConcurrency = s.meanConcurrency;
    d.busyFraction = s.busyFraction;
    d.ttftMs = s.ttftMs;
    d.idlePowerW = s.idlePowerW;
    d.idlePowerWLow = s.idlePowerWLow;
    d.idlePowerWHigh = s.idlePowerWHigh;
    d.idleBasis = s.idleBasis;
    d.activePowerW = s.activePowerW;
    d.stable = s.stable;
    pr.server = d;
    return pr;
}

// serveOnCurve at `rate` as a prediction, through the cache.
Result<Prediction> served(const JudgeContext& cx, const ConcurrencyCurve& c, double rate)
{
    if (cx.cache)
        if (const Prediction* hit = cx.cache->findServed(cx.predictor, cx.scenario.llm, c, rate))
            return *hit;
    WG_TRY(s, serveOnCurve(c, rate, cx.idleOverridesW));
    Prediction p = serverPrediction(s.value(), c);
    if (cx.cache)
        cx.cache->insertServed(cx.predictor, cx.scenario.llm, c, rate, p);
    return p;
}

bool finitePrediction(const Prediction& p, double objective)
{
    for (double x : {p.powerW, p.itlMs, p.throughputTokS, p.energyPerTokenJ, objective})
        if (!std::isfinite(x))
            return false;
    return true;
}

// The verdict on a predicted deployment of workload `w`: one definition for every view.
void judge(const JudgeContext& cx, const Workload& w, Judged& j)
{
    const Scenario& sc = cx.scenario;
    const Prediction& p = j.prediction;
    const Sla sla = sc.sla();
    j.objectiveValue = objectiveValue(p, sc.objective, sc.economics);
    j.meets = false;
    // A deployment no serving engine runs (the request exceeds the context, the heads do not split
    // over its GPUs) does not fit, whatever its memory: every view reads fitsMemory and the warning.
    if (auto why = whyNotRunnable(sc.llm, *j.gpu, w)) {
        j.prediction.fitsMemory = false;
        j.maxRateRps = 0; // no replica of it serves any rate
        if (!j.prediction.hasWarning(WarningCode::NotRunnable))
            j.prediction.warnings.push_back({WarningCode::NotRunnable, *why});
        j.reason = LossReason::DoesNotFit;
        j.detail = std::move(*why);
        return;
    }
    if (!p.fitsMemory) {
        j.reason = LossReason::DoesNotFit;
        j.detail = "needs " + printfNumber("%.1f", p.memoryNeededGbPerGpu) + " GB per GPU, "
            + printfNumber("%.1f", p.memoryAvailableGbPerGpu) + " GB usable (" + std::to_string(p.numGpus)
            + " GPUs per replica)";
        return;
    }
    const std::optional<double> rate = sc.rateRps();
    if (rate && p.server && !p.server->stable) {
        j.reason = LossReason::Overloaded;
        // maxRateRps is the rate that still meets the SLA; 0 when no rate does (8 × L4 serving a
        // 70B model: 80 ms at batch 1 against 50 ms), which "max 0 req/s" hid.
        j.detail = printfNumber("%.3g", *rate) + " req/s exceeds what one replica sustains"
            + (j.maxRateRps > 0 || !sla.any() ? " (max " + printfNumber("%.3g", j.maxRateRps) + " req/s)"
                                              : std::string(", and no rate meets the SLA"));
        return;
    }
    // No SLA (no limit stated, as in `predict`): only the fit and a stable server are tested.
    // Otherwise every stated limit must hold (ITL, and TTFT when the scenario states one).
    const bool hasSla = sla.any();
    if (const SlaLimits missed = slaMisses(p, sla); missed.any()) {
        j.reason = LossReason::MissesSla;
        j.missedLimits = missed;
        j.detail = slaMissDetail(p, sla);
        return;
    }
    if (hasSla && rate && !sustainsRate(j.maxRateRps, *rate)) {
        j.reason = LossReason::Overloaded;
        j.detail = printfNumber("%.3g", *rate) + " req/s is above " + printfNumber("%.0f", kRateHeadroom * 100)
            + " % of the " + printfNumber("%.3g", j.maxRateRps) + " req/s one replica sustains";
        return;
    }
    // A cost ranking holds one basis: with hardware priced for other GPUs and no rate for this one,
    // its all-in cost is unknown, so it is left out rather than ranked on electricity alone.
    if (sc.objective == Objective::Cost && costBasis(sc.economics, p.gpuId) == CostBasis::Unpriced) {
        j.reason = LossReason::Unpriced;
        j.detail = "no hardware price for " + p.gpuId
            + " while other GPUs are quoted: add its quote or a default USD per GPU-hour to rank it on cost";
        return;
    }
    if (!finitePrediction(p, j.objectiveValue)) {
        j.reason = LossReason::NotFinite;
        j.detail = "a predicted figure is not finite (an extreme rate, workload or price)";
        return;
    }
    j.meets = true;
}

} // namespace

bool hasSla(const Scenario& sc) { return sc.sla().any(); }

Result<std::vector<Judged>> judgeAll(const JudgeContext& cx, const GpuCatalog& catalog)
{
    const Scenario& sc = cx.scenario;
    std::vector<const GpuSpec*> gpus;
    if (!sc.gpuIds) {
        for (const auto& g : catalog.gpus())
            gpus.push_back(&g);
    } else {
        for (const auto& id : *sc.gpuIds)
            if (const GpuSpec* g = catalog.find(id))
                gpus.push_back(g);
    }
    std::vector<Judged> out;
    std::vector<Query> qs;
    std::vector<ConcurrencyCurve> missing; // server curves the cache lacks, in `out` order
    const std::optional<double> rate = sc.rateRps();
    for (const GpuSpec* g : gpus)
        for (int count : candidateGpuCounts(*g, sc.gpuCountMode, sc.workload.numGpus, sc.llm, &sc.workload)) {
            Judged j;
            j.gpu = g;
            Workload w = sc.workload;
            w.numGpus = count;
            j.workload = w;
            if (rate) {
                j.curve = cx.cache ? cx.cache->find(cx.predictor, sc.llm, *g, w) : nullptr;
                if (!j.curve) {
                    missing.push_back(curveSkeleton(sc.llm, *g, w));
                    appendCurveQueries(sc.llm, missing.back(), qs);
                }
            } else if (const Prediction* hit = cx.cache ? cx.cache->findPoint(cx.predictor, sc.llm, *g, w) : nullptr) {
                j.prediction = *hit;
                j.cached = true;
            } else {
                qs.push_back(Query{&sc.llm, g, w});
            }
            out.push_back(std::move(j));
        }
    // One predictMany call for every deployment (and every point of every server curve).
    WG_TRY(predicted, cx.predictor.predictMany(qs));
    std::size_t k = 0;
    std::size_t m = 0;
    for (Judged& j : out) {
        if (!rate) {
            if (!j.cached) {
                j.prediction = std::move(predicted.value()[k]);
                if (cx.cache)
                    cx.cache->insertPoint(cx.predictor, sc.llm, *j.gpu, qs[k].workload, j.prediction);
                ++k;
            }
        } else {
            if (!j.curve) {
                ConcurrencyCurve& c = missing[m++];
                const std::size_t n = c.batches.size();
                // Each prediction belongs to one curve: moved, not copied (140,000 at 1,000 GPU types).
                c.at.assign(std::make_move_iterator(predicted->begin() + static_cast<std::ptrdiff_t>(k)),
                            std::make_move_iterator(predicted->begin() + static_cast<std::ptrdiff_t>(k + n)));
                k += n;
                j.curve = std::make_shared<const ConcurrencyCurve>(std::move(c));
                if (cx.cache)
                    cx.cache->insert(cx.predictor, sc.llm, j.curve);
            }
            WG_TRY(p, served(cx, *j.curve, *rate));
            j.prediction = std::move(p).value();
            j.maxRateRps = maxSustainableRateOnCurve(*j.curve, sc.sla());
        }
        judge(cx, j.workload, j);
    }
    return out;
}

Result<Judged> judgeOne(const JudgeContext& cx, const GpuSpec& gpu, const Workload& w, std::optional<double> rateRps)
{
    Judged j;
    j.gpu = &gpu;
    j.workload = w;
    if (rateRps) {
        WG_TRY(curve, cachedCurve(cx.cache, cx.predictor, cx.scenario.llm, gpu, w));
        j.curve = std::move(curve).value();
        WG_TRY(p, served(cx, *j.curve, *rateRps));
        j.prediction = std::move(p).value();
        j.maxRateRps = maxSustainableRateOnCurve(*j.curve, cx.scenario.sla());
    } else {
        WG_TRY(p, cachedPrediction(cx.cache, cx.predictor, cx.scenario.llm, gpu, w));
        j.prediction = std::move(p).value();
    }
    if (rateRps && rateRps != cx.scenario.rateRps()) {
        Scenario at = cx.scenario;
        at.load = RequestRate{*rateRps};
        judge(JudgeContext{cx.predictor, at, cx.idleOverridesW, cx.cache}, w, j);
    } else {
        judge(cx, w, j);
    }
    return j;
}

std::size_t chooseWithinType(const std::vector<Judged>& js, std::size_t first, std::size_t last, bool hasSla)
{
    std::optional<std::size_t> best;
    if (!hasSla) {
        for (std::size_t i = first; i < last; ++i)
            if (js[i].meets)
                return i;
    }
    for (std::size_t i = first; i < last; ++i)
        if (js[i].meets && (!best || js[i].objectiveValue < js[*best].objectiveValue))
            best = i;
    if (best)
        return *best;
    // Unpriced under the cost objective (meets the SLA, but no all-in cost to rank it by): the
    // count with the least energy per token, as the default objective would choose, rather than
    // the fastest count of a GPU that merely lacks a price.
    for (std::size_t i = first; i < last; ++i)
        if (js[i].reason == LossReason::Unpriced
            && (!best || js[i].prediction.energyPerTokenJ < js[*best].prediction.energyPerTokenJ))
            best = i;
    if (best)
        return *best;
    for (std::size_t i = first; i < last; ++i) {
        const Judged& j = js[i];
        if (!j.prediction.fitsMemory)
            continue;
        if (!best) {
            best = i;
            continue;
        }
        const Judged& b = js[*best];
        const bool closer = j.curve ? j.maxRateRps > b.maxRateRps : j.prediction.itlMs < b.prediction.itlMs;
        if (closer)
            best = i;
    }
    return best ? *best : last - 1;
}

} // namespace wattgpu::detail
