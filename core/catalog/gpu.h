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
    // Release status: empty or "shipping" for a part on sale; "announced" for a part known only from
    // the vendor's preliminary figures (gpu_specs `status` column, custom GPU "status" key). An
    // announced GPU's predictions are flagged announced_gpu and out of distribution wherever they appear.
    std::string status;

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
    bool announced() const { return status == "announced"; }
};

// The release statuses a catalog row or custom GPU may state.
inline constexpr const char* kGpuStatuses[] = {"shipping", "announced"};

// Board power used by the predictors, W: the spec-sheet TDP, else an estimate from memory
// bandwidth, TDP = 2.558 W x (GB/s)^0.673: the least-squares line of log TDP on log bandwidth over
// the 43 catalog GPUs that publish both (residual sd 0.30 in log, i.e. about +-35 %). Bandwidth and
// board power grow together, but less than proportionally: checked on the nine 2025 parts of
// gpu_specs_2026.csv that were not in the fit, it is off by 21 % at the median (B300 -4 %, MI350X
// +8 %, RTX PRO 6000 Max-Q +32 %), where the linear 0.25 W per GB/s rule it replaces was off by
// 46 % (MI350X +100 %) and put HBM4 parts at 5.5 kW; it is worse on the A16 (90 W per GPU against
// 62.5 W, a quarter of its 250 W board). Predictions on an estimate carry a
// missing-spec warning.
double tdpOrEstimateW(const GpuSpec& gpu);

// Names of spec fields that are empty but that the predictors use (for "missing GPU spec" warnings).
std::vector<std::string> missingPredictorFields(const GpuSpec& gpu);

} // namespace wattgpu
