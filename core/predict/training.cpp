// Training the learned methods: one fit (feature set + two boosters), interval calibration on
// held-out folds (leave-one-GPU-out and LLM-grouped CV), provenance metadata.
#include "core/predict/training.h"

#include "core/features/features.h"
#include "core/predict/learned.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <future>
#include <map>
#include <mutex>
#include <optional>
#include <set>

namespace wattgpu {

namespace {

xgb::Params paramsFor(const Hyper& h, int threads)
{
    xgb::Params p = {{"objective", "reg:squarederror"},
                     {"max_depth", std::to_string(h.depth)},
                     {"eta", std::to_string(h.eta)},
                     {"lambda", std::to_string(h.lambda)},
                     {"min_child_weight", std::to_string(h.minChildWeight)},
                     {"tree_method", h.treeMethod},
                     {"nthread", std::to_string(threads)},
                     {"seed", "0"},
                     {"verbosity", "0"}};
    if (!h.monotone.empty())
        p.emplace_back("monotone_constraints", h.monotone);
    return p;
}

nlohmann::json hyperJson(const Hyper& h)
{
    nlohmann::json j = {{"max_depth", h.depth},
                        {"eta", h.eta},
                        {"reg_lambda", h.lambda},
                        {"n_estimators", h.rounds},
                        {"min_child_weight", h.minChildWeight},
                        {"tree_method", h.treeMethod},
                        {"objective", "reg:squarederror"}};
    if (!h.monotone.empty())
        j["monotone_constraints"] = h.monotone;
    return j;
}

// Deterministic fold of a key: FNV-1a hash.
std::size_t stableHash(const std::string& s)
{
    std::size_t h = 1469598103934665603ull;
    for (unsigned char c : s)
        h = (h ^ c) * 1099511628211ull;
    return h;
}

Query queryOf(const TrainingRow& r) { return Query{r.llm, r.gpu, r.workload}; }

bool cancelled(const TrainOptions& opt, double fraction, const std::string& stage)
{
    return opt.progress && !opt.progress(fraction, stage);
}

Status checkMinimumData(const std::vector<const TrainingRow*>& rows)
{
    std::set<std::string> llms;
    int power = 0;
    for (const auto* r : rows) {
        llms.insert(r->llm->hfId);
        power += r->m.powerPerGpuW ? 1 : 0;
    }
    if (static_cast<int>(rows.size()) < kMinTrainingRows || power < kMinTrainingRows
        || static_cast<int>(llms.size()) < kMinTrainingLlms)
        return makeError(ErrorCode::BadValue, {}, 0, "training data",
                         "too little data to train a model: " + std::to_string(rows.size()) + " runs ("
                             + std::to_string(power) + " with power) of " + std::to_string(llms.size())
                             + " LLMs; at least " + std::to_string(kMinTrainingRows) + " runs with power and ITL of "
                             + std::to_string(kMinTrainingLlms) + " LLMs are needed");
    return Ok{};
}

// One fit on `rows`: the feature set's own state, then the ITL booster, then the power booster on
// utilisations from the measured ITL. No intervals.
Result<std::shared_ptr<LearnedPredictor>> fitOnce(const std::string& method,
                                                  const std::vector<const TrainingRow*>& rows, const TrainOptions& opt,
                                                  double p0, double p1)
{
    if (auto ok = checkMinimumData(rows); !ok)
        return ok.error();
    auto features = makeFeatureSet(method);
    if (!features)
        return makeError(ErrorCode::BadValue, {}, 0, "method", "unknown learned method '" + method + "'");
    auto pred = std::make_shared<LearnedPredictor>(std::move(features));
    const auto* warm = dynamic_cast<const LearnedPredictor*>(opt.warmStart.get());
    if (auto st = pred->features().prepare(rows, warm && warm->method() == method ? &warm->features() : nullptr,
                                           opt.fitThreads);
        !st)
        return st.error();
    const FeatureSet& fs = pred->features();

    std::vector<QueryFrame> frames;
    frames.reserve(rows.size());
    for (const auto* r : rows)
        frames.push_back(fs.frame(queryOf(*r)));

    const double mid = p0 + (p1 - p0) / 2;
    for (int t = 0; t < 2; ++t) {
        const bool power = t == 1;
        xgb::Matrix x;
        std::vector<float> y;
        x.cols = power ? fs.powerFeatureNames().size() : fs.itlFeatureNames().size();
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const TrainingRow& r = *rows[i];
            if (power) {
                if (!fs.trainsPower(r))
                    continue;
                const auto row = fs.powerRow(queryOf(r), frames[i], r.m.itlMs / 1e3);
                x.values.insert(x.values.end(), row.begin(), row.end());
                y.push_back(static_cast<float>(*r.m.powerPerGpuW / frames[i].powerDenominatorW));
            } else {
                x.values.insert(x.values.end(), frames[i].itlRow.begin(), frames[i].itlRow.end());
                y.push_back(static_cast<float>(fs.itlTarget(queryOf(r), frames[i], r.m.itlMs / 1e3)));
            }
            ++x.rows;
        }
        const Hyper h = fs.hyper(power);
        const double a = power ? mid : p0, b = power ? p1 : mid;
        auto booster = xgb::Booster::train(x, y, paramsFor(h, opt.threads), h.rounds, [&](int i) {
            return (i % 50 != 0) || !cancelled(opt, a + (b - a) * i / h.rounds, power ? "power model" : "ITL model");
        });
        if (!booster)
            return booster.error();
        (power ? pred->power : pred->itl) = std::move(booster).value();
    }
    for (const auto* r : rows) {
        const Query q = queryOf(*r);
        pred->ranges.include(q);
        if (r->m.powerPerGpuW)
            pred->ranges.powerLimitRatio.include(r->powerLimitW / tdpOrEstimateW(*r->gpu));
        pred->evidence.add(*r);
        pred->novelty.add(noveltyKeys(*r->llm, *r->gpu, r->workload));
    }
    pred->meta["hyperparameters"] = {{"power", hyperJson(fs.hyper(true))}, {"itl", hyperJson(fs.hyper(false))}};
    return pred;
}

// Held-out residuals of one fold, classed by the evidence the fold's training data holds and tagged
// with the kinds of novelty the fold removed.
Status heldOut(const std::string& method, const NoveltyFold& f, const TrainOptions& opt, HeldOutSet& out)
{
    TrainOptions inner = opt;
    inner.progress = {};
    inner.fitThreads = 1; // folds run side by side
    auto sub = fitOnce(method, f.train, inner, 0, 1);
    if (!sub)
        return sub.error();
    return heldOutResiduals(*sub.value(), f.test, out, f.kinds, f.name);
}

// Runs job(i) for i in [0, n) on `width` threads, each taking the next fold when it is free.
template <class Job>
void runQueue(std::size_t n, std::size_t width, Job job, const std::function<bool(std::size_t)>& done)
{
    std::atomic<std::size_t> next{0}, finished{0};
    std::atomic<bool> stop{false};
    auto worker = [&] {
        for (std::size_t i; !stop && (i = next++) < n;) {
            job(i);
            if (done && !done(++finished))
                stop = true;
        }
    };
    std::vector<std::future<void>> others;
    for (std::size_t t = 1; t < std::max<std::size_t>(1, width); ++t)
        others.push_back(std::async(std::launch::async, worker));
    worker();
    for (auto& f : others)
        f.get();
}

// Interval bands from every kind of novelty's grouped split (novelty.h): leave one GPU out (the
// unmeasured-GPU classes), LLM-grouped folds (the measured class), and one fold per backend,
// generation, stack family, release, the replicas above two ranks and the FP8/MXFP4 weights. Folds
// run `parallelFolds` at a time, each single-threaded.
Result<HeldOutSet> calibrate(const std::string& method, const std::vector<const TrainingRow*>& all,
                             const TrainOptions& opt, double p0, double p1)
{
    const auto folds = noveltyFolds(
        all, 5, [](const std::vector<const TrainingRow*>& train) { return bool(checkMinimumData(train)); });
    std::vector<HeldOutSet> held(folds.size());
    std::vector<std::optional<Error>> status(folds.size());
    std::mutex progressLock;
    bool cancel = false;
    runQueue(
        folds.size(), std::max(1, opt.parallelFolds),
        [&](std::size_t i) {
            if (auto st = heldOut(method, folds[i], opt, held[i]); !st)
                status[i] = st.error();
        },
        [&](std::size_t done) {
            std::lock_guard<std::mutex> lock(progressLock);
            cancel = cancel || cancelled(opt, p0 + (p1 - p0) * done / folds.size(), "interval calibration");
            return !cancel;
        });
    if (cancel)
        return makeError(ErrorCode::Cancelled, {}, 0, {}, "training cancelled");
    HeldOutSet all_;
    for (std::size_t i = 0; i < folds.size(); ++i) {
        if (status[i])
            return *status[i];
        all_.append(held[i]);
    }
    return all_;
}

} // namespace

