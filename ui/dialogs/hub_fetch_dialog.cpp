// Data ▸ Fetch from Hugging Face… (declared in hub_fetch_dialog.h).
#include "ui/dialogs/hub_fetch_dialog.h"

#include "app/lib/net/hub_client.h"
#include "ui/dialogs/dialog_cells.h"
#include "ui/dialogs/job_buttons.h"

#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace wattgpu::ui {

using cells::q;

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
    m_buttons = JobButtons::addTo(layout, this, &HubFetchDialog::cancelFetch);
    m_buttons.go->setDefault(true);
    connect(m_buttons.go, &QPushButton::clicked, this, &HubFetchDialog::startFetch);
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
    m_buttons.setRunning(true, m_progress);
    m_fetch = m_client->fetchModel(id, m_bundled);
    followJob(m_fetch.data(), m_progress, this, &HubFetchDialog::onFinished);
}

void HubFetchDialog::cancelFetch()
{
    if (m_fetch)
        m_fetch->cancel();
}

void HubFetchDialog::onFinished()
{
    net::HubModelFetch* f = takeJob(m_fetch);
    if (!f)
        return;
    const net::HubModelResult& r = f->result();
    m_buttons.setRunning(false, m_progress);
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
    m_buttons.go->setText(tr("Fetch"));
    m_buttons.cancel->setText(tr("Cancel"));
    m_buttons.close->setText(tr("Close"));
}

void HubFetchDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace wattgpu::ui
