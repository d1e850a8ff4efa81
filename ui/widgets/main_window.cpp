#include "ui/widgets/main_window.h"

#include "ui/widgets/eliding_label.h"

#include "core/catalog/hf_config.h"
#include "ui/dialogs/prompter.h"
#include "ui/models/gpu_table_model.h"
#include "ui/models/llm_list_model.h"
#include "ui/models/plan_document.h"
#include "ui/settings.h"
#include "ui/text/display_text.h"
#include "ui/widgets/capacity_view.h"
#include "ui/widgets/chart_panel.h"
#include "ui/widgets/chart_table_splitter.h"
#include "ui/widgets/data_controller.h"
#include "ui/widgets/export_controller.h"
#include "ui/widgets/gpu_table_view.h"
#include "ui/widgets/model_facts_panel.h"
#include "ui/widgets/model_picker.h"
#include "ui/widgets/model_strip.h"
#include "ui/widgets/plan_files.h"
#include "ui/widgets/presentation_view.h"
#include "ui/widgets/recommendation_banner.h"
#include "ui/widgets/window_actions.h"
#include "ui/widgets/workload_bar.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QKeyEvent>
#include <QLabel>
#include <QMenuBar>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyleOptionMenuItem>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <set>

namespace wattgpu::ui {

PlanState MainWindow::defaultPlan() { return PlanState{}; }

MainWindow::MainWindow(std::shared_ptr<const Engine> engine, Prompter* prompter, MainWindowOptions options,
                       QWidget* parent)
    : QMainWindow(parent), m_engine(std::move(engine)), m_prompter(prompter), m_options(options),
      m_doc(new PlanDocument(this)), m_compute(new ComputeService(m_engine, this)),
      m_tableModel(new GpuTableModel(this))
{
    if (!m_prompter) {
        m_ownPrompter = std::make_unique<WidgetPrompter>();
        m_prompter = m_ownPrompter.get();
    }
    setObjectName(QStringLiteral("mainWindow"));
    m_files = new PlanFiles(m_doc, m_prompter, this, [this](const PlanState& s, QString* error) {
        return resolveModel(s, error).has_value() && PlanIo::checkGpus(s, m_engine->gpus(), error);
    });
    m_tableModel->setCatalog(m_engine->gpus());

    buildLayout();
    // No smaller than the size every pane is checked readable at (tests/ui/test_window_layout, every
    // language, the picker docked or folded): below it the chart was unreadable (800 x 597).
    setMinimumSize(minimumReadableSize());
    // A plan opened names its model: the picker folds as after picking a model by hand, so a small
    // window (1024 x 700 at first start, a plan on the command line) gives the table and the
    // chart its width.
    connect(m_files, &PlanFiles::opened, this, [this]() { setModelPickerCollapsed(true); });
    m_export = new ExportController(this);
    m_actions = new WindowActions(this, m_options.restoreSettings);
    m_strip->setShortcutText(m_pickerDock->toggleViewAction()->shortcut().toString(QKeySequence::NativeText));
    retranslateUi();
    // The Data menu: installs the custom GPUs and the chosen model (a first setEngine()).
    m_data = std::make_unique<DataController>(this, m_engine, m_prompter);

    connect(m_doc, &PlanDocument::changed, this, &MainWindow::onPlanChanged);
    connect(m_doc, &PlanDocument::viewStateChanged, this, &MainWindow::onViewStateChanged);
    connect(m_doc, &PlanDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_doc, &PlanDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_compute, &ComputeService::resultReady, this, &MainWindow::onResult);
    connect(m_compute, &ComputeService::sweepsReady, this, &MainWindow::onSweeps);
    connect(m_compute, &ComputeService::busyChanged, this, [this](bool busy) {
        m_computing = busy;
        showTiming();
    });
    connect(m_picker, &ModelPicker::modelChosen, this, [this](const QString& id) {
        m_doc->setModel(id);
        setModelPickerCollapsed(true);
    });
    connect(m_picker, &ModelPicker::openConfigRequested, m_actions, &WindowActions::openConfigWithDialog);
    connect(m_picker, &ModelPicker::hubFetchRequested, this, [this](const QString& id) {
        if (m_data)
            m_data->fetchFromHub(id);
    });
    connect(m_tableModel, &GpuTableModel::inclusionToggled, m_doc, &PlanDocument::setGpuIncluded);
    connect(m_charts, &ChartPanel::currentChartChanged, m_doc, &PlanDocument::setChartTab);
    connect(m_charts, &ChartPanel::sweepGpusChanged, m_doc, &PlanDocument::setSweepGpus);
    connect(m_charts, &ChartPanel::exportRequested, m_export, &ExportController::exportChartWithDialog);
    connect(m_presentation, &PresentationView::exportCompareRequested, m_export,
            &ExportController::exportCompareWithDialog);
    connect(m_table, &GpuTableView::currentGpuChanged, this, &MainWindow::updateGpuWarnings);
    // Chart <-> table: the current row is ringed on the chart; a clicked point's row becomes current.
    connect(m_table, &GpuTableView::currentGpuChanged, m_charts, &ChartPanel::setSelectedGpu);
    connect(m_charts, &ChartPanel::gpuClicked, m_table, &GpuTableView::selectGpu);
    connect(m_table, &GpuTableView::hiddenColumnsChanged, this, [this](const QStringList& keys) {
        if (m_options.restoreSettings)
            settings::gpuTableHiddenColumns.setValue(keys);
    });

    Theme theme = Theme::Light;
    if (m_options.restoreSettings) {
        restoreWindowSettings();
        theme = themeFromName(settings::theme.value());
    }
    setTheme(theme);

    bool opened = false;
    if (m_options.reopenLastPlan) {
        const QString last = settings::lastPlan.value();
        if (!last.isEmpty() && QFileInfo::exists(last))
            opened = m_files->open(last);
    }
    if (!opened)
        m_doc->reset(defaultPlan(), QString());
}

MainWindow::~MainWindow()
{
    // ~QWidget deletes the PlanDocument after this object stopped being a MainWindow; clearing its
    // undo stack then emits undoTextChanged into our lambdas (UBSan: member access on a QWidget).
    if (m_doc) {
        m_doc->undoStack()->disconnect(this);
        m_doc->undoStack()->disconnect(m_actions);
    }
    // Likewise the dock's visibility and the menu bar's resizes while ~QWidget hides them.
    m_pickerDock->disconnect(this);
    menuBar()->removeEventFilter(this);
}

void MainWindow::buildLayout()
{
    m_picker = new ModelPicker(m_engine->llms(), this);
    m_pickerDock = new QDockWidget(this);
    m_pickerDock->setObjectName(QStringLiteral("modelPickerDock"));
    m_pickerDock->setWidget(m_picker);
    m_pickerDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
                              | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::LeftDockWidgetArea, m_pickerDock);
    m_strip = new ModelStrip(this);
    m_strip->hide(); // while the dock shows the model
    menuBar()->setCornerWidget(m_strip, Qt::TopRightCorner);
    menuBar()->installEventFilter(this);
    connect(m_strip, &ModelStrip::pickerRequested, this, [this]() { setModelPickerCollapsed(false); });
    connect(m_pickerDock, &QDockWidget::visibilityChanged, this, [this]() {
        m_strip->setVisible(!m_presenting && isModelPickerCollapsed());
        fitModelStrip();
    });

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(6, 4, 6, 0);
    layout->setSpacing(6);
    m_workload = new WorkloadBar(m_doc, central);
    layout->addWidget(m_workload);
    m_banner = new RecommendationBanner(central);
    layout->addWidget(m_banner);
    connect(m_banner, &RecommendationBanner::applyFixRequested, m_doc, &PlanDocument::applyFix);
    m_charts = new ChartPanel(central);
    m_charts->capacity()->setDocument(m_doc, m_prompter); // the tab's budget and owned GPUs edit the plan
    m_table = new GpuTableView(m_tableModel, central);
    m_splitter = new ChartTableSplitter(m_charts, m_table, central);
    layout->addWidget(m_splitter, 1);

