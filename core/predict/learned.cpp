// The learned predictor: features from the method's strategy, two boosters, intervals by evidence
// class, and the model file that carries them.
#include "core/predict/learned.h"

#include "core/features/features.h"
#include "core/predict/training.h"
#include "core/util/fileio.h"
#include "core/util/json_util.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace wattgpu {

namespace {

constexpr int kModelFormatVersion = 4;

// Outside the training ranges the held-out error understates the risk: widen by half (log space).
constexpr double kOodWidening = 1.5;
// Without calibrated bands (training data below kMinCalibrationGpus / kMinCalibrationRows) an
// interval of a factor of two either way is shown, flagged, instead of a zero-width one.
constexpr double kUncalibratedLogHalfWidth = 0.69;
// The neighbourhood of the batch the ITL correction is averaged over (raw()): 5 points, +-0.25 in
// the natural log of the batch.
constexpr std::size_t kBatchSmoothingPoints = 5;
constexpr double kBatchSmoothingLog = 0.25;

} // namespace

Result<LearnedPredictor::Raw> LearnedPredictor::raw(const std::vector<Query>& qs) const
{
    Raw r;
    r.frames.reserve(qs.size());
    const std::vector<std::string> itlNames = m_features->itlFeatureNames();
    const std::size_t itlCols = itlNames.size();
    // The corpus measures concurrency at a few values (mostly powers of two), so a tree's split on
    // the log batch falls anywhere between two of them and one more sequence could change the
    // decode step by tens of percent (Llama-3.1-8B on an A100: +40 % from batch 81 to 82). The
    // correction is read as the mean over a log-uniform neighbourhood of the batch (x0.78 to
    // x1.28): a ramp between measured values instead of a step, still never falling as the batch
    // rises, as each tree's is monotone in it.
    const auto logBatch = std::find(itlNames.begin(), itlNames.end(), "log_batch");
    const std::size_t batchCol = static_cast<std::size_t>(logBatch - itlNames.begin());
    const std::size_t spread = logBatch == itlNames.end() ? 1 : kBatchSmoothingPoints;
    xgb::Matrix ix;
    ix.rows = qs.size() * spread;
    ix.cols = itlCols;
    ix.values.reserve(ix.rows * itlCols);
    for (const auto& q : qs) {
        r.frames.push_back(m_features->frame(q));
        for (std::size_t k = 0; k < spread; ++k) {
            ix.values.insert(ix.values.end(), r.frames.back().itlRow.begin(), r.frames.back().itlRow.end());
            if (spread > 1)
                ix.values[ix.values.size() - itlCols + batchCol] += kBatchSmoothingLog
                    * (2.0 * double(k) / double(spread - 1) - 1.0);
        }
    }
    auto predicted = itl.predict(ix);
    if (!predicted)
        return predicted.error();
    std::vector<double> yi(qs.size(), 0.0);
    for (std::size_t i = 0; i < qs.size(); ++i)
        for (std::size_t k = 0; k < spread; ++k)
            yi[i] += (*predicted)[i * spread + k] / double(spread);

    r.itlS.resize(qs.size());
    r.latencies.resize(qs.size());
    for (std::size_t i = 0; i < qs.size(); ++i) {
        QueryFrame& f = r.frames[i];
        double itl = std::exp(yi[i]) * f.itlReferenceS;
        if (f.hasTimer) { // the correction scales plain decode steps; every definition follows from them
            f.timer.decodeFactor = std::exp(yi[i]);
            r.latencies[i] = scheduleLatencies(f.timer, f.shape, std::max(1, qs[i].workload.batch),
                                               kNeedMedian | kNeedP90 | kNeedP99);
            itl = latencyIn(*r.latencies[i], qs[i].workload.itlMetric);
        }
        // A GPU cannot beat its spec sheet: never below streaming the weights once at peak.
        r.itlS[i] = std::max(itl, f.itlFloorS);
    }
    xgb::Matrix px;
    px.rows = qs.size();
    px.cols = m_features->powerFeatureNames().size();
    px.values.reserve(qs.size() * px.cols);
    for (std::size_t i = 0; i < qs.size(); ++i) {
        const auto row = m_features->powerRow(qs[i], r.frames[i], r.itlS[i]);
        px.values.insert(px.values.end(), row.begin(), row.end());
    }
    auto yp = power.predict(px);
    if (!yp)
        return yp.error();
    r.powerPerGpuW.resize(qs.size());
    for (std::size_t i = 0; i < qs.size(); ++i)
        r.powerPerGpuW[i] = (*yp)[i] * r.frames[i].powerDenominatorW;
    return r;
}

