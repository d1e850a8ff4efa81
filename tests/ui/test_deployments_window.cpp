// Deployments in the window (issue 14): the banner, the table, the load sweep and the Capacity tab
// give one answer on "meets the SLA at this rate" and on the winner, and each agrees with the
// engine computed without the window's prediction cache; an at-risk winner says so in the banner
// and the table; the banner's "Apply fix" changes the plan in one undo step, and the fixed plan
// has a winner; per-GPU hardware prices are edited in the cost dialog; reports name deployments and carry num_gpus;
// Plan → "Meet the SLA at the upper bound" reaches the plan, the ranking and the banner; GPUs per
// replica "All counts" holds every count as a row and a point of its own.
#include "tests/support/gui_support.h"
#include "tests/support/test_registry.h"

#include "core/plan/deployment.h"
#include "core/plan/engine.h"
#include "core/plan/server.h"
#include "ui/dialogs/deployment_dialog.h"
#include "ui/models/gpu_table_model.h"
#include "ui/models/plan.h"
#include "ui/models/plan_document.h"
#include "ui/models/roles.h"
#include "ui/text/display_text.h"
#include "ui/widgets/chart_panel.h"
#include "ui/widgets/economics_dialog.h"
#include "ui/widgets/main_window.h"
#include "ui/widgets/recommendation_banner.h"
#include "ui/widgets/workload_bar.h"

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QProcess>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cmath>

using namespace wattgpu;
using namespace wattgpu::ui;

class TestDeploymentsWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void serverViewsAgree_data();
    void serverViewsAgree();
    void atRiskWinnerIsMarked();
    void winnersWarningsAreInTheBanner();
    void applyFixIsOneUndoStep();
    void slaConfidenceReachesTheRanking();
    void perGpuPricesAreEditable();
    void reportsNameDeployments();
    void allCountsHoldEveryCount();
    void speculationAndNetworkFromThePlanMenu();

private:
    std::unique_ptr<MainWindow> makeWindow() { return testing::showWindow(m_engine, &m_prompter); }

    std::shared_ptr<const Engine> m_engine;
    QTemporaryDir m_tmp;
    FakePrompter m_prompter;
};

void TestDeploymentsWindow::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("WattGPU-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("test_deployments_window"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_tmp.filePath(QStringLiteral("settings")));
    m_engine = testing::loadEngine();
}

void TestDeploymentsWindow::serverViewsAgree_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<double>("rateRps");
    QTest::newRow("8B at 1 req/s") << QStringLiteral("meta-llama/Llama-3.1-8B-Instruct") << 1.0;
    QTest::newRow("8B at 50 req/s") << QStringLiteral("meta-llama/Llama-3.1-8B-Instruct") << 50.0;
    QTest::newRow("70B at 5 req/s") << QStringLiteral("meta-llama/Llama-3.1-70B-Instruct") << 5.0;
}

