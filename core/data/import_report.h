#pragma once
// Measurement import: the report every importer returns, the options they share, the planner
// CSV writer, and the merge of bundled + imported measurements into a training corpus with a
// provenance record for the model card. Plain C++, no Qt.
//
// Contracts:
// - An importer fails as a whole only when the file cannot be read, exceeds a limit, has a
//   broken structure (CSV quoting, JSON syntax) or lacks a required column/key; the error names
//   the file, line and column. A bad row is rejected on its own, with its line and field.
// - Every row that reads is checked against the plausibility rules of core/data/plausibility.h
//   (power against the power limit x GPUs, ITL against the weight-streaming floor, throughput
//   against concurrency / ITL); a row that breaks one is rejected naming the importer's own
//   field, a row on which one cannot run is accepted and listed in ImportReport::unchecked.
// - Accepted rows are Measurements (core/data/corpus.h) that toPlannerCsv() writes and
//   parseMeasurementsCsv() reads back unchanged.
#include "core/catalog/catalog.h"
#include "core/data/corpus.h"
#include "core/data/plausibility.h"
#include "core/util/result.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wattgpu {

struct RejectedRow {
    int line = 0;       // 1-based line in the source file (CSV record start; JSON key or element)
    std::string field;  // column or JSON path ("configurations[2].avg_power_watts")
    std::string reason; // English, one sentence
};

struct ImportReport {
    std::string file;         // path or logical name, as given
    std::string format;       // "wattcounts", "mlenergy-v3", "planner-csv", a benchmark format (import_bench.h)
    std::uintmax_t bytes = 0; // size of the text that was parsed
    std::string sha256;       // hex digest of that text
    std::string modifiedUtc;  // file mtime, ISO 8601 UTC; empty when parsed from memory
    std::vector<Measurement> accepted;
    std::vector<RejectedRow> rejected;
    // Accepted rows on which a plausibility rule (core/data/plausibility.h) could not run: the
    // GPU or model is not in the catalogs given (or none was), or its spec lacks the TDP or the
    // memory bandwidth. Line, field and which rule, one entry per rule and row. Such a row is
    // never trained on unchecked: resolveCorpus runs the rules again and skips it if one fails
    // or still cannot run.
    std::vector<RejectedRow> unchecked;
    // Names the importer could not map. Rows with an unknown GPU are rejected (a planner row
    // needs a catalog GPU id); rows with a model missing from the LLM catalog are kept (the
    // model can be added later, e.g. from the Hugging Face Hub) and listed here to map.
    std::vector<std::string> unknownGpus;
    std::vector<std::string> unknownModels;
    int rowsRead = 0; // data rows / configurations seen (benchmark files: runs x latency definitions)
    // Provenance of a benchmark import (core/data/import_bench.h): the tool and its version, where
    // the GPU, count and stack came from, and how the power was taken (which log, which samples,
    // which window). One English sentence each.
    std::vector<std::string> notes;
    // Lines of the power log that were skipped (no number, N/A, out of range), with their reason.
    std::vector<RejectedRow> powerLogSkipped;
};

// The unknown-name lists stay short whatever a file holds: at most this many distinct names,
// each cut to kMaxModelIdBytes (a million distinct names made the de-duplication quadratic).
inline constexpr std::size_t kMaxUnknownNames = 100;
void addUnknownName(std::vector<std::string>& list, const std::string& name);

// fraction in [0, 1] and a short English stage name; return false to cancel. Same signature as
// ProgressFn in core/predict/training.h.
using ImportProgressFn = std::function<bool(double fraction, const std::string& stage)>;

// What a benchmark result file (vLLM, SGLang, GuideLLM, GenAI-Perf/AIPerf; core/data/import_bench.h)
// does not say about its run and the user gives: `wattgpu-cli import --gpu --num-gpus --engine ...`,
// or the Data menu from the GPU selected in the table and the plan's stack.
struct BenchSetup {
    std::string gpu;                    // catalog GPU id (required)
    int numGpus = 0;                    // GPUs of the replica (required)
    std::string engine;                 // serving engine, as core/features/stack.h names it (required)
    std::string engineVersion;          // empty = unknown
    std::string model;                  // overrides the file's model id; required when the file has none
    std::optional<Precision> precision; // weights; empty = bf16
    int tensorParallel = 0;             // 0 = numGpus
    std::filesystem::path powerLog;     // empty = no power (latency rows only)
    // For exports that carry neither (a GenAI-Perf CSV): the run's concurrency or request rate.
    std::optional<double> concurrency;
    std::optional<double> requestRate;
    // Where the fields came from, for the report's notes ("--gpu", "the selected table row").
    std::string origin = "the command line";
};

struct ImportOptions {
    // Catalogs for name lookup and the unknown-model list; nullptr = built-in tables only and no
    // model check.
    const GpuCatalog* gpus = nullptr;
    const LlmCatalog* llms = nullptr;
    // User mappings applied before the built-in tables: source GPU name -> catalog id,
    // source model -> catalog model id.
    std::map<std::string, std::string> gpuMap;
    std::map<std::string, std::string> modelMap;
    std::size_t maxBytes = 256u << 20;   // whole file
    std::size_t maxRows = 1'000'000;     // CSV data rows / JSON configurations
    std::size_t maxListItems = 100'000;  // items per Watt Counts list cell
    std::size_t maxCellBytes = 4u << 20; // one CSV cell (list columns are long)
    int maxJsonDepth = 32;
    ImportProgressFn progress; // may be empty; called every few hundred rows
    BenchSetup bench;          // benchmark result files only
};

