// The config.json reader's field lookup and section readers (per-layer blocks, attention, MoE, MLA,
// biases, SSM).
#include "core/catalog/hf_config_detail.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace wattgpu::hf {

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

} // namespace wattgpu::hf
