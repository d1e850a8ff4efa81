// Importers (Watt Counts CSV, ML.ENERGY v3 JSON), the planner CSV writer and the training-corpus
// merge. The fixtures under tests/data/import are format fixtures with made-up numbers.
#include "core/data/import_file.h"
#include "core/data/import_mlenergy.h"
#include "core/data/import_report.h"
#include "core/data/import_wattcounts.h"
#include "core/util/fileio.h"
#include "tests/support/fixtures.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace wattgpu;

namespace {

const std::string kDir = WATTGPU_TEST_DATA_DIR "/import/";

const GpuCatalog& gpus() { return testing::bundledGpus(); }

const LlmCatalog& llms() { return testing::bundledLlms(); }

ImportOptions withCatalogs()
{
    ImportOptions o;
    o.gpus = &gpus();
    o.llms = &llms();
    return o;
}

bool near(double a, double b, double rel = 1e-9) { return std::fabs(a - b) <= rel * std::max(1.0, std::fabs(b)); }

const Measurement* onLine(const ImportReport& r, int line)
{
    for (const auto& m : r.accepted)
        if (m.line == line)
            return &m;
    return nullptr;
}

QString describe(const ImportReport& r)
{
    QString s;
    for (const auto& x : r.rejected)
        s += QStringLiteral("line %1 %2: %3\n")
                 .arg(x.line)
                 .arg(QString::fromStdString(x.field), QString::fromStdString(x.reason));
    return s;
}

// Every field that the planner CSV stores.
bool sameMeasurement(const Measurement& a, const Measurement& b, QString& why)
{
#define WG_CMP(f)                                                                                                      \
    if (!(a.f == b.f)) {                                                                                               \
        why = QStringLiteral(#f " differs");                                                                           \
        return false;                                                                                                  \
    }                                                                                                                  \
    static_assert(true)
    WG_CMP(source);
    WG_CMP(engine);
    WG_CMP(engineVersion);
    WG_CMP(powerLimitW);
    WG_CMP(task);
    WG_CMP(model);
    WG_CMP(gpu);
    WG_CMP(numGpus);
    WG_CMP(tensorParallel);
    WG_CMP(precision);
    WG_CMP(batchSize);
    WG_CMP(avgBatchSize);
    WG_CMP(promptLen);
    WG_CMP(outputLen);
    WG_CMP(totalPowerW);
    WG_CMP(powerPerGpuW);
    WG_CMP(itlMs);
    WG_CMP(itlKind);
    WG_CMP(throughputTokS);
    WG_CMP(energyPerTokenJ);
#undef WG_CMP
    return true;
}

} // namespace

class TestImport : public QObject {
    Q_OBJECT
private slots:
    void formatIsDetectedFromSuffixAndHeader()
    {
        QCOMPARE(detectImportFormat("a/x.JSON", "{}"), ImportFormat::MlEnergy);
        QCOMPARE(detectImportFormat("runs.csv", std::string(kPlannerCsvHeader) + "\n1,2"), ImportFormat::PlannerCsv);
        QCOMPARE(detectImportFormat("runs.csv", "gpu_type,itl_ms\n"), ImportFormat::WattCounts);
        QCOMPARE(detectImportFormat("runs.csv", "model,gpu_type,lambda\n"), ImportFormat::WattCounts);
        auto wc = importMeasurementFile(kDir + "wattcounts_format.csv", withCatalogs());
        QVERIFY2(wc, wc ? "" : wc.error().message().c_str());
        QCOMPARE(wc->format, std::string("wattcounts"));
        auto ml = importMeasurementFile(kDir + "meta-llama__Llama-3.1-8B-Instruct__chat.json", withCatalogs());
        QVERIFY2(ml, ml ? "" : ml.error().message().c_str());
        QCOMPARE(ml->format, std::string("mlenergy-v3"));
    }

