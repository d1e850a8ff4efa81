// The Watt Counts CSV importer: the format fixture, malformed rows and files, unknown GPUs, limits,
// offline-rate spellings, derived values inside the planner's ranges, cancelling. Fixtures under
// tests/data/import are format fixtures with made-up numbers.
#include "core/data/import_file.h"
#include "core/data/import_mlenergy.h"
#include "core/data/import_report.h"
#include "core/data/import_wattcounts.h"
#include "core/util/fileio.h"
#include "tests/support/import_fixtures.h"
#include "tests/support/test_registry.h"

#include <QtTest>

using namespace wattgpu;
using namespace wattgpu::testing;

class TestImportWattCounts : public QObject {
    Q_OBJECT
private slots:
    void wattCountsFormatFixture()
    {
        auto rep = importWattCounts(kImportDir + "wattcounts_format.csv", withCatalogs());
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
        auto rep = importWattCounts(kImportDir + "malformed/" + file.toStdString(), o);
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
        const std::string file = kImportDir + "malformed/wc_unknown_gpu.csv";
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
        auto rep = importWattCounts(kImportDir + "malformed/wc_multiline_record.csv", withCatalogs());
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
        const std::string path = kImportDir + "malformed/" + file.toStdString();
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
        auto file = readFileBounded(kImportDir + "wattcounts_format.csv");
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
        auto rep = importWattCounts(kImportDir + "wattcounts_format.csv", o);
        QVERIFY(!rep.ok());
        QCOMPARE(rep.error().code, ErrorCode::Cancelled);
        QCOMPARE(calls, 1);
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestImportWattCounts)
#include "test_import_wattcounts.moc"
