// SLAs with more than one limit (issue 24, core/plan/sla.h): a deployment meets the SLA only when
// its ITL and, when stated, its TTFT meet their limits; the reason names the limit that failed; at
// risk when any stated limit's interval crosses it; the upper bound tests both upper ends. The
// TTFT limit reaches every verdict: the recommendation, the max sustainable rate, the fleet plan,
// the owned GPUs, the power cap sweep, the fixes and the SLA sweep. No predicted figure is
// hard-coded: limits are placed relative to what the shipped model predicts.
#include "core/plan/capacity.h"
#include "core/plan/engine.h"
#include "core/plan/inventory.h"
#include "core/plan/outcome.h"
#include "core/plan/power_cap.h"
#include "core/plan/prediction_cache.h"
#include "core/plan/server.h"
#include "core/plan/sla.h"
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

Prediction synthetic()
{
    Prediction p;
    p.itlMs = 40;
    p.itlMsLow = 35;
    p.itlMsHigh = 45;
    p.ttftMs = 600;
    p.ttftMsLow = 500;
    p.ttftMsHigh = 700;
    return p;
}

// Llama-3.1-8B on one GPU per replica of each type, offline at `batch`, prompt 2048.
Scenario llama8b(double slaItlMs, int batch = 16)
{
    Scenario sc;
    sc.llm = testing::bundledLlm("meta-llama/Llama-3.1-8B-Instruct");
    sc.slaItlMs = slaItlMs;
    sc.gpuCountMode = GpuCountMode::Fixed;
    sc.workload.numGpus = 1;
    sc.workload.batch = batch;
    sc.workload.promptLen = 2048;
    sc.workload.outputLen = 256;
    return sc;
}

const DeploymentRow& rowOf(const PlanOutcome& o, const std::string& gpuId)
{
    const DeploymentRow* r = o.row(gpuId);
    if (!r)
        qFatal("no row for %s", gpuId.c_str());
    return *r;
}

std::vector<const GpuSpec*> someGpus()
{
    std::vector<const GpuSpec*> gpus;
    for (const char* id : {"h100-sxm5-80gb", "a100-sxm4-80gb", "l40s-48gb", "l4-24gb"})
        gpus.push_back(&testing::bundledGpu(id));
    return gpus;
}

} // namespace

class TestSla : public QObject {
    Q_OBJECT
private slots:
    void limitsAreTestedTogether();
    void ttftMissExcludesAndNamesTtft();
    void atRiskWhenOnlyTheTtftIntervalCrosses();
    void maxRateFallsWithATtftLimit();
    void serverVerdictReadsTheTtftLimit();
    void fleetsAndOwnedGpusHoldTheTtftLimit();
    void powerCapStepsHoldTheTtftLimit();
    void fixesMeetBothLimits();
    void slaSweepKeepsTheTtftLimit();
    void cacheKeepsKvCacheDtypesApart();
    void predictAllStatesNoSla();
    void overloadedSaysWhenNoRateMeetsTheSla();
};

