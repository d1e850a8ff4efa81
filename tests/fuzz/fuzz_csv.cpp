// Generic CSV reader (core/util/csv.h): parseCsv with small limits, typed cell access and
// parseFiniteDouble. Invariants: every row has the header's width; numbers are finite.
#include "core/util/csv.h"
#include "tests/fuzz/fuzz_common.h"

#include <cmath>

using namespace wattgpu;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const auto text = fuzz::asText(data, size);
    const CsvLimits limits{64, 16, 256};
    auto table = parseCsv(text, "fuzz.csv", limits);
    if (!table) {
        WATTGPU_FUZZ_CHECK(!table.error().detail.empty(), "error without detail");
        return 0;
    }
    WATTGPU_FUZZ_CHECK(table->header.size() <= limits.maxColumns, "too many columns");
    WATTGPU_FUZZ_CHECK(table->rows.size() <= limits.maxRows, "too many rows");
    int lastLine = 0;
    for (const auto& row : table->rows) {
        WATTGPU_FUZZ_CHECK(row.cells.size() == table->header.size(), "ragged row");
        WATTGPU_FUZZ_CHECK(row.line > lastLine, "line numbers not increasing");
        lastLine = row.line;
        CsvCursor cur(*table, row);
        for (const auto& h : table->header) {
            WATTGPU_FUZZ_CHECK(h.size() <= limits.maxFieldBytes, "oversized header cell");
            auto v = cur.optNumber(h);
            if (v && *v)
                WATTGPU_FUZZ_CHECK(std::isfinite(**v), "non-finite number accepted");
            (void)cur.number(h);
            (void)cur.text(h);
        }
    }
    if (auto d = parseFiniteDouble(text))
        WATTGPU_FUZZ_CHECK(std::isfinite(*d), "parseFiniteDouble returned a non-finite value");
    return 0;
}
