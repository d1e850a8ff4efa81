#include "ui/models/plan.h"

#include "core/catalog/gpu_map.h"
#include "core/data/corpus.h"
#include "core/features/itl_metric.h"
#include "core/features/stack.h"
#include "core/util/fileio.h"
#include "core/util/json_util.h"
#include "core/util/text.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <type_traits>
#include <vector>

namespace wattgpu::ui {

namespace {

const QString kFormat = QStringLiteral("wattgpu-plan");

QJsonArray toArray(const QStringList& list)
{
    QJsonArray a;
    for (const QString& s : list)
        a.append(s);
    return a;
}

// Small helpers that record the first bad field and let parse() bail out.
struct Reader {
    PlanError* error;
    bool failed = false;

    void fail(const QString& field, const QString& detail)
    {
        if (failed)
            return;
        failed = true;
        if (error)
            *error = PlanError{PlanError::Kind::BadField, field, detail};
    }
    QJsonObject object(const QJsonObject& o, const QString& key)
    {
        const QJsonValue v = o.value(key);
        if (!v.isObject())
            fail(key, QStringLiteral("expected an object"));
        return v.toObject();
    }
    // An integer in [lo, hi]; a number outside is named with the range (the planner's limits).
    int integer(const QJsonObject& o, const QString& key, int lo, int hi, const QString& path)
    {
        const QJsonValue v = o.value(key);
        const double d = v.toDouble(std::nan(""));
        if (!v.isDouble() || !std::isfinite(d) || d != std::floor(d)) {
            fail(path, QStringLiteral("expected an integer in [%1, %2]").arg(lo).arg(hi));
            return lo;
        }
        if (d < lo || d > hi) {
            fail(path, QStringLiteral("%1 is outside the planner's limits [%2, %3]").arg(d, 0, 'f', 0).arg(lo).arg(hi));
            return lo;
        }
        return static_cast<int>(d);
    }
    // A number in [lo, hi] (or (lo, hi] when !loInclusive); `path` names it in the error.
    double range(const QJsonObject& o, const QString& key, double lo, double hi, bool loInclusive, const QString& path)
    {
        const QJsonValue v = o.value(key);
        const double d = v.toDouble(std::nan(""));
        const QString allowed =
            QStringLiteral("%1%2, %3]").arg(loInclusive ? QLatin1Char('[') : QLatin1Char('(')).arg(lo).arg(hi);
        if (!v.isDouble() || !std::isfinite(d)) {
            fail(path, QStringLiteral("expected a number in %1").arg(allowed));
            return hi;
        }
        if ((loInclusive ? d < lo : d <= lo) || d > hi) {
            fail(path, QStringLiteral("%1 is outside the planner's limits %2").arg(d).arg(allowed));
            return hi;
        }
        return d;
    }
    // A string field, at most `maxBytes` of UTF-8 and without control characters: a plan is a few
    // hundred bytes, and every later prediction reads these (engine names are lowered per
    // prediction), so nothing in it may be large.
    QString text(const QJsonValue& v, std::size_t maxBytes, const QString& path)
    {
        if (failed || v.isUndefined())
            return {};
        if (!v.isString()) {
            fail(path, QStringLiteral("expected a string"));
            return {};
        }
        const QString s = v.toString();
        const std::string utf8 = s.toStdString();
        if (utf8.size() > maxBytes)
            fail(path, QStringLiteral("%1 bytes, longer than %2").arg(utf8.size()).arg(maxBytes));
        else if (hasControlChars(utf8))
            fail(path, QStringLiteral("contains a control character"));
        return failed ? QString() : s;
    }
    // {"kind": "facility_wall", "limitKw": kW} or {"kind": "gpu_board", "limitW": W}.
    PlanPowerBudget powerBudget(const QJsonObject& root)
    {
        const QString key = QStringLiteral("powerBudget");
        const QJsonObject b = object(root, key);
        PlanPowerBudget out;
        if (failed)
            return out;
        const QString kind = b.value(QStringLiteral("kind")).toString();
        if (kind == QLatin1String(powerBudgetKindName(PowerBudgetKind::FacilityWall))) {
            out.kind = PowerBudgetKind::FacilityWall;
            out.limitW = range(b, QStringLiteral("limitKw"), kMinPowerBudgetW / 1000.0, kMaxPowerBudgetW / 1000.0, true,
                               QStringLiteral("powerBudget.limitKw"))
                * 1000.0;
        } else if (kind == QLatin1String(powerBudgetKindName(PowerBudgetKind::GpuBoard))) {
            out.kind = PowerBudgetKind::GpuBoard;
            out.limitW = range(b, QStringLiteral("limitW"), kMinPowerBudgetW, kMaxPowerBudgetW, true,
                               QStringLiteral("powerBudget.limitW"));
        } else {
            fail(QStringLiteral("powerBudget.kind"), QStringLiteral("expected facility_wall or gpu_board"));
        }
        return out;
    }
    // {"gpu id": count, ...}, each count an integer in 1..kMaxOwnedGpus.
    Inventory inventory(const QJsonObject& root)
    {
        const QString key = QStringLiteral("inventory");
        const QJsonValue v = root.value(key);
        Inventory out;
        if (!v.isObject()) {
            fail(key, QStringLiteral("expected an object of GPU id: count"));
            return out;
        }
        const QJsonObject owned = v.toObject();
        if (owned.size() > kMaxPlanGpuIds) {
            fail(key, QStringLiteral("%1 GPU ids, more than %2").arg(owned.size()).arg(kMaxPlanGpuIds));
            return out;
        }
        for (auto it = owned.begin(); !failed && it != owned.end(); ++it) {
            text(QJsonValue(it.key()), kMaxGpuIdBytes, key);
            if (!failed && (it.key().isEmpty() || QString::fromStdString(it.key().toStdString()) != it.key()))
                fail(key, QStringLiteral("expected GPU ids as keys"));
            const QString path = key + QLatin1Char('.') + it.key();
            const double d = it.value().toDouble(std::nan(""));
            if (!failed && (!it.value().isDouble() || d != std::floor(d) || d < 1 || d > double(kMaxOwnedGpus)))
                fail(path, QStringLiteral("expected a count of GPUs, an integer in [1, %1]").arg(kMaxOwnedGpus));
            if (!failed)
                out.owned[it.key().toStdString()] = static_cast<long long>(d);
        }
        return failed ? Inventory{} : out;
    }
    QStringList strings(const QJsonObject& o, const QString& key)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined())
            return {};
        if (!v.isArray()) {
            fail(key, QStringLiteral("expected an array of GPU ids"));
            return {};
        }
        const QJsonArray items = v.toArray();
        if (items.size() > kMaxPlanGpuIds) {
            fail(key, QStringLiteral("%1 GPU ids, more than %2").arg(items.size()).arg(kMaxPlanGpuIds));
            return {};
        }
        QStringList out;
        for (const QJsonValue& item : items) {
            if (!item.isString()) {
                fail(key, QStringLiteral("expected an array of GPU ids"));
                return {};
            }
            out << text(item, kMaxGpuIdBytes, key);
            if (failed)
                return {};
        }
        return out;
    }
};

} // namespace

