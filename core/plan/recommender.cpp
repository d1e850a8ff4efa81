#include "core/plan/recommender.h"

#include "core/plan/economics.h"

#include <cmath>

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
    if (s == "energy" || s == "energy_per_token") return Objective::EnergyPerToken;
    if (s == "power" || s == "mean_power") return Objective::MeanPower;
    if (s == "cost") return Objective::Cost;
    if (s == "carbon" || s == "co2") return Objective::Carbon;
    return std::nullopt;
}

const char* lossReasonName(LossReason r)
{
    switch (r) {
    case LossReason::DoesNotFit: return "does_not_fit";
    case LossReason::MissesSla: return "misses_sla";
    case LossReason::HigherObjective: return "higher_objective";
    case LossReason::Overloaded: return "overloaded";
    }
    return "unknown";
}

double objectiveValue(const Prediction& p, Objective o, const Economics& econ)
{
    switch (o) {
    case Objective::EnergyPerToken: return p.energyPerTokenJ;
    case Objective::MeanPower: return p.powerW;
    case Objective::Cost: {
        const double electricity = electricityUsdPerMTokens(p.energyPerTokenJ, econ.pue, econ.electricityUsdPerKwh);
        const auto rate = hardwareUsdPerGpuHour(econ, p.gpuId);
        if (!rate)
            return electricity;
        return allInUsdPerMTokens(electricity, hardwareUsdPerMTokens(*rate, p.numGpus, p.throughputTokS));
    }
    case Objective::Carbon: return gco2PerMTokens(p.energyPerTokenJ, econ.pue, econ.gridGco2PerKwh);
    }
    return p.energyPerTokenJ;
}

} // namespace wattgpu
