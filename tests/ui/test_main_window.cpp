// Drives the real main window offscreen: picking a model by keyboard, SLA → banner, unticking
// GPUs, plans (save/reopen/corrupt), undo/redo, presentation, export, latency.
#include "tests/support/gui_support.h"

#include "app/lib/report/label_placer.h"
#include "core/plan/engine.h"
#include "core/predict/feature_set.h"
#include "core/predict/learned.h"
#include "ui/charts/chart_export.h"
#include "ui/charts/objective_chart.h"
#include "ui/charts/power_itl_chart.h"
#include "ui/charts/sla_sweep_chart.h"
#include "ui/models/gpu_table_model.h"
#include "ui/models/llm_list_model.h"
#include "ui/models/plan_document.h"
#include "ui/models/roles.h"
#include "ui/widgets/chart_panel.h"
#include "ui/widgets/gpu_table_view.h"
#include "ui/widgets/main_window.h"
#include "ui/widgets/model_facts_panel.h"
#include "ui/widgets/model_picker.h"
#include "ui/widgets/presentation_view.h"
#include "ui/widgets/recommendation_banner.h"
#include "ui/widgets/workload_bar.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenuBar>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

using namespace wattgpu;
using namespace wattgpu::ui;

// Counts the paint events a widget receives, to show that a measured interval painted it.
class PaintCounter : public QObject {
public:
    explicit PaintCounter(QWidget* w) : QObject(w) { w->installEventFilter(this); }
    int count = 0;

protected:
    bool eventFilter(QObject*, QEvent* e) override
    {
        if (e->type() == QEvent::Paint)
            ++count;
        return false;
    }
};

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();

    void defaultLaunchShowsRecommendation();
    void pickerSearchAndKeyboardSelect();
    void slaChangeMatchesEngine_data();
    void slaChangeMatchesEngine();
    void untickedGpuLeavesCharts();
    void chartMarkersStayVectorInSvg();
    void tableScrollRangesFollowRowsAndSize();
    void tableColumnsWidenForWiderFigures();
    void powerItlLabelsDoNotOverlap();
    void saveAndReopenGivesIdenticalState();
    void undoRedoWorkloadEdits();
    void stackAndMetricReachEveryPane();
    void copyRowsAsTabSeparatedText();
    void corruptPlanKeepsCurrentPlan();
    void exportsEveryFormat();
    void presentationModeShowsCards();
    void themesAndRetranslation();
    void keyboardReachability();
    void slaSweepMatchesRecommender();
    void recomputeLatency();
    void predictionFailureIsShownAsAnError();

private:
    std::unique_ptr<MainWindow> makeWindow(Prompter* prompter = nullptr);
    QAction* actionWithShortcut(MainWindow* w, const QKeySequence& seq);
    std::vector<std::string> allGpuIds() const;

    std::shared_ptr<const Engine> m_engine;
    QTemporaryDir m_tmp;
    FakePrompter m_prompter;
};

void TestMainWindow::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("WattGPU-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("test_main_window"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_tmp.filePath(QStringLiteral("settings")));
    m_engine = testing::loadEngine();
}

std::unique_ptr<MainWindow> TestMainWindow::makeWindow(Prompter* prompter)
{
    MainWindowOptions o;
    o.restoreSettings = false;
    auto w = std::make_unique<MainWindow>(m_engine, prompter ? prompter : &m_prompter, o);
    w->resize(1500, 950);
    w->show();
    if (!QTest::qWaitForWindowExposed(w.get()))
        qWarning("window not exposed");
    w->waitForResults();
    return w;
}

QAction* TestMainWindow::actionWithShortcut(MainWindow* w, const QKeySequence& seq)
{
    for (QAction* a : w->findChildren<QAction*>())
        if (a->shortcuts().contains(seq))
            return a;
    return nullptr;
}

std::vector<std::string> TestMainWindow::allGpuIds() const
{
    std::vector<std::string> ids;
    for (const GpuSpec& g : m_engine->gpus().gpus())
        ids.push_back(g.id);
    return ids;
}

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

