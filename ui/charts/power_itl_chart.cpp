#include "ui/charts/power_itl_chart.h"

#include "app/lib/report/label_placer.h"
#include "app/lib/report/report_format.h"
#include "ui/charts/chart_common.h"
#include "ui/text/display_text.h"

#include <qcustomplot.h>

#include <QHash>
#include <QPaintEngine>
#include <QPixmap>
#include <QStaticText>

#include <algorithm>
#include <cmath>
#include <optional>
#include <tuple>

namespace wattgpu::ui {

namespace {
constexpr int kLegendRow = 3;
constexpr double kMarkerSize = 9;
constexpr double kWinnerMarkerSize = 15;
constexpr double kSelectionRingSize = 24;
constexpr int kSelectedPriority = 1000; // the selection's label is placed before any other

// A point label drawn as QCPItemText draws an unrotated label, with its text laid out once per
// text and font (QStaticText) instead of measured and shaped on every replot: about fifty of
// them are drawn per result.
class PointLabel : public QCPItemText {
public:
    using QCPItemText::QCPItemText;

protected:
    void draw(QCPPainter* painter) override
    {
        const QFont font = mainFont();
        if (m_laidOut != mText || m_font != font) {
            m_laidOut = mText;
            m_font = font;
            m_static.setText(mText);
            m_static.setTextFormat(Qt::PlainText);
            m_static.prepare(QTransform(), font);
            m_textRect = QFontMetrics(font).boundingRect(0, 0, 0, 0, Qt::TextDontClip | mTextAlignment, mText);
        }
        const QPointF pos = position->pixelPosition();
        QRect textRect = m_textRect;
        QRect box = textRect.adjusted(-mPadding.left(), -mPadding.top(), mPadding.right(), mPadding.bottom());
        const QPoint topLeft = getTextDrawPoint(pos, box, mPositionAlignment).toPoint();
        box.moveTopLeft(topLeft);
        textRect.moveTopLeft(topLeft + QPoint(mPadding.left(), mPadding.top()));
        const int clipPad = qCeil(mainPen().widthF());
        if (!box.adjusted(-clipPad, -clipPad, clipPad, clipPad).intersects(clipRect()))
            return;
        const QBrush brush = mainBrush();
        const QPen pen = mainPen();
        if ((brush.style() != Qt::NoBrush && brush.color().alpha() != 0)
            || (pen.style() != Qt::NoPen && pen.color().alpha() != 0)) {
            painter->setPen(pen);
            painter->setBrush(brush);
            painter->drawRect(box);
        }
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(mainColor()));
        painter->setFont(font);
        // The static text's width may differ from the box by a pixel: centre it as drawText would.
        const QSizeF size = m_static.size();
        painter->drawStaticText(QPointF(textRect.left() + (textRect.width() - size.width()) / 2,
                                        textRect.top() + (textRect.height() - size.height()) / 2),
                                m_static);
    }

private:
    QStaticText m_static;
    QString m_laidOut;
    QFont m_font;
    QRect m_textRect;
};
// A scatter graph whose markers, on screen and in PNGs, are one pre-drawn antialiased sprite
// per style blitted at each point: drawing ~45 antialiased outlined circles was the chart's
// largest single cost per result. Vector output (PDF, SVG) still draws each marker as a shape.
class SpriteGraph : public QCPGraph {
public:
    using QCPGraph::QCPGraph;

protected:
    void drawScatterPlot(QCPPainter* painter, const QVector<QPointF>& scatters,
                         const QCPScatterStyle& style) const override
    {
        const QPaintEngine* engine = painter->paintEngine();
        const bool raster = engine && engine->type() == QPaintEngine::Raster;
        // QCPPainter shifts by half a pixel while antialiasing (crisp strokes); the sprite is placed
        // in device pixels with that shift, so only a translation is allowed.
        const QTransform shift = painter->transform();
        if (!raster || painter->modes().testFlag(QCPPainter::pmVectorized) || shift.type() > QTransform::TxTranslate
            || style.shape() == QCPScatterStyle::ssPixmap || style.shape() == QCPScatterStyle::ssCustom) {
            QCPGraph::drawScatterPlot(painter, scatters, style);
            return;
        }
        const qreal dpr = painter->device()->devicePixelRatioF();
        const QPen pen = style.isPenDefined() ? style.pen() : mPen;
        const QPixmap& sprite = spriteFor(style, pen, dpr);
        const double half = sprite.width() / dpr / 2.0;
        const bool clipped = painter->hasClipping();
        const QRectF clip = clipped ? painter->clipBoundingRect().adjusted(-half, -half, half, half) : QRectF();
        painter->save();
        painter->resetTransform();
        for (const QPointF& p : scatters)
            if (!clipped || clip.contains(p)) {
                const QPointF at = shift.map(p);
                painter->drawPixmap(QPointF(std::round(at.x() - half), std::round(at.y() - half)), sprite);
            }
        painter->restore();
    }

private:
    static const QPixmap& spriteFor(const QCPScatterStyle& style, const QPen& pen, qreal dpr)
    {
        static QHash<QString, QPixmap> sprites; // GUI thread only; a handful of styles
        const QString key = QStringLiteral("%1 %2 %3 %4 %5 %6 %7")
                                .arg(int(style.shape()))
                                .arg(style.size())
                                .arg(pen.color().rgba())
                                .arg(pen.widthF())
                                .arg(style.brush().style() == Qt::NoBrush ? 0u : style.brush().color().rgba())
                                .arg(int(pen.style()))
                                .arg(dpr);
        auto it = sprites.find(key);
        if (it != sprites.end())
            return *it;
        if (sprites.size() > 64)
            sprites.clear();
        // Room for the shape, its outline and the antialiasing fringe; an even side puts the
        // shape's centre on a pixel corner, as a shape drawn at a whole-pixel point.
        const int side = 2 * int(std::ceil((style.size() + pen.widthF()) / 2.0 + 1.0));
        QPixmap sprite(QSize(side, side) * dpr);
        sprite.setDevicePixelRatio(dpr);
        sprite.fill(Qt::transparent);
        QCPPainter sp(&sprite);
        sp.setRenderHint(QPainter::Antialiasing, true);
        style.applyTo(&sp, pen);
        style.drawShape(&sp, side / 2.0, side / 2.0);
        sp.end();
        return *sprites.insert(key, sprite);
    }
};
} // namespace

