#include "ui/widgets/export_controller.h"

#include "app/lib/report/report_export.h"
#include "ui/charts/chart_adapter.h"
#include "ui/charts/chart_export.h"
#include "ui/dialogs/prompter.h"
#include "ui/models/plan_document.h"
#include "ui/settings.h"
#include "ui/widgets/capacity_view.h"
#include "ui/widgets/chart_panel.h"
#include "ui/widgets/data_controller.h"
#include "ui/widgets/main_window.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QStatusBar>
#include <qcustomplot.h>

#include <algorithm>

namespace wattgpu::ui {

ExportController::ExportController(MainWindow* window) : QObject(window), m_window(window) {}

void ExportController::exportChartWithDialog()
{
    ChartAdapter* chart = m_window->chartPanel()->currentAdapter();
    const bool capacity = !chart && m_window->chartPanel()->currentChart() == QStringLiteral("capacity");
    if (!chart && !capacity)
        return;
    const QString pngFilter = MainWindow::tr("PNG image (*.png)");
    const QString svgFilter = MainWindow::tr("SVG drawing (*.svg)");
    const QString pdfFilter = MainWindow::tr("PDF document (*.pdf)");
    QString selected = pngFilter;
    const QString suggested = QDir(settings::lastDirectory.value().isEmpty() ? QDir::homePath()
                                                                             : settings::lastDirectory.value())
                                  .filePath((chart ? chart->chartId() : m_window->chartPanel()->currentChart())
                                            + QStringLiteral(".png"));
    QString path = m_window->prompter()->saveFileName(
        m_window, MainWindow::tr("Export chart"), suggested,
        QStringList{pngFilter, svgFilter, pdfFilter}.join(QStringLiteral(";;")), &selected);
    if (path.isEmpty())
        return;
    if (!exportFormatForPath(path))
        path += selected == svgFilter ? QStringLiteral(".svg")
            : selected == pdfFilter   ? QStringLiteral(".pdf")
                                      : QStringLiteral(".png");
    settings::lastDirectory.setValue(QFileInfo(path).absolutePath());
    exportCurrentChart(path);
}

bool ExportController::exportCurrentChart(const QString& path, QSize size)
{
    ChartAdapter* chart = m_window->chartPanel()->currentAdapter();
    const auto format = exportFormatForPath(path);
    QString error;
    if (format && !chart && m_window->chartPanel()->currentChart() == QStringLiteral("capacity")) {
        // The capacity tab is a table: exported as it is on screen.
        if (!exportWidget(m_window->chartPanel()->capacity(), path, *format, &error)) {
            m_window->prompter()->error(
                m_window, MainWindow::tr("Export chart"),
                MainWindow::tr("Could not export the table to “%1”: %2.").arg(QDir::toNativeSeparators(path), error));
            return false;
        }
        m_window->statusBar()->showMessage(MainWindow::tr("Table saved to %1").arg(QDir::toNativeSeparators(path)),
                                           5000);
        return true;
    }
    if (!chart || !format) {
        m_window->prompter()->error(m_window, MainWindow::tr("Export chart"),
                                    MainWindow::tr("Choose a file name ending in .png, .svg or .pdf."));
        return false;
    }
    m_window->chartPanel()->flush();
    // An export carries the chart's title rows, which a short window leaves out on screen.
    const bool titles = chart->titlesShown();
    chart->setTitlesShown(true);
    const bool exported = exportChart(chart->plot(), path, *format, size.isEmpty() ? QSize(1400, 860) : size, &error);
    chart->setTitlesShown(titles);
    if (!exported) {
        m_window->prompter()->error(
            m_window, MainWindow::tr("Export chart"),
            MainWindow::tr("Could not export the chart to “%1”: %2.").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    m_window->statusBar()->showMessage(MainWindow::tr("Chart saved to %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

namespace {
// Reports follow the UI's language (View → Language sets the default locale); the bare C locale
// of a machine without LANG becomes US English, the CLI's default, so both print the same.
QLocale reportLocale()
{
    const QLocale l;
    return l.language() == QLocale::C ? QLocale(QLocale::English, QLocale::UnitedStates) : l;
}
} // namespace

Result<ReportModel> ExportController::currentReportModel() const
{
    const std::optional<LlmSpec>& llm = m_window->currentLlm();
    if (!llm)
        return makeError(ErrorCode::NotFound, {}, 0, "model", "no LLM is chosen");
    const std::shared_ptr<const Engine> engine = m_window->engine();
    const PlanState& s = m_window->document()->state();
    ReportRequest req;
    req.scenario = s.scenario(*llm, engine->gpus());
    req.method = "default";
    if (const DataController* data = m_window->dataController())
        req.evaluationFile = data->activeEvaluationFile(); // the retrained model's own evaluation
#ifdef WATTGPU_VERSION
    req.appVersion = WATTGPU_VERSION;
#else
    req.appVersion = QCoreApplication::applicationVersion().toStdString();
#endif
    return buildReportModel(*engine, req);
}

bool ExportController::exportReport(const QString& path, report::PageSize page)
{
    const auto format = report::formatForPath(path);
    if (!format) {
        m_window->prompter()->error(m_window, MainWindow::tr("Export report"),
                                    MainWindow::tr("Choose a file name ending in .pdf, .html, .csv or .json."));
        return false;
    }
    const auto model = currentReportModel();
    if (!model) {
        m_window->prompter()->error(m_window, MainWindow::tr("Export report"),
                                    model.error().code == ErrorCode::NotFound
                                        ? MainWindow::tr("There is no model to report on yet.")
                                        : MainWindow::tr("The report could not be built: %1")
                                              .arg(QString::fromStdString(model.error().message())));
        return false;
    }
    if (model->outcome.rows.empty()) {
        m_window->prompter()->error(m_window, MainWindow::tr("Export report"),
                                    MainWindow::tr("No GPU is included: tick at least one GPU in the table."));
        return false;
    }
    report::ReportOptions options;
    options.locale = reportLocale(); // the language chosen in View → Language
    options.page = page;
    const Status written = report::writeReport(*model, path, options);
    if (!written) {
        m_window->prompter()->error(
            m_window, MainWindow::tr("Export report"),
            MainWindow::tr("Could not write the report to “%1”: %2.")
                .arg(QDir::toNativeSeparators(path), QString::fromStdString(written.error().message())));
        return false;
    }
    m_window->statusBar()->showMessage(MainWindow::tr("Report saved to %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

bool ExportController::exportCompareView(const QString& path, const QStringList& gpuIds, report::PageSize page)
{
    if (gpuIds.size() < 2 || gpuIds.size() > 3) {
        m_window->prompter()->error(m_window, MainWindow::tr("Export compare view"),
                                    MainWindow::tr("Pick two or three GPUs to compare."));
        return false;
    }
    const auto format = report::formatForPath(path);
    if (!format || (*format != report::ReportFormat::Pdf && *format != report::ReportFormat::Html)) {
        m_window->prompter()->error(m_window, MainWindow::tr("Export compare view"),
                                    MainWindow::tr("Choose a file name ending in .pdf or .html."));
        return false;
    }
    const auto model = currentReportModel();
    if (!model) {
        if (model.error().code != ErrorCode::NotFound)
            m_window->prompter()->error(m_window, MainWindow::tr("Export compare view"),
                                        MainWindow::tr("The report could not be built: %1")
                                            .arg(QString::fromStdString(model.error().message())));
        return false;
    }
    report::ReportOptions options;
    options.locale = reportLocale(); // the language chosen in View → Language
    options.page = page;
    for (const QString& id : gpuIds)
        options.compareGpuIds.push_back(id.toStdString());
    const Status written = report::writeReport(*model, path, options);
    if (!written) {
        m_window->prompter()->error(
            m_window, MainWindow::tr("Export compare view"),
            MainWindow::tr("Could not write “%1”: %2.")
                .arg(QDir::toNativeSeparators(path), QString::fromStdString(written.error().message())));
        return false;
    }
    m_window->statusBar()->showMessage(MainWindow::tr("Compare view saved to %1").arg(QDir::toNativeSeparators(path)),
                                       5000);
    return true;
}

namespace {
// Asks for a file through the prompter; adds the suffix of the chosen filter when missing.
QString askReportPath(Prompter* prompter, QWidget* parent, const QString& title, const QString& baseName,
                      const QStringList& filters, const QStringList& suffixes, int* filterIndex)
{
    QString selected = filters.front();
    const QString dir = settings::lastDirectory.value().isEmpty() ? QDir::homePath() : settings::lastDirectory.value();
    QString path = prompter->saveFileName(parent, title, QDir(dir).filePath(baseName + suffixes.front()),
                                          filters.join(QStringLiteral(";;")), &selected);
    if (path.isEmpty())
        return {};
    int i = std::max<int>(0, int(filters.indexOf(selected)));
    // The typed suffix wins over the filter; the filter only supplies a missing one.
    if (!report::formatForPath(path))
        path += suffixes.at(i);
    else if (!path.endsWith(suffixes.at(i), Qt::CaseInsensitive))
        i = std::max<int>(0, int(suffixes.indexOf(QLatin1Char('.') + QFileInfo(path).suffix().toLower())));
    *filterIndex = i;
    settings::lastDirectory.setValue(QFileInfo(path).absolutePath());
    return path;
}
} // namespace

void ExportController::exportReportWithDialog()
{
    const QStringList filters{MainWindow::tr("PDF report, A4 (*.pdf)"), MainWindow::tr("PDF report, US Letter (*.pdf)"),
                              MainWindow::tr("HTML report (*.html)"), MainWindow::tr("CSV table (*.csv)"),
                              MainWindow::tr("JSON table (*.json)")};
    const QStringList suffixes{QStringLiteral(".pdf"), QStringLiteral(".pdf"), QStringLiteral(".html"),
                               QStringLiteral(".csv"), QStringLiteral(".json")};
    int index = 0;
    const QString path = askReportPath(m_window->prompter(), m_window, MainWindow::tr("Export report"),
                                       QStringLiteral("wattgpu-report"), filters, suffixes, &index);
    if (path.isEmpty())
        return;
    exportReport(path, index == 1 ? report::PageSize::Letter : report::PageSize::A4);
}

void ExportController::exportCompareWithDialog(const QStringList& gpuIds)
{
    const QStringList filters{MainWindow::tr("PDF page, A4 (*.pdf)"), MainWindow::tr("PDF page, US Letter (*.pdf)"),
                              MainWindow::tr("HTML page (*.html)")};
    const QStringList suffixes{QStringLiteral(".pdf"), QStringLiteral(".pdf"), QStringLiteral(".html")};
    int index = 0;
    const QString path = askReportPath(m_window->prompter(), m_window, MainWindow::tr("Export compare view"),
                                       QStringLiteral("wattgpu-compare"), filters, suffixes, &index);
    if (path.isEmpty())
        return;
    exportCompareView(path, gpuIds, index == 1 ? report::PageSize::Letter : report::PageSize::A4);
}

} // namespace wattgpu::ui
