#pragma once
// Small helpers shared by the chart adapters.
#include "ui/models/chart_data.h"

#include <QString>

class QCustomPlot;
class QCPAxis;

namespace wattgpu::ui {

// Moves the legend out of the plot area into a row under it, laid out in columns.
void placeLegendBelow(QCustomPlot* plot, int row, int columns);
// 1-2-5 ticks with rounded labels on a logarithmic axis.
void useLogTicks(QCPAxis* axis, double lo, double hi);
// Multi-line tooltip describing one GPU point (rich text).
QString gpuToolTip(const GpuPoint& p, Objective objective);

} // namespace wattgpu::ui