// The GPU table lays its header and scroll bars out only when their inputs change (GpuTableView's
// TableView); its ranges must still be those a plain QTableView gives the same rows, widths and size.
static QString scrollRangeMismatch(QTableView* table)
{
    QTableView ref;
    ref.setModel(table->model());
    ref.verticalHeader()->setVisible(false);
    ref.verticalHeader()->setDefaultSectionSize(table->verticalHeader()->defaultSectionSize());
    ref.horizontalHeader()->setStretchLastSection(true);
    ref.horizontalHeader()->setSortIndicatorShown(true);
    ref.horizontalHeader()->setSortIndicator(table->horizontalHeader()->sortIndicatorSection(),
                                             table->horizontalHeader()->sortIndicatorOrder());
    ref.setHorizontalScrollMode(table->horizontalScrollMode());
    ref.setVerticalScrollMode(table->verticalScrollMode());
    const int columns = table->horizontalHeader()->count();
    ref.horizontalHeader()->setMinimumSectionSize(table->horizontalHeader()->minimumSectionSize());
    for (int c = 0; c < columns; ++c) {
        ref.setColumnHidden(c, table->isColumnHidden(c));
        ref.setColumnWidth(c, table->columnWidth(c));
    }
    ref.resize(table->size());
    ref.show();
    ref.doItemsLayout();
    QCoreApplication::processEvents();
    const auto describe = [](QTableView* v) {
        return QStringLiteral("vertical 0..%1 page %2, horizontal 0..%3 page %4, viewport %5x%6")
            .arg(v->verticalScrollBar()->maximum())
            .arg(v->verticalScrollBar()->pageStep())
            .arg(v->horizontalScrollBar()->maximum())
            .arg(v->horizontalScrollBar()->pageStep())
            .arg(v->viewport()->width())
            .arg(v->viewport()->height());
    };
    const QString got = describe(table), want = describe(&ref);
    return got == want ? QString() : QStringLiteral("table %1; plain QTableView %2").arg(got, want);
}

void TestMainWindow::tableScrollRangesFollowRowsAndSize()
{
    auto w = makeWindow();
    QTableView* table = w->gpuTable()->table();
    auto settle = [&] {
        QVERIFY(w->waitForResults());
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCoreApplication::processEvents();
    };
    QString mismatch = scrollRangeMismatch(table);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    const int fullRange = table->verticalScrollBar()->maximum();
    QVERIFY2(fullRange > 0, "44 rows should not fit the table at 1500x950");

    // Fewer rows: nothing to scroll; all rows back: the same range as before.
    w->gpuTable()->filterEdit()->setText(QStringLiteral("B200"));
    settle();
    QVERIFY(table->model()->rowCount() >= 1 && table->model()->rowCount() <= 3);
    QCOMPARE(table->verticalScrollBar()->maximum(), 0);
    mismatch = scrollRangeMismatch(table);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    w->gpuTable()->filterEdit()->clear();
    settle();
    QCOMPARE(table->verticalScrollBar()->maximum(), fullRange);

    // A narrow window scrolls sideways; a new result there keeps the ranges right.
    w->resize(820, 640);
    settle();
    QVERIFY(table->horizontalScrollBar()->maximum() > 0);
    mismatch = scrollRangeMismatch(table);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    w->workloadBar()->slaSpin()->setValue(35.0);
    settle();
    mismatch = scrollRangeMismatch(table);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    table->verticalScrollBar()->setValue(table->verticalScrollBar()->maximum());
    const QModelIndex last = table->model()->index(table->model()->rowCount() - 1, 0);
    QVERIFY(table->viewport()->rect().intersects(table->visualRect(last)));
    w->resize(1500, 950);
    settle();
    mismatch = scrollRangeMismatch(table);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
}

