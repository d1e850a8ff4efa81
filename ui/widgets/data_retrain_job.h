#pragma once
// One retraining run of the Data menu (ui/widgets/data_controller.h) on a worker thread: the
// pipeline of `wattgpu-cli train` (core/eval/retrain.h) for the default method, over the bundled
// corpus and the stored imports, its progress polled every 100 ms, cancellable at each step.
// What the result is used for (saving, installing, the dialog) is the controller's.
#include "core/data/import_report.h"
#include "core/eval/evaluate.h"
#include "core/eval/retrain.h"
#include "core/plan/engine.h"

#include <QObject>
#include <QString>

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace wattgpu::ui {

struct RetrainSettings {
    std::filesystem::path bundledCsv; // empty = <data dir>/models/data/measurements.csv
    bool computeIntervals = true;     // internal CV for the prediction intervals
    bool evaluate = true;             // cv5/LOGO/LOLO evaluation of the retrained model
    int threads = 1;
};

// Result of a finished (not cancelled) retraining run.
struct RetrainResult {
    std::shared_ptr<const Predictor> predictor;
    std::vector<EvalRow> evaluation; // "default" method only; empty when not evaluated
    TrainingProvenance provenance;
    QString modelCard;    // Markdown
    QString trainedAtUtc; // ISO 8601
    int rows = 0;
    RetrainedModels models; // what the pipeline returned, written to retrainedDir()
};

class RetrainJob : public QObject {
    Q_OBJECT
public:
    explicit RetrainJob(QObject* parent = nullptr);
    ~RetrainJob() override; // cancels a running worker and waits for it

    // Starts the worker; call once. `bundledCsv` is the bundled corpus to train on.
    void start(std::shared_ptr<const Engine> engine, std::vector<ImportReport> imports,
               std::filesystem::path bundledCsv, const RetrainSettings& settings);
    void cancel();

    // After finished():
    bool ok() const;
    bool cancelled() const; // the pipeline stopped, or a cancel came before it succeeded
    const std::string& error() const;
    RetrainResult& result(); // only when ok()

signals:
    void progress(double fraction, const QString& stage);
    void finished();

private:
    void onWorkerDone();

    struct RunState;
    std::shared_ptr<RunState> m_run;
};

} // namespace wattgpu::ui