void TestDeploymentsWindow::serverViewsAgree()
{
    QFETCH(QString, model);
    QFETCH(double, rateRps);
    auto w = makeWindow();
    w->document()->setModel(model);
    w->document()->setRateRps(rateRps);
    // The fleet question asked for the same rate: Capacity then sizes the fleet that carries it.
    w->document()->setFleetTargetRps(rateRps);
    w->chartPanel()->setCurrentChart(QStringLiteral("load-sweep"));
    QVERIFY(w->waitForResults(120000));
    const auto result = w->computeService()->lastResult();
    QVERIFY(result && result->sweeps.done && !result->error && !result->sweeps.error);
    const Scenario& sc = result->request.scenario;
    QCOMPARE(sc.rateRps().value_or(0), rateRps);
    QCOMPARE(sc.llm.hfId, model.toStdString());
    QCOMPARE(sc.gpuCountMode, GpuCountMode::Auto);

    // The engine without the window's cache gives the same recommendation.
    const Recommendation engineRec = m_engine->recommend(sc).value();
    const Recommendation& rec = result->outcome.recommendation;
    QCOMPARE(rec.winner, engineRec.winner);
    QCOMPARE(rec.ranking.size(), engineRec.ranking.size());
    QCOMPARE(rec.excluded.size(), engineRec.excluded.size());

    // Banner, table and chart name the same winner (or none).
    const QString winner = rec.winner ? QString::fromStdString(*rec.winner) : QString();
    QCOMPARE(w->banner()->winnerId(), winner);
    QCOMPARE(w->chartModel().winnerId.value_or(QString()), winner);
    GpuTableModel* table = w->gpuTableModel();
    for (int row = 0; row < table->rowCount(); ++row)
        QCOMPARE(table->verdict(row) == GpuTableModel::Verdict::Winner, table->gpuIdAt(row) == winner);
    if (rec.winner)
        QVERIFY(w->banner()->plainText().contains(w->chartModel().winner()->label));
    else
        QVERIFY(w->banner()->plainText().contains(QStringLiteral("no GPU qualifies")));

    std::vector<const GpuSpec*> gpus;
    for (const GpuSpec& g : m_engine->gpus().gpus())
        gpus.push_back(&g);
    const Predictor& p = *m_engine->predictor();
    int meets = 0;
    for (const Prediction& pr : result->predictions) {
        const QString id = QString::fromStdString(pr.gpuId);
        const GpuSpec* g = m_engine->gpus().find(pr.gpuId);
        QVERIFY(g);
        Workload at = sc.workload;
        at.numGpus = pr.numGpus;
        // Max rate per replica: the table's, the engine's on a fresh curve.
        const double maxRate = maxSustainableRateRps(p, sc.llm, *g, at, sc.slaItlMs).value();
        QCOMPARE(result->sweeps.maxRateRps.at(pr.gpuId), maxRate);
        const GpuTableModel::Verdict v = table->verdict(table->rowOf(id));
        const bool tableMeets = v == GpuTableModel::Verdict::Winner || v == GpuTableModel::Verdict::MeetsSla;
        // "Meets the SLA at this rate": in the ranking, stable, tested ITL within the SLA and the
        // rate within the headroom of what one replica sustains.
        const bool engineMeets = pr.fitsMemory && pr.server && pr.server->stable && pr.itlMs <= sc.slaItlMs
            && sustainsRate(maxRate, rateRps);
        QVERIFY2(tableMeets == engineMeets, qPrintable(id));
        // Capacity at the table's deployment: one replica exactly when it meets.
        CapacityOptions fixed;
        fixed.gpuCounts = GpuCountMode::Fixed;
        const CapacityPlan one = planCapacity(p, sc.llm, {g}, at, rateRps, sc.slaItlMs, sc.economics, fixed).value();
        QCOMPARE(one.rows.size(), std::size_t(1));
        QVERIFY2((one.rows.front().replicas == 1) == tableMeets, qPrintable(id));
        meets += tableMeets ? 1 : 0;
    }
    QCOMPARE(meets, int(rec.ranking.size()));

    // The load sweep's max-rate markers are the table's.
    QVERIFY(!w->chartModel().loadSweep.empty());
    for (const SweepSeries& s : w->chartModel().loadSweep)
        QCOMPARE(s.maxRateRps, result->sweeps.maxRateRps.at(s.gpuId.toStdString()));
    if (rec.winner)
        QCOMPARE(w->chartModel().loadSweep.front().gpuId, winner);

    // Capacity: the window's plan is the engine's, and the winner's type has a feasible fleet.
    QVERIFY(result->outcome.fleet.capacity);
    CapacityOptions autoCounts;
    const CapacityPlan plan =
        planCapacity(p, sc.llm, gpus, sc.workload, rateRps, sc.slaItlMs, sc.economics, autoCounts).value();
    QCOMPARE(result->outcome.fleet.capacity->rows.size(), plan.rows.size());
    for (std::size_t i = 0; i < plan.rows.size(); ++i) {
        QCOMPARE(result->outcome.fleet.capacity->rows[i].gpuId, plan.rows[i].gpuId);
        QCOMPARE(result->outcome.fleet.capacity->rows[i].gpusPerReplica, plan.rows[i].gpusPerReplica);
        QCOMPARE(result->outcome.fleet.capacity->rows[i].replicas, plan.rows[i].replicas);
    }
    if (rec.winner) {
        bool feasible = false;
        for (const CapacityRow& row : plan.rows)
            feasible = feasible || (row.gpuId == *rec.winner && row.replicas >= 1);
        QVERIFY(feasible);
    }
    qInfo("%s at %.3g req/s: %d deployments meet the SLA; server view %.1f ms + %.1f ms", qPrintable(model), rateRps,
          meets, result->predictMs, result->sweeps.sweepMs);
}

