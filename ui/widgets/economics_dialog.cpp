#include "ui/widgets/economics_dialog.h"

#include "ui/models/plan.h"
#include "ui/text/display_text.h"
#include "ui/theme.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScreen>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <optional>

namespace wattgpu::ui {

namespace {
QDoubleSpinBox* spin(QWidget* parent, double lo, double hi, int decimals, double step, const char* name)
{
    auto* s = new QDoubleSpinBox(parent);
    s->setRange(lo, hi);
    s->setDecimals(decimals);
    s->setSingleStep(step);
    s->setGroupSeparatorShown(true);
    s->setObjectName(QString::fromLatin1(name));
    s->setMinimumWidth(140);
    return s;
}
} // namespace

EconomicsDialog::EconomicsDialog(const Economics& economics, QWidget* parent) : QDialog(parent), m_base(economics)
{
    setObjectName(QStringLiteral("economicsDialog"));
    auto* layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);

    auto* form = new QFormLayout;
    auto row = [&](QLabel*& label, QWidget* field) {
        label = new QLabel(this);
        label->setBuddy(field);
        form->addRow(label, field);
    };
    m_usdPerKwh = spin(this, 0, kMaxUsdPerKwh, 3, 0.01, "usdPerKwh");
    row(m_usdPerKwhLabel, m_usdPerKwh);
    m_pue = spin(this, kMinPue, kMaxPue, 2, 0.05, "pue");
    row(m_pueLabel, m_pue);
    m_grid = spin(this, 0, kMaxGridGco2PerKwh, 0, 10, "gridGco2PerKwh");
    row(m_gridLabel, m_grid);
    m_hardware = new QComboBox(this);
    m_hardware->setObjectName(QStringLiteral("hardwareMode"));
    row(m_hardwareLabel, m_hardware);

    // Hardware rows: a rate per GPU-hour, or purchase + lifetime + utilisation; only the rows of
    // the chosen kind are shown.
    m_usdPerGpuHour = spin(this, 0, kMaxUsdPerGpuHour, 2, 0.1, "usdPerGpuHour");
    row(m_usdPerGpuHourLabel, m_usdPerGpuHour);
    m_purchase = spin(this, 0, kMaxGpuPurchaseUsd, 0, 1000, "gpuPurchaseUsd");
    row(m_purchaseLabel, m_purchase);
    m_lifetime = spin(this, 0.1, kMaxGpuLifetimeYears, 1, 0.5, "gpuLifetimeYears");
    row(m_lifetimeLabel, m_lifetime);
    m_utilisation = spin(this, 1, 100, 0, 5, "gpuUtilisation");
    row(m_utilisationLabel, m_utilisation);
    m_form = form;
    layout->addLayout(form);

    m_quotes = new QLabel(this);
    m_quotes->setWordWrap(true);
    layout->addWidget(m_quotes);
    m_pricesLabel = new QLabel(this);
    m_pricesLabel->setWordWrap(true);
    layout->addWidget(m_pricesLabel);
    // A filter over the catalog's few dozen GPUs: "h100" finds the row to price.
    auto* filterRow = new QHBoxLayout;
    m_filterLabel = new QLabel(this);
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("gpuPriceFilter"));
    m_filter->setClearButtonEnabled(true);
    m_filterLabel->setBuddy(m_filter);
    filterRow->addWidget(m_filterLabel);
    filterRow->addWidget(m_filter, 1);
    layout->addLayout(filterRow);
    m_prices = new QTableWidget(0, 2, this);
    m_prices->setObjectName(QStringLiteral("gpuPrices"));
    m_prices->verticalHeader()->setVisible(false);
    m_prices->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_prices->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_pricesLabel->setBuddy(m_prices);
    layout->addWidget(m_prices, 1);
    setPricesVisible(false);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("economicsError"));
    m_error->setWordWrap(true);
    QPalette errorPalette = m_error->palette();
    errorPalette.setColor(QPalette::WindowText, activeColors().errorText);
    m_error->setPalette(errorPalette);
    m_error->setVisible(false);
    layout->addWidget(m_error);

    auto* buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    m_defaults = buttons->button(QDialogButtonBox::RestoreDefaults);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_defaults, &QPushButton::clicked, this, &EconomicsDialog::restoreDefaults);
    layout->addWidget(buttons);

    connect(m_hardware, &QComboBox::currentIndexChanged, this, &EconomicsDialog::showHardwareRows);
    connect(m_filter, &QLineEdit::textChanged, this, &EconomicsDialog::applyFilter);
    retranslateUi();
    setEconomics(economics);
}

