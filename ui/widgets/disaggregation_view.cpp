#include "ui/widgets/disaggregation_view.h"

#include "ui/charts/chart_common.h"
#include "ui/charts/chart_theme.h"
#include "ui/text/display_text.h"
#include "ui/widgets/capacity_cells.h"

#include <QBoxLayout>
#include <QCheckBox>
#include <QLabel>
#include <QTableWidget>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace wattgpu::ui {

namespace {
// The energy first after the deployment: it decides the recommendation, and a small window still shows it.
enum Col { Deployment, Gpus, Energy, Ttft, Itl, Power, PrefillPower, DecodePower, KvMove, Verdict, ColCount };

QString poolsName(const DisaggregatedPlan& p, const QHash<QString, QString>& names)
{
    const auto pool = [&](const PoolLayout& l) {
        return DisplayText::deploymentName(capacity::gpuName(names, l.gpu ? l.gpu->id : std::string()),
                                           l.gpusPerWorker);
    };
    //: disaggregated serving: prefill workers and decode workers, "1P(8 × H200) + 2D(8 × H200)"
    return DisaggregationView::tr("%1P(%2) + %3D(%4)")
        .arg(p.prefill.workers)
        .arg(pool(p.prefill))
        .arg(p.decode.workers)
        .arg(pool(p.decode));
}

QString fleetName(const CapacityRow& r, const QHash<QString, QString>& names)
{
    //: a fleet of replicas: "2 × (4 × MI350X 288GB)"
    return DisaggregationView::tr("%1 × (%2)")
        .arg(r.replicas)
        .arg(DisplayText::deploymentName(capacity::gpuName(names, r.gpuId), r.gpusPerReplica));
}

// A TTFT interval whose upper end saturates the prefill pool (core's infinite upper end).
QString ttftText(const DisaggregatedPlan& p)
{
    if (std::isfinite(p.ttftMsHigh))
        return DisplayText::interval(p.ttftMs, p.ttftMsLow, p.ttftMsHigh);
    //: a TTFT with an interval whose upper end has no bound: "283 (71–∞)"
    return DisaggregationView::tr("%1 (%2–∞)").arg(DisplayText::number(p.ttftMs), DisplayText::number(p.ttftMsLow));
}

QString jPerToken(double j) { return DisplayText::withUnit(j, DisaggregationView::tr("J/token")); }
} // namespace

DisaggregationView::DisaggregationView(QWidget* parent)
    : CapacitySection(QStringLiteral("disaggregationView"), QStringLiteral("disaggregationSummary"),
                      QStringLiteral("disaggregationTable"), ColCount, parent)
{
    m_check = new QCheckBox(this);
    m_check->setObjectName(QStringLiteral("compareDisaggregated"));
    static_cast<QBoxLayout*>(layout())->insertWidget(0, m_check);
    m_chart = new QCustomPlot(this);
    m_chart->setObjectName(QStringLiteral("disaggregationChart"));
    m_chart->setMinimumHeight(220);
    placeLegendBelow(m_chart, 1, 3); // not over the points
    m_chart->setVisible(false);
    layout()->addWidget(m_chart);
    retranslateUi();
}

