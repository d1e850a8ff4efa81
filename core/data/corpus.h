#pragma once
// The measured training corpus (planner CSV format, see models/data/DATA_README.md) and its
// resolution against the catalogs into training rows.
#include "core/catalog/catalog.h"
#include "core/features/itl_metric.h"
#include "core/features/workload.h"
#include "core/util/result.h"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wattgpu {

// Longest model id, GPU id and other text (source, task) a measurement may carry, in bytes; engine
// names and versions follow core/features/stack.h. Real ones are far shorter; a longer one is
// refused by every reader (planner CSV, Watt Counts, ML.ENERGY) naming its field.
inline constexpr std::size_t kMaxModelIdBytes = 256;
inline constexpr std::size_t kMaxGpuIdBytes = 128;
inline constexpr std::size_t kMaxMeasurementTextBytes = 128;

struct Measurement {
    std::string file;
    int line = 0;       // CSV line, for messages
    std::string source; // mlenergy-v2, argonne-latency, user, ...
    std::string engine;
    std::string engineVersion;
    std::optional<double> powerLimitW; // per GPU; empty = the GPU's TDP
    std::string task;
    std::string model; // HF id or alias
    std::string gpu;   // gpu_specs id
    int numGpus = 1;
    int tensorParallel = 1;
    Precision precision = Precision::BF16;
    double batchSize = 1;               // max concurrent sequences
    std::optional<double> avgBatchSize; // measured mean concurrency
    std::optional<double> promptLen;    // tokens
    double outputLen = 0;               // mean generated tokens per request
    std::optional<double> totalPowerW;  // all GPUs, W
    std::optional<double> powerPerGpuW; // W
    double itlMs = 0;
    ItlKind itlKind = ItlKind::MedianItl;
    std::optional<double> throughputTokS;
    std::optional<double> energyPerTokenJ;
    // Optional latency columns (corpus v2.1+): time to first token and the 90th/95th/99th
    // percentiles of the pooled inter-token gaps, ms; empty = not measured (models/data/DATA_README.md).
    std::optional<double> ttftMs;
    std::optional<double> p90ItlMs;
    std::optional<double> p95ItlMs;
    std::optional<double> p99ItlMs;
    // The source gave total_power_w only and power_per_gpu_w is total / num_gpus: messages about
    // the per-GPU figure then name total_power_w. Not written to the planner CSV.
    bool powerPerGpuDerived = false;
};

// Reads the planner CSV format. Required columns: model, gpu, batch_size, output_len, itl_ms.
// Unknown columns are ignored; every bad cell is reported with file, line and column. The CSV
// structure (quoting, limits, required columns) fails the whole file; a bad cell fails it too
// unless `badRows` is given: the row is then left out and its error (file, line, column, reason)
// appended there, one per row (what `import --planner` and the Data menu do).
Result<std::vector<Measurement>> parseMeasurementsCsv(std::string_view text, const std::string& file,
                                                      std::vector<Error>* badRows = nullptr);
Result<std::vector<Measurement>> loadMeasurementsCsv(const std::filesystem::path& path);

struct TrainingRow {
    Measurement m;
    const LlmSpec* llm = nullptr;
    const GpuSpec* gpu = nullptr;
    Workload workload;      // concurrency = avg batch when measured, prompt from task when absent
    double powerLimitW = 0; // effective per-GPU limit (cap or TDP), W
};

struct SkippedRow {
    std::string file;
    int line = 0;
    std::string reason; // "unknown model 'x'", "unknown GPU 'y'"
};

struct Corpus {
    std::vector<TrainingRow> rows;
    std::vector<SkippedRow> skipped;
    std::vector<std::string> sources; // files it was built from
};

// Resolves models (aliases included) and GPUs; rows that cannot be resolved are skipped with a
// reason, and so are rows that fail a plausibility rule (core/data/plausibility.h: power against
// the limit, ITL against the weight-streaming floor, throughput against concurrency / ITL) or on
// which one cannot run ("implausible itl_ms: ..."). No training run uses such a row.
Corpus resolveCorpus(const std::vector<Measurement>& ms, const GpuCatalog& gpus, const LlmCatalog& llms);

// Mean prompt length (tokens) assumed for corpus tasks that do not record it (ML.ENERGY):
// documented assumptions, not measurements.
double assumedPromptTokens(std::string_view task);

} // namespace wattgpu
