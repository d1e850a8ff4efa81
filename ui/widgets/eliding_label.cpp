#include "ui/widgets/eliding_label.h"

#include <QResizeEvent>

namespace wattgpu::ui {

ElidingLabel::ElidingLabel(QWidget* parent) : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void ElidingLabel::setFullText(const QString& text)
{
    if (text == m_full)
        return; // the same text: no relayout of the bar it sits in
    m_full = text;
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
    const int room = contentsRect().width() - 2 * margin();
    const QString shown = fontMetrics().elidedText(m_full, Qt::ElideRight, std::max(room, 0));
    if (shown != text())
        QLabel::setText(shown);
}

} // namespace wattgpu::ui
