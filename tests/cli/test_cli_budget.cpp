// plan-capacity against a power budget and with the power cap swept (issue 27): the JSON fields
// per row and at the top, the best fleet within a budget or the shortfall, and the sweep's rows.
#include "tests/support/cli_text.h"
#include "tests/support/test_registry.h"

#include <QFile>
#include <QtTest>

#include <cmath>

using namespace wattgpu::testing;

namespace {

const QString k70b = QStringLiteral("meta-llama/Llama-3.1-70B-Instruct");

QStringList capacity(const QStringList& extra)
{
    return QStringList{QStringLiteral("plan-capacity"),
                       QStringLiteral("--model"),
                       k70b,
                       QStringLiteral("--fleet-rate"),
                       QStringLiteral("50"),
                       QStringLiteral("--sla-itl-ms"),
                       QStringLiteral("50")}
    + extra;
}

} // namespace

class TestCliBudget : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY2(QFile::exists(kCli), qPrintable(kCli + QStringLiteral(" is not built"))); }

    // A facility budget at the wall: every feasible row's peak at the wall is its GPUs' peak x PUE,
    // within or over by how much; above every fleet the best is the plan's lowest-energy fleet.
    void facilityBudgetMarksEveryFleet()
    {
        const QStringList args = capacity({QStringLiteral("--power-budget-kw"), QStringLiteral("40"),
                                           QStringLiteral("--pue"), QStringLiteral("1.3"), QStringLiteral("--format"),
                                           QStringLiteral("json")});
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        Json j;
        QString err;
        QVERIFY2(parseJson(r.out, j, err), qPrintable(err));
        const Json& b = j["power_budget"];
        QCOMPARE(QString::fromStdString(b["kind"].get<std::string>()), QStringLiteral("facility_wall"));
        QCOMPARE(b["limit_w"].get<double>(), 40000.0);
        QCOMPARE(b["pue"].get<double>(), 1.3);
        QCOMPARE(QString::fromStdString(b["held_against"].get<std::string>()), QStringLiteral("peak_power_wall_w"));
        QVERIFY(QString::fromStdString(b["basis"].get<std::string>()).contains(QStringLiteral("peak")));
        int over = 0, within = 0;
        for (const Json& row : j["rows"]) {
            if (!row["feasible"].get<bool>()) {
                QVERIFY(row["peak_power_w"].is_null() && row["within_budget"].is_null());
                continue;
            }
            const double peak = row["peak_power_w"].get<double>();
            const double wall = row["peak_power_wall_w"].get<double>();
            QVERIFY(std::abs(wall - peak * 1.3) < 1e-6 * wall);
            QVERIFY(std::abs(peak - row["total_gpus"].get<double>() * row["gpu_power_limit_w"].get<double>()) < 1e-6);
            QVERIFY(row["fleet_power_w"].get<double>() <= peak);
            const bool in = row["within_budget"].get<bool>();
            QCOMPARE(in, wall <= 40000.0);
            if (in) {
                ++within;
                QCOMPARE(row["over_budget_w"].get<double>(), 0.0);
                QVERIFY(std::abs(row["budget_headroom_w"].get<double>() - (40000.0 - wall)) < 1e-6);
            } else {
                ++over;
                QVERIFY(std::abs(row["over_budget_w"].get<double>() - (wall - 40000.0)) < 1e-6);
                QVERIFY(std::abs(row["over_budget_percent"].get<double>() - (wall / 40000.0 - 1) * 100) < 1e-6);
            }
        }
        QVERIFY(within > 0 && over > 0);
        // The first feasible row within (rows go by energy per day) is the best one named.
        QCOMPARE(b["best_within_budget"], j["lowest_energy_deployment"]);
        QVERIFY(b["shortfall_w"].is_null());
    }

    // A budget below the smallest fleet names none and says by how much that fleet falls short.
    void gpuBudgetBelowEveryFleetSaysTheShortfall()
    {
        const QStringList args = capacity({QStringLiteral("--power-budget-gpu-w"), QStringLiteral("1000"),
                                           QStringLiteral("--format"), QStringLiteral("json")});
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        Json j;
        QString err;
        QVERIFY2(parseJson(r.out, j, err), qPrintable(err));
        const Json& b = j["power_budget"];
        QCOMPARE(QString::fromStdString(b["kind"].get<std::string>()), QStringLiteral("gpu_board"));
        QVERIFY(b["best_within_budget"].is_null());
        QVERIFY(b["pue"].is_null());
        double least = 1e300;
        for (const Json& row : j["rows"])
            if (row["feasible"].get<bool>()) {
                QVERIFY(!row["within_budget"].get<bool>());
                QCOMPARE(row["peak_power_wall_w"].get<double>(), row["peak_power_w"].get<double>());
                least = std::min(least, row["peak_power_w"].get<double>());
            }
        QCOMPARE(b["smallest_peak_w"].get<double>(), least);
        QVERIFY(std::abs(b["shortfall_w"].get<double>() - (least - 1000)) < 1e-6);

        const QStringList table = capacity({QStringLiteral("--power-budget-gpu-w"), QStringLiteral("1000")});
        const Run t = runCli(table);
        QVERIFY2(t.exitCode == 0, qPrintable(describe(table, t)));
        QVERIFY2(t.out.contains(QStringLiteral("No fleet fits the budget")), qPrintable(t.out.right(800)));
    }

    void budgetFlagsAreChecked()
    {
        for (const QStringList& extra :
             {QStringList{QStringLiteral("--power-budget-kw"), QStringLiteral("40"),
                          QStringLiteral("--power-budget-gpu-w"), QStringLiteral("30000")},
              QStringList{QStringLiteral("--power-budget-kw"), QStringLiteral("-1")},
              QStringList{QStringLiteral("--power-budget-gpu-w"), QStringLiteral("nan")},
              QStringList{QStringLiteral("--power-cap-sweep"), QStringLiteral("b100-sxm-192gb"),
                          QStringLiteral("--power-limit-w"), QStringLiteral("500")},
              QStringList{QStringLiteral("--power-cap-sweep"), QStringLiteral("no-such-gpu")},
              QStringList{QStringLiteral("--power-cap-sweep"), QStringLiteral("b100-sxm-192gb@0")}}) {
            const Run r = runCli(capacity(extra));
            QVERIFY2(r.exitCode == 2, qPrintable(describe(capacity(extra), r)));
        }
    }

    // The sweep: six caps from 100 to 50 %, the reference load's ITL never lower and its power
    // never higher as the cap falls, the fleet re-sized, and the budget held per step.
    void powerCapSweepRows()
    {
        const QStringList args = capacity({QStringLiteral("--power-cap-sweep"), QStringLiteral("h100-sxm5-80gb@4"),
                                           QStringLiteral("--power-budget-kw"), QStringLiteral("15"),
                                           QStringLiteral("--format"), QStringLiteral("json")});
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(args, r)));
        Json j;
        QString err;
        QVERIFY2(parseJson(r.out, j, err), qPrintable(err));
        const Json& s = j["power_cap_sweep"];
        QCOMPARE(s["gpus_per_replica"].get<int>(), 4);
        QVERIFY(s["reference_rate_per_replica_rps"].get<double>() > 0);
        const Json& steps = s["steps"];
        QCOMPARE(steps.size(), std::size_t{6});
        QCOMPARE(steps[0]["cap_percent"].get<double>(), 100.0);
        QCOMPARE(steps[5]["cap_percent"].get<double>(), 50.0);
        for (std::size_t i = 1; i < steps.size(); ++i) {
            QVERIFY(steps[i]["itl_ms"].get<double>() >= steps[i - 1]["itl_ms"].get<double>());
            QVERIFY(steps[i]["mean_power_w"].get<double>() <= steps[i - 1]["mean_power_w"].get<double>());
            QVERIFY(steps[i]["energy_per_token_j"].get<double>() <= steps[i - 1]["energy_per_token_j"].get<double>());
        }
        for (const Json& st : steps) {
            QVERIFY(st["itl_ms_low"].get<double>() <= st["itl_ms"].get<double>());
            QVERIFY(st["itl_ms_high"].get<double>() >= st["itl_ms"].get<double>());
            if (st["fleet_feasible"].get<bool>()) {
                const double wall = st["peak_power_wall_w"].get<double>();
                QVERIFY(std::abs(st["peak_power_w"].get<double>()
                                 - st["total_gpus"].get<double>() * st["cap_w"].get<double>())
                        < 1e-6);
                QCOMPARE(st["within_budget"].get<bool>(), wall <= 15000.0);
            }
        }
        if (!s["sla_breaks_at_percent"].is_null())
            for (const Json& st : steps)
                if (st["cap_percent"].get<double>() > s["sla_breaks_at_percent"].get<double>())
                    QVERIFY(st["meets_sla"].get<bool>());

        const QStringList csv = capacity({QStringLiteral("--power-cap-sweep"), QStringLiteral("b100-sxm-192gb"),
                                          QStringLiteral("--format"), QStringLiteral("csv")});
        const Run c = runCli(csv);
        QVERIFY2(c.exitCode == 0, qPrintable(describe(csv, c)));
        const QStringList lines = csvLines(c.out);
        QCOMPARE(lines.size(), 7);
        QVERIFY2(lines[0].startsWith(QStringLiteral("cap_percent,cap_w,")), qPrintable(lines[0]));
        // Without @N the sweep takes the count the fleet plan picks for the GPU (least energy per
        // day); the table names the same deployment as the JSON.
        const QStringList auto_ = capacity({QStringLiteral("--power-cap-sweep"), QStringLiteral("b100-sxm-192gb"),
                                            QStringLiteral("--format"), QStringLiteral("json")});
        const Run a = runCli(auto_);
        QVERIFY2(a.exitCode == 0, qPrintable(describe(auto_, a)));
        Json aj;
        QVERIFY2(parseJson(a.out, aj, err), qPrintable(err));
        const int count = aj["power_cap_sweep"]["gpus_per_replica"].get<int>();
        const Json plan = [&] {
            const QStringList fleet = capacity({QStringLiteral("--gpu"), QStringLiteral("b100-sxm-192gb"),
                                                QStringLiteral("--format"), QStringLiteral("json")});
            const Run f = runCli(fleet);
            Json fj;
            QString e;
            return f.exitCode == 0 && parseJson(f.out, fj, e) ? fj : Json();
        }();
        QVERIFY(plan.is_object() && !plan["rows"].empty());
        QCOMPARE(count, plan["rows"][0]["gpus_per_replica"].get<int>());
        const QStringList table = capacity({QStringLiteral("--power-cap-sweep"), QStringLiteral("b100-sxm-192gb")});
        const Run t = runCli(table);
        QVERIFY2(t.exitCode == 0, qPrintable(describe(table, t)));
        QVERIFY2(t.out.contains(QString::number(count) + QStringLiteral(" × B100 per replica")),
                 qPrintable(t.out.left(400)));
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestCliBudget)
#include "test_cli_budget.moc"
