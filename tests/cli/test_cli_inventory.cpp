// plan-capacity --inventory (issue 27): the owned GPUs' answer in JSON, CSV and the table equals
// core's scenarioFleet for the same scenario (capacity and interval, split, purchases and the
// cheapest / lowest-energy / fewest-GPU purchase); files in JSON and CSV, the inline form, and
// bad inventories refused naming the file, line and entry, exit 2, nothing written.
#include "core/plan/outcome.h"
#include "tests/support/cli_text.h"
#include "tests/support/fixtures.h"
#include "tests/support/test_registry.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace wattgpu;
using namespace wattgpu::testing;

namespace {

const QString k70b = QStringLiteral("meta-llama/Llama-3.1-70B-Instruct");
const QString kOwned = QStringLiteral("a100-sxm4-80gb=16,l40s-48gb=8");
const QString kQuotes = QStringLiteral("h100-sxm5-80gb=2.5,b200-sxm-180gb=5.5,mi300x-192gb=2.2");

QStringList capacity(const QStringList& extra)
{
    return QStringList{QStringLiteral("plan-capacity"), QStringLiteral("--model"), k70b, QStringLiteral("--sla-itl-ms"),
                       QStringLiteral("50")}
    + extra;
}

bool close(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max({1.0, std::abs(a), std::abs(b)}); }

} // namespace

