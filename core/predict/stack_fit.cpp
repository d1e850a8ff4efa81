// Fitting the stack model (core/predict/stack_model.h): robust Levenberg-Marquardt on every
// latency column of the corpus at once, offsets shrunk toward zero, global parameters toward the
// physical priors. Each row's deployment physics is worked out once, and each row depends on at most
// 42 parameters (global, its family, its backend, its pair): a Jacobian column re-times only the rows
// its parameter touches, and the normal equations are summed over those columns only.
//
// A fit started from a model fitted on a superset of the rows (evaluation and calibration folds)
// takes that fit's derivatives for the shared rows and iterates on them (chord steps: the residuals
// are exact at every step, the direction uses the starting derivatives) to the same convergence test,
// instead of re-deriving the Jacobian every iteration.
#include "core/predict/schedule.h"
#include "core/predict/stack_model.h"

#include <Eigen/Dense>

#include <algorithm>
#include <array>
#include <cmath>
#include <future>
#include <set>
#include <unordered_map>

namespace wattgpu {

namespace {

// Which measured quantity a residual compares.
enum class Quantity { Primary, Ttft, P90, P95, P99 };
// Weight of each quantity in the fit: the row's own ITL column first; TTFT and the tails shape
// the scheduling parameters without outweighing it.
double quantityWeight(Quantity q)
{
    switch (q) {
    case Quantity::Primary: return 1.0;
    case Quantity::Ttft: return 0.7;
    case Quantity::P90: return 0.5;
    case Quantity::P95: return 0.3;
    case Quantity::P99: return 0.4;
    }
    return 1.0;
}

unsigned needOf(Quantity q)
{
    return q == Quantity::P90 ? kNeedP90 : q == Quantity::P95 ? kNeedP95 : q == Quantity::P99 ? kNeedP99 : 0u;
}

// How many GPUs' worth of evidence a backend's or pair's offset needs before its pull toward zero
// halves (StackFit::buildSlots).
constexpr double kShrinkGpus = 3.0;
constexpr int kP = StackEfficiency::kParams;
constexpr int kS = StackEfficiency::kStepParams;
// A row's parameters, in this order: global (kP), family offset (kP), backend offset (kS), pair offset
// (kS), release offset (kP).
constexpr int kRowCols = 3 * kP + 2 * kS;
constexpr int kBlockStart[4] = {kP, 2 * kP, 2 * kP + kS, 2 * kP + 2 * kS};
using RowGradient = std::array<double, kRowCols>;

} // namespace

struct StackEfficiency::Derivatives {
    std::unordered_map<const void*, std::vector<RowGradient>> byRow; // per residual slot of the row, in slot order
};

class StackFit {
public:
    using Theta = StackEfficiency::Theta;

    StackFit(const std::vector<StackEfficiency::Row>& rows, const StackEfficiency::FitOptions& opt)
        : m_rows(rows), m_opt(opt)
    {
        buildBlocks();
        buildRows();
        buildSlots();
    }
    Result<StackEfficiency> run();

private:
    struct Block {
        std::string name;
        int kind; // 0 family, 1 backend, 2 pair, 3 release
        int offset;
        int size;
    };
    struct Slot {
        int row;
        Quantity q;
        double logTruth;
        double weight;
    };

    void buildBlocks();
    void buildRows();
    void buildSlots();
    Eigen::VectorXd start() const;
    int column(int row, int position) const; // the parameter a row's gradient position stands for (-1: none)
    StackParams paramsOf(const Eigen::VectorXd& th, int row) const;
    void rowResiduals(const Eigen::VectorXd& th, int row, Eigen::VectorXd& out) const;
    void residuals(const Eigen::VectorXd& th, Eigen::VectorXd& out) const;
    void gradientColumns(const Eigen::VectorXd& th, const Eigen::VectorXd& r, int from, int to);
    void gradients(const Eigen::VectorXd& th, const Eigen::VectorXd& r);
    bool gradientsFromStart();
    double cost(const Eigen::VectorXd& r) const;
    enum class Progress { Improved, Converged, Stuck };
    Progress step(Eigen::VectorXd& theta, Eigen::VectorXd& r, double& current, double& mu, bool refresh);
    StackEfficiency result(const Eigen::VectorXd& th) const;

