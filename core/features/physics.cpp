#include "core/features/physics.h"

#include "core/catalog/backend.h"
#include "core/catalog/catalog.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace wattgpu {

namespace {

double pcieUnidirectionalGbS(const GpuSpec& gpu)
{
    const double gen = gpu.pcieGen.value_or(4);
    // x16 link, per direction: gen3 ~16, gen4 ~32, gen5 ~64 GB/s (theoretical).
    return 16.0 * std::exp2(std::clamp(gen, 3.0, 6.0) - 3.0);
}

double bestSixteenBitTflops(const GpuSpec& gpu)
{
    return gpu.bf16TensorTflops.value_or(gpu.fp16TensorTflops.value_or(0));
}

// The 16-bit format a GPU runs when a reduced precision falls back: BF16, or FP16 before Ampere.
Precision sixteenBit(const GpuSpec& gpu) { return gpu.bf16TensorTflops ? Precision::BF16 : Precision::FP16; }

// Bytes of the weights as the precision path stores them: the checkpoint's own format unless the
// stack dequantises it to 16 bits at load.
double runWeightBytes(const LlmSpec& llm, const PrecisionPath& path, Precision asked)
{
    return path.stackFallback ? llm.totalBParams * 1e9 * bytesPerWeight(path.weights) : weightBytes(llm, asked);
}

double runBytesPerParam(const LlmSpec& llm, const PrecisionPath& path, Precision asked)
{
    return path.stackFallback ? bytesPerWeight(path.weights) : bytesPerParam(llm, asked);
}

} // namespace

PrecisionPath precisionPath(const GpuSpec& gpu, const Workload& w)
{
    PrecisionPath p;
    p.weights = p.math = w.precision;
    p.kv = w.kvCacheDtype;
    const auto stack = resolveStack(w.stack);
    const StackKernels k = stackKernels(stack ? stack->family : std::string(), backendOf(gpu));
    if (w.kvCacheDtype == KvCacheDtype::Fp8 && !k.fp8Kv) {
        p.kv = KvCacheDtype::Auto;
        p.kvFallback = true;
    }
    const bool fp8 = w.precision == Precision::FP8;
    if (!fp8 && w.precision != Precision::MXFP4)
        return p;
    const bool cores = gpu.fp8TensorTflops.value_or(0) > 0;
    const bool kernels = fp8 ? k.fp8 : k.mxfp4;
    if (kernels && cores)
        return p;
    if (kernels && (fp8 ? k.fp8WeightOnly : k.mxfp4WeightOnly)) {
        p.math = sixteenBit(gpu);
        p.weightOnly = true;
        return p;
    }
    p.weights = p.math = sixteenBit(gpu);
    p.stackFallback = true;
    return p;
}

GpuRates gpuRates(const GpuSpec& gpu, Precision precision)
{
    GpuRates r;
    r.bandwidthGbS = gpu.memoryBandwidthGbS.value_or(1000.0);
    switch (precision) {
    case Precision::BF16:
        r.tensorTflops = gpu.bf16TensorTflops.value_or(0);
        if (r.tensorTflops <= 0) {
            // Volta/Turing have no BF16: engines run FP16 instead.
            r.tensorTflops = gpu.fp16TensorTflops.value_or(0);
            r.tflopsFallback = r.tensorTflops > 0;
        }
        break;
    case Precision::FP16: r.tensorTflops = gpu.fp16TensorTflops.value_or(gpu.bf16TensorTflops.value_or(0)); break;
    case Precision::FP8:
    case Precision::MXFP4:
        // No FP8 tensor cores (pre-Hopper/Ada): weight-only kernels dequantise and run 16-bit math.
        r.tensorTflops = gpu.fp8TensorTflops.value_or(0);
        if (r.tensorTflops <= 0) {
            r.tensorTflops = bestSixteenBitTflops(gpu);
            r.tflopsFallback = true;
        }
        break;
    }
    if (r.tensorTflops <= 0) {
        r.tflopsMissing = true;
        // No tensor rate published: FP32 vector rate x 4 is a rough tensor-core-less bound.
        r.tensorTflops = gpu.fp32Tflops ? *gpu.fp32Tflops * 2.0 : 50.0;
    }
    r.linkGbS = gpu.nvlinkGbS ? *gpu.nvlinkGbS / 2.0 : pcieUnidirectionalGbS(gpu);
    r.devices = static_cast<int>(std::clamp(gpu.devicesPerPackage.value_or(1.0), 1.0, 16.0));
    return r;
}

