#include "app/lib/report/report_fleet.h"

#include "app/lib/report/report_disaggregation.h"
#include "app/lib/report/report_format.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace wattgpu::report {

namespace {

using Json = nlohmann::ordered_json;

QString sig3(double v, const QLocale& locale) { return figureText(v, Figure::Sig3, locale); }

QString range(double lo, double hi, const QLocale& locale)
{
    //: an interval: "<low>–<high>"
    return QCoreApplication::translate("Report", "%1–%2").arg(sig3(lo, locale), sig3(hi, locale));
}

// The GPU's name as the report's rows give it; the id when the report has no row for it.
std::string gpuName(const ReportModel& m, const std::string& id)
{
    for (const auto& r : m.outcome.rows)
        if (r.prediction.gpuId == id)
            return r.gpuName;
    return id;
}

QString splitText(const ReportModel& m, const InventoryType& t)
{
    QStringList parts;
    for (const InventoryReplicas& r : t.split)
        //: replicas of one size in a split: "<replicas> × (<deployment>)", e.g. "4 × (4 × A100 SXM4)"
        parts << QCoreApplication::translate("Report", "%1 × (%2)")
                     .arg(QString::number(r.replicas), fleetDeploymentText(m, t.gpuId, r.gpusPerReplica));
    return parts.isEmpty() ? dash() : parts.join(QStringLiteral(" + "));
}

QString kw(double w, const QLocale& locale) { return sig3(w / 1000.0, locale); }

// A cap's percentage as written: "90", not "90.0" beside "100" (a whole number stays whole).
QString percent(double v, const QLocale& locale)
{
    return v == std::round(v) ? locale.toString(static_cast<long long>(std::llround(v))) : sig3(v, locale);
}

double rounded(double v) { return roundFigure(v, Figure::Sig3).value_or(0.0); }

Json roundedOrNull(const std::optional<double>& v) { return v ? Json(rounded(*v)) : Json(nullptr); }

Json loadJson(const InventoryLoad& l)
{
    return Json{{"rate_rps", rounded(l.rateRps)},
                {"mean_power_w", rounded(l.meanPowerW)},
                {"mean_power_w_low", rounded(l.meanPowerWLow)},
                {"mean_power_w_high", rounded(l.meanPowerWHigh)},
                {"energy_per_token_j", rounded(l.energyPerTokenJ)},
                {"energy_per_token_j_low", rounded(l.energyPerTokenJLow)},
                {"energy_per_token_j_high", rounded(l.energyPerTokenJHigh)},
                {"energy_per_day_kwh", rounded(l.energyPerDayKwh)},
                {"meets_sla", l.meetsSla},
                {"at_risk", l.atRisk}};
}

Json typeJson(const InventoryType& t)
{
    Json split = Json::array();
    for (const InventoryReplicas& r : t.split)
        split.push_back(Json{{"gpus_per_replica", r.gpusPerReplica},
                             {"replicas", r.replicas},
                             {"max_rate_per_replica_rps", rounded(r.maxRateRps)},
                             {"max_rate_per_replica_rps_low", rounded(r.maxRateRpsLow)},
                             {"max_rate_per_replica_rps_high", rounded(r.maxRateRpsHigh)}});
    return Json{{"gpu", t.gpuId},
                {"owned", t.owned},
                {"used", t.used},
                {"split", split},
                {"capacity_rps", rounded(t.capacityRps)},
                {"capacity_rps_low", rounded(t.capacityRpsLow)},
                {"capacity_rps_high", rounded(t.capacityRpsHigh)},
                {"reason", t.reason}};
}

// The purchases a table shows: the first ten by USD/day and every one the summary names.
std::vector<std::size_t> shownPurchases(const InventoryPlan& p)
{
    constexpr std::size_t kShown = 10;
    std::vector<std::size_t> shown;
    for (std::size_t i = 0; i < p.purchases.size(); ++i)
        if (i < kShown || p.cheapestPurchase == i || p.lowestEnergyPurchase == i || p.fewestGpusPurchase == i)
            shown.push_back(i);
    return shown;
}

QString purchaseName(const ReportModel& m, const InventoryPlan& p, const std::optional<std::size_t>& i)
{
    if (!i)
        return dash();
    const InventoryPurchase& b = p.purchases[*i];
    return fleetDeploymentText(m, b.gpuId, static_cast<int>(b.gpusToBuy));
}

} // namespace

QString fleetDeploymentText(const ReportModel& m, const std::string& gpuId, int gpusPerReplica)
{
    return deploymentText(gpuName(m, gpuId), gpuId, gpusPerReplica);
}

