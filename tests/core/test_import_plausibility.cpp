// Plausibility of imported rows (issue 26, classes 4 and 6): every importer (Watt Counts,
// ML.ENERGY, planner CSV) rejects a row whose power exceeds the GPUs' power limit, whose ITL
// beats the weight-streaming floor or whose throughput exceeds concurrency / ITL, naming its
// line and its own field; a rule that cannot run is listed, never passed; no training run uses
// a refused row; the real corpus passes every rule. Also: a bad planner CSV row is skipped, not
// the file, and every reader names the field a bad value came from.
#include "core/data/import_file.h"
#include "core/data/import_mlenergy.h"
#include "core/data/import_report.h"
#include "core/data/import_wattcounts.h"
#include "core/data/plausibility.h"
#include "core/eval/retrain.h"
#include "core/util/fileio.h"
#include "tests/support/fixtures.h"
#include "tests/support/test_registry.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <cstdio>
#include <functional>

using namespace wattgpu;
namespace fs = std::filesystem;

namespace {

const GpuCatalog& gpus() { return testing::bundledGpus(); }
const LlmCatalog& llms() { return testing::bundledLlms(); }

ImportOptions withCatalogs()
{
    ImportOptions o;
    o.gpus = &gpus();
    o.llms = &llms();
    return o;
}

const char* kLlama = "meta-llama/Llama-3.1-8B-Instruct";
const fs::path kMalformedWc = fs::path(WATTGPU_TEST_DATA_DIR) / "malformed" / "wattcounts";

// Shortest text that reads back as the same double.
std::string num(double v)
{
    char buf[40];
    std::snprintf(buf, sizeof buf, "%.17g", v);
    return buf;
}

QString describe(const ImportReport& r)
{
    QString s;
    for (const auto& x : r.rejected)
        s += QStringLiteral("rejected line %1 %2: %3\n")
                 .arg(x.line)
                 .arg(QString::fromStdString(x.field), QString::fromStdString(x.reason));
    for (const auto& x : r.unchecked)
        s += QStringLiteral("unchecked line %1 %2: %3\n")
                 .arg(x.line)
                 .arg(QString::fromStdString(x.field), QString::fromStdString(x.reason));
    return s;
}

// --- Watt Counts rows (the columns the importer requires; made-up numbers) ---
const std::string kWcHeader =
    "model,gpu_type,lambda_qps,generation_tokens_total,measurement_duration,gpu_0_power_draw_watts_mean,"
    "time_to_first_token_seconds_events,e2e_request_latency_seconds_events,request_generation_tokens\n";

struct WcRow {
    std::string model = kLlama;
    std::string gpu = "NVIDIA A30";
    std::string lambda{}; // empty = offline
    double tokens = 120000;
    double duration = 300;
    double power = 150;
    std::string ttft = "[1.0]";
    std::string e2e = "[60.0]";
    std::string gen = "[600]";
};

std::string wcLine(const WcRow& r)
{
    return r.model + "," + r.gpu + "," + r.lambda + "," + num(r.tokens) + "," + num(r.duration) + "," + num(r.power)
        + ",\"" + r.ttft + "\",\"" + r.e2e + "\",\"" + r.gen + "\"\n";
}

// An offline row whose per-sequence ITL (256 x duration / tokens) is `itlMs`.
WcRow wcOffline(double itlMs)
{
    WcRow r;
    r.duration = 1;
    r.tokens = 256000.0 / itlMs;
    return r;
}

// A server row whose mean TPOT is `itlMs` (one request of 1001 tokens, no TTFT).
WcRow wcServer(double itlMs, const std::string& lambda = "0.33")
{
    WcRow r;
    r.lambda = lambda;
    r.tokens = 100;
    r.ttft = "[0]";
    r.e2e = "[" + num(itlMs) + "]"; // s: itlMs / 1000 x 1000 tokens
    r.gen = "[1001]";
    return r;
}

// --- planner CSV rows ---
struct PlRow {
    std::string model = kLlama;
    std::string gpu = "h100-sxm5-80gb";
    int gpus = 1;
    std::string precision = "bfloat16";
    std::string limit{};
    double batch = 32;
    std::string avgBatch{};
    std::string total{};
    std::string perGpu = "400";
    std::string itl = "20";
    std::string throughput{};
};

std::string plLine(const PlRow& r)
{
    return "user,vllm,0.11," + r.limit + ",chat," + r.model + "," + r.gpu + "," + std::to_string(r.gpus) + ","
        + std::to_string(r.gpus) + "," + r.precision + "," + num(r.batch) + "," + r.avgBatch + ",,600," + r.total + ","
        + r.perGpu + "," + r.itl + ",median_itl," + r.throughput + ",,,,,\n"; // no TTFT or tails
}

std::string plFile(const std::vector<PlRow>& rows)
{
    // Built in two steps: gcc 12 reports a false array-bounds error on `std::string(header) + "\n"` here.
    std::string s = kPlannerCsvHeader;
    s += '\n';
    for (const auto& r : rows)
        s += plLine(r);
    return s;
}

// --- ML.ENERGY configurations, one per line from line 3 ---
struct MlCfg {
    std::string gpu = "H100";
    int gpus = 1;
    double maxSeqs = 64;
    std::optional<double> avgBatch{};
    double power = 500;
    double itl = 12.5;
    std::optional<double> throughput{};
    std::string precision{};
};

std::string mlJson(const std::vector<MlCfg>& cfgs, const std::string& model = kLlama)
{
    std::string s = "{\n\"model_id\": \"" + model + "\", \"configurations\": [\n";
    for (std::size_t i = 0; i < cfgs.size(); ++i) {
        const MlCfg& c = cfgs[i];
        s += "{\"gpu_model\": \"" + c.gpu + "\", \"num_gpus\": " + std::to_string(c.gpus)
            + ", \"max_num_seqs\": " + num(c.maxSeqs) + ", \"avg_power_watts\": " + num(c.power)
            + ", \"median_itl_ms\": " + num(c.itl) + ", \"avg_output_len\": 600";
        if (c.avgBatch)
            s += ", \"avg_batch_size\": " + num(*c.avgBatch);
        if (c.throughput)
            s += ", \"output_throughput_tokens_per_sec\": " + num(*c.throughput);
        if (!c.precision.empty())
            s += ", \"weight_precision\": \"" + c.precision + "\"";
        s += i + 1 < cfgs.size() ? "},\n" : "}\n";
    }
    return s + "]}\n";
}

double floorMs(const char* model, const char* gpu, Precision p, int n)
{
    return weightStreamingFloorMs(testing::bundledLlm(model), testing::bundledGpu(gpu), p, n);
}

// One row just inside and one just outside an edge: the first (on firstLine) is accepted, the
// second rejected on the next line with `field`, its reason containing `reason`.
void expectEdge(const Result<ImportReport>& rep, const std::string& field, const QString& reason, int firstLine = 2)
{
    QVERIFY2(rep, rep ? "" : rep.error().message().c_str());
    QVERIFY2(rep->accepted.size() == 1 && rep->rejected.size() == 1, qPrintable(describe(*rep)));
    QCOMPARE(rep->accepted[0].line, firstLine);
    QCOMPARE(rep->rejected[0].line, firstLine + 1);
    QCOMPARE(rep->rejected[0].field, field);
    QVERIFY2(QString::fromStdString(rep->rejected[0].reason).contains(reason), rep->rejected[0].reason.c_str());
}

constexpr double kIn = 1 - 1e-3;  // just inside an upper bound
constexpr double kOut = 1 + 1e-3; // just outside it

} // namespace

