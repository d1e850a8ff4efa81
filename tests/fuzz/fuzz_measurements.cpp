// Planner measurement CSV (parseMeasurementsCsv). Invariants: accepted rows carry values inside
// the reader's ranges, write back with toPlannerCsv() and read back to the same rows; resolving
// against the bundled catalogs never fails hard.
#include "core/data/corpus.h"
#include "core/data/import_report.h"
#include "tests/fuzz/fuzz_common.h"

#include <cmath>

using namespace wattgpu;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
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
    (void)resolveCorpus(*rows, fuzz::bundledGpus(), fuzz::bundledLlms());
    return 0;
}
