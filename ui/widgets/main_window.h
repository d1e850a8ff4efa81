#pragma once
// The planner window: model picker dock, workload bar, recommendation banner, charts, GPU
// table and status bar, wired to a PlanDocument and a ComputeService. Panels live in their own
// files, the menus and their actions in WindowActions, File → Export in ExportController; this
// class assembles and connects them and keeps the window's state (presentation mode, theme).
// Choosing a model collapses the picker dock, leaving the width to the charts and the table; the
// menu bar's corner then names the model with its facts and a button that brings the picker back
// (as Ctrl+M does). The table's current row is ringed on the power-vs-latency chart, and a click
// on a point there makes its row current.
#include "app/lib/report/report_pdf.h"
#include "core/report/report_model.h"
#include "ui/models/chart_data.h"
#include "ui/models/compute_service.h"
#include "ui/models/gpu_table_model.h"
#include "ui/models/plan.h"
#include "ui/theme.h"

#include <QHash>
#include <QMainWindow>

#include <memory>
#include <optional>

class QAction;
class QDockWidget;
class QLabel;
class QStackedWidget;

namespace wattgpu::ui {

class ChartPanel;
class ChartTableSplitter;
class DataController;
class ExportController;
class GpuTableModel;
class GpuTableView;
class ModelPicker;
class ModelStrip;
class PlanDocument;
class ElidingLabel;
class PlanFiles;
class PresentationView;
class Prompter;
class RecommendationBanner;
class WindowActions;
class WorkloadBar;

struct MainWindowOptions {
    bool restoreSettings = true; // window geometry/state, theme (off for tests and screenshots)
    bool reopenLastPlan = false;
};

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `prompter` must outlive the window; null = real dialogs.
    MainWindow(std::shared_ptr<const Engine> engine, Prompter* prompter = nullptr, MainWindowOptions options = {},
               QWidget* parent = nullptr);
    ~MainWindow() override;

    static PlanState defaultPlan();
    // The window's minimum size: the smallest at which every pane stays readable.
    static QSize minimumReadableSize() { return {1024, 700}; }

    PlanDocument* document() const { return m_doc; }
    QAction* slaUpperBoundAction() const; // Plan → meet the SLA at the upper bound
    ComputeService* computeService() const { return m_compute; }
    PlanFiles* planFiles() const { return m_files; }
    ModelPicker* modelPicker() const { return m_picker; }
    WorkloadBar* workloadBar() const { return m_workload; }
    RecommendationBanner* banner() const { return m_banner; }
    ChartPanel* chartPanel() const { return m_charts; }
    GpuTableView* gpuTable() const { return m_table; }
    GpuTableModel* gpuTableModel() const { return m_tableModel; }
    PresentationView* presentationView() const { return m_presentation; }
    DataController* dataController() const { return m_data.get(); }
    WindowActions* windowActions() const { return m_actions; }
    ExportController* exportController() const { return m_export; }
    QDockWidget* pickerDock() const { return m_pickerDock; }
    ModelStrip* modelStrip() const { return m_strip; } // the model and its facts while the picker is collapsed
    ChartTableSplitter* chartTableSplitter() const { return m_splitter; }
    // Hides the picker dock (the menu bar's corner names the model) or shows it with the focus in
    // its search field.
    void setModelPickerCollapsed(bool collapsed);
    bool isModelPickerCollapsed() const;
    Prompter* prompter() const { return m_prompter; } // the dialogs' seam: never null
    const ChartModel& chartModel() const { return m_chartModel; }
    const std::optional<LlmSpec>& currentLlm() const { return m_llm; }

