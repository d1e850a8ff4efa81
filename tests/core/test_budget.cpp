// Power budgets and the power cap as a lever (issue 27, core/plan/budget.h, core/plan/power_cap.h):
// a budget below every fleet names none and says by how much the smallest falls short, a budget
// above every fleet names the fleet the plan names without one, the peak is the provisioned one
// (GPUs x cap or TDP, x PUE at the wall), and a lower cap never predicts a lower ITL or a higher power.
#include "core/features/features.h"
#include "core/plan/budget.h"
#include "core/plan/outcome.h"
#include "core/plan/power_cap.h"
#include "tests/support/fixtures.h"
#include "tests/support/test_registry.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace wattgpu;

class TestBudget : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_engine = testing::loadEngine();
        m_plan = scenarioCapacity(*m_engine, scenario()).value().value();
        QVERIFY(m_plan.lowestEnergyRow);
    }
    void cleanupTestCase() { m_engine.reset(); }
    void peakIsGpusTimesLimit();
    void budgetBelowEveryFleetNamesNone();
    void budgetAboveEveryFleetNamesTheUnbudgetedFleet();
    void budgetBetweenNamesTheLowestEnergyWithin();
    void outcomeCarriesTheBudget();
    void refusesABadBudget();
    void lowerCapNeverFasterNorHungrier_data();
    void lowerCapNeverFasterNorHungrier();

private:
    // 70B at 50 req/s for the fleet under a 50 ms ITL SLA: issue 27's first question.
    Scenario scenario() const
    {
        Scenario sc;
        sc.llm = *m_engine->llms().find("meta-llama/Llama-3.1-70B-Instruct");
        sc.slaItlMs = 50;
        sc.load = RequestRate{1};
        sc.fleetTargetRps = 50;
        return sc;
    }
    double smallestHeldPeak(const BudgetPlan& b) const
    {
        double least = std::numeric_limits<double>::infinity();
        for (const BudgetRow& r : b.rows)
            if (r.feasible)
                least = std::min(least, r.heldPowerW);
        return least;
    }
    std::shared_ptr<const Engine> m_engine;
    CapacityPlan m_plan;
};

void TestBudget::peakIsGpusTimesLimit()
{
    const BudgetPlan b =
        budgetPlan(m_plan, m_engine->gpus(), scenario().workload, {PowerBudgetKind::FacilityWall, 40e3, 1.3}).value();
    QCOMPARE(b.rows.size(), m_plan.rows.size());
    int feasible = 0;
    for (std::size_t i = 0; i < b.rows.size(); ++i) {
        const CapacityRow& r = m_plan.rows[i];
        QCOMPARE(b.rows[i].feasible, r.replicas > 0);
        if (r.replicas <= 0)
            continue;
        ++feasible;
        const double tdp = tdpOrEstimateW(*m_engine->gpus().find(r.gpuId));
        QCOMPARE(b.rows[i].peakPowerW, static_cast<double>(r.totalGpus) * tdp);
        QCOMPARE(b.rows[i].peakPowerWallW, b.rows[i].peakPowerW * 1.3);
        QCOMPARE(b.rows[i].heldPowerW, b.rows[i].peakPowerWallW);
        QCOMPARE(b.rows[i].meanPowerW, r.fleetPowerW);
        QVERIFY(b.rows[i].meanPowerW <= b.rows[i].peakPowerW); // the mean never exceeds the provisioned peak
        QCOMPARE(b.rows[i].withinBudget, b.rows[i].heldPowerW <= 40e3);
    }
    QVERIFY(feasible > 3);
    // A per-GPU cap is what the fleet is provisioned for.
    Scenario capped = scenario();
    capped.workload.powerLimitW = 300;
    const CapacityPlan plan = scenarioCapacity(*m_engine, capped).value().value();
    const BudgetPlan c = budgetPlan(plan, m_engine->gpus(), capped.workload, {PowerBudgetKind::GpuBoard, 1e6}).value();
    for (std::size_t i = 0; i < plan.rows.size(); ++i)
        if (plan.rows[i].replicas > 0) {
            // The limit the GPU can be set to: 300 W, or TDP below it, or 1.5 x its idle draw above it
            // (a GB200's idle prior is 19 % of 1,200 W: 300 W is clamped to 342 W).
            const GpuSpec& g = *m_engine->gpus().find(plan.rows[i].gpuId);
            const double limit = effectivePowerLimitW(g, capped.workload);
            QVERIFY(limit >= std::min(300.0, tdpOrEstimateW(g)));
            QCOMPARE(c.rows[i].peakPowerW, static_cast<double>(plan.rows[i].totalGpus) * limit);
            QCOMPARE(c.rows[i].heldPowerW, c.rows[i].peakPowerW); // a GPU budget: no PUE
        }
}

