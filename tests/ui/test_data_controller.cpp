// The Data menu (issue 5): import with validation report, retraining off the UI thread with
// cancel, model switching, custom GPUs across a restart (table, chart model, report), and the
// Hugging Face fetch dialog against a local HTTP server, including a gated model and a check
// that the typed token never reaches disk.
//
// The import files are the hand-written *format fixtures* of tests/data/import (made-up numbers,
// see its README), never data.

#include "app/lib/net/hub_client.h"
#include "app/lib/report/report_export.h"
#include "core/catalog/custom_gpus.h"
#include "core/predict/training.h"
#include "core/report/report_model.h"
#include "tests/support/fake_hub.h"
#include "tests/support/gui_support.h"
#include "tests/support/test_registry.h"
#include "ui/dialogs/custom_gpu_dialog.h"
#include "ui/dialogs/hub_fetch_dialog.h"
#include "ui/dialogs/hub_refresh_dialog.h"
#include "ui/dialogs/import_report_dialog.h"
#include "ui/dialogs/retrain_dialog.h"
#include "ui/models/compute_service.h"
#include "ui/models/gpu_table_model.h"
#include "ui/models/llm_list_model.h"
#include "ui/models/plan_document.h"
#include "ui/models/roles.h"
#include "ui/widgets/data_controller.h"
#include "ui/widgets/gpu_table_view.h"
#include "ui/widgets/main_window.h"
#include "ui/widgets/model_picker.h"

#include <QComboBox>
#include <QDirIterator>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMimeData>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

using namespace wattgpu;
using namespace wattgpu::ui;

