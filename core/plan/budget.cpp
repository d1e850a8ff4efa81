#include "core/plan/budget.h"

#include "core/features/features.h"
#include <cmath>
#include <cstdio>

namespace wattgpu {

const char* powerBudgetKindName(PowerBudgetKind k)
{
    return k == PowerBudgetKind::FacilityWall ? "facility_wall" : "gpu_board";
}

double gpuPowerLimitW(const GpuSpec& gpu, const Workload& w) { return effectivePowerLimitW(gpu, w); }

namespace {

std::string fmt(double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.4g", v);
    return buf;
}

std::string basisText(const PowerBudget& b, const Workload& w)
{
    const std::string perGpu = w.powerLimitW
        ? "each GPU's power cap (" + fmt(*w.powerLimitW) + " W, clamped to its TDP)"
        : "each GPU's power limit (TDP)";
    std::string s = "held against the provisioned peak: GPUs x " + perGpu;
    if (b.kind == PowerBudgetKind::FacilityWall)
        s += ", at the wall x PUE " + fmt(b.pue);
    return s
        + "; a budget is a peak limit, and a fleet may draw its limit in a burst, so the predicted mean power "
          "is shown beside it but not held against it; host, network and cooling beyond the PUE are not counted";
}

} // namespace

BudgetRow holdFleet(const GpuSpec& gpu, long long totalGpus, double meanPowerW, const Workload& w,
                    const PowerBudget& budget)
{
    BudgetRow b;
    if (totalGpus <= 0)
        return b;
    const double pue = budget.kind == PowerBudgetKind::FacilityWall ? budget.pue : 1.0;
    b.feasible = true;
    b.gpuPowerLimitW = gpuPowerLimitW(gpu, w);
    b.peakPowerW = static_cast<double>(totalGpus) * b.gpuPowerLimitW;
    b.peakPowerWallW = b.peakPowerW * pue;
    b.meanPowerW = meanPowerW;
    b.heldPowerW = budget.kind == PowerBudgetKind::FacilityWall ? b.peakPowerWallW : b.peakPowerW;
    b.withinBudget = b.heldPowerW <= budget.limitW;
    b.overBudgetW = b.withinBudget ? 0.0 : b.heldPowerW - budget.limitW;
    b.overBudgetPercent = budget.limitW > 0 ? b.overBudgetW / budget.limitW * 100.0 : 0.0;
    b.headroomW = b.withinBudget ? budget.limitW - b.heldPowerW : 0.0;
    return b;
}

Result<BudgetPlan> budgetPlan(const CapacityPlan& plan, const GpuCatalog& gpus, const Workload& w,
                              const PowerBudget& budget)
{
    if (!std::isfinite(budget.limitW) || budget.limitW <= 0)
        return makeError(ErrorCode::BadValue, {}, 0, "power_budget",
                         "a power budget must be a finite number of watts above 0, not " + fmt(budget.limitW));
    if (!std::isfinite(budget.pue) || budget.pue < 1)
        return makeError(ErrorCode::BadValue, {}, 0, "pue", "a PUE must be at least 1, not " + fmt(budget.pue));
    BudgetPlan out;
    out.budget = budget;
    out.basis = basisText(budget, w);
    for (std::size_t i = 0; i < plan.rows.size(); ++i) {
        const CapacityRow& r = plan.rows[i];
        BudgetRow b;
        const GpuSpec* g = gpus.find(r.gpuId);
        if (r.replicas > 0 && g) {
            b = holdFleet(*g, r.totalGpus, r.fleetPowerW, w, budget);
            // Rows are feasible first by energy per day: the first one within is the best.
            if (b.withinBudget && !out.bestWithinBudgetRow)
                out.bestWithinBudgetRow = i;
            if (!out.smallestPeakRow || b.heldPowerW < out.rows[*out.smallestPeakRow].heldPowerW)
                out.smallestPeakRow = i;
        }
        out.rows.push_back(b);
    }
    if (out.bestWithinBudgetRow)
        out.smallestPeakRow.reset();
    else if (out.smallestPeakRow)
        out.shortfallW = out.rows[*out.smallestPeakRow].overBudgetW;
    return out;
}

} // namespace wattgpu
