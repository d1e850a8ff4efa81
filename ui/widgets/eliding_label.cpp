#include "ui/widgets/eliding_label.h"

#include <QResizeEvent>

namespace wattgpu::ui {

ElidingLabel::ElidingLabel(QWidget* parent) : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void ElidingLabel::setFullText(const QString& text, const QStringList& shorter)
{
    if (text == m_full && shorter == m_shorter)
        return; // the same text: no relayout of the bar it sits in
    m_full = text;
    m_shorter = shorter;
    setToolTip(text);
    elide();
    updateGeometry();
}

QSize ElidingLabel::minimumSizeHint() const
{
    return {fontMetrics().horizontalAdvance(QStringLiteral("M…")), QLabel::minimumSizeHint().height()};
}

QSize ElidingLabel::sizeHint() const
{
    return {fontMetrics().horizontalAdvance(m_full) + 2 * margin(), QLabel::sizeHint().height()};
}

void ElidingLabel::resizeEvent(QResizeEvent* event)
{
    QLabel::resizeEvent(event);
    elide();
}

void ElidingLabel::elide()
{
    const int room = std::max(contentsRect().width() - 2 * margin(), 0);
    QString shown = m_full;
    for (const QString& s : m_shorter) {
        if (fontMetrics().horizontalAdvance(shown) <= room)
            break;
        shown = s;
    }
    const QString fitted = fontMetrics().elidedText(shown, Qt::ElideRight, room);
    m_elided = fitted != shown;
    shown = fitted;
    if (shown != text())
        QLabel::setText(shown);
}

} // namespace wattgpu::ui
