#include "ui/dialogs/data_dialogs.h"

#include "app/lib/net/hub_client.h"
#include "core/catalog/custom_gpus.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace wattgpu::ui {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

QTableWidgetItem* item(const QString& text, Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto* it = new QTableWidgetItem(text);
    it->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    it->setTextAlignment(align);
    return it;
}

QString listText(const std::vector<std::string>& v)
{
    QStringList out;
    for (const auto& s : v)
        out << QStringLiteral("“%1”").arg(q(s));
    return out.join(QStringLiteral(", "));
}

} // namespace

// ---------------------------------------------------------------- ImportReportDialog

ImportReportDialog::ImportReportDialog(const QString& file, const ImportReport& report, const QString& error,
                                       const QString& storedFile, QWidget* parent)
    : QDialog(parent), m_file(file), m_report(report), m_error(error), m_stored(storedFile)
{
    setObjectName(QStringLiteral("importReportDialog"));
    auto* layout = new QVBoxLayout(this);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);
    m_rejectedLabel = new QLabel(this);
    layout->addWidget(m_rejectedLabel);
    m_rejected = new QTableWidget(int(m_report.rejected.size()), 3, this);
    m_rejected->setObjectName(QStringLiteral("rejectedRows"));
    m_rejected->verticalHeader()->hide();
    m_rejected->setWordWrap(false);
    for (int i = 0; i < int(m_report.rejected.size()); ++i) {
        const RejectedRow& r = m_report.rejected[std::size_t(i)];
        m_rejected->setItem(i, 0, item(QString::number(r.line), Qt::AlignRight | Qt::AlignVCenter));
        m_rejected->setItem(i, 1, item(q(r.field)));
        m_rejected->setItem(i, 2, item(q(r.reason)));
        m_rejected->item(i, 2)->setToolTip(q(r.reason));
    }
    m_rejected->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_rejected, 1);
    m_unknown = new QLabel(this);
    m_unknown->setWordWrap(true);
    m_unknown->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_unknown);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);
    retranslateUi();
    m_rejected->resizeColumnsToContents();
    m_rejected->horizontalHeader()->setStretchLastSection(true);
    resize(760, 460);
}

QString ImportReportDialog::summaryText() const { return m_summary->text(); }
QString ImportReportDialog::unknownText() const { return m_unknown->text(); }

void ImportReportDialog::retranslateUi()
{
    setWindowTitle(tr("Import report — %1").arg(QFileInfo(m_file).fileName()));
    if (!m_error.isEmpty()) {
        m_summary->setText(tr("The file could not be imported; nothing was stored.\n%1").arg(m_error));
    } else {
        const QString format = m_report.format == "wattcounts" ? tr("Watt Counts CSV")
            : m_report.format == "mlenergy-v3"                 ? tr("ML.ENERGY v3 JSON")
                                                               : tr("planner CSV");
        QString text = tr("%1 (%2): %3 rows read, %4 accepted, %5 rejected.")
                           .arg(QFileInfo(m_file).fileName(), format)
                           .arg(m_report.rowsRead)
                           .arg(m_report.accepted.size())
                           .arg(m_report.rejected.size());
        if (!m_stored.isEmpty())
            text += QLatin1Char('\n') + tr("Accepted rows saved to %1; Data ▸ Retrain… uses them.").arg(m_stored);
        else
            text += QLatin1Char('\n') + tr("No row was accepted; nothing was stored.");
        m_summary->setText(text);
    }
    m_rejectedLabel->setText(m_report.rejected.empty() ? tr("No row was rejected.")
                                                       : tr("Rejected rows (line in the file, field, reason):"));
    m_rejected->setHorizontalHeaderLabels({tr("Line"), tr("Field"), tr("Reason")});
    m_rejected->setVisible(!m_report.rejected.empty());
    QStringList unknown;
    if (!m_report.unknownGpus.empty())
        unknown << tr("GPUs not in the catalog (their rows were rejected; add them under Data ▸ Custom GPUs… or "
                      "map them with wattgpu-cli import --map-gpu): %1")
                       .arg(listText(m_report.unknownGpus));
    if (!m_report.unknownModels.empty())
        unknown << tr("Models not in the catalog (rows kept; they train once the model is in the catalog, e.g. "
                      "fetched from Hugging Face): %1")
                       .arg(listText(m_report.unknownModels));
    m_unknown->setText(unknown.join(QLatin1Char('\n')));
    m_unknown->setVisible(!unknown.isEmpty());
}

void ImportReportDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

// ---------------------------------------------------------------- RetrainDialog

RetrainDialog::RetrainDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("retrainDialog"));
    auto* layout = new QVBoxLayout(this);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(true);
    layout->addWidget(m_progress);
    m_table = new QTableWidget(0, 5, this);
    m_table->setObjectName(QStringLiteral("evaluationTable"));
    m_table->verticalHeader()->hide();
    m_table->hide();
    layout->addWidget(m_table, 1);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->hide();
    layout->addWidget(m_note);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    m_use = new QPushButton(this);
    m_use->hide();
    m_cancel = new QPushButton(this);
    m_close = new QPushButton(this);
    m_close->hide();
    buttons->addWidget(m_use);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_close);
    layout->addLayout(buttons);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        m_cancel->setEnabled(false);
        m_stage = tr("Cancelling…");
        retranslateUi();
        emit cancelRequested();
    });
    connect(m_use, &QPushButton::clicked, this, [this] {
        emit useRequested();
        m_use->setEnabled(false);
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::accept);
    retranslateUi();
    resize(720, 240);
}

void RetrainDialog::setProgress(double fraction, const QString& stage)
{
    m_progress->setValue(int(std::lround(std::clamp(fraction, 0.0, 1.0) * 1000)));
    if (m_cancel->isEnabled())
        m_stage = stage;
    retranslateUi();
}

void RetrainDialog::showResult(const std::vector<EvalRow>& shipped, const QString& shippedError,
                               const std::vector<EvalRow>& retrained, const QString& summary)
{
    m_phase = Phase::Done;
    m_shippedRows = shipped;
    m_newRows = retrained;
    m_shippedError = shippedError;
    m_summary = summary;
    m_progress->setValue(1000);
    m_progress->hide();
    m_cancel->hide();
    m_use->show();
    m_close->show();
    m_table->show();
    m_note->show();
    fillTable();
    retranslateUi();
    resize(std::max(width(), 760), std::max(height(), 520));
}

void RetrainDialog::showFailure(const QString& message)
{
    m_phase = Phase::Failed;
    m_failure = message;
    m_progress->hide();
    m_cancel->hide();
    m_close->show();
    retranslateUi();
}

QString RetrainDialog::statusText() const { return m_status->text(); }

void RetrainDialog::fillTable()
{
    // One row per split present in either evaluation; default method only.
    auto find = [](const std::vector<EvalRow>& rows, const std::string& target,
                   const std::string& strategy) -> const EvalRow* {
        for (const auto& r : rows)
            if (r.method == "default" && r.target == target && r.strategy == strategy)
                return &r;
        return nullptr;
    };
    std::vector<std::string> strategies;
    for (const auto* rows : {&m_shippedRows, &m_newRows})
        for (const auto& r : *rows)
            if (r.method == "default"
                && std::find(strategies.begin(), strategies.end(), r.strategy) == strategies.end())
                strategies.push_back(r.strategy);
    m_table->setRowCount(int(strategies.size()));
    const QLocale loc;
    auto cell = [&](const EvalRow* r) {
        if (!r || !std::isfinite(r->mdape))
            return item(QStringLiteral("–"), Qt::AlignRight | Qt::AlignVCenter);
        auto* it = item(tr("%1 %").arg(loc.toString(r->mdape, 'f', 1)), Qt::AlignRight | Qt::AlignVCenter);
        it->setToolTip(tr("n = %1 predictions").arg(r->n));
        return it;
    };
    for (int i = 0; i < int(strategies.size()); ++i) {
        const std::string& s = strategies[std::size_t(i)];
        m_table->setItem(i, 0, item(q(s)));
        m_table->setItem(i, 1, cell(find(m_shippedRows, "power", s)));
        m_table->setItem(i, 2, cell(find(m_newRows, "power", s)));
        m_table->setItem(i, 3, cell(find(m_shippedRows, "itl", s)));
        m_table->setItem(i, 4, cell(find(m_newRows, "itl", s)));
    }
}

