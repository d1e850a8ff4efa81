#include "core/catalog/custom_gpus.h"

#include "core/catalog/backend.h"
#include "core/util/fileio.h"
#include "core/util/json_util.h"
#include "core/util/text.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>

namespace wattgpu {

namespace {

struct NumField {
    const char* key;
    std::optional<double> GpuSpec::*member;
    double lo;
    double hi;
    const char* unit;
};

// Same plausible ranges as the bundled catalog reader (catalog.cpp).
constexpr NumField kNumFields[] = {
    {"process_nm", &GpuSpec::processNm, 1, 200, "nm"},
    {"transistor_count_m", &GpuSpec::transistorCountM, 100, 1e6, "million transistors"},
    {"die_size_mm2", &GpuSpec::dieSizeMm2, 10, 5000, "mm²"},
    {"sm_count", &GpuSpec::smCount, 1, 2000, "SMs / compute units"},
    {"tensor_cores", &GpuSpec::tensorCores, 1, 10000, "tensor cores"},
    {"base_clock_mhz", &GpuSpec::baseClockMhz, 100, 5000, "MHz"},
    {"boost_clock_mhz", &GpuSpec::boostClockMhz, 100, 5000, "MHz"},
    {"memory_size_gb", &GpuSpec::memorySizeGb, 1, 4096, "GB"},
    {"memory_bus_bits", &GpuSpec::memoryBusBits, 16, 65536, "bits"},
    {"memory_bandwidth_gb_s", &GpuSpec::memoryBandwidthGbS, 10, 100000, "GB/s"},
    {"l2_cache_mb", &GpuSpec::l2CacheMb, 0.1, 4096, "MB"},
    {"tdp_w", &GpuSpec::tdpW, 5, 5000, "W"},
    {"fp32_tflops", &GpuSpec::fp32Tflops, 0.01, 10000, "TFLOPS"},
    {"fp16_tensor_tflops_dense", &GpuSpec::fp16TensorTflops, 0.1, 100000, "TFLOPS (dense)"},
    {"bf16_tensor_tflops_dense", &GpuSpec::bf16TensorTflops, 0.1, 100000, "TFLOPS (dense)"},
    {"fp8_tensor_tflops_dense", &GpuSpec::fp8TensorTflops, 0.1, 200000, "TFLOPS (dense)"},
    {"int8_tensor_tops_dense", &GpuSpec::int8TensorTops, 0.1, 200000, "TOPS (dense)"},
    {"nvlink_gb_s", &GpuSpec::nvlinkGbS, 1, 100000, "GB/s"},
    {"pcie_gen", &GpuSpec::pcieGen, 1, 10, "PCIe generation"},
    {"devices_per_package", &GpuSpec::devicesPerPackage, 1, 16, "devices"},
};

struct TextField {
    const char* key;
    std::string GpuSpec::*member;
};
constexpr TextField kTextFields[] = {
    {"id", &GpuSpec::id},
    {"vendor", &GpuSpec::vendor},
    {"name", &GpuSpec::name},
    {"architecture", &GpuSpec::architecture},
    {"form_factor", &GpuSpec::formFactor},
    {"memory_type", &GpuSpec::memoryType},
    {"segment", &GpuSpec::segment},
    {"backend", &GpuSpec::backend},
    {"source_url", &GpuSpec::sourceUrl},
    {"status", &GpuSpec::status},
};

std::string fmt(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

std::string join(const std::string& path, const char* key) { return path.empty() ? key : path + "." + key; }

bool validId(const std::string& id)
{
    if (id.empty() || id.size() > 64)
        return false;
    for (char c : id)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.'))
            return false;
    return true;
}

} // namespace

Status validateGpuSpec(const GpuSpec& g, const std::string& file, const std::string& path)
{
    auto err = [&](ErrorCode code, const char* key, std::string detail) {
        return makeError(code, file, 0, join(path, key), std::move(detail));
    };
    if (g.id.empty())
        return err(ErrorCode::MissingField, "id", "GPU id is empty");
    if (!validId(g.id))
        return err(ErrorCode::BadValue, "id",
                   "id '" + g.id.substr(0, 64)
                       + "' must be 1-64 characters of lowercase letters, digits, '.', '_' or '-'");
    if (g.name.empty())
        return err(ErrorCode::MissingField, "name", "GPU name is empty");
    for (const auto& t : kTextFields)
        if ((g.*(t.member)).size() > 512)
            return err(ErrorCode::BadValue, t.key, "text longer than 512 characters");
    for (const auto& f : kNumFields) {
        const auto& v = g.*(f.member);
        if (!v)
            continue;
        if (!std::isfinite(*v))
            return err(ErrorCode::BadValue, f.key, std::string("not a finite number (") + f.unit + ")");
        if (*v < f.lo || *v > f.hi)
            return err(ErrorCode::BadValue, f.key,
                       fmt(*v) + " " + f.unit + " is outside the plausible range " + fmt(f.lo) + "-" + fmt(f.hi) + " "
                           + f.unit);
    }
    if (g.releaseYear && (*g.releaseYear < 1990 || *g.releaseYear > 2100))
        return err(ErrorCode::BadValue, "release_year", std::to_string(*g.releaseYear) + " is outside 1990-2100");
    if (!g.backend.empty() && !canonicalBackend(g.backend))
        return err(ErrorCode::BadValue, "backend",
                   "'" + printable(g.backend, 32)
                       + "' is not a backend name: 1-32 letters, digits, '.', '-' or '_' (known: " + knownBackendList()
                       + "; any other name is a backend of its own; empty = the vendor's usual one)");
    if (!g.status.empty()
        && std::find(std::begin(kGpuStatuses), std::end(kGpuStatuses), g.status) == std::end(kGpuStatuses))
        return err(ErrorCode::BadValue, "status",
                   "'" + printable(g.status, 32)
                       + "' is not a release status (shipping or announced; empty = shipping)");
    if (!g.memorySizeGb)
        return err(ErrorCode::MissingField, "memory_size_gb", "memory size (GB) is required");
    if (!g.memoryBandwidthGbS)
        return err(ErrorCode::MissingField, "memory_bandwidth_gb_s", "memory bandwidth (GB/s) is required");
    if (g.baseClockMhz && g.boostClockMhz && *g.boostClockMhz < *g.baseClockMhz)
        return err(ErrorCode::BadValue, "boost_clock_mhz",
                   "boost clock " + fmt(*g.boostClockMhz) + " MHz is below the base clock " + fmt(*g.baseClockMhz)
                       + " MHz");
    return Ok{};
}

Status validateCustomGpu(const GpuSpec& gpu, const GpuCatalog& bundled, const std::vector<GpuSpec>& others)
{
    if (auto st = validateGpuSpec(gpu); !st)
        return st;
    const std::string key = toLower(gpu.id);
    for (const auto& b : bundled.gpus())
        if (!b.custom && (toLower(b.id) == key || toLower(b.name) == key))
            return makeError(ErrorCode::BadValue, {}, 0, "id",
                             "id '" + gpu.id + "' is already used by the bundled GPU '" + b.name
                                 + "': choose another id (use duplicate to start from its specs)");
    for (const auto& o : others)
        if (&o != &gpu && toLower(o.id) == key)
            return makeError(ErrorCode::BadValue, {}, 0, "id",
                             "id '" + gpu.id + "' is already used by another custom GPU");
    return Ok{};
}

Result<std::vector<GpuSpec>> parseCustomGpus(std::string_view json, const std::string& file, const GpuCatalog* bundled)
{
    auto doc = parseJsonBounded(json, file, JsonLimits{kCustomGpusMaxBytes, 8});
    if (!doc)
        return doc.error();
    if (!doc->is_object())
        return makeError(ErrorCode::Parse, file, 0, {}, "expected a JSON object with a 'gpus' array");
    if (doc->contains("format") && doc->at("format") != "wattgpu-custom-gpus")
        return makeError(ErrorCode::BadValue, file, 0, "format", "not a WattGPU custom GPU file");
    if (doc->contains("version")
        && (!doc->at("version").is_number_integer() || doc->at("version").get<long long>() != 1))
        return makeError(ErrorCode::Unsupported, file, 0, "version",
                         "unsupported custom GPU file version (expected 1)");
    if (!doc->contains("gpus") || !doc->at("gpus").is_array())
        return makeError(ErrorCode::MissingField, file, 0, "gpus", "no 'gpus' array");
    const auto& arr = doc->at("gpus");
    if (arr.size() > kCustomGpusMaxCount)
        return makeError(ErrorCode::TooLarge, file, 0, "gpus",
                         "more than " + std::to_string(kCustomGpusMaxCount) + " GPUs");

    std::vector<GpuSpec> out;
    out.reserve(arr.size());
    std::set<std::string> seen;
    for (std::size_t i = 0; i < arr.size(); ++i) {
        const std::string path = "gpus[" + std::to_string(i) + "]";
        if (!arr[i].is_object())
            return makeError(ErrorCode::BadValue, file, 0, path, "expected an object");
        JsonReader r(arr[i], file, path);
        GpuSpec g;
        g.custom = true;
        for (const auto& t : kTextFields) {
            auto s = r.optString(t.key, 512);
            if (!s)
                return s.error();
            g.*(t.member) = s->value_or("");
        }
        for (const auto& f : kNumFields) {
            if (r.has(f.key) && !arr[i].at(f.key).is_number())
                return r.error(ErrorCode::BadValue, f.key, std::string("expected a number in ") + f.unit);
            auto v = r.optNumber(f.key, -1e300, 1e300); // range checked with units below
            if (!v)
                return v.error();
            g.*(f.member) = *v;
        }
        auto year = r.optInt("release_year", 1990, 2100);
        if (!year)
            return year.error();
        g.releaseYear = *year;
        if (auto st = validateGpuSpec(g, file, path); !st)
            return st.error();
        if (!seen.insert(toLower(g.id)).second)
            return makeError(ErrorCode::BadValue, file, 0, path + ".id", "duplicate id '" + g.id + "' in the file");
        if (bundled)
            if (auto st = validateCustomGpu(g, *bundled, {}); !st) {
                Error e = st.error();
                e.file = file;
                e.field = path + ".id";
                return e;
            }
        out.push_back(std::move(g));
    }
    return out;
}

Result<std::vector<GpuSpec>> loadCustomGpus(const std::filesystem::path& path, const GpuCatalog* bundled)
{
    std::error_code ec;
    if (!std::filesystem::exists(path, ec) && !ec)
        return std::vector<GpuSpec>{};
    auto text = readFileBounded(path, kCustomGpusMaxBytes);
    if (!text)
        return text.error();
    return parseCustomGpus(*text, path.string(), bundled);
}

std::string customGpusToJson(const std::vector<GpuSpec>& gpus)
{
    nlohmann::ordered_json arr = nlohmann::ordered_json::array();
    for (const auto& g : gpus) {
        nlohmann::ordered_json o;
        for (const auto& t : kTextFields)
            if (!(g.*(t.member)).empty() || std::string_view(t.key) == "id" || std::string_view(t.key) == "name")
                o[t.key] = g.*(t.member);
        if (g.releaseYear)
            o["release_year"] = *g.releaseYear;
        for (const auto& f : kNumFields)
            if (const auto& v = g.*(f.member))
                o[f.key] = *v;
        arr.push_back(std::move(o));
    }
    nlohmann::ordered_json doc;
    doc["format"] = "wattgpu-custom-gpus";
    doc["version"] = 1;
    doc["gpus"] = std::move(arr);
    return doc.dump(2) + "\n";
}

Status saveCustomGpus(const std::filesystem::path& path, const std::vector<GpuSpec>& gpus, const GpuCatalog* bundled)
{
    if (gpus.size() > kCustomGpusMaxCount)
        return makeError(ErrorCode::TooLarge, path.string(), 0, "gpus",
                         "more than " + std::to_string(kCustomGpusMaxCount) + " GPUs");
    for (std::size_t i = 0; i < gpus.size(); ++i) {
        Status st = bundled ? validateCustomGpu(gpus[i], *bundled, gpus) : validateGpuSpec(gpus[i]);
        if (st && !bundled)
            for (std::size_t j = 0; j < i; ++j)
                if (toLower(gpus[j].id) == toLower(gpus[i].id))
                    st = makeError(ErrorCode::BadValue, {}, 0, "id",
                                   "id '" + gpus[i].id + "' is already used by another custom GPU");
        if (!st) {
            Error e = st.error();
            e.file = path.string();
            e.field = "gpus[" + std::to_string(i) + "]." + (e.field.empty() ? std::string("id") : e.field);
            return e;
        }
    }
    return writeFileAtomic(path, customGpusToJson(gpus));
}

GpuSpec duplicateGpu(const GpuSpec& from, const std::string& newId, const std::string& newName)
{
    GpuSpec g = from;
    g.id = newId;
    g.name = newName.empty() ? from.name + " (custom)" : newName;
    g.custom = true;
    g.sourceUrl.clear();
    return g;
}

std::string suggestCustomGpuId(const std::string& base, const GpuCatalog& bundled, const std::vector<GpuSpec>& others)
{
    std::string stem;
    for (char c : toLower(base))
        stem += ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '_') ? c : '-';
    if (stem.empty())
        stem = "gpu";
    stem = stem.substr(0, 48) + "-custom";
    auto taken = [&](const std::string& id) {
        if (bundled.find(id))
            return true;
        for (const auto& o : others)
            if (toLower(o.id) == id)
                return true;
        return false;
    };
    if (!taken(stem))
        return stem;
    for (int n = 2;; ++n)
        if (const std::string id = stem + "-" + std::to_string(n); !taken(id))
            return id;
}

Status addCustomGpus(GpuCatalog& catalog, const std::vector<GpuSpec>& gpus)
{
    for (std::size_t i = 0; i < gpus.size(); ++i) {
        if (auto st = validateCustomGpu(gpus[i], catalog, gpus); !st) {
            Error e = st.error();
            e.field = "gpus[" + std::to_string(i) + "]." + e.field;
            return e;
        }
    }
    for (auto g : gpus) {
        g.custom = true;
        catalog.upsert(std::move(g));
    }
    return Ok{};
}

} // namespace wattgpu
