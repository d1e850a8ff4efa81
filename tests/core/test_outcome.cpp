// The plan outcome (core/plan/outcome.h): one cost basis per ranking, at risk on the rows and the
// report model alike, an overloaded replica's figures at what it serves, and the fleet plan sized
// for the fleet target only, and the comparators the views name (runner-up, highest-power SLA
// meeter, featured deployments) picked once in the outcome.
#include "core/plan/capacity.h"
#include "core/plan/outcome.h"
#include "core/plan/server.h"
#include "core/report/report_model.h"
#include "tests/support/fixtures.h"
#include "tests/support/test_registry.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace wattgpu;

class TestOutcome : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { m_engine = testing::loadEngine(); }
    void cleanupTestCase() { m_engine.reset(); }
    void costBasisPerGpu();
    void partialQuotesRankOneBasis();
    void partialQuotesUnderEnergyStayRanked();
    void defaultRatePricesEveryGpu();
    void atRiskOnRowsAndReport();
    void overloadedReplicaServesWhatItCan();
    void fleetPlanOnlyForAFleetTarget();
    void comparatorsLiveInTheOutcome();
    void comparatorsWithoutAWinner();

private:
    Scenario llama8b(double sla) const
    {
        Scenario sc;
        sc.llm = *m_engine->llms().find("meta-llama/Llama-3.1-8B-Instruct");
        sc.slaItlMs = sla;
        return sc;
    }
    static Economics partialQuotes()
    {
        Economics e;
        e.usdPerGpuHourByGpu = {{"b100-sxm-192gb", 6.0}, {"h100-nvl-94gb", 3.0}, {"a100-sxm4-80gb", 1.8}};
        return e;
    }
    std::shared_ptr<const Engine> m_engine;
};

void TestOutcome::costBasisPerGpu()
{
    Economics e;
    QCOMPARE(costBasis(e, "h100-nvl-94gb"), CostBasis::Electricity);
    e = partialQuotes();
    QCOMPARE(costBasis(e, "h100-nvl-94gb"), CostBasis::Quote);
    QCOMPARE(costBasis(e, "l4-24gb"), CostBasis::Unpriced);
    e.gpuPurchaseUsd = 25000;
    QCOMPARE(costBasis(e, "l4-24gb"), CostBasis::Purchase);
    e.usdPerGpuHour = 2.0; // the stated default rate comes before an amortised price
    QCOMPARE(costBasis(e, "l4-24gb"), CostBasis::FlatRate);
    QCOMPARE(costBasis(e, "h100-nvl-94gb"), CostBasis::Quote);
    QVERIFY(!costIncludesHardware(CostBasis::Unpriced) && costIncludesHardware(CostBasis::FlatRate));
}

void TestOutcome::partialQuotesRankOneBasis()
{
    Scenario sc = llama8b(50);
    sc.objective = Objective::Cost;
    sc.economics = partialQuotes();
    const PlanOutcome o = planOutcome(*m_engine, sc).value();
    QVERIFY(o.winner());
    int ranked = 0, unpriced = 0;
    for (const DeploymentRow& r : o.rows) {
        if (r.ranked()) {
            ++ranked;
            QCOMPARE(r.cost.basis, CostBasis::Quote); // never electricity-only next to all-in
            QVERIFY(r.cost.allInUsdPerMTokens);
            QCOMPARE(*r.objectiveValue, r.cost.usdPerMTokens);
        }
        if (r.verdict == GpuVerdict::Unpriced) {
            ++unpriced;
            QCOMPARE(r.reason, LossReason::Unpriced);
            QCOMPARE(r.cost.basis, CostBasis::Unpriced);
            QVERIFY(!r.cost.allInUsdPerMTokens);
            QCOMPARE(r.cost.usdPerMTokens, r.cost.electricityUsdPerMTokens);
            QVERIFY(r.prediction.fitsMemory);
        }
    }
    QCOMPARE(ranked, 3);
    QVERIFY2(unpriced > 30, qPrintable(QString::number(unpriced)));
    QVERIFY(!o.singleCostBasis());
    // Auto keeps an unpriced GPU at the count that would win on energy, not its fastest count.
    const DeploymentRow* l4 = o.row("l4-24gb");
    QVERIFY(l4 && l4->verdict == GpuVerdict::Unpriced);
    Scenario energy = sc;
    energy.objective = Objective::EnergyPerToken;
    const PlanOutcome e = planOutcome(*m_engine, energy).value();
    QCOMPARE(l4->prediction.numGpus, e.row("l4-24gb")->prediction.numGpus);
}

