#include "core/data/import_bench.h"

#include "core/data/bench_run.h"
#include "core/features/stack.h"
#include "core/util/text.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>

namespace wattgpu {

namespace bench {

void readNumber(Run& run, const nlohmann::json& obj, const char* key, const std::string& path,
                std::optional<Figure>& out, int line, bool allowInfinite, bool* infinite)
{
    if (!obj.is_object())
        return;
    const auto it = obj.find(key);
    if (it == obj.end() || it->is_null())
        return;
    const std::string field = path + key;
    auto fail = [&](std::string why) {
        if (!run.problem)
            run.problem = RejectedRow{line, field, std::move(why)};
    };
    if (it->is_string()) {
        const std::string s = it->get<std::string>();
        if (allowInfinite && (s == "Infinity" || s == "inf" || s == "Inf")) {
            if (infinite)
                *infinite = true;
            return;
        }
        fail(s == "NaN" || s == "Infinity" || s == "-Infinity" ? "is " + s + ", not a finite number"
                                                               : "expected a number, found a string");
        return;
    }
    if (!it->is_number()) {
        fail(std::string("expected a number, found ") + it->type_name());
        return;
    }
    const double v = it->get<double>();
    if (!std::isfinite(v)) {
        fail("not a finite number");
        return;
    }
    if (v < 0) {
        fail("is negative (" + printfNumber("%g", v) + ")");
        return;
    }
    out = Figure{v, field};
}

std::string readText(const nlohmann::json& obj, const char* key, std::size_t maxBytes)
{
    if (!obj.is_object())
        return {};
    const auto it = obj.find(key);
    if (it == obj.end() || !it->is_string())
        return {};
    const std::string s = it->get<std::string>();
    if (s.size() > maxBytes || hasControlChars(s))
        return {};
    return s;
}

std::string quoteNonFinite(std::string_view text)
{
    std::string out;
    out.reserve(text.size() + 16);
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            out += c;
            if (c == '\\' && i + 1 < text.size())
                out += text[++i];
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
            out += c;
            continue;
        }
        const std::string_view rest = text.substr(i);
        const bool prevIdent = i > 0 && (std::isalnum(static_cast<unsigned char>(text[i - 1])) || text[i - 1] == '_');
        std::string_view token;
        if (!prevIdent) {
            for (std::string_view t :
                 {std::string_view("-Infinity"), std::string_view("Infinity"), std::string_view("NaN")})
                if (rest.starts_with(t)) {
                    token = t;
                    break;
                }
        }
        if (!token.empty()) {
            out += '"';
            out += token;
            out += '"';
            i += token.size() - 1;
            continue;
        }
        out += c;
    }
    return out;
}

int lineAt(std::string_view text, std::size_t offset)
{
    offset = std::min(offset, text.size());
    return 1 + int(std::count(text.begin(), text.begin() + long(offset), '\n'));
}

int keyLine(std::string_view text, const std::string& key, std::size_t from, int fallback)
{
    const std::string needle = "\"" + key + "\"";
    const std::size_t at = text.find(needle, std::min(from, text.size()));
    return at == std::string_view::npos ? fallback : lineAt(text, at);
}

} // namespace bench

