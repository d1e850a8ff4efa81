#pragma once
// A plan: everything a person chose (model, workload, scenario, SLA, objective, economics
// assumptions, GPUs left out, chart shown).
// Stored as a versioned JSON `.wattgpu` file, written atomically.
#include "core/catalog/catalog.h"
#include "core/features/workload.h"
#include "core/plan/economics.h"
#include "core/plan/scenario.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

class QJsonObject;

namespace wattgpu::ui {

inline constexpr int kPlanFormatVersion = 1;
inline constexpr qint64 kMaxPlanFileBytes = 1024 * 1024; // a plan is a few hundred bytes
// String fields: model ids, GPU ids and engine names as core/data/corpus.h and
// core/features/stack.h cap them; a config.json path; at most this many GPU ids per list.
inline constexpr std::size_t kMaxPlanPathBytes = 4096;
inline constexpr int kMaxPlanGpuIds = 1024;

// A plan's power budget (issue 27): facility power at the wall (held against the fleet's peak
// GPU power x the plan's PUE, economics.pue) or the GPU boards' power. Always in W here; the
// window and the plan file give a facility budget in kW.
struct PlanPowerBudget {
    PowerBudgetKind kind = PowerBudgetKind::FacilityWall;
    double limitW = 0; // W, in [kMinPowerBudgetW, kMaxPowerBudgetW] (core/plan/scenario.h)
    bool operator==(const PlanPowerBudget&) const = default;
};

struct PlanState {
    QString modelId = QStringLiteral("meta-llama/Llama-3.1-8B-Instruct");
    QString modelConfigPath; // set when the model came from a config.json
    Workload workload;       // batch, prompt/output length, precision, GPUs per replica
    // The model's native precision (core's nativePrecision: an FP8 or MXFP4 repo stays FP8/MXFP4,
    // as the CLI does without --precision) instead of workload.precision. Saved as "native".
    bool nativePrecision = true;
    // Auto: per GPU type the best of 1, 2, 4, 8 GPUs per replica; Fixed: workload.numGpus.
    GpuCountMode gpuCountMode = GpuCountMode::Auto;
    SlaConfidence slaConfidence = SlaConfidence::Point;
    // Offline batch at workload.batch, or the server scenario: Poisson arrivals at a request rate
    // per replica (workload.batch is then unused).
    Load load = FixedConcurrency{};
    // Server mode's fleet question: the whole fleet's target rate, req/s, which Capacity sizes
    // replicas for; nullopt = none. Never the same input as the rate per replica in `load`.
    std::optional<double> fleetTargetRps;
    // Server mode's other fleet inputs (issue 27): a power budget the fleets are held against, and
    // the GPUs already owned (catalog GPU id -> count, each 1..kMaxOwnedGpus; empty = none).
    std::optional<PlanPowerBudget> powerBudget;
    Inventory inventory;
    // Server mode: also plan disaggregated prefill/decode pools for the service's rate (the fleet
    // target, else the rate per replica) against aggregated serving (Scenario::compareDisaggregated;
    // the CLI's --disaggregated auto). Saved as "compareDisaggregated" when set.
    bool compareDisaggregated = false;
    double slaItlMs = 50.0; // ms
    // An optional second limit on the time to first token (queueing included), ms, in
    // [WorkloadLimits::minSlaTtftMs, maxSlaTtftMs]; nullopt = none. Saved as "slaTtftMs" when set.
    std::optional<double> slaTtftMs;
    Objective objective = Objective::EnergyPerToken;
    Economics economics;                            // USD/kWh, PUE, grid gCO2/kWh, optional hardware cost
    QStringList excludedGpus;                       // GPU ids left out of charts and recommendation (sorted)
    QStringList sweepGpus;                          // GPU ids drawn in the load sweep; empty = automatic
    QString chartTab = QStringLiteral("power-itl"); // see chartTabIds()

    std::optional<double> rateRps() const { return requestRateRps(load); } // req/s; nullopt = offline
    // The precision the plan computes at for `llm`: native or workload.precision.
    Precision precisionFor(const LlmSpec& llm) const;
    // The Scenario this plan asks for `llm` (the model the window resolved from modelId and
    // modelConfigPath): its GPUs are the catalog's minus excludedGpus, or all of them (nullopt)
    // when none is excluded, as `wattgpu-cli --gpu all` asks. A facility budget takes the plan's
    // PUE; owned GPUs the catalog lacks (a custom GPU since removed) are left out.
    Scenario scenario(const LlmSpec& llm, const GpuCatalog& gpus) const;

    bool operator==(const PlanState& o) const;
    bool operator!=(const PlanState& o) const { return !(*this == o); }
};

// Accepted ranges: the economics' are core's (kMaxUsdPerKwh... in core/plan/economics.h), the power
// budget's too (core/plan/scenario.h); the workload's, the request rate and the SLA are core's
// WorkloadLimits (core/features/workload.h).

bool sameEconomics(const Economics& a, const Economics& b);

// "power-itl", "objective", "load-sweep", "sla-sweep", "capacity", in tab order.
const QStringList& chartTabIds();

struct PlanError {
    enum class Kind { Io, TooLarge, NotJson, WrongFormat, NewerVersion, BadField };
    Kind kind = Kind::Io;
    QString field;  // JSON key at fault
    QString detail; // technical detail (OS error, parser message)
};

class PlanIo {
    Q_DECLARE_TR_FUNCTIONS(PlanIo)
public:
    static QJsonObject toJson(const PlanState& plan);
    static QByteArray serialize(const PlanState& plan);
    // Validates format, version, types and ranges; on any error nothing of the input is used.
    static std::optional<PlanState> parse(const QByteArray& bytes, PlanError* error);
    // Refuses a FIFO, device or folder at once (never blocks).
    static std::optional<PlanState> read(const QString& path, PlanError* error);
    // Through the output policy (core/util/fileio.h): regular files only, symlink and mode kept;
    // on failure the previous file is left as it was.
    static bool write(const QString& path, const PlanState& plan, PlanError* error);
    // The plan's per-GPU maps (inventory, hardware quotes) against the catalog, as core's one reader
    // reads them (core/catalog/gpu_map.h): two keys that name one GPU (an id and an alias, or two
    // aliases) are refused naming both spellings. PlanState::scenario canonicalises the ids.
    static bool checkGpus(const PlanState& plan, const GpuCatalog& gpus, QString* error);
    // Translated, one or two sentences for a message box.
    static QString readMessage(const PlanError& error, const QString& path);
    static QString writeMessage(const PlanError& error, const QString& path);
};

} // namespace wattgpu::ui
