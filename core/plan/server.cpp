#include "core/plan/server.h"

#include "core/features/features.h"
#include "core/features/physics.h"
#include "core/predict/schedule.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <optional>

namespace wattgpu {

IdleEstimate idleEstimateW(const GpuSpec& gpu, const std::map<std::string, double>& overridesW)
{
    if (auto it = overridesW.find(gpu.id); it != overridesW.end() && it->second >= 0)
        return {it->second, it->second, it->second, "set by the user"};
    const IdlePrior prior = idlePrior(gpu);
    const double tdp = tdpOrEstimateW(gpu);
    return {prior.fraction * tdp, prior.low * tdp, prior.high * tdp, prior.basis};
}

double idlePowerW(const GpuSpec& gpu, const std::map<std::string, double>& overridesW)
{
    return idleEstimateW(gpu, overridesW).w;
}

namespace {

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

} // namespace

Prediction curveAt(const ConcurrencyCurve& c, double b)
{
    const Bracket k = bracket(c, b);
    Prediction lo = c.at[k.lo];
    if (k.lo == k.hi)
        return lo;
    const Prediction& up = c.at[k.hi];
    auto mix = [f = k.f](double a, double d) { return a + f * (d - a); };
    for (double Prediction::*f :
         {&Prediction::itlMs, &Prediction::itlMsLow, &Prediction::itlMsHigh, &Prediction::ttftMs,
          &Prediction::ttftMsLow, &Prediction::ttftMsHigh, &Prediction::itlP90Ms, &Prediction::itlP90MsLow,
          &Prediction::itlP90MsHigh, &Prediction::itlP99Ms, &Prediction::itlP99MsLow, &Prediction::itlP99MsHigh,
          &Prediction::medianItlMs, &Prediction::meanTpotMs, &Prediction::promptWorkMs})
        lo.*f = mix(lo.*f, up.*f);
    lo.powerW = mix(lo.powerW, up.powerW);
    lo.powerPerGpuW = mix(lo.powerPerGpuW, up.powerPerGpuW);
    lo.powerWLow = mix(lo.powerWLow, up.powerWLow);
    lo.powerWHigh = mix(lo.powerWHigh, up.powerWHigh);
    lo.fitsMemory = lo.fitsMemory && up.fitsMemory;
    return lo;
}

namespace {

// One field of the curve at a fractional concurrency b, as curveAt computes it (no Prediction
// copied): the fixed-point iteration asks for it up to 200 times per rate.
double fieldAt(const ConcurrencyCurve& c, double b, double Prediction::*field)
{
    const Bracket k = bracket(c, b);
    const double lo = c.at[k.lo].*field;
    return lo + k.f * (c.at[k.hi].*field - lo);
}

// Time a request spends in the replica at concurrency b, s: TTFT + output tokens x mean gap.
double requestTimeS(const ConcurrencyCurve& c, double b)
{
    return (fieldAt(c, b, &Prediction::ttftMs) + c.workload.outputLen * fieldAt(c, b, &Prediction::meanTpotMs)) / 1e3;
}

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

Error rateOutOfRange(double rateRps)
{
    char buf[160];
    std::snprintf(buf, sizeof buf, "request rate %g req/s is outside %g..%g req/s", rateRps, kMinRateRps, kMaxRateRps);
    return makeError(ErrorCode::BadValue, {}, 0, "rate", buf);
}

bool rateInRange(double rateRps) { return std::isfinite(rateRps) && rateRps >= kMinRateRps && rateRps <= kMaxRateRps; }

Result<ServerResult> serveOnCurve(const ConcurrencyCurve& c, double rateRps,
                                  const std::map<std::string, double>& idleOverridesW)
{
    if (!rateInRange(rateRps))
        return rateOutOfRange(rateRps);
    const Workload& w = c.workload;
    ServerResult r;
    r.rateRps = rateRps;
    const double n = std::max(1, w.numGpus);
    const double maxBatch = c.weightsFit ? std::max(1, c.maxBatch) : 0;
    r.fitsMemory = c.weightsFit;

    // Fixed point of B = λ (TTFT(B) + O · TPOT(B)) with the mean gap (mean TPOT), whatever the SLA's
    // definition; both rise with B, so the iteration is monotone.
    double b = 0;
    for (int i = 0; i < 200; ++i) {
        const double next = r.rateRps * requestTimeS(c, b);
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
    Prediction at = curveAt(c, busyConcurrency);
    // Arrivals do not wait for one another in a closed loop; under a rate their prompts queue for the
    // GPU's prompt work (core/predict/schedule.h).
    const double promptWaitMs = poissonPromptWaitS(at.promptWorkMs / 1e3, rateRps) * 1e3;
    at.ttftMs += promptWaitMs;
    at.ttftMsLow += promptWaitMs;
    at.ttftMsHigh += promptWaitMs;
    r.atConcurrency = at;
    r.ttftMs = at.ttftMs;
    r.itlMs = at.itlMs;
    r.itlMsLow = at.itlMsLow;
    r.itlMsHigh = at.itlMsHigh;
    const IdleEstimate idle = idleEstimateW(*c.gpu, idleOverridesW);
    // A board never draws more than its power limit, idle included (an idle figure above the cap is
    // refused where it is entered; here physics holds whatever came in).
    const double capW = effectivePowerLimitW(*c.gpu, w);
    const auto capped = [capW](double x) { return capW > 0 ? std::min(x, capW) : x; };
    r.idlePowerW = capped(idle.w) * n;
    r.idlePowerWLow = capped(idle.low) * n;
    r.idlePowerWHigh = capped(idle.high) * n;
    r.idleBasis = idle.basis;
    r.activePowerW = std::max(r.idlePowerW, at.powerW);
    auto mean = [&](double idleW, double active) { return idleW + r.busyFraction * (std::max(idleW, active) - idleW); };
    r.meanPowerW = mean(r.idlePowerW, at.powerW);
    r.meanPowerWLow = mean(r.idlePowerWLow, at.powerWLow);
    r.meanPowerWHigh = mean(r.idlePowerWHigh, at.powerWHigh);
    // Energy is over the tokens served: an overloaded replica serves at saturation (the best rate over
    // its curve), never the offered rate, however long its queue grows.
    r.servedRps = rateRps;
    if (!r.stable && r.fitsMemory)
        r.servedRps = std::min(rateRps, maxSustainableRateOnCurve(c, std::numeric_limits<double>::infinity()));
    r.throughputTokS = r.servedRps * w.outputLen;
    r.energyPerTokenJ = r.throughputTokS > 0 ? r.meanPowerW / r.throughputTokS : 0;
    return r;
}

Result<ServerResult> predictServer(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu, const Workload& w,
                                   double rateRps, const std::map<std::string, double>& idleOverridesW)
{
    if (!rateInRange(rateRps))
        return rateOutOfRange(rateRps);
    WG_TRY(curve, concurrencyCurve(p, llm, gpu, w));
    return serveOnCurve(curve.value(), rateRps, idleOverridesW);
}

namespace {

// The best rate over every concurrency whose ITL (as `itl` reads a grid point) meets the ITL limit
// and, with a TTFT limit, whose TTFT does: `ttftAt` reads the curve's TTFT at a fractional
// concurrency (as the SLA's confidence reads it), to which the wait of the prompts queued at the
// rate that concurrency is served at is added.
template <typename Itl, typename Ttft>
double maxRateOnCurve(const ConcurrencyCurve& c, double slaItlMs, Itl itl, std::optional<double> slaTtftMs, Ttft ttftAt)
{
    if (!c.weightsFit || c.maxBatch < 1 || c.at.empty())
        return 0.0;
    if (itl(c.at.front()) > slaItlMs)
        return 0.0;
    // The best rate over every concurrency that meets the SLA: Little's law gives
    // B / (TTFT + O ITL(B)), which need not peak at the largest feasible B. Between grid points ITL
    // is linear, where the rate rises with B, so each segment's best is the largest B of it that
    // meets: its end, the point where ITL reaches the limit, or (TTFT rising with B and with the
    // rate) the point where TTFT does. The feasible set only grows with either limit: the answer is
    // monotone in each.
    // Little's law with the request's time in the replica (TTFT + output x mean gap) at b.
    const auto rateAt = [&](double b) { return b / requestTimeS(c, b); };
    // TTFT at concurrency b when the replica is offered `rate`: the curve's, plus the prompts' queue.
    const auto ttftMeets = [&](double b, double rate) {
        if (!slaTtftMs)
            return true;
        const double waitMs = poissonPromptWaitS(fieldAt(c, b, &Prediction::promptWorkMs) / 1e3, rate) * 1e3;
        return ttftAt(b) + waitMs <= *slaTtftMs;
    };
    const auto meetsAt = [&](double b) { return ttftMeets(b, rateAt(b)); };
    // The largest b in [lo, hi] whose TTFT meets, lo meeting and hi not.
    const auto lastMeeting = [&](double lo, double hi) {
        for (int i = 0; i < 64 && hi - lo > 1e-12 * hi; ++i) {
            const double mid = 0.5 * (lo + hi);
            (meetsAt(mid) ? lo : hi) = mid;
        }
        return lo;
    };
    double best = 0;
    if (meetsAt(1.0)) {
        best = rateAt(1.0);
    } else if (ttftMeets(1.0, 0.0)) {
        // Below one request in service the curve is its first point and only the prompts' wait
        // changes, falling with the rate: the largest rate whose first token is in time.
        double lo = 0, hi = rateAt(1.0);
        for (int i = 0; i < 64 && hi - lo > 1e-12 * hi; ++i) {
            const double mid = 0.5 * (lo + hi);
            (ttftMeets(1.0, mid) ? lo : hi) = mid;
        }
        best = lo;
    }
    for (std::size_t i = 1; i < c.batches.size(); ++i) {
        const double x0 = c.batches[i - 1], x1 = c.batches[i];
        const double y0 = itl(c.at[i - 1]), y1 = itl(c.at[i]);
        double from = x0, to = x1; // the part of the segment whose ITL meets the limit
        if (y1 <= slaItlMs) {
            if (y0 > slaItlMs) // ITL falling along the segment (not physical, but read as given)
                from = x0 + (y0 - slaItlMs) / (y0 - y1) * (x1 - x0);
        } else if (y0 <= slaItlMs) {
            const double f = y1 > y0 ? (slaItlMs - y0) / (y1 - y0) : 0.0;
            to = x0 + f * (x1 - x0);
        } else {
            continue;
        }
        if (meetsAt(to))
            best = std::max(best, rateAt(to));
        else if (meetsAt(from))
            best = std::max(best, rateAt(lastMeeting(from, to)));
    }
    return std::isfinite(best) ? best : 0.0;
}

// The curve's TTFT at a fractional concurrency: the point, the interval's upper or lower end.
double ttftPointAt(const ConcurrencyCurve& c, double b) { return fieldAt(c, b, &Prediction::ttftMs); }
double ttftHighAt(const ConcurrencyCurve& c, double b)
{
    return std::max(ttftPointAt(c, b), fieldAt(c, b, &Prediction::ttftMsHigh));
}
double ttftLowAt(const ConcurrencyCurve& c, double b)
{
    return std::min(ttftPointAt(c, b), fieldAt(c, b, &Prediction::ttftMsLow));
}

std::optional<double> ttftLimit(const Sla& sla) { return sla.hasTtftLimit() ? sla.ttftMs : std::nullopt; }

} // namespace

double maxSustainableRateOnCurve(const ConcurrencyCurve& c, const Sla& sla)
{
    const bool upper = sla.confidence == SlaConfidence::UpperBound;
    return maxRateOnCurve(
        c, sla.itlMs, [&sla](const Prediction& p) { return slaTestedItlMs(p, sla.confidence); }, ttftLimit(sla),
        [&c, upper](double b) { return upper ? ttftHighAt(c, b) : ttftPointAt(c, b); });
}

double maxSustainableRateOnCurve(const ConcurrencyCurve& c, double slaItlMs, SlaConfidence confidence)
{
    return maxSustainableRateOnCurve(c, Sla{slaItlMs, std::nullopt, confidence});
}

RateInterval maxSustainableRateIntervalOnCurve(const ConcurrencyCurve& c, const Sla& sla)
{
    const std::optional<double> ttft = ttftLimit(sla);
    RateInterval r;
    r.lowRps = maxRateOnCurve(
        c, sla.itlMs, [](const Prediction& p) { return p.itlMsHigh; }, ttft,
        [&c](double b) { return ttftHighAt(c, b); });
    r.rps = maxRateOnCurve(
        c, sla.itlMs, [](const Prediction& p) { return p.itlMs; }, ttft, [&c](double b) { return ttftPointAt(c, b); });
    r.highRps = maxRateOnCurve(
        c, sla.itlMs, [](const Prediction& p) { return p.itlMsLow; }, ttft, [&c](double b) { return ttftLowAt(c, b); });
    // Intervals hold the point (core/predict/prediction.h); keep the order should one not.
    r.lowRps = std::min(r.lowRps, r.rps);
    r.highRps = std::max(r.highRps, r.rps);
    return r;
}

RateInterval maxSustainableRateIntervalOnCurve(const ConcurrencyCurve& c, double slaItlMs)
{
    return maxSustainableRateIntervalOnCurve(c, Sla{slaItlMs, std::nullopt, SlaConfidence::Point});
}

Result<double> servedMaxRate(const ConcurrencyCurve& c, double maxRateRps, const Sla& sla,
                             const std::map<std::string, double>& idleOverridesW)
{
    const auto meets = [&](double rate) -> Result<bool> {
        const double offered = kRateHeadroom * rate;
        if (!rateInRange(offered))
            return false;
        WG_TRY(s, serveOnCurve(c, offered, idleOverridesW));
        return s->stable && s->fitsMemory && !slaMisses(s->atConcurrency, sla).any();
    };
    if (!(maxRateRps > 0))
        return 0.0;
    WG_TRY(atMax, meets(maxRateRps));
    if (atMax.value())
        return maxRateRps;
    // Step down 1 % at a time (a few steps at most in practice), then bisect the last step.
    double hi = maxRateRps;
    for (int i = 1; i <= 95; ++i) {
        const double lo = maxRateRps * (1.0 - 0.01 * i);
        WG_TRY(ok, meets(lo));
        if (!ok.value()) {
            hi = lo;
            continue;
        }
        double good = lo;
        for (int k = 0; k < 30 && hi - good > 1e-9 * hi; ++k) {
            const double mid = 0.5 * (good + hi);
            WG_TRY(m, meets(mid));
            (m.value() ? good : hi) = mid;
        }
        return good;
    }
    return 0.0;
}

Result<double> maxSustainableRateRps(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu, const Workload& w,
                                     const Sla& sla)
{
    const ConcurrencyCurve skeleton = curveSkeleton(llm, gpu, w);
    if (!skeleton.weightsFit || skeleton.maxBatch < 1)
        return 0.0;
    WG_TRY(curve, concurrencyCurve(p, llm, gpu, w));
    return maxSustainableRateOnCurve(curve.value(), sla);
}

Result<double> maxSustainableRateRps(const Predictor& p, const LlmSpec& llm, const GpuSpec& gpu, const Workload& w,
                                     double slaItlMs, SlaConfidence confidence)
{
    return maxSustainableRateRps(p, llm, gpu, w, Sla{slaItlMs, std::nullopt, confidence});
}

} // namespace wattgpu
