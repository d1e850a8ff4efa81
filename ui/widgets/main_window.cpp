#include "ui/widgets/main_window.h"

#include "ui/widgets/eliding_label.h"

#include "core/catalog/hf_config.h"
#include "ui/dialogs/prompter.h"
#include "ui/models/gpu_table_model.h"
#include "ui/models/llm_list_model.h"
#include "ui/models/plan_document.h"
#include "ui/settings.h"
#include "ui/text/display_text.h"
#include "ui/widgets/chart_panel.h"
#include "ui/widgets/data_controller.h"
#include "ui/widgets/gpu_table_view.h"
#include "ui/widgets/model_facts_panel.h"
#include "ui/widgets/model_picker.h"
#include "ui/widgets/plan_files.h"
#include "ui/widgets/presentation_view.h"
#include "ui/widgets/recommendation_banner.h"
#include "ui/widgets/workload_bar.h"

#include <QDockWidget>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
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
    m_files = new PlanFiles(m_doc, m_prompter, this,
                            [this](const PlanState& s, QString* error) { return resolveModel(s, error).has_value(); });
    m_tableModel->setCatalog(m_engine->gpus());

    buildLayout();
    createActions();
    createMenus();
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
    connect(m_picker, &ModelPicker::modelChosen, this, [this](const QString& id) { m_doc->setModel(id); });
    connect(m_picker, &ModelPicker::openConfigRequested, this, &MainWindow::openConfigWithDialog);
    connect(m_tableModel, &GpuTableModel::inclusionToggled, m_doc, &PlanDocument::setGpuIncluded);
    connect(m_charts, &ChartPanel::currentChartChanged, m_doc, &PlanDocument::setChartTab);
    connect(m_charts, &ChartPanel::sweepGpusChanged, m_doc, &PlanDocument::setSweepGpus);
    connect(m_charts, &ChartPanel::exportRequested, this, &MainWindow::exportChartWithDialog);
    connect(m_presentation, &PresentationView::exportCompareRequested, this, &MainWindow::exportCompareWithDialog);
    connect(m_table, &GpuTableView::currentGpuChanged, this, &MainWindow::updateGpuWarnings);

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
    if (m_doc)
        m_doc->undoStack()->disconnect(this);
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

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(6, 4, 6, 0);
    layout->setSpacing(6);
    m_workload = new WorkloadBar(m_doc, central);
    layout->addWidget(m_workload);
    m_banner = new RecommendationBanner(central);
    layout->addWidget(m_banner);
    connect(m_banner, &RecommendationBanner::applyFixRequested, m_doc, &PlanDocument::applyFix);
    auto* splitter = new QSplitter(Qt::Vertical, central);
    splitter->setObjectName(QStringLiteral("chartTableSplitter"));
    splitter->setChildrenCollapsible(false);
    m_charts = new ChartPanel(splitter);
    m_table = new GpuTableView(m_tableModel, splitter);
    splitter->addWidget(m_charts);
    splitter->addWidget(m_table);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 1);
    layout->addWidget(splitter, 1);

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
    m_llm = std::move(llm);
    m_picker->setCurrentModel(*m_llm, state.workload);
    m_tableModel->setExcluded(state.excludedGpus);
    m_charts->setCurrentChart(state.chartTab);
    if (m_act.slaUpperBound) {
        const QSignalBlocker block(m_act.slaUpperBound);
        m_act.slaUpperBound->setChecked(state.slaConfidence == SlaConfidence::UpperBound);
    }
    requestCompute();
}

void MainWindow::onViewStateChanged(const PlanState& state)
{
    m_charts->setCurrentChart(state.chartTab);
    if (!m_requestedSweep || *m_requestedSweep != state.sweepGpus)
        requestCompute();
}

void MainWindow::applyServerColumns(bool server)
{
    // TTFT, busy fraction, mean concurrency and max sustainable rate only exist in server mode.
    QTableView* table = m_table->table();
    if (!table->isColumnHidden(GpuTableModel::Ttft) == server)
        return;
    for (int c = 0; c < GpuTableModel::ColumnCount; ++c)
        if (GpuTableModel::isServerColumn(c)) {
            table->setColumnHidden(c, !server);
            if (server)
                table->resizeColumnToContents(c);
        }
}

