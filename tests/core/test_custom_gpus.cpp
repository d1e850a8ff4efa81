// User-defined GPUs: JSON round trip, validation with units, collisions with bundled GPUs,
// duplicate-from, atomic save.
#include "core/catalog/custom_gpus.h"
#include "core/util/fileio.h"
#include "tests/support/fixtures.h"
#include "tests/support/test_registry.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace wattgpu;

namespace {

const GpuCatalog& bundled() { return testing::bundledGpus(); }

GpuSpec cappedH100()
{
    GpuSpec g = duplicateGpu(*bundled().find("h100-sxm5-80gb"), "h100-sxm5-500w", "H100 SXM capped at 500 W");
    g.tdpW = 500;
    return g;
}

} // namespace

class TestCustomGpus : public QObject {
    Q_OBJECT
private slots:
    void duplicateCopiesSpecs()
    {
        const GpuSpec& from = *bundled().find("h100-sxm5-80gb");
        const GpuSpec g = duplicateGpu(from, "my-h100");
        QCOMPARE(g.id, std::string("my-h100"));
        QCOMPARE(g.name, from.name + " (custom)");
        QVERIFY(g.custom);
        QVERIFY(g.sourceUrl.empty());
        QCOMPARE(g.memoryBandwidthGbS, from.memoryBandwidthGbS);
        QCOMPARE(g.fp8TensorTflops, from.fp8TensorTflops);
        QCOMPARE(g.releaseYear, from.releaseYear);
        QVERIFY(validateCustomGpu(g, bundled(), {}).ok());
    }

