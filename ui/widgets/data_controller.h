#pragma once
// The Data menu (issue 5): measurement import with a validation report, retraining off the UI
// thread, switching the active prediction model, custom GPUs, and Hugging Face Hub fetches.
//
// The controller owns what the user added on top of the bundled data and composes the engine the
// window shows from it: a copy of the shipped engine, plus the custom GPUs, plus the models
// fetched from the Hub this session, with the chosen model serving the "default" method. Every
// change builds a new engine and hands it to MainWindow::setEngine.
//
// User data (QStandardPaths::AppDataLocation, all files written atomically):
//   imports/<name>.csv          accepted rows of each import, planner CSV
//   custom_gpus.json            core/catalog/custom_gpus format
//   models/retrained/default.json, evaluation.json, MODEL_CARD.md, provenance.json
// The active model ("shipped", "paper", "retrained") is a QSettings value. A Hub token is kept
// only in the HubClient's memory.
//
// The pieces: data_imports.h (import and stored imports), data_retrain_job.h (the worker-thread
// retraining run); the controller composes them with the menu, the models, the custom GPUs and
// the Hub dialogs.
#include "core/catalog/gpu.h"
#include "core/catalog/llm.h"
#include "core/data/import_report.h"
#include "core/eval/evaluate.h"
#include "core/plan/engine.h"
#include "ui/dialogs/import_report_dialog.h"
#include "ui/dialogs/retrain_dialog.h"
#include "ui/widgets/data_imports.h"
#include "ui/widgets/data_retrain_job.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

class QAction;
class QActionGroup;
class QMenu;

namespace wattgpu::net {
class HubClient;
}

namespace wattgpu::ui {

class MainWindow;
class Prompter;

// Which predictor serves the planner's "default" method.
enum class ActiveModel { Shipped, Paper, Retrained };
QString activeModelKey(ActiveModel m); // "shipped", "paper", "retrained"
std::optional<ActiveModel> activeModelFromKey(const QString& key);

class DataController : public QObject {
    Q_OBJECT
public:
    // Adds the Data menu to `window`'s menu bar (before Help), loads the custom GPUs and the
    // chosen model from the user data dir and installs the composed engine. `prompter` must
    // outlive the controller; null = real dialogs.
    DataController(MainWindow* window, std::shared_ptr<const Engine> shippedEngine, Prompter* prompter = nullptr);
    ~DataController() override;

    void setPrompter(Prompter* prompter);
    QMenu* menu() const { return m_menu; }
    static QString userDataDir(); // AppDataLocation (created on demand)
    QString importsDir() const;
    QString customGpusPath() const;
    QString retrainedDir() const;

    // --- imports ---
    // Asks for a file through the prompter, imports it and shows the validation report.
    void importWithDialog();
    // Imports `path` (format from its contents); stores accepted rows. No dialog. A benchmark
    // result file takes its GPU, count and stack from benchSetup(), joined with `powerLog` if given.
    ImportOutcome importFile(const QString& path, const QString& powerLog = {});
    // Files dropped on the window (its drops come here through the event filter) or chosen: each
    // measurement or benchmark file is imported, a power log among them joins the benchmark files;
    // the last file's report is shown.
    void importFiles(const QStringList& paths);
    // What a benchmark file does not say, from the window: the GPU of the table's current row and
    // its GPU count in the last result, the plan's serving stack and weight precision.
    BenchSetup benchSetup() const;
    QStringList storedImports() const; // imports/*.csv, sorted
    ImportReportDialog* lastImportDialog() const { return m_importDialog; }

    // --- retraining ---
    void retrainWithDialog();
    // Starts a run on a worker thread (bundled corpus + stored imports); false when one is running.
    bool startRetrain(const RetrainSettings& settings = {});
    void cancelRetrain();
    bool isRetraining() const { return m_retraining; }
    // Spins the event loop until the run has ended (finished, failed or cancelled).
    bool waitForRetrain(int timeoutMs = 120000);
    RetrainDialog* retrainDialog() const { return m_retrainDialog; }
    const std::optional<RetrainResult>& lastRetrain() const { return m_lastRetrain; }
    bool hasRetrainedModel() const { return m_retrained != nullptr; }

    // --- models ---
    ActiveModel activeModel() const { return m_active; }
    bool setActiveModel(ActiveModel m);     // false when that model is unavailable
    QString activeModelDescription() const; // "Retrained 2026-11-30 … · trained on …"
    // The evaluation a report shows for the active model: the retrained model's own file, or
    // empty (= the shipped models/evaluation.json).
    std::filesystem::path activeEvaluationFile() const;
    QString modelCardText(ActiveModel m) const;
    void showModelCard();

    // --- custom GPUs ---
    const std::vector<GpuSpec>& customGpus() const { return m_customGpus; }
    // Validates, saves atomically and installs; on failure nothing changes and `error` says why.
    bool setCustomGpus(const std::vector<GpuSpec>& gpus, QString* error = nullptr);
    void editCustomGpus();

    // --- Hugging Face Hub ---
    net::HubClient* hubClient() const { return m_hub; }
    void fetchFromHubWithDialog();
    // The same dialog with `hfId` filled in and its fetch started (the model picker's "Fetch from
    // the Hub" on a search that found nothing).
    void fetchFromHub(const QString& hfId);
    void updateFromHubWithDialog();
    // Adds models to the picker's catalog for this session.
    void addSessionModels(const std::vector<LlmSpec>& llms);
    const std::vector<LlmSpec>& sessionModels() const { return m_sessionLlms; }

    const Engine& shippedEngine() const { return *m_shipped; }

signals:
    void engineChanged();
    void retrainProgress(double fraction, const QString& stage);
    void retrainFinished(bool ok, const QString& message);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void createMenu();
    void retranslateUi();
    void updateModelActions();
    void loadUserData();
    void rebuildEngine();
    void onRetrainDone();
    MeasurementImports imports() const { return MeasurementImports(importsDir()); }

    MainWindow* m_window;
    std::shared_ptr<const Engine> m_shipped;
    std::unique_ptr<Prompter> m_ownPrompter;
    Prompter* m_prompter;
    net::HubClient* m_hub;

    std::vector<GpuSpec> m_customGpus;
    std::vector<LlmSpec> m_sessionLlms;
    std::shared_ptr<const Predictor> m_retrained;
    ModelInfo m_retrainedInfo;
    ActiveModel m_active = ActiveModel::Shipped;

    // Retraining run
    bool m_retraining = false;
    std::unique_ptr<RetrainJob> m_job;
    QStringList m_importProblems; // of the stored imports the run could not use
    std::optional<RetrainResult> m_lastRetrain;

    QPointer<ImportReportDialog> m_importDialog;
    QPointer<RetrainDialog> m_retrainDialog;

    QMenu* m_menu = nullptr;
    QAction *m_import = nullptr, *m_retrain = nullptr, *m_modelCard = nullptr, *m_customGpusAct = nullptr,
            *m_fetch = nullptr, *m_update = nullptr;
    QMenu* m_modelMenu = nullptr;
    QActionGroup* m_modelGroup = nullptr;
    QAction *m_useShipped = nullptr, *m_usePaper = nullptr, *m_useRetrained = nullptr;
};

} // namespace wattgpu::ui
