#include "core/data/corpus.h"

#include "core/data/plausibility.h"
#include "core/features/physics.h"
#include "core/util/csv.h"
#include "core/util/fileio.h"
#include "core/util/text.h"

#include <algorithm>
#include <cmath>

namespace wattgpu {

double assumedPromptTokens(std::string_view task)
{
    // ML.ENERGY does not record prompt lengths; these are round figures for the datasets'
    // typical prompts (ShareGPT-style chat, HumanEval-style code, GPQA questions with choices,
    // fill-in-the-middle code context). They only shape the KV-read term of the physics.
    if (task == "chat" || task == "lm-arena-chat")
        return 250;
    if (task == "code")
        return 300;
    if (task == "gpqa")
        return 300;
    if (task == "sourcegraph-fim")
        return 1500;
    return 512;
}

Result<std::vector<Measurement>> loadMeasurementsCsv(const std::filesystem::path& path)
{
    auto text = readFileBounded(path, 256u << 20);
    if (!text)
        return text.error();
    return parseMeasurementsCsv(*text, path.string());
}

Result<std::vector<Measurement>> parseMeasurementsCsv(std::string_view text, const std::string& file,
                                                      std::vector<Error>* badRows)
{
    auto table = parseCsv(text, file, CsvLimits{2'000'000, 64, 4096, 4'000'000});
    if (!table)
        return table.error();
    for (const char* required : {"model", "gpu", "batch_size", "output_len", "itl_ms"})
        if (table->column(required) < 0)
            return makeError(ErrorCode::MissingField, file, 1, required, "required column is missing from the header");

    std::vector<Measurement> out;
    out.reserve(table->rows.size());
    // One row: the Measurement, or the error of its first bad cell.
    auto readRow = [&](const CsvRow& row) -> Result<Measurement> {
        CsvCursor cur(*table, row);
        Measurement m;
        m.file = file;
        m.line = row.line;
        // Text cells: the formula guard the writer adds comes off; lengths and control characters
        // are checked here so that no oversized or unprintable name reaches a prediction.
        std::optional<Error> bad;
        auto textCell = [&](const char* col, std::size_t maxBytes) {
            std::string v = csvUnguard(cur.text(col));
            if (bad)
                return v;
            if (v.size() > maxBytes)
                bad = cur.error(ErrorCode::BadValue, col,
                                std::to_string(v.size()) + " bytes, longer than " + std::to_string(maxBytes));
            else if (hasControlChars(v))
                bad = cur.error(ErrorCode::BadValue, col, "contains a control character");
            return v;
        };
        m.source = textCell("source", kMaxMeasurementTextBytes);
        m.engine = textCell("engine", kMaxEngineNameBytes);
        m.engineVersion = textCell("engine_version", kMaxEngineVersionBytes);
        m.task = textCell("task", kMaxMeasurementTextBytes);
        m.model = textCell("model", kMaxModelIdBytes);
        m.gpu = textCell("gpu", kMaxGpuIdBytes);
        if (bad)
            return *bad;
        if (m.model.empty())
            return cur.error(ErrorCode::MissingField, "model", "model id is empty");
        if (m.gpu.empty())
            return cur.error(ErrorCode::MissingField, "gpu", "GPU id is empty");

        auto positive = [&](const char* col, double lo, double hi, bool required) -> Result<std::optional<double>> {
            auto v = cur.optNumber(col);
            if (!v)
                return v.error();
            if (!*v) {
                if (required)
                    return cur.error(ErrorCode::MissingField, col, "required value is empty");
                return v;
            }
            if (**v < lo || **v > hi)
                return cur.error(ErrorCode::BadValue, col,
                                 "value " + std::to_string(**v) + " outside [" + std::to_string(lo) + ", "
                                     + std::to_string(hi) + "]");
            return v;
        };
#define WG_NUM(var, col, lo, hi, req)                                                                                  \
    auto var = positive(col, lo, hi, req);                                                                             \
    if (!var)                                                                                                          \
        return var.error();
        WG_NUM(limit, "power_limit_w", 5, 5000, false);
        WG_NUM(ngpu, "num_gpus", 1, 1024, false);
        WG_NUM(tp, "tensor_parallel", 1, 1024, false);
        WG_NUM(batch, "batch_size", 1, 1e6, true);
        WG_NUM(avgBatch, "avg_batch_size", 0.01, 1e6, false);
        WG_NUM(prompt, "prompt_len", 1, 1e7, false);
        WG_NUM(output, "output_len", 1, 1e7, true);
        WG_NUM(total, "total_power_w", 1, 5000.0 * 1024, false); // per-GPU maximum x GPU count maximum
        WG_NUM(perGpu, "power_per_gpu_w", 1, 5000, false);
        WG_NUM(itl, "itl_ms", 1e-3, 1e6, true);
        WG_NUM(tput, "throughput_tok_s", 1e-6, 1e9, false);
        WG_NUM(ept, "energy_per_token_j", 1e-9, 1e6, false);
        WG_NUM(ttft, "ttft_ms", 1e-3, 1e8, false);
        WG_NUM(p90, "p90_itl_ms", 1e-3, 1e6, false);
        WG_NUM(p95, "p95_itl_ms", 1e-3, 1e6, false);
        WG_NUM(p99, "p99_itl_ms", 1e-3, 1e6, false);
#undef WG_NUM
        for (const auto& [col, v] : {std::pair{"num_gpus", ngpu.value()}, std::pair{"tensor_parallel", tp.value()}})
            if (v && std::floor(*v) != *v)
                return cur.error(ErrorCode::BadValue, col, "GPU count " + cur.text(col) + " is not a whole number");
        m.powerLimitW = *limit;
        m.numGpus = static_cast<int>(ngpu->value_or(1));
        m.tensorParallel = static_cast<int>(tp->value_or(m.numGpus));
        m.batchSize = **batch;
        m.avgBatchSize = *avgBatch;
        m.promptLen = *prompt;
        m.outputLen = **output;
        m.totalPowerW = *total;
        m.powerPerGpuW = *perGpu;
        if (m.totalPowerW && !m.powerPerGpuW) {
            m.powerPerGpuW = *m.totalPowerW / m.numGpus;
            m.powerPerGpuDerived = true;
        }
        if (m.powerPerGpuW && !m.totalPowerW)
            m.totalPowerW = *m.powerPerGpuW * m.numGpus;
        // A derived per-GPU power obeys the range a written one would (the row must read back).
        if (m.powerPerGpuW && (*m.powerPerGpuW < 1 || *m.powerPerGpuW > 5000))
            return cur.error(ErrorCode::BadValue, "total_power_w",
                             "per-GPU power " + std::to_string(*m.powerPerGpuW)
                                 + " W (total / num_gpus) outside [1, 5000]");
        m.itlMs = **itl;
        m.throughputTokS = *tput;
        m.energyPerTokenJ = *ept;
        m.ttftMs = *ttft;
        m.p90ItlMs = *p90;
        m.p95ItlMs = *p95;
        m.p99ItlMs = *p99;

        const std::string prec = cur.text("weight_precision");
        if (prec.empty()) {
            m.precision = Precision::BF16;
        } else if (auto p = parsePrecision(prec)) {
            m.precision = *p;
        } else {
            return cur.error(ErrorCode::BadValue, "weight_precision",
                             "unknown precision '" + printable(prec, 32) + "' (bf16, fp16, fp8, mxfp4)");
        }
        const std::string kind = cur.text("itl_kind");
        if (auto k = parseItlKind(kind))
            m.itlKind = *k;
        else
            return cur.error(ErrorCode::BadValue, "itl_kind", "unknown ITL kind '" + printable(kind, 32) + "'");
        return m;
    };
    for (const auto& row : table->rows) {
        auto m = readRow(row);
        if (m)
            out.push_back(std::move(m).value());
        else if (badRows)
            badRows->push_back(m.error());
        else
            return m.error();
    }
    return out;
}

Corpus resolveCorpus(const std::vector<Measurement>& ms, const GpuCatalog& gpus, const LlmCatalog& llms)
{
    Corpus c;
    for (const auto& m : ms) {
        const LlmSpec* llm = llms.find(m.model);
        if (!llm) {
            c.skipped.push_back({m.file, m.line, "unknown model '" + m.model + "'"});
            continue;
        }
        const GpuSpec* gpu = gpus.find(m.gpu);
        if (!gpu) {
            c.skipped.push_back({m.file, m.line, "unknown GPU '" + m.gpu + "'"});
            continue;
        }
        if (!gpu->tdpW) {
            c.skipped.push_back({m.file, m.line, "GPU '" + m.gpu + "' has no TDP in the catalog"});
            continue;
        }
        const ServingStack stack{m.engine.empty() ? "vllm" : m.engine, m.engineVersion};
        if (auto resolved = resolveStack(stack); !resolved) {
            c.skipped.push_back({m.file, m.line, resolved.error().detail});
            continue;
        }
        // The importers ran these rules already when they had the catalogs; a planner CSV given
        // to `train --data`, a stored import or a model added to the catalog since meet them here.
        if (auto why = untrainableReason(m, gpu, llm)) {
            c.skipped.push_back({m.file, m.line, std::move(*why)});
            continue;
        }
        TrainingRow r;
        r.m = m;
        r.llm = llm;
        r.gpu = gpu;
        const double conc = m.avgBatchSize.value_or(m.batchSize);
        r.workload.batch = std::max(1, static_cast<int>(std::lround(conc)));
        r.workload.promptLen = static_cast<int>(std::lround(m.promptLen.value_or(assumedPromptTokens(m.task))));
        r.workload.outputLen = std::max(1, static_cast<int>(std::lround(m.outputLen)));
        r.workload.precision = m.precision;
        r.workload.numGpus = m.numGpus;
        // tensor_parallel counts devices (an MI250's two GCDs each); the layout counts GPUs. GPUs beyond
        // the tensor-parallel group are data-parallel attention groups with expert parallelism for an MoE
        // at TP 1 (vLLM's --enable-expert-parallel in ML.ENERGY v3), pipeline stages otherwise.
        const int devices = gpuRates(*gpu, m.precision).devices;
        const int tpGpus = std::clamp((m.tensorParallel + devices - 1) / devices, 1, std::max(1, m.numGpus));
        if (tpGpus < m.numGpus) {
            r.workload.tensorParallel = tpGpus;
            if (!(llm->isMoe && tpGpus == 1))
                r.workload.pipelineParallel = std::max(1, m.numGpus / tpGpus);
        }
        r.workload.stack = stack;
        r.workload.itlMetric = m.itlKind;
        r.workload.powerLimitW = m.powerLimitW;
        r.powerLimitW = std::min(*gpu->tdpW, m.powerLimitW.value_or(*gpu->tdpW));
        c.rows.push_back(std::move(r));
    }
    return c;
}

} // namespace wattgpu