void DisaggregationView::rebuild()
{
    m_table->setRowCount(0);
    m_table->setVisible(false);
    m_chart->setVisible(false);
    m_recommendedRow = -1;
    if (!m_result) {
        m_summary->clear();
        return;
    }
    const Scenario& sc = m_result->request.scenario;
    if (!sc.rateRps()) {
        m_summary->setText(tr("Disaggregated pools are sized for a request rate: switch the scenario to "
                              "<b>Server</b>."));
        return;
    }
    if (!sc.compareDisaggregated) {
        m_summary->setText(tr("Tick the box above to plan prompts' prefill and the decode of their tokens on "
                              "separate pools of GPUs, and to compare that with aggregated serving at this rate."));
        return;
    }
    const auto& answer = m_result->outcome.fleet.disaggregation;
    if (!answer) {
        if (m_result->sweeps.done && m_result->sweeps.error)
            m_summary->setText(tr("Disaggregated serving could not be planned: %1")
                                   .arg(QString::fromStdString(m_result->sweeps.error->message()).toHtmlEscaped()));
        else
            m_summary->setText(tr("Planning disaggregated serving…"));
        return;
    }
    const FleetAnswers::Disaggregation& d = *answer;
    const ServingChoice& choice = d.choice;
    QStringList lines;
    //: disaggregated serving: the rate both kinds of serving are sized for
    lines << tr("Prefill and decode on separate pools at %1 for the whole service, against aggregated serving at the "
                "same rate.")
                 .arg(DisplayText::withUnit(d.rateRps, tr("req/s")));
    const QString agg = choice.aggregated ? fleetName(*choice.aggregated, m_names).toHtmlEscaped() : QString();
    const QString dis = choice.disaggregated ? poolsName(*choice.disaggregated, m_names).toHtmlEscaped() : QString();
    if (choice.aggregated && choice.disaggregated) {
        const QString saving = DisplayText::number(choice.energySavingPercent.value_or(0), 2);
        const QString aj = jPerToken(choice.aggregated->energyPerTokenJ);
        const QString dj = jPerToken(choice.disaggregated->energyPerTokenJ);
        lines << (choice.disaggregatedWins
                      ? tr("<b>Disaggregated serving is recommended</b>: %1 uses %2 % less energy per token than "
                           "aggregated %3 (%4 against %5).")
                            .arg(dis, saving, agg, dj, aj)
                      : tr("<b>Aggregated serving is recommended</b>: %1 uses %2 % less energy per token than the best "
                           "disaggregated plan, %3 (%4 against %5).")
                            .arg(agg, saving, dis, aj, dj));
    } else if (choice.disaggregated) {
        lines << tr("<b>Disaggregated serving is recommended</b>: no aggregated fleet meets the SLA at this rate; %1 "
                    "does (%2).")
                     .arg(dis, jPerToken(choice.disaggregated->energyPerTokenJ));
    } else if (choice.aggregated) {
        lines << tr("<b>Aggregated serving is recommended</b>: no disaggregated plan meets the SLA at this rate; %1 "
                    "does (%2).")
                     .arg(agg, jPerToken(choice.aggregated->energyPerTokenJ));
    } else {
        lines << tr("Neither aggregated nor disaggregated serving meets the SLA at this rate.");
    }
    //: disaggregated serving: why every row is out of distribution; %1: "median ITL"
    lines << tr("Disaggregated serving was never measured: each pool is predicted from aggregated runs, plus the KV "
                "cache's move between them, so every disaggregated row is out of distribution. ITL is the %1.")
                 .arg(DisplayText::itlMetric(sc.workload.itlMetric));
    m_summary->setText(lines.join(QLatin1Char(' ')));

    const QString dash = tr("—");
    const int rows = int(d.plans.size()) + (choice.aggregated ? 1 : 0);
    m_table->setVisible(true);
    m_table->setSortingEnabled(false);
    m_table->setRowCount(rows);
    int row = 0;
    if (const auto& a = choice.aggregated) {
        //: the best aggregated fleet, first row of the disaggregated comparison
        auto* name = new QTableWidgetItem(tr("Aggregated: %1").arg(fleetName(*a, m_names)));
        m_table->setItem(row, Deployment, name);
        m_table->setItem(row, Gpus, capacity::numberItem(double(a->totalGpus), QString::number(a->totalGpus)));
        m_table->setItem(row, Ttft, capacity::numberItem(a->ttftMs, DisplayText::number(a->ttftMs)));
        m_table->setItem(row, KvMove, capacity::numberItem(0, dash));
        m_table->setItem(row, Itl, capacity::numberItem(a->itlMs, DisplayText::number(a->itlMs)));
        m_table->setItem(row, PrefillPower, capacity::numberItem(0, dash));
        m_table->setItem(row, DecodePower, capacity::numberItem(0, dash));
        m_table->setItem(row, Power, capacity::numberItem(a->fleetPowerW, DisplayText::number(a->fleetPowerW)));
        m_table->setItem(row, Energy,
                         capacity::numberItem(a->energyPerTokenJ, DisplayText::number(a->energyPerTokenJ)));
        m_table->setItem(row, Verdict, new QTableWidgetItem(a->atRisk ? tr("at risk") : tr("meets")));
        if (!choice.disaggregatedWins)
            m_recommendedRow = row;
        ++row;
    }
    for (const DisaggregatedPlan& p : d.plans) {
        if (!p.feasible) {
            // Which worker sizes were tried is core's detail: the GPU type and why none fits.
            const std::string id = p.prefill.gpu ? p.prefill.gpu->id : std::string();
            m_table->setItem(row, Deployment, new QTableWidgetItem(capacity::gpuName(m_names, id)));
            for (int c = Gpus; c < Verdict; ++c)
                m_table->setItem(row, c, capacity::numberItem(0, dash));
            auto* why = new QTableWidgetItem(QString::fromStdString(p.reason));
            why->setToolTip(why->text());
            m_table->setItem(row, Verdict, why);
            capacity::dimRow(m_table, row);
            ++row;
            continue;
        }
        auto* name = new QTableWidgetItem(DisplayText::oodMarked(poolsName(p, m_names), p.outOfDistribution));
        name->setToolTip(tr("Prefill: %1 workers of %2 GPUs, each %3 % busy; decode: %4 workers of %5 GPUs, %6 "
                            "requests in decode on each")
                             .arg(p.prefill.workers)
                             .arg(p.prefill.gpusPerWorker)
                             .arg(DisplayText::number(100.0 * p.prefillUtilisation, 2))
                             .arg(p.decode.workers)
                             .arg(p.decode.gpusPerWorker)
                             .arg(DisplayText::number(p.decodeConcurrency)));
        m_table->setItem(row, Deployment, name);
        m_table->setItem(row, Gpus, capacity::numberItem(double(p.totalGpus), QString::number(p.totalGpus)));
        auto* ttft = capacity::numberItem(p.ttftMs, ttftText(p));
        if (!std::isfinite(p.ttftMsHigh))
            ttft->setToolTip(tr("A prefill as slow as its interval's upper end saturates the prefill pool: the wait "
                                "then has no bound"));
        m_table->setItem(row, Ttft, ttft);
        auto* kv = capacity::numberItem(p.kv.seconds * 1e3, DisplayText::number(p.kv.seconds * 1e3));
        kv->setToolTip(tr("%1 per request over %2%3")
                           .arg(DisplayText::bytes(p.kv.bytes), DisplayText::withUnit(p.kv.linkGbS, tr("GB/s")),
                                p.kv.estimated ? tr(" (estimated link)") : QString()));
        m_table->setItem(row, KvMove, kv);
        m_table->setItem(row, Itl,
                         capacity::numberItem(p.itlMs, DisplayText::interval(p.itlMs, p.itlMsLow, p.itlMsHigh)));
        m_table->setItem(row, PrefillPower,
                         capacity::numberItem(p.prefillPowerW, DisplayText::number(p.prefillPowerW)));
        m_table->setItem(row, DecodePower, capacity::numberItem(p.decodePowerW, DisplayText::number(p.decodePowerW)));
        m_table->setItem(row, Power,
                         capacity::numberItem(p.powerW, DisplayText::interval(p.powerW, p.powerWLow, p.powerWHigh)));
        m_table->setItem(row, Energy,
                         capacity::numberItem(
                             p.energyPerTokenJ,
                             DisplayText::interval(p.energyPerTokenJ, p.energyPerTokenJLow, p.energyPerTokenJHigh)));
        auto* verdict = new QTableWidgetItem(!p.meetsSla    ? QString::fromStdString(p.reason)
                                                 : p.atRisk ? tr("at risk")
                                                            : tr("meets"));
        verdict->setToolTip(verdict->text());
        m_table->setItem(row, Verdict, verdict);
        if (choice.disaggregatedWins && choice.disaggregated && choice.disaggregated->label == p.label)
            m_recommendedRow = row;
        ++row;
    }
    if (m_recommendedRow >= 0)
        for (int c = 0; c < ColCount; ++c)
            capacity::boldCell(m_table->item(m_recommendedRow, c));
    rebuildChart();
}

