#include "core/data/power_log.h"

#include "core/util/csv.h"
#include "core/util/fileio.h"
#include "core/util/text.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <map>

namespace wattgpu {

namespace {

std::string lower(std::string_view s)
{
    std::string out(s);
    for (char& c : out)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string_view stripBom(std::string_view text)
{
    if (text.size() >= 3 && static_cast<unsigned char>(text[0]) == 0xEF && static_cast<unsigned char>(text[1]) == 0xBB
        && static_cast<unsigned char>(text[2]) == 0xBF)
        text.remove_prefix(3);
    return text;
}

// Days from 1970-01-01 to y-m-d (proleptic Gregorian).
long long daysFromCivil(long long y, unsigned m, unsigned d)
{
    y -= m <= 2;
    const long long era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = unsigned(y - era * 400);
    const unsigned doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + (long long)doe - 719468;
}

struct Cursor {
    std::string_view s;
    std::size_t i = 0;
    bool digits(int n, int* out)
    {
        int v = 0;
        for (int k = 0; k < n; ++k, ++i) {
            if (i >= s.size() || !std::isdigit(static_cast<unsigned char>(s[i])))
                return false;
            v = v * 10 + (s[i] - '0');
        }
        *out = v;
        return true;
    }
    bool eat(std::string_view chars)
    {
        if (i < s.size() && chars.find(s[i]) != std::string_view::npos) {
            ++i;
            return true;
        }
        return false;
    }
};

// The power value of a cell: a number, optionally followed by "W" (nvidia-smi without nounits).
std::optional<double> wattsOf(std::string_view cell, std::string* why)
{
    std::string t = trimmed(cell);
    if (t.size() >= 1 && (t.back() == 'W' || t.back() == 'w')) {
        t.pop_back();
        t = trimmed(t);
    }
    const auto v = parseFiniteDouble(t);
    if (!v) {
        *why = "power '" + printable(trimmed(cell), 40) + "' is not a number";
        return std::nullopt;
    }
    if (*v < 0 || *v > kMaxPowerSampleW) {
        *why = "power " + printable(t, 40) + " W is outside [0, 5000] W";
        return std::nullopt;
    }
    return v;
}

// "0", "card0", "GPU[0]" -> 0.
std::optional<int> gpuIndexOf(std::string_view cell)
{
    const std::string t = trimmed(cell);
    std::size_t end = t.size();
    while (end > 0 && !std::isdigit(static_cast<unsigned char>(t[end - 1])))
        --end;
    std::size_t start = end;
    while (start > 0 && std::isdigit(static_cast<unsigned char>(t[start - 1])))
        --start;
    if (start == end || end - start > 4)
        return std::nullopt;
    return std::stoi(t.substr(start, end - start));
}

Error tooMany(const std::string& file, int line, std::size_t maxSamples)
{
    return makeError(ErrorCode::TooLarge, file, line, {},
                     "more than " + std::to_string(maxSamples) + " power samples, the limit");
}

// nvidia-smi and amd-smi/rocm-smi: CSV with a time, GPU and power column.
Result<PowerLog> parseCsvLog(std::string_view text, const std::string& file, std::size_t maxSamples,
                             PowerLogFormat format)
{
    CsvLimits limits;
    limits.maxRows = maxSamples + 1;
    limits.maxFieldBytes = 4096;
    auto table = parseCsv(text, file, limits);
    if (!table)
        return table.error();
    PowerLog log;
    log.file = file;
    log.format = format;
    int timeCol = -1, gpuCol = -1, powerCol = -1;
    for (int c = 0; c < int(table->header.size()); ++c) {
        const std::string h = lower(trimmed(table->header[std::size_t(c)]));
        if (timeCol < 0 && (h.rfind("timestamp", 0) == 0 || h == "time" || h == "date"))
            timeCol = c;
        else if (gpuCol < 0 && (h == "index" || h == "gpu" || h == "device" || h == "gpu_index" || h == "card"))
            gpuCol = c;
        else if (powerCol < 0 && h.find("power") != std::string::npos && h.find("limit") == std::string::npos
                 && h.find("cap") == std::string::npos && h.find("management") == std::string::npos
                 && h.find("voltage") == std::string::npos && h.find("enforced") == std::string::npos)
            powerCol = c;
    }
    const char* powerName = format == PowerLogFormat::NvidiaSmi ? "power.draw" : "socket_power";
    if (powerCol < 0)
        return makeError(ErrorCode::MissingField, file, 1, powerName,
                         std::string("no power column in the header (") + powerName + ")");
    bool allTimed = timeCol >= 0;
    TimeBase base = TimeBase::None;
    for (const CsvRow& row : table->rows) {
        auto cell = [&](int c) {
            return c >= 0 && c < int(row.cells.size()) ? std::string_view(row.cells[std::size_t(c)])
                                                       : std::string_view();
        };
        if (row.cells.size() == 1 && trimmed(row.cells[0]).empty())
            continue; // blank line
        std::string why;
        const auto w = wattsOf(cell(powerCol), &why);
        if (!w) {
            log.skipped.push_back({row.line, table->header[std::size_t(powerCol)], why});
            continue;
        }
        PowerSample s;
        s.watts = *w;
        s.line = row.line;
        if (gpuCol >= 0) {
            const auto g = gpuIndexOf(cell(gpuCol));
            if (!g) {
                log.skipped.push_back({row.line, table->header[std::size_t(gpuCol)],
                                       "GPU '" + printable(trimmed(cell(gpuCol)), 40) + "' is not an index"});
                continue;
            }
            s.gpu = *g;
        }
        if (timeCol >= 0) {
            TimeBase b = TimeBase::None;
            const auto t = parseTimestamp(cell(timeCol), &b);
            if (!t || (base != TimeBase::None && b != base)) {
                log.skipped.push_back({row.line, table->header[std::size_t(timeCol)],
                                       t ? "timestamp mixes local and UTC times"
                                         : "timestamp '" + printable(trimmed(cell(timeCol)), 40) + "' is not a time"});
                continue;
            }
            base = b;
            s.time = t;
        }
        if (log.samples.size() >= maxSamples)
            return tooMany(file, row.line, maxSamples);
        log.samples.push_back(s);
    }
    log.timeBase = allTimed ? base : TimeBase::None;
    return log;
}

Result<PowerLog> parseDcgm(std::string_view text, const std::string& file, std::size_t maxSamples)
{
    PowerLog log;
    log.file = file;
    log.format = PowerLogFormat::Dcgm;
    bool allTimed = true;
    int line = 0;
    std::size_t pos = 0;
    static constexpr std::string_view kMetric = "DCGM_FI_DEV_POWER_USAGE";
    while (pos < text.size()) {
        ++line;
        std::size_t eol = text.find('\n', pos);
        if (eol == std::string_view::npos)
            eol = text.size();
        std::string_view l = text.substr(pos, eol - pos);
        pos = eol + 1;
        if (l.size() > 64 * 1024) {
            log.skipped.push_back({line, std::string(kMetric), "line longer than 64 KiB"});
            continue;
        }
        const std::string t = trimmed(l);
        if (t.empty() || t[0] == '#' || t.rfind(kMetric, 0) != 0)
            continue;
        std::string_view rest = std::string_view(t).substr(kMetric.size());
        if (!rest.empty() && rest[0] != '{' && rest[0] != ' ')
            continue; // another metric with this prefix
        int gpu = 0;
        if (!rest.empty() && rest[0] == '{') {
            const std::size_t close = rest.find('}');
            if (close == std::string_view::npos) {
                log.skipped.push_back({line, std::string(kMetric), "labels without a closing '}'"});
                continue;
            }
            const std::string_view labels = rest.substr(1, close - 1);
            std::optional<int> g;
            for (std::size_t at = labels.find("gpu=\""); at != std::string_view::npos;
                 at = labels.find("gpu=\"", at + 1)) {
                if (at > 0 && labels[at - 1] != ',' && labels[at - 1] != ' ' && labels[at - 1] != '{')
                    continue; // e.g. vgpu="..."
                const std::size_t vs = at + 5, ve = labels.find('"', vs);
                if (ve != std::string_view::npos)
                    g = gpuIndexOf(labels.substr(vs, ve - vs));
                break;
            }
            if (!g) {
                log.skipped.push_back({line, "gpu", "no gpu=\"N\" label"});
                continue;
            }
            gpu = *g;
            rest = rest.substr(close + 1);
        }
        const std::string fields = trimmed(rest);
        const std::size_t space = fields.find_first_of(" \t");
        std::string why;
        const auto w = wattsOf(fields.substr(0, space), &why);
        if (!w) {
            log.skipped.push_back({line, std::string(kMetric), why});
            continue;
        }
        PowerSample s;
        s.gpu = gpu;
        s.watts = *w;
        s.line = line;
        if (space != std::string::npos) {
            const auto ms = parseFiniteDouble(trimmed(std::string_view(fields).substr(space)));
            if (!ms || *ms < 0) {
                log.skipped.push_back({line, "timestamp", "timestamp is not epoch milliseconds"});
                continue;
            }
            s.time = *ms / 1000.0;
        } else {
            allTimed = false;
        }
        if (log.samples.size() >= maxSamples)
            return tooMany(file, line, maxSamples);
        log.samples.push_back(s);
    }
    log.timeBase = allTimed && !log.samples.empty() ? TimeBase::Utc : TimeBase::None;
    return log;
}

std::string fmt(double v, const char* f = "%.1f")
{
    char buf[64];
    std::snprintf(buf, sizeof buf, f, v);
    return buf;
}

} // namespace

const char* powerLogFormatName(PowerLogFormat f)
{
    switch (f) {
    case PowerLogFormat::NvidiaSmi: return "nvidia-smi";
    case PowerLogFormat::Dcgm: return "dcgm";
    case PowerLogFormat::AmdSmi: return "amd-smi";
    }
    return "nvidia-smi";
}

std::optional<PowerLogFormat> detectPowerLogFormat(std::string_view text)
{
    text = stripBom(text);
    const std::string_view head = text.substr(0, 64 * 1024);
    if (head.find("DCGM_FI_DEV_POWER_USAGE") != std::string_view::npos)
        return PowerLogFormat::Dcgm;
    const std::string first = lower(head.substr(0, head.find('\n')));
    if (first.find("power.draw") != std::string::npos)
        return PowerLogFormat::NvidiaSmi;
    if (first.find("socket_power") != std::string::npos || first.find("power_usage") != std::string::npos
        || first.find("graphics package power") != std::string::npos)
        return PowerLogFormat::AmdSmi;
    return std::nullopt;
}

std::optional<double> parseTimestamp(std::string_view text, TimeBase* base)
{
    const std::string t = trimmed(text);
    if (t.empty() || t.size() > 64)
        return std::nullopt;
    if (const auto v = parseFiniteDouble(t)) {
        if (*v < 0)
            return std::nullopt;
        *base = TimeBase::Utc;
        return *v > 1e11 ? *v / 1000.0 : *v;
    }
    Cursor c{t};
    int y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0;
    if (!c.digits(4, &y))
        return std::nullopt;
    if (!c.eat("/-")) {
        // vLLM's "%Y%m%d-%H%M%S"
        if (!c.digits(2, &mo) || !c.digits(2, &d) || !c.eat("-") || !c.digits(2, &h) || !c.digits(2, &mi)
            || !c.digits(2, &s) || c.i != t.size())
            return std::nullopt;
    } else if (!c.digits(2, &mo) || !c.eat("/-") || !c.digits(2, &d) || !c.eat(" T") || !c.digits(2, &h) || !c.eat(":")
               || !c.digits(2, &mi) || !c.eat(":") || !c.digits(2, &s)) {
        return std::nullopt;
    }
    if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 60)
        return std::nullopt;
    double frac = 0;
    if (c.eat(".,")) {
        double scale = 0.1;
        while (c.i < t.size() && std::isdigit(static_cast<unsigned char>(t[c.i]))) {
            frac += (t[c.i] - '0') * scale;
            scale /= 10;
            ++c.i;
        }
    }
    double value = double(daysFromCivil(y, unsigned(mo), unsigned(d))) * 86400.0 + h * 3600.0 + mi * 60.0 + s + frac;
    *base = TimeBase::LocalClock;
    if (c.i < t.size()) {
        if (c.eat("Z")) {
            *base = TimeBase::Utc;
        } else if (t[c.i] == '+' || t[c.i] == '-') {
            const int sign = t[c.i] == '-' ? -1 : 1;
            ++c.i;
            int oh = 0, om = 0;
            if (!c.digits(2, &oh))
                return std::nullopt;
            c.eat(":");
            if (!c.digits(2, &om))
                return std::nullopt;
            value -= sign * (oh * 3600.0 + om * 60.0);
            *base = TimeBase::Utc;
        }
        if (c.i != t.size())
            return std::nullopt;
    }
    return value;
}

Result<PowerLog> parsePowerLog(std::string_view text, const std::string& file, std::size_t maxSamples)
{
    text = stripBom(text);
    const auto format = detectPowerLogFormat(text);
    if (!format)
        return makeError(ErrorCode::Parse, file, 1, "power.draw",
                         "not a power log: expected an nvidia-smi CSV (power.draw), a DCGM exporter scrape "
                         "(DCGM_FI_DEV_POWER_USAGE) or an amd-smi/rocm-smi CSV (socket_power)");
    auto log = *format == PowerLogFormat::Dcgm ? parseDcgm(text, file, maxSamples)
                                               : parseCsvLog(text, file, maxSamples, *format);
    if (!log)
        return log;
    if (log->samples.empty()) {
        const std::string field = *format == PowerLogFormat::Dcgm ? "DCGM_FI_DEV_POWER_USAGE"
            : *format == PowerLogFormat::NvidiaSmi                ? "power.draw"
                                                                  : "socket_power";
        return makeError(
            ErrorCode::MissingField, file, log->skipped.empty() ? 1 : log->skipped.front().line, field,
            "no power sample in the log"
                + (log->skipped.empty() ? std::string() : " (first bad line: " + log->skipped.front().reason + ")"));
    }
    return log;
}

Result<PowerLog> loadPowerLog(const std::filesystem::path& path, std::size_t maxBytes, std::size_t maxSamples)
{
    auto text = readFileBounded(path, maxBytes);
    if (!text)
        return text.error();
    return parsePowerLog(text.value(), path.string(), maxSamples);
}

Result<PowerSummary> summarizePower(const PowerLog& log, const TimeWindow& window)
{
    PowerSummary out;
    const bool useWindow = window.base != TimeBase::None && window.base == log.timeBase && window.end >= window.start;
    std::map<int, std::pair<double, std::size_t>> sums;
    for (const PowerSample& s : log.samples) {
        if (useWindow && (!s.time || *s.time < window.start || *s.time > window.end))
            continue;
        auto& [sum, n] = sums[s.gpu];
        sum += s.watts;
        ++n;
        ++out.samples;
    }
    const std::string name = std::string(powerLogFormatName(log.format)) + " log " + log.file;
    if (sums.empty())
        return makeError(ErrorCode::BadValue, log.file, 0, "timestamp",
                         "no power sample inside the benchmark's time window (" + fmt(window.end - window.start, "%.0f")
                             + " s): is this the log of that run?");
    for (const auto& [gpu, sn] : sums) {
        const double mean = sn.first / double(sn.second);
        out.perGpuW.emplace_back(gpu, mean);
        out.totalW += mean;
    }
    out.windowed = useWindow;
    std::string why;
    if (useWindow)
        why = "the " + std::to_string(out.samples) + " samples inside the benchmark's time window ("
            + fmt(window.end - window.start, "%.0f") + " s, from the benchmark file's timestamps)";
    else if (window.base == TimeBase::None)
        why = "all " + std::to_string(out.samples) + " samples (the benchmark file has no timestamps)";
    else if (log.timeBase == TimeBase::None)
        why = "all " + std::to_string(out.samples) + " samples (the power log has no timestamps)";
    else
        why = "all " + std::to_string(out.samples)
            + " samples (the benchmark's times and the log's are on different clocks, local and UTC)";
    std::string gpus;
    for (const auto& [gpu, w] : out.perGpuW)
        gpus += (gpus.empty() ? "" : ", ") + ("GPU " + std::to_string(gpu) + " " + fmt(w) + " W");
    out.provenance = "power: mean of " + why + " of the " + name + ": " + gpus + ", total " + fmt(out.totalW) + " W";
    return out;
}

} // namespace wattgpu
