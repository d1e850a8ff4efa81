// Data ▸ Retrain…: progress and result (declared in retrain_dialog.h).
#include "ui/dialogs/retrain_dialog.h"

#include "ui/dialogs/dialog_cells.h"

#include <QCloseEvent>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace wattgpu::ui {

using cells::item;
using cells::q;

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

} // namespace wattgpu::ui