void MainWindow::sizeTableColumns()
{
    // Every name whole: the GPU column is as wide as the longest name it shows ("2 × RTX PRO 6000
    // Blackwell"), whatever the other columns need; figures widen their own columns and never
    // take the name's width.
    QTableView* table = m_table->table();
    QHeaderView* header = table->horizontalHeader();
    const QFontMetrics fm = table->fontMetrics();
    int name = headerHint(GpuTableModel::Gpu);
    int widest = 0; // every name measured bold, as the winner's row is drawn
    if (widestText(GpuTableModel::Gpu, true, &widest) >= 0)
        name = std::max(name, widest + 2 * fm.horizontalAdvance(QLatin1Char('M')));
    header->setSectionResizeMode(GpuTableModel::Gpu, QHeaderView::Interactive);
    if (table->columnWidth(GpuTableModel::Gpu) < name)
        table->setColumnWidth(GpuTableModel::Gpu, name);
}

int MainWindow::headerHint(int column)
{
    // A header's hint changes only with its text (language, server mode, ITL definition) and the
    // font; the style's measure of it was a tenth of the table's sizing per result.
    QHeaderView* header = m_table->table()->horizontalHeader();
    // The sorted column's hint includes the sort arrow.
    const QString text = m_tableModel->headerData(column, Qt::Horizontal).toString()
        + (header->isSortIndicatorShown() && header->sortIndicatorSection() == column ? QStringLiteral("\u25b4")
                                                                                      : QString());
    auto& [cachedText, hint] = m_headerHints[column];
    if (hint <= 0 || cachedText != text || m_headerFont != header->font()) {
        if (m_headerFont != header->font()) {
            m_headerFont = header->font();
            for (auto& h : m_headerHints)
                h.second = 0;
        }
        cachedText = text;
        hint = header->sectionSizeHint(column);
    }
    return hint;
}

int MainWindow::widestText(int column, bool allBold, int* width, int atMost)
{
    // Text shaping is the cost: each text is estimated from cached per-character advances and
    // only the texts within a few pixels of the widest estimate are shaped. Source rows, read
    // from the model's formatted text: no proxy mapping and no QVariant per cell.
    QTableView* table = m_table->table();
    if (m_advanceFont != table->font() || m_advance.empty()) { // a new font or size: the advances are stale
        m_advanceFont = table->font();
        m_advance.assign(0x10000, -1);
        m_boldAdvance.assign(0x10000, -1);
        m_shaped.clear();
        m_boldShaped.clear();
        m_cellHints.fill({});
    }
    if (m_shaped.size() + m_boldShaped.size() > 8000) { // texts seen so far; bounded
        m_shaped.clear();
        m_boldShaped.clear();
    }
    QFont boldFont = table->font();
    boldFont.setBold(true);
    const QFontMetrics fm = table->fontMetrics();
    const QFontMetrics fmBold(boldFont);
    const int rows = m_tableModel->rowCount();
    m_estimates.resize(rows);
    int widestEstimate = -1;
    for (int r = 0; r < rows; ++r) {
        const bool bold = allBold || m_tableModel->isBoldRow(r);
        std::vector<int>& cache = bold ? m_boldAdvance : m_advance;
        const QFontMetrics& metrics = bold ? fmBold : fm;
        int e = 0;
        for (QChar ch : m_tableModel->shownText(r, column)) {
            int& advance = cache[ch.unicode()];
            if (advance < 0)
                advance = metrics.horizontalAdvance(ch);
            e += advance;
        }
        m_estimates[r] = e;
        widestEstimate = std::max(widestEstimate, e);
    }
    if (atMost >= 0 && widestEstimate + 4 <= atMost) { // shaped widths are within 4 px of these
        if (width)
            *width = -1;
        return -1;
    }
    int widest = -1;
    int widestRow = -1;
    for (int r = 0; r < rows; ++r) {
        if (m_estimates[r] + 4 < widestEstimate)
            continue;
        const bool bold = allBold || m_tableModel->isBoldRow(r);
        // Shaped once per text: an SLA change shows the same figures again.
        const QString text = m_tableModel->shownText(r, column);
        QHash<QString, int>& shaped = bold ? m_boldShaped : m_shaped;
        auto it = shaped.find(text);
        if (it == shaped.end())
            it = shaped.insert(text, (bold ? fmBold : fm).horizontalAdvance(text));
        const int w = *it;
        if (w > widest) {
            widest = w;
            widestRow = r;
        }
    }
    if (width)
        *width = widest;
    return widestRow;
}

