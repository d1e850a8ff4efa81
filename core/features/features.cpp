#include "core/features/features.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace wattgpu {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

double opt(const std::optional<double>& v) { return v ? *v : kNaN; }

double sixteenBitTflops(const GpuSpec& gpu)
{
    return gpu.fp16TensorTflops ? *gpu.fp16TensorTflops : opt(gpu.bf16TensorTflops);
}

} // namespace

const char* paperScenario(int batch)
{
    if (batch <= 1)
        return "server_low";
    if (batch < 64)
        return "server_high";
    return "offline";
}

const std::vector<std::string>& paperPowerNumericNames()
{
    static const std::vector<std::string> names = {"log_total_b_params",    "num_key_value_heads", "num_layers",
                                                   "memory_bandwidth_gb_s", "boost_percentage",    "transistor_count_m",
                                                   "base_clock_mhz",        "release_year",        "bandwidth_latency"};
    return names;
}
const std::vector<std::string>& paperPowerCategoricalNames()
{
    static const std::vector<std::string> names = {"scenario", "model_type"};
    return names;
}
const std::vector<std::string>& paperItlNumericNames()
{
    static const std::vector<std::string> names = {"total_b_params",      "hidden_size",    "num_attention_heads",
                                                   "num_key_value_heads", "num_layers",     "memory_bandwidth_gb_s",
                                                   "memory_size_gb",      "tflops_16b",     "release_year",
                                                   "bandwidth_latency",   "compute_latency"};
    return names;
}
const std::vector<std::string>& paperItlCategoricalNames()
{
    static const std::vector<std::string> names = {"scenario", "model_type", "memory_type"};
    return names;
}

PaperFeatureRow paperPowerFeatures(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w)
{
    const double bw = opt(gpu.memoryBandwidthGbS);
    PaperFeatureRow r;
    r.numeric = {std::log(llm.totalBParams),
                 static_cast<double>(llm.numKeyValueHeads),
                 static_cast<double>(llm.numLayers),
                 bw,
                 (gpu.boostClockMhz && gpu.baseClockMhz) ? *gpu.boostClockMhz / *gpu.baseClockMhz : kNaN,
                 opt(gpu.transistorCountM),
                 opt(gpu.baseClockMhz),
                 gpu.releaseYear ? static_cast<double>(*gpu.releaseYear) : kNaN,
                 2.0 * llm.totalBParams / bw};
    r.categorical = {paperScenario(w.batch), llm.modelType};
    return r;
}

PaperFeatureRow paperItlFeatures(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w)
{
    const double bw = opt(gpu.memoryBandwidthGbS);
    const double tflops = sixteenBitTflops(gpu);
    PaperFeatureRow r;
    r.numeric = {llm.totalBParams,
                 static_cast<double>(llm.hiddenSize),
                 static_cast<double>(llm.numAttentionHeads),
                 static_cast<double>(llm.numKeyValueHeads),
                 static_cast<double>(llm.numLayers),
                 bw,
                 opt(gpu.memorySizeGb),
                 tflops,
                 gpu.releaseYear ? static_cast<double>(*gpu.releaseYear) : kNaN,
                 2.0 * llm.totalBParams / bw,
                 2.0 * llm.totalBParams * 1e9 / (tflops * 1e12)};
    r.categorical = {paperScenario(w.batch), llm.modelType, gpu.memoryType};
    return r;
}

double effectivePowerLimitW(const GpuSpec& gpu, const Workload& w)
{
    const double tdp = tdpOrEstimateW(gpu);
    if (!w.powerLimitW)
        return tdp;
    return std::clamp(*w.powerLimitW, idlePrior(gpu).fraction * tdp * 1.5, tdp);
}

} // namespace wattgpu
