// export: the comparison report (PDF, HTML, CSV, JSON) or the 2-3 GPU compare view, written by
// the same wattgpu_report library the GUI uses (Qt Gui + Svg: the CLI never links widgets).
#include "app/cli/cli.h"

#include "app/lib/report/report_export.h"
#include "core/report/report_model.h"
#include "core/util/fileio.h"
#include "core/util/text.h"

#include <QDate>
#include <QGuiApplication>
#include <QLocale>
#include <QTranslator>

#include <algorithm>
#include <cstdio>
#include <memory>

#ifndef WATTGPU_VERSION
#define WATTGPU_VERSION "0.0.0"
#endif

namespace wattgpu::cli {

namespace {

std::vector<OptionSpec> exportOptions()
{
    std::vector<OptionSpec> o = {
        {"--model", "ID|config.json", "catalog id or alias, or a Hugging Face config.json"},
        {"--sla-itl-ms", "X", "inter-token latency SLA in ms (required)"},
        slaTtftOption(),
        slaConfidenceOption(),
        fleetRateOption(),
        disaggregatedOption(),
        {"--power-budget-kw", "KW",
         "server mode: the report's fleets held against a facility budget at the wall (PUE --pue)"},
        {"--power-budget-gpu-w", "W", "server mode: the report's fleets held against a GPU board budget, W"},
        {"--inventory", "FILE|GPU=N,...",
         "server mode: GPUs you own (as plan-capacity --inventory); the report gives their capacity and, with "
         "--fleet-rate, what to buy"},
        {"--out", "FILE", "report file; the type follows the suffix: .pdf, .html, .csv or .json (required)"},
        {"--gpu", "ID|all", "restrict the report to these GPUs (comma-separated; default all)"},
        {"--compare", "GPU1,GPU2[,GPU3]",
         "one-page side-by-side cards of 2-3 GPUs (PDF/HTML); CSV/JSON keep their rows"},
        {"--objective", "O", "energy (J/token, default), power (W), cost ($/1M tokens), carbon (gCO2/1M tokens)"},
    };
    const auto w = workloadOptions();
    o.insert(o.end(), w.begin(), w.end());
    const auto e = economicsOptions();
    o.insert(o.end(), e.begin(), e.end());
    const std::vector<OptionSpec> rest = {
        {"--page", "a4|letter", "PDF page size (default a4)"},
        {"--lang", "CODE", "language for text, numbers and dates, e.g. en, de, fr (default en)"},
        {"--title", "TEXT", "report title (default: \"GPU recommendation for MODEL\")"},
        {"--date", "YYYY-MM-DD", "date printed on the report (default today, or SOURCE_DATE_EPOCH)"},
        {"--evaluation", "FILE", "evaluation results to cite (default DATA_DIR/models/evaluation.json)"},
    };
    o.insert(o.end(), rest.begin(), rest.end());
    return o;
}

QLocale localeFromArgs(const Args& a)
{
    const auto lang = a.value("--lang");
    if (!lang)
        return QLocale(QLocale::English, QLocale::UnitedStates);
    const QLocale l(QString::fromStdString(*lang));
    if (l.language() == QLocale::C && *lang != "C" && *lang != "c")
        usageError("--lang: unknown language '" + printable(*lang, 32) + "' (use a code such as en, de or fr)");
    return l;
}

// Qt's own chatter (e.g. "QStandardPaths: XDG_RUNTIME_DIR not set" under the offscreen platform)
// is not the user's business in a CLI; real warnings still reach stderr, prefixed like ours.
void qtMessages(QtMsgType type, const QMessageLogContext&, const QString& msg)
{
    if (type == QtDebugMsg || type == QtInfoMsg || msg.startsWith(QLatin1String("QStandardPaths:")))
        return;
    std::fprintf(stderr, "wattgpu-cli: qt: %s\n", qPrintable(msg));
}

} // namespace

int runExport(Context& ctx)
{
    ctx.expectNoPositionals();
    const Args& a = ctx.args();
    const auto out = a.value("--out");
    if (!out)
        usageError("--out: required (the report file: .pdf, .html, .csv or .json)");
    const QString outPath = QString::fromStdString(*out);
    if (!report::formatForPath(outPath))
        usageError("--out: unknown report type '" + printable(*out) + "' (end the name in .pdf, .html, .csv or .json)");
    const auto modelArg = a.value("--model");
    if (!modelArg)
        usageError("--model: required (a catalog id such as meta-llama/Llama-3.1-8B-Instruct or a config.json)");
    const auto sla = a.doubleValue("--sla-itl-ms", Limits::minSlaItlMs, Limits::maxSlaItlMs);
    if (!sla)
        usageError("--sla-itl-ms: required (the inter-token latency target in ms, e.g. --sla-itl-ms 50)");
    const Objective objective = objectiveFromArgs(a);
    report::ReportOptions options;
    if (const auto page = a.value("--page")) {
        const std::string p = toLower(*page);
        if (p == "a4")
            options.page = report::PageSize::A4;
        else if (p == "letter")
            options.page = report::PageSize::Letter;
        else
            usageError("--page: unknown page size '" + printable(*page, 32) + "' (choose a4 or letter)");
    }
    options.locale = localeFromArgs(a);
    std::string date;
    if (const auto d = a.value("--date")) {
        if (!QDate::fromString(QString::fromStdString(*d), Qt::ISODate).isValid() || d->size() != 10)
            usageError("--date: expected YYYY-MM-DD, got '" + printable(*d, 32) + "'");
        date = *d;
    }

    Workload w = workloadFromArgs(a, &ctx.engine().llms());
    const Economics econ = economicsFromArgs(ctx);
    const auto model = resolveModel(ctx, *modelArg, "--model");
    applyNativePrecision(a, model.spec, w);
    const auto gpuIds = resolveGpuList(ctx, a.has("--gpu") ? a.list("--gpu") : std::vector<std::string>{"all"},
                                       "--gpu");
    if (a.has("--compare")) {
        options.compareGpuIds = resolveGpuList(ctx, a.list("--compare"), "--compare");
        if (options.compareGpuIds.size() < 2 || options.compareGpuIds.size() > 3)
            usageError("--compare: name 2 or 3 different GPUs, e.g. --compare h100-sxm5-80gb,a100-sxm4-80gb");
        if (!gpuIds.empty())
            for (const auto& id : options.compareGpuIds)
                if (std::find(gpuIds.begin(), gpuIds.end(), id) == gpuIds.end())
                    usageError("--compare: '" + id + "' is left out by --gpu");
    }
    const std::string method = chooseMethod(ctx);
    // The output policy before the work: a device, FIFO or folder as --out, --out naming an
    // input, a file this command loaded (catalogs, models: core/util/fileio.h) or a file inside
    // the data folder's bundled data fails here and nothing is written. writeReport checks again
    // once the evaluation has been read.
    OutputOptions policy;
    if (model.source != "catalog" && model.source != "huggingface")
        policy.inputs.push_back(model.source);
    if (const auto ev = a.value("--evaluation"))
        policy.inputs.push_back(*ev);
    if (const auto checked = checkOutputFile(*out, policy); !checked)
        runtimeError("--out: " + checked.error().message());

    // Fonts and QPdfWriter need a QGuiApplication; offscreen unless the caller chose a platform,
    // so exports work on servers without a display.
    std::unique_ptr<QGuiApplication> app;
    if (!QCoreApplication::instance()) {
        qInstallMessageHandler(qtMessages);
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        static int argc = 1;
        static char arg0[] = "wattgpu-cli";
        static char* argv[] = {arg0, nullptr};
        app = std::make_unique<QGuiApplication>(argc, argv);
    }
    QTranslator translator;
    const QString translations = QString::fromStdString((ctx.engine().dataDir() / "translations").string());
    if (translator.load(options.locale, QStringLiteral("wattgpu"), QStringLiteral("_"), translations))
        QCoreApplication::installTranslator(&translator);

    ReportRequest req;
    req.scenario = makeScenario(a, model.spec, w, rateFromArgs(a), *sla, objective, econ, gpuIds);
    // The fleet inputs of issue 27, as plan-capacity reads them; answered by the report's fleet section.
    req.scenario.powerBudget = powerBudgetFromArgs(a, econ);
    req.scenario.inventory = inventoryFromArgs(ctx);
    if (!req.scenario.serverMode() && (req.scenario.powerBudget || req.scenario.inventory))
        usageError(std::string(req.scenario.powerBudget ? "--power-budget-kw" : "--inventory")
                   + ": a fleet input of server mode; give --rate (and --fleet-rate for the fleet it sizes)");
    if (req.scenario.powerBudget && !req.scenario.fleetTargetRps)
        usageError("--power-budget-kw: the budget is held against the fleets sized for --fleet-rate; give it");
    req.method = method;
    req.title = a.value("--title").value_or("");
    req.date = date;
    req.appVersion = WATTGPU_VERSION;
    if (const auto ev = a.value("--evaluation")) {
        if (const std::string problem = regularFileProblem(*ev); !problem.empty())
            runtimeError("--evaluation: " + printable(*ev, 1024) + ": " + problem);
        req.evaluationFile = *ev;
    }
    const ReportModel rm = valueOrFail(buildReportModel(ctx.engine(), req), "export");
    // Named for the output policy: writeReport refuses every file this command loaded.
    labelLoadedFile(req.evaluationFile.empty() ? ctx.engine().dataDir() / "models" / "evaluation.json"
                                               : std::filesystem::path(req.evaluationFile),
                    "the evaluation file");
    if (model.source != "catalog" && model.source != "huggingface")
        labelLoadedFile(model.source, "the model's config.json");
    if (!rm.evaluationError.empty())
        ctx.err() << "wattgpu-cli: warning: evaluation results not cited: " << printable(rm.evaluationError, 1024)
                  << '\n';

    const Status written = report::writeReport(rm, outPath, options, policy);
    if (!written)
        runtimeError("--out: " + written.error().message());

    if (ctx.format() == Format::Json) {
        Json j;
        j["out"] = *out;
        j["type"] = toLower(outPath.section(QLatin1Char('.'), -1).toStdString());
        j["compare"] = options.compareGpuIds;
        j["winner"] = rm.outcome.recommendation.winner ? Json(*rm.outcome.recommendation.winner) : Json(nullptr);
        j["gpus"] = rm.outcome.rows.size();
        printJson(ctx.out(), j);
    } else {
        ctx.out() << "Wrote " << *out;
        if (rm.outcome.recommendation.winner)
            ctx.out() << " (best GPU: " << *rm.outcome.recommendation.winner << ")";
        ctx.out() << '\n';
    }
    return kExitOk;
}

Command exportCommand()
{
    return {{"export", "write a comparison report: PDF, HTML, CSV or JSON",
             "The recommendation with its inputs, assumptions, charts, the full GPU table, why the other GPUs lost, "
             "warnings, the predictor's accuracy and the data's provenance. Every format carries the same rounded "
             "numbers. With --compare, PDF and HTML hold one page of 2-3 GPUs side by side for demos.",
             exportOptions()},
            runExport};
}

} // namespace wattgpu::cli
