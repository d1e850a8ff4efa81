// Planner measurement CSV (parseMeasurementsCsv, and parsePlannerCsvImport as `import --planner`
// reads it). Invariants: accepted rows carry values inside the reader's ranges, write back with
// toPlannerCsv() and read back to the same rows; resolving against the bundled catalogs never
// fails hard and keeps no row breaking a plausibility rule; the import rejects rows one by one.
#include "core/data/corpus.h"
#include "core/data/import_file.h"
#include "core/data/import_report.h"
#include "core/data/plausibility.h"
#include "tests/fuzz/fuzz_common.h"

#include <cmath>

using namespace wattgpu;

namespace {

// The same text as `import --planner` reads it: a bad row is rejected on its own (line and
// column), every row is accepted or rejected, accepted rows pass the plausibility rules.
void plannerImport(std::string_view text)
{
    ImportOptions opt;
    opt.gpus = &fuzz::bundledGpus();
    opt.llms = &fuzz::bundledLlms();
    auto rep = parsePlannerCsvImport(text, "planner.csv", opt);
    if (!rep)
        return;
    WATTGPU_FUZZ_CHECK(rep->accepted.size() + rep->rejected.size() == static_cast<std::size_t>(rep->rowsRead),
                       "rows lost between accepted and rejected");
    for (const auto& r : rep->rejected)
        WATTGPU_FUZZ_CHECK(r.line > 1 && !r.field.empty() && !r.reason.empty(), "rejection without line/field");
    ImportSpecCache specs(opt);
    for (const auto& m : rep->accepted)
        WATTGPU_FUZZ_CHECK(checkImportPlausibility(m, specs).ok(), "accepted a row breaking a plausibility rule");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    plannerImport(fuzz::asText(data, size));
    auto rows = parseMeasurementsCsv(fuzz::asText(data, size), "measurements.csv");
    if (!rows)
        return 0;
    for (const auto& m : *rows) {
        WATTGPU_FUZZ_CHECK(!m.model.empty() && !m.gpu.empty(), "empty id");
        WATTGPU_FUZZ_CHECK(m.numGpus >= 1 && m.tensorParallel >= 1, "GPU count below 1");
        WATTGPU_FUZZ_CHECK(std::isfinite(m.itlMs) && m.itlMs > 0, "itl");
        WATTGPU_FUZZ_CHECK(std::isfinite(m.batchSize) && m.batchSize >= 1, "batch");
        WATTGPU_FUZZ_CHECK(!m.totalPowerW || std::isfinite(*m.totalPowerW), "total power");
    }
    const std::string csv = toPlannerCsv(*rows);
    auto again = parseMeasurementsCsv(csv, "roundtrip.csv");
    WATTGPU_FUZZ_CHECK(again.ok(), again.ok() ? std::string() : again.error().message());
    WATTGPU_FUZZ_CHECK(again->size() == rows->size(), "round trip changed the row count");
    for (std::size_t i = 0; i < rows->size(); ++i) {
        const auto& a = (*rows)[i];
        const auto& b = (*again)[i];
        WATTGPU_FUZZ_CHECK(a.model == b.model && a.gpu == b.gpu && a.task == b.task && a.source == b.source,
                           "round trip changed text");
        WATTGPU_FUZZ_CHECK(a.itlMs == b.itlMs && a.batchSize == b.batchSize && a.outputLen == b.outputLen,
                           "round trip changed numbers");
    }
    // Training never takes a row that breaks a plausibility rule.
    const Corpus corpus = resolveCorpus(*rows, fuzz::bundledGpus(), fuzz::bundledLlms());
    for (const auto& r : corpus.rows)
        WATTGPU_FUZZ_CHECK(!untrainableReason(r.m, r.gpu, r.llm), "trained on an implausible row");
    WATTGPU_FUZZ_CHECK(corpus.rows.size() + corpus.skipped.size() == rows->size(), "rows lost in resolveCorpus");
    return 0;
}
