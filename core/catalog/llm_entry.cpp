// One entry of the bundled llm_catalog.json (keys as in models/data/DATA_README.md): the
// catalog's side of the JSON reader, so util/ knows nothing of LLMs.
#include "core/catalog/catalog.h"
#include "core/util/json_util.h"

namespace wattgpu {

Result<LlmSpec> readLlmEntry(const JsonReader& r)
{
    if (!r.object().is_object())
        return r.error(ErrorCode::Parse, "", "expected a JSON object");
    LlmSpec m;
    WG_TRY(id, r.optString("hf_id", 256));
    if (!*id || id->value().empty())
        return r.error(ErrorCode::MissingField, "hf_id", "model id is missing");
    m.hfId = **id;
    WG_TRY(family, r.optString("family"));
    m.family = family->value_or("");
    WG_TRY(mt, r.optString("model_type"));
    m.modelType = mt->value_or("");
    WG_TRY(arch, r.stringList("architectures"));
    m.architectures = *arch;
    WG_TRY(aliases, r.stringList("aliases"));
    m.aliases = *aliases;
    WG_TRY(total, r.optNumber("total_b_params", 1e-4, 1e5));
    if (!*total)
        return r.error(ErrorCode::MissingField, "total_b_params", "parameter count is missing");
    m.totalBParams = **total;
    WG_TRY(active, r.optNumber("active_b_params", 1e-4, 1e5));
    m.activeBParams = active->value_or(m.totalBParams);
    if (m.activeBParams > m.totalBParams * 1.0001)
        return r.error(ErrorCode::BadValue, "active_b_params", "active parameters exceed total parameters");

    struct IntField {
        const char* key;
        int LlmSpec::*member;
        long long hi;
    };
    static const IntField ints[] = {
        {"num_hidden_layers", &LlmSpec::numLayers, 100000},
        {"hidden_size", &LlmSpec::hiddenSize, 1 << 20},
        {"intermediate_size", &LlmSpec::intermediateSize, 1 << 22},
        {"num_attention_heads", &LlmSpec::numAttentionHeads, 1 << 16},
        {"num_key_value_heads", &LlmSpec::numKeyValueHeads, 1 << 16},
        {"vocab_size", &LlmSpec::vocabSize, 1 << 24},
        {"max_position_embeddings", &LlmSpec::maxPositionEmbeddings, 1LL << 31},
        {"num_experts", &LlmSpec::numExperts, 1 << 16},
        {"num_experts_per_tok", &LlmSpec::numExpertsPerTok, 1 << 16},
        {"moe_intermediate_size", &LlmSpec::moeIntermediateSize, 1 << 22},
        {"sliding_window", &LlmSpec::slidingWindow, 1LL << 31},
    };
    for (const auto& f : ints) {
        WG_TRY(v, r.optInt(f.key, 0, f.hi));
        m.*(f.member) = v->value_or(0);
    }
    if (m.numLayers <= 0)
        return r.error(ErrorCode::MissingField, "num_hidden_layers", "number of layers is missing");
    if (m.hiddenSize <= 0)
        return r.error(ErrorCode::MissingField, "hidden_size", "hidden size is missing");
    WG_TRY(hd, r.optInt("head_dim_effective", 0, 1 << 16));
    WG_TRY(hdc, r.optInt("head_dim", 0, 1 << 16));
    m.headDim = hd->value_or(hdc->value_or(m.numAttentionHeads > 0 ? m.hiddenSize / m.numAttentionHeads : 0));
    if (m.numKeyValueHeads == 0)
        m.numKeyValueHeads = m.numAttentionHeads;
    WG_TRY(tie, r.optBool("tie_word_embeddings"));
    m.tieWordEmbeddings = tie->value_or(false);
    WG_TRY(dtype, r.optString("torch_dtype"));
    m.torchDtype = dtype->value_or("");
    WG_TRY(moe, r.optBool("is_moe"));
    m.isMoe = moe->value_or(m.numExperts > 1);
    WG_TRY(ssm, r.optBool("is_ssm_or_hybrid"));
    m.isSsmOrHybrid = ssm->value_or(false);
    WG_TRY(mm, r.optBool("multimodal"));
    m.multimodal = mm->value_or(false);
    WG_TRY(q, r.optString("quantization"));
    m.quantization = q->value_or("");
    WG_TRY(lic, r.optString("license"));
    m.license = lic->value_or("");
    WG_TRY(gated, r.optBool("gated"));
    m.gated = *gated;
    WG_TRY(rd, r.optString("release_date"));
    m.releaseDate = rd->value_or("");
    WG_TRY(src, r.optString("source", 1 << 16));
    m.source = src->value_or("");
    WG_TRY(ps, r.optString("params_source", 1 << 16));
    m.paramsSource = ps->value_or("");
    WG_TRY(notes, r.optString("notes", 1 << 16));
    m.notes = notes->value_or("");
    if (r.has("extra_config") && r.object().at("extra_config").is_object()) {
        JsonReader extra(r.object().at("extra_config"), r.file(), r.fieldPath("extra_config"));
        WG_TRY(kv, extra.optInt("kv_lora_rank", 0, 1 << 20));
        m.kvLoraRank = *kv;
        WG_TRY(rope, extra.optInt("qk_rope_head_dim", 0, 1 << 20));
        m.qkRopeHeadDim = *rope;
    }
    return m;
}

} // namespace wattgpu
