#pragma once
// Power logs taken beside a benchmark run, read to give the run's mean power per GPU and in total
// (core/data/import_bench.h joins them). Three formats:
//   nvidia-smi  `nvidia-smi --query-gpu=timestamp,index,power.draw --format=csv -lms N`: a CSV
//               whose header names timestamp, index and power.draw (with or without the " [W]"
//               unit suffix; --format=csv,nounits drops the " W" after each value). Timestamps
//               ("2026/12/07 15:53:22.123") are the machine's local clock.
//   dcgm        DCGM exporter text scrapes (Prometheus text format): every
//               `DCGM_FI_DEV_POWER_USAGE{gpu="0",...} 312.5 [timestamp_ms]` line is one sample;
//               other metrics and `#` comments are skipped; several scrapes may follow each other.
//               A timestamp, when present, is epoch milliseconds (UTC).
//   amd-smi     `amd-smi metric --power --csv` or `rocm-smi --showpower --csv`: a CSV with a GPU
//               column (gpu, device: "card0" reads as 0) and a power column (the first whose name
//               holds "power" and is not a limit, cap, voltage or management column:
//               socket_power, power_usage, "Average Graphics Package Power (W)"); an optional
//               timestamp column (epoch seconds, or ISO 8601 with Z/offset = UTC, without = local).
// Every reader skips a bad line (no number, N/A, negative, above 5,000 W, unknown GPU index) and
// lists it with its line and reason; a file with no sample at all fails, naming the column.
#include "core/data/import_report.h"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace wattgpu {

enum class PowerLogFormat { NvidiaSmi, Dcgm, AmdSmi };
const char* powerLogFormatName(PowerLogFormat f); // "nvidia-smi", "dcgm", "amd-smi"

// The format of a power log from its first lines, or nullopt when it is none of the three.
std::optional<PowerLogFormat> detectPowerLogFormat(std::string_view text);

// What a timestamp is measured against: the machine's local wall clock (nvidia-smi, a vLLM
// result's `date`) or UTC (epoch numbers, ISO 8601 with Z or an offset). Two times compare only
// when they share a base.
enum class TimeBase { None, LocalClock, Utc };

// Seconds since 1970-01-01 00:00 of its base for "2026/12/07 15:53:22.5", "2026-12-07T15:53:22Z",
// "2026-12-07 15:53:22+01:00", "20261207-155322" (vLLM), or an epoch number (seconds; above 1e11
// milliseconds). nullopt when it is none of these; `base` receives the time base.
std::optional<double> parseTimestamp(std::string_view text, TimeBase* base);

struct PowerSample {
    int gpu = 0;
    double watts = 0;
    std::optional<double> time; // seconds, in PowerLog::timeBase
    int line = 0;
};

struct PowerLog {
    std::string file;
    PowerLogFormat format = PowerLogFormat::NvidiaSmi;
    TimeBase timeBase = TimeBase::None; // None when any sample lacks a time
    std::vector<PowerSample> samples;
    std::vector<RejectedRow> skipped; // bad lines, in order
};

inline constexpr double kMaxPowerSampleW = 5000;

// Parses a power log of any of the three formats (detected). At most maxSamples samples; more
// fails the file. A BOM is skipped.
Result<PowerLog> parsePowerLog(std::string_view text, const std::string& file, std::size_t maxSamples = 1'000'000);
// Bounded read (maxBytes), then parsePowerLog.
Result<PowerLog> loadPowerLog(const std::filesystem::path& path, std::size_t maxBytes = 256u << 20,
                              std::size_t maxSamples = 1'000'000);

// The benchmark's time span, when its file has one.
struct TimeWindow {
    TimeBase base = TimeBase::None;
    double start = 0, end = 0; // seconds in `base`
};

struct PowerSummary {
    std::vector<std::pair<int, double>> perGpuW; // GPU index, mean W over its samples, by index
    double totalW = 0;                           // sum of the per-GPU means
    std::size_t samples = 0;
    bool windowed = false;  // only the samples inside the benchmark's window were used
    std::string provenance; // one English sentence: which samples, which window, why
};

// Mean power per GPU (arithmetic mean of its samples: the loggers sample at a fixed period) and
// their sum. With a window and a log in the same time base, only the samples inside it count;
// otherwise the whole log does, and the provenance says why. Fails when no sample remains.
Result<PowerSummary> summarizePower(const PowerLog& log, const TimeWindow& window);

} // namespace wattgpu
