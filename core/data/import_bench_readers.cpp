// The readers of the four benchmark tools' result files (core/data/import_bench.h says which
// fields each reads and what they mean); each turns its file into bench::Run values.
#include "core/data/bench_run.h"

#include "core/util/csv.h"
#include "core/util/json_util.h"
#include "core/util/text.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace wattgpu::bench {

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

JsonLimits limitsOf(const ImportOptions& options) { return JsonLimits{options.maxBytes, options.maxJsonDepth}; }

const nlohmann::json* child(const nlohmann::json& obj, const char* key)
{
    if (!obj.is_object())
        return nullptr;
    const auto it = obj.find(key);
    return it == obj.end() || it->is_null() ? nullptr : &*it;
}

// A time of the file: a number (epoch s or ms) or a date string.
std::optional<double> timeOf(const nlohmann::json* v, TimeBase* base)
{
    if (!v)
        return std::nullopt;
    if (v->is_number())
        return parseTimestamp(std::to_string(v->get<double>()), base);
    if (v->is_string())
        return parseTimestamp(v->get<std::string>(), base);
    return std::nullopt;
}

// vLLM and SGLang write the same keys (SGLang's e2e latency is mean_e2e_latency_ms).
Run serveRun(const nlohmann::json& o, int line, bool sglang)
{
    Run r;
    r.line = line;
    r.tool = sglang ? "sglang bench_serving" : "vllm bench serve";
    for (const char* k : {"vllm_version", "sglang_version", "version"})
        if (r.toolVersion.empty())
            r.toolVersion = readText(o, k, 64);
    for (const char* k : {"model_id", "model", "model_name"})
        if (r.model.empty()) {
            r.model = readText(o, k);
            r.modelKey = k;
        }
    if (r.model.empty())
        r.modelKey = "model_id";
    const std::string p;
    readNumber(r, o, "median_ttft_ms", p, r.ttftMs, line);
    if (!r.ttftMs)
        readNumber(r, o, "mean_ttft_ms", p, r.ttftMs, line);
    readNumber(r, o, "median_itl_ms", p, r.medianItlMs, line);
    readNumber(r, o, "p90_itl_ms", p, r.p90ItlMs, line);
    readNumber(r, o, "p95_itl_ms", p, r.p95ItlMs, line);
    readNumber(r, o, "p99_itl_ms", p, r.p99ItlMs, line);
    readNumber(r, o, "mean_tpot_ms", p, r.meanTpotMs, line);
    readNumber(r, o, sglang ? "mean_e2e_latency_ms" : "mean_e2el_ms", p, r.meanE2eMs, line);
    readNumber(r, o, "max_concurrency", p, r.maxConcurrency, line);
    readNumber(r, o, "request_rate", p, r.requestRate, line, true, &r.unboundedRate);
    readNumber(r, o, "completed", p, r.completed, line);
    readNumber(r, o, "total_input_tokens", p, r.inputTokens, line);
    readNumber(r, o, "total_output_tokens", p, r.outputTokens, line);
    readNumber(r, o, "duration", p, r.durationS, line);
    readNumber(r, o, "output_throughput", p, r.outputTokS, line);
    readNumber(r, o, "request_throughput", p, r.requestsPerS, line);
    // vLLM's `date` ("%Y%m%d-%H%M%S", local clock) is taken when the run ends.
    TimeBase base = TimeBase::None;
    if (const auto end = timeOf(child(o, "date"), &base); end && r.durationS) {
        r.window = TimeWindow{base, *end - r.durationS->value, *end + 1.0};
        r.windowSource = "date - duration .. date";
    }
    return r;
}

