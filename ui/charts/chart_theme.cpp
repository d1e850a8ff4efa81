#include "ui/charts/chart_theme.h"

#include <qcustomplot.h>

namespace wattgpu::ui {

namespace {

// Both themes in one place: each colour names its light value, then its dark one.
ChartTheme themed(bool dark)
{
    const auto pick = [dark](const QColor& light, const QColor& darkColour) { return dark ? darkColour : light; };
    ChartTheme t;
    t.dark = dark;
    t.background = pick(QColor(0xFF, 0xFF, 0xFF), QColor(0x1E, 0x21, 0x26));
    t.text = pick(QColor(0x20, 0x24, 0x2A), QColor(0xE8, 0xEA, 0xED));
    t.subtleText = pick(QColor(0x5F, 0x66, 0x70), QColor(0xA8, 0xAE, 0xB6));
    t.axis = pick(QColor(0x60, 0x66, 0x70), QColor(0xA8, 0xAE, 0xB6));
    t.grid = pick(QColor(0xE3, 0xE6, 0xEA), QColor(0x34, 0x38, 0x40));
    t.feasible = pick(QColor(0x1F, 0x77, 0xB4), QColor(0x5D, 0xAD, 0xE2));
    t.infeasible = pick(QColor(0xA0, 0xA4, 0xAA), QColor(0x6E, 0x73, 0x7A));
    t.winner = pick(QColor(0x0E, 0x9F, 0x4E), QColor(0x2E, 0xCC, 0x71));
    t.pareto = pick(QColor(0xE6, 0x7E, 0x22), QColor(0xF5, 0xA6, 0x23));
    t.sla = pick(QColor(0xC0, 0x39, 0x2B), QColor(0xFF, 0x6B, 0x5B));
    t.shade = pick(QColor(0xC0, 0x39, 0x2B, 28), QColor(0xFF, 0x6B, 0x5B, 34));
    t.labelBackground = pick(QColor(0xFF, 0xFF, 0xFF, 215), QColor(0x1E, 0x21, 0x26, 215));
    return t;
}

} // namespace

ChartTheme ChartTheme::light() { return themed(false); }

ChartTheme ChartTheme::dark_() { return themed(true); }

QFont ChartTheme::font(double pointSize, bool bold) const
{
    QFont f;
    f.setPointSizeF(pointSize * fontScale);
    f.setBold(bold);
    return f;
}

void ChartTheme::applyAxis(QCPAxis* a) const
{
    a->setBasePen(QPen(axis, 1));
    a->setTickPen(QPen(axis, 1));
    a->setSubTickPen(QPen(axis, 1));
    a->setTickLabelColor(text);
    a->setLabelColor(text);
    a->setTickLabelFont(font(9));
    a->setLabelFont(font(10));
    a->grid()->setPen(QPen(grid, 1, Qt::SolidLine));
    a->grid()->setSubGridPen(QPen(grid.lighter(dark ? 80 : 104), 1, Qt::DotLine));
    a->grid()->setZeroLinePen(Qt::NoPen);
}

void ChartTheme::apply(QCustomPlot* plot) const
{
    plot->setBackground(background);
    for (QCPAxisRect* rect : plot->axisRects()) {
        rect->setBackground(background);
        for (QCPAxis* a : rect->axes())
            applyAxis(a);
    }
    plot->legend->setBrush(QBrush(background));
    plot->legend->setBorderPen(Qt::NoPen);
    plot->legend->setTextColor(text);
    plot->legend->setFont(font(9));
}

} // namespace wattgpu::ui