namespace {

const QString kImportDir = QStringLiteral(WATTGPU_SOURCE_DIR "/tests/data/import/");
const QString kNetDir = QStringLiteral(WATTGPU_SOURCE_DIR "/tests/data/net/");

// Kept outside any function-local static (XGBoost statics crash at exit): released in cleanup.
std::shared_ptr<const Engine> g_engine;

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestDataController : public QObject {
    Q_OBJECT

    QTemporaryDir m_home;
    FakePrompter m_prompter;

    std::unique_ptr<MainWindow> makeWindow()
    {
        MainWindowOptions o;
        o.restoreSettings = false;
        auto w = std::make_unique<MainWindow>(g_engine, &m_prompter, o);
        w->resize(1200, 800);
        return w;
    }
    static DataController* controller(MainWindow& w) { return w.dataController(); }
    QString dataDir() const { return DataController::userDataDir(); }

    // A small planner CSV (the first rows of the bundled corpus) so training takes seconds.
    // A retrain of the small corpus takes ~13 s here and ~7 times that under the sanitizers.
#if defined(__SANITIZE_ADDRESS__)
    static constexpr int kRetrainWaitMs = 600000;
#else
    static constexpr int kRetrainWaitMs = 180000;
#endif

    QString smallCorpus(int rows)
    {
        const QByteArray all = readAll(
            QString::fromStdString((g_engine->dataDir() / "models" / "data" / "measurements.csv").string()));
        QList<QByteArray> lines = all.split('\n');
        QByteArray out;
        // Every k-th row keeps all GPUs and most models of the corpus.
        const int step = std::max(1, int(lines.size()) / std::max(1, rows));
        out += lines.value(0) + '\n';
        for (int i = 1; i < lines.size(); i += step)
            if (!lines[i].trimmed().isEmpty())
                out += lines[i] + '\n';
        const QString path = m_home.filePath(QStringLiteral("small_corpus.csv"));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(out);
        return path;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        // Every user location under a temporary home: data, cache and settings.
        qputenv("XDG_DATA_HOME", m_home.filePath(QStringLiteral("data")).toLocal8Bit());
        qputenv("XDG_CACHE_HOME", m_home.filePath(QStringLiteral("cache")).toLocal8Bit());
        qputenv("XDG_CONFIG_HOME", m_home.filePath(QStringLiteral("config")).toLocal8Bit());
        qunsetenv("HF_TOKEN");
        qunsetenv("HF_ENDPOINT");
        QCoreApplication::setOrganizationName(QStringLiteral("WattGPU-test"));
        QCoreApplication::setApplicationName(QStringLiteral("test_data_controller"));
        QVERIFY(DataController::userDataDir().startsWith(m_home.path()));
        g_engine = testing::loadEngine();
    }

    void cleanupTestCase() { g_engine.reset(); }

    void dataMenuBeforeHelp()
    {
        auto w = makeWindow();
        const QList<QAction*> menus = w->menuBar()->actions();
        QVERIFY(menus.size() >= 2);
        QCOMPARE(menus.at(menus.size() - 2)->menu(), controller(*w)->menu());
        QCOMPARE(controller(*w)->menu()->title(), QStringLiteral("&Data"));
    }

    // The window keeps only its current engine: a replaced one is released as soon as no
    // computation holds it (ComputeService keeps the engine of the job it runs).
    void replacedEnginesAreReleased()
    {
        auto w = makeWindow();
        DataController* dc = controller(*w);
        QVERIFY(w->waitForResults());
        std::weak_ptr<const Engine> first = w->engine();
        QVERIFY(!first.expired());
        QVERIFY(first.lock() != g_engine); // the composed engine, not the shipped one
        // Switch while a computation runs on the first engine: it finishes on it, then lets go.
        w->document()->setSlaItlMs(42);
        QVERIFY(w->computeService()->isBusy());
        QVERIFY(dc->setActiveModel(ActiveModel::Paper));
        QVERIFY(w->engine() != first.lock());
        QVERIFY(w->waitForResults());
        QTRY_VERIFY(first.expired());
        std::weak_ptr<const Engine> second = w->engine();
        QVERIFY(dc->setActiveModel(ActiveModel::Shipped));
        QVERIFY(w->waitForResults());
        QTRY_VERIFY(second.expired());
        QVERIFY(w->modelPicker()->listModel()->rowCount() > 0); // the picker follows the new catalog
        QCOMPARE(w->dataController(), dc);
    }

    void importWattCountsFixture()
    {
        auto w = makeWindow();
        DataController* dc = controller(*w);
        m_prompter.nextOpenFile = kImportDir + QStringLiteral("wattcounts_format.csv");
        dc->importWithDialog();
        ImportReportDialog* dlg = dc->lastImportDialog();
        QVERIFY(dlg);
        QVERIFY2(dlg->summaryText().contains(QStringLiteral("5 rows read, 5 accepted, 0 rejected")),
                 qPrintable(dlg->summaryText()));
        QVERIFY(dlg->unknownText().contains(QStringLiteral("example-org/not-in-the-catalog")));
        const QStringList stored = dc->storedImports();
        QCOMPARE(stored.size(), 1);
        // Stored as a planner CSV that reads back with the importer's targets (offline A30 row:
        // per-sequence ITL = 1000 * 256 * 300 s / 120000 tokens = 640 ms, power 150 W).
        auto rows = loadMeasurementsCsv(stored.first().toStdString());
        QVERIFY(rows);
        QCOMPARE(rows->size(), std::size_t(5));
        QCOMPARE(rows->at(0).gpu, std::string("a30-pcie-24gb"));
        QCOMPARE(rows->at(0).itlMs, 640.0);
        QCOMPARE(*rows->at(0).powerPerGpuW, 150.0);
        // Re-importing the same bytes replaces the stored file instead of adding a copy.
        QVERIFY(dc->importFile(m_prompter.nextOpenFile).ok);
        QCOMPARE(dc->storedImports().size(), 1);
    }

    void importRejectsRowsWithLines()
    {
        auto w = makeWindow();
        DataController* dc = controller(*w);
        m_prompter.nextOpenFile = kImportDir + QStringLiteral("malformed/wc_e2e_before_ttft.csv");
        dc->importWithDialog();
        ImportReportDialog* dlg = dc->lastImportDialog();
        QVERIFY(dlg);
        QVERIFY2(dlg->summaryText().contains(QStringLiteral("1 accepted, 1 rejected")), qPrintable(dlg->summaryText()));
        QTableWidget* t = dlg->rejectedTable();
        QCOMPARE(t->rowCount(), 1);
        QCOMPARE(t->item(0, 0)->text(), QStringLiteral("3"));
        QCOMPARE(t->item(0, 1)->text(), QStringLiteral("e2e_request_latency_seconds_events"));
        QVERIFY(t->item(0, 2)->text().contains(QStringLiteral("below")));
    }

    void malformedImportWritesNothing()
    {
        auto w = makeWindow();
        DataController* dc = controller(*w);
        const QStringList before = dc->storedImports();
        QByteArrayList contents;
        for (const QString& f : before)
            contents << readAll(f);
        m_prompter.nextOpenFile = kImportDir + QStringLiteral("malformed/wc_wrong_header.csv");
        dc->importWithDialog();
        QVERIFY(dc->lastImportDialog());
        const QString summary = dc->lastImportDialog()->summaryText();
        QVERIFY2(summary.contains(QStringLiteral("nothing was stored")) && summary.contains(QStringLiteral("gpu_type")),
                 qPrintable(summary));
        QCOMPARE(dc->storedImports(), before);
        for (int i = 0; i < before.size(); ++i)
            QCOMPARE(readAll(before[i]), contents[i]);
        const ImportOutcome o = dc->importFile(kImportDir + QStringLiteral("malformed/wc_unterminated_quote.csv"));
        QVERIFY(!o.ok);
        QVERIFY(!o.error.isEmpty());
        QCOMPARE(dc->storedImports(), before);
    }

    void retrainOffThreadAndSwitchModels()
    {
        auto w = makeWindow();
        DataController* dc = controller(*w);
        // Train on measurements only: drop the stored format-fixture import (made-up numbers) and
        // import a planner CSV of bundled rows instead, as a team would import its own runs.
        for (const QString& f : dc->storedImports())
            QVERIFY(QFile::remove(f));
        const QString ownRuns = m_home.filePath(QStringLiteral("my_runs.csv"));
        QVERIFY(QFile::copy(smallCorpus(60), ownRuns));
        const ImportOutcome imported = dc->importFile(ownRuns);
        QVERIFY2(imported.ok, qPrintable(imported.error));
        QCOMPARE(imported.report.format, std::string("planner-csv"));
        QVERIFY(imported.report.rejected.empty());
        QCOMPARE(dc->storedImports().size(), 1);
        QSignalSpy done(dc, &DataController::retrainFinished);
        RetrainSettings s;
        // 150 bundled rows (every 18th: all eight GPUs) + the 60 imported: engine v3's fit runs the
        // schedule per row, and with 300 rows the retrain and its evaluation took ~180 s under ASan.
        s.bundledCsv = smallCorpus(150).toStdString();
        s.computeIntervals = false;
        QVERIFY(dc->startRetrain(s));
        QVERIFY(dc->isRetraining());
        QVERIFY(!dc->startRetrain(s)); // one run at a time
        // The UI thread stays free: a timer fires while the worker trains.
        bool ticked = false;
        QTimer::singleShot(0, this, [&ticked] { ticked = true; });
        QVERIFY(dc->waitForRetrain(kRetrainWaitMs));
        QVERIFY(ticked);
        QCOMPARE(done.size(), 1);
        QVERIFY2(done.at(0).at(0).toBool(), qPrintable(done.at(0).at(1).toString()));
        QVERIFY(dc->hasRetrainedModel());
        QVERIFY(dc->lastRetrain().has_value());
        QVERIFY(!dc->lastRetrain()->evaluation.empty());
        // Stored with its card and provenance (the stored import is listed).
        const QString dir = dc->retrainedDir();
        for (const char* f : {"default.json", "evaluation.json", "MODEL_CARD.md", "provenance.json"})
            QVERIFY2(QFile::exists(dir + QLatin1Char('/') + QLatin1String(f)), f);
        const QByteArray prov = readAll(dir + QStringLiteral("/provenance.json"));
        QVERIFY(prov.contains("small_corpus.csv"));
        QVERIFY(prov.contains("my_runs-"));
        QVERIFY(!prov.contains("wattcounts_format"));
        QVERIFY(readAll(dir + QStringLiteral("/MODEL_CARD.md")).contains("Retraining provenance"));
        // The result dialog shows the evaluation next to the shipped one.
        QVERIFY(dc->retrainDialog());
        QVERIFY(dc->retrainDialog()->table()->rowCount() >= 3);
        QCOMPARE(dc->retrainDialog()->table()->item(0, 0)->text(), QStringLiteral("cv5"));

        // Switching models changes the predictor behind "default".
        const Predictor* shipped = g_engine->predictor("default");
        QCOMPARE(w->engine()->predictor("default"), shipped);
        QVERIFY(dc->setActiveModel(ActiveModel::Retrained));
        QCOMPARE(w->engine()->predictor("default"), dc->lastRetrain()->predictor.get());
        QVERIFY(w->waitForResults());
        QVERIFY(w->computeService()->lastResult());
        QVERIFY(dc->activeModelDescription().contains(QStringLiteral("retrained")));
        QVERIFY(dc->setActiveModel(ActiveModel::Paper));
        QCOMPARE(w->engine()->predictor("default"), g_engine->predictor("paper"));
        // The choice survives a restart; the retrained model is loaded from the data dir.
        QVERIFY(dc->setActiveModel(ActiveModel::Retrained));
        w.reset();
        auto w2 = makeWindow();
        QCOMPARE(controller(*w2)->activeModel(), ActiveModel::Retrained);
        QVERIFY(w2->engine()->predictor("default") != shipped);
        bool found = false;
        for (const ModelInfo& m : w2->engine()->models())
            if (m.method == "default")
                found = m.trainedOn.find("retrained") != std::string::npos;
        QVERIFY(found);
        // A report built from the window's engine carries the provenance.
        ReportRequest req;
        req.scenario.llm = *g_engine->llms().find("meta-llama/Llama-3.1-8B-Instruct");
        const ReportModel rm = buildReportModel(*w2->engine(), req).value();
        QVERIFY2(rm.trainedOn.find("retrained") != std::string::npos, rm.trainedOn.c_str());
        // File → Export report uses the retrained model's own evaluation.
        QVERIFY(w2->waitForResults());
        const auto exported = w2->currentReportModel();
        QVERIFY(exported);
        QVERIFY2(QString::fromStdString(exported->evaluationFile).contains(QStringLiteral("retrained")),
                 exported->evaluationFile.c_str());
        QVERIFY(exported->evaluationError.empty());
        QVERIFY(!exported->evaluation.empty());
        QVERIFY(controller(*w2)->setActiveModel(ActiveModel::Shipped));
        QCOMPARE(w2->engine()->predictor("default"), shipped);
    }

    void retrainCancel()
    {
        auto w = makeWindow();
        DataController* dc = controller(*w);
        const QString model = dc->retrainedDir() + QStringLiteral("/default.json");
        const QByteArray before = readAll(model);
        QSignalSpy done(dc, &DataController::retrainFinished);
        RetrainSettings s; // the full bundled corpus: long enough to cancel
        QVERIFY(dc->startRetrain(s));
        QTest::qWait(300);
        dc->retrainDialog()->cancelButton()->click();
        QVERIFY(dc->waitForRetrain(60000));
        QCOMPARE(done.size(), 1);
        QCOMPARE(done.at(0).at(0).toBool(), false);
        QVERIFY(dc->retrainDialog()->statusText().contains(QStringLiteral("cancelled")));
        QCOMPARE(readAll(model), before);
    }

    // A vllm bench serve result and its nvidia-smi log dropped on the window together: the run is
    // imported for the table's current GPU row (its count, the plan's stack), the report shows what
    // was read, and after a retrain on it that GPU's rows are measured.
    void dropBenchmarkWithPowerLogThenRetrain()
    {
        auto w = makeWindow();
        DataController* dc = controller(*w);
        for (const QString& f : dc->storedImports())
            QVERIFY(QFile::remove(f));
        PlanState plan = MainWindow::defaultPlan();
        plan.gpuCountMode = GpuCountMode::Fixed;
        plan.workload.numGpus = 2;
        w->document()->reset(plan, {});
        QVERIFY(w->waitForResults(120000));
        const QString gpu = QStringLiteral("h200-sxm-141gb"); // measured nowhere in the corpus
        const std::string key = deploymentKey(gpu.toStdString(), 2, GpuCountMode::Fixed);
        const DeploymentRow* before = w->computeService()->lastResult()->outcome.row(key);
        QVERIFY(before);
        QVERIFY(!before->measured);
        w->gpuTable()->selectGpu(QString::fromStdString(key));
        const BenchSetup setup = dc->benchSetup();
        QCOMPARE(setup.gpu, gpu.toStdString());
        QCOMPARE(setup.numGpus, 2);
        QCOMPARE(setup.engine, plan.workload.stack.engine);

        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(kImportDir + QStringLiteral("bench/vllm_bench_serve.json")),
                      QUrl::fromLocalFile(kImportDir + QStringLiteral("bench/nvidia_smi_power.csv"))});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(w.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(w.get(), &drop);
        ImportReportDialog* dlg = dc->lastImportDialog();
        QVERIFY(dlg);
        const QString summary = dlg->summaryText();
        QVERIFY2(summary.contains(QStringLiteral("vllm-bench-serve")) && summary.contains(QStringLiteral("2 accepted"))
                     && summary.contains(QStringLiteral("GPU h200-sxm-141gb x 2"))
                     && summary.contains(QStringLiteral("total 610.0 W")),
                 qPrintable(summary));
        QCOMPARE(dc->storedImports().size(), 1);

        RetrainSettings s;
        s.bundledCsv = smallCorpus(150).toStdString();
        s.computeIntervals = false;
        s.evaluate = false;
        QVERIFY(dc->startRetrain(s));
        QVERIFY(dc->waitForRetrain(kRetrainWaitMs));
        QVERIFY(dc->setActiveModel(ActiveModel::Retrained));
        QVERIFY(w->waitForResults(120000));
        const DeploymentRow* after = w->computeService()->lastResult()->outcome.row(key);
        QVERIFY(after);
        QVERIFY(after->measured);
        // Leave the shared data dir as the other cases expect it.
        QVERIFY(dc->setActiveModel(ActiveModel::Shipped));
        for (const QString& f : dc->storedImports())
            QVERIFY(QFile::remove(f));
    }

