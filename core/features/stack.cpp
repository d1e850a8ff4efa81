#include "core/features/stack.h"

#include "core/util/text.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>
#include <optional>

namespace wattgpu {

namespace {

std::string lower(std::string_view s)
{
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

using Version = std::array<long, 4>;

bool isDigit(char c) { return c >= '0' && c <= '9'; }

// A version of the shared grammar as numbers ("0.11" -> {0, 11, 0, 0}); nullopt outside it.
std::optional<Version> parseVersion(std::string_view text)
{
    const auto canon = canonicalEngineVersion(text);
    if (!canon)
        return std::nullopt;
    Version out{0, 0, 0, 0};
    std::size_t part = 0;
    for (char c : *canon) {
        if (c == '.')
            ++part;
        else if (isDigit(c))
            out[part] = out[part] * 10 + (c - '0');
        else
            break; // a release tag ("rc1", ".post1", "+cu121"): the release's numbers are what match
        if (part >= out.size())
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

namespace {

bool isAlnum(char c) { return isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// The tail of a release after its numbers, as PEP 440 writes the ones engines publish
// ("0.5.3.post1", "0.6.0rc1", "0.6.3.dev0+cu121"): one of post/dev/rc/a/b with up to 6 digits,
// then an optional local label of at most 16 letters, digits and dots. Appended to `out` in
// canonical form (".post1", "rc1", ".dev0", "+cu121"); nullopt for anything else.
std::optional<std::string> releaseTag(std::string_view tail, std::string out)
{
    std::size_t i = 0;
    if (i < tail.size() && (tail[i] == '.' || tail[i] == '-' || tail[i] == '_'))
        ++i;
    std::string word;
    while (i < tail.size() && ((tail[i] >= 'a' && tail[i] <= 'z') || (tail[i] >= 'A' && tail[i] <= 'Z')))
        word += static_cast<char>(std::tolower(static_cast<unsigned char>(tail[i++])));
    const bool dotted = word == "post" || word == "dev";
    if (!word.empty()) {
        if (!(dotted || word == "rc" || word == "a" || word == "b"))
            return std::nullopt;
        const std::size_t start = i;
        while (i < tail.size() && isDigit(tail[i]))
            ++i;
        std::string_view digits = tail.substr(start, i - start);
        if (digits.size() > 6)
            return std::nullopt;
        while (digits.size() > 1 && digits.front() == '0')
            digits.remove_prefix(1);
        out += (dotted ? "." : "") + word + std::string(digits.empty() ? std::string_view("0") : digits);
    } else if (i > 0) {
        return std::nullopt; // a separator with no tag after it: "0.11-", "0.11."
    }
    if (i == tail.size())
        return out;
    if (tail[i] != '+')
        return std::nullopt;
    const std::string_view local = tail.substr(i + 1);
    if (local.empty() || local.size() > 16 || local.front() == '.' || local.back() == '.')
        return std::nullopt;
    for (std::size_t k = 0; k < local.size(); ++k)
        if (!(isAlnum(local[k]) || (local[k] == '.' && local[k - 1] != '.')))
            return std::nullopt;
    return out + "+" + std::string(local);
}

} // namespace

std::optional<std::string> canonicalEngineVersion(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    if (!text.empty() && (text.front() == 'v' || text.front() == 'V'))
        text.remove_prefix(1);
    std::string out;
    int groups = 0;
    std::size_t i = 0;
    for (;;) {
        const std::size_t start = i;
        while (i < text.size() && isDigit(text[i]))
            ++i;
        std::string_view group = text.substr(start, i - start);
        if (group.empty() || group.size() > 6 || ++groups > 4)
            return std::nullopt;
        while (group.size() > 1 && group.front() == '0')
            group.remove_prefix(1);
        if (groups > 1)
            out += '.';
        out += group;
        if (i == text.size())
            return out;
        if (text[i] != '.' || i + 1 == text.size() || !isDigit(text[i + 1]))
            return releaseTag(text.substr(i), out);
        ++i;
    }
}

ServingStack newestServingStack() { return ServingStack{"vllm", "0.11"}; }

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

SchedulerTraits schedulerTraits(const std::string& family)
{
    SchedulerTraits t;
    if (family == "vllm-2025") { // V1 engine: chunked prefill always on, 8192-token budget per step
        t.chunkedPrefill = true;
        t.chunkTokens = 8192;
    } else if (family == "deepspeed-mii") { // Dynamic SplitFuse: prompts split into ~768-token chunks
        t.chunkedPrefill = true;
        t.chunkTokens = 768;
    } else if (family == "tgi") { // the router batches waiting requests before a prefill
        t.batchedAdmission = true;
    }
    // vllm-2024 (chunked prefill off by default below 32k context), TensorRT-LLM 0.11 (chunked
    // context off by default) and plain transformers prefill in steps of their own.
    return t;
}

StackKernels stackKernels(const std::string& family, const std::string& backend)
{
    StackKernels k;
    const bool cuda = backend == "cuda";
    if (family
        == "vllm-2025") { // FP8 W8A8 (Ada, Hopper, Blackwell, CDNA3), Marlin weight-only on Ampere; MXFP4 (gpt-oss)
        k.fp8WeightOnly = cuda;
        k.mxfp4WeightOnly = cuda;
    } else if (family == "vllm-2024") { // FP8 since 0.5.0 (Marlin weight-only on Ampere), no MXFP4 before 0.10
        k.fp8WeightOnly = cuda;
        k.mxfp4 = k.mxfp4WeightOnly = false;
    } else if (family == "tensorrt-llm") { // FP8 needs FP8 tensor cores (Ada, Hopper); no MXFP4 in 0.9-0.11
        k.fp8WeightOnly = false;
        k.mxfp4 = k.mxfp4WeightOnly = false;
    } else if (family == "tgi" || family == "hf-transformers" || family == "deepspeed-mii") {
        k = {false, false, false, false, false}; // 2023-2024 releases: 16-bit weights and cache only
    }
    return k;
}

std::string stackKey(const std::string& family, const std::string& backend) { return family + "/" + backend; }

namespace {

Result<ResolvedStack> resolveStackOnce(const ServingStack& stack)
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
    if (!stack.version.empty()) {
        const auto canon = canonicalEngineVersion(stack.version);
        if (!canon) {
            const std::string example = rows.front()->defaultVersion.empty() ? newestServingStack().version
                                                                             : rows.front()->defaultVersion;
            return makeError(ErrorCode::BadValue, {}, 0, "engine_version",
                             "'" + printable(stack.version, kMaxEngineVersionBytes) + "' is not a version of " + engine
                                 + ": use digits and dots, e.g. " + example
                                 + " (a leading v and a release tag such as .post1, rc1 or +cu121 are allowed)");
        }
        r.requested = *canon;
    }
    const bool versioned = std::any_of(rows.begin(), rows.end(),
                                       [](const KnownStack* s) { return !s->versionLow.empty(); });
    if (!versioned) { // the corpus does not record this engine's version: any version is its one family
        r.family = rows.front()->family;
        r.year = rows.front()->year;
        if (!r.requested.empty()) {
            r.nearestMatch = true;
            r.note = engine + " " + r.requested + ": the corpus does not record " + engine
                + " versions; predicted with the behaviour measured in " + std::to_string(r.year)
                + " (version not recorded)";
        }
        return r;
    }
    if (r.requested.empty()) { // no version: the prior over the engine's measured releases
        r.versionUnknown = true;
        r.family = rows.front()->family;
        r.year = rows.front()->year;
        std::string list;
        for (const auto* row : rows)
            for (const auto& m : row->measuredVersions) {
                r.releases.push_back(ServingStack{engine, m});
                list += (list.empty() ? "" : ", ") + m;
            }
        r.note = engine + ": no version given: predicted as the prior over its measured releases (" + list
            + "), the spread between them in the interval";
        return r;
    }
    const std::string& asked = r.requested;
    const auto v = parseVersion(asked);
    if (!v) // a table row without a default version: not reachable with the table above
        return makeError(ErrorCode::BadValue, {}, 0, "engine_version", "no version of " + engine + " given");
    auto within = [&](const KnownStack& s) {
        const auto lo = parseVersion(s.versionLow);
        const auto hi = parseVersion(s.versionHigh);
        return (!lo || *v >= *lo) && (!hi || *v <= *hi);
    };
    const KnownStack* chosen = nullptr;
    for (const auto* s : rows)
        if (within(*s))
            chosen = s;
    const bool outside = !chosen;
    if (outside) { // older than every range: the oldest family; newer: the newest (table order is newest first)
        const auto lo = parseVersion(rows.back()->versionLow);
        chosen = (lo && *v < *lo) ? rows.back() : rows.front();
    }
    r.family = chosen->family;
    r.year = chosen->year;
    // The version used: the one asked for when it was measured, else the family's newest measured
    // version at or below it, else its oldest.
    std::optional<Version> exact, below, lowest;
    std::string exactText, belowText, lowestText;
    for (const auto& m : chosen->measuredVersions) {
        const auto mv = parseVersion(m);
        if (!mv)
            continue;
        if (*mv == *v) {
            exact = mv;
            exactText = m;
        }
        if (*mv <= *v && (!below || *mv > *below)) {
            below = mv;
            belowText = m;
        }
        if (!lowest || *mv < *lowest) {
            lowest = mv;
            lowestText = m;
        }
    }
    if (exact) {
        r.version = exactText;
        return r;
    }
    r.version = below ? belowText : lowest ? lowestText : chosen->defaultVersion;
    r.nearestMatch = true;
    r.note = engine + " " + asked + (outside ? " is outside the versions this planner knows" : " was never measured")
        + ": predicted as " + engine + " " + r.version + ", the nearest measured version (" + chosen->family + ")";
    return r;
}

} // namespace

Result<ResolvedStack> resolveStack(const ServingStack& stack)
{
    // A prediction resolves its stack several times and every query of a batch carries the same
    // one: each thread keeps its last answer (a pure function of the stack).
    thread_local ServingStack lastStack;
    thread_local std::optional<Result<ResolvedStack>> last;
    if (!last || lastStack.engine != stack.engine || lastStack.version != stack.version) {
        last = resolveStackOnce(stack);
        lastStack = stack;
    }
    return *last;
}

std::string engineVersionUsed(const ServingStack& stack)
{
    if (const auto r = resolveStack(stack))
        return r->version;
    return canonicalEngineVersion(stack.version).value_or(std::string());
}

} // namespace wattgpu