namespace {

using bench::Figure;
using bench::Run;

// Line of a field in a JSON file, for a rejected row: the key's line at or after the run's start.
struct Lines {
    std::string_view text;
    bool json = true;
    int of(const Run& r, const std::string& key) const
    {
        if (!json || key.empty())
            return r.line;
        const std::size_t dot = key.rfind('.');
        const std::string last = dot == std::string::npos ? key : key.substr(dot + 1);
        std::size_t from = 0;
        for (int l = 1; l < r.line && from < text.size(); ++l) {
            const std::size_t nl = text.find('\n', from);
            if (nl == std::string_view::npos)
                break;
            from = nl + 1;
        }
        return bench::keyLine(text, last, from, r.line);
    }
};

Result<ImportReport> buildReport(Result<std::vector<Run>> runs, std::string_view text, const std::string& file,
                                 BenchFormat format, const ImportOptions& options)
{
    if (!runs)
        return runs.error();
    const BenchSetup& setup = options.bench;
    const char* tool = benchFormatName(format);
    auto missing = [&](const char* field, const std::string& what) {
        return makeError(ErrorCode::MissingField, file, 0, field,
                         std::string("a ") + tool + " file does not say " + what + ": give it (wattgpu-cli import --"
                             + field + "; in the window, the GPU row selected in the table and the plan's stack)");
    };
    std::string gpu = setup.gpu;
    if (const auto it = options.gpuMap.find(gpu); it != options.gpuMap.end())
        gpu = it->second;
    if (gpu.empty())
        return missing("gpu", "which GPU it ran on");
    if (setup.numGpus < 1)
        return missing("num-gpus", "how many GPUs the replica had");
    if (setup.engine.empty())
        return missing("engine", "which serving engine it measured");
    ImportSpecCache specs(options);
    if (options.gpus && !specs.gpu(gpu))
        return makeError(ErrorCode::NotFound, file, 0, "gpu", "GPU '" + printable(gpu) + "' is not in the catalog");
    if (const auto resolved = resolveStack(ServingStack{setup.engine, setup.engineVersion}); !resolved)
        return makeError(ErrorCode::BadValue, file, 0, resolved.error().field, resolved.error().detail);

    std::optional<PowerLog> log;
    if (!setup.powerLog.empty()) {
        auto l = loadPowerLog(setup.powerLog, options.maxBytes, options.maxRows);
        if (!l)
            return l.error();
        log = std::move(l).value();
    }

    ImportReport rep;
    rep.file = file;
    rep.format = tool;
    rep.bytes = text.size();
    const Lines lines{text, format != BenchFormat::GenAiPerfCsv};
    rep.notes.push_back("GPU " + gpu + " x " + std::to_string(setup.numGpus) + ", engine " + setup.engine
                        + (setup.engineVersion.empty() ? std::string(" (version unknown)") : " " + setup.engineVersion)
                        + ", from " + setup.origin + " (the file does not name them)");
    if (log)
        rep.powerLogSkipped = log->skipped;
    bool toolNoted = false, splitNoted = false;
    const std::size_t runCount = runs->size();
    for (Run& run : runs.value()) {
        if (!toolNoted && !run.tool.empty()) {
            rep.notes.push_back("tool: " + run.tool
                                + (run.toolVersion.empty() ? " (no version in the file)" : " " + run.toolVersion));
            toolNoted = true;
        }
        auto reject = [&](const std::string& key, std::string why) {
            rep.rejected.push_back({lines.of(run, key), key, std::move(why)});
        };
        std::vector<ItlKind> kinds;
        if (run.medianItlMs)
            kinds.push_back(ItlKind::MedianItl);
        if (run.meanTpotMs)
            kinds.push_back(ItlKind::MeanTpot);
        rep.rowsRead += int(std::max<std::size_t>(1, kinds.size()));
        const int rows = int(std::max<std::size_t>(1, kinds.size()));
        auto rejectRun = [&](const std::string& key, const std::string& why) {
            for (int i = 0; i < rows; ++i)
                reject(key, why);
        };
        if (run.problem) {
            RejectedRow p = *run.problem;
            if (p.line == run.line)
                p.line = lines.of(run, p.field);
            for (int i = 0; i < rows; ++i)
                rep.rejected.push_back(p);
            continue;
        }
        if (kinds.empty()) {
            reject(format == BenchFormat::GuideLlm            ? "metrics.inter_token_latency_ms"
                       : format == BenchFormat::GenAiPerfJson ? "inter_token_latency"
                       : format == BenchFormat::GenAiPerfCsv  ? "Inter Token Latency (ms)"
                                                              : "median_itl_ms",
                   "no latency the planner reads (a pooled median ITL or a mean TPOT)");
            continue;
        }
        const std::string model = !setup.model.empty() ? setup.model : run.model;
        if (model.empty()) {
            rejectRun(run.modelKey, "the file names no model: give the model id (wattgpu-cli import --model ID)");
            continue;
        }
        // Lengths: stated means, else totals / completed requests.
        std::optional<double> outLen = run.meanOutputLen ? std::optional(run.meanOutputLen->value) : std::nullopt;
        std::optional<double> inLen = run.meanInputLen ? std::optional(run.meanInputLen->value) : std::nullopt;
        const bool haveCompleted = run.completed && run.completed->value > 0;
        if (!outLen && run.outputTokens && haveCompleted)
            outLen = run.outputTokens->value / run.completed->value;
        if (!inLen && run.inputTokens && haveCompleted)
            inLen = run.inputTokens->value / run.completed->value;
        if (!outLen) {
            rejectRun(run.outputTokens ? (run.completed ? run.completed->key : "completed") : "total_output_tokens",
                      "no output length: neither a mean output length nor output tokens and completed requests > 0");
            continue;
        }
        // Load.
        std::optional<double> reqPerS = run.requestsPerS ? std::optional(run.requestsPerS->value) : std::nullopt;
        if (!reqPerS && haveCompleted && run.durationS && run.durationS->value > 0)
            reqPerS = run.completed->value / run.durationS->value;
        // The measured mean concurrency; 0 = unknown (a plain double: gcc misreads an optional here).
        double measured = run.measuredConcurrency ? run.measuredConcurrency->value : 0.0;
        if (measured <= 0 && reqPerS && run.meanE2eMs)
            measured = *reqPerS * run.meanE2eMs->value / 1000.0; // Little's law
        std::optional<double> cap = run.maxConcurrency ? std::optional(run.maxConcurrency->value) : setup.concurrency;
        const bool rateRun = run.requestRate || run.unboundedRate || setup.requestRate;
        double batch = 0;
        if (cap && *cap >= 1)
            batch = std::floor(*cap);
        else if (measured > 0)
            batch = std::max(1.0, std::ceil(measured - 1e-9));
        if (batch < 1) {
            rejectRun(run.maxConcurrency ? run.maxConcurrency->key : "max_concurrency",
                      "no concurrency: neither a concurrency cap nor requests/s and a mean end-to-end latency to "
                      "derive it (give --concurrency or --request-rate for a file without them)");
            continue;
        }
        std::optional<double> thr = run.outputTokS ? std::optional(run.outputTokS->value) : std::nullopt;
        if (!thr && run.outputTokens && run.durationS && run.durationS->value > 0)
            thr = run.outputTokens->value / run.durationS->value;

        // Power over the run.
        std::optional<PowerSummary> power;
        if (log && runCount > 1 && (run.window.base == TimeBase::None || run.window.base != log->timeBase)) {
            if (!splitNoted)
                rep.notes.push_back("power: not joined: the file holds " + std::to_string(runCount)
                                    + " runs and no time window the power log can be matched with, so the log "
                                      "cannot be split between them (import one run per file with its own log)");
            splitNoted = true;
        } else if (log) {
            auto s = summarizePower(*log, run.window);
            if (!s) {
                rejectRun(s.error().field, s.error().detail);
                continue;
            }
            if (int(s->perGpuW.size()) != setup.numGpus) {
                rejectRun("num_gpus",
                          "the power log has " + std::to_string(s->perGpuW.size()) + " GPUs and the run "
                              + std::to_string(setup.numGpus)
                              + ": give the log of the run's GPUs only (nvidia-smi -i 0,1,..)");
                continue;
            }
            power = std::move(s).value();
            rep.notes.push_back("run at line " + std::to_string(run.line) + ": " + power->provenance
                                + (power->windowed ? " (window: " + run.windowSource + ")" : ""));
        }
        bool powerUsed = false;
        for (ItlKind kind : kinds) {
            Measurement m;
            m.file = file;
            m.line = run.line;
            m.source = run.tool + (run.toolVersion.empty() ? "" : " " + run.toolVersion);
            m.engine = toLower(setup.engine);
            m.engineVersion = setup.engineVersion;
            m.task = cap ? "fixed-concurrency" : rateRun ? "request-rate" : "benchmark";
            m.model = model;
            if (const auto it = options.modelMap.find(m.model); it != options.modelMap.end())
                m.model = it->second;
            m.gpu = gpu;
            m.numGpus = setup.numGpus;
            m.tensorParallel = setup.tensorParallel > 0 ? setup.tensorParallel : setup.numGpus;
            m.precision = setup.precision.value_or(Precision::BF16);
            m.batchSize = batch;
            if (measured >= 0.01)
                m.avgBatchSize = measured;
            m.promptLen = inLen && *inLen >= 1 ? inLen : std::nullopt;
            m.outputLen = *outLen;
            m.itlKind = kind;
            const Figure& itl = kind == ItlKind::MedianItl ? *run.medianItlMs : *run.meanTpotMs;
            m.itlMs = itl.value;
            if (run.ttftMs)
                m.ttftMs = run.ttftMs->value;
            if (kind == ItlKind::MedianItl) {
                if (run.p90ItlMs)
                    m.p90ItlMs = run.p90ItlMs->value;
                if (run.p95ItlMs)
                    m.p95ItlMs = run.p95ItlMs->value;
                if (run.p99ItlMs)
                    m.p99ItlMs = run.p99ItlMs->value;
            }
            m.throughputTokS = thr;
            if (power && !powerUsed) {
                m.totalPowerW = power->totalW;
                m.powerPerGpuW = power->totalW / setup.numGpus;
                m.powerPerGpuDerived = true;
                if (thr && *thr > 0)
                    m.energyPerTokenJ = power->totalW / *thr;
                powerUsed = true;
            }
            // The file's key (or the power log) a planner column came from, for messages.
            auto keyOf = [&](const std::string& column) -> std::string {
                if (column == "itl_ms")
                    return itl.key;
                if (column == "ttft_ms" && run.ttftMs)
                    return run.ttftMs->key;
                if (column == "p90_itl_ms" && run.p90ItlMs)
                    return run.p90ItlMs->key;
                if (column == "p95_itl_ms" && run.p95ItlMs)
                    return run.p95ItlMs->key;
                if (column == "p99_itl_ms" && run.p99ItlMs)
                    return run.p99ItlMs->key;
                if (column == "throughput_tok_s")
                    return run.outputTokS ? run.outputTokS->key : run.outputTokens ? run.outputTokens->key : column;
                if (column == "output_len")
                    return run.meanOutputLen ? run.meanOutputLen->key
                        : run.outputTokens   ? run.outputTokens->key
                                             : column;
                if (column == "prompt_len")
                    return run.meanInputLen ? run.meanInputLen->key : run.inputTokens ? run.inputTokens->key : column;
                if (column == "batch_size" || column == "avg_batch_size")
                    return run.maxConcurrency ? run.maxConcurrency->key : column;
                if (column == "model")
                    return run.modelKey;
                if (column == "total_power_w" || column == "power_per_gpu_w" || column == "energy_per_token_j")
                    return "power log " + setup.powerLog.filename().string();
                return column;
            };
            if (auto v = plannerRangeViolation(m)) {
                reject(keyOf(v->column), v->reason);
                continue;
            }
            const PlausibilityCheck check = checkImportPlausibility(m, specs);
            if (!check.ok()) {
                reject(keyOf(check.violations.front().column), check.violations.front().reason);
                continue;
            }
            for (const PlausibilityFinding& f : check.unchecked)
                rep.unchecked.push_back({lines.of(run, keyOf(f.column)), keyOf(f.column), f.reason});
            if (options.llms && !specs.llm(m.model))
                addUnknownName(rep.unknownModels, m.model);
            rep.accepted.push_back(std::move(m));
        }
    }
    if (log && log->timeBase == TimeBase::None)
        rep.notes.push_back("power log " + log->file + " has no timestamps: its whole span was used");
    std::stable_sort(rep.rejected.begin(), rep.rejected.end(),
                     [](const RejectedRow& a, const RejectedRow& b) { return a.line < b.line; });
    return rep;
}

bool has(std::string_view text, std::string_view key) { return text.find(key) != std::string_view::npos; }

} // namespace