double weightBytes(const LlmSpec& llm, Precision precision)
{
    // A quantized checkpoint is stored as it declares, whatever precision the run computes in.
    if (llm.weightBitsPerParam > 0) {
        const double kept = std::clamp(llm.unquantizedBParams, 0.0, std::max(0.0, llm.totalBParams));
        return ((llm.totalBParams - kept) * llm.weightBitsPerParam / 8.0 + kept * 2.0) * 1e9;
    }
    return llm.totalBParams * 1e9 * bytesPerWeight(precision);
}

double bytesPerParam(const LlmSpec& llm, Precision precision)
{
    return llm.weightBitsPerParam > 0 && llm.totalBParams > 0 ? weightBytes(llm, precision) / (llm.totalBParams * 1e9)
                                                              : bytesPerWeight(precision);
}

double kvBytesPerToken(const LlmSpec& llm, double bytesPerElement)
{
    if (llm.kvLoraRank && *llm.kvLoraRank > 0) // MLA caches a latent vector per layer
        return llm.numLayers * static_cast<double>(*llm.kvLoraRank + llm.qkRopeHeadDim.value_or(0)) * bytesPerElement;
    if (llm.numAttentionHeads <= 0)
        return 0.0; // pure SSM: fixed-size state, no per-token cache
    const int headDim = llm.headDim > 0 ? llm.headDim : llm.hiddenSize / llm.numAttentionHeads;
    const int kvHeads = llm.numKeyValueHeads > 0 ? llm.numKeyValueHeads : llm.numAttentionHeads;
    return 2.0 * llm.numLayers * kvHeads * static_cast<double>(headDim) * bytesPerElement;
}

double touchedBParams(const LlmSpec& llm, double batch)
{
    if (!llm.isMoe || llm.numExperts <= 1 || llm.numExpertsPerTok <= 0 || llm.activeBParams >= llm.totalBParams)
        return llm.totalBParams;
    const double e = llm.numExperts;
    const double k = std::min<double>(llm.numExpertsPerTok, e);
    // active = shared + (k/E) * experts and total = shared + experts  =>  experts = (total-active)/(1-k/E)
    const double experts = (llm.totalBParams - llm.activeBParams) / (1.0 - k / e);
    const double shared = std::max(0.0, llm.totalBParams - experts);
    const double hitFraction = 1.0 - std::pow(1.0 - k / e, std::max(1.0, batch));
    return std::min(llm.totalBParams, shared + experts * hitFraction);
}

MoeSplit moeSplit(const LlmSpec& llm)
{
    MoeSplit m;
    m.sharedB = llm.totalBParams;
    if (!llm.isMoe || llm.numExperts <= 1 || llm.numExpertsPerTok <= 0 || llm.activeBParams >= llm.totalBParams)
        return m;
    const double e = llm.numExperts;
    const double k = std::min<double>(llm.numExpertsPerTok, e);
    // active = shared + (k/E) * experts and total = shared + experts  =>  experts = (total-active)/(1-k/E)
    m.expertsB = std::min(llm.totalBParams, (llm.totalBParams - llm.activeBParams) / (1.0 - k / e));
    m.sharedB = std::max(0.0, llm.totalBParams - m.expertsB);
    m.activeExpertsB = m.expertsB * k / e;
    return m;
}

