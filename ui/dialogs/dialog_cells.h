#pragma once
// Small helpers the Data menu's dialogs share (data_dialogs.cpp, custom_gpu_dialog.cpp,
// hub_dialogs.cpp): text from core strings and read-only table cells.
#include <QString>
#include <QTableWidgetItem>

#include <string>

namespace wattgpu::ui::cells {

inline QString q(const std::string& s) { return QString::fromStdString(s); }

// A read-only, selectable cell.
inline QTableWidgetItem* item(const QString& text, Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto* it = new QTableWidgetItem(text);
    it->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    it->setTextAlignment(align);
    return it;
}

} // namespace wattgpu::ui::cells
