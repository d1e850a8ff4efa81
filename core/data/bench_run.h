#pragma once
// One benchmark run as the four tools' readers (import_bench_readers.cpp) hand it to the row
// builder (import_bench.cpp): every figure with the key it was read from, for messages. Internal
// to core/data.
#include "core/data/import_report.h"
#include "core/data/power_log.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wattgpu::bench {

struct Figure {
    double value = 0;
    std::string key; // path of the field in the file ("benchmarks[0].metrics.request_latency.successful.mean")
};

struct Run {
    int line = 1;
    std::string tool; // "vllm bench serve", "sglang bench_serving", "guidellm", "genai-perf", "aiperf"
    std::string toolVersion;
    std::string model;
    std::string modelKey = "model_id";
    // Latency, ms. medianItl/p90/p95/p99 are quantiles of all inter-token gaps pooled; meanTpot the
    // mean over requests of (e2e - TTFT) / (tokens - 1); ttft the median TTFT (mean when the file has
    // no median).
    std::optional<Figure> ttftMs, medianItlMs, p90ItlMs, p95ItlMs, p99ItlMs, meanTpotMs, meanE2eMs;
    // Load: a concurrency cap, a request rate (unboundedRate: all requests at once), a measured mean
    // concurrency.
    std::optional<Figure> maxConcurrency, requestRate, measuredConcurrency;
    bool unboundedRate = false;
    // Counts and totals.
    std::optional<Figure> completed, inputTokens, outputTokens, durationS, meanInputLen, meanOutputLen;
    std::optional<Figure> outputTokS, requestsPerS;
    TimeWindow window;
    std::string windowSource; // which fields gave the window
    // The run could not be read (wrong type, NaN, negative, a bad JSON line): why, naming the field.
    std::optional<RejectedRow> problem;
};

// Reads one number of `obj` at `key` into `out` (absent or null: left empty). A string, NaN,
// infinity or a negative value sets run.problem (the first one) naming `path + key`. "inf",
// "Infinity" are accepted only where `allowInfinite` (vLLM's request_rate) and set *infinite.
void readNumber(Run& run, const nlohmann::json& obj, const char* key, const std::string& path,
                std::optional<Figure>& out, int line, bool allowInfinite = false, bool* infinite = nullptr);
// The text of `obj[key]` when it is a short string without control characters, else "".
std::string readText(const nlohmann::json& obj, const char* key, std::size_t maxBytes = 256);

// The text with bare NaN, Infinity and -Infinity tokens (Python's json writes them) turned into
// the strings "NaN", "Infinity", "-Infinity", so that nlohmann parses it and readNumber names the key.
std::string quoteNonFinite(std::string_view text);
// Line (1-based) of byte `offset` in `text`.
int lineAt(std::string_view text, std::size_t offset);
// Line of the first `"key":` in text at or after `from`, or `fallback`.
int keyLine(std::string_view text, const std::string& key, std::size_t from, int fallback);

// The readers. Each returns the runs of the file (a whole-file error for broken syntax, a
// missing top-level key or a limit) and, in *recordsRead, how many records it saw.
Result<std::vector<Run>> readServeResults(std::string_view text, const std::string& file, const ImportOptions& options,
                                          bool sglang);
Result<std::vector<Run>> readGuideLlm(std::string_view text, const std::string& file, const ImportOptions& options);
Result<std::vector<Run>> readGenAiPerfJson(std::string_view text, const std::string& file,
                                           const ImportOptions& options);
Result<std::vector<Run>> readGenAiPerfCsv(std::string_view text, const std::string& file, const ImportOptions& options);

} // namespace wattgpu::bench