    // The planner CSV as an import: whole-file errors from its reader's structure, then row checks
    // with the same report shape as the other importers (wattgpu-cli import --planner, the Data menu).
    void plannerCsvImportChecksEveryRow()
    {
        const std::string good = "mlenergy-v3,vllm,0.11,,lm-arena-chat,Qwen/Qwen3-14B,h100-sxm5-80gb,1,1,bfloat16,32,"
                                 ",,611.4,493.9,493.9,15.01,median_itl,2023.2,0.244";
        auto row = [&](const std::string& from, const std::string& to) {
            std::string r = good;
            r.replace(r.find(from), from.size(), to);
            return r;
        };
        const std::string text = std::string(kPlannerCsvHeader) + "\n" + good + "\n"
            + row("h100-sxm5-80gb", "mystery-gpu") + "\n" + row("Qwen/Qwen3-14B", "org/not-in-catalog") + "\n"
            + row("h100-sxm5-80gb", "their-h100") + "\n";
        ImportOptions o = withCatalogs();
        o.gpuMap["their-h100"] = "h100-sxm5-80gb";
        auto r = parsePlannerCsvImport(text, "mine.csv", o);
        QVERIFY2(r, r ? "" : r.error().message().c_str());
        QCOMPARE(r->format, std::string("planner-csv"));
        QCOMPARE(r->rowsRead, 4);
        QCOMPARE(r->accepted.size(), std::size_t(3));
        QCOMPARE(r->rejected.size(), std::size_t(1));
        QCOMPARE(r->rejected[0].line, 3);
        QCOMPARE(r->rejected[0].field, std::string("gpu"));
        QCOMPARE(r->unknownGpus, std::vector<std::string>{"mystery-gpu"});
        QCOMPARE(r->unknownModels, std::vector<std::string>{"org/not-in-catalog"});
        QCOMPARE(r->accepted[2].gpu, std::string("h100-sxm5-80gb")); // mapped
        // A bad cell rejects its row only, with its line and column (issue 26: it failed the
        // whole file although `import --help` says a bad row is skipped).
        auto bad = parsePlannerCsvImport(
            std::string(kPlannerCsvHeader) + "\n" + row("15.01", "fast") + "\n" + good + "\n", "bad.csv", o);
        QVERIFY2(bad, bad ? "" : bad.error().message().c_str());
        QCOMPARE(bad->rowsRead, 2);
        QCOMPARE(bad->accepted.size(), std::size_t(1));
        QCOMPARE(bad->rejected.size(), std::size_t(1));
        QCOMPARE(bad->rejected[0].line, 2);
        QCOMPARE(bad->rejected[0].field, std::string("itl_ms"));
        // `train --data` reads the same file strictly: the bad cell fails it whole.
        auto strict = parseMeasurementsCsv(std::string(kPlannerCsvHeader) + "\n" + row("15.01", "fast") + "\n",
                                           "bad.csv");
        QVERIFY(!strict);
        QCOMPARE(strict.error().line, 2);
        QCOMPARE(strict.error().field, std::string("itl_ms"));
    }