    const std::vector<StackEfficiency::Row>& m_rows;
    StackEfficiency::FitOptions m_opt;
    std::vector<Block> m_blocks;
    int m_nTheta = kP;
    std::vector<std::array<int, 4>> m_rowBlocks;
    std::vector<StepTimer> m_timers; // each row's deployment physics, worked out once
    std::vector<unsigned> m_needs;   // the quantiles each row's residuals need
    std::vector<Slot> m_slots;
    std::vector<std::vector<int>> m_slotsOfRow;
    std::vector<std::vector<int>> m_rowsOfBlock;
    std::vector<int> m_allRows, m_blockOfParam;
    std::vector<RowGradient> m_gradient; // d residual / d parameter, per slot over its row's columns
    int m_nSlots = 0, m_nShrink = 0, m_nRes = 0;
    double m_priorScale = 0, m_tailScale = 0;
    std::vector<double> m_shrinkOf; // per offset parameter: the pull toward zero (m_priorScale x its block's factor)
};

void StackFit::buildBlocks()
{
    // Parameter vector: global (kP), one block per family (kP), then per backend and per pair (kS each).
    std::set<std::string> families, backends, pairs, releases;
    for (const auto& r : m_rows) {
        families.insert(r.family);
        backends.insert(r.backend);
        pairs.insert(stackKey(r.family, r.backend));
        releases.insert(r.release);
    }
    for (const auto& [names, kind, size] : {std::tuple{&families, 0, kP}, std::tuple{&backends, 1, kS},
                                            std::tuple{&pairs, 2, kS}, std::tuple{&releases, 3, kP}})
        for (const auto& n : *names) {
            m_blocks.push_back({n, kind, m_nTheta, size});
            m_nTheta += size;
        }
    m_blockOfParam.assign(m_nTheta, -1);
    for (std::size_t b = 0; b < m_blocks.size(); ++b)
        for (int k = 0; k < m_blocks[b].size; ++k)
            m_blockOfParam[m_blocks[b].offset + k] = static_cast<int>(b);
}

void StackFit::buildRows()
{
    auto indexOf = [&](const std::string& name, int kind) {
        for (std::size_t b = 0; b < m_blocks.size(); ++b)
            if (m_blocks[b].kind == kind && m_blocks[b].name == name)
                return static_cast<int>(b);
        return -1;
    };
    const int n = static_cast<int>(m_rows.size());
    m_rowBlocks.resize(n);
    m_rowsOfBlock.assign(m_blocks.size(), {});
    m_timers.reserve(n);
    for (int i = 0; i < n; ++i) {
        const auto& r = m_rows[i];
        m_rowBlocks[i] = {indexOf(r.family, 0), indexOf(r.backend, 1), indexOf(stackKey(r.family, r.backend), 2),
                          indexOf(r.release, 3)};
        for (int b : m_rowBlocks[i])
            if (b >= 0)
                m_rowsOfBlock[b].push_back(i);
        StepTimer tm = StepTimer::of(*r.llm, *r.gpu, r.workload);
        tm.traits = schedulerTraits(r.family);
        tm.maxBatch = r.maxBatch;
        m_timers.push_back(std::move(tm));
        m_allRows.push_back(i);
    }
}

void StackFit::buildSlots()
{
    const int n = static_cast<int>(m_rows.size());
    m_slotsOfRow.assign(n, {});
    m_needs.assign(n, 0u);
    double weightSum = 0;
    for (const auto& r : m_rows)
        weightSum += r.weight;
    const double meanWeight = weightSum / std::max(1, n);
    for (int i = 0; i < n; ++i) {
        const auto& r = m_rows[i];
        const bool batchStart = r.workload.itlMetric == ItlKind::E2eOverOutput;
        m_needs[i] = batchStart ? 0u : latencyNeedOf(r.workload.itlMetric);
        auto add = [&](Quantity q, std::optional<double> v) {
            if (!v || !(*v > 0))
                return;
            m_slotsOfRow[i].push_back(static_cast<int>(m_slots.size()));
            m_slots.push_back({i, q, std::log(*v), r.weight / meanWeight * quantityWeight(q)});
            m_needs[i] |= needOf(q);
        };
        add(Quantity::Primary, r.itlS);
        add(Quantity::Ttft, r.ttftS);
        add(Quantity::P90, r.p90S);
        add(Quantity::P95, r.p95S);
        add(Quantity::P99, r.p99S);
    }
    m_nSlots = static_cast<int>(m_slots.size());
    m_nShrink = m_nTheta - kP;
    m_nRes = m_nSlots + m_nShrink + kP;
    m_priorScale = m_opt.shrink * std::sqrt(n / 50.0);
    // A backend's or a (family, backend) pair's offset measured on few GPUs carries those GPUs' own
    // quirks: it is pulled toward zero the harder the fewer GPUs stand behind it (leaving one of the
    // two ROCm GPUs out cost 64 % ITL error on MI250 without this, 29 % with it).
    m_shrinkOf.assign(m_nTheta - kP, m_priorScale);
    for (std::size_t b = 0; b < m_blocks.size(); ++b) {
        if (m_blocks[b].kind == 0 || m_blocks[b].kind == 3)
            continue;
        std::set<const GpuSpec*> gpus;
        for (int i : m_rowsOfBlock[b])
            gpus.insert(m_rows[i].gpu);
        const double factor = 1.0 + kShrinkGpus / std::max<std::size_t>(1, gpus.size());
        for (int k = 0; k < m_blocks[b].size; ++k)
            m_shrinkOf[m_blocks[b].offset - kP + k] = m_priorScale * factor;
    }
    m_tailScale = m_opt.priorStrength * std::sqrt(n / 50.0);
    m_gradient.assign(m_nSlots, RowGradient{});
}

Eigen::VectorXd StackFit::start() const
{
    Eigen::VectorXd theta = Eigen::VectorXd::Zero(m_nTheta);
    const StackEfficiency* from = m_opt.start;
    for (int i = 0; i < kP; ++i)
        theta[i] = from ? from->m_global[i] : StackEfficiency::prior()[i];
    if (from)
        for (const auto& b : m_blocks) {
            const auto& map = b.kind == 0 ? from->m_family
                : b.kind == 1             ? from->m_backend
                : b.kind == 2             ? from->m_pair
                                          : from->m_release;
            if (const auto it = map.find(b.name); it != map.end())
                for (int i = 0; i < b.size; ++i)
                    theta[b.offset + i] = it->second[i];
        }
    return theta;
}

int StackFit::column(int row, int position) const
{
    if (position < kP)
        return position;
    const int kind = position < kBlockStart[1] ? 0 : position < kBlockStart[2] ? 1 : position < kBlockStart[3] ? 2 : 3;
    const int b = m_rowBlocks[row][kind];
    return b < 0 ? -1 : m_blocks[b].offset + (position - kBlockStart[kind]);
}

StackParams StackFit::paramsOf(const Eigen::VectorXd& th, int row) const
{
    Theta t;
    for (int k = 0; k < kP; ++k)
        t[k] = th[k];
    for (int b : m_rowBlocks[row])
        if (b >= 0)
            for (int k = 0; k < m_blocks[b].size; ++k)
                t[k] += th[m_blocks[b].offset + k];
    return StackEfficiency::transform(t);
}

// Every residual of one row (log predicted - log measured, weighted), written into `out`.
void StackFit::rowResiduals(const Eigen::VectorXd& th, int i, Eigen::VectorXd& out) const
{
    const auto& r = m_rows[i];
    StepTimer tm = m_timers[i];
    tm.params = paramsOf(th, i);
    const bool batchStart = r.workload.itlMetric == ItlKind::E2eOverOutput;
    const unsigned needs = m_needs[i];
    // A batch that starts together has no steady state to take tails from: those rows have none.
    const LatencySet steady = batchStart && needs == 0
        ? LatencySet{}
        : scheduleLatencies(tm, LoadShape::ClosedLoop, r.workload.batch, needs);
    const LatencySet start = batchStart ? scheduleLatencies(tm, LoadShape::FixedBatch, r.workload.batch, 0) : steady;
    for (int s : m_slotsOfRow[i]) {
        double v = 0;
        switch (m_slots[s].q) {
        case Quantity::Primary: v = latencyIn(batchStart ? start : steady, r.workload.itlMetric); break;
        case Quantity::Ttft: v = (batchStart ? start : steady).ttftS; break;
        case Quantity::P90: v = steady.p90S; break;
        case Quantity::P95: v = steady.p95S; break;
        case Quantity::P99: v = steady.p99S; break;
        }
        out[s] = m_slots[s].weight * (std::log(std::max(1e-12, v)) - m_slots[s].logTruth);
    }
}

void StackFit::residuals(const Eigen::VectorXd& th, Eigen::VectorXd& out) const
{
    out.resize(m_nRes);
    for (int i : m_allRows)
        rowResiduals(th, i, out);
    // Shrinkage rows: every offset toward zero, the global parameters toward the priors.
    for (int k = 0; k < m_nShrink; ++k)
        out[m_nSlots + k] = m_shrinkOf[k] * th[kP + k];
    for (int k = 0; k < kP; ++k)
        out[m_nSlots + m_nShrink + k] = m_tailScale * (th[k] - StackEfficiency::prior()[k]);
}

void StackFit::gradientColumns(const Eigen::VectorXd& th, const Eigen::VectorXd& r, int from, int to)
{
    Eigen::VectorXd probe = th;
    Eigen::VectorXd probeOut(m_nRes);
    for (int k = from; k < to; ++k) { // forward differences over the rows the parameter touches
        const double h = 1e-6 * std::max(1.0, std::abs(th[k]));
        probe[k] = th[k] + h;
        const int b = k < kP ? -1 : m_blockOfParam[k];
        const int position = b < 0 ? k : kBlockStart[m_blocks[b].kind] + (k - m_blocks[b].offset);
        for (int i : b < 0 ? m_allRows : m_rowsOfBlock[b]) {
            rowResiduals(probe, i, probeOut);
            for (int s : m_slotsOfRow[i])
                m_gradient[s][position] = (probeOut[s] - r[s]) / h;
        }
        probe[k] = th[k];
    }
}

void StackFit::gradients(const Eigen::VectorXd& th, const Eigen::VectorXd& r)
{
    if (m_opt.threads > 1) { // the global columns (every row) on one thread, the offsets on the other
        auto other = std::async(std::launch::async, [&] { gradientColumns(th, r, kP, m_nTheta); });
        gradientColumns(th, r, 0, kP);
        other.get();
    } else {
        gradientColumns(th, r, 0, m_nTheta);
    }
}

// The starting model's derivatives for every row, when it has them for all of them.
bool StackFit::gradientsFromStart()
{
    if (!m_opt.start || !m_opt.start->m_derivatives)
        return false;
    const auto& by = m_opt.start->m_derivatives->byRow;
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const auto it = m_rows[i].key ? by.find(m_rows[i].key) : by.end();
        if (it == by.end() || it->second.size() != m_slotsOfRow[i].size())
            return false;
        for (std::size_t k = 0; k < it->second.size(); ++k)
            m_gradient[m_slotsOfRow[i][k]] = it->second[k];
    }
    return true;
}

