#pragma once
// The Capacity tab's Power cap section: the power cap as a lever for the fleet the plan would
// build (the best within the power budget, else the lowest-energy fleet). Per cap, as a share of
// the GPU's limit: one replica at a fixed reference load with its ITL and mean-power intervals and
// energy per token, the fleet the target needs at that cap, its peak against the budget, and where
// the SLA breaks (core/plan/power_cap.h, from the compute result's PowerCapSweep). It formats
// core's answer; it computes none.
#include "ui/widgets/capacity_section.h"

namespace wattgpu::ui {

class PowerCapView : public CapacitySection {
    Q_OBJECT
public:
    explicit PowerCapView(QWidget* parent = nullptr);

private:
    void retranslateUi() override;
    void rebuild() override;
};

} // namespace wattgpu::ui