void TestSla::limitsAreTestedTogether()
{
    const Prediction p = synthetic();
    // ITL alone: TTFT is not tested, whatever it is.
    QVERIFY(!slaMisses(p, Sla{50, std::nullopt, SlaConfidence::Point}).any());
    QCOMPARE(slaMisses(p, Sla{30, std::nullopt, SlaConfidence::Point}), (SlaLimits{true, false}));
    // Meets ITL, misses TTFT: only TTFT is named.
    const Sla tight{50, 500.0, SlaConfidence::Point};
    QCOMPARE(slaMisses(p, tight), (SlaLimits{false, true}));
    const std::string detail = slaMissDetail(p, tight);
    QVERIFY2(detail.find("TTFT 600 ms > SLA 500 ms") != std::string::npos, detail.c_str());
    QVERIFY2(detail.find("ITL") == std::string::npos, detail.c_str());
    QCOMPARE(slaLimitsName(slaMisses(p, tight)), std::string("ttft"));
    // Both missed: both named, ITL first.
    const Sla both{30, 500.0, SlaConfidence::Point};
    QCOMPARE(slaMisses(p, both), (SlaLimits{true, true}));
    QCOMPARE(slaLimitsName(slaMisses(p, both)), std::string("itl,ttft"));
    const std::string d2 = slaMissDetail(p, both);
    QVERIFY2(d2.find("ITL 40.0 ms > SLA 30 ms") == 0 && d2.find("; TTFT 600 ms > SLA 500 ms") != std::string::npos,
             d2.c_str());
    // At risk when only the TTFT interval crosses (the ITL interval is within its limit).
    const Sla between{50, 650.0, SlaConfidence::Point};
    QVERIFY(!slaMisses(p, between).any());
    QVERIFY(slaAtRisk(p, between));
    QCOMPARE(slaRisks(p, between), (SlaLimits{false, true}));
    // The upper bound tests both upper ends: 700 ms > 650 ms misses; 45 ms <= 50 ms meets.
    const Sla upper{50, 650.0, SlaConfidence::UpperBound};
    QCOMPARE(slaMisses(p, upper), (SlaLimits{false, true}));
    QVERIFY2(slaMissDetail(p, upper).find("TTFT upper bound 700 ms > SLA 650 ms") != std::string::npos,
             slaMissDetail(p, upper).c_str());
    QCOMPARE(slaMisses(p, Sla{44, 800.0, SlaConfidence::UpperBound}), (SlaLimits{true, false}));
    QVERIFY(!slaMisses(p, Sla{45, 700.0, SlaConfidence::UpperBound}).any());
    // A figure that is not a number misses its limit rather than meeting it.
    Prediction nan = p;
    nan.ttftMs = std::numeric_limits<double>::quiet_NaN();
    QVERIFY(slaMisses(nan, between).ttft);
    // No limit stated (predict): nothing is tested.
    const Sla none{0, std::nullopt, SlaConfidence::Point};
    const Sla ttftOnly{0, 500.0, SlaConfidence::Point};
    QVERIFY(!none.any());
    QVERIFY(ttftOnly.any() && !ttftOnly.hasItlLimit());
    QCOMPARE(slaText(between, ItlKind::P99Itl), std::string("50 ms p99 ITL and 650 ms TTFT"));
}

void TestSla::ttftMissExcludesAndNamesTtft()
{
    // Without a TTFT limit the winner meets the ITL SLA; with a limit just below its TTFT it is
    // excluded, for TTFT alone, and every row still ranked meets the limit.
    Scenario sc = llama8b(100);
    const PlanOutcome free = planOutcome(engine(), sc).value();
    QVERIFY(free.winner());
    const Prediction w = free.winner()->prediction;
    QVERIFY2(w.ttftMs > 0, "every prediction carries a TTFT");
    QVERIFY(w.itlMs <= sc.slaItlMs);
    sc.slaTtftMs = w.ttftMs * 0.999;
    const PlanOutcome o = planOutcome(engine(), sc).value();
    QCOMPARE(o.recommendation.slaTtftMs, sc.slaTtftMs);
    const DeploymentRow& was = rowOf(o, w.gpuId);
    QCOMPARE(was.verdict, GpuVerdict::MissesSla);
    QCOMPARE(was.reason, LossReason::MissesSla);
    QCOMPARE(was.missedLimits, (SlaLimits{false, true}));
    QVERIFY2(was.detail.find("TTFT") == 0 && was.detail.find("ITL") == std::string::npos, was.detail.c_str());
    QVERIFY(was.prediction.itlMs <= sc.slaItlMs); // it meets the ITL limit
    int ranked = 0, missedTtft = 0;
    for (const DeploymentRow& r : o.rows) {
        if (r.ranked()) {
            ++ranked;
            QVERIFY2(r.prediction.ttftMs <= *sc.slaTtftMs, r.key.c_str());
            QVERIFY(r.prediction.itlMs <= sc.slaItlMs);
        } else if (r.verdict == GpuVerdict::MissesSla) {
            QVERIFY(r.missedLimits.any());
            QCOMPARE(r.missedLimits.ttft, r.prediction.ttftMs > *sc.slaTtftMs);
            QCOMPARE(r.missedLimits.itl, r.prediction.itlMs > sc.slaItlMs);
            missedTtft += r.missedLimits.ttft ? 1 : 0;
        }
    }
    QVERIFY(missedTtft >= 1);
    // The summary states both limits.
    QVERIFY2(o.recommendation.summary.find("TTFT") != std::string::npos, o.recommendation.summary.c_str());
    // Without the limit the same deployment ranked: the TTFT limit alone excluded it.
    QVERIFY(rowOf(free, w.gpuId).ranked());
    QVERIFY(ranked < static_cast<int>(std::count_if(
                free.rows.begin(), free.rows.end(), [](const DeploymentRow& r) { return r.ranked(); })));
}

