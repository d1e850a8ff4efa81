// Every latency definition from one step model (issue 24): TPOT against the median ITL, TTFT against
// prompt and rate, the tails against the median, the interval of a backend nobody measured, the KV
// cache's precision, and ITL and power that never fall as concurrency rises, for dense, MoE and
// SSM/hybrid models on every GPU of the catalog.
#include "core/catalog/custom_gpus.h"
#include "core/features/physics.h"
#include "core/plan/engine.h"
#include "core/plan/server.h"
#include "core/predict/schedule.h"
#include "tests/support/fixtures.h"

#include <QtTest>

#include <cmath>

using namespace wattgpu;

namespace {

using wattgpu::testing::bundledGpu;
using wattgpu::testing::bundledLlm;

const Engine& engine() { return wattgpu::testing::sharedEngine(); }
const Predictor& model() { return *engine().predictor("default"); }

Prediction predict(const char* llm, const GpuSpec& gpu, const Workload& w)
{
    auto p = model().predict(bundledLlm(llm), gpu, w);
    if (!p)
        qFatal("prediction failed: %s", p.error().message().c_str());
    return p.value();
}

Workload workload(int batch, int prompt, int output, ItlKind metric = ItlKind::MedianItl)
{
    Workload w;
    w.batch = batch;
    w.promptLen = prompt;
    w.outputLen = output;
    w.itlMetric = metric;
    return w;
}

} // namespace

class TestLatency : public QObject {
    Q_OBJECT
private slots:
    // At concurrency 1 no other request's prompt lands between a request's tokens: mean TPOT is
    // the median ITL up to the steps' own spread.
    void tpotEqualsItlAtConcurrencyOne()
    {
        for (const char* g : {"h100-sxm5-80gb", "a100-sxm4-80gb", "l4-24gb", "mi300x-192gb"})
            for (int prompt : {128, 2048}) {
                const GpuSpec& gpu = bundledGpu(g);
                const double median = predict("meta-llama/Llama-3.1-8B-Instruct", gpu, workload(1, prompt, 256)).itlMs;
                const double tpot =
                    predict("meta-llama/Llama-3.1-8B-Instruct", gpu, workload(1, prompt, 256, ItlKind::MeanTpot)).itlMs;
                QVERIFY2(std::abs(tpot / median - 1) < 0.05,
                         qPrintable(QStringLiteral("%1 prompt %2: TPOT %3 vs median %4 ms")
                                        .arg(QLatin1String(g))
                                        .arg(prompt)
                                        .arg(tpot)
                                        .arg(median)));
            }
    }

    // The gap grows with concurrency x prompt / output: more requests admitted per token, each with
    // a longer prompt.
    void tpotGapGrowsWithConcurrencyTimesPromptOverOutput()
    {
        const GpuSpec& gpu = bundledGpu("h100-sxm5-80gb");
        auto gap = [&](int batch, int prompt, int output) {
            const Prediction p = predict("meta-llama/Llama-3.1-8B-Instruct", gpu, workload(batch, prompt, output));
            return p.meanTpotMs - p.medianItlMs;
        };
        QVERIFY(gap(1, 1024, 256) >= 0);
        double prev = gap(1, 1024, 256);
        for (int batch : {4, 16, 64}) {
            const double g = gap(batch, 1024, 256);
            QVERIFY2(g > prev, qPrintable(QStringLiteral("batch %1: %2 ms after %3 ms").arg(batch).arg(g).arg(prev)));
            prev = g;
        }
        QVERIFY(gap(16, 4096, 256) > gap(16, 512, 256));   // longer prompts
        QVERIFY(gap(16, 1024, 128) > gap(16, 1024, 1024)); // fewer tokens to spread them over
    }

    void ttftGrowsWithPromptAndRate()
    {
        const GpuSpec& gpu = bundledGpu("h100-sxm5-80gb");
        double prev = 0;
        for (int prompt : {128, 512, 2048, 8192}) {
            const double t = predict("meta-llama/Llama-3.1-8B-Instruct", gpu, workload(8, prompt, 256)).ttftMs;
            QVERIFY2(t > prev, qPrintable(QStringLiteral("prompt %1: TTFT %2 ms").arg(prompt).arg(t)));
            prev = t;
        }
        // Under a request rate (server mode): TTFT rises with the rate, and near the replica's
        // capacity the queue makes it grow fast.
        const LlmSpec& llm = bundledLlm("meta-llama/Llama-2-7b-hf");
        Workload w = workload(1, 592, 256);
        prev = 0;
        double last = 0;
        for (double rate : {0.1, 1.0, 5.0, 10.0, 20.0}) {
            auto s = predictServer(model(), llm, gpu, w, rate);
            QVERIFY2(s, s ? "" : s.error().message().c_str());
            if (!s->stable)
                break;
            QVERIFY2(s->ttftMs > prev, qPrintable(QStringLiteral("%1 req/s: TTFT %2 ms").arg(rate).arg(s->ttftMs)));
            QCOMPARE(s->atConcurrency.ttftMs, s->ttftMs);
            prev = last = s->ttftMs;
        }
        QVERIFY(last > 0);
    }