void DisaggregationView::rebuildChart()
{
    const FleetAnswers::Disaggregation& d = *m_result->outcome.fleet.disaggregation;
    const ServingChoice& choice = d.choice;
    QCustomPlot* p = m_chart;
    p->clearGraphs();
    p->clearItems();
    const ChartTheme theme = ChartTheme::forName(palette().color(QPalette::Window).lightness() < 128);
    theme.apply(p);
    const auto series = [&](const QString& name, const QColor& colour, QCPScatterStyle::ScatterShape shape,
                            double size) {
        QCPGraph* g = p->addGraph();
        g->setName(name);
        g->setLineStyle(QCPGraph::lsNone);
        g->setScatterStyle(QCPScatterStyle(shape, colour, colour, size));
        return g;
    };
    // Every fleet and plan that meets the SLA: TTFT (ms) against energy per output token (J).
    QCPGraph* aggregated = series(tr("Aggregated fleets"), theme.feasible, QCPScatterStyle::ssCircle, 7);
    QCPGraph* pools = series(tr("Disaggregated pools"), theme.pareto, QCPScatterStyle::ssTriangle, 8);
    QCPGraph* best = series(tr("Recommended"), theme.winner, QCPScatterStyle::ssStar, 14);
    double xLo = 0, xHi = 0, yLo = 0, yHi = 0;
    const auto add = [&](QCPGraph* g, double ttft, double j) {
        if (!(ttft > 0) || !(j > 0) || !std::isfinite(ttft) || !std::isfinite(j))
            return;
        g->addData(ttft, j);
        xLo = xLo > 0 ? std::min(xLo, ttft) : ttft;
        xHi = std::max(xHi, ttft);
        yLo = yLo > 0 ? std::min(yLo, j) : j;
        yHi = std::max(yHi, j);
    };
    for (const CapacityRow& r : d.aggregated.rows)
        if (r.replicas > 0)
            add(aggregated, r.ttftMs, r.energyPerTokenJ);
    for (const DisaggregatedPlan& plan : d.plans)
        if (plan.meetsSla)
            add(pools, plan.ttftMs, plan.energyPerTokenJ);
    QString winner;
    if (choice.disaggregatedWins && choice.disaggregated) {
        add(best, choice.disaggregated->ttftMs, choice.disaggregated->energyPerTokenJ);
        winner = poolsName(*choice.disaggregated, m_names);
    } else if (choice.aggregated) {
        add(best, choice.aggregated->ttftMs, choice.aggregated->energyPerTokenJ);
        winner = fleetName(*choice.aggregated, m_names);
    }
    if (!(xHi > 0)) // nothing meets the SLA: the summary says so
        return;
    if (best->dataCount() > 0) {
        auto* label = new QCPItemText(p);
        label->position->setCoords(best->data()->begin()->key, best->data()->begin()->value);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
        label->setPadding(QMargins(6, 0, 0, 4));
        label->setText(tr("★ %1").arg(winner));
        label->setColor(theme.text);
        label->setFont(theme.font(9, true));
        label->setClipToAxisRect(false);
    }
    for (QCPAxis* a : {p->xAxis, p->yAxis})
        a->setScaleType(QCPAxis::stLogarithmic);
    useLogTicks(p->xAxis, xLo / 1.4, xHi * 1.4);
    useLogTicks(p->yAxis, yLo / 1.4, yHi * 1.4);
    p->xAxis->setRange(xLo / 1.4, xHi * 1.4);
    p->yAxis->setRange(yLo / 1.4, yHi * 1.4);
    p->xAxis->setLabel(tr("TTFT (ms)"));
    p->yAxis->setLabel(tr("J/token")); // short enough for the chart's height in every language
    for (QCPGraph* g : {aggregated, pools, best})
        if (g->dataCount() == 0)
            g->removeFromLegend();
    m_chart->setVisible(true);
    p->replot();
}