PowerItlChart::PowerItlChart(QWidget* parentWidget) : ChartAdapter(parentWidget)
{
    placeLegendBelow(plot(), kLegendRow, 4);
    enableZoomPan();
}

QString PowerItlChart::title() const { return tr("Power vs inter-token latency"); }

void PowerItlChart::rebuild()
{
    QCustomPlot* p = plot();
    p->clearPlottables();
    // The items are kept and reused: creating and deleting ~90 labels and leaders per result was
    // a tenth of the chart's update. Those this result does not use stay hidden.
    for (Marker& m : m_markers) {
        m.label->setVisible(false);
        m.leader->setVisible(false);
    }
    m_markers.clear();
    m_pointGraphs.clear();
    m_selectionRing = nullptr; // clearPlottables() deleted it
    std::size_t pooled = 0;
    auto nextItems = [&]() -> std::pair<QCPItemText*, QCPItemLine*> {
        if (pooled == m_pool.size()) {
            auto* label = new PointLabel(p);
            label->setPadding(QMargins(2, 0, 2, 0));
            label->setPositionAlignment(Qt::AlignCenter);
            label->position->setType(QCPItemPosition::ptAbsolute);
            label->setClipToAxisRect(true);
            auto* leader = new QCPItemLine(p);
            leader->start->setType(QCPItemPosition::ptAbsolute);
            leader->end->setType(QCPItemPosition::ptAbsolute);
            leader->setVisible(false);
            m_pool.emplace_back(label, leader);
        }
        return m_pool[pooled++];
    };

    std::vector<const GpuPoint*> shown;
    int notFitting = 0;
    for (const GpuPoint& g : m_model.points) {
        if (g.fits() && g.itlMs > 0 && g.powerW > 0)
            shown.push_back(&g);
        else
            ++notFitting;
    }
    m_thinned = int(shown.size()) >= kDensePoints;
    QString subtitle = m_model.context;
    if (notFitting > 0)
        subtitle += tr(" · not shown, do not fit in memory: %1").arg(notFitting);
    setTitles(title(), subtitle);

    // Ranges include the intervals and the SLA so nothing important sits off-screen.
    double xLo = m_model.slaItlMs, xHi = m_model.slaItlMs, yHi = 0;
    for (const GpuPoint* g : shown) {
        xLo = std::min(xLo, g->itlLowMs > 0 ? g->itlLowMs : g->itlMs);
        xHi = std::max(xHi, std::max(g->itlHighMs, g->itlMs));
        yHi = std::max(yHi, std::max(g->powerHighW, g->powerW));
    }
    if (yHi <= 0)
        yHi = 100;
    const bool logX = shown.size() > 1 && xHi / std::max(xLo, 1e-6) >= 6.0;
    if (logX) {
        useLogTicks(p->xAxis, xLo, xHi);
        p->xAxis->setRange(xLo / 1.25, xHi * 1.25);
    } else {
        p->xAxis->setScaleType(QCPAxis::stLinear);
        p->xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
        const double pad = std::max((xHi - xLo) * 0.1, xHi * 0.05);
        p->xAxis->setRange(std::max(0.0, xLo - pad), xHi + pad);
    }
    p->yAxis->setRange(0, yHi * 1.12);
    p->xAxis->setLabel(DisplayText::itlMetricTitle(m_model.itlMetric) + unitSuffix(tr("ms")));
    p->yAxis->setLabel(tr("Mean power per replica") + unitSuffix(tr("W")));

    // Pareto front first so the markers draw over it.
    std::vector<const GpuPoint*> front;
    for (const GpuPoint* g : shown)
        if (g->onPareto)
            front.push_back(g);
    std::sort(front.begin(), front.end(), [](auto a, auto b) { return a->itlMs < b->itlMs; });
    if (front.size() >= 2) {
        QCPGraph* pg = p->addGraph();
        pg->setName(tr("Pareto front (nothing both faster and lower-power)"));
        pg->setPen(QPen(m_theme.pareto, 2, Qt::DashLine));
        pg->setLineStyle(QCPGraph::lsLine);
        QVector<double> k, v;
        for (auto g : front) {
            k << g->itlMs;
            v << g->powerW;
        }
        pg->setData(k, v, true);
    }

    struct Group {
        QString name;
        QCPScatterStyle style;
        std::vector<const GpuPoint*> points;
    };
    const QColor winnerEdge = m_theme.dark ? m_theme.winner.lighter(140) : m_theme.winner.darker(140);
    // With a TTFT limit a point left of the ITL line can miss too: the legend and the line say which.
    Group misses{m_model.slaTtftMs ? tr("Misses ITL or TTFT") : tr("Misses the SLA"),
                 QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(m_theme.infeasible, 1.6), QBrush(m_theme.background),
                                 kMarkerSize),
                 {}};
    Group meets{tr("Meets the SLA"),
                QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(m_theme.feasible.darker(115), 1.2),
                                QBrush(m_theme.feasible), kMarkerSize),
                {}};
    Group winner{
        tr("Recommended"),
        QCPScatterStyle(QCPScatterStyle::ssStar, QPen(winnerEdge, 2.5), QBrush(m_theme.winner), kWinnerMarkerSize),
        {}};
    for (const GpuPoint* g : shown) {
        if (g->status == GpuStatus::Winner)
            winner.points.push_back(g);
        else if (g->meetsSla())
            meets.points.push_back(g);
        else
            misses.points.push_back(g);
    }
    for (Group* grp : {&misses, &meets, &winner}) {
        if (grp->points.empty())
            continue;
        std::sort(grp->points.begin(), grp->points.end(), [](auto a, auto b) { return a->itlMs < b->itlMs; });
        QCPGraph* graph = new SpriteGraph(p->xAxis, p->yAxis);
        graph->setName(grp->name);
        graph->setLineStyle(QCPGraph::lsNone);
        graph->setScatterStyle(grp->style);
        QVector<double> k, v, kMinus, kPlus, vMinus, vPlus;
        for (const GpuPoint* g : grp->points) {
            k << g->itlMs;
            v << g->powerW;
            kMinus << std::max(0.0, g->itlMs - g->itlLowMs);
            kPlus << std::max(0.0, g->itlHighMs - g->itlMs);
            vMinus << std::max(0.0, g->powerW - g->powerLowW);
            vPlus << std::max(0.0, g->powerHighW - g->powerW);
        }
        graph->setData(k, v, true); // sorted above: error bars are matched by index
        m_pointGraphs.push_back(graph);
        const QColor barColor = grp == &misses ? m_theme.infeasible : (grp == &winner ? winnerEdge : m_theme.feasible);
        for (auto [type, minus, plus] : {std::tuple{QCPErrorBars::etKeyError, kMinus, kPlus},
                                         std::tuple{QCPErrorBars::etValueError, vMinus, vPlus}}) {
            auto* bars = new QCPErrorBars(p->xAxis, p->yAxis);
            bars->removeFromLegend();
            bars->setDataPlottable(graph);
            bars->setErrorType(type);
            bars->setData(minus, plus);
            QColor c = barColor;
            c.setAlpha(grp == &winner ? 170 : 95);
            bars->setPen(QPen(c, 1));
            bars->setWhiskerWidth(5);
            bars->setAntialiased(false); // horizontal and vertical strokes: crisp without, and cheaper
            bars->setSymbolGap(kMarkerSize);
        }
        const int priority = grp == &winner ? 100 : (grp == &meets ? 20 : 10);
        const QFont labelFont = m_theme.font(8.5, false), winnerFont = m_theme.font(8.5, true);
        const QBrush labelBrush(m_theme.labelBackground);
        const QPen leaderPen(m_theme.subtleText, 1.0);
        for (const GpuPoint* g : grp->points) {
            Marker m{g->gpuId,
                     g->itlMs,
                     g->powerW,
                     nullptr,
                     nullptr,
                     priority + (g->onPareto ? 30 : 0),
                     grp == &winner || g->onPareto};
            std::tie(m.label, m.leader) = nextItems();
            m.label->setProperty("gpuId", g->gpuId);
            m.label->setText(grp == &winner ? tr("★ %1").arg(g->markedLabel()) : g->markedLabel());
            m.label->setFont(grp == &winner ? winnerFont : labelFont);
            m.label->setColor(grp == &misses ? m_theme.subtleText : m_theme.text);
            m.label->setBrush(labelBrush);
            m.label->setVisible(true);
            m.leader->setPen(leaderPen);
            m.leader->setVisible(false);
            m_markers.push_back(m);
        }
    }

    // The table's selection: a ring around its point, drawn over the markers.
    m_selectionRing = p->addGraph();
    m_selectionRing->removeFromLegend();
    m_selectionRing->setLineStyle(QCPGraph::lsNone);
    m_selectionRing->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(m_theme.text, 2.2), Qt::NoBrush, kSelectionRingSize));
    placeSelection();

    // SLA line, its label and the shaded infeasible side.
    if (!m_shade) {
        m_shade = new QCPItemRect(p);
        m_shade->topLeft->setTypeX(QCPItemPosition::ptPlotCoords);
        m_shade->topLeft->setTypeY(QCPItemPosition::ptAxisRectRatio);
        m_shade->bottomRight->setType(QCPItemPosition::ptAxisRectRatio);
        m_shade->bottomRight->setCoords(1, 1);
        m_shade->setPen(Qt::NoPen);
        m_shade->setLayer(QStringLiteral("background"));
        m_slaLine = new QCPItemStraightLine(p);
        m_slaLabel = new QCPItemText(p);
    }
    m_shade->topLeft->setCoords(m_model.slaItlMs, 0);
    m_shade->setBrush(QBrush(m_theme.shade));
    m_slaLine->point1->setCoords(m_model.slaItlMs, 0);
    m_slaLine->point2->setCoords(m_model.slaItlMs, 1);
    m_slaLine->setPen(QPen(m_theme.sla, 2, Qt::DashLine));
    // afterLayout moves the label to absolute pixels; it starts at the line's top each time.
    m_slaLabel->position->setTypeX(QCPItemPosition::ptPlotCoords);
    m_slaLabel->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    m_slaLabel->position->setCoords(m_model.slaItlMs, 0.0);
    m_slaLabel->setVisible(true);
    m_slaLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    // Beside a TTFT limit the line names its metric, as the metric table words it ("mean TPOT").
    m_slaLabel->setText(
        m_model.slaTtftMs
            //: the SLA line of the chart when a TTFT limit is set too: "mean TPOT SLA 50 ms · too slow →"
            ? tr("%1 SLA %2 · too slow →")
                  .arg(report::itlMetricShort(m_model.itlMetric), DisplayText::withUnit(m_model.slaItlMs, tr("ms")))
            : tr("SLA %1 · too slow →").arg(DisplayText::withUnit(m_model.slaItlMs, tr("ms"))));
    m_slaLabel->setColor(m_theme.sla);
    m_slaLabel->setFont(m_theme.font(9, true));
    m_slaLabel->setPadding(QMargins(5, 3, 3, 3));
}

