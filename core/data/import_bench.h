#pragma once
// Importers for the result files serving benchmarks write, each optionally joined with a power log
// taken beside the run (core/data/power_log.h):
//   vllm-bench-serve      `vllm bench serve --save-result` (formerly benchmark_serving.py): one JSON
//                         object, or one per line with --append-result. Keys read: model_id,
//                         date, duration, completed, total_input_tokens, total_output_tokens,
//                         request_rate (Infinity = all at once), max_concurrency,
//                         output_throughput, request_throughput, median_ttft_ms (else
//                         mean_ttft_ms), median_itl_ms, p90/p95/p99_itl_ms, mean_tpot_ms,
//                         mean_e2el_ms; a version from vllm_version or version when present.
//   sglang-bench-serving  `python -m sglang.bench_serving --output-file`: one JSON object per line,
//                         the same keys (e2e: mean_e2e_latency_ms); no date.
//   guidellm              GuideLLM benchmark report JSON: benchmarks[] with worker.backend_model,
//                         args.strategy (streams = concurrency, rate), start_time/end_time (epoch
//                         s) and metrics.<name>.successful.{mean,median}: time_to_first_token_ms,
//                         inter_token_latency_ms, request_latency (s), request_concurrency,
//                         requests_per_second, prompt_token_count, output_token_count,
//                         output_tokens_per_second.
//   genai-perf-json       GenAI-Perf profile_export_genai_perf.json / AIPerf
//                         profile_export_aiperf.json: metric objects {unit, avg, p50, p90, p99, ..}
//                         at the top (AIPerf: under "records"): time_to_first_token,
//                         inter_token_latency, request_latency, output_token_throughput,
//                         request_throughput, output/input_sequence_length, request_count;
//                         input_config.model, .concurrency, .request_rate (or under
//                         perf_analyzer.stimulus).
//   genai-perf-csv        GenAI-Perf profile_export_genai_perf.csv: "Metric,avg,...,p50,..." rows
//                         then "Metric,Value" rows; concurrency or rate from BenchSetup.
// Latency definitions (core/features/itl_metric.h): vLLM's and SGLang's median_itl_ms and
// p90/p95/p99_itl_ms are quantiles of all gaps pooled (median_itl, p90_itl, p99_itl); every tool's
// mean TPOT (vLLM/SGLang mean_tpot_ms; GuideLLM's and GenAI-Perf's mean inter-token latency, which
// are per request (latency - TTFT) / (tokens - 1)) is mean_tpot. Per-request ITL medians and
// percentiles (GuideLLM, GenAI-Perf) are no planner definition and are not read. TTFT is the
// median (mean when the file has none).
//
// Each run becomes one row per latency definition it carries: a median_itl row (with TTFT and the
// pooled tails) and a mean_tpot row; the power goes on the first of them only, so that a run's
// power is trained on once. ImportReport::rowsRead counts those rows (a run that cannot be read
// counts one). Per row: source = the tool and its version, engine/version/GPU/count/precision from
// ImportOptions::bench (refused naming the missing field when absent), model from the file or
// BenchSetup::model, prompt_len and output_len the stated means or the token totals / completed
// requests, throughput_tok_s the stated output throughput or total output tokens / duration,
// batch_size the concurrency cap, else the measured mean concurrency (GuideLLM's, else Little's law:
// requests/s x mean end-to-end latency) rounded up; avg_batch_size that measured concurrency; task
// "fixed-concurrency" or "request-rate". With a power log: total_power_w the sum of the GPUs' mean
// power over the run's window (the file's timestamps) or over the whole log (none, or other
// clock), power_per_gpu_w total / GPUs, energy_per_token_j total / throughput; the log must hold
// as many GPUs as the run. A row breaking a range or plausibility rule is rejected naming the
// file's key (power rules: the power log). ImportReport::notes say where each figure came from.
#include "core/data/import_report.h"

#include <filesystem>
#include <optional>
#include <string_view>

namespace wattgpu {

enum class BenchFormat { VllmBench, SglangBench, GuideLlm, GenAiPerfJson, GenAiPerfCsv };
// "vllm-bench-serve", "sglang-bench-serving", "guidellm", "genai-perf-json", "genai-perf-csv"
const char* benchFormatName(BenchFormat f);
// From the suffix and the keys the text holds; nullopt for any other file (ML.ENERGY JSON too).
std::optional<BenchFormat> detectBenchFormat(const std::filesystem::path& path, std::string_view text);

Result<ImportReport> parseVllmBench(std::string_view text, const std::string& file, const ImportOptions& options = {});
Result<ImportReport> parseSglangBench(std::string_view text, const std::string& file,
                                      const ImportOptions& options = {});
Result<ImportReport> parseGuideLlm(std::string_view text, const std::string& file, const ImportOptions& options = {});
Result<ImportReport> parseGenAiPerfJson(std::string_view text, const std::string& file,
                                        const ImportOptions& options = {});
Result<ImportReport> parseGenAiPerfCsv(std::string_view text, const std::string& file,
                                       const ImportOptions& options = {});
// The parser of a format.
ImportParser benchParser(BenchFormat f);

} // namespace wattgpu
