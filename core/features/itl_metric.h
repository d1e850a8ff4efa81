#pragma once
// Which inter-token latency a measurement (or an SLA) means; the definitions are in
// models/docs/PHYSICS.md ("ITL definitions"). A workload-level notion, so it sits in features/
// and both the corpus (data/) and the feature rows use it.
#include <optional>
#include <string_view>

namespace wattgpu {

enum class ItlKind { MedianItl, MeanTpot, E2eOverOutput };
std::optional<ItlKind> parseItlKind(std::string_view s); // "median_itl" (or empty), "mean_tpot", "e2e_over_output"
const char* itlKindName(ItlKind k);

} // namespace wattgpu
