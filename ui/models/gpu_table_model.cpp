#include "ui/models/gpu_table_model.h"

#include "ui/models/roles.h"
#include "ui/text/display_text.h"
#include "ui/theme.h"

#include "app/lib/report/report_format.h"

#include <QFont>
#include <QGuiApplication>
#include <QPalette>

#include <cmath>
#include <limits>

namespace wattgpu::ui {

namespace {
constexpr double kSortLast = std::numeric_limits<double>::max();
}

GpuTableModel::GpuTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void GpuTableModel::setCatalog(const GpuCatalog& gpus)
{
    beginResetModel();
    m_catalog.clear();
    for (const GpuSpec& g : gpus.gpus()) {
        Row r;
        r.key = r.id = QString::fromStdString(g.id);
        r.baseName = r.name = DisplayText::shortGpuName(g);
        r.tdpW = g.tdpW.value_or(0);
        r.memoryGb = g.memorySizeGb.value_or(0);
        m_catalog.push_back(r);
    }
    m_rows = m_catalog;
    endResetModel();
    if (!syncRows()) {
        refreshVerdicts();
        emitAllChanged();
    }
}

bool GpuTableModel::syncRows()
{
    // Under all counts each GPU type has a row per count it was predicted at; otherwise one.
    std::vector<QString> keys;
    keys.reserve(m_catalog.size());
    const bool all = m_result && m_result->allCounts();
    for (const Row& c : m_catalog) {
        bool any = false;
        if (all) {
            const std::string id = c.id.toStdString();
            for (const Prediction& p : m_result->predictions)
                if (p.gpuId == id) {
                    keys.push_back(QString::fromStdString(m_result->key(p)));
                    any = true;
                }
        }
        if (!any)
            keys.push_back(c.id);
    }
    bool same = keys.size() == m_rows.size();
    for (std::size_t i = 0; same && i < keys.size(); ++i)
        same = m_rows[i].key == keys[i];
    if (same)
        return false;
    QSet<QString> excluded;
    for (const Row& r : m_rows)
        if (!r.included)
            excluded.insert(r.id);
    beginResetModel();
    m_rows.clear();
    std::size_t k = 0;
    for (const Row& c : m_catalog) {
        // This GPU type's keys are the next ones that start with its id.
        do {
            Row r = c;
            r.key = keys[k];
            r.included = !excluded.contains(r.id);
            m_rows.push_back(r);
            ++k;
        } while (k < keys.size() && keys[k].startsWith(c.id + QLatin1Char('@')) && all);
    }
    refreshVerdicts();
    endResetModel();
    return true;
}

void GpuTableModel::setResult(const ComputeResultPtr& result)
{
    const bool wasServer = serverMode();
    const ItlKind metricBefore = itlMetric();
    m_result = result;
    if (syncRows()) {
        if (wasServer != serverMode() || metricBefore != itlMetric())
            emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
        return;
    }
    refreshVerdicts();
    if (wasServer != serverMode() || metricBefore != itlMetric())
        emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    emitAllChanged();
}

void GpuTableModel::setExcluded(const QStringList& gpuIds)
{
    const QSet<QString> excluded(gpuIds.begin(), gpuIds.end());
    for (int i = 0; i < int(m_rows.size()); ++i) {
        const bool inc = !excluded.contains(m_rows[i].id);
        if (m_rows[i].included != inc) {
            m_rows[i].included = inc;
            refreshText(m_rows[i]);
            emit dataChanged(index(i, 0), index(i, ColumnCount - 1));
        }
    }
}

void GpuTableModel::refreshVerdicts()
{
    // Everything a row says is the plan outcome's (core/plan/outcome.h): verdict, risk, cost with
    // its basis, CO2 and max rate are the ones the CLI and the reports print.
    for (Row& r : m_rows) {
        r.name = r.baseName;
        r.reason.clear();
        r.d = m_result ? m_result->outcome.row(r.key.toStdString()) : nullptr;
        if (!r.d)
            continue;
        const DeploymentRow& d = *r.d;
        r.name = DisplayText::deploymentName(r.baseName, d.prediction.numGpus);
        const Objective objective = m_result->outcome.scenario.objective;
        switch (d.verdict) {
        case GpuVerdict::Winner:
            r.reason = tr("Recommended: meets the SLA with the lowest %1").arg(DisplayText::objectiveShort(objective));
            break;
        case GpuVerdict::MeetsSla:
            r.reason = tr("Meets the SLA, but uses %1 % more %2 than the winner")
                           .arg(DisplayText::number(d.vsWinnerPercent.value_or(0), 2),
                                DisplayText::objectiveShort(objective));
            break;
        case GpuVerdict::DoesNotFit:
        case GpuVerdict::MissesSla:
        case GpuVerdict::Overloaded:
        case GpuVerdict::Unpriced: r.reason = DisplayText::lossReason(d, m_result->outcome.scenario.sla()); break;
        case GpuVerdict::NotCompared: break; // unticked
        }
        if (d.atRisk)
            //: "<verdict>; at risk: <which interval reaches above which limit>"
            r.reason += tr("; at risk: %1").arg(DisplayText::slaRisks(d.prediction, d.riskLimits));
    }
    for (Row& r : m_rows)
        refreshText(r);
}

const Prediction& GpuTableModel::predictionOf(const Row& r)
{
    static const Prediction none;
    return r.d ? r.d->prediction : none;
}

namespace {
bool isFigureColumn(int c) { return c >= GpuTableModel::Power && c <= GpuTableModel::Concurrency; }
} // namespace

void GpuTableModel::refreshText(Row& r, bool figures) const
{
    // The figures' text follows only the values it shows: an SLA or objective change judges the
    // same predictions again, and formatting a thousand numbers per result was a tenth of it.
    const auto key = figuresKey(r);
    const bool sameFigures = !figures && r.hasShownFigures && key == r.shownFiguresKey;
    for (int c = 0; c < ColumnCount; ++c)
        if (!(sameFigures && isFigureColumn(c)))
            r.shown[c] = display(r, c);
    r.shownFiguresKey = key;
    r.hasShownFigures = true;
}

std::array<double, GpuTableModel::kFiguresKeySize> GpuTableModel::figuresKey(const Row& r) const
{
    const Prediction& p = predictionOf(r);
    const bool server = p.server.has_value();
    const DeploymentCost cost = r.d ? r.d->cost : DeploymentCost{};
    // Every value the figure columns show, and what decides whether they show one (a NaN never
    // compares equal: such a row is formatted again, which is only slower).
    return {double(r.d != nullptr),
            double(p.fitsMemory),
            server ? double(p.server->stable) : -1.0,
            p.powerW,
            p.powerWLow,
            p.powerWHigh,
            p.itlMs,
            p.itlMsLow,
            p.itlMsHigh,
            p.itlP90Ms,
            p.itlP99Ms,
            p.ttftMs,
            p.throughputTokS,
            p.energyPerTokenJ,
            p.energyPerTokenJLow,
            p.energyPerTokenJHigh,
            cost.usdPerMTokens,
            cost.usdInterval.low,
            cost.usdInterval.high,
            cost.gco2PerMTokens,
            cost.gco2Interval.low,
            cost.gco2Interval.high,
            server ? p.server->busyFraction : 0.0,
            server ? p.server->meanConcurrency : 0.0,
            double(int(itlMetric()))}; // the tails column shows one tail or both after it
}

void GpuTableModel::emitAllChanged()
{
    if (!m_rows.empty())
        emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

void GpuTableModel::retranslate()
{
    for (Row& r : m_rows)
        r.hasShownFigures = false; // the figures' text is in the old language
    refreshVerdicts();
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    emitAllChanged();
}

int GpuTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

int GpuTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

int GpuTableModel::rowOf(const QString& key) const
{
    for (int i = 0; i < int(m_rows.size()); ++i)
        if (m_rows[i].key == key)
            return i;
    for (int i = 0; i < int(m_rows.size()); ++i)
        if (m_rows[i].id == key)
            return i;
    return -1;
}

QString GpuTableModel::gpuIdAt(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? m_rows[row].key : QString();
}

GpuTableModel::Verdict GpuTableModel::verdict(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? verdictOf(m_rows[row]) : Verdict::NotCompared;
}

Qt::ItemFlags GpuTableModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (index.column() == Include)
        f |= Qt::ItemIsUserCheckable;
    return f;
}

bool GpuTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (!index.isValid() || index.column() != Include || role != Qt::CheckStateRole)
        return false;
    const QString id = m_rows[index.row()].id;
    const bool inc = value.value<Qt::CheckState>() == Qt::Checked || value.toInt() == Qt::Checked;
    if (inc == m_rows[index.row()].included)
        return true;
    // Inclusion is per GPU type: under all counts every row of the type follows.
    for (int i = 0; i < int(m_rows.size()); ++i) {
        Row& r = m_rows[i];
        if (r.id != id)
            continue;
        r.included = inc;
        refreshText(r);
        emit dataChanged(this->index(i, 0), this->index(i, ColumnCount - 1));
    }
    emit inclusionToggled(id, inc);
    return true;
}

