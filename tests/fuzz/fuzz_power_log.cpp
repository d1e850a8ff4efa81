// Power logs (parsePowerLog, core/data/power_log.h: nvidia-smi CSV, DCGM exporter scrapes,
// amd-smi/rocm-smi CSV) and their summary over a window. Invariants: samples within the limit,
// finite and inside [0, 5000] W; skipped lines carry a line and reason; the summary's total is the
// sum of its per-GPU means, each inside the samples' range.
#include "core/data/power_log.h"
#include "tests/fuzz/fuzz_common.h"

#include <cmath>

using namespace wattgpu;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string_view text = fuzz::asText(data, size);
    TimeBase base = TimeBase::None;
    if (const auto t = parseTimestamp(text.substr(0, 64), &base))
        WATTGPU_FUZZ_CHECK(std::isfinite(*t) && base != TimeBase::None, "timestamp not finite");
    auto log = parsePowerLog(text, "power.log", 512);
    if (!log)
        return 0;
    WATTGPU_FUZZ_CHECK(!log->samples.empty() && log->samples.size() <= 512, "sample count outside the limit");
    double lo = kMaxPowerSampleW, hi = 0;
    for (const auto& s : log->samples) {
        WATTGPU_FUZZ_CHECK(std::isfinite(s.watts) && s.watts >= 0 && s.watts <= kMaxPowerSampleW,
                           "sample out of range");
        WATTGPU_FUZZ_CHECK(!s.time || std::isfinite(*s.time), "sample time not finite");
        lo = std::min(lo, s.watts);
        hi = std::max(hi, s.watts);
    }
    for (const auto& r : log->skipped)
        WATTGPU_FUZZ_CHECK(r.line > 0 && !r.field.empty() && !r.reason.empty(), "skipped line without a reason");
    for (const TimeWindow& w : {TimeWindow{}, TimeWindow{log->timeBase, 0, 4e9}}) {
        auto s = summarizePower(*log, w);
        if (!s)
            continue;
        double sum = 0;
        for (const auto& [gpu, mean] : s->perGpuW) {
            WATTGPU_FUZZ_CHECK(mean >= lo - 1e-9 && mean <= hi + 1e-9, "a GPU's mean outside its samples");
            sum += mean;
        }
        WATTGPU_FUZZ_CHECK(std::fabs(sum - s->totalW) <= 1e-6 * std::max(1.0, sum), "total is not the sum");
    }
    return 0;
}
