#pragma once
// Internals of the Hugging Face config.json reader (hf_config.cpp), shared by its parts: the
// family profiles (hf_families.cpp), the field lookup and section readers
// (hf_config_readers.cpp) and the parameter count (hf_params.cpp). Not an API.
#include "core/catalog/hf_config.h"
#include "core/util/json_util.h"

#include <nlohmann/json.hpp>

#include <cfloat>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace wattgpu::hf {

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

Family makeFamily(std::string_view key);
const std::vector<Family>& families();
std::string lower(std::string_view s);
std::string normaliseModelType(std::string_view modelType);
const Family* findFamily(std::string_view normalisedType);
Family familyFor(std::string_view modelType);
Family familyOf(const LlmSpec& llm);
bool isSsmOrHybridType(std::string_view normalisedType);
bool isPureSsmType(std::string_view normalisedType);
std::string formatNumber(double v);

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

std::string idFromPath(const std::string& pathText);
std::string deriveId(const std::string& hfId, const std::optional<std::string>& nameOrPath, const std::string& file);
// quantization_config (hf_quantization.cpp): the method name and how many bits each quantized
// weight takes in memory, scales and zero points included; bits 0 = not known (sized by the
// workload precision).
struct Quantization {
    std::string method; // "", "gptq", "awq", "bitsandbytes", "fp8", "mxfp4", "compressed-tensors", ...
    double bitsPerWeight = 0;
    std::string sizing; // "GPTQ 4-bit, group size 128"
};
Result<Quantization> readQuantization(const json& root, const std::string& file);
Result<std::pair<std::vector<int>, std::vector<int>>> readBlockConfigs(const json& blocks, const std::string& file,
                                                                       const std::string& base, LlmSpec& m);
int countChar(std::string_view s, char c);
Result<bool> readAttentionGeometry(const ConfigView& cfg, const Family& fam, int defaultHeadDim, bool pureSsm, bool mla,
                                   const std::string& headsPath, LlmSpec& m);
Status readMoeLayout(const ConfigView& cfg, const Family& fam, const LlmSpec& m, HfArchDetails& d);
Status readMla(const ConfigView& cfg, bool explicitHeadDim, LlmSpec& m, HfArchDetails& d);
Status readBiases(const ConfigView& cfg, const Family& fam, HfArchDetails& d);
Status readSsmLayout(const ConfigView& cfg, const Family& fam, const LlmSpec& m, HfArchDetails& d);

} // namespace wattgpu::hf
