// Prediction engine: feature formulas, physical sanity of the default method, determinism,
// model files, corpus parsing, recommender and evaluation metrics.
#include "core/eval/evaluate.h"
#include "core/features/features.h"
#include "core/features/physics.h"
#include "core/plan/engine.h"
#include "core/plan/server.h"
#include "core/predict/feature_set.h"
#include "core/predict/learned.h"
#include "core/predict/training.h"
#include "core/util/fileio.h"
#include "tests/support/fixtures.h"
#include "tests/support/test_registry.h"

#include <QtTest>

#include <cmath>
#include <fstream>

using namespace wattgpu;

namespace {

const Engine& engine() { return testing::sharedEngine(); }

const LlmSpec& llm(const char* id)
{
    const LlmSpec* m = engine().llms().find(id);
    if (!m)
        qFatal("no model %s", id);
    return *m;
}

const GpuSpec& gpu(const char* id)
{
    const GpuSpec* g = engine().gpus().find(id);
    if (!g)
        qFatal("no gpu %s", id);
    return *g;
}

Corpus bundledCorpus()
{
    auto ms = loadMeasurementsCsv(WATTGPU_SOURCE_DIR "/models/data/measurements.csv");
    if (!ms)
        qFatal("corpus: %s", ms.error().message().c_str());
    return resolveCorpus(*ms, engine().gpus(), engine().llms());
}

QString tempPath(const QString& name)
{
    static QTemporaryDir dir;
    return dir.filePath(name);
}

void writeText(const QString& path, const std::string& text)
{
    std::ofstream(path.toStdString(), std::ios::binary) << text;
}

} // namespace

class TestPredict : public QObject {
    Q_OBJECT
private slots:
    void featureFormulas()
    {
        const LlmSpec& m = llm("meta-llama/Llama-3.1-8B-Instruct");
        const GpuSpec& h100 = gpu("h100-sxm5-80gb");
        // 2 (K,V) x 32 layers x 8 KV heads x 128 head dim x 2 bytes
        QCOMPARE(kvBytesPerToken(m), 131072.0);
        QCOMPARE(weightBytes(m, Precision::BF16), 8.03e9 * 2);
        QCOMPARE(weightBytes(m, Precision::FP8), 8.03e9);
        Workload w;
        w.batch = 1;
        w.promptLen = 512;
        w.outputLen = 512;
        const StepPhysics s = decodeStep(m, h100, w);
        const double kv = 768.0 * 131072.0;
        QVERIFY(std::abs(s.kvBytesRead - kv) < 1);
        QVERIFY(std::abs(s.tMemoryS - (16.06e9 + kv) / 3350e9) < 1e-9);
        const double flops = 2 * 8.03e9 + 4.0 * 32 * 4096 * 768;
        QVERIFY(std::abs(s.flops - flops) / flops < 1e-12);
        QVERIFY(std::abs(s.tComputeS - flops / 989e12) < 1e-12);
        QCOMPARE(s.tCommS, 0.0);
        w.numGpus = 2;
        const StepPhysics s2 = decodeStep(m, h100, w);
        QVERIFY(std::abs(s2.tMemoryS - s.tMemoryS / 2) < 1e-12);
        QVERIFY(s2.tCommS > 0);

        // Paper features (models/docs/METHOD.md): bandwidth_latency = 2 params_B / GB/s;
        // compute_latency = 2 params / FLOP/s.
        const auto pf = paperItlFeatures(m, h100, w);
        QVERIFY(std::abs(pf.numeric[9] - 2 * 8.03 / 3350) < 1e-12);
        QVERIFY(std::abs(pf.numeric[10] - 2 * 8.03e9 / 989e12) < 1e-15);
        const auto pp = paperPowerFeatures(m, h100, w);
        QVERIFY(std::abs(pp.numeric[0] - std::log(8.03)) < 1e-12);
        QVERIFY(std::abs(pp.numeric[4] - 1980.0 / 1590.0) < 1e-12);
        QCOMPARE(QString::fromLatin1(paperScenario(1)), QStringLiteral("server_low"));
        QCOMPARE(QString::fromLatin1(paperScenario(16)), QStringLiteral("server_high"));
        QCOMPARE(QString::fromLatin1(paperScenario(256)), QStringLiteral("offline"));
    }

