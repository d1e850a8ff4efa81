#include "core/predict/stack_model.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <set>

namespace wattgpu {

namespace {

double sigmoid(double x) { return 1.0 / (1.0 + std::exp(-x)); }

// Raw parameters are logits of the shares and logs of the fixed costs in units of 100 us (tau) and
// 10 us (sigma, all-reduce latency).
// Physical priors on the global parameters (PHYSICS.md): decode kernels reach about 75 % of the
// memory bandwidth, decode GEMMs half of the tensor peak and prefill 60 %; a layer costs about
// 50 us of launches and synchronisation per step, a running sequence 20 us of scheduling and
// sampling, an all-reduce 15 us of latency; host and device work mostly add up (p = 1.25). The
// data move them where they say otherwise.
const StackEfficiency::Theta kPrior = {std::log(0.75 / 0.95 / (1 - 0.75 / 0.95)),
                                       std::log(0.5),
                                       std::log(0.5 / 0.9 / (1 - 0.5 / 0.9)),
                                       std::log(0.6 / 0.9 / (1 - 0.6 / 0.9)),
                                       std::log(2.0),
                                       std::log(1.5),
                                       std::log(0.25)};
constexpr double kTauUnitS = 1e-4;
constexpr double kSigmaUnitS = 1e-5;
constexpr double kLatencyUnitS = 1e-5;
constexpr double kLinkEfficiency = 0.7; // achieved share of the link bandwidth in all-reduce

nlohmann::json thetaJson(const StackEfficiency::Theta& t)
{
    return nlohmann::json(std::vector<double>(t.begin(), t.end()));
}

Result<StackEfficiency::Theta> thetaFrom(const nlohmann::json& j, const std::string& field)
{
    StackEfficiency::Theta t{};
    if (!j.is_array() || j.size() != t.size())
        return makeError(ErrorCode::Model, {}, 0, field, "expected " + std::to_string(t.size()) + " numbers");
    for (std::size_t i = 0; i < t.size(); ++i) {
        if (!j[i].is_number() || !std::isfinite(j[i].get<double>()) || std::abs(j[i].get<double>()) > 50)
            return makeError(ErrorCode::Model, {}, 0, field,
                             "parameter " + std::to_string(i) + " is not a finite number in [-50, 50]");
        t[i] = j[i].get<double>();
    }
    return t;
}

} // namespace

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
    return p;
}

