// The window's menus and actions; their texts keep MainWindow's translation context.
#include "ui/widgets/window_actions.h"

#include "ui/dialogs/deployment_dialog.h"
#include "ui/dialogs/prompter.h"
#include "ui/models/chart_data.h"
#include "ui/models/plan_document.h"
#include "ui/settings.h"
#include "ui/widgets/chart_panel.h"
#include "ui/widgets/economics_dialog.h"
#include "ui/widgets/export_controller.h"
#include "ui/widgets/language_menu.h"
#include "ui/widgets/main_window.h"
#include "ui/widgets/model_picker.h"
#include "ui/widgets/plan_files.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMenuBar>
#include <QUndoStack>

namespace wattgpu::ui {

namespace {
// "&Undo Set concurrency to 32": the step named in the current language.
void setUndoTexts(QAction* undo, QAction* redo, const QUndoStack* stack)
{
    undo->setText(stack->canUndo() ? MainWindow::tr("&Undo %1").arg(stack->undoText()) : MainWindow::tr("&Undo"));
    redo->setText(stack->canRedo() ? MainWindow::tr("&Redo %1").arg(stack->redoText()) : MainWindow::tr("&Redo"));
}
} // namespace

WindowActions::WindowActions(MainWindow* window, bool rememberLanguage) : QObject(window), m_window(window)
{
    createActions();
    createMenus(rememberLanguage);
}

void WindowActions::createActions()
{
    PlanFiles* files = m_window->planFiles();
    ExportController* exporter = m_window->exportController();
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
    m_act.deployment = make();
    m_act.deployment->setObjectName(QStringLiteral("deploymentAction"));
    m_act.slaUpperBound = make();
    m_act.slaUpperBound->setCheckable(true);
    m_act.quit = make(QKeySequence::Quit);
    // Not QUndoStack::createUndoAction: its "&Undo" prefix is fixed at creation and would stay in
    // the old language after View → Language; setUndoTexts() words them in the current one.
    QUndoStack* stack = m_window->document()->undoStack();
    m_act.undo = make(QKeySequence::Undo);
    m_act.redo = make();
    // The platform's redo keys plus Ctrl+Y and Ctrl+Shift+Z, each once: where the platform's
    // Redo is Ctrl+Y already, listing it twice made the shortcut ambiguous and it did nothing.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence& k : {QKeySequence(Qt::CTRL | Qt::Key_Y), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)})
        if (!redoKeys.contains(k))
            redoKeys << k;
    m_act.redo->setShortcuts(redoKeys);
    m_act.undo->setEnabled(stack->canUndo());
    m_act.redo->setEnabled(stack->canRedo());
    // A field still being edited is committed first, so Ctrl+Z undoes what it shows.
    connect(m_act.undo, &QAction::triggered, this, [this, stack]() {
        commitEditedField();
        stack->undo();
    });
    connect(m_act.redo, &QAction::triggered, this, [this, stack]() {
        commitEditedField();
        stack->redo();
    });
    // The spin boxes' line edits would take Ctrl+Z for their own text history: undo of the
    // keystrokes, not of the plan, and the Edit menu's Undo never fired while one had the focus.
    for (QAbstractSpinBox* spin : m_window->findChildren<QAbstractSpinBox*>()) {
        spin->installEventFilter(this);
        if (auto* edit = spin->findChild<QLineEdit*>())
            edit->installEventFilter(this);
    }
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
    m_act.showPicker = m_window->pickerDock()->toggleViewAction();
    m_act.showPicker->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    for (int i = 0; i < 5; ++i) {
        m_act.charts[i] = make(QKeySequence(Qt::CTRL | (Qt::Key_1 + i)));
        connect(m_act.charts[i], &QAction::triggered, this, [this, i]() {
            if (m_window->isPresentationMode())
                m_window->setPresentationMode(false);
            m_window->chartPanel()->setCurrentChart(chartTabIds().at(i));
        });
    }
    m_act.about = make();
    m_act.aboutQt = make();

    connect(m_act.newPlan, &QAction::triggered, this, [files]() { files->newPlan(MainWindow::defaultPlan()); });
    connect(m_act.open, &QAction::triggered, files, &PlanFiles::openWithDialog);
    connect(m_act.save, &QAction::triggered, files, &PlanFiles::save);
    connect(m_act.saveAs, &QAction::triggered, files, &PlanFiles::saveAs);
    connect(m_act.openConfig, &QAction::triggered, this, &WindowActions::openConfigWithDialog);
    connect(m_act.exportChart, &QAction::triggered, exporter, &ExportController::exportChartWithDialog);
    connect(m_act.exportReport, &QAction::triggered, exporter, &ExportController::exportReportWithDialog);
    connect(m_act.economics, &QAction::triggered, this, &WindowActions::editEconomicsWithDialog);
    connect(m_act.deployment, &QAction::triggered, this, &WindowActions::editDeploymentWithDialog);
    connect(m_act.slaUpperBound, &QAction::toggled, this, [this](bool upper) {
        m_window->document()->setSlaConfidence(upper ? SlaConfidence::UpperBound : SlaConfidence::Point);
    });
    connect(m_act.quit, &QAction::triggered, m_window, &QWidget::close);
    connect(m_act.findModel, &QAction::triggered, this, [this]() {
        m_window->pickerDock()->show();
        m_window->pickerDock()->raise();
        m_window->modelPicker()->focusSearch();
    });
    connect(m_act.includeAll, &QAction::triggered, this,
            [this]() { m_window->document()->setGpusIncluded(m_window->document()->state().excludedGpus, true); });
    connect(m_act.excludeNoFit, &QAction::triggered, this, [this]() {
        // Inclusion is per GPU type: under all counts a type is left out when none of its counts fits.
        QStringList ids, fitting;
        for (const GpuPoint& g : m_window->chartModel().points)
            (g.fits() ? fitting : ids) << QString::fromStdString(gpuIdOfKey(g.gpuId.toStdString()));
        ids.removeDuplicates();
        for (const QString& id : fitting)
            ids.removeAll(id);
        if (!ids.isEmpty())
            m_window->document()->setGpusIncluded(ids, false);
    });
    connect(m_act.presentation, &QAction::toggled, this, [this](bool on) { m_window->setPresentationMode(on); });
    connect(m_act.lightTheme, &QAction::triggered, this, [this]() { m_window->setTheme(Theme::Light); });
    connect(m_act.darkTheme, &QAction::triggered, this, [this]() { m_window->setTheme(Theme::Dark); });
    connect(m_act.about, &QAction::triggered, this, &WindowActions::showAbout);
    connect(m_act.aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
    connect(files, &PlanFiles::recentFilesChanged, this, [this, files]() { files->fillRecentMenu(m_recentMenu); });
}

bool WindowActions::isUndoKey(const QKeyEvent* key) const
{
    for (const QAction* a : {m_act.undo, m_act.redo})
        for (const QKeySequence& seq : a->shortcuts())
            if (seq.count() == 1 && seq[0] == key->keyCombination())
                return true;
    return false;
}

bool WindowActions::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::ShortcutOverride && isUndoKey(static_cast<QKeyEvent*>(event))) {
        event->ignore(); // not the field's: the window's Undo / Redo shortcut takes it
        return true;
    }
    return QObject::eventFilter(watched, event);
}