QString fleetHeadlineText(const ReportModel& m, const QLocale& locale)
{
    const CapacityRow* r = m.outcome.headlineFleet();
    if (!r)
        return {};
    const QString perReplica = fleetDeploymentText(m, r->gpuId, r->gpusPerReplica);
    const QString target = inputText(m.outcome.scenario.fleetTargetRps.value_or(0), locale);
    const auto& b = m.outcome.fleet.powerBudget;
    QString s;
    if (m.outcome.fleet.headline->breaksBudget && b && b->shortfallW)
        //: page 1 with a fleet target and no fleet within the power budget
        s = QCoreApplication::translate("Report",
                                        "Fleet for %1 req/s: %2 replicas of %3 (%4 GPUs) — no fleet fits the %5 kW "
                                        "power budget; this one, of the smallest peak, exceeds it by %6 kW.")
                .arg(target, QString::number(r->replicas), perReplica, QString::number(r->totalGpus),
                     kw(b->budget.limitW, locale), kw(*b->shortfallW, locale));
    else if (b)
        //: page 1 with a fleet target and a power budget
        s = QCoreApplication::translate(
                "Report",
                "Fleet for %1 req/s: %2 replicas of %3 (%4 GPUs, %5 kWh/day), the lowest-energy "
                "fleet within the %6 kW power budget.")
                .arg(target, QString::number(r->replicas), perReplica, QString::number(r->totalGpus),
                     sig3(r->energyPerDayKwh, locale), kw(b->budget.limitW, locale));
    else
        //: page 1 with a fleet target
        s = QCoreApplication::translate(
                "Report",
                "Fleet for %1 req/s: %2 replicas of %3 (%4 GPUs, %5 kWh/day), the lowest-energy "
                "fleet.")
                .arg(target, QString::number(r->replicas), perReplica, QString::number(r->totalGpus),
                     sig3(r->energyPerDayKwh, locale));
    //: after the fleet: the per-replica ranking that follows it on page 1 is a different question
    s += QLatin1Char(' ')
        + QCoreApplication::translate("Report",
                                      "Each replica is %1; the ranking below is for one replica at the "
                                      "plan's rate per replica.")
              .arg(perReplica);
    return s;
}

Json fleetHeadlineJson(const ReportModel& m)
{
    const CapacityRow* r = m.outcome.headlineFleet();
    if (!r)
        return nullptr;
    const QString perReplica = fleetDeploymentText(m, r->gpuId, r->gpusPerReplica);
    Json breaks = Json::array();
    if (m.outcome.fleet.headline->breaksBudget)
        breaks.push_back("power_budget");
    return Json{{"fleet",
                 QCoreApplication::translate("Report", "%1 × (%2)")
                     .arg(QString::number(r->replicas), perReplica)
                     .toStdString()},
                {"per_replica_deployment", perReplica.toStdString()},
                {"deployment_key", deploymentKey(r->gpuId, r->gpusPerReplica, GpuCountMode::AllCounts)},
                {"gpu", r->gpuId},
                {"gpus_per_replica", r->gpusPerReplica},
                {"replicas", r->replicas},
                {"total_gpus", r->totalGpus},
                {"breaks", breaks}};
}

bool hasFleetSection(const ReportModel& m)
{
    return m.outcome.fleet.capacity || m.outcome.fleet.inventory || m.outcome.fleet.disaggregation;
}