namespace {

// The prior over an engine's releases: every figure the geometric mean of the releases', each
// interval's log half-width widened in quadrature by the releases' spread (its 10th-90th percentile
// half-width, 1.28 standard deviations, as the bands are 80 % intervals).
Prediction releasePrior(std::vector<Prediction> ps, const ResolvedStack& stack)
{
    Prediction p = ps.front();
    const double n = static_cast<double>(ps.size());
    auto combine = [&](double Prediction::*point, double Prediction::*lo, double Prediction::*hi) {
        double mean = 0, square = 0, down = 0, up = 0;
        for (const auto& x : ps) {
            const double l = std::log(std::max(1e-300, x.*point));
            mean += l / n;
            square += l * l / n;
            if (lo)
                down += std::log(std::max(1.0, x.*point / std::max(1e-300, x.*lo))) / n;
            if (hi)
                up += std::log(std::max(1.0, x.*hi / std::max(1e-300, x.*point))) / n;
        }
        const double spread = 1.2816 * std::sqrt(std::max(0.0, square - mean * mean));
        p.*point = std::exp(mean);
        if (lo)
            p.*lo = p.*point * std::exp(-std::hypot(down, spread));
        if (hi)
            p.*hi = p.*point * std::exp(std::hypot(up, spread));
    };
    combine(&Prediction::itlMs, &Prediction::itlMsLow, &Prediction::itlMsHigh);
    combine(&Prediction::powerW, &Prediction::powerWLow, &Prediction::powerWHigh);
    combine(&Prediction::ttftMs, &Prediction::ttftMsLow, &Prediction::ttftMsHigh);
    combine(&Prediction::itlP90Ms, &Prediction::itlP90MsLow, &Prediction::itlP90MsHigh);
    combine(&Prediction::itlP99Ms, &Prediction::itlP99MsLow, &Prediction::itlP99MsHigh);
    combine(&Prediction::throughputTokS, nullptr, nullptr);
    combine(&Prediction::medianItlMs, nullptr, nullptr);
    combine(&Prediction::meanTpotMs, nullptr, nullptr);
    combine(&Prediction::promptWorkMs, nullptr, nullptr);
    p.powerPerGpuW = p.powerW / std::max(1, p.numGpus);
    p.energyPerTokenJ = p.powerW / std::max(1e-12, p.throughputTokS);
    setEnergyInterval(p);
    p.engineVersion.clear();
    p.stackFamily.clear();
    // Warnings of any release (once each), without the releases' own stack notes; then the prior's.
    std::vector<Warning> warnings;
    for (const auto& x : ps)
        for (const auto& w : x.warnings)
            if (w.code != WarningCode::StackNearestMatch
                && std::none_of(warnings.begin(), warnings.end(), [&](const Warning& o) { return o.code == w.code; }))
                warnings.push_back(w);
    warnings.push_back({WarningCode::StackVersionUnknown, stack.note});
    if (p.novelty.find("stack_release") == std::string::npos)
        p.novelty = p.novelty.empty() ? "stack_release" : p.novelty + ",stack_release";
    p.warnings = std::move(warnings);
    for (const auto& x : ps) // the least evidence any release has
        if (parseSupport(x.support).value_or(Support::Measured) > parseSupport(p.support).value_or(Support::Measured))
            p.support = x.support;
    return p;
}

} // namespace