    void moeAndMemoryFit()
    {
        const LlmSpec& mix = llm("mistralai/Mixtral-8x7B-Instruct-v0.1");
        QVERIFY(std::abs(touchedBParams(mix, 1) - mix.activeBParams) < 0.05);
        QVERIFY(touchedBParams(mix, 64) > 0.99 * mix.totalBParams);
        const LlmSpec& big = llm("meta-llama/Llama-3.1-70B-Instruct");
        Workload w;
        w.batch = 8;
        const MemoryFit one = memoryFit(big, gpu("h100-sxm5-80gb"), w);
        QVERIFY(!one.weightsFit);
        // 141 GB of BF16 weights leave no room for a batch-8 KV cache on 2 x 80 GB; FP8 halves them.
        QCOMPARE(smallestFittingGpuCount(big, gpu("h100-sxm5-80gb"), w), 4);
        w.precision = Precision::FP8;
        QCOMPARE(smallestFittingGpuCount(big, gpu("h100-sxm5-80gb"), w), 2);
        w.precision = Precision::BF16;
        QCOMPARE(smallestFittingGpuCount(llm("meta-llama/Llama-3.1-8B-Instruct"), gpu("l4-24gb"), w), 1);
    }

    void defaultIsPhysical()
    {
        const Predictor* p = engine().predictor("default");
        QVERIFY2(p, "shipped default model missing");
        for (const char* id :
             {"meta-llama/Llama-3.1-8B-Instruct", "Qwen/Qwen2.5-7B-Instruct", "meta-llama/Llama-3.1-70B-Instruct"}) {
            const LlmSpec& m = llm(id);
            for (const auto& g : engine().gpus().gpus()) {
                double prev = 0;
                Workload w;
                w.numGpus = m.totalBParams > 30 ? 4 : 1;
                std::vector<double> itls;
                for (int b : {1, 2, 4, 8, 16, 32, 64, 128, 256}) {
                    w.batch = b;
                    const Prediction pr = p->predict(m, g, w).value();
                    const double tdp = tdpOrEstimateW(g);
                    QVERIFY2(pr.powerPerGpuW > 0.1 * tdp && pr.powerPerGpuW <= 1.05 * tdp,
                             qPrintable(QStringLiteral("%1 %2 b%3: %4 W of %5")
                                            .arg(QLatin1String(id), QString::fromStdString(g.id))
                                            .arg(b)
                                            .arg(pr.powerPerGpuW)
                                            .arg(tdp)));
                    QVERIFY(pr.powerWLow <= pr.powerW && pr.powerW <= pr.powerWHigh);
                    QVERIFY(pr.itlMsLow <= pr.itlMs && pr.itlMs <= pr.itlMsHigh);
                    // Trees may dip a few % between neighbouring batches; a deployment that does not fit
                    // is never shown as a number.
                    QVERIFY2(!pr.fitsMemory || pr.itlMs >= prev * 0.95,
                             qPrintable(QStringLiteral("ITL falls with batch: %1 %2 b%3")
                                            .arg(QLatin1String(id), QString::fromStdString(g.id))
                                            .arg(b)));
                    prev = pr.itlMs;
                    itls.push_back(pr.itlMs);
                }
                QVERIFY(itls.back() > itls.front());
                // ITL rises with context.
                w.batch = 32;
                double prevCtx = 0;
                for (int ctx : {128, 512, 2048, 8192}) {
                    w.promptLen = ctx;
                    const Prediction pc = p->predict(m, g, w).value();
                    if (!pc.fitsMemory) // a cache that does not hold the batch is not a figure to compare
                        break;
                    const double itl = pc.itlMs;
                    QVERIFY2(itl >= prevCtx * 0.95,
                             qPrintable(QStringLiteral("ITL falls with context: %1 %2 %3")
                                            .arg(QLatin1String(id), QString::fromStdString(g.id))
                                            .arg(ctx)));
                    prevCtx = itl;
                }
            }
        }
    }

