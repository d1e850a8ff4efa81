// MainWindow: menus, actions, dialogs, presentation mode, theme and window settings.
#include "ui/widgets/main_window.h"

#include "app/lib/report/compare_cards.h"
#include "app/lib/report/report_export.h"
#include "ui/charts/chart_adapter.h"
#include "ui/charts/chart_export.h"
#include "ui/dialogs/prompter.h"
#include "ui/models/gpu_table_model.h"
#include "ui/models/plan_document.h"
#include "ui/settings.h"
#include "ui/widgets/capacity_view.h"
#include "ui/widgets/chart_panel.h"
#include "ui/widgets/data_controller.h"
#include "ui/widgets/economics_dialog.h"
#include "ui/widgets/gpu_table_view.h"
#include "ui/widgets/language_menu.h"
#include "ui/widgets/model_picker.h"
#include "ui/widgets/plan_files.h"
#include "ui/widgets/presentation_view.h"
#include "ui/widgets/recommendation_banner.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QKeyEvent>
#include <QLocale>
#include <QMenuBar>
#include <QStackedWidget>
#include <QStatusBar>
#include <QUndoStack>
#include <qcustomplot.h>

namespace wattgpu::ui {

namespace {
// "&Undo Set concurrency to 32": the step named in the current language.
void setUndoTexts(QAction* undo, QAction* redo, const QUndoStack* stack)
{
    undo->setText(stack->canUndo() ? MainWindow::tr("&Undo %1").arg(stack->undoText()) : MainWindow::tr("&Undo"));
    redo->setText(stack->canRedo() ? MainWindow::tr("&Redo %1").arg(stack->redoText()) : MainWindow::tr("&Redo"));
}
} // namespace

void MainWindow::createActions()
{
    auto make = [this](QKeySequence shortcut = {}) {
        auto* a = new QAction(this);
        if (!shortcut.isEmpty())
            a->setShortcut(shortcut);
        return a;
    };
    m_act.newPlan = make(QKeySequence::New);
    m_act.open = make(QKeySequence::Open);
    m_act.save = make(QKeySequence::Save);
    m_act.saveAs = make(QKeySequence::SaveAs);
    m_act.openConfig = make(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    m_act.exportChart = make(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_act.exportReport = make(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_act.economics = make();
    m_act.slaUpperBound = make();
    m_act.slaUpperBound->setCheckable(true);
    m_act.quit = make(QKeySequence::Quit);
    // Not QUndoStack::createUndoAction: its "&Undo" prefix is fixed at creation and would stay in
    // the old language after View → Language; setUndoTexts() words them in the current one.
    QUndoStack* stack = m_doc->undoStack();
    m_act.undo = make(QKeySequence::Undo);
    m_act.redo = make();
    m_act.redo->setShortcuts({QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::Key_Y)});
    m_act.undo->setEnabled(stack->canUndo());
    m_act.redo->setEnabled(stack->canRedo());
    connect(m_act.undo, &QAction::triggered, stack, &QUndoStack::undo);
    connect(m_act.redo, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canUndoChanged, m_act.undo, &QAction::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, m_act.redo, &QAction::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, this,
            [this, stack]() { setUndoTexts(m_act.undo, m_act.redo, stack); });
    connect(stack, &QUndoStack::redoTextChanged, this,
            [this, stack]() { setUndoTexts(m_act.undo, m_act.redo, stack); });
    m_act.findModel = make(QKeySequence::Find);
    m_act.includeAll = make();
    m_act.excludeNoFit = make();
    m_act.presentation = make(QKeySequence(Qt::Key_F11));
    m_act.presentation->setCheckable(true);
    m_act.themeGroup = new QActionGroup(this);
    m_act.lightTheme = make();
    m_act.darkTheme = make(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    for (QAction* a : {m_act.lightTheme, m_act.darkTheme}) {
        a->setCheckable(true);
        m_act.themeGroup->addAction(a);
    }
    m_act.showPicker = m_pickerDock->toggleViewAction();
    m_act.showPicker->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    for (int i = 0; i < 5; ++i) {
        m_act.charts[i] = make(QKeySequence(Qt::CTRL | (Qt::Key_1 + i)));
        connect(m_act.charts[i], &QAction::triggered, this, [this, i]() {
            if (m_presenting)
                setPresentationMode(false);
            m_charts->setCurrentChart(chartTabIds().at(i));
        });
    }
    m_act.about = make();
    m_act.aboutQt = make();

    connect(m_act.newPlan, &QAction::triggered, this, [this]() { m_files->newPlan(defaultPlan()); });
    connect(m_act.open, &QAction::triggered, m_files, &PlanFiles::openWithDialog);
    connect(m_act.save, &QAction::triggered, m_files, &PlanFiles::save);
    connect(m_act.saveAs, &QAction::triggered, m_files, &PlanFiles::saveAs);
    connect(m_act.openConfig, &QAction::triggered, this, &MainWindow::openConfigWithDialog);
    connect(m_act.exportChart, &QAction::triggered, this, &MainWindow::exportChartWithDialog);
    connect(m_act.exportReport, &QAction::triggered, this, &MainWindow::exportReportWithDialog);
    connect(m_act.economics, &QAction::triggered, this, &MainWindow::editEconomicsWithDialog);
    connect(m_act.slaUpperBound, &QAction::toggled, this,
            [this](bool upper) { m_doc->setSlaConfidence(upper ? SlaConfidence::UpperBound : SlaConfidence::Point); });
    connect(m_act.quit, &QAction::triggered, this, &QWidget::close);
    connect(m_act.findModel, &QAction::triggered, this, [this]() {
        m_pickerDock->show();
        m_pickerDock->raise();
        m_picker->focusSearch();
    });
    connect(m_act.includeAll, &QAction::triggered, this,
            [this]() { m_doc->setGpusIncluded(m_doc->state().excludedGpus, true); });
    connect(m_act.excludeNoFit, &QAction::triggered, this, [this]() {
        // Inclusion is per GPU type: under all counts a type is left out when none of its counts fits.
        QStringList ids, fitting;
        for (const GpuPoint& g : m_chartModel.points)
            (g.fits() ? fitting : ids) << QString::fromStdString(gpuIdOfKey(g.gpuId.toStdString()));
        ids.removeDuplicates();
        for (const QString& id : fitting)
            ids.removeAll(id);
        if (!ids.isEmpty())
            m_doc->setGpusIncluded(ids, false);
    });
    connect(m_act.presentation, &QAction::toggled, this, [this](bool on) { setPresentationMode(on); });
    connect(m_act.lightTheme, &QAction::triggered, this, [this]() { setTheme(Theme::Light); });
    connect(m_act.darkTheme, &QAction::triggered, this, [this]() { setTheme(Theme::Dark); });
    connect(m_act.about, &QAction::triggered, this, &MainWindow::showAbout);
    connect(m_act.aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
    connect(m_files, &PlanFiles::recentFilesChanged, this, [this]() { m_files->fillRecentMenu(m_recentMenu); });
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_act.newPlan);
    m_fileMenu->addAction(m_act.open);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    m_fileMenu->addAction(m_act.save);
    m_fileMenu->addAction(m_act.saveAs);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_act.openConfig);
    m_fileMenu->addAction(m_act.exportChart);
    m_fileMenu->addAction(m_act.exportReport);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_act.quit);
    m_files->fillRecentMenu(m_recentMenu);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_act.undo);
    m_editMenu->addAction(m_act.redo);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_act.findModel);
    m_editMenu->addAction(m_act.includeAll);
    m_editMenu->addAction(m_act.excludeNoFit);