class TestImportPlausibility : public QObject {
    Q_OBJECT
private slots:
    // The examples: 4,000 W for an A30 (165 W) and an H100 SXM (700 W), from Watt Counts,
    // planner CSVs and ML.ENERGY, imported and trained on before.
    void fourKilowattRowsAreRejectedByEveryImporter()
    {
        const std::string wc = kWcHeader + wcLine(WcRow{}) + wcLine(WcRow{.power = 4000})
            + wcLine(WcRow{.gpu = "NVIDIA H100 SXM5 80GB", .power = 4000});
        auto w = parseWattCounts(wc, "wc.csv", withCatalogs());
        QVERIFY2(w, w ? "" : w.error().message().c_str());
        QVERIFY2(w->accepted.size() == 1 && w->rejected.size() == 2, qPrintable(describe(*w)));
        QCOMPARE(w->rejected[0].line, 3);
        QCOMPARE(w->rejected[0].field, std::string("gpu_0_power_draw_watts_mean"));
        QCOMPARE(w->rejected[0].reason,
                 std::string("mean power 4000 W exceeds 1 x the a30-pcie-24gb power limit 165 W (its TDP) x 1.1 = "
                             "181.5 W"));
        QCOMPARE(w->rejected[1].line, 4);
        QCOMPARE(w->rejected[1].field, std::string("gpu_0_power_draw_watts_mean"));
        QVERIFY2(w->rejected[1].reason.find("h100-sxm5-80gb power limit 700 W (its TDP) x 1.1 = 770 W")
                     != std::string::npos,
                 w->rejected[1].reason.c_str());

        const std::string pl = plFile({PlRow{}, PlRow{.gpu = "a30-pcie-24gb", .perGpu = "4000"},
                                       PlRow{.perGpu = "4000"}, PlRow{.gpu = "a30-pcie-24gb", .perGpu = ""}});
        auto p = parsePlannerCsvImport(pl, "mine.csv", withCatalogs());
        QVERIFY2(p, p ? "" : p.error().message().c_str());
        QVERIFY2(p->accepted.size() == 2 && p->rejected.size() == 2, qPrintable(describe(*p)));
        QCOMPARE(p->rejected[0].line, 3);
        QCOMPARE(p->rejected[0].field, std::string("power_per_gpu_w"));
        QVERIFY(p->rejected[0].reason.find("a30-pcie-24gb power limit 165 W") != std::string::npos);
        QCOMPARE(p->rejected[1].line, 4);
        QCOMPARE(p->rejected[1].field, std::string("power_per_gpu_w"));
        QVERIFY(p->rejected[1].reason.find("h100-sxm5-80gb power limit 700 W") != std::string::npos);

        auto m = parseMlEnergy(mlJson({MlCfg{}, MlCfg{.power = 4000}}), "x.json", withCatalogs());
        expectEdge(m, "configurations[1].avg_power_watts",
                   QStringLiteral("mean power 4000 W exceeds 1 x the h100-sxm5-80gb"), 3);

        // The same through the files a user imports (tests/data/malformed/wattcounts).
        for (const char* f : {"a30_power_4000w.csv", "h100_sxm_power_4000w.csv"}) {
            auto rep = importWattCounts(kMalformedWc / f, withCatalogs());
            expectEdge(rep, "gpu_0_power_draw_watts_mean", QStringLiteral("mean power 4000 W exceeds 1 x the "));
        }
    }

