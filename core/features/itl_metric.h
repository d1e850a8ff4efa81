#pragma once
// Latency definitions (models/docs/PHYSICS.md, "ITL definitions"). A measurement, a prediction and
// an SLA each say which one they are in. Every one of them follows from the same decode-step and
// prefill model (core/predict/schedule.h): they differ in how the steps that carry other requests'
// prefills, and the request's own prefill, enter the figure.
#include <optional>
#include <string_view>

namespace wattgpu {

enum class ItlKind {
    MedianItl,     // median gap between streamed tokens of one request (the default)
    MeanTpot,      // mean over requests of (end-to-end - TTFT) / (tokens - 1): includes prefill stalls
    E2eOverOutput, // batch (or request) latency / output tokens: includes the request's own prefill
    P90Itl,        // 90th percentile of all inter-token gaps of all requests, pooled
    P99Itl,        // 99th percentile of the same pool
};
// "median_itl", "mean_tpot", "e2e_over_output", "p90_itl", "p99_itl"; an empty string is the
// default (median_itl).
std::optional<ItlKind> parseItlKind(std::string_view s);
const char* itlKindName(ItlKind k);
// English label for text: "median ITL", "mean TPOT", "end-to-end per token", "p90 ITL", "p99 ITL".
const char* itlKindLabel(ItlKind k);
// The accepted names, comma-separated, for messages: "median_itl, mean_tpot, e2e_over_output, p90_itl or p99_itl".
const char* itlKindChoices();
// Every kind, in the order the window and --help list them.
inline constexpr ItlKind kAllItlKinds[] = {ItlKind::MedianItl, ItlKind::MeanTpot, ItlKind::E2eOverOutput,
                                           ItlKind::P90Itl, ItlKind::P99Itl};

} // namespace wattgpu
