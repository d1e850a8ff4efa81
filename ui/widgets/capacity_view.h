#pragma once
// The capacity tab (server mode): for the plan's target request rate and ITL SLA, how many
// replicas and GPUs each GPU type needs, the fleet's mean power, energy, cost and CO₂ per day,
// and which fleet uses the least energy, costs the least and needs the fewest GPUs
// (core planCapacity). In offline mode it says how to get there.
#include "ui/models/compute_service.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QTableWidget;

namespace wattgpu::ui {

class CapacityView : public QWidget {
    Q_OBJECT
public:
    explicit CapacityView(QWidget* parent = nullptr);

    // `result` may be null or have no capacity plan (offline mode, sweeps not done yet).
    void setResult(const ComputeResultPtr& result, const GpuCatalog& gpus);

    QTableWidget* table() const { return m_table; }
    QString summaryText() const;
    int feasibleRowCount() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void rebuild();

    QLabel* m_summary;
    QTableWidget* m_table;
    QLabel* m_note;
    ComputeResultPtr m_result;
    QHash<QString, QString> m_names; // GPU id -> short name, from the catalog of the last result
};

} // namespace wattgpu::ui
