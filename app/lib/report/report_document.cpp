#include "app/lib/report/report_document.h"

#include "app/lib/report/report_latency.h"

#include <QCoreApplication>

#include <algorithm>

namespace wattgpu::report {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

TextCell::Tone verdictTone(GpuVerdict v)
{
    switch (v) {
    case GpuVerdict::Winner: return TextCell::Tone::Good;
    case GpuVerdict::MeetsSla: return TextCell::Tone::Normal;
    case GpuVerdict::MissesSla:
    case GpuVerdict::DoesNotFit:
    case GpuVerdict::Overloaded:
    case GpuVerdict::Unpriced: return TextCell::Tone::Bad;
    case GpuVerdict::NotCompared: return TextCell::Tone::Muted;
    }
    return TextCell::Tone::Normal;
}

QString methodText(const std::string& method)
{
    if (method == "default")
        return QCoreApplication::translate("Report", "default (physics-informed gradient boosting)");
    if (method == "paper")
        return QCoreApplication::translate("Report", "paper (gradient boosting on spec features)");
    if (method == "ls_tdp")
        return QCoreApplication::translate("Report", "ls_tdp (baseline: least squares on TDP)");
    if (method == "roofline")
        return QCoreApplication::translate("Report", "roofline (baseline: memory-bandwidth roofline)");
    return q(method);
}

} // namespace

ReportModel restrictedTo(const ReportModel& m, const std::vector<std::string>& gpuIds)
{
    ReportModel out = m;
    out.outcome.rows.clear();
    for (const auto& id : gpuIds)
        if (const ReportGpuRow* r = m.row(id))
            out.outcome.rows.push_back(*r);
    // By GPU id or deployment key ("id@n", under all counts).
    auto keep = [&](const Prediction& p) {
        return std::any_of(gpuIds.begin(), gpuIds.end(),
                           [&](const std::string& key) { return keyMatches(key, p.gpuId, p.numGpus); });
    };
    auto keepType = [&](const std::string& id) {
        return std::any_of(gpuIds.begin(), gpuIds.end(), [&](const std::string& key) { return gpuIdOfKey(key) == id; });
    };
    std::erase_if(out.outcome.recommendation.ranking, [&](const RankedGpu& r) { return !keep(r.prediction); });
    std::erase_if(out.outcome.recommendation.excluded, [&](const ExcludedGpu& x) { return !keep(x.prediction); });
    std::erase_if(out.warnings, [&](ReportWarning& w) {
        std::erase_if(w.gpuIds, [&](const std::string& id) { return !keepType(id); });
        return w.gpuIds.empty();
    });
    return out;
}

QString reportTitle(const ReportModel& m) { return m.title.empty() ? defaultTitle(m) : q(m.title); }

QString subtitleText(const ReportModel& m, const QLocale& locale)
{
    QString s = dateText(m.date, locale);
    if (!m.appVersion.empty())
        s += QStringLiteral(" \u00b7 ")
            + QCoreApplication::translate("Report", "WattGPU Planner %1").arg(q(m.appVersion));
    s += QStringLiteral(" \u00b7 ")
        + QCoreApplication::translate("Report", "Predicted from public specifications, not measured on the hardware");
    return s;
}

