#include "app/lib/report/report_format.h"

#include "app/lib/report/report_fleet.h"

#include "app/lib/report/report_latency.h"
#include "core/catalog/catalog.h"
#include "core/features/stack.h"
#include "core/util/text.h"

#include <QCoreApplication>
#include <QDate>

#include <algorithm>
#include <charconv>
#include <cmath>

namespace wattgpu::report {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

int sig3Decimals(double v)
{
    const double a = std::fabs(v);
    if (a == 0)
        return 0;
    const int magnitude = static_cast<int>(std::floor(std::log10(a)));
    return std::clamp(2 - magnitude, 0, 8);
}

double roundTo(double v, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(v * scale) / scale;
}

} // namespace

std::optional<double> roundFigure(double v, Figure f)
{
    if (!std::isfinite(v))
        return std::nullopt;
    double r = 0;
    switch (f) {
    case Figure::Sig3: {
        r = roundTo(v, sig3Decimals(v));
        // 0.09996 rounds to 0.1: re-round at the new magnitude so the value has exactly the
        // digits printed.
        r = roundTo(r, sig3Decimals(r));
        break;
    }
    case Figure::Percent:
    case Figure::Count: r = std::round(v); break;
    case Figure::Fixed1: r = roundTo(v, 1); break;
    case Figure::Fixed2: r = roundTo(v, 2); break;
    }
    return r == 0 ? 0.0 : r; // no "-0"
}

std::optional<double> roundFigure(const std::optional<double>& v, Figure f)
{
    return v ? roundFigure(*v, f) : std::nullopt;
}

int figureDecimals(double rounded, Figure f)
{
    switch (f) {
    case Figure::Sig3: return sig3Decimals(rounded);
    case Figure::Percent:
    case Figure::Count: return 0;
    case Figure::Fixed1: return 1;
    case Figure::Fixed2: return 2;
    }
    return 0;
}

QString numerus(const QString& translated, int n)
{
    QString s = translated;
    return s.replace(QLatin1String("(s)"), n == 1 ? QString() : QStringLiteral("s"));
}

QString dash() { return QStringLiteral("\u2013"); }

QString figureText(const std::optional<double>& v, Figure f, const QLocale& locale)
{
    const auto r = roundFigure(v, f);
    if (!r)
        return dash();
    return locale.toString(*r, 'f', figureDecimals(*r, f));
}

QString figureText(double v, Figure f, const QLocale& locale)
{
    return figureText(std::optional<double>(v), f, locale);
}

QString inputText(double v, const QLocale& locale)
{
    if (!std::isfinite(v))
        return dash();
    return locale.toString(v, 'f', QLocale::FloatingPointShortest);
}

QString percentDeltaText(const std::optional<double>& percent, const QLocale& locale)
{
    const auto r = roundFigure(percent, Figure::Percent);
    if (!r)
        return dash();
    const QString digits = locale.toString(std::fabs(*r), 'f', 0);
    const QString sign = *r > 0 ? locale.positiveSign() : *r < 0 ? locale.negativeSign() : QString();
    return QCoreApplication::translate("Report", "%1%2\u00a0%", "signed percent, e.g. +12 %").arg(sign, digits);
}

QString machineNumber(double rounded)
{
    if (!std::isfinite(rounded))
        return QString();
    char buf[64];
    const auto res = std::to_chars(buf, buf + sizeof buf, rounded);
    return QString::fromLatin1(buf, static_cast<int>(res.ptr - buf));
}

QString objectiveTitle(Objective o)
{
    switch (o) {
    case Objective::EnergyPerToken: return QCoreApplication::translate("Report", "Energy per token");
    case Objective::MeanPower: return QCoreApplication::translate("Report", "Mean power");
    case Objective::Cost: return QCoreApplication::translate("Report", "Cost per 1M tokens");
    case Objective::Carbon: return QCoreApplication::translate("Report", "CO₂ per 1M tokens");
    }
    return {};
}

