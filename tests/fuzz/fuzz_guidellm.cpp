// GuideLLM benchmark report JSON importer (parseGuideLlm, core/data/import_bench.h); invariants in fuzz_bench_common.h.
#include "tests/fuzz/fuzz_bench_common.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    return wattgpu::fuzz::runBenchParser(wattgpu::parseGuideLlm, data, size, "benchmarks.json");
}