TextTable inputsTable(const ReportModel& m, const QLocale& locale)
{
    TextTable t;
    t.id = "inputs";
    t.columns = {{QCoreApplication::translate("Report", "Input"), {}, false, false, "input"},
                 {QCoreApplication::translate("Report", "Value"), {}, false, true, "value"}};
    auto add = [&](const QString& k, const QString& v) {
        t.rows.push_back(TextRow{{TextCell{k, {}, TextCell::Tone::Strong}, TextCell{v}}, {}, false});
    };
    add(QCoreApplication::translate("Report", "LLM"), q(m.outcome.scenario.llm.hfId));
    add(QCoreApplication::translate("Report", "Model facts"), modelFactsText(m.outcome.scenario.llm, locale));
    const Workload& w = m.outcome.scenario.workload;
    QString workload = workloadText(w, locale, m.outcome.scenario.rateRps(), m.outcome.scenario.gpuCountMode)
        + QStringLiteral(", ") + kvCacheText(w.kvCacheDtype);
    if (const QString prefix = prefixCacheText(w.prefixCacheShare, locale); !prefix.isEmpty())
        workload += QStringLiteral(", ") + prefix;
    add(QCoreApplication::translate("Report", "Workload"), workload);
    if (m.outcome.scenario.rateRps())
        add(QCoreApplication::translate("Report", "Scenario"),
            QCoreApplication::translate("Report",
                                        "Server: requests arrive at random (Poisson); the batch follows from "
                                        "Little's law, and power is the mean over time, idle periods included."));
    // The SLA with every limit it states, what the other latencies include, and what decides energy
    // at low rates.
    add(QCoreApplication::translate("Report", "Latency SLA"), slaInputText(m.outcome.scenario, locale));
    add(QCoreApplication::translate("Report", "Tail ITL and TTFT"), latencyDefinitionsText(m.outcome.scenario, locale));
    if (const QString idle = idlePowerText(m, buildGpuTable(m), locale); !idle.isEmpty())
        add(QCoreApplication::translate("Report", "Idle power"), idle);
    add(QCoreApplication::translate("Report", "Serving stack"),
        stackText(m.outcome.scenario.workload.stack.engine, m.outcome.scenario.workload.stack.version));
    add(QCoreApplication::translate("Report", "Objective"),
        QCoreApplication::translate("Report", "%1 (%2), lowest wins")
            .arg(objectiveTitle(m.outcome.scenario.objective), objectiveUnit(m.outcome.scenario.objective)));
    add(QCoreApplication::translate("Report", "Economics"), economicsText(m.outcome.scenario.economics, locale));
    QString predictor = methodText(m.outcome.method);
    if (!m.modelVersion.empty())
        predictor += QStringLiteral(", ") + QCoreApplication::translate("Report", "version %1").arg(q(m.modelVersion));
    add(QCoreApplication::translate("Report", "Predictor"), predictor);
    // Rows are deployments (GPU type x GPUs per replica): under all counts a GPU type has several.
    std::vector<std::string> types;
    for (const auto& r : m.outcome.rows)
        if (std::find(types.begin(), types.end(), r.prediction.gpuId) == types.end())
            types.push_back(r.prediction.gpuId);
    const int deployments = static_cast<int>(m.outcome.rows.size()), gpuTypes = static_cast<int>(types.size());
    QString compared = numerus(QCoreApplication::translate("Report", "%n deployment(s)", nullptr, deployments),
                               deployments);
    if (gpuTypes != deployments)
        compared += QStringLiteral(" ")
            + numerus(QCoreApplication::translate("Report", "of %n GPU type(s)", nullptr, gpuTypes), gpuTypes);
    add(QCoreApplication::translate("Report", "Deployments compared"), compared);
    return t;
}

