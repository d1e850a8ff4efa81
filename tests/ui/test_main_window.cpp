// Drives the real main window offscreen: the default launch, picking a model by keyboard, SLA →
// banner, stack and metric, plans (save/reopen/corrupt), undo/redo, a prediction that fails.
// The table and charts, presentation and export, and the recompute latency have suites of their
// own (test_window_table_chart, test_window_presentation, test_window_latency).
#include "tests/support/gui_support.h"
#include "tests/support/test_registry.h"

#include "core/features/itl_metric.h"
#include "core/plan/engine.h"
#include "core/predict/feature_set.h"
#include "core/predict/learned.h"
#include "ui/charts/power_itl_chart.h"
#include "ui/models/gpu_table_model.h"
#include "ui/models/llm_list_model.h"
#include "ui/models/plan_document.h"
#include "ui/models/roles.h"
#include "ui/widgets/chart_panel.h"
#include "ui/widgets/main_window.h"
#include "ui/widgets/model_facts_panel.h"
#include "ui/widgets/model_picker.h"
#include "ui/widgets/recommendation_banner.h"
#include "ui/widgets/workload_bar.h"

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QLineEdit>
#include <QListView>
#include <QRegularExpression>
#include <QSlider>
#include <QSpinBox>
#include <QTest>

using namespace wattgpu;
using namespace wattgpu::ui;
using wattgpu::testing::actionWithShortcut;

class TestMainWindow : public QObject, private testing::WindowSuite {
    Q_OBJECT
private slots:
    void initTestCase();

    void defaultLaunchShowsRecommendation();
    void pickerSearchAndKeyboardSelect();
    void slaChangeMatchesEngine_data();
    void slaChangeMatchesEngine();
    void saveAndReopenGivesIdenticalState();
    void undoRedoWorkloadEdits();
    void stackAndMetricReachEveryPane();
    void corruptPlanKeepsCurrentPlan();
    void predictionFailureIsShownAsAnError();
};

void TestMainWindow::initTestCase() { QVERIFY(setUpSuite(QStringLiteral("test_main_window"))); }

