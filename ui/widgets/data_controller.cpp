#include "ui/widgets/data_controller.h"

#include "app/lib/net/hub_client.h"
#include "core/catalog/custom_gpus.h"
#include "core/data/import_file.h"
#include "core/eval/retrain.h"
#include "core/predict/training.h"
#include "core/report/report_model.h"
#include "core/util/fileio.h"
#include "ui/dialogs/custom_gpu_dialog.h"
#include "ui/dialogs/hub_fetch_dialog.h"
#include "ui/dialogs/hub_refresh_dialog.h"
#include "ui/dialogs/import_report_dialog.h"
#include "ui/dialogs/model_card_dialog.h"
#include "ui/dialogs/prompter.h"
#include "ui/models/compute_service.h"
#include "ui/widgets/gpu_table_view.h"
#include "ui/widgets/main_window.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QElapsedTimer>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QSettings>
#include <QStandardPaths>

namespace wattgpu::ui {

namespace {

const QString kActiveModelKey = QStringLiteral("data/activeModel");

QString q(const std::string& s) { return QString::fromStdString(s); }
std::filesystem::path fsPath(const QString& p) { return std::filesystem::path(p.toStdString()); }

} // namespace

QString activeModelKey(ActiveModel m)
{
    switch (m) {
    case ActiveModel::Shipped: return QStringLiteral("shipped");
    case ActiveModel::Paper: return QStringLiteral("paper");
    case ActiveModel::Retrained: return QStringLiteral("retrained");
    }
    return QStringLiteral("shipped");
}

std::optional<ActiveModel> activeModelFromKey(const QString& key)
{
    for (ActiveModel m : {ActiveModel::Shipped, ActiveModel::Paper, ActiveModel::Retrained})
        if (activeModelKey(m) == key)
            return m;
    return std::nullopt;
}

DataController::DataController(MainWindow* window, std::shared_ptr<const Engine> shippedEngine, Prompter* prompter)
    : m_window(window), m_shipped(std::move(shippedEngine)), m_prompter(prompter), m_hub(new net::HubClient(this))
{
    setObjectName(QStringLiteral("dataController"));
    if (!m_prompter) {
        m_ownPrompter = std::make_unique<WidgetPrompter>();
        m_prompter = m_ownPrompter.get();
    }
    createMenu();
    loadUserData();
    rebuildEngine();
}

DataController::~DataController()
{
    m_job.reset(); // cancels a running worker and waits for it
}

void DataController::setPrompter(Prompter* prompter)
{
    m_prompter = prompter ? prompter : m_ownPrompter.get();
    if (!m_prompter) {
        m_ownPrompter = std::make_unique<WidgetPrompter>();
        m_prompter = m_ownPrompter.get();
    }
}

QString DataController::userDataDir()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return dir;
}

QString DataController::importsDir() const { return userDataDir() + QStringLiteral("/imports"); }
QString DataController::customGpusPath() const { return userDataDir() + QStringLiteral("/custom_gpus.json"); }
QString DataController::retrainedDir() const { return userDataDir() + QStringLiteral("/models/retrained"); }

// ---------------------------------------------------------------- menu