class TestCliInventory : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY2(QFile::exists(kCli), qPrintable(kCli + QStringLiteral(" is not built"))); }

    // The CLI's JSON is core's answer for the same scenario, number for number.
    void jsonIsCoresAnswer()
    {
        const QStringList args = capacity({QStringLiteral("--fleet-rate"), QStringLiteral("50"),
                                           QStringLiteral("--inventory"), kOwned, QStringLiteral("--usd-per-gpu-hour"),
                                           kQuotes, QStringLiteral("--format"), QStringLiteral("json")});
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        Json j;
        QString err;
        QVERIFY2(parseJson(r.out, j, err), qPrintable(err));
        const Json& inv = j["inventory"];

        const Engine& engine = sharedEngine();
        Scenario sc;
        sc.llm = *engine.llms().find(k70b.toStdString());
        sc.slaItlMs = 50;
        sc.load = RequestRate{1};
        sc.fleetTargetRps = 50;
        sc.inventory = Inventory{{{"a100-sxm4-80gb", 16}, {"l40s-48gb", 8}}};
        sc.economics.usdPerGpuHourByGpu = {{"h100-sxm5-80gb", 2.5}, {"b200-sxm-180gb", 5.5}, {"mi300x-192gb", 2.2}};
        const InventoryPlan p = scenarioFleet(engine, sc).value().inventory.value();

        QVERIFY(close(inv["capacity_rps"].get<double>(), p.capacityRps));
        QVERIFY(close(inv["capacity_rps_low"].get<double>(), p.capacityRpsLow));
        QVERIFY(close(inv["capacity_rps_high"].get<double>(), p.capacityRpsHigh));
        QCOMPARE(inv["gpus_owned"].get<long long>(), p.gpusOwned);
        QCOMPARE(inv["gpus_used"].get<long long>(), p.gpusUsed);
        QVERIFY(close(inv["at_capacity"]["energy_per_token_j"].get<double>(), p.atCapacity.energyPerTokenJ));
        QCOMPARE(inv["meets_target"].get<bool>(), p.meetsTarget);
        QCOMPARE(inv["types"].size(), p.types.size());
        for (std::size_t i = 0; i < p.types.size(); ++i) {
            QCOMPARE(inv["types"][i]["gpu"].get<std::string>(), p.types[i].gpuId);
            QCOMPARE(inv["types"][i]["split"].size(), p.types[i].split.size());
            for (std::size_t k = 0; k < p.types[i].split.size(); ++k) {
                QCOMPARE(inv["types"][i]["split"][k]["replicas"].get<long long>(), p.types[i].split[k].replicas);
                QCOMPARE(inv["types"][i]["split"][k]["gpus_per_replica"].get<int>(),
                         p.types[i].split[k].gpusPerReplica);
            }
        }
        QCOMPARE(inv["purchases"].size(), p.purchases.size());
        for (std::size_t i = 0; i < p.purchases.size(); ++i) {
            QCOMPARE(inv["purchases"][i]["gpu"].get<std::string>(), p.purchases[i].gpuId);
            QCOMPARE(inv["purchases"][i]["gpus_to_buy"].get<long long>(), p.purchases[i].gpusToBuy);
            QVERIFY(close(inv["purchases"][i]["usd_per_day"].get<double>(), p.purchases[i].usdPerDay));
            QCOMPARE(inv["purchases"][i]["cost_basis"].get<std::string>(),
                     std::string(costBasisName(p.purchases[i].basis)));
            QVERIFY(inv["purchases"][i]["capacity_rps"].get<double>() >= 50 * (1 - 1e-12));
        }
        QVERIFY(p.cheapestPurchase && p.lowestEnergyPurchase);
        QCOMPARE(inv["cheapest_purchase"]["gpu"].get<std::string>(), p.purchases[*p.cheapestPurchase].gpuId);
        QCOMPARE(inv["lowest_energy_purchase"]["gpu"].get<std::string>(), p.purchases[*p.lowestEnergyPurchase].gpuId);
        QCOMPARE(inv["fewest_gpus_purchase"]["gpu"].get<std::string>(), p.purchases[*p.fewestGpusPurchase].gpuId);
        // The cheapest is among the quoted GPUs.
        QVERIFY(kQuotes.contains(QString::fromStdString(p.purchases[*p.cheapestPurchase].gpuId)));
    }

    // A JSON file and a CSV file give the inline form's answer; the table names the purchases.
    void filesAndTable()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString json = dir.filePath(QStringLiteral("owned.json"));
        const QString csv = dir.filePath(QStringLiteral("owned.csv"));
        QFile f(json);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"([{"gpu": "a100-sxm4-80gb", "count": 16}, {"gpu": "l40s-48gb", "count": 8}])");
        f.close();
        QFile g(csv);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write("gpu,count\na100-sxm4-80gb,16\nl40s-48gb,8\n");
        g.close();
        const auto capacityOf = [&](const QString& inventory) {
            const QStringList args = capacity(
                {QStringLiteral("--inventory"), inventory, QStringLiteral("--format"), QStringLiteral("json")});
            const Run r = runCli(args);
            Json j;
            QString err;
            if (r.exitCode != 0 || !parseJson(r.out, j, err))
                return -1.0;
            return j["inventory"]["capacity_rps"].get<double>();
        };
        const double inlineRps = capacityOf(kOwned);
        QVERIFY(inlineRps > 0);
        QCOMPARE(capacityOf(json), inlineRps);
        QCOMPARE(capacityOf(csv), inlineRps);

        const QStringList args = capacity(
            {QStringLiteral("--fleet-rate"), QStringLiteral("50"), QStringLiteral("--inventory"), csv});
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        QVERIFY2(r.out.contains(QStringLiteral("Owned GPUs (24): capacity ")), qPrintable(r.out.right(3000)));
        QVERIFY(r.out.contains(QStringLiteral("Short of the fleet target of 50 req/s")));
        QVERIFY(r.out.contains(QStringLiteral("Cheapest: ")) && r.out.contains(QStringLiteral("lowest energy: ")));
        // The split of the 16 owned A100s into replicas (which split wins depends on the model).
        QVERIFY2(r.out.contains(QRegularExpression(
                     QStringLiteral("(1 x \\(16|2 x \\(8|4 x \\(4|8 x \\(2|16 x \\(1) × A100 SXM4 80GB\\)"))),
                 qPrintable(r.out.right(3000)));
    }

    // CSV: one row per owned replica group and per purchase, with the interval columns.
    void csvRows()
    {
        const QStringList args = capacity({QStringLiteral("--fleet-rate"), QStringLiteral("50"),
                                           QStringLiteral("--inventory"), kOwned, QStringLiteral("--format"),
                                           QStringLiteral("csv")});
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        const QStringList lines = csvLines(r.out);
        QVERIFY(lines.size() > 3);
        QVERIFY(lines[0].startsWith(QStringLiteral("kind,gpu,deployment,gpus_owned,gpus_to_buy,")));
        QVERIFY(lines[0].contains(QStringLiteral("inventory_capacity_rps_low")));
        QVERIFY(lines[1].startsWith(QStringLiteral("owned,")));
        QVERIFY(r.out.contains(QStringLiteral("\npurchase,")));
    }

    // Without --fleet-rate: the capacity alone, nothing to buy; a budget then asks for the target.
    void capacityWithoutTarget()
    {
        QStringList args = capacity(
            {QStringLiteral("--inventory"), kOwned, QStringLiteral("--format"), QStringLiteral("json")});
        Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        Json j;
        QString err;
        QVERIFY2(parseJson(r.out, j, err), qPrintable(err));
        QVERIFY(j["inventory"]["target_rps"].is_null());
        QVERIFY(j["inventory"]["purchases"].empty());
        args = capacity(
            {QStringLiteral("--inventory"), kOwned, QStringLiteral("--power-budget-kw"), QStringLiteral("40")});
        r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--fleet-rate")), qPrintable(r.err));
    }

    void refusesBadInventories_data()
    {
        QTest::addColumn<QByteArray>("content"); // written to a file; empty: `inline` is the argument
        QTest::addColumn<QString>("inlineArg");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("unknown id inline") << QByteArray() << QStringLiteral("no-such-gpu=4")
                                           << QStringLiteral("'no-such-gpu' is not a GPU of the catalog");
        QTest::newRow("zero inline") << QByteArray() << QStringLiteral("l4-24gb=0") << QStringLiteral("outside 1..");
        QTest::newRow("csv line") << QByteArray("gpu,count\nl4-24gb,2\nt4-16gb,-1\n") << QString()
                                  << QStringLiteral(".csv:3: count");
        QTest::newRow("csv columns") << QByteArray("type,n\nl4-24gb,2\n") << QString() << QStringLiteral("gpu,count");
        QTest::newRow("json value") << QByteArray("{\"l4-24gb\": \"many\"}") << QString()
                                    << QStringLiteral("l4-24gb: a count must be a whole number");
        QTest::newRow("json nan") << QByteArray("{\"l4-24gb\": NaN}") << QString() << QStringLiteral(".csv");
        QTest::newRow("missing file") << QByteArray() << QStringLiteral("/nonexistent/owned.json")
                                      << QStringLiteral("/nonexistent/owned.json");
    }

    void refusesBadInventories()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, inlineArg);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        QString arg = inlineArg;
        if (!content.isEmpty()) {
            arg = dir.filePath(QStringLiteral("owned.csv"));
            QFile f(arg);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content);
        }
        const QStringList args = capacity({QStringLiteral("--inventory"), arg});
        const Run r = runCli(args);
        QVERIFY2(r.exitCode != 0, qPrintable(describe(args, r)));
        QVERIFY2(r.err.contains(QStringLiteral("--inventory")) && r.err.contains(mentions), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestCliInventory)
#include "test_cli_inventory.moc"
