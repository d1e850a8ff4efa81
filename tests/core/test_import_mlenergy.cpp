// The ML.ENERGY v3 JSON importer: the format fixture, row and whole-file errors, the model from its
// fields or its name, limits. Fixtures under tests/data/import are format fixtures with made-up
// numbers.
#include "core/data/import_file.h"
#include "core/data/import_mlenergy.h"
#include "core/data/import_report.h"
#include "core/data/import_wattcounts.h"
#include "core/util/fileio.h"
#include "tests/support/import_fixtures.h"
#include "tests/support/test_registry.h"

#include <QtTest>

using namespace wattgpu;
using namespace wattgpu::testing;

class TestImportMlEnergy : public QObject {
    Q_OBJECT
private slots:
    void mlEnergyFormatFixture()
    {
        auto rep = importMlEnergy(kImportDir + "meta-llama__Llama-3.1-8B-Instruct__chat.json", withCatalogs());
        QVERIFY2(rep.ok(), rep.ok() ? "" : rep.error().message().c_str());
        QVERIFY2(rep->rejected.empty(), qPrintable(describe(*rep)));
        QCOMPARE(rep->rowsRead, 3);
        QCOMPARE(rep->accepted.size(), std::size_t(3));
        QVERIFY(rep->unknownModels.empty());
        const Measurement& h100 = rep->accepted[0];
        QCOMPARE(h100.source, std::string("mlenergy-v3"));
        QCOMPARE(h100.model, std::string("meta-llama/Llama-3.1-8B-Instruct"));
        QCOMPARE(h100.task, std::string("chat"));
        QCOMPARE(h100.gpu, std::string("h100-sxm5-80gb"));
        QCOMPARE(h100.engineVersion, std::string("0.11"));
        QCOMPARE(h100.line, 4);
        QCOMPARE(h100.batchSize, 64.0);
        QCOMPARE(*h100.avgBatchSize, 60.5);
        QCOMPARE(*h100.totalPowerW, 500.0);
        QCOMPARE(h100.itlMs, 12.5);
        QCOMPARE(h100.itlKind, ItlKind::MedianItl);
        QCOMPARE(*h100.energyPerTokenJ, 0.25);
        QCOMPARE(*h100.throughputTokS, 2000.0);
        QCOMPARE(h100.outputLen, 600.0);
        QVERIFY(!h100.promptLen);
        const Measurement& b200 = rep->accepted[1];
        QCOMPARE(b200.gpu, std::string("b200-sxm-180gb"));
        QCOMPARE(b200.numGpus, 2);
        QCOMPARE(b200.tensorParallel, 2);
        QCOMPARE(*b200.powerPerGpuW, 700.0);
        QCOMPARE(b200.precision, Precision::FP8);
        const Measurement& four = rep->accepted[2];
        QCOMPARE(four.gpu, std::string("h100-sxm5-80gb"));
        QCOMPARE(*four.powerPerGpuW, 500.0);
        QVERIFY(!four.avgBatchSize);
        QVERIFY(!four.energyPerTokenJ);
    }

