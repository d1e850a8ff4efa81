// Power budgets and owned GPUs in the window (issue 27): the Capacity tab shows core's answer for
// the plan — the best fleet within the budget or the shortfall, each fleet's peak within or over,
// the owned GPUs' capacity and split, the cheapest and lowest-energy purchase — the same as
// scenarioFleet gives for the same Scenario and as wattgpu-cli plan-capacity prints (the window's
// half of the CLI / window / report consistency test); the inputs edit the plan as undo steps;
// .wattgpu plans keep the budget and the inventory and refuse bad values by field; the owned-GPUs
// editor adds, refuses duplicates and imports JSON and CSV through core's parseInventory.
#include "core/plan/outcome.h"
#include "tests/support/cli_run.h"
#include "tests/support/gui_support.h"
#include "tests/support/test_registry.h"
#include "ui/models/plan_document.h"
#include "ui/text/display_text.h"
#include "ui/widgets/capacity_view.h"
#include "ui/widgets/chart_panel.h"
#include "ui/widgets/disaggregation_view.h"
#include "ui/widgets/inventory_editor.h"
#include "ui/widgets/inventory_view.h"
#include "ui/widgets/language_menu.h"
#include "ui/widgets/power_cap_view.h"
#include "ui/widgets/purchase_view.h"

#include <QCheckBox>
#include <QCollator>
#include <QComboBox>
#include <QCompleter>
#include <QDoubleSpinBox>
#include <QFile>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTableWidget>
#include <QToolButton>
#include <QUndoStack>
#include <QtTest>

#include <cmath>

using namespace wattgpu;
using namespace wattgpu::ui;

namespace {

const char* const k70b = "meta-llama/Llama-3.1-70B-Instruct";

// The issue's plan: Llama-3.1-70B at 50 req/s for the fleet under a 50 ms ITL SLA, 40 kW at the
// wall, 16 × A100 80GB and 8 × L40S owned.
PlanState budgetPlan(double facilityKw)
{
    PlanState p;
    p.modelId = QString::fromLatin1(k70b);
    p.load = RequestRate{1.0};
    p.fleetTargetRps = 50.0;
    p.slaItlMs = 50.0;
    p.chartTab = QStringLiteral("capacity");
    p.powerBudget = PlanPowerBudget{PowerBudgetKind::FacilityWall, facilityKw * 1000.0};
    p.inventory.owned = {{"a100-sxm4-80gb", 16}, {"l40s-48gb", 8}};
    return p;
}

// The same plan as core's Scenario, written out here rather than through PlanState::scenario.
Scenario coreScenario(const Engine& engine, double facilityKw)
{
    Scenario sc;
    sc.llm = *engine.llms().find(k70b);
    sc.workload.precision = nativePrecision(sc.llm);
    sc.load = RequestRate{1.0};
    sc.fleetTargetRps = 50.0;
    sc.slaItlMs = 50.0;
    sc.powerBudget = PowerBudget{PowerBudgetKind::FacilityWall, facilityKw * 1000.0, sc.economics.pue};
    sc.inventory = Inventory{{{"a100-sxm4-80gb", 16}, {"l40s-48gb", 8}}};
    return sc;
}

bool close(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max({1.0, std::abs(a), std::abs(b)}); }

QString kw(double w) { return DisplayText::withUnit(w / 1000.0, CapacityView::tr("kW")); }

QString gpuName(const Engine& engine, const std::string& id)
{
    return DisplayText::shortGpuName(*engine.gpus().find(id));
}

QJsonObject parseObject(const QByteArray& bytes)
{
    const QJsonDocument d = QJsonDocument::fromJson(bytes);
    return d.isObject() ? d.object() : QJsonObject();
}

QByteArray planBytes(const QJsonObject& extra)
{
    QJsonObject root = PlanIo::toJson(PlanState{});
    for (auto it = extra.begin(); it != extra.end(); ++it)
        root.insert(it.key(), it.value());
    return QJsonDocument(root).toJson();
}

} // namespace

class TestCapacityBudget : public QObject, public testing::WindowSuite {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(setUpSuite(QStringLiteral("test_capacity_budget"))); }
    void cleanupTestCase() { m_engine.reset(); }
    void budgetAndInventoryAsCore();
    void budgetBelowEveryFleetNamesTheShortfall();
    void inputsEditThePlan();
    void withoutInputsTheSectionsSayWhatToSet();
    void planFileRoundTrip();
    void badValuesRefused_data();
    void badValuesRefused();
    void editorAddsRefusesDuplicatesAndImports();
    void editorListsGpusSortedAndSearchable();
    void nothingCutInAnyLanguage_data();
    void nothingCutInAnyLanguage();
    void screenshots();

private:
    std::unique_ptr<MainWindow> windowWith(const PlanState& plan)
    {
        auto w = makeWindow();
        w->document()->reset(plan, {});
        if (!w->waitForResults(120000))
            return nullptr;
        return w;
    }
};