const char* benchFormatName(BenchFormat f)
{
    switch (f) {
    case BenchFormat::VllmBench: return "vllm-bench-serve";
    case BenchFormat::SglangBench: return "sglang-bench-serving";
    case BenchFormat::GuideLlm: return "guidellm";
    case BenchFormat::GenAiPerfJson: return "genai-perf-json";
    case BenchFormat::GenAiPerfCsv: return "genai-perf-csv";
    }
    return "vllm-bench-serve";
}

std::optional<BenchFormat> detectBenchFormat(const std::filesystem::path& path, std::string_view text)
{
    const std::string ext = toLower(path.extension().string());
    const std::string_view head = text.substr(0, 1u << 20);
    const std::size_t first = head.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
    const bool jsonLike = first != std::string_view::npos && head[first] == '{';
    if (!jsonLike) {
        // GenAI-Perf writes "Time To First Token (ms)", AIPerf "Time to First Token (ms)".
        const std::string lowered = toLower(head.substr(0, 64u << 10));
        const std::string firstLine = lowered.substr(0, lowered.find('\n'));
        if (firstLine.find("metric") != std::string::npos
            && (has(lowered, "time to first token") || has(lowered, "inter token latency")))
            return BenchFormat::GenAiPerfCsv;
        return std::nullopt;
    }
    if (has(head, "\"configurations\""))
        return std::nullopt; // ML.ENERGY
    if (has(head, "\"benchmarks\""))
        return BenchFormat::GuideLlm;
    if (has(head, "\"time_to_first_token\"") || has(head, "\"inter_token_latency\""))
        return BenchFormat::GenAiPerfJson;
    if (has(head, "\"median_itl_ms\"") || has(head, "\"mean_ttft_ms\"") || has(head, "\"mean_tpot_ms\"")) {
        if (has(head, "\"mean_e2e_latency_ms\""))
            return BenchFormat::SglangBench;
        if (has(head, "\"mean_e2el_ms\"") || has(head, "\"date\""))
            return BenchFormat::VllmBench;
        return ext == ".jsonl" ? BenchFormat::SglangBench : BenchFormat::VllmBench;
    }
    return std::nullopt;
}