    void extrapolatesWithBandwidth()
    {
        // A GPU faster than every training GPU must get a proportionally different answer.
        const Predictor* p = engine().predictor("default");
        QVERIFY(p);
        GpuSpec fast = gpu("h100-sxm5-80gb");
        fast.id = "h100-2x-bandwidth";
        fast.memoryBandwidthGbS = *fast.memoryBandwidthGbS * 2;
        Workload w;
        w.batch = 1;
        const LlmSpec& m = llm("meta-llama/Llama-3.1-8B-Instruct");
        const double base = p->predict(m, gpu("h100-sxm5-80gb"), w).value().itlMs;
        const Prediction faster = p->predict(m, fast, w).value();
        QVERIFY2(faster.itlMs <= 0.75 * base, qPrintable(QStringLiteral("%1 ms vs %2 ms").arg(faster.itlMs).arg(base)));
        QVERIFY(faster.outOfDistribution);
        QVERIFY(faster.hasWarning(WarningCode::GpuOutOfRange));
    }

    void warningsAndFlags()
    {
        const Predictor* p = engine().predictor("default");
        Workload w;
        const Prediction moe =
            p->predict(llm("mistralai/Mixtral-8x7B-Instruct-v0.1"), gpu("h100-sxm5-80gb"), w).value();
        QVERIFY(moe.hasWarning(WarningCode::MoeModel));
        const Prediction a16 = p->predict(llm("meta-llama/Llama-3.1-8B-Instruct"), gpu("a16-per-gpu-16gb"), w).value();
        QVERIFY(a16.hasWarning(WarningCode::MissingGpuSpec));
        // The A16 sheet gives no per-GPU TDP (250 W per four-GPU board): the bandwidth-based estimate,
        // 2.558 x 200^0.673 = 90 W, not a flat default.
        QVERIFY(a16.powerPerGpuW < 95);
        w.precision = Precision::FP8;
        const Prediction fp8 = p->predict(llm("meta-llama/Llama-3.1-8B-Instruct"), gpu("a100-sxm4-40gb"), w).value();
        QVERIFY(fp8.hasWarning(WarningCode::PrecisionFallback));
        QVERIFY(fp8.hasWarning(WarningCode::QuantizedModel));
        Workload capped;
        capped.powerLimitW = 300;
        const Prediction c = p->predict(llm("meta-llama/Llama-3.1-8B-Instruct"), gpu("h100-sxm5-80gb"), capped).value();
        QVERIFY(c.powerPerGpuW <= 300.0 + 1e-9);
        const Prediction ssm = p->predict(*engine().llms().search(LlmSearchFilter{"mamba", {}, {}, {}, {}}).front(),
                                          gpu("h100-sxm5-80gb"), Workload{})
                                   .value();
        QVERIFY(ssm.hasWarning(WarningCode::SsmOrHybrid));
    }

