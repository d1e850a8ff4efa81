#include "ui/models/llm_list_model.h"

#include "ui/models/roles.h"
#include "ui/text/display_text.h"

#include <algorithm>
#include <map>
#include <string>
#include <tuple>
#include <utility>

namespace wattgpu::ui {

LlmListModel::LlmListModel(QObject* parent) : QAbstractListModel(parent) {}

void LlmListModel::setCatalog(const LlmCatalog* catalog)
{
    m_catalog = catalog;
    setFilter(m_filter);
}

namespace {
// Lowercase letters, digits and '.', so "DeepSeek-V3", "deepseek v3" and "deepseek_v3" compare
// equal and "DeepSeek-V3.1" does not.
QString squashed(const QString& text)
{
    QString out;
    for (const QChar c : text.toLower())
        if (c.isLetterOrNumber() || c == QLatin1Char('.'))
            out += c;
    return out;
}

QString repoName(const QString& id) { return id.mid(id.indexOf(QLatin1Char('/')) + 1); }

// 0: the text is the model's id (or an alias); 1: its repo name; 2: its family; 3: anything else.
int exactness(const LlmSpec& l, const QString& text)
{
    QStringList ids{QString::fromStdString(l.hfId)};
    for (const std::string& a : l.aliases)
        ids << QString::fromStdString(a);
    for (const QString& id : ids)
        if (squashed(id) == text)
            return 0;
    for (const QString& id : ids)
        if (squashed(repoName(id)) == text)
            return 1;
    return squashed(QString::fromStdString(l.family)) == text ? 2 : 3;
}
} // namespace

void LlmListModel::setFilter(const LlmSearchFilter& filter)
{
    beginResetModel();
    m_filter = filter;
    m_rows = m_catalog ? m_catalog->search(m_filter) : std::vector<const LlmSpec*>{};
    if (const QString text = squashed(QString::fromStdString(m_filter.text)); !text.isEmpty()) {
        std::stable_sort(m_rows.begin(), m_rows.end(), [&text](const LlmSpec* a, const LlmSpec* b) {
            return exactness(*a, text) < exactness(*b, text);
        });
        // Then family by family, in the order of each family's best hit, and by size within one
        // ("qwen3": Qwen3 0.6B … 235B, then Qwen3-Coder …, never the families interleaved).
        std::map<std::pair<int, std::string>, std::size_t> familyRank;
        for (std::size_t i = 0; i < m_rows.size(); ++i)
            familyRank.emplace(std::pair(exactness(*m_rows[i], text), m_rows[i]->family), i);
        const auto key = [&](const LlmSpec* l) {
            const int exact = exactness(*l, text);
            return std::tuple(exact, familyRank.at(std::pair(exact, l->family)), l->totalBParams);
        };
        std::stable_sort(m_rows.begin(), m_rows.end(),
                         [&key](const LlmSpec* a, const LlmSpec* b) { return key(a) < key(b); });
    }
    endResetModel();
}

void LlmListModel::setCurrentId(const QString& hfId)
{
    if (hfId == m_currentId)
        return;
    const int before = rowOf(m_currentId);
    m_currentId = hfId;
    for (int row : {before, rowOf(m_currentId)})
        if (row >= 0)
            emit dataChanged(index(row), index(row));
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
    case CurrentModelRole: return QString::fromStdString(l->hfId) == m_currentId;
    case Qt::ToolTipRole: return tr("%1\n%2").arg(QString::fromStdString(l->hfId), badges(*l));
    case Qt::AccessibleTextRole:
        return QString::fromStdString(l->hfId) == m_currentId
            //: the model picker's row of the model the plan uses now
            ? tr("%1, %2, the plan's current model").arg(QString::fromStdString(l->hfId), badges(*l))
            : tr("%1, %2").arg(QString::fromStdString(l->hfId), badges(*l));
    default: return {};
    }
}

} // namespace wattgpu::ui
