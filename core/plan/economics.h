#pragma once
// Economics of serving tokens and the objectives a plan ranks on: electricity, carbon and hardware
// per 1M output tokens, each deployment's cost basis, and the objective's value and interval for a
// prediction. Computed here once; the engine ranks on them, the plan outcome carries them, and
// every view formats what the outcome holds. Pure functions, units in the names. Energy is the
// GPUs' own (board) energy; PUE scales it to the facility meter. Non-finite or non-positive inputs
// that make a figure meaningless give +inf (never NaN), so callers can sort and print "-" for them.
#include "core/predict/prediction.h"

#include <map>
#include <optional>
#include <string>

namespace wattgpu {

enum class Objective { EnergyPerToken, MeanPower, Cost, Carbon };
const char* objectiveName(Objective o); // "energy", "power", "cost", "carbon"
std::optional<Objective> parseObjective(const std::string& s);

// Economic factors needed for the cost/carbon objectives.
struct Economics {
    double electricityUsdPerKwh = 0.15; // USD per kWh at the facility meter
    double pue = 1.2;                   // facility power usage effectiveness, >= 1
    double gridGco2PerKwh = 400.0;      // grid carbon intensity, gCO2-eq per kWh

    // Hardware cost, optional. With any of it set, the cost objective is all-in (electricity +
    // hardware) USD per 1M tokens; without, electricity only. Per GPU the rate is the first of:
    // a quote in usdPerGpuHourByGpu (keyed by GPU id), usdPerGpuHour (flat, e.g. cloud on-demand,
    // paid only while serving: the stated default rate for GPUs without a quote), or
    // gpuPurchaseUsd amortised over gpuLifetimeYears x 8760 h x gpuUtilisation. With quotes for
    // some GPUs and neither default set, the others have no all-in cost: their basis is
    // CostBasis::Unpriced and the cost objective leaves them out with LossReason::Unpriced.
    std::map<std::string, double> usdPerGpuHourByGpu; // USD per GPU-hour by GPU id
    std::optional<double> usdPerGpuHour;              // USD per GPU-hour, every GPU
    std::optional<double> gpuPurchaseUsd;             // USD per GPU, every GPU
    double gpuLifetimeYears = 4.0;                    // years of service for the amortisation
    double gpuUtilisation = 0.6;                      // share of the lifetime spent serving, (0, 1]
};
// The economics a plan accepts, one table for wattgpu-cli's flags, the window's assumptions dialog
// and the plan file; the lower bounds not named here are 0 (a lifetime must be above it).
inline constexpr double kMaxUsdPerKwh = 100.0; // USD/kWh
inline constexpr double kMinPue = 1.0;
inline constexpr double kMaxPue = 10.0;
inline constexpr double kMaxGridGco2PerKwh = 5000.0; // gCO2/kWh
inline constexpr double kMaxUsdPerGpuHour = 10000.0; // USD per GPU-hour
inline constexpr double kMaxGpuPurchaseUsd = 1e8;    // USD per GPU
inline constexpr double kMaxGpuLifetimeYears = 50.0; // years

// What a deployment's USD per 1M tokens is made of. One basis per deployment, stated in every view.
enum class CostBasis {
    Electricity, // no hardware cost is set for any GPU: electricity alone, the same basis for every row
    Quote,       // all-in: electricity + this GPU's own quote (usdPerGpuHourByGpu)
    FlatRate,    // all-in: electricity + the flat USD per GPU-hour (the default rate for unquoted GPUs)
    Purchase,    // all-in: electricity + the purchase price amortised over lifetime and utilisation
    Unpriced,    // hardware is priced for other GPUs, none applies to this one: electricity shown, no all-in cost
};
const char* costBasisName(CostBasis b); // "electricity", "quote", "flat_rate", "purchase", "unpriced"
CostBasis costBasis(const Economics& econ, const std::string& gpuId);
// All-in bases (Quote, FlatRate, Purchase) include hardware; Electricity and Unpriced do not.
inline bool costIncludesHardware(CostBasis b)
{
    return b == CostBasis::Quote || b == CostBasis::FlatRate || b == CostBasis::Purchase;
}

// The objective's value. Cost: USD per 1M tokens on the deployment's basis (Unpriced: +inf, so a
// cost ranking never puts an unpriced GPU next to all-in ones).
double objectiveValue(const Prediction& p, Objective o, const Economics& econ);

// The objective's interval (about 10th..90th percentile), carried over from the prediction's
// power, energy and ITL intervals: carbon and electricity scale with energy per token; hardware
// cost per token scales with ITL in batch mode (throughput = batch / ITL) and is fixed in server
// mode (throughput = the arrival rate). Equal ends when the prediction has no interval.
struct ObjectiveInterval {
    double low = 0;
    double high = 0;
};
ObjectiveInterval objectiveInterval(const Prediction& p, Objective o, const Economics& econ);

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
