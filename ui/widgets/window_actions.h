#pragma once
// The window's menus and actions (File, Edit, Plan, View, Help): their shortcuts, their handlers
// and their texts in the current language. MainWindow hands its menu bar over and keeps its own
// state (presentation mode, theme); the actions call the window for those and ExportController
// for File → Export.
#include "ui/theme.h"

#include <QObject>

class QAction;
class QActionGroup;
class QKeyEvent;
class QMenu;

namespace wattgpu::ui {

class MainWindow;

class WindowActions : public QObject {
    Q_OBJECT
public:
    // Creates the actions and fills the window's menu bar; the window's panels, plan files and
    // export controller exist already. `rememberLanguage`: View → Language stores the choice.
    WindowActions(MainWindow* window, bool rememberLanguage);

    QAction* slaUpperBound() const { return m_act.slaUpperBound; } // Plan → meet the SLA at the upper bound
    QAction* presentation() const { return m_act.presentation; }   // View → Presentation mode
    QAction* themeAction(Theme theme) const { return theme == Theme::Dark ? m_act.darkTheme : m_act.lightTheme; }

    // Menu and action texts in the current language (the window calls it on LanguageChange).
    void retranslateUi();

    // File → Open config.json… (also the model picker's button).
    void openConfigWithDialog();
    // Plan → Cost and carbon assumptions… (modal dialog; the change is one undo step).
    void editEconomicsWithDialog();
    // Plan → Speculative decoding and network… (modal dialog; the change is one undo step).
    void editDeploymentWithDialog();

protected:
    // Ctrl+Z / Ctrl+Shift+Z in the window's spin boxes go to the plan's undo, not the field's text.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool isUndoKey(const QKeyEvent* key) const;
    void commitEditedField();
    void createActions();
    void createMenus(bool rememberLanguage);
    void showAbout();

    MainWindow* m_window;
    struct Actions {
        QAction *newPlan, *open, *save, *saveAs, *openConfig, *exportChart, *exportReport, *quit;
        QAction *economics, *deployment, *slaUpperBound;
        QAction *undo, *redo, *findModel, *includeAll, *excludeNoFit;
        QAction *presentation, *lightTheme, *darkTheme, *showPicker;
        QAction* charts[5];
        QAction *about, *aboutQt;
        QActionGroup* themeGroup;
    } m_act{};
    QMenu *m_fileMenu = nullptr, *m_recentMenu = nullptr, *m_editMenu = nullptr, *m_planMenu = nullptr,
          *m_viewMenu = nullptr, *m_themeMenu = nullptr, *m_helpMenu = nullptr;
};

} // namespace wattgpu::ui
