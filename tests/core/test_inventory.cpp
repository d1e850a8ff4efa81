// Owned GPUs (issue 27, core/plan/inventory.h): what 16 x A100 80GB and 8 x L40S serve of
// Llama-3.1-70B under a 50 ms ITL SLA, how they split, and what to buy for 50 req/s. The
// inventory's capacity never exceeds the sum of its replicas' max rates and uses no more GPUs
// than owned; every purchase reaches the target (re-planned with the purchase added); parsing
// names the entry it refuses.
#include "core/plan/capacity.h"
#include "core/plan/deployment.h"
#include "core/plan/inventory.h"
#include "core/plan/outcome.h"
#include "core/plan/server.h"
#include "tests/support/fixtures.h"
#include "tests/support/test_registry.h"

#include <QtTest>

#include <cmath>

using namespace wattgpu;

class TestInventory : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { m_engine = testing::loadEngine(); }
    void cleanupTestCase() { m_engine.reset(); }
    void capacityIsBoundedByWhatIsOwned();
    void splitIsTheBestOverCounts();
    void purchaseReachesTheTarget();
    void cheapestPurchaseUsesThePrices();
    void ownedEnoughNeedsNoPurchase();
    void outcomeAndFleetAgree();
    void parsesEveryForm();
    void refusesBadInventories_data();
    void refusesBadInventories();

private:
    Scenario scenario() const
    {
        Scenario sc;
        sc.llm = *m_engine->llms().find("meta-llama/Llama-3.1-70B-Instruct");
        sc.slaItlMs = 50;
        sc.load = RequestRate{1};
        sc.fleetTargetRps = 50;
        sc.inventory = Inventory{{{"a100-sxm4-80gb", 16}, {"l40s-48gb", 8}}};
        return sc;
    }
    InventoryPlan plan(const Scenario& sc) const { return scenarioFleet(*m_engine, sc).value().inventory.value(); }
    std::shared_ptr<const Engine> m_engine;
};

void TestInventory::capacityIsBoundedByWhatIsOwned()
{
    const InventoryPlan p = plan(scenario());
    QCOMPARE(p.types.size(), std::size_t(2));
    QVERIFY(p.capacityRps > 0);
    double sumOfMax = 0;
    long long used = 0;
    for (const InventoryType& t : p.types) {
        QVERIFY(t.used <= t.owned);
        long long typeGpus = 0;
        for (const InventoryReplicas& r : t.split) {
            QVERIFY(r.replicas > 0);
            QVERIFY(r.maxRateRpsLow <= r.maxRateRps && r.maxRateRps <= r.maxRateRpsHigh);
            typeGpus += r.replicas * r.gpusPerReplica;
            sumOfMax += static_cast<double>(r.replicas) * r.maxRateRps;
        }
        QCOMPARE(typeGpus, t.used);
        used += t.used;
    }
    QCOMPARE(p.gpusUsed, used);
    QVERIFY(p.gpusUsed <= p.gpusOwned);
    QCOMPARE(p.gpusOwned, 24LL);
    QVERIFY(p.capacityRps <= sumOfMax);
    QVERIFY(std::abs(p.capacityRps - kRateHeadroom * sumOfMax) < 1e-9 * sumOfMax);
    QVERIFY(p.capacityRpsLow <= p.capacityRps && p.capacityRps <= p.capacityRpsHigh);
    // At its capacity every replica keeps its share within the SLA.
    QVERIFY(p.atCapacity.meetsSla);
    QVERIFY(p.atCapacity.meanPowerWLow <= p.atCapacity.meanPowerW);
    QVERIFY(p.atCapacity.meanPowerW <= p.atCapacity.meanPowerWHigh);
    QVERIFY(p.atCapacity.energyPerTokenJ > 0);
    qInfo("16 x A100 80GB + 8 x L40S, Llama-3.1-70B, 50 ms: %.2f req/s (%.2f-%.2f), %lld of %lld GPUs, %.3f J/token",
          p.capacityRps, p.capacityRpsLow, p.capacityRpsHigh, p.gpusUsed, p.gpusOwned, p.atCapacity.energyPerTokenJ);
}