// Soft-L1 on the data residuals (through iteratively reweighted least squares), squares on the priors.
double StackFit::cost(const Eigen::VectorXd& r) const
{
    const double scale = m_opt.robustScale;
    double c = 0;
    for (int i = 0; i < m_nRes; ++i) {
        if (i < m_nSlots) {
            const double z = (r[i] / scale) * (r[i] / scale);
            c += 2.0 * scale * scale * (std::sqrt(1.0 + z) - 1.0);
        } else {
            c += r[i] * r[i];
        }
    }
    return c;
}

// One damped step; `refresh` re-derives the gradients at theta first (else the last ones are used).
StackFit::Progress StackFit::step(Eigen::VectorXd& theta, Eigen::VectorXd& r, double& current, double& mu, bool refresh)
{
    if (refresh)
        gradients(theta, r);
    // Normal equations over each slot's own columns; the shrinkage rows are diagonal.
    Eigen::MatrixXd A = Eigen::MatrixXd::Zero(m_nTheta, m_nTheta);
    Eigen::VectorXd g = Eigen::VectorXd::Zero(m_nTheta);
    std::array<int, kRowCols> cols;
    for (int s = 0; s < m_nSlots; ++s) {
        const double z = (r[s] / m_opt.robustScale) * (r[s] / m_opt.robustScale);
        const double w2 = 1.0 / std::sqrt(1.0 + z); // IRLS weight of soft-L1
        const int row = m_slots[s].row;
        for (int a = 0; a < kRowCols; ++a)
            cols[a] = column(row, a);
        const RowGradient& d = m_gradient[s];
        for (int a = 0; a < kRowCols; ++a) {
            if (cols[a] < 0 || d[a] == 0)
                continue;
            g[cols[a]] += w2 * d[a] * r[s];
            for (int b = 0; b < kRowCols; ++b)
                if (cols[b] >= 0)
                    A(cols[a], cols[b]) += w2 * d[a] * d[b];
        }
    }
    for (int k = 0; k < m_nShrink; ++k) {
        A(kP + k, kP + k) += m_shrinkOf[k] * m_shrinkOf[k];
        g[kP + k] += m_shrinkOf[k] * r[m_nSlots + k];
    }
    for (int k = 0; k < kP; ++k) {
        A(k, k) += m_tailScale * m_tailScale;
        g[k] += m_tailScale * r[m_nSlots + m_nShrink + k];
    }
    for (int tries = 0; tries < 12; ++tries) {
        Eigen::MatrixXd damped = A;
        damped.diagonal() += mu * (A.diagonal().array() + 1e-9).matrix();
        const Eigen::VectorXd delta = damped.ldlt().solve(-g);
        if (!delta.allFinite()) {
            mu *= 10;
            continue;
        }
        const Eigen::VectorXd trial = (theta + delta).cwiseMax(-20.0).cwiseMin(20.0);
        Eigen::VectorXd rt;
        residuals(trial, rt);
        const double c = cost(rt);
        if (std::isfinite(c) && c < current) {
            const double gain = current - c;
            theta = trial;
            r = rt;
            current = c;
            mu = std::max(1e-9, mu / 3);
            return gain >= 1e-6 * std::max(1.0, current) ? Progress::Improved : Progress::Converged;
        }
        mu *= 4;
    }
    return Progress::Stuck;
}

