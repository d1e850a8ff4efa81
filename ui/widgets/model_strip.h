#pragma once
// The chosen model while the model picker is collapsed: its name and key facts on one line in
// the menu bar's corner (no height taken from the charts and the table), and a button that brings
// the picker back, as View → Model picker (Ctrl+M) does. Facts that do not fit the room are left
// out of the line, never cut; the tooltip lists them all.
#include "core/catalog/llm.h"
#include "core/features/workload.h"

#include <QStringList>
#include <QWidget>

#include <optional>

class QLabel;
class QToolButton;

namespace wattgpu::ui {

class ModelStrip : public QWidget {
    Q_OBJECT
public:
    explicit ModelStrip(QWidget* parent = nullptr);

    void setModel(const LlmSpec& llm, const Workload& workload);
    // Width, px, the strip may take (the menu bar's width less its menus).
    void setRoom(int width);
    // The shortcut named on the button's tooltip (the window's picker toggle).
    void setShortcutText(const QString& shortcut);

    QLabel* nameLabel() const { return m_name; }
    QLabel* factsLabel() const { return m_facts; }
    QToolButton* button() const { return m_button; }
    // Every fact of the model, translated, in the line's order (the line shows a prefix of them).
    QStringList facts() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void pickerRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void fit();

    QLabel* m_name;
    QLabel* m_facts;
    QToolButton* m_button;
    std::optional<LlmSpec> m_llm;
    Workload m_workload;
    QString m_shortcut;
    int m_room = 0;
};

} // namespace wattgpu::ui
