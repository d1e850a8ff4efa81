#pragma once
// Shared plumbing of wattgpu-cli commands: the run context (format, data dir, lazily loaded
// engine), the command table, and the resolvers that turn flags into core types.
#include "app/cli/args.h"
#include "app/cli/format.h"
#include "core/plan/engine.h"
#include "core/plan/outcome.h"
#include "core/plan/power_cap.h"

#include <filesystem>
#include <iosfwd>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace wattgpu::cli {

class Context {
public:
    Context(const Args& args, std::ostream& out, std::ostream& err);

    const Args& args() const { return m_args; }
    Format format() const { return m_format; }
    std::ostream& out() { return m_out; }
    std::ostream& err() { return m_err; }
    std::filesystem::path dataDir() const;
    // Loads catalogs and models on first use; a load failure is a runtime error naming the file.
    Engine& engine();
    // Model files that failed to load, once, on stderr.
    void printLoadWarnings();
    // Fails with a usage error when the command got positionals it does not take.
    void expectNoPositionals() const;

private:
    const Args& m_args;
    std::ostream& m_out;
    std::ostream& m_err;
    Format m_format = Format::Table;
    std::unique_ptr<Engine> m_engine;
    bool m_warningsShown = false;
};

struct Command {
    CommandSpec spec;
    int (*run)(Context&);
};

const std::vector<Command>& commands();
std::string commandHelp(const CommandSpec& spec);

// Command entry points.
int runCatalogGpus(Context& ctx);
int runCatalogLlms(Context& ctx);
int runCatalogModels(Context& ctx);
int runCatalogStacks(Context& ctx);
int runPredict(Context& ctx);
int runRecommend(Context& ctx);
int runTrain(Context& ctx);
int runEvaluate(Context& ctx);
int runPlanCapacity(Context& ctx);
// import (cmd_import.cpp) and export (cmd_export.cpp).
CommandSpec importCommandSpec();
int runImport(Context& ctx);
Command exportCommand();

// Options shared by predict and recommend.
std::vector<OptionSpec> workloadOptions();
// --sla-confidence point|upper (recommend, plan-capacity, export).
OptionSpec slaConfidenceOption();
// --sla-ttft-ms MS (recommend, plan-capacity, export): the SLA's optional TTFT limit, checked against
// WorkloadLimits (a usage error names the flag, the value and the range); nullopt when absent.
OptionSpec slaTtftOption();
std::optional<double> slaTtftFromArgs(const Args& args);
// Economics options shared by recommend, export and plan-capacity (economics_args.cpp), and the
// Economics they describe (defaults for absent flags; out-of-range values are usage errors).
std::vector<OptionSpec> economicsOptions();
Economics economicsFromArgs(Context& ctx);

// --- resolvers (resolve.cpp) ---
struct ResolvedModel {
    LlmSpec spec;
    std::string source; // "catalog" or the config.json path
};
// A catalog id/alias, a config.json path or a folder holding one. Unknown ids fail with a usage
// error naming `flag` and suggesting close catalog matches.
ResolvedModel resolveModel(Context& ctx, const std::string& arg, const std::string& flag);
std::vector<std::string> suggestModels(const LlmCatalog& llms, const std::string& query, std::size_t n = 3);
std::vector<std::string> suggestGpus(const GpuCatalog& gpus, const std::string& query, std::size_t n = 3);
// "; did you mean a, b or c?" or "" when there is nothing close.
std::string didYouMean(const std::vector<std::string>& suggestions);
// "all", an id/name, or a comma-separated list; returns canonical ids (empty = all).
std::vector<std::string> resolveGpuList(Context& ctx, const std::vector<std::string>& items, const std::string& flag);
// --idle-power-w ID=W,...: the engine's idle-power overrides (server mode), W per GPU, below TDP.
std::map<std::string, double> idlePowerFromArgs(Context& ctx);

// Range limits shared by flags and bulk CSV cells: the planner's one table, which plans and the
// window's controls use too (core/features/workload.h). A value outside is a usage error naming
// the flag (or the bulk cell's line and column), the value and the range.
using Limits = WorkloadLimits;

// Workload from flags (defaults for absent ones). --gpus N sets numGpus; auto / all-counts leave 1.
// `llms` resolves --spec-draft-model (required when that flag is given).
Workload workloadFromArgs(const Args& args, const LlmCatalog* llms = nullptr);
// --gpus: auto (default), all-counts or a count N (Fixed); anything else is a usage error.
GpuCountMode gpuCountModeFromArgs(const Args& args);
// --sla-confidence: point (default) or upper.
SlaConfidence slaConfidenceFromArgs(const Args& args);
// Without --precision the model's native precision (an FP8 or MXFP4 repo stays FP8/MXFP4).
void applyNativePrecision(const Args& args, const LlmSpec& llm, Workload& w);
// --objective (default energy); an unknown name is a usage error.
Objective objectiveFromArgs(const Args& args);
// --rate (server mode, req/s per replica, Limits::minRateRps..maxRateRps); nullopt when absent. --rate with --batch
// is a usage error.
std::optional<double> rateFromArgs(const Args& args);
// The Scenario of predict, recommend and export from what their flags resolved to (`gpuIds`
// empty = every catalog GPU, as resolveGpuList returns "all"); --gpus, --sla-confidence and
// --sla-ttft-ms from `args`.
Scenario makeScenario(const Args& args, const LlmSpec& llm, const Workload& w, std::optional<double> rateRps,
                      double slaItlMs, Objective objective, const Economics& econ,
                      const std::vector<std::string>& gpuIds);
