#pragma once
// Importer for the Watt Counts subset CSV (the WattGPU paper's data, models/docs/METHOD.md).
//
// Input: comma-separated, first column an unnamed row index, then
//   model, gpu_type, lambda_qps, generation_tokens_total, measurement_duration (s), gpu_energy,
//   gpu_0_power_draw_watts_mean/min/max/std (W), and four JSON-style list cells
//   time_to_first_token_seconds_events (s), e2e_request_latency_seconds_events (s),
//   request_generation_tokens, request_prompt_tokens (tokens), one item per request.
// Required columns: model, gpu_type, lambda_qps, generation_tokens_total, measurement_duration,
// gpu_0_power_draw_watts_mean and the ttft, e2e and generation-token lists; a missing one fails
// the whole file naming it. request_prompt_tokens and the power min/max/std are optional.
//
// Each row becomes one Measurement (source "wattcounts", engine vllm with an unknown version,
// 16-bit weights recorded as fp16, 1 GPU):
// - scenario from lambda_qps: empty (or nan / inf) = offline (task "offline"); 0.017 = "server-low",
//   0.33 = "server-high", any other rate = "server".
// - power: total_power_w = power_per_gpu_w = gpu_0_power_draw_watts_mean (W).
// - ITL, per sequence (the planner's meaning: throughput = batch / ITL), from the paper's targets:
//   offline: the paper's target is measurement_duration / generation_tokens_total, i.e. wall time
//     per generated token across the whole batch (1 / throughput). Each of the batch_size = 256
//     running sequences (vLLM max-num-seqs; the queue never empties) waits that long 256 times
//     per token it gets, so itl_ms = 1000 * 256 * measurement_duration / generation_tokens_total,
//     itl_kind e2e_over_output (the interleaved prefills are inside it); avg_batch_size empty.
//   server: itl_ms = 1000 * mean over requests with >= 2 generated tokens of
//     (e2e - ttft) / (tokens - 1), itl_kind mean_tpot (a mean per-request decode interval);
//     batch_size = max(1, lambda * mean e2e latency) (Little's law).
// - prompt_len = mean of request_prompt_tokens (empty when the list is empty or absent);
//   output_len = mean of request_generation_tokens.
// - throughput_tok_s = generation_tokens_total / measurement_duration;
//   energy_per_token_j = power mean * measurement_duration / generation_tokens_total.
// Rejected per row (line + field): non-finite, negative or absurd numbers, zero tokens,
// unparsable/oversized lists, list length mismatch, e2e < ttft, server rows without a request of
// >= 2 tokens, unknown GPU names, and rows breaking a plausibility rule (core/data/plausibility.h),
// named by the column the value came from: power -> gpu_0_power_draw_watts_mean (e.g. 4,000 W on
// an A30, whose limit is 165 W), ITL -> measurement_duration (offline) or
// e2e_request_latency_seconds_events (server), throughput -> generation_tokens_total. A model
// outside options.llms leaves the ITL-floor rule unchecked (ImportReport::unchecked).
#include "core/data/import_report.h"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wattgpu {

Result<ImportReport> parseWattCounts(std::string_view text, const std::string& file, const ImportOptions& options = {});
// Bounded read (options.maxBytes), then parseWattCounts; the report carries size, sha256, mtime.
Result<ImportReport> importWattCounts(const std::filesystem::path& path, const ImportOptions& options = {});

// Watt Counts gpu_type -> gpu_specs id ("NVIDIA A30" -> "a30-pcie-24gb"); nullopt when unknown.
std::optional<std::string> wattCountsGpuId(std::string_view gpuType);

// Parses a JSON-style list of numbers ("[1, 2.5, 3e-2]", "[]"). Errors name the item index;
// more than maxItems items fails before storing them. Whitespace and one trailing newline are
// tolerated; NaN, inf, strings and nesting are not.
Result<std::vector<double>> parseNumberList(std::string_view cell, std::size_t maxItems);

} // namespace wattgpu
