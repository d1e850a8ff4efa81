#include "core/features/stack.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>

namespace wattgpu {

namespace {

std::string lower(std::string_view s)
{
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// "0.11", "v0.6.1", "0.5.3.post1" -> {0, 11, 0}; nullopt when it does not start with a number.
std::optional<std::array<int, 3>> parseVersion(std::string_view v)
{
    if (!v.empty() && (v.front() == 'v' || v.front() == 'V'))
        v.remove_prefix(1);
    std::array<int, 3> out{0, 0, 0};
    std::size_t i = 0;
    for (int part = 0; part < 3; ++part) {
        if (i >= v.size() || !std::isdigit(static_cast<unsigned char>(v[i]))) {
            if (part == 0)
                return std::nullopt;
            break;
        }
        long n = 0;
        while (i < v.size() && std::isdigit(static_cast<unsigned char>(v[i])) && n < 100000)
            n = n * 10 + (v[i++] - '0');
        out[part] = static_cast<int>(n);
        if (i < v.size() && v[i] == '.')
            ++i;
        else
            break;
    }
    return out;
}

struct Alias {
    const char* name;
    const char* engine;
};
constexpr Alias kAliases[] = {
    {"text-generation-inference", "tgi"},
    {"tgis", "tgi"},
    {"transformers", "hf-transformers"},
    {"huggingface", "hf-transformers"},
    {"hf", "hf-transformers"},
    {"pytorch", "hf-transformers"},
    {"trt-llm", "tensorrt-llm"},
    {"trtllm", "tensorrt-llm"},
    {"tensorrt_llm", "tensorrt-llm"},
    {"tensorrtllm", "tensorrt-llm"},
    {"mii", "deepspeed-mii"},
    {"deepspeed", "deepspeed-mii"},
    {"deepspeed_mii", "deepspeed-mii"},
    {"vllm-rocm", "vllm"},
    {"vllm-cuda", "vllm"},
};

} // namespace

ServingStack newestServingStack() { return ServingStack{"vllm", "0.11"}; }

const char* backendName(Backend b)
{
    switch (b) {
    case Backend::Cuda: return "cuda";
    case Backend::Rocm: return "rocm";
    case Backend::Habana: return "habana";
    case Backend::Other: return "other";
    }
    return "other";
}

Backend backendOf(const GpuSpec& gpu)
{
    const std::string v = lower(gpu.vendor);
    if (v == "nvidia")
        return Backend::Cuda;
    if (v == "amd")
        return Backend::Rocm;
    if (v == "intel" && lower(gpu.architecture).find("gaudi") != std::string::npos)
        return Backend::Habana;
    return Backend::Other;
}

const std::vector<KnownStack>& knownStacks()
{
    static const std::vector<KnownStack> table = {
        {"vllm",
         "vllm-2025",
         "0.7",
         "",
         "0.11",
         {"0.11"},
         2025,
         "CUDA",
         "vLLM V1-era releases (2025): CUDA graphs, chunked prefill, continuous batching"},
        {"vllm",
         "vllm-2024",
         "0.4",
         "0.6.99",
         "0.5.4",
         {"0.5.3", "0.5.4", "0.6.1"},
         2024,
         "CUDA, ROCm",
         "vLLM 2024 releases (0.4-0.6); 0.6.1 is the ROCm build measured on MI250"},
        {"tgi",
         "tgi",
         "",
         "",
         "",
         {""},
         2023,
         "CUDA",
         "Hugging Face text-generation-inference (IBM TGIS fork, October 2023; version not recorded)"},
        {"hf-transformers",
         "hf-transformers",
         "",
         "",
         "",
         {""},
         2023,
         "CUDA",
         "plain PyTorch eager generation through transformers (mid 2023), one request at a time"},
        {"tensorrt-llm", "tensorrt-llm", "0.9", "", "0.11", {"0.11"}, 2024, "CUDA", "NVIDIA TensorRT-LLM 0.11 (2024)"},
        {"deepspeed-mii",
         "deepspeed-mii",
         "",
         "",
         "",
         {""},
         2024,
         "CUDA",
         "DeepSpeed-MII / FastGen (2024; version not recorded)"},
    };
    return table;
}

std::vector<std::string> knownEngines()
{
    std::vector<std::string> out;
    for (const auto& s : knownStacks())
        if (std::find(out.begin(), out.end(), s.engine) == out.end())
            out.push_back(s.engine);
    return out;
}

std::string stackKey(const std::string& family, Backend backend) { return family + "/" + backendName(backend); }

Result<ResolvedStack> resolveStack(const ServingStack& stack)
{
    if (stack.engine.size() > kMaxEngineNameBytes)
        return makeError(ErrorCode::BadValue, {}, 0, "engine",
                         "engine name of " + std::to_string(stack.engine.size()) + " bytes, longer than "
                             + std::to_string(kMaxEngineNameBytes));
    if (stack.version.size() > kMaxEngineVersionBytes)
        return makeError(ErrorCode::BadValue, {}, 0, "engine_version",
                         "engine version of " + std::to_string(stack.version.size()) + " bytes, longer than "
                             + std::to_string(kMaxEngineVersionBytes));
    std::string engine = lower(stack.engine);
    if (engine.empty())
        engine = "vllm";
    for (const auto& a : kAliases)
        if (engine == a.name)
            engine = a.engine;
    std::vector<const KnownStack*> rows;
    for (const auto& s : knownStacks())
        if (s.engine == engine)
            rows.push_back(&s);
    if (rows.empty()) {
        std::string list;
        for (const auto& e : knownEngines())
            list += (list.empty() ? "" : ", ") + e;
        std::string shown = stack.engine.substr(0, 64);
        for (char& c : shown)
            if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
                c = '?';
        return makeError(ErrorCode::BadValue, {}, 0, "engine",
                         "unknown serving engine '" + shown + "' (known: " + list
                             + "; see wattgpu-cli catalog stacks)");
    }
    ResolvedStack r;
    r.engine = engine;
    r.version = stack.version.empty() ? rows.front()->defaultVersion : stack.version;
    const bool versioned = std::any_of(rows.begin(), rows.end(),
                                       [](const KnownStack* s) { return !s->versionLow.empty(); });
    if (!versioned) { // the corpus does not record this engine's version: any version is its one family
        r.family = rows.front()->family;
        r.year = rows.front()->year;
        if (!stack.version.empty()) {
            r.nearestMatch = true;
            r.note = engine + " " + stack.version + ": the corpus does not record " + engine
                + " versions; predicted with the behaviour measured in " + std::to_string(r.year);
        }
        return r;
    }
    const auto v = parseVersion(r.version);
    if (!v)
        return makeError(ErrorCode::BadValue, {}, 0, "engine_version",
                         "version '" + r.version.substr(0, 32) + "' of " + engine + " is not a version number (e.g. "
                             + rows.front()->defaultVersion + ")");
    auto within = [&](const KnownStack& s) {
        const auto lo = parseVersion(s.versionLow);
        const auto hi = parseVersion(s.versionHigh);
        return (!lo || *v >= *lo) && (!hi || *v <= *hi);
    };
    const KnownStack* chosen = nullptr;
    for (const auto* s : rows)
        if (within(*s))
            chosen = s;
    if (!chosen) { // older than every range: the oldest family; newer: the newest (table order is newest first)
        const auto lo = parseVersion(rows.back()->versionLow);
        chosen = (lo && *v < *lo) ? rows.back() : rows.front();
        r.nearestMatch = true;
        r.note = engine + " " + r.version + " is outside the versions this planner knows; predicted as "
            + chosen->family + " (nearest)";
    }
    r.family = chosen->family;
    r.year = chosen->year;
    if (!r.nearestMatch
        && std::find(chosen->measuredVersions.begin(), chosen->measuredVersions.end(), r.version)
            == chosen->measuredVersions.end()) {
        std::string measured;
        for (const auto& m : chosen->measuredVersions)
            measured += (measured.empty() ? "" : ", ") + m;
        r.nearestMatch = true;
        r.note = engine + " " + r.version + " was not measured: predicted with the behaviour of " + engine + " "
            + measured + " (" + chosen->family + ")";
    }
    return r;
}

} // namespace wattgpu