void TestMainWindow::defaultLaunchShowsRecommendation()
{
    auto w = makeWindow();
    const PlanState& s = w->document()->state();
    QCOMPARE(s.modelId, QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"));
    QCOMPARE(s.slaItlMs, 50.0);
    QVERIFY(!w->banner()->plainText().isEmpty());
    QVERIFY(w->chartPanel()->powerItl()->plottedPointCount() > 5);
    QCOMPARE(w->gpuTableModel()->rowCount(), int(m_engine->gpus().gpus().size()));
    QVERIFY(!w->document()->isModified());
    QVERIFY(w->modelPicker()->facts()->factText(QStringLiteral("weights")).contains(QStringLiteral("GB")));
}

void TestMainWindow::pickerSearchAndKeyboardSelect()
{
    auto w = makeWindow();
    ModelPicker* picker = w->modelPicker();
    QLineEdit* search = picker->searchEdit();
    search->setFocus();
    // The placeholder's own example finds the model it means, first.
    QVERIFY(search->placeholderText().contains(QStringLiteral("llama 8b")));
    QTest::keyClicks(search, QStringLiteral("llama 8b"));
    QTRY_COMPARE(QString::fromStdString(picker->listModel()->filter().text), QStringLiteral("llama 8b"));
    QVERIFY(picker->listModel()->rowCount() >= 1);
    QCOMPARE(picker->listModel()->index(0).data(LlmIdRole).toString(),
             QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"));
    search->clear();
    QTest::keyClicks(search, QStringLiteral("Qwen2.5-7B"));
    QTRY_COMPARE(QString::fromStdString(picker->listModel()->filter().text), QStringLiteral("Qwen2.5-7B"));
    QVERIFY(picker->listModel()->rowCount() >= 1);
    for (int r = 0; r < picker->listModel()->rowCount(); ++r) {
        const QString id = picker->listModel()->index(r).data(LlmIdRole).toString();
        QVERIFY2(id.contains(QStringLiteral("Qwen2.5"), Qt::CaseInsensitive) && id.contains(QStringLiteral("7B")),
                 qPrintable(id));
    }
    const int rows = picker->listModel()->rowCount();
    QTest::keyClick(search, Qt::Key_Down);
    const QModelIndex current = picker->listView()->currentIndex();
    QVERIFY(current.isValid());
    QCOMPARE(current.row(), rows > 1 ? 1 : 0);
    const QString expected = current.data(LlmIdRole).toString();
    QTest::keyClick(search, Qt::Key_Return);
    QTRY_COMPARE(w->document()->state().modelId, expected);
    QVERIFY(w->waitForResults());
    const LlmSpec* spec = m_engine->llms().find(expected.toStdString());
    QVERIFY(spec);
    QCOMPARE(w->currentLlm()->hfId, spec->hfId);
    QCOMPARE(picker->facts()->factText(QStringLiteral("layers")), QString::number(spec->numLayers));
    QCOMPARE(picker->facts()->factText(QStringLiteral("kvHeads")), QString::number(spec->numKeyValueHeads));
    QCOMPARE(w->document()->undoStack()->count(), 1);

    // Filters narrow the list: MoE only.
    auto* type = picker->findChild<QComboBox*>(QStringLiteral("typeFilter"));
    QVERIFY(type);
    search->clear();
    type->setCurrentIndex(2);
    QTRY_VERIFY(picker->listModel()->filter().moe.value_or(false));
    for (int r = 0; r < picker->listModel()->rowCount(); ++r)
        QVERIFY(picker->listModel()->llmAt(r)->isMoe);
}

void TestMainWindow::slaChangeMatchesEngine_data()
{
    QTest::addColumn<double>("sla");
    for (double sla : {4.0, 9.0, 15.0, 30.0, 50.0, 120.0, 400.0})
        QTest::newRow(qPrintable(QStringLiteral("%1 ms").arg(sla))) << sla;
}

void TestMainWindow::slaChangeMatchesEngine()
{
    QFETCH(double, sla);
    auto w = makeWindow();
    QDoubleSpinBox* spin = w->workloadBar()->slaSpin();
    spin->setValue(sla);
    QCOMPARE(w->document()->state().slaItlMs, sla);
    QVERIFY(w->waitForResults());
    const PlanState& s = w->document()->state();
    Scenario sc{.llm = *w->currentLlm(), .workload = s.workload, .slaItlMs = sla};
    sc.gpuIds = allGpuIds();
    const Recommendation rec = m_engine->recommend(sc).value();
    const QString expected = rec.winner ? QString::fromStdString(*rec.winner) : QString();
    QCOMPARE(w->banner()->winnerId(), expected);
    if (expected.isEmpty()) {
        QVERIFY(w->banner()->plainText().contains(QStringLiteral("no GPU qualifies")));
    } else {
        // The table marks the same GPU as best.
        const int row = w->gpuTableModel()->rowOf(expected);
        QCOMPARE(w->gpuTableModel()->verdict(row), GpuTableModel::Verdict::Winner);
        QVERIFY(w->banner()->plainText().contains(w->chartModel().winner()->label));
    }
}

void TestMainWindow::saveAndReopenGivesIdenticalState()
{
    auto w = makeWindow();
    WorkloadBar* bar = w->workloadBar();
    bar->batchSpin()->setValue(32);
    bar->slaSpin()->setValue(25);
    bar->objectiveCombo()->setCurrentIndex(1);
    bar->precisionCombo()->setCurrentIndex(3); // Native, BF16, FP16, FP8, MXFP4
    bar->gpusCombo()->setCurrentIndex(2);      // Auto, × 1, × 2, ...
    w->document()->setGpuIncluded(QStringLiteral("t4-16gb"), false);
    w->document()->setGpuIncluded(QStringLiteral("a2-16gb"), false);
    w->chartPanel()->setCurrentChart(QStringLiteral("sla-sweep"));
    w->document()->setSweepGpus({QStringLiteral("l4-24gb"), QStringLiteral("h100-sxm5-80gb")});
    QVERIFY(w->waitForResults());
    QVERIFY(w->document()->isModified());
    const PlanState saved = w->document()->state();
    QCOMPARE(saved.workload.precision, Precision::FP8);
    QVERIFY(!saved.nativePrecision);
    QCOMPARE(saved.workload.numGpus, 2);
    QCOMPARE(saved.gpuCountMode, GpuCountMode::Fixed);
    QCOMPARE(saved.objective, Objective::MeanPower);

    const QString path = m_tmp.filePath(QStringLiteral("roundtrip.wattgpu"));
    QVERIFY(w->savePlan(path));
    QVERIFY(!w->document()->isModified());
    QVERIFY(w->windowTitle().contains(QStringLiteral("roundtrip.wattgpu")));

    auto w2 = makeWindow();
    QVERIFY(w2->openPlan(path));
    QVERIFY(w2->waitForResults());
    QVERIFY(w2->document()->state() == saved);
    QCOMPARE(w2->document()->filePath(), QFileInfo(path).absoluteFilePath());
    QCOMPARE(w2->workloadBar()->batchSpin()->value(), 32);
    QCOMPARE(w2->workloadBar()->slaSpin()->value(), 25.0);
    QCOMPARE(w2->workloadBar()->objectiveCombo()->currentIndex(), 1);
    QCOMPARE(w2->chartPanel()->currentChart(), QStringLiteral("sla-sweep"));
    const int t4 = w2->gpuTableModel()->rowOf(QStringLiteral("t4-16gb"));
    QCOMPARE(w2->gpuTableModel()->index(t4, GpuTableModel::Include).data(Qt::CheckStateRole).toInt(),
             int(Qt::Unchecked));
    QCOMPARE(w2->document()->undoStack()->count(), 0);
    QVERIFY(!w2->document()->isModified());
    // The two windows computed the same thing.
    QCOMPARE(w2->banner()->winnerId(), w->banner()->winnerId());
    QCOMPARE(w2->banner()->plainText(), w->banner()->plainText());
}

void TestMainWindow::undoRedoWorkloadEdits()
{
    auto w = makeWindow();
    QAction* undo = actionWithShortcut(w.get(), QKeySequence::Undo);
    QAction* redo = actionWithShortcut(w.get(), QKeySequence(Qt::CTRL | Qt::Key_Y));
    QVERIFY(undo && redo);
    QVERIFY(!undo->isEnabled());

    // Typing "64" into the spin box emits 6 then 64: one undo step.
    QSpinBox* batch = w->workloadBar()->batchSpin();
    batch->setFocus();
    batch->selectAll();
    QTest::keyClicks(batch, QStringLiteral("64"));
    QCOMPARE(w->document()->state().workload.batch, 64);
    QCOMPARE(w->document()->undoStack()->count(), 1);
    // A slider drag on the SLA: many values, one step.
    QSlider* slider = w->workloadBar()->slaSlider();
    const int start = slider->value();
    for (int v = start - 4; v >= start - 40; v -= 4)
        slider->setValue(v);
    QCOMPARE(w->document()->undoStack()->count(), 2);
    const double draggedSla = w->document()->state().slaItlMs;
    QVERIFY(draggedSla < 50.0);
    w->workloadBar()->precisionCombo()->setCurrentIndex(1); // BF16 named, no longer native
    QCOMPARE(w->document()->undoStack()->count(), 3);

    QVERIFY(undo->isEnabled());
    undo->trigger();
    QCOMPARE(w->workloadBar()->precisionCombo()->currentIndex(), 0);
    undo->trigger();
    QCOMPARE(w->workloadBar()->slaSpin()->value(), 50.0);
    undo->trigger();
    QCOMPARE(batch->value(), 16);
    QCOMPARE(w->document()->state().workload.batch, 16);
    QVERIFY(!w->document()->isModified());
    redo->trigger();
    QCOMPARE(batch->value(), 64);
    redo->trigger();
    QCOMPARE(w->document()->state().slaItlMs, draggedSla);
    QVERIFY(w->waitForResults());
    QCOMPARE(w->chartModel().slaItlMs, draggedSla);
}

void TestMainWindow::stackAndMetricReachEveryPane()
{
    auto w = makeWindow();
    QVERIFY(w->waitForResults());
    // The metric: one undo step, the engine predicts in it, the table header and banner say it.
    QComboBox* metric = w->workloadBar()->itlMetricCombo();
    QCOMPARE(metric->count(), int(std::size(kAllItlKinds))); // median, mean TPOT, e2e, p90 and p99 ITL
    const int before = w->document()->undoStack()->count();
    metric->setCurrentIndex(1);
    QCOMPARE(w->document()->state().workload.itlMetric, ItlKind::MeanTpot);
    QCOMPARE(w->document()->undoStack()->count(), before + 1);
    QVERIFY(w->waitForResults());
    for (const Prediction& p : w->computeService()->lastResult()->predictions)
        QCOMPARE(p.itlMetric, ItlKind::MeanTpot);
    const QString header =
        w->gpuTableModel()->headerData(GpuTableModel::Itl, Qt::Horizontal, Qt::DisplayRole).toString();
    QVERIFY2(header.contains(QStringLiteral("TPOT")), qPrintable(header));
    QVERIFY2(w->banner()->plainText().contains(QStringLiteral("mean TPOT")), qPrintable(w->banner()->plainText()));

    // The stack: every known engine is offered, and choosing one reaches the predictions.
    QComboBox* stack = w->workloadBar()->stackCombo();
    QCOMPARE(stack->count(), int(knownStacks().size()));
    int tgi = -1;
    for (int i = 0; i < stack->count(); ++i)
        if (stack->itemData(i).toStringList().value(0) == QStringLiteral("tgi"))
            tgi = i;
    QVERIFY(tgi >= 0);
    stack->setCurrentIndex(tgi);
    QCOMPARE(QString::fromStdString(w->document()->state().workload.stack.engine), QStringLiteral("tgi"));
    QVERIFY(w->waitForResults());
    for (const Prediction& p : w->computeService()->lastResult()->predictions)
        QCOMPARE(QString::fromStdString(p.engine), QStringLiteral("tgi"));

    // Measured or predicted, per row: H100 SXM5 is in the corpus, B200 is not.
    auto evidence = [&](const char* id) {
        const int row = w->gpuTableModel()->rowOf(QString::fromLatin1(id));
        return w->gpuTableModel()->index(row, GpuTableModel::Evidence).data().toString();
    };
    QCOMPARE(evidence("h100-sxm5-80gb"), QStringLiteral("measured"));
    QCOMPARE(evidence("b200-sxm-180gb"), QStringLiteral("predicted"));
}

void TestMainWindow::corruptPlanKeepsCurrentPlan()
{
    FakePrompter prompter;
    auto w = makeWindow(&prompter);
    const QString good = m_tmp.filePath(QStringLiteral("good.wattgpu"));
    QVERIFY(w->savePlan(good));
    w->workloadBar()->batchSpin()->setValue(24);
    const PlanState before = w->document()->state();
    QVERIFY(w->document()->isModified());

    const QString bad = m_tmp.filePath(QStringLiteral("bad.wattgpu"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"format\": \"wattgpu-plan\", \"version\": 1, \"model\": {\"id\": ");
    f.close();
    QVERIFY(!w->openPlan(bad));
    QCOMPARE(prompter.errors.size(), 1);
    QVERIFY2(prompter.errors[0].contains(QStringLiteral("bad.wattgpu")), qPrintable(prompter.errors[0]));
    QVERIFY(prompter.errors[0].contains(QStringLiteral("not valid JSON")));
    QVERIFY(prompter.errors[0].contains(QStringLiteral("has not been changed")));
    QVERIFY(w->document()->state() == before);
    QCOMPARE(w->document()->filePath(), QFileInfo(good).absoluteFilePath());
    QVERIFY(w->document()->isModified());

    // A well-formed plan naming a model that does not exist.
    PlanState unknown = before;
    unknown.modelId = QStringLiteral("nobody/NoSuchModel-1B");
    const QString missing = m_tmp.filePath(QStringLiteral("missing-model.wattgpu"));
    PlanError err;
    QVERIFY(PlanIo::write(missing, unknown, &err));
    QVERIFY(!w->openPlan(missing));
    QCOMPARE(prompter.errors.size(), 2);
    QVERIFY(prompter.errors[1].contains(QStringLiteral("NoSuchModel")));
    QVERIFY(w->document()->state() == before);

    // Through File > Open: the person discards changes, picks the corrupt file, sees the error.
    prompter.nextOpenFile = bad;
    prompter.nextSaveChoice = Prompter::SaveChoice::Discard;
    QAction* open = actionWithShortcut(w.get(), QKeySequence::Open);
    QVERIFY(open);
    open->trigger();
    QCOMPARE(prompter.saveQuestions, 1);
    QCOMPARE(prompter.errors.size(), 3);
    QVERIFY(w->document()->state() == before);
    // Cancel on the save question aborts the open entirely.
    prompter.nextSaveChoice = Prompter::SaveChoice::Cancel;
    prompter.nextOpenFile = good;
    open->trigger();
    QVERIFY(w->document()->state() == before);
}

void TestMainWindow::predictionFailureIsShownAsAnError()
{
    // A default model that cannot evaluate (never trained) must show an error, not numbers.
    auto loaded = Engine::load(WATTGPU_SOURCE_DIR);
    QVERIFY(loaded);
    std::shared_ptr<Engine> broken = std::move(loaded).value();
    broken->setPredictor(std::make_shared<LearnedPredictor>(makeFeatureSet("default")),
                         ModelInfo{"default", "broken", "nothing", {}});
    FakePrompter prompter;
    auto w = testing::showWindow(broken, &prompter);
    QVERIFY2(w->banner()->plainText().contains(QStringLiteral("No prediction")), qPrintable(w->banner()->plainText()));
    QVERIFY2(w->banner()->plainText().contains(QStringLiteral("could not predict")),
             qPrintable(w->banner()->plainText()));
    QCOMPARE(w->banner()->winnerId(), QString());
    // The table lists the GPUs but shows no figure for any of them.
    static const QRegularExpression digit(QStringLiteral("\\d"));
    for (int r = 0; r < w->gpuTableModel()->rowCount(); ++r)
        for (int c : {int(GpuTableModel::Power), int(GpuTableModel::Itl), int(GpuTableModel::Energy)}) {
            const QString text = w->gpuTableModel()->index(r, c).data().toString();
            QVERIFY2(!text.contains(digit), qPrintable(text));
        }
    // Exporting a report says why instead of writing a report of nothing.
    QVERIFY(!w->exportReport(m_tmp.filePath(QStringLiteral("broken.html")), report::PageSize::A4));
    QVERIFY(!prompter.errors.isEmpty());
    QVERIFY(prompter.errors.last().contains(QStringLiteral("could not predict")));
}

WATTGPU_TEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
