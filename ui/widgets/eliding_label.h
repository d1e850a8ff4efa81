#pragma once
// A one-line label that gives up width before anything else does: below its text's width it
// shows the first of its shorter texts that fits whole (if it was given any), else elides at the
// end; its tooltip carries the whole text. For status-bar provenance and other prose that must
// never set a window's minimum width.
#include <QLabel>
#include <QStringList>

namespace wattgpu::ui {

class ElidingLabel : public QLabel {
public:
    explicit ElidingLabel(QWidget* parent = nullptr);
    // `shorter`: texts to show instead, in order, when the full one does not fit (e.g. without
    // its last clause); the last of them is elided when none fits.
    void setFullText(const QString& text, const QStringList& shorter = {});
    QString fullText() const { return m_full; }
    // Cut with an ellipsis (a shorter text shown whole is not).
    bool isElided() const { return m_elided; }

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void elide();
    QString m_full;
    QStringList m_shorter;
    bool m_elided = false;
};

} // namespace wattgpu::ui