bool sameEconomics(const Economics& a, const Economics& b)
{
    return a.electricityUsdPerKwh == b.electricityUsdPerKwh && a.pue == b.pue && a.gridGco2PerKwh == b.gridGco2PerKwh
        && a.usdPerGpuHourByGpu == b.usdPerGpuHourByGpu && a.usdPerGpuHour == b.usdPerGpuHour
        && a.gpuPurchaseUsd == b.gpuPurchaseUsd && a.gpuLifetimeYears == b.gpuLifetimeYears
        && a.gpuUtilisation == b.gpuUtilisation;
}

Precision PlanState::precisionFor(const LlmSpec& llm) const
{
    return nativePrecision ? wattgpu::nativePrecision(llm) : workload.precision;
}

Scenario PlanState::scenario(const LlmSpec& llm, const GpuCatalog& gpus) const
{
    Scenario s;
    s.llm = llm;
    s.workload = workload;
    s.workload.precision = precisionFor(llm);
    s.load = load;
    if (rateRps()) {
        s.fleetTargetRps = fleetTargetRps;
        s.compareDisaggregated = compareDisaggregated;
    }
    s.slaItlMs = slaItlMs;
    s.slaTtftMs = slaTtftMs;
    s.objective = objective;
    s.economics = economics;
    if (powerBudget)
        s.powerBudget = PowerBudget{powerBudget->kind, powerBudget->limitW,
                                    powerBudget->kind == PowerBudgetKind::FacilityWall ? economics.pue : 1.0};
    // GPUs by catalog id (a plan may name one by alias or display name; checkGpus refused two
    // spellings of one GPU when the plan was opened).
    if (!inventory.owned.empty()) {
        Inventory known;
        for (const auto& [id, count] : inventory.owned)
            if (const GpuSpec* g = gpus.find(id))
                known.owned.emplace(g->id, count);
        if (!known.owned.empty())
            s.inventory = std::move(known);
    }
    s.economics.usdPerGpuHourByGpu.clear();
    for (const auto& [id, rate] : economics.usdPerGpuHourByGpu) {
        const GpuSpec* g = gpus.find(id);
        s.economics.usdPerGpuHourByGpu.emplace(g ? g->id : id, rate);
    }
    s.gpuCountMode = gpuCountMode;
    s.slaConfidence = slaConfidence;
    if (!excludedGpus.isEmpty()) {
        s.gpuIds.emplace();
        for (const GpuSpec& g : gpus.gpus())
            if (!excludedGpus.contains(QString::fromStdString(g.id)))
                s.gpuIds->push_back(g.id);
    }
    return s;
}

