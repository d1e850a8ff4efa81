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

const char* gpuCountModeName(GpuCountMode m)
{
    switch (m) {
    case GpuCountMode::Auto: return "auto";
    case GpuCountMode::AllCounts: return "all-counts";
    case GpuCountMode::Fixed: return "fixed";
    }
    return "auto";
}

std::optional<std::vector<std::string>> gpuSelection(std::vector<std::string> ids)
{
    if (ids.empty())
        return std::nullopt;
    return ids;
}

} // namespace wattgpu
