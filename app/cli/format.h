#pragma once
#include "core/util/csv.h"
// Output for wattgpu-cli: rounded numbers and aligned tables for humans, CSV and full-precision
// JSON for machines.
#include <nlohmann/json.hpp>

#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace wattgpu::cli {

// Keys keep their insertion order so output reads in a sensible order.
using Json = nlohmann::ordered_json;

enum class Format { Table, Json, Csv };
std::optional<Format> parseFormat(const std::string& s);

// Rounded for reading: 412, 18.3, 1.23, 0.412 (3 significant digits, never fewer than the
// integer part); "-" for NaN/inf.
std::string human(double v);
std::string human(const std::optional<double>& v);
std::string fixed(double v, int decimals);
std::string percentDelta(double percent); // "+31%", "-4%", "0%"

// Full precision for CSV (shortest text that reads back to the same double).
std::string exact(double v);

class Table {
public:
    enum class Align { Left, Right };
    struct Column {
        std::string header;
        Align align = Align::Right;
    };
    explicit Table(std::vector<Column> columns) : m_columns(std::move(columns)) {}
    void addRow(std::vector<std::string> cells);
    bool empty() const { return m_rows.empty(); }
    void print(std::ostream& os, int indent = 0) const;

private:
    std::vector<Column> m_columns;
    std::vector<std::vector<std::string>> m_rows;
};

// RFC 4180 CSV writing. Every cell is text: it gets the formula guard of csvText (a cell starting
// with =, +, -, @, TAB or CR is prefixed with a single quote, OWASP's CSV-injection defence).
void writeCsvRow(std::ostream& os, const std::vector<std::string>& cells);

// Scalar JSON value as CSV cell text (unescaped): strings raw, numbers exact, null empty, arrays
// joined by ';'.
std::string csvCell(const Json& v);
// An array of flat objects as CSV: header from `columns`, one row per object. Numbers are written
// as numbers, everything else as guarded text.
void writeJsonArrayAsCsv(std::ostream& os, const Json& rows, const std::vector<std::string>& columns);
// The same without the header (rows streamed in parts under one header).
void writeJsonRowsAsCsv(std::ostream& os, const Json& rows, const std::vector<std::string>& columns);

void printJson(std::ostream& os, const Json& j);

} // namespace wattgpu::cli
