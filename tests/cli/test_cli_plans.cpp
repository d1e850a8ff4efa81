// wattgpu-cli's plans: the fallback without a trained model, deployments as GPU type x count,
// extreme inputs and fixes that really fix, server mode and plan-capacity.
#include "tests/support/cli_text.h"
#include "tests/support/test_registry.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace wattgpu::testing;

class TestCliPlans : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY2(QFile::exists(kCli), qPrintable(kCli + QStringLiteral(" is not built"))); }

    void noTrainedModelFallsBackWithANote()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        QVERIFY(QDir().mkpath(tmp.path() + QStringLiteral("/resources/catalog")));
        QVERIFY(QDir().mkpath(tmp.path() + QStringLiteral("/models")));
        for (const char* f : {"gpu_specs.csv", "llm_catalog.json"})
            QVERIFY(QFile::copy(dataDir() + QStringLiteral("/resources/catalog/") + QLatin1String(f),
                                tmp.path() + QStringLiteral("/resources/catalog/") + QLatin1String(f)));
        const QStringList args{QStringLiteral("predict"),
                               QStringLiteral("--data-dir"),
                               tmp.path(),
                               QStringLiteral("--model"),
                               kLlama8b,
                               QStringLiteral("--gpu"),
                               QStringLiteral("a30-pcie-24gb"),
                               QStringLiteral("--format"),
                               QStringLiteral("json")};
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        QVERIFY2(r.err.contains(QStringLiteral("roofline")), qPrintable(r.err));
        Json j;
        QString err;
        QVERIFY2(parseJson(r.out, j, err), qPrintable(err));
        QCOMPARE(QString::fromStdString(j["method"].get<std::string>()), QStringLiteral("roofline"));

        const QStringList def{
            QStringLiteral("predict"),  QStringLiteral("--data-dir"), tmp.path(), QStringLiteral("--model"), kLlama8b,
            QStringLiteral("--method"), QStringLiteral("default")};
        const Run d = runCli(def);
        QCOMPARE(d.exitCode, 1);
        QVERIFY2(d.err.contains(QStringLiteral("--method")) && d.err.contains(QStringLiteral("default")),
                 qPrintable(d.err));
    }

    // Deployments (issue 14): auto counts by default, every row carries its count, all-counts
    // lists several counts per GPU type, native precision by default.
    void deploymentsAreGpuTypeTimesCount()
    {
        const Run r = runCli({QStringLiteral("recommend"), QStringLiteral("--model"),
                              QStringLiteral("meta-llama/Llama-3.1-70B-Instruct"), QStringLiteral("--sla-itl-ms"),
                              QStringLiteral("50"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const auto j = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(j["gpu_count_mode"].get<std::string>(), std::string("auto"));
        QVERIFY2(j["ranking"].size() >= 25, qPrintable(QString::number(j["ranking"].size())));
        for (const auto& row : j["ranking"]) {
            QVERIFY(row["num_gpus"].is_number_integer());
            const int n = row["num_gpus"].get<int>();
            // 16-64 over several nodes where 8 cannot hold the model (8 x V100 SXM2 16GB).
            QVERIFY(n == 1 || n == 2 || n == 4 || n == 8 || n == 16 || n == 32 || n == 64);
            QVERIFY(row["deployment"].get<std::string>().rfind(std::to_string(n) + " \u00d7 ", 0) == 0);
        }
        for (const auto& row : j["excluded"])
            QVERIFY(row["num_gpus"].is_number_integer());
        QCOMPARE(j["winner_num_gpus"], j["ranking"][0]["num_gpus"]);

        const Run all = runCli({QStringLiteral("recommend"), QStringLiteral("--model"),
                                QStringLiteral("meta-llama/Llama-3.1-70B-Instruct"), QStringLiteral("--sla-itl-ms"),
                                QStringLiteral("50"), QStringLiteral("--gpus"), QStringLiteral("all-counts"),
                                QStringLiteral("--format"), QStringLiteral("csv")});
        QVERIFY2(all.exitCode == 0, qPrintable(all.err));
        QSet<QString> h100Counts;
        for (const QString& line : csvLines(all.out))
            if (line.contains(QStringLiteral(",h100-sxm5-80gb,")))
                h100Counts.insert(line.section(QLatin1Char(','), 2, 2));
        QVERIFY2(h100Counts.size() > 1, qPrintable(QStringList(h100Counts.values()).join(QLatin1Char(' '))));

        // Native precision: gpt-oss-120b ships MXFP4 and fits one H100; DeepSeek-V3 FP8 fits 8 x H200.
        const Run oss = runCli({QStringLiteral("predict"), QStringLiteral("--model"),
                                QStringLiteral("openai/gpt-oss-120b"), QStringLiteral("--gpu"),
                                QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(oss.exitCode == 0, qPrintable(oss.err));
        const auto o = nlohmann::json::parse(oss.out.toStdString());
        QCOMPARE(o["workload"]["precision"].get<std::string>(), std::string("mxfp4"));
        QCOMPARE(o["predictions"][0]["num_gpus"].get<int>(), 1);
        QVERIFY(o["predictions"][0]["fits_memory"].get<bool>());
        const Run ds = runCli({QStringLiteral("predict"), QStringLiteral("--model"),
                               QStringLiteral("deepseek-ai/DeepSeek-V3"), QStringLiteral("--gpu"),
                               QStringLiteral("h200-sxm-141gb"), QStringLiteral("--gpus"), QStringLiteral("8"),
                               QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(ds.exitCode == 0, qPrintable(ds.err));
        const auto d = nlohmann::json::parse(ds.out.toStdString());
        QCOMPARE(d["workload"]["precision"].get<std::string>(), std::string("fp8"));
        QVERIFY(d["predictions"][0]["fits_memory"].get<bool>());
        // --precision still overrides: BF16 gpt-oss does not fit one H100.
        const Run bf16 = runCli({QStringLiteral("predict"), QStringLiteral("--model"),
                                 QStringLiteral("openai/gpt-oss-120b"), QStringLiteral("--gpu"),
                                 QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--gpus"), QStringLiteral("1"),
                                 QStringLiteral("--precision"), QStringLiteral("bf16"), QStringLiteral("--format"),
                                 QStringLiteral("json")});
        QVERIFY(!nlohmann::json::parse(bf16.out.toStdString())["predictions"][0]["fits_memory"].get<bool>());
        for (const QString& bad : {QStringLiteral("0"), QStringLiteral("three"), QStringLiteral("65")}) {
            const Run b = runCli(
                {QStringLiteral("predict"), QStringLiteral("--model"), kLlama8b, QStringLiteral("--gpus"), bad});
            QCOMPARE(b.exitCode, 2);
            QVERIFY2(b.err.contains(QStringLiteral("--gpus")), qPrintable(b.err));
        }
    }

    // Issue 16 classes 1 and 10: extreme rates are refused, fleets are counted in range, and a fix
    // in server mode is recomputed and never a batch.
    void extremeInputsAndFixesThatFix()
    {
        for (const QString& rate : {QStringLiteral("5e-324"), QStringLiteral("1e-9"), QStringLiteral("2e6")}) {
            const Run r = runCli({QStringLiteral("recommend"), QStringLiteral("--model"), kLlama8b,
                                  QStringLiteral("--sla-itl-ms"), QStringLiteral("50"), QStringLiteral("--rate"),
                                  rate});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(QStringLiteral("--rate")), qPrintable(r.err));
            const Run c = runCli({QStringLiteral("plan-capacity"), QStringLiteral("--model"), kLlama8b,
                                  QStringLiteral("--sla-itl-ms"), QStringLiteral("50"), QStringLiteral("--rate"),
                                  rate});
            QCOMPARE(c.exitCode, 2);
        }
        const Run big = runCli({QStringLiteral("plan-capacity"), QStringLiteral("--model"),
                                QStringLiteral("meta-llama/Llama-3.1-70B-Instruct"), QStringLiteral("--sla-itl-ms"),
                                QStringLiteral("50"), QStringLiteral("--rate"), QStringLiteral("1e6"),
                                QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(big.exitCode == 0, qPrintable(big.err));
        const auto plan = nlohmann::json::parse(big.out.toStdString());
        for (const auto& row : plan["rows"]) {
            if (!row["feasible"].get<bool>())
                continue;
            QVERIFY(row["replicas"].get<long long>() > 0);
            QCOMPARE(row["total_gpus"].get<long long>(),
                     row["replicas"].get<long long>() * row["gpus_per_replica"].get<long long>());
        }
        const Run r = runCli({QStringLiteral("recommend"), QStringLiteral("--model"), kLlama8b,
                              QStringLiteral("--sla-itl-ms"), QStringLiteral("50"), QStringLiteral("--rate"),
                              QStringLiteral("50"), QStringLiteral("--gpus"), QStringLiteral("1"),
                              QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const auto j = nlohmann::json::parse(r.out.toStdString());
        for (const auto& x : j["excluded"]) {
            if (x["fix"].is_null())
                continue;
            const std::string fix = x["fix"].get<std::string>();
            QVERIFY2(fix.find("batch") == std::string::npos, fix.c_str());
            QVERIFY(x["proven_fix"].is_object());
            // Re-ask the CLI with the fix applied: that deployment then qualifies.
            const auto& f = x["proven_fix"];
            QStringList args{QStringLiteral("recommend"),
                             QStringLiteral("--model"),
                             kLlama8b,
                             QStringLiteral("--sla-itl-ms"),
                             QStringLiteral("50"),
                             QStringLiteral("--gpu"),
                             QString::fromStdString(x["gpu"].get<std::string>()),
                             QStringLiteral("--gpus"),
                             QString::number(f["num_gpus"].get<int>()),
                             QStringLiteral("--precision"),
                             QString::fromStdString(f["precision"].get<std::string>()),
                             QStringLiteral("--rate"),
                             f["rate_per_replica_rps"].is_null()
                                 ? QStringLiteral("50")
                                 : QString::number(f["rate_per_replica_rps"].get<double>(), 'g', 17),
                             QStringLiteral("--format"),
                             QStringLiteral("json")};
            const Run again = runCli(args);
            QVERIFY2(again.exitCode == 0, qPrintable(again.err));
            QVERIFY2(nlohmann::json::parse(again.out.toStdString())["winner"].is_string(),
                     qPrintable(QString::fromStdString(x["gpu"].get<std::string>() + ": " + fix)));
        }
    }

    // train writes both learned models; the engine loads them from a data folder and predicts.
    void serverModeAndCapacity()
    {
        // The paper's case study: Llama-3.1-8B at a low request rate, an SLA one L4 cannot meet.
        const Run r = runCli({QStringLiteral("recommend"), QStringLiteral("--model"), kLlama8b,
                              QStringLiteral("--rate"), QStringLiteral("0.017"), QStringLiteral("--sla-itl-ms"),
                              QStringLiteral("50"), QStringLiteral("--gpu"),
                              QStringLiteral("l4-24gb,a30-pcie-24gb,h100-pcie-80gb"), QStringLiteral("--gpus"),
                              QStringLiteral("1"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        const auto j = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(j["excluded"][0]["gpu"].get<std::string>(), std::string("l4-24gb"));
        QCOMPARE(j["excluded"][0]["reason"].get<std::string>(), std::string("misses_sla"));
        QCOMPARE(j["winner"].get<std::string>(), std::string("a30-pcie-24gb"));
        for (const auto& row : j["ranking"]) {
            QVERIFY(row.contains("server"));
            QVERIFY(row["server"]["busy_fraction"].get<double>() < 0.5); // mostly idle at 0.017 req/s
            QCOMPARE(row["throughput_tok_s"].get<double>(), 0.017 * 512);
        }
        const Run c = runCli({QStringLiteral("plan-capacity"), QStringLiteral("--model"), kLlama8b,
                              QStringLiteral("--rate"), QStringLiteral("20"), QStringLiteral("--sla-itl-ms"),
                              QStringLiteral("50"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(c.exitCode, 0);
        const auto plan = nlohmann::json::parse(c.out.toStdString());
        QVERIFY(plan["lowest_energy_gpu"].is_string());
        const auto& first = plan["rows"][0];
        QCOMPARE(first["gpu"], plan["lowest_energy_gpu"]);
        QVERIFY(first["replicas"].get<int>() * first["max_rate_per_replica_rps"].get<double>() >= 19.0);
        QCOMPARE(plan["cheapest_gpu"], plan["lowest_energy_gpu"]); // electricity only: same ranking

        // Renting GPUs by the hour: each feasible row pays 24 h x GPUs x rate on top of electricity,
        // and the cheapest fleet is the row with the lowest total.
        const Run rent = runCli({QStringLiteral("plan-capacity"), QStringLiteral("--model"), kLlama8b,
                                 QStringLiteral("--rate"), QStringLiteral("20"), QStringLiteral("--sla-itl-ms"),
                                 QStringLiteral("50"), QStringLiteral("--usd-per-gpu-hour"), QStringLiteral("2.5"),
                                 QStringLiteral("--pue"), QStringLiteral("1.5"), QStringLiteral("--format"),
                                 QStringLiteral("json")});
        QVERIFY2(rent.exitCode == 0, qPrintable(rent.err));
        const auto rented = nlohmann::json::parse(rent.out.toStdString());
        QCOMPARE(rented["economics"]["usd_per_gpu_hour"].get<double>(), 2.5);
        std::string cheapest;
        double lowest = 1e300;
        for (const auto& row : rented["rows"]) {
            if (!row["feasible"].get<bool>())
                continue;
            const double hw = row["hardware_usd_per_day"].get<double>();
            QCOMPARE(hw, row["total_gpus"].get<int>() * 24 * 2.5);
            const double elec = row["energy_per_day_kwh"].get<double>() * 1.5 * 0.15;
            QVERIFY(std::abs(row["electricity_usd_per_day"].get<double>() - elec) < 1e-9);
            QVERIFY(std::abs(row["usd_per_day"].get<double>() - (hw + elec)) < 1e-9);
            if (row["usd_per_day"].get<double>() < lowest) {
                lowest = row["usd_per_day"].get<double>();
                cheapest = row["gpu"].get<std::string>();
            }
        }
        QCOMPARE(rented["cheapest_gpu"].get<std::string>(), cheapest);
        // plan-capacity solves for the concurrency: --batch is not one of its options.
        const Run b = runCli({QStringLiteral("plan-capacity"), QStringLiteral("--model"), kLlama8b,
                              QStringLiteral("--rate"), QStringLiteral("20"), QStringLiteral("--sla-itl-ms"),
                              QStringLiteral("50"), QStringLiteral("--batch"), QStringLiteral("8")});
        QCOMPARE(b.exitCode, 2);
        QVERIFY(b.err.contains(QStringLiteral("--batch")));
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestCliPlans)
#include "test_cli_plans.moc"
