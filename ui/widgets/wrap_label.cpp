#include "ui/widgets/wrap_label.h"

#include <QEvent>

namespace wattgpu::ui {

namespace {
constexpr int kPreferredChars = 60; // preferred line length, in average characters
constexpr int kMinimumChars = 16;   // narrowest the layout may make it
} // namespace

WrapLabel::WrapLabel(QWidget* parent) : QLabel(parent)
{
    setWordWrap(true);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void WrapLabel::forgetIfChanged() const
{
    if (m_measured.isSharedWith(text()) || m_measured == text())
        return;
    m_measured = text();
    m_heights.fill({0, 0});
}

int WrapLabel::heightForWidth(int width) const
{
    forgetIfChanged();
    for (const auto& [w, h] : m_heights)
        if (w == width && w != 0)
            return h;
    const int h = QLabel::heightForWidth(width);
    m_heights[m_next] = {width, h};
    m_next = (m_next + 1) % m_heights.size();
    return h;
}

int WrapLabel::oneLineHeight() const
{
    // The height of one line of the label's font, as QLabel frames it; the text itself is laid
    // out only for the widths the layout gives (heightForWidth).
    const QMargins m = contentsMargins();
    return text().isEmpty() ? 0 : fontMetrics().height() + m.top() + m.bottom() + 2 * margin();
}

QSize WrapLabel::sizeHint() const
{
    // The layout asks heightForWidth for the height it gives; the hint's own height is one line,
    // so a change costs one layout of the text (at the width it gets), not one more at no width.
    const int w = fontMetrics().averageCharWidth() * kPreferredChars + 2 * margin();
    return {w, oneLineHeight()};
}

QSize WrapLabel::minimumSizeHint() const
{
    // As a QLabel: the height of one line; the wrapped height comes from heightForWidth.
    const int w = fontMetrics().averageCharWidth() * kMinimumChars + 2 * margin();
    return {w, oneLineHeight()};
}

void WrapLabel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        m_measured.clear();
        m_heights.fill({0, 0});
    }
    QLabel::changeEvent(event);
}

} // namespace wattgpu::ui