    void mlEnergyRowErrors_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("reason");
        QTest::newRow("NaN power") << 0 << 7 << "configurations[1].avg_power_watts"
                                   << "not a finite number";
        QTest::newRow("string ITL") << 1 << 10 << "configurations[2].median_itl_ms"
                                    << "expected a number, found string";
        QTest::newRow("unknown GPU") << 2 << 11 << "configurations[3].gpu_model"
                                     << "unknown GPU 'TPU v5e'";
        QTest::newRow("missing output length") << 3 << 12 << "configurations[4].avg_output_len"
                                               << "required value is missing";
        QTest::newRow("not an object") << 4 << 13 << "configurations[5]"
                                       << "not an object";
        QTest::newRow("negative GPUs") << 5 << 14 << "configurations[6].num_gpus"
                                       << "value -2 outside";
        QTest::newRow("unknown precision") << 6 << 16 << "configurations[7].weight_precision"
                                           << "unknown precision 'int3'";
        QTest::newRow("-Infinity ITL") << 7 << 17 << "configurations[8].median_itl_ms"
                                       << "not a finite number";
    }

    void mlEnergyRowErrors()
    {
        QFETCH(int, index);
        QFETCH(int, line);
        QFETCH(QString, field);
        QFETCH(QString, reason);
        auto rep = importMlEnergy(kImportDir + "malformed/mle_row_errors.json", withCatalogs());
        QVERIFY2(rep.ok(), rep.ok() ? "" : rep.error().message().c_str());
        QCOMPARE(rep->rowsRead, 9);
        QCOMPARE(rep->accepted.size(), std::size_t(1));
        QCOMPARE(rep->accepted[0].task, std::string("chat"));
        QCOMPARE(rep->rejected.size(), std::size_t(8));
        QCOMPARE(rep->unknownGpus, std::vector<std::string>{"TPU v5e"});
        const RejectedRow& r = rep->rejected[static_cast<std::size_t>(index)];
        QCOMPARE(r.line, line);
        QCOMPARE(QString::fromStdString(r.field), field);
        QVERIFY2(QString::fromStdString(r.reason).contains(reason), r.reason.c_str());
    }

    void mlEnergyWholeFileErrors_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("code");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("field");
        QTest::newRow("no configurations")
            << "mle_no_configurations.json" << int(ErrorCode::MissingField) << 1 << "configurations";
        QTest::newRow("syntax error") << "mle_syntax_error.json" << int(ErrorCode::Parse) << 4 << "";
    }

    void mlEnergyWholeFileErrors()
    {
        QFETCH(QString, file);
        QFETCH(int, code);
        QFETCH(int, line);
        QFETCH(QString, field);
        auto rep = importMlEnergy(kImportDir + "malformed/" + file.toStdString());
        QVERIFY(!rep.ok());
        QCOMPARE(int(rep.error().code), code);
        QCOMPARE(rep.error().line, line);
        QCOMPARE(QString::fromStdString(rep.error().field), field);
    }

    void mlEnergyModelFromFieldsOrName()
    {
        // No model id in the fields nor in the file name: each configuration is rejected naming why.
        auto rep = importMlEnergy(kImportDir + "malformed/mle_no_model.json");
        QVERIFY(rep.ok());
        QCOMPARE(rep->accepted.size(), std::size_t(0));
        QCOMPARE(rep->rejected.size(), std::size_t(1));
        QCOMPARE(rep->rejected[0].line, 3);
        QVERIFY(
            QString::fromStdString(rep->rejected[0].reason).contains(QStringLiteral("<org>__<model>__<task>.json")));
        // A model map renames; fields beat the file name.
        const std::string text =
            R"({"model_id": "Qwen/Qwen3-14B", "configurations": [{"gpu_model": "H100", "num_gpus": 1,
            "max_num_seqs": 8, "avg_power_watts": 400, "median_itl_ms": 10, "avg_output_len": 500, "task": "gpqa"}]})";
        ImportOptions o = withCatalogs();
        auto named = parseMlEnergy(text, "/x/org__Other__code.json", o);
        QVERIFY(named.ok());
        QCOMPARE(named->accepted.at(0).model, std::string("Qwen/Qwen3-14B"));
        QCOMPARE(named->accepted.at(0).task, std::string("gpqa"));
        o.modelMap["Qwen/Qwen3-14B"] = "Qwen/Qwen3-8B";
        auto mapped = parseMlEnergy(text, "x.json", o);
        QVERIFY(mapped.ok());
        QCOMPARE(mapped->accepted.at(0).model, std::string("Qwen/Qwen3-8B"));
    }

    void mlEnergyLimits()
    {
        std::string deep = "{\"configurations\": [";
        for (int i = 0; i < 100; ++i)
            deep += "[";
        for (int i = 0; i < 100; ++i)
            deep += "]";
        deep += "]}";
        auto rep = parseMlEnergy(deep, "deep.json");
        QVERIFY(!rep.ok());
        QCOMPARE(rep.error().code, ErrorCode::TooLarge);
        ImportOptions few;
        few.maxRows = 2;
        auto file = readFileBounded(kImportDir + "meta-llama__Llama-3.1-8B-Instruct__chat.json");
        QVERIFY(file.ok());
        auto many = parseMlEnergy(*file, "m.json", few);
        QVERIFY(!many.ok());
        QCOMPARE(many.error().code, ErrorCode::TooLarge);
        QCOMPARE(many.error().field, std::string("configurations"));
        auto missing = importMlEnergy(kImportDir + "no-such-file.json");
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().code, ErrorCode::Io);
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestImportMlEnergy)
#include "test_import_mlenergy.moc"
