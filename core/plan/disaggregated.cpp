#include "core/plan/disaggregated.h"

#include "core/features/physics.h"
#include "core/plan/deployment.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <limits>

namespace wattgpu {

namespace {

constexpr int kMaxWorkers = 100'000; // per pool; beyond it the plan is not feasible

// Of two plans for one service: the one meeting the SLA, else the feasible one, else less energy per token.
bool betterPlan(const DisaggregatedPlan& a, const DisaggregatedPlan& b)
{
    if (a.meetsSla != b.meetsSla)
        return a.meetsSla;
    if (a.feasible != b.feasible)
        return a.feasible;
    return a.energyPerTokenJ < b.energyPerTokenJ;
}

std::string poolText(const PoolLayout& pool, char role)
{
    return std::to_string(pool.workers) + role + "(" + deploymentLabel(*pool.gpu, pool.gpusPerWorker) + ")";
}

// Prefill of one request on an idle prefill worker, ms (point, low, high): the curve's TTFT at one
// request in service, which is its prompt's prefill and nothing queued before it.
struct Span {
    double ms = 0, low = 0, high = 0;
};
Span prefillOne(const ConcurrencyCurve& c)
{
    const Prediction& one = c.at.front();
    return {one.ttftMs, one.ttftMsLow, one.ttftMsHigh};
}

// The most compute-bound point of a curve (its largest concurrency): what a prefill worker's GPUs
// draw while prefilling, W (point, low, high). No prefill-only power was measured; a prompt's
// tokens keep the tensor cores busier than any decode batch, so this is a floor on the busy draw.
Span prefillBusyPowerW(const ConcurrencyCurve& c)
{
    const Prediction& top = c.at.back();
    return {top.powerW, top.powerWLow, top.powerWHigh};
}

// Requests in decode on one decode worker offered `rateRps`: B = rate x output tokens x gap(B),
// by bisection (the gap grows with B). nullopt when the worker cannot keep up within its KV cache.
std::optional<double> decodeConcurrency(const ConcurrencyCurve& c, double rateRps)
{
    const double tokens = std::max(1, c.workload.outputLen);
    auto excess = [&](double b) { return rateRps * tokens * curveAt(c, b).meanTpotMs / 1e3 - b; };
    const double top = std::max(1, c.maxBatch);
    if (excess(top) > 0)
        return std::nullopt;
    if (excess(1.0) <= 0)
        return std::max(rateRps * tokens * c.at.front().meanTpotMs / 1e3, 1e-9);
    double lo = 1.0, hi = top;
    for (int i = 0; i < 60 && hi - lo > 1e-6; ++i) {
        const double mid = 0.5 * (lo + hi);
        (excess(mid) > 0 ? lo : hi) = mid;
    }
    return hi;
}

// The largest rate one decode worker sustains with its gaps within the ITL limit (the SLA's
// confidence applied), req/s; 0 when none.
double decodeMaxRateRps(const ConcurrencyCurve& c, const Sla& sla)
{
    double best = 0;
    const double tokens = std::max(1, c.workload.outputLen);
    for (std::size_t i = 0; i < c.at.size(); ++i) {
        const Prediction& p = c.at[i];
        if (!p.fitsMemory || c.batches[i] > c.maxBatch)
            break;
        const double gap = sla.confidence == SlaConfidence::UpperBound ? p.itlMsHigh : p.itlMs;
        if (!(gap <= sla.itlMs) || !(p.meanTpotMs > 0))
            continue;
        best = std::max(best, c.batches[i] / (tokens * p.meanTpotMs / 1e3));
    }
    return best;
}

void addWarnings(DisaggregatedPlan& plan, const ConcurrencyCurve& c)
{
    for (const Warning& w : c.at.front().warnings)
        if (std::none_of(plan.warnings.begin(), plan.warnings.end(),
                         [&](const Warning& x) { return x.code == w.code && x.detail == w.detail; }))
            plan.warnings.push_back(w);
}

} // namespace

KvTransfer kvTransfer(const LlmSpec& llm, const Workload& w, const PoolLayout& prefill, const PoolLayout& decode)
{
    KvTransfer t;
    const PrecisionPath path = precisionPath(*decode.gpu, w);
    const double bytesPerElement = path.kv == KvCacheDtype::Fp8 ? 1.0 : 2.0;
    t.bytes = std::max(1, w.promptLen) * kvBytesPerToken(llm, bytesPerElement);
    const InterNodeLink a = interNodeLink(*prefill.gpu, w), b = interNodeLink(*decode.gpu, w);
    const int lanes = std::max(1, std::min(prefill.gpusPerWorker, decode.gpusPerWorker));
    t.linkGbS = lanes * std::min(a.gbS, b.gbS);
    t.estimated = a.estimated || b.estimated;
    t.seconds = t.bytes / (t.linkGbS * 1e9) + kKvTransferLatencyS;
    return t;
}

DisaggregatedPlan evaluateDisaggregated(const LlmSpec& llm, const Workload& w, double rateRps, const Sla& sla,
                                        const PoolLayout& prefill, const ConcurrencyCurve& prefillCurve,
                                        const PoolLayout& decode, const ConcurrencyCurve& decodeCurve,
                                        const std::map<std::string, double>& idleOverridesW)
{
    DisaggregatedPlan plan;
    plan.prefill = prefill;
    plan.decode = decode;
    plan.rateRps = rateRps;
    plan.label = poolText(prefill, 'P') + " + " + poolText(decode, 'D');
    plan.totalGpus = static_cast<long long>(prefill.workers) * prefill.gpusPerWorker
        + static_cast<long long>(decode.workers) * decode.gpusPerWorker;
    plan.kv = kvTransfer(llm, w, prefill, decode);
    plan.warnings.push_back(
        {WarningCode::DisaggregatedUnmeasured,
         "disaggregated prefill/decode never measured: each pool from aggregated runs; KV transfer "
             + std::to_string(static_cast<long long>(std::llround(plan.kv.bytes / 1e6))) + " MB per request over "
             + std::to_string(static_cast<long long>(std::llround(plan.kv.linkGbS))) + " GB/s"
             + (plan.kv.estimated ? " (the GPUs' network links, estimated from their class)" : "")});
    if (!prefillCurve.weightsFit || !decodeCurve.weightsFit || prefillCurve.at.empty() || decodeCurve.at.empty()) {
        plan.reason = "the weights do not fit the " + std::string(prefillCurve.weightsFit ? "decode" : "prefill")
            + " pool's workers";
        return plan;
    }
    addWarnings(plan, prefillCurve);
    addWarnings(plan, decodeCurve);
    if (!std::isfinite(rateRps) || rateRps <= 0 || prefill.workers < 1 || decode.workers < 1) {
        plan.reason = "no rate or no workers";
        return plan;
    }

    // Prefill pool: each worker takes rate / x requests; one at a time at the prefill's pace, a
    // Poisson stream waits rho t / (2 (1 - rho)) on average (M/D/1).
    const Span one = prefillOne(prefillCurve);
    const double perWorker = rateRps / prefill.workers;
    plan.prefillMs = one.ms;
    plan.prefillUtilisation = perWorker * one.ms / 1e3;
    if (!(plan.prefillUtilisation < 1)) {
        plan.reason = "the prefill pool is saturated (" + std::to_string(prefill.workers) + " workers at "
            + std::to_string(static_cast<int>(std::lround(plan.prefillUtilisation * 100))) + " % busy)";
        return plan;
    }
    // A prefill as slow as its interval's upper end may saturate the pool: that wait has no bound.
    auto wait = [&](double serviceMs) {
        const double rho = perWorker * serviceMs / 1e3;
        return rho < 1 ? rho * serviceMs / (2 * (1 - rho)) : std::numeric_limits<double>::infinity();
    };
    plan.prefillWaitMs = wait(one.ms);
    const double transferMs = plan.kv.seconds * 1e3;
    plan.ttftMs = plan.prefillWaitMs + one.ms + transferMs;
    plan.ttftMsLow = wait(one.low) + one.low + transferMs;
    plan.ttftMsHigh = wait(one.high) + one.high + transferMs;

    // Decode pool: each worker takes rate / y requests whose KV arrives ready.
    const auto b = decodeConcurrency(decodeCurve, rateRps / decode.workers);
    if (!b) {
        plan.reason = "the decode pool cannot hold its requests (" + std::to_string(decode.workers) + " workers)";
        return plan;
    }
    plan.decodeConcurrency = *b;
    const Prediction at = curveAt(decodeCurve, *b);
    plan.itlMs = at.itlMs;
    plan.itlMsLow = at.itlMsLow;
    plan.itlMsHigh = at.itlMsHigh;

    // Power: idle plus the busy share of each pool's active draw above it.
    const IdleEstimate idleP = idleEstimateW(*prefill.gpu, idleOverridesW);
    const IdleEstimate idleD = idleEstimateW(*decode.gpu, idleOverridesW);
    const Span busyP = prefillBusyPowerW(prefillCurve);
    const double rho = plan.prefillUtilisation;
    auto poolW = [](double workers, double gpus, double idle, double busyShare, double activeW) {
        const double idleW = idle * gpus;
        return workers * (idleW + busyShare * std::max(0.0, activeW - idleW));
    };
    plan.prefillPowerW = poolW(prefill.workers, prefill.gpusPerWorker, idleP.w, rho, busyP.ms);
    plan.prefillPowerWLow = poolW(prefill.workers, prefill.gpusPerWorker, idleP.low, rho, busyP.low);
    plan.prefillPowerWHigh = poolW(prefill.workers, prefill.gpusPerWorker, idleP.high, rho, busyP.high);
    const double busyD = 1 - std::exp(-*b);
    plan.decodePowerW = poolW(decode.workers, decode.gpusPerWorker, idleD.w, busyD, at.powerW);
    plan.decodePowerWLow = poolW(decode.workers, decode.gpusPerWorker, idleD.low, busyD, at.powerWLow);
    plan.decodePowerWHigh = poolW(decode.workers, decode.gpusPerWorker, idleD.high, busyD, at.powerWHigh);
    plan.powerW = plan.prefillPowerW + plan.decodePowerW;
    plan.powerWLow = plan.prefillPowerWLow + plan.decodePowerWLow;
    plan.powerWHigh = plan.prefillPowerWHigh + plan.decodePowerWHigh;
    const double tokensPerS = rateRps * std::max(1, w.outputLen);
    plan.energyPerTokenJ = plan.powerW / tokensPerS;
    plan.energyPerTokenJLow = plan.powerWLow / tokensPerS;
    plan.energyPerTokenJHigh = plan.powerWHigh / tokensPerS;

    plan.feasible = true;
    const bool upper = sla.confidence == SlaConfidence::UpperBound;
    const bool itlOk = (upper ? plan.itlMsHigh : plan.itlMs) <= sla.itlMs;
    const bool ttftOk = !sla.hasTtftLimit() || (upper ? plan.ttftMsHigh : plan.ttftMs) <= *sla.ttftMs;
    plan.meetsSla = itlOk && ttftOk;
    plan.riskLimits.itl = plan.meetsSla && plan.itlMsHigh > sla.itlMs;
    plan.riskLimits.ttft = plan.meetsSla && sla.hasTtftLimit() && plan.ttftMsHigh > *sla.ttftMs;
    plan.atRisk = plan.riskLimits.itl || plan.riskLimits.ttft;
    if (!plan.meetsSla)
        plan.reason = !itlOk ? "the decode pool's gaps miss the ITL limit" : "TTFT misses its limit";
    return plan;
}

DisaggregatedPlan sizeDisaggregated(const LlmSpec& llm, const Workload& w, double rateRps, const Sla& sla,
                                    PoolLayout prefill, const ConcurrencyCurve& prefillCurve, PoolLayout decode,
                                    const ConcurrencyCurve& decodeCurve,
                                    const std::map<std::string, double>& idleOverridesW)
{
    prefill.workers = 1;
    decode.workers = 1;
    auto fail = [&](std::string why) {
        DisaggregatedPlan plan = evaluateDisaggregated(llm, w, rateRps, sla, prefill, prefillCurve, decode, decodeCurve,
                                                       idleOverridesW);
        plan.feasible = false;
        plan.meetsSla = false;
        plan.reason = std::move(why);
        return plan;
    };
    if (!prefillCurve.weightsFit || !decodeCurve.weightsFit || prefillCurve.at.empty() || decodeCurve.at.empty())
        return evaluateDisaggregated(llm, w, rateRps, sla, prefill, prefillCurve, decode, decodeCurve, idleOverridesW);
    if (!std::isfinite(rateRps) || rateRps <= 0)
        return fail("no rate");
    // Prefill: at most kRateHeadroom busy, then more workers while the TTFT limit is missed.
    const Span one = prefillOne(prefillCurve);
    const double serviceMs = sla.confidence == SlaConfidence::UpperBound ? one.high : one.ms;
    const double needed = rateRps * serviceMs / 1e3 / kRateHeadroom;
    if (!std::isfinite(needed) || needed > kMaxWorkers)
        return fail("the prefill pool would need more than " + std::to_string(kMaxWorkers) + " workers");
    prefill.workers = std::max(1, static_cast<int>(std::ceil(needed)));
    const double floorMs = serviceMs + kvTransfer(llm, w, prefill, decode).seconds * 1e3;
    if (sla.hasTtftLimit() && floorMs > *sla.ttftMs)
        return fail("one prompt's prefill and KV transfer take " + std::to_string(std::lround(floorMs))
                    + " ms, above the TTFT limit");
    // Decode: the rate one worker sustains within the ITL limit, with the headroom.
    const double perWorker = decodeMaxRateRps(decodeCurve, sla);
    if (!(perWorker > 0))
        return fail("no concurrency of a decode worker meets the ITL limit");
    const double workers = rateRps / (kRateHeadroom * perWorker);
    if (!std::isfinite(workers) || workers > kMaxWorkers)
        return fail("the decode pool would need more than " + std::to_string(kMaxWorkers) + " workers");
    decode.workers = std::max(1, static_cast<int>(std::ceil(workers)));
    DisaggregatedPlan plan;
    for (int step = 0; step < 64; ++step) {
        plan = evaluateDisaggregated(llm, w, rateRps, sla, prefill, prefillCurve, decode, decodeCurve, idleOverridesW);
        if (plan.meetsSla || !plan.feasible)
            break;
        // Interpolation between curve points can leave a limit just missed: one more worker where.
        const bool upper = sla.confidence == SlaConfidence::UpperBound;
        if ((upper ? plan.itlMsHigh : plan.itlMs) > sla.itlMs)
            ++decode.workers;
        else
            prefill.workers = prefill.workers + std::max(1, prefill.workers / 8);
    }
    return plan;
}

Result<std::vector<DisaggregatedPlan>> planDisaggregated(const Predictor& p, const LlmSpec& llm,
                                                         const std::vector<const GpuSpec*>& gpus, const Workload& w,
                                                         double rateRps, const Sla& sla, PredictionCache* cache,
                                                         const std::map<std::string, double>& idleOverridesW)
{
    if (!rateInRange(rateRps))
        return rateOutOfRange(rateRps);
    std::vector<CurveRequest> requests;
    for (const GpuSpec* g : gpus)
        if (g)
            for (int n : candidateGpuCounts(*g, GpuCountMode::Auto, 1, llm, &w))
                requests.push_back(CurveRequest{g, n});
    WG_TRY(curves, deploymentCurves(p, llm, requests, w, cache));
    std::vector<DisaggregatedPlan> out;
    std::size_t i = 0;
    while (i < requests.size()) {
        const GpuSpec* g = requests[i].gpu;
        std::size_t end = i;
        while (end < requests.size() && requests[end].gpu == g)
            ++end;
        std::optional<DisaggregatedPlan> best;
        for (std::size_t a = i; a < end; ++a)
            for (std::size_t d = i; d < end; ++d) {
                const PoolLayout prefill{g, requests[a].gpusPerReplica, 0};
                const PoolLayout decode{g, requests[d].gpusPerReplica, 0};
                DisaggregatedPlan plan = sizeDisaggregated(llm, w, rateRps, sla, prefill, *curves.value()[a], decode,
                                                           *curves.value()[d], idleOverridesW);
                if (!best || betterPlan(plan, *best))
                    best = std::move(plan);
            }
        if (best)
            out.push_back(std::move(*best));
        i = end;
    }
    std::stable_sort(out.begin(), out.end(), [](const DisaggregatedPlan& a, const DisaggregatedPlan& b) {
        if (a.meetsSla != b.meetsSla)
            return a.meetsSla;
        return a.meetsSla && a.energyPerTokenJ < b.energyPerTokenJ;
    });
    return out;
}

namespace {
std::string_view trimmed(std::string_view t)
{
    while (!t.empty() && std::isspace(static_cast<unsigned char>(t.front())))
        t.remove_prefix(1);
    while (!t.empty() && std::isspace(static_cast<unsigned char>(t.back())))
        t.remove_suffix(1);
    return t;
}

// A leading count: digits, 1..kMaxPoolCount; 0 when there are none. -1 when out of range.
int leadingCount(std::string_view& t)
{
    std::size_t n = 0;
    while (n < t.size() && std::isdigit(static_cast<unsigned char>(t[n])))
        ++n;
    if (n == 0)
        return 0;
    if (n > 4)
        return -1;
    const int v = std::stoi(std::string(t.substr(0, n)));
    t.remove_prefix(n);
    return v >= 1 && v <= kMaxPoolCount ? v : -1;
}

// "[W]R([N x ]GPU)" for role R ('P' or 'D').
bool parsePool(std::string_view t, char role, std::string& gpu, int& gpusPerWorker, int& workers, std::string* error)
{
    const std::string name = role == 'P' ? "the prefill pool" : "the decode pool";
    auto fail = [&](const std::string& why) {
        if (error)
            *error = name + ": " + why;
        return false;
    };
    t = trimmed(t);
    workers = leadingCount(t);
    if (workers < 0)
        return fail("workers must be 1-" + std::to_string(kMaxPoolCount));
    if (t.empty() || std::toupper(static_cast<unsigned char>(t.front())) != role)
        return fail(std::string("expected ") + role + "(...)");
    t = trimmed(t.substr(1));
    if (t.size() < 2 || t.front() != '(' || t.back() != ')')
        return fail("expected the GPU in parentheses");
    t = trimmed(t.substr(1, t.size() - 2));
    gpusPerWorker = leadingCount(t);
    if (gpusPerWorker < 0)
        return fail("GPUs per worker must be 1-" + std::to_string(kMaxPoolCount));
    if (gpusPerWorker > 0) {
        t = trimmed(t);
        if (t.substr(0, 2) == "\xC3\x97")
            t.remove_prefix(2);
        else if (!t.empty() && (t.front() == 'x' || t.front() == 'X'))
            t.remove_prefix(1);
        else
            return fail("expected 'N x GPU'");
    }
    t = trimmed(t);
    if (t.empty())
        return fail("no GPU");
    gpu = std::string(t);
    return true;
}
} // namespace

std::optional<DisaggregatedPools> parseDisaggregatedPools(std::string_view text, std::string* error)
{
    if (text.size() > kMaxPoolsTextBytes) {
        if (error)
            *error = "longer than " + std::to_string(kMaxPoolsTextBytes) + " bytes";
        return std::nullopt;
    }
    // The '+' between the pools: the last one outside parentheses.
    int depth = 0;
    std::size_t plus = std::string_view::npos;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '(')
            ++depth;
        else if (text[i] == ')')
            --depth;
        else if (text[i] == '+' && depth == 0)
            plus = i;
    }
    if (plus == std::string_view::npos) {
        if (error)
            *error = "expected 'P(GPU) + D(GPU)', e.g. '2P(8 x h200-sxm-141gb) + 1D(8 x b200-sxm-180gb)'";
        return std::nullopt;
    }
    DisaggregatedPools pools;
    if (!parsePool(text.substr(0, plus), 'P', pools.prefillGpuId, pools.prefillGpusPerWorker, pools.prefillWorkers,
                   error)
        || !parsePool(text.substr(plus + 1), 'D', pools.decodeGpuId, pools.decodeGpusPerWorker, pools.decodeWorkers,
                      error))
        return std::nullopt;
    return pools;
}

