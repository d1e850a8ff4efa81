#pragma once
// Power budgets (issue 27): a fleet plan held against a peak power limit. A budget is a limit the
// fleet must never exceed, so it is held against the fleet's provisioned peak: its GPUs x each
// GPU's power limit (the workload's per-GPU cap when set, else TDP), at the wall x PUE for a
// facility budget. The predicted mean power (CapacityRow::fleetPowerW) is reported beside it: a
// fleet whose mean fits but whose peak does not can trip the budget under a burst.
#include "core/catalog/catalog.h"
#include "core/features/workload.h"
#include "core/plan/capacity.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace wattgpu {

// One fleet row against the budget, parallel to CapacityPlan::rows.
struct BudgetRow {
    bool feasible = false;     // the row is a fleet (replicas > 0); the figures below are 0 otherwise
    double gpuPowerLimitW = 0; // per GPU: the workload's cap (as the predictor clamps it) or TDP
    double peakPowerW = 0;     // provisioned peak of the GPU boards: total GPUs x gpuPowerLimitW
    double peakPowerWallW = 0; // peakPowerW x PUE (the PUE of the budget; 1 for a GPU budget)
    double meanPowerW = 0;     // the fleet's predicted mean GPU power at the target rate
    double heldPowerW = 0;     // the figure the budget is held against (peakPowerWallW or peakPowerW)
    bool withinBudget = false;
    double overBudgetW = 0;       // heldPowerW - limit when over, else 0
    double overBudgetPercent = 0; // overBudgetW / limit x 100
    double headroomW = 0;         // limit - heldPowerW when within, else 0
};

struct BudgetPlan {
    PowerBudget budget;
    std::string basis;           // English: which power the budget is held against and why
    std::vector<BudgetRow> rows; // one per CapacityPlan row, same order
    // Lowest energy per day among the feasible fleets within the budget (the plan's row index).
    std::optional<std::size_t> bestWithinBudgetRow;
    // No feasible fleet within it: the feasible fleet with the smallest held peak, and by how much
    // it exceeds the budget (W). Both nullopt when a fleet fits or no fleet meets the SLA.
    std::optional<std::size_t> smallestPeakRow;
    std::optional<double> shortfallW;
};

// The per-GPU power limit a fleet is provisioned for: the workload's cap as the predictor clamps
// it (core/features/features.h, effectivePowerLimitW), else the GPU's TDP.
double gpuPowerLimitW(const GpuSpec& gpu, const Workload& w);

// The one test of whether a power budget admits a fleet (the capacity plan's rows, GPUs per replica
// on Auto included, the power-cap sweep's steps and the inventory's purchases all hold theirs here):
// `totalGpus` GPUs of `gpu` at the workload's per-GPU limit, their mean power `meanPowerW` shown
// beside. feasible = totalGpus > 0. The budget is assumed valid (budgetPlan checks it).
BudgetRow holdFleet(const GpuSpec& gpu, long long totalGpus, double meanPowerW, const Workload& w,
                    const PowerBudget& budget);

// The plan held against the budget. `w` is the workload the plan was sized with (its power cap);
// rows whose GPU the catalog lacks are treated as infeasible. A budget that is not finite or not
// > 0, or a PUE below 1, is an error (ErrorCode::BadValue).
Result<BudgetPlan> budgetPlan(const CapacityPlan& plan, const GpuCatalog& gpus, const Workload& w,
                              const PowerBudget& budget);

} // namespace wattgpu
