#include "ui/widgets/power_cap_view.h"

#include "ui/text/display_text.h"
#include "ui/widgets/capacity_cells.h"

#include <QLabel>
#include <QTableWidget>

namespace wattgpu::ui {

namespace {
enum Col { CapPercent, CapW, Itl, ReplicaPower, Energy, Sla, Replicas, Gpus, FleetPower, Peak, Budget, Why, ColCount };

QString kw(double w) { return DisplayText::withUnit(w / 1000.0, PowerCapView::tr("kW")); }
} // namespace

PowerCapView::PowerCapView(QWidget* parent)
    : CapacitySection(QStringLiteral("powerCapView"), QStringLiteral("powerCapSummary"),
                      QStringLiteral("powerCapTable"), ColCount, parent)
{
    retranslateUi();
}

void PowerCapView::rebuild()
{
    m_table->setRowCount(0);
    m_table->setVisible(false);
    if (!m_result) {
        m_summary->clear();
        return;
    }
    const Scenario& sc = m_result->request.scenario;
    if (!sc.rateRps() || !sc.fleetTargetRps) {
        m_summary->setText(tr("The power cap is swept for the fleet that carries the fleet target: switch the "
                              "scenario to <b>Server</b> and set <b>fleet</b> in the workload bar."));
        return;
    }
    const FleetAnswers& answers = m_result->outcome.fleet;
    if (!answers.powerCapSweep) {
        if (m_result->sweeps.done && m_result->sweeps.error)
            m_summary->setText(tr("The power cap could not be swept: %1")
                                   .arg(QString::fromStdString(m_result->sweeps.error->message()).toHtmlEscaped()));
        else if (m_result->sweeps.done)
            m_summary->setText(tr("No fleet carries the fleet target under the SLA, so there is no deployment to "
                                  "cap."));
        else
            m_summary->setText(tr("Sweeping the power cap…"));
        return;
    }
    const PowerCapSweep& sweep = *answers.powerCapSweep;
    const QString deployment =
        DisplayText::deploymentName(capacity::gpuName(m_names, sweep.gpuId), sweep.gpusPerReplica).toHtmlEscaped();
    // Which fleet core swept: the best within the budget when there is one, else the lowest energy.
    bool bestWithin = false;
    if (answers.capacity && answers.powerBudget && answers.powerBudget->bestWithinBudgetRow) {
        const CapacityRow& best = answers.capacity->rows[*answers.powerBudget->bestWithinBudgetRow];
        bestWithin = best.gpuId == sweep.gpuId && best.gpusPerReplica == sweep.gpusPerReplica;
    }
    QStringList lines;
    const bool breaks = answers.headline && answers.headline->breaksBudget;
    lines << (breaks ? tr("The power cap as a lever for <b>%1</b>, the fleet of the smallest peak (no fleet fits the "
                          "power budget), at caps of its %2 limit per GPU.")
                  : bestWithin
                  ? tr("The power cap as a lever for <b>%1</b>, the best fleet within the power budget, at "
                       "caps of its %2 limit per GPU.")
                  : tr("The power cap as a lever for <b>%1</b>, the lowest-energy fleet, at caps of its %2 "
                       "limit per GPU."))
                 .arg(deployment, DisplayText::withUnit(sweep.tdpW, tr("W")));
    if (sweep.referenceRateRps)
        //: power cap sweep: the rate one replica is held at, and the fleet target it is a share of
        lines << tr("One replica is held at %1, its share of %2 in the uncapped fleet.")
                     .arg(DisplayText::withUnit(*sweep.referenceRateRps, tr("req/s")),
                          DisplayText::withUnit(sweep.fleetTargetRps, tr("req/s")));
    else
        lines << tr("The uncapped deployment carries no fleet; the rows say why.");
    if (sweep.slaBreaksAtPercent)
        //: power cap sweep: the SLA by its limits ("50 ms ITL") and the cap where it breaks
        lines << tr("The %1 SLA <b>breaks at %2 %</b>.")
                     .arg(DisplayText::slaName(sweep.slaItlMs, sweep.slaTtftMs),
                          DisplayText::number(*sweep.slaBreaksAtPercent));
    else if (!sweep.steps.empty())
        lines << tr("The %1 SLA holds down to %2 %.")
                     .arg(DisplayText::slaName(sweep.slaItlMs, sweep.slaTtftMs),
                          DisplayText::number(sweep.steps.back().capPercent));
    if (sweep.fleetBreaksAtPercent)
        lines
            << tr("From %1 % no fleet of it carries the target.").arg(DisplayText::number(*sweep.fleetBreaksAtPercent));
    m_summary->setText(lines.join(QLatin1Char(' ')));

    bool budget = false;
    for (const PowerCapStep& s : sweep.steps)
        budget = budget || s.budget.has_value();
    m_table->setColumnHidden(Peak, !budget);
    m_table->setColumnHidden(Budget, !budget);
    if (budget && answers.powerBudget)
        m_table->horizontalHeaderItem(Peak)->setText(answers.powerBudget->budget.kind == PowerBudgetKind::FacilityWall
                                                         ? tr("Peak at wall (kW)")
                                                         : tr("Peak GPUs (kW)"));
    m_table->setVisible(true);
    m_table->setRowCount(int(sweep.steps.size()));
    const QString dash = tr("—");
    const bool replica = sweep.referenceRateRps.has_value();
    for (int i = 0; i < int(sweep.steps.size()); ++i) {
        const PowerCapStep& s = sweep.steps[std::size_t(i)];
        const bool fleet = s.fleet.replicas > 0;
        auto* cap = capacity::numberItem(s.capPercent, tr("%1 %").arg(DisplayText::number(s.capPercent)));
        if (sweep.slaBreaksAtPercent && *sweep.slaBreaksAtPercent == s.capPercent)
            capacity::boldCell(cap);
        m_table->setItem(i, CapPercent, cap);
        auto* capW = capacity::numberItem(s.capW, DisplayText::number(s.capW));
        //: the power cap is below what the replica would draw, so the GPU lowers its clock
        capW->setToolTip(s.throttled ? tr("Below what the replica would draw: the GPU lowers its clock") : QString());
        m_table->setItem(i, CapW, capW);
        m_table->setItem(
            i, Itl,
            capacity::numberItem(s.itlMs, replica ? DisplayText::interval(s.itlMs, s.itlMsLow, s.itlMsHigh) : dash));
        m_table->setItem(
            i, ReplicaPower,
            capacity::numberItem(
                s.meanPowerW, replica ? DisplayText::interval(s.meanPowerW, s.meanPowerWLow, s.meanPowerWHigh) : dash));
        m_table->setItem(
            i, Energy,
            capacity::numberItem(s.energyPerTokenJ, replica ? DisplayText::number(s.energyPerTokenJ) : dash));
        QString sla = dash;
        if (replica)
            //: power cap sweep: the reference replica cannot keep up with its rate at this cap
            sla = !s.stable   ? tr("misses (overloaded)")
                : !s.meetsSla ? tr("misses")
                : s.atRisk    ? tr("at risk")
                              : tr("meets");
        auto* slaItem = new QTableWidgetItem(s.throttled && replica ? tr("%1, throttled").arg(sla) : sla);
        if (sweep.slaBreaksAtPercent && *sweep.slaBreaksAtPercent == s.capPercent)
            capacity::boldCell(slaItem);
        m_table->setItem(i, Sla, slaItem);
        m_table->setItem(
            i, Replicas,
            capacity::numberItem(double(s.fleet.replicas), fleet ? QString::number(s.fleet.replicas) : dash));
        m_table->setItem(
            i, Gpus,
            capacity::numberItem(double(s.fleet.totalGpus), fleet ? QString::number(s.fleet.totalGpus) : dash));
        m_table->setItem(
            i, FleetPower,
            capacity::numberItem(s.fleet.fleetPowerW, fleet ? DisplayText::number(s.fleet.fleetPowerW) : dash));
        if (s.budget) {
            const BudgetRow& b = *s.budget;
            const bool feasible = fleet && b.feasible;
            m_table->setItem(
                i, Peak,
                capacity::numberItem(b.heldPowerW, feasible ? DisplayText::number(b.heldPowerW / 1000.0) : dash));
            m_table->setItem(
                i, Budget,
                new QTableWidgetItem(
                    !feasible ? dash
                        : b.withinBudget
                        ? tr("within: %1 headroom").arg(kw(b.headroomW))
                        : tr("over by %1 (%2 %)").arg(kw(b.overBudgetW), DisplayText::number(b.overBudgetPercent))));
        }
        auto* why = new QTableWidgetItem(fleet ? QString() : QString::fromStdString(s.fleet.reason));
        why->setToolTip(why->text());
        m_table->setItem(i, Why, why);
    }
}

void PowerCapView::retranslateUi()
{
    m_table->setHorizontalHeaderLabels({tr("Cap (% of limit)"), tr("Cap (W/GPU)"), tr("ITL (ms)"),
                                        tr("Replica power (W)"), tr("J/token"), tr("SLA"), tr("Replicas"), tr("GPUs"),
                                        tr("Fleet power (W)"), tr("Peak (kW)"), tr("Budget"), tr("Why no fleet")});
    m_table->horizontalHeaderItem(Itl)->setToolTip(
        tr("One replica at the reference rate, ms, with its interval, in the plan's ITL definition"));
    m_table->horizontalHeaderItem(ReplicaPower)
        ->setToolTip(tr("One replica's mean power at the reference rate, W, with its interval"));
    m_table->horizontalHeaderItem(Energy)->setToolTip(tr("Energy per output token of that replica, J"));
    m_table->horizontalHeaderItem(Gpus)->setToolTip(tr("GPUs the fleet target needs at this cap"));
    m_table->horizontalHeaderItem(FleetPower)->setToolTip(tr("That fleet's predicted mean GPU power, W"));
    rebuild();
}

} // namespace wattgpu::ui
