// Data ▸ Custom GPUs…: the spec-sheet editor (declared in custom_gpu_dialog.h).
#include "ui/dialogs/custom_gpu_dialog.h"

#include "core/catalog/backend.h"
#include "core/catalog/custom_gpus.h"
#include "core/util/fileio.h"
#include "ui/dialogs/dialog_cells.h"
#include "ui/widgets/gpu_combo.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QScrollBar>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace wattgpu::ui {

using cells::item;
using cells::q;

// ---------------------------------------------------------------- CustomGpuDialog

const std::vector<CustomGpuDialog::Field>& CustomGpuDialog::fields()
{
    // QT_TRANSLATE_NOOP keeps the strings visible to lupdate; they are translated when shown.
    static const std::vector<Field> f = {
        {"id", QT_TRANSLATE_NOOP("CustomGpuDialog", "Id"), ""},
        {"name", QT_TRANSLATE_NOOP("CustomGpuDialog", "Name"), ""},
        {"vendor", QT_TRANSLATE_NOOP("CustomGpuDialog", "Vendor"), ""},
        {"backend", QT_TRANSLATE_NOOP("CustomGpuDialog", "Backend"), ""},
        {"architecture", QT_TRANSLATE_NOOP("CustomGpuDialog", "Architecture"), ""},
        {"form_factor", QT_TRANSLATE_NOOP("CustomGpuDialog", "Form factor"), ""},
        {"memory_type", QT_TRANSLATE_NOOP("CustomGpuDialog", "Memory type"), ""},
        {"release_year", QT_TRANSLATE_NOOP("CustomGpuDialog", "Release year"), ""},
        {"memory_size_gb", QT_TRANSLATE_NOOP("CustomGpuDialog", "Memory"), QT_TRANSLATE_NOOP("CustomGpuDialog", "GB")},
        {"memory_bandwidth_gb_s", QT_TRANSLATE_NOOP("CustomGpuDialog", "Memory bandwidth"),
         QT_TRANSLATE_NOOP("CustomGpuDialog", "GB/s")},
        {"memory_bus_bits", QT_TRANSLATE_NOOP("CustomGpuDialog", "Memory bus"),
         QT_TRANSLATE_NOOP("CustomGpuDialog", "bits")},
        {"tdp_w", QT_TRANSLATE_NOOP("CustomGpuDialog", "TDP (board power)"), QT_TRANSLATE_NOOP("CustomGpuDialog", "W")},
        {"bf16_tensor_tflops_dense", QT_TRANSLATE_NOOP("CustomGpuDialog", "BF16 tensor, dense"),
         QT_TRANSLATE_NOOP("CustomGpuDialog", "TFLOPS")},
        {"fp16_tensor_tflops_dense", QT_TRANSLATE_NOOP("CustomGpuDialog", "FP16 tensor, dense"),
         QT_TRANSLATE_NOOP("CustomGpuDialog", "TFLOPS")},
        {"fp8_tensor_tflops_dense", QT_TRANSLATE_NOOP("CustomGpuDialog", "FP8 tensor, dense"),
         QT_TRANSLATE_NOOP("CustomGpuDialog", "TFLOPS")},
        {"int8_tensor_tops_dense", QT_TRANSLATE_NOOP("CustomGpuDialog", "INT8 tensor, dense"),
         QT_TRANSLATE_NOOP("CustomGpuDialog", "TOPS")},
        {"fp32_tflops", QT_TRANSLATE_NOOP("CustomGpuDialog", "FP32"), QT_TRANSLATE_NOOP("CustomGpuDialog", "TFLOPS")},
        {"nvlink_gb_s", QT_TRANSLATE_NOOP("CustomGpuDialog", "Interconnect (NVLink / fabric)"),
         QT_TRANSLATE_NOOP("CustomGpuDialog", "GB/s")},
        {"pcie_gen", QT_TRANSLATE_NOOP("CustomGpuDialog", "PCIe generation"), ""},
        {"base_clock_mhz", QT_TRANSLATE_NOOP("CustomGpuDialog", "Base clock"),
         QT_TRANSLATE_NOOP("CustomGpuDialog", "MHz")},
        {"boost_clock_mhz", QT_TRANSLATE_NOOP("CustomGpuDialog", "Boost clock"),
         QT_TRANSLATE_NOOP("CustomGpuDialog", "MHz")},
        {"sm_count", QT_TRANSLATE_NOOP("CustomGpuDialog", "SMs / compute units"), ""},
        {"tensor_cores", QT_TRANSLATE_NOOP("CustomGpuDialog", "Tensor cores"), ""},
        {"transistor_count_m", QT_TRANSLATE_NOOP("CustomGpuDialog", "Transistors"),
         QT_TRANSLATE_NOOP("CustomGpuDialog", "million")},
        {"process_nm", QT_TRANSLATE_NOOP("CustomGpuDialog", "Process"), QT_TRANSLATE_NOOP("CustomGpuDialog", "nm")},
        {"die_size_mm2", QT_TRANSLATE_NOOP("CustomGpuDialog", "Die size"), QT_TRANSLATE_NOOP("CustomGpuDialog", "mm²")},
        {"l2_cache_mb", QT_TRANSLATE_NOOP("CustomGpuDialog", "L2 cache"), QT_TRANSLATE_NOOP("CustomGpuDialog", "MB")},
    };
    return f;
}

