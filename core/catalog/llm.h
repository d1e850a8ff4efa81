#pragma once
// An LLM as its Hugging Face config.json (plus parameter count) describes it.
#include <optional>
#include <string>
#include <vector>

namespace wattgpu {

struct LlmSpec {
    std::string hfId;                 // "meta-llama/Llama-3.1-8B-Instruct"
    std::vector<std::string> aliases; // old repo names that redirect here
    std::string family;
    std::string modelType; // config "model_type", e.g. "llama"
    std::vector<std::string> architectures;

    double totalBParams = 0;  // billions (1e9) of parameters, incl. embeddings
    double activeBParams = 0; // billions active per token (== total for dense)
    int numLayers = 0;
    int hiddenSize = 0;
    int intermediateSize = 0;
    int numAttentionHeads = 0; // 0 for pure SSMs
    int numKeyValueHeads = 0;
    int headDim = 0; // effective head dim (config head_dim, else hidden/heads)
    int vocabSize = 0;
    int maxPositionEmbeddings = 0;
    bool tieWordEmbeddings = false;
    std::string torchDtype; // "bfloat16", ...

    bool isMoe = false;
    int numExperts = 0;
    int numExpertsPerTok = 0;
    int moeIntermediateSize = 0;
    int slidingWindow = 0; // 0 = none
    bool isSsmOrHybrid = false;
    bool multimodal = false;
    std::optional<int> kvLoraRank; // MLA (DeepSeek-V2/V3): latent KV width
    std::optional<int> qkRopeHeadDim;

    std::string quantization; // "", "fp8", "mxfp4", "gptq", "awq", "bitsandbytes", ...
    // Weight storage a quantized checkpoint declares (config.json quantization_config): bits per
    // quantized weight with its scales and zero points, and the parameters left at 16 bits
    // (embeddings, lm_head). 0 = sized by the workload precision (catalog entries).
    double weightBitsPerParam = 0;
    double unquantizedBParams = 0;
    std::string weightSizing; // how the weights were sized, for the quantized-weights warning
    std::string license;
    std::optional<bool> gated;
    std::string releaseDate; // "YYYY-MM"
    std::string source;      // provenance text
    std::string paramsSource;
    std::string notes;

    bool isDense() const { return !isMoe; }
    // Every field: two specs that compare equal predict the same (ComputeService reuses a
    // request's predictions for the next one only then).
    bool operator==(const LlmSpec&) const = default;
};

} // namespace wattgpu
