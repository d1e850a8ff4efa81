#pragma once
// The workload bar: scenario (offline batch or server), concurrency or request rate, prompt and
// output length, precision and the KV cache's, serving stack, GPUs per replica, ITL SLA with the ITL
// definition it is in, the optional TTFT SLA, and objective. Below the width one row needs, the fields wrap onto a
// second row. Edits go to the PlanDocument (undoable); the bar mirrors the document.
#include "ui/models/plan.h"

#include <QWidget>

#include <array>
#include <optional>
#include <utility>

class QComboBox;
class QGridLayout;
class QResizeEvent;
class QDoubleSpinBox;
class QLabel;
class QSlider;
class QSpinBox;
class QStackedWidget;

namespace wattgpu::ui {

class PlanDocument;

class WorkloadBar : public QWidget {
    Q_OBJECT
public:
    explicit WorkloadBar(PlanDocument* doc, QWidget* parent = nullptr);
    QSize minimumSizeHint() const override;

    QSpinBox* batchSpin() const { return m_batch; }
    QComboBox* scenarioCombo() const { return m_scenario; }
    QDoubleSpinBox* rateSpin() const { return m_rate; }
    QDoubleSpinBox* slaSpin() const { return m_sla; }
    QSlider* slaSlider() const { return m_slaSlider; }
    QComboBox* objectiveCombo() const { return m_objective; }
    QComboBox* precisionCombo() const { return m_precision; }
    QComboBox* gpusCombo() const { return m_gpus; }
    QComboBox* stackCombo() const { return m_stack; }
    QComboBox* itlMetricCombo() const { return m_metric; }
    QComboBox* kvCacheCombo() const { return m_kvCache; }
    QSpinBox* prefixCacheSpin() const { return m_prefixCache; }
    // The TTFT SLA in ms, beside the ITL SLA ("TTFT ≤ 500 ms"); its minimum, 0, is no TTFT limit.
    QDoubleSpinBox* slaTtftSpin() const { return m_slaTtft; }
    QDoubleSpinBox* fleetTargetSpin() const { return m_fleet; }
    // The current model's native precision, named in the precision combo's first item ("Native (MXFP4)").
    void setNativePrecision(std::optional<Precision> native);

    // Slider position ↔ SLA in ms on a log scale from 1 to 1000 ms.
    static int sliderFromSla(double ms);
    static double slaFromSlider(int pos);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void retranslateUi();
    void fillStacks(const ServingStack& current);
    void selectGpuCount(const PlanState& s);
    void syncFromDocument(const PlanState& s);
    // The label/field pairs in the order they are placed.
    static constexpr int kFieldCount = 9;
    std::array<std::pair<QLabel*, QWidget*>, kFieldCount> fieldPairs() const;
    // The row of each field: in order, split into `rows` rows (1 to 3) so that the widest row is as
    // narrow as it can be; *widest is that row's width, px.
    using Rows = std::array<int, kFieldCount>;
    Rows splitInto(int rows, int* widest) const;
    // One row, or the fewest rows whose widest fits `width`.
    Rows rowsFor(int width) const;
    void placeFields(const Rows& rows);

    PlanDocument* m_doc;
    QLabel* m_scenarioLabel;
    QComboBox* m_scenario;
    QLabel* m_batchLabel;
    QStackedWidget* m_loadStack;
    QSpinBox* m_batch;
    QDoubleSpinBox* m_rate;
    QWidget* m_serverPage; // the rate per replica and the fleet target
    QLabel* m_fleetLabel;
    QDoubleSpinBox* m_fleet; // 0 = no fleet target
    std::optional<Precision> m_native;
    double m_lastRate = 1.0; // req/s, offered again when switching back to server
    QLabel* m_promptLabel;
    QSpinBox* m_prompt;
    QWidget* m_promptBox;    // the prompt's length and the prefix cache's share of it
    QSpinBox* m_prefixCache; // percent of prompt tokens served from the prefix cache
    QLabel* m_outputLabel;
    QSpinBox* m_output;
    QLabel* m_precisionLabel;
    QComboBox* m_precision;
    QLabel* m_gpusLabel;
    QComboBox* m_gpus;
    QLabel* m_slaLabel;
    QDoubleSpinBox* m_sla;
    QSlider* m_slaSlider;
    QDoubleSpinBox* m_slaTtft; // in the SLA box; 0 = no TTFT limit
    QWidget* m_precisionBox;   // the weights' precision and the KV cache's
    QComboBox* m_kvCache;
    QLabel* m_objectiveLabel;
    QComboBox* m_objective;
    QLabel* m_stackLabel;
    QComboBox* m_stack;
    QComboBox* m_metric;
    QWidget* m_slaBox;
    static constexpr int kMaxRows = 3;
    QGridLayout* m_grids[kMaxRows];
    std::optional<Rows> m_placed;
};

} // namespace wattgpu::ui
