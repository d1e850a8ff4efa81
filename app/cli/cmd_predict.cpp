// predict: one model on GPUs from flags, or many rows from a CSV (--input).
#include "app/cli/cli.h"

#include "core/util/csv.h"
#include "core/util/fileio.h"
#include "core/util/text.h"

#include "core/data/corpus.h"
#include "core/features/physics.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <optional>
#include <set>

namespace wattgpu::cli {

namespace {

const std::vector<std::string> kPredictionColumns = withLatencyColumns(
    {"gpu", "gpu_name", "method", "num_gpus", "fits_memory", "memory_needed_gb_per_gpu", "memory_available_gb_per_gpu",
     "power_w", "power_per_gpu_w", "power_w_low", "power_w_high", "itl_ms", "itl_ms_low", "itl_ms_high"},
    {"throughput_tok_s", "energy_per_token_j", "energy_per_token_j_low", "energy_per_token_j_high",
     "out_of_distribution", "warnings"});
// Columns of the workload (workloadJson), then the server mode's rate per replica (empty offline).
const std::vector<std::string> kWorkloadColumns = {"batch",         "prompt_len",     "output_len",
                                                   "precision",     "engine",         "engine_version",
                                                   "power_limit_w", "kv_cache_dtype", "prefix_cache_share"};
const std::vector<std::string> kInputColumns = {"model",
                                                "gpu",
                                                "gpus",
                                                "batch",
                                                "prompt_len",
                                                "output_len",
                                                "precision",
                                                "engine",
                                                "engine_version",
                                                "power_limit_w",
                                                "itl_metric",
                                                "kv_cache_dtype",
                                                "rate_rps",
                                                "prefix_cache_share",
                                                "tensor_parallel",
                                                "pipeline_parallel"};
// The planner's measurements CSV works as bulk input: these of its columns stand for input columns,
// and its measured columns are read past (they are what a prediction is compared with).
const std::vector<std::pair<std::string, std::string>> kCorpusAliases = {
    {"num_gpus", "gpus"}, {"batch_size", "batch"}, {"weight_precision", "precision"}, {"itl_kind", "itl_metric"}};
const std::vector<std::string> kCorpusIgnored = {"source",
                                                 "task",
                                                 "avg_batch_size",
                                                 "total_power_w",
                                                 "power_per_gpu_w",
                                                 "itl_ms",
                                                 "throughput_tok_s",
                                                 "energy_per_token_j",
                                                 "line",
                                                 "ttft_ms",
                                                 "p90_itl_ms",
                                                 "p95_itl_ms",
                                                 "p99_itl_ms"};

// Bulk input: its bytes and rows, and the rows a table shows (csv and json stream any number).
constexpr std::size_t kMaxBulkInputBytes = 64u << 20;
constexpr std::size_t kMaxBulkRows = 100'000;
constexpr std::size_t kMaxTableRows = 10'000;

struct Job {
    int line = 0;                               // CSV line; 0 for a flag-driven prediction
    std::shared_ptr<const ResolvedModel> model; // shared by every row of the same model
    Workload workload;
    GpuCountMode gpuCounts = GpuCountMode::Auto; // Fixed when the row or --gpus gives a count
    std::vector<std::string> gpuIds;             // empty = all
    std::optional<double> rateRps;               // server mode: Poisson arrivals per replica, req/s (batch ignored)
};

// What one job predicts: its model, workload and GPUs, offline or at its rate, without an SLA (Auto
// keeps the smallest count that fits per GPU type), as a single `predict` does.
Scenario jobScenario(const Job& j)
{
    Scenario sc;
    sc.llm = j.model->spec;
    sc.workload = j.workload;
    sc.load = loadFromRate(j.rateRps);
    sc.slaItlMs = 0;
    sc.gpuIds = gpuSelection(j.gpuIds);
    sc.gpuCountMode = j.gpuCounts;
    return sc;
}

std::string rateText(const Job& j) { return j.rateRps ? human(*j.rateRps) : std::string("-"); }

// "7.4/9.1": the 90th and 99th percentile ITL.
std::string tailText(const Prediction& p) { return human(p.itlP90Ms) + "/" + human(p.itlP99Ms); }

std::string range(double lo, double hi)
{
    if (lo == hi) // no interval (baselines) or none computed
        return "-";
    return human(lo) + "-" + human(hi);
}

std::string modelVersion(const Engine& engine, const std::string& method)
{
    for (const auto& m : engine.models())
        if (m.method == method)
            return m.version;
    return {};
}

Json versionJson(const Engine& engine, const std::string& method)
{
    const std::string v = modelVersion(engine, method);
    return v.empty() ? Json(nullptr) : Json(v);
}

std::string trim(std::string s)
{
    const auto b = s.find_first_not_of(" \t");
    if (b == std::string::npos)
        return {};
    const auto e = s.find_last_not_of(" \t");
    return s.substr(b, e - b + 1);
}

[[noreturn]] void fail(const Error& e) { runtimeError(e.message()); }

// Why a deployment does not fit: no serving engine runs it (the context, the heads over the GPUs),
// or its memory: "no: 9.2 > 14.4 GB".
std::string notFitting(const Prediction& p)
{
    for (const auto& w : p.warnings)
        if (w.code == WarningCode::NotRunnable)
            return "no: " + w.detail;
    return "no: " + human(p.memoryNeededGbPerGpu) + " > " + human(p.memoryAvailableGbPerGpu) + " GB";
}

// Builds one job per CSV row; flags give the values of empty cells and absent columns.
std::vector<Job> readJobs(Context& ctx, const std::string& path, const Workload& defaults,
                          const std::vector<std::string>& defaultGpus)
{
    auto text = readFileBounded(path, kMaxBulkInputBytes);
    if (!text) {
        Error e = text.error();
        if (e.file.empty())
            e.file = path;
        runtimeError("--input: " + e.message());
    }
    auto table = parseCsv(text.value(), path, CsvLimits{kMaxBulkRows, 64, 4096, 64 * kMaxBulkRows});
    if (!table)
        fail(table.error());
    const CsvTable& t = table.value();
    // Column name -> the input column it fills (corpus names map onto input names).
    auto inputName = [](const std::string& h) -> std::optional<std::string> {
        if (std::find(kInputColumns.begin(), kInputColumns.end(), h) != kInputColumns.end())
            return h;
        for (const auto& [alias, name] : kCorpusAliases)
            if (h == alias)
                return name;
        if (std::find(kCorpusIgnored.begin(), kCorpusIgnored.end(), h) != kCorpusIgnored.end())
            return std::string();
        return std::nullopt;
    };
    std::map<std::string, std::string> columnFor; // input name -> header column
    bool corpusFormat = false;                    // a measurements CSV: its counts are means and get rounded
    for (const auto& h : t.header) {
        if (std::find(kInputColumns.begin(), kInputColumns.end(), h) == kInputColumns.end() && inputName(h))
            corpusFormat = true;
        const auto name = inputName(h);
        if (!name) {
            std::string known;
            for (const auto& k : kInputColumns)
                known += (known.empty() ? "" : ", ") + k;
            fail(makeError(ErrorCode::BadValue, path, 1, h,
                           "unknown column (expected " + known + ", or the planner's measurements CSV columns)"));
        }
        if (name->empty())
            continue;
        if (columnFor.count(*name))
            fail(makeError(ErrorCode::BadValue, path, 1, h,
                           "column gives " + *name + " a second time (also '" + columnFor[*name] + "')"));
        columnFor[*name] = h;
    }
    auto col = [&](const char* name) {
        const auto it = columnFor.find(name);
        return it == columnFor.end() ? std::string(name) : it->second;
    };
    const auto defaultModel = ctx.args().value("--model");
    if (t.column("model") < 0 && !defaultModel)
        fail(makeError(ErrorCode::MissingField, path, 1, "model", "required column is missing (or give --model)"));
    if (t.rows.empty())
        fail(makeError(ErrorCode::MissingField, path, 1, "", "no data rows"));

    const Engine& engine = ctx.engine();
    const std::optional<double> defaultRate = rateFromArgs(ctx.args());
    std::map<std::string, std::shared_ptr<const ResolvedModel>> modelCache;
    std::set<std::string> stackNotes; // nearest-version warnings already given
    std::vector<Job> jobs;
    for (const auto& row : t.rows) {
        CsvCursor c(t, row);
        Job job;
        job.line = row.line;
        job.workload = defaults;
        job.gpuIds = defaultGpus;
        job.gpuCounts = gpuCountModeFromArgs(ctx.args());
        job.rateRps = defaultRate;

        std::string model = trim(c.text("model"));
        if (model.empty() && defaultModel)
            model = *defaultModel;
        if (model.empty())
            fail(c.error(ErrorCode::MissingField, "model", "required value is empty"));
        if (auto it = modelCache.find(model); it != modelCache.end()) {
            job.model = it->second;
        } else {
            const LlmSpec* m = engine.llms().find(model);
            if (!m) {
                fail(c.error(ErrorCode::NotFound, "model",
                             "unknown model '" + printable(model) + "'"
                                 + didYouMean(suggestModels(engine.llms(), model.substr(0, kMaxModelIdBytes)))));
            }
            job.model = std::make_shared<const ResolvedModel>(ResolvedModel{*m, "catalog"});
            modelCache.emplace(model, job.model);
        }
        applyNativePrecision(ctx.args(), job.model->spec, job.workload);

        if (const std::string gpu = trim(c.text("gpu")); !gpu.empty()) {
            if (toLower(gpu) == "all") {
                job.gpuIds.clear();
            } else if (const GpuSpec* g = engine.gpus().find(gpu)) {
                job.gpuIds = {g->id};
            } else {
                fail(c.error(ErrorCode::NotFound, "gpu",
                             "unknown GPU '" + printable(gpu) + "'"
                                 + didYouMean(suggestGpus(engine.gpus(), gpu.substr(0, kMaxGpuIdBytes)))));
            }
        }

        // Counts; a measurements CSV holds means (output_len 231.4, avg_batch_size 7.99): rounded.
        auto intCell = [&](const std::string& column, long long lo, long long hi, int& out) {
            const std::string v = trim(c.text(column));
            if (v.empty())
                return;
            long long parsed = 0;
            if (const auto err = checkInt(v, lo, hi, parsed)) {
                double d = 0;
                if (!corpusFormat
                    || checkDouble(v, static_cast<double>(lo) - 0.5, static_cast<double>(hi) + 0.49, false, d))
                    fail(c.error(ErrorCode::BadValue, column, *err));
                parsed = std::max(lo, std::min(hi, static_cast<long long>(std::llround(d))));
            }
            out = static_cast<int>(parsed);
        };
        if (const std::string v = trim(c.text(col("gpus"))); !v.empty()) {
            if (toLower(v) == "auto") {
                job.gpuCounts = GpuCountMode::Auto;
            } else {
                intCell(col("gpus"), Limits::minGpus, Limits::maxGpus, job.workload.numGpus);
                job.gpuCounts = GpuCountMode::Fixed;
            }
        }
        intCell(col("batch"), Limits::minBatch, Limits::maxBatch, job.workload.batch);
        if (columnFor.count("batch") && columnFor["batch"] == "batch_size") // the measured concurrency
            intCell("avg_batch_size", Limits::minBatch, Limits::maxBatch, job.workload.batch);
        intCell(col("prompt_len"), Limits::minPromptLen, Limits::maxPromptLen, job.workload.promptLen);
        if (trim(c.text("prompt_len")).empty() && !trim(c.text("task")).empty())
            job.workload.promptLen = static_cast<int>(assumedPromptTokens(trim(c.text("task"))));
        intCell(col("output_len"), Limits::minOutputLen, Limits::maxOutputLen, job.workload.outputLen);
        if (const std::string p = trim(c.text(col("precision"))); !p.empty()) {
            const auto prec = parsePrecision(p);
            if (!prec)
                fail(c.error(ErrorCode::BadValue, col("precision"),
                             "unknown precision '" + printable(p, 32) + "' (choose bf16, fp16, fp8 or mxfp4)"));
            job.workload.precision = *prec;
        }
        if (const std::string e = trim(c.text("engine")); !e.empty()) {
            if (e.size() > kMaxEngineNameBytes)
                fail(c.error(ErrorCode::BadValue, "engine",
                             "name of " + std::to_string(e.size()) + " bytes, longer than "
                                 + std::to_string(kMaxEngineNameBytes)));
            job.workload.stack.engine = toLower(e);
            job.workload.stack.version.clear(); // the engine's default unless engine_version says
        }
        if (const std::string v = trim(c.text("engine_version")); !v.empty())
            job.workload.stack.version = v;
        if (const auto resolved = resolveStack(job.workload.stack); !resolved) {
            fail(c.error(ErrorCode::BadValue, resolved.error().field, resolved.error().detail));
        } else {
            job.workload.stack.version = resolved->requested; // canonical: "v0.11" -> "0.11"
            // A version never measured or none given: said once per stack on stderr (each prediction
            // carries it too).
            if ((resolved->nearestMatch || resolved->versionUnknown) && stackNotes.insert(resolved->note).second)
                ctx.err() << "wattgpu-cli: warning: " << printable(path, 256) << ":" << row.line
                          << ": engine_version: " << printable(resolved->note, 512) << '\n';
        }
        if (const std::string m = trim(c.text(col("itl_metric"))); !m.empty()) {
            const auto k = parseItlKind(toLower(m));
            if (!k)
                fail(c.error(ErrorCode::BadValue, col("itl_metric"),
                             "unknown ITL metric '" + printable(m, 32) + "' (choose " + itlKindChoices() + ")"));
            job.workload.itlMetric = *k;
        }
        if (const std::string v = trim(c.text("power_limit_w")); !v.empty()) {
            double w = 0;
            if (const auto err = checkDouble(v, Limits::minPowerLimitW, Limits::maxPowerLimitW, false, w))
                fail(c.error(ErrorCode::BadValue, "power_limit_w", *err));
            job.workload.powerLimitW = w;
        }
        if (const std::string v = trim(c.text("kv_cache_dtype")); !v.empty()) {
            const auto d = parseKvCacheDtype(toLower(v));
            if (!d)
                fail(c.error(ErrorCode::BadValue, "kv_cache_dtype",
                             "unknown KV-cache precision '" + printable(v, 32) + "' (choose auto or fp8)"));
            job.workload.kvCacheDtype = *d;
        }
        if (const std::string v = trim(c.text("prefix_cache_share")); !v.empty()) {
            double share = 0;
            if (const auto err = checkDouble(v, Limits::minPrefixCacheShare, Limits::maxPrefixCacheShare, false, share))
                fail(
                    c.error(ErrorCode::BadValue, "prefix_cache_share", *err + " (share of prompt tokens cached, 0-1)"));
            job.workload.prefixCacheShare = share;
        }
        // The layout: tensor_parallel counts devices as the measurements CSV does (an MI250's two GCDs
        // each); GPUs beyond it are pipeline stages (pipeline_parallel), or data-parallel groups with
        // expert parallelism for an MoE at tensor-parallel 1, as corpus rows are read.
        if (const std::string v = trim(c.text("tensor_parallel")); !v.empty()) {
            int tp = 1;
            intCell("tensor_parallel", 1, Limits::maxGpus * 16, tp);
            const GpuSpec* one = job.gpuIds.size() == 1 ? engine.gpus().find(job.gpuIds.front()) : nullptr;
            const int devices = one ? gpuRates(*one, job.workload.precision).devices : 1;
            const int tpGpus = std::clamp((tp + devices - 1) / devices, 1, std::max(1, job.workload.numGpus));
            if (tpGpus < job.workload.numGpus) {
                job.workload.tensorParallel = tpGpus;
                if (!(job.model->spec.isMoe && tpGpus == 1))
                    job.workload.pipelineParallel = job.workload.numGpus / tpGpus;
            }
        }
        if (const std::string v = trim(c.text("pipeline_parallel")); !v.empty())
            intCell("pipeline_parallel", 1, Limits::maxGpus, job.workload.pipelineParallel);
        // Server mode for this row: Poisson arrivals at the rate, per replica; its batch is then ignored.
        if (const std::string v = trim(c.text("rate_rps")); !v.empty()) {
            double r = 0;
            if (const auto err = checkDouble(v, Limits::minRateRps, Limits::maxRateRps, false, r))
                fail(c.error(ErrorCode::BadValue, "rate_rps", *err + " (requests/s per replica, as --rate)"));
            job.rateRps = r;
        }
        jobs.push_back(std::move(job));
    }
    return jobs;
}

void printTableSingle(Context& ctx, const Job& job, const std::string& method, const std::vector<Prediction>& preds)
{
    auto& os = ctx.out();
    os << "Model:    " << modelText(job.model->spec)
       << (job.model->source == "catalog" ? "" : "  [from " + printable(job.model->source, 1024) + "]") << '\n';
    const auto rate = rateFromArgs(ctx.args());
    os << "Workload: " << workloadText(job.workload, job.gpuCounts, rate) << '\n';
    if (rate)
        os << "Server:   " << human(*rate) << " req/s per replica (Poisson); concurrency from Little's law, power "
           << "is the mean over time incl. idle\n";
    os << "Method:   " << methodText(ctx.engine(), method) << "\n\n";
    using A = Table::Align;
    Table t({{"GPU", A::Left},
             {"GPUs"},
             {"Fits", A::Left},
             {"Power (W)"},
             {"Power range (W)"},
             {"ITL (ms)"},
             {"ITL range (ms)"},
             {"p90/p99 ITL (ms)"},
             {"TTFT (ms)"},
             {"TTFT range (ms)"},
             {"Tokens/s"},
             {"Energy (J/token)"},
             {"Warnings", A::Left}});
    bool anyOod = false;
    for (const auto& p : preds) {
        anyOod = anyOod || p.outOfDistribution;
        if (!p.fitsMemory) {
            t.addRow({p.gpuId, std::to_string(p.numGpus), notFitting(p), "-", "-", "-", "-", "-", "-", "-", "-", "-",
                      warningCodes(p)});
            continue;
        }
        t.addRow({p.gpuId + (p.outOfDistribution ? " *" : ""), std::to_string(p.numGpus), "yes", human(p.powerW),
                  range(p.powerWLow, p.powerWHigh), human(p.itlMs), range(p.itlMsLow, p.itlMsHigh), tailText(p),
                  human(p.ttftMs), range(p.ttftMsLow, p.ttftMsHigh), human(p.throughputTokS), human(p.energyPerTokenJ),
                  warningCodes(p)});
    }
    t.print(os);
    if (anyOod)
        os << "* outside the training data's range: treat with extra caution.\n";
    os << "Power is the replica's, all its GPUs together (JSON power_per_gpu_w: per GPU)"
       << (rate ? ", averaged over time with idle" : "")
       << "; ITL is per sequence, in the workload's definition; p90/p99 "
          "are the tails of every gap; TTFT is the time to the first token"
       << (rate ? ", queueing included" : "") << ". Intervals, TTFT and tails per definition: --format json.\n";
}

void printTableBulk(Context& ctx, const std::vector<Job>& jobs, const std::vector<std::vector<Prediction>>& results)
{
    using A = Table::Align;
    Table t({{"Line"},
             {"Model", A::Left},
             {"GPU", A::Left},
             {"GPUs"},
             {"Batch"},
             {"Rate (req/s)"},
             {"Prompt"},
             {"Output"},
             {"Precision", A::Left},
             {"Fits", A::Left},
             {"Power (W)"},
             {"ITL (ms)"},
             {"p90/p99 ITL (ms)"},
             {"TTFT (ms)"},
             {"Tokens/s"},
             {"Energy (J/token)"},
             {"Warnings", A::Left}});
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        const Job& j = jobs[i];
        for (const auto& p : results[i]) {
            const bool fits = p.fitsMemory;
            t.addRow({std::to_string(j.line), j.model->spec.hfId, p.gpuId, std::to_string(p.numGpus),
                      j.rateRps ? "-" : std::to_string(j.workload.batch), rateText(j),
                      std::to_string(j.workload.promptLen), std::to_string(j.workload.outputLen),
                      precisionName(j.workload.precision)
                          + std::string(j.workload.kvCacheDtype == KvCacheDtype::Fp8 ? ", fp8 KV" : ""),
                      fits ? "yes" : "no", fits ? human(p.powerW) : "-", fits ? human(p.itlMs) : "-",
                      fits ? tailText(p) : "-", fits ? human(p.ttftMs) : "-", fits ? human(p.throughputTokS) : "-",
                      fits ? human(p.energyPerTokenJ) : "-", warningCodes(p)});
        }
    }
    t.print(ctx.out());
}

// `method` is given for a single prediction (top-level field) and empty for bulk rows, whose
// method sits once at the top of the document.
Json jobJson(const Job& job, const std::vector<Prediction>& preds, const Engine& engine, const std::string& method = {})
{
    Json arr = Json::array();
    for (const auto& p : preds)
        arr.push_back(predictionJson(p, engine.gpus()));
    Json out;
    if (job.line > 0)
        out["line"] = job.line;
    out["model"] = job.model->spec.hfId;
    out["model_source"] = job.model->source;
    out["workload"] = workloadJson(job.workload);
    out["rate_rps"] = job.rateRps ? Json(*job.rateRps) : Json(nullptr); // server mode: per replica
    out["gpu_count_mode"] = gpuCountModeName(job.gpuCounts);
    if (!method.empty()) {
        out["method"] = method;
        out["model_version"] = versionJson(engine, method);
    }
    out["predictions"] = std::move(arr);
    return out;
}

std::vector<std::string> csvColumns(bool withLine)
{
    std::vector<std::string> cols;
    if (withLine)
        cols.push_back("line");
    cols.push_back("model");
    cols.insert(cols.end(), kWorkloadColumns.begin(), kWorkloadColumns.end());
    cols.push_back("rate_rps");
    cols.insert(cols.end(), kPredictionColumns.begin(), kPredictionColumns.end());
    return cols;
}

// The rows of one job, written as they come: bulk output never holds more than one job's
// predictions (20,000 'model,all' rows are 880,000 predictions).
void writeCsvRows(Context& ctx, const Job& job, const std::vector<Prediction>& preds,
                  const std::vector<std::string>& cols)
{
    Json rows = Json::array();
    const Json w = workloadJson(job.workload);
    for (const auto& p : preds) {
        Json r = predictionJson(p, ctx.engine().gpus());
        r["line"] = job.line;
        r["model"] = job.model->spec.hfId;
        for (const auto& k : kWorkloadColumns)
            r[k] = w.at(k);
        r["rate_rps"] = job.rateRps ? Json(*job.rateRps) : Json(nullptr);
        rows.push_back(std::move(r));
    }
    writeJsonRowsAsCsv(ctx.out(), rows, cols);
}

// `text` (a dump with indent 2) indented by `spaces` more, as it reads inside an array.
void writeIndented(std::ostream& os, const std::string& text, int spaces)
{
    const std::string pad(static_cast<std::size_t>(spaces), ' ');
    std::size_t start = 0;
    while (start < text.size()) {
        const auto nl = text.find('\n', start);
        const auto end = nl == std::string::npos ? text.size() : nl;
        os << pad << std::string_view(text).substr(start, end - start);
        if (nl == std::string::npos)
            break;
        os << '\n';
        start = nl + 1;
    }
}

// Predictions one bulk row expands to: its GPUs, or the whole catalog for 'all'.
std::size_t expandedRows(const std::vector<Job>& jobs, std::size_t catalogSize)
{
    std::size_t n = 0;
    for (const auto& j : jobs)
        n += j.gpuIds.empty() ? catalogSize : j.gpuIds.size();
    return n;
}

int runBulk(Context& ctx, const std::string& input, const std::vector<Job>& jobs, const std::string& method)
{
    Engine& engine = ctx.engine();
    const std::size_t expanded = expandedRows(jobs, engine.gpus().gpus().size());
    // A table needs every row for its column widths: it is for reading, so it stays small; csv and
    // json stream one input row at a time.
    if (ctx.format() == Format::Table && expanded > kMaxTableRows)
        usageError("--input: " + std::to_string(jobs.size()) + " rows expand to " + std::to_string(expanded)
                   + " predictions, more than a table shows (" + std::to_string(kMaxTableRows)
                   + "); use --format csv or --format json, which stream them");
    auto predictJob = [&](const Job& j) {
        return valueOrFail(engine.predict(jobScenario(j), method), input + ":" + std::to_string(j.line));
    };
    switch (ctx.format()) {
    case Format::Json: {
        // The same bytes printJson gives for the whole document, written job by job.
        Json head;
        head["input"] = input;
        head["method"] = method;
        head["model_version"] = versionJson(engine, method);
        head["results"] = Json::array();
        std::string text = head.dump(2, ' ', false, Json::error_handler_t::replace);
        text.erase(text.size() - std::string("[]\n}").size());
        ctx.out() << text << "[\n";
        for (std::size_t i = 0; i < jobs.size(); ++i) {
            const Json j = jobJson(jobs[i], predictJob(jobs[i]), engine);
            writeIndented(ctx.out(), j.dump(2, ' ', false, Json::error_handler_t::replace), 4);
            ctx.out() << (i + 1 < jobs.size() ? ",\n" : "\n");
        }
        ctx.out() << "  ]\n}\n";
        break;
    }
    case Format::Csv: {
        const auto cols = csvColumns(true);
        writeCsvRow(ctx.out(), cols);
        for (const auto& j : jobs)
            writeCsvRows(ctx, j, predictJob(j), cols);
        break;
    }
    case Format::Table: {
        std::vector<std::vector<Prediction>> results;
        for (const auto& j : jobs)
            results.push_back(predictJob(j));
        printTableBulk(ctx, jobs, results);
        break;
    }
    }
    return kExitOk;
}

} // namespace