void TestSla::atRiskWhenOnlyTheTtftIntervalCrosses()
{
    // An ITL limit far above every ITL interval, a TTFT limit between a deployment's TTFT and its
    // interval's upper end: ranked, at risk for TTFT only; under the upper bound, excluded.
    Scenario sc = llama8b(10000);
    sc.gpuIds = std::vector<std::string>{"h100-sxm5-80gb"};
    const Prediction p = engine().predict(sc).value().front();
    QVERIFY2(p.ttftMsHigh > p.ttftMs, "the TTFT interval has an upper end above the point");
    QVERIFY(p.itlMsHigh < sc.slaItlMs);
    sc.slaTtftMs = 0.5 * (p.ttftMs + p.ttftMsHigh);
    const PlanOutcome o = planOutcome(engine(), sc).value();
    QVERIFY(o.winner());
    QVERIFY(o.winner()->atRisk);
    QCOMPARE(o.winner()->riskLimits, (SlaLimits{false, true}));
    QVERIFY2(o.recommendation.summary.find("TTFT interval") != std::string::npos, o.recommendation.summary.c_str());
    sc.slaConfidence = SlaConfidence::UpperBound;
    const PlanOutcome upper = planOutcome(engine(), sc).value();
    QVERIFY(!upper.winner());
    const DeploymentRow& r = rowOf(upper, "h100-sxm5-80gb");
    QCOMPARE(r.missedLimits, (SlaLimits{false, true}));
    QVERIFY2(r.detail.find("TTFT upper bound") == 0, r.detail.c_str());
}

void TestSla::maxRateFallsWithATtftLimit()
{
    const Scenario sc = llama8b(50);
    const ConcurrencyCurve c =
        concurrencyCurve(*engine().predictor(), sc.llm, testing::bundledGpu("h100-sxm5-80gb"), sc.workload).value();
    const double itlOnly = maxSustainableRateOnCurve(c, Sla{50, std::nullopt, SlaConfidence::Point});
    QVERIFY(itlOnly > 0);
    // The same as the ITL-only overload, and unchanged by a limit no TTFT reaches.
    QCOMPARE(itlOnly, maxSustainableRateOnCurve(c, 50));
    QCOMPARE(maxSustainableRateOnCurve(c, Sla{50, 1e9, SlaConfidence::Point}), itlOnly);
    // Limits from just above the first token of an idle replica upwards: the rate never falls as
    // the limit loosens, and a tight limit lowers it.
    const double first = c.at.front().ttftMs;
    double previous = 0;
    double tightest = -1;
    for (double f : {1.001, 1.01, 1.05, 1.2, 1.5, 2.0, 3.0, 5.0, 10.0, 100.0}) {
        const double r = maxSustainableRateOnCurve(c, Sla{50, first * f, SlaConfidence::Point});
        QVERIFY2(r >= previous, qPrintable(QStringLiteral("limit x%1: %2 < %3").arg(f).arg(r).arg(previous)));
        QVERIFY(r <= itlOnly * (1 + 1e-12));
        if (tightest < 0)
            tightest = r;
        previous = r;
    }
    QVERIFY2(tightest < itlOnly, qPrintable(QStringLiteral("%1 vs %2").arg(tightest).arg(itlOnly)));
    QVERIFY(tightest > 0); // just above an idle replica's first token, a low rate still meets it
    // Below what an idle replica's first token takes, no rate meets it.
    QCOMPARE(maxSustainableRateOnCurve(c, Sla{50, first * 0.99, SlaConfidence::Point}), 0.0);
    // The upper bound never allows more, and the interval holds the point.
    const Sla mid{50, first * 2, SlaConfidence::Point};
    Sla midUpper = mid;
    midUpper.confidence = SlaConfidence::UpperBound;
    QVERIFY(maxSustainableRateOnCurve(c, midUpper) <= maxSustainableRateOnCurve(c, mid));
    const RateInterval ri = maxSustainableRateIntervalOnCurve(c, mid);
    QVERIFY(ri.lowRps <= ri.rps && ri.rps <= ri.highRps);
    QCOMPARE(ri.rps, maxSustainableRateOnCurve(c, mid));
    QVERIFY(ri.rps < maxSustainableRateIntervalOnCurve(c, 50).rps);
}

