#include "ui/widgets/gpu_table_view.h"

#include "ui/models/gpu_table_model.h"
#include "ui/models/roles.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QSortFilterProxyModel>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cmath>

namespace wattgpu::ui {

namespace {
// Sorts on raw values and filters by name and, optionally, memory fit.
class GpuProxy : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    bool fitOnly = false;
    void refilter() { invalidateFilter(); }

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override
    {
        if (fitOnly) {
            const QModelIndex fits = sourceModel()->index(row, GpuTableModel::Fits, parent);
            if (fits.data(RawValueRole).toInt() == 0)
                return false;
        }
        return QSortFilterProxyModel::filterAcceptsRow(row, parent);
    }
};

// Draws a cell's text with one QPainter::drawText where the style lays it out with a QTextLayout
// per cell: the table repaints about a hundred cells per result. Background, selection and focus
// still come from the style, with the style's text rectangle, margin, colours and elision; cells
// with a check box, an icon or wrapping go through the style whole.
class CellDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        constexpr auto whole = QStyleOptionViewItem::HasCheckIndicator | QStyleOptionViewItem::HasDecoration
            | QStyleOptionViewItem::WrapText;
        if (opt.text.isEmpty() || (opt.features & whole) || (opt.state & QStyle::State_Editing)) {
            QStyledItemDelegate::paint(painter, option, index);
            return;
        }
        const QWidget* widget = opt.widget;
        const QStyle* style = widget ? widget->style() : QApplication::style();
        const QString text = opt.text;
        opt.text.clear();
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
        const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
        const QRect r =
            style->subElementRect(QStyle::SE_ItemViewItemText, &opt, widget).adjusted(margin, 0, -margin, 0);
        QPalette::ColorGroup group = opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
        if (group == QPalette::Normal && !(opt.state & QStyle::State_Active))
            group = QPalette::Inactive;
        painter->save();
        painter->setFont(opt.font);
        painter->setPen(
            opt.palette.color(group, opt.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text));
        painter->drawText(r, int(opt.displayAlignment) | Qt::TextSingleLine,
                          QFontMetrics(opt.font).elidedText(text, opt.textElideMode, r.width()));
        painter->restore();
    }
};
// A QTableView that lays its header and scroll bars out again only when what they depend on
// changed. Qt raises both scroll-bar containers on every geometry update (after each result's
// re-sort and re-layout), which swaps their stacking order and repaints both bars every time.
class TableView : public QTableView {
public:
    using QTableView::QTableView;

protected:
    void updateGeometries() override
    {
        const QHeaderView* h = horizontalHeader();
        const QHeaderView* v = verticalHeader();
        // Per-item scrolling steps over single sections, so their sizes count, not only the sum.
        std::size_t sections = 0;
        for (int i = 0; i < h->count(); ++i)
            sections = sections * 31 + std::size_t(h->isSectionHidden(i) ? 0 : h->sectionSize(i) + 1);
        // The viewport's size too: a vertical scroll bar that comes or goes changes its width
        // (and the sideways range) without changing the table's.
        const std::array<long long, 13> key{model() ? model()->rowCount(rootIndex()) : -1,
                                            model() ? model()->columnCount(rootIndex()) : -1,
                                            h->length(),
                                            v->length(),
                                            h->isHidden() ? -1 : h->sizeHint().height(),
                                            v->isHidden() ? -1 : v->sizeHint().width(),
                                            width(),
                                            height(),
                                            viewport()->width(),
                                            viewport()->height(),
                                            int(horizontalScrollMode()) * 2 + int(verticalScrollMode()),
                                            v->defaultSectionSize(),
                                            static_cast<long long>(sections)};
        if (key == m_geometryKey)
            return;
        m_geometryKey = key;
        QTableView::updateGeometries();
    }

private:
    std::array<long long, 13> m_geometryKey{};
};
} // namespace

