#pragma once
// Economics of serving tokens: electricity, carbon and hardware per 1M output tokens. Pure
// functions, units in the names. Energy is the GPUs' own (board) energy; PUE scales it to the
// facility meter. Non-finite or non-positive inputs that make a figure meaningless give +inf
// (never NaN), so callers can sort and print "-" for them.
#include <optional>
#include <string>

namespace wattgpu {

struct Economics;

inline constexpr double kJoulesPerKwh = 3.6e6;
inline constexpr double kTokensPerMTokens = 1e6;
inline constexpr double kHoursPerYear = 8760.0; // 365 days; amortisation convention

// kWh at the facility meter per 1M output tokens: J/token x 1e6 / 3.6e6 x PUE.
double kwhPerMTokens(double energyPerTokenJ, double pue);
// USD of electricity per 1M output tokens: kWh/1M tokens x USD/kWh.
double electricityUsdPerMTokens(double energyPerTokenJ, double pue, double usdPerKwh);
// Grams of CO2(-eq) per 1M output tokens: kWh/1M tokens x gCO2/kWh (grid intensity).
double gco2PerMTokens(double energyPerTokenJ, double pue, double gridGco2PerKwh);

// USD per GPU-hour of serving from a purchase: price / (lifetime years x 8760 h x utilisation).
// Utilisation (0, 1] is the share of the lifetime the GPU serves tokens; idle hours are paid for
// by the busy ones. +inf when lifetime or utilisation is not positive.
double amortisedUsdPerGpuHour(double purchaseUsdPerGpu, double lifetimeYears, double utilisation);
// USD of hardware per 1M output tokens: USD/GPU-h x GPUs / (tokens/s x 3600) x 1e6.
// +inf when the throughput is not positive.
double hardwareUsdPerMTokens(double usdPerGpuHour, int numGpus, double throughputTokS);
// All-in USD per 1M output tokens: electricity + hardware.
double allInUsdPerMTokens(double electricityUsdPerMTokens, double hardwareUsdPerMTokens);

// The hardware rate Economics implies for one GPU id, USD per GPU-hour: the per-GPU quote, else
// the flat rate, else the amortised purchase price; nullopt when no hardware cost is set.
std::optional<double> hardwareUsdPerGpuHour(const Economics& econ, const std::string& gpuId);
// True when any hardware cost is set (per-GPU quotes, flat rate or purchase price).
bool hasHardwareCost(const Economics& econ);

} // namespace wattgpu
