// Issue 26 class 5: deployments no serving engine can run. Tensor parallelism must split the
// attention and KV heads the way vLLM requires, and a request must fit the model's context; such a
// deployment does not fit, with the reason, in predict, recommend, its fixes, capacity plans and
// every GPU-count mode (Auto and All counts never offer a count the heads cannot be split over).
#include "core/catalog/hf_config.h"
#include "core/features/physics.h"
#include "core/plan/deployment.h"
#include "core/plan/engine.h"
#include "core/plan/server.h"
#include "tests/support/fixtures.h"
#include "tests/support/test_registry.h"

#include <QtTest>

#include <string>

using namespace wattgpu;

namespace {

const Engine& engine() { return testing::sharedEngine(); }
const LlmSpec& llm(const char* id) { return testing::bundledLlm(id); }
const GpuSpec& gpu(const char* id) { return testing::bundledGpu(id); }

constexpr const char* kLlama8b = "meta-llama/Llama-3.1-8B-Instruct"; // 32 heads, 8 KV heads
constexpr const char* kLlama2 = "meta-llama/Llama-2-7b-hf";          // context 4,096
constexpr const char* kQwen7b = "Qwen/Qwen2.5-7B-Instruct";          // 28 heads, 4 KV heads
constexpr const char* kFalcon7b = "tiiuae/falcon-7b";                // 71 heads, 1 KV head

QString why(const Prediction& p)
{
    for (const auto& w : p.warnings)
        if (w.code == WarningCode::NotRunnable)
            return QString::fromStdString(w.detail);
    return {};
}

bool contains(const std::string& text, const char* part) { return text.find(part) != std::string::npos; }

} // namespace

class TestRunnable : public QObject {
    Q_OBJECT
private slots:
    // vLLM's rule: heads % ranks == 0, and KV heads % ranks == 0 or ranks % KV heads == 0.
    void headsSplitTheWayVllmRequires()
    {
        const GpuSpec& h100 = gpu("h100-sxm5-80gb");
        for (int n : {1, 2, 4, 8})
            QVERIFY2(!tensorSplitProblem(llm(kLlama8b), h100, n), qPrintable(QString::number(n)));
        for (int n : {3, 5, 6, 7}) {
            const auto problem = tensorSplitProblem(llm(kLlama8b), h100, n);
            QVERIFY2(problem, qPrintable(QString::number(n)));
            QVERIFY2(contains(*problem, "32 attention heads and 8 KV heads cannot be split over "), problem->c_str());
            QVERIFY2(contains(*problem, (std::to_string(n) + " GPUs (tensor parallel)").c_str()), problem->c_str());
        }
        // 28 heads split over 2 and 4, never 8.
        QVERIFY(!tensorSplitProblem(llm(kQwen7b), h100, 4));
        QVERIFY(tensorSplitProblem(llm(kQwen7b), h100, 8));
        // KV heads replicated over more ranks than there are (16 heads, 2 KV heads over 8).
        QVERIFY(!tensorSplitProblem(llm("Qwen/Qwen2.5-3B-Instruct"), h100, 8));
        // 9 heads and 3 KV heads: 3 GPUs work, 2 do not.
        QVERIFY(!tensorSplitProblem(llm("HuggingFaceTB/SmolLM-135M"), h100, 3));
        QVERIFY(tensorSplitProblem(llm("HuggingFaceTB/SmolLM-135M"), h100, 2));
        // 71 heads, multi-query: one GPU only.
        QVERIFY(!tensorSplitProblem(llm(kFalcon7b), h100, 1));
        QVERIFY(tensorSplitProblem(llm(kFalcon7b), h100, 2));
        // An MI250X package is two devices, two ranks: falcon-7b cannot use even one.
        const auto mi = tensorSplitProblem(llm(kFalcon7b), gpu("mi250x-128gb"), 1);
        QVERIFY(mi);
        QVERIFY2(contains(*mi, "1 GPU (2 tensor-parallel devices)"), mi->c_str());
        QCOMPARE(tensorParallelRanks(gpu("mi250x-128gb"), 2), 4);
        // A pure state-space model has no heads to split.
        QVERIFY(!tensorSplitProblem(llm("tiiuae/falcon-mamba-7b"), h100, 8));
    }

    void contextBoundsTheRequest()
    {
        Workload w;
        w.promptLen = 16384;
        const auto problem = contextProblem(llm(kLlama2), w);
        QVERIFY(problem);
        QCOMPARE(QString::fromStdString(*problem),
                 QStringLiteral("prompt 16,384 + output 512 tokens exceed Llama-2-7b-hf's 4,096-token context"));
        w.promptLen = 2048;
        w.outputLen = 2048; // exactly the context: vLLM's max_model_len admits it
        QVERIFY(!contextProblem(llm(kLlama2), w));
        w.outputLen = 2049;
        QVERIFY(contextProblem(llm(kLlama2), w));
        // The context comes first in the reason.
        w.numGpus = 3;
        QVERIFY(contains(*whyNotRunnable(llm(kLlama2), gpu("t4-16gb"), w), "context"));
    }

