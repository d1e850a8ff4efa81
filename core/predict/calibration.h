#pragma once
// Prediction intervals calibrated on the error the product makes where it matters: for a GPU the
// corpus has measured under the requested stack, residuals of LLM-grouped cross-validation; for
// any other GPU, residuals of leave-one-GPU-out, split by how many other GPUs carry the stack.
// Each band is the 10th..90th percentile of held-out log(true / predicted), every held-out GPU
// weighing the same (split-conformal quantiles grouped by GPU; METHOD.md, "Intervals").
#include "core/data/corpus.h"
#include "core/predict/novelty.h"

#include <nlohmann/json.hpp>

#include <array>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>

namespace wattgpu {

// How much measured evidence stands behind a prediction for (GPU, stack family, backend).
enum class Support {
    Measured,          // this GPU was measured under this stack family and backend
    Supported,         // not this GPU, but two or more other GPUs were (under this family and backend)
    Thin,              // exactly one other GPU was
    Unsupported,       // no GPU was: the family or the backend is extrapolated
    BackendUnmeasured, // no GPU of this vendor backend was measured under any stack (leave-one-backend-out)
};
inline constexpr int kSupportClasses = 5;
// "measured", "stack_on_2plus_gpus", "stack_on_1_gpu", "stack_unmeasured", "backend_unmeasured"
const char* supportName(Support s);
std::optional<Support> parseSupport(std::string_view name);

// Which GPUs the training data measured under which stack (family/backend key), and how often.
struct EvidenceIndex {
    std::map<std::string, std::set<std::string>> itlGpusByStack, powerGpusByStack;
    std::map<std::string, int> itlRunsByGpu, powerRunsByGpu;

    void add(const TrainingRow& r);
    Support classify(const std::string& gpuId, const std::string& stack, bool power) const;
    // Some GPU of this backend ("cuda", "rocm") was measured under some stack.
    bool backendMeasured(const std::string& backend) const;
    nlohmann::json toJson() const;
    static EvidenceIndex fromJson(const nlohmann::json& j); // lenient: missing parts stay empty
};
// The stack key a corpus row or query is measured under: family/backend ("unknown" family when
// the engine does not resolve).
std::string evidenceStackKey(const Workload& w, const GpuSpec& gpu);

struct Band {
    double lo = 0;         // log(true / predicted) quantile, <= 0
    double hi = 0;         // >= 0
    int rows = 0;          // held-out rows behind it
    int gpus = 0;          // distinct held-out GPUs
    bool borrowed = false; // too few rows of its own: the next wider class's band
};
// The figures an interval is calibrated for: the ITL in the row's own definition, power, TTFT
// and the two tails.
enum class IntervalFigure { Itl, Power, Ttft, P90, P99 };
inline constexpr int kIntervalFigures = 5;
inline constexpr IntervalFigure kAllIntervalFigures[kIntervalFigures] = {
    IntervalFigure::Itl, IntervalFigure::Power, IntervalFigure::Ttft, IntervalFigure::P90, IntervalFigure::P99};
using BandSet = std::array<Band, kSupportClasses>; // indexed by Support
struct IntervalBands {
    BandSet itl{}, power{}, ttft{}, p90{}, p99{};
    // Per kind of novelty (novelty.h), per figure: the band of the split that removes that kind;
    // rows == 0 where the training data could not form that split (the kind then takes the widest
    // support band).
    std::array<std::array<Band, kIntervalFigures>, kNoveltyKinds> kinds{};
    const Band& get(IntervalFigure f, Support s) const { return set(f)[static_cast<int>(s)]; }
    const Band& kind(IntervalFigure f, Novelty k) const { return kinds[noveltyIndex(k)][static_cast<int>(f)]; }
    // The band a prediction of evidence class `s`, new in the kinds `novel`, takes for figure `f`:
    // on each side the widest of its support band and its kinds' bands.
    Band forPrediction(IntervalFigure f, Support s, NoveltySet novel) const;
    const Band& get(bool isPower, Support s) const
    {
        return get(isPower ? IntervalFigure::Power : IntervalFigure::Itl, s);
    }
    const BandSet& set(IntervalFigure f) const;
    BandSet& set(IntervalFigure f);
    nlohmann::json toJson() const;
    static Result<IntervalBands> fromJson(const nlohmann::json& j);
};

// One held-out residual: log(true / predicted), its class, the GPU it came from, and the split that
// held it out (the kinds of novelty its fold removed, the fold's name, the corpus row).
struct HeldOut {
    double logRatio = 0;
    Support support = Support::Measured;
    std::string gpu;
    NoveltySet kinds = 0;
    std::string fold;
    const void* row = nullptr;
};
// Held-out residuals of every figure (TTFT and the tails only where a row measured them).
struct HeldOutSet {
    std::vector<HeldOut> itl, power, ttft, p90, p99;
    std::vector<HeldOut>& of(IntervalFigure f);
    const std::vector<HeldOut>& of(IntervalFigure f) const;
    void append(const HeldOutSet& o);
};
// Quantile bands from held-out residuals; classes with fewer than `minRows` rows or one GPU
// borrow from the next wider class, and every wider class covers at least the narrower one. The
// backend-unmeasured class (residuals of leaving a whole backend out) is symmetric: nobody knows
// which way a new backend leans. TTFT and tail bands are at least as wide as their measured class
// plus the extra width the ITL band of the class has (the step's uncertainty carries into them).
// The support classes take the residuals of the GPU, LLM and backend splits; each kind of novelty
// the residuals of its own split, every held-out fold weighing the same.
IntervalBands calibrateBands(const HeldOutSet& heldOut, int minRows = 20);
// The same without the residuals of the rows in `exclude`: the bands an evaluation fold that holds
// those rows out may use (cross-fold calibration, no held-out row calibrating its own interval).
IntervalBands calibrateBandsWithout(const HeldOutSet& heldOut, const std::set<const void*>& exclude, int minRows = 20);

} // namespace wattgpu
