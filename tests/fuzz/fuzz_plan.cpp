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
    WATTGPU_FUZZ_CHECK(plan->workload.batch >= 1 && plan->workload.numGpus >= 1, "workload out of range");
    ui::PlanError err2;
    auto again = ui::PlanIo::parse(ui::PlanIo::serialize(*plan), &err2);
    WATTGPU_FUZZ_CHECK(again.has_value(), err2.field.toStdString() + ": " + err2.detail.toStdString());
    WATTGPU_FUZZ_CHECK(*again == *plan, "serialize/parse round trip changed the plan");
    return 0;
}