QString EconomicsDialog::defaultsText()
{
    const Economics d;
    return tr("Defaults: electricity %1 USD/kWh, PUE %2, grid %3 gCO₂/kWh, no hardware cost "
              "(when a purchase price is set: %4 years, %5 % utilisation).")
        .arg(DisplayText::number(d.electricityUsdPerKwh), DisplayText::number(d.pue),
             DisplayText::number(d.gridGco2PerKwh), DisplayText::number(d.gpuLifetimeYears),
             DisplayText::number(d.gpuUtilisation * 100));
}

void EconomicsDialog::setEconomics(const Economics& e)
{
    m_base = e;
    m_usdPerKwh->setValue(e.electricityUsdPerKwh);
    m_pue->setValue(e.pue);
    m_grid->setValue(e.gridGco2PerKwh);
    m_usdPerGpuHour->setValue(e.usdPerGpuHour.value_or(2.0));
    m_purchase->setValue(e.gpuPurchaseUsd.value_or(25000.0));
    m_lifetime->setValue(e.gpuLifetimeYears);
    m_utilisation->setValue(e.gpuUtilisation * 100.0);
    const HardwareMode mode = e.usdPerGpuHour ? HardwareMode::PerGpuHour
        : e.gpuPurchaseUsd                    ? HardwareMode::Purchase
                                              : HardwareMode::None;
    m_hardware->setCurrentIndex(int(mode));
    if (!m_gpus.empty())
        fillPrices();
    retranslateUi();
    showHardwareRows();
}

void EconomicsDialog::setGpus(const std::vector<std::pair<std::string, QString>>& gpus)
{
    // The quoted GPUs first, then by name, so what was entered is in view when the dialog opens.
    m_gpus = gpus;
    const auto& quotes = m_base.usdPerGpuHourByGpu;
    std::stable_sort(m_gpus.begin(), m_gpus.end(), [&quotes](const auto& a, const auto& b) {
        const bool qa = quotes.count(a.first) > 0, qb = quotes.count(b.first) > 0;
        if (qa != qb)
            return qa;
        return QString::localeAwareCompare(a.second, b.second) < 0;
    });
    fillPrices();
    setPricesVisible(!gpus.empty());
    retranslateUi();
}

void EconomicsDialog::setPricesVisible(bool visible)
{
    for (QWidget* w : std::initializer_list<QWidget*>{m_pricesLabel, m_filterLabel, m_filter, m_prices})
        w->setVisible(visible);
}

void EconomicsDialog::applyFilter()
{
    // Words, all of which must be in the GPU's name or id, case ignored ("h100 sxm").
    const QStringList words = m_filter->text().simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int r = 0; r < m_prices->rowCount(); ++r) {
        const QTableWidgetItem* name = m_prices->item(r, 0);
        const QString hay = name ? name->text() + QLatin1Char(' ') + name->data(Qt::UserRole).toString() : QString();
        const bool match = std::all_of(words.begin(), words.end(),
                                       [&](const QString& w) { return hay.contains(w, Qt::CaseInsensitive); });
        m_prices->setRowHidden(r, !match);
    }
}

void EconomicsDialog::showEvent(QShowEvent* event)
{
    if (!m_sized) {
        m_sized = true;
        fitToContents();
    }
    QDialog::showEvent(event);
}

void EconomicsDialog::fitToContents()
{
    // Wide enough for the price table's columns (the longest GPU name, the rate, a scroll bar)
    // and for the form; tall enough for a dozen rows of the table, within the screen. Left to the
    // layout's minimum, the wrapped texts squeezed the table under the buttons.
    ensurePolished();
    const QScreen* screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
    const QRect avail = screen ? screen->availableGeometry() : QRect(0, 0, 1280, 720);
    const QMargins margins = layout()->contentsMargins();
    int width = std::max(sizeHint().width(), 560);
    const bool prices = !m_gpus.empty();
    const int row = m_prices->verticalHeader()->defaultSectionSize();
    if (prices) {
        const QAbstractItemView* view = m_prices; // sizeHintForColumn is public there
        int columns = 0;
        for (int c = 0; c < m_prices->columnCount(); ++c)
            columns += std::max(m_prices->horizontalHeader()->sectionSizeHint(c), view->sizeHintForColumn(c));
        width = std::max(width,
                         columns + 2 * m_prices->frameWidth()
                             + m_prices->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + margins.left()
                             + margins.right() + 8);
        // Six rows at least, so the table is never a sliver under the form.
        m_prices->setMinimumHeight(
            std::min(m_prices->horizontalHeader()->sizeHint().height() + 6 * row + 2 * m_prices->frameWidth(),
                     avail.height() / 3));
    }
    width = std::min(width, avail.width() - 40);
    const int minHeight = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width)
                                                        : layout()->totalSizeHint().height();
    // Six more rows in view on a screen with the room.
    const int height = std::min(minHeight + (prices ? 6 * row : 0), avail.height() - 40);
    setMinimumSize(std::min(layout()->totalMinimumSize().width(), width), std::min(minHeight, height));
    resize(width, height);
}

