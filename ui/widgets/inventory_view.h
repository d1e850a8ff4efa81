#pragma once
// The Capacity tab's Owned GPUs section: what the plan's owned GPUs serve under the ITL SLA
// (req/s with its interval), how each GPU type is split into replicas, the energy per token at
// that capacity and whether the fleet target is carried (core/plan/inventory.h, from the compute
// result's InventoryPlan). It formats core's answer; it computes none.
#include "ui/models/compute_service.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QTableWidget;

namespace wattgpu::ui {

class OwnedGpusView : public QWidget {
    Q_OBJECT
public:
    explicit OwnedGpusView(QWidget* parent = nullptr);

    // `names`: GPU id -> short name. `result` may be null or hold no inventory plan.
    void setResult(const ComputeResultPtr& result, const QHash<QString, QString>& names);

    QTableWidget* table() const { return m_table; }
    QString summaryText() const; // plain text

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void rebuild();

    QLabel* m_summary;
    QTableWidget* m_table;
    ComputeResultPtr m_result;
    QHash<QString, QString> m_names;
};

} // namespace wattgpu::ui