void TestSla::serverVerdictReadsTheTtftLimit()
{
    Scenario sc = llama8b(50);
    sc.gpuIds = std::vector<std::string>{"h100-sxm5-80gb"};
    sc.load = RequestRate{0.5};
    const PlanOutcome free = planOutcome(engine(), sc).value();
    QVERIFY(free.winner() && free.winner()->maxRateRps);
    const Prediction p = free.winner()->prediction;
    QVERIFY(p.server && p.ttftMs > 0);
    QCOMPARE(p.ttftMs, p.server->ttftMs);
    // A limit below the served TTFT: excluded for TTFT; its max rate falls too.
    sc.slaTtftMs = p.ttftMs * 0.999;
    const PlanOutcome o = planOutcome(engine(), sc).value();
    const DeploymentRow& r = rowOf(o, "h100-sxm5-80gb");
    QCOMPARE(r.verdict, GpuVerdict::MissesSla);
    QVERIFY(r.missedLimits.ttft && !r.missedLimits.itl);
    QVERIFY(r.maxRateRps && *r.maxRateRps < *free.winner()->maxRateRps);
    // A fix, if offered, meets both limits.
    if (r.provenFix) {
        QVERIFY(r.provenFix->itlMs <= sc.slaItlMs);
        QVERIFY(r.provenFix->ttftMs <= *sc.slaTtftMs);
    }
}

void TestSla::fleetsAndOwnedGpusHoldTheTtftLimit()
{
    const Scenario sc = llama8b(50);
    const Predictor& p = *engine().predictor();
    const std::vector<const GpuSpec*> gpus = someGpus();
    CapacityOptions all;
    all.gpuCounts = GpuCountMode::AllCounts;
    const CapacityPlan free = planCapacity(p, sc.llm, gpus, sc.workload, 20, 50, {}, all).value();
    QVERIFY(free.lowestEnergyRow);
    const CapacityRow& best = free.rows[*free.lowestEnergyRow];
    QVERIFY(best.ttftMs > 0);
    CapacityOptions limited = all;
    limited.slaTtftMs = best.ttftMs * 0.999;
    const CapacityPlan held = planCapacity(p, sc.llm, gpus, sc.workload, 20, 50, {}, limited).value();
    QCOMPARE(held.slaTtftMs, limited.slaTtftMs);
    QCOMPARE(held.rows.size(), free.rows.size());
    int fewerRate = 0;
    for (const CapacityRow& h : held.rows) {
        const auto f = std::find_if(free.rows.begin(), free.rows.end(), [&](const CapacityRow& x) {
            return x.gpuId == h.gpuId && x.gpusPerReplica == h.gpusPerReplica;
        });
        QVERIFY(f != free.rows.end());
        QVERIFY(h.maxRatePerReplicaRps <= f->maxRatePerReplicaRps * (1 + 1e-12));
        fewerRate += h.maxRatePerReplicaRps < f->maxRatePerReplicaRps ? 1 : 0;
        if (h.replicas > 0) {
            QVERIFY2(h.ttftMs <= *limited.slaTtftMs, h.gpuId.c_str());
            QVERIFY(h.replicas >= f->replicas);
        } else if (h.reasonCode == "misses_sla") {
            QVERIFY(h.missedLimits.any());
        }
    }
    QVERIFY(fewerRate > 0);
    // The owned GPUs: what they serve under the TTFT limit is never more.
    Inventory inv;
    inv.owned = {{"a100-sxm4-80gb", 8}, {"l40s-48gb", 4}};
    const InventoryPlan invFree = planInventory(p, sc.llm, engine().gpus(), inv, sc.workload, 20, 50).value();
    InventoryOptions io;
    io.slaTtftMs = limited.slaTtftMs;
    const InventoryPlan invHeld = planInventory(p, sc.llm, engine().gpus(), inv, sc.workload, 20, 50, {}, io).value();
    QCOMPARE(invHeld.slaTtftMs, io.slaTtftMs);
    QVERIFY(invHeld.capacityRps <= invFree.capacityRps * (1 + 1e-12));
    QVERIFY(invHeld.capacityRpsLow <= invHeld.capacityRps && invHeld.capacityRps <= invHeld.capacityRpsHigh);
}

