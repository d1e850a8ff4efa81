#pragma once
// The vertical splitter between the charts and the GPU table. Until its handle is dragged it
// places itself by the height it has: the table shows five whole rows (more on tall windows, a
// third of the height) while the charts keep a readable plot, else three rows and the rest to the
// charts. A dragged position is kept, and the window remembers it (settings::chartTableSplitter).
#include <QSplitter>

namespace wattgpu::ui {

class ChartPanel;
class GpuTableView;

class ChartTableSplitter : public QSplitter {
    Q_OBJECT
public:
    ChartTableSplitter(ChartPanel* charts, GpuTableView* table, QWidget* parent = nullptr);

    // Placed by the height (true) or where the handle was dragged or restored to (false).
    bool isAutomatic() const { return m_automatic; }
    // Back to the automatic placement.
    void setAutomatic();
    // A position saved by savedPosition(); false (and automatic) when it is empty or unreadable.
    bool restorePosition(const QByteArray& state);
    // The dragged position (QSplitter::saveState); empty while automatic.
    QByteArray savedPosition() const;

    // Height, px, the table needs to show `rows` whole rows with its filter, header and scroll bar.
    int tableHeightFor(int rows) const;
    // Height, px, of the charts below which the automatic placement gives the table fewer rows.
    int chartFloor() const;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void place();

    ChartPanel* m_charts;
    GpuTableView* m_table;
    bool m_automatic = true;
};

} // namespace wattgpu::ui
