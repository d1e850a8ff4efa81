// Engine::recommend: the deployment that meets the SLA at the best objective, why every other one
// lost, and for each loser the nearest fix, recomputed by the engine and offered only if it passes.
#include "core/features/physics.h"
#include "core/plan/deployment.h"
#include "core/plan/deployment_eval.h"
#include "core/plan/engine.h"
#include "core/util/text.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace wattgpu {

namespace {

std::string fixText(const ProvenFix& f, std::optional<double> rateRps, bool ttftLimit)
{
    // The figures the SLA tests after the fix: the ITL, and the TTFT when the SLA limits it.
    const std::string itl = " (ITL " + printfNumber("%.1f", f.itlMs) + " ms"
        + (ttftLimit ? ", TTFT " + printfNumber(f.ttftMs < 100 ? "%.1f" : "%.0f", f.ttftMs) + " ms" : std::string())
        + ")";
    switch (f.kind) {
    case FixKind::MoreGpus: return "meets the SLA with " + std::to_string(f.numGpus) + " GPUs per replica" + itl;
    case FixKind::SmallerBatch: return "meets the SLA at batch " + std::to_string(f.batch) + itl;
    case FixKind::LowerRate:
        return "meets the SLA up to " + printfNumber("%.3g", f.rateRps)
            + " req/s per replica: " + std::to_string(f.replicas) + " replicas of " + std::to_string(f.numGpus)
            + " GPUs carry " + printfNumber("%.3g", rateRps.value_or(0)) + " req/s" + itl;
    case FixKind::OtherPrecision:
        return std::string("meets the SLA at ") + precisionName(f.precision) + " with " + std::to_string(f.numGpus)
            + " GPUs per replica" + itl;
    }
    return {};
}

class FixFinder {
public:
    FixFinder(const detail::JudgeContext& cx) : m_cx(cx) {}