void TestMainWindow::chartMarkersStayVectorInSvg()
{
    // On screen the markers are blitted sprites (PowerItlChart's SpriteGraph); an SVG export
    // must still draw every marker as a shape, with no bitmap in it.
    auto w = makeWindow();
    PowerItlChart* chart = w->chartPanel()->powerItl();
    const int points = chart->plottedPointCount();
    QVERIFY(points > 5);
    const QString path = m_tmp.filePath(QStringLiteral("markers.svg"));
    QString error;
    QVERIFY2(exportChart(chart->plot(), path, ExportFormat::Svg, QSize(900, 600), &error), qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray svg = f.readAll();
    QCOMPARE(svg.count("<image"), 0);
    // Every point but the winner's star (a polyline) is a circle.
    QVERIFY2(svg.count("<circle") >= points - 1,
             qPrintable(QStringLiteral("%1 circles for %2 points").arg(svg.count("<circle")).arg(points)));
    const QString png = m_tmp.filePath(QStringLiteral("markers.png"));
    QVERIFY2(exportChart(chart->plot(), png, ExportFormat::Png, QSize(900, 600), &error), qPrintable(error));
    QVERIFY(QFileInfo(png).size() > 1000);
}

// After the first sizing the table only widens a column whose widest text no longer fits
// (MainWindow::widenTableColumns, which skips columns no estimate comes near): no cell may ever
// need more than its column.
static QString firstCutCell(QTableView* table)
{
    const int grid = table->showGrid() ? 1 : 0;
    for (int c = 0; c < table->model()->columnCount(); ++c) {
        if (table->isColumnHidden(c) || c == table->model()->columnCount() - 1) // the last one stretches
            continue;
        for (int r = 0; r < table->model()->rowCount(); ++r) {
            const QModelIndex i = table->model()->index(r, c);
            const int need = table->sizeHintForIndex(i).width() + grid;
            if (table->columnWidth(c) < need)
                return QStringLiteral("row %1 column %2 \"%3\": %4 px in a %5 px column")
                    .arg(r)
                    .arg(c)
                    .arg(i.data().toString())
                    .arg(need)
                    .arg(table->columnWidth(c));
        }
    }
    return {};
}

void TestMainWindow::tableColumnsWidenForWiderFigures()
{
    auto w = makeWindow();
    QTableView* table = w->gpuTable()->table();
    std::vector<int> before;
    for (int c = 0; c < table->model()->columnCount(); ++c)
        before.push_back(table->columnWidth(c));
    QString cut = firstCutCell(table);
    QVERIFY2(cut.isEmpty(), qPrintable(cut));
    bool widened = false;
    for (int batch : {1, 256, 1024, 4, 64}) {
        w->workloadBar()->batchSpin()->setValue(batch);
        QVERIFY(w->waitForResults());
        cut = firstCutCell(table);
        QVERIFY2(cut.isEmpty(), qPrintable(QStringLiteral("batch %1: %2").arg(batch).arg(cut)));
        for (int c = 0; c < int(before.size()); ++c)
            widened = widened || table->columnWidth(c) > before[c];
    }
    QVERIFY2(widened, "no batch size widened a column: the test did not exercise the widening");
}

void TestMainWindow::untickedGpuLeavesCharts()
{
    auto w = makeWindow();
    PowerItlChart* chart = w->chartPanel()->powerItl();
    const QString winner = w->banner()->winnerId();
    QVERIFY(!winner.isEmpty());
    const int points = chart->plottedPointCount();
    const int labels = int(chart->gpuLabels().size());
    QCOMPARE(labels, points);
    QVERIFY(chart->plottedGpuIds().contains(winner));

    // Untick the winner from the keyboard: select its row, press Space.
    QTableView* table = w->gpuTable()->table();
    w->gpuTable()->selectGpu(winner);
    table->setFocus();
    QTest::keyClick(table, Qt::Key_Space);
    QTRY_VERIFY(w->document()->state().excludedGpus.contains(winner));
    QVERIFY(w->waitForResults());

    QCOMPARE(chart->plottedPointCount(), points - 1);
    QCOMPARE(int(chart->gpuLabels().size()), labels - 1);
    QVERIFY(!chart->plottedGpuIds().contains(winner));
    for (QCPItemText* t : chart->gpuLabels())
        QVERIFY(t->property("gpuId").toString() != winner);
    QVERIFY(w->banner()->winnerId() != winner);
    auto others = allGpuIds();
    others.erase(std::find(others.begin(), others.end(), winner.toStdString()));
    Scenario sc{.llm = *w->currentLlm(), .workload = w->document()->state().workload, .slaItlMs = 50.0};
    sc.gpuIds = others;
    const Recommendation rec = m_engine->recommend(sc).value();
    QCOMPARE(w->banner()->winnerId(), rec.winner ? QString::fromStdString(*rec.winner) : QString());

    w->chartPanel()->setCurrentChart(QStringLiteral("objective"));
    QVERIFY(!w->chartPanel()->objective()->barGpuIds().contains(winner));
    QCOMPARE(w->chartPanel()->objective()->barGpuIds().size(), int(m_engine->gpus().gpus().size()) - 1);
    QCOMPARE(w->document()->state().chartTab, QStringLiteral("objective"));

    // Undo brings it back everywhere.
    w->document()->undoStack()->undo();
    QVERIFY(w->waitForResults());
    w->chartPanel()->setCurrentChart(QStringLiteral("power-itl"));
    QCOMPARE(chart->plottedPointCount(), points);
    QCOMPARE(w->banner()->winnerId(), winner);
}

void TestMainWindow::powerItlLabelsDoNotOverlap()
{
    auto w = makeWindow();
    for (QSize size : {QSize(1500, 950), QSize(1100, 760)}) {
        w->resize(size);
        QTest::qWait(50);
        w->chartPanel()->powerItl()->plot()->replot();
        std::vector<QRectF> rects;
        int hidden = 0;
        const QRectF axis = w->chartPanel()->powerItl()->plot()->axisRect()->rect();
        for (QCPItemText* t : w->chartPanel()->powerItl()->gpuLabels()) {
            if (!t->visible()) {
                ++hidden;
                continue;
            }
            const QRectF r(t->topLeft->pixelPosition(), t->bottomRight->pixelPosition());
            QVERIFY2(axis.adjusted(-1, -1, 1, 1).contains(r), qPrintable(t->text()));
            rects.push_back(r);
        }
        QCOMPARE(countOverlaps(rects), 0);
        QVERIFY2(hidden <= int(rects.size()) / 5, qPrintable(QStringLiteral("%1 labels hidden").arg(hidden)));
    }
}

void TestMainWindow::saveAndReopenGivesIdenticalState()
{
    auto w = makeWindow();
    WorkloadBar* bar = w->workloadBar();
    bar->batchSpin()->setValue(32);
    bar->slaSpin()->setValue(25);
    bar->objectiveCombo()->setCurrentIndex(1);
    bar->precisionCombo()->setCurrentIndex(2);
    bar->gpusCombo()->setCurrentIndex(2); // Auto, × 1, × 2, ...
    w->document()->setGpuIncluded(QStringLiteral("t4-16gb"), false);
    w->document()->setGpuIncluded(QStringLiteral("a2-16gb"), false);
    w->chartPanel()->setCurrentChart(QStringLiteral("sla-sweep"));
    w->document()->setSweepGpus({QStringLiteral("l4-24gb"), QStringLiteral("h100-sxm5-80gb")});
    QVERIFY(w->waitForResults());
    QVERIFY(w->document()->isModified());
    const PlanState saved = w->document()->state();
    QCOMPARE(saved.workload.precision, Precision::FP8);
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

void TestMainWindow::stackAndMetricReachEveryPane()
{
    auto w = makeWindow();
    QVERIFY(w->waitForResults());
    // The metric: one undo step, the engine predicts in it, the table header and banner say it.
    QComboBox* metric = w->workloadBar()->itlMetricCombo();
    QCOMPARE(metric->count(), 3);
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

void TestMainWindow::copyRowsAsTabSeparatedText()
{
    auto w = makeWindow();
    QVERIFY(w->waitForResults());
    QTableView* table = w->gpuTable()->table();
    // Nothing selected: every shown row under a header, as on screen.
    table->clearSelection();
    table->setFocus();
    QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
    QStringList lines = QGuiApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), w->gpuTable()->proxy()->rowCount() + 1);
    const QStringList header = lines.first().split(QLatin1Char('\t'));
    QVERIFY2(header.contains(QStringLiteral("GPU")) && header.contains(QStringLiteral("Power (W)")),
             qPrintable(lines.first()));
    for (const QString& line : lines)
        QCOMPARE(line.count(QLatin1Char('\t')), header.size() - 1);
    // Two selected rows: those two, in screen order.
    table->selectRow(0);
    table->selectionModel()->select(w->gpuTable()->proxy()->index(2, 0),
                                    QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
    lines = QGuiApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    const int gpuCol = int(header.indexOf(QStringLiteral("GPU")));
    QCOMPARE(lines[1].split(QLatin1Char('\t')).at(gpuCol),
             w->gpuTable()->proxy()->index(0, GpuTableModel::Gpu).data().toString());
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
    w->workloadBar()->precisionCombo()->setCurrentIndex(1);
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

void TestMainWindow::exportsEveryFormat()
{
    FakePrompter prompter;
    auto w = makeWindow(&prompter);
    for (const QString& chart : chartTabIds()) {
        w->chartPanel()->setCurrentChart(chart);
        for (const char* ext : {"png", "svg", "pdf"}) {
            const QString path = m_tmp.filePath(chart + QLatin1Char('.') + QLatin1String(ext));
            QVERIFY2(w->exportCurrentChart(path, QSize(900, 560)), qPrintable(prompter.errors.join(QLatin1Char('\n'))));
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray head = f.read(4096);
            QVERIFY2(f.size() > 2000, qPrintable(path));
            if (QLatin1String(ext) == QLatin1String("png"))
                QVERIFY(head.startsWith("\x89PNG"));
            else if (QLatin1String(ext) == QLatin1String("svg"))
                QVERIFY(head.contains("<svg"));
            else
                QVERIFY(head.startsWith("%PDF"));
        }
    }
    // Through the dialog seam, with a name lacking an extension: PNG is assumed.
    prompter.nextSaveFile = m_tmp.filePath(QStringLiteral("from-dialog"));
    QAction* exportAction = actionWithShortcut(w.get(), QKeySequence(Qt::CTRL | Qt::Key_E));
    QVERIFY(exportAction);
    exportAction->trigger();
    QVERIFY(QFileInfo::exists(m_tmp.filePath(QStringLiteral("from-dialog.png"))));
}

void TestMainWindow::presentationModeShowsCards()
{
    auto w = makeWindow();
    const QString winner = w->banner()->winnerId();
    QAction* f11 = actionWithShortcut(w.get(), QKeySequence(Qt::Key_F11));
    QVERIFY(f11);
    f11->trigger();
    QVERIFY(w->isPresentationMode());
    QTRY_VERIFY(w->presentationView()->isVisible());
    const QStringList cards = w->presentationView()->cardGpuIds();
    QVERIFY(cards.size() >= 2 && cards.size() <= 3);
    QCOMPARE(cards.front(), winner);
    // Results arriving while presenting update the cards.
    w->workloadBar()->slaSpin()->setValue(200);
    QVERIFY(w->waitForResults());
    QCOMPARE(w->presentationView()->cardGpuIds().front(), w->banner()->winnerId());
    QTest::keyClick(w.get(), Qt::Key_Escape);
    QVERIFY(!w->isPresentationMode());
    QVERIFY(!w->presentationView()->isVisible());
}

void TestMainWindow::themesAndRetranslation()
{
    auto w = makeWindow();
    w->setTheme(Theme::Dark);
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 128);
    QVERIFY(w->chartPanel()->powerItl()->theme().dark);
    QVERIFY(w->chartPanel()->powerItl()->theme().background.lightness() < 128);
    w->setTheme(Theme::Light);
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() >= 128);

    // Installing a translator sends LanguageChange to every widget; every panel re-reads its text.
    QTranslator empty;
    QVERIFY(empty.load(QStringLiteral(":/nonexistent")) || true);
    QCoreApplication::installTranslator(&empty);
    QCoreApplication::processEvents();
    QCoreApplication::removeTranslator(&empty);
    QCoreApplication::processEvents();
    QVERIFY(!w->banner()->plainText().isEmpty());
    QVERIFY(!w->chartPanel()->tabs()->tabText(0).isEmpty());
    QVERIFY(!w->gpuTableModel()->headerData(GpuTableModel::Power, Qt::Horizontal).toString().isEmpty());
}

void TestMainWindow::keyboardReachability()
{
    auto w = makeWindow();
    // Every label with a mnemonic leads somewhere.
    for (QLabel* l : w->findChildren<QLabel*>()) {
        if (!l->text().contains(QLatin1Char('&')) || l->textFormat() == Qt::RichText
            || l->text().contains(QLatin1String("&amp;")))
            continue;
        QVERIFY2(l->buddy(), qPrintable(l->text()));
    }
    // Controls take focus from the keyboard.
    WorkloadBar* bar = w->workloadBar();
    for (QWidget* c : std::initializer_list<QWidget*>{
             bar->batchSpin(), bar->slaSpin(), bar->slaSlider(), bar->objectiveCombo(), bar->precisionCombo(),
             bar->gpusCombo(), w->modelPicker()->searchEdit(), w->modelPicker()->listView(), w->gpuTable()->table()})
        QVERIFY2(c->focusPolicy() & Qt::TabFocus, qPrintable(c->objectName()));
    // Ctrl+F focuses the model search; Ctrl+3 shows the load sweep.
    QAction* find = actionWithShortcut(w.get(), QKeySequence::Find);
    QVERIFY(find);
    find->trigger();
    QAction* chart3 = actionWithShortcut(w.get(), QKeySequence(Qt::CTRL | Qt::Key_3));
    QVERIFY(chart3);
    chart3->trigger();
    QCOMPARE(w->chartPanel()->currentChart(), QStringLiteral("load-sweep"));
    // Menus have mnemonics.
    for (QAction* a : w->menuBar()->actions())
        QVERIFY2(a->text().contains(QLatin1Char('&')), qPrintable(a->text()));
}

void TestMainWindow::slaSweepMatchesRecommender()
{
    auto w = makeWindow();
    w->chartPanel()->setCurrentChart(QStringLiteral("sla-sweep"));
    QVERIFY(w->waitForResults());
    const ChartModel& m = w->chartModel();
    QVERIFY(m.sweepsDone);
    QVERIFY(m.slaSweep.size() >= 2);
    QVERIFY(w->chartPanel()->slaSweep()->bandCount() == int(m.slaSweep.size()));
    // Spot-check the middle of every band against the recommender.
    for (const SlaBand& b : m.slaSweep) {
        const double mid = std::sqrt(b.fromMs * b.toMs);
        Scenario sc{.llm = *w->currentLlm(), .workload = w->document()->state().workload, .slaItlMs = mid};
        sc.gpuIds = allGpuIds();
        const Recommendation rec = m_engine->recommend(sc).value();
        QCOMPARE(b.gpuId, rec.winner ? QString::fromStdString(*rec.winner) : QString());
    }
    // The load sweep has the automatic GPUs, with a point per concurrency.
    QVERIFY(!m.loadSweep.empty());
    for (const SweepSeries& s : m.loadSweep)
        QCOMPARE(s.batch.size(), loadSweepBatches().size());
}

void TestMainWindow::recomputeLatency()
{
    auto w = makeWindow();
    QSignalSpy spy(w->computeService(), &ComputeService::resultReady);
    QSignalSpy sweepSpy(w->computeService(), &ComputeService::sweepsReady);
    int sweepsInside = 0; // results whose sweeps landed inside the measured interval
    auto* tablePaints = new PaintCounter(w->gpuTable()->table()->viewport());
    auto* plotPaints = new PaintCounter(w->chartPanel()->powerItl()->plot());
    auto* bannerPaints = new PaintCounter(w->banner());
    std::vector<double> endToEnd;
    std::vector<double> worker;
    // Alternately a changed SLA (the same predictions judged again) and a changed batch (new
    // predictions, new figures in every column).
    std::vector<double> slaChange, batchChange;
    for (int i = 0; i < 30; ++i) {
        QElapsedTimer t;
        tablePaints->count = plotPaints->count = bannerPaints->count = 0;
        t.start();
        if (i % 2 == 0)
            w->workloadBar()->slaSpin()->setValue(20.0 + i * 4);
        else
            w->workloadBar()->batchSpin()->setValue(8 + i);
        QVERIFY(spy.wait(5000));
        // Until the window is on screen: the layout the new texts ask for, the table's delayed
        // re-sort and the paint of the table, the chart and the banner.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::UpdateRequest);
        while ((tablePaints->count == 0 || plotPaints->count == 0 || bannerPaints->count == 0) && t.elapsed() < 5000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
        endToEnd.push_back(t.nsecsElapsed() / 1e6);
        (i % 2 == 0 ? slaChange : batchChange).push_back(endToEnd.back());
        QVERIFY2(tablePaints->count > 0 && plotPaints->count > 0 && bannerPaints->count > 0,
                 qPrintable(QStringLiteral("paints: table %1, chart %2, banner %3")
                                .arg(tablePaints->count)
                                .arg(plotPaints->count)
                                .arg(bannerPaints->count)));
        sweepsInside += sweepSpy.count();
        worker.push_back(w->computeService()->lastResult()->predictMs);
        w->computeService()->waitForIdle();
        spy.clear();
        sweepSpy.clear();
    }
    std::sort(endToEnd.begin(), endToEnd.end());
    std::sort(slaChange.begin(), slaChange.end());
    std::sort(batchChange.begin(), batchChange.end());
    std::sort(worker.begin(), worker.end());
    const double median = endToEnd[endToEnd.size() / 2];
    qInfo("recompute latency, one model x %d GPUs: control change -> table, banner and chart laid out and painted: "
          "median %.1f ms "
          "(SLA changed %.1f, batch changed %.1f), max %.1f ms; worker (predict + recommend): median %.1f ms; sweeps "
          "inside the interval: %d of %d",
          int(m_engine->gpus().gpus().size()), median, slaChange[slaChange.size() / 2],
          batchChange[batchChange.size() / 2], endToEnd.back(), worker[worker.size() / 2], sweepsInside,
          int(endToEnd.size()));
    // Generous bound for loaded CI machines; the target (issue 14, README) is a 16 ms median.
    QVERIFY2(median < 400.0, qPrintable(QStringLiteral("median %1 ms").arg(median)));
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

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
