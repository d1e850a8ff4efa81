#pragma once
// Shared helpers for the libFuzzer targets: invariant checks that abort (so libFuzzer saves the
// input), a per-process temp file for path-based readers, and the bundled catalogs.
#include "core/catalog/catalog.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

#include <unistd.h>

namespace wattgpu::fuzz {

[[noreturn]] inline void fail(const char* what, const std::string& detail = {})
{
    std::fprintf(stderr, "fuzz invariant failed: %s %s\n", what, detail.c_str());
    std::abort();
}

#define WATTGPU_FUZZ_CHECK(cond, detail)                                                                               \
    do {                                                                                                               \
        if (!(cond))                                                                                                   \
            ::wattgpu::fuzz::fail(#cond, (detail));                                                                    \
    } while (0)

inline std::string_view asText(const uint8_t* data, size_t size) { return {reinterpret_cast<const char*>(data), size}; }

// A file in $TMPDIR unique to this process, rewritten for every input.
inline const std::filesystem::path& writeTemp(std::string_view text, const char* suffix)
{
    static const std::filesystem::path path = std::filesystem::temp_directory_path()
        / ("wattgpu-fuzz-" + std::to_string(::getpid()) + suffix);
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
    out.close();
    if (!out)
        fail("cannot write the temp file", path.string());
    return path;
}

inline std::filesystem::path dataDir()
{
    if (const char* d = std::getenv("WATTGPU_DATA_DIR"))
        return d;
    return WATTGPU_SOURCE_DIR;
}

// Loaded once per process; never destroyed (fuzzers exit without running static destructors
// that matter here).
inline const GpuCatalog& bundledGpus()
{
    static const GpuCatalog* cat = [] {
        auto c = GpuCatalog::loadCsv(dataDir() / "resources/catalog/gpu_specs.csv");
        if (!c)
            fail("bundled GPU catalog", c.error().message());
        return new GpuCatalog(std::move(c).value());
    }();
    return *cat;
}

inline const LlmCatalog& bundledLlms()
{
    static const LlmCatalog* cat = [] {
        auto c = LlmCatalog::loadJson(dataDir() / "resources/catalog/llm_catalog.json");
        if (!c)
            fail("bundled LLM catalog", c.error().message());
        return new LlmCatalog(std::move(c).value());
    }();
    return *cat;
}

} // namespace wattgpu::fuzz
