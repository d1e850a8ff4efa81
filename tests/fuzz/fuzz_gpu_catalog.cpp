// GPU catalog CSV (GpuCatalog::parseCsv). Invariants: accepted GPUs have an id, memory size and
// bandwidth inside their plausible ranges; lookups by every id succeed.
#include "core/catalog/catalog.h"
#include "tests/fuzz/fuzz_common.h"

#include <cmath>

using namespace wattgpu;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    auto cat = GpuCatalog::parseCsv(fuzz::asText(data, size), "gpu_specs.csv");
    if (!cat)
        return 0;
    for (const auto& g : cat->gpus()) {
        WATTGPU_FUZZ_CHECK(!g.id.empty(), "empty id");
        WATTGPU_FUZZ_CHECK(g.memorySizeGb && *g.memorySizeGb >= 1, g.id);
        WATTGPU_FUZZ_CHECK(g.memoryBandwidthGbS && std::isfinite(*g.memoryBandwidthGbS), g.id);
        WATTGPU_FUZZ_CHECK(!g.tdpW || (*g.tdpW >= 5 && *g.tdpW <= 5000), g.id);
        WATTGPU_FUZZ_CHECK(cat->find(g.id) != nullptr, g.id);
        const double tdp = tdpOrEstimateW(g);
        WATTGPU_FUZZ_CHECK(std::isfinite(tdp) && tdp > 0, g.id);
        (void)missingPredictorFields(g);
    }
    return 0;
}
