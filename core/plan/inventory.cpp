#include "core/plan/inventory.h"

#include "core/catalog/gpu_map.h"

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

Result<long long> wholeCount(const std::string& text, const std::string& source, int line, const std::string& field)
{
    const std::string t = trimmed(text);
    if (t.empty() || t.size() > 12 || !std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return inventoryError(source, line, field, "'" + printable(t, 32) + "' is not a whole number of GPUs");
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

// The entries as written, then one reader for them all (core/catalog/gpu_map.h): ids canonicalised,
// duplicates by any spelling refused naming both; each count in 1..kMaxOwnedGpus.
Result<Inventory> inventoryOf(const std::vector<GpuEntry<long long>>& entries, const std::string& source,
                              const GpuCatalog& gpus)
{
    WG_TRY(owned, canonicalGpuMap(entries, gpus, source));
    for (const GpuEntry<long long>& e : entries)
        if (e.value < 1 || e.value > kMaxOwnedGpus)
            return inventoryError(source, e.line, e.field,
                                  std::to_string(e.value) + " GPUs of " + printable(trimmed(e.spelling), 64)
                                      + " is outside 1.." + std::to_string(kMaxOwnedGpus));
    Inventory inv;
    inv.owned = std::move(owned).value();
    return inv;
}

Result<Inventory> parseJsonInventory(const std::string& text, const std::string& source, const GpuCatalog& gpus)
{
    std::optional<std::string> twice;
    WG_TRY(doc, parseJsonBounded(text, source, JsonLimits{1u << 20, 8}, noteDuplicateKeys(twice)));
    if (twice)
        return inventoryError(source, 0, printable(*twice, 64),
                              "'" + printable(*twice, 64) + "' is listed twice: give one count per GPU type");
    std::vector<GpuEntry<long long>> entries;
    const nlohmann::json& j = doc.value();
    if (j.is_object()) {
        if (j.size() > 10'000)
            return inventoryError(source, 0, {}, "an inventory lists at most 10000 GPU types");
        for (const auto& [key, value] : j.items()) {
            WG_TRY(count, jsonCount(value, source, key));
            entries.push_back(GpuEntry<long long>{key, count.value(), 0, key});
        }
    } else if (j.is_array()) {
        if (j.size() > 10'000)
            return inventoryError(source, 0, {}, "an inventory lists at most 10000 GPU types");
        for (std::size_t i = 0; i < j.size(); ++i) {
            const std::string at = "[" + std::to_string(i) + "]";
            if (!j[i].is_object() || !j[i].contains("gpu") || !j[i]["gpu"].is_string() || !j[i].contains("count"))
                return makeError(ErrorCode::MissingField, source, 0, at,
                                 "each entry is an object {\"gpu\": \"<catalog id>\", \"count\": <GPUs>}");
            WG_TRY(count, jsonCount(j[i]["count"], source, at + ".count"));
            entries.push_back(GpuEntry<long long>{j[i]["gpu"].get<std::string>(), count.value(), 0, at + ".gpu"});
        }
    } else {
        return makeError(ErrorCode::Parse, source, 0, {},
                         "an inventory is an object {\"<GPU id>\": <count>} or a list of {\"gpu\", \"count\"}");
    }
    return inventoryOf(entries, source, gpus);
}

Result<Inventory> parseCsvInventory(const std::string& text, const std::string& source, const GpuCatalog& gpus)
{
    WG_TRY(table, parseCsv(text, source, CsvLimits{10'000, 16, 4096, 100'000}));
    const CsvTable& t = table.value();
    const int gpuCol = t.column("gpu"), countCol = t.column("count");
    if (gpuCol < 0 || countCol < 0)
        return makeError(ErrorCode::MissingField, source, 1, gpuCol < 0 ? "gpu" : "count",
                         "an inventory CSV has the columns gpu,count");
    std::vector<GpuEntry<long long>> entries;
    for (const CsvRow& row : t.rows) {
        const auto cell = [&](int c) {
            return c < static_cast<int>(row.cells.size()) ? row.cells[static_cast<std::size_t>(c)] : std::string();
        };
        WG_TRY(count, wholeCount(cell(countCol), source, row.line, "count"));
        entries.push_back(GpuEntry<long long>{trimmed(cell(gpuCol)), count.value(), row.line, "gpu"});
    }
    return inventoryOf(entries, source, gpus);
}

Result<Inventory> parseInlineInventory(const std::string& text, const std::string& source, const GpuCatalog& gpus)
{
    std::vector<GpuEntry<long long>> entries;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        const std::string item = trimmed(text.substr(start, comma - start));
        const std::size_t eq = item.find('=');
        if (eq == std::string::npos)
            return inventoryError(source, 0, printable(item, 64),
                                  "an inline inventory is GPU=COUNT[,GPU=COUNT...], e.g. a100-sxm4-80gb=16");
        const std::string id = trimmed(item.substr(0, eq));
        WG_TRY(count, wholeCount(item.substr(eq + 1), source, 0, printable(id, 64)));
        entries.push_back(GpuEntry<long long>{id, count.value(), 0, printable(id, 64)});
        if (entries.size() > 10'000)
            return inventoryError(source, 0, {}, "an inventory lists at most 10000 GPU types");
        start = comma + 1;
    }
    return inventoryOf(entries, source, gpus);
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
        const auto n = static_cast<double>(g.replicas);
        // A share below what the server model takes (one request in about 11.6 days): the replica
        // idles, and an idle replica still draws its idle power (the busy fraction tends to 0).
        const bool idles = share < kMinRateRps;
        WG_TRY(served, serveOnCurve(*g.size->curve, std::max(share, kMinRateRps), opt.idleOverridesW));
        const ServerResult& s = served.value();
        load.meanPowerW += n * (idles ? s.idlePowerW : s.meanPowerW);
        load.meanPowerWLow += n * (idles ? s.idlePowerWLow : s.meanPowerWLow);
        load.meanPowerWHigh += n * (idles ? s.idlePowerWHigh : s.meanPowerWHigh);
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

// The replicas of `types` held against a budget: each type's GPUs in replicas as holdFleet holds
// them, summed (a fleet of several types); `meanPowerW` shown beside.
std::optional<BudgetRow> holdTypes(const std::vector<InventoryType>& types, const GpuCatalog& gpus, const Workload& w,
                                   const std::optional<PowerBudget>& budget, double meanPowerW)
{
    if (!budget)
        return std::nullopt;
    BudgetRow sum;
    for (const InventoryType& t : types) {
        const GpuSpec* g = gpus.find(t.gpuId);
        if (!g || t.used <= 0)
            continue;
        const BudgetRow one = holdFleet(*g, t.used, 0.0, w, *budget);
        sum.feasible = true;
        sum.gpuPowerLimitW = sum.gpuPowerLimitW > 0 && sum.gpuPowerLimitW != one.gpuPowerLimitW ? 0.0
                                                                                                : one.gpuPowerLimitW;
        sum.peakPowerW += one.peakPowerW;
        sum.peakPowerWallW += one.peakPowerWallW;
        sum.heldPowerW += one.heldPowerW;
    }
    if (!sum.feasible)
        return std::nullopt;
    sum.meanPowerW = meanPowerW;
    sum.withinBudget = sum.heldPowerW <= budget->limitW;
    sum.overBudgetW = sum.withinBudget ? 0.0 : sum.heldPowerW - budget->limitW;
    sum.overBudgetPercent = budget->limitW > 0 ? sum.overBudgetW / budget->limitW * 100.0 : 0.0;
    sum.headroomW = sum.withinBudget ? budget->limitW - sum.heldPowerW : 0.0;
    return sum;
}

bool reaches(double capacityRps, double targetRps) { return capacityRps >= targetRps * (1.0 - 1e-12); }

} // namespace

Result<Inventory> parseInventory(const std::string& bytes, const std::string& source, const GpuCatalog& gpus)
{
    // A byte-order mark is read in every form, as the CSV reader always did.
    const std::string text(withoutUtf8Bom(bytes));
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
                                    const Inventory& given, Workload w, std::optional<double> targetRps,
                                    double slaItlMs, const Economics& econ, const InventoryOptions& opt)
{
    if (targetRps && !rateInRange(*targetRps))
        return rateOutOfRange(*targetRps);
    // Whoever built the inventory (a file, a plan, a test), its GPUs are named by catalog id from here on.
    std::vector<GpuEntry<long long>> entries;
    for (const auto& [id, count] : given.owned)
        entries.push_back(GpuEntry<long long>{id, count, 0, "inventory." + printable(id, 64)});
    WG_TRY(canonical, inventoryOf(entries, {}, gpus));
    const Inventory& inventory = canonical.value();
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
        for (int count : candidateGpuCounts(*g, GpuCountMode::AllCounts, 1, llm, &w))
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
            // The stated capacity is headroom x this rate: held to what serveOnCurve says at that share
            // (the scan and the served fixed point can disagree near the curve's end, as in the capacity plan).
            WG_TRY(verified, servedMaxRate(*s.curve, s.rate.rps, sla, opt.idleOverridesW));
            s.rate.rps = verified.value();
            s.rate.lowRps = std::min(s.rate.lowRps, s.rate.rps);
            s.rate.highRps = std::max(s.rate.highRps, s.rate.rps);
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
        plan.budget = holdTypes(plan.types, gpus, w, opt.budget, plan.atCapacity.meanPowerW);
    }
    if (!targetRps)
        return plan;
    plan.meetsTarget = !owned.empty() && reaches(plan.capacityRps, *targetRps);
    if (plan.meetsTarget) {
        WG_TRY(atTarget, loadOf(owned, *targetRps, slaItlMs, econ, opt));
        plan.atTarget = atTarget.value();
        plan.budget = holdTypes(plan.types, gpus, w, opt.budget, plan.atTarget->meanPowerW);
        // "Nothing to buy" only when the owned GPUs meet the SLA at the target, not just its rate.
        plan.meetsTarget = plan.atTarget->meetsSla;
        if (plan.meetsTarget)
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
        buy.budget = holdTypes(after, gpus, w, opt.budget, buy.atTarget.meanPowerW);
        buy.lowEndShort = !reaches(buy.capacityRpsLow, *targetRps);
        buy.outOfDistribution = g->custom;
        for (const InventoryReplicas& r : buy.typeAfter.split)
            for (const SizeOption& s : opts)
                if (s.count == r.gpusPerReplica)
                    for (const Prediction& pr : s.curve->at)
                        buy.outOfDistribution = buy.outOfDistribution || pr.outOfDistribution;
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
    // The budget is a constraint: the picks are among the purchases it admits when any does.
    const bool anyWithin = std::any_of(plan.purchases.begin(), plan.purchases.end(),
                                       [](const InventoryPurchase& b) { return b.withinBudget(); });
    plan.purchasesOverBudget = opt.budget && !plan.purchases.empty() && !anyWithin;
    for (std::size_t i = 0; i < plan.purchases.size(); ++i) {
        const InventoryPurchase& b = plan.purchases[i];
        if (anyWithin && !b.withinBudget())
            continue;
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
