// The window on the screens people plan on (issue 25): at 1024 x 700, 1280 x 720 and 1440 x 900,
// in every language, offline, in server mode and with every GPU count, the power-vs-latency plot
// keeps a readable height and the table five whole rows once the model picker has collapsed, and
// no visible text is cut; the picker collapses on a choice and comes back; a dragged splitter is
// remembered; the chart and the table select together; point tooltips say "at risk"; a dense
// chart labels its winner, Pareto front and selection only.
#include "tests/support/gui_support.h"
#include "tests/support/test_registry.h"

#include "app/lib/report/label_placer.h"

#include "ui/charts/power_itl_chart.h"
#include "ui/models/gpu_table_model.h"
#include "ui/models/llm_list_model.h"
#include "ui/models/plan.h"
#include "ui/models/plan_document.h"
#include "ui/settings.h"
#include "ui/widgets/chart_panel.h"
#include "ui/widgets/chart_table_splitter.h"
#include "ui/widgets/eliding_label.h"
#include "ui/widgets/gpu_table_view.h"
#include "ui/widgets/language_menu.h"
#include "ui/widgets/main_window.h"
#include "ui/widgets/model_picker.h"
#include "ui/widgets/model_strip.h"
#include "ui/widgets/recommendation_banner.h"
#include "ui/widgets/workload_bar.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenuBar>
#include <QSplitterHandle>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QToolTip>
#include <QtTest>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

using namespace wattgpu;
using namespace wattgpu::ui;

namespace {

// The acceptance floors: the power-vs-latency plot (its axis rect), px, and whole table rows.
int minPlotHeight(QSize size) { return size.height() < 720 ? 120 : 180; }
int minTableRows(QSize size) { return size.height() < 720 ? 3 : 5; }

QString plain(QString text)
{
    return text.replace(QStringLiteral("&&"), QStringLiteral("\x01"))
        .remove(QLatin1Char('&'))
        .replace(QLatin1Char('\x01'), QLatin1Char('&'));
}

bool onScreen(const QWidget* w, const QWidget* window) { return w->isVisibleTo(window) && w->width() > 0; }

// Everything on screen whose text does not fit: labels (and eliding labels that elided), buttons,
// combos, the chart tabs, the table's headers and GPU names, and menus pushed into an overflow.
QStringList cutTexts(MainWindow* w)
{
    QStringList cut;
    for (const QLabel* l : w->findChildren<QLabel*>()) {
        if (!onScreen(l, w) || l->text().isEmpty())
            continue;
        if (const auto* e = dynamic_cast<const ElidingLabel*>(l)) {
            if (e->isElided())
                cut << QStringLiteral("“%1” elided to “%2”").arg(e->fullText(), e->text());
            continue;
        }
        if (l->wordWrap() || Qt::mightBeRichText(l->text()))
            continue;
        const int need = l->fontMetrics().horizontalAdvance(plain(l->text())) + 2 * l->margin();
        if (need > l->contentsRect().width() + 1)
            cut << QStringLiteral("label “%1” needs %2 px, has %3")
                       .arg(plain(l->text()))
                       .arg(need)
                       .arg(l->contentsRect().width());
        if (l->fontMetrics().height() > l->contentsRect().height() + 1)
            cut << QStringLiteral("label “%1” is %2 px tall").arg(plain(l->text())).arg(l->contentsRect().height());
    }
    for (const QAbstractButton* b : w->findChildren<QAbstractButton*>())
        if (onScreen(b, w) && !b->text().isEmpty() && b->sizeHint().width() > b->width() + 1)
            cut << QStringLiteral("button “%1” needs %2 px, has %3")
                       .arg(plain(b->text()))
                       .arg(b->sizeHint().width())
                       .arg(b->width());
    for (const QComboBox* c : w->findChildren<QComboBox*>()) {
        if (!onScreen(c, w) || c->currentText().isEmpty())
            continue;
        QStyleOptionComboBox opt;
        opt.initFrom(c);
        opt.editable = c->isEditable();
        const QRect field = c->style()->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, c);
        if (c->fontMetrics().horizontalAdvance(c->currentText()) > field.width() + 1)
            cut << QStringLiteral("combo “%1” has %2 px").arg(c->currentText()).arg(field.width());
    }
    // Menus that no longer fit beside the menu bar's corner go behind an overflow button.
    for (const QToolButton* b : w->menuBar()->findChildren<QToolButton*>())
        if (b->objectName() == QLatin1String("qt_menubar_ext_button") && b->isVisibleTo(w))
            cut << QStringLiteral("menus behind the menu bar's overflow button");
    QTabBar* tabs = w->chartPanel()->tabs()->tabBar();
    for (int i = 0; i < tabs->count(); ++i)
        if (!tabs->rect().contains(tabs->tabRect(i))
            || tabs->fontMetrics().horizontalAdvance(plain(tabs->tabText(i))) > tabs->tabRect(i).width())
            cut << QStringLiteral("chart tab “%1”").arg(plain(tabs->tabText(i)));
    QTableView* table = w->gpuTable()->table();
    QHeaderView* header = table->horizontalHeader();
    for (int c = 0; c < header->count(); ++c) {
        const QString text = table->model()->headerData(c, Qt::Horizontal).toString();
        if (!table->isColumnHidden(c) && header->fontMetrics().horizontalAdvance(text) + 8 > header->sectionSize(c))
            cut << QStringLiteral("header “%1” in %2 px").arg(text).arg(header->sectionSize(c));
    }
    QFont bold = table->font();
    bold.setBold(true);
    const QFontMetrics fm(bold);
    for (int r = 0; r < table->model()->rowCount(); ++r) {
        const QString name = table->model()->index(r, GpuTableModel::Gpu).data().toString();
        if (fm.horizontalAdvance(name) + 8 > table->columnWidth(GpuTableModel::Gpu))
            cut << QStringLiteral("GPU name “%1” in %2 px").arg(name).arg(table->columnWidth(GpuTableModel::Gpu));
    }
    return cut;
}

