#include "core/plan/economics.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace wattgpu {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kSecondsPerHour = 3600.0;

bool finite(double v) { return std::isfinite(v); }

} // namespace

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

double kwhPerMTokens(double energyPerTokenJ, double pue)
{
    if (!finite(energyPerTokenJ) || !finite(pue))
        return kInf;
    return energyPerTokenJ * kTokensPerMTokens / kJoulesPerKwh * pue;
}

double electricityUsdPerMTokens(double energyPerTokenJ, double pue, double usdPerKwh)
{
    const double kwh = kwhPerMTokens(energyPerTokenJ, pue);
    return finite(kwh) && finite(usdPerKwh) ? kwh * usdPerKwh : kInf;
}

double gco2PerMTokens(double energyPerTokenJ, double pue, double gridGco2PerKwh)
{
    const double kwh = kwhPerMTokens(energyPerTokenJ, pue);
    return finite(kwh) && finite(gridGco2PerKwh) ? kwh * gridGco2PerKwh : kInf;
}

double amortisedUsdPerGpuHour(double purchaseUsdPerGpu, double lifetimeYears, double utilisation)
{
    if (!finite(purchaseUsdPerGpu) || !(lifetimeYears > 0) || !(utilisation > 0) || !finite(lifetimeYears))
        return kInf;
    return purchaseUsdPerGpu / (lifetimeYears * kHoursPerYear * utilisation);
}

double hardwareUsdPerMTokens(double usdPerGpuHour, int numGpus, double throughputTokS)
{
    if (!(throughputTokS > 0) || !finite(throughputTokS) || !finite(usdPerGpuHour) || numGpus < 1)
        return kInf;
    return usdPerGpuHour * numGpus / (throughputTokS * kSecondsPerHour) * kTokensPerMTokens;
}

double allInUsdPerMTokens(double electricityUsdPerMTokens, double hardwareUsdPerMTokens)
{
    return electricityUsdPerMTokens + hardwareUsdPerMTokens;
}

std::optional<double> hardwareUsdPerGpuHour(const Economics& econ, const std::string& gpuId)
{
    if (const auto it = econ.usdPerGpuHourByGpu.find(gpuId); it != econ.usdPerGpuHourByGpu.end())
        return it->second;
    if (econ.usdPerGpuHour)
        return *econ.usdPerGpuHour;
    if (econ.gpuPurchaseUsd)
        return amortisedUsdPerGpuHour(*econ.gpuPurchaseUsd, econ.gpuLifetimeYears, econ.gpuUtilisation);
    return std::nullopt;
}

bool hasHardwareCost(const Economics& econ)
{
    return !econ.usdPerGpuHourByGpu.empty() || econ.usdPerGpuHour || econ.gpuPurchaseUsd;
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