namespace {

std::string* textMember(GpuSpec& g, const QString& key)
{
    if (key == QLatin1String("id"))
        return &g.id;
    if (key == QLatin1String("name"))
        return &g.name;
    if (key == QLatin1String("vendor"))
        return &g.vendor;
    if (key == QLatin1String("architecture"))
        return &g.architecture;
    if (key == QLatin1String("form_factor"))
        return &g.formFactor;
    if (key == QLatin1String("memory_type"))
        return &g.memoryType;
    return nullptr;
}

std::optional<double>* numMember(GpuSpec& g, const QString& key)
{
    static const std::pair<const char*, std::optional<double> GpuSpec::*> map[] = {
        {"memory_size_gb", &GpuSpec::memorySizeGb},
        {"memory_bandwidth_gb_s", &GpuSpec::memoryBandwidthGbS},
        {"memory_bus_bits", &GpuSpec::memoryBusBits},
        {"tdp_w", &GpuSpec::tdpW},
        {"bf16_tensor_tflops_dense", &GpuSpec::bf16TensorTflops},
        {"fp16_tensor_tflops_dense", &GpuSpec::fp16TensorTflops},
        {"fp8_tensor_tflops_dense", &GpuSpec::fp8TensorTflops},
        {"int8_tensor_tops_dense", &GpuSpec::int8TensorTops},
        {"fp32_tflops", &GpuSpec::fp32Tflops},
        {"nvlink_gb_s", &GpuSpec::nvlinkGbS},
        {"pcie_gen", &GpuSpec::pcieGen},
        {"base_clock_mhz", &GpuSpec::baseClockMhz},
        {"boost_clock_mhz", &GpuSpec::boostClockMhz},
        {"sm_count", &GpuSpec::smCount},
        {"tensor_cores", &GpuSpec::tensorCores},
        {"transistor_count_m", &GpuSpec::transistorCountM},
        {"process_nm", &GpuSpec::processNm},
        {"die_size_mm2", &GpuSpec::dieSizeMm2},
        {"l2_cache_mb", &GpuSpec::l2CacheMb},
    };
    for (const auto& [k, m] : map)
        if (key == QLatin1String(k))
            return &(g.*m);
    return nullptr;
}

QString valueText(const GpuSpec& g, const QString& key)
{
    auto& gg = const_cast<GpuSpec&>(g);
    if (const std::string* s = textMember(gg, key))
        return q(*s);
    if (key == QLatin1String("release_year"))
        return g.releaseYear ? QString::number(*g.releaseYear) : QString();
    if (key == QLatin1String("backend"))
        return q(g.backend);
    if (const std::optional<double>* v = numMember(gg, key))
        return *v ? QLocale().toString(**v, 'g', 8) : QString();
    return {};
}

} // namespace

