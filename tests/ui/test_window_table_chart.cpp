// The main window's GPU table and charts, offscreen: scroll ranges and column widths that follow
// the rows, the window and the figures; columns hidden from the header's menu and remembered; rows
// copied as text; an unticked GPU leaving every chart; power-vs-latency labels apart; the SLA sweep
// agreeing with the recommender.
#include "tests/support/gui_support.h"
#include "tests/support/test_registry.h"

#include "app/lib/report/label_placer.h"
#include "core/plan/engine.h"
#include "ui/charts/objective_chart.h"
#include "ui/charts/power_itl_chart.h"
#include "ui/charts/sla_sweep_chart.h"
#include "ui/models/gpu_table_model.h"
#include "ui/models/plan_document.h"
#include "ui/settings.h"
#include "ui/text/display_text.h"
#include "ui/widgets/chart_panel.h"
#include "ui/widgets/gpu_table_view.h"
#include "ui/widgets/main_window.h"
#include "ui/widgets/recommendation_banner.h"
#include "ui/widgets/workload_bar.h"

#include <QClipboard>
#include <QDoubleSpinBox>
#include <QGuiApplication>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QMenu>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

using namespace wattgpu;
using namespace wattgpu::ui;

class TestWindowTableChart : public QObject, private testing::WindowSuite {
    Q_OBJECT
private slots:
    void initTestCase();

    void untickedGpuLeavesCharts();
    void tableScrollRangesFollowRowsAndSize();
    void tableColumnsWidenForWiderFigures();
    void tableColumnsCanBeHiddenAndAreRemembered();
    void powerItlLabelsDoNotOverlap();
    void copyRowsAsTabSeparatedText();
    void slaSweepMatchesRecommender();
    void outOfDistributionMarkTravelsWithTheName();
};

void TestWindowTableChart::initTestCase() { QVERIFY(setUpSuite(QStringLiteral("test_window_table_chart"))); }

void TestWindowTableChart::untickedGpuLeavesCharts()
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
    // In the table's visual order (the verdict sits beside the name): per-item scrolling steps over
    // the sections as they are shown.
    for (int v = 0; v < columns; ++v)
        ref.horizontalHeader()->moveSection(
            ref.horizontalHeader()->visualIndex(table->horizontalHeader()->logicalIndex(v)), v);
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

