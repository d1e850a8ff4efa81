// Every CSV wattgpu-cli writes (issue 26, class 7: the export CSV's header held num_gpus twice):
// the header of each writer is parsed and its column names must be non-empty and never repeat,
// and every row must be as wide as the header. Writers: export .csv (plain, --compare, server
// mode), predict --format csv (one model, bulk --input, server mode), recommend --format csv
// (offline and server), plan-capacity --format csv (also with --inventory), catalog gpus|llms|stacks|models --format
// csv, evaluate --format csv, train --format csv, import's planner CSV (--out) and its report (--format csv).
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

#include "tests/support/cli_run.h"
#include "tests/support/csv_cells.h"
#include "tests/support/file_bytes.h"
#include "tests/support/test_registry.h"

namespace {

const QString kCases = QStringLiteral(WATTGPU_TEST_DATA_DIR "/cli");
const QString kImport = QStringLiteral(WATTGPU_TEST_DATA_DIR "/import");
const QString kLlama8b = QStringLiteral("meta-llama/Llama-3.1-8B-Instruct");

using Run = wattgpu::testing::CliRun;
using wattgpu::testing::csvRecords;
using wattgpu::testing::readFile;

Run runCli(const QStringList& args) { return wattgpu::testing::runCliWith(args); }

// Checks one writer's output: a header of unique, non-empty names; rows as wide as it.
void checkCsv(const QString& what, const QByteArray& csv, int minRows = 1)
{
    const QList<QStringList> records = csvRecords(csv);
    QVERIFY2(!records.isEmpty(), qPrintable(what + QStringLiteral(": no CSV")));
    const QStringList header = records.front();
    QSet<QString> seen;
    for (const QString& name : header) {
        QVERIFY2(!name.trimmed().isEmpty(),
                 qPrintable(what + QStringLiteral(": an empty column name in ") + header.join(QLatin1Char(','))));
        QVERIFY2(!seen.contains(name),
                 qPrintable(what + QStringLiteral(": column '") + name + QStringLiteral("' appears twice in ")
                            + header.join(QLatin1Char(','))));
        seen.insert(name);
    }
    QVERIFY2(records.size() - 1 >= minRows, qPrintable(what + QStringLiteral(": %1 rows").arg(records.size() - 1)));
    for (int i = 1; i < records.size(); ++i)
        QVERIFY2(records[i].size() == header.size(),
                 qPrintable(what
                            + QStringLiteral(": row %1 has %2 cells, the header %3")
                                  .arg(i)
                                  .arg(records[i].size())
                                  .arg(header.size())));
}

} // namespace

