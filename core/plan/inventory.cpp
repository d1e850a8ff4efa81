#include "core/plan/inventory.h"

#include "core/plan/deployment.h"
#include "core/plan/economics.h"
#include "core/plan/server.h"
#include "core/util/csv.h"
#include "core/util/json_util.h"
#include "core/util/text.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <utility>

namespace wattgpu {

namespace {

Error inventoryError(const std::string& source, int line, const std::string& field, std::string detail)
{
    return makeError(ErrorCode::BadValue, source, line, field, std::move(detail));
}

// One owned or candidate entry: the id as the catalog knows it, its count checked.
Result<std::pair<std::string, long long>> entry(const GpuCatalog& gpus, const std::string& source, int line,
                                                const std::string& field, const std::string& id, long long count)
{
    const GpuSpec* g = gpus.find(id);
    if (!g)
        return makeError(ErrorCode::NotFound, source, line, field,
                         "'" + id.substr(0, 64) + "' is not a GPU of the catalog (see wattgpu-cli gpus)");
    if (count < 1 || count > kMaxOwnedGpus)
        return inventoryError(source, line, field,
                              std::to_string(count) + " GPUs of " + g->id + " is outside 1.."
                                  + std::to_string(kMaxOwnedGpus));
    return std::pair<std::string, long long>{g->id, count};
}

Result<long long> wholeCount(const std::string& text, const std::string& source, int line, const std::string& field)
{
    const std::string t = trimmed(text);
    if (t.empty() || t.size() > 12 || !std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return inventoryError(source, line, field, "'" + t.substr(0, 32) + "' is not a whole number of GPUs");
    return std::stoll(t);
}

Result<long long> jsonCount(const nlohmann::json& v, const std::string& source, const std::string& field)
{
    if (!v.is_number_integer() && !v.is_number_unsigned()) {
        if (v.is_number_float() && std::isfinite(v.get<double>()) && v.get<double>() == std::floor(v.get<double>())
            && std::abs(v.get<double>()) <= 1e12)
            return static_cast<long long>(v.get<double>());
        return inventoryError(source, 0, field, "a count must be a whole number of GPUs");
    }
    if (v.is_number_unsigned() && v.get<unsigned long long>() > 1'000'000'000'000ULL)
        return inventoryError(source, 0, field, "a count must be at most " + std::to_string(kMaxOwnedGpus));
    return v.get<long long>();
}

Result<Inventory> add(Inventory inv, std::pair<std::string, long long> e, const std::string& source, int line,
                      const std::string& field)
{
    if (inv.owned.count(e.first))
        return inventoryError(source, line, field, e.first + " is listed twice; give one count per GPU type");
    inv.owned.emplace(std::move(e));
    return inv;
}

Result<Inventory> parseJsonInventory(const std::string& text, const std::string& source, const GpuCatalog& gpus)
{
    WG_TRY(doc, parseJsonBounded(text, source, JsonLimits{1u << 20, 8}));
    Inventory inv;
    const nlohmann::json& j = doc.value();
    if (j.is_object()) {
        for (const auto& [key, value] : j.items()) {
            WG_TRY(count, jsonCount(value, source, key));
            WG_TRY(e, entry(gpus, source, 0, key, key, count.value()));
            WG_TRY(next, add(std::move(inv), std::move(e).value(), source, 0, key));
            inv = std::move(next).value();
        }
    } else if (j.is_array()) {
        for (std::size_t i = 0; i < j.size(); ++i) {
            const std::string at = "[" + std::to_string(i) + "]";
            if (!j[i].is_object() || !j[i].contains("gpu") || !j[i]["gpu"].is_string() || !j[i].contains("count"))
                return makeError(ErrorCode::MissingField, source, 0, at,
                                 "each entry is an object {\"gpu\": \"<catalog id>\", \"count\": <GPUs>}");
            WG_TRY(count, jsonCount(j[i]["count"], source, at + ".count"));
            WG_TRY(e, entry(gpus, source, 0, at + ".gpu", j[i]["gpu"].get<std::string>(), count.value()));
            WG_TRY(next, add(std::move(inv), std::move(e).value(), source, 0, at));
            inv = std::move(next).value();
        }
    } else {
        return makeError(ErrorCode::Parse, source, 0, {},
                         "an inventory is an object {\"<GPU id>\": <count>} or a list of {\"gpu\", \"count\"}");
    }
    return inv;
}

Result<Inventory> parseCsvInventory(const std::string& text, const std::string& source, const GpuCatalog& gpus)
{
    WG_TRY(table, parseCsv(text, source, CsvLimits{10'000, 16, 4096, 100'000}));
    const CsvTable& t = table.value();
    const int gpuCol = t.column("gpu"), countCol = t.column("count");
    if (gpuCol < 0 || countCol < 0)
        return makeError(ErrorCode::MissingField, source, 1, gpuCol < 0 ? "gpu" : "count",
                         "an inventory CSV has the columns gpu,count");
    Inventory inv;
    for (const CsvRow& row : t.rows) {
        const auto cell = [&](int c) {
            return c < static_cast<int>(row.cells.size()) ? row.cells[static_cast<std::size_t>(c)] : std::string();
        };
        WG_TRY(count, wholeCount(cell(countCol), source, row.line, "count"));
        WG_TRY(e, entry(gpus, source, row.line, "gpu", trimmed(cell(gpuCol)), count.value()));
        WG_TRY(next, add(std::move(inv), std::move(e).value(), source, row.line, "gpu"));
        inv = std::move(next).value();
    }
    return inv;
}

Result<Inventory> parseInlineInventory(const std::string& text, const std::string& source, const GpuCatalog& gpus)
{
    Inventory inv;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        const std::string item = trimmed(text.substr(start, comma - start));
        const std::size_t eq = item.find('=');
        if (eq == std::string::npos)
            return inventoryError(source, 0, item.substr(0, 64),
                                  "an inline inventory is GPU=COUNT[,GPU=COUNT...], e.g. a100-sxm4-80gb=16");
        const std::string id = trimmed(item.substr(0, eq));
        WG_TRY(count, wholeCount(item.substr(eq + 1), source, 0, id.substr(0, 64)));
        WG_TRY(e, entry(gpus, source, 0, id.substr(0, 64), id, count.value()));
        WG_TRY(next, add(std::move(inv), std::move(e).value(), source, 0, id.substr(0, 64)));
        inv = std::move(next).value();
        start = comma + 1;
    }
    return inv;
}

// One replica size of a GPU type: its curve and max rate interval under the SLA.
struct SizeOption {
    int count = 1;
    std::shared_ptr<const ConcurrencyCurve> curve;
    RateInterval rate;
    std::string why; // empty when rate.rps > 0
};

// The best split of `n` GPUs over the options (exact unbounded knapsack on the point max rate;
// an idle GPU when no replica adds rate), for every n up to `maxN` at once.
struct SplitTable {
    std::vector<double> best; // best[n]: the most rate from n GPUs, req/s (point)
    std::vector<int> last;    // option index used last at n, -1 = one GPU idle
};

SplitTable splitTable(const std::vector<SizeOption>& opts, long long maxN)
{
    SplitTable t;
    t.best.assign(static_cast<std::size_t>(maxN + 1), 0.0);
    t.last.assign(static_cast<std::size_t>(maxN + 1), -1);
    for (long long n = 1; n <= maxN; ++n) {
        const auto un = static_cast<std::size_t>(n);
        t.best[un] = t.best[un - 1];
        for (std::size_t o = 0; o < opts.size(); ++o) {
            if (opts[o].rate.rps <= 0 || opts[o].count > n)
                continue;
            const double v = t.best[un - static_cast<std::size_t>(opts[o].count)] + opts[o].rate.rps;
            if (v > t.best[un]) {
                t.best[un] = v;
                t.last[un] = static_cast<int>(o);
            }
        }
    }
    return t;
}

InventoryType typeFromTable(const std::string& gpuId, long long owned, const std::vector<SizeOption>& opts,
                            const SplitTable& t)
{
    InventoryType type;
    type.gpuId = gpuId;
    type.owned = owned;
    std::vector<long long> replicas(opts.size(), 0);
    for (long long n = owned; n > 0;) {
        const int o = t.last[static_cast<std::size_t>(n)];
        if (o < 0) {
            --n;
            continue;
        }
        ++replicas[static_cast<std::size_t>(o)];
        n -= opts[static_cast<std::size_t>(o)].count;
    }
    for (std::size_t o = opts.size(); o-- > 0;) {
        if (replicas[o] == 0)
            continue;
        const SizeOption& s = opts[o];
        type.split.push_back(InventoryReplicas{s.count, replicas[o], s.rate.rps, s.rate.lowRps, s.rate.highRps});
        const auto r = static_cast<double>(replicas[o]);
        type.used += replicas[o] * s.count;
        type.maxRateSumRps += r * s.rate.rps;
        type.capacityRps += kRateHeadroom * r * s.rate.rps;
        type.capacityRpsLow += kRateHeadroom * r * s.rate.lowRps;
        type.capacityRpsHigh += kRateHeadroom * r * s.rate.highRps;
    }
    if (type.split.empty()) {
        const SizeOption* smallest = nullptr;
        for (const SizeOption& s : opts)
            if (s.rate.rps > 0 && (!smallest || s.count < smallest->count))
                smallest = &s;
        if (smallest)
            type.reason = "a replica needs at least " + std::to_string(smallest->count) + " GPUs; "
                + std::to_string(owned) + " owned";
        else if (!opts.empty())
            type.reason = opts.back().why;
        else
            type.reason = "no GPU count to try";
    }
    return type;
}

// The fleet of `types` serving `rateRps`: each replica offered rate x its max rate / the sum.
struct Group {
    const SizeOption* size = nullptr;
    long long replicas = 0;
};

Result<InventoryLoad> loadOf(const std::vector<Group>& groups, double rateRps, double slaItlMs, const Economics& econ,
                             const InventoryOptions& opt)
{
    InventoryLoad load;
    load.rateRps = rateRps;
    double sum = 0;
    for (const Group& g : groups)
        sum += static_cast<double>(g.replicas) * g.size->rate.rps;
    if (sum <= 0 || !(rateRps > 0))
        return load;
    load.meetsSla = true;
    for (const Group& g : groups) {
        const double share = rateRps * g.size->rate.rps / sum;
        if (share < kMinRateRps) // a share too small to model: the replica idles
            continue;
        WG_TRY(served, serveOnCurve(*g.size->curve, share, opt.idleOverridesW));
        const ServerResult& s = served.value();
        const auto n = static_cast<double>(g.replicas);
        load.meanPowerW += n * s.meanPowerW;
        load.meanPowerWLow += n * s.meanPowerWLow;
        load.meanPowerWHigh += n * s.meanPowerWHigh;
        load.itlMsWorst = std::max(load.itlMsWorst, s.itlMs);
        load.ttftMsWorst = std::max(load.ttftMsWorst, s.ttftMs);
        const Sla sla{slaItlMs, opt.slaTtftMs, opt.confidence};
        const bool meets = s.stable && !slaMisses(s.atConcurrency, sla).any();
        load.meetsSla = load.meetsSla && meets;
        load.atRisk = load.atRisk || (meets && slaRisks(s.atConcurrency, sla).any());
    }
    const double tokensPerS = rateRps * static_cast<double>(groups.front().size->curve->workload.outputLen);
    load.energyPerTokenJ = load.meanPowerW / tokensPerS;
    load.energyPerTokenJLow = load.meanPowerWLow / tokensPerS;
    load.energyPerTokenJHigh = load.meanPowerWHigh / tokensPerS;
    load.energyPerDayKwh = load.meanPowerW * 24.0 / 1000.0;
    load.electricityUsdPerDay = load.energyPerDayKwh * econ.pue * econ.electricityUsdPerKwh;
    load.co2KgPerDay = load.energyPerDayKwh * econ.pue * econ.gridGco2PerKwh / 1000.0;
    return load;
}

// The groups of a set of types' splits (their options by GPU id).
std::vector<Group> groupsOf(const std::vector<InventoryType>& types,
                            const std::map<std::string, std::vector<SizeOption>>& options)
{
    std::vector<Group> groups;
    for (const InventoryType& t : types)
        for (const InventoryReplicas& r : t.split)
            for (const SizeOption& s : options.at(t.gpuId))
                if (s.count == r.gpusPerReplica)
                    groups.push_back(Group{&s, r.replicas});
    return groups;
}

bool reaches(double capacityRps, double targetRps) { return capacityRps >= targetRps * (1.0 - 1e-12); }

} // namespace

Result<Inventory> parseInventory(const std::string& text, const std::string& source, const GpuCatalog& gpus)
{
    const std::string t = trimmed(text);
    if (t.empty())
        return makeError(ErrorCode::MissingField, source, 0, {}, "the inventory is empty: list GPU types and counts");
    Result<Inventory> parsed = t.front() == '{' || t.front() == '['             ? parseJsonInventory(t, source, gpus)
        : t.find('\n') == std::string::npos && t.find('=') != std::string::npos ? parseInlineInventory(t, source, gpus)
                                                                                : parseCsvInventory(text, source, gpus);
    if (parsed && parsed->owned.empty())
        return makeError(ErrorCode::MissingField, source, 0, {}, "the inventory lists no GPU");
    return parsed;
}

Result<InventoryPlan> planInventory(const Predictor& p, const LlmSpec& llm, const GpuCatalog& gpus,
                                    const Inventory& inventory, Workload w, std::optional<double> targetRps,
                                    double slaItlMs, const Economics& econ, const InventoryOptions& opt)
{
    if (targetRps && !rateInRange(*targetRps))
        return rateOutOfRange(*targetRps);
    InventoryPlan plan;
    plan.inventory = inventory;
    plan.slaItlMs = slaItlMs;
    const Sla sla{slaItlMs, opt.slaTtftMs, opt.confidence};
    plan.slaTtftMs = sla.hasTtftLimit() ? opt.slaTtftMs : std::nullopt;
    plan.rateHeadroom = kRateHeadroom;
    plan.targetRps = targetRps;
    // Every size of every owned and candidate type, in one curve request.
    std::vector<const GpuSpec*> types;
    for (const auto& [id, count] : inventory.owned) {
        const GpuSpec* g = gpus.find(id);
        if (!g)
            return makeError(ErrorCode::NotFound, {}, 0, "inventory",
                             "'" + id.substr(0, 64) + "' is not a GPU of the catalog");
        if (count < 1 || count > kMaxOwnedGpus)
            return makeError(ErrorCode::BadValue, {}, 0, "inventory." + id,
                             std::to_string(count) + " is outside 1.." + std::to_string(kMaxOwnedGpus));
        types.push_back(g);
    }
    if (targetRps)
        for (const GpuSpec* g : opt.purchaseCandidates)
            if (g && std::find(types.begin(), types.end(), g) == types.end())
                types.push_back(g);
    std::vector<CurveRequest> requests;
    for (const GpuSpec* g : types)
        for (int count : candidateGpuCounts(*g, GpuCountMode::AllCounts, 1, llm))
            requests.push_back(CurveRequest{g, count});
    WG_TRY(curves, deploymentCurves(p, llm, requests, w, opt.cache));
    std::map<std::string, std::vector<SizeOption>> options;
    for (std::size_t i = 0; i < requests.size(); ++i) {
        SizeOption s;
        s.count = requests[i].gpusPerReplica;
        s.curve = curves.value()[i];
        if (auto why = whyNotRunnable(llm, *requests[i].gpu, s.curve->workload))
            s.why = *why;
        else if (!s.curve->weightsFit || s.curve->maxBatch < 1)
            s.why = "does not fit with " + std::to_string(s.count) + " GPUs per replica";
        else {
            s.rate = maxSustainableRateIntervalOnCurve(*s.curve, sla);
            if (opt.confidence == SlaConfidence::UpperBound) // the plan's rate is the one the SLA test allows
                s.rate.rps = s.rate.lowRps;
            if (s.rate.rps <= 0)
                s.why = maxSustainableRateOnCurve(*s.curve, Sla{slaItlMs, std::nullopt, opt.confidence}) <= 0
                    ? "ITL above the SLA even at one request"
                    : "TTFT above the SLA at every rate, however low";
        }
        options[requests[i].gpu->id].push_back(std::move(s));
    }
    // The owned split.
    for (const auto& [id, count] : inventory.owned) {
        const auto& opts = options.at(id);
        plan.types.push_back(typeFromTable(id, count, opts, splitTable(opts, count)));
        const InventoryType& t = plan.types.back();
        plan.capacityRps += t.capacityRps;
        plan.capacityRpsLow += t.capacityRpsLow;
        plan.capacityRpsHigh += t.capacityRpsHigh;
        plan.maxRateSumRps += t.maxRateSumRps;
        plan.gpusOwned += t.owned;
        plan.gpusUsed += t.used;
    }
    const std::vector<Group> owned = groupsOf(plan.types, options);
    if (!owned.empty()) {
        WG_TRY(atCapacity, loadOf(owned, plan.capacityRps, slaItlMs, econ, opt));
        plan.atCapacity = atCapacity.value();
    }
    if (!targetRps)
        return plan;
    plan.meetsTarget = !owned.empty() && reaches(plan.capacityRps, *targetRps);
    if (plan.meetsTarget) {
        WG_TRY(atTarget, loadOf(owned, *targetRps, slaItlMs, econ, opt));
        plan.atTarget = atTarget.value();
        return plan;
    }
    // Purchases: per candidate type, the fewest GPUs whose split with what is owned of that type
    // lifts the whole inventory to the target.
    for (const GpuSpec* g : opt.purchaseCandidates) {
        if (!g)
            continue;
        const auto& opts = options.at(g->id);
        const auto ownedIt = inventory.owned.find(g->id);
        const long long ownedN = ownedIt == inventory.owned.end() ? 0 : ownedIt->second;
        double others = plan.capacityRps;
        for (const InventoryType& t : plan.types)
            if (t.gpuId == g->id)
                others -= t.capacityRps;
        const long long maxN = ownedN + kMaxOwnedGpus;
        bool anySize = false;
        for (const SizeOption& s : opts)
            anySize = anySize || s.rate.rps > 0;
        if (!anySize) {
            plan.notes.push_back(g->id + ": " + (opts.empty() ? std::string("no GPU count to try") : opts.back().why));
            continue;
        }
        const SplitTable table = splitTable(opts, maxN);
        const auto enough = [&](long long n) {
            return reaches(others + kRateHeadroom * table.best[static_cast<std::size_t>(n)], *targetRps);
        };
        if (!enough(maxN)) {
            plan.notes.push_back(g->id + ": more than " + std::to_string(kMaxOwnedGpus) + " GPUs to buy");
            continue;
        }
        long long lo = ownedN + 1, hi = maxN; // the fewest total of this type that reaches the target
        while (lo < hi) {
            const long long mid = lo + (hi - lo) / 2;
            if (enough(mid))
                hi = mid;
            else
                lo = mid + 1;
        }
        InventoryPurchase buy;
        buy.gpuId = g->id;
        buy.gpusToBuy = lo - ownedN;
        buy.typeAfter = typeFromTable(g->id, lo, opts, table);
        std::vector<InventoryType> after;
        for (const InventoryType& t : plan.types)
            if (t.gpuId != g->id)
                after.push_back(t);
        after.push_back(buy.typeAfter);
        for (const InventoryType& t : after) {
            buy.capacityRps += t.capacityRps;
            buy.capacityRpsLow += t.capacityRpsLow;
            buy.capacityRpsHigh += t.capacityRpsHigh;
        }
        WG_TRY(atTarget, loadOf(groupsOf(after, options), *targetRps, slaItlMs, econ, opt));
        buy.atTarget = atTarget.value();
        buy.basis = costBasis(econ, g->id);
        buy.hardwareUsdPerDay = fleetHardwareUsdPerDay(econ, g->id, buy.gpusToBuy);
        buy.usdPerDay = buy.atTarget.electricityUsdPerDay + buy.hardwareUsdPerDay.value_or(0.0);
        plan.purchases.push_back(std::move(buy));
    }
    const bool priced = hasHardwareCost(econ);
    std::stable_sort(plan.purchases.begin(), plan.purchases.end(),
                     [priced](const InventoryPurchase& a, const InventoryPurchase& b) {
                         const bool pa = !priced || a.hardwareUsdPerDay, pb = !priced || b.hardwareUsdPerDay;
                         if (pa != pb)
                             return pa;
                         if (a.usdPerDay != b.usdPerDay)
                             return a.usdPerDay < b.usdPerDay;
                         return a.atTarget.energyPerDayKwh < b.atTarget.energyPerDayKwh;
                     });
    for (std::size_t i = 0; i < plan.purchases.size(); ++i) {
        const InventoryPurchase& b = plan.purchases[i];
        if ((!priced || b.hardwareUsdPerDay) && !plan.cheapestPurchase)
            plan.cheapestPurchase = i;
        if (!plan.lowestEnergyPurchase
            || b.atTarget.energyPerDayKwh < plan.purchases[*plan.lowestEnergyPurchase].atTarget.energyPerDayKwh)
            plan.lowestEnergyPurchase = i;
        if (!plan.fewestGpusPurchase || b.gpusToBuy < plan.purchases[*plan.fewestGpusPurchase].gpusToBuy)
            plan.fewestGpusPurchase = i;
    }
    return plan;
}

} // namespace wattgpu