StepPhysics decodeStep(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w)
{
    return decodeStepAt(llm, gpu, w, w.batch);
}

StepPhysics decodeStepAt(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w, double batch)
{
    return deploymentPhysics(llm, gpu, w).at(batch);
}

int gpusPerNode(const GpuSpec& gpu)
{
    if (gpu.formFactor == "SoC")
        return 1;
    if (gpu.formFactor == "Superchip" && gpu.architecture.rfind("Blackwell", 0) == 0)
        return 72;
    return 8;
}

InterNodeLink interNodeLink(const GpuSpec& gpu, const Workload& w)
{
    if (w.interNodeGbS && std::isfinite(*w.interNodeGbS) && *w.interNodeGbS > 0)
        return {*w.interNodeGbS, false};
    if (gpu.formFactor == "SoC")
        return {25, true};
    if (gpu.segment != "datacenter")
        return {12.5, true};
    if (gpu.architecture.find("Ultra") != std::string::npos)
        return {100, true};
    if (gpu.nvlinkGbS && gpu.formFactor.find("PCIe") == std::string::npos)
        return {50, true};
    return {25, true};
}

ReplicaLayout replicaLayout(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w)
{
    ReplicaLayout l;
    const int n = std::max(1, w.numGpus);
    l.gpusPerNode = gpusPerNode(gpu);
    l.nodes = (n + l.gpusPerNode - 1) / l.gpusPerNode;
    l.link = interNodeLink(gpu, w);
    if (w.tensorParallel > 0 || n <= l.gpusPerNode) {
        l.tp = w.tp();
        l.pp = w.pp();
        l.dp = w.dp();
        return l;
    }
    const int devices = static_cast<int>(std::clamp(gpu.devicesPerPackage.value_or(1.0), 1.0, 16.0));
    for (int t = 2; t <= l.gpusPerNode; t *= 2)
        if (n % t == 0 && (llm.numAttentionHeads <= 0 || llm.numAttentionHeads % (t * devices) == 0))
            l.tp = t;
    l.pp = moeSplit(llm).expertsB > 0 ? 1 : std::max(1, n / l.tp);
    l.dp = std::max(1, n / (l.tp * l.pp));
    return l;
}

Workload withReplicaLayout(const LlmSpec& llm, const GpuSpec& gpu, Workload w)
{
    const ReplicaLayout l = replicaLayout(llm, gpu, w);
    w.tensorParallel = l.tp;
    w.pipelineParallel = l.pp;
    return w;
}

