#pragma once
// The capacity tab (server mode). Above, the plan's fleet inputs beside the fleet target: a power
// budget (facility kW at the wall, or GPU board watts) and the owned GPUs (a small table editor).
// Below, five sections, each a summary and a table of core's answers (core/plan/outcome.h's
// scenarioFleet, from the compute result): Fleets — how many replicas and GPUs each GPU type
// needs for the fleet target under the ITL SLA, its mean power, energy, cost and CO₂ per day, its
// provisioned peak held against the budget, and which fleet uses the least energy, costs the
// least, needs the fewest GPUs and is best within the budget; Owned GPUs — what the inventory
// serves and how it is split; Purchases — what to buy to reach the fleet target; Power cap — the
// chosen fleet's deployment over per-GPU caps, where the SLA breaks; Disaggregated — prefill and
// decode on separate pools against aggregated serving at the same rate. In offline mode
// it says how to get there. Nothing here computes a figure: it formats the result.
#include "ui/models/compute_service.h"

#include <QHash>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QTabWidget;
class QTableWidget;
class QVBoxLayout;

namespace wattgpu::ui {

class DisaggregationView;
class OwnedGpusView;
class PlanDocument;
class PowerCapView;
class Prompter;
class PurchaseView;
struct PlanState;

class CapacityView : public QWidget {
    Q_OBJECT
public:
    explicit CapacityView(QWidget* parent = nullptr);

    // The plan the inputs edit (each change one undo step) and the dialogs' seam (MainWindow sets
    // them); without a document the inputs edit nothing.
    void setDocument(PlanDocument* doc, Prompter* prompter);
    // `result` may be null or have no capacity plan (offline mode, sweeps not done yet).
    void setResult(const ComputeResultPtr& result, const GpuCatalog& gpus);

    enum Section { FleetsSection, OwnedSection, PurchasesSection, PowerCapSection, DisaggregationSection };
    void setSection(Section section);

    QTableWidget* table() const { return m_table; } // the fleets
    QString summaryText() const;                    // the fleets' summary, plain text
    QString noteText() const;                       // under the fleets: the budget's basis and the method
    int feasibleRowCount() const;
    OwnedGpusView* ownedView() const { return m_owned; }
    PurchaseView* purchaseView() const { return m_purchases; }
    PowerCapView* powerCapView() const { return m_powerCap; }
    DisaggregationView* disaggregationView() const { return m_disaggregation; }
    QTabWidget* sections() const { return m_sections; }
    QComboBox* budgetKindCombo() const { return m_budgetKind; } // none, facility at the wall, GPU boards
    QDoubleSpinBox* budgetSpin() const { return m_budgetValue; }
    QPushButton* ownedButton() const { return m_ownedButton; }
    QCheckBox* disaggregatedCheck() const { return m_disaggregated; } // compare disaggregated prefill/decode
    QString ownedInputText() const;                                   // the owned GPUs the button's tooltip lists

    // Opens the owned-GPUs editor (modal); OK applies its table as one undo step.
    void editInventoryWithDialog();

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void retranslateUi();
    void rebuild();
    void rebuildFleets();
    void syncInputs(const PlanState& state);
    void applyBudgetInput(bool valueEdited);
    void placeInputs();
    QString gpuName(const std::string& id) const;

    QVBoxLayout* m_layout;
    QWidget* m_inputs; // the budget and owned-GPU inputs: beside the section tabs or above them
    QComboBox* m_budgetKind;
    QDoubleSpinBox* m_budgetValue;
    QLabel* m_budgetHint;
    QPushButton* m_ownedButton;
    QCheckBox* m_disaggregated; // in the Disaggregated section
    QString m_ownedText;        // "16 × A100 SXM4 80GB, 8 × L40S 48GB", "none owned"
    QTabWidget* m_sections;
    QLabel* m_summary;
    QTableWidget* m_table;
    QLabel* m_note;
    OwnedGpusView* m_owned;
    PurchaseView* m_purchases;
    PowerCapView* m_powerCap;
    DisaggregationView* m_disaggregation;
    PlanDocument* m_doc = nullptr;
    Prompter* m_prompter = nullptr;
    ComputeResultPtr m_result;
    GpuCatalog m_catalog;            // of the last result: the editor's GPUs and the import's ids
    QHash<QString, QString> m_names; // GPU id -> short name, from that catalog
    // The value each budget kind last had, so switching kinds and back keeps it (kW, W).
    double m_lastFacilityKw = 100;
    double m_lastGpuW = 10000;
};

} // namespace wattgpu::ui