QVariant GpuTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()) || index.column() >= ColumnCount)
        return {};
    const Row& r = m_rows[index.row()];
    const int c = index.column();
    switch (role) {
    case Qt::DisplayRole: return r.shown[c];
    case RawValueRole: return raw(r, c);
    case GpuIdRole: return r.key;
    case Qt::ToolTipRole: return toolTip(r, c);
    case Qt::CheckStateRole:
        return c == Include ? QVariant::fromValue(r.included ? Qt::Checked : Qt::Unchecked) : QVariant();
    case Qt::TextAlignmentRole:
        if (c >= Power && c <= MaxRate)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        if (c == Fits || c == MeetsSla || c == Ood || c == Evidence)
            return QVariant::fromValue(Qt::AlignCenter);
        return {};
    case Qt::ForegroundRole: {
        const Verdict v = verdictOf(r);
        if (!r.included || v == Verdict::DoesNotFit)
            return QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text);
        if (c == MeetsSla && (v == Verdict::MissesSla || v == Verdict::Overloaded || v == Verdict::Unpriced))
            return activeColors().missesText;
        if (c == MeetsSla && (v == Verdict::MeetsSla || v == Verdict::Winner))
            return activeColors().meetsText;
        return {};
    }
    case Qt::FontRole:
        if (verdictOf(r) == Verdict::Winner) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    default: return {};
    }
}