Result<std::vector<Prediction>> LearnedPredictor::predictMany(const std::vector<Query>& qs) const
{
    // Expand every query of unknown version into one per measured release; the rest pass through.
    std::vector<Query> flat;
    std::vector<std::pair<std::size_t, std::size_t>> spans; // (first, count) in flat
    std::vector<std::optional<ResolvedStack>> unknown(qs.size());
    flat.reserve(qs.size());
    for (std::size_t i = 0; i < qs.size(); ++i) {
        const std::size_t first = flat.size();
        const auto stack = resolveStack(qs[i].workload.stack);
        if (stack && stack->versionUnknown && !stack->releases.empty()) {
            unknown[i] = *stack;
            for (const auto& release : stack->releases) {
                Query q = qs[i];
                q.workload.stack = release;
                flat.push_back(q);
            }
        } else {
            flat.push_back(qs[i]);
        }
        spans.emplace_back(first, flat.size() - first);
    }
    auto predicted = predictResolved(flat);
    if (!predicted || flat.size() == qs.size())
        return predicted;
    std::vector<Prediction> out;
    out.reserve(qs.size());
    for (std::size_t i = 0; i < qs.size(); ++i) {
        const auto [first, count] = spans[i];
        if (!unknown[i]) {
            out.push_back(std::move(predicted.value()[first]));
            continue;
        }
        std::vector<Prediction> releases(predicted.value().begin() + first, predicted.value().begin() + first + count);
        out.push_back(releasePrior(std::move(releases), *unknown[i]));
    }
    return out;
}