    void powerRuleAtItsEdges()
    {
        const double a30 = 165 * kPowerLimitTolerance;
        const double low = kMinPowerFractionOfTdp * 165;
        // Watt Counts (one GPU): above the limit, below the idle floor.
        expectEdge(parseWattCounts(kWcHeader + wcLine(WcRow{.power = a30 * kIn}) + wcLine(WcRow{.power = a30 * kOut}),
                                   "wc.csv", withCatalogs()),
                   "gpu_0_power_draw_watts_mean", QStringLiteral("exceeds 1 x the a30-pcie-24gb power limit"));
        expectEdge(parseWattCounts(kWcHeader + wcLine(WcRow{.power = low * kOut}) + wcLine(WcRow{.power = low * kIn}),
                                   "wc.csv", withCatalogs()),
                   "gpu_0_power_draw_watts_mean",
                   QStringLiteral("W per GPU is below 3 % of the a30-pcie-24gb TDP 165 W"));

        // ML.ENERGY: avg_power_watts is the replica's total, against GPUs x limit.
        const double b200x2 = 2 * 1000 * kPowerLimitTolerance;
        expectEdge(parseMlEnergy(mlJson({MlCfg{.gpu = "B200", .gpus = 2, .power = b200x2 * kIn},
                                         MlCfg{.gpu = "B200", .gpus = 2, .power = b200x2 * kOut}}),
                                 "x.json", withCatalogs()),
                   "configurations[1].avg_power_watts", QStringLiteral("on 2 GPUs"), 3);
        const double h100Low = kMinPowerFractionOfTdp * 700;
        expectEdge(parseMlEnergy(mlJson({MlCfg{.power = h100Low * kOut}, MlCfg{.power = h100Low * kIn}}), "x.json",
                                 withCatalogs()),
                   "configurations[1].avg_power_watts", QStringLiteral("is below 3 %"), 3);

        // Planner CSV: per GPU, total only, a cap below the TDP lowers the limit, one above does not raise it.
        expectEdge(parsePlannerCsvImport(plFile({PlRow{.perGpu = num(770 * kIn)}, PlRow{.perGpu = num(770 * kOut)}}),
                                         "p.csv", withCatalogs()),
                   "power_per_gpu_w", QStringLiteral("= 770 W"));
        expectEdge(parsePlannerCsvImport(plFile({PlRow{.gpus = 4, .total = num(4 * 770 * kIn), .perGpu = ""},
                                                 PlRow{.gpus = 4, .total = num(4 * 770 * kOut), .perGpu = ""}}),
                                         "p.csv", withCatalogs()),
                   "total_power_w", QStringLiteral("on 4 GPUs"));
        expectEdge(parsePlannerCsvImport(plFile({PlRow{.limit = "400", .perGpu = num(440 * kIn)},
                                                 PlRow{.limit = "400", .perGpu = num(440 * kOut)}}),
                                         "p.csv", withCatalogs()),
                   "power_per_gpu_w",
                   QStringLiteral("the row's power limit 400 W (power_limit_w, below the h100-sxm5-80gb TDP 700 W)"));
        expectEdge(
            parsePlannerCsvImport(plFile({PlRow{.gpu = "a30-pcie-24gb", .limit = "1000", .perGpu = num(a30 * kIn)},
                                          PlRow{.gpu = "a30-pcie-24gb", .limit = "1000", .perGpu = num(a30 * kOut)}}),
                                  "p.csv", withCatalogs()),
            "power_per_gpu_w", QStringLiteral("power limit 165 W (its TDP)"));
        expectEdge(
            parsePlannerCsvImport(plFile({PlRow{.perGpu = num(h100Low * kOut)}, PlRow{.perGpu = num(h100Low * kIn)}}),
                                  "p.csv", withCatalogs()),
            "power_per_gpu_w", QStringLiteral("below 3 %"));
        // Both power cells given and disagreeing: the total is checked on its own.
        expectEdge(
            parsePlannerCsvImport(plFile({PlRow{.total = "400"}, PlRow{.total = "4000"}}), "p.csv", withCatalogs()),
            "total_power_w", QStringLiteral("4000 W exceeds"));
    }