StackEfficiency StackFit::result(const Eigen::VectorXd& th) const
{
    StackEfficiency fitted;
    for (int i = 0; i < kP; ++i)
        fitted.m_global[i] = th[i];
    for (const auto& b : m_blocks) {
        Theta t{};
        for (int i = 0; i < b.size; ++i)
            t[i] = th[b.offset + i];
        (b.kind == 0       ? fitted.m_family
             : b.kind == 1 ? fitted.m_backend
             : b.kind == 2 ? fitted.m_pair
                           : fitted.m_release)[b.name] = t;
    }
    fitted.remember();
    auto memo = std::make_shared<StackEfficiency::Derivatives>();
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].key) {
            auto& slots = memo->byRow[m_rows[i].key];
            for (int s : m_slotsOfRow[i])
                slots.push_back(m_gradient[s]);
        }
    fitted.m_derivatives = std::move(memo);
    return fitted;
}

Result<StackEfficiency> StackFit::run()
{
    if (m_rows.empty())
        return makeError(ErrorCode::BadValue, {}, 0, "training data", "no ITL rows to fit the stack model on");
    Eigen::VectorXd theta = start();
    Eigen::VectorXd r;
    residuals(theta, r);
    double current = cost(r);
    double mu = 1e-3;
    // Chord steps on the starting model's derivatives while they make progress; derived ones when
    // those no longer find a lower cost.
    // The derivatives are re-derived only when the ones in hand no longer find a lower cost: the
    // starting model's (borrowed), else derived here first.
    const bool borrowed = gradientsFromStart();
    bool fresh = !borrowed;
    if (!borrowed)
        gradients(theta, r);
    for (int it = 0; it < m_opt.maxIterations; ++it) {
        const Progress p = step(theta, r, current, mu, false);
        if (p == Progress::Improved) {
            fresh = false;
            continue;
        }
        // Converged on the starting model's derivatives: a fold's optimum lies near that model's, whose
        // derivatives stand for its own (the chord method's fixed point). Converged on derivatives of
        // this fit's own earlier steps: re-derive them once more before stopping.
        if (fresh || (p == Progress::Converged && borrowed))
            break;
        gradients(theta, r);
        fresh = true;
        mu = 1e-3;
    }
    if (!theta.allFinite())
        return makeError(ErrorCode::BadValue, {}, 0, "training data", "the stack-efficiency fit did not converge");
    return result(theta);
}

Result<StackEfficiency> StackEfficiency::fit(const std::vector<Row>& rows, const FitOptions& options)
{
    return StackFit(rows, options).run();
}

} // namespace wattgpu