int wholeRows(const QTableView* table)
{
    return table->viewport()->height() / table->verticalHeader()->defaultSectionSize();
}

enum class Plan { Offline, Server, AllCounts };

PlanState planOf(Plan plan)
{
    PlanState p = MainWindow::defaultPlan();
    if (plan == Plan::Server)
        p.load = RequestRate{2.0};
    if (plan == Plan::AllCounts) {
        p.modelId = QStringLiteral("meta-llama/Llama-3.1-70B-Instruct");
        p.gpuCountMode = GpuCountMode::AllCounts;
    }
    return p;
}

// A left click at `at` in `widget`'s coordinates, as a press and a release.
void click(QWidget* widget, QPoint at)
{
    QTest::mousePress(widget, Qt::LeftButton, {}, at);
    QTest::mouseRelease(widget, Qt::LeftButton, {}, at);
}

} // namespace

class TestWindowLayout : public QObject, private testing::WindowSuite {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void smallScreens_data();
    void smallScreens();
    void pickerCollapsesAndComesBack();
    void commandLinePlanFoldsThePicker_data();
    void commandLinePlanFoldsThePicker();
    void windowKeepsAReadableMinimum();
    void splitterPositionIsRemembered();
    void exportsKeepTheTitles();
    void tableSelectionRingsItsPoint();
    void clickedPointSelectsItsRow();
    void pointTooltipsSayAtRisk();
    void denseChartLabelsWinnerFrontAndSelection();

private:
    std::unique_ptr<MainWindow> m_window; // shared by the sizes and languages of smallScreens
};

void TestWindowLayout::initTestCase()
{
    QVERIFY(setUpSuite(QStringLiteral("test_window_layout")));
    m_window = testing::showWindow(m_engine, &m_prompter, {1280, 720});
}

void TestWindowLayout::cleanupTestCase()
{
    setUiLanguage(QStringLiteral("en"));
    m_window.reset();
    m_engine.reset(); // before exit: XGBoost's statics go first
}

void TestWindowLayout::smallScreens_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("planIndex");
    for (const char* l : {"en", "de", "es", "pt_BR"})
        for (QSize s : {QSize(1024, 700), QSize(1280, 720), QSize(1440, 900)})
            for (auto [plan, name] : {std::pair(Plan::Offline, "offline"), std::pair(Plan::Server, "server"),
                                      std::pair(Plan::AllCounts, "all counts")})
                QTest::addRow("%s %dx%d %s", l, s.width(), s.height(), name)
                    << QString::fromLatin1(l) << s << int(plan);
}