QStringList fleetSummaryLines(const ReportModel& m, const QLocale& locale)
{
    QStringList lines;
    const QString sla = inputText(m.outcome.scenario.slaItlMs, locale);
    if (const auto& plan = m.outcome.fleet.capacity) {
        const auto name = [&](const std::optional<std::size_t>& i) {
            if (!i)
                return dash();
            const CapacityRow& r = plan->rows[*i];
            //: a fleet: "<replicas> × <deployment>", e.g. "5 × 4 × H100 SXM5"
            return QCoreApplication::translate("Report", "%1 replicas of %2")
                .arg(QString::number(r.replicas), fleetDeploymentText(m, r.gpuId, r.gpusPerReplica));
        };
        lines << QCoreApplication::translate(
                     "Report",
                     "Fleet target %1 req/s under the %2 ms ITL SLA, each replica loaded to at most %3 % of its "
                     "max rate. Lowest energy: %4; cheapest: %5; fewest GPUs: %6.")
                     .arg(inputText(plan->targetRateRps, locale), sla, sig3(plan->rateHeadroom * 100, locale),
                          name(m.outcome.fleet.headline ? std::optional<std::size_t>(m.outcome.fleet.headline->row)
                                                        : plan->lowestEnergyRow),
                          name(plan->cheapestRow), name(plan->fewestGpusRow));
        if (const auto& b = m.outcome.fleet.powerBudget) {
            const bool wall = b->budget.kind == PowerBudgetKind::FacilityWall;
            lines
                << (wall ? QCoreApplication::translate(
                               "Report",
                               "Power budget %1 kW at the wall (PUE %2), held against each fleet's provisioned peak: "
                               "its GPUs × each GPU's power limit × PUE. A budget is a peak limit and a fleet may draw "
                               "its limit in a burst, so the mean power is shown beside it.")
                               .arg(kw(b->budget.limitW, locale), inputText(b->budget.pue, locale))
                         : QCoreApplication::translate(
                               "Report",
                               "Power budget %1 kW of GPU boards, held against each fleet's provisioned peak: its GPUs "
                               "× each GPU's power limit. A budget is a peak limit and a fleet may draw its limit in "
                               "a burst, so the mean power is shown beside it.")
                               .arg(kw(b->budget.limitW, locale)));
            if (b->bestWithinBudgetRow)
                lines << QCoreApplication::translate(
                             "Report", "Best within the budget (lowest energy): %1, peak %2 kW, %3 kW left.")
                             .arg(name(b->bestWithinBudgetRow), kw(b->rows[*b->bestWithinBudgetRow].heldPowerW, locale),
                                  kw(b->rows[*b->bestWithinBudgetRow].headroomW, locale));
            else if (b->smallestPeakRow && b->shortfallW)
                lines << QCoreApplication::translate(
                             "Report",
                             "No fleet fits the budget: the smallest peak, %1 at %2 kW, exceeds it by %3 kW (%4 %).")
                             .arg(name(b->smallestPeakRow), kw(b->rows[*b->smallestPeakRow].heldPowerW, locale),
                                  kw(*b->shortfallW, locale),
                                  sig3(b->rows[*b->smallestPeakRow].overBudgetPercent, locale));
            else
                lines << QCoreApplication::translate("Report", "No fleet meets the SLA, so none fits the budget.");
        }
    }
    if (const auto& inv = m.outcome.fleet.inventory) {
        lines << QCoreApplication::translate(
                     "Report",
                     "Owned GPUs (%1): %2 req/s (%3) under the %4 ms ITL SLA with %5 GPUs in replicas; at that rate "
                     "%6 J/token (%7).")
                     .arg(QString::number(inv->gpusOwned), sig3(inv->capacityRps, locale),
                          range(inv->capacityRpsLow, inv->capacityRpsHigh, locale), sla, QString::number(inv->gpusUsed),
                          sig3(inv->atCapacity.energyPerTokenJ, locale),
                          range(inv->atCapacity.energyPerTokenJLow, inv->atCapacity.energyPerTokenJHigh, locale));
        if (inv->targetRps && inv->meetsTarget && inv->atTarget)
            lines << QCoreApplication::translate(
                         "Report", "They carry the fleet target of %1 req/s (%2 W mean, %3 J/token): nothing to buy.")
                         .arg(inputText(*inv->targetRps, locale), sig3(inv->atTarget->meanPowerW, locale),
                              sig3(inv->atTarget->energyPerTokenJ, locale));
        else if (inv->targetRps && !inv->purchases.empty()) {
            if (inv->atTarget) // the rate is within the capacity, but a replica's share misses the SLA
                lines << QCoreApplication::translate("Report",
                                                     "They reach the fleet target's rate of %1 req/s but miss the SLA "
                                                     "there. To buy: cheapest %2; lowest energy %3; fewest GPUs %4.")
                             .arg(inputText(*inv->targetRps, locale), purchaseName(m, *inv, inv->cheapestPurchase),
                                  purchaseName(m, *inv, inv->lowestEnergyPurchase),
                                  purchaseName(m, *inv, inv->fewestGpusPurchase));
            else
                lines << QCoreApplication::translate(
                             "Report",
                             "Short of the fleet target of %1 req/s by %2 req/s. To buy: cheapest %3; lowest energy "
                             "%4; fewest GPUs %5.")
                             .arg(inputText(*inv->targetRps, locale), sig3(*inv->targetRps - inv->capacityRps, locale),
                                  purchaseName(m, *inv, inv->cheapestPurchase),
                                  purchaseName(m, *inv, inv->lowestEnergyPurchase),
                                  purchaseName(m, *inv, inv->fewestGpusPurchase));
            if (inv->purchasesOverBudget)
                //: purchases with a power budget that none of them fits
                lines << QCoreApplication::translate("Report",
                                                     "None of these purchases is within the power budget: the fleet "
                                                     "each builds needs a higher peak than it allows.");
            else if (m.outcome.fleet.powerBudget)
                lines << QCoreApplication::translate("Report",
                                                     "The purchases named are within the power budget (the fleet's "
                                                     "GPUs in replicas at their power limit).");
        } else if (inv->targetRps)
            lines << QCoreApplication::translate(
                         "Report", "Short of the fleet target of %1 req/s, and no GPU type compared can close the gap.")
                         .arg(inputText(*inv->targetRps, locale));
    }
    lines << disaggregationSummaryLines(m, locale);
    return lines;
}

