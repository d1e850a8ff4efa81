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
    return std::clamp(*w.powerLimitW, kIdleFractionOfTdp * tdp * 1.5, tdp);
}

const std::vector<std::string>& defaultFeatureNames()
{
    static const std::vector<std::string> names = {
        "log_batch",     "log_total_b_params", "log_active_b_params", "log_compute_over_memory", "kv_share",
        "log2_num_gpus", "comm_share",         "stack_generation",    "itl_is_mean_tpot",        "bytes_per_weight",
        "is_moe",        "num_layers",         "log_context_tokens"};
    return names;
}

DefaultFeatureRow defaultFeatures(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w, ItlKind kind)
{
    DefaultFeatureRow r;
    r.step = decodeStep(llm, gpu, w);
    const StepPhysics& s = r.step;
    double ref = std::max(s.tMemoryS, s.tComputeS) + s.tCommS + kPerLayerOverheadS * llm.numLayers;
    if (kind == ItlKind::E2eOverOutput) // batch latency / output tokens also carries the prefill
        ref += s.tPrefillS / std::max(1, w.outputLen);
    r.itlReferenceS = ref;
    r.powerLimitW = effectivePowerLimitW(gpu, w);
    r.values = {
        std::log(std::max(1, w.batch)),
        std::log(llm.totalBParams),
        std::log(llm.activeBParams),
        std::log(std::max(1e-12, s.tComputeS) / std::max(1e-12, s.tMemoryS)),
        s.kvBytesRead / std::max(1.0, s.kvBytesRead + s.weightBytesRead),
        std::log2(std::max(1, w.numGpus)),
        s.tCommS / std::max(1e-12, ref),
        static_cast<double>(stackGeneration(w.stack)),
        // Mean TPOT (ML.ENERGY v2) averages in the steps stalled by newly arriving prefills; the median
        // ITL and the fixed-batch e2e figure (prefill already in the reference) do not.
        kind == ItlKind::MeanTpot ? 1.0 : 0.0,
        bytesPerWeight(w.precision),
        llm.isMoe ? 1.0 : 0.0,
        static_cast<double>(llm.numLayers),
        std::log(std::max(1.0, w.meanContextTokens())),
    };
    return r;
}

std::string defaultItlMonotoneConstraints() { return "(1,0,0,1,1,0,1,0,0,0,0,0,1)"; }

const std::vector<std::string>& defaultPowerFeatureNames()
{
    static const std::vector<std::string> names = {
        "memory_utilisation", "compute_utilisation", "log_batch", "log2_num_gpus",
        "comm_share",         "bytes_per_weight",    "is_moe",    "kv_share",
        "stack_generation"};
    return names;
}

std::string defaultPowerMonotoneConstraints() { return "(1,1,0,0,0,0,0,0,0)"; }

double decodeStepSeconds(const DefaultFeatureRow& row, const Workload& w, double itlS, ItlKind kind)
{
    if (kind != ItlKind::E2eOverOutput)
        return itlS;
    return std::max(0.3 * itlS, itlS - row.step.tPrefillS / std::max(1, w.outputLen));
}

std::vector<double> defaultPowerFeatures(const LlmSpec& llm, [[maybe_unused]] const GpuSpec& gpu, const Workload& w,
                                         const DefaultFeatureRow& row, double stepS)
{
    const StepPhysics& s = row.step;
    const double step = std::max(1e-9, stepS);
    return {
        std::min(4.0, s.tMemoryS / step),
        std::min(4.0, s.tComputeS / step),
        std::log(std::max(1, w.batch)),
        std::log2(std::max(1, w.numGpus)),
        s.tCommS / step,
        bytesPerWeight(w.precision),
        llm.isMoe ? 1.0 : 0.0,
        s.kvBytesRead / std::max(1.0, s.kvBytesRead + s.weightBytesRead),
        static_cast<double>(stackGeneration(w.stack)),
    };
}

} // namespace wattgpu
