#include "core/catalog/catalog.h"

#include "core/catalog/backend.h"
#include "core/util/csv.h"
#include "core/util/fileio.h"
#include "core/util/json_util.h"
#include "core/util/text.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>
#include <utility>

namespace wattgpu {

std::string toLower(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

std::string shortGpuName(const std::string& name, const std::string& id)
{
    std::string n = name;
    if (const auto paren = n.find('('); paren != std::string::npos && paren > 0)
        n.resize(paren);
    if (const auto dash = n.find(" - "); dash != std::string::npos && dash > 0)
        n.resize(dash);
    // Workstation editions: the 300 W Max-Q keeps its own mark, the full-power card becomes "WS".
    static const std::pair<const char*, const char*> shortened[] = {{" Max-Q Workstation Edition", " Max-Q"},
                                                                    {" Workstation Edition", " WS"}};
    for (const auto& [from, to] : shortened)
        if (const auto at = n.find(from); at != std::string::npos)
            n.replace(at, std::string_view(from).size(), to);
    static const char* const dropped[] = {
        "NVIDIA ",        "AMD ",       "Intel ", "Tesla ", "GeForce ", "Instinct ", "Grace Hopper Superchip",
        "Server Edition", " Generation"};
    for (const std::string d : dropped)
        for (auto at = n.find(d); at != std::string::npos; at = n.find(d, at))
            n.erase(at, d.size());
    // Trimmed, inner runs of blanks folded to one space.
    std::string out;
    bool blank = false;
    for (const char c : n) {
        if (std::isspace(static_cast<unsigned char>(c))) {
            blank = !out.empty();
            continue;
        }
        if (blank)
            out += ' ';
        blank = false;
        out += c;
    }
    return out.empty() ? id : out;
}

double tdpOrEstimateW(const GpuSpec& gpu)
{
    if (gpu.tdpW)
        return *gpu.tdpW;
    return 2.558 * std::pow(gpu.memoryBandwidthGbS.value_or(1000.0), 0.673);
}

std::vector<std::string> missingPredictorFields(const GpuSpec& gpu)
{
    std::vector<std::string> out;
    if (!gpu.memoryBandwidthGbS)
        out.emplace_back("memory_bandwidth_gb_s");
    if (!gpu.memorySizeGb)
        out.emplace_back("memory_size_gb");
    if (!gpu.tdpW)
        out.emplace_back("tdp_w");
    if (!gpu.fp16TensorTflops && !gpu.bf16TensorTflops)
        out.emplace_back("fp16_tensor_tflops_dense");
    if (!gpu.boostClockMhz)
        out.emplace_back("boost_clock_mhz");
    if (!gpu.baseClockMhz)
        out.emplace_back("base_clock_mhz");
    if (!gpu.transistorCountM)
        out.emplace_back("transistor_count_m");
    if (!gpu.releaseYear)
        out.emplace_back("release_year");
    return out;
}

namespace {

struct Range {
    double lo;
    double hi;
};

// Plausible ranges for spec-sheet values; outside them the row is rejected as a typo.
Result<std::optional<double>> specNumber(const CsvCursor& cur, std::string_view column, Range r)
{
    auto v = cur.optNumber(column);
    if (!v)
        return v.error();
    if (v.value() && (**v < r.lo || **v > r.hi))
        return cur.error(ErrorCode::BadValue, column,
                         "value " + std::to_string(**v) + " outside plausible range [" + std::to_string(r.lo) + ", "
                             + std::to_string(r.hi) + "]");
    return v;
}

} // namespace

Result<GpuCatalog> GpuCatalog::loadCsv(const std::filesystem::path& path)
{
    auto text = readFileBounded(path, 8u << 20);
    if (!text)
        return text.error();
    return parseCsv(*text, path.string());
}

Result<GpuCatalog> GpuCatalog::parseCsv(std::string_view text, const std::string& fileName)
{
    auto table = wattgpu::parseCsv(text, fileName, CsvLimits{10000, 64, 4096});
    if (!table)
        return table.error();
    for (const char* required : {"id", "name", "memory_size_gb", "memory_bandwidth_gb_s", "tdp_w"})
        if (table->column(required) < 0)
            return makeError(ErrorCode::MissingField, fileName, 1, required,
                             "required column is missing from the header");

    GpuCatalog cat;
    std::set<std::string> seen;
    for (const auto& row : table->rows) {
        CsvCursor cur(*table, row);
        GpuSpec g;
        g.id = cur.text("id");
        if (g.id.empty())
            return cur.error(ErrorCode::MissingField, "id", "GPU id is empty");
        if (!seen.insert(toLower(g.id)).second)
            return cur.error(ErrorCode::BadValue, "id", "duplicate GPU id '" + g.id + "'");
        g.vendor = cur.text("vendor");
        g.name = cur.text("name");
        g.architecture = cur.text("architecture");
        g.formFactor = cur.text("form_factor");
        g.memoryType = cur.text("memory_type");
        g.segment = cur.text("segment");
        g.sourceUrl = cur.text("source_url");
        if (const std::string b = cur.text("backend"); !b.empty()) {
            const auto canon = canonicalBackend(b);
            if (!canon)
                return cur.error(ErrorCode::BadValue, "backend",
                                 "'" + printable(b, 32)
                                     + "' is not a backend name: 1-32 letters, digits, '.', '-' or '_' (known: "
                                     + knownBackendList() + "; any other name is a backend of its own)");
            g.backend = *canon;
        }

        if (const std::string st = toLower(cur.text("status")); !st.empty()) {
            if (std::find(std::begin(kGpuStatuses), std::end(kGpuStatuses), st) == std::end(kGpuStatuses))
                return cur.error(ErrorCode::BadValue, "status",
                                 "'" + printable(cur.text("status"), 32)
                                     + "' is not a release status (shipping or announced)");
            g.status = st == "shipping" ? std::string() : st;
        }

        struct Field {
            const char* column;
            std::optional<double> GpuSpec::*member;
            Range range;
        };
        static const Field fields[] = {
            {"process_nm", &GpuSpec::processNm, {1, 200}},
            {"transistor_count_m", &GpuSpec::transistorCountM, {100, 1e6}},
            {"die_size_mm2", &GpuSpec::dieSizeMm2, {10, 5000}},
            {"sm_count", &GpuSpec::smCount, {1, 2000}},
            {"tensor_cores", &GpuSpec::tensorCores, {1, 10000}},
            {"base_clock_mhz", &GpuSpec::baseClockMhz, {100, 5000}},
            {"boost_clock_mhz", &GpuSpec::boostClockMhz, {100, 5000}},
            {"memory_size_gb", &GpuSpec::memorySizeGb, {1, 4096}},
            {"memory_bus_bits", &GpuSpec::memoryBusBits, {16, 65536}},
            {"memory_bandwidth_gb_s", &GpuSpec::memoryBandwidthGbS, {10, 100000}},
            {"l2_cache_mb", &GpuSpec::l2CacheMb, {0.1, 4096}},
            {"tdp_w", &GpuSpec::tdpW, {5, 5000}},
            {"fp32_tflops", &GpuSpec::fp32Tflops, {0.01, 10000}},
            {"fp16_tensor_tflops_dense", &GpuSpec::fp16TensorTflops, {0.1, 100000}},
            {"bf16_tensor_tflops_dense", &GpuSpec::bf16TensorTflops, {0.1, 100000}},
            {"fp8_tensor_tflops_dense", &GpuSpec::fp8TensorTflops, {0.1, 200000}},
            {"int8_tensor_tops_dense", &GpuSpec::int8TensorTops, {0.1, 200000}},
            {"nvlink_gb_s", &GpuSpec::nvlinkGbS, {1, 100000}},
            {"pcie_gen", &GpuSpec::pcieGen, {1, 10}},
            {"devices_per_package", &GpuSpec::devicesPerPackage, {1, 16}},
        };
        for (const auto& f : fields) {
            auto v = specNumber(cur, f.column, f.range);
            if (!v)
                return v.error();
            g.*(f.member) = *v;
        }
        auto year = specNumber(cur, "release_year", {1990, 2100});
        if (!year)
            return year.error();
        if (*year && std::floor(**year) != **year)
            return cur.error(ErrorCode::BadValue, "release_year",
                             "year '" + cur.text("release_year") + "' is not a whole number");
        if (*year)
            g.releaseYear = static_cast<int>(**year);
        if (!g.memoryBandwidthGbS)
            return cur.error(ErrorCode::MissingField, "memory_bandwidth_gb_s",
                             "memory bandwidth is required for GPU '" + g.id + "'");
        if (!g.memorySizeGb)
            return cur.error(ErrorCode::MissingField, "memory_size_gb",
                             "memory size is required for GPU '" + g.id + "'");
        cat.m_gpus.push_back(std::move(g));
    }
    return cat;
}

const GpuSpec* GpuCatalog::find(std::string_view idOrName) const
{
    for (const auto& g : m_gpus)
        if (g.id == idOrName)
            return &g;
    const std::string key = toLower(idOrName);
    for (const auto& g : m_gpus)
        if (toLower(g.id) == key || toLower(g.name) == key)
            return &g;
    return nullptr;
}

void GpuCatalog::upsert(GpuSpec gpu)
{
    for (auto& g : m_gpus)
        if (g.id == gpu.id) {
            g = std::move(gpu);
            return;
        }
    m_gpus.push_back(std::move(gpu));
}

Result<LlmCatalog> LlmCatalog::loadJson(const std::filesystem::path& path)
{
    auto text = readFileBounded(path, 32u << 20);
    if (!text)
        return text.error();
    return parseJson(*text, path.string());
}

Result<LlmCatalog> LlmCatalog::parseJson(std::string_view text, const std::string& fileName)
{
    auto doc = parseJsonBounded(text, fileName);
    if (!doc)
        return doc.error();
    if (!doc->is_array())
        return makeError(ErrorCode::Parse, fileName, 0, {}, "expected a JSON array of models");
    if (doc->size() > 100000)
        return makeError(ErrorCode::TooLarge, fileName, 0, {}, "more than 100000 models");
    LlmCatalog cat;
    std::set<std::string> seen;
    int index = 0;
    for (const auto& m : *doc) {
        JsonReader r(m, fileName, "[" + std::to_string(index++) + "]");
        auto llm = readLlmEntry(r);
        if (!llm)
            return llm.error();
        if (!seen.insert(toLower(llm->hfId)).second)
            return makeError(ErrorCode::BadValue, fileName, 0, "[" + std::to_string(index - 1) + "].hf_id",
                             "duplicate model id '" + llm->hfId + "'");
        cat.m_llms.push_back(std::move(llm).value());
    }
    return cat;
}

const LlmSpec* LlmCatalog::find(std::string_view idOrAlias) const
{
    for (const auto& m : m_llms)
        if (m.hfId == idOrAlias)
            return &m;
    const std::string key = toLower(idOrAlias);
    if (key.empty())
        return nullptr;
    for (const auto& m : m_llms) {
        if (toLower(m.hfId) == key)
            return &m;
        for (const auto& a : m.aliases)
            if (toLower(a) == key)
                return &m;
    }
    // Unique match on the repository name without its organisation.
    const LlmSpec* hit = nullptr;
    for (const auto& m : m_llms) {
        const auto slash = m.hfId.find('/');
        const std::string name = toLower(slash == std::string::npos ? m.hfId : m.hfId.substr(slash + 1));
        if (name == key) {
            if (hit)
                return nullptr;
            hit = &m;
        }
    }
    return hit;
}

std::vector<std::string> LlmCatalog::families() const
{
    std::set<std::string> s;
    for (const auto& m : m_llms)
        if (!m.family.empty())
            s.insert(m.family);
    return {s.begin(), s.end()};
}

void LlmCatalog::upsert(LlmSpec llm)
{
    for (auto& m : m_llms)
        if (m.hfId == llm.hfId) {
            m = std::move(llm);
            return;
        }
    m_llms.push_back(std::move(llm));
}

} // namespace wattgpu
