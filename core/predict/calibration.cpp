#include "core/predict/calibration.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace wattgpu {

const char* supportName(Support s)
{
    switch (s) {
    case Support::Measured: return "measured";
    case Support::Supported: return "stack_on_2plus_gpus";
    case Support::Thin: return "stack_on_1_gpu";
    case Support::Unsupported: return "stack_unmeasured";
    case Support::BackendUnmeasured: return "backend_unmeasured";
    }
    return "stack_unmeasured";
}

std::optional<Support> parseSupport(std::string_view name)
{
    for (Support s :
         {Support::Measured, Support::Supported, Support::Thin, Support::Unsupported, Support::BackendUnmeasured})
        if (name == supportName(s))
            return s;
    return std::nullopt;
}

std::string evidenceStackKey(const Workload& w, const GpuSpec& gpu)
{
    const auto r = resolveStack(w.stack);
    return stackKey(r ? r->family : std::string("unknown"), backendOf(gpu));
}

void EvidenceIndex::add(const TrainingRow& r)
{
    const std::string key = evidenceStackKey(r.workload, *r.gpu);
    itlGpusByStack[key].insert(r.gpu->id);
    ++itlRunsByGpu[r.gpu->id];
    if (r.m.powerPerGpuW) {
        powerGpusByStack[key].insert(r.gpu->id);
        ++powerRunsByGpu[r.gpu->id];
    }
}

bool EvidenceIndex::backendMeasured(const std::string& backend) const
{
    const std::string suffix = "/" + backend;
    for (const auto& [key, gpus] : itlGpusByStack)
        if (key.size() >= suffix.size() && key.compare(key.size() - suffix.size(), suffix.size(), suffix) == 0)
            return true;
    return false;
}

Support EvidenceIndex::classify(const std::string& gpuId, const std::string& stack, bool power) const
{
    const auto& by = power ? powerGpusByStack : itlGpusByStack;
    const auto it = by.find(stack);
    if (it == by.end()) {
        const auto slash = stack.rfind('/');
        if (slash != std::string::npos && !itlGpusByStack.empty() && !backendMeasured(stack.substr(slash + 1)))
            return Support::BackendUnmeasured;
        return Support::Unsupported;
    }
    if (it->second.count(gpuId))
        return Support::Measured;
    return it->second.size() >= 2 ? Support::Supported : Support::Thin;
}

nlohmann::json EvidenceIndex::toJson() const
{
    auto sets = [](const std::map<std::string, std::set<std::string>>& m) {
        nlohmann::json o = nlohmann::json::object();
        for (const auto& [k, v] : m)
            o[k] = std::vector<std::string>(v.begin(), v.end());
        return o;
    };
    return {{"itl_gpus_by_stack", sets(itlGpusByStack)},
            {"power_gpus_by_stack", sets(powerGpusByStack)},
            {"itl_runs_by_gpu", itlRunsByGpu},
            {"power_runs_by_gpu", powerRunsByGpu}};
}

EvidenceIndex EvidenceIndex::fromJson(const nlohmann::json& j)
{
    EvidenceIndex e;
    if (!j.is_object())
        return e;
    auto sets = [&](const char* key, std::map<std::string, std::set<std::string>>& out) {
        if (!j.contains(key) || !j.at(key).is_object())
            return;
        for (const auto& [k, v] : j.at(key).items()) {
            if (!v.is_array() || k.size() > 128)
                continue;
            for (const auto& g : v)
                if (g.is_string() && g.get<std::string>().size() <= 128)
                    out[k].insert(g.get<std::string>());
        }
    };
    auto counts = [&](const char* key, std::map<std::string, int>& out) {
        if (!j.contains(key) || !j.at(key).is_object())
            return;
        for (const auto& [k, v] : j.at(key).items())
            if (v.is_number_integer() && v.get<long long>() >= 0 && v.get<long long>() < (1 << 30) && k.size() <= 128)
                out[k] = static_cast<int>(v.get<long long>());
    };
    sets("itl_gpus_by_stack", e.itlGpusByStack);
    sets("power_gpus_by_stack", e.powerGpusByStack);
    counts("itl_runs_by_gpu", e.itlRunsByGpu);
    counts("power_runs_by_gpu", e.powerRunsByGpu);
    return e;
}