QString objectiveUnit(Objective o)
{
    switch (o) {
    case Objective::EnergyPerToken: return QCoreApplication::translate("Report", "J/token");
    case Objective::MeanPower: return QCoreApplication::translate("Report", "W");
    case Objective::Cost: return QCoreApplication::translate("Report", "$/1M tokens");
    case Objective::Carbon: return QCoreApplication::translate("Report", "gCO₂/1M tokens");
    }
    return {};
}

QString objectiveLowestProse(Objective o)
{
    switch (o) {
    case Objective::EnergyPerToken: return QCoreApplication::translate("Report", "the lowest energy per output token");
    case Objective::MeanPower: return QCoreApplication::translate("Report", "the lowest mean power");
    case Objective::Cost: return QCoreApplication::translate("Report", "the lowest cost per output token");
    case Objective::Carbon: return QCoreApplication::translate("Report", "the lowest CO₂ per output token");
    }
    return {};
}

QString verdictText(GpuVerdict v)
{
    switch (v) {
    case GpuVerdict::Winner: return QCoreApplication::translate("Report", "Best");
    case GpuVerdict::MeetsSla: return QCoreApplication::translate("Report", "Meets SLA");
    case GpuVerdict::MissesSla: return QCoreApplication::translate("Report", "Misses SLA");
    case GpuVerdict::DoesNotFit: return QCoreApplication::translate("Report", "Does not fit");
    case GpuVerdict::Overloaded: return QCoreApplication::translate("Report", "Overloaded");
    case GpuVerdict::Unpriced: return QCoreApplication::translate("Report", "No hardware price");
    case GpuVerdict::NotCompared: return QCoreApplication::translate("Report", "Not compared");
    }
    return {};
}

QString verdictText(GpuVerdict v, bool atRisk)
{
    if (!atRisk)
        return verdictText(v);
    return v == GpuVerdict::Winner ? QCoreApplication::translate("Report", "Best, at risk")
                                   : QCoreApplication::translate("Report", "Meets SLA, at risk");
}

QString costBasisText(CostBasis b)
{
    switch (b) {
    case CostBasis::Electricity: return QCoreApplication::translate("Report", "electricity only");
    case CostBasis::Quote: return QCoreApplication::translate("Report", "all-in, quoted rate");
    case CostBasis::FlatRate: return QCoreApplication::translate("Report", "all-in, default rate");
    case CostBasis::Purchase: return QCoreApplication::translate("Report", "all-in, amortised purchase");
    case CostBasis::Unpriced: return QCoreApplication::translate("Report", "electricity only, no hardware price");
    }
    return {};
}

