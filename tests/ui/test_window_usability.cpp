// The window's small things a new user trips over (issue 25): undo with the focus still in a
// field, the cost dialog's size, filter and refused entries, the model picker's ranking and its
// current model apart from the highlighted hit, glyphs the default font has, combos as wide as
// their items after a language switch, translated units, and one mnemonic per letter (each
// reaching its field or menu) in every language, and the facts pane's warnings after a model change.
#include "app/lib/net/hub_client.h"
#include "tests/support/fake_hub.h"
#include "tests/support/gui_support.h"
#include "tests/support/test_registry.h"

#include "core/plan/engine.h"
#include "ui/dialogs/custom_gpu_dialog.h"
#include "ui/dialogs/hub_fetch_dialog.h"
#include "ui/models/gpu_table_model.h"
#include "ui/models/llm_list_model.h"
#include "ui/models/plan_document.h"
#include "ui/models/roles.h"
#include "ui/widgets/data_controller.h"
#include "ui/widgets/economics_dialog.h"
#include "ui/widgets/gpu_table_view.h"
#include "ui/widgets/language_menu.h"
#include "ui/widgets/main_window.h"
#include "ui/widgets/model_facts_panel.h"
#include "ui/widgets/model_picker.h"
#include "ui/widgets/recommendation_banner.h"
#include "ui/widgets/workload_bar.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QScrollBar>
#include <QSpinBox>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTableWidget>
#include <QTest>
#include <QTextDocument>
#include <QToolTip>
#include <QUndoStack>

using namespace wattgpu;
using namespace wattgpu::ui;
using wattgpu::testing::actionWithShortcut;

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
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01")).remove(QLatin1Char('&'));
    return text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
}

bool shown(const QWidget* w, const QWidget* window) { return w->isVisibleTo(window) && w->width() > 0; }

// Duplicate mnemonics among `items` (text, what it is): "Alt+P: menu “Plan”, label “Precision”".
QStringList clashes(const QList<std::pair<QString, QString>>& items)
{
    QMap<QChar, QStringList> owners;
    for (const auto& [text, what] : items)
        if (!mnemonic(text).isNull())
            owners[mnemonic(text)] << what;
    QStringList out;
    for (auto it = owners.cbegin(); it != owners.cend(); ++it)
        if (it.value().size() > 1)
            out << QStringLiteral("Alt+%1: %2").arg(it.key().toUpper(), it.value().join(QStringLiteral(", ")));
    return out;
}

// The code points of `text` the font `font` has no glyph for (spaces and controls aside).
QStringList missingGlyphs(const QString& text, const QFont& font, const QString& where)
{
    const QFontMetrics fm(font);
    QStringList out;
    const QList<uint> points = text.toUcs4();
    for (uint cp : points) {
        if (QChar::isSpace(char32_t(cp)) || QChar::category(char32_t(cp)) == QChar::Other_Control
            || QChar::category(char32_t(cp)) == QChar::Other_Format)
            continue;
        if (!fm.inFontUcs4(cp))
            out << QStringLiteral("U+%1 “%2” in %3 (%4): “%5”")
                       .arg(cp, 4, 16, QLatin1Char('0'))
                       .arg(QString::fromUcs4(reinterpret_cast<const char32_t*>(&cp), 1), where, font.family(),
                            text.left(80));
    }
    return out;
}

// Alt+`letter` as a keyboard sends it (a letter beyond ASCII too: "&Ótimo" is Alt+Ó).
void pressAlt(QWidget* target, QChar letter)
{
    const auto key = Qt::Key(letter.toUpper().unicode());
    QTest::sendKeyEvent(QTest::Press, target, key, QString(letter), Qt::AltModifier);
    QTest::sendKeyEvent(QTest::Release, target, key, QString(letter), Qt::AltModifier);
}

QString plainOf(const QString& text)
{
    if (!Qt::mightBeRichText(text))
        return plain(text);
    QTextDocument doc;
    doc.setHtml(text);
    return doc.toPlainText();
}

} // namespace

class TestWindowUsability : public QObject, private testing::WindowSuite {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(setUpSuite(QStringLiteral("test_window_usability"))); }
    void cleanupTestCase() { setUiLanguage(QStringLiteral("en")); }

    void undoCommitsTheFieldBeingEdited();
    void costDialogFitsFiltersAndShowsARefusedEntry_data();
    void costDialogFitsFiltersAndShowsARefusedEntry();
    void pickerRanksExactMatchesFirst();
    void pickerGroupsFamiliesThenSizes();
    void searchWithoutHitsOffersTheHubFetch();
    void customGpuEditorShowsWholeValues();
    void pickerMarksTheCurrentModelApartFromTheHighlight();
    void everyDrawnGlyphIsInTheFont_data();
    void everyDrawnGlyphIsInTheFont();
    void combosFitTheirItemsAfterALanguageSwitch_data();
    void combosFitTheirItemsAfterALanguageSwitch();
    void unitsAreTranslated_data();
    void unitsAreTranslated();
    void mnemonicsAreUniqueAndReachTheirTarget_data();
    void mnemonicsAreUniqueAndReachTheirTarget();
    void costDialogMnemonicsAreUnique_data();
    void costDialogMnemonicsAreUnique();
    void factsDropTheOldModelsWarnings();

