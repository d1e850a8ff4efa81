// Translations (pt_BR, es, de):
//  - every catalog is complete for the *current* sources: lupdate runs over ui/, app/lib/ and
//    app/gui/main.cpp into a temporary copy of each .ts and lrelease must report no unfinished or
//    untranslated message, so a string added anywhere fails here until it is translated;
//  - finished translations keep the source's placeholders, HTML tags and accelerators;
//  - the running window switches language through View → Language: menus, tabs, table headers,
//    banner, chart axes, status bar and number formatting follow, and so does an exported
//    report (HTML, and PDF through pdftotext when installed); English comes back unchanged.
#include "tests/support/gui_support.h"
#include "tests/support/test_registry.h"

#include "core/plan/engine.h"
#include "ui/charts/power_itl_chart.h"
#include "ui/charts/sla_sweep_chart.h"
#include "ui/dialogs/custom_gpu_dialog.h"
#include "ui/dialogs/retrain_dialog.h"
#include "ui/models/gpu_table_model.h"
#include "ui/models/plan_document.h"
#include "ui/settings.h"
#include "ui/widgets/chart_panel.h"
#include "ui/widgets/economics_dialog.h"
#include "ui/widgets/language_menu.h"
#include "ui/widgets/main_window.h"
#include "ui/widgets/recommendation_banner.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <qcustomplot.h>

using namespace wattgpu;
using namespace wattgpu::ui;

namespace {

QStringList splitList(const char* joined)
{
    return QString::fromUtf8(joined).split(QLatin1Char('|'), Qt::SkipEmptyParts);
}

struct TsMessage {
    QString context, source, comment;
    QStringList translations; // one, or one per numerus form
    bool finished = false;
    bool numerus = false;
};

// Reads a Qt Linguist .ts file; false with *error on malformed XML.
bool readTs(const QString& path, QList<TsMessage>* out, QString* error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = f.errorString();
        return false;
    }
    QXmlStreamReader xml(&f);
    QString context;
    TsMessage m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name"))
            context = xml.readElementText();
        else if (name == QLatin1String("message")) {
            m = TsMessage{};
            m.context = context;
            m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source"))
            m.source = xml.readElementText();
        else if (name == QLatin1String("comment"))
            m.comment = xml.readElementText();
        else if (name == QLatin1String("translation")) {
            const auto type = xml.attributes().value(QLatin1String("type"));
            m.finished = type.isEmpty();
            if (m.numerus) {
                while (xml.readNextStartElement())
                    m.translations << xml.readElementText();
            } else {
                m.translations << xml.readElementText();
            }
            out->append(m);
        }
    }
    if (xml.hasError()) {
        *error = QStringLiteral("%1 at line %2").arg(xml.errorString()).arg(xml.lineNumber());
        return false;
    }
    return true;
}

QString run(const QString& program, const QStringList& args, int* exitCode)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    if (!p.waitForFinished(120000)) {
        *exitCode = -1;
        return QStringLiteral("%1 did not finish: %2").arg(program, p.errorString());
    }
    *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return QString::fromUtf8(p.readAll());
}

QStringList menuTitles(QMainWindow* w)
{
    QStringList titles;
    for (QAction* a : w->menuBar()->actions())
        titles << a->text();
    return titles;
}

LanguageMenu* languageMenu(QMainWindow* w) { return w->findChild<LanguageMenu*>(QStringLiteral("languageMenu")); }

QString statusText(QMainWindow* w)
{
    QStringList texts;
    for (QLabel* l : w->statusBar()->findChildren<QLabel*>())
        texts << l->text();
    return texts.join(QLatin1Char('\n'));
}

QString readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// What the window must show for `source` in the current language.
QString catalogText(const char* context, const char* source) { return QCoreApplication::translate(context, source); }

