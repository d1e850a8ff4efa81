#pragma once
// The compare view for demos: 2-3 GPUs side by side as cards with large figures (W, ms,
// J/token, $/1M tokens, gCO2/1M tokens), the best value per figure marked. Painted with plain
// QPainter so the GUI's presentation mode, the PDF and the HTML export share it.
#include "core/report/report_model.h"

#include <QByteArray>
#include <QLocale>
#include <QRectF>
#include <QSizeF>

#include <string>
#include <vector>

class QPainter;

namespace wattgpu::report {

struct ReportOptions;

// Size the cards are designed at (pt); paintCompareCards() scales uniformly to any rect.
QSizeF compareDesignSize();
// Paints the header, the cards for `gpuIds` (2-3, in that order; unknown ids are skipped) and
// the assumptions footer, centred in `rect`.
void paintCompareCards(QPainter& p, const QRectF& rect, const ReportModel& model,
                       const std::vector<std::string>& gpuIds, const QLocale& locale);
// One landscape page (A4 or Letter) holding the compare view.
QByteArray renderComparePdf(const ReportModel& model, const ReportOptions& options);

} // namespace wattgpu::report
