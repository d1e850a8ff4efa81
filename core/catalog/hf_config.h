#pragma once
// Hugging Face `config.json` → LlmSpec, and a parameter-count estimator that works from the
// architecture fields alone (no weights). Plain C++, no Qt.
//
// Contracts:
// - Parsing is bounded (kHfConfigMaxBytes, nesting depth kHfConfigMaxDepth) and every error
//   names the file and the JSON path of the field at fault ("text_config.hidden_size").
// - Multimodal checkpoints: architecture fields are read from `text_config` (falling back to
//   the top level); LlmSpec::modelType / architectures stay the top-level ones.
// - Parameter counts are in billions (1e9), include embeddings, the untied lm_head and norms,
//   and cover the text decoder only (vision towers and DeepSeek's MTP module are not counted).
#include "core/catalog/llm.h"
#include "core/util/result.h"

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wattgpu {

inline constexpr std::size_t kHfConfigMaxBytes = 4u << 20; // 4 MiB; real configs are < 100 KiB
inline constexpr int kHfConfigMaxDepth = 32;

// Config fields that affect the parameter count but have no home in LlmSpec. Defaults are the
// transformers config-class defaults of the family (see defaultArchDetails()).
struct HfArchDetails {
    bool qkvBias = false; // bias on q/k/v projections
    bool outBias = false; // bias on the attention output projection
    bool mlpBias = false; // biases on MLP / expert matrices
    bool lmHeadBias = false;

    // MoE layout. Expert width is LlmSpec::moeIntermediateSize.
    int numMoeLayers = -1;                // layers with routed experts; -1 = all layers (when isMoe)
    int denseIntermediateSize = 0;        // MLP width of the non-MoE layers; 0 = LlmSpec::intermediateSize
    int sharedExpertIntermediateSize = 0; // summed width of always-active shared experts per MoE layer

    // Multi-head latent attention (DeepSeek-V2/V3); kvLoraRank / qkRopeHeadDim live in LlmSpec.
    int qLoraRank = 0; // 0 = plain q_proj (V2-Lite)
    int qkNopeHeadDim = 0;
    int vHeadDim = 0;

    // State-space layers (Mamba-1 for mamba/falcon_mamba/jamba, Mamba-2 for nemotron_h).
    int numSsmLayers = -1;       // -1 = all layers for pure SSMs, 0 for transformers
    int numAttentionLayers = -1; // -1 = all layers that are not SSM layers
    int numFfnLayers = -1;       // layers with an MLP/MoE block; -1 = every layer (0 for pure SSMs)
    int ssmStateSize = 16;
    int ssmConvKernel = 4;
    int ssmDtRank = 0;    // 0 = ceil(hidden / 16)
    int ssmInnerSize = 0; // 0 = LlmSpec::intermediateSize (mamba) or 2 * hidden
    int ssmNumHeads = 0;  // Mamba-2 heads
    int ssmGroups = 1;    // Mamba-2 B/C groups

    // Per-layer geometry of NAS-pruned models (nemotron-nas block_configs); empty = uniform layers.
    // KV heads 0 = attention removed; MLP width 0 = MLP removed; -1 = replaced by one hidden x hidden linear.
    std::vector<int> layerKvHeads;
    std::vector<int> layerMlpWidths;

    int learnedPositions = 0; // rows of a learned position table (gpt2, opt, gpt_bigcode)
    bool approximate = false; // the formula is a best effort for this family (hybrid, NAS, unknown)
};

// A parsed config: the spec (with totalBParams/activeBParams already estimated) plus the
// details the estimate used.
struct HfConfig {
    LlmSpec llm;
    HfArchDetails arch;
};

// Parses a config.json text. `file` is used in error messages and, when neither `hfId` nor a
// usable "_name_or_path" is given, to derive the model id (parent folder for ".../config.json",
// "org/name" for Hugging Face cache paths "models--org--name/...").
Result<HfConfig> parseHfConfigDetailed(std::string_view json, const std::string& file, const std::string& hfId = {});
Result<LlmSpec> parseHfConfig(std::string_view json, const std::string& file, const std::string& hfId = {});
// Bounded read (kHfConfigMaxBytes), then parseHfConfig.
Result<LlmSpec> loadHfConfig(const std::filesystem::path& path, const std::string& hfId = {});

struct ParamEstimate {
    double totalBParams = 0;  // billions, all weights of the text decoder
    double activeBParams = 0; // billions used per token (routed experts: top-k only)
};

// Family defaults for the fields LlmSpec does not carry (e.g. DeepSeek-V3: q_lora_rank 1536,
// 1 shared expert, first 3 layers dense), as transformers assumes when a config omits them.
HfArchDetails defaultArchDetails(const LlmSpec& llm);

// Estimates parameter counts from architecture fields: embeddings (+ untied lm_head, learned
// positions), per-layer attention (GQA/MQA, MLA, biases, QK norms), MLP (gated 3-matrix vs
// 2-matrix GELU/ReLU families), MoE (routed experts + router + shared experts; active = top-k),
// SSM layers and norms.
ParamEstimate estimateParams(const LlmSpec& llm, const HfArchDetails& arch);
ParamEstimate estimateParams(const LlmSpec& llm); // uses defaultArchDetails(llm)

} // namespace wattgpu