void DisaggregationView::retranslateUi()
{
    m_check->setText(tr("Compare disaggregated prefill/decode"));
    m_check->setToolTip(tr("Also plan prompts' prefill and the decode of their tokens on separate pools of GPUs (the "
                           "KV cache moves between them), sized for the service's rate, and compare that with "
                           "aggregated serving"));
    m_table->setHorizontalHeaderLabels({tr("Deployment"), tr("GPUs"), tr("J/token"), tr("TTFT (ms)"), tr("ITL (ms)"),
                                        tr("Power (W)"), tr("Prefill (W)"), tr("Decode (W)"), tr("KV move (ms)"),
                                        tr("SLA")});
    m_table->horizontalHeaderItem(Ttft)->setToolTip(
        tr("Time to first token: the prefill pool's queue wait and prefill plus the KV cache's move, ms, with its "
           "interval"));
    m_table->horizontalHeaderItem(KvMove)->setToolTip(
        tr("One request's KV cache from its prefill worker to a decode worker over their network links, ms"));
    m_table->horizontalHeaderItem(Itl)->setToolTip(
        tr("The decode pool's gaps between tokens at its concurrency, ms, with the interval, in the plan's ITL "
           "definition"));
    m_table->horizontalHeaderItem(PrefillPower)->setToolTip(tr("The prefill pool's predicted mean GPU power, W"));
    m_table->horizontalHeaderItem(DecodePower)->setToolTip(tr("The decode pool's predicted mean GPU power, W"));
    m_table->horizontalHeaderItem(Power)->setToolTip(tr("Both pools' (or the aggregated fleet's) mean GPU power, W"));
    m_table->horizontalHeaderItem(Energy)->setToolTip(tr("GPU energy per output token, J, with its interval"));
    rebuild();
}

} // namespace wattgpu::ui
