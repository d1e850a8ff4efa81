#include "ui/widgets/workload_bar.h"

#include "ui/models/plan_document.h"
#include "ui/text/display_text.h"

#include "app/lib/report/report_format.h"
#include "core/features/itl_metric.h"
#include "core/features/stack.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSlider>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <tuple>
#include <vector>

namespace wattgpu::ui {

namespace {
constexpr int kSliderSteps = 300;

// Shows "50 ms" rather than "50.0 ms" while still accepting one decimal.
class SlaSpinBox : public QDoubleSpinBox {
public:
    using QDoubleSpinBox::QDoubleSpinBox;
    QString textFromValue(double value) const override
    {
        QLocale l = locale();
        l.setNumberOptions(l.numberOptions() | QLocale::OmitGroupSeparator);
        QString s = l.toString(value, 'f', decimals());
        const QString point = l.decimalPoint();
        if (s.contains(point)) {
            while (s.endsWith(QLatin1Char('0')))
                s.chop(1);
            if (s.endsWith(point))
                s.chop(point.size());
        }
        return s;
    }
};

// The precision combo: the model's native precision first (the default, as the CLI's), then each
// precision by name.
const Precision kPrecisions[] = {Precision::BF16, Precision::FP16, Precision::FP8, Precision::MXFP4};
constexpr int kNativePrecisionItem = 0;
// The counts offered; a plan may hold any other count of WorkloadLimits (3 GPUs), shown as an item of its own.
const int kGpuCounts[] = {1, 2, 4, 8};
// The GPUs-per-replica combo's item data: a count, or one of these modes.
constexpr int kAutoItem = 0;
constexpr int kAllCountsItem = -1;
const KvCacheDtype kKvCacheDtypes[] = {KvCacheDtype::Auto, KvCacheDtype::Fp8};
const Objective kObjectives[] = {Objective::EnergyPerToken, Objective::MeanPower, Objective::Cost, Objective::Carbon};

// Request rate in req/s over 0.001..1000: arrows step by about a quarter of a decade and the
// value keeps three significant digits, so the whole range is a few dozen clicks.
class RateSpinBox : public SlaSpinBox {
public:
    using SlaSpinBox::SlaSpinBox;
    void stepBy(int steps) override
    {
        const double v = std::clamp(value(), minimum(), maximum());
        const double next = v * std::pow(10.0, steps / 4.0);
        const double digits = std::pow(10.0, std::floor(std::log10(next)) - 2);
        setValue(std::clamp(std::round(next / digits) * digits, minimum(), maximum()));
    }
};

// The TTFT SLA in ms, 0 = none: arrows step a quarter decade from 500 ms (a first step up from
// none), and stepping below the smallest limit goes back to none.
class TtftSpinBox : public SlaSpinBox {
public:
    using SlaSpinBox::SlaSpinBox;
    void stepBy(int steps) override
    {
        const double v = value();
        if (v < WorkloadLimits::minSlaTtftMs) {
            if (steps > 0)
                setValue(500);
            return;
        }
        const double next = v * std::pow(10.0, steps / 4.0);
        if (next < WorkloadLimits::minSlaTtftMs) {
            setValue(0);
            return;
        }
        const double digits = std::pow(10.0, std::floor(std::log10(next)) - 1);
        setValue(std::clamp(std::round(next / digits) * digits, WorkloadLimits::minSlaTtftMs, maximum()));
    }
    // Sized for five digits rather than the limit's 1,000,000 ms nobody types (a longer value
    // scrolls in the field): the SLA box shares its row with two other fields on a 1024 px window.
    QSize sizeHint() const override { return narrower(SlaSpinBox::sizeHint()); }
    QSize minimumSizeHint() const override { return narrower(SlaSpinBox::minimumSizeHint()); }

private:
    QSize narrower(QSize s) const
    {
        const QFontMetrics fm(font());
        const int special = fm.horizontalAdvance(specialValueText());
        const int full = std::max(fm.horizontalAdvance(prefix() + textFromValue(maximum()) + suffix()), special);
        const int five = std::max(fm.horizontalAdvance(prefix() + QStringLiteral("99999") + suffix()), special);
        s.rwidth() -= std::max(0, full - five);
        return s;
    }
};
} // namespace

int WorkloadBar::sliderFromSla(double ms)
{
    return int(std::lround(std::log10(std::clamp(ms, 1.0, 1000.0)) / 3.0 * kSliderSteps));
}

double WorkloadBar::slaFromSlider(int pos)
{
    const double ms = std::pow(10.0, 3.0 * pos / kSliderSteps);
    // Round to what a person would type: 2 significant digits below 100 ms, integers above.
    return ms >= 100 ? std::round(ms) : std::round(ms * 10) / 10;
}

WorkloadBar::WorkloadBar(PlanDocument* doc, QWidget* parent) : QWidget(parent), m_doc(doc)
{
    // Two grids stacked: one row of fields uses the first, a wrapped bar both, each with its own
    // column widths.
    auto* rows = new QVBoxLayout(this);
    rows->setContentsMargins(8, 4, 8, 4);
    rows->setSpacing(4);
    for (QGridLayout*& g : m_grids) {
        g = new QGridLayout;
        g->setContentsMargins(0, 0, 0, 0);
        g->setHorizontalSpacing(8);
        g->setVerticalSpacing(2);
        rows->addLayout(g);
    }

    auto addField = [&](QLabel*& label, QWidget* field, const char* name) {
        label = new QLabel(this);
        label->setBuddy(field);
        field->setObjectName(QString::fromLatin1(name));
    };
    m_scenario = new QComboBox(this);
    addField(m_scenarioLabel, m_scenario, "scenario");
    // Offline: a fixed concurrency; server: a request rate. One column, the label follows.
    m_loadStack = new QStackedWidget(this);
    m_batch = new QSpinBox(m_loadStack);
    // The planner's limits (core/features/workload.h): a plan, the CLI and these controls share them,
    // so an opened plan always shows the values it is computed with.
    using L = WorkloadLimits;
    m_batch->setRange(L::minBatch, L::maxBatch);
    m_batch->setAccelerated(true);
    m_batch->setObjectName(QStringLiteral("batch"));
    m_rate = new RateSpinBox(m_loadStack);
    m_rate->setRange(L::minRateRps, L::maxRateRps);
    m_rate->setDecimals(6); // a plan's 0.0015 req/s shows as such (trailing zeros are not shown)
    m_rate->setValue(m_lastRate);
    m_rate->setObjectName(QStringLiteral("rateRps"));
    // Server mode asks two questions: the rate one replica is offered (the ranking's) and, when
    // set, the whole fleet's target (Capacity's). Two inputs side by side, never one field read twice.
    m_serverPage = new QWidget(m_loadStack);
    auto* serverRow = new QHBoxLayout(m_serverPage);
    serverRow->setContentsMargins(0, 0, 0, 0);
    serverRow->setSpacing(4);
    m_rate->setParent(m_serverPage);
    m_fleetLabel = new QLabel(m_serverPage);
    m_fleet = new RateSpinBox(m_serverPage);
    m_fleet->setRange(0, L::maxFleetRateRps); // 0 shows as "none": no fleet target
    m_fleet->setDecimals(3);
    m_fleet->setObjectName(QStringLiteral("fleetTargetRps"));
    m_fleetLabel->setBuddy(m_fleet);
    serverRow->addWidget(m_rate, 1);
    serverRow->addWidget(m_fleetLabel);
    serverRow->addWidget(m_fleet, 1);
    m_loadStack->addWidget(m_batch);
    m_loadStack->addWidget(m_serverPage);
    m_loadStack->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    m_batchLabel = new QLabel(this);
    m_batchLabel->setBuddy(m_batch);
    // The prompt's length and the share of it the prefix cache serves: one field, as precision and KV.
    m_promptBox = new QWidget(this);
    auto* promptLayout = new QHBoxLayout(m_promptBox);
    promptLayout->setContentsMargins(0, 0, 0, 0);
    promptLayout->setSpacing(4);
    m_prompt = new QSpinBox(m_promptBox);
    m_prompt->setRange(L::minPromptLen, L::maxPromptLen);
    m_prompt->setSingleStep(128);
    m_prompt->setGroupSeparatorShown(true);
    addField(m_promptLabel, m_prompt, "promptLen");
    m_prefixCache = new QSpinBox(m_promptBox);
    m_prefixCache->setRange(int(L::minPrefixCacheShare * 100), int(L::maxPrefixCacheShare * 100));
    m_prefixCache->setSingleStep(5);
    m_prefixCache->setObjectName(QStringLiteral("prefixCacheShare"));
    // Both may shrink to their minimum, as the prompt alone did (their size hints made 246 px of
    // 89 and wrapped the bar onto a third row at 1280 px); the field says "%", its label "cached".
    for (QSpinBox* s : {m_prompt, m_prefixCache}) {
        s->setSizePolicy(QSizePolicy::Preferred, s->sizePolicy().verticalPolicy());
        promptLayout->addWidget(s);
    }
    m_output = new QSpinBox(this);
    m_output->setRange(L::minOutputLen, L::maxOutputLen);
    m_output->setSingleStep(128);
    m_output->setGroupSeparatorShown(true);
    addField(m_outputLabel, m_output, "outputLen");
    // The weights' precision and, beside it, the KV cache's ("KV cache: FP8"): one field, so its
    // label's mnemonic reaches the first and Tab the second.
    m_precisionBox = new QWidget(this);
    auto* precisionLayout = new QHBoxLayout(m_precisionBox);
    precisionLayout->setContentsMargins(0, 0, 0, 0);
    precisionLayout->setSpacing(4);
    m_precision = new QComboBox(m_precisionBox);
    addField(m_precisionLabel, m_precision, "precision");
    m_kvCache = new QComboBox(m_precisionBox);
    m_kvCache->setObjectName(QStringLiteral("kvCacheDtype"));
    precisionLayout->addWidget(m_precision);
    precisionLayout->addWidget(m_kvCache);
    m_stack = new QComboBox(this);
    addField(m_stackLabel, m_stack, "servingStack");
    m_gpus = new QComboBox(this);
    addField(m_gpusLabel, m_gpus, "gpusPerReplica");

    // The SLA and the ITL definition it is written in sit together, with the optional TTFT limit:
    // "50 ms | median ITL | TTFT ≤ 500 ms".
    m_slaBox = new QWidget(this);
    auto* slaLayout = new QHBoxLayout(m_slaBox);
    slaLayout->setContentsMargins(0, 0, 0, 0);
    m_sla = new SlaSpinBox(m_slaBox);
    m_sla->setRange(L::minSlaItlMs, L::maxSlaItlMs);
    m_sla->setDecimals(3); // a plan's 37.55 ms shows as such (trailing zeros are not shown)
    m_sla->setObjectName(QStringLiteral("slaItlMs"));
    m_slaSlider = new QSlider(Qt::Horizontal, m_slaBox);
    m_slaSlider->setObjectName(QStringLiteral("slaSlider"));
    m_slaSlider->setRange(0, kSliderSteps);
    m_slaSlider->setMinimumWidth(60);
    m_metric = new QComboBox(m_slaBox);
    m_metric->setObjectName(QStringLiteral("itlMetric"));
    m_slaTtft = new TtftSpinBox(m_slaBox);
    m_slaTtft->setRange(0, L::maxSlaTtftMs); // 0 shows as "no TTFT limit"
    m_slaTtft->setDecimals(3);               // a plan's 37.55 ms shows as such
    m_slaTtft->setObjectName(QStringLiteral("slaTtftMs"));
    slaLayout->addWidget(m_sla);
    slaLayout->addWidget(m_metric);
    slaLayout->addWidget(m_slaTtft);
    slaLayout->addWidget(m_slaSlider, 1);
    m_slaLabel = new QLabel(this);
    m_slaLabel->setBuddy(m_sla);
    m_objective = new QComboBox(this);
    addField(m_objectiveLabel, m_objective, "objective");

    // Every combo as wide as its longest item, also after View → Language or a new native
    // precision: the default (on first show) kept the first language's width ("Servido" in pt_BR).
    for (QComboBox* c : findChildren<QComboBox*>())
        c->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    placeFields(Rows{});
    retranslateUi();
    syncFromDocument(doc->state());

    connect(m_scenario, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i == 0)
            m_doc->setRateRps(std::nullopt);
        else if (i == 1)
            m_doc->setRateRps(m_rate->value());
    });
    connect(m_rate, &QDoubleSpinBox::valueChanged, this, [this](double rps) {
        if (m_doc->state().rateRps())
            m_doc->setRateRps(rps);
    });
    connect(m_fleet, &QDoubleSpinBox::valueChanged, this, [this](double rps) {
        const std::optional<double> target = rps >= WorkloadLimits::minFleetRateRps ? std::optional<double>(rps)
                                                                                    : std::nullopt;
        if (target != m_doc->state().fleetTargetRps)
            m_doc->setFleetTargetRps(target);
    });
    connect(m_batch, &QSpinBox::valueChanged, doc, &PlanDocument::setBatch);
    connect(m_prompt, &QSpinBox::valueChanged, doc, &PlanDocument::setPromptLen);
    connect(m_output, &QSpinBox::valueChanged, doc, &PlanDocument::setOutputLen);
    connect(m_precision, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i == kNativePrecisionItem)
            m_doc->setNativePrecision();
        else if (i > 0)
            m_doc->setPrecision(kPrecisions[i - 1]);
    });
    // Auto, the counts of kGpuCounts, All counts, then a plan's other count if it has one.
    connect(m_gpus, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i < 0)
            return;
        const int n = m_gpus->itemData(i).toInt();
        if (n == kAutoItem)
            m_doc->setAutoGpuCount();
        else if (n == kAllCountsItem)
            m_doc->setAllGpuCounts();
        else
            m_doc->setNumGpus(n);
    });
    connect(m_stack, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i < 0)
            return;
        const QStringList ev = m_stack->itemData(i).toStringList();
        if (ev.size() == 2)
            m_doc->setStack(ServingStack{ev[0].toStdString(), ev[1].toStdString()});
    });
    connect(m_metric, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i >= 0)
            m_doc->setItlMetric(kAllItlKinds[i]);
    });
    connect(m_prefixCache, &QSpinBox::valueChanged, this, [this](int percent) {
        // A plan's 0.333 shows as 33 %; only a step of the field itself writes the share back.
        if (std::lround(m_doc->state().workload.prefixCacheShare * 100) != percent)
            m_doc->setPrefixCacheShare(percent / 100.0);
    });
    connect(m_kvCache, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i >= 0)
            m_doc->setKvCacheDtype(kKvCacheDtypes[i]);
    });
    connect(m_slaTtft, &QDoubleSpinBox::valueChanged, this, [this](double ms) {
        // Below the smallest limit (typed, or stepped down) is no TTFT limit: the field says "none".
        const std::optional<double> limit = ms >= WorkloadLimits::minSlaTtftMs ? std::optional<double>(ms)
                                                                               : std::nullopt;
        if (!limit && ms != 0) {
            const QSignalBlocker block(m_slaTtft);
            m_slaTtft->setValue(0);
        }
        if (limit != m_doc->state().slaTtftMs)
            m_doc->setSlaTtftMs(limit);
    });
    connect(m_sla, &QDoubleSpinBox::valueChanged, doc, &PlanDocument::setSlaItlMs);
    connect(m_slaSlider, &QSlider::valueChanged, this, [this](int pos) { m_doc->setSlaItlMs(slaFromSlider(pos)); });
    connect(m_objective, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i >= 0)
            m_doc->setObjective(kObjectives[i]);
    });
    connect(doc, &PlanDocument::changed, this, &WorkloadBar::syncFromDocument);

    setTabOrder(m_scenario, m_batch);
    setTabOrder(m_batch, m_rate);
    setTabOrder(m_rate, m_prompt);
    setTabOrder(m_prompt, m_prefixCache);
    setTabOrder(m_prefixCache, m_output);
    setTabOrder(m_output, m_precision);
    setTabOrder(m_precision, m_kvCache);
    setTabOrder(m_kvCache, m_stack);
    setTabOrder(m_stack, m_gpus);
    setTabOrder(m_gpus, m_sla);
    setTabOrder(m_sla, m_metric);
    setTabOrder(m_metric, m_slaTtft);
    setTabOrder(m_slaTtft, m_slaSlider);
    setTabOrder(m_slaSlider, m_objective);
}

