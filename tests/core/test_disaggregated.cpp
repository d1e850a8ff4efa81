// Disaggregated prefill/decode (issue 37): the KV transfer's floor, TTFT at least the prefill plus
// the transfer, pools sized for the rate and SLA, monotone in rate and power cap, flagged as never
// measured, and compared with aggregated serving on the same curves.
#include "core/features/physics.h"
#include "core/plan/disaggregated.h"
#include "core/plan/engine.h"
#include "core/plan/outcome.h"
#include "tests/support/fixtures.h"
#include "tests/support/test_registry.h"

#include <QtTest>

using namespace wattgpu;

namespace {

using wattgpu::testing::bundledGpu;
using wattgpu::testing::bundledLlm;

const char* const kDeepSeek = "deepseek-ai/DeepSeek-V3";
const char* const kLlama70 = "meta-llama/Llama-3.1-70B-Instruct";

Workload longPrompts(int gpus)
{
    Workload w;
    w.numGpus = gpus;
    w.promptLen = 8192;
    w.outputLen = 1024;
    w.precision = Precision::FP8;
    return w;
}

const Predictor& predictor() { return *wattgpu::testing::sharedEngine().predictor("default"); }

ConcurrencyCurve curve(const char* llm, const char* gpu, const Workload& w)
{
    auto c = concurrencyCurve(predictor(), bundledLlm(llm), bundledGpu(gpu), w);
    if (!c)
        qFatal("curve failed: %s", c.error().message().c_str());
    return c.value();
}

Sla sla(double itlMs, std::optional<double> ttftMs)
{
    Sla s;
    s.itlMs = itlMs;
    s.ttftMs = ttftMs;
    return s;
}

} // namespace

class TestDisaggregated : public QObject {
    Q_OBJECT
private slots:
    void kvTransferTakesAtLeastItsBytesOverTheLink();
    void ttftIsAtLeastPrefillPlusTransfer();
    void poolsSizedForTheRateMeetTheSla();
    void monotoneInRateAndPowerCap();
    void deepSeekAggregatedAgainstDisaggregated();
    void poolsParseAsTheLabelsWriteThem();
    void fixedPoolsOfTwoGpuTypes();
};

void TestDisaggregated::kvTransferTakesAtLeastItsBytesOverTheLink()
{
    for (const char* llm : {kDeepSeek, kLlama70})
        for (int prompt : {128, 8192, 65536})
            for (double link : {12.5, 50.0, 400.0}) {
                Workload w = longPrompts(8);
                w.promptLen = prompt;
                w.interNodeGbS = link;
                const PoolLayout pool{&bundledGpu("h200-sxm-141gb"), 8, 1};
                const PoolLayout small{&bundledGpu("h200-sxm-141gb"), 2, 1};
                const KvTransfer t = kvTransfer(bundledLlm(llm), w, pool, small);
                QCOMPARE(t.bytes, prompt * kvBytesPerToken(bundledLlm(llm)));
                QCOMPARE(t.linkGbS, 2 * link); // the narrower worker's two links
                QVERIFY(!t.estimated);
                QVERIFY(t.seconds >= t.bytes / (t.linkGbS * 1e9));
                QVERIFY(t.seconds >= kKvTransferLatencyS);
            }
    // Without a user value the GPUs' class link is used, and said to be estimated.
    const PoolLayout pool{&bundledGpu("h200-sxm-141gb"), 8, 1};
    QVERIFY(kvTransfer(bundledLlm(kLlama70), longPrompts(8), pool, pool).estimated);
}