DeploymentPhysics deploymentPhysics(const LlmSpec& llm, const GpuSpec& gpu, const Workload& asked)
{
    // The layout is read from `layout`; `w` for everything else (no copy: this runs per curve point).
    const ReplicaLayout layout = replicaLayout(llm, gpu, asked);
    const Workload& w = asked;
    DeploymentPhysics d;
    d.llm = &llm;
    d.tp = layout.tp;
    d.pp = layout.pp;
    d.dp = layout.dp;
    d.split = moeSplit(llm);
    d.path = precisionPath(gpu, w);
    const GpuRates rates = gpuRates(gpu, d.path.math);
    d.context = w.meanContextTokens();
    if (llm.slidingWindow > 0 && d.context > llm.slidingWindow) // interleaved local/global layers
        d.context = 0.5 * d.context + 0.5 * llm.slidingWindow;
    d.bytesPerWeight = runBytesPerParam(llm, d.path, w.precision);
    d.kvBytesPerToken = kvBytesPerToken(llm, kvBytesPerElement(d.path.kv));
    d.attentionWidth = static_cast<double>(std::max(1, llm.numAttentionHeads)) * std::max(1, llm.headDim);
    // A group's step runs its stages in turn, each on tp GPUs: as fast as tp GPUs holding every layer.
    d.bytesPerS = d.tp * rates.bandwidthGbS * 1e9;
    d.flopPerS = d.tp * rates.tensorTflops * 1e12;
    d.ranks = d.tp * rates.devices;
    if (d.split.expertsB > 0 && d.dp > 1)
        d.expertRanks = std::max(1, w.numGpus) * rates.devices;
    d.linkBytesPerS = rates.linkGbS * 1e9;
    d.hopLatencyRatio = gpu.nvlinkGbS ? 1.0 : kPcieHopLatencyRatio;
    d.nodes = layout.nodes;
    d.gpusPerNode = layout.gpusPerNode;
    d.interNodeBytesPerS = layout.link.gbS * 1e9;
    if (d.nodes > 1) {
        d.hopLatencyRatio = std::max(d.hopLatencyRatio, kInterNodeHopLatencyRatio);
        // Stages hold consecutive GPUs: the hand-offs between nodes carry a token's 16-bit hidden state.
        d.handoffBytesPerToken = std::min(d.pp - 1, d.nodes - 1) * llm.hiddenSize * 2.0;
    }
    if (d.ranks > 1) // two ring all-reduces per layer of hidden 16-bit activations: each rank sends 2 (r - 1) / r
        d.commBytesPerToken = 2.0 * llm.numLayers * llm.hiddenSize * 2.0 * 2.0 * (d.ranks - 1) / d.ranks;
    // A prompt's tokens: causal attention costs 4 x layers x width x (tokens before it) FLOPs each,
    // half the prompt on average, capped by a sliding window. Tokens after a cached prefix of c tokens
    // sit at c..prompt: (c + prompt) / 2 on average.
    double promptSpan = std::max(1, w.promptLen) + w.cachedPromptTokens();
    if (llm.slidingWindow > 0 && promptSpan > llm.slidingWindow)
        promptSpan = 0.5 * promptSpan + 0.5 * llm.slidingWindow;
    d.prefillFlopsPerToken = 2.0 * llm.activeBParams * 1e9 + 2.0 * llm.numLayers * d.attentionWidth * promptSpan;
    // A prefill reads every weight a group holds: its shared part and its share of the experts.
    d.prefillWeightBytes = (d.split.sharedB + d.split.expertsB / d.dp) * 1e9 * d.bytesPerWeight;
    d.prefillTokensPerRequest = w.prefillTokens();
    return d;
}

