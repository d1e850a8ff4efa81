#pragma once
// The GPU table: every catalog GPU with its predictions and verdict, sortable on raw values.
// Space toggles whether the current GPU is included; Ctrl+C copies rows as tab-separated text.
#include <QWidget>

class QCheckBox;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace wattgpu::ui {

class GpuTableModel;

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

signals:
    void includeAllRequested(bool include);
    void currentGpuChanged(const QString& gpuId);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslateUi();

    GpuTableModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_table;
    QLineEdit* m_filter;
    QCheckBox* m_fitOnly;
};

} // namespace wattgpu::ui