QString warningTitle(WarningCode c)
{
    switch (c) {
    case WarningCode::MoeModel:
        return QCoreApplication::translate("Report", "Mixture-of-experts model: little training data, wider error");
    case WarningCode::QuantizedModel:
        return QCoreApplication::translate("Report", "Quantized weights (FP8/MXFP4): little training data");
    case WarningCode::SsmOrHybrid:
        return QCoreApplication::translate("Report",
                                           "State-space or hybrid model: the KV-cache model applies only in part");
    case WarningCode::MissingGpuSpec:
        return QCoreApplication::translate("Report", "A GPU spec is missing; an estimate was used");
    case WarningCode::GpuOutOfRange:
        return QCoreApplication::translate("Report", "GPU specs outside the training GPUs' range");
    case WarningCode::LlmOutOfRange:
        return QCoreApplication::translate("Report", "LLM size outside the training range");
    case WarningCode::WorkloadOutOfRange:
        return QCoreApplication::translate("Report", "Workload (batch, context, GPU count) outside the training range");
    case WarningCode::PrecisionFallback:
        return QCoreApplication::translate("Report",
                                           "Precision not native on the GPU; predicted at a fallback precision");
    case WarningCode::DoesNotFit:
        return QCoreApplication::translate("Report", "Weights and KV cache exceed GPU memory");
    case WarningCode::PowerLimitClamped:
        return QCoreApplication::translate("Report", "Power limit outside the GPU's range; clamped");
    case WarningCode::CustomGpu: return QCoreApplication::translate("Report", "User-defined GPU");
    case WarningCode::AnnouncedGpu:
        return QCoreApplication::translate("Report", "Announced GPU: the vendor's preliminary figures, never measured");
    case WarningCode::StackNearestMatch:
        return QCoreApplication::translate("Report",
                                           "Serving-stack version not measured; the nearest measured stack is used");
    case WarningCode::StackUnmeasured:
        return QCoreApplication::translate("Report", "This serving stack was never measured on this GPU vendor");
    case WarningCode::PowerCapThrottled:
        return QCoreApplication::translate("Report", "Power cap lowers clocks: slower steps predicted");
    case WarningCode::PowerCapBelowMeasured:
        return QCoreApplication::translate("Report", "Power cap far below any measured cap");
    case WarningCode::IntervalUncalibrated:
        return QCoreApplication::translate("Report", "Interval not calibrated: too little held-out data");
    case WarningCode::NotRunnable:
        return QCoreApplication::translate("Report", "No serving engine can run this deployment");
    case WarningCode::BackendUnmeasured:
        return QCoreApplication::translate(
            "Report", "No GPU of this vendor backend was measured: efficiency and interval extrapolated");
    case WarningCode::Overloaded:
        return QCoreApplication::translate(
            "Report", "Overloaded: the rate exceeds what one replica serves; figures at saturation");
    case WarningCode::SpeculativeUnmeasured:
        return QCoreApplication::translate("Report",
                                           "Speculative decoding never measured: its gain comes from the step physics");
    case WarningCode::MultiNode:
        return QCoreApplication::translate("Report",
                                           "Replica over several nodes: the link between nodes carries its "
                                           "collectives");
    case WarningCode::DisaggregatedUnmeasured:
        return QCoreApplication::translate("Report",
                                           "Disaggregated prefill and decode never measured: each pool from "
                                           "aggregated runs, plus the KV transfer");
    case WarningCode::StackVersionUnknown:
        return QCoreApplication::translate(
            "Report", "Engine version not given: predicted across its measured releases, with a wider interval");
    }
    return {};
}

namespace {

// The texts of one ITL definition, untranslated (lupdate reads them here; "Report" context).
struct ItlTexts {
    const char* name;
    const char* title;
    const char* shortName;
    const char* description;
};

const ItlTexts* itlTexts(ItlKind k)
{
    static const ItlTexts median{
        .name = QT_TRANSLATE_NOOP("Report", "median ITL"),
        .title = QT_TRANSLATE_NOOP("Report", "Median ITL"),
        .shortName = QT_TRANSLATE_NOOP("Report", "median ITL"),
        .description = QT_TRANSLATE_NOOP("Report",
                                         "Median gap between two streamed tokens of one request (prefill "
                                         "stalls excluded)"),
    };
    static const ItlTexts tpot{
        .name = QT_TRANSLATE_NOOP("Report", "mean TPOT"),
        .title = QT_TRANSLATE_NOOP("Report", "Mean TPOT"),
        .shortName = QT_TRANSLATE_NOOP("Report", "mean TPOT"),
        .description = QT_TRANSLATE_NOOP("Report",
                                         "Mean time per output token after the first, over requests "
                                         "(includes stalls for other requests' prefill)"),
    };
    static const ItlTexts e2e{
        .name = QT_TRANSLATE_NOOP("Report", "end-to-end latency per token"),
        .title = QT_TRANSLATE_NOOP("Report", "End-to-end latency per token"),
        .shortName = QT_TRANSLATE_NOOP("Report", "E2E/token"),
        .description = QT_TRANSLATE_NOOP("Report",
                                         "Whole request latency divided by its output tokens (includes "
                                         "its own prefill)"),
    };
    static const ItlTexts p90{
        .name = QT_TRANSLATE_NOOP("Report", "p90 ITL"),
        .title = QT_TRANSLATE_NOOP("Report", "p90 ITL"),
        .shortName = QT_TRANSLATE_NOOP("Report", "p90 ITL"),
        .description = QT_TRANSLATE_NOOP("Report",
                                         "90th percentile of all gaps between streamed tokens of all requests "
                                         "(includes steps that carry other requests' prompts)"),
    };
    static const ItlTexts p99{
        .name = QT_TRANSLATE_NOOP("Report", "p99 ITL"),
        .title = QT_TRANSLATE_NOOP("Report", "p99 ITL"),
        .shortName = QT_TRANSLATE_NOOP("Report", "p99 ITL"),
        .description = QT_TRANSLATE_NOOP("Report",
                                         "99th percentile of all gaps between streamed tokens of all requests "
                                         "(includes steps that carry other requests' prompts)"),
    };
    switch (k) {
    case ItlKind::MedianItl: return &median;
    case ItlKind::MeanTpot: return &tpot;
    case ItlKind::E2eOverOutput: return &e2e;
    case ItlKind::P90Itl: return &p90;
    case ItlKind::P99Itl: return &p99;
    }
    return nullptr;
}

QString itlText(ItlKind k, const char* ItlTexts::*field)
{
    const ItlTexts* t = itlTexts(k);
    return t ? QCoreApplication::translate("Report", t->*field) : QString();
}

} // namespace