namespace {
// One block of predictResolved's queries, appended to `out`.
Status appendPredictions(const LearnedPredictor& lp, const std::vector<Query>& qs, std::vector<Prediction>& out)
{
    const auto& evidence = lp.evidence;
    const auto& novelty = lp.novelty;
    const auto& bands = lp.bands;
    const bool hasBands = lp.hasBands;
    const auto& ranges = lp.ranges;
    auto r = lp.raw(qs);
    if (!r) {
        Error e = r.error();
        e.code = ErrorCode::Model;
        e.detail = "the " + lp.method() + " model could not predict: " + e.detail;
        return e;
    }
    // What depends only on the GPU and the stack, read once per run of queries that share them (a
    // curve's points differ in concurrency alone).
    const GpuSpec* lastGpu = nullptr;
    ServingStack lastStack;
    std::string stack;
    Support itlSupport{}, powerSupport{};
    std::string family;
    for (std::size_t i = 0; i < qs.size(); ++i) {
        const Query& q = qs[i];
        if (q.gpu != lastGpu || q.workload.stack.engine != lastStack.engine
            || q.workload.stack.version != lastStack.version) {
            stack = evidenceStackKey(q.workload, *q.gpu);
            itlSupport = evidence.classify(q.gpu->id, stack, false);
            powerSupport = evidence.classify(q.gpu->id, stack, true);
            const auto resolved = resolveStack(q.workload.stack);
            family = resolved ? resolved->family : std::string();
            lastGpu = q.gpu;
            lastStack = q.workload.stack;
        }
        RawEstimate e;
        e.powerPerGpuW = r->powerPerGpuW[i];
        e.itlS = r->itlS[i];
        e.latencies = r->latencies[i];
        const NoveltySet novel = novelty.empty() ? 0 : novelty.noveltyOf(noveltyKeys(*q.llm, *q.gpu, q.workload));
        auto ratios = [&](IntervalFigure fig, Support s, double& lo, double& hi) {
            if (hasBands) {
                const Band b = bands.forPrediction(fig, s, novel);
                lo = std::exp(b.lo);
                hi = std::exp(b.hi);
            } else {
                lo = std::exp(-kUncalibratedLogHalfWidth);
                hi = std::exp(kUncalibratedLogHalfWidth);
            }
        };
        ratios(IntervalFigure::Power, powerSupport, e.powerRatioLow, e.powerRatioHigh);
        ratios(IntervalFigure::Itl, itlSupport, e.itlRatioLow, e.itlRatioHigh);
        ratios(IntervalFigure::Ttft, itlSupport, e.ttftRatioLow, e.ttftRatioHigh);
        ratios(IntervalFigure::P90, itlSupport, e.p90RatioLow, e.p90RatioHigh);
        ratios(IntervalFigure::P99, itlSupport, e.p99RatioLow, e.p99RatioHigh);
        const QueryFrame& f = r->frames[i];
        e.computeShare = f.computeShare;
        e.hostShare = f.hostShare;
        Prediction p = assemblePrediction(lp.method(), q, e, &ranges);
        p.support = supportName(itlSupport);
        p.novelty = noveltyNames(novel);
        p.powerSupport = supportName(powerSupport);
        const auto runs = evidence.itlRunsByGpu.find(q.gpu->id);
        p.measuredRuns = runs == evidence.itlRunsByGpu.end() ? 0 : runs->second;
        const auto pruns = evidence.powerRunsByGpu.find(q.gpu->id);
        p.measuredPowerRuns = pruns == evidence.powerRunsByGpu.end() ? 0 : pruns->second;
        p.measuredGpu = p.measuredRuns > 0;
        if (!hasBands)
            p.warnings.push_back(
                {WarningCode::IntervalUncalibrated,
                 "too little training data to calibrate intervals: a factor of 2 either way is shown"});
        if (itlSupport == Support::BackendUnmeasured)
            p.warnings.push_back(
                {WarningCode::BackendUnmeasured,
                 "no GPU of the " + p.backend
                     + " backend is in the training data: its efficiency is pooled from every measured "
                       "backend, its interval what leaving a whole backend out cost"});
        else if (itlSupport == Support::Unsupported)
            p.warnings.push_back({WarningCode::StackUnmeasured,
                                  "no GPU in the training data ran " + stack + ": its efficiency is extrapolated"});
        if (!family.empty())
            p.stackFamily = family;
        if (p.outOfDistribution) {
            auto widen = [](double center, double bound) {
                return center > 0 && bound > 0 ? center * std::pow(bound / center, kOodWidening) : bound;
            };
            p.powerWLow = std::max(p.powerWLow <= p.powerW ? widen(p.powerW, p.powerWLow) : p.powerWLow,
                                   idleFloorW(*q.gpu) * p.numGpus);
            p.powerWHigh = std::min(widen(p.powerW, p.powerWHigh),
                                    effectivePowerLimitW(*q.gpu, q.workload) * p.numGpus);
            for (auto [center, lo, hi] :
                 {std::tuple{p.itlMs, &p.itlMsLow, &p.itlMsHigh}, std::tuple{p.ttftMs, &p.ttftMsLow, &p.ttftMsHigh},
                  std::tuple{p.itlP90Ms, &p.itlP90MsLow, &p.itlP90MsHigh},
                  std::tuple{p.itlP99Ms, &p.itlP99MsLow, &p.itlP99MsHigh}}) {
                *lo = widen(center, *lo);
                *hi = widen(center, *hi);
            }
            applyLatencyFloors(p, *q.llm, *q.gpu, q.workload);
            setEnergyInterval(p);
        }
        out.push_back(std::move(p));
    }
    return Ok{};
}
} // namespace

Result<std::vector<Prediction>> LearnedPredictor::predictResolved(const std::vector<Query>& qs) const
{
    std::vector<Prediction> out;
    out.reserve(qs.size());
    // In blocks: the frames, feature matrices and trees' outputs of a whole catalog's curves (tens
    // of thousands of queries) would otherwise be fresh memory, faulted in page by page.
    constexpr std::size_t kBlock = 512;
    std::vector<Query> block;
    for (std::size_t first = 0; first < qs.size(); first += kBlock) {
        const std::size_t end = std::min(qs.size(), first + kBlock);
        block.assign(qs.begin() + static_cast<std::ptrdiff_t>(first), qs.begin() + static_cast<std::ptrdiff_t>(end));
        const Status done = appendPredictions(*this, block, out);
        if (!done)
            return done.error();
    }
    return out;
}

