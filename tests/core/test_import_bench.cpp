// Benchmark result importers (vLLM bench serve, SGLang bench_serving, GuideLLM, GenAI-Perf/AIPerf
// JSON and CSV) and the power logs joined with them (nvidia-smi, DCGM, amd-smi/rocm-smi): figures
// equal to the file's, the power window, format detection, malformed files naming their field,
// and a retrain that moves the GPU's prediction toward the imported run. The files under
// tests/data/import/bench are hand-written format fixtures (README.md there).
#include "core/data/import_bench.h"
#include "core/data/import_file.h"
#include "core/data/power_log.h"
#include "core/eval/retrain.h"
#include "core/util/fileio.h"
#include "tests/support/import_fixtures.h"
#include "tests/support/test_registry.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace wattgpu;
using namespace wattgpu::testing;
namespace fs = std::filesystem;

namespace {

const std::string kBench = kImportDir + "bench/";
const std::string kLlama = "meta-llama/Llama-3.1-8B-Instruct";

// SGLang's result lines name no model: it is given, as `import --model` does.
ImportOptions withModel(ImportOptions o)
{
    o.bench.model = "meta-llama/Llama-3.1-8B-Instruct";
    return o;
}

ImportOptions setup(const std::string& gpu, int n, const std::string& powerLog = {})
{
    ImportOptions o = withCatalogs();
    o.bench.gpu = gpu;
    o.bench.numGpus = n;
    o.bench.engine = "vllm";
    o.bench.engineVersion = "0.11";
    if (!powerLog.empty())
        o.bench.powerLog = kBench + powerLog;
    return o;
}

Result<ImportReport> importBench(const std::string& file, const ImportOptions& o)
{
    return importMeasurementFile(kBench + file, o);
}

std::string text(const std::string& file)
{
    auto t = readFileBounded(kBench + file);
    return t ? t.value() : std::string();
}

// The first rejection's field and reason, for a malformed file.
std::string firstRejection(const Result<ImportReport>& r)
{
    if (!r)
        return "error " + r.error().field + ": " + r.error().detail;
    if (r->rejected.empty())
        return "accepted";
    return r->rejected.front().field + ": " + r->rejected.front().reason;
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

} // namespace

class TestImportBench : public QObject {
    Q_OBJECT
private slots:
    void detectsEveryFormat()
    {
        const std::pair<const char*, ImportFormat> cases[] = {
            {"vllm_bench_serve.json", ImportFormat::VllmBench},
            {"sglang_bench_serving.jsonl", ImportFormat::SglangBench},
            {"guidellm_benchmarks.json", ImportFormat::GuideLlm},
            {"genai_perf_export.json", ImportFormat::GenAiPerfJson},
            {"genai_perf_export.csv", ImportFormat::GenAiPerfCsv},
            {"nvidia_smi_power.csv", ImportFormat::NvidiaSmiPower},
            {"nvidia_smi_power_nounits.csv", ImportFormat::NvidiaSmiPower},
            {"dcgm_power.txt", ImportFormat::DcgmPower},
            {"amd_smi_power.csv", ImportFormat::AmdSmiPower},
            {"rocm_smi_power.csv", ImportFormat::AmdSmiPower},
        };
        for (const auto& [file, format] : cases)
            QVERIFY2(detectImportFormat(kBench + file, text(file)) == format, file);
        // The formats that were there before keep their detection.
        QCOMPARE(detectImportFormat(kImportDir + "meta-llama__Llama-3.1-8B-Instruct__chat.json",
                                    *readFileBounded(kImportDir + "meta-llama__Llama-3.1-8B-Instruct__chat.json")),
                 ImportFormat::MlEnergy);
        QCOMPARE(detectImportFormat(kImportDir + "wattcounts_format.csv",
                                    *readFileBounded(kImportDir + "wattcounts_format.csv")),
                 ImportFormat::WattCounts);
        // A power log alone is not imported: it joins a benchmark file.
        auto alone = importBench("dcgm_power.txt", setup("l40s-48gb", 2));
        QVERIFY(!alone);
        QVERIFY(contains(alone.error().detail, "power log"));
    }