StepPhysics DeploymentPhysics::at(double batchIn) const
{
    StepPhysics s;
    const double batch = std::max(1.0, batchIn);
    // One data-parallel group's step: its share of the requests, its copy of the shared weights and
    // its share of the experts the whole replica's tokens touch (expert parallel), over tp GPUs.
    const double group = std::max(1.0, batch / dp);
    const double expertsTouched = touchedBParams(*llm, batch) - split.sharedB;
    s.weightBytesRead = (split.sharedB + std::max(0.0, expertsTouched) / dp) * 1e9 * bytesPerWeight;
    s.kvBytesRead = group * context * kvBytesPerToken;
    s.flops = 2.0 * llm->activeBParams * 1e9 * group + 4.0 * llm->numLayers * attentionWidth * group * context;
    s.tMemoryS = (s.weightBytesRead + s.kvBytesRead) / bytesPerS;
    s.tComputeS = s.flops / flopPerS;
    s.tensorParallelRanks = ranks;
    s.linkBytesPerS = linkBytesPerS;
    s.hopLatencyRatio = hopLatencyRatio;
    s.nodes = nodes;
    // Within a node the collectives run over the scale-up link; what crosses between nodes runs over
    // each GPU's network link, concurrently with the rest.
    const double inter = nodes > 1 ? std::min(linkBytesPerS, interNodeBytesPerS) : linkBytesPerS;
    const bool tpCrossesNodes = nodes > 1 && tp > gpusPerNode;
    double bytes = 0;
    if (ranks > 1) {
        s.commBytesPerToken = commBytesPerToken;
        const double arBytes = group * commBytesPerToken;
        s.tCommS = arBytes / (tpCrossesNodes ? inter : linkBytesPerS);
        s.allReducesPerStep = 2 * llm->numLayers;
        bytes += arBytes;
        s.interNodeBytes += tpCrossesNodes ? arBytes : 0.0;
    }
    if (expertRanks > 1) {
        // Dispatch and combine per MoE layer: each rank sends its tokens' activations to the ranks
        // holding their top-k experts, (r - 1) / r of them elsewhere, 16-bit; over several nodes,
        // (nodes - 1) / nodes of them to another node.
        s.expertRanks = expertRanks;
        s.allToAllsPerStep = 2 * llm->numLayers;
        s.a2aBytesPerToken = 2.0 * llm->numLayers * std::max(1, llm->numExpertsPerTok) * llm->hiddenSize * 2.0
            * (expertRanks - 1) / expertRanks / std::max(1, ranks);
        const double a2aBytes = group * s.a2aBytesPerToken;
        const double away = nodes > 1 ? (nodes - 1.0) / nodes : 0.0;
        s.tA2aS = nodes > 1 ? std::max(a2aBytes * (1 - away) / linkBytesPerS, a2aBytes * away / inter)
                            : a2aBytes / linkBytesPerS;
        bytes += a2aBytes;
        s.interNodeBytes += a2aBytes * away;
    }
    s.handoffsPerStep = pp - 1;
    if (handoffBytesPerToken > 0) {
        const double handoffBytes = group * handoffBytesPerToken;
        s.tCommS += handoffBytes / inter;
        bytes += handoffBytes;
        s.interNodeBytes += handoffBytes;
    }
    if (nodes > 1) {
        s.tInterNodeS = s.interNodeBytes / inter;
        if (s.tCommS + s.tA2aS > 0) // the blended rate the stack's collective model divides by
            s.linkBytesPerS = bytes / (s.tCommS + s.tA2aS);
    }
    const int collectives = s.allReducesPerStep + s.allToAllsPerStep + s.handoffsPerStep;
    s.tCollectiveFloorS = s.tCommS + s.tA2aS + collectives * kMinCollectiveLatencyS;
    s.tRooflineS = std::max(s.tMemoryS, s.tComputeS) + s.tCommS + s.tA2aS;
    s.prefillFlopsPerToken = prefillFlopsPerToken;
    s.prefillWeightBytes = prefillWeightBytes;
    s.flopPerS = flopPerS;
    s.bytesPerS = bytesPerS;
    s.tPrefillComputeS = group * prefillTokensPerRequest * prefillFlopsPerToken / flopPerS;
    s.tPrefillMemoryS = prefillWeightBytes / bytesPerS;
    s.tPrefillS = std::max(s.tPrefillComputeS, s.tPrefillMemoryS);
    s.arithmeticIntensity = s.flops / std::max(1.0, s.weightBytesRead + s.kvBytesRead);
    s.ridgeIntensity = flopPerS / bytesPerS;
    return s;
}

double weightStreamingFloorS(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w)
{
    const DeploymentPhysics d = deploymentPhysics(llm, gpu, w);
    return d.at(1.0).weightBytesRead / d.bytesPerS;
}

double prefillFloorS(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w)
{
    return deploymentPhysics(llm, gpu, w).at(1.0).tPrefillS;
}

double decodeFloorS(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w)
{
    const StepPhysics s = deploymentPhysics(llm, gpu, w).at(1.0);
    return s.weightBytesRead / s.bytesPerS + s.tCollectiveFloorS;
}

