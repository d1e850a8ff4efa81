#include "core/eval/evaluate.h"

#include "core/catalog/backend.h"
#include "core/catalog/catalog.h"
#include "core/features/physics.h"
#include "core/features/stack.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <future>
#include <map>
#include <numeric>
#include <set>

namespace wattgpu {

double mdape(const std::vector<double>& predicted, const std::vector<double>& actual)
{
    std::vector<double> ape;
    for (std::size_t i = 0; i < predicted.size() && i < actual.size(); ++i)
        if (actual[i] != 0)
            ape.push_back(std::abs(predicted[i] - actual[i]) / std::abs(actual[i]) * 100.0);
    if (ape.empty())
        return NAN;
    std::sort(ape.begin(), ape.end());
    const std::size_t n = ape.size();
    return n % 2 ? ape[n / 2] : 0.5 * (ape[n / 2 - 1] + ape[n / 2]);
}

double pearson(const std::vector<double>& x, const std::vector<double>& y)
{
    const std::size_t n = std::min(x.size(), y.size());
    if (n < 2)
        return NAN;
    const double mx = std::accumulate(x.begin(), x.begin() + n, 0.0) / n;
    const double my = std::accumulate(y.begin(), y.begin() + n, 0.0) / n;
    double sxy = 0, sxx = 0, syy = 0;
    for (std::size_t i = 0; i < n; ++i) {
        sxy += (x[i] - mx) * (y[i] - my);
        sxx += (x[i] - mx) * (x[i] - mx);
        syy += (y[i] - my) * (y[i] - my);
    }
    return (sxx > 0 && syy > 0) ? sxy / std::sqrt(sxx * syy) : NAN;
}

std::optional<double> kendallTau(const std::vector<double>& x, const std::vector<double>& y)
{
    const std::size_t n = std::min(x.size(), y.size());
    if (n < 2)
        return std::nullopt;
    double concordant = 0, discordant = 0, tiesX = 0, tiesY = 0;
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j) {
            const double dx = x[i] - x[j], dy = y[i] - y[j];
            if (dx == 0 && dy == 0)
                continue;
            if (dx == 0)
                tiesX += 1;
            else if (dy == 0)
                tiesY += 1;
            else if ((dx > 0) == (dy > 0))
                concordant += 1;
            else
                discordant += 1;
        }
    const double denom = std::sqrt((concordant + discordant + tiesX) * (concordant + discordant + tiesY));
    if (denom == 0)
        return std::nullopt;
    return (concordant - discordant) / denom;
}

