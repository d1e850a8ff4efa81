// Hostile inputs, round 2 (issue 16), at core level: the one sanitizer for echoed text, the CSV
// formula guard, the output-file policy of every writer (regular files only, symlink and mode
// kept, same-file check, nothing replaced on failure), readers refusing FIFOs and devices at once,
// and string caps that keep per-prediction work independent of input sizes.
#include "core/data/corpus.h"
#include "core/data/import_report.h"
#include "core/features/stack.h"
#include "core/util/csv.h"
#include "core/util/fileio.h"
#include "core/util/text.h"
#include "tests/support/test_registry.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>

#include <sys/stat.h>
#include <unistd.h>

using namespace wattgpu;
namespace fs = std::filesystem;

namespace {

std::string slurp(const fs::path& p)
{
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void put(const fs::path& p, const std::string& s) { std::ofstream(p, std::ios::binary) << s; }

mode_t modeOf(const fs::path& p)
{
    struct stat st {};
    ::stat(p.c_str(), &st);
    return st.st_mode & 07777;
}

} // namespace

class TestHostile : public QObject {
    Q_OBJECT
private slots:
    void printableEscapesControlsAndCuts()
    {
        QCOMPARE(printable("a\x1b]0;pwned\x07z"), std::string("a\\x1b]0;pwned\\x07z"));
        QCOMPARE(printable("l1\nl2\r\t"), std::string("l1\\nl2\\r\\t"));
        QCOMPARE(printable("\xc2\x9b"
                           "31m"),
                 std::string("\\u009b31m")); // C1 CSI
        QCOMPARE(printable("\x7f"), std::string("\\x7f"));
        QCOMPARE(printable("bad\xff"), std::string("bad\\xff"));
        QCOMPARE(printable("Grüße"), std::string("Grüße")); // UTF-8 stays
        const std::string huge(131'072, 'x');
        const std::string cut = printable(huge);
        QVERIFY(cut.size() < 260);
        QVERIFY(cut.ends_with("\u2026(131072 bytes)"));
        QCOMPARE(printableLines("a\nb\x1b"), std::string("a\nb\\x1b"));
        QVERIFY(hasControlChars("x\x01"));
        QVERIFY(hasControlChars("x\xc2\x85"));
        QVERIFY(!hasControlChars("Grüße"));
    }

    void csvGuardNeutralisesFormulasAndRoundTrips()
    {
        for (const char* s : {"=HYPERLINK(\"http://x\")", "+1", "-2+3", "@SUM(A1)", "\tx", "\rx"}) {
            const std::string g = csvGuard(s);
            QCOMPARE(g.front(), '\'');
            QCOMPARE(csvUnguard(g), std::string(s));
        }
        for (const char* s : {"plain", "'quoted", "''", "'=x", "", "'"})
            QCOMPARE(csvUnguard(csvGuard(s)), std::string(s));
        QCOMPARE(csvText("=1,2"), std::string("\"'=1,2\""));
    }

    void plannerCsvRoundTripsFormulaNames()
    {
        // import --out writes names guarded; the planner reader takes the guard off again.
        Measurement m;
        m.source = "=cmd|' /C calc'!A0";
        m.engine = "vllm";
        m.engineVersion = "0.11";
        m.task = "-chat";
        m.model = "@org/model";
        m.gpu = "+gpu";
        m.numGpus = 1;
        m.tensorParallel = 1;
        m.batchSize = 8;
        m.outputLen = 256;
        m.totalPowerW = 400;
        m.powerPerGpuW = 400;
        m.itlMs = 20;
        const std::string csv = toPlannerCsv({m});
        QVERIFY(csv.find(",'@org/model,") != std::string::npos);
        QVERIFY(csv.find("\n=") == std::string::npos);
        const auto back = parseMeasurementsCsv(csv, "x.csv");
        QVERIFY2(back, back ? "" : back.error().message().c_str());
        QCOMPARE(back->front().model, m.model);
        QCOMPARE(back->front().source, m.source);
        QCOMPARE(back->front().gpu, m.gpu);
    }

    void measurementTextCellsAreCapped()
    {
        const std::string header = kPlannerCsvHeader;
        const std::string row = "src,vllm,0.11,,chat," + std::string(1000, 'm')
            + ",h100-sxm5-80gb,1,1,bf16,8,,128,256,400,400,20,median_itl,,,,,,";
        const auto r = parseMeasurementsCsv(header + "\n" + row + "\n", "big.csv");
        QVERIFY(!r);
        QCOMPARE(r.error().field, std::string("model"));
        QVERIFY(r.error().message().size() < 400);
    }

    void csvCellCountIsCapped()
    {
        std::string text = "a,b\n";
        for (int i = 0; i < 100; ++i)
            text += "1,2\n";
        const auto r = parseCsv(text, "cells.csv", CsvLimits{1'000'000, 8, 64, 50});
        QVERIFY(!r);
        QCOMPARE(r.error().code, ErrorCode::TooLarge);
    }

    void hugeEngineNameIsRefusedBeforeAnyWork()
    {
        ServingStack s;
        s.engine = std::string(1'000'000, 'v');
        QElapsedTimer t;
        t.start();
        const auto r = resolveStack(s);
        QVERIFY(!r);
        QCOMPARE(r.error().field, std::string("engine"));
        QVERIFY(r.error().message().size() < 200);
        s.engine = "vllm";
        s.version = std::string(1000, '1');
        QVERIFY(!resolveStack(s));
    }

    void readersRefuseFifosAndDevicesAtOnce()
    {
        QTemporaryDir dir;
        const fs::path fifo = fs::path(dir.path().toStdString()) / "in.csv";
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        QElapsedTimer t;
        t.start();
        const auto r = readFileBounded(fifo);
        QVERIFY(!r);
        QVERIFY2(r.error().message().find("is a FIFO, not a regular file") != std::string::npos,
                 r.error().message().c_str());
        QVERIFY(t.elapsed() < 2000);
        QCOMPARE(regularFileProblem(fifo), std::string("is a FIFO, not a regular file"));
        QCOMPARE(fileKind(fifo), std::string("a FIFO"));
        const auto dev = readFileBounded("/dev/zero");
        QVERIFY(!dev);
        QVERIFY(dev.error().message().find("character device") != std::string::npos);
        QVERIFY(readFileBounded(dir.path().toStdString()).error().message().find("directory") != std::string::npos);
        QCOMPARE(regularFileProblem(fs::path(dir.path().toStdString()) / "none"), std::string("does not exist"));
        // The measurement and config loaders go through the same reader.
        QVERIFY(!loadMeasurementsCsv(fifo));
    }

    void outputPolicyRefusesSpecialFiles()
    {
        QTemporaryDir dir;
        const fs::path base = dir.path().toStdString();
        const fs::path fifo = base / "out.csv";
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        const Status s = writeOutputFile(fifo, "x");
        QVERIFY(!s);
        QVERIFY(s.error().message().find("is a FIFO") != std::string::npos);
        QVERIFY(fs::is_fifo(fifo));
        // A character device stays a device (as root this used to replace /dev/null with a file).
        const Status n = writeOutputFile("/dev/null", "x");
        QVERIFY(!n);
        QVERIFY(n.error().message().find("character device") != std::string::npos);
        QVERIFY(fs::is_character_file("/dev/null"));
        const Status d = writeOutputFile(base, "x");
        QVERIFY(!d);
        QVERIFY(d.error().message().find("directory") != std::string::npos);
        // Nothing left behind.
        int entries = 0;
        for ([[maybe_unused]] const auto& e : fs::directory_iterator(base))
            ++entries;
        QCOMPARE(entries, 1);
    }

    void outputPolicyKeepsSymlinkAndMode()
    {
        QTemporaryDir dir;
        const fs::path base = dir.path().toStdString();
        const fs::path real = base / "real.csv";
        const fs::path link = base / "link.csv";
        put(real, "old");
        ::chmod(real.c_str(), 0640);
        fs::create_symlink("real.csv", link);
        QVERIFY(writeOutputFile(link, "new"));
        QVERIFY(fs::is_symlink(link));
        QCOMPARE(slurp(real), std::string("new"));
        QCOMPARE(modeOf(real), mode_t(0640));
        // A new file: 0666 & ~umask, as any other tool would create it.
        const mode_t mask = ::umask(022);
        ::umask(mask);
        QVERIFY(writeOutputFile(base / "fresh.csv", "x"));
        QCOMPARE(modeOf(base / "fresh.csv"), mode_t(0666 & ~mask));
        // A dangling link creates the file it names, and stays a link.
        fs::create_symlink("target.csv", base / "dangling.csv");
        QVERIFY(writeOutputFile(base / "dangling.csv", "t"));
        QVERIFY(fs::is_symlink(base / "dangling.csv"));
        QCOMPARE(slurp(base / "target.csv"), std::string("t"));
    }

    void outputPolicyRefusesTheInput()
    {
        QTemporaryDir dir;
        const fs::path base = dir.path().toStdString();
        const fs::path in = base / "in.csv";
        put(in, "keep");
        fs::create_hard_link(in, base / "hard.csv");
        fs::create_symlink("in.csv", base / "sym.csv");
        for (const fs::path& out : {in, base / "hard.csv", base / "sym.csv", base / "." / "in.csv"}) {
            const Status s = writeOutputFile(out, "clobbered", OutputOptions{{in}});
            QVERIFY2(!s, out.c_str());
            QVERIFY(s.error().message().find("same file as the input") != std::string::npos);
        }
        QCOMPARE(slurp(in), std::string("keep"));
        QVERIFY(checkOutputFile(base / "other.csv", OutputOptions{{in}}));
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestHostile)
#include "test_hostile.moc"
