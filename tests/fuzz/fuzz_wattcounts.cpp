// Watt Counts CSV importer (parseWattCounts) with small limits. Invariants: every row is either
// accepted or rejected with a line and field; accepted rows pass the plausibility rules and
// survive the planner CSV round trip (the importer's documented contract).
#include "core/data/import_report.h"
#include "core/data/import_wattcounts.h"
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
    opt.maxListItems = 512;
    opt.maxCellBytes = 1u << 16;
    auto rep = parseWattCounts(fuzz::asText(data, size), "wattcounts.csv", opt);
    if (!rep)
        return 0;
    WATTGPU_FUZZ_CHECK(rep->accepted.size() + rep->rejected.size() == static_cast<std::size_t>(rep->rowsRead),
                       "rows lost between accepted and rejected");
    for (const auto& r : rep->rejected)
        WATTGPU_FUZZ_CHECK(r.line > 0 && !r.field.empty() && !r.reason.empty(), "rejection without line/field");
    ImportSpecCache specs(opt);
    for (const auto& m : rep->accepted) {
        WATTGPU_FUZZ_CHECK(std::isfinite(m.itlMs) && m.itlMs > 0 && m.outputLen >= 1, "accepted an implausible row");
        // The plausibility rules (core/data/plausibility.h) held for every accepted row.
        WATTGPU_FUZZ_CHECK(checkImportPlausibility(m, specs).ok(), "accepted a row breaking a plausibility rule");
    }
    for (const auto& u : rep->unchecked)
        WATTGPU_FUZZ_CHECK(u.line > 0 && !u.field.empty() && !u.reason.empty(), "unchecked rule without line/field");
    auto back = parseMeasurementsCsv(toPlannerCsv(rep->accepted), "roundtrip.csv");
    WATTGPU_FUZZ_CHECK(back.ok(), back.ok() ? std::string() : back.error().message());
    WATTGPU_FUZZ_CHECK(back->size() == rep->accepted.size(), "round trip changed the row count");
    (void)parseNumberList(fuzz::asText(data, size), 64);
    return 0;
}
