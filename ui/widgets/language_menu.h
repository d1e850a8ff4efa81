#pragma once
// The user-interface language: which Qt Linguist catalog is installed, which QLocale formats
// numbers and dates, and the View → Language menu that switches both at run time.
//
// Catalogs are wattgpu_<code>.qm files (built from translations/*.ts). They are looked up in
// <program dir>/../translations (the build tree) and <program dir>/../share/wattgpu/translations
// (the installed layout), so neither needs an environment variable.
#include <QList>
#include <QLocale>
#include <QMenu>
#include <QString>
#include <QStringList>

class QActionGroup;

namespace wattgpu::ui {

struct UiLanguage {
    QString code;       // "en", "pt_BR", "es", "de"
    QString nativeName; // shown untranslated in the menu: "Deutsch", "Español", ...
};

// English (the source language) first, then every shipped translation.
const QList<UiLanguage>& shippedLanguages();

// Folders searched for wattgpu_<code>.qm, in order.
QStringList translationDirs();

// Switches the whole application: "" = follow the system locale, "en" = built-in English, or a
// shipped code. Installs our catalog and Qt's own (when present), makes the language's QLocale
// the default and the locale of every window, and lets every widget retranslate
// (QEvent::LanguageChange). On failure (unknown code, missing catalog) the language is unchanged
// and *error says why.
bool setUiLanguage(const QString& code, QString* error = nullptr);
// The code last applied ("" = system) and the language actually shown ("en" when the system's
// language has no catalog).
QString uiLanguageSetting();
QString effectiveUiLanguage();

// View → Language: System, English and every translation, checked = current. Choosing an entry
// applies it at once and, with `persist`, stores it in the settings for the next start.
class LanguageMenu : public QMenu {
    Q_OBJECT
public:
    explicit LanguageMenu(bool persist, QWidget* parent = nullptr);

    // Applies `code` as if chosen in the menu; on failure emits failed() and returns false.
    bool choose(const QString& code);

signals:
    void languageChanged(const QString& code);
    void failed(const QString& message); // the window shows it (through its Prompter)

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void syncChecks();

    bool m_persist;
    QActionGroup* m_group;
    QAction* m_system;
};

} // namespace wattgpu::ui