private:
    std::vector<std::pair<std::string, QString>> catalogGpus() const
    {
        std::vector<std::pair<std::string, QString>> gpus;
        for (const GpuSpec& g : m_engine->gpus().gpus())
            gpus.emplace_back(g.id, QString::fromStdString(g.name));
        return gpus;
    }
    bool setLanguage(const QString& language)
    {
        QString error;
        if (!setUiLanguage(language, &error)) {
            qWarning("%s", qPrintable(error));
            return false;
        }
        QCoreApplication::processEvents();
        return true;
    }
};

void TestWindowUsability::undoCommitsTheFieldBeingEdited()
{
    auto w = makeWindow();
    w->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(w.get()));
    QAction* undo = actionWithShortcut(w.get(), QKeySequence::Undo);
    QVERIFY(undo);
    QDoubleSpinBox* sla = w->workloadBar()->slaSpin();
    QCOMPARE(w->document()->state().slaItlMs, 50.0);

    // Typing 45: the edit is one step that names the value applied, not the first keystroke's 4.
    sla->setFocus(Qt::TabFocusReason);
    sla->selectAll();
    QTest::keyClicks(sla, QStringLiteral("45"));
    QCOMPARE(w->document()->state().slaItlMs, 45.0);
    QCOMPARE(w->document()->undoStack()->count(), 1);
    QCOMPARE(plain(undo->text()), QStringLiteral("Undo Set ITL SLA to 45 ms"));

    // Ctrl+Z with the focus still in the field undoes the plan's step (the field's own text
    // history took it before and the plan stayed at 45 ms).
    QVERIFY(QApplication::focusWidget() == sla || sla->isAncestorOf(QApplication::focusWidget()));
    QTest::keyClick(sla, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(w->document()->state().slaItlMs, 50.0);
    QCOMPARE(sla->value(), 50.0);
    QVERIFY(!w->document()->isModified());
    QCOMPARE(w->document()->undoStack()->redoText(), QStringLiteral("Set ITL SLA to 45 ms"));
    // Redo with the focus there too, by either key (Ctrl+Y was listed twice where it is the
    // platform's Redo: an ambiguous shortcut that did nothing).
    QTest::keyClick(sla, Qt::Key_Y, Qt::ControlModifier);
    QCOMPARE(w->document()->state().slaItlMs, 45.0);
    QTest::keyClick(sla, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(w->document()->state().slaItlMs, 50.0);
    QTest::keyClick(sla, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(w->document()->state().slaItlMs, 45.0);

    // A text not applied yet (no keyboard tracking: applied on Enter or leaving the field) is
    // committed first, then undone: the plan is back where it was and redo offers the typed value.
    QTest::qWait(PlanDocument::kMergeWindowMs + 100); // a new step, not merged into the last one
    sla->setKeyboardTracking(false);
    sla->selectAll();
    QTest::keyClicks(sla, QStringLiteral("70"));
    QCOMPARE(w->document()->state().slaItlMs, 45.0); // not applied yet
    QTest::keyClick(sla, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(w->document()->state().slaItlMs, 45.0);
    QCOMPARE(sla->value(), 45.0);
    QCOMPARE(w->document()->undoStack()->redoText(), QStringLiteral("Set ITL SLA to 70 ms"));
    sla->setKeyboardTracking(true);

    // The batch spin box takes the same route.
    QSpinBox* batch = w->workloadBar()->batchSpin();
    batch->setFocus(Qt::TabFocusReason);
    batch->selectAll();
    QTest::keyClicks(batch, QStringLiteral("32"));
    QCOMPARE(w->document()->state().workload.batch, 32);
    QCOMPARE(plain(undo->text()), QStringLiteral("Undo Set concurrency to 32"));
    QTest::keyClick(batch, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(w->document()->state().workload.batch, 16);
}

void TestWindowUsability::costDialogFitsFiltersAndShowsARefusedEntry_data()
{
    QTest::addColumn<QString>("language");
    for (const char* l : {"en", "de", "pt_BR"})
        QTest::newRow(l) << QString::fromLatin1(l);
}

void TestWindowUsability::costDialogFitsFiltersAndShowsARefusedEntry()
{
    QFETCH(QString, language);
    QVERIFY(setLanguage(language));
    EconomicsDialog dialog{Economics{}};
    dialog.setGpus(catalogGpus());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCoreApplication::processEvents();
    QTableWidget* table = dialog.priceTable();
    const int rows = table->rowCount();
    QVERIFY(rows >= 40);

    // Sized to its contents: within the screen, the table's columns whole (no horizontal
    // scrolling), a few rows in view, and nothing drawn over another (the buttons sat on the table).
    const QRect screen = dialog.screen()->availableGeometry();
    QVERIFY2(screen.contains(dialog.frameGeometry()),
             qPrintable(QStringLiteral("%1 x %2 on a %3 x %4 screen")
                            .arg(dialog.width())
                            .arg(dialog.height())
                            .arg(screen.width())
                            .arg(screen.height())));
    QVERIFY2(table->horizontalHeader()->length() <= table->viewport()->width(),
             qPrintable(QStringLiteral("columns %1 px, viewport %2 px")
                            .arg(table->horizontalHeader()->length())
                            .arg(table->viewport()->width())));
    QVERIFY(!table->horizontalScrollBar()->isVisible());
    QVERIFY2(table->viewport()->height() >= 6 * table->verticalHeader()->defaultSectionSize(),
             qPrintable(QStringLiteral("table viewport %1 px tall").arg(table->viewport()->height())));
    QList<QWidget*> parts;
    for (QWidget* child : dialog.findChildren<QWidget*>(Qt::FindDirectChildrenOnly))
        if (child->isVisible() && !child->isWindow())
            parts << child;
    QVERIFY(parts.size() >= 8);
    for (int i = 0; i < parts.size(); ++i)
        for (int j = i + 1; j < parts.size(); ++j)
            QVERIFY2(
                !parts[i]->geometry().intersects(parts[j]->geometry()),
                qPrintable(QStringLiteral("%1 %2 overlaps %3 %4")
                               .arg(QString::fromLatin1(parts[i]->metaObject()->className()), parts[i]->objectName(),
                                    QString::fromLatin1(parts[j]->metaObject()->className()), parts[j]->objectName())));

    // The filter hides the GPUs that do not match.
    QLineEdit* filter = dialog.priceFilter();
    QVERIFY(filter && filter->isVisible());
    filter->setText(QStringLiteral("h100"));
    int visible = 0;
    for (int r = 0; r < rows; ++r)
        if (!table->isRowHidden(r)) {
            ++visible;
            const QString hay = table->item(r, 0)->text() + table->item(r, 0)->data(Qt::UserRole).toString();
            QVERIFY2(hay.contains(QStringLiteral("h100"), Qt::CaseInsensitive), qPrintable(hay));
        }
    QVERIFY(visible >= 1 && visible < rows / 4);
    filter->clear();
    for (int r = 0; r < rows; ++r)
        QVERIFY(!table->isRowHidden(r));

    // A refused price far down the list, hidden by the filter and scrolled away: OK keeps the
    // dialog open, shows the row again, scrolls to the cell and gives it the focus.
    const int bad = rows - 1;
    table->item(bad, 1)->setText(QStringLiteral("abc"));
    filter->setText(QStringLiteral("h100"));
    QVERIFY(table->isRowHidden(bad) || bad == 0);
    table->scrollToTop();
    filter->setFocus();
    dialog.accept();
    QVERIFY(dialog.isVisible());
    QVERIFY(dialog.result() != QDialog::Accepted);
    QVERIFY(!dialog.priceError().isEmpty());
    QVERIFY(!table->isRowHidden(bad));
    QCOMPARE(table->currentItem(), table->item(bad, 1));
    QVERIFY(table->hasFocus());
    const QRect cell = table->visualItemRect(table->item(bad, 1));
    QVERIFY2(table->viewport()->rect().contains(cell),
             qPrintable(QStringLiteral("cell at y %1, viewport %2 px").arg(cell.y()).arg(table->viewport()->height())));
    dialog.reject();
    QVERIFY(setLanguage(QStringLiteral("en")));
}

void TestWindowUsability::pickerRanksExactMatchesFirst()
{
    LlmListModel model;
    model.setCatalog(&m_engine->llms());
    auto first = [&](const char* text) {
        LlmSearchFilter f;
        f.text = text;
        model.setFilter(f);
        QStringList ids;
        for (int r = 0; r < std::min(model.rowCount(), 3); ++r)
            ids << QString::fromStdString(model.llmAt(r)->hfId);
        return ids;
    };
    // The exact repo name before its newer versions ("V3" before "V3.1").
    QCOMPARE(first("deepseek-v3").value(0), QStringLiteral("deepseek-ai/DeepSeek-V3"));
    QCOMPARE(first("DeepSeek V3").value(0), QStringLiteral("deepseek-ai/DeepSeek-V3"));
    // The exact id first, whatever the catalog's order.
    QCOMPARE(first("deepseek-ai/DeepSeek-V3.1").value(0), QStringLiteral("deepseek-ai/DeepSeek-V3.1"));
    QCOMPARE(first("deepseek-ai/DeepSeek-V3-0324").value(0), QStringLiteral("deepseek-ai/DeepSeek-V3-0324"));
    // The family's members before anything else that merely contains the words.
    for (const QString& id : first("deepseek v3"))
        QVERIFY2(id.contains(QStringLiteral("DeepSeek-V3")), qPrintable(id));
    // Ordinary searches keep the catalog's best match ("llama 8b" still finds the 3.1 Instruct).
    QCOMPARE(first("llama 8b").value(0), QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"));
}

void TestWindowUsability::pickerGroupsFamiliesThenSizes()
{
    // Issue 33: "qwen3" listed its hits with families and sizes interleaved. Family by family (in
    // the order of each family's best hit), by size within one.
    LlmListModel model;
    model.setCatalog(&m_engine->llms());
    LlmSearchFilter f;
    f.text = "qwen3";
    model.setFilter(f);
    QVERIFY(model.rowCount() > 10);
    QStringList seen;
    QString order;
    for (int r = 0; r < model.rowCount(); ++r) {
        const LlmSpec* l = model.llmAt(r);
        const QString family = QString::fromStdString(l->family);
        order += QStringLiteral("%1 (%2, %3 B)\n").arg(QString::fromStdString(l->hfId), family).arg(l->totalBParams);
        if (seen.isEmpty() || seen.back() != family) {
            // The message is built whether or not the check fails: no seen.back() on an empty list.
            const QString previous = seen.isEmpty() ? QStringLiteral("(none)") : seen.back();
            QVERIFY2(!seen.contains(family),
                     qPrintable(QStringLiteral("%1 again after %2:\n%3").arg(family, previous, order)));
            seen << family;
        } else {
            QVERIFY2(model.llmAt(r - 1)->totalBParams <= l->totalBParams, qPrintable(order));
        }
    }
    QCOMPARE(seen.front(), QStringLiteral("Qwen 3")); // the family typed comes first
}

void TestWindowUsability::searchWithoutHitsOffersTheHubFetch()
{
    // Issue 33: a model id that is not in the catalog showed "Models found: 0" and nothing else.
    // The picker now points to the Hub fetch, which starts with the typed id.
    testing::FakeHub hub;
    QFile info(QStringLiteral(WATTGPU_SOURCE_DIR "/tests/data/net/model_info.json"));
    QFile config(QStringLiteral(WATTGPU_SOURCE_DIR "/tests/data/net/tiny-llama-config.json"));
    QVERIFY(info.open(QIODevice::ReadOnly) && config.open(QIODevice::ReadOnly));
    const QByteArray infoBytes = info.readAll(), configBytes = config.readAll();
    hub.handler = [&](const testing::HubRequest& r) {
        if (r.target == "/api/models/test-org/tiny-llama")
            return testing::ok(infoBytes);
        if (r.target == "/test-org/tiny-llama/resolve/main/config.json")
            return testing::ok(configBytes);
        return testing::status(404, "{}");
    };
    auto w = makeWindow();
    w->dataController()->hubClient()->setEndpoint(hub.url());
    ModelPicker* picker = w->modelPicker();
    QVERIFY(!picker->fetchHubButton()->isVisibleTo(picker));
    picker->searchEdit()->setText(QStringLiteral("test-org/tiny-llama"));
    QTRY_COMPARE(picker->listModel()->rowCount(), 0);
    QTRY_VERIFY(picker->fetchHubButton()->isVisibleTo(picker));
    QVERIFY2(picker->countLabel()->text().contains(QStringLiteral("Hugging Face Hub")),
             qPrintable(picker->countLabel()->text()));
    QVERIFY(picker->countLabel()->text().contains(QStringLiteral("test-org/tiny-llama")));
    picker->fetchHubButton()->click();
    HubFetchDialog* dialog = w->findChild<HubFetchDialog*>();
    QVERIFY(dialog);
    QCOMPARE(dialog->idEdit()->text(), QStringLiteral("test-org/tiny-llama"));
    // The fetch ran: the model joins the catalog and the search finds it.
    QTRY_VERIFY_WITH_TIMEOUT(w->engine()->llms().find("test-org/tiny-llama"), 10000);
    QTRY_VERIFY(picker->listModel()->rowOf(QStringLiteral("test-org/tiny-llama")) >= 0);
    QTRY_VERIFY(!picker->fetchHubButton()->isVisibleTo(picker));
    dialog->close();
}

void TestWindowUsability::customGpuEditorShowsWholeValues()
{
    // Issue 33: the custom-GPU editor's value column cut long names, and a number typed in it lost
    // the digit grouping every other value shows.
    const GpuSpec* longest = nullptr;
    for (const GpuSpec& g : m_engine->gpus().gpus())
        if (!longest || g.name.size() > longest->name.size())
            longest = &g;
    QVERIFY(longest);
    CustomGpuDialog dialog(m_engine->gpus(), {});
    QVERIFY(dialog.duplicateFrom(QString::fromStdString(longest->id)));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTableWidget* fields = dialog.fieldTable();
    int nameRow = -1, clockRow = -1;
    for (int r = 0; r < fields->rowCount(); ++r) {
        const QString key = fields->item(r, 0)->toolTip();
        if (key == QLatin1String("name"))
            nameRow = r;
        if (key == QLatin1String("boost_clock_mhz"))
            clockRow = r;
    }
    QVERIFY(nameRow >= 0 && clockRow >= 0);
    const QString name = fields->item(nameRow, 1)->text();
    QVERIFY2(name.size() > 30, qPrintable(name));
    const int need = fields->fontMetrics().horizontalAdvance(name) + 8;
    QVERIFY2(fields->columnWidth(1) >= need,
             qPrintable(QStringLiteral("“%1” needs %2 px, has %3").arg(name).arg(need).arg(fields->columnWidth(1))));
    // A typed number reads like its neighbours: grouped in the locale's style.
    fields->item(clockRow, 1)->setText(QStringLiteral("1980"));
    QCOMPARE(fields->item(clockRow, 1)->text(), QLocale().toString(1980.0, 'g', 8));
    QVERIFY(fields->item(clockRow, 1)->text().contains(QLocale().groupSeparator()));
    QCOMPARE(dialog.gpus().back().boostClockMhz.value_or(0), 1980.0);
}

void TestWindowUsability::pickerMarksTheCurrentModelApartFromTheHighlight()
{
    auto w = makeWindow();
    ModelPicker* picker = w->modelPicker();
    const QString current = w->document()->state().modelId;
    QLineEdit* search = picker->searchEdit();
    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("llama"));
    QTRY_VERIFY(picker->listModel()->rowCount() > 3 && picker->listModel()->filter().text == "llama");
    LlmListModel* model = picker->listModel();
    const int currentRow = model->rowOf(current);
    QVERIFY(currentRow >= 0);
    for (int r = 0; r < model->rowCount(); ++r)
        QCOMPARE(model->index(r).data(CurrentModelRole).toBool(), r == currentRow);
    // Move the highlight off the current model: the plan stays on it.
    QTest::keyClick(search, currentRow == 0 ? Qt::Key_Down : Qt::Key_Up);
    QListView* list = picker->listView();
    const int highlighted = list->currentIndex().row();
    QVERIFY(highlighted >= 0 && highlighted != currentRow);
    QCOMPARE(w->document()->state().modelId, current);
    int plainRow = 0;
    while (plainRow == currentRow || plainRow == highlighted)
        ++plainRow;
    for (int r : {currentRow, highlighted, plainRow})
        list->scrollTo(model->index(r));
    QCoreApplication::processEvents();
    const QImage shot = list->viewport()->grab().toImage();
    // The background just inside each row's right edge, below its tag (where no text is drawn).
    auto background = [&](int row) {
        const QRect r = list->visualRect(model->index(row));
        return shot.pixelColor(r.right() - 2, r.bottom() - 2);
    };
    QVERIFY(list->viewport()->rect().contains(list->visualRect(model->index(currentRow))));
    const QColor currentBg = background(currentRow), highlightBg = background(highlighted),
                 plainBg = background(plainRow);
    QVERIFY2(currentBg != highlightBg, qPrintable(currentBg.name()));
    QVERIFY2(currentBg != plainBg, qPrintable(currentBg.name() + QLatin1Char(' ') + plainBg.name()));
    // Its accent bar on the left, in the highlight colour.
    const QRect cr = list->visualRect(model->index(currentRow));
    QCOMPARE(shot.pixelColor(cr.left() + 1, cr.center().y()), list->palette().color(QPalette::Highlight));
    QVERIFY(model->index(currentRow).data(Qt::AccessibleTextRole).toString().contains(QStringLiteral("current")));
}

void TestWindowUsability::everyDrawnGlyphIsInTheFont_data()
{
    QTest::addColumn<QString>("language");
    for (const char* l : {"en", "de", "es", "pt_BR"})
        QTest::newRow(l) << QString::fromLatin1(l);
}

void TestWindowUsability::everyDrawnGlyphIsInTheFont()
{
    QFETCH(QString, language);
    QVERIFY(setLanguage(language));
    auto w = makeWindow();
    // A model with both marks in the Flags column: out of distribution and other warnings.
    w->document()->setModel(QStringLiteral("meta-llama/Llama-3.1-70B-Instruct"));
    QVERIFY(w->waitForResults());
    QCoreApplication::processEvents();

    QStringList missing;
    int strings = 0;
    auto check = [&](const QString& text, const QFont& font, const QString& where) {
        if (text.isEmpty())
            return;
        ++strings;
        missing << missingGlyphs(plainOf(text), font, where);
    };
    // Menus and their items, every level.
    QList<QMenu*> menus;
    for (QAction* a : w->menuBar()->actions()) {
        check(a->text(), w->menuBar()->font(), QStringLiteral("menu bar"));
        if (a->menu())
            menus << a->menu();
    }
    while (!menus.isEmpty()) {
        QMenu* m = menus.takeFirst();
        for (QAction* a : m->actions()) {
            check(a->text(), m->font(), QStringLiteral("menu “%1”").arg(plain(m->title())));
            if (a->menu())
                menus << a->menu();
        }
    }
    // Every visible label (banner, workload bar, facts pane, status bar), button, combo item,
    // tab and spin box text.
    for (QWidget* wd : w->findChildren<QWidget*>()) {
        if (!wd->isVisibleTo(w.get()))
            continue;
        const QString cls = QString::fromLatin1(wd->metaObject()->className());
        if (auto* l = qobject_cast<QLabel*>(wd))
            check(l->text(), l->font(), cls + QStringLiteral(" label"));
        if (auto* b = qobject_cast<QAbstractButton*>(wd))
            check(b->text(), b->font(), cls + QStringLiteral(" button"));
        if (auto* c = qobject_cast<QComboBox*>(wd))
            for (int i = 0; i < c->count(); ++i)
                check(c->itemText(i), c->font(), QStringLiteral("combo ") + c->objectName());
        if (auto* t = qobject_cast<QTabBar*>(wd))
            for (int i = 0; i < t->count(); ++i)
                check(t->tabText(i), t->font(), QStringLiteral("tab"));
        if (auto* s = qobject_cast<QAbstractSpinBox*>(wd))
            check(s->text(), s->font(), QStringLiteral("spin box ") + s->objectName());
        if (auto* e = qobject_cast<QLineEdit*>(wd))
            check(e->placeholderText(), e->font(), QStringLiteral("placeholder ") + e->objectName());
    }
    check(w->banner()->plainText(), w->banner()->font(), QStringLiteral("banner"));
    // The table: headers and every cell.
    QTableView* table = w->gpuTable()->table();
    GpuTableModel* tm = w->gpuTableModel();
    int outside = 0, other = 0;
    for (int c = 0; c < tm->columnCount(); ++c)
        check(tm->headerData(c, Qt::Horizontal).toString(), table->horizontalHeader()->font(),
              QStringLiteral("table header"));
    for (int r = 0; r < tm->rowCount(); ++r)
        for (int c = 0; c < tm->columnCount(); ++c) {
            const QString text = tm->index(r, c).data().toString();
            check(text, table->font(), QStringLiteral("table cell"));
            if (c == GpuTableModel::Ood && !text.isEmpty())
                ++(text == QStringLiteral("⚠") ? outside : other);
        }
    // Both marks are there, so the check sees their glyphs (the other warnings' ⓘ was a box).
    QVERIFY2(outside > 0 && other > 0, qPrintable(QStringLiteral("%1 ⚠, %2 other marks").arg(outside).arg(other)));
    check(tm->headerData(GpuTableModel::Ood, Qt::Horizontal, Qt::ToolTipRole).toString(), QToolTip::font(),
          QStringLiteral("Flags tooltip"));
    QVERIFY(strings > 300);
    missing.removeDuplicates();
    QVERIFY2(missing.isEmpty(), qPrintable(missing.mid(0, 20).join(QLatin1Char('\n'))));
    QVERIFY(setLanguage(QStringLiteral("en")));
}

void TestWindowUsability::combosFitTheirItemsAfterALanguageSwitch_data()
{
    QTest::addColumn<QString>("language");
    for (const char* l : {"de", "es", "pt_BR"})
        QTest::newRow(l) << QString::fromLatin1(l);
}

void TestWindowUsability::combosFitTheirItemsAfterALanguageSwitch()
{
    // Opened in English, switched to `language` at run time (View → Language): the workload
    // bar's and the model picker's combos show their longest item whole ("Servidor", not
    // "Servido"; "Qualquer tamanho", not "Qualquer"; "…pro Token", not "…pro To").
    QFETCH(QString, language);
    QVERIFY(setLanguage(QStringLiteral("en")));
    FakePrompter prompter;
    auto w = testing::showWindow(m_engine, &prompter, {1280, 720});
    QVERIFY(setLanguage(language));
    QVERIFY(w->waitForResults());
    QCoreApplication::processEvents();
    QStringList cut;
    QList<QComboBox*> combos = w->workloadBar()->findChildren<QComboBox*>();
    combos << w->modelPicker()->findChildren<QComboBox*>();
    for (QComboBox* c : combos) {
        if (!shown(c, w.get()))
            continue;
        QStyleOptionComboBox opt;
        opt.initFrom(c);
        const QRect field = c->style()->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, c);
        // The family filter's names can be long; its list shows them whole. Its first item must fit.
        const int items = c->objectName() == QStringLiteral("familyFilter") ? 1 : c->count();
        for (int i = 0; i < items; ++i) {
            const int need = c->fontMetrics().horizontalAdvance(c->itemText(i));
            if (need > field.width() + 1)
                cut << QStringLiteral("%1: “%2” needs %3 px, has %4")
                           .arg(c->objectName(), c->itemText(i))
                           .arg(need)
                           .arg(field.width());
        }
    }
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
    QVERIFY(setLanguage(QStringLiteral("en")));
}

void TestWindowUsability::unitsAreTranslated_data()
{
    QTest::addColumn<QString>("language");
    for (const char* l : {"de", "es", "pt_BR"})
        QTest::newRow(l) << QString::fromLatin1(l);
}

void TestWindowUsability::unitsAreTranslated()
{
    // The table's headers with an English word ("tokens") read in the window's language.
    QFETCH(QString, language);
    GpuTableModel model;
    QStringList english;
    for (int c = 0; c < GpuTableModel::ColumnCount; ++c)
        english << model.headerData(c, Qt::Horizontal).toString();
    QVERIFY(setLanguage(language));
    QStringList same;
    for (int c = 0; c < GpuTableModel::ColumnCount; ++c) {
        const QString text = model.headerData(c, Qt::Horizontal).toString();
        if (text == english[c] && text.contains(QStringLiteral("tokens")))
            same << text;
    }
    QVERIFY2(same.isEmpty(), qPrintable(same.join(QStringLiteral(" | "))));
    QVERIFY(setLanguage(QStringLiteral("en")));
}

void TestWindowUsability::mnemonicsAreUniqueAndReachTheirTarget_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("server");
    for (const char* l : {"en", "de", "es", "pt_BR"})
        for (bool server : {false, true})
            QTest::addRow("%s %s", l, server ? "server" : "offline") << QString::fromLatin1(l) << server;
}

void TestWindowUsability::mnemonicsAreUniqueAndReachTheirTarget()
{
    QFETCH(QString, language);
    QFETCH(bool, server);
    QVERIFY(setLanguage(language));
    FakePrompter prompter;
    auto w = testing::showWindow(m_engine, &prompter, {1280, 720});
    if (server)
        w->document()->setRateRps(2.0);
    QVERIFY(w->waitForResults());
    QCoreApplication::processEvents();
    w->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(w.get()));

    // The window's level: menu bar titles, labels with a buddy, buttons and tabs on screen.
    QList<std::pair<QString, QString>> top;
    for (QAction* a : w->menuBar()->actions())
        if (a->isVisible())
            top << std::pair(a->text(), QStringLiteral("menu “%1”").arg(plain(a->text())));
    QList<QLabel*> buddies;
    for (QLabel* l : w->findChildren<QLabel*>())
        if (l->buddy() && shown(l, w.get())) {
            top << std::pair(l->text(), QStringLiteral("label “%1”").arg(plain(l->text())));
            buddies << l;
        }
    for (QAbstractButton* b : w->findChildren<QAbstractButton*>())
        if (shown(b, w.get()) && !b->text().isEmpty())
            top << std::pair(b->text(), QStringLiteral("button “%1”").arg(plain(b->text())));
    for (QTabBar* t : w->findChildren<QTabBar*>())
        if (shown(t, w.get()))
            for (int i = 0; i < t->count(); ++i)
                if (t->isTabVisible(i))
                    top << std::pair(t->tabText(i), QStringLiteral("tab “%1”").arg(plain(t->tabText(i))));
    QStringList problems = clashes(top);
    // Each menu's items among themselves.
    QList<QMenu*> menus;
    for (QAction* a : w->menuBar()->actions())
        if (a->menu())
            menus << a->menu();
    while (!menus.isEmpty()) {
        QMenu* m = menus.takeFirst();
        QList<std::pair<QString, QString>> items;
        for (QAction* a : m->actions()) {
            if (a->isSeparator() || !a->isVisible())
                continue;
            items << std::pair(a->text(), QStringLiteral("“%1”").arg(plain(a->text())));
            if (a->menu())
                menus << a->menu();
        }
        for (const QString& c : clashes(items))
            problems << QStringLiteral("in menu “%1”: %2").arg(plain(m->title()), c);
    }
    // Every field of the workload bar has a mnemonic (the request rate had none).
    for (QLabel* l : w->workloadBar()->findChildren<QLabel*>())
        if (l->buddy() && shown(l, w.get()) && mnemonic(l->text()).isNull())
            problems << QStringLiteral("label “%1” has no mnemonic").arg(l->text());
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));

    // Alt+letter reaches what it names: a label its field, a menu title its menu (Alt+P opened
    // the Plan menu whatever else claimed P).
    for (QLabel* l : buddies) {
        const QChar key = mnemonic(l->text());
        if (key.isNull() || !l->buddy()->isEnabled())
            continue;
        w->setFocus();
        pressAlt(w.get(), key);
        QWidget* focus = QApplication::focusWidget();
        QVERIFY2(focus && (focus == l->buddy() || l->buddy()->isAncestorOf(focus) || focus->focusProxy() == l->buddy()),
                 qPrintable(QStringLiteral("Alt+%1 (“%2”) put the focus on %3")
                                .arg(key.toUpper(), plain(l->text()),
                                     focus ? QString::fromLatin1(focus->metaObject()->className()) + QLatin1Char(' ')
                                             + focus->objectName()
                                           : QStringLiteral("nothing"))));
    }
    for (QAction* a : w->menuBar()->actions()) {
        const QChar key = mnemonic(a->text());
        if (key.isNull() || !a->menu() || !a->isVisible())
            continue;
        w->setFocus();
        pressAlt(w.get(), key);
        QTRY_VERIFY2(a->menu()->isVisible(),
                     qPrintable(QStringLiteral("Alt+%1 did not open “%2”").arg(key.toUpper(), plain(a->text()))));
        a->menu()->hide();
        QTRY_VERIFY(!a->menu()->isVisible());
    }
    QVERIFY(setLanguage(QStringLiteral("en")));
}

