#include "ui/widgets/chart_table_splitter.h"

#include "ui/widgets/chart_panel.h"
#include "ui/widgets/gpu_table_view.h"

#include <QHeaderView>
#include <QLayout>
#include <QLineEdit>
#include <QScrollBar>
#include <QStyle>
#include <QTableView>

#include <algorithm>
#include <utility>

namespace wattgpu::ui {

namespace {
constexpr int kMinPlotHeight = 180;      // px: the power-vs-latency plot the charts keep before the table's rows
constexpr int kMinPlotHeightShort = 150; // px: the plot a short window (1024 x 700) keeps beside five rows
constexpr int kMinPlotHeightSmall = 120; // px: the plot before the table's third row
constexpr int kRowsWanted = 5;           // whole table rows when the charts can spare them
constexpr int kRowsAtLeast = 3;          // whole table rows on the shortest windows
constexpr int kRowsAtMost = 12;          // a third of a tall window, but not more than this
} // namespace

ChartTableSplitter::ChartTableSplitter(ChartPanel* charts, GpuTableView* table, QWidget* parent)
    : QSplitter(Qt::Vertical, parent), m_charts(charts), m_table(table)
{
    setObjectName(QStringLiteral("chartTableSplitter"));
    setChildrenCollapsible(false);
    addWidget(m_charts);
    addWidget(m_table);
    setStretchFactor(0, 2);
    setStretchFactor(1, 1);
    connect(this, &QSplitter::splitterMoved, this, [this]() { m_automatic = false; });
}

void ChartTableSplitter::setAutomatic()
{
    m_automatic = true;
    place();
}

bool ChartTableSplitter::restorePosition(const QByteArray& state)
{
    if (state.isEmpty() || !restoreState(state)) {
        setAutomatic();
        return false;
    }
    m_automatic = false;
    return true;
}

QByteArray ChartTableSplitter::savedPosition() const { return m_automatic ? QByteArray() : saveState(); }

int ChartTableSplitter::tableHeightFor(int rows) const
{
    const QTableView* t = m_table->table();
    // The filter row above the table: as laid out, or its hint before the first layout.
    int above = m_table->height() - t->height();
    if (m_table->height() <= 0 || t->height() <= 0)
        above = m_table->filterEdit()->sizeHint().height() + std::max(0, m_table->layout()->spacing());
    const int header = t->horizontalHeader()->isHidden() ? 0 : t->horizontalHeader()->sizeHint().height();
    // The horizontal scroll bar, when the columns are wider than the table.
    const int scroll = t->horizontalHeader()->length() > t->width() - 2 * t->frameWidth()
        ? t->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, t->horizontalScrollBar())
        : 0;
    return above + 2 * t->frameWidth() + header + scroll + rows * t->verticalHeader()->defaultSectionSize();
}

int ChartTableSplitter::chartFloor() const { return m_charts->heightForPlot(kMinPlotHeight); }

void ChartTableSplitter::place()
{
    if (!m_automatic || count() != 2)
        return;
    const int total = height() - handleWidth();
    if (total <= 0)
        return;
    // Five rows (a third of a tall window), unless the charts would fall below their floor; then
    // the charts get the floor and the table what is left: five rows while the plot keeps 150 px
    // (a plan opened at 1024 x 700), else at least three.
    int table = std::clamp(total / 3, tableHeightFor(kRowsWanted), tableHeightFor(kRowsAtMost));
    for (auto [plot, rows] : {std::pair(kMinPlotHeight, kRowsWanted), std::pair(kMinPlotHeightShort, kRowsAtLeast),
                              std::pair(kMinPlotHeightSmall, 2)})
        if (total - table < m_charts->heightForPlot(plot))
            table = std::max(tableHeightFor(rows), total - m_charts->heightForPlot(plot));
    table = std::min(table, total - m_charts->minimumSizeHint().height());
    if (sizes().value(1) != table)
        setSizes({total - table, table});
}

void ChartTableSplitter::resizeEvent(QResizeEvent* event)
{
    QSplitter::resizeEvent(event);
    place();
}

void ChartTableSplitter::showEvent(QShowEvent* event)
{
    QSplitter::showEvent(event);
    place();
}

} // namespace wattgpu::ui