void TestSla::powerCapStepsHoldTheTtftLimit()
{
    const Scenario sc = llama8b(50);
    const GpuSpec& h100 = testing::bundledGpu("h100-sxm5-80gb");
    const PowerCapSweep free = sweepPowerCap(*engine().predictor(), sc.llm, h100, 1, sc.workload, 10, 50).value();
    QVERIFY(free.referenceRateRps);
    // A TTFT limit below the uncapped reference load's TTFT: that load is never the one the
    // limited plan holds, and every step that meets it has its TTFT within the limit.
    PowerCapSweepOptions opt;
    opt.slaTtftMs = free.steps.front().ttftMs * 0.999;
    const PowerCapSweep held =
        sweepPowerCap(*engine().predictor(), sc.llm, h100, 1, sc.workload, 10, 50, {}, opt).value();
    QCOMPARE(held.slaTtftMs, opt.slaTtftMs);
    for (const PowerCapStep& s : held.steps) {
        if (s.meetsSla)
            QVERIFY(s.ttftMs <= *opt.slaTtftMs);
        else if (s.stable)
            QVERIFY(s.missedLimits.any());
        if (s.fleet.replicas > 0)
            QVERIFY(s.fleet.ttftMs <= *opt.slaTtftMs);
    }
    QVERIFY(!held.referenceRateRps || *held.referenceRateRps < *free.referenceRateRps);
}

void TestSla::fixesMeetBothLimits()
{
    // A large batch waits long for its first token: a TTFT limit at the median TTFT of the GPUs
    // excludes half of them; every fix offered meets both limits when predicted.
    Scenario sc = llama8b(200, 128);
    sc.workload.promptLen = 1024;
    sc.gpuIds = std::vector<std::string>{"h100-sxm5-80gb", "a100-sxm4-80gb", "l40s-48gb", "h200-sxm-141gb",
                                         "mi300x-192gb"};
    std::vector<double> ttfts;
    const std::vector<Prediction> predicted = engine().predict(sc).value();
    for (const Prediction& p : predicted)
        if (p.fitsMemory)
            ttfts.push_back(p.ttftMs);
    QCOMPARE(ttfts.size(), sc.gpuIds->size());
    std::sort(ttfts.begin(), ttfts.end());
    sc.slaTtftMs = ttfts[ttfts.size() / 2] * 0.999;
    const PlanOutcome o = planOutcome(engine(), sc).value();
    int fixes = 0;
    for (const DeploymentRow& r : o.rows) {
        if (!r.provenFix)
            continue;
        ++fixes;
        QVERIFY(r.provenFix->itlMs <= sc.slaItlMs);
        QVERIFY2(r.provenFix->ttftMs <= *sc.slaTtftMs, r.fix.c_str());
        QVERIFY2(r.fix.find("TTFT") != std::string::npos, r.fix.c_str());
        // Proven: the fix's deployment, predicted again, meets both limits.
        Scenario fixed = sc;
        fixed.gpuIds = std::vector<std::string>{r.provenFix->gpuId};
        fixed.workload.numGpus = r.provenFix->numGpus;
        fixed.workload.precision = r.provenFix->precision;
        if (r.provenFix->kind == FixKind::SmallerBatch)
            fixed.workload.batch = r.provenFix->batch;
        const PlanOutcome again = planOutcome(engine(), fixed).value();
        QVERIFY2(again.winner(), r.fix.c_str());
    }
    QVERIFY2(fixes > 0, "a smaller batch shortens the wait for the first token");
}

void TestSla::slaSweepKeepsTheTtftLimit()
{
    // The SLA sweep varies the ITL limit and keeps the TTFT limit: no winner of any segment misses it.
    Scenario sc = llama8b(50);
    sc.gpuCountMode = GpuCountMode::Auto;
    sc.gpuIds = std::vector<std::string>{"h100-sxm5-80gb", "a100-sxm4-80gb", "l40s-48gb", "l4-24gb", "a10-24gb"};
    Scenario all = sc;
    all.gpuCountMode = GpuCountMode::AllCounts;
    const std::vector<Prediction> every = engine().predict(all).value();
    std::vector<double> ttfts;
    for (const Prediction& p : every)
        if (p.fitsMemory)
            ttfts.push_back(p.ttftMs);
    std::sort(ttfts.begin(), ttfts.end());
    sc.slaTtftMs = ttfts[ttfts.size() / 2];
    Scenario catalog = sc;
    catalog.gpuIds.reset();
    const std::vector<Prediction> predictions = engine().predict(catalog).value();
    const PlanOutcome outcome = outcomeOf(engine(), sc, "default", engine().recommend(sc).value());
    const SweepRequest req{outcome, predictions, {}, true};
    Sweeps out;
    QVERIFY(computeSweeps(engine(), req, out));
    QVERIFY(!out.error);
    QVERIFY(!out.slaSweep.empty());
    int winners = 0;
    for (const SlaSegment& seg : out.slaSweep) {
        if (!seg.winner)
            continue;
        ++winners;
        const auto p = std::find_if(every.begin(), every.end(), [&](const Prediction& x) {
            return x.gpuId == *seg.winner && x.numGpus == seg.winnerNumGpus;
        });
        QVERIFY(p != every.end());
        QVERIFY2(p->ttftMs <= *sc.slaTtftMs, seg.winner->c_str());
        // The same winner as the recommendation at that ITL limit with the TTFT limit kept.
        Scenario at = sc;
        at.slaItlMs = seg.fromMs * (1 + 1e-9);
        const Recommendation r = engine().recommend(at).value();
        QCOMPARE(r.winner, seg.winner);
    }
    QVERIFY(winners > 0);
}