void MainWindow::widenTableColumns()
{
    // Widen (never narrow) columns whose new figures no longer fit, e.g. wider intervals after a
    // switch to server mode; narrowing on every edit would make the table jitter. Each column asks
    // the delegate only for its widest text, measured in the row's own font, instead of for every
    // cell: the table's full sizing was a fifth of a recompute.
    QTableView* table = m_table->table();
    QHeaderView* header = table->horizontalHeader();
    for (int c = 0; c < GpuTableModel::ColumnCount; ++c) {
        if (table->isColumnHidden(c) || header->sectionResizeMode(c) != QHeaderView::Interactive)
            continue;
        // Room the text has in the column as it is: when no estimate comes near it, nothing
        // needs shaping (a batch change brings ~40 new texts per column).
        CellHint& hint = m_cellHints[c];
        const int grid = table->showGrid() ? 1 : 0;
        const int room = hint.width >= 0 ? table->columnWidth(c) - grid - hint.padding : -1;
        int widestWidth = 0;
        const int widestRow = widestText(c, false, &widestWidth, room);
        if (widestRow < 0) {
            if (table->columnWidth(c) < headerHint(c))
                table->setColumnWidth(c, headerHint(c));
            continue;
        }
        // As QTableView sizes a column: the cell's hint plus the grid line, at least the header's.
        // The hint is asked again only when the column's widest text changed.
        const QString& text = m_tableModel->shownText(widestRow, c);
        const bool bold = m_tableModel->isBoldRow(widestRow);
        if (hint.width < 0 || hint.bold != bold || hint.text != text) {
            const QModelIndex cellIndex = m_table->proxy()->mapFromSource(m_tableModel->index(widestRow, c));
            hint = {text, bold, table->sizeHintForIndex(cellIndex).width(), 0};
            hint.padding = hint.width - widestWidth;
        }
        const int cell = hint.width + grid;
        const int wanted = std::max(cell, headerHint(c));
        if (table->columnWidth(c) < wanted)
            table->setColumnWidth(c, wanted);
    }
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
    applyServerColumns(result->request.scenario.rateRps().has_value());
    m_charts->setCapacity(result, m_engine->gpus());
    QTableView* table = m_table->table();
    if (!m_tableSized) {
        table->resizeColumnsToContents();
        m_tableSized = true;
        sizeTableColumns();
    } else {
        sizeTableColumns();
        widenTableColumns();
    }
    // The sort proxy re-sorted the rows; lay them out now rather than on the view's zero-timer,
    // so the table is painted once per result with the banner and the chart, not a second time.
    table->doItemsLayout();
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
        for (const std::string& id : m_result->request.sweepGpus)
            checked << QString::fromStdString(id);
    m_charts->setSweepChoice(ids, names, checked);
}

void MainWindow::updateStatusBar()
{
    QString modelText;
    QString provenance;
    for (const ModelInfo& info : m_engine->models()) {
        if (info.method != "default")
            continue;
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
    if (!provenance.isEmpty())
        modelText += tr(" · trained on %1").arg(provenance);
    m_statusModel->setFullText(modelText);

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
    m_tableSized = false;
    requestCompute();
    updateStatusBar();
}

bool MainWindow::openPlan(const QString& path) { return m_files->open(path); }

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
    return true;
}

} // namespace wattgpu::ui