void TestOutcome::partialQuotesUnderEnergyStayRanked()
{
    Scenario sc = llama8b(50);
    sc.economics = partialQuotes();
    const PlanOutcome o = planOutcome(*m_engine, sc).value();
    bool unpricedRanked = false;
    for (const DeploymentRow& r : o.rows) {
        QVERIFY(r.verdict != GpuVerdict::Unpriced); // only the cost objective needs a price
        unpricedRanked = unpricedRanked || (r.ranked() && r.cost.basis == CostBasis::Unpriced);
    }
    QVERIFY(unpricedRanked);
}

void TestOutcome::defaultRatePricesEveryGpu()
{
    Scenario sc = llama8b(50);
    sc.objective = Objective::Cost;
    sc.economics = partialQuotes();
    sc.economics.usdPerGpuHour = 2.0;
    const PlanOutcome o = planOutcome(*m_engine, sc).value();
    for (const DeploymentRow& r : o.rows) {
        QVERIFY(r.verdict != GpuVerdict::Unpriced);
        QVERIFY(costIncludesHardware(r.cost.basis));
    }
    QCOMPARE(o.row("h100-nvl-94gb")->cost.basis, CostBasis::Quote);
    QCOMPARE(o.row("l4-24gb")->cost.basis, CostBasis::FlatRate);
}

void TestOutcome::atRiskOnRowsAndReport()
{
    const Scenario sc = llama8b(10);
    const PlanOutcome o = planOutcome(*m_engine, sc).value();
    QVERIFY(o.winner());
    QVERIFY(o.winner()->atRisk);
    QVERIFY(o.winner()->prediction.itlMs <= 10 && o.winner()->prediction.itlMsHigh > 10);
    ReportRequest req;
    req.scenario = sc;
    const ReportModel m = buildReportModel(*m_engine, req).value();
    QVERIFY(m.winnerRow() && m.winnerRow()->atRisk);
    QCOMPARE(m.outcome.rows.size(), o.rows.size());
    for (std::size_t i = 0; i < o.rows.size(); ++i) {
        QCOMPARE(m.outcome.rows[i].key, o.rows[i].key);
        QCOMPARE(m.outcome.rows[i].verdict, o.rows[i].verdict);
        QCOMPARE(m.outcome.rows[i].atRisk, o.rows[i].atRisk);
    }
}

void TestOutcome::overloadedReplicaServesWhatItCan()
{
    Scenario sc = llama8b(50);
    sc.load = RequestRate{1000};
    sc.gpuIds = std::vector<std::string>{"rtx-3090-24gb"};
    sc.gpuCountMode = GpuCountMode::Fixed;
    const Prediction p = m_engine->predict(sc).value().front();
    QVERIFY(p.server && !p.server->stable);
    QVERIFY(p.hasWarning(WarningCode::Overloaded));
    const double offered = 1000.0 * sc.workload.outputLen;
    QVERIFY2(p.throughputTokS > 0 && p.throughputTokS < offered / 100, qPrintable(QString::number(p.throughputTokS)));
    QVERIFY(std::abs(p.energyPerTokenJ - p.powerW / p.throughputTokS) <= 1e-9 * p.energyPerTokenJ);
    // The served rate is the best the replica's curve gives at any concurrency, with no SLA.
    const GpuSpec& gpu = *m_engine->gpus().find("rtx-3090-24gb");
    const ConcurrencyCurve c = concurrencyCurve(*m_engine->predictor(), sc.llm, gpu, sc.workload).value();
    const double served = maxSustainableRateOnCurve(c, std::numeric_limits<double>::infinity());
    QVERIFY(std::abs(p.throughputTokS - served * sc.workload.outputLen) <= 1e-9 * p.throughputTokS);
    const PlanOutcome o = planOutcome(*m_engine, sc).value();
    QCOMPARE(o.rows.front().verdict, GpuVerdict::Overloaded);
    QVERIFY(!o.rows.front().hasFigures());
}

