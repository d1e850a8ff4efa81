// Hostile inputs round 4 (issue 35) through wattgpu-cli, each case as the issue reproduced it:
//  4. purchases carry their budget verdict; 6. plan-capacity's headline fleet (and
//  lowest_energy_deployment) respects the budget or names it; 7. an idle power above the power cap
//  is refused; 10. a GPU named twice by id and alias in --usd-per-gpu-hour / --idle-power-w is
//  refused naming both; 11. --power-cap-sweep with --inventory is refused naming --inventory;
//  12. plan-capacity --inventory --format csv lists owned types that cannot serve, and why;
//  13. export CSV with a fleet target, a budget and an inventory carries those answers;
//  14. a JSON inventory file with a UTF-8 byte-order mark is read as JSON.
#include "tests/support/cli_text.h"
#include "tests/support/test_registry.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace wattgpu::testing;

namespace {

const QString k70b = QStringLiteral("meta-llama/Llama-3.1-70B-Instruct");

QStringList capacity(const QStringList& extra)
{
    return QStringList{QStringLiteral("plan-capacity"), QStringLiteral("--model"), k70b, QStringLiteral("--sla-itl-ms"),
                       QStringLiteral("50")}
    + extra;
}

Json jsonOf(const QStringList& args)
{
    const Run r = runCli(args);
    if (r.exitCode != 0)
        qFatal("%s", qPrintable(describe(args, r)));
    Json j;
    QString err;
    if (!parseJson(r.out, j, err))
        qFatal("%s", qPrintable(err));
    return j;
}

} // namespace