void RetrainDialog::retranslateUi()
{
    setWindowTitle(tr("Retrain the prediction model"));
    m_cancel->setText(tr("Cancel"));
    m_use->setText(tr("Use retrained model"));
    m_close->setText(tr("Close"));
    switch (m_phase) {
    case Phase::Running:
        m_status->setText(tr("Training on the bundled measurements and your imports… %1").arg(m_stage));
        break;
    case Phase::Done: m_status->setText(m_summary); break;
    case Phase::Failed: m_status->setText(m_failure); break;
    }
    m_table->setHorizontalHeaderLabels({tr("Split"), tr("Power MdAPE\nshipped"), tr("Power MdAPE\nretrained"),
                                        tr("ITL MdAPE\nshipped"), tr("ITL MdAPE\nretrained")});
    if (m_phase == Phase::Done) {
        QString note = tr("MdAPE: median absolute percentage error, lower is better. cv5: 5-fold cross-validation "
                          "grouped by (LLM, GPU); logo: leave one GPU out; lolo: leave one LLM out. The two models are "
                          "scored on their own training data, so the columns compare like with like only when no rows "
                          "were added.");
        if (!m_shippedError.isEmpty())
            note += QLatin1Char('\n') + tr("Shipped evaluation unavailable: %1").arg(m_shippedError);
        m_note->setText(note);
        m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    }
}

void RetrainDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        if (m_phase == Phase::Done)
            fillTable();
    }
    QDialog::changeEvent(event);
}

void RetrainDialog::closeEvent(QCloseEvent* event)
{
    if (m_phase == Phase::Running && m_cancel->isEnabled())
        emit cancelRequested();
    QDialog::closeEvent(event);
}

// ---------------------------------------------------------------- CustomGpuDialog

const std::vector<CustomGpuDialog::Field>& CustomGpuDialog::fields()
{
    // QT_TRANSLATE_NOOP keeps the strings visible to lupdate; they are translated when shown.
    static const std::vector<Field> f = {
        {"id", QT_TRANSLATE_NOOP("CustomGpuDialog", "Id"), ""},
        {"name", QT_TRANSLATE_NOOP("CustomGpuDialog", "Name"), ""},
        {"vendor", QT_TRANSLATE_NOOP("CustomGpuDialog", "Vendor"), ""},
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
    left->addWidget(m_duplicateFrom);
    m_duplicate = new QPushButton(this);
    left->addWidget(m_duplicate);
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
    }
    m_filling = false;
}

void CustomGpuDialog::onCellChanged(int row, int column)
{
    if (m_filling || column != 1 || m_current < 0 || row < 0 || row >= int(fields().size()))
        return;
    m_editing = true;
    setField(QLatin1String(fields()[std::size_t(row)].key), m_fields->item(row, 1)->text());
    m_editing = false;
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
        return shown();
    }
    QString label = key;
    for (const auto& f : fields())
        if (key == QLatin1String(f.key))
            label = QCoreApplication::translate("CustomGpuDialog", f.label);
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

// ---------------------------------------------------------------- HubFetchDialog

