// The window in front of a customer, in every language and at the sizes people demo on: one
// mnemonic per letter (Alt+letter reaches one thing), and no visible name, label, button, combo
// or header text cut off.
#include "tests/support/gui_support.h"

#include "ui/models/gpu_table_model.h"
#include "ui/models/plan_document.h"
#include "ui/widgets/gpu_table_view.h"
#include "ui/widgets/language_menu.h"
#include "ui/widgets/main_window.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QMap>
#include <QMenuBar>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTableView>
#include <QtTest>

using namespace wattgpu;
using namespace wattgpu::ui;

namespace {

// The letter after a single '&' ("&&" is a literal ampersand), lowercased; 0 when none.
QChar mnemonic(const QString& text)
{
    for (int i = 0; i + 1 < text.size(); ++i)
        if (text[i] == QLatin1Char('&')) {
            if (text[i + 1] == QLatin1Char('&')) {
                ++i;
                continue;
            }
            return text[i + 1].toLower();
        }
    return {};
}

QString plain(QString text)
{
    return text.replace(QStringLiteral("&&"), QStringLiteral("\x01"))
        .remove(QLatin1Char('&'))
        .replace(QLatin1Char('\x01'), QLatin1Char('&'));
}

bool shown(const QWidget* w, const QWidget* window) { return w->isVisibleTo(window) && w->width() > 0; }

} // namespace

class TestWindowText : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase()
    {
        setUiLanguage(QStringLiteral("en"));
        m_engine.reset(); // before exit: XGBoost's statics go first
    }
    void mnemonicsAreUnique_data();
    void mnemonicsAreUnique();
    void nothingIsCut_data();
    void nothingIsCut();

private:
    std::shared_ptr<const Engine> m_engine;
};

void TestWindowText::initTestCase() { m_engine = testing::loadEngine(); }

void TestWindowText::mnemonicsAreUnique_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("server");
    for (const char* l : {"en", "de", "pt_BR", "es"})
        for (bool server : {false, true})
            QTest::addRow("%s %s", l, server ? "server" : "offline") << QString::fromLatin1(l) << server;
}

void TestWindowText::mnemonicsAreUnique()
{
    QFETCH(QString, language);
    QFETCH(bool, server);
    QString error;
    QVERIFY2(setUiLanguage(language, &error), qPrintable(error));
    FakePrompter prompter;
    auto w = testing::showWindow(m_engine, &prompter, {1280, 720});
    if (server)
        w->document()->setRateRps(2.0);
    QCoreApplication::processEvents();

    QMap<QChar, QStringList> owners;
    // Top-level menus: Alt+letter opens them.
    for (QAction* a : w->menuBar()->actions())
        if (a->isVisible() && !mnemonic(a->text()).isNull())
            owners[mnemonic(a->text())] << QStringLiteral("menu “%1”").arg(plain(a->text()));
    // Labels with a buddy, buttons, check boxes and tabs on screen.
    for (const QLabel* l : w->template findChildren<QLabel*>())
        if (l->buddy() && shown(l, w.get()) && !mnemonic(l->text()).isNull())
            owners[mnemonic(l->text())] << QStringLiteral("label “%1”").arg(plain(l->text()));
    for (const QAbstractButton* b : w->template findChildren<QAbstractButton*>())
        if (shown(b, w.get()) && !mnemonic(b->text()).isNull())
            owners[mnemonic(b->text())] << QStringLiteral("button “%1”").arg(plain(b->text()));
    for (const QTabBar* t : w->template findChildren<QTabBar*>())
        if (shown(t, w.get()))
            for (int i = 0; i < t->count(); ++i)
                if (t->isTabVisible(i) && !mnemonic(t->tabText(i)).isNull())
                    owners[mnemonic(t->tabText(i))] << QStringLiteral("tab “%1”").arg(plain(t->tabText(i)));
    QStringList clashes;
    for (auto it = owners.cbegin(); it != owners.cend(); ++it)
        if (it.value().size() > 1)
            clashes << QStringLiteral("Alt+%1: %2").arg(it.key().toUpper(), it.value().join(QStringLiteral(", ")));
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral("; "))));
    QVERIFY(owners.size() >= 15); // the walk found the window's fields, menus and tabs
}