void TestDisaggregated::ttftIsAtLeastPrefillPlusTransfer()
{
    const Workload w = longPrompts(8);
    const ConcurrencyCurve c = curve(kLlama70, "h200-sxm-141gb", w);
    const PoolLayout pool{&bundledGpu("h200-sxm-141gb"), 8, 2};
    for (double rate : {0.05, 0.5, 2.0}) {
        const DisaggregatedPlan plan = evaluateDisaggregated(bundledLlm(kLlama70), w, rate, sla(50, std::nullopt), pool,
                                                             c, pool, c);
        QVERIFY2(plan.feasible, plan.reason.c_str());
        const double prefillOnly = c.at.front().ttftMs;
        QVERIFY2(plan.ttftMs >= prefillOnly + plan.kv.seconds * 1e3 - 1e-9,
                 qPrintable(QStringLiteral("rate %1: TTFT %2 ms, prefill %3 ms, transfer %4 ms")
                                .arg(rate)
                                .arg(plan.ttftMs)
                                .arg(prefillOnly)
                                .arg(plan.kv.seconds * 1e3)));
        QVERIFY(plan.ttftMsLow <= plan.ttftMs && plan.ttftMs <= plan.ttftMsHigh);
        QVERIFY(plan.itlMsLow <= plan.itlMs && plan.itlMs <= plan.itlMsHigh);
        QVERIFY(plan.powerWLow <= plan.powerW && plan.powerW <= plan.powerWHigh);
        QCOMPARE(plan.powerW, plan.prefillPowerW + plan.decodePowerW);
        QCOMPARE(plan.totalGpus, 32LL);
        QCOMPARE(plan.label, std::string("2P(8 × H200 SXM 141GB) + 2D(8 × H200 SXM 141GB)"));
        QVERIFY(plan.outOfDistribution);
        QVERIFY(std::any_of(plan.warnings.begin(), plan.warnings.end(),
                            [](const Warning& x) { return x.code == WarningCode::DisaggregatedUnmeasured; }));
    }
}

void TestDisaggregated::poolsSizedForTheRateMeetTheSla()
{
    const Workload w = longPrompts(8);
    const ConcurrencyCurve c = curve(kLlama70, "h200-sxm-141gb", w);
    const PoolLayout pool{&bundledGpu("h200-sxm-141gb"), 8, 0};
    int previousPrefill = 0, previousDecode = 0;
    for (double rate : {0.5, 2.0, 8.0, 32.0}) {
        const DisaggregatedPlan plan = sizeDisaggregated(bundledLlm(kLlama70), w, rate, sla(50, 3000.0), pool, c, pool,
                                                         c);
        QVERIFY2(plan.feasible && plan.meetsSla, qPrintable(QString::fromStdString(plan.label + ": " + plan.reason)));
        QVERIFY(plan.itlMs <= 50 && plan.ttftMs <= 3000);
        QVERIFY(plan.prefillUtilisation <= kRateHeadroom + 1e-9);
        // More rate never needs fewer workers.
        QVERIFY(plan.prefill.workers >= previousPrefill && plan.decode.workers >= previousDecode);
        previousPrefill = plan.prefill.workers;
        previousDecode = plan.decode.workers;
    }
    // A TTFT limit below one prompt's prefill and transfer: no number of workers meets it.
    const DisaggregatedPlan tight = sizeDisaggregated(bundledLlm(kLlama70), w, 1.0, sla(50, 1.0), pool, c, pool, c);
    QVERIFY(!tight.meetsSla);
    QVERIFY(tight.reason.find("TTFT") != std::string::npos);
}

void TestDisaggregated::monotoneInRateAndPowerCap()
{
    const LlmSpec& llm = bundledLlm(kLlama70);
    const PoolLayout pool{&bundledGpu("h100-sxm5-80gb"), 4, 3};
    Workload w = longPrompts(4);
    w.promptLen = 2048;
    w.outputLen = 512;
    const ConcurrencyCurve c = curve(kLlama70, "h100-sxm5-80gb", w);
    DisaggregatedPlan last;
    for (double rate : {0.01, 0.1, 0.5, 1.0, 2.0, 4.0, 6.0}) {
        const DisaggregatedPlan plan = evaluateDisaggregated(llm, w, rate, sla(1000, std::nullopt), pool, c, pool, c);
        if (!plan.feasible)
            break;
        const QString where = QStringLiteral("rate %1").arg(rate);
        QVERIFY2(plan.ttftMs >= last.ttftMs - 1e-9, qPrintable(where));
        QVERIFY2(plan.itlMs >= last.itlMs * 0.999, qPrintable(where));
        QVERIFY2(plan.powerW >= last.powerW * 0.999, qPrintable(where));
        last = plan;
    }
    QVERIFY2(last.rateRps >= 1.0, "feasible up to 1 req/s at least");
    // A lower power cap: gaps never shorter, power never higher.
    double previousItl = 0, previousPower = 1e18;
    for (double cap : {700.0, 500.0, 350.0, 250.0}) {
        Workload capped = w;
        capped.powerLimitW = cap;
        const ConcurrencyCurve cc = curve(kLlama70, "h100-sxm5-80gb", capped);
        const DisaggregatedPlan plan = evaluateDisaggregated(llm, capped, 1.0, sla(1000, std::nullopt), pool, cc, pool,
                                                             cc);
        QVERIFY2(plan.feasible, plan.reason.c_str());
        QVERIFY2(plan.itlMs >= previousItl * 0.999, qPrintable(QStringLiteral("cap %1 W").arg(cap)));
        QVERIFY2(plan.powerW <= previousPower * 1.001, qPrintable(QStringLiteral("cap %1 W").arg(cap)));
        previousItl = plan.itlMs;
        previousPower = plan.powerW;
    }
}