bool PlanState::operator==(const PlanState& o) const
{
    const Workload& a = workload;
    const Workload& b = o.workload;
    return modelId == o.modelId && modelConfigPath == o.modelConfigPath && a.batch == b.batch
        && a.promptLen == b.promptLen && a.outputLen == b.outputLen && nativePrecision == o.nativePrecision
        && (nativePrecision || a.precision == b.precision) && fleetTargetRps == o.fleetTargetRps
        && powerBudget == o.powerBudget && inventory == o.inventory && compareDisaggregated == o.compareDisaggregated
        && a.numGpus == b.numGpus && a.powerLimitW == b.powerLimitW && a.stack.engine == b.stack.engine
        && a.stack.version == b.stack.version && a.itlMetric == b.itlMetric && a.kvCacheDtype == b.kvCacheDtype
        && a.prefixCacheShare == b.prefixCacheShare && a.speculation.method == b.speculation.method
        && a.speculation.draftTokens == b.speculation.draftTokens
        && a.speculation.acceptance == b.speculation.acceptance && a.interNodeGbS == b.interNodeGbS
        && slaTtftMs == o.slaTtftMs && gpuCountMode == o.gpuCountMode && slaConfidence == o.slaConfidence
        && load == o.load && slaItlMs == o.slaItlMs && objective == o.objective && sameEconomics(economics, o.economics)
        && excludedGpus == o.excludedGpus && sweepGpus == o.sweepGpus && chartTab == o.chartTab;
}

const QStringList& chartTabIds()
{
    static const QStringList ids{QStringLiteral("power-itl"), QStringLiteral("objective"), QStringLiteral("load-sweep"),
                                 QStringLiteral("sla-sweep"), QStringLiteral("capacity")};
    return ids;
}

