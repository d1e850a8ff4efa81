#pragma once
// Data ▸ Import measurements…: the validation report of one import.
// A dialog of the Data menu (ui/widgets/data_controller.h): it shows and collects, the controller
// does the work.
#include "core/data/import_report.h"

#include <QDialog>
#include <QString>

class QDialogButtonBox;
class QLabel;
class QTableWidget;

namespace wattgpu::ui {

// Rows accepted, rows rejected with line/field/reason, unknown GPUs and models to map.
class ImportReportDialog : public QDialog {
    Q_OBJECT
public:
    // `error` non-empty: the file failed as a whole (nothing was stored).
    ImportReportDialog(const QString& file, const ImportReport& report, const QString& error, const QString& storedFile,
                       QWidget* parent = nullptr);

    QString summaryText() const;
    QTableWidget* rejectedTable() const { return m_rejected; }
    QString unknownText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QString m_file;
    ImportReport m_report;
    QString m_error;
    QString m_stored;
    QLabel* m_summary;
    QLabel* m_rejectedLabel;
    QTableWidget* m_rejected;
    QLabel* m_unknown;
    QDialogButtonBox* m_buttons;
};

} // namespace wattgpu::ui