std::array<std::pair<QLabel*, QWidget*>, WorkloadBar::kFieldCount> WorkloadBar::fieldPairs() const
{
    return {{{m_scenarioLabel, m_scenario},
             {m_batchLabel, m_loadStack},
             {m_promptLabel, m_promptBox},
             {m_outputLabel, m_output},
             {m_precisionLabel, m_precisionBox},
             {m_stackLabel, m_stack},
             {m_gpusLabel, m_gpus},
             {m_slaLabel, m_slaBox},
             {m_objectiveLabel, m_objective}}};
}

WorkloadBar::Rows WorkloadBar::splitInto(int rows, int* widest) const
{
    // Fields keep their order (the workload, then the deployment, then the goal); the rows break
    // where the widest comes out narrowest, so the wide SLA box never shares a row with two wide
    // fields when a narrower split exists.
    const auto pairs = fieldPairs();
    const QMargins m = layout()->contentsMargins();
    std::array<int, kFieldCount + 1> before{}; // width of the first i fields, px
    for (int i = 0; i < kFieldCount; ++i)
        before[i + 1] = before[i]
            + std::max(pairs[i].second->minimumSizeHint().width(), pairs[i].first->minimumSizeHint().width())
            + m_grids[0]->horizontalSpacing();
    const int margins = m.left() + m.right();
    auto width = [&](int from, int to) { return margins + before[to] - before[from]; };
    Rows best{};
    int bestWidth = width(0, kFieldCount);
    // Row 1 ends before field a, row 2 before field b; b == kFieldCount leaves the third row empty.
    const int n = kFieldCount;
    auto consider = [&](int a, int b) {
        const int w = std::max({width(0, a), width(a, b), b < n ? width(b, n) : 0});
        if (w < bestWidth) {
            bestWidth = w;
            for (int i = 0; i < n; ++i)
                best[i] = i < a ? 0 : i < b ? 1 : 2;
        }
    };
    if (rows == 2)
        for (int a = 1; a < n; ++a)
            consider(a, n);
    if (rows >= 3)
        for (int a = 1; a < n - 1; ++a)
            for (int b = a + 1; b < n; ++b)
                consider(a, b);
    if (widest)
        *widest = bestWidth;
    return best;
}