void PowerItlChart::afterLayout()
{
    QCustomPlot* p = plot();
    const QRectF bounds = p->axisRect()->rect();
    std::vector<LabelSpec> specs;
    std::vector<QRectF> obstacles;
    std::vector<const Marker*> labelled; // specs[i] is labelled[i]'s label
    for (const Marker& m : m_markers) {
        const QPointF anchor(p->xAxis->coordToPixel(m.itlMs), p->yAxis->coordToPixel(m.powerW));
        const double r = (m.priority >= 100 ? kWinnerMarkerSize : kMarkerSize) / 2 + 1;
        obstacles.emplace_back(anchor.x() - r, anchor.y() - r, 2 * r, 2 * r);
        const bool selected = !m_selected.isEmpty() && m.gpuId == m_selected;
        if (m_thinned && !m.major && !selected) {
            m.label->setVisible(false);
            m.leader->setVisible(false);
            continue;
        }
        // Measured the way QCPItemText measures itself, plus a little air between labels; the
        // same names come back with every result, so each is measured once per font.
        const QString key = m.label->font().key() + QLatin1Char('\n') + m.label->text();
        auto it = m_textSizes.find(key);
        if (it == m_textSizes.end()) {
            if (m_textSizes.size() > 4000) // names x fonts; bounded, but never without limit
                m_textSizes.clear();
            const QFontMetrics fm(m.label->font());
            it = m_textSizes.insert(
                key, fm.boundingRect(0, 0, 0, 0, Qt::TextDontClip | m.label->textAlignment(), m.label->text()).size());
        }
        const QSize text = *it;
        const QMargins pad = m.label->padding();
        specs.push_back(LabelSpec{
            anchor, QSizeF(text.width() + pad.left() + pad.right() + 4, text.height() + pad.top() + pad.bottom() + 2),
            selected ? kSelectedPriority : m.priority});
        labelled.push_back(&m);
    }
    LabelPlacerOptions options;
    options.bounds = bounds;
    options.leaderFrom = 9;
    if (m_slaLabel) {
        // Beside the SLA line, over the too-slow side when there is room and before the line
        // when it runs near the right edge; from the top down, the first spot covering no point.
        const double x = p->xAxis->coordToPixel(m_model.slaItlMs);
        const QFontMetricsF fm(m_slaLabel->font());
        const QMargins pad = m_slaLabel->padding();
        const QSizeF size(fm.horizontalAdvance(m_slaLabel->text()) + pad.left() + pad.right() + 2,
                          fm.height() + pad.top() + pad.bottom());
        std::optional<QRectF> spot, fallback;
        for (double y = bounds.top(); y + size.height() <= bounds.bottom() && !spot; y += size.height())
            for (double left : {x, x - size.width()}) {
                const QRectF r(QPointF(left, y), size);
                if (!bounds.contains(r))
                    continue;
                if (!fallback)
                    fallback = r;
                if (std::none_of(obstacles.begin(), obstacles.end(),
                                 [&r](const QRectF& o) { return o.intersects(r); })) {
                    spot = r;
                    break;
                }
            }
        if (!spot)
            spot = fallback;
        m_slaLabel->setVisible(spot.has_value());
        if (spot) {
            m_slaLabel->position->setType(QCPItemPosition::ptAbsolute);
            m_slaLabel->position->setCoords(spot->topLeft());
            options.taken.push_back(*spot);
        }
    }
    std::vector<PlacedLabel> placed = placeLabels(specs, obstacles, options);
    // A crowded plot (an 8B model's 44 GPUs between 5 and 40 ms, 190 px tall at 1100 x 760) hides
    // labels that find no free spot within reach; placed again with a longer reach, the hidden ones
    // come back, and that layout is taken when each label it brings back costs at most two
    // leader crossings (a tight cluster's longer leaders would otherwise cross most others).
    const double farther = std::min(bounds.height() * 0.85, 170.0);
    if (hiddenLabels(placed) > 0 && farther > options.maxDistance) {
        LabelPlacerOptions far = options;
        far.maxDistance = farther;
        std::vector<PlacedLabel> again = placeLabels(specs, obstacles, far);
        const int rescued = hiddenLabels(placed) - hiddenLabels(again);
        if (rescued > 0 && leaderCrossings(specs, again) - leaderCrossings(specs, placed) <= 2 * rescued)
            placed = std::move(again);
    }
    for (std::size_t i = 0; i < labelled.size(); ++i) {
        const Marker& m = *labelled[i];
        const PlacedLabel& pl = placed[i];
        m.label->setVisible(pl.visible);
        m.leader->setVisible(pl.visible && pl.needsLeader);
        if (!pl.visible)
            continue;
        m.label->position->setCoords(pl.rect.center());
        const QPointF anchor = specs[i].anchor;
        m.leader->start->setCoords(leaderEnd(anchor, pl.rect));
        m.leader->end->setCoords(anchor);
    }
}

