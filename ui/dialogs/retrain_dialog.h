#pragma once
// Data ▸ Retrain…: the progress of a retraining run and its result.
// A dialog of the Data menu (ui/widgets/data_controller.h): it shows and collects, the controller
// does the work.
#include "core/eval/evaluate.h"

#include <QDialog>
#include <QString>

#include <vector>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace wattgpu::ui {

// Progress + Cancel while retraining; afterwards the evaluation of the retrained model next to
// the shipped one (MdAPE of power and ITL per split) and "Use retrained model".
class RetrainDialog : public QDialog {
    Q_OBJECT
public:
    explicit RetrainDialog(QWidget* parent = nullptr);

    void setProgress(double fraction, const QString& stage);
    // `shipped` from models/evaluation.json (may be empty); `shippedError` why it is missing.
    void showResult(const std::vector<EvalRow>& shipped, const QString& shippedError,
                    const std::vector<EvalRow>& retrained, const QString& summary);
    void showFailure(const QString& message);

    QProgressBar* progressBar() const { return m_progress; }
    QPushButton* cancelButton() const { return m_cancel; }
    QPushButton* useButton() const { return m_use; }
    QTableWidget* table() const { return m_table; }
    QString statusText() const;

signals:
    void cancelRequested();
    void useRequested();

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void retranslateUi();
    void fillTable();

    enum class Phase { Running, Done, Failed } m_phase = Phase::Running;
    QLabel* m_status;
    QProgressBar* m_progress;
    QTableWidget* m_table;
    QLabel* m_note;
    QPushButton* m_cancel;
    QPushButton* m_use;
    QPushButton* m_close;
    QString m_stage;
    QString m_summary;
    QString m_failure;
    QString m_shippedError;
    std::vector<EvalRow> m_shippedRows, m_newRows;
};

} // namespace wattgpu::ui
