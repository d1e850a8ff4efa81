#include "ui/widgets/chart_panel.h"

#include "ui/charts/load_sweep_chart.h"
#include "ui/charts/objective_chart.h"
#include "ui/charts/power_itl_chart.h"
#include "ui/charts/sla_sweep_chart.h"
#include "ui/models/plan.h"
#include "ui/models/sweep_gpu_model.h"
#include "ui/widgets/capacity_view.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QStyle>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>

namespace wattgpu::ui {

ChartPanel::ChartPanel(QWidget* parent) : QWidget(parent), m_sweepModel(new SweepGpuModel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("chartTabs"));
    m_tabs->setDocumentMode(true);
    layout->addWidget(m_tabs);

    auto wrap = [this](ChartAdapter* chart) {
        chart->plot()->setMinimumSize(320, 220);
        chart->plot()->setObjectName(chart->chartId());
        return chart->plot();
    };
    m_powerItl = new PowerItlChart(this);
    m_objective = new ObjectiveChart(this);
    m_loadSweep = new LoadSweepChart(this);
    m_slaSweep = new SlaSweepChart(this);
    m_charts = {m_powerItl, m_objective, m_loadSweep, m_slaSweep};

    m_tabs->addTab(wrap(m_powerItl), QString());
    m_tabs->addTab(wrap(m_objective), QString());
    auto* sweepPage = new QWidget(this);
    auto* sweepLayout = new QHBoxLayout(sweepPage);
    sweepLayout->setContentsMargins(0, 0, 0, 0);
    sweepLayout->addWidget(wrap(m_loadSweep), 1);
    auto* side = new QVBoxLayout;
    m_sweepHint = new QLabel(sweepPage);
    m_sweepHint->setWordWrap(true);
    m_sweepList = new QListView(sweepPage);
    m_sweepList->setObjectName(QStringLiteral("sweepGpuList"));
    m_sweepList->setModel(m_sweepModel);
    m_sweepList->setFixedWidth(220);
    m_sweepHint->setBuddy(m_sweepList);
    m_sweepHint->setMaximumWidth(220);
    side->addWidget(m_sweepHint);
    side->addWidget(m_sweepList, 1);
    sweepLayout->addLayout(side);
    m_tabs->addTab(sweepPage, QString());
    m_tabs->addTab(wrap(m_slaSweep), QString());
    m_capacity = new CapacityView(this);
    m_tabs->addTab(m_capacity, QString());

    m_export = new QToolButton(this);
    m_export->setObjectName(QStringLiteral("exportChart"));
    m_export->setAutoRaise(true);
    m_export->setIcon(style()->standardIcon(QStyle::SP_DialogSaveButton));
    m_tabs->setCornerWidget(m_export, Qt::TopRightCorner);
    connect(m_export, &QToolButton::clicked, this, &ChartPanel::exportRequested);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int i) {
        rebuildIfDirty(i);
        if (i >= 0 && i < chartTabIds().size())
            emit currentChartChanged(chartTabIds().at(i));
    });
    connect(m_sweepModel, &SweepGpuModel::checkedChanged, this, &ChartPanel::sweepGpusChanged);
    for (ChartAdapter* c : m_charts)
        connect(c, &ChartAdapter::pointClicked, this, &ChartPanel::gpuClicked);
    retranslateUi();
}

void ChartPanel::setModel(const ChartModel& model, int currentBatch, bool sweepsOnly)
{
    m_model = model;
    m_batch = currentBatch;
    if (sweepsOnly) {
        m_dirty[2] = m_dirty[3] = true;
    } else {
        m_dirty.fill(true);
    }
    rebuildIfDirty(m_tabs->currentIndex());
}

void ChartPanel::rebuildIfDirty(int index)
{
    if (index < 0 || index >= int(m_charts.size()) || !m_dirty[index])
        return;
    m_dirty[index] = false;
    m_loadSweep->setCurrentBatch(m_batch);
    m_charts[index]->setModel(m_model);
}

void ChartPanel::setCapacity(const ComputeResultPtr& result, const GpuCatalog& gpus)
{
    m_capacity->setResult(result, gpus);
}

void ChartPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitExportButton();
    fitTitles();
}

int ChartPanel::heightForPlot(int plotHeight) const
{
    // The plot's axes and legend as last laid out (before that, about four lines of text), and
    // the tab bar.
    const ChartAdapter* chart = currentAdapter() ? currentAdapter() : m_powerItl;
    int overhead = chart->overheadHeight(false);
    if (overhead <= 0)
        overhead = 4 * fontMetrics().height();
    return m_tabs->tabBar()->sizeHint().height() + overhead + plotHeight;
}

