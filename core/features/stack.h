#pragma once
// Serving stacks: the software half of a deployment. Each known engine maps to a stack family
// whose efficiency (achieved share of the roofline, fixed costs per step) the default method
// learns from the corpus; the vendor backend (CUDA, ROCm, ...) comes from the GPU.
#include "core/catalog/backend.h"
#include "core/catalog/gpu.h"
#include "core/util/result.h"

#include <optional>
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

// The one grammar of an engine version, shared by every reader (the CLI's --engine-version, the
// bulk CSV's engine_version column, plans, the window): an optional 'v', then 1 to 4 groups of at
// most 6 digits separated by dots ("0.11", "v0.6.1", "2"), then optionally the release tag the
// engines publish (PEP 440: ".post1", "rc1", ".dev0", a local "+cu121"); blanks around it are
// ignored. Returns the canonical text (no 'v', no leading zeros, tags lower case: " v00.11 " ->
// "0.11", "0.5.3-POST1" -> "0.5.3.post1"), or nullopt for anything else ("0.11; rm", "0.11abc",
// "latest", ""). Versions are matched on their numbers: 0.5.3.post1 is the measured 0.5.3.
std::optional<std::string> canonicalEngineVersion(std::string_view text);

// Backends (canonicalBackend, backendOf): core/catalog/backend.h (the catalog reads them).

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
    std::string engine;    // canonical
    std::string version;   // the version the prediction uses: a measured one ("" = not recorded)
    std::string requested; // the version asked for, canonical ("" = none: the engine's default)
    std::string family;    // e.g. "vllm-2024"
    int year = 0;
    bool nearestMatch = false; // the version asked for was never measured: `version` is the nearest
    // No version given for an engine whose measured releases differ (vllm, tensorrt-llm): `releases`
    // holds them, and the default method predicts the prior over them (the spread between them in the
    // interval); `family` and `version` are the engine's default, for methods that need one.
    bool versionUnknown = false;
    std::vector<ServingStack> releases;
    std::string note; // English explanation when nearestMatch or versionUnknown, naming the versions
};
// Unknown engine: ErrorCode::BadValue on field "engine" naming the known engines. A version
// outside the grammar of canonicalEngineVersion: BadValue on "engine_version", echoing the value
// sanitized (printable, cut). A well-formed version that was never measured ("99", "0.6.3")
// resolves to the nearest measured version of the nearest family (a release newer than every
// measured one: the newest measured), with nearestMatch and a note that names the version used (a
// flagged answer with a wider interval, never a silent substitute). No version at all for an
// engine whose releases are recorded is versionUnknown (never read as the newest release).
Result<ResolvedStack> resolveStack(const ServingStack& stack);

// The version a prediction of `stack` uses (resolveStack's `version`: a measured one, "" = not
// recorded), or the canonical text of one that does not resolve, else "": what every output
// shows as the engine version, never the raw text asked for.
std::string engineVersionUsed(const ServingStack& stack);

// How a stack family schedules prompts beside running decodes (facts of the engines, documented in
// models/MODEL_CARD.md "Scheduling"). Chunked prefill mixes prompt tokens into decode steps, up to
// a token budget per step; otherwise a prefill is a step of its own that stalls every running
// sequence. A batched-admission router (TGI) holds new requests back for a few decode steps to
// prefill several together (its wait is learned); the others admit a request at the next step.
struct SchedulerTraits {
    bool chunkedPrefill = false;
    double chunkTokens = 8192; // prompt tokens per step (chunked prefill)
    bool batchedAdmission = false;
};
SchedulerTraits schedulerTraits(const std::string& family);

// Which reduced-precision kernels a stack family has (facts of the engines' releases, documented in
// models/MODEL_CARD.md, step 1): FP8 weights with FP8 math on GPUs that have FP8 tensor
// cores, FP8 weight-only kernels (16-bit math) on GPUs that do not, the same for MXFP4, and an FP8
// KV cache. A family the table does not know (a new engine) is taken to have them all.
struct StackKernels {
    bool fp8 = true;
    bool fp8WeightOnly = true;
    bool mxfp4 = true;
    bool mxfp4WeightOnly = true;
    bool fp8Kv = true;
};
StackKernels stackKernels(const std::string& family, const std::string& backend);

// Key of the learned efficiency parameters: family + "/" + backend, e.g. "vllm-2024/rocm".
std::string stackKey(const std::string& family, const std::string& backend);

} // namespace wattgpu
