// wattgpu-cli echoing its input (issue 26, class 9): the engine version has one grammar for every
// reader (the --engine-version flag of predict, recommend, plan-capacity and export, and the bulk
// CSV's engine_version column); a malformed one ("0.11; rm", "0.11abc") is refused naming the
// flag or the file, line and column and the value sanitized; a well-formed one never measured
// ("99") is predicted as the nearest measured version with a warning that says which, and every
// output (table, JSON, CSV, report) shows the version used, never the raw text. Server mode
// describes its request rate, not the batch it does not use.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include "tests/support/cli_run.h"
#include "tests/support/csv_cells.h"
#include "tests/support/file_bytes.h"
#include "tests/support/test_registry.h"

#include <nlohmann/json.hpp>

namespace {

const QString kCases = QStringLiteral(WATTGPU_TEST_DATA_DIR "/cli");
const QString kLlama8b = QStringLiteral("meta-llama/Llama-3.1-8B-Instruct");

using Run = wattgpu::testing::CliRun;
using wattgpu::testing::csvCells;
using wattgpu::testing::readFile;
using wattgpu::testing::writeFile;

Run runCli(const QStringList& args, const QString& workDir = kCases)
{
    wattgpu::testing::CliOptions options;
    options.workDir = workDir;
    options.timeoutMs = 120000;
    return wattgpu::testing::runCliWith(args, options);
}

bool hasRawControl(const QByteArray& s)
{
    for (const char c : s) {
        const auto b = static_cast<unsigned char>(c);
        if ((b < 0x20 && b != '\n' && b != '\t') || b == 0x7f)
            return true;
    }
    return false;
}

// Every value of `column` in a CSV text.
QStringList csvColumn(const QByteArray& csv, const QString& column)
{
    const QStringList lines = QString::fromUtf8(csv).split(QRegularExpression(QStringLiteral("\r?\n")),
                                                           Qt::SkipEmptyParts);
    if (lines.isEmpty())
        return {};
    const int at = int(csvCells(lines.front()).indexOf(column));
    if (at < 0)
        return {};
    QStringList out;
    for (int i = 1; i < lines.size(); ++i)
        out << csvCells(lines[i]).value(at);
    return out;
}

// The flags of each command that takes --engine-version, each run writing nothing heavy.
QList<QStringList> commandsWithStack(const QString& outDir)
{
    return {
        {QStringLiteral("predict"), QStringLiteral("--model"), kLlama8b, QStringLiteral("--gpu"),
         QStringLiteral("l4-24gb")},
        {QStringLiteral("recommend"), QStringLiteral("--model"), kLlama8b, QStringLiteral("--sla-itl-ms"),
         QStringLiteral("50"), QStringLiteral("--gpu"), QStringLiteral("l4-24gb,h100-sxm5-80gb")},
        {QStringLiteral("plan-capacity"), QStringLiteral("--model"), kLlama8b, QStringLiteral("--rate"),
         QStringLiteral("5"), QStringLiteral("--sla-itl-ms"), QStringLiteral("50"), QStringLiteral("--gpu"),
         QStringLiteral("l4-24gb")},
        {QStringLiteral("export"), QStringLiteral("--model"), kLlama8b, QStringLiteral("--sla-itl-ms"),
         QStringLiteral("50"), QStringLiteral("--gpu"), QStringLiteral("l4-24gb,h100-sxm5-80gb"),
         QStringLiteral("--out"), outDir + QStringLiteral("/refused.csv")},
    };
}

std::string engineVersionOf(const nlohmann::json& j)
{
    return j.contains("engine_version") && j["engine_version"].is_string() ? j["engine_version"].get<std::string>()
                                                                           : std::string("<absent>");
}

} // namespace

