#pragma once
// Dialogs of the Data menu (ui/widgets/data_controller.h): the import validation report, the
// retraining progress and result, the custom GPU editor, the Hugging Face fetch and catalog
// update, and the model card viewer. They only show and collect; the controller does the work.
#include "app/lib/net/hub_client.h"
#include "core/catalog/catalog.h"
#include "core/catalog/gpu.h"
#include "core/data/import_report.h"
#include "core/eval/evaluate.h"

#include <QDialog>
#include <QPointer>

#include <optional>
#include <vector>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QTextBrowser;

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
    void selectGpu(int index);
    // Sets field `key` (gpu_specs.csv column) of the selected GPU from text; false + message
    // naming the field when the text is not a number.
    bool setField(const QString& key, const QString& text);
    // Validates every GPU; the message names the GPU and the field.
    bool validate(QString* message);
    QTableWidget* fieldTable() const { return m_fields; }
    QLabel* messageLabel() const { return m_message; }

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

    const GpuCatalog& m_bundled;
    std::vector<GpuSpec> m_gpus;
    int m_current = -1;
    bool m_filling = false;
    bool m_editing = false; // the change comes from the table itself
    QLabel* m_listLabel;
    QListWidget* m_list;
    QTableWidget* m_fields;
    QComboBox* m_duplicateFrom;
    QPushButton* m_duplicate;
    QPushButton* m_add;
    QPushButton* m_remove;
    QLabel* m_message;
    QDialogButtonBox* m_buttons;
};

// Model id + optional token, Fetch/Cancel, progress, the Hub client's message as-is.
class HubFetchDialog : public QDialog {
    Q_OBJECT
public:
    HubFetchDialog(net::HubClient* client, const LlmCatalog* bundled, QWidget* parent = nullptr);

    QLineEdit* idEdit() const { return m_id; }
    QLineEdit* tokenEdit() const { return m_token; }
    QLabel* messageLabel() const { return m_message; }
    void startFetch();
    void cancelFetch();
    bool isBusy() const { return m_fetch != nullptr; }

signals:
    void modelFetched(const wattgpu::LlmSpec& llm);
    void fetchEnded(bool ok);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void onFinished();

    net::HubClient* m_client;
    const LlmCatalog* m_bundled;
    QPointer<net::HubModelFetch> m_fetch;
    QLabel* m_idLabel;
    QLabel* m_tokenLabel;
    QLabel* m_tokenNote;
    QLineEdit* m_id;
    QLineEdit* m_token;
    QProgressBar* m_progress;
    QLabel* m_message;
    QPushButton* m_go;
    QPushButton* m_cancel;
    QPushButton* m_close;
};

// Popular text-generation models from the Hub, merged with the bundled catalog; new ones marked.
class HubRefreshDialog : public QDialog {
    Q_OBJECT
public:
    HubRefreshDialog(net::HubClient* client, const LlmCatalog& bundled, QWidget* parent = nullptr);

    void start(int limit = 50);
    void cancel();
    bool isBusy() const { return m_refresh != nullptr; }
    QTableWidget* table() const { return m_table; }
    QLabel* messageLabel() const { return m_message; }

signals:
    void modelsAdded(const std::vector<wattgpu::LlmSpec>& llms);
    void refreshEnded(bool ok);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void onFinished();

    net::HubClient* m_client;
    LlmCatalog m_bundled;
    QPointer<net::HubCatalogRefresh> m_refresh;
    QLabel* m_intro;
    QProgressBar* m_progress;
    QTableWidget* m_table;
    QLabel* m_message;
    QPushButton* m_go;
    QPushButton* m_cancel;
    QPushButton* m_close;
};

// Markdown model card.
class ModelCardDialog : public QDialog {
    Q_OBJECT
public:
    ModelCardDialog(const QString& title, const QString& markdown, QWidget* parent = nullptr);
    QTextBrowser* browser() const { return m_text; }

private:
    QTextBrowser* m_text;
};

} // namespace wattgpu::ui
