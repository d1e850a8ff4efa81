#include "app/cli/format.h"

#include "core/util/text.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace wattgpu::cli {

std::optional<Format> parseFormat(const std::string& s)
{
    if (s == "table" || s == "text")
        return Format::Table;
    if (s == "json")
        return Format::Json;
    if (s == "csv")
        return Format::Csv;
    return std::nullopt;
}

std::string fixed(double v, int decimals)
{
    if (!std::isfinite(v))
        return "-";
    // Half away from zero, as the reports and the window round (report::roundFigure): 70.55 B
    // parameters is "70.6" everywhere, where printf's rounding of the binary value gave "70.5".
    const double scale = std::pow(10.0, std::clamp(decimals, 0, 12));
    if (const double scaled = v * scale; std::fabs(scaled) < 9e15)
        v = std::round(scaled) / scale;
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    std::string s = buf;
    if (s.front() == '-' && s.find_first_not_of("0.", 1) == std::string::npos)
        s.erase(0, 1); // no "-0.0"
    return s;
}

std::string human(double v)
{
    if (!std::isfinite(v))
        return "-";
    const double a = std::fabs(v);
    int decimals = 0;
    if (a >= 100 || a == 0)
        decimals = 0;
    else if (a >= 10)
        decimals = 1;
    else if (a >= 1)
        decimals = 2;
    else // 3 significant digits below 1: 0.412, 0.0412
        decimals = std::min(12, 2 - static_cast<int>(std::floor(std::log10(a))));
    std::string s = fixed(v, decimals);
    // "24.0" reads as noise next to "24"; "0.270" keeps its zero (3 significant digits).
    if (const auto dot = s.find('.');
        dot != std::string::npos && s.find_first_not_of('0', dot + 1) == std::string::npos)
        s.erase(dot);
    return s;
}

std::string human(const std::optional<double>& v) { return v ? human(*v) : std::string("-"); }

std::string percentDelta(double percent)
{
    if (!std::isfinite(percent))
        return "-";
    const std::string body = std::fabs(percent) < 10 ? fixed(std::fabs(percent), 1) : fixed(std::fabs(percent), 0);
    if (body == "0" || body == "0.0")
        return "0%";
    return (percent > 0 ? "+" : "-") + body + "%";
}

std::string exact(double v)
{
    if (!std::isfinite(v))
        return "";
    char buf[64];
    const auto [ptr, ec] = std::to_chars(buf, buf + sizeof buf, v);
    return ec == std::errc() ? std::string(buf, ptr) : std::string();
}

namespace {

// Display width of UTF-8 text (code points; the tool prints no wide characters).
std::size_t displayWidth(const std::string& s)
{
    std::size_t n = 0;
    for (unsigned char c : s)
        if ((c & 0xC0) != 0x80)
            ++n;
    return n;
}

} // namespace

void Table::addRow(std::vector<std::string> cells)
{
    cells.resize(m_columns.size());
    // Cells hold names from input files: one line each, bounded, no control character.
    for (auto& c : cells)
        c = printable(c, 512);
    m_rows.push_back(std::move(cells));
}

void Table::print(std::ostream& os, int indent) const
{
    std::vector<std::size_t> width(m_columns.size());
    for (std::size_t c = 0; c < m_columns.size(); ++c) {
        width[c] = displayWidth(m_columns[c].header);
        for (const auto& r : m_rows)
            width[c] = std::max(width[c], displayWidth(r[c]));
    }
    auto line = [&](const std::vector<std::string>& cells) {
        std::string out(static_cast<std::size_t>(indent), ' ');
        for (std::size_t c = 0; c < cells.size(); ++c) {
            const std::size_t pad = width[c] - displayWidth(cells[c]);
            const bool last = c + 1 == cells.size();
            if (m_columns[c].align == Align::Right)
                out += std::string(pad, ' ') + cells[c];
            else
                out += cells[c] + (last ? std::string() : std::string(pad, ' '));
            if (!last)
                out += "  ";
        }
        while (!out.empty() && out.back() == ' ')
            out.pop_back();
        os << out << '\n';
    };
    std::vector<std::string> headers;
    std::vector<std::string> rules;
    for (std::size_t c = 0; c < m_columns.size(); ++c) {
        headers.push_back(m_columns[c].header);
        rules.push_back(std::string(width[c], '-'));
    }
    line(headers);
    line(rules);
    for (const auto& r : m_rows)
        line(r);
}

void writeCsvRow(std::ostream& os, const std::vector<std::string>& cells)
{
    for (std::size_t i = 0; i < cells.size(); ++i)
        os << (i ? "," : "") << csvText(cells[i]);
    os << '\n';
}

std::string csvCell(const Json& v)
{
    if (v.is_null())
        return {};
    if (v.is_string())
        return v.get<std::string>();
    if (v.is_boolean())
        return v.get<bool>() ? "true" : "false";
    if (v.is_number_integer())
        return std::to_string(v.get<long long>());
    if (v.is_number())
        return exact(v.get<double>());
    if (v.is_array()) {
        std::string out;
        for (const auto& item : v) {
            // Arrays of warnings ({code, detail}) become their codes.
            const std::string s = item.is_object() && item.contains("code") ? csvCell(item["code"]) : csvCell(item);
            out += (out.empty() ? "" : ";") + s;
        }
        return out;
    }
    return v.dump();
}

void writeJsonRowsAsCsv(std::ostream& os, const Json& rows, const std::vector<std::string>& columns)
{
    for (const auto& r : rows) {
        for (std::size_t i = 0; i < columns.size(); ++i) {
            const Json* v = r.contains(columns[i]) ? &r[columns[i]] : nullptr;
            os << (i ? "," : "");
            if (!v)
                continue;
            // Numbers are written as numbers ("-3.5" stays a number); text gets the formula guard.
            if (v->is_number())
                os << csvCell(*v);
            else
                os << csvText(csvCell(*v));
        }
        os << '\n';
    }
}

void writeJsonArrayAsCsv(std::ostream& os, const Json& rows, const std::vector<std::string>& columns)
{
    writeCsvRow(os, columns);
    writeJsonRowsAsCsv(os, rows, columns);
}

void printJson(std::ostream& os, const Json& j) { os << j.dump(2, ' ', false, Json::error_handler_t::replace) << '\n'; }

} // namespace wattgpu::cli
