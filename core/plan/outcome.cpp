#include "core/plan/outcome.h"

#include "core/plan/economics.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace wattgpu {

const char* gpuVerdictName(GpuVerdict v)
{
    switch (v) {
    case GpuVerdict::Winner: return "winner";
    case GpuVerdict::MeetsSla: return "meets_sla";
    case GpuVerdict::MissesSla: return "misses_sla";
    case GpuVerdict::DoesNotFit: return "does_not_fit";
    case GpuVerdict::Overloaded: return "overloaded";
    case GpuVerdict::Unpriced: return "unpriced";
    case GpuVerdict::NotCompared: return "not_compared";
    }
    return "unknown";
}

DeploymentCost deploymentCost(const Prediction& p, const Economics& econ)
{
    DeploymentCost c;
    c.basis = costBasis(econ, p.gpuId);
    c.electricityUsdPerMTokens = electricityUsdPerMTokens(p.energyPerTokenJ, econ.pue, econ.electricityUsdPerKwh);
    c.gco2PerMTokens = gco2PerMTokens(p.energyPerTokenJ, econ.pue, econ.gridGco2PerKwh);
    c.gco2Interval = objectiveInterval(p, Objective::Carbon, econ);
    c.usdPerMTokens = c.electricityUsdPerMTokens;
    if (costIncludesHardware(c.basis)) {
        if (const auto rate = hardwareUsdPerGpuHour(econ, p.gpuId)) {
            c.hardwareUsdPerGpuHour = *rate;
            c.hardwareUsdPerMTokens = hardwareUsdPerMTokens(*rate, p.numGpus, p.throughputTokS);
            c.allInUsdPerMTokens = allInUsdPerMTokens(c.electricityUsdPerMTokens, *c.hardwareUsdPerMTokens);
            c.usdPerMTokens = *c.allInUsdPerMTokens;
        }
        c.usdInterval = objectiveInterval(p, Objective::Cost, econ);
    } else {
        c.usdInterval = {electricityUsdPerMTokens(p.energyPerTokenJLow, econ.pue, econ.electricityUsdPerKwh),
                         electricityUsdPerMTokens(p.energyPerTokenJHigh, econ.pue, econ.electricityUsdPerKwh)};
    }
    return c;
}

namespace {

GpuVerdict verdictOf(LossReason r)
{
    switch (r) {
    case LossReason::DoesNotFit: return GpuVerdict::DoesNotFit;
    case LossReason::Overloaded: return GpuVerdict::Overloaded;
    case LossReason::Unpriced: return GpuVerdict::Unpriced;
    case LossReason::MissesSla:
    case LossReason::NotFinite: // the detail says which figure
    case LossReason::HigherObjective: return GpuVerdict::MissesSla;
    }
    return GpuVerdict::MissesSla;
}

DeploymentRow baseRow(const Engine& engine, const Scenario& sc, const Prediction& p)
{
    DeploymentRow r;
    r.prediction = p;
    r.key = deploymentKey(p.gpuId, p.numGpus, sc.gpuCountMode);
    const GpuSpec* g = engine.gpus().find(p.gpuId);
    r.gpuName = g ? g->name : p.gpuId;
    r.tdpW = g ? g->tdpW.value_or(0) : 0;
    r.precision = sc.workload.precision;
    r.weightSizing = sc.llm.weightSizing;
    r.cost = deploymentCost(p, sc.economics);
    r.objectiveInterval = objectiveInterval(p, sc.objective, sc.economics);
    r.objectiveAtPrediction = objectiveValue(p, sc.objective, sc.economics);
    if (sc.objective == Objective::Cost)
        r.objectiveInterval = r.cost.usdInterval;
    r.measured = p.measuredGpu;
    return r; // maxRateRps: set for the deployments compared (server mode), unknown for the others
}

} // namespace

