#pragma once
// Answers the ui's dialogs in tests and records what would have been shown.
#include "ui/dialogs/prompter.h"

#include <QStringList>

class FakePrompter final : public wattgpu::ui::Prompter {
public:
    QStringList errors;
    QStringList infos;
    QString nextOpenFile;
    QString nextSaveFile;
    SaveChoice nextSaveChoice = SaveChoice::Discard;
    int saveQuestions = 0;

    void error(QWidget*, const QString&, const QString& text) override { errors << text; }
    void information(QWidget*, const QString&, const QString& text) override { infos << text; }
    SaveChoice askToSave(QWidget*, const QString&, const QString&) override
    {
        ++saveQuestions;
        return nextSaveChoice;
    }
    QString openFileName(QWidget*, const QString&, const QString&, const QString&) override { return nextOpenFile; }
    QString saveFileName(QWidget*, const QString&, const QString&, const QString&, QString*) override
    {
        return nextSaveFile;
    }
};
