// wattgpu-cli and issue 26: one table of workload limits (class 3) and deployments no serving
// engine can run (class 5).
//  - every numeric workload flag and bulk-input cell is refused outside core's WorkloadLimits,
//    naming the flag (or the line and column), the value and the range; values at the limits run;
//  - `--gpus 3` for a model with 32 attention heads and 8 KV heads cannot run, and says why;
//    recommend never names such a deployment, and Auto / all-counts skip those counts;
//  - a request longer than the model's context does not fit, with the context in the reason.
#include "core/features/workload.h"
#include "tests/support/test_registry.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "tests/support/cli_run.h"

#include <nlohmann/json.hpp>

using Json = nlohmann::json;
using wattgpu::WorkloadLimits;

namespace {

const QString kCases = QStringLiteral(WATTGPU_TEST_DATA_DIR "/cli");
const QString kLlama8b = QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"); // 32 heads, 8 KV heads
const QString kLlama2 = QStringLiteral("meta-llama/Llama-2-7b-hf");          // context 4,096
const QString kQwen7b = QStringLiteral("Qwen/Qwen2.5-7B-Instruct");          // 28 heads, 4 KV heads

using Run = wattgpu::testing::CliRun;

Run runCli(const QStringList& args) { return wattgpu::testing::runCliWith(args); }

QString describe(const QStringList& args, const Run& r)
{
    return QStringLiteral("wattgpu-cli %1\nexit %2\nstdout: %3\nstderr: %4")
        .arg(args.join(QLatin1Char(' ')))
        .arg(r.exitCode)
        .arg(QString::fromUtf8(r.out.left(3000)), QString::fromUtf8(r.err.left(3000)));
}

Json parse(const Run& r) { return Json::parse(r.out.toStdString(), nullptr, false); }

QString num(double v) { return QString::number(v, 'g', 17); }

std::string notRunnable(const Json& prediction)
{
    for (const auto& w : prediction["warnings"])
        if (w["code"] == "not_runnable")
            return w["detail"].get<std::string>();
    return {};
}

} // namespace