    void itlFloorAtItsEdges()
    {
        // Llama-3.1-8B in 16 bits: 16.06 GB a step; an A30 streams 933.1 GB/s, an H100 SXM 3,350.
        const double a30 = kItlFloorTolerance * floorMs(kLlama, "a30-pcie-24gb", Precision::FP16, 1);
        QVERIFY(std::fabs(a30 / kItlFloorTolerance - 16.06e9 / 933.1e9 * 1000) < 1e-6);
        // Watt Counts offline (ITL from duration and tokens) and server (from the request lists).
        expectEdge(parseWattCounts(kWcHeader + wcLine(wcOffline(a30 / kIn)) + wcLine(wcOffline(a30 / kOut)), "wc.csv",
                                   withCatalogs()),
                   "measurement_duration", QStringLiteral("weight-streaming floor"));
        expectEdge(parseWattCounts(kWcHeader + wcLine(wcServer(a30 / kIn)) + wcLine(wcServer(a30 / kOut)), "wc.csv",
                                   withCatalogs()),
                   "e2e_request_latency_seconds_events",
                   QStringLiteral("GB of meta-llama/Llama-3.1-8B-Instruct weights per step"));

        // ML.ENERGY: median_itl_ms; fp8 halves the bytes, two GPUs halve the time.
        const double h100 = kItlFloorTolerance * floorMs(kLlama, "h100-sxm5-80gb", Precision::BF16, 1);
        expectEdge(
            parseMlEnergy(mlJson({MlCfg{.itl = h100 / kIn}, MlCfg{.itl = h100 / kOut}}), "x.json", withCatalogs()),
            "configurations[1].median_itl_ms", QStringLiteral("is below 0.7 x the weight-streaming floor"), 3);
        const double fp8x2 = kItlFloorTolerance * floorMs(kLlama, "h100-sxm5-80gb", Precision::FP8, 2);
        QVERIFY(std::fabs(fp8x2 * 4 - h100) < 1e-9);
        expectEdge(parseMlEnergy(mlJson({MlCfg{.gpus = 2, .power = 800, .itl = fp8x2 / kIn, .precision = "fp8"},
                                         MlCfg{.gpus = 2, .power = 800, .itl = fp8x2 / kOut, .precision = "fp8"}}),
                                 "x.json", withCatalogs()),
                   "configurations[1].median_itl_ms", QStringLiteral("2 GPUs x 3350 GB/s"), 3);

        // Planner CSV, and an MoE model: the active weights (3.3 of 30.5 B) set its floor.
        expectEdge(parsePlannerCsvImport(plFile({PlRow{.itl = num(h100 / kIn)}, PlRow{.itl = num(h100 / kOut)}}),
                                         "p.csv", withCatalogs()),
                   "itl_ms", QStringLiteral("weight-streaming floor"));
        const char* moe = "Qwen/Qwen3-30B-A3B";
        const double active = kItlFloorTolerance * floorMs(moe, "h100-sxm5-80gb", Precision::BF16, 1);
        QVERIFY(std::fabs(active / kItlFloorTolerance - 3.3e9 * 2 / 3350e9 * 1000) < 1e-6);
        expectEdge(parsePlannerCsvImport(plFile({PlRow{.model = moe, .itl = num(active / kIn)},
                                                 PlRow{.model = moe, .itl = num(active / kOut)}}),
                                         "p.csv", withCatalogs()),
                   "itl_ms", QStringLiteral("6.6 GB of Qwen/Qwen3-30B-A3B weights"));
    }

