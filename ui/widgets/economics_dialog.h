#pragma once
// Plan → Cost and carbon assumptions: electricity price, PUE, grid carbon intensity and an
// optional hardware cost (a rate per GPU-hour, or a purchase price amortised over a lifetime and
// a utilisation). The dialog only edits a copy; the caller applies it through the PlanDocument
// so the change is one undoable step. Per-GPU quotes in a plan (from the CLI or a plan file) are
// kept as they are and listed read-only.
#include "core/plan/recommender.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QFormLayout;

namespace wattgpu::ui {

class EconomicsDialog : public QDialog {
    Q_OBJECT
public:
    enum class HardwareMode { None, PerGpuHour, Purchase };

    explicit EconomicsDialog(const Economics& economics, QWidget* parent = nullptr);

    Economics economics() const;
    void setEconomics(const Economics& economics);

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

private:
    void retranslateUi();
    void restoreDefaults();
    void showHardwareRows();

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
    QPushButton* m_defaults = nullptr;
};

} // namespace wattgpu::ui