TextTable gpuTextTable(const ReportModel& m, const GpuTable& t, const QLocale& locale)
{
    TextTable out;
    out.id = "gpus";
    out.columns = {
        {QCoreApplication::translate("Report", "#"), {}, true, false, "rank"},
        {QCoreApplication::translate("Report", "Deployment"), {}, false, true, "gpu"},
        {QCoreApplication::translate("Report", "Power"), QCoreApplication::translate("Report", "W"), true, false,
         colKey(Col::PowerW)},
        {itlMetricShort(m.outcome.scenario.workload.itlMetric), QCoreApplication::translate("Report", "ms"), true,
         false, colKey(Col::ItlMs)},
    };
    // The tails and the time to first token beside the SLA's own definition (a tail the SLA is
    // written in is that column already).
    const std::vector<LatencyColumn> latency = latencyColumns(m.outcome.scenario.workload.itlMetric);
    for (const LatencyColumn& c : latency)
        out.columns.push_back({c.header, QCoreApplication::translate("Report", "ms"), true, false, colKey(c.value)});
    out.columns.insert(
        out.columns.end(),
        {
            {QCoreApplication::translate("Report", "Tokens/s"), {}, true, false, colKey(Col::ThroughputTokS)},
            {QCoreApplication::translate("Report", "Energy"), QCoreApplication::translate("Report", "J/token"), true,
             false, colKey(Col::EnergyPerTokenJ)},
            {QCoreApplication::translate("Report", "Electricity"), QCoreApplication::translate("Report", "$/1M tok"),
             true, false, colKey(Col::ElectricityUsdPerMTokens)},
        });
    if (t.hasHardware)
        out.columns.insert(
            out.columns.end(),
            {{QCoreApplication::translate("Report", "Hardware"), QCoreApplication::translate("Report", "$/1M tok"),
              true, false, colKey(Col::HardwareUsdPerMTokens)},
             {QCoreApplication::translate("Report", "All-in"), QCoreApplication::translate("Report", "$/1M tok"), true,
              false, colKey(Col::AllInUsdPerMTokens)}});
    out.columns.insert(
        out.columns.end(),
        {{QCoreApplication::translate("Report", "CO\u2082"), QCoreApplication::translate("Report", "g/1M tok"), true,
          false, colKey(Col::Gco2PerMTokens)},
         {QCoreApplication::translate("Report", "vs best"), {}, true, false, colKey(Col::VsWinnerPercent)},
         {QCoreApplication::translate("Report", "Verdict"), {}, false, false, "verdict"}});
    bool anyOod = false;
    bool anyRisk = false;
    int collapsed = 0;
    int unpriced = 0;
    for (const auto& r : t.rows) {
        // Deployments that do not fit have no figures: they are listed after "why the others lost".
        if (r.verdict == GpuVerdict::DoesNotFit) {
            // The footnote counts what the list after the table shows (doesNotFitList): one with a
            // fix is in "why the others lost" instead.
            if (r.fix.empty())
                ++collapsed;
            continue;
        }
        TextRow row;
        row.key = r.gpuId;
        row.highlight = r.verdict == GpuVerdict::Winner;
        const auto tone = r.verdict == GpuVerdict::Winner ? TextCell::Tone::Strong
            : r.rank > 0                                  ? TextCell::Tone::Normal
                                                          : TextCell::Tone::Muted;
        auto num = [&](Col c, Col lo = Col::Count_, Col hi = Col::Count_) {
            TextCell cell{cellText(r, c, locale), {}, tone};
            if (lo != Col::Count_)
                cell.sub = rangeText(r, lo, hi, locale);
            return cell;
        };
        QString name = r.gpuName;
        if (r.outOfDistribution) {
            name += QStringLiteral("\u00a0*"); // the mark stays on the name's last line
            anyOod = true;
        }
        row.cells = {
            // "2." rather than "2": the rank never runs into the deployment's own count ("2 2 × H100 NVL")
            //: a rank in the GPU table: "2." before "2 × H100 NVL"
            TextCell{r.rank > 0 ? QCoreApplication::translate("Report", "%1.").arg(locale.toString(r.rank)) : dash(),
                     {},
                     tone},
            // Under the name, whether the corpus holds runs of this GPU: a column of its own
            // would cost the wide tables their room.
            TextCell{name,
                     r.measuredGpu ? numerus(QCoreApplication::translate("Report", "measured (%n run(s))", nullptr,
                                                                         r.measuredRuns),
                                             r.measuredRuns)
                                         .replace(QString::number(r.measuredRuns), locale.toString(r.measuredRuns))
                                   : QCoreApplication::translate("Report", "predicted"),
                     tone},
            num(Col::PowerW, Col::PowerWLow, Col::PowerWHigh),
            num(Col::ItlMs, Col::ItlMsLow, Col::ItlMsHigh),
        };
        for (const LatencyColumn& c : latency)
            row.cells.push_back(num(c.value, c.low, c.high));
        row.cells.push_back(num(Col::ThroughputTokS));
        row.cells.push_back(num(Col::EnergyPerTokenJ, Col::EnergyPerTokenJLow, Col::EnergyPerTokenJHigh));
        row.cells.push_back(num(Col::ElectricityUsdPerMTokens));
        if (t.hasHardware) {
            row.cells.push_back(num(Col::HardwareUsdPerMTokens));
            row.cells.push_back(num(Col::AllInUsdPerMTokens));
        }
        row.cells.push_back(num(Col::Gco2PerMTokens));
        TextCell vs = r.rank > 0 ? num(Col::VsWinnerPercent) : TextCell{dash(), {}, TextCell::Tone::Muted};
        row.cells.push_back(vs);
        row.cells.push_back(TextCell{
            slaVerdictText(r, m.outcome.scenario), {}, r.atRisk ? TextCell::Tone::Bad : verdictTone(r.verdict)});
        anyRisk = anyRisk || r.atRisk;
        if (t.hasHardware && !costIncludesHardware(r.costBasis) && r.verdict != GpuVerdict::DoesNotFit)
            ++unpriced;
        out.rows.push_back(std::move(row));
    }
    // The GPU count is the workload's, the same on every row: said once, under the table.
    if (m.outcome.scenario.workload.numGpus > 1)
        out.footnote = QCoreApplication::translate("Report", "Every figure is for a replica of %1 GPUs.")
                           .arg(locale.toString(m.outcome.scenario.workload.numGpus))
            + QLatin1Char(' ');
    out.footnote += QCoreApplication::translate(
        "Report",
        "Under the figures: prediction intervals (about the 10th to 90th percentile of held-out error). Under "
        "each deployment: measured = the training corpus holds runs of this GPU; predicted = extrapolated from "
        "its spec sheet. vs best = how much more of the objective a deployment needs than the best one (its "
        "value / the best's - 1). Costs and CO\u2082 are per 1M output tokens at the facility meter (PUE "
        "applied).");
    out.footnote += QLatin1Char(' ') + latencyFootnote();
    if (anyOod)
        out.footnote += QLatin1Char(' ')
            + QCoreApplication::translate("Report", "* Outside the training data's range: treat with extra caution.");
    if (anyRisk)
        out.footnote += QLatin1Char(' ') + atRiskFootnote(m.outcome.scenario);
    if (unpriced > 0)
        out.footnote += QLatin1Char(' ')
            + numerus(QCoreApplication::translate("Report",
                                                  "%n deployment(s) have no hardware price: their cost is electricity "
                                                  "only, shown without an all-in figure and never ranked on cost "
                                                  "against quoted ones.",
                                                  nullptr, unpriced),
                      unpriced);
    if (collapsed > 0)
        out.footnote += QLatin1Char(' ')
            + numerus(QCoreApplication::translate(
                          "Report", "%n deployment(s) that do not fit in memory are listed after the table.", nullptr,
                          collapsed),
                      collapsed);
    return out;
}