    m_planMenu = menuBar()->addMenu(QString());
    m_planMenu->addAction(m_act.economics);
    m_planMenu->addAction(m_act.slaUpperBound);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_act.presentation);
    m_themeMenu = m_viewMenu->addMenu(QString());
    m_themeMenu->addAction(m_act.lightTheme);
    m_themeMenu->addAction(m_act.darkTheme);
    m_viewMenu->addSeparator();
    for (QAction* a : m_act.charts)
        m_viewMenu->addAction(a);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_act.showPicker);
    // View → Language (ui/widgets/language_menu.*): applies at once, remembered like the theme.
    auto* language = new LanguageMenu(m_options.restoreSettings, m_viewMenu);
    m_viewMenu->addMenu(language);
    connect(language, &LanguageMenu::failed, this,
            [this](const QString& why) { m_prompter->error(this, tr("Language"), why); });

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_act.about);
    m_helpMenu->addAction(m_act.aboutQt);
}

void MainWindow::retranslateUi()
{
    fitStatusTiming();
    showTiming();
    m_fileMenu->setTitle(tr("&File"));
    m_act.newPlan->setText(tr("&New plan"));
    m_act.open->setText(tr("&Open plan…"));
    m_recentMenu->setTitle(tr("Open &recent"));
    m_act.save->setText(tr("&Save plan"));
    m_act.saveAs->setText(tr("Save plan &as…"));
    m_act.openConfig->setText(tr("Open &config.json…"));
    m_act.exportChart->setText(tr("&Export chart…"));
    m_act.exportReport->setText(tr("Export re&port…"));
    m_act.exportReport->setToolTip(tr("The plan as a report: PDF (A4 or Letter), HTML, CSV or JSON"));
    m_planMenu->setTitle(tr("&Plan"));
    m_act.economics->setText(tr("&Cost and carbon assumptions…"));
    m_act.economics->setToolTip(EconomicsDialog::defaultsText());
    m_act.slaUpperBound->setText(tr("Meet the SLA at the &upper bound of the interval"));
    m_act.slaUpperBound->setToolTip(tr("Only deployments whose ~80 % ITL interval stays within the SLA qualify "
                                       "(safer; fewer qualify). Off: the predicted ITL must meet it"));
    m_act.quit->setText(tr("&Quit"));
    m_editMenu->setTitle(tr("&Edit"));
    m_act.findModel->setText(tr("&Find model…"));
    m_act.includeAll->setText(tr("&Include all GPUs"));
    m_act.excludeNoFit->setText(tr("Leave out GPUs that do &not fit"));
    m_viewMenu->setTitle(tr("&View"));
    m_act.presentation->setText(tr("&Presentation mode"));
    m_themeMenu->setTitle(tr("&Theme"));
    m_act.lightTheme->setText(tr("&Light"));
    m_act.darkTheme->setText(tr("&Dark"));
    m_act.charts[0]->setText(tr("Chart: power vs &latency"));
    m_act.charts[1]->setText(tr("Chart: &objective per GPU"));
    m_act.charts[2]->setText(tr("Chart: load s&weep"));
    m_act.charts[3]->setText(tr("Chart: SL&A sweep"));
    m_act.charts[4]->setText(tr("&Capacity (server mode)"));
    m_act.showPicker->setText(tr("&Model picker"));
    m_helpMenu->setTitle(tr("&Help"));
    m_act.about->setText(tr("&About WattGPU Planner"));
    m_act.aboutQt->setText(tr("About &Qt"));
    m_pickerDock->setWindowTitle(tr("Model"));
    m_files->fillRecentMenu(m_recentMenu);
    setUndoTexts(m_act.undo, m_act.redo, m_doc->undoStack());
    if (m_result) {
        // The charts' context line, reasons and SLA bands and the banner are worded when a result
        // arrives: word them again in the new language.
        m_chartModel = ChartModelBuilder::build(*m_result, m_engine->gpus());
        m_banner->setResult(m_chartModel, m_result, includedCount());
        m_charts->setModel(m_chartModel, m_result->request.scenario.workload.batch);
        if (m_presenting)
            m_presentation->setResult(m_chartModel, m_result, includedCount());
    }
    updateTitle();
    updateStatusBar();
    updateGpuWarnings();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape && m_presenting) {
        m_act.presentation->setChecked(false);
        return;
    }
    QMainWindow::keyPressEvent(event);
}

