// Speculative decoding (issue 37): tokens per verification step, never faster at acceptance 0,
// faster at concurrency 1 with a good drafter and less so as concurrency makes the step
// compute-bound, monotone in concurrency, the prefill untouched, flagged wherever it is used.
#include "core/features/physics.h"
#include "core/plan/engine.h"
#include "tests/support/fixtures.h"
#include "tests/support/test_registry.h"

#include <QtTest>

#include <cmath>

using namespace wattgpu;

namespace {

using wattgpu::testing::bundledGpu;
using wattgpu::testing::bundledLlm;

const char* const kLlama70b = "meta-llama/Llama-3.1-70B-Instruct";
const char* const kLlama1b = "meta-llama/Llama-3.2-1B-Instruct";

Workload workload(int batch, int gpus = 1)
{
    Workload w;
    w.batch = batch;
    w.promptLen = 1024;
    w.outputLen = 256;
    w.numGpus = gpus;
    return w;
}

Speculation spec(SpecMethod m, double acceptance, int k = 0)
{
    Speculation s = speculationDefaults(m);
    s.acceptance = acceptance;
    if (k > 0)
        s.draftTokens = k;
    if (m == SpecMethod::DraftModel) {
        const LlmSpec& d = bundledLlm(kLlama1b);
        s.draftModel = d.hfId;
        s.draftActiveBParams = d.activeBParams;
        s.draftLayers = d.numLayers;
    }
    return s;
}

constexpr auto& predict = wattgpu::testing::bundledPrediction;

} // namespace

class TestSpeculation : public QObject {
    Q_OBJECT
private slots:
    void tokensPerStep()
    {
        Speculation s = speculationDefaults(SpecMethod::Mtp);
        QCOMPARE(s.draftTokens, 1);
        QVERIFY(std::abs(s.tokensPerStep() - 1.85) < 1e-12);
        s = speculationDefaults(SpecMethod::Eagle);
        QVERIFY(std::abs(s.tokensPerStep() - (1 - std::pow(0.75, 6)) / 0.25) < 1e-12);
        QCOMPARE(s.tokensPerStepAt(0), 1.0);
        QCOMPARE(s.tokensPerStepAt(1), 6.0);
        QCOMPARE(Speculation{}.tokensPerStep(), 1.0);
        QCOMPARE(parseSpecMethod("EAGLE3"), std::optional<SpecMethod>(SpecMethod::Eagle));
        QVERIFY(!parseSpecMethod("medusa"));
    }

    // Acceptance 0: every step verifies k + 1 tokens, emits one, and pays the drafter: never faster
    // than no speculation, at any concurrency, for a dense and an MoE model, on several GPUs.
    void acceptanceZeroIsNeverFaster()
    {
        for (const char* llm : {kLlama70b, "Qwen/Qwen3-30B-A3B"})
            for (const char* gpu : {"h100-sxm5-80gb", "a100-sxm4-80gb", "mi300x-192gb", "l40s-48gb"})
                for (SpecMethod m : {SpecMethod::DraftModel, SpecMethod::Eagle, SpecMethod::Mtp})
                    for (int batch : {1, 8, 64, 256}) {
                        Workload w = workload(batch, 4);
                        const Prediction plain = predict(llm, gpu, w);
                        w.speculation = spec(m, 0.0);
                        const SpeculationEffect e = speculationEffect(bundledLlm(llm), bundledGpu(gpu), w, batch);
                        QVERIFY(e.itlFactor >= 1.0);
                        const Prediction sp = predict(llm, gpu, w);
                        QVERIFY2(sp.itlMs >= plain.itlMs * (1 - 1e-9),
                                 qPrintable(QStringLiteral("%1 %2 batch %3: %4 < %5")
                                                .arg(QLatin1String(llm), QLatin1String(gpu))
                                                .arg(batch)
                                                .arg(sp.itlMs)
                                                .arg(plain.itlMs)));
                        QVERIFY(sp.energyPerTokenJ >= plain.energyPerTokenJ * (1 - 1e-9));
                    }
    }

    // Acceptance 0.8 at concurrency 1 (memory-bound): faster, by less than the tokens per step;
    // the gain shrinks as concurrency grows and is gone once the step is compute-bound.
    void goodDrafterIsFasterAtLowConcurrencyOnly()
    {
        for (SpecMethod m : {SpecMethod::DraftModel, SpecMethod::Eagle, SpecMethod::Mtp}) {
            double previous = 0;
            for (int batch : {1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096}) {
                Workload w = workload(batch, 4);
                w.speculation = spec(m, 0.8);
                const SpeculationEffect e = speculationEffect(bundledLlm(kLlama70b), bundledGpu("h100-sxm5-80gb"), w,
                                                              batch);
                if (batch == 1) {
                    QVERIFY2(e.itlFactor < 0.85, qPrintable(QString::number(e.itlFactor)));
                    QVERIFY(e.itlFactor > 1.0 / e.tokensPerStep);
                }
                QVERIFY2(e.itlFactor >= previous - 1e-9,
                         qPrintable(QStringLiteral("batch %1: %2 after %3").arg(batch).arg(e.itlFactor).arg(previous)));
                previous = e.itlFactor;
                QVERIFY(e.itlFactorLow <= e.itlFactor && e.itlFactor <= e.itlFactorHigh);
            }
            // At 4,096 sequences (a 1,024-token prompt, 4 x H100) the plain step is compute-bound: k + 1
            // tokens per sequence cost k + 1 times the FLOPs, more than the accepted tokens repay.
            QVERIFY2(previous >= 1.0, qPrintable(QString::number(previous)));
        }
        // The full prediction: faster at concurrency 1, TTFT (the prefill) untouched, flagged.
        Workload w = workload(1, 4);
        const Prediction plain = predict(kLlama70b, "h100-sxm5-80gb", w);
        w.speculation = spec(SpecMethod::Eagle, 0.8);
        const Prediction sp = predict(kLlama70b, "h100-sxm5-80gb", w);
        QVERIFY(sp.itlMs < 0.8 * plain.itlMs);
        QVERIFY(sp.energyPerTokenJ < plain.energyPerTokenJ);
        QCOMPARE(sp.ttftMs, plain.ttftMs);
        QVERIFY(sp.hasWarning(WarningCode::SpeculativeUnmeasured));
        QVERIFY(sp.outOfDistribution);
        QVERIFY(sp.itlMsLow <= sp.itlMs && sp.itlMs <= sp.itlMsHigh);
        QVERIFY(!plain.hasWarning(WarningCode::SpeculativeUnmeasured));
    }

    // With speculation the ITL still never falls as concurrency rises, and power never falls either.
    void monotoneInConcurrency()
    {
        for (SpecMethod m : {SpecMethod::DraftModel, SpecMethod::Eagle, SpecMethod::Mtp}) {
            double itl = 0, power = 0;
            for (int batch : {1, 2, 4, 8, 16, 32, 64, 128}) {
                Workload w = workload(batch, 2);
                w.speculation = spec(m, 0.7);
                const Prediction p = predict(kLlama70b, "h200-sxm-141gb", w);
                QVERIFY2(p.itlMs >= itl * (1 - 1e-6), qPrintable(QStringLiteral("batch %1").arg(batch)));
                QVERIFY(p.powerW >= power * (1 - 1e-6));
                itl = p.itlMs;
                power = p.powerW;
            }
        }
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestSpeculation)
#include "test_speculation.moc"