void TestWindowUsability::costDialogMnemonicsAreUnique_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("hardware");
    for (const char* l : {"en", "de", "es", "pt_BR"})
        for (int mode = 0; mode < 3; ++mode)
            QTest::addRow("%s mode %d", l, mode) << QString::fromLatin1(l) << mode;
}

void TestWindowUsability::costDialogMnemonicsAreUnique()
{
    QFETCH(QString, language);
    QFETCH(int, hardware);
    QVERIFY(setLanguage(language));
    EconomicsDialog dialog{Economics{}};
    dialog.setGpus(catalogGpus());
    dialog.hardwareCombo()->setCurrentIndex(hardware);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QList<std::pair<QString, QString>> items;
    for (QLabel* l : dialog.findChildren<QLabel*>())
        if (l->buddy() && shown(l, &dialog))
            items << std::pair(l->text(), QStringLiteral("label “%1”").arg(plain(l->text())));
    for (QAbstractButton* b : dialog.findChildren<QAbstractButton*>())
        if (shown(b, &dialog) && !b->text().isEmpty())
            items << std::pair(b->text(), QStringLiteral("button “%1”").arg(plain(b->text())));
    QVERIFY(items.size() >= 6);
    const QStringList problems = clashes(items);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    dialog.reject();
    QVERIFY(setLanguage(QStringLiteral("en")));
}

void TestWindowUsability::factsDropTheOldModelsWarnings()
{
    // Warnings listed for the old model's GPU go when the model changes; the new model's are
    // named when its result arrives.
    auto w = makeWindow();
    w->document()->setModel(QStringLiteral("Qwen/Qwen2.5-0.5B-Instruct"));
    QVERIFY(w->waitForResults());
    ModelFactsPanel* facts = w->modelPicker()->facts();
    QVERIFY(!facts->warningsTitle().isEmpty());
    w->document()->setModel(QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"));
    // Before the new result: the old model's list is gone.
    QVERIFY2(facts->warningsTitle().isEmpty(), qPrintable(facts->warningsTitle()));
    QVERIFY(w->waitForResults());
    QCoreApplication::processEvents();
    QVERIFY(facts->warningsTitle().contains(QStringLiteral("(recommended)")));
}

WATTGPU_TEST_MAIN(TestWindowUsability)
#include "test_window_usability.moc"
