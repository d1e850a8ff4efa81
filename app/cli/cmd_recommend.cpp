// recommend: the GPU with the best objective among those that fit and meet the ITL SLA.
#include "app/cli/cli.h"

namespace wattgpu::cli {

namespace {

std::string objectiveLabel(Objective o)
{
    switch (o) {
    case Objective::EnergyPerToken: return "Energy (J/token)";
    case Objective::MeanPower: return "Power (W)";
    case Objective::Cost: return "Cost (USD/1M tokens)";
    case Objective::Carbon: return "Carbon (gCO2/1M tokens)";
    }
    return "Objective";
}

std::string objectiveProse(Objective o)
{
    switch (o) {
    case Objective::EnergyPerToken: return "lowest energy per output token";
    case Objective::MeanPower: return "lowest mean power";
    case Objective::Cost: return "lowest electricity cost per output token";
    case Objective::Carbon: return "lowest CO2 per output token";
    }
    return "";
}

std::string reasonText(LossReason r)
{
    switch (r) {
    case LossReason::DoesNotFit: return "does not fit";
    case LossReason::MissesSla: return "misses SLA";
    case LossReason::HigherObjective: return "worse objective";
    case LossReason::Overloaded: return "overloaded";
    }
    return "";
}

Json nullIfEmpty(const std::string& s) { return s.empty() ? Json(nullptr) : Json(s); }

} // namespace

int runRecommend(Context& ctx)
{
    ctx.expectNoPositionals();
    const Args& a = ctx.args();
    const auto modelArg = a.value("--model");
    if (!modelArg)
        usageError("--model: required (a catalog id such as meta-llama/Llama-3.1-8B-Instruct or a config.json)");
    const auto sla = a.doubleValue("--sla-itl-ms", 0, 1e6, true);
    if (!sla)
        usageError("--sla-itl-ms: required (the inter-token latency target in ms, e.g. --sla-itl-ms 50)");
    const Objective objective = objectiveFromArgs(a);
    const Economics econ = economicsFromArgs(ctx);
    const Workload w = workloadFromArgs(a);
    const auto model = resolveModel(ctx, *modelArg, "--model");
    const auto gpuIds = resolveGpuList(ctx, a.has("--gpu") ? a.list("--gpu") : std::vector<std::string>{"all"},
                                       "--gpu");
    const std::string method = chooseMethod(ctx);

    const Engine& engine = ctx.engine();
    const Recommendation rec = valueOrFail(
        engine.recommend(makeScenario(model.spec, w, rateFromArgs(a), *sla, objective, econ, gpuIds), method),
        "recommend");

    if (ctx.format() == Format::Json || ctx.format() == Format::Csv) {
        Json ranking = Json::array();
        int rank = 0;
        for (const auto& r : rec.ranking) {
            Json row;
            row["rank"] = ++rank;
            row["gpu"] = r.prediction.gpuId;
            row["objective_value"] = r.objectiveValue;
            row["vs_winner_percent"] = r.vsWinnerPercent;
            const Json pj = predictionJson(r.prediction, engine.gpus());
            for (const auto& [k, v] : pj.items())
                if (k != "gpu")
                    row[k] = v;
            ranking.push_back(std::move(row));
        }
        Json excluded = Json::array();
        for (const auto& e : rec.excluded) {
            excluded.push_back(Json{{"gpu", e.prediction.gpuId},
                                    {"reason", lossReasonName(e.reason)},
                                    {"detail", e.detail},
                                    {"fix", nullIfEmpty(e.fix)},
                                    {"num_gpus", e.prediction.numGpus},
                                    {"fits_memory", e.prediction.fitsMemory},
                                    {"itl_ms", e.prediction.itlMs},
                                    {"power_w", e.prediction.powerW},
                                    {"energy_per_token_j", e.prediction.energyPerTokenJ}});
        }
        if (ctx.format() == Format::Csv) {
            // One row per GPU: the ranking, then the excluded ones with their reason.
            Json rows = Json::array();
            for (auto r : ranking) {
                r["feasible"] = true;
                rows.push_back(std::move(r));
            }
            for (auto e : excluded) {
                e["feasible"] = false;
                rows.push_back(std::move(e));
            }
            writeJsonArrayAsCsv(ctx.out(), rows,
                                {"rank",
                                 "gpu",
                                 "feasible",
                                 "objective_value",
                                 "vs_winner_percent",
                                 "reason",
                                 "detail",
                                 "fix",
                                 "num_gpus",
                                 "fits_memory",
                                 "power_w",
                                 "power_w_low",
                                 "power_w_high",
                                 "itl_ms",
                                 "itl_ms_low",
                                 "itl_ms_high",
                                 "throughput_tok_s",
                                 "energy_per_token_j",
                                 "out_of_distribution",
                                 "warnings"});
            return kExitOk;
        }
        Json out;
        out["model"] = model.spec.hfId;
        out["model_source"] = model.source;
        out["workload"] = workloadJson(w);
        out["method"] = method;
        out["sla_itl_ms"] = rec.slaItlMs;
        out["objective"] = objectiveName(rec.objective);
        out["objective_unit"] = objectiveUnit(rec.objective);
        out["economics"] = economicsJson(econ);
        out["winner"] = rec.winner ? Json(*rec.winner) : Json(nullptr);
        out["ranking"] = std::move(ranking);
        out["excluded"] = std::move(excluded);
        out["summary"] = rec.summary;
        out["nearest_fix"] = nullIfEmpty(rec.nearestFix);
        printJson(ctx.out(), out);
        return kExitOk;
    }

    auto& os = ctx.out();
    os << "Model:     " << modelText(model.spec) << '\n';
    os << "Workload:  " << workloadText(w) << '\n';
    if (const auto rate = rateFromArgs(ctx.args()))
        os << "Server:    " << human(*rate) << " req/s per replica (Poisson); concurrency from Little's law, power "
           << "is the mean over time incl. idle\n";
    os << "SLA:       ITL <= " << human(*sla) << " ms; objective: " << objectiveProse(objective) << " ("
       << objectiveUnit(objective) << ")\n";
    os << "Method:    " << methodText(engine, method) << "\n\n";
    using A = Table::Align;
    if (rec.ranking.empty()) {
        os << "No GPU fits and meets the SLA.\n";
    } else {
        os << "GPUs that fit and meet the SLA, best first:\n";
        // The objective column leads; power and energy follow unless one of them is the objective.
        const bool showPower = objective != Objective::MeanPower;
        const bool showEnergy = objective != Objective::EnergyPerToken;
        std::vector<Table::Column> cols = {{"#"}, {"GPU", A::Left}, {"GPUs"}, {objectiveLabel(objective)}, {"vs best"}};
        if (showPower)
            cols.push_back({"Power (W)"});
        cols.insert(cols.end(), {{"ITL (ms)"}, {"ITL range (ms)"}, {"Tokens/s"}});
        if (showEnergy)
            cols.push_back({"Energy (J/token)"});
        cols.push_back({"Warnings", A::Left});
        Table t(cols);
        int rank = 0;
        for (const auto& r : rec.ranking) {
            const auto& p = r.prediction;
            std::vector<std::string> cells = {std::to_string(++rank), p.gpuId + (p.outOfDistribution ? " *" : ""),
                                              std::to_string(p.numGpus), human(r.objectiveValue),
                                              rank == 1 ? "best" : percentDelta(r.vsWinnerPercent)};
            if (showPower)
                cells.push_back(human(p.powerW));
            cells.push_back(human(p.itlMs));
            cells.push_back(p.itlMsLow == p.itlMsHigh ? "-" : human(p.itlMsLow) + "-" + human(p.itlMsHigh));
            cells.push_back(human(p.throughputTokS));
            if (showEnergy)
                cells.push_back(human(p.energyPerTokenJ));
            cells.push_back(warningCodes(p));
            t.addRow(std::move(cells));
        }
        t.print(os, 2);
    }
    if (!rec.excluded.empty()) {
        os << "\nExcluded:\n";
        Table t({{"GPU", A::Left}, {"Reason", A::Left}, {"Detail", A::Left}, {"Nearest fix", A::Left}});
        for (const auto& e : rec.excluded)
            t.addRow({e.prediction.gpuId, reasonText(e.reason), e.detail, e.fix.empty() ? "-" : e.fix});
        t.print(os, 2);
    }
    os << '\n';
    if (rec.winner) {
        os << "Verdict: " << (rec.summary.empty() ? *rec.winner + " is the best GPU that meets the SLA" : rec.summary)
           << '\n';
    } else {
        os << "Verdict: no GPU meets an ITL of " << human(*sla) << " ms for this workload"
           << (rec.nearestFix.empty() ? "" : "; nearest fix: " + rec.nearestFix) << '\n';
    }
    bool anyOod = false;
    for (const auto& r : rec.ranking)
        anyOod = anyOod || r.prediction.outOfDistribution;
    if (anyOod)
        os << "* outside the training data's range: treat with extra caution.\n";
    return kExitOk;
}

} // namespace wattgpu::cli