void TestWindowLayout::smallScreens()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    QFETCH(int, planIndex);
    const Plan plan = Plan(planIndex);
    MainWindow* w = m_window.get();
    QString error;
    QVERIFY2(setUiLanguage(language, &error), qPrintable(error));
    if (w->document()->state() != planOf(plan))
        w->document()->reset(planOf(plan), QString());
    QStringList problems;
    for (bool collapsed : {false, true}) {
        w->setModelPickerCollapsed(collapsed);
        w->resize(size);
        QVERIFY(w->waitForResults());
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        QCOMPARE(w->size(), size); // the window can be this small
        const QString state = collapsed ? QStringLiteral("picker collapsed: ") : QStringLiteral("picker shown: ");
        for (const QString& c : cutTexts(w))
            problems << state + c;
        if (!collapsed)
            continue;
        QVERIFY(w->modelStrip()->isVisibleTo(w));
        const int plot = w->chartPanel()->powerItl()->plot()->axisRect()->height();
        if (plot < minPlotHeight(size))
            problems << state + QStringLiteral("plot %1 px tall, wants %2").arg(plot).arg(minPlotHeight(size));
        const int rows = wholeRows(w->gpuTable()->table());
        if (rows < minTableRows(size))
            problems << state + QStringLiteral("%1 table rows shown, wants %2").arg(rows).arg(minTableRows(size));
        qInfo("plot %d px, %d rows, workload bar %d px tall, banner %d px", plot, rows, w->workloadBar()->height(),
              w->banner()->height());
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestWindowLayout::pickerCollapsesAndComesBack()
{
    setUiLanguage(QStringLiteral("en"));
    auto w = makeWindow();
    QDockWidget* dock = w->pickerDock();
    ModelStrip* strip = w->modelStrip();
    QVERIFY(dock->isVisible());
    QVERIFY(!strip->isVisible());
    const int tableWidth = w->gpuTable()->width();

    // A model chosen from the keyboard: the dock gives its width to the charts and the table, the
    // menu bar's corner names the model, the focus is on the answer.
    QLineEdit* search = w->modelPicker()->searchEdit();
    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("Llama-3.1-70B-Instruct"));
    QTRY_COMPARE(QString::fromStdString(w->modelPicker()->listModel()->filter().text),
                 QStringLiteral("Llama-3.1-70B-Instruct"));
    QTest::keyClick(search, Qt::Key_Return);
    QTRY_COMPARE(w->document()->state().modelId, QStringLiteral("meta-llama/Llama-3.1-70B-Instruct"));
    QVERIFY(w->waitForResults());
    QVERIFY(w->isModelPickerCollapsed());
    QVERIFY(!dock->isVisible());
    QTRY_VERIFY(strip->isVisible());
    QVERIFY(w->gpuTable()->width() > tableWidth + 200);
    QVERIFY(w->gpuTable()->table()->hasFocus());
    QCOMPARE(strip->nameLabel()->text(), QStringLiteral("Llama-3.1-70B-Instruct"));
    QVERIFY(strip->factsLabel()->text().contains(strip->facts().front())); // "70.6 B parameters"
    QVERIFY2(strip->toolTip().contains(QStringLiteral("meta-llama/Llama-3.1-70B-Instruct")),
             qPrintable(strip->toolTip()));
    QVERIFY(strip->button()->toolTip().contains(QKeySequence(Qt::CTRL | Qt::Key_M).toString(QKeySequence::NativeText)));
    // The facts on the line follow the plan (precision).
    w->document()->setPrecision(Precision::FP8);
    QVERIFY(w->waitForResults());
    QVERIFY2(strip->factsLabel()->text().contains(QStringLiteral("FP8")), qPrintable(strip->factsLabel()->text()));

    // Ctrl+M brings the picker back and hides it again.
    QAction* toggle = testing::actionWithShortcut(w.get(), QKeySequence(Qt::CTRL | Qt::Key_M));
    QVERIFY(toggle);
    toggle->trigger();
    QVERIFY(dock->isVisible());
    QTRY_VERIFY(!strip->isVisible());
    toggle->trigger();
    QVERIFY(!dock->isVisible());
    QTRY_VERIFY(strip->isVisible());
    // So does the strip's button, with the focus in the search field.
    click(strip->button(), strip->button()->rect().center());
    QVERIFY(dock->isVisible());
    QTRY_VERIFY(search->hasFocus());
    // A click in the list chooses too.
    QListView* list = w->modelPicker()->listView();
    const QModelIndex other = list->model()->index(0, 0);
    click(list->viewport(), list->visualRect(other).center());
    QVERIFY(w->isModelPickerCollapsed());

    // Presentation mode hides the dock and gives back the state it found.
    w->setPresentationMode(true, false);
    w->setPresentationMode(false);
    QVERIFY(w->isModelPickerCollapsed());
    w->setModelPickerCollapsed(false);
    w->setPresentationMode(true, false);
    QVERIFY(!dock->isVisible());
    w->setPresentationMode(false);
    QVERIFY(!w->isModelPickerCollapsed());
}