void TestInventory::splitIsTheBestOverCounts()
{
    // Against every split of 16 A100s into replicas of 1, 2, 4, 8 (brute force), none serves more.
    Scenario sc = scenario();
    sc.inventory = Inventory{{{"a100-sxm4-80gb", 16}}};
    const InventoryPlan p = plan(sc);
    const Predictor& pred = *m_engine->predictor("default");
    const GpuSpec& a100 = *m_engine->gpus().find("a100-sxm4-80gb");
    std::map<int, double> rate;
    for (int n : {1, 2, 4, 8}) {
        Workload w = sc.workload;
        w.numGpus = n;
        const ConcurrencyCurve c = concurrencyCurve(pred, sc.llm, a100, w).value();
        rate[n] = whyNotRunnable(sc.llm, a100, w) ? 0.0 : maxSustainableRateOnCurve(c, sc.slaItlMs);
    }
    double best = 0;
    for (int a = 0; a <= 16; ++a)
        for (int b = 0; 2 * b + a <= 16; ++b)
            for (int c = 0; 4 * c + 2 * b + a <= 16; ++c)
                for (int d = 0; 8 * d + 4 * c + 2 * b + a <= 16; ++d)
                    best = std::max(best, a * rate[1] + b * rate[2] + c * rate[4] + d * rate[8]);
    QVERIFY(best > 0);
    QVERIFY2(std::abs(p.maxRateSumRps - best) <= 1e-9 * best,
             qPrintable(QStringLiteral("split %1 req/s, best %2").arg(p.maxRateSumRps).arg(best)));
}

void TestInventory::purchaseReachesTheTarget()
{
    const InventoryPlan p = plan(scenario());
    QVERIFY(!p.meetsTarget); // 24 GPUs do not carry 50 req/s of 70B at 50 ms
    QVERIFY(p.purchases.size() > 3);
    QVERIFY(p.lowestEnergyPurchase && p.fewestGpusPurchase && p.cheapestPurchase);
    for (const InventoryPurchase& b : p.purchases) {
        QVERIFY(b.gpusToBuy > 0);
        QVERIFY2(b.capacityRps >= 50 * (1 - 1e-12), qPrintable(QString::fromStdString(b.gpuId)));
        QVERIFY(b.atTarget.meetsSla);
        // Re-planned with the purchase owned: the inventory reaches the target by itself.
        Scenario after = scenario();
        after.inventory->owned[b.gpuId] += b.gpusToBuy;
        const InventoryPlan q = plan(after);
        QVERIFY2(q.meetsTarget, qPrintable(QString::fromStdString(b.gpuId)));
        QVERIFY(std::abs(q.capacityRps - b.capacityRps) <= 1e-9 * b.capacityRps);
        // One GPU fewer does not reach it (the fewest GPUs of that type).
        after.inventory->owned[b.gpuId] -= 1;
        if (after.inventory->owned[b.gpuId] == 0)
            after.inventory->owned.erase(b.gpuId);
        QVERIFY2(!plan(after).meetsTarget, qPrintable(QString::fromStdString(b.gpuId)));
    }
    const InventoryPurchase& e = p.purchases[*p.lowestEnergyPurchase];
    qInfo("lowest-energy purchase for 50 req/s: %lld x %s, %.2f req/s after, %.1f kWh/day", e.gpusToBuy,
          e.gpuId.c_str(), e.capacityRps, e.atTarget.energyPerDayKwh);
}

void TestInventory::cheapestPurchaseUsesThePrices()
{
    // Priced H100 and B200 only: the cheapest is one of them, the others are not compared on cost.
    Scenario sc = scenario();
    sc.economics.usdPerGpuHourByGpu = {{"h100-sxm5-80gb", 2.5}, {"b200-sxm-180gb", 6.0}};
    const InventoryPlan p = plan(sc);
    QVERIFY(p.cheapestPurchase);
    const InventoryPurchase& c = p.purchases[*p.cheapestPurchase];
    QVERIFY(c.gpuId == "h100-sxm5-80gb" || c.gpuId == "b200-sxm-180gb");
    QCOMPARE(c.basis, CostBasis::Quote);
    const double rate = sc.economics.usdPerGpuHourByGpu.at(c.gpuId);
    QVERIFY(std::abs(*c.hardwareUsdPerDay - rate * 24 * static_cast<double>(c.gpusToBuy)) < 1e-9);
    for (const InventoryPurchase& b : p.purchases)
        if (b.hardwareUsdPerDay)
            QVERIFY(c.usdPerDay <= b.usdPerDay);
}

