#pragma once
// Data ▸ Custom GPUs…: the spec-sheet editor of the user's GPUs.
// A dialog of the Data menu (ui/widgets/data_controller.h): it shows and collects, the controller
// does the work.
#include "core/catalog/catalog.h"
#include "core/catalog/gpu.h"

#include <QDialog>
#include <QString>

#include <vector>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace wattgpu::ui {

// Spec-sheet editor for the user's GPUs: list on the left, fields with units on the right,
// "Duplicate from" a bundled GPU, validation naming the field.
class CustomGpuDialog : public QDialog {
    Q_OBJECT
public:
    CustomGpuDialog(const GpuCatalog& bundled, std::vector<GpuSpec> gpus, QWidget* parent = nullptr);

    const std::vector<GpuSpec>& gpus() const { return m_gpus; }
    // Adds a copy of the bundled GPU `fromId` and selects it; false if unknown.
    bool duplicateFrom(const QString& fromId);
    void addEmpty();
    void removeCurrent();
    // Adds the GPUs of a custom-GPU file (core/catalog/custom_gpus format, e.g. the bundled
    // resources/examples/announced_gpus_2026.json) and selects the first; an id already in the
    // list or the catalog refuses the whole file. False + the message (naming file and field) shown.
    bool loadFile(const QString& path);
    // Where "Load from file…" opens: the bundled examples folder.
    void setExamplesFolder(const QString& folder) { m_examplesFolder = folder; }
    void selectGpu(int index);
    // Sets field `key` (gpu_specs.csv column) of the selected GPU from text; false + message
    // naming the field when the text is not a number (or, for "backend", not a known backend; empty
    // = the vendor's default).
    bool setField(const QString& key, const QString& text);
    // Validates every GPU; the message names the GPU and the field.
    bool validate(QString* message);
    QTableWidget* fieldTable() const { return m_fields; }
    QLabel* messageLabel() const { return m_message; }
    // The Backend field's combo: "Vendor default (cuda)", then cuda, rocm, habana, xpu, neuron, tpu.
    QComboBox* backendCombo() const { return m_backend; }

    // The rows of the field table: key, label, unit.
    struct Field {
        const char* key;
        const char* label; // translated with QCoreApplication::translate("CustomGpuDialog", …)
        const char* unit;  // idem; empty for text fields
    };
    static const std::vector<Field>& fields();

protected:
    void changeEvent(QEvent* event) override;
    void accept() override;

private:
    void retranslateUi();
    void refreshList();
    void showGpu();
    void onCellChanged(int row, int column);
    void fillBackendCombo(int row);
    void fitValueColumn();

    const GpuCatalog& m_bundled;
    std::vector<GpuSpec> m_gpus;
    int m_current = -1;
    bool m_filling = false;
    bool m_editing = false; // the change comes from the table itself
    QLabel* m_listLabel;
    QListWidget* m_list;
    QTableWidget* m_fields;
    QComboBox* m_duplicateFrom;
    QComboBox* m_backend = nullptr; // the Backend row's editor, rebuilt with the rows
    QPushButton* m_duplicate;
    QPushButton* m_add;
    QPushButton* m_remove;
    QPushButton* m_load;
    QString m_examplesFolder;
    QLabel* m_message;
    QDialogButtonBox* m_buttons;
};

} // namespace wattgpu::ui
