// Every CSV wattgpu-cli writes (issue 26, class 7: the export CSV's header held num_gpus twice):
// the header of each writer is parsed and its column names must be non-empty and never repeat,
// and every row must be as wide as the header. Writers: export .csv (plain, --compare, server
// mode), predict --format csv (one model, bulk --input, server mode), recommend --format csv
// (offline and server), plan-capacity --format csv, catalog gpus|llms|stacks|models --format csv,
// evaluate --format csv, train --format csv, import's planner CSV (--out) and its report (--format
// csv).
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

#include "tests/support/cli_run.h"

namespace {

const QString kCases = QStringLiteral(WATTGPU_TEST_DATA_DIR "/cli");
const QString kImport = QStringLiteral(WATTGPU_TEST_DATA_DIR "/import");
const QString kLlama8b = QStringLiteral("meta-llama/Llama-3.1-8B-Instruct");

using Run = wattgpu::testing::CliRun;

Run runCli(const QStringList& args) { return wattgpu::testing::runCliWith(args); }

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// RFC 4180 records (quoted cells may hold commas, quotes and line breaks).
QList<QStringList> csvRecords(const QByteArray& bytes)
{
    const QString text = QString::fromUtf8(bytes);
    QList<QStringList> records;
    QStringList record;
    QString cell;
    bool quoted = false;
    bool any = false;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        any = true;
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                cell += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                cell += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            record << cell;
            cell.clear();
        } else if (c == QLatin1Char('\r') && i + 1 < text.size() && text[i + 1] == QLatin1Char('\n')) {
            continue; // CRLF (the report's CSV) ends the record at the LF
        } else if (c == QLatin1Char('\n')) {
            record << cell;
            records << record;
            record.clear();
            cell.clear();
            any = false;
        } else {
            cell += c;
        }
    }
    if (any) {
        record << cell;
        records << record;
    }
    return records;
}

// Checks one writer's output: a header of unique, non-empty names; rows as wide as it.
void checkCsv(const QString& what, const QByteArray& csv, int minRows = 1)
{
    const QList<QStringList> records = csvRecords(csv);
    QVERIFY2(!records.isEmpty(), qPrintable(what + ": no CSV"));
    const QStringList header = records.front();
    QSet<QString> seen;
    for (const QString& name : header) {
        QVERIFY2(!name.trimmed().isEmpty(), qPrintable(what + ": an empty column name in " + header.join(',')));
        QVERIFY2(!seen.contains(name),
                 qPrintable(what + ": column '" + name + "' appears twice in " + header.join(',')));
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
        const QStringList gpus{"--gpu", "l4-24gb,h100-sxm5-80gb,a100-sxm4-80gb"};
        QTest::newRow("predict") << QStringList{"predict", "--model", kLlama8b} + gpus;
        QTest::newRow("predict all counts")
            << QStringList{"predict", "--model", kLlama8b, "--gpus", "all-counts"} + gpus;
        QTest::newRow("predict server") << QStringList{"predict", "--model", kLlama8b, "--rate", "3"} + gpus;
        QTest::newRow("predict bulk") << QStringList{"predict", "--input", "bulk_input.csv"};
        QTest::newRow("predict bulk corpus rows") << QStringList{"predict", "--input", "bulk_corpus_rows.csv"};
        QTest::newRow("recommend") << QStringList{"recommend", "--model", kLlama8b, "--sla-itl-ms", "30"} + gpus;
        QTest::newRow("recommend server")
            << QStringList{"recommend", "--model", kLlama8b, "--sla-itl-ms", "50", "--rate", "4"} + gpus;
        QTest::newRow("plan-capacity") << QStringList{"plan-capacity", "--model", kLlama8b, "--rate", "20",
                                                      "--sla-itl-ms",  "50"}
                + gpus;
        QTest::newRow("catalog gpus") << QStringList{"catalog", "gpus"};
        QTest::newRow("catalog llms") << QStringList{"catalog", "llms"};
        QTest::newRow("catalog stacks") << QStringList{"catalog", "stacks"};
        QTest::newRow("catalog models") << QStringList{"catalog", "models"};
        QTest::newRow("evaluate") << QStringList{
            "evaluate", "--data", "measurements_small.csv", "--methods", "ls_tdp", "--strategies", "cv5"};
        // The report lists rejected rows only: its header may stand alone.
        QTest::newRow("import report") << QStringList{"import", kImport + "/wattcounts_format.csv"};
        QTest::newRow("import planner csv to stdout")
            << QStringList{"import", kImport + "/wattcounts_format.csv", "--out", "-"};
    }
    void stdoutWriters()
    {
        QFETCH(QStringList, args);
        const Run r = runCli(args + QStringList{"--format", "csv"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        checkCsv(args.join(' '), r.out, QString::fromLatin1(QTest::currentDataTag()) == "import report" ? 0 : 1);
    }

    // The report's CSV (the window's "Export report" writes the same bytes), and the files other
    // commands write.
    void fileWriters()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QStringList base{
            "export", "--model", kLlama8b, "--sla-itl-ms", "50", "--gpu", "l4-24gb,h100-sxm5-80gb,a100-sxm4-80gb"};
        const QList<QPair<QString, QStringList>> exports = {
            {"plain", {}},
            {"compare", {"--compare", "l4-24gb,h100-sxm5-80gb"}},
            {"server", {"--rate", "4"}},
            {"all counts", {"--gpus", "all-counts"}},
            {"cost", {"--objective", "cost", "--usd-per-gpu-hour", "2"}},
        };
        int n = 0;
        for (const auto& [name, extra] : exports) {
            const QString out = tmp.path() + QStringLiteral("/r%1.csv").arg(n++);
            const Run r = runCli(base + extra + QStringList{"--out", out});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            checkCsv("export " + name, readFile(out));
            if (QTest::currentTestFailed())
                return;
        }

        const QString planner = tmp.path() + "/planner.csv";
        const Run imp = runCli({"import", kImport + "/wattcounts_format.csv", "--out", planner});
        QVERIFY2(imp.exitCode == 0, imp.err.constData());
        checkCsv("import --out", readFile(planner));
        if (QTest::currentTestFailed())
            return;

        // train's CSV summary (small data: a few seconds).
        const Run train = runCli({"train", "--data", "measurements_small.csv", "--out", tmp.path() + "/models",
                                  "--methods", "default", "--format", "csv"});
        QVERIFY2(train.exitCode == 0, train.err.constData());
        checkCsv("train", train.out);
    }

    // The num_gpus of the issue: once in the export's header, and in the same place as before.
    void exportHoldsNumGpusOnce()
    {
        QTemporaryDir tmp;
        const QString out = tmp.path() + "/r.csv";
        const Run r = runCli({"export", "--model", kLlama8b, "--sla-itl-ms", "50", "--gpu", "l4-24gb,h100-sxm5-80gb",
                              "--gpus", "2", "--out", out});
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

QTEST_GUILESS_MAIN(TestCliCsvHeaders)
#include "test_cli_csv_headers.moc"