    void vllmWithoutPowerLog()
    {
        auto r = importBench("vllm_bench_serve.json", setup("h100-sxm5-80gb", 2));
        QVERIFY2(r, r ? "" : r.error().message().c_str());
        QCOMPARE(r->format, std::string("vllm-bench-serve"));
        QVERIFY2(r->rejected.empty(), qPrintable(describe(*r)));
        QCOMPARE(r->rowsRead, 2);
        QCOMPARE(r->accepted.size(), std::size_t(2));
        const Measurement& m = r->accepted[0];
        QCOMPARE(m.itlKind, ItlKind::MedianItl);
        QCOMPARE(m.itlMs, 12.4);
        QCOMPARE(*m.ttftMs, 85.3); // the median
        QCOMPARE(*m.p90ItlMs, 18.7);
        QCOMPARE(*m.p99ItlMs, 41.2);
        QVERIFY(!m.p95ItlMs);
        QCOMPARE(m.model, kLlama);
        QCOMPARE(m.gpu, std::string("h100-sxm5-80gb"));
        QCOMPARE(m.numGpus, 2);
        QCOMPARE(m.tensorParallel, 2);
        QCOMPARE(m.engine, std::string("vllm"));
        QCOMPARE(m.engineVersion, std::string("0.11"));
        QCOMPARE(m.batchSize, 16.0);                    // max_concurrency
        QVERIFY(near(*m.avgBatchSize, 4.1667 * 3.630)); // Little's law: request_throughput x mean_e2el
        QCOMPARE(*m.promptLen, 512.0);                  // 256000 / 500
        QCOMPARE(m.outputLen, 256.0);                   // 128000 / 500
        QCOMPARE(*m.throughputTokS, 1066.67);
        QCOMPARE(m.task, std::string("fixed-concurrency"));
        QCOMPARE(m.source, std::string("vllm bench serve"));
        QVERIFY(!m.totalPowerW && !m.energyPerTokenJ);
        const Measurement& tpot = r->accepted[1];
        QCOMPARE(tpot.itlKind, ItlKind::MeanTpot);
        QCOMPARE(tpot.itlMs, 13.9);
        QVERIFY(!tpot.p90ItlMs && !tpot.p99ItlMs);
        // The planner CSV holds them unchanged.
        auto back = parseMeasurementsCsv(toPlannerCsv(r->accepted), "back.csv");
        QVERIFY(back && back->size() == 2 && back->at(0).itlMs == 12.4 && *back->at(1).ttftMs == 85.3);
    }

    void vllmWithNvidiaSmiLogOverTheRunsWindow()
    {
        auto r = importBench("vllm_bench_serve.json", setup("l40s-48gb", 2, "nvidia_smi_power.csv"));
        QVERIFY2(r, r ? "" : r.error().message().c_str());
        QVERIFY2(r->rejected.empty(), qPrintable(describe(*r)));
        const Measurement& m = r->accepted[0];
        // Inside date - duration .. date (10:13:00 .. 10:15:00): GPU 0 300..320 (mean 310), GPU 1 mean 300.
        QCOMPARE(*m.totalPowerW, 610.0);
        QCOMPARE(*m.powerPerGpuW, 305.0);
        QVERIFY(near(*m.energyPerTokenJ, 610.0 / 1066.67));
        // The run's power is trained on once: the mean-TPOT row carries none.
        QVERIFY(!r->accepted[1].totalPowerW);
        // The [N/A] line is listed; the notes say which samples and which window.
        QCOMPARE(r->powerLogSkipped.size(), std::size_t(1));
        QCOMPARE(r->powerLogSkipped[0].line, 9);
        bool windowNoted = false;
        for (const auto& n : r->notes)
            windowNoted = windowNoted
                || (contains(n, "12 samples inside the benchmark's time window") && contains(n, "GPU 0 310.0 W")
                    && contains(n, "GPU 1 300.0 W") && contains(n, "total 610.0 W"));
        QVERIFY(windowNoted);
        // A log of 2 GPUs for a run of 1: refused naming the count.
        auto one = importBench("vllm_bench_serve.json", setup("l40s-48gb", 1, "nvidia_smi_power.csv"));
        QVERIFY(one);
        QCOMPARE(one->rejected.front().field, std::string("num_gpus"));
    }

