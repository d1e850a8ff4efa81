#pragma once
// Checkable list of GPUs to draw in the load sweep.
#include <QAbstractListModel>
#include <QStringList>

namespace wattgpu::ui {

class SweepGpuModel : public QAbstractListModel {
    Q_OBJECT
public:
    explicit SweepGpuModel(QObject* parent = nullptr);

    // ids and display names in the same order.
    void setGpus(const QStringList& ids, const QStringList& names);
    void setChecked(const QStringList& ids);
    QStringList checked() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

    static constexpr int kMaxChecked = 6; // more lines than this stop being readable

signals:
    void checkedChanged(const QStringList& ids);

private:
    QStringList m_ids;
    QStringList m_names;
    QStringList m_checked;
};

} // namespace wattgpu::ui
