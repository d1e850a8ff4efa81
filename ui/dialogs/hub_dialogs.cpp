// Data ▸ Fetch from / Update from Hugging Face… (declared in data_dialogs.h).
#include "ui/dialogs/data_dialogs.h"

#include "app/lib/net/hub_client.h"
#include "ui/dialogs/dialog_cells.h"

#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace wattgpu::ui {

using cells::item;
using cells::q;

// ---------------------------------------------------------------- HubFetchDialog

HubFetchDialog::HubFetchDialog(net::HubClient* client, const LlmCatalog* bundled, QWidget* parent)
    : QDialog(parent), m_client(client), m_bundled(bundled)
{
    setObjectName(QStringLiteral("hubFetchDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_idLabel = new QLabel(this);
    m_id = new QLineEdit(this);
    m_id->setObjectName(QStringLiteral("hubModelId"));
    m_id->setPlaceholderText(QStringLiteral("org/model"));
    form->addRow(m_idLabel, m_id);
    m_tokenLabel = new QLabel(this);
    m_token = new QLineEdit(this);
    m_token->setObjectName(QStringLiteral("hubToken"));
    m_token->setEchoMode(QLineEdit::Password);
    form->addRow(m_tokenLabel, m_token);
    layout->addLayout(form);
    m_tokenNote = new QLabel(this);
    m_tokenNote->setWordWrap(true);
    layout->addWidget(m_tokenNote);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 2);
    m_progress->setValue(0);
    m_progress->hide();
    layout->addWidget(m_progress);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("hubMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_message);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    m_go = new QPushButton(this);
    m_go->setDefault(true);
    m_cancel = new QPushButton(this);
    m_cancel->setEnabled(false);
    m_close = new QPushButton(this);
    buttons->addWidget(m_go);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_close);
    layout->addLayout(buttons);
    connect(m_go, &QPushButton::clicked, this, &HubFetchDialog::startFetch);
    connect(m_cancel, &QPushButton::clicked, this, &HubFetchDialog::cancelFetch);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    connect(this, &QDialog::rejected, this, &HubFetchDialog::cancelFetch);
    retranslateUi();
    resize(560, 260);
}

void HubFetchDialog::startFetch()
{
    if (m_fetch)
        return;
    const QString id = m_id->text().trimmed();
    if (!net::HubClient::isValidModelId(id)) {
        m_message->setText(tr("“%1” is not a model id: use org/name of letters, digits, “.”, “_” and “-”.").arg(id));
        return;
    }
    // The token goes to the client's memory only; the field is cleared so it is not kept twice.
    if (!m_token->text().isEmpty()) {
        m_client->setToken(m_token->text());
        m_token->clear();
    }
    m_message->setText(tr("Fetching %1…").arg(id));
    m_progress->setValue(0);
    m_progress->show();
    m_go->setEnabled(false);
    m_cancel->setEnabled(true);
    m_fetch = m_client->fetchModel(id, m_bundled);
    connect(m_fetch, &net::HubModelFetch::progress, this, [this](int step, int steps) {
        m_progress->setRange(0, std::max(1, steps));
        m_progress->setValue(step);
    });
    connect(m_fetch, &net::HubModelFetch::finished, this, &HubFetchDialog::onFinished);
}

void HubFetchDialog::cancelFetch()
{
    if (m_fetch)
        m_fetch->cancel();
}

void HubFetchDialog::onFinished()
{
    net::HubModelFetch* f = m_fetch;
    m_fetch = nullptr;
    if (!f)
        return;
    const net::HubModelResult& r = f->result();
    m_progress->hide();
    m_go->setEnabled(true);
    m_cancel->setEnabled(false);
    const bool ok = r.spec.has_value();
    QString text;
    if (ok) {
        const QString params = r.spec->totalBParams > 0
            ? tr("%1 B parameters").arg(QLocale().toString(r.spec->totalBParams, 'f', 2))
            : tr("parameter count unknown");
        text = tr("%1 added to the model list for this session (%2).").arg(q(r.spec->hfId), params);
        if (!r.message.isEmpty())
            text += QLatin1Char('\n') + r.message;
    } else {
        text = r.message.isEmpty() ? tr("The fetch did not return a model.") : r.message;
    }
    m_message->setText(text);
    if (ok)
        emit modelFetched(*r.spec);
    emit fetchEnded(ok);
    f->deleteLater();
}

void HubFetchDialog::retranslateUi()
{
    setWindowTitle(tr("Fetch a model from Hugging Face"));
    m_idLabel->setText(tr("Model id:"));
    m_tokenLabel->setText(tr("Access token (optional):"));
    m_tokenNote->setText(tr("Gated models need a token from huggingface.co/settings/tokens. It is kept in memory "
                            "for this session only and never written to disk."));
    m_go->setText(tr("Fetch"));
    m_cancel->setText(tr("Cancel"));
    m_close->setText(tr("Close"));
}

void HubFetchDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

// ---------------------------------------------------------------- HubRefreshDialog

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
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    m_go = new QPushButton(this);
    m_cancel = new QPushButton(this);
    m_cancel->setEnabled(false);
    m_close = new QPushButton(this);
    buttons->addWidget(m_go);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_close);
    layout->addLayout(buttons);
    connect(m_go, &QPushButton::clicked, this, [this] { start(); });
    connect(m_cancel, &QPushButton::clicked, this, &HubRefreshDialog::cancel);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    connect(this, &QDialog::rejected, this, &HubRefreshDialog::cancel);
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
    m_progress->show();
    m_go->setEnabled(false);
    m_cancel->setEnabled(true);
    m_refresh = m_client->refreshCatalog(m_bundled, limit);
    connect(m_refresh, &net::HubCatalogRefresh::progress, this, [this](int done, int total) {
        m_progress->setRange(0, std::max(1, total));
        m_progress->setValue(done);
    });
    connect(m_refresh, &net::HubCatalogRefresh::finished, this, &HubRefreshDialog::onFinished);
}

void HubRefreshDialog::cancel()
{
    if (m_refresh)
        m_refresh->cancel();
}

void HubRefreshDialog::onFinished()
{
    net::HubCatalogRefresh* r = m_refresh;
    m_refresh = nullptr;
    if (!r)
        return;
    m_progress->hide();
    m_go->setEnabled(true);
    m_cancel->setEnabled(false);
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
    m_go->setText(tr("Update"));
    m_cancel->setText(tr("Cancel"));
    m_close->setText(tr("Close"));
}

void HubRefreshDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace wattgpu::ui