// A GenAI-Perf / AIPerf metric object {"unit": "ms", "avg": .., "p50": ..}: the statistic in ms.
std::optional<double> statMs(Run& r, const nlohmann::json& metrics, const char* name, const char* stat,
                             std::optional<Figure>& out, bool isTime)
{
    const nlohmann::json* m = child(metrics, name);
    if (!m)
        return std::nullopt;
    if (!m->is_object()) {
        if (!r.problem)
            r.problem = RejectedRow{r.line, name, "expected an object with avg/p50/... statistics"};
        return std::nullopt;
    }
    readNumber(r, *m, stat, std::string(name) + ".", out, r.line);
    if (!out || !isTime)
        return out ? std::optional<double>(out->value) : std::nullopt;
    const std::string unit = lower(readText(*m, "unit", 32));
    double scale = 1;
    if (unit == "s" || unit == "sec" || unit == "seconds")
        scale = 1000;
    else if (unit == "us")
        scale = 1e-3;
    else if (unit == "ns")
        scale = 1e-6;
    out->value *= scale;
    return out->value;
}

} // namespace

Result<std::vector<Run>> readServeResults(std::string_view text, const std::string& file, const ImportOptions& options,
                                          bool sglang)
{
    text = stripBom(text);
    std::vector<Run> runs;
    // One pretty-printed object (vLLM --save-result) or one object per line (--append-result, SGLang).
    const std::size_t first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos)
        return makeError(ErrorCode::Parse, file, 1, {}, "empty file");
    const std::size_t eol = text.find('\n', first);
    const std::string firstLine = trimmed(text.substr(first, eol == std::string_view::npos ? eol : eol - first));
    const std::string clean = quoteNonFinite(text);
    if (firstLine == "{") {
        auto doc = parseJsonBounded(clean, file, limitsOf(options));
        if (!doc)
            return doc.error();
        if (!doc->is_object())
            return makeError(ErrorCode::Parse, file, 1, {}, "expected a JSON object");
        runs.push_back(serveRun(*doc, 1, sglang));
        return runs;
    }
    std::size_t pos = 0;
    int line = 0;
    const std::string_view all(clean);
    while (pos < all.size()) {
        ++line;
        std::size_t end = all.find('\n', pos);
        if (end == std::string_view::npos)
            end = all.size();
        const std::string_view l = all.substr(pos, end - pos);
        pos = end + 1;
        if (trimmed(l).empty())
            continue;
        if (runs.size() >= options.maxRows)
            return makeError(ErrorCode::TooLarge, file, line, {},
                             "more than " + std::to_string(options.maxRows) + " result lines, the limit");
        auto doc = parseJsonBounded(l, file, limitsOf(options));
        Run r;
        r.line = line;
        r.tool = sglang ? "sglang bench_serving" : "vllm bench serve";
        if (!doc) {
            if (doc.error().code == ErrorCode::TooLarge)
                return doc.error();
            r.problem = RejectedRow{line, doc.error().field.empty() ? "json" : doc.error().field,
                                    "not a JSON object: " + doc.error().detail};
        } else if (!doc->is_object()) {
            r.problem = RejectedRow{line, "json", "expected a JSON object on the line"};
        } else {
            r = serveRun(*doc, line, sglang);
        }
        runs.push_back(std::move(r));
    }
    return runs;
}