CustomGpuDialog::CustomGpuDialog(const GpuCatalog& bundled, std::vector<GpuSpec> gpus, QWidget* parent)
    : QDialog(parent), m_bundled(bundled), m_gpus(std::move(gpus))
{
    setObjectName(QStringLiteral("customGpuDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    auto* left = new QVBoxLayout;
    m_listLabel = new QLabel(this);
    left->addWidget(m_listLabel);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("customGpuList"));
    m_list->setMaximumWidth(320);
    left->addWidget(m_list, 1);
    m_add = new QPushButton(this);
    m_remove = new QPushButton(this);
    left->addWidget(m_add);
    left->addWidget(m_remove);
    m_duplicateFrom = new QComboBox(this);
    m_duplicateFrom->setObjectName(QStringLiteral("duplicateFrom"));
    for (const GpuSpec& g : m_bundled.gpus())
        m_duplicateFrom->addItem(q(g.name), q(g.id));
    makeGpuComboSearchable(m_duplicateFrom);
    left->addWidget(m_duplicateFrom);
    m_duplicate = new QPushButton(this);
    left->addWidget(m_duplicate);
    m_load = new QPushButton(this);
    m_load->setObjectName(QStringLiteral("loadCustomGpuFile"));
    left->addWidget(m_load);
    top->addLayout(left, 1);
    m_fields = new QTableWidget(int(fields().size()), 3, this);
    m_fields->setObjectName(QStringLiteral("customGpuFields"));
    m_fields->verticalHeader()->hide();
    m_fields->setWordWrap(false);
    top->addWidget(m_fields, 3);
    layout->addLayout(top, 1);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("customGpuMessage"));
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &CustomGpuDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_add, &QPushButton::clicked, this, &CustomGpuDialog::addEmpty);
    connect(m_remove, &QPushButton::clicked, this, &CustomGpuDialog::removeCurrent);
    connect(m_duplicate, &QPushButton::clicked, this,
            [this] { duplicateFrom(m_duplicateFrom->currentData().toString()); });
    connect(m_load, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Load custom GPUs"), m_examplesFolder,
                                                          tr("Custom GPU files (*.json)"));
        if (!path.isEmpty())
            loadFile(path);
    });
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!m_filling)
            selectGpu(row);
    });
    connect(m_fields, &QTableWidget::cellChanged, this, &CustomGpuDialog::onCellChanged);

    retranslateUi();
    refreshList();
    selectGpu(m_gpus.empty() ? -1 : 0);
    resize(820, 640);
}

bool CustomGpuDialog::loadFile(const QString& path)
{
    const std::filesystem::path file(QFile::encodeName(path).toStdString());
    const auto text = readFileBounded(file, kCustomGpusMaxBytes);
    if (!text) {
        m_message->setText(q(text.error().message()));
        return false;
    }
    const auto loaded = parseCustomGpus(*text, file.string(), &m_bundled);
    if (!loaded) {
        m_message->setText(q(loaded.error().message()));
        return false;
    }
    for (const GpuSpec& g : *loaded)
        for (const GpuSpec& mine : m_gpus)
            if (toLower(mine.id) == toLower(g.id)) {
                m_message->setText(tr("%1: “%2” is already in your list; nothing was loaded.").arg(path, q(g.id)));
                return false;
            }
    const int first = int(m_gpus.size());
    m_gpus.insert(m_gpus.end(), loaded->begin(), loaded->end());
    m_message->setText(tr("Loaded %n GPU(s) from %1.", nullptr, int(loaded->size())).arg(path));
    selectGpu(loaded->empty() ? m_current : first);
    return true;
}

void CustomGpuDialog::refreshList()
{
    m_filling = true;
    m_list->clear();
    for (const GpuSpec& g : m_gpus)
        m_list->addItem(g.name.empty() ? q(g.id) : q(g.name));
    if (m_current >= 0 && m_current < m_list->count())
        m_list->setCurrentRow(m_current);
    m_filling = false;
    m_remove->setEnabled(m_current >= 0);
}

void CustomGpuDialog::selectGpu(int index)
{
    m_current = (index >= 0 && index < int(m_gpus.size())) ? index : -1;
    refreshList();
    showGpu();
}

void CustomGpuDialog::showGpu()
{
    m_filling = true;
    const auto& fs = fields();
    for (int r = 0; r < int(fs.size()); ++r) {
        const QString key = QLatin1String(fs[std::size_t(r)].key);
        auto* label = item(QCoreApplication::translate("CustomGpuDialog", fs[std::size_t(r)].label));
        label->setToolTip(key);
        m_fields->setItem(r, 0, label);
        auto* value = new QTableWidgetItem(m_current >= 0 ? valueText(m_gpus[std::size_t(m_current)], key) : QString());
        value->setFlags(m_current >= 0 ? Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable
                                       : Qt::NoItemFlags);
        const bool numeric = *fs[std::size_t(r)].unit || key == QLatin1String("release_year")
            || key == QLatin1String("pcie_gen") || key == QLatin1String("sm_count")
            || key == QLatin1String("tensor_cores");
        value->setTextAlignment(numeric ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter);
        m_fields->setItem(r, 1, value);
        m_fields->setItem(r, 2,
                          item(*fs[std::size_t(r)].unit
                                   ? QCoreApplication::translate("CustomGpuDialog", fs[std::size_t(r)].unit)
                                   : QString()));
        if (key == QLatin1String("backend")) {
            value->setFlags(Qt::NoItemFlags); // the combo edits it
            fillBackendCombo(r);
        }
    }
    m_filling = false;
    fitValueColumn();
}

