// wattgpu-cli outputs against what the command loaded (issue 26, hostile inputs round 3): no
// --out of export, import or train replaces the GPU or LLM catalog, a model, the model card, the
// evaluation or the corpus, nor writes inside the data folder's resources/ or models/ (train's
// purpose folder DATA/models aside); `train --out` swaps a complete folder in, so a failure midway
// leaves the previous one byte-identical. Every run points WATTGPU_DATA_DIR at a scratch copy of
// the bundled data, never at the source tree, and checks the copy is unchanged afterwards.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "tests/support/cli_run.h"
#include "tests/support/test_registry.h"

#include <filesystem>

#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

const QString kCases = QStringLiteral(WATTGPU_TEST_DATA_DIR "/cli");
const QString kSource = QStringLiteral(WATTGPU_SOURCE_DIR);
const QString kLlama8b = QStringLiteral("meta-llama/Llama-3.1-8B-Instruct");

using Run = wattgpu::testing::CliRun;

// The CLI with WATTGPU_DATA_DIR = `dataDir` (a scratch copy), run in `workDir`; `fileLimit` > 0
// caps the size of every file the child writes (RLIMIT_FSIZE), as a disk filling up would.
Run runCli(const QStringList& args, const QString& dataDir, const QString& workDir, rlim_t fileLimit = 0)
{
    wattgpu::testing::CliOptions options;
    options.workDir = workDir;
    options.env.insert(QStringLiteral("WATTGPU_DATA_DIR"), dataDir);
    if (fileLimit > 0)
        options.childModifier = [fileLimit] {
            ::signal(SIGXFSZ, SIG_IGN);
            rlimit lim{fileLimit, fileLimit};
            ::setrlimit(RLIMIT_FSIZE, &lim);
        };
    return wattgpu::testing::runCliWith(args, options);
}

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// Every entry below `dir`: relative path -> kind, permission bits and bytes.
QMap<QString, QByteArray> snapshot(const QString& dir)
{
    QMap<QString, QByteArray> out;
    QDirIterator it(dir, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        struct stat st {};
        ::lstat(QFile::encodeName(path).constData(), &st);
        QByteArray entry = QByteArray::number(st.st_mode, 8) + ' ';
        if (S_ISREG(st.st_mode))
            entry += readFile(path);
        else if (S_ISLNK(st.st_mode))
            entry += QFile::symLinkTarget(path).toUtf8();
        out.insert(QDir(dir).relativeFilePath(path), entry);
    }
    return out;
}

QString describe(const QStringList& args, const Run& r)
{
    return QStringLiteral("wattgpu-cli %1\nexit %2\nstdout: %3\nstderr: %4")
        .arg(args.join(QLatin1Char(' ')))
        .arg(r.exitCode)
        .arg(QString::fromUtf8(r.out.left(2000)), QString::fromUtf8(r.err.left(2000)));
}

QStringList leftovers(const QString& dir)
{
    QStringList out;
    for (const QString& n : QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot))
        if (n.contains(QStringLiteral(".tmp-")) || n.contains(QStringLiteral(".new-"))
            || n.contains(QStringLiteral(".old-")))
            out << n;
    return out;
}

} // namespace

