// wattgpu-cli predict --input: bulk CSV rows keep their order in JSON and CSV, flags give the
// values of empty cells, and each row carries its own stack, ITL definition, KV-cache precision
// and, with rate_rps, its server-mode rate.
#include "tests/support/cli_text.h"
#include "tests/support/test_registry.h"

#include <QFile>
#include <QtTest>

using namespace wattgpu::testing;

class TestCliBulk : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY2(QFile::exists(kCli), qPrintable(kCli + QStringLiteral(" is not built"))); }

    void bulkCsvKeepsInputOrder()
    {
        QFile in(kCases + QStringLiteral("/bulk_input.csv"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QStringList inputModels;
        QStringList inputGpus;
        for (const QString& line : csvLines(QString::fromUtf8(in.readAll())).mid(1)) {
            inputModels << line.section(QLatin1Char(','), 0, 0);
            inputGpus << line.section(QLatin1Char(','), 1, 1);
        }
        QVERIFY(inputModels.size() >= 5);

        const QStringList args{QStringLiteral("predict"),  QStringLiteral("--input"), QStringLiteral("bulk_input.csv"),
                               QStringLiteral("--method"), QStringLiteral("ls_tdp"),  QStringLiteral("--format"),
                               QStringLiteral("json")};
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        Json j;
        QString err;
        QVERIFY2(parseJson(r.out, j, err), qPrintable(err));
        QCOMPARE(j["results"].size(), std::size_t(inputModels.size()));
        for (int i = 0; i < inputModels.size(); ++i) {
            const auto& res = j["results"][std::size_t(i)];
            QCOMPARE(res["line"].get<int>(), i + 2);
            QCOMPARE(QString::fromStdString(res["model"].get<std::string>()), inputModels[i]);
            QCOMPARE(res["predictions"].size(), std::size_t(1));
            QCOMPARE(QString::fromStdString(res["predictions"][0]["gpu"].get<std::string>()), inputGpus[i]);
        }
        // Empty cells take the defaults; given ones are echoed.
        QCOMPARE(j["results"][1]["workload"]["prompt_len"].get<int>(), 512);
        QCOMPARE(j["results"][1]["workload"]["power_limit_w"].get<double>(), 300.0);
        QCOMPARE(j["results"][2]["workload"]["num_gpus"].get<int>(), 4);
        QCOMPARE(QString::fromStdString(j["results"][2]["workload"]["precision"].get<std::string>()),
                 QStringLiteral("fp8"));

        // The same order as CSV, one row per prediction, with the input line.
        const QStringList csvArgs{
            QStringLiteral("predict"),  QStringLiteral("--input"), QStringLiteral("bulk_input.csv"),
            QStringLiteral("--method"), QStringLiteral("ls_tdp"),  QStringLiteral("--format"),
            QStringLiteral("csv")};
        const Run c = runCli(csvArgs);
        QVERIFY2(c.exitCode == 0, qPrintable(describe(csvArgs, c)));
        const QStringList lines = csvLines(c.out);
        QCOMPARE(lines.size(), inputModels.size() + 1);
        QVERIFY(lines[0].startsWith(QStringLiteral("line,model,")));
        for (int i = 0; i < inputModels.size(); ++i)
            QVERIFY2(lines[i + 1].startsWith(QString::number(i + 2) + QStringLiteral(",") + inputModels[i]
                                             + QStringLiteral(",")),
                     qPrintable(lines[i + 1]));
    }

    void flagsGiveDefaultsForEmptyBulkCells()
    {
        const QStringList args{QStringLiteral("predict"), QStringLiteral("--input"),  QStringLiteral("bulk_input.csv"),
                               QStringLiteral("--batch"), QStringLiteral("4"),        QStringLiteral("--method"),
                               QStringLiteral("ls_tdp"),  QStringLiteral("--format"), QStringLiteral("json")};
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        Json j;
        QString err;
        QVERIFY2(parseJson(r.out, j, err), qPrintable(err));
        QCOMPARE(j["results"][0]["workload"]["batch"].get<int>(), 32); // cell given
        QCOMPARE(j["results"][3]["workload"]["batch"].get<int>(), 4);  // cell empty -> flag
    }

    void bulkInputCarriesStackAndMetric()
    {
        // With the itl_metric column: each row is predicted in its own stack and ITL definition.
        const QStringList args{QStringLiteral("predict"), QStringLiteral("--input"), QStringLiteral("bulk_stacks.csv"),
                               QStringLiteral("--format"), QStringLiteral("json")};
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        Json j;
        QString err;
        QVERIFY2(parseJson(r.out, j, err), qPrintable(err));
        const auto& res = j["results"];
        QCOMPARE(res.size(), std::size_t(5));
        auto first = [&](int i) -> const Json& { return res[std::size_t(i)]["predictions"][0]; };
        auto text = [](const Json& v) { return QString::fromStdString(v.get<std::string>()); };
        QCOMPARE(text(first(0)["itl_metric"]), QStringLiteral("mean_tpot"));
        QCOMPARE(text(first(0)["stack_family"]), QStringLiteral("vllm-2024"));
        QCOMPARE(text(first(1)["itl_metric"]), QStringLiteral("median_itl"));
        QCOMPARE(text(first(2)["itl_metric"]), QStringLiteral("e2e_over_output"));
        QCOMPARE(text(first(3)["itl_metric"]), QStringLiteral("median_itl")); // empty cell: the default
        QCOMPARE(text(first(3)["engine"]), QStringLiteral("hf-transformers"));
        QCOMPARE(text(first(3)["engine_version"]), QStringLiteral("")); // not recorded: not invented
        QCOMPARE(text(first(4)["backend"]), QStringLiteral("rocm"));
        QCOMPARE(text(res[4]["workload"]["itl_metric"]), QStringLiteral("e2e_over_output"));
        // vLLM 0.5.4 under 400 W is slower than 0.11 on the same H100 and batch.
        QVERIFY(first(0)["itl_ms"].get<double>() > 2 * first(1)["itl_ms"].get<double>());
        // Every row says whether its GPU was measured, and how often.
        QVERIFY(first(1)["measured_gpu"].get<bool>());
        QVERIFY(first(1)["measured_runs"].get<int>() > 100);
        QVERIFY(!first(3)["measured_gpu"].get<bool>());
        QCOMPARE(first(3)["measured_runs"].get<int>(), 0);

        // Without the column (bulk_input.csv has none): median ITL, as before.
        const Run o = runCli({QStringLiteral("predict"), QStringLiteral("--input"), QStringLiteral("bulk_input.csv"),
                              QStringLiteral("--method"), QStringLiteral("ls_tdp"), QStringLiteral("--format"),
                              QStringLiteral("json")});
        QCOMPARE(o.exitCode, 0);
        Json k;
        QVERIFY2(parseJson(o.out, k, err), qPrintable(err));
        for (const auto& x : k["results"])
            QCOMPARE(text(x["workload"]["itl_metric"]), QStringLiteral("median_itl"));

        // The --itl-metric flag gives the value of empty cells and single predictions.
        const Run f = runCli({QStringLiteral("predict"), QStringLiteral("--model"), kLlama8b, QStringLiteral("--gpu"),
                              QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--itl-metric"),
                              QStringLiteral("e2e_over_output"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(f.exitCode, 0);
        QVERIFY(f.out.contains(QStringLiteral("\"itl_metric\": \"e2e_over_output\"")));

        // The planner's own measurements CSV is accepted as bulk input, each row in its own stack,
        // metric and concurrency.
        const Run c = runCli({QStringLiteral("predict"), QStringLiteral("--input"),
                              QStringLiteral("bulk_corpus_rows.csv"), QStringLiteral("--format"),
                              QStringLiteral("json")});
        QVERIFY2(
            c.exitCode == 0,
            qPrintable(describe(
                {QStringLiteral("predict"), QStringLiteral("--input"), QStringLiteral("bulk_corpus_rows.csv")}, c)));
        Json cj;
        QVERIFY2(parseJson(c.out, cj, err), qPrintable(err));
        QCOMPARE(cj["results"].size(), std::size_t(4));
        QCOMPARE(text(cj["results"][0]["workload"]["itl_metric"]), QStringLiteral("mean_tpot"));
        QCOMPARE(text(cj["results"][2]["workload"]["itl_metric"]), QStringLiteral("e2e_over_output"));
        QCOMPARE(text(cj["results"][2]["predictions"][0]["backend"]), QStringLiteral("rocm"));
        QCOMPARE(text(cj["results"][3]["workload"]["engine"]), QStringLiteral("hf-transformers"));
    }

    // A bulk row is the prediction `predict` gives for the same inputs. Under Auto (no gpus cell)
    // that is the smallest count that fits: bulk rows once ranked counts under a 50 ms SLA that
    // predict does not have (Llama-3.1-8B on L4: 2 GPUs in bulk, 1 in predict).
    void bulkAutoRowIsWhatPredictGives()
    {
        const QStringList bulk{QStringLiteral("predict"),  QStringLiteral("--input"),  QStringLiteral("bulk_input.csv"),
                               QStringLiteral("--method"), QStringLiteral("roofline"), QStringLiteral("--format"),
                               QStringLiteral("json")};
        const Run b = runCli(bulk);
        QVERIFY2(b.exitCode == 0, qPrintable(describe(bulk, b)));
        Json bj;
        QString err;
        QVERIFY2(parseJson(b.out, bj, err), qPrintable(err));
        const Json& row = bj["results"][3]; // line 5: Llama-3.1-8B on l4-24gb, every other cell empty
        QCOMPARE(row["line"].get<int>(), 5);
        QCOMPARE(row["gpu_count_mode"].get<std::string>(), std::string("auto"));
        const QStringList single{QStringLiteral("predict"),  QStringLiteral("--model"),  kLlama8b,
                                 QStringLiteral("--gpu"),    QStringLiteral("l4-24gb"),  QStringLiteral("--method"),
                                 QStringLiteral("roofline"), QStringLiteral("--format"), QStringLiteral("json")};
        const Run s = runCli(single);
        QVERIFY2(s.exitCode == 0, qPrintable(describe(single, s)));
        Json sj;
        QVERIFY2(parseJson(s.out, sj, err), qPrintable(err));
        QCOMPARE(row["predictions"][0]["num_gpus"].get<int>(), sj["predictions"][0]["num_gpus"].get<int>());
        QCOMPARE(row["predictions"][0], sj["predictions"][0]);
    }

    // Issue 24's bulk columns (bulk_rate_kv.csv): kv_cache_dtype reaches the prediction (an FP8
    // cache needs less memory per GPU), and rate_rps puts its row in server mode at that rate per
    // replica, the row's batch ignored; each row is what the flags give for the same inputs.
    void bulkRowsCarryRateAndKvCache()
    {
        const QStringList args{QStringLiteral("predict"), QStringLiteral("--input"), QStringLiteral("bulk_rate_kv.csv"),
                               QStringLiteral("--format"), QStringLiteral("json")};
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        Json j;
        QString err;
        QVERIFY2(parseJson(r.out, j, err), qPrintable(err));
        const Json& res = j["results"];
        QCOMPARE(res.size(), std::size_t(5));
        auto first = [&](int i) -> const Json& { return res[std::size_t(i)]["predictions"][0]; };
        auto text = [](const Json& v) { return QString::fromStdString(v.get<std::string>()); };
        // KV-cache precision: the workload says it, and the memory follows.
        QCOMPARE(text(res[0]["workload"]["kv_cache_dtype"]), QStringLiteral("auto"));
        QCOMPARE(text(res[1]["workload"]["kv_cache_dtype"]), QStringLiteral("fp8"));
        QVERIFY2(first(1)["memory_needed_gb_per_gpu"].get<double>()
                     < first(0)["memory_needed_gb_per_gpu"].get<double>(),
                 qPrintable(QStringLiteral("fp8 %1 GB vs auto %2 GB")
                                .arg(first(1)["memory_needed_gb_per_gpu"].get<double>())
                                .arg(first(0)["memory_needed_gb_per_gpu"].get<double>())));
        // Offline rows have no rate and no server detail.
        for (int i : {0, 1, 4}) {
            QVERIFY(res[std::size_t(i)]["rate_rps"].is_null());
            QVERIFY(!first(i).contains("server"));
        }
        // Rate rows: server mode at the row's rate, with TTFT (queueing included) and the idle basis.
        for (const auto& [i, rate] : {std::pair<int, double>{2, 2.0}, {3, 0.5}}) {
            QCOMPARE(res[std::size_t(i)]["rate_rps"].get<double>(), rate);
            const Json& p = first(i);
            QVERIFY2(p.contains("server"), p.dump().c_str());
            QCOMPARE(p["server"]["rate_rps"].get<double>(), rate);
            QCOMPARE(p["server"]["ttft_ms"].get<double>(), p["ttft_ms"].get<double>());
            QVERIFY(!text(p["server"]["idle_basis"]).isEmpty());
            QVERIFY(p["server"]["idle_power_w_low"].get<double>() <= p["server"]["idle_power_w"].get<double>());
            QVERIFY(p["server"]["idle_power_w"].get<double>() <= p["server"]["idle_power_w_high"].get<double>());
        }
        // A rate row's batch is ignored: row 3 (batch 64 given) is what --rate 2 predicts.
        const auto single = [&](const QStringList& extra) {
            const QStringList a = QStringList{QStringLiteral("predict"),
                                              QStringLiteral("--model"),
                                              kLlama8b,
                                              QStringLiteral("--gpu"),
                                              QStringLiteral("h100-sxm5-80gb"),
                                              QStringLiteral("--gpus"),
                                              QStringLiteral("1"),
                                              QStringLiteral("--prompt-len"),
                                              QStringLiteral("512"),
                                              QStringLiteral("--output-len"),
                                              QStringLiteral("256"),
                                              QStringLiteral("--format"),
                                              QStringLiteral("json")}
                + extra;
            const Run s = runCli(a);
            Json sj;
            QString e;
            if (s.exitCode != 0 || !parseJson(s.out, sj, e))
                return Json();
            return sj["predictions"][0];
        };
        QCOMPARE(single({QStringLiteral("--rate"), QStringLiteral("2")}), first(2));
        QCOMPARE(single({QStringLiteral("--rate"), QStringLiteral("0.5"), QStringLiteral("--kv-cache-dtype"),
                         QStringLiteral("fp8")}),
                 first(3));
        QCOMPARE(single({}), first(4));
        // --rate gives the rate of rows whose cell is empty: every row is then in server mode.
        const Run all = runCli(args + QStringList{QStringLiteral("--rate"), QStringLiteral("1")});
        QVERIFY2(all.exitCode == 0, qPrintable(describe(args, all)));
        Json aj;
        QVERIFY2(parseJson(all.out, aj, err), qPrintable(err));
        QCOMPARE(aj["results"][0]["rate_rps"].get<double>(), 1.0);
        QCOMPARE(aj["results"][2]["rate_rps"].get<double>(), 2.0); // the cell wins
        QVERIFY(aj["results"][4]["predictions"][0].contains("server"));

        // CSV: the same rows with their rate and KV-cache precision, and the latency columns.
        const Run c = runCli({QStringLiteral("predict"), QStringLiteral("--input"), QStringLiteral("bulk_rate_kv.csv"),
                              QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(c.exitCode, 0);
        const QStringList lines = csvLines(c.out);
        QCOMPARE(lines.size(), 6);
        const QStringList header = lines[0].split(QLatin1Char(','));
        for (const char* col :
             {"kv_cache_dtype", "rate_rps", "ttft_ms", "ttft_ms_low", "ttft_ms_high", "itl_p90_ms", "itl_p90_ms_low",
              "itl_p90_ms_high", "itl_p99_ms", "itl_p99_ms_low", "itl_p99_ms_high", "median_itl_ms", "mean_tpot_ms"})
            QVERIFY2(header.contains(QLatin1String(col)), col);
        const int kv = header.indexOf(QStringLiteral("kv_cache_dtype"));
        const int rate = header.indexOf(QStringLiteral("rate_rps"));
        QCOMPARE(lines[2].split(QLatin1Char(','))[kv], QStringLiteral("fp8"));
        QCOMPARE(lines[3].split(QLatin1Char(','))[rate], QStringLiteral("2"));
        QCOMPARE(lines[1].split(QLatin1Char(','))[rate], QString());

        // The table: a rate column, TTFT and the tails.
        const Run t = runCli(
            {QStringLiteral("predict"), QStringLiteral("--input"), QStringLiteral("bulk_rate_kv.csv")});
        QCOMPARE(t.exitCode, 0);
        for (const char* col : {"Rate (req/s)", "TTFT (ms)", "p90/p99 ITL (ms)", "bf16, fp8 KV"})
            QVERIFY2(t.out.contains(QLatin1String(col)), qPrintable(t.out.left(600)));
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestCliBulk)
#include "test_cli_bulk.moc"