    // Server mode at a low rate: energy per token is mean power / the offered rate, so its interval is
    // the mean power's (the idle prior's range included), not widened by the ITL's.
    void serverEnergyIntervalIsThePowers()
    {
        Scenario sc;
        sc.llm = bundledLlm("meta-llama/Llama-3.1-8B-Instruct");
        sc.load = RequestRate{0.017};
        sc.workload.promptLen = 512;
        sc.workload.outputLen = 512;
        sc.gpuIds = std::vector<std::string>{"a30-pcie-24gb", "h100-pcie-80gb"};
        sc.gpuCountMode = GpuCountMode::Fixed;
        const auto ps = engine().predict(sc, "default").value();
        QCOMPARE(ps.size(), std::size_t(2));
        for (const Prediction& p : ps) {
            QVERIFY(p.server);
            QVERIFY(p.server->idlePowerWLow < p.server->idlePowerW && p.server->idlePowerW < p.server->idlePowerWHigh);
            QVERIFY(!p.server->idleBasis.empty());
            const double tokensPerS = 0.017 * 512;
            QVERIFY(std::abs(p.energyPerTokenJLow - p.powerWLow / tokensPerS) < 1e-9 * p.energyPerTokenJLow);
            QVERIFY(std::abs(p.energyPerTokenJHigh - p.powerWHigh / tokensPerS) < 1e-9 * p.energyPerTokenJHigh);
            // Mostly idle: the idle prior is most of the mean power.
            QVERIFY(p.server->busyFraction < 0.3);
            QVERIFY(p.powerW < 2 * p.server->idlePowerW);
        }
    }

    void tailsAreOrdered()
    {
        for (const char* llm : {"meta-llama/Llama-3.1-8B-Instruct", "openai/gpt-oss-20b", "Qwen/Qwen3-30B-A3B"})
            for (const auto& gpu : engine().gpus().gpus())
                for (int batch : {1, 16, 128}) {
                    const Prediction p = predict(llm, gpu, workload(batch, 1024, 256));
                    if (!p.fitsMemory)
                        continue;
                    const QString what =
                        QStringLiteral("%1 %2 b%3").arg(QLatin1String(llm), QString::fromStdString(gpu.id)).arg(batch);
                    QVERIFY2(p.itlP99Ms >= p.itlP90Ms && p.itlP90Ms >= p.medianItlMs, qPrintable(what));
                    QVERIFY2(p.itlP99MsLow >= p.itlP90MsLow && p.itlP99MsHigh >= p.itlP90MsHigh, qPrintable(what));
                    for (auto [lo, point, hi] : {std::tuple{p.ttftMsLow, p.ttftMs, p.ttftMsHigh},
                                                 std::tuple{p.itlP90MsLow, p.itlP90Ms, p.itlP90MsHigh},
                                                 std::tuple{p.itlP99MsLow, p.itlP99Ms, p.itlP99MsHigh}})
                        QVERIFY2(lo <= point && point <= hi, qPrintable(what));
                }
    }

    // The p90 and p99 metrics are the tails themselves.
    void tailMetricsAreTheTails()
    {
        const GpuSpec& gpu = bundledGpu("a100-sxm4-80gb");
        const Prediction base = predict("meta-llama/Llama-3.1-8B-Instruct", gpu, workload(32, 1024, 256));
        const Prediction p90 = predict("meta-llama/Llama-3.1-8B-Instruct", gpu,
                                       workload(32, 1024, 256, ItlKind::P90Itl));
        const Prediction p99 = predict("meta-llama/Llama-3.1-8B-Instruct", gpu,
                                       workload(32, 1024, 256, ItlKind::P99Itl));
        QVERIFY(std::abs(p90.itlMs / base.itlP90Ms - 1) < 1e-6);
        QVERIFY(std::abs(p99.itlMs / base.itlP99Ms - 1) < 1e-6);
        QVERIFY(p99.itlMs > p90.itlMs && p90.itlMs > base.itlMs);
    }