void MainWindow::setPresentationMode(bool on, bool fullScreen)
{
    if (on == m_presenting)
        return;
    m_presenting = on;
    {
        const QSignalBlocker block(m_act.presentation);
        m_act.presentation->setChecked(on);
    }
    // The page not shown must not count towards the window's minimum size (a stack's minimum is
    // that of its largest page): the cards would keep the window wider than 1024 px beside the
    // model dock. The dock goes first for the same reason.
    if (on) {
        m_wasMaximized = isMaximized();
        m_pickerDock->hide();
        menuBar()->hide();
        statusBar()->hide();
        m_presentation->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
        m_presentation->setTheme(chartTheme(m_theme));
        if (m_result)
            m_presentation->setResult(m_chartModel, m_result, includedCount());
        m_stack->setCurrentWidget(m_presentation);
        if (fullScreen)
            showFullScreen();
    } else {
        m_presentation->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
        m_stack->setCurrentIndex(0);
        m_pickerDock->show();
        menuBar()->show();
        statusBar()->show();
        if (m_wasMaximized)
            showMaximized();
        else
            showNormal();
    }
}

void MainWindow::setTheme(Theme theme)
{
    m_theme = theme;
    applyApplicationTheme(theme);
    (theme == Theme::Dark ? m_act.darkTheme : m_act.lightTheme)->setChecked(true);
    m_charts->setTheme(chartTheme(theme));
    m_presentation->setTheme(chartTheme(theme));
    m_banner->refresh();
    if (m_options.restoreSettings)
        settings::theme.setValue(themeName(theme));
}

