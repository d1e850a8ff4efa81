#include "ui/dialogs/data_dialogs.h"

#include "ui/dialogs/dialog_cells.h"

#include <QCloseEvent>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

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