QJsonObject PlanIo::toJson(const PlanState& plan)
{
    const Workload& w = plan.workload;
    QJsonObject workload{
        {QStringLiteral("batch"), w.batch},
        {QStringLiteral("promptLen"), w.promptLen},
        {QStringLiteral("outputLen"), w.outputLen},
        {QStringLiteral("precision"),
         plan.nativePrecision ? QStringLiteral("native") : QString::fromLatin1(precisionName(w.precision))},
        {QStringLiteral("numGpus"), w.numGpus},
        {QStringLiteral("gpuCountMode"), QString::fromLatin1(gpuCountModeName(plan.gpuCountMode))},
        {QStringLiteral("stack"),
         QJsonObject{{QStringLiteral("engine"), QString::fromStdString(w.stack.engine)},
                     {QStringLiteral("version"), QString::fromStdString(w.stack.version)}}},
        {QStringLiteral("itlMetric"), QString::fromLatin1(itlKindName(w.itlMetric))},
        {QStringLiteral("kvCacheDtype"), QString::fromLatin1(kvCacheDtypeName(w.kvCacheDtype))},
    };
    if (w.powerLimitW)
        workload.insert(QStringLiteral("powerLimitW"), *w.powerLimitW);
    if (w.prefixCacheShare > 0)
        workload.insert(QStringLiteral("prefixCacheShare"), w.prefixCacheShare);
    if (w.speculation.active())
        workload.insert(
            QStringLiteral("speculation"),
            QJsonObject{{QStringLiteral("method"), QString::fromLatin1(specMethodName(w.speculation.method))},
                        {QStringLiteral("draftTokens"), w.speculation.draftTokens},
                        {QStringLiteral("acceptance"), w.speculation.acceptance}});
    if (w.interNodeGbS)
        workload.insert(QStringLiteral("interNodeGbS"), *w.interNodeGbS);
    QJsonObject model{{QStringLiteral("id"), plan.modelId}};
    if (!plan.modelConfigPath.isEmpty())
        model.insert(QStringLiteral("configPath"), plan.modelConfigPath);
    const Economics& e = plan.economics;
    QJsonObject economics{
        {QStringLiteral("usdPerKwh"), e.electricityUsdPerKwh}, {QStringLiteral("pue"), e.pue},
        {QStringLiteral("gridGco2PerKwh"), e.gridGco2PerKwh},  {QStringLiteral("gpuLifetimeYears"), e.gpuLifetimeYears},
        {QStringLiteral("gpuUtilisation"), e.gpuUtilisation},
    };
    if (e.usdPerGpuHour)
        economics.insert(QStringLiteral("usdPerGpuHour"), *e.usdPerGpuHour);
    if (e.gpuPurchaseUsd)
        economics.insert(QStringLiteral("gpuPurchaseUsd"), *e.gpuPurchaseUsd);
    if (!e.usdPerGpuHourByGpu.empty()) {
        QJsonObject quotes;
        for (const auto& [id, rate] : e.usdPerGpuHourByGpu)
            quotes.insert(QString::fromStdString(id), rate);
        economics.insert(QStringLiteral("usdPerGpuHourByGpu"), quotes);
    }
    QJsonObject root{
        {QStringLiteral("format"), kFormat},
        {QStringLiteral("version"), kPlanFormatVersion},
        {QStringLiteral("model"), model},
        {QStringLiteral("workload"), workload},
        {QStringLiteral("slaItlMs"), plan.slaItlMs},
        {QStringLiteral("slaConfidence"), QString::fromLatin1(slaConfidenceName(plan.slaConfidence))},
        {QStringLiteral("objective"), QString::fromLatin1(objectiveName(plan.objective))},
        {QStringLiteral("excludedGpus"), toArray(plan.excludedGpus)},
        {QStringLiteral("sweepGpus"), toArray(plan.sweepGpus)},
        {QStringLiteral("chartTab"), plan.chartTab},
        {QStringLiteral("economics"), economics},
    };
    if (plan.slaTtftMs)
        root.insert(QStringLiteral("slaTtftMs"), *plan.slaTtftMs);
    if (const auto rate = plan.rateRps())
        root.insert(QStringLiteral("rateRps"), *rate);
    if (plan.fleetTargetRps)
        root.insert(QStringLiteral("fleetTargetRps"), *plan.fleetTargetRps);
    if (plan.compareDisaggregated)
        root.insert(QStringLiteral("compareDisaggregated"), true);
    // A facility budget in kW, as the window and --power-budget-kw give it; a GPU budget in W.
    if (const auto& b = plan.powerBudget)
        root.insert(QStringLiteral("powerBudget"),
                    b->kind == PowerBudgetKind::FacilityWall
                        ? QJsonObject{{QStringLiteral("kind"), QString::fromLatin1(powerBudgetKindName(b->kind))},
                                      {QStringLiteral("limitKw"), b->limitW / 1000.0}}
                        : QJsonObject{{QStringLiteral("kind"), QString::fromLatin1(powerBudgetKindName(b->kind))},
                                      {QStringLiteral("limitW"), b->limitW}});
    if (!plan.inventory.owned.empty()) {
        QJsonObject owned;
        for (const auto& [id, count] : plan.inventory.owned)
            owned.insert(QString::fromStdString(id), static_cast<qint64>(count));
        root.insert(QStringLiteral("inventory"), owned);
    }
    return root;
}

QByteArray PlanIo::serialize(const PlanState& plan)
{
    return QJsonDocument(toJson(plan)).toJson(QJsonDocument::Indented);
}