    void sglangJsonlWithAndWithoutPower()
    {
        auto r = importBench("sglang_bench_serving.jsonl", withModel(setup("h100-sxm5-80gb", 1)));
        QVERIFY2(r, r ? "" : r.error().message().c_str());
        QCOMPARE(r->format, std::string("sglang-bench-serving"));
        QVERIFY2(r->rejected.empty(), qPrintable(describe(*r)));
        QCOMPARE(r->accepted.size(), std::size_t(4)); // two lines x (median ITL, mean TPOT)
        const Measurement* first = onLine(*r, 1);
        const Measurement* second = onLine(*r, 2);
        QVERIFY(first && second);
        QCOMPARE(first->itlMs, 14.1);
        QCOMPARE(*first->p95ItlMs, 22.5);
        QCOMPARE(*first->p99ItlMs, 35.0);
        QCOMPARE(*first->ttftMs, 140.0);
        QCOMPARE(first->batchSize, 5.0); // ceil(2.0 req/s x 2.1 s)
        QVERIFY(near(*first->avgBatchSize, 4.2));
        QCOMPARE(*first->promptLen, 1024.0);
        QCOMPARE(first->outputLen, 128.0);
        QCOMPARE(first->task, std::string("request-rate"));
        QCOMPARE(second->itlMs, 17.2);
        QCOMPARE(second->batchSize, 21.0);
        // Two runs, no timestamps: the log cannot be split, so no power and a note saying so.
        auto two = importBench("sglang_bench_serving.jsonl",
                               withModel(setup("h100-sxm5-80gb", 1, "nvidia_smi_power_nounits.csv")));
        QVERIFY(two && two->accepted.size() == 4);
        for (const auto& m : two->accepted)
            QVERIFY(!m.totalPowerW);
        // One run per file: the whole log (no timestamps in the file), 250.5, 259.5, 255.0 W.
        const std::string firstLine =
            text("sglang_bench_serving.jsonl").substr(0, text("sglang_bench_serving.jsonl").find('\n') + 1);
        auto one = parseSglangBench(firstLine, "one.jsonl",
                                    withModel(setup("h100-sxm5-80gb", 1, "nvidia_smi_power_nounits.csv")));
        QVERIFY2(one, one ? "" : one.error().message().c_str());
        QCOMPARE(*one->accepted.at(0).totalPowerW, 255.0);
        bool whole = false;
        for (const auto& n : one->notes)
            whole = whole || contains(n, "all 3 samples (the benchmark file has no timestamps)");
        QVERIFY(whole);
    }

    void guidellmWithDcgmScrapes()
    {
        auto plain = importBench("guidellm_benchmarks.json", setup("l40s-48gb", 2));
        QVERIFY2(plain, plain ? "" : plain.error().message().c_str());
        QCOMPARE(plain->format, std::string("guidellm"));
        QVERIFY2(plain->rejected.empty(), qPrintable(describe(*plain)));
        QCOMPARE(plain->accepted.size(),
                 std::size_t(2)); // mean TPOT only: per-request ITL quantiles are no planner definition
        auto r = importBench("guidellm_benchmarks.json", setup("l40s-48gb", 2, "dcgm_power.txt"));
        QVERIFY2(r, r ? "" : r.error().message().c_str());
        QVERIFY2(r->rejected.empty(), qPrintable(describe(*r)));
        const Measurement& a = r->accepted[0];
        QCOMPARE(a.itlKind, ItlKind::MeanTpot);
        QCOMPARE(a.itlMs, 11.65);
        QCOMPARE(*a.ttftMs, 65.0);
        QCOMPARE(a.batchSize, 8.0);
        QCOMPARE(*a.avgBatchSize, 7.6);
        QCOMPARE(*a.promptLen, 600.0);
        QCOMPARE(a.outputLen, 256.0);
        QCOMPARE(*a.throughputTokS, 640.0);
        QCOMPARE(a.source, std::string("guidellm 0.3.0"));
        QCOMPARE(*a.totalPowerW, 510.0); // scrapes inside start_time..end_time: 260 + 250 W
        const Measurement& b = r->accepted[1];
        QCOMPARE(b.batchSize, 14.0); // rate 4: ceil(measured 13.2)
        QCOMPARE(b.task, std::string("request-rate"));
        QCOMPARE(*b.totalPowerW, 610.0); // 310 + 300 W
    }