    // The issue's example: 3 x T4 for a 32-head, 8-KV-head model was the winner.
    void threeGpusForEightKvHeadsCannotRun()
    {
        Scenario sc;
        sc.llm = llm(kLlama8b);
        sc.gpuIds = std::vector<std::string>{"t4-16gb"};
        sc.gpuCountMode = GpuCountMode::Fixed;
        sc.workload.numGpus = 3;
        sc.slaItlMs = 0; // predict: no SLA
        const auto preds = engine().predict(sc).value();
        QCOMPARE(preds.size(), std::size_t(1));
        QVERIFY(!preds[0].fitsMemory);
        QVERIFY2(
            why(preds[0]).contains(QStringLiteral("32 attention heads and 8 KV heads cannot be split over 3 GPUs")),
            qPrintable(why(preds[0])));

        sc.slaItlMs = 1000;
        const Recommendation rec = engine().recommend(sc).value();
        QVERIFY(!rec.winner);
        QCOMPARE(rec.excluded.size(), std::size_t(1));
        QCOMPARE(rec.excluded[0].reason, LossReason::DoesNotFit);
        QVERIFY2(contains(rec.excluded[0].detail, "cannot be split over 3 GPUs"), rec.excluded[0].detail.c_str());
        // A fix, if any, is a deployment the heads split over, and proven.
        if (const auto& f = rec.excluded[0].provenFix) {
            QVERIFY(!tensorSplitProblem(sc.llm, gpu("t4-16gb"), f->numGpus));
            QVERIFY(f->numGpus == 4 || f->numGpus == 8);
        }

        // The same in server mode and in a capacity plan.
        sc.load = RequestRate{0.5};
        const auto served = engine().predict(sc).value();
        QVERIFY(!served[0].fitsMemory);
        QVERIFY(!why(served[0]).isEmpty());
        CapacityOptions opt;
        opt.gpuCounts = GpuCountMode::Fixed;
        Workload three;
        three.numGpus = 3;
        const CapacityPlan plan =
            planCapacity(*engine().predictor("default"), sc.llm, {&gpu("t4-16gb")}, three, 2.0, 1000, {}, opt).value();
        QCOMPARE(plan.rows.size(), std::size_t(1));
        QCOMPARE(plan.rows[0].replicas, 0LL);
        QVERIFY2(contains(plan.rows[0].reason, "cannot be split over 3 GPUs"), plan.rows[0].reason.c_str());
    }

    // Auto and All counts never offer a count the heads cannot be split over; a GPU type with no
    // such count keeps one row that says why.
    void countModesSkipCountsTheHeadsCannotSplitOver_data()
    {
        QTest::addColumn<QString>("model");
        for (const char* m : {kQwen7b, kFalcon7b, "microsoft/phi-4", "HuggingFaceTB/SmolLM2-360M-Instruct", kLlama8b})
            QTest::newRow(m) << m;
    }
    void countModesSkipCountsTheHeadsCannotSplitOver()
    {
        QFETCH(QString, model);
        Scenario sc;
        sc.llm = llm(model.toUtf8().constData());
        sc.slaItlMs = 200;
        for (const GpuCountMode mode : {GpuCountMode::AllCounts, GpuCountMode::Auto}) {
            sc.gpuCountMode = mode;
            for (const bool server : {false, true}) {
                sc.load = server ? Load(RequestRate{0.2}) : Load(FixedConcurrency{});
                const auto preds = engine().predict(sc).value();
                QVERIFY(!preds.empty());
                for (const Prediction& p : preds) {
                    const GpuSpec& g = *engine().gpus().find(p.gpuId);
                    // The heads split over the replica's tensor-parallel GPUs (all of them within a node).
                    Workload w = sc.workload;
                    w.numGpus = p.numGpus;
                    const auto problem = tensorSplitProblem(sc.llm, g, replicaLayout(sc.llm, g, w).tp);
                    // Only the smallest count stays when none splits, and it says so.
                    if (problem) {
                        QCOMPARE(p.numGpus, 1);
                        QVERIFY(!p.fitsMemory);
                        QCOMPARE(why(p), QString::fromStdString(*problem));
                    }
                }
                const Recommendation rec = engine().recommend(sc).value();
                for (const auto& r : rec.ranking) {
                    const GpuSpec& g = *engine().gpus().find(r.prediction.gpuId);
                    Workload w = sc.workload;
                    w.numGpus = r.prediction.numGpus;
                    QVERIFY2(!tensorSplitProblem(sc.llm, g, replicaLayout(sc.llm, g, w).tp),
                             r.prediction.gpuId.c_str());
                }
                for (const auto& x : rec.excluded)
                    if (x.provenFix)
                        QVERIFY(!tensorSplitProblem(sc.llm, *engine().gpus().find(x.provenFix->gpuId),
                                                    x.provenFix->numGpus));
            }
        }
        // Qwen2.5-7B's 28 heads: All counts holds 1, 2 and 4 x H100, never 8.
        if (model == QLatin1String(kQwen7b)) {
            sc.gpuCountMode = GpuCountMode::AllCounts;
            sc.load = FixedConcurrency{};
            sc.gpuIds = std::vector<std::string>{"h100-sxm5-80gb"};
            std::vector<int> counts;
            const auto preds = engine().predict(sc).value();
            for (const Prediction& p : preds)
                counts.push_back(p.numGpus);
            QCOMPARE(counts, (std::vector<int>{1, 2, 4}));
            CapacityOptions opt;
            opt.gpuCounts = GpuCountMode::AllCounts;
            const CapacityPlan plan = planCapacity(*engine().predictor("default"), sc.llm, {&gpu("h100-sxm5-80gb")}, {},
                                                   5.0, 100, {}, opt)
                                          .value();
            for (const auto& row : plan.rows)
                QVERIFY(row.gpusPerReplica != 8);
        }
    }

