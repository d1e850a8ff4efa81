#include "ui/charts/chart_export.h"

#include "core/util/fileio.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QTemporaryDir>
#include <QWidget>
#include <qcustomplot.h>

#include <algorithm>

namespace wattgpu::ui {

namespace {
struct ChartExport {
    Q_DECLARE_TR_FUNCTIONS(ChartExport)
};

// Every export is rendered in memory and written through the output policy (core/util/fileio.h):
// a device, FIFO or folder is refused, a symlink and the file's mode are kept, and a failed write
// leaves the previous file.
QString writeBytes(const QString& path, const QByteArray& bytes)
{
    const Status st = writeOutputFile(QFile::encodeName(path).toStdString(),
                                      std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    return st ? QString() : QString::fromStdString(st.error().detail);
}

// An SVG of `size` titled `title` into `out`, drawn by `draw` on a `Painter` (a QPainter, or
// QCustomPlot's QCPPainter); false when the painter does not start.
template <typename Painter, typename Draw>
bool paintSvg(QIODevice* out, QSize size, const QString& title, Draw draw)
{
    QSvgGenerator svg;
    svg.setOutputDevice(out);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    svg.setTitle(title);
    Painter painter;
    if (!painter.begin(&svg))
        return false;
    draw(painter);
    painter.end();
    return true;
}
} // namespace

std::optional<ExportFormat> exportFormatForPath(const QString& path)
{
    const QString s = QFileInfo(path).suffix().toLower();
    if (s == QLatin1String("png"))
        return ExportFormat::Png;
    if (s == QLatin1String("svg"))
        return ExportFormat::Svg;
    if (s == QLatin1String("pdf"))
        return ExportFormat::Pdf;
    return std::nullopt;
}

bool exportChart(QCustomPlot* plot, const QString& path, ExportFormat format, QSize size, QString* error)
{
    if (size.isEmpty())
        size = plot->size();
    auto fail = [&](const QString& why) {
        if (error)
            *error = why;
        return false;
    };
    switch (format) {
    case ExportFormat::Png: {
        QBuffer f;
        f.open(QIODevice::WriteOnly);
        const QPixmap pix = plot->toPixmap(size.width(), size.height(), 2.0);
        if (pix.isNull() || !pix.save(&f, "PNG"))
            return fail(ChartExport::tr("could not encode the image"));
        const QString why = writeBytes(path, f.data());
        return why.isEmpty() || fail(why);
    }
    case ExportFormat::Svg: {
        QBuffer f;
        f.open(QIODevice::WriteOnly);
        if (!paintSvg<QCPPainter>(&f, size, ChartExport::tr("WattGPU Planner chart"),
                                  [&](QCPPainter& painter) { plot->toPainter(&painter, size.width(), size.height()); }))
            return fail(ChartExport::tr("could not start the SVG painter"));
        const QString why = writeBytes(path, f.data());
        return why.isEmpty() || fail(why);
    }
    case ExportFormat::Pdf: {
        // QCustomPlot writes PDFs to a path only: a scratch folder, then the policy.
        QTemporaryDir scratch;
        const QString tmp = scratch.filePath(QStringLiteral("chart.pdf"));
        QFile pdf(tmp);
        if (!scratch.isValid()
            || !plot->savePdf(tmp, size.width(), size.height(), QCP::epNoCosmetic, ChartExport::tr("WattGPU Planner"))
            || !pdf.open(QIODevice::ReadOnly))
            return fail(ChartExport::tr("could not write the PDF"));
        const QString why = writeBytes(path, pdf.readAll());
        return why.isEmpty() || fail(why);
    }
    }
    return fail(ChartExport::tr("unknown format"));
}

bool exportWidget(QWidget* widget, const QString& path, ExportFormat format, QString* error)
{
    auto fail = [&](const QString& why) {
        if (error)
            *error = why;
        return false;
    };
    const QSize size = widget->size();
    QBuffer f;
    f.open(QIODevice::WriteOnly);
    switch (format) {
    case ExportFormat::Png: {
        const qreal dpr = 2.0;
        QPixmap pix(size * dpr);
        pix.setDevicePixelRatio(dpr);
        pix.fill(widget->palette().color(QPalette::Window));
        widget->render(&pix);
        if (pix.isNull() || !pix.save(&f, "PNG"))
            return fail(ChartExport::tr("could not encode the image"));
        break;
    }
    case ExportFormat::Svg: {
        if (!paintSvg<QPainter>(&f, size, ChartExport::tr("WattGPU Planner"),
                                [&](QPainter& painter) { widget->render(&painter); }))
            return fail(ChartExport::tr("could not start the SVG painter"));
        break;
    }
    case ExportFormat::Pdf: {
        QPdfWriter pdf(&f);
        pdf.setCreator(ChartExport::tr("WattGPU Planner"));
        pdf.setResolution(96);
        pdf.setPageSize(QPageSize(QSizeF(size), QPageSize::Point, QString(), QPageSize::ExactMatch));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        QPainter painter;
        if (!painter.begin(&pdf))
            return fail(ChartExport::tr("could not start the PDF painter"));
        const double scale = pdf.width() / double(std::max(1, size.width()));
        painter.scale(scale, scale);
        widget->render(&painter);
        painter.end();
        break;
    }
    }
    const QString why = writeBytes(path, f.data());
    return why.isEmpty() || fail(why);
}

} // namespace wattgpu::ui
