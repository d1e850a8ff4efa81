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

// Collectives of a replica split over several devices (models/docs/PHYSICS.md, "Many GPUs"): every
// all-reduce costs bytes over the link plus a latency that grows with the ranks it spans (a ring
// passes 2 (r - 1) messages). The planner never predicts a collective faster than these floors.
inline constexpr double kMinCollectiveLatencyS = 2e-6; // one-shot all-reduce of a few KB over NVLink
inline constexpr double kPcieHopLatencyRatio = 2.5;    // a hop through PCIe against an NVLink / fabric hop

// Replicas beyond one node (models/docs/PHYSICS.md, "Many GPUs"): GPUs in one node share its
// scale-up fabric (NVLink, Infinity Fabric, Gaudi's RoCE mesh; PCIe for cards without one); nodes
// talk over each GPU's network link (InfiniBand / RoCE), slower and with a longer hop.
inline constexpr double kInterNodeHopLatencyRatio = 5.0; // an InfiniBand / RoCE hop against an NVLink hop
// GPUs of one node (one scale-up domain): 72 for the NVL72 superchips (GB200, GB300), 1 for a
// GB10 box (two DGX Spark units link over 200 GbE), else 8 (an HGX / OAM board, an 8-card server).
int gpusPerNode(const GpuSpec& gpu);
// Each GPU's network link between nodes, unidirectional GB/s: the workload's value, else the GPU
// class's usual NIC (one per GPU): 100 for Blackwell Ultra (ConnectX-8, 800 Gb/s), 50 for other
// datacenter parts with a scale-up fabric (400 Gb/s NDR / Pollara), 25 for datacenter PCIe cards and
// GB10 (200 Gb/s), 12.5 for workstation and consumer cards (100 GbE). `estimated` when the
// workload gave none.
struct InterNodeLink {
    double gbS = 50;
    bool estimated = true;
};
InterNodeLink interNodeLink(const GpuSpec& gpu, const Workload& w);
// How a replica of w.numGpus GPUs splits the model. An explicit tensorParallel is taken as given;
// with tensorParallel 0 a replica within one node is tensor parallel over all its GPUs (as
// before), and a larger one is tensor parallel within a node (the largest power of two up to the
// node's size that divides the count and the attention heads) with the nodes as data-parallel
// attention groups over which an MoE's experts spread (expert parallel), or, for a dense model,
// as pipeline stages.
struct ReplicaLayout {
    int tp = 1, pp = 1, dp = 1;
    int nodes = 1; // ceil(numGpus / gpusPerNode)
    int gpusPerNode = 8;
    InterNodeLink link; // between nodes (used when nodes > 1)
};
ReplicaLayout replicaLayout(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w);
// `w` with tensorParallel and pipelineParallel set to replicaLayout's choice.
Workload withReplicaLayout(const LlmSpec& llm, const GpuSpec& gpu, Workload w);

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
// An MoE's parameters (billions) split into the part every token uses (attention, shared experts,
// embeddings) and the routed experts; a dense model is all shared.
struct MoeSplit {
    double sharedB = 0;        // read by every step, replicated in every data-parallel group
    double expertsB = 0;       // all routed experts, spread over the replica under expert parallelism
    double activeExpertsB = 0; // routed experts one token uses
};
MoeSplit moeSplit(const LlmSpec& llm);

// What the weights and the KV cache are actually run in on this GPU under this stack
// (models/MODEL_CARD.md, step 1; models/docs/PHYSICS.md, "Units"): FP8 / MXFP4 weights move fewer bytes and use the
// GPU's FP8 peak where the stack has the kernels; a GPU without FP8 tensor cores runs weight-only kernels (bytes of the
// precision, 16-bit math) where the stack has them; a stack without kernels for the precision runs the model in 16 bits
// (the weights dequantised at load), flagged precision_fallback.
struct PrecisionPath {
    Precision weights = Precision::BF16; // what a step reads per weight
    Precision math = Precision::BF16;    // the tensor rate a step computes at
    KvCacheDtype kv = KvCacheDtype::Auto;
    bool stackFallback = false; // the stack has no kernels for the precision asked: 16-bit weights
    bool kvFallback = false;    // the stack has no FP8 KV cache: 16-bit cache
    bool weightOnly = false;    // no tensor cores for it on this GPU: weight-only kernels, 16-bit math
};
PrecisionPath precisionPath(const GpuSpec& gpu, const Workload& w);

