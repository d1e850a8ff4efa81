// Custom GPU file (parseCustomGpus, and loadCustomGpus through a temp file). Invariants:
// accepted GPUs validate, are marked custom, and the file written by customGpusToJson() reads
// back to the same GPUs.
#include "core/catalog/custom_gpus.h"
#include "tests/fuzz/fuzz_common.h"

using namespace wattgpu;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const auto text = fuzz::asText(data, size);
    (void)parseCustomGpus(text, "custom_gpus.json", &fuzz::bundledGpus());
    auto gpus = loadCustomGpus(fuzz::writeTemp(text, "-custom_gpus.json"));
    if (!gpus)
        return 0;
    for (const auto& g : *gpus) {
        WATTGPU_FUZZ_CHECK(g.custom, g.id);
        auto st = validateGpuSpec(g);
        WATTGPU_FUZZ_CHECK(st.ok(), st.ok() ? std::string() : st.error().message());
    }
    auto again = parseCustomGpus(customGpusToJson(*gpus), "roundtrip.json");
    WATTGPU_FUZZ_CHECK(again.ok(), again.ok() ? std::string() : again.error().message());
    WATTGPU_FUZZ_CHECK(again->size() == gpus->size(), "round trip changed the GPU count");
    for (std::size_t i = 0; i < gpus->size(); ++i) {
        const auto& a = (*gpus)[i];
        const auto& b = (*again)[i];
        WATTGPU_FUZZ_CHECK(a.id == b.id && a.name == b.name && a.tdpW == b.tdpW && a.memorySizeGb == b.memorySizeGb
                               && a.releaseYear == b.releaseYear,
                           "round trip changed " + a.id);
    }
    GpuCatalog cat = fuzz::bundledGpus();
    (void)addCustomGpus(cat, *gpus);
    return 0;
}