SpeculationEffect speculationEffect(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w, double batch)
{
    SpeculationEffect e;
    const Speculation& spec = w.speculation;
    if (!spec.active())
        return e;
    e.active = true;
    const int k = std::clamp(spec.draftTokens, WorkloadLimits::minSpecTokens, WorkloadLimits::maxSpecTokens);
    const double b = std::max(1.0, batch);
    const DeploymentPhysics d = deploymentPhysics(llm, gpu, w);
    const StepPhysics one = d.at(b);
    const StepPhysics many = d.at(b * (k + 1));
    const double layers = std::max(1, llm.numLayers);
    const double launches = layers * kPerLayerOverheadS; // per step, whatever it carries
    e.plainStepS = one.tRooflineS + launches;
    // The verification step reads the weights its k + 1 tokens per sequence touch, but each
    // sequence's KV cache once (all k + 1 queries attend over the same context).
    const double manyBytes = many.weightBytesRead + many.kvBytesRead;
    const double verifyMemoryS = manyBytes > 0 ? many.tMemoryS * (many.weightBytesRead + one.kvBytesRead) / manyBytes
                                               : many.tMemoryS;
    const double manyCoreS = std::max(many.tMemoryS, many.tComputeS);
    e.verifyStepS = std::max(e.plainStepS,
                             many.tRooflineS - manyCoreS + std::max(verifyMemoryS, many.tComputeS) + launches);
    // The drafter's k passes, one after another. A head (EAGLE, MTP) is about one decoder layer plus
    // the output projection: two layers' share of the plain step, two layers' launches. A draft
    // model reads its own weights: the plain step scaled by its active parameters, its own launches.
    double perToken = 0;
    if (spec.method == SpecMethod::DraftModel && spec.draftActiveBParams > 0) {
        const double ratio = spec.draftActiveBParams / std::max(1e-9, llm.activeBParams);
        perToken = one.tRooflineS * std::min(1.0, ratio) + std::max(1, spec.draftLayers) * kPerLayerOverheadS;
    } else {
        perToken = 2.0 * one.tRooflineS / layers + 2.0 * kPerLayerOverheadS;
    }
    e.draftS = k * perToken;
    auto factorAt = [&](double acceptance) {
        return (e.verifyStepS + e.draftS) / (spec.tokensPerStepAt(acceptance) * e.plainStepS);
    };
    e.tokensPerStep = spec.tokensPerStep();
    e.itlFactor = factorAt(spec.acceptance);
    e.itlFactorLow = factorAt(std::min(1.0, spec.acceptance + 0.1));
    e.itlFactorHigh = factorAt(std::max(0.0, spec.acceptance - 0.1));
    return e;
}

IdlePrior idlePrior(const GpuSpec& gpu)
{
    // Public NVML readings (models/docs/PHYSICS.md): an A100 SXM4 80GB draws 61-83 W (15-21 % of its
    // 400 W) with a vLLM server and its model resident, an H100 SXM5 about 120 W (17 %); workstation
    // and consumer cards idle at 6-9 % of their board power (RTX 6000 Ada ~27 W of 300 W, RTX 3090
    // ~20 W of 350 W). The class decides, not the TDP.
    const std::string seg = toLower(gpu.segment);
    if (seg == "workstation" || seg == "consumer")
        return {0.075, 0.06, 0.09,
                "workstation or consumer GPU: 6-9 % of board power at idle (NVML: RTX 6000 Ada ~27 W of 300 W, "
                "RTX 3090 ~20 W of 350 W)"};
    return {0.19, 0.17, 0.21,
            "datacenter GPU with a model resident: 17-21 % of TDP (NVML: A100 SXM4 61-83 W of 400 W with a vLLM "
            "server loaded, H100 SXM5 ~120 W of 700 W)"};
}

