// Data ▸ Import measurements…: the validation report (declared in import_report_dialog.h).
#include "ui/dialogs/import_report_dialog.h"

#include "ui/dialogs/dialog_cells.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace wattgpu::ui {

using cells::item;
using cells::q;

namespace {

QString listText(const std::vector<std::string>& v)
{
    QStringList out;
    for (const auto& s : v)
        out << QStringLiteral("“%1”").arg(q(s));
    return out.join(QStringLiteral(", "));
}

} // namespace

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
            : m_report.format == "planner-csv"                 ? tr("planner CSV")
                                                               : q(m_report.format); // a benchmark tool's name
        QString text = tr("%1 (%2): %3 rows read, %4 accepted, %5 rejected.")
                           .arg(QFileInfo(m_file).fileName(), format)
                           .arg(m_report.rowsRead)
                           .arg(m_report.accepted.size())
                           .arg(m_report.rejected.size());
        // What a benchmark import read: tool and version, GPU and stack, the power log's samples and window.
        for (const std::string& note : m_report.notes)
            text += QLatin1Char('\n') + q(note);
        for (const RejectedRow& r : m_report.powerLogSkipped)
            text += QStringLiteral("\n%1 (%2): %3").arg(q(r.field)).arg(r.line).arg(q(r.reason));
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

} // namespace wattgpu::ui
