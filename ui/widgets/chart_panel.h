#pragma once
// The four charts as tabs, plus the capacity table (server mode). Only the visible chart is
// rebuilt when results arrive; the others catch up when shown. The load-sweep tab has a
// checkable GPU list beside its chart. On a short window the charts leave their title rows to
// the plot (the tab names the chart; exports keep them).
#include "ui/charts/chart_theme.h"
#include "ui/models/chart_data.h"

#include <QWidget>

#include <array>

class QLabel;
class QListView;
class QTabWidget;
class QToolButton;

namespace wattgpu::ui {

class CapacityView;
class ChartAdapter;
class LoadSweepChart;
class ObjectiveChart;
class PowerItlChart;
class SlaSweepChart;
class SweepGpuModel;

class ChartPanel : public QWidget {
    Q_OBJECT
public:
    explicit ChartPanel(QWidget* parent = nullptr);

    // `sweepsOnly`: only the sweep data changed (phase 2); the first two charts keep theirs.
    void setModel(const ChartModel& model, int currentBatch, bool sweepsOnly = false);
    void setTheme(const ChartTheme& theme);
    void setSweepChoice(const QStringList& ids, const QStringList& names, const QStringList& checked);

    QString currentChart() const;
    void setCurrentChart(const QString& id);
    ChartAdapter* chart(const QString& id) const;
    ChartAdapter* currentAdapter() const;
    PowerItlChart* powerItl() const { return m_powerItl; }
    ObjectiveChart* objective() const { return m_objective; }
    LoadSweepChart* loadSweep() const { return m_loadSweep; }
    SlaSweepChart* slaSweep() const { return m_slaSweep; }
    CapacityView* capacity() const { return m_capacity; }
    void setCapacity(const ComputeResultPtr& result, const GpuCatalog& gpus);
    SweepGpuModel* sweepModel() const { return m_sweepModel; }
    QTabWidget* tabs() const { return m_tabs; }
    // Makes sure the visible chart shows the latest model (e.g. before a screenshot).
    void flush();
    // The deployment selected in the table: ringed on the power-vs-latency chart.
    void setSelectedGpu(const QString& gpuId);
    // Height, px, the panel needs for a plot (axis rect) `plotHeight` px tall without titles.
    int heightForPlot(int plotHeight) const;
    // Panels at least this tall (px) show the charts' title rows.
    int titlesFromHeight() const;

signals:
    void currentChartChanged(const QString& id);
    void exportRequested();
    void sweepGpusChanged(const QStringList& ids);
    // A point clicked on a chart: its deployment key.
    void gpuClicked(const QString& gpuId);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void retranslateUi();
    void rebuildIfDirty(int index);
    void fitExportButton();
    void fitTitles();

    QTabWidget* m_tabs;
    QToolButton* m_export;
    PowerItlChart* m_powerItl;
    ObjectiveChart* m_objective;
    LoadSweepChart* m_loadSweep;
    SlaSweepChart* m_slaSweep;
    CapacityView* m_capacity;
    std::array<ChartAdapter*, 4> m_charts{};
    std::array<bool, 4> m_dirty{};
    SweepGpuModel* m_sweepModel;
    QListView* m_sweepList;
    QLabel* m_sweepHint;
    ChartModel m_model;
    int m_batch = 16;
};

} // namespace wattgpu::ui
