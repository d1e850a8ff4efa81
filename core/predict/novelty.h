#pragma once
// What about a prediction the training data did not hold, and the grouped splits that measure what
// each kind of novelty costs (models/MODEL_CARD.md, "Novelty: one rule"). One rule serves every kind: the
// point estimate comes from what was measured (a new backend or family: the pooled prior of the
// measured ones; a new release: the nearest measured release of the engine; an unknown release: the
// prior over the engine's releases), and the 80 % interval from the held-out error of the split
// that removes that kind. A prediction new in several ways takes, on each side, the widest of their
// bands, so it is never narrower than any one of them.
#include "core/data/corpus.h"
#include "core/predict/predictor.h"

#include <nlohmann/json.hpp>

#include <array>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace wattgpu {

enum class Novelty : unsigned {
    Gpu = 1u,        // the GPU has no run in the training data
    Generation = 2u, // nor does its architecture (a GPU generation: Ampere, Hopper, CDNA 3, ...)
    Backend = 4u,    // nor its vendor backend (cuda, rocm, ...)
    Family = 8u,     // nor the stack family (vllm-2025, tensorrt-llm, ...)
    Release = 16u,   // nor the engine release (vllm 0.6.1, ...), or the version is unknown
    TpDegree = 32u,  // nor a replica of this layout (tensor-parallel ranks, stages, groups) under this stack family
    Precision = 64u, // nor FP8 / MXFP4 weights under this stack family
    Llm = 128u,      // nor the LLM
};
inline constexpr int kNoveltyKinds = 8;
inline constexpr Novelty kAllNovelties[kNoveltyKinds] = {Novelty::Gpu,       Novelty::Generation, Novelty::Backend,
                                                         Novelty::Family,    Novelty::Release,    Novelty::TpDegree,
                                                         Novelty::Precision, Novelty::Llm};
using NoveltySet = unsigned; // bits of Novelty
inline bool has(NoveltySet s, Novelty k) { return (s & static_cast<unsigned>(k)) != 0; }
int noveltyIndex(Novelty k); // 0..kNoveltyKinds-1 in kAllNovelties order
// "gpu", "generation", "backend", "stack_family", "stack_release", "tp_degree", "precision_path", "llm"
const char* noveltyName(Novelty k);
// The names of the kinds in a set, comma-separated ("" for none).
std::string noveltyNames(NoveltySet s);

// The keys a training row or a query is measured under, one per kind.
struct NoveltyKeys {
    std::string gpu, generation, backend, family, release, llm;
    int ranks = 1;            // GPUs x devices per package of the replica
    std::string layout;       // "r4" (4 tensor-parallel ranks), "r1/dp8" (data-parallel groups), "r8/pp2"
    std::string precision;    // "fp8", "mxfp4"; "" for 16-bit weights (never novel)
    bool versionKnown = true; // false: no version given (versionUnknown) or one never measured (nearestMatch)
};
NoveltyKeys noveltyKeys(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w);

// What the training data measured, for every kind of novelty.
struct NoveltyIndex {
    std::set<std::string> gpus, generations, backends, families, releases, llms, precisionPaths; // "family/precision"
    std::map<std::string, std::set<std::string>> layoutsByFamily;

    void add(const NoveltyKeys& k);
    NoveltySet noveltyOf(const NoveltyKeys& k) const;
    bool empty() const { return gpus.empty(); }
    nlohmann::json toJson() const;
    static NoveltyIndex fromJson(const nlohmann::json& j); // lenient: missing parts stay empty
};

// A grouped split that removes one or more kinds of novelty from the training data: its folds hold
// out one group each (a GPU, an architecture, a release, ...). A fold whose held-out rows are the same
// as another split's stands for both kinds.
struct NoveltyFold {
    std::string name;     // e.g. "gpu:mi300x-192gb", "stack_release:vllm-2024/0.5.4", "tp_degree:above_2"
    NoveltySet kinds = 0; // what its held-out rows are new in
    std::vector<const TrainingRow*> train, test;
};
// Every fold of every kind over `rows` (LLM folds: `llmFolds` hash groups), identical held-out sets
// merged; folds whose training part `usable` refuses are left out.
std::vector<NoveltyFold> noveltyFolds(const std::vector<const TrainingRow*>& rows, int llmFolds,
                                      const std::function<bool(const std::vector<const TrainingRow*>&)>& usable);

} // namespace wattgpu