void TestOutcome::fleetPlanOnlyForAFleetTarget()
{
    Scenario sc = llama8b(50);
    sc.load = RequestRate{2};
    QVERIFY(!planOutcome(*m_engine, sc).value().fleet.capacity); // the rate per replica is not a fleet target
    QVERIFY(!scenarioCapacity(*m_engine, sc).value());
    sc.fleetTargetRps = 6;
    const PlanOutcome o = planOutcome(*m_engine, sc).value();
    QVERIFY(o.fleet.capacity);
    QCOMPARE(o.fleet.capacity->targetRateRps, 6.0);
    std::vector<const GpuSpec*> gpus;
    for (const GpuSpec& g : m_engine->gpus().gpus())
        gpus.push_back(&g);
    const CapacityPlan direct =
        planCapacity(*m_engine->predictor(), sc.llm, gpus, sc.workload, 6, 50, sc.economics).value();
    QCOMPARE(o.fleet.capacity->rows.size(), direct.rows.size());
    for (std::size_t i = 0; i < direct.rows.size(); ++i) {
        QCOMPARE(o.fleet.capacity->rows[i].gpuId, direct.rows[i].gpuId);
        QCOMPARE(o.fleet.capacity->rows[i].replicas, direct.rows[i].replicas);
    }
}

void TestOutcome::comparatorsLiveInTheOutcome()
{
    const PlanOutcome o = planOutcome(*m_engine, llama8b(50)).value();
    const DeploymentRow* winner = o.winner();
    const DeploymentRow* second = o.runnerUp();
    QVERIFY(winner && second);
    QCOMPARE(second->rank, 2);
    QVERIFY(*second->objectiveValue >= *winner->objectiveValue);
    // The banner's "% less than the runner-up" and the table's vs-winner % of the same pair.
    QVERIFY(second->winnerSavesPercent && second->vsWinnerPercent);
    QVERIFY(std::abs(*second->winnerSavesPercent - (1.0 - *winner->objectiveValue / *second->objectiveValue) * 100.0)
            < 1e-9);
    QVERIFY(std::abs(*second->vsWinnerPercent - (*second->objectiveValue / *winner->objectiveValue - 1.0) * 100.0)
            < 1e-9);
    QCOMPARE(*winner->winnerSavesPercent, 0.0);
    // The highest-power SLA meeter: ranked, no ranked row above its TDP, the best ranked among equals.
    const DeploymentRow* biggest = o.highestPowerSlaMeeter();
    QVERIFY(biggest && biggest->ranked() && biggest->tdpW > 0);
    for (const DeploymentRow& r : o.rows) {
        if (!r.ranked())
            continue;
        QVERIFY(r.tdpW <= biggest->tdpW);
        if (r.tdpW == biggest->tdpW)
            QVERIFY(r.rank >= biggest->rank);
    }
    QCOMPARE(biggest->tdpW, m_engine->gpus().find(biggest->prediction.gpuId)->tdpW.value_or(0));
    // Featured: the winner, the runner-up, the highest-power meeter, then the other ranked ones.
    const auto three = o.featured(3, false);
    QVERIFY(three.size() >= 2 && three[0] == winner && three[1] == second);
    QVERIFY(std::find(three.begin(), three.end(), biggest) != three.end());
    const auto filled = o.featured(3, true);
    QCOMPARE(filled.size(), std::size_t(3));
    for (const DeploymentRow* r : filled)
        QVERIFY(r->ranked());
    // The others, the most powerful first; neither the winner nor the runner-up among them.
    const auto others = o.byPower();
    QCOMPARE(others.size(), o.compared() - 2);
    for (std::size_t i = 1; i < others.size(); ++i)
        QVERIFY(others[i - 1]->tdpW >= others[i]->tdpW);
    QVERIFY(std::find(others.begin(), others.end(), winner) == others.end());
    QVERIFY(std::find(others.begin(), others.end(), second) == others.end());
}

void TestOutcome::comparatorsWithoutAWinner()
{
    const PlanOutcome o = planOutcome(*m_engine, llama8b(0.5)).value();
    QVERIFY(!o.winner() && !o.runnerUp() && !o.highestPowerSlaMeeter());
    const auto fastest = o.fastestFitting();
    QVERIFY(!fastest.empty());
    for (std::size_t i = 1; i < fastest.size(); ++i)
        QVERIFY(fastest[i - 1]->prediction.itlMs <= fastest[i]->prediction.itlMs);
    for (const DeploymentRow* r : fastest)
        QVERIFY(r->verdict != GpuVerdict::DoesNotFit && r->verdict != GpuVerdict::NotCompared);
    // Nothing meets the SLA: the featured deployments are the fastest that fit.
    const auto featured = o.featured(3, true);
    QCOMPARE(featured.size(), std::min<std::size_t>(3, fastest.size()));
    for (std::size_t i = 0; i < featured.size(); ++i)
        QCOMPARE(featured[i], fastest[i]);
}

WATTGPU_TEST_GUILESS_MAIN(TestOutcome)
#include "test_outcome.moc"
