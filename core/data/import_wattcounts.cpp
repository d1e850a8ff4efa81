#include "core/data/import_wattcounts.h"

#include "core/util/csv.h"
#include "core/util/fileio.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace wattgpu {

namespace {

// The keys of the WattGPU repository's gpu_features.csv (data/README.md).
struct GpuName {
    const char* wattCounts;
    const char* id;
};
constexpr GpuName kGpuNames[] = {
    {"NVIDIA A30", "a30-pcie-24gb"},
    {"NVIDIA H200", "h200-nvl-141gb"}, // an H200 NVL
    {"NVIDIA A100-SXM4-40GB", "a100-sxm4-40gb"},
    {"NVIDIA L40S", "l40s-48gb"},
    {"NVIDIA H100 PCIe", "h100-pcie-80gb"},
    {"NVIDIA H100 NVL", "h100-nvl-94gb"},
    {"Tesla V100-SXM2-32GB", "v100-sxm2-32gb"},
    {"NVIDIA L4", "l4-24gb"},
    {"NVIDIA GeForce RTX 3090", "rtx-3090-24gb"},
    {"Tesla T4", "t4-16gb"},
    {"NVIDIA GeForce RTX 4090", "rtx-4090-24gb"},
};

constexpr double kOfflineMaxNumSeqs = 256; // vLLM max-num-seqs in the Watt Counts offline runs

constexpr const char* kTtft = "time_to_first_token_seconds_events";
constexpr const char* kE2e = "e2e_request_latency_seconds_events";
constexpr const char* kGenTokens = "request_generation_tokens";
constexpr const char* kPromptTokens = "request_prompt_tokens";

std::string trim(std::string_view s)
{
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string_view::npos)
        return {};
    const auto e = s.find_last_not_of(" \t\r\n");
    return std::string(s.substr(b, e - b + 1));
}

std::string shortText(std::string_view s)
{
    std::string t(s.substr(0, 40));
    return s.size() > 40 ? t + "..." : t;
}

// Why a row was rejected.
struct Reject {
    std::string field;
    std::string reason;
};

std::string fmt(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

// The Watt Counts column a planner CSV value of an imported row comes from, for messages.
std::string sourceColumn(const std::string& plannerColumn, bool server)
{
    static const std::pair<const char*, const char*> kFrom[] = {
        {"model", "model"},
        {"gpu", "gpu_type"},
        {"task", "lambda_qps"},       // offline / server-low / server-high / server
        {"batch_size", "lambda_qps"}, // server: rate x mean latency (Little's law); offline: 256
        {"prompt_len", kPromptTokens},
        {"output_len", kGenTokens},
        {"total_power_w", "gpu_0_power_draw_watts_mean"},
        {"power_per_gpu_w", "gpu_0_power_draw_watts_mean"},
        {"energy_per_token_j", "gpu_0_power_draw_watts_mean"},
        {"throughput_tok_s", "generation_tokens_total"},
    };
    if (plannerColumn == "itl_ms") // server: the request lists; offline: duration / tokens
        return server ? kE2e : "measurement_duration";
    for (const auto& [planner, source] : kFrom)
        if (plannerColumn == planner)
            return source;
    return plannerColumn; // set by the importer itself (source, engine, GPU counts): never bad
}

} // namespace

std::optional<std::string> wattCountsGpuId(std::string_view gpuType)
{
    const std::string key = toLower(trim(gpuType));
    for (const auto& g : kGpuNames)
        if (toLower(g.wattCounts) == key)
            return std::string(g.id);
    return std::nullopt;
}

