#include "app/lib/report/report_table.h"

#include <QCoreApplication>

namespace wattgpu::report {

const char* colKey(Col c)
{
    switch (c) {
    case Col::PowerW: return "power_w";
    case Col::PowerWLow: return "power_w_low";
    case Col::PowerWHigh: return "power_w_high";
    case Col::ItlMs: return "itl_ms";
    case Col::ItlMsLow: return "itl_ms_low";
    case Col::ItlMsHigh: return "itl_ms_high";
    case Col::ThroughputTokS: return "throughput_tok_s";
    case Col::EnergyPerTokenJ: return "energy_per_token_j";
    case Col::EnergyPerTokenJLow: return "energy_per_token_j_low";
    case Col::EnergyPerTokenJHigh: return "energy_per_token_j_high";
    case Col::ElectricityUsdPerMTokens: return "electricity_usd_per_mtok";
    case Col::HardwareUsdPerGpuHour: return "hardware_usd_per_gpu_hour";
    case Col::HardwareUsdPerMTokens: return "hardware_usd_per_mtok";
    case Col::AllInUsdPerMTokens: return "all_in_usd_per_mtok";
    case Col::Gco2PerMTokens: return "gco2_per_mtok";
    case Col::ObjectiveValue: return "objective_value";
    case Col::VsWinnerPercent: return "vs_winner_percent";
    case Col::MemoryNeededGbPerGpu: return "memory_needed_gb_per_gpu";
    case Col::MemoryAvailableGbPerGpu: return "memory_available_gb_per_gpu";
    case Col::ServerMeanConcurrency: return "server_mean_concurrency";
    case Col::ServerBusyFraction: return "server_busy_fraction";
    case Col::ServerTtftMs: return "server_ttft_ms";
    case Col::UsdPerMTokens: return "usd_per_mtok";
    case Col::MaxRatePerReplicaRps: return "max_rate_per_replica_rps";
    case Col::TtftMs: return "ttft_ms";
    case Col::TtftMsLow: return "ttft_ms_low";
    case Col::TtftMsHigh: return "ttft_ms_high";
    case Col::ItlP90Ms: return "itl_p90_ms";
    case Col::ItlP90MsLow: return "itl_p90_ms_low";
    case Col::ItlP90MsHigh: return "itl_p90_ms_high";
    case Col::ItlP99Ms: return "itl_p99_ms";
    case Col::ItlP99MsLow: return "itl_p99_ms_low";
    case Col::ItlP99MsHigh: return "itl_p99_ms_high";
    case Col::ServerIdlePowerW: return "server_idle_power_w";
    case Col::ServerIdlePowerWLow: return "server_idle_power_w_low";
    case Col::ServerIdlePowerWHigh: return "server_idle_power_w_high";
    case Col::Count_: break;
    }
    return "";
}

Figure colFigure(Col c)
{
    switch (c) {
    case Col::VsWinnerPercent: return Figure::Percent;
    default: return Figure::Sig3;
    }
}

const TableRow* GpuTable::row(const std::string& gpuId) const
{
    for (const auto& r : rows)
        if (r.gpuId == gpuId)
            return &r;
    return nullptr;
}

GpuTable buildGpuTable(const ReportModel& model)
{
    GpuTable t;
    t.hasHardware = model.hasHardwareCost();
    for (const auto& src : model.outcome.rows) {
        const Prediction& p = src.prediction;
        TableRow r;
        r.gpuId = p.gpuId;
        r.gpuName = deploymentText(src.gpuName, src.prediction.gpuId, src.prediction.numGpus);
        r.numGpus = src.prediction.numGpus;
        r.gpuFullName = QString::fromStdString(src.gpuName);
        r.rank = src.rank;
        r.verdict = src.verdict;
        r.fitsMemory = p.fitsMemory;
        r.outOfDistribution = p.outOfDistribution;
        r.measuredGpu = p.measuredGpu;
        r.measuredRuns = p.measuredRuns;
        r.atRisk = src.atRisk;
        r.missedLimits = src.missedLimits;
        r.riskLimits = src.riskLimits;
        r.reason = src.reason;
        r.costBasis = src.cost.basis;
        r.precision = src.precision;
        r.detail = src.detail;
        r.fix = src.fix;
        for (const auto& w : p.warnings)
            r.warningCodes.push_back(warningCodeName(w.code));
        auto set = [&](Col c, std::optional<double> v) {
            r.values[static_cast<int>(c)] = roundFigure(v, colFigure(c));
        };
        set(Col::MemoryNeededGbPerGpu,
            p.memoryNeededGbPerGpu > 0 ? std::optional<double>(p.memoryNeededGbPerGpu) : std::nullopt);
        set(Col::MemoryAvailableGbPerGpu,
            p.memoryAvailableGbPerGpu > 0 ? std::optional<double>(p.memoryAvailableGbPerGpu) : std::nullopt);
        if (src.hasFigures()) {
            // A degenerate interval (baselines have none) is left empty rather than repeating the value.
            const auto interval = [](double lo, double hi) {
                return lo < hi ? std::pair<std::optional<double>, std::optional<double>>{lo, hi}
                               : std::pair<std::optional<double>, std::optional<double>>{};
            };
            set(Col::PowerW, p.powerW);
            const auto [pl, ph] = interval(p.powerWLow, p.powerWHigh);
            set(Col::PowerWLow, pl);
            set(Col::PowerWHigh, ph);
            set(Col::ItlMs, p.itlMs);
            const auto [il, ih] = interval(p.itlMsLow, p.itlMsHigh);
            set(Col::ItlMsLow, il);
            set(Col::ItlMsHigh, ih);
            set(Col::ThroughputTokS, p.throughputTokS);
            set(Col::EnergyPerTokenJ, p.energyPerTokenJ);
            const auto [el, eh] = interval(p.energyPerTokenJLow, p.energyPerTokenJHigh);
            set(Col::EnergyPerTokenJLow, el);
            set(Col::EnergyPerTokenJHigh, eh);
            set(Col::ElectricityUsdPerMTokens, src.cost.electricityUsdPerMTokens);
            set(Col::HardwareUsdPerGpuHour, src.cost.hardwareUsdPerGpuHour);
            set(Col::HardwareUsdPerMTokens, src.cost.hardwareUsdPerMTokens);
            set(Col::AllInUsdPerMTokens, src.cost.allInUsdPerMTokens);
            set(Col::Gco2PerMTokens, src.cost.gco2PerMTokens);
            set(Col::UsdPerMTokens, src.cost.usdPerMTokens);
            // A latency the engine did not give (a baseline method) stays empty, never a 0 ms figure.
            const auto latency = [&](Col c, Col lo, Col hi, double v, double low, double high) {
                if (!(v > 0))
                    return;
                set(c, v);
                const auto [l, h] = interval(low, high);
                set(lo, l);
                set(hi, h);
            };
            latency(Col::TtftMs, Col::TtftMsLow, Col::TtftMsHigh, p.ttftMs, p.ttftMsLow, p.ttftMsHigh);
            latency(Col::ItlP90Ms, Col::ItlP90MsLow, Col::ItlP90MsHigh, p.itlP90Ms, p.itlP90MsLow, p.itlP90MsHigh);
            latency(Col::ItlP99Ms, Col::ItlP99MsLow, Col::ItlP99MsHigh, p.itlP99Ms, p.itlP99MsLow, p.itlP99MsHigh);
            if (p.server) {
                set(Col::ServerMeanConcurrency, p.server->meanConcurrency);
                set(Col::ServerBusyFraction, p.server->busyFraction);
                set(Col::ServerTtftMs, p.server->ttftMs);
                set(Col::ServerIdlePowerW, p.server->idlePowerW);
                const auto [il, ih] = interval(p.server->idlePowerWLow, p.server->idlePowerWHigh);
                set(Col::ServerIdlePowerWLow, il);
                set(Col::ServerIdlePowerWHigh, ih);
                r.idleBasis = p.server->idleBasis;
            }
        }
        set(Col::MaxRatePerReplicaRps, src.maxRateRps);
        set(Col::ObjectiveValue, src.objectiveValue);
        set(Col::VsWinnerPercent, src.vsWinnerPercent);
        t.rows.push_back(std::move(r));
    }
    return t;
}

QString cellText(const TableRow& row, Col c, const QLocale& locale)
{
    if (c == Col::VsWinnerPercent)
        return row.verdict == GpuVerdict::Winner ? QCoreApplication::translate("Report", "best")
                                                 : percentDeltaText(row[c], locale);
    return figureText(row[c], colFigure(c), locale);
}

QString rangeText(const TableRow& row, Col low, Col high, const QLocale& locale)
{
    if (!row[low] || !row[high])
        return QString();
    return cellText(row, low, locale) + QStringLiteral("\u2013") + cellText(row, high, locale);
}

} // namespace wattgpu::report
