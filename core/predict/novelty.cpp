#include "core/predict/novelty.h"

#include "core/catalog/backend.h"
#include "core/catalog/catalog.h"
#include "core/features/physics.h"

#include <algorithm>

namespace wattgpu {

int noveltyIndex(Novelty k)
{
    for (int i = 0; i < kNoveltyKinds; ++i)
        if (kAllNovelties[i] == k)
            return i;
    return 0;
}

const char* noveltyName(Novelty k)
{
    switch (k) {
    case Novelty::Gpu: return "gpu";
    case Novelty::Generation: return "generation";
    case Novelty::Backend: return "backend";
    case Novelty::Family: return "stack_family";
    case Novelty::Release: return "stack_release";
    case Novelty::TpDegree: return "tp_degree";
    case Novelty::Precision: return "precision_path";
    case Novelty::Llm: return "llm";
    }
    return "gpu";
}

std::string noveltyNames(NoveltySet s)
{
    std::string out;
    for (Novelty k : kAllNovelties)
        if (has(s, k))
            out += (out.empty() ? "" : ",") + std::string(noveltyName(k));
    return out;
}

NoveltyKeys noveltyKeys(const LlmSpec& llm, const GpuSpec& gpu, const Workload& asked)
{
    const ReplicaLayout layout = replicaLayout(llm, gpu, asked);
    const Workload& w = asked;
    NoveltyKeys k;
    k.gpu = gpu.id;
    k.generation = toLower(gpu.architecture);
    k.backend = backendOf(gpu);
    const auto stack = resolveStack(w.stack);
    k.family = stack ? stack->family : std::string("unknown");
    k.release = stack ? stack->family + "/" + stack->version : std::string("unknown");
    k.versionKnown = stack && !stack->versionUnknown && !stack->nearestMatch;
    k.llm = llm.hfId;
    const int devices = gpuRates(gpu, w.precision).devices;
    k.ranks = std::max(1, w.numGpus) * devices;
    k.layout = "r" + std::to_string(layout.tp * devices) + (layout.pp > 1 ? "/pp" + std::to_string(layout.pp) : "")
        + (layout.dp > 1 ? "/dp" + std::to_string(layout.dp) : "");
    if (w.precision == Precision::FP8 || w.precision == Precision::MXFP4)
        k.precision = precisionName(w.precision);
    return k;
}

void NoveltyIndex::add(const NoveltyKeys& k)
{
    gpus.insert(k.gpu);
    generations.insert(k.generation);
    backends.insert(k.backend);
    families.insert(k.family);
    releases.insert(k.release);
    llms.insert(k.llm);
    layoutsByFamily[k.family].insert(k.layout);
    if (!k.precision.empty())
        precisionPaths.insert(k.family + "/" + k.precision);
}

NoveltySet NoveltyIndex::noveltyOf(const NoveltyKeys& k) const
{
    NoveltySet s = 0;
    auto mark = [&s](bool novel, Novelty kind) {
        if (novel)
            s |= static_cast<unsigned>(kind);
    };
    mark(!gpus.count(k.gpu), Novelty::Gpu);
    mark(!generations.count(k.generation), Novelty::Generation);
    mark(!backends.count(k.backend), Novelty::Backend);
    mark(!families.count(k.family), Novelty::Family);
    mark(!k.versionKnown || !releases.count(k.release), Novelty::Release);
    const auto layouts = layoutsByFamily.find(k.family);
    mark(layouts == layoutsByFamily.end() || !layouts->second.count(k.layout), Novelty::TpDegree);
    mark(!k.precision.empty() && !precisionPaths.count(k.family + "/" + k.precision), Novelty::Precision);
    mark(!llms.count(k.llm), Novelty::Llm);
    return s;
}

nlohmann::json NoveltyIndex::toJson() const
{
    auto list = [](const std::set<std::string>& s) { return std::vector<std::string>(s.begin(), s.end()); };
    nlohmann::json layouts = nlohmann::json::object();
    for (const auto& [family, l] : layoutsByFamily)
        layouts[family] = std::vector<std::string>(l.begin(), l.end());
    return {{"gpus", list(gpus)},
            {"generations", list(generations)},
            {"backends", list(backends)},
            {"families", list(families)},
            {"releases", list(releases)},
            {"llms", list(llms)},
            {"precision_paths", list(precisionPaths)},
            {"layouts_by_family", layouts}};
}

NoveltyIndex NoveltyIndex::fromJson(const nlohmann::json& j)
{
    NoveltyIndex n;
    if (!j.is_object())
        return n;
    auto strings = [&](const char* key, std::set<std::string>& out) {
        if (!j.contains(key) || !j.at(key).is_array())
            return;
        for (const auto& v : j.at(key))
            if (v.is_string() && v.get<std::string>().size() <= 256 && out.size() < 100000)
                out.insert(v.get<std::string>());
    };
    strings("gpus", n.gpus);
    strings("generations", n.generations);
    strings("backends", n.backends);
    strings("families", n.families);
    strings("releases", n.releases);
    strings("llms", n.llms);
    strings("precision_paths", n.precisionPaths);
    if (j.contains("layouts_by_family") && j.at("layouts_by_family").is_object())
        for (const auto& [family, v] : j.at("layouts_by_family").items())
            if (v.is_array() && family.size() <= 128)
                for (const auto& l : v)
                    if (l.is_string() && l.get<std::string>().size() <= 64 && n.layoutsByFamily[family].size() < 4096)
                        n.layoutsByFamily[family].insert(l.get<std::string>());
    return n;
}

namespace {

std::size_t fnv(const std::string& s)
{
    std::size_t h = 1469598103934665603ull;
    for (unsigned char c : s)
        h = (h ^ c) * 1099511628211ull;
    return h;
}

} // namespace

std::vector<NoveltyFold> noveltyFolds(const std::vector<const TrainingRow*>& rows, int llmFolds,
                                      const std::function<bool(const std::vector<const TrainingRow*>&)>& usable)
{
    std::vector<NoveltyKeys> keys;
    keys.reserve(rows.size());
    for (const auto* r : rows)
        keys.push_back(noveltyKeys(*r->llm, *r->gpu, r->workload));
    // Candidate folds: a name, the kind, and which rows it holds out.
    struct Candidate {
        std::string name;
        Novelty kind;
        std::function<bool(std::size_t)> out;
    };
    std::vector<Candidate> candidates;
    auto groupsOf = [&](Novelty kind, const char* prefix, std::string NoveltyKeys::*field) {
        std::set<std::string> values;
        for (const auto& k : keys)
            values.insert(k.*field);
        if (values.size() < 2)
            return;
        for (const auto& v : values)
            candidates.push_back({std::string(prefix) + ":" + v, kind,
                                  [&keys, field, v](std::size_t i) { return keys[i].*field == v; }});
    };
    groupsOf(Novelty::Gpu, "gpu", &NoveltyKeys::gpu);
    groupsOf(Novelty::Generation, "generation", &NoveltyKeys::generation);
    groupsOf(Novelty::Backend, "backend", &NoveltyKeys::backend);
    groupsOf(Novelty::Family, "stack_family", &NoveltyKeys::family);
    groupsOf(Novelty::Release, "stack_release", &NoveltyKeys::release);
    // Tensor parallelism: trained on replicas of at most two ranks, tested on the larger ones.
    candidates.push_back(
        {"tp_degree:above_2", Novelty::TpDegree, [&keys](std::size_t i) { return keys[i].ranks > 2; }});
    candidates.push_back({"precision_path:fp8_mxfp4", Novelty::Precision,
                          [&keys](std::size_t i) { return !keys[i].precision.empty(); }});
    for (int f = 0; f < llmFolds; ++f)
        candidates.push_back({"llm:fold" + std::to_string(f), Novelty::Llm, [&keys, f, llmFolds](std::size_t i) {
                                  return static_cast<int>(fnv(keys[i].llm) % llmFolds) == f;
                              }});

    std::vector<NoveltyFold> folds;
    std::map<std::vector<const TrainingRow*>, std::size_t> byTest;
    for (const auto& c : candidates) {
        NoveltyFold f;
        for (std::size_t i = 0; i < rows.size(); ++i)
            (c.out(i) ? f.test : f.train).push_back(rows[i]);
        if (f.test.empty() || f.train.empty())
            continue;
        if (const auto it = byTest.find(f.test); it != byTest.end()) {
            folds[it->second].kinds |= static_cast<unsigned>(c.kind);
            continue;
        }
        if (!usable(f.train))
            continue;
        f.name = c.name;
        f.kinds = static_cast<unsigned>(c.kind);
        byTest.emplace(f.test, folds.size());
        folds.push_back(std::move(f));
    }
    return folds;
}

} // namespace wattgpu