    void sha256KnownVectors()
    {
        QCOMPARE(sha256Hex(""), std::string("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
        QCOMPARE(sha256Hex("abc"), std::string("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
        QCOMPARE(sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
                 std::string("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"));
        QCOMPARE(sha256Hex(std::string(1000000, 'a')),
                 std::string("cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"));
    }

    void wattCountsFormatFixture()
    {
        auto rep = importWattCounts(kDir + "wattcounts_format.csv", withCatalogs());
        QVERIFY2(rep.ok(), rep.ok() ? "" : rep.error().message().c_str());
        QVERIFY2(rep->rejected.empty(), qPrintable(describe(*rep)));
        QCOMPARE(rep->rowsRead, 5);
        QCOMPARE(rep->accepted.size(), std::size_t(5));
        QCOMPARE(rep->format, std::string("wattcounts"));
        QCOMPARE(rep->sha256.size(), std::size_t(64));
        QVERIFY(rep->bytes > 0);
        QVERIFY(!rep->modifiedUtc.empty());

        // Offline: per-sequence ITL = 256 x duration / tokens (256 x 300 s / 120000 = 640 ms; the
        // paper's 1/throughput target is 2.5 ms), batch 256, means of the lists.
        const Measurement* a30 = onLine(*rep, 2);
        QVERIFY(a30);
        QCOMPARE(a30->source, std::string("wattcounts"));
        QCOMPARE(a30->gpu, std::string("a30-pcie-24gb"));
        QCOMPARE(a30->task, std::string("offline"));
        QCOMPARE(a30->engine, std::string("vllm"));
        QVERIFY(a30->engineVersion.empty());
        QCOMPARE(a30->precision, Precision::FP16);
        QCOMPARE(a30->numGpus, 1);
        QVERIFY(near(a30->itlMs, 640));
        QCOMPARE(a30->itlKind, ItlKind::E2eOverOutput);
        QVERIFY(near(a30->batchSize / (a30->itlMs / 1000.0), *a30->throughputTokS)); // batch / ITL
        QCOMPARE(a30->batchSize, 256.0);
        QVERIFY(!a30->avgBatchSize);
        QVERIFY(near(a30->outputLen, 600));
        QVERIFY(near(*a30->promptLen, 1016));
        QCOMPARE(*a30->totalPowerW, 150.0);
        QCOMPARE(*a30->powerPerGpuW, 150.0);
        QVERIFY(near(*a30->throughputTokS, 400));
        QVERIFY(near(*a30->energyPerTokenJ, 0.375));

        // Server low: mean over requests with >= 2 tokens of (e2e - ttft) / (tokens - 1) = 50 ms;
        // Little's law 0.017 * 7.55 s < 1 -> concurrency 1.
        const Measurement* l4 = onLine(*rep, 3);
        QVERIFY(l4);
        QCOMPARE(l4->gpu, std::string("l4-24gb"));
        QCOMPARE(l4->task, std::string("server-low"));
        QVERIFY2(near(l4->itlMs, 50, 1e-9), qPrintable(QString::number(l4->itlMs, 'g', 17)));
        QCOMPARE(l4->itlKind, ItlKind::MeanTpot);
        QCOMPARE(l4->batchSize, 1.0);
        QVERIFY(near(l4->outputLen, 151));

        // Server high: (20/1000 + 30/1000) / 2 = 25 ms; concurrency 0.33 * 25.15 s.
        const Measurement* nvl = onLine(*rep, 4);
        QVERIFY(nvl);
        QCOMPARE(nvl->gpu, std::string("h100-nvl-94gb"));
        QCOMPARE(nvl->task, std::string("server-high"));
        QVERIFY(near(nvl->itlMs, 25));
        QVERIFY(near(nvl->batchSize, 0.33 * 25.15));

        // Empty prompt list -> prompt length unknown.
        const Measurement* t4 = onLine(*rep, 5);
        QVERIFY(t4);
        QCOMPARE(t4->gpu, std::string("t4-16gb"));
        QVERIFY(!t4->promptLen);
        QVERIFY(near(t4->itlMs, 640));

        // A model outside the catalog is kept and listed to map.
        QVERIFY(onLine(*rep, 6));
        QCOMPARE(rep->unknownModels, std::vector<std::string>{"example-org/not-in-the-catalog"});
        QVERIFY(rep->unknownGpus.empty());
    }

    void wattCountsMalformed_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("reason");
        QTest::newRow("unterminated list") << "wc_unterminated_list.csv" << 3 << "time_to_first_token_seconds_events"
                                           << "unterminated list";
        QTest::newRow("NaN power") << "wc_nan_power.csv" << 3 << "gpu_0_power_draw_watts_mean"
                                   << "not a finite number";
        QTest::newRow("negative duration") << "wc_negative_duration.csv" << 3 << "measurement_duration"
                                           << "outside the plausible range";
        QTest::newRow("zero tokens") << "wc_zero_tokens.csv" << 3 << "generation_tokens_total"
                                     << "value 0 outside";
        QTest::newRow("list length mismatch")
            << "wc_list_length_mismatch.csv" << 3 << "e2e_request_latency_seconds_events"
            << "2 items but";
        QTest::newRow("unknown GPU") << "wc_unknown_gpu.csv" << 3 << "gpu_type"
                                     << "unknown GPU 'NVIDIA Imaginary X1'";
        QTest::newRow("huge list") << "wc_huge_list.csv" << 3 << "time_to_first_token_seconds_events"
                                   << "12 items, more than the limit of 8";
        QTest::newRow("non-numeric item") << "wc_non_numeric_item.csv" << 3 << "request_generation_tokens"
                                          << "item 2: 'abc' is not a finite number";
        QTest::newRow("e2e before ttft") << "wc_e2e_before_ttft.csv" << 3 << "e2e_request_latency_seconds_events"
                                         << "item 2: end-to-end latency 4 s is below";
        QTest::newRow("single-token requests") << "wc_single_token_requests.csv" << 3 << "request_generation_tokens"
                                               << "no request generated 2 or more tokens";
        QTest::newRow("mean above max") << "wc_power_above_max.csv" << 3 << "gpu_0_power_draw_watts_mean"
                                        << "above the maximum";
        QTest::newRow("bad lambda") << "wc_bad_lambda.csv" << 3 << "lambda_qps"
                                    << "'fast' is not a finite number";
    }
    void wattCountsMalformed()
    {
        QFETCH(QString, file);
        QFETCH(int, line);
        QFETCH(QString, field);
        QFETCH(QString, reason);
        ImportOptions o = withCatalogs();
        o.maxListItems = 8;
        auto rep = importWattCounts(kDir + "malformed/" + file.toStdString(), o);
        QVERIFY2(rep.ok(), rep.ok() ? "" : rep.error().message().c_str());
        // The bad row is rejected; the good row on line 2 survives.
        QCOMPARE(rep->rowsRead, 2);
        QCOMPARE(rep->accepted.size(), std::size_t(1));
        QCOMPARE(rep->accepted[0].line, 2);
        QCOMPARE(rep->rejected.size(), std::size_t(1));
        const RejectedRow& r = rep->rejected[0];
        QCOMPARE(r.line, line);
        QCOMPARE(QString::fromStdString(r.field), field);
        QVERIFY2(QString::fromStdString(r.reason).contains(reason), r.reason.c_str());
    }

    void wattCountsUnknownGpuListedAndMappable()
    {
        const std::string file = kDir + "malformed/wc_unknown_gpu.csv";
        auto rep = importWattCounts(file, withCatalogs());
        QVERIFY(rep.ok());
        QCOMPARE(rep->unknownGpus, std::vector<std::string>{"NVIDIA Imaginary X1"});
        // The user maps the name, and the row comes through.
        ImportOptions o = withCatalogs();
        o.gpuMap["NVIDIA Imaginary X1"] = "l4-24gb";
        auto mapped = importWattCounts(file, o);
        QVERIFY(mapped.ok());
        QCOMPARE(mapped->accepted.size(), std::size_t(2));
        QVERIFY(mapped->unknownGpus.empty());
        QCOMPARE(mapped->accepted[1].gpu, std::string("l4-24gb"));
        // A mapping to an id the catalog does not have is still unknown.
        o.gpuMap["NVIDIA Imaginary X1"] = "no-such-gpu";
        auto bad = importWattCounts(file, o);
        QVERIFY(bad.ok());
        QCOMPARE(bad->accepted.size(), std::size_t(1));
    }

    void wattCountsMultilineRecordKeepsLineNumbers()
    {
        auto rep = importWattCounts(kDir + "malformed/wc_multiline_record.csv", withCatalogs());
        QVERIFY2(rep.ok(), rep.ok() ? "" : rep.error().message().c_str());
        QCOMPARE(rep->accepted.size(), std::size_t(1));
        QCOMPARE(rep->rejected.size(), std::size_t(2));
        QCOMPARE(rep->rejected[0].line, 3);
        QCOMPARE(rep->rejected[0].field, std::string("e2e_request_latency_seconds_events"));
        QCOMPARE(rep->rejected[1].line, 5);
        QCOMPARE(rep->rejected[1].field, std::string("measurement_duration"));
    }

    void wattCountsWholeFileErrors_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("code");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("field");
        QTest::newRow("wrong header") << "wc_wrong_header.csv" << int(ErrorCode::MissingField) << 1 << "gpu_type";
        QTest::newRow("missing lambda column")
            << "wc_missing_lambda.csv" << int(ErrorCode::MissingField) << 1 << "lambda_qps";
        QTest::newRow("unterminated quote") << "wc_unterminated_quote.csv" << int(ErrorCode::Parse) << 3 << "";
    }
    void wattCountsWholeFileErrors()
    {
        QFETCH(QString, file);
        QFETCH(int, code);
        QFETCH(int, line);
        QFETCH(QString, field);
        const std::string path = kDir + "malformed/" + file.toStdString();
        auto rep = importWattCounts(path);
        QVERIFY(!rep.ok());
        QCOMPARE(int(rep.error().code), code);
        QCOMPARE(rep.error().line, line);
        QCOMPARE(QString::fromStdString(rep.error().field), field);
        QCOMPARE(rep.error().file, path);
        // The message a user sees names the column.
        if (!field.isEmpty())
            QVERIFY(QString::fromStdString(rep.error().message()).contains(field));
    }

    void wattCountsLimits()
    {
        const std::string header =
            ",model,gpu_type,lambda_qps,generation_tokens_total,measurement_duration,gpu_energy,gpu_0_power_draw_watts_"
            "mean,"
            "gpu_0_power_draw_watts_min,gpu_0_power_draw_watts_max,gpu_0_power_draw_watts_std,"
            "time_to_first_token_seconds_events,e2e_request_latency_seconds_events,request_generation_tokens,"
            "request_prompt_tokens\n";
        // 100,001 list items with the default limit: the row is rejected before the items are stored.
        std::string big = "[";
        for (int i = 0; i < 100001; ++i)
            big += i ? ",1" : "1";
        big += "]";
        const std::string text = header + "0,m/x,NVIDIA L4,0.33,10,1,1,50,,,,\"" + big + "\",\"" + big + "\",\"" + big
            + "\",[]\n";
        auto rep = parseWattCounts(text, "big.csv");
        QVERIFY(rep.ok());
        QCOMPARE(rep->rejected.size(), std::size_t(1));
        QVERIFY(QString::fromStdString(rep->rejected[0].reason).contains(QStringLiteral("100001 items")));

        // Byte and row caps are whole-file errors.
        ImportOptions small;
        small.maxBytes = 100;
        auto tooBig = parseWattCounts(text, "big.csv", small);
        QVERIFY(!tooBig.ok());
        QCOMPARE(tooBig.error().code, ErrorCode::TooLarge);
        ImportOptions fewRows;
        fewRows.maxRows = 1;
        auto file = readFileBounded(kDir + "wattcounts_format.csv");
        QVERIFY(file.ok());
        auto tooMany = parseWattCounts(*file, "rows.csv", fewRows);
        QVERIFY(!tooMany.ok());
        QCOMPARE(tooMany.error().code, ErrorCode::TooLarge);
        // A cell larger than the cell cap.
        ImportOptions smallCell;
        smallCell.maxCellBytes = 1000;
        auto cell = parseWattCounts(text, "big.csv", smallCell);
        QVERIFY(!cell.ok());
        QCOMPARE(cell.error().code, ErrorCode::TooLarge);
        QCOMPARE(cell.error().line, 2);
    }

    void wattCountsOfflineRateSpellings_data()
    {
        QTest::addColumn<QString>("rate");
        QTest::addColumn<QString>("task");
        QTest::newRow("empty") << ""
                               << "offline";
        QTest::newRow("nan") << "NaN"
                             << "offline";
        QTest::newRow("inf") << "inf"
                             << "offline";
        QTest::newRow("low") << "0.017"
                             << "server-low";
        QTest::newRow("high") << " 0.33 "
                              << "server-high";
        QTest::newRow("other") << "1.5"
                               << "server";
    }
    void wattCountsOfflineRateSpellings()
    {
        QFETCH(QString, rate);
        QFETCH(QString, task);
        const std::string text =
            "model,gpu_type,lambda_qps,generation_tokens_total,measurement_duration,gpu_0_power_draw_watts_mean,"
            "time_to_first_token_seconds_events,e2e_request_latency_seconds_events,request_generation_tokens\n"
            "m/x,NVIDIA L4,"
            + rate.toStdString() + ",100,10,50,[0.5],[1.5],[11]\n";
        auto rep = parseWattCounts(text, "rate.csv");
        QVERIFY2(rep.ok(), rep.ok() ? "" : rep.error().message().c_str());
        QVERIFY2(rep->rejected.empty(), qPrintable(describe(*rep)));
        QCOMPARE(QString::fromStdString(rep->accepted.at(0).task), task);
        // Without the index column and the optional columns the file still reads. Offline:
        // 256 x 10 s / 100 tokens = 25.6 s per token per sequence; server: (1.5 - 0.5) s / (11 - 1)
        // tokens = 100 ms.
        QCOMPARE(rep->accepted.at(0).itlMs, task == QStringLiteral("offline") ? 25600.0 : 100.0);
    }

    void derivedValuesStayInsidePlannerRanges()
    {
        const std::string header =
            "model,gpu_type,lambda_qps,generation_tokens_total,measurement_duration,gpu_0_power_draw_watts_mean,"
            "time_to_first_token_seconds_events,e2e_request_latency_seconds_events,request_generation_tokens\n";
        const std::string text = header + "m/x,NVIDIA L4,,100,10,0.5,[0.5],[1.5],[11]\n" // line 2: power below 1 W
            + "m/x,NVIDIA L4,1000,100,10,50,[0.5],[999999],[11]\n"                       // line 3: Little's law > 1e6
            + "m/x,NVIDIA L4,,1,1e7,50,[0.5],[1.5],[11]\n"                               // line 4: 1e10 ms per token
            + "m/x,NVIDIA L4,0.33,1e12,1,5000,[0.5],[1.5],[11]\n"   // line 5: throughput 1e12 tok/s
            + "m/x,NVIDIA L4,0.33,100,10,50,[0],[0.000001],[11]\n"; // line 6: 1e-7 ms per token
        auto rep = parseWattCounts(text, "extremes.csv");
        QVERIFY(rep.ok());
        QVERIFY(rep->accepted.empty());
        QCOMPARE(rep->rejected.size(), std::size_t(5));
        QCOMPARE(rep->rejected[0].field, std::string("gpu_0_power_draw_watts_mean"));
        QCOMPARE(rep->rejected[1].field, std::string("lambda_qps"));
        QVERIFY(QString::fromStdString(rep->rejected[1].reason).contains(QStringLiteral("implied concurrency")));
        QCOMPARE(rep->rejected[2].field, std::string("measurement_duration"));
        QCOMPARE(rep->rejected[3].field, std::string("generation_tokens_total"));
        QCOMPARE(rep->rejected[4].field, std::string("e2e_request_latency_seconds_events"));
        for (int i = 0; i < 5; ++i)
            QCOMPARE(rep->rejected[std::size_t(i)].line, i + 2);

        const std::string json = R"({"model_id": "m/x", "configurations": [
            {"gpu_model": "H100", "num_gpus": 8, "max_num_seqs": 8, "avg_power_watts": 4, "median_itl_ms": 10, "avg_output_len": 500},
            {"gpu_model": "H100", "num_gpus": 2, "tensor_parallel": 1.5, "max_num_seqs": 8, "avg_power_watts": 400, "median_itl_ms": 10, "avg_output_len": 500},
            {"gpu_model": "H100", "num_gpus": 1024, "max_num_seqs": 8, "avg_power_watts": 4000000, "median_itl_ms": 10, "avg_output_len": 500}
        ]})";
        auto ml = parseMlEnergy(json, "extremes.json");
        QVERIFY(ml.ok());
        QVERIFY(ml->accepted.empty());
        QCOMPARE(ml->rejected.size(), std::size_t(3));
        QCOMPARE(ml->rejected[0].field, std::string("configurations[0].avg_power_watts"));
        QVERIFY(QString::fromStdString(ml->rejected[0].reason).contains(QStringLiteral("power_per_gpu_w 0.5")));
        QCOMPARE(ml->rejected[0].line, 2);
        QCOMPARE(ml->rejected[1].field, std::string("configurations[1].tensor_parallel"));
        QCOMPARE(ml->rejected[2].field, std::string("configurations[2].avg_power_watts"));
        QCOMPARE(ml->rejected[2].line, 4);
    }

