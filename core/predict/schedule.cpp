#include "core/predict/schedule.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace wattgpu {

namespace {

double normalCdf(double z) { return 0.5 * std::erfc(-z * 0.7071067811865476); }

// Prompt work riding on the gaps, for `arrivals` new requests per gap (core/predict/schedule.h).
struct Traffic {
    double f = 0;          // share of gaps that carry prompt work
    double tokens = 0;     // prompt tokens in a carrying step (chunked) or prefill step
    double prompts = 0;    // requests whose prompts share that step
    double waitGaps = 0;   // batched admission: extra gaps a new request waits before its prefill
    double ownSteps = 1;   // steps a request's own prompt takes
    double ownTokens = 0;  // prompt tokens in the step that carries the request's own prompt
    double ownPrompts = 1; // requests in that step
};

Traffic traffic(const StepTimer& tm, double arrivals)
{
    const double p = tm.workload.prefillTokens();
    const double a = std::max(0.0, arrivals);
    Traffic x;
    if (tm.traits.chunkedPrefill) {
        const double c = std::max(1.0, tm.traits.chunkTokens);
        const double chunks = std::ceil(p / c);
        x.f = std::min(1.0, a * chunks);
        x.tokens = x.f > 0 ? std::min(c, a * p / x.f) : 0.0;
        x.prompts = x.tokens / std::min(p, c);
        x.ownSteps = chunks;
        x.ownTokens = std::max(std::min(p, c), x.tokens);
        x.ownPrompts = std::max(1.0, x.prompts);
        return x;
    }
    // A prefill step of its own, for the requests that waited since the last one: one admission
    // event per step (immediate admission) or one per 2 x admissionSteps steps (batched admission).
    const double cycle = tm.traits.batchedAdmission ? std::max(1.0, 2.0 * tm.params.admissionSteps) : 1.0;
    const double perEvent = std::max(1.0, a * cycle);
    x.f = std::min(1.0, a / perEvent);
    x.prompts = perEvent;
    x.tokens = perEvent * p;
    x.waitGaps = tm.traits.batchedAdmission ? std::max(0.0, tm.params.admissionSteps - 0.5) : 0.0;
    x.ownTokens = x.tokens;
    x.ownPrompts = perEvent;
    return x;
}

// The gap mixture at a decode concurrency and arrival rate per gap.
struct Gaps {
    double plain = 0; // median plain step
    double slow = 0;  // median step that carries prompt work
    double f = 0;
    double s0 = 0.05, s1 = 0.05;
    double mean = 0;
    double meanSquare = 0;
    Traffic traffic;
    double quantile(double q) const { return mixtureQuantile(q, f, plain, s0, slow, s1); }
};

Gaps gapsAt(const StepTimer& tm, const StepTimer::At& at, double arrivals)
{
    Gaps g;
    g.traffic = traffic(tm, arrivals);
    g.plain = at.plainS;
    g.f = g.traffic.f;
    double extra = 0;
    if (g.f > 0)
        extra = tm.traits.chunkedPrefill ? tm.mixedExtraS(at, g.traffic.tokens, g.traffic.prompts)
                                         : tm.prefillStepS(at, g.traffic.tokens, g.traffic.prompts);
    const double stall = tm.params.stallShare * extra;
    g.slow = g.plain + stall;
    g.s0 = std::max(1e-4, tm.params.jitterSigma);
    // The slow step's spread: the plain step's jitter and the prompt work's own spread, added as
    // absolute spreads (so a longer plain step never narrows it), over the step.
    const double sd = std::hypot(g.plain * g.s0, stall * tm.params.promptSpread);
    g.s1 = g.slow > 0 ? std::max(g.s0, sd / g.slow) : g.s0;
    const double m0 = g.plain * std::exp(0.5 * g.s0 * g.s0), m1 = g.slow * std::exp(0.5 * g.s1 * g.s1);
    g.mean = (1 - g.f) * m0 + g.f * m1;
    g.meanSquare = (1 - g.f) * g.plain * g.plain * std::exp(2 * g.s0 * g.s0)
        + g.f * g.slow * g.slow * std::exp(2 * g.s1 * g.s1);
    return g;
}

// A request's own path to its first token once admitted: the wait for the step in flight when the
// replica is busy (the residual of a gap, longer than half a mean gap when gaps vary), the
// batched-admission wait, then its prompt's step(s).
double serviceTtftS(const StepTimer& tm, const StepTimer::At& at, const Gaps& g, double busy)
{
    const double residual = g.mean > 0 ? busy * g.meanSquare / (2 * g.mean) : 0.0;
    double own = 0;
    if (tm.traits.chunkedPrefill)
        own = g.traffic.ownSteps * (g.plain + tm.mixedExtraS(at, g.traffic.ownTokens, g.traffic.ownPrompts));
    else
        own = tm.prefillStepS(at, g.traffic.ownTokens, g.traffic.ownPrompts);
    return tm.params.ttftOverheadS + residual + g.traffic.waitGaps * g.mean + own;
}

void fillQuantiles(LatencySet& l, const Gaps& g, unsigned needs)
{
    l.medianS = (needs & kNeedMedian) ? g.quantile(0.5) : 0.0;
    l.meanS = g.mean;
    l.p90S = (needs & kNeedP90) ? g.quantile(0.9) : 0.0;
    l.p95S = (needs & kNeedP95) ? g.quantile(0.95) : 0.0;
    l.p99S = (needs & kNeedP99) ? g.quantile(0.99) : 0.0;
    l.prefillGapShare = g.f;
    l.plainStepS = g.plain;
}

double promptWorkS(const StepTimer& tm, const StepTimer::At& at)
{
    const double p = tm.workload.prefillTokens();
    return tm.traits.chunkedPrefill ? tm.mixedExtraS(at, p, 1) : tm.prefillStepS(at, p, 1);
}

} // namespace