PlanOutcome outcomeOf(const Engine& engine, const Scenario& sc, const std::string& method, Recommendation rec,
                      const std::vector<Prediction>& notCompared)
{
    PlanOutcome o;
    o.scenario = sc;
    o.method = method;
    int rank = 0;
    for (const RankedGpu& g : rec.ranking) {
        DeploymentRow r = baseRow(engine, sc, g.prediction);
        r.rank = ++rank;
        r.verdict = rank == 1 ? GpuVerdict::Winner : GpuVerdict::MeetsSla;
        r.reason = LossReason::HigherObjective;
        r.objectiveValue = g.objectiveValue;
        r.vsWinnerPercent = g.vsWinnerPercent;
        const double best = rec.ranking.front().objectiveValue;
        r.winnerSavesPercent = g.objectiveValue > 0 ? (1.0 - best / g.objectiveValue) * 100.0 : 0.0;
        r.atRisk = g.atRisk;
        r.riskLimits = g.riskLimits;
        if (sc.rateRps())
            r.maxRateRps = g.maxRateRps;
        o.rows.push_back(std::move(r));
    }
    std::vector<DeploymentRow> misses, overloaded, unpriced, unfit;
    for (const ExcludedGpu& x : rec.excluded) {
        DeploymentRow r = baseRow(engine, sc, x.prediction);
        r.verdict = verdictOf(x.reason);
        r.reason = x.reason;
        r.detail = x.detail;
        r.missedLimits = x.missedLimits;
        r.fix = x.fix;
        r.provenFix = x.provenFix;
        if (sc.rateRps())
            r.maxRateRps = x.maxRateRps;
        auto& group = r.verdict == GpuVerdict::DoesNotFit ? unfit
            : r.verdict == GpuVerdict::Overloaded         ? overloaded
            : r.verdict == GpuVerdict::Unpriced           ? unpriced
                                                          : misses;
        group.push_back(std::move(r));
    }
    std::stable_sort(misses.begin(), misses.end(), [](const DeploymentRow& a, const DeploymentRow& b) {
        return a.prediction.itlMs < b.prediction.itlMs;
    });
    for (auto* group : {&misses, &overloaded, &unpriced, &unfit})
        for (auto& r : *group)
            o.rows.push_back(std::move(r));
    for (const Prediction& p : notCompared) {
        DeploymentRow r = baseRow(engine, sc, p);
        r.verdict = GpuVerdict::NotCompared;
        o.rows.push_back(std::move(r));
    }
    o.recommendation = std::move(rec);
    return o;
}

Result<PlanOutcome> planOutcome(const Engine& engine, const Scenario& sc, const std::string& method,
                                PredictionCache* cache, const OutcomeOptions& options)
{
    Recommendation rec;
    const bool noneSelected = sc.gpuIds && sc.gpuIds->empty();
    if (noneSelected) {
        rec.slaItlMs = sc.slaItlMs;
        rec.slaTtftMs = sc.sla().hasTtftLimit() ? sc.slaTtftMs : std::nullopt;
        rec.objective = sc.objective;
        rec.slaConfidence = sc.slaConfidence;
    } else {
        WG_TRY(recommended, engine.recommend(sc, method, cache));
        rec = std::move(recommended).value();
    }
    std::vector<Prediction> others;
    if (options.everyCatalogGpu && sc.gpuIds) {
        Scenario rest = sc;
        rest.gpuIds = std::vector<std::string>{};
        for (const auto& g : engine.gpus().gpus())
            if (std::find(sc.gpuIds->begin(), sc.gpuIds->end(), g.id) == sc.gpuIds->end())
                rest.gpuIds->push_back(g.id);
        if (!rest.gpuIds->empty()) {
            WG_TRY(predicted, engine.predict(rest, method, cache));
            others = std::move(predicted).value();
        }
    }
    PlanOutcome o = outcomeOf(engine, sc, method, std::move(rec), others);
    WG_TRY(fleet, scenarioFleet(engine, sc, method, cache));
    o.fleet = std::move(fleet).value();
    return o;
}

namespace {

// The scenario's GPUs: its selection in order, the catalog's when it names none.
std::vector<const GpuSpec*> scenarioGpus(const Engine& engine, const Scenario& sc)
{
    std::vector<const GpuSpec*> gpus;
    if (!sc.gpuIds) {
        for (const auto& g : engine.gpus().gpus())
            gpus.push_back(&g);
    } else {
        for (const auto& id : *sc.gpuIds)
            if (const GpuSpec* g = engine.gpus().find(id))
                gpus.push_back(g);
    }
    return gpus;
}

Result<const Predictor*> methodPredictor(const Engine& engine, const std::string& method)
{
    const Predictor* p = engine.predictor(method);
    if (!p)
        return makeError(ErrorCode::NotFound, {}, 0, "method", "no '" + method.substr(0, 32) + "' model is loaded");
    return p;
}

// The capacity plan's options a scenario asks for (its counts, confidence, TTFT limit, idle
// powers), predicting through `cache`; the power budget is the caller's to add.
CapacityOptions capacityOptions(const Engine& engine, const Scenario& sc, PredictionCache* cache)
{
    CapacityOptions options;
    options.gpuCounts = sc.gpuCountMode;
    options.confidence = sc.slaConfidence;
    options.slaTtftMs = sc.slaTtftMs;
    options.idleOverridesW = engine.idlePowerOverrides();
    options.cache = cache;
    return options;
}
} // namespace

