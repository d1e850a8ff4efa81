#pragma once
// The one answer to a plan: for a Scenario, every deployment's row with every figure a view shows
// (fit, predictions with intervals in the SLA's ITL definition and TTFT, precision and how the weights were
// sized, verdict and reason, at risk, rank, objective, vs-winner %, cost and CO2 with their basis,
// measured support, warnings, max sustainable rate, the nearest proven fix), the winner and the
// summary. Computed once here; the window, the CLI and every report format only format it and
// never derive a verdict, a cost, a risk or a precision of their own.
#include "core/plan/budget.h"
#include "core/plan/capacity.h"
#include "core/plan/disaggregated.h"
#include "core/plan/engine.h"
#include "core/plan/inventory.h"
#include "core/plan/power_cap.h"
#include "core/plan/recommendation.h"
#include "core/plan/scenario.h"
#include "core/predict/prediction.h"
#include "core/util/result.h"

#include <optional>
#include <string>
#include <vector>

namespace wattgpu {

class PredictionCache;

enum class GpuVerdict {
    Winner,      // meets the SLA at the best objective
    MeetsSla,    // meets the SLA, ranked behind the winner
    MissesSla,   // it misses a stated limit of the SLA, ITL or TTFT (DeploymentRow::missedLimits says which), or a
                 // figure is not finite (the detail says which)
    DoesNotFit,  // weights + KV cache exceed memory, or no serving engine runs it (not_runnable warning)
    Overloaded,  // server mode: the rate per replica exceeds what one replica sustains under the SLA
    Unpriced,    // cost objective: no hardware price applies to this GPU while others are quoted
    NotCompared, // a catalog GPU the plan leaves out of the comparison (the window's unticked rows)
};
// "winner", "meets_sla", "misses_sla", "does_not_fit", "overloaded", "unpriced", "not_compared"
const char* gpuVerdictName(GpuVerdict v);

// USD and CO2 per 1M output tokens of one deployment, with the basis the USD figure is on.
struct DeploymentCost {
    CostBasis basis = CostBasis::Electricity;
    double electricityUsdPerMTokens = 0;         // PUE applied
    std::optional<double> hardwareUsdPerGpuHour; // the rate used (Quote, FlatRate, Purchase)
    std::optional<double> hardwareUsdPerMTokens;
    std::optional<double> allInUsdPerMTokens; // electricity + hardware (all-in bases only)
    // The USD per 1M tokens every view shows: all-in on an all-in basis, electricity otherwise
    // (Electricity, Unpriced), with its ~80 % interval carried over from the prediction.
    double usdPerMTokens = 0;
    ObjectiveInterval usdInterval;
    double gco2PerMTokens = 0; // PUE and grid intensity applied
    ObjectiveInterval gco2Interval;
};
DeploymentCost deploymentCost(const Prediction& p, const Economics& econ);

struct DeploymentRow {
    Prediction prediction;                 // W, ms (in prediction.itlMetric), tokens/s, J/token with intervals; flags
    std::string key;                       // deployment key (core/plan/scenario.h): "id", or "id@n" under AllCounts
    std::string gpuName;                   // spec-sheet name, e.g. "H100 SXM5 80GB"
    double tdpW = 0;                       // per GPU, W: the catalog's power limit (0 when unknown)
    Precision precision = Precision::BF16; // the precision the deployment was predicted at
    std::string weightSizing;              // how the weights were sized: "" (by precision) or the config's
    GpuVerdict verdict = GpuVerdict::MeetsSla;
    LossReason reason = LossReason::HigherObjective; // why it is not the winner
    std::string detail;                              // English, not ranked: "ITL 62.1 ms > SLA 50 ms"
    SlaLimits missedLimits{};                        // MissesSla: the stated limits missed (ITL, TTFT or both)
    std::string fix;                                 // English nearest fix; may be empty
    std::optional<ProvenFix> provenFix;              // the fix as inputs, proven by predicting it
    bool atRisk = false;                   // meets the SLA at the point, but a stated limit's interval reaches above it
    SlaLimits riskLimits{};                // at risk: which limits' intervals do (ITL, TTFT or both)
    int rank = 0;                          // 1-based among deployments that meet the SLA; 0 otherwise
    std::optional<double> objectiveValue;  // objective unit; ranked rows only
    std::optional<double> vsWinnerPercent; // (value / winner - 1) x 100; ranked rows only
    // How much less the winner's objective is than this row's: (1 - winner / value) x 100 (0 when
    // the value is not positive); ranked rows only. The banner's "31 % less than the runner-up".
    std::optional<double> winnerSavesPercent;
    ObjectiveInterval objectiveInterval{}; // ~80 % interval of the objective (every row with figures)
    // The objective's value for every row, ranked or not (charts draw the losers too); +inf where
    // it has none (an unpriced GPU under the cost objective).
    double objectiveAtPrediction = 0;
    DeploymentCost cost;              // USD and CO2 per 1M tokens with the basis
    std::optional<double> maxRateRps; // server mode: one replica under the SLA, req/s
    bool measured = false;            // the corpus holds runs of this GPU

