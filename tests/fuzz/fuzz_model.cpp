// Model files (loadModel, path based: the input goes through a temp file). An accepted model must
// then predict without crashing for a few catalog GPUs and LLMs; predictions are finite.
#include "core/predict/training.h"
#include "tests/fuzz/fuzz_common.h"

#include <cmath>

using namespace wattgpu;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    auto model = loadModel(fuzz::writeTemp(fuzz::asText(data, size), "-model.json"));
    if (!model)
        return 0;
    const auto& gpus = fuzz::bundledGpus().gpus();
    const auto& llms = fuzz::bundledLlms().llms();
    std::vector<Query> qs;
    for (std::size_t i = 0; i < 3 && i < gpus.size(); ++i) {
        Query q{&llms[i % llms.size()], &gpus[i * 7 % gpus.size()], Workload{}};
        q.workload.batch = 1 << (i * 3);
        qs.push_back(q);
    }
    const auto preds = model.value()->predictMany(qs).value();
    WATTGPU_FUZZ_CHECK(preds.size() == qs.size(), "prediction count");
    for (const auto& p : preds) {
        WATTGPU_FUZZ_CHECK(std::isfinite(p.powerW) && p.powerW > 0, "power " + std::to_string(p.powerW));
        WATTGPU_FUZZ_CHECK(std::isfinite(p.itlMs) && p.itlMs > 0, "itl " + std::to_string(p.itlMs));
    }
    return 0;
}
