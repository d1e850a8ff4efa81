#include "ui/widgets/purchase_view.h"

#include "ui/text/display_text.h"
#include "ui/widgets/capacity_cells.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>

namespace wattgpu::ui {

namespace {
// The split last but the reasons: it can be long ("5 × (4 × RTX PRO 6000 Blackwell 96GB) + …").
enum Col { Gpu, ToBuy, CapacityAfter, KwhDay, Energy, HardwareUsd, UsdDay, Basis, SplitAfter, Why, ColCount };

QString basisText(CostBasis b)
{
    switch (b) {
    case CostBasis::Electricity: return PurchaseView::tr("electricity only");
    case CostBasis::Quote: return PurchaseView::tr("quoted rate");
    case CostBasis::FlatRate: return PurchaseView::tr("rate per GPU-hour");
    case CostBasis::Purchase: return PurchaseView::tr("purchase price");
    case CostBasis::Unpriced: return PurchaseView::tr("unpriced");
    }
    return {};
}
} // namespace

PurchaseView::PurchaseView(QWidget* parent)
    : CapacitySection(QStringLiteral("purchaseView"), QStringLiteral("purchaseSummary"),
                      QStringLiteral("purchaseTable"), ColCount, parent)
{
    retranslateUi();
}

int PurchaseView::purchaseRowCount() const
{
    return m_result && m_result->outcome.fleet.inventory && !m_table->isHidden()
        ? int(m_result->outcome.fleet.inventory->purchases.size())
        : 0;
}

void PurchaseView::rebuild()
{
    m_table->setRowCount(0);
    m_table->setVisible(false);
    if (!m_result) {
        m_summary->clear();
        return;
    }
    if (showInventoryPending({tr("A purchase adds to the GPUs you own: add them with <b>Owned GPUs…</b> above."),
                              tr("What to buy is a server-mode question: switch the scenario to <b>Server</b> in the "
                                 "workload bar."),
                              tr("The purchases could not be planned: %1"), tr("Planning the purchases…")}))
        return;
    const InventoryPlan& plan = *m_result->outcome.fleet.inventory;
    if (!plan.targetRps) {
        m_summary->setText(tr("A purchase reaches the fleet target: set <b>fleet</b> beside the rate per replica in "
                              "the workload bar."));
        return;
    }
    const QString target = DisplayText::withUnit(*plan.targetRps, tr("req/s"));
    const QString served = DisplayText::withInterval(plan.capacityRps, plan.capacityRpsLow, plan.capacityRpsHigh,
                                                     tr("req/s"));
    if (plan.meetsTarget) {
        m_summary->setText(tr("The owned GPUs serve %1 and carry the fleet target of <b>%2</b>: <b>nothing to buy</b>.")
                               .arg(served, target));
        return;
    }
    auto name = [this](const std::string& id) { return capacity::gpuName(m_names, id); };
    auto label = [&](std::size_t i) {
        const InventoryPurchase& b = plan.purchases[i];
        //: a purchase: GPUs to buy × GPU name
        return tr("%1 × %2").arg(b.gpusToBuy).arg(name(b.gpuId)).toHtmlEscaped();
    };
    QStringList lines;
    //: purchases: the owned GPUs' capacity (with its interval) against the fleet target
    lines << tr("The owned GPUs serve %1, short of the fleet target of <b>%2</b>.").arg(served, target);
    if (plan.purchases.empty()) {
        lines << tr("No GPU type reaches it by a purchase; the table says why.");
    } else {
        lines << tr("The fewest GPUs to buy per GPU type, by USD per day:");
        if (plan.cheapestPurchase) {
            const InventoryPurchase& b = plan.purchases[*plan.cheapestPurchase];
            lines << (costIncludesHardware(b.basis)
                          ? tr("cheapest <b>%1</b> (%2/day, hardware and electricity);")
                          : tr("cheapest <b>%1</b> (%2/day, electricity only: set a hardware cost in Plan → Cost and "
                               "carbon assumptions);"))
                         .arg(label(*plan.cheapestPurchase), DisplayText::withUnit(b.usdPerDay, tr("USD")));
        } else {
            lines << tr("cheapest: none, no purchase has a hardware price;");
        }
        if (plan.lowestEnergyPurchase) {
            const InventoryPurchase& b = plan.purchases[*plan.lowestEnergyPurchase];
            lines << tr("lowest energy <b>%1</b> (%2/day, %3);")
                         .arg(label(*plan.lowestEnergyPurchase),
                              DisplayText::withUnit(b.atTarget.energyPerDayKwh, tr("kWh")),
                              DisplayText::withInterval(b.atTarget.energyPerTokenJ, b.atTarget.energyPerTokenJLow,
                                                        b.atTarget.energyPerTokenJHigh, tr("J/token")));
        }
        if (plan.fewestGpusPurchase)
            lines << tr("fewest GPUs <b>%1</b>.").arg(label(*plan.fewestGpusPurchase));
        if (plan.purchasesOverBudget)
            //: purchases under a power budget that none of them fits
            lines << tr("<b>None of them is within the power budget</b>: each fleet's peak exceeds it.");
        else if (!plan.purchases.empty() && plan.purchases.front().budget)
            lines << tr("The purchases named are within the power budget.");
    }
    m_summary->setText(lines.join(QLatin1Char(' ')));

    m_table->setVisible(true);
    const int rows = int(plan.purchases.size() + plan.notes.size());
    m_table->setRowCount(rows);
    const QString dash = tr("—");
    for (int i = 0; i < int(plan.purchases.size()); ++i) {
        const InventoryPurchase& b = plan.purchases[std::size_t(i)];
        const InventoryLoad& at = b.atTarget;
        QString gpuText = name(b.gpuId);
        if (!at.meetsSla)
            //: a purchase whose fleet misses the SLA at the target
            gpuText = tr("%1 (misses the SLA)").arg(gpuText);
        else if (at.atRisk)
            gpuText = tr("%1 (at risk)").arg(gpuText);
        if (b.budget && !b.budget->withinBudget)
            //: a purchase whose fleet's peak exceeds the power budget
            gpuText = tr("%1 (over the power budget by %2)")
                          .arg(gpuText, DisplayText::withUnit(b.budget->overBudgetW / 1000.0, tr("kW")));
        if (b.outOfDistribution)
            //: a purchase of a custom GPU, or one predicted outside the training data
            gpuText = tr("%1 (out of distribution: an extrapolation)").arg(gpuText);
        if (b.lowEndShort)
            //: the purchase's capacity interval starts below the fleet target
            gpuText = tr("%1 (the capacity interval's low end is short of the target)").arg(gpuText);
        auto* gpu = new QTableWidgetItem(gpuText);
        gpu->setData(Qt::UserRole, QString::fromStdString(b.gpuId));
        if (at.atRisk && plan.slaTtftMs)
            gpu->setToolTip(tr("%1: an ITL or TTFT interval at the target reaches above the SLA (slowest replica "
                               "%2, TTFT %3)")
                                .arg(QString::fromStdString(b.gpuId), DisplayText::withUnit(at.itlMsWorst, tr("ms")),
                                     DisplayText::withUnit(at.ttftMsWorst, tr("ms"))));
        else
            gpu->setToolTip(
                at.atRisk ? tr("%1: an ITL interval at the target reaches above the SLA (slowest replica %2)")
                                .arg(QString::fromStdString(b.gpuId), DisplayText::withUnit(at.itlMsWorst, tr("ms")))
                          : QString::fromStdString(b.gpuId));
        if (plan.cheapestPurchase == std::size_t(i))
            capacity::boldCell(gpu);
        m_table->setItem(i, Gpu, gpu);
        m_table->setItem(i, ToBuy, capacity::numberItem(double(b.gpusToBuy), QString::number(b.gpusToBuy)));
        m_table->setItem(i, SplitAfter, new QTableWidgetItem(capacity::splitText(b.typeAfter, name(b.gpuId))));
        m_table->setItem(i, CapacityAfter,
                         capacity::numberItem(
                             b.capacityRps, DisplayText::interval(b.capacityRps, b.capacityRpsLow, b.capacityRpsHigh)));
        m_table->setItem(i, KwhDay, capacity::numberItem(at.energyPerDayKwh, DisplayText::number(at.energyPerDayKwh)));
        m_table->setItem(i, Energy,
                         capacity::numberItem(
                             at.energyPerTokenJ,
                             DisplayText::interval(at.energyPerTokenJ, at.energyPerTokenJLow, at.energyPerTokenJHigh)));
        m_table->setItem(i, HardwareUsd,
                         capacity::numberItem(b.hardwareUsdPerDay.value_or(0.0),
                                              b.hardwareUsdPerDay ? DisplayText::number(*b.hardwareUsdPerDay) : dash));
        m_table->setItem(i, UsdDay, capacity::numberItem(b.usdPerDay, DisplayText::number(b.usdPerDay)));
        m_table->setItem(i, Basis, new QTableWidgetItem(basisText(b.basis)));
        m_table->setItem(i, Why, new QTableWidgetItem());
    }
    // Core's notes ("gpu-id: why"): a GPU type that offers no purchase, greyed out like the fleets'.
    for (int k = 0; k < int(plan.notes.size()); ++k) {
        const int row = int(plan.purchases.size()) + k;
        const QString note = QString::fromStdString(plan.notes[std::size_t(k)]);
        const qsizetype colon = note.indexOf(QStringLiteral(": "));
        const QString id = colon > 0 ? note.left(colon) : QString();
        const bool named = !id.isEmpty() && m_names.contains(id);
        auto* gpu = new QTableWidgetItem(named ? m_names.value(id) : dash);
        gpu->setData(Qt::UserRole, named ? id : QString());
        m_table->setItem(row, Gpu, gpu);
        auto* why = new QTableWidgetItem(named ? note.mid(colon + 2) : note);
        why->setToolTip(note);
        m_table->setItem(row, Why, why);
        capacity::dimRow(m_table, row);
    }
}

void PurchaseView::retranslateUi()
{
    m_table->setHorizontalHeaderLabels({tr("GPU"), tr("GPUs to buy"), tr("Capacity after (req/s)"), tr("kWh/day"),
                                        tr("J/token"), tr("Hardware USD/day"), tr("USD/day"), tr("Cost basis"),
                                        tr("Split after"), tr("Why none")});
    m_table->horizontalHeaderItem(CapacityAfter)
        ->setToolTip(tr("What the owned GPUs and the purchase serve together under the SLA, req/s, with its "
                        "interval"));
    m_table->horizontalHeaderItem(KwhDay)->setToolTip(
        tr("The whole fleet's GPU board energy per day at the fleet target, kWh (PUE not applied)"));
    m_table->horizontalHeaderItem(Energy)->setToolTip(
        tr("The whole fleet's energy per output token at the fleet target, J, with its interval"));
    m_table->horizontalHeaderItem(HardwareUsd)
        ->setToolTip(tr("The bought GPUs around the clock, USD/day (Plan → Cost and carbon assumptions)"));
    m_table->horizontalHeaderItem(UsdDay)->setToolTip(
        tr("Bought hardware plus the whole fleet's electricity at the fleet target, USD/day"));
    rebuild();
}

} // namespace wattgpu::ui