class TestCliRound4 : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY2(QFile::exists(kCli), qPrintable(kCli + QStringLiteral(" is not built"))); }

    void purchasesCarryTheBudgetVerdict()
    {
        const Json j = jsonOf(
            capacity({QStringLiteral("--fleet-rate"), QStringLiteral("50"), QStringLiteral("--power-budget-kw"),
                      QStringLiteral("10"), QStringLiteral("--inventory"), QStringLiteral("gaudi2-96gb=8"),
                      QStringLiteral("--gpu"), QStringLiteral("b100-sxm-192gb,h100-sxm5-80gb,gaudi2-96gb"),
                      QStringLiteral("--format"), QStringLiteral("json")}));
        const Json& inv = j["inventory"];
        QVERIFY(!inv["purchases"].empty());
        for (const Json& b : inv["purchases"]) {
            QVERIFY2(b["budget"].is_object(), "a purchase without its budget verdict");
            QCOMPARE(b["budget"]["within_budget"].get<bool>(), b["budget"]["held_power_w"].get<double>() <= 10'000);
        }
        QVERIFY(inv["purchases_over_budget"].get<bool>());
        // The table says so too.
        const Run t = runCli(
            capacity({QStringLiteral("--fleet-rate"), QStringLiteral("50"), QStringLiteral("--power-budget-kw"),
                      QStringLiteral("10"), QStringLiteral("--inventory"), QStringLiteral("gaudi2-96gb=8"),
                      QStringLiteral("--gpu"), QStringLiteral("b100-sxm-192gb,h100-sxm5-80gb,gaudi2-96gb")}));
        QCOMPARE(t.exitCode, 0);
        QVERIFY2(t.out.contains(QStringLiteral("none of them is within the power budget")), qPrintable(t.out));
    }

    void headlineFleetNamesTheBudget()
    {
        // No fleet of 70B at 50 req/s fits 10 kW: the headline is the smallest peak and says it breaks it.
        const Json over = jsonOf(
            capacity({QStringLiteral("--fleet-rate"), QStringLiteral("50"), QStringLiteral("--power-budget-kw"),
                      QStringLiteral("10"), QStringLiteral("--format"), QStringLiteral("json")}));
        QCOMPARE(over["headline_fleet"]["basis"].get<std::string>(), std::string("smallest_peak_over_budget"));
        QCOMPARE(over["lowest_energy_breaks"], Json::array({"power_budget"}));
        QCOMPARE(over["lowest_energy_deployment"], over["headline_fleet"]["per_replica_deployment"]);
        QCOMPARE(over["headline_fleet"]["per_replica_deployment"], over["power_budget"]["smallest_peak_deployment"]);
        // 70B at 20 req/s, 10 kW at PUE 1.3: within, and the same deployment as all counts find.
        const QStringList within{
            QStringLiteral("--fleet-rate"), QStringLiteral("20"),    QStringLiteral("--power-budget-kw"),
            QStringLiteral("10"),           QStringLiteral("--pue"), QStringLiteral("1.3"),
            QStringLiteral("--format"),     QStringLiteral("json")};
        const Json autoJ = jsonOf(capacity(within));
        const Json allJ = jsonOf(
            capacity(within + QStringList{QStringLiteral("--gpus"), QStringLiteral("all-counts")}));
        QCOMPARE(autoJ["lowest_energy_breaks"], Json::array());
        QCOMPARE(autoJ["lowest_energy_deployment"], allJ["power_budget"]["best_within_budget"]);
        QCOMPARE(autoJ["power_budget"]["best_within_budget"], allJ["power_budget"]["best_within_budget"]);
    }

    void idleAboveTheCapIsRefused()
    {
        const QStringList args{QStringLiteral("predict"),
                               QStringLiteral("--model"),
                               kLlama8b,
                               QStringLiteral("--gpu"),
                               QStringLiteral("h100-sxm5-80gb"),
                               QStringLiteral("--rate"),
                               QStringLiteral("1"),
                               QStringLiteral("--power-limit-w"),
                               QStringLiteral("300"),
                               QStringLiteral("--idle-power-w"),
                               QStringLiteral("h100-sxm5-80gb=500")};
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 2, qPrintable(describe(args, r)));
        QVERIFY2(r.err.contains(QStringLiteral("--idle-power-w")) && r.err.contains(QStringLiteral("--power-limit-w")),
                 qPrintable(r.err));
    }

    void perGpuFlagsRefuseTwoSpellings_data()
    {
        QTest::addColumn<QString>("flag");
        QTest::addColumn<QString>("value");
        QTest::newRow("usd-per-gpu-hour")
            << QStringLiteral("--usd-per-gpu-hour") << QStringLiteral("h100-sxm5-80gb=2.5,H100-SXM5-80GB=3");
        QTest::newRow("idle-power-w") << QStringLiteral("--idle-power-w")
                                      << QStringLiteral("h100-sxm5-80gb=60,H100-SXM5-80GB=80");
    }
    void perGpuFlagsRefuseTwoSpellings()
    {
        QFETCH(QString, flag);
        QFETCH(QString, value);
        const QStringList args = capacity({QStringLiteral("--fleet-rate"), QStringLiteral("5"), QStringLiteral("--gpu"),
                                           QStringLiteral("h100-sxm5-80gb"), flag, value});
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 2, qPrintable(describe(args, r)));
        QVERIFY2(r.err.contains(flag) && r.err.contains(QStringLiteral("H100-SXM5-80GB"))
                     && r.err.contains(QStringLiteral("'h100-sxm5-80gb'")),
                 qPrintable(r.err));
    }

    void capSweepWithInventoryIsRefused()
    {
        const QStringList args = capacity({QStringLiteral("--fleet-rate"), QStringLiteral("20"),
                                           QStringLiteral("--power-cap-sweep"), QStringLiteral("h100-sxm5-80gb@4"),
                                           QStringLiteral("--inventory"), QStringLiteral("h100-sxm5-80gb=8")});
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 2, qPrintable(describe(args, r)));
        QVERIFY2(r.err.contains(QStringLiteral("--inventory")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void inventoryCsvSaysWhyATypeServesNothing()
    {
        // 70B fits no single 24 GB card, and 1 x L4 cannot host a replica: its row says why.
        const QStringList args = capacity({QStringLiteral("--inventory"), QStringLiteral("l4-24gb=1,h100-sxm5-80gb=4"),
                                           QStringLiteral("--format"), QStringLiteral("csv")});
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        const QStringList lines = csvLines(r.out);
        QVERIFY(lines.front().contains(QStringLiteral(",reason")));
        bool l4 = false;
        for (const QString& line : lines)
            if (line.startsWith(QStringLiteral("owned,l4-24gb,"))) {
                l4 = true;
                QVERIFY2(!line.endsWith(QLatin1Char(',')), qPrintable(line)); // a reason
            }
        QVERIFY2(l4, qPrintable(r.out));
    }

    void exportCsvCarriesTheFleetAnswers()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("r.csv"));
        const QStringList args{QStringLiteral("export"),
                               QStringLiteral("--model"),
                               k70b,
                               QStringLiteral("--sla-itl-ms"),
                               QStringLiteral("50"),
                               QStringLiteral("--rate"),
                               QStringLiteral("1"),
                               QStringLiteral("--fleet-rate"),
                               QStringLiteral("50"),
                               QStringLiteral("--power-budget-kw"),
                               QStringLiteral("10"),
                               QStringLiteral("--inventory"),
                               QStringLiteral("gaudi2-96gb=8"),
                               QStringLiteral("--gpu"),
                               QStringLiteral("b100-sxm-192gb,h100-sxm5-80gb,gaudi2-96gb"),
                               QStringLiteral("--out"),
                               out};
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString csv = QString::fromUtf8(f.readAll());
        for (const char* section : {"\nheadline,", "\nfleet,", "\ninventory,", "\npurchases,", "\nsummary,"})
            QVERIFY2(
                csv.contains(QString::fromLatin1(section).replace(QStringLiteral("\n"), QStringLiteral("\r\n"))),
                qPrintable(QStringLiteral("no %1 section in\n%2").arg(QString::fromLatin1(section).trimmed(), csv)));
        QVERIFY(csv.contains(QStringLiteral("power_budget"))); // the headline names the budget it breaks
    }

    void jsonInventoryWithABom()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("owned.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("\xEF\xBB\xBF{\"h100-sxm5-80gb\": 8}\n");
        f.close();
        const Json j = jsonOf(
            capacity({QStringLiteral("--inventory"), path, QStringLiteral("--format"), QStringLiteral("json")}));
        QCOMPARE(j["inventory"]["gpus_owned"].get<long long>(), 8LL);
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestCliRound4)
#include "test_cli_round4.moc"