QStringList PowerItlChart::plottedGpuIds() const
{
    QStringList ids;
    for (const Marker& m : m_markers)
        ids << m.gpuId;
    return ids;
}

QList<QCPItemText*> PowerItlChart::gpuLabels() const
{
    QList<QCPItemText*> out;
    for (const Marker& m : m_markers)
        out << m.label;
    return out;
}

QList<QCPItemLine*> PowerItlChart::visibleLeaders() const
{
    QList<QCPItemLine*> out;
    for (const Marker& m : m_markers)
        if (m.leader->visible())
            out << m.leader;
    return out;
}

int PowerItlChart::plottedPointCount() const
{
    int n = 0;
    for (QCPGraph* g : m_pointGraphs)
        n += g->dataCount();
    return n;
}

const PowerItlChart::Marker* PowerItlChart::markerAt(const QPointF& pixel) const
{
    const Marker* best = nullptr;
    double bestD = 12.0;
    for (const Marker& m : m_markers) {
        const QPointF a(plot()->xAxis->coordToPixel(m.itlMs), plot()->yAxis->coordToPixel(m.powerW));
        const double d = std::hypot(a.x() - pixel.x(), a.y() - pixel.y());
        if (d < bestD) {
            bestD = d;
            best = &m;
        }
        if (m.label->visible()
            && QRectF(m.label->topLeft->pixelPosition(), m.label->bottomRight->pixelPosition()).contains(pixel)) {
            best = &m;
            break;
        }
    }
    return best;
}

