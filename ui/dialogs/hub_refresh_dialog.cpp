// Data ▸ Update from Hugging Face… (declared in hub_refresh_dialog.h).
#include "ui/dialogs/hub_refresh_dialog.h"

#include "app/lib/net/hub_client.h"
#include "ui/dialogs/dialog_cells.h"
#include "ui/dialogs/job_buttons.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace wattgpu::ui {

using cells::item;

HubRefreshDialog::HubRefreshDialog(net::HubClient* client, const LlmCatalog& bundled, QWidget* parent)
    : QDialog(parent), m_client(client), m_bundled(bundled)
{
    setObjectName(QStringLiteral("hubRefreshDialog"));
    auto* layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    m_progress = new QProgressBar(this);
    m_progress->hide();
    layout->addWidget(m_progress);
    m_table = new QTableWidget(0, 3, this);
    m_table->setObjectName(QStringLiteral("hubRefreshTable"));
    m_table->verticalHeader()->hide();
    layout->addWidget(m_table, 1);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
    m_buttons = JobButtons::addTo(layout, this, &HubRefreshDialog::cancel);
    connect(m_buttons.go, &QPushButton::clicked, this, [this] { start(); });
    retranslateUi();
    resize(720, 480);
}

void HubRefreshDialog::start(int limit)
{
    if (m_refresh)
        return;
    m_table->setRowCount(0);
    m_message->setText(tr("Listing the most downloaded text-generation models…"));
    m_progress->setRange(0, 0);
    m_buttons.setRunning(true, m_progress);
    m_refresh = m_client->refreshCatalog(m_bundled, limit);
    followJob(m_refresh.data(), m_progress, this, &HubRefreshDialog::onFinished);
}

void HubRefreshDialog::cancel()
{
    if (m_refresh)
        m_refresh->cancel();
}

void HubRefreshDialog::onFinished()
{
    net::HubCatalogRefresh* r = takeJob(m_refresh);
    if (!r)
        return;
    m_buttons.setRunning(false, m_progress);
    std::vector<LlmSpec> added;
    m_table->setRowCount(int(r->entries().size()));
    int row = 0;
    for (const net::HubCatalogEntry& e : r->entries()) {
        m_table->setItem(row, 0, item(e.id));
        QString state = e.isNew ? tr("new") : e.inBundled ? tr("in the bundled catalog") : tr("not added");
        m_table->setItem(row, 1, item(state));
        m_table->setItem(row, 2, item(e.message));
        if (e.isNew) {
            QFont f = m_table->item(row, 1)->font();
            f.setBold(true);
            m_table->item(row, 1)->setFont(f);
        }
        if (e.isNew && e.spec)
            added.push_back(*e.spec);
        ++row;
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setStretchLastSection(true);
    QString text = r->status() == net::HubStatus::Ok
        ? tr("%1 models listed, %2 new added to the model list for this session.")
              .arg(r->entries().size())
              .arg(added.size())
        : r->message();
    if (r->status() != net::HubStatus::Ok && !added.empty())
        text += QLatin1Char('\n') + tr("%1 new models fetched before that were added.").arg(added.size());
    m_message->setText(text);
    if (!added.empty())
        emit modelsAdded(added);
    emit refreshEnded(r->status() == net::HubStatus::Ok);
    r->deleteLater();
}

void HubRefreshDialog::retranslateUi()
{
    setWindowTitle(tr("Update the model list from Hugging Face"));
    m_intro->setText(tr("Lists the most downloaded text-generation models on the Hub, fetches the config.json of "
                        "those not in the bundled catalog and adds them to the model list for this session."));
    m_table->setHorizontalHeaderLabels({tr("Model"), tr("State"), tr("Message")});
    m_buttons.go->setText(tr("Update"));
    m_buttons.cancel->setText(tr("Cancel"));
    m_buttons.close->setText(tr("Close"));
}

void HubRefreshDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace wattgpu::ui
