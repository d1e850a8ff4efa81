#include "core/predict/stack_model.h"

#include "core/predict/schedule.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <set>

namespace wattgpu {

namespace {

double sigmoid(double x) { return 1.0 / (1.0 + std::exp(-x)); }
double logit(double p) { return std::log(p / (1 - p)); }

// Raw parameters are logits of the shares and logs of the fixed costs in units of 100 us (tau),
// 10 us (sigma, all-reduce latency) and 1 ms (TTFT overhead).
// Physical priors on the global parameters (PHYSICS.md): decode kernels reach about 75 % of the
// memory bandwidth, decode GEMMs half of the tensor peak and prefill 60 %; a layer costs about
// 50 us of launches and synchronisation per step, a running sequence 20 us of scheduling and
// sampling, an all-reduce 15 us of latency; host and device work mostly add up (p = 1.25). A
// prompt scheduled beside running sequences stalls them for its whole time (stall share 1), a
// request costs 5 ms of tokenising, routing and streaming besides its prefill, a batched-admission
// router holds requests back about 3 steps, decode steps vary by 5 % and prompt work by 50 %. The
// data move them where they say otherwise.
const StackEfficiency::Theta kPrior = {
    logit(0.75 / 0.95), std::log(0.5), logit(0.5 / 0.9), logit(0.6 / 0.9), std::log(2.0), std::log(1.5),
    std::log(0.25),     0.0,           std::log(5.0),    std::log(3.0),    0.0,           0.0};
constexpr double kTauUnitS = 1e-4;
constexpr double kSigmaUnitS = 1e-5;
constexpr double kLatencyUnitS = 1e-5;
constexpr double kLinkEfficiency = 0.7; // achieved share of the link bandwidth in all-reduce

const char* const kParamNames[StackEfficiency::kParams] = {"eta_bandwidth_logit",
                                                           "log_tau_layer_100us",
                                                           "eta_compute_logit",
                                                           "eta_prefill_logit",
                                                           "log_sigma_sequence_10us",
                                                           "log_allreduce_latency_10us",
                                                           "log_overlap_exponent_minus_1",
                                                           "stall_share_logit_half",
                                                           "log_ttft_overhead_ms",
                                                           "log_admission_steps",
                                                           "log_jitter_over_5pct",
                                                           "log_prompt_spread_over_half"};

nlohmann::json thetaJson(const StackEfficiency::Theta& t, int n)
{
    return nlohmann::json(std::vector<double>(t.begin(), t.begin() + n));
}

Result<StackEfficiency::Theta> thetaFrom(const nlohmann::json& j, const std::string& field, int n)
{
    StackEfficiency::Theta t{};
    if (!j.is_array() || static_cast<int>(j.size()) != n)
        return makeError(ErrorCode::Model, {}, 0, field, "expected " + std::to_string(n) + " numbers");
    for (int i = 0; i < n; ++i) {
        if (!j[i].is_number() || !std::isfinite(j[i].get<double>()) || std::abs(j[i].get<double>()) > 50)
            return makeError(ErrorCode::Model, {}, 0, field,
                             "parameter " + std::to_string(i) + " is not a finite number in [-50, 50]");
        t[i] = j[i].get<double>();
    }
    return t;
}

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

// (a^p + b^p)^(1/p), as max(a, b) x (1 + (min/max)^p)^(1/p): two powers, not three (every
// prediction evaluates it dozens of times).
double overlapNorm(double a, double b, double p)
{
    const double big = std::max(a, b), small = std::min(a, b);
    if (!(big > 0))
        return 0.0;
    return small > 0 ? big * std::pow(1.0 + std::pow(small / big, p), 1.0 / p) : big;
}

} // namespace

double stackStepS(const StepPhysics& s, int layers, double batch, double tokens, double prompts, const StackParams& p)
{
    const bool decoding = batch > 0;
    const double memory = (decoding ? s.tMemoryS : s.prefillWeightBytes / std::max(1.0, s.bytesPerS)) / p.etaBandwidth;
    double compute = decoding ? s.tComputeS / p.etaCompute : 0.0;
    if (tokens > 0 && s.flopPerS > 0)
        compute += tokens * s.prefillFlopsPerToken / (s.flopPerS * p.etaPrefill);
    double comm = 0;
    if (s.allReducesPerStep > 0) {
        double bytes = decoding ? s.tCommS * s.linkBytesPerS : 0.0;
        bytes += tokens * s.commBytesPerToken;
        comm = bytes / std::max(1.0, s.linkBytesPerS) / kLinkEfficiency + s.allReducesPerStep * p.allReduceLatencyS;
    }
    const double device = std::max(memory, compute) + comm;
    const double overhead = std::max(0, layers) * p.tauLayerS;
    const double pe = p.overlapExponent;
    double step = overlapNorm(device, overhead, pe);
    step += (std::max(0.0, batch) + std::max(0.0, prompts)) * p.sigmaSequenceS;
    return step;
}

StepDecomposition decomposeStep(const StepPhysics& s, int layers, double batch, const StackParams& p)
{
    StepDecomposition d;
    d.memoryS = s.tMemoryS / p.etaBandwidth;
    d.computeS = s.tComputeS / p.etaCompute;
    d.commS = s.tCommS / kLinkEfficiency + s.allReducesPerStep * p.allReduceLatencyS;
    d.overheadS = std::max(0, layers) * p.tauLayerS;
    d.perSequenceS = std::max(1.0, batch) * p.sigmaSequenceS;
    d.deviceS = std::max(d.memoryS, d.computeS) + d.commS;
    const double pe = p.overlapExponent;
    d.stepS = overlapNorm(d.deviceS, d.overheadS, pe);
    d.stepS += d.perSequenceS;
    return d;
}

const StackEfficiency::Theta& StackEfficiency::prior() { return kPrior; }

StackParams StackEfficiency::transform(const Theta& t)
{
    StackParams p;
    p.etaBandwidth = 0.95 * sigmoid(t[0]);
    p.tauLayerS = kTauUnitS * std::exp(t[1]);
    p.etaCompute = 0.9 * sigmoid(t[2]);
    p.etaPrefill = 0.9 * sigmoid(t[3]);
    p.sigmaSequenceS = kSigmaUnitS * std::exp(t[4]);
    p.allReduceLatencyS = kLatencyUnitS * std::exp(t[5]);
    p.overlapExponent = 1.0 + std::exp(t[6]);
    p.stallShare = 2.0 * sigmoid(t[7]);
    p.ttftOverheadS = 1e-3 * std::exp(t[8]);
    p.admissionSteps = std::exp(t[9]);
    p.jitterSigma = 0.05 * std::exp(t[10]);
    p.promptSpread = 0.5 * std::exp(t[11]);
    return p;
}

StackEfficiency::Theta StackEfficiency::raw(const std::string& family, Backend backend) const
{
    Theta t = m_global;
    auto add = [&t](const Theta& o, int n) {
        for (int i = 0; i < n; ++i)
            t[i] += o[i];
    };
    if (const auto it = m_family.find(family); it != m_family.end())
        add(it->second, kParams);
    if (const auto it = m_backend.find(backendName(backend)); it != m_backend.end()) {
        add(it->second, kStepParams);
    } else if (backend != Backend::Cuda) {
        // A backend nobody measured: the mean offset of the measured backends other than CUDA.
        // Frameworks' other vendor backends have been measured below their CUDA builds (ROCm on
        // MI250: 0.44 vs 0.74 of the bandwidth); CUDA's efficiency would be a guess in one direction.
        Theta mean{};
        int n = 0;
        for (const auto& [name, o] : m_backend)
            if (name != backendName(Backend::Cuda)) {
                for (int i = 0; i < kStepParams; ++i)
                    mean[i] += o[i];
                ++n;
            }
        if (n > 0) {
            for (int i = 0; i < kStepParams; ++i)
                mean[i] /= n;
            add(mean, kStepParams);
        }
    }
    if (const auto it = m_pair.find(stackKey(family, backend)); it != m_pair.end())
        add(it->second, kStepParams);
    return t;
}

StackParams StackEfficiency::params(const std::string& family, Backend backend) const
{
    if (const auto it = m_known.find(std::pair{family, static_cast<int>(backend)}); it != m_known.end())
        return it->second;
    return transform(raw(family, backend));
}

bool StackEfficiency::measured(const std::string& family, Backend backend) const
{
    return m_pair.count(stackKey(family, backend)) > 0;
}

Result<StackEfficiency> StackEfficiency::fit(const std::vector<Row>& rows, const FitOptions& opt)
{
    if (rows.empty())
        return makeError(ErrorCode::BadValue, {}, 0, "training data", "no ITL rows to fit the stack model on");
    std::set<std::string> families, backends, pairs;
    for (const auto& r : rows) {
        families.insert(r.family);
        backends.insert(backendName(r.backend));
        pairs.insert(stackKey(r.family, r.backend));
    }
    // Parameter vector: global (kParams), one block per family (kParams), then per backend and per
    // pair (kStepParams each).
    struct Block {
        std::string name;
        int kind; // 0 family, 1 backend, 2 pair
        int offset;
        int size;
    };
    std::vector<Block> blocks;
    int nTheta = kParams;
    for (const auto& f : families) {
        blocks.push_back({f, 0, nTheta, kParams});
        nTheta += kParams;
    }
    for (const auto& b : backends) {
        blocks.push_back({b, 1, nTheta, kStepParams});
        nTheta += kStepParams;
    }
    for (const auto& p : pairs) {
        blocks.push_back({p, 2, nTheta, kStepParams});
        nTheta += kStepParams;
    }
    auto indexOf = [&](const std::string& name, int kind) {
        for (std::size_t b = 0; b < blocks.size(); ++b)
            if (blocks[b].kind == kind && blocks[b].name == name)
                return static_cast<int>(b);
        return -1;
    };
    const int nData = static_cast<int>(rows.size());
    std::vector<std::array<int, 3>> rowBlocks(nData);
    std::vector<SchedulerTraits> traits(nData);
    for (int i = 0; i < nData; ++i) {
        rowBlocks[i] = {indexOf(rows[i].family, 0), indexOf(backendName(rows[i].backend), 1),
                        indexOf(stackKey(rows[i].family, rows[i].backend), 2)};
        traits[i] = schedulerTraits(rows[i].family);
    }
    // Residual slots: each row's measured quantities.
    struct Slot {
        int row;
        Quantity q;
        double logTruth;
        double weight;
    };
    std::vector<Slot> slots;
    std::vector<std::vector<int>> slotsOfRow(nData);
    double weightSum = 0;
    for (const auto& r : rows)
        weightSum += r.weight;
    const double meanWeight = weightSum / nData;
    for (int i = 0; i < nData; ++i) {
        const Row& r = rows[i];
        auto add = [&](Quantity q, std::optional<double> v) {
            if (!v || !(*v > 0))
                return;
            slotsOfRow[i].push_back(static_cast<int>(slots.size()));
            slots.push_back({i, q, std::log(*v), r.weight / meanWeight * quantityWeight(q)});
        };
        add(Quantity::Primary, r.itlS);
        add(Quantity::Ttft, r.ttftS);
        add(Quantity::P90, r.p90S);
        add(Quantity::P95, r.p95S);
        add(Quantity::P99, r.p99S);
    }
    const int nSlots = static_cast<int>(slots.size());
    const double priorScale = opt.shrink * std::sqrt(nData / 50.0);
    const double tailScale = opt.priorStrength * std::sqrt(nData / 50.0);

    Eigen::VectorXd theta = Eigen::VectorXd::Zero(nTheta);
    for (int i = 0; i < kParams; ++i)
        theta[i] = opt.start ? opt.start->m_global[i] : kPrior[i];
    if (opt.start)
        for (const auto& b : blocks) {
            const auto& from = b.kind == 0 ? opt.start->m_family
                : b.kind == 1              ? opt.start->m_backend
                                           : opt.start->m_pair;
            if (const auto it = from.find(b.name); it != from.end())
                for (int i = 0; i < b.size; ++i)
                    theta[b.offset + i] = it->second[i];
        }

    auto paramsOf = [&](const Eigen::VectorXd& th, int i) {
        Theta t;
        for (int k = 0; k < kParams; ++k)
            t[k] = th[k];
        for (int b : rowBlocks[i])
            if (b >= 0)
                for (int k = 0; k < blocks[b].size; ++k)
                    t[k] += th[blocks[b].offset + k];
        return transform(t);
    };
    // Every residual of one row (log predicted - log measured, weighted), written into `out`.
    auto rowResiduals = [&](const Eigen::VectorXd& th, int i, Eigen::VectorXd& out) {
        const Row& r = rows[i];
        StepTimer tm;
        tm.llm = r.llm;
        tm.gpu = r.gpu;
        tm.workload = r.workload;
        tm.params = paramsOf(th, i);
        tm.traits = traits[i];
        tm.maxBatch = r.maxBatch;
        const bool batchStart = r.workload.itlMetric == ItlKind::E2eOverOutput;
        unsigned needs = batchStart ? 0u : latencyNeedOf(r.workload.itlMetric);
        for (int s : slotsOfRow[i])
            needs |= slots[s].q == Quantity::P90 ? kNeedP90
                : slots[s].q == Quantity::P95    ? kNeedP95
                : slots[s].q == Quantity::P99    ? kNeedP99
                                                 : 0u;
        // A batch that starts together has no steady state to take tails from: those rows have none.
        const LatencySet steady = batchStart && needs == 0
            ? LatencySet{}
            : scheduleLatencies(tm, LoadShape::ClosedLoop, r.workload.batch, needs);
        const LatencySet start = batchStart ? scheduleLatencies(tm, LoadShape::FixedBatch, r.workload.batch, 0)
                                            : steady;
        for (int s : slotsOfRow[i]) {
            double v = 0;
            switch (slots[s].q) {
            case Quantity::Primary: v = latencyIn(batchStart ? start : steady, r.workload.itlMetric); break;
            case Quantity::Ttft: v = (batchStart ? start : steady).ttftS; break;
            case Quantity::P90: v = steady.p90S; break;
            case Quantity::P95: v = steady.p95S; break;
            case Quantity::P99: v = steady.p99S; break;
            }
            out[s] = slots[s].weight * (std::log(std::max(1e-12, v)) - slots[s].logTruth);
        }
    };
    // Shrinkage rows: every offset toward zero, the global parameters toward the priors.
    const int nShrink = nTheta - kParams;
    const int nRes = nSlots + nShrink + kParams;
    auto residuals = [&](const Eigen::VectorXd& th, Eigen::VectorXd& out) {
        out.resize(nRes);
        for (int i = 0; i < nData; ++i)
            rowResiduals(th, i, out);
        for (int k = 0; k < nShrink; ++k)
            out[nSlots + k] = priorScale * th[kParams + k];
        for (int k = 0; k < kParams; ++k)
            out[nSlots + nShrink + k] = tailScale * (th[k] - kPrior[k]);
    };
    // The rows each parameter touches: all for the global block, a block's rows for its offsets.
    std::vector<std::vector<int>> rowsOfBlock(blocks.size());
    std::vector<int> allRows(nData);
    for (int i = 0; i < nData; ++i) {
        allRows[i] = i;
        for (int b : rowBlocks[i])
            if (b >= 0)
                rowsOfBlock[b].push_back(i);
    }
    std::vector<int> blockOfParam(nTheta, -1);
    for (std::size_t b = 0; b < blocks.size(); ++b)
        for (int k = 0; k < blocks[b].size; ++k)
            blockOfParam[blocks[b].offset + k] = static_cast<int>(b);
    auto rowsOf = [&](int k) -> const std::vector<int>& {
        return k < kParams ? allRows : rowsOfBlock[blockOfParam[k]];
    };
    Eigen::VectorXd probeOut(nRes);
    auto jacobian = [&](const Eigen::VectorXd& th, const Eigen::VectorXd& r, Eigen::MatrixXd& J) {
        J.setZero(nRes, nTheta);
        Eigen::VectorXd probe = th;
        for (int k = 0; k < nTheta; ++k) { // forward differences over the rows the parameter touches
            const double h = 1e-6 * std::max(1.0, std::abs(th[k]));
            probe[k] = th[k] + h;
            for (int i : rowsOf(k)) {
                rowResiduals(probe, i, probeOut);
                for (int s : slotsOfRow[i])
                    J(s, k) = (probeOut[s] - r[s]) / h;
            }
            probe[k] = th[k];
        }
        for (int k = 0; k < nShrink; ++k)
            J(nSlots + k, kParams + k) = priorScale;
        for (int k = 0; k < kParams; ++k)
            J(nSlots + nShrink + k, k) = tailScale;
    };
    // Soft-L1 on the data residuals through iteratively reweighted least squares.
    auto robustWeights = [&](const Eigen::VectorXd& r, Eigen::VectorXd& w) {
        w = Eigen::VectorXd::Ones(nRes);
        for (int i = 0; i < nSlots; ++i) {
            const double z = (r[i] / opt.robustScale) * (r[i] / opt.robustScale);
            w[i] = 1.0 / std::sqrt(std::sqrt(1.0 + z)); // sqrt of the IRLS weight (1 + z)^-1/2
        }
    };
    auto cost = [&](const Eigen::VectorXd& r) {
        double c = 0;
        for (int i = 0; i < nRes; ++i) {
            if (i < nSlots) {
                const double z = (r[i] / opt.robustScale) * (r[i] / opt.robustScale);
                c += 2.0 * opt.robustScale * opt.robustScale * (std::sqrt(1.0 + z) - 1.0);
            } else {
                c += r[i] * r[i];
            }
        }
        return c;
    };

    Eigen::VectorXd r, rw, w;
    residuals(theta, r);
    double current = cost(r);
    double mu = 1e-3;
    Eigen::MatrixXd J(nRes, nTheta);
    for (int it = 0; it < opt.maxIterations; ++it) {
        robustWeights(r, w);
        jacobian(theta, r, J);
        const Eigen::MatrixXd Jw = w.asDiagonal() * J;
        rw = w.cwiseProduct(r);
        const Eigen::MatrixXd A = Jw.transpose() * Jw;
        const Eigen::VectorXd g = Jw.transpose() * rw;
        bool improved = false;
        for (int tries = 0; tries < 12 && !improved; ++tries) {
            Eigen::MatrixXd damped = A;
            damped.diagonal() += mu * (A.diagonal().array() + 1e-9).matrix();
            const Eigen::VectorXd step = damped.ldlt().solve(-g);
            if (!step.allFinite()) {
                mu *= 10;
                continue;
            }
            Eigen::VectorXd trial = theta + step;
            trial = trial.cwiseMax(-20.0).cwiseMin(20.0);
            Eigen::VectorXd rt;
            residuals(trial, rt);
            const double c = cost(rt);
            if (std::isfinite(c) && c < current) {
                const double gain = current - c;
                theta = trial;
                r = rt;
                current = c;
                mu = std::max(1e-9, mu / 3);
                improved = true;
                if (gain < 1e-7 * std::max(1.0, current))
                    it = opt.maxIterations; // converged
            } else {
                mu *= 4;
            }
        }
        if (!improved)
            break;
    }
    if (!theta.allFinite())
        return makeError(ErrorCode::BadValue, {}, 0, "training data", "the stack-efficiency fit did not converge");
    StackEfficiency fitted;
    for (int i = 0; i < kParams; ++i)
        fitted.m_global[i] = theta[i];
    for (const auto& b : blocks) {
        Theta t{};
        for (int i = 0; i < b.size; ++i)
            t[i] = theta[b.offset + i];
        (b.kind == 0 ? fitted.m_family : b.kind == 1 ? fitted.m_backend : fitted.m_pair)[b.name] = t;
    }
    fitted.remember();
    return fitted;
}

nlohmann::json StackEfficiency::toJson() const
{
    nlohmann::json j;
    j["parameters"] = std::vector<std::string>(std::begin(kParamNames), std::end(kParamNames));
    j["global"] = thetaJson(m_global, kParams);
    for (const auto& [name, map, n] :
         {std::tuple{"families", &m_family, kParams}, std::tuple{"backends", &m_backend, kStepParams},
          std::tuple{"pairs", &m_pair, kStepParams}}) {
        nlohmann::json o = nlohmann::json::object();
        for (const auto& [k, t] : *map)
            o[k] = thetaJson(t, n);
        j[name] = o;
    }
    // Readable copy of the measured pairs (not read back).
    nlohmann::json readable = nlohmann::json::object();
    for (const auto& [k, t] : m_pair) {
        const auto slash = k.find('/');
        const std::string fam = k.substr(0, slash);
        const std::string be = k.substr(slash + 1);
        Backend b = parseBackend(be).value_or(Backend::Other);
        const StackParams p = params(fam, b);
        readable[k] = {{"eta_bandwidth", p.etaBandwidth},
                       {"tau_layer_us", p.tauLayerS * 1e6},
                       {"eta_compute", p.etaCompute},
                       {"eta_prefill", p.etaPrefill},
                       {"sigma_sequence_us", p.sigmaSequenceS * 1e6},
                       {"allreduce_latency_us", p.allReduceLatencyS * 1e6},
                       {"overlap_exponent", p.overlapExponent},
                       {"stall_share", p.stallShare},
                       {"ttft_overhead_ms", p.ttftOverheadS * 1e3},
                       {"admission_steps", p.admissionSteps},
                       {"jitter_sigma", p.jitterSigma},
                       {"prompt_spread", p.promptSpread}};
    }
    j["measured_pairs"] = readable;
    return j;
}

Result<StackEfficiency> StackEfficiency::fromJson(const nlohmann::json& j)
{
    if (!j.is_object())
        return makeError(ErrorCode::Model, {}, 0, "stack_model", "not an object");
    StackEfficiency m;
    if (!j.contains("global"))
        return makeError(ErrorCode::Model, {}, 0, "stack_model.global", "missing");
    auto g = thetaFrom(j.at("global"), "stack_model.global", kParams);
    if (!g)
        return g.error();
    m.m_global = *g;
    for (const auto& [name, map, n] :
         {std::tuple{"families", &m.m_family, kParams}, std::tuple{"backends", &m.m_backend, kStepParams},
          std::tuple{"pairs", &m.m_pair, kStepParams}}) {
        if (!j.contains(name))
            continue;
        const auto& o = j.at(name);
        if (!o.is_object() || o.size() > 256)
            return makeError(ErrorCode::Model, {}, 0, std::string("stack_model.") + name,
                             "expected an object of at most 256 entries");
        for (const auto& [k, v] : o.items()) {
            if (k.size() > 64)
                return makeError(ErrorCode::Model, {}, 0, std::string("stack_model.") + name,
                                 "key longer than 64 characters");
            auto t = thetaFrom(v, std::string("stack_model.") + name + "." + k, n);
            if (!t)
                return t.error();
            (*map)[k] = *t;
        }
    }
    m.remember();
    return m;
}

void StackEfficiency::remember()
{
    // The parameters of every measured family on every backend, worked out once: params() runs
    // for every prediction (three map lookups by built strings and a dozen exponentials).
    m_known.clear();
    for (const auto& [family, theta] : m_family)
        for (Backend b : kAllBackends)
            m_known.emplace(std::pair{family, static_cast<int>(b)}, transform(raw(family, b)));
}

} // namespace wattgpu