void TestDeploymentsWindow::atRiskWinnerIsMarked()
{
    auto w = makeWindow();
    const auto first = w->computeService()->lastResult();
    QVERIFY(first->outcome.recommendation.winner);
    const RankedGpu win = first->outcome.recommendation.ranking.front();
    // The SLA just above the winner's ITL: it still wins (the feasible set only shrank), and its
    // interval now reaches above the SLA.
    const double sla = std::ceil(win.prediction.itlMs * 10.0 + 0.5) / 10.0;
    QVERIFY(win.prediction.itlMsHigh > sla);
    w->document()->setSlaItlMs(sla);
    QVERIFY(w->waitForResults());
    const Recommendation& rec = w->computeService()->lastResult()->outcome.recommendation;
    QCOMPARE(rec.winner, first->outcome.recommendation.winner);
    QVERIFY(rec.ranking.front().atRisk);
    const QString id = QString::fromStdString(*rec.winner);
    const int row = w->gpuTableModel()->rowOf(id);
    const QString cell = w->gpuTableModel()->index(row, GpuTableModel::MeetsSla).data().toString();
    QVERIFY2(cell.contains(QStringLiteral("at risk")), qPrintable(cell));
    QVERIFY2(w->banner()->plainText().contains(QStringLiteral("at risk")), qPrintable(w->banner()->plainText()));
    QVERIFY(w->banner()->text().atRisk);
    // A GPU well inside the SLA is not marked.
    w->document()->setSlaItlMs(win.prediction.itlMsHigh * 2);
    QVERIFY(w->waitForResults());
    QVERIFY(!w->banner()->plainText().contains(QStringLiteral("at risk")));
}