// Every text a user can see or hover in `root` (visible widgets): labels, buttons,
// placeholders, combo items, tabs, menus, actions, tooltips, item-view headers and cells, chart
// axes, legends and labels.
QStringList visibleTexts(QWidget* root)
{
    QStringList out;
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets << root;
    for (QWidget* w : widgets) {
        if (!w->isVisible())
            continue; // hidden charts and tabs rebuild when shown; the tests show each in turn
        out << w->toolTip();
        if (auto* l = qobject_cast<QLabel*>(w))
            out << l->text();
        if (auto* b = qobject_cast<QAbstractButton*>(w))
            out << b->text();
        if (auto* e = qobject_cast<QLineEdit*>(w))
            out << e->placeholderText();
        if (auto* c = qobject_cast<QComboBox*>(w))
            for (int i = 0; i < c->count(); ++i)
                out << c->itemText(i) << c->itemData(i, Qt::ToolTipRole).toString();
        if (auto* t = qobject_cast<QTabBar*>(w))
            for (int i = 0; i < t->count(); ++i)
                out << t->tabText(i) << t->tabToolTip(i);
        if (auto* g = qobject_cast<QGroupBox*>(w))
            out << g->title();
        if (auto* d = qobject_cast<QDockWidget*>(w))
            out << d->windowTitle();
        if (auto* m = qobject_cast<QMenu*>(w))
            out << m->title();
        if (auto* v = qobject_cast<QAbstractItemView*>(w); v && v->model()) {
            QAbstractItemModel* m = v->model();
            for (int c = 0; c < m->columnCount(); ++c)
                out << m->headerData(c, Qt::Horizontal).toString()
                    << m->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString();
            for (int r = 0; r < std::min(m->rowCount(), 60); ++r)
                for (int c = 0; c < m->columnCount(); ++c)
                    out << m->index(r, c).data().toString() << m->index(r, c).data(Qt::ToolTipRole).toString();
        }
        if (auto* p = qobject_cast<QCustomPlot*>(w)) {
            for (QCPAxisRect* r : p->axisRects())
                for (QCPAxis* a : r->axes())
                    out << a->label();
            for (int i = 0; i < p->plottableCount(); ++i)
                out << p->plottable(i)->name();
            for (int i = 0; i < p->itemCount(); ++i)
                if (auto* t = qobject_cast<QCPItemText*>(p->item(i)))
                    out << t->text();
            for (QCPLayoutElement* e : p->plotLayout()->elements(true))
                if (auto* t = qobject_cast<QCPTextElement*>(e))
                    out << t->text();
        }
    }
    for (QAction* a : root->findChildren<QAction*>())
        out << a->text() << a->toolTip();
    out.removeAll(QString());
    out.removeDuplicates();
    return out;
}

// The texts of `root` that are still an English source string whose `lang` translation differs:
// a widget, model or chart that did not retranslate on QEvent::LanguageChange.
QStringList englishLeft(QWidget* root, const QString& lang)
{
    static QHash<QString, QHash<QString, QString>> catalogs;
    if (!catalogs.contains(lang)) {
        QList<TsMessage> messages;
        QString error;
        if (!readTs(QStringLiteral(WATTGPU_TS_DIR "/wattgpu_%1.ts").arg(lang), &messages, &error))
            return {QStringLiteral("cannot read the %1 catalog: %2").arg(lang, error)};
        QHash<QString, QString> map;
        for (const TsMessage& m : messages)
            if (!m.numerus && m.finished && !m.translations.isEmpty() && m.translations.first() != m.source)
                map.insert(m.source, m.translations.first());
        // A source that is also some translation (e.g. "Server") is not evidence of English.
        for (const TsMessage& m : messages)
            for (const QString& t : m.translations)
                map.remove(t);
        catalogs.insert(lang, map);
    }
    const QHash<QString, QString>& map = catalogs[lang];
    QStringList left;
    for (const QString& t : visibleTexts(root))
        if (map.contains(t))
            left << QStringLiteral("“%1” (should be “%2”)").arg(t, map.value(t));
    for (const QString& l : left)
        qWarning("%s: %s", qPrintable(lang), qPrintable(l));
    return left;
}

