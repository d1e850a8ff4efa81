// wattgpu-cli against hostile inputs (issue 16): terminal and CSV injection, echoed arguments
// bounded, special files refused at once, the one output policy of every --out, and bulk input
// that streams instead of buffering its expansion.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include "tests/support/cli_run.h"
#include "tests/support/file_bytes.h"
#include "tests/support/test_registry.h"

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace {

const QString kCases = QStringLiteral(WATTGPU_TEST_DATA_DIR "/cli");
const QString kLlama8b = QStringLiteral("meta-llama/Llama-3.1-8B-Instruct");

using Run = wattgpu::testing::CliRun;
using wattgpu::testing::readFile;
using wattgpu::testing::writeFile;

Run runCli(const QStringList& args, int timeoutMs = 120000, const QMap<QString, QString>& extraEnv = {})
{
    wattgpu::testing::CliOptions options;
    options.timeoutMs = timeoutMs;
    options.env = extraEnv;
    return wattgpu::testing::runCliWith(args, options);
}

bool hasRawControl(const QByteArray& s)
{
    for (const char c : s) {
        const auto b = static_cast<unsigned char>(c);
        if ((b < 0x20 && b != '\n' && b != '\t') || b == 0x7f)
            return true;
    }
    return s.contains("\xc2\x9b") || s.contains("\xc2\x9d");
}

QByteArray plannerCsv(const QByteArray& model)
{
    QByteArray csv = readFile(kCases + QStringLiteral("/measurements_small.csv"));
    const QList<QByteArray> lines = csv.split('\n');
    QByteArray row = lines.value(1);
    row.replace("Qwen/Qwen3-14B", model);
    return lines.value(0) + "\n" + row + "\n";
}

} // namespace