void TestWindowTableChart::tableScrollRangesFollowRowsAndSize()
{
    auto w = makeWindow();
    QTableView* table = w->gpuTable()->table();
    auto settle = [&] {
        QVERIFY(w->waitForResults());
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCoreApplication::processEvents();
    };
    // The first result's layout may still be pending (the scroll bars appear with it): the same
    // settling as after every later change, before the first comparison.
    settle();
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

    // A narrow window (its minimum, the picker docked) scrolls sideways; a new result there keeps
    // the ranges right.
    w->setModelPickerCollapsed(false);
    w->resize(w->minimumSize());
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

void TestWindowTableChart::tableColumnsWidenForWiderFigures()
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

// TTFT and the p90 / p99 tails widen the table (issue 24): a person hides what they do not need from
// the header's context menu, the window remembers it, and the server columns still follow the mode.
void TestWindowTableChart::tableColumnsCanBeHiddenAndAreRemembered()
{
    settings::gpuTableHiddenColumns.reset();
    MainWindowOptions remembering;
    remembering.restoreSettings = true;
    auto open = [&] {
        auto w = std::make_unique<MainWindow>(m_engine, &m_prompter, remembering);
        w->resize(1500, 950);
        w->show();
        return w;
    };
    const auto trigger = [](QMenu* menu, const QString& key) {
        for (QAction* a : menu->actions())
            if (a->data().toString() == key) {
                a->trigger();
                return true;
            }
        return false;
    };
    {
        auto w = open();
        QVERIFY(w->waitForResults());
        GpuTableView* view = w->gpuTable();
        QTableView* table = view->table();
        QVERIFY(!table->isColumnHidden(GpuTableModel::Ttft));
        QVERIFY(!table->isColumnHidden(GpuTableModel::ItlTails));
        std::unique_ptr<QMenu> menu(view->columnsMenu(nullptr));
        QStringList keys;
        for (const QAction* a : menu->actions())
            keys << a->data().toString();
        // Every figure can go; the tick, the name and the verdict cannot; server columns only in server mode.
        for (const char* key : {"ttft", "itl_tails", "power", "itl", "energy", "flags"})
            QVERIFY2(keys.contains(QLatin1String(key)), key);
        for (const char* key : {"use", "gpu", "meets_sla", "busy", "max_rate"})
            QVERIFY2(!keys.contains(QLatin1String(key)), key);
        QSignalSpy changed(view, &GpuTableView::hiddenColumnsChanged);
        QVERIFY(trigger(menu.get(), QStringLiteral("ttft")));
        QVERIFY(table->isColumnHidden(GpuTableModel::Ttft));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(settings::gpuTableHiddenColumns.value(), QStringList{QStringLiteral("ttft")});
        QVERIFY(!view->copyText().section(QLatin1Char('\n'), 0, 0).contains(QStringLiteral("TTFT")));
        // Server mode shows its columns and keeps the hidden one hidden.
        w->document()->setRateRps(2.0);
        QVERIFY(w->waitForResults());
        QVERIFY(!table->isColumnHidden(GpuTableModel::Busy));
        QVERIFY(table->isColumnHidden(GpuTableModel::Ttft));
        menu.reset(view->columnsMenu(nullptr));
        QVERIFY(trigger(menu.get(), QStringLiteral("busy")));
        QVERIFY(table->isColumnHidden(GpuTableModel::Busy));
        w->document()->setRateRps(std::nullopt);
        QVERIFY(w->waitForResults());
        w->document()->setRateRps(2.0);
        QVERIFY(w->waitForResults());
        QVERIFY(table->isColumnHidden(GpuTableModel::Busy));
        QVERIFY(!table->isColumnHidden(GpuTableModel::MaxRate));
    }
    // The next window starts with the same columns; shown again, a column is as wide as its header.
    auto w = open();
    QVERIFY(w->waitForResults());
    QTableView* table = w->gpuTable()->table();
    QVERIFY(table->isColumnHidden(GpuTableModel::Ttft));
    QCOMPARE(w->gpuTable()->hiddenColumns(), (QStringList{QStringLiteral("ttft"), QStringLiteral("busy")}));
    std::unique_ptr<QMenu> menu(w->gpuTable()->columnsMenu(nullptr));
    QVERIFY(trigger(menu.get(), QStringLiteral("ttft")));
    QVERIFY(!table->isColumnHidden(GpuTableModel::Ttft));
    const QString header = table->model()->headerData(GpuTableModel::Ttft, Qt::Horizontal).toString();
    QVERIFY(table->columnWidth(GpuTableModel::Ttft)
            >= table->horizontalHeader()->fontMetrics().horizontalAdvance(header));
    QCOMPARE(settings::gpuTableHiddenColumns.value(), QStringList{QStringLiteral("busy")});
    settings::gpuTableHiddenColumns.reset();
}

void TestWindowTableChart::powerItlLabelsDoNotOverlap()
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
        // At 1500 x 950 (a 330 px tall plot) one label in five may hide. At 1100 x 760 the plot is
        // 190 px tall, about ten rows of labels, for 53 GPU types whose 2025 parts crowd the 6 ms
        // Blackwell and 15 ms RTX PRO clusters: up to 40 % may hide (19 of 53 do with the models of
        // 2026-12-07; hidden points keep their tooltip and table row), never the recommended one's.
        const int total = hidden + int(rects.size());
        const bool roomy = size.height() >= 900;
        bool winnerShown = false;
        for (QCPItemText* t : w->chartPanel()->powerItl()->gpuLabels())
            winnerShown = winnerShown || (t->visible() && t->text().startsWith(QStringLiteral("★")));
        QVERIFY2(winnerShown, "the recommended deployment's label");
        QVERIFY2(roomy ? hidden <= int(rects.size()) / 5 : hidden * 5 <= total * 2,
                 qPrintable(QStringLiteral("%1 of %2 labels hidden at %3 x %4")
                                .arg(hidden)
                                .arg(total)
                                .arg(size.width())
                                .arg(size.height())));
    }
}

void TestWindowTableChart::copyRowsAsTabSeparatedText()
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

void TestWindowTableChart::slaSweepMatchesRecommender()
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

void TestWindowTableChart::outOfDistributionMarkTravelsWithTheName()
{
    // Issue 33: the out-of-distribution mark lived only in the last table column (off-screen at
    // every size). It travels with the deployment's name: the table's name column and its tooltip,
    // the chart's label and point tooltip (the CLI prints "*").
    auto w = makeWindow();
    const QString mark = DisplayText::oodMarked(QString(), true);
    QVERIFY(!mark.isEmpty());
    GpuTableModel* t = w->gpuTableModel();
    PowerItlChart* chart = w->chartPanel()->powerItl();
    chart->plot()->replot();
    QHash<QString, QCPItemText*> labels;
    for (QCPItemText* l : chart->gpuLabels())
        if (l->visible())
            labels.insert(l->property("gpuId").toString(), l);
    int ood = 0, plain = 0, labelled = 0;
    for (const GpuPoint& g : w->chartModel().points) {
        const int row = t->rowOf(g.gpuId);
        QVERIFY(row >= 0);
        const QString name = t->index(row, GpuTableModel::Gpu).data().toString();
        const QString tip = t->index(row, GpuTableModel::Gpu).data(Qt::ToolTipRole).toString();
        QCOMPARE(name.endsWith(mark), g.outOfDistribution);
        QCOMPARE(tip.contains(QStringLiteral("Out of distribution")), g.outOfDistribution);
        if (g.fits()) {
            QCOMPARE(chart->pointToolTip(g.gpuId).contains(mark), g.outOfDistribution);
            if (QCPItemText* l = labels.value(g.gpuId)) {
                QCOMPARE(l->text().endsWith(mark), g.outOfDistribution);
                labelled += g.outOfDistribution;
            }
        }
        (g.outOfDistribution ? ood : plain) += 1;
    }
    qInfo("%d deployments out of distribution, %d in, %d marked labels on the chart", ood, plain, labelled);
    QVERIFY(ood > 0 && plain > 0);
    QVERIFY(labelled > 0);
}

WATTGPU_TEST_MAIN(TestWindowTableChart)
#include "test_window_table_chart.moc"
