// Issue 26 class 3: plans beyond the controls. A plan, the CLI and the window share one table of
// workload limits (core/features/workload.h). A plan outside them is refused naming the field, the
// value and the range; a plan at exactly each limit opens, and the window's controls show exactly
// the values the computation uses (a batch of 65,536 once opened as a Concurrency box of 4,096).
#include "core/features/workload.h"
#include "core/plan/engine.h"
#include "tests/support/gui_support.h"
#include "tests/support/test_registry.h"
#include "ui/models/compute_service.h"
#include "ui/models/plan.h"
#include "ui/models/plan_document.h"
#include "ui/widgets/main_window.h"
#include "ui/widgets/workload_bar.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace wattgpu;
using namespace wattgpu::ui;

namespace {

using L = WorkloadLimits;

// A plan with these workload fields (and rateRps / slaItlMs at the top level) replaced.
QByteArray planWith(const QJsonObject& workload, const QJsonObject& top = {})
{
    PlanState base;
    QJsonObject root = PlanIo::toJson(base);
    QJsonObject w = root.value(QStringLiteral("workload")).toObject();
    for (auto it = workload.begin(); it != workload.end(); ++it)
        w.insert(it.key(), it.value());
    root.insert(QStringLiteral("workload"), w);
    for (auto it = top.begin(); it != top.end(); ++it)
        root.insert(it.key(), it.value());
    return QJsonDocument(root).toJson();
}

} // namespace