    void wattCountsProgressCancels()
    {
        ImportOptions o;
        int calls = 0;
        o.progress = [&](double, const std::string&) {
            ++calls;
            return false;
        };
        auto rep = importWattCounts(kDir + "wattcounts_format.csv", o);
        QVERIFY(!rep.ok());
        QCOMPARE(rep.error().code, ErrorCode::Cancelled);
        QCOMPARE(calls, 1);
    }

    void numberLists_data()
    {
        QTest::addColumn<QString>("cell");
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("error");
        QTest::newRow("empty") << "[]" << 0 << "";
        QTest::newRow("spaces") << " [ 1 , 2.5,3e-2 ] " << 3 << "";
        QTest::newRow("no brackets") << "1, 2" << -1 << "expected a list";
        QTest::newRow("nested") << "[[1], 2]" << -1 << "nested";
        QTest::newRow("nan") << "[1, nan]" << -1 << "item 2: 'nan'";
        QTest::newRow("inf") << "[inf]" << -1 << "item 1";
        QTest::newRow("empty item") << "[1,,2]" << -1 << "item 2";
        QTest::newRow("string") << "[\"1\"]" << -1 << "item 1";
    }
    void numberLists()
    {
        QFETCH(QString, cell);
        QFETCH(int, count);
        QFETCH(QString, error);
        auto l = parseNumberList(cell.toStdString(), 100);
        if (count >= 0) {
            QVERIFY2(l.ok(), l.ok() ? "" : l.error().detail.c_str());
            QCOMPARE(int(l->size()), count);
        } else {
            QVERIFY(!l.ok());
            QVERIFY2(QString::fromStdString(l.error().detail).contains(error), l.error().detail.c_str());
        }
    }

