#pragma once
// What to plan, in one value: the LLM, the workload, how the load is given (a concurrency or a
// request rate), the SLA (ITL, optionally TTFT), the objective, the economics and which GPUs to consider. The
// window's plan produces it, the compute service, the engine and the recommender take it, and a
// report shows it; new planning inputs belong here, not in parameters beside it.
#include "core/catalog/llm.h"
#include "core/features/workload.h"
#include "core/plan/economics.h"
#include "core/plan/sla.h"

#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace wattgpu {

// Offline (batch) mode: workload.batch sequences decode concurrently, the GPU saturated.
struct FixedConcurrency {
    bool operator==(const FixedConcurrency&) const = default;
};

// Server mode: Poisson arrivals at `rps` requests/s per replica. The mean concurrency follows
// from Little's law (core/plan/server.h), so workload.batch is not an input in this mode.
struct RequestRate {
    double rps = 1.0; // requests/s per replica, > 0
    bool operator==(const RequestRate&) const = default;
};

// How the load is given: a concurrency or a request rate, never both.
using Load = std::variant<FixedConcurrency, RequestRate>;

// The rate of a RequestRate load, req/s; nullopt for FixedConcurrency.
std::optional<double> requestRateRps(const Load& load);
// RequestRate{rps} when a rate is given, else FixedConcurrency.
Load loadFromRate(std::optional<double> rps);

// How many GPUs one replica spans (tensor parallel). Auto: for each GPU type, every count its
// platform supports (core/plan/deployment.h) is evaluated and the best one under the objective
// and the SLA is kept; AllCounts: every supported count is a deployment of its own (the table
// holds 1 x B200 beside 2 x H100); Fixed: workload.numGpus for every GPU type.
enum class GpuCountMode { Auto, AllCounts, Fixed };
const char* gpuCountModeName(GpuCountMode m); // "auto", "all-counts", "fixed"

// What names a deployment in the window, the reports' compare view and plans' sweep lists: the GPU
// id while there is one deployment per GPU type (Auto, a fixed count), so a row keeps its place
// and colour when Auto picks another count; "id@n" under AllCounts, where every supported count is
// a row of its own. GPU ids never hold '@' (catalog and custom-GPU ids are [a-z0-9._-]).
std::string deploymentKey(const std::string& gpuId, int numGpus, GpuCountMode mode);
// The GPU type of a key ("h100-sxm5-80gb@2" -> "h100-sxm5-80gb"), and its count (0: the key names none).
std::string gpuIdOfKey(const std::string& key);
int gpuCountOfKey(const std::string& key);
// Whether a key names this deployment: its GPU type and, when the key has one, its count.
bool keyMatches(const std::string& key, const std::string& gpuId, int numGpus);
// What a deployment key is matched against: a Prediction, or a row that holds one.
template <typename T>
const auto& deploymentOf(const T& item)
{
    if constexpr (requires { item.prediction; })
        return item.prediction;
    else
        return item;
}
// The one lookup by key: the first of `items` (Predictions or rows that hold one) the key names,
// "id" being that GPU type's first item in `items` order.
template <typename T>
const T* findDeployment(const std::vector<T>& items, const std::string& key)
{
    for (const T& item : items)
        if (keyMatches(key, deploymentOf(item).gpuId, deploymentOf(item).numGpus))
            return &item;
    return nullptr;
}

// A power budget the fleet must stay within (issue 27; held against the fleet's provisioned peak,
// core/plan/budget.h says why).
enum class PowerBudgetKind {
    FacilityWall, // facility kW at the wall: GPU peak x PUE is held against it
    GpuBoard,     // GPU board watts: GPU peak alone is held against it
};
const char* powerBudgetKindName(PowerBudgetKind k); // "facility_wall", "gpu_board"

