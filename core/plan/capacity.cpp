#include "core/plan/capacity.h"

#include "core/plan/budget.h"
#include "core/plan/deployment.h"
#include "core/plan/economics.h"
#include "core/plan/server.h"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <limits>

namespace wattgpu {

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
    const Sla sla{slaItlMs, opt.slaTtftMs, opt.confidence};
    row.maxRatePerReplicaRps = maxSustainableRateOnCurve(c, sla);
    if (row.maxRatePerReplicaRps <= 0) {
        // ITL is tested at one request in service; TTFT at any rate, however low.
        Sla itlOnly = sla;
        itlOnly.ttftMs.reset();
        row.missedLimits.itl = maxSustainableRateOnCurve(c, itlOnly) <= 0;
        row.missedLimits.ttft = !row.missedLimits.itl;
        row.reason = row.missedLimits.itl ? "ITL above the SLA even at one request"
                                          : "TTFT above the SLA at every rate, however low";
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
        const SlaLimits missed = slaMisses(s.atConcurrency, sla);
        if (s.stable && !missed.any())
            break;
        if (tries >= 8 || n >= kMaxReplicas) {
            row.missedLimits = missed.any() ? missed : SlaLimits{true, false};
            row.reason = std::string(row.missedLimits.ttft && !row.missedLimits.itl ? "TTFT" : "ITL")
                + " above the SLA at every replica count tried";
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
    row.ttftMsHigh = s.atConcurrency.ttftMsHigh;
    row.itlMs = s.itlMs;
    row.itlMsHigh = s.itlMsHigh;
    row.riskLimits = slaRisks(s.atConcurrency, sla);
    row.atRisk = row.riskLimits.any();
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

// betterFleet, a fleet the budget admits first (the budget's one test, holdFleet).
bool betterFleetWithin(const CapacityRow& a, const CapacityRow& b, const GpuSpec& g, const Workload& w,
                       const std::optional<PowerBudget>& budget)
{
    if (budget && a.replicas > 0 && b.replicas > 0) {
        const bool ia = holdFleet(g, a.totalGpus, a.fleetPowerW, w, *budget).withinBudget;
        const bool ib = holdFleet(g, b.totalGpus, b.fleetPowerW, w, *budget).withinBudget;
        if (ia != ib)
            return ia;
    }
    return betterFleet(a, b);
}

} // namespace

Result<std::vector<std::shared_ptr<const ConcurrencyCurve>>> deploymentCurves(const Predictor& p, const LlmSpec& llm,
                                                                              const std::vector<CurveRequest>& requests,
                                                                              const Workload& w, PredictionCache* cache)
{
    std::vector<std::shared_ptr<const ConcurrencyCurve>> curves(requests.size());
    std::vector<ConcurrencyCurve> missing;
    std::vector<std::size_t> missingAt;
    std::vector<Query> qs;
    for (std::size_t i = 0; i < requests.size(); ++i) {
        Workload wc = w;
        wc.numGpus = requests[i].gpusPerReplica;
        curves[i] = cache ? cache->find(p, llm, *requests[i].gpu, wc) : nullptr;
        if (!curves[i]) {
            missing.push_back(curveSkeleton(llm, *requests[i].gpu, wc));
            missingAt.push_back(i);
            appendCurveQueries(llm, missing.back(), qs);
        }
    }
    WG_TRY(predicted, p.predictMany(qs));
    std::size_t k = 0;
    for (std::size_t m = 0; m < missing.size(); ++m) {
        ConcurrencyCurve& c = missing[m];
        c.at.assign(std::make_move_iterator(predicted->begin() + static_cast<std::ptrdiff_t>(k)),
                    std::make_move_iterator(predicted->begin() + static_cast<std::ptrdiff_t>(k + c.batches.size())));
        k += c.batches.size();
        auto shared = std::make_shared<const ConcurrencyCurve>(std::move(c));
        if (cache)
            cache->insert(p, llm, shared);
        curves[missingAt[m]] = std::move(shared);
    }
    return curves;
}

Result<CapacityPlan> planCapacity(const Predictor& p, const LlmSpec& llm, const std::vector<const GpuSpec*>& gpus,
                                  Workload w, double targetRateRps, double slaItlMs, const Economics& econ,
                                  const CapacityOptions& opt)
{
    if (!rateInRange(targetRateRps))
        return rateOutOfRange(targetRateRps);
    CapacityPlan plan;
    plan.targetRateRps = targetRateRps;
    plan.slaItlMs = slaItlMs;
    plan.slaTtftMs = Sla{slaItlMs, opt.slaTtftMs, opt.confidence}.hasTtftLimit() ? opt.slaTtftMs : std::nullopt;
    plan.rateHeadroom = kRateHeadroom;
    std::vector<CurveRequest> deps;
    for (const GpuSpec* g : gpus)
        if (g)
            for (int count : candidateGpuCounts(*g, opt.gpuCounts, w.numGpus, llm, &w))
                deps.push_back(CurveRequest{g, count});
    WG_TRY(curves, deploymentCurves(p, llm, deps, w, opt.cache));
    std::size_t i = 0;
    while (i < deps.size()) {
        std::optional<CapacityRow> best;
        const GpuSpec* g = deps[i].gpu;
        for (; i < deps.size() && deps[i].gpu == g; ++i) {
            const ConcurrencyCurve& curve = *curves.value()[i];
            WG_TRY(row, fleetRow(curve, deps[i].gpusPerReplica, targetRateRps, slaItlMs, econ, opt));
            // A deployment no serving engine runs (context, heads over the GPUs) has no fleet.
            if (auto why = whyNotRunnable(llm, *g, curve.workload)) {
                row.value() = CapacityRow{};
                row->gpuId = g->id;
                row->gpusPerReplica = deps[i].gpusPerReplica;
                row->reason = *why;
                row->reasonCode = "does_not_fit";
            }
            if (opt.gpuCounts == GpuCountMode::AllCounts)
                plan.rows.push_back(row.value());
            else if (!best || betterFleetWithin(row.value(), *best, *g, w, opt.budget))
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