void TestSla::cacheKeepsKvCacheDtypesApart()
{
    // An FP8 KV cache is another prediction: never the 16-bit one from the cache.
    Scenario sc = llama8b(50, 64);
    sc.gpuIds = std::vector<std::string>{"l4-24gb"};
    PredictionCache cache;
    const Prediction auto16 = engine().predict(sc, "default", &cache).value().front();
    sc.workload.kvCacheDtype = KvCacheDtype::Fp8;
    const Prediction fp8 = engine().predict(sc, "default", &cache).value().front();
    QVERIFY2(fp8.memoryNeededGbPerGpu < auto16.memoryNeededGbPerGpu,
             qPrintable(QStringLiteral("%1 vs %2").arg(fp8.memoryNeededGbPerGpu).arg(auto16.memoryNeededGbPerGpu)));
    const Prediction uncached = engine().predict(sc).value().front();
    QCOMPARE(fp8.memoryNeededGbPerGpu, uncached.memoryNeededGbPerGpu);
    QCOMPARE(fp8.itlMs, uncached.itlMs);
}

void TestSla::predictAllStatesNoSla()
{
    // Bare workloads (bulk rows, load sweeps) state no SLA: under Auto the smallest count that fits,
    // as predict gives, never the count an unstated 50 ms SLA would rank best (Llama-3.1-8B on L4
    // under the roofline: 2 GPUs ranked, 1 fits).
    const LlmSpec& llm = testing::bundledLlm("meta-llama/Llama-3.1-8B-Instruct");
    for (const char* gpu : {"l4-24gb", "a10-24gb", "h100-sxm5-80gb"}) {
        const std::vector<Prediction> auto_ =
            engine().predictAll(llm, Workload{}, "roofline", {gpu}, GpuCountMode::Auto).value();
        const std::vector<Prediction> every =
            engine().predictAll(llm, Workload{}, "roofline", {gpu}, GpuCountMode::AllCounts).value();
        const auto fits = std::find_if(every.begin(), every.end(), [](const Prediction& p) { return p.fitsMemory; });
        QVERIFY(fits != every.end());
        QCOMPARE(auto_.size(), std::size_t(1));
        QVERIFY2(auto_.front().numGpus == fits->numGpus,
                 qPrintable(QStringLiteral("%1: %2 GPUs, the smallest that fits is %3")
                                .arg(QLatin1String(gpu))
                                .arg(auto_.front().numGpus)
                                .arg(fits->numGpus)));
    }
}

// An overloaded replica that misses the SLA even at the lowest load says so, instead of "max 0
// req/s" (8 x L4 serving a 70B model at 20 req/s: about 80 ms per token at batch 1, SLA 50 ms);
// one that meets it at some lower rate names that rate.
void TestSla::overloadedSaysWhenNoRateMeetsTheSla()
{
    Scenario sc;
    sc.llm = testing::bundledLlm("meta-llama/Llama-3.1-70B-Instruct");
    sc.slaItlMs = 50;
    sc.gpuCountMode = GpuCountMode::Fixed;
    sc.workload.numGpus = 8;
    sc.load = RequestRate{20};
    sc.gpuIds = std::vector<std::string>{"l4-24gb", "h100-sxm5-80gb"};
    const PlanOutcome o = planOutcome(engine(), sc).value();
    const DeploymentRow& slow = rowOf(o, "l4-24gb");
    QCOMPARE(slow.reason, LossReason::Overloaded);
    QVERIFY2(slow.detail.find("no rate meets the SLA") != std::string::npos, slow.detail.c_str());
    QVERIFY2(slow.detail.find("max 0") == std::string::npos, slow.detail.c_str());
    const DeploymentRow& fast = rowOf(o, "h100-sxm5-80gb");
    if (fast.reason == LossReason::Overloaded)
        QVERIFY2(fast.detail.find("(max ") != std::string::npos, fast.detail.c_str());
}

WATTGPU_TEST_GUILESS_MAIN(TestSla)
#include "test_sla.moc"
