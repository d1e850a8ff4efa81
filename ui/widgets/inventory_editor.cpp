#include "ui/widgets/inventory_editor.h"

#include "core/plan/inventory.h"
#include "core/util/fileio.h"
#include "core/util/text.h"
#include "ui/dialogs/prompter.h"
#include "ui/text/display_text.h"
#include "ui/widgets/gpu_combo.h"

#include "app/lib/report/report_format.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

namespace wattgpu::ui {

namespace {
enum Col { GpuCol, CountCol };
constexpr std::size_t kMaxInventoryFileBytes = 1u << 20; // as wattgpu-cli --inventory reads it
} // namespace

InventoryEditor::InventoryEditor(const Inventory& inventory, const GpuCatalog& gpus, Prompter* prompter,
                                 QWidget* parent)
    : QDialog(parent), m_gpus(gpus), m_prompter(prompter)
{
    setObjectName(QStringLiteral("inventoryEditor"));
    setWindowTitle(tr("Owned GPUs"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("The GPUs you already own, a row per GPU type. The Capacity tab shows what they "
                                "serve under the SLA, split into replicas, and what to buy to reach the fleet target. "
                                "A JSON file ({\"a100-sxm4-80gb\": 16}) or a CSV file with a gpu,count header can be "
                                "imported."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_table = new QTableWidget(0, 2, this);
    m_table->setObjectName(QStringLiteral("inventoryTable"));
    m_table->setHorizontalHeaderLabels({tr("GPU"), tr("Count")});
    m_table->verticalHeader()->setVisible(false);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setSectionResizeMode(GpuCol, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(CountCol, QHeaderView::ResizeToContents);
    layout->addWidget(m_table, 1);

    auto* buttons = new QHBoxLayout;
    m_add = new QPushButton(tr("&Add GPU"), this);
    m_remove = new QPushButton(tr("&Remove"), this);
    m_import = new QPushButton(tr("&Import…"), this);
    m_import->setToolTip(tr("Replace the rows with a JSON or CSV file's, as wattgpu-cli --inventory reads it"));
    m_import->setEnabled(m_prompter != nullptr);
    m_clear = new QPushButton(tr("C&lear"), this);
    m_total = new QLabel(this);
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addWidget(m_import);
    buttons->addWidget(m_clear);
    buttons->addStretch(1);
    buttons->addWidget(m_total);
    layout->addLayout(buttons);
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(box);

    connect(m_add, &QPushButton::clicked, this, [this]() { addRow(); });
    connect(m_remove, &QPushButton::clicked, this, &InventoryEditor::removeCurrentRow);
    connect(m_import, &QPushButton::clicked, this, &InventoryEditor::importWithDialog);
    connect(m_clear, &QPushButton::clicked, this, [this]() {
        m_table->setRowCount(0);
        updateTotal();
    });
    connect(box, &QDialogButtonBox::accepted, this, &InventoryEditor::accept);
    connect(box, &QDialogButtonBox::rejected, this, &InventoryEditor::reject);

    for (const auto& [id, count] : inventory.owned)
        addRow(id, count);
    updateTotal();
    resize(520, 360);
}

void InventoryEditor::addRow(const std::string& gpuId, long long count)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    auto* gpu = new QComboBox(m_table);
    gpu->setObjectName(QStringLiteral("inventoryGpu"));
    for (const GpuSpec& g : m_gpus.gpus())
        gpu->addItem(DisplayText::shortGpuName(g), QString::fromStdString(g.id));
    const QString id = QString::fromStdString(gpuId);
    if (!gpuId.empty() && gpu->findData(id) < 0) // kept as it is in the plan; not planned while unknown
        //: an owned GPU the catalog does not list (e.g. a custom GPU removed since)
        gpu->addItem(tr("%1 (not in the catalog)").arg(id), id);
    sortGpuCombo(gpu);
    // A new row takes the first GPU not listed yet, in name order.
    int index = gpuId.empty() ? 0 : gpu->findData(id);
    if (gpuId.empty()) {
        const Inventory listed = inventory();
        for (int i = 0; i < gpu->count(); ++i)
            if (!listed.owned.count(gpu->itemData(i).toString().toStdString())) {
                index = i;
                break;
            }
    }
    gpu->setCurrentIndex(index);
    // Sorted by name and searchable: type part of a name ("h100") to narrow the list.
    makeGpuComboSearchable(gpu);
    m_table->setCellWidget(row, GpuCol, gpu);
    auto* spin = new QSpinBox(m_table);
    spin->setObjectName(QStringLiteral("inventoryCount"));
    spin->setRange(1, int(kMaxOwnedGpus));
    spin->setGroupSeparatorShown(true);
    spin->setValue(int(std::clamp<long long>(count, 1, kMaxOwnedGpus)));
    m_table->setCellWidget(row, CountCol, spin);
    connect(spin, &QSpinBox::valueChanged, this, &InventoryEditor::updateTotal);
    m_table->setCurrentCell(row, GpuCol);
    updateTotal();
}

void InventoryEditor::removeCurrentRow()
{
    const int row = m_table->currentRow();
    if (row < 0)
        return;
    m_table->removeRow(row);
    updateTotal();
}

std::string InventoryEditor::rowGpu(int row) const
{
    const auto* gpu = qobject_cast<const QComboBox*>(m_table->cellWidget(row, GpuCol));
    return gpu ? gpu->currentData().toString().toStdString() : std::string();
}

long long InventoryEditor::rowCount(int row) const
{
    const auto* spin = qobject_cast<const QSpinBox*>(m_table->cellWidget(row, CountCol));
    return spin ? spin->value() : 0;
}

Inventory InventoryEditor::inventory() const
{
    Inventory out;
    for (int r = 0; r < m_table->rowCount(); ++r)
        if (const std::string id = rowGpu(r); !id.empty())
            out.owned[id] = rowCount(r);
    return out;
}

QString InventoryEditor::tableError() const
{
    Inventory seen;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        const std::string id = rowGpu(r);
        if (seen.owned.count(id)) {
            const auto* gpu = qobject_cast<const QComboBox*>(m_table->cellWidget(r, GpuCol));
            //: the owned-GPUs table lists one GPU type twice
            return tr("%1 is listed twice (rows %2 and %3): give it one row with the whole count.")
                .arg(gpu ? gpu->currentText() : QString::fromStdString(id))
                .arg(seen.owned[id] + 1)
                .arg(r + 1);
        }
        seen.owned[id] = r;
    }
    return {};
}

void InventoryEditor::accept()
{
    const QString error = tableError();
    if (!error.isEmpty()) {
        if (m_prompter)
            m_prompter->error(this, tr("Owned GPUs"), error);
        return;
    }
    QDialog::accept();
}

bool InventoryEditor::importFile(const QString& path, QString* error)
{
    auto text = readFileBounded(QFile::encodeName(path).toStdString(), kMaxInventoryFileBytes);
    if (!text) {
        if (error)
            *error = tr("Could not read “%1”: %2.").arg(path, QString::fromStdString(text.error().detail));
        return false;
    }
    auto parsed = parseInventory(text.value(), QFileInfo(path).fileName().toStdString(), m_gpus);
    if (!parsed) {
        if (error)
            *error = tr("“%1” is not an inventory: %2.")
                         .arg(path, QString::fromStdString(printable(parsed.error().message(), 400)));
        return false;
    }
    m_table->setRowCount(0);
    for (const auto& [id, count] : parsed.value().owned)
        addRow(id, count);
    updateTotal();
    return true;
}

void InventoryEditor::importWithDialog()
{
    if (!m_prompter)
        return;
    const QString path = m_prompter->openFileName(this, tr("Import owned GPUs"), QString(),
                                                  tr("Inventories (*.json *.csv);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!importFile(path, &error))
        m_prompter->error(this, tr("Owned GPUs"), error);
}

void InventoryEditor::updateTotal()
{
    long long total = 0;
    for (int r = 0; r < m_table->rowCount(); ++r)
        total += rowCount(r);
    //: the owned-GPUs table's total
    m_total->setText(report::numerus(tr("Total: %Ln GPU(s)", nullptr, int(std::min<long long>(total, INT_MAX))),
                                     int(std::min<long long>(total, INT_MAX))));
    m_remove->setEnabled(m_table->rowCount() > 0);
    m_clear->setEnabled(m_table->rowCount() > 0);
}

} // namespace wattgpu::ui
