#include "core/catalog/hf_config.h"

#include "core/catalog/hf_config_detail.h"
#include "core/util/fileio.h"

#include <algorithm>
#include <cstdio>

namespace wattgpu {

namespace {

using namespace hf;

Result<HfConfig> parseImpl(std::string_view text, const std::string& file, const std::string& hfIdArg)
{
    Result<json> parsed = parseJsonBounded(text, file, JsonLimits{kHfConfigMaxBytes, kHfConfigMaxDepth});
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

    // A context shorter than this holds no real request (the smallest catalog context is 1,024); every
    // workload is also checked against the context when it is planned (core/plan/deployment.h).
    constexpr long long kMinPositions = 16;
    WG_TRY(maxPos,
           cfg.integer(
               {"max_position_embeddings", "n_positions", "max_seq_len", "seq_length", "max_sequence_length", "n_ctx"},
               kMinPositions, kMaxPositions));
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
    m.quantization = quant->method;

    m.source = "Hugging Face config.json (" + (file.empty() ? std::string("inline") : file) + ")";
    const ParamEstimate est = estimateParams(m, d);
    m.totalBParams = est.totalBParams;
    m.activeBParams = est.activeBParams;
    if (quant->bitsPerWeight > 0) {
        // Quantizers leave the embeddings and the lm_head at 16 bits.
        // Never more than unquantized 16-bit weights, whatever group size a config claims.
        m.weightBitsPerParam = std::min(quant->bitsPerWeight, 16.0);
        const double embed = double(m.vocabSize) * m.hiddenSize / 1e9 * (m.tieWordEmbeddings ? 1 : 2);
        m.unquantizedBParams = std::clamp(embed, 0.0, m.totalBParams);
        char bits[32];
        std::snprintf(bits, sizeof bits, "%.2f", quant->bitsPerWeight);
        m.weightSizing = "weights sized from config.json quantization_config as " + quant->sizing + " (" + bits
            + " bits per weight with scales; embeddings and lm_head 16-bit)";
    }
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