    void throughputRuleAtItsEdges()
    {
        // Planner: 1.5 x 32 / 20 ms = 2,400 tokens/s; the measured mean concurrency when given.
        expectEdge(
            parsePlannerCsvImport(plFile({PlRow{.throughput = num(2400 * kIn)}, PlRow{.throughput = num(2400 * kOut)}}),
                                  "p.csv", withCatalogs()),
            "throughput_tok_s", QStringLiteral("exceeds 1.5 x concurrency 32 / ITL 20 ms = 2400 tokens/s"));
        expectEdge(parsePlannerCsvImport(plFile({PlRow{.avgBatch = "16", .throughput = num(1200 * kIn)},
                                                 PlRow{.avgBatch = "16", .throughput = num(1200 * kOut)}}),
                                         "p.csv", withCatalogs()),
                   "throughput_tok_s", QStringLiteral("concurrency 16"));
        // ML.ENERGY: 1.5 x 60.5 / 12.5 ms = 7,260 tokens/s.
        expectEdge(parseMlEnergy(mlJson({MlCfg{.avgBatch = 60.5, .throughput = 7260 * kIn},
                                         MlCfg{.avgBatch = 60.5, .throughput = 7260 * kOut}}),
                                 "x.json", withCatalogs()),
                   "configurations[1].output_throughput_tokens_per_sec",
                   QStringLiteral("more than one token per running sequence"), 3);
        // Watt Counts server: concurrency 1.5 qps x 20 s = 30, ITL 20 ms: 1.5 x 1,500 = 2,250
        // tokens/s against generation_tokens_total / measurement_duration.
        WcRow in = wcServer(20, "1.5"), out = wcServer(20, "1.5");
        in.duration = out.duration = 100;
        in.tokens = 225000 * kIn;
        out.tokens = 225000 * kOut;
        expectEdge(parseWattCounts(kWcHeader + wcLine(in) + wcLine(out), "wc.csv", withCatalogs()),
                   "generation_tokens_total", QStringLiteral("tokens/s exceeds 1.5 x concurrency 30"));
        auto fixture = importWattCounts(kMalformedWc / "throughput_above_concurrency_over_itl.csv", withCatalogs());
        expectEdge(fixture, "generation_tokens_total",
                   QStringLiteral("more than one token per running sequence per step"));
        // Offline Watt Counts rows are batch / ITL by construction: never refused by this rule.
        auto offline = parseWattCounts(kWcHeader + wcLine(WcRow{}), "wc.csv", withCatalogs());
        QVERIFY(offline && offline->rejected.empty());
    }

    // A rule that cannot run is said so, row by row, with the field to fix; the row is kept.
    void rulesThatCannotRunAreListed()
    {
        const std::string unknown = "example-org/not-in-the-catalog";
        auto w = parseWattCounts(kWcHeader + wcLine(WcRow{.model = unknown}), "wc.csv", withCatalogs());
        QVERIFY(w && w->accepted.size() == 1);
        QCOMPARE(w->unchecked.size(), std::size_t(1));
        QCOMPARE(w->unchecked[0].line, 2);
        QCOMPARE(w->unchecked[0].field, std::string("model"));
        QVERIFY(w->unchecked[0].reason.find("is not in the LLM catalog: the ITL-floor rule was not evaluated")
                != std::string::npos);
        auto p = parsePlannerCsvImport(plFile({PlRow{.model = unknown}}), "p.csv", withCatalogs());
        QVERIFY(p && p->accepted.size() == 1 && p->unchecked.size() == 1);
        QCOMPARE(p->unchecked[0].field, std::string("model"));
        auto m = parseMlEnergy(mlJson({MlCfg{}}, unknown), "x.json", withCatalogs());
        QVERIFY(m && m->accepted.size() == 1 && m->unchecked.size() == 1);
        QCOMPARE(m->unchecked[0].field, std::string("configurations[0].model_id"));
        QCOMPARE(m->unchecked[0].line, 3);
        // The power rule still runs on such a row.
        auto hot = parseWattCounts(kWcHeader + wcLine(WcRow{.model = unknown, .power = 4000}), "wc.csv",
                                   withCatalogs());
        QVERIFY(hot && hot->accepted.empty() && hot->rejected.size() == 1);

        // No catalogs at all: every rule needing the GPU spec is listed, on the source's GPU field.
        auto bare = parseWattCounts(kWcHeader + wcLine(WcRow{}), "wc.csv");
        QVERIFY(bare && bare->accepted.size() == 1);
        QCOMPARE(bare->unchecked.size(), std::size_t(2)); // power, ITL floor
        for (const auto& u : bare->unchecked)
            QCOMPARE(u.field, std::string("gpu_type"));
        auto bareMl = parseMlEnergy(mlJson({MlCfg{}}), "x.json");
        QVERIFY(bareMl && bareMl->unchecked.size() == 2);
        QCOMPARE(bareMl->unchecked[0].field, std::string("configurations[0].gpu_model"));

        // At training such a row is skipped, not trained on unchecked: a catalog GPU without a
        // memory bandwidth leaves the ITL floor unevaluated.
        GpuCatalog custom = gpus();
        GpuSpec noBw = testing::bundledGpu("a30-pcie-24gb");
        noBw.id = "a30-no-bandwidth";
        noBw.memoryBandwidthGbS.reset();
        custom.upsert(noBw);
        auto rows = parseMeasurementsCsv(plFile({PlRow{}, PlRow{.gpu = "a30-no-bandwidth", .perGpu = "150"}}), "p.csv");
        QVERIFY(rows);
        const Corpus c = resolveCorpus(*rows, custom, llms());
        QCOMPARE(c.rows.size(), std::size_t(1));
        QCOMPARE(c.skipped.size(), std::size_t(1));
        QCOMPARE(c.skipped[0].line, 3);
        QVERIFY2(c.skipped[0].reason.rfind("unchecked gpu: GPU 'a30-no-bandwidth' has no memory bandwidth", 0) == 0,
                 c.skipped[0].reason.c_str());
    }