Result<std::vector<double>> parseNumberList(std::string_view cell, std::size_t maxItems)
{
    auto fail = [](std::string detail) { return makeError(ErrorCode::BadValue, {}, 0, {}, std::move(detail)); };
    std::string_view s = cell;
    while (!s.empty() && std::string_view(" \t\r\n").find(s.front()) != std::string_view::npos)
        s.remove_prefix(1);
    while (!s.empty() && std::string_view(" \t\r\n").find(s.back()) != std::string_view::npos)
        s.remove_suffix(1);
    if (s.empty() || s.front() != '[')
        return fail("expected a list like [1, 2, 3], found '" + shortText(s) + "'");
    if (s.back() != ']')
        return fail("unterminated list: no closing ']'");
    s = s.substr(1, s.size() - 2);
    std::vector<double> out;
    if (s.find_first_not_of(" \t\r\n") == std::string_view::npos)
        return out;
    // Count first so a huge list fails before anything is stored.
    const std::size_t items = static_cast<std::size_t>(std::count(s.begin(), s.end(), ',')) + 1;
    if (items > maxItems)
        return fail("list has " + std::to_string(items) + " items, more than the limit of " + std::to_string(maxItems));
    out.reserve(items);
    std::size_t start = 0;
    for (std::size_t idx = 0; idx < items; ++idx) {
        const std::size_t comma = s.find(',', start);
        const std::string_view item = s.substr(
            start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
        const std::string t = trim(item);
        if (t.find_first_of("[]") != std::string::npos)
            return fail("item " + std::to_string(idx + 1) + ": nested or unbalanced brackets");
        const auto v = parseFiniteDouble(t);
        if (!v)
            return fail("item " + std::to_string(idx + 1) + ": '" + shortText(t) + "' is not a finite number");
        out.push_back(*v);
        start = comma == std::string_view::npos ? s.size() : comma + 1;
    }
    return out;
}

Result<ImportReport> importWattCounts(const std::filesystem::path& path, const ImportOptions& options)
{
    return importFileWith(path, options, parseWattCounts);
}

Result<ImportReport> parseWattCounts(std::string_view text, const std::string& file, const ImportOptions& options)
{
    if (text.size() > options.maxBytes)
        return makeError(ErrorCode::TooLarge, file, 0, {},
                         "file exceeds the limit of " + std::to_string(options.maxBytes) + " bytes");
    auto table = parseCsv(text, file, CsvLimits{options.maxRows, 64, options.maxCellBytes});
    if (!table)
        return table.error();
    for (const char* required : {"model", "gpu_type", "lambda_qps", "generation_tokens_total", "measurement_duration",
                                 "gpu_0_power_draw_watts_mean", kTtft, kE2e, kGenTokens})
        if (table->column(required) < 0)
            return makeError(ErrorCode::MissingField, file, 1, required,
                             "required column is missing from the header (is this a Watt Counts CSV?)");

    ImportReport rep;
    rep.file = file;
    rep.format = "wattcounts";
    rep.bytes = text.size();
    rep.sha256 = sha256Hex(text);
    rep.rowsRead = static_cast<int>(table->rows.size());
    const bool hasPrompt = table->column(kPromptTokens) >= 0;
    const std::size_t n = table->rows.size();
    std::vector<RejectedRow> unchecked; // of the current row
    ImportSpecCache specs(options);

    for (std::size_t i = 0; i < n; ++i) {
        if (options.progress && i % 256 == 0
            && !options.progress(static_cast<double>(i) / static_cast<double>(n), "Reading Watt Counts rows"))
            return makeError(ErrorCode::Cancelled, file, table->rows[i].line, {}, "import cancelled");
        const CsvRow& row = table->rows[i];
        CsvCursor cur(*table, row);

        // Returns the Measurement, or the reason this row is rejected.
        auto convert = [&](Measurement& m) -> std::optional<Reject> {
            auto num = [&](const char* col, double lo, double hi, bool loExclusive, bool required,
                           std::optional<double>& out) -> std::optional<Reject> {
                const std::string raw = trim(cur.text(col));
                if (raw.empty()) {
                    if (required)
                        return Reject{col, "required value is empty"};
                    out.reset();
                    return std::nullopt;
                }
                const auto v = parseFiniteDouble(raw);
                if (!v)
                    return Reject{col, "'" + shortText(raw) + "' is not a finite number"};
                if (*v < lo || (loExclusive && *v == lo) || *v > hi)
                    return Reject{col,
                                  "value " + fmt(*v) + " outside the plausible range " + (loExclusive ? "(" : "[")
                                      + fmt(lo) + ", " + fmt(hi) + "]"};
                out = *v;
                return std::nullopt;
            };
            auto list = [&](const char* col, std::vector<double>& out) -> std::optional<Reject> {
                auto l = parseNumberList(cur.text(col), options.maxListItems);
                if (!l)
                    return Reject{col, l.error().detail};
                out = std::move(l.value());
                return std::nullopt;
            };

            std::string model = trim(cur.text("model"));
            if (model.empty())
                return Reject{"model", "model id is empty"};
            if (auto it = options.modelMap.find(model); it != options.modelMap.end())
                model = it->second;
            const std::string gpuType = trim(cur.text("gpu_type"));
            if (gpuType.empty())
                return Reject{"gpu_type", "GPU name is empty"};
            std::optional<std::string> gpuId;
            if (auto it = options.gpuMap.find(gpuType); it != options.gpuMap.end())
                gpuId = it->second;
            else if (auto known = wattCountsGpuId(gpuType))
                gpuId = known;
            else if (options.gpus)
                if (const GpuSpec* g = options.gpus->find(gpuType))
                    gpuId = g->id;
            if (gpuId && options.gpus && !options.gpus->find(*gpuId))
                gpuId.reset();
            if (!gpuId) {
                addUnknownName(rep.unknownGpus, gpuType);
                return Reject{"gpu_type", "unknown GPU '" + shortText(gpuType) + "': map it to a catalog GPU id"};
            }

            std::optional<double> lambda, tokensTotal, duration, power, pmin, pmax;
            // Offline runs: an empty cell (pandas writes NaN as empty), or NaN / an infinite
            // rate as benchmark scripts spell "all requests at once".
            const std::string rate = toLower(trim(cur.text("lambda_qps")));
            const bool offlineRate = rate.empty() || rate == "nan" || rate == "inf" || rate == "+inf"
                || rate == "infinity";
            if (!offlineRate)
                if (auto r = num("lambda_qps", 0, 1000, true, false, lambda))
                    return r;
            if (auto r = num("generation_tokens_total", 0, 1e12, true, true, tokensTotal))
                return r;
            if (auto r = num("measurement_duration", 0, 1e7, true, true, duration))
                return r;
            if (auto r = num("gpu_0_power_draw_watts_mean", 1, 5000, false, true, power))
                return r;
            if (auto r = num("gpu_0_power_draw_watts_min", 0, 5000, false, false, pmin))
                return r;
            if (auto r = num("gpu_0_power_draw_watts_max", 0, 5000, false, false, pmax))
                return r;
            // The mean of samples lies between their min and max (0.5 W slack for rounding).
            if (pmin && *pmin > *power + 0.5)
                return Reject{"gpu_0_power_draw_watts_mean",
                              "mean " + fmt(*power) + " W is below the minimum " + fmt(*pmin) + " W"};
            if (pmax && *pmax + 0.5 < *power)
                return Reject{"gpu_0_power_draw_watts_mean",
                              "mean " + fmt(*power) + " W is above the maximum " + fmt(*pmax) + " W"};

            std::vector<double> ttft, e2e, gen, prompt;
            if (auto r = list(kTtft, ttft))
                return r;
            if (auto r = list(kE2e, e2e))
                return r;
            if (auto r = list(kGenTokens, gen))
                return r;
            if (hasPrompt && !trim(cur.text(kPromptTokens)).empty())
                if (auto r = list(kPromptTokens, prompt))
                    return r;
            if (e2e.size() != ttft.size())
                return Reject{kE2e,
                              "list has " + std::to_string(e2e.size()) + " items but " + kTtft + " has "
                                  + std::to_string(ttft.size())};
            if (gen.size() != ttft.size())
                return Reject{kGenTokens,
                              "list has " + std::to_string(gen.size()) + " items but " + kTtft + " has "
                                  + std::to_string(ttft.size())};
            if (!prompt.empty() && prompt.size() != ttft.size())
                return Reject{kPromptTokens,
                              "list has " + std::to_string(prompt.size()) + " items but " + kTtft + " has "
                                  + std::to_string(ttft.size())};
            for (std::size_t k = 0; k < ttft.size(); ++k) {
                const std::string item = "item " + std::to_string(k + 1) + ": ";
                if (ttft[k] < 0 || ttft[k] > 1e6)
                    return Reject{kTtft, item + "time " + fmt(ttft[k]) + " s outside [0, 1e6]"};
                if (e2e[k] < ttft[k] || e2e[k] > 1e6)
                    return Reject{kE2e,
                                  item + "end-to-end latency " + fmt(e2e[k]) + " s is below the time to first token "
                                      + fmt(ttft[k]) + " s or above 1e6"};
                if (gen[k] < 0 || gen[k] > 1e7 || gen[k] != std::floor(gen[k]))
                    return Reject{kGenTokens, item + "token count " + fmt(gen[k]) + " is not an integer in [0, 1e7]"};
                if (!prompt.empty() && (prompt[k] < 0 || prompt[k] > 1e7 || prompt[k] != std::floor(prompt[k])))
                    return Reject{kPromptTokens,
                                  item + "token count " + fmt(prompt[k]) + " is not an integer in [0, 1e7]"};
            }
            if (gen.empty())
                return Reject{kGenTokens, "no requests recorded: the output length is unknown"};
            double genSum = 0;
            for (double g : gen)
                genSum += g;
            const double outputLen = genSum / static_cast<double>(gen.size());
            if (outputLen < 1)
                return Reject{kGenTokens, "mean generated tokens " + fmt(outputLen) + " is below 1"};

            m.source = "wattcounts";
            m.engine = "vllm";
            m.model = model;
            m.gpu = *gpuId;
            m.numGpus = 1;
            m.tensorParallel = 1;
            m.precision = Precision::FP16; // "16-bit weights": BF16 vs FP16 is not recorded
            m.outputLen = outputLen;
            if (!prompt.empty()) {
                double s = 0;
                for (double p : prompt)
                    s += p;
                const double mean = s / static_cast<double>(prompt.size());
                if (mean >= 1)
                    m.promptLen = mean;
            }
            m.totalPowerW = *power;
            m.powerPerGpuW = *power;
            m.throughputTokS = *tokensTotal / *duration;
            m.energyPerTokenJ = *power * *duration / *tokensTotal;

            if (!lambda) {
                m.task = "offline";
                m.batchSize = kOfflineMaxNumSeqs;
                // Per sequence: each of the running sequences gets one token per batch-wide
                // 1/throughput interval times the batch (see the header).
                m.itlMs = 1000.0 * kOfflineMaxNumSeqs * *duration / *tokensTotal;
                m.itlKind = ItlKind::E2eOverOutput;
            } else {
                m.task = std::fabs(*lambda - 0.017) < 1e-9 ? "server-low"
                    : std::fabs(*lambda - 0.33) < 1e-9     ? "server-high"
                                                           : "server";
                double sum = 0;
                int used = 0;
                double e2eSum = 0;
                for (std::size_t k = 0; k < gen.size(); ++k) {
                    e2eSum += e2e[k];
                    if (gen[k] >= 2) {
                        sum += (e2e[k] - ttft[k]) / (gen[k] - 1);
                        ++used;
                    }
                }
                if (used == 0)
                    return Reject{kGenTokens, "no request generated 2 or more tokens: the server ITL is undefined"};
                m.itlMs = 1000.0 * sum / used;
                m.itlKind = ItlKind::MeanTpot;
                const double meanE2e = e2eSum / static_cast<double>(e2e.size());
                m.batchSize = std::max(1.0, *lambda * meanE2e); // Little's law
                if (m.batchSize > 1e6)
                    return Reject{"lambda_qps",
                                  "implied concurrency " + fmt(m.batchSize) + " (rate x mean latency) above 1e6"};
            }
            // The planner CSV reader's own ranges (corpus.cpp), so accepted rows always read back.
            if (!(m.itlMs >= 1e-3 && m.itlMs <= 1e6))
                return Reject{lambda ? kE2e : "measurement_duration",
                              "inter-token latency " + fmt(m.itlMs) + " ms outside the plausible range [0.001, 1e6]"};
            if (m.outputLen > 1e7)
                return Reject{kGenTokens, "mean output length " + fmt(m.outputLen) + " above 1e7"};
            if (*m.energyPerTokenJ < 1e-9 || *m.energyPerTokenJ > 1e6)
                return Reject{"gpu_0_power_draw_watts_mean",
                              "energy per token " + fmt(*m.energyPerTokenJ) + " J outside [1e-9, 1e6]"};
            if (*m.throughputTokS < 1e-6 || *m.throughputTokS > 1e9)
                return Reject{"generation_tokens_total",
                              "throughput " + fmt(*m.throughputTokS) + " tokens/s outside [1e-6, 1e9]"};
            if (auto v = plannerRangeViolation(m))
                return Reject{sourceColumn(v->column, lambda.has_value()), v->reason};
            const PlausibilityCheck check = checkImportPlausibility(m, specs);
            if (!check.ok())
                return Reject{sourceColumn(check.violations.front().column, lambda.has_value()),
                              check.violations.front().reason};
            for (const PlausibilityFinding& f : check.unchecked)
                unchecked.push_back({row.line, sourceColumn(f.column, lambda.has_value()), f.reason});
            if (options.llms && !specs.llm(m.model))
                addUnknownName(rep.unknownModels, m.model);
            return std::nullopt;
        };

        Measurement m;
        m.file = file;
        m.line = row.line;
        unchecked.clear();
        if (auto reject = convert(m)) {
            rep.rejected.push_back({row.line, reject->field, reject->reason});
        } else {
            rep.accepted.push_back(std::move(m));
            rep.unchecked.insert(rep.unchecked.end(), unchecked.begin(), unchecked.end());
        }
    }
    if (options.progress && !options.progress(1.0, "Reading Watt Counts rows"))
        return makeError(ErrorCode::Cancelled, file, 0, {}, "import cancelled");
    return rep;
}

} // namespace wattgpu
