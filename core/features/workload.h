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

struct LlmSpec;
// The precision the model ships in: its quantization (an FP8 or MXFP4 repo stays FP8/MXFP4),
// else its torch_dtype (float16 -> FP16), else BF16. Formats without a Precision of their own
// (int4/int8 GPTQ, AWQ, bitsandbytes) are sized by the config reader, not here: BF16.
Precision nativePrecision(const LlmSpec& llm);

struct Workload {
    int batch = 16;      // concurrent sequences (vLLM max-num-seqs / running batch)
    int promptLen = 512; // tokens per request
    int outputLen = 512; // tokens generated per request
    Precision precision = Precision::BF16;
    int numGpus = 1; // GPUs per replica (tensor parallel degree)
    ServingStack stack = newestServingStack();
    std::optional<double> powerLimitW;      // per GPU, W; nullopt = the GPU's own limit (TDP)
    ItlKind itlMetric = ItlKind::MedianItl; // the ITL definition predictions and the SLA are in

    // Mean context length seen by a decode step, tokens.
    double meanContextTokens() const { return promptLen + outputLen / 2.0; }
};

} // namespace wattgpu