    bool ranked() const { return rank > 0; }
    bool meetsSla() const { return verdict == GpuVerdict::Winner || verdict == GpuVerdict::MeetsSla; }
    // Power/ITL/energy figures mean something: the model fits in memory and, in server mode, the
    // replica keeps up with the offered rate (an overloaded replica's figures are at saturation).
    bool hasFigures() const
    {
        return prediction.fitsMemory && prediction.itlMs > 0 && !(prediction.server && !prediction.server->stable);
    }
};

// The fleet every headline leads with when a plan has a fleet target (report page 1, the window's
// banner, plan-capacity's lowest_energy_deployment, the power-cap sweep): the capacity plan's row
// that respects every stated constraint, the lowest-energy fleet the power budget admits (the
// lowest-energy fleet without a budget). When the budget admits none: the fleet of the smallest
// peak, and breaksBudget says the budget is the constraint it breaks. Its per-replica deployment
// is the row's GPU x GPUs per replica.
struct FleetHeadline {
    std::size_t row = 0;       // CapacityPlan::rows index
    bool breaksBudget = false; // no fleet is within the power budget; this one exceeds it by BudgetPlan::shortfallW
};

// Server mode's fleet answers, declared once here and held by the plan outcome (PlanOutcome::fleet):
// plan-capacity, the Capacity tab and the reports' fleet section read them from there.
struct FleetAnswers {
    // With a fleet target (Scenario::fleetTargetRps): the fleets that carry it under the SLA.
    std::optional<CapacityPlan> capacity;
    // The headline fleet of that plan (nullopt: no fleet meets the SLA).
    std::optional<FleetHeadline> headline;
    // That plan against Scenario::powerBudget (core/plan/budget.h): per fleet row its provisioned
    // peak, within or over by how much, and the best fleet within it.
    std::optional<BudgetPlan> powerBudget;
    // Scenario::inventory (core/plan/inventory.h): what the owned GPUs serve, their split and, with
    // a fleet target, the purchases that reach it.
    std::optional<InventoryPlan> inventory;
    // The power cap as a lever: the headline fleet's deployment swept from 100 to 50 % of its GPUs' limit, each step
    // held against the budget when there is one (core/plan/power_cap.h). nullopt without a feasible fleet.
    std::optional<PowerCapSweep> powerCapSweep;
    // Scenario::compareDisaggregated: disaggregated plans per GPU type for the service's rate, the
    // aggregated fleets at the same rate, and which of the two the planner recommends, with why.
    struct Disaggregation {
        double rateRps = 0; // the whole service, req/s
        std::vector<DisaggregatedPlan> plans;
        CapacityPlan aggregated;
        ServingChoice choice;
    };
    std::optional<Disaggregation> disaggregation;
};

struct OutcomeOptions {
    // Also give a row (GpuVerdict::NotCompared, with figures and costs) to every catalog GPU the
    // scenario's selection leaves out: the window's table shows every GPU, ticked or not.
    bool everyCatalogGpu = false;
};

struct PlanOutcome {
    Scenario scenario;
    std::string method;
    Recommendation recommendation; // the engine's ranking and exclusions, summary and nearest fix
    // Winner, then the other ranked deployments best first, then SLA misses (fastest first), then
    // overloaded (server mode), unpriced (cost objective), deployments that do not fit (catalog
    // order), and last the GPUs not compared (catalog order).
    std::vector<DeploymentRow> rows;
    // Server mode: the fleet answers (scenarioFleet). planOutcome fills them; the window's compute
    // service fills them in its second phase (computeSweeps).
    FleetAnswers fleet;