void TestWindowLayout::commandLinePlanFoldsThePicker_data()
{
    QTest::addColumn<bool>("planFile");
    QTest::newRow("plan file") << true;
    QTest::newRow("--model") << false;
}

void TestWindowLayout::commandLinePlanFoldsThePicker()
{
    // Issue 33: a plan (or a model) given on the command line at 1024 x 700 kept the model picker
    // docked: three table rows, one and a half figure columns. The acceptance: five whole rows,
    // the objective's column on screen, the power-vs-latency plot at least 150 px tall.
    QFETCH(bool, planFile);
    setUiLanguage(QStringLiteral("en"));
    const QSize size(1024, 700);
    auto w = testing::showWindow(m_engine, &m_prompter, size);
    QVERIFY(!w->isModelPickerCollapsed()); // a first start without a plan: the picker is the way in
    PlanState plan = MainWindow::defaultPlan();
    plan.modelId = QStringLiteral("meta-llama/Llama-3.1-70B-Instruct");
    if (planFile) {
        const QString path = m_tmp.filePath(QStringLiteral("command-line.wattgpu"));
        PlanError error;
        QVERIFY(PlanIo::write(path, plan, &error));
        QVERIFY(w->openPlan(path)); // what main() does with a plan argument
    } else {
        w->startWith(plan, true); // what main() does with --model
    }
    QVERIFY(w->waitForResults());
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    QCOMPARE(w->size(), size);
    QVERIFY(w->isModelPickerCollapsed());
    QTableView* table = w->gpuTable()->table();
    const int rows = wholeRows(table);
    const int plot = w->chartPanel()->powerItl()->plot()->axisRect()->height();
    const int objective = GpuTableModel::Energy; // the default plan's objective: energy per token
    const int objectiveRight = table->columnViewportPosition(objective) + table->columnWidth(objective);
    qInfo("%d rows, plot %d px, objective column ends at %d of %d px", rows, plot, objectiveRight,
          table->viewport()->width());
    QVERIFY2(rows >= 5, qPrintable(QString::number(rows)));
    QVERIFY(!table->isColumnHidden(objective));
    QVERIFY2(table->columnViewportPosition(objective) >= 0 && objectiveRight <= table->viewport()->width(),
             qPrintable(QStringLiteral("%1 > %2").arg(objectiveRight).arg(table->viewport()->width())));
    QVERIFY2(plot >= 150, qPrintable(QString::number(plot)));
    // Without a model named, the picker stays: it is how one is chosen.
    auto bare = testing::showWindow(m_engine, &m_prompter, size);
    bare->startWith(MainWindow::defaultPlan(), false);
    QVERIFY(!bare->isModelPickerCollapsed());
}

void TestWindowLayout::windowKeepsAReadableMinimum()
{
    // Issue 33: the window could be made 800 x 597, where the chart is unreadable. Its minimum is
    // the smallest size smallScreens checks every pane at.
    auto w = testing::showWindow(m_engine, &m_prompter, {1280, 720});
    QCOMPARE(w->minimumSize(), MainWindow::minimumReadableSize());
    QCOMPARE(MainWindow::minimumReadableSize(), QSize(1024, 700));
    w->resize(800, 597);
    QCoreApplication::processEvents();
    QVERIFY2(w->width() >= 1024 && w->height() >= 700,
             qPrintable(QStringLiteral("%1 x %2").arg(w->width()).arg(w->height())));
}

