#include "ui/models/llm_list_model.h"

#include "ui/models/roles.h"
#include "ui/text/display_text.h"

namespace wattgpu::ui {

LlmListModel::LlmListModel(QObject* parent) : QAbstractListModel(parent) {}

void LlmListModel::setCatalog(const LlmCatalog* catalog)
{
    m_catalog = catalog;
    setFilter(m_filter);
}

void LlmListModel::setFilter(const LlmSearchFilter& filter)
{
    beginResetModel();
    m_filter = filter;
    m_rows = m_catalog ? m_catalog->search(m_filter) : std::vector<const LlmSpec*>{};
    endResetModel();
}

const LlmSpec* LlmListModel::llmAt(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? m_rows[row] : nullptr;
}

int LlmListModel::rowOf(const QString& hfId) const
{
    const std::string id = hfId.toStdString();
    for (int i = 0; i < int(m_rows.size()); ++i)
        if (m_rows[i]->hfId == id)
            return i;
    return -1;
}

int LlmListModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

Qt::ItemFlags LlmListModel::flags(const QModelIndex& index) const
{
    return index.isValid() ? Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren : Qt::NoItemFlags;
}

QString LlmListModel::badges(const LlmSpec& l)
{
    QStringList parts;
    if (!l.family.empty())
        parts << QString::fromStdString(l.family);
    if (l.isMoe)
        parts
            << tr("MoE %1 (%2 active)").arg(DisplayText::params(l.totalBParams), DisplayText::params(l.activeBParams));
    else
        parts << DisplayText::params(l.totalBParams);
    if (l.maxPositionEmbeddings >= 1024)
        parts << tr("%1k ctx").arg(l.maxPositionEmbeddings / 1024);
    if (!l.license.empty())
        parts << QString::fromStdString(l.license);
    if (l.gated.value_or(false))
        parts << tr("gated");
    if (!l.quantization.empty())
        parts << QString::fromStdString(l.quantization).toUpper();
    return parts.join(QStringLiteral(" · "));
}

QVariant LlmListModel::data(const QModelIndex& index, int role) const
{
    const LlmSpec* l = index.isValid() ? llmAt(index.row()) : nullptr;
    if (!l)
        return {};
    switch (role) {
    case Qt::DisplayRole: return QString::fromStdString(l->hfId);
    case SecondaryTextRole: return badges(*l);
    case LlmIdRole: return QString::fromStdString(l->hfId);
    case RawValueRole: return l->totalBParams;
    case Qt::ToolTipRole: return tr("%1\n%2").arg(QString::fromStdString(l->hfId), badges(*l));
    case Qt::AccessibleTextRole: return tr("%1, %2").arg(QString::fromStdString(l->hfId), badges(*l));
    default: return {};
    }
}

} // namespace wattgpu::ui
