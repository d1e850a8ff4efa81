#include "core/util/csv.h"

#include "core/util/text.h"

#include <charconv>
#include <cmath>

namespace wattgpu {

int CsvTable::column(std::string_view name) const
{
    for (std::size_t i = 0; i < header.size(); ++i)
        if (header[i] == name)
            return static_cast<int>(i);
    return -1;
}

Result<CsvTable> parseCsv(std::string_view text, const std::string& file, const CsvLimits& limits)
{
    CsvTable table;
    table.file = file;
    if (text.size() >= 3 && static_cast<unsigned char>(text[0]) == 0xEF && static_cast<unsigned char>(text[1]) == 0xBB
        && static_cast<unsigned char>(text[2]) == 0xBF)
        text.remove_prefix(3);

    std::vector<std::string> cells;
    std::string cell;
    bool inQuotes = false;
    bool cellWasQuoted = false;
    int line = 1;
    int recordLine = 1;
    bool haveHeader = false;
    bool recordHasContent = false;

    auto endRecord = [&]() -> std::optional<Error> {
        cells.push_back(std::move(cell));
        cell.clear();
        const bool blank = cells.size() == 1 && cells[0].empty() && !cellWasQuoted;
        cellWasQuoted = false;
        if (!blank) {
            if (cells.size() > limits.maxColumns)
                return makeError(ErrorCode::TooLarge, file, recordLine, {},
                                 "more than " + std::to_string(limits.maxColumns) + " columns");
            if (!haveHeader) {
                table.header = std::move(cells);
                haveHeader = true;
            } else {
                if (table.rows.size() >= limits.maxRows)
                    return makeError(ErrorCode::TooLarge, file, recordLine, {},
                                     "more than " + std::to_string(limits.maxRows) + " rows");
                if ((table.rows.size() + 1) * cells.size() > limits.maxCells)
                    return makeError(ErrorCode::TooLarge, file, recordLine, {},
                                     "more than " + std::to_string(limits.maxCells) + " cells in the file");
                if (cells.size() != table.header.size())
                    return makeError(ErrorCode::Parse, file, recordLine, {},
                                     "expected " + std::to_string(table.header.size()) + " cells, found "
                                         + std::to_string(cells.size()));
                table.rows.push_back(CsvRow{recordLine, std::move(cells)});
            }
        }
        cells.clear();
        recordHasContent = false;
        return std::nullopt;
    };

    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\0')
            return makeError(ErrorCode::Parse, file, line, {}, "binary data (NUL byte) in CSV");
        if (inQuotes) {
            if (c == '"') {
                if (i + 1 < text.size() && text[i + 1] == '"') {
                    cell.push_back('"');
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                if (c == '\n')
                    ++line;
                cell.push_back(c);
            }
        } else if (c == '"') {
            if (!cell.empty())
                return makeError(ErrorCode::Parse, file, line, {}, "quote in the middle of an unquoted cell");
            inQuotes = true;
            cellWasQuoted = true;
            recordHasContent = true;
        } else if (c == ',') {
            // Refuse a runaway record before it allocates one string per comma.
            if (cells.size() >= limits.maxColumns)
                return makeError(ErrorCode::TooLarge, file, recordLine, {},
                                 "more than " + std::to_string(limits.maxColumns) + " columns");
            cells.push_back(std::move(cell));
            cell.clear();
            cellWasQuoted = false;
            recordHasContent = true;
        } else if (c == '\r') {
            // tolerate CRLF
        } else if (c == '\n') {
            if (auto err = endRecord())
                return *err;
            ++line;
            recordLine = line;
        } else {
            cell.push_back(c);
            recordHasContent = true;
        }
        if (cell.size() > limits.maxFieldBytes)
            return makeError(ErrorCode::TooLarge, file, recordLine, {},
                             "a cell exceeds " + std::to_string(limits.maxFieldBytes) + " bytes");
    }
    if (inQuotes)
        return makeError(ErrorCode::Parse, file, recordLine, {}, "unterminated quoted cell");
    if (recordHasContent || !cell.empty() || !cells.empty()) {
        if (auto err = endRecord())
            return *err;
    }
    if (!haveHeader)
        return makeError(ErrorCode::Parse, file, 1, {}, "empty file: no header row");
    for (auto& h : table.header) {
        while (!h.empty() && (h.back() == ' ' || h.back() == '\t'))
            h.pop_back();
        while (!h.empty() && (h.front() == ' ' || h.front() == '\t'))
            h.erase(h.begin());
    }
    return table;
}

std::string csvEscape(const std::string& s)
{
    if (s.find_first_of(",\"\r\n") == std::string::npos)
        return s;
    std::string out = "\"";
    for (char c : s) {
        if (c == '"')
            out += '"';
        out += c;
    }
    return out + '"';
}

std::string csvText(const std::string& s) { return csvEscape(csvGuard(s)); }

std::optional<double> parseFiniteDouble(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    if (s.empty())
        return std::nullopt;
    if (s.front() == '+')
        s.remove_prefix(1);
    double v = 0;
    const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || ptr != s.data() + s.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

Result<std::optional<double>> CsvCursor::optNumber(std::string_view column) const
{
    const int idx = m_table.column(column);
    if (idx < 0)
        return std::optional<double>{};
    const std::string& s = m_row.cells[static_cast<std::size_t>(idx)];
    if (s.find_first_not_of(" \t") == std::string::npos)
        return std::optional<double>{};
    const auto v = parseFiniteDouble(s);
    if (!v)
        return error(ErrorCode::BadValue, column, "'" + s.substr(0, 40) + "' is not a finite number");
    return std::optional<double>{*v};
}

Result<double> CsvCursor::number(std::string_view column) const
{
    if (m_table.column(column) < 0)
        return error(ErrorCode::MissingField, column, "required column is missing");
    auto v = optNumber(column);
    if (!v)
        return v.error();
    if (!v.value())
        return error(ErrorCode::MissingField, column, "required value is empty");
    return **v;
}

std::string CsvCursor::text(std::string_view column) const
{
    const int idx = m_table.column(column);
    return idx < 0 ? std::string{} : m_row.cells[static_cast<std::size_t>(idx)];
}

Error CsvCursor::error(ErrorCode code, std::string_view column, std::string detail) const
{
    return makeError(code, m_table.file, m_row.line, std::string(column), std::move(detail));
}

} // namespace wattgpu
