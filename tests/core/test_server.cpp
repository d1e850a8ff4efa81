// Server scenario and capacity planning: physical, monotone behaviour on top of the batch models.
#include "core/features/physics.h"
#include "core/plan/capacity.h"
#include "core/plan/engine.h"
#include "core/plan/prediction_cache.h"
#include "core/plan/server.h"
#include "core/plan/sweeps.h"
#include "tests/support/fixtures.h"
#include "tests/support/test_registry.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

using namespace wattgpu;

namespace {
const Engine& engine() { return testing::sharedEngine(); }

// The SLA sweep as it was computed before core/plan/sweeps.cpp asked only at a few crossings:
// Engine::recommend at every crossing of a predicted ITL, on every catalog GPU.
std::vector<SlaSegment> slaSweepAtEveryCrossing(const Engine& e, const Scenario& sc,
                                                const std::vector<Prediction>& predictions)
{
    std::vector<std::string> included;
    for (const GpuSpec& g : e.gpus().gpus())
        included.push_back(g.id);
    std::vector<Prediction> every = predictions;
    if (sc.gpuCountMode == GpuCountMode::Auto) {
        Scenario all = sc;
        all.gpuCountMode = GpuCountMode::AllCounts;
        all.gpuIds = included;
        every = e.predict(all).value();
    }
    std::vector<double> crossings;
    for (const Prediction& p : every)
        if (p.fitsMemory && p.itlMs > 0)
            crossings.push_back(p.itlMs);
    std::sort(crossings.begin(), crossings.end());
    crossings.erase(std::unique(crossings.begin(), crossings.end()), crossings.end());
    std::vector<SlaSegment> out;
    if (crossings.empty())
        return out;
    const double hi = std::max(crossings.back() * 1.5, sc.slaItlMs * 1.2);
    out.push_back(SlaSegment{crossings.front() / 1.5, crossings.front(), std::nullopt, 0, 0});
    for (std::size_t i = 0; i < crossings.size(); ++i) {
        Scenario atSla = sc;
        atSla.gpuIds = included;
        atSla.slaItlMs = crossings[i] * (1 + 1e-9);
        const Recommendation rec = e.recommend(atSla).value();
        const double to = i + 1 < crossings.size() ? crossings[i + 1] : hi;
        if (out.back().winner == rec.winner && out.back().winnerNumGpus == rec.winnerNumGpus)
            out.back().toMs = to;
        else
            out.push_back(SlaSegment{crossings[i], to, rec.winner, rec.winnerNumGpus,
                                     rec.ranking.empty() ? 0.0 : rec.ranking.front().objectiveValue});
    }
    return out;
}
} // namespace