void TestBudget::budgetBelowEveryFleetNamesNone()
{
    for (const PowerBudgetKind kind : {PowerBudgetKind::GpuBoard, PowerBudgetKind::FacilityWall}) {
        const PowerBudget probe{kind, 1e12, 1.2};
        const double least = smallestHeldPeak(budgetPlan(m_plan, m_engine->gpus(), scenario().workload, probe).value());
        const PowerBudget tight{kind, least - 1500, 1.2};
        const BudgetPlan b = budgetPlan(m_plan, m_engine->gpus(), scenario().workload, tight).value();
        QVERIFY(!b.bestWithinBudgetRow);
        QVERIFY(b.smallestPeakRow);
        QVERIFY(b.shortfallW);
        QVERIFY(std::abs(*b.shortfallW - 1500) < 1e-6);
        QCOMPARE(b.rows[*b.smallestPeakRow].heldPowerW, least);
        QVERIFY(std::abs(b.rows[*b.smallestPeakRow].overBudgetPercent - 1500 / (least - 1500) * 100) < 1e-9);
        for (const BudgetRow& r : b.rows)
            QVERIFY(!r.withinBudget && (!r.feasible || r.overBudgetW > 0));
    }
}

void TestBudget::budgetAboveEveryFleetNamesTheUnbudgetedFleet()
{
    const BudgetPlan b =
        budgetPlan(m_plan, m_engine->gpus(), scenario().workload, {PowerBudgetKind::FacilityWall, 1e9, 1.2}).value();
    QVERIFY(b.bestWithinBudgetRow);
    QCOMPARE(*b.bestWithinBudgetRow, *m_plan.lowestEnergyRow);
    QVERIFY(!b.shortfallW && !b.smallestPeakRow);
    for (const BudgetRow& r : b.rows)
        if (r.feasible) {
            QVERIFY(r.withinBudget && r.overBudgetW == 0);
            QCOMPARE(r.headroomW, 1e9 - r.heldPowerW);
        }
}