    void genAiPerfJsonAndCsvWithAmdLogs()
    {
        auto j = importBench("genai_perf_export.json", setup("mi300x-192gb", 1, "amd_smi_power.csv"));
        QVERIFY2(j, j ? "" : j.error().message().c_str());
        QCOMPARE(j->format, std::string("genai-perf-json"));
        QVERIFY2(j->rejected.empty(), qPrintable(describe(*j)));
        QCOMPARE(j->accepted.size(), std::size_t(1));
        const Measurement& m = j->accepted[0];
        QCOMPARE(m.itlKind, ItlKind::MeanTpot);
        QCOMPARE(m.itlMs, 14.2);
        QCOMPARE(*m.ttftMs, 110.0); // p50
        QCOMPARE(m.batchSize, 10.0);
        QVERIFY(near(*m.avgBatchSize, 3.2 * 2.95));
        QCOMPARE(*m.promptLen, 550.0);
        QCOMPARE(m.outputLen, 200.0);
        QCOMPARE(*m.throughputTokS, 640.0);
        QCOMPARE(m.model, kLlama);
        QCOMPARE(*m.totalPowerW, 530.0); // whole log: 520, 540, 530 W
        // A GenAI-Perf CSV names no model: refused naming it until one is given.
        auto noModel = importBench("genai_perf_export.csv", setup("mi300x-192gb", 1, "rocm_smi_power.csv"));
        QVERIFY(noModel);
        QVERIFY2(firstRejection(noModel).rfind("model: the file names no model", 0) == 0,
                 firstRejection(noModel).c_str());
        ImportOptions o = setup("mi300x-192gb", 1, "rocm_smi_power.csv");
        o.bench.concurrency = 10; // the run's cap; without it, the measured concurrency rounded up (also 10)
        o.bench.model = kLlama;
        auto c = importBench("genai_perf_export.csv", o);
        QVERIFY2(c, c ? "" : c.error().message().c_str());
        QCOMPARE(c->format, std::string("genai-perf-csv"));
        QVERIFY2(c->rejected.empty(), qPrintable(describe(*c)));
        const Measurement& k = c->accepted.at(0);
        QCOMPARE(k.itlMs, 14.2);
        QCOMPARE(*k.ttftMs, 110.0);
        QVERIFY(near(*k.avgBatchSize, 3.2 * 2.95)); // "2,950.00" read with its grouping
        QCOMPARE(*k.totalPowerW, 510.0);            // 500, 510, 520 W; the N/A line skipped
        QCOMPARE(c->powerLogSkipped.size(), std::size_t(1));
    }

    void missingSetupIsRefusedNamingTheField()
    {
        ImportOptions o = setup("", 2);
        auto r = importBench("vllm_bench_serve.json", o);
        QVERIFY(!r);
        QCOMPARE(r.error().field, std::string("gpu"));
        o = setup("l40s-48gb", 0);
        r = importBench("vllm_bench_serve.json", o);
        QVERIFY(!r);
        QCOMPARE(r.error().field, std::string("num-gpus"));
        o = setup("l40s-48gb", 2);
        o.bench.engine.clear();
        r = importBench("vllm_bench_serve.json", o);
        QVERIFY(!r);
        QCOMPARE(r.error().field, std::string("engine"));
        r = importBench("vllm_bench_serve.json", setup("no-such-gpu", 2));
        QVERIFY(!r);
        QCOMPARE(r.error().field, std::string("gpu"));
    }