namespace {
// Figures mean something: the model fits and, in server mode, the replica keeps up with the rate.
bool hasFigures(const Prediction& p) { return p.fitsMemory && !(p.server && !p.server->stable); }
} // namespace

QVariant GpuTableModel::display(const Row& r, int c) const
{
    const Prediction& p = predictionOf(r);
    const bool values = r.d && hasFigures(p);
    const bool server = values && p.server.has_value();
    switch (c) {
    case Include: return {};
    case Gpu: return DisplayText::oodMarked(r.name, r.d && p.outOfDistribution);
    case Fits:
        if (!r.d)
            return QString();
        return p.fitsMemory ? tr("✓") : tr("✗");
    case Power: return values ? DisplayText::interval(p.powerW, p.powerWLow, p.powerWHigh) : tr("—");
    case Itl: return values ? DisplayText::interval(p.itlMs, p.itlMsLow, p.itlMsHigh) : tr("—");
    case ItlTails:
        // With a tail as the metric its figure is the ITL column's: this one shows the other tail.
        if (const auto other = otherTail())
            return values && p.itlP90Ms > 0 ? DisplayText::number(*other == ItlKind::P90Itl ? p.itlP90Ms : p.itlP99Ms)
                                            : tr("—");
        //: the p90 and p99 ITL side by side, e.g. "9.1 / 12.4"
        return values && p.itlP90Ms > 0
            ? tr("%1 / %2").arg(DisplayText::number(p.itlP90Ms), DisplayText::number(p.itlP99Ms))
            : tr("—");
    case Ttft: return values && p.ttftMs > 0 ? DisplayText::number(p.ttftMs) : tr("—");
    case Throughput: return values ? DisplayText::number(p.throughputTokS) : tr("—");
    case Energy:
        return values ? DisplayText::interval(p.energyPerTokenJ, p.energyPerTokenJLow, p.energyPerTokenJHigh) : tr("—");
    case Cost:
        return values && std::isfinite(r.d->cost.usdPerMTokens)
            ? DisplayText::interval(r.d->cost.usdPerMTokens, r.d->cost.usdInterval.low, r.d->cost.usdInterval.high)
            : tr("—");
    case Carbon:
        return values && std::isfinite(r.d->cost.gco2PerMTokens)
            ? DisplayText::interval(r.d->cost.gco2PerMTokens, r.d->cost.gco2Interval.low, r.d->cost.gco2Interval.high)
            : tr("—");
    case Busy: return server ? tr("%1 %").arg(DisplayText::number(p.server->busyFraction * 100.0)) : tr("—");
    case Concurrency: return server ? DisplayText::number(p.server->meanConcurrency) : tr("—");
    case MaxRate:
        if (!r.d || !r.d->maxRateRps)
            return tr("—");
        return *r.d->maxRateRps > 0 ? DisplayText::number(*r.d->maxRateRps) : tr("none");
    case MeetsSla:
        if (!r.included)
            return tr("excluded");
        if (!r.d)
            return QString();
        switch (r.d->verdict) {
        //: The winner, whose ITL interval reaches above the SLA
        case Verdict::Winner: return r.d->atRisk ? tr("✓ best · at risk") : tr("✓ best");
        case Verdict::MeetsSla: return r.d->atRisk ? tr("✓ at risk") : tr("✓");
        case Verdict::MissesSla: return tr("✗ too slow");
        case Verdict::Overloaded: return tr("✗ overloaded");
        case Verdict::Unpriced: return tr("✗ no price");
        case Verdict::DoesNotFit: return tr("✗ no fit");
        case Verdict::NotCompared: return tr("excluded");
        }
        return {};
    case Evidence:
        if (!r.d)
            return QString();
        return p.measuredGpu ? tr("measured") : tr("predicted");
    case Ood:
        if (!r.d || p.warnings.empty())
            return QString();
        return p.outOfDistribution ? tr("⚠") : tr("ℹ");
    default: return {};
    }
}

