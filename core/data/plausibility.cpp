#include "core/data/plausibility.h"

#include "core/features/physics.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace wattgpu {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

std::string num(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4g", v);
    return buf;
}

// "the a30-pcie-24gb power limit 165 W (its TDP)" or "the row's power limit 400 W (power_limit_w,
// below the h100-sxm5-80gb TDP 700 W)".
std::string limitText(double limitW, bool capped, const GpuSpec& gpu)
{
    if (capped)
        return "the row's power limit " + num(limitW) + " W (power_limit_w, below the " + gpu.id + " TDP "
            + num(*gpu.tdpW) + " W)";
    return "the " + gpu.id + " power limit " + num(limitW) + " W (its TDP)";
}

// "4000 W" on one GPU, "8000 W on 2 GPUs (4000 W per GPU)" on several.
std::string powerText(double perGpuW, int n)
{
    if (n == 1)
        return num(perGpuW) + " W";
    return num(perGpuW * n) + " W on " + std::to_string(n) + " GPUs (" + num(perGpuW) + " W per GPU)";
}

} // namespace

const char* plausibilityRuleName(PlausibilityRule rule)
{
    switch (rule) {
    case PlausibilityRule::Power: return "power";
    case PlausibilityRule::ItlFloor: return "itl_floor";
    case PlausibilityRule::Throughput: return "throughput";
    }
    return "power";
}

double weightBytesPerStep(const LlmSpec& llm, Precision precision)
{
    const double params = llm.isMoe && llm.activeBParams > 0 ? std::min(llm.activeBParams, llm.totalBParams)
                                                             : llm.totalBParams;
    if (!(params > 0))
        return 0;
    return params * 1e9 * bytesPerParam(llm, precision);
}

double weightStreamingFloorMs(const LlmSpec& llm, const GpuSpec& gpu, Precision precision, int numGpus)
{
    const double bytes = weightBytesPerStep(llm, precision);
    const double bandwidth = gpu.memoryBandwidthGbS.value_or(0);
    if (!(bytes > 0) || !(bandwidth > 0))
        return 0;
    return 1000.0 * bytes / (std::max(1, numGpus) * bandwidth * 1e9);
}