std::vector<std::string> learnedMethodNames() { return {"default", "paper"}; }

Status heldOutResiduals(const Predictor& predictor, const std::vector<const TrainingRow*>& rows, HeldOutSet& out,
                        NoveltySet kinds, const std::string& fold)
{
    WG_TRY(predicted, predictRows(predictor, rows));
    const auto& est = predicted.value();
    for (std::size_t i = 0; i < rows.size() && i < est.size(); ++i) {
        const TrainingRow& r = *rows[i];
        const Support si = parseSupport(est[i].support).value_or(Support::Unsupported);
        const std::string group = fold.empty() ? r.gpu->id : fold;
        out.itl.push_back({std::log(r.m.itlMs / 1e3 / est[i].itlS), si, r.gpu->id, kinds, group, &r});
        if (r.m.powerPerGpuW)
            out.power.push_back({std::log(*r.m.powerPerGpuW / est[i].powerPerGpuW),
                                 parseSupport(est[i].powerSupport).value_or(Support::Unsupported), r.gpu->id, kinds,
                                 group, &r});
        for (const auto& [measuredMs, predictedS, figure] :
             {std::tuple{r.m.ttftMs, est[i].ttftS, IntervalFigure::Ttft},
              std::tuple{r.m.p90ItlMs, est[i].p90S, IntervalFigure::P90},
              std::tuple{r.m.p99ItlMs, est[i].p99S, IntervalFigure::P99}})
            if (measuredMs && predictedS > 0)
                out.of(figure).push_back({std::log(*measuredMs / 1e3 / predictedS), si, r.gpu->id, kinds, group, &r});
    }
    return Ok{};
}

