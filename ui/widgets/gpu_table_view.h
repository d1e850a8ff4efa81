#pragma once
// The GPU table: every catalog GPU with its predictions and verdict, sortable on raw values.
// Space toggles whether the current GPU is included; Ctrl+C copies rows as tab-separated text.
// Sizes its own columns as results arrive: names whole, figures widened but never narrowed. A right
// click on the header shows or hides columns; MainWindow remembers the choice.
#include "ui/models/gpu_table_model.h"

#include <QFont>
#include <QHash>
#include <QSet>
#include <QWidget>

#include <array>
#include <utility>
#include <vector>

class QCheckBox;
class QLineEdit;
class QMenu;
class QSortFilterProxyModel;
class QTableView;

namespace wattgpu::ui {

class GpuTableView : public QWidget {
    Q_OBJECT
public:
    explicit GpuTableView(GpuTableModel* model, QWidget* parent = nullptr);

    QTableView* table() const { return m_table; }
    QSortFilterProxyModel* proxy() const { return m_proxy; }
    QLineEdit* filterEdit() const { return m_filter; }
    void selectGpu(const QString& gpuId);
    // The GPU of the table's current row; empty when no row is current.
    QString currentGpuId() const;
    // Tab-separated text of the selected rows (or all shown rows) with a header: what Ctrl+C copies.
    QString copyText() const;

    // Busy fraction, mean concurrency and max sustainable rate: shown in server mode only.
    void applyServerColumns(bool server);
    // The objective's column beside the verdict, right after the name: on a 1024 px window the
    // figure the ranking is by is on screen without scrolling.
    void showObjectiveFirst(Objective objective);
    // Columns a person hid (GpuTableModel::columnKey names); every other column is shown (the server
    // columns in server mode). The tick, GPU and verdict columns cannot be hidden.
    QStringList hiddenColumns() const;
    void setHiddenColumns(const QStringList& keys);
    static bool canHide(int column);
    // The header's context menu: a checkable item per column that can be hidden and exists in the
    // current mode. The caller owns it.
    QMenu* columnsMenu(QWidget* parent);
    // Sizes the columns to the model's rows after a new result: every column to its contents the
    // first time (and after resetColumnSizing()), later only widened where a figure no longer fits.
    void fitColumns();
    // The next fitColumns() sizes every column to its contents again (e.g. another catalog).
    void resetColumnSizing() { m_sized = false; }

signals:
    void includeAllRequested(bool include);
    void hiddenColumnsChanged(const QStringList& keys); // a person showed or hid a column
    void currentGpuChanged(const QString& gpuId);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslateUi();
    void applyColumnVisibility();
    void sizeNameColumn();
    void widenColumns();
    // The source row whose text in `column` is widest (its width in *width), or -1 without shaping
    // any text when every estimate leaves 4 px to `atMost` (px; -1: no bound).
    int widestText(int column, bool allBold, int* width = nullptr, int atMost = -1);
    int headerHint(int column); // the header section's size hint, cached per text

    GpuTableModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_table;
    QLineEdit* m_filter;
    QCheckBox* m_fitOnly;

    bool m_server = false;  // server mode's columns are shown
    QSet<int> m_userHidden; // columns a person hid
    bool m_sized = false;   // the columns were sized to their contents once
    QFont m_advanceFont;    // the table font the advances below are for
    // The table font's advances by UTF-16 unit, px, unrounded (rounded per character, a 21-character
    // interval in bold came out 7 px short); -1 unknown.
    std::vector<qreal> m_advance, m_boldAdvance;
    std::vector<int> m_estimates;               // widestText's per-row estimates, px
    QHash<QString, int> m_shaped, m_boldShaped; // shaped widths of texts seen, px
    QFont m_headerFont;                         // the header font the hints below are for
    std::array<std::pair<QString, int>, GpuTableModel::ColumnCount> m_headerHints{}; // (text, hint px)
    struct CellHint {
        QString text;
        bool bold = false;
        int width = -1;  // px; the view's size hint for that text in that column
        int padding = 0; // px; that hint less the text's own width
    };
    std::array<CellHint, GpuTableModel::ColumnCount> m_cellHints{}; // widest cell per column, last result
};

} // namespace wattgpu::ui