    m_stack = new QStackedWidget(this);
    m_stack->addWidget(central);
    m_presentation = new PresentationView(m_stack);
    m_presentation->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored); // until presenting
    m_stack->addWidget(m_presentation);
    setCentralWidget(m_stack);

    m_statusModel = new ElidingLabel(this);
    m_statusWarnings = new QLabel(this);
    m_statusWarnings->setObjectName(QStringLiteral("statusWarnings"));
    m_statusTiming = new QLabel(this);
    m_statusTiming->setObjectName(QStringLiteral("statusTiming"));
    statusBar()->addWidget(m_statusModel, 1);
    statusBar()->addPermanentWidget(m_statusWarnings);
    statusBar()->addPermanentWidget(m_statusTiming);
    fitStatusTiming();

    setTabOrder(m_workload, m_charts);
    setTabOrder(m_charts, m_table);
}

std::optional<LlmSpec> MainWindow::resolveModel(const PlanState& s, QString* error)
{
    if (!s.modelConfigPath.isEmpty()) {
        if (auto it = m_customModels.constFind(s.modelConfigPath); it != m_customModels.constEnd())
            return *it;
        Result<LlmSpec> r = loadHfConfig(s.modelConfigPath.toStdString(), s.modelId.toStdString());
        if (!r) {
            if (error)
                *error = tr("The model's config.json could not be read: %1.")
                             .arg(QString::fromStdString(r.error().message()));
            return std::nullopt;
        }
        m_customModels.insert(s.modelConfigPath, r.value());
        return r.value();
    }
    if (const LlmSpec* l = m_engine->llms().find(s.modelId.toStdString()))
        return *l;
    if (error)
        *error = tr("The model “%1” is not in the catalog.").arg(s.modelId);
    return std::nullopt;
}