bool inDoesNotFitList(const ReportGpuRow& r)
{
    return r.verdict == GpuVerdict::DoesNotFit && r.fix.empty() && !r.provenFix;
}

DeploymentList doesNotFitList(const ReportModel& m, const QLocale& locale)
{
    DeploymentList out;
    out.id = "does_not_fit";
    double needGb = 0, mostUsableGb = 0;
    for (const auto& r : m.outcome.rows)
        if (inDoesNotFitList(r)) {
            out.entries << deploymentText(r.gpuName, r.prediction.gpuId, r.prediction.numGpus);
            out.keys.push_back(r.key.empty() ? r.prediction.gpuId : r.key);
            needGb = std::max(needGb, r.prediction.memoryNeededGbPerGpu);
            mostUsableGb = std::max(mostUsableGb, r.prediction.memoryAvailableGbPerGpu);
        }
    const int n = static_cast<int>(out.entries.size());
    if (n > 0)
        out.intro = numerus(QCoreApplication::translate("Report",
                                                        "%n deployment(s) cannot hold the model and its KV cache: "
                                                        "they need up to %1 GB per GPU, and the most usable "
                                                        "memory among them is %2 GB per GPU.",
                                                        nullptr, n),
                            n)
                        .arg(figureText(needGb, Figure::Sig3, locale), figureText(mostUsableGb, Figure::Sig3, locale));
    return out;
}

