#pragma once
// The benchmark-result fuzz targets (fuzz_vllm_bench, fuzz_sglang_bench, fuzz_guidellm,
// fuzz_genai_perf_json, fuzz_genai_perf_csv): one parser each from core/data/import_bench.h, run
// with small limits and a GPU, count and engine given (the files never name them). Invariants:
// every row accepted or rejected with a field and reason; accepted rows inside the planner's
// ranges, passing the plausibility rules and surviving the planner CSV round trip.
#include "core/data/import_bench.h"
#include "core/data/import_report.h"
#include "tests/fuzz/fuzz_common.h"

#include <cmath>

namespace wattgpu::fuzz {

inline int runBenchParser(ImportParser parse, const uint8_t* data, size_t size, const char* file)
{
    ImportOptions opt;
    opt.gpus = &bundledGpus();
    opt.llms = &bundledLlms();
    opt.maxBytes = 1u << 20;
    opt.maxRows = 256;
    opt.maxJsonDepth = 16;
    opt.bench.gpu = "h100-sxm5-80gb";
    opt.bench.numGpus = 1;
    opt.bench.engine = "vllm";
    opt.bench.concurrency = 8; // the CSV export has none
    auto rep = parse(asText(data, size), file, opt);
    if (!rep)
        return 0;
    WATTGPU_FUZZ_CHECK(rep->accepted.size() + rep->rejected.size() == static_cast<std::size_t>(rep->rowsRead),
                       "rows lost between accepted and rejected");
    for (const auto& r : rep->rejected)
        WATTGPU_FUZZ_CHECK(!r.field.empty() && !r.reason.empty(), "rejection without a field");
    ImportSpecCache specs(opt);
    for (const auto& m : rep->accepted) {
        WATTGPU_FUZZ_CHECK(std::isfinite(m.itlMs) && m.itlMs > 0 && m.batchSize >= 1 && m.outputLen >= 1,
                           "accepted an implausible row");
        WATTGPU_FUZZ_CHECK(!plannerRangeViolation(m), "accepted a row outside the planner's ranges");
        WATTGPU_FUZZ_CHECK(checkImportPlausibility(m, specs).ok(), "accepted a row breaking a plausibility rule");
    }
    auto back = parseMeasurementsCsv(toPlannerCsv(rep->accepted), "roundtrip.csv");
    WATTGPU_FUZZ_CHECK(back.ok(), back.ok() ? std::string() : back.error().message());
    WATTGPU_FUZZ_CHECK(back->size() == rep->accepted.size(), "round trip changed the row count");
    return 0;
}

} // namespace wattgpu::fuzz