void CustomGpuDialog::fillBackendCombo(int row)
{
    // A new combo per GPU shown (the table deletes the previous one): the vendor's default first,
    // named with what it resolves to, then the backends by name as custom_gpus.json stores them.
    auto* combo = new QComboBox;
    combo->setObjectName(QStringLiteral("customGpuBackend"));
    combo->setToolTip(tr("The vendor software stack serving engines run on: it decides the learned efficiency. A "
                         "backend without measurements is flagged and gets a wider interval"));
    GpuSpec byVendor = m_current >= 0 ? m_gpus[std::size_t(m_current)] : GpuSpec{};
    byVendor.backend.clear();
    //: custom GPU editor: no backend named, the vendor's usual one is used (in parentheses)
    combo->addItem(tr("Vendor default (%1)").arg(QString::fromStdString(backendOf(byVendor))), QString());
    for (const auto& b : knownBackends())
        combo->addItem(QLatin1String(b.name), QLatin1String(b.name));
    // Any other runtime can be typed: a backend of its own, unmeasured until runs on it are imported.
    combo->setEditable(true);
    combo->setInsertPolicy(QComboBox::NoInsert);
    if (m_current >= 0) {
        const auto named = canonicalBackend(m_gpus[std::size_t(m_current)].backend);
        const QString name = named ? QString::fromStdString(*named) : QString();
        if (named && combo->findData(name) < 0)
            combo->addItem(name, name);
        combo->setCurrentIndex(named ? std::max(0, combo->findData(name)) : 0);
    }
    combo->setEnabled(m_current >= 0);
    auto apply = [this](const QString& value) {
        if (m_filling)
            return;
        m_editing = true; // the combo stays: showGpu would replace it while it emits
        setField(QStringLiteral("backend"), value);
        m_editing = false;
    };
    connect(combo, &QComboBox::currentIndexChanged, this, [combo, apply](int i) {
        if (i >= 0)
            apply(combo->itemData(i).toString());
    });
    connect(combo->lineEdit(), &QLineEdit::editingFinished, this, [combo, apply] {
        const QString typed = combo->currentText().trimmed();
        const int known = combo->findText(typed);
        apply(known >= 0 ? combo->itemData(known).toString() : typed);
    });
    m_fields->setCellWidget(row, 1, combo);
    m_backend = combo;
}

void CustomGpuDialog::onCellChanged(int row, int column)
{
    if (m_filling || column != 1 || m_current < 0 || row < 0 || row >= int(fields().size()))
        return;
    m_editing = true;
    const QString key = QLatin1String(fields()[std::size_t(row)].key);
    const bool ok = setField(key, m_fields->item(row, 1)->text());
    m_editing = false;
    if (ok) {
        // The value as every other is shown: "1980" typed reads "1,980" like its neighbours.
        m_filling = true;
        m_fields->item(row, 1)->setText(valueText(m_gpus[std::size_t(m_current)], key));
        m_filling = false;
        fitValueColumn();
    }
}

void CustomGpuDialog::fitValueColumn()
{
    // The value column stretches over what the field and unit columns leave; the table is at
    // least as wide as the longest value (a name such as "NVIDIA RTX PRO 6000 Blackwell Server
    // Edition") needs, so no value is cut.
    int widest = 0;
    for (int r = 0; r < m_fields->rowCount(); ++r)
        if (const QTableWidgetItem* it = m_fields->item(r, 1))
            widest = std::max(widest, m_fields->fontMetrics().horizontalAdvance(it->text()));
    if (m_backend)
        widest = std::max(widest, m_backend->sizeHint().width());
    const int margins = 2 * m_fields->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_fields) + 16;
    m_fields->resizeColumnToContents(0);
    m_fields->resizeColumnToContents(2);
    const int need = m_fields->columnWidth(0) + widest + margins + m_fields->columnWidth(2)
        + m_fields->verticalScrollBar()->sizeHint().width() + 2 * m_fields->frameWidth();
    m_fields->setMinimumWidth(need);
}

