// Bounded JSON parser (core/util/json_util.h) and the typed JsonReader on whatever object comes
// out. Invariants: nesting beyond the limit is refused; typed reads never throw.
#include "core/catalog/catalog.h"
#include "core/util/json_util.h"
#include "tests/fuzz/fuzz_common.h"

#include <cmath>

using namespace wattgpu;

namespace {

int depthOf(const nlohmann::json& j, int limit)
{
    if (limit < 0)
        return 0;
    int d = 0;
    if (j.is_structured())
        for (const auto& v : j)
            d = std::max(d, depthOf(v, limit - 1));
    return j.is_structured() ? d + 1 : d;
}

void readAll(const nlohmann::json& obj)
{
    JsonReader r(obj, "fuzz.json", "");
    for (const auto& key : {"hf_id", "total_b_params", "num_hidden_layers", "aliases", "gated", "x"}) {
        if (auto n = r.optNumber(key, -1e9, 1e9); n && *n)
            WATTGPU_FUZZ_CHECK(std::isfinite(**n) && **n >= -1e9 && **n <= 1e9, "number outside its range");
        if (auto i = r.optInt(key, 0, 1 << 20); i && *i)
            WATTGPU_FUZZ_CHECK(**i >= 0 && **i <= (1 << 20), "integer outside its range");
        (void)r.optString(key, 64);
        (void)r.optBool(key);
        if (auto l = r.stringList(key, 8))
            WATTGPU_FUZZ_CHECK(l->size() <= 8, "list longer than its limit");
    }
    (void)readLlmEntry(r);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const JsonLimits limits{1u << 16, 16};
    auto doc = parseJsonBounded(fuzz::asText(data, size), "fuzz.json", limits);
    if (!doc)
        return 0;
    WATTGPU_FUZZ_CHECK(depthOf(*doc, limits.maxDepth + 2) <= limits.maxDepth + 1, "nesting limit not enforced");
    readAll(*doc);
    if (doc->is_array())
        for (const auto& item : *doc)
            readAll(item);
    else if (doc->is_object())
        for (const auto& item : doc->items())
            readAll(item.value());
    return 0;
}