    void gpuNameTables()
    {
        QCOMPARE(wattCountsGpuId("NVIDIA A30").value(), std::string("a30-pcie-24gb"));
        QCOMPARE(wattCountsGpuId("NVIDIA H200").value(), std::string("h200-nvl-141gb"));
        QCOMPARE(wattCountsGpuId("tesla v100-sxm2-32gb").value(), std::string("v100-sxm2-32gb"));
        QVERIFY(!wattCountsGpuId("NVIDIA B200"));
        QCOMPARE(mlEnergyGpuId("H100").value(), std::string("h100-sxm5-80gb"));
        QCOMPARE(mlEnergyGpuId("NVIDIA B200").value(), std::string("b200-sxm-180gb"));
        QVERIFY(!mlEnergyGpuId("TPU v5e"));
        // Every id in both tables exists in the bundled catalog.
        for (const char* n : {"NVIDIA A30", "NVIDIA H200", "NVIDIA A100-SXM4-40GB", "NVIDIA L40S", "NVIDIA H100 PCIe",
                              "NVIDIA H100 NVL", "Tesla V100-SXM2-32GB", "NVIDIA L4", "NVIDIA GeForce RTX 3090",
                              "Tesla T4", "NVIDIA GeForce RTX 4090"})
            QVERIFY2(gpus().find(wattCountsGpuId(n).value()), n);
        for (const char* n : {"H100", "B200", "A100", "GH200", "H200"})
            QVERIFY2(gpus().find(mlEnergyGpuId(n).value()), n);
    }

