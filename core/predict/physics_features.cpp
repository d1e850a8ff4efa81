// The default method's feature set: physics first, trees for what it leaves over.
//  - The stack model (core/predict/stack_model.h) times the deployment's decode and prefill steps;
//    the schedule (core/predict/schedule.h) turns them into every latency definition.
//  - The ITL booster learns one thing: the log of a correction on plain decode steps, implied by
//    each measured row through its own definition (a mean TPOT row is inverted through the schedule,
//    so no metric effect can hide in the correction). Its features describe the decode step only:
//    where the batch lies against the deployment's ridge and KV growth, and the step's make-up at
//    batch 1; no metric, no source, no backend (the stack model carries those).
//  - The power booster learns per-GPU power / TDP from the same step make-up.
//  - Both are monotone non-decreasing in every feature that grows with the batch, and every other
//    feature is independent of the batch, so ITL and power never fall as concurrency rises.
#include "core/features/features.h"
#include "core/features/physics.h"
#include "core/predict/feature_set.h"
#include "core/predict/schedule.h"
#include "core/predict/stack_model.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <tuple>

namespace wattgpu {

namespace {

constexpr float kMissing = std::numeric_limits<float>::quiet_NaN();

// Stack families in a fixed order: their position is the tree feature "stack_family".
const std::vector<std::string>& familyOrder()
{
    static const std::vector<std::string> order = {"vllm-2025",       "vllm-2024",    "tgi",
                                                   "hf-transformers", "tensorrt-llm", "deepspeed-mii"};
    return order;
}

float familyCode(const std::string& family)
{
    const auto& o = familyOrder();
    const auto it = std::find(o.begin(), o.end(), family);
    return it == o.end() ? kMissing : static_cast<float>(it - o.begin());
}

// Measured releases in a fixed order: their position is the tree feature "stack_release". Releases
// of one family can differ (vLLM 0.5.4 behind its OpenAI server in ML.ENERGY v2, 0.5.3 offline in
// Argonne's runs): that is a stack effect, named as one. A release the training data lacks keeps its
// own code, beyond the measured ones, and its family's learned (or pooled) stack parameters: taking
// the nearest measured release instead was worse in leave-one-release-out (the releases of one engine
// were measured in different set-ups: vLLM 0.11 held out and predicted as the ROCm build 0.6.1 was
// 118 % off, against 37 % on its own code).
float releaseCode(const std::string& family, const std::string& version)
{
    static const std::vector<std::string> order = {
        "vllm-2025/0.11", "vllm-2024/0.5.3",  "vllm-2024/0.5.4",   "vllm-2024/0.6.1",
        "tgi/",           "hf-transformers/", "tensorrt-llm/0.11", "deepspeed-mii/"};
    const auto it = std::find(order.begin(), order.end(), family + "/" + version);
    if (it != order.end())
        return static_cast<float>(it - order.begin());
    return familyCode(family) >= 0 ? 100.0f + familyCode(family) : kMissing;
}

std::string familyOf(const Workload& w)
{
    const auto r = resolveStack(w.stack);
    return r ? r->family : std::string("unknown");
}

// A power cap that binds (measured power within 8 % of a limit below TDP) hides what the workload
// would draw: the row is censored for the power booster (the cap physics lowers predictions after).
bool capBinds(const TrainingRow& r)
{
    if (!r.m.powerPerGpuW || !r.m.powerLimitW)
        return false;
    const double tdp = tdpOrEstimateW(*r.gpu);
    return *r.m.powerLimitW < 0.99 * tdp && *r.m.powerPerGpuW >= 0.92 * *r.m.powerLimitW;
}

// What a plain decode step at concurrency b is made of, on the stack (physics only, no learned
// correction), with the prompt work a closed loop of b requests adds per gap (b / output prompts).
struct StepShares {
    double compute = 0, overhead = 0, sequence = 0, comm = 0, logComputeOverMemory = 0, kv = 0;
    double memoryUtil = 0, computeUtil = 0; // spec-sheet memory and compute time over the wall time per gap
};

StepShares sharesAt(const StepTimer& tm, double b)
{
    StepTimer::At at;
    at.batch = std::max(1.0, b);
    at.physics = tm.physics.at(at.batch);
    const StepPhysics& s = at.physics;
    const StepDecomposition d = decomposeStep(s, tm.llm->numLayers, at.batch, tm.params);
    at.plainS = d.stepS * tm.decodeFactor;
    const double t = std::max(1e-12, d.stepS);
    const double prompts = at.batch / std::max(1, tm.workload.outputLen);
    const double p = tm.workload.prefillTokens();
    const double promptStep = tm.traits.chunkedPrefill ? tm.mixedExtraS(at, p, 1) : tm.prefillStepS(at, p, 1);
    const double wall = t + prompts * promptStep;
    StepShares x;
    x.overhead = d.overheadS / t; // falls with the batch and with the context: constrained the other way
    // The compute, per-sequence and all-reduce shares and the compute-to-memory ratio of the weights
    // alone (no KV cache, no attention): they grow with the batch and do not move with the context,
    // so the monotone constraints that keep ITL rising with the batch cannot make it fall with the
    // context (the context enters through the KV share, the overhead share and its own log).
    StepPhysics w = s;
    w.kvBytesRead = 0;
    w.flops = 2.0 * tm.llm->activeBParams * 1e9 * at.batch;
    w.tMemoryS = w.weightBytesRead / std::max(1.0, s.bytesPerS);
    w.tComputeS = w.flops / std::max(1.0, s.flopPerS);
    const StepDecomposition dw = decomposeStep(w, tm.llm->numLayers, at.batch, tm.params);
    const double tw = std::max(1e-12, dw.stepS);
    x.compute = dw.computeS / tw;
    x.comm = dw.commS / tw;
    x.sequence = dw.perSequenceS / tw;
    x.logComputeOverMemory = std::log(std::max(1e-12, w.tComputeS) / std::max(1e-12, w.tMemoryS));
    x.kv = s.kvBytesRead / std::max(1.0, s.kvBytesRead + s.weightBytesRead);
    x.memoryUtil = s.tMemoryS / wall;
    x.computeUtil = (s.tComputeS + prompts * p * s.prefillFlopsPerToken / std::max(1.0, s.flopPerS)) / wall;
    return x;
}

// A feature made monotone in the concurrency: its running maximum (or minimum) over the batches
// 1, 4, 16, ..., linearly interpolated in log between them, so that the trees' monotone
// constraints give ITL and power that never fall as concurrency rises.
struct Envelope {
    std::vector<StepShares> grid; // at 1, 4, 16, ... up to the first power of four >= the batch
    double frac = 0;              // where the batch lies between the last two, in log
};

Envelope envelopeAt(const StepTimer& tm, double batch)
{
    Envelope e;
    const double b = std::max(1.0, batch);
    const double steps = std::log2(b) / 2; // in powers of four
    const int k = static_cast<int>(std::floor(steps + 1e-12));
    for (int j = 0; j <= k + 1; ++j)
        e.grid.push_back(sharesAt(tm, std::ldexp(1.0, 2 * j)));
    e.frac = steps - k;
    return e;
}

double envelope(const Envelope& e, double StepShares::*field, bool increasing)
{
    double run = e.grid.front().*field;
    double prev = run;
    for (std::size_t j = 1; j < e.grid.size(); ++j) {
        prev = run;
        run = increasing ? std::max(run, e.grid[j].*field) : std::min(run, e.grid[j].*field);
    }
    // prev: the envelope at 2^k (<= batch), run: at 2^(k+1)
    return e.grid.size() < 2 ? run : prev + e.frac * (run - prev);
}

// The rows the stack model is fitted on, each with the weight it carries: a run's neighbours under
// the same deployment (GPU, stack release, LLM, ranks, latency definition) at other concurrencies and
// prompt lengths say little the stack's twelve parameters need, and every row costs a schedule per
// parameter per iteration. Each such group keeps at most kStackFitRowsPerGroup rows, evenly spread
// over its (concurrency, prompt, output) order, each weighing for the rows it stands for. A group
// is removed whole by every evaluation split, so a fold's rows are the full fit's rows it kept.
constexpr std::size_t kStackFitRowsPerGroup = 6;

std::vector<std::pair<const TrainingRow*, double>> stackFitRows(const std::vector<const TrainingRow*>& rows)
{
    std::map<std::string, std::vector<const TrainingRow*>> groups;
    for (const auto* r : rows) {
        const auto stack = resolveStack(r->workload.stack);
        groups[r->gpu->id + "|" + (stack ? stack->family + "/" + stack->version : std::string()) + "|" + r->llm->hfId
               + "|" + std::to_string(r->workload.numGpus) + "|" + itlKindName(r->workload.itlMetric)]
            .push_back(r);
    }
    std::vector<std::pair<const TrainingRow*, double>> out;
    for (auto& [key, members] : groups) {
        std::stable_sort(members.begin(), members.end(), [](const TrainingRow* a, const TrainingRow* b) {
            return std::tuple(a->workload.batch, a->workload.promptLen, a->workload.outputLen)
                < std::tuple(b->workload.batch, b->workload.promptLen, b->workload.outputLen);
        });
        const std::size_t n = members.size(), keep = std::min(n, kStackFitRowsPerGroup);
        const double share = static_cast<double>(n) / keep;
        for (std::size_t k = 0; k < keep; ++k)
            out.emplace_back(members[keep == 1 ? 0 : k * (n - 1) / (keep - 1)], share);
    }
    return out;
}

class PhysicsFeatureSet final : public FeatureSet {
public:
    std::string method() const override { return "default"; }
    Hyper hyper(bool power) const override
    {
        // Depth 5 scored best of 3, 4, 5 on leave-one-GPU-out and the CV; "hist" trains several times
        // faster than "exact" on every fold.
        return power ? Hyper{5, 0.1, 5, 150, 3, "(1,1,0,0,1,0,0,0)", "hist"}
                     : Hyper{5, 0.1, 5, 150, 20, "(1,1,-1,1,0,1,1,1,0,1,0)", "hist"};
    }
    std::vector<std::string> itlFeatureNames() const override
    {
        return {"log_batch",     "compute_share",           "overhead_share", "sequence_share",
                "comm_share_b1", "log_compute_over_memory", "kv_share",       "bytes_per_weight",
                "is_moe",        "log_context_tokens",      "log2_num_gpus"};
    }
    std::vector<std::string> powerFeatureNames() const override
    {
        return {"memory_utilisation", "compute_utilisation", "bytes_per_weight",  "is_moe",
                "log_batch",          "sequence_share_b1",   "overhead_share_b1", "stack_release"};
    }
    nlohmann::json targetsJson() const override
    {
        return {{"power", "power_per_gpu_w / tdp_w"},
                {"itl",
                 "log(correction on the stack's plain decode step), implied by each row through its own latency "
                 "definition (core/predict/schedule.h)"}};
    }