void TestWindowText::nothingIsCut_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("server");
    QTest::addColumn<int>("gpus");
    for (const char* l : {"en", "de", "pt_BR", "es"})
        for (QSize s : {QSize(1024, 700), QSize(1280, 720), QSize(1440, 900)})
            for (auto [server, gpus] : {std::pair(false, 1), std::pair(true, 1), std::pair(false, 4)})
                QTest::addRow("%s %dx%d %s x%d", l, s.width(), s.height(), server ? "server" : "offline", gpus)
                    << QString::fromLatin1(l) << s << server << gpus;
}

void TestWindowText::nothingIsCut()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    QFETCH(bool, server);
    QFETCH(int, gpus);
    QString error;
    QVERIFY2(setUiLanguage(language, &error), qPrintable(error));
    FakePrompter prompter;
    auto w = testing::showWindow(m_engine, &prompter, size);
    QCOMPARE(w->size(), size); // the window can be this small
    w->document()->setNumGpus(gpus);
    if (server)
        w->document()->setRateRps(2.0);
    QVERIFY(w->waitForResults());
    QCoreApplication::processEvents();

    QStringList cut;
    for (const QLabel* l : w->template findChildren<QLabel*>()) {
        if (!shown(l, w.get()) || l->wordWrap() || l->text().isEmpty() || Qt::mightBeRichText(l->text())
            || l->sizePolicy().horizontalPolicy() == QSizePolicy::Ignored) // eliding labels carry a tooltip
            continue;
        const int need = l->fontMetrics().horizontalAdvance(plain(l->text())) + 2 * l->margin();
        if (need > l->contentsRect().width() + 1)
            cut << QStringLiteral("label “%1” needs %2 px, has %3")
                       .arg(plain(l->text()))
                       .arg(need)
                       .arg(l->contentsRect().width());
    }
    for (const QAbstractButton* b : w->template findChildren<QAbstractButton*>())
        if (shown(b, w.get()) && !b->text().isEmpty() && b->sizeHint().width() > b->width() + 1)
            cut << QStringLiteral("button “%1” needs %2 px, has %3")
                       .arg(plain(b->text()))
                       .arg(b->sizeHint().width())
                       .arg(b->width());
    for (const QComboBox* c : w->template findChildren<QComboBox*>()) {
        if (!shown(c, w.get()) || c->currentText().isEmpty())
            continue;
        QStyleOptionComboBox opt;
        opt.initFrom(c);
        opt.editable = c->isEditable();
        const QRect field = c->style()->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, c);
        const int need = c->fontMetrics().horizontalAdvance(c->currentText());
        if (need > field.width() + 1)
            cut << QStringLiteral("combo “%1” needs %2 px, has %3").arg(c->currentText()).arg(need).arg(field.width());
    }
    // The table: every GPU name whole, every header readable.
    QTableView* table = w->gpuTable()->table();
    const int nameWidth = table->columnWidth(GpuTableModel::Gpu);
    QFont bold = table->font();
    bold.setBold(true);
    const QFontMetrics fmBold(bold);
    for (int r = 0; r < w->gpuTableModel()->rowCount(); ++r) {
        const QString name = w->gpuTableModel()->index(r, GpuTableModel::Gpu).data().toString();
        if (fmBold.horizontalAdvance(name) + 8 > nameWidth)
            cut << QStringLiteral("GPU name “%1” in a %2 px column").arg(name).arg(nameWidth);
    }
    QHeaderView* header = table->horizontalHeader();
    for (int c = 0; c < header->count(); ++c) {
        if (table->isColumnHidden(c))
            continue;
        const QString text = w->gpuTableModel()->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
        if (header->fontMetrics().horizontalAdvance(text) + 8 > header->sectionSize(c))
            cut << QStringLiteral("header “%1” in a %2 px column").arg(text).arg(header->sectionSize(c));
    }
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral("\n"))));
}

QTEST_MAIN(TestWindowText)
#include "test_window_text.moc"
