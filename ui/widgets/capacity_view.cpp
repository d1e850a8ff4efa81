#include "ui/widgets/capacity_view.h"

#include "ui/models/plan_document.h"
#include "ui/text/display_text.h"
#include "ui/widgets/capacity_cells.h"
#include "ui/widgets/disaggregation_view.h"
#include "ui/widgets/inventory_editor.h"
#include "ui/widgets/inventory_view.h"
#include "ui/widgets/power_cap_view.h"
#include "ui/widgets/purchase_view.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

#include <cmath>

namespace wattgpu::ui {

namespace {
enum Col {
    Gpu,
    PerReplica,
    MaxRate,
    Replicas,
    Gpus,
    Peak,
    Budget,
    FleetPower,
    KwhDay,
    UsdDay,
    Co2Day,
    Ttft,
    Itl,
    Why,
    ColCount
};
enum BudgetChoice { NoBudget, FacilityBudget, GpuBudget };

using capacity::numberItem;

// "40 kW" rather than "40.000 kW" while still accepting three decimals (a facility in kW).
class BudgetSpinBox : public QDoubleSpinBox {
public:
    using QDoubleSpinBox::QDoubleSpinBox;
    QString textFromValue(double value) const override
    {
        QString s = locale().toString(value, 'f', decimals());
        const QString point = locale().decimalPoint();
        if (s.contains(point)) {
            while (s.endsWith(QLatin1Char('0')))
                s.chop(1);
            if (s.endsWith(point))
                s.chop(point.size());
        }
        return s;
    }
};

QString kw(double w) { return DisplayText::withUnit(w / 1000.0, CapacityView::tr("kW")); }

// Which power a budget is held against and why (core's BudgetPlan::basis in English), worded here.
QString budgetBasisText(const PowerBudget& b, const std::optional<double>& capW)
{
    const QString perGpu = capW
        //: the per-GPU power limit a budget's peak is computed with, when a cap is set
        ? CapacityView::tr("each GPU's power cap (%1, clamped to its TDP)")
              .arg(DisplayText::withUnit(*capW, CapacityView::tr("W")))
        : CapacityView::tr("each GPU's power limit (TDP)");
    QString s = b.kind == PowerBudgetKind::FacilityWall
        //: budget basis: "GPUs × <per-GPU limit>, at the wall × PUE <x>"
        ? CapacityView::tr("Budget: held against the provisioned peak: GPUs × %1, at the wall × PUE %2")
              .arg(perGpu, DisplayText::number(b.pue))
        : CapacityView::tr("Budget: held against the provisioned peak: GPUs × %1").arg(perGpu);
    return s
        + CapacityView::tr("; a budget is a peak limit, and a fleet may draw its limit in a burst, so the predicted "
                           "mean power is shown beside it but not held against it; host, network and cooling beyond "
                           "the PUE are not counted.");
}
} // namespace

CapacityView::CapacityView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("capacityView"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 4);
    layout->setSpacing(4);

    // The fleet inputs beside the target (the target itself is in the workload bar).
    m_inputs = new QWidget(this);
    m_inputs->setObjectName(QStringLiteral("capacityInputs"));
    auto* inputs = new QHBoxLayout(m_inputs);
    inputs->setContentsMargins(0, 0, 0, 0);
    inputs->setSpacing(6);
    m_budgetKind = new QComboBox(this);
    m_budgetKind->setObjectName(QStringLiteral("powerBudgetKind"));
    m_budgetKind->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_budgetValue = new BudgetSpinBox(this);
    m_budgetValue->setObjectName(QStringLiteral("powerBudgetValue"));
    m_budgetValue->setKeyboardTracking(false); // one recompute per value, not per keystroke
    m_budgetValue->setGroupSeparatorShown(true);
    m_budgetValue->setMinimumWidth(120);
    m_budgetHint = new QLabel(this);
    m_budgetHint->setObjectName(QStringLiteral("powerBudgetHint"));
    m_ownedButton = new QPushButton(this);
    m_ownedButton->setObjectName(QStringLiteral("ownedGpusButton"));
    inputs->addWidget(m_budgetKind);
    inputs->addWidget(m_budgetValue);
    inputs->addWidget(m_budgetHint);
    inputs->addSpacing(12);
    inputs->addStretch(1);
    inputs->addWidget(m_ownedButton);
    layout->addWidget(m_inputs);

