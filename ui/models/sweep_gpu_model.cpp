#include "ui/models/sweep_gpu_model.h"

#include "ui/models/roles.h"

namespace wattgpu::ui {

SweepGpuModel::SweepGpuModel(QObject* parent) : QAbstractListModel(parent) {}

void SweepGpuModel::setGpus(const QStringList& ids, const QStringList& names)
{
    if (ids == m_ids && names == m_names)
        return;
    beginResetModel();
    m_ids = ids;
    m_names = names;
    endResetModel();
}

void SweepGpuModel::setChecked(const QStringList& ids)
{
    if (ids == m_checked)
        return;
    m_checked = ids;
    if (!m_ids.isEmpty())
        emit dataChanged(index(0), index(int(m_ids.size()) - 1), {Qt::CheckStateRole});
}

QStringList SweepGpuModel::checked() const { return m_checked; }

int SweepGpuModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(m_ids.size()); }

Qt::ItemFlags SweepGpuModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsSelectable | Qt::ItemIsUserCheckable | Qt::ItemNeverHasChildren;
    // Once the limit is reached only ticked rows stay editable.
    if (m_checked.size() < kMaxChecked || m_checked.contains(m_ids[index.row()]))
        f |= Qt::ItemIsEnabled;
    return f;
}

QVariant SweepGpuModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_ids.size())
        return {};
    const QString& id = m_ids[index.row()];
    switch (role) {
    case Qt::DisplayRole: return m_names[index.row()];
    case Qt::CheckStateRole: return QVariant::fromValue(m_checked.contains(id) ? Qt::Checked : Qt::Unchecked);
    case GpuIdRole: return id;
    case Qt::ToolTipRole:
        return m_checked.size() >= kMaxChecked && !m_checked.contains(id)
            ? tr("At most %1 GPUs at once: untick one first").arg(kMaxChecked)
            : id;
    default: return {};
    }
}

bool SweepGpuModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (!index.isValid() || role != Qt::CheckStateRole)
        return false;
    const QString& id = m_ids[index.row()];
    const bool on = value.toInt() == Qt::Checked;
    if (on == m_checked.contains(id))
        return true;
    if (on && m_checked.size() >= kMaxChecked)
        return false;
    if (on)
        m_checked << id;
    else
        m_checked.removeAll(id);
    // The enabled state of other rows may change with the count.
    emit dataChanged(this->index(0), this->index(int(m_ids.size()) - 1));
    emit checkedChanged(m_checked);
    return true;
}

} // namespace wattgpu::ui
