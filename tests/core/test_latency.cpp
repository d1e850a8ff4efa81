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
#include "tests/support/test_registry.h"

#include <QtTest>

#include <cmath>
#include <map>
#include <tuple>

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

    // A backend nobody measured: flagged, its interval wider than the same GPU's on CUDA, and its point
    // estimate pooled from every measured backend (issue 36): strictly between CUDA's and ROCm's, on
    // neither of them. Any well-formed name is a backend (a new vendor's runtime), never measured.
    void unmeasuredBackendPoolsTheMeasuredOnes()
    {
        GpuSpec cuda = duplicateGpu(bundledGpu("h100-sxm5-80gb"), "test-max-1550", "Test Data Center GPU Max");
        cuda.vendor = "Intel";
        cuda.backend = "cuda";
        GpuSpec rocm = cuda;
        rocm.backend = "rocm";
        GpuSpec xpu = cuda;
        xpu.backend = "xpu";
        GpuSpec tt = cuda;
        tt.backend = "TT-Metal";
        QCOMPARE(backendOf(xpu), std::string("xpu"));
        QCOMPARE(backendOf(tt), std::string("tt-metal"));
        for (const Workload& w : {workload(16, 512, 256), workload(1, 128, 128), workload(128, 2048, 512)}) {
            const Prediction a = predict("meta-llama/Llama-3.1-8B-Instruct", cuda, w);
            const Prediction r = predict("meta-llama/Llama-3.1-8B-Instruct", rocm, w);
            QVERIFY(!a.hasWarning(WarningCode::BackendUnmeasured));
            QVERIFY(!r.hasWarning(WarningCode::BackendUnmeasured));
            for (const GpuSpec* g : {&xpu, &tt}) {
                const Prediction b = predict("meta-llama/Llama-3.1-8B-Instruct", *g, w);
                QVERIFY(b.hasWarning(WarningCode::BackendUnmeasured));
                QCOMPARE(QString::fromStdString(b.support), QStringLiteral("backend_unmeasured"));
                QCOMPARE(b.backend, backendOf(*g));
                QVERIFY2(b.itlMsHigh / b.itlMsLow > 1.3 * (a.itlMsHigh / a.itlMsLow),
                         qPrintable(QStringLiteral("%1 %2-%3 ms, cuda %4-%5 ms")
                                        .arg(QString::fromStdString(b.backend))
                                        .arg(b.itlMsLow)
                                        .arg(b.itlMsHigh)
                                        .arg(a.itlMsLow)
                                        .arg(a.itlMsHigh)));
                QVERIFY(b.ttftMsHigh / b.ttftMsLow > a.ttftMsHigh / a.ttftMsLow);
                const double lo = std::min(a.itlMs, r.itlMs), hi = std::max(a.itlMs, r.itlMs);
                // The pool of both, not either one: within a tenth of the measured backends' range,
                // and where they differ by more than a fifth, clear of the slowest one's figure.
                QVERIFY2(b.itlMs > lo / 1.1 && b.itlMs < hi * 1.1 && (hi < 1.2 * lo || b.itlMs < hi / 1.1),
                         qPrintable(QStringLiteral("%1 %2 ms, cuda %3 ms, rocm %4 ms")
                                        .arg(QString::fromStdString(b.backend))
                                        .arg(b.itlMs)
                                        .arg(a.itlMs)
                                        .arg(r.itlMs)));
            }
        }
    }

    // No engine version given is the prior over the engine's measured releases (issue 36): never read
    // as the newest release, wider than a known version's interval, flagged, its version shown empty;
    // new in two ways (an unknown version on an unmeasured backend) at least as wide as either.
    void unknownVersionIsThePriorOverReleases()
    {
        const GpuSpec& gpu = bundledGpu("a100-sxm4-80gb");
        Workload known = workload(16, 1024, 256);
        known.stack = {"vllm", "0.11"};
        Workload unknown = known;
        unknown.stack = {"vllm", ""};
        const auto resolved = resolveStack(unknown.stack);
        QVERIFY(resolved && resolved->versionUnknown && resolved->releases.size() >= 2);
        const Prediction a = predict("meta-llama/Llama-3.1-8B-Instruct", gpu, known);
        const Prediction b = predict("meta-llama/Llama-3.1-8B-Instruct", gpu, unknown);
        QVERIFY(!a.hasWarning(WarningCode::StackVersionUnknown));
        QVERIFY(b.hasWarning(WarningCode::StackVersionUnknown));
        QVERIFY(b.engineVersion.empty());
        QVERIFY(QString::fromStdString(b.novelty).contains(QStringLiteral("stack_release")));
        QVERIFY2(std::abs(b.itlMs / a.itlMs - 1) > 0.01, "the unknown version was read as vLLM 0.11");
        for (auto [lo, point, hi] : {std::tuple{&Prediction::itlMsLow, &Prediction::itlMs, &Prediction::itlMsHigh},
                                     std::tuple{&Prediction::powerWLow, &Prediction::powerW, &Prediction::powerWHigh},
                                     std::tuple{&Prediction::ttftMsLow, &Prediction::ttftMs, &Prediction::ttftMsHigh}})
            QVERIFY2(
                b.*hi / b.*lo > a.*hi / a.*lo,
                qPrintable(QStringLiteral("unknown %1-%2, known %3-%4").arg(b.*lo).arg(b.*hi).arg(a.*lo).arg(a.*hi)));
        // The prior lies within the releases it pools.
        double lowest = 1e300, highest = 0;
        for (const auto& release : resolved->releases) {
            Workload w = known;
            w.stack = release;
            const double itl = predict("meta-llama/Llama-3.1-8B-Instruct", gpu, w).itlMs;
            lowest = std::min(lowest, itl);
            highest = std::max(highest, itl);
        }
        QVERIFY(b.itlMs >= lowest * 0.999 && b.itlMs <= highest * 1.001);
        // Unknown version on a backend nobody measured: at least as wide as each novelty alone.
        GpuSpec xpu = duplicateGpu(gpu, "test-xpu-a100", "Test XPU");
        xpu.backend = "xpu";
        const Prediction x = predict("meta-llama/Llama-3.1-8B-Instruct", xpu, known);
        const Prediction xu = predict("meta-llama/Llama-3.1-8B-Instruct", xpu, unknown);
        QVERIFY(xu.itlMsHigh / xu.itlMsLow >= 0.999 * std::max(x.itlMsHigh / x.itlMsLow, b.itlMsHigh / b.itlMsLow));
    }

    // Tensor parallelism does not scale for free (issue 36): a 70B model's step at TP 8 is never
    // below the weights streamed once plus its collectives' floor, that floor grows with the ranks,
    // and the step gains less from TP 4 to 8 than from TP 1 to 2.
    void tensorParallelStepKeepsItsCollectives()
    {
        for (const char* g : {"h100-sxm5-80gb", "a100-sxm4-80gb", "mi300x-192gb"}) {
            const GpuSpec& gpu = bundledGpu(g);
            const LlmSpec& llm = bundledLlm("meta-llama/Llama-3.1-70B-Instruct");
            std::map<int, double> itl;
            for (int n : {1, 2, 4, 8}) {
                Workload w = workload(1, 512, 256);
                w.numGpus = n;
                w.stack = {"vllm", "0.5.3"};
                const double floorS = decodeFloorS(llm, gpu, w);
                const StepPhysics s = decodeStepAt(llm, gpu, w, 1.0);
                if (n > 1)
                    QVERIFY(floorS > weightStreamingFloorS(llm, gpu, w) + s.allReducesPerStep * 1.9e-6);
                if (!memoryFit(llm, gpu, w).fits)
                    continue;
                const Prediction p = predict("meta-llama/Llama-3.1-70B-Instruct", gpu, w);
                QVERIFY2(p.itlMsLow >= floorS * 1e3 * 0.999,
                         qPrintable(QStringLiteral("%1 TP %2: %3 ms < floor %4 ms")
                                        .arg(QLatin1String(g))
                                        .arg(n)
                                        .arg(p.itlMsLow)
                                        .arg(floorS * 1e3)));
                itl[n] = p.itlMs;
            }
            if (itl.count(2) && itl.count(4) && itl.count(8))
                QVERIFY2(itl[4] / itl[8] < (itl.count(1) ? itl[1] / itl[2] : 2.0),
                         qPrintable(QStringLiteral("%1: TP 4 -> 8 x%2").arg(QLatin1String(g)).arg(itl[4] / itl[8])));
        }
    }

    // FP8 weights move fewer bytes and run at the FP8 peak where the stack has the kernels and the GPU
    // the tensor cores: never slower than 16-bit weights there (issue 36); where the stack lacks them
    // the model runs in 16 bits, flagged.
    void fp8NeverSlowerWhereKernelsExist()
    {
        for (const char* g : {"h100-sxm5-80gb", "l40s-48gb", "h200-sxm-141gb"})
            for (const char* engine : {"tensorrt-llm", "vllm"})
                for (int batch : {1, 8, 64, 256}) {
                    Workload w = workload(batch, 1024, 256);
                    w.stack = {engine, engine == std::string("vllm") ? "0.11" : "0.11"};
                    Workload f = w;
                    f.precision = Precision::FP8;
                    const Prediction a = predict("meta-llama/Llama-3.1-8B-Instruct", bundledGpu(g), w);
                    const Prediction b = predict("meta-llama/Llama-3.1-8B-Instruct", bundledGpu(g), f);
                    QVERIFY(!b.hasWarning(WarningCode::PrecisionFallback));
                    // Where 16-bit weights leave no cache for the whole batch, FP8 runs more sequences
                    // at once (each token's gap longer, the throughput higher): not comparable.
                    if (memoryFit(bundledLlm("meta-llama/Llama-3.1-8B-Instruct"), bundledGpu(g), w).maxBatch < batch)
                        continue;
                    QVERIFY2(b.itlMs <= a.itlMs * 1.0001,
                             qPrintable(QStringLiteral("%1 %2 batch %3: FP8 %4 ms > BF16 %5 ms")
                                            .arg(QLatin1String(g), QLatin1String(engine))
                                            .arg(batch)
                                            .arg(b.itlMs)
                                            .arg(a.itlMs)));
                }
        Workload tgi = workload(8, 512, 256);
        tgi.stack = {"tgi", ""};
        tgi.precision = Precision::FP8;
        const Prediction p = predict("meta-llama/Llama-3.1-8B-Instruct", bundledGpu("h100-sxm5-80gb"), tgi);
        QVERIFY(p.hasWarning(WarningCode::PrecisionFallback));
        QCOMPARE(precisionPath(bundledGpu("h100-sxm5-80gb"), tgi).weights, Precision::BF16);
    }

    // Prefix caching (issue 36): the cached share of a prompt costs no prefill, so with every token
    // but the last cached the TTFT is that of the unshared part alone; a partly shared prompt lies
    // between its unshared part alone and no sharing; the shared blocks are held once.
    void prefixCacheShareShrinksPrefill()
    {
        const GpuSpec& gpu = bundledGpu("h100-sxm5-80gb");
        const LlmSpec& llm = bundledLlm("meta-llama/Llama-3.1-8B-Instruct");
        auto ttft = [&](int prompt, double share) {
            Workload w = workload(1, prompt, 256);
            w.prefixCacheShare = share;
            return predict("meta-llama/Llama-3.1-8B-Instruct", gpu, w).ttftMs;
        };
        Workload full = workload(1, 8192, 256);
        full.prefixCacheShare = 1.0;
        QCOMPARE(full.prefillTokens(), 1.0);
        // All but one token cached: no prefill compute, only the last token's attention over the
        // cached 8,191 (more than a one-token prompt's, far less than the whole prompt's).
        QVERIFY2(ttft(8192, 1.0) >= ttft(1, 0.0) && ttft(8192, 1.0) < 0.2 * ttft(8192, 0.0),
                 qPrintable(
                     QStringLiteral("%1 vs %2 and %3 ms").arg(ttft(8192, 1.0)).arg(ttft(1, 0.0)).arg(ttft(8192, 0.0))));
        QVERIFY(ttft(8192, 0.5) < ttft(8192, 0.0));
        QVERIFY(ttft(8192, 0.5) >= ttft(4096, 0.0));
        // The floor of a fully cached prompt is that of its one uncached token.
        QVERIFY(prefillFloorS(llm, gpu, full) <= prefillFloorS(llm, gpu, workload(1, 1, 256)) * (1 + 1e-9));
        QVERIFY(prefillFloorS(llm, gpu, full) < 0.2 * prefillFloorS(llm, gpu, workload(1, 8192, 256)));
        Workload shared = workload(64, 8192, 256);
        shared.prefixCacheShare = 0.75;
        QVERIFY(memoryFit(llm, gpu, shared).kvCacheGbPerGpu
                < 0.3 * memoryFit(llm, gpu, workload(64, 8192, 256)).kvCacheGbPerGpu);
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
            // The tails and TTFT may ease a little where a longer plain step dilutes the share of
            // time spent in prompt steps: an arrival waits out the step in progress, E[S^2]/2E[S],
            // which the long prompt steps dominate, and fewer of them per second shorten that wait.
            // Where the learned decode correction steps up between two batches (engine v4: V100 and
            // H20, 4-6 %) the wait shrinks at once; never by more than 8 %.
            const double tail = 0.08;
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

WATTGPU_TEST_GUILESS_MAIN(TestLatency)
#include "test_latency.moc"
