#pragma once
// Owned GPUs (issue 27): what an inventory serves under the SLA (ITL and, when stated, TTFT), its best split into
// replicas, and for a fleet target the purchase that reaches it. Each GPU type is split on its
// own: replicas of 1, 2, 4 or 8 GPUs (the counts core/plan/deployment.h tries) chosen to give
// the most request rate from the owned count (an exact knapsack over the counts). A replica
// serves at most kRateHeadroom x its max sustainable rate, as in the capacity plan, so the
// inventory's capacity is headroom x the sum of its replicas' max rates.
#include "core/catalog/catalog.h"
#include "core/catalog/llm.h"
#include "core/features/workload.h"
#include "core/plan/budget.h"
#include "core/plan/capacity.h"
#include "core/plan/economics.h"
#include "core/plan/prediction_cache.h"
#include "core/plan/scenario.h"
#include "core/plan/sla.h"
#include "core/predict/predictor.h"
#include "core/util/result.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace wattgpu {

// Replicas of one size within a GPU type's split.
struct InventoryReplicas {
    int gpusPerReplica = 1;
    long long replicas = 0;
    // One replica's max sustainable rate under the SLA, req/s: point and interval (the ends test
    // the upper and lower end of the ITL and TTFT intervals against the SLA).
    double maxRateRps = 0, maxRateRpsLow = 0, maxRateRpsHigh = 0;
};

// One owned GPU type.
struct InventoryType {
    std::string gpuId;
    long long owned = 0;
    long long used = 0;                   // GPUs in replicas; owned - used stay idle (too few for another replica)
    std::vector<InventoryReplicas> split; // largest replicas first; empty when none serves
    double capacityRps = 0, capacityRpsLow = 0, capacityRpsHigh = 0; // headroom x sum of max rates
    double maxRateSumRps = 0;                                        // sum of the replicas' max rates (point)
    std::string reason; // English, why this type serves nothing (empty when it serves)
};

// A fleet serving a rate: each replica offered a share proportional to its max rate.
struct InventoryLoad {
    double rateRps = 0;
    double meanPowerW = 0, meanPowerWLow = 0, meanPowerWHigh = 0; // GPU boards, whole fleet
    double energyPerTokenJ = 0, energyPerTokenJLow = 0, energyPerTokenJHigh = 0;
    double energyPerDayKwh = 0;      // board energy
    double electricityUsdPerDay = 0; // board energy x PUE x price
    double co2KgPerDay = 0;          // board energy x PUE x grid intensity
    double itlMsWorst = 0;           // the slowest replica's ITL at its share, ms (workload's ITL definition)
    double ttftMsWorst = 0;          // the slowest replica's TTFT at its share, ms (queueing included)
    bool meetsSla = false;           // every replica's share meets every stated limit (as the SLA confidence tests it)
    bool atRisk = false;             // meets it, but some replica's ITL or TTFT interval reaches above a limit
};

// Buying GPUs of one type to reach the fleet target (added to what is owned of it).
struct InventoryPurchase {
    std::string gpuId;
    long long gpusToBuy = 0;
    InventoryType typeAfter;                                         // that type's split with the purchase
    double capacityRps = 0, capacityRpsLow = 0, capacityRpsHigh = 0; // whole inventory after the purchase
    InventoryLoad atTarget; // the whole fleet after the purchase at the target rate
    CostBasis basis = CostBasis::Electricity;
    std::optional<double> hardwareUsdPerDay; // the bought GPUs, around the clock (nullopt: unpriced)
    double usdPerDay = 0;                    // bought hardware + the fleet's electricity at the target, USD/day
    // With a power budget (InventoryOptions::budget): the whole fleet after the purchase (every GPU in
    // a replica, owned and bought) held against it, as holdFleet holds a fleet. nullopt without one.
    std::optional<BudgetRow> budget;
    bool withinBudget() const { return !budget || budget->withinBudget; }
    // The capacity interval's low end falls short of the target: the point reaches it, the
    // interval does not say it will (the low end can be no more than what is already owned).
    bool lowEndShort = false;
    // A custom GPU, or a replica of this type predicted out of the training data's range: its
    // figures are an extrapolation (the purchase says so).
    bool outOfDistribution = false;
};

struct InventoryPlan {
    Inventory inventory;
    double slaItlMs = 0;
    std::optional<double> slaTtftMs; // the TTFT limit, ms, when there is one
    double rateHeadroom = 0;
    std::vector<InventoryType> types; // in the inventory's order (GPU id)
    double capacityRps = 0, capacityRpsLow = 0, capacityRpsHigh = 0;
    double maxRateSumRps = 0;
    long long gpusOwned = 0, gpusUsed = 0;
    InventoryLoad atCapacity; // the whole split at its capacity
    // With a fleet target: whether the inventory reaches it, the load at the target when it does,
    // and otherwise per candidate GPU type the fewest GPUs to buy (rows by usdPerDay, then energy).
    std::optional<double> targetRps;
    bool meetsTarget = false;
    std::optional<InventoryLoad> atTarget;
    std::vector<InventoryPurchase> purchases;
    // With a power budget: the owned fleet's replicas held against it (nullopt without a budget or replicas).
    std::optional<BudgetRow> budget;
    // The picks below are among the purchases the budget admits when any does; when none does they
    // are among all, and purchasesOverBudget says so (each purchase's budget says by how much).
    bool purchasesOverBudget = false;
    std::optional<std::size_t> cheapestPurchase;     // lowest usdPerDay among priced purchases (all priced or none)
    std::optional<std::size_t> lowestEnergyPurchase; // lowest fleet energy per day at the target
    std::optional<std::size_t> fewestGpusPurchase;
    std::vector<std::string> notes; // English, per GPU type that offers no purchase: "<id>: why"
                                    // (a purchase without a hardware price has basis Unpriced)
};

// Parses an inventory: JSON ({"a100-sxm4-80gb": 16} or [{"gpu": ..., "count": ...}]), CSV with a
// header "gpu,count", or the inline form "a100-sxm4-80gb=16,l40s-48gb=8". Unknown GPU ids,
// duplicates and counts outside 1..kMaxOwnedGpus are errors naming the entry (`source` names the
// file in messages). Aliases are resolved by the catalog.
Result<Inventory> parseInventory(const std::string& text, const std::string& source, const GpuCatalog& gpus);

struct InventoryOptions {
    SlaConfidence confidence = SlaConfidence::Point;
    std::optional<double> slaTtftMs; // the SLA's TTFT limit, ms; nullopt = none
    std::map<std::string, double> idleOverridesW;
    PredictionCache* cache = nullptr;
    // GPU types a purchase may add (catalog ids; empty: none, so no purchase is planned).
    std::vector<const GpuSpec*> purchaseCandidates;
    // A power budget the owned fleet and each purchase are held against (core/plan/budget.h).
    std::optional<PowerBudget> budget;
};

// The inventory under the workload (w.numGpus ignored: every count 1, 2, 4, 8 is tried) and the SLA;
// `targetRps` (optional) is the fleet target a purchase must reach. Errors: an unknown GPU id, a
// count outside 1..kMaxOwnedGpus, a target rate out of range, a failed prediction.
Result<InventoryPlan> planInventory(const Predictor& p, const LlmSpec& llm, const GpuCatalog& gpus,
                                    const Inventory& inventory, Workload w, std::optional<double> targetRps,
                                    double slaItlMs, const Economics& econ = {}, const InventoryOptions& options = {});

} // namespace wattgpu