Result<std::shared_ptr<const Predictor>> trainOnRows(const std::string& method,
                                                     const std::vector<const TrainingRow*>& rows,
                                                     const TrainOptions& opt)
{
    const bool calibrating = opt.computeIntervals && !opt.bands;
    auto p = fitOnce(method, rows, opt, 0, calibrating ? 0.2 : 1.0);
    if (!p)
        return p.error();
    if (opt.bands) {
        p.value()->bands = *opt.bands;
        p.value()->hasBands = true;
    } else if (opt.computeIntervals) {
        std::set<std::string> gpus;
        for (const auto* r : rows)
            gpus.insert(r->gpu->id);
        if (static_cast<int>(gpus.size()) >= kMinCalibrationGpus
            && static_cast<int>(rows.size()) >= kMinCalibrationRows) {
            TrainOptions folds = opt;
            folds.warmStart = p.value();
            auto cal = calibrate(method, rows, folds, 0.2, 1.0);
            if (!cal)
                return cal.error();
            p.value()->bands = calibrateBands(*cal);
            p.value()->hasBands = true;
            p.value()->calibrationResiduals = std::make_shared<const HeldOutSet>(std::move(cal).value());
        }
    }
    return std::shared_ptr<const Predictor>(p.value());
}

Result<std::shared_ptr<const Predictor>> trainPredictor(const std::string& method, const Corpus& corpus,
                                                        const TrainOptions& opt)
{
    if (!makeFeatureSet(method))
        return makeError(ErrorCode::BadValue, {}, 0, "method", "unknown learned method '" + method + "'");
    std::vector<const TrainingRow*> all;
    for (const auto& r : corpus.rows)
        all.push_back(&r);
    auto trained = trainOnRows(method, all, opt);
    if (!trained)
        return trained.error();
    auto pred = std::const_pointer_cast<Predictor>(trained.value());
    auto* lp = static_cast<LearnedPredictor*>(pred.get());

    std::set<std::string> gpus, llms, sources;
    int powerRows = 0;
    for (const auto& r : corpus.rows) {
        gpus.insert(r.gpu->id);
        llms.insert(r.llm->hfId);
        sources.insert(r.m.source);
        powerRows += r.m.powerPerGpuW ? 1 : 0;
    }
    // A version that changes exactly when the training data or the method changes.
    std::string fingerprint = method;
    for (const auto& r : corpus.rows)
        fingerprint += r.llm->hfId + r.gpu->id + r.m.engine + r.m.engineVersion + itlKindName(r.m.itlKind)
            + std::to_string(r.m.itlMs) + std::to_string(r.m.powerPerGpuW.value_or(0))
            + std::to_string(r.workload.batch);
    char version[32];
    std::snprintf(version, sizeof version, "%s-%08zx", method.c_str(), stableHash(fingerprint) & 0xffffffffu);
    std::vector<std::string> fileNames;
    for (const auto& f : corpus.sources)
        fileNames.push_back(std::filesystem::path(f).filename().string());
    std::string sourceList;
    for (const auto& s : sources)
        sourceList += (sourceList.empty() ? "" : ", ") + s;
    lp->meta["model_version"] = version;
    lp->meta["trained_on"] = std::to_string(corpus.rows.size()) + " measured runs (" + std::to_string(powerRows)
        + " with power) on " + std::to_string(gpus.size()) + " GPUs, " + std::to_string(llms.size())
        + " LLMs; sources: " + sourceList;
    lp->meta["rows_itl"] = corpus.rows.size();
    lp->meta["rows_power"] = powerRows;
    lp->meta["gpus"] = gpus;
    lp->meta["llm_count"] = llms.size();
    lp->meta["sources"] = sources;
    lp->meta["files"] = fileNames;
    lp->meta["intervals_calibrated"] = lp->hasBands;
    // Readable copies for the model card (the model file's own sections are what predictions use).
    if (lp->hasBands)
        lp->meta["interval_bands"] = lp->bands.toJson();
    if (const auto st = lp->features().stateJson(); st.contains("stack_model"))
        lp->meta["stack_efficiency"] = st["stack_model"].value("measured_pairs", nlohmann::json::object());
    lp->meta["features"] = {{"itl", lp->features().itlFeatureNames()}, {"power", lp->features().powerFeatureNames()}};
    if (opt.progress)
        opt.progress(1.0, "done");
    return std::shared_ptr<const Predictor>(pred);
}

} // namespace wattgpu
