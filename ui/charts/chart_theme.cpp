#include "ui/charts/chart_theme.h"

#include <qcustomplot.h>

namespace wattgpu::ui {

ChartTheme ChartTheme::light()
{
    ChartTheme t;
    t.dark = false;
    t.background = QColor(0xFF, 0xFF, 0xFF);
    t.text = QColor(0x20, 0x24, 0x2A);
    t.subtleText = QColor(0x5F, 0x66, 0x70);
    t.axis = QColor(0x60, 0x66, 0x70);
    t.grid = QColor(0xE3, 0xE6, 0xEA);
    t.feasible = QColor(0x1F, 0x77, 0xB4);
    t.infeasible = QColor(0xA0, 0xA4, 0xAA);
    t.winner = QColor(0x0E, 0x9F, 0x4E);
    t.pareto = QColor(0xE6, 0x7E, 0x22);
    t.sla = QColor(0xC0, 0x39, 0x2B);
    t.shade = QColor(0xC0, 0x39, 0x2B, 28);
    t.labelBackground = QColor(0xFF, 0xFF, 0xFF, 215);
    return t;
}

ChartTheme ChartTheme::dark_()
{
    ChartTheme t;
    t.dark = true;
    t.background = QColor(0x1E, 0x21, 0x26);
    t.text = QColor(0xE8, 0xEA, 0xED);
    t.subtleText = QColor(0xA8, 0xAE, 0xB6);
    t.axis = QColor(0xA8, 0xAE, 0xB6);
    t.grid = QColor(0x34, 0x38, 0x40);
    t.feasible = QColor(0x5D, 0xAD, 0xE2);
    t.infeasible = QColor(0x6E, 0x73, 0x7A);
    t.winner = QColor(0x2E, 0xCC, 0x71);
    t.pareto = QColor(0xF5, 0xA6, 0x23);
    t.sla = QColor(0xFF, 0x6B, 0x5B);
    t.shade = QColor(0xFF, 0x6B, 0x5B, 34);
    t.labelBackground = QColor(0x1E, 0x21, 0x26, 215);
    return t;
}

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
