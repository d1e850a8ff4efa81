#pragma once
// The workload bar: scenario (offline batch or server), concurrency or request rate, prompt and
// output length, precision, GPUs per replica, ITL SLA and objective. Edits go to the
// PlanDocument (undoable); the bar mirrors the document.
#include "ui/models/plan.h"

#include <QWidget>

class QComboBox;
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

    QSpinBox* batchSpin() const { return m_batch; }
    QComboBox* scenarioCombo() const { return m_scenario; }
    QDoubleSpinBox* rateSpin() const { return m_rate; }
    QDoubleSpinBox* slaSpin() const { return m_sla; }
    QSlider* slaSlider() const { return m_slaSlider; }
    QComboBox* objectiveCombo() const { return m_objective; }
    QComboBox* precisionCombo() const { return m_precision; }
    QComboBox* gpusCombo() const { return m_gpus; }

    // Slider position ↔ SLA in ms on a log scale from 1 to 1000 ms.
    static int sliderFromSla(double ms);
    static double slaFromSlider(int pos);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void syncFromDocument(const PlanState& s);

    PlanDocument* m_doc;
    QLabel* m_scenarioLabel;
    QComboBox* m_scenario;
    QLabel* m_batchLabel;
    QStackedWidget* m_loadStack;
    QSpinBox* m_batch;
    QDoubleSpinBox* m_rate;
    double m_lastRate = 1.0; // req/s, offered again when switching back to server
    QLabel* m_promptLabel;
    QSpinBox* m_prompt;
    QLabel* m_outputLabel;
    QSpinBox* m_output;
    QLabel* m_precisionLabel;
    QComboBox* m_precision;
    QLabel* m_gpusLabel;
    QComboBox* m_gpus;
    QLabel* m_slaLabel;
    QDoubleSpinBox* m_sla;
    QSlider* m_slaSlider;
    QLabel* m_objectiveLabel;
    QComboBox* m_objective;
};

} // namespace wattgpu::ui
