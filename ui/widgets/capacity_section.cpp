#include "ui/widgets/capacity_section.h"

#include "ui/widgets/capacity_cells.h"

#include <QEvent>
#include <QLabel>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

namespace wattgpu::ui {

CapacitySection::CapacitySection(const QString& objectName, const QString& summaryName, const QString& tableName,
                                 int columns, QWidget* parent)
    : QWidget(parent)
{
    setObjectName(objectName);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->setSpacing(4);
    m_summary = capacity::summaryLabel(summaryName, this);
    layout->addWidget(m_summary);
    m_table = new capacity::Table(columns, tableName, this);
    layout->addWidget(m_table, 1);
}

void CapacitySection::setResult(const ComputeResultPtr& result, const QHash<QString, QString>& names)
{
    m_result = result;
    m_names = names;
    rebuild();
}

QString CapacitySection::summaryText() const
{
    return QTextDocumentFragment::fromHtml(m_summary->text()).toPlainText();
}

bool CapacitySection::showInventoryPending(const PendingTexts& texts)
{
    const Scenario& sc = m_result->request.scenario;
    if (!sc.inventory)
        m_summary->setText(texts.noInventory);
    else if (!sc.rateRps())
        m_summary->setText(texts.notServer);
    else if (!m_result->outcome.fleet.inventory && m_result->sweeps.done && m_result->sweeps.error)
        m_summary->setText(texts.failed.arg(QString::fromStdString(m_result->sweeps.error->message()).toHtmlEscaped()));
    else if (!m_result->outcome.fleet.inventory)
        m_summary->setText(texts.planning);
    else
        return false;
    return true;
}

void CapacitySection::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace wattgpu::ui
