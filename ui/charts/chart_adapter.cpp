#include "ui/charts/chart_adapter.h"

#include <QEvent>
#include <QMouseEvent>
#include <QToolTip>
#include <qcustomplot.h>

#include <algorithm>
#include <cstdlib>

namespace wattgpu::ui {

ChartAdapter::ChartAdapter(QWidget* parentWidget) : QObject(parentWidget), m_plot(new QCustomPlot(parentWidget))
{
    m_plot->setMouseTracking(true);
    m_plot->setFocusPolicy(Qt::StrongFocus);
    // Antialias what carries data; axes and grid are straight lines that do not need it.
    m_plot->setAntialiasedElements(QCP::aePlottables | QCP::aeItems | QCP::aeScatters | QCP::aeFills
                                   | QCP::aeLegendItems);
    m_plot->setNotAntialiasedElements(QCP::aeAxes | QCP::aeGrid | QCP::aeSubGrid);
    m_plot->setNoAntialiasingOnDrag(true);
    // The plot fills its whole area with the theme's opaque background: Qt need not paint the
    // tab page, the splitter and the window beneath it each time it changes.
    m_plot->setAttribute(Qt::WA_OpaquePaintEvent);
    // A replot draws the plot's buffers at once but leaves the flush to the window's next update,
    // with the table and banner that changed with it: one paint of the window per result, not one
    // per chart plus one for the rest.
    m_plot->setPlottingHint(QCP::phImmediateRefresh, false);
    // Nothing draws on the overlay layer (no selection rectangle): one paint buffer to clear and
    // blend per replot instead of two.
    if (QCPLayer* overlay = m_plot->layer(QStringLiteral("overlay")))
        overlay->setMode(QCPLayer::lmLogical);
    m_plot->plotLayout()->insertRow(0);
    m_plot->plotLayout()->insertRow(1);
    m_title = new QCPTextElement(m_plot, QString(), m_theme.font(12, true));
    m_subtitle = new QCPTextElement(m_plot, QString(), m_theme.font(9));
    m_plot->plotLayout()->addElement(0, 0, m_title);
    m_plot->plotLayout()->addElement(1, 0, m_subtitle);
    m_plot->plotLayout()->setRowSpacing(0);

    connect(m_plot, &QCustomPlot::mouseMove, this, &ChartAdapter::onMouseMove);
    connect(m_plot, &QCustomPlot::afterLayout, this, [this]() {
        if (m_inLayout)
            return;
        m_inLayout = true;
        if (fitAxisLabels()) // the margins change with the label: lay out again
            m_plot->replot(QCustomPlot::rpQueuedReplot);
        afterLayout();
        m_inLayout = false;
    });
    m_plot->installEventFilter(this);
    // A click selects the point under it (its table row); a press that moves is a pan.
    connect(m_plot, &QCustomPlot::mousePress, this, [this](QMouseEvent* e) { m_pressAt = e->position(); });
    connect(m_plot, &QCustomPlot::mouseRelease, this, [this](QMouseEvent* e) {
        if (e->button() != Qt::LeftButton || (e->position() - m_pressAt).manhattanLength() > 4)
            return;
        if (const QString id = pointAt(e->position()); !id.isEmpty())
            emit pointClicked(id);
    });
    // Double-click returns to the full view after zooming or panning.
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, [this](QMouseEvent*) { resetZoom(); });
}

ChartAdapter::~ChartAdapter() = default;

void ChartAdapter::setModel(const ChartModel& model)
{
    m_model = model;
    redraw();
}

void ChartAdapter::setTheme(const ChartTheme& theme)
{
    m_theme = theme;
    redraw();
}

void ChartAdapter::retranslate() { redraw(); }

void ChartAdapter::resetZoom() { redraw(); }

void ChartAdapter::wrapSubtitle()
{
    // The subtitle is a list of facts joined by " · ": on a narrow plot it breaks between facts
    // onto more lines instead of running past both edges.
    const QFontMetrics fm(m_subtitle->font());
    const int room = std::max(m_plot->width() - 16, 80);
    const QString sep = QStringLiteral(" · ");
    QStringList lines;
    QString line;
    for (const QString& part : m_fullSubtitle.split(sep)) {
        const QString candidate = line.isEmpty() ? part : line + sep + part;
        if (!line.isEmpty() && fm.horizontalAdvance(candidate) > room) {
            lines << line;
            line = part;
        } else {
            line = candidate;
        }
    }
    if (!line.isEmpty())
        lines << line;
    m_subtitle->setText(lines.join(QLatin1Char('\n')));
}

void ChartAdapter::setTitlesShown(bool shown)
{
    QCPLayoutGrid* grid = m_plot->plotLayout();
    if (shown == (m_title->layout() == grid))
        return;
    if (shown) {
        grid->addElement(0, 0, m_title);
        grid->addElement(1, 0, m_subtitle);
    } else {
        // The rows stay (the legend keeps its row index) but, empty and without a stretch,
        // take no height.
        grid->take(m_title);
        grid->take(m_subtitle);
    }
    for (int row : {0, 1})
        grid->setRowStretchFactor(row, shown ? 1.0 : 0.001);
    m_title->setVisible(shown);
    m_subtitle->setVisible(shown);
    redraw();
}

