#include "core/predict/assemble.h"

#include "core/features/features.h"
#include "core/features/physics.h"
#include "core/features/stack.h"
#include "core/predict/stack_model.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace wattgpu {

const char* warningCodeName(WarningCode code)
{
    switch (code) {
    case WarningCode::MoeModel: return "moe_model";
    case WarningCode::QuantizedModel: return "quantized_model";
    case WarningCode::SsmOrHybrid: return "ssm_or_hybrid";
    case WarningCode::MissingGpuSpec: return "missing_gpu_spec";
    case WarningCode::GpuOutOfRange: return "gpu_out_of_range";
    case WarningCode::LlmOutOfRange: return "llm_out_of_range";
    case WarningCode::WorkloadOutOfRange: return "workload_out_of_range";
    case WarningCode::PrecisionFallback: return "precision_fallback";
    case WarningCode::DoesNotFit: return "does_not_fit";
    case WarningCode::PowerLimitClamped: return "power_limit_clamped";
    case WarningCode::CustomGpu: return "custom_gpu";
    case WarningCode::AnnouncedGpu: return "announced_gpu";
    case WarningCode::SpeculativeUnmeasured: return "speculative_unmeasured";
    case WarningCode::MultiNode: return "multi_node";
    case WarningCode::DisaggregatedUnmeasured: return "disaggregated_unmeasured";
    case WarningCode::StackNearestMatch: return "stack_nearest_match";
    case WarningCode::StackUnmeasured: return "stack_unmeasured";
    case WarningCode::PowerCapThrottled: return "power_cap_throttled";
    case WarningCode::PowerCapBelowMeasured: return "power_cap_below_measured";
    case WarningCode::IntervalUncalibrated: return "interval_uncalibrated";
    case WarningCode::NotRunnable: return "not_runnable";
    case WarningCode::BackendUnmeasured: return "backend_unmeasured";
    case WarningCode::Overloaded: return "overloaded";
    case WarningCode::StackVersionUnknown: return "stack_version_unknown";
    }
    return "unknown";
}

std::vector<std::string> methodNames() { return {"default", "paper", "ls_tdp", "roofline"}; }

void TrainingRanges::Span::include(double v)
{
    if (!std::isfinite(v))
        return;
    if (empty) {
        lo = hi = v;
        empty = false;
    } else {
        lo = std::min(lo, v);
        hi = std::max(hi, v);
    }
}

void TrainingRanges::include(const Query& q)
{
    const GpuSpec& g = *q.gpu;
    gpuBandwidthGbS.include(g.memoryBandwidthGbS.value_or(NAN));
    gpuMemoryGb.include(g.memorySizeGb.value_or(NAN));
    gpuTdpW.include(g.tdpW.value_or(NAN));
    gpuTflops16.include(gpuRates(g, Precision::BF16).tensorTflops);
    llmTotalBParams.include(q.llm->totalBParams);
    llmActiveBParams.include(q.llm->activeBParams);
    batch.include(q.workload.batch);
    contextTokens.include(q.workload.meanContextTokens());
    numGpus.include(q.workload.numGpus);
}

namespace {
nlohmann::json spanJson(const TrainingRanges::Span& s) { return nlohmann::json::array({s.lo, s.hi}); }
TrainingRanges::Span spanFrom(const nlohmann::json& j)
{
    TrainingRanges::Span s;
    if (j.is_array() && j.size() == 2 && j[0].is_number() && j[1].is_number()) {
        s.lo = j[0].get<double>();
        s.hi = j[1].get<double>();
        s.empty = false;
    }
    return s;
}

std::string fmt(double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.4g", v);
    return buf;
}
} // namespace

