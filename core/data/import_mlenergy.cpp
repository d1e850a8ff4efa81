#include "core/data/import_mlenergy.h"

#include "core/util/fileio.h"
#include "core/util/json_util.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>

namespace wattgpu {

namespace {

struct GpuName {
    const char* name;
    const char* id;
};
// Names ML.ENERGY uses for the GPUs it ran on (compared case-insensitively, "NVIDIA " dropped).
constexpr GpuName kGpuNames[] = {
    {"h100", "h100-sxm5-80gb"},           {"h100 sxm", "h100-sxm5-80gb"},       {"h100-sxm", "h100-sxm5-80gb"},
    {"h100 80gb hbm3", "h100-sxm5-80gb"}, {"h100-sxm5-80gb", "h100-sxm5-80gb"}, {"b200", "b200-sxm-180gb"},
    {"a100", "a100-sxm4-40gb"},           {"a100-sxm4-40gb", "a100-sxm4-40gb"}, {"gh200", "gh200-96gb"},
    {"h200", "h200-sxm-141gb"},
};

std::string fmt(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

// Where things are in the text: nlohmann does not report positions, so one pass over the raw
// text records the line of each configurations[] element and of its direct keys. The same pass
// replaces bare NaN/Infinity tokens (invalid JSON) with null and remembers where they were.
struct Layout {
    std::vector<int> elementLines;
    std::vector<std::size_t> elementOffsets; // where each element starts in the text
    std::vector<std::set<std::string>> nonFinite;
    std::vector<std::pair<std::size_t, std::size_t>> nonFiniteTokens; // offset, length
};

Result<Layout> scan(std::string_view text, const std::string& file, int maxDepth)
{
    enum Kind { Other, TopObject, ConfigArray, ConfigElement };
    struct Frame {
        bool object;
        Kind kind;
        std::string pendingKey;
        bool expectElement = true;
    };
    Layout out;
    std::vector<Frame> stack;
    int line = 1;
    std::size_t i = 0;
    auto beginValue = [&]() {
        if (!stack.empty() && stack.back().kind == ConfigArray && stack.back().expectElement) {
            stack.back().expectElement = false;
            out.elementLines.push_back(line);
            out.elementOffsets.push_back(i);
            out.nonFinite.emplace_back();
        }
    };
    while (i < text.size()) {
        const char c = text[i];
        if (c == '\n')
            ++line;
        if (c == '"') {
            beginValue();
            std::string s;
            std::size_t j = i + 1;
            for (; j < text.size() && text[j] != '"'; ++j) {
                if (text[j] == '\\' && j + 1 < text.size()) {
                    s += text[j + 1];
                    ++j;
                    continue;
                }
                if (text[j] == '\n')
                    ++line;
                s += text[j];
            }
            i = j + 1;
            std::size_t k = i;
            while (k < text.size() && std::string_view(" \t\r\n").find(text[k]) != std::string_view::npos)
                ++k;
            if (k < text.size() && text[k] == ':' && !stack.empty() && stack.back().object)
                stack.back().pendingKey = s;
            continue;
        }
        if (c == '{' || c == '[') {
            beginValue();
            Kind kind = Other;
            if (stack.empty() && c == '{')
                kind = TopObject;
            else if (!stack.empty() && c == '[' && stack.back().kind == TopObject
                     && stack.back().pendingKey == "configurations")
                kind = ConfigArray;
            else if (!stack.empty() && c == '{' && stack.back().kind == ConfigArray)
                kind = ConfigElement;
            stack.push_back(Frame{c == '{', kind, {}, true});
            if (static_cast<int>(stack.size()) > maxDepth)
                return makeError(ErrorCode::TooLarge, file, line, {},
                                 "JSON nesting deeper than " + std::to_string(maxDepth));
        } else if (c == '}' || c == ']') {
            if (!stack.empty())
                stack.pop_back();
        } else if (c == ',') {
            if (!stack.empty() && stack.back().kind == ConfigArray)
                stack.back().expectElement = true;
        } else if (std::string_view(" \t\r\n:").find(c) == std::string_view::npos) {
            beginValue();
            const std::string_view rest = text.substr(i);
            std::size_t len = 0;
            if (rest.starts_with("NaN"))
                len = 3;
            else if (rest.starts_with("Infinity"))
                len = 8;
            else if (rest.starts_with("-Infinity"))
                len = 9;
            if (len) {
                out.nonFiniteTokens.emplace_back(i, len);
                if (!stack.empty() && stack.back().kind == ConfigElement && !out.nonFinite.empty())
                    out.nonFinite.back().insert(stack.back().pendingKey);
                i += len;
                continue;
            }
        }
        ++i;
    }
    return out;
}

// The text with every bare NaN/Infinity token replaced by null (valid JSON for nlohmann); only
// built when the file has such tokens.
std::string sanitized(std::string_view text, const Layout& layout)
{
    std::string out;
    out.reserve(text.size());
    std::size_t at = 0;
    for (const auto& [offset, len] : layout.nonFiniteTokens) {
        out.append(text.substr(at, offset - at));
        out += "null";
        at = offset + len;
    }
    out.append(text.substr(at));
    return out;
}

// Line of `key` among the direct keys of the object starting at text[offset] (on line
// `line`); `line` when it is not there. Walked only for a rejected row, so the layout holds no
// per-key table (a 220 MB file has millions of keys).
int keyLine(std::string_view text, std::size_t offset, int line, const std::string& key)
{
    const int elementLine = line;
    int depth = 0;
    for (std::size_t i = offset; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\n') {
            ++line;
        } else if (c == '"') {
            const int startLine = line;
            std::string s;
            std::size_t j = i + 1;
            for (; j < text.size() && text[j] != '"'; ++j) {
                if (text[j] == '\\' && j + 1 < text.size()) {
                    s += text[++j];
                    continue;
                }
                if (text[j] == '\n')
                    ++line;
                s += text[j];
            }
            i = j;
            std::size_t k = j + 1;
            while (k < text.size() && std::string_view(" \t\r\n").find(text[k]) != std::string_view::npos)
                ++k;
            if (depth == 1 && k < text.size() && text[k] == ':' && s == key)
                return startLine;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            if (--depth <= 0)
                break;
        }
    }
    return elementLine;
}

std::optional<std::string> stringField(const nlohmann::json& obj, const char* key)
{
    if (obj.is_object() && obj.contains(key) && obj.at(key).is_string())
        return obj.at(key).get<std::string>();
    return std::nullopt;
}

// The configuration key a planner CSV value of an imported row comes from, for messages.
std::string sourceKey(const std::string& plannerColumn)
{
    static const std::pair<const char*, const char*> kFrom[] = {
        {"model", "model_id"},
        {"gpu", "gpu_model"},
        {"total_power_w", "avg_power_watts"},
        {"power_per_gpu_w", "avg_power_watts"}, // avg_power_watts / num_gpus
        {"batch_size", "max_num_seqs"},
        {"output_len", "avg_output_len"},
        {"itl_ms", "median_itl_ms"},
        {"throughput_tok_s", "output_throughput_tokens_per_sec"},
        {"energy_per_token_j", "energy_per_token_joules"},
    };
    for (const auto& [planner, source] : kFrom)
        if (plannerColumn == planner)
            return source;
    return plannerColumn; // num_gpus, tensor_parallel, avg_batch_size, task, engine_version: same name
}

} // namespace

std::optional<std::string> mlEnergyGpuId(std::string_view gpuModel)
{
    std::string key = toLower(gpuModel);
    while (!key.empty() && key.back() == ' ')
        key.pop_back();
    while (!key.empty() && key.front() == ' ')
        key.erase(key.begin());
    if (key.rfind("nvidia ", 0) == 0)
        key.erase(0, 7);
    for (const auto& g : kGpuNames)
        if (key == g.name)
            return std::string(g.id);
    return std::nullopt;
}

Result<ImportReport> importMlEnergy(const std::filesystem::path& path, const ImportOptions& options)
{
    return importFileWith(path, options, parseMlEnergy);
}

Result<ImportReport> parseMlEnergy(std::string_view text, const std::string& file, const ImportOptions& options)
{
    if (text.size() > options.maxBytes)
        return makeError(ErrorCode::TooLarge, file, 0, {},
                         "file exceeds the limit of " + std::to_string(options.maxBytes) + " bytes");
    auto layout = scan(text, file, options.maxJsonDepth);
    if (!layout)
        return layout.error();
    // Bare NaN/Infinity made null, only when there are any (no second copy of a clean file).
    std::string clean;
    if (!layout->nonFiniteTokens.empty())
        clean = sanitized(text, *layout);
    const std::string_view json = layout->nonFiniteTokens.empty() ? text : std::string_view(clean);
    const JsonLimits limits{options.maxBytes + text.size(), options.maxJsonDepth};

    // Never the whole DOM (a 220 MB file is several GB of nlohmann values): the first pass keeps
    // the top-level scalars only and counts the configurations, the second builds one
    // configuration at a time, handles it and drops it. Top-level members other than those read
    // are skipped without being built.
    enum class Pass { Top, Configs };
    std::string topKey;
    bool inConfigs = false;
    std::size_t count = 0;
    auto filter = [&](Pass pass, const std::function<void(const nlohmann::json&)>& onConfig) {
        return [&, pass, onConfig](int depth, nlohmann::json::parse_event_t event, nlohmann::json& parsed) {
            using E = nlohmann::json::parse_event_t;
            if (depth == 1 && event == E::key) {
                topKey = parsed.get<std::string>();
                return true;
            }
            const bool configsMember = topKey == "configurations";
            if (depth == 1) {
                if (event == E::array_start && configsMember)
                    inConfigs = true;
                else if (event == E::array_end && configsMember)
                    inConfigs = false;
                const bool wanted = configsMember || topKey == "model_id" || topKey == "model" || topKey == "task"
                    || topKey == "engine_version";
                // Containers under other keys are skipped unbuilt; "configurations" must stay
                // (an object there is reported below as not an array).
                if (event == E::object_start || event == E::array_start || event == E::value)
                    return wanted;
                return true;
            }
            if (depth == 2 && inConfigs) {
                const bool starts = event == E::object_start || event == E::array_start;
                const bool ends = event == E::object_end || event == E::array_end || event == E::value;
                if (pass == Pass::Top) {
                    if (starts || event == E::value)
                        ++count;
                    return false; // counted, never built
                }
                if (starts)
                    return true;
                if (ends) {
                    onConfig(parsed);
                    return false; // handled: dropped from the array
                }
            }
            return true;
        };
    };
    auto top = parseJsonBounded(json, file, limits, filter(Pass::Top, {}));
    if (!top)
        return top.error();
    const nlohmann::json& head = top.value();
    if (!head.is_object())
        return makeError(ErrorCode::Parse, file, 1, {}, "expected a JSON object with a 'configurations' array");
    if (!head.contains("configurations") || !head.at("configurations").is_array())
        return makeError(ErrorCode::MissingField, file, 1, "configurations",
                         "no 'configurations' array: is this an ML.ENERGY v3 model file?");
    if (count > options.maxRows)
        return makeError(ErrorCode::TooLarge, file, 0, "configurations",
                         std::to_string(count) + " configurations, more than the limit of "
                             + std::to_string(options.maxRows));
    const nlohmann::json* doc = &head;

    // Model and task: fields first, then the file name <org>__<model>__<task>.json.
    std::string fileModel, fileTask;
    {
        const std::string stem = std::filesystem::path(file).stem().string();
        std::vector<std::string> parts;
        std::size_t start = 0;
        while (true) {
            const auto pos = stem.find("__", start);
            parts.push_back(stem.substr(start, pos == std::string::npos ? std::string::npos : pos - start));
            if (pos == std::string::npos)
                break;
            start = pos + 2;
        }
        if (parts.size() >= 2 && !parts[0].empty() && !parts[1].empty())
            fileModel = parts[0] + "/" + parts[1];
        if (parts.size() >= 3)
            fileTask = parts[2];
    }
    const std::string topModel = stringField(*doc, "model_id").value_or(stringField(*doc, "model").value_or(fileModel));
    const std::string topTask = stringField(*doc, "task").value_or(fileTask);
    // Line of a top-level key, walked once per key and only for a rejected row.
    std::map<std::string, int> topLines;
    auto topLine = [&](const std::string& key) {
        if (auto it = topLines.find(key); it != topLines.end())
            return it->second;
        const std::size_t open = text.find('{');
        const int startLine = open == std::string_view::npos
            ? 1
            : 1 + int(std::count(text.begin(), text.begin() + long(open), '\n'));
        const int line = open == std::string_view::npos ? 1 : keyLine(text, open, startLine, key);
        topLines.emplace(key, line);
        return line;
    };

    ImportReport rep;
    rep.file = file;
    rep.format = "mlenergy-v3";
    rep.bytes = text.size();
    rep.sha256 = sha256Hex(text);
    rep.rowsRead = static_cast<int>(count);

    ImportSpecCache specs(options);
    auto handle = [&](std::size_t idx, const nlohmann::json& cfg) {
        const std::string path = "configurations[" + std::to_string(idx) + "]";
        const int elemLine = idx < layout->elementLines.size() ? layout->elementLines[idx] : 0;
        auto lineOf = [&](const std::string& key) {
            return idx < layout->elementOffsets.size() ? keyLine(text, layout->elementOffsets[idx], elemLine, key)
                                                       : elemLine;
        };
        auto reject = [&](const std::string& key, std::string reason) {
            rep.rejected.push_back(
                {key.empty() ? elemLine : lineOf(key), key.empty() ? path : path + "." + key, std::move(reason)});
        };
        // A text value (model id, task, engine version) is named where it was read: the
        // configuration's key, else the top-level key (the model also as "model"); one derived
        // from the file name is named by the configuration key that would override it.
        auto rejectField = [&](const std::string& key, std::string reason) {
            std::string top = key;
            if (key == "model_id" && !stringField(*doc, "model_id") && stringField(*doc, "model"))
                top = "model";
            const bool isText = key == "model_id" || key == "task" || key == "engine_version";
            if (isText && cfg.is_object() && !cfg.contains(key) && stringField(*doc, top.c_str()))
                rep.rejected.push_back({topLine(top), top, std::move(reason)});
            else
                reject(key, std::move(reason));
        };
        if (!cfg.is_object()) {
            reject({}, std::string("configuration is not an object (found ") + cfg.type_name() + ")");
            return;
        }
        // Absent = nullopt; present but wrong/out of range = a reason (the row is rejected).
        std::string why, whyKey;
        auto number = [&](const char* key, double lo, double hi, bool required) -> std::optional<double> {
            if (!why.empty())
                return std::nullopt;
            const bool nonFinite = idx < layout->nonFinite.size() && layout->nonFinite[idx].count(key);
            if (nonFinite) {
                whyKey = key;
                why = "not a finite number (NaN or Infinity)";
                return std::nullopt;
            }
            if (!cfg.contains(key) || cfg.at(key).is_null()) {
                if (required) {
                    whyKey = key;
                    why = "required value is missing";
                }
                return std::nullopt;
            }
            const auto& v = cfg.at(key);
            if (!v.is_number()) {
                whyKey = key;
                why = std::string("expected a number, found ") + v.type_name();
                return std::nullopt;
            }
            const double d = v.get<double>();
            if (!std::isfinite(d) || d < lo || d > hi) {
                whyKey = key;
                why = "value " + fmt(d) + " outside the plausible range [" + fmt(lo) + ", " + fmt(hi) + "]";
                return std::nullopt;
            }
            return d;
        };
        const auto numGpus = number("num_gpus", 1, 1024, true);
        const double gpus = numGpus.value_or(1);
        const auto tp = number("tensor_parallel", 1, 1024, false);
        const auto maxSeqs = number("max_num_seqs", 1, 1e6, true);
        const auto avgBatch = number("avg_batch_size", 0.01, 1e6, false);
        const auto power = number("avg_power_watts", 1, 5000 * gpus, true);
        const auto itl = number("median_itl_ms", 1e-3, 1e6, true);
        const auto ept = number("energy_per_token_joules", 1e-9, 1e6, false);
        const auto tput = number("output_throughput_tokens_per_sec", 1e-6, 1e9, false);
        const auto outLen = number("avg_output_len", 1, 1e7, true);
        if (why.empty() && numGpus && *numGpus != std::floor(*numGpus)) {
            whyKey = "num_gpus";
            why = "GPU count " + fmt(*numGpus) + " is not an integer";
        }
        if (!why.empty()) {
            reject(whyKey, why);
            return;
        }

        const auto gpuModel = stringField(cfg, "gpu_model");
        if (!gpuModel || gpuModel->empty()) {
            reject("gpu_model", "GPU name is missing or not a string");
            return;
        }
        std::optional<std::string> gpuId;
        if (auto it = options.gpuMap.find(*gpuModel); it != options.gpuMap.end())
            gpuId = it->second;
        else if (auto known = mlEnergyGpuId(*gpuModel))
            gpuId = known;
        else if (options.gpus)
            if (const GpuSpec* g = options.gpus->find(*gpuModel))
                gpuId = g->id;
        if (gpuId && options.gpus && !options.gpus->find(*gpuId))
            gpuId.reset();
        if (!gpuId) {
            addUnknownName(rep.unknownGpus, *gpuModel);
            reject("gpu_model", "unknown GPU '" + gpuModel->substr(0, 40) + "': map it to a catalog GPU id");
            return;
        }

        std::string model = stringField(cfg, "model_id").value_or(topModel);
        if (model.empty()) {
            reject("model_id", "no model id: name the file <org>__<model>__<task>.json or add a model_id field");
            return;
        }
        if (auto it = options.modelMap.find(model); it != options.modelMap.end())
            model = it->second;

        Measurement m;
        m.file = file;
        m.line = elemLine;
        m.source = "mlenergy-v3";
        m.engine = "vllm";
        m.engineVersion =
            stringField(cfg, "engine_version").value_or(stringField(*doc, "engine_version").value_or("0.11"));
        m.task = stringField(cfg, "task").value_or(topTask);
        m.model = model;
        // JSON strings may hold control characters ("\u0000") that the planner CSV cannot carry:
        // such a row would not read back (found by fuzz_mlenergy).
        const char* controlKey = nullptr;
        for (const auto& [key, text] : {std::pair<const char*, const std::string*>{"model_id", &m.model},
                                        {"task", &m.task},
                                        {"engine_version", &m.engineVersion}})
            if (!controlKey
                && std::any_of(text->begin(), text->end(), [](unsigned char c) { return c < 0x20 || c == 0x7f; }))
                controlKey = key;
        if (controlKey) {
            rejectField(controlKey, "contains a control character");
            return;
        }
        m.gpu = *gpuId;
        m.numGpus = static_cast<int>(gpus);
        m.tensorParallel = tp ? static_cast<int>(*tp) : m.numGpus;
        m.precision = Precision::BF16;
        bool badPrecision = false;
        for (const char* key : {"weight_precision", "precision", "dtype"}) {
            if (auto p = stringField(cfg, key)) {
                if (*p == "auto") // vLLM's dtype default: the checkpoint's own 16-bit type
                    break;
                if (auto parsed = parsePrecision(*p)) {
                    m.precision = *parsed;
                } else {
                    reject(key, "unknown precision '" + p->substr(0, 20) + "' (bf16, fp16, fp8, mxfp4)");
                    badPrecision = true;
                }
                break;
            }
        }
        if (badPrecision)
            return;
        m.batchSize = *maxSeqs;
        m.avgBatchSize = avgBatch;
        m.outputLen = *outLen;
        m.totalPowerW = *power;
        m.powerPerGpuW = *power / gpus;
        m.itlMs = *itl;
        m.itlKind = ItlKind::MedianItl;
        m.throughputTokS = tput;
        m.energyPerTokenJ = ept;
        if (tp && *tp != std::floor(*tp)) {
            reject("tensor_parallel", "tensor-parallel degree " + fmt(*tp) + " is not an integer");
            return;
        }
        if (auto v = plannerRangeViolation(m)) {
            rejectField(sourceKey(v->column), v->reason);
            return;
        }
        const PlausibilityCheck check = checkImportPlausibility(m, specs);
        if (!check.ok()) {
            rejectField(sourceKey(check.violations.front().column), check.violations.front().reason);
            return;
        }
        for (const PlausibilityFinding& f : check.unchecked) {
            const std::string key = sourceKey(f.column);
            rep.unchecked.push_back({cfg.contains(key) ? lineOf(key) : elemLine, path + "." + key, f.reason});
        }
        if (options.llms && !specs.llm(m.model))
            addUnknownName(rep.unknownModels, m.model);
        rep.accepted.push_back(std::move(m));
    };
    bool cancelled = false;
    std::size_t next = 0;
    auto onConfig = [&](const nlohmann::json& cfg) {
        if (cancelled)
            return;
        if (options.progress && next % 64 == 0
            && !options.progress(static_cast<double>(next) / static_cast<double>(std::max<std::size_t>(1, count)),
                                 "Reading ML.ENERGY configurations")) {
            cancelled = true;
            return;
        }
        handle(next++, cfg);
    };
    topKey.clear();
    inConfigs = false;
    if (auto second = parseJsonBounded(json, file, limits, filter(Pass::Configs, onConfig)); !second)
        return second.error();
    if (cancelled)
        return makeError(ErrorCode::Cancelled, file, 0, {}, "import cancelled");
    if (options.progress && !options.progress(1.0, "Reading ML.ENERGY configurations"))
        return makeError(ErrorCode::Cancelled, file, 0, {}, "import cancelled");
    return rep;
}

} // namespace wattgpu
