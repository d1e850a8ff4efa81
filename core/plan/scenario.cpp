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

std::string deploymentKey(const std::string& gpuId, int numGpus, GpuCountMode mode)
{
    return mode == GpuCountMode::AllCounts ? gpuId + '@' + std::to_string(numGpus) : gpuId;
}

std::string gpuIdOfKey(const std::string& key) { return key.substr(0, key.find('@')); }

int gpuCountOfKey(const std::string& key)
{
    const auto at = key.find('@');
    if (at == std::string::npos)
        return 0;
    int n = 0;
    for (std::size_t i = at + 1; i < key.size() && n < 1000; ++i) {
        if (key[i] < '0' || key[i] > '9')
            return 0;
        n = n * 10 + (key[i] - '0');
    }
    return n;
}

bool keyMatches(const std::string& key, const std::string& gpuId, int numGpus)
{
    const auto at = key.find('@');
    if (at == std::string::npos)
        return key == gpuId;
    return key.compare(0, at, gpuId) == 0 && at == gpuId.size() && gpuCountOfKey(key) == numGpus;
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
