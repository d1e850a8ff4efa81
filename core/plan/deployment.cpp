#include "core/plan/deployment.h"

#include "core/features/physics.h"

#include <algorithm>
#include <cmath>

namespace wattgpu {

namespace {

// 16384 -> "16,384": token counts in messages.
std::string grouped(long long n)
{
    std::string digits = std::to_string(n < 0 ? -n : n);
    for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3)
        digits.insert(static_cast<std::size_t>(i), ",");
    return n < 0 ? "-" + digits : digits;
}

// "Llama-2-7b-hf" of "meta-llama/Llama-2-7b-hf": the model as messages name it.
std::string modelName(const LlmSpec& llm)
{
    const auto slash = llm.hfId.rfind('/');
    std::string name = slash == std::string::npos ? llm.hfId : llm.hfId.substr(slash + 1);
    return name.empty() ? std::string("the model") : name.substr(0, 128);
}

std::string plural(long long n, const char* one, const char* many) { return grouped(n) + " " + (n == 1 ? one : many); }

} // namespace

std::vector<int> candidateGpuCounts(const GpuSpec& gpu, GpuCountMode mode, int fixedCount)
{
    if (mode == GpuCountMode::Fixed)
        return {std::max(1, fixedCount)};
    if (gpusPerNode(gpu) == 1)
        return {1, 2}; // a box of one GPU (GB10): two link over their network ports
    if (gpu.segment == "consumer")
        return {1, 2, 4};
    return {1, 2, 4, 8};
}

std::vector<int> candidateGpuCounts(const GpuSpec& gpu, GpuCountMode mode, int fixedCount, const LlmSpec& llm,
                                    const Workload* w)
{
    std::vector<int> counts = candidateGpuCounts(gpu, mode, fixedCount);
    if (mode == GpuCountMode::Fixed)
        return counts;
    Workload probe = w ? *w : Workload{};
    probe.tensorParallel = 0;
    probe.pipelineParallel = 1;
    if (w && gpu.segment == "datacenter" && gpu.nvlinkGbS && counts.back() == kMaxGpusPerReplica) {
        probe.numGpus = kMaxGpusPerReplica;
        if (!memoryFit(llm, gpu, probe).weightsFit)
            for (int n = 2 * kMaxGpusPerReplica; n <= kMaxGpusPerLargeReplica; n *= 2) {
                counts.push_back(n);
                probe.numGpus = n / 2;
                if (n / 2 > kMaxGpusPerReplica && memoryFit(llm, gpu, probe).weightsFit)
                    break; // the smallest that holds the weights and the next
            }
    }
    std::vector<int> splittable;
    for (int n : counts) {
        probe.numGpus = n;
        if (!tensorSplitProblem(llm, gpu, replicaLayout(llm, gpu, probe).tp))
            splittable.push_back(n);
    }
    if (splittable.empty())
        splittable.push_back(counts.front());
    return splittable;
}

int tensorParallelRanks(const GpuSpec& gpu, int numGpus)
{
    return std::max(1, numGpus) * gpuRates(gpu, Precision::BF16).devices;
}

std::optional<std::string> tensorSplitProblem(const LlmSpec& llm, const GpuSpec& gpu, int numGpus)
{
    const int heads = llm.numAttentionHeads;
    if (heads <= 0)
        return std::nullopt; // no attention to split (pure state-space models)
    const int kv = llm.numKeyValueHeads > 0 ? llm.numKeyValueHeads : heads;
    const int ranks = tensorParallelRanks(gpu, numGpus);
    if (ranks <= 1 || (heads % ranks == 0 && (kv % ranks == 0 || ranks % kv == 0)))
        return std::nullopt;
    const int gpus = std::max(1, numGpus);
    const std::string over = plural(gpus, "GPU", "GPUs")
        + (ranks == gpus ? std::string(" (tensor parallel)")
                         : " (" + std::to_string(ranks) + " tensor-parallel devices)");
    return plural(heads, "attention head", "attention heads") + " and " + plural(kv, "KV head", "KV heads")
        + " cannot be split over " + over;
}

std::optional<std::string> contextProblem(const LlmSpec& llm, const Workload& w)
{
    const long long context = llm.maxPositionEmbeddings;
    const long long tokens = static_cast<long long>(w.promptLen) + w.outputLen;
    if (context <= 0 || tokens <= context)
        return std::nullopt;
    return "prompt " + grouped(w.promptLen) + " + output " + plural(w.outputLen, "token", "tokens") + " exceed "
        + modelName(llm) + "'s " + grouped(context) + "-token context";
}

std::optional<std::string> whyNotRunnable(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w)
{
    if (auto why = contextProblem(llm, w))
        return why;
    return tensorSplitProblem(llm, gpu, replicaLayout(llm, gpu, w).tp);
}

bool sustainsRate(double maxRateRps, double rateRps)
{
    if (!std::isfinite(maxRateRps) || !std::isfinite(rateRps) || maxRateRps <= 0 || rateRps <= 0)
        return false;
    return rateRps <= kRateHeadroom * maxRateRps;
}

std::optional<long long> replicasForRate(double fleetRateRps, double maxRateRps)
{
    if (!std::isfinite(maxRateRps) || !std::isfinite(fleetRateRps) || maxRateRps <= 0 || fleetRateRps <= 0)
        return std::nullopt;
    const double n = std::ceil(fleetRateRps / (kRateHeadroom * maxRateRps));
    if (!std::isfinite(n) || n > static_cast<double>(kMaxReplicas))
        return std::nullopt;
    return std::max(1LL, static_cast<long long>(n));
}

std::string deploymentLabel(const GpuSpec& gpu, int numGpus)
{
    return std::to_string(std::max(1, numGpus)) + " \xC3\x97 " + shortGpuName(gpu);
}

} // namespace wattgpu
