// wattgpu-cli's output formats (catalog stacks, CSV, the table for humans), help and version, and
// errors: exit code and the flag, file or line named.
#include "core/features/itl_metric.h"
#include "tests/support/cli_text.h"
#include "tests/support/test_registry.h"

#include <QFile>
#include <QRegularExpression>
#include <QtTest>

using namespace wattgpu::testing;

class TestCliFormats : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY2(QFile::exists(kCli), qPrintable(kCli + QStringLiteral(" is not built"))); }

    void catalogStacksListsTheKnownOnes()
    {
        const Run t = runCli({QStringLiteral("catalog"), QStringLiteral("stacks")});
        QCOMPARE(t.exitCode, 0);
        for (const char* e : {"vllm", "tgi", "hf-transformers", "tensorrt-llm", "deepspeed-mii", "mi250x-128gb (ROCm)"})
            QVERIFY2(t.out.contains(QString::fromLatin1(e)), e);
        const Run j = runCli(
            {QStringLiteral("catalog"), QStringLiteral("stacks"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(j.exitCode, 0);
        Json rows;
        QString err;
        QVERIFY2(parseJson(j.out, rows, err), qPrintable(err));
        QVERIFY(rows.size() >= 6);
        for (const auto& r : rows)
            for (const char* k : {"engine", "family", "default_version", "year", "backends", "measured_on"})
                QVERIFY2(r.contains(k), k);
    }

    void csvFormat()
    {
        const QStringList args{QStringLiteral("predict"),
                               QStringLiteral("--model"),
                               kLlama8b,
                               QStringLiteral("--gpu"),
                               QStringLiteral("h100-sxm5-80gb,l4-24gb"),
                               QStringLiteral("--method"),
                               QStringLiteral("roofline"),
                               QStringLiteral("--format"),
                               QStringLiteral("csv")};
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        const QStringList lines = csvLines(r.out);
        QCOMPARE(lines.size(), 3);
        const QStringList header = lines[0].split(QLatin1Char(','));
        for (const char* k : {"model", "gpu", "power_w", "itl_ms", "energy_per_token_j", "fits_memory", "warnings"})
            QVERIFY2(header.contains(QString::fromLatin1(k)), k);
        QCOMPARE(lines[1].split(QLatin1Char(','))[header.indexOf(QStringLiteral("gpu"))],
                 QStringLiteral("h100-sxm5-80gb"));
        QCOMPARE(lines[2].split(QLatin1Char(','))[header.indexOf(QStringLiteral("gpu"))], QStringLiteral("l4-24gb"));

        const Run g = runCli(
            {QStringLiteral("catalog"), QStringLiteral("gpus"), QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(g.exitCode, 0);
        QVERIFY(csvLines(g.out).size() > 20);
        QVERIFY(g.out.startsWith(QStringLiteral("id,name,")));
    }

    void tableFormatIsForHumans()
    {
        const QStringList args{QStringLiteral("predict"), QStringLiteral("--model"),        kLlama8b,
                               QStringLiteral("--gpu"),   QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--method"),
                               QStringLiteral("roofline")};
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        for (const char* h : {"Power (W)", "ITL (ms)", "Tokens/s", "Energy (J/token)", "h100-sxm5-80gb"})
            QVERIFY2(r.out.contains(QString::fromLatin1(h)), h);
        QVERIFY(r.out.contains(kLlama8b));
        // Rounded: the roofline ITL of H100 for this workload has many digits in JSON, few here.
        QVERIFY2(!r.out.contains(QRegularExpression(QStringLiteral("\\d\\.\\d{5,}"))), qPrintable(r.out));

        const QStringList rec{QStringLiteral("recommend"),    QStringLiteral("--model"), kLlama8b,
                              QStringLiteral("--sla-itl-ms"), QStringLiteral("10"),      QStringLiteral("--method"),
                              QStringLiteral("roofline")};
        const Run t = runCli(rec);
        QVERIFY2(t.exitCode == 0, qPrintable(describe(rec, t)));
        QVERIFY2(t.out.contains(QStringLiteral("Verdict:")), qPrintable(t.out));
        QVERIFY(t.out.contains(QStringLiteral("Excluded:")));
        QVERIFY(t.out.contains(QStringLiteral("misses SLA")) || t.out.contains(QStringLiteral("does not fit")));
        QVERIFY(t.out.contains(QStringLiteral("Energy (J/token)")));
        QVERIFY(!t.out.contains(QRegularExpression(QStringLiteral("\\d\\.\\d{5,}"))));

        const Run e = runCli({QStringLiteral("evaluate"), QStringLiteral("--data"),
                              QStringLiteral("measurements_small.csv"), QStringLiteral("--methods"),
                              QStringLiteral("ls_tdp"), QStringLiteral("--strategies"), QStringLiteral("cv5")});
        QCOMPARE(e.exitCode, 0);
        QVERIFY(e.out.contains(QStringLiteral("MdAPE (%)")));
        QVERIFY(e.out.contains(QStringLiteral("ls_tdp")));
    }

    void helpAndVersion_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::newRow("tool") << QStringList{QStringLiteral("--help")} << "Commands:";
        QTest::newRow("help word") << QStringList{QStringLiteral("help"), QStringLiteral("recommend")}
                                   << "--sla-itl-ms";
        QTest::newRow("version") << QStringList{QStringLiteral("--version")} << "wattgpu-cli ";
        QTest::newRow("catalog gpus") << QStringList{QStringLiteral("catalog"), QStringLiteral("gpus"),
                                                     QStringLiteral("--help")}
                                      << "Usage: wattgpu-cli catalog gpus";
        QTest::newRow("catalog llms") << QStringList{QStringLiteral("catalog"), QStringLiteral("llms"),
                                                     QStringLiteral("--help")}
                                      << "--search";
        QTest::newRow("catalog models") << QStringList{QStringLiteral("catalog"), QStringLiteral("models"),
                                                       QStringLiteral("-h")}
                                        << "Usage: wattgpu-cli catalog models";
        QTest::newRow("predict") << QStringList{QStringLiteral("predict"), QStringLiteral("--help")}
                                 << "--input FILE.csv";
        QTest::newRow("recommend") << QStringList{QStringLiteral("recommend"), QStringLiteral("--help")}
                                   << "--objective";
        QTest::newRow("train") << QStringList{QStringLiteral("train"), QStringLiteral("--help")} << "--out DIR";
        QTest::newRow("evaluate") << QStringList{QStringLiteral("evaluate"), QStringLiteral("--help")}
                                  << "--strategies";
    }

    void helpAndVersion()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        QVERIFY2(r.out.contains(expected), qPrintable(r.out));
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("named"); // what stderr must name: flag, file:line, column

        const QStringList p{QStringLiteral("predict"), QStringLiteral("--model"), kLlama8b, QStringLiteral("--method"),
                            QStringLiteral("roofline")};
        const QStringList rec{QStringLiteral("recommend"), QStringLiteral("--model"), kLlama8b,
                              QStringLiteral("--method"), QStringLiteral("roofline")};
        QTest::newRow("batch 0") << (p + QStringList{QStringLiteral("--batch"), QStringLiteral("0")}) << 2 << "--batch";
        QTest::newRow("batch negative") << (p + QStringList{QStringLiteral("--batch"), QStringLiteral("-3")}) << 2
                                        << "--batch";
        QTest::newRow("batch absurd") << (p + QStringList{QStringLiteral("--batch"), QStringLiteral("1e9")}) << 2
                                      << "--batch";
        QTest::newRow("batch fraction") << (p + QStringList{QStringLiteral("--batch"), QStringLiteral("2.5")}) << 2
                                        << "--batch";
        QTest::newRow("batch text") << (p + QStringList{QStringLiteral("--batch=many")}) << 2 << "--batch";
        QTest::newRow("batch missing value") << (p + QStringList{QStringLiteral("--batch")}) << 2 << "--batch";
        QTest::newRow("prompt len 0") << (p + QStringList{QStringLiteral("--prompt-len"), QStringLiteral("0")}) << 2
                                      << "--prompt-len";
        QTest::newRow("output len huge") << (p + QStringList{QStringLiteral("--output-len"), QStringLiteral("1e12")})
                                         << 2 << "--output-len";
        QTest::newRow("gpus 0") << (p + QStringList{QStringLiteral("--gpus"), QStringLiteral("0")}) << 2 << "--gpus";
        QTest::newRow("power limit nan") << (p + QStringList{QStringLiteral("--power-limit-w"), QStringLiteral("nan")})
                                         << 2 << "--power-limit-w";
        QTest::newRow("power limit negative")
            << (p + QStringList{QStringLiteral("--power-limit-w"), QStringLiteral("-300")}) << 2 << "--power-limit-w";
        QTest::newRow("sla nan") << (rec + QStringList{QStringLiteral("--sla-itl-ms"), QStringLiteral("nan")}) << 2
                                 << "--sla-itl-ms";
        QTest::newRow("sla zero") << (rec + QStringList{QStringLiteral("--sla-itl-ms"), QStringLiteral("0")}) << 2
                                  << "--sla-itl-ms";
        QTest::newRow("sla inf") << (rec + QStringList{QStringLiteral("--sla-itl-ms"), QStringLiteral("inf")}) << 2
                                 << "--sla-itl-ms";
        QTest::newRow("sla missing") << rec << 2 << "--sla-itl-ms";
        QTest::newRow("objective unknown") << (rec
                                               + QStringList{QStringLiteral("--sla-itl-ms"), QStringLiteral("50"),
                                                             QStringLiteral("--objective"), QStringLiteral("speed")})
                                           << 2 << "--objective";
        QTest::newRow("precision unknown")
            << (p + QStringList{QStringLiteral("--precision"), QStringLiteral("int3")}) << 2 << "--precision";
        QTest::newRow("method unknown") << QStringList{QStringLiteral("predict"), QStringLiteral("--model"), kLlama8b,
                                                       QStringLiteral("--method"), QStringLiteral("magic")}
                                        << 2 << "--method";
        QTest::newRow("format unknown") << (p + QStringList{QStringLiteral("--format"), QStringLiteral("xml")}) << 2
                                        << "--format";
        QTest::newRow("unknown option") << (p + QStringList{QStringLiteral("--bacth"), QStringLiteral("8")}) << 2
                                        << "--bacth";
        QTest::newRow("unknown command") << QStringList{QStringLiteral("predcit")} << 2 << "predcit";
        QTest::newRow("missing command") << QStringList{} << 2 << "missing command";
        QTest::newRow("catalog without what") << QStringList{QStringLiteral("catalog")} << 2 << "catalog";
        QTest::newRow("model missing") << QStringList{QStringLiteral("predict"), QStringLiteral("--method"),
                                                      QStringLiteral("roofline")}
                                       << 2 << "--model";
        // Unknown ids name the flag and suggest close catalog matches.
        QTest::newRow("model unknown") << QStringList{QStringLiteral("predict"), QStringLiteral("--model"),
                                                      QStringLiteral("Llama-3.1-8B-Instruc"),
                                                      QStringLiteral("--method"), QStringLiteral("roofline")}
                                       << 2 << "meta-llama/Llama-3.1-8B-Instruct";
        QTest::newRow("gpu unknown") << (p + QStringList{QStringLiteral("--gpu"), QStringLiteral("h100")}) << 2
                                     << "h100-sxm5-80gb";
        QTest::newRow("stray argument") << (p + QStringList{QStringLiteral("extra")}) << 2 << "extra";
        QTest::newRow("min-b above max-b")
            << QStringList{QStringLiteral("catalog"), QStringLiteral("llms"),    QStringLiteral("--min-b"),
                           QStringLiteral("70"),      QStringLiteral("--max-b"), QStringLiteral("7")}
            << 2 << "--min-b";
        QTest::newRow("moe and dense") << QStringList{QStringLiteral("catalog"), QStringLiteral("llms"),
                                                      QStringLiteral("--moe"), QStringLiteral("--dense")}
                                       << 2 << "--moe";
        QTest::newRow("train without out") << QStringList{QStringLiteral("train")} << 2 << "--out";
        QTest::newRow("rate and batch") << (p
                                            + QStringList{QStringLiteral("--rate"), QStringLiteral("1"),
                                                          QStringLiteral("--batch"), QStringLiteral("4")})
                                        << 2 << "--rate";
        QTest::newRow("rate zero") << (p + QStringList{QStringLiteral("--rate"), QStringLiteral("0")}) << 2 << "--rate";
        QTest::newRow("capacity without rate")
            << QStringList{QStringLiteral("plan-capacity"), QStringLiteral("--model"), kLlama8b,
                           QStringLiteral("--sla-itl-ms"), QStringLiteral("50")}
            << 2 << "--fleet-rate";
        QTest::newRow("evaluate bad strategy")
            << QStringList{QStringLiteral("evaluate"), QStringLiteral("--strategies"), QStringLiteral("cv10")} << 2
            << "--strategies";
        // Runtime errors: files and data (exit 1), naming the file, line and column.
        QTest::newRow("input missing") << QStringList{QStringLiteral("predict"), QStringLiteral("--input"),
                                                      QStringLiteral("no_such.csv"), QStringLiteral("--method"),
                                                      QStringLiteral("roofline")}
                                       << 1 << "no_such.csv";
        QTest::newRow("bulk bad batch") << QStringList{QStringLiteral("predict"), QStringLiteral("--input"),
                                                       QStringLiteral("bulk_bad_batch.csv"), QStringLiteral("--method"),
                                                       QStringLiteral("roofline")}
                                        << 1 << "bulk_bad_batch.csv:3: batch:";
        QTest::newRow("bulk unknown model") << QStringList{QStringLiteral("predict"), QStringLiteral("--input"),
                                                           QStringLiteral("bulk_unknown_model.csv"),
                                                           QStringLiteral("--method"), QStringLiteral("roofline")}
                                            << 1 << "bulk_unknown_model.csv:4: model:";
        QTest::newRow("bulk unknown gpu")
            << QStringList{QStringLiteral("predict"), QStringLiteral("--input"), QStringLiteral("bulk_unknown_gpu.csv"),
                           QStringLiteral("--method"), QStringLiteral("roofline")}
            << 1 << "bulk_unknown_gpu.csv:2: gpu:";
        QTest::newRow("bulk bad precision") << QStringList{QStringLiteral("predict"), QStringLiteral("--input"),
                                                           QStringLiteral("bulk_bad_precision.csv"),
                                                           QStringLiteral("--method"), QStringLiteral("roofline")}
                                            << 1 << "bulk_bad_precision.csv:2: precision:";
        QTest::newRow("bulk nan power") << QStringList{QStringLiteral("predict"), QStringLiteral("--input"),
                                                       QStringLiteral("bulk_nan_power.csv"), QStringLiteral("--method"),
                                                       QStringLiteral("roofline")}
                                        << 1 << "bulk_nan_power.csv:3: power_limit_w:";
        QTest::newRow("bulk unknown column") << QStringList{QStringLiteral("predict"), QStringLiteral("--input"),
                                                            QStringLiteral("bulk_unknown_column.csv"),
                                                            QStringLiteral("--method"), QStringLiteral("roofline")}
                                             << 1 << "bulk_unknown_column.csv:1: batchsize:";
        QTest::newRow("engine unknown") << (p + QStringList{QStringLiteral("--engine"), QStringLiteral("sglang")}) << 2
                                        << "known: vllm, tgi, hf-transformers, tensorrt-llm, deepspeed-mii";
        QTest::newRow("engine version not a number")
            << (p + QStringList{QStringLiteral("--engine-version"), QStringLiteral("latest")}) << 2
            << "--engine-version";
        // The message lists every definition the planner knows (p90_itl and p99_itl among them).
        QTest::newRow("itl metric unknown") << (p + QStringList{QStringLiteral("--itl-metric"), QStringLiteral("p99")})
                                            << 2 << QString::fromLatin1(wattgpu::itlKindChoices());
        QTest::newRow("bulk unknown engine")
            << QStringList{QStringLiteral("predict"), QStringLiteral("--input"),
                           QStringLiteral("bulk_unknown_engine.csv"), QStringLiteral("--method"),
                           QStringLiteral("roofline")}
            << 1 << "bulk_unknown_engine.csv:3: engine: unknown serving engine 'sglang' (known: vllm";
        QTest::newRow("bulk bad metric") << QStringList{QStringLiteral("predict"), QStringLiteral("--input"),
                                                        QStringLiteral("bulk_bad_metric.csv"),
                                                        QStringLiteral("--method"), QStringLiteral("roofline")}
                                         << 1 << "bulk_bad_metric.csv:2: itl_metric:";
        // Issue 24's bulk columns: the KV-cache precision and the rate of a server-mode row.
        QTest::newRow("bulk bad kv cache dtype")
            << QStringList{QStringLiteral("predict"), QStringLiteral("--input"),
                           QStringLiteral("bulk_bad_kv_cache.csv"), QStringLiteral("--method"),
                           QStringLiteral("roofline")}
            << 1 << "bulk_bad_kv_cache.csv:3: kv_cache_dtype: unknown KV-cache precision 'int4' (choose auto or fp8)";
        QTest::newRow("bulk bad rate") << QStringList{QStringLiteral("predict"), QStringLiteral("--input"),
                                                      QStringLiteral("bulk_bad_rate.csv"), QStringLiteral("--method"),
                                                      QStringLiteral("roofline")}
                                       << 1 << "bulk_bad_rate.csv:2: rate_rps: 'fast' is not a finite number";
        QTest::newRow("kv cache dtype unknown")
            << (p + QStringList{QStringLiteral("--kv-cache-dtype"), QStringLiteral("int8")}) << 2
            << "--kv-cache-dtype: unknown KV-cache precision 'int8' (choose auto or fp8)";
        QTest::newRow("bulk no model column") << QStringList{QStringLiteral("predict"), QStringLiteral("--input"),
                                                             QStringLiteral("bulk_no_model_column.csv"),
                                                             QStringLiteral("--method"), QStringLiteral("roofline")}
                                              << 1 << "bulk_no_model_column.csv:1: model:";
        QTest::newRow("config.json missing")
            << QStringList{QStringLiteral("predict"), QStringLiteral("--model"), QStringLiteral("nowhere/config.json"),
                           QStringLiteral("--method"), QStringLiteral("roofline")}
            << 1 << "nowhere/config.json";
        QTest::newRow("config.json bad field")
            << QStringList{QStringLiteral("predict"), QStringLiteral("--model"), QStringLiteral("bad_config.json"),
                           QStringLiteral("--method"), QStringLiteral("roofline")}
            << 1 << "hidden_size";
        QTest::newRow("evaluate data missing")
            << QStringList{QStringLiteral("evaluate"), QStringLiteral("--data"), QStringLiteral("missing.csv")} << 1
            << "missing.csv";
        QTest::newRow("data dir missing") << QStringList{QStringLiteral("catalog"), QStringLiteral("gpus"),
                                                         QStringLiteral("--data-dir"), QStringLiteral("no/such/dir")}
                                          << 2 << "--data-dir";
    }

    void errors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, named);
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == exitCode, qPrintable(describe(args, r)));
        QVERIFY2(r.out.isEmpty() || args.isEmpty(), qPrintable(QStringLiteral("stdout not empty: ") + r.out.left(300)));
        const QStringList lines = csvLines(r.err);
        QVERIFY2(!lines.isEmpty(), "stderr is empty");
        const QString last = lines.last();
        // One clear line: the error is the last line and the only one.
        QVERIFY2(last.startsWith(QStringLiteral("wattgpu-cli: error: ")), qPrintable(r.err));
        QCOMPARE(r.err.count(QStringLiteral("error:")), 1);
        QVERIFY2(last.contains(named),
                 qPrintable(QStringLiteral("'") + named + QStringLiteral("' not named in: ") + last));
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestCliFormats)
#include "test_cli_formats.moc"
