// The GUI's .wattgpu plan reader (ui/models/plan.cpp, QtCore only). Invariants: an accepted
// plan is inside the reader's ranges and serialize() -> parse() gives the same plan.
#include "tests/fuzz/fuzz_common.h"
#include "ui/models/plan.h"

#include <QByteArray>

using namespace wattgpu;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    ui::PlanError err;
    auto plan = ui::PlanIo::parse(bytes, &err);
    if (!plan) {
        (void)ui::PlanIo::readMessage(err, QStringLiteral("fuzz.wattgpu"));
        return 0;
    }
    // Every accepted value is inside the one table of limits the CLI and the window's controls use
    // (core/features/workload.h): a plan is never opened showing one value and computing another.
    using L = WorkloadLimits;
    const Workload& w = plan->workload;
    WATTGPU_FUZZ_CHECK(w.batch >= L::minBatch && w.batch <= L::maxBatch, "workload.batch outside the limits");
    WATTGPU_FUZZ_CHECK(w.promptLen >= L::minPromptLen && w.promptLen <= L::maxPromptLen,
                       "workload.promptLen outside the limits");
    WATTGPU_FUZZ_CHECK(w.outputLen >= L::minOutputLen && w.outputLen <= L::maxOutputLen,
                       "workload.outputLen outside the limits");
    WATTGPU_FUZZ_CHECK(w.numGpus >= L::minGpus && w.numGpus <= L::maxGpus, "workload.numGpus outside the limits");
    WATTGPU_FUZZ_CHECK(!w.powerLimitW || (*w.powerLimitW >= L::minPowerLimitW && *w.powerLimitW <= L::maxPowerLimitW),
                       "workload.powerLimitW outside the limits");
    WATTGPU_FUZZ_CHECK(plan->slaItlMs >= L::minSlaItlMs && plan->slaItlMs <= L::maxSlaItlMs,
                       "slaItlMs outside the limits");
    if (const auto rate = plan->rateRps())
        WATTGPU_FUZZ_CHECK(*rate >= L::minRateRps && *rate <= L::maxRateRps, "rateRps outside the limits");
    ui::PlanError err2;
    auto again = ui::PlanIo::parse(ui::PlanIo::serialize(*plan), &err2);
    WATTGPU_FUZZ_CHECK(again.has_value(), err2.field.toStdString() + ": " + err2.detail.toStdString());
    WATTGPU_FUZZ_CHECK(*again == *plan, "serialize/parse round trip changed the plan");
    return 0;
}
