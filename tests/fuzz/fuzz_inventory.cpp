// Owned-GPU inventories (parseInventory, core/plan/inventory.h: JSON object or list, CSV, inline,
// each with or without a UTF-8 byte-order mark) through the one reader of GPU-keyed maps
// (core/catalog/gpu_map.h). Invariants on an accepted inventory: at least one GPU; every key is a
// catalog id (aliases and display names canonicalised) whose entry finds itself; every count in
// 1..kMaxOwnedGpus; the same text with a BOM reads the same; the inline form written back from it
// reads back the same; and a duplicate of any accepted entry, spelled as its display name, is refused.
#include "core/catalog/gpu_map.h"
#include "core/plan/inventory.h"
#include "tests/fuzz/fuzz_common.h"

using namespace wattgpu;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string text(fuzz::asText(data, size));
    const GpuCatalog& gpus = fuzz::bundledGpus();
    const auto inv = parseInventory(text, "inventory", gpus);
    if (!inv) {
        WATTGPU_FUZZ_CHECK(!inv.error().message().empty(), "an error without a message");
        return 0;
    }
    WATTGPU_FUZZ_CHECK(!inv->owned.empty(), "an accepted inventory lists no GPU");
    std::string inlineForm;
    for (const auto& [id, count] : inv->owned) {
        const GpuSpec* g = gpus.find(id);
        WATTGPU_FUZZ_CHECK(g && g->id == id, "a key that is not a catalog id: " + id);
        WATTGPU_FUZZ_CHECK(count >= 1 && count <= kMaxOwnedGpus, id + " count " + std::to_string(count));
        inlineForm += (inlineForm.empty() ? "" : ",") + id + "=" + std::to_string(count);
    }
    // One mark is read; a text that already starts with one keeps it (two marks are not a BOM).
    const bool hasBom = withoutUtf8Bom(text).size() != text.size();
    const auto withBom = parseInventory(hasBom ? text : "\xEF\xBB\xBF" + text, "inventory", gpus);
    WATTGPU_FUZZ_CHECK(withBom && withBom->owned == inv->owned, "a byte-order mark changed the inventory");
    const auto again = parseInventory(inlineForm, "inventory", gpus);
    WATTGPU_FUZZ_CHECK(again && again->owned == inv->owned, "the inline round trip changed the inventory");
    const auto& [firstId, firstCount] = *inv->owned.begin();
    const auto twice = parseInventory(inlineForm + "," + gpus.find(firstId)->name + "=" + std::to_string(firstCount),
                                      "inventory", gpus);
    WATTGPU_FUZZ_CHECK(!twice, "a GPU listed twice (id and display name) was accepted: " + firstId);
    return 0;
}
