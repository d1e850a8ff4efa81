// Runs the built wattgpu-cli as a subprocess: JSON goldens (numbers compared with a relative
// tolerance) and the fields every prediction carries. Bulk input, formats and errors, plans, and
// the data commands have their own suites (test_cli_bulk, test_cli_formats, test_cli_plans,
// test_cli_data). Regenerate goldens: WATTGPU_UPDATE_GOLDEN=1 ctest -R test_cli
#include "core/plan/engine.h"
#include "tests/support/cli_text.h"
#include "tests/support/fixtures.h"
#include "tests/support/test_registry.h"

#include <QCryptographicHash>
#include <QFile>
#include <QtTest>

#include <cmath>
#include <optional>
#include <utility>
#include <vector>

using namespace wattgpu::testing;

namespace {

// Structural equality; numbers within a relative tolerance. Returns "" or the first difference.
std::string diffJson(const Json& expected, const Json& actual, const std::string& path)
{
    const std::string at = path.empty() ? "<root>" : path;
    if (expected.is_number() && actual.is_number()) {
        const double a = expected.get<double>();
        const double b = actual.get<double>();
        const double tol = 1e-6 * std::max(std::fabs(a), std::fabs(b)) + 1e-12;
        if (std::fabs(a - b) > tol)
            return at + ": expected " + expected.dump() + ", got " + actual.dump();
        return {};
    }
    if (expected.type() != actual.type())
        return at + ": expected " + expected.dump().substr(0, 200) + ", got " + actual.dump().substr(0, 200);
    if (expected.is_object()) {
        for (const auto& [k, v] : expected.items()) {
            if (!actual.contains(k))
                return at + ": missing key '" + k + "'";
            if (auto d = diffJson(v, actual[k], path + "." + k); !d.empty())
                return d;
        }
        for (const auto& [k, v] : actual.items())
            if (!expected.contains(k))
                return at + ": unexpected key '" + k + "' (regenerate the golden if it is new)";
        return {};
    }
    if (expected.is_array()) {
        if (expected.size() != actual.size())
            return at + ": expected " + std::to_string(expected.size()) + " items, got "
                + std::to_string(actual.size());
        for (std::size_t i = 0; i < expected.size(); ++i)
            if (auto d = diffJson(expected[i], actual[i], path + "[" + std::to_string(i) + "]"); !d.empty())
                return d;
        return {};
    }
    return expected == actual ? std::string() : at + ": expected " + expected.dump() + ", got " + actual.dump();
}

bool hasTrainedModel(const QString& method)
{
    return QFile::exists(dataDir() + QStringLiteral("/models/") + method + QStringLiteral(".json"));
}

// Goldens of trained methods are only meaningful for the model file they were recorded with;
// its SHA-256 is kept next to the golden.
QByteArray modelFingerprint(const QString& method)
{
    QFile f(dataDir() + QStringLiteral("/models/") + method + QStringLiteral(".json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    return h.result().toHex();
}

QByteArray recordedFingerprint(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll().trimmed() : QByteArray();
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY2(QFile::exists(kCli), qPrintable(kCli + QStringLiteral(" is not built"))); }

    void golden_data()
    {
        QTest::addColumn<QString>("golden");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("needsModel"); // method whose trained model file must exist, or ""

        QTest::newRow("catalog gpus") << "catalog_gpus.json"
                                      << QStringList{QStringLiteral("catalog"), QStringLiteral("gpus")} << "";
        QTest::newRow("catalog llms search")
            << "catalog_llms_llama_small.json"
            << QStringList{QStringLiteral("catalog"), QStringLiteral("llms"),    QStringLiteral("--search"),
                           QStringLiteral("llama"),   QStringLiteral("--max-b"), QStringLiteral("10")}
            << "";
        QTest::newRow("catalog llms moe")
            << "catalog_llms_moe_large.json"
            << QStringList{QStringLiteral("catalog"), QStringLiteral("llms"), QStringLiteral("--moe"),
                           QStringLiteral("--min-b"), QStringLiteral("200")}
            << "";
        QTest::newRow("predict roofline all gpus")
            << "predict_roofline_llama8b.json"
            << QStringList{QStringLiteral("predict"), QStringLiteral("--model"), kLlama8b, QStringLiteral("--method"),
                           QStringLiteral("roofline")}
            << "";
        QTest::newRow("predict ls_tdp tp4 fp8")
            << "predict_ls_tdp_llama70b_tp4.json"
            << QStringList{QStringLiteral("predict"),
                           QStringLiteral("--model"),
                           QStringLiteral("meta-llama/Llama-3.1-70B-Instruct"),
                           QStringLiteral("--gpu"),
                           QStringLiteral("h100-sxm5-80gb,a100-sxm4-80gb,l40s-48gb"),
                           QStringLiteral("--gpus"),
                           QStringLiteral("4"),
                           QStringLiteral("--batch"),
                           QStringLiteral("64"),
                           QStringLiteral("--prompt-len"),
                           QStringLiteral("2048"),
                           QStringLiteral("--output-len"),
                           QStringLiteral("256"),
                           QStringLiteral("--precision"),
                           QStringLiteral("fp8"),
                           QStringLiteral("--method"),
                           QStringLiteral("ls_tdp")}
            << "";
        QTest::newRow("predict roofline power cap") << "predict_roofline_power_cap.json"
                                                    << QStringList{QStringLiteral("predict"),
                                                                   QStringLiteral("--model"),
                                                                   QStringLiteral("Qwen/Qwen3-14B"),
                                                                   QStringLiteral("--gpu"),
                                                                   QStringLiteral("h100-sxm5-80gb"),
                                                                   QStringLiteral("--power-limit-w"),
                                                                   QStringLiteral("400"),
                                                                   QStringLiteral("--engine"),
                                                                   QStringLiteral("vllm"),
                                                                   QStringLiteral("--engine-version"),
                                                                   QStringLiteral("0.5.4"),
                                                                   QStringLiteral("--method"),
                                                                   QStringLiteral("roofline")}
                                                    << "";
        QTest::newRow("predict config.json") << "predict_roofline_config_json.json"
                                             << QStringList{QStringLiteral("predict"),
                                                            QStringLiteral("--model"),
                                                            QStringLiteral("custom-llama-8b/config.json"),
                                                            QStringLiteral("--gpu"),
                                                            QStringLiteral("h100-sxm5-80gb,l4-24gb"),
                                                            QStringLiteral("--method"),
                                                            QStringLiteral("roofline")}
                                             << "";
        QTest::newRow("predict bulk csv")
            << "predict_bulk_roofline.json"
            << QStringList{QStringLiteral("predict"), QStringLiteral("--input"), QStringLiteral("bulk_input.csv"),
                           QStringLiteral("--method"), QStringLiteral("roofline")}
            << "";
        QTest::newRow("recommend roofline")
            << "recommend_roofline_llama8b_sla10.json"
            << QStringList{QStringLiteral("recommend"),    QStringLiteral("--model"), kLlama8b,
                           QStringLiteral("--sla-itl-ms"), QStringLiteral("10"),      QStringLiteral("--method"),
                           QStringLiteral("roofline")}
            << "";
        QTest::newRow("recommend ls_tdp power")
            << "recommend_ls_tdp_power.json"
            << QStringList{QStringLiteral("recommend"),    QStringLiteral("--model"), QStringLiteral("Qwen/Qwen3-14B"),
                           QStringLiteral("--sla-itl-ms"), QStringLiteral("25"),      QStringLiteral("--objective"),
                           QStringLiteral("power"),        QStringLiteral("--batch"), QStringLiteral("32"),
                           QStringLiteral("--method"),     QStringLiteral("ls_tdp")}
            << "";
        QTest::newRow("recommend nothing qualifies")
            << "recommend_roofline_none.json" << QStringList{QStringLiteral("recommend"),
                                                             QStringLiteral("--model"),
                                                             QStringLiteral("meta-llama/Llama-3.1-70B-Instruct"),
                                                             QStringLiteral("--sla-itl-ms"),
                                                             QStringLiteral("1"),
                                                             QStringLiteral("--gpu"),
                                                             QStringLiteral("l4-24gb,t4-16gb"),
                                                             QStringLiteral("--method"),
                                                             QStringLiteral("roofline")}
            << "";
        QTest::newRow("evaluate baselines")
            << "evaluate_baselines.json"
            << QStringList{QStringLiteral("evaluate"), QStringLiteral("--data"),
                           QStringLiteral("measurements_small.csv"), QStringLiteral("--methods"),
                           QStringLiteral("ls_tdp,roofline")}
            << "";
        QTest::newRow("predict default") << "predict_default_llama8b.json"
                                         << QStringList{QStringLiteral("predict"), QStringLiteral("--model"), kLlama8b,
                                                        QStringLiteral("--method"), QStringLiteral("default")}
                                         << "default";
        QTest::newRow("recommend default")
            << "recommend_default_llama8b_sla50.json"
            << QStringList{QStringLiteral("recommend"), QStringLiteral("--model"), kLlama8b,
                           QStringLiteral("--sla-itl-ms"), QStringLiteral("50")}
            << "default";
    }

    void golden()
    {
        QFETCH(QString, golden);
        QFETCH(QStringList, args);
        QFETCH(QString, needsModel);
        if (!needsModel.isEmpty() && !hasTrainedModel(needsModel))
            QSKIP(qPrintable(QStringLiteral("no trained '") + needsModel + QStringLiteral("' model in ") + dataDir()
                             + QStringLiteral("/models yet")));
        args << QStringLiteral("--format") << QStringLiteral("json");
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        Json actual;
        QString err;
        QVERIFY2(parseJson(r.out, actual, err), qPrintable(err));

        const QString path = kCases + QStringLiteral("/") + golden;
        const QString fingerprintPath = path + QStringLiteral(".model-sha256");
        if (qEnvironmentVariableIntValue("WATTGPU_UPDATE_GOLDEN") == 1) {
            // Rewrite only real changes, so regenerating does not churn last-digit noise.
            QFile old(path);
            Json previous;
            if (old.open(QIODevice::ReadOnly) && parseJson(QString::fromUtf8(old.readAll()), previous, err)
                && diffJson(previous, actual, "").empty()
                && (needsModel.isEmpty() || recordedFingerprint(fingerprintPath) == modelFingerprint(needsModel)))
                return;
            QFile f(path);
            QVERIFY2(f.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
            f.write(QByteArray::fromStdString(actual.dump(1) + "\n"));
            if (!needsModel.isEmpty()) {
                QFile fp(fingerprintPath);
                QVERIFY2(fp.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(fingerprintPath));
                fp.write(modelFingerprint(needsModel) + "\n");
            }
            qInfo("updated %s", qPrintable(path));
            return;
        }
        if (!needsModel.isEmpty()) {
            if (recordedFingerprint(fingerprintPath) != modelFingerprint(needsModel))
                QSKIP(qPrintable(
                    QStringLiteral("models/") + needsModel + QStringLiteral(".json is not the file ") + golden
                    + QStringLiteral(
                        " was recorded with; after retraining regenerate: WATTGPU_UPDATE_GOLDEN=1 ctest -R test_cli")));
        }
        QFile f(path);
        QVERIFY2(f.open(QIODevice::ReadOnly),
                 qPrintable(path + QStringLiteral(" is missing; run with WATTGPU_UPDATE_GOLDEN=1")));
        Json expected;
        QVERIFY2(parseJson(QString::fromUtf8(f.readAll()), expected, err), qPrintable(err));
        const std::string d = diffJson(expected, actual, "");
        QVERIFY2(d.empty(),
                 qPrintable(golden + QStringLiteral(": ") + QString::fromStdString(d)
                            + QStringLiteral("\n(if the change is intended: WATTGPU_UPDATE_GOLDEN=1)")));
    }

    void predictFieldsAreConsistent()
    {
        const QStringList args{QStringLiteral("predict"),  QStringLiteral("--model"),  kLlama8b,
                               QStringLiteral("--method"), QStringLiteral("roofline"), QStringLiteral("--format"),
                               QStringLiteral("json")};
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        Json j;
        QString err;
        QVERIFY2(parseJson(r.out, j, err), qPrintable(err));
        QCOMPARE(QString::fromStdString(j["model"].get<std::string>()), kLlama8b);
        for (const char* k : {"batch", "prompt_len", "output_len", "precision", "num_gpus", "engine", "engine_version",
                              "power_limit_w"})
            QVERIFY2(j["workload"].contains(k), k);
        QCOMPARE(j["workload"]["batch"].get<int>(), 16);
        QVERIFY(j["predictions"].size() > 10);
        for (const auto& p : j["predictions"]) {
            for (const char* k : {"gpu", "num_gpus", "fits_memory", "power_w", "power_per_gpu_w", "power_w_low",
                                  "power_w_high", "itl_ms", "itl_ms_low", "itl_ms_high", "throughput_tok_s",
                                  "energy_per_token_j", "out_of_distribution", "warnings"})
                QVERIFY2(p.contains(k), k);
            if (!p["fits_memory"].get<bool>())
                continue;
            QVERIFY(p["power_w"].get<double>() > 0);
            QVERIFY(p["itl_ms"].get<double>() > 0);
            QVERIFY(p["power_w_low"].get<double>() <= p["power_w"].get<double>());
            QVERIFY(p["power_w"].get<double>() <= p["power_w_high"].get<double>());
            for (const auto& w : p["warnings"]) {
                QVERIFY(w.contains("code"));
                QVERIFY(w.contains("detail"));
            }
        }
    }

    // Every latency field of predict's JSON is core's Prediction value (issue 24): TTFT, the p90
    // and p99 ITL with their intervals, median ITL and mean TPOT, offline and in server mode (with
    // the idle power's range and basis), in a non-default ITL definition and KV-cache precision.
    void latencyFieldsEqualCore()
    {
        const wattgpu::Engine& engine = wattgpu::testing::sharedEngine();
        for (const std::optional<double> rate : {std::optional<double>(), std::optional<double>(2.0)}) {
            wattgpu::Scenario sc;
            sc.llm = *engine.llms().find(kLlama8b.toStdString());
            sc.slaItlMs = 0; // predict has no SLA
            sc.gpuCountMode = wattgpu::GpuCountMode::Fixed;
            sc.workload.numGpus = 1;
            sc.workload.itlMetric = wattgpu::ItlKind::P90Itl;
            sc.workload.kvCacheDtype = wattgpu::KvCacheDtype::Fp8;
            sc.gpuIds = std::vector<std::string>{"h100-sxm5-80gb", "l4-24gb"};
            sc.load = wattgpu::loadFromRate(rate);
            const std::vector<wattgpu::Prediction> core = engine.predict(sc).value();
            QStringList args{QStringLiteral("predict"),
                             QStringLiteral("--model"),
                             kLlama8b,
                             QStringLiteral("--gpu"),
                             QStringLiteral("h100-sxm5-80gb,l4-24gb"),
                             QStringLiteral("--gpus"),
                             QStringLiteral("1"),
                             QStringLiteral("--itl-metric"),
                             QStringLiteral("p90_itl"),
                             QStringLiteral("--kv-cache-dtype"),
                             QStringLiteral("fp8"),
                             QStringLiteral("--format"),
                             QStringLiteral("json")};
            if (rate)
                args << QStringLiteral("--rate") << QString::number(*rate);
            const Run r = runCli(args);
            QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
            Json j;
            QString err;
            QVERIFY2(parseJson(r.out, j, err), qPrintable(err));
            QCOMPARE(j["workload"]["kv_cache_dtype"].get<std::string>(), std::string("fp8"));
            QCOMPARE(j["predictions"].size(), core.size());
            for (std::size_t i = 0; i < core.size(); ++i) {
                const wattgpu::Prediction& p = core[i];
                const Json& q = j["predictions"][i];
                QCOMPARE(q["gpu"].get<std::string>(), p.gpuId);
                QCOMPARE(q["itl_metric"].get<std::string>(), std::string("p90_itl"));
                const std::pair<const char*, double> fields[] = {{"itl_ms", p.itlMs},
                                                                 {"memory_needed_gb_per_gpu", p.memoryNeededGbPerGpu},
                                                                 {"ttft_ms", p.ttftMs},
                                                                 {"ttft_ms_low", p.ttftMsLow},
                                                                 {"ttft_ms_high", p.ttftMsHigh},
                                                                 {"itl_p90_ms", p.itlP90Ms},
                                                                 {"itl_p90_ms_low", p.itlP90MsLow},
                                                                 {"itl_p90_ms_high", p.itlP90MsHigh},
                                                                 {"itl_p99_ms", p.itlP99Ms},
                                                                 {"itl_p99_ms_low", p.itlP99MsLow},
                                                                 {"itl_p99_ms_high", p.itlP99MsHigh},
                                                                 {"median_itl_ms", p.medianItlMs},
                                                                 {"mean_tpot_ms", p.meanTpotMs}};
                // Equal to the last digits: the CLI's process and this one agree to ~1e-13 (the step
                // model's search converges to the same figure, not always to the same last bit).
                for (const auto& [key, value] : fields)
                    QVERIFY2(std::abs(q[key].get<double>() - value) <= 1e-9 * std::abs(value),
                             qPrintable(QStringLiteral("%1 %2: JSON %3, core %4")
                                            .arg(QString::fromStdString(p.gpuId), QLatin1String(key))
                                            .arg(q[key].get<double>(), 0, 'g', 17)
                                            .arg(value, 0, 'g', 17)));
                // The ITL in the p90 definition is the p90 figure.
                QCOMPARE(q["itl_ms"].get<double>(), q["itl_p90_ms"].get<double>()); // one process: bit-equal
                QCOMPARE(q.contains("server"), rate.has_value());
                if (rate) {
                    QVERIFY(p.server);
                    QCOMPARE(q["server"]["idle_power_w"].get<double>(), p.server->idlePowerW);
                    QCOMPARE(q["server"]["idle_power_w_low"].get<double>(), p.server->idlePowerWLow);
                    QCOMPARE(q["server"]["idle_power_w_high"].get<double>(), p.server->idlePowerWHigh);
                    QCOMPARE(q["server"]["rate_rps"].get<double>(), *rate);
                    QCOMPARE(q["server"]["idle_basis"].get<std::string>(), p.server->idleBasis);
                    QCOMPARE(q["server"]["ttft_ms"].get<double>(), q["ttft_ms"].get<double>());
                }
            }
        }
    }

    // --idle-power-w replaces the class prior for the GPU types it names (server mode): the idle
    // power, its range and basis say so, and the mean power and energy follow it; other GPUs keep
    // the prior.
    void idlePowerOverrideReachesServerMode()
    {
        auto run = [](const QStringList& extra) {
            QStringList args{QStringLiteral("predict"),
                             QStringLiteral("--model"),
                             kLlama8b,
                             QStringLiteral("--gpu"),
                             QStringLiteral("h100-pcie-80gb,a30-pcie-24gb"),
                             QStringLiteral("--gpus"),
                             QStringLiteral("1"),
                             QStringLiteral("--rate"),
                             QStringLiteral("0.017"),
                             QStringLiteral("--format"),
                             QStringLiteral("json")};
            const Run r = runCli(args + extra);
            Json j;
            QString err;
            if (r.exitCode != 0 || !parseJson(r.out, j, err))
                qWarning("%s", qPrintable(describe(args + extra, r)));
            return j;
        };
        const Json prior = run({});
        const Json set = run({QStringLiteral("--idle-power-w"), QStringLiteral("h100-pcie-80gb=40")});
        QCOMPARE(prior["predictions"].size(), std::size_t(2));
        QCOMPARE(set["predictions"].size(), std::size_t(2));
        const Json& h100 = set["predictions"][0];
        QCOMPARE(h100["gpu"].get<std::string>(), std::string("h100-pcie-80gb"));
        QCOMPARE(h100["server"]["idle_power_w"].get<double>(), 40.0);
        QCOMPARE(h100["server"]["idle_power_w_low"].get<double>(), 40.0);
        QCOMPARE(h100["server"]["idle_power_w_high"].get<double>(), 40.0);
        QCOMPARE(h100["server"]["idle_basis"].get<std::string>(), std::string("set by the user"));
        // The H100 PCIe's prior is 19 % of 350 W = 66.5 W: mean power and energy fall with it.
        QVERIFY(prior["predictions"][0]["server"]["idle_power_w"].get<double>() > 60);
        QVERIFY(h100["power_w"].get<double>() < prior["predictions"][0]["power_w"].get<double>() - 20);
        QVERIFY(h100["energy_per_token_j"].get<double>() < prior["predictions"][0]["energy_per_token_j"].get<double>());
        // The A30 keeps its prior, byte for byte.
        QCOMPARE(set["predictions"][1].dump(), prior["predictions"][1].dump());
    }

    // The 2025-2026 catalog rows are listed; the example file of announced parts (Rubin, MI455X)
    // loads with --custom-gpus and marks them announced (and out of distribution) in every format
    // of predict and recommend.
    void catalog2026AndAnnouncedGpus()
    {
        const Run list = runCli(
            {QStringLiteral("catalog"), QStringLiteral("gpus"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(list.exitCode, 0);
        Json gpus;
        QString err;
        QVERIFY2(parseJson(list.out, gpus, err), qPrintable(err));
        QStringList ids;
        for (const Json& g : gpus) {
            ids << QString::fromStdString(g["id"].get<std::string>());
            QCOMPARE(g["status"].get<std::string>(), std::string("shipping"));
        }
        for (const char* id :
             {"b300-sxm-270gb", "gb300-gpu-279gb", "mi355x-288gb", "mi350x-288gb", "rtx-pro-6000-blackwell-ws-96gb",
              "rtx-pro-6000-blackwell-maxq-96gb", "gb10-128gb", "arc-pro-b60-24gb", "gaudi3-pcie-128gb"})
            QVERIFY2(ids.contains(QLatin1String(id)), id);

        const QString example = dataDir() + QStringLiteral("/resources/examples/announced_gpus_2026.json");
        const QStringList predict{QStringLiteral("predict"),
                                  QStringLiteral("--model"),
                                  kLlama8b,
                                  QStringLiteral("--gpu"),
                                  QStringLiteral("rubin-gpu-288gb,mi455x-432gb,h100-sxm5-80gb"),
                                  QStringLiteral("--gpus"),
                                  QStringLiteral("1"),
                                  QStringLiteral("--custom-gpus"),
                                  example};
        const Run json = runCli(predict + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(json.exitCode == 0, qPrintable(describe(predict, json)));
        Json j;
        QVERIFY2(parseJson(json.out, j, err), qPrintable(err));
        QCOMPARE(j["predictions"].size(), std::size_t(3));
        for (const Json& p : j["predictions"]) {
            bool announced = false;
            for (const Json& w : p["warnings"])
                announced = announced || w["code"].get<std::string>() == "announced_gpu";
            const bool isAnnounced = p["gpu"].get<std::string>() != "h100-sxm5-80gb";
            QCOMPARE(announced, isAnnounced);
            if (isAnnounced) {
                QVERIFY(p["out_of_distribution"].get<bool>());
                QVERIFY(p["power_w"].get<double>() > 0 && p["power_w"].get<double>() < 3000);
            }
        }
        for (const char* format : {"table", "csv"}) {
            const Run r = runCli(predict + QStringList{QStringLiteral("--format"), QLatin1String(format)});
            QVERIFY2(r.exitCode == 0, qPrintable(describe(predict, r)));
            QCOMPARE(r.out.count(QLatin1String("announced_gpu")), 2);
        }
        const QStringList recommend{
            QStringLiteral("recommend"), QStringLiteral("--model"),       kLlama8b, QStringLiteral("--sla-itl-ms"),
            QStringLiteral("50"),        QStringLiteral("--custom-gpus"), example,  QStringLiteral("--format"),
            QStringLiteral("csv")};
        const Run rec = runCli(recommend);
        QVERIFY2(rec.exitCode == 0, qPrintable(describe(recommend, rec)));
        for (const QString& line : rec.out.split(QLatin1Char('\n')))
            if (line.contains(QLatin1String("rubin-gpu-288gb")) || line.contains(QLatin1String("mi455x-432gb")))
                QVERIFY2(line.contains(QLatin1String("announced_gpu")), qPrintable(line));
        QVERIFY(rec.out.contains(QLatin1String("rubin-gpu-288gb")));

        const Run missing = runCli({QStringLiteral("catalog"), QStringLiteral("gpus"), QStringLiteral("--custom-gpus"),
                                    QStringLiteral("no-such-file.json")});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains(QLatin1String("--custom-gpus")), qPrintable(missing.err));
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
