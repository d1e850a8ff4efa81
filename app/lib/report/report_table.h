#pragma once
// The GPU table every format prints, rounded once. CSV and JSON write every column; PDF and
// HTML print the human subset (ranges as a second line). Built only by buildGpuTable(), so the
// four formats cannot disagree on a number.
#include "app/lib/report/report_format.h"
#include "core/report/report_model.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace wattgpu::report {

// Numeric figures of a row, in CSV/JSON order after the row's identity (rank, gpu_id, gpu_name,
// num_gpus, verdict, ...: TableRow's own fields, written by report_data.cpp). Keys are a stable
// machine interface (add, never rename) and never repeat an identity column: num_gpus is
// TableRow::numGpus, not a figure, so the CSV header holds it once.
enum class Col {
    PowerW,
    PowerWLow,
    PowerWHigh,
    ItlMs,
    ItlMsLow,
    ItlMsHigh,
    ThroughputTokS,
    EnergyPerTokenJ,
    EnergyPerTokenJLow,
    EnergyPerTokenJHigh,
    ElectricityUsdPerMTokens,
    HardwareUsdPerGpuHour,
    HardwareUsdPerMTokens,
    AllInUsdPerMTokens,
    Gco2PerMTokens,
    ObjectiveValue,
    VsWinnerPercent,
    MemoryNeededGbPerGpu,
    MemoryAvailableGbPerGpu,
    ServerMeanConcurrency, // server mode only: requests in service (Little's law)
    ServerBusyFraction,    // server mode only: share of time with >= 1 request in service
    ServerTtftMs,          // server mode only: time to first token, ms
    UsdPerMTokens,         // USD per 1M output tokens on the row's cost basis (all-in where a rate applies)
    MaxRatePerReplicaRps,  // server mode only: the largest rate one replica sustains under the SLA, req/s
    // Every latency definition with its ~80 % interval, in every mode (core/predict/prediction.h): the
    // time to first token (queueing included) and the 90th / 99th percentile inter-token gaps, ms.
    TtftMs,
    TtftMsLow,
    TtftMsHigh,
    ItlP90Ms,
    ItlP90MsLow,
    ItlP90MsHigh,
    ItlP99Ms,
    ItlP99MsLow,
    ItlP99MsHigh,
    // Server mode only: the replica's idle power and the range of its prior, W (energy per token at
    // low rates is mostly idle power; TableRow::idleBasis says what the figure rests on).
    ServerIdlePowerW,
    ServerIdlePowerWLow,
    ServerIdlePowerWHigh,
    Count_
};
inline constexpr int kNumCols = static_cast<int>(Col::Count_);

const char* colKey(Col c); // "power_w", ...
Figure colFigure(Col c);   // rounding rule

struct TableRow {
    std::string gpuId;
    QString gpuName;     // the deployment: "2 × H100 SXM5 80GB"
    int numGpus = 1;     // GPUs per replica
    QString gpuFullName; // spec-sheet name: "NVIDIA H100 SXM5 80GB"
    int rank = 0;        // 0 = not ranked
    GpuVerdict verdict = GpuVerdict::MeetsSla;
    bool fitsMemory = true;
    bool outOfDistribution = false;
    bool measuredGpu = false; // the corpus holds runs of this GPU
    int measuredRuns = 0;     // of them (ITL)
    bool atRisk = false;      // meets the SLA, but a stated limit's interval reaches above it
    SlaLimits missedLimits;   // MissesSla: the SLA's limits missed (ITL, TTFT or both)
    SlaLimits riskLimits;     // at risk: the limits whose interval reaches above them
    LossReason reason = LossReason::HigherObjective;
    CostBasis costBasis = CostBasis::Electricity; // what UsdPerMTokens is made of
    Precision precision = Precision::BF16;        // the precision the deployment was predicted at
    std::optional<double> values[kNumCols];       // rounded; nullopt = not applicable / not finite
    std::string detail;                           // English from the recommender (excluded GPUs)
    std::string fix;
    std::string idleBasis; // server mode: English basis of the idle power prior (ServerDetail::idleBasis)
    std::vector<std::string> warningCodes;

    const std::optional<double>& operator[](Col c) const { return values[static_cast<int>(c)]; }
};

struct GpuTable {
    std::vector<TableRow> rows; // ReportModel::outcome.rows order
    bool hasHardware = false;   // hardware/all-in columns have meaning
    const TableRow* row(const std::string& gpuId) const;
};

GpuTable buildGpuTable(const ReportModel& model);

// Locale text of a cell of the rounded table.
QString cellText(const TableRow& row, Col c, const QLocale& locale);
// "380–450" from the low/high columns, or empty when the interval is absent or degenerate.
QString rangeText(const TableRow& row, Col low, Col high, const QLocale& locale);

} // namespace wattgpu::report
