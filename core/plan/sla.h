#pragma once
// An SLA with more than one limit (issue 24): an inter-token latency limit, in the workload's ITL
// definition, and optionally a limit on the time to first token (queueing included). A deployment
// meets the SLA only when every stated limit holds; it is "at risk" when it meets them all at the
// point and the interval of any stated limit reaches above it. The tests here are the one
// definition every verdict reads (recommendation, max sustainable rate, capacity, inventory, power
// cap, fixes); views format what they return and never test a limit of their own.
#include "core/predict/prediction.h"

#include <optional>
#include <string>

namespace wattgpu {

// How a prediction meets the SLA. Point: the predicted figure is at or below each limit.
// UpperBound: the upper end of its interval is (the SLA holds with about 90 % confidence under the
// calibrated interval). Under Point a deployment whose interval crosses a limit is ranked but "at risk".
enum class SlaConfidence { Point, UpperBound };
const char* slaConfidenceName(SlaConfidence c); // "point", "upper"
std::optional<SlaConfidence> parseSlaConfidence(const std::string& s);

struct Sla {
    double itlMs = 50;              // ITL limit, ms, in the workload's ITL definition (<= 0: none, as in `predict`)
    std::optional<double> ttftMs{}; // TTFT limit, ms, queueing included; nullopt = no TTFT limit
    SlaConfidence confidence = SlaConfidence::Point;

    bool hasItlLimit() const;  // itlMs > 0 and finite
    bool hasTtftLimit() const; // ttftMs set, > 0 and finite
    bool any() const { return hasItlLimit() || hasTtftLimit(); }
    bool operator==(const Sla&) const = default;
};

// Which of an SLA's limits a test names: the ones a deployment misses, or the ones whose interval
// crosses (at risk). Views say "misses the TTFT SLA" from it rather than parsing the English detail.
struct SlaLimits {
    bool itl = false;
    bool ttft = false;
    bool any() const { return itl || ttft; }
    bool operator==(const SlaLimits&) const = default;
};
// "itl", "ttft", "itl,ttft" or "" (none): the names JSON and CSV carry.
std::string slaLimitsName(const SlaLimits& l);

// The ITL the SLA is tested against: itlMs (Point) or the interval's upper end (UpperBound), ms.
double slaTestedItlMs(const Prediction& p, SlaConfidence c);
// The TTFT the SLA is tested against: ttftMs (Point) or ttftMsHigh (UpperBound), ms.
double slaTestedTtftMs(const Prediction& p, SlaConfidence c);
// The stated limits the prediction misses, as `sla.confidence` tests them.
SlaLimits slaMisses(const Prediction& p, const Sla& sla);
// The stated limits whose interval's upper end lies above the limit while the point meets it.
SlaLimits slaRisks(const Prediction& p, const Sla& sla);
// Meets every stated limit at the point, and some limit's interval reaches above it.
bool slaAtRisk(const Prediction& p, const Sla& sla);
// The ITL limit alone (older callers): meets it at the point, the ITL interval's upper end above it.
bool slaAtRisk(const Prediction& p, double slaItlMs);
// English, one clause per missed limit, e.g. "ITL 62.1 ms > SLA 50 ms median ITL" and
// "TTFT 812 ms > SLA 500 ms", joined by "; " (the upper bound's figure under UpperBound).
std::string slaMissDetail(const Prediction& p, const Sla& sla);
// "50 ms median ITL" or "50 ms median ITL and 500 ms TTFT": the SLA's limits for text.
std::string slaText(const Sla& sla, ItlKind metric);

} // namespace wattgpu
