#pragma once
// The bundled GPU and LLM catalogs: loading (with line/field-precise errors), lookup by id or
// alias (case-insensitive), and search.
#include "core/catalog/gpu.h"
#include "core/catalog/llm.h"
#include "core/util/result.h"

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace wattgpu {

class JsonReader;

class GpuCatalog {
public:
    static Result<GpuCatalog> loadCsv(const std::filesystem::path& path);
    static Result<GpuCatalog> parseCsv(std::string_view text, const std::string& fileName);

    const std::vector<GpuSpec>& gpus() const { return m_gpus; }
    // Exact id, then case-insensitive id or name. nullptr when unknown.
    const GpuSpec* find(std::string_view idOrName) const;
    // Adds or replaces (by id) a GPU, e.g. a user's custom GPU.
    void upsert(GpuSpec gpu);

private:
    std::vector<GpuSpec> m_gpus;
};

struct LlmSearchFilter {
    // Words, case and punctuation ignored, all of which must match the id, an alias, the family or
    // the model type (a word may be the start of one); sizes match the parameter count ("8b",
    // "0.5b", "70B"). Results come best match first (core/catalog/llm_search.cpp).
    std::string text;
    std::optional<double> minBParams; // total params, billions
    std::optional<double> maxBParams;
    std::optional<bool> moe;
    std::string family; // exact (case-insensitive) family, empty = any
};

// One entry of llm_catalog.json, with errors naming the entry's JSON path (core/catalog/llm_entry.cpp).
Result<LlmSpec> readLlmEntry(const JsonReader& entry);

class LlmCatalog {
public:
    static Result<LlmCatalog> loadJson(const std::filesystem::path& path);
    static Result<LlmCatalog> parseJson(std::string_view text, const std::string& fileName);

    const std::vector<LlmSpec>& llms() const { return m_llms; }
    // hf_id or any alias, case-insensitive; also accepts the part after the org ("Llama-3.1-8B")
    // when that is unique. nullptr when unknown.
    const LlmSpec* find(std::string_view idOrAlias) const;
    std::vector<const LlmSpec*> search(const LlmSearchFilter& filter) const;
    std::vector<std::string> families() const;
    void upsert(LlmSpec llm);

private:
    std::vector<LlmSpec> m_llms;
};

std::string toLower(std::string_view s);

// The name tables, charts and reports show: the spec-sheet name without the vendor, the product
// line ("Tesla", "Instinct", ...), a parenthesised or " - " suffix and repeated blanks, e.g.
// "H100 SXM5 80GB" for "NVIDIA H100 SXM5 80GB"; the id when nothing is left.
std::string shortGpuName(const std::string& name, const std::string& id);
inline std::string shortGpuName(const GpuSpec& gpu) { return shortGpuName(gpu.name, gpu.id); }

} // namespace wattgpu