    // Llama-2-7B (context 4,096) at a 16,384-token prompt was predicted as fitting.
    void requestLongerThanTheContextDoesNotFit()
    {
        Scenario sc;
        sc.llm = llm(kLlama2);
        sc.workload.promptLen = 16384;
        for (const GpuCountMode mode : {GpuCountMode::Auto, GpuCountMode::AllCounts}) {
            sc.gpuCountMode = mode;
            for (const bool server : {false, true}) {
                sc.load = server ? Load(RequestRate{0.2}) : Load(FixedConcurrency{});
                sc.slaItlMs = 0;
                const auto preds = engine().predict(sc).value();
                for (const Prediction& p : preds) {
                    QVERIFY2(!p.fitsMemory, p.gpuId.c_str());
                    QVERIFY2(why(p).contains(
                                 QStringLiteral("prompt 16,384 + output 512 tokens exceed Llama-2-7b-hf's 4,096-token "
                                                "context")),
                             qPrintable(why(p)));
                }
                sc.slaItlMs = 50;
                const Recommendation rec = engine().recommend(sc).value();
                QVERIFY(!rec.winner);
                QVERIFY(rec.ranking.empty());
                for (const auto& x : rec.excluded) {
                    QCOMPARE(x.reason, LossReason::DoesNotFit);
                    QVERIFY2(contains(x.detail, "4,096-token context"), x.detail.c_str());
                    QVERIFY(!x.provenFix); // no count, batch, rate or precision shortens the request
                }
                QCOMPARE(rec.nearestFix, std::string("no GPU in the catalog can serve this workload"));
            }
        }
        CapacityOptions opt;
        const CapacityPlan plan = planCapacity(*engine().predictor("default"), sc.llm, {&gpu("h100-sxm5-80gb")},
                                               sc.workload, 1.0, 100, {}, opt)
                                      .value();
        QVERIFY(!plan.lowestEnergyRow);
        for (const auto& row : plan.rows)
            QVERIFY2(contains(row.reason, "4,096-token context"), row.reason.c_str());
        // At the context exactly, it runs.
        sc.workload.promptLen = 3584;
        sc.gpuCountMode = GpuCountMode::Auto;
        sc.load = FixedConcurrency{};
        sc.slaItlMs = 0;
        sc.gpuIds = std::vector<std::string>{"h100-sxm5-80gb"};
        const auto at = engine().predict(sc).value();
        QVERIFY(at[0].fitsMemory);
        QVERIFY(why(at[0]).isEmpty());
    }

    // A config.json's context: an absurd one is refused by field; a small real one bounds requests.
    void configContextIsReadAndEnforced()
    {
        auto config = [](const char* positions) {
            return std::string(R"({"model_type": "llama", "hidden_size": 2048, "num_hidden_layers": 16,
                "num_attention_heads": 32, "num_key_value_heads": 8, "intermediate_size": 8192,
                "vocab_size": 32000, "max_position_embeddings": )")
                + positions + "}";
        };
        for (const char* bad : {"1", "0", "15"}) {
            const auto r = parseHfConfig(config(bad), "config.json", "test/tiny");
            QVERIFY2(!r, bad);
            QCOMPARE(r.error().field, std::string("max_position_embeddings"));
        }
        const auto ok = parseHfConfig(config("1024"), "config.json", "test/tiny");
        QVERIFY(ok);
        Scenario sc;
        sc.llm = ok.value();
        sc.slaItlMs = 0;
        sc.gpuIds = std::vector<std::string>{"h100-sxm5-80gb", "l4-24gb"};
        sc.workload.promptLen = 1000;
        sc.workload.outputLen = 25;
        const auto tooLong = engine().predict(sc).value();
        for (const Prediction& p : tooLong) {
            QVERIFY(!p.fitsMemory);
            QVERIFY2(why(p).contains(QStringLiteral("tiny's 1,024-token context")), qPrintable(why(p)));
        }
        sc.workload.outputLen = 24;
        const auto within = engine().predict(sc).value();
        for (const Prediction& p : within)
            QVERIFY2(p.fitsMemory, p.gpuId.c_str());
    }
};

WATTGPU_TEST_APPLESS_MAIN(TestRunnable)
#include "test_runnable.moc"