QString itlMetricName(ItlKind k) { return itlText(k, &ItlTexts::name); }

QString itlMetricTitle(ItlKind k) { return itlText(k, &ItlTexts::title); }

QString itlMetricShort(ItlKind k) { return itlText(k, &ItlTexts::shortName); }

QString itlMetricDescription(ItlKind k) { return itlText(k, &ItlTexts::description); }

QString stackText(const std::string& engine, const std::string& version)
{
    static const std::pair<const char*, const char*> names[] = {
        {"vllm", "vLLM"},
        {"tgi", "TGI"},
        {"hf-transformers", "HF Transformers"},
        {"tensorrt-llm", "TensorRT-LLM"},
        {"deepspeed-mii", "DeepSpeed-MII"},
    };
    // The version the prediction uses, never the text asked for: a version never measured shows
    // the nearest measured one it was predicted as, and the one requested (canonical) after it.
    const auto r = resolveStack(ServingStack{engine, version});
    const std::string id = r ? r->engine : engine;
    QString name = r ? q(id) : q(printable(engine, kMaxEngineNameBytes));
    for (const auto& [known, shown] : names)
        if (id == known)
            name = QString::fromLatin1(shown);
    const std::string used = r ? r->version : engineVersionUsed(ServingStack{engine, version});
    QString out = used.empty() ? name : name + QLatin1Char(' ') + q(used);
    if (r && r->nearestMatch && !r->requested.empty())
        out += QStringLiteral(" (")
            + QCoreApplication::translate("Report", "%1 requested, never measured").arg(q(r->requested))
            + QLatin1Char(')');
    return out;
}

QString evidenceText(const Prediction& p, const QLocale& locale)
{
    if (!p.measuredGpu)
        return QCoreApplication::translate("Report", "predicted");
    return numerus(QCoreApplication::translate("Report", "measured (%n run(s))", nullptr, p.measuredRuns),
                   p.measuredRuns)
        .replace(QString::number(p.measuredRuns), locale.toString(p.measuredRuns));
}

QString precisionText(Precision p)
{
    switch (p) {
    case Precision::BF16: return QStringLiteral("BF16");
    case Precision::FP16: return QStringLiteral("FP16");
    case Precision::FP8: return QStringLiteral("FP8");
    case Precision::MXFP4: return QStringLiteral("MXFP4");
    }
    return {};
}

QString loadText(const Workload& w, const std::optional<double>& rateRps, const QLocale& locale)
{
    if (rateRps)
        return QCoreApplication::translate("Report", "%1 req/s").arg(inputText(*rateRps, locale));
    return QCoreApplication::translate("Report", "batch %1").arg(locale.toString(w.batch));
}