    m_sections = new QTabWidget(this);
    m_sections->setObjectName(QStringLiteral("capacitySections"));
    m_sections->setDocumentMode(true);
    auto* fleets = new QWidget(m_sections);
    auto* fleetLayout = new QVBoxLayout(fleets);
    fleetLayout->setContentsMargins(0, 4, 0, 0);
    fleetLayout->setSpacing(4);
    m_summary = capacity::summaryLabel(QStringLiteral("capacitySummary"), fleets);
    fleetLayout->addWidget(m_summary);
    m_table = new capacity::Table(ColCount, QStringLiteral("capacityTable"), fleets);
    // The budget's columns (shown with a budget) beside the GPU, where a small window still has them;
    // the columns keep their logical indexes.
    m_table->horizontalHeader()->moveSection(m_table->horizontalHeader()->visualIndex(Peak), 1);
    m_table->horizontalHeader()->moveSection(m_table->horizontalHeader()->visualIndex(Budget), 2);
    fleetLayout->addWidget(m_table, 1);
    m_note = new QLabel(fleets);
    m_note->setObjectName(QStringLiteral("capacityNote"));
    m_note->setWordWrap(true);
    fleetLayout->addWidget(m_note);
    m_owned = new OwnedGpusView(m_sections);
    m_purchases = new PurchaseView(m_sections);
    m_powerCap = new PowerCapView(m_sections);
    m_disaggregation = new DisaggregationView(m_sections);
    m_disaggregated = m_disaggregation->check();
    m_sections->addTab(capacity::scrollPage(fleets, m_sections), QString());
    m_sections->addTab(capacity::scrollPage(m_owned, m_sections), QString());
    m_sections->addTab(capacity::scrollPage(m_purchases, m_sections), QString());
    m_sections->addTab(capacity::scrollPage(m_powerCap, m_sections), QString());
    m_sections->addTab(capacity::scrollPage(m_disaggregation, m_sections), QString());
    layout->addWidget(m_sections, 1);
    m_layout = layout;

    connect(m_budgetKind, &QComboBox::currentIndexChanged, this, [this]() { applyBudgetInput(false); });
    connect(m_budgetValue, &QDoubleSpinBox::valueChanged, this, [this]() { applyBudgetInput(true); });
    connect(m_ownedButton, &QPushButton::clicked, this, &CapacityView::editInventoryWithDialog);
    connect(m_disaggregated, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_doc)
            return;
        m_doc->setCompareDisaggregated(on);
        if (on)
            setSection(DisaggregationSection); // where the answer will be
    });
    retranslateUi();
    syncInputs(PlanState{});
}

void CapacityView::setDocument(PlanDocument* doc, Prompter* prompter)
{
    if (m_doc == doc) {
        m_prompter = prompter;
        return;
    }
    if (m_doc)
        m_doc->disconnect(this);
    m_doc = doc;
    m_prompter = prompter;
    if (m_doc) {
        connect(m_doc, &PlanDocument::changed, this, &CapacityView::syncInputs);
        syncInputs(m_doc->state());
    }
}

void CapacityView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    placeInputs();
}

void CapacityView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    placeInputs();
}

void CapacityView::placeInputs()
{
    // Beside the section tabs when both fit (a table row more on a small window), else above them.
    const int room = width() - m_layout->contentsMargins().left() - m_layout->contentsMargins().right();
    const bool beside = m_sections->tabBar()->sizeHint().width() + m_inputs->sizeHint().width() + 24 <= room;
    if (beside == (m_sections->cornerWidget(Qt::TopRightCorner) == m_inputs))
        return;
    if (beside) {
        m_layout->removeWidget(m_inputs);
        m_sections->setCornerWidget(m_inputs, Qt::TopRightCorner);
    } else {
        m_sections->setCornerWidget(nullptr, Qt::TopRightCorner);
        m_inputs->setParent(this);
        m_layout->insertWidget(0, m_inputs);
    }
    m_inputs->show();
}

