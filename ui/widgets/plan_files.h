#pragma once
// New / open / save / save as / recent files for the PlanDocument, with every dialog and
// message going through the Prompter seam. A plan that fails to load leaves the open plan as it was.
#include "ui/models/plan.h"

#include <QObject>

#include <functional>

class QMenu;
class QWidget;

namespace wattgpu::ui {

class PlanDocument;
class Prompter;

class PlanFiles : public QObject {
    Q_OBJECT
public:
    // Checks that a plan read from disk can be shown (its model exists); fills *error if not.
    using Validator = std::function<bool(const PlanState& plan, QString* error)>;

    PlanFiles(PlanDocument* doc, Prompter* prompter, QWidget* window, Validator validator);
    void setPrompter(Prompter* prompter) { m_prompter = prompter; }

    bool open(const QString& path);
    bool openWithDialog();
    bool save();
    bool saveAs();
    bool saveTo(const QString& path);
    bool newPlan(const PlanState& defaults);
    // When the plan has unsaved changes, asks whether to save them. False = the person cancelled.
    bool maybeSave();

    QStringList recentFiles() const;
    void fillRecentMenu(QMenu* menu);

    static QString fileFilter();

signals:
    void recentFilesChanged();
    void opened(const QString& path); // a plan read and made the document

private:
    void addRecent(const QString& path);
    QString dialogDir() const;

    PlanDocument* m_doc;
    Prompter* m_prompter;
    QWidget* m_window;
    Validator m_validator;
};

} // namespace wattgpu::ui