TextTable excludedTable(const ReportModel& m, const QLocale& locale)
{
    TextTable t;
    t.id = "excluded";
    t.columns = {{QCoreApplication::translate("Report", "Deployment"), {}, false, true, "gpu"},
                 {QCoreApplication::translate("Report", "Verdict"), {}, false, false, "verdict"},
                 {QCoreApplication::translate("Report", "Why"), {}, false, true, "detail"},
                 {QCoreApplication::translate("Report", "Nearest fix"), {}, false, true, "fix"}};
    // One row per deployment; those that do not fit and offer no fix are doesNotFitList()'s.
    for (const auto& r : m.outcome.rows) {
        if (r.ranked() || inDoesNotFitList(r))
            continue;
        QString why;
        if (r.verdict == GpuVerdict::DoesNotFit)
            why = QCoreApplication::translate("Report", "needs %1 GB per GPU, %2 GB usable")
                      .arg(figureText(r.prediction.memoryNeededGbPerGpu, Figure::Sig3, locale),
                           figureText(r.prediction.memoryAvailableGbPerGpu, Figure::Sig3, locale));
        else if (r.verdict == GpuVerdict::Overloaded)
            why = QCoreApplication::translate("Report", "%1 req/s is more than one replica sustains")
                      .arg(inputText(m.outcome.scenario.rateRps().value_or(0), locale));
        else if (r.verdict == GpuVerdict::Unpriced)
            why = QCoreApplication::translate("Report",
                                              "no hardware price for this GPU while others are quoted; not ranked "
                                              "on cost");
        else
            why = slaMissText(r, m.outcome.scenario, locale);
        const QString fix = r.provenFix ? fixText(*r.provenFix, m.outcome.scenario, locale)
            : r.fix.empty()             ? dash()
                                        : q(r.fix);
        t.rows.push_back(TextRow{{TextCell{deploymentText(r.gpuName, r.prediction.gpuId, r.prediction.numGpus)},
                                  TextCell{slaVerdictText(r, m.outcome.scenario), {}, verdictTone(r.verdict)},
                                  TextCell{why}, TextCell{fix}},
                                 r.prediction.gpuId,
                                 false});
    }
    return t;
}