    // The nearest proven fix for a deployment that does not meet the SLA; nullopt when none passes.
    Result<std::optional<ProvenFix>> find(const detail::Judged& j) const
    {
        const Scenario& sc = m_cx.scenario;
        const GpuSpec& gpu = *j.gpu;
        Workload w = sc.workload;
        w.numGpus = j.prediction.numGpus;
        const std::optional<double> rate = sc.rateRps();
        // No count, batch, rate or precision shortens a request longer than the model's context.
        if (contextProblem(sc.llm, w))
            return std::optional<ProvenFix>();
        const bool splits = !tensorSplitProblem(sc.llm, gpu, w.numGpus);
        // More GPUs per replica: only outside Auto, where every count was judged already.
        if (sc.gpuCountMode == GpuCountMode::Fixed)
            for (int n : candidateGpuCounts(gpu, GpuCountMode::Auto, 1, sc.llm, &w)) {
                if (n <= w.numGpus)
                    continue;
                Workload more = w;
                more.numGpus = n;
                WG_TRY(q, detail::judgeOne(m_cx, gpu, more, rate));
                if (q->meets)
                    return std::optional<ProvenFix>(make(FixKind::MoreGpus, *q, w.precision));
            }
        if (rate) {
            // A lower rate per replica, the rest on more replicas (never a batch: server mode has none).
            if (j.prediction.fitsMemory && j.maxRateRps > 0) {
                const double lower = kRateHeadroom * j.maxRateRps * (1 - 1e-9);
                if (lower >= WorkloadLimits::minRateRps) { // a rate a plan and the window can hold
                    WG_TRY(q, detail::judgeOne(m_cx, gpu, w, lower));
                    const auto replicas = replicasForRate(*rate, j.maxRateRps);
                    if (q->meets && replicas) {
                        ProvenFix f = make(FixKind::LowerRate, *q, w.precision);
                        f.rateRps = lower;
                        f.replicas = static_cast<int>(std::min<long long>(*replicas, kMaxReplicas));
                        return std::optional<ProvenFix>(f);
                    }
                }
            }
        } else if (splits
                   && (j.prediction.fitsMemory
                       || memoryFit(sc.llm, gpu,
                                    [&] {
                                        Workload one = w;
                                        one.batch = 1;
                                        return one;
                                    }())
                              .fits)) {
            // The largest smaller batch that meets the SLA (halving).
            for (int b = w.batch / 2; b >= 1; b /= 2) {
                Workload smaller = w;
                smaller.batch = b;
                WG_TRY(q, detail::judgeOne(m_cx, gpu, smaller, std::nullopt));
                if (q->meets) {
                    ProvenFix f = make(FixKind::SmallerBatch, *q, w.precision);
                    f.batch = b;
                    return std::optional<ProvenFix>(f);
                }
            }
        }
        // Another precision: FP8 where the GPU runs it natively and the model is 16-bit.
        if ((w.precision == Precision::BF16 || w.precision == Precision::FP16) && gpu.supportsFp8()) {
            // Fixed: the same or more GPUs per replica; Auto/AllCounts: any count of the platform.
            for (int n : candidateGpuCounts(gpu, GpuCountMode::Auto, 1, sc.llm, &w)) {
                if (sc.gpuCountMode == GpuCountMode::Fixed && n < w.numGpus)
                    continue;
                Workload fp8 = w;
                fp8.precision = Precision::FP8;
                fp8.numGpus = n;
                WG_TRY(q, detail::judgeOne(m_cx, gpu, fp8, rate));
                if (q->meets) {
                    ProvenFix f = make(FixKind::OtherPrecision, *q, Precision::FP8);
                    f.precision = Precision::FP8;
                    return std::optional<ProvenFix>(f);
                }
            }
        }
        return std::optional<ProvenFix>();
    }

private:
    static ProvenFix make(FixKind kind, const detail::Judged& q, Precision precision)
    {
        ProvenFix f;
        f.kind = kind;
        f.precision = precision;
        f.gpuId = q.gpu->id;
        f.numGpus = q.prediction.numGpus;
        f.itlMs = q.prediction.itlMs;
        f.ttftMs = q.prediction.ttftMs;
        f.objectiveValue = q.objectiveValue;
        return f;
    }

    const detail::JudgeContext& m_cx;
};

} // namespace

