// Server scenario and capacity planning: physical, monotone behaviour on top of the batch models.
#include "core/features/physics.h"
#include "core/plan/engine.h"
#include "core/plan/server.h"
#include "tests/support/fixtures.h"

#include <QtTest>

#include <cmath>

using namespace wattgpu;

namespace {
const Engine& engine() { return testing::sharedEngine(); }
} // namespace

class TestServer : public QObject {
    Q_OBJECT
private slots:
    void meanPowerRisesWithRateFromIdleTowardBatchPower_data()
    {
        QTest::addColumn<QString>("gpu");
        for (const char* g : {"h100-sxm5-80gb", "a30-pcie-24gb", "l4-24gb", "a100-sxm4-40gb"})
            QTest::newRow(g) << g;
    }
    void meanPowerRisesWithRateFromIdleTowardBatchPower()
    {
        QFETCH(QString, gpu);
        const Predictor& p = *engine().predictor("default");
        const LlmSpec& m = *engine().llms().find("meta-llama/Llama-3.1-8B-Instruct");
        const GpuSpec& g = *engine().gpus().find(gpu.toStdString());
        Workload w;
        double prev = 0;
        const double idle = idlePowerW(g);
        for (double rate : {1e-4, 0.01, 0.05, 0.2, 0.5, 1.0}) {
            const ServerResult s = predictServer(p, m, g, w, rate).value();
            QVERIFY2(s.meanPowerW >= prev - 1e-9, qPrintable(QString("power falls at %1 req/s").arg(rate)));
            QVERIFY(s.meanPowerW >= idle - 1e-9);
            prev = s.meanPowerW;
        }
        const ServerResult nearZero = predictServer(p, m, g, w, 1e-5).value();
        QVERIFY2(nearZero.meanPowerW < idle * 1.02, "mean power at λ → 0 is not near idle");
        // ITL at λ → 0 approaches the batch-1 ITL.
        Workload one = w;
        one.batch = 1;
        const double itl1 = p.predict(m, g, one).value().itlMs;
        QVERIFY(std::abs(nearZero.itlMs - itl1) <= 0.01 * itl1);
        // At a load that keeps the GPU busy, mean power approaches the batch-mode power at that concurrency.
        const ServerResult busy = predictServer(p, m, g, w, g.id == "l4-24gb" ? 0.3 : 2.0).value();
        QVERIFY(busy.busyFraction > 0.9);
        QVERIFY(std::abs(busy.meanPowerW - busy.atConcurrency.powerW) <= 0.1 * busy.atConcurrency.powerW);
        QVERIFY(busy.energyPerTokenJ < nearZero.energyPerTokenJ);
    }

    // The scenario says how the load is given; nothing is replaced behind its back.
    void scenarioLoadChoosesTheMode()
    {
        Scenario sc;
        sc.llm = *engine().llms().find("meta-llama/Llama-3.1-8B-Instruct");
        sc.workload.batch = 64;
        sc.gpuIds = std::vector<std::string>{"h100-sxm5-80gb", "l4-24gb"};
        const auto offline = engine().predict(sc).value();
        QCOMPARE(offline.size(), std::size_t(2));
        QCOMPARE(offline[0].gpuId, std::string("h100-sxm5-80gb"));
        for (const Prediction& p : offline)
            QVERIFY(!p.server);
        QCOMPARE(offline[1].itlMs,
                 engine()
                     .predictor("default")
                     ->predict(sc.llm, *engine().gpus().find("l4-24gb"), sc.workload)
                     .value()
                     .itlMs);
        sc.load = RequestRate{0.5};
        QVERIFY(sc.serverMode());
        QCOMPARE(*sc.rateRps(), 0.5);
        const auto server = engine().predict(sc).value();
        QCOMPARE(server.size(), std::size_t(2));
        for (const Prediction& p : server) {
            QVERIFY(p.server);
            QCOMPARE(p.server->rateRps, 0.5);
        }
        // The same as the server model asked directly, and never the batch of 64.
        const ServerResult direct = predictServer(*engine().predictor("default"), sc.llm,
                                                  *engine().gpus().find("h100-sxm5-80gb"), sc.workload, 0.5)
                                        .value();
        QCOMPARE(server[0].powerW, direct.meanPowerW);
        QVERIFY(server[0].server->meanConcurrency < 64);
        sc.gpuIds = std::vector<std::string>{};
        QVERIFY(engine().predict(sc).value().empty()); // none selected: none predicted
        sc.gpuIds.reset();
        QCOMPARE(engine().predict(sc).value().size(), engine().gpus().gpus().size());
    }

