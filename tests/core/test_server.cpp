// Server scenario and capacity planning: physical, monotone behaviour on top of the batch models.
#include "core/plan/engine.h"
#include "core/features/physics.h"
#include "core/plan/server.h"

#include <QtTest>

#include <cmath>

using namespace wattgpu;

namespace {
const Engine& engine()
{
    static const Engine* e = [] {
        auto loaded = Engine::load(WATTGPU_SOURCE_DIR);
        if (!loaded)
            qFatal("engine: %s", loaded.error().message().c_str());
        return std::move(loaded).value().release(); // outlives XGBoost's statics
    }();
    return *e;
}
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
            const ServerResult s = predictServer(p, m, g, w, rate);
            QVERIFY2(s.meanPowerW >= prev - 1e-9, qPrintable(QString("power falls at %1 req/s").arg(rate)));
            QVERIFY(s.meanPowerW >= idle - 1e-9);
            prev = s.meanPowerW;
        }
        const ServerResult nearZero = predictServer(p, m, g, w, 1e-5);
        QVERIFY2(nearZero.meanPowerW < idle * 1.02, "mean power at λ → 0 is not near idle");
        // ITL at λ → 0 approaches the batch-1 ITL.
        Workload one = w;
        one.batch = 1;
        const double itl1 = p.predict(m, g, one).itlMs;
        QVERIFY(std::abs(nearZero.itlMs - itl1) <= 0.01 * itl1);
        // At a load that keeps the GPU busy, mean power approaches the batch-mode power at that concurrency.
        const ServerResult busy = predictServer(p, m, g, w, g.id == "l4-24gb" ? 0.3 : 2.0);
        QVERIFY(busy.busyFraction > 0.9);
        QVERIFY(std::abs(busy.meanPowerW - busy.atConcurrency.powerW) <= 0.1 * busy.atConcurrency.powerW);
        QVERIFY(busy.energyPerTokenJ < nearZero.energyPerTokenJ);
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
                const double r = maxSustainableRateRps(p, m, g, w, sla);
                QVERIFY2(r <= prev + 1e-9, qPrintable(QString("%1: max rate rises as SLA tightens to %2 ms").arg(id).arg(sla)));
                prev = r;
                rates.push_back(r);
            }
            QVERIFY(rates.front() > rates.back());
        }
        // An SLA below the batch-1 ITL cannot be met at any rate.
        QCOMPARE(maxSustainableRateRps(p, m, *engine().gpus().find("l4-24gb"), Workload{}, 5.0), 0.0);
    }

    void capacityPlan()
    {
        const Predictor& p = *engine().predictor("default");
        const LlmSpec& m = *engine().llms().find("meta-llama/Llama-3.1-70B-Instruct");
        std::vector<const GpuSpec*> gpus;
        for (const auto& g : engine().gpus().gpus())
            gpus.push_back(&g);
        const CapacityPlan plan = planCapacity(p, m, gpus, Workload{}, 10.0, 60.0);
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
};

QTEST_GUILESS_MAIN(TestServer)
#include "test_server.moc"
