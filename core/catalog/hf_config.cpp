#include "core/catalog/hf_config.h"

#include "core/util/fileio.h"
#include "core/util/json_util.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cfloat>
#include <cmath>
#include <initializer_list>
#include <sstream>
#include <vector>

namespace wattgpu {

namespace {

using nlohmann::json;

// ---------------------------------------------------------------------------------------------
// Family profiles: what the transformers implementation of each model_type instantiates.

enum class NormKind { Rms, LayerNorm, LayerNormNoBias, None };
enum class QkNorm { None, PerHead, FullWidth };
enum class Positions { None, Learned, LearnedPlus2 };
enum class Mixer { Attention, Mla, Mamba, Jamba, NemotronH };

struct Family {
    std::string_view key;
    bool gated = true;
    bool qkvBias = false;
    bool outBias = false;
    bool mlpBias = false;
    bool lmHeadBias = false;
    int normsPerLayer = 2;
    NormKind norm = NormKind::Rms;
    QkNorm qkNorm = QkNorm::None;
    Positions positions = Positions::None;
    bool embedNorm = false;
    bool tiedDefault = false;
    bool ffn4hDefault = false; // MLP width defaults to 4 * hidden when the config omits it
    Mixer mixer = Mixer::Attention;
    bool attnSinks = false;        // gpt_oss: one learned logit per head
    bool routerBias = false;       // gpt_oss router bias; deepseek_v3 score-correction bias
    bool sharedExpertGate = false; // qwen2_moe: sigmoid gate on the shared expert
    bool exact = true;             // formula reproduces the checkpoint's count for regular configs
    int defaultMaxPositions = 0;   // config-class default when the config omits it
};

Family makeFamily(std::string_view key)
{
    Family f;
    f.key = key;
    return f;
}

const std::vector<Family>& families()
{
    static const std::vector<Family> table = [] {
        std::vector<Family> t;
        auto add = [&t](std::string_view key, auto&& tweak) {
            Family f = makeFamily(key);
            tweak(f);
            t.push_back(f);
        };
        auto plain = [](Family&) {};
        for (std::string_view k : {"llama", "mistral", "mixtral", "phi3", "granite", "granitemoe", "internlm2",
                                   "internlm3", "baichuan", "solar", "smollm3", "deepseek", "yi", "exaone"})
            add(k, plain);
        add("qwen2", [](Family& f) { f.qkvBias = true; });
        add("qwen2_moe", [](Family& f) {
            f.qkvBias = true;
            f.sharedExpertGate = true;
        });
        add("qwen3", [](Family& f) { f.qkNorm = QkNorm::PerHead; });
        add("qwen3_moe", [](Family& f) { f.qkNorm = QkNorm::PerHead; });
        add("gemma", [](Family& f) { f.tiedDefault = true; });
        add("gemma2", [](Family& f) {
            f.tiedDefault = true;
            f.normsPerLayer = 4;
        });
        add("gemma3", [](Family& f) {
            f.tiedDefault = true;
            f.normsPerLayer = 4;
            f.qkNorm = QkNorm::PerHead;
        });
        add("olmo", [](Family& f) { f.norm = NormKind::None; });
        add("olmo2", [](Family& f) { f.qkNorm = QkNorm::FullWidth; });
        add("olmoe", [](Family& f) { f.qkNorm = QkNorm::FullWidth; });
        add("chatglm", [](Family& f) { f.qkvBias = true; });
        add("stablelm", [](Family& f) { f.norm = NormKind::LayerNorm; });
        add("cohere", [](Family& f) {
            f.tiedDefault = true;
            f.normsPerLayer = 1;
            f.norm = NormKind::LayerNormNoBias;
        });
        add("nemotron", [](Family& f) {
            f.gated = false;
            f.norm = NormKind::LayerNorm;
        });
        add("phi3small", [](Family& f) {
            f.qkvBias = f.outBias = f.mlpBias = true;
            f.norm = NormKind::LayerNorm;
            f.tiedDefault = true;
        });
        add("phimoe", [](Family& f) { f.norm = NormKind::LayerNorm; });
        add("dbrx", [](Family& f) { f.norm = NormKind::LayerNormNoBias; });
        add("gpt_oss", [](Family& f) { f.qkvBias = f.outBias = f.mlpBias = f.attnSinks = f.routerBias = true; });
        add("deepseek_v2", [](Family& f) { f.mixer = Mixer::Mla; });
        add("deepseek_v3", [](Family& f) {
            f.mixer = Mixer::Mla;
            f.routerBias = true;
        });
        add("llama4", [](Family& f) { f.exact = false; }); // vision tower and chunked-attention extras not modelled
        add("gpt2", [](Family& f) {
            f.gated = false;
            f.qkvBias = f.outBias = f.mlpBias = true;
            f.norm = NormKind::LayerNorm;
            f.positions = Positions::Learned;
            f.tiedDefault = f.ffn4hDefault = true;
        });
        add("gpt_bigcode", [](Family& f) {
            f.gated = false;
            f.qkvBias = f.outBias = f.mlpBias = true;
            f.norm = NormKind::LayerNorm;
            f.positions = Positions::Learned;
            f.tiedDefault = f.ffn4hDefault = true;
        });
        add("opt", [](Family& f) {
            f.gated = false;
            f.qkvBias = f.outBias = f.mlpBias = true;
            f.norm = NormKind::LayerNorm;
            f.positions = Positions::LearnedPlus2;
            f.tiedDefault = true;
        });
        add("bloom", [](Family& f) {
            f.gated = false;
            f.qkvBias = f.outBias = f.mlpBias = true;
            f.norm = NormKind::LayerNorm;
            f.embedNorm = f.tiedDefault = f.ffn4hDefault = true;
        });
        add("falcon", [](Family& f) {
            f.gated = false;
            f.norm = NormKind::LayerNorm;
            f.normsPerLayer = 1;
            f.tiedDefault = f.ffn4hDefault = true;
            f.defaultMaxPositions = 2048;
        });
        add("gpt_neox", [](Family& f) {
            f.gated = false;
            f.qkvBias = f.outBias = f.mlpBias = true;
            f.norm = NormKind::LayerNorm;
        });
        add("gptj", [](Family& f) {
            f.gated = false;
            f.mlpBias = f.lmHeadBias = true;
            f.norm = NormKind::LayerNorm;
            f.normsPerLayer = 1;
            f.ffn4hDefault = true;
        });
        add("phi", [](Family& f) {
            f.gated = false;
            f.qkvBias = f.outBias = f.mlpBias = f.lmHeadBias = true;
            f.norm = NormKind::LayerNorm;
            f.normsPerLayer = 1;
        });
        add("starcoder2", [](Family& f) {
            f.gated = false;
            f.qkvBias = f.outBias = f.mlpBias = true;
            f.norm = NormKind::LayerNorm;
            f.tiedDefault = true;
        });
        add("mamba", [](Family& f) {
            f.mixer = Mixer::Mamba;
            f.normsPerLayer = 1;
            f.tiedDefault = true;
        });
        add("falcon_mamba", [](Family& f) {
            f.mixer = Mixer::Mamba;
            f.normsPerLayer = 1;
            f.tiedDefault = true;
        });
        add("jamba", [](Family& f) {
            f.mixer = Mixer::Jamba;
            f.exact = false;
        });
        add("nemotron-nas", [](Family& f) { f.exact = false; });
        add("nemotron_h", [](Family& f) {
            f.mixer = Mixer::NemotronH;
            f.gated = false;
            f.normsPerLayer = 1;
            f.exact = false;
        });
        return t;
    }();
    return table;
}

std::string lower(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

// Maps a model_type (top-level or text_config) to the key of its profile.
std::string normaliseModelType(std::string_view modelType)
{
    std::string t = lower(modelType);
    static const std::pair<std::string_view, std::string_view> aliases[] = {
        {"gemma3_text", "gemma3"},
        {"qwen3_vl", "qwen3"},
        {"qwen3_vl_text", "qwen3"},
        {"qwen3_vl_moe", "qwen3_moe"},
        {"qwen3_vl_moe_text", "qwen3_moe"},
        {"llama4_text", "llama4"},
        {"refinedwebmodel", "falcon"},
        {"refinedweb", "falcon"},
        {"phi-msft", "phi"},
        {"mistral3", "mistral"},
        {"olmo3", "olmo2"},
    };
    for (const auto& [from, to] : aliases)
        if (t == from)
            return std::string(to);
    return t;
}

const Family* findFamily(std::string_view normalisedType)
{
    for (const auto& f : families())
        if (f.key == normalisedType)
            return &f;
    return nullptr;
}

Family familyFor(std::string_view modelType)
{
    if (const Family* f = findFamily(normaliseModelType(modelType)))
        return *f;
    Family generic = makeFamily("generic");
    generic.exact = false;
    return generic;
}

// The spec's model_type decides; a multimodal wrapper type unknown to us falls back to the
// text model type that parseHfConfig stores in LlmSpec::family.
Family familyOf(const LlmSpec& llm)
{
    if (const Family* f = findFamily(normaliseModelType(llm.modelType)))
        return *f;
    return familyFor(llm.family);
}

bool isSsmOrHybridType(std::string_view normalisedType)
{
    static const std::string_view types[] = {"mamba", "mamba2", "falcon_mamba", "jamba", "nemotron_h",
                                             "zamba", "zamba2", "falcon_h1",    "bamba", "granitemoehybrid"};
    return std::find(std::begin(types), std::end(types), normalisedType) != std::end(types);
}

bool isPureSsmType(std::string_view normalisedType)
{
    return normalisedType == "mamba" || normalisedType == "mamba2" || normalisedType == "falcon_mamba";
}

std::string formatNumber(double v)
{
    std::ostringstream os;
    os.precision(12);
    os << v;
    return os.str();
}

// ---------------------------------------------------------------------------------------------
// Field lookup across text_config, the top level and (for DBRX) attn_config / ffn_config.

struct Scope {
    const json* obj;
    JsonReader reader;
};

class ConfigView {
public:
    explicit ConfigView(std::string file) : m_file(std::move(file)) {}

    void addScope(const json& obj, const std::string& path)
    {
        m_scopes.push_back({&obj, JsonReader(obj, m_file, path)});
    }

    // First scope/key pair whose value is present and not null.
    std::pair<const Scope*, const char*> find(std::initializer_list<const char*> keys) const
    {
        for (const auto& s : m_scopes)
            for (const char* k : keys)
                if (s.reader.has(k))
                    return {&s, k};
        return {nullptr, nullptr};
    }

    bool explicitNull(const char* key) const
    {
        for (const auto& s : m_scopes)
            if (s.obj->contains(key))
                return s.obj->at(key).is_null();
        return false;
    }

    // Whole number within [lo, hi]; `where` receives the JSON path of the key that was used.
    Result<std::optional<long long>> integer(std::initializer_list<const char*> keys, long long lo, long long hi,
                                             std::string* where = nullptr) const
    {
        auto [scope, key] = find(keys);
        if (!scope)
            return std::optional<long long>{};
        if (where)
            *where = scope->reader.fieldPath(key);
        auto v = scope->reader.optNumber(key, -DBL_MAX, DBL_MAX);
        if (!v)
            return v.error();
        const double d = **v;
        if (std::floor(d) != d)
            return scope->reader.error(ErrorCode::BadValue, key, "expected a whole number, found " + formatNumber(d));
        if (d < static_cast<double>(lo) || d > static_cast<double>(hi))
            return scope->reader.error(ErrorCode::BadValue, key,
                                       "value " + formatNumber(d) + " is outside the plausible range "
                                           + std::to_string(lo) + ".." + std::to_string(hi));
        return std::optional<long long>{static_cast<long long>(d)};
    }

    Result<std::optional<bool>> boolean(std::initializer_list<const char*> keys) const
    {
        auto [scope, key] = find(keys);
        if (!scope)
            return std::optional<bool>{};
        return scope->reader.optBool(key);
    }

    Result<std::optional<std::string>> string(std::initializer_list<const char*> keys, std::size_t maxLen = 4096) const
    {
        auto [scope, key] = find(keys);
        if (!scope)
            return std::optional<std::string>{};
        return scope->reader.optString(key, maxLen);
    }

    Error error(ErrorCode code, std::string field, std::string detail) const
    {
        return makeError(code, m_file, 0, std::move(field), std::move(detail));
    }

    // Path a key would have in the innermost scope (used for "missing" errors).
    std::string primaryPath(const char* key) const { return m_scopes.front().reader.fieldPath(key); }

    const std::string& file() const { return m_file; }

private:
    std::string m_file;
    std::vector<Scope> m_scopes;
};

constexpr long long kMaxHidden = 1 << 20;
constexpr long long kMaxLayers = 10000;
constexpr long long kMaxHeads = 1 << 16;
constexpr long long kMaxWidth = 1 << 22;
constexpr long long kMaxVocab = 1 << 24;
constexpr long long kMaxPositions = 0x7fffffffLL;

// "org/name" from a Hugging Face cache path (".../models--org--name/snapshots/<rev>/config.json"),
// else the folder of a "config.json", else the file stem.
std::string idFromPath(const std::string& pathText)
{
    if (pathText.empty())
        return {};
    const std::filesystem::path p(pathText);
    for (const auto& part : p) {
        const std::string s = part.string();
        if (s.rfind("models--", 0) == 0 && s.size() > 8) {
            std::string rest = s.substr(8);
            const auto sep = rest.find("--");
            if (sep != std::string::npos)
                rest = rest.substr(0, sep) + "/" + rest.substr(sep + 2);
            return rest;
        }
    }
    if (p.filename() == "config.json" && p.has_parent_path() && !p.parent_path().filename().empty())
        return p.parent_path().filename().string();
    return p.stem().string();
}

std::string deriveId(const std::string& hfId, const std::optional<std::string>& nameOrPath, const std::string& file)
{
    if (!hfId.empty())
        return hfId;
    if (nameOrPath && !nameOrPath->empty()) {
        const std::string& n = *nameOrPath;
        const bool looksLikePath = n.front() == '/' || n.front() == '.' || n.front() == '~'
            || std::count(n.begin(), n.end(), '/') > 1 || n.find('\\') != std::string::npos;
        if (!looksLikePath)
            return n;
        if (auto fromPath = idFromPath(n); !fromPath.empty())
            return fromPath;
    }
    auto fromFile = idFromPath(file);
    return fromFile.empty() ? std::string("unnamed-model") : fromFile;
}

Result<std::string> readQuantization(const json& root, const std::string& file)
{
    if (!root.contains("quantization_config") || root.at("quantization_config").is_null())
        return std::string();
    const json& q = root.at("quantization_config");
    if (!q.is_object())
        return makeError(ErrorCode::BadValue, file, 0, "quantization_config",
                         std::string("expected an object, found ") + q.type_name());
    JsonReader r(q, file, "quantization_config");
    WG_TRY(method, r.optString("quant_method", 128));
    if (!*method)
        return r.error(ErrorCode::MissingField, "quant_method", "quantization_config has no quant_method");
    const std::string m = lower(**method);
    if (m == "fp8" || m == "fbgemm_fp8")
        return std::string("fp8");
    if (m == "mxfp4")
        return std::string("mxfp4");
    if (m == "modelopt") {
        WG_TRY(algo, r.optString("quant_algo", 128));
        if (*algo)
            return lower(**algo);
    }
    if (m == "compressed-tensors" && q.contains("config_groups") && q.at("config_groups").is_object()) {
        // FP8 checkpoints from llm-compressor say so only inside their weight scheme.
        for (const auto& [name, group] : q.at("config_groups").items()) {
            if (!group.is_object() || !group.contains("weights") || !group.at("weights").is_object())
                continue;
            const json& w = group.at("weights");
            if (w.value("type", std::string()) == "float" && w.contains("num_bits") && w.at("num_bits").is_number()
                && w.at("num_bits").get<double>() == 8)
                return std::string("fp8");
        }
    }
    return m;
}

// The object key whose value starts at `valuePos` ("key": value), or "" when it is not one.
std::string keyBefore(std::string_view text, std::size_t valuePos)
{
    std::size_t i = valuePos;
    auto skipSpace = [&] {
        while (i > 0 && std::isspace(static_cast<unsigned char>(text[i - 1])))
            --i;
    };
    skipSpace();
    if (i == 0 || text[i - 1] != ':')
        return {};
    --i;
    skipSpace();
    if (i == 0 || text[i - 1] != '"')
        return {};
    const std::size_t end = --i;
    while (i > 0 && text[i - 1] != '"')
        --i;
    if (i == 0)
        return {};
    return std::string(text.substr(i, end - i));
}

// nemotron-nas (DeciLM) per-layer blocks. Fills LlmSpec with the widest attention (for KV-cache
// sizing) and the mean MLP width (for per-token FLOPs).
Result<std::pair<std::vector<int>, std::vector<int>>> readBlockConfigs(const json& blocks, const std::string& file,
                                                                       const std::string& base, LlmSpec& m)
{
    if (!blocks.is_array() || static_cast<int>(blocks.size()) != m.numLayers)
        return makeError(ErrorCode::BadValue, file, 0, base,
                         "expected an array with one entry per layer (" + std::to_string(m.numLayers) + ")");
    std::vector<int> kvHeads;
    std::vector<int> widths;
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        const std::string path = base + "[" + std::to_string(i) + "]";
        const json& b = blocks[i];
        if (!b.is_object() || !b.contains("attention") || !b.contains("ffn") || !b.at("attention").is_object()
            || !b.at("ffn").is_object())
            return makeError(ErrorCode::BadValue, file, 0, path,
                             "expected an object with \"attention\" and \"ffn\" blocks");
        JsonReader attn(b.at("attention"), file, path + ".attention");
        JsonReader ffn(b.at("ffn"), file, path + ".ffn");
        auto flag = [](const JsonReader& r, const char* k) -> Result<bool> {
            auto v = r.optBool(k);
            if (!v)
                return v.error();
            return v->value_or(false);
        };
        auto attnNoOp = flag(attn, "no_op");
        auto attnLinear = flag(attn, "replace_with_linear");
        auto ffnNoOp = flag(ffn, "no_op");
        auto ffnLinear = flag(ffn, "replace_with_linear");
        for (const auto* r : {&attnNoOp, &attnLinear, &ffnNoOp, &ffnLinear})
            if (!*r)
                return r->error();
        if (*attnNoOp) {
            kvHeads.push_back(0);
        } else if (*attnLinear) {
            kvHeads.push_back(-1);
        } else {
            auto group = attn.optInt("n_heads_in_group", 1, m.numAttentionHeads > 0 ? m.numAttentionHeads : 1);
            if (!group)
                return group.error();
            if (!*group || m.numAttentionHeads % **group != 0)
                return attn.error(ErrorCode::BadValue, "n_heads_in_group",
                                  "must divide the " + std::to_string(m.numAttentionHeads) + " attention heads");
            kvHeads.push_back(m.numAttentionHeads / **group);
        }
        if (*ffnNoOp) {
            widths.push_back(0);
        } else if (*ffnLinear) {
            widths.push_back(-1);
        } else {
            auto mult = ffn.optNumber("ffn_mult", 0.01, 64);
            if (!mult)
                return mult.error();
            if (!*mult)
                return ffn.error(ErrorCode::MissingField, "ffn_mult", "MLP width multiplier is missing");
            // DeciLM: int(2/3 * mult * hidden) rounded up to a multiple of 256.
            int w = static_cast<int>(2.0 * **mult * m.hiddenSize / 3.0);
            if (w % 256 != 0)
                w += 256 - w % 256;
            widths.push_back(w);
        }
    }
    long long widthSum = 0;
    int mlpLayers = 0;
    for (int w : widths)
        if (w > 0) {
            widthSum += w;
            ++mlpLayers;
        }
    if (m.intermediateSize == 0 && mlpLayers > 0)
        m.intermediateSize = static_cast<int>(widthSum / mlpLayers);
    const int widest = *std::max_element(kvHeads.begin(), kvHeads.end());
    if (widest > 0)
        m.numKeyValueHeads = widest;
    return std::make_pair(std::move(kvHeads), std::move(widths));
}

int countChar(std::string_view s, char c) { return static_cast<int>(std::count(s.begin(), s.end(), c)); }

// Head dim and KV heads (GQA/MQA under their family-specific names). Returns whether head_dim was
// explicit. `defaultHeadDim` > 0 applies the Gemma 3 class defaults.
Result<bool> readAttentionGeometry(const ConfigView& cfg, const Family& fam, int defaultHeadDim, bool pureSsm, bool mla,
                                   const std::string& headsPath, LlmSpec& m)
{
    std::string kvPath;
    WG_TRY(headDim, cfg.integer({"head_dim", "kv_channels"}, 1, 1 << 14));
    if (*headDim) {
        m.headDim = static_cast<int>(**headDim);
    } else if (defaultHeadDim > 0) {
        m.headDim = defaultHeadDim;
    } else if (m.numAttentionHeads > 0) {
        if (m.hiddenSize % m.numAttentionHeads != 0 && !mla)
            return cfg.error(ErrorCode::BadValue, headsPath,
                             "hidden size " + std::to_string(m.hiddenSize) + " is not a multiple of "
                                 + std::to_string(m.numAttentionHeads)
                                 + " attention heads and the config has no head_dim");
        m.headDim = m.hiddenSize / m.numAttentionHeads;
    }

    WG_TRY(newArch, cfg.boolean({"new_decoder_architecture"}));
    WG_TRY(multiQuery, cfg.boolean({"multi_query", "multi_query_attention"}));
    WG_TRY(kv, cfg.integer({"num_key_value_heads", "num_kv_heads", "n_head_kv", "kv_n_heads"}, 1, kMaxHeads, &kvPath));
    std::optional<long long> kvHeads = *kv;
    if (cfg.find({"multi_query_group_num"}).first && multiQuery->value_or(false)) { // chatglm
        WG_TRY(groups, cfg.integer({"multi_query_group_num"}, 1, kMaxHeads, &kvPath));
        kvHeads = *groups;
    }
    if (fam.key == "falcon") {
        // FalconConfig: new decoder -> num_kv_heads; else multi_query (default true) -> 1 KV head.
        const bool useExplicit = newArch->value_or(false) || (!*newArch && kvHeads);
        if (!useExplicit)
            kvHeads = multiQuery->value_or(true) ? 1 : m.numAttentionHeads;
    } else if (!kvHeads && multiQuery->value_or(false)) {
        kvHeads = 1;
    }
    if (!kvHeads && defaultHeadDim > 0) // Gemma3TextConfig default
        kvHeads = 4;
    if (pureSsm) {
        m.numKeyValueHeads = 0;
    } else {
        m.numKeyValueHeads = static_cast<int>(kvHeads.value_or(m.numAttentionHeads));
        if (kvPath.empty())
            kvPath = cfg.primaryPath("num_key_value_heads");
        if (m.numKeyValueHeads > m.numAttentionHeads)
            return cfg.error(ErrorCode::BadValue, kvPath,
                             std::to_string(m.numKeyValueHeads) + " key/value heads exceed "
                                 + std::to_string(m.numAttentionHeads) + " attention heads");
        if (m.numAttentionHeads % m.numKeyValueHeads != 0)
            return cfg.error(ErrorCode::BadValue, kvPath,
                             std::to_string(m.numAttentionHeads) + " attention heads are not a multiple of "
                                 + std::to_string(m.numKeyValueHeads) + " key/value heads");
    }

    return headDim->has_value();
}

// Which layers carry routed experts, the dense-layer width and the always-active shared experts.
Status readMoeLayout(const ConfigView& cfg, const Family& fam, const LlmSpec& m, HfArchDetails& d)
{
    const int L = m.numLayers;
    if (fam.mixer == Mixer::Mla || fam.key == "deepseek") {
        WG_TRY(firstDense, cfg.integer({"first_k_dense_replace"}, 0, kMaxLayers));
        WG_TRY(freq, cfg.integer({"moe_layer_freq"}, 1, kMaxLayers));
        const long long k = firstDense->value_or(fam.key == "deepseek_v3" ? 3 : 0);
        const long long f = freq->value_or(1);
        int n = 0;
        for (int i = 0; i < L; ++i)
            n += (i >= k && i % f == 0) ? 1 : 0;
        d.numMoeLayers = n;
        WG_TRY(shared, cfg.integer({"n_shared_experts"}, 0, kMaxHeads));
        const long long nShared = shared->value_or(fam.key == "deepseek_v3" ? 1 : 0);
        d.sharedExpertIntermediateSize = static_cast<int>(nShared * m.moeIntermediateSize);
    } else if (fam.key == "qwen2_moe" || fam.key == "qwen3_moe") {
        WG_TRY(step, cfg.integer({"decoder_sparse_step"}, 1, kMaxLayers));
        std::vector<int> mlpOnly;
        if (auto [scope, key] = cfg.find({"mlp_only_layers"}); scope) {
            const json& v = scope->obj->at(key);
            if (!v.is_array())
                return scope->reader.error(ErrorCode::BadValue, key, "expected an array of layer indices");
            for (const auto& item : v) {
                if (!item.is_number_integer())
                    return scope->reader.error(ErrorCode::BadValue, key, "expected an array of layer indices");
                mlpOnly.push_back(item.get<int>());
            }
        }
        const long long s = step->value_or(1);
        int n = 0;
        for (int i = 0; i < L; ++i)
            n += (std::find(mlpOnly.begin(), mlpOnly.end(), i) == mlpOnly.end() && (i + 1) % s == 0) ? 1 : 0;
        d.numMoeLayers = n;
    } else if (fam.key == "llama4") {
        WG_TRY(step, cfg.integer({"interleave_moe_layer_step"}, 1, kMaxLayers));
        const long long s = step->value_or(1);
        d.numMoeLayers = static_cast<int>(L / s);
        WG_TRY(denseWidth, cfg.integer({"intermediate_size_mlp"}, 1, kMaxWidth));
        d.denseIntermediateSize = static_cast<int>(denseWidth->value_or(m.intermediateSize));
        d.sharedExpertIntermediateSize = m.moeIntermediateSize;
    } else if (fam.key == "jamba") {
        WG_TRY(period, cfg.integer({"expert_layer_period"}, 1, kMaxLayers));
        WG_TRY(offset, cfg.integer({"expert_layer_offset"}, 0, kMaxLayers));
        int n = 0;
        for (int i = 0; i < L; ++i)
            n += (i % period->value_or(2) == offset->value_or(1)) ? 1 : 0;
        d.numMoeLayers = n;
    }
    WG_TRY(sharedWidth,
           cfg.integer({"shared_expert_intermediate_size", "moe_shared_expert_intermediate_size"}, 0, kMaxWidth));
    if (*sharedWidth)
        d.sharedExpertIntermediateSize = static_cast<int>(**sharedWidth);
    else if (fam.key == "qwen2_moe")
        d.sharedExpertIntermediateSize = 5632; // Qwen2MoeConfig default
    return Ok{};
}

// Multi-head latent attention (DeepSeek-V2/V3); absent fields take DeepseekV3Config defaults.
Status readMla(const ConfigView& cfg, bool explicitHeadDim, LlmSpec& m, HfArchDetails& d)
{
    WG_TRY(kvLora, cfg.integer({"kv_lora_rank"}, 1, kMaxWidth));
    WG_TRY(rope, cfg.integer({"qk_rope_head_dim"}, 1, 1 << 14));
    WG_TRY(qLora, cfg.integer({"q_lora_rank"}, 1, kMaxWidth));
    WG_TRY(nope, cfg.integer({"qk_nope_head_dim"}, 1, 1 << 14));
    WG_TRY(vDim, cfg.integer({"v_head_dim"}, 1, 1 << 14));
    m.kvLoraRank = static_cast<int>(kvLora->value_or(512));
    m.qkRopeHeadDim = static_cast<int>(rope->value_or(64));
    // An explicit null means no query compression (DeepSeek-V2-Lite); absent means the class default.
    d.qLoraRank = cfg.explicitNull("q_lora_rank") ? 0 : static_cast<int>(qLora->value_or(1536));
    d.qkNopeHeadDim = static_cast<int>(nope->value_or(128));
    d.vHeadDim = static_cast<int>(vDim->value_or(128));
    if (!explicitHeadDim && m.numAttentionHeads > 0 && m.hiddenSize % m.numAttentionHeads != 0)
        m.headDim = d.qkNopeHeadDim + *m.qkRopeHeadDim;
    return Ok{};
}

// Bias switches; the same idea goes by a different key in almost every family.
Status readBiases(const ConfigView& cfg, const Family& fam, HfArchDetails& d)
{
    WG_TRY(attnBias, cfg.boolean({"attention_bias"}));
    if (*attnBias && fam.mixer != Mixer::Mla)
        d.qkvBias = d.outBias = **attnBias;
    WG_TRY(allBias, cfg.boolean({"bias", "use_bias"}));
    if (*allBias && fam.mixer == Mixer::Attention)
        d.qkvBias = d.outBias = d.mlpBias = **allBias;
    WG_TRY(qkvBias, cfg.boolean({"add_qkv_bias", "qkv_bias", "use_qkv_bias"}));
    if (*qkvBias)
        d.qkvBias = **qkvBias;
    WG_TRY(mlpBias, cfg.boolean({"mlp_bias"}));
    if (*mlpBias)
        d.mlpBias = **mlpBias;
    WG_TRY(headBias, cfg.boolean({"lm_head_bias"}));
    if (*headBias)
        d.lmHeadBias = **headBias;
    return Ok{};
}

// Mamba-1 (mamba, falcon_mamba, jamba) and Mamba-2 (nemotron_h) geometry and the layer mix of hybrids.
Status readSsmLayout(const ConfigView& cfg, const Family& fam, const LlmSpec& m, HfArchDetails& d)
{
    if (fam.mixer == Mixer::Mamba || fam.mixer == Mixer::Jamba) {
        WG_TRY(state, cfg.integer({"state_size", "mamba_d_state"}, 1, 1 << 12));
        WG_TRY(conv, cfg.integer({"conv_kernel", "mamba_d_conv"}, 1, 1 << 10));
        d.ssmStateSize = static_cast<int>(state->value_or(16));
        d.ssmConvKernel = static_cast<int>(conv->value_or(4));
        // time_step_rank may be the string "auto" (= ceil(hidden / 16)).
        if (auto [scope, key] = cfg.find({"time_step_rank", "mamba_dt_rank"});
            scope && !scope->obj->at(key).is_string()) {
            WG_TRY(rank, cfg.integer({"time_step_rank", "mamba_dt_rank"}, 1, kMaxWidth));
            d.ssmDtRank = static_cast<int>(rank->value_or(0));
        }
        if (fam.mixer == Mixer::Jamba) {
            WG_TRY(period, cfg.integer({"attn_layer_period"}, 1, kMaxLayers));
            WG_TRY(offset, cfg.integer({"attn_layer_offset"}, 0, kMaxLayers));
            int n = 0;
            for (int i = 0; i < m.numLayers; ++i)
                n += (i % period->value_or(8) == offset->value_or(4)) ? 1 : 0;
            d.numAttentionLayers = n;
            d.numSsmLayers = m.numLayers - n;
            WG_TRY(expand, cfg.integer({"mamba_expand", "expand"}, 1, 64));
            d.ssmInnerSize = static_cast<int>(expand->value_or(2)) * m.hiddenSize;
        }
    } else if (fam.mixer == Mixer::NemotronH) {
        WG_TRY(pattern, cfg.string({"hybrid_override_pattern"}, 4096));
        WG_TRY(mHeads, cfg.integer({"mamba_num_heads"}, 1, kMaxHeads));
        WG_TRY(mHeadDim, cfg.integer({"mamba_head_dim"}, 1, 1 << 14));
        WG_TRY(state, cfg.integer({"ssm_state_size"}, 1, 1 << 12));
        WG_TRY(groups, cfg.integer({"n_groups"}, 1, kMaxHeads));
        WG_TRY(conv, cfg.integer({"conv_kernel"}, 1, 1 << 10));
        d.ssmNumHeads = static_cast<int>(mHeads->value_or(128));
        d.ssmInnerSize = d.ssmNumHeads * static_cast<int>(mHeadDim->value_or(64));
        d.ssmStateSize = static_cast<int>(state->value_or(128));
        d.ssmGroups = static_cast<int>(groups->value_or(8));
        d.ssmConvKernel = static_cast<int>(conv->value_or(4));
        if (*pattern) {
            const std::string& p = **pattern;
            if (static_cast<int>(p.size()) != m.numLayers)
                return cfg.error(ErrorCode::BadValue, cfg.primaryPath("hybrid_override_pattern"),
                                 "pattern has " + std::to_string(p.size()) + " layers, num_hidden_layers says "
                                     + std::to_string(m.numLayers));
            d.numSsmLayers = countChar(p, 'M');
            d.numAttentionLayers = countChar(p, '*');
            d.numFfnLayers = countChar(p, '-') + countChar(p, 'E');
            if (m.isMoe)
                d.numMoeLayers = countChar(p, 'E');
        }
    }
    return Ok{};
}

Result<HfConfig> parseImpl(std::string_view text, const std::string& file, const std::string& hfIdArg)
{
    Result<json> parsed = Error{};
    try {
        parsed = parseJsonBounded(text, file, JsonLimits{kHfConfigMaxBytes, kHfConfigMaxDepth});
    } catch (const json::exception& e) {
        // nlohmann reports numbers that overflow a double (1e999) as out_of_range, not parse_error.
        // The exception carries only the token, so locate it to name the line and the key.
        std::string what = e.what();
        int line = 0;
        std::string key;
        const auto open = what.find('\'');
        const auto close = what.rfind('\'');
        if (open != std::string::npos && close > open) {
            const auto at = text.find(std::string_view(what).substr(open + 1, close - open - 1));
            if (at != std::string_view::npos) {
                line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n'));
                key = keyBefore(text, at);
            }
        }
        const auto pos = what.find("] ");
        return makeError(ErrorCode::BadValue, file, line, key, pos == std::string::npos ? what : what.substr(pos + 2));
    }
    if (!parsed)
        return parsed.error();
    const json& root = parsed.value();
    if (!root.is_object())
        return makeError(ErrorCode::Parse, file, 0, {},
                         std::string("expected a JSON object at the top level, found ") + root.type_name());

    ConfigView cfg(file);
    const json* textConfig = nullptr;
    std::string textKey;
    for (const char* key : {"text_config", "llm_config", "language_config"}) {
        if (!root.contains(key) || root.at(key).is_null())
            continue;
        if (!root.at(key).is_object())
            return makeError(ErrorCode::BadValue, file, 0, key,
                             std::string("expected an object, found ") + root.at(key).type_name());
        textConfig = &root.at(key);
        textKey = key;
        cfg.addScope(*textConfig, textKey);
        break;
    }
    cfg.addScope(root, "");
    for (const char* key : {"attn_config", "ffn_config"})
        if (root.contains(key) && root.at(key).is_object())
            cfg.addScope(root.at(key), key);

    JsonReader top(root, file, "");
    LlmSpec m;
    WG_TRY(topType, top.optString("model_type", 128));
    m.modelType = topType->value_or("");
    std::string textType = m.modelType;
    if (textConfig) {
        JsonReader tr(*textConfig, file, textKey);
        WG_TRY(tt, tr.optString("model_type", 128));
        if (*tt && !(*tt)->empty())
            textType = **tt;
    }
    const std::string typeKey = normaliseModelType(textType.empty() ? m.modelType : textType);
    const Family fam = familyFor(typeKey);
    const bool pureSsm = isPureSsmType(typeKey);
    m.family = typeKey;
    m.isSsmOrHybrid = isSsmOrHybridType(typeKey);
    m.multimodal = textConfig != nullptr || (root.contains("vision_config") && !root.at("vision_config").is_null());
    WG_TRY(arch, top.stringList("architectures", 64));
    m.architectures = *arch;
    WG_TRY(nameOrPath, top.optString("_name_or_path", 1024));
    m.hfId = deriveId(hfIdArg, *nameOrPath, file);

    // Gemma 3 multimodal configs omit text_config fields that equal Gemma3TextConfig's defaults.
    const bool gemma3 = typeKey == "gemma3";
    auto withDefault = [](std::optional<long long> v, bool useDefault, long long def) {
        return v ? v : (useDefault ? std::optional<long long>(def) : std::nullopt);
    };

    std::string hiddenPath, layersPath, headsPath;
    WG_TRY(hidden, cfg.integer({"hidden_size", "n_embd", "n_embed", "d_model"}, 1, kMaxHidden, &hiddenPath));
    WG_TRY(layers, cfg.integer({"num_hidden_layers", "n_layer", "num_layers", "n_layers"}, 1, kMaxLayers, &layersPath));
    WG_TRY(heads, cfg.integer({"num_attention_heads", "n_head", "n_heads"}, 1, kMaxHeads, &headsPath));
    const auto hiddenV = withDefault(*hidden, gemma3, 2304);
    const auto layersV = withDefault(*layers, gemma3, 26);
    const auto headsV = withDefault(*heads, gemma3, 8);
    if (!hiddenV)
        return cfg.error(ErrorCode::MissingField, cfg.primaryPath("hidden_size"),
                         "hidden size is missing (also looked for n_embd, n_embed, d_model)");
    if (!layersV)
        return cfg.error(ErrorCode::MissingField, cfg.primaryPath("num_hidden_layers"),
                         "number of layers is missing (also looked for n_layer, num_layers, n_layers)");
    if (!headsV && !pureSsm)
        return cfg.error(ErrorCode::MissingField, cfg.primaryPath("num_attention_heads"),
                         "number of attention heads is missing (also looked for n_head, n_heads)");
    if (headsPath.empty())
        headsPath = cfg.primaryPath("num_attention_heads");
    m.hiddenSize = static_cast<int>(*hiddenV);
    m.numLayers = static_cast<int>(*layersV);
    m.numAttentionHeads = static_cast<int>(headsV.value_or(0));

    const bool mla = fam.mixer == Mixer::Mla || cfg.find({"kv_lora_rank"}).first != nullptr;
    WG_TRY(geometry, readAttentionGeometry(cfg, fam, gemma3 ? 256 : 0, pureSsm, mla, headsPath, m));
    const bool explicitHeadDim = *geometry;

    // MLP width.
    WG_TRY(inter,
           cfg.integer({"intermediate_size", "ffn_hidden_size", "ffn_dim", "n_inner", "ff_intermediate_size"}, 1,
                       kMaxWidth));
    WG_TRY(expand, cfg.integer({"expand", "mamba_expand"}, 1, 64));
    if (*inter)
        m.intermediateSize = static_cast<int>(**inter);
    else if (gemma3)
        m.intermediateSize = 9216;
    else if (fam.ffn4hDefault)
        m.intermediateSize = 4 * m.hiddenSize;
    else if (pureSsm)
        m.intermediateSize = static_cast<int>(expand->value_or(2)) * m.hiddenSize;
    else if (!cfg.find({"block_configs"}).first)
        return cfg.error(ErrorCode::MissingField, cfg.primaryPath("intermediate_size"),
                         "MLP width is missing (also looked for ffn_hidden_size, ffn_dim, n_inner)");

    WG_TRY(vocab, cfg.integer({"vocab_size", "padded_vocab_size", "n_vocab"}, 1, kMaxVocab));
    if (*vocab)
        m.vocabSize = static_cast<int>(**vocab);
    else if (gemma3)
        m.vocabSize = 262208;
    else
        return cfg.error(ErrorCode::MissingField, cfg.primaryPath("vocab_size"), "vocabulary size is missing");

    WG_TRY(maxPos,
           cfg.integer(
               {"max_position_embeddings", "n_positions", "max_seq_len", "seq_length", "max_sequence_length", "n_ctx"},
               1, kMaxPositions));
    m.maxPositionEmbeddings = static_cast<int>(withDefault(*maxPos, gemma3, 131072).value_or(fam.defaultMaxPositions));

    WG_TRY(tie, cfg.boolean({"tie_word_embeddings"}));
    m.tieWordEmbeddings = tie->value_or(fam.tiedDefault);
    WG_TRY(dtype, cfg.string({"torch_dtype", "dtype"}, 64));
    m.torchDtype = dtype->value_or("");

    // Mixture of experts.
    std::string expertsPath, topKPath;
    WG_TRY(experts,
           cfg.integer({"num_local_experts", "num_experts", "n_routed_experts", "moe_num_experts"}, 0, kMaxHeads,
                       &expertsPath));
    WG_TRY(topK, cfg.integer({"num_experts_per_tok", "experts_per_token", "moe_top_k"}, 0, kMaxHeads, &topKPath));
    m.numExperts = static_cast<int>(experts->value_or(0));
    m.numExpertsPerTok = static_cast<int>(topK->value_or(0));
    m.isMoe = m.numExperts > 1;
    if (m.numExperts > 0 && m.numExpertsPerTok > m.numExperts)
        return cfg.error(ErrorCode::BadValue, topKPath,
                         std::to_string(m.numExpertsPerTok) + " experts per token exceed the "
                             + std::to_string(m.numExperts) + " experts (" + expertsPath + ")");
    if (m.isMoe && m.numExpertsPerTok == 0)
        return cfg.error(ErrorCode::MissingField, cfg.primaryPath("num_experts_per_tok"),
                         "a mixture-of-experts config (" + expertsPath + " = " + std::to_string(m.numExperts)
                             + ") must say how many experts each token uses");
    WG_TRY(moeInter, cfg.integer({"moe_intermediate_size", "expert_intermediate_size"}, 1, kMaxWidth));
    if (m.isMoe)
        m.moeIntermediateSize = static_cast<int>(moeInter->value_or(m.intermediateSize));

    HfArchDetails d = defaultArchDetails(m);
    if (auto [scope, key] = cfg.find({"block_configs"}); scope) {
        auto blocks = readBlockConfigs(scope->obj->at(key), file, scope->reader.fieldPath(key), m);
        if (!blocks)
            return blocks.error();
        d.layerKvHeads = std::move(blocks->first);
        d.layerMlpWidths = std::move(blocks->second);
        d.approximate = true;
    }
    if (m.isMoe) {
        WG_TRY(moe, readMoeLayout(cfg, fam, m, d));
    }

    // Sliding window: a number with use_sliding_window=false (Qwen) means none.
    WG_TRY(window, cfg.integer({"sliding_window", "sliding_window_size"}, 0, kMaxPositions));
    WG_TRY(useWindow, cfg.boolean({"use_sliding_window"}));
    const bool qwenFamily = typeKey.rfind("qwen", 0) == 0;
    const bool windowOn = useWindow->value_or(!qwenFamily);
    m.slidingWindow = windowOn ? static_cast<int>(withDefault(*window, gemma3, 4096).value_or(0)) : 0;

    if (mla) {
        WG_TRY(latent, readMla(cfg, explicitHeadDim, m, d));
    }

    WG_TRY(biases, readBiases(cfg, fam, d));

    WG_TRY(ssm, readSsmLayout(cfg, fam, m, d));

    WG_TRY(quant, readQuantization(root, file));
    m.quantization = *quant;

    m.source = "Hugging Face config.json (" + (file.empty() ? std::string("inline") : file) + ")";
    const ParamEstimate est = estimateParams(m, d);
    m.totalBParams = est.totalBParams;
    m.activeBParams = est.activeBParams;
    if (d.approximate || !fam.exact)
        m.paramsSource = "estimated from config (approximate: " + std::string(fam.key)
            + " layers are not all regular; official counts may differ by a few %)";
    else
        m.paramsSource = "computed from config (" + std::string(fam.key) + " formula"
            + (m.isMoe ? ", MoE; active = routed top-k + shared + dense" : "") + ")";
    if (m.multimodal)
        m.paramsSource += "; text decoder only, vision tower not counted";
    return HfConfig{std::move(m), d};
}

} // namespace

// ---------------------------------------------------------------------------------------------

HfArchDetails defaultArchDetails(const LlmSpec& llm)
{
    const Family fam = familyOf(llm);
    HfArchDetails d;
    d.qkvBias = fam.qkvBias;
    d.outBias = fam.outBias;
    d.mlpBias = fam.mlpBias;
    d.lmHeadBias = fam.lmHeadBias;
    d.approximate = !fam.exact;
    if (fam.positions == Positions::Learned)
        d.learnedPositions = llm.maxPositionEmbeddings;
    else if (fam.positions == Positions::LearnedPlus2)
        d.learnedPositions = llm.maxPositionEmbeddings + 2; // OPT reserves two padding offsets
    if (fam.mixer == Mixer::Mla) {
        const bool v3 = fam.key == "deepseek_v3";
        d.qLoraRank = 1536;
        d.qkNopeHeadDim = 128;
        d.vHeadDim = 128;
        if (llm.isMoe) {
            d.numMoeLayers = std::max(0, llm.numLayers - (v3 ? 3 : 0));
            d.sharedExpertIntermediateSize = v3 ? llm.moeIntermediateSize : 0;
        }
    }
    // LlmSpec has no shared-expert width; in both released Qwen2-MoE models it is top-k x expert width.
    if (fam.key == "qwen2_moe" && llm.isMoe)
        d.sharedExpertIntermediateSize = llm.numExpertsPerTok * llm.moeIntermediateSize;
    if (fam.key == "llama4" && llm.isMoe)
        d.sharedExpertIntermediateSize = llm.moeIntermediateSize;
    if (fam.mixer == Mixer::Mamba) {
        d.numSsmLayers = llm.numLayers;
        d.numAttentionLayers = 0;
        d.numFfnLayers = 0;
    }
    if (fam.mixer == Mixer::Jamba) {
        d.numAttentionLayers = llm.numLayers / 8;
        d.numSsmLayers = llm.numLayers - d.numAttentionLayers;
        d.ssmInnerSize = 2 * llm.hiddenSize;
        if (llm.isMoe)
            d.numMoeLayers = llm.numLayers / 2;
    }
    return d;
}

ParamEstimate estimateParams(const LlmSpec& llm) { return estimateParams(llm, defaultArchDetails(llm)); }

ParamEstimate estimateParams(const LlmSpec& llm, const HfArchDetails& a)
{
    const Family fam = familyOf(llm);
    const double H = llm.hiddenSize;
    const double L = llm.numLayers;
    const double V = llm.vocabSize;
    const double nh = llm.numAttentionHeads;
    const double nkv = llm.numKeyValueHeads > 0 ? llm.numKeyValueHeads : llm.numAttentionHeads;
    const double hd = llm.headDim > 0 ? llm.headDim : (nh > 0 ? H / nh : 0);

    const double norm = fam.norm == NormKind::LayerNorm ? 2 * H : (fam.norm == NormKind::None ? 0 : H);

    // Embeddings, output head, final norm.
    double total = V * H + (llm.tieWordEmbeddings ? 0 : V * H) + (a.lmHeadBias ? V : 0);
    total += a.learnedPositions * H + (fam.embedNorm ? 2 * H : 0) + norm;

    // One attention block.
    double attn = 0;
    if (fam.mixer == Mixer::Mla || llm.kvLoraRank) {
        const double kvLora = llm.kvLoraRank.value_or(512);
        const double rope = llm.qkRopeHeadDim.value_or(64);
        const double nope = a.qkNopeHeadDim > 0 ? a.qkNopeHeadDim : 128;
        const double vdim = a.vHeadDim > 0 ? a.vHeadDim : 128;
        const double qOut = nh * (nope + rope);
        attn += a.qLoraRank > 0 ? H * a.qLoraRank + a.qLoraRank + a.qLoraRank * qOut : H * qOut;
        attn += H * (kvLora + rope) + kvLora + kvLora * nh * (nope + vdim) + nh * vdim * H;
    } else if (nh > 0) {
        attn += H * nh * hd + 2 * H * nkv * hd + nh * hd * H;
        if (a.qkvBias)
            attn += (nh + 2 * nkv) * hd;
        if (a.outBias)
            attn += H;
        if (fam.qkNorm == QkNorm::PerHead)
            attn += 2 * hd;
        else if (fam.qkNorm == QkNorm::FullWidth)
            attn += (nh + nkv) * hd;
        if (fam.attnSinks)
            attn += nh;
    }

    auto mlp = [&](double width, bool gated) {
        if (width <= 0)
            return 0.0;
        double p = (gated ? 3 : 2) * H * width;
        if (a.mlpBias)
            p += (gated ? 2 * width : width) + H;
        return p;
    };

    // One state-space block.
    double ssm = 0;
    const bool hasSsm = fam.mixer == Mixer::Mamba || fam.mixer == Mixer::Jamba || fam.mixer == Mixer::NemotronH;
    if (hasSsm) {
        const double inner = a.ssmInnerSize > 0 ? a.ssmInnerSize
                                                : (llm.intermediateSize > 0 ? llm.intermediateSize : 2 * H);
        const double state = a.ssmStateSize;
        const double kernel = a.ssmConvKernel;
        if (a.ssmNumHeads > 0) { // Mamba-2
            const double heads = a.ssmNumHeads;
            const double convDim = inner + 2 * a.ssmGroups * state;
            ssm = H * (inner + convDim + heads) + convDim * kernel + convDim + 3 * heads + inner + inner * H;
        } else { // Mamba-1
            const double dtRank = a.ssmDtRank > 0 ? a.ssmDtRank : std::ceil(H / 16);
            ssm = H * 2 * inner + inner * kernel + inner + inner * (dtRank + 2 * state) + dtRank * inner + inner
                + inner * state + inner + inner * H;
            if (fam.mixer == Mixer::Jamba)
                ssm += dtRank + 2 * state; // dt/B/C RMSNorms
        }
    }

    const int ssmLayers = a.numSsmLayers >= 0 ? a.numSsmLayers : (fam.mixer == Mixer::Mamba ? llm.numLayers : 0);
    const int attnLayers = a.numAttentionLayers >= 0 ? a.numAttentionLayers : llm.numLayers - ssmLayers;
    const int ffnLayers = a.numFfnLayers >= 0 ? a.numFfnLayers : (fam.mixer == Mixer::Mamba ? 0 : llm.numLayers);
    const int moeLayers = llm.isMoe ? (a.numMoeLayers >= 0 ? std::min(a.numMoeLayers, ffnLayers) : ffnLayers) : 0;
    const int denseLayers = ffnLayers - moeLayers;

    const double denseWidth = a.denseIntermediateSize > 0 ? a.denseIntermediateSize : llm.intermediateSize;
    if (!a.layerKvHeads.empty() || !a.layerMlpWidths.empty()) {
        for (int kv : a.layerKvHeads)
            total += kv < 0 ? H * H : (kv == 0 ? 0 : 2 * H * nh * hd + 2 * H * kv * hd);
        for (int w : a.layerMlpWidths)
            total += w < 0 ? H * H : mlp(w, fam.gated);
    } else {
        total += attnLayers * attn + ssmLayers * ssm;
        total += denseLayers * mlp(denseWidth, fam.gated);
    }

    double inactive = 0;
    if (moeLayers > 0) {
        const double E = llm.numExperts;
        const double expert = mlp(llm.moeIntermediateSize > 0 ? llm.moeIntermediateSize : llm.intermediateSize,
                                  fam.gated);
        double layer = E * expert + H * E + (fam.routerBias ? E : 0);
        if (a.sharedExpertIntermediateSize > 0)
            layer += mlp(a.sharedExpertIntermediateSize, fam.gated) + (fam.sharedExpertGate ? H : 0);
        total += moeLayers * layer;
        inactive = moeLayers * std::max(0.0, E - llm.numExpertsPerTok) * expert;
    }

    total += L * fam.normsPerLayer * norm;

    ParamEstimate out;
    out.totalBParams = total / 1e9;
    out.activeBParams = (total - inactive) / 1e9;
    return out;
}

Result<HfConfig> parseHfConfigDetailed(std::string_view json, const std::string& file, const std::string& hfId)
{
    return parseImpl(json, file, hfId);
}

Result<LlmSpec> parseHfConfig(std::string_view json, const std::string& file, const std::string& hfId)
{
    auto r = parseImpl(json, file, hfId);
    if (!r)
        return r.error();
    return std::move(r.value().llm);
}

Result<LlmSpec> loadHfConfig(const std::filesystem::path& path, const std::string& hfId)
{
    auto text = readFileBounded(path, kHfConfigMaxBytes);
    if (!text)
        return text.error();
    return parseHfConfig(*text, path.string(), hfId);
}

} // namespace wattgpu
