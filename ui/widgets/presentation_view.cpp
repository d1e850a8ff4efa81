#include "ui/widgets/presentation_view.h"

#include "ui/charts/power_itl_chart.h"
#include "ui/text/display_text.h"
#include "ui/widgets/recommendation_banner.h"

#include <QComboBox>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace wattgpu::ui {

PresentationView::PresentationView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("presentationView"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 16, 24, 16);
    layout->setSpacing(16);
    m_banner = new RecommendationBanner(this);
    m_banner->setLarge(true);
    layout->addWidget(m_banner);
    auto* pickRow = new QHBoxLayout;
    m_pickLabel = new QLabel(this);
    pickRow->addWidget(m_pickLabel);
    for (int i = 0; i < 3; ++i) {
        m_pick[i] = new QComboBox(this);
        m_pick[i]->setObjectName(QStringLiteral("comparePick%1").arg(i + 1));
        m_pick[i]->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        pickRow->addWidget(m_pick[i]);
        connect(m_pick[i], &QComboBox::activated, this, &PresentationView::onPicked);
    }
    m_pickLabel->setBuddy(m_pick[0]);
    pickRow->addStretch(1);
    m_export = new QPushButton(this);
    m_export->setObjectName(QStringLiteral("exportCompare"));
    connect(m_export, &QPushButton::clicked, this, [this]() { emit exportCompareRequested(m_cardIds); });
    pickRow->addWidget(m_export);
    layout->addLayout(pickRow);
    m_cardsLayout = new QHBoxLayout;
    m_cardsLayout->setSpacing(16);
    layout->addLayout(m_cardsLayout);
    m_chart = new PowerItlChart(this);
    m_chart->plot()->setObjectName(QStringLiteral("presentationChart"));
    layout->addWidget(m_chart->plot(), 1);
    m_hint = new QLabel(this);
    m_hint->setAlignment(Qt::AlignRight);
    layout->addWidget(m_hint);
    retranslateUi();
}

std::vector<const GpuPoint*> PresentationView::pickCards(const ChartModel& m)
{
    std::vector<const GpuPoint*> out;
    const auto feasible = m.feasibleByObjective();
    auto add = [&out](const GpuPoint* g) {
        if (g && out.size() < 3 && std::find(out.begin(), out.end(), g) == out.end())
            out.push_back(g);
    };
    if (!feasible.empty()) {
        add(feasible[0]);
        if (feasible.size() > 1)
            add(feasible[1]);
        const GpuPoint* biggest = nullptr;
        for (const GpuPoint* g : feasible)
            if (!biggest || g->tdpW > biggest->tdpW)
                biggest = g;
        add(biggest);
        for (const GpuPoint* g : feasible)
            add(g);
        return out;
    }
    std::vector<const GpuPoint*> fitting;
    for (const GpuPoint& g : m.points)
        if (g.fits())
            fitting.push_back(&g);
    std::sort(fitting.begin(), fitting.end(), [](auto a, auto b) { return a->itlMs < b->itlMs; });
    for (const GpuPoint* g : fitting)
        add(g);
    return out;
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
        const int at = i < m_cardIds.size() ? c->findData(m_cardIds[i]) : (i == 2 ? 0 : -1);
        c->setCurrentIndex(std::max(at, 0));
    }
    m_export->setEnabled(m_cardIds.size() >= 2);
}

void PresentationView::setTheme(const ChartTheme& theme)
{
    ChartTheme big = theme;
    big.fontScale = 1.45;
    m_chart->setTheme(big);
    m_banner->refresh();
}

void PresentationView::rebuildCards()
{
    for (QFrame* f : m_cards)
        f->deleteLater();
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
        v->setSpacing(4);
        QString tag;
        switch (g->status) {
        case GpuStatus::Winner: tag = tr("★ Recommended"); break;
        case GpuStatus::Feasible:
            tag = tr("Meets the SLA · +%1 %").arg(DisplayText::number(g->vsWinnerPercent, 2));
            break;
        case GpuStatus::MissesSla: tag = tr("Too slow for the SLA"); break;
        case GpuStatus::DoesNotFit: tag = tr("Does not fit"); break;
        }
        if (g->outOfDistribution) {
            // Outside the training ranges: the audience sees the flag, the tooltip says why.
            tag += QStringLiteral(" · ⚠");
            card->setToolTip(DisplayText::warning(Warning{WarningCode::GpuOutOfRange, {}}));
        }
        v->addWidget(label(card, g->label, 2.0, true));
        v->addWidget(label(card, tag, 1.3, g->status == GpuStatus::Winner));
        auto* nums = new QHBoxLayout;
        auto* money = new QHBoxLayout;
        // The big figure, its unit, and its ~80 % interval in small print (none for baselines).
        auto metric = [&](QHBoxLayout* row, double value, double lo, double hi, const QString& unit, double scale) {
            auto* box = new QVBoxLayout;
            box->addWidget(label(card, std::isfinite(value) ? DisplayText::number(value) : tr("—"), scale, true));
            box->addWidget(label(card, unit, 1.2, false));
            const bool hasInterval = std::isfinite(value) && std::isfinite(lo) && std::isfinite(hi) && hi > lo;
            box->addWidget(label(
                card,
                hasInterval ? QStringLiteral("%1–%2").arg(DisplayText::number(lo), DisplayText::number(hi)) : QString(),
                1.0, false));
            row->addLayout(box);
        };
        metric(nums, g->powerW, g->powerLowW, g->powerHighW, m_model.rateRps ? tr("W mean") : tr("W"), 2.6);
        metric(nums, g->itlMs, g->itlLowMs, g->itlHighMs, tr("ms / token"), 2.6);
        metric(nums, g->energyJ, g->energyLowJ, g->energyHighJ, tr("J / token"), 2.6);
        metric(money, g->costUsdPerMTokens, g->costLowUsd, g->costHighUsd, tr("$ / 1M tokens"), 2.0);
        metric(money, g->gco2PerMTokens, g->gco2Low, g->gco2High, tr("gCO₂ / 1M tokens"), 2.0);
        v->addLayout(nums);
        v->addLayout(money);
        if (g->status == GpuStatus::Winner) {
            QPalette pal = card->palette();
            const bool dark = pal.color(QPalette::Window).lightness() < 128;
            pal.setColor(QPalette::Window, dark ? QColor(0x1F, 0x3D, 0x2B) : QColor(0xE6, 0xF4, 0xEA));
            card->setPalette(pal);
            card->setAutoFillBackground(true);
        }
        m_cardsLayout->addWidget(card, 1);
        m_cards.push_back(card);
        m_cardIds << g->gpuId;
    }
    fillPickers();
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
