#pragma once
// Serving stacks: the software half of a deployment. Each known engine maps to a stack family
// whose efficiency (achieved share of the roofline, fixed costs per step) the default method
// learns from the corpus; the vendor backend (CUDA, ROCm, ...) comes from the GPU.
#include "core/catalog/gpu.h"
#include "core/util/result.h"

#include <string>
#include <string_view>
#include <vector>

namespace wattgpu {

// What a user asks for: an engine name (or alias) and a version ("" = the engine's default).
struct ServingStack {
    std::string engine = "vllm";
    std::string version = "0.11";
};
ServingStack newestServingStack(); // vllm 0.11

// Longest engine name and version any reader accepts (bytes); every known one is far shorter.
// resolveStack refuses longer ones before touching them, so no prediction costs more for them.
inline constexpr std::size_t kMaxEngineNameBytes = 64;
inline constexpr std::size_t kMaxEngineVersionBytes = 32;

enum class Backend { Cuda, Rocm, Habana, Other };
const char* backendName(Backend b);    // "cuda", "rocm", "habana", "other"
Backend backendOf(const GpuSpec& gpu); // NVIDIA -> CUDA, AMD -> ROCm, Intel Gaudi -> Habana

// One row of the known-stack table (`wattgpu-cli catalog stacks`).
struct KnownStack {
    std::string engine;                        // canonical name, e.g. "vllm"
    std::string family;                        // learned behaviour it maps to, e.g. "vllm-2025"
    std::string versionLow, versionHigh;       // accepted without a flag (inclusive; "" = open end)
    std::string defaultVersion;                // used when no version is given ("" = not recorded)
    std::vector<std::string> measuredVersions; // versions in the bundled corpus ("" = unrecorded)
    int year = 0;                              // when the measured releases were current
    std::string backends;                      // vendor backends measured in the corpus, e.g. "CUDA, ROCm"
    std::string description;
};
const std::vector<KnownStack>& knownStacks();
// Canonical engine names in table order, and accepted aliases ("text-generation-inference" -> tgi).
std::vector<std::string> knownEngines();

struct ResolvedStack {
    std::string engine;  // canonical
    std::string version; // as given, or the engine's default
    std::string family;  // e.g. "vllm-2024"
    int year = 0;
    bool nearestMatch = false; // the version is outside the measured ones: the nearest family is used
    std::string note;          // English explanation when nearestMatch
};
// Unknown engine: ErrorCode::BadValue on field "engine" naming the known engines. A version that
// does not parse: BadValue on "engine_version". A version outside every family's range resolves to
// the nearest family with nearestMatch set (a flagged answer, never a silent substitute).
Result<ResolvedStack> resolveStack(const ServingStack& stack);

// Key of the learned efficiency parameters: family + "/" + backend, e.g. "vllm-2024/rocm".
std::string stackKey(const std::string& family, Backend backend);

} // namespace wattgpu