QString workloadText(const Workload& w, const QLocale& locale, const std::optional<double>& rateRps, GpuCountMode mode)
{
    QString s = rateRps ? QCoreApplication::translate("Report", "%1 requests/s per replica (Poisson arrivals)")
                              .arg(inputText(*rateRps, locale))
                        : QCoreApplication::translate("Report", "batch %1").arg(locale.toString(w.batch));
    const QString counts = mode == GpuCountMode::Auto
        ? QCoreApplication::translate("Report",
                                      ", prompt %1 tokens, output %2 tokens, %3, GPUs per replica chosen "
                                      "per GPU type (1, 2, 4 or 8), %4")
        : mode == GpuCountMode::AllCounts
        ? QCoreApplication::translate("Report",
                                      ", prompt %1 tokens, output %2 tokens, %3, every GPU count (1, 2, 4, 8), %4")
        : numerus(QCoreApplication::translate("Report",
                                              ", prompt %1 tokens, output %2 tokens, %3, %n GPU(s) per replica, %4",
                                              nullptr, w.numGpus),
                  w.numGpus);
    s += counts.arg(locale.toString(w.promptLen), locale.toString(w.outputLen), precisionText(w.precision),
                    stackText(w.stack.engine, w.stack.version));
    if (w.powerLimitW)
        s += QCoreApplication::translate("Report", ", power cap %1 W per GPU").arg(inputText(*w.powerLimitW, locale));
    return s;
}

QString modelFactsText(const LlmSpec& m, const QLocale& locale)
{
    QString params;
    if (m.isMoe)
        params = QCoreApplication::translate(
                     "Report", "%1 B parameters, %2 B active (mixture of experts: %3 experts, %4 per token)")
                     .arg(figureText(m.totalBParams, Figure::Sig3, locale),
                          figureText(m.activeBParams, Figure::Sig3, locale), locale.toString(m.numExperts),
                          locale.toString(m.numExpertsPerTok));
    else
        params = QCoreApplication::translate("Report", "%1 B parameters (dense)")
                     .arg(figureText(m.totalBParams, Figure::Sig3, locale));
    QString s = params
        + QCoreApplication::translate("Report", "; %1 layers, hidden size %2, %3 attention heads, %4 KV heads")
              .arg(locale.toString(m.numLayers), locale.toString(m.hiddenSize), locale.toString(m.numAttentionHeads),
                   locale.toString(m.numKeyValueHeads));
    if (m.maxPositionEmbeddings > 0)
        s += QCoreApplication::translate("Report", "; context up to %1 tokens")
                 .arg(locale.toString(m.maxPositionEmbeddings));
    if (!m.quantization.empty())
        s += QCoreApplication::translate("Report", "; quantized (%1)").arg(q(m.quantization));
    return s;
}

QString economicsText(const Economics& e, const QLocale& locale)
{
    QString s = QCoreApplication::translate("Report", "Electricity $%1 per kWh; PUE %2; grid %3 gCO₂ per kWh.")
                    .arg(inputText(e.electricityUsdPerKwh, locale), inputText(e.pue, locale),
                         inputText(e.gridGco2PerKwh, locale));
    s += QLatin1Char(' ');
    if (!e.usdPerGpuHourByGpu.empty()) {
        const int n = static_cast<int>(e.usdPerGpuHourByGpu.size());
        s += numerus(
            QCoreApplication::translate("Report", "Hardware: quoted rates per GPU-hour for %n GPU(s)", nullptr, n), n);
        if (e.usdPerGpuHour)
            s += QCoreApplication::translate("Report", ", $%1 per GPU-hour for the others")
                     .arg(inputText(*e.usdPerGpuHour, locale));
        s += QLatin1Char('.');
    } else if (e.usdPerGpuHour) {
        s += QCoreApplication::translate("Report", "Hardware: $%1 per GPU-hour while serving.")
                 .arg(inputText(*e.usdPerGpuHour, locale));
    } else if (e.gpuPurchaseUsd) {
        s += QCoreApplication::translate("Report", "Hardware: $%1 per GPU over %2 years at %3\u00a0% utilisation.")
                 .arg(locale.toString(*e.gpuPurchaseUsd, 'f', 0), inputText(e.gpuLifetimeYears, locale),
                      figureText(e.gpuUtilisation * 100, Figure::Percent, locale));
    } else {
        s += QCoreApplication::translate("Report", "Hardware cost not included: costs are electricity only.");
    }
    return s;
}