Status saveModel(const Predictor& predictor, const std::filesystem::path& file)
{
    const auto* p = dynamic_cast<const LearnedPredictor*>(&predictor);
    if (!p)
        return makeError(ErrorCode::BadValue, file.string(), 0, "method", "only learned methods are saved to files");
    nlohmann::json j;
    j["format"] = "wattgpu-model";
    j["format_version"] = kModelFormatVersion;
    j["method"] = p->method();
    j["meta"] = p->meta;
    j["ranges"] = p->ranges.toJson();
    j["evidence"] = p->evidence.toJson();
    j["novelty"] = p->novelty.toJson();
    if (p->hasBands)
        j["intervals"] = p->bands.toJson();
    j["features"] = {{"power", p->features().powerFeatureNames()}, {"itl", p->features().itlFeatureNames()}};
    j["features_state"] = p->features().stateJson();
    j["targets"] = p->features().targetsJson();
    for (const auto& [name, b] : {std::pair<const char*, const xgb::Booster*>{"power", &p->power}, {"itl", &p->itl}}) {
        auto text = b->toJson();
        if (!text)
            return text.error();
        j["models"][name]["booster"] = nlohmann::json::parse(*text);
    }
    return writeFileAtomic(file, j.dump());
}

Result<std::shared_ptr<const Predictor>> loadModel(const std::filesystem::path& file)
{
    auto text = readFileBounded(file, 64u << 20);
    if (!text)
        return text.error();
    auto doc = parseJsonBounded(*text, file.string(), JsonLimits{64u << 20, 128});
    if (!doc)
        return doc.error();
    const auto& j = *doc;
    auto bad = [&](const std::string& field, const std::string& detail) {
        return makeError(ErrorCode::Model, file.string(), 0, field, detail);
    };
    auto withFile = [&](Error e) {
        e.file = file.string();
        return e;
    };
    auto stringField = [&](const char* key) {
        return j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : std::string();
    };
    if (!j.is_object() || stringField("format") != "wattgpu-model")
        return bad("format", "not a WattGPU model file");
    if (!j.contains("format_version") || !j["format_version"].is_number_integer()
        || j["format_version"].get<int>() != kModelFormatVersion)
        return bad("format_version", "unsupported model format version (retrain with wattgpu-cli train)");
    const std::string method = stringField("method");
    auto features = makeFeatureSet(method);
    if (!features)
        return bad("method", "unknown method '" + method.substr(0, 64) + "'");
    auto pred = std::make_shared<LearnedPredictor>(std::move(features));
    pred->meta = j.contains("meta") && j["meta"].is_object() ? j["meta"] : nlohmann::json::object();
    for (const char* key : {"model_version", "trained_on"}) // Engine reads these as strings
        if (pred->meta.contains(key) && !pred->meta[key].is_string())
            return bad(std::string("meta.") + key, "expected a string");
    if (j.contains("ranges") && j["ranges"].is_object())
        pred->ranges = TrainingRanges::fromJson(j["ranges"]);
    if (j.contains("evidence"))
        pred->evidence = EvidenceIndex::fromJson(j["evidence"]);
    if (j.contains("novelty"))
        pred->novelty = NoveltyIndex::fromJson(j["novelty"]);
    if (j.contains("intervals")) {
        auto b = IntervalBands::fromJson(j["intervals"]);
        if (!b)
            return withFile(b.error());
        pred->bands = *b;
        pred->hasBands = true;
    }
    if (!j.contains("features_state"))
        return bad("features_state", "missing");
    if (auto st = pred->features().loadState(j["features_state"]); !st)
        return withFile(st.error());
    // The feature lists this build computes; a model trained on others would predict garbage.
    const std::size_t expected[2] = {pred->features().powerFeatureNames().size(),
                                     pred->features().itlFeatureNames().size()};
    try {
        int target = 0;
        for (const char* name : {"power", "itl"}) {
            const std::string path = std::string("models.") + name;
            if (!j.contains("models") || !j["models"].is_object() || !j["models"].contains(name)
                || !j["models"][name].is_object() || !j["models"][name].contains("booster"))
                return bad(path, "missing");
            auto canonical = xgb::Booster::canonicalJson(j["models"][name].at("booster"), expected[target]);
            if (!canonical)
                return bad(path + ".booster", canonical.error().field + ": " + canonical.error().detail);
            auto booster = xgb::Booster::fromJson(*canonical);
            if (!booster) {
                Error e = withFile(booster.error());
                e.field = path + ".booster";
                return e;
            }
            const auto n = booster->numFeatures();
            if (!n || *n != expected[target])
                return bad(path + ".booster",
                           "model has " + (n ? std::to_string(*n) : std::string("?"))
                               + " features, this build computes " + std::to_string(expected[target])
                               + ": retrain the model (wattgpu-cli train)");
            (target == 0 ? pred->power : pred->itl) = std::move(booster).value();
            ++target;
        }
    } catch (const nlohmann::json::exception& e) {
        return bad("models", std::string("malformed: ") + e.what());
    }
    return std::shared_ptr<const Predictor>(pred);
}