HubFetchDialog::HubFetchDialog(net::HubClient* client, const LlmCatalog* bundled, QWidget* parent)
    : QDialog(parent), m_client(client), m_bundled(bundled)
{
    setObjectName(QStringLiteral("hubFetchDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_idLabel = new QLabel(this);
    m_id = new QLineEdit(this);
    m_id->setObjectName(QStringLiteral("hubModelId"));
    m_id->setPlaceholderText(QStringLiteral("org/model"));
    form->addRow(m_idLabel, m_id);
    m_tokenLabel = new QLabel(this);
    m_token = new QLineEdit(this);
    m_token->setObjectName(QStringLiteral("hubToken"));
    m_token->setEchoMode(QLineEdit::Password);
    form->addRow(m_tokenLabel, m_token);
    layout->addLayout(form);
    m_tokenNote = new QLabel(this);
    m_tokenNote->setWordWrap(true);
    layout->addWidget(m_tokenNote);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 2);
    m_progress->setValue(0);
    m_progress->hide();
    layout->addWidget(m_progress);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("hubMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_message);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    m_go = new QPushButton(this);
    m_go->setDefault(true);
    m_cancel = new QPushButton(this);
    m_cancel->setEnabled(false);
    m_close = new QPushButton(this);
    buttons->addWidget(m_go);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_close);
    layout->addLayout(buttons);
    connect(m_go, &QPushButton::clicked, this, &HubFetchDialog::startFetch);
    connect(m_cancel, &QPushButton::clicked, this, &HubFetchDialog::cancelFetch);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    connect(this, &QDialog::rejected, this, &HubFetchDialog::cancelFetch);
    retranslateUi();
    resize(560, 260);
}

void HubFetchDialog::startFetch()
{
    if (m_fetch)
        return;
    const QString id = m_id->text().trimmed();
    if (!net::HubClient::isValidModelId(id)) {
        m_message->setText(tr("“%1” is not a model id: use org/name of letters, digits, “.”, “_” and “-”.").arg(id));
        return;
    }
    // The token goes to the client's memory only; the field is cleared so it is not kept twice.
    if (!m_token->text().isEmpty()) {
        m_client->setToken(m_token->text());
        m_token->clear();
    }
    m_message->setText(tr("Fetching %1…").arg(id));
    m_progress->setValue(0);
    m_progress->show();
    m_go->setEnabled(false);
    m_cancel->setEnabled(true);
    m_fetch = m_client->fetchModel(id, m_bundled);
    connect(m_fetch, &net::HubModelFetch::progress, this, [this](int step, int steps) {
        m_progress->setRange(0, std::max(1, steps));
        m_progress->setValue(step);
    });
    connect(m_fetch, &net::HubModelFetch::finished, this, &HubFetchDialog::onFinished);
}

void HubFetchDialog::cancelFetch()
{
    if (m_fetch)
        m_fetch->cancel();
}

void HubFetchDialog::onFinished()
{
    net::HubModelFetch* f = m_fetch;
    m_fetch = nullptr;
    if (!f)
        return;
    const net::HubModelResult& r = f->result();
    m_progress->hide();
    m_go->setEnabled(true);
    m_cancel->setEnabled(false);
    const bool ok = r.spec.has_value();
    QString text;
    if (ok) {
        const QString params = r.spec->totalBParams > 0
            ? tr("%1 B parameters").arg(QLocale().toString(r.spec->totalBParams, 'f', 2))
            : tr("parameter count unknown");
        text = tr("%1 added to the model list for this session (%2).").arg(q(r.spec->hfId), params);
        if (!r.message.isEmpty())
            text += QLatin1Char('\n') + r.message;
    } else {
        text = r.message.isEmpty() ? tr("The fetch did not return a model.") : r.message;
    }
    m_message->setText(text);
    if (ok)
        emit modelFetched(*r.spec);
    emit fetchEnded(ok);
    f->deleteLater();
}

void HubFetchDialog::retranslateUi()
{
    setWindowTitle(tr("Fetch a model from Hugging Face"));
    m_idLabel->setText(tr("Model id:"));
    m_tokenLabel->setText(tr("Access token (optional):"));
    m_tokenNote->setText(tr("Gated models need a token from huggingface.co/settings/tokens. It is kept in memory "
                            "for this session only and never written to disk."));
    m_go->setText(tr("Fetch"));
    m_cancel->setText(tr("Cancel"));
    m_close->setText(tr("Close"));
}

void HubFetchDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

// ---------------------------------------------------------------- HubRefreshDialog

HubRefreshDialog::HubRefreshDialog(net::HubClient* client, const LlmCatalog& bundled, QWidget* parent)
    : QDialog(parent), m_client(client), m_bundled(bundled)
{
    setObjectName(QStringLiteral("hubRefreshDialog"));
    auto* layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    m_progress = new QProgressBar(this);
    m_progress->hide();
    layout->addWidget(m_progress);
    m_table = new QTableWidget(0, 3, this);
    m_table->setObjectName(QStringLiteral("hubRefreshTable"));
    m_table->verticalHeader()->hide();
    layout->addWidget(m_table, 1);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    m_go = new QPushButton(this);
    m_cancel = new QPushButton(this);
    m_cancel->setEnabled(false);
    m_close = new QPushButton(this);
    buttons->addWidget(m_go);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_close);
    layout->addLayout(buttons);
    connect(m_go, &QPushButton::clicked, this, [this] { start(); });
    connect(m_cancel, &QPushButton::clicked, this, &HubRefreshDialog::cancel);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    connect(this, &QDialog::rejected, this, &HubRefreshDialog::cancel);
    retranslateUi();
    resize(720, 480);
}

