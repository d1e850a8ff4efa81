#include "core/plan/recommendation.h"

namespace wattgpu {

const char* lossReasonName(LossReason r)
{
    switch (r) {
    case LossReason::DoesNotFit: return "does_not_fit";
    case LossReason::MissesSla: return "misses_sla";
    case LossReason::HigherObjective: return "higher_objective";
    case LossReason::Overloaded: return "overloaded";
    case LossReason::NotFinite: return "not_finite";
    case LossReason::Unpriced: return "unpriced";
    }
    return "unknown";
}

const char* fixKindName(FixKind k)
{
    switch (k) {
    case FixKind::MoreGpus: return "more_gpus";
    case FixKind::SmallerBatch: return "smaller_batch";
    case FixKind::LowerRate: return "lower_rate";
    case FixKind::OtherPrecision: return "other_precision";
    }
    return "more_gpus";
}

} // namespace wattgpu
