#include "core/report/report_model.h"

#include "core/plan/economics.h"

#include "core/predict/training.h"
#include "core/util/fileio.h"
#include "core/util/json_util.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <ctime>
#include <limits>

namespace wattgpu {

namespace {

constexpr std::size_t kMaxEvaluationBytes = 8u << 20;
constexpr std::size_t kMaxEvaluationRows = 100000;

std::string isoDate(std::time_t t)
{
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[16];
    std::strftime(buf, sizeof buf, "%Y-%m-%d", &tm);
    return buf;
}

std::string todayIso()
{
    // Reproducible builds and golden tests pin the date through SOURCE_DATE_EPOCH.
    if (const char* epoch = std::getenv("SOURCE_DATE_EPOCH"); epoch && *epoch) {
        char* end = nullptr;
        const long long v = std::strtoll(epoch, &end, 10);
        if (end && *end == '\0' && v >= 0)
            return isoDate(static_cast<std::time_t>(v));
    }
    return isoDate(std::chrono::system_clock::to_time_t(std::chrono::system_clock::now()));
}

std::vector<std::string> stringArray(const nlohmann::json& meta, const char* key)
{
    std::vector<std::string> out;
    if (const auto it = meta.find(key); it != meta.end() && it->is_array())
        for (const auto& v : *it)
            if (v.is_string())
                out.push_back(v.get<std::string>());
    return out;
}

} // namespace

const ReportGpuRow* ReportModel::winnerRow() const
{
    return outcome.recommendation.winner ? row(*outcome.recommendation.winner) : nullptr;
}

bool ReportModel::hasHardwareCost() const { return wattgpu::hasHardwareCost(outcome.scenario.economics); }

Result<ReportModel> buildReportModel(const Engine& engine, const ReportRequest& request)
{
    ReportModel m;
    m.title = request.title;
    m.date = request.date.empty() ? todayIso() : request.date;
    m.appVersion = request.appVersion;
    WG_TRY(outcome, planOutcome(engine, request.scenario, request.method));
    m.outcome = std::move(outcome).value();

    // Warnings grouped by code, in catalog order, so the report lists each limit once.
    for (const auto& gpu : engine.gpus().gpus()) {
        const ReportGpuRow* row = m.row(gpu.id);
        if (!row)
            continue;
        for (const auto& w : row->prediction.warnings) {
            auto it = std::find_if(m.warnings.begin(), m.warnings.end(),
                                   [&](const ReportWarning& rw) { return rw.code == w.code; });
            if (it == m.warnings.end()) {
                m.warnings.push_back(ReportWarning{w.code, {}, w.detail});
                it = std::prev(m.warnings.end());
            }
            if (std::find(it->gpuIds.begin(), it->gpuIds.end(), gpu.id) == it->gpuIds.end())
                it->gpuIds.push_back(gpu.id);
        }
    }

    for (const auto& info : engine.models()) {
        if (info.method != request.method)
            continue;
        m.modelVersion = info.version;
        m.trainedOn = info.trainedOn;
    }
    if (const Predictor* p = engine.predictor(request.method)) {
        const nlohmann::json meta = modelMeta(*p);
        if (meta.is_object()) {
            m.trainingSources = stringArray(meta, "sources");
            m.trainingGpus = stringArray(meta, "gpus");
            for (const char* key : {"rows_power", "rows_itl"})
                if (const auto it = meta.find(key); it != meta.end() && it->is_number_integer())
                    m.trainingRows = std::max(m.trainingRows, it->get<int>());
        }
    }
    const auto evalFile = request.evaluationFile.empty() ? engine.dataDir() / "models" / "evaluation.json"
                                                         : request.evaluationFile;
    // Cited relative to the data folder when inside it: a report should not show a home directory.
    const auto rel = evalFile.lexically_relative(engine.dataDir());
    m.evaluationFile = !rel.empty() && *rel.begin() != ".." ? rel.string() : evalFile.string();
    std::error_code ec;
    if (std::filesystem::exists(evalFile, ec)) {
        auto rows = loadEvaluationJson(evalFile);
        if (rows)
            m.evaluation = std::move(rows).value();
        else
            m.evaluationError = rows.error().message();
    }
    return m;
}

Result<std::vector<EvalRow>> loadEvaluationJson(const std::filesystem::path& path)
{
    const std::string file = path.string();
    auto text = readFileBounded(path, kMaxEvaluationBytes);
    if (!text)
        return text.error();
    auto parsed = parseJsonBounded(*text, file);
    if (!parsed)
        return parsed.error();
    const nlohmann::json& root = *parsed;
    if (!root.is_object() || !root.contains("rows"))
        return makeError(ErrorCode::MissingField, file, 0, "rows", "expected an object with a \"rows\" array");
    const auto& rows = root.at("rows");
    if (!rows.is_array())
        return makeError(ErrorCode::BadValue, file, 0, "rows", "expected an array");
    if (rows.size() > kMaxEvaluationRows)
        return makeError(ErrorCode::TooLarge, file, 0, "rows", "more than 100000 rows");
    std::vector<EvalRow> out;
    out.reserve(rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (!rows[i].is_object())
            return makeError(ErrorCode::BadValue, file, 0, "rows[" + std::to_string(i) + "]", "expected an object");
        const JsonReader r(rows[i], file, "rows[" + std::to_string(i) + "]");
        WG_TRY(method, r.optString("method", 64));
        WG_TRY(target, r.optString("target", 32));
        WG_TRY(strategy, r.optString("strategy", 256));
        WG_TRY(mdape, r.optNumber("mdape", 0, 1e9));
        WG_TRY(pearsonR, r.optNumber("pearson_r", -1.000001, 1.000001));
        WG_TRY(gpuTau, r.optNumber("gpu_tau", -1.000001, 1.000001));
        WG_TRY(llmTau, r.optNumber("llm_tau", -1.000001, 1.000001));
        WG_TRY(n, r.optInt("n", 0, 1'000'000'000));
        for (const auto& [key, present] : {std::pair{"method", method->has_value()},
                                           {"target", target->has_value()},
                                           {"strategy", strategy->has_value()}})
            if (!present)
                return r.error(ErrorCode::MissingField, key, "required");
        // A split with too few points has no MdAPE or correlation: null in the file, NaN here.
        if (!rows[i].contains("mdape"))
            return r.error(ErrorCode::MissingField, "mdape", "required (null when not computable)");
        EvalRow row;
        row.method = **method;
        row.target = **target;
        row.strategy = **strategy;
        row.mdape = mdape->value_or(std::numeric_limits<double>::quiet_NaN());
        row.pearsonR = pearsonR->value_or(std::numeric_limits<double>::quiet_NaN());
        row.gpuTau = *gpuTau;
        row.llmTau = *llmTau;
        row.n = n->value_or(0);
        out.push_back(std::move(row));
    }
    return out;
}

} // namespace wattgpu