namespace {

std::size_t stableHash(const std::string& s)
{
    std::size_t h = 1469598103934665603ull;
    for (unsigned char c : s)
        h = (h ^ c) * 1099511628211ull;
    return h;
}

// The serving configuration of a row, without the GPU and the LLM: rows sharing it (and the LLM)
// form one "GPU τ" group; rows sharing it (and the GPU) one "LLM τ" group.
std::string workloadKey(const TrainingRow& r)
{
    const auto& m = r.m;
    std::string k = m.source + "|" + m.engine + m.engineVersion + "|" + m.task + "|"
        + std::to_string(static_cast<long>(m.batchSize)) + "|" + std::to_string(m.numGpus) + "|"
        + precisionName(m.precision) + "|" + (m.promptLen ? std::to_string(static_cast<long>(*m.promptLen)) : "");
    if (m.task == "fixed-len")
        k += "|" + std::to_string(static_cast<long>(m.outputLen));
    return k;
}

std::string familyOf(const TrainingRow& r)
{
    const auto s = resolveStack(r.workload.stack);
    return s ? s->family : std::string("unknown");
}

struct Scored {
    const TrainingRow* row;
    RowEstimate est;
};

struct Fold {
    std::string name;
    std::vector<const TrainingRow*> train, test;
};

std::optional<double> meanGroupTau(const std::vector<Scored>& s, bool power, bool byGpu)
{
    // group key -> item key -> (sum pred, sum true, n)
    std::map<std::string, std::map<std::string, std::array<double, 3>>> groups;
    for (const auto& x : s) {
        const auto& m = x.row->m;
        double truth;
        if (power) {
            if (!m.powerPerGpuW)
                continue;
            truth = *m.powerPerGpuW;
        } else {
            truth = m.itlMs / 1e3;
        }
        const std::string g = (byGpu ? x.row->llm->hfId : x.row->gpu->id) + "#" + workloadKey(*x.row);
        const std::string item = byGpu ? x.row->gpu->id : x.row->llm->hfId;
        auto& acc = groups[g][item];
        acc[0] += power ? x.est.powerPerGpuW : x.est.itlS;
        acc[1] += truth;
        acc[2] += 1;
    }
    double sum = 0;
    int n = 0;
    for (const auto& [g, items] : groups) {
        if (items.size() < 2)
            continue;
        std::vector<double> p, t;
        for (const auto& [k, acc] : items) {
            p.push_back(acc[0] / acc[2]);
            t.push_back(acc[1] / acc[2]);
        }
        if (auto tau = kendallTau(p, t)) {
            sum += *tau;
            ++n;
        }
    }
    if (n == 0)
        return std::nullopt;
    return sum / n;
}

// One figure of a scored row: truth, prediction and interval, in the figure's unit (W or ms);
// nullopt when the row did not measure it.
struct Figures {
    double truth, pred, lo, hi;
};
using FigureOf = std::function<std::optional<Figures>(const Scored&)>;

std::optional<Figures> powerOf(const Scored& x)
{
    if (!x.row->m.powerPerGpuW)
        return std::nullopt;
    return Figures{*x.row->m.powerPerGpuW, x.est.powerPerGpuW, x.est.powerPerGpuWLow, x.est.powerPerGpuWHigh};
}

std::optional<Figures> itlOf(const Scored& x)
{
    return Figures{x.row->m.itlMs, x.est.itlS * 1e3, x.est.itlSLow * 1e3, x.est.itlSHigh * 1e3};
}

void scoreFigure(const std::string& method, const std::string& target, const std::string& strategy,
                 const std::vector<Scored>& s, bool intervals, const FigureOf& figure, bool withTau,
                 std::vector<EvalRow>& out)
{
    std::vector<double> pred, truth;
    int inside = 0;
    for (const auto& x : s) {
        const auto f = figure(x);
        if (!f || !(f->truth > 0) || !(f->pred > 0))
            continue;
        pred.push_back(f->pred);
        truth.push_back(f->truth);
        inside += (f->truth >= f->lo && f->truth <= f->hi) ? 1 : 0;
    }
    if (pred.empty())
        return;
    EvalRow r;
    r.method = method;
    r.target = target;
    r.strategy = strategy;
    r.mdape = mdape(pred, truth);
    r.pearsonR = pearson(pred, truth);
    if (withTau) {
        r.gpuTau = meanGroupTau(s, target == "power", true);
        r.llmTau = meanGroupTau(s, target == "power", false);
    }
    r.n = static_cast<int>(pred.size());
    if (intervals)
        r.coverage = static_cast<double>(inside) / pred.size();
    out.push_back(r);
}

void score(const std::string& method, const std::string& strategy, const std::vector<Scored>& s, bool intervals,
           std::vector<EvalRow>& out)
{
    scoreFigure(method, "power", strategy, s, intervals, powerOf, true, out);
    scoreFigure(method, "itl", strategy, s, intervals, itlOf, true, out);
}

// Every latency definition on its own (the rows measured in it): the ITL column split by its
// definition, and the TTFT, p90 and p99 columns where a source measured them.
void scoreLatencies(const std::string& method, const std::string& strategy, const std::vector<Scored>& s,
                    bool intervals, std::vector<EvalRow>& out)
{
    for (ItlKind k : {ItlKind::MedianItl, ItlKind::MeanTpot, ItlKind::E2eOverOutput})
        scoreFigure(
            method, std::string("itl:") + itlKindName(k), strategy, s, intervals,
            [k](const Scored& x) { return x.row->m.itlKind == k ? itlOf(x) : std::nullopt; }, false, out);
    scoreFigure(
        method, "ttft", strategy, s, intervals,
        [](const Scored& x) -> std::optional<Figures> {
            if (!x.row->m.ttftMs)
                return std::nullopt;
            return Figures{*x.row->m.ttftMs, x.est.ttftS * 1e3, x.est.ttftSLow * 1e3, x.est.ttftSHigh * 1e3};
        },
        false, out);
    scoreFigure(
        method, "itl:p90_itl", strategy, s, intervals,
        [](const Scored& x) -> std::optional<Figures> {
            if (x.row->m.itlKind == ItlKind::P90Itl)
                return itlOf(x);
            if (!x.row->m.p90ItlMs)
                return std::nullopt;
            return Figures{*x.row->m.p90ItlMs, x.est.p90S * 1e3, x.est.p90SLow * 1e3, x.est.p90SHigh * 1e3};
        },
        false, out);
    scoreFigure(
        method, "itl:p99_itl", strategy, s, intervals,
        [](const Scored& x) -> std::optional<Figures> {
            if (x.row->m.itlKind == ItlKind::P99Itl)
                return itlOf(x);
            if (!x.row->m.p99ItlMs)
                return std::nullopt;
            return Figures{*x.row->m.p99ItlMs, x.est.p99S * 1e3, x.est.p99SLow * 1e3, x.est.p99SHigh * 1e3};
        },
        false, out);
}

template <class KeyOf>
std::vector<Fold> leaveOut(const std::vector<const TrainingRow*>& all, KeyOf keyOf)
{
    std::set<std::string> keys;
    for (const auto* r : all)
        keys.insert(keyOf(*r));
    std::vector<Fold> folds;
    for (const auto& k : keys) {
        Fold f;
        f.name = k;
        for (const auto* r : all)
            (keyOf(*r) == k ? f.test : f.train).push_back(r);
        folds.push_back(std::move(f));
    }
    return folds;
}

std::vector<Fold> cv5Folds(const std::vector<const TrainingRow*>& all)
{
    std::set<std::string> keys;
    for (const auto* r : all)
        keys.insert(r->llm->hfId + "@" + r->gpu->id);
    std::vector<std::string> order(keys.begin(), keys.end());
    std::sort(order.begin(), order.end(), [](const auto& a, const auto& b) {
        const auto ha = stableHash(a), hb = stableHash(b);
        return ha != hb ? ha < hb : a < b;
    });
    std::map<std::string, int> foldOf;
    for (std::size_t i = 0; i < order.size(); ++i)
        foldOf[order[i]] = static_cast<int>(i % 5);
    std::vector<Fold> folds(5);
    for (const auto* r : all) {
        const int f = foldOf[r->llm->hfId + "@" + r->gpu->id];
        for (int k = 0; k < 5; ++k)
            (k == f ? folds[k].test : folds[k].train).push_back(r);
    }
    return folds;
}

// Runs `job(i)` for i in [0, n), two at a time (the machine has two cores); stops at the first error.
template <class Job>
std::optional<Error> runPaired(std::size_t n, Job job, const std::function<bool(std::size_t)>& after)
{
    std::vector<std::optional<Error>> errors(n);
    for (std::size_t i = 0; i < n; i += 2) {
        auto second = i + 1 < n ? std::async(std::launch::async, [&, i] { errors[i + 1] = job(i + 1); })
                                : std::future<void>{};
        errors[i] = job(i);
        if (second.valid())
            second.get();
        for (std::size_t k = i; k < std::min(n, i + 2); ++k)
            if (errors[k])
                return errors[k];
        if (after && !after(std::min(n, i + 2)))
            return makeError(ErrorCode::Cancelled, {}, 0, {}, "evaluation cancelled");
    }
    return std::nullopt;
}

// The folds of a strategy that holds out the rows of each group `keyOf` names, for the groups `pick`
// accepts (all by default); the rest stay in every fold's training data.
template <class KeyOf>
std::vector<Fold> leaveOutSome(const std::vector<const TrainingRow*>& all, KeyOf keyOf,
                               const std::function<bool(const std::string&)>& pick)
{
    std::vector<Fold> folds;
    for (auto& f : leaveOut(all, keyOf))
        if (pick(f.name))
            folds.push_back(std::move(f));
    return folds;
}

std::string releaseOf(const TrainingRow& r)
{
    const auto s = resolveStack(r.workload.stack);
    return s ? s->family + "/" + s->version : std::string("unknown");
}

int ranksOf(const TrainingRow& r) { return r.workload.numGpus * gpuRates(*r.gpu, r.workload.precision).devices; }

bool reducedPrecision(const TrainingRow& r)
{
    return r.workload.precision == Precision::FP8 || r.workload.precision == Precision::MXFP4;
}

// One fold that trains on the rows `test` refuses and tests on the rest.
Fold splitFold(const std::vector<const TrainingRow*>& all, const std::string& name,
               const std::function<bool(const TrainingRow&)>& test)
{
    Fold f;
    f.name = name;
    for (const auto* r : all)
        (test(*r) ? f.test : f.train).push_back(r);
    return f;
}

// Every strategy the options ask for, with its folds (strategies that cannot split the corpus, such
// as a backend split on a corpus of one backend, are left out).
std::vector<std::pair<std::string, std::vector<Fold>>> strategiesOf(const std::vector<const TrainingRow*>& all,
                                                                    const EvalOptions& opt)
{
    std::vector<std::pair<std::string, std::vector<Fold>>> out;
    auto add = [&out](const char* name, std::vector<Fold> folds) {
        std::erase_if(folds, [](const Fold& f) { return f.test.empty() || f.train.empty(); });
        if (!folds.empty())
            out.emplace_back(name, std::move(folds));
    };
    auto atLeastTwo = [](std::vector<Fold> folds) { return folds.size() >= 2 ? folds : std::vector<Fold>{}; };
    if (opt.cv5)
        add("cv5", cv5Folds(all));
    if (opt.logo)
        add("logo", leaveOut(all, [](const TrainingRow& r) { return r.gpu->id; }));
    if (opt.lolo)
        add("lolo", leaveOut(all, [](const TrainingRow& r) { return r.llm->hfId; }));
    if (opt.loso)
        add("loso", atLeastTwo(leaveOut(all, familyOf)));
    if (opt.lobo)
        add("lobo", atLeastTwo(leaveOut(all, [](const TrainingRow& r) { return backendOf(*r.gpu); })));
    if (opt.loro)
        add("loro", atLeastTwo(leaveOut(all, releaseOf)));
    if (opt.lotp)
        add("lotp", {splitFold(all, "above_2", [](const TrainingRow& r) { return ranksOf(r) > 2; })});
    if (opt.lopp)
        add("lopp", {splitFold(all, "fp8_mxfp4", reducedPrecision)});
    if (opt.lorocm)
        add("lorocm",
            leaveOutSome(
                all, [](const TrainingRow& r) { return backendOf(*r.gpu) == "rocm" ? r.gpu->id : std::string(); },
                [](const std::string& g) { return !g.empty(); }));
    if (opt.logen)
        add("logen",
            leaveOutSome(
                all, [](const TrainingRow& r) { return toLower(r.gpu->architecture); },
                [](const std::string& a) { return a == "ampere" || a == "hopper"; }));
    return out;
}

// Sub-scores of a strategy: each fold on its own where folds are few and named for what they hold
// out, the thin slices of the corpus for leave-one-LLM-out, the stack families for leave-one-GPU-out
// and each replica size for the tensor-parallel split.
void scoreSlices(const std::string& method, const std::string& strategy, const std::vector<Fold>& folds,
                 const std::vector<std::vector<Scored>>& perFold, const std::vector<Scored>& pooled, bool learned,
                 std::vector<EvalRow>& rows)
{
    if (strategy == "logo" || strategy == "loso" || strategy == "lobo" || strategy == "loro" || strategy == "lorocm"
        || strategy == "logen")
        for (std::size_t i = 0; i < folds.size(); ++i)
            score(method, strategy + ":" + folds[i].name, perFold[i], learned, rows);
    std::map<std::string, std::vector<Scored>> slices;
    for (const auto& x : pooled) {
        if (strategy == "lolo") {
            if (x.row->m.numGpus > 1)
                slices["lolo:multi_gpu"].push_back(x);
            if (reducedPrecision(*x.row))
                slices["lolo:fp8_mxfp4"].push_back(x);
            if (x.row->workload.batch <= 1)
                slices["lolo:batch1"].push_back(x);
        } else if (strategy == "logo") {
            slices["logo:stack=" + familyOf(*x.row)].push_back(x);
        } else if (strategy == "lotp") {
            slices["lotp:tp" + std::to_string(ranksOf(*x.row))].push_back(x);
        }
    }
    // Leave-one-GPU-out where the held-out GPU's engine release stays measured on other GPUs: what a
    // new GPU costs by itself (a GPU that alone ran a release is also a new release when held out).
    if (strategy == "logo") {
        std::vector<Scored> known;
        for (std::size_t i = 0; i < folds.size(); ++i) {
            std::set<std::string> releases;
            for (const auto* r : folds[i].train)
                releases.insert(releaseOf(*r));
            for (const auto& x : perFold[i])
                if (releases.count(releaseOf(*x.row)))
                    known.push_back(x);
        }
        score(method, "logo:release_measured", known, learned, rows);
    }
    for (const auto& [name, xs] : slices)
        score(method, name, xs, learned, rows);
}

} // namespace