// Method to predict with: --method if given (unknown = usage error, untrained = runtime error),
// else "default" when a trained model is loaded, else the roofline baseline with a note on stderr.
std::string chooseMethod(Context& ctx);

// --- JSON shapes (serialize.cpp): the stable machine interface ---
Json gpuJson(const GpuSpec& g);
Json llmJson(const LlmSpec& m);
Json workloadJson(const Workload& w);
Json economicsJson(const Economics& e); // same keys as the report JSON's "economics"
// Every latency definition with its interval (ttft_ms, itl_p90_ms, itl_p99_ms with _low and _high,
// median_itl_ms, mean_tpot_ms); in server mode "server" with the idle power's range and basis.
Json predictionJson(const Prediction& p, const GpuCatalog& gpus);
// TTFT, the p90/p99 ITL with their intervals, median ITL and mean TPOT: the JSON keys every
// prediction carries, in order, and the Prediction fields they read.
const std::vector<std::pair<std::string, double Prediction::*>>& latencyFields();
// CSV columns: `before`, the latency fields' names, then `after`.
std::vector<std::string> withLatencyColumns(std::vector<std::string> before, const std::vector<std::string>& after);
// The SLA limits a verdict names: "itl", "ttft" or "itl,ttft"; null for none.
Json limitsJson(const SlaLimits& l);
// A plan outcome row's cost and carbon with their basis: cost_basis, usd_per_mtok (on that
// basis), electricity/hardware/all-in parts, gco2_per_mtok, precision (read, never derived here).
Json deploymentCostJson(const DeploymentRow& r);
// A fleet plan (plan-capacity's shape): target_rate_rps, rate_headroom, the lowest-energy, cheapest
// and smallest fleets and one row per deployment.
Json capacityPlanJson(const CapacityPlan& plan, const GpuCatalog& gpus);
// Aggregated against disaggregated serving (FleetAnswers::disaggregation), as a text section and JSON.
Json disaggregationJson(const FleetAnswers::Disaggregation& d, const GpuCatalog& gpus);
void printDisaggregation(std::ostream& os, const FleetAnswers::Disaggregation& d, const GpuCatalog& gpus);
// The headline fleet (core's FleetHeadline) as plan-capacity and export name it: null without one.
Json fleetHeadlineJson(const FleetAnswers& answers, const GpuCatalog& gpus);
// A fleet plan against a power budget (issue 27): each row gains peak_power_w, peak_power_wall_w,
// gpu_power_limit_w, within_budget, over_budget_w, over_budget_percent, budget_headroom_w (null on
// infeasible rows); the top-level power_budget object names the budget, its basis and the best fleet.
void addBudgetToRows(Json& rows, const BudgetPlan& budget);
Json powerBudgetJson(const BudgetPlan& budget, const CapacityPlan& plan, const GpuCatalog& gpus);
// plan-capacity --inventory (inventory_cli.cpp): a JSON or CSV file, or GPU=COUNT[,...] inline;
// nullopt without the flag; a bad inventory is a usage error naming the entry.
std::optional<Inventory> inventoryFromArgs(Context& ctx);
// The owned GPUs' answer: capacity with its interval, split, load at capacity and at the target,
// purchases and the cheapest, lowest-energy and fewest-GPU purchase (plan-capacity's "inventory").
Json inventoryJson(const InventoryPlan& plan, const GpuCatalog& gpus);
void writeInventoryCsv(std::ostream& out, const InventoryPlan& plan, const GpuCatalog& gpus);
void printInventory(std::ostream& out, const InventoryPlan& plan, const GpuCatalog& gpus, const Economics& econ);
// plan-capacity --power-cap-sweep: one row per cap with the reference load's figures and the fleet.
Json powerCapSweepJson(const PowerCapSweep& sweep, const GpuCatalog& gpus);
// --fleet-rate (recommend, export): the whole fleet's target rate, req/s; nullopt when absent. It
// asks for server mode (--rate, the rate per replica); the capacity plan sizes replicas for it.
std::optional<double> fleetRateFromArgs(const Args& args);
OptionSpec fleetRateOption();
// --disaggregated auto|off|POOLS (recommend, export, plan-capacity) into `s`: compareDisaggregated
// and the fixed pools; a usage error without a rate to size pools for (`hasRate`) or for bad pools.
// makeScenario reads it.
void disaggregationFromArgs(const Args& args, Scenario& s, bool hasRate);
OptionSpec disaggregatedOption();
// --power-budget-kw (facility, at the wall, PUE from --pue) or --power-budget-gpu-w (GPU boards);
// nullopt without either, both is a usage error. Their option specs (plan-capacity, export).
std::optional<PowerBudget> powerBudgetFromArgs(const Args& a, const Economics& econ);
std::vector<OptionSpec> powerBudgetOptions();
// "vllm 0.11", "tgi (version not recorded, 2023)", "vllm 0.11 (99 requested, never measured)".
std::string stackText(const ServingStack& s);
// "batch 16, prompt 512, ..." for tables, or "2 req/s per replica (Poisson arrivals), prompt ..."
// in server mode (`rateRps` set); the GPU count as `mode` says (Fixed: w.numGpus).
std::string workloadText(const Workload& w, GpuCountMode mode = GpuCountMode::Fixed,
                         std::optional<double> rateRps = std::nullopt);
std::string modelText(const LlmSpec& m);                                 // "meta-llama/X (8.03 B params, dense)"
std::string methodText(const Engine& engine, const std::string& method); // "default (model v, trained on ...)"
const char* objectiveUnit(Objective o);
std::string warningCodes(const Prediction& p); // "moe_model,gpu_out_of_range"

} // namespace wattgpu::cli
