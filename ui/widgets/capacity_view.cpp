#include "ui/widgets/capacity_view.h"

#include "ui/text/display_text.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

#include <cmath>

namespace wattgpu::ui {

namespace {
enum Col { Gpu, PerReplica, MaxRate, Replicas, Gpus, FleetPower, KwhDay, UsdDay, Co2Day, Ttft, Itl, Why, ColCount };

QTableWidgetItem* numberItem(double v, const QString& text)
{
    auto* item = new QTableWidgetItem(text);
    item->setData(Qt::UserRole, v);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}
} // namespace

CapacityView::CapacityView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("capacityView"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("capacitySummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    layout->addWidget(m_summary);
    m_table = new QTableWidget(0, ColCount, this);
    m_table->setObjectName(QStringLiteral("capacityTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setAlternatingRowColors(true);
    layout->addWidget(m_table, 1);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    retranslateUi();
}

void CapacityView::setResult(const ComputeResultPtr& result, const GpuCatalog& gpus)
{
    m_result = result;
    m_names.clear();
    for (const GpuSpec& g : gpus.gpus())
        m_names.insert(QString::fromStdString(g.id), DisplayText::shortGpuName(g));
    rebuild();
}

QString CapacityView::summaryText() const { return QTextDocumentFragment::fromHtml(m_summary->text()).toPlainText(); }

int CapacityView::feasibleRowCount() const
{
    if (!m_result || !m_result->capacity)
        return 0;
    int n = 0;
    for (const CapacityRow& r : m_result->capacity->rows)
        n += r.replicas > 0 ? 1 : 0;
    return n;
}

void CapacityView::rebuild()
{
    m_table->setRowCount(0);
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
    if (!m_result->capacity) {
        m_summary->setText(tr("Planning the fleets for %1…")
                               .arg(DisplayText::withUnit(*m_result->request.scenario.fleetTargetRps, tr("req/s"))));
        m_table->setVisible(false);
        return;
    }
    m_table->setVisible(true);
    const CapacityPlan& plan = *m_result->capacity;
    auto name = [this](const std::string& id) {
        const QString key = QString::fromStdString(id);
        return m_names.value(key, key);
    };
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
    lines << tr("Fleets for <b>%1</b> at an ITL SLA of <b>%2</b>:")
                 .arg(DisplayText::withUnit(plan.targetRateRps, tr("req/s")),
                      DisplayText::withUnit(plan.slaItlMs, tr("ms")));
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
    m_summary->setText(lines.join(QLatin1Char(' ')));

    m_table->setSortingEnabled(false);
    m_table->setRowCount(int(plan.rows.size()));
    const QString dash = tr("—");
    for (int i = 0; i < int(plan.rows.size()); ++i) {
        const CapacityRow& r = plan.rows[std::size_t(i)];
        const bool ok = r.replicas > 0;
        //: capacity row whose ITL interval at its share of the rate reaches above the SLA
        auto* gpu = new QTableWidgetItem(r.atRisk && r.replicas > 0 ? tr("%1 (at risk)").arg(name(r.gpuId))
                                                                    : name(r.gpuId));
        gpu->setData(Qt::UserRole, QString::fromStdString(r.gpuId));
        gpu->setToolTip(r.atRisk && r.replicas > 0
                            ? tr("%1: the ITL interval reaches %2 ms, above the SLA")
                                  .arg(QString::fromStdString(r.gpuId), DisplayText::number(r.itlMsHigh))
                            : QString::fromStdString(r.gpuId));
        if (lowest && &r == lowest) {
            QFont f = gpu->font();
            f.setBold(true);
            gpu->setFont(f);
        }
        m_table->setItem(i, Gpu, gpu);
        m_table->setItem(i, PerReplica, numberItem(r.gpusPerReplica, QString::number(r.gpusPerReplica)));
        m_table->setItem(i, MaxRate,
                         numberItem(r.maxRatePerReplicaRps, ok ? DisplayText::number(r.maxRatePerReplicaRps) : dash));
        m_table->setItem(i, Replicas, numberItem(r.replicas, ok ? QString::number(r.replicas) : dash));
        m_table->setItem(i, Gpus, numberItem(r.totalGpus, ok ? QString::number(r.totalGpus) : dash));
        m_table->setItem(i, FleetPower, numberItem(r.fleetPowerW, ok ? DisplayText::number(r.fleetPowerW) : dash));
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
            for (int c = 0; c < ColCount; ++c)
                if (QTableWidgetItem* it = m_table->item(i, c))
                    it->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
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
    m_table->setHorizontalHeaderLabels({tr("GPU"), tr("GPUs/replica"), tr("Max req/s per replica"), tr("Replicas"),
                                        tr("GPUs"), tr("Fleet power (W)"), tr("kWh/day"), tr("USD/day"),
                                        tr("kg CO₂/day"), tr("TTFT (ms)"), tr("ITL (ms)"), tr("Why not")});
    m_table->horizontalHeaderItem(UsdDay)->setToolTip(
        tr("Electricity (board energy × PUE × price) plus, when a hardware cost is set, the provisioned GPUs "
           "around the clock"));
    m_table->horizontalHeaderItem(KwhDay)->setToolTip(tr("GPU board energy per day, kWh (PUE not applied)"));
    m_note->setText(tr("Each replica takes at most its max sustainable rate under the SLA; the target rate is "
                       "spread evenly over the replicas. Mean power includes idle time between requests "
                       "(idle power: 15 % of TDP unless set per GPU). Costs use Plan → Cost and carbon assumptions."));
    rebuild();
}

} // namespace wattgpu::ui