std::optional<PlanState> PlanIo::parse(const QByteArray& bytes, PlanError* error)
{
    auto setError = [error](PlanError::Kind kind, const QString& field, const QString& detail) {
        if (error)
            *error = PlanError{kind, field, detail};
    };
    if (bytes.size() > kMaxPlanFileBytes) {
        setError(PlanError::Kind::TooLarge, {}, QString::number(bytes.size()));
        return std::nullopt;
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        setError(PlanError::Kind::NotJson, {},
                 pe.error != QJsonParseError::NoError
                     ? QStringLiteral("%1 at byte %2").arg(pe.errorString()).arg(pe.offset)
                     : QStringLiteral("the top level is not an object"));
        return std::nullopt;
    }
    // QJsonDocument keeps the last of two equal keys silently: a plan that writes one twice is refused.
    if (const auto twice = firstDuplicateKey(
            std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())))) {
        setError(PlanError::Kind::BadField, QString::fromStdString(printable(*twice, 64)),
                 QStringLiteral("the key is written twice"));
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != kFormat) {
        setError(PlanError::Kind::WrongFormat, QStringLiteral("format"),
                 root.value(QStringLiteral("format")).toString());
        return std::nullopt;
    }
    const QJsonValue version = root.value(QStringLiteral("version"));
    if (!version.isDouble() || version.toInt() < 1) {
        setError(PlanError::Kind::BadField, QStringLiteral("version"), QStringLiteral("expected a positive integer"));
        return std::nullopt;
    }
    if (version.toInt() > kPlanFormatVersion) {
        setError(PlanError::Kind::NewerVersion, QStringLiteral("version"), QString::number(version.toInt()));
        return std::nullopt;
    }

    Reader r{error};
    PlanState plan;
    const QJsonObject model = r.object(root, QStringLiteral("model"));
    plan.modelId = r.text(model.value(QStringLiteral("id")), kMaxModelIdBytes, QStringLiteral("model.id"));
    plan.modelConfigPath = r.text(model.value(QStringLiteral("configPath")), kMaxPlanPathBytes,
                                  QStringLiteral("model.configPath"));
    if (!r.failed && plan.modelId.isEmpty() && plan.modelConfigPath.isEmpty())
        r.fail(QStringLiteral("model.id"), QStringLiteral("expected a model id"));

    const QJsonObject w = r.object(root, QStringLiteral("workload"));
    if (!r.failed) {
        // The planner's limits (core/features/workload.h), as the CLI and the window's controls have them.
        using L = WorkloadLimits;
        plan.workload.batch = r.integer(w, QStringLiteral("batch"), L::minBatch, L::maxBatch,
                                        QStringLiteral("workload.batch"));
        plan.workload.promptLen = r.integer(w, QStringLiteral("promptLen"), L::minPromptLen, L::maxPromptLen,
                                            QStringLiteral("workload.promptLen"));
        plan.workload.outputLen = r.integer(w, QStringLiteral("outputLen"), L::minOutputLen, L::maxOutputLen,
                                            QStringLiteral("workload.outputLen"));
        // Any count the CLI takes; the window shows one other than 1, 2, 4 or 8 as an extra choice,
        // and the verdict says when the model's heads cannot be split over it.
        plan.workload.numGpus = r.integer(w, QStringLiteral("numGpus"), L::minGpus, L::maxGpus,
                                          QStringLiteral("workload.numGpus"));
        // Plans from before GPU-count modes chose a count: a count other than 1 stays fixed.
        const QString mode = w.value(QStringLiteral("gpuCountMode")).toString();
        if (!w.contains(QStringLiteral("gpuCountMode")))
            plan.gpuCountMode = plan.workload.numGpus == 1 ? GpuCountMode::Auto : GpuCountMode::Fixed;
        else if (mode == QLatin1String("auto"))
            plan.gpuCountMode = GpuCountMode::Auto;
        else if (mode == QLatin1String("fixed"))
            plan.gpuCountMode = GpuCountMode::Fixed;
        else if (mode == QLatin1String("all-counts"))
            plan.gpuCountMode = GpuCountMode::AllCounts;
        else
            r.fail(QStringLiteral("workload.gpuCountMode"), QStringLiteral("expected auto, all-counts or fixed"));
        // "native" (the model's own precision) since the window defaults to it; plans written
        // before name one precision and keep it.
        const QString precisionText = w.value(QStringLiteral("precision")).toString();
        const auto precision = parsePrecision(precisionText.left(16).toStdString());
        plan.nativePrecision = precisionText == QLatin1String("native");
        if (plan.nativePrecision)
            plan.workload.precision = Precision::BF16;
        else if (!precision)
            r.fail(QStringLiteral("workload.precision"), QStringLiteral("expected native, bf16, fp16, fp8 or mxfp4"));
        else
            plan.workload.precision = *precision;
        const QJsonObject stack = w.value(QStringLiteral("stack")).toObject();
        if (stack.contains(QStringLiteral("engine")))
            plan.workload.stack.engine = r.text(stack.value(QStringLiteral("engine")), kMaxEngineNameBytes,
                                                QStringLiteral("workload.stack.engine"))
                                             .toStdString();
        if (stack.contains(QStringLiteral("version")))
            plan.workload.stack.version = r.text(stack.value(QStringLiteral("version")), kMaxEngineVersionBytes,
                                                 QStringLiteral("workload.stack.version"))
                                              .toStdString();
        if (!r.failed) {
            // An engine the planner does not know is an error here, naming the known ones, not at
            // every later prediction.
            // The version in the one grammar of core/features/stack.h, kept canonical ("v0.11" -> "0.11").
            auto resolved = resolveStack(plan.workload.stack);
            if (!resolved)
                r.fail(resolved.error().field == "engine_version" ? QStringLiteral("workload.stack.version")
                                                                  : QStringLiteral("workload.stack.engine"),
                       QString::fromStdString(resolved.error().detail));
            else
                plan.workload.stack.version = resolved->requested;
        }
        // Plans written before the ITL metric was an input are in the default, median ITL.
        if (!r.failed && w.contains(QStringLiteral("itlMetric"))) {
            const auto metric = parseItlKind(w.value(QStringLiteral("itlMetric")).toString().left(64).toStdString());
            if (!metric)
                r.fail(QStringLiteral("workload.itlMetric"),
                       QStringLiteral("expected median_itl, mean_tpot, e2e_over_output, p90_itl or p99_itl"));
            else
                plan.workload.itlMetric = *metric;
        }
        // Plans written before the KV-cache precision was an input keep the engine's default (auto).
        if (!r.failed && w.contains(QStringLiteral("kvCacheDtype"))) {
            const QJsonValue v = w.value(QStringLiteral("kvCacheDtype"));
            const auto dtype = v.isString() ? parseKvCacheDtype(v.toString().left(16).toStdString()) : std::nullopt;
            if (!dtype)
                r.fail(QStringLiteral("workload.kvCacheDtype"), QStringLiteral("expected auto or fp8"));
            else
                plan.workload.kvCacheDtype = *dtype;
        }
        // Plans written before prefix caching was an input have none (share 0).
        if (!r.failed && w.contains(QStringLiteral("prefixCacheShare")))
            plan.workload.prefixCacheShare = r.range(w, QStringLiteral("prefixCacheShare"), L::minPrefixCacheShare,
                                                     L::maxPrefixCacheShare, true,
                                                     QStringLiteral("workload.prefixCacheShare"));
        // Speculative decoding and the network between nodes came with issue 37: none in older plans.
        // The window sets an EAGLE head or MTP heads; a draft model is the CLI's alone.
        if (!r.failed && w.contains(QStringLiteral("speculation"))) {
            const QJsonObject spec = r.object(w, QStringLiteral("speculation"));
            const QJsonValue m = spec.value(QStringLiteral("method"));
            const SpecMethod method = m.isString()
                ? parseSpecMethod(m.toString().left(16).toStdString()).value_or(SpecMethod::None)
                : SpecMethod::None;
            if (!r.failed && method != SpecMethod::Eagle && method != SpecMethod::Mtp)
                r.fail(QStringLiteral("workload.speculation.method"), QStringLiteral("expected eagle or mtp"));
            if (!r.failed) {
                Speculation sp = speculationDefaults(method);
                sp.draftTokens = r.integer(spec, QStringLiteral("draftTokens"), L::minSpecTokens, L::maxSpecTokens,
                                           QStringLiteral("workload.speculation.draftTokens"));
                sp.acceptance = r.range(spec, QStringLiteral("acceptance"), L::minSpecAcceptance, L::maxSpecAcceptance,
                                        true, QStringLiteral("workload.speculation.acceptance"));
                plan.workload.speculation = sp;
            }
        }
        if (!r.failed && w.contains(QStringLiteral("interNodeGbS")))
            plan.workload.interNodeGbS = r.range(w, QStringLiteral("interNodeGbS"), L::minInterNodeGbS,
                                                 L::maxInterNodeGbS, true, QStringLiteral("workload.interNodeGbS"));
        if (!r.failed && w.contains(QStringLiteral("powerLimitW")))
            plan.workload.powerLimitW = r.range(w, QStringLiteral("powerLimitW"), L::minPowerLimitW, L::maxPowerLimitW,
                                                true, QStringLiteral("workload.powerLimitW"));
    }
    // Server scenario and economics came later: plans without them open as offline batch with
    // the default assumptions.
    if (!r.failed && root.contains(QStringLiteral("rateRps")))
        plan.load = RequestRate{r.range(root, QStringLiteral("rateRps"), WorkloadLimits::minRateRps,
                                        WorkloadLimits::maxRateRps, true, QStringLiteral("rateRps"))};
    if (!r.failed && root.contains(QStringLiteral("fleetTargetRps")))
        plan.fleetTargetRps = r.range(root, QStringLiteral("fleetTargetRps"), WorkloadLimits::minFleetRateRps,
                                      WorkloadLimits::maxFleetRateRps, true, QStringLiteral("fleetTargetRps"));
    // Disaggregated serving came with issue 37: plans without it compare none.
    if (!r.failed && root.contains(QStringLiteral("compareDisaggregated"))) {
        const QJsonValue v = root.value(QStringLiteral("compareDisaggregated"));
        if (!v.isBool())
            r.fail(QStringLiteral("compareDisaggregated"), QStringLiteral("expected true or false"));
        plan.compareDisaggregated = v.toBool();
    }
    // Budgets and owned GPUs came with issue 27: plans without them have none.
    if (!r.failed && root.contains(QStringLiteral("powerBudget")))
        plan.powerBudget = r.powerBudget(root);
    if (!r.failed && root.contains(QStringLiteral("inventory")))
        plan.inventory = r.inventory(root);
    if (!r.failed && root.contains(QStringLiteral("economics"))) {
        const QJsonObject e = r.object(root, QStringLiteral("economics"));
        Economics& econ = plan.economics;
        auto optional = [&](const char* key, double lo, double hi, bool loInclusive, double& out) {
            const QString k = QString::fromLatin1(key);
            if (!r.failed && e.contains(k))
                out = r.range(e, k, lo, hi, loInclusive, QStringLiteral("economics.") + k);
        };
        optional("usdPerKwh", 0, kMaxUsdPerKwh, true, econ.electricityUsdPerKwh);
        optional("pue", kMinPue, kMaxPue, true, econ.pue);
        optional("gridGco2PerKwh", 0, kMaxGridGco2PerKwh, true, econ.gridGco2PerKwh);
        optional("gpuLifetimeYears", 0, kMaxGpuLifetimeYears, false, econ.gpuLifetimeYears);
        optional("gpuUtilisation", 0, 1, false, econ.gpuUtilisation);
        double v = 0;
        if (!r.failed && e.contains(QStringLiteral("usdPerGpuHour"))) {
            optional("usdPerGpuHour", 0, kMaxUsdPerGpuHour, true, v);
            econ.usdPerGpuHour = v;
        }
        if (!r.failed && e.contains(QStringLiteral("gpuPurchaseUsd"))) {
            optional("gpuPurchaseUsd", 0, kMaxGpuPurchaseUsd, true, v);
            econ.gpuPurchaseUsd = v;
        }
        if (!r.failed && e.contains(QStringLiteral("usdPerGpuHourByGpu"))) {
            const QJsonValue q = e.value(QStringLiteral("usdPerGpuHourByGpu"));
            if (!q.isObject())
                r.fail(QStringLiteral("economics.usdPerGpuHourByGpu"),
                       QStringLiteral("expected an object of GPU id: USD per GPU-hour"));
            const QJsonObject quotes = q.toObject();
            if (quotes.size() > kMaxPlanGpuIds)
                r.fail(QStringLiteral("economics.usdPerGpuHourByGpu"),
                       QStringLiteral("%1 GPU ids, more than %2").arg(quotes.size()).arg(kMaxPlanGpuIds));
            for (auto it = quotes.begin(); !r.failed && it != quotes.end(); ++it) {
                r.text(QJsonValue(it.key()), kMaxGpuIdBytes, QStringLiteral("economics.usdPerGpuHourByGpu"));
                // Keys must survive the trip to std::string (UTF-8) and back unchanged.
                if (it.key().isEmpty() || QString::fromStdString(it.key().toStdString()) != it.key()) {
                    r.fail(QStringLiteral("economics.usdPerGpuHourByGpu"), QStringLiteral("expected GPU ids as keys"));
                    break;
                }
                const double rate = r.range(quotes, it.key(), 0, kMaxUsdPerGpuHour, true,
                                            QStringLiteral("economics.usdPerGpuHourByGpu.") + it.key());
                econ.usdPerGpuHourByGpu[it.key().toStdString()] = rate;
            }
        }
    }
    if (!r.failed)
        plan.slaItlMs = r.range(root, QStringLiteral("slaItlMs"), WorkloadLimits::minSlaItlMs,
                                WorkloadLimits::maxSlaItlMs, true, QStringLiteral("slaItlMs"));
    // The TTFT limit came with issue 24: plans without it have none.
    if (!r.failed && root.contains(QStringLiteral("slaTtftMs")))
        plan.slaTtftMs = r.range(root, QStringLiteral("slaTtftMs"), WorkloadLimits::minSlaTtftMs,
                                 WorkloadLimits::maxSlaTtftMs, true, QStringLiteral("slaTtftMs"));
    if (!r.failed && root.contains(QStringLiteral("slaConfidence"))) {
        const QString c = root.value(QStringLiteral("slaConfidence")).toString();
        if (c == QLatin1String("point"))
            plan.slaConfidence = SlaConfidence::Point;
        else if (c == QLatin1String("upper"))
            plan.slaConfidence = SlaConfidence::UpperBound;
        else
            r.fail(QStringLiteral("slaConfidence"), QStringLiteral("expected point or upper"));
    }
    if (!r.failed) {
        const auto objective = parseObjective(root.value(QStringLiteral("objective")).toString().toStdString());
        if (!objective)
            r.fail(QStringLiteral("objective"), QStringLiteral("expected energy, power, cost or carbon"));
        else
            plan.objective = *objective;
    }
    if (!r.failed) {
        plan.excludedGpus = r.strings(root, QStringLiteral("excludedGpus"));
        plan.excludedGpus.sort();
        plan.excludedGpus.removeDuplicates();
    }
    if (!r.failed)
        plan.sweepGpus = r.strings(root, QStringLiteral("sweepGpus"));
    const QString tab = root.value(QStringLiteral("chartTab")).toString();
    if (chartTabIds().contains(tab))
        plan.chartTab = tab;
    if (r.failed)
        return std::nullopt;
    return plan;
}

