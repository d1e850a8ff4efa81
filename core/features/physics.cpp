#include "core/features/physics.h"

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

} // namespace

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

StepPhysics decodeStep(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w)
{
    return decodeStepAt(llm, gpu, w, w.batch);
}

StepPhysics decodeStepAt(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w, double batchIn)
{
    StepPhysics s;
    const double n = std::max(1, w.numGpus);
    const double batch = std::max(1.0, batchIn);
    const GpuRates rates = gpuRates(gpu, w.precision);

    double context = w.meanContextTokens();
    if (llm.slidingWindow > 0 && context > llm.slidingWindow) // interleaved local/global layers
        context = 0.5 * context + 0.5 * llm.slidingWindow;

    const double bytesPerWeightRead = bytesPerParam(llm, w.precision);
    s.weightBytesRead = touchedBParams(llm, batch) * 1e9 * bytesPerWeightRead;
    s.kvBytesRead = batch * context * kvBytesPerToken(llm, kvBytesPerElement(w.kvCacheDtype));
    const double attnWidth = static_cast<double>(std::max(1, llm.numAttentionHeads)) * std::max(1, llm.headDim);
    s.flops = 2.0 * llm.activeBParams * 1e9 * batch + 4.0 * llm.numLayers * attnWidth * batch * context;

    const double bytesPerS = n * rates.bandwidthGbS * 1e9;
    const double flopPerS = n * rates.tensorTflops * 1e12;
    s.tMemoryS = (s.weightBytesRead + s.kvBytesRead) / bytesPerS;
    s.tComputeS = s.flops / flopPerS;
    s.tensorParallelRanks = std::max(1, w.numGpus) * rates.devices;
    s.linkBytesPerS = rates.linkGbS * 1e9;
    if (s.tensorParallelRanks > 1) {
        // Two ring all-reduces per layer of batch x hidden 16-bit activations, over the ranks' links.
        const double ranks = s.tensorParallelRanks;
        s.commBytesPerToken = 2.0 * llm.numLayers * llm.hiddenSize * 2.0 * 2.0 * (ranks - 1) / ranks;
        s.tCommS = batch * s.commBytesPerToken / s.linkBytesPerS;
        s.allReducesPerStep = 2 * llm.numLayers;
    }
    s.tRooflineS = std::max(s.tMemoryS, s.tComputeS) + s.tCommS;

    // A prompt's tokens: causal attention costs 2 x layers x width x (tokens before it) FLOPs each,
    // half the prompt on average, capped by a sliding window.
    double promptSpan = std::max(1, w.promptLen);
    if (llm.slidingWindow > 0 && promptSpan > llm.slidingWindow)
        promptSpan = 0.5 * promptSpan + 0.5 * llm.slidingWindow;
    s.prefillFlopsPerToken = 2.0 * llm.activeBParams * 1e9 + 2.0 * llm.numLayers * attnWidth * promptSpan;
    s.prefillWeightBytes = llm.totalBParams * 1e9 * bytesPerWeightRead;
    s.flopPerS = flopPerS;
    s.bytesPerS = bytesPerS;
    const double prefillTokens = batch * std::max(1, w.promptLen);
    s.tPrefillComputeS = prefillTokens * s.prefillFlopsPerToken / flopPerS;
    s.tPrefillMemoryS = s.prefillWeightBytes / bytesPerS;
    s.tPrefillS = std::max(s.tPrefillComputeS, s.tPrefillMemoryS);
    s.arithmeticIntensity = s.flops / std::max(1.0, s.weightBytesRead + s.kvBytesRead);
    s.ridgeIntensity = flopPerS / bytesPerS;
    return s;
}

double weightStreamingFloorS(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w)
{
    const GpuRates rates = gpuRates(gpu, w.precision);
    const double bytes = touchedBParams(llm, 1.0) * 1e9 * bytesPerParam(llm, w.precision);
    return bytes / (std::max(1, w.numGpus) * rates.bandwidthGbS * 1e9);
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

MemoryFit memoryFit(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w)
{
    MemoryFit m;
    const double n = std::max(1, w.numGpus);
    const double memGb = gpu.memorySizeGb.value_or(0);
    m.usableGbPerGpu = kUsableMemoryFraction * memGb;
    m.weightsGbPerGpu = weightBytes(llm, w.precision) / 1e9 / n;
    const double kvPerSeqGb = kvBytesPerToken(llm, kvBytesPerElement(w.kvCacheDtype)) * (w.promptLen + w.outputLen)
        / 1e9 / n;
    m.kvCacheGbPerGpu = kvPerSeqGb * std::max(1, w.batch);
    m.neededGbPerGpu = m.weightsGbPerGpu + m.kvCacheGbPerGpu + m.overheadGbPerGpu;
    const double room = m.usableGbPerGpu - m.weightsGbPerGpu - m.overheadGbPerGpu;
    m.weightsFit = room > 0;
    m.fits = m.weightsFit && m.neededGbPerGpu <= m.usableGbPerGpu;
    if (m.weightsFit)
        m.maxBatch = kvPerSeqGb > 0 ? static_cast<int>(std::min(1e6, std::floor(room / kvPerSeqGb))) : 1000000;
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
