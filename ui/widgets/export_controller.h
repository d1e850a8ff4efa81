#pragma once
// File → Export chart and Export report, and the presentation cards' compare view: asks for a
// file, builds what is exported from the window's current plan and chart, writes it atomically
// and reports the outcome through the window's prompter and status bar.
#include "app/lib/report/report_pdf.h"
#include "core/report/report_model.h"

#include <QObject>
#include <QSize>
#include <QStringList>

namespace wattgpu::ui {

class MainWindow;

class ExportController : public QObject {
    Q_OBJECT
public:
    explicit ExportController(MainWindow* window);

    // The report model for the window's plan, built exactly as `wattgpu-cli export` builds it; an
    // error when no LLM is chosen yet (NotFound) or the engine cannot predict.
    Result<ReportModel> currentReportModel() const;
    // The chart on screen as PNG, SVG or PDF by suffix (the Capacity tab as its table).
    bool exportCurrentChart(const QString& path, QSize size = {});
    // PDF (A4/Letter), HTML, CSV or JSON by suffix.
    bool exportReport(const QString& path, report::PageSize page = report::PageSize::A4);
    // The one-page compare view of 2-3 GPUs as PDF (or HTML by suffix).
    bool exportCompareView(const QString& path, const QStringList& gpuIds,
                           report::PageSize page = report::PageSize::A4);

    // The same, asking for the file first.
    void exportChartWithDialog();
    void exportReportWithDialog();
    void exportCompareWithDialog(const QStringList& gpuIds);

private:
    MainWindow* m_window;
};

} // namespace wattgpu::ui
