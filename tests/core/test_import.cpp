// Importers: format detection, the planner CSV import and writer, SHA-256, number lists and GPU
// name tables, and the training-corpus merge. Watt Counts and ML.ENERGY have their own suites
// (test_import_wattcounts, test_import_mlenergy). Fixtures under tests/data/import are format
// fixtures with made-up numbers.
#include "core/data/import_file.h"
#include "core/data/import_mlenergy.h"
#include "core/data/import_report.h"
#include "core/data/import_wattcounts.h"
#include "core/util/fileio.h"
#include "tests/support/import_fixtures.h"
#include "tests/support/test_registry.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace wattgpu;
using namespace wattgpu::testing;

namespace {

const GpuCatalog& gpus() { return testing::bundledGpus(); }

const LlmCatalog& llms() { return testing::bundledLlms(); }

} // namespace

class TestImport : public QObject {
    Q_OBJECT
private slots:
    void formatIsDetectedFromSuffixAndHeader()
    {
        QCOMPARE(detectImportFormat("a/x.JSON", "{}"), ImportFormat::MlEnergy);
        QCOMPARE(detectImportFormat("runs.csv", std::string(kPlannerCsvHeader) + "\n1,2"), ImportFormat::PlannerCsv);
        QCOMPARE(detectImportFormat("runs.csv", "gpu_type,itl_ms\n"), ImportFormat::WattCounts);
        QCOMPARE(detectImportFormat("runs.csv", "model,gpu_type,lambda\n"), ImportFormat::WattCounts);
        auto wc = importMeasurementFile(kImportDir + "wattcounts_format.csv", withCatalogs());
        QVERIFY2(wc, wc ? "" : wc.error().message().c_str());
        QCOMPARE(wc->format, std::string("wattcounts"));
        auto ml = importMeasurementFile(kImportDir + "meta-llama__Llama-3.1-8B-Instruct__chat.json", withCatalogs());
        QVERIFY2(ml, ml ? "" : ml.error().message().c_str());
        QCOMPARE(ml->format, std::string("mlenergy-v3"));
    }

    // The planner CSV as an import: whole-file errors from its reader's structure, then row checks
    // with the same report shape as the other importers (wattgpu-cli import --planner, the Data menu).
    void plannerCsvImportChecksEveryRow()
    {
        const std::string good = "mlenergy-v3,vllm,0.11,,lm-arena-chat,Qwen/Qwen3-14B,h100-sxm5-80gb,1,1,bfloat16,32,"
                                 ",,611.4,493.9,493.9,15.01,median_itl,2023.2,0.244,,15.3,15.6,18.6";
        auto row = [&](const std::string& from, const std::string& to) {
            std::string r = good;
            r.replace(r.find(from), from.size(), to);
            return r;
        };
        const std::string text = std::string(kPlannerCsvHeader) + "\n" + good + "\n"
            + row("h100-sxm5-80gb", "mystery-gpu") + "\n" + row("Qwen/Qwen3-14B", "org/not-in-catalog") + "\n"
            + row("h100-sxm5-80gb", "their-h100") + "\n";
        ImportOptions o = withCatalogs();
        o.gpuMap["their-h100"] = "h100-sxm5-80gb";
        auto r = parsePlannerCsvImport(text, "mine.csv", o);
        QVERIFY2(r, r ? "" : r.error().message().c_str());
        QCOMPARE(r->format, std::string("planner-csv"));
        QCOMPARE(r->rowsRead, 4);
        QCOMPARE(r->accepted.size(), std::size_t(3));
        QCOMPARE(r->rejected.size(), std::size_t(1));
        QCOMPARE(r->rejected[0].line, 3);
        QCOMPARE(r->rejected[0].field, std::string("gpu"));
        QCOMPARE(r->unknownGpus, std::vector<std::string>{"mystery-gpu"});
        QCOMPARE(r->unknownModels, std::vector<std::string>{"org/not-in-catalog"});
        QCOMPARE(r->accepted[2].gpu, std::string("h100-sxm5-80gb")); // mapped
        // A bad cell rejects its row only, with its line and column (issue 26: it failed the
        // whole file although `import --help` says a bad row is skipped).
        auto bad = parsePlannerCsvImport(
            std::string(kPlannerCsvHeader) + "\n" + row("15.01", "fast") + "\n" + good + "\n", "bad.csv", o);
        QVERIFY2(bad, bad ? "" : bad.error().message().c_str());
        QCOMPARE(bad->rowsRead, 2);
        QCOMPARE(bad->accepted.size(), std::size_t(1));
        QCOMPARE(bad->rejected.size(), std::size_t(1));
        QCOMPARE(bad->rejected[0].line, 2);
        QCOMPARE(bad->rejected[0].field, std::string("itl_ms"));
        // `train --data` reads the same file strictly: the bad cell fails it whole.
        auto strict = parseMeasurementsCsv(std::string(kPlannerCsvHeader) + "\n" + row("15.01", "fast") + "\n",
                                           "bad.csv");
        QVERIFY(!strict);
        QCOMPARE(strict.error().line, 2);
        QCOMPARE(strict.error().field, std::string("itl_ms"));
    }