    void malformedFilesNameTheirField()
    {
        const ImportOptions o = setup("h100-sxm5-80gb", 1);
        const std::string good = text("vllm_bench_serve.json");
        auto edit = [&](const std::string& from, const std::string& to) {
            std::string s = good;
            const auto at = s.find(from);
            if (at == std::string::npos)
                qFatal("fixture lacks %s", from.c_str());
            s.replace(at, from.size(), to);
            return s;
        };
        // Wrong type, NaN, negative, huge: the run is rejected naming the key, on its line.
        auto wrongType = parseVllmBench(edit("\"median_itl_ms\": 12.4", "\"median_itl_ms\": \"fast\""), "w.json", o);
        QVERIFY(wrongType);
        QCOMPARE(firstRejection(wrongType), std::string("median_itl_ms: expected a number, found a string"));
        QCOMPARE(wrongType->rejected.front().line, 28);
        auto nan = parseVllmBench(edit("\"p99_itl_ms\": 41.2", "\"p99_itl_ms\": NaN"), "n.json", o);
        QVERIFY(nan);
        QCOMPARE(firstRejection(nan), std::string("p99_itl_ms: is NaN, not a finite number"));
        auto negative = parseVllmBench(edit("\"duration\": 120.0", "\"duration\": -120.0"), "neg.json", o);
        QVERIFY(negative);
        QVERIFY2(contains(firstRejection(negative), "duration: is negative"), firstRejection(negative).c_str());
        auto huge = parseVllmBench(edit("\"total_output_tokens\": 128000", "\"total_output_tokens\": 1e999"), "h.json",
                                   o);
        QVERIFY(!huge);
        QCOMPARE(huge.error().field, std::string("total_output_tokens"));
        auto absurd = parseVllmBench(edit("\"median_itl_ms\": 12.4", "\"median_itl_ms\": 1e300"), "a.json", o);
        QVERIFY(absurd);
        QVERIFY2(contains(firstRejection(absurd), "median_itl_ms"), firstRejection(absurd).c_str());
        // Truncated JSON: the whole file fails with its line.
        auto truncated = parseVllmBench(good.substr(0, good.size() / 2), "t.json", o);
        QVERIFY(!truncated);
        QCOMPARE(truncated.error().code, ErrorCode::Parse);
        QVERIFY(truncated.error().line > 1);
        // Missing keys: no latency, no output length, no model.
        std::string noItl = edit("\"median_itl_ms\": 12.4", "\"x\": 1");
        noItl.replace(noItl.find("\"mean_tpot_ms\""), 14, "\"mean_tpop_ms\"");
        auto noLatency = parseVllmBench(noItl, "l.json", o);
        QVERIFY(noLatency);
        QVERIFY2(contains(firstRejection(noLatency), "median_itl_ms: no latency"), firstRejection(noLatency).c_str());
        auto noOutput = parseVllmBench(edit("\"total_output_tokens\": 128000,", ""), "o.json", o);
        QVERIFY(noOutput);
        QVERIFY2(contains(firstRejection(noOutput), "total_output_tokens: no output length"),
                 firstRejection(noOutput).c_str());
        auto noModel = parseVllmBench(edit("\"model_id\": \"meta-llama/Llama-3.1-8B-Instruct\",", ""), "m.json", o);
        QVERIFY(noModel);
        QVERIFY2(contains(firstRejection(noModel), "model_id: the file names no model"),
                 firstRejection(noModel).c_str());
        // A BOM is skipped: the file imports as without it.
        auto bom = parseVllmBench("\xEF\xBB\xBF" + good, "b.json", o);
        QVERIFY2(bom && bom->accepted.size() == 2, bom ? qPrintable(describe(*bom)) : bom.error().message().c_str());
        QCOMPARE(detectImportFormat("b.json", "\xEF\xBB\xBF" + good), ImportFormat::VllmBench);
        // A JSONL line that does not parse is one bad row; the next line still imports.
        const std::string lines = text("sglang_bench_serving.jsonl");
        auto badLine = parseSglangBench("{\"completed\": 3,\n" + lines, "s.jsonl", withModel(o));
        QVERIFY(badLine);
        QCOMPARE(badLine->rejected.front().line, 1);
        QCOMPARE(badLine->accepted.size(), std::size_t(4));
        // GuideLLM without benchmarks, GenAI-Perf without metrics: the missing key named.
        auto noBenchmarks = parseGuideLlm("{\"metadata\": {}}", "g.json", o);
        QVERIFY(!noBenchmarks);
        QCOMPARE(noBenchmarks.error().field, std::string("benchmarks"));
        auto noMetrics = parseGenAiPerfJson("{\"input_config\": {}}", "p.json", o);
        QVERIFY(!noMetrics);
        QCOMPARE(noMetrics.error().field, std::string("inter_token_latency"));
        auto badStat = parseGenAiPerfJson("{\"inter_token_latency\": {\"unit\": \"ms\", \"avg\": [1]}}", "p.json", o);
        QVERIFY(badStat);
        QCOMPARE(firstRejection(badStat), std::string("inter_token_latency.avg: expected a number, found array"));
        // A power log with no sample, or none inside the run's window.
        auto empty = parsePowerLog("timestamp, index, power.draw [W]\n", "e.csv");
        QVERIFY(!empty);
        QCOMPARE(empty.error().field, std::string("power.draw"));
        auto log = parsePowerLog("timestamp, index, power.draw [W]\n2026/12/08 09:00:00.000, 0, 100 W\n", "late.csv");
        QVERIFY(log);
        auto outside = summarizePower(*log, TimeWindow{TimeBase::LocalClock, 0, 10});
        QVERIFY(!outside);
        QCOMPARE(outside.error().field, std::string("timestamp"));
    }