QString PowerItlChart::toolTipAt(const QPointF& pixel) const
{
    const Marker* m = markerAt(pixel);
    return m ? pointToolTip(m->gpuId) : QString();
}

QString PowerItlChart::pointAt(const QPointF& pixel) const
{
    const Marker* m = markerAt(pixel);
    return m ? m->gpuId : QString();
}

QString PowerItlChart::pointToolTip(const QString& gpuId) const
{
    if (!plottedGpuIds().contains(gpuId))
        return {};
    const GpuPoint* g = m_model.point(gpuId);
    return g ? gpuToolTip(*g, m_model.objective) : QString();
}

QPointF PowerItlChart::pointPixel(const QString& gpuId) const
{
    for (const Marker& m : m_markers)
        if (m.gpuId == gpuId)
            return {plot()->xAxis->coordToPixel(m.itlMs), plot()->yAxis->coordToPixel(m.powerW)};
    return {};
}

QPointF PowerItlChart::selectionPixel() const
{
    if (!m_selectionRing || m_selectionRing->dataCount() == 0)
        return {};
    const auto it = m_selectionRing->data()->constBegin();
    return {plot()->xAxis->coordToPixel(it->key), plot()->yAxis->coordToPixel(it->value)};
}

void PowerItlChart::setSelectedGpu(const QString& gpuId)
{
    if (gpuId == m_selected)
        return;
    m_selected = gpuId;
    placeSelection();
    // Its label is placed first (and shown on a dense chart): the placement runs after the layout.
    if (plot()->isVisible())
        plot()->replot(QCustomPlot::rpQueuedReplot);
}

void PowerItlChart::placeSelection()
{
    if (!m_selectionRing)
        return;
    QVector<double> k, v;
    for (const Marker& m : m_markers)
        if (!m_selected.isEmpty() && m.gpuId == m_selected) {
            k << m.itlMs;
            v << m.powerW;
        }
    m_selectionRing->setData(k, v, true);
}

} // namespace wattgpu::ui
