#include "ui/widgets/language_menu.h"

#include "ui/settings.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QPointer>
#include <QTranslator>
#include <QWidget>

#include <memory>

namespace wattgpu::ui {

namespace {

struct LanguageState {
    QPointer<QTranslator> own; // wattgpu_<code>.qm
    QPointer<QTranslator> qt;  // Qt's own strings (standard buttons, file dialogs), when installed
    QString setting;           // "" = system
    QString effective = QStringLiteral("en");
};

LanguageState& languageState()
{
    static LanguageState s;
    return s;
}

struct LanguageText {
    Q_DECLARE_TR_FUNCTIONS(UiLanguage)
};

bool isShipped(const QString& code)
{
    for (const UiLanguage& l : shippedLanguages())
        if (l.code == code)
            return true;
    return false;
}

// The locale that formats numbers and dates for an explicitly chosen language: the system's own
// when it speaks that language (es_MX stays es_MX), else the language's main country.
QLocale localeFor(const QString& code)
{
    const QLocale wanted(code == QLatin1String("en")       ? QStringLiteral("en_US")
                             : code == QLatin1String("es") ? QStringLiteral("es_ES")
                             : code == QLatin1String("de") ? QStringLiteral("de_DE")
                                                           : code);
    const QLocale system = QLocale::system();
    if (system.language() == wanted.language()
        && (code != QLatin1String("pt_BR") || system.territory() == QLocale::Brazil))
        return system;
    return wanted;
}

std::unique_ptr<QTranslator> loadExact(const QString& code)
{
    const QString file = QStringLiteral("wattgpu_%1.qm").arg(code);
    for (const QString& dir : translationDirs()) {
        const QString path = QDir(dir).filePath(file);
        if (!QFileInfo::exists(path))
            continue;
        auto t = std::make_unique<QTranslator>();
        if (t->load(path))
            return t;
    }
    return nullptr;
}

// The system's preferred languages in order (de-CH, de, en, ...), first shipped catalog wins.
std::unique_ptr<QTranslator> loadForSystem()
{
    for (const QString& dir : translationDirs()) {
        auto t = std::make_unique<QTranslator>();
        if (t->load(QLocale::system(), QStringLiteral("wattgpu"), QStringLiteral("_"), dir))
            return t;
    }
    return nullptr;
}

std::unique_ptr<QTranslator> loadQtCatalog(const QLocale& locale)
{
    auto t = std::make_unique<QTranslator>();
    if (t->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        return t;
    return nullptr;
}

} // namespace

const QList<UiLanguage>& shippedLanguages()
{
    static const QList<UiLanguage> languages{
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("pt_BR"), QStringLiteral("Português (Brasil)")},
        {QStringLiteral("es"), QStringLiteral("Español")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
    };
    return languages;
}

QStringList translationDirs()
{
    const QDir bin(QCoreApplication::applicationDirPath());
    return {QDir::cleanPath(bin.filePath(QStringLiteral("../translations"))),
            QDir::cleanPath(bin.filePath(QStringLiteral("../share/wattgpu/translations")))};
}

bool setUiLanguage(const QString& code, QString* error)
{
    auto fail = [error](const QString& why) {
        if (error)
            *error = why;
        return false;
    };
    QLocale locale;
    std::unique_ptr<QTranslator> own;
    if (code.isEmpty()) {
        locale = QLocale::system();
        own = loadForSystem(); // none: the system speaks a language we have no catalog for
    } else if (!isShipped(code)) {
        return fail(LanguageText::tr("There is no “%1” translation; the languages are: %2.").arg(code, [] {
            QStringList codes;
            for (const UiLanguage& l : shippedLanguages())
                codes << l.code;
            return codes.join(QStringLiteral(", "));
        }()));
    } else {
        locale = localeFor(code);
        if (code != QLatin1String("en")) {
            own = loadExact(code);
            if (!own)
                return fail(LanguageText::tr("The translation file wattgpu_%1.qm was not found in %2.")
                                .arg(code, translationDirs().join(QStringLiteral(", "))));
        }
    }
    // English needs no catalog of Qt's either: its strings are English already.
    std::unique_ptr<QTranslator> qt = own ? loadQtCatalog(locale) : nullptr;

    LanguageState& s = languageState();
    QLocale::setDefault(locale);
    const QPointer<QTranslator> oldOwn = s.own, oldQt = s.qt;
    s.own = own.release();
    s.qt = qt.release();
    bool changed = false;
    // Install the new catalogs before removing the old ones, so no moment shows a mix.
    for (QTranslator* t : {s.qt.data(), s.own.data()}) {
        if (!t)
            continue;
        t->setParent(qApp);
        QCoreApplication::installTranslator(t);
        changed = true;
    }
    for (QTranslator* t : {oldOwn.data(), oldQt.data()}) {
        if (!t)
            continue;
        QCoreApplication::removeTranslator(t);
        t->deleteLater();
        changed = true;
    }
    s.setting = code;
    s.effective = !s.own ? QStringLiteral("en") : !s.own->language().isEmpty() ? s.own->language() : code;

    // Widgets keep the locale they were created with; give every window the new one (children
    // without a locale of their own follow), so spin boxes and chart ticks use its decimal sign.
    for (QWidget* w : QApplication::topLevelWidgets())
        w->setLocale(locale);
    if (!changed) {
        // Same catalogs (e.g. System → English on an English system): numbers may still change.
        QEvent ev(QEvent::LanguageChange);
        QCoreApplication::sendEvent(qApp, &ev);
    }
    // Apply now rather than on the next event-loop turn: callers (and tests) see the new texts.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    return true;
}

QString uiLanguageSetting() { return languageState().setting; }

QString effectiveUiLanguage() { return languageState().effective; }

LanguageMenu::LanguageMenu(bool persist, QWidget* parent)
    : QMenu(parent), m_persist(persist), m_group(new QActionGroup(this))
{
    setObjectName(QStringLiteral("languageMenu"));
    m_system = addAction(QString());
    m_system->setObjectName(QStringLiteral("languageSystem"));
    m_system->setData(QString());
    m_system->setCheckable(true);
    m_group->addAction(m_system);
    addSeparator();
    for (const UiLanguage& l : shippedLanguages()) {
        QAction* a = addAction(l.nativeName);
        a->setObjectName(QStringLiteral("language_") + l.code);
        a->setData(l.code);
        a->setCheckable(true);
        m_group->addAction(a);
    }
    connect(m_group, &QActionGroup::triggered, this, [this](QAction* a) { choose(a->data().toString()); });
    retranslateUi();
}

bool LanguageMenu::choose(const QString& code)
{
    QString error;
    if (!setUiLanguage(code, &error)) {
        syncChecks();
        emit failed(error);
        return false;
    }
    if (m_persist)
        settings::language.setValue(code);
    syncChecks();
    emit languageChanged(code);
    return true;
}

void LanguageMenu::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMenu::changeEvent(event);
}

void LanguageMenu::retranslateUi()
{
    setTitle(tr("Lang&uage"));
    QString system = QLocale::system().nativeLanguageName();
    if (!system.isEmpty())
        system[0] = system[0].toUpper();
    m_system->setText(system.isEmpty() || QLocale::system().language() == QLocale::C
                          ? tr("&System language")
                          : tr("&System language (%1)").arg(system));
    syncChecks();
}

void LanguageMenu::syncChecks()
{
    const QString current = uiLanguageSetting();
    for (QAction* a : m_group->actions())
        if (a->data().toString() == current)
            a->setChecked(true);
}

} // namespace wattgpu::ui
