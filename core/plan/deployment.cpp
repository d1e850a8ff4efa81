#include "core/plan/deployment.h"

#include <cmath>

namespace wattgpu {

std::vector<int> candidateGpuCounts(const GpuSpec& gpu, GpuCountMode mode, int fixedCount)
{
    if (mode == GpuCountMode::Fixed)
        return {std::max(1, fixedCount)};
    if (gpu.segment == "consumer")
        return {1, 2, 4};
    return {1, 2, 4, 8};
}

bool sustainsRate(double maxRateRps, double rateRps)
{
    if (!std::isfinite(maxRateRps) || !std::isfinite(rateRps) || maxRateRps <= 0 || rateRps <= 0)
        return false;
    return rateRps <= kRateHeadroom * maxRateRps;
}

std::optional<long long> replicasForRate(double fleetRateRps, double maxRateRps)
{
    if (!std::isfinite(maxRateRps) || !std::isfinite(fleetRateRps) || maxRateRps <= 0 || fleetRateRps <= 0)
        return std::nullopt;
    const double n = std::ceil(fleetRateRps / (kRateHeadroom * maxRateRps));
    if (!std::isfinite(n) || n > static_cast<double>(kMaxReplicas))
        return std::nullopt;
    return std::max(1LL, static_cast<long long>(n));
}

std::string deploymentLabel(const GpuSpec& gpu, int numGpus)
{
    return std::to_string(std::max(1, numGpus)) + " \xC3\x97 " + shortGpuName(gpu);
}

} // namespace wattgpu
