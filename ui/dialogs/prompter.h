#pragma once
// The seam between the ui and modal dialogs: everything that would block on a person (message
// boxes, file dialogs) goes through a Prompter, so tests can answer instead.
#include <QString>

class QWidget;

namespace wattgpu::ui {

class Prompter {
public:
    enum class SaveChoice { Save, Discard, Cancel };

    virtual ~Prompter() = default;
    virtual void error(QWidget* parent, const QString& title, const QString& text) = 0;
    virtual void information(QWidget* parent, const QString& title, const QString& text) = 0;
    virtual SaveChoice askToSave(QWidget* parent, const QString& title, const QString& text) = 0;
    // Empty string = cancelled. `selectedFilter` (may be null) receives the chosen filter.
    virtual QString openFileName(QWidget* parent, const QString& title, const QString& dir, const QString& filter) = 0;
    virtual QString saveFileName(QWidget* parent, const QString& title, const QString& dir, const QString& filter,
                                 QString* selectedFilter = nullptr) = 0;
};

// Real dialogs: QMessageBox and QFileDialog.
class WidgetPrompter final : public Prompter {
public:
    void error(QWidget* parent, const QString& title, const QString& text) override;
    void information(QWidget* parent, const QString& title, const QString& text) override;
    SaveChoice askToSave(QWidget* parent, const QString& title, const QString& text) override;
    QString openFileName(QWidget* parent, const QString& title, const QString& dir, const QString& filter) override;
    QString saveFileName(QWidget* parent, const QString& title, const QString& dir, const QString& filter,
                         QString* selectedFilter) override;
};

} // namespace wattgpu::ui
