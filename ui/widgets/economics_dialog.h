#pragma once
// Plan → Cost and carbon assumptions: electricity price, PUE, grid carbon intensity and an
// optional hardware cost (a rate per GPU-hour, or a purchase price amortised over a lifetime and
// a utilisation). The dialog only edits a copy; the caller applies it through the PlanDocument
// so the change is one undoable step. With the catalog's GPUs set (setGpus), a table holds a
// quoted rate per GPU-hour for each GPU that has one (it takes precedence over the hardware cost
// above; an empty cell means that GPU uses it); without, the plan's quotes are kept and listed.
#include "core/plan/economics.h"

#include <QDialog>

#include <string>
#include <utility>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;
class QFormLayout;

namespace wattgpu::ui {

class EconomicsDialog : public QDialog {
    Q_OBJECT
public:
    enum class HardwareMode { None, PerGpuHour, Purchase };

    explicit EconomicsDialog(const Economics& economics, QWidget* parent = nullptr);

    Economics economics() const;
    void setEconomics(const Economics& economics);
    // The GPUs of the per-GPU price table: catalog id and display name, in catalog order.
    void setGpus(const std::vector<std::pair<std::string, QString>>& gpus);
    QTableWidget* priceTable() const { return m_prices; }
    QLineEdit* priceFilter() const { return m_filter; } // hides the rows whose GPU does not match
    // Checks the price table: the first bad cell's message (GPU and text), or empty when all parse.
    QString priceError() const;
    // Refuses a bad price: names it, and scrolls to and focuses its cell.
    void accept() override;

    QDoubleSpinBox* usdPerKwhSpin() const { return m_usdPerKwh; }
    QDoubleSpinBox* pueSpin() const { return m_pue; }
    QDoubleSpinBox* gridSpin() const { return m_grid; }
    QComboBox* hardwareCombo() const { return m_hardware; }
    QDoubleSpinBox* usdPerGpuHourSpin() const { return m_usdPerGpuHour; }
    QDoubleSpinBox* purchaseSpin() const { return m_purchase; }
    QDoubleSpinBox* lifetimeSpin() const { return m_lifetime; }
    QDoubleSpinBox* utilisationSpin() const { return m_utilisation; }

    // One line per default, for tooltips and the README.
    static QString defaultsText();

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void retranslateUi();
    void restoreDefaults();
    void showHardwareRows();
    void fillPrices();
    void setPricesVisible(bool visible);
    void applyFilter();
    int badPriceRow() const; // the first price cell that does not parse, or -1
    // Sized to the form and the price table's columns, within the screen (first show).
    void fitToContents();

    Economics m_base; // keeps per-GPU quotes the dialog does not edit
    QLabel* m_intro;
    QLabel* m_usdPerKwhLabel;
    QDoubleSpinBox* m_usdPerKwh;
    QLabel* m_pueLabel;
    QDoubleSpinBox* m_pue;
    QLabel* m_gridLabel;
    QDoubleSpinBox* m_grid;
    QLabel* m_hardwareLabel;
    QComboBox* m_hardware;
    QFormLayout* m_form = nullptr;
    QLabel* m_usdPerGpuHourLabel;
    QDoubleSpinBox* m_usdPerGpuHour;
    QLabel* m_purchaseLabel;
    QDoubleSpinBox* m_purchase;
    QLabel* m_lifetimeLabel;
    QDoubleSpinBox* m_lifetime;
    QLabel* m_utilisationLabel;
    QDoubleSpinBox* m_utilisation;
    QLabel* m_quotes;
    QLabel* m_pricesLabel;
    QLabel* m_filterLabel;
    QLineEdit* m_filter;
    QTableWidget* m_prices;
    QLabel* m_error;
    std::vector<std::pair<std::string, QString>> m_gpus;
    QPushButton* m_defaults = nullptr;
    bool m_sized = false;
};

} // namespace wattgpu::ui