QVariant GpuTableModel::raw(const Row& r, int c) const
{
    const Prediction& p = predictionOf(r);
    const bool values = r.d && hasFigures(p);
    const bool server = values && p.server.has_value();
    auto finiteOrLast = [](double v) { return std::isfinite(v) ? v : kSortLast; };
    switch (c) {
    case Include: return r.included ? 1 : 0;
    case Gpu: return r.name;
    case Fits: return r.d ? (p.fitsMemory ? 1 : 0) : -1;
    case Power: return values ? p.powerW : kSortLast;
    case Itl: return values ? p.itlMs : kSortLast;
    case ItlTails:
        return values && p.itlP99Ms > 0 ? (otherTail() == ItlKind::P90Itl ? p.itlP90Ms : p.itlP99Ms) : kSortLast;
    case Ttft: return values && p.ttftMs > 0 ? p.ttftMs : kSortLast;
    case Throughput: return values ? p.throughputTokS : -1.0;
    case Energy: return values ? p.energyPerTokenJ : kSortLast;
    case Cost: return values ? finiteOrLast(r.d->cost.usdPerMTokens) : kSortLast;
    case Carbon: return values ? finiteOrLast(r.d->cost.gco2PerMTokens) : kSortLast;
    case Busy: return server ? p.server->busyFraction : kSortLast;
    case Concurrency: return server ? p.server->meanConcurrency : kSortLast;
    case MaxRate: return r.d && r.d->maxRateRps ? *r.d->maxRateRps : -1.0;
    case MeetsSla: {
        // Winner, those that meet (by how much more they need), those that miss, no fit, left out, no result.
        if (!r.d)
            return r.included ? 5000.0 : 4000.0;
        switch (verdictOf(r)) {
        case Verdict::Winner: return 0.0;
        case Verdict::MeetsSla: return 1000.0 + r.d->vsWinnerPercent.value_or(0);
        case Verdict::MissesSla:
        case Verdict::Overloaded:
        case Verdict::Unpriced: return 2000.0;
        case Verdict::DoesNotFit: return 3000.0;
        case Verdict::NotCompared: return 4000.0;
        }
        return 5000.0;
    }
    case Evidence: return r.d ? p.measuredRuns : -1;
    case Ood: return r.d ? (p.outOfDistribution ? 1000 : 0) + int(p.warnings.size()) : 0;
    default: return {};
    }
}