QString dateText(const std::string& isoDate, const QLocale& locale)
{
    const QDate d = QDate::fromString(q(isoDate), Qt::ISODate);
    return d.isValid() ? locale.toString(d, QLocale::LongFormat) : q(isoDate);
}

QString shortModelName(const std::string& hfId)
{
    const auto slash = hfId.find('/');
    return q(slash == std::string::npos ? hfId : hfId.substr(slash + 1));
}

QString shortGpuName(const std::string& name, const std::string& id) { return q(wattgpu::shortGpuName(name, id)); }

QString deploymentText(const std::string& name, const std::string& id, int numGpus)
{
    //: a deployment: GPUs per replica × GPU name, e.g. "2 × H100 SXM5"
    return QCoreApplication::translate("Report", "%1 × %2").arg(std::max(1, numGpus)).arg(shortGpuName(name, id));
}

QString fixText(const ProvenFix& f, const std::optional<double>& rateRps, const QLocale& locale)
{
    const QString itl = figureText(f.itlMs, Figure::Sig3, locale);
    switch (f.kind) {
    case FixKind::MoreGpus:
        //: a proven fix: "<n> GPUs per replica meet the SLA (ITL <ms> ms)"
        return QCoreApplication::translate("Report", "%1 GPUs per replica meet the SLA (ITL %2 ms)")
            .arg(locale.toString(f.numGpus), itl);
    case FixKind::SmallerBatch:
        //: a proven fix: "batch <n> meets the SLA (ITL <ms> ms)"
        return QCoreApplication::translate("Report", "batch %1 meets the SLA (ITL %2 ms)")
            .arg(locale.toString(f.batch), itl);
    case FixKind::LowerRate:
        //: a proven fix in server mode: at most <rate> per replica, so <n> replicas carry the asked rate
        return QCoreApplication::translate("Report",
                                           "at most %1 req/s per replica meets the SLA (ITL %2 ms); %3 replicas "
                                           "carry %4 req/s")
            .arg(figureText(f.rateRps, Figure::Sig3, locale), itl, locale.toString(f.replicas),
                 inputText(rateRps.value_or(0.0), locale));
    case FixKind::OtherPrecision:
        if (f.numGpus <= 1)
            //: a proven fix: "<precision> meets the SLA (ITL <ms> ms)"
            return QCoreApplication::translate("Report", "%1 meets the SLA (ITL %2 ms)")
                .arg(precisionText(f.precision), itl);
        //: a proven fix: "<precision> with <n> GPUs per replica meets the SLA (ITL <ms> ms)"
        return QCoreApplication::translate("Report", "%1 with %2 GPUs per replica meets the SLA (ITL %3 ms)")
            .arg(precisionText(f.precision), locale.toString(f.numGpus), itl);
    }
    return {};
}

QString defaultTitle(const ReportModel& m)
{
    return QCoreApplication::translate("Report", "GPU recommendation for %1")
        .arg(shortModelName(m.outcome.scenario.llm.hfId));
}

QString evalStrategyText(const std::string& strategy)
{
    if (strategy == "cv5")
        return QCoreApplication::translate("Report", "5-fold CV (LLM, GPU groups)");
    if (strategy == "logo")
        return QCoreApplication::translate("Report", "Leave one GPU out");
    if (strategy == "lolo")
        return QCoreApplication::translate("Report", "Leave one LLM out");
    if (strategy.rfind("logo:", 0) == 0)
        return QCoreApplication::translate("Report", "Leave out %1").arg(q(strategy.substr(5)));
    if (strategy == "lolo:multi_gpu")
        return QCoreApplication::translate("Report", "Leave one LLM out, multi-GPU runs");
    if (strategy == "lolo:fp8_mxfp4")
        return QCoreApplication::translate("Report", "Leave one LLM out, FP8/MXFP4 runs");
    if (strategy == "lobo")
        //: evaluation split: every vendor backend (cuda, rocm, ...) held out in turn
        return QCoreApplication::translate("Report", "Leave one backend out");
    if (strategy.rfind("lobo:", 0) == 0)
        return QCoreApplication::translate("Report", "Leave out backend %1").arg(q(strategy.substr(5)));
    if (strategy == "loso")
        //: evaluation split: every serving-stack family held out in turn
        return QCoreApplication::translate("Report", "Leave one stack out");
    return q(strategy);
}