Result<DisaggregatedPlan> planDisaggregatedPools(const Predictor& p, const LlmSpec& llm, const GpuCatalog& gpus,
                                                 const DisaggregatedPools& pools, const Workload& w, double rateRps,
                                                 const Sla& sla, PredictionCache* cache,
                                                 const std::map<std::string, double>& idleOverridesW)
{
    if (!rateInRange(rateRps))
        return rateOutOfRange(rateRps);
    // By id, alias or name, or as the labels write it (the short name).
    auto find = [&](const std::string& name) {
        if (const GpuSpec* g = gpus.find(name))
            return g;
        for (const GpuSpec& g : gpus.gpus())
            if (toLower(shortGpuName(g)) == toLower(name))
                return &g;
        return static_cast<const GpuSpec*>(nullptr);
    };
    const GpuSpec* prefillGpu = find(pools.prefillGpuId);
    const GpuSpec* decodeGpu = find(pools.decodeGpuId);
    if (!prefillGpu || !decodeGpu)
        return makeError(ErrorCode::BadValue, {}, 0, "disaggregated",
                         "unknown GPU '" + (prefillGpu ? pools.decodeGpuId : pools.prefillGpuId) + "' in the pools");
    auto counts = [&](const GpuSpec& g, int fixed) {
        return fixed > 0 ? std::vector<int>{fixed} : candidateGpuCounts(g, GpuCountMode::Auto, 1, llm, &w);
    };
    const std::vector<int> prefillCounts = counts(*prefillGpu, pools.prefillGpusPerWorker);
    const std::vector<int> decodeCounts = counts(*decodeGpu, pools.decodeGpusPerWorker);
    std::vector<CurveRequest> requests;
    for (int n : prefillCounts)
        requests.push_back(CurveRequest{prefillGpu, n});
    for (int n : decodeCounts)
        requests.push_back(CurveRequest{decodeGpu, n});
    WG_TRY(curves, deploymentCurves(p, llm, requests, w, cache));
    std::optional<DisaggregatedPlan> best;
    for (std::size_t a = 0; a < prefillCounts.size(); ++a)
        for (std::size_t d = 0; d < decodeCounts.size(); ++d) {
            const ConcurrencyCurve& pc = *curves.value()[a];
            const ConcurrencyCurve& dc = *curves.value()[prefillCounts.size() + d];
            PoolLayout prefill{prefillGpu, prefillCounts[a], 0};
            PoolLayout decode{decodeGpu, decodeCounts[d], 0};
            DisaggregatedPlan plan = sizeDisaggregated(llm, w, rateRps, sla, prefill, pc, decode, dc, idleOverridesW);
            // Workers the pools fix replace the sized ones.
            if (pools.prefillWorkers > 0 || pools.decodeWorkers > 0) {
                prefill.workers = pools.prefillWorkers > 0 ? pools.prefillWorkers : std::max(1, plan.prefill.workers);
                decode.workers = pools.decodeWorkers > 0 ? pools.decodeWorkers : std::max(1, plan.decode.workers);
                plan = evaluateDisaggregated(llm, w, rateRps, sla, prefill, pc, decode, dc, idleOverridesW);
            }
            if (!best || betterPlan(plan, *best))
                best = std::move(plan);
        }
    if (!best)
        return makeError(ErrorCode::BadValue, {}, 0, "disaggregated", "no GPU count fits the pools");
    return std::move(*best);
}