class TestCliHostile : public QObject {
    Q_OBJECT
private slots:
    void echoedArgumentsAreBoundedAndEscaped()
    {
        const QString huge = QStringLiteral("x").repeated(130'000);
        for (const QStringList& args : {QStringList{QStringLiteral("predict"), QStringLiteral("--model"), huge},
                                        QStringList{QStringLiteral("predict"), QStringLiteral("--model"), kLlama8b,
                                                    QStringLiteral("--gpu"), huge},
                                        QStringList{huge},
                                        QStringList{QStringLiteral("predict"), QStringLiteral("--model"), kLlama8b,
                                                    QStringLiteral("--format"), huge}}) {
            const Run r = runCli(args);
            QVERIFY2(r.exitCode == 2, r.err.constData());
            QVERIFY2(r.err.size() < 2048, qPrintable(QString::number(r.err.size())));
            QVERIFY(r.err.contains("bytes)"));
        }
        const QString esc = QStringLiteral("evil\x1b]0;owned\x07\x1b[2J\r\nfake: ok");
        for (const QStringList& args :
             {QStringList{QStringLiteral("predict"), QStringLiteral("--model"), esc}, QStringList{esc},
              QStringList{QStringLiteral("predict"), QStringLiteral("--model"), kLlama8b, QStringLiteral("--gpu"),
                          esc}}) {
            const Run r = runCli(args);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(!hasRawControl(r.err), r.err.constData());
            QVERIFY2(r.err.contains("\\x1b]0;owned\\x07"), r.err.constData());
            QCOMPARE(r.err.count('\n'), 1); // one line: no forged second message
        }
    }

    void delIsNeverWrittenRaw()
    {
        // A DEL in an echoed value never reaches the terminal raw (the sanitizer escapes it; the
        // terminal filter would write \u007f, which inside JSON is the same character).
        const Run r = runCli({QStringLiteral("predict"), QStringLiteral("--model"), QStringLiteral("bad\x7fid")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(!hasRawControl(r.err), r.err.constData());
    }

    void specialFilesAreRefusedAtOnce()
    {
        QTemporaryDir tmp;
        const QString fifo = tmp.path() + QStringLiteral("/in.csv");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        for (const QStringList& args :
             {QStringList{QStringLiteral("predict"), QStringLiteral("--input"), fifo},
              QStringList{QStringLiteral("predict"), QStringLiteral("--model"), fifo},
              QStringList{QStringLiteral("import"), QStringLiteral("--planner"), fifo},
              QStringList{QStringLiteral("import"), fifo},
              QStringList{QStringLiteral("train"), QStringLiteral("--data"), fifo, QStringLiteral("--out"),
                          tmp.path() + QStringLiteral("/m")},
              QStringList{QStringLiteral("export"), QStringLiteral("--model"), kLlama8b, QStringLiteral("--sla-itl-ms"),
                          QStringLiteral("50"), QStringLiteral("--evaluation"), fifo, QStringLiteral("--out"),
                          tmp.path() + QStringLiteral("/r.json")}}) {
            const Run r = runCli(args, 20000);
            QVERIFY2(r.exitCode == 1,
                     qPrintable(args.join(QLatin1Char(' ')) + QStringLiteral(" -> ") + QString::fromUtf8(r.err)));
            QVERIFY2(r.err.contains("is a FIFO, not a regular file"), r.err.constData());
            QVERIFY(r.ms < 15000);
        }
        const Run dev = runCli({QStringLiteral("predict"), QStringLiteral("--input"), QStringLiteral("/dev/zero")},
                               20000);
        QCOMPARE(dev.exitCode, 1);
        QVERIFY2(dev.err.contains("character device"), dev.err.constData());
    }

    void csvOutputsNeutraliseFormulas()
    {
        QTemporaryDir tmp;
        const QString in = tmp.path() + QStringLiteral("/in.csv");
        QVERIFY(writeFile(in, plannerCsv("=1+cmd|calc!A0")));
        const QString out = tmp.path() + QStringLiteral("/out.csv");
        const Run r = runCli({QStringLiteral("import"), QStringLiteral("--planner"), in, QStringLiteral("--out"), out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QByteArray written = readFile(out);
        QVERIFY2(written.contains(",'=1+cmd|calc!A0,"), written.constData());
        QVERIFY(!written.contains(",=1+cmd"));
        // The guard comes off when the planner reads its own CSV back.
        const Run back = runCli({QStringLiteral("import"), QStringLiteral("--planner"), out, QStringLiteral("--format"),
                                 QStringLiteral("json")});
        QVERIFY2(back.exitCode == 0, back.err.constData());
        QVERIFY2(back.out.contains("\"=1+cmd|calc!A0\""), back.out.constData());

        // predict --format csv: text cells guarded, negative numbers stay numbers.
        const Run p = runCli({QStringLiteral("predict"), QStringLiteral("--model"), kLlama8b, QStringLiteral("--gpu"),
                              QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--format"), QStringLiteral("csv")});
        QVERIFY2(p.exitCode == 0, p.err.constData());
        QVERIFY(!p.out.contains("'"));
    }

    void outputPolicyForImport()
    {
        QTemporaryDir tmp;
        const QString in = tmp.path() + QStringLiteral("/in.csv");
        QVERIFY(writeFile(in, readFile(kCases + QStringLiteral("/measurements_small.csv"))));

        // --out the input itself (directly, or through a link): refused, input kept.
        QVERIFY(QFile::link(in, tmp.path() + QStringLiteral("/link-in.csv")));
        for (const QString& out : {in, tmp.path() + QStringLiteral("/link-in.csv")}) {
            const Run r = runCli(
                {QStringLiteral("import"), QStringLiteral("--planner"), in, QStringLiteral("--out"), out});
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains("same file as the input"), r.err.constData());
        }
        QCOMPARE(readFile(in), readFile(kCases + QStringLiteral("/measurements_small.csv")));

        // A FIFO and a character device (made here, never the system's /dev/null) stay what they are.
        const QString fifo = tmp.path() + QStringLiteral("/fifo.csv");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QStringList specials{fifo};
        const QString dev = tmp.path() + QStringLiteral("/null");
        if (::geteuid() == 0 && ::mknod(QFile::encodeName(dev).constData(), S_IFCHR | 0666, makedev(1, 3)) == 0)
            specials << dev;
        for (const QString& out : specials) {
            const Run r = runCli(
                {QStringLiteral("import"), QStringLiteral("--planner"), in, QStringLiteral("--out"), out}, 20000);
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains("not a regular file"), r.err.constData());
            struct stat st {};
            QCOMPARE(::lstat(QFile::encodeName(out).constData(), &st), 0);
            QVERIFY(!S_ISREG(st.st_mode));
        }

        // Symlink and mode kept.
        const QString real = tmp.path() + QStringLiteral("/real.csv");
        QVERIFY(writeFile(real, "old"));
        QVERIFY(QFile::setPermissions(real, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup));
        QVERIFY(QFile::link(real, tmp.path() + QStringLiteral("/link.csv")));
        const Run r = runCli({QStringLiteral("import"), QStringLiteral("--planner"), in, QStringLiteral("--out"),
                              tmp.path() + QStringLiteral("/link.csv")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(QFileInfo(tmp.path() + QStringLiteral("/link.csv")).isSymLink());
        QVERIFY(readFile(real).startsWith("source,"));
        struct stat st {};
        QCOMPARE(::stat(QFile::encodeName(real).constData(), &st), 0);
        QCOMPARE(st.st_mode & 0777, mode_t(0640));

        // --strict with a rejected row replaces nothing.
        QByteArray bad = readFile(in);
        bad += bad.split('\n').value(1).replace("h100-sxm5-80gb", "mystery-gpu") + "\n";
        QVERIFY(writeFile(in, bad));
        const Run strict = runCli({QStringLiteral("import"), QStringLiteral("--planner"), in, QStringLiteral("--out"),
                                   real, QStringLiteral("--strict")});
        QCOMPARE(strict.exitCode, 1);
        QVERIFY2(strict.err.contains("nothing written"), strict.err.constData());
        QVERIFY(readFile(real).startsWith("source,"));
        QVERIFY(QFile::remove(real));
        const Run strictNew = runCli({QStringLiteral("import"), QStringLiteral("--planner"), in,
                                      QStringLiteral("--out"), real, QStringLiteral("--strict")});
        QCOMPARE(strictNew.exitCode, 1);
        QVERIFY(!QFileInfo::exists(real));
    }

    void outputPolicyForExport()
    {
        QTemporaryDir tmp;
        const QString fifo = tmp.path() + QStringLiteral("/r.csv");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const Run r = runCli({QStringLiteral("export"), QStringLiteral("--model"), kLlama8b,
                              QStringLiteral("--sla-itl-ms"), QStringLiteral("50"), QStringLiteral("--out"), fifo},
                             60000);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("is a FIFO, not a regular file"), r.err.constData());
        const QString cfg = tmp.path() + QStringLiteral("/config.json");
        QVERIFY(QFile::copy(kCases + QStringLiteral("/custom-llama-8b/config.json"), cfg));
        QVERIFY(QFile::link(cfg, tmp.path() + QStringLiteral("/cfg.json")));
        const Run same = runCli({QStringLiteral("export"), QStringLiteral("--model"), cfg,
                                 QStringLiteral("--sla-itl-ms"), QStringLiteral("50"), QStringLiteral("--out"),
                                 tmp.path() + QStringLiteral("/cfg.json")},
                                60000);
        QCOMPARE(same.exitCode, 1);
        QVERIFY2(same.err.contains("same file as the input"), same.err.constData());
        QVERIFY(readFile(cfg).startsWith("{"));
    }

    void bulkInputStreams()
    {
        QTemporaryDir tmp;
        const QString in = tmp.path() + QStringLiteral("/all.csv");
        QByteArray csv = "model,gpu\n";
        for (int i = 0; i < 400; ++i)
            csv += kLlama8b.toUtf8() + ",all\n";
        QVERIFY(writeFile(in, csv));
        // A table needs every row: refused with the way out; csv streams every prediction.
        const Run table = runCli({QStringLiteral("predict"), QStringLiteral("--input"), in, QStringLiteral("--method"),
                                  QStringLiteral("roofline")});
        QCOMPARE(table.exitCode, 2);
        QVERIFY2(table.err.contains("--format csv"), table.err.constData());
        const Run out = runCli({QStringLiteral("predict"), QStringLiteral("--input"), in, QStringLiteral("--method"),
                                QStringLiteral("roofline"), QStringLiteral("--format"), QStringLiteral("csv")});
        QVERIFY2(out.exitCode == 0, out.err.constData());
        QVERIFY(out.out.count('\n') > 10'000);
        const Run json = runCli({QStringLiteral("predict"), QStringLiteral("--input"), in, QStringLiteral("--method"),
                                 QStringLiteral("roofline"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(json.exitCode == 0, json.err.constData());
        QVERIFY(json.out.startsWith("{") && json.out.trimmed().endsWith("}"));
    }

    void hubSettingsNeverLeakOrInject()
    {
        QTemporaryDir home;
        const QStringList args{QStringLiteral("predict"), QStringLiteral("--model"),
                               QStringLiteral("no-such-org/no-such-model"), QStringLiteral("--format"),
                               QStringLiteral("json")};
        const Run pw = runCli(args, 60000,
                              {{QStringLiteral("HF_ENDPOINT"), QStringLiteral("http://user:s3cretPW@127.0.0.1:1")},
                               {QStringLiteral("XDG_CACHE_HOME"), home.path()}});
        QCOMPARE(pw.exitCode, 1);
        QVERIFY2(!pw.err.contains("s3cretPW") && pw.err.contains("127.0.0.1"), pw.err.constData());
        const Run tok = runCli(args, 60000,
                               {{QStringLiteral("HF_ENDPOINT"), QStringLiteral("http://127.0.0.1:1")},
                                {QStringLiteral("HF_TOKEN"), QStringLiteral("hf_abc\r\nX-Injected: 1")},
                                {QStringLiteral("XDG_CACHE_HOME"), home.path()}});
        QCOMPARE(tok.exitCode, 1);
        QVERIFY2(tok.err.contains("HF_TOKEN") && !tok.err.contains("hf_abc"), tok.err.constData());
    }

    // Class 3: a quantized checkpoint is sized as its quantization_config stores it, and the
    // warning says how. The 70B GPTQ 4-bit config "needed 148.5 GB per GPU" when sized as 16-bit.
    void quantizedCheckpointsAreSizedAsStored_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("lo");
        QTest::addColumn<double>("hi");
        QTest::addColumn<QString>("sizing");
        QTest::newRow("gptq") << "llama-3.1-70b-gptq-int4.json" << 38.0 << 42.0 << "GPTQ 4-bit, group size 128";
        QTest::newRow("awq") << "llama-3.1-70b-awq.json" << 38.0 << 42.0 << "AWQ 4-bit, group size 128";
        QTest::newRow("bnb") << "llama-3.1-70b-bnb-nf4.json" << 38.0 << 42.0 << "bitsandbytes nf4 4-bit";
        QTest::newRow("compressed") << "llama-3.1-70b-w4a16.json" << 38.0 << 42.0 << "compressed-tensors int4";
        QTest::newRow("mxfp4") << "llama-3.1-70b-mxfp4.json" << 39.0 << 43.0 << "MXFP4";
        QTest::newRow("fp8") << "llama-3.1-70b-fp8.json" << 71.0 << 75.0 << "FP8";
    }
    void quantizedCheckpointsAreSizedAsStored()
    {
        QFETCH(QString, file);
        QFETCH(double, lo);
        QFETCH(double, hi);
        QFETCH(QString, sizing);
        const Run r = runCli({QStringLiteral("predict"), QStringLiteral("--model"), QStringLiteral("quantized/") + file,
                              QStringLiteral("--gpu"), QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--gpus"),
                              QStringLiteral("1"), QStringLiteral("--method"), QStringLiteral("roofline"),
                              QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString out = QString::fromUtf8(r.out);
        static const QRegularExpression gb(QStringLiteral("\\): ([0-9.]+) GB\""));
        const auto m = gb.match(out);
        QVERIFY2(m.hasMatch(), qPrintable(out.left(3000)));
        const double weights = m.captured(1).toDouble();
        QVERIFY2(weights > lo && weights < hi, qPrintable(QString::number(weights)));
        QVERIFY2(out.contains(QStringLiteral("weights sized from config.json quantization_config as ") + sizing),
                 qPrintable(out));
        static const QRegularExpression need(QStringLiteral("\"memory_needed_gb_per_gpu\": ([0-9.]+)"));
        const double needed = need.match(out).captured(1).toDouble();
        QVERIFY2(needed > weights && needed < weights + 12, qPrintable(QString::number(needed)));
    }

    void unknownQuantizationSaysHowItWasSized()
    {
        QTemporaryDir tmp;
        QByteArray cfg = readFile(kCases + QStringLiteral("/quantized/llama-3.1-70b-gptq-int4.json"));
        cfg.replace("\"gptq\"", "\"hqq\"");
        QVERIFY(writeFile(tmp.path() + QStringLiteral("/config.json"), cfg));
        const Run r = runCli({QStringLiteral("predict"), QStringLiteral("--model"),
                              tmp.path() + QStringLiteral("/config.json"), QStringLiteral("--gpu"),
                              QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--gpus"), QStringLiteral("2"),
                              QStringLiteral("--method"), QStringLiteral("roofline"), QStringLiteral("--format"),
                              QStringLiteral("json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("weights sized as bf16") && r.out.contains("not one the planner reads"),
                 r.out.left(3000).constData());
    }

    void hugeEngineCellIsRefused()
    {
        QTemporaryDir tmp;
        const QString in = tmp.path() + QStringLiteral("/eng.csv");
        QVERIFY(writeFile(
            in, "model,gpu,engine\n" + kLlama8b.toUtf8() + ",h100-sxm5-80gb," + QByteArray(3000, 'v') + "\n"));
        const Run r = runCli({QStringLiteral("predict"), QStringLiteral("--input"), in});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("engine") && r.err.size() < 1024, r.err.constData());
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestCliHostile)
#include "test_cli_hostile.moc"