void EconomicsDialog::fillPrices()
{
    m_prices->setRowCount(int(m_gpus.size()));
    const QLocale l = locale();
    for (int r = 0; r < int(m_gpus.size()); ++r) {
        const auto& [id, shown] = m_gpus[std::size_t(r)];
        auto* name = new QTableWidgetItem(shown);
        name->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        name->setData(Qt::UserRole, QString::fromStdString(id));
        m_prices->setItem(r, 0, name);
        const auto it = m_base.usdPerGpuHourByGpu.find(id);
        auto* price = new QTableWidgetItem(it == m_base.usdPerGpuHourByGpu.end() ? QString() : l.toString(it->second));
        price->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_prices->setItem(r, 1, price);
    }
}

namespace {
// A price cell: empty (no quote), or a rate in 0..kMaxUsdPerGpuHour USD/GPU-h in the UI's locale
// or with a '.' decimal point.
std::optional<std::optional<double>> parsePrice(const QString& text, const QLocale& l)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        return std::optional<double>();
    bool ok = false;
    double v = l.toDouble(t, &ok);
    if (!ok)
        v = t.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < 0 || v > kMaxUsdPerGpuHour)
        return std::nullopt;
    return std::optional<double>(v);
}
} // namespace

int EconomicsDialog::badPriceRow() const
{
    for (int r = 0; r < m_prices->rowCount(); ++r) {
        const QTableWidgetItem* cell = m_prices->item(r, 1);
        if (cell && !parsePrice(cell->text(), locale()))
            return r;
    }
    return -1;
}

QString EconomicsDialog::priceError() const
{
    const int r = badPriceRow();
    if (r < 0)
        return {};
    //: "<GPU>: '<text>' is not a rate in USD/GPU-h (0 to 10,000; empty: none)"
    return tr("%1: '%2' is not a rate in USD/GPU-h (0 to %3; leave it empty for none)")
        .arg(m_prices->item(r, 0)->text(), m_prices->item(r, 1)->text().left(40).toHtmlEscaped(),
             DisplayText::number(kMaxUsdPerGpuHour));
}

void EconomicsDialog::accept()
{
    const QString error = priceError();
    m_error->setText(error);
    m_error->setVisible(!error.isEmpty());
    if (error.isEmpty()) {
        QDialog::accept();
        return;
    }
    // The refused cell in view and in focus, so it can be corrected at once, even when the
    // filter hid its row or it was scrolled away.
    const int r = badPriceRow();
    if (m_prices->isRowHidden(r)) {
        m_filter->clear();
        m_prices->doItemsLayout(); // the scroll range of every row, before scrolling to one
    }
    QTableWidgetItem* cell = m_prices->item(r, 1);
    m_prices->setCurrentItem(cell);
    m_prices->scrollToItem(cell, QAbstractItemView::PositionAtCenter);
    m_prices->setFocus(Qt::OtherFocusReason);
}

Economics EconomicsDialog::economics() const
{
    Economics e = m_base;
    if (!m_gpus.empty()) {
        // The table is the whole set of quotes for the catalog's GPUs; quotes for GPUs outside it
        // (a plan from another catalog) are kept.
        for (const auto& [id, name] : m_gpus)
            e.usdPerGpuHourByGpu.erase(id);
        for (int r = 0; r < m_prices->rowCount(); ++r) {
            const auto price = m_prices->item(r, 1) ? parsePrice(m_prices->item(r, 1)->text(), locale())
                                                    : std::optional<std::optional<double>>();
            if (price && *price)
                e.usdPerGpuHourByGpu[m_prices->item(r, 0)->data(Qt::UserRole).toString().toStdString()] = **price;
        }
    }
    e.electricityUsdPerKwh = m_usdPerKwh->value();
    e.pue = m_pue->value();
    e.gridGco2PerKwh = m_grid->value();
    e.usdPerGpuHour.reset();
    e.gpuPurchaseUsd.reset();
    switch (HardwareMode(m_hardware->currentIndex())) {
    case HardwareMode::None: break;
    case HardwareMode::PerGpuHour: e.usdPerGpuHour = m_usdPerGpuHour->value(); break;
    case HardwareMode::Purchase:
        e.gpuPurchaseUsd = m_purchase->value();
        e.gpuLifetimeYears = m_lifetime->value();
        e.gpuUtilisation = m_utilisation->value() / 100.0;
        break;
    }
    return e;
}

