#pragma once
// What the reliability suites (test_reliability, test_graceful_failures) share: the malformed
// fixtures' folder, file helpers, a scratch copy of the bundled data or of one fixture that shows
// any change to its folder, a valid custom GPU, the fixture table columns and the check of an
// Error's code, field, line and file. Header only.
#include "core/catalog/catalog.h"
#include "core/catalog/custom_gpus.h"
#include "core/catalog/hf_config.h"
#include "core/data/corpus.h"
#include "core/data/import_mlenergy.h"
#include "core/data/import_report.h"
#include "core/data/import_wattcounts.h"
#include "core/plan/engine.h"
#include "core/predict/training.h"
#include "core/util/csv.h"
#include "core/util/fileio.h"
#include "core/util/json_util.h"
#include "tests/support/fixtures.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>

#include <sys/resource.h>

namespace fs = std::filesystem;

Q_DECLARE_METATYPE(wattgpu::ErrorCode)

namespace wattgpu::testing {

inline const fs::path kMalformed = fs::path(WATTGPU_TEST_DATA_DIR) / "malformed";

inline std::string readAll(const fs::path& p)
{
    auto t = readFileBounded(p);
    return t ? *t : std::string("<unreadable: ") + t.error().message() + ">";
}

inline void writeAll(const fs::path& p, std::string_view text)
{
    std::ofstream out(p, std::ios::binary | std::ios::trunc);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
}

// Files in `dir` whose name contains ".tmp-" (writeFileAtomic's temporaries).
inline int leftoverTemps(const fs::path& dir)
{
    int n = 0;
    for (const auto& e : fs::directory_iterator(dir))
        n += e.path().filename().string().find(".tmp-") != std::string::npos;
    return n;
}

inline const Engine& shippedEngine() { return sharedEngine(); }

inline const Predictor* learnedPredictor()
{
    for (const auto& m : learnedMethodNames())
        if (const Predictor* p = shippedEngine().predictor(m))
            return p;
    return nullptr;
}

// A copy of the bundled data dir (catalogs + model files) that a test may damage.
inline fs::path copyDataDir(const QTemporaryDir& tmp)
{
    const fs::path src(WATTGPU_SOURCE_DIR);
    const fs::path dst = fs::path(tmp.path().toStdString()) / "data";
    fs::create_directories(dst / "resources");
    fs::copy(src / "resources" / "catalog", dst / "resources" / "catalog", fs::copy_options::recursive);
    fs::create_directories(dst / "models");
    for (const char* f : {"default.json", "paper.json"})
        fs::copy_file(src / "models" / f, dst / "models" / f);
    return dst;
}

// A malformed fixture copied into a scratch folder of its own, so a reader that wrote, renamed,
// "repaired" or removed anything next to the file it reads would show: unchanged() compares
// every file in the folder, names and bytes, with the state before the read.
class ScratchCopy {
public:
    explicit ScratchCopy(const fs::path& fixture)
    {
        m_path = fs::path(m_dir.path().toStdString()) / fixture.filename();
        fs::copy_file(fixture, m_path);
        m_before = snapshot();
    }
    bool valid() const { return m_dir.isValid() && !m_before.empty(); }
    const fs::path& path() const { return m_path; }
    bool unchanged() const { return snapshot() == m_before; }

private:
    std::map<std::string, std::string> snapshot() const
    {
        std::map<std::string, std::string> files;
        for (const auto& e : fs::recursive_directory_iterator(m_path.parent_path())) {
            std::ifstream in(e.path(), std::ios::binary);
            files[e.path().lexically_relative(m_path.parent_path()).string()] = std::string(
                std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
        }
        return files;
    }

    QTemporaryDir m_dir;
    fs::path m_path;
    std::map<std::string, std::string> m_before;
};

inline GpuSpec validCustomGpu(const std::string& id)
{
    GpuSpec g;
    g.id = id;
    g.name = "Custom " + id;
    g.memorySizeGb = 80;
    g.memoryBandwidthGbS = 3350;
    g.tdpW = 500;
    g.custom = true;
    return g;
}

inline void addFixtureColumns()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<ErrorCode>("code");
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("line");
}

inline void fixture(const char* file, ErrorCode code, const char* field, int line)
{
    QTest::newRow(file) << QString::fromUtf8(file) << code << QString::fromUtf8(field) << line;
}

inline void verifyError(const Error& e, ErrorCode code, const QString& field, int line, const fs::path& path)
{
    const QString msg = QString::fromStdString(e.message());
    QVERIFY2(e.code == code,
             qPrintable(QStringLiteral("code %1, expected %2: %3")
                            .arg(QLatin1String(errorCodeName(e.code)), QLatin1String(errorCodeName(code)), msg)));
    QCOMPARE(QString::fromStdString(e.field), field);
    QCOMPARE(e.line, line);
    QCOMPARE(e.file, path.string());
    QVERIFY2(!e.detail.empty(), qPrintable(msg));
}

} // namespace wattgpu::testing
