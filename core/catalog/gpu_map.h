#pragma once
// One reader for every map-like input keyed by GPU: an owned inventory (JSON, CSV or inline), the
// per-GPU flags (--usd-per-gpu-hour, --idle-power-w) and a plan file's per-GPU fields. Each entry's
// GPU is canonicalised through the catalog's alias table (an id, an alias or a display name, any
// case), an unknown GPU is refused naming it, and two entries that name one GPU, by the same or by
// different spellings, are refused naming both spellings: never "the last one wins".
#include "core/catalog/catalog.h"
#include "core/util/result.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace wattgpu {

// One entry as written: the GPU's spelling, its value, and where it was written (line 0: none).
template <typename T>
struct GpuEntry {
    std::string spelling;
    T value{};
    int line = 0;
    std::string field; // the entry's field in messages, e.g. "[2].gpu" or "count"
};

// The catalog id `spelling` names, or an error naming it (ErrorCode::NotFound).
Result<std::string> canonicalGpuId(const GpuCatalog& gpus, const std::string& spelling, const std::string& source,
                                   int line, const std::string& field);

// "'H100 SXM5 80GB' and 'h100-sxm5-80gb' both name h100-sxm5-80gb: give one value per GPU type".
Error duplicateGpuError(const std::string& source, int line, const std::string& field, const std::string& first,
                        const std::string& second, const std::string& id);

// The map of canonical GPU id -> value; duplicates (ErrorCode::BadValue) name both spellings.
template <typename T>
Result<std::map<std::string, T>> canonicalGpuMap(const std::vector<GpuEntry<T>>& entries, const GpuCatalog& gpus,
                                                 const std::string& source)
{
    std::map<std::string, T> out;
    std::map<std::string, std::string> spelledAs;
    for (const GpuEntry<T>& e : entries) {
        WG_TRY(id, canonicalGpuId(gpus, e.spelling, source, e.line, e.field));
        if (const auto it = spelledAs.find(id.value()); it != spelledAs.end())
            return duplicateGpuError(source, e.line, e.field, it->second, e.spelling, id.value());
        spelledAs.emplace(id.value(), e.spelling);
        out.emplace(id.value(), e.value);
    }
    return out;
}

// `text` without a leading UTF-8 byte-order mark (EF BB BF), which editors on Windows write.
std::string_view withoutUtf8Bom(std::string_view text);

} // namespace wattgpu
