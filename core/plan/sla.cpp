#include "core/plan/sla.h"

#include "core/util/text.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace wattgpu {

namespace {

// A TTFT for text: one decimal below 100 ms, whole milliseconds above ("17.7 ms", "812 ms").
std::string ttftText(double ms) { return printfNumber(ms < 100 ? "%.1f" : "%.0f", ms); }

} // namespace

const char* slaConfidenceName(SlaConfidence c) { return c == SlaConfidence::UpperBound ? "upper" : "point"; }

std::optional<SlaConfidence> parseSlaConfidence(const std::string& s)
{
    if (s == "point" || s == "median")
        return SlaConfidence::Point;
    if (s == "upper" || s == "upper-bound" || s == "upper_bound")
        return SlaConfidence::UpperBound;
    return std::nullopt;
}

bool Sla::hasItlLimit() const { return itlMs > 0 && std::isfinite(itlMs); }

bool Sla::hasTtftLimit() const { return ttftMs && *ttftMs > 0 && std::isfinite(*ttftMs); }

std::string slaLimitsName(const SlaLimits& l)
{
    if (l.itl && l.ttft)
        return "itl,ttft";
    return l.itl ? "itl" : l.ttft ? "ttft" : "";
}

double slaTestedItlMs(const Prediction& p, SlaConfidence c)
{
    return c == SlaConfidence::UpperBound ? std::max(p.itlMs, p.itlMsHigh) : p.itlMs;
}

double slaTestedTtftMs(const Prediction& p, SlaConfidence c)
{
    return c == SlaConfidence::UpperBound ? std::max(p.ttftMs, p.ttftMsHigh) : p.ttftMs;
}

SlaLimits slaMisses(const Prediction& p, const Sla& sla)
{
    SlaLimits m;
    // Written as !(x <= limit) so a figure that is not a number misses rather than meets.
    m.itl = sla.hasItlLimit() && !(slaTestedItlMs(p, sla.confidence) <= sla.itlMs);
    m.ttft = sla.hasTtftLimit() && !(slaTestedTtftMs(p, sla.confidence) <= *sla.ttftMs);
    return m;
}

SlaLimits slaRisks(const Prediction& p, const Sla& sla)
{
    SlaLimits r;
    r.itl = sla.hasItlLimit() && p.itlMs <= sla.itlMs && p.itlMsHigh > sla.itlMs;
    r.ttft = sla.hasTtftLimit() && p.ttftMs <= *sla.ttftMs && p.ttftMsHigh > *sla.ttftMs;
    return r;
}

bool slaAtRisk(const Prediction& p, const Sla& sla)
{
    Sla point = sla;
    point.confidence = SlaConfidence::Point;
    return !slaMisses(p, point).any() && slaRisks(p, sla).any();
}

bool slaAtRisk(const Prediction& p, double slaItlMs) { return p.itlMs <= slaItlMs && p.itlMsHigh > slaItlMs; }

std::string slaMissDetail(const Prediction& p, const Sla& sla)
{
    const SlaLimits m = slaMisses(p, sla);
    const bool upper = sla.confidence == SlaConfidence::UpperBound;
    std::string out;
    if (m.itl)
        out = std::string(upper ? "ITL upper bound " : "ITL ") + printfNumber("%.1f", slaTestedItlMs(p, sla.confidence))
            + " ms > SLA " + printfNumber("%.4g", sla.itlMs) + " ms " + itlKindLabel(p.itlMetric);
    if (m.ttft)
        out += std::string(out.empty() ? "" : "; ") + (upper ? "TTFT upper bound " : "TTFT ")
            + ttftText(slaTestedTtftMs(p, sla.confidence)) + " ms > SLA " + printfNumber("%.4g", *sla.ttftMs) + " ms";
    return out;
}

std::string slaText(const Sla& sla, ItlKind metric)
{
    std::string s = printfNumber("%.4g", sla.itlMs) + " ms " + itlKindLabel(metric);
    if (sla.hasTtftLimit())
        s += " and " + printfNumber("%.4g", *sla.ttftMs) + " ms TTFT";
    return s;
}

} // namespace wattgpu
