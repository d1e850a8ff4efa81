// Economics flags shared by recommend, export and plan-capacity: electricity price, PUE, grid
// carbon intensity and the optional hardware cost (hourly rates or an amortised purchase price).
#include "app/cli/cli.h"

#include "core/catalog/gpu_map.h"

#include <map>

namespace wattgpu::cli {

std::vector<OptionSpec> economicsOptions()
{
    return {
        {"--usd-per-kwh", "X", "electricity price in USD per kWh (default 0.15)"},
        {"--electricity-usd-per-kwh", "X", "same as --usd-per-kwh"},
        {"--pue", "X", "data-centre PUE applied to energy, cost and carbon (default 1.2)"},
        {"--gco2-per-kwh", "X", "grid carbon intensity in gCO2 per kWh (default 400)"},
        {"--grid-gco2-per-kwh", "X", "same as --gco2-per-kwh"},
        {"--usd-per-gpu-hour", "X|ID=X,...",
         "hardware cost per GPU-hour: one rate for every GPU, or quotes per GPU id (comma-separated); "
         "makes the cost all-in (default: electricity only)"},
        {"--gpu-price-usd", "X",
         "hardware purchase price per GPU, amortised (when no --usd-per-gpu-hour rate applies)"},
        {"--gpu-lifetime-years", "X", "amortisation period for --gpu-price-usd (default 4)"},
        {"--gpu-utilisation", "X", "share of the lifetime spent serving, 0-1, for --gpu-price-usd (default 0.6)"},
    };
}

Economics economicsFromArgs(Context& ctx)
{
    const Args& a = ctx.args();
    Economics e;
    if (a.has("--usd-per-kwh") && a.has("--electricity-usd-per-kwh"))
        usageError("--usd-per-kwh: give it once (--electricity-usd-per-kwh is the same option)");
    if (a.has("--gco2-per-kwh") && a.has("--grid-gco2-per-kwh"))
        usageError("--gco2-per-kwh: give it once (--grid-gco2-per-kwh is the same option)");
    for (const char* name : {"--usd-per-kwh", "--electricity-usd-per-kwh"})
        if (auto v = a.doubleValue(name, 0, kMaxUsdPerKwh))
            e.electricityUsdPerKwh = *v;
    if (auto v = a.doubleValue("--pue", kMinPue, kMaxPue))
        e.pue = *v;
    for (const char* name : {"--gco2-per-kwh", "--grid-gco2-per-kwh"})
        if (auto v = a.doubleValue(name, 0, kMaxGridGco2PerKwh))
            e.gridGco2PerKwh = *v;
    if (a.has("--usd-per-gpu-hour")) {
        std::map<std::string, std::string> spelledAs; // one quote per GPU, however it is spelled
        for (const std::string& item : a.list("--usd-per-gpu-hour")) {
            const auto eq = item.find('=');
            double rate = 0;
            const std::string text = eq == std::string::npos ? item : item.substr(eq + 1);
            if (const auto err = checkDouble(text, 0, kMaxUsdPerGpuHour, false, rate))
                usageError("--usd-per-gpu-hour: " + *err);
            if (eq == std::string::npos) {
                if (e.usdPerGpuHour)
                    usageError("--usd-per-gpu-hour: more than one rate for every GPU");
                e.usdPerGpuHour = rate;
                continue;
            }
            const auto ids = resolveGpuList(ctx, {item.substr(0, eq)}, "--usd-per-gpu-hour");
            if (ids.empty())
                usageError("--usd-per-gpu-hour: 'all=X' is written as a plain rate: --usd-per-gpu-hour X");
            const std::string spelling = item.substr(0, eq);
            if (const auto it = spelledAs.find(ids.front()); it != spelledAs.end())
                usageError("--usd-per-gpu-hour: "
                           + duplicateGpuError({}, 0, {}, it->second, spelling, ids.front()).detail);
            spelledAs.emplace(ids.front(), spelling);
            e.usdPerGpuHourByGpu[ids.front()] = rate;
        }
    }
    if (auto v = a.doubleValue("--gpu-price-usd", 0, kMaxGpuPurchaseUsd))
        e.gpuPurchaseUsd = *v;
    if (auto v = a.doubleValue("--gpu-lifetime-years", 0, kMaxGpuLifetimeYears, true))
        e.gpuLifetimeYears = *v;
    if (auto v = a.doubleValue("--gpu-utilisation", 0, 1, true))
        e.gpuUtilisation = *v;
    if ((a.has("--gpu-lifetime-years") || a.has("--gpu-utilisation")) && !e.gpuPurchaseUsd)
        usageError("--gpu-lifetime-years/--gpu-utilisation: only used with --gpu-price-usd");
    return e;
}

} // namespace wattgpu::cli
