// wattgpu-cli's data commands: a model fetched from a local fake Hub, export to JSON and PDF,
// import of every format, train then predict, and train's refused output folder.
#include "tests/support/cli_text.h"
#include "tests/support/fake_hub.h"
#include "tests/support/test_registry.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace wattgpu::testing;

class TestCliData : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY2(QFile::exists(kCli), qPrintable(kCli + QStringLiteral(" is not built"))); }

    void unknownHubIdIsFetchedFromTheHub()
    {
        // A local stand-in for the Hub (HF_ENDPOINT): config.json of a small Llama for one id,
        // 401 for a gated one. The CLI runs asynchronously so this thread can answer it.
        QFile cfg(kCases + QStringLiteral("/custom-llama-8b/config.json"));
        QVERIFY(cfg.open(QIODevice::ReadOnly));
        const QByteArray config = cfg.readAll();
        wattgpu::testing::FakeHub hub;
        hub.handler = [&](const wattgpu::testing::HubRequest& r) {
            if (r.target == "/example-org/tiny-llama/resolve/main/config.json")
                return wattgpu::testing::ok(config);
            if (r.target == "/api/models/example-org/tiny-llama")
                return wattgpu::testing::ok(
                    R"({"id":"example-org/tiny-llama","gated":false,"safetensors":{"total":8030261248}})");
            if (r.target.startsWith("/api/models/example-org/gated") || r.target.startsWith("/example-org/gated"))
                return wattgpu::testing::status(401, R"({"error":"Access to model example-org/gated is restricted."})");
            return wattgpu::testing::status(404, R"({"error":"Repository not found"})");
        };
        QTemporaryDir home;
        auto run = [&](const QStringList& args) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("WATTGPU_DATA_DIR"), dataDir());
            env.insert(QStringLiteral("HF_ENDPOINT"), hub.base());
            env.remove(QStringLiteral("HF_TOKEN"));
            env.insert(QStringLiteral("XDG_CACHE_HOME"),
                       home.path() + QStringLiteral("/cache")); // the Hub cache, not the user's
            p.setProcessEnvironment(env);
            p.start(kCli, args);
            [&] { QTRY_VERIFY_WITH_TIMEOUT(p.state() == QProcess::NotRunning, 60000); }();
            return Run{p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                       QString::fromUtf8(p.readAllStandardError())};
        };
        const Run ok = run({QStringLiteral("predict"), QStringLiteral("--model"),
                            QStringLiteral("example-org/tiny-llama"), QStringLiteral("--gpu"),
                            QStringLiteral("l4-24gb"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(ok.exitCode == 0, qPrintable(ok.err));
        QVERIFY(ok.err.contains(QStringLiteral("not in the catalog")));
        const auto j = nlohmann::json::parse(ok.out.toStdString());
        QCOMPARE(j["model_source"].get<std::string>(), std::string("huggingface"));
        QVERIFY(j["predictions"][0]["itl_ms"].get<double>() > 0);
        QVERIFY(hub.targets().contains("/example-org/tiny-llama/resolve/main/config.json"));
        // Gated without a token: a runtime error that says so, naming the model.
        const Run gated = run({QStringLiteral("predict"), QStringLiteral("--model"),
                               QStringLiteral("example-org/gated-model"), QStringLiteral("--gpu"),
                               QStringLiteral("l4-24gb")});
        QCOMPARE(gated.exitCode, 1);
        QVERIFY2(gated.err.contains(QStringLiteral("example-org/gated-model")), qPrintable(gated.err));
        // Not on the Hub either: a runtime error, not a crash.
        const Run missing = run({QStringLiteral("predict"), QStringLiteral("--model"),
                                 QStringLiteral("example-org/nothing-here"), QStringLiteral("--gpu"),
                                 QStringLiteral("l4-24gb")});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains(QStringLiteral("example-org/nothing-here")), qPrintable(missing.err));
    }

    void exportReport()
    {
        const QString dir = QDir::tempPath() + QStringLiteral("/wattgpu-cli-export-test");
        QDir(dir).removeRecursively();
        QDir().mkpath(dir);
        const QStringList base{QStringLiteral("export"),
                               QStringLiteral("--model"),
                               kLlama8b,
                               QStringLiteral("--sla-itl-ms"),
                               QStringLiteral("50"),
                               QStringLiteral("--gpu"),
                               QStringLiteral("l4-24gb,a30-pcie-24gb,h100-nvl-94gb")};
        const Run j = runCli(base + QStringList{QStringLiteral("--out"), dir + QStringLiteral("/plan.json")});
        QVERIFY2(j.exitCode == 0, qPrintable(j.err));
        QFile f(dir + QStringLiteral("/plan.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto doc = nlohmann::json::parse(f.readAll().toStdString());
        QCOMPARE(doc["format"].get<std::string>(), std::string("wattgpu-report"));
        const Run p = runCli(base + QStringList{QStringLiteral("--out"), dir + QStringLiteral("/plan.pdf")});
        QVERIFY2(p.exitCode == 0, qPrintable(p.err));
        QVERIFY(QFileInfo(dir + QStringLiteral("/plan.pdf")).size() > 1000);
        QVERIFY(p.out.contains(QStringLiteral("h100-nvl-94gb")) || p.out.contains(QStringLiteral("a30-pcie-24gb")));
        const Run bad = runCli(base + QStringList{QStringLiteral("--out"), dir + QStringLiteral("/plan.docx")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains(QStringLiteral("--out")));
    }

    // Every input format, by flag and detected (as the Data menu does), in one validation report.
    void importEveryFormat()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        QFile src(kCases + QStringLiteral("/measurements_small.csv"));
        QVERIFY(src.open(QIODevice::ReadOnly));
        QByteArray planner = src.readAll();
        const int rows = int(csvLines(QString::fromUtf8(planner)).size()) - 1;
        // One more row on a GPU the catalog does not know: rejected with its line and field.
        const QList<QByteArray> lines = planner.split('\n');
        QByteArray unknown = lines.value(1);
        unknown.replace("h100-sxm5-80gb", "mystery-gpu");
        planner += unknown + "\n";
        const QString mine = tmp.path() + QStringLiteral("/mine.csv");
        QFile out(mine);
        QVERIFY(out.open(QIODevice::WriteOnly) && out.write(planner) == planner.size());
        out.close();
        const QString imports = QStringLiteral(WATTGPU_TEST_DATA_DIR "/import/");
        for (const QStringList& files :
             {QStringList{QStringLiteral("--planner"), mine},
              QStringList{mine, imports + QStringLiteral("wattcounts_format.csv"),
                          imports + QStringLiteral("meta-llama__Llama-3.1-8B-Instruct__chat.json")}}) {
            const QStringList args = QStringList{QStringLiteral("import")} + files
                + QStringList{QStringLiteral("--out"), tmp.path() + QStringLiteral("/all.csv"),
                              QStringLiteral("--format"), QStringLiteral("json")};
            const Run r = runCli(args);
            QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
            Json j;
            QString err;
            QVERIFY2(parseJson(r.out, j, err), qPrintable(err));
            const Json& first = j["files"][0];
            QCOMPARE(first["format"].get<std::string>(), std::string("planner-csv"));
            QCOMPARE(first["rows_read"].get<int>(), rows + 1);
            QCOMPARE(first["accepted"].get<int>(), rows);
            QCOMPARE(first["rejected"].size(), std::size_t(1));
            QCOMPARE(first["rejected"][0]["line"].get<int>(), rows + 2);
            QCOMPARE(first["rejected"][0]["field"].get<std::string>(), std::string("gpu"));
            QCOMPARE(first["unknown_gpus"][0].get<std::string>(), std::string("mystery-gpu"));
            if (files.size() == 3) {
                QCOMPARE(j["files"][1]["format"].get<std::string>(), std::string("wattcounts"));
                QCOMPARE(j["files"][2]["format"].get<std::string>(), std::string("mlenergy-v3"));
            }
            QVERIFY(QFileInfo(tmp.path() + QStringLiteral("/all.csv")).size() > 0);
        }
        const Run none = runCli({QStringLiteral("import")});
        QCOMPARE(none.exitCode, 2);
        QVERIFY2(none.err.contains(QStringLiteral("--planner")), qPrintable(none.err));
    }

    // Benchmark result files: --detect names the format, the GPU/count/engine come from flags
    // (refused naming the missing one), --power-log joins the power over the run's window.
    void importBenchmarkResults()
    {
        const QString bench = QStringLiteral(WATTGPU_TEST_DATA_DIR "/import/bench/");
        const QString result = bench + QStringLiteral("vllm_bench_serve.json");
        const QString log = bench + QStringLiteral("nvidia_smi_power.csv");
        const Run detect = runCli({QStringLiteral("import"), QStringLiteral("--detect"), result, log,
                                   bench + QStringLiteral("dcgm_power.txt")});
        QVERIFY2(detect.exitCode == 0, qPrintable(detect.err));
        QVERIFY2(detect.out.contains(QStringLiteral("vllm_bench_serve.json: vllm-bench-serve")),
                 qPrintable(detect.out));
        QVERIFY(detect.out.contains(QStringLiteral("nvidia_smi_power.csv: nvidia-smi-power")));
        QVERIFY(detect.out.contains(QStringLiteral("dcgm_power.txt: dcgm-power")));

        const Run noGpu = runCli({QStringLiteral("import"), result, QStringLiteral("--num-gpus"), QStringLiteral("2"),
                                  QStringLiteral("--engine"), QStringLiteral("vllm")});
        QCOMPARE(noGpu.exitCode, 1);
        QVERIFY2(noGpu.err.contains(QStringLiteral("gpu")) && noGpu.err.contains(QStringLiteral("which GPU")),
                 qPrintable(noGpu.err));

        QTemporaryDir tmp;
        const QString out = tmp.path() + QStringLiteral("/mine.csv");
        const QStringList args{QStringLiteral("import"),      result,
                               QStringLiteral("--gpu"),       QStringLiteral("l40s-48gb"),
                               QStringLiteral("--num-gpus"),  QStringLiteral("2"),
                               QStringLiteral("--engine"),    QStringLiteral("vllm"),
                               QStringLiteral("--power-log"), log,
                               QStringLiteral("--out"),       out,
                               QStringLiteral("--format"),    QStringLiteral("json")};
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        Json j;
        QString err;
        QVERIFY2(parseJson(r.out, j, err), qPrintable(err));
        QCOMPARE(j["accepted"].get<int>(), 2);
        QCOMPARE(j["files"][0]["format"].get<std::string>(), std::string("vllm-bench-serve"));
        QCOMPARE(j["files"][0]["power_log_skipped"].size(), std::size_t(1));
        QFile csv(out);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QStringList rows = csvLines(QString::fromUtf8(csv.readAll()));
        QCOMPARE(rows.size(), 3);
        // total_power_w 610 (GPU 0 mean 310 W + GPU 1 300 W inside the window), itl 12.4 median.
        QVERIFY2(rows[1].contains(QStringLiteral(",610,305,12.4,median_itl,")), qPrintable(rows[1]));
        QVERIFY2(rows[2].contains(QStringLiteral(",13.9,mean_tpot,")), qPrintable(rows[2]));
    }

    void trainThenPredict()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString models = tmp.path() + QStringLiteral("/models");
        const QStringList args{QStringLiteral("train"),
                               QStringLiteral("--data"),
                               QStringLiteral("measurements_small.csv"),
                               QStringLiteral("--out"),
                               models,
                               QStringLiteral("--format"),
                               QStringLiteral("json")};
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        QVERIFY2(r.err.contains(QStringLiteral("%")), qPrintable(QStringLiteral("no progress on stderr: ") + r.err));
        Json j;
        QString err;
        QVERIFY2(parseJson(r.out, j, err), qPrintable(err));
        QCOMPARE(j["models"].size(), std::size_t(2));
        QVERIFY(QFile::exists(models + QStringLiteral("/default.json")));
        QVERIFY(QFile::exists(models + QStringLiteral("/paper.json")));
        QVERIFY(j["rows"].get<int>() > 100);

        QVERIFY(QDir().mkpath(tmp.path() + QStringLiteral("/resources/catalog")));
        for (const char* f : {"gpu_specs.csv", "llm_catalog.json"})
            QVERIFY(QFile::copy(dataDir() + QStringLiteral("/resources/catalog/") + QLatin1String(f),
                                tmp.path() + QStringLiteral("/resources/catalog/") + QLatin1String(f)));
        const QStringList models2{QStringLiteral("catalog"),    QStringLiteral("models"),
                                  QStringLiteral("--data-dir"), tmp.path(),
                                  QStringLiteral("--format"),   QStringLiteral("json")};
        const Run m = runCli(models2);
        QVERIFY2(m.exitCode == 0, qPrintable(describe(models2, m)));
        QVERIFY2(m.out.contains(QStringLiteral("\"default\"")) && m.out.contains(QStringLiteral("\"paper\"")),
                 qPrintable(m.out));
        for (const QString& method : {QStringLiteral("default"), QStringLiteral("paper")}) {
            const QStringList pred{QStringLiteral("predict"),
                                   QStringLiteral("--data-dir"),
                                   tmp.path(),
                                   QStringLiteral("--model"),
                                   kLlama8b,
                                   QStringLiteral("--gpu"),
                                   QStringLiteral("h100-sxm5-80gb"),
                                   QStringLiteral("--method"),
                                   method,
                                   QStringLiteral("--format"),
                                   QStringLiteral("json")};
            const Run p = runCli(pred);
            QVERIFY2(p.exitCode == 0, qPrintable(describe(pred, p)));
            Json pj;
            QVERIFY2(parseJson(p.out, pj, err), qPrintable(err));
            const auto& first = pj["predictions"][0];
            QVERIFY(first["power_w"].get<double>() > 0);
            QVERIFY(first["itl_ms"].get<double>() > 0);
            QCOMPARE(QString::fromStdString(first["method"].get<std::string>()), method);
        }
    }

    void trainRejectsUnwritableOut()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        QFile blocker(tmp.path() + QStringLiteral("/file"));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        const QStringList args{QStringLiteral("train"), QStringLiteral("--data"),
                               QStringLiteral("measurements_small.csv"), QStringLiteral("--out"),
                               tmp.path() + QStringLiteral("/file/sub")};
        const Run r = runCli(args);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("--out")), qPrintable(r.err));
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestCliData)
#include "test_cli_data.moc"