Result<std::optional<CapacityPlan>> scenarioCapacity(const Engine& engine, const Scenario& sc,
                                                     const std::string& method, PredictionCache* cache)
{
    if (!sc.fleetTargetRps) // a fleet is sized for a rate: server mode by definition
        return std::optional<CapacityPlan>();
    WG_TRY(p, methodPredictor(engine, method));
    const std::vector<const GpuSpec*> gpus = scenarioGpus(engine, sc);
    if (gpus.empty())
        return std::optional<CapacityPlan>();
    CapacityOptions options = capacityOptions(engine, sc, cache);
    options.budget = sc.powerBudget; // on Auto, each type's count the budget admits
    WG_TRY(plan,
           planCapacity(*p.value(), sc.llm, gpus, sc.workload, *sc.fleetTargetRps, sc.slaItlMs, sc.economics, options));
    return std::optional<CapacityPlan>(std::move(plan).value());
}

Result<FleetAnswers> scenarioFleet(const Engine& engine, const Scenario& sc, const std::string& method,
                                   PredictionCache* cache)
{
    FleetAnswers answers;
    WG_TRY(capacity, scenarioCapacity(engine, sc, method, cache));
    answers.capacity = std::move(capacity).value();
    if (answers.capacity && sc.powerBudget) {
        WG_TRY(budget, budgetPlan(*answers.capacity, engine.gpus(), sc.workload, *sc.powerBudget));
        answers.powerBudget = std::move(budget).value();
    }
    // The headline fleet: the lowest energy the budget admits, else (none admitted) the smallest peak.
    if (answers.capacity) {
        std::optional<std::size_t> chosen = answers.capacity->lowestEnergyRow;
        bool breaks = false;
        if (answers.powerBudget && answers.powerBudget->bestWithinBudgetRow)
            chosen = answers.powerBudget->bestWithinBudgetRow;
        else if (answers.powerBudget && answers.powerBudget->smallestPeakRow) {
            chosen = answers.powerBudget->smallestPeakRow;
            breaks = true;
        }
        if (chosen)
            answers.headline = FleetHeadline{*chosen, breaks};
    }
    // The cap sweep of the headline fleet.
    if (answers.capacity && answers.headline) {
        const std::optional<std::size_t> chosen = answers.headline->row;
        if (chosen) {
            WG_TRY(p, methodPredictor(engine, method));
            const CapacityRow& row = answers.capacity->rows[*chosen];
            PowerCapSweepOptions options;
            options.confidence = sc.slaConfidence;
            options.slaTtftMs = sc.slaTtftMs;
            options.idleOverridesW = engine.idlePowerOverrides();
            WG_TRY(sweep,
                   sweepPowerCap(*p.value(), sc.llm, *engine.gpus().find(row.gpuId), row.gpusPerReplica, sc.workload,
                                 *sc.fleetTargetRps, sc.slaItlMs, sc.economics, options));
            if (sc.powerBudget) {
                WG_TRY(held, holdSweepAgainst(sweep.value(), engine.gpus(), sc.workload, *sc.powerBudget));
            }
            answers.powerCapSweep = std::move(sweep).value();
        }
    }
    // Disaggregated against aggregated serving for the whole service's rate.
    if (sc.compareDisaggregated && (sc.fleetTargetRps || sc.rateRps())) {
        WG_TRY(p, methodPredictor(engine, method));
        const double rate = sc.fleetTargetRps.value_or(sc.rateRps().value_or(0));
        FleetAnswers::Disaggregation d;
        d.rateRps = rate;
        const std::vector<const GpuSpec*> gpus = scenarioGpus(engine, sc);
        if (sc.disaggregatedPools) {
            WG_TRY(plan,
                   planDisaggregatedPools(*p.value(), sc.llm, engine.gpus(), *sc.disaggregatedPools, sc.workload, rate,
                                          sc.sla(), cache, engine.idlePowerOverrides()));
            d.plans.push_back(std::move(plan).value());
        } else {
            WG_TRY(plans,
                   planDisaggregated(*p.value(), sc.llm, gpus, sc.workload, rate, sc.sla(), cache,
                                     engine.idlePowerOverrides()));
            d.plans = std::move(plans).value();
        }
        if (answers.capacity) {
            d.aggregated = *answers.capacity;
        } else {
            WG_TRY(aggregated,
                   planCapacity(*p.value(), sc.llm, gpus, sc.workload, rate, sc.slaItlMs, sc.economics,
                                capacityOptions(engine, sc, cache)));
            d.aggregated = std::move(aggregated).value();
        }
        d.choice = chooseServing(d.aggregated, d.plans);
        answers.disaggregation = std::move(d);
    }
    // Owned GPUs are served at a rate: server mode (a fleet target, or a rate per replica).
    if (sc.inventory && !sc.inventory->owned.empty() && (sc.serverMode() || sc.fleetTargetRps)) {
        WG_TRY(p, methodPredictor(engine, method));
        InventoryOptions options;
        options.confidence = sc.slaConfidence;
        options.slaTtftMs = sc.slaTtftMs;
        options.idleOverridesW = engine.idlePowerOverrides();
        options.cache = cache;
        options.purchaseCandidates = scenarioGpus(engine, sc);
        options.budget = sc.powerBudget;
        WG_TRY(inventory,
               planInventory(*p.value(), sc.llm, engine.gpus(), *sc.inventory, sc.workload, sc.fleetTargetRps,
                             sc.slaItlMs, sc.economics, options));
        answers.inventory = std::move(inventory).value();
    }
    return answers;
}