void TestDeploymentsWindow::winnersWarningsAreInTheBanner()
{
    auto w = makeWindow();
    QLabel* headline = w->banner()->findChild<QLabel*>(QStringLiteral("bannerHeadline"));
    QVERIFY(headline);
    // Qwen2.5-0.5B: a small model outside the training range, so its winner carries warnings.
    w->document()->setModel(QStringLiteral("Qwen/Qwen2.5-0.5B-Instruct"));
    QVERIFY(w->waitForResults());
    const auto result = w->computeService()->lastResult();
    QVERIFY(result->outcome.recommendation.winner);
    const Prediction* p = result->prediction(*result->outcome.recommendation.winner);
    QVERIFY(p && !p->warnings.empty());
    QStringList titles;
    for (const Warning& warning : p->warnings)
        titles << DisplayText::warning(Warning{warning.code, {}});
    titles.removeDuplicates();
    const QString marker = QStringLiteral("⚠ warnings: %1").arg(titles.size());
    QVERIFY2(headline->text().contains(QString(marker).replace(QLatin1Char(' '), QStringLiteral("&nbsp;"))),
             qPrintable(headline->text()));
    QVERIFY2(w->banner()->plainText().contains(marker), qPrintable(w->banner()->plainText()));
    for (const QString& t : titles) {
        QVERIFY2(headline->toolTip().contains(t), qPrintable(headline->toolTip()));
        QVERIFY2(w->banner()->plainText().contains(t), qPrintable(t));
    }
    // A winner without warnings gets no marker and no tooltip.
    w->document()->setModel(QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"));
    QVERIFY(w->waitForResults());
    const auto plain = w->computeService()->lastResult();
    const Prediction* q = plain->prediction(*plain->outcome.recommendation.winner);
    QVERIFY(q);
    QCOMPARE(headline->text().contains(QStringLiteral("warnings:")), !q->warnings.empty());
    QCOMPARE(headline->toolTip().isEmpty(), q->warnings.empty());
}

void TestDeploymentsWindow::applyFixIsOneUndoStep()
{
    auto w = makeWindow();
    // One GPU per replica and an SLA below every GPU's ITL: no winner, and a proven fix.
    w->workloadBar()->gpusCombo()->setCurrentIndex(1); // x 1
    QVERIFY(w->waitForResults());
    double fastest = 1e9;
    for (const Prediction& p : w->computeService()->lastResult()->predictions)
        if (p.fitsMemory)
            fastest = std::min(fastest, p.itlMs);
    // Just below the fastest, then further: the first SLA nothing meets that a change of inputs can
    // (which one depends on the models: an 8B model gains little from more GPUs, a lot from a smaller batch).
    Recommendation rec; // a copy: results move on
    for (double share : {0.95, 0.9, 0.8}) {
        w->document()->setSlaItlMs(std::floor(fastest * share * 10) / 10);
        QVERIFY(w->waitForResults());
        rec = w->computeService()->lastResult()->outcome.recommendation;
        QVERIFY(!rec.winner);
        if (rec.nearestProvenFix)
            break;
    }
    QVERIFY(rec.nearestProvenFix);
    QPushButton* apply = w->banner()->applyFixButton();
    QVERIFY(apply->isVisible());
    QVERIFY(!apply->text().isEmpty());
    const PlanState before = w->document()->state();
    const int steps = w->document()->undoStack()->index();
    apply->click();
    QVERIFY(w->waitForResults());
    QCOMPARE(w->document()->undoStack()->index(), steps + 1);
    QVERIFY(!(w->document()->state() == before));
    QVERIFY2(w->computeService()->lastResult()->outcome.recommendation.winner, qPrintable(w->banner()->plainText()));
    QVERIFY(!w->banner()->applyFixButton()->isVisible());
    w->document()->undoStack()->undo();
    QVERIFY(w->waitForResults());
    QVERIFY(w->document()->state() == before);
    QVERIFY(!w->computeService()->lastResult()->outcome.recommendation.winner);
    // The banner names the GPU by its name, not its catalog id.
    QVERIFY(w->banner()->applyFixButton()->isVisible());
    const std::string id = rec.nearestProvenFix->gpuId;
    const QString name = QString::fromStdString(m_engine->gpus().find(id)->name);
    QVERIFY2(w->banner()->plainText().contains(name), qPrintable(w->banner()->plainText()));
    QVERIFY(!w->banner()->plainText().contains(QString::fromStdString(id)));
}

void TestDeploymentsWindow::slaConfidenceReachesTheRanking()
{
    auto w = makeWindow();
    const std::size_t pointCount = w->computeService()->lastResult()->outcome.recommendation.ranking.size();
    QAction* upper = w->slaUpperBoundAction();
    QVERIFY(upper->isCheckable() && !upper->isChecked());
    upper->trigger();
    QVERIFY(w->waitForResults());
    QCOMPARE(w->document()->state().slaConfidence, SlaConfidence::UpperBound);
    const auto r = w->computeService()->lastResult();
    QCOMPARE(r->request.scenario.slaConfidence, SlaConfidence::UpperBound);
    QVERIFY(r->outcome.recommendation.ranking.size() <= pointCount);
    for (const RankedGpu& g : r->outcome.recommendation.ranking)
        QVERIFY(g.prediction.itlMsHigh <= r->request.scenario.slaItlMs);
    QVERIFY(w->banner()->plainText().contains(QStringLiteral("upper bound")));
    w->document()->undoStack()->undo();
    QVERIFY(w->waitForResults());
    QVERIFY(!upper->isChecked());
    QCOMPARE(w->computeService()->lastResult()->outcome.recommendation.ranking.size(), pointCount);
}

void TestDeploymentsWindow::perGpuPricesAreEditable()
{
    auto w = makeWindow();
    Economics e = w->document()->state().economics;
    e.usdPerGpuHourByGpu["other-catalog-gpu"] = 1.25; // not in this catalog: kept as it is
    EconomicsDialog dialog(e, w.get());
    dialog.setGpus({{"h100-sxm5-80gb", QStringLiteral("NVIDIA H100 SXM5 80GB")}, {"t4-16gb", QStringLiteral("T4")}});
    QTableWidget* table = dialog.priceTable();
    QCOMPARE(table->rowCount(), 2);
    QVERIFY(table->item(0, 1)->text().isEmpty());
    table->item(0, 1)->setText(QStringLiteral("3.5"));
    QVERIFY(dialog.priceError().isEmpty());
    Economics edited = dialog.economics();
    QCOMPARE(edited.usdPerGpuHourByGpu.at("h100-sxm5-80gb"), 3.5);
    QVERIFY(!edited.usdPerGpuHourByGpu.count("t4-16gb"));
    QCOMPARE(edited.usdPerGpuHourByGpu.at("other-catalog-gpu"), 1.25);
    // A bad cell names the GPU and the text, and OK keeps the dialog open.
    for (const QString& bad :
         {QStringLiteral("abc"), QStringLiteral("-1"), QStringLiteral("1e9"), QStringLiteral("nan")}) {
        table->item(1, 1)->setText(bad);
        const QString error = dialog.priceError();
        QVERIFY2(error.contains(QStringLiteral("T4")) && error.contains(bad), qPrintable(error));
        dialog.accept();
        QVERIFY(dialog.result() != QDialog::Accepted);
        QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("economicsError"))->text().contains(bad));
    }
    table->item(1, 1)->setText(QStringLiteral("0.35"));
    QVERIFY(dialog.priceError().isEmpty());
    edited = dialog.economics();
    QCOMPARE(edited.usdPerGpuHourByGpu.at("t4-16gb"), 0.35);
    // Applied through the plan: one undo step, and the costs use the quotes.
    const int steps = w->document()->undoStack()->index();
    w->document()->setEconomics(edited);
    QVERIFY(w->waitForResults());
    QCOMPARE(w->document()->undoStack()->index(), steps + 1);
    QCOMPARE(w->computeService()->lastResult()->request.scenario.economics.usdPerGpuHourByGpu.at("t4-16gb"), 0.35);
    // Reopened, the dialog shows the quotes in the table.
    EconomicsDialog again(w->document()->state().economics, w.get());
    again.setGpus({{"h100-sxm5-80gb", QStringLiteral("NVIDIA H100 SXM5 80GB")}, {"t4-16gb", QStringLiteral("T4")}});
    QCOMPARE(again.priceTable()->item(0, 1)->text(), QLocale().toString(3.5));
}

