#include "ui/widgets/inventory_view.h"

#include "ui/text/display_text.h"
#include "ui/widgets/capacity_cells.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>

namespace wattgpu::ui {

namespace {
enum Col { Gpu, Owned, Used, Split, Capacity, Why, ColCount };
} // namespace

OwnedGpusView::OwnedGpusView(QWidget* parent)
    : CapacitySection(QStringLiteral("ownedGpusView"), QStringLiteral("ownedSummary"), QStringLiteral("ownedTable"),
                      ColCount, parent)
{
    retranslateUi();
}

void OwnedGpusView::rebuild()
{
    m_table->setRowCount(0);
    m_table->setVisible(false);
    if (!m_result) {
        m_summary->clear();
        return;
    }
    if (showInventoryPending(
            {tr("No owned GPUs in the plan: add them with <b>Owned GPUs…</b> above (a GPU type and a "
                "count per row, or a JSON or CSV file)."),
             tr("What owned GPUs serve is a server-mode question: switch the scenario to <b>Server</b> "
                "in the workload bar."),
             tr("The owned GPUs could not be planned: %1"), tr("Planning the owned GPUs…")}))
        return;
    const InventoryPlan& plan = *m_result->outcome.fleet.inventory;
    QStringList lines;
    //: owned GPUs: how many, how many in replicas, the capacity with its interval, the SLA, the headroom
    lines << tr("<b>%1 owned GPUs</b> (%2 in replicas) serve <b>%3</b> under the %4 SLA, each replica at most "
                "%5 % of its max sustainable rate.")
                 .arg(plan.gpusOwned)
                 .arg(plan.gpusUsed)
                 .arg(DisplayText::withInterval(plan.capacityRps, plan.capacityRpsLow, plan.capacityRpsHigh,
                                                tr("req/s")),
                      DisplayText::slaName(plan.slaItlMs, plan.slaTtftMs),
                      DisplayText::number(plan.rateHeadroom * 100));
    const bool ttftLimit = plan.slaTtftMs.has_value();
    auto load = [ttftLimit](const InventoryLoad& l) {
        QString s = tr("%1 mean GPU power, <b>%2</b>")
                        .arg(DisplayText::withInterval(l.meanPowerW, l.meanPowerWLow, l.meanPowerWHigh, tr("W")),
                             DisplayText::withInterval(l.energyPerTokenJ, l.energyPerTokenJLow, l.energyPerTokenJHigh,
                                                       tr("J/token")));
        if (!l.meetsSla && ttftLimit)
            //: owned GPUs that miss an SLA with a TTFT limit: the slowest replica's ITL and TTFT
            s += tr(", <b>misses the SLA</b> (slowest replica %1, TTFT %2)")
                     .arg(DisplayText::withUnit(l.itlMsWorst, tr("ms")),
                          DisplayText::withUnit(l.ttftMsWorst, tr("ms")));
        else if (!l.meetsSla)
            s += tr(", <b>misses the SLA</b> (slowest replica %1)").arg(DisplayText::withUnit(l.itlMsWorst, tr("ms")));
        else if (l.atRisk && ttftLimit)
            s += tr(", ⚠ at risk: an ITL or TTFT interval reaches above the SLA");
        else if (l.atRisk)
            s += tr(", ⚠ at risk: an ITL interval reaches above the SLA");
        return s;
    };
    if (plan.capacityRps > 0)
        lines << tr("At capacity: %1.").arg(load(plan.atCapacity));
    if (plan.targetRps) {
        const QString target = DisplayText::withUnit(*plan.targetRps, tr("req/s"));
        if (plan.meetsTarget && plan.atTarget)
            lines << tr("Fleet target %1: <b>carried, nothing to buy</b>; at the target %2.")
                         .arg(target, load(*plan.atTarget));
        else
            lines << tr("Fleet target %1: not carried, see <b>Purchases</b> for what to buy.").arg(target);
    } else {
        lines << tr("Set a <b>fleet</b> target in the workload bar to see what to buy to reach it.");
    }
    m_summary->setText(lines.join(QLatin1Char(' ')));

    m_table->setVisible(true);
    m_table->setRowCount(int(plan.types.size()));
    for (int i = 0; i < int(plan.types.size()); ++i) {
        const InventoryType& t = plan.types[std::size_t(i)];
        const QString name = capacity::gpuName(m_names, t.gpuId);
        auto* gpu = new QTableWidgetItem(name);
        gpu->setData(Qt::UserRole, QString::fromStdString(t.gpuId));
        gpu->setToolTip(QString::fromStdString(t.gpuId));
        m_table->setItem(i, Gpu, gpu);
        m_table->setItem(i, Owned, capacity::numberItem(double(t.owned), QString::number(t.owned)));
        m_table->setItem(i, Used, capacity::numberItem(double(t.used), QString::number(t.used)));
        auto* split = new QTableWidgetItem(capacity::splitText(t, name));
        QStringList rates;
        for (const InventoryReplicas& r : t.split)
            //: an owned replica size and its max sustainable rate with the interval
            rates << tr("%1: at most %2 per replica")
                         .arg(DisplayText::deploymentName(name, r.gpusPerReplica),
                              DisplayText::withInterval(r.maxRateRps, r.maxRateRpsLow, r.maxRateRpsHigh, tr("req/s")));
        split->setToolTip(rates.join(QLatin1Char('\n')));
        m_table->setItem(i, Split, split);
        m_table->setItem(
            i, Capacity,
            capacity::numberItem(
                t.capacityRps,
                t.split.empty() ? tr("—") : DisplayText::interval(t.capacityRps, t.capacityRpsLow, t.capacityRpsHigh)));
        auto* why = new QTableWidgetItem(QString::fromStdString(t.reason));
        why->setToolTip(why->text());
        m_table->setItem(i, Why, why);
        if (t.split.empty())
            capacity::dimRow(m_table, i);
    }
}

void OwnedGpusView::retranslateUi()
{
    m_table->setHorizontalHeaderLabels(
        {tr("GPU"), tr("Owned"), tr("In replicas"), tr("Split"), tr("Capacity (req/s)"), tr("Why none")});
    m_table->horizontalHeaderItem(Capacity)->setToolTip(
        tr("What this GPU type serves under the SLA, req/s, with its interval (the ITL interval's "
           "upper and lower end tested against the SLA)"));
    m_table->horizontalHeaderItem(Split)->setToolTip(tr("Replicas × (GPUs per replica), the split with the most "
                                                        "request rate from the owned count"));
    rebuild();
}

} // namespace wattgpu::ui