    void timestampsAndLogReaders()
    {
        TimeBase b = TimeBase::None;
        QCOMPARE(*parseTimestamp("2026/12/07 10:13:00.500", &b), 1796638380.5);
        QCOMPARE(b, TimeBase::LocalClock);
        QCOMPARE(*parseTimestamp("20261207-101300", &b), 1796638380.0);
        QCOMPARE(*parseTimestamp("2026-12-07T11:13:00+01:00", &b), 1796638380.0);
        QCOMPARE(b, TimeBase::Utc);
        QCOMPARE(*parseTimestamp("1796638380000", &b), 1796638380.0); // epoch ms
        QVERIFY(!parseTimestamp("yesterday", &b));
        QVERIFY(!parseTimestamp("2026/13/07 10:13:00", &b));
        auto dcgm = loadPowerLog(kBench + "dcgm_power.txt");
        QVERIFY2(dcgm, dcgm ? "" : dcgm.error().message().c_str());
        QCOMPARE(dcgm->samples.size(), std::size_t(16)); // GPU temperature lines are not power
        QCOMPARE(dcgm->timeBase, TimeBase::Utc);
        auto whole = summarizePower(*dcgm, {});
        QVERIFY(whole && !whole->windowed && whole->perGpuW.size() == 2);
        auto rocm = loadPowerLog(kBench + "rocm_smi_power.csv");
        QVERIFY(rocm && rocm->samples.size() == 3 && rocm->skipped.size() == 1 && rocm->skipped[0].line == 4);
    }

    // The imported run trains: the GPU (measured nowhere before) becomes measured and its power
    // prediction for the run's workload moves toward the measured 610 W.
    void retrainMovesTheGpuTowardTheImportedRuns()
    {
        const fs::path small = WATTGPU_TEST_DATA_DIR "/cli/measurements_small.csv";
        std::vector<ImportReport> imports;
        for (const auto& [file, log] : {std::pair{"vllm_bench_serve.json", "nvidia_smi_power.csv"},
                                        std::pair{"guidellm_benchmarks.json", "dcgm_power.txt"}}) {
            auto r = importBench(file, setup("l40s-48gb", 2, log));
            QVERIFY2(r && r->rejected.empty(), r ? qPrintable(describe(*r)) : r.error().message().c_str());
            imports.push_back(std::move(r).value());
        }
        auto before = buildTrainingCorpus(small, {}, bundledGpus(), bundledLlms());
        TrainingProvenance prov;
        auto after = buildTrainingCorpus(small, imports, bundledGpus(), bundledLlms(), &prov);
        QVERIFY(before && after);
        QCOMPARE(after->rows.size(), before->rows.size() + 4); // 2 vLLM rows (median ITL, mean TPOT) + 2 GuideLLM runs
        QCOMPARE(prov.files.at(1).format, std::string("vllm-bench-serve"));
        RetrainOptions o;
        o.methods = {"default"};
        o.evaluate = false;
        o.computeIntervals = false;
        o.modelCard = false;
        auto m0 = retrain(before.value(), o);
        auto m1 = retrain(after.value(), o);
        QVERIFY(m0 && m1);
        const Measurement& run = imports[0].accepted[0];
        Workload w;
        w.batch = 16;
        w.promptLen = 512;
        w.outputLen = 256;
        w.numGpus = 2;
        w.tensorParallel = 2;
        w.stack = ServingStack{"vllm", "0.11"};
        w.itlMetric = ItlKind::MedianItl;
        const GpuSpec& gpu = bundledGpu("l40s-48gb");
        const LlmSpec& llm = bundledLlm(kLlama.c_str());
        auto p0 = m0->predictor("default")->predict(llm, gpu, w);
        auto p1 = m1->predictor("default")->predict(llm, gpu, w);
        QVERIFY2(p0 && p1, p0 ? (p1 ? "" : p1.error().message().c_str()) : p0.error().message().c_str());
        QVERIFY(!p0->measuredGpu);
        QVERIFY(p1->measuredGpu);
        const double e0 = std::fabs(p0->powerW - *run.totalPowerW), e1 = std::fabs(p1->powerW - *run.totalPowerW);
        qInfo("L40S x2 power: %.1f W before, %.1f W after, measured %.1f W", p0->powerW, p1->powerW, *run.totalPowerW);
        QVERIFY2(e1 < e0, qPrintable(QStringLiteral("%1 -> %2").arg(p0->powerW).arg(p1->powerW)));
        const double i0 = std::fabs(p0->itlMs - run.itlMs), i1 = std::fabs(p1->itlMs - run.itlMs);
        qInfo("L40S x2 median ITL: %.2f ms before, %.2f ms after, measured %.2f ms", p0->itlMs, p1->itlMs, run.itlMs);
        QVERIFY(i1 <= i0);
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestImportBench)
#include "test_import_bench.moc"
