#include "ui/widgets/model_strip.h"

#include "core/features/physics.h"
#include "ui/text/display_text.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QToolButton>

namespace wattgpu::ui {

namespace {
const QString kSeparator = QStringLiteral(" · ");
}

ModelStrip::ModelStrip(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("modelStrip"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 0, 2, 0);
    layout->setSpacing(6);
    m_name = new QLabel(this);
    m_name->setObjectName(QStringLiteral("modelStripName"));
    QFont bold = m_name->font();
    bold.setBold(true);
    m_name->setFont(bold);
    m_facts = new QLabel(this);
    m_facts->setObjectName(QStringLiteral("modelStripFacts"));
    m_button = new QToolButton(this);
    m_button->setObjectName(QStringLiteral("showModelPicker"));
    m_button->setAutoRaise(true);
    m_button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    // As tall as a menu title: the menu bar does not grow for it.
    m_button->setMaximumHeight(m_button->fontMetrics().height());
    layout->addWidget(m_name);
    layout->addWidget(m_facts);
    layout->addWidget(m_button);
    connect(m_button, &QToolButton::clicked, this, &ModelStrip::pickerRequested);
    retranslateUi();
}

void ModelStrip::setModel(const LlmSpec& llm, const Workload& workload)
{
    m_llm = llm;
    m_workload = workload;
    retranslateUi();
}

void ModelStrip::setRoom(int width)
{
    if (width == m_room)
        return;
    m_room = width;
    fit();
}

void ModelStrip::setShortcutText(const QString& shortcut)
{
    m_shortcut = shortcut;
    retranslateUi();
}

QStringList ModelStrip::facts() const
{
    if (!m_llm)
        return {};
    const LlmSpec& l = *m_llm;
    QStringList out;
    out << (l.isMoe ? tr("%1 parameters (%2 active)")
                          .arg(DisplayText::params(l.totalBParams), DisplayText::params(l.activeBParams))
                    : tr("%1 parameters").arg(DisplayText::params(l.totalBParams)));
    // A quantized checkpoint is stored as its config.json declares (core's weightBytes).
    const QString weights = DisplayText::bytes(weightBytes(l, m_workload.precision));
    out << (l.weightBitsPerParam > 0
                ? tr("weights %1 (%2)").arg(weights, QString::fromStdString(l.quantization).toUpper())
                : tr("weights %1 at %2").arg(weights, DisplayText::precision(m_workload.precision)));
    // At the plan's KV-cache precision (an FP8 cache is half the 16-bit one), named when it is FP8.
    const QString kv = DisplayText::bytes(kvBytesPerToken(l, kvBytesPerElement(m_workload.kvCacheDtype)));
    out << (m_workload.kvCacheDtype == KvCacheDtype::Fp8
                ? tr("KV cache %1 per token (%2)").arg(kv, DisplayText::kvCacheDtype(KvCacheDtype::Fp8))
                : tr("KV cache %1 per token").arg(kv));
    if (l.maxPositionEmbeddings > 0)
        out << tr("context %1 tokens").arg(QLocale().toString(l.maxPositionEmbeddings));
    return out;
}

void ModelStrip::fit()
{
    // The name and as many facts as fit beside the button; without room for the name, the button
    // alone.
    const QStringList all = facts();
    const QString name = m_llm ? DisplayText::shortLlmName(*m_llm) : QString();
    const auto* layout = static_cast<const QHBoxLayout*>(this->layout());
    const QMargins margins = layout->contentsMargins();
    const int fixed = margins.left() + margins.right() + m_button->sizeHint().width();
    const int gap = layout->spacing();
    const int nameWidth = m_name->fontMetrics().horizontalAdvance(name) + gap;
    const bool showName = !name.isEmpty() && fixed + nameWidth <= m_room;
    qsizetype shown = 0;
    if (showName)
        while (shown < all.size()
               && fixed + nameWidth + gap
                       + m_facts->fontMetrics().horizontalAdvance(kSeparator + all.mid(0, shown + 1).join(kSeparator))
                   <= m_room)
            ++shown;
    m_name->setText(name);
    m_name->setVisible(showName);
    m_facts->setText(shown > 0 ? kSeparator.trimmed() + QLatin1Char(' ') + all.mid(0, shown).join(kSeparator)
                               : QString());
    m_facts->setVisible(shown > 0);
    updateGeometry();
}

QSize ModelStrip::sizeHint() const
{
    // What the shown parts need, never more than the room (the menus keep theirs).
    return QWidget::sizeHint().boundedTo(QSize(std::max(m_room, m_button->sizeHint().width()), QWIDGETSIZE_MAX));
}

QSize ModelStrip::minimumSizeHint() const { return m_button->minimumSizeHint(); }

void ModelStrip::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ModelStrip::retranslateUi()
{
    m_button->setText(tr("Change model…"));
    m_button->setToolTip(m_shortcut.isEmpty() ? tr("Show the model picker")
                                              : tr("Show the model picker (%1)").arg(m_shortcut));
    QStringList tip;
    if (m_llm)
        tip << QString::fromStdString(m_llm->hfId) << facts();
    setToolTip(tip.join(QLatin1Char('\n')));
    m_name->setToolTip(toolTip());
    m_facts->setToolTip(toolTip());
    fit();
}

} // namespace wattgpu::ui