void TestCapacityBudget::budgetAndInventoryAsCore()
{
    auto w = windowWith(budgetPlan(40));
    QVERIFY(w);
    const ComputeResultPtr result = w->computeService()->lastResult();
    QVERIFY(result && result->sweeps.done && !result->sweeps.error);
    // The outcome holds the answers the Capacity tab reads.
    QVERIFY(result->outcome.fleet.capacity && result->outcome.fleet.powerBudget && result->outcome.fleet.inventory);

    const FleetAnswers core = scenarioFleet(*m_engine, coreScenario(*m_engine, 40)).value();
    QVERIFY(core.capacity && core.powerBudget && core.inventory);
    const BudgetPlan& budget = *core.powerBudget;
    const CapacityPlan& plan = *core.capacity;
    QCOMPARE(result->outcome.fleet.powerBudget->budget, budget.budget);
    QCOMPARE(result->outcome.fleet.capacity->rows.size(), plan.rows.size());
    QVERIFY(budget.bestWithinBudgetRow); // 40 kW fits a fleet for 50 req/s of 70B
    QCOMPARE(result->outcome.fleet.powerBudget->bestWithinBudgetRow, budget.bestWithinBudgetRow);
    QVERIFY(!budget.shortfallW);

    CapacityView* cap = w->chartPanel()->capacity();
    QCOMPARE(w->chartPanel()->currentChart(), QStringLiteral("capacity"));
    // Fleets: the best within the budget named with its peak and headroom, and every row's
    // verdict as core's (within / over by how much).
    const std::size_t best = *budget.bestWithinBudgetRow;
    const CapacityRow& bestRow = plan.rows[best];
    const QString summary = cap->summaryText();
    QVERIFY2(summary.contains(
                 QStringLiteral("best within it (lowest energy) %1, %2 GPUs, peak %3, headroom %4")
                     .arg(DisplayText::deploymentName(gpuName(*m_engine, bestRow.gpuId), bestRow.gpusPerReplica))
                     .arg(bestRow.totalGpus)
                     .arg(kw(budget.rows[best].heldPowerW), kw(budget.rows[best].headroomW))),
             qPrintable(summary));
    QVERIFY(summary.contains(QStringLiteral("40 kW at the wall (PUE 1.2)")));
    // The basis is worded by the window from core's inputs (translated like the rest), not core's English.
    QVERIFY(cap->noteText().contains(QStringLiteral("held against the provisioned peak")));
    QVERIFY(cap->noteText().contains(QStringLiteral("at the wall × PUE 1.2")));
    QTableWidget* table = cap->table();
    QCOMPARE(table->rowCount(), int(plan.rows.size()));
    int within = 0, over = 0;
    for (int i = 0; i < table->rowCount(); ++i) {
        const BudgetRow& b = budget.rows[std::size_t(i)];
        QCOMPARE(table->item(i, 0)->data(Qt::UserRole).toString(),
                 QString::fromStdString(plan.rows[std::size_t(i)].gpuId));
        const QString verdict = table->item(i, 6)->text();
        if (!b.feasible) {
            QCOMPARE(verdict, QStringLiteral("—"));
            continue;
        }
        QVERIFY(close(table->item(i, 5)->data(Qt::UserRole).toDouble(), b.heldPowerW));
        if (b.withinBudget) {
            ++within;
            QVERIFY2(verdict.endsWith(QStringLiteral(": %1 headroom").arg(kw(b.headroomW))), qPrintable(verdict));
            QCOMPARE(verdict.startsWith(QStringLiteral("best:")), std::size_t(i) == best);
            QCOMPARE(verdict.startsWith(QStringLiteral("within:")), std::size_t(i) != best);
        } else {
            ++over;
            QCOMPARE(
                verdict,
                QStringLiteral("over by %1 (%2 %)").arg(kw(b.overBudgetW), DisplayText::number(b.overBudgetPercent)));
        }
    }
    QVERIFY(within > 0 && over > 0); // the plan exercises both verdicts

    // Owned GPUs: the capacity with its interval, the split per type and J/token at capacity.
    const InventoryPlan& inv = *core.inventory;
    QVERIFY(close(result->outcome.fleet.inventory->capacityRps, inv.capacityRps));
    QVERIFY(inv.capacityRps > 0 && !inv.meetsTarget);
    OwnedGpusView* owned = cap->ownedView();
    const QString ownedText = owned->summaryText();
    QVERIFY2(ownedText.contains(DisplayText::withInterval(inv.capacityRps, inv.capacityRpsLow, inv.capacityRpsHigh,
                                                          QStringLiteral("req/s"))),
             qPrintable(ownedText));
    QVERIFY2(
        ownedText.contains(DisplayText::withInterval(inv.atCapacity.energyPerTokenJ, inv.atCapacity.energyPerTokenJLow,
                                                     inv.atCapacity.energyPerTokenJHigh, QStringLiteral("J/token"))),
        qPrintable(ownedText));
    QCOMPARE(ownedText.contains(QStringLiteral("at risk")), inv.atCapacity.atRisk);
    QCOMPARE(owned->table()->rowCount(), int(inv.types.size()));
    for (int i = 0; i < owned->table()->rowCount(); ++i) {
        const InventoryType& t = inv.types[std::size_t(i)];
        QCOMPARE(owned->table()->item(i, 0)->data(Qt::UserRole).toString(), QString::fromStdString(t.gpuId));
        QCOMPARE(owned->table()->item(i, 2)->data(Qt::UserRole).toLongLong(), t.used);
        QVERIFY(t.used <= t.owned); // no more GPUs than owned
        QString split;
        for (const InventoryReplicas& r : t.split)
            split += (split.isEmpty() ? QString() : QStringLiteral(" + "))
                + QStringLiteral("%1 × (%2)")
                      .arg(r.replicas)
                      .arg(DisplayText::deploymentName(gpuName(*m_engine, t.gpuId), r.gpusPerReplica));
        QCOMPARE(owned->table()->item(i, 3)->text(), split);
    }

    // Purchases: core's rows in core's order, the cheapest and the lowest-energy named.
    QVERIFY(!inv.purchases.empty() && inv.cheapestPurchase && inv.lowestEnergyPurchase);
    PurchaseView* buy = cap->purchaseView();
    cap->setSection(CapacityView::PurchasesSection);
    QCoreApplication::processEvents();
    QCOMPARE(buy->purchaseRowCount(), int(inv.purchases.size()));
    QCOMPARE(buy->table()->rowCount(), int(inv.purchases.size() + inv.notes.size()));
    for (int i = 0; i < int(inv.purchases.size()); ++i) {
        const InventoryPurchase& b = inv.purchases[std::size_t(i)];
        QCOMPARE(buy->table()->item(i, 0)->data(Qt::UserRole).toString(), QString::fromStdString(b.gpuId));
        QCOMPARE(buy->table()->item(i, 1)->data(Qt::UserRole).toLongLong(), b.gpusToBuy);
        QVERIFY(b.capacityRps >= 50.0 - 1e-9); // a purchase reaches the target
    }
    const auto label = [&](std::size_t i) {
        return QStringLiteral("%1 × %2")
            .arg(inv.purchases[i].gpusToBuy)
            .arg(gpuName(*m_engine, inv.purchases[i].gpuId));
    };
    const QString buyText = buy->summaryText();
    QVERIFY2(buyText.contains(QStringLiteral("cheapest %1 (%2/day")
                                  .arg(label(*inv.cheapestPurchase),
                                       DisplayText::withUnit(inv.purchases[*inv.cheapestPurchase].usdPerDay,
                                                             QStringLiteral("USD")))),
             qPrintable(buyText));
    QVERIFY2(buyText.contains(QStringLiteral("lowest energy %1 (").arg(label(*inv.lowestEnergyPurchase))),
             qPrintable(buyText));
    QVERIFY(buyText.contains(QStringLiteral("fewest GPUs %1.").arg(label(*inv.fewestGpusPurchase))));

    // Power cap: core's sweep of the best fleet within the budget, step by step, where the SLA breaks.
    QVERIFY(core.powerCapSweep && result->outcome.fleet.powerCapSweep);
    const PowerCapSweep& sweep = *core.powerCapSweep;
    QCOMPARE(sweep.gpuId, bestRow.gpuId);
    QCOMPARE(sweep.gpusPerReplica, bestRow.gpusPerReplica);
    PowerCapView* caps = cap->powerCapView();
    QCOMPARE(caps->table()->rowCount(), int(sweep.steps.size()));
    for (int i = 0; i < caps->table()->rowCount(); ++i) {
        const PowerCapStep& st = sweep.steps[std::size_t(i)];
        QCOMPARE(caps->table()->item(i, 0)->data(Qt::UserRole).toDouble(), st.capPercent);
        QCOMPARE(caps->table()->item(i, 7)->data(Qt::UserRole).toLongLong(), st.fleet.totalGpus);
        if (sweep.referenceRateRps)
            QCOMPARE(caps->table()->item(i, 2)->text(), DisplayText::interval(st.itlMs, st.itlMsLow, st.itlMsHigh));
    }
    const QString capText = caps->summaryText();
    QVERIFY2(capText.contains(
                 QStringLiteral("%1, the best fleet within the power budget")
                     .arg(DisplayText::deploymentName(gpuName(*m_engine, bestRow.gpuId), bestRow.gpusPerReplica))),
             qPrintable(capText));
    QVERIFY2(sweep.slaBreaksAtPercent ? capText.contains(
                 QStringLiteral("breaks at %1 %").arg(DisplayText::number(*sweep.slaBreaksAtPercent)))
                                      : capText.contains(QStringLiteral("holds down to")),
             qPrintable(capText));

    // wattgpu-cli plan-capacity, the same plan: the same fleet within the budget, capacity and picks.
    const testing::CliRun run = testing::runCliWith(
        {QStringLiteral("plan-capacity"), QStringLiteral("--model"), QString::fromLatin1(k70b),
         QStringLiteral("--fleet-rate"), QStringLiteral("50"), QStringLiteral("--sla-itl-ms"), QStringLiteral("50"),
         QStringLiteral("--power-budget-kw"), QStringLiteral("40"), QStringLiteral("--inventory"),
         QStringLiteral("a100-sxm4-80gb=16,l40s-48gb=8"), QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject cli = parseObject(run.out);
    const QJsonObject cliBudget = cli.value(QStringLiteral("power_budget")).toObject();
    QCOMPARE(cliBudget.value(QStringLiteral("best_within_budget_gpu")).toString(),
             QString::fromStdString(bestRow.gpuId));
    QVERIFY(
        close(cliBudget.value(QStringLiteral("best_within_budget_peak_w")).toDouble(), budget.rows[best].heldPowerW));
    const QJsonObject cliInv = cli.value(QStringLiteral("inventory")).toObject();
    QVERIFY(
        close(cliInv.value(QStringLiteral("capacity_rps")).toDouble(), result->outcome.fleet.inventory->capacityRps));
    QCOMPARE(cliInv.value(QStringLiteral("cheapest_purchase")).toObject().value(QStringLiteral("gpu")).toString(),
             QString::fromStdString(inv.purchases[*inv.cheapestPurchase].gpuId));
    QCOMPARE(cliInv.value(QStringLiteral("lowest_energy_purchase")).toObject().value(QStringLiteral("gpu")).toString(),
             QString::fromStdString(inv.purchases[*inv.lowestEnergyPurchase].gpuId));
    QCOMPARE(cliInv.value(QStringLiteral("purchases")).toArray().size(), qsizetype(inv.purchases.size()));
}

void TestCapacityBudget::budgetBelowEveryFleetNamesTheShortfall()
{
    auto w = windowWith(budgetPlan(1)); // 1 kW at the wall: below every fleet for 50 req/s of 70B
    QVERIFY(w);
    const ComputeResultPtr result = w->computeService()->lastResult();
    QVERIFY(result->outcome.fleet.powerBudget);
    const FleetAnswers core = scenarioFleet(*m_engine, coreScenario(*m_engine, 1)).value();
    const BudgetPlan& budget = *core.powerBudget;
    QVERIFY(!budget.bestWithinBudgetRow && budget.smallestPeakRow && budget.shortfallW);
    QCOMPARE(result->outcome.fleet.powerBudget->smallestPeakRow, budget.smallestPeakRow);
    const CapacityRow& r = core.capacity->rows[*budget.smallestPeakRow];
    const QString summary = w->chartPanel()->capacity()->summaryText();
    QVERIFY2(
        summary.contains(QStringLiteral("no fleet fits. The smallest peak, %1 (%2 GPUs) at %3, is over by %4 (%5 %).")
                             .arg(DisplayText::deploymentName(gpuName(*m_engine, r.gpuId), r.gpusPerReplica))
                             .arg(r.totalGpus)
                             .arg(kw(budget.rows[*budget.smallestPeakRow].heldPowerW), kw(*budget.shortfallW),
                                  DisplayText::number(budget.rows[*budget.smallestPeakRow].overBudgetPercent))),
        qPrintable(summary));
    QTableWidget* table = w->chartPanel()->capacity()->table();
    for (int i = 0; i < table->rowCount(); ++i)
        QVERIFY2(!table->item(i, 6)->text().contains(QStringLiteral("within")), qPrintable(table->item(i, 6)->text()));
}

void TestCapacityBudget::inputsEditThePlan()
{
    PlanState plan = budgetPlan(40);
    plan.powerBudget.reset();
    plan.inventory = {};
    auto w = windowWith(plan);
    QVERIFY(w);
    CapacityView* cap = w->chartPanel()->capacity();
    PlanDocument* doc = w->document();
    QUndoStack* undo = doc->undoStack();
    QCOMPARE(cap->budgetKindCombo()->currentIndex(), 0);
    QVERIFY(!cap->budgetSpin()->isEnabled());
    QVERIFY(!cap->table()->isColumnHidden(0));
    QVERIFY(cap->table()->isColumnHidden(6)); // no budget, no budget column

    // A facility budget in kW at the wall; its value an edit of its own that merges.
    cap->budgetKindCombo()->setCurrentIndex(1);
    QVERIFY(doc->state().powerBudget && doc->state().powerBudget->kind == PowerBudgetKind::FacilityWall);
    QCOMPARE(cap->budgetSpin()->suffix(), QStringLiteral(" kW"));
    cap->budgetSpin()->setValue(40);
    QCOMPARE(doc->state().powerBudget->limitW, 40000.0);
    QVERIFY(w->waitForResults());
    QVERIFY(w->computeService()->lastResult()->outcome.fleet.powerBudget);
    QVERIFY(!cap->table()->isColumnHidden(6));
    QCOMPARE(w->computeService()->lastResult()->request.scenario.powerBudget->pue, doc->state().economics.pue);
    // A GPU budget in W; back to the facility keeps its 40 kW.
    cap->budgetKindCombo()->setCurrentIndex(2);
    QCOMPARE(doc->state().powerBudget->kind, PowerBudgetKind::GpuBoard);
    QCOMPARE(cap->budgetSpin()->suffix(), QStringLiteral(" W"));
    cap->budgetSpin()->setValue(30000);
    QCOMPARE(doc->state().powerBudget->limitW, 30000.0);
    QVERIFY(w->waitForResults());
    QCOMPARE(w->computeService()->lastResult()->request.scenario.powerBudget->pue, 1.0);
    cap->budgetKindCombo()->setCurrentIndex(1);
    QCOMPARE(doc->state().powerBudget->limitW, 40000.0);
    // Undo walks back: the GPU budget, then none.
    undo->undo();
    QCOMPARE(doc->state().powerBudget->kind, PowerBudgetKind::GpuBoard);
    QCOMPARE(cap->budgetKindCombo()->currentIndex(), 2);
    while (undo->canUndo())
        undo->undo();
    QVERIFY(!doc->state().powerBudget);
    QCOMPARE(cap->budgetKindCombo()->currentIndex(), 0);

    // The owned GPUs: one undo step, shown beside the button by name.
    doc->setInventory(Inventory{{{"l40s-48gb", 8}}});
    QCOMPARE(cap->ownedInputText(), QStringLiteral("8 × %1").arg(gpuName(*m_engine, "l40s-48gb")));
    QVERIFY(w->waitForResults());
    QVERIFY(w->computeService()->lastResult()->outcome.fleet.inventory);
    QVERIFY(cap->ownedView()->table()->rowCount() == 1);
    undo->undo();
    QVERIFY(doc->state().inventory.owned.empty());
    QCOMPARE(cap->ownedInputText(), QStringLiteral("none owned"));

    // Disaggregated: one undo step; the section it opens shows core's comparison.
    QVERIFY(!cap->disaggregatedCheck()->isChecked());
    cap->disaggregatedCheck()->click();
    QVERIFY(doc->state().compareDisaggregated);
    QCOMPARE(cap->sections()->currentIndex(), int(CapacityView::DisaggregationSection));
    QVERIFY(w->waitForResults());
    QVERIFY(w->computeService()->lastResult()->outcome.fleet.disaggregation);
    QVERIFY(cap->disaggregationView()->table()->rowCount() > 1);
    QVERIFY(cap->disaggregationView()->recommendedRow() >= 0);
    undo->undo();
    QVERIFY(!doc->state().compareDisaggregated);
    QVERIFY(!cap->disaggregatedCheck()->isChecked());
    QVERIFY(w->waitForResults());
    QVERIFY(!w->computeService()->lastResult()->outcome.fleet.disaggregation);
    QVERIFY(cap->disaggregationView()->summaryText().contains(QStringLiteral("Tick")));
}

void TestCapacityBudget::withoutInputsTheSectionsSayWhatToSet()
{
    PlanState plan = budgetPlan(40);
    plan.inventory = {};
    plan.fleetTargetRps.reset();
    auto w = windowWith(plan);
    QVERIFY(w);
    CapacityView* cap = w->chartPanel()->capacity();
    QVERIFY(cap->summaryText().contains(QStringLiteral("fleet")));
    QCOMPARE(cap->table()->rowCount(), 0);
    QVERIFY(cap->ownedView()->summaryText().contains(QStringLiteral("Owned GPUs…")));
    // Owned GPUs without a fleet target: what they serve, and the purchase asks for the target.
    w->document()->setInventory(Inventory{{{"a100-sxm4-80gb", 16}}});
    QVERIFY(w->waitForResults());
    QVERIFY(w->computeService()->lastResult()->outcome.fleet.inventory);
    QVERIFY(cap->ownedView()->summaryText().contains(QStringLiteral("serve")));
    QVERIFY(cap->purchaseView()->summaryText().contains(QStringLiteral("fleet")));
    QCOMPARE(cap->purchaseView()->purchaseRowCount(), 0);
    // Offline: a server-mode question.
    w->document()->setRateRps(std::nullopt);
    QVERIFY(w->waitForResults());
    QVERIFY(!w->computeService()->lastResult()->outcome.fleet.inventory);
    QVERIFY(cap->ownedView()->summaryText().contains(QStringLiteral("Server")));
}

void TestCapacityBudget::planFileRoundTrip()
{
    for (const PlanPowerBudget& b :
         {PlanPowerBudget{PowerBudgetKind::FacilityWall, 40000.0}, PlanPowerBudget{PowerBudgetKind::GpuBoard, 30000.0},
          PlanPowerBudget{PowerBudgetKind::FacilityWall, 1.0}, PlanPowerBudget{PowerBudgetKind::GpuBoard, 1e10}}) {
        PlanState plan = budgetPlan(40);
        plan.powerBudget = b;
        plan.inventory.owned["h100-sxm5-80gb"] = kMaxOwnedGpus;
        const QByteArray bytes = PlanIo::serialize(plan);
        PlanError error;
        const auto back = PlanIo::parse(bytes, &error);
        QVERIFY2(back, qPrintable(error.field + QStringLiteral(": ") + error.detail));
        QVERIFY(*back == plan);
        PlanState other = plan; // a budget or an inventory of their own make another plan
        other.powerBudget->limitW *= 2;
        QVERIFY(other != plan);
        other = plan;
        other.inventory.owned["l40s-48gb"] = 9;
        QVERIFY(other != plan);
        QCOMPARE(back->powerBudget, plan.powerBudget);
        QCOMPARE(back->inventory, plan.inventory);
        // A facility budget is written in kW, a GPU budget in W, as the window and the CLI give them.
        const QJsonObject json = parseObject(bytes).value(QStringLiteral("powerBudget")).toObject();
        QCOMPARE(json.contains(QStringLiteral("limitKw")), b.kind == PowerBudgetKind::FacilityWall);
        QCOMPARE(json.contains(QStringLiteral("limitW")), b.kind == PowerBudgetKind::GpuBoard);
    }
    // Through a file and the window: the tab shows what was saved.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("budget.wattgpu"));
    PlanError error;
    QVERIFY(PlanIo::write(path, budgetPlan(40), &error));
    const auto read = PlanIo::read(path, &error);
    QVERIFY(read && *read == budgetPlan(40));
    // Plans from before issue 27 open with neither.
    QJsonObject old = PlanIo::toJson(PlanState{});
    QVERIFY(!old.contains(QStringLiteral("powerBudget")) && !old.contains(QStringLiteral("inventory")));
    const auto none = PlanIo::parse(QJsonDocument(old).toJson(), &error);
    QVERIFY(none && !none->powerBudget && none->inventory.owned.empty());
    // The disaggregated comparison (issue 37): saved when set, a plan of its own, absent in older plans.
    QVERIFY(!old.contains(QStringLiteral("compareDisaggregated")) && !none->compareDisaggregated);
    PlanState disaggregated = budgetPlan(40);
    disaggregated.compareDisaggregated = true;
    QVERIFY(disaggregated != budgetPlan(40));
    const auto again = PlanIo::parse(PlanIo::serialize(disaggregated), &error);
    QVERIFY(again && *again == disaggregated);
    QVERIFY(disaggregated.scenario(*m_engine->llms().find(k70b), m_engine->gpus()).compareDisaggregated);
    disaggregated.load = FixedConcurrency{}; // offline: nothing to size pools for
    QVERIFY(!disaggregated.scenario(*m_engine->llms().find(k70b), m_engine->gpus()).compareDisaggregated);
    // The Scenario: the facility's PUE is the plan's, owned GPUs the catalog lacks are left out.
    PlanState plan = budgetPlan(40);
    plan.economics.pue = 1.5;
    plan.inventory.owned["no-such-gpu"] = 3;
    const Scenario sc = plan.scenario(*m_engine->llms().find(k70b), m_engine->gpus());
    QVERIFY(sc.powerBudget);
    QCOMPARE(sc.powerBudget->pue, 1.5);
    QCOMPARE(sc.powerBudget->limitW, 40000.0);
    QVERIFY(sc.inventory);
    QCOMPARE(sc.inventory->owned.size(), std::size_t(2));
    QVERIFY(!sc.inventory->owned.count("no-such-gpu"));
}

void TestCapacityBudget::badValuesRefused_data()
{
    QTest::addColumn<QJsonObject>("extra");
    QTest::addColumn<QString>("field");
    const auto budget = [](const char* kind, const char* key, const QJsonValue& v) {
        return QJsonObject{
            {QStringLiteral("powerBudget"),
             QJsonObject{{QStringLiteral("kind"), QString::fromLatin1(kind)}, {QString::fromLatin1(key), v}}}};
    };
    const auto owned = [](const QJsonValue& v) { return QJsonObject{{QStringLiteral("inventory"), v}}; };
    const QString kwField = QStringLiteral("powerBudget.limitKw"), wField = QStringLiteral("powerBudget.limitW");
    QTest::newRow("kW zero") << budget("facility_wall", "limitKw", 0) << kwField;
    QTest::newRow("kW below 1 W") << budget("facility_wall", "limitKw", 0.0009) << kwField;
    QTest::newRow("kW negative") << budget("facility_wall", "limitKw", -40) << kwField;
    QTest::newRow("kW above 10 GW") << budget("facility_wall", "limitKw", 1.0001e7) << kwField;
    QTest::newRow("kW as text") << budget("facility_wall", "limitKw", QStringLiteral("40")) << kwField;
    QTest::newRow("kW missing") << budget("facility_wall", "limitW", 40000) << kwField;
    QTest::newRow("W below 1") << budget("gpu_board", "limitW", 0.5) << wField;
    QTest::newRow("W above 1e10") << budget("gpu_board", "limitW", 1.1e10) << wField;
    QTest::newRow("unknown kind") << budget("rack", "limitW", 1000) << QStringLiteral("powerBudget.kind");
    QTest::newRow("budget not an object")
        << QJsonObject{{QStringLiteral("powerBudget"), 40}} << QStringLiteral("powerBudget");
    QTest::newRow("count zero") << owned(QJsonObject{{QStringLiteral("a100-sxm4-80gb"), 0}})
                                << QStringLiteral("inventory.a100-sxm4-80gb");
    QTest::newRow("count fraction") << owned(QJsonObject{{QStringLiteral("a100-sxm4-80gb"), 1.5}})
                                    << QStringLiteral("inventory.a100-sxm4-80gb");
    QTest::newRow("count above the limit")
        << owned(QJsonObject{{QStringLiteral("a100-sxm4-80gb"), double(kMaxOwnedGpus + 1)}})
        << QStringLiteral("inventory.a100-sxm4-80gb");
    QTest::newRow("count as text") << owned(QJsonObject{{QStringLiteral("a100-sxm4-80gb"), QStringLiteral("16")}})
                                   << QStringLiteral("inventory.a100-sxm4-80gb");
    QTest::newRow("inventory as array") << owned(QJsonArray{QStringLiteral("a100-sxm4-80gb")})
                                        << QStringLiteral("inventory");
    QTest::newRow("control character in an id")
        << owned(QJsonObject{{QStringLiteral("a100\x01"), 1}}) << QStringLiteral("inventory");
    QTest::newRow("disaggregated as text")
        << QJsonObject{{QStringLiteral("compareDisaggregated"), QStringLiteral("auto")}}
        << QStringLiteral("compareDisaggregated");
}

void TestCapacityBudget::badValuesRefused()
{
    QFETCH(QJsonObject, extra);
    QFETCH(QString, field);
    PlanError error;
    QVERIFY(!PlanIo::parse(planBytes(extra), &error));
    QCOMPARE(error.kind, PlanError::Kind::BadField);
    QCOMPARE(error.field, field);
    QVERIFY(!error.detail.isEmpty());
}

void TestCapacityBudget::editorListsGpusSortedAndSearchable()
{
    // Issue 33: the owned-GPUs editor listed GPUs in catalog order, unsearchable, and said
    // "Total: 1 GPUs".
    InventoryEditor editor(Inventory{{{"l40s-48gb", 1}}}, m_engine->gpus(), nullptr);
    QCOMPARE(editor.totalLabel()->text(), QStringLiteral("Total: 1 GPU"));
    auto* gpu = qobject_cast<QComboBox*>(editor.table()->cellWidget(0, 0));
    QVERIFY(gpu);
    QCOMPARE(gpu->currentData().toString(), QStringLiteral("l40s-48gb"));
    QCOMPARE(gpu->count(), int(m_engine->gpus().gpus().size()));
    QCollator collator;
    collator.setNumericMode(true);
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    for (int i = 1; i < gpu->count(); ++i)
        QVERIFY2(collator.compare(gpu->itemText(i - 1), gpu->itemText(i)) <= 0,
                 qPrintable(gpu->itemText(i - 1) + QStringLiteral(" before ") + gpu->itemText(i)));
    // Typing part of a name, in any case, narrows the list to the names holding it.
    QVERIFY(gpu->isEditable() && gpu->completer());
    gpu->completer()->setCompletionPrefix(QStringLiteral("h100"));
    QAbstractItemModel* found = gpu->completer()->completionModel();
    QVERIFY(found->rowCount() >= 2);
    for (int r = 0; r < found->rowCount(); ++r)
        QVERIFY2(found->index(r, 0).data().toString().contains(QStringLiteral("H100")),
                 qPrintable(found->index(r, 0).data().toString()));
    auto* count = qobject_cast<QSpinBox*>(editor.table()->cellWidget(0, 1));
    count->setValue(12000);
    QCOMPARE(editor.totalLabel()->text(), QStringLiteral("Total: %1 GPUs").arg(QLocale().toString(12000)));
}

void TestCapacityBudget::editorAddsRefusesDuplicatesAndImports()
{
    FakePrompter prompter;
    const GpuCatalog& gpus = m_engine->gpus();
    InventoryEditor editor(Inventory{{{"l40s-48gb", 8}}}, gpus, &prompter);
    QCOMPARE(editor.table()->rowCount(), 1);
    QCOMPARE(editor.inventory(), (Inventory{{{"l40s-48gb", 8}}}));
    // A new row takes a GPU not listed yet, at a count of one.
    editor.addRow();
    QCOMPARE(editor.inventory().owned.size(), std::size_t(2));
    auto* count = qobject_cast<QSpinBox*>(editor.table()->cellWidget(1, 1));
    QVERIFY(count);
    QCOMPARE(count->maximum(), int(kMaxOwnedGpus));
    count->setValue(16);
    // The same GPU twice: refused on OK, naming it.
    auto* gpu = qobject_cast<QComboBox*>(editor.table()->cellWidget(1, 0));
    gpu->setCurrentIndex(gpu->findData(QStringLiteral("l40s-48gb")));
    QVERIFY(editor.tableError().contains(gpu->currentText()));
    editor.accept();
    QCOMPARE(editor.result(), int(QDialog::Rejected));
    QCOMPARE(prompter.errors.size(), 1);
    gpu->setCurrentIndex(gpu->findData(QStringLiteral("a100-sxm4-80gb")));
    QVERIFY(editor.tableError().isEmpty());
    QCOMPARE(editor.inventory(), (Inventory{{{"a100-sxm4-80gb", 16}, {"l40s-48gb", 8}}}));
    editor.table()->setCurrentCell(0, 0);
    editor.removeCurrentRow();
    QCOMPARE(editor.inventory(), (Inventory{{{"a100-sxm4-80gb", 16}}}));

    // Import: JSON and CSV through core's parseInventory, replacing the rows; a bad file changes nothing.
    QTemporaryDir dir;
    const auto write = [&](const char* name, const QByteArray& bytes) {
        QFile f(dir.filePath(QString::fromLatin1(name)));
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            return QString();
        return f.fileName();
    };
    QString error;
    QVERIFY2(editor.importFile(write("owned.json", R"({"h100-sxm5-80gb": 8, "l40s-48gb": 4})"), &error),
             qPrintable(error));
    QCOMPARE(editor.inventory(), (Inventory{{{"h100-sxm5-80gb", 8}, {"l40s-48gb", 4}}}));
    QVERIFY2(editor.importFile(write("owned.csv", "gpu,count\na100-sxm4-80gb,16\nl40s-48gb,8\n"), &error),
             qPrintable(error));
    QCOMPARE(editor.inventory(), (Inventory{{{"a100-sxm4-80gb", 16}, {"l40s-48gb", 8}}}));
    QVERIFY(!editor.importFile(write("bad.json", R"({"no-such-gpu": 3})"), &error));
    QVERIFY2(error.contains(QStringLiteral("no-such-gpu")), qPrintable(error));
    QVERIFY(!editor.importFile(write("zero.csv", "gpu,count\na100-sxm4-80gb,0\n"), &error));
    QCOMPARE(editor.inventory(), (Inventory{{{"a100-sxm4-80gb", 16}, {"l40s-48gb", 8}}}));
    QVERIFY(!editor.importFile(dir.filePath(QStringLiteral("missing.json")), &error));
    // Through the Import… button: the prompter's file.
    prompter.nextOpenFile = write("again.json", R"({"b200-sxm-180gb": 2})");
    editor.importButton()->click();
    QCOMPARE(editor.inventory(), (Inventory{{{"b200-sxm-180gb", 2}}}));
}

void TestCapacityBudget::nothingCutInAnyLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const char* l : {"en", "de", "pt_BR", "es"})
        for (QSize s : {QSize(1024, 700), QSize(1280, 720)})
            QTest::addRow("%s %dx%d", l, s.width(), s.height()) << QString::fromLatin1(l) << s;
}