WorkloadBar::Rows WorkloadBar::rowsFor(int width) const
{
    for (int rows = 1; rows <= kMaxRows; ++rows) {
        int widest = 0;
        const Rows split = splitInto(rows, &widest);
        if (width >= widest || rows == kMaxRows)
            return split;
    }
    return {};
}

QSize WorkloadBar::minimumSizeHint() const
{
    // Narrower than one row the bar wraps: only the narrowest layout's width is a hard minimum.
    int widest = 0;
    splitInto(kMaxRows, &widest);
    return {widest, QWidget::minimumSizeHint().height()};
}

void WorkloadBar::placeFields(const Rows& rows)
{
    if (m_placed == rows)
        return;
    m_placed = rows;
    const auto pairs = fieldPairs();
    for (const auto& [label, field] : pairs)
        for (QGridLayout* g : m_grids) {
            g->removeWidget(label);
            g->removeWidget(field);
        }
    for (QGridLayout* g : m_grids)
        for (int c = 0; c < g->columnCount(); ++c)
            g->setColumnStretch(c, 0);
    int slaRow = 0, slaCol = 0;
    std::array<int, kMaxRows> columns{}; // fields placed in each row so far
    for (int i = 0; i < kFieldCount; ++i) {
        const int row = rows[i];
        const int column = columns[row]++;
        m_grids[row]->addWidget(pairs[i].first, 0, column);
        m_grids[row]->addWidget(pairs[i].second, 1, column);
        if (pairs[i].second == m_slaBox)
            std::tie(slaRow, slaCol) = std::pair(row, column);
    }
    // The SLA box (its slider) takes the slack in its row; an empty last column in the others
    // keeps their fields at their own width.
    for (int r = 0; r < kMaxRows; ++r)
        m_grids[r]->setColumnStretch(r == slaRow ? slaCol : columns[r], 1);
    // Fewer rows, less height: the window kept a wrapped bar's third row after the picker folded away.
    updateGeometry();
}