void MainWindow::exportChartWithDialog()
{
    ChartAdapter* chart = m_charts->currentAdapter();
    const bool capacity = !chart && m_charts->currentChart() == QStringLiteral("capacity");
    if (!chart && !capacity)
        return;
    const QString pngFilter = tr("PNG image (*.png)");
    const QString svgFilter = tr("SVG drawing (*.svg)");
    const QString pdfFilter = tr("PDF document (*.pdf)");
    QString selected = pngFilter;
    const QString suggested = QDir(settings::lastDirectory.value().isEmpty() ? QDir::homePath()
                                                                             : settings::lastDirectory.value())
                                  .filePath((chart ? chart->chartId() : m_charts->currentChart())
                                            + QStringLiteral(".png"));
    QString path = m_prompter->saveFileName(this, tr("Export chart"), suggested,
                                            QStringList{pngFilter, svgFilter, pdfFilter}.join(QStringLiteral(";;")),
                                            &selected);
    if (path.isEmpty())
        return;
    if (!exportFormatForPath(path))
        path += selected == svgFilter ? QStringLiteral(".svg")
            : selected == pdfFilter   ? QStringLiteral(".pdf")
                                      : QStringLiteral(".png");
    settings::lastDirectory.setValue(QFileInfo(path).absolutePath());
    exportCurrentChart(path);
}