void CapacityView::setResult(const ComputeResultPtr& result, const GpuCatalog& gpus)
{
    m_result = result;
    m_catalog = gpus;
    m_names.clear();
    for (const GpuSpec& g : gpus.gpus())
        m_names.insert(QString::fromStdString(g.id), DisplayText::shortGpuName(g));
    if (m_doc)
        syncInputs(m_doc->state()); // the owned GPUs by name
    rebuild();
}

void CapacityView::setSection(Section section) { m_sections->setCurrentIndex(int(section)); }

QString CapacityView::gpuName(const std::string& id) const { return capacity::gpuName(m_names, id); }

QString CapacityView::summaryText() const { return QTextDocumentFragment::fromHtml(m_summary->text()).toPlainText(); }

QString CapacityView::noteText() const { return m_note->text(); }

QString CapacityView::ownedInputText() const { return m_ownedText; }

int CapacityView::feasibleRowCount() const
{
    if (!m_result || !m_result->outcome.fleet.capacity)
        return 0;
    int n = 0;
    for (const CapacityRow& r : m_result->outcome.fleet.capacity->rows)
        n += r.replicas > 0 ? 1 : 0;
    return n;
}

void CapacityView::syncInputs(const PlanState& s)
{
    const QSignalBlocker b1(m_budgetKind), b2(m_budgetValue), b3(m_disaggregated);
    m_disaggregated->setChecked(s.compareDisaggregated);
    const int choice = !s.powerBudget                          ? NoBudget
        : s.powerBudget->kind == PowerBudgetKind::FacilityWall ? FacilityBudget
                                                               : GpuBudget;
    m_budgetKind->setCurrentIndex(choice);
    if (choice == FacilityBudget)
        m_lastFacilityKw = s.powerBudget->limitW / 1000.0;
    else if (choice == GpuBudget)
        m_lastGpuW = s.powerBudget->limitW;
    // A facility budget in kW at the wall, a GPU budget in W: the CLI's --power-budget-kw and
    // --power-budget-gpu-w, with their ranges.
    const bool facility = choice != GpuBudget;
    m_budgetValue->setDecimals(facility ? 3 : 0);
    m_budgetValue->setRange(facility ? kMinPowerBudgetW / 1000.0 : kMinPowerBudgetW,
                            facility ? kMaxPowerBudgetW / 1000.0 : kMaxPowerBudgetW);
    m_budgetValue->setSingleStep(facility ? 10 : 1000);
    m_budgetValue->setSuffix(facility ? tr(" kW") : tr(" W"));
    m_budgetValue->setValue(facility ? m_lastFacilityKw : m_lastGpuW);
    m_budgetValue->setEnabled(choice != NoBudget);
    //: beside a facility power budget: what it is held against
    m_budgetHint->setText(choice == FacilityBudget ? tr("peak × PUE %1").arg(DisplayText::number(s.economics.pue))
                                                   : QString());
    m_budgetHint->setVisible(choice == FacilityBudget);

    // The button says how many; its tooltip and the Owned GPUs section say which.
    QStringList owned;
    long long total = 0;
    for (const auto& [id, count] : s.inventory.owned) {
        owned << tr("%1 × %2").arg(count).arg(gpuName(id));
        total += count;
    }
    //: no owned GPUs in the plan
    m_ownedText = owned.isEmpty() ? tr("none owned") : owned.join(tr(", "));
    //: the owned-GPUs button: how many GPUs the plan owns
    m_ownedButton->setText(total > 0 ? tr("Owned GPUs (%1)…").arg(total) : tr("Owned GPUs…"));
    m_ownedButton->setToolTip(tr("The GPUs you already own (%1): what they serve under the SLA and what to buy to "
                                 "reach the fleet target")
                                  .arg(m_ownedText));
}