// Every section of the tab in every language at the small sizes: the inputs' texts whole, the
// section tabs whole (no scroll arrows), each summary as tall as its text needs (the page scrolls
// instead of squeezing it) and its table at least three rows tall.
void TestCapacityBudget::nothingCutInAnyLanguage()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    QString error;
    QVERIFY2(setUiLanguage(language, &error), qPrintable(error));
    FakePrompter prompter;
    auto w = testing::showWindow(m_engine, &prompter, size);
    PlanState plan = budgetPlan(40);
    plan.compareDisaggregated = true; // the Disaggregated section with its table
    w->document()->reset(plan, {});
    QVERIFY(w->waitForResults(120000));
    CapacityView* cap = w->chartPanel()->capacity();
    QStringList cut;
    for (int section = 0; section < cap->sections()->count(); ++section) {
        cap->setSection(CapacityView::Section(section));
        QCoreApplication::processEvents();
        const QString where = QStringLiteral("%1: ").arg(cap->sections()->tabText(section));
        for (const QToolButton* scroll : cap->sections()->tabBar()->findChildren<QToolButton*>())
            if (scroll->isVisible())
                cut << where + QStringLiteral("section tabs scroll");
        for (const QAbstractButton* b : cap->findChildren<QAbstractButton*>())
            if (b->isVisible() && !b->text().isEmpty() && b->sizeHint().width() > b->width() + 1)
                cut << where
                        + QStringLiteral("button “%1” needs %2 px, has %3")
                              .arg(b->text())
                              .arg(b->sizeHint().width())
                              .arg(b->width());
        for (const QComboBox* c : cap->findChildren<QComboBox*>()) {
            if (!c->isVisible())
                continue;
            QStyleOptionComboBox opt;
            opt.initFrom(c);
            const QRect field = c->style()->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, c);
            if (c->fontMetrics().horizontalAdvance(c->currentText()) > field.width() + 1)
                cut << where + QStringLiteral("combo “%1”").arg(c->currentText());
        }
        for (const QLabel* l : cap->findChildren<QLabel*>()) {
            if (!l->isVisible() || l->text().isEmpty())
                continue;
            if (l->wordWrap() && l->height() + 1 < l->heightForWidth(l->width()))
                cut << where
                        + QStringLiteral("summary %1 px tall, needs %2")
                              .arg(l->height())
                              .arg(l->heightForWidth(l->width()));
            if (!l->wordWrap() && l->fontMetrics().horizontalAdvance(l->text()) > l->contentsRect().width() + 1)
                cut << where + QStringLiteral("label “%1”").arg(l->text());
        }
        for (const QTableWidget* t : cap->findChildren<QTableWidget*>())
            if (t->isVisible()
                && t->height() < t->horizontalHeader()->height() + 3 * t->verticalHeader()->defaultSectionSize())
                cut << where + QStringLiteral("table %1 px tall").arg(t->height());
    }
    setUiLanguage(QStringLiteral("en"));
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
}

