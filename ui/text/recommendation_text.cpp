#include "ui/text/recommendation_text.h"

#include "ui/text/display_text.h"
#include "ui/theme.h"

#include <QSet>
#include <QTextDocumentFragment>

#include <algorithm>

namespace wattgpu::ui {

namespace {
QString bold(const QString& s) { return QStringLiteral("<b>%1</b>").arg(s.toHtmlEscaped()); }
// U+2060 WORD JOINER: keeps a unit's slash from ending a line ("J/" + "token"); in the font, drawn as nothing.
constexpr char16_t kWordJoiner = u'\u2060';
QString plainOf(const QString& html)
{
    return QTextDocumentFragment::fromHtml(html).toPlainText().remove(QChar(kWordJoiner));
}
// The latencies of a point as the prediction they came from, for the texts that name a missed limit.
Prediction latencies(const GpuPoint& g)
{
    Prediction p;
    p.itlMs = g.itlMs, p.itlMsLow = g.itlLowMs, p.itlMsHigh = g.itlHighMs;
    p.ttftMs = g.ttftMs, p.ttftMsLow = g.ttftLowMs, p.ttftMsHigh = g.ttftHighMs;
    return p;
}
} // namespace

QString RecommendationWriter::fleetLead(const ChartModel& m)
{
    if (!m.fleet)
        return {};
    const FleetHeadlinePoint& f = *m.fleet;
    const QString fleet = tr("%1 replicas of %2").arg(f.replicas).arg(bold(f.perReplica));
    QString s;
    if (f.breaksBudget && f.budgetKw)
        //: banner with a fleet target when no fleet fits the power budget
        s = tr("Fleet for %1: %2 (%3 GPUs) — no fleet fits the %4 power budget; this one, of the smallest peak, "
               "exceeds it by %5.")
                .arg(DisplayText::withUnit(f.targetRps, tr("req/s")), fleet)
                .arg(f.totalGpus)
                .arg(DisplayText::withUnit(*f.budgetKw, tr("kW")), DisplayText::withUnit(f.shortfallKw, tr("kW")));
    else if (f.budgetKw)
        //: banner with a fleet target and a power budget
        s = tr("Fleet for %1: %2 (%3 GPUs, %4), the lowest-energy fleet within the %5 power budget.")
                .arg(DisplayText::withUnit(f.targetRps, tr("req/s")), fleet)
                .arg(f.totalGpus)
                .arg(DisplayText::withUnit(f.energyPerDayKwh, tr("kWh/day")),
                     DisplayText::withUnit(*f.budgetKw, tr("kW")));
    else
        //: banner with a fleet target
        s = tr("Fleet for %1: %2 (%3 GPUs, %4), the lowest-energy fleet.")
                .arg(DisplayText::withUnit(f.targetRps, tr("req/s")), fleet)
                .arg(f.totalGpus)
                .arg(DisplayText::withUnit(f.energyPerDayKwh, tr("kWh/day")));
    //: after the fleet: the per-replica ranking that follows is a different question; see the Capacity tab
    return s + QLatin1Char(' ') + tr("Each replica is %1 (see Capacity). Per replica:").arg(bold(f.perReplica))
        + QLatin1Char(' ');
}

RecommendationText RecommendationWriter::write(const ChartModel& m, const ComputeRequest& req,
                                               const Recommendation& rec, int includedCount)
{
    RecommendationText out;
    const QString sla = DisplayText::withUnit(req.scenario.slaItlMs, tr("ms"));
    QString metric = req.scenario.slaConfidence == SlaConfidence::UpperBound
        //: "<ITL definition>, at the upper bound of its interval" (Plan → meet the SLA at the upper bound)
        ? tr("%1, at the upper bound of its interval").arg(DisplayText::itlMetric(req.scenario.workload.itlMetric))
        : DisplayText::itlMetric(req.scenario.workload.itlMetric);
    if (req.scenario.slaTtftMs)
        //: the SLA's second limit after its ITL definition: "median ITL and a 500 ms TTFT limit"
        metric = tr("%1 and a %2 TTFT limit").arg(metric, DisplayText::withUnit(*req.scenario.slaTtftMs, tr("ms")));
    const QString scene = req.scenario.rateRps()
        //: "For <model> at <rate> req/s per replica with a <sla> SLA on <ITL definition>" (server mode: the
        //: rate one replica is offered; the fleet target is Capacity's question)
        ? tr("For %1 at %2 per replica with a %3 SLA on %4")
              .arg(m.modelName.toHtmlEscaped(), DisplayText::withUnit(*req.scenario.rateRps(), tr("req/s")), sla,
                   metric)
        //: "For <model> at concurrency <n> with a <sla> SLA on <ITL definition>"
        : tr("For %1 at concurrency %2 with a %3 SLA on %4")
              .arg(m.modelName.toHtmlEscaped())
              .arg(DisplayText::count(req.scenario.workload.batch))
              .arg(sla, metric);
    QString what;
    switch (m.objective) {
    case Objective::MeanPower: what = tr("less power"); break;
    case Objective::Cost: what = tr("lower cost per token"); break;
    case Objective::Carbon: what = tr("less CO₂ per token"); break;
    case Objective::EnergyPerToken: what = tr("less energy per token"); break;
    }

    if (includedCount == 0) {
        out.headline = tr("No GPU is included. Tick at least one GPU in the table to get a recommendation.");
        out.plain = plainOf(out.headline);
        return out;
    }

    const GpuPoint* winner = m.winner();
    if (!winner) {
        const std::vector<const GpuPoint*> fitting = m.pointsOf(m.fastestFittingIds);
        // Every GPU count judged, not only the one Auto shows per GPU type (Recommendation::fastest).
        const GpuPoint* fastest = m.fastestAnyCount ? &*m.fastestAnyCount : fitting.empty() ? nullptr : fitting.front();
        out.headline = fleetLead(m) + tr("%1, no GPU qualifies.").arg(scene);
        QStringList why;
        if (fitting.empty() && !fastest)
            why << tr("None of the included GPUs (%1) can hold the model and its KV cache in memory.")
                       .arg(includedCount);
        else if (fastest && fastest->missedLimits.ttft)
            // The limit it misses, with its figure: with a TTFT limit the fastest may well meet the ITL.
            why << tr("The fastest, %1, misses the SLA: %2.")
                       .arg(bold(fastest->label),
                            DisplayText::slaMisses(latencies(*fastest), fastest->missedLimits, req.scenario.sla())
                                .toHtmlEscaped());
        else if (fastest)
            why << tr("The fastest, %1, reaches %2 — above the SLA.")
                       .arg(bold(fastest->label), DisplayText::withUnit(fastest->itlMs, tr("ms")));
        if (rec.nearestProvenFix) {
            const ProvenFix& fix = *rec.nearestProvenFix;
            QString gpu = QString::fromStdString(fix.gpuId);
            for (const GpuPoint& g : m.points)
                if (gpuIdOfKey(g.gpuId.toStdString()) == fix.gpuId) {
                    gpu = g.fullName.isEmpty() ? g.label : g.fullName;
                    break;
                }
            //: "Nearest fix: <GPU name>: <what changes and the ITL it reaches>."
            why << tr("Nearest fix: %1: %2.")
                       .arg(bold(gpu), DisplayText::fix(fix, req.scenario.rateRps()).toHtmlEscaped());
            out.fix = fix;
        } else if (!rec.nearestFix.empty()) {
            why << tr("No fix was found: no change of GPUs per replica, concurrency, rate or precision meets the SLA.");
        } else {
            why << tr("Try a looser SLA, lower concurrency, FP8 or more GPUs per replica.");
        }
        out.details = why.join(QLatin1Char(' '));
        out.plain = plainOf(out.headline + QLatin1Char(' ') + out.details);
        return out;
    }

    out.hasWinner = true;
    const GpuPoint* runnerUp = m.runnerUp();
    const GpuPoint* biggest = m.highestPower(); // highest-TDP GPU that meets the SLA (may be the winner)

    QString headline = fleetLead(m) + tr("%1: %2").arg(scene, bold(winner->label));
    // A figure and its unit never break across lines ("0.21 J/token", not "0.21 J/" + "token"): the
    // span keeps the space, the word joiner the slash (Qt's line breaking allows a break after '/').
    const QString winnerValue = QStringLiteral("<span style=\"white-space:nowrap\">%1</span>")
                                    .arg(DisplayText::objectiveValue(m.objective, winner->objectiveValue)
                                             .replace(QLatin1Char('/'), QStringLiteral("/") + QChar(kWordJoiner)));
    if (!runnerUp) {
        headline += tr(" — the only included GPU that meets the SLA (%1).").arg(winnerValue);
    } else {
        headline += tr(" — %1 % %2 than the runner-up, %3")
                        .arg(DisplayText::number(runnerUp->winnerSavesPercent, 2), what, bold(runnerUp->label));
        if (biggest && biggest != winner && biggest != runnerUp)
            headline += tr(", and %1 % less than %2 (%3 TDP), the highest-power GPU that also meets it")
                            .arg(DisplayText::number(biggest->winnerSavesPercent, 2), bold(biggest->label),
                                 DisplayText::withUnit(biggest->tdpW, tr("W")));
        else if (biggest && biggest == runnerUp)
            headline += tr(" (%1 TDP, the highest-power GPU that also meets the SLA)")
                            .arg(DisplayText::withUnit(biggest->tdpW, tr("W")));
        headline += tr(". %1 at %2.").arg(winner->label.toHtmlEscaped(), winnerValue);
    }
    // An interval that crosses the SLA is said where the answer is; the winner's prediction
    // warnings are listed in the facts pane (they would push the chart down in presentation mode).
    if (winner->atRisk) {
        QStringList risks;
        if (winner->riskLimits.itl || !winner->riskLimits.any())
            //: The winner's ~80 % interval reaches above the SLA
            risks << tr("at risk: its ITL interval reaches %1, above the %2 SLA")
                         .arg(DisplayText::withUnit(winner->itlHighMs, tr("ms")), sla);
        if (winner->riskLimits.ttft && req.scenario.slaTtftMs)
            //: The winner's ~80 % TTFT interval reaches above the TTFT limit
            risks << tr("at risk: its TTFT interval reaches %1, above the %2 TTFT SLA")
                         .arg(DisplayText::withUnit(winner->ttftHighMs, tr("ms")),
                              DisplayText::withUnit(*req.scenario.slaTtftMs, tr("ms")));
        headline += QStringLiteral(" <span style=\"color:%1\">⚠ %2.</span>")
                        .arg(activeColors().warningText.name(), risks.join(tr("; ")));
    }
    out.atRisk = winner->atRisk;
    if (req.scenario.rateRps() && req.scenario.fleetTargetRps && !m.fleet)
        //: server mode: the fleet question is answered on the Capacity tab
        headline += QLatin1Char(' ')
            + tr("Fleet target %1: see Capacity.")
                  .arg(DisplayText::withUnit(*req.scenario.fleetTargetRps, tr("req/s")));
    out.headline = headline;

    // The obvious choices are the most powerful GPUs on the list (the outcome's order: under all
    // counts a GPU type comes first at its best count); say why each did not win.
    const std::vector<const GpuPoint*> others = m.pointsOf(m.byPowerIds);
    QStringList why;
    QSet<QString> named;
    for (const GpuPoint* g : others) {
        if (why.size() >= 3)
            break;
        const QString type = QString::fromStdString(gpuIdOfKey(g->gpuId.toStdString()));
        if (named.contains(type))
            continue;
        named.insert(type);
        switch (g->status) {
        case GpuStatus::Feasible:
            why << tr("%1 uses %2 % more %3")
                       .arg(bold(g->label), DisplayText::number(g->vsWinnerPercent, 2),
                            DisplayText::objectiveShort(m.objective));
            break;
        case GpuStatus::MissesSla:
            if (g->missedLimits.ttft && !g->missedLimits.itl)
                //: a deployment that misses the TTFT limit: "<name> is too slow to the first token (812 ms)"
                why << tr("%1 is too slow to the first token (%2)")
                           .arg(bold(g->label), DisplayText::withUnit(g->ttftMs, tr("ms")));
            else
                why << tr("%1 is too slow (%2)").arg(bold(g->label), DisplayText::withUnit(g->itlMs, tr("ms")));
            break;
        case GpuStatus::DoesNotFit: why << tr("%1 does not fit in memory").arg(bold(g->label)); break;
        case GpuStatus::Winner: break;
        }
    }
    int meets = 0, slow = 0, noFit = 0;
    for (const GpuPoint& g : m.points) {
        meets += g.meetsSla() ? 1 : 0;
        slow += g.status == GpuStatus::MissesSla ? 1 : 0;
        noFit += g.status == GpuStatus::DoesNotFit ? 1 : 0;
    }
    QString details;
    if (!why.isEmpty())
        details = tr("Why not the obvious choices: %1.").arg(why.join(tr("; ")));
    details += QLatin1Char(' ')
        + tr("Meet the SLA: %1 · too slow: %2 · do not fit: %3.").arg(meets).arg(slow).arg(noFit);
    out.details = details.trimmed();
    out.plain = plainOf(out.headline + QLatin1Char(' ') + out.details);
    return out;
}

} // namespace wattgpu::ui
