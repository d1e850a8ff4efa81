#include "core/data/import_file.h"

#include "core/data/import_mlenergy.h"
#include "core/data/import_wattcounts.h"
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
    }
    return "wattcounts";
}

ImportFormat detectImportFormat(const std::filesystem::path& path, std::string_view text)
{
    if (toLower(path.extension().string()) == ".json")
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
    switch (detectImportFormat(path, text.value())) {
    case ImportFormat::MlEnergy: return importMlEnergy(path, options);
    case ImportFormat::PlannerCsv: return parseStamped(text.value(), path, options, parsePlannerCsvImport);
    case ImportFormat::WattCounts: break;
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