namespace {

// Weighted quantile: every group's residuals (a GPU's, or a held-out fold's) together weigh one.
double groupWeightedQuantile(const std::vector<const HeldOut*>& xs, double q, std::string HeldOut::*group)
{
    std::map<std::string, int> perGroup;
    for (const auto* x : xs)
        ++perGroup[x->*group];
    std::vector<std::pair<double, double>> v; // value, weight
    v.reserve(xs.size());
    for (const auto* x : xs)
        v.emplace_back(x->logRatio, 1.0 / perGroup[x->*group]);
    std::sort(v.begin(), v.end());
    double total = 0;
    for (const auto& p : v)
        total += p.second;
    double acc = 0;
    for (std::size_t i = 0; i < v.size(); ++i) {
        const double next = acc + v[i].second;
        // Midpoint rule: the i-th value sits at the middle of its weight.
        if ((acc + next) / 2 >= q * total) {
            if (i == 0)
                return v[0].first;
            const double prevMid = (acc - v[i - 1].second / 2) / total, mid = (acc + next) / 2 / total;
            const double f = mid > prevMid ? (q - prevMid) / (mid - prevMid) : 1.0;
            return v[i - 1].first + std::clamp(f, 0.0, 1.0) * (v[i].first - v[i - 1].first);
        }
        acc = next;
    }
    return v.back().first;
}

BandSet bandsFor(const std::vector<HeldOut>& xs, int minRows)
{
    BandSet out{};
    for (int c = 0; c < kSupportClasses; ++c) {
        std::vector<const HeldOut*> sel;
        std::set<std::string> gpus;
        for (const auto& x : xs)
            if (static_cast<int>(x.support) == c && std::isfinite(x.logRatio)) {
                sel.push_back(&x);
                gpus.insert(x.gpu);
            }
        Band& b = out[c];
        b.rows = static_cast<int>(sel.size());
        b.gpus = static_cast<int>(gpus.size());
        if (b.rows >= minRows && (b.gpus >= 2 || c == 0 || c == kSupportClasses - 1)) {
            b.lo = std::min(0.0, groupWeightedQuantile(sel, 0.10, &HeldOut::gpu));
            b.hi = std::max(0.0, groupWeightedQuantile(sel, 0.90, &HeldOut::gpu));
        } else {
            b.borrowed = true;
        }
    }
    // A backend nobody measured may lean either way: its band is symmetric, as wide as the larger
    // side of what leaving a whole backend out cost.
    constexpr int kBackend = static_cast<int>(Support::BackendUnmeasured);
    if (!out[kBackend].borrowed) {
        const double half = std::max(-out[kBackend].lo, out[kBackend].hi);
        out[kBackend].lo = -half;
        out[kBackend].hi = half;
    }
    // Borrow from the next wider class (Measured <- Supported <- Thin <- Unsupported), then make every
    // wider class at least as wide as the narrower one.
    for (int c = kBackend - 1; c >= 0; --c)
        if (out[c].borrowed) {
            int d = c + 1;
            while (d < kBackend && out[d].borrowed)
                ++d;
            if (d < kBackend) {
                out[c].lo = out[d].lo;
                out[c].hi = out[d].hi;
            }
        }
    // A band measured on few GPUs is itself uncertain (one GPU's bias sets it): shrink it toward the
    // next narrower class with the weight of kPriorGpus GPUs.
    constexpr double kPriorGpus = 2.0;
    for (int c = 2; c < kBackend; ++c)
        if (!out[c].borrowed && out[c].gpus > 0) {
            const double g = out[c].gpus;
            out[c].lo = (g * out[c].lo + kPriorGpus * out[c - 1].lo) / (g + kPriorGpus);
            out[c].hi = (g * out[c].hi + kPriorGpus * out[c - 1].hi) / (g + kPriorGpus);
        }
    // No residuals of their own for an extrapolated stack: twice the next narrower band.
    if (out[3].borrowed) {
        out[3].lo = 2 * out[2].lo;
        out[3].hi = 2 * out[2].hi;
    }
    if (out[kBackend].borrowed) {
        const double half = 2 * std::max(-out[3].lo, out[3].hi);
        out[kBackend].lo = -half;
        out[kBackend].hi = half;
    }
    for (int c = 1; c < kSupportClasses; ++c) {
        out[c].lo = std::min(out[c].lo, out[c - 1].lo);
        out[c].hi = std::max(out[c].hi, out[c - 1].hi);
    }
    return out;
}

// The residuals the support classes are calibrated on: those of the GPU, LLM and backend splits
// (and of callers that do not tag their splits).
bool supportResidual(const HeldOut& x)
{
    constexpr unsigned kSupportSplits = static_cast<unsigned>(Novelty::Gpu) | static_cast<unsigned>(Novelty::Llm)
        | static_cast<unsigned>(Novelty::Backend);
    return x.kinds == 0 || (x.kinds & kSupportSplits) != 0;
}

std::vector<HeldOut> supportResiduals(const std::vector<HeldOut>& xs)
{
    std::vector<HeldOut> out;
    out.reserve(xs.size());
    for (const auto& x : xs)
        if (supportResidual(x))
            out.push_back(x);
    return out;
}

// A kind's band: every fold of its split weighing the same; symmetric for a new backend (nobody
// knows which way it leans); absent (rows 0) below `minRows` residuals.
Band kindBand(const std::vector<HeldOut>& xs, Novelty kind, int minRows)
{
    std::vector<const HeldOut*> sel;
    std::set<std::string> folds, gpus;
    for (const auto& x : xs)
        if (has(x.kinds, kind) && std::isfinite(x.logRatio)) {
            sel.push_back(&x);
            folds.insert(x.fold);
            gpus.insert(x.gpu);
        }
    Band b;
    if (static_cast<int>(sel.size()) < minRows)
        return b;
    b.rows = static_cast<int>(sel.size());
    b.gpus = static_cast<int>(gpus.size());
    b.lo = std::min(0.0, groupWeightedQuantile(sel, 0.10, &HeldOut::fold));
    b.hi = std::max(0.0, groupWeightedQuantile(sel, 0.90, &HeldOut::fold));
    if (kind == Novelty::Backend) {
        const double half = std::max(-b.lo, b.hi);
        b.lo = -half;
        b.hi = half;
    }
    return b;
}

nlohmann::json bandJson(const Band& b)
{
    return {{"log_q10", b.lo}, {"log_q90", b.hi}, {"rows", b.rows}, {"gpus", b.gpus}, {"borrowed", b.borrowed}};
}

const char* figureKey(IntervalFigure f)
{
    switch (f) {
    case IntervalFigure::Itl: return "itl";
    case IntervalFigure::Power: return "power";
    case IntervalFigure::Ttft: return "ttft";
    case IntervalFigure::P90: return "p90_itl";
    case IntervalFigure::P99: return "p99_itl";
    }
    return "itl";
}

nlohmann::json bandsJson(const BandSet& bands)
{
    nlohmann::json o = nlohmann::json::object();
    for (int c = 0; c < kSupportClasses; ++c)
        o[supportName(static_cast<Support>(c))] = {{"log_q10", bands[c].lo},
                                                   {"log_q90", bands[c].hi},
                                                   {"rows", bands[c].rows},
                                                   {"gpus", bands[c].gpus},
                                                   {"borrowed", bands[c].borrowed}};
    return o;
}

Result<BandSet> bandsFrom(const nlohmann::json& j, const std::string& field)
{
    BandSet out{};
    if (!j.is_object())
        return makeError(ErrorCode::Model, {}, 0, field, "expected an object");
    for (int c = 0; c < kSupportClasses; ++c) {
        const std::string name = supportName(static_cast<Support>(c));
        if (!j.contains(name) || !j.at(name).is_object())
            return makeError(ErrorCode::Model, {}, 0, field + "." + name, "missing");
        const auto& b = j.at(name);
        for (const auto& [key, lo, hi, dst] :
             {std::tuple{"log_q10", -10.0, 0.0, &out[c].lo}, std::tuple{"log_q90", 0.0, 10.0, &out[c].hi}}) {
            if (!b.contains(key) || !b.at(key).is_number())
                return makeError(ErrorCode::Model, {}, 0, field + "." + name + "." + key, "missing or not a number");
            *dst = b.at(key).get<double>();
            if (!std::isfinite(*dst) || *dst < lo || *dst > hi)
                return makeError(ErrorCode::Model, {}, 0, field + "." + name + "." + key,
                                 "outside [" + std::to_string(lo) + ", " + std::to_string(hi) + "]");
        }
        if (b.contains("rows") && b.at("rows").is_number_integer())
            out[c].rows = static_cast<int>(std::clamp<long long>(b.at("rows").get<long long>(), 0, 1 << 30));
        if (b.contains("gpus") && b.at("gpus").is_number_integer())
            out[c].gpus = static_cast<int>(std::clamp<long long>(b.at("gpus").get<long long>(), 0, 1 << 20));
        out[c].borrowed = b.contains("borrowed") && b.at("borrowed").is_boolean() && b.at("borrowed").get<bool>();
    }
    return out;
}

} // namespace