void MainWindow::onPlanChanged(const PlanState& state)
{
    QString error;
    std::optional<LlmSpec> llm = resolveModel(state, &error);
    if (!llm) {
        // Only reachable for a plan whose config.json vanished since it was validated.
        m_prompter->error(this, tr("Model"), error);
        return;
    }
    // Another model: the table's current row is the old model's choice (the rows keep their
    // keys), and the facts would name its warnings; they fall back to the recommended GPU.
    if (m_llm && m_llm->hfId != llm->hfId) {
        m_table->table()->selectionModel()->clearCurrentIndex();
        m_table->table()->clearSelection();
    }
    m_llm = std::move(llm);
    // The facts pane and the precision combo show the precision the plan computes at (native or chosen).
    const Workload workload = state.scenario(*m_llm, m_engine->gpus()).workload;
    m_picker->setCurrentModel(*m_llm, workload);
    m_strip->setModel(*m_llm, workload);
    m_workload->setNativePrecision(nativePrecision(*m_llm));
    m_tableModel->setExcluded(state.excludedGpus);
    m_charts->setCurrentChart(state.chartTab);
    if (QAction* upper = m_actions ? m_actions->slaUpperBound() : nullptr) {
        const QSignalBlocker block(upper);
        upper->setChecked(state.slaConfidence == SlaConfidence::UpperBound);
    }
    requestCompute();
}

void MainWindow::onViewStateChanged(const PlanState& state)
{
    m_charts->setCurrentChart(state.chartTab);
    if (!m_requestedSweep || *m_requestedSweep != state.sweepGpus)
        requestCompute();
}

int MainWindow::includedCount() const
{
    return int(m_engine->gpus().gpus().size()) - int(m_doc->state().excludedGpus.size());
}

void MainWindow::requestCompute()
{
    if (!m_llm)
        return;
    const PlanState& s = m_doc->state();
    ComputeRequest req;
    req.scenario = s.scenario(*m_llm, m_engine->gpus());
    for (const QString& id : s.sweepGpus)
        if (!s.excludedGpus.contains(QString::fromStdString(gpuIdOfKey(id.toStdString()))))
            req.sweepGpus.push_back(id.toStdString());
    req.autoSweepGpus = s.sweepGpus.isEmpty();
    m_requestedSweep = s.sweepGpus;
    m_compute->request(std::move(req));
}

void MainWindow::onResult(const ComputeResultPtr& result)
{
    m_result = result;
    m_chartModel = ChartModelBuilder::build(*result, m_engine->gpus());
    m_tableModel->setResult(result);
    m_table->applyServerColumns(result->request.scenario.rateRps().has_value());
    m_table->showObjectiveFirst(result->request.scenario.objective);
    m_charts->setCapacity(result, m_engine->gpus());
    m_table->fitColumns();
    // The sort proxy re-sorted the rows; lay them out now rather than on the view's zero-timer,
    // so the table is painted once per result with the banner and the chart, not a second time.
    m_table->table()->doItemsLayout();
    m_banner->setResult(m_chartModel, result, includedCount());
    m_charts->setModel(m_chartModel, result->request.scenario.workload.batch);
    if (m_presenting)
        m_presentation->setResult(m_chartModel, result, includedCount());
    updateStatusBar();
    updateGpuWarnings();
}

