#include "ui/models/plan_document.h"

#include "ui/text/display_text.h"

#include <QUndoCommand>

#include <chrono>

namespace wattgpu::ui {

namespace {
qint64 nowMs()
{
    using namespace std::chrono;
    return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}
} // namespace

class PlanEditCommand : public QUndoCommand {
public:
    PlanEditCommand(PlanDocument* doc, PlanState before, PlanState after, int field, bool mergeable,
                    const QString& text)
        : QUndoCommand(text), m_doc(doc), m_before(std::move(before)), m_after(std::move(after)), m_field(field),
          m_mergeable(mergeable), m_time(nowMs())
    {}

    int id() const override { return m_mergeable ? m_field : -1; }

    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* o = static_cast<const PlanEditCommand*>(other);
        if (o->m_time - m_time > PlanDocument::kMergeWindowMs)
            return false;
        m_after = o->m_after;
        m_time = o->m_time;
        setText(o->text()); // the value applied last ("Set ITL SLA to 45 ms"), not the first keystroke's
        setObsolete(m_after == m_before);
        return true;
    }

    void redo() override { m_doc->apply(m_after); }
    void undo() override { m_doc->apply(m_before); }

private:
    PlanDocument* m_doc;
    PlanState m_before;
    PlanState m_after;
    int m_field;
    bool m_mergeable;
    qint64 m_time;
};

PlanDocument::PlanDocument(QObject* parent) : QObject(parent), m_undo(new QUndoStack(this))
{
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
}

void PlanDocument::edit(Field field, bool mergeable, const QString& text, const std::function<void(PlanState&)>& change)
{
    PlanState after = m_state;
    change(after);
    if (after == m_state)
        return;
    m_undo->push(new PlanEditCommand(this, m_state, after, static_cast<int>(field), mergeable, text));
}

void PlanDocument::apply(const PlanState& target)
{
    // Undo restores what a person edited, not which chart they were looking at.
    PlanState s = target;
    s.chartTab = m_state.chartTab;
    s.sweepGpus = m_state.sweepGpus;
    if (s == m_state)
        return;
    m_state = s;
    emit changed(m_state);
}

void PlanDocument::setModel(const QString& id, const QString& configPath)
{
    edit(Field::Model, false, tr("Choose model %1").arg(id), [&](PlanState& s) {
        s.modelId = id;
        s.modelConfigPath = configPath;
    });
}

void PlanDocument::setBatch(int batch)
{
    edit(Field::Batch, true, tr("Set concurrency to %1").arg(DisplayText::count(batch)),
         [&](PlanState& s) { s.workload.batch = batch; });
}

void PlanDocument::setPromptLen(int tokens)
{
    edit(Field::PromptLen, true, tr("Set prompt length to %1").arg(tokens),
         [&](PlanState& s) { s.workload.promptLen = tokens; });
}

void PlanDocument::setOutputLen(int tokens)
{
    edit(Field::OutputLen, true, tr("Set output length to %1").arg(tokens),
         [&](PlanState& s) { s.workload.outputLen = tokens; });
}

void PlanDocument::setPrecision(Precision p)
{
    edit(Field::Precision, false, tr("Set precision to %1").arg(DisplayText::precision(p)), [&](PlanState& s) {
        s.workload.precision = p;
        s.nativePrecision = false;
    });
}

void PlanDocument::setNativePrecision()
{
    edit(Field::Precision, false, tr("Use the model's native precision"), [&](PlanState& s) {
        s.nativePrecision = true;
        s.workload.precision = Precision::BF16;
    });
}

void PlanDocument::setNumGpus(int n)
{
    edit(Field::NumGpus, false, tr("Set GPUs per replica to %1").arg(n), [&](PlanState& s) {
        s.workload.numGpus = n;
        s.gpuCountMode = GpuCountMode::Fixed;
    });
}

void PlanDocument::setAutoGpuCount()
{
    edit(Field::NumGpus, false, tr("Choose GPUs per replica automatically"), [&](PlanState& s) {
        s.gpuCountMode = GpuCountMode::Auto;
        s.workload.numGpus = 1;
    });
}

void PlanDocument::setAllGpuCounts()
{
    edit(Field::NumGpus, false, tr("Show every GPU count as a deployment of its own"), [&](PlanState& s) {
        s.gpuCountMode = GpuCountMode::AllCounts;
        s.workload.numGpus = 1;
    });
}