int runPredict(Context& ctx)
{
    ctx.expectNoPositionals();
    const Args& a = ctx.args();
    const Workload defaults = workloadFromArgs(a, &ctx.engine().llms());
    const std::vector<std::string> gpuItems = a.has("--gpu") ? a.list("--gpu") : std::vector<std::string>{"all"};

    if (const auto input = a.value("--input")) {
        const auto defaultGpus = resolveGpuList(ctx, gpuItems, "--gpu");
        const auto jobs = readJobs(ctx, *input, defaults, defaultGpus);
        return runBulk(ctx, *input, jobs, chooseMethod(ctx));
    }

    const auto modelArg = a.value("--model");
    if (!modelArg)
        usageError("--model: required (a catalog id such as meta-llama/Llama-3.1-8B-Instruct, a config.json, or "
                   "use --input FILE.csv)");
    Job job;
    job.model = std::make_shared<const ResolvedModel>(resolveModel(ctx, *modelArg, "--model"));
    job.workload = defaults;
    applyNativePrecision(a, job.model->spec, job.workload);
    job.gpuCounts = gpuCountModeFromArgs(a);
    job.gpuIds = resolveGpuList(ctx, gpuItems, "--gpu");
    job.rateRps = rateFromArgs(a);
    const std::string method = chooseMethod(ctx);
    // No SLA: Auto keeps the smallest count that fits per GPU type (the same scenario as a bulk row's).
    const auto preds = valueOrFail(ctx.engine().predict(jobScenario(job), method), "predict");
    switch (ctx.format()) {
    case Format::Json: {
        printJson(ctx.out(), jobJson(job, preds, ctx.engine(), method));
        break;
    }
    case Format::Csv: {
        const auto cols = csvColumns(false);
        writeCsvRow(ctx.out(), cols);
        writeCsvRows(ctx, job, preds, cols);
        break;
    }
    case Format::Table: printTableSingle(ctx, job, method, preds); break;
    }
    return kExitOk;
}

} // namespace wattgpu::cli