void TestInventory::ownedEnoughNeedsNoPurchase()
{
    Scenario sc = scenario();
    sc.fleetTargetRps = 1;
    const InventoryPlan p = plan(sc);
    QVERIFY(p.meetsTarget);
    QVERIFY(p.purchases.empty());
    QVERIFY(p.atTarget && p.atTarget->meetsSla);
    QCOMPARE(p.atTarget->rateRps, 1.0);
    QVERIFY(p.atTarget->meanPowerW <= p.atCapacity.meanPowerW);
    // Without a target: the capacity alone.
    sc.fleetTargetRps.reset();
    const InventoryPlan q = plan(sc);
    QVERIFY(!q.targetRps && q.purchases.empty());
    QCOMPARE(q.capacityRps, p.capacityRps);
}

void TestInventory::outcomeAndFleetAgree()
{
    const PlanOutcome o = planOutcome(*m_engine, scenario()).value();
    QVERIFY(o.fleet.inventory);
    const InventoryPlan p = plan(scenario());
    QCOMPARE(o.fleet.inventory->capacityRps, p.capacityRps);
    QCOMPARE(o.fleet.inventory->purchases.size(), p.purchases.size());
    // Offline plans have no inventory answer (owned GPUs are served at a rate).
    Scenario offline = scenario();
    offline.load = FixedConcurrency{};
    offline.fleetTargetRps.reset();
    QVERIFY(!planOutcome(*m_engine, offline).value().fleet.inventory);
}

void TestInventory::parsesEveryForm()
{
    const GpuCatalog& gpus = m_engine->gpus();
    const Inventory want{{{"a100-sxm4-80gb", 16}, {"l40s-48gb", 8}}};
    QCOMPARE(parseInventory(R"({"a100-sxm4-80gb": 16, "l40s-48gb": 8})", "inv.json", gpus).value(), want);
    QCOMPARE(parseInventory(R"([{"gpu": "a100-sxm4-80gb", "count": 16}, {"gpu": "l40s-48gb", "count": 8}])", "inv.json",
                            gpus)
                 .value(),
             want);
    QCOMPARE(parseInventory("gpu,count\na100-sxm4-80gb,16\nl40s-48gb,8\n", "inv.csv", gpus).value(), want);
    QCOMPARE(parseInventory("a100-sxm4-80gb=16, l40s-48gb=8", "--inventory", gpus).value(), want);
}

void TestInventory::refusesBadInventories_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("unknown gpu") << QStringLiteral("gpu,count\nno-such-gpu,4\n") << QStringLiteral("inv:2: gpu");
    QTest::newRow("zero") << QStringLiteral("gpu,count\na100-sxm4-80gb,0\n") << QStringLiteral("outside 1..100000");
    QTest::newRow("negative") << QStringLiteral("{\"a100-sxm4-80gb\": -3}") << QStringLiteral("a100-sxm4-80gb");
    QTest::newRow("fraction") << QStringLiteral("{\"a100-sxm4-80gb\": 2.5}") << QStringLiteral("whole number");
    QTest::newRow("nan text") << QStringLiteral("gpu,count\nl4-24gb,nan\n") << QStringLiteral("inv:2: count");
    QTest::newRow("twice") << QStringLiteral("gpu,count\nl4-24gb,2\nl4-24gb,3\n") << QStringLiteral("listed twice");
    QTest::newRow("huge") << QStringLiteral("l4-24gb=99999999999") << QStringLiteral("outside 1..100000");
    QTest::newRow("not a number") << QStringLiteral("l4-24gb=1e3") << QStringLiteral("whole number");
    QTest::newRow("columns") << QStringLiteral("type,n\nl4-24gb,2\n") << QStringLiteral("gpu,count");
    QTest::newRow("empty") << QStringLiteral("  \n") << QStringLiteral("empty");
    QTest::newRow("wrong json") << QStringLiteral("[1, 2]") << QStringLiteral("[0]");
}

void TestInventory::refusesBadInventories()
{
    QFETCH(QString, text);
    QFETCH(QString, mentions);
    const auto r = parseInventory(text.toStdString(), "inv", m_engine->gpus());
    QVERIFY(!r);
    const QString msg = QString::fromStdString(r.error().message());
    QVERIFY2(msg.contains(mentions), qPrintable(msg));
}

WATTGPU_TEST_GUILESS_MAIN(TestInventory)
#include "test_inventory.moc"