nlohmann::json TrainingRanges::toJson() const
{
    return {{"gpu_memory_bandwidth_gb_s", spanJson(gpuBandwidthGbS)},
            {"gpu_memory_gb", spanJson(gpuMemoryGb)},
            {"gpu_tdp_w", spanJson(gpuTdpW)},
            {"gpu_tflops_16bit", spanJson(gpuTflops16)},
            {"llm_total_b_params", spanJson(llmTotalBParams)},
            {"llm_active_b_params", spanJson(llmActiveBParams)},
            {"batch", spanJson(batch)},
            {"context_tokens", spanJson(contextTokens)},
            {"num_gpus", spanJson(numGpus)},
            {"power_limit_ratio", spanJson(powerLimitRatio)}};
}

TrainingRanges TrainingRanges::fromJson(const nlohmann::json& j)
{
    TrainingRanges r;
    auto get = [&](const char* k) { return j.contains(k) ? spanFrom(j.at(k)) : Span{}; };
    r.gpuBandwidthGbS = get("gpu_memory_bandwidth_gb_s");
    r.gpuMemoryGb = get("gpu_memory_gb");
    r.gpuTdpW = get("gpu_tdp_w");
    r.gpuTflops16 = get("gpu_tflops_16bit");
    r.llmTotalBParams = get("llm_total_b_params");
    r.llmActiveBParams = get("llm_active_b_params");
    r.batch = get("batch");
    r.contextTokens = get("context_tokens");
    r.numGpus = get("num_gpus");
    r.powerLimitRatio = get("power_limit_ratio");
    return r;
}

double idleFloorW(const GpuSpec& gpu) { return idlePrior(gpu).low * tdpOrEstimateW(gpu); }

void applyLatencyFloors(Prediction& p, const LlmSpec& llm, const GpuSpec& gpu, const Workload& w)
{
    const double stepFloorMs = decodeFloorS(llm, gpu, w) * 1e3;
    // Speculative decoding emits up to k + 1 tokens per step: no gap between tokens is shorter than
    // the step's floor over k + 1. The prefill is one step whatever the drafter does.
    const double floorMs = w.speculation.active() ? stepFloorMs / (std::max(1, w.speculation.draftTokens) + 1)
                                                  : stepFloorMs;
    const double metricFloorMs = w.itlMetric == ItlKind::E2eOverOutput
        ? floorMs * std::max(0, w.outputLen - 1) / std::max(1, w.outputLen)
        : floorMs;
    auto hold = [](double& lo, double& point, double& hi, double floor) {
        point = std::max(point, floor);
        lo = std::clamp(lo, floor, point);
        hi = std::max(hi, point);
    };
    hold(p.itlMsLow, p.itlMs, p.itlMsHigh, metricFloorMs);
    hold(p.ttftMsLow, p.ttftMs, p.ttftMsHigh, std::max(stepFloorMs, prefillFloorS(llm, gpu, w) * 1e3));
    hold(p.itlP90MsLow, p.itlP90Ms, p.itlP90MsHigh, floorMs);
    hold(p.itlP99MsLow, p.itlP99Ms, p.itlP99MsHigh, p.itlP90Ms);
    p.medianItlMs = std::max(p.medianItlMs, floorMs);
    p.meanTpotMs = std::max(p.meanTpotMs, floorMs);
    p.itlP99MsLow = std::max(p.itlP99MsLow, p.itlP90MsLow);
    p.itlP99MsHigh = std::max(p.itlP99MsHigh, p.itlP90MsHigh);
}

void setEnergyInterval(Prediction& p)
{
    auto width = [](double center, double bound) {
        return center > 0 && bound > 0 ? std::abs(std::log(bound / center)) : 0.0;
    };
    const double down = std::hypot(width(p.powerW, p.powerWLow), width(p.itlMs, p.itlMsLow));
    const double up = std::hypot(width(p.powerW, p.powerWHigh), width(p.itlMs, p.itlMsHigh));
    p.energyPerTokenJLow = p.energyPerTokenJ * std::exp(-down);
    p.energyPerTokenJHigh = p.energyPerTokenJ * std::exp(up);
}

