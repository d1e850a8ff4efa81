#include "core/plan/scenario.h"

namespace wattgpu {

std::optional<double> requestRateRps(const Load& load)
{
    if (const auto* rate = std::get_if<RequestRate>(&load))
        return rate->rps;
    return std::nullopt;
}

Load loadFromRate(std::optional<double> rps)
{
    if (rps)
        return RequestRate{*rps};
    return FixedConcurrency{};
}

std::optional<std::vector<std::string>> gpuSelection(std::vector<std::string> ids)
{
    if (ids.empty())
        return std::nullopt;
    return ids;
}

} // namespace wattgpu