LoadShape loadShapeFor(ItlKind k)
{
    return k == ItlKind::E2eOverOutput ? LoadShape::FixedBatch : LoadShape::ClosedLoop;
}

StepTimer StepTimer::of(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w)
{
    StepTimer t;
    t.llm = &llm;
    t.gpu = &gpu;
    t.workload = w;
    t.physics = deploymentPhysics(llm, gpu, w);
    return t;
}

StepTimer::At StepTimer::at(double batch) const
{
    At a;
    a.batch = std::max(1.0, batch);
    a.physics = physics.at(a.batch);
    a.plainS = stackStepS(a.physics, llm->numLayers, a.batch, 0, 0, params) * decodeFactor;
    return a;
}

double StepTimer::mixedExtraS(const At& a, double tokens, double prompts) const
{
    if (!(tokens > 0))
        return 0.0;
    return std::max(0.0,
                    stackStepS(a.physics, llm->numLayers, a.batch, tokens, prompts, params)
                        - a.plainS / std::max(1e-12, decodeFactor));
}

double StepTimer::prefillStepS(const At& a, double tokens, double prompts) const
{
    // A prefill step reads the weights once and runs the prompts: nothing of the decode batch.
    return stackStepS(a.physics, llm->numLayers, 0, std::max(0.0, tokens), prompts, params);
}

double mixtureQuantile(double q, double f, double m0, double s0, double m1, double s1)
{
    q = std::clamp(q, 1e-9, 1 - 1e-9);
    f = std::clamp(f, 0.0, 1.0);
    s0 = std::max(1e-6, s0);
    s1 = std::max(1e-6, s1);
    const double l0 = std::log(std::max(1e-300, m0)), l1 = std::log(std::max(1e-300, m1));
    constexpr double kInvSqrt2Pi = 0.3989422804014327;
    auto cdf = [&](double x) { return (1 - f) * normalCdf((x - l0) / s0) + f * normalCdf((x - l1) / s1); };
    auto pdf = [&](double x) {
        const double z0 = (x - l0) / s0, z1 = (x - l1) / s1;
        return kInvSqrt2Pi * ((1 - f) * std::exp(-0.5 * z0 * z0) / s0 + f * std::exp(-0.5 * z1 * z1) / s1);
    };
    // Bracket, then Newton steps kept inside the bracket (bisection when a step leaves it).
    double lo = std::min(l0 - 9 * s0, l1 - 9 * s1), hi = std::max(l0 + 9 * s0, l1 + 9 * s1);
    if (f <= 0)
        lo = l0 - 9 * s0, hi = l0 + 9 * s0;
    else if (f >= 1)
        lo = l1 - 9 * s1, hi = l1 + 9 * s1;
    // Start in the component that holds the quantile.
    double x = (f < 1 - q || f <= 0) ? l0 + s0 * (q / std::max(1e-12, 1 - f) - 0.5) * 2.5
                                     : l1 + s1 * ((q - (1 - f)) / std::max(1e-12, f) - 0.5) * 2.5;
    x = std::clamp(x, lo, hi);
    for (int i = 0; i < 60; ++i) {
        const double g = cdf(x) - q;
        if (g < 0)
            lo = x;
        else
            hi = x;
        if (std::abs(g) < 1e-10 || hi - lo < 1e-9)
            break;
        const double d = pdf(x);
        double next = d > 1e-300 ? x - g / d : 0.5 * (lo + hi);
        if (!(next > lo && next < hi))
            next = 0.5 * (lo + hi);
        x = next;
    }
    return std::exp(x);
}

