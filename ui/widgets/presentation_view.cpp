#include "ui/widgets/presentation_view.h"

#include "ui/charts/power_itl_chart.h"
#include "ui/text/display_text.h"
#include "ui/theme.h"
#include "ui/widgets/gpu_combo.h"
#include "ui/widgets/recommendation_banner.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace wattgpu::ui {

PresentationView::PresentationView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("presentationView"));
    // The chart takes what the banner, the picker row and the cards leave: at 1280 x 720 that is
    // about half the height, so the cards are compact and the chart has no title of its own.
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(20, 10, 20, 6);
    layout->setSpacing(8);
    m_banner = new RecommendationBanner(this);
    m_banner->setLarge(true);
    layout->addWidget(m_banner);
    auto* pickRow = new QHBoxLayout;
    m_pickLabel = new QLabel(this);
    pickRow->addWidget(m_pickLabel);
    for (int i = 0; i < 3; ++i) {
        m_pick[i] = new QComboBox(this);
        m_pick[i]->setObjectName(QStringLiteral("comparePick%1").arg(i + 1));
        // As wide as the chosen name, not the longest in the list: three pickers sized for
        // "8 × RTX PRO 6000 Blackwell 96GB" would not leave 1024 px for the export button.
        m_pick[i]->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        m_pick[i]->setMinimumContentsLength(4);
        // Sorted by name and searchable: type part of a name to narrow the list.
        makeGpuComboSearchable(m_pick[i]);
        pickRow->addWidget(m_pick[i]);
        connect(m_pick[i], &QComboBox::activated, this, &PresentationView::onPicked);
        connect(m_pick[i], &QComboBox::currentIndexChanged, this, [this, i]() { fitPicker(m_pick[i]); });
    }
    m_pickLabel->setBuddy(m_pick[0]);
    pickRow->addStretch(1);
    m_export = new QPushButton(this);
    m_export->setObjectName(QStringLiteral("exportCompare"));
    connect(m_export, &QPushButton::clicked, this, [this]() { emit exportCompareRequested(m_cardIds); });
    pickRow->addWidget(m_export);
    layout->addLayout(pickRow);
    m_cardsLayout = new QHBoxLayout;
    m_cardsLayout->setSpacing(12);
    layout->addLayout(m_cardsLayout);
    m_chart = new PowerItlChart(this);
    m_chart->setTitlesShown(false);
    m_chart->plot()->setObjectName(QStringLiteral("presentationChart"));
    // Not the plot's own minimum (its legend on one row): the legend wraps on a narrow window.
    m_chart->plot()->setMinimumSize(320, 200);
    layout->addWidget(m_chart->plot(), 1);
    m_hint = new QLabel(this);
    m_hint->setAlignment(Qt::AlignRight);
    QFont small = m_hint->font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    m_hint->setFont(small);
    layout->addWidget(m_hint);
    retranslateUi();
}

std::vector<const GpuPoint*> PresentationView::pickCards(const ChartModel& m)
{
    // The outcome's featured deployments: the winner, the runner-up, the highest-power GPU that
    // meets the SLA, then the other ranked ones; when none meets it, the fastest that fit.
    return m.pointsOf(m.featuredIds);
}

void PresentationView::setResult(const ChartModel& model, const ComputeResultPtr& result, int includedCount)
{
    m_model = model;
    m_banner->setResult(model, result, includedCount);
    m_chart->setModel(model);
    rebuildCards();
}

void PresentationView::setCardGpuIds(const QStringList& gpuIds)
{
    m_chosen = gpuIds;
    rebuildCards();
}

void PresentationView::onPicked()
{
    QStringList ids;
    for (QComboBox* c : m_pick) {
        const QString id = c->currentData().toString();
        if (!id.isEmpty() && !ids.contains(id))
            ids << id;
    }
    // One GPU is no comparison: keep the automatic pick until at least two are chosen.
    setCardGpuIds(ids.size() >= 2 ? ids : QStringList());
}

void PresentationView::fillPickers()
{
    for (int i = 0; i < 3; ++i) {
        QComboBox* c = m_pick[i];
        const QSignalBlocker block(c);
        c->clear();
        if (i == 2)
            c->addItem(tr("(none)"), QString());
        for (const GpuPoint& g : m_model.points)
            if (g.fits())
                c->addItem(g.label, g.gpuId);
        sortGpuCombo(c, i == 2 ? 1 : 0); // "(none)" stays first
        const int at = i < m_cardIds.size() ? c->findData(m_cardIds[i]) : (i == 2 ? 0 : -1);
        c->setCurrentIndex(std::max(at, 0));
        fitPicker(c);
    }
    m_export->setEnabled(m_cardIds.size() >= 2);
}

void PresentationView::fitPicker(QComboBox* c)
{
    // The field fits the current name; the drop-down list fits every name.
    const QFontMetrics fm(c->fontMetrics());
    int widest = 0;
    for (int i = 0; i < c->count(); ++i)
        widest = std::max(widest, fm.horizontalAdvance(c->itemText(i)));
    QStyleOptionComboBox opt;
    opt.initFrom(c);
    opt.editable = c->isEditable();
    const QSize text(fm.horizontalAdvance(c->currentText()) + 8, fm.height());
    c->setMinimumWidth(c->style()->sizeFromContents(QStyle::CT_ComboBox, &opt, text, c).width());
    c->view()->setMinimumWidth(widest + c->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 24);
}

void PresentationView::setTheme(const ChartTheme& theme)
{
    ChartTheme big = theme;
    big.fontScale = 1.45;
    m_chart->setTheme(big);
    m_banner->refresh();
    repaintCards();
}

