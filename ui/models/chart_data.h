#pragma once
// View model shared by the charts, the banner and the presentation cards: the compute result
// joined with the catalog and the person's choices, in plain values ready to draw. Charts map
// these to plot items and decide nothing themselves.
#include "ui/models/compute_service.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace wattgpu::ui {

enum class GpuStatus { Winner, Feasible, MissesSla, DoesNotFit };

struct GpuPoint {
    QString gpuId;    // deployment key: the GPU id, under all counts "id@n" (see deploymentKey)
    QString label;    // short name, e.g. "H100 SXM5 80GB"
    QString fullName; // catalog name
    double tdpW = 0;  // per GPU, W
    double itlMs = 0, itlLowMs = 0, itlHighMs = 0;
    double itlP90Ms = 0, itlP90LowMs = 0, itlP90HighMs = 0; // the gaps' 90th percentile, ms
    double itlP99Ms = 0, itlP99LowMs = 0, itlP99HighMs = 0; // and 99th
    double ttftMs = 0, ttftLowMs = 0, ttftHighMs = 0;       // time to first token, queueing included, ms
    double powerW = 0, powerLowW = 0, powerHighW = 0;
    double energyJ = 0, energyLowJ = 0, energyHighJ = 0;
    double throughputTokS = 0;
    double costUsdPerMTokens = 0; // USD per 1M output tokens on costBasis (the plan outcome's)
    CostBasis costBasis = CostBasis::Electricity;
    bool atRisk = false;                        // meets the SLA, but a limit's interval (ITL, TTFT) reaches above it
    SlaLimits riskLimits;                       // at risk: which limits' intervals do
    SlaLimits missedLimits;                     // misses the SLA: which limits it misses (the plan outcome's)
    double gco2PerMTokens = 0;                  // gCO2 per 1M output tokens (PUE applied)
    double costLowUsd = 0, costHighUsd = 0;     // ~80 % interval of costUsdPerMTokens
    double gco2Low = 0, gco2High = 0;           // ~80 % interval of gco2PerMTokens
    double objectiveValue = 0;                  // in the objective's unit
    double objectiveLow = 0, objectiveHigh = 0; // ~80 % interval of objectiveValue (the plan outcome's)
    double vsWinnerPercent = 0;                 // feasible GPUs only
    double winnerSavesPercent = 0;              // feasible GPUs only: how much less the winner's objective is
    GpuStatus status = GpuStatus::Feasible;
    QString reason; // translated: why it is not the winner / not feasible
    bool onPareto = false;
    bool outOfDistribution = false;
    int colorIndex = 0; // stable per GPU (catalog order)

    bool fits() const { return status != GpuStatus::DoesNotFit; }
    // The name as the chart labels and tooltips show it: with the out-of-distribution mark (the
    // table's name column carries it too, the CLI prints "*").
    QString markedLabel() const;
    QString markedFullName() const;
    bool meetsSla() const { return status == GpuStatus::Winner || status == GpuStatus::Feasible; }
};

struct SweepSeries {
    QString gpuId; // deployment key: the GPU id, under all counts "id@n" (see deploymentKey)
    QString label;
    int colorIndex = 0;
    std::vector<double> batch;  // x: concurrency (offline) or request rate in req/s (server)
    std::vector<double> itlMs;  // NaN where it does not fit
    std::vector<double> powerW; // NaN where it does not fit (or, in server mode, is overloaded)
    double maxRateRps = 0;      // server mode: max sustainable rate under the SLA, req/s (0: none)
};

struct SlaBand {
    double fromMs = 0, toMs = 0;
    QString gpuId;   // empty: nothing qualifies
    QString label;   // the deployment: "2 × B100"
    QString gpuName; // its GPU type: "B100" (bands of one key may differ in count under Auto)
    int colorIndex = -1;
    double objectiveValue = 0;
};

// The plan outcome's headline fleet (core/plan/outcome.h, FleetHeadline), as the banner names it.
struct FleetHeadlinePoint {
    double targetRps = 0;
    long long replicas = 0, totalGpus = 0;
    QString perReplica; // the deployment it is built from, "2 × B100"
    double energyPerDayKwh = 0;
    std::optional<double> budgetKw; // the power budget, when there is one
    bool breaksBudget = false;      // no fleet is within it; this one exceeds it by shortfallKw
    double shortfallKw = 0;
};

struct ChartModel {
    quint64 generation = 0;
    QString modelName; // short LLM name
    QString context;   // "Llama-3.1-8B-Instruct · concurrency 16 · BF16 · 1 GPU"
    double slaItlMs = 50;
    std::optional<double> slaTtftMs;        // the TTFT limit, ms, when the plan states one
    ItlKind itlMetric = ItlKind::MedianItl; // the definition every latency and the SLA are in
    Objective objective = Objective::EnergyPerToken;
    std::optional<double> rateRps; // server mode: requests/s per replica
    std::vector<GpuPoint> points;  // included GPUs, catalog order
    std::optional<QString> winnerId;
    // The plan outcome's comparators (core/plan/outcome.h), as deployment keys of `points`.
    std::optional<QString> runnerUpId;     // the second ranked deployment
    std::optional<QString> highestPowerId; // the highest-TDP deployment meeting the SLA (may be the winner)
    QStringList featuredIds;               // PlanOutcome::featured(3, true): the presentation cards
    QStringList fastestFittingIds;         // the compared deployments that fit, lowest ITL first
    // Nothing meets the SLA: the fastest deployment over every GPU count judged (Recommendation::fastest),
    // which under Auto need not be a point's count.
    std::optional<GpuPoint> fastestAnyCount;
    // With a fleet target, once the fleet answers are in: the fleet the banner leads with.
    std::optional<FleetHeadlinePoint> fleet;
    QStringList byPowerIds; // PlanOutcome::byPower: the others, the obvious choices first
    bool sweepsDone = false;
    std::vector<SweepSeries> loadSweep;
    std::vector<SlaBand> slaSweep;

    const GpuPoint* point(const QString& gpuId) const;
    const GpuPoint* winner() const { return winnerId ? point(*winnerId) : nullptr; }
    const GpuPoint* runnerUp() const { return runnerUpId ? point(*runnerUpId) : nullptr; }
    const GpuPoint* highestPower() const { return highestPowerId ? point(*highestPowerId) : nullptr; }
    std::vector<const GpuPoint*> pointsOf(const QStringList& gpuIds) const; // those of `gpuIds` there are, in order
};

class ChartModelBuilder {
    Q_DECLARE_TR_FUNCTIONS(ChartModelBuilder)
public:
    static ChartModel build(const ComputeResult& result, const GpuCatalog& gpus);
    static QString context(const ComputeRequest& request);
    static QString gpuCount(const Scenario& scenario); // "2", "auto" or "all counts"
};

// A qualitative palette (colour-blind friendly first eight), repeated for larger indices.
QColor seriesColor(int index);

} // namespace wattgpu::ui
