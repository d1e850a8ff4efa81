#include "core/plan/recommender.h"

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
    }
    return "unknown";
}

double objectiveValue(const Prediction& p, Objective o, const Economics& econ)
{
    // kWh per 1M output tokens at the wall (PUE applied): J/token x 1e6 / 3.6e6.
    const double kwhPerMTokens = p.energyPerTokenJ * 1e6 / 3.6e6 * econ.pue;
    switch (o) {
    case Objective::EnergyPerToken: return p.energyPerTokenJ;
    case Objective::MeanPower: return p.powerW;
    case Objective::Cost: return kwhPerMTokens * econ.electricityUsdPerKwh;
    case Objective::Carbon: return kwhPerMTokens * econ.gridGco2PerKwh;
    }
    return p.energyPerTokenJ;
}

} // namespace wattgpu