QString GpuTableModel::toolTip(const Row& r, int c) const
{
    const Prediction& p = predictionOf(r);
    switch (c) {
    case Include:
        return r.included ? tr("Included in the charts and the recommendation; untick to leave it out")
                          : tr("Left out of the charts and the recommendation; tick to include");
    case Gpu: {
        QString tip = tr("%1\nTDP %2 · memory %3")
                          .arg(r.id, DisplayText::withUnit(r.tdpW, tr("W")),
                               DisplayText::withUnit(r.memoryGb, tr("GB")));
        if (r.d && p.outOfDistribution)
            tip += QLatin1Char('\n') + tr("Out of distribution: outside the data the model was trained on");
        return tip;
    }
    case Fits:
        if (!r.d)
            return {};
        return p.fitsMemory ? tr("Fits: needs %1 of %2 per GPU")
                                  .arg(DisplayText::withUnit(p.memoryNeededGbPerGpu, tr("GB")),
                                       DisplayText::withUnit(p.memoryAvailableGbPerGpu, tr("GB")))
                            : DisplayText::notFitting(p);
    case Power: {
        if (!serverMode())
            return tr("Mean power of the replica, W, with its ~80 % interval");
        QString tip = tr(
            "Mean power of the replica over time (idle between requests included), W, with its ~80 % interval");
        // At low rates the idle figure decides energy per token: say what it rests on.
        if (r.d && p.server && p.server->idlePowerW > 0) {
            tip += QLatin1Char('\n')
                + tr("Idle power of the replica: %1")
                      .arg(DisplayText::withInterval(p.server->idlePowerW, p.server->idlePowerWLow,
                                                     p.server->idlePowerWHigh, tr("W")));
            if (!p.server->idleBasis.empty())
                //: the idle power's basis; the basis itself is English text from the prediction engine
                tip += QLatin1Char('\n') + tr("Idle basis: %1").arg(QString::fromStdString(p.server->idleBasis));
        }
        return tip;
    }
    case Itl:
        return tr("%1 seen by each sequence, ms, with its ~80 % interval")
            .arg(DisplayText::itlMetricTitle(itlMetric()));
    case ItlTails:
        if (!r.d || !hasFigures(p) || p.itlP90Ms <= 0)
            return tr("90th and 99th percentiles of the gaps between tokens, ms");
        //: p90 and p99 ITL, each with its interval, e.g. "p90 ITL: 9.1 ms (7.2–12)"
        return tr("p90 ITL: %1\np99 ITL: %2\n90th and 99th percentiles of the gaps between tokens, each with its "
                  "~80 % interval")
            .arg(DisplayText::withInterval(p.itlP90Ms, p.itlP90MsLow, p.itlP90MsHigh, tr("ms")),
                 DisplayText::withInterval(p.itlP99Ms, p.itlP99MsLow, p.itlP99MsHigh, tr("ms")));
    case Ttft: {
        if (!r.d || !hasFigures(p) || p.ttftMs <= 0)
            return tr("Time to first token of one request, queueing included, ms");
        QString tip = tr("Time to first token: %1\nOne request's wait for its first token, queueing included, with "
                         "its ~80 % interval")
                          .arg(DisplayText::withInterval(p.ttftMs, p.ttftMsLow, p.ttftMsHigh, tr("ms")));
        if (m_result && m_result->request.scenario.slaTtftMs)
            tip += QLatin1Char('\n')
                + tr("TTFT SLA: %1").arg(DisplayText::withUnit(*m_result->request.scenario.slaTtftMs, tr("ms")));
        return tip;
    }
    case Throughput: return tr("Output tokens per second of the replica");
    case Energy: return tr("Energy per output token, J, with its ~80 % interval");
    case Cost:
        // The row's own basis: with quotes for some GPUs, an unquoted one is electricity only.
        if (!r.d)
            return {};
        switch (r.d->cost.basis) {
        case CostBasis::Electricity:
            return tr("Electricity cost per 1M output tokens, USD (PUE applied; no hardware cost set)");
        case CostBasis::Quote:
            return tr("All-in cost per 1M output tokens, USD: electricity (PUE applied) + this GPU's quoted rate");
        case CostBasis::FlatRate:
            return tr("All-in cost per 1M output tokens, USD: electricity (PUE applied) + the default rate per "
                      "GPU-hour");
        case CostBasis::Purchase:
            return tr("All-in cost per 1M output tokens, USD: electricity (PUE applied) + the purchase price "
                      "amortised");
        case CostBasis::Unpriced:
            return tr("Electricity only, USD per 1M output tokens: no hardware price for this GPU while others are "
                      "quoted, so it is not ranked on cost");
        }
        return {};
    case Carbon: return tr("Emissions per 1M output tokens, gCO₂-eq: energy × PUE × grid intensity");
    case Busy: return tr("Share of time the replica has at least one request in service");
    case Concurrency: return tr("Mean requests in service (Little's law)");
    case MaxRate: return tr("Largest request rate one replica sustains with the ITL under the SLA, req/s");
    case MeetsSla:
        if (!r.included)
            return tr("Left out by you");
        return r.reason;
    case Evidence:
        if (!r.d)
            return {};
        return p.measuredGpu
            ? tr("%1 runs of this GPU in the training corpus (%2 with power): its figures rest on measurements")
                  .arg(p.measuredRuns)
                  .arg(p.measuredPowerRuns)
            : tr("No run of this GPU in the training corpus: its figures are extrapolated from the spec sheet, "
                 "with intervals calibrated on GPUs held out of training");
    case Ood: {
        if (!r.d || p.warnings.empty())
            return {};
        QStringList lines;
        if (p.outOfDistribution)
            lines << tr("Out of distribution: outside the data the model was trained on");
        for (const Warning& w : p.warnings)
            lines << DisplayText::warning(w);
        return lines.join(QLatin1Char('\n'));
    }
    default: return {};
    }
}

