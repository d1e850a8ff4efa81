#include "core/plan/server.h"

#include "core/features/features.h"
#include "core/features/physics.h"
#include "core/plan/economics.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace wattgpu {

double idlePowerW(const GpuSpec& gpu, const std::map<std::string, double>& overridesW)
{
    if (auto it = overridesW.find(gpu.id); it != overridesW.end() && it->second >= 0)
        return it->second;
    return kIdleFractionOfTdp * tdpOrEstimateW(gpu);
}

namespace {

double ttftSeconds(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w)
{
    const GpuRates rates = gpuRates(gpu, w.precision);
    const double n = std::max(1, w.numGpus);
    const double flops = 2.0 * llm.activeBParams * 1e9 * std::max(1, w.promptLen);
    const double compute = flops / (n * rates.tensorTflops * 1e12 * kPrefillEfficiency);
    const double stream = weightBytes(llm, w.precision) / (n * rates.bandwidthGbS * 1e9);
    return std::max(compute, stream) + kPerLayerOverheadS * llm.numLayers;
}

// Where a fractional concurrency b falls on the curve's grid: the grid points around it and the
// fraction of the way from the lower to the upper one. Below the grid both are the first point,
// beyond it both are the last.
struct Bracket {
    std::size_t lo = 0, hi = 0;
    double f = 0;
};

Bracket bracket(const ConcurrencyCurve& c, double b)
{
    b = std::max(1.0, b);
    const auto& xs = c.batches;
    std::size_t hi = 0;
    while (hi < xs.size() && xs[hi] < b)
        ++hi;
    if (hi == 0)
        return {0, 0, 0};
    if (hi == xs.size())
        return {hi - 1, hi - 1, 0};
    const double f = (b - xs[hi - 1]) / static_cast<double>(xs[hi] - xs[hi - 1]);
    return f < 1e-12 ? Bracket{hi - 1, hi - 1, 0} : Bracket{hi - 1, hi, f};
}

// The curve's prediction at a fractional concurrency b: linear between the grid points around it
// (the last point beyond the grid).
Prediction curveAt(const ConcurrencyCurve& c, double b)
{
    const Bracket k = bracket(c, b);
    Prediction lo = c.at[k.lo];
    if (k.lo == k.hi)
        return lo;
    const Prediction& up = c.at[k.hi];
    auto mix = [f = k.f](double a, double d) { return a + f * (d - a); };
    lo.itlMs = mix(lo.itlMs, up.itlMs);
    lo.itlMsLow = mix(lo.itlMsLow, up.itlMsLow);
    lo.itlMsHigh = mix(lo.itlMsHigh, up.itlMsHigh);
    lo.powerW = mix(lo.powerW, up.powerW);
    lo.powerPerGpuW = mix(lo.powerPerGpuW, up.powerPerGpuW);
    lo.powerWLow = mix(lo.powerWLow, up.powerWLow);
    lo.powerWHigh = mix(lo.powerWHigh, up.powerWHigh);
    lo.fitsMemory = lo.fitsMemory && up.fitsMemory;
    return lo;
}

// The curve's ITL at a fractional concurrency b, as curveAt computes it (no Prediction copied):
// the fixed-point iteration asks for it up to 200 times per rate.
double itlAt(const ConcurrencyCurve& c, double b)
{
    const Bracket k = bracket(c, b);
    const double lo = c.at[k.lo].itlMs;
    return lo + k.f * (c.at[k.hi].itlMs - lo);
}

Error badRate(double rateRps)
{
    char buf[160];
    std::snprintf(buf, sizeof buf, "request rate %g req/s is outside %g..%g req/s", rateRps, kMinRateRps, kMaxRateRps);
    return makeError(ErrorCode::BadValue, {}, 0, "rate", buf);
}

bool rateInRange(double rateRps) { return std::isfinite(rateRps) && rateRps >= kMinRateRps && rateRps <= kMaxRateRps; }

} // namespace