    // A backend nobody measured: flagged, and its interval wider than the same GPU's on CUDA.
    void unmeasuredBackendWidensTheInterval()
    {
        GpuSpec cuda = duplicateGpu(bundledGpu("h100-sxm5-80gb"), "test-max-1550", "Test Data Center GPU Max");
        cuda.vendor = "Intel";
        cuda.backend = "cuda";
        GpuSpec xpu = cuda;
        xpu.backend = "xpu";
        QCOMPARE(backendOf(xpu), Backend::Xpu);
        const Workload w = workload(16, 512, 256);
        const Prediction a = predict("meta-llama/Llama-3.1-8B-Instruct", cuda, w);
        const Prediction b = predict("meta-llama/Llama-3.1-8B-Instruct", xpu, w);
        QVERIFY(!a.hasWarning(WarningCode::BackendUnmeasured));
        QVERIFY(b.hasWarning(WarningCode::BackendUnmeasured));
        QCOMPARE(QString::fromStdString(b.support), QStringLiteral("backend_unmeasured"));
        QVERIFY2(b.itlMsHigh / b.itlMsLow > 1.3 * (a.itlMsHigh / a.itlMsLow),
                 qPrintable(QStringLiteral("xpu %1-%2 ms, cuda %3-%4 ms")
                                .arg(b.itlMsLow)
                                .arg(b.itlMsHigh)
                                .arg(a.itlMsLow)
                                .arg(a.itlMsHigh)));
        QVERIFY(b.ttftMsHigh / b.ttftMsLow > a.ttftMsHigh / a.ttftMsLow);
        // Its efficiency is the measured non-CUDA backend's (ROCm), never CUDA's: slower than CUDA.
        QVERIFY2(b.itlMs > a.itlMs, qPrintable(QStringLiteral("%1 vs %2 ms").arg(b.itlMs).arg(a.itlMs)));
    }

    // An FP8 KV cache halves the cache: less memory per GPU and fewer bytes read per step.
    void fp8KvCacheHalvesTheCache()
    {
        const GpuSpec& gpu = bundledGpu("h200-sxm-141gb");
        const LlmSpec& llm = bundledLlm("meta-llama/Llama-3.1-8B-Instruct");
        Workload w = workload(64, 8192, 512);
        Workload f = w;
        f.kvCacheDtype = KvCacheDtype::Fp8;
        const MemoryFit a = memoryFit(llm, gpu, w), b = memoryFit(llm, gpu, f);
        QVERIFY(std::abs(b.kvCacheGbPerGpu / a.kvCacheGbPerGpu - 0.5) < 1e-9);
        QVERIFY(std::abs(decodeStep(llm, gpu, f).kvBytesRead / decodeStep(llm, gpu, w).kvBytesRead - 0.5) < 1e-9);
        const Prediction pa = predict("meta-llama/Llama-3.1-8B-Instruct", gpu, w);
        const Prediction pb = predict("meta-llama/Llama-3.1-8B-Instruct", gpu, f);
        QVERIFY(pb.memoryNeededGbPerGpu < pa.memoryNeededGbPerGpu);
        QVERIFY2(pb.itlMs < pa.itlMs, qPrintable(QStringLiteral("%1 vs %2 ms").arg(pb.itlMs).arg(pa.itlMs)));
        QCOMPARE(parseKvCacheDtype("fp8").value(), KvCacheDtype::Fp8);
        QCOMPARE(parseKvCacheDtype("AUTO").value(), KvCacheDtype::Auto);
        QVERIFY(!parseKvCacheDtype("int4"));
    }

