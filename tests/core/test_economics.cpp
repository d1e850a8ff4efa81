// Economics of serving tokens, checked by hand: electricity, carbon, hardware and all-in cost per
// 1M output tokens, the amortised hardware rate, and the cost/carbon objectives built on them.
#include "core/plan/economics.h"
#include "core/plan/engine.h"
#include "tests/support/fixtures.h"
#include "tests/support/test_registry.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace wattgpu;

namespace {

const Engine& engine() { return testing::sharedEngine(); }

// "default" when its model file loads in this build, else the roofline baseline (a model file
// trained for another feature set is refused at load).
std::string method() { return engine().predictor("default") ? "default" : "roofline"; }

bool near(double a, double b, double rel = 1e-9)
{
    return std::fabs(a - b) <= rel * std::max(std::fabs(a), std::fabs(b));
}

Prediction prediction(const char* gpu, double energyJ, double tokS, int gpus = 1)
{
    Prediction p;
    p.gpuId = gpu;
    p.energyPerTokenJ = energyJ;
    p.throughputTokS = tokS;
    p.powerW = energyJ * tokS;
    p.numGpus = gpus;
    return p;
}

} // namespace

class TestEconomics : public QObject {
    Q_OBJECT

private slots:
    void electricity_data()
    {
        QTest::addColumn<double>("joulesPerToken");
        QTest::addColumn<double>("pue");
        QTest::addColumn<double>("usdPerKwh");
        QTest::addColumn<double>("expected");
        // 0.30 J/token x 1e6 = 300 kJ = 0.08333 kWh; x PUE 1.2 = 0.1 kWh; x $0.15 = $0.015.
        QTest::newRow("issue example") << 0.30 << 1.2 << 0.15 << 0.015;
        // 3.6 J/token x 1e6 = 1 kWh exactly.
        QTest::newRow("one kWh") << 3.6 << 1.0 << 0.20 << 0.20;
        QTest::newRow("PUE doubles") << 3.6 << 2.0 << 0.10 << 0.20;
        QTest::newRow("free power") << 1.0 << 1.5 << 0.0 << 0.0;
    }
    void electricity()
    {
        QFETCH(double, joulesPerToken);
        QFETCH(double, pue);
        QFETCH(double, usdPerKwh);
        QFETCH(double, expected);
        const double got = electricityUsdPerMTokens(joulesPerToken, pue, usdPerKwh);
        QVERIFY2(near(got, expected) || (expected == 0 && got == 0), qPrintable(QString::number(got, 'g', 17)));
    }

    void kwh()
    {
        QVERIFY(near(kwhPerMTokens(0.30, 1.2), 0.1));
        QVERIFY(near(kwhPerMTokens(3.6, 1.0), 1.0));
    }

    void carbon()
    {
        // 0.1 kWh (as above) x 400 g/kWh = 40 g; 1 kWh x 50 g/kWh (hydro-heavy grid) = 50 g.
        QVERIFY(near(gco2PerMTokens(0.30, 1.2, 400), 40.0));
        QVERIFY(near(gco2PerMTokens(3.6, 1.0, 50), 50.0));
    }

    void hardware_data()
    {
        QTest::addColumn<double>("usdPerGpuHour");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<double>("tokS");
        QTest::addColumn<double>("expected");
        // $2/h / (1000 tok/s x 3600 s) x 1e6 = $0.5556 per 1M tokens.
        QTest::newRow("issue example") << 2.0 << 1 << 1000.0 << 2.0 / 3.6;
        QTest::newRow("two GPUs cost twice") << 2.0 << 2 << 1000.0 << 4.0 / 3.6;
        // $3.60/h at 100 tok/s: 360000 tokens per hour -> $10 per 1M.
        QTest::newRow("slow GPU") << 3.6 << 1 << 100.0 << 10.0;
    }
    void hardware()
    {
        QFETCH(double, usdPerGpuHour);
        QFETCH(int, gpus);
        QFETCH(double, tokS);
        QFETCH(double, expected);
        const double got = hardwareUsdPerMTokens(usdPerGpuHour, gpus, tokS);
        QVERIFY2(near(got, expected), qPrintable(QString::number(got, 'g', 17)));
        QCOMPARE(std::round(hardwareUsdPerMTokens(2, 1, 1000) * 1e4) / 1e4, 0.5556);
    }

    void amortised()
    {
        // $25,000 over 4 years at 60 %: 4 x 8760 x 0.6 = 21024 serving hours -> $1.1891/h.
        QVERIFY(near(amortisedUsdPerGpuHour(25000, 4, 0.6), 25000.0 / 21024.0));
        QVERIFY(near(amortisedUsdPerGpuHour(8760, 1, 1), 1.0));
    }