void CapacityView::applyBudgetInput(bool valueEdited)
{
    if (!m_doc)
        return;
    // A new kind takes the value that kind last had; an edited value is the current kind's.
    std::optional<PlanPowerBudget> budget;
    switch (m_budgetKind->currentIndex()) {
    case FacilityBudget:
        if (valueEdited)
            m_lastFacilityKw = m_budgetValue->value();
        budget = PlanPowerBudget{PowerBudgetKind::FacilityWall, m_lastFacilityKw * 1000.0};
        break;
    case GpuBudget:
        if (valueEdited)
            m_lastGpuW = m_budgetValue->value();
        budget = PlanPowerBudget{PowerBudgetKind::GpuBoard, m_lastGpuW};
        break;
    default: break;
    }
    m_doc->setPowerBudget(budget);
    syncInputs(m_doc->state()); // the value's unit and range follow the kind
}

void CapacityView::editInventoryWithDialog()
{
    if (!m_doc)
        return;
    InventoryEditor dialog(m_doc->state().inventory, m_catalog, m_prompter, this);
    if (dialog.exec() == QDialog::Accepted)
        m_doc->setInventory(dialog.inventory());
}

void CapacityView::rebuild()
{
    rebuildFleets();
    m_owned->setResult(m_result, m_names);
    m_purchases->setResult(m_result, m_names);
    m_powerCap->setResult(m_result, m_names);
    m_disaggregation->setResult(m_result, m_names);
}