void TestDeploymentsWindow::reportsNameDeployments()
{
    // Llama-3.1-70B on Auto: the report's rows are deployments of different sizes, each named
    // with its count, and the CSV carries num_gpus; the inputs say how the count was chosen.
    const QString dir = m_tmp.path();
    QProcess p;
    const QString cli = QStringLiteral(WATTGPU_BIN_DIR "/wattgpu-cli");
    for (const QString& ext : {QStringLiteral("csv"), QStringLiteral("html")}) {
        p.start(cli,
                {QStringLiteral("export"), QStringLiteral("--model"),
                 QStringLiteral("meta-llama/Llama-3.1-70B-Instruct"), QStringLiteral("--sla-itl-ms"),
                 QStringLiteral("50"), QStringLiteral("--out"), dir + QStringLiteral("/r.") + ext});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
    }
    QFile csv(dir + QStringLiteral("/r.csv"));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(csv.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    const QStringList header = lines.front().split(QLatin1Char(','));
    const int col = int(header.indexOf(QStringLiteral("num_gpus")));
    QVERIFY(col > 0);
    QSet<QString> counts;
    for (int i = 1; i < lines.size(); ++i)
        counts.insert(lines[i].split(QLatin1Char(','))[col]);
    QVERIFY2(counts.contains(QStringLiteral("1")) && counts.contains(QStringLiteral("2"))
                 && counts.contains(QStringLiteral("4")),
             qPrintable(QStringList(counts.begin(), counts.end()).join(QLatin1Char(' '))));
    QFile html(dir + QStringLiteral("/r.html"));
    QVERIFY(html.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(html.readAll());
    QVERIFY(text.contains(QStringLiteral("1 × B200")));
    QVERIFY(text.contains(QStringLiteral("2 × H100 NVL")));
    QVERIFY(text.contains(QStringLiteral("GPUs per replica chosen per GPU type")));
    // Provenance in plain words with links, not catalog paths or the catalog's source notes.
    QVERIFY(text.contains(QStringLiteral("<a href=\"https://ml.energy/leaderboard\">")));
    QVERIFY(text.contains(QStringLiteral("https://huggingface.co/meta-llama/Llama-3.1-70B-Instruct")));
    QVERIFY(!text.contains(QStringLiteral("PRIMARY")));
    QVERIFY(!text.contains(QStringLiteral("resources/catalog")));
}

void TestDeploymentsWindow::allCountsHoldEveryCount()
{
    // GPUs per replica: All counts. Llama-3.1-70B: every supported count of a GPU type is a row and
    // a point of its own ("2 × H100 SXM5" next to "4 × H100 SXM5"), each with the engine's figures
    // for that count; the table, the chart and the banner agree on the winning deployment; the
    // combo says All counts; leaving a type out leaves every count of it out; undo returns to Auto.
    auto w = makeWindow();
    w->document()->setModel(QStringLiteral("meta-llama/Llama-3.1-70B-Instruct"));
    w->document()->setSlaItlMs(50);
    QVERIFY(w->waitForResults());
    GpuTableModel* t = w->gpuTableModel();
    const int typeRows = t->rowCount();
    QCOMPARE(typeRows, int(m_engine->gpus().gpus().size()));
    w->document()->setAllGpuCounts();
    QVERIFY(w->waitForResults());
    const auto result = w->computeService()->lastResult();
    QCOMPARE(result->request.scenario.gpuCountMode, GpuCountMode::AllCounts);
    auto* combo = w->findChild<WorkloadBar*>()->findChild<QComboBox*>(QStringLiteral("gpusPerReplica"));
    QVERIFY(combo);
    QCOMPARE(combo->currentText(), QStringLiteral("All counts"));
    // The plan keeps it.
    PlanError planError;
    const auto reread = PlanIo::parse(PlanIo::serialize(w->document()->state()), &planError);
    QVERIFY(reread);
    QCOMPARE(reread->gpuCountMode, GpuCountMode::AllCounts);

    // The oracle: the engine on the same scenario, every catalog GPU.
    Scenario every = result->request.scenario;
    every.gpuIds.reset();
    const auto expected = m_engine->predict(every);
    QVERIFY(expected);
    QCOMPARE(t->rowCount(), int(expected.value().size()));
    QVERIFY(t->rowCount() > typeRows);
    int h100Rows = 0;
    for (const Prediction& p : expected.value()) {
        const QString key = QString::fromStdString(deploymentKey(p, GpuCountMode::AllCounts));
        const int row = t->rowOf(key);
        QVERIFY2(row >= 0, qPrintable(key));
        QCOMPARE(t->index(row, GpuTableModel::Gpu).data().toString(),
                 DisplayText::oodMarked(DisplayText::deploymentName(*m_engine->gpus().find(p.gpuId), p.numGpus),
                                        p.outOfDistribution));
        if (p.fitsMemory) {
            QCOMPARE(t->index(row, GpuTableModel::Itl).data(RawValueRole).toDouble(), p.itlMs);
            QCOMPARE(t->index(row, GpuTableModel::Power).data(RawValueRole).toDouble(), p.powerW);
        }
        QVERIFY2(w->chartModel().point(key), qPrintable(key));
        h100Rows += p.gpuId == "h100-sxm5-80gb" && p.fitsMemory ? 1 : 0;
    }
    QVERIFY2(h100Rows >= 2, qPrintable(QString::number(h100Rows)));

    const auto rec = m_engine->recommend(result->request.scenario);
    QVERIFY(rec && rec.value().winner);
    const QString winner = QString::fromStdString(
        deploymentKey(*rec.value().winner, rec.value().winnerNumGpus, GpuCountMode::AllCounts));
    QCOMPARE(w->chartModel().winnerId.value_or(QString()), winner);
    QCOMPARE(t->verdict(t->rowOf(winner)), GpuTableModel::Verdict::Winner);
    int winners = 0;
    for (int r = 0; r < t->rowCount(); ++r)
        winners += t->verdict(r) == GpuTableModel::Verdict::Winner ? 1 : 0;
    QCOMPARE(winners, 1);
    const GpuSpec* winnerSpec = m_engine->gpus().find(*rec.value().winner);
    QVERIFY2(w->banner()->plainText().contains(DisplayText::deploymentName(*winnerSpec, rec.value().winnerNumGpus)),
             qPrintable(w->banner()->plainText()));

    // The compare view holds two counts of one GPU type as two cards, each with its own figures.
    QStringList h100Keys;
    for (const GpuPoint& g : w->chartModel().points)
        if (g.gpuId.startsWith(QStringLiteral("h100-sxm5-80gb@")) && g.fits())
            h100Keys << g.gpuId;
    QVERIFY(h100Keys.size() >= 2);
    const QString compare = m_tmp.filePath(QStringLiteral("compare-counts.html"));
    QVERIFY(w->exportCompareView(compare, h100Keys.mid(0, 2), report::PageSize::A4));
    QFile compared(compare);
    QVERIFY(compared.open(QIODevice::ReadOnly));
    const QString comparedText = QString::fromUtf8(compared.readAll());
    for (const QString& key : h100Keys.mid(0, 2)) {
        const QString name = w->chartModel().point(key)->label;
        QVERIFY2(comparedText.contains(name), qPrintable(name));
    }
    for (const QString& key : h100Keys.mid(2)) // the counts not picked are not in it
        QVERIFY2(!comparedText.contains(w->chartModel().point(key)->label), qPrintable(key));

    // Leaving H100 SXM5 out leaves each of its counts out, in the table and the chart.
    w->document()->setGpusIncluded({QStringLiteral("h100-sxm5-80gb")}, false);
    QVERIFY(w->waitForResults());
    for (int r = 0; r < t->rowCount(); ++r) {
        const QString key = t->gpuIdAt(r);
        if (key.startsWith(QStringLiteral("h100-sxm5-80gb@"))) {
            QCOMPARE(t->verdict(r), GpuTableModel::Verdict::NotCompared);
            QVERIFY(!w->chartModel().point(key));
        }
    }
    // Undo twice: back to Auto, one row per GPU type.
    w->document()->undoStack()->undo();
    w->document()->undoStack()->undo();
    QVERIFY(w->waitForResults());
    QCOMPARE(w->computeService()->lastResult()->request.scenario.gpuCountMode, GpuCountMode::Auto);
    QCOMPARE(t->rowCount(), typeRows);
    QCOMPARE(combo->currentText(), QStringLiteral("Auto"));
}

// Plan → Speculative decoding and network (issue 37): the dialog's EAGLE defaults, one undo step,
// the window's figures those of core's prediction with the same speculation, saved in the plan and
// refused when out of range.
void TestDeploymentsWindow::speculationAndNetworkFromThePlanMenu()
{
    auto w = makeWindow();
    PlanState plan;
    plan.modelId = QStringLiteral("meta-llama/Llama-3.1-70B-Instruct");
    plan.workload.batch = 1;
    w->document()->reset(plan, {});
    QVERIFY(w->waitForResults());
    const auto itlOf = [&](const std::string& gpu) {
        for (const DeploymentRow& r : w->computeService()->lastResult()->outcome.rows)
            if (r.prediction.gpuId == gpu && r.hasFigures())
                return r.prediction.itlMs;
        return 0.0;
    };
    const double plain = itlOf("h100-sxm5-80gb");
    QVERIFY(plain > 0);

    DeploymentDialog dialog(w->document()->state().workload);
    QCOMPARE(dialog.methodCombo()->currentIndex(), 0);
    QVERIFY(!dialog.tokensSpin()->isEnabled());
    QVERIFY(!dialog.speculation().active());
    QVERIFY(!dialog.interNodeGbS());
    dialog.methodCombo()->setCurrentIndex(1); // EAGLE head: its defaults
    QCOMPARE(dialog.tokensSpin()->value(), speculationDefaults(SpecMethod::Eagle).draftTokens);
    QCOMPARE(dialog.acceptanceSpin()->value(), speculationDefaults(SpecMethod::Eagle).acceptance);
    dialog.linkSpin()->setValue(200);
    QUndoStack* undo = w->document()->undoStack();
    const int steps = undo->count();
    w->document()->setDeploymentOptions(dialog.speculation(), dialog.interNodeGbS());
    QCOMPARE(undo->count(), steps + 1);
    QCOMPARE(w->document()->state().workload.speculation.method, SpecMethod::Eagle);
    QCOMPARE(w->document()->state().workload.interNodeGbS, std::optional<double>(200));
    QVERIFY(w->waitForResults());
    const double eagle = itlOf("h100-sxm5-80gb");
    QVERIFY2(eagle > 0 && eagle < plain, qPrintable(QStringLiteral("EAGLE %1 ms, plain %2 ms").arg(eagle).arg(plain)));
    // The same figure as core's prediction of that deployment with the same speculation.
    const Scenario sc = w->computeService()->lastResult()->request.scenario;
    const auto core = m_engine->predict(sc, "default");
    QVERIFY(core);
    bool found = false;
    for (const Prediction& p : core.value())
        if (p.gpuId == "h100-sxm5-80gb" && p.fitsMemory && p.itlMs == eagle)
            found = true;
    QVERIFY(found);
    // Saved and read back; a draft model or an out-of-range value is refused naming the field.
    PlanError error;
    const QByteArray bytes = PlanIo::serialize(w->document()->state());
    const auto back = PlanIo::parse(bytes, &error);
    QVERIFY(back && *back == w->document()->state());
    for (const auto& [key, value, field] :
         {std::tuple{"method", QJsonValue(QStringLiteral("draft")), "workload.speculation.method"},
          std::tuple{"draftTokens", QJsonValue(0), "workload.speculation.draftTokens"},
          std::tuple{"acceptance", QJsonValue(1.5), "workload.speculation.acceptance"}}) {
        QJsonObject root = QJsonDocument::fromJson(bytes).object();
        QJsonObject workload = root.value(QStringLiteral("workload")).toObject();
        QJsonObject spec = workload.value(QStringLiteral("speculation")).toObject();
        spec.insert(QString::fromLatin1(key), value);
        workload.insert(QStringLiteral("speculation"), spec);
        root.insert(QStringLiteral("workload"), workload);
        QVERIFY(!PlanIo::parse(QJsonDocument(root).toJson(), &error));
        QCOMPARE(error.field, QString::fromLatin1(field));
    }
    undo->undo();
    QVERIFY(!w->document()->state().workload.speculation.active());
    QVERIFY(!w->document()->state().workload.interNodeGbS);
}

WATTGPU_TEST_MAIN(TestDeploymentsWindow)
#include "test_deployments_window.moc"