void EconomicsDialog::showHardwareRows()
{
    const auto mode = HardwareMode(m_hardware->currentIndex());
    m_form->setRowVisible(m_usdPerGpuHour, mode == HardwareMode::PerGpuHour);
    for (QWidget* w :
         {static_cast<QWidget*>(m_purchase), static_cast<QWidget*>(m_lifetime), static_cast<QWidget*>(m_utilisation)})
        m_form->setRowVisible(w, mode == HardwareMode::Purchase);
    if (m_sized) // shown: the rows of the other kind take or give back their room
        fitToContents();
}

void EconomicsDialog::restoreDefaults()
{
    Economics d;
    d.usdPerGpuHourByGpu = m_base.usdPerGpuHourByGpu;
    setEconomics(d);
}

void EconomicsDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void EconomicsDialog::retranslateUi()
{
    setWindowTitle(tr("Cost and carbon assumptions"));
    m_intro->setText(tr("Used for the $/1M tokens and gCO₂/1M tokens figures, the cost and CO₂ objectives, "
                        "capacity plans and reports. Energy is the GPUs' own; PUE scales it to the facility meter.")
                     + QLatin1Char(' ') + defaultsText());
    m_usdPerKwhLabel->setText(tr("Electricity &price"));
    m_usdPerKwh->setSuffix(tr(" USD/kWh"));
    m_usdPerKwh->setToolTip(tr("Price per kWh at the facility meter (default 0.15 USD/kWh)"));
    m_pueLabel->setText(tr("PU&E"));
    m_pue->setToolTip(tr("Power usage effectiveness: facility energy / IT energy, ≥ 1 (default 1.2)"));
    m_gridLabel->setText(tr("&Grid intensity"));
    m_grid->setSuffix(tr(" gCO₂/kWh"));
    m_grid->setToolTip(tr("Carbon intensity of the electricity, gCO₂-eq per kWh (default 400)"));
    m_hardwareLabel->setText(tr("&Hardware cost"));
    m_hardware->setToolTip(tr("With a hardware cost the cost figure is all-in (electricity + hardware); "
                              "without, electricity only (the default)"));
    {
        const QSignalBlocker block(m_hardware);
        const int i = m_hardware->currentIndex();
        m_hardware->clear();
        m_hardware->addItem(tr("None (electricity only)"));
        m_hardware->addItem(tr("Rate per GPU-hour (cloud, rental)"));
        m_hardware->addItem(tr("Purchase price, amortised"));
        m_hardware->setCurrentIndex(std::max(i, 0));
    }
    m_usdPerGpuHourLabel->setText(tr("&Rate"));
    m_usdPerGpuHour->setSuffix(tr(" USD/GPU-h"));
    m_usdPerGpuHour->setToolTip(tr("Paid per GPU-hour of serving, every GPU"));
    m_purchaseLabel->setText(tr("Purchase p&rice"));
    m_purchase->setSuffix(tr(" USD/GPU"));
    m_lifetimeLabel->setText(tr("&Lifetime"));
    m_lifetime->setSuffix(tr(" years"));
    m_lifetime->setToolTip(tr("Amortisation period (default 4 years)"));
    m_utilisationLabel->setText(tr("&Utilisation"));
    m_utilisation->setSuffix(tr(" %"));
    m_utilisation->setToolTip(
        tr("Share of the lifetime spent serving tokens (default 60 %); idle hours are paid by busy ones"));
    QStringList quotes;
    if (m_gpus.empty())
        for (const auto& [id, rate] : m_base.usdPerGpuHourByGpu)
            quotes << tr("%1: %2").arg(QString::fromStdString(id), DisplayText::withUnit(rate, tr("USD/GPU-h")));
    m_quotes->setVisible(!quotes.isEmpty());
    m_quotes->setText(quotes.isEmpty() ? QString()
                                       : tr("Per-GPU quotes in this plan (kept; they take precedence): %1")
                                             .arg(quotes.join(QStringLiteral(", "))));
    if (m_defaults)
        m_defaults->setText(tr("Restore &defaults"));
    m_pricesLabel->setText(tr("Quoted rate per GPU &type (takes precedence over the hardware cost above; leave "
                              "empty to use it):"));
    m_prices->setHorizontalHeaderLabels({tr("GPU"), tr("USD/GPU-h")});
    m_filterLabel->setText(tr("&Filter:"));
    m_filter->setPlaceholderText(tr("GPU name, e.g. h100"));
}

} // namespace wattgpu::ui
