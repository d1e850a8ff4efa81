#pragma once
// User-defined GPUs: a JSON file next to the user's settings, validated with units and plausible
// ranges, written atomically. Plain C++, no Qt.
//
// File format (keys are the gpu_specs.csv columns, units in the names):
//   {"format": "wattgpu-custom-gpus", "version": 1,
//    "gpus": [{"id": "my-h100-power-capped", "name": "H100 SXM @ 500 W", "vendor": "NVIDIA",
//              "memory_size_gb": 80, "memory_bandwidth_gb_s": 3350, "tdp_w": 500, ...}]}
// Required per GPU: id, name, memory_size_gb, memory_bandwidth_gb_s (as for bundled GPUs).
// Every loaded GPU has custom = true.
#include "core/catalog/catalog.h"
#include "core/catalog/gpu.h"
#include "core/util/result.h"

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace wattgpu {

inline constexpr std::size_t kCustomGpusMaxBytes = 4u << 20; // 4 MiB
inline constexpr std::size_t kCustomGpusMaxCount = 1000;

// Checks one GPU: id syntax (1-64 chars of a-z 0-9 . _ -), name present, every number finite and
// inside the plausible range of its unit (e.g. tdp_w 5..5000 W, memory_bandwidth_gb_s
// 10..100000 GB/s), boost_clock_mhz >= base_clock_mhz. Errors name the field (the JSON key)
// and state the unit; `file`/`path` prefix the field for messages from a file ("gpus[2]").
Status validateGpuSpec(const GpuSpec& gpu, const std::string& file = {}, const std::string& path = {});

// validateGpuSpec plus: the id must not equal (case-insensitively) a bundled GPU's id or name,
// nor another custom GPU's id (`others` may contain `gpu` itself, matched by address).
Status validateCustomGpu(const GpuSpec& gpu, const GpuCatalog& bundled, const std::vector<GpuSpec>& others);

// Parses the file text. Any invalid GPU fails the whole file naming "gpus[i].field". Ids that
// collide with `bundled` are rejected when a catalog is given.
Result<std::vector<GpuSpec>> parseCustomGpus(std::string_view json, const std::string& file,
                                             const GpuCatalog* bundled = nullptr);
// A missing file is an empty list (first run); anything else unreadable is an error.
Result<std::vector<GpuSpec>> loadCustomGpus(const std::filesystem::path& path, const GpuCatalog* bundled = nullptr);

std::string customGpusToJson(const std::vector<GpuSpec>& gpus);
// Validates every GPU (and collisions when `bundled` is given), then writes atomically
// (writeFileAtomic): on failure the previous file is untouched.
Status saveCustomGpus(const std::filesystem::path& path, const std::vector<GpuSpec>& gpus,
                      const GpuCatalog* bundled = nullptr);

// "Duplicate from": a copy of `from` with a new id and name (default "<name> (custom)"),
// custom = true, sourceUrl cleared (the user's numbers are not the vendor sheet's).
GpuSpec duplicateGpu(const GpuSpec& from, const std::string& newId, const std::string& newName = {});
// A free id derived from `base` ("h100-sxm5-80gb-custom", "-custom-2", ...) that collides with
// neither catalog nor `others`.
std::string suggestCustomGpuId(const std::string& base, const GpuCatalog& bundled, const std::vector<GpuSpec>& others);

// Adds the custom GPUs to a catalog (GpuCatalog::upsert). Fails, adding nothing, on an id that
// collides with a GPU already in `catalog`.
Status addCustomGpus(GpuCatalog& catalog, const std::vector<GpuSpec>& gpus);

} // namespace wattgpu