GpuTableView::GpuTableView(GpuTableModel* model, QWidget* parent) : QWidget(parent), m_model(model)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* bar = new QHBoxLayout;
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("gpuFilter"));
    m_filter->setClearButtonEnabled(true);
    m_fitOnly = new QCheckBox(this);
    m_fitOnly->setObjectName(QStringLiteral("fitOnly"));
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_fitOnly);
    layout->addLayout(bar);

    auto* proxy = new GpuProxy(this);
    m_proxy = proxy;
    m_proxy->setSourceModel(model);
    m_proxy->setSortRole(RawValueRole);
    m_proxy->setFilterKeyColumn(GpuTableModel::Gpu);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setDynamicSortFilter(true);

    m_table = new TableView(this);
    m_table->setObjectName(QStringLiteral("gpuTable"));
    m_table->setModel(m_proxy);
    m_table->setItemDelegate(new CellDelegate(m_table));
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(GpuTableModel::MeetsSla, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection); // Ctrl+C copies the selected rows
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->setVisible(false);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    // The name column is sized to the longest name (sizeNameColumn), never squeezed
    // by the figures; the last column takes what is left, the table scrolls when space runs out.
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setHighlightSections(false);
    // The verdict beside the name (the model keeps its column order): with TTFT and the tails the
    // figures run past a 1440 px window, and "✓ best" is what a person looks for first.
    m_table->horizontalHeader()->moveSection(m_table->horizontalHeader()->visualIndex(GpuTableModel::MeetsSla),
                                             m_table->horizontalHeader()->visualIndex(GpuTableModel::Fits) + 1);
    m_table->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table->horizontalHeader(), &QHeaderView::customContextMenuRequested, this, [this](QPoint at) {
        QMenu* menu = columnsMenu(this);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->popup(m_table->horizontalHeader()->mapToGlobal(at));
    });
    m_table->installEventFilter(this);
    layout->addWidget(m_table, 1);

    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_fitOnly, &QCheckBox::toggled, this, [proxy](bool on) {
        proxy->fitOnly = on;
        proxy->refilter();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this]() { emit currentGpuChanged(currentGpuId()); });
    setTabOrder(m_filter, m_fitOnly);
    setTabOrder(m_fitOnly, m_table);
    applyColumnVisibility();
    retranslateUi();
}

QString GpuTableView::currentGpuId() const
{
    const QModelIndex i = m_proxy->mapToSource(m_table->currentIndex());
    return i.isValid() ? m_model->gpuIdAt(i.row()) : QString();
}

void GpuTableView::selectGpu(const QString& gpuId)
{
    const int row = m_model->rowOf(gpuId);
    if (row < 0)
        return;
    QModelIndex i = m_proxy->mapFromSource(m_model->index(row, GpuTableModel::Gpu));
    if (!i.isValid() && !m_filter->text().isEmpty()) {
        // Filtered out by name (e.g. its point was clicked on the chart): show every name again.
        m_filter->clear();
        i = m_proxy->mapFromSource(m_model->index(row, GpuTableModel::Gpu));
    }
    if (i.isValid()) {
        m_table->setCurrentIndex(i);
        m_table->scrollTo(i);
    }
}

bool GpuTableView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->matches(QKeySequence::Copy)) {
            QGuiApplication::clipboard()->setText(copyText());
            return true;
        }
        if (key->key() == Qt::Key_Space && key->modifiers() == Qt::NoModifier) {
            const QModelIndex cur = m_table->currentIndex();
            if (cur.isValid()) {
                const QModelIndex box = m_proxy->index(cur.row(), GpuTableModel::Include);
                const bool on = box.data(Qt::CheckStateRole).toInt() == Qt::Checked;
                m_proxy->setData(box, on ? Qt::Unchecked : Qt::Checked, Qt::CheckStateRole);
                return true;
            }
        }
    }
    return QWidget::eventFilter(watched, event);
}

