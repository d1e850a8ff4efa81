#include "ui/widgets/presentation_view.h"

#include "ui/charts/power_itl_chart.h"
#include "ui/text/display_text.h"
#include "ui/widgets/recommendation_banner.h"

#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>

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
    for (const GpuPoint* g : pickCards(m_model)) {
        auto* card = new QFrame(this);
        card->setFrameShape(QFrame::StyledPanel);
        card->setObjectName(QStringLiteral("card_") + g->gpuId);
        auto* v = new QVBoxLayout(card);
        v->setSpacing(4);
        QString tag;
        switch (g->status) {
        case GpuStatus::Winner: tag = tr("★ Recommended"); break;
        case GpuStatus::Feasible: tag = tr("Meets the SLA · +%1 %").arg(DisplayText::number(g->vsWinnerPercent, 2)); break;
        case GpuStatus::MissesSla: tag = tr("Too slow for the SLA"); break;
        case GpuStatus::DoesNotFit: tag = tr("Does not fit"); break;
        }
        v->addWidget(label(card, g->label, 2.0, true));
        v->addWidget(label(card, tag, 1.3, g->status == GpuStatus::Winner));
        auto* nums = new QHBoxLayout;
        auto metric = [&](double value, const QString& unit) {
            auto* box = new QVBoxLayout;
            box->addWidget(label(card, DisplayText::number(value), 2.6, true));
            box->addWidget(label(card, unit, 1.2, false));
            nums->addLayout(box);
        };
        metric(g->powerW, tr("W"));
        metric(g->itlMs, tr("ms / token"));
        metric(g->energyJ, tr("J / token"));
        v->addLayout(nums);
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
    rebuildCards();
}

} // namespace wattgpu::ui
