// ML.ENERGY v3 JSON importer (parseMlEnergy) with small limits. Invariants as for Watt Counts:
// rows are accepted or rejected with a line and path; accepted rows pass the plausibility rules
// and survive the planner CSV round trip.
#include "core/data/import_mlenergy.h"
#include "core/data/import_report.h"
#include "tests/fuzz/fuzz_common.h"

#include <cmath>

using namespace wattgpu;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    ImportOptions opt;
    opt.gpus = &fuzz::bundledGpus();
    opt.llms = &fuzz::bundledLlms();
    opt.maxBytes = 1u << 20;
    opt.maxRows = 256;
    opt.maxJsonDepth = 16;
    auto rep = parseMlEnergy(fuzz::asText(data, size), "meta-llama__Llama-3.1-8B-Instruct__chat.json", opt);
    if (!rep)
        return 0;
    WATTGPU_FUZZ_CHECK(rep->accepted.size() + rep->rejected.size() == static_cast<std::size_t>(rep->rowsRead),
                       "configurations lost between accepted and rejected");
    for (const auto& r : rep->rejected)
        WATTGPU_FUZZ_CHECK(!r.field.empty() && !r.reason.empty(), "rejection without a path");
    ImportSpecCache specs(opt);
    for (const auto& m : rep->accepted) {
        WATTGPU_FUZZ_CHECK(std::isfinite(m.itlMs) && m.itlMs > 0 && m.numGpus >= 1, "accepted an implausible row");
        WATTGPU_FUZZ_CHECK(checkImportPlausibility(m, specs).ok(), "accepted a row breaking a plausibility rule");
    }
    for (const auto& u : rep->unchecked)
        WATTGPU_FUZZ_CHECK(!u.field.empty() && !u.reason.empty(), "unchecked rule without a path");
    auto back = parseMeasurementsCsv(toPlannerCsv(rep->accepted), "roundtrip.csv");
    WATTGPU_FUZZ_CHECK(back.ok(), back.ok() ? std::string() : back.error().message());
    WATTGPU_FUZZ_CHECK(back->size() == rep->accepted.size(), "round trip changed the row count");
    return 0;
}