LatencySet scheduleLatencies(const StepTimer& tm, LoadShape shape, double load, unsigned needs)
{
    LatencySet l;
    const double out = std::max(1, tm.workload.outputLen);
    const double gaps = std::max(1.0, out - 1);
    const double p = tm.workload.prefillTokens();
    const double cap = tm.maxBatch > 0 ? tm.maxBatch : std::numeric_limits<double>::infinity();

    if (shape == LoadShape::FixedBatch) {
        const double n = std::max(1.0, load);
        const StepTimer::At at = tm.at(n);
        const Gaps g = gapsAt(tm, at, 0.0);
        const double tokens = n * p;
        const double steps = tm.traits.chunkedPrefill ? std::ceil(tokens / std::max(1.0, tm.traits.chunkTokens)) : 1.0;
        l.ttftS = tm.params.ttftOverheadS + steps * tm.prefillStepS(at, tokens / steps, n / steps);
        fillQuantiles(l, g, needs);
        l.promptWorkS = promptWorkS(tm, at);
        l.e2eS = (l.ttftS + gaps * g.mean) / out;
        l.decodeConcurrency = l.inSystem = n;
        l.requestRateRps = n / (l.ttftS + gaps * g.mean);
        return l;
    }

    if (shape == LoadShape::ClosedLoop) {
        const double n = std::max(1.0, load);
        const double inService = std::min(n, std::max(1.0, cap));
        double b = inService;
        StepTimer::At at;
        Gaps g;
        double ttftService = 0, cycle = 0;
        // The decoding share of the loop, b = N x decode time / cycle, as a fixed point: secant steps
        // on next(b) - b after a plain one (a few evaluations reach 1e-9; a plain iteration needs many
        // more when prompts are long against the output).
        auto evaluate = [&](double at_b) {
            at = tm.at(at_b);
            // Others' requests admitted per gap of this one: every decoding request ends after `gaps`
            // gaps and, in a closed loop, is followed by the next.
            const double arrivals = inService > 1 ? at_b * (1 - 1 / inService) / gaps : 0.0;
            g = gapsAt(tm, at, arrivals);
            // A request finds the replica busy when another of the loop is decoding.
            ttftService = serviceTtftS(tm, at, g, 1 - 1 / inService);
            cycle = ttftService + gaps * g.mean;
            return std::clamp(inService * gaps * g.mean / cycle, 1.0, inService) - at_b;
        };
        double prevB = b, prevH = evaluate(b);
        if (std::abs(prevH) > 1e-9 * b) {
            b = prevB + prevH;
            for (int it = 0; it < 30; ++it) {
                const double h = evaluate(b);
                if (std::abs(h) <= 1e-9 * b)
                    break;
                // Secant on H(b) = next(b) - b.
                double nextB = h != prevH ? b - h * (b - prevB) / (h - prevH) : b + h;
                if (!std::isfinite(nextB) || nextB < 1.0 || nextB > inService)
                    nextB = std::clamp(b + h, 1.0, inService);
                prevB = b;
                prevH = h;
                b = nextB;
            }
        }
        fillQuantiles(l, g, needs);
        l.promptWorkS = promptWorkS(tm, at);
        l.queued = n > inService;
        // Beyond the cache's slots the rest wait a whole service cycle per round (response time law).
        l.ttftS = ttftService + (l.queued ? (n / inService - 1) * cycle : 0.0);
        l.e2eS = (l.ttftS + gaps * g.mean) / out;
        l.decodeConcurrency = b;
        l.inSystem = n;
        l.requestRateRps = inService / cycle;
        return l;
    }

    // Poisson arrivals at `load` requests/s: Little's law for the sequences decoding.
    const double rate = std::max(0.0, load);
    double b = 1;
    StepTimer::At at = tm.at(b);
    Gaps g;
    double ttftService = 0;
    for (int it = 0; it < 40; ++it) {
        at = tm.at(b);
        g = gapsAt(tm, at, rate * std::max(1e-9, g.mean > 0 ? g.mean : at.plainS));
        ttftService = serviceTtftS(tm, at, g, 1 - std::exp(-b));
        const double next = std::max(1.0, rate * gaps * g.mean);
        const bool done = std::abs(next - b) <= 1e-3 * b;
        b = 0.5 * (b + next);
        if (done || b > 4 * std::max(1.0, std::isfinite(cap) ? cap : 4096.0))
            break;
    }
    fillQuantiles(l, g, needs);
    l.promptWorkS = promptWorkS(tm, at);
    l.ttftS = ttftService + poissonPromptWaitS(l.promptWorkS, rate);
    l.e2eS = (l.ttftS + gaps * g.mean) / out;
    l.decodeConcurrency = b;
    l.inSystem = rate * (l.ttftS + gaps * g.mean);
    l.queued = b > cap;
    l.requestRateRps = rate;
    return l;
}