Prediction assemblePrediction(const std::string& method, const Query& q, const RawEstimate& e,
                              const TrainingRanges* ranges)
{
    const LlmSpec& llm = *q.llm;
    const GpuSpec& gpu = *q.gpu;
    const Workload& w = q.workload;
    Prediction p;
    p.gpuId = gpu.id;
    p.method = method;
    p.numGpus = std::max(1, w.numGpus);
    const ReplicaLayout layout = replicaLayout(llm, gpu, w);
    p.nodes = layout.nodes;
    // Workload::layoutLabel's text, from the resolved layout without copying the workload (this
    // runs for every curve point): "" for plain tensor parallelism over every GPU.
    if (layout.dp > 1 || layout.pp > 1) {
        p.layout = "TP" + std::to_string(layout.tp);
        if (layout.pp > 1)
            p.layout += " PP" + std::to_string(layout.pp);
        if (layout.dp > 1)
            p.layout += " DP" + std::to_string(layout.dp)
                + (moeSplit(llm).expertsB > 0 ? " EP" + std::to_string(p.numGpus) : std::string());
    }

    const double tdp = tdpOrEstimateW(gpu);
    const double limit = effectivePowerLimitW(gpu, w);
    const double floorW = idlePrior(gpu).fraction * tdp;
    double computeShare = e.computeShare;
    if (computeShare < 0) {
        const StepPhysics s = decodeStep(llm, gpu, w);
        computeShare = s.tComputeS / std::max(1e-12, std::max(s.tComputeS, s.tMemoryS));
    }
    PowerCapEffect cap;
    cap.powerPerGpuW = std::min(e.powerPerGpuW, limit);
    if (e.capPhysics)
        cap = powerCapEffect(std::max(floorW, e.powerPerGpuW), limit, floorW, computeShare, e.hostShare);
    const double perGpu = std::clamp(cap.powerPerGpuW, floorW, limit);
    const double itlS = e.itlS * cap.itlFactor;
    p.itlMetric = w.itlMetric;
    p.powerPerGpuW = perGpu;
    p.powerW = perGpu * p.numGpus;
    p.powerWLow = std::max(idleFloorW(gpu), perGpu * e.powerRatioLow) * p.numGpus;
    p.powerWHigh = std::min(std::max(limit, perGpu), perGpu * e.powerRatioHigh) * p.numGpus;
    p.itlMs = itlS * 1e3;
    p.itlMsLow = p.itlMs * e.itlRatioLow;
    p.itlMsHigh = p.itlMs * e.itlRatioHigh;
    // Every latency definition, from the method's schedule or derived from its ITL at the stack's
    // prior scheduling parameters; a power cap slows them all as it slows the step.
    LatencySet lat;
    const MemoryFit memFit = memoryFit(llm, gpu, w);
    if (e.latencies) {
        lat = *e.latencies;
    } else {
        StepTimer tm = StepTimer::of(llm, gpu, w);
        tm.params = StackEfficiency::transform(StackEfficiency::prior());
        const auto resolved = resolveStack(w.stack);
        tm.traits = schedulerTraits(resolved ? resolved->family : std::string());
        tm.maxBatch = memFit.weightsFit ? std::max(1, memFit.maxBatch) : 0;
        lat = latenciesMatching(tm, loadShapeFor(w.itlMetric), std::max(1, w.batch), w.itlMetric, e.itlS, nullptr,
                                kNeedMedian | kNeedP90 | kNeedP99);
    }
    p.ttftMs = lat.ttftS * cap.itlFactor * 1e3;
    p.ttftMsLow = p.ttftMs * e.ttftRatioLow;
    p.ttftMsHigh = p.ttftMs * e.ttftRatioHigh;
    p.itlP90Ms = lat.p90S * cap.itlFactor * 1e3;
    p.itlP90MsLow = p.itlP90Ms * e.p90RatioLow;
    p.itlP90MsHigh = p.itlP90Ms * e.p90RatioHigh;
    p.itlP99Ms = lat.p99S * cap.itlFactor * 1e3;
    p.itlP99MsLow = p.itlP99Ms * e.p99RatioLow;
    p.itlP99MsHigh = p.itlP99Ms * e.p99RatioHigh;
    p.medianItlMs = lat.medianS * cap.itlFactor * 1e3;
    p.meanTpotMs = lat.meanS * cap.itlFactor * 1e3;
    p.promptWorkMs = lat.promptWorkS * cap.itlFactor * 1e3;
    applyLatencyFloors(p, llm, gpu, w);
    // Speculative decoding shortens the gaps between a request's tokens (by the step physics, on top
    // of the measured plain step), never its prefill; its interval spans the acceptance +- 0.1.
    const SpeculationEffect spec = speculationEffect(llm, gpu, w,
                                                     lat.decodeConcurrency > 0 ? lat.decodeConcurrency : w.batch);
    if (spec.active) {
        auto scale = [&](double& lo, double& point, double& hi) {
            lo *= spec.itlFactorLow;
            point *= spec.itlFactor;
            hi *= spec.itlFactorHigh;
        };
        scale(p.itlMsLow, p.itlMs, p.itlMsHigh);
        scale(p.itlP90MsLow, p.itlP90Ms, p.itlP90MsHigh);
        scale(p.itlP99MsLow, p.itlP99Ms, p.itlP99MsHigh);
        p.medianItlMs *= spec.itlFactor;
        p.meanTpotMs *= spec.itlFactor;
        p.warnings.push_back({WarningCode::SpeculativeUnmeasured,
                              std::string("speculative decoding (") + specMethodName(w.speculation.method) + ", "
                                  + std::to_string(w.speculation.draftTokens) + " drafted, acceptance "
                                  + fmt(w.speculation.acceptance) + ": " + fmt(spec.tokensPerStep)
                                  + " tokens per step) never measured: ITL x" + fmt(spec.itlFactor)
                                  + " from the step physics"});
    }
    const double specFactor = spec.active ? spec.itlFactor : 1.0;
    // Output tokens/s: every decoding sequence emits a token per gap (a batch that starts together:
    // its tokens over its whole latency, prefill included).
    const double decodeShare = std::max(0, w.outputLen - 1) / double(std::max(1, w.outputLen));
    const double e2eS = std::max(lat.e2eS * 1e-3, lat.e2eS - (1.0 - specFactor) * lat.meanS * decodeShare);
    const double tokensPerS = loadShapeFor(w.itlMetric) == LoadShape::FixedBatch
        ? std::max(1, w.batch) / std::max(1e-9, e2eS * cap.itlFactor)
        : lat.decodeConcurrency / std::max(1e-9, lat.meanS * cap.itlFactor * specFactor);
    p.throughputTokS = std::isfinite(tokensPerS) && tokensPerS > 0 ? tokensPerS
                                                                   : std::max(1, w.batch) / (p.itlMs / 1e3);
    p.energyPerTokenJ = p.powerW / p.throughputTokS;
    setEnergyInterval(p);
    if (const auto stack = resolveStack(w.stack)) {
        p.engine = stack->engine;
        p.engineVersion = stack->version;
        if (stack->nearestMatch)
            p.warnings.push_back({WarningCode::StackNearestMatch, stack->note});
    } else {
        p.engine = w.stack.engine.substr(0, 64);
        p.engineVersion = w.stack.version.substr(0, 32);
    }
    p.backend = backendOf(gpu);
    if (cap.throttled && w.powerLimitW)
        p.warnings.push_back({WarningCode::PowerCapThrottled,
                              "the " + fmt(limit) + " W limit is below the " + fmt(e.powerPerGpuW)
                                  + " W the workload would draw: clock at " + fmt(100 * cap.clockFactor) + " %, ITL x"
                                  + fmt(cap.itlFactor)});
    if (w.powerLimitW && ranges && !ranges->powerLimitRatio.empty && limit / tdp < 0.9 * ranges->powerLimitRatio.lo)
        p.warnings.push_back({WarningCode::PowerCapBelowMeasured,
                              "a limit of " + fmt(100 * limit / tdp) + " % of TDP is far below the lowest measured ("
                                  + fmt(100 * ranges->powerLimitRatio.lo) + " %): the clock model extrapolates"});

    const MemoryFit& fit = memFit;
    p.fitsMemory = fit.fits;
    p.memoryNeededGbPerGpu = fit.neededGbPerGpu;
    p.memoryAvailableGbPerGpu = fit.usableGbPerGpu;

    if (!fit.fits)
        p.warnings.push_back(
            {WarningCode::DoesNotFit,
             "needs " + fmt(fit.neededGbPerGpu) + " GB per GPU, " + fmt(fit.usableGbPerGpu) + " GB usable"});
    if (llm.isMoe)
        p.warnings.push_back({WarningCode::MoeModel, "mixture-of-experts model: few MoE runs in the training data"});
    if (!llm.quantization.empty() || w.precision == Precision::FP8 || w.precision == Precision::MXFP4) {
        // A quantized checkpoint: say how its weights were sized (from its quantization_config,
        // or, for a method the planner does not read, by the workload precision).
        std::string sizing;
        if (llm.weightBitsPerParam > 0)
            sizing = "; " + llm.weightSizing + ": " + fmt(weightBytes(llm, w.precision) / 1e9) + " GB";
        else if (!llm.quantization.empty()) {
            static const char* const kRead[] = {"fp8", "mxfp4", "nvfp4", "gptq", "awq", "bitsandbytes"};
            const bool known = std::find(std::begin(kRead), std::end(kRead), llm.quantization) != std::end(kRead);
            sizing = std::string("; weights sized as ") + precisionName(w.precision) + ": "
                + fmt(weightBytes(llm, w.precision) / 1e9) + " GB"
                + (known ? "" : " (the quantization method is not one the planner reads)");
        }
        p.warnings.push_back({WarningCode::QuantizedModel,
                              std::string("quantized weights (")
                                  + (llm.quantization.empty() ? precisionName(w.precision) : llm.quantization)
                                  + "): few quantized runs in the training data" + sizing});
    }
    if (llm.isSsmOrHybrid)
        p.warnings.push_back(
            {WarningCode::SsmOrHybrid, "state-space/hybrid model: KV-cache physics only partly applies"});
    const auto missing = missingPredictorFields(gpu);
    if (!missing.empty()) {
        std::string list;
        for (const auto& m : missing)
            list += (list.empty() ? "" : ", ") + m;
        p.warnings.push_back({WarningCode::MissingGpuSpec, "spec sheet lacks " + list + "; fallbacks used"});
    }
    const PrecisionPath path = precisionPath(gpu, w);
    if (path.stackFallback)
        p.warnings.push_back({WarningCode::PrecisionFallback,
                              std::string("the serving stack has no ") + precisionName(w.precision)
                                  + " kernels: the model runs in " + precisionName(path.weights)
                                  + " (16-bit weights)"});
    else if (path.weightOnly)
        p.warnings.push_back({WarningCode::PrecisionFallback,
                              std::string("no native ") + precisionName(w.precision)
                                  + " tensor cores: weight-only kernels, 16-bit math rate used"});
    if (path.kvFallback)
        p.warnings.push_back({WarningCode::PrecisionFallback, "the serving stack has no FP8 KV cache: 16-bit cache"});
    if (w.powerLimitW && std::abs(*w.powerLimitW - limit) > 0.5)
        p.warnings.push_back({WarningCode::PowerLimitClamped, "power limit clamped to " + fmt(limit) + " W"});
    if (gpu.custom)
        p.warnings.push_back({WarningCode::CustomGpu, "user-defined GPU"});
    if (gpu.announced())
        p.warnings.push_back({WarningCode::AnnouncedGpu,
                              "announced part: the vendor's preliminary figures, not a "
                              "shipping datasheet; never measured"});

    if (ranges) {
        std::string gpuWhy;
        if (!ranges->gpuBandwidthGbS.contains(gpu.memoryBandwidthGbS.value_or(0)))
            gpuWhy += "bandwidth " + fmt(gpu.memoryBandwidthGbS.value_or(0)) + " GB/s";
        if (!ranges->gpuTflops16.contains(gpuRates(gpu, Precision::BF16).tensorTflops))
            gpuWhy += std::string(gpuWhy.empty() ? "" : ", ") + "16-bit tensor "
                + fmt(gpuRates(gpu, Precision::BF16).tensorTflops) + " TFLOPS";
        if (!ranges->gpuTdpW.contains(tdp))
            gpuWhy += std::string(gpuWhy.empty() ? "" : ", ") + "TDP " + fmt(tdp) + " W";
        if (!ranges->gpuMemoryGb.contains(gpu.memorySizeGb.value_or(0)))
            gpuWhy += std::string(gpuWhy.empty() ? "" : ", ") + "memory " + fmt(gpu.memorySizeGb.value_or(0)) + " GB";
        if (!gpuWhy.empty())
            p.warnings.push_back({WarningCode::GpuOutOfRange, gpuWhy + " outside the training GPUs' range"});
        if (!ranges->llmTotalBParams.contains(llm.totalBParams)
            || !ranges->llmActiveBParams.contains(llm.activeBParams))
            p.warnings.push_back({WarningCode::LlmOutOfRange,
                                  fmt(llm.totalBParams) + "B parameters (" + fmt(llm.activeBParams)
                                      + "B active) outside the training range " + fmt(ranges->llmTotalBParams.lo) + "-"
                                      + fmt(ranges->llmTotalBParams.hi) + "B"});
        std::string wWhy;
        if (!ranges->batch.contains(w.batch, 0))
            wWhy += "batch " + std::to_string(w.batch);
        if (!ranges->contextTokens.contains(w.meanContextTokens(), 0.1))
            wWhy += std::string(wWhy.empty() ? "" : ", ") + "context " + fmt(w.meanContextTokens()) + " tokens";
        if (!ranges->numGpus.contains(w.numGpus, 0))
            wWhy += std::string(wWhy.empty() ? "" : ", ") + std::to_string(w.numGpus) + " GPUs";
        if (!wWhy.empty())
            p.warnings.push_back({WarningCode::WorkloadOutOfRange, wWhy + " outside the training range"});
        p.outOfDistribution = !gpuWhy.empty() || p.hasWarning(WarningCode::LlmOutOfRange);
    }
    // The corpus holds two-node replicas as pipeline stages (ML.ENERGY's 16-GPU runs, TP 8 x PP 2);
    // an all-to-all between nodes or more than two nodes was never measured.
    const bool multiNodeUnmeasured = layout.nodes > 2 || (layout.nodes > 1 && layout.dp > 1);
    if (layout.nodes > 1)
        p.warnings.push_back(
            {WarningCode::MultiNode,
             "replica over " + std::to_string(layout.nodes) + " nodes of " + std::to_string(layout.gpusPerNode)
                 + " GPUs (" + p.layout + "): " + fmt(layout.link.gbS) + " GB/s per GPU between nodes"
                 + (layout.link.estimated ? " (estimated from the GPU class; --inter-node-gb-s sets it)" : "")
                 + (multiNodeUnmeasured ? "; never measured" : "; the measured two-node runs are pipeline stages")});
    // An announced part is outside every training distribution, whatever its figures: nobody measured
    // it; nor a replica over more nodes, or with experts spread between nodes, than the corpus holds.
    if (gpu.announced() || spec.active || multiNodeUnmeasured)
        p.outOfDistribution = true;
    return p;
}

} // namespace wattgpu