class TestCliOutputs : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_data; // scratch copy of resources/ and models/
    QString m_work; // the working directory of every run
    QMap<QString, QByteArray> m_dataBefore;
    QMap<QString, QByteArray> m_resourcesBefore;

    Run run(const QStringList& args, rlim_t fileLimit = 0) { return runCli(args, m_data, m_work, fileLimit); }

    // The run fails (exit 1) naming --out, the target and what it is, and the data is unchanged.
    void expectRefused(const QStringList& args, const QString& target, const QString& what)
    {
        const Run r = run(args);
        QVERIFY2(r.exitCode == 1, qPrintable(describe(args, r)));
        QVERIFY2(r.err.contains("--out: " + target.toUtf8()), qPrintable(describe(args, r)));
        QVERIFY2(r.err.contains(what.toUtf8()), qPrintable(describe(args, r)));
        QCOMPARE(snapshot(m_data), m_dataBefore);
        QVERIFY2(leftovers(QFileInfo(target).absolutePath()).isEmpty(),
                 qPrintable(leftovers(QFileInfo(target).absolutePath()).join(QLatin1Char(' '))));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        m_data = m_tmp.path() + QStringLiteral("/data");
        m_work = m_tmp.path() + QStringLiteral("/work");
        QVERIFY(QDir().mkpath(m_work));
        QVERIFY(QDir().mkpath(m_data));
        namespace fs = std::filesystem;
        for (const char* sub : {"resources", "models"}) {
            std::error_code ec;
            fs::copy((kSource + QStringLiteral("/") + QLatin1String(sub)).toStdString(),
                     (m_data + QStringLiteral("/") + QLatin1String(sub)).toStdString(), fs::copy_options::recursive,
                     ec);
            QVERIFY2(!ec, ec.message().c_str());
        }
        QVERIFY(QFile::exists(m_data + QStringLiteral("/resources/catalog/gpu_specs.csv")));
        QVERIFY(QFile::exists(m_data + QStringLiteral("/models/default.json")));
        QVERIFY(QFile::copy(kCases + QStringLiteral("/measurements_small.csv"), m_work + QStringLiteral("/small.csv")));
        m_dataBefore = snapshot(m_data);
        m_resourcesBefore = snapshot(m_data + QStringLiteral("/resources"));
    }

    void exportNeverReplacesWhatItLoaded()
    {
        const QStringList base{QStringLiteral("export"),
                               QStringLiteral("--model"),
                               kLlama8b,
                               QStringLiteral("--sla-itl-ms"),
                               QStringLiteral("50"),
                               QStringLiteral("--gpu"),
                               QStringLiteral("h100-sxm5-80gb,l4-24gb"),
                               QStringLiteral("--out")};
        const QString gpus = m_data + QStringLiteral("/resources/catalog/gpu_specs.csv");
        const QString llms = m_data + QStringLiteral("/resources/catalog/llm_catalog.json");
        expectRefused(base + QStringList{gpus}, gpus,
                      QStringLiteral("is the GPU catalog this command loaded (") + gpus + QStringLiteral(")"));
        expectRefused(base + QStringList{llms}, llms,
                      QStringLiteral("is the LLM catalog this command loaded (") + llms + QStringLiteral(")"));
        const QString model = m_data + QStringLiteral("/models/default.json");
        expectRefused(base + QStringList{model}, model, QStringLiteral("is the 'default' model this command loaded"));
        const QString paper = m_data + QStringLiteral("/models/paper.json");
        expectRefused(base + QStringList{paper}, paper, QStringLiteral("is the 'paper' model this command loaded"));
        // Files it has not loaded (yet: the evaluation is read later), inside the bundled data.
        const QString eval = m_data + QStringLiteral("/models/evaluation.json");
        expectRefused(base + QStringList{eval}, eval, QStringLiteral("is inside the data folder's models ("));
        const QString card = m_data + QStringLiteral("/models/MODEL_CARD.html");
        expectRefused(base + QStringList{card}, card, QStringLiteral("is inside the data folder's models"));
        const QString newCsv = m_data + QStringLiteral("/resources/catalog/extra.csv");
        expectRefused(base + QStringList{newCsv}, newCsv,
                      QStringLiteral("is inside the data folder's bundled catalogs"));
        const QString corpus = m_data + QStringLiteral("/models/data/measurements.csv");
        expectRefused(base + QStringList{corpus}, corpus, QStringLiteral("is inside the data folder's models"));
        // Another spelling, a symlink and a hard link from outside the data folder.
        const QString dotted = m_data + QStringLiteral("/models/../resources/catalog/gpu_specs.csv");
        expectRefused(base + QStringList{dotted}, dotted, QStringLiteral("is the GPU catalog this command loaded"));
        const QString sym = m_work + QStringLiteral("/gpus-link.csv");
        QVERIFY(QFile::link(gpus, sym));
        expectRefused(base + QStringList{sym}, sym, QStringLiteral("is the GPU catalog this command loaded"));
        QVERIFY(QFileInfo(sym).isSymLink());
        const QString hard = m_work + QStringLiteral("/gpus-hard.csv");
        QCOMPARE(::link(QFile::encodeName(gpus).constData(), QFile::encodeName(hard).constData()), 0);
        expectRefused(base + QStringList{hard}, hard, QStringLiteral("is the GPU catalog this command loaded"));
        QFile::remove(hard);
        // The evaluation named with --evaluation and config.json as --model keep their message.
        const QString myEval = m_work + QStringLiteral("/eval.json");
        QVERIFY(QFile::copy(eval, myEval));
        const Run r = run(base + QStringList{myEval, QStringLiteral("--evaluation"), myEval});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("same file as the input"), r.err.constData());
        // And the same report to a file of its own is written.
        const QString ok = m_work + QStringLiteral("/report.csv");
        const Run good = run(base + QStringList{ok});
        QVERIFY2(good.exitCode == 0, qPrintable(describe(base + QStringList{ok}, good)));
        QVERIFY(readFile(ok).size() > 100);
        QCOMPARE(snapshot(m_data), m_dataBefore);
    }

    void importNeverReplacesWhatItLoaded()
    {
        const QString in = m_work + QStringLiteral("/small.csv");
        const QStringList base{QStringLiteral("import"), QStringLiteral("--planner"), in, QStringLiteral("--out")};
        const QString model = m_data + QStringLiteral("/models/default.json");
        expectRefused(base + QStringList{model}, model, QStringLiteral("is the 'default' model this command loaded"));
        const QString gpus = m_data + QStringLiteral("/resources/catalog/gpu_specs.csv");
        expectRefused(base + QStringList{gpus}, gpus, QStringLiteral("is the GPU catalog this command loaded"));
        const QString llms = m_data + QStringLiteral("/resources/catalog/llm_catalog.json");
        expectRefused(base + QStringList{llms}, llms, QStringLiteral("is the LLM catalog this command loaded"));
        const QString card = m_data + QStringLiteral("/models/MODEL_CARD.md");
        expectRefused(base + QStringList{card}, card, QStringLiteral("is inside the data folder's models"));
        const QString corpus = m_data + QStringLiteral("/models/data/measurements.csv");
        expectRefused(base + QStringList{corpus}, corpus, QStringLiteral("the data folder's models"));
        const QString fresh = m_data + QStringLiteral("/models/mine.csv");
        expectRefused(base + QStringList{fresh}, fresh, QStringLiteral("is inside the data folder's models"));
        QVERIFY(!QFile::exists(fresh));
        // Detected formats go the same way.
        expectRefused({QStringLiteral("import"), in, QStringLiteral("--out"), model}, model,
                      QStringLiteral("is the 'default' model this command loaded"));
        const QString ok = m_work + QStringLiteral("/mine.csv");
        const Run good = run(base + QStringList{ok});
        QVERIFY2(good.exitCode == 0, qPrintable(describe(base + QStringList{ok}, good)));
        QVERIFY(readFile(ok).startsWith("source,"));
    }

    void trainNeverWritesIntoTheBundledDataButItsModels()
    {
        const QStringList base{QStringLiteral("train"),     QStringLiteral("--data"),  QStringLiteral("small.csv"),
                               QStringLiteral("--methods"), QStringLiteral("default"), QStringLiteral("--out")};
        for (const QString& dir :
             {m_data + QStringLiteral("/resources"), m_data + QStringLiteral("/resources/catalog"),
              m_data + QStringLiteral("/models/data"), m_data + QStringLiteral("/models/retrained")})
            expectRefused(base + QStringList{dir}, dir,
                          dir.endsWith(QStringLiteral("/resources")) ? QStringLiteral("is the data folder's")
                                                                     : QStringLiteral("is inside the data folder's"));
        expectRefused(base + QStringList{m_data}, m_data, QStringLiteral("holds the data folder's"));
        // The current folder, or one holding it, would be pulled from under the caller.
        for (const QString& dir : {QStringLiteral("."), m_tmp.path()}) {
            const Run r = run(base + QStringList{dir});
            QVERIFY2(r.exitCode == 1 && r.err.contains("current folder"), qPrintable(describe(base, r)));
        }
        QVERIFY(QFile::exists(m_work + QStringLiteral("/small.csv")));
        // A model file the folder's set would replace that the command loaded: refused.
        const QString out = m_work + QStringLiteral("/trap");
        QVERIFY(QDir().mkpath(out));
        QVERIFY(QFile::copy(m_work + QStringLiteral("/small.csv"), out + QStringLiteral("/default.json")));
        const QStringList trap{QStringLiteral("train"),
                               QStringLiteral("--data"),
                               out + QStringLiteral("/default.json"),
                               QStringLiteral("--methods"),
                               QStringLiteral("default"),
                               QStringLiteral("--out"),
                               out};
        const Run r = run(trap);
        QVERIFY2(r.exitCode == 1, qPrintable(describe(trap, r)));
        QVERIFY2(r.err.contains("is the measurement file this command loaded"), qPrintable(describe(trap, r)));
        QCOMPARE(readFile(out + QStringLiteral("/default.json")), readFile(m_work + QStringLiteral("/small.csv")));
        QCOMPARE(snapshot(m_data), m_dataBefore);
    }

    // train --out swaps a complete folder in: a disk that fills up midway through the set leaves
    // the previous folder byte-identical (models, card and the user's own files), with nothing
    // left beside it; a success replaces the set and keeps the rest.
    void trainFailingMidwayKeepsThePreviousFolder()
    {
        const QString out = m_work + QStringLiteral("/models");
        // The previous folder: trained on half the rows, with an evaluation and a card.
        const QList<QByteArray> lines = readFile(m_work + QStringLiteral("/small.csv")).split('\n');
        QByteArray half;
        for (int i = 0; i < lines.size() / 2; ++i)
            half += lines[i] + '\n';
        QVERIFY(writeFile(m_work + QStringLiteral("/half.csv"), half));
        const QStringList first{QStringLiteral("train"),
                                QStringLiteral("--data"),
                                QStringLiteral("half.csv"),
                                QStringLiteral("--out"),
                                out,
                                QStringLiteral("--evaluate")};
        const Run r1 = run(first);
        QVERIFY2(r1.exitCode == 0, qPrintable(describe(first, r1)));
        for (const char* f : {"default.json", "paper.json", "evaluation.json", "MODEL_CARD.md"})
            QVERIFY2(QFile::exists(out + QStringLiteral("/") + QLatin1String(f)), f);
        QVERIFY(writeFile(out + QStringLiteral("/NOTES.txt"), "my notes"));
        QVERIFY(QDir().mkpath(out + QStringLiteral("/runs")));
        QVERIFY(writeFile(out + QStringLiteral("/runs/r1.csv"), "x"));
        QCOMPARE(::chmod(QFile::encodeName(out).constData(), 0750), 0);
        const auto before = snapshot(out);

        // The sizes of the new set (the full corpus), from a run into a scratch folder.
        const QString sizes = m_work + QStringLiteral("/sizes");
        const QStringList probe{QStringLiteral("train"), QStringLiteral("--data"), QStringLiteral("small.csv"),
                                QStringLiteral("--out"), sizes};
        const Run p = run(probe);
        QVERIFY2(p.exitCode == 0, qPrintable(describe(probe, p)));
        const qint64 d = QFileInfo(sizes + QStringLiteral("/default.json")).size();
        const qint64 pp = QFileInfo(sizes + QStringLiteral("/paper.json")).size();
        QVERIFY(d > 0 && pp > 0 && d != pp);
        // The smaller model first: it is written whole, the larger one stops half-way.
        const QString order = d < pp ? QStringLiteral("default,paper") : QStringLiteral("paper,default");
        const QStringList failing{QStringLiteral("train"),
                                  QStringLiteral("--data"),
                                  QStringLiteral("small.csv"),
                                  QStringLiteral("--methods"),
                                  order,
                                  QStringLiteral("--out"),
                                  out};
        const Run f = run(failing, rlim_t((d + pp) / 2));
        QVERIFY2(f.exitCode == 1, qPrintable(describe(failing, f)));
        QVERIFY2(f.err.contains("--out"), f.err.constData());
        QCOMPARE(snapshot(out), before);
        QVERIFY2(leftovers(m_work).isEmpty(), qPrintable(leftovers(m_work).join(QLatin1Char(' '))));

        // The same run without the limit: the set replaced as a whole (no card: not evaluated),
        // the user's files kept, the folder's mode kept.
        const Run ok = run(failing);
        QVERIFY2(ok.exitCode == 0, qPrintable(describe(failing, ok)));
        QCOMPARE(readFile(out + QStringLiteral("/default.json")), readFile(sizes + QStringLiteral("/default.json")));
        QCOMPARE(readFile(out + QStringLiteral("/paper.json")), readFile(sizes + QStringLiteral("/paper.json")));
        QVERIFY(!QFile::exists(out + QStringLiteral("/MODEL_CARD.md")));
        QVERIFY(!QFile::exists(out + QStringLiteral("/evaluation.json")));
        QCOMPARE(readFile(out + QStringLiteral("/NOTES.txt")), QByteArray("my notes"));
        QCOMPARE(readFile(out + QStringLiteral("/runs/r1.csv")), QByteArray("x"));
        QCOMPARE(QFileInfo(out).permissions() & (QFile::ReadOther | QFile::WriteGroup), QFile::Permissions{});
        QVERIFY(leftovers(m_work).isEmpty());
    }

    // Reproducing the models in DATA/models is train's purpose (README): allowed, and the
    // folder's corpus and docs are carried over untouched.
    void trainIntoTheDataFoldersModels()
    {
        const QString models = m_data + QStringLiteral("/models");
        const QByteArray corpus = readFile(models + QStringLiteral("/data/measurements.csv"));
        const QStringList args{QStringLiteral("train"),
                               QStringLiteral("--data"),
                               QStringLiteral("small.csv"),
                               QStringLiteral("--methods"),
                               QStringLiteral("default"),
                               QStringLiteral("--out"),
                               models};
        const Run r = run(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        QCOMPARE(readFile(models + QStringLiteral("/data/measurements.csv")), corpus);
        QVERIFY(QFile::exists(models + QStringLiteral("/docs/METHOD.md")));
        QVERIFY(QFile::exists(models + QStringLiteral("/default.json")));
        QVERIFY(!QFile::exists(models + QStringLiteral("/paper.json"))); // the set was replaced as a whole
        QCOMPARE(snapshot(m_data + QStringLiteral("/resources")), m_resourcesBefore);
        QVERIFY(leftovers(m_data).isEmpty());
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestCliOutputs)
#include "test_cli_outputs.moc"