    // ITL (every definition), TTFT and power never fall as concurrency rises; no interval's low end
    // goes below the weight-streaming floor, no power below the idle prior. Every GPU of the catalog,
    // for a dense, an MoE and an SSM/hybrid model, at every batch from 1 to 96.
    void monotoneInBatch_data()
    {
        QTest::addColumn<QString>("llm");
        QTest::newRow("dense") << QStringLiteral("meta-llama/Llama-3.1-8B-Instruct");
        QTest::newRow("moe mxfp4") << QStringLiteral("openai/gpt-oss-20b");
        QTest::newRow("moe") << QStringLiteral("Qwen/Qwen3-30B-A3B");
        const auto ssm = engine().llms().search(LlmSearchFilter{"mamba", {}, {}, {}, {}});
        QVERIFY(!ssm.empty());
        QTest::newRow("ssm") << QString::fromStdString(ssm.front()->hfId);
        QTest::newRow("hybrid moe") << QStringLiteral("ai21labs/AI21-Jamba-1.5-Mini");
    }
    void monotoneInBatch()
    {
        QFETCH(QString, llm);
        const LlmSpec& m = *engine().llms().find(llm.toStdString());
        std::vector<Query> qs;
        std::vector<Workload> ws;
        for (const auto& gpu : engine().gpus().gpus())
            for (int b = 1; b <= 96; ++b) {
                Workload w = workload(b, 1024, 256);
                w.precision = nativePrecision(m);
                w.numGpus = smallestFittingGpuCount(m, gpu, workload(1, 1024, 256));
                if (w.numGpus == 0)
                    w.numGpus = 8;
                qs.push_back(Query{&m, &gpu, w});
            }
        auto ps = model().predictMany(qs);
        QVERIFY2(ps, ps ? "" : ps.error().message().c_str());
        int checked = 0;
        for (std::size_t i = 1; i < qs.size(); ++i) {
            const Prediction &p = ps.value()[i], &prev = ps.value()[i - 1];
            const Query& q = qs[i];
            const double floorMs = weightStreamingFloorS(m, *q.gpu, q.workload) * 1e3;
            QVERIFY(p.itlMsLow >= floorMs * (1 - 1e-9) && p.itlP90MsLow >= floorMs * (1 - 1e-9));
            QVERIFY(p.powerWLow >= idlePrior(*q.gpu).low * tdpOrEstimateW(*q.gpu) * p.numGpus * (1 - 1e-9));
            if (q.workload.batch == 1 || !p.fitsMemory || !prev.fitsMemory)
                continue;
            const QString what = QStringLiteral("%1 b%2->%3")
                                     .arg(QString::fromStdString(q.gpu->id))
                                     .arg(q.workload.batch - 1)
                                     .arg(q.workload.batch);
            const double eps = 1e-9;
            QVERIFY2(p.itlMs >= prev.itlMs * (1 - eps),
                     qPrintable(what + QStringLiteral(" ITL %1 -> %2").arg(prev.itlMs).arg(p.itlMs)));
            QVERIFY2(p.meanTpotMs >= prev.meanTpotMs * (1 - eps), qPrintable(what + QStringLiteral(" TPOT")));
            // The tails and TTFT may ease by a hair where a longer plain step dilutes the share of time
            // spent in prompt steps (fewer arrivals land in one); never by more than 1 %.
            const double tail = 0.01;
            QVERIFY2(p.itlP90Ms >= prev.itlP90Ms * (1 - tail), qPrintable(what + QStringLiteral(" p90")));
            QVERIFY2(p.itlP99Ms >= prev.itlP99Ms * (1 - tail), qPrintable(what + QStringLiteral(" p99")));
            QVERIFY2(p.ttftMs >= prev.ttftMs * (1 - tail),
                     qPrintable(what + QStringLiteral(" TTFT %1 -> %2").arg(prev.ttftMs).arg(p.ttftMs)));
            QVERIFY2(p.powerW >= prev.powerW * (1 - eps),
                     qPrintable(what + QStringLiteral(" power %1 -> %2 W").arg(prev.powerW).arg(p.powerW)));
            ++checked;
        }
        QVERIFY(checked > 1000);
    }

    // The schedule's pieces: a mixture's quantiles are ordered and reduce to a lognormal's.
    void mixtureQuantiles()
    {
        QVERIFY(std::abs(mixtureQuantile(0.5, 0.0, 10.0, 0.1, 30.0, 0.2) - 10.0) < 1e-6);
        QVERIFY(std::abs(mixtureQuantile(0.5, 1.0, 10.0, 0.1, 30.0, 0.2) - 30.0) < 1e-6);
        // 5 % of gaps carry a prompt: the p90 is a plain step, the p99 a slow one.
        const double p90 = mixtureQuantile(0.9, 0.05, 10.0, 0.05, 30.0, 0.1);
        const double p99 = mixtureQuantile(0.99, 0.05, 10.0, 0.05, 30.0, 0.1);
        QVERIFY(p90 < 12 && p99 > 25);
    }
};

QTEST_GUILESS_MAIN(TestLatency)
#include "test_latency.moc"
