#pragma once
// What the Capacity tab's Owned GPUs, Purchases and Power cap sections share: a summary label over
// a table (capacity::Table), the compute result and GPU names they format, rebuilt on a new result
// and on a language change. Each section fills summary and table in rebuild() and names its
// columns in retranslateUi(); none computes a figure.
#include "ui/models/compute_service.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QTableWidget;

namespace wattgpu::ui {

class CapacitySection : public QWidget {
public:
    // `names`: GPU id -> short name. `result` may be null or hold no fleet answer.
    void setResult(const ComputeResultPtr& result, const QHash<QString, QString>& names);

    QTableWidget* table() const { return m_table; }
    QString summaryText() const; // plain text

protected:
    // The widget and its summary label and table get these object names (tests find them).
    CapacitySection(const QString& objectName, const QString& summaryName, const QString& tableName, int columns,
                    QWidget* parent);
    void changeEvent(QEvent* event) override;
    virtual void retranslateUi() = 0; // column titles; calls rebuild()
    virtual void rebuild() = 0;
    // The states before there is an inventory answer to show, in this order: no owned GPUs in the
    // plan, not server mode, the second phase failed, still planning. Sets the summary to the
    // matching text and returns true in one of them; false when result->outcome.fleet.inventory is there.
    struct PendingTexts {
        QString noInventory, notServer, failed /* %1: the error */, planning;
    };
    bool showInventoryPending(const PendingTexts& texts);

    QLabel* m_summary;
    QTableWidget* m_table;
    ComputeResultPtr m_result;
    QHash<QString, QString> m_names;
};

} // namespace wattgpu::ui