void WindowActions::commitEditedField()
{
    // With the focus in a spin box its text may not be the value yet (a text being typed):
    // interpretText() applies it, through valueChanged, as the edit the undo step then takes back.
    QWidget* focus = QApplication::focusWidget();
    auto* spin = qobject_cast<QAbstractSpinBox*>(focus);
    if (!spin && focus)
        spin = qobject_cast<QAbstractSpinBox*>(focus->parentWidget()); // its line edit
    if (spin && m_window->isAncestorOf(spin))
        spin->interpretText();
}

void WindowActions::createMenus(bool rememberLanguage)
{
    QMenuBar* bar = m_window->menuBar();
    m_fileMenu = bar->addMenu(QString());
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
    m_window->planFiles()->fillRecentMenu(m_recentMenu);

    m_editMenu = bar->addMenu(QString());
    m_editMenu->addAction(m_act.undo);
    m_editMenu->addAction(m_act.redo);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_act.findModel);
    m_editMenu->addAction(m_act.includeAll);
    m_editMenu->addAction(m_act.excludeNoFit);

    m_planMenu = bar->addMenu(QString());
    m_planMenu->addAction(m_act.economics);
    m_planMenu->addAction(m_act.deployment);
    m_planMenu->addAction(m_act.slaUpperBound);

    m_viewMenu = bar->addMenu(QString());
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
    auto* language = new LanguageMenu(rememberLanguage, m_viewMenu);
    m_viewMenu->addMenu(language);
    connect(language, &LanguageMenu::failed, this,
            [this](const QString& why) { m_window->prompter()->error(m_window, MainWindow::tr("Language"), why); });

    m_helpMenu = bar->addMenu(QString());
    m_helpMenu->addAction(m_act.about);
    m_helpMenu->addAction(m_act.aboutQt);

    // Every action with a shortcut is the window's own too: presentation mode hides the menu bar,
    // and a hidden menu takes its actions' shortcuts with it (F11 could not leave presentation
    // mode, Ctrl+1…5 and the theme keys were dead there).
    for (QMenu* menu : {m_fileMenu, m_editMenu, m_planMenu, m_viewMenu, m_themeMenu, m_helpMenu})
        for (QAction* a : menu->actions())
            if (!a->shortcut().isEmpty())
                m_window->addAction(a);
}

