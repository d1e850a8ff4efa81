#include "core/catalog/backend.h"

#include "core/catalog/catalog.h"

namespace wattgpu {

const char* backendName(Backend b)
{
    switch (b) {
    case Backend::Cuda: return "cuda";
    case Backend::Rocm: return "rocm";
    case Backend::Habana: return "habana";
    case Backend::Xpu: return "xpu";
    case Backend::Neuron: return "neuron";
    case Backend::Tpu: return "tpu";
    case Backend::Other: return "other";
    }
    return "other";
}

std::optional<Backend> parseBackend(std::string_view name)
{
    const std::string k = toLower(name);
    for (Backend b : kAllBackends)
        if (b != Backend::Other && k == backendName(b))
            return b;
    if (k == "hpu" || k == "gaudi")
        return Backend::Habana;
    if (k == "intel_gpu" || k == "sycl" || k == "oneapi")
        return Backend::Xpu;
    if (k == "hip")
        return Backend::Rocm;
    return std::nullopt;
}

const char* knownBackendNames() { return "cuda, rocm, habana, xpu, neuron, tpu"; }

Backend backendOf(const GpuSpec& gpu)
{
    if (!gpu.backend.empty())
        if (const auto b = parseBackend(gpu.backend))
            return *b;
    const std::string v = toLower(gpu.vendor);
    if (v == "nvidia")
        return Backend::Cuda;
    if (v == "amd")
        return Backend::Rocm;
    if (v == "intel")
        return toLower(gpu.architecture).find("gaudi") != std::string::npos ? Backend::Habana : Backend::Xpu;
    return Backend::Other;
}

} // namespace wattgpu
