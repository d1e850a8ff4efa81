#pragma once
// Internal to core/plan: every candidate deployment of a scenario predicted and judged once, with
// the one definition of "meets the SLA" (every stated limit, at the rate, with the headroom, at
// the chosen confidence) that Engine::predict, Engine::recommend and the fixes share.
#include "core/catalog/catalog.h"
#include "core/plan/recommendation.h"
#include "core/plan/scenario.h"
#include "core/plan/server.h"
#include "core/predict/predictor.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace wattgpu::detail {

struct Judged {
    const GpuSpec* gpu = nullptr;
    Workload workload;                             // as judged (judgeAll: the scenario's at this count)
    Prediction prediction;                         // server mode: mean power over time, Prediction::server set
    std::shared_ptr<const ConcurrencyCurve> curve; // server mode
    double maxRateRps = 0;                         // server mode: one replica under the SLA, req/s
    bool meets = false;
    LossReason reason = LossReason::MissesSla; // when !meets
    SlaLimits missedLimits{};                  // MissesSla: which stated limits
    std::string detail;                        // English, when !meets
    double objectiveValue = 0;
    bool cached = false; // offline: the prediction came from the cache
};

struct JudgeContext {
    const Predictor& predictor;
    const Scenario& scenario;
    const std::map<std::string, double>& idleOverridesW;
    PredictionCache* cache = nullptr; // server mode: curves predicted earlier in the same computation
};

// Every candidate deployment (GPU type x count) of the scenario's GPUs (nullopt: `catalog` order),
// grouped by GPU type in order, counts ascending.
Result<std::vector<Judged>> judgeAll(const JudgeContext& cx, const GpuCatalog& catalog);
// One deployment with its own workload (count, batch, precision) at `rateRps` (server) or offline.
Result<Judged> judgeOne(const JudgeContext& cx, const GpuSpec& gpu, const Workload& w, std::optional<double> rateRps);
// Auto mode's choice within one GPU type's candidates [first, last): the best that meets, else
// the one closest to meeting (fits; in server mode the highest max rate, offline the lowest ITL),
// else, for the cost objective, the least-energy count of an unpriced GPU, else the largest count. Without an SLA
// (hasSla false: `predict`) the smallest count that fits.
std::size_t chooseWithinType(const std::vector<Judged>& js, std::size_t first, std::size_t last, bool hasSla);
// The scenario states an SLA: an ITL limit (slaItlMs > 0 and finite) or a TTFT limit.
bool hasSla(const Scenario& sc);

} // namespace wattgpu::detail