TextTable evaluationTable(const ReportModel& m, const QLocale& locale)
{
    TextTable t;
    t.id = "evaluation";
    t.columns = {{QCoreApplication::translate("Report", "Method"), {}, false, true, "method"},
                 {QCoreApplication::translate("Report", "Target"), {}, false, false, "target"},
                 {QCoreApplication::translate("Report", "Split"), {}, false, true, "strategy"},
                 {QCoreApplication::translate("Report", "MdAPE"), QCoreApplication::translate("Report", "%"), true,
                  false, "mdape"},
                 {QCoreApplication::translate("Report", "Pearson r"), {}, true, false, "pearson_r"},
                 {QCoreApplication::translate("Report", "GPU \u03c4"), {}, true, false, "gpu_tau"},
                 {QCoreApplication::translate("Report", "LLM \u03c4"), {}, true, false, "llm_tau"},
                 {QCoreApplication::translate("Report", "n"), {}, true, false, "n"}};
    const std::string winnerSplit = m.outcome.recommendation.winner ? "logo:" + *m.outcome.recommendation.winner
                                                                    : std::string();
    const std::string slaTarget = std::string("itl:") + itlKindName(m.outcome.scenario.workload.itlMetric);
    const bool backendUnmeasured = std::any_of(m.warnings.begin(), m.warnings.end(), [](const ReportWarning& w) {
        return w.code == WarningCode::BackendUnmeasured;
    });
    for (const auto& e : m.evaluation) {
        // The predictor in use on every split (and on the winner left out, when evaluated); the
        // other methods on leave-one-GPU-out only, the split that matters for unseen GPUs.
        const bool mine = e.method == m.outcome.method;
        const bool pooled = e.strategy == "cv5" || e.strategy == "logo" || e.strategy == "lolo";
        // Thin slices of the corpus matter when the plan is in them: several GPUs per replica, or
        // quantized precision.
        const bool slice = (e.strategy == "lolo:multi_gpu" && m.outcome.scenario.workload.numGpus > 1)
            || (e.strategy == "lolo:fp8_mxfp4"
                && (m.outcome.scenario.workload.precision == Precision::FP8
                    || m.outcome.scenario.workload.precision == Precision::MXFP4));
        // The figures the plan is decided on: power, ITL pooled and in the SLA's definition (an
        // evaluation file without per-definition targets has the first two only). The other latencies
        // the table shows (TTFT, the tails) on the unseen-GPU split alone; a backend no GPU of which
        // was measured adds the leave-one-backend-out split.
        const bool decisive = e.target == "power" || e.target == "itl" || e.target == slaTarget;
        const bool shown = e.target == "ttft" || e.target == "itl:p90_itl" || e.target == "itl:p99_itl";
        const bool mySplits = pooled || slice || (!winnerSplit.empty() && e.strategy == winnerSplit)
            || (backendUnmeasured && e.strategy == "lobo");
        const bool keep = mine ? (decisive && mySplits) || (shown && e.strategy == "logo")
                               : decisive && e.strategy == "logo";
        if (!keep)
            continue;
        const auto tone = e.method == m.outcome.method ? TextCell::Tone::Strong : TextCell::Tone::Normal;
        auto opt = [&](const std::optional<double>& v) {
            return TextCell{figureText(v, Figure::Fixed2, locale), {}, tone};
        };
        t.rows.push_back(TextRow{{TextCell{q(e.method), {}, tone}, TextCell{evalTargetText(e.target), {}, tone},
                                  TextCell{evalStrategyText(e.strategy), {}, tone},
                                  TextCell{figureText(e.mdape, Figure::Fixed1, locale), {}, tone},
                                  TextCell{figureText(e.pearsonR, Figure::Fixed2, locale), {}, tone}, opt(e.gpuTau),
                                  opt(e.llmTau), TextCell{locale.toString(e.n), {}, tone}},
                                 e.method + "/" + e.target + "/" + e.strategy,
                                 e.method == m.outcome.method});
    }
    t.footnote = QCoreApplication::translate(
        "Report",
        "MdAPE: median absolute percentage error. \u03c4: Kendall rank correlation of GPUs within each "
        "(LLM, workload) and of LLMs. Leave-one-GPU-out is the accuracy on a GPU the model never saw.");
    return t;
}

QString winnerFiguresText(const ReportModel& m, const GpuTable& t, const QLocale& locale)
{
    if (!m.outcome.recommendation.winner)
        return m.outcome.recommendation.nearestFix.empty()
            ? QCoreApplication::translate("Report", "No GPU in the catalog can serve this workload.")
            : QCoreApplication::translate("Report", "Nearest fix: %1.").arg(q(m.outcome.recommendation.nearestFix));
    const TableRow* r = t.row(*m.outcome.recommendation.winner);
    if (!r)
        return {};
    QStringList parts = {
        QCoreApplication::translate("Report", "%1 W").arg(cellText(*r, Col::PowerW, locale)),
        QCoreApplication::translate("Report", "%1 ms ITL").arg(cellText(*r, Col::ItlMs, locale)),
        QCoreApplication::translate("Report", "%1 tokens/s").arg(cellText(*r, Col::ThroughputTokS, locale)),
        QCoreApplication::translate("Report", "%1 J/token").arg(cellText(*r, Col::EnergyPerTokenJ, locale)),
        t.hasHardware && (*r)[Col::AllInUsdPerMTokens]
            ? QCoreApplication::translate("Report", "$%1 per 1M tokens all-in")
                  .arg(cellText(*r, Col::AllInUsdPerMTokens, locale))
            : QCoreApplication::translate("Report", "$%1 electricity per 1M tokens")
                  .arg(cellText(*r, Col::ElectricityUsdPerMTokens, locale)),
        QCoreApplication::translate("Report", "%1 gCO\u2082 per 1M tokens")
            .arg(cellText(*r, Col::Gco2PerMTokens, locale)),
    };
    return parts.join(QStringLiteral(" \u00b7 "));
}