const BandSet& IntervalBands::set(IntervalFigure f) const
{
    switch (f) {
    case IntervalFigure::Itl: return itl;
    case IntervalFigure::Power: return power;
    case IntervalFigure::Ttft: return ttft;
    case IntervalFigure::P90: return p90;
    case IntervalFigure::P99: return p99;
    }
    return itl;
}

BandSet& IntervalBands::set(IntervalFigure f)
{
    return const_cast<BandSet&>(static_cast<const IntervalBands*>(this)->set(f));
}

std::vector<HeldOut>& HeldOutSet::of(IntervalFigure f)
{
    switch (f) {
    case IntervalFigure::Itl: return itl;
    case IntervalFigure::Power: return power;
    case IntervalFigure::Ttft: return ttft;
    case IntervalFigure::P90: return p90;
    case IntervalFigure::P99: return p99;
    }
    return itl;
}

const std::vector<HeldOut>& HeldOutSet::of(IntervalFigure f) const { return const_cast<HeldOutSet*>(this)->of(f); }

void HeldOutSet::append(const HeldOutSet& o)
{
    for (IntervalFigure f :
         {IntervalFigure::Itl, IntervalFigure::Power, IntervalFigure::Ttft, IntervalFigure::P90, IntervalFigure::P99})
        of(f).insert(of(f).end(), o.of(f).begin(), o.of(f).end());
}