void CapacityView::rebuildFleets()
{
    m_table->setRowCount(0);
    const QString method = tr(
        "Each replica takes at most its max sustainable rate under the SLA; the target rate is "
        "spread evenly over the replicas. Mean power includes idle time between requests "
        "(idle power with a model resident: 17-21 % of TDP on datacenter GPUs, 6-9 % on workstation and consumer "
        "cards). Costs use Plan → Cost and carbon assumptions.");
    m_note->setText(method);
    m_table->setToolTip(QString());
    if (!m_result || !m_result->request.scenario.rateRps()) {
        m_summary->setText(tr("Capacity planning needs a request rate: switch the scenario to <b>Server</b> in the "
                              "workload bar and set the fleet target in req/s."));
        m_table->setVisible(false);
        return;
    }
    // The fleet question has its own input: the rate per replica is the ranking's, never read as
    // the fleet's target here.
    if (!m_result->request.scenario.fleetTargetRps) {
        m_summary->setText(tr("Capacity sizes a fleet for the whole fleet's target rate: set <b>fleet</b> beside the "
                              "rate per replica in the workload bar (req/s for all replicas together)."));
        m_table->setVisible(false);
        return;
    }
    if (!m_result->outcome.fleet.capacity) {
        m_summary->setText(tr("Planning the fleets for %1…")
                               .arg(DisplayText::withUnit(*m_result->request.scenario.fleetTargetRps, tr("req/s"))));
        m_table->setVisible(false);
        return;
    }
    m_table->setVisible(true);
    const CapacityPlan& plan = *m_result->outcome.fleet.capacity;
    const auto& powerBudget = m_result->outcome.fleet.powerBudget;
    const BudgetPlan* budget = powerBudget ? &*powerBudget : nullptr;
    if (budget && budget->rows.size() != plan.rows.size())
        budget = nullptr; // core's contract: one row per fleet row
    auto name = [this](const std::string& id) { return gpuName(id); };
    auto rowOf = [&plan](const std::optional<std::string>& id) -> const CapacityRow* {
        if (!id)
            return nullptr;
        for (const CapacityRow& r : plan.rows)
            if (r.gpuId == *id)
                return &r;
        return nullptr;
    };
    auto fleet = [&](const CapacityRow* r) {
        //: capacity summary: GPU name, GPUs, replicas, fleet power, energy per day, cost per day
        return tr("<b>%1</b> (GPUs: %2, replicas: %3, %4, %5/day, %6/day)")
            .arg(name(r->gpuId).toHtmlEscaped())
            .arg(r->totalGpus)
            .arg(r->replicas)
            .arg(DisplayText::withUnit(r->fleetPowerW, tr("W")), DisplayText::withUnit(r->energyPerDayKwh, tr("kWh")),
                 DisplayText::withUnit(r->usdPerDay, tr("USD")));
    };
    QStringList lines;
    // The headline fleet first (core's FleetHeadline), as the banner and report page 1 lead with it.
    if (const CapacityRow* h = m_result->outcome.headlineFleet()) {
        const QString perReplica = DisplayText::deploymentName(name(h->gpuId), h->gpusPerReplica).toHtmlEscaped();
        //: capacity summary's first line: the headline fleet, built of replicas of one deployment
        lines << (m_result->outcome.fleet.headline->breaksBudget
                      ? tr("Recommended fleet: <b>%1 replicas of %2</b> (%3 GPUs) — no fleet fits the power budget; "
                           "this one has the smallest peak.")
                      : budget ? tr("Recommended fleet: <b>%1 replicas of %2</b> (%3 GPUs), the lowest energy within "
                                    "the power budget.")
                               : tr("Recommended fleet: <b>%1 replicas of %2</b> (%3 GPUs), the lowest energy."))
                     .arg(h->replicas)
                     .arg(perReplica)
                     .arg(h->totalGpus)
                + QStringLiteral("<br>");
    }
    //: capacity summary: the fleet target and the SLA by its limits ("50 ms ITL and 500 ms TTFT")
    lines << tr("Fleets for <b>%1</b> under an SLA of <b>%2</b>:")
                 .arg(DisplayText::withUnit(plan.targetRateRps, tr("req/s")),
                      DisplayText::slaName(plan.slaItlMs, plan.slaTtftMs));
    const CapacityRow* lowest = rowOf(plan.lowestEnergyGpu);
    const CapacityRow* cheapest = rowOf(plan.cheapestGpu);
    const CapacityRow* fewest = rowOf(plan.fewestGpus);
    if (!lowest) {
        lines << tr("no included GPU meets the SLA at any rate.");
    } else {
        lines << tr("lowest energy: %1;").arg(fleet(lowest));
        if (cheapest)
            lines << tr("cheapest: %1;").arg(fleet(cheapest));
        if (fewest)
            lines << tr("fewest GPUs: %1.").arg(fleet(fewest));
    }
    QString summary = lines.join(QLatin1Char(' '));
    if (budget) {
        const bool wall = budget->budget.kind == PowerBudgetKind::FacilityWall;
        //: the power budget in the capacity summary: "40 kW at the wall (PUE 1.2)" / "30,000 W of GPU boards"
        const QString limit = wall
            ? tr("%1 at the wall (PUE %2)").arg(kw(budget->budget.limitW), DisplayText::number(budget->budget.pue))
            : tr("%1 of GPU boards").arg(DisplayText::withUnit(budget->budget.limitW, tr("W")));
        QString line;
        if (budget->bestWithinBudgetRow) {
            const std::size_t i = *budget->bestWithinBudgetRow;
            const CapacityRow& r = plan.rows[i];
            //: power budget: the best fleet within it (lowest energy), its peak and the headroom left
            line = tr("Power budget %1: best within it (lowest energy) <b>%2</b>, %3 GPUs, peak %4, headroom %5.")
                       .arg(limit, DisplayText::deploymentName(name(r.gpuId), r.gpusPerReplica).toHtmlEscaped())
                       .arg(r.totalGpus)
                       .arg(kw(budget->rows[i].heldPowerW), kw(budget->rows[i].headroomW));
        } else if (budget->smallestPeakRow && budget->shortfallW) {
            const std::size_t i = *budget->smallestPeakRow;
            const CapacityRow& r = plan.rows[i];
            //: power budget: no fleet fits; the fleet with the smallest peak and by how much it is over
            line = tr("Power budget %1: <b>no fleet fits</b>. The smallest peak, %2 (%3 GPUs) at %4, is over by "
                      "<b>%5</b> (%6 %).")
                       .arg(limit, DisplayText::deploymentName(name(r.gpuId), r.gpusPerReplica).toHtmlEscaped())
                       .arg(r.totalGpus)
                       .arg(kw(budget->rows[i].heldPowerW), kw(*budget->shortfallW),
                            DisplayText::number(budget->rows[i].overBudgetPercent));
        } else {
            line = tr("Power budget %1: no fleet meets the SLA, so none fits it.").arg(limit);
        }
        summary += QStringLiteral("<br>") + line;
        // Which power the budget is held against and why, worded here from core's inputs (its kind,
        // PUE and the per-GPU cap), so it is translated like every other sentence of the window.
        m_note->setText(budgetBasisText(budget->budget, m_result->request.scenario.workload.powerLimitW));
        m_table->setToolTip(method);
    }
    m_summary->setText(summary);

    m_table->setColumnHidden(Peak, !budget);
    m_table->setColumnHidden(Budget, !budget);
    if (budget) {
        m_table->horizontalHeaderItem(Peak)->setText(
            budget->budget.kind == PowerBudgetKind::FacilityWall ? tr("Peak at wall (kW)") : tr("Peak GPUs (kW)"));
        m_table->horizontalHeaderItem(Peak)->setToolTip(
            budgetBasisText(budget->budget, m_result->request.scenario.workload.powerLimitW));
    }
    m_table->setSortingEnabled(false);
    m_table->setRowCount(int(plan.rows.size()));
    const QString dash = tr("—");
    for (int i = 0; i < int(plan.rows.size()); ++i) {
        const CapacityRow& r = plan.rows[std::size_t(i)];
        const bool ok = r.replicas > 0;
        //: capacity row whose ITL (or TTFT) interval at its share of the rate reaches above the SLA
        auto* gpu = new QTableWidgetItem(r.atRisk && r.replicas > 0 ? tr("%1 (at risk)").arg(name(r.gpuId))
                                                                    : name(r.gpuId));
        gpu->setData(Qt::UserRole, QString::fromStdString(r.gpuId));
        //: capacity row at risk: "<GPU id>: <which interval reaches above which limit>"
        gpu->setToolTip(r.atRisk && r.replicas > 0
                            ? tr("%1: %2").arg(QString::fromStdString(r.gpuId),
                                               DisplayText::slaRisks(r.itlMsHigh, r.ttftMsHigh, r.riskLimits))
                            : QString::fromStdString(r.gpuId));
        if (lowest && &r == lowest)
            capacity::boldCell(gpu);
        m_table->setItem(i, Gpu, gpu);
        m_table->setItem(i, PerReplica, numberItem(r.gpusPerReplica, QString::number(r.gpusPerReplica)));
        m_table->setItem(i, MaxRate,
                         numberItem(r.maxRatePerReplicaRps, ok ? DisplayText::number(r.maxRatePerReplicaRps) : dash));
        m_table->setItem(i, Replicas, numberItem(r.replicas, ok ? QString::number(r.replicas) : dash));
        m_table->setItem(i, Gpus, numberItem(r.totalGpus, ok ? QString::number(r.totalGpus) : dash));
        m_table->setItem(i, FleetPower, numberItem(r.fleetPowerW, ok ? DisplayText::number(r.fleetPowerW) : dash));
        if (budget) {
            const BudgetRow& b = budget->rows[std::size_t(i)];
            const bool feasible = ok && b.feasible;
            m_table->setItem(i, Peak,
                             numberItem(b.heldPowerW, feasible ? DisplayText::number(b.heldPowerW / 1000.0) : dash));
            QString verdict = dash;
            if (feasible && b.withinBudget)
                verdict = budget->bestWithinBudgetRow && *budget->bestWithinBudgetRow == std::size_t(i)
                    //: a fleet's peak against the power budget: the best fleet within it and the headroom left
                    ? tr("best: %1 headroom").arg(kw(b.headroomW))
                    : tr("within: %1 headroom").arg(kw(b.headroomW));
            else if (feasible)
                //: a fleet's peak over the power budget: by how much, kW and percent of the budget
                verdict = tr("over by %1 (%2 %)").arg(kw(b.overBudgetW), DisplayText::number(b.overBudgetPercent));
            auto* cell = new QTableWidgetItem(verdict);
            cell->setData(Qt::UserRole, feasible ? (b.withinBudget ? -b.headroomW : b.overBudgetW) : 0.0);
            cell->setToolTip(feasible ? tr("Peak %1 (GPUs × %2 each), mean %3")
                                            .arg(kw(b.heldPowerW), DisplayText::withUnit(b.gpuPowerLimitW, tr("W")),
                                                 DisplayText::withUnit(b.meanPowerW, tr("W")))
                                      : QString());
            if (feasible && b.withinBudget && budget->bestWithinBudgetRow == std::size_t(i))
                capacity::boldCell(cell);
            m_table->setItem(i, Budget, cell);
        }
        m_table->setItem(i, KwhDay, numberItem(r.energyPerDayKwh, ok ? DisplayText::number(r.energyPerDayKwh) : dash));
        m_table->setItem(
            i, UsdDay,
            numberItem(r.usdPerDay, ok && std::isfinite(r.usdPerDay) ? DisplayText::number(r.usdPerDay) : dash));
        m_table->setItem(i, Co2Day, numberItem(r.co2KgPerDay, ok ? DisplayText::number(r.co2KgPerDay) : dash));
        m_table->setItem(i, Ttft, numberItem(r.ttftMs, ok ? DisplayText::number(r.ttftMs) : dash));
        m_table->setItem(i, Itl, numberItem(r.itlMs, ok ? DisplayText::number(r.itlMs) : dash));
        auto* why = new QTableWidgetItem(ok ? QString() : QString::fromStdString(r.reason));
        why->setToolTip(why->text());
        m_table->setItem(i, Why, why);
        if (!ok)
            capacity::dimRow(m_table, i);
    }
}

