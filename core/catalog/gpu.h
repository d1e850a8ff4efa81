#pragma once
// A GPU as its spec sheet describes it. Units are in the member names. A field the spec sheet
// does not publish is std::nullopt; code that needs it falls back and flags the prediction.
#include <optional>
#include <string>
#include <vector>

namespace wattgpu {

struct GpuSpec {
    std::string id;     // stable key, e.g. "h100-sxm5-80gb"
    std::string vendor; // NVIDIA, AMD, Intel
    std::string name;
    std::string architecture; // Ampere, Hopper, ...
    std::string formFactor;   // SXM5, PCIe, ...
    std::string memoryType;   // HBM3, GDDR6, ...
    std::string segment;      // datacenter, workstation, consumer
    std::string sourceUrl;
    // The vendor software backend serving engines run on: "cuda", "rocm", "habana", "xpu", "neuron",
    // "tpu" (core/features/stack.h, parseBackend); empty = the vendor's usual one (NVIDIA cuda,
    // AMD rocm, Intel Gaudi habana, other Intel xpu).
    std::string backend;
    bool custom = false; // user-defined (not from the bundled catalog)

    std::optional<int> releaseYear;
    std::optional<double> processNm;
    std::optional<double> transistorCountM; // millions
    std::optional<double> dieSizeMm2;
    std::optional<double> smCount;
    std::optional<double> tensorCores;
    std::optional<double> baseClockMhz;
    std::optional<double> boostClockMhz;
    std::optional<double> memorySizeGb; // GB (1e9 bytes)
    std::optional<double> memoryBusBits;
    std::optional<double> memoryBandwidthGbS; // GB/s (1e9 bytes/s)
    std::optional<double> l2CacheMb;
    std::optional<double> tdpW; // board power / max power limit, W
    std::optional<double> fp32Tflops;
    std::optional<double> fp16TensorTflops; // dense
    std::optional<double> bf16TensorTflops; // dense
    std::optional<double> fp8TensorTflops;  // dense
    std::optional<double> int8TensorTops;   // dense
    std::optional<double> nvlinkGbS;        // bidirectional per GPU (AMD/Intel: their fabric)
    std::optional<double> pcieGen;
    // Devices software sees on one board (MI250/MI250X: 2 GCDs, each a GPU to vLLM); empty = 1.
    std::optional<double> devicesPerPackage;

    bool supportsFp8() const { return fp8TensorTflops.has_value(); }
    bool supportsBf16() const { return bf16TensorTflops.has_value(); }
};

// Board power used by the predictors, W: the spec-sheet TDP, else an estimate from memory
// bandwidth (0.25 W per GB/s: the median over catalog GPUs that publish both, e.g. A2 0.30,
// L4 0.24, A10 0.25, A100 0.26, H100 SXM 0.21). Predictions on an estimate carry a
// missing-spec warning.
double tdpOrEstimateW(const GpuSpec& gpu);

// Names of spec fields that are empty but that the predictors use (for "missing GPU spec" warnings).
std::vector<std::string> missingPredictorFields(const GpuSpec& gpu);

} // namespace wattgpu
