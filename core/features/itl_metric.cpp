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
    return std::nullopt;
}

const char* itlKindName(ItlKind k)
{
    switch (k) {
    case ItlKind::MedianItl: return "median_itl";
    case ItlKind::MeanTpot: return "mean_tpot";
    case ItlKind::E2eOverOutput: return "e2e_over_output";
    }
    return "median_itl";
}

const char* itlKindLabel(ItlKind k)
{
    switch (k) {
    case ItlKind::MedianItl: return "median ITL";
    case ItlKind::MeanTpot: return "mean TPOT";
    case ItlKind::E2eOverOutput: return "end-to-end per token";
    }
    return "median ITL";
}

} // namespace wattgpu