QStringList warningLines(const ReportModel& m)
{
    QStringList out;
    for (const auto& w : m.warnings) {
        if (w.code == WarningCode::DoesNotFit)
            continue; // the table and "why the others lost" already say it
        // A warning is about a GPU type: its deployment while there is one per type, the type under
        // all counts (where "1 × A16" would stand for every count of the A16).
        const bool perType = m.outcome.scenario.gpuCountMode == GpuCountMode::AllCounts;
        QStringList names;
        for (const auto& id : w.gpuIds) {
            const ReportGpuRow* r = m.row(id);
            names << (!r            ? q(id)
                          : perType ? shortGpuName(r->gpuName, id)
                                    : deploymentText(r->gpuName, id, r->prediction.numGpus));
        }
        const int shown = 8;
        QString list = names.mid(0, shown).join(QStringLiteral(", "));
        // The count in a variable of its own: lupdate misses a translate() whose count is a cast.
        if (const int more = static_cast<int>(names.size()) - shown; more > 0)
            list += QStringLiteral(", ") + QCoreApplication::translate("Report", "and %n more", nullptr, more);
        out << QCoreApplication::translate("Report", "%1: %2.").arg(warningTitle(w.code), list);
    }
    {
        // The outcome's basis per row: GPUs without a price while others are quoted.
        QStringList unpriced;
        for (const auto& r : m.outcome.rows)
            if (r.cost.basis == CostBasis::Unpriced)
                unpriced << deploymentText(r.gpuName, r.prediction.gpuId, r.prediction.numGpus);
        if (!unpriced.isEmpty())
            out << QCoreApplication::translate("Report",
                                               "No hardware rate for %1: their cost is electricity only and not "
                                               "comparable with the quoted GPUs.")
                       .arg(unpriced.join(QStringLiteral(", ")));
    }
    return out;
}

QStringList knownLimitLines()
{
    return {
        QCoreApplication::translate(
            "Report",
            "These are predictions from public specifications and a model trained on published measurements, not "
            "measurements of your deployment. Check the winner with a short benchmark before buying."),
        QCoreApplication::translate(
            "Report",
            "Power is the GPUs' own board power; CPUs, memory, networking and cooling enter only through the PUE."),
        QCoreApplication::translate("Report",
                                    "The per-token latencies (all but end-to-end per token) leave out a request's own "
                                    "prompt processing and wait: that is the time to first token (TTFT)."),
        QCoreApplication::translate(
            "Report",
            "Costs assume the GPUs serve this workload whenever they are paid for; idle time raises the real cost."),
    };
}

QString evaluationNote(const ReportModel& m)
{
    if (!m.evaluationError.empty())
        return QCoreApplication::translate("Report", "The evaluation file could not be read (%1).")
            .arg(q(m.evaluationError));
    if (m.evaluation.empty())
        return QCoreApplication::translate(
                   "Report",
                   "No evaluation results were found (%1). Run \u201cwattgpu-cli evaluate\u201d to produce them.")
            .arg(q(m.evaluationFile));
    return QCoreApplication::translate("Report", "From %1.").arg(q(m.evaluationFile));
}

namespace {

// The public sources of the shipped corpus by the id prefix the model file records
// (models/data/DATA_README.md gives the files and rules of each).
struct PublicSource {
    const char* prefix;
    const char* name;
    const char* licence;
    const char* url;
};
const PublicSource kPublicSources[] = {
    {"mlenergy", "ML.ENERGY leaderboard", "Apache-2.0", "https://ml.energy/leaderboard"},
    {"argonne", "Argonne LLM-Inference-Bench", "BSD-3-Clause", "https://github.com/argonne-lcf/LLM-Inference-Bench"},
    {"llmpilot", "IBM LLM-Pilot", "CDLA-Permissive-2.0", "https://github.com/IBM/LLM-performance-prediction"},
};

} // namespace