IntervalBands calibrateBands(const HeldOutSet& h, int minRows)
{
    IntervalBands b;
    const auto itl = supportResiduals(h.itl);
    b.itl = bandsFor(itl, minRows);
    b.power = bandsFor(supportResiduals(h.power), minRows);
    for (IntervalFigure f : {IntervalFigure::Ttft, IntervalFigure::P90, IntervalFigure::P99}) {
        BandSet& q = b.set(f);
        const auto own = supportResiduals(h.of(f));
        q = bandsFor(own, minRows);
        if (own.empty()) // nothing measured: the ITL band stands in
            q = b.itl;
        // The class's extra step uncertainty carries into every figure built on the step.
        for (int c = 1; c < kSupportClasses; ++c) {
            q[c].lo = std::min(q[c].lo, q[0].lo + (b.itl[c].lo - b.itl[0].lo));
            q[c].hi = std::max(q[c].hi, q[0].hi + (b.itl[c].hi - b.itl[0].hi));
        }
    }
    for (Novelty k : kAllNovelties) {
        auto& kb = b.kinds[noveltyIndex(k)];
        for (IntervalFigure f : kAllIntervalFigures)
            kb[static_cast<int>(f)] = kindBand(h.of(f), k, minRows);
        // TTFT and the tails without residuals of their own in this split: the ITL band widened by
        // the extra width these figures have over ITL where both are measured (the measured class).
        const Band& step = kb[static_cast<int>(IntervalFigure::Itl)];
        for (IntervalFigure f : {IntervalFigure::Ttft, IntervalFigure::P90, IntervalFigure::P99}) {
            Band& q = kb[static_cast<int>(f)];
            if (q.rows > 0 || step.rows == 0)
                continue;
            q = step;
            q.borrowed = true;
            q.lo = std::min(step.lo, step.lo + (b.get(f, Support::Measured).lo - b.itl[0].lo));
            q.hi = std::max(step.hi, step.hi + (b.get(f, Support::Measured).hi - b.itl[0].hi));
        }
    }
    return b;
}