    void allIn()
    {
        QVERIFY(near(allInUsdPerMTokens(0.015, 2.0 / 3.6), 0.015 + 2.0 / 3.6));
        QCOMPARE(std::round(allInUsdPerMTokens(0.015, hardwareUsdPerMTokens(2, 1, 1000)) * 1e4) / 1e4, 0.5706);
    }

    void degenerateInputsAreInfiniteNotNan()
    {
        const double inf = std::numeric_limits<double>::infinity();
        QCOMPARE(hardwareUsdPerMTokens(2, 1, 0), inf);
        QCOMPARE(hardwareUsdPerMTokens(2, 0, 1000), inf);
        QCOMPARE(hardwareUsdPerMTokens(2, 1, std::nan("")), inf);
        QCOMPARE(amortisedUsdPerGpuHour(25000, 0, 0.6), inf);
        QCOMPARE(amortisedUsdPerGpuHour(25000, 4, 0), inf);
        QCOMPARE(electricityUsdPerMTokens(std::nan(""), 1.2, 0.15), inf);
        QCOMPARE(gco2PerMTokens(inf, 1.2, 400), inf);
    }

    void hardwareRateResolution()
    {
        Economics e;
        QVERIFY(!hasHardwareCost(e));
        QVERIFY(!hardwareUsdPerGpuHour(e, "a30-pcie-24gb"));
        e.gpuPurchaseUsd = 8760;
        e.gpuLifetimeYears = 1;
        e.gpuUtilisation = 1;
        QVERIFY(hasHardwareCost(e));
        QCOMPARE(*hardwareUsdPerGpuHour(e, "a30-pcie-24gb"), 1.0);
        e.usdPerGpuHour = 2.5; // a flat rate wins over the purchase price
        QCOMPARE(*hardwareUsdPerGpuHour(e, "a30-pcie-24gb"), 2.5);
        e.usdPerGpuHourByGpu["a30-pcie-24gb"] = 0.8; // a quote for this GPU wins over both
        QCOMPARE(*hardwareUsdPerGpuHour(e, "a30-pcie-24gb"), 0.8);
        QCOMPARE(*hardwareUsdPerGpuHour(e, "h100-sxm5-80gb"), 2.5);
    }

    void defaultsAreDocumented()
    {
        const Economics e;
        QCOMPARE(e.electricityUsdPerKwh, 0.15);
        QCOMPARE(e.pue, 1.2);
        QCOMPARE(e.gridGco2PerKwh, 400.0);
        QVERIFY(!e.usdPerGpuHour);
        QVERIFY(!e.gpuPurchaseUsd);
        QVERIFY(e.usdPerGpuHourByGpu.empty());
        QCOMPARE(e.gpuLifetimeYears, 4.0);
        QCOMPARE(e.gpuUtilisation, 0.6);
    }

    void objectiveValues()
    {
        const Prediction p = prediction("a30-pcie-24gb", 0.30, 1000);
        Economics e; // $0.15/kWh, PUE 1.2, 400 g/kWh
        QVERIFY(near(objectiveValue(p, Objective::EnergyPerToken, e), 0.30));
        QVERIFY(near(objectiveValue(p, Objective::MeanPower, e), 300.0));
        QVERIFY(near(objectiveValue(p, Objective::Cost, e), 0.015)); // electricity only
        QVERIFY(near(objectiveValue(p, Objective::Carbon, e), 40.0));
        e.usdPerGpuHour = 2.0;
        QVERIFY(near(objectiveValue(p, Objective::Cost, e), 0.015 + 2.0 / 3.6)); // all-in
        QVERIFY(near(objectiveValue(p, Objective::Carbon, e), 40.0));            // hardware has no carbon here
        const Prediction two = prediction("a30-pcie-24gb", 0.30, 1000, 2);
        QVERIFY(near(objectiveValue(two, Objective::Cost, e), 0.015 + 4.0 / 3.6));
    }