void PresentationView::repaintCards()
{
    // The recommended card in the active theme's colours (a live switch included).
    for (QFrame* card : m_cards)
        if (card->property("recommended").toBool())
            paintPanel(card, PanelTone::Good);
}

void PresentationView::rebuildCards()
{
    for (QFrame* f : m_cards) {
        // Out of the layout now, not at deletion: six cards side by side, even for one event
        // loop pass, would widen the window past the screen.
        m_cardsLayout->removeWidget(f);
        f->hide();
        f->deleteLater();
    }
    m_cards.clear();
    m_cardIds.clear();
    const QFont base = font();
    auto label = [&](QWidget* parent, const QString& text, double scale, bool bold) {
        auto* l = new QLabel(text, parent);
        QFont f = base;
        f.setPointSizeF(base.pointSizeF() * scale);
        f.setBold(bold);
        l->setFont(f);
        l->setAlignment(Qt::AlignCenter);
        return l;
    };
    std::vector<const GpuPoint*> chosen;
    for (const QString& id : m_chosen)
        if (const GpuPoint* g = m_model.point(id); g && g->fits() && chosen.size() < 3)
            chosen.push_back(g);
    if (chosen.size() < 2)
        chosen = pickCards(m_model);
    for (const GpuPoint* g : chosen) {
        auto* card = new QFrame(this);
        card->setFrameShape(QFrame::StyledPanel);
        card->setObjectName(QStringLiteral("card_") + g->gpuId);
        auto* v = new QVBoxLayout(card);
        v->setContentsMargins(8, 4, 8, 4);
        v->setSpacing(2);
        QString tag;
        switch (g->status) {
        //: presentation card of the winner whose ITL interval reaches above the SLA
        case GpuStatus::Winner: tag = g->atRisk ? tr("★ Recommended · at risk") : tr("★ Recommended"); break;
        case GpuStatus::Feasible:
            tag = g->atRisk ? tr("At risk for the SLA · +%1 %").arg(DisplayText::number(g->vsWinnerPercent, 2))
                            : tr("Meets the SLA · +%1 %").arg(DisplayText::number(g->vsWinnerPercent, 2));
            break;
        case GpuStatus::MissesSla: tag = tr("Too slow for the SLA"); break;
        case GpuStatus::DoesNotFit: tag = tr("Does not fit"); break;
        }
        if (g->outOfDistribution) {
            // Outside the training ranges: the audience sees the flag, the tooltip says why.
            tag += QStringLiteral(" · ⚠");
            card->setToolTip(DisplayText::warning(Warning{WarningCode::GpuOutOfRange, {}}));
        }
        v->addWidget(label(card, g->label, 1.6, true));
        v->addWidget(label(card, tag, 1.1, g->status == GpuStatus::Winner));
        auto* nums = new QHBoxLayout;
        auto* money = new QHBoxLayout;
        // The big figure, its unit, and its ~80 % interval in small print (none for baselines).
        auto metric = [&](QHBoxLayout* row, double value, double lo, double hi, const QString& unit, double scale) {
            auto* box = new QVBoxLayout;
            box->setSpacing(0);
            box->addWidget(label(card, std::isfinite(value) ? DisplayText::number(value) : tr("—"), scale, true));
            box->addWidget(label(card, unit, 1.0, false));
            const bool hasInterval = std::isfinite(value) && std::isfinite(lo) && std::isfinite(hi) && hi > lo;
            box->addWidget(label(
                card,
                hasInterval ? QStringLiteral("%1–%2").arg(DisplayText::number(lo), DisplayText::number(hi)) : QString(),
                0.9, false));
            row->addLayout(box);
        };
        metric(nums, g->powerW, g->powerLowW, g->powerHighW, m_model.rateRps ? tr("W mean") : tr("W"), 2.2);
        metric(nums, g->itlMs, g->itlLowMs, g->itlHighMs, tr("ms / token"), 2.2);
        metric(nums, g->energyJ, g->energyLowJ, g->energyHighJ, tr("J / token"), 2.2);
        metric(money, g->costUsdPerMTokens, g->costLowUsd, g->costHighUsd,
               costIncludesHardware(g->costBasis) ? tr("$ / 1M tokens all-in") : tr("$ / 1M tokens electricity"), 1.7);
        metric(money, g->gco2PerMTokens, g->gco2Low, g->gco2High, tr("gCO₂ / 1M tokens"), 1.7);
        v->addLayout(nums);
        v->addLayout(money);
        if (g->status == GpuStatus::Winner) {
            card->setProperty("recommended", true);
            paintPanel(card, PanelTone::Good);
        }
        m_cardsLayout->addWidget(card, 1);
        m_cards.push_back(card);
        m_cardIds << g->gpuId;
    }
    fillPickers();
}

bool PresentationView::event(QEvent* event)
{
    const bool handled = QWidget::event(event);
    // A live theme switch: the recommended card takes the new theme's background and text.
    if (event->type() == QEvent::ApplicationPaletteChange)
        repaintCards();
    return handled;
}

void PresentationView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void PresentationView::retranslateUi()
{
    m_hint->setText(tr("F11 or Esc: leave presentation mode"));
    m_pickLabel->setText(tr("Co&mpare:"));
    m_export->setText(tr("E&xport compare page…"));
    m_export->setToolTip(tr("The cards on one page, as PDF (A4 or Letter) or HTML"));
    rebuildCards();
}

} // namespace wattgpu::ui
