#include "core/plan/recommender.h"

#include "core/plan/economics.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace wattgpu {

const char* objectiveName(Objective o)
{
    switch (o) {
    case Objective::EnergyPerToken: return "energy";
    case Objective::MeanPower: return "power";
    case Objective::Cost: return "cost";
    case Objective::Carbon: return "carbon";
    }
    return "energy";
}

std::optional<Objective> parseObjective(const std::string& s)
{
    if (s == "energy" || s == "energy_per_token")
        return Objective::EnergyPerToken;
    if (s == "power" || s == "mean_power")
        return Objective::MeanPower;
    if (s == "cost")
        return Objective::Cost;
    if (s == "carbon" || s == "co2")
        return Objective::Carbon;
    return std::nullopt;
}

const char* lossReasonName(LossReason r)
{
    switch (r) {
    case LossReason::DoesNotFit: return "does_not_fit";
    case LossReason::MissesSla: return "misses_sla";
    case LossReason::HigherObjective: return "higher_objective";
    case LossReason::Overloaded: return "overloaded";
    case LossReason::NotFinite: return "not_finite";
    case LossReason::Unpriced: return "unpriced";
    }
    return "unknown";
}

const char* costBasisName(CostBasis b)
{
    switch (b) {
    case CostBasis::Electricity: return "electricity";
    case CostBasis::Quote: return "quote";
    case CostBasis::FlatRate: return "flat_rate";
    case CostBasis::Purchase: return "purchase";
    case CostBasis::Unpriced: return "unpriced";
    }
    return "electricity";
}

CostBasis costBasis(const Economics& econ, const std::string& gpuId)
{
    if (econ.usdPerGpuHourByGpu.count(gpuId))
        return CostBasis::Quote;
    if (econ.usdPerGpuHour)
        return CostBasis::FlatRate;
    if (econ.gpuPurchaseUsd)
        return CostBasis::Purchase;
    return econ.usdPerGpuHourByGpu.empty() ? CostBasis::Electricity : CostBasis::Unpriced;
}

double objectiveValue(const Prediction& p, Objective o, const Economics& econ)
{
    switch (o) {
    case Objective::EnergyPerToken: return p.energyPerTokenJ;
    case Objective::MeanPower: return p.powerW;
    case Objective::Cost: {
        const double electricity = electricityUsdPerMTokens(p.energyPerTokenJ, econ.pue, econ.electricityUsdPerKwh);
        if (costBasis(econ, p.gpuId) == CostBasis::Unpriced)
            return std::numeric_limits<double>::infinity();
        const auto rate = hardwareUsdPerGpuHour(econ, p.gpuId);
        if (!rate)
            return electricity;
        return allInUsdPerMTokens(electricity, hardwareUsdPerMTokens(*rate, p.numGpus, p.throughputTokS));
    }
    case Objective::Carbon: return gco2PerMTokens(p.energyPerTokenJ, econ.pue, econ.gridGco2PerKwh);
    }
    return p.energyPerTokenJ;
}

ObjectiveInterval objectiveInterval(const Prediction& p, Objective o, const Economics& econ)
{
    // One end of the interval: energy at its bound and, in batch mode, the ITL bound that goes
    // with it (a low energy per token comes with a short step, hence a high throughput).
    const auto atBound = [&](double energyJ, double itlMs) {
        Prediction q = p;
        q.energyPerTokenJ = energyJ;
        if (!p.server && itlMs > 0 && p.itlMs > 0)
            q.throughputTokS = p.throughputTokS * p.itlMs / itlMs;
        return objectiveValue(q, o, econ);
    };
    switch (o) {
    case Objective::EnergyPerToken: return {p.energyPerTokenJLow, p.energyPerTokenJHigh};
    case Objective::MeanPower: return {p.powerWLow, p.powerWHigh};
    case Objective::Cost:
    case Objective::Carbon: {
        const double a = atBound(p.energyPerTokenJLow, p.itlMsLow);
        const double b = atBound(p.energyPerTokenJHigh, p.itlMsHigh);
        return {std::min(a, b), std::max(a, b)};
    }
    }
    return {p.energyPerTokenJLow, p.energyPerTokenJHigh};
}

} // namespace wattgpu

namespace wattgpu {

const char* fixKindName(FixKind k)
{
    switch (k) {
    case FixKind::MoreGpus: return "more_gpus";
    case FixKind::SmallerBatch: return "smaller_batch";
    case FixKind::LowerRate: return "lower_rate";
    case FixKind::OtherPrecision: return "other_precision";
    }
    return "more_gpus";
}

} // namespace wattgpu