    void customGpuSurvivesRestart()
    {
        const std::string id = "test-h100-fast-hbm";
        {
            auto w = makeWindow();
            DataController* dc = controller(*w);
            const GpuSpec* h100 = g_engine->gpus().find("h100-sxm5-80gb");
            QVERIFY(h100);
            GpuSpec g = duplicateGpu(*h100, id, "H100 with 20 TB/s HBM (test)");
            g.memoryBandwidthGbS = 20000; // far outside the training GPUs: must be flagged
            // Validation names the field.
            GpuSpec bad = g;
            bad.tdpW = 1;
            QString error;
            QVERIFY(!dc->setCustomGpus({bad}, &error));
            QVERIFY2(error.contains(QStringLiteral("tdp_w")), qPrintable(error));
            QVERIFY(!QFile::exists(dc->customGpusPath()));
            QVERIFY2(dc->setCustomGpus({g}, &error), qPrintable(error));
            QVERIFY(w->engine()->gpus().find(id));
        }
        auto w = makeWindow();
        QVERIFY(w->engine()->gpus().find(id));
        QVERIFY(w->engine()->gpus().find(id)->custom);
        w->document()->setModel(QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"));
        QVERIFY(w->waitForResults());
        // Table
        GpuTableModel* t = w->gpuTableModel();
        int row = -1;
        for (int r = 0; r < t->rowCount(); ++r)
            if (t->index(r, 0).data(GpuIdRole).toString() == QString::fromStdString(id))
                row = r;
        QVERIFY(row >= 0);
        // Chart model, with the out-of-distribution flag of the prediction
        QVERIFY(w->chartModel().point(QString::fromStdString(id)));
        const Prediction* p = w->computeService()->lastResult()->prediction(id);
        QVERIFY(p);
        QVERIFY(p->outOfDistribution);
        // Report (HTML and JSON)
        ReportRequest req;
        req.scenario.llm = *w->currentLlm();
        const ReportModel rm = buildReportModel(*w->engine(), req).value();
        QVERIFY(rm.row(id));
        for (const char* name : {"report.html", "report.json"}) {
            const QString path = m_home.filePath(QLatin1String(name));
            const Status st = report::writeReport(rm, path, {});
            QVERIFY2(st, st ? "" : st.error().message().c_str());
            const QByteArray text = readAll(path);
            // (HTML shortens names: the parenthesised part is dropped.)
            QVERIFY2(text.contains("H100 with 20 TB/s HBM"), name);
        }
        // The editor lists it and "Duplicate from" adds a free id.
        CustomGpuDialog dlg(g_engine->gpus(), controller(*w)->customGpus());
        QCOMPARE(dlg.gpus().size(), std::size_t(1));
        QVERIFY(dlg.duplicateFrom(QStringLiteral("h100-sxm5-80gb")));
        QCOMPARE(dlg.gpus().size(), std::size_t(2));
        QVERIFY(dlg.gpus().back().id != id);
        QVERIFY(!dlg.setField(QStringLiteral("tdp_w"), QStringLiteral("lots")));
        QVERIFY(dlg.messageLabel()->text().contains(QStringLiteral("tdp_w")));
        QVERIFY(dlg.setField(QStringLiteral("tdp_w"), QStringLiteral("2")));
        QString message;
        QVERIFY(!dlg.validate(&message));
        QVERIFY2(message.contains(QStringLiteral("tdp_w")) && message.contains(QStringLiteral("W")),
                 qPrintable(message));
        QVERIFY(controller(*w)->setCustomGpus({}));
    }

    // The editor's Backend field (issue 24): the vendor's default or a backend by name, saved in
    // custom_gpus.json as "backend"; an Intel GPU on XPU, which nobody measured, is flagged so.
    void customGpuBackend()
    {
        CustomGpuDialog dlg(g_engine->gpus(), {});
        QVERIFY(dlg.duplicateFrom(QStringLiteral("h100-sxm5-80gb")));
        QComboBox* backend = dlg.backendCombo();
        QVERIFY(backend);
        QStringList items;
        for (int i = 0; i < backend->count(); ++i)
            items << backend->itemData(i).toString();
        QCOMPARE(items,
                 (QStringList{QString(), QStringLiteral("cuda"), QStringLiteral("rocm"), QStringLiteral("habana"),
                              QStringLiteral("xpu"), QStringLiteral("neuron"), QStringLiteral("tpu")}));
        // A copy of a bundled GPU keeps the catalog's backend; none named is the vendor's default.
        const GpuSpec* h100 = g_engine->gpus().find("h100-sxm5-80gb");
        QCOMPARE(backend->currentData().toString(), QString::fromStdString(h100->backend));
        QVERIFY(dlg.setField(QStringLiteral("backend"), QString()));
        QVERIFY(dlg.gpus().back().backend.empty());
        QCOMPARE(dlg.backendCombo()->currentIndex(), 0);
        QCOMPARE(dlg.backendCombo()->itemText(0), QStringLiteral("Vendor default (cuda)"));
        // The default follows the vendor.
        QVERIFY(dlg.setField(QStringLiteral("vendor"), QStringLiteral("Intel")));
        QCOMPARE(dlg.backendCombo()->itemText(0), QStringLiteral("Vendor default (xpu)"));
        // Chosen in the combo, as a person does.
        dlg.backendCombo()->setCurrentIndex(dlg.backendCombo()->findData(QStringLiteral("xpu")));
        QCOMPARE(dlg.gpus().back().backend, std::string("xpu"));
        // Typed: an alias is stored by its name; a runtime the catalog does not know is a backend of
        // its own (issue 36: a new vendor's card can be entered), shown in the combo; a name that is
        // not one (blanks, quotes) is refused naming the field.
        QVERIFY(dlg.setField(QStringLiteral("backend"), QStringLiteral("HIP")));
        QCOMPARE(dlg.gpus().back().backend, std::string("rocm"));
        QCOMPARE(dlg.backendCombo()->currentData().toString(), QStringLiteral("rocm"));
        QVERIFY(dlg.setField(QStringLiteral("backend"), QStringLiteral("TT-Metal")));
        QCOMPARE(dlg.gpus().back().backend, std::string("tt-metal"));
        QCOMPARE(dlg.backendCombo()->currentData().toString(), QStringLiteral("tt-metal"));
        QVERIFY(!dlg.setField(QStringLiteral("backend"), QStringLiteral("tt metal\"")));
        QVERIFY2(dlg.messageLabel()->text().contains(QStringLiteral("backend"))
                     && dlg.messageLabel()->text().contains(QStringLiteral("tt metal")),
                 qPrintable(dlg.messageLabel()->text()));
        QCOMPARE(dlg.gpus().back().backend, std::string("tt-metal"));
        QVERIFY(dlg.setField(QStringLiteral("backend"), QString()));
        QVERIFY(dlg.gpus().back().backend.empty());
        QCOMPARE(dlg.backendCombo()->currentIndex(), 0);
        QVERIFY(dlg.setField(QStringLiteral("backend"), QStringLiteral("xpu")));
        QVERIFY(dlg.setField(QStringLiteral("name"), QStringLiteral("Intel Data Center GPU (test)")));
        QString message;
        QVERIFY2(dlg.validate(&message), qPrintable(message));

        // Saved as "backend" and read back; the predictions say the backend was never measured.
        const std::string id = dlg.gpus().back().id;
        {
            auto w = makeWindow();
            QString error;
            QVERIFY2(controller(*w)->setCustomGpus(dlg.gpus(), &error), qPrintable(error));
            QVERIFY(readAll(controller(*w)->customGpusPath()).contains("\"backend\": \"xpu\""));
        }
        auto w = makeWindow();
        const GpuSpec* g = w->engine()->gpus().find(id);
        QVERIFY(g);
        QCOMPARE(g->backend, std::string("xpu"));
        w->show();
        QVERIFY(w->waitForResults());
        const Prediction* p = w->computeService()->lastResult()->prediction(id);
        QVERIFY(p);
        QVERIFY(p->hasWarning(WarningCode::BackendUnmeasured));
        // The editor shows what was saved.
        CustomGpuDialog again(g_engine->gpus(), controller(*w)->customGpus());
        QCOMPARE(again.backendCombo()->currentData().toString(), QStringLiteral("xpu"));
        QVERIFY(controller(*w)->setCustomGpus({}));
    }

    // Renders the Data dialogs for the README when WATTGPU_SCREENSHOT_DIR is set (the import
    // report shows the format fixture plus three malformed fixture rows: made-up numbers).
    void screenshots()
    {
        const QString out = qEnvironmentVariable("WATTGPU_SCREENSHOT_DIR");
        if (out.isEmpty())
            QSKIP("set WATTGPU_SCREENSHOT_DIR to render the Data dialogs");
        auto w = makeWindow();
        DataController* dc = controller(*w);
        QByteArray fixture = readAll(kImportDir + QStringLiteral("wattcounts_format.csv"));
        for (const char* bad : {"wc_e2e_before_ttft.csv", "wc_unknown_gpu.csv", "wc_zero_tokens.csv"}) {
            const QList<QByteArray> lines =
                readAll(kImportDir + QStringLiteral("malformed/") + QLatin1String(bad)).split('\n');
            fixture += lines.value(2) + '\n';
        }
        const QString fixturePath = m_home.filePath(QStringLiteral("wattcounts_format_with_defects.csv"));
        QFile f(fixturePath);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(fixture);
        f.close();
        m_prompter.nextOpenFile = fixturePath;
        dc->importWithDialog();
        QVERIFY(dc->lastImportDialog());
        dc->lastImportDialog()->resize(900, 420);
        QVERIFY(dc->lastImportDialog()->grab().save(out + QStringLiteral("/data_import_report.png")));
        for (const QString& stored : dc->storedImports())
            QFile::remove(stored); // never train on the fixture

        CustomGpuDialog editor(g_engine->gpus(), {});
        editor.duplicateFrom(QStringLiteral("h100-sxm5-80gb"));
        editor.setField(QStringLiteral("name"), QStringLiteral("H100 SXM5 80GB @ 500 W cap"));
        editor.setField(QStringLiteral("tdp_w"), QStringLiteral("500"));
        editor.resize(860, 760);
        editor.show();
        QVERIFY(editor.grab().save(out + QStringLiteral("/data_custom_gpus.png")));

        // The full bundled corpus (no imports): the evaluation shown next to the shipped model's.
        QVERIFY(dc->startRetrain());
        QVERIFY(dc->waitForRetrain(1800000));
        QVERIFY(dc->retrainDialog());
        dc->retrainDialog()->resize(900, 560);
        QVERIFY(dc->retrainDialog()->grab().save(out + QStringLiteral("/data_retrain_result.png")));
    }

    void hubFetchAndGatedModel()
    {
        testing::FakeHub hub;
        const QByteArray info = readAll(kNetDir + QStringLiteral("model_info.json"));
        const QByteArray config = readAll(kNetDir + QStringLiteral("tiny-llama-config.json"));
        QVERIFY(!info.isEmpty() && !config.isEmpty());
        hub.handler = [&](const testing::HubRequest& r) {
            if (r.target.contains("gated-org/"))
                return r.authorization().isEmpty() ? testing::status(401, "{\"error\":\"gated\"}")
                                                   : testing::status(403, "{\"error\":\"no access\"}");
            if (r.target == "/api/models/test-org/tiny-llama")
                return testing::ok(info);
            if (r.target == "/test-org/tiny-llama/resolve/main/config.json")
                return testing::ok(config);
            return testing::status(404, "{}");
        };
        auto w = makeWindow();
        DataController* dc = controller(*w);
        dc->hubClient()->setEndpoint(hub.url());

        HubFetchDialog dlg(dc->hubClient(), &g_engine->llms());
        connect(&dlg, &HubFetchDialog::modelFetched, dc, [dc](const LlmSpec& l) { dc->addSessionModels({l}); });
        QSignalSpy ended(&dlg, &HubFetchDialog::fetchEnded);
        dlg.idEdit()->setText(QStringLiteral("test-org/tiny-llama"));
        dlg.startFetch();
        QVERIFY(ended.wait(10000));
        QCOMPARE(ended.at(0).at(0).toBool(), true);
        QVERIFY2(dlg.messageLabel()->text().contains(QStringLiteral("test-org/tiny-llama")),
                 qPrintable(dlg.messageLabel()->text()));
        QVERIFY(w->engine()->llms().find("test-org/tiny-llama"));
        QVERIFY(w->modelPicker()->listModel()->rowOf(QStringLiteral("test-org/tiny-llama")) >= 0);

        // Gated without a token: the client's 401 message as-is.
        ended.clear();
        dlg.idEdit()->setText(QStringLiteral("gated-org/secret-model"));
        dlg.startFetch();
        QVERIFY(ended.wait(10000));
        QCOMPARE(ended.at(0).at(0).toBool(), false);
        QVERIFY2(dlg.messageLabel()->text().contains(QStringLiteral("(401)")), qPrintable(dlg.messageLabel()->text()));
        QVERIFY(dlg.messageLabel()->text().contains(QStringLiteral("request access")));

        // With a token: sent as a bearer header, 403 message, token cleared from the field.
        const QByteArray token = "hf_TESTTOKEN_0123456789abcdef";
        ended.clear();
        hub.requests.clear();
        dlg.tokenEdit()->setText(QString::fromLatin1(token));
        dlg.startFetch();
        QVERIFY(ended.wait(10000));
        QVERIFY2(dlg.messageLabel()->text().contains(QStringLiteral("(403)")), qPrintable(dlg.messageLabel()->text()));
        QVERIFY(std::any_of(hub.requests.begin(), hub.requests.end(),
                            [&](const testing::HubRequest& r) { return r.authorization() == "Bearer " + token; }));
        QVERIFY(dlg.tokenEdit()->text().isEmpty());
        QVERIFY(!dlg.messageLabel()->text().contains(QString::fromLatin1(token)));

        // Update from Hugging Face: the list, the configs of models not bundled, new ones marked
        // and added to the picker; the gated one keeps its 403 message.
        const QByteArray list = readAll(kNetDir + QStringLiteral("model_list.json"));
        auto listHandler = hub.handler;
        hub.handler = [&](const testing::HubRequest& r) {
            if (r.target.startsWith("/api/models?"))
                return testing::ok(list);
            if (r.target.contains("test-org/gated-one"))
                return testing::status(403, "{}");
            return listHandler(r);
        };
        HubRefreshDialog refresh(dc->hubClient(), g_engine->llms());
        QSignalSpy refreshed(&refresh, &HubRefreshDialog::refreshEnded);
        connect(&refresh, &HubRefreshDialog::modelsAdded, dc, &DataController::addSessionModels);
        refresh.start(10);
        QVERIFY(refreshed.wait(10000));
        QTableWidget* t = refresh.table();
        QHash<QString, QString> state;
        for (int r = 0; r < t->rowCount(); ++r)
            state[t->item(r, 0)->text()] = t->item(r, 1)->text() + QLatin1Char('|') + t->item(r, 2)->text();
        QVERIFY2(state.value(QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"))
                     .startsWith(QStringLiteral("in the bundled catalog")),
                 qPrintable(state.value(QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"))));
        QVERIFY(state.value(QStringLiteral("test-org/gated-one")).contains(QStringLiteral("(403)")));
        QVERIFY2(state.value(QStringLiteral("test-org/tiny-llama")).startsWith(QStringLiteral("new|")),
                 qPrintable(state.value(QStringLiteral("test-org/tiny-llama"))));
        QVERIFY(refresh.messageLabel()->text().contains(QStringLiteral("1 new")));
        QVERIFY(w->modelPicker()->listModel()->rowOf(QStringLiteral("test-org/tiny-llama")) >= 0);

        // Nothing on disk holds the token: settings, cache and data dirs, plans saved now.
        QSettings().sync();
        QVERIFY(w->savePlan(m_home.filePath(QStringLiteral("data/plan.wattgpu"))));
        w.reset();
        int files = 0;
        QDirIterator it(m_home.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString f = it.next();
            ++files;
            QVERIFY2(!readAll(f).contains(token), qPrintable(f));
        }
        QVERIFY(files > 3); // the scan saw the cache, settings and data files
    }
};

WATTGPU_TEST_MAIN(TestDataController)
#include "test_data_controller.moc"
