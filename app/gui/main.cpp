// wattgpu: the desktop planner. Parses the command line, loads the engine and shows the main
// window, or renders it to a PNG with --screenshot.
#include "core/plan/engine.h"
#include "ui/models/plan_document.h"
#include "ui/screenshot.h"
#include "ui/settings.h"
#include "ui/widgets/language_menu.h"
#include "ui/widgets/main_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>

#include <cstdio>
#include <cstring>

namespace {

void printError(const QString& text) { std::fprintf(stderr, "wattgpu: %s\n", text.toLocal8Bit().constData()); }

} // namespace

int main(int argc, char* argv[])
{
    // Screenshots render offscreen, so they work on machines without a display.
    bool shooting = false;
    for (int i = 1; i < argc; ++i)
        shooting = shooting || std::strcmp(argv[i], "--screenshot") == 0;
    if (shooting && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("WattGPU"));
    QApplication::setApplicationName(QStringLiteral("WattGPU Planner"));
    QApplication::setApplicationVersion(QStringLiteral(WATTGPU_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("wattgpu"));

    // The language chosen in View → Language last time, else the system's; --language overrides
    // it below. Screenshots ignore the saved choice, like the saved theme, so they are repeatable.
    {
        const QString saved = shooting ? QString() : wattgpu::ui::settings::language.value();
        QString error;
        if (!wattgpu::ui::setUiLanguage(saved, &error)) {
            printError(error);
            wattgpu::ui::setUiLanguage(QString());
        }
    }

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
    const QCommandLineOption chart(
        QStringLiteral("chart"),
        QApplication::translate("main", "Chart to show: power-itl, objective, load-sweep or sla-sweep."),
        QStringLiteral("name"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  QApplication::translate("main", "Window size for --screenshot, e.g. 1600x1000."),
                                  QStringLiteral("WxH"));
    const QCommandLineOption theme(QStringLiteral("theme"), QApplication::translate("main", "light or dark."),
                                   QStringLiteral("name"));
    const QCommandLineOption presentation(QStringLiteral("presentation"),
                                          QApplication::translate("main", "Start in presentation mode."));
    QStringList codes;
    for (const wattgpu::ui::UiLanguage& l : wattgpu::ui::shippedLanguages())
        codes << l.code;
    const QCommandLineOption language(
        QStringLiteral("language"),
        QApplication::translate(
            "main", "User-interface language: %1 (default: the system's, or the one chosen in View → Language).")
            .arg(codes.join(QStringLiteral(", "))),
        QStringLiteral("code"));
    parser.addOptions({screenshot, model, sla, chart, size, theme, presentation, language});
    parser.addPositionalArgument(QStringLiteral("plan"), QApplication::translate("main", "A .wattgpu plan to open."),
                                 QStringLiteral("[plan]"));
    parser.process(app);
    if (parser.isSet(language)) {
        QString error;
        if (!wattgpu::ui::setUiLanguage(parser.value(language), &error)) {
            printError(error);
            return 2;
        }
    }

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
        if (!parser.positionalArguments().isEmpty())
            o.planFile = parser.positionalArguments().constFirst();
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
            window.startWith(plan, parser.isSet(model));
    }
    if (parser.isSet(presentation))
        window.setPresentationMode(true);
    return app.exec();
}