std::vector<int> curveBatches(int maxBatch)
{
    std::vector<int> out;
    const int top = std::clamp(maxBatch, 1, 4096);
    for (int b = 1; b <= std::min(8, top); ++b)
        out.push_back(b);
    double x = 8;
    while (out.back() < top) {
        x *= 1.25;
        const int b = std::min(top, static_cast<int>(std::ceil(x)));
        if (b > out.back())
            out.push_back(b);
    }
    return out;
}

ConcurrencyCurve curveSkeleton(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w)
{
    ConcurrencyCurve c;
    c.gpu = &gpu;
    c.workload = w;
    c.workload.batch = 1;
    const MemoryFit fit = memoryFit(llm, gpu, c.workload);
    c.weightsFit = fit.weightsFit;
    c.maxBatch = fit.weightsFit ? std::max(0, fit.maxBatch) : 0;
    c.ttftS = ttftSeconds(llm, gpu, c.workload);
    // A replica whose cache holds no sequence is still predicted at batch 1 (the fit says why it fails).
    c.batches = curveBatches(std::max(1, c.maxBatch));
    return c;
}

void appendCurveQueries(const LlmSpec& llm, const ConcurrencyCurve& c, std::vector<Query>& qs)
{
    for (int b : c.batches) {
        Workload q = c.workload;
        q.batch = b;
        qs.push_back(Query{&llm, c.gpu, q});
    }
}

Result<ConcurrencyCurve> concurrencyCurve(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu, const Workload& w)
{
    ConcurrencyCurve c = curveSkeleton(llm, gpu, w);
    std::vector<Query> qs;
    appendCurveQueries(llm, c, qs);
    WG_TRY(predicted, p.predictMany(qs));
    c.at = std::move(predicted).value();
    return c;
}

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
               batch};
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

Result<ServerResult> serveOnCurve(const ConcurrencyCurve& c, double rateRps,
                                  const std::map<std::string, double>& idleOverridesW)
{
    if (!rateInRange(rateRps))
        return badRate(rateRps);
    const Workload& w = c.workload;
    ServerResult r;
    r.rateRps = rateRps;
    const double n = std::max(1, w.numGpus);
    r.ttftMs = c.ttftS * 1e3;
    const double maxBatch = c.weightsFit ? std::max(1, c.maxBatch) : 0;
    r.fitsMemory = c.weightsFit;

    // Fixed point of B = λ (TTFT + O · ITL(B)); ITL rises with B, so the iteration is monotone.
    double b = 0;
    for (int i = 0; i < 200; ++i) {
        const double next = r.rateRps * (c.ttftS + w.outputLen * itlAt(c, b) / 1e3);
        if (!std::isfinite(next)) {
            r.stable = false;
            break;
        }
        if (std::abs(next - b) <= 1e-6 * std::max(1.0, b)) {
            b = next;
            break;
        }
        b = next;
        if (b > std::max(1.0, maxBatch) * 4) {
            r.stable = false;
            break;
        }
    }
    if (maxBatch > 0 && b > maxBatch)
        r.stable = false;
    r.meanConcurrency = b;
    r.busyFraction = 1.0 - std::exp(-b);
    // While busy, the number in service is Poisson(B) conditioned on ≥ 1: mean B / busy.
    const double busyConcurrency = r.busyFraction > 0 ? std::max(1.0, b / r.busyFraction) : 1.0;
    const Prediction at = curveAt(c, busyConcurrency);
    r.atConcurrency = at;
    r.itlMs = at.itlMs;
    r.itlMsLow = at.itlMsLow;
    r.itlMsHigh = at.itlMsHigh;
    r.idlePowerW = idlePowerW(*c.gpu, idleOverridesW) * n;
    r.activePowerW = std::max(r.idlePowerW, at.powerW);
    auto mean = [&](double active) {
        return r.idlePowerW + r.busyFraction * (std::max(r.idlePowerW, active) - r.idlePowerW);
    };
    r.meanPowerW = mean(at.powerW);
    r.meanPowerWLow = mean(at.powerWLow);
    r.meanPowerWHigh = mean(at.powerWHigh);
    r.throughputTokS = r.rateRps * w.outputLen;
    r.energyPerTokenJ = r.throughputTokS > 0 ? r.meanPowerW / r.throughputTokS : 0;
    return r;
}