Result<std::vector<Run>> readGuideLlm(std::string_view text, const std::string& file, const ImportOptions& options)
{
    const std::string clean = quoteNonFinite(stripBom(text));
    auto doc = parseJsonBounded(clean, file, limitsOf(options));
    if (!doc)
        return doc.error();
    const nlohmann::json* list = child(*doc, "benchmarks");
    if (!list || !list->is_array())
        return makeError(ErrorCode::MissingField, file, 1, "benchmarks",
                         "no 'benchmarks' array: is this a GuideLLM benchmark report?");
    if (list->size() > options.maxRows)
        return makeError(ErrorCode::TooLarge, file, 0, "benchmarks",
                         std::to_string(list->size()) + " benchmarks, more than the limit");
    std::string version;
    if (const nlohmann::json* meta = child(*doc, "metadata"))
        version = readText(*meta, "guidellm_version", 64);
    if (version.empty())
        version = readText(*doc, "guidellm_version", 64);
    std::vector<Run> runs;
    std::size_t from = 0;
    for (std::size_t i = 0; i < list->size(); ++i) {
        const nlohmann::json& b = (*list)[i];
        const std::string path = "benchmarks[" + std::to_string(i) + "].";
        Run r;
        r.tool = "guidellm";
        r.toolVersion = version;
        // Each benchmark repeats "metrics": its line is the i-th one.
        const std::size_t at = clean.find("\"metrics\"", from);
        r.line = at == std::string::npos ? 1 : lineAt(clean, at);
        from = at == std::string::npos ? from : at + 1;
        if (!b.is_object()) {
            r.problem = RejectedRow{r.line, path.substr(0, path.size() - 1), "expected a benchmark object"};
            runs.push_back(std::move(r));
            continue;
        }
        if (const nlohmann::json* w = child(b, "worker"))
            r.model = readText(*w, "backend_model");
        r.modelKey = path + "worker.backend_model";
        if (const nlohmann::json* args = child(b, "args"))
            if (const nlohmann::json* s = child(*args, "strategy")) {
                const std::string sp = path + "args.strategy.";
                readNumber(r, *s, "streams", sp, r.maxConcurrency, r.line);
                readNumber(r, *s, "rate", sp, r.requestRate, r.line);
                if (lower(readText(*s, "type_", 32)) == "throughput")
                    r.unboundedRate = true;
            }
        const nlohmann::json* metrics = child(b, "metrics");
        if (!metrics || !metrics->is_object()) {
            r.problem = RejectedRow{r.line, path + "metrics", "no 'metrics' object"};
            runs.push_back(std::move(r));
            continue;
        }
        auto stat = [&](const char* name, const char* which, std::optional<Figure>& out, double scale = 1) {
            const nlohmann::json* m = child(*metrics, name);
            const nlohmann::json* s = m ? child(*m, "successful") : nullptr;
            if (!m)
                return;
            if (!s || !s->is_object()) {
                if (!r.problem)
                    r.problem = RejectedRow{r.line, path + "metrics." + name + ".successful",
                                            "expected an object with mean/median statistics"};
                return;
            }
            readNumber(r, *s, which, path + "metrics." + name + ".successful.", out, r.line);
            if (out)
                out->value *= scale;
        };
        stat("time_to_first_token_ms", "median", r.ttftMs);
        if (!r.ttftMs)
            stat("time_to_first_token_ms", "mean", r.ttftMs);
        // GuideLLM's inter-token latency is per request ((latency - TTFT) / (tokens - 1)): its mean
        // is the mean TPOT; its median and percentiles are over requests, not over pooled gaps.
        stat("inter_token_latency_ms", "mean", r.meanTpotMs);
        stat("request_latency", "mean", r.meanE2eMs, 1000.0); // seconds
        stat("request_concurrency", "mean", r.measuredConcurrency);
        stat("requests_per_second", "mean", r.requestsPerS);
        stat("prompt_token_count", "mean", r.meanInputLen);
        stat("output_token_count", "mean", r.meanOutputLen);
        stat("output_tokens_per_second", "mean", r.outputTokS);
        TimeBase b1 = TimeBase::None, b2 = TimeBase::None;
        const auto start = timeOf(child(b, "start_time"), &b1);
        const auto end = timeOf(child(b, "end_time"), &b2);
        if (start && end && b1 == b2 && *end >= *start) {
            r.window = TimeWindow{b1, *start, *end};
            r.windowSource = "start_time .. end_time";
            r.durationS = Figure{*end - *start, path + "end_time"};
        }
        runs.push_back(std::move(r));
    }
    return runs;
}