    void mlEnergyFormatFixture()
    {
        auto rep = importMlEnergy(kDir + "meta-llama__Llama-3.1-8B-Instruct__chat.json", withCatalogs());
        QVERIFY2(rep.ok(), rep.ok() ? "" : rep.error().message().c_str());
        QVERIFY2(rep->rejected.empty(), qPrintable(describe(*rep)));
        QCOMPARE(rep->rowsRead, 3);
        QCOMPARE(rep->accepted.size(), std::size_t(3));
        QVERIFY(rep->unknownModels.empty());
        const Measurement& h100 = rep->accepted[0];
        QCOMPARE(h100.source, std::string("mlenergy-v3"));
        QCOMPARE(h100.model, std::string("meta-llama/Llama-3.1-8B-Instruct"));
        QCOMPARE(h100.task, std::string("chat"));
        QCOMPARE(h100.gpu, std::string("h100-sxm5-80gb"));
        QCOMPARE(h100.engineVersion, std::string("0.11"));
        QCOMPARE(h100.line, 4);
        QCOMPARE(h100.batchSize, 64.0);
        QCOMPARE(*h100.avgBatchSize, 60.5);
        QCOMPARE(*h100.totalPowerW, 500.0);
        QCOMPARE(h100.itlMs, 12.5);
        QCOMPARE(h100.itlKind, ItlKind::MedianItl);
        QCOMPARE(*h100.energyPerTokenJ, 0.25);
        QCOMPARE(*h100.throughputTokS, 2000.0);
        QCOMPARE(h100.outputLen, 600.0);
        QVERIFY(!h100.promptLen);
        const Measurement& b200 = rep->accepted[1];
        QCOMPARE(b200.gpu, std::string("b200-sxm-180gb"));
        QCOMPARE(b200.numGpus, 2);
        QCOMPARE(b200.tensorParallel, 2);
        QCOMPARE(*b200.powerPerGpuW, 700.0);
        QCOMPARE(b200.precision, Precision::FP8);
        const Measurement& four = rep->accepted[2];
        QCOMPARE(four.gpu, std::string("h100-sxm5-80gb"));
        QCOMPARE(*four.powerPerGpuW, 500.0);
        QVERIFY(!four.avgBatchSize);
        QVERIFY(!four.energyPerTokenJ);
    }

