// Data ▸ Show model card… (declared in model_card_dialog.h).
#include "ui/dialogs/model_card_dialog.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace wattgpu::ui {

ModelCardDialog::ModelCardDialog(const QString& title, const QString& markdown, QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("modelCardDialog"));
    setWindowTitle(title);
    auto* layout = new QVBoxLayout(this);
    m_text = new QTextBrowser(this);
    m_text->setMarkdown(markdown);
    m_text->setOpenExternalLinks(true);
    layout->addWidget(m_text);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(760, 640);
}

} // namespace wattgpu::ui
