// plan-capacity --inventory: the owned GPUs' answer (core/plan/inventory.h) as JSON, CSV and a table.
#include "app/cli/cli.h"

#include "core/plan/deployment.h"
#include "core/plan/economics.h"
#include "core/util/fileio.h"
#include "core/util/text.h"

#include <filesystem>

namespace wattgpu::cli {

namespace {

constexpr std::size_t kMaxInventoryBytes = 1u << 20;

std::string splitText(const GpuCatalog& gpus, const InventoryType& t)
{
    std::string s;
    for (const InventoryReplicas& r : t.split) {
        if (!s.empty())
            s += " + ";
        const GpuSpec* g = gpus.find(t.gpuId);
        s += std::to_string(r.replicas) + " x (" + (g ? deploymentLabel(*g, r.gpusPerReplica) : t.gpuId) + ")";
    }
    return s.empty() ? std::string("none") : s;
}

Json loadJson(const InventoryLoad& l)
{
    return Json{{"rate_rps", l.rateRps},
                {"mean_power_w", l.meanPowerW},
                {"mean_power_w_low", l.meanPowerWLow},
                {"mean_power_w_high", l.meanPowerWHigh},
                {"energy_per_token_j", l.energyPerTokenJ},
                {"energy_per_token_j_low", l.energyPerTokenJLow},
                {"energy_per_token_j_high", l.energyPerTokenJHigh},
                {"energy_per_day_kwh", l.energyPerDayKwh},
                {"electricity_usd_per_day", l.electricityUsdPerDay},
                {"co2_kg_per_day", l.co2KgPerDay},
                {"itl_ms_worst", l.itlMsWorst},
                {"ttft_ms_worst", l.ttftMsWorst},
                {"meets_sla", l.meetsSla},
                {"at_risk", l.atRisk}};
}

Json typeJson(const GpuCatalog& gpus, const InventoryType& t)
{
    Json split = Json::array();
    for (const InventoryReplicas& r : t.split) {
        const GpuSpec* g = gpus.find(t.gpuId);
        split.push_back(Json{{"deployment", g ? deploymentLabel(*g, r.gpusPerReplica) : t.gpuId},
                             {"gpus_per_replica", r.gpusPerReplica},
                             {"replicas", r.replicas},
                             {"max_rate_per_replica_rps", r.maxRateRps},
                             {"max_rate_per_replica_rps_low", r.maxRateRpsLow},
                             {"max_rate_per_replica_rps_high", r.maxRateRpsHigh}});
    }
    return Json{{"gpu", t.gpuId},
                {"owned", t.owned},
                {"used", t.used},
                {"idle", t.owned - t.used},
                {"split", split},
                {"capacity_rps", t.capacityRps},
                {"capacity_rps_low", t.capacityRpsLow},
                {"capacity_rps_high", t.capacityRpsHigh},
                {"max_rate_sum_rps", t.maxRateSumRps},
                {"reason", t.reason}};
}

// A fleet held against the power budget: null without one.
Json budgetJson(const std::optional<BudgetRow>& b)
{
    if (!b)
        return nullptr;
    return Json{{"peak_power_w", b->peakPowerW},    {"peak_power_wall_w", b->peakPowerWallW},
                {"held_power_w", b->heldPowerW},    {"within_budget", b->withinBudget},
                {"over_budget_w", b->overBudgetW},  {"over_budget_percent", b->overBudgetPercent},
                {"budget_headroom_w", b->headroomW}};
}

// "within the budget (peak 9.6 kW, 0.4 kW to spare)" / "over the budget by 13.8 kW (138 %)".
std::string budgetText(const BudgetRow& b)
{
    return b.withinBudget ? "within the power budget (peak " + human(b.heldPowerW / 1000.0) + " kW, "
            + human(b.headroomW / 1000.0) + " kW to spare)"
                          : "over the power budget by " + human(b.overBudgetW / 1000.0) + " kW (peak "
            + human(b.heldPowerW / 1000.0) + " kW, " + human(b.overBudgetPercent) + " % over)";
}

} // namespace

std::optional<Inventory> inventoryFromArgs(Context& ctx)
{
    const auto arg = ctx.args().value("--inventory");
    if (!arg)
        return std::nullopt;
    std::string text = *arg, source; // inline: the message names --inventory alone
    std::error_code ec;
    // A file when one exists at that path (JSON or CSV); otherwise the inline GPU=COUNT form.
    if (std::filesystem::exists(*arg, ec) || arg->find('=') == std::string::npos) {
        auto read = readFileBounded(*arg, kMaxInventoryBytes);
        if (!read) {
            Error e = read.error();
            if (e.file.empty())
                e.file = *arg;
            runtimeError("--inventory: " + e.message());
        }
        text = std::move(read).value();
        source = *arg;
    }
    auto parsed = parseInventory(text, source, ctx.engine().gpus());
    if (!parsed)
        usageError("--inventory: " + printable(parsed.error().message(), 400));
    return std::move(parsed).value();
}

Json inventoryJson(const InventoryPlan& plan, const GpuCatalog& gpus)
{
    Json types = Json::array();
    for (const InventoryType& t : plan.types)
        types.push_back(typeJson(gpus, t));
    Json purchases = Json::array();
    for (const InventoryPurchase& b : plan.purchases)
        purchases.push_back(
            Json{{"gpu", b.gpuId},
                 {"gpus_to_buy", b.gpusToBuy},
                 {"type_after", typeJson(gpus, b.typeAfter)},
                 {"capacity_rps", b.capacityRps},
                 {"capacity_rps_low", b.capacityRpsLow},
                 {"capacity_rps_high", b.capacityRpsHigh},
                 {"at_target", loadJson(b.atTarget)},
                 {"cost_basis", costBasisName(b.basis)},
                 {"hardware_usd_per_day", b.hardwareUsdPerDay ? Json(*b.hardwareUsdPerDay) : Json(nullptr)},
                 {"usd_per_day", b.usdPerDay},
                 {"low_end_short", b.lowEndShort},
                 {"out_of_distribution", b.outOfDistribution},
                 {"budget", budgetJson(b.budget)}});
    const auto pick = [&](const std::optional<std::size_t>& i) {
        return i ? Json{{"gpu", plan.purchases[*i].gpuId}, {"gpus_to_buy", plan.purchases[*i].gpusToBuy}}
                 : Json(nullptr);
    };
    return Json{{"owned",
                 [&] {
                     Json o = Json::object();
                     for (const auto& [id, n] : plan.inventory.owned)
                         o[id] = n;
                     return o;
                 }()},
                {"sla_itl_ms", plan.slaItlMs},
                {"sla_ttft_ms", plan.slaTtftMs ? Json(*plan.slaTtftMs) : Json(nullptr)},
                {"rate_headroom", plan.rateHeadroom},
                {"capacity_basis",
                 "each replica at most rate_headroom x its max sustainable rate under the SLA; "
                 "low/high test the ITL (and TTFT) interval's upper/lower end against the SLA"},
                {"types", types},
                {"capacity_rps", plan.capacityRps},
                {"capacity_rps_low", plan.capacityRpsLow},
                {"capacity_rps_high", plan.capacityRpsHigh},
                {"max_rate_sum_rps", plan.maxRateSumRps},
                {"gpus_owned", plan.gpusOwned},
                {"gpus_used", plan.gpusUsed},
                {"at_capacity", loadJson(plan.atCapacity)},
                {"target_rps", plan.targetRps ? Json(*plan.targetRps) : Json(nullptr)},
                {"meets_target", plan.meetsTarget},
                {"at_target", plan.atTarget ? loadJson(*plan.atTarget) : Json(nullptr)},
                {"budget", budgetJson(plan.budget)},
                {"purchases", purchases},
                {"purchases_over_budget", plan.purchasesOverBudget},
                {"cheapest_purchase", pick(plan.cheapestPurchase)},
                {"lowest_energy_purchase", pick(plan.lowestEnergyPurchase)},
                {"fewest_gpus_purchase", pick(plan.fewestGpusPurchase)},
                {"notes", plan.notes}};
}

void writeInventoryCsv(std::ostream& out, const InventoryPlan& plan, const GpuCatalog& gpus)
{
    // One row per owned replica group and per purchase (its whole type after the purchase).
    Json rows = Json::array();
    const auto add = [&](const char* kind, const InventoryType& t, long long toBuy, const InventoryPurchase* b) {
        const std::optional<BudgetRow>& held = b ? b->budget : plan.budget;
        const auto budgetCell = [&](auto f) { return held ? Json(f(*held)) : Json(nullptr); };
        if (t.split.empty()) // an owned type that serves nothing: its row says why
            rows.push_back(Json{{"kind", kind},
                                {"gpu", t.gpuId},
                                {"deployment", nullptr},
                                {"gpus_owned", t.owned - toBuy},
                                {"gpus_to_buy", toBuy},
                                {"gpus_per_replica", nullptr},
                                {"replicas", 0},
                                {"max_rate_per_replica_rps", 0.0},
                                {"max_rate_per_replica_rps_low", 0.0},
                                {"max_rate_per_replica_rps_high", 0.0},
                                {"inventory_capacity_rps", b ? b->capacityRps : plan.capacityRps},
                                {"inventory_capacity_rps_low", b ? b->capacityRpsLow : plan.capacityRpsLow},
                                {"inventory_capacity_rps_high", b ? b->capacityRpsHigh : plan.capacityRpsHigh},
                                {"cost_basis", nullptr},
                                {"hardware_usd_per_day", nullptr},
                                {"usd_per_day", nullptr},
                                {"fleet_peak_held_w", nullptr},
                                {"within_budget", nullptr},
                                {"reason", t.reason}});
        for (const InventoryReplicas& r : t.split) {
            const GpuSpec* g = gpus.find(t.gpuId);
            rows.push_back(
                Json{{"kind", kind},
                     {"gpu", t.gpuId},
                     {"deployment", g ? deploymentLabel(*g, r.gpusPerReplica) : t.gpuId},
                     {"gpus_owned", t.owned - toBuy},
                     {"gpus_to_buy", toBuy},
                     {"gpus_per_replica", r.gpusPerReplica},
                     {"replicas", r.replicas},
                     {"max_rate_per_replica_rps", r.maxRateRps},
                     {"max_rate_per_replica_rps_low", r.maxRateRpsLow},
                     {"max_rate_per_replica_rps_high", r.maxRateRpsHigh},
                     {"inventory_capacity_rps", b ? b->capacityRps : plan.capacityRps},
                     {"inventory_capacity_rps_low", b ? b->capacityRpsLow : plan.capacityRpsLow},
                     {"inventory_capacity_rps_high", b ? b->capacityRpsHigh : plan.capacityRpsHigh},
                     {"cost_basis", b ? Json(costBasisName(b->basis)) : Json(nullptr)},
                     {"hardware_usd_per_day", b && b->hardwareUsdPerDay ? Json(*b->hardwareUsdPerDay) : Json(nullptr)},
                     {"usd_per_day", b ? Json(b->usdPerDay) : Json(nullptr)},
                     {"fleet_peak_held_w", budgetCell([](const BudgetRow& x) { return x.heldPowerW; })},
                     {"within_budget", budgetCell([](const BudgetRow& x) { return x.withinBudget; })},
                     {"reason", ""}});
        }
    };
    for (const InventoryType& t : plan.types)
        add("owned", t, 0, nullptr);
    for (const InventoryPurchase& b : plan.purchases)
        add("purchase", b.typeAfter, b.gpusToBuy, &b);
    writeJsonArrayAsCsv(out, rows,
                        {"kind", "gpu", "deployment", "gpus_owned", "gpus_to_buy", "gpus_per_replica", "replicas",
                         "max_rate_per_replica_rps", "max_rate_per_replica_rps_low", "max_rate_per_replica_rps_high",
                         "inventory_capacity_rps", "inventory_capacity_rps_low", "inventory_capacity_rps_high",
                         "cost_basis", "hardware_usd_per_day", "usd_per_day", "fleet_peak_held_w", "within_budget",
                         "reason"});
}

void printInventory(std::ostream& out, const InventoryPlan& plan, const GpuCatalog& gpus, const Economics& econ)
{
    const auto range = [](double lo, double hi) { return human(lo) + "-" + human(hi); };
    out << "\nOwned GPUs (" << plan.gpusOwned << "): capacity " << human(plan.capacityRps) << " req/s (interval "
        << range(plan.capacityRpsLow, plan.capacityRpsHigh) << ") under the " << human(plan.slaItlMs) << " ms ITL"
        << (plan.slaTtftMs ? " and " + human(*plan.slaTtftMs) + " ms TTFT" : std::string())
        << " SLA, each replica at most " << human(plan.rateHeadroom * 100) << " % of its max rate; " << plan.gpusUsed
        << " GPUs in replicas.\n";
    using A = Table::Align;
    Table t({{"GPU", A::Left},
             {"Owned"},
             {"Used"},
             {"Split", A::Left},
             {"req/s"},
             {"Interval (req/s)", A::Left},
             {"Why none", A::Left}});
    for (const InventoryType& ty : plan.types)
        t.addRow({ty.gpuId, std::to_string(ty.owned), std::to_string(ty.used), splitText(gpus, ty),
                  human(ty.capacityRps), range(ty.capacityRpsLow, ty.capacityRpsHigh), ty.reason});
    t.print(out);
    if (plan.capacityRps > 0)
        out << "At capacity: " << human(plan.atCapacity.meanPowerW) << " W mean GPU power ("
            << range(plan.atCapacity.meanPowerWLow, plan.atCapacity.meanPowerWHigh) << "), "
            << human(plan.atCapacity.energyPerTokenJ) << " J/token ("
            << range(plan.atCapacity.energyPerTokenJLow, plan.atCapacity.energyPerTokenJHigh) << ")"
            << (plan.atCapacity.atRisk ? "; at risk: an ITL interval reaches above the SLA" : "") << ".\n";
    if (!plan.targetRps)
        return;
    if (plan.meetsTarget) {
        out << "The owned GPUs carry the fleet target of " << human(*plan.targetRps)
            << " req/s: " << human(plan.atTarget->meanPowerW) << " W mean, " << human(plan.atTarget->energyPerTokenJ)
            << " J/token; nothing to buy" << (plan.budget ? "; " + budgetText(*plan.budget) : std::string()) << ".\n";
        return;
    }
    if (plan.atTarget) // the rate is within the capacity, but a replica's share misses the SLA
        out << "The owned GPUs reach the fleet target's rate of " << human(*plan.targetRps)
            << " req/s but miss the SLA there (worst ITL " << human(plan.atTarget->itlMsWorst) << " ms, TTFT "
            << human(plan.atTarget->ttftMsWorst) << " ms). Fewest GPUs to buy, per GPU type:\n";
    else
        out << "Short of the fleet target of " << human(*plan.targetRps) << " req/s by "
            << human(*plan.targetRps - plan.capacityRps) << " req/s. Fewest GPUs to buy, per GPU type:\n";
    Table p({{"Buy", A::Left},
             {"GPUs to buy"},
             {"That type after (owned + bought)", A::Left},
             {"Capacity after (req/s)"},
             {"kWh/day"},
             {"J/token"},
             {"Hardware USD/day"},
             {"USD/day"},
             {"Basis", A::Left},
             {"Peak held (kW)"},
             {"Budget", A::Left}});
    // The best purchases in the table; every one in --format json and csv.
    constexpr std::size_t kShown = 10;
    for (std::size_t i = 0; i < plan.purchases.size(); ++i) {
        const InventoryPurchase& b = plan.purchases[i];
        const bool named = plan.cheapestPurchase == i || plan.lowestEnergyPurchase == i || plan.fewestGpusPurchase == i;
        if (i >= kShown && !named)
            continue;
        p.addRow({b.gpuId, std::to_string(b.gpusToBuy), splitText(gpus, b.typeAfter),
                  human(b.capacityRps) + " (" + range(b.capacityRpsLow, b.capacityRpsHigh) + ")",
                  human(b.atTarget.energyPerDayKwh), human(b.atTarget.energyPerTokenJ),
                  b.hardwareUsdPerDay ? human(*b.hardwareUsdPerDay) : "-", human(b.usdPerDay),
                  std::string(costBasisName(b.basis)) + (b.outOfDistribution ? ", out of distribution" : "")
                      + (b.lowEndShort ? ", interval's low end short of the target" : ""),
                  b.budget ? human(b.budget->heldPowerW / 1000.0) : "-",
                  !b.budget                    ? "-"
                      : b.budget->withinBudget ? "within"
                                               : "over by " + human(b.budget->overBudgetW / 1000.0) + " kW"});
    }
    p.print(out);
    if (plan.purchases.size() > kShown)
        out << "(" << plan.purchases.size() << " GPU types could reach it; the table shows the first " << kShown
            << " by USD/day and those named below: --format json or csv lists them all.)\n";
    const auto name = [&](const std::optional<std::size_t>& i) {
        return i ? std::to_string(plan.purchases[*i].gpusToBuy) + " x " + plan.purchases[*i].gpuId : std::string("-");
    };
    out << "Cheapest: " << name(plan.cheapestPurchase)
        << (hasHardwareCost(econ) ? " (bought hardware + electricity per day)"
                                  : " (electricity only: set --usd-per-gpu-hour or --gpu-price-usd for hardware)")
        << "; lowest energy: " << name(plan.lowestEnergyPurchase) << "; fewest GPUs: " << name(plan.fewestGpusPurchase)
        << (plan.purchasesOverBudget
                ? "; none of them is within the power budget: each needs more than it allows"
                : std::string(
                    !plan.purchases.empty() && plan.purchases.front().budget ? "; each within the power budget" : ""))
        << ".\n";
    std::string unpriced;
    for (const InventoryPurchase& b : plan.purchases)
        if (b.basis == CostBasis::Unpriced)
            unpriced += (unpriced.empty() ? "" : ", ") + b.gpuId;
    if (!unpriced.empty())
        out << "Not compared on cost (no hardware price): " << unpriced << ".\n";
    if (!plan.notes.empty()) {
        out << "No purchase of:";
        for (std::size_t i = 0; i < plan.notes.size(); ++i)
            out << (i ? "; " : " ") << plan.notes[i];
        out << ".\n";
    }
}

} // namespace wattgpu::cli