QString GpuTableView::copyText() const
{
    // The selected rows (all shown rows when none is selected) in the order and columns on
    // screen, tab-separated under a header: pastes as a table into a spreadsheet or a mail.
    QList<int> rows;
    for (const QModelIndex& i : m_table->selectionModel()->selectedRows())
        rows << i.row();
    if (rows.isEmpty())
        for (int r = 0; r < m_proxy->rowCount(); ++r)
            rows << r;
    std::sort(rows.begin(), rows.end());
    const QHeaderView* header = m_table->horizontalHeader();
    QList<int> columns;
    for (int v = 0; v < header->count(); ++v) {
        const int c = header->logicalIndex(v);
        if (c != GpuTableModel::Include && !m_table->isColumnHidden(c))
            columns << c;
    }
    auto clean = [](QString s) {
        return s.replace(QLatin1Char('\t'), QLatin1Char(' ')).replace(QLatin1Char('\n'), QLatin1Char(' '));
    };
    QStringList lines;
    QStringList head;
    for (int c : columns)
        head << clean(m_proxy->headerData(c, Qt::Horizontal).toString());
    lines << head.join(QLatin1Char('\t'));
    for (int r : rows) {
        QStringList cells;
        for (int c : columns)
            cells << clean(m_proxy->index(r, c).data().toString());
        lines << cells.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

void GpuTableView::applyServerColumns(bool server)
{
    // Busy fraction, mean concurrency and max sustainable rate only exist in server mode.
    if (server == m_server)
        return;
    m_server = server;
    applyColumnVisibility();
}

void GpuTableView::showObjectiveFirst(Objective objective)
{
    int column = GpuTableModel::Energy;
    switch (objective) {
    case Objective::EnergyPerToken: column = GpuTableModel::Energy; break;
    case Objective::MeanPower: column = GpuTableModel::Power; break;
    case Objective::Cost: column = GpuTableModel::Cost; break;
    case Objective::Carbon: column = GpuTableModel::Carbon; break;
    }
    QHeaderView* header = m_table->horizontalHeader();
    const int to = header->visualIndex(GpuTableModel::MeetsSla) + 1;
    if (header->visualIndex(column) != to)
        header->moveSection(header->visualIndex(column), to);
}

void GpuTableView::applyColumnVisibility()
{
    for (int c = 0; c < GpuTableModel::ColumnCount; ++c) {
        const bool hidden = m_userHidden.contains(c) || (GpuTableModel::isServerColumn(c) && !m_server);
        if (hidden == m_table->isColumnHidden(c))
            continue;
        m_table->setColumnHidden(c, hidden);
        if (!hidden) { // shown again: as wide as its text, never narrower than its header
            m_table->resizeColumnToContents(c);
            m_table->setColumnWidth(c, std::max(m_table->columnWidth(c), headerHint(c)));
        }
    }
}

bool GpuTableView::canHide(int column)
{
    return column != GpuTableModel::Include && column != GpuTableModel::Gpu && column != GpuTableModel::MeetsSla
        && column >= 0 && column < GpuTableModel::ColumnCount;
}

QStringList GpuTableView::hiddenColumns() const
{
    QStringList keys;
    for (int c = 0; c < GpuTableModel::ColumnCount; ++c)
        if (m_userHidden.contains(c))
            keys << GpuTableModel::columnKey(c);
    return keys;
}

void GpuTableView::setHiddenColumns(const QStringList& keys)
{
    m_userHidden.clear();
    for (int c = 0; c < GpuTableModel::ColumnCount; ++c)
        if (canHide(c) && keys.contains(GpuTableModel::columnKey(c)))
            m_userHidden.insert(c);
    applyColumnVisibility();
}

QMenu* GpuTableView::columnsMenu(QWidget* parent)
{
    auto* menu = new QMenu(parent);
    menu->setObjectName(QStringLiteral("gpuTableColumns"));
    menu->setTitle(tr("Columns"));
    for (int c = 0; c < GpuTableModel::ColumnCount; ++c) {
        if (!canHide(c) || (GpuTableModel::isServerColumn(c) && !m_server))
            continue;
        QAction* a = menu->addAction(m_model->headerData(c, Qt::Horizontal).toString());
        a->setCheckable(true);
        a->setChecked(!m_userHidden.contains(c));
        a->setData(GpuTableModel::columnKey(c));
        connect(a, &QAction::toggled, this, [this, c](bool shown) {
            if (shown)
                m_userHidden.remove(c);
            else
                m_userHidden.insert(c);
            applyColumnVisibility();
            emit hiddenColumnsChanged(hiddenColumns());
        });
    }
    return menu;
}

void GpuTableView::sizeNameColumn()
{
    // Every name whole: the GPU column is as wide as the longest name it shows ("2 × RTX PRO 6000
    // Blackwell"), whatever the other columns need; figures widen their own columns and never
    // take the name's width.
    QHeaderView* header = m_table->horizontalHeader();
    const QFontMetrics fm = m_table->fontMetrics();
    int name = headerHint(GpuTableModel::Gpu);
    int widest = 0; // every name measured bold, as the winner's row is drawn
    if (widestText(GpuTableModel::Gpu, true, &widest) >= 0)
        name = std::max(name, widest + 2 * fm.horizontalAdvance(QLatin1Char('M')));
    header->setSectionResizeMode(GpuTableModel::Gpu, QHeaderView::Interactive);
    if (m_table->columnWidth(GpuTableModel::Gpu) < name)
        m_table->setColumnWidth(GpuTableModel::Gpu, name);
}

int GpuTableView::headerHint(int column)
{
    // A header's hint changes only with its text (language, server mode, ITL definition) and the
    // font; the style's measure of it was a tenth of the table's sizing per result.
    QHeaderView* header = m_table->horizontalHeader();
    // The sorted column's hint includes the sort arrow.
    const QString text = m_model->headerData(column, Qt::Horizontal).toString()
        + (header->isSortIndicatorShown() && header->sortIndicatorSection() == column ? QStringLiteral("\u25b4")
                                                                                      : QString());
    auto& [cachedText, hint] = m_headerHints[column];
    if (hint <= 0 || cachedText != text || m_headerFont != header->font()) {
        if (m_headerFont != header->font()) {
            m_headerFont = header->font();
            for (auto& h : m_headerHints)
                h.second = 0;
        }
        cachedText = text;
        hint = header->sectionSizeHint(column);
    }
    return hint;
}

int GpuTableView::widestText(int column, bool allBold, int* width, int atMost)
{
    // Text shaping is the cost: each text is estimated from cached per-character advances and
    // only the texts within a few pixels of the widest estimate are shaped. Source rows, read
    // from the model's formatted text: no proxy mapping and no QVariant per cell.
    if (m_advanceFont != m_table->font() || m_advance.empty()) { // a new font or size: the advances are stale
        m_advanceFont = m_table->font();
        m_advance.assign(0x10000, -1);
        m_boldAdvance.assign(0x10000, -1);
        m_shaped.clear();
        m_boldShaped.clear();
        m_cellHints.fill({});
    }
    if (m_shaped.size() + m_boldShaped.size() > 8000) { // texts seen so far; bounded
        m_shaped.clear();
        m_boldShaped.clear();
    }
    QFont boldFont = m_table->font();
    boldFont.setBold(true);
    const QFontMetrics fm = m_table->fontMetrics();
    const QFontMetrics fmBold(boldFont);
    const QFontMetricsF fmF(m_table->font()), fmBoldF(boldFont);
    const int rows = m_model->rowCount();
    m_estimates.resize(rows);
    int widestEstimate = -1;
    for (int r = 0; r < rows; ++r) {
        const bool bold = allBold || m_model->isBoldRow(r);
        std::vector<qreal>& cache = bold ? m_boldAdvance : m_advance;
        const QFontMetricsF& metrics = bold ? fmBoldF : fmF;
        qreal sum = 0;
        for (QChar ch : m_model->shownText(r, column)) {
            qreal& advance = cache[ch.unicode()];
            if (advance < 0)
                advance = metrics.horizontalAdvance(ch);
            sum += advance;
        }
        const int e = int(std::ceil(sum));
        m_estimates[r] = e;
        widestEstimate = std::max(widestEstimate, e);
    }
    if (atMost >= 0 && widestEstimate + 4 <= atMost) { // shaped widths are within 4 px of these
        if (width)
            *width = -1;
        return -1;
    }
    int widest = -1;
    int widestRow = -1;
    for (int r = 0; r < rows; ++r) {
        if (m_estimates[r] + 4 < widestEstimate)
            continue;
        const bool bold = allBold || m_model->isBoldRow(r);
        // Shaped once per text: an SLA change shows the same figures again.
        const QString text = m_model->shownText(r, column);
        QHash<QString, int>& shaped = bold ? m_boldShaped : m_shaped;
        auto it = shaped.find(text);
        if (it == shaped.end())
            it = shaped.insert(text, (bold ? fmBold : fm).horizontalAdvance(text));
        const int w = *it;
        if (w > widest) {
            widest = w;
            widestRow = r;
        }
    }
    if (width)
        *width = widest;
    return widestRow;
}

void GpuTableView::widenColumns()
{
    // Widen (never narrow) columns whose new figures no longer fit, e.g. wider intervals after a
    // switch to server mode; narrowing on every edit would make the table jitter. Each column asks
    // the delegate only for its widest text, measured in the row's own font, instead of for every
    // cell: the table's full sizing was a fifth of a recompute.
    QHeaderView* header = m_table->horizontalHeader();
    for (int c = 0; c < GpuTableModel::ColumnCount; ++c) {
        if (m_table->isColumnHidden(c) || header->sectionResizeMode(c) != QHeaderView::Interactive)
            continue;
        // Room the text has in the column as it is: when no estimate comes near it, nothing
        // needs shaping (a batch change brings ~40 new texts per column).
        CellHint& hint = m_cellHints[c];
        const int grid = m_table->showGrid() ? 1 : 0;
        const int room = hint.width >= 0 ? m_table->columnWidth(c) - grid - hint.padding : -1;
        int widestWidth = 0;
        const int widestRow = widestText(c, false, &widestWidth, room);
        if (widestRow < 0) {
            if (m_table->columnWidth(c) < headerHint(c))
                m_table->setColumnWidth(c, headerHint(c));
            continue;
        }
        // As QTableView sizes a column: the cell's hint plus the grid line, at least the header's.
        // The hint is asked again only when the column's widest text changed.
        const QString& text = m_model->shownText(widestRow, c);
        const bool bold = m_model->isBoldRow(widestRow);
        if (hint.width < 0 || hint.bold != bold || hint.text != text) {
            const QModelIndex cellIndex = m_proxy->mapFromSource(m_model->index(widestRow, c));
            hint = {text, bold, m_table->sizeHintForIndex(cellIndex).width(), 0};
            hint.padding = hint.width - widestWidth;
        }
        const int cell = hint.width + grid;
        const int wanted = std::max(cell, headerHint(c));
        if (m_table->columnWidth(c) < wanted)
            m_table->setColumnWidth(c, wanted);
    }
}

void GpuTableView::fitColumns()
{
    if (!m_sized) {
        m_table->resizeColumnsToContents();
        m_sized = true;
        sizeNameColumn();
    } else {
        sizeNameColumn();
        widenColumns();
    }
}

void GpuTableView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void GpuTableView::retranslateUi()
{
    m_filter->setPlaceholderText(tr("Filter GPUs by name…"));
    m_fitOnly->setText(tr("H&ide GPUs that do not fit"));
    m_table->setToolTip(tr("Space: include or leave out the current GPU. Click a header to sort; right-click it to "
                           "show or hide columns."));
    m_model->retranslate();
}

} // namespace wattgpu::ui