Result<std::vector<Run>> readGenAiPerfJson(std::string_view text, const std::string& file, const ImportOptions& options)
{
    const std::string clean = quoteNonFinite(stripBom(text));
    auto doc = parseJsonBounded(clean, file, limitsOf(options));
    if (!doc)
        return doc.error();
    if (!doc->is_object())
        return makeError(ErrorCode::Parse, file, 1, {}, "expected a JSON object");
    // AIPerf nests the metrics under "records"; GenAI-Perf has them at the top.
    const nlohmann::json* records = child(*doc, "records");
    const bool aiperf = records != nullptr || !readText(*doc, "aiperf_version").empty();
    const nlohmann::json& metrics = records && records->is_object() ? *records : *doc;
    if (!child(metrics, "time_to_first_token") && !child(metrics, "inter_token_latency"))
        return makeError(ErrorCode::MissingField, file, 1, "inter_token_latency",
                         "no 'inter_token_latency' or 'time_to_first_token' metric: is this a GenAI-Perf or AIPerf "
                         "JSON export?");
    Run r;
    r.tool = aiperf ? "aiperf" : "genai-perf";
    for (const char* k : {"aiperf_version", "genai_perf_version", "version"})
        if (r.toolVersion.empty())
            r.toolVersion = readText(*doc, k, 64);
    r.line = 1;
    statMs(r, metrics, "time_to_first_token", "p50", r.ttftMs, true);
    if (!r.ttftMs)
        statMs(r, metrics, "time_to_first_token", "avg", r.ttftMs, true);
    // Per request (latency - TTFT) / (tokens - 1): its avg is the mean TPOT (p50/p90/p99 are over
    // requests, not over pooled gaps, and are not read).
    statMs(r, metrics, "inter_token_latency", "avg", r.meanTpotMs, true);
    statMs(r, metrics, "request_latency", "avg", r.meanE2eMs, true);
    statMs(r, metrics, "output_token_throughput", "avg", r.outputTokS, false);
    statMs(r, metrics, "request_throughput", "avg", r.requestsPerS, false);
    statMs(r, metrics, "output_sequence_length", "avg", r.meanOutputLen, false);
    statMs(r, metrics, "input_sequence_length", "avg", r.meanInputLen, false);
    statMs(r, metrics, "request_count", "avg", r.completed, false);
    if (const nlohmann::json* cfg = child(*doc, "input_config")) {
        if (const nlohmann::json* m = child(*cfg, "model")) {
            if (m->is_string())
                r.model = readText(*cfg, "model");
            else if (m->is_array() && !m->empty() && (*m)[0].is_string())
                r.model = printable((*m)[0].get<std::string>(), 256);
        }
        r.modelKey = "input_config.model";
        readNumber(r, *cfg, "concurrency", "input_config.", r.maxConcurrency, 1);
        readNumber(r, *cfg, "request_rate", "input_config.", r.requestRate, 1);
        if (const nlohmann::json* pa = child(*cfg, "perf_analyzer"))
            if (const nlohmann::json* st = child(*pa, "stimulus")) {
                if (!r.maxConcurrency)
                    readNumber(r, *st, "concurrency", "input_config.perf_analyzer.stimulus.", r.maxConcurrency, 1);
                if (!r.requestRate)
                    readNumber(r, *st, "request_rate", "input_config.perf_analyzer.stimulus.", r.requestRate, 1);
            }
    }
    TimeBase b1 = TimeBase::None, b2 = TimeBase::None;
    const auto start = timeOf(child(*doc, "start_time"), &b1);
    const auto end = timeOf(child(*doc, "end_time"), &b2);
    if (start && end && b1 == b2 && *end >= *start) {
        r.window = TimeWindow{b1, *start, *end};
        r.windowSource = "start_time .. end_time";
        r.durationS = Figure{*end - *start, "end_time"};
    }
    return std::vector<Run>{std::move(r)};
}

