#pragma once
// A deployment is a GPU type x GPUs per replica (x precision). Which counts a platform offers,
// the one definition of "meets the SLA at a rate" that the recommender, the load sweep and the
// capacity plan share, and labels such as "2 x H100 SXM5 80GB".
#include "core/catalog/catalog.h"
#include "core/plan/scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace wattgpu {

// GPUs per replica the planner tries: 1, 2, 4, 8 on datacenter and workstation parts (NVLink or
// PCIe: the link bandwidth is in the physics), 1, 2, 4 on consumer cards (no 8-GPU PCIe consumer
// builds; Fixed mode still asks for any count). Fixed: `fixedCount` alone.
std::vector<int> candidateGpuCounts(const GpuSpec& gpu, GpuCountMode mode, int fixedCount);
// The same for `llm`: Auto and AllCounts leave out the counts its heads cannot be split over
// (tensorSplitProblem), keeping the smallest count when none remains so the GPU type still has a
// row that says why; Fixed keeps `fixedCount`, and the verdict says why it cannot run.
// With the workload `w`, a datacenter GPU with a scale-up fabric on which 8 GPUs cannot hold the
// model's weights also gets 16, 32 and 64 (replicas over several nodes, physics.h replicaLayout),
// up to the count after the smallest that holds them.
std::vector<int> candidateGpuCounts(const GpuSpec& gpu, GpuCountMode mode, int fixedCount, const LlmSpec& llm,
                                    const Workload* w = nullptr);
inline constexpr int kMaxGpusPerReplica = 8;       // the largest count tried when 8 GPUs hold the weights
inline constexpr int kMaxGpusPerLargeReplica = 64; // the largest when they do not (WorkloadLimits::maxGpus)

// Tensor-parallel ranks of a replica of `numGpus` GPUs: one per device, so an MI250X package
// (two GCDs) is two ranks.
int tensorParallelRanks(const GpuSpec& gpu, int numGpus);
// Why the serving engines cannot split `llm` over the tensor-parallel ranks of `numGpus` x `gpu`:
// vLLM (and the engines that follow it) need the attention heads divisible by the ranks, and the
// KV heads divisible by them or, replicated, a divisor of them. nullopt when the split works or
// the model has no attention heads (state-space models). English, naming the heads and the count.
std::optional<std::string> tensorSplitProblem(const LlmSpec& llm, const GpuSpec& gpu, int numGpus);
// Why a request of w.promptLen + w.outputLen tokens does not fit `llm`'s context
// (max_position_embeddings, when known); nullopt when it fits. English, naming the context.
std::optional<std::string> contextProblem(const LlmSpec& llm, const Workload& w);
// Why no serving engine can run this deployment (the context first, then the split); nullopt
// when one can. Every verdict (predict, recommend, fixes, capacity) applies it: such a deployment
// does not fit, with this reason, whatever its memory.
std::optional<std::string> whyNotRunnable(const LlmSpec& llm, const GpuSpec& gpu, const Workload& w);

// Server mode: a replica is loaded to at most this share of the largest rate it sustains under
// the SLA (the Little's-law fixed point is steep near saturation). The banner, the table, the
// load sweep and the capacity plan all apply it through sustainsRate / replicasForRate.
inline constexpr double kRateHeadroom = 0.95;

// True when one replica whose max sustainable rate is maxRateRps serves rateRps under the SLA
// with the headroom: rateRps <= kRateHeadroom x maxRateRps (and both positive, finite).
bool sustainsRate(double maxRateRps, double rateRps);
// Replicas needed for rateRps (whole fleet) at kRateHeadroom x maxRateRps each; nullopt when no
// finite count exists (maxRateRps <= 0, non-finite inputs) or it exceeds kMaxReplicas.
inline constexpr long long kMaxReplicas = 1'000'000;
std::optional<long long> replicasForRate(double fleetRateRps, double maxRateRps);

// "2 × H100 SXM5 80GB": the count and the GPU's name without its vendor prefix. UTF-8 "×".
std::string deploymentLabel(const GpuSpec& gpu, int numGpus);

} // namespace wattgpu