    // The measured corpus passes every rule; the closest margins are printed (the tolerances in
    // core/data/plausibility.h were chosen from them).
    // Every row of corpus v2.2 passes but one (line 2703, a TensorRT-LLM run at 180 % of peak memory
    // bandwidth; models/data/DATA_README.md), which the floor rule refuses with its reason.
    void bundledCorpusPassesEveryRule()
    {
        constexpr int kImplausibleLine = 2703;
        const std::string path = WATTGPU_SOURCE_DIR "/models/data/measurements.csv";
        auto rows = loadMeasurementsCsv(path);
        QVERIFY2(rows, rows ? "" : rows.error().message().c_str());
        int checked[4] = {0, 0, 0, 0};
        double worst[4] = {0, 0, 0, 0};
        int worstLine[4] = {0, 0, 0, 0};
        for (const Measurement& m : *rows) {
            const PlausibilityCheck c = checkPlausibility(m, gpus().find(m.gpu), llms().find(m.model));
            if (m.line == kImplausibleLine) {
                QVERIFY(!c.ok());
                QCOMPARE(c.violations[0].column, std::string("itl_ms"));
                QVERIFY(c.violations[0].reason.find("weight-streaming floor") != std::string::npos);
                continue;
            }
            QVERIFY2(c.ok(),
                     qPrintable(QStringLiteral("line %1: %2")
                                    .arg(m.line)
                                    .arg(QString::fromStdString(c.ok() ? "" : c.violations[0].reason))));
            QVERIFY2(c.unchecked.empty(),
                     qPrintable(QStringLiteral("line %1: %2")
                                    .arg(m.line)
                                    .arg(QString::fromStdString(c.unchecked.empty() ? "" : c.unchecked[0].reason))));
            const std::optional<double> used[4] = {c.powerHigh, c.powerLow, c.itlFloor, c.throughput};
            for (int k = 0; k < 4; ++k) {
                if (!used[k])
                    continue;
                ++checked[k];
                if (*used[k] > worst[k]) {
                    worst[k] = *used[k];
                    worstLine[k] = m.line;
                }
            }
        }
        const char* names[4] = {"power <= GPUs x limit x 1.1", "power >= 3 % of TDP", "ITL >= 0.7 x floor",
                                "throughput <= 1.5 x concurrency / ITL"};
        for (int k = 0; k < 4; ++k)
            qInfo("%s: %d rows checked, closest uses %.1f %% of the allowance (line %d)", names[k], checked[k],
                  100 * worst[k], worstLine[k]);
        QCOMPARE(checked[0], 745);                   // rows with a power reading
        QCOMPARE(checked[2], int(rows->size()) - 1); // every row has an ITL
        QVERIFY(checked[3] > 900);
        for (double w : worst)
            QVERIFY(w < 1);

        // The same file imported as a planner CSV, and resolved for training: that one row refused.
        auto text = readFileBounded(path, 256u << 20);
        QVERIFY(text);
        auto imported = parsePlannerCsvImport(*text, path, withCatalogs());
        QVERIFY2(imported && imported->rejected.size() == 1, imported ? qPrintable(describe(*imported)) : "error");
        QVERIFY(imported->unchecked.empty());
        const Corpus c = resolveCorpus(*rows, gpus(), llms());
        QCOMPARE(c.skipped.size(), std::size_t(1));
        QCOMPARE(c.skipped.front().line, kImplausibleLine);
        QVERIFY(c.skipped.front().reason.rfind("implausible", 0) == 0);
    }

    // Class 6: `import --planner` skips one bad row (its help says so), naming line and column.
    void plannerCsvSkipsABadRowNotTheFile()
    {
        std::string text = plFile({PlRow{}, PlRow{.itl = "fast"}, PlRow{}, PlRow{.perGpu = "6000"},
                                   PlRow{.gpu = "mystery"}, PlRow{.precision = "int3"}, PlRow{.batch = 0},
                                   PlRow{.model = "bad\x01id"}});
        auto r = parsePlannerCsvImport(text, "mine.csv", withCatalogs());
        QVERIFY2(r, r ? "" : r.error().message().c_str());
        QCOMPARE(r->rowsRead, 8);
        QCOMPARE(r->accepted.size(), std::size_t(2));
        const std::vector<std::pair<int, std::string>> expected = {{3, "itl_ms"},     {5, "power_per_gpu_w"},
                                                                   {6, "gpu"},        {7, "weight_precision"},
                                                                   {8, "batch_size"}, {9, "model"}};
        QCOMPARE(r->rejected.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(r->rejected[i].line, expected[i].first);
            QCOMPARE(r->rejected[i].field, expected[i].second);
        }
        QVERIFY(r->rejected[5].reason.find("control character") != std::string::npos);
        // `train --data` still refuses the file whole: the first bad cell, with its line.
        auto strict = parseMeasurementsCsv(text, "mine.csv");
        QVERIFY(!strict);
        QCOMPARE(strict.error().line, 3);
        QCOMPARE(strict.error().field, std::string("itl_ms"));
        // The CSV structure still fails the whole file.
        auto broken = parsePlannerCsvImport(std::string(kPlannerCsvHeader) + "\n\"unterminated\n", "b.csv");
        QVERIFY(!broken);
        auto headless = parsePlannerCsvImport("model,gpu\nx,y\n", "h.csv");
        QVERIFY(!headless);
        QCOMPARE(headless.error().field, std::string("batch_size"));
    }

