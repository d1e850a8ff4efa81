#include "ui/widgets/model_facts_panel.h"

#include "core/features/physics.h"
#include "ui/text/display_text.h"

#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <iterator>

namespace wattgpu::ui {

namespace {
const char* const kKeys[] = {"params",  "layers",  "hidden",     "heads",  "kvHeads",
                             "context", "weights", "kvPerToken", "kvBatch"};
}

ModelFactsPanel::ModelFactsPanel(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont f = m_title->font();
    f.setBold(true);
    m_title->setFont(f);
    layout->addWidget(m_title);
    m_form = new QFormLayout;
    m_form->setHorizontalSpacing(10);
    m_form->setVerticalSpacing(2);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    for (const char* key : kKeys) {
        Row r{QString::fromLatin1(key), new QLabel(this), new QLabel(this)};
        r.value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        r.value->setObjectName(QStringLiteral("fact_") + r.key);
        m_form->addRow(r.label, r.value);
        m_rows.push_back(r);
    }
    layout->addLayout(m_form);
    m_warningsTitle = new QLabel(this);
    m_warningsTitle->setObjectName(QStringLiteral("gpuWarningsTitle"));
    m_warningsTitle->setWordWrap(true);
    QFont bold = m_warningsTitle->font();
    bold.setBold(true);
    m_warningsTitle->setFont(bold);
    m_warnings = new QLabel(this);
    m_warnings->setObjectName(QStringLiteral("gpuWarnings"));
    m_warnings->setWordWrap(true);
    m_warnings->setTextFormat(Qt::PlainText);
    m_warnings->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_warningsTitle);
    layout->addWidget(m_warnings);
    m_warningsTitle->hide();
    m_warnings->hide();
    retranslateUi();
}

void ModelFactsPanel::setGpuWarnings(const QString& gpuName, bool recommended, const QStringList& warnings)
{
    m_warnGpu = gpuName;
    m_warnRecommended = recommended;
    m_warningTexts = warnings;
    refresh();
}

QString ModelFactsPanel::warningsTitle() const
{
    return m_warningsTitle->isHidden() ? QString() : m_warningsTitle->text();
}

QString ModelFactsPanel::warningsText() const { return m_warnings->isHidden() ? QString() : m_warnings->text(); }

void ModelFactsPanel::setModel(const LlmSpec& llm, const Workload& workload)
{
    // Another model: the warnings listed were the old model's on some GPU; gone until the
    // window names the new model's (its next result).
    if (m_llm && m_llm->hfId != llm.hfId) {
        m_warnGpu.clear();
        m_warningTexts.clear();
        m_warnRecommended = false;
    }
    m_llm = llm;
    m_workload = workload;
    refresh();
}

QString ModelFactsPanel::factText(const QString& key) const
{
    for (const Row& r : m_rows)
        if (r.key == key)
            return r.value->text();
    return {};
}

void ModelFactsPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ModelFactsPanel::retranslateUi()
{
    // The rows' labels, in kKeys order (the order the constructor made the rows in).
    const QString labels[] = {
        tr("Parameters:"),              // params
        tr("Layers:"),                  // layers
        tr("Hidden size:"),             // hidden
        tr("Attention heads:"),         // heads
        tr("KV heads:"),                // kvHeads
        tr("Max context:"),             // context
        tr("Weights:"),                 // weights
        tr("KV cache per token:"),      // kvPerToken
        tr("KV cache, this workload:"), // kvBatch
    };
    static_assert(sizeof(labels) / sizeof(labels[0]) == std::size(kKeys));
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        m_rows[i].label->setText(labels[i]);
    refresh();
}

void ModelFactsPanel::refresh()
{
    m_warningsTitle->setVisible(!m_warnGpu.isEmpty());
    m_warnings->setVisible(!m_warnGpu.isEmpty());
    m_warningsTitle->setText(m_warnRecommended ? tr("Warnings for %1 (recommended):").arg(m_warnGpu)
                                               : tr("Warnings for %1 (selected in the table):").arg(m_warnGpu));
    QStringList lines;
    for (const QString& w : m_warningTexts)
        lines << QStringLiteral("⚠ ") + w;
    m_warnings->setText(lines.isEmpty() ? tr("none") : lines.join(QLatin1Char('\n')));
    if (!m_llm) {
        m_title->setText(tr("No model chosen"));
        for (Row& r : m_rows)
            r.value->clear();
        return;
    }
    const LlmSpec& l = *m_llm;
    m_title->setText(QString::fromStdString(l.hfId));
    // At the plan's KV-cache precision: an FP8 cache holds one byte per element, half the 16-bit one.
    const bool fp8Kv = m_workload.kvCacheDtype == KvCacheDtype::Fp8;
    const double kvToken = kvBytesPerToken(l, kvBytesPerElement(m_workload.kvCacheDtype));
    const double kvBatch = kvToken * m_workload.batch * (m_workload.promptLen + m_workload.outputLen);
    for (Row& r : m_rows) {
        QString v;
        if (r.key == QLatin1String("params"))
            v = l.isMoe ? tr("%1 total, %2 active")
                              .arg(DisplayText::params(l.totalBParams), DisplayText::params(l.activeBParams))
                        : DisplayText::params(l.totalBParams);
        else if (r.key == QLatin1String("layers"))
            v = QString::number(l.numLayers);
        else if (r.key == QLatin1String("hidden"))
            v = QString::number(l.hiddenSize);
        else if (r.key == QLatin1String("heads"))
            v = QString::number(l.numAttentionHeads);
        else if (r.key == QLatin1String("kvHeads"))
            v = l.kvLoraRank ? tr("MLA (latent %1)").arg(*l.kvLoraRank) : QString::number(l.numKeyValueHeads);
        else if (r.key == QLatin1String("context"))
            v = l.maxPositionEmbeddings > 0 ? tr("%1 tokens").arg(QLocale().toString(l.maxPositionEmbeddings))
                                            : tr("unknown");
        else if (r.key == QLatin1String("weights"))
            // A quantized checkpoint is stored as its config.json declares, whatever precision the
            // run computes in (core's weightBytes): the same size and words as the CLI and reports.
            v = l.weightBitsPerParam > 0 ? tr("%1 at %2 bits per weight (%3, as its config.json declares)")
                                               .arg(DisplayText::bytes(weightBytes(l, m_workload.precision)),
                                                    DisplayText::number(bytesPerParam(l, m_workload.precision) * 8, 3),
                                                    QString::fromStdString(l.quantization).toUpper())
                                         : tr("%1 at %2")
                                               .arg(DisplayText::bytes(weightBytes(l, m_workload.precision)),
                                                    DisplayText::precision(m_workload.precision));
        else if (r.key == QLatin1String("kvPerToken"))
            v = fp8Kv ? tr("%1 at %2").arg(DisplayText::bytes(kvToken), DisplayText::kvCacheDtype(KvCacheDtype::Fp8))
                      : DisplayText::bytes(kvToken);
        else if (r.key == QLatin1String("kvBatch"))
            v = tr("%1 (%2 × %3 tokens)")
                    .arg(DisplayText::bytes(kvBatch))
                    .arg(DisplayText::count(m_workload.batch))
                    .arg(DisplayText::count(m_workload.promptLen + m_workload.outputLen));
        r.value->setText(v);
    }
}

} // namespace wattgpu::ui
