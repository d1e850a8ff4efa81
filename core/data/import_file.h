#pragma once
// One measurement file of any supported format, the way the Data menu and `wattgpu-cli import`
// read it: the format is detected from the suffix and the header, then the matching importer
// runs and returns its validation report (core/data/import_report.h).
//   Watt Counts subset CSV      core/data/import_wattcounts.h
//   ML.ENERGY v3 model JSON     core/data/import_mlenergy.h
//   planner CSV                 importPlannerCsv() below (the format `train --data` reads)
//   benchmark result files      core/data/import_bench.h (vLLM, SGLang, GuideLLM, GenAI-Perf/AIPerf)
//   power logs                  core/data/power_log.h: recognised, never imported alone (they join a
//                               benchmark file through BenchSetup::powerLog)
#include "core/data/import_report.h"

#include <filesystem>
#include <string_view>

namespace wattgpu {

enum class ImportFormat {
    WattCounts,
    MlEnergy,
    PlannerCsv,
    VllmBench,
    SglangBench,
    GuideLlm,
    GenAiPerfJson,
    GenAiPerfCsv,
    NvidiaSmiPower,
    DcgmPower,
    AmdSmiPower,
};
// "wattcounts", "mlenergy-v3", "planner-csv", the benchmark formats' names (benchFormatName),
// "nvidia-smi-power", "dcgm-power", "amd-smi-power"
const char* importFormatName(ImportFormat f);
// One line for `import --detect`: what the format is and how it imports.
std::string importFormatDescription(ImportFormat f);
bool isPowerLog(ImportFormat f);
bool isBenchmarkFormat(ImportFormat f);

// A power log (its header or a DCGM metric line) is a power log; a benchmark result (the keys
// detectBenchFormat looks for) is that tool's; any other .json or .jsonl is ML.ENERGY; a CSV whose
// header line names itl_ms but not gpu_type is a planner CSV; any other CSV is Watt Counts (whose
// importer then checks the header).
ImportFormat detectImportFormat(const std::filesystem::path& path, std::string_view text);

// The planner CSV as an import. A broken CSV structure, a missing required column or a limit
// fails the whole file; a bad cell (out of range, not a number, unknown precision, ...) rejects
// its row only, with line and column. Each row read is then checked: options.gpuMap/modelMap
// rename GPUs and models first, a GPU missing from options.gpus rejects the row, a row outside
// the reader's ranges or breaking a plausibility rule (core/data/plausibility.h) is rejected, a
// model missing from options.llms is kept, listed in unknownModels and its ITL-floor rule in
// unchecked. Rejected rows are listed in line order.
Result<ImportReport> parsePlannerCsvImport(std::string_view text, const std::string& file,
                                           const ImportOptions& options = {});
// Bounded read (options.maxBytes), then parsePlannerCsvImport; the report carries size, sha256, mtime.
Result<ImportReport> importPlannerCsv(const std::filesystem::path& path, const ImportOptions& options = {});

// Bounded read, detectImportFormat, then that importer. A power log alone fails, saying it joins a
// benchmark file.
Result<ImportReport> importMeasurementFile(const std::filesystem::path& path, const ImportOptions& options = {});

// A planner CSV kept from an earlier import (the Data menu's imports/), read back as the
// report of its accepted rows, unchecked against the catalogs: an input of a retraining run.
Result<ImportReport> loadStoredImport(const std::filesystem::path& path, const ImportOptions& options = {});

} // namespace wattgpu
