#include "core/plan/server.h"

#include "core/features/features.h"
#include "core/features/physics.h"
#include "core/plan/economics.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace wattgpu {

double idlePowerW(const GpuSpec& gpu, const std::map<std::string, double>& overridesW)
{
    if (auto it = overridesW.find(gpu.id); it != overridesW.end() && it->second >= 0)
        return it->second;
    return kIdleFractionOfTdp * tdpOrEstimateW(gpu);
}

namespace {

// Prediction at a fractional concurrency: linear between the neighbouring integer batches.
Result<Prediction> predictAt(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu, Workload w, double b)
{
    b = std::max(1.0, b);
    w.batch = static_cast<int>(std::floor(b));
    WG_TRY(low, p.predict(llm, gpu, w));
    Prediction lo = std::move(low).value();
    const double f = b - w.batch;
    if (f < 1e-9)
        return lo;
    w.batch += 1;
    WG_TRY(high, p.predict(llm, gpu, w));
    const Prediction& hi = high.value();
    auto mix = [f](double a, double c) { return a + f * (c - a); };
    lo.itlMs = mix(lo.itlMs, hi.itlMs);
    lo.itlMsLow = mix(lo.itlMsLow, hi.itlMsLow);
    lo.itlMsHigh = mix(lo.itlMsHigh, hi.itlMsHigh);
    lo.powerW = mix(lo.powerW, hi.powerW);
    lo.powerPerGpuW = mix(lo.powerPerGpuW, hi.powerPerGpuW);
    lo.powerWLow = mix(lo.powerWLow, hi.powerWLow);
    lo.powerWHigh = mix(lo.powerWHigh, hi.powerWHigh);
    lo.fitsMemory = lo.fitsMemory && hi.fitsMemory;
    return lo;
}

double ttftSeconds(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w)
{
    Workload one = w;
    one.batch = 1;
    const GpuRates rates = gpuRates(gpu, w.precision);
    const double n = std::max(1, w.numGpus);
    const double flops = 2.0 * llm.activeBParams * 1e9 * std::max(1, w.promptLen);
    const double compute = flops / (n * rates.tensorTflops * 1e12 * kPrefillEfficiency);
    const double stream = weightBytes(llm, w.precision) / (n * rates.bandwidthGbS * 1e9);
    return std::max(compute, stream) + kPerLayerOverheadS * llm.numLayers;
}

} // namespace

