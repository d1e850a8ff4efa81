#include "ui/dialogs/deployment_dialog.h"

#include "ui/text/display_text.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <iterator>

namespace wattgpu::ui {

namespace {
using L = WorkloadLimits;
// The combo's entries, in order.
const SpecMethod kMethods[] = {SpecMethod::None, SpecMethod::Eagle, SpecMethod::Mtp};
} // namespace

DeploymentDialog::DeploymentDialog(const Workload& workload, QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("deploymentDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_method = new QComboBox(this);
    m_method->setObjectName(QStringLiteral("specMethod"));
    m_tokens = new QSpinBox(this);
    m_tokens->setObjectName(QStringLiteral("specTokens"));
    m_tokens->setRange(L::minSpecTokens, L::maxSpecTokens);
    m_acceptance = new QDoubleSpinBox(this);
    m_acceptance->setObjectName(QStringLiteral("specAcceptance"));
    m_acceptance->setRange(L::minSpecAcceptance, L::maxSpecAcceptance);
    m_acceptance->setDecimals(2);
    m_acceptance->setSingleStep(0.05);
    m_link = new QDoubleSpinBox(this);
    m_link->setObjectName(QStringLiteral("interNodeGbS"));
    // 0 below the range's floor reads as "by GPU class" (nullopt).
    m_link->setRange(0, L::maxInterNodeGbS);
    m_link->setDecimals(1);
    m_link->setSingleStep(25);
    m_methodLabel = new QLabel(this);
    m_tokensLabel = new QLabel(this);
    m_acceptanceLabel = new QLabel(this);
    m_linkLabel = new QLabel(this);
    form->addRow(m_methodLabel, m_method);
    form->addRow(m_tokensLabel, m_tokens);
    form->addRow(m_acceptanceLabel, m_acceptance);
    form->addRow(m_linkLabel, m_link);
    layout->addLayout(form);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setObjectName(QStringLiteral("deploymentNote"));
    layout->addWidget(m_note);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    const Speculation& s = workload.speculation;
    retranslateUi();
    {
        const QSignalBlocker block(m_method);
        const auto it = std::find(std::begin(kMethods), std::end(kMethods), s.active() ? s.method : SpecMethod::None);
        m_method->setCurrentIndex(it == std::end(kMethods) ? 0 : int(it - std::begin(kMethods)));
    }
    m_tokens->setValue(s.active() ? s.draftTokens : speculationDefaults(SpecMethod::Eagle).draftTokens);
    m_acceptance->setValue(s.active() ? s.acceptance : speculationDefaults(SpecMethod::Eagle).acceptance);
    m_tokens->setEnabled(s.active());
    m_acceptance->setEnabled(s.active());
    m_link->setValue(workload.interNodeGbS.value_or(0));
    connect(m_method, &QComboBox::currentIndexChanged, this, &DeploymentDialog::methodChanged);
}

SpecMethod DeploymentDialog::currentMethod() const
{
    const int i = m_method->currentIndex();
    return i >= 0 && i < int(std::size(kMethods)) ? kMethods[i] : SpecMethod::None;
}

void DeploymentDialog::methodChanged()
{
    const SpecMethod m = currentMethod();
    const Speculation d = speculationDefaults(m);
    if (m != SpecMethod::None) {
        m_tokens->setValue(d.draftTokens);
        m_acceptance->setValue(d.acceptance);
    }
    m_tokens->setEnabled(m != SpecMethod::None);
    m_acceptance->setEnabled(m != SpecMethod::None);
}

Speculation DeploymentDialog::speculation() const
{
    const SpecMethod m = currentMethod();
    if (m == SpecMethod::None)
        return {};
    Speculation s = speculationDefaults(m);
    s.draftTokens = m_tokens->value();
    s.acceptance = m_acceptance->value();
    return s;
}

std::optional<double> DeploymentDialog::interNodeGbS() const
{
    return m_link->value() >= L::minInterNodeGbS ? std::optional<double>(m_link->value()) : std::nullopt;
}

void DeploymentDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void DeploymentDialog::retranslateUi()
{
    setWindowTitle(tr("Speculative decoding and network"));
    m_methodLabel->setText(tr("Speculative &decoding:"));
    m_methodLabel->setBuddy(m_method);
    m_tokensLabel->setText(tr("Drafted &tokens per step:"));
    m_tokensLabel->setBuddy(m_tokens);
    m_acceptanceLabel->setText(tr("&Acceptance per drafted token:"));
    m_acceptanceLabel->setBuddy(m_acceptance);
    m_linkLabel->setText(tr("&Network between nodes:"));
    m_linkLabel->setBuddy(m_link);
    {
        const QSignalBlocker block(m_method);
        const int current = std::max(0, m_method->currentIndex());
        m_method->clear();
        //: speculative decoding methods: none, an EAGLE-style draft head, the model's multi-token-prediction heads
        m_method->addItems({tr("Off"), tr("EAGLE head"), tr("MTP heads (DeepSeek-V3)")});
        m_method->setCurrentIndex(current);
    }
    //: the inter-node link's spin box at 0: the GPU class's estimate is used
    m_link->setSpecialValueText(tr("by GPU class"));
    m_link->setSuffix(tr(" GB/s per GPU"));
    const Speculation eagle = speculationDefaults(SpecMethod::Eagle), mtp = speculationDefaults(SpecMethod::Mtp);
    m_note->setText(
        tr("Defaults: EAGLE %1 tokens at %2 acceptance (mean accepted lengths of 3-4 reported on chat benchmarks); "
           "MTP %3 token at %4 (DeepSeek-V3 technical report). A verification step emits the accepted tokens plus "
           "one, costs the verification of all drafted tokens, and gains less as concurrency makes it "
           "compute-bound. The network link carries a replica's collectives between nodes and a disaggregated "
           "plan's KV cache; by GPU class: 100 GB/s (Blackwell Ultra) to 12.5 GB/s (workstation cards), flagged "
           "as estimated.")
            .arg(eagle.draftTokens)
            .arg(DisplayText::number(eagle.acceptance))
            .arg(mtp.draftTokens)
            .arg(DisplayText::number(mtp.acceptance)));
}

} // namespace wattgpu::ui