void TestDisaggregated::deepSeekAggregatedAgainstDisaggregated()
{
    // The case: DeepSeek-V3, prompt 8,192, output 1,024, 4 req/s, ITL 50 ms, TTFT 2 s.
    const LlmSpec& llm = bundledLlm(kDeepSeek);
    Workload w = longPrompts(8);
    w.precision = Precision::FP8;
    const std::vector<const GpuSpec*> gpus{&bundledGpu("h200-sxm-141gb"), &bundledGpu("b200-sxm-180gb")};
    PredictionCache cache;
    const auto plans = planDisaggregated(predictor(), llm, gpus, w, 4.0, sla(50, 2000.0), &cache);
    QVERIFY(plans);
    QCOMPARE(plans.value().size(), gpus.size());
    for (const DisaggregatedPlan& p : plans.value()) {
        QVERIFY2(p.meetsSla, qPrintable(QString::fromStdString(p.label + ": " + p.reason)));
        QVERIFY(p.totalGpus <= 64 * (p.prefill.workers + p.decode.workers));
        QVERIFY(p.energyPerTokenJ > 0 && p.energyPerTokenJLow <= p.energyPerTokenJ
                && p.energyPerTokenJ <= p.energyPerTokenJHigh);
    }
    CapacityOptions options;
    options.slaTtftMs = 2000;
    options.cache = &cache;
    const auto aggregated = planCapacity(predictor(), llm, gpus, w, 4.0, 50, {}, options);
    QVERIFY(aggregated);
    const ServingChoice choice = chooseServing(aggregated.value(), plans.value());
    QVERIFY(choice.disaggregated);
    QVERIFY(!choice.why.empty());
    if (choice.aggregated) {
        // The choice is the one with less energy per token, and the reason names both.
        QCOMPARE(choice.disaggregatedWins, choice.disaggregated->energyPerTokenJ < choice.aggregated->energyPerTokenJ);
        QVERIFY2(choice.why.find("J/token") != std::string::npos, choice.why.c_str());
    }
}

// --disaggregated POOLS: the labels' own form reads back; counts are optional; bad text is refused
// saying why.
void TestDisaggregated::poolsParseAsTheLabelsWriteThem()
{
    std::string why;
    const auto full = parseDisaggregatedPools("2P(8 x h200-sxm-141gb) + 1D(8 \xC3\x97 B200 SXM 180GB)", &why);
    QVERIFY2(full, why.c_str());
    QCOMPARE(full->prefillGpuId, std::string("h200-sxm-141gb"));
    QCOMPARE(full->decodeGpuId, std::string("B200 SXM 180GB"));
    QCOMPARE(full->prefillWorkers, 2);
    QCOMPARE(full->prefillGpusPerWorker, 8);
    QCOMPARE(full->decodeWorkers, 1);
    QCOMPARE(full->decodeGpusPerWorker, 8);
    const auto bare = parseDisaggregatedPools(" p( h200-sxm-141gb )+d(mi300x-192gb) ", &why);
    QVERIFY2(bare, why.c_str());
    QCOMPARE(bare->decodeGpuId, std::string("mi300x-192gb")); // an id with an 'x' is not a count
    QCOMPARE(bare->prefillWorkers + bare->prefillGpusPerWorker + bare->decodeWorkers + bare->decodeGpusPerWorker, 0);
    // A label core wrote parses back to its own pools.
    const PoolLayout p{&bundledGpu("h200-sxm-141gb"), 4, 3}, d{&bundledGpu("b200-sxm-180gb"), 8, 2};
    Workload w4 = longPrompts(4), w8 = longPrompts(8);
    const DisaggregatedPlan plan = evaluateDisaggregated(bundledLlm(kLlama70), w4, 1.0, sla(50, std::nullopt), p,
                                                         curve(kLlama70, "h200-sxm-141gb", w4), d,
                                                         curve(kLlama70, "b200-sxm-180gb", w8));
    const auto back = parseDisaggregatedPools(plan.label, &why);
    QVERIFY2(back, (plan.label + ": " + why).c_str());
    QCOMPARE(back->prefillWorkers, 3);
    QCOMPARE(back->decodeGpusPerWorker, 8);
    QCOMPARE(back->prefillGpuId, shortGpuName(bundledGpu("h200-sxm-141gb")));
    for (const char* bad :
         {"", "auto-ish", "P(h200)", "2P(8 x h200) 1D(8 x h200)", "0P(h200) + D(h200)", "P(99999 x h200) + D(h200)",
          "P() + D(h200)", "X(h200) + D(h200)", "P(8 h200) + D(h200)", "D(h200) + P(h200)"}) {
        why.clear();
        QVERIFY2(!parseDisaggregatedPools(bad, &why), bad);
        QVERIFY2(!why.empty(), bad);
    }
    QVERIFY(!parseDisaggregatedPools(std::string(kMaxPoolsTextBytes + 1, 'P'), &why));
}