void MainWindow::updateGpuWarnings()
{
    // The facts pane lists the warnings of the GPU selected in the table, else of the winner,
    // so they are on screen rather than only in the status bar's tooltip.
    ModelFactsPanel* facts = m_picker->facts();
    QString id = m_table->currentGpuId();
    if (id.isEmpty() && m_chartModel.winnerId)
        id = *m_chartModel.winnerId;
    const Prediction* p = m_result && !id.isEmpty() ? m_result->prediction(id.toStdString()) : nullptr;
    const GpuPoint* g = m_chartModel.point(id);
    if (!p || !g) {
        facts->setGpuWarnings({}, false, {});
        return;
    }
    facts->setGpuWarnings(g->label, m_chartModel.winnerId == id, DisplayText::warningTitles(*p));
}

void MainWindow::onSweeps(const ComputeResultPtr& result)
{
    m_result = result;
    m_chartModel = ChartModelBuilder::build(*result, m_engine->gpus());
    m_charts->setModel(m_chartModel, result->request.scenario.workload.batch, true);
    m_charts->setCapacity(result, m_engine->gpus());
    if (result->request.scenario.rateRps())
        m_tableModel->setResult(result); // max sustainable req/s arrives with the sweeps
    // The fleet answers arrive with the sweeps: with a fleet target the banner leads with the fleet.
    if (result->outcome.fleet.capacity)
        m_banner->setResult(m_chartModel, result, includedCount());
    updateSweepChoice();
    updateStatusBar();
}

void MainWindow::updateSweepChoice()
{
    QStringList ids, names, checked;
    for (const GpuPoint& g : m_chartModel.points) {
        if (!g.fits())
            continue;
        ids << g.gpuId;
        names << g.label;
    }
    if (m_result)
        for (const std::string& id : m_result->sweeps.sweepGpus)
            checked << QString::fromStdString(id);
    m_charts->setSweepChoice(ids, names, checked);
}

void MainWindow::updateStatusBar()
{
    QString modelText, methodText;
    QString provenance;
    for (const ModelInfo& info : m_engine->models()) {
        if (info.method != "default")
            continue;
        methodText = tr("Prediction model: %1").arg(QString::fromStdString(info.method));
        modelText = info.version.empty()
            ? tr("Prediction model: %1").arg(QString::fromStdString(info.method))
            : tr("Prediction model: %1, version %2")
                  .arg(QString::fromStdString(info.method), QString::fromStdString(info.version));
        provenance = info.runs > 0 ? tr("%1 measured runs (%2 with power) on %3 GPUs and %4 LLMs")
                                         .arg(QLocale().toString(info.runs), QLocale().toString(info.powerRuns))
                                         .arg(info.gpuCount)
                                         .arg(info.llmCount)
                                   : QString::fromStdString(info.trainedOn);
    }
    if (modelText.isEmpty())
        modelText = tr("Prediction model: none loaded");
    // On a narrow window the provenance, then the version, give way whole rather than cut mid-word.
    QStringList shorter;
    if (!provenance.isEmpty())
        shorter << modelText;
    if (!methodText.isEmpty() && methodText != modelText)
        shorter << methodText;
    m_statusModel->setFullText(provenance.isEmpty() ? modelText : modelText + tr(" · trained on %1").arg(provenance),
                               shorter);

    QStringList warnings;
    for (const std::string& w : m_engine->loadWarnings())
        warnings << QString::fromStdString(w);
    int ood = 0;
    std::set<int> seen;
    if (m_result) {
        const QSet<QString> excluded(m_doc->state().excludedGpus.begin(), m_doc->state().excludedGpus.end());
        for (const Prediction& p : m_result->predictions) {
            if (excluded.contains(QString::fromStdString(p.gpuId)))
                continue;
            ood += p.outOfDistribution ? 1 : 0;
            for (const Warning& w : p.warnings) {
                // Model-level warnings repeat on every GPU: list each kind once.
                if (w.code == WarningCode::DoesNotFit || !seen.insert(int(w.code)).second)
                    continue;
                warnings << DisplayText::warning(Warning{w.code, {}});
            }
        }
    }
    if (ood > 0)
        warnings.prepend(tr("GPUs outside the training data: %1 (marked ⚠ in the table)").arg(ood));
    m_statusWarnings->setText(warnings.isEmpty() ? tr("No warnings") : tr("⚠ Warnings: %1").arg(warnings.size()));
    m_statusWarnings->setToolTip(warnings.join(QLatin1Char('\n')));
    showTiming();
}