// The README's pictures of the four sections and the editor (WATTGPU_SCREENSHOT_DIR=resources/screenshots):
// the README's plan at 1280 x 720 and 1024 x 700, as `wattgpu PLAN --screenshot` renders the window.
void TestCapacityBudget::screenshots()
{
    const QString dir = qEnvironmentVariable("WATTGPU_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set WATTGPU_SCREENSHOT_DIR to render the Capacity tab's sections");
    for (const QSize size : {QSize(1280, 720), QSize(1024, 700)}) {
        FakePrompter prompter;
        auto w = testing::showWindow(m_engine, &prompter, size);
        // The README's example: PUE 1.3 and three quoted GPUs, as its plan-capacity commands.
        PlanState plan = budgetPlan(40);
        plan.economics.pue = 1.3;
        plan.economics.usdPerGpuHourByGpu = {{"h100-sxm5-80gb", 2.5}, {"b200-sxm-180gb", 5.5}, {"mi300x-192gb", 2.2}};
        w->document()->reset(plan, {});
        QVERIFY(w->waitForResults(120000));
        const struct {
            CapacityView::Section section;
            const char* name;
        } shots[] = {{CapacityView::FleetsSection, "capacity-budget"},
                     {CapacityView::OwnedSection, "capacity-owned"},
                     {CapacityView::PurchasesSection, "capacity-purchases"},
                     {CapacityView::PowerCapSection, "capacity-powercap"}};
        for (const auto& shot : shots) {
            w->chartPanel()->capacity()->setSection(shot.section);
            QCoreApplication::processEvents();
            const QString path = QStringLiteral("%1/%2-%3x%4.png")
                                     .arg(dir, QString::fromLatin1(shot.name))
                                     .arg(size.width())
                                     .arg(size.height());
            QVERIFY2(w->grab().save(path), qPrintable(path));
        }
    }
    // The Disaggregated section on README's issue-37 plan (DeepSeek-V3, 8k prompts, 4 req/s), in each language.
    for (const char* language : {"en", "de", "es", "pt_BR"})
        for (const QSize size : {QSize(1024, 700), QSize(1280, 720), QSize(1440, 900)}) {
            QString error;
            QVERIFY2(setUiLanguage(QString::fromLatin1(language), &error), qPrintable(error));
            FakePrompter prompter;
            auto w = testing::showWindow(m_engine, &prompter, size);
            PlanState plan;
            plan.modelId = QStringLiteral("deepseek-ai/DeepSeek-V3");
            plan.workload.promptLen = 8192;
            plan.workload.outputLen = 1024;
            plan.slaItlMs = 50;
            plan.slaTtftMs = 2000;
            plan.load = RequestRate{4};
            plan.compareDisaggregated = true;
            plan.chartTab = QStringLiteral("capacity");
            w->document()->reset(plan, {});
            QVERIFY(w->waitForResults(120000));
            w->chartPanel()->capacity()->setSection(CapacityView::DisaggregationSection);
            QCoreApplication::processEvents();
            const QString path = QStringLiteral("%1/capacity-disaggregated-%2-%3x%4.png")
                                     .arg(dir, QString::fromLatin1(language))
                                     .arg(size.width())
                                     .arg(size.height());
            QVERIFY2(w->grab().save(path), qPrintable(path));
        }
    setUiLanguage(QStringLiteral("en"));
    InventoryEditor editor(budgetPlan(40).inventory, m_engine->gpus(), nullptr);
    editor.show();
    QCoreApplication::processEvents();
    QVERIFY(editor.grab().save(dir + QStringLiteral("/owned-gpus-editor.png")));
}

WATTGPU_TEST_MAIN(TestCapacityBudget)
#include "test_capacity_budget.moc"