Result<ServerResult> predictServer(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu, const Workload& w,
                                   double rateRps, const std::map<std::string, double>& idleOverridesW)
{
    ServerResult r;
    r.rateRps = std::max(0.0, rateRps);
    const double n = std::max(1, w.numGpus);
    const double ttft = ttftSeconds(llm, gpu, w);
    r.ttftMs = ttft * 1e3;
    const MemoryFit fit = memoryFit(llm, gpu, [&] {
        Workload one = w;
        one.batch = 1;
        return one;
    }());
    const double maxBatch = fit.weightsFit ? std::max(1, fit.maxBatch) : 0;
    r.fitsMemory = fit.weightsFit;

    // Fixed point of B = λ (TTFT + O · ITL(B)); ITL rises with B, so the iteration is monotone.
    double b = 0;
    WG_TRY(first, predictAt(p, llm, gpu, w, 1.0));
    Prediction at = std::move(first).value();
    for (int i = 0; i < 200; ++i) {
        WG_TRY(step, predictAt(p, llm, gpu, w, std::max(1.0, b)));
        at = std::move(step).value();
        const double next = r.rateRps * (ttft + w.outputLen * at.itlMs / 1e3);
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
    WG_TRY(busy, predictAt(p, llm, gpu, w, busyConcurrency));
    at = std::move(busy).value();
    r.atConcurrency = at;
    r.itlMs = at.itlMs;
    r.itlMsLow = at.itlMsLow;
    r.itlMsHigh = at.itlMsHigh;
    r.idlePowerW = idlePowerW(gpu, idleOverridesW) * n;
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

Result<double> maxSustainableRateRps(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu, const Workload& w,
                                     double slaItlMs)
{
    const MemoryFit fit = memoryFit(llm, gpu, [&] {
        Workload one = w;
        one.batch = 1;
        return one;
    }());
    if (!fit.weightsFit || fit.maxBatch < 1)
        return 0.0;
    Workload q = w;
    q.batch = 1;
    WG_TRY(single, p.predict(llm, gpu, q));
    if (single->itlMs > slaItlMs)
        return 0.0;
    // The best rate over every concurrency whose ITL meets the SLA: Little's law gives B / (TTFT + O ITL(B)),
    // which need not peak at the largest feasible B. Scanning all of them keeps the answer monotone in the SLA.
    const int maxBatch = std::min(fit.maxBatch, 4096);
    std::vector<Query> qs;
    for (int b = 1; b <= maxBatch; ++b) {
        q.batch = b;
        qs.push_back(Query{&llm, &gpu, q});
    }
    WG_TRY(predicted, p.predictMany(qs));
    const auto& preds = predicted.value();
    const double ttft = ttftSeconds(llm, gpu, w);
    double best = 0;
    for (int b = 1; b <= maxBatch; ++b) {
        const double itlMs = preds[static_cast<std::size_t>(b - 1)].itlMs;
        if (itlMs <= slaItlMs)
            best = std::max(best, b / (ttft + w.outputLen * itlMs / 1e3));
    }
    return best;
}

std::optional<double> fleetHardwareUsdPerDay(const Economics& econ, const std::string& gpuId, int gpus)
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
    return usdPerGpuDay * gpus;
}

Result<CapacityPlan> planCapacity(const Predictor& p, const LlmSpec& llm, const std::vector<const GpuSpec*>& gpus,
                                  Workload w, double targetRateRps, double slaItlMs, const Economics& econ)
{
    CapacityPlan plan;
    plan.targetRateRps = targetRateRps;
    plan.slaItlMs = slaItlMs;
    for (const GpuSpec* g : gpus) {
        CapacityRow row;
        row.gpuId = g->id;
        Workload wg = w;
        wg.batch = 1;
        const int n = smallestFittingGpuCount(llm, *g, wg);
        if (n == 0) {
            row.reason = "does not fit on 8 GPUs";
            plan.rows.push_back(row);
            continue;
        }
        wg.numGpus = std::max(n, w.numGpus);
        row.gpusPerReplica = wg.numGpus;
        WG_TRY(maxRate, maxSustainableRateRps(p, llm, *g, wg, slaItlMs));
        row.maxRatePerReplicaRps = *maxRate;
        if (row.maxRatePerReplicaRps <= 0) {
            row.reason = "ITL above the SLA even at one request";
            plan.rows.push_back(row);
            continue;
        }
        // Keep each replica a little below its limit: the fixed point is steep near saturation.
        row.replicas = std::max(1, static_cast<int>(std::ceil(targetRateRps / (0.95 * row.maxRatePerReplicaRps))));
        row.totalGpus = row.replicas * row.gpusPerReplica;
        WG_TRY(served, predictServer(p, llm, *g, wg, targetRateRps / row.replicas));
        const ServerResult& s = served.value();
        row.fleetPowerW = s.meanPowerW * row.replicas;
        row.energyPerDayKwh = row.fleetPowerW * 24.0 / 1000.0;
        row.energyPerTokenJ = targetRateRps > 0 ? row.fleetPowerW / (targetRateRps * w.outputLen) : 0;
        row.ttftMs = s.ttftMs;
        row.itlMs = s.itlMs;
        const double facilityKwhPerDay = row.energyPerDayKwh * econ.pue;
        row.electricityUsdPerDay = facilityKwhPerDay * econ.electricityUsdPerKwh;
        row.co2KgPerDay = facilityKwhPerDay * econ.gridGco2PerKwh / 1000.0;
        row.hardwareUsdPerDay = fleetHardwareUsdPerDay(econ, g->id, row.totalGpus);
        row.usdPerDay = row.electricityUsdPerDay + row.hardwareUsdPerDay.value_or(0.0);
        plan.rows.push_back(row);
    }
    std::stable_sort(plan.rows.begin(), plan.rows.end(), [](const CapacityRow& a, const CapacityRow& b) {
        if ((a.replicas > 0) != (b.replicas > 0))
            return a.replicas > 0;
        return a.energyPerDayKwh < b.energyPerDayKwh;
    });
    const CapacityRow* fewest = nullptr;
    const CapacityRow* cheapest = nullptr;
    for (const auto& r : plan.rows)
        if (r.replicas > 0) {
            if (!plan.lowestEnergyGpu)
                plan.lowestEnergyGpu = r.gpuId;
            if (!fewest || r.totalGpus < fewest->totalGpus)
                fewest = &r;
            // With hardware prices for some GPUs only, a GPU without one would look cheap for
            // lack of a price: only priced fleets compete then.
            const bool priced = !hasHardwareCost(econ) || r.hardwareUsdPerDay.has_value();
            if (priced && (!cheapest || r.usdPerDay < cheapest->usdPerDay))
                cheapest = &r;
        }
    if (fewest)
        plan.fewestGpus = fewest->gpuId;
    if (cheapest)
        plan.cheapestGpu = cheapest->gpuId;
    return plan;
}

} // namespace wattgpu