    Status prepare(const std::vector<const TrainingRow*>& rows, const FeatureSet* warm, int threads) override
    {
        // Each (GPU, stack) group weighs about sqrt(its rows): the many H100 runs do not drown the rest.
        std::map<std::string, int> groupSize;
        for (const auto* r : rows)
            ++groupSize[r->gpu->id + "|" + familyOf(r->workload) + "|" + backendOf(*r->gpu)];
        std::vector<StackEfficiency::Row> fit;
        fit.reserve(rows.size());
        for (const auto& [r, share] : stackFitRows(rows)) {
            StackEfficiency::Row f;
            f.key = r;
            f.llm = r->llm;
            f.gpu = r->gpu;
            f.workload = r->workload;
            f.family = familyOf(r->workload);
            const auto rs = resolveStack(r->workload.stack);
            f.release = f.family + "/" + (rs ? rs->version : std::string());
            f.backend = backendOf(*r->gpu);
            const MemoryFit fitMem = memoryFit(*r->llm, *r->gpu, r->workload);
            f.maxBatch = fitMem.weightsFit ? std::max(1, fitMem.maxBatch) : 0;
            f.itlS = r->m.itlMs / 1e3;
            auto seconds = [](std::optional<double> ms) {
                return ms ? std::optional<double>(*ms / 1e3) : std::nullopt;
            };
            f.ttftS = seconds(r->m.ttftMs);
            f.p90S = seconds(r->m.p90ItlMs);
            f.p95S = seconds(r->m.p95ItlMs);
            f.p99S = seconds(r->m.p99ItlMs);
            f.weight = share / std::sqrt(groupSize[r->gpu->id + "|" + f.family + "|" + f.backend]);
            fit.push_back(std::move(f));
        }
        StackEfficiency::FitOptions options;
        options.threads = threads;
        if (const auto* w = dynamic_cast<const PhysicsFeatureSet*>(warm))
            options.start = &w->m_stack;
        auto m = StackEfficiency::fit(fit, options);
        if (!m)
            return m.error();
        m_stack = std::move(m).value();
        return Ok{};
    }

