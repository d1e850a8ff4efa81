#include "ui/widgets/recommendation_banner.h"

#include "ui/text/display_text.h"
#include "ui/theme.h"
#include "ui/widgets/wrap_label.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace wattgpu::ui {

RecommendationBanner::RecommendationBanner(QWidget* parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("recommendationBanner"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(12, 8, 12, 8);
    auto* col = new QVBoxLayout;
    m_headline = new WrapLabel(this);
    m_headline->setObjectName(QStringLiteral("bannerHeadline"));
    m_headline->setTextFormat(Qt::RichText);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_details = new WrapLabel(this);
    m_details->setObjectName(QStringLiteral("bannerDetails"));
    m_details->setTextFormat(Qt::RichText);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    col->addWidget(m_headline);
    col->addWidget(m_details);
    row->addLayout(col, 1);
    m_applyFix = new QPushButton(this);
    m_applyFix->setObjectName(QStringLiteral("applyFixButton"));
    m_applyFix->setVisible(false);
    row->addWidget(m_applyFix, 0, Qt::AlignTop);
    connect(m_applyFix, &QPushButton::clicked, this, [this]() {
        if (m_text.fix)
            emit applyFixRequested(*m_text.fix);
    });
    retranslateUi();
}

void RecommendationBanner::setResult(const ChartModel& model, const ComputeResultPtr& result, int includedCount)
{
    m_model = model;
    m_result = result;
    m_included = includedCount;
    render();
}

void RecommendationBanner::setLarge(bool large)
{
    m_large = large;
    render();
}

void RecommendationBanner::render()
{
    if (!m_result) {
        m_headline->setText(tr("Computing the recommendation…"));
        m_details->clear();
        return;
    }
    if (m_result->error) {
        // A model that cannot predict is an error on screen, never a table of numbers.
        m_text = {};
        m_text.headline = tr("No prediction: the prediction model failed");
        m_text.details = QString::fromStdString(m_result->error->message()).toHtmlEscaped();
        m_text.plain = m_text.headline + QLatin1Char(' ') + QString::fromStdString(m_result->error->message());
        m_winnerId.clear();
        m_applyFix->setVisible(false);
        m_headline->setText(m_text.headline);
        m_details->setText(m_text.details);
        m_details->setVisible(true);
        setAccessibleDescription(m_text.plain);
        m_tone = PanelTone::Error;
        paintPanel(this, m_tone);
        return;
    }
    m_text = RecommendationWriter::write(m_model, m_result->request, m_result->outcome.recommendation, m_included);
    m_winnerId = m_model.winnerId.value_or(QString());
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * (m_large ? 1.6 : 1.12));
    m_headline->setFont(f);
    QFont d = font();
    d.setPointSizeF(d.pointSizeF() * (m_large ? 1.2 : 1.0));
    m_details->setFont(d);
    // The winner's warnings, short at the end of the headline so it keeps its lines; the tooltip
    // and the facts pane name them. Presentation mode's cards carry their own flags.
    const Prediction* winner = m_winnerId.isEmpty() ? nullptr : m_result->prediction(m_winnerId.toStdString());
    const QStringList warnings = winner ? DisplayText::warningTitles(*winner) : QStringList();
    QString headline = m_text.headline;
    if (!warnings.isEmpty() && !m_large)
        headline += QStringLiteral(" <span style=\"color:%1\">%2</span>")
                        .arg(activeColors().warningText.name(),
                             tr("⚠ warnings: %1")
                                 .arg(warnings.size())
                                 .toHtmlEscaped()
                                 .replace(QLatin1Char(' '), QStringLiteral("&nbsp;"))); // one piece
    m_headline->setToolTip(warnings.isEmpty() ? QString()
                                              : tr("Warnings for the recommended deployment:") + QLatin1Char('\n')
                                   + warnings.join(QLatin1Char('\n')));
    if (!warnings.isEmpty())
        m_text.plain += QLatin1Char(' ') + tr("⚠ warnings: %1").arg(warnings.size()) + QStringLiteral(" (")
            + warnings.join(QStringLiteral("; ")) + QLatin1Char(')');
    m_headline->setText(headline);
    m_details->setText(m_text.details);
    m_details->setVisible(!m_text.details.isEmpty());
    m_applyFix->setVisible(m_text.fix.has_value());
    setAccessibleDescription(m_text.plain);

    // Green when there is an answer, amber when nothing qualifies, in the active theme's colours.
    m_tone = m_text.hasWinner && !m_text.atRisk ? PanelTone::Good : PanelTone::Warn;
    paintPanel(this, m_tone);
}

void RecommendationBanner::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QFrame::changeEvent(event);
}

bool RecommendationBanner::event(QEvent* event)
{
    const bool handled = QFrame::event(event);
    // A theme switched while the window is open: the text's colours and the background are the
    // new theme's (words too: the headline's warning spans carry the theme's colour).
    if (event->type() == QEvent::ApplicationPaletteChange)
        render();
    return handled;
}

void RecommendationBanner::retranslateUi()
{
    //: Button on the banner: apply the nearest proven fix to the plan (one undo step)
    m_applyFix->setText(tr("Apply fix"));
    m_applyFix->setToolTip(tr("Change the plan as the nearest fix says; Undo takes it back"));
    render();
}

} // namespace wattgpu::ui