// englishLeft() over every chart tab and the presentation view, each shown in turn.
QStringList englishLeftAnywhere(MainWindow* w, const QString& lang)
{
    QStringList left;
    const QString current = w->chartPanel()->currentChart();
    for (const QString& id : chartTabIds()) {
        w->chartPanel()->setCurrentChart(id);
        w->waitForResults();
        QCoreApplication::processEvents();
        for (const QString& l : englishLeft(w, lang))
            left << id + QStringLiteral(": ") + l;
    }
    w->chartPanel()->setCurrentChart(current);
    w->setPresentationMode(true, false);
    QCoreApplication::processEvents();
    for (const QString& l : englishLeft(w, lang))
        left << QStringLiteral("presentation: ") + l;
    w->setPresentationMode(false);
    QCoreApplication::processEvents();
    left.removeDuplicates();
    return left;
}
} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();

    void catalogsComplete_data();
    void catalogsComplete();
    void translationsKeepPlaceholdersTagsAndAccelerators_data();
    void translationsKeepPlaceholdersTagsAndAccelerators();

    void windowSwitchesLanguageAtRunTime();
    void languageMenuSwitchesAndPersists();
    void reportExportsInTheChosenLanguage();
    void unknownOrMissingLanguageIsRefused();
    void germanAndSpanishStyle();
    void menuAcceleratorsAreUnique_data();
    void menuAcceleratorsAreUnique();
    void dialogsShowWholeLabels_data();
    void dialogsShowWholeLabels();

private:
    std::unique_ptr<MainWindow> makeWindow();

    std::shared_ptr<const Engine> m_engine;
    QTemporaryDir m_tmp;
    FakePrompter m_prompter;
};

void TestTranslations::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("WattGPU-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("test_translations"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_tmp.filePath(QStringLiteral("settings")));
    m_engine = testing::loadEngine();
    QVERIFY(setUiLanguage(QStringLiteral("en")));
}

void TestTranslations::cleanupTestCase() { setUiLanguage(QStringLiteral("en")); }

std::unique_ptr<MainWindow> TestTranslations::makeWindow() { return testing::showWindow(m_engine, &m_prompter); }

void TestTranslations::catalogsComplete_data()
{
    QTest::addColumn<QString>("lang");
    for (const QString& lang : splitList(WATTGPU_UI_LANGUAGES))
        QTest::newRow(qPrintable(lang)) << lang;
}

void TestTranslations::catalogsComplete()
{
    QFETCH(QString, lang);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString committed = QStringLiteral(WATTGPU_TS_DIR "/wattgpu_%1.ts").arg(lang);
    QVERIFY2(QFile::exists(committed), qPrintable(committed));
    const QString ts = dir.filePath(QStringLiteral("wattgpu_%1.ts").arg(lang));
    QVERIFY(QFile::copy(committed, ts));
    QFile::setPermissions(ts, QFile::ReadOwner | QFile::WriteOwner);

    // The same inputs and options as the update_translations target, on today's sources.
    QStringList args{QStringLiteral("-I"), QStringLiteral(WATTGPU_SOURCE_DIR)};
    args << splitList(WATTGPU_LUPDATE_INPUTS) << splitList(WATTGPU_LUPDATE_OPTIONS) << QStringLiteral("-ts") << ts;
    int rc = 0;
    const QString lupdateOut = run(QStringLiteral(WATTGPU_LUPDATE), args, &rc);
    QVERIFY2(rc == 0, qPrintable(QStringLiteral("lupdate failed (%1):\n%2").arg(rc).arg(lupdateOut)));

    const QString qm = dir.filePath(QStringLiteral("wattgpu_%1.qm").arg(lang));
    const QString lreleaseOut = run(QStringLiteral(WATTGPU_LRELEASE), {ts, QStringLiteral("-qm"), qm}, &rc);
    QVERIFY2(rc == 0, qPrintable(QStringLiteral("lrelease failed (%1):\n%2").arg(rc).arg(lreleaseOut)));

    // Name the strings to translate, so the failure says what to do.
    QList<TsMessage> messages;
    QString error;
    QVERIFY2(readTs(ts, &messages, &error), qPrintable(error));
    QStringList todo;
    for (const TsMessage& m : messages)
        if (!m.finished
            || std::any_of(m.translations.begin(), m.translations.end(), [](const QString& t) { return t.isEmpty(); }))
            todo << QStringLiteral("  [%1] %2").arg(m.context, m.source.left(100));
    QVERIFY2(todo.isEmpty(),
             qPrintable(QStringLiteral("%1 string(s) of the current sources are not translated in "
                                       "translations/wattgpu_%2.ts (run the update_translations target, "
                                       "then translate them):\n%3")
                            .arg(todo.size())
                            .arg(lang, todo.mid(0, 40).join(QLatin1Char('\n')))));

    // lrelease agrees: everything finished, nothing ignored.
    const auto summary =
        QRegularExpression(QStringLiteral("\\((\\d+) finished and (\\d+) unfinished\\)")).match(lreleaseOut);
    QVERIFY2(summary.hasMatch(), qPrintable(lreleaseOut));
    QVERIFY2(summary.captured(2).toInt() == 0, qPrintable(lreleaseOut));
    QVERIFY2(summary.captured(1).toInt() > 300, qPrintable(lreleaseOut));
    QVERIFY2(!lreleaseOut.contains(QLatin1String("untranslated")), qPrintable(lreleaseOut));
    QVERIFY(QFileInfo(qm).size() > 10000);
}