void MainWindow::showTiming()
{
    // "Updating…" while the engine computes, in the status bar rather than the banner: there it
    // would take width from the headline and re-wrap it twice per change.
    if (m_computing)
        m_statusTiming->setText(tr("Updating…"));
    else if (m_result)
        m_statusTiming->setText(tr("Updated in %1").arg(DisplayText::withUnit(m_result->predictMs, tr("ms"), 2)));
}

void MainWindow::fitStatusTiming()
{
    // Wide enough for either text at any time, and fixed, so its changes never lay out the bar.
    const QFontMetrics fm = m_statusTiming->fontMetrics();
    const int w = std::max(fm.horizontalAdvance(tr("Updating…")),
                           fm.horizontalAdvance(tr("Updated in %1").arg(DisplayText::withUnit(8888.8, tr("ms"), 2))))
        + fm.horizontalAdvance(QLatin1Char(' '));
    m_statusTiming->setFixedSize(w + 2 * m_statusTiming->margin(), m_statusTiming->sizeHint().height());
}

void MainWindow::updateTitle()
{
    const QString name = m_doc->filePath().isEmpty() ? tr("Untitled plan") : QFileInfo(m_doc->filePath()).fileName();
    setWindowTitle(tr("%1[*] — WattGPU Planner").arg(name));
    setWindowModified(m_doc->isModified());
}

bool MainWindow::waitForResults(int timeoutMs)
{
    const bool ok = m_compute->waitForIdle(timeoutMs);
    m_charts->flush();
    return ok;
}

void MainWindow::setPrompter(Prompter* prompter)
{
    m_prompter = prompter ? prompter : m_ownPrompter.get();
    m_files->setPrompter(m_prompter);
    m_charts->capacity()->setDocument(m_doc, m_prompter);
    if (m_data)
        m_data->setPrompter(m_prompter);
}

void MainWindow::setEngine(std::shared_ptr<const Engine> engine)
{
    if (!engine || engine == m_engine)
        return;
    // Held until every view points at the new catalogs; released at the end of this function
    // unless a computation in flight still holds it (ComputeService keeps its job's engine).
    const std::shared_ptr<const Engine> previous = std::exchange(m_engine, std::move(engine));
    m_compute->setEngine(m_engine);
    m_tableModel->setCatalog(m_engine->gpus());
    m_picker->setCatalog(m_engine->llms());
    if (m_result)
        m_charts->setCapacity(m_result, m_engine->gpus());
    m_table->resetColumnSizing();
    requestCompute();
    updateStatusBar();
}

Result<ReportModel> MainWindow::currentReportModel() const { return m_export->currentReportModel(); }

bool MainWindow::exportCurrentChart(const QString& path, QSize size)
{
    return m_export->exportCurrentChart(path, size);
}

bool MainWindow::exportReport(const QString& path, report::PageSize page) { return m_export->exportReport(path, page); }

bool MainWindow::exportCompareView(const QString& path, const QStringList& gpuIds, report::PageSize page)
{
    return m_export->exportCompareView(path, gpuIds, page);
}

void MainWindow::editEconomicsWithDialog() { m_actions->editEconomicsWithDialog(); }

QAction* MainWindow::slaUpperBoundAction() const { return m_actions->slaUpperBound(); }

bool MainWindow::openPlan(const QString& path) { return m_files->open(path); }

void MainWindow::startWith(const PlanState& plan, bool modelGiven)
{
    m_doc->reset(plan, QString());
    if (modelGiven)
        setModelPickerCollapsed(true);
}

bool MainWindow::savePlan(const QString& path) { return m_files->saveTo(path); }