void DataController::createMenu()
{
    QMenuBar* bar = m_window->menuBar();
    m_menu = new QMenu(m_window);
    m_menu->setObjectName(QStringLiteral("dataMenu"));
    const QList<QAction*> menus = bar->actions();
    // Before Help, the last menu.
    if (menus.isEmpty())
        bar->addMenu(m_menu);
    else
        bar->insertMenu(menus.last(), m_menu);
    m_menu->installEventFilter(this);
    // Files dropped on the window are imports (importFiles).
    m_window->setAcceptDrops(true);
    m_window->installEventFilter(this);

    m_import = m_menu->addAction(QString(), this, &DataController::importWithDialog);
    m_import->setObjectName(QStringLiteral("importMeasurements"));
    m_retrain = m_menu->addAction(QString(), this, &DataController::retrainWithDialog);
    m_retrain->setObjectName(QStringLiteral("retrain"));
    m_modelMenu = m_menu->addMenu(QString());
    m_modelGroup = new QActionGroup(this);
    m_modelGroup->setExclusive(true);
    auto addModel = [this](ActiveModel m) {
        QAction* a = m_modelMenu->addAction(QString());
        a->setCheckable(true);
        a->setObjectName(QStringLiteral("useModel_") + activeModelKey(m));
        m_modelGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, m] { setActiveModel(m); });
        return a;
    };
    m_useShipped = addModel(ActiveModel::Shipped);
    m_usePaper = addModel(ActiveModel::Paper);
    m_useRetrained = addModel(ActiveModel::Retrained);
    m_modelCard = m_menu->addAction(QString(), this, &DataController::showModelCard);
    m_menu->addSeparator();
    m_customGpusAct = m_menu->addAction(QString(), this, &DataController::editCustomGpus);
    m_customGpusAct->setObjectName(QStringLiteral("customGpus"));
    m_menu->addSeparator();
    m_fetch = m_menu->addAction(QString(), this, &DataController::fetchFromHubWithDialog);
    m_update = m_menu->addAction(QString(), this, &DataController::updateFromHubWithDialog);
    retranslateUi();
}

void DataController::retranslateUi()
{
    m_menu->setTitle(tr("&Data"));
    m_import->setText(tr("&Import measurements…"));
    m_import->setToolTip(
        tr("Watt Counts CSV, ML.ENERGY v3 JSON, planner CSV or a benchmark result (vLLM, SGLang, GuideLLM, "
           "GenAI-Perf) for the GPU selected in the table, with its power log; ends in a validation "
           "report"));
    m_retrain->setText(tr("&Retrain…"));
    m_retrain->setToolTip(tr("Train the prediction model on the bundled measurements plus your imports"));
    m_modelMenu->setTitle(tr("Prediction &model"));
    m_useShipped->setText(tr("Shipped default model"));
    m_usePaper->setText(tr("Paper model (WattGPU hyperparameters)"));
    m_useRetrained->setText(tr("Retrained model"));
    m_modelCard->setText(tr("Show model &card…"));
    m_customGpusAct->setText(tr("Custom &GPUs…"));
    m_fetch->setText(tr("&Fetch from Hugging Face…"));
    m_update->setText(tr("&Update from Hugging Face…"));
    updateModelActions();
}

namespace {

// The local files a drag carries; empty for anything else (text, remote URLs, folders).
QStringList droppedFiles(const QMimeData* mime)
{
    QStringList out;
    if (!mime || !mime->hasUrls())
        return out;
    for (const QUrl& url : mime->urls())
        if (url.isLocalFile() && QFileInfo(url.toLocalFile()).isFile())
            out << url.toLocalFile();
    return out;
}

} // namespace