bool MainWindow::exportCurrentChart(const QString& path, QSize size)
{
    ChartAdapter* chart = m_charts->currentAdapter();
    const auto format = exportFormatForPath(path);
    QString error;
    if (format && !chart && m_charts->currentChart() == QStringLiteral("capacity")) {
        // The capacity tab is a table: exported as it is on screen.
        if (!exportWidget(m_charts->capacity(), path, *format, &error)) {
            m_prompter->error(this, tr("Export chart"),
                              tr("Could not export the table to “%1”: %2.").arg(QDir::toNativeSeparators(path), error));
            return false;
        }
        statusBar()->showMessage(tr("Table saved to %1").arg(QDir::toNativeSeparators(path)), 5000);
        return true;
    }
    if (!chart || !format) {
        m_prompter->error(this, tr("Export chart"), tr("Choose a file name ending in .png, .svg or .pdf."));
        return false;
    }
    m_charts->flush();
    if (!exportChart(chart->plot(), path, *format, size.isEmpty() ? QSize(1400, 860) : size, &error)) {
        m_prompter->error(this, tr("Export chart"),
                          tr("Could not export the chart to “%1”: %2.").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    statusBar()->showMessage(tr("Chart saved to %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

namespace {
// Reports follow the UI's language (View → Language sets the default locale); the bare C locale
// of a machine without LANG becomes US English, the CLI's default, so both print the same.
QLocale reportLocale()
{
    const QLocale l;
    return l.language() == QLocale::C ? QLocale(QLocale::English, QLocale::UnitedStates) : l;
}
} // namespace

Result<ReportModel> MainWindow::currentReportModel() const
{
    if (!m_llm)
        return makeError(ErrorCode::NotFound, {}, 0, "model", "no LLM is chosen");
    const PlanState& s = m_doc->state();
    ReportRequest req;
    req.scenario = s.scenario(*m_llm, m_engine->gpus());
    req.method = "default";
    if (m_data)
        req.evaluationFile = m_data->activeEvaluationFile(); // the retrained model's own evaluation
#ifdef WATTGPU_VERSION
    req.appVersion = WATTGPU_VERSION;
#else
    req.appVersion = QCoreApplication::applicationVersion().toStdString();
#endif
    return buildReportModel(*m_engine, req);
}

bool MainWindow::exportReport(const QString& path, report::PageSize page)
{
    const auto format = report::formatForPath(path);
    if (!format) {
        m_prompter->error(this, tr("Export report"), tr("Choose a file name ending in .pdf, .html, .csv or .json."));
        return false;
    }
    const auto model = currentReportModel();
    if (!model) {
        m_prompter->error(
            this, tr("Export report"),
            model.error().code == ErrorCode::NotFound
                ? tr("There is no model to report on yet.")
                : tr("The report could not be built: %1").arg(QString::fromStdString(model.error().message())));
        return false;
    }
    if (model->rows.empty()) {
        m_prompter->error(this, tr("Export report"), tr("No GPU is included: tick at least one GPU in the table."));
        return false;
    }
    report::ReportOptions options;
    options.locale = reportLocale(); // the language chosen in View → Language
    options.page = page;
    const Status written = report::writeReport(*model, path, options);
    if (!written) {
        m_prompter->error(this, tr("Export report"),
                          tr("Could not write the report to “%1”: %2.")
                              .arg(QDir::toNativeSeparators(path), QString::fromStdString(written.error().message())));
        return false;
    }
    statusBar()->showMessage(tr("Report saved to %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

bool MainWindow::exportCompareView(const QString& path, const QStringList& gpuIds, report::PageSize page)
{
    if (gpuIds.size() < 2 || gpuIds.size() > 3) {
        m_prompter->error(this, tr("Export compare view"), tr("Pick two or three GPUs to compare."));
        return false;
    }
    const auto format = report::formatForPath(path);
    if (!format || (*format != report::ReportFormat::Pdf && *format != report::ReportFormat::Html)) {
        m_prompter->error(this, tr("Export compare view"), tr("Choose a file name ending in .pdf or .html."));
        return false;
    }
    const auto model = currentReportModel();
    if (!model) {
        if (model.error().code != ErrorCode::NotFound)
            m_prompter->error(
                this, tr("Export compare view"),
                tr("The report could not be built: %1").arg(QString::fromStdString(model.error().message())));
        return false;
    }
    report::ReportOptions options;
    options.locale = reportLocale(); // the language chosen in View → Language
    options.page = page;
    for (const QString& id : gpuIds)
        options.compareGpuIds.push_back(id.toStdString());
    const Status written = report::writeReport(*model, path, options);
    if (!written) {
        m_prompter->error(this, tr("Export compare view"),
                          tr("Could not write “%1”: %2.")
                              .arg(QDir::toNativeSeparators(path), QString::fromStdString(written.error().message())));
        return false;
    }
    statusBar()->showMessage(tr("Compare view saved to %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

namespace {
// Asks for a file through the prompter; adds the suffix of the chosen filter when missing.
QString askReportPath(Prompter* prompter, QWidget* parent, const QString& title, const QString& baseName,
                      const QStringList& filters, const QStringList& suffixes, int* filterIndex)
{
    QString selected = filters.front();
    const QString dir = settings::lastDirectory.value().isEmpty() ? QDir::homePath() : settings::lastDirectory.value();
    QString path = prompter->saveFileName(parent, title, QDir(dir).filePath(baseName + suffixes.front()),
                                          filters.join(QStringLiteral(";;")), &selected);
    if (path.isEmpty())
        return {};
    int i = std::max<int>(0, int(filters.indexOf(selected)));
    // The typed suffix wins over the filter; the filter only supplies a missing one.
    if (!report::formatForPath(path))
        path += suffixes.at(i);
    else if (!path.endsWith(suffixes.at(i), Qt::CaseInsensitive))
        i = std::max<int>(0, int(suffixes.indexOf(QLatin1Char('.') + QFileInfo(path).suffix().toLower())));
    *filterIndex = i;
    settings::lastDirectory.setValue(QFileInfo(path).absolutePath());
    return path;
}
} // namespace

void MainWindow::exportReportWithDialog()
{
    const QStringList filters{tr("PDF report, A4 (*.pdf)"), tr("PDF report, US Letter (*.pdf)"),
                              tr("HTML report (*.html)"), tr("CSV table (*.csv)"), tr("JSON table (*.json)")};
    const QStringList suffixes{QStringLiteral(".pdf"), QStringLiteral(".pdf"), QStringLiteral(".html"),
                               QStringLiteral(".csv"), QStringLiteral(".json")};
    int index = 0;
    const QString path = askReportPath(m_prompter, this, tr("Export report"), QStringLiteral("wattgpu-report"), filters,
                                       suffixes, &index);
    if (path.isEmpty())
        return;
    exportReport(path, index == 1 ? report::PageSize::Letter : report::PageSize::A4);
}

void MainWindow::exportCompareWithDialog(const QStringList& gpuIds)
{
    const QStringList filters{tr("PDF page, A4 (*.pdf)"), tr("PDF page, US Letter (*.pdf)"), tr("HTML page (*.html)")};
    const QStringList suffixes{QStringLiteral(".pdf"), QStringLiteral(".pdf"), QStringLiteral(".html")};
    int index = 0;
    const QString path = askReportPath(m_prompter, this, tr("Export compare view"), QStringLiteral("wattgpu-compare"),
                                       filters, suffixes, &index);
    if (path.isEmpty())
        return;
    exportCompareView(path, gpuIds, index == 1 ? report::PageSize::Letter : report::PageSize::A4);
}

void MainWindow::editEconomicsWithDialog()
{
    EconomicsDialog dialog(m_doc->state().economics, this);
    std::vector<std::pair<std::string, QString>> gpus;
    for (const GpuSpec& g : m_engine->gpus().gpus())
        gpus.emplace_back(g.id, QString::fromStdString(g.name));
    dialog.setGpus(gpus);
    if (dialog.exec() == QDialog::Accepted)
        m_doc->setEconomics(dialog.economics());
}

void MainWindow::openConfigWithDialog()
{
    const QString path = m_prompter->openFileName(
        this, tr("Open config.json"),
        settings::lastDirectory.value().isEmpty() ? QDir::homePath() : settings::lastDirectory.value(),
        tr("Hugging Face config (config.json *.json);;All files (*)"));
    if (path.isEmpty())
        return;
    settings::lastDirectory.setValue(QFileInfo(path).absolutePath());
    openConfigJson(path);
}

void MainWindow::showAbout()
{
    m_prompter->information(
        this, tr("About WattGPU Planner"),
        tr("WattGPU Planner %1\n\nPredicts the power draw and inter-token latency of serving an LLM on every GPU in "
           "its catalog, and recommends the most energy-efficient GPU that meets your latency SLA.\n\n"
           "Predictions come from models trained on public measurements; intervals show their uncertainty.")
            .arg(QCoreApplication::applicationVersion()));
}

void MainWindow::restoreWindowSettings()
{
    const QByteArray geometry = settings::windowGeometry.value();
    if (!geometry.isEmpty())
        restoreGeometry(geometry);
    else
        resize(1440, 900);
    const QByteArray state = settings::windowState.value();
    if (!state.isEmpty())
        restoreState(state);
}

void MainWindow::saveWindowSettings()
{
    if (!m_options.restoreSettings)
        return;
    settings::windowGeometry.setValue(saveGeometry());
    settings::windowState.setValue(saveState());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    if (m_presenting)
        setPresentationMode(false);
    saveWindowSettings();
    event->accept();
}

} // namespace wattgpu::ui