const std::vector<EvalStrategy>& evalStrategies()
{
    static const std::vector<EvalStrategy> list = {
        {"cv5", &EvalOptions::cv5, "five folds of (LLM, GPU) pairs"},
        {"logo", &EvalOptions::logo, "one GPU"},
        {"lolo", &EvalOptions::lolo, "one LLM"},
        {"loso", &EvalOptions::loso, "one serving-stack family"},
        {"lobo", &EvalOptions::lobo, "one vendor backend"},
        {"loro", &EvalOptions::loro, "one engine release"},
        {"lotp", &EvalOptions::lotp, "every replica above two ranks (trained on 1-2)"},
        {"lopp", &EvalOptions::lopp, "every FP8 / MXFP4 run (trained on 16-bit weights)"},
        {"lorocm", &EvalOptions::lorocm, "one ROCm GPU"},
        {"logen", &EvalOptions::logen, "the Ampere or the Hopper generation"},
    };
    return list;
}

Result<std::vector<EvalRow>> evaluate(const Corpus& corpus, const EvalOptions& opt)
{
    std::vector<const TrainingRow*> all;
    for (const auto& r : corpus.rows)
        all.push_back(&r);
    if (all.empty())
        return makeError(ErrorCode::BadValue, {}, 0, "data", "no corpus rows to evaluate");
    auto strategies = strategiesOf(all, opt);

    std::size_t totalJobs = 0, doneJobs = 0;
    for (const auto& [name, folds] : strategies)
        totalJobs += folds.size() * opt.methods.size();
    auto progress = [&](const std::string& stage) {
        return !opt.progress
            || opt.progress(static_cast<double>(doneJobs) / std::max<std::size_t>(1, totalJobs), stage);
    };

    std::vector<EvalRow> rows;
    for (const auto& method : opt.methods) {
        const bool learned = method == "default" || method == "paper";
        const auto baseline = learned ? nullptr : makeBaseline(method);
        if (!learned && !baseline)
            return makeError(ErrorCode::BadValue, {}, 0, "methods", "unknown method '" + method + "'");
        // The model trained on everything: its calibration residuals give each fold bands calibrated
        // without that fold's rows (cross-fold: no held-out row sets its own interval).
        std::shared_ptr<const Predictor> fullModel;
        std::shared_ptr<const HeldOutSet> residuals;
        if (learned) {
            auto full = trainOnRows(method, all, TrainOptions{});
            if (!full)
                return full.error();
            fullModel = full.value();
            residuals = calibrationResiduals(*fullModel);
        }
        for (auto& [strategy, folds] : strategies) {
            std::vector<std::vector<Scored>> perFold(folds.size());
            auto job = [&, &folds = folds](std::size_t i) -> std::optional<Error> {
                const Fold& f = folds[i];
                std::shared_ptr<const Predictor> pred = baseline;
                if (learned) {
                    TrainOptions to;
                    to.fitThreads = 1; // folds run side by side
                    to.warmStart = fullModel;
                    to.computeIntervals = false;
                    if (residuals)
                        to.bands = calibrateBandsWithout(*residuals,
                                                         std::set<const void*>(f.test.begin(), f.test.end()));
                    auto trained = trainOnRows(method, f.train, to);
                    if (!trained)
                        return std::nullopt; // too little data left: the fold is not scored
                    pred = trained.value();
                }
                const auto predicted = predictRows(*pred, f.test);
                if (!predicted)
                    return predicted.error();
                const auto& est = predicted.value();
                for (std::size_t k = 0; k < f.test.size(); ++k)
                    perFold[i].push_back({f.test[k], est[k]});
                return std::nullopt;
            };
            const std::size_t before = doneJobs;
            if (auto e = runPaired(folds.size(), job, [&, strategy = strategy](std::size_t done) {
                    doneJobs = before + done;
                    return progress(method + " " + strategy);
                }))
                return *e;
            std::vector<Scored> pooled;
            for (const auto& f : perFold)
                pooled.insert(pooled.end(), f.begin(), f.end());
            score(method, strategy, pooled, learned, rows);
            scoreLatencies(method, strategy, pooled, learned, rows);
            scoreSlices(method, strategy, folds, perFold, pooled, learned, rows);
        }
    }
    return rows;
}

} // namespace wattgpu