StackEfficiency::Theta StackEfficiency::raw(const std::string& family, Backend backend) const
{
    Theta t = m_global;
    auto add = [&t](const std::map<std::string, Theta>& m, const std::string& key) {
        if (const auto it = m.find(key); it != m.end())
            for (int i = 0; i < kParams; ++i)
                t[i] += it->second[i];
    };
    add(m_family, family);
    add(m_backend, backendName(backend));
    add(m_pair, stackKey(family, backend));
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

double StackEfficiency::meanTpotPrefillFactor() const { return std::exp(m_tpotPrefillLog); }

StepDecomposition StackEfficiency::decompose(const StepPhysics& s, int layers, double batch, int outputLen,
                                             ItlKind kind, const std::string& family, Backend backend) const
{
    return decompose(s, layers, batch, outputLen, kind, params(family, backend), meanTpotPrefillFactor());
}

StepDecomposition StackEfficiency::decompose(const StepPhysics& s, int layers, double batch, int outputLen,
                                             ItlKind kind, const StackParams& p, double tpotFactor)
{
    StepDecomposition d;
    d.memoryS = s.tMemoryS / p.etaBandwidth;
    d.computeS = s.tComputeS / p.etaCompute;
    d.commS = s.tCommS / kLinkEfficiency + s.allReducesPerStep * p.allReduceLatencyS;
    d.overheadS = std::max(0, layers) * p.tauLayerS;
    d.perSequenceS = std::max(1.0, batch) * p.sigmaSequenceS;
    d.deviceS = std::max(d.memoryS, d.computeS) + d.commS;
    const double pe = p.overlapExponent;
    const double big = std::max(d.deviceS, d.overheadS);
    d.stepS = big > 0 ? big * std::pow(std::pow(d.deviceS / big, pe) + std::pow(d.overheadS / big, pe), 1.0 / pe) : 0.0;
    d.stepS += d.perSequenceS;
    d.prefillS = std::max(s.tPrefillComputeS / p.etaPrefill, s.tPrefillMemoryS / p.etaBandwidth);
    const double factor = kind == ItlKind::MedianItl ? 0.0 : kind == ItlKind::MeanTpot ? tpotFactor : 1.0;
    d.amortisedPrefillS = factor * d.prefillS / std::max(1, outputLen);
    d.itlS = d.stepS + d.amortisedPrefillS;
    return d;
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
    // Parameter vector: global, then one block per family, backend and pair, then the mean-TPOT factor.
    std::vector<std::string> blockNames;
    std::vector<int> blockKind; // 0 family, 1 backend, 2 pair
    for (const auto& f : families) {
        blockNames.push_back(f);
        blockKind.push_back(0);
    }
    for (const auto& b : backends) {
        blockNames.push_back(b);
        blockKind.push_back(1);
    }
    for (const auto& p : pairs) {
        blockNames.push_back(p);
        blockKind.push_back(2);
    }
    const int blocks = static_cast<int>(blockNames.size());
    const int nTheta = kParams * (1 + blocks) + 1;
    const bool anyTpot = std::any_of(rows.begin(), rows.end(),
                                     [](const Row& r) { return r.kind == ItlKind::MeanTpot; });

    // Which blocks each row uses.
    struct RowBlocks {
        int family, backend, pair;
    };
    std::vector<RowBlocks> rb(rows.size());
    auto indexOf = [&](const std::string& name, int kind) {
        for (int b = 0; b < blocks; ++b)
            if (blockKind[b] == kind && blockNames[b] == name)
                return b;
        return -1;
    };
    for (std::size_t i = 0; i < rows.size(); ++i)
        rb[i] = {indexOf(rows[i].family, 0), indexOf(backendName(rows[i].backend), 1),
                 indexOf(stackKey(rows[i].family, rows[i].backend), 2)};

    double weightSum = 0;
    for (const auto& r : rows)
        weightSum += r.weight;
    const double meanWeight = weightSum / rows.size();
    const double priorScale = opt.shrink * std::sqrt(rows.size() / 50.0);

    Eigen::VectorXd theta = Eigen::VectorXd::Zero(nTheta);
    for (int i = 0; i < kParams; ++i)
        theta[i] = opt.start ? opt.start->m_global[i] : kPrior[i];
    if (opt.start)
        for (int b = 0; b < blocks; ++b) {
            const auto& from = blockKind[b] == 0 ? opt.start->m_family
                : blockKind[b] == 1              ? opt.start->m_backend
                                                 : opt.start->m_pair;
            if (const auto it = from.find(blockNames[b]); it != from.end())
                for (int i = 0; i < kParams; ++i)
                    theta[kParams * (1 + b) + i] = it->second[i];
        }
    if (opt.start)
        theta[nTheta - 1] = opt.start->m_tpotPrefillLog;

    auto unpack = [&](const Eigen::VectorXd& th) {
        StackEfficiency m;
        for (int i = 0; i < kParams; ++i)
            m.m_global[i] = th[i];
        for (int b = 0; b < blocks; ++b) {
            Theta t;
            for (int i = 0; i < kParams; ++i)
                t[i] = th[kParams * (1 + b) + i];
            (blockKind[b] == 0 ? m.m_family : blockKind[b] == 1 ? m.m_backend : m.m_pair)[blockNames[b]] = t;
        }
        m.m_tpotPrefillLog = th[nTheta - 1];
        return m;
    };
    // Data residuals (weighted log errors) followed by the shrinkage residuals of every offset.
    const int nData = static_cast<int>(rows.size());
    const int nRes = nData + kParams * blocks + 1 + kParams;
    const double tailScale = opt.priorStrength * std::sqrt(rows.size() / 50.0);
    auto dataResidual = [&](const Eigen::VectorXd& th, int i) {
        const Row& r = rows[i];
        Theta t;
        for (int k = 0; k < kParams; ++k) {
            t[k] = th[k];
            for (int b : {rb[i].family, rb[i].backend, rb[i].pair})
                if (b >= 0)
                    t[k] += th[kParams * (1 + b) + k];
        }
        const StepDecomposition d = decompose(r.step, r.layers, r.batch, r.outputLen, r.kind, transform(t),
                                              std::exp(th[nTheta - 1]));
        return (r.weight / meanWeight) * (std::log(d.itlS) - std::log(r.itlS));
    };
    auto residuals = [&](const Eigen::VectorXd& th, Eigen::VectorXd& out) {
        out.resize(nRes);
        for (int i = 0; i < nData; ++i)
            out[i] = dataResidual(th, i);
        for (int k = 0; k < kParams * blocks; ++k)
            out[nData + k] = priorScale * th[kParams + k];
        out[nData + kParams * blocks] = anyTpot ? 0.0 : priorScale * th[nTheta - 1];
        for (int k = 0; k < kParams; ++k)
            out[nData + kParams * blocks + 1 + k] = tailScale * (th[k] - kPrior[k]);
    };
    // The rows each parameter touches: all for the global block, a block's rows for its offsets,
    // the mean-TPOT rows for the TPOT factor. The Jacobian is built from those rows only.
    std::vector<std::vector<int>> rowsOfBlock(blocks);
    std::vector<int> allRows(nData), tpotRows;
    for (int i = 0; i < nData; ++i) {
        allRows[i] = i;
        for (int b : {rb[i].family, rb[i].backend, rb[i].pair})
            if (b >= 0)
                rowsOfBlock[b].push_back(i);
        if (rows[i].kind == ItlKind::MeanTpot)
            tpotRows.push_back(i);
    }
    auto rowsOf = [&](int k) -> const std::vector<int>& {
        if (k < kParams)
            return allRows;
        if (k == nTheta - 1)
            return tpotRows;
        return rowsOfBlock[(k - kParams) / kParams];
    };
    auto jacobian = [&](const Eigen::VectorXd& th, const Eigen::VectorXd& r, Eigen::MatrixXd& J) {
        J.setZero(nRes, nTheta);
        Eigen::VectorXd probe = th;
        for (int k = 0; k < nTheta; ++k) { // forward differences over the rows the parameter touches
            const double h = 1e-6 * std::max(1.0, std::abs(th[k]));
            probe[k] = th[k] + h;
            for (int i : rowsOf(k))
                J(i, k) = (dataResidual(probe, i) - r[i]) / h;
            probe[k] = th[k];
        }
        for (int k = 0; k < kParams * blocks; ++k)
            J(nData + k, kParams + k) = priorScale;
        J(nData + kParams * blocks, nTheta - 1) = anyTpot ? 0.0 : priorScale;
        for (int k = 0; k < kParams; ++k)
            J(nData + kParams * blocks + 1 + k, k) = tailScale;
    };
    // Soft-L1 on the data residuals through iteratively reweighted least squares.
    auto robustWeights = [&](const Eigen::VectorXd& r, Eigen::VectorXd& w) {
        w = Eigen::VectorXd::Ones(nRes);
        for (int i = 0; i < nData; ++i) {
            const double z = (r[i] / opt.robustScale) * (r[i] / opt.robustScale);
            w[i] = 1.0 / std::sqrt(std::sqrt(1.0 + z)); // sqrt of the IRLS weight (1 + z)^-1/2
        }
    };
    auto cost = [&](const Eigen::VectorXd& r) {
        double c = 0;
        for (int i = 0; i < nRes; ++i) {
            if (i < nData) {
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
    StackEfficiency fitted = unpack(theta);
    fitted.remember();
    return fitted;
}

nlohmann::json StackEfficiency::toJson() const
{
    nlohmann::json j;
    j["parameters"] = {"eta_bandwidth_logit",         "log_tau_layer_100us",     "eta_compute_logit",
                       "eta_prefill_logit",           "log_sigma_sequence_10us", "log_allreduce_latency_10us",
                       "log_overlap_exponent_minus_1"};
    j["global"] = thetaJson(m_global);
    for (const auto& [name, map] : {std::pair{"families", &m_family}, {"backends", &m_backend}, {"pairs", &m_pair}}) {
        nlohmann::json o = nlohmann::json::object();
        for (const auto& [k, t] : *map)
            o[k] = thetaJson(t);
        j[name] = o;
    }
    j["log_mean_tpot_prefill_factor"] = m_tpotPrefillLog;
    // Readable copy of the measured pairs (not read back).
    nlohmann::json readable = nlohmann::json::object();
    for (const auto& [k, t] : m_pair) {
        const auto slash = k.find('/');
        const std::string fam = k.substr(0, slash);
        const std::string be = k.substr(slash + 1);
        Backend b = Backend::Other;
        for (Backend c : {Backend::Cuda, Backend::Rocm, Backend::Habana, Backend::Other})
            if (be == backendName(c))
                b = c;
        const StackParams p = params(fam, b);
        readable[k] = {{"eta_bandwidth", p.etaBandwidth},
                       {"tau_layer_us", p.tauLayerS * 1e6},
                       {"eta_compute", p.etaCompute},
                       {"eta_prefill", p.etaPrefill},
                       {"sigma_sequence_us", p.sigmaSequenceS * 1e6},
                       {"allreduce_latency_us", p.allReduceLatencyS * 1e6},
                       {"overlap_exponent", p.overlapExponent}};
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
    auto g = thetaFrom(j.at("global"), "stack_model.global");
    if (!g)
        return g.error();
    m.m_global = *g;
    for (const auto& [name, map] :
         {std::pair{"families", &m.m_family}, {"backends", &m.m_backend}, {"pairs", &m.m_pair}}) {
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
            auto t = thetaFrom(v, std::string("stack_model.") + name + "." + k);
            if (!t)
                return t.error();
            (*map)[k] = *t;
        }
    }
    if (j.contains("log_mean_tpot_prefill_factor")) {
        const auto& f = j.at("log_mean_tpot_prefill_factor");
        if (!f.is_number() || !std::isfinite(f.get<double>()) || std::abs(f.get<double>()) > 20)
            return makeError(ErrorCode::Model, {}, 0, "stack_model.log_mean_tpot_prefill_factor",
                             "not a number in [-20, 20]");
        m.m_tpotPrefillLog = f.get<double>();
    }
    m.remember();
    return m;
}

void StackEfficiency::remember()
{
    // The parameters of every measured family on every backend, worked out once: params() runs
    // for every prediction (three map lookups by built strings and seven exponentials).
    m_known.clear();
    constexpr Backend kBackends[] = {Backend::Cuda, Backend::Rocm, Backend::Habana, Backend::Other};
    for (const auto& [family, theta] : m_family)
        for (Backend b : kBackends)
            m_known.emplace(std::pair{family, static_cast<int>(b)}, transform(raw(family, b)));
}

} // namespace wattgpu