    void maxRateFallsAsSlaTightens()
    {
        const Predictor& p = *engine().predictor("default");
        const LlmSpec& m = *engine().llms().find("meta-llama/Llama-3.1-8B-Instruct");
        for (const char* id : {"h100-sxm5-80gb", "a100-sxm4-40gb", "l40s-48gb"}) {
            const GpuSpec& g = *engine().gpus().find(id);
            Workload w;
            double prev = 1e30;
            std::vector<double> rates;
            for (double sla : {200.0, 60.0, 30.0, 20.0, 15.0, 10.0}) {
                const double r = maxSustainableRateRps(p, m, g, w, sla).value();
                QVERIFY2(r <= prev + 1e-9,
                         qPrintable(QString("%1: max rate rises as SLA tightens to %2 ms").arg(id).arg(sla)));
                prev = r;
                rates.push_back(r);
            }
            QVERIFY(rates.front() > rates.back());
        }
        // An SLA below the batch-1 ITL cannot be met at any rate.
        QCOMPARE(maxSustainableRateRps(p, m, *engine().gpus().find("l4-24gb"), Workload{}, 5.0).value(), 0.0);
    }

    void capacityPlan()
    {
        const Predictor& p = *engine().predictor("default");
        const LlmSpec& m = *engine().llms().find("meta-llama/Llama-3.1-70B-Instruct");
        std::vector<const GpuSpec*> gpus;
        for (const auto& g : engine().gpus().gpus())
            gpus.push_back(&g);
        const CapacityPlan plan = planCapacity(p, m, gpus, Workload{}, 10.0, 60.0).value();
        QVERIFY(plan.lowestEnergyGpu.has_value());
        QCOMPARE(plan.rows.front().gpuId, *plan.lowestEnergyGpu);
        bool seenInfeasible = false;
        for (const auto& r : plan.rows) {
            if (r.replicas == 0) {
                seenInfeasible = true;
                QVERIFY(!r.reason.empty());
                continue;
            }
            QVERIFY2(!seenInfeasible, "feasible rows must come first");
            Workload one;
            one.batch = 1;
            QCOMPARE(r.gpusPerReplica, smallestFittingGpuCount(m, *engine().gpus().find(r.gpuId), one));
            QVERIFY(r.replicas * r.maxRatePerReplicaRps * 0.95 >= 10.0 - 1e-9);
            QCOMPARE(r.totalGpus, r.replicas * r.gpusPerReplica);
            QVERIFY(std::abs(r.energyPerDayKwh - r.fleetPowerW * 24 / 1000) < 1e-9);
        }
    }

