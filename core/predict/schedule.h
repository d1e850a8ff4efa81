#pragma once
// Every latency definition from one step model (models/docs/PHYSICS.md, "ITL definitions";
// models/MODEL_CARD.md, "Scheduling"). A replica serving B sequences takes plain decode steps of
// t(B) (the stack's step, core/predict/stack_model.h, times the learned correction). New requests
// arrive while others decode; their prompts either ride in decode steps (chunked prefill, up to a
// token budget per step) or take steps of their own that stall every running sequence. So the gaps
// a request sees between its tokens are a mixture:
//   plain steps          t(B) x lognormal(jitter)                  with probability 1 - f
//   steps with a prompt  (t(B) + stall x extra(prompt)) x lognormal  with probability f
// where f follows from the arrivals per gap (B / output tokens in a closed loop, rate x gap under a
// request rate) and the stack's admission policy. Then
//   median ITL = the mixture's median, p90/p99 ITL = its quantiles (the corpus pools every gap),
//   mean TPOT  = its mean (so TPOT = ITL at concurrency 1 and grows with concurrency x prompt / output),
//   TTFT       = overhead + admission wait + the request's own prefill (+ the wait for a KV-cache slot
//                when more requests are in the system than the cache holds),
//   end-to-end per token (a batch that starts together) = (batch TTFT + (output - 1) x mean step) / output.
#include "core/features/itl_metric.h"
#include "core/predict/stack_model.h"

namespace wattgpu {

// How requests reach the replica.
enum class LoadShape {
    ClosedLoop, // N requests always in the system (offline concurrency, N closed-loop users without think
                // time): each sends the next when its last ends; beyond what the KV cache holds they queue
    FixedBatch, // N requests start together and decode together to the end (batch latency / output tokens)
    Poisson,    // requests arrive at a rate, independent of the replica (server mode)
};
// The shape a latency definition describes: end-to-end per token is a batch's (FixedBatch); the
// others are a steady state (ClosedLoop).
LoadShape loadShapeFor(ItlKind k);

// Times the steps of one deployment (LLM, GPU, workload) on one stack. Build it with of(), which
// works out the deployment's physics once; then set the stack's parameters and traits.
struct StepTimer {
    const LlmSpec* llm = nullptr;
    const GpuSpec* gpu = nullptr;
    Workload workload;
    DeploymentPhysics physics; // deploymentPhysics(*llm, *gpu, workload)
    StackParams params;
    SchedulerTraits traits;
    int maxBatch = 0;        // sequences the KV cache holds (0: no limit known)
    double decodeFactor = 1; // learned correction on plain decode steps (the residual trees)

    static StepTimer of(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w);

    // The decode physics at a mean concurrency and its median plain step, s: what the timings below
    // start from (computed once per concurrency).
    struct At {
        double batch = 1;
        StepPhysics physics;
        double plainS = 0;
    };
    At at(double batch) const;
    // Median plain decode step at a mean concurrency, s.
    double decodeS(double batch) const { return at(batch).plainS; }
    // What `tokens` prompt tokens of `prompts` requests add to a decode step, s (>= 0).
    double mixedExtraS(const At& a, double tokens, double prompts) const;
    double mixedExtraS(double batch, double tokens, double prompts) const
    {
        return mixedExtraS(at(batch), tokens, prompts);
    }
    // A prefill step of its own: `tokens` prompt tokens of `prompts` requests, s.
    double prefillStepS(const At& a, double tokens, double prompts) const;
    double prefillStepS(double tokens, double prompts) const { return prefillStepS(at(1.0), tokens, prompts); }
};

// Which figures scheduleLatencies works out (quantiles cost the most): a mask of these bits.
enum LatencyNeed : unsigned {
    kNeedMedian = 1u,
    kNeedP90 = 2u,
    kNeedP95 = 4u,
    kNeedP99 = 8u,
    kNeedAll = 15u,
};

// Every latency definition of one deployment under one load, s.
struct LatencySet {
    double medianS = 0; // median gap between tokens
    double meanS = 0;   // mean gap (mean TPOT)
    double p90S = 0, p95S = 0, p99S = 0;
    double ttftS = 0;
    double e2eS = 0;              // end-to-end latency per output token
    double decodeConcurrency = 1; // mean sequences decoding
    double inSystem = 1;          // mean requests in the system (decoding, prefilling or waiting)
    double prefillGapShare = 0;   // share of gaps that carry prompt work
    double plainStepS = 0;        // median plain decode step at decodeConcurrency
    double promptWorkS = 0;       // what one request's prompt adds to the GPU's busy time
    double requestRateRps = 0;    // requests completed per second
    bool queued = false;          // requests wait for a KV-cache slot
};
// `load`: N requests (ClosedLoop, FixedBatch) or requests/s (Poisson).
// Quantiles not in `needs` are left 0; the mean, TTFT and end-to-end are always there.
LatencySet scheduleLatencies(const StepTimer& timer, LoadShape shape, double load, unsigned needs = kNeedAll);
// Under a request rate, prompts also queue for the GPU's prompt work (M/D/1 on one prompt's extra
// step time, LatencySet::promptWorkS): the part of TTFT a closed loop of the same mean concurrency
// does not have, s.
double poissonPromptWaitS(double promptWorkS, double rateRps);
// The latencies of the deployment once its plain decode steps are scaled so that its figure in
// `kind` is `targetS` (a measured row when training; another method's ITL): the decode factor is
// found by a secant search in log space within [e^-5, e^5] and returned in *factor.
LatencySet latenciesMatching(StepTimer timer, LoadShape shape, double load, ItlKind kind, double targetS,
                             double* factor = nullptr, unsigned needs = kNeedAll);
// The quantile a definition needs (0 for mean TPOT and end-to-end).
unsigned latencyNeedOf(ItlKind k);
// The figure of a definition, s.
double latencyIn(const LatencySet& l, ItlKind k);

// The q-quantile (0 < q < 1) of a mixture of two lognormals: weight 1 - f at median m0 with log
// spread s0, weight f at median m1 with log spread s1 (exposed for tests).
double mixtureQuantile(double q, double f, double m0, double s0, double m1, double s1);

} // namespace wattgpu
