// Serving stacks and ITL metrics as inputs, the power-cap physics and the evidence flags of the
// default method (issue 12, and the power-cap class of issue 16).
#include "core/features/physics.h"
#include "core/features/stack.h"
#include "core/plan/engine.h"
#include "core/predict/training.h"
#include "tests/support/fixtures.h"
#include "tests/support/test_registry.h"

#include <QtTest>

#include <cmath>

using namespace wattgpu;

namespace {

using wattgpu::testing::bundledGpu;
using wattgpu::testing::bundledLlm;

const Engine& engine() { return wattgpu::testing::sharedEngine(); }
const LlmSpec& llm(const char* id) { return bundledLlm(id); }
const GpuSpec& gpu(const char* id) { return bundledGpu(id); }

Prediction predict(const char* model, const char* gpuId, const Workload& w)
{
    return engine().predictor("default")->predict(llm(model), gpu(gpuId), w).value();
}

} // namespace

class TestStacks : public QObject {
    Q_OBJECT
private slots:
    void resolvesKnownStacks_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("family");
        QTest::addColumn<bool>("nearest");
        QTest::newRow("default") << "vllm"
                                 << "0.11"
                                 << "vllm-2025" << false;
        QTest::newRow("vllm 2024") << "vllm"
                                   << "0.5.4"
                                   << "vllm-2024" << false;
        QTest::newRow("vllm rocm build") << "vllm"
                                         << "0.6.1"
                                         << "vllm-2024" << false;
        QTest::newRow("vllm unmeasured 2024") << "vllm"
                                              << "0.6.3"
                                              << "vllm-2024" << true;
        QTest::newRow("vllm too old") << "vllm"
                                      << "0.2.7"
                                      << "vllm-2024" << true;
        QTest::newRow("vllm newer") << "vllm"
                                    << "1.2"
                                    << "vllm-2025" << true;
        QTest::newRow("vllm v prefix") << "vLLM"
                                       << "v0.5.3"
                                       << "vllm-2024" << false;
        QTest::newRow("vllm default version") << "vllm"
                                              << ""
                                              << "vllm-2025" << false;
        QTest::newRow("tgi") << "tgi"
                             << ""
                             << "tgi" << false;
        QTest::newRow("tgi alias") << "text-generation-inference"
                                   << ""
                                   << "tgi" << false;
        QTest::newRow("tgi versioned") << "tgi"
                                       << "1.4.0"
                                       << "tgi" << true;
        QTest::newRow("transformers") << "transformers"
                                      << ""
                                      << "hf-transformers" << false;
        QTest::newRow("trt-llm") << "trt-llm"
                                 << "0.11"
                                 << "tensorrt-llm" << false;
        QTest::newRow("mii") << "deepspeed-mii"
                             << ""
                             << "deepspeed-mii" << false;
    }
    void resolvesKnownStacks()
    {
        QFETCH(QString, engine);
        QFETCH(QString, version);
        QFETCH(QString, family);
        QFETCH(bool, nearest);
        const auto r = resolveStack(ServingStack{engine.toStdString(), version.toStdString()});
        QVERIFY2(r, r ? "" : r.error().message().c_str());
        QCOMPARE(QString::fromStdString(r->family), family);
        QCOMPARE(r->nearestMatch, nearest);
        // No version of a versioned engine is the prior over its releases (issue 36), and says so.
        QCOMPARE(r->versionUnknown, version.isEmpty() && !r->releases.empty());
        QCOMPARE(r->note.empty(), !nearest && !r->versionUnknown);
    }

    void unknownEngineNamesTheKnownOnes()
    {
        const auto r = resolveStack(ServingStack{"sglang", "0.4"});
        QVERIFY(!r);
        QCOMPARE(QString::fromStdString(r.error().field), QStringLiteral("engine"));
        for (const char* known : {"vllm", "tgi", "hf-transformers", "tensorrt-llm", "deepspeed-mii"})
            QVERIFY2(r.error().detail.find(known) != std::string::npos, r.error().detail.c_str());
        const auto v = resolveStack(ServingStack{"vllm", "latest"});
        QVERIFY(!v);
        QCOMPARE(QString::fromStdString(v.error().field), QStringLiteral("engine_version"));
        // A hostile name is cut and its control characters replaced before it is echoed.
        const auto h = resolveStack(ServingStack{std::string("\x1b]0;x\x07") + std::string(10000, 'a'), ""});
        QVERIFY(!h);
        QVERIFY(h.error().detail.size() < 400);
        QVERIFY(h.error().detail.find('\x1b') == std::string::npos);
    }

    // The one grammar of an engine version (issue 26): digits and dots with an optional 'v',
    // canonical on the way in; everything else refused by every reader through resolveStack.
    void versionGrammar_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("canonical"); // empty: refused
        QTest::newRow("plain") << "0.11"
                               << "0.11";
        QTest::newRow("v") << "v0.6.1"
                           << "0.6.1";
        QTest::newRow("V") << "V2"
                           << "2";
        QTest::newRow("one group") << "99"
                                   << "99";
        QTest::newRow("four groups") << "1.2.3.4"
                                     << "1.2.3.4";
        QTest::newRow("leading zeros") << "00.011"
                                       << "0.11";
        QTest::newRow("blanks around") << " \t0.11 "
                                       << "0.11";
        // Release tags the engines publish (PEP 440): kept in the canonical text, matched on the numbers.
        QTest::newRow("post release") << "0.5.3.post1"
                                      << "0.5.3.post1";
        QTest::newRow("release candidate") << "0.6.0rc1"
                                           << "0.6.0rc1";
        QTest::newRow("dev with local label") << "v0.6.3.DEV0+cu121"
                                              << "0.6.3.dev0+cu121";
        QTest::newRow("local label") << "0.11+cu121"
                                     << "0.11+cu121";
        QTest::newRow("dashed post") << "0.5.3-post02"
                                     << "0.5.3.post2";
        for (const char* bad : {"0.11; rm",
                                "0.11abc",
                                "0.11 rm",
                                "latest",
                                "",
                                " ",
                                "v",
                                "vv0.11",
                                ".11",
                                "0.11.",
                                "0..11",
                                "1.2.3.4.5",
                                "0.5.3.postx",
                                "0.11+",
                                "1234567.0",
                                "-1",
                                "+1",
                                "0x11",
                                "0,11",
                                "0.11\n",
                                "\x1b[2J0.11",
                                "\xd9\xa1.1",
                                "１.２",
                                "0.11-",
                                "0.11+a..b",
                                "0.11+a;b",
                                "0.11rc1234567",
                                "0.11.post1.post2"}) {
            QString tag = QString::fromUtf8(bad);
            for (QChar& ch : tag)
                if (ch.unicode() < 0x20)
                    ch = QLatin1Char('?');
            QTest::newRow(qPrintable(QStringLiteral("bad '%1'").arg(tag))) << QString::fromUtf8(bad) << QString();
        }
    }
    void versionGrammar()
    {
        QFETCH(QString, text);
        QFETCH(QString, canonical);
        const std::string raw = text.toStdString();
        const auto c = canonicalEngineVersion(raw);
        QCOMPARE(c ? QString::fromStdString(*c) : QString(), canonical);
        // Every engine applies it, versioned or not (tgi does not record versions).
        for (const char* engine : {"vllm", "tgi", "tensorrt-llm"}) {
            const auto r = resolveStack(ServingStack{engine, raw});
            if (canonical.isEmpty() && !raw.empty()) {
                QVERIFY2(!r, engine);
                QCOMPARE(QString::fromStdString(r.error().field), QStringLiteral("engine_version"));
                // The value echoed sanitized: no raw control character, bounded.
                for (unsigned char ch : r.error().detail)
                    QVERIFY2(ch >= 0x20 && ch != 0x7f, r.error().detail.c_str());
                QVERIFY(r.error().detail.size() < 300);
                QVERIFY2(r.error().detail.find("digits and dots") != std::string::npos, r.error().detail.c_str());
            } else if (!canonical.isEmpty()) {
                QVERIFY2(r, r ? "" : r.error().message().c_str());
                QCOMPARE(QString::fromStdString(r->requested), canonical);
            }
        }
        // The examples, echoed as given (printable) in the message.
        const auto rm = resolveStack(ServingStack{"vllm", "0.11; rm"});
        QVERIFY(!rm);
        QVERIFY2(rm.error().detail.find("'0.11; rm'") != std::string::npos, rm.error().detail.c_str());
        const auto esc = resolveStack(ServingStack{"vllm", "\x1b]0;x\x07"});
        QVERIFY(!esc);
        QVERIFY2(esc.error().detail.find("\\x1b") != std::string::npos, esc.error().detail.c_str());
    }

    // A well-formed version that was never measured is predicted as the nearest measured one,
    // flagged, and every consumer sees the version used, never the one asked for as if measured.
    void unmeasuredVersionsNameTheVersionUsed_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("asked");
        QTest::addColumn<QString>("used");
        QTest::addColumn<bool>("nearest");
        QTest::newRow("99") << "vllm"
                            << "99"
                            << "0.11" << true;
        QTest::newRow("newer minor") << "vllm"
                                     << "0.12"
                                     << "0.11" << true;
        QTest::newRow("in 2025 range") << "vllm"
                                       << "0.8"
                                       << "0.11" << true;
        QTest::newRow("between 2024 ones") << "vllm"
                                           << "0.6.3"
                                           << "0.6.1" << true;
        QTest::newRow("older than all") << "vllm"
                                        << "0.2.7"
                                        << "0.5.3" << true;
        QTest::newRow("measured, longer spelling") << "vllm"
                                                   << "0.11.0"
                                                   << "0.11" << false;
        QTest::newRow("measured, v") << "vllm"
                                     << "v0.5.4"
                                     << "0.5.4" << false;
        QTest::newRow("default") << "vllm"
                                 << ""
                                 << "" << false; // no release is picked: the prior over them (issue 36)
        QTest::newRow("trt 99") << "tensorrt-llm"
                                << "99"
                                << "0.11" << true;
        QTest::newRow("tgi versioned") << "tgi"
                                       << "1.4.0"
                                       << "" << true;
    }
    void unmeasuredVersionsNameTheVersionUsed()
    {
        QFETCH(QString, engine);
        QFETCH(QString, asked);
        QFETCH(QString, used);
        QFETCH(bool, nearest);
        const ServingStack stack{engine.toStdString(), asked.toStdString()};
        const auto r = resolveStack(stack);
        QVERIFY2(r, r ? "" : r.error().message().c_str());
        QCOMPARE(QString::fromStdString(r->version), used);
        QCOMPARE(r->nearestMatch, nearest);
        QCOMPARE(QString::fromStdString(engineVersionUsed(stack)), used);
        if (nearest) {
            QVERIFY2(r->note.find(r->requested) != std::string::npos, r->note.c_str());
            if (!used.isEmpty())
                QVERIFY2(r->note.find("predicted as " + r->engine + " " + r->version) != std::string::npos,
                         r->note.c_str());
        }
        // A prediction carries the version used, and the flag with the note.
        Workload w;
        w.stack = stack;
        const Prediction p = predict("meta-llama/Llama-3.1-8B-Instruct", "h100-sxm5-80gb", w);
        QCOMPARE(QString::fromStdString(p.engineVersion), used);
        QCOMPARE(p.hasWarning(WarningCode::StackNearestMatch), nearest);
        // A stack that does not resolve never shows its raw text as the version.
        QCOMPARE(engineVersionUsed(ServingStack{"vllm", "0.11; rm"}), std::string());
        QCOMPARE(engineVersionUsed(ServingStack{"sglang", "v0.4"}), std::string("0.4"));
    }

    void stackChangesItlInTheMeasuredDirection()
    {
        // ML.ENERGY on H100, Llama-3.1-8B at 64 concurrent requests: vLLM 0.5.4 under a 400 W cap
        // measured 35 ms mean TPOT and 305 W, vLLM 0.11 uncapped 11.5 ms median ITL and 610 W.
        Workload old;
        old.batch = 64;
        old.promptLen = 250;
        old.outputLen = 480;
        old.stack = {"vllm", "0.5.4"};
        old.powerLimitW = 400;
        old.itlMetric = ItlKind::MeanTpot;
        Workload v11 = old;
        v11.stack = {"vllm", "0.11"};
        v11.powerLimitW.reset();
        v11.itlMetric = ItlKind::MedianItl;
        const Prediction a = predict("meta-llama/Llama-3.1-8B-Instruct", "h100-sxm5-80gb", old);
        const Prediction b = predict("meta-llama/Llama-3.1-8B-Instruct", "h100-sxm5-80gb", v11);
        QVERIFY2(a.itlMs > 2 * b.itlMs, qPrintable(QStringLiteral("%1 vs %2 ms").arg(a.itlMs).arg(b.itlMs)));
        QVERIFY2(std::abs(a.itlMs / 35.05 - 1) < 0.3, qPrintable(QString::number(a.itlMs)));
        QVERIFY2(std::abs(b.itlMs / 11.5 - 1) < 0.3, qPrintable(QString::number(b.itlMs)));
        QVERIFY2(a.powerW < b.powerW, qPrintable(QStringLiteral("%1 vs %2 W").arg(a.powerW).arg(b.powerW)));
        QCOMPARE(QString::fromStdString(a.stackFamily), QStringLiteral("vllm-2024"));
        QCOMPARE(QString::fromStdString(b.stackFamily), QStringLiteral("vllm-2025"));
        // The same metric on both: the older stack is still slower.
        Workload oldMedian = old;
        oldMedian.itlMetric = ItlKind::MedianItl;
        oldMedian.powerLimitW.reset();
        QVERIFY(predict("meta-llama/Llama-3.1-8B-Instruct", "h100-sxm5-80gb", oldMedian).itlMs > b.itlMs);
        // A GPU nobody measured under a stack still feels it: eager transformers at batch 1 is
        // slower than vLLM on an A40.
        Workload hf;
        hf.batch = 1;
        hf.stack = {"hf-transformers", ""};
        Workload vl = hf;
        vl.stack = {"vllm", "0.5.4"};
        QVERIFY(predict("meta-llama/Llama-2-7b-hf", "a40-48gb", hf).itlMs
                > predict("meta-llama/Llama-2-7b-hf", "a40-48gb", vl).itlMs);
    }

    void metricsThatCarryPrefillAreSlower()
    {
        for (const char* g : {"h100-sxm5-80gb", "a100-sxm4-40gb", "l4-24gb", "mi300x-192gb"}) {
            Workload w;
            w.batch = 16;
            w.promptLen = 4096;
            w.outputLen = 256;
            const double median = predict("meta-llama/Llama-3.1-8B-Instruct", g, w).itlMs;
            w.itlMetric = ItlKind::E2eOverOutput;
            const Prediction e2e = predict("meta-llama/Llama-3.1-8B-Instruct", g, w);
            w.itlMetric = ItlKind::MeanTpot;
            const double tpot = predict("meta-llama/Llama-3.1-8B-Instruct", g, w).itlMs;
            QVERIFY2(
                e2e.itlMs >= median,
                qPrintable(QStringLiteral("%1: e2e %2 < median %3").arg(QLatin1String(g)).arg(e2e.itlMs).arg(median)));
            QVERIFY2(tpot >= median,
                     qPrintable(QStringLiteral("%1: tpot %2 < median %3").arg(QLatin1String(g)).arg(tpot).arg(median)));
            QCOMPARE(e2e.itlMetric, ItlKind::E2eOverOutput);
        }
    }

    void powerCapIsNeverAFreeLunch()
    {
        for (const char* model : {"meta-llama/Llama-3.1-8B-Instruct", "Qwen/Qwen2.5-7B-Instruct"})
            for (const auto& g : engine().gpus().gpus()) {
                for (int batch : {1, 32, 256}) {
                    Workload w;
                    w.batch = batch;
                    const Prediction free = engine().predictor("default")->predict(llm(model), g, w).value();
                    for (double share : {0.9, 0.6, 0.3}) {
                        Workload c = w;
                        c.powerLimitW = share * tdpOrEstimateW(g);
                        const Prediction capped = engine().predictor("default")->predict(llm(model), g, c).value();
                        const QString what = QStringLiteral("%1 %2 b%3 cap %4")
                                                 .arg(QLatin1String(model), QString::fromStdString(g.id))
                                                 .arg(batch)
                                                 .arg(share);
                        QVERIFY2(capped.powerPerGpuW <= *c.powerLimitW + 1e-6, qPrintable(what));
                        QVERIFY2(capped.itlMs >= free.itlMs * (1 - 1e-9),
                                 qPrintable(what + QStringLiteral(" ITL improved")));
                        if (capped.energyPerTokenJ < free.energyPerTokenJ * (1 - 1e-9))
                            QVERIFY2(capped.itlMs > free.itlMs,
                                     qPrintable(what + QStringLiteral(" energy fell for free")));
                        if (free.powerPerGpuW > *c.powerLimitW + 1e-6)
                            QVERIFY2(capped.hasWarning(WarningCode::PowerCapThrottled), qPrintable(what));
                    }
                }
            }
        // A compute-bound step slows more than a memory-bound one under the same cap.
        const PowerCapEffect memoryBound = powerCapEffect(600, 450, 100, 0.1, 0.0);
        const PowerCapEffect computeBound = powerCapEffect(600, 450, 100, 1.0, 0.0);
        QVERIFY(memoryBound.throttled && computeBound.throttled);
        QVERIFY(computeBound.itlFactor > memoryBound.itlFactor);
        QVERIFY(memoryBound.itlFactor > 1.0);
        QCOMPARE(powerCapEffect(200, 300, 100, 0.5, 0.0).itlFactor, 1.0);
        // Far below anything measured (the corpus's lowest cap is 400 W on a 700 W H100): flagged.
        Workload low;
        low.powerLimitW = 150;
        QVERIFY(predict("meta-llama/Llama-3.1-8B-Instruct", "h100-sxm5-80gb", low)
                    .hasWarning(WarningCode::PowerCapBelowMeasured));
    }

    void everyPredictionSaysWhatRestsOnData()
    {
        Workload w;
        const Prediction h100 = predict("meta-llama/Llama-3.1-8B-Instruct", "h100-sxm5-80gb", w);
        QVERIFY(h100.measuredGpu);
        QVERIFY(h100.measuredRuns > 100 && h100.measuredPowerRuns > 100);
        QCOMPARE(QString::fromStdString(h100.support), QStringLiteral("measured"));
        const Prediction b200 = predict("meta-llama/Llama-3.1-8B-Instruct", "b200-sxm-180gb", w);
        QVERIFY(!b200.measuredGpu);
        QCOMPARE(b200.measuredRuns, 0);
        QCOMPARE(QString::fromStdString(b200.support), QStringLiteral("stack_on_1_gpu")); // vLLM 0.11 ran on H100 only
        // vLLM 2024 ran on several NVIDIA GPUs: an unmeasured NVIDIA GPU is better supported.
        w.stack = {"vllm", "0.5.4"};
        QCOMPARE(QString::fromStdString(predict("meta-llama/Llama-3.1-8B-Instruct", "l40s-48gb", w).support),
                 QStringLiteral("stack_on_2plus_gpus"));
        // An unmeasured (family, backend) pair: vLLM 0.11 was never run on ROCm.
        w.stack = {"vllm", "0.11"};
        const Prediction mi = predict("meta-llama/Llama-3.1-8B-Instruct", "mi300x-192gb", w);
        QCOMPARE(QString::fromStdString(mi.support), QStringLiteral("stack_unmeasured"));
        QVERIFY(mi.hasWarning(WarningCode::StackUnmeasured));
        QCOMPARE(QString::fromStdString(mi.backend), QStringLiteral("rocm"));
        // The wider the evidence gap, the wider the interval.
        auto width = [](const Prediction& p) { return p.itlMsHigh / p.itlMsLow; };
        QVERIFY(width(mi) > width(h100));
    }

    void tooLittleDataIsRefusedOrFlagged()
    {
        auto ms = loadMeasurementsCsv(WATTGPU_SOURCE_DIR "/models/data/measurements.csv");
        QVERIFY(ms);
        const Corpus all = resolveCorpus(*ms, engine().gpus(), engine().llms());
        Corpus one;
        one.rows = {all.rows.front()};
        auto refused = trainPredictor("default", one);
        QVERIFY(!refused);
        QVERIFY2(refused.error().detail.find("too little data") != std::string::npos, refused.error().detail.c_str());
        // One GPU's runs: a model, but no calibrated interval; predictions say so.
        Corpus single;
        for (const auto& r : all.rows)
            if (r.gpu->id == "h100-sxm5-80gb")
                single.rows.push_back(r);
        TrainOptions o;
        auto model = trainPredictor("default", single, o);
        QVERIFY2(model, model ? "" : model.error().message().c_str());
        const Prediction p =
            model.value()->predict(llm("meta-llama/Llama-3.1-8B-Instruct"), gpu("l4-24gb"), Workload{}).value();
        QVERIFY(p.hasWarning(WarningCode::IntervalUncalibrated));
        // A factor of two either way (wider still out of distribution), the low end held at the
        // weight-streaming floor where that is higher.
        QVERIFY2(p.itlMsHigh / p.itlMs > 1.99, qPrintable(QString::number(p.itlMsHigh / p.itlMs)));
        const double floorMs = weightStreamingFloorS(llm("meta-llama/Llama-3.1-8B-Instruct"), gpu("l4-24gb"),
                                                     Workload{})
            * 1e3;
        QVERIFY(p.itlMsLow <= std::max(p.itlMs / 1.99, floorMs * (1 + 1e-9)));
        QVERIFY(p.itlMsLow >= floorMs * (1 - 1e-9));
        QVERIFY(!intervalBands(*model.value()));
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestStacks)
#include "test_stacks.moc"
