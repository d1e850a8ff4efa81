#pragma once
// A one-line label that gives up width before anything else does: below its text's width it
// elides at the end and its tooltip carries the whole text. For status-bar provenance and other
// prose that must never set a window's minimum width.
#include <QLabel>

namespace wattgpu::ui {

class ElidingLabel : public QLabel {
public:
    explicit ElidingLabel(QWidget* parent = nullptr);
    void setFullText(const QString& text);
    QString fullText() const { return m_full; }
    bool isElided() const { return text() != m_full; }

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void elide();
    QString m_full;
};

} // namespace wattgpu::ui
