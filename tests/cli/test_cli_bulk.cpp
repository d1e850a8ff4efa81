// wattgpu-cli predict --input: bulk CSV rows keep their order in JSON and CSV, flags give the
// values of empty cells, and each row carries its own stack and ITL definition.
#include "tests/support/cli_text.h"

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
};

QTEST_GUILESS_MAIN(TestCliBulk)
#include "test_cli_bulk.moc"