struct PowerBudget {
    PowerBudgetKind kind = PowerBudgetKind::GpuBoard;
    double limitW = 0; // W at the wall (FacilityWall) or of the GPU boards (GpuBoard), > 0
    double pue = 1.0;  // FacilityWall: wall power = GPU power x PUE
    bool operator==(const PowerBudget&) const = default;
};
// The budgets a plan accepts, W: wattgpu-cli's --power-budget-gpu-w (and --power-budget-kw in kW),
// the window's Capacity tab and the plan file.
inline constexpr double kMinPowerBudgetW = 1.0;
inline constexpr double kMaxPowerBudgetW = 1e10;

// GPUs the user owns (issue 27): catalog GPU id -> count, each count in 1..kMaxOwnedGpus.
inline constexpr long long kMaxOwnedGpus = 100000;
struct Inventory {
    std::map<std::string, long long> owned;
    bool operator==(const Inventory&) const = default;
};

// Disaggregated serving on pools the user fixes ("2P(8 x h200-sxm-141gb) + 1D(8 x b200-sxm-180gb)"):
// each pool's GPU type (catalog ids; the two may differ) and, optionally, its GPUs per worker
// (0: every count Auto considers) and workers (0: sized for the rate and the SLA).
struct DisaggregatedPools {
    std::string prefillGpuId, decodeGpuId;
    int prefillGpusPerWorker = 0, decodeGpusPerWorker = 0;
    int prefillWorkers = 0, decodeWorkers = 0;
    bool operator==(const DisaggregatedPools&) const = default;
};

struct Scenario {
    LlmSpec llm{};       // the model: a catalog entry, a config.json or a Hugging Face Hub fetch
    Workload workload{}; // per request and per replica; batch = the concurrency under FixedConcurrency
    Load load = FixedConcurrency{};
    double slaItlMs = 50; // inter-token latency SLA, ms, in workload.itlMetric's definition
    // An optional second limit, on the time to first token (queueing included), ms: a deployment
    // meets the SLA only when every stated limit holds. nullopt = no TTFT limit.
    std::optional<double> slaTtftMs{};
    Objective objective = Objective::EnergyPerToken;
    Economics economics{}; // electricity, PUE, grid carbon, optional hardware cost
    // The GPUs to predict and rank, catalog ids in this order (may be none); nullopt = every
    // catalog GPU in catalog order.
    std::optional<std::vector<std::string>> gpuIds{};
    GpuCountMode gpuCountMode = GpuCountMode::Auto; // Fixed: workload.numGpus GPUs per replica
    SlaConfidence slaConfidence = SlaConfidence::Point;
    // Server mode's second question: the whole fleet's target rate, req/s, which the capacity plan
    // sizes replicas for. A different input from the rate per replica in `load` (the rate one replica
    // is offered, which the ranking answers): nullopt = no fleet target, no capacity plan.
    std::optional<double> fleetTargetRps{};
    // Server mode's fleet inputs beside the target (issue 27): a power budget the fleets are held
    // against, and the GPUs already owned (their capacity, best split and, for the fleet target,
    // what to buy). nullopt = none. core/plan/outcome.h answers them in PlanOutcome.
    std::optional<PowerBudget> powerBudget{};
    std::optional<Inventory> inventory{};
    // Server mode: also plan disaggregated prefill/decode pools for the whole service's rate (the
    // fleet target, else the rate in `load`) and compare them with aggregated fleets
    // (core/plan/disaggregated.h; FleetAnswers::disaggregation).
    bool compareDisaggregated = false;
    // With compareDisaggregated: these pools instead of the best same-type pair per GPU type.
    std::optional<DisaggregatedPools> disaggregatedPools{};

    std::optional<double> rateRps() const { return requestRateRps(load); }
    // The SLA every verdict of this plan tests: the ITL limit, the TTFT limit when stated, the confidence.
    Sla sla() const { return Sla{slaItlMs, slaTtftMs, slaConfidence}; }
    bool serverMode() const { return std::holds_alternative<RequestRate>(load); }
};

// nullopt for an empty list: how the CLI's "--gpu all" (an empty list) reads as a selection.
std::optional<std::vector<std::string>> gpuSelection(std::vector<std::string> ids);

} // namespace wattgpu