ServingChoice chooseServing(const CapacityPlan& aggregated, const std::vector<DisaggregatedPlan>& disaggregated)
{
    ServingChoice c;
    if (aggregated.lowestEnergyRow && aggregated.rows[*aggregated.lowestEnergyRow].replicas > 0)
        c.aggregated = aggregated.rows[*aggregated.lowestEnergyRow];
    for (const DisaggregatedPlan& d : disaggregated)
        if (d.meetsSla && (!c.disaggregated || d.energyPerTokenJ < c.disaggregated->energyPerTokenJ))
            c.disaggregated = d;
    auto less = [&c](double win, double lose) {
        c.energySavingPercent = 100.0 * (1.0 - win / lose);
        return std::to_string(std::lround(*c.energySavingPercent)) + " % less energy per token";
    };
    auto jPerToken = [](double j) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.3g J/token", j);
        return std::string(buf);
    };
    const std::string agg = c.aggregated
        ? std::to_string(c.aggregated->replicas) + (c.aggregated->replicas == 1 ? " replica of " : " replicas of ")
            + std::to_string(c.aggregated->gpusPerReplica) + " x " + c.aggregated->gpuId
        : std::string();
    if (c.aggregated && c.disaggregated) {
        const double a = c.aggregated->energyPerTokenJ, d = c.disaggregated->energyPerTokenJ;
        c.disaggregatedWins = d < a;
        c.why = c.disaggregatedWins
            ? "disaggregated " + c.disaggregated->label + " uses " + less(d, a) + " than aggregated " + agg + " ("
                + jPerToken(d) + " against " + jPerToken(a) + ")"
            : "aggregated " + agg + " uses " + less(a, d) + " than the best disaggregated plan, "
                + c.disaggregated->label + " (" + jPerToken(a) + " against " + jPerToken(d) + ")";
    } else if (c.disaggregated) {
        c.disaggregatedWins = true;
        c.why = "no aggregated fleet meets the SLA at this rate; disaggregated " + c.disaggregated->label + " does";
    } else if (c.aggregated) {
        c.why = "no disaggregated plan meets the SLA at this rate"
            + (disaggregated.empty() || disaggregated.front().reason.empty()
                   ? std::string()
                   : " (the best: " + disaggregated.front().reason + ")")
            + "; aggregated " + agg + " does";
    } else {
        c.why = "neither aggregated nor disaggregated serving meets the SLA at this rate";
    }
    return c;
}

} // namespace wattgpu