class TestCliEcho : public QObject {
    Q_OBJECT
private slots:
    // Malformed versions are refused by every command, naming the flag and echoing the value
    // sanitized on one line; nothing is written.
    void malformedEngineVersionIsRefused_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("echo"); // what the message must show
        QTest::newRow("shell") << "0.11; rm"
                               << "'0.11; rm'";
        QTest::newRow("suffix") << "0.11abc"
                                << "'0.11abc'";
        QTest::newRow("word") << "latest"
                              << "'latest'";
        QTest::newRow("trailing dot") << "0.11."
                                      << "'0.11.'";
        QTest::newRow("five groups") << "1.2.3.4.5"
                                     << "'1.2.3.4.5'";
        QTest::newRow("unknown tag") << "0.5.3.patch1"
                                     << "'0.5.3.patch1'";
        QTest::newRow("blank") << " "
                               << "is not a version";
        QTest::newRow("escape") << QStringLiteral("\x1b]0;owned\x07") << "\\x1b]0;owned\\x07";
    }
    void malformedEngineVersionIsRefused()
    {
        QFETCH(QString, version);
        QFETCH(QString, echo);
        QTemporaryDir tmp;
        for (const QStringList& base : commandsWithStack(tmp.path())) {
            for (const QStringList& stack : {QStringList{QStringLiteral("--engine-version"), version},
                                             QStringList{QStringLiteral("--engine"), QStringLiteral("tgi"),
                                                         QStringLiteral("--engine-version"), version}}) {
                const Run r = runCli(base + stack);
                const QString what = base.front() + QLatin1Char(' ') + stack.join(QLatin1Char(' '));
                QVERIFY2(r.exitCode == 2, qPrintable(what + QStringLiteral(": ") + QString::fromUtf8(r.err)));
                QVERIFY2(r.err.contains("--engine-version:"),
                         qPrintable(what + QStringLiteral(": ") + QString::fromUtf8(r.err)));
                QVERIFY2(r.err.contains(echo.toUtf8()),
                         qPrintable(what + QStringLiteral(": ") + QString::fromUtf8(r.err)));
                QVERIFY2(r.err.contains("digits and dots"), r.err.constData());
                QVERIFY2(!hasRawControl(r.err), r.err.constData());
                QCOMPARE(r.err.count('\n'), 1);
                QVERIFY(r.out.isEmpty());
            }
        }
        QVERIFY(!QFileInfo::exists(tmp.path() + QStringLiteral("/refused.csv")));
    }

    // "99" was never measured: the nearest measured version is used, a warning says which, and
    // table, JSON and CSV show the version used.
    void unmeasuredVersionSaysWhichWasUsed()
    {
        const QStringList base{QStringLiteral("predict"),
                               QStringLiteral("--model"),
                               kLlama8b,
                               QStringLiteral("--gpu"),
                               QStringLiteral("l4-24gb,h100-sxm5-80gb"),
                               QStringLiteral("--engine-version"),
                               QStringLiteral("99")};
        const Run j = runCli(base + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(j.exitCode == 0, j.err.constData());
        QVERIFY2(j.err.contains("warning: --engine-version: vllm 99"), j.err.constData());
        QVERIFY2(j.err.contains("predicted as vllm 0.11"), j.err.constData());
        const auto doc = nlohmann::json::parse(j.out.toStdString());
        QCOMPARE(engineVersionOf(doc["workload"]), std::string("0.11"));
        QVERIFY(!doc["predictions"].empty());
        for (const auto& p : doc["predictions"]) {
            QCOMPARE(engineVersionOf(p), std::string("0.11"));
            bool flagged = false;
            for (const auto& w : p["warnings"])
                if (w["code"] == "stack_nearest_match") {
                    flagged = true;
                    const std::string detail = w["detail"].get<std::string>();
                    QVERIFY2(detail.find("99") != std::string::npos, detail.c_str());
                    QVERIFY2(detail.find("0.11") != std::string::npos, detail.c_str());
                }
            QVERIFY(flagged);
        }

        const Run t = runCli(base);
        QVERIFY2(t.exitCode == 0, t.err.constData());
        QVERIFY2(t.out.contains("vllm 0.11 (99 requested, never measured)"), t.out.constData());
        QVERIFY2(!t.out.contains("vllm 99,"), t.out.constData());

        const Run c = runCli(base + QStringList{QStringLiteral("--format"), QStringLiteral("csv")});
        QVERIFY2(c.exitCode == 0, c.err.constData());
        const QStringList versions = csvColumn(c.out, QStringLiteral("engine_version"));
        QVERIFY(!versions.isEmpty());
        for (const auto& v : versions)
            QCOMPARE(v, QStringLiteral("0.11"));

        const Run rec = runCli({QStringLiteral("recommend"), QStringLiteral("--model"), kLlama8b,
                                QStringLiteral("--sla-itl-ms"), QStringLiteral("50"), QStringLiteral("--gpu"),
                                QStringLiteral("l4-24gb,h100-sxm5-80gb"), QStringLiteral("--engine-version"),
                                QStringLiteral("99"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(rec.exitCode == 0, rec.err.constData());
        QVERIFY(rec.err.contains("predicted as vllm 0.11"));
        const auto r = nlohmann::json::parse(rec.out.toStdString());
        QCOMPARE(engineVersionOf(r["workload"]), std::string("0.11"));
        for (const auto& row : r["ranking"])
            QCOMPARE(engineVersionOf(row), std::string("0.11"));

        const Run cap = runCli({QStringLiteral("plan-capacity"), QStringLiteral("--model"), kLlama8b,
                                QStringLiteral("--rate"), QStringLiteral("5"), QStringLiteral("--sla-itl-ms"),
                                QStringLiteral("50"), QStringLiteral("--gpu"), QStringLiteral("l4-24gb"),
                                QStringLiteral("--engine-version"), QStringLiteral("99"), QStringLiteral("--format"),
                                QStringLiteral("json")});
        QVERIFY2(cap.exitCode == 0, cap.err.constData());
        QVERIFY(cap.err.contains("predicted as vllm 0.11"));
        QCOMPARE(engineVersionOf(nlohmann::json::parse(cap.out.toStdString())["workload"]), std::string("0.11"));
    }

    // A measured version however spelled is canonical and silent; another engine's unmeasured
    // version names that engine's version used.
    void measuredVersionsAreCanonical()
    {
        const Run v = runCli({QStringLiteral("predict"), QStringLiteral("--model"), kLlama8b, QStringLiteral("--gpu"),
                              QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--engine-version"),
                              QStringLiteral("v0.5.4"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(v.exitCode == 0, v.err.constData());
        QVERIFY2(!v.err.contains("warning"), v.err.constData());
        const auto doc = nlohmann::json::parse(v.out.toStdString());
        QCOMPARE(engineVersionOf(doc["workload"]), std::string("0.5.4"));
        QCOMPARE(engineVersionOf(doc["predictions"][0]), std::string("0.5.4"));

        const Run trt = runCli({QStringLiteral("predict"), QStringLiteral("--model"), kLlama8b, QStringLiteral("--gpu"),
                                QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--engine"), QStringLiteral("trt-llm"),
                                QStringLiteral("--engine-version"), QStringLiteral("0012.0"),
                                QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(trt.exitCode == 0, trt.err.constData());
        QVERIFY2(trt.err.contains("tensorrt-llm 12.0") && trt.err.contains("predicted as tensorrt-llm 0.11"),
                 trt.err.constData());
        QCOMPARE(engineVersionOf(nlohmann::json::parse(trt.out.toStdString())["predictions"][0]), std::string("0.11"));
    }

    // The bulk CSV's engine_version column: the same grammar, refused with file, line and column;
    // "99" warned once with its line, and the output shows the version used.
    void bulkEngineVersionColumn()
    {
        QTemporaryDir tmp;
        const QString bad = tmp.path() + QStringLiteral("/bad.csv");
        QVERIFY(writeFile(bad,
                          "model,gpu,engine_version\n" + kLlama8b.toUtf8() + ",l4-24gb,0.11\n" + kLlama8b.toUtf8()
                              + ",l4-24gb,0.11; rm\n"));
        const Run r = runCli({QStringLiteral("predict"), QStringLiteral("--input"), bad, QStringLiteral("--format"),
                              QStringLiteral("csv")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("bad.csv:3: engine_version: '0.11; rm' is not a version"), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY(r.out.isEmpty());

        const QString suffix = tmp.path() + QStringLiteral("/suffix.csv");
        QVERIFY(writeFile(suffix, "model,gpu,engine,engine_version\n" + kLlama8b.toUtf8() + ",l4-24gb,tgi,0.11abc\n"));
        const Run s = runCli({QStringLiteral("predict"), QStringLiteral("--input"), suffix});
        QCOMPARE(s.exitCode, 1);
        QVERIFY2(s.err.contains("suffix.csv:2: engine_version: '0.11abc'"), s.err.constData());

        const QString esc = tmp.path() + QStringLiteral("/escape.csv");
        QVERIFY(writeFile(esc, "model,gpu,engine_version\n" + kLlama8b.toUtf8() + ",l4-24gb,\"0.11\x1b[2J\"\n"));
        const Run e = runCli({QStringLiteral("predict"), QStringLiteral("--input"), esc});
        QCOMPARE(e.exitCode, 1);
        QVERIFY2(!hasRawControl(e.err), e.err.constData());
        QVERIFY2(e.err.contains("escape.csv:2: engine_version: '0.11\\x1b[2J'"), e.err.constData());

        const QString unmeasured = tmp.path() + QStringLiteral("/unmeasured.csv");
        QVERIFY(writeFile(unmeasured,
                          "model,gpu,engine_version\n" + kLlama8b.toUtf8() + ",l4-24gb,99\n" + kLlama8b.toUtf8()
                              + ",h100-sxm5-80gb,99\n" + kLlama8b.toUtf8() + ",h100-sxm5-80gb,v0.5.4\n"));
        const Run u = runCli({QStringLiteral("predict"), QStringLiteral("--input"), unmeasured,
                              QStringLiteral("--format"), QStringLiteral("csv")});
        QVERIFY2(u.exitCode == 0, u.err.constData());
        QVERIFY2(u.err.contains("unmeasured.csv:2: engine_version: vllm 99 was never measured: predicted as vllm 0.11"),
                 u.err.constData());
        QCOMPARE(u.err.count("warning"), 1); // once per stack, not per row
        QCOMPARE(csvColumn(u.out, QStringLiteral("engine_version")),
                 (QStringList{QStringLiteral("0.11"), QStringLiteral("0.11"), QStringLiteral("0.5.4")}));
        const QStringList warnings = csvColumn(u.out, QStringLiteral("warnings"));
        QVERIFY(warnings.value(0).contains(QStringLiteral("stack_nearest_match")));
        QVERIFY(!warnings.value(2).contains(QStringLiteral("stack_nearest_match")));

        const Run uj = runCli({QStringLiteral("predict"), QStringLiteral("--input"), unmeasured,
                               QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(uj.exitCode == 0, uj.err.constData());
        const auto doc = nlohmann::json::parse(uj.out.toStdString());
        QCOMPARE(engineVersionOf(doc["results"][0]["workload"]), std::string("0.11"));
        QCOMPARE(engineVersionOf(doc["results"][2]["workload"]), std::string("0.5.4"));
    }

    // The report (every format) shows the version used and the one requested, never "99" as if
    // it had been measured.
    void reportShowsTheVersionUsed()
    {
        QTemporaryDir tmp;
        const QStringList base{QStringLiteral("export"),
                               QStringLiteral("--model"),
                               kLlama8b,
                               QStringLiteral("--sla-itl-ms"),
                               QStringLiteral("50"),
                               QStringLiteral("--gpu"),
                               QStringLiteral("l4-24gb,h100-sxm5-80gb"),
                               QStringLiteral("--engine-version"),
                               QStringLiteral("99")};
        for (const char* ext : {"json", "html", "csv"}) {
            const Run r = runCli(
                base + QStringList{QStringLiteral("--out"), tmp.path() + QStringLiteral("/r.") + QLatin1String(ext)});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QVERIFY2(r.err.contains("predicted as vllm 0.11"), r.err.constData());
        }
        const auto doc = nlohmann::json::parse(readFile(tmp.path() + QStringLiteral("/r.json")).toStdString());
        QCOMPARE(engineVersionOf(doc["workload"]), std::string("0.11"));
        const QString html = QString::fromUtf8(readFile(tmp.path() + QStringLiteral("/r.html")));
        QVERIFY2(html.contains(QStringLiteral("vLLM 0.11 (99 requested, never measured)")),
                 qPrintable(html.left(4000)));
        QVERIFY(!html.contains(QStringLiteral("vLLM 99")));
        QVERIFY(QFileInfo(tmp.path() + QStringLiteral("/r.csv")).size() > 0);
    }

    // Server mode: the workload line states the rate per replica, never the batch it does not use.
    void serverModeDescribesItsRate()
    {
        const Run rec = runCli({QStringLiteral("recommend"), QStringLiteral("--model"), kLlama8b,
                                QStringLiteral("--sla-itl-ms"), QStringLiteral("50"), QStringLiteral("--gpu"),
                                QStringLiteral("l4-24gb,h100-sxm5-80gb"), QStringLiteral("--rate"),
                                QStringLiteral("2")});
        QVERIFY2(rec.exitCode == 0, rec.err.constData());
        const QString recWorkload = QString::fromUtf8(rec.out).section(QLatin1Char('\n'), 1, 1);
        QVERIFY2(recWorkload.startsWith(QStringLiteral("Workload:")), qPrintable(recWorkload));
        QVERIFY2(recWorkload.contains(QStringLiteral("2 req/s per replica")), qPrintable(recWorkload));
        QVERIFY2(!recWorkload.contains(QStringLiteral("batch")), qPrintable(recWorkload));

        const Run pred = runCli({QStringLiteral("predict"), QStringLiteral("--model"), kLlama8b,
                                 QStringLiteral("--gpu"), QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--rate"),
                                 QStringLiteral("3")});
        QVERIFY2(pred.exitCode == 0, pred.err.constData());
        const QString predWorkload = QString::fromUtf8(pred.out).section(QLatin1Char('\n'), 1, 1);
        QVERIFY2(predWorkload.contains(QStringLiteral("3 req/s per replica")), qPrintable(predWorkload));
        QVERIFY2(!predWorkload.contains(QStringLiteral("batch")), qPrintable(predWorkload));

        // Offline mode keeps its batch.
        const Run off = runCli({QStringLiteral("predict"), QStringLiteral("--model"), kLlama8b, QStringLiteral("--gpu"),
                                QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--batch"), QStringLiteral("24")});
        QVERIFY2(off.exitCode == 0, off.err.constData());
        QVERIFY(QString::fromUtf8(off.out).section(QLatin1Char('\n'), 1, 1).contains(QStringLiteral("batch 24")));

        // The report's inputs say the same.
        QTemporaryDir tmp;
        const Run exp = runCli({QStringLiteral("export"), QStringLiteral("--model"), kLlama8b,
                                QStringLiteral("--sla-itl-ms"), QStringLiteral("50"), QStringLiteral("--gpu"),
                                QStringLiteral("l4-24gb,h100-sxm5-80gb"), QStringLiteral("--rate"), QStringLiteral("2"),
                                QStringLiteral("--out"), tmp.path() + QStringLiteral("/server.html")});
        QVERIFY2(exp.exitCode == 0, exp.err.constData());
        const QString html = QString::fromUtf8(readFile(tmp.path() + QStringLiteral("/server.html")));
        QVERIFY2(html.contains(QStringLiteral("2 requests/s per replica")), qPrintable(html.left(4000)));
        QVERIFY(!html.contains(QStringLiteral("batch 16")));
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestCliEcho)
#include "test_cli_echo.moc"
