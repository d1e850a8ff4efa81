#include "core/plan/economics.h"

#include "core/plan/recommender.h"

#include <cmath>
#include <limits>

namespace wattgpu {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kSecondsPerHour = 3600.0;

bool finite(double v) { return std::isfinite(v); }

} // namespace

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

} // namespace wattgpu