Result<ImportReport> parseVllmBench(std::string_view text, const std::string& file, const ImportOptions& options)
{
    return buildReport(bench::readServeResults(text, file, options, false), text, file, BenchFormat::VllmBench,
                       options);
}

Result<ImportReport> parseSglangBench(std::string_view text, const std::string& file, const ImportOptions& options)
{
    return buildReport(bench::readServeResults(text, file, options, true), text, file, BenchFormat::SglangBench,
                       options);
}

Result<ImportReport> parseGuideLlm(std::string_view text, const std::string& file, const ImportOptions& options)
{
    return buildReport(bench::readGuideLlm(text, file, options), text, file, BenchFormat::GuideLlm, options);
}

Result<ImportReport> parseGenAiPerfJson(std::string_view text, const std::string& file, const ImportOptions& options)
{
    return buildReport(bench::readGenAiPerfJson(text, file, options), text, file, BenchFormat::GenAiPerfJson, options);
}

Result<ImportReport> parseGenAiPerfCsv(std::string_view text, const std::string& file, const ImportOptions& options)
{
    return buildReport(bench::readGenAiPerfCsv(text, file, options), text, file, BenchFormat::GenAiPerfCsv, options);
}

ImportParser benchParser(BenchFormat f)
{
    switch (f) {
    case BenchFormat::VllmBench: return parseVllmBench;
    case BenchFormat::SglangBench: return parseSglangBench;
    case BenchFormat::GuideLlm: return parseGuideLlm;
    case BenchFormat::GenAiPerfJson: return parseGenAiPerfJson;
    case BenchFormat::GenAiPerfCsv: return parseGenAiPerfCsv;
    }
    return parseVllmBench;
}

} // namespace wattgpu