double poissonPromptWaitS(double promptWorkS, double rateRps)
{
    // Prompts queue for the GPU's prompt work: an M/D/1 queue whose service is one prompt's extra
    // step time (closed loops are smoother and have none of this wait).
    const double rho = std::clamp(rateRps * promptWorkS, 0.0, 0.95);
    return rho * promptWorkS / (2 * (1 - rho));
}

unsigned latencyNeedOf(ItlKind k)
{
    switch (k) {
    case ItlKind::MedianItl: return kNeedMedian;
    case ItlKind::P90Itl: return kNeedP90;
    case ItlKind::P99Itl: return kNeedP99;
    case ItlKind::MeanTpot:
    case ItlKind::E2eOverOutput: return 0;
    }
    return kNeedMedian;
}

LatencySet latenciesMatching(StepTimer tm, LoadShape shape, double load, ItlKind kind, double targetS, double* factor,
                             unsigned needs)
{
    const double target = std::log(std::max(1e-12, targetS));
    const unsigned searching = latencyNeedOf(kind);
    auto at = [&](double g, LatencySet& l) {
        tm.decodeFactor = std::exp(g);
        l = scheduleLatencies(tm, shape, load, searching);
        return std::log(std::max(1e-12, latencyIn(l, kind))) - target;
    };
    LatencySet l;
    double g0 = 0, h0 = at(g0, l);
    double g1 = std::clamp(-h0, -5.0, 5.0);
    double h1 = at(g1, l);
    for (int it = 0; it < 10 && std::abs(h1) > 1e-5; ++it) {
        const double slope = (h1 - h0) / (g1 - g0);
        double g2 = slope > 1e-6 ? g1 - h1 / slope : g1 - h1;
        g2 = std::clamp(g2, -5.0, 5.0);
        if (std::abs(g2 - g1) < 1e-9)
            break;
        g0 = g1;
        h0 = h1;
        g1 = g2;
        h1 = at(g1, l);
    }
    if (factor)
        *factor = std::exp(g1);
    if ((needs & ~searching) != 0) {
        tm.decodeFactor = std::exp(g1);
        l = scheduleLatencies(tm, shape, load, needs);
    }
    return l;
}

double latencyIn(const LatencySet& l, ItlKind k)
{
    switch (k) {
    case ItlKind::MedianItl: return l.medianS;
    case ItlKind::MeanTpot: return l.meanS;
    case ItlKind::E2eOverOutput: return l.e2eS;
    case ItlKind::P90Itl: return l.p90S;
    case ItlKind::P99Itl: return l.p99S;
    }
    return l.medianS;
}

} // namespace wattgpu
