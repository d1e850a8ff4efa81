// Runs the built wattgpu-cli as a subprocess: JSON goldens (numbers compared with a relative
// tolerance), bulk CSV order, formats, help, and errors (exit code + the flag/file/line named).
// Regenerate goldens: WATTGPU_UPDATE_GOLDEN=1 ctest -R test_cli
#include "tests/support/fake_hub.h"

#include <nlohmann/json.hpp>

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using Json = nlohmann::ordered_json;

namespace {

const QString kCli = QStringLiteral(WATTGPU_BIN_DIR "/wattgpu-cli");
const QString kCases = QStringLiteral(WATTGPU_TEST_DATA_DIR "/cli");
const QString kLlama8b = QStringLiteral("meta-llama/Llama-3.1-8B-Instruct");

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

QString dataDir()
{
    const QString env = qEnvironmentVariable("WATTGPU_DATA_DIR");
    return env.isEmpty() ? QStringLiteral(WATTGPU_SOURCE_DIR) : env;
}

// Working directory is the case folder so inputs and their echoes in the output are relative.
Run runCli(const QStringList& args, const QString& workDir = kCases)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("WATTGPU_DATA_DIR"), dataDir());
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(workDir);
    p.start(kCli, args);
    Run r;
    if (!p.waitForStarted(10000)) {
        r.err = QStringLiteral("cannot start ") + kCli;
        return r;
    }
    p.closeWriteChannel();
    if (!p.waitForFinished(300000)) {
        p.kill();
        p.waitForFinished();
        r.err = QStringLiteral("timed out");
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

QString describe(const QStringList& args, const Run& r)
{
    return QStringLiteral("wattgpu-cli %1 -> exit %2\nstderr: %3")
        .arg(args.join(QLatin1Char(' ')))
        .arg(r.exitCode)
        .arg(r.err.left(2000));
}

bool parseJson(const QString& text, Json& out, QString& err)
{
    try {
        out = Json::parse(text.toStdString());
        return true;
    } catch (const std::exception& e) {
        err = QString::fromUtf8(e.what()) + QStringLiteral("\n") + text.left(500);
        return false;
    }
}

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

QStringList csvLines(const QString& text)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    while (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
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

    void bulkCsvKeepsInputOrder()
    {
        QFile in(kCases + QStringLiteral("/bulk_input.csv"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QStringList inputModels;
        QStringList inputGpus;
        for (const QString& line : csvLines(QString::fromUtf8(in.readAll())).mid(1)) {
            inputModels << line.section(QLatin1Char(','), 0, 0);
            inputGpus << line.section(QLatin1Char(','), 1, 1);
        }
        QVERIFY(inputModels.size() >= 5);

        const QStringList args{QStringLiteral("predict"),  QStringLiteral("--input"), QStringLiteral("bulk_input.csv"),
                               QStringLiteral("--method"), QStringLiteral("ls_tdp"),  QStringLiteral("--format"),
                               QStringLiteral("json")};
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        Json j;
        QString err;
        QVERIFY2(parseJson(r.out, j, err), qPrintable(err));
        QCOMPARE(j["results"].size(), std::size_t(inputModels.size()));
        for (int i = 0; i < inputModels.size(); ++i) {
            const auto& res = j["results"][std::size_t(i)];
            QCOMPARE(res["line"].get<int>(), i + 2);
            QCOMPARE(QString::fromStdString(res["model"].get<std::string>()), inputModels[i]);
            QCOMPARE(res["predictions"].size(), std::size_t(1));
            QCOMPARE(QString::fromStdString(res["predictions"][0]["gpu"].get<std::string>()), inputGpus[i]);
        }
        // Empty cells take the defaults; given ones are echoed.
        QCOMPARE(j["results"][1]["workload"]["prompt_len"].get<int>(), 512);
        QCOMPARE(j["results"][1]["workload"]["power_limit_w"].get<double>(), 300.0);
        QCOMPARE(j["results"][2]["workload"]["num_gpus"].get<int>(), 4);
        QCOMPARE(QString::fromStdString(j["results"][2]["workload"]["precision"].get<std::string>()),
                 QStringLiteral("fp8"));

        // The same order as CSV, one row per prediction, with the input line.
        const QStringList csvArgs{
            QStringLiteral("predict"),  QStringLiteral("--input"), QStringLiteral("bulk_input.csv"),
            QStringLiteral("--method"), QStringLiteral("ls_tdp"),  QStringLiteral("--format"),
            QStringLiteral("csv")};
        const Run c = runCli(csvArgs);
        QVERIFY2(c.exitCode == 0, qPrintable(describe(csvArgs, c)));
        const QStringList lines = csvLines(c.out);
        QCOMPARE(lines.size(), inputModels.size() + 1);
        QVERIFY(lines[0].startsWith(QStringLiteral("line,model,")));
        for (int i = 0; i < inputModels.size(); ++i)
            QVERIFY2(lines[i + 1].startsWith(QString::number(i + 2) + QStringLiteral(",") + inputModels[i]
                                             + QStringLiteral(",")),
                     qPrintable(lines[i + 1]));
    }

    void flagsGiveDefaultsForEmptyBulkCells()
    {
        const QStringList args{QStringLiteral("predict"), QStringLiteral("--input"),  QStringLiteral("bulk_input.csv"),
                               QStringLiteral("--batch"), QStringLiteral("4"),        QStringLiteral("--method"),
                               QStringLiteral("ls_tdp"),  QStringLiteral("--format"), QStringLiteral("json")};
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        Json j;
        QString err;
        QVERIFY2(parseJson(r.out, j, err), qPrintable(err));
        QCOMPARE(j["results"][0]["workload"]["batch"].get<int>(), 32); // cell given
        QCOMPARE(j["results"][3]["workload"]["batch"].get<int>(), 4);  // cell empty -> flag
    }

    void bulkInputCarriesStackAndMetric()
    {
        // With the itl_metric column: each row is predicted in its own stack and ITL definition.
        const QStringList args{QStringLiteral("predict"), QStringLiteral("--input"), QStringLiteral("bulk_stacks.csv"),
                               QStringLiteral("--format"), QStringLiteral("json")};
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        Json j;
        QString err;
        QVERIFY2(parseJson(r.out, j, err), qPrintable(err));
        const auto& res = j["results"];
        QCOMPARE(res.size(), std::size_t(5));
        auto first = [&](int i) -> const Json& { return res[std::size_t(i)]["predictions"][0]; };
        auto text = [](const Json& v) { return QString::fromStdString(v.get<std::string>()); };
        QCOMPARE(text(first(0)["itl_metric"]), QStringLiteral("mean_tpot"));
        QCOMPARE(text(first(0)["stack_family"]), QStringLiteral("vllm-2024"));
        QCOMPARE(text(first(1)["itl_metric"]), QStringLiteral("median_itl"));
        QCOMPARE(text(first(2)["itl_metric"]), QStringLiteral("e2e_over_output"));
        QCOMPARE(text(first(3)["itl_metric"]), QStringLiteral("median_itl")); // empty cell: the default
        QCOMPARE(text(first(3)["engine"]), QStringLiteral("hf-transformers"));
        QCOMPARE(text(first(3)["engine_version"]), QStringLiteral("")); // not recorded: not invented
        QCOMPARE(text(first(4)["backend"]), QStringLiteral("rocm"));
        QCOMPARE(text(res[4]["workload"]["itl_metric"]), QStringLiteral("e2e_over_output"));
        // vLLM 0.5.4 under 400 W is slower than 0.11 on the same H100 and batch.
        QVERIFY(first(0)["itl_ms"].get<double>() > 2 * first(1)["itl_ms"].get<double>());
        // Every row says whether its GPU was measured, and how often.
        QVERIFY(first(1)["measured_gpu"].get<bool>());
        QVERIFY(first(1)["measured_runs"].get<int>() > 100);
        QVERIFY(!first(3)["measured_gpu"].get<bool>());
        QCOMPARE(first(3)["measured_runs"].get<int>(), 0);

        // Without the column (bulk_input.csv has none): median ITL, as before.
        const Run o = runCli({QStringLiteral("predict"), QStringLiteral("--input"), QStringLiteral("bulk_input.csv"),
                              QStringLiteral("--method"), QStringLiteral("ls_tdp"), QStringLiteral("--format"),
                              QStringLiteral("json")});
        QCOMPARE(o.exitCode, 0);
        Json k;
        QVERIFY2(parseJson(o.out, k, err), qPrintable(err));
        for (const auto& x : k["results"])
            QCOMPARE(text(x["workload"]["itl_metric"]), QStringLiteral("median_itl"));

        // The --itl-metric flag gives the value of empty cells and single predictions.
        const Run f = runCli({QStringLiteral("predict"), QStringLiteral("--model"), kLlama8b, QStringLiteral("--gpu"),
                              QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--itl-metric"),
                              QStringLiteral("e2e_over_output"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(f.exitCode, 0);
        QVERIFY(f.out.contains(QStringLiteral("\"itl_metric\": \"e2e_over_output\"")));

        // The planner's own measurements CSV is accepted as bulk input, each row in its own stack,
        // metric and concurrency.
        const Run c = runCli({QStringLiteral("predict"), QStringLiteral("--input"),
                              QStringLiteral("bulk_corpus_rows.csv"), QStringLiteral("--format"),
                              QStringLiteral("json")});
        QVERIFY2(
            c.exitCode == 0,
            qPrintable(describe(
                {QStringLiteral("predict"), QStringLiteral("--input"), QStringLiteral("bulk_corpus_rows.csv")}, c)));
        Json cj;
        QVERIFY2(parseJson(c.out, cj, err), qPrintable(err));
        QCOMPARE(cj["results"].size(), std::size_t(4));
        QCOMPARE(text(cj["results"][0]["workload"]["itl_metric"]), QStringLiteral("mean_tpot"));
        QCOMPARE(text(cj["results"][2]["workload"]["itl_metric"]), QStringLiteral("e2e_over_output"));
        QCOMPARE(text(cj["results"][2]["predictions"][0]["backend"]), QStringLiteral("rocm"));
        QCOMPARE(text(cj["results"][3]["workload"]["engine"]), QStringLiteral("hf-transformers"));
    }

    void catalogStacksListsTheKnownOnes()
    {
        const Run t = runCli({QStringLiteral("catalog"), QStringLiteral("stacks")});
        QCOMPARE(t.exitCode, 0);
        for (const char* e : {"vllm", "tgi", "hf-transformers", "tensorrt-llm", "deepspeed-mii", "mi250x-128gb (ROCm)"})
            QVERIFY2(t.out.contains(QString::fromLatin1(e)), e);
        const Run j = runCli(
            {QStringLiteral("catalog"), QStringLiteral("stacks"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(j.exitCode, 0);
        Json rows;
        QString err;
        QVERIFY2(parseJson(j.out, rows, err), qPrintable(err));
        QVERIFY(rows.size() >= 6);
        for (const auto& r : rows)
            for (const char* k : {"engine", "family", "default_version", "year", "backends", "measured_on"})
                QVERIFY2(r.contains(k), k);
    }

    void csvFormat()
    {
        const QStringList args{QStringLiteral("predict"),
                               QStringLiteral("--model"),
                               kLlama8b,
                               QStringLiteral("--gpu"),
                               QStringLiteral("h100-sxm5-80gb,l4-24gb"),
                               QStringLiteral("--method"),
                               QStringLiteral("roofline"),
                               QStringLiteral("--format"),
                               QStringLiteral("csv")};
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        const QStringList lines = csvLines(r.out);
        QCOMPARE(lines.size(), 3);
        const QStringList header = lines[0].split(QLatin1Char(','));
        for (const char* k : {"model", "gpu", "power_w", "itl_ms", "energy_per_token_j", "fits_memory", "warnings"})
            QVERIFY2(header.contains(QString::fromLatin1(k)), k);
        QCOMPARE(lines[1].split(QLatin1Char(','))[header.indexOf(QStringLiteral("gpu"))],
                 QStringLiteral("h100-sxm5-80gb"));
        QCOMPARE(lines[2].split(QLatin1Char(','))[header.indexOf(QStringLiteral("gpu"))], QStringLiteral("l4-24gb"));

        const Run g = runCli(
            {QStringLiteral("catalog"), QStringLiteral("gpus"), QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(g.exitCode, 0);
        QVERIFY(csvLines(g.out).size() > 20);
        QVERIFY(g.out.startsWith(QStringLiteral("id,name,")));
    }

    void tableFormatIsForHumans()
    {
        const QStringList args{QStringLiteral("predict"), QStringLiteral("--model"),        kLlama8b,
                               QStringLiteral("--gpu"),   QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--method"),
                               QStringLiteral("roofline")};
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        for (const char* h : {"Power (W)", "ITL (ms)", "Tokens/s", "Energy (J/token)", "h100-sxm5-80gb"})
            QVERIFY2(r.out.contains(QString::fromLatin1(h)), h);
        QVERIFY(r.out.contains(kLlama8b));
        // Rounded: the roofline ITL of H100 for this workload has many digits in JSON, few here.
        QVERIFY2(!r.out.contains(QRegularExpression(QStringLiteral("\\d\\.\\d{5,}"))), qPrintable(r.out));

        const QStringList rec{QStringLiteral("recommend"),    QStringLiteral("--model"), kLlama8b,
                              QStringLiteral("--sla-itl-ms"), QStringLiteral("10"),      QStringLiteral("--method"),
                              QStringLiteral("roofline")};
        const Run t = runCli(rec);
        QVERIFY2(t.exitCode == 0, qPrintable(describe(rec, t)));
        QVERIFY2(t.out.contains(QStringLiteral("Verdict:")), qPrintable(t.out));
        QVERIFY(t.out.contains(QStringLiteral("Excluded:")));
        QVERIFY(t.out.contains(QStringLiteral("misses SLA")) || t.out.contains(QStringLiteral("does not fit")));
        QVERIFY(t.out.contains(QStringLiteral("Energy (J/token)")));
        QVERIFY(!t.out.contains(QRegularExpression(QStringLiteral("\\d\\.\\d{5,}"))));

        const Run e = runCli({QStringLiteral("evaluate"), QStringLiteral("--data"),
                              QStringLiteral("measurements_small.csv"), QStringLiteral("--methods"),
                              QStringLiteral("ls_tdp"), QStringLiteral("--strategies"), QStringLiteral("cv5")});
        QCOMPARE(e.exitCode, 0);
        QVERIFY(e.out.contains(QStringLiteral("MdAPE (%)")));
        QVERIFY(e.out.contains(QStringLiteral("ls_tdp")));
    }

    void helpAndVersion_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::newRow("tool") << QStringList{QStringLiteral("--help")} << "Commands:";
        QTest::newRow("help word") << QStringList{QStringLiteral("help"), QStringLiteral("recommend")}
                                   << "--sla-itl-ms";
        QTest::newRow("version") << QStringList{QStringLiteral("--version")} << "wattgpu-cli ";
        QTest::newRow("catalog gpus") << QStringList{QStringLiteral("catalog"), QStringLiteral("gpus"),
                                                     QStringLiteral("--help")}
                                      << "Usage: wattgpu-cli catalog gpus";
        QTest::newRow("catalog llms") << QStringList{QStringLiteral("catalog"), QStringLiteral("llms"),
                                                     QStringLiteral("--help")}
                                      << "--search";
        QTest::newRow("catalog models") << QStringList{QStringLiteral("catalog"), QStringLiteral("models"),
                                                       QStringLiteral("-h")}
                                        << "Usage: wattgpu-cli catalog models";
        QTest::newRow("predict") << QStringList{QStringLiteral("predict"), QStringLiteral("--help")}
                                 << "--input FILE.csv";
        QTest::newRow("recommend") << QStringList{QStringLiteral("recommend"), QStringLiteral("--help")}
                                   << "--objective";
        QTest::newRow("train") << QStringList{QStringLiteral("train"), QStringLiteral("--help")} << "--out DIR";
        QTest::newRow("evaluate") << QStringList{QStringLiteral("evaluate"), QStringLiteral("--help")}
                                  << "--strategies";
    }
    void helpAndVersion()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        QVERIFY2(r.out.contains(expected), qPrintable(r.out));
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("named"); // what stderr must name: flag, file:line, column

        const QStringList p{QStringLiteral("predict"), QStringLiteral("--model"), kLlama8b, QStringLiteral("--method"),
                            QStringLiteral("roofline")};
        const QStringList rec{QStringLiteral("recommend"), QStringLiteral("--model"), kLlama8b,
                              QStringLiteral("--method"), QStringLiteral("roofline")};
        QTest::newRow("batch 0") << (p + QStringList{QStringLiteral("--batch"), QStringLiteral("0")}) << 2 << "--batch";
        QTest::newRow("batch negative") << (p + QStringList{QStringLiteral("--batch"), QStringLiteral("-3")}) << 2
                                        << "--batch";
        QTest::newRow("batch absurd") << (p + QStringList{QStringLiteral("--batch"), QStringLiteral("1e9")}) << 2
                                      << "--batch";
        QTest::newRow("batch fraction") << (p + QStringList{QStringLiteral("--batch"), QStringLiteral("2.5")}) << 2
                                        << "--batch";
        QTest::newRow("batch text") << (p + QStringList{QStringLiteral("--batch=many")}) << 2 << "--batch";
        QTest::newRow("batch missing value") << (p + QStringList{QStringLiteral("--batch")}) << 2 << "--batch";
        QTest::newRow("prompt len 0") << (p + QStringList{QStringLiteral("--prompt-len"), QStringLiteral("0")}) << 2
                                      << "--prompt-len";
        QTest::newRow("output len huge") << (p + QStringList{QStringLiteral("--output-len"), QStringLiteral("1e12")})
                                         << 2 << "--output-len";
        QTest::newRow("gpus 0") << (p + QStringList{QStringLiteral("--gpus"), QStringLiteral("0")}) << 2 << "--gpus";
        QTest::newRow("power limit nan") << (p + QStringList{QStringLiteral("--power-limit-w"), QStringLiteral("nan")})
                                         << 2 << "--power-limit-w";
        QTest::newRow("power limit negative")
            << (p + QStringList{QStringLiteral("--power-limit-w"), QStringLiteral("-300")}) << 2 << "--power-limit-w";
        QTest::newRow("sla nan") << (rec + QStringList{QStringLiteral("--sla-itl-ms"), QStringLiteral("nan")}) << 2
                                 << "--sla-itl-ms";
        QTest::newRow("sla zero") << (rec + QStringList{QStringLiteral("--sla-itl-ms"), QStringLiteral("0")}) << 2
                                  << "--sla-itl-ms";
        QTest::newRow("sla inf") << (rec + QStringList{QStringLiteral("--sla-itl-ms"), QStringLiteral("inf")}) << 2
                                 << "--sla-itl-ms";
        QTest::newRow("sla missing") << rec << 2 << "--sla-itl-ms";
        QTest::newRow("objective unknown") << (rec
                                               + QStringList{QStringLiteral("--sla-itl-ms"), QStringLiteral("50"),
                                                             QStringLiteral("--objective"), QStringLiteral("speed")})
                                           << 2 << "--objective";
        QTest::newRow("precision unknown")
            << (p + QStringList{QStringLiteral("--precision"), QStringLiteral("int3")}) << 2 << "--precision";
        QTest::newRow("method unknown") << QStringList{QStringLiteral("predict"), QStringLiteral("--model"), kLlama8b,
                                                       QStringLiteral("--method"), QStringLiteral("magic")}
                                        << 2 << "--method";
        QTest::newRow("format unknown") << (p + QStringList{QStringLiteral("--format"), QStringLiteral("xml")}) << 2
                                        << "--format";
        QTest::newRow("unknown option") << (p + QStringList{QStringLiteral("--bacth"), QStringLiteral("8")}) << 2
                                        << "--bacth";
        QTest::newRow("unknown command") << QStringList{QStringLiteral("predcit")} << 2 << "predcit";
        QTest::newRow("missing command") << QStringList{} << 2 << "missing command";
        QTest::newRow("catalog without what") << QStringList{QStringLiteral("catalog")} << 2 << "catalog";
        QTest::newRow("model missing") << QStringList{QStringLiteral("predict"), QStringLiteral("--method"),
                                                      QStringLiteral("roofline")}
                                       << 2 << "--model";
        // Unknown ids name the flag and suggest close catalog matches.
        QTest::newRow("model unknown") << QStringList{QStringLiteral("predict"), QStringLiteral("--model"),
                                                      QStringLiteral("Llama-3.1-8B-Instruc"),
                                                      QStringLiteral("--method"), QStringLiteral("roofline")}
                                       << 2 << "meta-llama/Llama-3.1-8B-Instruct";
        QTest::newRow("gpu unknown") << (p + QStringList{QStringLiteral("--gpu"), QStringLiteral("h100")}) << 2
                                     << "h100-sxm5-80gb";
        QTest::newRow("stray argument") << (p + QStringList{QStringLiteral("extra")}) << 2 << "extra";
        QTest::newRow("min-b above max-b")
            << QStringList{QStringLiteral("catalog"), QStringLiteral("llms"),    QStringLiteral("--min-b"),
                           QStringLiteral("70"),      QStringLiteral("--max-b"), QStringLiteral("7")}
            << 2 << "--min-b";
        QTest::newRow("moe and dense") << QStringList{QStringLiteral("catalog"), QStringLiteral("llms"),
                                                      QStringLiteral("--moe"), QStringLiteral("--dense")}
                                       << 2 << "--moe";
        QTest::newRow("train without out") << QStringList{QStringLiteral("train")} << 2 << "--out";
        QTest::newRow("rate and batch") << (p
                                            + QStringList{QStringLiteral("--rate"), QStringLiteral("1"),
                                                          QStringLiteral("--batch"), QStringLiteral("4")})
                                        << 2 << "--rate";
        QTest::newRow("rate zero") << (p + QStringList{QStringLiteral("--rate"), QStringLiteral("0")}) << 2 << "--rate";
        QTest::newRow("capacity without rate")
            << QStringList{QStringLiteral("plan-capacity"), QStringLiteral("--model"), kLlama8b,
                           QStringLiteral("--sla-itl-ms"), QStringLiteral("50")}
            << 2 << "--rate";
        QTest::newRow("evaluate bad strategy")
            << QStringList{QStringLiteral("evaluate"), QStringLiteral("--strategies"), QStringLiteral("cv10")} << 2
            << "--strategies";
        // Runtime errors: files and data (exit 1), naming the file, line and column.
        QTest::newRow("input missing") << QStringList{QStringLiteral("predict"), QStringLiteral("--input"),
                                                      QStringLiteral("no_such.csv"), QStringLiteral("--method"),
                                                      QStringLiteral("roofline")}
                                       << 1 << "no_such.csv";
        QTest::newRow("bulk bad batch") << QStringList{QStringLiteral("predict"), QStringLiteral("--input"),
                                                       QStringLiteral("bulk_bad_batch.csv"), QStringLiteral("--method"),
                                                       QStringLiteral("roofline")}
                                        << 1 << "bulk_bad_batch.csv:3: batch:";
        QTest::newRow("bulk unknown model") << QStringList{QStringLiteral("predict"), QStringLiteral("--input"),
                                                           QStringLiteral("bulk_unknown_model.csv"),
                                                           QStringLiteral("--method"), QStringLiteral("roofline")}
                                            << 1 << "bulk_unknown_model.csv:4: model:";
        QTest::newRow("bulk unknown gpu")
            << QStringList{QStringLiteral("predict"), QStringLiteral("--input"), QStringLiteral("bulk_unknown_gpu.csv"),
                           QStringLiteral("--method"), QStringLiteral("roofline")}
            << 1 << "bulk_unknown_gpu.csv:2: gpu:";
        QTest::newRow("bulk bad precision") << QStringList{QStringLiteral("predict"), QStringLiteral("--input"),
                                                           QStringLiteral("bulk_bad_precision.csv"),
                                                           QStringLiteral("--method"), QStringLiteral("roofline")}
                                            << 1 << "bulk_bad_precision.csv:2: precision:";
        QTest::newRow("bulk nan power") << QStringList{QStringLiteral("predict"), QStringLiteral("--input"),
                                                       QStringLiteral("bulk_nan_power.csv"), QStringLiteral("--method"),
                                                       QStringLiteral("roofline")}
                                        << 1 << "bulk_nan_power.csv:3: power_limit_w:";
        QTest::newRow("bulk unknown column") << QStringList{QStringLiteral("predict"), QStringLiteral("--input"),
                                                            QStringLiteral("bulk_unknown_column.csv"),
                                                            QStringLiteral("--method"), QStringLiteral("roofline")}
                                             << 1 << "bulk_unknown_column.csv:1: batchsize:";
        QTest::newRow("engine unknown") << (p + QStringList{QStringLiteral("--engine"), QStringLiteral("sglang")}) << 2
                                        << "known: vllm, tgi, hf-transformers, tensorrt-llm, deepspeed-mii";
        QTest::newRow("engine version not a number")
            << (p + QStringList{QStringLiteral("--engine-version"), QStringLiteral("latest")}) << 2
            << "--engine-version";
        QTest::newRow("itl metric unknown") << (p + QStringList{QStringLiteral("--itl-metric"), QStringLiteral("p99")})
                                            << 2 << "median_itl, mean_tpot or e2e_over_output";
        QTest::newRow("bulk unknown engine")
            << QStringList{QStringLiteral("predict"), QStringLiteral("--input"),
                           QStringLiteral("bulk_unknown_engine.csv"), QStringLiteral("--method"),
                           QStringLiteral("roofline")}
            << 1 << "bulk_unknown_engine.csv:3: engine: unknown serving engine 'sglang' (known: vllm";
        QTest::newRow("bulk bad metric") << QStringList{QStringLiteral("predict"), QStringLiteral("--input"),
                                                        QStringLiteral("bulk_bad_metric.csv"),
                                                        QStringLiteral("--method"), QStringLiteral("roofline")}
                                         << 1 << "bulk_bad_metric.csv:2: itl_metric:";
        QTest::newRow("bulk no model column") << QStringList{QStringLiteral("predict"), QStringLiteral("--input"),
                                                             QStringLiteral("bulk_no_model_column.csv"),
                                                             QStringLiteral("--method"), QStringLiteral("roofline")}
                                              << 1 << "bulk_no_model_column.csv:1: model:";
        QTest::newRow("config.json missing")
            << QStringList{QStringLiteral("predict"), QStringLiteral("--model"), QStringLiteral("nowhere/config.json"),
                           QStringLiteral("--method"), QStringLiteral("roofline")}
            << 1 << "nowhere/config.json";
        QTest::newRow("config.json bad field")
            << QStringList{QStringLiteral("predict"), QStringLiteral("--model"), QStringLiteral("bad_config.json"),
                           QStringLiteral("--method"), QStringLiteral("roofline")}
            << 1 << "hidden_size";
        QTest::newRow("evaluate data missing")
            << QStringList{QStringLiteral("evaluate"), QStringLiteral("--data"), QStringLiteral("missing.csv")} << 1
            << "missing.csv";
        QTest::newRow("data dir missing") << QStringList{QStringLiteral("catalog"), QStringLiteral("gpus"),
                                                         QStringLiteral("--data-dir"), QStringLiteral("no/such/dir")}
                                          << 2 << "--data-dir";
    }
    void errors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, named);
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == exitCode, qPrintable(describe(args, r)));
        QVERIFY2(r.out.isEmpty() || args.isEmpty(), qPrintable(QStringLiteral("stdout not empty: ") + r.out.left(300)));
        const QStringList lines = csvLines(r.err);
        QVERIFY2(!lines.isEmpty(), "stderr is empty");
        const QString last = lines.last();
        // One clear line: the error is the last line and the only one.
        QVERIFY2(last.startsWith(QStringLiteral("wattgpu-cli: error: ")), qPrintable(r.err));
        QCOMPARE(r.err.count(QStringLiteral("error:")), 1);
        QVERIFY2(last.contains(named),
                 qPrintable(QStringLiteral("'") + named + QStringLiteral("' not named in: ") + last));
    }

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
            QVERIFY(n == 1 || n == 2 || n == 4 || n == 8);
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

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