// Pools the user fixes, prefill on H200 and decode on B200: the plan holds those types, TTFT still
// at least prefill plus the KV transfer, fixed workers kept, sized ones meeting the SLA, and the
// scenario's outcome carries that one plan beside the aggregated fleets.
void TestDisaggregated::fixedPoolsOfTwoGpuTypes()
{
    const Engine& e = wattgpu::testing::sharedEngine();
    const LlmSpec& llm = bundledLlm(kLlama70);
    const Workload w = longPrompts(1);
    DisaggregatedPools pools;
    pools.prefillGpuId = "h200-sxm-141gb";
    pools.decodeGpuId = "b200-sxm-180gb";
    const auto sized = planDisaggregatedPools(predictor(), llm, e.gpus(), pools, w, 4.0, sla(50, 2000.0));
    QVERIFY2(sized, sized ? "" : sized.error().message().c_str());
    QVERIFY2(sized->meetsSla, sized->reason.c_str());
    QCOMPARE(sized->prefill.gpu->id, std::string("h200-sxm-141gb"));
    QCOMPARE(sized->decode.gpu->id, std::string("b200-sxm-180gb"));
    QVERIFY(sized->ttftMs >= sized->prefillMs + sized->kv.seconds * 1e3 - 1e-9);
    pools.prefillGpusPerWorker = 2;
    pools.decodeGpusPerWorker = 4;
    pools.decodeWorkers = 3;
    const auto fixed = planDisaggregatedPools(predictor(), llm, e.gpus(), pools, w, 4.0, sla(50, 2000.0));
    QVERIFY(fixed);
    QCOMPARE(fixed->prefill.gpusPerWorker, 2);
    QCOMPARE(fixed->decode.gpusPerWorker, 4);
    QCOMPARE(fixed->decode.workers, 3);
    QVERIFY(fixed->prefill.workers >= 1);
    pools.decodeGpuId = "no-such-gpu";
    QVERIFY(!planDisaggregatedPools(predictor(), llm, e.gpus(), pools, w, 4.0, sla(50, 2000.0)));

    Scenario sc;
    sc.llm = llm;
    sc.workload = w;
    sc.load = RequestRate{4.0};
    sc.slaItlMs = 50;
    sc.slaTtftMs = 2000;
    sc.gpuIds = std::vector<std::string>{"h200-sxm-141gb", "b200-sxm-180gb"};
    sc.compareDisaggregated = true;
    sc.disaggregatedPools = DisaggregatedPools{"h200-sxm-141gb", "b200-sxm-180gb"};
    const auto answers = scenarioFleet(e, sc, "default");
    QVERIFY2(answers, answers ? "" : answers.error().message().c_str());
    QVERIFY(answers->disaggregation);
    QCOMPARE(answers->disaggregation->plans.size(), std::size_t(1));
    QCOMPARE(answers->disaggregation->plans.front().label, sized->label);
    QVERIFY(answers->disaggregation->choice.aggregated);
}

WATTGPU_TEST_GUILESS_MAIN(TestDisaggregated)
#include "test_disaggregated.moc"
