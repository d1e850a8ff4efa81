#include "ui/widgets/gpu_combo.h"

#include <QCollator>
#include <QComboBox>
#include <QCompleter>
#include <QLineEdit>
#include <QSignalBlocker>

#include <algorithm>
#include <vector>

namespace wattgpu::ui {

void sortGpuCombo(QComboBox* combo, int fixedItems)
{
    struct Item {
        QString text;
        QVariant data;
    };
    std::vector<Item> items;
    for (int i = fixedItems; i < combo->count(); ++i)
        items.push_back({combo->itemText(i), combo->itemData(i)});
    QCollator collator;
    collator.setNumericMode(true);
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    std::stable_sort(items.begin(), items.end(),
                     [&collator](const Item& a, const Item& b) { return collator.compare(a.text, b.text) < 0; });
    const int current = combo->currentIndex();
    const QVariant currentData = combo->currentData();
    const QString currentText = combo->currentText();
    {
        const QSignalBlocker block(combo);
        while (combo->count() > fixedItems)
            combo->removeItem(combo->count() - 1);
        for (const Item& it : items)
            combo->addItem(it.text, it.data);
        int at = current < fixedItems ? current : -1;
        for (int i = fixedItems; at < 0 && i < combo->count(); ++i)
            if (combo->itemData(i) == currentData && combo->itemText(i) == currentText)
                at = i;
        combo->setCurrentIndex(at);
    }
}

void makeGpuComboSearchable(QComboBox* combo, int fixedItems)
{
    sortGpuCombo(combo, fixedItems);
    combo->setEditable(true);
    combo->setInsertPolicy(QComboBox::NoInsert);
    auto* completer = new QCompleter(combo->model(), combo);
    completer->setCompletionMode(QCompleter::PopupCompletion);
    completer->setFilterMode(Qt::MatchContains);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    combo->setCompleter(completer);
    // A text that names no item (half typed, then left) shows the current item again.
    QObject::connect(combo->lineEdit(), &QLineEdit::editingFinished, combo, [combo]() {
        if (combo->findText(combo->currentText(), Qt::MatchFixedString) < 0 && combo->currentIndex() >= 0)
            combo->setEditText(combo->itemText(combo->currentIndex()));
    });
}

} // namespace wattgpu::ui