    void mlEnergyRowErrors_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("reason");
        QTest::newRow("NaN power") << 0 << 7 << "configurations[1].avg_power_watts"
                                   << "not a finite number";
        QTest::newRow("string ITL") << 1 << 10 << "configurations[2].median_itl_ms"
                                    << "expected a number, found string";
        QTest::newRow("unknown GPU") << 2 << 11 << "configurations[3].gpu_model"
                                     << "unknown GPU 'TPU v5e'";
        QTest::newRow("missing output length") << 3 << 12 << "configurations[4].avg_output_len"
                                               << "required value is missing";
        QTest::newRow("not an object") << 4 << 13 << "configurations[5]"
                                       << "not an object";
        QTest::newRow("negative GPUs") << 5 << 14 << "configurations[6].num_gpus"
                                       << "value -2 outside";
        QTest::newRow("unknown precision") << 6 << 16 << "configurations[7].weight_precision"
                                           << "unknown precision 'int3'";
        QTest::newRow("-Infinity ITL") << 7 << 17 << "configurations[8].median_itl_ms"
                                       << "not a finite number";
    }
    void mlEnergyRowErrors()
    {
        QFETCH(int, index);
        QFETCH(int, line);
        QFETCH(QString, field);
        QFETCH(QString, reason);
        auto rep = importMlEnergy(kDir + "malformed/mle_row_errors.json", withCatalogs());
        QVERIFY2(rep.ok(), rep.ok() ? "" : rep.error().message().c_str());
        QCOMPARE(rep->rowsRead, 9);
        QCOMPARE(rep->accepted.size(), std::size_t(1));
        QCOMPARE(rep->accepted[0].task, std::string("chat"));
        QCOMPARE(rep->rejected.size(), std::size_t(8));
        QCOMPARE(rep->unknownGpus, std::vector<std::string>{"TPU v5e"});
        const RejectedRow& r = rep->rejected[static_cast<std::size_t>(index)];
        QCOMPARE(r.line, line);
        QCOMPARE(QString::fromStdString(r.field), field);
        QVERIFY2(QString::fromStdString(r.reason).contains(reason), r.reason.c_str());
    }

    void mlEnergyWholeFileErrors_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("code");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("field");
        QTest::newRow("no configurations")
            << "mle_no_configurations.json" << int(ErrorCode::MissingField) << 1 << "configurations";
        QTest::newRow("syntax error") << "mle_syntax_error.json" << int(ErrorCode::Parse) << 4 << "";
    }
    void mlEnergyWholeFileErrors()
    {
        QFETCH(QString, file);
        QFETCH(int, code);
        QFETCH(int, line);
        QFETCH(QString, field);
        auto rep = importMlEnergy(kDir + "malformed/" + file.toStdString());
        QVERIFY(!rep.ok());
        QCOMPARE(int(rep.error().code), code);
        QCOMPARE(rep.error().line, line);
        QCOMPARE(QString::fromStdString(rep.error().field), field);
    }

    void mlEnergyModelFromFieldsOrName()
    {
        // No model id in the fields nor in the file name: each configuration is rejected naming why.
        auto rep = importMlEnergy(kDir + "malformed/mle_no_model.json");
        QVERIFY(rep.ok());
        QCOMPARE(rep->accepted.size(), std::size_t(0));
        QCOMPARE(rep->rejected.size(), std::size_t(1));
        QCOMPARE(rep->rejected[0].line, 3);
        QVERIFY(
            QString::fromStdString(rep->rejected[0].reason).contains(QStringLiteral("<org>__<model>__<task>.json")));
        // A model map renames; fields beat the file name.
        const std::string text =
            R"({"model_id": "Qwen/Qwen3-14B", "configurations": [{"gpu_model": "H100", "num_gpus": 1,
            "max_num_seqs": 8, "avg_power_watts": 400, "median_itl_ms": 10, "avg_output_len": 500, "task": "gpqa"}]})";
        ImportOptions o = withCatalogs();
        auto named = parseMlEnergy(text, "/x/org__Other__code.json", o);
        QVERIFY(named.ok());
        QCOMPARE(named->accepted.at(0).model, std::string("Qwen/Qwen3-14B"));
        QCOMPARE(named->accepted.at(0).task, std::string("gpqa"));
        o.modelMap["Qwen/Qwen3-14B"] = "Qwen/Qwen3-8B";
        auto mapped = parseMlEnergy(text, "x.json", o);
        QVERIFY(mapped.ok());
        QCOMPARE(mapped->accepted.at(0).model, std::string("Qwen/Qwen3-8B"));
    }

    void mlEnergyLimits()
    {
        std::string deep = "{\"configurations\": [";
        for (int i = 0; i < 100; ++i)
            deep += "[";
        for (int i = 0; i < 100; ++i)
            deep += "]";
        deep += "]}";
        auto rep = parseMlEnergy(deep, "deep.json");
        QVERIFY(!rep.ok());
        QCOMPARE(rep.error().code, ErrorCode::TooLarge);
        ImportOptions few;
        few.maxRows = 2;
        auto file = readFileBounded(kDir + "meta-llama__Llama-3.1-8B-Instruct__chat.json");
        QVERIFY(file.ok());
        auto many = parseMlEnergy(*file, "m.json", few);
        QVERIFY(!many.ok());
        QCOMPARE(many.error().code, ErrorCode::TooLarge);
        QCOMPARE(many.error().field, std::string("configurations"));
        auto missing = importMlEnergy(kDir + "no-such-file.json");
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().code, ErrorCode::Io);
    }

    void plannerCsvRoundTrip()
    {
        std::vector<Measurement> rows;
        for (const auto& f : {kDir + "wattcounts_format.csv"}) {
            auto r = importWattCounts(f);
            QVERIFY(r.ok());
            rows.insert(rows.end(), r->accepted.begin(), r->accepted.end());
        }
        auto ml = importMlEnergy(kDir + "meta-llama__Llama-3.1-8B-Instruct__chat.json");
        QVERIFY(ml.ok());
        rows.insert(rows.end(), ml->accepted.begin(), ml->accepted.end());
        // Values that need quoting and a power cap.
        Measurement odd = rows.front();
        odd.model = "org/model,with \"quotes\"";
        odd.powerLimitW = 275.5;
        odd.precision = Precision::MXFP4;
        odd.itlKind = ItlKind::E2eOverOutput;
        odd.itlMs = 0.1 + 0.2; // not exactly representable in short decimal
        rows.push_back(odd);

        const std::string csv = toPlannerCsv(rows);
        QVERIFY(csv.rfind(kPlannerCsvHeader, 0) == 0);
        auto back = parseMeasurementsCsv(csv, "roundtrip.csv");
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().message().c_str());
        QCOMPARE(back->size(), rows.size());
        for (std::size_t i = 0; i < rows.size(); ++i) {
            QString why;
            QVERIFY2(sameMeasurement(rows[i], (*back)[i], why),
                     qPrintable(QString::number(i) + QStringLiteral(": ") + why));
            QCOMPARE((*back)[i].line, int(i) + 2);
        }
        // Writing what was read gives the same text.
        QCOMPARE(toPlannerCsv(*back), csv);
    }

    void bundledCorpusRoundTrip()
    {
        auto bundled = loadMeasurementsCsv(WATTGPU_SOURCE_DIR "/models/data/measurements.csv");
        QVERIFY2(bundled.ok(), bundled.ok() ? "" : bundled.error().message().c_str());
        auto back = parseMeasurementsCsv(toPlannerCsv(*bundled), "bundled-roundtrip.csv");
        QVERIFY(back.ok());
        QCOMPARE(back->size(), bundled->size());
        for (std::size_t i = 0; i < back->size(); ++i) {
            QString why;
            QVERIFY2(sameMeasurement((*bundled)[i], (*back)[i], why),
                     qPrintable(QString::number(i) + QStringLiteral(": ") + why));
        }
    }

    void trainingCorpusMergesWithProvenance()
    {
        const std::string bundledPath = WATTGPU_SOURCE_DIR "/models/data/measurements.csv";
        auto bundled = loadMeasurementsCsv(bundledPath);
        QVERIFY(bundled.ok());
        const Corpus base = resolveCorpus(*bundled, gpus(), llms());

        auto wc = importWattCounts(kDir + "wattcounts_format.csv", withCatalogs());
        auto ml = importMlEnergy(kDir + "meta-llama__Llama-3.1-8B-Instruct__chat.json", withCatalogs());
        QVERIFY(wc.ok() && ml.ok());
        TrainingProvenance prov;
        auto corpus = buildTrainingCorpus(bundledPath, {*wc, *ml, *wc}, gpus(), llms(), &prov);
        QVERIFY2(corpus.ok(), corpus.ok() ? "" : corpus.error().message().c_str());
        // Watt Counts: 4 of 5 resolve (one model is not in the catalog); ML.ENERGY: 3 of 3; the
        // repeated Watt Counts import is recorded but not added again.
        QCOMPARE(corpus->rows.size(), base.rows.size() + 4 + 3);
        QCOMPARE(corpus->skipped.size(), base.skipped.size() + 1);
        QCOMPARE(corpus->sources.size(), std::size_t(4));
        QCOMPARE(corpus->sources[0], bundledPath);

        QCOMPARE(prov.files.size(), std::size_t(4));
        QCOMPARE(prov.files[0].format, std::string("planner-csv"));
        QCOMPARE(prov.files[0].rowsRead, int(bundled->size()));
        QCOMPARE(prov.files[0].rowsUsed, int(base.rows.size()));
        auto text = readFileBounded(bundledPath, 256u << 20);
        QVERIFY(text.ok());
        QCOMPARE(prov.files[0].sha256, sha256Hex(*text));
        QCOMPARE(prov.files[1].format, std::string("wattcounts"));
        QCOMPARE(prov.files[1].rowsAccepted, 5);
        QCOMPARE(prov.files[1].rowsUsed, 4);
        QCOMPARE(prov.files[1].rowsSkipped, 1);
        QCOMPARE(prov.files[2].rowsUsed, 3);
        QCOMPARE(prov.files[2].rowsSkipped, 0);
        QVERIFY(!prov.files[1].duplicate);
        QVERIFY(prov.files[3].duplicate);
        QCOMPARE(prov.files[3].rowsUsed, 0);
        QCOMPARE(prov.rowsUsed, int(corpus->rows.size()));

        const nlohmann::json j = provenanceJson(prov);
        QCOMPARE(j.at("files").size(), std::size_t(4));
        QCOMPARE(j.at("files")[1].at("sha256").get<std::string>(), wc->sha256);
        QCOMPARE(j.at("files")[1].at("bytes").get<std::uintmax_t>(), wc->bytes);
        QVERIFY(!j.at("files")[1].at("modified_utc").get<std::string>().empty());
        QCOMPARE(j.at("rows_used").get<int>(), int(corpus->rows.size()));

        // Imports alone (no bundled file) train too; nothing resolvable is an error.
        auto onlyImports = buildTrainingCorpus({}, {*ml}, gpus(), llms());
        QVERIFY(onlyImports.ok());
        QCOMPARE(onlyImports->rows.size(), std::size_t(3));
        ImportReport empty;
        empty.file = "empty";
        QVERIFY(!buildTrainingCorpus({}, {empty}, gpus(), llms()).ok());
        auto missing = buildTrainingCorpus(kDir + "no-such.csv", {}, gpus(), llms());
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().code, ErrorCode::Io);
    }

    void importedCsvWrittenAtomicallyReadsBack()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto wc = importWattCounts(kDir + "wattcounts_format.csv");
        QVERIFY(wc.ok());
        const std::filesystem::path out = dir.filePath(QStringLiteral("planner.csv")).toStdString();
        QVERIFY(writeFileAtomic(out, toPlannerCsv(wc->accepted)).ok());
        auto back = loadMeasurementsCsv(out);
        QVERIFY(back.ok());
        QCOMPARE(back->size(), wc->accepted.size());
    }
};

QTEST_GUILESS_MAIN(TestImport)
#include "test_import.moc"
