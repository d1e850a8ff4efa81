#pragma once
// Inter-token latency definitions (models/docs/PHYSICS.md, "ITL definitions"). A measurement, a
// prediction and an SLA each say which one they are in.
#include <optional>
#include <string_view>

namespace wattgpu {

enum class ItlKind {
    MedianItl,     // median gap between streamed tokens of one request (the default)
    MeanTpot,      // mean over requests of (end-to-end - TTFT) / (tokens - 1): includes prefill stalls
    E2eOverOutput, // batch (or request) latency / output tokens: includes the request's own prefill
};
// "median_itl", "mean_tpot", "e2e_over_output"; an empty string is the default (median_itl).
std::optional<ItlKind> parseItlKind(std::string_view s);
const char* itlKindName(ItlKind k);
// English label for text: "median ITL", "mean TPOT", "end-to-end per token".
const char* itlKindLabel(ItlKind k);

} // namespace wattgpu
