#pragma once
// Turns core codes and numbers into translated, rounded text. The only place that knows how a
// W, ms or J/token value is shown to a person.
#include "core/catalog/gpu.h"
#include "core/catalog/llm.h"
#include "core/features/workload.h"
#include "core/plan/outcome.h"
#include "core/plan/recommender.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace wattgpu::ui {

class DisplayText {
    Q_DECLARE_TR_FUNCTIONS(DisplayText)
public:
    // "H100 SXM5 80GB" from "NVIDIA H100 SXM5 80GB": vendor and marketing words dropped.
    static QString shortGpuName(const GpuSpec& gpu);
    // A deployment: "2 × H100 SXM5" (GPUs per replica × the GPU's short name).
    static QString deploymentName(const GpuSpec& gpu, int numGpus);
    static QString deploymentName(const QString& shortGpuName, int numGpus);
    static QString shortLlmName(const LlmSpec& llm); // part after the org

    // Rounded for reading: 3 significant digits, never more than 3 decimals.
    static QString number(double v, int significant = 3);
    static QString withUnit(double v, const QString& unit, int significant = 3);
    // "312 W (280–350)"
    static QString withInterval(double v, double lo, double hi, const QString& unit, int significant = 3);
    // "312 (280–350)": for cells whose column header carries the unit.
    static QString interval(double v, double lo, double hi, int significant = 3);
    static QString bytes(double bytes);     // "16.1 GB", "128 KiB"
    static QString params(double billions); // "8.03 B"

    static QString precision(Precision p);
    static QString objective(Objective o);      // "Energy per token"
    static QString objectiveShort(Objective o); // "energy", "power"
    static QString objectiveUnit(Objective o);  // "J/token", "W"
    static QString objectiveValue(Objective o, double v);

    static QString warning(const Warning& w);
    // A prediction's warnings as translated titles, each kind once (the engine's details are
    // English and stay in the table's Flags tooltip).
    static QStringList warningTitles(const Prediction& p);
    static QString itlMetric(ItlKind k);          // "median ITL"
    static QString itlMetricTitle(ItlKind k);     // "Median ITL"
    static QString stack(const ServingStack& s);  // "vLLM 0.11"
    static QString evidence(const Prediction& p); // "measured (813 runs)" / "predicted"
    static QString lossReason(const ExcludedGpu& ex, double slaItlMs);
    // The same for a plan outcome's row that is not ranked (core/plan/outcome.h).
    static QString lossReason(const DeploymentRow& row, double slaItlMs);
    // A proven fix (core/plan/recommender.h) in words; rateRps: the scenario's rate (server mode).
    static QString fix(const ProvenFix& fix, std::optional<double> rateRps);
    static QString notFitting(const Prediction& p);
};

} // namespace wattgpu::ui
