// quantization_config of a Hugging Face config.json: the method, and the bytes its weights take.
// Sizes follow each format's storage: packed integers plus one 16-bit scale (and, where the
// format has them, a packed zero point) per group; FP8 one byte; MXFP4 4 bits plus an 8-bit scale
// per 32; NVFP4 4 bits plus an 8-bit scale per 16; bitsandbytes NF4/FP4 4 bits plus a 32-bit
// absmax per 64 (8-bit absmax per 64 and a 32-bit one per 256 blocks with double quantization).
#include "core/catalog/hf_config_detail.h"

namespace wattgpu::hf {

namespace {

std::string groupText(int group) { return group > 0 ? ", group size " + std::to_string(group) : ", per channel"; }

// Integer weights with a 16-bit scale (and a `bits`-wide zero point when asymmetric) per group.
double groupedBits(int bits, int group, bool zeroPoint)
{
    return bits + (group > 0 ? (16.0 + (zeroPoint ? bits : 0)) / group : 0.0);
}

Result<Quantization> gptqOrAwq(const JsonReader& r, const std::string& m)
{
    const bool awq = m == "awq";
    WG_TRY(bits, r.optInt(awq && !r.has("bits") ? "w_bit" : "bits", 1, 16));
    WG_TRY(group, r.optInt(awq && !r.has("group_size") ? "q_group_size" : "group_size", -1, 1 << 20));
    WG_TRY(zp, r.optBool("zero_point"));
    const int b = bits->value_or(4);
    const int g = group->value_or(128);
    // GPTQ stores zero points even when symmetric; AWQ unless zero_point is false.
    const bool zero = awq ? zp->value_or(true) : true;
    return Quantization{m, groupedBits(b, g, zero),
                        std::string(awq ? "AWQ " : "GPTQ ") + std::to_string(b) + "-bit" + groupText(g)};
}

Result<Quantization> bitsAndBytes(const JsonReader& r)
{
    WG_TRY(in4, r.optBool("load_in_4bit"));
    WG_TRY(in8, r.optBool("load_in_8bit"));
    WG_TRY(type, r.optString("bnb_4bit_quant_type", 16));
    WG_TRY(dbl, r.optBool("bnb_4bit_use_double_quant"));
    if (in4->value_or(false)) {
        const bool d = dbl->value_or(false);
        const double bits = d ? 4.0 + 8.0 / 64 + 32.0 / (64 * 256) : 4.0 + 32.0 / 64;
        return Quantization{"bitsandbytes", bits,
                            "bitsandbytes " + lower(type->value_or("fp4")) + " 4-bit"
                                + (d ? ", double quantization" : "")};
    }
    if (in8->value_or(false))
        return Quantization{"bitsandbytes", 8.0, "bitsandbytes LLM.int8() 8-bit"};
    return Quantization{"bitsandbytes", 0, {}};
}

// compressed-tensors (llm-compressor): the weight scheme of the first config group.
Result<Quantization> compressedTensors(const json& q, const std::string& file)
{
    if (!q.contains("config_groups") || !q.at("config_groups").is_object())
        return Quantization{"compressed-tensors", 0, {}};
    for (const auto& [name, group] : q.at("config_groups").items()) {
        if (!group.is_object() || !group.contains("weights") || !group.at("weights").is_object())
            continue;
        JsonReader w(group.at("weights"), file, "quantization_config.config_groups." + name + ".weights");
        WG_TRY(bits, w.optInt("num_bits", 1, 16));
        WG_TRY(type, w.optString("type", 16));
        WG_TRY(strategy, w.optString("strategy", 16));
        WG_TRY(size, w.optInt("group_size", -1, 1 << 20));
        WG_TRY(sym, w.optBool("symmetric"));
        if (!*bits)
            continue;
        const bool isFloat = type->value_or("int") == "float";
        const std::string strat = lower(strategy->value_or("tensor"));
        const int g = strat == "group" || strat == "tensor_group" ? size->value_or(128) : 0;
        if (isFloat && **bits == 8)
            return Quantization{"fp8", 8.0, "compressed-tensors FP8"};
        if (isFloat && **bits == 4) // NVFP4: an FP8 scale per 16
            return Quantization{"nvfp4", 4.0 + 8.0 / std::max(1, g > 0 ? g : 16), "compressed-tensors NVFP4"};
        return Quantization{"compressed-tensors", groupedBits(**bits, g, !sym->value_or(true)),
                            "compressed-tensors int" + std::to_string(**bits) + groupText(g)};
    }
    return Quantization{"compressed-tensors", 0, {}};
}

} // namespace

Result<Quantization> readQuantization(const json& root, const std::string& file)
{
    if (!root.contains("quantization_config") || root.at("quantization_config").is_null())
        return Quantization{};
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
        return Quantization{"fp8", 8.0, "FP8"};
    if (m == "mxfp4")
        return Quantization{"mxfp4", 4.25, "MXFP4 (an 8-bit scale per 32)"};
    if (m == "gptq" || m == "awq")
        return gptqOrAwq(r, m);
    if (m == "bitsandbytes")
        return bitsAndBytes(r);
    if (m == "compressed-tensors")
        return compressedTensors(q, file);
    if (m == "modelopt") {
        WG_TRY(algo, r.optString("quant_algo", 128));
        const std::string a = lower(algo->value_or(""));
        if (a == "fp8")
            return Quantization{"fp8", 8.0, "ModelOpt FP8"};
        if (a == "nvfp4")
            return Quantization{"nvfp4", 4.5, "ModelOpt NVFP4 (an FP8 scale per 16)"};
        if (a.rfind("w4a", 0) == 0)
            return Quantization{a, groupedBits(4, 128, false), "ModelOpt " + a};
        return Quantization{a.empty() ? m : a, 0, {}};
    }
    return Quantization{m, 0, {}};
}

} // namespace wattgpu::hf