QStringList provenanceLines(const ReportModel& m)
{
    // Plain sentences a reader can check: what predicted, from how many measurements, where those
    // come from (with links), and where the GPU and LLM figures come from.
    QStringList out;
    QString model = QCoreApplication::translate("Report", "Predictor: %1").arg(methodText(m.outcome.method));
    if (!m.modelVersion.empty() && m.modelVersion != "baseline")
        model += QStringLiteral(", ") + QCoreApplication::translate("Report", "version %1").arg(q(m.modelVersion));
    if (m.trainingRows > 0) {
        model += QStringLiteral("; ")
            + QCoreApplication::translate("Report", "trained on %n measured runs", nullptr, m.trainingRows);
        // The count in a variable of its own: lupdate misses a translate() whose count is a cast.
        if (const int types = static_cast<int>(m.trainingGpus.size()); types > 0)
            model += QStringLiteral(" ")
                + numerus(QCoreApplication::translate("Report", "on %n GPU type(s)", nullptr, types), types);
    } else if (m.trainingSources.empty()) {
        //: a physical baseline (roofline, least squares on TDP) has no training runs of its own
        model += QStringLiteral("; ")
            + QCoreApplication::translate("Report", "a physical model, not trained on measurements");
    }
    out << model + QLatin1Char('.');
    // The measured runs' sources, grouped (mlenergy-v1..v3 is one source in three versions).
    QStringList other;
    for (const PublicSource& src : kPublicSources) {
        QStringList versions;
        for (const auto& s : m.trainingSources)
            if (s.rfind(src.prefix, 0) == 0)
                versions << q(s.substr(std::char_traits<char>::length(src.prefix))).remove(QLatin1Char('-'));
        if (versions.isEmpty())
            continue;
        versions.removeAll(QString());
        const QString name = versions.isEmpty()
            ? QString::fromLatin1(src.name)
            : QStringLiteral("%1 (%2)").arg(QString::fromLatin1(src.name), versions.join(QStringLiteral(", ")));
        //: "Measured runs from <source> (licence <licence>): <URL>"
        out << QCoreApplication::translate("Report", "Measured runs from %1, licence %2: %3")
                   .arg(name, QString::fromLatin1(src.licence), QString::fromLatin1(src.url));
    }
    for (const auto& s : m.trainingSources) {
        bool known = false;
        for (const PublicSource& src : kPublicSources)
            known = known || s.rfind(src.prefix, 0) == 0;
        if (!known)
            other << q(s);
    }
    if (!other.isEmpty())
        //: sources of runs the user imported (their own names)
        out << QCoreApplication::translate("Report", "Measured runs you imported: %1")
                   .arg(other.join(QStringLiteral(", ")));
    if (m.trainedOn.find("retrained") != std::string::npos)
        out << QCoreApplication::translate("Report", "Retrained in this installation: %1").arg(q(m.trainedOn));
    out << QCoreApplication::translate("Report",
                                       "GPU specifications: the vendors' public spec sheets; the catalog that ships "
                                       "with WattGPU Planner cites the source of every figure.");
    const std::string& id = m.outcome.scenario.llm.hfId;
    const bool hubId = id.find('/') != std::string::npos && id.front() != '/' && id.front() != '.'
        && id.find(' ') == std::string::npos && id.size() < 200;
    if (hubId)
        out << QCoreApplication::translate("Report", "This LLM's architecture: its config.json on Hugging Face, %1")
                   .arg(QStringLiteral("https://huggingface.co/") + q(id));
    else
        out << QCoreApplication::translate("Report", "This LLM's architecture: the config.json given for it.");
    return out;
}

QString footerText(const ReportModel& m)
{
    QString s = QCoreApplication::translate("Report", "WattGPU Planner");
    if (!m.appVersion.empty())
        s += QLatin1Char(' ') + q(m.appVersion);
    // Model versions already start with the method ("default-b5f7ced2").
    const std::string& v = m.modelVersion.empty() || m.modelVersion == "baseline" ? m.outcome.method : m.modelVersion;
    s += QStringLiteral(" \u00b7 ") + QCoreApplication::translate("Report", "predictor %1").arg(q(v));
    return s;
}

} // namespace wattgpu::report
