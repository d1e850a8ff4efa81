#pragma once
// The Capacity tab's Purchases section: when the owned GPUs do not carry the fleet target, per
// GPU type the fewest GPUs to buy that reach it, the split and capacity after, the fleet's energy
// and cost per day at the target, and which purchase is the cheapest, the lowest-energy and the
// smallest (core/plan/inventory.h, from the compute result's InventoryPlan); GPU types that offer
// no purchase say why. It formats core's answer; it computes none.
#include "ui/models/compute_service.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QTableWidget;

namespace wattgpu::ui {

class PurchaseView : public QWidget {
    Q_OBJECT
public:
    explicit PurchaseView(QWidget* parent = nullptr);

    // `names`: GPU id -> short name. `result` may be null or hold no inventory plan.
    void setResult(const ComputeResultPtr& result, const QHash<QString, QString>& names);

    QTableWidget* table() const { return m_table; }
    QString summaryText() const;  // plain text
    int purchaseRowCount() const; // rows that are purchases (the rest say why a GPU type offers none)

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