std::vector<TextTable> fleetTables(const ReportModel& m, const QLocale& locale)
{
    std::vector<TextTable> tables;
    if (const auto& plan = m.outcome.fleet.capacity) {
        TextTable t;
        t.id = "fleet";
        t.title = QCoreApplication::translate("Report", "Fleets for the target");
        t.columns = {{QCoreApplication::translate("Report", "Fleet"), {}, false, true, "deployment"},
                     {QCoreApplication::translate("Report", "Replicas"), {}, true, false, "replicas"},
                     {QCoreApplication::translate("Report", "GPUs"), {}, true, false, "total_gpus"},
                     {QCoreApplication::translate("Report", "Mean power"), QCoreApplication::translate("Report", "kW"),
                      true, false, "fleet_power_w"},
                     {QCoreApplication::translate("Report", "Energy"), QCoreApplication::translate("Report", "kWh/day"),
                      true, false, "energy_per_day_kwh"},
                     {QCoreApplication::translate("Report", "Energy"), QCoreApplication::translate("Report", "J/token"),
                      true, false, "energy_per_token_j"},
                     {QCoreApplication::translate("Report", "Cost"), QCoreApplication::translate("Report", "USD/day"),
                      true, false, "usd_per_day"}};
        const auto& b = m.outcome.fleet.powerBudget;
        if (b)
            t.columns.insert(t.columns.end(),
                             {{QCoreApplication::translate("Report", "Peak"),
                               QCoreApplication::translate("Report", "kW"), true, false, "held_power_w"},
                              {QCoreApplication::translate("Report", "Budget"), {}, false, true, "within_budget"}});
        for (std::size_t i = 0; i < plan->rows.size(); ++i) {
            const CapacityRow& r = plan->rows[i];
            if (r.replicas <= 0)
                continue; // the deployments that do not carry the target are in the tables above
            TextRow row;
            row.key = deploymentKey(r.gpuId, r.gpusPerReplica, GpuCountMode::AllCounts);
            row.highlight = m.outcome.fleet.headline && m.outcome.fleet.headline->row == i; // the headline fleet
            QString label = fleetDeploymentText(m, r.gpuId, r.gpusPerReplica);
            row.cells = {TextCell{label,
                                  r.atRisk ? QCoreApplication::translate("Report", "at risk: ITL up to %1 ms")
                                                 .arg(sig3(r.itlMsHigh, locale))
                                           : QString(),
                                  r.atRisk ? TextCell::Tone::Bad : TextCell::Tone::Normal},
                         TextCell{QString::number(r.replicas)},
                         TextCell{QString::number(r.totalGpus)},
                         TextCell{kw(r.fleetPowerW, locale)},
                         TextCell{sig3(r.energyPerDayKwh, locale)},
                         TextCell{sig3(r.energyPerTokenJ, locale)},
                         TextCell{sig3(r.usdPerDay, locale)}};
            if (b) {
                const BudgetRow& br = b->rows[i];
                row.cells.push_back(TextCell{kw(br.heldPowerW, locale)});
                row.cells.push_back(
                    br.withinBudget ? TextCell{QCoreApplication::translate("Report", "within, %1 kW left")
                                                   .arg(kw(br.headroomW, locale)),
                                               {},
                                               TextCell::Tone::Good}
                                    : TextCell{QCoreApplication::translate("Report", "over by %1 kW (%2 %)")
                                                   .arg(kw(br.overBudgetW, locale), sig3(br.overBudgetPercent, locale)),
                                               {},
                                               TextCell::Tone::Bad});
            }
            t.rows.push_back(std::move(row));
        }
        t.footnote = QCoreApplication::translate(
            "Report",
            "Mean power and energy at the fleet target spread over the replicas (GPU boards, PUE not "
            "applied); the cost is electricity at the facility plus the hardware rate where one is set.");
        if (!t.rows.empty())
            tables.push_back(std::move(t));
    }
    if (const auto& cap = m.outcome.fleet.powerCapSweep) {
        TextTable t;
        t.id = "power_cap";
        //: heading of the power-cap table: "Power cap for <deployment> per replica"
        t.title = QCoreApplication::translate("Report", "Power cap for %1 per replica")
                      .arg(fleetDeploymentText(m, cap->gpuId, cap->gpusPerReplica));
        t.columns = {{QCoreApplication::translate("Report", "Cap"), QCoreApplication::translate("Report", "% of limit"),
                      true, false, "cap_percent"},
                     {QCoreApplication::translate("Report", "Cap"), QCoreApplication::translate("Report", "W/GPU"),
                      true, false, "cap_w"},
                     {QCoreApplication::translate("Report", "ITL"), QCoreApplication::translate("Report", "ms"), true,
                      false, "itl_ms"},
                     {QCoreApplication::translate("Report", "SLA"), {}, false, false, "meets_sla"},
                     {QCoreApplication::translate("Report", "Power"),
                      QCoreApplication::translate("Report", "W/replica"), true, false, "mean_power_w"},
                     {QCoreApplication::translate("Report", "Energy"), QCoreApplication::translate("Report", "J/token"),
                      true, false, "energy_per_token_j"},
                     {QCoreApplication::translate("Report", "Fleet"), QCoreApplication::translate("Report", "GPUs"),
                      true, false, "total_gpus"},
                     {QCoreApplication::translate("Report", "Fleet"), QCoreApplication::translate("Report", "kWh/day"),
                      true, false, "fleet_energy_per_day_kwh"}};
        if (m.outcome.fleet.powerBudget)
            t.columns.push_back({QCoreApplication::translate("Report", "Budget"), {}, false, true, "within_budget"});
        const bool ref = cap->referenceRateRps.has_value();
        for (const PowerCapStep& st : cap->steps) {
            const bool fleet = st.fleet.replicas > 0;
            TextRow row;
            row.key = std::to_string(static_cast<int>(st.capPercent));
            // Highlight means "the answer" in every table: the row where the SLA breaks is marked by its
            // SLA cell (Bad), never highlighted as if it were the best.
            row.highlight = false;
            const QString sla = !ref ? dash()
                : st.meetsSla        ? (st.atRisk ? QCoreApplication::translate("Report", "meets (at risk)")
                                                  : QCoreApplication::translate("Report", "meets"))
                                     : QCoreApplication::translate("Report", "misses");
            row.cells = {TextCell{percent(st.capPercent, locale)},
                         TextCell{sig3(st.capW, locale)},
                         ref ? TextCell{sig3(st.itlMs, locale), range(st.itlMsLow, st.itlMsHigh, locale)}
                             : TextCell{dash()},
                         TextCell{sla, {}, ref && !st.meetsSla ? TextCell::Tone::Bad : TextCell::Tone::Normal},
                         ref ? TextCell{sig3(st.meanPowerW, locale), range(st.meanPowerWLow, st.meanPowerWHigh, locale)}
                             : TextCell{dash()},
                         ref ? TextCell{sig3(st.energyPerTokenJ, locale)} : TextCell{dash()},
                         TextCell{fleet ? QString::number(st.fleet.totalGpus) : dash()},
                         TextCell{fleet ? sig3(st.fleet.energyPerDayKwh, locale) : dash()}};
            if (m.outcome.fleet.powerBudget)
                row.cells.push_back(
                    !st.budget || !st.budget->feasible ? TextCell{dash()}
                        : st.budget->withinBudget
                        ? TextCell{QCoreApplication::translate("Report", "within"), {}, TextCell::Tone::Good}
                        : TextCell{QCoreApplication::translate("Report", "over by %1 kW")
                                       .arg(kw(st.budget->overBudgetW, locale)),
                                   {},
                                   TextCell::Tone::Bad});
            t.rows.push_back(std::move(row));
        }
        t.footnote = (ref ? QCoreApplication::translate(
                                "Report",
                                "%1 per replica at %2 req/s (its share of the uncapped fleet), the same load at every "
                                "cap; the fleet re-sized for the target at each cap.")
                                .arg(fleetDeploymentText(m, cap->gpuId, cap->gpusPerReplica),
                                     sig3(*cap->referenceRateRps, locale))
                          : QCoreApplication::translate(
                                "Report", "%1 per replica carries no fleet uncapped: only the fleet columns apply.")
                                .arg(fleetDeploymentText(m, cap->gpuId, cap->gpusPerReplica)))
            + QLatin1Char(' ')
            + (cap->slaBreaksAtPercent ? QCoreApplication::translate("Report", "The SLA breaks at a cap of %1 %.")
                                             .arg(percent(*cap->slaBreaksAtPercent, locale))
                                       : QCoreApplication::translate("Report", "The SLA holds at every cap."));
        tables.push_back(std::move(t));
    }
    if (const auto& inv = m.outcome.fleet.inventory) {
        TextTable t;
        t.id = "inventory";
        t.title = QCoreApplication::translate("Report", "Owned GPUs");
        t.columns = {{QCoreApplication::translate("Report", "Owned GPU"), {}, false, false, "gpu"},
                     {QCoreApplication::translate("Report", "Owned"), {}, true, false, "owned"},
                     {QCoreApplication::translate("Report", "In replicas"), {}, true, false, "used"},
                     {QCoreApplication::translate("Report", "Split"), {}, false, true, "split"},
                     {QCoreApplication::translate("Report", "Capacity"), QCoreApplication::translate("Report", "req/s"),
                      true, false, "capacity_rps"}};
        for (const InventoryType& ty : inv->types) {
            TextRow row;
            row.key = ty.gpuId;
            row.cells = {TextCell{shortGpuName(gpuName(m, ty.gpuId), ty.gpuId)}, TextCell{QString::number(ty.owned)},
                         TextCell{QString::number(ty.used)},
                         TextCell{ty.split.empty() ? QString::fromStdString(ty.reason) : splitText(m, ty)},
                         TextCell{sig3(ty.capacityRps, locale), range(ty.capacityRpsLow, ty.capacityRpsHigh, locale)}};
            t.rows.push_back(std::move(row));
        }
        t.footnote =
            QCoreApplication::translate(
                "Report",
                "Each replica at most %1 % of its max rate under the SLA; the interval tests the ends of the ITL "
                "interval against the SLA.")
                .arg(sig3(inv->rateHeadroom * 100, locale));
        tables.push_back(std::move(t));
        if (!inv->purchases.empty()) {
            TextTable p;
            p.id = "purchases";
            p.title = QCoreApplication::translate("Report", "GPUs to buy");
            p.columns = {{QCoreApplication::translate("Report", "Buy"), {}, false, true, "gpu"},
                         {QCoreApplication::translate("Report", "GPUs"), {}, true, false, "gpus_to_buy"},
                         {QCoreApplication::translate("Report", "That type after"), {}, false, true, "split"},
                         {QCoreApplication::translate("Report", "Capacity"),
                          QCoreApplication::translate("Report", "req/s"), true, false, "capacity_rps"},
                         {QCoreApplication::translate("Report", "Energy"),
                          QCoreApplication::translate("Report", "kWh/day"), true, false, "energy_per_day_kwh"},
                         {QCoreApplication::translate("Report", "Hardware"),
                          QCoreApplication::translate("Report", "USD/day"), true, false, "hardware_usd_per_day"},
                         {QCoreApplication::translate("Report", "Cost"),
                          QCoreApplication::translate("Report", "USD/day"), true, false, "usd_per_day"}};
            const bool budgeted = m.outcome.fleet.powerBudget.has_value();
            if (budgeted)
                p.columns.insert(p.columns.end(),
                                 {{QCoreApplication::translate("Report", "Peak"),
                                   QCoreApplication::translate("Report", "kW"), true, false, "held_power_w"},
                                  {QCoreApplication::translate("Report", "Budget"), {}, false, true, "within_budget"}});
            for (std::size_t i : shownPurchases(*inv)) {
                const InventoryPurchase& b = inv->purchases[i];
                TextRow row;
                row.key = b.gpuId;
                row.highlight = inv->cheapestPurchase == i;
                QStringList notes{costBasisText(b.basis)};
                if (b.outOfDistribution)
                    //: a purchase of a custom GPU (or one predicted outside the training data)
                    notes << QCoreApplication::translate("Report", "out of distribution: an extrapolation");
                if (b.lowEndShort)
                    //: the purchase's capacity interval starts below the fleet target
                    notes << QCoreApplication::translate("Report", "interval's low end short of the target");
                row.cells = {TextCell{shortGpuName(gpuName(m, b.gpuId), b.gpuId), notes.join(QStringLiteral("; ")),
                                      b.outOfDistribution ? TextCell::Tone::Bad : TextCell::Tone::Normal},
                             TextCell{QString::number(b.gpusToBuy)},
                             TextCell{splitText(m, b.typeAfter)},
                             TextCell{sig3(b.capacityRps, locale), range(b.capacityRpsLow, b.capacityRpsHigh, locale)},
                             TextCell{sig3(b.atTarget.energyPerDayKwh, locale)},
                             TextCell{b.hardwareUsdPerDay ? sig3(*b.hardwareUsdPerDay, locale) : dash()},
                             TextCell{sig3(b.usdPerDay, locale)}};
                if (budgeted) {
                    row.cells.push_back(b.budget ? TextCell{kw(b.budget->heldPowerW, locale)} : TextCell{dash()});
                    row.cells.push_back(!b.budget ? TextCell{dash()}
                                            : b.budget->withinBudget
                                            ? TextCell{QCoreApplication::translate("Report", "within, %1 kW left")
                                                           .arg(kw(b.budget->headroomW, locale)),
                                                       {},
                                                       TextCell::Tone::Good}
                                            : TextCell{QCoreApplication::translate("Report", "over by %1 kW (%2 %)")
                                                           .arg(kw(b.budget->overBudgetW, locale),
                                                                sig3(b.budget->overBudgetPercent, locale)),
                                                       {},
                                                       TextCell::Tone::Bad});
                }
                p.rows.push_back(std::move(row));
            }
            p.footnote = QCoreApplication::translate(
                             "Report",
                             "The fewest GPUs of each type that, with what is owned, carry the fleet target; %1 of %2 "
                             "types shown. Cost: the bought GPUs' hardware rate around the clock plus the whole "
                             "fleet's electricity at the target.")
                             .arg(QString::number(p.rows.size()), QString::number(inv->purchases.size()));
            tables.push_back(std::move(p));
        }
    }
    if (auto t = disaggregationTable(m, locale))
        tables.push_back(std::move(*t));
    return tables;
}