bool DataController::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_menu && event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (watched == m_window && event->type() == QEvent::DragEnter) {
        auto* drag = static_cast<QDragEnterEvent*>(event);
        if (!droppedFiles(drag->mimeData()).isEmpty()) {
            drag->acceptProposedAction();
            return true;
        }
    }
    if (watched == m_window && event->type() == QEvent::Drop) {
        auto* drop = static_cast<QDropEvent*>(event);
        const QStringList files = droppedFiles(drop->mimeData());
        if (!files.isEmpty()) {
            drop->acceptProposedAction();
            importFiles(files);
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

void DataController::updateModelActions()
{
    if (!m_useShipped)
        return;
    m_usePaper->setEnabled(m_shipped->predictor("paper") != nullptr);
    m_useRetrained->setEnabled(m_retrained != nullptr);
    m_useRetrained->setToolTip(m_retrained ? q(m_retrainedInfo.trainedOn) : tr("Run Data ▸ Retrain… first"));
    m_useShipped->setChecked(m_active == ActiveModel::Shipped);
    m_usePaper->setChecked(m_active == ActiveModel::Paper);
    m_useRetrained->setChecked(m_active == ActiveModel::Retrained);
    m_retrain->setEnabled(!m_retraining);
}

// ---------------------------------------------------------------- engine composition

void DataController::loadUserData()
{
    auto gpus = loadCustomGpus(fsPath(customGpusPath()), &m_shipped->gpus());
    if (gpus)
        m_customGpus = std::move(gpus).value();
    else
        m_prompter->error(
            m_window, tr("Custom GPUs"),
            tr("Your custom GPUs could not be loaded; the file was left as it is.\n%1").arg(q(gpus.error().message())));

    const std::filesystem::path model = fsPath(retrainedDir()) / "default.json";
    std::error_code ec;
    if (std::filesystem::exists(model, ec)) {
        auto loaded = loadModel(model);
        if (loaded) {
            m_retrained = loaded.value();
            const auto meta = modelMeta(*m_retrained);
            QString trainedOn = q(meta.value("trained_on", ""));
            auto prov = readFileBounded(fsPath(retrainedDir()) / "provenance.json", 1u << 20);
            if (prov) {
                const auto j = nlohmann::json::parse(prov.value(), nullptr, false);
                if (j.is_object() && j.contains("summary") && j["summary"].is_string())
                    trainedOn = q(j["summary"].get<std::string>());
            }
            m_retrainedInfo = ModelInfo{"default", meta.value("model_version", ""), trainedOn.toStdString(), model};
        } else {
            m_prompter->error(m_window, tr("Retrained model"),
                              tr("The retrained model could not be loaded; the shipped model is used.\n%1")
                                  .arg(q(loaded.error().message())));
        }
    }
    const auto key = activeModelFromKey(QSettings().value(kActiveModelKey).toString());
    m_active = key.value_or(ActiveModel::Shipped);
    if ((m_active == ActiveModel::Retrained && !m_retrained)
        || (m_active == ActiveModel::Paper && !m_shipped->predictor("paper")))
        m_active = ActiveModel::Shipped;
    updateModelActions();
}

void DataController::rebuildEngine()
{
    auto engine = std::make_shared<Engine>(*m_shipped);
    const Status added = addCustomGpus(engine->gpus(), m_customGpus);
    if (!added)
        m_prompter->error(m_window, tr("Custom GPUs"), q(added.error().message()));
    for (const LlmSpec& l : m_sessionLlms)
        engine->llms().upsert(l);
    if (m_active == ActiveModel::Paper) {
        if (const Predictor* p = m_shipped->predictor("paper")) {
            ModelInfo info{"default", "", "", {}};
            for (const ModelInfo& m : m_shipped->models())
                if (m.method == "paper")
                    info = m;
            info.method = "default";
            // Aliasing pointer: the predictor lives as long as the shipped engine.
            engine->setPredictor(std::shared_ptr<const Predictor>(m_shipped, p), info);
        }
    } else if (m_active == ActiveModel::Retrained && m_retrained) {
        engine->setPredictor(m_retrained, m_retrainedInfo);
    }
    m_window->setEngine(std::move(engine));
    emit engineChanged();
}

bool DataController::setActiveModel(ActiveModel m)
{
    if ((m == ActiveModel::Retrained && !m_retrained) || (m == ActiveModel::Paper && !m_shipped->predictor("paper"))) {
        updateModelActions();
        return false;
    }
    m_active = m;
    QSettings().setValue(kActiveModelKey, activeModelKey(m));
    updateModelActions();
    rebuildEngine();
    return true;
}

QString DataController::activeModelDescription() const
{
    const Engine& e = *m_window->engine();
    for (const ModelInfo& info : e.models())
        if (info.method == "default")
            return tr("%1 (%2): %3").arg(activeModelKey(m_active), q(info.version), q(info.trainedOn));
    return activeModelKey(m_active);
}

std::filesystem::path DataController::activeEvaluationFile() const
{
    if (m_active == ActiveModel::Retrained && m_retrained)
        return fsPath(retrainedDir()) / "evaluation.json";
    return {};
}

QString DataController::modelCardText(ActiveModel m) const
{
    const std::filesystem::path file = m == ActiveModel::Retrained ? fsPath(retrainedDir()) / "MODEL_CARD.md"
                                                                   : m_shipped->dataDir() / "models" / "MODEL_CARD.md";
    auto text = readFileBounded(file, 8u << 20);
    if (!text)
        return tr("The model card could not be read: %1").arg(q(text.error().message()));
    return q(text.value());
}

void DataController::showModelCard()
{
    const QString title = m_active == ActiveModel::Retrained ? tr("Model card — retrained model")
        : m_active == ActiveModel::Paper                     ? tr("Model card — paper model")
                                                             : tr("Model card — shipped model");
    auto* dlg = new ModelCardDialog(title, modelCardText(m_active), m_window);
    dlg->setAttribute(Qt::WA_DeleteOnClose);
    dlg->show();
}

// ---------------------------------------------------------------- imports

void DataController::importWithDialog()
{
    const QString path = m_prompter->openFileName(
        m_window, tr("Import measurements"), QString(),
        tr("Measurements and benchmark results (*.csv *.json *.jsonl *.txt *.prom);;Watt Counts, planner or "
           "GenAI-Perf CSV (*.csv);;ML.ENERGY, vLLM, GuideLLM or GenAI-Perf JSON (*.json);;SGLang JSONL (*.jsonl)"));
    if (path.isEmpty())
        return;
    importFiles({path});
}

BenchSetup DataController::benchSetup() const
{
    BenchSetup setup;
    setup.origin = "the window (the GPU row selected in the table, the plan's stack)";
    // The table's current row is a deployment key: "id", or "id@n" when every count is listed.
    const std::string key = m_window->gpuTable() ? m_window->gpuTable()->currentGpuId().toStdString() : std::string();
    if (key.empty())
        return setup;
    const ComputeResultPtr result = m_window->computeService() ? m_window->computeService()->lastResult() : nullptr;
    const DeploymentRow* row = result ? result->outcome.row(key) : nullptr;
    setup.gpu = row ? row->prediction.gpuId : key.substr(0, key.find('@'));
    setup.numGpus = row ? row->prediction.numGpus : 0;
    if (result) {
        const Workload& w = result->request.scenario.workload;
        setup.engine = w.stack.engine;
        setup.engineVersion = w.stack.version;
        setup.precision = w.precision;
    }
    return setup;
}

ImportOutcome DataController::importFile(const QString& path, const QString& powerLog)
{
    BenchSetup setup = benchSetup();
    if (!powerLog.isEmpty())
        setup.powerLog = fsPath(powerLog);
    return imports().importFile(path, *m_window->engine(), setup);
}

void DataController::importFiles(const QStringList& paths)
{
    // A power log joins the benchmark files given with it; alone it is imported (and refused,
    // saying so) like any other file.
    QString powerLog;
    QStringList files;
    for (const QString& p : paths) {
        QFile f(p);
        const QByteArray head = f.open(QIODevice::ReadOnly) ? f.read(64 << 10) : QByteArray();
        const bool log = isPowerLog(
            detectImportFormat(fsPath(p), std::string_view(head.constData(), std::size_t(head.size()))));
        if (log && powerLog.isEmpty() && paths.size() > 1)
            powerLog = p;
        else
            files << p;
    }
    for (const QString& path : files) {
        const ImportOutcome outcome = importFile(path, powerLog);
        if (m_importDialog)
            m_importDialog->close();
        m_importDialog = new ImportReportDialog(path, outcome.report, outcome.error, outcome.storedFile, m_window);
        m_importDialog->setAttribute(Qt::WA_DeleteOnClose);
        m_importDialog->show();
    }
}

QStringList DataController::storedImports() const { return imports().stored(); }

// ---------------------------------------------------------------- retraining

void DataController::retrainWithDialog()
{
    if (m_retraining) {
        if (m_retrainDialog)
            m_retrainDialog->raise();
        return;
    }
    startRetrain();
}

bool DataController::startRetrain(const RetrainSettings& settings)
{
    if (m_retraining)
        return false;
    if (m_job) // finished; it may be the sender of the signal this call comes from
        m_job.release()->deleteLater();
    m_job = std::make_unique<RetrainJob>();
    m_retraining = true;
    updateModelActions();

    if (m_retrainDialog)
        m_retrainDialog->close();
    m_retrainDialog = new RetrainDialog(m_window);
    m_retrainDialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_retrainDialog, &RetrainDialog::cancelRequested, this, &DataController::cancelRetrain);
    connect(m_retrainDialog, &RetrainDialog::useRequested, this, [this] { setActiveModel(ActiveModel::Retrained); });
    m_retrainDialog->show();

    m_importProblems.clear();
    std::vector<ImportReport> stored = imports().storedReports(&m_importProblems);
    const std::filesystem::path bundled = settings.bundledCsv.empty()
        ? m_shipped->dataDir() / "models" / "data" / "measurements.csv"
        : settings.bundledCsv;
    connect(m_job.get(), &RetrainJob::progress, this, [this](double fraction, const QString& stage) {
        if (!m_retrainDialog)
            return;
        m_retrainDialog->setProgress(fraction, stage);
        emit retrainProgress(fraction, stage);
    });
    connect(m_job.get(), &RetrainJob::finished, this, &DataController::onRetrainDone);
    m_job->start(m_window->engine(), std::move(stored), bundled, settings);
    return true;
}

void DataController::cancelRetrain()
{
    if (m_job)
        m_job->cancel();
}

bool DataController::waitForRetrain(int timeoutMs)
{
    QElapsedTimer t;
    t.start();
    while (m_retraining && t.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    return !m_retraining;
}

void DataController::onRetrainDone()
{
    RetrainJob* run = m_job.get();
    if (!run)
        return;
    m_retraining = false;
    updateModelActions();

    if (run->cancelled()) {
        if (m_retrainDialog)
            m_retrainDialog->showFailure(tr("Retraining cancelled; the models are unchanged."));
        emit retrainFinished(false, tr("cancelled"));
        return;
    }
    if (!run->ok()) {
        const QString msg = tr("Retraining failed; the models are unchanged.\n%1").arg(q(run->error()));
        if (m_retrainDialog)
            m_retrainDialog->showFailure(msg);
        emit retrainFinished(false, msg);
        return;
    }
    RetrainResult& res = run->result();
    QStringList importNames;
    for (const ProvenanceFile& f : res.provenance.files)
        if (QFileInfo(q(f.path)).absolutePath() == QFileInfo(importsDir()).absoluteFilePath())
            importNames << QFileInfo(q(f.path)).fileName();
    const auto meta = modelMeta(*res.predictor);
    const QString date = res.trainedAtUtc.left(10);
    const QString summary = importNames.isEmpty()
        ? tr("retrained %1 on the bundled measurements: %2").arg(date, q(meta.value("trained_on", "")))
        : tr("retrained %1 on the bundled measurements + imports %2: %3")
              .arg(date, importNames.join(QStringLiteral(", ")), q(meta.value("trained_on", "")));

    // Written to a side folder, then swapped in: a failure leaves the previous model.
    const QString dir = retrainedDir();
    res.models.provenance.value()["summary"] = summary.toStdString();
    const auto written = writeModelFolder(res.models, fsPath(dir), FolderWrite::SwapFolder);
    if (!written) {
        const QString msg = tr("The retrained model could not be saved; the models are unchanged.\n%1")
                                .arg(written.error().field == "folder" ? tr("could not replace %1").arg(dir)
                                                                       : q(written.error().message()));
        if (m_retrainDialog)
            m_retrainDialog->showFailure(msg);
        emit retrainFinished(false, msg);
        return;
    }
    m_retrained = res.predictor;
    m_retrainedInfo = ModelInfo{"default", meta.value("model_version", ""), summary.toStdString(),
                                fsPath(dir) / "default.json"};
    m_lastRetrain = res;
    updateModelActions();
    if (m_active == ActiveModel::Retrained)
        rebuildEngine();

    if (m_retrainDialog) {
        const std::filesystem::path shippedEval = m_shipped->dataDir() / "models" / "evaluation.json";
        auto shipped = loadEvaluationJson(shippedEval);
        QString text = tr("Retrained on %1 measured runs; saved to %2.").arg(res.rows).arg(dir);
        if (!m_importProblems.isEmpty())
            text += QLatin1Char('\n') + tr("Imports not used: %1").arg(m_importProblems.join(QStringLiteral("; ")));
        m_retrainDialog->showResult(shipped ? shipped.value() : std::vector<EvalRow>{},
                                    shipped ? QString() : q(shipped.error().message()), res.evaluation, text);
    }
    emit retrainFinished(true, summary);
}

// ---------------------------------------------------------------- custom GPUs

bool DataController::setCustomGpus(const std::vector<GpuSpec>& gpus, QString* error)
{
    std::vector<GpuSpec> copy = gpus;
    for (GpuSpec& g : copy)
        g.custom = true;
    const Status st = saveCustomGpus(fsPath(customGpusPath()), copy, &m_shipped->gpus());
    if (!st) {
        if (error)
            *error = q(st.error().message());
        return false;
    }
    m_customGpus = std::move(copy);
    rebuildEngine();
    return true;
}

void DataController::editCustomGpus()
{
    auto* dlg = new CustomGpuDialog(m_shipped->gpus(), m_customGpus, m_window);
    dlg->setAttribute(Qt::WA_DeleteOnClose);
    dlg->setExamplesFolder(QString::fromStdString((m_shipped->dataDir() / "resources" / "examples").string()));
    connect(dlg, &QDialog::accepted, this, [this, dlg] {
        QString error;
        if (!setCustomGpus(dlg->gpus(), &error))
            m_prompter->error(m_window, tr("Custom GPUs"), tr("Your GPUs were not saved: %1").arg(error));
    });
    dlg->show();
}

// ---------------------------------------------------------------- Hugging Face

void DataController::fetchFromHubWithDialog() { fetchFromHub(QString()); }

void DataController::fetchFromHub(const QString& hfId)
{
    auto* dlg = new HubFetchDialog(m_hub, &m_shipped->llms(), m_window);
    dlg->setAttribute(Qt::WA_DeleteOnClose);
    connect(dlg, &HubFetchDialog::modelFetched, this, [this](const LlmSpec& l) { addSessionModels({l}); });
    dlg->show();
    if (!hfId.isEmpty()) {
        dlg->idEdit()->setText(hfId);
        dlg->startFetch();
    }
}

void DataController::updateFromHubWithDialog()
{
    auto* dlg = new HubRefreshDialog(m_hub, m_window->engine()->llms(), m_window);
    dlg->setAttribute(Qt::WA_DeleteOnClose);
    connect(dlg, &HubRefreshDialog::modelsAdded, this, &DataController::addSessionModels);
    dlg->show();
}

void DataController::addSessionModels(const std::vector<LlmSpec>& llms)
{
    for (const LlmSpec& l : llms) {
        auto it = std::find_if(m_sessionLlms.begin(), m_sessionLlms.end(),
                               [&](const LlmSpec& s) { return s.hfId == l.hfId; });
        if (it != m_sessionLlms.end())
            *it = l;
        else
            m_sessionLlms.push_back(l);
    }
    rebuildEngine();
}

} // namespace wattgpu::ui