void WorkloadBar::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    placeFields(rowsFor(width()));
}

void WorkloadBar::syncFromDocument(const PlanState& s)
{
    const QSignalBlocker b1(m_batch), b2(m_prompt), b3(m_output), b4(m_precision), b5(m_gpus), b6(m_sla),
        b7(m_slaSlider), b8(m_objective), b9(m_scenario), b10(m_rate), b11(m_stack), b12(m_metric), b13(m_fleet),
        b14(m_slaTtft), b15(m_kvCache), b16(m_prefixCache);
    // Refill the stacks only when the plan's stack is not in the list: a refill changes the
    // combo's size hint and relaid the whole window out on every edit of any field.
    const int stackIndex = m_stack->findData(
        QStringList{QString::fromStdString(s.workload.stack.engine), QString::fromStdString(s.workload.stack.version)});
    if (stackIndex >= 0)
        m_stack->setCurrentIndex(stackIndex);
    else
        fillStacks(s.workload.stack);
    for (int i = 0; i < int(std::size(kAllItlKinds)); ++i)
        if (kAllItlKinds[i] == s.workload.itlMetric)
            m_metric->setCurrentIndex(i);
    m_scenario->setCurrentIndex(s.rateRps() ? 1 : 0);
    if (s.rateRps()) {
        m_lastRate = *s.rateRps();
        if (std::abs(m_rate->value() - *s.rateRps()) > 1e-12)
            m_rate->setValue(*s.rateRps());
    }
    if (std::abs(m_fleet->value() - s.fleetTargetRps.value_or(0)) > 1e-12)
        m_fleet->setValue(s.fleetTargetRps.value_or(0));
    m_loadStack->setCurrentWidget(s.rateRps() ? m_serverPage : static_cast<QWidget*>(m_batch));
    m_batchLabel->setBuddy(s.rateRps() ? static_cast<QWidget*>(m_rate) : m_batch);
    //: server mode: the request rate one replica is offered (the fleet target sits beside it)
    m_batchLabel->setText(s.rateRps() ? tr("Re&quest rate per replica") : tr("Co&ncurrency"));
    m_batch->setValue(s.workload.batch);
    m_prompt->setValue(s.workload.promptLen);
    m_prefixCache->setValue(int(std::lround(s.workload.prefixCacheShare * 100)));
    m_output->setValue(s.workload.outputLen);
    if (s.nativePrecision)
        m_precision->setCurrentIndex(kNativePrecisionItem);
    else
        for (int i = 0; i < int(std::size(kPrecisions)); ++i)
            if (kPrecisions[i] == s.workload.precision)
                m_precision->setCurrentIndex(i + 1);
    selectGpuCount(s);
    if (std::abs(m_sla->value() - s.slaItlMs) > 1e-9)
        m_sla->setValue(s.slaItlMs);
    if (!m_slaSlider->isSliderDown())
        m_slaSlider->setValue(sliderFromSla(s.slaItlMs));
    if (std::abs(m_slaTtft->value() - s.slaTtftMs.value_or(0)) > 1e-9)
        m_slaTtft->setValue(s.slaTtftMs.value_or(0));
    for (int i = 0; i < int(std::size(kKvCacheDtypes)); ++i)
        if (kKvCacheDtypes[i] == s.workload.kvCacheDtype)
            m_kvCache->setCurrentIndex(i);
    for (int i = 0; i < int(std::size(kObjectives)); ++i)
        if (kObjectives[i] == s.objective)
            m_objective->setCurrentIndex(i);
}