PlausibilityCheck checkPlausibility(const Measurement& m, const GpuSpec* gpu, const LlmSpec* llm)
{
    PlausibilityCheck c;
    const int n = std::max(1, m.numGpus);
    const std::string gpus = std::to_string(n) + (n == 1 ? " GPU" : " GPUs");

    // --- power ---
    // Per GPU as given (or derived from the total), and the total on its own when a file gives
    // both and they disagree.
    const bool hasPower = m.powerPerGpuW || m.totalPowerW;
    if (hasPower && (!gpu || !gpu->tdpW || !(*gpu->tdpW > 0))) {
        c.unchecked.push_back(
            {PlausibilityRule::Power, "gpu",
             gpu ? "GPU '" + m.gpu + "' has no TDP in the catalog: the power rule was not evaluated"
                 : "GPU '" + m.gpu + "' has no spec in the GPU catalog: the power rule was not evaluated"});
    } else if (hasPower) {
        const double tdp = *gpu->tdpW;
        const bool capped = m.powerLimitW && *m.powerLimitW < tdp;
        const double limit = capped ? *m.powerLimitW : tdp;
        const double high = n * limit * kPowerLimitTolerance;
        const double low = kMinPowerFractionOfTdp * tdp;
        struct Reading {
            const char* column;
            double perGpu;
        };
        std::vector<Reading> readings;
        if (m.powerPerGpuW)
            readings.push_back({m.powerPerGpuDerived ? "total_power_w" : "power_per_gpu_w", *m.powerPerGpuW});
        if (m.totalPowerW) {
            const double fromTotal = *m.totalPowerW / n;
            if (!m.powerPerGpuW || std::fabs(fromTotal - *m.powerPerGpuW) > 1e-6 * std::max(1.0, fromTotal))
                readings.push_back({"total_power_w", fromTotal});
        }
        for (const Reading& r : readings) {
            const double usedHigh = r.perGpu * n / high;
            const double usedLow = r.perGpu > 0 ? low / r.perGpu : kInf;
            c.powerHigh = std::max(c.powerHigh.value_or(0.0), usedHigh);
            c.powerLow = std::max(c.powerLow.value_or(0.0), usedLow);
            if (usedHigh > 1) {
                c.violations.push_back({PlausibilityRule::Power, r.column,
                                        "mean power " + powerText(r.perGpu, n) + " exceeds " + std::to_string(n) + " x "
                                            + limitText(limit, capped, *gpu) + " x " + num(kPowerLimitTolerance) + " = "
                                            + num(high) + " W"});
                break;
            }
            if (usedLow > 1) {
                c.violations.push_back({PlausibilityRule::Power, r.column,
                                        "mean power " + num(r.perGpu) + " W per GPU is below "
                                            + num(100 * kMinPowerFractionOfTdp) + " % of the " + gpu->id + " TDP "
                                            + num(tdp) + " W (" + num(low)
                                            + " W): less than a powered GPU holding a model draws"});
                break;
            }
        }
    }

    // --- ITL against the weight-streaming floor ---
    if (!gpu) {
        c.unchecked.push_back(
            {PlausibilityRule::ItlFloor, "gpu",
             "GPU '" + m.gpu + "' has no spec in the GPU catalog: the ITL-floor rule was not evaluated"});
    } else if (!gpu->memoryBandwidthGbS || !(*gpu->memoryBandwidthGbS > 0)) {
        c.unchecked.push_back(
            {PlausibilityRule::ItlFloor, "gpu",
             "GPU '" + m.gpu + "' has no memory bandwidth in the catalog: the ITL-floor rule was not evaluated"});
    } else if (!llm || !(weightBytesPerStep(*llm, m.precision) > 0)) {
        c.unchecked.push_back(
            {PlausibilityRule::ItlFloor, "model",
             llm ? "model '" + m.model + "' has no parameter count in the catalog: the ITL-floor rule was not evaluated"
                 : "model '" + m.model + "' is not in the LLM catalog: the ITL-floor rule was not evaluated"});
    } else {
        const double floorMs = weightStreamingFloorMs(*llm, *gpu, m.precision, n);
        const double bound = kItlFloorTolerance * floorMs;
        c.itlFloor = m.itlMs > 0 ? bound / m.itlMs : kInf;
        if (*c.itlFloor > 1)
            c.violations.push_back({PlausibilityRule::ItlFloor, "itl_ms",
                                    "ITL " + num(m.itlMs) + " ms is below " + num(kItlFloorTolerance)
                                        + " x the weight-streaming floor " + num(floorMs) + " ms ("
                                        + num(weightBytesPerStep(*llm, m.precision) / 1e9) + " GB of " + m.model
                                        + " weights per step / (" + gpus + " x " + num(*gpu->memoryBandwidthGbS)
                                        + " GB/s)): faster than memory can deliver"});
    }

    // --- throughput against concurrency / ITL ---
    if (m.throughputTokS && m.itlMs > 0) {
        const double conc = m.avgBatchSize.value_or(m.batchSize);
        const double perItl = conc / (m.itlMs / 1000.0);
        const double bound = kThroughputTolerance * perItl;
        c.throughput = *m.throughputTokS / bound;
        if (*c.throughput > 1)
            c.violations.push_back({PlausibilityRule::Throughput, "throughput_tok_s",
                                    "throughput " + num(*m.throughputTokS) + " tokens/s exceeds "
                                        + num(kThroughputTolerance) + " x concurrency " + num(conc) + " / ITL "
                                        + num(m.itlMs) + " ms = " + num(bound)
                                        + " tokens/s: more than one token per running sequence per step"});
    }
    return c;
}

std::optional<std::string> untrainableReason(const Measurement& m, const GpuSpec* gpu, const LlmSpec* llm)
{
    const PlausibilityCheck check = checkPlausibility(m, gpu, llm);
    if (!check.ok())
        return "implausible " + check.violations.front().column + ": " + check.violations.front().reason;
    if (!check.unchecked.empty())
        return "unchecked " + check.unchecked.front().column + ": " + check.unchecked.front().reason;
    return std::nullopt;
}

std::size_t skipUntrainableRows(Corpus& corpus)
{
    std::size_t skipped = 0;
    std::vector<TrainingRow> kept;
    kept.reserve(corpus.rows.size());
    for (TrainingRow& r : corpus.rows) {
        if (auto why = untrainableReason(r.m, r.gpu, r.llm)) {
            corpus.skipped.push_back({r.m.file, r.m.line, std::move(*why)});
            ++skipped;
        } else {
            kept.push_back(std::move(r));
        }
    }
    corpus.rows = std::move(kept);
    return skipped;
}

} // namespace wattgpu
