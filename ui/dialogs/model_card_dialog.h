#pragma once
// Data ▸ Show model card…: a model card (Markdown).
// A dialog of the Data menu (ui/widgets/data_controller.h): it shows and collects, the controller
// does the work.
#include <QDialog>
#include <QString>

class QTextBrowser;

namespace wattgpu::ui {

// Markdown model card.
class ModelCardDialog : public QDialog {
    Q_OBJECT
public:
    ModelCardDialog(const QString& title, const QString& markdown, QWidget* parent = nullptr);
    QTextBrowser* browser() const { return m_text; }

private:
    QTextBrowser* m_text;
};

} // namespace wattgpu::ui
