#pragma once
// The recommendation in words a customer understands: the winner, how much less energy it uses
// than the runner-up and than the highest-TDP GPU that also meets the SLA, and why the obvious
// choices lost; or, when nothing qualifies, that nothing does and the nearest fix.
#include "ui/models/chart_data.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace wattgpu::ui {

struct RecommendationText {
    bool hasWinner = false;
    QString headline;             // rich text
    QString details;              // rich text: why the others lost
    QString plain;                // headline + details without markup (accessibility, tests, clipboard)
    bool atRisk = false;          // the winner's interval crosses the SLA
    std::optional<ProvenFix> fix; // no winner: the nearest proven fix, which the banner can apply
};

class RecommendationWriter {
    Q_DECLARE_TR_FUNCTIONS(RecommendationWriter)
public:
    static RecommendationText write(const ChartModel& model, const ComputeRequest& request,
                                    const Recommendation& recommendation, int includedCount);
    // With a fleet target: the sentence the headline leads with, the fleet and the per-replica
    // deployment it is built from ("" without one).
    static QString fleetLead(const ChartModel& model);
};

} // namespace wattgpu::ui
