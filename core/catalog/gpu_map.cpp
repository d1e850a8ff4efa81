#include "core/catalog/gpu_map.h"

#include "core/util/text.h"

namespace wattgpu {

Result<std::string> canonicalGpuId(const GpuCatalog& gpus, const std::string& spelling, const std::string& source,
                                   int line, const std::string& field)
{
    const std::string t = trimmed(spelling);
    const GpuSpec* g = t.empty() ? nullptr : gpus.find(t);
    if (!g)
        return makeError(ErrorCode::NotFound, source, line, field,
                         "'" + printable(t, 64) + "' is not a GPU of the catalog (see wattgpu-cli catalog gpus)");
    return g->id;
}

Error duplicateGpuError(const std::string& source, int line, const std::string& field, const std::string& first,
                        const std::string& second, const std::string& id)
{
    const std::string a = printable(trimmed(first), 64), b = printable(trimmed(second), 64);
    return makeError(ErrorCode::BadValue, source, line, field,
                     (a == b ? "'" + a + "' is listed twice" : "'" + a + "' and '" + b + "' both name " + id)
                         + ": give one value per GPU type");
}

std::string_view withoutUtf8Bom(std::string_view text)
{
    if (text.size() >= 3 && static_cast<unsigned char>(text[0]) == 0xEF && static_cast<unsigned char>(text[1]) == 0xBB
        && static_cast<unsigned char>(text[2]) == 0xBF)
        text.remove_prefix(3);
    return text;
}

} // namespace wattgpu
