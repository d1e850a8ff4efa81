#pragma once
// A word-wrapped label for text that changes with every result (the recommendation banner). A
// QLabel lays its rich text out about eight times per change to find its hints (a golden-ratio
// search for the preferred width, one word per line for the minimum); this one lays it out for
// the widths the layout asks about and remembers them until the text, font or style changes.
#include <QLabel>

#include <array>
#include <utility>

namespace wattgpu::ui {

class WrapLabel : public QLabel {
public:
    explicit WrapLabel(QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    int heightForWidth(int width) const override;

protected:
    void changeEvent(QEvent* event) override;

private:
    void forgetIfChanged() const;
    int oneLineHeight() const;

    mutable QString m_measured;                             // the text the cache holds heights for
    mutable std::array<std::pair<int, int>, 6> m_heights{}; // (width, height); width 0 = empty slot
    mutable std::size_t m_next = 0;
};

} // namespace wattgpu::ui