bool MainWindow::openConfigJson(const QString& path)
{
    Result<LlmSpec> r = loadHfConfig(path.toStdString());
    if (!r) {
        m_prompter->error(this, tr("Open config.json"),
                          tr("Could not read “%1” as a Hugging Face config.json:\n%2")
                              .arg(path, QString::fromStdString(r.error().message())));
        return false;
    }
    const QString abs = QFileInfo(path).absoluteFilePath();
    m_customModels.insert(abs, r.value());
    m_doc->setModel(QString::fromStdString(r.value().hfId), abs);
    setModelPickerCollapsed(true);
    return true;
}

void MainWindow::setModelPickerCollapsed(bool collapsed)
{
    if (collapsed) {
        // The focus leaves the hidden search field for the answer: the table's rows.
        const bool hadFocus = m_pickerDock->isAncestorOf(QApplication::focusWidget());
        m_pickerDock->hide();
        if (hadFocus)
            m_table->table()->setFocus(Qt::OtherFocusReason);
        return;
    }
    if (m_presenting)
        m_actions->presentation()->setChecked(false);
    m_pickerDock->show();
    m_pickerDock->raise();
    m_picker->focusSearch();
}

bool MainWindow::isModelPickerCollapsed() const { return m_pickerDock->isHidden(); }

void MainWindow::fitModelStrip()
{
    // The strip takes what the menus leave of the menu bar's width, measured as QMenuBar lays its
    // items out (a corner widget wider than that would push menus into an overflow button).
    QMenuBar* bar = menuBar();
    const QStyle* style = bar->style();
    int menus = 2
        * (style->pixelMetric(QStyle::PM_MenuBarPanelWidth, nullptr, bar)
           + style->pixelMetric(QStyle::PM_MenuBarHMargin, nullptr, bar));
    for (QAction* a : bar->actions()) {
        if (!a->isVisible())
            continue;
        QStyleOptionMenuItem opt;
        opt.initFrom(bar);
        opt.menuItemType = QStyleOptionMenuItem::Normal;
        opt.text = a->text();
        const QSize text = bar->fontMetrics().size(Qt::TextShowMnemonic, a->text());
        menus += style->sizeFromContents(QStyle::CT_MenuBarItem, &opt, text, bar).width()
            + style->pixelMetric(QStyle::PM_MenuBarItemSpacing, nullptr, bar);
    }
    m_strip->setRoom(std::max(0, bar->width() - menus - 12));
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == menuBar() && (event->type() == QEvent::Resize || event->type() == QEvent::LanguageChange))
        fitModelStrip();
    return QMainWindow::eventFilter(watched, event);
}

// ---------------------------------------------------------------- language, presentation, theme, settings

void MainWindow::retranslateUi()
{
    fitStatusTiming();
    showTiming();
    m_actions->retranslateUi();
    fitModelStrip(); // the menus' texts changed width
    m_pickerDock->setWindowTitle(tr("Model"));
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
        m_actions->presentation()->setChecked(false);
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
        const QSignalBlocker block(m_actions->presentation());
        m_actions->presentation()->setChecked(on);
    }
    // The page not shown must not count towards the window's minimum size (a stack's minimum is
    // that of its largest page): the cards would keep the window wider than 1024 px beside the
    // model dock. The dock goes first for the same reason.
    if (on) {
        m_wasMaximized = isMaximized();
        m_pickerShownBeforePresenting = !m_pickerDock->isHidden();
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
        m_pickerDock->setVisible(m_pickerShownBeforePresenting);
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
    m_actions->themeAction(theme)->setChecked(true);
    m_charts->setTheme(chartTheme(theme));
    m_presentation->setTheme(chartTheme(theme));
    m_banner->refresh();
    if (m_options.restoreSettings)
        settings::theme.setValue(themeName(theme));
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
    m_splitter->restorePosition(settings::chartTableSplitter.value());
    m_table->setHiddenColumns(settings::gpuTableHiddenColumns.value());
}

void MainWindow::saveWindowSettings()
{
    if (!m_options.restoreSettings)
        return;
    settings::windowGeometry.setValue(saveGeometry());
    settings::windowState.setValue(saveState());
    // A dragged splitter is remembered; an automatic one stays automatic at the next start.
    if (const QByteArray splitter = m_splitter->savedPosition(); splitter.isEmpty())
        settings::chartTableSplitter.reset();
    else
        settings::chartTableSplitter.setValue(splitter);
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