    void setPrompter(Prompter* prompter);
    // Swaps the engine (custom GPUs, models fetched this session, another predictor; see
    // DataController): table, picker, charts and status bar follow and the plan is recomputed.
    // The window keeps only the current engine: a replaced one lives on only while a
    // computation that started on it is still running.
    void setEngine(std::shared_ptr<const Engine> engine);
    std::shared_ptr<const Engine> engine() const { return m_engine; }
    bool openPlan(const QString& path); // a plan opened folds the model picker
    // The plan the command line asks for (not an edit to undo); `modelGiven`: it names a model,
    // which folds the picker as a model chosen by hand does.
    void startWith(const PlanState& plan, bool modelGiven);
    bool savePlan(const QString& path);
    bool openConfigJson(const QString& path);
    // File → Export, without the file dialogs (see ExportController).
    bool exportCurrentChart(const QString& path, QSize size = {});
    // The report model for the current plan, built exactly as `wattgpu-cli export` builds it.
    // The plan as a report; an error when no LLM is chosen yet (NotFound) or the engine cannot predict.
    Result<ReportModel> currentReportModel() const;
    // File → Export report…: PDF (A4/Letter), HTML, CSV or JSON by suffix; atomic.
    bool exportReport(const QString& path, report::PageSize page = report::PageSize::A4);
    // The one-page compare view of 2-3 GPUs as PDF (or HTML by suffix).
    bool exportCompareView(const QString& path, const QStringList& gpuIds,
                           report::PageSize page = report::PageSize::A4);
    // Plan → Cost and carbon assumptions… (modal dialog; the change is one undo step).
    void editEconomicsWithDialog();
    // Blocks (spinning the event loop) until the latest computation has been shown.
    bool waitForResults(int timeoutMs = 30000);

    void setPresentationMode(bool on, bool fullScreen = true);
    bool isPresentationMode() const { return m_presenting; }
    void setTheme(Theme theme);
    Theme theme() const { return m_theme; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    // Files dropped on the window are measurement imports (DataController::importFiles): a
    // benchmark result with the power log taken beside it, a Watt Counts or ML.ENERGY file, ...
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void buildLayout();
    void onPlanChanged(const PlanState& state);
    void onViewStateChanged(const PlanState& state);
    void onResult(const ComputeResultPtr& result);
    void onSweeps(const ComputeResultPtr& result);
    void requestCompute();
    void updateStatusBar();
    void updateSweepChoice();
    void updateGpuWarnings();
    void updateTitle();
    int includedCount() const;
    std::optional<LlmSpec> resolveModel(const PlanState& state, QString* error);

    void retranslateUi();
    void showTiming();
    void fitStatusTiming();
    void fitModelStrip();
    void restoreWindowSettings();
    void saveWindowSettings();

    std::shared_ptr<const Engine> m_engine;
    std::unique_ptr<Prompter> m_ownPrompter;
    Prompter* m_prompter;
    MainWindowOptions m_options;

    PlanDocument* m_doc;
    ComputeService* m_compute;
    PlanFiles* m_files;
    GpuTableModel* m_tableModel;
    std::unique_ptr<DataController> m_data; // the Data menu; composes the engines the window shows
    ExportController* m_export = nullptr;   // File → Export, the compare view
    WindowActions* m_actions = nullptr;     // the other menus and their actions

    QDockWidget* m_pickerDock = nullptr;
    ModelPicker* m_picker = nullptr;
    WorkloadBar* m_workload = nullptr;
    RecommendationBanner* m_banner = nullptr;
    ChartPanel* m_charts = nullptr;
    ChartTableSplitter* m_splitter = nullptr;
    ModelStrip* m_strip = nullptr;
    GpuTableView* m_table = nullptr;
    PresentationView* m_presentation = nullptr;
    QStackedWidget* m_stack = nullptr;
    ElidingLabel* m_statusModel = nullptr;
    QLabel* m_statusWarnings = nullptr;
    QLabel* m_statusTiming = nullptr;

    std::optional<LlmSpec> m_llm;
    QHash<QString, LlmSpec> m_customModels; // config.json path → spec
    ChartModel m_chartModel;
    ComputeResultPtr m_result;
    std::optional<QStringList> m_requestedSweep; // the plan's sweep GPUs at the last request
    bool m_presenting = false;
    bool m_computing = false; // the engine is working on the latest inputs
    bool m_wasMaximized = false;
    bool m_pickerShownBeforePresenting = true;
    Theme m_theme = Theme::Light;
};

} // namespace wattgpu::ui