    void trainingIsDeterministicAndRoundTrips()
    {
        const Corpus c = bundledCorpus();
        // Corpus v3: 3,493 runs, one left out by the plausibility rules (line 2703, 0.56 x the
        // weight-streaming floor; models/data/DATA_README.md).
        QCOMPARE(c.rows.size(), std::size_t(3492));
        QCOMPARE(c.skipped.size(), std::size_t(1));
        QCOMPARE(c.skipped.front().line, 2703);
        QVERIFY(c.skipped.front().reason.find("implausible") != std::string::npos);
        TrainOptions o;
        o.computeIntervals = false;
        auto a = trainPredictor("default", c, o);
        auto b = trainPredictor("default", c, o);
        QVERIFY2(a.ok() && b.ok(), "training failed");
        const QString file = tempPath(QStringLiteral("default.json"));
        QVERIFY(saveModel(*a.value(), file.toStdString()).ok());
        auto loaded = loadModel(file.toStdString());
        QVERIFY2(loaded.ok(), loaded.ok() ? "" : loaded.error().message().c_str());
        const LlmSpec& m = llm("Qwen/Qwen2.5-7B-Instruct");
        for (const auto& g : engine().gpus().gpus()) {
            Workload w;
            w.batch = 24;
            const auto pa = a.value()->predict(m, g, w).value(), pb = b.value()->predict(m, g, w).value(),
                       pl = loaded.value()->predict(m, g, w).value();
            QVERIFY(std::abs(pa.itlMs - pb.itlMs) <= 1e-6 * pa.itlMs
                    && std::abs(pa.powerW - pb.powerW) <= 1e-6 * pa.powerW);
            QVERIFY(std::abs(pa.itlMs - pl.itlMs) <= 1e-6 * pa.itlMs
                    && std::abs(pa.powerW - pl.powerW) <= 1e-6 * pa.powerW);
        }
    }

    void shippedModelsMatchRetraining()
    {
        // `wattgpu-cli train` on the bundled corpus reproduces the shipped model's predictions.
        auto retrained = trainPredictor("default", bundledCorpus());
        QVERIFY(retrained.ok());
        const Predictor* shipped = engine().predictor("default");
        const LlmSpec& m = llm("meta-llama/Llama-3.1-8B-Instruct");
        Workload w;
        for (const auto& g : engine().gpus().gpus()) {
            const auto a = retrained.value()->predict(m, g, w).value(), b = shipped->predict(m, g, w).value();
            QVERIFY2(std::abs(a.itlMs - b.itlMs) <= 1e-6 * b.itlMs, qPrintable(QString::fromStdString(g.id)));
            QVERIFY(std::abs(a.powerW - b.powerW) <= 1e-6 * b.powerW);
            QVERIFY(std::abs(a.itlMsHigh - b.itlMsHigh) <= 1e-6 * b.itlMsHigh);
        }
    }

