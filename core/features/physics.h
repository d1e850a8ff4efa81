#pragma once
// First-principles quantities for LLM decode on a GPU (see models/docs/PHYSICS.md).
// Units are in the names: bytes, FLOP, seconds (s), GB (1e9 bytes), GB/s, TFLOPS (1e12 FLOP/s).
#include "core/catalog/gpu.h"
#include "core/catalog/llm.h"
#include "core/features/workload.h"

#include <vector>

namespace wattgpu {

// Runtime overhead per GPU (CUDA context, activations, allocator slack), GB.
inline constexpr double kRuntimeOverheadGb = 2.0;
// Fixed per-layer cost of a decode step (kernel launches and synchronisation, about eight
// kernels per layer at a few microseconds each), s. It does not shrink on a faster GPU.
inline constexpr double kPerLayerOverheadS = 50e-6;
// Fraction of GPU memory an engine such as vLLM claims by default.
inline constexpr double kUsableMemoryFraction = 0.90;

struct GpuRates {
    double bandwidthGbS = 0;     // per GPU
    double tensorTflops = 0;     // dense peak at the precision actually executed, per GPU
    double linkGbS = 0;          // unidirectional GPU-GPU bandwidth used by all-reduce, per GPU
    bool tflopsFallback = false; // precision not native; a slower rate was used
    bool tflopsMissing = false;  // no tensor rate published; FP32 or a default was used
    int devices = 1;             // devices software sees per package (MI250X: 2 GCDs)
};

GpuRates gpuRates(const GpuSpec& gpu, Precision precision);

// Bytes of all weights: as the checkpoint's quantization_config declares (LlmSpec::
// weightBitsPerParam, embeddings and lm_head at 16 bits), else totalBParams x the precision's bytes.
double weightBytes(const LlmSpec& llm, Precision precision);
// Mean bytes per parameter read per step (weightBytes / parameters).
double bytesPerParam(const LlmSpec& llm, Precision precision);
// Bytes of KV cache one token adds across all layers (16-bit KV unless kvBytesPerElement says).
double kvBytesPerToken(const LlmSpec& llm, double bytesPerElement = 2.0);
// Expected parameters (billions) whose weights one decode step reads at concurrency `batch`:
// all for dense models; shared + distinct experts hit for MoE (top-k routing, uniform experts).
double touchedBParams(const LlmSpec& llm, double batch);

struct StepPhysics {
    double weightBytesRead = 0;     // per step, whole replica
    double kvBytesRead = 0;         // per step, whole replica
    double flops = 0;               // per step, whole replica
    double tMemoryS = 0;            // bytes / (N * bandwidth)
    double tComputeS = 0;           // FLOPs / (N * peak)
    double tCommS = 0;              // tensor-parallel all-reduce transfer time per step
    double tRooflineS = 0;          // max(tMemory, tCompute) + tComm
    double tPrefillS = 0;           // time to prefill one batch of prompts (max of the two below)
    double tPrefillComputeS = 0;    // prefill FLOPs of the batch's prompts / (N x peak)
    double tPrefillMemoryS = 0;     // one pass over the weights / (N x bandwidth)
    int tensorParallelRanks = 1;    // GPUs x devices per package
    int allReducesPerStep = 0;      // two per layer when the replica is split across ranks
    double arithmeticIntensity = 0; // FLOP per byte of this step
    double ridgeIntensity = 0;      // GPU FLOP/s / bytes/s

    // What a prompt token costs when an engine schedules it into a step (chunked prefill mixes it
    // with decode tokens; otherwise a prefill step of its own): FLOPs per prompt token (2 x active
    // parameters + causal attention at the mean prompt length), the weights a prefill step reads
    // (every expert of an MoE model: a prompt's tokens route to all of them), all-reduce bytes per
    // token, and the replica's peaks (FLOP/s at the precision, bytes/s, link bytes/s).
    double prefillFlopsPerToken = 0;
    double prefillWeightBytes = 0;
    double commBytesPerToken = 0;
    double flopPerS = 0;
    double bytesPerS = 0;
    double linkBytesPerS = 0;
};

StepPhysics decodeStep(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w);
// The same at a fractional concurrency (mean sequences in decode; closed loops and request rates
// give non-integer means). decodeStep(llm, gpu, w) == decodeStepAt(llm, gpu, w, w.batch).
StepPhysics decodeStepAt(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w, double batch);
// Time to stream the weights one decode step touches at batch 1 at the spec sheet's peak bandwidth,
// s: no decode step of this deployment is faster (the weight-streaming floor).
double weightStreamingFloorS(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w);

// Board power of a GPU with nothing to do but a model resident in memory (models/docs/PHYSICS.md,
// "Power"): a prior per GPU class, as a share of TDP with its range, and what it rests on.
struct IdlePrior {
    double fraction = 0.19; // of TDP
    double low = 0.17;
    double high = 0.21;
    const char* basis = ""; // English: the class and the public readings behind it
};
IdlePrior idlePrior(const GpuSpec& gpu);

struct MemoryFit {
    double weightsGbPerGpu = 0;
    double kvCacheGbPerGpu = 0; // KV cache for batch x (prompt + output) tokens
    double overheadGbPerGpu = kRuntimeOverheadGb;
    double neededGbPerGpu = 0;
    double usableGbPerGpu = 0; // kUsableMemoryFraction x memory
    bool weightsFit = false;
    bool fits = false;
    int maxBatch = 0; // largest concurrency whose KV cache fits (0 if weights do not)
};

MemoryFit memoryFit(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w);
// Smallest of 1, 2, 4, 8 GPUs on which the weights and the batch fit; 0 if none.
int smallestFittingGpuCount(const LlmSpec& llm, const GpuSpec& gpu, Workload w);

} // namespace wattgpu

namespace wattgpu {

// A power limit below what the workload would draw (models/docs/PHYSICS.md, "Power"): the GPU
// lowers its core clock until board power meets the limit. Dynamic core power scales as
// f x V^2 with V falling with f, so as f^kCapPowerExponent; the memory side's power (HBM/GDDR,
// controllers, PHYs) does not follow the core clock. Compute-bound time scales as 1/f;
// memory-bound time barely moves until the core clock falls below kCapMemoryKnee of its
// maximum (too few SM cycles to keep the loads in flight), and always a little (f^-0.05), so a
// cap never makes a step faster and never saves energy without costing some latency. Fixed
// per-step costs on the host (launches, scheduling) do not change.
inline constexpr double kCapPowerExponent = 2.5;
inline constexpr double kCapMemoryKnee = 0.6;
inline constexpr double kCapMinClock = 0.25; // below this the limit cannot be met by clocks alone

struct PowerCapEffect {
    bool throttled = false;  // the limit binds
    double clockFactor = 1;  // core clock / uncapped clock
    double itlFactor = 1;    // capped ITL / uncapped ITL (>= 1)
    double powerPerGpuW = 0; // what the GPU draws under the limit
};
// naturalW: uncapped per-GPU draw; idleW: idle floor; computeShare: compute-bound share of the
// step (0..1); hostShare: share of the step spent in host-side fixed costs (0..1).
PowerCapEffect powerCapEffect(double naturalW, double limitW, double idleW, double computeShare, double hostShare);

} // namespace wattgpu
