// Flags -> core types: models (catalog or config.json), GPU lists, workloads, methods; with
// close-match suggestions for ids the catalogs do not know.
#include "app/cli/cli.h"

#include "app/lib/net/hub_client.h"
#include "core/catalog/catalog.h"
#include "core/catalog/gpu_map.h"
#include "core/catalog/hf_config.h"
#include "core/plan/disaggregated.h"
#include "core/plan/server.h"
#include "core/util/fileio.h"
#include "core/util/text.h"

#include <QCoreApplication>
#include <QEventLoop>

#include <algorithm>
#include <cctype>
#include <iostream>
#include <memory>
#include <set>

namespace wattgpu::cli {

namespace {

std::vector<std::string> tokens(const std::string& s)
{
    // Letters and digits split too, so "Llama3-8B" and "rtx4090" meet "Llama-3-8B" and "rtx-4090".
    std::vector<std::string> out;
    std::string cur;
    auto isDigitish = [](char c) { return std::isdigit(static_cast<unsigned char>(c)) || c == '.'; };
    for (char c : toLower(s)) {
        if (std::isalnum(static_cast<unsigned char>(c)) || c == '.') {
            if (!cur.empty() && isDigitish(cur.back()) != isDigitish(c)) {
                out.push_back(cur);
                cur.clear();
            }
            cur += c;
        } else if (!cur.empty()) {
            out.push_back(cur);
            cur.clear();
        }
    }
    if (!cur.empty())
        out.push_back(cur);
    return out;
}

std::size_t editDistance(const std::string& a, const std::string& b)
{
    std::vector<std::size_t> prev(b.size() + 1), cur(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        prev[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        cur[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j)
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
        std::swap(prev, cur);
    }
    return prev[b.size()];
}

std::string afterSlash(const std::string& s)
{
    const auto slash = s.rfind('/');
    return slash == std::string::npos ? s : s.substr(slash + 1);
}

struct Candidate {
    std::string id;
    std::string haystack; // lowercase id + aliases + names
};

// Ranks candidates by how much of the query they contain (token characters matched), then by
// edit distance of the short names; keeps only plausible ones.
std::vector<std::string> rank(const std::vector<Candidate>& cands, const std::string& query, std::size_t n)
{
    const auto qTokens = tokens(query);
    const std::string qShort = toLower(afterSlash(query));
    struct Scored {
        std::size_t score;
        std::size_t dist;
        const Candidate* c;
    };
    std::vector<Scored> scored;
    for (const auto& c : cands) {
        // Whole tokens count fully, prefixes ("h100" of "h100-sxm5") half: "9b" must not match "49b".
        const auto cTokens = tokens(c.haystack);
        std::size_t score = 0;
        for (const auto& t : qTokens) {
            std::size_t best = 0;
            for (const auto& ct : cTokens) {
                if (ct == t)
                    best = std::max(best, 2 * t.size());
                else if (t.size() >= 3 && ct.rfind(t, 0) == 0)
                    best = std::max(best, t.size());
            }
            score += best;
        }
        const std::size_t dist = editDistance(qShort, toLower(afterSlash(c.id)));
        const bool close = dist <= std::max<std::size_t>(2, qShort.size() / 3);
        if (score == 0 && !close)
            continue;
        scored.push_back({close ? score + 2 * qShort.size() : score, dist, &c});
    }
    std::stable_sort(scored.begin(), scored.end(), [](const Scored& a, const Scored& b) {
        return a.score != b.score ? a.score > b.score : a.dist < b.dist;
    });
    std::vector<std::string> out;
    for (const auto& s : scored) {
        if (out.size() >= n)
            break;
        out.push_back(s.c->id);
    }
    return out;
}

} // namespace

std::string didYouMean(const std::vector<std::string>& s)
{
    if (s.empty())
        return "";
    std::string out = "; did you mean ";
    for (std::size_t i = 0; i < s.size(); ++i)
        out += (i ? (i + 1 == s.size() ? " or " : ", ") : "") + s[i];
    return out + "?";
}

std::vector<std::string> suggestModels(const LlmCatalog& llms, const std::string& query, std::size_t n)
{
    std::vector<Candidate> cands;
    for (const auto& m : llms.llms()) {
        std::string hay = toLower(m.hfId);
        for (const auto& a : m.aliases)
            hay += " " + toLower(a);
        cands.push_back({m.hfId, hay});
    }
    return rank(cands, query, n);
}

std::vector<std::string> suggestGpus(const GpuCatalog& gpus, const std::string& query, std::size_t n)
{
    std::vector<Candidate> cands;
    for (const auto& g : gpus.gpus())
        cands.push_back({g.id, toLower(g.id + " " + g.name)});
    return rank(cands, query, n);
}

namespace {

// Fetches config.json (+ the Hub's parameter count) synchronously. HF_ENDPOINT and HF_TOKEN are
// read by the client; responses are cached (ETag) in the user cache dir, so a second run works
// offline. Progress and the source go to stderr; failures are runtime errors with the client's
// message (401/403 say how to get access, 404, 429 with Retry-After, timeouts, oversize bodies).
ResolvedModel fetchFromHub(const std::string& id, const std::string& flag, const LlmCatalog& llms)
{
    std::unique_ptr<QCoreApplication> app;
    if (!QCoreApplication::instance()) {
        static int argc = 1;
        static char name[] = "wattgpu-cli";
        static char* argv[] = {name, nullptr};
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setOrganizationName(QStringLiteral("wattgpu"));
    QCoreApplication::setApplicationName(QStringLiteral("wattgpu-cli"));
    net::HubClient client;
    std::cerr << "wattgpu-cli: " << id << " is not in the catalog; fetching its config.json from "
              << printable(client.endpointText().toStdString()) << "\n";
    net::HubModelFetch* fetch = client.fetchModel(QString::fromStdString(id), &llms);
    QEventLoop loop;
    QObject::connect(fetch, &net::HubModelFetch::finished, &loop, &QEventLoop::quit);
    if (!fetch->isFinished())
        loop.exec();
    const net::HubModelResult& r = fetch->result();
    if (!r.spec)
        runtimeError(flag + ": "
                     + (r.message.isEmpty() ? std::string("cannot fetch '" + id + "' from the Hugging Face Hub")
                                            : r.message.toStdString()));
    if (!r.message.isEmpty())
        std::cerr << "wattgpu-cli: " << printable(r.message.toStdString(), 1024) << "\n";
    LlmSpec spec = *r.spec;
    if (spec.hfId.empty())
        spec.hfId = id;
    return {std::move(spec), "huggingface"};
}

} // namespace

ResolvedModel resolveModel(Context& ctx, const std::string& arg, const std::string& flag)
{
    namespace fs = std::filesystem;
    const LlmCatalog& llms = ctx.engine().llms();
    std::error_code ec;
    const bool isFile = fs::is_regular_file(arg, ec);
    const bool isDir = !isFile && fs::is_directory(arg, ec);
    const bool looksLikeJson = arg.size() > 5 && toLower(arg.substr(arg.size() - 5)) == ".json";
    // A FIFO, device or socket named as the model is a file problem, not an unknown id.
    const bool special = !isFile && !isDir && fileKind(arg) != "missing";
    if (!isFile && !isDir && !looksLikeJson && !special) {
        if (const LlmSpec* m = llms.find(arg))
            return {*m, "catalog"};
        // An "org/name" id absent from the catalog: ask the Hugging Face Hub for its config.json.
        if (arg.find('/') != std::string::npos && net::HubClient::isValidModelId(QString::fromStdString(arg)))
            return fetchFromHub(arg, flag, llms);
        usageError(flag + ": unknown model '" + printable(arg) + "'" + didYouMean(suggestModels(llms, arg))
                   + " (list them: wattgpu-cli catalog llms --search TEXT)");
    }
    fs::path file = arg;
    if (isDir)
        file /= "config.json";
    if (!fs::is_regular_file(file, ec))
        runtimeError(flag + ": " + printable(file.string(), 1024) + ": " + regularFileProblem(file));
    auto spec = loadHfConfig(file);
    if (!spec)
        runtimeError(flag + ": " + spec.error().message());
    LlmSpec m = std::move(spec.value());
    if (m.hfId.empty())
        m.hfId = isDir ? fs::path(arg).filename().string() : file.parent_path().filename().string();
    if (m.hfId.empty())
        m.hfId = file.stem().string();
    return {std::move(m), file.string()};
}

std::vector<std::string> resolveGpuList(Context& ctx, const std::vector<std::string>& items, const std::string& flag)
{
    const GpuCatalog& gpus = ctx.engine().gpus();
    std::vector<std::string> ids;
    for (const auto& item : items) {
        if (toLower(item) == "all") {
            if (items.size() > 1)
                usageError(flag + ": 'all' cannot be combined with other GPUs");
            return {};
        }
        const GpuSpec* g = gpus.find(item);
        if (!g)
            usageError(flag + ": unknown GPU '" + printable(item) + "'" + didYouMean(suggestGpus(gpus, item))
                       + " (list them: wattgpu-cli catalog gpus)");
        if (std::find(ids.begin(), ids.end(), g->id) == ids.end())
            ids.push_back(g->id);
    }
    return ids;
}

namespace {

Speculation speculationFromArgs(const Args& args, const LlmCatalog* llms)
{
    const auto methodText = args.value("--spec-method");
    if (!methodText) {
        for (const char* flag : {"--spec-draft-model", "--spec-tokens", "--spec-acceptance"})
            if (args.has(flag))
                usageError(std::string(flag) + ": give --spec-method too (draft, eagle or mtp)");
        return {};
    }
    const auto method = parseSpecMethod(*methodText);
    if (!method || methodText->empty())
        usageError("--spec-method: unknown method '" + printable(*methodText, 32)
                   + "' (choose none, draft, eagle or mtp)");
    Speculation s = speculationDefaults(*method);
    if (*method == SpecMethod::None) {
        for (const char* flag : {"--spec-draft-model", "--spec-tokens", "--spec-acceptance"})
            if (args.has(flag))
                usageError(std::string(flag) + ": --spec-method none drafts nothing");
        return s;
    }
    if (auto v = args.intValue("--spec-tokens", Limits::minSpecTokens, Limits::maxSpecTokens))
        s.draftTokens = *v;
    if (auto v = args.doubleValue("--spec-acceptance", Limits::minSpecAcceptance, Limits::maxSpecAcceptance))
        s.acceptance = *v;
    const auto draft = args.value("--spec-draft-model");
    if (*method != SpecMethod::DraftModel) {
        if (draft)
            usageError("--spec-draft-model: only --spec-method draft takes a draft model");
        return s;
    }
    if (!draft)
        usageError("--spec-method draft: name the draft model with --spec-draft-model (e.g. "
                   "meta-llama/Llama-3.2-1B-Instruct)");
    const LlmSpec* m = llms ? llms->find(*draft) : nullptr;
    if (!m)
        usageError("--spec-draft-model: unknown model '" + printable(*draft)
                   + "' (list them: wattgpu-cli catalog llms)");
    s.draftModel = m->hfId;
    s.draftActiveBParams = m->activeBParams;
    s.draftLayers = m->numLayers;
    return s;
}

} // namespace

Workload workloadFromArgs(const Args& args, const LlmCatalog* llms)
{
    Workload w;
    if (auto v = args.intValue("--batch", Limits::minBatch, Limits::maxBatch))
        w.batch = *v;
    if (auto v = args.intValue("--prompt-len", Limits::minPromptLen, Limits::maxPromptLen))
        w.promptLen = *v;
    if (auto v = args.intValue("--output-len", Limits::minOutputLen, Limits::maxOutputLen))
        w.outputLen = *v;
    if (gpuCountModeFromArgs(args) == GpuCountMode::Fixed)
        if (auto v = args.intValue("--gpus", Limits::minGpus, Limits::maxGpus))
            w.numGpus = *v;
    if (auto v = args.value("--precision")) {
        const auto p = parsePrecision(*v);
        if (!p)
            usageError("--precision: unknown precision '" + printable(*v, 32) + "' (choose bf16, fp16, fp8 or mxfp4)");
        w.precision = *p;
    }
    if (auto v = args.value("--engine")) {
        if (v->size() > kMaxEngineNameBytes)
            usageError("--engine: name longer than " + std::to_string(kMaxEngineNameBytes) + " bytes");
        w.stack.engine = toLower(*v);
        w.stack.version.clear(); // the engine's own default unless --engine-version says otherwise
    }
    if (auto v = args.value("--engine-version")) {
        if (v->size() > kMaxEngineVersionBytes)
            usageError("--engine-version: longer than " + std::to_string(kMaxEngineVersionBytes) + " bytes");
        w.stack.version = *v;
    }
    const auto resolved = resolveStack(w.stack);
    if (!resolved)
        usageError(std::string(resolved.error().field == "engine" ? "--engine" : "--engine-version") + ": "
                   + resolved.error().detail);
    // The canonical version from here on ("v0.11" -> "0.11"); one never measured is predicted as
    // the nearest measured one, and the user hears which before any output.
    w.stack.version = resolved->requested;
    if (resolved->nearestMatch || resolved->versionUnknown)
        std::cerr << "wattgpu-cli: warning: " << (args.has("--engine-version") ? "--engine-version" : "--engine")
                  << ": " << printable(resolved->note, 512) << "\n";
    if (auto v = args.value("--itl-metric")) {
        const auto k = parseItlKind(toLower(*v));
        if (!k || v->empty())
            usageError("--itl-metric: unknown ITL metric '" + printable(*v, 32) + "' (choose " + itlKindChoices()
                       + ")");
        w.itlMetric = *k;
    }
    if (auto v = args.value("--kv-cache-dtype")) {
        const auto d = parseKvCacheDtype(toLower(*v));
        if (!d || v->empty())
            usageError("--kv-cache-dtype: unknown KV-cache precision '" + printable(*v, 32) + "' (choose auto or fp8)");
        w.kvCacheDtype = *d;
    }
    if (auto v = args.doubleValue("--power-limit-w", Limits::minPowerLimitW, Limits::maxPowerLimitW))
        w.powerLimitW = *v;
    if (auto v = args.doubleValue("--prefix-cache-share", Limits::minPrefixCacheShare, Limits::maxPrefixCacheShare))
        w.prefixCacheShare = *v;
    w.speculation = speculationFromArgs(args, llms);
    if (auto v = args.doubleValue("--inter-node-gb-s", Limits::minInterNodeGbS, Limits::maxInterNodeGbS))
        w.interNodeGbS = *v;
    // A layout needs a count to split: --tp and --pp go with --gpus N.
    if (args.has("--tp") || args.has("--pp")) {
        if (gpuCountModeFromArgs(args) != GpuCountMode::Fixed)
            usageError("--tp and --pp split a fixed count: give --gpus N with them");
        if (auto v = args.intValue("--tp", 1, Limits::maxGpus))
            w.tensorParallel = *v;
        if (auto v = args.intValue("--pp", 1, Limits::maxGpus))
            w.pipelineParallel = *v;
        const int tp = w.tensorParallel > 0 ? w.tensorParallel : 1;
        if (w.numGpus % (tp * w.pipelineParallel) != 0)
            usageError("--tp " + std::to_string(tp) + " x --pp " + std::to_string(w.pipelineParallel)
                       + " does not divide --gpus " + std::to_string(w.numGpus)
                       + " (the rest are data-parallel attention groups)");
        if (w.tensorParallel == 0)
            w.tensorParallel = w.numGpus / w.pipelineParallel;
    }
    return w;
}

std::string chooseMethod(Context& ctx)
{
    const auto names = methodNames();
    const Engine& engine = ctx.engine();
    if (const auto m = ctx.args().value("--method")) {
        if (std::find(names.begin(), names.end(), *m) == names.end()) {
            std::string list;
            for (const auto& n : names)
                list += (list.empty() ? "" : ", ") + n;
            usageError("--method: unknown method '" + printable(*m, 32) + "' (choose " + list + ")");
        }
        if (!engine.predictor(*m)) {
            ctx.printLoadWarnings();
            runtimeError("--method: no trained '" + *m + "' model in " + (engine.dataDir() / "models").string()
                         + " (train one: wattgpu-cli train --out " + (engine.dataDir() / "models").string()
                         + "; or use --method roofline)");
        }
        return *m;
    }
    if (const Predictor* p = engine.predictor("default"))
        return p->method();
    ctx.printLoadWarnings();
    ctx.err() << "wattgpu-cli: note: no trained 'default' model in " << (engine.dataDir() / "models").string()
              << "; using the roofline baseline\n";
    return "roofline";
}

} // namespace wattgpu::cli

namespace wattgpu::cli {

Objective objectiveFromArgs(const Args& args)
{
    const auto o = args.value("--objective");
    if (!o)
        return Objective::EnergyPerToken;
    const auto parsed = parseObjective(*o);
    if (!parsed)
        usageError("--objective: unknown objective '" + printable(*o, 32) + "' (choose energy, power, cost or carbon)");
    return *parsed;
}

GpuCountMode gpuCountModeFromArgs(const Args& args)
{
    const auto v = args.value("--gpus");
    if (!v || toLower(*v) == "auto")
        return GpuCountMode::Auto;
    if (toLower(*v) == "all-counts")
        return GpuCountMode::AllCounts;
    long long n = 0;
    if (const auto err = checkInt(*v, Limits::minGpus, Limits::maxGpus, n))
        usageError("--gpus: '" + v->substr(0, 32) + "' is not auto, all-counts or a GPU count "
                   + std::to_string(Limits::minGpus) + ".." + std::to_string(Limits::maxGpus) + " (" + *err + ")");
    return GpuCountMode::Fixed;
}

SlaConfidence slaConfidenceFromArgs(const Args& args)
{
    const auto v = args.value("--sla-confidence");
    if (!v)
        return SlaConfidence::Point;
    const auto c = parseSlaConfidence(toLower(*v));
    if (!c)
        usageError("--sla-confidence: unknown value '" + v->substr(0, 32) + "' (choose point or upper)");
    return *c;
}

void applyNativePrecision(const Args& args, const LlmSpec& llm, Workload& w)
{
    if (!args.has("--precision"))
        w.precision = nativePrecision(llm);
}

Scenario makeScenario(const Args& args, const LlmSpec& llm, const Workload& w, std::optional<double> rateRps,
                      double slaItlMs, Objective objective, const Economics& econ,
                      const std::vector<std::string>& gpuIds)
{
    Scenario s;
    s.gpuCountMode = gpuCountModeFromArgs(args);
    s.slaConfidence = slaConfidenceFromArgs(args);
    s.llm = llm;
    s.workload = w;
    s.load = loadFromRate(rateRps);
    s.slaItlMs = slaItlMs;
    s.slaTtftMs = slaTtftFromArgs(args);
    s.objective = objective;
    s.economics = econ;
    s.gpuIds = gpuSelection(gpuIds);
    s.fleetTargetRps = fleetRateFromArgs(args);
    if (s.fleetTargetRps && !rateRps)
        usageError("--fleet-rate: the fleet target is a server-mode input; give --rate too (the rate one replica "
                   "is offered)");
    disaggregationFromArgs(args, s, rateRps.has_value() || s.fleetTargetRps.has_value());
    return s;
}

void disaggregationFromArgs(const Args& args, Scenario& s, bool hasRate)
{
    const auto d = args.value("--disaggregated");
    if (!d)
        return;
    // auto, off, or the pools as the plans' labels write them.
    if (*d != "auto" && *d != "off") {
        std::string why;
        s.disaggregatedPools = parseDisaggregatedPools(*d, &why);
        if (!s.disaggregatedPools)
            usageError("--disaggregated: choose auto, off or pools such as '2P(8 x h200-sxm-141gb) + "
                       "1D(8 x b200-sxm-180gb)', not '"
                       + printable(*d, 64) + "' (" + why + ")");
    }
    s.compareDisaggregated = *d != "off";
    if (s.compareDisaggregated && !hasRate)
        usageError("--disaggregated: pools are sized for a request rate; give --rate (or --fleet-rate with it)");
}

std::optional<double> slaTtftFromArgs(const Args& args)
{
    return args.doubleValue("--sla-ttft-ms", Limits::minSlaTtftMs, Limits::maxSlaTtftMs);
}

OptionSpec slaTtftOption()
{
    return {"--sla-ttft-ms", "MS",
            "optional second SLA limit: time to first token in ms, queueing included (1 to 1,000,000); a deployment "
            "then meets the SLA only when its ITL and its TTFT both do"};
}

std::optional<double> fleetRateFromArgs(const Args& args)
{
    return args.doubleValue("--fleet-rate", Limits::minFleetRateRps, Limits::maxFleetRateRps);
}

OptionSpec fleetRateOption()
{
    return {"--fleet-rate", "R",
            "server mode: the whole fleet's target rate, requests/s, which the capacity plan sizes replicas for "
            "(a different input from --rate, the rate one replica is offered)"};
}

OptionSpec disaggregatedOption()
{
    return {"--disaggregated", "auto|off|POOLS",
            "server mode: auto also sizes disaggregated prefill/decode pools per GPU type for the whole service's "
            "rate (--fleet-rate, else --rate), the KV cache moving between them over --inter-node-gb-s, and "
            "compares them with aggregated fleets at that rate; POOLS fixes the pools as the plans' labels write "
            "them, their GPU types free to differ, each count optional (sized, or every count Auto considers): "
            "'2P(8 x h200-sxm-141gb) + 1D(8 x b200-sxm-180gb)', 'P(h200-sxm-141gb) + D(b200-sxm-180gb)' "
            "(default off)"};
}

std::map<std::string, double> idlePowerFromArgs(Context& ctx)
{
    std::map<std::string, double> out;
    std::map<std::string, std::string> spelledAs; // one idle power per GPU, however it is spelled
    for (const std::string& item : ctx.args().list("--idle-power-w")) {
        const auto eq = item.find('=');
        if (eq == std::string::npos)
            usageError("--idle-power-w: '" + printable(item) + "' is not ID=W (e.g. h100-pcie-80gb=48)");
        const auto ids = resolveGpuList(ctx, {item.substr(0, eq)}, "--idle-power-w");
        if (ids.empty())
            usageError("--idle-power-w: name the GPU types (idle power differs by GPU; 'all' has no single value)");
        double w = 0;
        if (const auto err = checkDouble(item.substr(eq + 1), 0, 5000, false, w))
            usageError("--idle-power-w: " + *err);
        for (const std::string& id : ids) {
            const GpuSpec* g = ctx.engine().gpus().find(id);
            const double tdp = g ? tdpOrEstimateW(*g) : 0;
            if (tdp > 0 && w >= tdp)
                usageError("--idle-power-w: " + id + " idles at " + human(w) + " W, not below its TDP of " + human(tdp)
                           + " W");
            // idle <= cap <= TDP: a board under a cap never draws more than the cap, idle included.
            if (const auto cap = ctx.args().value("--power-limit-w"); cap) {
                double capW = 0;
                if (!checkDouble(*cap, 0, 1e6, false, capW) && w > capW)
                    usageError("--idle-power-w: " + id + " idles at " + human(w) + " W, above the --power-limit-w of "
                               + human(capW) + " W: a GPU under a cap never draws more than it");
            }
            if (const auto it = spelledAs.find(id); it != spelledAs.end())
                usageError("--idle-power-w: "
                           + duplicateGpuError({}, 0, {}, it->second, item.substr(0, eq), id).detail);
            spelledAs.emplace(id, item.substr(0, eq));
            out[id] = w;
        }
    }
    return out;
}

std::optional<double> rateFromArgs(const Args& args)
{
    const auto rate = args.doubleValue("--rate", Limits::minRateRps, Limits::maxRateRps);
    if (rate && args.has("--batch"))
        usageError("--rate: give either --rate (server mode) or --batch (fixed concurrency), not both");
    return rate;
}

// --power-budget-kw (facility, at the wall, PUE from --pue) or --power-budget-gpu-w (GPU boards).
std::optional<PowerBudget> powerBudgetFromArgs(const Args& a, const Economics& econ)
{
    if (a.has("--power-budget-kw") && a.has("--power-budget-gpu-w"))
        usageError("--power-budget-kw: give one budget, at the wall (--power-budget-kw) or of the GPU boards "
                   "(--power-budget-gpu-w)");
    if (const auto kw = a.doubleValue("--power-budget-kw", kMinPowerBudgetW / 1000.0, kMaxPowerBudgetW / 1000.0))
        return PowerBudget{PowerBudgetKind::FacilityWall, *kw * 1000.0, econ.pue};
    if (const auto w = a.doubleValue("--power-budget-gpu-w", kMinPowerBudgetW, kMaxPowerBudgetW))
        return PowerBudget{PowerBudgetKind::GpuBoard, *w, 1.0};
    return std::nullopt;
}

std::vector<OptionSpec> powerBudgetOptions()
{
    return {{"--power-budget-kw", "KW",
             "facility power budget at the wall, kW: each fleet's peak (GPUs x power limit x --pue) is held against "
             "it"},
            {"--power-budget-gpu-w", "W",
             "GPU power budget, W: each fleet's peak of the GPU boards (GPUs x power limit) is held against it"}};
}

} // namespace wattgpu::cli