    void malformedModelFiles_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("field");
        QTest::newRow("truncated") << "truncated.json"
                                   << "";
        QTest::newRow("not a model") << "not_a_model.json"
                                     << "format";
        QTest::newRow("future version") << "future_version.json"
                                        << "format_version";
        QTest::newRow("unknown method") << "unknown_method.json"
                                        << "method";
        QTest::newRow("no boosters") << "no_boosters.json"
                                     << "models.power";
        QTest::newRow("garbage booster") << "garbage_booster.json"
                                         << "models.power.booster";
    }
    void malformedModelFiles()
    {
        QFETCH(QString, name);
        QFETCH(QString, field);
        const QString file = QStringLiteral(WATTGPU_TEST_DATA_DIR "/malformed/models/") + name;
        auto m = loadModel(file.toStdString());
        QVERIFY(!m.ok());
        QVERIFY(m.error().code == ErrorCode::Model || m.error().code == ErrorCode::Parse);
        QCOMPARE(QString::fromStdString(m.error().file), file);
        // The field names the JSON path down to the bad part (it may go deeper, e.g. ".learner").
        const QString actual = QString::fromStdString(m.error().field);
        QVERIFY2(field.isEmpty() ? actual.isEmpty()
                                 : (actual == field || actual.startsWith(field + QStringLiteral("."))),
                 qPrintable(actual + QStringLiteral(" vs ") + field));
    }

    void corruptModelFallsBackWithWarning()
    {
        QTemporaryDir dir;
        QDir().mkpath(dir.filePath(QStringLiteral("resources/catalog")));
        QDir().mkpath(dir.filePath(QStringLiteral("models")));
        for (const char* f : {"gpu_specs.csv", "llm_catalog.json"})
            QFile::copy(QStringLiteral(WATTGPU_SOURCE_DIR "/resources/catalog/") + QLatin1String(f),
                        dir.filePath(QStringLiteral("resources/catalog/") + QLatin1String(f)));
        QFile::copy(QStringLiteral(WATTGPU_SOURCE_DIR "/models/paper.json"),
                    dir.filePath(QStringLiteral("models/paper.json")));
        writeText(dir.filePath(QStringLiteral("models/default.json")), "{\"format\": \"wattgpu-mod");
        auto e = Engine::load(dir.path().toStdString());
        QVERIFY(e.ok());
        QVERIFY(!e.value()->predictor("default"));
        QVERIFY(e.value()->predictor("paper"));
        QVERIFY(e.value()->predictor("roofline"));
        QCOMPARE(e.value()->loadWarnings().size(), std::size_t(1));
        QVERIFY(e.value()->loadWarnings().front().find("default.json") != std::string::npos);
    }

    void malformedMeasurementCsv_data()
    {
        QTest::addColumn<QString>("csv");
        QTest::addColumn<int>("code");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("field");
        const QString h = QStringLiteral(
            "model,gpu,batch_size,output_len,itl_ms,power_per_gpu_w,weight_precision,itl_kind\n");
        QTest::newRow("missing itl column") << "model,gpu,batch_size,output_len\na,b,1,2\n"
                                            << int(ErrorCode::MissingField) << 1 << "itl_ms";
        QTest::newRow("nan itl") << h + QStringLiteral("m,g,1,128,nan,300,bf16,median_itl\n")
                                 << int(ErrorCode::BadValue) << 2 << "itl_ms";
        QTest::newRow("negative power") << h + QStringLiteral("m,g,1,128,10,-3,bf16,median_itl\n")
                                        << int(ErrorCode::BadValue) << 2 << "power_per_gpu_w";
        QTest::newRow("absurd batch") << h + QStringLiteral("m,g,1e12,128,10,300,bf16,median_itl\n")
                                      << int(ErrorCode::BadValue) << 2 << "batch_size";
        QTest::newRow("unknown precision") << h + QStringLiteral("m,g,1,128,10,300,int3,median_itl\n")
                                           << int(ErrorCode::BadValue) << 2 << "weight_precision";
        QTest::newRow("unknown itl kind")
            << h + QStringLiteral("m,g,1,128,10,300,bf16,p99\n") << int(ErrorCode::BadValue) << 2 << "itl_kind";
        QTest::newRow("empty model") << h
                + QStringLiteral("m,g,1,128,10,300,bf16,median_itl\n,g,1,128,10,300,bf16,median_itl\n")
                                     << int(ErrorCode::MissingField) << 3 << "model";
        QTest::newRow("text in number") << h + QStringLiteral("m,g,one,128,10,300,bf16,median_itl\n")
                                        << int(ErrorCode::BadValue) << 2 << "batch_size";
    }
    void malformedMeasurementCsv()
    {
        QFETCH(QString, csv);
        QFETCH(int, code);
        QFETCH(int, line);
        QFETCH(QString, field);
        auto r = parseMeasurementsCsv(csv.toStdString(), "runs.csv");
        QVERIFY(!r.ok());
        QCOMPARE(int(r.error().code), code);
        QCOMPARE(r.error().line, line);
        QCOMPARE(QString::fromStdString(r.error().field), field);
        QVERIFY(r.error().message().find("runs.csv:") == 0);
    }

    void unknownIdsAreSkippedWithReasons()
    {
        auto ms = parseMeasurementsCsv("model,gpu,batch_size,output_len,itl_ms\nno/such-model,h100-sxm5-80gb,1,10,5\n"
                                       "meta-llama/Llama-3.1-8B,no-gpu,1,10,5\n",
                                       "u.csv");
        QVERIFY(ms.ok());
        const Corpus c = resolveCorpus(*ms, engine().gpus(), engine().llms());
        QVERIFY(c.rows.empty());
        QCOMPARE(c.skipped.size(), std::size_t(2));
        QCOMPARE(c.skipped[0].line, 2);
        QVERIFY(c.skipped[1].reason.find("no-gpu") != std::string::npos);
    }

    void recommender()
    {
        const LlmSpec& m = llm("meta-llama/Llama-3.1-8B-Instruct");
        Workload w;
        w.batch = 16;
        const Recommendation r = engine().recommend({.llm = m, .workload = w, .slaItlMs = 40.0}).value();
        QVERIFY(r.winner.has_value());
        QCOMPARE(r.ranking.front().prediction.gpuId, *r.winner);
        for (const auto& x : r.ranking) {
            QVERIFY(x.prediction.itlMs <= 40.0 && x.prediction.fitsMemory);
            QVERIFY(x.objectiveValue >= r.ranking.front().objectiveValue);
        }
        for (const auto& x : r.excluded) {
            QVERIFY(!x.detail.empty());
            if (x.reason == LossReason::MissesSla)
                QVERIFY(x.prediction.itlMs > 40.0);
            else
                QVERIFY(!x.prediction.fitsMemory);
        }
        QCOMPARE(r.ranking.size() + r.excluded.size(), engine().gpus().gpus().size());
        // Mean power objective changes the criterion, not the feasibility.
        const Recommendation rp =
            engine().recommend({.llm = m, .workload = w, .slaItlMs = 40.0, .objective = Objective::MeanPower}).value();
        QCOMPARE(rp.ranking.size(), r.ranking.size());
        for (std::size_t i = 1; i < rp.ranking.size(); ++i)
            QVERIFY(rp.ranking[i].prediction.powerW >= rp.ranking[i - 1].prediction.powerW);

        // Nothing qualifies: say so and name the nearest fix.
        const Recommendation none = engine().recommend({.llm = m, .workload = w, .slaItlMs = 0.5}).value();
        QVERIFY(!none.winner);
        QVERIFY(!none.nearestFix.empty());
        Workload huge;
        huge.batch = 1;
        Scenario onH100{.llm = llm("meta-llama/Llama-3.1-405B-Instruct"), .workload = huge, .slaItlMs = 1000};
        onH100.gpuIds = {"h100-sxm5-80gb"};
        onH100.gpuCountMode = GpuCountMode::Fixed;
        const Recommendation big = engine().recommend(onH100).value();
        QVERIFY(!big.winner);
        QCOMPARE(big.excluded.front().reason, LossReason::DoesNotFit);
        // 810 GB of BF16 weights do not fit on 8 x 80 GB; 16 do, over two nodes (TP 8 x PP 2, as
        // ML.ENERGY ran it), and the fix says so only because it was predicted.
        QVERIFY(big.excluded.front().provenFix);
        QCOMPARE(big.excluded.front().provenFix->kind, FixKind::MoreGpus);
        QCOMPARE(big.excluded.front().provenFix->numGpus, 16);
        onH100.llm = llm("meta-llama/Llama-3.1-70B-Instruct");
        const Recommendation seventy = engine().recommend(onH100).value();
        QVERIFY(seventy.excluded.front().provenFix);
        QCOMPARE(seventy.excluded.front().provenFix->kind, FixKind::MoreGpus);
        QCOMPARE(seventy.excluded.front().provenFix->numGpus, 4); // 141 GB of weights
        QVERIFY(seventy.nearestFix.find("with 4 GPUs per replica") != std::string::npos);
        // Auto: the count is chosen, so 70B on H100 qualifies at the count the fix named.
        onH100.gpuCountMode = GpuCountMode::Auto;
        const Recommendation autoSeventy = engine().recommend(onH100).value();
        QVERIFY(autoSeventy.winner);
        QVERIFY(autoSeventy.winnerNumGpus >= 4);
        // Tight SLA at a large batch: a smaller batch is the fix.
        Workload b256;
        b256.batch = 256;
        onH100.llm = m;
        onH100.workload = b256;
        onH100.slaItlMs = 12.0;
        onH100.gpuCountMode = GpuCountMode::Fixed;
        const Recommendation tight = engine().recommend(onH100).value();
        if (!tight.winner)
            QVERIFY(tight.excluded.front().fix.find("batch") != std::string::npos);
    }

    // Every fix the recommender offers, applied to the scenario, makes that deployment qualify;
    // server mode never offers a batch.
    void everySuggestedFixPasses_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<double>("rate"); // 0: offline
        QTest::addColumn<double>("sla");
        QTest::addColumn<int>("gpus"); // 0: Auto
        QTest::addColumn<int>("batch");
        QTest::newRow("8B offline tight, 1 GPU") << "meta-llama/Llama-3.1-8B-Instruct" << 0.0 << 12.0 << 1 << 128;
        QTest::newRow("70B offline, 1 GPU") << "meta-llama/Llama-3.1-70B-Instruct" << 0.0 << 50.0 << 1 << 16;
        QTest::newRow("70B offline, auto") << "meta-llama/Llama-3.1-70B-Instruct" << 0.0 << 30.0 << 0 << 16;
        QTest::newRow("8B at 50 req/s, 1 GPU") << "meta-llama/Llama-3.1-8B-Instruct" << 50.0 << 50.0 << 1 << 16;
        QTest::newRow("8B at 50 req/s, auto") << "meta-llama/Llama-3.1-8B-Instruct" << 50.0 << 50.0 << 0 << 16;
        QTest::newRow("70B at 5 req/s, auto") << "meta-llama/Llama-3.1-70B-Instruct" << 5.0 << 50.0 << 0 << 16;
    }
    void everySuggestedFixPasses()
    {
        QFETCH(QString, model);
        QFETCH(double, rate);
        QFETCH(double, sla);
        QFETCH(int, gpus);
        QFETCH(int, batch);
        Scenario sc{.llm = llm(qPrintable(model)), .slaItlMs = sla};
        sc.workload.batch = batch;
        sc.workload.numGpus = std::max(1, gpus);
        sc.gpuCountMode = gpus > 0 ? GpuCountMode::Fixed : GpuCountMode::Auto;
        if (rate > 0)
            sc.load = RequestRate{rate};
        const Recommendation rec = engine().recommend(sc).value();
        int fixes = 0;
        for (const ExcludedGpu& x : rec.excluded) {
            QCOMPARE(x.fix.empty(), !x.provenFix.has_value());
            if (!x.provenFix)
                continue;
            ++fixes;
            const ProvenFix& f = *x.provenFix;
            if (rate > 0)
                QVERIFY2(f.kind != FixKind::SmallerBatch, x.fix.c_str());
            Scenario fixed = sc;
            fixed.gpuIds = std::vector<std::string>{f.gpuId};
            fixed.gpuCountMode = GpuCountMode::Fixed;
            fixed.workload.numGpus = f.numGpus;
            if (f.kind == FixKind::SmallerBatch)
                fixed.workload.batch = f.batch;
            if (f.kind == FixKind::OtherPrecision)
                fixed.workload.precision = f.precision;
            if (f.kind == FixKind::LowerRate) {
                fixed.load = RequestRate{f.rateRps};
                QVERIFY(f.replicas * f.rateRps >= rate * (1 - 1e-9)); // the replicas carry the rate
            }
            const Recommendation after = engine().recommend(fixed).value();
            QVERIFY2(after.winner && *after.winner == f.gpuId,
                     qPrintable(QString::fromStdString(x.prediction.gpuId + ": '" + x.fix
                                                       + "' does not pass: " + after.summary)));
            QCOMPARE(after.ranking.front().prediction.numGpus, f.numGpus);
        }
        QVERIFY2(fixes > 0 || rec.excluded.empty(), "no fix offered at all");
    }

    void predictionFailureIsATypedError()
    {
        // A learned predictor whose boosters cannot evaluate (here: never trained) answers with an
        // error naming the method, never with zeros; the engine passes it on.
        auto broken = std::make_shared<LearnedPredictor>(makeFeatureSet("paper"));
        const auto r = broken->predict(llm("meta-llama/Llama-3.1-8B-Instruct"), gpu("h100-sxm5-80gb"), Workload{});
        QVERIFY(!r);
        QCOMPARE(r.error().code, ErrorCode::Model);
        QVERIFY2(r.error().detail.find("paper model could not predict") != std::string::npos, r.error().detail.c_str());
        auto loaded = Engine::load(WATTGPU_SOURCE_DIR);
        QVERIFY(loaded);
        std::unique_ptr<Engine> e = std::move(loaded).value();
        e->setPredictor(broken, ModelInfo{"paper", "broken", "nothing", {}});
        const auto all = e->predictAll(llm("meta-llama/Llama-3.1-8B-Instruct"), Workload{}, "paper");
        QVERIFY(!all);
        QCOMPARE(all.error().code, ErrorCode::Model);
        Scenario sc;
        sc.llm = llm("meta-llama/Llama-3.1-8B-Instruct");
        sc.slaItlMs = 50;
        QVERIFY(!e->recommend(sc, "paper"));
        sc.load = RequestRate{1.0};
        QVERIFY(!e->predict(sc, "paper"));
        std::vector<const GpuSpec*> gpus{&gpu("h100-sxm5-80gb")};
        QVERIFY(!planCapacity(*broken, sc.llm, gpus, Workload{}, 1.0, 50.0));
    }

    void metrics()
    {
        QCOMPARE(mdape({110, 90, 100}, {100, 100, 100}), 10.0);
        QCOMPARE(mdape({110, 95, 100, 80}, {100, 100, 100, 100}), 7.5);
        QVERIFY(std::abs(pearson({1, 2, 3}, {2, 4, 6}) - 1.0) < 1e-12);
        QVERIFY(std::abs(pearson({1, 2, 3}, {3, 2, 1}) + 1.0) < 1e-12);
        QCOMPARE(*kendallTau({1, 2, 3, 4}, {10, 20, 30, 40}), 1.0);
        QCOMPARE(*kendallTau({1, 2, 3, 4}, {40, 30, 20, 10}), -1.0);
        // 5 concordant, 1 discordant pair of 6: (5-1)/6
        QVERIFY(std::abs(*kendallTau({1, 2, 3, 4}, {1, 3, 2, 4}) - 4.0 / 6.0) < 1e-12);
        QVERIFY(!kendallTau({1}, {1}).has_value());
    }

    void atomicWriteKeepsPreviousFileOnFailure()
    {
        const QString file = tempPath(QStringLiteral("plan.json"));
        QVERIFY(writeFileAtomic(file.toStdString(), "first").ok());
        // The target's directory does not exist: the write fails and nothing is half-written.
        QVERIFY(!writeFileAtomic((file + QStringLiteral("-missing-dir/x.json")).toStdString(), "x").ok());
        auto text = readFileBounded(file.toStdString());
        QVERIFY(text.ok());
        QCOMPARE(*text, std::string("first"));
        QVERIFY(writeFileAtomic(file.toStdString(), "second").ok());
        QCOMPARE(*readFileBounded(file.toStdString()), std::string("second"));
        QCOMPARE(QDir(QFileInfo(file).path()).entryList({QStringLiteral("*.tmp-*")}, QDir::Files).size(), 0);
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestPredict)
#include "test_predict.moc"