    const DeploymentRow* winner() const;
    // The comparators the views name beside the winner, picked here once; views format them.
    // The second ranked deployment (nullptr: fewer than two meet the SLA).
    const DeploymentRow* runnerUp() const;
    // The ranked deployment of the highest TDP per GPU, the best ranked among equals: the winner
    // when it is the most powerful (nullptr: none meets the SLA).
    const DeploymentRow* highestPowerSlaMeeter() const;
    // The compared deployments that fit (neither DoesNotFit nor NotCompared), lowest ITL first.
    std::vector<const DeploymentRow*> fastestFitting() const;
    // What a comparison features, at most `n`, each once: the winner, the runner-up and the
    // highest-power SLA meeter, then (with `fillRanked`) the other ranked ones best first; when
    // none meets the SLA, the fastest that fit. The load sweep's automatic series, the cards.
    std::vector<const DeploymentRow*> featured(std::size_t n, bool fillRanked) const;
    // Every compared deployment but the winner and the runner-up, the obvious choices first: the
    // highest TDP, then meeting the SLA before missing it before not fitting, then the lower
    // objective (the banner's "why the others lost").
    std::vector<const DeploymentRow*> byPower() const;
    // By deployment key ("id@n") or GPU id (that GPU's first row in `rows` order).
    const DeploymentRow* row(const std::string& key) const;
    const DeploymentRow* row(const std::string& gpuId, int numGpus) const;
    // The headline fleet's capacity row (nullptr: no fleet target or no fleet meets the SLA).
    const CapacityRow* headlineFleet() const;
    // Deployments compared (every row but NotCompared ones).
    std::size_t compared() const;
    // Every row's cost basis is the same one (the cost ranking and its vs-winner % hold one basis).
    bool singleCostBasis() const;
};

// The outcome of a scenario: Engine::recommend once, and each deployment's row built from it.
Result<PlanOutcome> planOutcome(const Engine& engine, const Scenario& scenario, const std::string& method = "default",
                                PredictionCache* cache = nullptr, const OutcomeOptions& options = {});
// The capacity plan of a scenario's fleet target (nullopt without one, or offline): its GPUs (the
// catalog's when it names none), GPU count mode, SLA confidence and economics, and the engine's idle
// power overrides. The one place a fleet is sized from a plan: the CLI, the reports and the window.
Result<std::optional<CapacityPlan>> scenarioCapacity(const Engine& engine, const Scenario& scenario,
                                                     const std::string& method = "default",
                                                     PredictionCache* cache = nullptr);
// A scenario's fleet answers in one call: scenarioCapacity, that plan against the scenario's power
// budget, and its inventory (purchase candidates: the scenario's GPUs, the catalog's when it names
// none). What planOutcome fills; the CLI's plan-capacity and the window's Capacity tab read the same.
Result<FleetAnswers> scenarioFleet(const Engine& engine, const Scenario& scenario,
                                   const std::string& method = "default", PredictionCache* cache = nullptr);
// The rows of a recommendation already computed (the same rules, no prediction).
PlanOutcome outcomeOf(const Engine& engine, const Scenario& scenario, const std::string& method,
                      Recommendation recommendation, const std::vector<Prediction>& notCompared = {});

} // namespace wattgpu