void HubRefreshDialog::start(int limit)
{
    if (m_refresh)
        return;
    m_table->setRowCount(0);
    m_message->setText(tr("Listing the most downloaded text-generation models…"));
    m_progress->setRange(0, 0);
    m_progress->show();
    m_go->setEnabled(false);
    m_cancel->setEnabled(true);
    m_refresh = m_client->refreshCatalog(m_bundled, limit);
    connect(m_refresh, &net::HubCatalogRefresh::progress, this, [this](int done, int total) {
        m_progress->setRange(0, std::max(1, total));
        m_progress->setValue(done);
    });
    connect(m_refresh, &net::HubCatalogRefresh::finished, this, &HubRefreshDialog::onFinished);
}

void HubRefreshDialog::cancel()
{
    if (m_refresh)
        m_refresh->cancel();
}

void HubRefreshDialog::onFinished()
{
    net::HubCatalogRefresh* r = m_refresh;
    m_refresh = nullptr;
    if (!r)
        return;
    m_progress->hide();
    m_go->setEnabled(true);
    m_cancel->setEnabled(false);
    std::vector<LlmSpec> added;
    m_table->setRowCount(int(r->entries().size()));
    int row = 0;
    for (const net::HubCatalogEntry& e : r->entries()) {
        m_table->setItem(row, 0, item(e.id));
        QString state = e.isNew ? tr("new") : e.inBundled ? tr("in the bundled catalog") : tr("not added");
        m_table->setItem(row, 1, item(state));
        m_table->setItem(row, 2, item(e.message));
        if (e.isNew) {
            QFont f = m_table->item(row, 1)->font();
            f.setBold(true);
            m_table->item(row, 1)->setFont(f);
        }
        if (e.isNew && e.spec)
            added.push_back(*e.spec);
        ++row;
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setStretchLastSection(true);
    QString text = r->status() == net::HubStatus::Ok
        ? tr("%1 models listed, %2 new added to the model list for this session.")
              .arg(r->entries().size())
              .arg(added.size())
        : r->message();
    if (r->status() != net::HubStatus::Ok && !added.empty())
        text += QLatin1Char('\n') + tr("%1 new models fetched before that were added.").arg(added.size());
    m_message->setText(text);
    if (!added.empty())
        emit modelsAdded(added);
    emit refreshEnded(r->status() == net::HubStatus::Ok);
    r->deleteLater();
}

void HubRefreshDialog::retranslateUi()
{
    setWindowTitle(tr("Update the model list from Hugging Face"));
    m_intro->setText(tr("Lists the most downloaded text-generation models on the Hub, fetches the config.json of "
                        "those not in the bundled catalog and adds them to the model list for this session."));
    m_table->setHorizontalHeaderLabels({tr("Model"), tr("State"), tr("Message")});
    m_go->setText(tr("Update"));
    m_cancel->setText(tr("Cancel"));
    m_close->setText(tr("Close"));
}

void HubRefreshDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

// ---------------------------------------------------------------- ModelCardDialog

ModelCardDialog::ModelCardDialog(const QString& title, const QString& markdown, QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("modelCardDialog"));
    setWindowTitle(title);
    auto* layout = new QVBoxLayout(this);
    m_text = new QTextBrowser(this);
    m_text->setMarkdown(markdown);
    m_text->setOpenExternalLinks(true);
    layout->addWidget(m_text);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(760, 640);
}

} // namespace wattgpu::ui
