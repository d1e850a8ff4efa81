#pragma once
// The Capacity tab's Owned GPUs section: what the plan's owned GPUs serve under the ITL SLA
// (req/s with its interval), how each GPU type is split into replicas, the energy per token at
// that capacity and whether the fleet target is carried (core/plan/inventory.h, from the compute
// result's InventoryPlan). It formats core's answer; it computes none.
#include "ui/widgets/capacity_section.h"

namespace wattgpu::ui {

class OwnedGpusView : public CapacitySection {
    Q_OBJECT
public:
    explicit OwnedGpusView(QWidget* parent = nullptr);

private:
    void retranslateUi() override;
    void rebuild() override;
};

} // namespace wattgpu::ui
