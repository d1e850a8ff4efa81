#pragma once
// The Capacity tab's Disaggregated section (issue 37): prefill and decode on separate pools of
// workers against aggregated serving, for the service's rate. Per GPU type core's best pair of
// pools (core/plan/disaggregated.h, from the compute result's FleetAnswers::disaggregation): its
// TTFT (queue wait, prefill and the KV cache's move between pools), the decode pool's ITL, each
// pool's mean power and the energy per output token; above them the best aggregated fleet at the
// same rate, and which of the two the plan recommends; under the table a chart of energy per token
// against TTFT, aggregated fleets beside disaggregated pools (the trade the pools are for). Above
// them the check box that asks for the comparison (the Capacity tab connects it to the plan). It
// formats core's answer; it computes none.
#include "ui/widgets/capacity_section.h"

class QCheckBox;
class QCustomPlot;

namespace wattgpu::ui {

class DisaggregationView : public CapacitySection {
    Q_OBJECT
public:
    explicit DisaggregationView(QWidget* parent = nullptr);

    QCheckBox* check() const { return m_check; }   // compare disaggregated prefill/decode
    QCustomPlot* chart() const { return m_chart; } // graphs: aggregated, disaggregated, recommended
    // The table row of the deployment the plan recommends (aggregated or disaggregated), -1: none.
    int recommendedRow() const { return m_recommendedRow; }

private:
    void retranslateUi() override;
    void rebuild() override;
    void rebuildChart();

    QCheckBox* m_check;
    QCustomPlot* m_chart;
    int m_recommendedRow = -1;
};

} // namespace wattgpu::ui
