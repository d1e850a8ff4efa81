// wattgpu: the desktop planner. Parses the command line, loads the engine and shows the main
// window, or renders it to a PNG with --screenshot.
#include "core/plan/engine.h"
#include "ui/screenshot.h"
#include "ui/models/plan_document.h"
#include "ui/widgets/main_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QTranslator>

#include <cstdio>
#include <cstring>

namespace {

void printError(const QString& text)
{
    std::fprintf(stderr, "wattgpu: %s\n", text.toLocal8Bit().constData());
}

// Translations are optional: the app is complete in English.
void installTranslators(QApplication& app, const std::filesystem::path& dataDir)
{
    auto* qt = new QTranslator(&app);
    if (qt->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qt);
    auto* own = new QTranslator(&app);
    const QStringList dirs{QStringLiteral(":/i18n"), QApplication::applicationDirPath() + QStringLiteral("/../translations"),
                           QString::fromStdString((dataDir / "translations").string())};
    for (const QString& dir : dirs)
        if (own->load(QLocale(), QStringLiteral("wattgpu"), QStringLiteral("_"), dir)) {
            QApplication::installTranslator(own);
            break;
        }
}

} // namespace

int main(int argc, char* argv[])
{
    // Screenshots render offscreen, so they work on machines without a display.
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--screenshot") == 0 && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");

    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("WattGPU"));
    QApplication::setApplicationName(QStringLiteral("WattGPU Planner"));
    QApplication::setApplicationVersion(QStringLiteral(WATTGPU_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("wattgpu"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "Choose the GPU to serve an LLM on: predicted power and latency on every GPU."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QApplication::translate("main", "Render the window to a PNG file and exit."),
                                        QStringLiteral("file"));
    const QCommandLineOption model(QStringLiteral("model"), QApplication::translate("main", "Hugging Face model id."),
                                   QStringLiteral("id"));
    const QCommandLineOption sla(QStringLiteral("sla-itl-ms"),
                                 QApplication::translate("main", "Inter-token latency SLA in milliseconds."),
                                 QStringLiteral("ms"));
    const QCommandLineOption chart(QStringLiteral("chart"),
                                   QApplication::translate("main", "Chart to show: power-itl, objective, load-sweep or sla-sweep."),
                                   QStringLiteral("name"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  QApplication::translate("main", "Window size for --screenshot, e.g. 1600x1000."),
                                  QStringLiteral("WxH"));
    const QCommandLineOption theme(QStringLiteral("theme"), QApplication::translate("main", "light or dark."),
                                   QStringLiteral("name"));
    const QCommandLineOption presentation(QStringLiteral("presentation"),
                                          QApplication::translate("main", "Start in presentation mode."));
    parser.addOptions({screenshot, model, sla, chart, size, theme, presentation});
    parser.addPositionalArgument(QStringLiteral("plan"), QApplication::translate("main", "A .wattgpu plan to open."),
                                 QStringLiteral("[plan]"));
    parser.process(app);

    const bool shooting = parser.isSet(screenshot);
    auto loaded = wattgpu::Engine::load(wattgpu::defaultDataDir());
    if (!loaded) {
        const QString why = QApplication::translate("main", "Could not load the bundled data: %1")
                                .arg(QString::fromStdString(loaded.error().message()));
        printError(why);
        if (!shooting)
            QMessageBox::critical(nullptr, QApplication::translate("main", "WattGPU Planner"), why);
        return 1;
    }
    std::shared_ptr<const wattgpu::Engine> engine(std::move(loaded).value());
    installTranslators(app, engine->dataDir());

    using namespace wattgpu::ui;
    MainWindowOptions options;
    options.restoreSettings = !shooting;
    MainWindow window(engine, nullptr, options);
    if (parser.isSet(theme))
        window.setTheme(themeFromName(parser.value(theme)));

    if (shooting) {
        ScreenshotOptions o;
        o.file = parser.value(screenshot);
        o.modelId = parser.value(model);
        o.chart = parser.value(chart);
        o.presentation = parser.isSet(presentation);
        if (parser.isSet(sla)) {
            bool ok = false;
            o.slaItlMs = parser.value(sla).toDouble(&ok);
            if (!ok) {
                printError(QApplication::translate("main", "--sla-itl-ms expects a number of milliseconds"));
                return 2;
            }
        }
        if (parser.isSet(size)) {
            const auto s = parseSize(parser.value(size));
            if (!s) {
                printError(QApplication::translate("main", "--size expects WxH, e.g. 1600x1000"));
                return 2;
            }
            o.size = *s;
        }
        QString error;
        if (!renderScreenshot(window, o, &error)) {
            printError(error);
            return 1;
        }
        return 0;
    }

    window.show();
    if (!parser.positionalArguments().isEmpty())
        window.openPlan(parser.positionalArguments().constFirst());
    else {
        // Command-line choices on the default plan are not edits to undo.
        PlanState plan = MainWindow::defaultPlan();
        if (parser.isSet(model))
            plan.modelId = parser.value(model);
        if (parser.isSet(sla))
            plan.slaItlMs = parser.value(sla).toDouble() > 0 ? parser.value(sla).toDouble() : plan.slaItlMs;
        if (parser.isSet(chart) && chartTabIds().contains(parser.value(chart)))
            plan.chartTab = parser.value(chart);
        if (engine->llms().find(plan.modelId.toStdString()))
            window.document()->reset(plan, QString());
    }
    if (parser.isSet(presentation))
        window.setPresentationMode(true);
    return app.exec();
}