    void sha256KnownVectors()
    {
        QCOMPARE(sha256Hex(""), std::string("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
        QCOMPARE(sha256Hex("abc"), std::string("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
        QCOMPARE(sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
                 std::string("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"));
        QCOMPARE(sha256Hex(std::string(1000000, 'a')),
                 std::string("cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"));
    }

    void numberLists_data()
    {
        QTest::addColumn<QString>("cell");
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("error");
        QTest::newRow("empty") << "[]" << 0 << "";
        QTest::newRow("spaces") << " [ 1 , 2.5,3e-2 ] " << 3 << "";
        QTest::newRow("no brackets") << "1, 2" << -1 << "expected a list";
        QTest::newRow("nested") << "[[1], 2]" << -1 << "nested";
        QTest::newRow("nan") << "[1, nan]" << -1 << "item 2: 'nan'";
        QTest::newRow("inf") << "[inf]" << -1 << "item 1";
        QTest::newRow("empty item") << "[1,,2]" << -1 << "item 2";
        QTest::newRow("string") << "[\"1\"]" << -1 << "item 1";
    }

    void numberLists()
    {
        QFETCH(QString, cell);
        QFETCH(int, count);
        QFETCH(QString, error);
        auto l = parseNumberList(cell.toStdString(), 100);
        if (count >= 0) {
            QVERIFY2(l.ok(), l.ok() ? "" : l.error().detail.c_str());
            QCOMPARE(int(l->size()), count);
        } else {
            QVERIFY(!l.ok());
            QVERIFY2(QString::fromStdString(l.error().detail).contains(error), l.error().detail.c_str());
        }
    }

    void gpuNameTables()
    {
        QCOMPARE(wattCountsGpuId("NVIDIA A30").value(), std::string("a30-pcie-24gb"));
        QCOMPARE(wattCountsGpuId("NVIDIA H200").value(), std::string("h200-nvl-141gb"));
        QCOMPARE(wattCountsGpuId("tesla v100-sxm2-32gb").value(), std::string("v100-sxm2-32gb"));
        QVERIFY(!wattCountsGpuId("NVIDIA B200"));
        QCOMPARE(mlEnergyGpuId("H100").value(), std::string("h100-sxm5-80gb"));
        QCOMPARE(mlEnergyGpuId("NVIDIA B200").value(), std::string("b200-sxm-180gb"));
        QVERIFY(!mlEnergyGpuId("TPU v5e"));
        // Every id in both tables exists in the bundled catalog.
        for (const char* n : {"NVIDIA A30", "NVIDIA H200", "NVIDIA A100-SXM4-40GB", "NVIDIA L40S", "NVIDIA H100 PCIe",
                              "NVIDIA H100 NVL", "Tesla V100-SXM2-32GB", "NVIDIA L4", "NVIDIA GeForce RTX 3090",
                              "Tesla T4", "NVIDIA GeForce RTX 4090"})
            QVERIFY2(gpus().find(wattCountsGpuId(n).value()), n);
        for (const char* n : {"H100", "B200", "A100", "GH200", "H200"})
            QVERIFY2(gpus().find(mlEnergyGpuId(n).value()), n);
    }

    void plannerCsvRoundTrip()
    {
        std::vector<Measurement> rows;
        for (const auto& f : {kImportDir + "wattcounts_format.csv"}) {
            auto r = importWattCounts(f);
            QVERIFY(r.ok());
            rows.insert(rows.end(), r->accepted.begin(), r->accepted.end());
        }
        auto ml = importMlEnergy(kImportDir + "meta-llama__Llama-3.1-8B-Instruct__chat.json");
        QVERIFY(ml.ok());
        rows.insert(rows.end(), ml->accepted.begin(), ml->accepted.end());
        // Values that need quoting and a power cap.
        Measurement odd = rows.front();
        odd.model = "org/model,with \"quotes\"";
        odd.powerLimitW = 275.5;
        odd.precision = Precision::MXFP4;
        odd.itlKind = ItlKind::E2eOverOutput;
        odd.itlMs = 0.1 + 0.2; // not exactly representable in short decimal
        rows.push_back(odd);

        const std::string csv = toPlannerCsv(rows);
        QVERIFY(csv.rfind(kPlannerCsvHeader, 0) == 0);
        auto back = parseMeasurementsCsv(csv, "roundtrip.csv");
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().message().c_str());
        QCOMPARE(back->size(), rows.size());
        for (std::size_t i = 0; i < rows.size(); ++i) {
            QString why;
            QVERIFY2(sameMeasurement(rows[i], (*back)[i], why),
                     qPrintable(QString::number(i) + QStringLiteral(": ") + why));
            QCOMPARE((*back)[i].line, int(i) + 2);
        }
        // Writing what was read gives the same text.
        QCOMPARE(toPlannerCsv(*back), csv);
    }

    void bundledCorpusRoundTrip()
    {
        auto bundled = loadMeasurementsCsv(WATTGPU_SOURCE_DIR "/models/data/measurements.csv");
        QVERIFY2(bundled.ok(), bundled.ok() ? "" : bundled.error().message().c_str());
        auto back = parseMeasurementsCsv(toPlannerCsv(*bundled), "bundled-roundtrip.csv");
        QVERIFY(back.ok());
        QCOMPARE(back->size(), bundled->size());
        for (std::size_t i = 0; i < back->size(); ++i) {
            QString why;
            QVERIFY2(sameMeasurement((*bundled)[i], (*back)[i], why),
                     qPrintable(QString::number(i) + QStringLiteral(": ") + why));
        }
    }

    void trainingCorpusMergesWithProvenance()
    {
        const std::string bundledPath = WATTGPU_SOURCE_DIR "/models/data/measurements.csv";
        auto bundled = loadMeasurementsCsv(bundledPath);
        QVERIFY(bundled.ok());
        const Corpus base = resolveCorpus(*bundled, gpus(), llms());

        auto wc = importWattCounts(kImportDir + "wattcounts_format.csv", withCatalogs());
        auto ml = importMlEnergy(kImportDir + "meta-llama__Llama-3.1-8B-Instruct__chat.json", withCatalogs());
        QVERIFY(wc.ok() && ml.ok());
        TrainingProvenance prov;
        auto corpus = buildTrainingCorpus(bundledPath, {*wc, *ml, *wc}, gpus(), llms(), &prov);
        QVERIFY2(corpus.ok(), corpus.ok() ? "" : corpus.error().message().c_str());
        // Watt Counts: 4 of 5 resolve (one model is not in the catalog); ML.ENERGY: 3 of 3; the
        // repeated Watt Counts import is recorded but not added again.
        QCOMPARE(corpus->rows.size(), base.rows.size() + 4 + 3);
        QCOMPARE(corpus->skipped.size(), base.skipped.size() + 1);
        QCOMPARE(corpus->sources.size(), std::size_t(4));
        QCOMPARE(corpus->sources[0], bundledPath);

        QCOMPARE(prov.files.size(), std::size_t(4));
        QCOMPARE(prov.files[0].format, std::string("planner-csv"));
        QCOMPARE(prov.files[0].rowsRead, int(bundled->size()));
        QCOMPARE(prov.files[0].rowsUsed, int(base.rows.size()));
        auto text = readFileBounded(bundledPath, 256u << 20);
        QVERIFY(text.ok());
        QCOMPARE(prov.files[0].sha256, sha256Hex(*text));
        QCOMPARE(prov.files[1].format, std::string("wattcounts"));
        QCOMPARE(prov.files[1].rowsAccepted, 5);
        QCOMPARE(prov.files[1].rowsUsed, 4);
        QCOMPARE(prov.files[1].rowsSkipped, 1);
        QCOMPARE(prov.files[2].rowsUsed, 3);
        QCOMPARE(prov.files[2].rowsSkipped, 0);
        QVERIFY(!prov.files[1].duplicate);
        QVERIFY(prov.files[3].duplicate);
        QCOMPARE(prov.files[3].rowsUsed, 0);
        QCOMPARE(prov.rowsUsed, int(corpus->rows.size()));

        const nlohmann::json j = provenanceJson(prov);
        QCOMPARE(j.at("files").size(), std::size_t(4));
        QCOMPARE(j.at("files")[1].at("sha256").get<std::string>(), wc->sha256);
        QCOMPARE(j.at("files")[1].at("bytes").get<std::uintmax_t>(), wc->bytes);
        QVERIFY(!j.at("files")[1].at("modified_utc").get<std::string>().empty());
        QCOMPARE(j.at("rows_used").get<int>(), int(corpus->rows.size()));

        // Imports alone (no bundled file) train too; nothing resolvable is an error.
        auto onlyImports = buildTrainingCorpus({}, {*ml}, gpus(), llms());
        QVERIFY(onlyImports.ok());
        QCOMPARE(onlyImports->rows.size(), std::size_t(3));
        ImportReport empty;
        empty.file = "empty";
        QVERIFY(!buildTrainingCorpus({}, {empty}, gpus(), llms()).ok());
        auto missing = buildTrainingCorpus(kImportDir + "no-such.csv", {}, gpus(), llms());
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().code, ErrorCode::Io);
    }

    void importedCsvWrittenAtomicallyReadsBack()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto wc = importWattCounts(kImportDir + "wattcounts_format.csv");
        QVERIFY(wc.ok());
        const std::filesystem::path out = dir.filePath(QStringLiteral("planner.csv")).toStdString();
        QVERIFY(writeFileAtomic(out, toPlannerCsv(wc->accepted)).ok());
        auto back = loadMeasurementsCsv(out);
        QVERIFY(back.ok());
        QCOMPARE(back->size(), wc->accepted.size());
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestImport)
#include "test_import.moc"
