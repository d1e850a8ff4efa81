#include "core/features/itl_metric.h"

namespace wattgpu {

std::optional<ItlKind> parseItlKind(std::string_view s)
{
    if (s == "median_itl" || s.empty())
        return ItlKind::MedianItl;
    if (s == "mean_tpot")
        return ItlKind::MeanTpot;
    if (s == "e2e_over_output")
        return ItlKind::E2eOverOutput;
    if (s == "p90_itl")
        return ItlKind::P90Itl;
    if (s == "p99_itl")
        return ItlKind::P99Itl;
    return std::nullopt;
}

const char* itlKindName(ItlKind k)
{
    switch (k) {
    case ItlKind::MedianItl: return "median_itl";
    case ItlKind::MeanTpot: return "mean_tpot";
    case ItlKind::E2eOverOutput: return "e2e_over_output";
    case ItlKind::P90Itl: return "p90_itl";
    case ItlKind::P99Itl: return "p99_itl";
    }
    return "median_itl";
}

const char* itlKindLabel(ItlKind k)
{
    switch (k) {
    case ItlKind::MedianItl: return "median ITL";
    case ItlKind::MeanTpot: return "mean TPOT";
    case ItlKind::E2eOverOutput: return "end-to-end per token";
    case ItlKind::P90Itl: return "p90 ITL";
    case ItlKind::P99Itl: return "p99 ITL";
    }
    return "median ITL";
}

const char* itlKindChoices() { return "median_itl, mean_tpot, e2e_over_output, p90_itl or p99_itl"; }

} // namespace wattgpu
