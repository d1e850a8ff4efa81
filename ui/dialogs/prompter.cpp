#include "ui/dialogs/prompter.h"

#include <QFileDialog>
#include <QMessageBox>

namespace wattgpu::ui {

void WidgetPrompter::error(QWidget* parent, const QString& title, const QString& text)
{
    QMessageBox::critical(parent, title, text);
}

void WidgetPrompter::information(QWidget* parent, const QString& title, const QString& text)
{
    QMessageBox::information(parent, title, text);
}

Prompter::SaveChoice WidgetPrompter::askToSave(QWidget* parent, const QString& title, const QString& text)
{
    const auto b = QMessageBox::question(
        parent, title, text, QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (b == QMessageBox::Save)
        return SaveChoice::Save;
    if (b == QMessageBox::Discard)
        return SaveChoice::Discard;
    return SaveChoice::Cancel;
}

QString WidgetPrompter::openFileName(QWidget* parent, const QString& title, const QString& dir, const QString& filter)
{
    return QFileDialog::getOpenFileName(parent, title, dir, filter);
}

QString WidgetPrompter::saveFileName(QWidget* parent, const QString& title, const QString& dir, const QString& filter,
                                     QString* selectedFilter)
{
    return QFileDialog::getSaveFileName(parent, title, dir, filter, selectedFilter);
}

} // namespace wattgpu::ui