bool CustomGpuDialog::setField(const QString& key, const QString& text)
{
    if (m_current < 0)
        return false;
    GpuSpec& g = m_gpus[std::size_t(m_current)];
    const QString t = text.trimmed();
    m_message->clear();
    // Called from code (not from the table): show the new value.
    auto shown = [this] {
        if (!m_editing)
            showGpu();
        return true;
    };
    if (std::string* s = textMember(g, key)) {
        *s = t.toStdString();
        if (key == QLatin1String("name") || key == QLatin1String("id"))
            refreshList();
        if (key == QLatin1String("vendor") && m_backend) { // the default the vendor implies
            GpuSpec byVendor = g;
            byVendor.backend.clear();
            m_backend->setItemText(0, tr("Vendor default (%1)").arg(QString::fromStdString(backendOf(byVendor))));
        }
        return shown();
    }
    QString label = key;
    for (const auto& f : fields())
        if (key == QLatin1String(f.key))
            label = QCoreApplication::translate("CustomGpuDialog", f.label);
    if (key == QLatin1String("backend")) {
        const auto backend = canonicalBackend(t.toStdString());
        if (!t.isEmpty() && !backend) {
            //: custom GPU editor: %3 is the text typed, %4 the catalog's backends
            m_message->setText(tr("%1 (%2): “%3” is not a backend name: use 1–32 letters, digits, “.”, “-” or “_” "
                                  "(known: %4; any other name is a backend of its own).")
                                   .arg(label, key, t.left(64), QString::fromStdString(knownBackendList())));
            return false;
        }
        g.backend = t.isEmpty() ? std::string() : *backend;
        return shown();
    }
    bool ok = true;
    const double v = t.isEmpty() ? 0 : QLocale().toDouble(t, &ok);
    const double v2 = ok ? v : t.toDouble(&ok); // accept "1.5" in any locale
    if (!ok || !std::isfinite(v2)) {
        m_message->setText(tr("%1 (%2): “%3” is not a number.").arg(label, key, t));
        return false;
    }
    if (key == QLatin1String("release_year")) {
        g.releaseYear = t.isEmpty() ? std::nullopt : std::optional<int>(int(std::lround(v2)));
        return shown();
    }
    if (std::optional<double>* m = numMember(g, key)) {
        *m = t.isEmpty() ? std::nullopt : std::optional<double>(v2);
        return shown();
    }
    return false;
}

void CustomGpuDialog::addEmpty()
{
    GpuSpec g;
    g.custom = true;
    g.id = suggestCustomGpuId("gpu", m_bundled, m_gpus);
    g.name = tr("New GPU").toStdString();
    m_gpus.push_back(g);
    selectGpu(int(m_gpus.size()) - 1);
}

bool CustomGpuDialog::duplicateFrom(const QString& fromId)
{
    const GpuSpec* from = m_bundled.find(fromId.toStdString());
    if (!from)
        return false;
    const std::string id = suggestCustomGpuId(from->id, m_bundled, m_gpus);
    m_gpus.push_back(duplicateGpu(*from, id));
    selectGpu(int(m_gpus.size()) - 1);
    return true;
}

void CustomGpuDialog::removeCurrent()
{
    if (m_current < 0)
        return;
    m_gpus.erase(m_gpus.begin() + m_current);
    selectGpu(std::min(m_current, int(m_gpus.size()) - 1));
}

bool CustomGpuDialog::validate(QString* message)
{
    for (std::size_t i = 0; i < m_gpus.size(); ++i) {
        const Status st = validateCustomGpu(m_gpus[i], m_bundled, m_gpus);
        if (!st) {
            const QString name = m_gpus[i].name.empty() ? q(m_gpus[i].id) : q(m_gpus[i].name);
            const QString text = tr("%1: %2").arg(name, q(st.error().message()));
            if (message)
                *message = text;
            m_message->setText(text);
            selectGpu(int(i));
            m_message->setText(text);
            return false;
        }
    }
    return true;
}

void CustomGpuDialog::accept()
{
    QString message;
    if (!validate(&message))
        return;
    QDialog::accept();
}

void CustomGpuDialog::retranslateUi()
{
    setWindowTitle(tr("Custom GPUs"));
    m_listLabel->setText(tr("Your GPUs:"));
    m_add->setText(tr("Add empty"));
    m_remove->setText(tr("Remove"));
    m_duplicate->setText(tr("Duplicate from the selected GPU"));
    m_load->setText(tr("Load from file…"));
    m_load->setToolTip(tr("Add the GPUs of a custom-GPU file, e.g. the announced 2026 parts in the bundled examples"));
    m_duplicateFrom->setToolTip(tr("Bundled GPU to copy the spec sheet from"));
    m_fields->setHorizontalHeaderLabels({tr("Field"), tr("Value"), tr("Unit")});
    showGpu();
    m_fields->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_fields->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_fields->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
}

void CustomGpuDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace wattgpu::ui
