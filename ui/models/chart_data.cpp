#include "ui/models/chart_data.h"

#include "ui/text/display_text.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace wattgpu::ui {

QString GpuPoint::markedLabel() const { return DisplayText::oodMarked(label, outOfDistribution); }

QString GpuPoint::markedFullName() const { return DisplayText::oodMarked(fullName, outOfDistribution); }

const GpuPoint* ChartModel::point(const QString& gpuId) const
{
    for (const GpuPoint& p : points)
        if (p.gpuId == gpuId)
            return &p;
    return nullptr;
}

std::vector<const GpuPoint*> ChartModel::pointsOf(const QStringList& gpuIds) const
{
    std::vector<const GpuPoint*> out;
    for (const QString& id : gpuIds)
        if (const GpuPoint* p = point(id))
            out.push_back(p);
    return out;
}

QColor seriesColor(int index)
{
    static const QColor palette[] = {
        QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00), QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7),
        QColor(0xD5, 0x5E, 0x00), QColor(0x56, 0xB4, 0xE9), QColor(0x8C, 0x6D, 0x31), QColor(0x7B, 0x4F, 0x9D),
        QColor(0x3B, 0x8E, 0x3B), QColor(0xB2, 0x2C, 0x2C), QColor(0x2C, 0x7F, 0x8E), QColor(0x99, 0x99, 0x33),
    };
    constexpr int n = int(sizeof(palette) / sizeof(palette[0]));
    return palette[((index % n) + n) % n];
}

QString ChartModelBuilder::gpuCount(const Scenario& sc)
{
    if (sc.gpuCountMode == GpuCountMode::AllCounts)
        //: GPUs per replica: every supported count is shown as a deployment of its own
        return tr("all counts");
    return sc.gpuCountMode == GpuCountMode::Fixed ? QString::number(sc.workload.numGpus)
                                                  //: GPUs per replica chosen per GPU type
                                                  : tr("auto");
}

QString ChartModelBuilder::context(const ComputeRequest& req)
{
    if (req.scenario.rateRps())
        //: chart subtitle (server mode): model · request rate · prompt/output · precision · GPUs per replica
        return tr("%1 · server at %2 req/s · prompt %3 / output %4 tokens · %5 · GPUs per replica: %6")
            .arg(DisplayText::shortLlmName(req.scenario.llm), DisplayText::number(*req.scenario.rateRps()))
            .arg(DisplayText::count(req.scenario.workload.promptLen))
            .arg(DisplayText::count(req.scenario.workload.outputLen))
            .arg(DisplayText::precision(req.scenario.workload.precision))
            .arg(gpuCount(req.scenario));
    //: chart subtitle: model · concurrency · precision · GPUs per replica
    return tr("%1 · concurrency %2 · prompt %3 / output %4 tokens · %5 · GPUs per replica: %6")
        .arg(DisplayText::shortLlmName(req.scenario.llm))
        .arg(DisplayText::count(req.scenario.workload.batch))
        .arg(DisplayText::count(req.scenario.workload.promptLen))
        .arg(DisplayText::count(req.scenario.workload.outputLen))
        .arg(DisplayText::precision(req.scenario.workload.precision))
        .arg(gpuCount(req.scenario));
}

