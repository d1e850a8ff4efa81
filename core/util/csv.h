#pragma once
// Small RFC 4180 CSV reader with limits. Rows keep their 1-based source line number so
// every error can name it.
#include "core/util/result.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wattgpu {

struct CsvLimits {
    std::size_t maxRows = 1'000'000;
    std::size_t maxColumns = 256;
    std::size_t maxFieldBytes = 1u << 20; // 1 MiB per cell (Watt Counts list columns are long)
    // Cells in the whole table. Each costs a std::string (32 bytes) besides its text, so this is
    // what bounds memory for a file of short cells ("a,a,a,..."): 4 M cells = 128 MiB.
    std::size_t maxCells = 4'000'000;
};

struct CsvRow {
    int line = 0; // line where the record starts
    std::vector<std::string> cells;
};

struct CsvTable {
    std::string file;
    std::vector<std::string> header;
    std::vector<CsvRow> rows;

    // Index of a header column, or -1.
    int column(std::string_view name) const;
};

// Parses text (already read and size-checked). `file` is used in error messages only.
Result<CsvTable> parseCsv(std::string_view text, const std::string& file, const CsvLimits& limits = {});

// Typed cell access with error naming file, line and column.
class CsvCursor {
public:
    CsvCursor(const CsvTable& table, const CsvRow& row) : m_table(table), m_row(row) {}
    // Empty/absent column -> std::nullopt; malformed -> error.
    Result<std::optional<double>> optNumber(std::string_view column) const;
    Result<double> number(std::string_view column) const;
    std::string text(std::string_view column) const; // "" when absent
    Error error(ErrorCode code, std::string_view column, std::string detail) const;

private:
    const CsvTable& m_table;
    const CsvRow& m_row;
};

// Quotes a cell when it holds a comma, quote or line break (RFC 4180).
std::string csvEscape(const std::string& s);
// A text cell (names, ids, messages; never numbers): the formula guard of core/util/text.h, then
// csvEscape. Every CSV the planner writes uses it for text.
std::string csvText(const std::string& s);

// Parses a finite double from the whole of `s` (no trailing junk). nullopt on failure.
std::optional<double> parseFiniteDouble(std::string_view s);

} // namespace wattgpu
