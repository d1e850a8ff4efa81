// Hugging Face config.json (parseHfConfigDetailed) and the parameter estimate built on it.
// Invariants: accepted configs give finite, positive parameter counts with active <= total.
#include "core/catalog/hf_config.h"
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
    return 0;
}
