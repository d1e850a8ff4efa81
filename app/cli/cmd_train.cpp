// train and evaluate: the learned predictors from measurement CSVs.
#include "app/cli/cli.h"

#include "core/eval/evaluate.h"
#include "core/eval/model_card.h"
#include "core/eval/retrain.h"
#include "core/predict/training.h"
#include "core/util/fileio.h"
#include "core/util/text.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <unistd.h>

namespace wattgpu::cli {

namespace {

// Progress on stderr: a rewritten line on a terminal, one line per stage/10 % step otherwise
// (logs and CI should not fill with carriage returns).
class Progress {
public:
    Progress(std::ostream& err, std::string prefix)
        : m_err(err), m_prefix(std::move(prefix)), m_tty(isatty(fileno(stderr)) != 0)
    {}
    ~Progress() { finish(); }

    ProgressFn fn()
    {
        return [this](double f, const std::string& stage) {
            report(f, stage);
            return true;
        };
    }
    void finish()
    {
        if (m_tty && m_dirty)
            m_err << '\n';
        m_dirty = false;
    }

private:
    void report(double f, const std::string& stage)
    {
        const int pct = std::clamp(static_cast<int>(std::lround(f * 100)), 0, 100);
        if (m_tty) {
            m_err << "\r" << m_prefix << " ["
                  << (pct < 10        ? "  "
                          : pct < 100 ? " "
                                      : "")
                  << pct << "%] " << stage << "\033[K" << std::flush;
            m_dirty = true;
            return;
        }
        if (stage == m_stage && pct / 10 == m_lastPct / 10)
            return;
        m_stage = stage;
        m_lastPct = pct;
        m_err << m_prefix << " [" << pct << "%] " << stage << '\n';
    }