void PlanDocument::setStack(const ServingStack& stack)
{
    edit(Field::Stack, false, tr("Serve with %1").arg(DisplayText::stack(stack)),
         [&](PlanState& s) { s.workload.stack = stack; });
}

void PlanDocument::setItlMetric(ItlKind metric)
{
    edit(Field::ItlMetric, false, tr("Measure latency as %1").arg(DisplayText::itlMetric(metric)),
         [&](PlanState& s) { s.workload.itlMetric = metric; });
}

void PlanDocument::setSlaItlMs(double ms)
{
    edit(Field::Sla, true, tr("Set ITL SLA to %1 ms").arg(DisplayText::number(ms)),
         [&](PlanState& s) { s.slaItlMs = ms; });
}

void PlanDocument::setSlaTtftMs(std::optional<double> ms)
{
    const QString text = ms ? tr("Set TTFT SLA to %1 ms").arg(DisplayText::number(*ms)) : tr("Remove the TTFT SLA");
    // Setting and moving the limit merge (typing "750" is one step); removing it never does.
    edit(Field::SlaTtft, ms.has_value(), text, [&](PlanState& s) { s.slaTtftMs = ms; });
}

void PlanDocument::setKvCacheDtype(KvCacheDtype dtype)
{
    edit(Field::KvCacheDtype, false, tr("Set KV-cache precision to %1").arg(DisplayText::kvCacheDtype(dtype)),
         [&](PlanState& s) { s.workload.kvCacheDtype = dtype; });
}

void PlanDocument::setPrefixCacheShare(double share)
{
    edit(Field::PrefixCache, true,
         share > 0 ? tr("Serve %1 % of prompt tokens from the prefix cache").arg(DisplayText::number(share * 100))
                   : tr("Turn the prefix cache off"),
         [&](PlanState& s) { s.workload.prefixCacheShare = share; });
}

void PlanDocument::setSlaConfidence(SlaConfidence confidence)
{
    edit(Field::SlaConfidence, false,
         confidence == SlaConfidence::UpperBound ? tr("Meet the SLA at the interval's upper bound")
                                                 : tr("Meet the SLA at the predicted value"),
         [&](PlanState& s) { s.slaConfidence = confidence; });
}

void PlanDocument::applyFix(const ProvenFix& fix)
{
    edit(Field::Fix, false, tr("Apply fix: %1").arg(DisplayText::fix(fix, m_state.rateRps())), [&](PlanState& s) {
        switch (fix.kind) {
        case FixKind::MoreGpus:
            s.gpuCountMode = GpuCountMode::Fixed;
            s.workload.numGpus = fix.numGpus;
            break;
        case FixKind::SmallerBatch: s.workload.batch = fix.batch; break;
        case FixKind::LowerRate:
            // The rate that was offered to one replica is what the fleet must carry: it stays as
            // the fleet target (Capacity sizes the replicas for it) while each replica gets less.
            if (!s.fleetTargetRps)
                s.fleetTargetRps = s.rateRps();
            s.load = loadFromRate(fix.rateRps);
            break;
        case FixKind::OtherPrecision:
            s.workload.precision = fix.precision;
            s.nativePrecision = false;
            if (s.gpuCountMode == GpuCountMode::Fixed)
                s.workload.numGpus = fix.numGpus;
            break;
        }
        s.excludedGpus.removeAll(QString::fromStdString(fix.gpuId));
    });
}

void PlanDocument::setObjective(Objective o)
{
    edit(Field::Objective, false, tr("Optimise for %1").arg(DisplayText::objective(o)),
         [&](PlanState& s) { s.objective = o; });
}

void PlanDocument::setRateRps(std::optional<double> rateRps)
{
    // Switching the scenario is one step; moving the rate merges like other spin boxes.
    const bool switching = rateRps.has_value() != m_state.rateRps().has_value();
    const QString text = !rateRps ? tr("Switch to offline batch")
        : switching               ? tr("Switch to server at %1 req/s").arg(DisplayText::number(*rateRps))
                                  : tr("Set request rate to %1 req/s").arg(DisplayText::number(*rateRps));
    edit(Field::Rate, !switching, text, [&](PlanState& s) { s.load = loadFromRate(rateRps); });
}

