#pragma once
// Data ▸ Fetch from Hugging Face…: one model by id through the Hub client.
// A dialog of the Data menu (ui/widgets/data_controller.h): it shows and collects, the controller
// does the work.
#include "app/lib/net/hub_model_fetch.h"
#include "core/catalog/catalog.h"
#include "core/catalog/llm.h"
#include "ui/dialogs/job_buttons.h"

#include <QDialog>
#include <QPointer>
#include <QString>

namespace wattgpu::net {
class HubClient;
}

class QLabel;
class QLineEdit;
class QProgressBar;

namespace wattgpu::ui {

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
    JobButtons m_buttons;
};

} // namespace wattgpu::ui
