#pragma once
// Plan → Speculative decoding and network: the deployment inputs beyond the workload bar (issue
// 37). Speculative decoding by an EAGLE-style head or the model's MTP heads, with its drafted
// tokens per step and acceptance rate (each method's defaults, with their sources, in
// core/features/workload.h speculationDefaults), and the network link per GPU between nodes that
// replicas beyond one node and the KV cache of disaggregated pools travel over (empty: the GPU
// class's estimate). A draft model of its own is the CLI's (--spec-draft-model). The dialog
// edits a copy; the caller applies it through the PlanDocument as one undoable step.
#include "core/features/workload.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace wattgpu::ui {

class DeploymentDialog : public QDialog {
    Q_OBJECT
public:
    // `workload`: the plan's; its speculation and inter-node link are what the dialog shows.
    explicit DeploymentDialog(const Workload& workload, QWidget* parent = nullptr);

    Speculation speculation() const;
    std::optional<double> interNodeGbS() const; // GB/s per GPU; nullopt = the GPU class's

    QComboBox* methodCombo() const { return m_method; }
    QSpinBox* tokensSpin() const { return m_tokens; }
    QDoubleSpinBox* acceptanceSpin() const { return m_acceptance; }
    QDoubleSpinBox* linkSpin() const { return m_link; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void methodChanged(); // a new method takes its defaults
    SpecMethod currentMethod() const;

    QComboBox* m_method;
    QSpinBox* m_tokens;
    QDoubleSpinBox* m_acceptance;
    QDoubleSpinBox* m_link;
    QLabel* m_methodLabel;
    QLabel* m_tokensLabel;
    QLabel* m_acceptanceLabel;
    QLabel* m_linkLabel;
    QLabel* m_note;
};

} // namespace wattgpu::ui