bool ChartAdapter::titlesShown() const { return m_title->layout() == m_plot->plotLayout(); }

int ChartAdapter::overheadHeight(bool withTitles) const
{
    const int plotRect = m_plot->axisRect()->outerRect().height() > 0 ? m_plot->axisRect()->rect().height() : -1;
    if (plotRect <= 0 || m_plot->height() <= 0)
        return -1;
    int overhead = m_plot->height() - plotRect;
    if (!withTitles && titlesShown())
        overhead -= m_title->outerRect().height() + m_subtitle->outerRect().height();
    return overhead;
}

bool ChartAdapter::fitAxisLabels()
{
    // An axis title longer than its axis (a short plot, a long German title, presentation-size
    // type) breaks at the space nearest its middle instead of running past the plot's edges.
    bool changed = false;
    for (auto& [axis, full] : m_fullAxisLabels) {
        if (!axis->visible() || full.isEmpty())
            continue;
        const QFontMetrics fm(axis->labelFont());
        const int room = axis->orientation() == Qt::Vertical ? axis->axisRect()->height() : axis->axisRect()->width();
        QString wanted = full;
        if (fm.horizontalAdvance(full) > room - 4) {
            // Two balanced lines when they fit, else as many lines as the words need.
            int best = -1;
            for (int i = full.indexOf(QLatin1Char(' ')); i >= 0; i = full.indexOf(QLatin1Char(' '), i + 1))
                if (best < 0 || std::abs(i - full.size() / 2) < std::abs(best - full.size() / 2))
                    best = i;
            if (best > 0)
                wanted = full.left(best) + QLatin1Char('\n') + full.mid(best + 1);
            if (best > 0
                && std::max(fm.horizontalAdvance(full.left(best)), fm.horizontalAdvance(full.mid(best + 1)))
                    > room - 4) {
                QStringList lines;
                for (const QString& word : full.split(QLatin1Char(' '))) {
                    if (!lines.isEmpty() && fm.horizontalAdvance(lines.back() + QLatin1Char(' ') + word) <= room - 4)
                        lines.back() += QLatin1Char(' ') + word;
                    else
                        lines << word;
                }
                wanted = lines.join(QLatin1Char('\n'));
            }
        }
        if (axis->label() != wanted) {
            axis->setLabel(wanted);
            changed = true;
        }
    }
    return changed;
}

void ChartAdapter::fitLegend()
{
    // A legend below the plot keeps the columns it was given while they fit and wraps into fewer
    // on a narrow window, so no entry is cut at the plot's edge.
    QCPLegend* legend = m_plot->legend;
    const int wanted = m_plot->property("legendColumns").toInt();
    if (wanted <= 0 || !legend->visible() || legend->layout() != m_plot->plotLayout())
        return;
    const int room = m_plot->width() - 8;
    for (int columns = wanted; columns >= 1; --columns) {
        if (legend->wrap() != columns) {
            legend->setWrap(columns);
            legend->setFillOrder(legend->fillOrder(), true);
        }
        if (columns == 1 || legend->minimumOuterSizeHint().width() <= room)
            break;
    }
}

void ChartAdapter::redraw()
{
    rebuild();
    m_fullAxisLabels.clear();
    for (QCPAxis* a : m_plot->axisRect()->axes())
        m_fullAxisLabels[a] = a->label();
    fitLegend();
    m_theme.apply(m_plot);
    m_title->setTextColor(m_theme.text);
    m_title->setFont(m_theme.font(12, true));
    m_subtitle->setTextColor(m_theme.subtleText);
    m_subtitle->setFont(m_theme.font(9));
    wrapSubtitle();
    // A hidden plot has no paint device size yet; draw it when it is shown.
    if (!m_plot->isVisible() || m_plot->width() <= 0 || m_plot->height() <= 0) {
        m_needsReplot = true;
        return;
    }
    m_needsReplot = false;
    m_plot->replot();
}

bool ChartAdapter::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_plot && event->type() == QEvent::Resize) {
        fitLegend();
        wrapSubtitle();
    }
    if (watched == m_plot && event->type() == QEvent::Show && m_needsReplot) {
        m_needsReplot = false;
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    }
    return QObject::eventFilter(watched, event);
}

void ChartAdapter::setTitles(const QString& title, const QString& subtitle)
{
    m_title->setText(title);
    m_fullSubtitle = subtitle;
    wrapSubtitle();
}

void ChartAdapter::enableZoomPan(bool both)
{
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    const Qt::Orientations o = both ? (Qt::Horizontal | Qt::Vertical) : Qt::Horizontal;
    m_plot->axisRect()->setRangeDrag(o);
    m_plot->axisRect()->setRangeZoom(o);
}

QString ChartAdapter::unitSuffix(const QString& unit) const
{
    //: axis title suffix with the unit, e.g. " (ms)"
    return tr(" (%1)").arg(unit);
}

void ChartAdapter::onMouseMove(QMouseEvent* event)
{
    const QString text = toolTipAt(event->position());
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint(), text, m_plot);
}

} // namespace wattgpu::ui