struct StepPhysics {
    double weightBytesRead = 0;  // per step, whole replica
    double kvBytesRead = 0;      // per step, whole replica
    double flops = 0;            // per step, whole replica
    double tMemoryS = 0;         // bytes / (N * bandwidth)
    double tComputeS = 0;        // FLOPs / (N * peak)
    double tCommS = 0;           // tensor-parallel all-reduce transfer time per step at the link's peak
    double tRooflineS = 0;       // max(tMemory, tCompute) + tComm
    double tPrefillS = 0;        // time to prefill one batch of prompts (max of the two below)
    double tPrefillComputeS = 0; // prefill FLOPs of the batch's prompts / (N x peak)
    double tPrefillMemoryS = 0;  // one pass over the weights / (N x bandwidth)
    int tensorParallelRanks = 1; // tensor-parallel GPUs x devices per package
    int allReducesPerStep = 0;   // two per layer when a layer is split across ranks
    double hopLatencyRatio = 1;  // latency of a hop on this replica's link against an NVLink hop
    // Expert parallelism (an MoE over data-parallel attention groups): a dispatch and a combine per
    // MoE layer among every rank of the replica, and pipeline stages' hand-offs.
    int expertRanks = 1;          // ranks the experts spread over (1: no all-to-all)
    int allToAllsPerStep = 0;     // two per MoE layer under expert parallelism
    double a2aBytesPerToken = 0;  // bytes each rank sends per token of its group in one step's all-to-alls
    double tA2aS = 0;             // those bytes over the link at its peak, per step
    int handoffsPerStep = 0;      // pipeline stages - 1
    double tCollectiveFloorS = 0; // no step's collectives take less: their bytes at peak + kMinCollectiveLatencyS each
    // A replica over several nodes: the bytes of one step's collectives that cross between nodes and
    // their time over the inter-node link at its peak (part of tCommS + tA2aS, which then run at
    // the blended rate linkBytesPerS).
    int nodes = 1;
    double interNodeBytes = 0;
    double tInterNodeS = 0;
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

// What a decode step's physics needs that does not depend on the concurrency, worked out once per
// deployment (the schedule asks for many concurrencies of the same one). `llm` must outlive it.
struct DeploymentPhysics {
    const LlmSpec* llm = nullptr;
    PrecisionPath path;
    int tp = 1, pp = 1, dp = 1; // the workload's layout (Workload::tp, pp, dp)
    MoeSplit split;
    double context = 0;         // mean context a decode step attends over, tokens (sliding window applied)
    double bytesPerWeight = 2;  // per parameter read
    double kvBytesPerToken = 0; // all layers, at the cache's precision
    double attentionWidth = 0;  // heads x head_dim
    double bytesPerS = 0;       // a data-parallel group's tensor-parallel GPUs' memory bandwidth, bytes/s
    double flopPerS = 0;        // their tensor peak at the precision computed, FLOP/s
    int ranks = 1;              // tensor-parallel GPUs x devices per package
    int expertRanks = 1;        // every rank of the replica when an MoE runs expert parallel, else 1
    double linkBytesPerS = 0;
    double hopLatencyRatio = 1;
    int nodes = 1;
    int gpusPerNode = 8;
    double interNodeBytesPerS = 0;   // each GPU's network link between nodes, bytes/s
    double handoffBytesPerToken = 0; // pipeline hand-offs that cross nodes: 16-bit hidden state per token
    double commBytesPerToken = 0;
    double prefillFlopsPerToken = 0;
    double prefillWeightBytes = 0;
    double prefillTokensPerRequest = 1; // Workload::prefillTokens
    StepPhysics at(double batch) const;
};
DeploymentPhysics deploymentPhysics(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w);

StepPhysics decodeStep(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w);
// The same at a fractional concurrency (mean sequences in decode; closed loops and request rates
// give non-integer means). decodeStep(llm, gpu, w) == decodeStepAt(llm, gpu, w, w.batch).
StepPhysics decodeStepAt(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w, double batch);
// Time to stream the weights one decode step touches at batch 1 at the spec sheet's peak bandwidth,
// s: no decode step of this deployment is faster (the weight-streaming floor).
double weightStreamingFloorS(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w);
// The weight-streaming floor plus the collectives' floor at batch 1 (StepPhysics::tCollectiveFloorS),
// s: no decode step of a replica split over several devices is faster.
double decodeFloorS(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w);
// One request's prefill at the spec sheet's peaks, s: its uncached prompt tokens' FLOPs over the
// dense tensor peak at the precision computed, or one pass over the weights, whichever is longer. No
// time to first token is shorter.
double prefillFloorS(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w);

// What speculative decoding (Workload::speculation) does to the time per output token at concurrency
// `batch` (models/docs/PHYSICS.md, "Speculative decoding"): a verification step carries k + 1 tokens
// per sequence (the weights and every sequence's KV cache read once, k + 1 times the FLOPs and the
// experts those tokens route to), the drafter's k passes come on top, and the step emits
// tokensPerStep tokens. itlFactor = (verify + draft) / (tokensPerStep x plain step): below 1 where the
// step is memory-bound and the acceptance high, 1 or more at acceptance 0 (never faster than no
// speculation) and as a large batch makes the step compute-bound. The factor's low and high ends are
// the same at acceptance +- 0.1 (the acceptance of a real workload is not known in advance).
struct SpeculationEffect {
    bool active = false;
    double tokensPerStep = 1;
    double plainStepS = 0;  // a decode step of one token per sequence at the spec sheet's peaks, plus launches
    double verifyStepS = 0; // the step that verifies k + 1 tokens per sequence
    double draftS = 0;      // the drafter's k passes
    double itlFactor = 1, itlFactorLow = 1, itlFactorHigh = 1;
};
SpeculationEffect speculationEffect(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w, double batch);

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
// Smallest of 1, 2, 4, 8 GPUs on which the weights and the batch fit; 0 if none (replicas beyond
// one node are the planner's candidates, core/plan/deployment.h, not this bound's).
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