    void saveLoadRoundTrip()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::filesystem::path file = dir.filePath(QStringLiteral("custom_gpus.json")).toStdString();
        GpuSpec minimal;
        minimal.id = "lab-board";
        minimal.name = "Lab board";
        minimal.memorySizeGb = 48;
        minimal.memoryBandwidthGbS = 960;
        const std::vector<GpuSpec> gpus{cappedH100(), minimal};
        auto saved = saveCustomGpus(file, gpus, &bundled());
        QVERIFY2(saved.ok(), saved.ok() ? "" : saved.error().message().c_str());
        auto loaded = loadCustomGpus(file, &bundled());
        QVERIFY2(loaded.ok(), loaded.ok() ? "" : loaded.error().message().c_str());
        QCOMPARE(loaded->size(), std::size_t(2));
        const GpuSpec& a = (*loaded)[0];
        const GpuSpec& b = gpus[0];
        QVERIFY(a.custom);
        QCOMPARE(a.id, b.id);
        QCOMPARE(a.name, b.name);
        QCOMPARE(a.vendor, b.vendor);
        QCOMPARE(a.architecture, b.architecture);
        QCOMPARE(a.formFactor, b.formFactor);
        QCOMPARE(a.memoryType, b.memoryType);
        QCOMPARE(a.segment, b.segment);
        QCOMPARE(a.releaseYear, b.releaseYear);
        QCOMPARE(a.processNm, b.processNm);
        QCOMPARE(a.transistorCountM, b.transistorCountM);
        QCOMPARE(a.baseClockMhz, b.baseClockMhz);
        QCOMPARE(a.boostClockMhz, b.boostClockMhz);
        QCOMPARE(a.memorySizeGb, b.memorySizeGb);
        QCOMPARE(a.memoryBandwidthGbS, b.memoryBandwidthGbS);
        QCOMPARE(a.tdpW, std::optional<double>(500));
        QCOMPARE(a.fp16TensorTflops, b.fp16TensorTflops);
        QCOMPARE(a.bf16TensorTflops, b.bf16TensorTflops);
        QCOMPARE(a.fp8TensorTflops, b.fp8TensorTflops);
        QCOMPARE(a.nvlinkGbS, b.nvlinkGbS);
        QCOMPARE(a.pcieGen, b.pcieGen);
        const GpuSpec& m = (*loaded)[1];
        QVERIFY(!m.tdpW);
        QVERIFY(!m.releaseYear);
        QCOMPARE(*m.memorySizeGb, 48.0);
        // Saving what was loaded gives the same bytes.
        QCOMPARE(customGpusToJson(*loaded), customGpusToJson(gpus));
        // No temporary file is left behind.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1);
    }

    void missingFileIsEmpty()
    {
        QTemporaryDir dir;
        auto loaded = loadCustomGpus(dir.filePath(QStringLiteral("none.json")).toStdString());
        QVERIFY(loaded.ok());
        QVERIFY(loaded->empty());
    }

    void invalidValues_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("detail");
        const QString base = QStringLiteral(
            R"({"gpus": [{"id": "x1", "name": "X1", "memory_size_gb": 24, "memory_bandwidth_gb_s": 900%1}]})");
        QTest::newRow("tdp too high") << base.arg(QStringLiteral(", \"tdp_w\": 12000")) << "gpus[0].tdp_w"
                                      << "12000 W is outside the plausible range 5-5000 W";
        QTest::newRow("negative bandwidth") << QStringLiteral(
            R"({"gpus": [{"id": "x1", "name": "X1", "memory_size_gb": 24, "memory_bandwidth_gb_s": -5}]})")
                                            << "gpus[0].memory_bandwidth_gb_s"
                                            << "GB/s";
        QTest::newRow("zero memory") << QStringLiteral(
            R"({"gpus": [{"id": "x1", "name": "X1", "memory_size_gb": 0, "memory_bandwidth_gb_s": 900}]})")
                                     << "gpus[0].memory_size_gb"
                                     << "0 GB is outside";
        QTest::newRow("missing bandwidth")
            << QStringLiteral(R"({"gpus": [{"id": "x1", "name": "X1", "memory_size_gb": 24}]})")
            << "gpus[0].memory_bandwidth_gb_s"
            << "required";
        QTest::newRow("string number") << base.arg(QStringLiteral(", \"tdp_w\": \"300\"")) << "gpus[0].tdp_w"
                                       << "expected a number in W";
        QTest::newRow("boost below base")
            << base.arg(QStringLiteral(", \"base_clock_mhz\": 1800, \"boost_clock_mhz\": 1500"))
            << "gpus[0].boost_clock_mhz"
            << "below the base clock";
        QTest::newRow("bad year") << base.arg(QStringLiteral(", \"release_year\": 1890")) << "gpus[0].release_year"
                                  << "outside";
        QTest::newRow("bad id") << QStringLiteral(
            R"({"gpus": [{"id": "My GPU!", "name": "X1", "memory_size_gb": 24, "memory_bandwidth_gb_s": 900}]})")
                                << "gpus[0].id"
                                << "lowercase letters";
        QTest::newRow("no name") << QStringLiteral(
            R"({"gpus": [{"id": "x1", "memory_size_gb": 24, "memory_bandwidth_gb_s": 900}]})")
                                 << "gpus[0].name"
                                 << "empty";
        QTest::newRow("tflops too high") << base.arg(QStringLiteral(", \"fp16_tensor_tflops_dense\": 1e9"))
                                         << "gpus[0].fp16_tensor_tflops_dense"
                                         << "TFLOPS";
        QTest::newRow("duplicate ids") << QStringLiteral(
            R"({"gpus": [{"id": "x1", "name": "A", "memory_size_gb": 24, "memory_bandwidth_gb_s": 900},
                                           {"id": "x1", "name": "B", "memory_size_gb": 24, "memory_bandwidth_gb_s": 900}]})")
                                       << "gpus[1].id"
                                       << "duplicate id";
        QTest::newRow("bundled id") << QStringLiteral(
            R"({"gpus": [{"id": "h100-sxm5-80gb", "name": "Mine", "memory_size_gb": 80, "memory_bandwidth_gb_s": 3350}]})")
                                    << "gpus[0].id"
                                    << "bundled GPU";
        QTest::newRow("no gpus array") << QStringLiteral(R"({"format": "wattgpu-custom-gpus"})") << "gpus"
                                       << "no 'gpus'";
        QTest::newRow("other format") << QStringLiteral(R"({"format": "something-else", "gpus": []})") << "format"
                                      << "not a WattGPU";
        QTest::newRow("newer version") << QStringLiteral(R"({"version": 2, "gpus": []})") << "version"
                                       << "unsupported";
        QTest::newRow("syntax") << QStringLiteral(R"({"gpus": [)") << ""
                                << "parse error";
    }
    void invalidValues()
    {
        QFETCH(QString, json);
        QFETCH(QString, field);
        QFETCH(QString, detail);
        auto r = parseCustomGpus(json.toStdString(), "custom_gpus.json", &bundled());
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().field), field);
        QCOMPARE(r.error().file, std::string("custom_gpus.json"));
        QVERIFY2(QString::fromStdString(r.error().detail).contains(detail), r.error().detail.c_str());
    }

    void collisionWithBundledGpu()
    {
        GpuSpec g = cappedH100();
        g.id = "h100-sxm5-80gb";
        auto st = validateCustomGpu(g, bundled(), {});
        QVERIFY(!st.ok());
        QCOMPARE(st.error().field, std::string("id"));
        QVERIFY(QString::fromStdString(st.error().detail).contains(QStringLiteral("bundled GPU")));
        // Case-insensitive, and a bundled GPU's display name is taken too.
        g.id = "H100-SXM5-80GB";
        QVERIFY(!validateCustomGpu(g, bundled(), {}).ok());
        // Saving refuses and leaves the previous file untouched.
        QTemporaryDir dir;
        const std::filesystem::path file = dir.filePath(QStringLiteral("c.json")).toStdString();
        QVERIFY(saveCustomGpus(file, {cappedH100()}, &bundled()).ok());
        const auto before = readFileBounded(file).value();
        g.id = "h100-sxm5-80gb";
        auto bad = saveCustomGpus(file, {cappedH100(), g}, &bundled());
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().field, std::string("gpus[1].id"));
        QCOMPARE(readFileBounded(file).value(), before);
        // Two custom GPUs with one id.
        auto twice = saveCustomGpus(file, {cappedH100(), cappedH100()}, &bundled());
        QVERIFY(!twice.ok());
        QVERIFY(QString::fromStdString(twice.error().detail).contains(QStringLiteral("another custom GPU")));
        auto twiceNoCatalog = saveCustomGpus(file, {cappedH100(), cappedH100()});
        QVERIFY(!twiceNoCatalog.ok());
        QCOMPARE(readFileBounded(file).value(), before);
    }

    void suggestAndAdd()
    {
        const std::vector<GpuSpec> none;
        QCOMPARE(suggestCustomGpuId("h100-sxm5-80gb", bundled(), none), std::string("h100-sxm5-80gb-custom"));
        std::vector<GpuSpec> mine{duplicateGpu(*bundled().find("l4-24gb"), "l4-24gb-custom")};
        QCOMPARE(suggestCustomGpuId("L4 24GB", bundled(), none), std::string("l4-24gb-custom"));
        QCOMPARE(suggestCustomGpuId("l4-24gb", bundled(), mine), std::string("l4-24gb-custom-2"));

        GpuCatalog cat = bundled();
        const auto before = cat.gpus().size();
        QVERIFY(addCustomGpus(cat, mine).ok());
        QCOMPARE(cat.gpus().size(), before + 1);
        QVERIFY(cat.find("l4-24gb-custom")->custom);
        // Adding again replaces the custom entry, it does not duplicate it.
        QVERIFY(addCustomGpus(cat, mine).ok());
        QCOMPARE(cat.gpus().size(), before + 1);
        // A bundled id is refused and nothing is added.
        std::vector<GpuSpec> clash{cappedH100(), duplicateGpu(*bundled().find("a30-pcie-24gb"), "a30-pcie-24gb")};
        QVERIFY(!addCustomGpus(cat, clash).ok());
        QCOMPARE(cat.gpus().size(), before + 1);
    }

    void saveToUnwritablePlaceFails()
    {
        auto st = saveCustomGpus("/nonexistent-dir/custom_gpus.json", {cappedH100()});
        QVERIFY(!st.ok());
        QCOMPARE(st.error().code, ErrorCode::Io);
    }

    // The bundled example of announced parts loads as custom GPUs, every one announced, with no
    // TDP stated (not published) and no collision with the catalog.
    void announcedExampleLoads()
    {
        auto gpus = loadCustomGpus(WATTGPU_SOURCE_DIR "/resources/examples/announced_gpus_2026.json", &bundled());
        QVERIFY2(gpus.ok(), gpus.ok() ? "" : gpus.error().message().c_str());
        QCOMPARE(gpus->size(), std::size_t(2));
        QCOMPARE((*gpus)[0].id, std::string("rubin-gpu-288gb"));
        QCOMPARE((*gpus)[1].id, std::string("mi455x-432gb"));
        for (const GpuSpec& g : *gpus) {
            QVERIFY(g.announced());
            QVERIFY(g.custom);
            QVERIFY(!g.tdpW);
        }
        QCOMPARE(*(*gpus)[0].memoryBandwidthGbS, 22000.0);
        QCOMPARE(*(*gpus)[1].bf16TensorTflops, 5000.0);
    }

    // status survives a save and load; anything but shipping/announced is refused naming the field.
    void statusRoundTripsAndIsChecked()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::filesystem::path file = dir.filePath(QStringLiteral("custom_gpus.json")).toStdString();
        GpuSpec g = cappedH100();
        g.status = "announced";
        QVERIFY(saveCustomGpus(file, {g}, &bundled()).ok());
        auto loaded = loadCustomGpus(file, &bundled());
        QVERIFY(loaded.ok());
        QVERIFY(loaded->front().announced());
        const std::string bad = R"({"format":"wattgpu-custom-gpus","version":1,"gpus":[{"id":"x","name":"X",)"
                                R"("memory_size_gb":80,"memory_bandwidth_gb_s":3000,"status":"rumoured"}]})";
        auto refused = parseCustomGpus(bad, "mine.json");
        QVERIFY(!refused.ok());
        const QString msg = QString::fromStdString(refused.error().message());
        QVERIFY2(msg.contains(QLatin1String("gpus[0].status")) && msg.contains(QLatin1String("mine.json")),
                 qPrintable(msg));
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestCustomGpus)
#include "test_custom_gpus.moc"
