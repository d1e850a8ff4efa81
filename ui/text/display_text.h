#pragma once
// Turns core codes and numbers into translated, rounded text. The only place that knows how a
// W, ms or J/token value is shown to a person.
#include "core/catalog/gpu.h"
#include "core/catalog/llm.h"
#include "core/features/workload.h"
#include "core/plan/outcome.h"
#include "core/plan/recommendation.h"

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
    // A deployment's name with the out-of-distribution mark when `outOfDistribution`: "H100 SXM5 ⚠".
    // Wherever the window names a deployment beside its figures (table, chart labels, tooltips).
    static QString oodMarked(const QString& name, bool outOfDistribution);

    // Rounded for reading: 3 significant digits, never more than 3 decimals.
    static QString number(double v, int significant = 3);
    // A count (tokens, sequences, GPUs) whole, grouped in the locale's style: "10,000", es "10.000".
    static QString count(qint64 n);
    static QString withUnit(double v, const QString& unit, int significant = 3);
    // "312 W (280–350)"
    static QString withInterval(double v, double lo, double hi, const QString& unit, int significant = 3);
    // "312 (280–350)": for cells whose column header carries the unit.
    static QString interval(double v, double lo, double hi, int significant = 3);
    static QString bytes(double bytes);     // "16.1 GB", "128 KiB"
    static QString params(double billions); // "8.03 B"

    static QString precision(Precision p);
    static QString kvCacheDtype(KvCacheDtype d); // "auto (16-bit)", "FP8"
    static QString objective(Objective o);       // "Energy per token"
    static QString objectiveShort(Objective o);  // "energy", "power"
    // The objective inside a sentence ("line: its energy per token"): its own words per language,
    // never objective() lower-cased (German nouns keep their capital: "Energie pro Token").
    static QString objectiveInSentence(Objective o);
    static QString objectiveUnit(Objective o); // "J/token", "W"
    static QString objectiveValue(Objective o, double v);

    static QString warning(const Warning& w);
    // A prediction's warnings as translated titles, each kind once (the engine's details are
    // English and stay in the table's Flags tooltip).
    static QStringList warningTitles(const Prediction& p);
    static QString itlMetric(ItlKind k);          // "median ITL"
    static QString itlMetricTitle(ItlKind k);     // "Median ITL"
    static QString stack(const ServingStack& s);  // "vLLM 0.11"
    static QString evidence(const Prediction& p); // "measured (813 runs)" / "predicted"
    // Why a deployment lost, for the SLA the plan states (its limits and confidence).
    static QString lossReason(const ExcludedGpu& ex, const Sla& sla);
    // The same for a plan outcome's row that is not ranked (core/plan/outcome.h).
    static QString lossReason(const DeploymentRow& row, const Sla& sla);
    // The limits a deployment misses, each with the figure tested against it: "ITL 62.1 ms > SLA
    // 50 ms", "TTFT 812 ms > SLA 500 ms", both joined; the ITL's when `missed` names none.
    static QString slaMisses(const Prediction& p, const SlaLimits& missed, const Sla& sla);
    // The limits whose interval reaches above them (at risk): "the ITL interval reaches 12 ms, above
    // the SLA", "the TTFT interval reaches 950 ms, above the TTFT SLA"; the ITL's when `risks` names none.
    static QString slaRisks(const Prediction& p, const SlaLimits& risks);
    static QString slaRisks(double itlMsHigh, double ttftMsHigh, const SlaLimits& risks);
    // The SLA's limits by name: "50 ms ITL", or "50 ms ITL and 500 ms TTFT".
    static QString slaName(double slaItlMs, std::optional<double> slaTtftMs);
    // A proven fix (core/plan/recommendation.h) in words; rateRps: the scenario's rate (server mode).
    static QString fix(const ProvenFix& fix, std::optional<double> rateRps);
    static QString notFitting(const Prediction& p);
};

} // namespace wattgpu::ui