MemoryFit memoryFit(const LlmSpec& llm, const GpuSpec& gpu, const Workload& asked)
{
    const ReplicaLayout layout = replicaLayout(llm, gpu, asked);
    const Workload& w = asked;
    MemoryFit m;
    const double memGb = gpu.memorySizeGb.value_or(0);
    m.usableGbPerGpu = kUsableMemoryFraction * memGb;
    const PrecisionPath path = precisionPath(gpu, w);
    // A GPU holds its share of a group's shared weights and of the replica's experts (layout: tp GPUs
    // per stage, pp stages, dp groups), and its share of its group's requests' KV cache.
    const double stageGpus = static_cast<double>(layout.tp) * layout.pp;
    const MoeSplit split = moeSplit(llm);
    const double sharedShare = llm.totalBParams > 0 ? (split.sharedB + split.expertsB / layout.dp) / llm.totalBParams
                                                    : 1.0;
    m.weightsGbPerGpu = runWeightBytes(llm, path, w.precision) * sharedShare / 1e9 / stageGpus;
    // Tensor parallelism splits the KV cache by KV heads: ranks beyond the KV heads hold copies (vLLM
    // replicates a KV head over tp / kv ranks), and MLA's latent vector is one head every rank holds in
    // full. The cached prefix's blocks are shared by every sequence of a group: held once, not per sequence.
    const int devices = gpuRates(gpu, path.math).devices;
    const int kvHeads = llm.kvLoraRank && *llm.kvLoraRank > 0 ? 1
        : llm.numKeyValueHeads > 0                            ? llm.numKeyValueHeads
                                                              : std::max(1, llm.numAttentionHeads);
    const double kvSplit = static_cast<double>(layout.pp) * std::min(layout.tp * devices, kvHeads) / devices;
    const double kvTokenGb = kvBytesPerToken(llm, kvBytesPerElement(path.kv)) / 1e9 / std::max(1.0, kvSplit);
    const double kvPerSeqGb = kvTokenGb * (w.promptLen - w.cachedPromptTokens() + w.outputLen);
    const double kvSharedGb = kvTokenGb * w.cachedPromptTokens();
    m.kvCacheGbPerGpu = kvSharedGb + kvPerSeqGb * std::ceil(static_cast<double>(std::max(1, w.batch)) / layout.dp);
    m.neededGbPerGpu = m.weightsGbPerGpu + m.kvCacheGbPerGpu + m.overheadGbPerGpu;
    const double room = m.usableGbPerGpu - m.weightsGbPerGpu - m.overheadGbPerGpu;
    m.weightsFit = room > 0;
    m.fits = m.weightsFit && m.neededGbPerGpu <= m.usableGbPerGpu;
    if (m.weightsFit)
        m.maxBatch = kvPerSeqGb > 0
            ? static_cast<int>(std::clamp(layout.dp * std::floor((room - kvSharedGb) / kvPerSeqGb), 0.0, 1e6))
            : 1000000;
    return m;
}

int smallestFittingGpuCount(const LlmSpec& llm, const GpuSpec& gpu, Workload w)
{
    for (int n : {1, 2, 4, 8}) {
        w.numGpus = n;
        if (memoryFit(llm, gpu, w).fits)
            return n;
    }
    return 0;
}

} // namespace wattgpu

namespace wattgpu {

PowerCapEffect powerCapEffect(double naturalW, double limitW, double idleW, double computeShare, double hostShare)
{
    PowerCapEffect e;
    e.powerPerGpuW = std::min(naturalW, limitW);
    if (!(naturalW > limitW) || !(naturalW > idleW))
        return e;
    const double c = std::clamp(computeShare, 0.0, 1.0);
    const double host = std::clamp(hostShare, 0.0, 0.95);
    // Memory-side share of the dynamic power: larger when the step is memory-bound.
    const double dynamic = naturalW - idleW;
    const double memoryW = dynamic * (0.15 + 0.2 * (1.0 - c));
    const double coreNatural = dynamic - memoryW;
    const double coreAllowed = std::max(0.0, limitW - idleW - memoryW);
    e.throttled = true;
    e.clockFactor = std::clamp(std::pow(coreAllowed / coreNatural, 1.0 / kCapPowerExponent), kCapMinClock, 1.0);
    const double f = e.clockFactor;
    const double gpuPart = c / f + (1.0 - c) * std::max(1.0, kCapMemoryKnee / f) * std::pow(f, -0.05);
    e.itlFactor = host + (1.0 - host) * gpuPart;
    return e;
}

} // namespace wattgpu