void TestBudget::budgetBetweenNamesTheLowestEnergyWithin()
{
    // Just below the lowest-energy fleet's peak: that fleet is over, and the best is the fleet of
    // least energy per day among those within. The lowest-energy fleet may also have the smallest
    // peak (then no budget can tell them apart): leave its GPU type out until another has a smaller one.
    Scenario sc = scenario();
    std::vector<std::string> ids;
    for (const GpuSpec& g : m_engine->gpus().gpus())
        ids.push_back(g.id);
    const PowerBudget probe{PowerBudgetKind::GpuBoard, 1e12, 1};
    CapacityPlan plan;
    BudgetPlan all;
    bool found = false;
    for (int tries = 0; tries < 8 && !found; ++tries) {
        sc.gpuIds = ids;
        plan = scenarioCapacity(*m_engine, sc).value().value();
        QVERIFY(plan.lowestEnergyRow);
        all = budgetPlan(plan, m_engine->gpus(), sc.workload, probe).value();
        found = smallestHeldPeak(all) < all.rows[*plan.lowestEnergyRow].heldPowerW;
        if (!found)
            ids.erase(std::find(ids.begin(), ids.end(), plan.rows[*plan.lowestEnergyRow].gpuId));
    }
    QVERIFY2(found, "no plan has a fleet with a smaller peak than its lowest-energy fleet");
    const double lowestEnergyPeak = all.rows[*plan.lowestEnergyRow].heldPowerW;
    const PowerBudget between{PowerBudgetKind::GpuBoard, lowestEnergyPeak - 1, 1};
    const BudgetPlan b = budgetPlan(plan, m_engine->gpus(), sc.workload, between).value();
    QVERIFY(b.bestWithinBudgetRow);
    QVERIFY(*b.bestWithinBudgetRow != *plan.lowestEnergyRow);
    QVERIFY(!b.rows[*plan.lowestEnergyRow].withinBudget);
    QVERIFY(std::abs(b.rows[*plan.lowestEnergyRow].overBudgetW - 1) < 1e-6);
    const double best = plan.rows[*b.bestWithinBudgetRow].energyPerDayKwh;
    for (std::size_t i = 0; i < b.rows.size(); ++i)
        if (b.rows[i].withinBudget)
            QVERIFY(plan.rows[i].energyPerDayKwh >= best);
}

void TestBudget::outcomeCarriesTheBudget()
{
    Scenario sc = scenario();
    sc.powerBudget = PowerBudget{PowerBudgetKind::FacilityWall, 40e3, 1.2};
    const PlanOutcome o = planOutcome(*m_engine, sc).value();
    QVERIFY(o.fleet.capacity && o.fleet.powerBudget);
    const BudgetPlan direct = budgetPlan(*o.fleet.capacity, m_engine->gpus(), sc.workload, *sc.powerBudget).value();
    QCOMPARE(o.fleet.powerBudget->bestWithinBudgetRow, direct.bestWithinBudgetRow);
    QCOMPARE(o.fleet.powerBudget->rows.size(), o.fleet.capacity->rows.size());
    QVERIFY(!o.fleet.powerBudget->basis.empty());
    // The cap sweep is the best fleet within the budget's deployment, each step held against it.
    QVERIFY(o.fleet.powerCapSweep && o.fleet.powerBudget->bestWithinBudgetRow);
    const CapacityRow& best = o.fleet.capacity->rows[*o.fleet.powerBudget->bestWithinBudgetRow];
    QCOMPARE(o.fleet.powerCapSweep->gpuId, best.gpuId);
    QCOMPARE(o.fleet.powerCapSweep->gpusPerReplica, best.gpusPerReplica);
    QCOMPARE(o.fleet.powerCapSweep->steps.size(), std::size_t(6));
    for (const PowerCapStep& st : o.fleet.powerCapSweep->steps) {
        QVERIFY(st.budget);
        if (st.fleet.replicas > 0) // the peak at the cap: GPUs x cap x PUE
            QVERIFY(std::abs(st.budget->heldPowerW - static_cast<double>(st.fleet.totalGpus) * st.capW * 1.2) < 1e-6);
    }
    QVERIFY(!planOutcome(*m_engine, scenario()).value().fleet.powerBudget); // no budget asked
}

void TestBudget::refusesABadBudget()
{
    const Workload w = scenario().workload;
    QVERIFY(!budgetPlan(m_plan, m_engine->gpus(), w, {PowerBudgetKind::GpuBoard, 0, 1}));
    QVERIFY(!budgetPlan(m_plan, m_engine->gpus(), w, {PowerBudgetKind::GpuBoard, std::nan(""), 1}));
    QVERIFY(!budgetPlan(m_plan, m_engine->gpus(), w, {PowerBudgetKind::FacilityWall, 1e4, 0.9}));
}