class TestPlanLimits : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("WattGPU-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("test_plan_limits"));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_tmp.filePath(QStringLiteral("settings")));
        m_engine = testing::loadEngine();
    }
    void cleanupTestCase() { m_engine.reset(); }

    void beyondTheLimitsIsRefusedNamingFieldValueAndRange_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("detail");
        auto w = [](const char* key, double v) { return planWith(QJsonObject{{QLatin1String(key), v}}); };
        auto top = [](const char* key, double v) { return planWith({}, QJsonObject{{QLatin1String(key), v}}); };
        // The examples.
        QTest::newRow("batch 65,536") << w("batch", 65536) << "workload.batch"
                                      << "65536 is outside the planner's limits [1, 4096]";
        QTest::newRow("prompt 10M") << w("promptLen", 10'000'000) << "workload.promptLen"
                                    << "10000000 is outside the planner's limits [1, 1048576]";
        QTest::newRow("output 10M") << w("outputLen", 10'000'000) << "workload.outputLen"
                                    << "10000000 is outside the planner's limits [1, 131072]";
        // Their siblings: one past each limit, at both ends.
        QTest::newRow("batch over") << w("batch", L::maxBatch + 1) << "workload.batch"
                                    << "4097 is outside";
        QTest::newRow("batch zero") << w("batch", 0) << "workload.batch"
                                    << "0 is outside";
        QTest::newRow("prompt over") << w("promptLen", L::maxPromptLen + 1) << "workload.promptLen"
                                     << "1048577 is outside";
        QTest::newRow("output over") << w("outputLen", L::maxOutputLen + 1) << "workload.outputLen"
                                     << "131073 is outside";
        QTest::newRow("output zero") << w("outputLen", 0) << "workload.outputLen"
                                     << "0 is outside";
        QTest::newRow("gpus over")
            << w("numGpus", L::maxGpus + 1) << "workload.numGpus"
            << QStringLiteral("%1 is outside the planner's limits [1, %2]").arg(L::maxGpus + 1).arg(L::maxGpus);
        QTest::newRow("power over") << w("powerLimitW", L::maxPowerLimitW + 1) << "workload.powerLimitW"
                                    << "5001 is outside the planner's limits [10, 5000]";
        QTest::newRow("power under") << w("powerLimitW", 9) << "workload.powerLimitW"
                                     << "9 is outside";
        QTest::newRow("rate over") << top("rateRps", 1000.5) << "rateRps"
                                   << "1000.5 is outside the planner's limits [0.001, 1000]";
        QTest::newRow("rate under") << top("rateRps", 0.0005) << "rateRps"
                                    << "0.0005 is outside";
        QTest::newRow("sla over") << top("slaItlMs", L::maxSlaItlMs + 1) << "slaItlMs"
                                  << "100001 is outside the planner's limits [0.5, 100000]";
        QTest::newRow("sla under") << top("slaItlMs", 0.4) << "slaItlMs"
                                   << "0.4 is outside";
    }
    void beyondTheLimitsIsRefusedNamingFieldValueAndRange()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, field);
        QFETCH(QString, detail);
        PlanError e;
        QVERIFY(!PlanIo::parse(bytes, &e));
        QCOMPARE(int(e.kind), int(PlanError::Kind::BadField));
        QCOMPARE(e.field, field);
        QVERIFY2(e.detail.contains(detail), qPrintable(e.detail));
        const QString message = PlanIo::readMessage(e, QStringLiteral("big.wattgpu"));
        QVERIFY2(message.contains(field) && message.contains(detail), qPrintable(message));

        // The window refuses it too, and keeps the plan it had.
        FakePrompter prompter;
        auto win = makeWindow(&prompter);
        const PlanState before = win->document()->state();
        const QString path = m_tmp.filePath(QStringLiteral("beyond.wattgpu"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(bytes);
        f.close();
        QVERIFY(!win->openPlan(path));
        QCOMPARE(prompter.errors.size(), 1);
        QVERIFY2(prompter.errors[0].contains(field), qPrintable(prompter.errors[0]));
        QVERIFY(win->document()->state() == before);
    }

    // The controls' ranges are the limits.
    void controlsHaveTheLimits()
    {
        FakePrompter prompter;
        auto win = makeWindow(&prompter);
        WorkloadBar* bar = win->workloadBar();
        QCOMPARE(bar->batchSpin()->minimum(), L::minBatch);
        QCOMPARE(bar->batchSpin()->maximum(), L::maxBatch);
        auto* prompt = bar->findChild<QSpinBox*>(QStringLiteral("promptLen"));
        auto* output = bar->findChild<QSpinBox*>(QStringLiteral("outputLen"));
        QVERIFY(prompt && output);
        QCOMPARE(prompt->minimum(), L::minPromptLen);
        QCOMPARE(prompt->maximum(), L::maxPromptLen);
        QCOMPARE(output->minimum(), L::minOutputLen);
        QCOMPARE(output->maximum(), L::maxOutputLen);
        QCOMPARE(bar->rateSpin()->minimum(), L::minRateRps);
        QCOMPARE(bar->rateSpin()->maximum(), L::maxRateRps);
        QCOMPARE(bar->slaSpin()->minimum(), L::minSlaItlMs);
        QCOMPARE(bar->slaSpin()->maximum(), L::maxSlaItlMs);
    }

    // A plan at exactly each limit opens, and every control shows the value that is computed.
    void planAtTheLimitsShowsWhatIsComputed_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("upper limits, offline")
            << planWith(QJsonObject{{QStringLiteral("batch"), L::maxBatch},
                                    {QStringLiteral("promptLen"), L::maxPromptLen},
                                    {QStringLiteral("outputLen"), L::maxOutputLen},
                                    {QStringLiteral("numGpus"), L::maxGpus},
                                    {QStringLiteral("gpuCountMode"), QStringLiteral("fixed")},
                                    {QStringLiteral("powerLimitW"), L::maxPowerLimitW}},
                        QJsonObject{{QStringLiteral("slaItlMs"), L::maxSlaItlMs}});
        QTest::newRow("upper rate") << planWith(QJsonObject{{QStringLiteral("batch"), L::maxBatch}},
                                                QJsonObject{{QStringLiteral("rateRps"), L::maxRateRps}});
        QTest::newRow("lower limits") << planWith(
            QJsonObject{{QStringLiteral("batch"), L::minBatch},
                        {QStringLiteral("promptLen"), L::minPromptLen},
                        {QStringLiteral("outputLen"), L::minOutputLen},
                        {QStringLiteral("numGpus"), L::minGpus},
                        {QStringLiteral("gpuCountMode"), QStringLiteral("fixed")},
                        {QStringLiteral("powerLimitW"), L::minPowerLimitW}},
            QJsonObject{{QStringLiteral("slaItlMs"), L::minSlaItlMs}, {QStringLiteral("rateRps"), L::minRateRps}});
        // Values between the controls' steps show as they are.
        QTest::newRow("fine values") << planWith(
            {}, QJsonObject{{QStringLiteral("slaItlMs"), 37.55}, {QStringLiteral("rateRps"), 0.0015}});
        // A count the CLI takes and the combo does not list: shown as a choice of its own.
        QTest::newRow("3 gpus") << planWith(
            QJsonObject{{QStringLiteral("numGpus"), 3}, {QStringLiteral("gpuCountMode"), QStringLiteral("fixed")}});
    }
    void planAtTheLimitsShowsWhatIsComputed()
    {
        QFETCH(QByteArray, bytes);
        PlanError e;
        const auto plan = PlanIo::parse(bytes, &e);
        QVERIFY2(plan, qPrintable(e.field + QStringLiteral(": ") + e.detail));

        FakePrompter prompter;
        auto win = makeWindow(&prompter);
        const QString path = m_tmp.filePath(QStringLiteral("limits.wattgpu"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(bytes);
        f.close();
        QVERIFY(win->openPlan(path));
        QVERIFY(prompter.errors.isEmpty());
        QVERIFY(win->waitForResults());
        const PlanState& s = win->document()->state();
        QVERIFY(s == *plan);

        WorkloadBar* bar = win->workloadBar();
        QCOMPARE(bar->batchSpin()->value(), plan->workload.batch);
        QCOMPARE(bar->findChild<QSpinBox*>(QStringLiteral("promptLen"))->value(), plan->workload.promptLen);
        QCOMPARE(bar->findChild<QSpinBox*>(QStringLiteral("outputLen"))->value(), plan->workload.outputLen);
        QCOMPARE(bar->slaSpin()->value(), plan->slaItlMs);
        QLocale plain;
        plain.setNumberOptions(QLocale::OmitGroupSeparator);
        QCOMPARE(bar->slaSpin()->cleanText(), plain.toString(plan->slaItlMs, 'g', 8));
        QCOMPARE(bar->scenarioCombo()->currentIndex(), plan->rateRps() ? 1 : 0);
        if (plan->rateRps()) {
            QCOMPARE(bar->rateSpin()->value(), *plan->rateRps());
            QCOMPARE(bar->rateSpin()->cleanText(), plain.toString(*plan->rateRps(), 'g', 8));
        }
        const QComboBox* gpus = bar->gpusCombo();
        if (plan->gpuCountMode == GpuCountMode::Fixed) {
            QCOMPARE(gpus->currentData().toInt(), plan->workload.numGpus);
            QCOMPARE(gpus->currentText(), QStringLiteral("× %1").arg(plan->workload.numGpus));
        }

        // What was computed is the plan, not a clamped copy.
        const auto result = win->computeService()->lastResult();
        QVERIFY(result);
        const Scenario& sc = result->request.scenario;
        QCOMPARE(sc.workload.batch, plan->workload.batch);
        QCOMPARE(sc.workload.promptLen, plan->workload.promptLen);
        QCOMPARE(sc.workload.outputLen, plan->workload.outputLen);
        QCOMPARE(sc.workload.numGpus, plan->workload.numGpus);
        QVERIFY(sc.workload.powerLimitW == plan->workload.powerLimitW);
        QCOMPARE(sc.slaItlMs, plan->slaItlMs);
        QVERIFY(sc.rateRps() == plan->rateRps());

        // Saved and read back unchanged.
        PlanError again;
        const auto reread = PlanIo::parse(PlanIo::serialize(s), &again);
        QVERIFY2(reread, qPrintable(again.detail));
        QVERIFY(*reread == *plan);
    }

private:
    std::unique_ptr<MainWindow> makeWindow(FakePrompter* prompter)
    {
        return testing::showWindow(m_engine, prompter, QSize(1200, 800));
    }

    std::shared_ptr<const Engine> m_engine;
    QTemporaryDir m_tmp;
};

WATTGPU_TEST_MAIN(TestPlanLimits)
#include "test_plan_limits.moc"