void TestTranslations::translationsKeepPlaceholdersTagsAndAccelerators_data() { catalogsComplete_data(); }

void TestTranslations::translationsKeepPlaceholdersTagsAndAccelerators()
{
    QFETCH(QString, lang);
    QList<TsMessage> messages;
    QString error;
    QVERIFY2(readTs(QStringLiteral(WATTGPU_TS_DIR "/wattgpu_%1.ts").arg(lang), &messages, &error), qPrintable(error));
    QVERIFY(messages.size() > 300);

    static const QRegularExpression placeholder(QStringLiteral("%(?:L?\\d+|n)"));
    static const QRegularExpression tag(QStringLiteral("</?[a-zA-Z][^>]*>"));
    static const QRegularExpression accelerator(QStringLiteral("&(?!&)(?=[^\\s;])")); // not && and not &amp;
    auto all = [](const QRegularExpression& re, const QString& s) {
        QStringList found;
        for (auto it = re.globalMatch(s); it.hasNext();)
            found << it.next().captured();
        found.sort();
        return found;
    };
    auto hasAccelerator = [](const QString& s) {
        QString t = s;
        t.remove(QLatin1String("&&"));
        return t.contains(accelerator) && !t.contains(QLatin1String("&amp;"));
    };
    QStringList problems;
    for (const TsMessage& m : messages) {
        const QString where = QStringLiteral("[%1] %2").arg(m.context, m.source.left(80));
        for (const QString& t : m.translations) {
            if (!m.finished || t.isEmpty())
                continue; // untranslated: catalogsComplete names it
            if (m.numerus) {
                QStringList a = all(placeholder, m.source), b = all(placeholder, t);
                a.removeDuplicates();
                b.removeDuplicates();
                if (a != b)
                    problems << where + QStringLiteral(": placeholders differ: ") + t;
            } else if (all(placeholder, m.source) != all(placeholder, t)) {
                problems << where + QStringLiteral(": placeholders differ: ") + t;
            }
            if (all(tag, m.source) != all(tag, t))
                problems << where + QStringLiteral(": HTML tags differ: ") + t;
            if (hasAccelerator(m.source) != hasAccelerator(t))
                problems << where + QStringLiteral(": accelerator (&) added or lost: ") + t;
            if (m.source.count(QLatin1Char('\n')) != t.count(QLatin1Char('\n')))
                problems << where + QStringLiteral(": line breaks differ: ") + t;
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestTranslations::windowSwitchesLanguageAtRunTime()
{
    auto w = makeWindow();
    const char* mw = "wattgpu::ui::MainWindow";
    const char* table = "wattgpu::ui::GpuTableModel";
    QVERIFY(menuTitles(w.get()).contains(QStringLiteral("&File")));
    const QString powerHeaderEn = w->gpuTableModel()->headerData(GpuTableModel::Power, Qt::Horizontal).toString();
    const QString bannerEn = w->banner()->plainText();
    const QString tabEn = w->chartPanel()->tabs()->tabText(0);
    const QString axisEn = w->chartPanel()->powerItl()->plot()->yAxis->label();
    const QString statusEn = statusText(w.get());
    QVERIFY(!bannerEn.isEmpty());

    QVERIFY(setUiLanguage(QStringLiteral("de")));
    QCOMPARE(effectiveUiLanguage(), QStringLiteral("de"));
    QCoreApplication::processEvents();
    w->waitForResults();

    // Menus, with the language menu under View.
    const QStringList titles = menuTitles(w.get());
    QVERIFY2(titles.contains(QStringLiteral("&Datei")) && titles.contains(QStringLiteral("&Ansicht")),
             qPrintable(titles.join(u' ')));
    QVERIFY(titles.contains(catalogText(mw, "&Help")) && catalogText(mw, "&Help") != QLatin1String("&Help"));
    LanguageMenu* menu = languageMenu(w.get());
    QVERIFY(menu);
    QCOMPARE(menu->title(), QStringLiteral("&Sprache"));
    bool deChecked = false;
    for (QAction* a : menu->actions())
        deChecked = deChecked || (a->data().toString() == QLatin1String("de") && a->isChecked());
    QVERIFY(deChecked);

    // Table headers, chart tab and axis, banner, status bar, window title.
    const QString powerHeader = w->gpuTableModel()->headerData(GpuTableModel::Power, Qt::Horizontal).toString();
    QVERIFY2(powerHeader != powerHeaderEn && powerHeader.startsWith(QStringLiteral("Leistung")),
             qPrintable(powerHeader));
    QCOMPARE(w->gpuTableModel()->headerData(GpuTableModel::Gpu, Qt::Horizontal).toString(), catalogText(table, "GPU"));
    QCOMPARE(w->chartPanel()->tabs()->tabText(0), QStringLiteral("Leistung gegen Latenz"));
    QVERIFY(w->chartPanel()->tabs()->tabText(0) != tabEn);
    const QString axis = w->chartPanel()->powerItl()->plot()->yAxis->label();
    QVERIFY2(axis != axisEn && axis.contains(QStringLiteral("Leistung")), qPrintable(axis));
    const QString banner = w->banner()->plainText();
    QVERIFY2(banner != bannerEn && banner.startsWith(QStringLiteral("Für ")), qPrintable(banner));
    const QString status = statusText(w.get());
    QVERIFY2(status != statusEn && status.contains(QStringLiteral("Vorhersagemodell")), qPrintable(status));
    QVERIFY2(w->windowTitle().contains(QStringLiteral("Unbenannter Plan")), qPrintable(w->windowTitle()));
    QVERIFY(titles.contains(QStringLiteral("Da&ten"))); // the Data menu (DataController)
    // Undo/redo keep their prefix in the new language; the charts' context line is rebuilt.
    QAction* undo = nullptr;
    for (QAction* a : w->findChildren<QAction*>())
        if (a->shortcuts().contains(QKeySequence(QKeySequence::Undo)))
            undo = a;
    QVERIFY(undo);
    QVERIFY2(undo->text().startsWith(QStringLiteral("&Rückgängig")), qPrintable(undo->text()));
    QVERIFY2(w->chartModel().context.contains(QStringLiteral("Parallelität")), qPrintable(w->chartModel().context));
    // Nothing anywhere in the window is left in English.
    const QStringList left = englishLeftAnywhere(w.get(), QStringLiteral("de"));
    QVERIFY2(left.isEmpty(),
             qPrintable(QStringLiteral("still English after switching to German:\n") + left.join(u'\n')));

    // Numbers use the German decimal comma: the energy per token is below 1 J.
    QCOMPARE(QLocale().decimalPoint(), QStringLiteral(","));
    QStringList energies;
    for (int r = 0; r < w->gpuTableModel()->rowCount(); ++r)
        energies << w->gpuTableModel()->index(r, GpuTableModel::Energy).data().toString();
    const QString joined = energies.join(QLatin1Char(' '));
    QVERIFY2(joined.contains(QRegularExpression(QStringLiteral("\\d,\\d"))), qPrintable(joined.left(300)));
    QVERIFY2(!joined.contains(QRegularExpression(QStringLiteral("\\b0\\.\\d"))), qPrintable(joined.left(300)));

    // Back to English: the very same texts as before.
    QVERIFY(setUiLanguage(QStringLiteral("en")));
    QCoreApplication::processEvents();
    w->waitForResults();
    QVERIFY(menuTitles(w.get()).contains(QStringLiteral("&File")));
    QCOMPARE(w->gpuTableModel()->headerData(GpuTableModel::Power, Qt::Horizontal).toString(), powerHeaderEn);
    QCOMPARE(w->chartPanel()->tabs()->tabText(0), tabEn);
    QCOMPARE(w->chartPanel()->powerItl()->plot()->yAxis->label(), axisEn);
    QCOMPARE(w->banner()->plainText(), bannerEn);
    QCOMPARE(languageMenu(w.get())->title(), QStringLiteral("Lang&uage"));
    QCOMPARE(QLocale().decimalPoint(), QStringLiteral("."));
}

void TestTranslations::languageMenuSwitchesAndPersists()
{
    auto w = makeWindow();
    LanguageMenu* menu = languageMenu(w.get());
    QVERIFY(menu);
    // One entry per shipped language plus "System", in an exclusive group.
    QStringList codes;
    for (QAction* a : menu->actions())
        if (!a->isSeparator())
            codes << a->data().toString();
    QCOMPARE(codes,
             (QStringList{QString(), QStringLiteral("en"), QStringLiteral("pt_BR"), QStringLiteral("es"),
                          QStringLiteral("de")}));

    // Choosing Português (Brasil) in the menu applies it at once; the window does not persist it
    // (restoreSettings is off for tests) ...
    QAction* pt = nullptr;
    for (QAction* a : menu->actions())
        if (a->data().toString() == QLatin1String("pt_BR"))
            pt = a;
    QVERIFY(pt);
    QCOMPARE(pt->text(), QStringLiteral("Português (Brasil)"));
    pt->trigger();
    QCoreApplication::processEvents();
    QVERIFY(pt->isChecked());
    QVERIFY2(menuTitles(w.get()).contains(QStringLiteral("&Arquivo")), qPrintable(menuTitles(w.get()).join(u' ')));
    QCOMPARE(w->chartPanel()->tabs()->tabText(0), QStringLiteral("Potência × latência"));
    const QStringList left = englishLeftAnywhere(w.get(), QStringLiteral("pt_BR"));
    QVERIFY2(left.isEmpty(),
             qPrintable(QStringLiteral("still English after switching to pt_BR:\n") + left.join(u'\n')));
    QCOMPARE(QLocale().decimalPoint(), QStringLiteral(","));
    QVERIFY(settings::language.value().isEmpty());

    // ... a persisting menu stores the choice for the next start, Spanish here.
    LanguageMenu persisting(true);
    QVERIFY(persisting.choose(QStringLiteral("es")));
    QCOMPARE(settings::language.value(), QStringLiteral("es"));
    QVERIFY(menuTitles(w.get()).contains(QStringLiteral("&Archivo")));
    QCOMPARE(w->gpuTableModel()->headerData(GpuTableModel::Power, Qt::Horizontal).toString(),
             QStringLiteral("Potencia (W)"));
    QVERIFY(persisting.choose(QStringLiteral("en")));
    QCOMPARE(settings::language.value(), QStringLiteral("en"));
    settings::language.reset();
    QVERIFY(menuTitles(w.get()).contains(QStringLiteral("&File")));
}

void TestTranslations::reportExportsInTheChosenLanguage()
{
    auto w = makeWindow();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString htmlEn = dir.filePath(QStringLiteral("en.html"));
    QVERIFY(w->exportReport(htmlEn));
    const QString en = readAll(htmlEn);
    QVERIFY(en.contains(QStringLiteral("Inputs and assumptions")));

    QVERIFY(setUiLanguage(QStringLiteral("de")));
    QCoreApplication::processEvents();
    w->waitForResults();
    const QString htmlDe = dir.filePath(QStringLiteral("de.html"));
    QVERIFY2(w->exportReport(htmlDe), qPrintable(m_prompter.errors.join(u'\n')));
    const QString de = readAll(htmlDe);
    // Headings and table headers in German, numbers with the decimal comma, lang attribute.
    QVERIFY2(de.contains(QStringLiteral("Eingaben und Annahmen")), qPrintable(de.left(2000)));
    QVERIFY(de.contains(QStringLiteral("Alle Bereitstellungen")));
    QVERIFY(de.contains(catalogText("Report", "Warnings and known limits")));
    QVERIFY(!de.contains(QStringLiteral("Inputs and assumptions")));
    QVERIFY(!de.contains(QStringLiteral("Warnings and known limits")));
    QVERIFY2(de.contains(QRegularExpression(QStringLiteral(">\\d+,\\d+<"))),
             "no number with a decimal comma in a table cell");
    QVERIFY(de.contains(QStringLiteral("lang=\"de")));

    // The PDF says the same (when pdftotext is there to read it).
    const QString pdf = dir.filePath(QStringLiteral("de.pdf"));
    QVERIFY(w->exportReport(pdf));
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (!pdftotext.isEmpty()) {
        int rc = 0;
        const QString text = run(pdftotext, {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")},
                                 &rc);
        QCOMPARE(rc, 0);
        QVERIFY2(text.contains(QStringLiteral("Eingaben und Annahmen")), qPrintable(text.left(1500)));
        QVERIFY(text.contains(QStringLiteral("Seite 1 von")));
    } else {
        qWarning("pdftotext not installed: the PDF's text is not checked");
    }

    // Back in English, the report is English again.
    QVERIFY(setUiLanguage(QStringLiteral("en")));
    QCoreApplication::processEvents();
    const QString htmlEn2 = dir.filePath(QStringLiteral("en2.html"));
    QVERIFY(w->exportReport(htmlEn2));
    const QString en2 = readAll(htmlEn2);
    QVERIFY(en2.contains(QStringLiteral("Inputs and assumptions")));
    QVERIFY(!en2.contains(QStringLiteral("Eingaben und Annahmen")));
}

void TestTranslations::germanAndSpanishStyle()
{
    // Issue 33. German: one unit for a request rate everywhere (the report mixed "req/s" and
    // "Anfr./s"), and nouns keep their capital inside a sentence (the SLA sweep's subtitle said
    // "energie pro token"). Spanish: counts of five digits and more grouped as the locale does
    // ("10.000"; the chart's context line said "10000").
    QList<TsMessage> messages;
    QString error;
    QVERIFY2(readTs(QStringLiteral(WATTGPU_TS_DIR "/wattgpu_de.ts"), &messages, &error), qPrintable(error));
    QStringList mixed;
    for (const TsMessage& m : messages)
        for (const QString& t : m.translations)
            if (m.source.contains(QStringLiteral("req/s")) && !t.contains(QStringLiteral("req/s")))
                mixed << QStringLiteral("%1 → %2").arg(m.source, t);
    QVERIFY2(mixed.isEmpty(), qPrintable(mixed.join(u'\n')));

    auto w = makeWindow();
    QVERIFY(setUiLanguage(QStringLiteral("de")));
    QCoreApplication::processEvents();
    w->chartPanel()->setCurrentChart(QStringLiteral("sla-sweep"));
    QVERIFY(w->waitForResults());
    QCoreApplication::processEvents();
    QStringList titles;
    for (QCPLayoutElement* e : w->chartPanel()->slaSweep()->plot()->plotLayout()->elements(true))
        if (auto* t = qobject_cast<QCPTextElement*>(e))
            titles << t->text();
    const QString sweep = titles.join(u'\n');
    QVERIFY2(sweep.contains(QStringLiteral("Energie pro Token")), qPrintable(sweep));
    QVERIFY2(!sweep.contains(QStringLiteral("energie")), qPrintable(sweep));

    QVERIFY(setUiLanguage(QStringLiteral("es")));
    w->document()->setPromptLen(10000);
    QVERIFY(w->waitForResults());
    const QString context = w->chartModel().context;
    QVERIFY2(context.contains(QLocale().toString(10000)) && QLocale().toString(10000) == QStringLiteral("10.000"),
             qPrintable(context));
    QVERIFY(setUiLanguage(QStringLiteral("en")));
}

void TestTranslations::unknownOrMissingLanguageIsRefused()
{
    QVERIFY(setUiLanguage(QStringLiteral("de")));
    QString error;
    QVERIFY(!setUiLanguage(QStringLiteral("fr"), &error));
    QVERIFY2(error.contains(QStringLiteral("fr")) && error.contains(QStringLiteral("pt_BR")), qPrintable(error));
    QCOMPARE(effectiveUiLanguage(), QStringLiteral("de")); // unchanged
    QVERIFY(setUiLanguage(QStringLiteral("en")));
    QCOMPARE(effectiveUiLanguage(), QStringLiteral("en"));
    // Every shipped catalog is found next to the build's programs.
    for (const UiLanguage& l : shippedLanguages()) {
        QVERIFY2(setUiLanguage(l.code, &error), qPrintable(error));
        QCOMPARE(effectiveUiLanguage(), l.code);
    }
    QVERIFY(setUiLanguage(QStringLiteral("en")));
}

void TestTranslations::menuAcceleratorsAreUnique_data()
{
    QTest::addColumn<QString>("lang");
    for (const UiLanguage& l : shippedLanguages())
        QTest::newRow(qPrintable(l.code)) << l.code;
}

// In every language, the menu bar and each menu give each Alt/letter key to one entry only.
void TestTranslations::menuAcceleratorsAreUnique()
{
    QFETCH(QString, lang);
    auto w = makeWindow();
    QVERIFY(setUiLanguage(lang));
    QCoreApplication::processEvents();
    auto mnemonic = [](const QString& text) {
        for (qsizetype i = 0; i + 1 < text.size(); ++i) {
            if (text[i] != QLatin1Char('&'))
                continue;
            if (text[i + 1] == QLatin1Char('&')) {
                ++i;
                continue;
            }
            return text[i + 1].toLower();
        }
        return QChar();
    };
    QStringList clashes;
    auto check = [&](const QString& where, const QList<QAction*>& actions) {
        QHash<QChar, QString> seen;
        for (QAction* a : actions) {
            if (a->isSeparator() || !a->isVisible())
                continue;
            const QChar m = mnemonic(a->text());
            if (m.isNull())
                continue;
            if (seen.contains(m))
                clashes << QStringLiteral("%1: “%2” and “%3” both use %4").arg(where, seen[m], a->text(), m);
            seen.insert(m, a->text());
        }
    };
    check(QStringLiteral("menu bar"), w->menuBar()->actions());
    for (QMenu* m : w->findChildren<QMenu*>())
        check(m->title(), m->actions());
    setUiLanguage(QStringLiteral("en"));
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u'\n')));
}

void TestTranslations::dialogsShowWholeLabels_data() { menuAcceleratorsAreUnique_data(); }

// Longer German or Portuguese labels still fit: in the dialogs every label and button gets at
// least the width it asks for. WATTGPU_I18N_SHOTS=<dir> also writes each dialog as a PNG.
void TestTranslations::dialogsShowWholeLabels()
{
    QFETCH(QString, lang);
    QVERIFY(setUiLanguage(lang));
    std::vector<std::unique_ptr<QDialog>> dialogs;
    dialogs.push_back(std::make_unique<EconomicsDialog>(Economics{}));
    dialogs.push_back(std::make_unique<RetrainDialog>());
    dialogs.push_back(std::make_unique<CustomGpuDialog>(m_engine->gpus(), std::vector<GpuSpec>{}));
    QStringList clipped;
    const QString shots = qEnvironmentVariable("WATTGPU_I18N_SHOTS");
    for (auto& d : dialogs) {
        d->show();
        QVERIFY(QTest::qWaitForWindowExposed(d.get()));
        QCoreApplication::processEvents();
        for (QWidget* w : d->findChildren<QWidget*>()) {
            if (!w->isVisible())
                continue;
            const bool wraps = qobject_cast<QLabel*>(w) && qobject_cast<QLabel*>(w)->wordWrap();
            if ((qobject_cast<QLabel*>(w) || qobject_cast<QAbstractButton*>(w)) && !wraps
                && w->width() < w->sizeHint().width())
                clipped << QStringLiteral("%1: “%2” is %3 px wide, needs %4")
                               .arg(QString::fromLatin1(d->metaObject()->className()),
                                    qobject_cast<QLabel*>(w) ? qobject_cast<QLabel*>(w)->text()
                                                             : qobject_cast<QAbstractButton*>(w)->text())
                               .arg(w->width())
                               .arg(w->sizeHint().width());
        }
        if (!shots.isEmpty())
            d->grab().save(QDir(shots).filePath(
                QStringLiteral("%1-%2.png")
                    .arg(QString::fromLatin1(d->metaObject()->className()).section(u':', -1), lang)));
    }
    setUiLanguage(QStringLiteral("en"));
    QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(u'\n')));
}

WATTGPU_TEST_MAIN(TestTranslations)
#include "test_translations.moc"
