// Parameter counts from the architecture details (estimateParams, defaultArchDetails in hf_config.h).
#include "core/catalog/hf_config_detail.h"

#include <algorithm>
#include <cmath>

namespace wattgpu {

using namespace hf;

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

} // namespace wattgpu