int ChartPanel::titlesFromHeight() const
{
    // Room for the titles (a bold line and a wrapped subtitle, about three lines) on top of a
    // plot 260 px tall.
    return heightForPlot(260) + 3 * fontMetrics().height() + 6;
}

void ChartPanel::fitTitles()
{
    const bool shown = height() >= titlesFromHeight();
    for (ChartAdapter* c : m_charts)
        if (c->titlesShown() != shown)
            c->setTitlesShown(shown);
}

void ChartPanel::setSelectedGpu(const QString& gpuId) { m_powerItl->setSelectedGpu(gpuId); }

void ChartPanel::fitExportButton()
{
    // Every chart's tab name stays whole (no scroll arrows hiding a chart): when the tabs and the
    // export button's text do not fit side by side, the button shows only its icon (its tooltip
    // says what it does), and on the narrowest window it leaves the corner to the tabs; File ▸
    // Export chart… (Ctrl+E) does the same.
    const int tabs = m_tabs->tabBar()->sizeHint().width() + 8;
    m_export->setToolButtonStyle(Qt::ToolButtonTextOnly);
    const int withText = m_export->sizeHint().width();
    m_export->setToolButtonStyle(Qt::ToolButtonIconOnly);
    const int iconOnly = m_export->sizeHint().width();
    m_export->setToolButtonStyle(tabs + withText <= width() ? Qt::ToolButtonTextOnly : Qt::ToolButtonIconOnly);
    m_export->setVisible(tabs + iconOnly <= width());
}

void ChartPanel::flush() { rebuildIfDirty(m_tabs->currentIndex()); }

void ChartPanel::setTheme(const ChartTheme& theme)
{
    for (ChartAdapter* c : m_charts)
        c->setTheme(theme);
}

void ChartPanel::setSweepChoice(const QStringList& ids, const QStringList& names, const QStringList& checked)
{
    // Neither call emits checkedChanged, so this does not feed back into the plan.
    m_sweepModel->setGpus(ids, names);
    m_sweepModel->setChecked(checked);
    // Wide enough for the longest deployment name ("8 × RTX PRO 6000 Blackwell 96GB") with its
    // check box and a scroll bar, so no name is elided; capped so the chart keeps the page.
    const int chrome = 2 * m_sweepList->frameWidth() + m_sweepList->style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    const int width = std::clamp(m_sweepList->sizeHintForColumn(0) + chrome + 4, 180, 340);
    m_sweepList->setFixedWidth(width);
    m_sweepHint->setMaximumWidth(width);
}

QString ChartPanel::currentChart() const
{
    const int i = m_tabs->currentIndex();
    return i >= 0 && i < chartTabIds().size() ? chartTabIds().at(i) : QString();
}

void ChartPanel::setCurrentChart(const QString& id)
{
    const int i = chartTabIds().indexOf(id);
    if (i >= 0)
        m_tabs->setCurrentIndex(i);
}

ChartAdapter* ChartPanel::chart(const QString& id) const
{
    const int i = chartTabIds().indexOf(id);
    return i >= 0 && i < int(m_charts.size()) ? m_charts[i] : nullptr;
}

ChartAdapter* ChartPanel::currentAdapter() const
{
    const int i = m_tabs->currentIndex();
    return i >= 0 && i < int(m_charts.size()) ? m_charts[i] : nullptr;
}

void ChartPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ChartPanel::retranslateUi()
{
    m_tabs->setTabText(0, tr("Power vs latency"));
    m_tabs->setTabText(1, tr("Objective per GPU"));
    m_tabs->setTabText(2, tr("Load sweep"));
    m_tabs->setTabText(3, tr("SLA sweep"));
    m_tabs->setTabToolTip(0, tr("Each GPU's predicted mean power against its inter-token latency (Ctrl+1)"));
    m_tabs->setTabToolTip(1, tr("The objective per GPU, best first (Ctrl+2)"));
    m_tabs->setTabToolTip(2,
                          tr("Latency and power as concurrency (offline) or the request rate (server) grows (Ctrl+3)"));
    m_tabs->setTabToolTip(3, tr("Which GPU wins for each SLA (Ctrl+4)"));
    m_tabs->setTabText(4, tr("Capacity"));
    m_tabs->setTabToolTip(4,
                          tr("Server mode: replicas, GPUs, fleet power, energy and cost per GPU type for the "
                             "target request rate (Ctrl+5)"));
    m_export->setText(tr("E&xport chart…"));
    m_export->setToolTip(tr("Save the visible chart (or the capacity table) as PNG, SVG or PDF"));
    m_sweepHint->setText(tr("Pic&k GPUs to compare (up to %1):").arg(SweepGpuModel::kMaxChecked));
    fitExportButton();
    m_dirty.fill(true);
    rebuildIfDirty(m_tabs->currentIndex());
}

} // namespace wattgpu::ui