void TestBudget::lowerCapNeverFasterNorHungrier_data()
{
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<int>("count");
    QTest::newRow("1 x B100") << QStringLiteral("b100-sxm-192gb") << 1;
    QTest::newRow("4 x H100 SXM5") << QStringLiteral("h100-sxm5-80gb") << 4;
    QTest::newRow("4 x A100 SXM4") << QStringLiteral("a100-sxm4-80gb") << 4;
    QTest::newRow("8 x L40S") << QStringLiteral("l40s-48gb") << 8;
    QTest::newRow("2 x MI300X") << QStringLiteral("mi300x-192gb") << 2;
}

void TestBudget::lowerCapNeverFasterNorHungrier()
{
    QFETCH(QString, gpu);
    QFETCH(int, count);
    const Scenario sc = scenario();
    const GpuSpec& g = *m_engine->gpus().find(gpu.toStdString());
    PowerCapSweepOptions opt;
    opt.idleOverridesW = m_engine->idlePowerOverrides();
    const PowerCapSweep s =
        sweepPowerCap(*m_engine->predictor(), sc.llm, g, count, sc.workload, 50, 50, sc.economics, opt).value();
    QCOMPARE(s.steps.size(), std::size_t{6});
    QVERIFY(s.referenceRateRps);
    QCOMPARE(s.steps.front().capPercent, 100.0);
    QCOMPARE(s.steps.back().capPercent, 50.0);
    QVERIFY(s.steps.front().fleet.replicas > 0);
    // The uncapped step is the uncapped fleet: its share per replica is the reference rate.
    QCOMPARE(*s.referenceRateRps, 50.0 / static_cast<double>(s.steps.front().fleet.replicas));
    const double eps = 1e-9;
    for (std::size_t i = 1; i < s.steps.size(); ++i) {
        const PowerCapStep& hi = s.steps[i - 1];
        const PowerCapStep& lo = s.steps[i];
        const QByteArray at = QByteArray::number(hi.capPercent) + " -> " + QByteArray::number(lo.capPercent) + " %";
        QVERIFY2(lo.capW < hi.capW, at.constData());
        QVERIFY2(lo.itlMs >= hi.itlMs - eps,
                 (at + ": ITL " + QByteArray::number(hi.itlMs) + " -> " + QByteArray::number(lo.itlMs)).constData());
        QVERIFY2(lo.itlMsHigh >= hi.itlMsHigh - eps, at.constData());
        QVERIFY2(lo.meanPowerW <= hi.meanPowerW + eps,
                 (at + ": mean power " + QByteArray::number(hi.meanPowerW) + " -> " + QByteArray::number(lo.meanPowerW))
                     .constData());
        QVERIFY2(lo.activePowerPerGpuW <= hi.activePowerPerGpuW + eps, at.constData());
        QVERIFY2(lo.energyPerTokenJ <= hi.energyPerTokenJ + eps, at.constData());
        QVERIFY2(lo.activePowerPerGpuW <= lo.capW + eps, at.constData());
        // A slower replica never lets the fleet shrink.
        if (hi.fleet.replicas > 0 && lo.fleet.replicas > 0)
            QVERIFY2(lo.fleet.totalGpus >= hi.fleet.totalGpus, at.constData());
        if (hi.fleet.replicas <= 0)
            QVERIFY2(lo.fleet.replicas <= 0, at.constData());
    }
    // Each step's fleet peak is its GPUs at the cap, held in the step (the CLI and reports print it).
    for (const PowerCapStep& st : s.steps)
        QCOMPARE(st.fleetPeakW, st.fleet.replicas > 0 ? static_cast<double>(st.fleet.totalGpus) * st.capW : 0.0);
    // Where the SLA breaks is the first step down that misses it.
    for (const PowerCapStep& st : s.steps) {
        if (!st.meetsSla) {
            QVERIFY(s.slaBreaksAtPercent);
            QCOMPARE(*s.slaBreaksAtPercent, st.capPercent);
            break;
        }
        QVERIFY(!s.slaBreaksAtPercent || *s.slaBreaksAtPercent < st.capPercent);
    }
}

WATTGPU_TEST_GUILESS_MAIN(TestBudget)
#include "test_budget.moc"
