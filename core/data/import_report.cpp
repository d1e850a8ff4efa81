#include "core/data/import_report.h"

#include "core/util/csv.h"

#include "core/util/fileio.h"
#include "core/util/text.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <map>
#include <tuple>

namespace wattgpu {

namespace {

std::string number(double v)
{
    char buf[64];
    const auto res = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, res.ptr);
}

std::string optNumber(const std::optional<double>& v) { return v ? number(*v) : std::string{}; }

// The corpus spells precisions the way config.json does.
const char* csvPrecision(Precision p)
{
    switch (p) {
    case Precision::BF16: return "bfloat16";
    case Precision::FP16: return "float16";
    case Precision::FP8: return "fp8";
    case Precision::MXFP4: return "mxfp4";
    }
    return "bfloat16";
}

struct Sha256 {
    std::array<std::uint32_t, 8> h{0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                   0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};

    static std::uint32_t rotr(std::uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

    void block(const unsigned char* p)
    {
        static constexpr std::uint32_t k[64] = {
            0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
            0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
            0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
            0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
            0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
            0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
            0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
            0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};
        std::uint32_t w[64];
        for (int i = 0; i < 16; ++i)
            w[i] = (std::uint32_t(p[4 * i]) << 24) | (std::uint32_t(p[4 * i + 1]) << 16)
                | (std::uint32_t(p[4 * i + 2]) << 8) | std::uint32_t(p[4 * i + 3]);
        for (int i = 16; i < 64; ++i) {
            const std::uint32_t s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
            const std::uint32_t s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
            w[i] = w[i - 16] + s0 + w[i - 7] + s1;
        }
        auto [a, b, c, d, e, f, g, hh] = h;
        for (int i = 0; i < 64; ++i) {
            const std::uint32_t t1 = hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + k[i] + w[i];
            const std::uint32_t t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
            hh = g;
            g = f;
            f = e;
            e = d + t1;
            d = c;
            c = b;
            b = a;
            a = t1 + t2;
        }
        const std::uint32_t add[8] = {a, b, c, d, e, f, g, hh};
        for (int i = 0; i < 8; ++i)
            h[i] += add[i];
    }
};

} // namespace

std::string sha256Hex(std::string_view data)
{
    Sha256 s;
    const auto* p = reinterpret_cast<const unsigned char*>(data.data());
    std::size_t n = data.size();
    std::size_t i = 0;
    for (; i + 64 <= n; i += 64)
        s.block(p + i);
    unsigned char tail[128] = {};
    const std::size_t rest = n - i;
    if (rest)
        std::memcpy(tail, p + i, rest);
    tail[rest] = 0x80;
    const std::size_t tailLen = rest + 1 + 8 <= 64 ? 64 : 128;
    const std::uint64_t bits = static_cast<std::uint64_t>(n) * 8;
    for (int b = 0; b < 8; ++b)
        tail[tailLen - 1 - b] = static_cast<unsigned char>(bits >> (8 * b));
    s.block(tail);
    if (tailLen == 128)
        s.block(tail + 64);
    static const char* hex = "0123456789abcdef";
    std::string out;
    out.reserve(64);
    for (std::uint32_t word : s.h)
        for (int shift = 28; shift >= 0; shift -= 4)
            out += hex[(word >> shift) & 0xf];
    return out;
}

std::optional<RangeViolation> plannerRangeViolation(const Measurement& m)
{
    struct Check {
        const char* column;
        std::optional<double> value;
        double lo;
        double hi;
    };
    // Mirrors parseMeasurementsCsv (corpus.cpp); totals use the tighter of the limits it has had.
    const Check checks[] = {
        {"power_limit_w", m.powerLimitW, 5, 5000},
        {"num_gpus", double(m.numGpus), 1, 1024},
        {"tensor_parallel", double(m.tensorParallel), 1, 1024},
        {"batch_size", m.batchSize, 1, 1e6},
        {"avg_batch_size", m.avgBatchSize, 0.01, 1e6},
        {"prompt_len", m.promptLen, 1, 1e7},
        {"output_len", m.outputLen, 1, 1e7},
        {"total_power_w", m.totalPowerW, 1, 1e6},
        {"power_per_gpu_w", m.powerPerGpuW, 1, 5000},
        {"itl_ms", m.itlMs, 1e-3, 1e6},
        {"throughput_tok_s", m.throughputTokS, 1e-6, 1e9},
        {"energy_per_token_j", m.energyPerTokenJ, 1e-9, 1e6},
        {"ttft_ms", m.ttftMs, 1e-3, 1e8},
        {"p90_itl_ms", m.p90ItlMs, 1e-3, 1e6},
        {"p95_itl_ms", m.p95ItlMs, 1e-3, 1e6},
        {"p99_itl_ms", m.p99ItlMs, 1e-3, 1e6},
    };
    for (const auto& c : checks) {
        if (!c.value)
            continue;
        if (!std::isfinite(*c.value) || *c.value < c.lo || *c.value > c.hi) {
            char buf[160];
            std::snprintf(buf, sizeof buf, "derived %s %g is outside the planner's range [%g, %g]", c.column, *c.value,
                          c.lo, c.hi);
            return RangeViolation{c.column, buf};
        }
    }
    // Text the planner CSV reader would refuse (corpus.cpp): too long or with control characters.
    const std::tuple<const char*, const std::string*, std::size_t> texts[] = {
        {"source", &m.source, kMaxMeasurementTextBytes},
        {"engine", &m.engine, kMaxEngineNameBytes},
        {"engine_version", &m.engineVersion, kMaxEngineVersionBytes},
        {"task", &m.task, kMaxMeasurementTextBytes},
        {"model", &m.model, kMaxModelIdBytes},
        {"gpu", &m.gpu, kMaxGpuIdBytes}};
    for (const auto& [column, text, maxBytes] : texts) {
        if (text->size() > maxBytes)
            return RangeViolation{column,
                                  std::to_string(text->size()) + " bytes, longer than " + std::to_string(maxBytes)};
        if (hasControlChars(*text))
            return RangeViolation{column, "contains a control character"};
    }
    if (m.model.empty())
        return RangeViolation{"model", "model id is empty"};
    if (m.gpu.empty())
        return RangeViolation{"gpu", "GPU id is empty"};
    return std::nullopt;
}

namespace {

// `id` in `catalog` (nullptr when not given or not there), remembered in `cache` while it holds
// fewer than ImportSpecCache::kMaxCachedNames names.
template <typename Catalog, typename Spec>
const Spec* findCached(const Catalog* catalog, std::map<std::string, const Spec*, std::less<>>& cache,
                       const std::string& id)
{
    if (!catalog)
        return nullptr;
    if (const auto it = cache.find(id); it != cache.end())
        return it->second;
    const Spec* spec = catalog->find(id);
    if (cache.size() < ImportSpecCache::kMaxCachedNames)
        cache.emplace(id, spec);
    return spec;
}

} // namespace

const GpuSpec* ImportSpecCache::gpu(const std::string& id) { return findCached(m_options.gpus, m_gpus, id); }

const LlmSpec* ImportSpecCache::llm(const std::string& id) { return findCached(m_options.llms, m_llms, id); }

PlausibilityCheck checkImportPlausibility(const Measurement& m, ImportSpecCache& specs)
{
    return checkPlausibility(m, specs.gpu(m.gpu), specs.llm(m.model));
}

void addUnknownName(std::vector<std::string>& list, const std::string& name)
{
    if (list.size() >= kMaxUnknownNames)
        return;
    std::string cut = name.substr(0, kMaxModelIdBytes);
    if (std::find(list.begin(), list.end(), cut) == list.end())
        list.push_back(std::move(cut));
}

std::string toPlannerCsv(const std::vector<Measurement>& rows)
{
    std::string out = kPlannerCsvHeader;
    out += '\n';
    for (const auto& m : rows) {
        const std::string cells[] = {
            csvText(m.source),
            csvText(m.engine),
            csvText(m.engineVersion),
            optNumber(m.powerLimitW),
            csvText(m.task),
            csvText(m.model),
            csvText(m.gpu),
            std::to_string(m.numGpus),
            std::to_string(m.tensorParallel),
            csvPrecision(m.precision),
            number(m.batchSize),
            optNumber(m.avgBatchSize),
            optNumber(m.promptLen),
            number(m.outputLen),
            optNumber(m.totalPowerW),
            optNumber(m.powerPerGpuW),
            number(m.itlMs),
            itlKindName(m.itlKind),
            optNumber(m.throughputTokS),
            optNumber(m.energyPerTokenJ),
            optNumber(m.ttftMs),
            optNumber(m.p90ItlMs),
            optNumber(m.p95ItlMs),
            optNumber(m.p99ItlMs),
        };
        bool first = true;
        for (const auto& c : cells) {
            if (!first)
                out += ',';
            out += c;
            first = false;
        }
        out += '\n';
    }
    return out;
}

std::string fileModifiedUtc(const std::filesystem::path& path)
{
    std::error_code ec;
    const auto ft = std::filesystem::last_write_time(path, ec);
    if (ec)
        return {};
    const auto sys = std::chrono::file_clock::to_sys(ft);
    const std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::time_point_cast<std::chrono::seconds>(sys));
    std::tm tm{};
    if (!gmtime_r(&t, &tm))
        return {};
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

void stampReport(ImportReport& report, const std::filesystem::path& path, std::string_view text)
{
    report.bytes = text.size();
    report.sha256 = sha256Hex(text);
    report.modifiedUtc = fileModifiedUtc(path);
}

Result<ImportReport> parseStamped(std::string_view text, const std::filesystem::path& path,
                                  const ImportOptions& options, ImportParser parse)
{
    auto report = parse(text, path.string(), options);
    if (report)
        stampReport(report.value(), path, text);
    return report;
}

Result<ImportReport> importFileWith(const std::filesystem::path& path, const ImportOptions& options, ImportParser parse)
{
    auto text = readFileBounded(path, options.maxBytes);
    if (!text)
        return text.error();
    return parseStamped(text.value(), path, options, parse);
}

nlohmann::json provenanceJson(const TrainingProvenance& p)
{
    nlohmann::json files = nlohmann::json::array();
    for (const auto& f : p.files)
        files.push_back({{"path", f.path},
                         {"format", f.format},
                         {"bytes", f.bytes},
                         {"sha256", f.sha256},
                         {"modified_utc", f.modifiedUtc},
                         {"rows_read", f.rowsRead},
                         {"rows_accepted", f.rowsAccepted},
                         {"rows_rejected", f.rowsRejected},
                         {"rows_used", f.rowsUsed},
                         {"rows_skipped", f.rowsSkipped},
                         {"duplicate", f.duplicate}});
    return {{"files", files}, {"rows_used", p.rowsUsed}, {"rows_skipped", p.rowsSkipped}};
}

Result<Corpus> buildTrainingCorpus(const std::filesystem::path& bundledMeasurements,
                                   const std::vector<ImportReport>& imports, const GpuCatalog& gpus,
                                   const LlmCatalog& llms, TrainingProvenance* provenance)
{
    std::vector<Measurement> all;
    TrainingProvenance prov;
    std::vector<std::string> sources;
    // Rows are attributed back to their input by the `file` they carry.
    std::map<std::string, std::size_t> fileIndex;

    if (!bundledMeasurements.empty()) {
        auto text = readFileBounded(bundledMeasurements, 256u << 20);
        if (!text)
            return text.error();
        auto ms = parseMeasurementsCsv(*text, bundledMeasurements.string());
        if (!ms)
            return ms.error();
        ProvenanceFile f;
        f.path = bundledMeasurements.string();
        f.format = "planner-csv";
        f.bytes = text->size();
        f.sha256 = sha256Hex(*text);
        f.modifiedUtc = fileModifiedUtc(bundledMeasurements);
        f.rowsRead = f.rowsAccepted = static_cast<int>(ms->size());
        fileIndex[f.path] = prov.files.size();
        prov.files.push_back(std::move(f));
        sources.push_back(bundledMeasurements.string());
        all.insert(all.end(), std::make_move_iterator(ms->begin()), std::make_move_iterator(ms->end()));
    }
    for (const auto& rep : imports) {
        ProvenanceFile f;
        f.path = rep.file;
        f.format = rep.format;
        f.bytes = rep.bytes;
        f.sha256 = rep.sha256;
        f.modifiedUtc = rep.modifiedUtc;
        f.rowsRead = rep.rowsRead;
        f.rowsAccepted = static_cast<int>(rep.accepted.size());
        f.rowsRejected = static_cast<int>(rep.rejected.size());
        for (const auto& earlier : prov.files)
            if (!f.sha256.empty() && earlier.sha256 == f.sha256)
                f.duplicate = true;
        sources.push_back(rep.file);
        if (!f.duplicate) {
            fileIndex[f.path] = prov.files.size();
            for (auto m : rep.accepted) {
                m.file = rep.file; // attribution for provenance and skip messages
                all.push_back(std::move(m));
            }
        }
        prov.files.push_back(std::move(f));
    }

    Corpus corpus = resolveCorpus(all, gpus, llms);
    corpus.sources = std::move(sources);
    for (const auto& r : corpus.rows)
        if (auto it = fileIndex.find(r.m.file); it != fileIndex.end())
            ++prov.files[it->second].rowsUsed;
    for (const auto& s : corpus.skipped)
        if (auto it = fileIndex.find(s.file); it != fileIndex.end())
            ++prov.files[it->second].rowsSkipped;
    prov.rowsUsed = static_cast<int>(corpus.rows.size());
    prov.rowsSkipped = static_cast<int>(corpus.skipped.size());
    if (provenance)
        *provenance = std::move(prov);
    if (corpus.rows.empty())
        return makeError(ErrorCode::NotFound, bundledMeasurements.string(), 0, {},
                         "no measurement resolves against the catalogs (" + std::to_string(corpus.skipped.size())
                             + " rows skipped); nothing to train on");
    return corpus;
}

} // namespace wattgpu