const DeploymentRow* PlanOutcome::winner() const
{
    return !rows.empty() && rows.front().verdict == GpuVerdict::Winner ? &rows.front() : nullptr;
}

const DeploymentRow* PlanOutcome::row(const std::string& key) const { return findDeployment(rows, key); }

const DeploymentRow* PlanOutcome::row(const std::string& gpuId, int numGpus) const
{
    for (const auto& r : rows)
        if (r.prediction.gpuId == gpuId && r.prediction.numGpus == numGpus)
            return &r;
    return nullptr;
}

const DeploymentRow* PlanOutcome::runnerUp() const
{
    for (const auto& r : rows)
        if (r.rank == 2)
            return &r;
    return nullptr;
}

const DeploymentRow* PlanOutcome::highestPowerSlaMeeter() const
{
    const DeploymentRow* biggest = nullptr;
    for (const auto& r : rows)
        if (r.ranked() && (!biggest || r.tdpW > biggest->tdpW))
            biggest = &r;
    return biggest;
}

std::vector<const DeploymentRow*> PlanOutcome::fastestFitting() const
{
    std::vector<const DeploymentRow*> out;
    for (const auto& r : rows)
        if (r.verdict != GpuVerdict::DoesNotFit && r.verdict != GpuVerdict::NotCompared)
            out.push_back(&r);
    std::stable_sort(out.begin(), out.end(), [](const DeploymentRow* a, const DeploymentRow* b) {
        return a->prediction.itlMs < b->prediction.itlMs;
    });
    return out;
}

std::vector<const DeploymentRow*> PlanOutcome::featured(std::size_t n, bool fillRanked) const
{
    std::vector<const DeploymentRow*> out;
    const auto add = [&out, n](const DeploymentRow* r) {
        if (r && out.size() < n && std::find(out.begin(), out.end(), r) == out.end())
            out.push_back(r);
    };
    std::vector<const DeploymentRow*> ranked;
    for (const auto& r : rows)
        if (r.ranked())
            ranked.push_back(&r);
    if (ranked.empty()) {
        for (const DeploymentRow* r : fastestFitting())
            add(r);
        return out;
    }
    add(ranked.front());
    add(runnerUp());
    add(highestPowerSlaMeeter());
    if (fillRanked)
        for (const DeploymentRow* r : ranked)
            add(r);
    return out;
}

std::vector<const DeploymentRow*> PlanOutcome::byPower() const
{
    const DeploymentRow* first = winner();
    const DeploymentRow* second = runnerUp();
    std::vector<const DeploymentRow*> out;
    for (const auto& r : rows)
        if (r.verdict != GpuVerdict::NotCompared && &r != first && &r != second)
            out.push_back(&r);
    const auto standing = [](const DeploymentRow* r) {
        return r->meetsSla() ? 0 : r->verdict != GpuVerdict::DoesNotFit ? 1 : 2;
    };
    const auto objective = [](const DeploymentRow* r) { return r->objectiveValue.value_or(r->objectiveAtPrediction); };
    std::stable_sort(out.begin(), out.end(), [&](const DeploymentRow* a, const DeploymentRow* b) {
        if (a->tdpW != b->tdpW)
            return a->tdpW > b->tdpW;
        if (standing(a) != standing(b))
            return standing(a) < standing(b);
        return objective(a) < objective(b);
    });
    return out;
}

const CapacityRow* PlanOutcome::headlineFleet() const
{
    return fleet.capacity && fleet.headline && fleet.headline->row < fleet.capacity->rows.size()
        ? &fleet.capacity->rows[fleet.headline->row]
        : nullptr;
}

std::size_t PlanOutcome::compared() const
{
    return static_cast<std::size_t>(std::count_if(
        rows.begin(), rows.end(), [](const DeploymentRow& r) { return r.verdict != GpuVerdict::NotCompared; }));
}

bool PlanOutcome::singleCostBasis() const
{
    for (const auto& r : rows)
        if (r.cost.basis != rows.front().cost.basis)
            return false;
    return true;
}

} // namespace wattgpu
