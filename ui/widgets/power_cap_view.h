#pragma once
// The Capacity tab's Power cap section: the power cap as a lever for the fleet the plan would
// build (the best within the power budget, else the lowest-energy fleet). Per cap, as a share of
// the GPU's limit: one replica at a fixed reference load with its ITL and mean-power intervals and
// energy per token, the fleet the target needs at that cap, its peak against the budget, and where
// the SLA breaks (core/plan/power_cap.h, from the compute result's PowerCapSweep). It formats
// core's answer; it computes none.
#include "ui/models/compute_service.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QTableWidget;

namespace wattgpu::ui {

class PowerCapView : public QWidget {
    Q_OBJECT
public:
    explicit PowerCapView(QWidget* parent = nullptr);

    // `names`: GPU id -> short name. `result` may be null or hold no sweep.
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