IntervalBands calibrateBandsWithout(const HeldOutSet& h, const std::set<const void*>& exclude, int minRows)
{
    HeldOutSet kept;
    for (IntervalFigure f : kAllIntervalFigures)
        for (const auto& x : h.of(f))
            if (!exclude.count(x.row))
                kept.of(f).push_back(x);
    return calibrateBands(kept, minRows);
}

Band IntervalBands::forPrediction(IntervalFigure f, Support s, NoveltySet novel) const
{
    Band out = get(f, s);
    for (Novelty k : kAllNovelties) {
        if (!has(novel, k) || k == Novelty::Llm || k == Novelty::Gpu)
            continue; // an unseen LLM or GPU is what the support classes are calibrated for
        const Band* kb = &kind(f, k);
        if (kb->rows == 0) // no split of this kind in the training data: the widest support band
            kb = &get(f, Support::BackendUnmeasured);
        out.lo = std::min(out.lo, kb->lo);
        out.hi = std::max(out.hi, kb->hi);
    }
    return out;
}

nlohmann::json IntervalBands::toJson() const
{
    nlohmann::json novelty = nlohmann::json::object();
    for (Novelty k : kAllNovelties) {
        nlohmann::json o = nlohmann::json::object();
        for (IntervalFigure f : kAllIntervalFigures)
            if (kind(f, k).rows > 0)
                o[figureKey(f)] = bandJson(kind(f, k));
        novelty[noveltyName(k)] = o;
    }
    return {{"itl", bandsJson(itl)},     {"power", bandsJson(power)}, {"ttft", bandsJson(ttft)},
            {"p90_itl", bandsJson(p90)}, {"p99_itl", bandsJson(p99)}, {"novelty", novelty}};
}

Result<IntervalBands> IntervalBands::fromJson(const nlohmann::json& j)
{
    if (!j.is_object() || !j.contains("itl") || !j.contains("power"))
        return makeError(ErrorCode::Model, {}, 0, "intervals", "expected itl and power bands");
    IntervalBands b;
    for (const auto& [key, f] : {std::pair{"itl", IntervalFigure::Itl},
                                 {"power", IntervalFigure::Power},
                                 {"ttft", IntervalFigure::Ttft},
                                 {"p90_itl", IntervalFigure::P90},
                                 {"p99_itl", IntervalFigure::P99}}) {
        if (!j.contains(key)) { // older files: the ITL band stands in
            b.set(f) = b.itl;
            continue;
        }
        auto bs = bandsFrom(j.at(key), std::string("intervals.") + key);
        if (!bs)
            return bs.error();
        b.set(f) = *bs;
    }
    if (j.contains("novelty") && j.at("novelty").is_object())
        for (Novelty k : kAllNovelties) {
            if (!j.at("novelty").contains(noveltyName(k)) || !j.at("novelty").at(noveltyName(k)).is_object())
                continue;
            const auto& o = j.at("novelty").at(noveltyName(k));
            for (IntervalFigure f : kAllIntervalFigures) {
                if (!o.contains(figureKey(f)))
                    continue;
                const std::string field = std::string("intervals.novelty.") + noveltyName(k) + "." + figureKey(f);
                // One band read with the support classes' reader, as the class of that name.
                auto one = bandsFrom(nlohmann::json{{supportName(Support::Measured), o.at(figureKey(f))},
                                                    {supportName(Support::Supported), o.at(figureKey(f))},
                                                    {supportName(Support::Thin), o.at(figureKey(f))},
                                                    {supportName(Support::Unsupported), o.at(figureKey(f))},
                                                    {supportName(Support::BackendUnmeasured), o.at(figureKey(f))}},
                                     field);
                if (!one)
                    return one.error();
                b.kinds[noveltyIndex(k)][static_cast<int>(f)] = (*one)[0];
                b.kinds[noveltyIndex(k)][static_cast<int>(f)].rows = std::max(1, (*one)[0].rows);
            }
        }
    return b;
}

} // namespace wattgpu
