#pragma once
// The Capacity tab's Purchases section: when the owned GPUs do not carry the fleet target, per
// GPU type the fewest GPUs to buy that reach it, the split and capacity after, the fleet's energy
// and cost per day at the target, and which purchase is the cheapest, the lowest-energy and the
// smallest (core/plan/inventory.h, from the compute result's InventoryPlan); GPU types that offer
// no purchase say why. It formats core's answer; it computes none.
#include "ui/widgets/capacity_section.h"

namespace wattgpu::ui {

class PurchaseView : public CapacitySection {
    Q_OBJECT
public:
    explicit PurchaseView(QWidget* parent = nullptr);

    int purchaseRowCount() const; // rows that are purchases (the rest say why a GPU type offers none)

private:
    void retranslateUi() override;
    void rebuild() override;
};

} // namespace wattgpu::ui