    void fleetHardwareCostPerDayIsHandChecked()
    {
        Economics e;
        QVERIFY(!fleetHardwareUsdPerDay(e, "h100-sxm5-80gb", 4).has_value());
        e.gpuPurchaseUsd = 29200.0; // over 4 years of 365 days: 20 USD per GPU-day
        QVERIFY(std::abs(*fleetHardwareUsdPerDay(e, "h100-sxm5-80gb", 2) - 40.0) < 1e-9);
        e.gpuUtilisation = 0.1; // a provisioned fleet pays every day whatever its utilisation
        QVERIFY(std::abs(*fleetHardwareUsdPerDay(e, "h100-sxm5-80gb", 2) - 40.0) < 1e-9);
        e.usdPerGpuHour = 2.0; // a flat hourly rate takes precedence: 48 USD per GPU-day
        QVERIFY(std::abs(*fleetHardwareUsdPerDay(e, "h100-sxm5-80gb", 3) - 144.0) < 1e-9);
        e.usdPerGpuHourByGpu["h100-sxm5-80gb"] = 1.0; // a per-GPU quote beats both
        QVERIFY(std::abs(*fleetHardwareUsdPerDay(e, "h100-sxm5-80gb", 3) - 72.0) < 1e-9);
        QVERIFY(std::abs(*fleetHardwareUsdPerDay(e, "a100-sxm4-80gb", 1) - 48.0) < 1e-9);
    }

    void capacityPlanCostsAndCarbon()
    {
        const Predictor& p = *engine().predictor("default");
        const LlmSpec& m = *engine().llms().find("meta-llama/Llama-3.1-8B-Instruct");
        std::vector<const GpuSpec*> gpus;
        for (const auto& g : engine().gpus().gpus())
            gpus.push_back(&g);
        Economics e;
        e.electricityUsdPerKwh = 0.20;
        e.pue = 1.5;
        e.gridGco2PerKwh = 300.0;
        const CapacityPlan energyOnly = planCapacity(p, m, gpus, Workload{}, 10.0, 60.0, e).value();
        QVERIFY(energyOnly.cheapestGpu.has_value());
        // Without hardware cost the cheapest fleet is the lowest-energy one (same price for all).
        QCOMPARE(*energyOnly.cheapestGpu, *energyOnly.lowestEnergyGpu);
        for (const auto& r : energyOnly.rows) {
            if (r.replicas == 0)
                continue;
            QVERIFY(!r.hardwareUsdPerDay.has_value());
            QVERIFY(std::abs(r.electricityUsdPerDay - r.energyPerDayKwh * 1.5 * 0.20) < 1e-9);
            QVERIFY(std::abs(r.co2KgPerDay - r.energyPerDayKwh * 1.5 * 0.300) < 1e-9);
            QCOMPARE(r.usdPerDay, r.electricityUsdPerDay);
        }
        // Renting GPUs by the hour makes the GPU count dominate: the cheapest fleet is then the
        // one with the lowest (electricity + 24 h x GPUs x rate), which we recompute by hand.
        e.usdPerGpuHour = 2.0;
        const CapacityPlan rented = planCapacity(p, m, gpus, Workload{}, 10.0, 60.0, e).value();
        const CapacityRow* best = nullptr;
        for (const auto& r : rented.rows) {
            if (r.replicas == 0)
                continue;
            QVERIFY(r.hardwareUsdPerDay.has_value());
            QVERIFY(std::abs(*r.hardwareUsdPerDay - r.totalGpus * 48.0) < 1e-9);
            QVERIFY(std::abs(r.usdPerDay - (r.electricityUsdPerDay + *r.hardwareUsdPerDay)) < 1e-9);
            if (!best || r.usdPerDay < best->usdPerDay)
                best = &r;
        }
        QVERIFY(best);
        QCOMPARE(*rented.cheapestGpu, best->gpuId);
        QVERIFY(best->usdPerDay <= rented.rows.front().usdPerDay);

        // Quotes for two GPUs only: the unpriced ones must not win for lack of a price.
        Economics quoted;
        quoted.usdPerGpuHourByGpu = {{"h100-sxm5-80gb", 2.9}, {"a100-sxm4-80gb", 1.8}};
        const CapacityPlan q = planCapacity(p, m, gpus, Workload{}, 10.0, 60.0, quoted).value();
        QVERIFY(q.cheapestGpu.has_value());
        QVERIFY(*q.cheapestGpu == "h100-sxm5-80gb" || *q.cheapestGpu == "a100-sxm4-80gb");
    }
};

QTEST_GUILESS_MAIN(TestServer)
#include "test_server.moc"
