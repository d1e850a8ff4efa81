#include "core/catalog/backend.h"

#include "core/catalog/catalog.h"

namespace wattgpu {

const std::vector<KnownBackend>& knownBackends()
{
    static const std::vector<KnownBackend> list = {
        {"cuda", "NVIDIA CUDA"},
        {"rocm", "AMD ROCm"},
        {"habana", "Intel Gaudi (Habana SynapseAI)"},
        {"xpu", "Intel GPUs (oneAPI/SYCL)"},
        {"neuron", "AWS Neuron"},
        {"tpu", "Google TPU (XLA)"},
    };
    return list;
}

std::optional<std::string> canonicalBackend(std::string_view name)
{
    if (name.empty() || name.size() > kMaxBackendNameBytes)
        return std::nullopt;
    std::string k;
    for (char c : name) {
        const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        const bool digit = c >= '0' && c <= '9';
        if (!letter && !digit && c != '.' && c != '-' && c != '_')
            return std::nullopt;
        if (k.empty() && !letter && !digit)
            return std::nullopt;
        k += letter && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
    }
    if (k == "hpu" || k == "gaudi")
        return std::string("habana");
    if (k == "intel_gpu" || k == "sycl" || k == "oneapi")
        return std::string("xpu");
    if (k == "hip")
        return std::string("rocm");
    return k;
}

std::string knownBackendList()
{
    std::string out;
    for (const auto& b : knownBackends())
        out += (out.empty() ? "" : ", ") + std::string(b.name);
    return out;
}

std::string backendOf(const GpuSpec& gpu)
{
    if (!gpu.backend.empty())
        if (auto b = canonicalBackend(gpu.backend))
            return std::move(*b);
    const std::string v = toLower(gpu.vendor);
    if (v == "nvidia")
        return "cuda";
    if (v == "amd")
        return "rocm";
    if (v == "intel")
        return toLower(gpu.architecture).find("gaudi") != std::string::npos ? "habana" : "xpu";
    return "other";
}

} // namespace wattgpu