bool PlanIo::checkGpus(const PlanState& plan, const GpuCatalog& gpus, QString* error)
{
    const auto check = [&](const auto& map, const char* field) {
        using Value = typename std::decay_t<decltype(map)>::mapped_type;
        std::vector<GpuEntry<Value>> known;
        for (const auto& [id, v] : map)
            if (gpus.find(id)) // unknown GPUs (a custom GPU not installed) are left out as before
                known.push_back(GpuEntry<Value>{id, v, 0, field});
        auto read = canonicalGpuMap(known, gpus, std::string(field));
        if (!read && error)
            *error = QString::fromStdString(printable(read.error().message(), 400));
        return static_cast<bool>(read);
    };
    return check(plan.inventory.owned, "inventory")
        && check(plan.economics.usdPerGpuHourByGpu, "economics.usdPerGpuHourByGpu");
}

std::optional<PlanState> PlanIo::read(const QString& path, PlanError* error)
{
    // Through core's reader: a FIFO or device is refused at once instead of blocking the window.
    // A Document: saving the plan back over the file it was opened from is what Save does.
    auto bytes = readFileBounded(QFile::encodeName(path).toStdString(), static_cast<std::size_t>(kMaxPlanFileBytes),
                                 ReadKind::Document);
    if (!bytes) {
        if (error)
            *error = PlanError{bytes.error().code == ErrorCode::TooLarge ? PlanError::Kind::TooLarge
                                                                         : PlanError::Kind::Io,
                               {},
                               QString::fromStdString(bytes.error().detail)};
        return std::nullopt;
    }
    return parse(QByteArray::fromStdString(bytes.value()), error);
}