Json fleetJson(const ReportModel& m)
{
    Json j;
    j["headline"] = fleetHeadlineJson(m);
    if (const auto& plan = m.outcome.fleet.capacity) {
        Json rows = Json::array();
        for (std::size_t i = 0; i < plan->rows.size(); ++i) {
            const CapacityRow& r = plan->rows[i];
            Json row{{"gpu", r.gpuId},
                     {"gpus_per_replica", r.gpusPerReplica},
                     {"feasible", r.replicas > 0},
                     {"max_rate_per_replica_rps", rounded(r.maxRatePerReplicaRps)},
                     {"replicas", r.replicas},
                     {"total_gpus", r.totalGpus},
                     {"fleet_power_w", rounded(r.fleetPowerW)},
                     {"energy_per_day_kwh", rounded(r.energyPerDayKwh)},
                     {"energy_per_token_j", rounded(r.energyPerTokenJ)},
                     {"usd_per_day", rounded(r.usdPerDay)},
                     {"itl_ms", rounded(r.itlMs)},
                     {"itl_ms_high", rounded(r.itlMsHigh)},
                     {"at_risk", r.atRisk},
                     {"reason_code", r.reasonCode}};
            if (m.outcome.fleet.powerBudget) {
                const BudgetRow& b = m.outcome.fleet.powerBudget->rows[i];
                row["peak_power_w"] = b.feasible ? Json(rounded(b.peakPowerW)) : Json(nullptr);
                row["peak_power_wall_w"] = b.feasible ? Json(rounded(b.peakPowerWallW)) : Json(nullptr);
                row["within_budget"] = b.feasible ? Json(b.withinBudget) : Json(nullptr);
                row["over_budget_w"] = b.feasible ? Json(rounded(b.overBudgetW)) : Json(nullptr);
            }
            rows.push_back(std::move(row));
        }
        const auto key = [&](const std::optional<std::size_t>& i) {
            return i ? Json(deploymentKey(plan->rows[*i].gpuId, plan->rows[*i].gpusPerReplica, GpuCountMode::AllCounts))
                     : Json(nullptr);
        };
        j["capacity"] = Json{{"target_rate_rps", plan->targetRateRps},      {"rate_headroom", plan->rateHeadroom},
                             {"lowest_energy", key(plan->lowestEnergyRow)}, {"cheapest", key(plan->cheapestRow)},
                             {"fewest_gpus", key(plan->fewestGpusRow)},     {"rows", rows}};
        if (const auto& b = m.outcome.fleet.powerBudget) {
            const auto held = [&](const std::optional<std::size_t>& i) {
                return i ? Json(rounded(b->rows[*i].heldPowerW)) : Json(nullptr);
            };
            j["power_budget"] = Json{{"kind", powerBudgetKindName(b->budget.kind)},
                                     {"limit_w", b->budget.limitW},
                                     {"pue", b->budget.pue},
                                     {"basis", b->basis},
                                     {"best_within_budget", key(b->bestWithinBudgetRow)},
                                     {"best_within_budget_peak_w", held(b->bestWithinBudgetRow)},
                                     {"smallest_peak", key(b->smallestPeakRow)},
                                     {"shortfall_w", roundedOrNull(b->shortfallW)}};
        } else {
            j["power_budget"] = nullptr;
        }
    } else {
        j["capacity"] = nullptr;
        j["power_budget"] = nullptr;
    }
    if (const auto& cap = m.outcome.fleet.powerCapSweep) {
        Json steps = Json::array();
        for (const PowerCapStep& st : cap->steps)
            steps.push_back(Json{
                {"cap_percent", st.capPercent},
                {"cap_w", rounded(st.capW)},
                {"itl_ms", rounded(st.itlMs)},
                {"itl_ms_low", rounded(st.itlMsLow)},
                {"itl_ms_high", rounded(st.itlMsHigh)},
                {"meets_sla", st.meetsSla},
                {"at_risk", st.atRisk},
                {"mean_power_w", rounded(st.meanPowerW)},
                {"energy_per_token_j", rounded(st.energyPerTokenJ)},
                {"replicas", st.fleet.replicas},
                {"total_gpus", st.fleet.totalGpus},
                {"fleet_energy_per_day_kwh", rounded(st.fleet.energyPerDayKwh)},
                {"within_budget", st.budget && st.budget->feasible ? Json(st.budget->withinBudget) : Json(nullptr)}});
        j["power_cap_sweep"] = Json{
            {"gpu", cap->gpuId},
            {"gpus_per_replica", cap->gpusPerReplica},
            {"reference_rate_rps", roundedOrNull(cap->referenceRateRps)},
            {"sla_breaks_at_percent", cap->slaBreaksAtPercent ? Json(*cap->slaBreaksAtPercent) : Json(nullptr)},
            {"steps", steps}};
    } else {
        j["power_cap_sweep"] = nullptr;
    }
    if (const auto& inv = m.outcome.fleet.inventory) {
        Json types = Json::array();
        for (const InventoryType& t : inv->types)
            types.push_back(typeJson(t));
        Json purchases = Json::array();
        for (const InventoryPurchase& b : inv->purchases)
            purchases.push_back(Json{{"gpu", b.gpuId},
                                     {"gpus_to_buy", b.gpusToBuy},
                                     {"type_after", typeJson(b.typeAfter)},
                                     {"capacity_rps", rounded(b.capacityRps)},
                                     {"capacity_rps_low", rounded(b.capacityRpsLow)},
                                     {"capacity_rps_high", rounded(b.capacityRpsHigh)},
                                     {"at_target", loadJson(b.atTarget)},
                                     {"cost_basis", costBasisName(b.basis)},
                                     {"hardware_usd_per_day", roundedOrNull(b.hardwareUsdPerDay)},
                                     {"usd_per_day", rounded(b.usdPerDay)},
                                     {"low_end_short", b.lowEndShort},
                                     {"out_of_distribution", b.outOfDistribution},
                                     {"within_budget", b.budget ? Json(b.budget->withinBudget) : Json(nullptr)},
                                     {"held_power_w", b.budget ? Json(rounded(b.budget->heldPowerW)) : Json(nullptr)}});
        const auto pick = [&](const std::optional<std::size_t>& i) {
            return i ? Json{{"gpu", inv->purchases[*i].gpuId}, {"gpus_to_buy", inv->purchases[*i].gpusToBuy}}
                     : Json(nullptr);
        };
        j["inventory"] = Json{{"types", types},
                              {"capacity_rps", rounded(inv->capacityRps)},
                              {"capacity_rps_low", rounded(inv->capacityRpsLow)},
                              {"capacity_rps_high", rounded(inv->capacityRpsHigh)},
                              {"gpus_owned", inv->gpusOwned},
                              {"gpus_used", inv->gpusUsed},
                              {"at_capacity", loadJson(inv->atCapacity)},
                              {"target_rps", inv->targetRps ? Json(*inv->targetRps) : Json(nullptr)},
                              {"meets_target", inv->meetsTarget},
                              {"purchases", purchases},
                              {"purchases_over_budget", inv->purchasesOverBudget},
                              {"cheapest_purchase", pick(inv->cheapestPurchase)},
                              {"lowest_energy_purchase", pick(inv->lowestEnergyPurchase)},
                              {"fewest_gpus_purchase", pick(inv->fewestGpusPurchase)}};
    } else {
        j["inventory"] = nullptr;
    }
    j["disaggregation"] = disaggregationJson(m);
    return j;
}

} // namespace wattgpu::report