QString evalTargetText(const std::string& target)
{
    if (target == "power")
        return QCoreApplication::translate("Report", "Power");
    if (target == "itl")
        return QCoreApplication::translate("Report", "ITL");
    if (target == "ttft")
        return QCoreApplication::translate("Report", "TTFT");
    // "itl:<definition>": the runs measured in one ITL definition.
    if (target.rfind("itl:", 0) == 0)
        if (const auto kind = parseItlKind(target.substr(4)))
            return itlMetricTitle(*kind);
    return q(target);
}

QString recommendationHeadline(const ReportModel& m, const QLocale& locale)
{
    const QString model = shortModelName(m.outcome.scenario.llm.hfId);
    const QString sla = inputText(m.outcome.scenario.slaItlMs, locale);
    const ReportGpuRow* win = m.winnerRow();
    const QString load = loadText(m.outcome.scenario.workload, m.outcome.scenario.rateRps(), locale);
    const std::optional<double>& ttft = m.outcome.scenario.slaTtftMs;
    // With a fleet target the fleet is the answer: page 1 leads with it and names its per-replica deployment.
    const QString fleet = fleetHeadlineText(m, locale);
    const QString lead = fleet.isEmpty() ? QString() : fleet + QLatin1Char(' ');
    if (!win)
        return lead
            + (ttft ? QCoreApplication::translate("Report",
                                                  "For %1 at %2, no GPU meets the SLA of %3 ms ITL and %4 ms "
                                                  "TTFT.")
                          .arg(model, load, sla, inputText(*ttft, locale))
                    : QCoreApplication::translate("Report", "For %1 at %2, no GPU meets the %3 ms SLA.")
                          .arg(model, load, sla));
    const QString best = deploymentText(win->gpuName, win->prediction.gpuId, win->prediction.numGpus);
    QString s = lead
        + (ttft ? QCoreApplication::translate("Report", "For %1 at %2, SLA %3 ms ITL and %4 ms TTFT: %5")
                      .arg(model, load, sla, inputText(*ttft, locale), best)
                : QCoreApplication::translate("Report", "For %1 at %2, SLA %3 ms: %4").arg(model, load, sla, best));
    const ReportGpuRow* second = m.outcome.runnerUp();
    if (second && second->objectiveValue && *second->objectiveValue > 0 && second->vsWinnerPercent) {
        // The outcome's vs-winner % of the runner-up, as the "vs best" column prints it.
        const QString pct = figureText(*second->vsWinnerPercent, Figure::Percent, locale);
        QString what;
        switch (m.outcome.scenario.objective) {
        case Objective::EnergyPerToken:
            what = QCoreApplication::translate("Report", "the runner-up, %2, uses %1\u00a0% more energy");
            break;
        case Objective::MeanPower:
            what = QCoreApplication::translate("Report", "the runner-up, %2, draws %1\u00a0% more power");
            break;
        case Objective::Cost:
            what = QCoreApplication::translate("Report", "the runner-up, %2, costs %1\u00a0% more");
            break;
        case Objective::Carbon:
            what = QCoreApplication::translate("Report", "the runner-up, %2, emits %1\u00a0% more CO₂");
            break;
        }
        s += QStringLiteral(" \u2014 ")
            + what.arg(pct, deploymentText(second->gpuName, second->prediction.gpuId, second->prediction.numGpus));
    } else {
        s += QStringLiteral(" \u2014 ")
            + QCoreApplication::translate("Report", "the only deployment that fits and meets the SLA");
    }
    if (win->atRisk)
        s += QStringLiteral(" (") + atRiskText(*win, m.outcome.scenario, locale) + QLatin1Char(')');
    return s;
}

} // namespace wattgpu::report
