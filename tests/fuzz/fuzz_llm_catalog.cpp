// LLM catalog JSON (LlmCatalog::parseJson). Invariants: accepted models have an id, a positive
// parameter count with active <= total, layers and hidden size; find() and search() work.
#include "core/catalog/catalog.h"
#include "tests/fuzz/fuzz_common.h"

#include <cmath>

using namespace wattgpu;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    auto cat = LlmCatalog::parseJson(fuzz::asText(data, size), "llm_catalog.json");
    if (!cat)
        return 0;
    for (const auto& m : cat->llms()) {
        WATTGPU_FUZZ_CHECK(!m.hfId.empty(), "empty id");
        WATTGPU_FUZZ_CHECK(std::isfinite(m.totalBParams) && m.totalBParams > 0, m.hfId);
        WATTGPU_FUZZ_CHECK(m.activeBParams <= m.totalBParams * 1.0001, m.hfId);
        WATTGPU_FUZZ_CHECK(m.numLayers > 0 && m.hiddenSize > 0, m.hfId);
        WATTGPU_FUZZ_CHECK(cat->find(m.hfId) != nullptr, m.hfId);
        for (const auto& a : m.aliases)
            (void)cat->find(a);
    }
    LlmSearchFilter f;
    f.text = "a";
    (void)cat->search(f);
    (void)cat->families();
    return 0;
}