Result<ServerResult> predictServer(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu, const Workload& w,
                                   double rateRps, const std::map<std::string, double>& idleOverridesW)
{
    if (!rateInRange(rateRps))
        return badRate(rateRps);
    WG_TRY(curve, concurrencyCurve(p, llm, gpu, w));
    return serveOnCurve(curve.value(), rateRps, idleOverridesW);
}

double maxSustainableRateOnCurve(const ConcurrencyCurve& c, double slaItlMs, SlaConfidence confidence)
{
    if (!c.weightsFit || c.maxBatch < 1 || c.at.empty())
        return 0.0;
    const auto itl = [confidence](const Prediction& p) { return slaTestedItlMs(p, confidence); };
    if (itl(c.at.front()) > slaItlMs)
        return 0.0;
    // The best rate over every concurrency whose ITL meets the SLA: Little's law gives
    // B / (TTFT + O ITL(B)), which need not peak at the largest feasible B. Between grid points ITL
    // is linear, where the rate rises with B, so each segment's best is its end or the point where
    // ITL reaches the SLA. The feasible set only grows with the SLA: the answer is monotone in it.
    const double o = c.workload.outputLen;
    const auto rateAt = [&](double b, double itlMs) { return b / (c.ttftS + o * itlMs / 1e3); };
    double best = rateAt(1.0, itl(c.at.front()));
    for (std::size_t i = 1; i < c.batches.size(); ++i) {
        const double x0 = c.batches[i - 1], x1 = c.batches[i];
        const double y0 = itl(c.at[i - 1]), y1 = itl(c.at[i]);
        if (y1 <= slaItlMs) {
            best = std::max(best, rateAt(x1, y1));
        } else if (y0 <= slaItlMs) {
            const double f = y1 > y0 ? (slaItlMs - y0) / (y1 - y0) : 0.0;
            best = std::max(best, rateAt(x0 + f * (x1 - x0), slaItlMs));
        }
    }
    return std::isfinite(best) ? best : 0.0;
}

Result<double> maxSustainableRateRps(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu, const Workload& w,
                                     double slaItlMs, SlaConfidence confidence)
{
    const ConcurrencyCurve skeleton = curveSkeleton(llm, gpu, w);
    if (!skeleton.weightsFit || skeleton.maxBatch < 1)
        return 0.0;
    WG_TRY(curve, concurrencyCurve(p, llm, gpu, w));
    return maxSustainableRateOnCurve(curve.value(), slaItlMs, confidence);
}

std::optional<double> fleetHardwareUsdPerDay(const Economics& econ, const std::string& gpuId, long long gpus)
{
    double usdPerGpuDay = 0;
    if (const auto it = econ.usdPerGpuHourByGpu.find(gpuId); it != econ.usdPerGpuHourByGpu.end())
        usdPerGpuDay = it->second * 24.0;
    else if (econ.usdPerGpuHour)
        usdPerGpuDay = *econ.usdPerGpuHour * 24.0;
    else if (econ.gpuPurchaseUsd)
        usdPerGpuDay = econ.gpuLifetimeYears > 0 ? *econ.gpuPurchaseUsd / (econ.gpuLifetimeYears * kHoursPerYear / 24.0)
                                                 : std::numeric_limits<double>::infinity();
    else
        return std::nullopt;
    return usdPerGpuDay * static_cast<double>(gpus);
}