class TestServer : public QObject {
    Q_OBJECT
private slots:
    // computeSweeps asks the recommender at a few crossings only (monotone verdicts, bisection):
    // its step function must be the one asked at every crossing, exactly.
    void slaSweepIsTheRecommendationAtEveryCrossing_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<double>("rate"); // 0: offline, batch 16
        QTest::addColumn<int>("mode");
        QTest::addColumn<bool>("upper");
        QTest::addColumn<int>("objective");
        const int all = int(GpuCountMode::AllCounts), automatic = int(GpuCountMode::Auto);
        const int fixed = int(GpuCountMode::Fixed), energy = int(Objective::EnergyPerToken);
        const QString m8 = QStringLiteral("meta-llama/Llama-3.1-8B-Instruct");
        QTest::newRow("8B 5 req/s all counts") << m8 << 5.0 << all << false << energy;
        QTest::newRow("8B 5 req/s auto") << m8 << 5.0 << automatic << false << energy;
        QTest::newRow("8B 2 req/s 1 GPU upper") << m8 << 2.0 << fixed << true << energy;
        QTest::newRow("8B offline auto") << m8 << 0.0 << automatic << false << energy;
        QTest::newRow("8B offline all counts power") << m8 << 0.0 << all << false << int(Objective::MeanPower);
        QTest::newRow("70B 5 req/s auto")
            << QStringLiteral("meta-llama/Llama-3.1-70B-Instruct") << 5.0 << automatic << false << energy;
    }
    void slaSweepIsTheRecommendationAtEveryCrossing()
    {
        QFETCH(QString, model);
        QFETCH(double, rate);
        QFETCH(int, mode);
        QFETCH(bool, upper);
        QFETCH(int, objective);
        const Engine& e = engine();
        Scenario sc;
        sc.llm = *e.llms().find(model.toStdString());
        if (rate > 0)
            sc.load = RequestRate{rate};
        sc.gpuCountMode = GpuCountMode(mode);
        sc.workload.numGpus = 1;
        sc.slaConfidence = upper ? SlaConfidence::UpperBound : SlaConfidence::Point;
        sc.objective = Objective(objective);
        PredictionCache cache;
        const std::vector<Prediction> predictions = e.predict(sc, "default", &cache).value();
        const PlanOutcome outcome = outcomeOf(e, sc, "default", e.recommend(sc, "default", &cache).value());
        Sweeps out;
        QVERIFY(computeSweeps(e, SweepRequest{outcome, predictions, {}, true}, out, {}, &cache));
        QVERIFY(!out.error);
        const std::vector<SlaSegment> expected = slaSweepAtEveryCrossing(e, sc, predictions);
        QVERIFY(expected.size() > 2);
        QCOMPARE(out.slaSweep.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            const SlaSegment &a = out.slaSweep[i], &b = expected[i];
            QVERIFY2(a.fromMs == b.fromMs && a.toMs == b.toMs && a.winner == b.winner
                         && a.winnerNumGpus == b.winnerNumGpus && a.objectiveValue == b.objectiveValue,
                     qPrintable(QStringLiteral("segment %1: %2 x %3 from %4 ms, expected %5 x %6 from %7 ms")
                                    .arg(i)
                                    .arg(a.winnerNumGpus)
                                    .arg(QString::fromStdString(a.winner.value_or("none")))
                                    .arg(a.fromMs)
                                    .arg(b.winnerNumGpus)
                                    .arg(QString::fromStdString(b.winner.value_or("none")))
                                    .arg(b.fromMs)));
        }
    }

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
            QVERIFY2(s.meanPowerW >= prev - 1e-9, qPrintable(QStringLiteral("power falls at %1 req/s").arg(rate)));
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
        sc.gpuCountMode = GpuCountMode::Fixed;
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
                QVERIFY2(
                    r <= prev + 1e-9,
                    qPrintable(
                        QStringLiteral("%1: max rate rises as SLA tightens to %2 ms").arg(QLatin1String(id)).arg(sla)));
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
        CapacityOptions all;
        all.gpuCounts = GpuCountMode::AllCounts;
        const CapacityPlan every = planCapacity(p, m, gpus, Workload{}, 10.0, 60.0, {}, all).value();
        QVERIFY(every.rows.size() > plan.rows.size());
        QVERIFY(plan.lowestEnergyGpu.has_value());
        QCOMPARE(plan.rows.front().gpuId, *plan.lowestEnergyGpu);
        QCOMPARE(plan.rateHeadroom, kRateHeadroom);
        bool seenInfeasible = false;
        for (const auto& r : plan.rows) {
            if (r.replicas == 0) {
                seenInfeasible = true;
                QVERIFY(!r.reason.empty());
                QVERIFY(!r.reasonCode.empty());
                continue;
            }
            QVERIFY2(!seenInfeasible, "feasible rows must come first");
            Workload one;
            one.batch = 1;
            const GpuSpec& g = *engine().gpus().find(r.gpuId);
            const int smallest = smallestFittingGpuCount(m, g, one);
            // Past 8 GPUs (over several nodes) only where 8 cannot hold the model.
            QVERIFY((smallest > 0 && r.gpusPerReplica >= smallest && r.gpusPerReplica <= kMaxGpusPerReplica)
                    || (smallest == 0 && r.gpusPerReplica > kMaxGpusPerReplica
                        && r.gpusPerReplica <= kMaxGpusPerLargeReplica));
            QVERIFY(r.replicas * r.maxRatePerReplicaRps * kRateHeadroom >= 10.0 - 1e-9);
            QCOMPARE(r.totalGpus, r.replicas * r.gpusPerReplica);
            QVERIFY(std::abs(r.energyPerDayKwh - r.fleetPowerW * 24 / 1000) < 1e-9);
            // Auto keeps the count with the least energy per day among the feasible ones.
            for (const auto& o : every.rows)
                if (o.gpuId == r.gpuId && o.replicas > 0)
                    QVERIFY2(r.energyPerDayKwh <= o.energyPerDayKwh + 1e-9,
                             qPrintable(QString::fromStdString(r.gpuId)));
        }
    }

    // 70B at 5 req/s: one count alone (the smallest that fits) may miss the SLA where a larger
    // replica meets it; Capacity searches counts up to 8, as the L40S case shows.
    void capacitySearchesReplicaSizesUpToEight()
    {
        const Predictor& p = *engine().predictor("default");
        const LlmSpec& m = *engine().llms().find("meta-llama/Llama-3.1-70B-Instruct");
        const GpuSpec* l40s = engine().gpus().find("l40s-48gb");
        CapacityOptions all;
        all.gpuCounts = GpuCountMode::AllCounts;
        const CapacityPlan every = planCapacity(p, m, {l40s}, Workload{}, 5.0, 50.0, {}, all).value();
        QCOMPARE(every.rows.size(), std::size_t(4)); // 1, 2, 4, 8
        const CapacityPlan chosen = planCapacity(p, m, {l40s}, Workload{}, 5.0, 50.0).value();
        QCOMPARE(chosen.rows.size(), std::size_t(1));
        bool anyFeasible = false;
        for (const auto& r : every.rows)
            anyFeasible = anyFeasible || r.replicas > 0;
        QCOMPARE(chosen.rows.front().replicas > 0, anyFeasible);
        QVERIFY(anyFeasible);
    }

    // Issue 16 class 1: quantities stay finite and in range, or the row says why.
    void extremeRatesAreRefusedOrBounded()
    {
        const Predictor& p = *engine().predictor("default");
        const LlmSpec& m = *engine().llms().find("meta-llama/Llama-3.1-70B-Instruct");
        std::vector<const GpuSpec*> gpus;
        for (const auto& g : engine().gpus().gpus())
            gpus.push_back(&g);
        for (double bad : {5e-324, 0.0, -1.0, std::nan(""), std::numeric_limits<double>::infinity(), 1e7}) {
            const auto plan = planCapacity(p, m, gpus, Workload{}, bad, 50.0);
            QVERIFY2(!plan, qPrintable(QString::number(bad)));
            QCOMPARE(plan.error().code, ErrorCode::BadValue);
            QVERIFY(!predictServer(p, m, *gpus.front(), Workload{}, bad));
        }
        // The largest rate accepted: every feasible fleet is counted in 64 bits and stays finite.
        const CapacityPlan huge = planCapacity(p, m, gpus, Workload{}, kMaxRateRps, 50.0).value();
        for (const auto& r : huge.rows) {
            if (r.replicas == 0) {
                QVERIFY(!r.reasonCode.empty());
                continue;
            }
            QVERIFY(r.replicas > 1000 && r.replicas <= kMaxReplicas);
            QCOMPARE(r.totalGpus, r.replicas * r.gpusPerReplica);
            QVERIFY(r.totalGpus > 0);
            for (double x : {r.fleetPowerW, r.energyPerDayKwh, r.energyPerTokenJ, r.usdPerDay, r.co2KgPerDay})
                QVERIFY(std::isfinite(x) && x >= 0);
        }
        QVERIFY(replicasForRate(1.4e10, 1.0) == std::nullopt); // more than kMaxReplicas: none, never 1
        QCOMPARE(*replicasForRate(10.0, 1.0), 11LL);           // 10 / (0.95 x 1) = 10.5 -> 11
        QVERIFY(!replicasForRate(1.0, 0.0));
        QVERIFY(!sustainsRate(1.0, 0.96));
        QVERIFY(sustainsRate(1.0, 0.95));
        // A price that overflows a day's cost makes the fleet "not finite", never the cheapest.
        Economics e;
        e.usdPerGpuHour = 1e308;
        const CapacityPlan priced = planCapacity(p, m, gpus, Workload{}, 10.0, 50.0, e).value();
        QVERIFY(!priced.cheapestGpu);
        for (const auto& r : priced.rows)
            QVERIFY(
                r.replicas == 0
                && (r.reasonCode == "not_finite" || r.reasonCode == "misses_sla" || r.reasonCode == "does_not_fit"));
    }

    // One definition of "meets the SLA at a rate": the recommender (banner and table), the max
    // sustainable rate (load sweep) and the capacity plan agree on every deployment and the winner.
    void recommendMaxRateAndCapacityAgree_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<double>("rate");
        QTest::newRow("8B at 1 req/s") << "meta-llama/Llama-3.1-8B-Instruct" << 1.0;
        QTest::newRow("8B at 50 req/s") << "meta-llama/Llama-3.1-8B-Instruct" << 50.0;
        QTest::newRow("70B at 5 req/s") << "meta-llama/Llama-3.1-70B-Instruct" << 5.0;
    }
    void recommendMaxRateAndCapacityAgree()
    {
        QFETCH(QString, model);
        QFETCH(double, rate);
        const Predictor& p = *engine().predictor("default");
        Scenario sc;
        sc.llm = *engine().llms().find(model.toStdString());
        sc.load = RequestRate{rate};
        sc.slaItlMs = 50.0;
        const Recommendation rec = engine().recommend(sc).value();
        const std::vector<Prediction> table = engine().predict(sc).value();
        std::vector<const GpuSpec*> gpus;
        for (const auto& g : engine().gpus().gpus())
            gpus.push_back(&g);
        CapacityOptions all;
        all.gpuCounts = GpuCountMode::AllCounts;
        const CapacityPlan cap = planCapacity(p, sc.llm, gpus, sc.workload, rate, 50.0, sc.economics, all).value();
        auto capRow = [&](const std::string& id, int n) -> const CapacityRow* {
            for (const auto& r : cap.rows)
                if (r.gpuId == id && r.gpusPerReplica == n)
                    return &r;
            return nullptr;
        };
        // The table shows the deployments the recommender judged.
        QCOMPARE(table.size(), rec.ranking.size() + rec.excluded.size());
        for (const Prediction& t : table) {
            const Prediction* judged = nullptr;
            for (const auto& r : rec.ranking)
                if (r.prediction.gpuId == t.gpuId)
                    judged = &r.prediction;
            for (const auto& x : rec.excluded)
                if (x.prediction.gpuId == t.gpuId)
                    judged = &x.prediction;
            QVERIFY(judged);
            QCOMPARE(judged->numGpus, t.numGpus);
            QCOMPARE(judged->itlMs, t.itlMs);
        }
        for (const auto& r : rec.ranking) {
            const GpuSpec& g = *engine().gpus().find(r.prediction.gpuId);
            Workload w = sc.workload;
            w.numGpus = r.prediction.numGpus;
            const double maxRate = maxSustainableRateRps(p, sc.llm, g, w, 50.0).value();
            QCOMPARE(r.maxRateRps, maxRate);
            QVERIFY2(sustainsRate(maxRate, rate), g.id.c_str());
            const CapacityRow* c = capRow(g.id, w.numGpus);
            QVERIFY(c);
            QVERIFY2(c->replicas == 1,
                     qPrintable(QString::fromStdString(g.id) + QLatin1String(" needs ") + QString::number(c->replicas)
                                + QLatin1String(" replicas")));
        }
        for (const auto& x : rec.excluded) {
            const CapacityRow* c = capRow(x.prediction.gpuId, x.prediction.numGpus);
            QVERIFY(c);
            QVERIFY2(c->replicas != 1,
                     qPrintable(QString::fromStdString(x.prediction.gpuId) + QLatin1String(": ")
                                + QString::fromStdString(x.detail)));
        }
        // The winner is the lowest-energy single-replica fleet of the capacity plan.
        const CapacityRow* best = nullptr;
        for (const auto& r : cap.rows)
            if (r.replicas == 1 && (!best || r.energyPerDayKwh < best->energyPerDayKwh))
                best = &r;
        QCOMPARE(best != nullptr, rec.winner.has_value());
        if (best) {
            QCOMPARE(best->gpuId, *rec.winner);
            QCOMPARE(best->gpusPerReplica, rec.winnerNumGpus);
        }
    }

    // A winner whose point ITL meets the SLA while its interval crosses it is "at risk"; with
    // SlaConfidence::UpperBound it does not qualify.
    void atRiskWinner()
    {
        Prediction p;
        p.itlMs = 49.3;
        p.itlMsLow = 40.0;
        p.itlMsHigh = 70.0;
        QVERIFY(slaAtRisk(p, 50.0));
        QCOMPARE(slaTestedItlMs(p, SlaConfidence::Point), 49.3);
        QCOMPARE(slaTestedItlMs(p, SlaConfidence::UpperBound), 70.0);
        p.itlMsHigh = 49.9;
        QVERIFY(!slaAtRisk(p, 50.0));
        // Through the engine: every ranked deployment whose interval crosses the SLA is marked,
        // and the upper-bound test ranks none of them.
        Scenario sc;
        sc.llm = *engine().llms().find("meta-llama/Llama-3.1-70B-Instruct");
        sc.slaItlMs = 50.0;
        const Recommendation point = engine().recommend(sc).value();
        int atRisk = 0;
        for (const auto& r : point.ranking) {
            QCOMPARE(r.atRisk, r.prediction.itlMsHigh > 50.0);
            atRisk += r.atRisk ? 1 : 0;
        }
        QVERIFY(atRisk > 0);
        sc.slaConfidence = SlaConfidence::UpperBound;
        const Recommendation upper = engine().recommend(sc).value();
        QCOMPARE(upper.slaConfidence, SlaConfidence::UpperBound);
        for (const auto& r : upper.ranking) {
            QVERIFY(r.prediction.itlMsHigh <= 50.0);
            QVERIFY(!r.atRisk);
        }
        QVERIFY(!upper.ranking.empty());
        if (point.ranking.front().atRisk)
            QVERIFY(point.summary.find("at risk") != std::string::npos);
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

WATTGPU_TEST_GUILESS_MAIN(TestServer)
#include "test_server.moc"