    void objectiveIntervalsCarryThePredictionsIntervals()
    {
        Prediction p;
        p.gpuId = "h100-sxm5-80gb";
        p.numGpus = 1;
        p.powerW = 300;
        p.powerWLow = 250;
        p.powerWHigh = 360;
        p.itlMs = 16;
        p.itlMsLow = 12;
        p.itlMsHigh = 20;
        p.throughputTokS = 1000;
        p.energyPerTokenJ = 0.30;
        p.energyPerTokenJLow = 0.20;
        p.energyPerTokenJHigh = 0.45;
        Economics e; // 0.15 USD/kWh, PUE 1.2, 400 gCO2/kWh
        auto near = [](double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)); };

        const ObjectiveInterval energy = objectiveInterval(p, Objective::EnergyPerToken, e);
        QVERIFY(near(energy.low, 0.20) && near(energy.high, 0.45));
        const ObjectiveInterval power = objectiveInterval(p, Objective::MeanPower, e);
        QVERIFY(near(power.low, 250) && near(power.high, 360));
        // Electricity only: J/token x 1e6 / 3.6e6 x 1.2 x 0.15 -> 0.010 .. 0.0225 USD per 1M tokens.
        const ObjectiveInterval cost = objectiveInterval(p, Objective::Cost, e);
        QVERIFY2(near(cost.low, 0.010) && near(cost.high, 0.0225),
                 qPrintable(QStringLiteral("%1 %2").arg(cost.low).arg(cost.high)));
        // Carbon: J/token / 3.6 x 1.2 x 400 g -> 26.67 .. 60 gCO2 per 1M tokens.
        const ObjectiveInterval carbon = objectiveInterval(p, Objective::Carbon, e);
        QVERIFY(near(carbon.low, 0.20 / 3.6 * 1.2 * 400) && near(carbon.high, 60.0));
        // With 2 USD/GPU-h, hardware per 1M tokens = 2 / (tokens/s x 3600) x 1e6; throughput follows
        // the ITL bound (1000 x 16/12 and 1000 x 16/20 tokens/s) in batch mode.
        e.usdPerGpuHour = 2.0;
        const ObjectiveInterval allIn = objectiveInterval(p, Objective::Cost, e);
        QVERIFY(near(allIn.low, 0.010 + 2.0 / (1000.0 * 16 / 12 * 3600) * 1e6));
        QVERIFY(near(allIn.high, 0.0225 + 2.0 / (1000.0 * 16 / 20 * 3600) * 1e6));
        QVERIFY(allIn.low < objectiveValue(p, Objective::Cost, e)
                && objectiveValue(p, Objective::Cost, e) < allIn.high);
        // Server mode: the throughput is the arrival rate, so hardware cost has no ITL spread.
        p.server = ServerDetail{};
        const ObjectiveInterval server = objectiveInterval(p, Objective::Cost, e);
        QVERIFY(near(server.low, 0.010 + 2.0 / (1000.0 * 3600) * 1e6));
        QVERIFY(near(server.high, 0.0225 + 2.0 / (1000.0 * 3600) * 1e6));
    }

    void hardwareQuotesCanChangeTheCostWinner()
    {
        const LlmSpec* llm = engine().llms().find("meta-llama/Llama-3.1-8B-Instruct");
        QVERIFY(llm);
        const Workload w;
        const Recommendation electricity =
            engine()
                .recommend({.llm = *llm, .workload = w, .slaItlMs = 200, .objective = Objective::Cost}, method())
                .value();
        QVERIFY2(electricity.winner, electricity.summary.c_str());
        QVERIFY(electricity.ranking.size() >= 2);
        // Quote the electricity winner at $1000/GPU-hour and everyone else at $1: it must lose.
        Economics quoted;
        quoted.usdPerGpuHour = 1.0;
        quoted.usdPerGpuHourByGpu[*electricity.winner] = 1000.0;
        const Recommendation allIn =
            engine()
                .recommend(
                    {.llm = *llm, .workload = w, .slaItlMs = 200, .objective = Objective::Cost, .economics = quoted},
                    method())
                .value();
        QVERIFY(allIn.winner);
        QVERIFY(*allIn.winner != *electricity.winner);
        for (const auto& r : allIn.ranking) {
            const double rate = r.prediction.gpuId == *electricity.winner ? 1000.0 : 1.0;
            const double expected = electricityUsdPerMTokens(r.prediction.energyPerTokenJ, 1.2, 0.15)
                + hardwareUsdPerMTokens(rate, r.prediction.numGpus, r.prediction.throughputTokS);
            QVERIFY(near(r.objectiveValue, expected));
        }
        // Carbon ranks exactly as energy per token (a constant factor).
        const Recommendation carbon =
            engine()
                .recommend({.llm = *llm, .workload = w, .slaItlMs = 200, .objective = Objective::Carbon}, method())
                .value();
        const Recommendation energy =
            engine().recommend({.llm = *llm, .workload = w, .slaItlMs = 200}, method()).value();
        QCOMPARE(carbon.winner, energy.winner);
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestEconomics)
#include "test_economics.moc"