    // Class 6: a bad value is reported against the field it came from, in every importer.
    void everyFieldNamesItself()
    {
        // Watt Counts: a control character in `model` was reported as measurement_duration.
        auto ctrl = parseWattCounts(kWcHeader + wcLine(WcRow{}) + wcLine(WcRow{.model = "meta-llama/Llama\x01-3.1"}),
                                    "wc.csv", withCatalogs());
        expectEdge(ctrl, "model", QStringLiteral("contains a control character"));
        auto longModel = parseWattCounts(kWcHeader + wcLine(WcRow{})
                                             + wcLine(WcRow{.model = "org/" + std::string(300, 'm')}),
                                         "wc.csv", withCatalogs());
        expectEdge(longModel, "model", QStringLiteral("longer than 256"));
        ImportOptions mapped = withCatalogs();
        mapped.modelMap["their-llama"] = "meta-llama/\x7fLlama";
        expectEdge(
            parseWattCounts(kWcHeader + wcLine(WcRow{}) + wcLine(WcRow{.model = "their-llama"}), "wc.csv", mapped),
            "model", QStringLiteral("control character"));
        ImportOptions noCatalog;
        noCatalog.gpuMap["Their GPU"] = "gpu\x1b[31m";
        expectEdge(
            parseWattCounts(kWcHeader + wcLine(WcRow{}) + wcLine(WcRow{.gpu = "Their GPU"}), "wc.csv", noCatalog),
            "gpu_type", QStringLiteral("control character"));
        // The fixture of the example (and the reliability suite's list of fixtures).
        auto fixture = importWattCounts(kMalformedWc / "control_char_in_model.csv", withCatalogs());
        expectEdge(fixture, "model", QStringLiteral("contains a control character"));

        // ML.ENERGY: a model id too long in a configuration names model_id (it named "model"); one at
        // the top level names the top-level key and its line.
        auto mlLong = parseMlEnergy(mlJson({MlCfg{}}, "org/" + std::string(300, 'm')), "x.json", withCatalogs());
        QVERIFY(mlLong && mlLong->rejected.size() == 1);
        QCOMPARE(mlLong->rejected[0].field, std::string("model_id"));
        QCOMPARE(mlLong->rejected[0].line, 2);
        QVERIFY(mlLong->rejected[0].reason.find("longer than 256") != std::string::npos);
        // A configuration's keys (moc reads this file: no raw string across lines).
        const std::string cfg = "{\"gpu_model\": \"H100\", \"num_gpus\": 1, \"max_num_seqs\": 8, "
                                "\"avg_power_watts\": 400, \"median_itl_ms\": 10, \"avg_output_len\": 500";
        const std::string topTask = "{\n\"model_id\": \"" + std::string(kLlama)
            + "\",\n\"task\": \"chat\\u0007\",\n\"configurations\": [\n" + cfg + "}]}\n";
        auto mlTask = parseMlEnergy(topTask, "x.json", withCatalogs());
        QVERIFY(mlTask && mlTask->rejected.size() == 1);
        QCOMPARE(mlTask->rejected[0].field, std::string("task"));
        QCOMPARE(mlTask->rejected[0].line, 3);
        const std::string cfgModel = "{\"configurations\": [\n" + cfg + ", \"model_id\": \"org/" + std::string(300, 'm')
            + "\"}]}\n";
        auto mlCfg = parseMlEnergy(cfgModel, "x.json", withCatalogs());
        QVERIFY(mlCfg && mlCfg->rejected.size() == 1);
        QCOMPARE(mlCfg->rejected[0].field, std::string("configurations[0].model_id"));

        // Planner CSV: each bad cell names its column (a derived per-GPU power names the total).
        auto derived = parsePlannerCsvImport(plFile({PlRow{}, PlRow{.total = "6000", .perGpu = ""}}), "p.csv",
                                             withCatalogs());
        expectEdge(derived, "total_power_w", QStringLiteral("per-GPU power"));
    }