Result<std::vector<Run>> readGenAiPerfCsv(std::string_view text, const std::string& file, const ImportOptions& options)
{
    text = stripBom(text);
    Run r;
    r.tool = "genai-perf";
    r.line = 1;
    r.modelKey = "model"; // the CSV names none
    // Two tables: "Metric,avg,min,max,p99,...,p50,p25" for the latency and length rows, then after a
    // blank line "Metric,Value" for the throughputs. Metric names hold no comma.
    std::vector<std::string> header;
    std::size_t pos = 0, rows = 0;
    int line = 0;
    bool sawMetric = false;
    while (pos < text.size()) {
        ++line;
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view l = text.substr(pos, end - pos);
        pos = end + 1;
        if (l.size() > 4096)
            return makeError(ErrorCode::TooLarge, file, line, {}, "line longer than 4096 bytes");
        if (++rows > options.maxRows)
            return makeError(ErrorCode::TooLarge, file, line, {}, "more lines than the limit");
        // Cells split at commas outside quotes; GenAI-Perf quotes numbers it groups ("2,950.00").
        std::vector<std::string> cells(1);
        bool quoted = false;
        for (const char ch : l) {
            if (ch == '"')
                quoted = !quoted;
            else if (ch == ',' && !quoted && cells.size() <= 64)
                cells.emplace_back();
            else if (ch != '\r')
                cells.back() += ch;
        }
        for (auto& c : cells)
            c = trimmed(c);
        if (cells.size() < 2)
            continue;
        if (lower(cells[0]) == "metric") {
            header.clear();
            for (const auto& c : cells)
                header.push_back(lower(c));
            sawMetric = true;
            continue;
        }
        const std::string name = lower(cells[0]);
        auto cellOf = [&](const char* col) -> std::optional<std::string> {
            for (std::size_t i = 1; i < header.size() && i < cells.size(); ++i)
                if (header[i] == col)
                    return cells[i];
            return std::nullopt;
        };
        auto read = [&](const char* col, std::optional<Figure>& out, double scale) {
            const auto cell = cellOf(col);
            if (!cell || cell->empty() || out)
                return;
            const std::string key = cells[0] + "." + col;
            std::string digits = *cell;
            digits.erase(std::remove(digits.begin(), digits.end(), ','), digits.end());
            const auto v = parseFiniteDouble(digits);
            if (!v || *v < 0) {
                if (!r.problem)
                    r.problem = RejectedRow{line, key,
                                            "'" + printable(*cell, 40) + "' is not a finite, non-negative number"};
                return;
            }
            out = Figure{*v * scale, key};
        };
        const double unit = name.find("(ns)") != std::string::npos ? 1e-6
            : name.find("(us)") != std::string::npos               ? 1e-3
            : name.find("(s)") != std::string::npos                ? 1000
                                                                   : 1;
        if (name.rfind("time to first token", 0) == 0) {
            read("p50", r.ttftMs, unit);
            read("avg", r.ttftMs, unit);
        } else if (name.rfind("inter token latency", 0) == 0) {
            read("avg", r.meanTpotMs, unit);
        } else if (name.rfind("request latency", 0) == 0) {
            read("avg", r.meanE2eMs, unit);
        } else if (name.rfind("output sequence length", 0) == 0) {
            read("avg", r.meanOutputLen, 1);
        } else if (name.rfind("input sequence length", 0) == 0) {
            read("avg", r.meanInputLen, 1);
        } else if (name.rfind("output token throughput", 0) == 0) {
            read("value", r.outputTokS, 1);
            read("avg", r.outputTokS, 1);
        } else if (name.rfind("request throughput", 0) == 0) {
            read("value", r.requestsPerS, 1);
            read("avg", r.requestsPerS, 1);
        } else if (name.rfind("request count", 0) == 0) {
            read("value", r.completed, 1);
            read("avg", r.completed, 1);
        }
    }
    if (!sawMetric)
        return makeError(ErrorCode::MissingField, file, 1, "Metric",
                         "no 'Metric' header: is this a GenAI-Perf CSV export (profile_export_genai_perf.csv)?");
    return std::vector<Run>{std::move(r)};
}

} // namespace wattgpu::bench