    std::ostream& m_err;
    std::string m_prefix;
    bool m_tty;
    bool m_dirty = false;
    std::string m_stage;
    int m_lastPct = -100;
};

// Loads every --data CSV (default: the bundled corpus) and resolves it against the catalogs.
Corpus loadCorpus(Context& ctx)
{
    std::vector<std::string> files = ctx.args().values("--data");
    if (files.empty())
        files.push_back((ctx.engine().dataDir() / "models" / "data" / "measurements.csv").string());
    std::vector<Measurement> all;
    for (const auto& f : files) {
        if (const std::string problem = regularFileProblem(f); !problem.empty())
            runtimeError("--data: " + printable(f, 1024) + ": " + problem);
        auto ms = loadMeasurementsCsv(f);
        if (!ms)
            runtimeError("--data: " + ms.error().message());
        all.insert(all.end(), std::make_move_iterator(ms->begin()), std::make_move_iterator(ms->end()));
    }
    Corpus corpus = resolveCorpus(all, ctx.engine().gpus(), ctx.engine().llms());
    corpus.sources = files;
    ctx.err() << "wattgpu-cli: " << corpus.rows.size() << " measurements from " << files.size()
              << (files.size() == 1 ? " file" : " files");
    if (!corpus.skipped.empty())
        ctx.err() << "; " << corpus.skipped.size() << " rows skipped";
    ctx.err() << '\n';
    const std::size_t shown = std::min<std::size_t>(5, corpus.skipped.size());
    for (std::size_t i = 0; i < shown; ++i) {
        const auto& s = corpus.skipped[i];
        ctx.err() << "  skipped " << printable(s.file, 1024) << ":" << s.line << ": " << printable(s.reason, 512)
                  << '\n';
    }
    if (corpus.skipped.size() > shown)
        ctx.err() << "  ... and " << corpus.skipped.size() - shown << " more\n";
    if (corpus.rows.empty())
        runtimeError("--data: no usable measurements (every row was skipped)");
    return corpus;
}

std::vector<std::string> checkedMethods(const Args& a, const std::vector<std::string>& allowed,
                                        const std::vector<std::string>& fallback)
{
    if (!a.has("--methods"))
        return fallback;
    std::vector<std::string> out;
    for (const auto& m : a.list("--methods")) {
        if (std::find(allowed.begin(), allowed.end(), m) == allowed.end()) {
            std::string list;
            for (const auto& n : allowed)
                list += (list.empty() ? "" : ", ") + n;
            usageError("--methods: unknown method '" + printable(m, 32) + "' (choose from " + list + ")");
        }
        if (std::find(out.begin(), out.end(), m) == out.end())
            out.push_back(m);
    }
    return out;
}

} // namespace

int runTrain(Context& ctx)
{
    ctx.expectNoPositionals();
    const Args& a = ctx.args();
    const auto out = a.value("--out");
    if (!out)
        usageError("--out: required (folder for the model files, e.g. --out models)");
    const int threads = a.intValue("--threads", 1, 256).value_or(1);
    const auto methods = checkedMethods(a, learnedMethodNames(), learnedMethodNames());

    const std::filesystem::path dir = *out;
    // The output policy for folders (core/util/fileio.h checkOutputFolder), before the work and
    // again once the corpus is loaded: not the current folder, not inside the data folder's
    // bundled data nor holding it, and no model file it replaces is a file this command loaded.
    // The data folder's models/ itself is allowed: reproducing the shipped models is this
    // command's purpose (README: `train --out models --evaluate`).
    FolderOutputOptions folderPolicy;
    folderPolicy.replaces = isModelFolderEntry;
    folderPolicy.purposeFolders = {ctx.engine().dataDir() / "models"};
    auto checkOut = [&] {
        if (const auto checked = checkOutputFolder(dir, folderPolicy); !checked)
            runtimeError("--out: " + checked.error().message());
    };
    checkOut();

    const Corpus corpus = loadCorpus(ctx);
    for (const auto& f : corpus.sources)
        labelLoadedFile(f, "the measurement file");
    checkOut();
    // The pipeline the GUI's Data > Retrain runs too (core/eval/retrain.h); progress per phase.
    RetrainOptions ro;
    ro.methods = methods;
    ro.threads = threads;
    ro.evaluate = a.has("--evaluate");
    ro.modelCard = ro.evaluate; // the card's table comes from the same evaluation `wattgpu-cli evaluate` prints
    std::unique_ptr<Progress> progress;
    std::string phase;
    ro.progress = [&](const RetrainStep& step) {
        if (step.phase != phase) {
            progress = std::make_unique<Progress>(ctx.err(), step.phase);
            phase = step.phase;
        }
        return progress->fn()(step.phaseFraction, step.stage);
    };
    auto models = retrain(corpus, ro);
    progress.reset();
    if (!models)
        runtimeError((phase.empty() ? std::string("train") : phase) + ": " + models.error().message());
    // The whole set into a staging folder beside DIR, swapped in at the end: a failure midway
    // leaves the previous DIR complete; DIR's other files are carried over.
    auto files = writeModelFolder(models.value(), dir, FolderWrite::SwapSet);
    if (!files)
        runtimeError("--out: " + files.error().message());
    Json written = Json::array();
    for (const WrittenFile& f : files.value()) {
        ctx.err() << "wattgpu-cli: wrote " << f.file.string() << '\n';
        written.push_back(Json{{"method", f.what == "model_card" ? "evaluation" : f.what}, {"file", f.file.string()}});
    }

    switch (ctx.format()) {
    case Format::Json:
        printJson(ctx.out(),
                  Json{{"out", dir.string()},
                       {"rows", corpus.rows.size()},
                       {"skipped", corpus.skipped.size()},
                       {"sources", corpus.sources},
                       {"models", written}});
        break;
    case Format::Csv: writeJsonArrayAsCsv(ctx.out(), written, {"method", "file"}); break;
    case Format::Table:
        ctx.out() << "Trained on " << corpus.rows.size() << " measurements (" << corpus.skipped.size()
                  << " skipped).\n";
        for (const auto& w : written)
            ctx.out() << "  " << w["method"].get<std::string>() << " -> " << w["file"].get<std::string>() << '\n';
        ctx.out() << "Use them: copy into " << (ctx.engine().dataDir() / "models").string()
                  << " or point --data-dir at a folder holding resources/ and models/.\n";
        break;
    }
    return kExitOk;
}

int runEvaluate(Context& ctx)
{
    ctx.expectNoPositionals();
    const Args& a = ctx.args();
    EvalOptions opts;
    opts.methods = checkedMethods(a, methodNames(), opts.methods);
    if (a.has("--strategies")) {
        std::string names;
        for (const auto& st : evalStrategies()) {
            opts.*st.enabled = false;
            names += (names.empty() ? "" : ", ") + std::string(st.name);
        }
        for (const auto& s : a.list("--strategies")) {
            const auto it = std::find_if(evalStrategies().begin(), evalStrategies().end(),
                                         [&](const EvalStrategy& st) { return s == st.name; });
            if (it == evalStrategies().end())
                usageError("--strategies: unknown strategy '" + printable(s, 32) + "' (choose from " + names + ")");
            opts.*it->enabled = true;
        }
    }
    const Corpus corpus = loadCorpus(ctx);
    Progress progress(ctx.err(), "evaluate");
    opts.progress = progress.fn();
    auto rows = evaluate(corpus, opts);
    progress.finish();
    if (!rows)
        runtimeError("evaluate: " + rows.error().message());

    auto tau = [](const std::optional<double>& t) { return t ? Json(*t) : Json(nullptr); };
    Json arr = Json::array();
    for (const auto& r : rows.value())
        arr.push_back(Json{{"method", r.method},
                           {"target", r.target},
                           {"strategy", r.strategy},
                           {"mdape", r.mdape},
                           {"pearson_r", r.pearsonR},
                           {"gpu_tau", tau(r.gpuTau)},
                           {"llm_tau", tau(r.llmTau)},
                           {"n", r.n},
                           {"coverage_80", tau(r.coverage)}});
    switch (ctx.format()) {
    case Format::Json:
        printJson(ctx.out(), Json{{"rows", arr}, {"n_measurements", corpus.rows.size()}, {"sources", corpus.sources}});
        break;
    case Format::Csv:
        writeJsonArrayAsCsv(
            ctx.out(), arr,
            {"method", "target", "strategy", "mdape", "pearson_r", "gpu_tau", "llm_tau", "n", "coverage_80"});
        break;
    case Format::Table: {
        using A = Table::Align;
        Table t({{"Method", A::Left},
                 {"Target", A::Left},
                 {"Strategy", A::Left},
                 {"MdAPE (%)"},
                 {"Pearson r"},
                 {"GPU tau"},
                 {"LLM tau"},
                 {"n"},
                 {"Cover 80 (%)"}});
        for (const auto& r : rows.value())
            t.addRow({r.method, r.target, r.strategy, fixed(r.mdape, 1), fixed(r.pearsonR, 3),
                      r.gpuTau ? fixed(*r.gpuTau, 3) : "-", r.llmTau ? fixed(*r.llmTau, 3) : "-", std::to_string(r.n),
                      r.coverage ? fixed(100 * *r.coverage, 0) : "-"});
        t.print(ctx.out());
        ctx.out() << "MdAPE: median absolute percentage error (lower is better); tau: Kendall rank correlation "
                     "within groups (higher is better); Cover 80: share of held-out measurements inside the "
                     "predicted 10th-90th percentile interval (target 80 %).\n";
        break;
    }
    }
    return kExitOk;
}

} // namespace wattgpu::cli
