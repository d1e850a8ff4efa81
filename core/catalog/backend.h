#pragma once
// The vendor software backend a serving engine runs on (CUDA, ROCm, ...). It shifts the achieved
// share of the roofline and the fixed costs per step as much as the engine does
// (models/docs/PHYSICS.md, "Software efficiency"): a GPU catalog row or a custom GPU names it.
#include "core/catalog/gpu.h"

#include <optional>
#include <string_view>

namespace wattgpu {

enum class Backend { Cuda, Rocm, Habana, Xpu, Neuron, Tpu, Other };
inline constexpr Backend kAllBackends[] = {Backend::Cuda,   Backend::Rocm, Backend::Habana, Backend::Xpu,
                                           Backend::Neuron, Backend::Tpu,  Backend::Other};
const char* backendName(Backend b); // "cuda", "rocm", "habana", "xpu", "neuron", "tpu", "other"
// A backend name (case-insensitive; also "hpu" = habana, "intel_gpu"/"sycl" = xpu, "hip" = rocm);
// nullopt for any other text.
std::optional<Backend> parseBackend(std::string_view name);
// The names parseBackend accepts, for messages: "cuda, rocm, habana, xpu, neuron, tpu".
const char* knownBackendNames();
// The GPU's backend: its `backend` field when set (catalog column, custom GPU), else its vendor's
// usual one (NVIDIA -> CUDA, AMD -> ROCm, Intel Gaudi -> Habana, other Intel -> XPU, else Other).
Backend backendOf(const GpuSpec& gpu);

} // namespace wattgpu