QVariant GpuTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Include: return tr("Use");
        case Gpu: return tr("GPU");
        case Fits: return tr("Fits?");
        case Power: return serverMode() ? tr("Mean power (W)") : tr("Power (W)");
        case Itl: return tr("%1 (ms)").arg(DisplayText::itlMetricTitle(itlMetric()));
        case ItlTails:
            // One label per metric, from the metric table: never the metric's own tail twice.
            return otherTail() ? tr("%1 (ms)").arg(DisplayText::itlMetricTitle(*otherTail()))
                               : tr("p90 / p99 ITL (ms)");
        case Ttft: return tr("TTFT (ms)");
        case Throughput: return tr("Tokens/s");
        case Energy: return tr("Energy (J/token)");
        case Cost: return tr("$/1M tokens");
        case Carbon: return tr("gCO₂/1M tokens");
        case Busy: return tr("Busy");
        case Concurrency: return tr("Mean concurrency");
        case MaxRate: return tr("Max req/s");
        case MeetsSla: return tr("Meets SLA");
        case Evidence: return tr("Data");
        case Ood: return tr("Flags");
        }
    }
    if (role == Qt::ToolTipRole && section == Ood)
        return tr("⚠ out of distribution (outside the training data); ℹ other warnings. Hover a row for the list");
    if (role == Qt::ToolTipRole && section == Evidence)
        return tr("Measured: the corpus holds runs of this GPU. Predicted: extrapolated from its spec sheet");
    if (role == Qt::ToolTipRole && section == Itl)
        return report::itlMetricDescription(itlMetric());
    if (role == Qt::ToolTipRole && section == ItlTails)
        return tr("90th and 99th percentiles of the gaps between tokens, ms; sorts on p99. Hover a row for the "
                  "intervals");
    if (role == Qt::ToolTipRole && section == Ttft)
        return tr("Time to first token, queueing included, ms. Hover a row for the interval");
    return {};
}

QString GpuTableModel::columnKey(int column)
{
    static const char* const keys[ColumnCount] = {
        "use",  "gpu",    "fits", "power",       "itl",      "itl_tails", "ttft", "tokens_s", "energy",
        "cost", "carbon", "busy", "concurrency", "max_rate", "meets_sla", "data", "flags"};
    return column >= 0 && column < ColumnCount ? QString::fromLatin1(keys[column]) : QString();
}

} // namespace wattgpu::ui
