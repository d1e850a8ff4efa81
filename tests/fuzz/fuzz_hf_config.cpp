// Hugging Face config.json (parseHfConfigDetailed) and the parameter estimate built on it.
// Invariants: accepted configs give finite, positive parameter counts with active <= total; a
// quantization_config sizes the weights at 1-16.5 bits per weight, never more than 16-bit weights.
#include "core/catalog/hf_config.h"
#include "core/features/physics.h"
#include "tests/fuzz/fuzz_common.h"

#include <cmath>

using namespace wattgpu;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    auto cfg = parseHfConfigDetailed(fuzz::asText(data, size), "/models--org--name/snapshots/x/config.json");
    if (!cfg)
        return 0;
    const LlmSpec& m = cfg->llm;
    WATTGPU_FUZZ_CHECK(!m.hfId.empty(), "empty id");
    WATTGPU_FUZZ_CHECK(std::isfinite(m.totalBParams) && m.totalBParams > 0, std::to_string(m.totalBParams));
    WATTGPU_FUZZ_CHECK(std::isfinite(m.activeBParams) && m.activeBParams > 0, std::to_string(m.activeBParams));
    WATTGPU_FUZZ_CHECK(m.activeBParams <= m.totalBParams * 1.0001, "active > total");
    const auto est = estimateParams(m, cfg->arch);
    WATTGPU_FUZZ_CHECK(std::isfinite(est.totalBParams) && std::isfinite(est.activeBParams), "estimate not finite");
    (void)estimateParams(m);
    if (m.weightBitsPerParam > 0) {
        WATTGPU_FUZZ_CHECK(m.weightBitsPerParam >= 1 && m.weightBitsPerParam <= 16.5,
                           std::to_string(m.weightBitsPerParam));
        WATTGPU_FUZZ_CHECK(m.unquantizedBParams >= 0 && m.unquantizedBParams <= m.totalBParams, "16-bit part");
        const double bytes = weightBytes(m, Precision::BF16);
        WATTGPU_FUZZ_CHECK(std::isfinite(bytes) && bytes > 0 && bytes <= m.totalBParams * 1e9 * 2.07,
                           std::to_string(bytes));
        WATTGPU_FUZZ_CHECK(!m.weightSizing.empty(), "quantized weights without a sizing text");
    }
    return 0;
}