void TestWindowLayout::splitterPositionIsRemembered()
{
    // The suite's settings live in its temporary folder (WindowSuite), never the user's.
    setUiLanguage(QStringLiteral("en"));
    settings::chartTableSplitter.reset();
    settings::windowGeometry.reset();
    MainWindowOptions remembering;
    remembering.restoreSettings = true;
    auto first = std::make_unique<MainWindow>(m_engine, &m_prompter, remembering);
    first->resize(1280, 720);
    first->show();
    QVERIFY(QTest::qWaitForWindowExposed(first.get()));
    QVERIFY(first->waitForResults());
    ChartTableSplitter* splitter = first->chartTableSplitter();
    // The window lays itself out for the result in posted events (banner, model strip, splitter):
    // let them run until the sizes hold still, or a late relayout moves the handle after the drag.
    const auto settle = [&] {
        QList<int> last;
        for (int still = 0, i = 0; still < 3 && i < 100; ++i) {
            QTest::qWait(20);
            still = splitter->sizes() == last ? still + 1 : 0;
            last = splitter->sizes();
        }
    };
    settle();
    QVERIFY(splitter->isAutomatic());
    const int automaticTable = splitter->sizes().at(1);

    // Drag the handle 60 px down: the table gets less, and the position is the user's now.
    QSplitterHandle* handle = splitter->handle(1);
    const QPoint from = handle->rect().center();
    QTest::mousePress(handle, Qt::LeftButton, {}, from);
    QMouseEvent move(QEvent::MouseMove, QPointF(from + QPoint(0, 60)),
                     handle->mapToGlobal(QPointF(from + QPoint(0, 60))), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(handle, &move);
    QTest::mouseRelease(handle, Qt::LeftButton, {}, from + QPoint(0, 60));
    settle();
    QVERIFY(!splitter->isAutomatic());
    const QList<int> dragged = splitter->sizes();
    QVERIFY2(dragged.at(1) < automaticTable - 40,
             qPrintable(QStringLiteral("%1 -> %2").arg(automaticTable).arg(dragged.at(1))));
    // A resize keeps the user's choice instead of placing it again.
    first->resize(1280, 719);
    first->resize(1280, 720);
    QCoreApplication::processEvents();
    QCOMPARE(splitter->sizes(), dragged);
    QVERIFY(first->close());
    QVERIFY(!settings::chartTableSplitter.value().isEmpty());

    // The next window opens with it.
    auto second = std::make_unique<MainWindow>(m_engine, &m_prompter, remembering);
    second->show();
    QVERIFY(QTest::qWaitForWindowExposed(second.get()));
    QVERIFY(second->waitForResults());
    QCoreApplication::processEvents();
    QCOMPARE(second->size(), QSize(1280, 720));
    QVERIFY(!second->chartTableSplitter()->isAutomatic());
    QCOMPARE(second->chartTableSplitter()->sizes(), dragged);
    // Back to automatic: nothing is remembered, the next start places it by the height again.
    second->chartTableSplitter()->setAutomatic();
    QCOMPARE(second->chartTableSplitter()->sizes().at(1), automaticTable);
    QVERIFY(second->close());
    QVERIFY(settings::chartTableSplitter.value().isEmpty());
    settings::windowGeometry.reset();
    settings::windowState.reset();
}

void TestWindowLayout::exportsKeepTheTitles()
{
    setUiLanguage(QStringLiteral("en"));
    FakePrompter prompter;
    auto w = testing::showWindow(m_engine, &prompter, {1280, 720});
    w->setModelPickerCollapsed(true);
    QCoreApplication::processEvents();
    PowerItlChart* chart = w->chartPanel()->powerItl();
    // Short: the tab names the chart, the plot takes the title rows' height.
    QVERIFY(!chart->titlesShown());
    const QString path = m_tmp.filePath(QStringLiteral("chart.svg"));
    QVERIFY(w->exportCurrentChart(path, QSize(900, 600)));
    QFile svg(path);
    QVERIFY(svg.open(QIODevice::ReadOnly));
    QVERIFY(svg.readAll().contains(chart->title().toUtf8()));
    QVERIFY(!chart->titlesShown());
    // Tall: the titles are back.
    w->resize(1440, 1000);
    QCoreApplication::processEvents();
    QVERIFY(chart->titlesShown());
}

void TestWindowLayout::tableSelectionRingsItsPoint()
{
    setUiLanguage(QStringLiteral("en"));
    auto w = makeWindow();
    PowerItlChart* chart = w->chartPanel()->powerItl();
    QVERIFY(chart->selectedGpu().isEmpty());
    QVERIFY(chart->selectionPixel().isNull());
    // A row that is not the winner, clicked in the table.
    QTableView* table = w->gpuTable()->table();
    GpuTableModel* model = w->gpuTableModel();
    QString id;
    int row = -1;
    for (int r = 0; r < table->model()->rowCount() && id.isEmpty(); ++r) {
        const QString key = model->gpuIdAt(w->gpuTable()->proxy()->mapToSource(table->model()->index(r, 0)).row());
        if (key != w->chartModel().winnerId && chart->plottedGpuIds().contains(key)) {
            id = key;
            row = r;
        }
    }
    QVERIFY(!id.isEmpty());
    const QRect cell = table->visualRect(table->model()->index(row, GpuTableModel::Power));
    click(table->viewport(), cell.center());
    QCOMPARE(w->gpuTable()->currentGpuId(), id);
    QCOMPARE(chart->selectedGpu(), id);
    QVERIFY(!chart->selectionPixel().isNull());
    QCOMPARE(chart->selectionPixel(), chart->pointPixel(id));
    // Its label is shown (placed before the others).
    for (QCPItemText* label : chart->gpuLabels())
        if (label->property("gpuId").toString() == id)
            QVERIFY(label->visible());
    // A new result keeps the ring on it; the keyboard moves it with the row.
    w->document()->setSlaItlMs(80);
    QVERIFY(w->waitForResults());
    QCOMPARE(chart->selectedGpu(), id);
    QCOMPARE(chart->selectionPixel(), chart->pointPixel(id));
    table->setFocus();
    QTest::keyClick(table, Qt::Key_Down);
    QVERIFY(w->gpuTable()->currentGpuId() != id);
    QCOMPARE(chart->selectedGpu(), w->gpuTable()->currentGpuId());
    // Another model: no row is current, nothing is ringed.
    w->document()->setModel(QStringLiteral("Qwen/Qwen2.5-7B-Instruct"));
    QVERIFY(w->waitForResults());
    QVERIFY(w->gpuTable()->currentGpuId().isEmpty());
    QVERIFY(chart->selectedGpu().isEmpty());
    QVERIFY(chart->selectionPixel().isNull());
}

void TestWindowLayout::clickedPointSelectsItsRow()
{
    setUiLanguage(QStringLiteral("en"));
    auto w = makeWindow();
    PowerItlChart* chart = w->chartPanel()->powerItl();
    QCustomPlot* plot = chart->plot();
    plot->replot();
    // The winner's point and a point far down the table (rows sorted by "Meets SLA": its last
    // plotted row), so the click has to scroll the table to it.
    const QString winner = *w->chartModel().winnerId;
    QString last;
    QTableView* table = w->gpuTable()->table();
    for (int r = table->model()->rowCount() - 1; r >= 0 && last.isEmpty(); --r) {
        const QString key = w->gpuTableModel()->gpuIdAt(
            w->gpuTable()->proxy()->mapToSource(table->model()->index(r, 0)).row());
        if (chart->plottedGpuIds().contains(key))
            last = key;
    }
    QVERIFY(!last.isEmpty() && last != winner);
    for (const QString& id : {winner, last}) {
        click(plot, chart->pointPixel(id).toPoint());
        QCOMPARE(w->gpuTable()->currentGpuId(), id);
        QCOMPARE(chart->selectedGpu(), id);
        const QRect rowRect = table->visualRect(table->currentIndex());
        QVERIFY2(table->viewport()->rect().contains(rowRect), "the clicked point's row is scrolled into view");
        QVERIFY(table->selectionModel()->isRowSelected(table->currentIndex().row(), QModelIndex()));
    }
    // A row hidden by the name filter comes back for a clicked point.
    w->gpuTable()->filterEdit()->setText(QStringLiteral("no GPU is called this"));
    QCOMPARE(table->model()->rowCount(), 0);
    click(plot, chart->pointPixel(winner).toPoint());
    QCOMPARE(w->gpuTable()->currentGpuId(), winner);
    QVERIFY(w->gpuTable()->filterEdit()->text().isEmpty());
    // A click on empty plot selects nothing new.
    click(plot, plot->axisRect()->rect().topLeft() + QPoint(3, 3));
    QCOMPARE(w->gpuTable()->currentGpuId(), winner);
}

void TestWindowLayout::pointTooltipsSayAtRisk()
{
    setUiLanguage(QStringLiteral("en"));
    auto w = makeWindow();
    // The SLA just above the winner's ITL: it still wins, and its interval reaches above the SLA.
    const GpuPoint* first = w->chartModel().winner();
    QVERIFY(first);
    const QString winner = first->gpuId;
    w->document()->setSlaItlMs(std::ceil(first->itlMs * 10.0 + 0.5) / 10.0);
    QVERIFY(w->waitForResults());
    QCOMPARE(w->chartModel().winnerId, winner);
    PowerItlChart* chart = w->chartPanel()->powerItl();
    int atRisk = 0;
    for (const GpuPoint& g : w->chartModel().points) {
        if (!chart->plottedGpuIds().contains(g.gpuId))
            continue;
        const QString tip = chart->pointToolTip(g.gpuId);
        QVERIFY(!tip.isEmpty());
        QCOMPARE(tip.contains(QStringLiteral("at risk")), g.atRisk);
        atRisk += g.atRisk ? 1 : 0;
    }
    QVERIFY(w->chartModel().winner()->atRisk);
    QVERIFY(atRisk >= 1);
    // Hovering the winner shows it.
    QCustomPlot* plot = chart->plot();
    plot->replot();
    const QPointF at = chart->pointPixel(winner);
    QMouseEvent move(QEvent::MouseMove, at, plot->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(plot, &move);
    QTRY_VERIFY(QToolTip::isVisible());
    QVERIFY2(QToolTip::text().contains(QStringLiteral("at risk")), qPrintable(QToolTip::text()));
    QToolTip::hideText();
}

void TestWindowLayout::denseChartLabelsWinnerFrontAndSelection()
{
    setUiLanguage(QStringLiteral("en"));
    FakePrompter prompter;
    auto w = testing::showWindow(m_engine, &prompter, {1280, 720});
    w->setModelPickerCollapsed(true);
    PowerItlChart* chart = w->chartPanel()->powerItl();
    QVERIFY(!chart->labelsThinned()); // one deployment per GPU type: every point labelled where it fits
    w->document()->reset(planOf(Plan::AllCounts), QString());
    QVERIFY(w->waitForResults());
    chart->plot()->replot();
    QVERIFY2(chart->plottedPointCount() >= PowerItlChart::kDensePoints,
             qPrintable(QString::number(chart->plottedPointCount())));
    QVERIFY(chart->labelsThinned());
    auto labelOf = [chart](const QString& id) -> QCPItemText* {
        for (QCPItemText* t : chart->gpuLabels())
            if (t->property("gpuId").toString() == id)
                return t;
        return nullptr;
    };
    auto major = [&w](const QString& id) {
        const GpuPoint* g = w->chartModel().point(id);
        return g && (g->status == GpuStatus::Winner || g->onPareto);
    };
    int shown = 0;
    for (QCPItemText* t : chart->gpuLabels())
        if (t->visible()) {
            ++shown;
            QVERIFY2(major(t->property("gpuId").toString()), qPrintable(t->text()));
        }
    QVERIFY(labelOf(*w->chartModel().winnerId) && labelOf(*w->chartModel().winnerId)->visible());
    QVERIFY(shown >= 2);
    // A deployment off the front selected in the table: labelled and ringed.
    QString plain;
    for (const QString& id : chart->plottedGpuIds())
        if (!major(id)) {
            plain = id;
            break;
        }
    QVERIFY(!plain.isEmpty());
    QVERIFY(!labelOf(plain)->visible());
    w->gpuTable()->selectGpu(plain);
    QCOMPARE(chart->selectedGpu(), plain);
    chart->plot()->replot();
    QVERIFY(labelOf(plain)->visible());
    QCOMPARE(chart->selectionPixel(), chart->pointPixel(plain));
}

WATTGPU_TEST_MAIN(TestWindowLayout)
#include "test_window_layout.moc"
