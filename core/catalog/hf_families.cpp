// Family profiles of the config.json reader: what the transformers implementation of each model_type instantiates.
#include "core/catalog/hf_config_detail.h"

#include <algorithm>
#include <cctype>
#include <sstream>
#include <vector>

namespace wattgpu::hf {

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

} // namespace wattgpu::hf
