#pragma once
// Capacity → Owned GPUs…: the GPUs a person owns, a row per GPU type (a catalog GPU and a count,
// 1..kMaxOwnedGpus), added and removed by hand or imported from a JSON or CSV file through
// core's parseInventory (the format --inventory takes). The dialog edits a copy; the caller
// applies it through the PlanDocument as one undoable step.
#include "core/catalog/catalog.h"
#include "core/plan/scenario.h"

#include <QDialog>

#include <string>

class QLabel;
class QPushButton;
class QTableWidget;

namespace wattgpu::ui {

class Prompter;

class InventoryEditor : public QDialog {
    Q_OBJECT
public:
    // `prompter` (may be null: no import) answers the import's file dialog and errors.
    InventoryEditor(const Inventory& inventory, const GpuCatalog& gpus, Prompter* prompter, QWidget* parent = nullptr);

    // The table's rows (a GPU listed twice: the last row's count; accept() refuses that first).
    Inventory inventory() const;
    void addRow(const std::string& gpuId = {}, long long count = 1);
    void removeCurrentRow();
    // Replaces the rows with a JSON or CSV file's (core's parseInventory); false with a message.
    bool importFile(const QString& path, QString* error);
    // The first problem of the table (a GPU in two rows), or empty.
    QString tableError() const;
    void accept() override;

    QTableWidget* table() const { return m_table; }
    QPushButton* addButton() const { return m_add; }
    QPushButton* removeButton() const { return m_remove; }
    QPushButton* importButton() const { return m_import; }
    QLabel* totalLabel() const { return m_total; }

private:
    void importWithDialog();
    void updateTotal();
    std::string rowGpu(int row) const;
    long long rowCount(int row) const;

    const GpuCatalog& m_gpus;
    Prompter* m_prompter;
    QTableWidget* m_table;
    QPushButton* m_add;
    QPushButton* m_remove;
    QPushButton* m_import;
    QPushButton* m_clear;
    QLabel* m_total;
};

} // namespace wattgpu::ui
