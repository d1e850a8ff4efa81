#pragma once
// Data ▸ Update from Hugging Face…: the popular models of the Hub merged into the catalog.
// A dialog of the Data menu (ui/widgets/data_controller.h): it shows and collects, the controller
// does the work.
#include "app/lib/net/hub_catalog_refresh.h"
#include "core/catalog/catalog.h"
#include "core/catalog/llm.h"
#include "ui/dialogs/job_buttons.h"

#include <QDialog>
#include <QPointer>
#include <QString>

#include <vector>

namespace wattgpu::net {
class HubClient;
}

class QLabel;
class QProgressBar;
class QTableWidget;

namespace wattgpu::ui {

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
    JobButtons m_buttons;
};

} // namespace wattgpu::ui
