#include "ui/screenshot.h"

#include "core/util/fileio.h"
#include "ui/models/plan.h"
#include "ui/models/plan_document.h"
#include "ui/widgets/chart_panel.h"
#include "ui/widgets/main_window.h"

#include <QApplication>
#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QImage>
#include <QPixmap>
#include <QRegularExpression>

namespace wattgpu::ui {

namespace {
struct Screenshot {
    Q_DECLARE_TR_FUNCTIONS(Screenshot)
};
} // namespace

std::optional<QSize> parseSize(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("^(\\d{2,5})[xX](\\d{2,5})$"));
    const auto m = re.match(text.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    const int w = m.captured(1).toInt(), h = m.captured(2).toInt();
    if (w < 64 || h < 64 || w > 8192 || h > 8192)
        return std::nullopt;
    return QSize(w, h);
}

bool renderScreenshot(MainWindow& window, const ScreenshotOptions& o, QString* error)
{
    auto fail = [error](const QString& why) {
        if (error)
            *error = why;
        return false;
    };
    PlanState plan = MainWindow::defaultPlan();
    if (!o.planFile.isEmpty()) {
        PlanError err;
        const auto read = PlanIo::read(o.planFile, &err);
        if (!read)
            return fail(PlanIo::readMessage(err, o.planFile));
        plan = *read; // the options below still apply on top of it
    }
    if (!o.modelId.isEmpty())
        plan.modelId = o.modelId;
    if (o.slaItlMs) {
        if (!(*o.slaItlMs > 0))
            return fail(Screenshot::tr("--sla-itl-ms must be a positive number of milliseconds"));
        plan.slaItlMs = *o.slaItlMs;
    }
    if (!o.chart.isEmpty()) {
        if (!chartTabIds().contains(o.chart))
            return fail(Screenshot::tr("unknown chart “%1”; use one of: %2")
                            .arg(o.chart, chartTabIds().join(QStringLiteral(", "))));
        plan.chartTab = o.chart;
    }
    if (plan.modelConfigPath.isEmpty() && !window.computeService()->engine().llms().find(plan.modelId.toStdString()))
        return fail(Screenshot::tr("unknown model “%1”").arg(plan.modelId));

    window.resize(o.size);
    window.show();
    // A plan or a model named on the command line is a model chosen: the picker collapses, as
    // when the window starts with them.
    window.startWith(plan, !o.modelId.isEmpty() || !o.planFile.isEmpty());
    if (o.presentation)
        window.setPresentationMode(true, false); // keep the requested size
    // Let the window lay itself out at its final size before results are drawn into it.
    QCoreApplication::processEvents();
    if (!window.waitForResults(60000))
        return fail(Screenshot::tr("the computation did not finish in time"));
    window.resize(o.size);
    QCoreApplication::processEvents();
    // A smaller size than the window's minimum would silently render wider: say so instead.
    if (window.size() != o.size)
        return fail(Screenshot::tr("the window cannot be %1 × %2 pixels; its minimum size is %3 × %4")
                        .arg(o.size.width())
                        .arg(o.size.height())
                        .arg(window.minimumSizeHint().width())
                        .arg(window.minimumSizeHint().height()));
    window.chartPanel()->flush();
    QCoreApplication::processEvents();

    const QPixmap pixmap = window.grab();
    if (pixmap.isNull())
        return fail(Screenshot::tr("could not render the window"));
    QBuffer png;
    png.open(QIODevice::WriteOnly);
    if (!pixmap.save(&png, "PNG"))
        return fail(Screenshot::tr("could not write “%1”: %2").arg(o.file, png.errorString()));
    const Status st = writeOutputFile(QFile::encodeName(o.file).toStdString(),
                                      std::string_view(png.data().constData(), static_cast<std::size_t>(png.size())));
    if (!st)
        return fail(Screenshot::tr("could not write “%1”: %2").arg(o.file, QString::fromStdString(st.error().detail)));
    return true;
}

} // namespace wattgpu::ui
