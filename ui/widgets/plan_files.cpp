#include "ui/widgets/plan_files.h"

#include "ui/dialogs/prompter.h"
#include "ui/models/plan_document.h"
#include "ui/settings.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>

namespace wattgpu::ui {

PlanFiles::PlanFiles(PlanDocument* doc, Prompter* prompter, QWidget* window, Validator validator)
    : QObject(window), m_doc(doc), m_prompter(prompter), m_window(window), m_validator(std::move(validator))
{}

QString PlanFiles::fileFilter() { return tr("WattGPU plans (*.wattgpu);;All files (*)"); }

QString PlanFiles::dialogDir() const
{
    if (!m_doc->filePath().isEmpty())
        return QFileInfo(m_doc->filePath()).absolutePath();
    const QString last = settings::lastDirectory.value();
    return last.isEmpty() ? QDir::homePath() : last;
}

bool PlanFiles::open(const QString& path)
{
    PlanError error;
    const std::optional<PlanState> plan = PlanIo::read(path, &error);
    if (!plan) {
        m_prompter->error(m_window, tr("Open plan"), PlanIo::readMessage(error, QDir::toNativeSeparators(path)));
        return false;
    }
    QString why;
    if (m_validator && !m_validator(*plan, &why)) {
        m_prompter->error(m_window, tr("Open plan"),
                          tr("Could not open the plan “%1”.\n%2\nYour current plan has not been changed.")
                              .arg(QDir::toNativeSeparators(path), why));
        return false;
    }
    m_doc->reset(*plan, QFileInfo(path).absoluteFilePath());
    addRecent(QFileInfo(path).absoluteFilePath());
    settings::lastPlan.setValue(QFileInfo(path).absoluteFilePath());
    emit opened(QFileInfo(path).absoluteFilePath());
    return true;
}

bool PlanFiles::openWithDialog()
{
    if (!maybeSave())
        return false;
    const QString path = m_prompter->openFileName(m_window, tr("Open plan"), dialogDir(), fileFilter());
    if (path.isEmpty())
        return false;
    settings::lastDirectory.setValue(QFileInfo(path).absolutePath());
    return open(path);
}

bool PlanFiles::save()
{
    if (m_doc->filePath().isEmpty())
        return saveAs();
    return saveTo(m_doc->filePath());
}

bool PlanFiles::saveAs()
{
    QString dir = dialogDir();
    if (m_doc->filePath().isEmpty())
        dir = QDir(dir).filePath(tr("plan.wattgpu"));
    else
        dir = m_doc->filePath();
    QString path = m_prompter->saveFileName(m_window, tr("Save plan"), dir, fileFilter());
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".wattgpu");
    settings::lastDirectory.setValue(QFileInfo(path).absolutePath());
    return saveTo(path);
}

bool PlanFiles::saveTo(const QString& path)
{
    PlanError error;
    if (!PlanIo::write(path, m_doc->state(), &error)) {
        m_prompter->error(m_window, tr("Save plan"), PlanIo::writeMessage(error, QDir::toNativeSeparators(path)));
        return false;
    }
    m_doc->markSaved(QFileInfo(path).absoluteFilePath());
    addRecent(QFileInfo(path).absoluteFilePath());
    settings::lastPlan.setValue(QFileInfo(path).absoluteFilePath());
    return true;
}

bool PlanFiles::newPlan(const PlanState& defaults)
{
    if (!maybeSave())
        return false;
    m_doc->reset(defaults, QString());
    return true;
}

bool PlanFiles::maybeSave()
{
    if (!m_doc->isModified())
        return true;
    const QString name = m_doc->filePath().isEmpty() ? tr("Untitled plan") : QFileInfo(m_doc->filePath()).fileName();
    switch (m_prompter->askToSave(m_window, tr("Unsaved changes"),
                                  tr("The plan “%1” has unsaved changes. Save them?").arg(name))) {
    case Prompter::SaveChoice::Save: return save();
    case Prompter::SaveChoice::Discard: return true;
    case Prompter::SaveChoice::Cancel: return false;
    }
    return false;
}

QStringList PlanFiles::recentFiles() const { return settings::recentFiles.value(); }

void PlanFiles::addRecent(const QString& path)
{
    QStringList recent = settings::recentFiles.value();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > settings::kMaxRecentFiles)
        recent.removeLast();
    settings::recentFiles.setValue(recent);
    emit recentFilesChanged();
}

void PlanFiles::fillRecentMenu(QMenu* menu)
{
    menu->clear();
    const QStringList recent = recentFiles();
    int n = 0;
    for (const QString& path : recent) {
        ++n;
        //: recent file entry: mnemonic number and file name
        QAction* a = menu->addAction(tr("&%1 %2").arg(n).arg(QFileInfo(path).fileName()));
        a->setToolTip(QDir::toNativeSeparators(path));
        a->setStatusTip(QDir::toNativeSeparators(path));
        connect(a, &QAction::triggered, this, [this, path]() {
            if (maybeSave())
                open(path);
        });
    }
    if (recent.isEmpty()) {
        menu->addAction(tr("No recent plans"))->setEnabled(false);
    } else {
        menu->addSeparator();
        connect(menu->addAction(tr("&Clear list")), &QAction::triggered, this, [this]() {
            settings::recentFiles.reset();
            emit recentFilesChanged();
        });
    }
}

} // namespace wattgpu::ui