    QueryFrame frame(const Query& q) const override
    {
        const LlmSpec& llm = *q.llm;
        const Workload& w = q.workload;
        const auto stack = resolveStack(w.stack);
        const std::string family = stack ? stack->family : std::string("unknown");
        QueryFrame f;
        f.hasTimer = true;
        f.timer = StepTimer::of(llm, *q.gpu, w);
        f.timer.params = m_stack.params(family, family + "/" + (stack ? stack->version : std::string()),
                                        backendOf(*q.gpu));
        f.timer.traits = schedulerTraits(family);
        const MemoryFit fitMem = memoryFit(llm, *q.gpu, w);
        f.timer.maxBatch = fitMem.weightsFit ? std::max(1, fitMem.maxBatch) : 0;
        f.shape = loadShapeFor(w.itlMetric);

        const double batch = std::max(1, w.batch);
        const StepPhysics sb = f.timer.physics.at(batch);
        const StepDecomposition db = decomposeStep(sb, llm.numLayers, batch, f.timer.params);
        const Envelope env = envelopeAt(f.timer, batch);
        const StepShares& b1 = env.grid.front();
        const float logBatch = static_cast<float>(std::log(batch));
        const float release = releaseCode(family, stack ? stack->version : std::string());
        const float moe = llm.isMoe ? 1.0f : 0.0f;
        const float bpw = static_cast<float>(bytesPerWeight(f.timer.physics.path.weights));
        auto up = [&](double StepShares::*field) { return static_cast<float>(envelope(env, field, true)); };
        auto down = [&](double StepShares::*field) { return static_cast<float>(envelope(env, field, false)); };
        f.itlRow = {logBatch,
                    up(&StepShares::compute),
                    down(&StepShares::overhead),
                    up(&StepShares::sequence),
                    static_cast<float>(b1.comm),
                    up(&StepShares::logComputeOverMemory),
                    up(&StepShares::kv),
                    bpw,
                    moe,
                    static_cast<float>(std::log(std::max(1.0, w.meanContextTokens()))),
                    static_cast<float>(std::log2(std::max(1, w.numGpus)))};
        // Power's utilisations from the family's parameters, without the release's own offsets: power
        // depends on the release through its own feature (the set-ups releases were measured in draw
        // differently: ML.ENERGY v2 ran vLLM 0.5.4 under a 400 W cap), which a release nobody measured
        // does not have; through the step's make-up it would inherit another release's.
        StepTimer familyTimer = f.timer;
        familyTimer.params = m_stack.params(family, std::string(), backendOf(*q.gpu));
        const Envelope pe = envelopeAt(familyTimer, batch);
        f.powerRow = {static_cast<float>(envelope(pe, &StepShares::memoryUtil, true)),
                      static_cast<float>(envelope(pe, &StepShares::computeUtil, true)),
                      bpw,
                      moe,
                      logBatch,
                      static_cast<float>(pe.grid.front().sequence),
                      static_cast<float>(pe.grid.front().overhead),
                      release};
        // No reference latency: the booster's output scales the timer's plain steps (raw() and
        // itlTarget() run the schedule with it), so a schedule here would be wasted work.
        f.itlReferenceS = 1.0;
        const double floor = decodeFloorS(llm, *q.gpu, w);
        f.itlFloorS = w.itlMetric == ItlKind::E2eOverOutput
            ? floor * std::max(0, w.outputLen - 1) / std::max(1, w.outputLen)
            : floor;
        f.powerDenominatorW = tdpOrEstimateW(*q.gpu);
        f.computeShare = sb.tComputeS / std::max(1e-12, std::max(sb.tComputeS, sb.tMemoryS));
        f.hostShare = db.overheadS / std::max(1e-12, db.stepS);
        return f;
    }