// One entry per known engine at its default version, plus the plan's own version when it is another
// one ("vLLM 0.6.1"): the combo can only hold stacks the engine resolves.
void WorkloadBar::fillStacks(const ServingStack& current)
{
    const QSignalBlocker block(m_stack);
    m_stack->clear();
    int selected = -1;
    auto add = [&](const std::string& engine, const std::string& version, const QString& tip) {
        const ServingStack st{engine, version};
        m_stack->addItem(DisplayText::stack(st),
                         QStringList{QString::fromStdString(engine), QString::fromStdString(version)});
        m_stack->setItemData(m_stack->count() - 1, tip, Qt::ToolTipRole);
        if (engine == current.engine && version == current.version)
            selected = m_stack->count() - 1;
    };
    for (const KnownStack& k : knownStacks()) {
        const QString tip = tr("%1 (%2). Measured in the corpus on: %3 backend")
                                .arg(QString::fromStdString(k.description))
                                .arg(k.year)
                                .arg(QString::fromStdString(k.backends));
        add(k.engine, k.defaultVersion, tip);
    }
    if (selected < 0) {
        auto resolved = resolveStack(current);
        add(current.engine, current.version,
            resolved && resolved->nearestMatch ? QString::fromStdString(resolved->note) : QString());
        selected = m_stack->count() - 1;
    }
    m_stack->setCurrentIndex(selected);
}

void WorkloadBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        // Labels changed width: wrap again if one row no longer fits.
        placeFields(rowsFor(width()));
        updateGeometry();
    }
    QWidget::changeEvent(event);
}

void WorkloadBar::retranslateUi()
{
    m_scenarioLabel->setText(tr("Scen&ario"));
    m_scenario->setToolTip(
        tr("Offline (batch): a saturated batch at a fixed concurrency.\n"
           "Server: requests arrive at random (Poisson) at a given rate; the GPU idles between them."));
    m_batchLabel->setText(m_doc->state().rateRps() ? tr("Re&quest rate per replica") : tr("Co&ncurrency"));
    m_batch->setToolTip(tr("Sequences decoded at once (batch size / max-num-seqs)"));
    m_rate->setSuffix(tr(" req/s"));
    m_fleet->setSuffix(tr(" req/s"));
    m_rate->setToolTip(
        tr("Requests per second arriving at one replica (0.001–1000 req/s; arrows step a quarter decade)"));
    //: above the prompt's length and, beside it, the share of it served from the prefix cache ("50 %")
    m_promptLabel->setText(tr("Pr&ompt tokens · cached"));
    m_outputLabel->setText(tr("O&utput tokens"));
    //: the prefix-cache field beside the prompt length: "50 %"
    m_prefixCache->setSuffix(tr(" %"));
    m_prefixCache->setToolTip(
        tr("Share of each prompt's tokens the engine serves from its prefix cache (a shared system "
           "prompt, a multi-turn chat): they cost no prefill, which shortens TTFT, and their KV "
           "blocks are held once for every sequence"));
    m_prefixCache->setAccessibleName(tr("Prefix-cache share"));
    m_precisionLabel->setText(tr("P&recision"));
    m_gpusLabel->setText(tr("&GPUs per replica"));
    m_gpus->setToolTip(tr("Tensor-parallel degree: GPUs that serve one copy of the model. Auto: for each GPU "
                          "type the count of 1, 2, 4 or 8 that meets the SLA at the best objective"));
    m_slaLabel->setText(tr("ITL &SLA"));
    m_sla->setSuffix(tr(" ms"));
    m_sla->setToolTip(tr("Longest acceptable inter-token latency"));
    m_slaSlider->setToolTip(tr("Drag to move the SLA (log scale, 1–1000 ms)"));
    //: the TTFT SLA field beside the ITL SLA: "TTFT ≤ 500 ms"
    m_slaTtft->setPrefix(tr("TTFT ≤ "));
    m_slaTtft->setSuffix(tr(" ms"));
    //: the TTFT SLA field when no TTFT limit is set
    m_slaTtft->setSpecialValueText(tr("no TTFT limit"));
    m_slaTtft->setToolTip(tr("Optional second limit: the longest acceptable time to first token, queueing included. "
                             "A deployment meets the SLA only when every stated limit holds; arrows step a quarter "
                             "decade"));
    m_slaTtft->setAccessibleName(tr("TTFT SLA"));
    m_kvCache->setToolTip(tr("Precision of the KV cache (vLLM --kv-cache-dtype). Auto: 16-bit, as engines default; "
                             "FP8 halves its memory and the bytes each decode step reads from it"));
    m_kvCache->setAccessibleName(tr("KV-cache precision"));
    m_objectiveLabel->setText(tr("Ob&jective"));
    m_stackLabel->setText(tr("Serving stac&k"));
    m_stack->setToolTip(tr("Serving engine and version: the learned efficiency of the software (achieved "
                           "bandwidth, fixed cost per step) depends on it"));
    m_metric->setToolTip(tr("The inter-token latency definition the SLA and every latency figure are in"));
    m_metric->setAccessibleName(tr("ITL definition"));

    const QSignalBlocker b0(m_scenario), b1(m_precision), b2(m_gpus), b3(m_objective), b4(m_metric), b5(m_kvCache);
    const int kv = m_kvCache->currentIndex();
    m_kvCache->clear();
    //: the KV-cache precision combo beside the weights' precision: the engine's default (16-bit)
    m_kvCache->addItem(tr("KV cache: auto"));
    //: the KV-cache precision combo beside the weights' precision
    m_kvCache->addItem(tr("KV cache: FP8"));
    static_assert(std::size(kKvCacheDtypes) == 2);
    m_kvCache->setCurrentIndex(std::max(kv, 0));
    const int metric = m_metric->currentIndex();
    m_metric->clear();
    for (ItlKind k : kAllItlKinds) {
        m_metric->addItem(report::itlMetricShort(k));
        m_metric->setItemData(m_metric->count() - 1, report::itlMetricDescription(k), Qt::ToolTipRole);
    }
    m_metric->setCurrentIndex(std::max(metric, 0));
    fillStacks(m_doc->state().workload.stack);
    const int sc = m_scenario->currentIndex();
    m_scenario->clear();
    m_scenario->addItem(tr("Offline"));
    m_scenario->addItem(tr("Server"));
    m_scenario->setCurrentIndex(std::max(sc, 0));
    const int p = m_precision->currentIndex(), g = m_gpus->currentIndex(), o = m_objective->currentIndex();
    m_precision->clear();
    //: precision combo: the model's own precision, e.g. "Native (MXFP4)" for gpt-oss
    m_precision->addItem(m_native ? tr("Native (%1)").arg(DisplayText::precision(*m_native)) : tr("Native"));
    m_precision->setItemData(kNativePrecisionItem,
                             tr("The precision the checkpoint ships in (an FP8 or MXFP4 repository stays FP8 or "
                                "MXFP4; quantized config.json weights are sized as the config declares)"),
                             Qt::ToolTipRole);
    for (Precision pr : kPrecisions)
        m_precision->addItem(DisplayText::precision(pr));
    //: server mode: the whole fleet's target rate beside the rate per replica
    m_fleetLabel->setText(tr("f&leet"));
    m_fleet->setSpecialValueText(tr("none"));
    m_fleet->setToolTip(tr("Fleet target, req/s: the whole fleet's rate, which the Capacity tab sizes replicas for "
                           "(none: no fleet question)"));
    m_gpus->clear();
    m_gpus->addItem(tr("Auto"), kAutoItem);
    for (int n : kGpuCounts)
        m_gpus->addItem(tr("× %1").arg(n), n);
    //: GPUs per replica: every supported count side by side ("1 × H100", "2 × H100"…)
    m_gpus->addItem(tr("All counts"), kAllCountsItem);
    m_gpus->setItemData(m_gpus->count() - 1,
                        tr("Every count the platform supports as a deployment of its own: the table and the charts "
                           "hold 1 × H100, 2 × H100 and 4 × H100 side by side"),
                        Qt::ToolTipRole);
    m_objective->clear();
    m_objective->addItem(tr("Lowest energy per token"));
    m_objective->addItem(tr("Lowest mean power"));
    m_objective->addItem(tr("Lowest cost"));
    m_objective->addItem(tr("Lowest CO₂"));
    m_objective->setItemData(2, tr("USD per 1M output tokens: electricity, plus hardware when a hardware cost is set"),
                             Qt::ToolTipRole);
    m_objective->setItemData(3, tr("gCO₂ per 1M output tokens: energy × PUE × grid intensity"), Qt::ToolTipRole);
    m_objective->setToolTip(tr("Cost ($/1M tokens) and CO₂ (gCO₂/1M tokens) use Plan → Cost and carbon assumptions"));
    m_precision->setCurrentIndex(std::max(p, 0));
    m_gpus->setCurrentIndex(std::max(g, 0));
    selectGpuCount(m_doc->state()); // a plan's count other than 1, 2, 4 or 8 gets its item back
    m_objective->setCurrentIndex(std::max(o, 0));
}