Result<std::vector<RowEstimate>> predictRows(const Predictor& predictor, const std::vector<const TrainingRow*>& rows)
{
    std::vector<Query> qs;
    qs.reserve(rows.size());
    for (const auto* r : rows)
        qs.push_back(Query{r->llm, r->gpu, r->workload});
    const auto predicted = predictor.predictMany(qs);
    if (!predicted)
        return predicted.error();
    std::vector<RowEstimate> out(rows.size());
    const auto& ps = predicted.value();
    for (std::size_t i = 0; i < rows.size() && i < ps.size(); ++i) {
        const Prediction& p = ps[i];
        RowEstimate& e = out[i];
        e.powerPerGpuW = p.powerPerGpuW;
        e.itlS = p.itlMs / 1e3;
        e.powerPerGpuWLow = p.powerWLow / p.numGpus;
        e.powerPerGpuWHigh = p.powerWHigh / p.numGpus;
        e.itlSLow = p.itlMsLow / 1e3;
        e.itlSHigh = p.itlMsHigh / 1e3;
        e.ttftS = p.ttftMs / 1e3;
        e.ttftSLow = p.ttftMsLow / 1e3;
        e.ttftSHigh = p.ttftMsHigh / 1e3;
        e.p90S = p.itlP90Ms / 1e3;
        e.p90SLow = p.itlP90MsLow / 1e3;
        e.p90SHigh = p.itlP90MsHigh / 1e3;
        e.p99S = p.itlP99Ms / 1e3;
        e.p99SLow = p.itlP99MsLow / 1e3;
        e.p99SHigh = p.itlP99MsHigh / 1e3;
        e.support = p.support;
        e.powerSupport = p.powerSupport;
    }
    return out;
}

std::optional<IntervalBands> intervalBands(const Predictor& p)
{
    const auto* lp = dynamic_cast<const LearnedPredictor*>(&p);
    if (!lp || !lp->hasBands)
        return std::nullopt;
    return lp->bands;
}

std::shared_ptr<const HeldOutSet> calibrationResiduals(const Predictor& p)
{
    const auto* lp = dynamic_cast<const LearnedPredictor*>(&p);
    return lp ? lp->calibrationResiduals : nullptr;
}

std::optional<EvidenceIndex> trainingEvidence(const Predictor& p)
{
    const auto* lp = dynamic_cast<const LearnedPredictor*>(&p);
    if (!lp)
        return std::nullopt;
    return lp->evidence;
}

nlohmann::json modelMeta(const Predictor& p)
{
    const auto* lp = dynamic_cast<const LearnedPredictor*>(&p);
    return lp ? lp->meta : nlohmann::json::object();
}

} // namespace wattgpu