void WindowActions::retranslateUi()
{
    m_fileMenu->setTitle(MainWindow::tr("&File"));
    m_act.newPlan->setText(MainWindow::tr("&New plan"));
    m_act.open->setText(MainWindow::tr("&Open plan…"));
    m_recentMenu->setTitle(MainWindow::tr("Open &recent"));
    m_act.save->setText(MainWindow::tr("&Save plan"));
    m_act.saveAs->setText(MainWindow::tr("Save plan &as…"));
    m_act.openConfig->setText(MainWindow::tr("Open &config.json…"));
    m_act.exportChart->setText(MainWindow::tr("&Export chart…"));
    m_act.exportReport->setText(MainWindow::tr("Export re&port…"));
    m_act.exportReport->setToolTip(MainWindow::tr("The plan as a report: PDF (A4 or Letter), HTML, CSV or JSON"));
    m_planMenu->setTitle(MainWindow::tr("&Plan"));
    m_act.economics->setText(MainWindow::tr("&Cost and carbon assumptions…"));
    m_act.economics->setToolTip(EconomicsDialog::defaultsText());
    m_act.deployment->setText(MainWindow::tr("&Speculative decoding and network…"));
    m_act.slaUpperBound->setText(MainWindow::tr("Meet the SLA at the &upper bound of the interval"));
    m_act.slaUpperBound->setToolTip(
        MainWindow::tr("Only deployments whose ~80 % ITL interval stays within the SLA qualify "
                       "(safer; fewer qualify). Off: the predicted ITL must meet it"));
    m_act.quit->setText(MainWindow::tr("&Quit"));
    m_editMenu->setTitle(MainWindow::tr("&Edit"));
    m_act.findModel->setText(MainWindow::tr("&Find model…"));
    m_act.includeAll->setText(MainWindow::tr("&Include all GPUs"));
    m_act.excludeNoFit->setText(MainWindow::tr("Leave out GPUs that do &not fit"));
    m_viewMenu->setTitle(MainWindow::tr("&View"));
    m_act.presentation->setText(MainWindow::tr("&Presentation mode"));
    m_themeMenu->setTitle(MainWindow::tr("&Theme"));
    m_act.lightTheme->setText(MainWindow::tr("&Light"));
    m_act.darkTheme->setText(MainWindow::tr("&Dark"));
    m_act.charts[0]->setText(MainWindow::tr("Chart: power vs &latency"));
    m_act.charts[1]->setText(MainWindow::tr("Chart: &objective per GPU"));
    m_act.charts[2]->setText(MainWindow::tr("Chart: load s&weep"));
    m_act.charts[3]->setText(MainWindow::tr("Chart: SL&A sweep"));
    m_act.charts[4]->setText(MainWindow::tr("&Capacity (server mode)"));
    m_act.showPicker->setText(MainWindow::tr("&Model picker"));
    m_helpMenu->setTitle(MainWindow::tr("&Help"));
    m_act.about->setText(MainWindow::tr("&About WattGPU Planner"));
    m_act.aboutQt->setText(MainWindow::tr("About &Qt"));
    m_window->planFiles()->fillRecentMenu(m_recentMenu);
    setUndoTexts(m_act.undo, m_act.redo, m_window->document()->undoStack());
}

void WindowActions::editEconomicsWithDialog()
{
    EconomicsDialog dialog(m_window->document()->state().economics, m_window);
    std::vector<std::pair<std::string, QString>> gpus;
    for (const GpuSpec& g : m_window->engine()->gpus().gpus())
        gpus.emplace_back(g.id, QString::fromStdString(g.name));
    dialog.setGpus(gpus);
    if (dialog.exec() == QDialog::Accepted)
        m_window->document()->setEconomics(dialog.economics());
}

void WindowActions::editDeploymentWithDialog()
{
    DeploymentDialog dialog(m_window->document()->state().workload, m_window);
    if (dialog.exec() == QDialog::Accepted)
        m_window->document()->setDeploymentOptions(dialog.speculation(), dialog.interNodeGbS());
}

void WindowActions::openConfigWithDialog()
{
    const QString path = m_window->prompter()->openFileName(
        m_window, MainWindow::tr("Open config.json"),
        settings::lastDirectory.value().isEmpty() ? QDir::homePath() : settings::lastDirectory.value(),
        MainWindow::tr("Hugging Face config (config.json *.json);;All files (*)"));
    if (path.isEmpty())
        return;
    settings::lastDirectory.setValue(QFileInfo(path).absolutePath());
    m_window->openConfigJson(path);
}

void WindowActions::showAbout()
{
    m_window->prompter()->information(
        m_window, MainWindow::tr("About WattGPU Planner"),
        MainWindow::tr(
            "WattGPU Planner %1\n\nPredicts the power draw and inter-token latency of serving an LLM on every GPU in "
            "its catalog, and recommends the most energy-efficient GPU that meets your latency SLA.\n\n"
            "Predictions come from models trained on public measurements; intervals show their uncertainty.")
            .arg(QCoreApplication::applicationVersion()));
}

} // namespace wattgpu::ui
