#include "core/data/import_file.h"

#include "core/data/import_bench.h"
#include "core/data/import_mlenergy.h"
#include "core/data/import_wattcounts.h"
#include "core/data/power_log.h"
#include "core/util/fileio.h"

#include <algorithm>

namespace wattgpu {

namespace {

void addOnce(std::vector<std::string>& list, const std::string& name)
{
    if (std::find(list.begin(), list.end(), name) == list.end())
        list.push_back(name);
}

} // namespace

const char* importFormatName(ImportFormat f)
{
    switch (f) {
    case ImportFormat::WattCounts: return "wattcounts";
    case ImportFormat::MlEnergy: return "mlenergy-v3";
    case ImportFormat::PlannerCsv: return "planner-csv";
    case ImportFormat::VllmBench: return benchFormatName(BenchFormat::VllmBench);
    case ImportFormat::SglangBench: return benchFormatName(BenchFormat::SglangBench);
    case ImportFormat::GuideLlm: return benchFormatName(BenchFormat::GuideLlm);
    case ImportFormat::GenAiPerfJson: return benchFormatName(BenchFormat::GenAiPerfJson);
    case ImportFormat::GenAiPerfCsv: return benchFormatName(BenchFormat::GenAiPerfCsv);
    case ImportFormat::NvidiaSmiPower: return "nvidia-smi-power";
    case ImportFormat::DcgmPower: return "dcgm-power";
    case ImportFormat::AmdSmiPower: return "amd-smi-power";
    }
    return "wattcounts";
}

bool isPowerLog(ImportFormat f)
{
    return f == ImportFormat::NvidiaSmiPower || f == ImportFormat::DcgmPower || f == ImportFormat::AmdSmiPower;
}

bool isBenchmarkFormat(ImportFormat f)
{
    return f == ImportFormat::VllmBench || f == ImportFormat::SglangBench || f == ImportFormat::GuideLlm
        || f == ImportFormat::GenAiPerfJson || f == ImportFormat::GenAiPerfCsv;
}

std::string importFormatDescription(ImportFormat f)
{
    switch (f) {
    case ImportFormat::WattCounts: return "Watt Counts subset CSV";
    case ImportFormat::MlEnergy: return "ML.ENERGY v3 model JSON";
    case ImportFormat::PlannerCsv: return "planner CSV";
    case ImportFormat::VllmBench: return "vllm bench serve result JSON (needs --gpu, --num-gpus, --engine)";
    case ImportFormat::SglangBench: return "SGLang bench_serving result JSONL (needs --gpu, --num-gpus, --engine)";
    case ImportFormat::GuideLlm: return "GuideLLM benchmark report JSON (needs --gpu, --num-gpus, --engine)";
    case ImportFormat::GenAiPerfJson: return "GenAI-Perf / AIPerf JSON export (needs --gpu, --num-gpus, --engine)";
    case ImportFormat::GenAiPerfCsv: return "GenAI-Perf CSV export (needs --gpu, --num-gpus, --engine and --model)";
    case ImportFormat::NvidiaSmiPower: return "nvidia-smi power log (give it with --power-log beside a benchmark file)";
    case ImportFormat::DcgmPower:
        return "DCGM exporter power scrape (give it with --power-log beside a benchmark file)";
    case ImportFormat::AmdSmiPower:
        return "amd-smi / rocm-smi power log (give it with --power-log beside a benchmark file)";
    }
    return "Watt Counts subset CSV";
}

ImportFormat detectImportFormat(const std::filesystem::path& path, std::string_view text)
{
    if (const auto power = detectPowerLogFormat(text)) {
        switch (*power) {
        case PowerLogFormat::NvidiaSmi: return ImportFormat::NvidiaSmiPower;
        case PowerLogFormat::Dcgm: return ImportFormat::DcgmPower;
        case PowerLogFormat::AmdSmi: return ImportFormat::AmdSmiPower;
        }
    }
    if (const auto b = detectBenchFormat(path, text)) {
        switch (*b) {
        case BenchFormat::VllmBench: return ImportFormat::VllmBench;
        case BenchFormat::SglangBench: return ImportFormat::SglangBench;
        case BenchFormat::GuideLlm: return ImportFormat::GuideLlm;
        case BenchFormat::GenAiPerfJson: return ImportFormat::GenAiPerfJson;
        case BenchFormat::GenAiPerfCsv: return ImportFormat::GenAiPerfCsv;
        }
    }
    const std::string ext = toLower(path.extension().string());
    if (ext == ".json" || ext == ".jsonl")
        return ImportFormat::MlEnergy;
    const std::string_view header = text.substr(0, text.find('\n'));
    if (header.find("itl_ms") != std::string_view::npos && header.find("gpu_type") == std::string_view::npos)
        return ImportFormat::PlannerCsv;
    return ImportFormat::WattCounts;
}

Result<ImportReport> parsePlannerCsvImport(std::string_view text, const std::string& file, const ImportOptions& options)
{
    // A bad cell rejects its row only (the CSV structure and the header still fail the file).
    std::vector<Error> badRows;
    auto rows = parseMeasurementsCsv(text, file, &badRows);
    if (!rows)
        return rows.error();
    ImportReport r;
    r.file = file;
    r.format = importFormatName(ImportFormat::PlannerCsv);
    r.rowsRead = int(rows->size() + badRows.size());
    for (const Error& e : badRows)
        r.rejected.push_back({e.line, e.field, e.detail});
    ImportSpecCache specs(options);
    for (Measurement& m : rows.value()) {
        if (const auto it = options.gpuMap.find(m.gpu); it != options.gpuMap.end())
            m.gpu = it->second;
        if (const auto it = options.modelMap.find(m.model); it != options.modelMap.end())
            m.model = it->second;
        if (options.gpus && !specs.gpu(m.gpu)) {
            r.rejected.push_back({m.line, "gpu", "GPU '" + m.gpu + "' is not in the catalog"});
            addOnce(r.unknownGpus, m.gpu);
            continue;
        }
        if (auto v = plannerRangeViolation(m)) {
            r.rejected.push_back({m.line, v->column, v->reason});
            continue;
        }
        // The rules name planner CSV columns: this format's own fields.
        const PlausibilityCheck check = checkImportPlausibility(m, specs);
        if (!check.ok()) {
            r.rejected.push_back({m.line, check.violations.front().column, check.violations.front().reason});
            continue;
        }
        for (const PlausibilityFinding& f : check.unchecked)
            r.unchecked.push_back({m.line, f.column, f.reason});
        if (options.llms && !specs.llm(m.model))
            addOnce(r.unknownModels, m.model);
        r.accepted.push_back(std::move(m));
    }
    // Rows in file order, whichever check refused them.
    std::stable_sort(r.rejected.begin(), r.rejected.end(),
                     [](const RejectedRow& a, const RejectedRow& b) { return a.line < b.line; });
    return r;
}

Result<ImportReport> importPlannerCsv(const std::filesystem::path& path, const ImportOptions& options)
{
    return importFileWith(path, options, parsePlannerCsvImport);
}

Result<ImportReport> importMeasurementFile(const std::filesystem::path& path, const ImportOptions& options)
{
    auto text = readFileBounded(path, options.maxBytes);
    if (!text)
        return text.error();
    const ImportFormat format = detectImportFormat(path, text.value());
    switch (format) {
    case ImportFormat::MlEnergy: return importMlEnergy(path, options);
    case ImportFormat::PlannerCsv: return parseStamped(text.value(), path, options, parsePlannerCsvImport);
    case ImportFormat::WattCounts: break;
    case ImportFormat::VllmBench: return parseStamped(text.value(), path, options, parseVllmBench);
    case ImportFormat::SglangBench: return parseStamped(text.value(), path, options, parseSglangBench);
    case ImportFormat::GuideLlm: return parseStamped(text.value(), path, options, parseGuideLlm);
    case ImportFormat::GenAiPerfJson: return parseStamped(text.value(), path, options, parseGenAiPerfJson);
    case ImportFormat::GenAiPerfCsv: return parseStamped(text.value(), path, options, parseGenAiPerfCsv);
    case ImportFormat::NvidiaSmiPower:
    case ImportFormat::DcgmPower:
    case ImportFormat::AmdSmiPower:
        return makeError(ErrorCode::Unsupported, path.string(), 0, {},
                         std::string("this is a power log (") + importFormatName(format)
                             + "): it holds no latency; import it beside the benchmark file it was taken with "
                               "(wattgpu-cli import RESULT --power-log LOG; in the window, drop both files together)");
    }
    return importWattCounts(path, options);
}

Result<ImportReport> loadStoredImport(const std::filesystem::path& path, const ImportOptions& options)
{
    auto text = readFileBounded(path, options.maxBytes);
    if (!text)
        return text.error();
    auto rows = parseMeasurementsCsv(text.value(), path.string());
    if (!rows)
        return rows.error();
    ImportReport r;
    r.file = path.string();
    r.format = importFormatName(ImportFormat::PlannerCsv);
    stampReport(r, path, text.value());
    r.rowsRead = int(rows->size());
    r.accepted = std::move(rows).value();
    return r;
}

} // namespace wattgpu