    // Power depends on the batch only through the physics' utilisation envelopes and the batch
    // itself (all constrained non-decreasing), never through a predicted latency: so it never falls
    // as concurrency rises.
    std::vector<float> powerRow(const Query&, const QueryFrame& f, double) const override { return f.powerRow; }

    double itlTarget(const Query& q, const QueryFrame& f, double measuredItlS) const override
    {
        double factor = 1;
        latenciesMatching(f.timer, f.shape, std::max(1, q.workload.batch), q.workload.itlMetric, measuredItlS, &factor,
                          latencyNeedOf(q.workload.itlMetric));
        return std::log(factor);
    }

    bool trainsPower(const TrainingRow& r) const override { return r.m.powerPerGpuW.has_value() && !capBinds(r); }

    nlohmann::json stateJson() const override { return {{"stack_model", m_stack.toJson()}}; }
    Status loadState(const nlohmann::json& j) override
    {
        if (!j.is_object() || !j.contains("stack_model"))
            return makeError(ErrorCode::Model, {}, 0, "features_state.stack_model", "missing");
        auto m = StackEfficiency::fromJson(j.at("stack_model"));
        if (!m) {
            Error e = m.error();
            e.field = "features_state." + e.field;
            return e;
        }
        m_stack = std::move(m).value();
        return Ok{};
    }
    std::unique_ptr<FeatureSet> clone() const override { return std::make_unique<PhysicsFeatureSet>(*this); }

private:
    StackEfficiency m_stack;
};

} // namespace

std::unique_ptr<FeatureSet> makePhysicsFeatureSet() { return std::make_unique<PhysicsFeatureSet>(); }

} // namespace wattgpu
