#pragma once
// What the user asks the GPU to do. Offline/batch mode: a fixed concurrency. Server mode
// (request rate) is resolved to a concurrency by core/plan/server.h before prediction.
#include "core/features/itl_metric.h"
#include "core/features/stack.h"

#include <optional>
#include <string>
#include <string_view>

namespace wattgpu {

enum class Precision { BF16, FP16, FP8, MXFP4 };

const char* precisionName(Precision p);                      // "bf16", "fp16", "fp8", "mxfp4"
std::optional<Precision> parsePrecision(std::string_view s); // accepts bf16/bfloat16/fp16/float16/fp8/mxfp4
double bytesPerWeight(Precision p);                          // 2, 2, 1, 0.53

// Precision of the KV cache (vLLM --kv-cache-dtype, TensorRT-LLM's FP8 KV cache). Auto: 16-bit
// (the activations' dtype, what engines use unless told otherwise); Fp8: one byte per element,
// which halves the cache's memory and the bytes a decode step reads from it.
enum class KvCacheDtype { Auto, Fp8 };
const char* kvCacheDtypeName(KvCacheDtype d);                      // "auto", "fp8"
std::optional<KvCacheDtype> parseKvCacheDtype(std::string_view s); // auto, fp8 (also fp8_e4m3, fp8_e5m2)
double kvBytesPerElement(KvCacheDtype d);                          // 2, 1

// Speculative decoding (models/docs/PHYSICS.md, "Speculative decoding"): a cheap drafter proposes
// k tokens, the model verifies them in one step of k + 1 tokens per sequence and keeps the accepted
// prefix plus one token of its own. Draft: a smaller model of the same tokenizer (vLLM/SGLang draft
// models); Eagle: an EAGLE-style head on the model's last hidden state; Mtp: the model's own
// multi-token-prediction head (DeepSeek-V3's MTP module).
enum class SpecMethod { None, DraftModel, Eagle, Mtp };
const char* specMethodName(SpecMethod m);                      // "none", "draft", "eagle", "mtp"
std::optional<SpecMethod> parseSpecMethod(std::string_view s); // also "draft_model", "eagle3", "medusa"->nullopt

struct Speculation {
    SpecMethod method = SpecMethod::None;
    int draftTokens = 0;           // k: tokens drafted per verification step
    double acceptance = 0;         // probability the model accepts a drafted token (each, independently), 0-1
    double draftActiveBParams = 0; // Draft: the draft model's active parameters, billions
    int draftLayers = 0;           // Draft: its layers (each a fixed launch cost per drafted token)
    std::string draftModel;        // Draft: its Hugging Face id, for labels
    bool active() const { return method != SpecMethod::None && draftTokens > 0; }
    // Expected tokens one verification step emits: the accepted prefix plus the model's own token,
    // (1 - a^(k+1)) / (1 - a) (Leviathan et al., 2023); k + 1 at a = 1; 1 when inactive.
    double tokensPerStep() const;
    // The same at another acceptance (the interval's ends).
    double tokensPerStepAt(double acceptance) const;
};
// A method's defaults, with where they come from (models/MODEL_CARD.md, "Speculative decoding"):
// Mtp k = 1, acceptance 0.85 (DeepSeek-V3 technical report: 85-90 % of the second token accepted);
// Eagle k = 5, acceptance 0.75 (3.3 tokens per step: EAGLE papers report mean accepted lengths of
// 3-4 on chat benchmarks); Draft k = 4, acceptance 0.7 (2.8 tokens per step: mid-range of the
// 0.5-0.9 acceptance Leviathan et al. measured across model pairs). None: inactive.
Speculation speculationDefaults(SpecMethod m);

struct LlmSpec;
// The precision the model ships in: its quantization (an FP8 or MXFP4 repo stays FP8/MXFP4),
// else its torch_dtype (float16 -> FP16), else BF16. Formats without a Precision of their own
// (int4/int8 GPTQ, AWQ, bitsandbytes) are sized by the config reader, not here: BF16.
Precision nativePrecision(const LlmSpec& llm);

// The one table of limits on the numeric inputs of a plan: the .wattgpu reader, the CLI's flags
// and bulk-input cells, and the window's controls accept exactly these ranges (inclusive), and a
// value outside them is refused with a message naming the field, the value and the range, never
// shown clamped while computed as given. README, "Reliability", states them.
struct WorkloadLimits {
    static constexpr int minBatch = 1;     // concurrent sequences (offline concurrency)
    static constexpr int maxBatch = 4096;  // the top of the server mode's concurrency curves too
    static constexpr int minPromptLen = 1; // tokens per request
    static constexpr int maxPromptLen = 1'048'576;
    static constexpr int minOutputLen = 1; // tokens per request
    static constexpr int maxOutputLen = 131'072;
    static constexpr int minGpus = 1;           // GPUs per replica (tensor parallel); Auto and capacity plans
    static constexpr int maxGpus = 64;          // Auto searches 1-8, and 16-64 when 8 do not hold the model
    static constexpr double minRateRps = 0.001; // server mode: requests/s per replica
    static constexpr double maxRateRps = 1000;
    static constexpr double minFleetRateRps = 0.001; // server mode: the whole fleet's target, req/s
    static constexpr double maxFleetRateRps = 1e6;
    static constexpr double minSlaItlMs = 0.5; // ITL SLA, ms
    static constexpr double maxSlaItlMs = 100'000;
    static constexpr double minSlaTtftMs = 1; // TTFT SLA, ms
    static constexpr double maxSlaTtftMs = 1'000'000;
    static constexpr double minPowerLimitW = 10; // per-GPU power limit, W
    static constexpr double maxPowerLimitW = 5000;
    static constexpr double minPrefixCacheShare = 0; // share of prompt tokens served from the prefix cache
    static constexpr double maxPrefixCacheShare = 1;
    static constexpr int minSpecTokens = 1; // speculative decoding: tokens drafted per step
    static constexpr int maxSpecTokens = 16;
    static constexpr double minInterNodeGbS = 0.1; // per GPU, unidirectional, GB/s
    static constexpr double maxInterNodeGbS = 10'000;
    static constexpr double minSpecAcceptance = 0; // per drafted token
    static constexpr double maxSpecAcceptance = 1;
};

struct Workload {
    int batch = 16;      // concurrent sequences (vLLM max-num-seqs / running batch)
    int promptLen = 512; // tokens per request
    int outputLen = 512; // tokens generated per request
    Precision precision = Precision::BF16;
    int numGpus = 1; // GPUs per replica
    // How the replica's GPUs split the model (models/docs/PHYSICS.md, "Many GPUs"): tensorParallel
    // GPUs share each layer (two all-reduces per layer), pipelineParallel stages hold the layers in
    // turn, and the rest, numGpus / (tp x pp), are data-parallel attention groups that split the
    // requests: an MoE's experts then spread over every GPU of the replica (expert parallel, an
    // all-to-all per MoE layer), a dense model's groups are copies. tensorParallel 0 = numGpus.
    int tensorParallel = 0;
    int pipelineParallel = 1;
    // A replica larger than one node (one NVLink / Infinity Fabric domain: 8 GPUs of an HGX board,
    // 72 of an NVL72 rack) talks between nodes over each GPU's network link (InfiniBand / RoCE),
    // unidirectional GB/s per GPU; nullopt = the GPU's class (physics.h, interNodeGbS). With
    // tensorParallel 0 such a replica runs tensor parallel within a node and expert parallel (MoE)
    // or pipeline stages (dense) across nodes (physics.h, replicaLayout).
    std::optional<double> interNodeGbS;
    ServingStack stack = newestServingStack();
    std::optional<double> powerLimitW;      // per GPU, W; nullopt = the GPU's own limit (TDP)
    ItlKind itlMetric = ItlKind::MedianItl; // the ITL definition predictions and the SLA are in
    KvCacheDtype kvCacheDtype = KvCacheDtype::Auto;
    // Share of each prompt's tokens whose KV blocks are already cached (a shared system prompt,
    // earlier turns of a chat), 0-1: those tokens skip prefill compute, and the shared blocks are held
    // once in memory (models/docs/PHYSICS.md, "Prefix caching"). Decode steps still attend over them.
    double prefixCacheShare = 0;
    // Speculative decoding; inactive by default. Never measured in the corpus: a prediction with it
    // is flagged speculative_unmeasured and out of distribution.
    Speculation speculation;

    int tp() const; // tensor-parallel GPUs per group (numGpus when tensorParallel is 0), >= 1
    int pp() const; // pipeline stages, >= 1
    int dp() const; // data-parallel attention groups: numGpus / (tp x pp), >= 1
    // The layout's text for labels and messages: "TP4", "TP2 PP2", "DP8 EP8" ("" for plain TP = numGpus).
    std::string layoutLabel(bool moe) const;
    // Mean context length seen by a decode step, tokens.
    double meanContextTokens() const { return promptLen + outputLen / 2.0; }
    // Prompt tokens one request's prefill computes, tokens: the part the prefix cache does not hold,
    // at least the last token (engines recompute it to produce the first output token).
    double prefillTokens() const;
    // Prompt tokens already cached when a request arrives, tokens.
    double cachedPromptTokens() const;
};

} // namespace wattgpu
