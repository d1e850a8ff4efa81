#include "ui/widgets/data_retrain_job.h"

#include "core/predict/training.h"

#include <QDateTime>
#include <QFutureWatcher>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <mutex>

namespace wattgpu::ui {

// Shared between the UI thread and the worker: progress is polled by a timer.
struct RetrainJob::RunState {
    std::atomic<bool> cancel{false};
    std::atomic<double> fraction{0};
    std::mutex mutex;
    std::string stage;
    // Result (written by the worker before it returns)
    bool ok = false;
    bool cancelled = false;
    std::string error;
    std::optional<RetrainResult> result;
    QFutureWatcher<void>* watcher = nullptr;
    QTimer* poll = nullptr;
};

RetrainJob::RetrainJob(QObject* parent) : QObject(parent), m_run(std::make_shared<RunState>()) {}

RetrainJob::~RetrainJob()
{
    m_run->cancel = true;
    if (m_run->watcher)
        m_run->watcher->waitForFinished();
}

void RetrainJob::start(std::shared_ptr<const Engine> engine, std::vector<ImportReport> imports,
                       std::filesystem::path bundled, const RetrainSettings& settings)
{
    const std::shared_ptr<RunState> run = m_run;
    run->poll = new QTimer(this);
    run->poll->setInterval(100);
    connect(run->poll, &QTimer::timeout, this, [this, run] {
        std::string stage;
        {
            std::lock_guard<std::mutex> lock(run->mutex);
            stage = run->stage;
        }
        emit progress(run->fraction.load(), QString::fromStdString(stage));
    });
    run->poll->start();

    run->watcher = new QFutureWatcher<void>(this);
    connect(run->watcher, &QFutureWatcher<void>::finished, this, &RetrainJob::onWorkerDone);
    run->watcher->setFuture(QtConcurrent::run(
        [run, engine = std::move(engine), imports = std::move(imports), bundled = std::move(bundled), settings]() {
            TrainingProvenance prov;
            auto corpus = buildTrainingCorpus(bundled, imports, engine->gpus(), engine->llms(), &prov);
            if (!corpus) {
                run->error = corpus.error().message();
                return;
            }
            // The pipeline of `wattgpu-cli train` (core/eval/retrain.h), for the default method only.
            RetrainOptions ro;
            ro.methods = {"default"};
            ro.threads = settings.threads;
            ro.computeIntervals = settings.computeIntervals;
            ro.evaluate = settings.evaluate;
            ro.evaluateMethods = {"default"};
            ro.provenance = prov;
            ro.trainedAtUtc = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
            ro.progress = [run](const RetrainStep& step) {
                run->fraction = step.overall;
                {
                    std::lock_guard<std::mutex> lock(run->mutex);
                    run->stage = step.stage;
                }
                return !run->cancel.load();
            };
            auto models = retrain(corpus.value(), ro);
            if (run->cancel.load() || (!models && models.error().code == ErrorCode::Cancelled)) {
                run->cancelled = true;
                return;
            }
            if (!models) {
                run->error = models.error().message();
                return;
            }
            RetrainResult res;
            res.predictor = models->predictor("default");
            res.evaluation = models->evaluation;
            res.provenance = prov;
            res.rows = models->rows;
            res.trainedAtUtc = QString::fromStdString(ro.trainedAtUtc);
            res.modelCard = QString::fromStdString(models->modelCard.value_or(""));
            res.models = std::move(models).value();
            run->result = std::move(res);
            run->ok = true;
        }));
}

void RetrainJob::cancel() { m_run->cancel = true; }

bool RetrainJob::ok() const { return m_run->ok; }
bool RetrainJob::cancelled() const { return m_run->cancelled || (m_run->cancel.load() && !m_run->ok); }
const std::string& RetrainJob::error() const { return m_run->error; }
RetrainResult& RetrainJob::result() { return *m_run->result; }

void RetrainJob::onWorkerDone()
{
    m_run->poll->stop();
    m_run->poll->deleteLater();
    m_run->watcher->deleteLater();
    m_run->watcher = nullptr;
    emit finished();
}

} // namespace wattgpu::ui