// Planner CSV (the columns of models/data/measurements.csv, in that order). Numbers use the
// shortest text that reads back to the same double; empty optionals are empty cells.
std::string toPlannerCsv(const std::vector<Measurement>& rows);
inline constexpr const char* kPlannerCsvHeader =
    "source,engine,engine_version,power_limit_w,task,model,gpu,num_gpus,tensor_parallel,weight_precision,"
    "batch_size,avg_batch_size,prompt_len,output_len,total_power_w,power_per_gpu_w,itl_ms,itl_kind,"
    "throughput_tok_s,energy_per_token_j,ttft_ms,p90_itl_ms,p95_itl_ms,p99_itl_ms";

// The ranges the planner CSV reader (parseMeasurementsCsv) accepts. Importers reject a row that
// falls outside them, so every accepted row reads back. Returns {planner column, reason}.
struct RangeViolation {
    std::string column;
    std::string reason;
};
std::optional<RangeViolation> plannerRangeViolation(const Measurement& m);

// Lowercase hex SHA-256 of `data` (FIPS 180-4).
std::string sha256Hex(std::string_view data);

// One input of a training run, for the model card.
struct ProvenanceFile {
    std::string path;
    std::string format; // "planner-csv", "wattcounts", "mlenergy-v3"
    std::uintmax_t bytes = 0;
    std::string sha256;
    std::string modifiedUtc; // ISO 8601 UTC, empty when unknown
    int rowsRead = 0;
    int rowsAccepted = 0;   // passed the importer
    int rowsRejected = 0;   // rejected by the importer
    int rowsUsed = 0;       // resolved against the catalogs (in the corpus)
    int rowsSkipped = 0;    // accepted but unresolvable (unknown model/GPU, GPU without TDP)
    bool duplicate = false; // same sha256 as an earlier input: its rows were not added again
};

struct TrainingProvenance {
    std::vector<ProvenanceFile> files;
    int rowsUsed = 0;
    int rowsSkipped = 0;
};

// {"files":[{path, format, bytes, sha256, modified_utc, rows_read, rows_accepted, rows_rejected,
//  rows_used, rows_skipped, duplicate}], "rows_used": n, "rows_skipped": n}
nlohmann::json provenanceJson(const TrainingProvenance& p);

// Merges the bundled planner CSV (empty path = none) with the accepted rows of each import and
// resolves them against the catalogs (resolveCorpus). An import whose sha256 equals an earlier
// input is recorded but not added twice. Corpus::sources lists every input path. Fails when the
// bundled file cannot be read or parsed, or when no row resolves.
Result<Corpus> buildTrainingCorpus(const std::filesystem::path& bundledMeasurements,
                                   const std::vector<ImportReport>& imports, const GpuCatalog& gpus,
                                   const LlmCatalog& llms, TrainingProvenance* provenance = nullptr);

// --- helpers shared by the importers ---
// The catalog specs of the names an import meets, looked up once per name: a file repeats a few
// names on many rows, and an unknown name costs a scan of the catalog. nullptr when the catalog
// was not given or lacks the name. At most kMaxCachedNames names are remembered.
class ImportSpecCache {
public:
    explicit ImportSpecCache(const ImportOptions& options) : m_options(options) {}
    const GpuSpec* gpu(const std::string& id);
    const LlmSpec* llm(const std::string& id);
    static constexpr std::size_t kMaxCachedNames = 4096;

private:
    const ImportOptions& m_options;
    std::map<std::string, const GpuSpec*, std::less<>> m_gpus;
    std::map<std::string, const LlmSpec*, std::less<>> m_llms;
};

// The plausibility rules on one imported row, against the specs of its GPU and model in
// options.gpus / options.llms (a catalog not given leaves the rules needing it unchecked).
PlausibilityCheck checkImportPlausibility(const Measurement& m, ImportSpecCache& specs);
// File size/mtime/sha256 fields of a report for a file that was read as `text`.
void stampReport(ImportReport& report, const std::filesystem::path& path, std::string_view text);
// The parser of one import format (parseWattCounts, parseMlEnergy, parsePlannerCsvImport).
using ImportParser = Result<ImportReport> (*)(std::string_view text, const std::string& file,
                                              const ImportOptions& options);
// `parse` on `text`, the contents of `path` as read; a report that parses is stamped (stampReport).
Result<ImportReport> parseStamped(std::string_view text, const std::filesystem::path& path,
                                  const ImportOptions& options, ImportParser parse);
// Bounded read of `path` (options.maxBytes), then parseStamped.
Result<ImportReport> importFileWith(const std::filesystem::path& path, const ImportOptions& options,
                                    ImportParser parse);
// ISO 8601 UTC mtime of a file, or "" when unavailable.
std::string fileModifiedUtc(const std::filesystem::path& path);

} // namespace wattgpu