namespace {

bool allFinite(std::initializer_list<double> xs)
{
    for (double x : xs)
        if (!std::isfinite(x))
            return false;
    return true;
}

// One fleet of `count`-GPU replicas for the target rate; replicas == 0 with a reason when none.
Result<CapacityRow> fleetRow(const ConcurrencyCurve& c, int count, double targetRateRps, double slaItlMs,
                             const Economics& econ, const CapacityOptions& opt)
{
    CapacityRow row;
    row.gpuId = c.gpu->id;
    row.gpusPerReplica = count;
    const Workload& w = c.workload;
    if (!c.weightsFit || c.maxBatch < 1) {
        row.reason = "does not fit with " + std::to_string(count) + " GPUs per replica";
        row.reasonCode = "does_not_fit";
        return row;
    }
    row.maxRatePerReplicaRps = maxSustainableRateOnCurve(c, slaItlMs, opt.confidence);
    if (row.maxRatePerReplicaRps <= 0) {
        row.reason = "ITL above the SLA even at one request";
        row.reasonCode = "misses_sla";
        return row;
    }
    const auto replicas = replicasForRate(targetRateRps, row.maxRatePerReplicaRps);
    if (!replicas) {
        row.reason = "needs more than " + std::to_string(kMaxReplicas) + " replicas";
        row.reasonCode = "too_many_replicas";
        return row;
    }
    // The share of each replica must meet the SLA as the banner tests it; the interpolated curve
    // can disagree with the scan near its end, so add replicas until it does (a few at most).
    long long n = *replicas;
    ServerResult s;
    for (int tries = 0;; ++tries) {
        WG_TRY(served, serveOnCurve(c, targetRateRps / static_cast<double>(n), opt.idleOverridesW));
        s = served.value();
        if (s.stable && slaTestedItlMs(s.atConcurrency, opt.confidence) <= slaItlMs)
            break;
        if (tries >= 8 || n >= kMaxReplicas) {
            row.reason = "ITL above the SLA at every replica count tried";
            row.reasonCode = "misses_sla";
            return row;
        }
        ++n;
    }
    row.replicas = n;
    row.totalGpus = n * count;
    row.fleetPowerW = s.meanPowerW * static_cast<double>(n);
    row.energyPerDayKwh = row.fleetPowerW * 24.0 / 1000.0;
    row.energyPerTokenJ = row.fleetPowerW / (targetRateRps * w.outputLen);
    row.ttftMs = s.ttftMs;
    row.itlMs = s.itlMs;
    row.itlMsHigh = s.itlMsHigh;
    row.atRisk = s.itlMsHigh > slaItlMs;
    const double facilityKwhPerDay = row.energyPerDayKwh * econ.pue;
    row.electricityUsdPerDay = facilityKwhPerDay * econ.electricityUsdPerKwh;
    row.co2KgPerDay = facilityKwhPerDay * econ.gridGco2PerKwh / 1000.0;
    row.hardwareUsdPerDay = fleetHardwareUsdPerDay(econ, row.gpuId, row.totalGpus);
    row.usdPerDay = row.electricityUsdPerDay + row.hardwareUsdPerDay.value_or(0.0);
    if (!allFinite({row.fleetPowerW, row.energyPerDayKwh, row.energyPerTokenJ, row.usdPerDay, row.co2KgPerDay,
                    row.ttftMs, row.itlMs})) {
        CapacityRow bad;
        bad.gpuId = row.gpuId;
        bad.gpusPerReplica = count;
        bad.maxRatePerReplicaRps = row.maxRatePerReplicaRps;
        bad.reason = "a figure of this fleet is not finite (check the economics inputs)";
        bad.reasonCode = "not_finite";
        return bad;
    }
    return row;
}

bool betterFleet(const CapacityRow& a, const CapacityRow& b)
{
    if ((a.replicas > 0) != (b.replicas > 0))
        return a.replicas > 0;
    if (a.replicas == 0)
        return a.gpusPerReplica > b.gpusPerReplica; // the largest count tried says the most
    if (a.energyPerDayKwh != b.energyPerDayKwh)
        return a.energyPerDayKwh < b.energyPerDayKwh;
    return a.totalGpus < b.totalGpus;
}

} // namespace