ChartModel ChartModelBuilder::build(const ComputeResult& result, const GpuCatalog& gpus)
{
    const ComputeRequest& req = result.request;
    const Recommendation& rec = result.outcome.recommendation;
    ChartModel m;
    m.generation = result.generation;
    m.modelName = DisplayText::shortLlmName(req.scenario.llm);
    m.context = context(req);
    m.slaItlMs = req.scenario.slaItlMs;
    m.slaTtftMs = req.scenario.slaTtftMs;
    m.itlMetric = req.scenario.workload.itlMetric;
    m.objective = req.scenario.objective;
    m.rateRps = req.scenario.rateRps();
    if (rec.winner)
        m.winnerId = QString::fromStdString(result.winnerKey());

    auto colorOf = [&gpus](const std::string& id) {
        const auto& all = gpus.gpus();
        for (std::size_t i = 0; i < all.size(); ++i)
            if (all[i].id == id)
                return int(i);
        return 0;
    };
    // Every point's status, cost, risk and objective is the plan outcome's (core/plan/outcome.h).
    auto fill = [&](const DeploymentRow& d) {
        const Prediction& p = d.prediction;
        GpuPoint g;
        g.gpuId = QString::fromStdString(result.key(p));
        if (const GpuSpec* spec = gpus.find(p.gpuId)) {
            g.label = DisplayText::deploymentName(*spec, p.numGpus);
            g.fullName = QString::fromStdString(spec->name);
        } else {
            g.label = g.fullName = g.gpuId;
        }
        g.itlMs = p.itlMs, g.itlLowMs = p.itlMsLow, g.itlHighMs = p.itlMsHigh;
        g.itlP90Ms = p.itlP90Ms, g.itlP90LowMs = p.itlP90MsLow, g.itlP90HighMs = p.itlP90MsHigh;
        g.itlP99Ms = p.itlP99Ms, g.itlP99LowMs = p.itlP99MsLow, g.itlP99HighMs = p.itlP99MsHigh;
        g.ttftMs = p.ttftMs, g.ttftLowMs = p.ttftMsLow, g.ttftHighMs = p.ttftMsHigh;
        g.powerW = p.powerW, g.powerLowW = p.powerWLow, g.powerHighW = p.powerWHigh;
        g.energyJ = p.energyPerTokenJ, g.energyLowJ = p.energyPerTokenJLow, g.energyHighJ = p.energyPerTokenJHigh;
        g.throughputTokS = p.throughputTokS;
        g.tdpW = d.tdpW;
        g.costUsdPerMTokens = d.cost.usdPerMTokens;
        g.costBasis = d.cost.basis;
        g.gco2PerMTokens = d.cost.gco2PerMTokens;
        g.costLowUsd = d.cost.usdInterval.low;
        g.costHighUsd = d.cost.usdInterval.high;
        g.gco2Low = d.cost.gco2Interval.low;
        g.gco2High = d.cost.gco2Interval.high;
        g.outOfDistribution = p.outOfDistribution;
        g.colorIndex = colorOf(p.gpuId);
        g.atRisk = d.atRisk;
        g.riskLimits = d.riskLimits;
        g.missedLimits = d.missedLimits;
        g.objectiveValue = d.objectiveValue.value_or(d.objectiveAtPrediction);
        g.objectiveLow = d.objectiveInterval.low;
        g.objectiveHigh = d.objectiveInterval.high;
        g.vsWinnerPercent = d.vsWinnerPercent.value_or(0);
        g.winnerSavesPercent = d.winnerSavesPercent.value_or(0);
        return g;
    };

    // Catalog order keeps colours and tab order stable while values change.
    for (const Prediction& p : result.predictions) {
        const DeploymentRow* d = result.outcome.row(p.gpuId, p.numGpus);
        if (!d || d->verdict == GpuVerdict::NotCompared)
            continue;
        GpuPoint g = fill(*d);
        switch (d->verdict) {
        case GpuVerdict::Winner:
        case GpuVerdict::MeetsSla:
            g.status = d->verdict == GpuVerdict::Winner ? GpuStatus::Winner : GpuStatus::Feasible;
            g.reason = d->verdict == GpuVerdict::Winner
                ? tr("meets the SLA with the lowest %1").arg(DisplayText::objectiveShort(rec.objective))
                : tr("meets the SLA; %1 % more %2 than the winner")
                      .arg(DisplayText::number(g.vsWinnerPercent, 2), DisplayText::objectiveShort(rec.objective));
            if (d->atRisk)
                g.reason += tr("; at risk: %1").arg(DisplayText::slaRisks(p, d->riskLimits));
            break;
        default:
            g.status = d->verdict == GpuVerdict::DoesNotFit ? GpuStatus::DoesNotFit : GpuStatus::MissesSla;
            g.reason = DisplayText::lossReason(*d, req.scenario.sla());
            break;
        }
        m.points.push_back(g);
    }

    // The comparators are the outcome's; the points only name them.
    const PlanOutcome& o = result.outcome;
    const auto keys = [](const std::vector<const DeploymentRow*>& rows) {
        QStringList out;
        for (const DeploymentRow* r : rows)
            out << QString::fromStdString(r->key);
        return out;
    };
    if (const DeploymentRow* r = o.runnerUp())
        m.runnerUpId = QString::fromStdString(r->key);
    if (const DeploymentRow* r = o.highestPowerSlaMeeter())
        m.highestPowerId = QString::fromStdString(r->key);
    m.featuredIds = keys(o.featured(3, true));
    m.fastestFittingIds = keys(o.fastestFitting());
    m.byPowerIds = keys(o.byPower());
    if (const auto& f = rec.fastest) {
        GpuPoint g;
        const Prediction& p = f->prediction;
        const GpuSpec* spec = gpus.find(p.gpuId);
        g.gpuId = QString::fromStdString(deploymentKey(p.gpuId, p.numGpus, GpuCountMode::AllCounts));
        g.label = spec ? DisplayText::deploymentName(*spec, p.numGpus) : QString::fromStdString(p.gpuId);
        g.fullName = spec ? QString::fromStdString(spec->name) : g.label;
        g.itlMs = p.itlMs, g.itlLowMs = p.itlMsLow, g.itlHighMs = p.itlMsHigh;
        g.ttftMs = p.ttftMs, g.ttftLowMs = p.ttftMsLow, g.ttftHighMs = p.ttftMsHigh;
        g.missedLimits = f->missedLimits;
        g.status = GpuStatus::MissesSla;
        m.fastestAnyCount = g;
    }
    if (const CapacityRow* r = o.headlineFleet()) {
        FleetHeadlinePoint f;
        f.targetRps = o.scenario.fleetTargetRps.value_or(0);
        f.replicas = r->replicas;
        f.totalGpus = r->totalGpus;
        const GpuSpec* spec = gpus.find(r->gpuId);
        f.perReplica = spec ? DisplayText::deploymentName(*spec, r->gpusPerReplica) : QString::fromStdString(r->gpuId);
        f.energyPerDayKwh = r->energyPerDayKwh;
        if (const auto& b = o.fleet.powerBudget) {
            f.budgetKw = b->budget.limitW / 1000.0;
            f.breaksBudget = o.fleet.headline->breaksBudget;
            f.shortfallKw = b->shortfallW.value_or(0) / 1000.0;
        }
        m.fleet = f;
    }

    // Pareto front in (ITL, power): no other fitting GPU is both faster and lower-power.
    std::vector<GpuPoint*> fitting;
    for (GpuPoint& g : m.points)
        if (g.fits() && g.itlMs > 0)
            fitting.push_back(&g);
    std::sort(fitting.begin(), fitting.end(), [](const GpuPoint* a, const GpuPoint* b) {
        return a->itlMs < b->itlMs || (a->itlMs == b->itlMs && a->powerW < b->powerW);
    });
    double bestPower = std::numeric_limits<double>::infinity();
    for (GpuPoint* g : fitting) {
        if (g->powerW < bestPower) {
            g->onPareto = true;
            bestPower = g->powerW;
        }
    }

    // Sweep colours are handed out in order of appearance, so the few GPUs on the sweep charts
    // never share a colour, and a GPU keeps its colour across the two sweeps.
    std::map<std::string, int> sweepColors;
    auto sweepColor = [&sweepColors](const std::string& id) {
        auto it = sweepColors.find(id);
        if (it == sweepColors.end())
            it = sweepColors.emplace(id, int(sweepColors.size())).first;
        return it->second;
    };
    m.sweepsDone = result.sweeps.done;
    const double nan = std::numeric_limits<double>::quiet_NaN();
    for (const LoadSweepSeries& s : result.sweeps.loadSweep) {
        SweepSeries out;
        out.gpuId = QString::fromStdString(s.gpuId);
        const GpuSpec* spec = gpus.find(gpuIdOfKey(s.gpuId));
        // The deployment's name as the table and the power chart give it ("2 × H100 SXM5").
        const int numGpus = s.predictions.empty() ? 1 : s.predictions.front().numGpus;
        out.label = spec ? DisplayText::deploymentName(*spec, numGpus) : out.gpuId;
        out.colorIndex = sweepColor(s.gpuId);
        out.maxRateRps = s.maxRateRps;
        const bool server = !s.rates.empty();
        const std::size_t n = server ? s.rates.size() : s.batches.size();
        for (std::size_t i = 0; i < n && i < s.predictions.size(); ++i) {
            const Prediction& p = s.predictions[i];
            const bool ok = p.fitsMemory && !(p.server && !p.server->stable);
            out.batch.push_back(server ? s.rates[i] : double(s.batches[i]));
            out.itlMs.push_back(ok ? p.itlMs : nan);
            out.powerW.push_back(ok ? p.powerW : nan);
        }
        m.loadSweep.push_back(std::move(out));
    }
    for (const SlaSegment& seg : result.sweeps.slaSweep) {
        SlaBand b;
        b.fromMs = seg.fromMs;
        b.toMs = seg.toMs;
        b.objectiveValue = seg.objectiveValue;
        if (seg.winner) {
            const std::string key = deploymentKey(*seg.winner, seg.winnerNumGpus, req.scenario.gpuCountMode);
            b.gpuId = QString::fromStdString(key);
            const GpuSpec* spec = gpus.find(*seg.winner);
            b.label = spec ? DisplayText::deploymentName(*spec, seg.winnerNumGpus) : b.gpuId;
            b.gpuName = spec ? DisplayText::shortGpuName(*spec) : b.gpuId;
            b.colorIndex = sweepColor(key);
        } else {
            b.label = tr("none meets the SLA");
        }
        m.slaSweep.push_back(b);
    }
    return m;
}

} // namespace wattgpu::ui
