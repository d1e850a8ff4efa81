#pragma once
// The one place report numbers are rounded and turned into text. Every format (PDF, HTML, CSV,
// JSON, compare cards) rounds through roundFigure(), so all of them carry identical numbers;
// PDF/HTML print the rounded value with the report's QLocale, CSV/JSON with C-locale digits.
// Also the translated labels ("Report" translation context) the formats share.
#include "core/plan/economics.h"
#include "core/predict/prediction.h"
#include "core/report/report_model.h"

#include <QLocale>
#include <QString>

#include <optional>

namespace wattgpu::report {

enum class Figure {
    Sig3,    // 3 significant digits, never fewer than the integer part: 412, 18.3, 0.0150, 1234
    Percent, // whole percent: 12
    Fixed1,  // one decimal: MdAPE 8.4
    Fixed2,  // two decimals: Pearson r, Kendall tau
    Count,   // integer
};

// Rounded value; nullopt for NaN/inf (printed as a dash).
std::optional<double> roundFigure(double v, Figure f);
std::optional<double> roundFigure(const std::optional<double>& v, Figure f);
// Decimals used to print an already-rounded value.
int figureDecimals(double rounded, Figure f);
// Locale text of roundFigure(v): "1,234", "0.0150", "18,3" (German); a dash when absent.
QString figureText(const std::optional<double>& v, Figure f, const QLocale& locale);
QString figureText(double v, Figure f, const QLocale& locale);
// "+12 %" / "−4 %" / "0 %" from a rounded percent.
// A value the user typed (SLA, prices, PUE) in its own digits, nothing padded: 50, 0.15, 1.2.
QString inputText(double v, const QLocale& locale);
QString percentDeltaText(const std::optional<double>& percent, const QLocale& locale);
// Machine text of a rounded value for CSV: shortest digits that read back to the same double.
QString machineNumber(double rounded);
QString dash();
// English plurals while no translation is loaded: "%n GPU(s)" comes back from translate() as
// "3 GPU(s)"; this makes it "3 GPUs" / "1 GPU". A loaded translation is returned unchanged.
QString numerus(const QString& translated, int n);

// --- translated labels ---
QString objectiveTitle(Objective o);       // "Energy per token"
QString objectiveUnit(Objective o);        // "J/token", "W", "$/1M tokens", "gCO₂/1M tokens"
QString objectiveLowestProse(Objective o); // "the lowest energy per output token"
QString verdictText(GpuVerdict v);
// With "at risk" when a deployment meets the SLA but its ITL interval reaches above it.
QString verdictText(GpuVerdict v, bool atRisk);
// What a row's USD per 1M tokens is made of: "electricity only", "all-in, quoted rate", ...
QString costBasisText(CostBasis b);  // "Winner", "Meets SLA", "Misses SLA", "Does not fit"
QString warningTitle(WarningCode c); // "GPU specs outside the training range"
QString precisionText(Precision p);  // "BF16"
// The ITL definition numbers and SLAs are in (core/features/itl_metric.h).
QString itlMetricName(ItlKind k);        // "median ITL", "mean TPOT", "end-to-end latency per token"
QString itlMetricTitle(ItlKind k);       // "Median ITL", "Mean TPOT", "End-to-end latency per token"
QString itlMetricShort(ItlKind k);       // "median ITL", "mean TPOT", "E2E/token": combos, headers
QString itlMetricDescription(ItlKind k); // one sentence: what the definition includes
// "vLLM 0.11", "TGI", "TensorRT-LLM 0.11": a serving stack as people write it, with the version
// the prediction uses ("vLLM 0.11 (99 requested, never measured)"), never the raw text asked for.
QString stackText(const std::string& engine, const std::string& version);
// "measured (813 runs)" or "predicted": whether the corpus holds runs of this GPU.
QString evidenceText(const Prediction& p, const QLocale& locale);
// "batch 16, prompt 512 tokens, ..." or, in server mode, "2 requests/s per replica (Poisson arrivals), ...".
QString workloadText(const Workload& w, const QLocale& locale, const std::optional<double>& rateRps = std::nullopt,
                     GpuCountMode mode = GpuCountMode::Fixed);
// "batch 16" or "2 req/s".
QString loadText(const Workload& w, const std::optional<double>& rateRps, const QLocale& locale);
QString modelFactsText(const LlmSpec& m, const QLocale& locale);
QString economicsText(const Economics& e, const QLocale& locale); // one paragraph of assumptions
QString dateText(const std::string& isoDate, const QLocale& locale);
QString defaultTitle(const ReportModel& m);      // "GPU recommendation for Llama-3.1-8B-Instruct"
QString shortModelName(const std::string& hfId); // part after the org
// "H100 SXM5 80GB" from "NVIDIA H100 SXM5 80GB": core's wattgpu::shortGpuName, as the GUI shows it.
QString shortGpuName(const std::string& name, const std::string& id);
// A deployment: "2 × H100 SXM5 80GB" (GPUs per replica × short name), as the window's table shows it.
QString deploymentText(const std::string& name, const std::string& id, int numGpus);
// A proven fix in the report's language: "FP8 with 2 GPUs per replica meets the SLA (ITL 22.2 ms)";
// `rateRps` is the plan's rate per replica (server mode), for a lower-rate fix.
QString fixText(const ProvenFix& f, const std::optional<double>& rateRps, const QLocale& locale);
QString evalStrategyText(const std::string& strategy); // "5-fold CV", "Leave one GPU out", ...
QString evalTargetText(const std::string& target);     // "Power", "ITL"
// "For Llama-3.1-8B at batch 16, SLA 50 ms: A30 — the runner-up, H100 NVL, uses 45 % more energy"
// (the percentage on the GPU table's base) or why nothing qualifies.
QString recommendationHeadline(const ReportModel& m, const QLocale& locale);

} // namespace wattgpu::report