Result<CapacityPlan> planCapacity(const Predictor& p, const LlmSpec& llm, const std::vector<const GpuSpec*>& gpus,
                                  Workload w, double targetRateRps, double slaItlMs, const Economics& econ,
                                  const CapacityOptions& opt)
{
    if (!rateInRange(targetRateRps))
        return badRate(targetRateRps);
    CapacityPlan plan;
    plan.targetRateRps = targetRateRps;
    plan.slaItlMs = slaItlMs;
    plan.rateHeadroom = kRateHeadroom;
    // Every deployment's curve (those the cache lacks) in one predictMany call.
    struct Deployment {
        const GpuSpec* gpu;
        int count;
        std::shared_ptr<const ConcurrencyCurve> curve;
    };
    std::vector<Deployment> deps;
    std::vector<ConcurrencyCurve> missing;
    std::vector<std::size_t> missingDep;
    std::vector<Query> qs;
    for (const GpuSpec* g : gpus) {
        if (!g)
            continue;
        for (int count : candidateGpuCounts(*g, opt.gpuCounts, w.numGpus, llm)) {
            Workload wc = w;
            wc.numGpus = count;
            auto hit = opt.cache ? opt.cache->find(p, llm, *g, wc) : nullptr;
            if (!hit) {
                missing.push_back(curveSkeleton(llm, *g, wc));
                missingDep.push_back(deps.size());
                appendCurveQueries(llm, missing.back(), qs);
            }
            deps.push_back(Deployment{g, count, std::move(hit)});
        }
    }
    WG_TRY(predicted, p.predictMany(qs));
    std::size_t k = 0;
    for (std::size_t m = 0; m < missing.size(); ++m) {
        ConcurrencyCurve& c = missing[m];
        c.at.assign(predicted->begin() + static_cast<std::ptrdiff_t>(k),
                    predicted->begin() + static_cast<std::ptrdiff_t>(k + c.batches.size()));
        k += c.batches.size();
        auto shared = std::make_shared<const ConcurrencyCurve>(std::move(c));
        if (opt.cache)
            opt.cache->insert(p, llm, shared);
        deps[missingDep[m]].curve = std::move(shared);
    }
    std::size_t i = 0;
    while (i < deps.size()) {
        std::optional<CapacityRow> best;
        const GpuSpec* g = deps[i].gpu;
        for (; i < deps.size() && deps[i].gpu == g; ++i) {
            WG_TRY(row, fleetRow(*deps[i].curve, deps[i].count, targetRateRps, slaItlMs, econ, opt));
            // A deployment no serving engine runs (context, heads over the GPUs) has no fleet.
            if (auto why = whyNotRunnable(llm, *g, deps[i].curve->workload)) {
                row.value() = CapacityRow{};
                row->gpuId = g->id;
                row->gpusPerReplica = deps[i].count;
                row->reason = *why;
                row->reasonCode = "does_not_fit";
            }
            if (opt.gpuCounts == GpuCountMode::AllCounts)
                plan.rows.push_back(row.value());
            else if (!best || betterFleet(row.value(), *best))
                best = row.value();
        }
        if (best)
            plan.rows.push_back(*best);
    }
    std::stable_sort(plan.rows.begin(), plan.rows.end(), [](const CapacityRow& a, const CapacityRow& b) {
        if ((a.replicas > 0) != (b.replicas > 0))
            return a.replicas > 0;
        return a.energyPerDayKwh < b.energyPerDayKwh;
    });
    for (std::size_t r = 0; r < plan.rows.size(); ++r) {
        const CapacityRow& row = plan.rows[r];
        if (row.replicas <= 0)
            continue;
        if (!plan.lowestEnergyRow)
            plan.lowestEnergyRow = r;
        if (!plan.fewestGpusRow || row.totalGpus < plan.rows[*plan.fewestGpusRow].totalGpus)
            plan.fewestGpusRow = r;
        // With hardware prices for some GPUs only, a GPU without one would look cheap for
        // lack of a price: only priced fleets compete then.
        const bool priced = !hasHardwareCost(econ) || row.hardwareUsdPerDay.has_value();
        if (priced && (!plan.cheapestRow || row.usdPerDay < plan.rows[*plan.cheapestRow].usdPerDay))
            plan.cheapestRow = r;
    }
    if (plan.lowestEnergyRow)
        plan.lowestEnergyGpu = plan.rows[*plan.lowestEnergyRow].gpuId;
    if (plan.fewestGpusRow)
        plan.fewestGpus = plan.rows[*plan.fewestGpusRow].gpuId;
    if (plan.cheapestRow)
        plan.cheapestGpu = plan.rows[*plan.cheapestRow].gpuId;
    return plan;
}

} // namespace wattgpu