void CapacityView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void CapacityView::retranslateUi()
{
    m_budgetKind->setAccessibleName(tr("Power budget"));
    {
        const QSignalBlocker block(m_budgetKind);
        const int current = std::max(0, m_budgetKind->currentIndex());
        m_budgetKind->clear();
        //: power budget choices: none, facility power at the wall (kW), power of the GPU boards (W)
        m_budgetKind->addItems({tr("No power budget"), tr("Budget at the wall"), tr("Budget of GPU boards")});
        m_budgetKind->setCurrentIndex(current);
    }
    m_budgetKind->setToolTip(tr("A peak power limit the fleets are held against: facility power at the wall "
                                "(each fleet's GPUs × power limit × the plan's PUE) or the GPU boards' power "
                                "(GPUs × power limit)"));
    m_sections->setTabText(FleetsSection, tr("Fleets"));
    m_sections->setTabText(OwnedSection, tr("Owned GPUs"));
    m_sections->setTabText(PurchasesSection, tr("Purchases"));
    m_sections->setTabText(PowerCapSection, tr("Power cap"));
    //: Capacity section: prefill and decode on separate pools of GPUs
    m_sections->setTabText(DisaggregationSection, tr("Disaggregated"));
    m_table->setHorizontalHeaderLabels({tr("GPU"), tr("GPUs/replica"), tr("Max req/s per replica"), tr("Replicas"),
                                        tr("GPUs"), tr("Peak (kW)"), tr("Budget"), tr("Fleet power (W)"), tr("kWh/day"),
                                        tr("USD/day"), tr("kg CO₂/day"), tr("TTFT (ms)"), tr("ITL (ms)"),
                                        tr("Why not")});
    m_table->horizontalHeaderItem(FleetPower)->setToolTip(tr("The fleet's predicted mean GPU power at the target, W"));
    m_table->horizontalHeaderItem(UsdDay)->setToolTip(
        tr("Electricity (board energy × PUE × price) plus, when a hardware cost is set, the provisioned GPUs "
           "around the clock"));
    m_table->horizontalHeaderItem(KwhDay)->setToolTip(tr("GPU board energy per day, kWh (PUE not applied)"));
    syncInputs(m_doc ? m_doc->state() : PlanState{});
    rebuild();
}

} // namespace wattgpu::ui