void PlanDocument::setFleetTargetRps(std::optional<double> rps)
{
    const QString text = rps ? tr("Set fleet target to %1 req/s").arg(DisplayText::number(*rps))
                             : tr("Clear the fleet target");
    edit(Field::FleetTarget, rps.has_value() && m_state.fleetTargetRps.has_value(), text,
         [&](PlanState& s) { s.fleetTargetRps = rps; });
}

void PlanDocument::setPowerBudget(std::optional<PlanPowerBudget> budget)
{
    QString text = tr("Remove the power budget");
    if (budget && budget->kind == PowerBudgetKind::FacilityWall)
        text = tr("Set the power budget to %1 kW at the wall").arg(DisplayText::number(budget->limitW / 1000.0));
    else if (budget)
        text = tr("Set the power budget to %1 W of GPU boards").arg(DisplayText::number(budget->limitW));
    const bool sameKind = budget && m_state.powerBudget && budget->kind == m_state.powerBudget->kind;
    edit(Field::PowerBudget, sameKind, text, [&](PlanState& s) { s.powerBudget = budget; });
}

void PlanDocument::setInventory(const Inventory& inventory)
{
    long long gpus = 0;
    for (const auto& [id, count] : inventory.owned)
        gpus += count;
    const QString text = inventory.owned.empty() ? tr("Clear the owned GPUs") : tr("Set the owned GPUs (%1)").arg(gpus);
    edit(Field::Inventory, false, text, [&](PlanState& s) { s.inventory = inventory; });
}

void PlanDocument::setCompareDisaggregated(bool on)
{
    edit(Field::Disaggregated, false,
         on ? tr("Compare disaggregated prefill/decode") : tr("Stop comparing disaggregated prefill/decode"),
         [&](PlanState& s) { s.compareDisaggregated = on; });
}

void PlanDocument::setDeploymentOptions(const Speculation& speculation, std::optional<double> interNodeGbS)
{
    edit(Field::Deployment, false, tr("Set speculative decoding and the network"), [&](PlanState& s) {
        s.workload.speculation = speculation;
        s.workload.interNodeGbS = interNodeGbS;
    });
}

void PlanDocument::setEconomics(const Economics& economics)
{
    edit(Field::Economics, false, tr("Change cost and carbon assumptions"),
         [&](PlanState& s) { s.economics = economics; });
}

void PlanDocument::setGpuIncluded(const QString& gpuId, bool included) { setGpusIncluded({gpuId}, included); }

void PlanDocument::setGpusIncluded(const QStringList& gpuIds, bool included)
{
    const QString text = gpuIds.size() == 1
        ? (included ? tr("Include %1").arg(gpuIds.front()) : tr("Exclude %1").arg(gpuIds.front()))
        : (included ? tr("Include GPUs (%1)").arg(gpuIds.size()) : tr("Exclude GPUs (%1)").arg(gpuIds.size()));
    edit(Field::GpuIncluded, false, text, [&](PlanState& s) {
        for (const QString& id : gpuIds) {
            if (included)
                s.excludedGpus.removeAll(id);
            else if (!s.excludedGpus.contains(id))
                s.excludedGpus << id;
        }
        s.excludedGpus.sort();
    });
}

void PlanDocument::setSweepGpus(const QStringList& gpuIds)
{
    if (m_state.sweepGpus == gpuIds)
        return;
    m_state.sweepGpus = gpuIds;
    emit viewStateChanged(m_state);
}

void PlanDocument::setChartTab(const QString& tabId)
{
    if (m_state.chartTab == tabId || !chartTabIds().contains(tabId))
        return;
    m_state.chartTab = tabId;
    emit viewStateChanged(m_state);
}

void PlanDocument::reset(const PlanState& state, const QString& filePath)
{
    m_undo->clear();
    m_state = state;
    emit changed(m_state);
    emit viewStateChanged(m_state);
    markSaved(filePath);
}

void PlanDocument::markSaved(const QString& filePath)
{
    m_undo->setClean();
    if (filePath != m_filePath) {
        m_filePath = filePath;
        emit filePathChanged(m_filePath);
    }
}

} // namespace wattgpu::ui