    // No training run uses a refused row: not `train --data` (resolveCorpus), not the Data menu's
    // stored imports (buildTrainingCorpus), not a corpus handed to retrain() directly.
    void trainingNeverUsesARefusedRow()
    {
        const std::string text = plFile(
            {PlRow{}, PlRow{.gpu = "a30-pcie-24gb", .perGpu = "4000"}, PlRow{.itl = "0.5"}});
        auto rows = parseMeasurementsCsv(text, "mine.csv");
        QVERIFY(rows && rows->size() == 3);
        const Corpus c = resolveCorpus(*rows, gpus(), llms());
        QCOMPARE(c.rows.size(), std::size_t(1));
        QCOMPARE(c.skipped.size(), std::size_t(2));
        QCOMPARE(c.skipped[0].line, 3);
        QVERIFY2(c.skipped[0].reason.rfind("implausible power_per_gpu_w: mean power 4000 W exceeds", 0) == 0,
                 c.skipped[0].reason.c_str());
        QCOMPARE(c.skipped[1].line, 4);
        QVERIFY(c.skipped[1].reason.rfind("implausible itl_ms: ITL 0.5 ms is below", 0) == 0);

        // A stored import is read back unchecked; the training corpus still leaves the rows out
        // and the provenance counts them as skipped.
        QTemporaryDir tmp;
        const fs::path stored = fs::path(tmp.path().toStdString()) / "stored.csv";
        QVERIFY(writeFileAtomic(stored, text));
        auto rep = loadStoredImport(stored);
        QVERIFY(rep && rep->accepted.size() == 3);
        TrainingProvenance prov;
        auto corpus = buildTrainingCorpus({}, {*rep}, gpus(), llms(), &prov);
        QVERIFY2(corpus, corpus ? "" : corpus.error().message().c_str());
        QCOMPARE(corpus->rows.size(), std::size_t(1));
        QCOMPARE(prov.files.at(0).rowsUsed, 1);
        QCOMPARE(prov.files.at(0).rowsSkipped, 2);
        // Imported with the catalogs, the same rows never get that far.
        auto imported = parsePlannerCsvImport(text, "mine.csv", withCatalogs());
        QVERIFY(imported && imported->accepted.size() == 1 && imported->rejected.size() == 2);

        // retrain() on a corpus assembled by hand: the implausible row is left out and listed.
        auto small = buildTrainingCorpus(WATTGPU_TEST_DATA_DIR "/cli/measurements_small.csv", {}, gpus(), llms());
        QVERIFY(small);
        Corpus poisoned = small.value();
        TrainingRow bad = poisoned.rows.front();
        bad.m.line = 9999;
        bad.m.powerPerGpuW = bad.m.totalPowerW = 4000.0 * bad.m.numGpus;
        poisoned.rows.push_back(bad);
        RetrainOptions o;
        o.methods = {"default"};
        o.evaluate = false;
        o.computeIntervals = false;
        o.modelCard = false;
        auto models = retrain(poisoned, o);
        QVERIFY2(models, models ? "" : models.error().message().c_str());
        QCOMPARE(models->rows, int(small->rows.size()));
        QCOMPARE(models->excluded.size(), std::size_t(1));
        QCOMPARE(models->excluded[0].line, 9999);
        QVERIFY(models->excluded[0].reason.rfind("implausible", 0) == 0);
        auto clean = retrain(small.value(), o);
        QVERIFY(clean && clean->excluded.empty());
    }

    // The rules are pure functions of the row and the specs.
    void rulesOnTheirOwn()
    {
        Measurement m;
        m.model = kLlama;
        m.gpu = "a30-pcie-24gb";
        m.itlMs = 100;
        m.batchSize = 8;
        m.powerPerGpuW = m.totalPowerW = 150;
        m.throughputTokS = 80;
        const GpuSpec& a30 = testing::bundledGpu("a30-pcie-24gb");
        const LlmSpec& llama = testing::bundledLlm(kLlama);
        const PlausibilityCheck ok = checkPlausibility(m, &a30, &llama);
        QVERIFY(ok.ok() && ok.unchecked.empty());
        QVERIFY(std::fabs(*ok.powerHigh - 150 / 181.5) < 1e-12);
        QVERIFY(std::fabs(*ok.throughput - 80 / (1.5 * 80)) < 1e-12);
        const PlausibilityCheck none = checkPlausibility(m, nullptr, nullptr);
        QVERIFY(none.ok());
        QCOMPARE(none.unchecked.size(), std::size_t(2));
        QVERIFY(!none.powerHigh && !none.itlFloor && none.throughput);
        QCOMPARE(std::string(plausibilityRuleName(PlausibilityRule::ItlFloor)), std::string("itl_floor"));
        // Without a power reading or a throughput there is nothing to check: neither refused nor unchecked.
        m.powerPerGpuW.reset();
        m.totalPowerW.reset();
        m.throughputTokS.reset();
        const PlausibilityCheck latencyOnly = checkPlausibility(m, &a30, &llama);
        QVERIFY(latencyOnly.ok() && latencyOnly.unchecked.empty() && !latencyOnly.powerHigh && !latencyOnly.throughput);
        QVERIFY(!untrainableReason(m, &a30, &llama));
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestImportPlausibility)
#include "test_import_plausibility.moc"
