#pragma once
// Table cells and names the Capacity tab's sections share (capacity_view.cpp, inventory_view.cpp,
// purchase_view.cpp): a number cell that sorts on its value, a row greyed out, a GPU's short name
// and an owned split ("4 × (4 × A100 SXM4 80GB) + 1 × (2 × A100 SXM4 80GB)").
#include "core/plan/inventory.h"
#include "ui/text/display_text.h"

#include <QCoreApplication>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QPalette>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableWidget>
#include <QTableWidgetItem>

#include <string>

namespace wattgpu::ui::capacity {

// One GPU type's replicas, largest first, as core splits them; "none" when it serves nothing.
inline QString splitText(const InventoryType& type, const QString& gpuName)
{
    QStringList parts;
    for (const InventoryReplicas& r : type.split)
        //: replicas of one size in an owned split: "4 × (4 × A100 SXM4 80GB)"
        parts << QCoreApplication::translate("wattgpu::ui::CapacityView", "%1 × (%2)")
                     .arg(r.replicas)
                     .arg(DisplayText::deploymentName(gpuName, r.gpusPerReplica));
    //: an owned GPU type split into no replica
    return parts.isEmpty() ? QCoreApplication::translate("wattgpu::ui::CapacityView", "none")
                           : parts.join(QStringLiteral(" + "));
}

inline QString gpuName(const QHash<QString, QString>& names, const std::string& id)
{
    const QString key = QString::fromStdString(id);
    return names.value(key, key);
}

// Right-aligned, its value on Qt::UserRole.
inline QTableWidgetItem* numberItem(double v, const QString& text)
{
    auto* item = new QTableWidgetItem(text);
    item->setData(Qt::UserRole, v);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

inline void dimRow(QTableWidget* table, int row)
{
    for (int c = 0; c < table->columnCount(); ++c)
        if (QTableWidgetItem* it = table->item(row, c))
            it->setForeground(table->palette().color(QPalette::Disabled, QPalette::Text));
}

// A section's table: read-only rows, columns sized to their contents, rows as compact as the GPU
// table's below. Its size hint is three rows, so a page that is short of room scrolls (scrollPage)
// rather than squeezing its summary, and a page with room stretches the table.
class Table : public QTableWidget {
public:
    Table(int columns, const QString& objectName, QWidget* parent) : QTableWidget(0, columns, parent)
    {
        setObjectName(objectName);
        setEditTriggers(QAbstractItemView::NoEditTriggers);
        setSelectionBehavior(QAbstractItemView::SelectRows);
        verticalHeader()->setVisible(false);
        verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
        horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        horizontalHeader()->setStretchLastSection(true);
        setAlternatingRowColors(true);
    }
    QSize minimumSizeHint() const override
    {
        return {QTableWidget::minimumSizeHint().width(),
                horizontalHeader()->sizeHint().height() + 3 * verticalHeader()->defaultSectionSize()
                    + horizontalScrollBar()->sizeHint().height() + 2 * frameWidth()};
    }
    QSize sizeHint() const override { return {QTableWidget::sizeHint().width(), minimumSizeHint().height()}; }
};

// A section's summary: rich text, wrapped, selectable.
inline QLabel* summaryLabel(const QString& objectName, QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    return label;
}

// A section's page: its summary, table and notes scroll together when the tab is too short for
// them (1024 x 700), so no summary line is squeezed out.
inline QScrollArea* scrollPage(QWidget* page, QWidget* parent)
{
    auto* area = new QScrollArea(parent);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // the table scrolls sideways itself
    area->setWidget(page);
    return area;
}

inline void boldCell(QTableWidgetItem* item)
{
    QFont f = item->font();
    f.setBold(true);
    item->setFont(f);
}

} // namespace wattgpu::ui::capacity