class TestCliCsvHeaders : public QObject {
    Q_OBJECT
private slots:
    // Writers printing CSV on stdout.
    void stdoutWriters_data()
    {
        QTest::addColumn<QStringList>("args");
        const QStringList gpus{QStringLiteral("--gpu"), QStringLiteral("l4-24gb,h100-sxm5-80gb,a100-sxm4-80gb")};
        QTest::newRow("predict") << QStringList{QStringLiteral("predict"), QStringLiteral("--model"), kLlama8b} + gpus;
        QTest::newRow("predict all counts")
            << QStringList{QStringLiteral("predict"), QStringLiteral("--model"), kLlama8b, QStringLiteral("--gpus"),
                           QStringLiteral("all-counts")}
                + gpus;
        QTest::newRow("predict server") << QStringList{QStringLiteral("predict"), QStringLiteral("--model"), kLlama8b,
                                                       QStringLiteral("--rate"), QStringLiteral("3")}
                + gpus;
        QTest::newRow("predict bulk") << QStringList{QStringLiteral("predict"), QStringLiteral("--input"),
                                                     QStringLiteral("bulk_input.csv")};
        QTest::newRow("predict bulk corpus rows") << QStringList{QStringLiteral("predict"), QStringLiteral("--input"),
                                                                 QStringLiteral("bulk_corpus_rows.csv")};
        QTest::newRow("recommend") << QStringList{QStringLiteral("recommend"), QStringLiteral("--model"), kLlama8b,
                                                  QStringLiteral("--sla-itl-ms"), QStringLiteral("30")}
                + gpus;
        QTest::newRow("recommend server") << QStringList{QStringLiteral("recommend"),
                                                         QStringLiteral("--model"),
                                                         kLlama8b,
                                                         QStringLiteral("--sla-itl-ms"),
                                                         QStringLiteral("50"),
                                                         QStringLiteral("--rate"),
                                                         QStringLiteral("4")}
                + gpus;
        QTest::newRow("plan-capacity") << QStringList{QStringLiteral("plan-capacity"),
                                                      QStringLiteral("--model"),
                                                      kLlama8b,
                                                      QStringLiteral("--rate"),
                                                      QStringLiteral("20"),
                                                      QStringLiteral("--sla-itl-ms"),
                                                      QStringLiteral("50")}
                + gpus;
        QTest::newRow("plan-capacity --inventory") << QStringList{QStringLiteral("plan-capacity"),
                                                                  QStringLiteral("--model"),
                                                                  kLlama8b,
                                                                  QStringLiteral("--fleet-rate"),
                                                                  QStringLiteral("200"),
                                                                  QStringLiteral("--sla-itl-ms"),
                                                                  QStringLiteral("50"),
                                                                  QStringLiteral("--inventory"),
                                                                  QStringLiteral("l4-24gb=4")}
                + gpus;
        QTest::newRow("catalog gpus") << QStringList{QStringLiteral("catalog"), QStringLiteral("gpus")};
        QTest::newRow("catalog llms") << QStringList{QStringLiteral("catalog"), QStringLiteral("llms")};
        QTest::newRow("catalog stacks") << QStringList{QStringLiteral("catalog"), QStringLiteral("stacks")};
        QTest::newRow("catalog models") << QStringList{QStringLiteral("catalog"), QStringLiteral("models")};
        QTest::newRow("evaluate") << QStringList{
            QStringLiteral("evaluate"),  QStringLiteral("--data"), QStringLiteral("measurements_small.csv"),
            QStringLiteral("--methods"), QStringLiteral("ls_tdp"), QStringLiteral("--strategies"),
            QStringLiteral("cv5")};
        // The report lists rejected rows only: its header may stand alone.
        QTest::newRow("import report") << QStringList{QStringLiteral("import"),
                                                      kImport + QStringLiteral("/wattcounts_format.csv")};
        QTest::newRow("import planner csv to stdout")
            << QStringList{QStringLiteral("import"), kImport + QStringLiteral("/wattcounts_format.csv"),
                           QStringLiteral("--out"), QStringLiteral("-")};
    }
    void stdoutWriters()
    {
        QFETCH(QStringList, args);
        const Run r = runCli(args + QStringList{QStringLiteral("--format"), QStringLiteral("csv")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        checkCsv(args.join(QLatin1Char(' ')), r.out,
                 QString::fromLatin1(QTest::currentDataTag()) == QStringLiteral("import report") ? 0 : 1);
    }

    // The report's CSV (the window's "Export report" writes the same bytes), and the files other
    // commands write.
    void fileWriters()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QStringList base{QStringLiteral("export"),
                               QStringLiteral("--model"),
                               kLlama8b,
                               QStringLiteral("--sla-itl-ms"),
                               QStringLiteral("50"),
                               QStringLiteral("--gpu"),
                               QStringLiteral("l4-24gb,h100-sxm5-80gb,a100-sxm4-80gb")};
        const QList<QPair<QString, QStringList>> exports = {
            {QStringLiteral("plain"), {}},
            {QStringLiteral("compare"), {QStringLiteral("--compare"), QStringLiteral("l4-24gb,h100-sxm5-80gb")}},
            {QStringLiteral("server"), {QStringLiteral("--rate"), QStringLiteral("4")}},
            {QStringLiteral("all counts"), {QStringLiteral("--gpus"), QStringLiteral("all-counts")}},
            {QStringLiteral("cost"),
             {QStringLiteral("--objective"), QStringLiteral("cost"), QStringLiteral("--usd-per-gpu-hour"),
              QStringLiteral("2")}},
        };
        int n = 0;
        for (const auto& [name, extra] : exports) {
            const QString out = tmp.path() + QStringLiteral("/r%1.csv").arg(n++);
            const Run r = runCli(base + extra + QStringList{QStringLiteral("--out"), out});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            checkCsv(QStringLiteral("export ") + name, readFile(out));
            if (QTest::currentTestFailed())
                return;
        }

        const QString planner = tmp.path() + QStringLiteral("/planner.csv");
        const Run imp = runCli({QStringLiteral("import"), kImport + QStringLiteral("/wattcounts_format.csv"),
                                QStringLiteral("--out"), planner});
        QVERIFY2(imp.exitCode == 0, imp.err.constData());
        checkCsv(QStringLiteral("import --out"), readFile(planner));
        if (QTest::currentTestFailed())
            return;

        // train's CSV summary (small data: a few seconds).
        const Run train = runCli({QStringLiteral("train"), QStringLiteral("--data"),
                                  QStringLiteral("measurements_small.csv"), QStringLiteral("--out"),
                                  tmp.path() + QStringLiteral("/models"), QStringLiteral("--methods"),
                                  QStringLiteral("default"), QStringLiteral("--format"), QStringLiteral("csv")});
        QVERIFY2(train.exitCode == 0, train.err.constData());
        checkCsv(QStringLiteral("train"), train.out);
    }

    // The num_gpus of the issue: once in the export's header, and in the same place as before.
    void exportHoldsNumGpusOnce()
    {
        QTemporaryDir tmp;
        const QString out = tmp.path() + QStringLiteral("/r.csv");
        const Run r = runCli({QStringLiteral("export"), QStringLiteral("--model"), kLlama8b,
                              QStringLiteral("--sla-itl-ms"), QStringLiteral("50"), QStringLiteral("--gpu"),
                              QStringLiteral("l4-24gb,h100-sxm5-80gb"), QStringLiteral("--gpus"), QStringLiteral("2"),
                              QStringLiteral("--out"), out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QList<QStringList> records = csvRecords(readFile(out));
        QVERIFY(records.size() >= 3);
        const QStringList header = records.front();
        QCOMPARE(header.count(QStringLiteral("num_gpus")), 1);
        QCOMPARE(header.indexOf(QStringLiteral("num_gpus")), 3); // rank, gpu_id, gpu_name, num_gpus
        for (int i = 1; i < records.size(); ++i)
            QCOMPARE(records[i].value(3), QStringLiteral("2"));
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestCliCsvHeaders)
#include "test_cli_csv_headers.moc"
