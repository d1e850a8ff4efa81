// The JSON shapes of wattgpu-cli output. Field names are a stable interface: scripts and the
// golden tests in tests/data/cli depend on them. Add fields; never rename or remove one.
#include "app/cli/cli.h"

#include "core/features/physics.h"
#include "core/plan/deployment.h"
#include "core/util/text.h"

#include <ostream>

namespace wattgpu::cli {

namespace {

template <typename T>
Json opt(const std::optional<T>& v)
{
    return v ? Json(*v) : Json(nullptr);
}

Json positiveOrNull(int v) { return v > 0 ? Json(v) : Json(nullptr); }

} // namespace

Json limitsJson(const SlaLimits& l) { return l.any() ? Json(slaLimitsName(l)) : Json(nullptr); }

Json gpuJson(const GpuSpec& g)
{
    return Json{
        {"id", g.id},
        {"name", g.name},
        {"vendor", g.vendor},
        {"architecture", g.architecture},
        {"form_factor", g.formFactor},
        {"segment", g.segment},
        {"release_year", opt(g.releaseYear)},
        {"process_nm", opt(g.processNm)},
        {"memory_gb", opt(g.memorySizeGb)},
        {"memory_type", g.memoryType},
        {"memory_bus_bits", opt(g.memoryBusBits)},
        {"memory_bandwidth_gb_s", opt(g.memoryBandwidthGbS)},
        {"l2_cache_mb", opt(g.l2CacheMb)},
        {"tdp_w", opt(g.tdpW)},
        {"sm_count", opt(g.smCount)},
        {"tensor_cores", opt(g.tensorCores)},
        {"base_clock_mhz", opt(g.baseClockMhz)},
        {"boost_clock_mhz", opt(g.boostClockMhz)},
        {"fp32_tflops", opt(g.fp32Tflops)},
        {"fp16_tensor_tflops", opt(g.fp16TensorTflops)},
        {"bf16_tensor_tflops", opt(g.bf16TensorTflops)},
        {"fp8_tensor_tflops", opt(g.fp8TensorTflops)},
        {"int8_tensor_tops", opt(g.int8TensorTops)},
        {"nvlink_gb_s", opt(g.nvlinkGbS)},
        {"pcie_gen", opt(g.pcieGen)},
        {"custom", g.custom},
        {"status", g.announced() ? "announced" : "shipping"},
        {"source_url", g.sourceUrl},
    };
}

Json llmJson(const LlmSpec& m)
{
    return Json{
        {"hf_id", m.hfId},
        {"aliases", m.aliases},
        {"family", m.family},
        {"model_type", m.modelType},
        {"architectures", m.architectures},
        {"total_b_params", m.totalBParams},
        {"active_b_params", m.activeBParams},
        {"is_moe", m.isMoe},
        {"num_experts", positiveOrNull(m.numExperts)},
        {"num_experts_per_tok", positiveOrNull(m.numExpertsPerTok)},
        {"num_hidden_layers", m.numLayers},
        {"hidden_size", m.hiddenSize},
        {"intermediate_size", positiveOrNull(m.intermediateSize)},
        {"num_attention_heads", m.numAttentionHeads},
        {"num_key_value_heads", m.numKeyValueHeads},
        {"head_dim", positiveOrNull(m.headDim)},
        {"vocab_size", positiveOrNull(m.vocabSize)},
        {"max_position_embeddings", positiveOrNull(m.maxPositionEmbeddings)},
        {"sliding_window", positiveOrNull(m.slidingWindow)},
        {"is_ssm_or_hybrid", m.isSsmOrHybrid},
        {"multimodal", m.multimodal},
        {"quantization", m.quantization},
        {"torch_dtype", m.torchDtype},
        {"license", m.license},
        {"gated", opt(m.gated)},
        {"release_date", m.releaseDate},
        {"weights_gb_bf16", weightBytes(m, Precision::BF16) / 1e9},
        {"kv_cache_bytes_per_token", kvBytesPerToken(m)},
    };
}

Json economicsJson(const Economics& e)
{
    Json quotes = Json::object();
    for (const auto& [id, rate] : e.usdPerGpuHourByGpu)
        quotes[id] = rate;
    return Json{{"electricity_usd_per_kwh", e.electricityUsdPerKwh},
                {"pue", e.pue},
                {"grid_gco2_per_kwh", e.gridGco2PerKwh},
                {"usd_per_gpu_hour", e.usdPerGpuHour ? Json(*e.usdPerGpuHour) : Json(nullptr)},
                {"usd_per_gpu_hour_by_gpu", quotes},
                {"gpu_purchase_usd", e.gpuPurchaseUsd ? Json(*e.gpuPurchaseUsd) : Json(nullptr)},
                {"gpu_lifetime_years", e.gpuLifetimeYears},
                {"gpu_utilisation", e.gpuUtilisation}};
}

Json workloadJson(const Workload& w)
{
    return Json{
        {"batch", w.batch},
        {"prompt_len", w.promptLen},
        {"output_len", w.outputLen},
        {"precision", precisionName(w.precision)},
        {"num_gpus", w.numGpus},
        {"engine", w.stack.engine},
        {"engine_version", engineVersionUsed(w.stack)},
        {"power_limit_w", opt(w.powerLimitW)},
        {"itl_metric", itlKindName(w.itlMetric)},
        {"kv_cache_dtype", kvCacheDtypeName(w.kvCacheDtype)},
        {"prefix_cache_share", w.prefixCacheShare},
        {"speculation",
         w.speculation.active() ? Json{{"method", specMethodName(w.speculation.method)},
                                       {"draft_tokens", w.speculation.draftTokens},
                                       {"acceptance", w.speculation.acceptance},
                                       {"tokens_per_step", w.speculation.tokensPerStep()},
                                       {"draft_model", w.speculation.draftModel}}
                                : Json(nullptr)},
        {"tensor_parallel", w.tp()},
        {"pipeline_parallel", w.pp()},
        {"data_parallel", w.dp()},
        {"inter_node_gb_s", opt(w.interNodeGbS)},
    };
}

const std::vector<std::pair<std::string, double Prediction::*>>& latencyFields()
{
    static const std::vector<std::pair<std::string, double Prediction::*>> fields{
        {"ttft_ms", &Prediction::ttftMs},
        {"ttft_ms_low", &Prediction::ttftMsLow},
        {"ttft_ms_high", &Prediction::ttftMsHigh},
        {"itl_p90_ms", &Prediction::itlP90Ms},
        {"itl_p90_ms_low", &Prediction::itlP90MsLow},
        {"itl_p90_ms_high", &Prediction::itlP90MsHigh},
        {"itl_p99_ms", &Prediction::itlP99Ms},
        {"itl_p99_ms_low", &Prediction::itlP99MsLow},
        {"itl_p99_ms_high", &Prediction::itlP99MsHigh},
        {"median_itl_ms", &Prediction::medianItlMs},
        {"mean_tpot_ms", &Prediction::meanTpotMs},
    };
    return fields;
}

std::vector<std::string> withLatencyColumns(std::vector<std::string> before, const std::vector<std::string>& after)
{
    for (const auto& [name, member] : latencyFields())
        before.push_back(name);
    before.insert(before.end(), after.begin(), after.end());
    return before;
}

Json predictionJson(const Prediction& p, const GpuCatalog& gpus)
{
    Json warnings = Json::array();
    for (const auto& w : p.warnings)
        warnings.push_back(Json{{"code", warningCodeName(w.code)}, {"detail", w.detail}});
    // What about the prediction the training data did not hold (core/predict/novelty.h), as a list.
    Json novelty = Json::array();
    for (std::size_t at = 0; at < p.novelty.size();) {
        const std::size_t comma = p.novelty.find(',', at);
        novelty.push_back(p.novelty.substr(at, comma == std::string::npos ? std::string::npos : comma - at));
        at = comma == std::string::npos ? p.novelty.size() : comma + 1;
    }
    const GpuSpec* g = gpus.find(p.gpuId);
    Json out{
        {"gpu", p.gpuId},
        {"gpu_name", g ? g->name : std::string()},
        {"method", p.method},
        {"num_gpus", p.numGpus},
        {"layout", p.layout},
        {"nodes", p.nodes},
        {"fits_memory", p.fitsMemory},
        {"memory_needed_gb_per_gpu", p.memoryNeededGbPerGpu},
        {"memory_available_gb_per_gpu", p.memoryAvailableGbPerGpu},
        {"power_w", p.powerW},
        {"power_per_gpu_w", p.powerPerGpuW},
        {"power_w_low", p.powerWLow},
        {"power_w_high", p.powerWHigh},
        {"itl_ms", p.itlMs},
        {"itl_ms_low", p.itlMsLow},
        {"itl_ms_high", p.itlMsHigh},
        {"throughput_tok_s", p.throughputTokS},
        {"energy_per_token_j", p.energyPerTokenJ},
        {"energy_per_token_j_low", p.energyPerTokenJLow},
        {"energy_per_token_j_high", p.energyPerTokenJHigh},
    };
    for (const auto& [name, member] : latencyFields())
        out[name] = p.*member;
    out.update(Json{
        {"itl_metric", itlKindName(p.itlMetric)},
        {"engine", p.engine},
        {"engine_version", p.engineVersion},
        {"stack_family", p.stackFamily.empty() ? Json(nullptr) : Json(p.stackFamily)},
        {"backend", p.backend},
        {"measured_gpu", p.measuredGpu},
        {"measured_runs", p.measuredRuns},
        {"measured_power_runs", p.measuredPowerRuns},
        {"support", p.support.empty() ? Json(nullptr) : Json(p.support)},
        {"power_support", p.powerSupport.empty() ? Json(nullptr) : Json(p.powerSupport)},
        {"novelty", novelty},
        {"out_of_distribution", p.outOfDistribution},
        {"warnings", warnings},
    });
    if (p.server)
        out["server"] = Json{{"rate_rps", p.server->rateRps},
                             {"mean_concurrency", p.server->meanConcurrency},
                             {"busy_fraction", p.server->busyFraction},
                             {"ttft_ms", p.server->ttftMs},
                             {"idle_power_w", p.server->idlePowerW},
                             {"idle_power_w_low", p.server->idlePowerWLow},
                             {"idle_power_w_high", p.server->idlePowerWHigh},
                             {"idle_basis", p.server->idleBasis},
                             {"active_power_w", p.server->activePowerW},
                             {"stable", p.server->stable}};
    return out;
}

Json deploymentCostJson(const DeploymentRow& r)
{
    const DeploymentCost& c = r.cost;
    return Json{{"cost_basis", costBasisName(c.basis)},
                {"usd_per_mtok", c.usdPerMTokens},
                {"usd_per_mtok_low", c.usdInterval.low},
                {"usd_per_mtok_high", c.usdInterval.high},
                {"electricity_usd_per_mtok", c.electricityUsdPerMTokens},
                {"hardware_usd_per_gpu_hour", opt(c.hardwareUsdPerGpuHour)},
                {"all_in_usd_per_mtok", opt(c.allInUsdPerMTokens)},
                {"gco2_per_mtok", c.gco2PerMTokens},
                {"precision", precisionName(r.precision)}};
}

Json capacityPlanJson(const CapacityPlan& plan, const GpuCatalog& gpus)
{
    const auto label = [&](const CapacityRow& r) {
        const GpuSpec* g = gpus.find(r.gpuId);
        return g ? deploymentLabel(*g, r.gpusPerReplica) : std::to_string(r.gpusPerReplica) + " x " + r.gpuId;
    };
    const auto rowLabel = [&](const std::optional<std::size_t>& i) {
        return i ? Json(label(plan.rows[*i])) : Json(nullptr);
    };
    Json rows = Json::array();
    for (const auto& r : plan.rows)
        rows.push_back(Json{{"gpu", r.gpuId},
                            {"deployment", label(r)},
                            {"feasible", r.replicas > 0},
                            {"gpus_per_replica", r.gpusPerReplica},
                            {"num_gpus", r.gpusPerReplica},
                            {"max_rate_per_replica_rps", r.maxRatePerReplicaRps},
                            {"replicas", r.replicas},
                            {"total_gpus", r.totalGpus},
                            {"fleet_power_w", r.fleetPowerW},
                            {"energy_per_day_kwh", r.energyPerDayKwh},
                            {"energy_per_token_j", r.energyPerTokenJ},
                            {"electricity_usd_per_day", r.electricityUsdPerDay},
                            {"hardware_usd_per_day", opt(r.hardwareUsdPerDay)},
                            {"usd_per_day", r.usdPerDay},
                            {"co2_kg_per_day", r.co2KgPerDay},
                            {"ttft_ms", r.ttftMs},
                            {"ttft_ms_high", r.ttftMsHigh},
                            {"itl_ms", r.itlMs},
                            {"itl_ms_high", r.itlMsHigh},
                            {"at_risk", r.atRisk},
                            {"risk_limits", limitsJson(r.riskLimits)},
                            {"reason", r.reason},
                            {"reason_code", r.reasonCode},
                            {"missed_limits", limitsJson(r.missedLimits)}});
    return Json{{"target_rate_rps", plan.targetRateRps},
                {"sla_ttft_ms", opt(plan.slaTtftMs)},
                {"rate_headroom", plan.rateHeadroom},
                {"lowest_energy_gpu", opt(plan.lowestEnergyGpu)},
                {"fewest_gpus", opt(plan.fewestGpus)},
                {"cheapest_gpu", opt(plan.cheapestGpu)},
                {"lowest_energy_deployment", rowLabel(plan.lowestEnergyRow)},
                {"fewest_gpus_deployment", rowLabel(plan.fewestGpusRow)},
                {"cheapest_deployment", rowLabel(plan.cheapestRow)},
                {"rows", rows}};
}

Json disaggregationJson(const FleetAnswers::Disaggregation& d, const GpuCatalog& gpus)
{
    auto pool = [](const PoolLayout& p) {
        return Json{{"gpu", p.gpu ? Json(p.gpu->id) : Json(nullptr)},
                    {"gpus_per_worker", p.gpusPerWorker},
                    {"workers", p.workers}};
    };
    Json plans = Json::array();
    for (const DisaggregatedPlan& p : d.plans) {
        Json warnings = Json::array();
        for (const Warning& w : p.warnings)
            warnings.push_back(Json{{"code", warningCodeName(w.code)}, {"detail", w.detail}});
        plans.push_back(Json{{"deployment", p.label},
                             {"feasible", p.feasible},
                             {"meets_sla", p.meetsSla},
                             {"at_risk", p.atRisk},
                             {"risk_limits", limitsJson(p.riskLimits)},
                             {"reason", p.reason},
                             {"prefill", pool(p.prefill)},
                             {"decode", pool(p.decode)},
                             {"total_gpus", p.totalGpus},
                             {"ttft_ms", p.ttftMs},
                             {"ttft_ms_low", p.ttftMsLow},
                             {"ttft_ms_high", p.ttftMsHigh},
                             {"prefill_ms", p.prefillMs},
                             {"prefill_wait_ms", p.prefillWaitMs},
                             {"prefill_utilisation", p.prefillUtilisation},
                             {"kv_transfer_ms", p.kv.seconds * 1e3},
                             {"kv_bytes_per_request", p.kv.bytes},
                             {"kv_link_gb_s", p.kv.linkGbS},
                             {"kv_link_estimated", p.kv.estimated},
                             {"decode_concurrency", p.decodeConcurrency},
                             {"itl_ms", p.itlMs},
                             {"itl_ms_low", p.itlMsLow},
                             {"itl_ms_high", p.itlMsHigh},
                             {"prefill_power_w", p.prefillPowerW},
                             {"decode_power_w", p.decodePowerW},
                             {"power_w", p.powerW},
                             {"power_w_low", p.powerWLow},
                             {"power_w_high", p.powerWHigh},
                             {"energy_per_token_j", p.energyPerTokenJ},
                             {"energy_per_token_j_low", p.energyPerTokenJLow},
                             {"energy_per_token_j_high", p.energyPerTokenJHigh},
                             {"out_of_distribution", p.outOfDistribution},
                             {"warnings", warnings}});
    }
    return Json{
        {"rate_rps", d.rateRps},
        {"plans", plans},
        {"aggregated", capacityPlanJson(d.aggregated, gpus)},
        {"recommended",
         d.choice.disaggregated || d.choice.aggregated
             ? Json(d.choice.disaggregatedWins ? "disaggregated" : "aggregated")
             : Json(nullptr)},
        {"recommended_deployment",
         d.choice.disaggregatedWins && d.choice.disaggregated ? Json(d.choice.disaggregated->label)
             : d.choice.aggregated
             ? Json(std::to_string(d.choice.aggregated->replicas) + " x " + d.choice.aggregated->gpuId + "@"
                    + std::to_string(d.choice.aggregated->gpusPerReplica))
             : Json(nullptr)},
        {"energy_saving_percent", d.choice.energySavingPercent ? Json(*d.choice.energySavingPercent) : Json(nullptr)},
        {"why", d.choice.why}};
}

// Aggregated against disaggregated serving at the whole service's rate: the plans per GPU type
// (feasible first), the aggregated fleet each is weighed against, and the choice.
void printDisaggregation(std::ostream& os, const FleetAnswers::Disaggregation& d, const GpuCatalog& gpus)
{
    using A = Table::Align;
    os << "\nDisaggregated prefill/decode at " << human(d.rateRps)
       << " req/s for the whole service (never measured: each pool from aggregated runs, plus the KV transfer):\n";
    Table t({{"Deployment", A::Left},
             {"GPUs"},
             {"TTFT (ms)"},
             {"KV move (ms)"},
             {"ITL (ms)"},
             {"ITL range (ms)"},
             {"Prefill (W)"},
             {"Decode (W)"},
             {"Energy (J/token)"},
             {"Verdict", A::Left}});
    for (const DisaggregatedPlan& p : d.plans) {
        if (!p.feasible) {
            t.addRow({p.label, std::to_string(p.totalGpus), "-", "-", "-", "-", "-", "-", "-", p.reason});
            continue;
        }
        t.addRow({p.label, std::to_string(p.totalGpus), human(p.ttftMs), human(p.kv.seconds * 1e3), human(p.itlMs),
                  human(p.itlMsLow) + "-" + human(p.itlMsHigh), human(p.prefillPowerW), human(p.decodePowerW),
                  human(p.energyPerTokenJ),
                  !p.meetsSla    ? p.reason
                      : p.atRisk ? std::string("meets SLA (at risk)")
                                 : std::string("meets SLA")});
    }
    t.print(os, 2);
    if (d.choice.aggregated) {
        const CapacityRow& c = *d.choice.aggregated;
        const GpuSpec* g = gpus.find(c.gpuId);
        os << "Aggregated at the same rate: " << c.replicas << " x ("
           << (g ? deploymentLabel(*g, c.gpusPerReplica) : c.gpuId) << "), " << c.totalGpus
           << (c.totalGpus == 1 ? " GPU, TTFT " : " GPUs, TTFT ") << human(c.ttftMs) << " ms, ITL " << human(c.itlMs)
           << " ms, " << human(c.fleetPowerW) << " W, " << human(c.energyPerTokenJ) << " J/token\n";
    }
    os << "Serving: " << d.choice.why << '\n';
}

Json fleetHeadlineJson(const FleetAnswers& answers, const GpuCatalog& gpus)
{
    if (!answers.capacity || !answers.headline)
        return nullptr;
    const CapacityRow& r = answers.capacity->rows[answers.headline->row];
    const GpuSpec* g = gpus.find(r.gpuId);
    const std::string perReplica = g ? deploymentLabel(*g, r.gpusPerReplica)
                                     : std::to_string(r.gpusPerReplica) + " x " + r.gpuId;
    Json breaks = Json::array();
    if (answers.headline->breaksBudget)
        breaks.push_back("power_budget");
    return Json{{"fleet", std::to_string(r.replicas) + " × (" + perReplica + ")"},
                {"per_replica_deployment", perReplica},
                {"gpu", r.gpuId},
                {"gpus_per_replica", r.gpusPerReplica},
                {"replicas", r.replicas},
                {"total_gpus", r.totalGpus},
                {"energy_per_day_kwh", r.energyPerDayKwh},
                {"basis",
                 answers.headline->breaksBudget ? "smallest_peak_over_budget"
                     : answers.powerBudget      ? "lowest_energy_within_budget"
                                                : "lowest_energy"},
                {"breaks", breaks}};
}

namespace {

// One fleet row's budget fields (null on an infeasible row).
void addBudgetFields(Json& row, const BudgetRow& b)
{
    const auto orNull = [&](double v) { return b.feasible ? Json(v) : Json(nullptr); };
    row["peak_power_w"] = orNull(b.peakPowerW);
    row["peak_power_wall_w"] = orNull(b.peakPowerWallW);
    row["gpu_power_limit_w"] = orNull(b.gpuPowerLimitW);
    row["within_budget"] = b.feasible ? Json(b.withinBudget) : Json(nullptr);
    row["over_budget_w"] = orNull(b.overBudgetW);
    row["over_budget_percent"] = orNull(b.overBudgetPercent);
    row["budget_headroom_w"] = orNull(b.headroomW);
}

} // namespace

void addBudgetToRows(Json& rows, const BudgetPlan& budget)
{
    for (std::size_t i = 0; i < budget.rows.size() && i < rows.size(); ++i)
        addBudgetFields(rows[i], budget.rows[i]);
}

Json powerBudgetJson(const BudgetPlan& budget, const CapacityPlan& plan, const GpuCatalog& gpus)
{
    const auto label = [&](const std::optional<std::size_t>& i) {
        if (!i)
            return Json(nullptr);
        const CapacityRow& r = plan.rows[*i];
        const GpuSpec* g = gpus.find(r.gpuId);
        return Json(g ? deploymentLabel(*g, r.gpusPerReplica) : std::to_string(r.gpusPerReplica) + " x " + r.gpuId);
    };
    const auto held = [&](const std::optional<std::size_t>& i) {
        return i ? Json(budget.rows[*i].heldPowerW) : Json(nullptr);
    };
    return Json{
        {"kind", powerBudgetKindName(budget.budget.kind)},
        {"limit_w", budget.budget.limitW},
        {"pue", budget.budget.kind == PowerBudgetKind::FacilityWall ? Json(budget.budget.pue) : Json(nullptr)},
        {"held_against", budget.budget.kind == PowerBudgetKind::FacilityWall ? "peak_power_wall_w" : "peak_power_w"},
        {"basis", budget.basis},
        {"best_within_budget", label(budget.bestWithinBudgetRow)},
        {"best_within_budget_gpu",
         budget.bestWithinBudgetRow ? Json(plan.rows[*budget.bestWithinBudgetRow].gpuId) : Json(nullptr)},
        {"best_within_budget_peak_w", held(budget.bestWithinBudgetRow)},
        {"best_within_budget_headroom_w",
         budget.bestWithinBudgetRow ? Json(budget.rows[*budget.bestWithinBudgetRow].headroomW) : Json(nullptr)},
        {"smallest_peak_deployment", label(budget.smallestPeakRow)},
        {"smallest_peak_w", held(budget.smallestPeakRow)},
        {"shortfall_w", opt(budget.shortfallW)}};
}

Json powerCapSweepJson(const PowerCapSweep& sweep, const GpuCatalog& gpus)
{
    const GpuSpec* g = gpus.find(sweep.gpuId);
    Json steps = Json::array();
    const bool ref = sweep.referenceRateRps.has_value();
    for (const PowerCapStep& s : sweep.steps) {
        const auto atRef = [&](double v) { return ref ? Json(v) : Json(nullptr); };
        const CapacityRow& f = s.fleet;
        const bool feasible = f.replicas > 0;
        const auto ifFleet = [&](double v) { return feasible ? Json(v) : Json(nullptr); };
        steps.push_back(Json{{"cap_percent", s.capPercent},
                             {"cap_w", s.capW},
                             {"stable", ref ? Json(s.stable) : Json(nullptr)},
                             {"ttft_ms", atRef(s.ttftMs)},
                             {"itl_ms", atRef(s.itlMs)},
                             {"itl_ms_low", atRef(s.itlMsLow)},
                             {"itl_ms_high", atRef(s.itlMsHigh)},
                             {"mean_power_w", atRef(s.meanPowerW)},
                             {"mean_power_w_low", atRef(s.meanPowerWLow)},
                             {"mean_power_w_high", atRef(s.meanPowerWHigh)},
                             {"active_power_per_gpu_w", atRef(s.activePowerPerGpuW)},
                             {"energy_per_token_j", atRef(s.energyPerTokenJ)},
                             {"ttft_ms_high", atRef(s.ttftMsHigh)},
                             {"meets_sla", ref ? Json(s.meetsSla) : Json(nullptr)},
                             {"missed_limits", ref ? limitsJson(s.missedLimits) : Json(nullptr)},
                             {"at_risk", ref ? Json(s.atRisk) : Json(nullptr)},
                             {"throttled", ref ? Json(s.throttled) : Json(nullptr)},
                             {"fleet_feasible", feasible},
                             {"max_rate_per_replica_rps", f.maxRatePerReplicaRps},
                             {"replicas", f.replicas},
                             {"total_gpus", f.totalGpus},
                             {"fleet_power_w", ifFleet(f.fleetPowerW)},
                             {"fleet_energy_per_day_kwh", ifFleet(f.energyPerDayKwh)},
                             {"fleet_energy_per_token_j", ifFleet(f.energyPerTokenJ)},
                             {"fleet_itl_ms", ifFleet(f.itlMs)},
                             {"fleet_itl_ms_high", ifFleet(f.itlMsHigh)},
                             {"fleet_peak_power_w", ifFleet(s.fleetPeakW)},
                             {"reason", f.reason},
                             {"reason_code", f.reasonCode}});
        if (s.budget) // held against a budget (holdSweepAgainst)
            addBudgetFields(steps.back(), *s.budget);
    }
    return Json{{"gpu", sweep.gpuId},
                {"deployment", g ? deploymentLabel(*g, sweep.gpusPerReplica) : sweep.gpuId},
                {"gpus_per_replica", sweep.gpusPerReplica},
                {"tdp_w", sweep.tdpW},
                {"fleet_target_rps", sweep.fleetTargetRps},
                {"sla_itl_ms", sweep.slaItlMs},
                {"sla_ttft_ms", opt(sweep.slaTtftMs)},
                {"reference_rate_per_replica_rps", opt(sweep.referenceRateRps)},
                {"reference_load",
                 "one replica at the uncapped fleet's share of the target, the same at every cap; the fleet columns "
                 "re-size the fleet for the target at each cap"},
                {"sla_breaks_at_percent", opt(sweep.slaBreaksAtPercent)},
                {"fleet_breaks_at_percent", opt(sweep.fleetBreaksAtPercent)},
                {"steps", steps}};
}

std::string workloadText(const Workload& w, GpuCountMode mode, std::optional<double> rateRps)
{
    const std::string gpus = mode == GpuCountMode::Auto ? std::string("GPUs per replica auto (1, 2, 4, 8)")
        : mode == GpuCountMode::AllCounts
        ? std::string("GPUs per replica all counts (1, 2, 4, 8)")
        : std::to_string(w.numGpus) + (w.numGpus == 1 ? " GPU" : " GPUs") + " per replica";
    // Server mode has no batch of its own: the rate sets it (Little's law).
    std::string s = (rateRps ? human(*rateRps) + " req/s per replica (Poisson arrivals)"
                             : "batch " + std::to_string(w.batch))
        + ", prompt " + std::to_string(w.promptLen) + " + output " + std::to_string(w.outputLen) + " tokens, "
        + precisionName(w.precision) + (w.kvCacheDtype == KvCacheDtype::Fp8 ? " with an fp8 KV cache" : "") + ", "
        + gpus + ", " + stackText(w.stack) + ", ITL as " + itlKindName(w.itlMetric);
    if (w.powerLimitW)
        s += ", power cap " + human(*w.powerLimitW) + " W/GPU";
    return s;
}

std::string stackText(const ServingStack& s)
{
    const auto r = resolveStack(s);
    if (!r) // inputs are checked before they get here; the raw text is never echoed
        return printable(s.engine, kMaxEngineNameBytes) + " " + canonicalEngineVersion(s.version).value_or("?");
    // The version the prediction used, and the one asked for when it was never measured.
    std::string out = r->engine + " "
        + (r->version.empty() ? std::string("(version not recorded, ") + std::to_string(r->year) + ")" : r->version);
    if (r->nearestMatch && !r->requested.empty())
        out += " (" + r->requested + " requested, never measured)";
    return out;
}

std::string modelText(const LlmSpec& m)
{
    std::string s = m.hfId + " (" + human(m.totalBParams) + " B params";
    if (m.isMoe)
        s += ", MoE, " + human(m.activeBParams) + " B active";
    return s + ")";
}

std::string methodText(const Engine& engine, const std::string& method)
{
    std::string s = method;
    for (const auto& m : engine.models())
        if (m.method == method && !m.file.empty())
            s += " (model " + (m.version.empty() ? m.file.filename().string() : m.version)
                + (m.trainedOn.empty() ? "" : ", trained on " + m.trainedOn) + ")";
    return s;
}

const char* objectiveUnit(Objective o)
{
    switch (o) {
    case Objective::EnergyPerToken: return "J/token";
    case Objective::MeanPower: return "W";
    case Objective::Cost: return "USD/1M tokens";
    case Objective::Carbon: return "gCO2/1M tokens";
    }
    return "";
}

std::string warningCodes(const Prediction& p)
{
    std::string s;
    for (const auto& w : p.warnings)
        s += (s.empty() ? "" : ",") + std::string(warningCodeName(w.code));
    return s;
}

} // namespace wattgpu::cli