Result<Recommendation> Engine::recommend(const Scenario& sc, const std::string& method, PredictionCache* cache) const
{
    Recommendation rec;
    rec.slaItlMs = sc.slaItlMs;
    rec.slaTtftMs = sc.sla().hasTtftLimit() ? sc.slaTtftMs : std::nullopt;
    rec.objective = sc.objective;
    rec.slaConfidence = sc.slaConfidence;
    const std::optional<double> rate = sc.rateRps();
    rec.rateHeadroom = rate ? kRateHeadroom : 1.0;
    const Predictor* pred = predictor(method);
    if (!pred)
        return makeError(ErrorCode::NotFound, {}, 0, "method", "no '" + method.substr(0, 32) + "' model is loaded");
    const detail::JudgeContext cx{*pred, sc, m_idleOverridesW, cache};
    WG_TRY(judged, detail::judgeAll(cx, m_gpus));
    const auto& js = judged.value();
    // The deployments that are rows: every one, or in Auto the chosen one per GPU type.
    std::vector<const detail::Judged*> rows;
    if (sc.gpuCountMode == GpuCountMode::Auto) {
        for (std::size_t i = 0; i < js.size();) {
            std::size_t end = i;
            while (end < js.size() && js[end].gpu == js[i].gpu)
                ++end;
            rows.push_back(&js[detail::chooseWithinType(js, i, end, detail::hasSla(sc))]);
            i = end;
        }
    } else {
        for (const auto& j : js)
            rows.push_back(&j);
    }
    const FixFinder fixes(cx);
    for (const detail::Judged* j : rows) {
        if (j->meets) {
            RankedGpu r{j->prediction, j->objectiveValue, 0};
            r.atRisk = slaAtRisk(j->prediction, sc.sla());
            r.riskLimits = r.atRisk ? slaRisks(j->prediction, sc.sla()) : SlaLimits{};
            r.maxRateRps = j->maxRateRps;
            rec.ranking.push_back(std::move(r));
            continue;
        }
        ExcludedGpu x{j->prediction, j->reason, j->missedLimits, j->detail, {}, {}, 0};
        x.maxRateRps = j->maxRateRps;
        if (j->reason != LossReason::NotFinite) {
            WG_TRY(fix, fixes.find(*j));
            x.provenFix = fix.value();
            if (x.provenFix)
                x.fix = fixText(*x.provenFix, rate, sc.sla().hasTtftLimit());
        }
        rec.excluded.push_back(std::move(x));
    }
    std::stable_sort(rec.ranking.begin(), rec.ranking.end(), [](const RankedGpu& a, const RankedGpu& b) {
        if (a.objectiveValue != b.objectiveValue)
            return a.objectiveValue < b.objectiveValue;
        return a.prediction.numGpus < b.prediction.numGpus;
    });
    const std::string slaLine = slaText(sc.sla(), sc.workload.itlMetric) + " SLA"
        + (sc.slaConfidence == SlaConfidence::UpperBound ? " (at the interval's upper bound)" : "");
    if (!rec.ranking.empty()) {
        const double best = rec.ranking.front().objectiveValue;
        for (auto& r : rec.ranking)
            r.vsWinnerPercent = best > 0 ? (r.objectiveValue / best - 1.0) * 100.0 : 0.0;
        const auto& win = rec.ranking.front();
        rec.winner = win.prediction.gpuId;
        rec.winnerNumGpus = win.prediction.numGpus;
        rec.summary = std::to_string(win.prediction.numGpus) + " x " + *rec.winner + " meets the " + slaLine + " at "
            + printfNumber("%.1f", win.prediction.itlMs) + " ms with the lowest " + objectiveName(sc.objective);
        if (win.atRisk && win.riskLimits.itl)
            rec.summary += " (at risk: the interval reaches " + printfNumber("%.1f", win.prediction.itlMsHigh) + " ms)";
        else if (win.atRisk && win.riskLimits.ttft)
            rec.summary += " (at risk: the TTFT interval reaches " + printfNumber("%.0f", win.prediction.ttftMsHigh)
                + " ms)";
        if (rec.ranking.size() > 1 && rec.ranking[1].objectiveValue > 0 && std::isfinite(best)) {
            const auto& second = rec.ranking[1].prediction;
            rec.summary += ": " + printfNumber("%.0f", 100.0 * (1.0 - best / rec.ranking[1].objectiveValue))
                + " % below " + std::to_string(second.numGpus) + " x " + second.gpuId;
        }
    } else {
        // The nearest fix: the proven one whose fixed deployment has the best objective.
        const ExcludedGpu* best = nullptr;
        for (const auto& x : rec.excluded)
            if (x.provenFix && (!best || x.provenFix->objectiveValue < best->provenFix->objectiveValue))
                best = &x;
        if (best) {
            rec.nearestFix = best->prediction.gpuId + " " + best->fix;
            rec.nearestProvenFix = best->provenFix;
        } else {
            rec.nearestFix = "no GPU in the catalog can serve this workload";
        }
        rec.summary = "No deployment meets the " + slaLine + "; nearest fix: " + rec.nearestFix;
        for (const auto& j : js) {
            if (j.meets || !j.prediction.fitsMemory || j.reason == LossReason::DoesNotFit
                || j.reason == LossReason::NotFinite || !std::isfinite(j.prediction.itlMs) || j.prediction.itlMs <= 0)
                continue;
            if (!rec.fastest || j.prediction.itlMs < rec.fastest->prediction.itlMs)
                rec.fastest = ExcludedGpu{j.prediction, j.reason, j.missedLimits, j.detail, {}, {}, j.maxRateRps};
        }
    }
    return rec;
}

} // namespace wattgpu