class TestCliLimits : public QObject {
    Q_OBJECT
private slots:
    // Class 3: a flag past a limit is a usage error naming the flag, the value and the range.
    void flagsBeyondTheLimitsAreRefused_data()
    {
        using L = WorkloadLimits;
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("flag");
        QTest::addColumn<QString>("range");
        const QStringList predict{
            QStringLiteral("predict"), QStringLiteral("--model"),        kLlama8b,
            QStringLiteral("--gpu"),   QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--method"),
            QStringLiteral("roofline")};
        const QStringList recommend{
            QStringLiteral("recommend"), QStringLiteral("--model"),        kLlama8b,
            QStringLiteral("--gpu"),     QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--method"),
            QStringLiteral("roofline")};
        const QString ints = QStringLiteral("must be an integer from %1 to %2");
        QTest::newRow("batch 65536") << (predict + QStringList{QStringLiteral("--batch"), QStringLiteral("65536")})
                                     << "--batch" << ints.arg(L::minBatch).arg(L::maxBatch);
        QTest::newRow("batch over") << (predict
                                        + QStringList{QStringLiteral("--batch"), QString::number(L::maxBatch + 1)})
                                    << "--batch" << ints.arg(L::minBatch).arg(L::maxBatch);
        QTest::newRow("prompt 10M") << (predict
                                        + QStringList{QStringLiteral("--prompt-len"), QStringLiteral("10000000")})
                                    << "--prompt-len" << ints.arg(L::minPromptLen).arg(L::maxPromptLen);
        QTest::newRow("prompt over")
            << (predict + QStringList{QStringLiteral("--prompt-len"), QString::number(L::maxPromptLen + 1)})
            << "--prompt-len" << ints.arg(L::minPromptLen).arg(L::maxPromptLen);
        QTest::newRow("output 10M") << (predict
                                        + QStringList{QStringLiteral("--output-len"), QStringLiteral("10000000")})
                                    << "--output-len" << ints.arg(L::minOutputLen).arg(L::maxOutputLen);
        QTest::newRow("output over")
            << (predict + QStringList{QStringLiteral("--output-len"), QString::number(L::maxOutputLen + 1)})
            << "--output-len" << ints.arg(L::minOutputLen).arg(L::maxOutputLen);
        QTest::newRow("gpus over") << (predict + QStringList{QStringLiteral("--gpus"), QString::number(L::maxGpus + 1)})
                                   << "--gpus" << ints.arg(L::minGpus).arg(L::maxGpus);
        QTest::newRow("rate over") << (recommend
                                       + QStringList{QStringLiteral("--sla-itl-ms"), QStringLiteral("50"),
                                                     QStringLiteral("--rate"), num(L::maxRateRps * 1.5)})
                                   << "--rate" << QStringLiteral("from 0.001 to 1000");
        QTest::newRow("rate under") << (predict + QStringList{QStringLiteral("--rate"), num(L::minRateRps / 2)})
                                    << "--rate" << QStringLiteral("from 0.001 to 1000");
        QTest::newRow("sla under") << (recommend + QStringList{QStringLiteral("--sla-itl-ms"), num(L::minSlaItlMs / 2)})
                                   << "--sla-itl-ms" << QStringLiteral("from 0.5 to 100000");
        QTest::newRow("sla over") << (recommend + QStringList{QStringLiteral("--sla-itl-ms"), num(L::maxSlaItlMs * 2)})
                                  << "--sla-itl-ms" << QStringLiteral("from 0.5 to 100000");
        QTest::newRow("export sla over")
            << QStringList{QStringLiteral("export"),       QStringLiteral("--model"), kLlama8b,
                           QStringLiteral("--sla-itl-ms"), num(L::maxSlaItlMs * 2),   QStringLiteral("--out"),
                           QStringLiteral("x.html")}
            << "--sla-itl-ms" << QStringLiteral("from 0.5 to 100000");
        QTest::newRow("capacity sla under") << QStringList{QStringLiteral("plan-capacity"),
                                                           QStringLiteral("--model"),
                                                           kLlama8b,
                                                           QStringLiteral("--rate"),
                                                           QStringLiteral("5"),
                                                           QStringLiteral("--sla-itl-ms"),
                                                           QStringLiteral("0.1")}
                                            << "--sla-itl-ms" << QStringLiteral("from 0.5 to 100000");
        // The TTFT limit (issue 24): recommend, export and plan-capacity, both ends.
        const QString ttftRange = QStringLiteral("from 1 to 1000000");
        QTest::newRow("ttft under") << (recommend
                                        + QStringList{QStringLiteral("--sla-itl-ms"), QStringLiteral("50"),
                                                      QStringLiteral("--sla-ttft-ms"), num(L::minSlaTtftMs / 2)})
                                    << "--sla-ttft-ms" << ttftRange;
        QTest::newRow("ttft zero") << (recommend
                                       + QStringList{QStringLiteral("--sla-itl-ms"), QStringLiteral("50"),
                                                     QStringLiteral("--sla-ttft-ms"), QStringLiteral("0")})
                                   << "--sla-ttft-ms" << ttftRange;
        QTest::newRow("ttft not a number") << (recommend
                                               + QStringList{QStringLiteral("--sla-itl-ms"), QStringLiteral("50"),
                                                             QStringLiteral("--sla-ttft-ms"), QStringLiteral("nan")})
                                           << "--sla-ttft-ms" << QStringLiteral("'nan' is not a finite number");
        QTest::newRow("export ttft over")
            << QStringList{QStringLiteral("export"),       QStringLiteral("--model"), kLlama8b,
                           QStringLiteral("--sla-itl-ms"), QStringLiteral("50"),      QStringLiteral("--sla-ttft-ms"),
                           num(L::maxSlaTtftMs * 2),       QStringLiteral("--out"),   QStringLiteral("x.html")}
            << "--sla-ttft-ms" << ttftRange;
        QTest::newRow("capacity ttft over") << QStringList{QStringLiteral("plan-capacity"),
                                                           QStringLiteral("--model"),
                                                           kLlama8b,
                                                           QStringLiteral("--fleet-rate"),
                                                           QStringLiteral("5"),
                                                           QStringLiteral("--sla-itl-ms"),
                                                           QStringLiteral("50"),
                                                           QStringLiteral("--sla-ttft-ms"),
                                                           QStringLiteral("1e7")}
                                            << "--sla-ttft-ms" << ttftRange;
        QTest::newRow("power over") << (predict
                                        + QStringList{QStringLiteral("--power-limit-w"), num(L::maxPowerLimitW + 1)})
                                    << "--power-limit-w" << QStringLiteral("from 10 to 5000");
        QTest::newRow("power under") << (predict
                                         + QStringList{QStringLiteral("--power-limit-w"), num(L::minPowerLimitW - 1)})
                                     << "--power-limit-w" << QStringLiteral("from 10 to 5000");
        // A measured idle power per GPU type: below the GPU's TDP, named by GPU type.
        const QStringList served = predict + QStringList{QStringLiteral("--rate"), QStringLiteral("0.1")};
        QTest::newRow("idle at TDP")
            << (served + QStringList{QStringLiteral("--idle-power-w"), QStringLiteral("h100-sxm5-80gb=700")})
            << "--idle-power-w" << QStringLiteral("not below its TDP of 700 W");
        QTest::newRow("idle NaN")
            << (served + QStringList{QStringLiteral("--idle-power-w"), QStringLiteral("h100-sxm5-80gb=nan")})
            << "--idle-power-w" << QStringLiteral("'nan' is not a finite number");
        QTest::newRow("idle negative")
            << (served + QStringList{QStringLiteral("--idle-power-w"), QStringLiteral("h100-sxm5-80gb=-3")})
            << "--idle-power-w" << QStringLiteral("must be from 0 to 5000");
        QTest::newRow("idle without GPU")
            << (served + QStringList{QStringLiteral("--idle-power-w"), QStringLiteral("60")}) << "--idle-power-w"
            << QStringLiteral("is not ID=W");
    }
    void flagsBeyondTheLimitsAreRefused()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, flag);
        QFETCH(QString, range);
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 2, qPrintable(describe(args, r)));
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(flag + QStringLiteral(":")), qPrintable(describe(args, r)));
        QVERIFY2(err.contains(range), qPrintable(describe(args, r)));
        QVERIFY(r.out.isEmpty());
    }

    // Every limit itself is accepted.
    void valuesAtTheLimitsRun()
    {
        using L = WorkloadLimits;
        const QStringList base{QStringLiteral("predict"),  QStringLiteral("--model"),        kLlama8b,
                               QStringLiteral("--gpu"),    QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--method"),
                               QStringLiteral("roofline"), QStringLiteral("--format"),       QStringLiteral("json")};
        for (const QStringList& extra :
             {QStringList{QStringLiteral("--batch"), QString::number(L::maxBatch), QStringLiteral("--prompt-len"),
                          QString::number(L::minPromptLen), QStringLiteral("--output-len"),
                          QString::number(L::minOutputLen), QStringLiteral("--gpus"), QString::number(L::maxGpus)},
              QStringList{QStringLiteral("--prompt-len"), QString::number(L::maxPromptLen - L::maxOutputLen),
                          QStringLiteral("--output-len"), QString::number(L::maxOutputLen),
                          QStringLiteral("--power-limit-w"), num(L::maxPowerLimitW)},
              QStringList{QStringLiteral("--rate"), num(L::maxRateRps), QStringLiteral("--gpus"),
                          QString::number(L::minGpus), QStringLiteral("--power-limit-w"), num(L::minPowerLimitW)},
              QStringList{QStringLiteral("--rate"), num(L::minRateRps)}}) {
            const Run r = runCli(base + extra);
            QVERIFY2(r.exitCode == 0, qPrintable(describe(base + extra, r)));
        }
        for (const double sla : {L::minSlaItlMs, L::maxSlaItlMs}) {
            const QStringList args{
                QStringLiteral("recommend"), QStringLiteral("--model"),        kLlama8b,
                QStringLiteral("--gpu"),     QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--method"),
                QStringLiteral("roofline"),  QStringLiteral("--sla-itl-ms"),   num(sla)};
            const Run r = runCli(args);
            QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        }
        for (const double ttft : {L::minSlaTtftMs, L::maxSlaTtftMs}) {
            const QStringList args{QStringLiteral("recommend"),
                                   QStringLiteral("--model"),
                                   kLlama8b,
                                   QStringLiteral("--gpu"),
                                   QStringLiteral("h100-sxm5-80gb"),
                                   QStringLiteral("--sla-itl-ms"),
                                   QStringLiteral("50"),
                                   QStringLiteral("--sla-ttft-ms"),
                                   num(ttft),
                                   QStringLiteral("--format"),
                                   QStringLiteral("json")};
            const Run r = runCli(args);
            QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
            QCOMPARE(parse(r)["sla_ttft_ms"].get<double>(), ttft);
        }
    }

    // Bulk cells: refused with the line and column, as flags are.
    void bulkCellsBeyondTheLimitsAreRefused_data()
    {
        using L = WorkloadLimits;
        QTest::addColumn<QString>("column");
        QTest::addColumn<QString>("value");
        QTest::newRow("batch") << "batch" << QString::number(L::maxBatch + 1);
        QTest::newRow("batch 65536") << "batch"
                                     << "65536";
        QTest::newRow("prompt_len") << "prompt_len"
                                    << "10000000";
        QTest::newRow("output_len") << "output_len" << QString::number(L::maxOutputLen + 1);
        QTest::newRow("gpus") << "gpus" << QString::number(L::maxGpus + 1);
        QTest::newRow("power_limit_w") << "power_limit_w" << num(L::maxPowerLimitW + 1);
        QTest::newRow("rate_rps over") << "rate_rps" << num(L::maxRateRps * 2);
        QTest::newRow("rate_rps under") << "rate_rps" << num(L::minRateRps / 2);
    }
    void bulkCellsBeyondTheLimitsAreRefused()
    {
        QFETCH(QString, column);
        QFETCH(QString, value);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bulk.csv"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral("model,gpu,%1\n%2,h100-sxm5-80gb,%3\n%2,h100-sxm5-80gb,%4\n")
                    .arg(column, kLlama8b,
                         column == QStringLiteral("power_limit_w") ? QStringLiteral("300") : QStringLiteral("2"), value)
                    .toUtf8());
        f.close();
        const QStringList args{QStringLiteral("predict"), QStringLiteral("--input"), path, QStringLiteral("--method"),
                               QStringLiteral("roofline")};
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 1, qPrintable(describe(args, r)));
        QVERIFY2(r.err.contains(QStringLiteral("bulk.csv:3: %1:").arg(column).toUtf8()), qPrintable(describe(args, r)));
        QVERIFY2(r.err.contains("out of range"), qPrintable(describe(args, r)));
        QVERIFY(r.out.isEmpty());
    }

    // Class 5, the issue's example: 3 x T4 for 32 attention heads and 8 KV heads.
    void threeGpusCannotRunAndSayWhy()
    {
        const QString heads = QStringLiteral("32 attention heads and 8 KV heads cannot be split over 3 GPUs");
        const QStringList table{QStringLiteral("predict"), QStringLiteral("--model"), kLlama8b,
                                QStringLiteral("--gpu"),   QStringLiteral("t4-16gb"), QStringLiteral("--gpus"),
                                QStringLiteral("3")};
        const Run t = runCli(table);
        QVERIFY2(t.exitCode == 0, qPrintable(describe(table, t)));
        QVERIFY2(QString::fromUtf8(t.out).contains(QStringLiteral("no: ") + heads), qPrintable(describe(table, t)));
        QVERIFY2(t.out.contains("not_runnable"), qPrintable(describe(table, t)));

        const Run j = runCli(table + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(j.exitCode, 0);
        const Json pj = parse(j);
        QVERIFY(!pj.is_discarded());
        const Json& p = pj["predictions"][0];
        QCOMPARE(p["num_gpus"].get<int>(), 3);
        QVERIFY(!p["fits_memory"].get<bool>());
        QVERIFY2(QString::fromStdString(notRunnable(p)).contains(heads), notRunnable(p).c_str());

        const QStringList rec{QStringLiteral("recommend"), QStringLiteral("--model"),      kLlama8b,
                              QStringLiteral("--gpu"),     QStringLiteral("t4-16gb"),      QStringLiteral("--gpus"),
                              QStringLiteral("3"),         QStringLiteral("--sla-itl-ms"), QStringLiteral("1000"),
                              QStringLiteral("--format"),  QStringLiteral("json")};
        const Run r = runCli(rec);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(rec, r)));
        const Json rj = parse(r);
        QVERIFY(rj["winner"].is_null());
        QVERIFY(rj["ranking"].empty());
        QCOMPARE(rj["excluded"].size(), std::size_t(1));
        QVERIFY(QString::fromStdString(rj["excluded"][0]["detail"].get<std::string>()).contains(heads));
        if (!rj["excluded"][0]["proven_fix"].is_null()) {
            const int n = rj["excluded"][0]["proven_fix"]["num_gpus"].get<int>();
            QVERIFY2(n == 4 || n == 8, qPrintable(QString::number(n)));
        }
        const QStringList recTable = rec.mid(0, rec.size() - 2);
        const Run rt = runCli(recTable);
        QCOMPARE(rt.exitCode, 0);
        QVERIFY2(rt.out.contains("cannot run"), qPrintable(describe(recTable, rt)));
        QVERIFY2(!rt.out.contains("Verdict: 3 x"), qPrintable(describe(recTable, rt)));

        // A bulk row asking for 3 GPUs: the row says it cannot run.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("three.csv"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral("model,gpu,gpus\n%1,t4-16gb,3\n%1,t4-16gb,4\n").arg(kLlama8b).toUtf8());
        f.close();
        const QStringList bulk{QStringLiteral("predict"),  QStringLiteral("--input"),  path,
                               QStringLiteral("--method"), QStringLiteral("roofline"), QStringLiteral("--format"),
                               QStringLiteral("json")};
        const Run b = runCli(bulk);
        QVERIFY2(b.exitCode == 0, qPrintable(describe(bulk, b)));
        const Json bj = parse(b);
        QVERIFY(!bj["results"][0]["predictions"][0]["fits_memory"].get<bool>());
        QVERIFY(!notRunnable(bj["results"][0]["predictions"][0]).empty());
        QVERIFY(notRunnable(bj["results"][1]["predictions"][0]).empty());
    }

    // Recommend (Auto and all-counts, every GPU) never names a deployment the heads cannot be split
    // over: Qwen2.5-7B's 28 heads never on 8 GPUs, Llama's 32 never on 3.
    void recommendNeverNamesAnUnsplittableDeployment()
    {
        for (const QString& model : {kQwen7b, kLlama8b})
            for (const QString& mode : {QStringLiteral("auto"), QStringLiteral("all-counts")}) {
                const QStringList args{
                    QStringLiteral("recommend"), QStringLiteral("--model"), model, QStringLiteral("--sla-itl-ms"),
                    QStringLiteral("100"),       QStringLiteral("--gpus"),  mode,  QStringLiteral("--format"),
                    QStringLiteral("json")};
                const Run r = runCli(args);
                QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
                const Json j = parse(r);
                QVERIFY(!j.is_discarded());
                for (const char* list : {"ranking", "excluded"})
                    for (const auto& row : j[list]) {
                        const int n = row["num_gpus"].get<int>();
                        QVERIFY2(n != 3, row.dump().c_str());
                        if (model == kQwen7b)
                            QVERIFY2(n != 8, row.dump().c_str());
                        if (row.contains("proven_fix") && !row["proven_fix"].is_null() && model == kQwen7b)
                            QVERIFY2(row["proven_fix"]["num_gpus"].get<int>() != 8, row.dump().c_str());
                    }
                if (model == kQwen7b && mode == QLatin1String("all-counts")) {
                    // The 8-GPU platforms still list 1, 2 and 4.
                    bool four = false;
                    for (const char* list : {"ranking", "excluded"})
                        for (const auto& row : j[list])
                            four = four || (row["gpu"] == "h100-sxm5-80gb" && row["num_gpus"] == 4);
                    QVERIFY(four);
                }
            }
    }

    // Llama-2-7B (context 4,096) at a 16,384-token prompt: it does not fit, and says the context.
    void promptBeyondTheContextDoesNotFit()
    {
        const QString context = QStringLiteral("prompt 16,384 + output 512 tokens exceed Llama-2-7b-hf's 4,096-token "
                                               "context");
        const QStringList args{QStringLiteral("predict"),      QStringLiteral("--model"), kLlama2,
                               QStringLiteral("--prompt-len"), QStringLiteral("16384"),   QStringLiteral("--format"),
                               QStringLiteral("json")};
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        const Json j = parse(r);
        QVERIFY(!j["predictions"].empty());
        for (const auto& p : j["predictions"]) {
            QVERIFY2(!p["fits_memory"].get<bool>(), p.dump().c_str());
            QVERIFY2(QString::fromStdString(notRunnable(p)).contains(context), notRunnable(p).c_str());
        }
        const QStringList table{QStringLiteral("predict"),       QStringLiteral("--model"), kLlama2,
                                QStringLiteral("--prompt-len"),  QStringLiteral("16384"),   QStringLiteral("--gpu"),
                                QStringLiteral("h100-sxm5-80gb")};
        const Run t = runCli(table);
        QVERIFY2(QString::fromUtf8(t.out).contains(QStringLiteral("no: ") + context), qPrintable(describe(table, t)));

        const QStringList rec{QStringLiteral("recommend"),    QStringLiteral("--model"), kLlama2,
                              QStringLiteral("--prompt-len"), QStringLiteral("16384"),   QStringLiteral("--sla-itl-ms"),
                              QStringLiteral("100")};
        const Run rt = runCli(rec);
        QVERIFY2(rt.exitCode == 0, qPrintable(describe(rec, rt)));
        QVERIFY2(rt.out.contains("No deployment fits and meets the SLA."), qPrintable(describe(rec, rt)));
        QVERIFY2(rt.out.contains("4,096-token context"), qPrintable(describe(rec, rt)));
        QVERIFY2(rt.out.contains("no GPU in the catalog can serve this workload"), qPrintable(describe(rec, rt)));

        // The same request within the context runs.
        const QStringList ok{QStringLiteral("predict"),        QStringLiteral("--model"),  kLlama2,
                             QStringLiteral("--prompt-len"),   QStringLiteral("3584"),     QStringLiteral("--gpu"),
                             QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--format"), QStringLiteral("json")};
        const Run o = runCli(ok);
        QCOMPARE(o.exitCode, 0);
        QVERIFY(parse(o)["predictions"][0]["fits_memory"].get<bool>());
    }

    // A config.json whose context holds no request is refused, naming the field.
    void absurdConfigContextIsRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("config.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"model_type": "llama", "hidden_size": 4096, "num_hidden_layers": 32,
            "num_attention_heads": 32, "num_key_value_heads": 8, "intermediate_size": 14336,
            "vocab_size": 128256, "max_position_embeddings": 1})");
        f.close();
        const QStringList args{QStringLiteral("predict"), QStringLiteral("--model"),        path,
                               QStringLiteral("--gpu"),   QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--method"),
                               QStringLiteral("roofline")};
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 1, qPrintable(describe(args, r)));
        QVERIFY2(r.err.contains("max_position_embeddings"), qPrintable(describe(args, r)));
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestCliLimits)
#include "test_cli_limits.moc"