void WorkloadBar::setNativePrecision(std::optional<Precision> native)
{
    if (native == m_native)
        return;
    m_native = native;
    m_precision->setItemText(kNativePrecisionItem,
                             native ? tr("Native (%1)").arg(DisplayText::precision(*native)) : tr("Native"));
}

// The plan's GPU count mode, or its fixed count: one of 1, 2, 4, 8, or any other count of
// WorkloadLimits as an item of its own at the end, so the combo shows what is computed.
void WorkloadBar::selectGpuCount(const PlanState& s)
{
    const QSignalBlocker block(m_gpus);
    const int data = s.gpuCountMode == GpuCountMode::Auto ? kAutoItem
        : s.gpuCountMode == GpuCountMode::AllCounts       ? kAllCountsItem
                                                          : s.workload.numGpus;
    // Items past Auto, the counts and All counts are a previous plan's other count.
    for (int k = m_gpus->count() - 1; k >= int(std::size(kGpuCounts)) + 2; --k)
        if (m_gpus->itemData(k).toInt() != data)
            m_gpus->removeItem(k);
    int i = m_gpus->findData(data);
    if (i < 0) {
        m_gpus->addItem(tr("× %1").arg(data), data);
        i = m_gpus->count() - 1;
    }
    m_gpus->setCurrentIndex(i);
}

} // namespace wattgpu::ui
