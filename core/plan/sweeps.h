#pragma once
// The second phase of a plan as the window shows it, computed from the first (Engine::predict on
// every catalog GPU, Engine::recommend on the included ones): the load sweep of a few chosen
// deployments (offline over the concurrency, server mode over the request rate), the SLA sweep
// (the winner as a step function of the SLA), each deployment's max sustainable rate and, into the
// plan outcome's FleetAnswers, the fleet answers for the scenario's fleet target. Plain C++; the
// window runs it off its UI thread.
#include "core/plan/engine.h"
#include "core/plan/outcome.h"
#include "core/plan/prediction_cache.h"
#include "core/plan/recommendation.h"
#include "core/plan/scenario.h"
#include "core/predict/prediction.h"
#include "core/util/result.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace wattgpu {

struct LoadSweepSeries {
    std::string gpuId;                   // deployment key (see deploymentKey)
    std::vector<int> batches;            // offline: concurrency values, ascending
    std::vector<double> rates;           // server: request rates, req/s, ascending
    std::vector<Prediction> predictions; // one per batch (offline) or per rate (server)
    double maxRateRps = 0;               // server: max sustainable rate under the SLA, req/s (0: none)
};

// For SLAs in [fromMs, toMs) the recommendation's winner is `winner` (none below the fastest GPU).
struct SlaSegment {
    double fromMs = 0;
    double toMs = 0;
    std::optional<std::string> winner; // GPU id
    int winnerNumGpus = 0;             // the winner's GPUs per replica
    double objectiveValue = 0;
};

// Concurrency values of the load sweep: 1..256 on a log grid.
const std::vector<int>& loadSweepBatches();
// Request rates of the server-mode load sweep, req/s: 0.01..1000 on a log grid (5 per decade).
const std::vector<double>& loadSweepRates();

// What the sweeps read: the plan's first phase.
struct SweepRequest {
    const PlanOutcome& outcome;                 // its scenario, method and recommendation (over the scenario's GPUs)
    const std::vector<Prediction>& predictions; // every catalog GPU (Engine::predict without gpuIds), catalog order
    std::vector<std::string> sweepGpus;         // load sweep series: deployment keys or GPU ids
    bool autoSweepGpus = false;                 // pick them: see autoSweepGpus
};

struct Sweeps {
    std::vector<std::string> sweepGpus; // the series swept, as deployment keys
    std::vector<LoadSweepSeries> loadSweep;
    std::vector<SlaSegment> slaSweep;
    // Server mode: the largest request rate one replica sustains under the SLA, req/s, per
    // deployment of the recommendation (by deployment key; 0: none).
    std::map<std::string, double> maxRateRps;
    // The first failed prediction stops the sweeps; what was not computed stays empty.
    std::optional<Error> error;
    bool done = false;
    double sweepMs = 0; // wall time, ms
};

// The load sweep's series when the user picked none: the outcome's featured deployments
// (PlanOutcome::featured: the winner, the runner-up and the highest-power SLA meeter; when none
// meets, the fastest that fit), as deployment keys.
std::vector<std::string> autoSweepGpus(const SweepRequest& request);

// Fills `out` (done, or error on the first failed prediction) and, when `fleet` is given, the
// scenario's fleet answers (scenarioFleet over the included GPUs; server mode with a fleet target, owned GPUs
// or a disaggregated comparison): the window passes its outcome's, so the answer is held in one place. Returns
// false, leaving them incomplete, as soon as `stale()` says the inputs moved on. `cache`
// (optional): the one the first phase used, so each server-mode curve is predicted once.
bool computeSweeps(const Engine& engine, const SweepRequest& request, Sweeps& out,
                   const std::function<bool()>& stale = {}, PredictionCache* cache = nullptr,
                   FleetAnswers* fleet = nullptr);

} // namespace wattgpu
