#pragma once
// The vendor software backend a serving engine runs on (CUDA, ROCm, ...). It shifts the achieved
// share of the roofline and the fixed costs per step as much as the engine does
// (models/docs/PHYSICS.md, "Software efficiency"): a GPU catalog row or a custom GPU names it.
//
// A backend is a name. The ones in knownBackends() are the catalog's (with their aliases); any
// other well-formed name is a backend of its own, because a user's accelerator may run on a
// runtime this catalog has never heard of (a custom GPU with backend "tt-metal"). Whether a
// backend was measured is a fact of the training data, not of this list: one without runs is
// predicted from the pooled behaviour of every measured backend and flagged backend_unmeasured.
#include "core/catalog/gpu.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wattgpu {

struct KnownBackend {
    const char* name;        // canonical: "cuda", "rocm", "habana", "xpu", "neuron", "tpu"
    const char* description; // English, e.g. "NVIDIA CUDA"
};
// The catalog's backends in display order (the window's list and the docs iterate it).
const std::vector<KnownBackend>& knownBackends();

// Longest backend name any reader accepts, bytes.
inline constexpr std::size_t kMaxBackendNameBytes = 32;

// The canonical name of a backend: lower case, aliases mapped ("hpu"/"gaudi" -> "habana", "hip" ->
// "rocm", "sycl"/"oneapi"/"intel_gpu" -> "xpu"). Any other name of 1-32 letters, digits, '.', '-'
// or '_' that starts with a letter or digit is a backend of its own ("TT-Metal" -> "tt-metal").
// nullopt for an empty or malformed name (blanks, control characters, quotes, too long).
std::optional<std::string> canonicalBackend(std::string_view name);
// What a message shows as the known names: "cuda, rocm, habana, xpu, neuron, tpu".
std::string knownBackendList();
// The GPU's backend, canonical: its `backend` field when set and well formed (catalog column,
// custom GPU), else its vendor's usual one (NVIDIA cuda, AMD rocm, Intel Gaudi habana, other Intel
// xpu, anything else "other").
std::string backendOf(const GpuSpec& gpu);

} // namespace wattgpu