bool PlanIo::write(const QString& path, const PlanState& plan, PlanError* error)
{
    const QByteArray bytes = serialize(plan);
    const Status st = writeOutputFile(QFile::encodeName(path).toStdString(),
                                      std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!st) {
        if (error)
            *error = PlanError{PlanError::Kind::Io, {}, QString::fromStdString(st.error().detail)};
        return false;
    }
    return true;
}

QString PlanIo::readMessage(const PlanError& e, const QString& path)
{
    QString why;
    switch (e.kind) {
    case PlanError::Kind::Io: why = tr("The file could not be read or written: %1.").arg(e.detail); break;
    case PlanError::Kind::TooLarge: why = tr("The file is too large to be a plan."); break;
    case PlanError::Kind::NotJson: why = tr("The file is damaged: it is not valid JSON (%1).").arg(e.detail); break;
    case PlanError::Kind::WrongFormat: why = tr("The file is not a WattGPU plan."); break;
    case PlanError::Kind::NewerVersion:
        why = tr("The plan was written by a newer version of WattGPU Planner (format %1).").arg(e.detail);
        break;
    case PlanError::Kind::BadField: why = tr("The value of “%1” is invalid: %2.").arg(e.field, e.detail); break;
    }
    return tr("Could not open the plan “%1”.\n%2\nYour current plan has not been changed.").arg(path, why);
}

QString PlanIo::writeMessage(const PlanError& e, const QString& path)
{
    return tr("Could not save the plan to “%1”: %2.\nThe previous file, if any, is unchanged.").arg(path, e.detail);
}

} // namespace wattgpu::ui
