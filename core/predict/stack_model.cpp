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
// 10 us (sigma, all-reduce latency above its floor), 1 us (hop latency) and 1 ms (TTFT overhead).
// Physical priors on the global parameters (PHYSICS.md): decode kernels reach about 75 % of the
// memory bandwidth, decode GEMMs half of the tensor peak and prefill 60 %; a layer costs about
// 50 us of launches and synchronisation per step, a running sequence 20 us of scheduling and
// sampling, an all-reduce 8 us of latency plus 1.5 us for every further rank it spans (NCCL's ring
// on NVLink); host and device work mostly add up (p = 1.25). A prompt scheduled beside running
// sequences stalls them for its whole time (stall share 1), a request costs 5 ms of tokenising,
// routing and streaming besides its prefill, a batched-admission router holds requests back about 3
// steps, decode steps vary by 5 % and prompt work by 50 %. The data move them where they say otherwise.
const StackEfficiency::Theta kPrior = {logit(0.75 / 0.95),
                                       std::log(0.5),
                                       logit(0.5 / 0.9),
                                       logit(0.6 / 0.9),
                                       std::log(2.0),
                                       std::log(0.6),
                                       std::log(1.5),
                                       std::log(0.25),
                                       0.0,
                                       std::log(5.0),
                                       std::log(3.0),
                                       0.0,
                                       0.0};
constexpr double kTauUnitS = 1e-4;
constexpr double kSigmaUnitS = 1e-5;
constexpr double kLatencyUnitS = 1e-5;
constexpr double kHopUnitS = 1e-6;
constexpr double kLinkEfficiency = 0.7; // achieved share of the link bandwidth in all-reduce

const char* const kParamNames[StackEfficiency::kParams] = {
    "eta_bandwidth_logit",        "log_tau_layer_100us",          "eta_compute_logit",
    "eta_prefill_logit",          "log_sigma_sequence_10us",      "log_allreduce_latency_above_floor_10us",
    "log_hop_latency_1us",        "log_overlap_exponent_minus_1", "stall_share_logit_half",
    "log_ttft_overhead_ms",       "log_admission_steps",          "log_jitter_over_5pct",
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

// (a^p + b^p)^(1/p), as max(a, b) x (1 + (min/max)^p)^(1/p): two powers, not three (every
// prediction evaluates it dozens of times).
double overlapNorm(double a, double b, double p)
{
    const double big = std::max(a, b), small = std::min(a, b);
    if (!(big > 0))
        return 0.0;
    return small > 0 ? big * std::pow(1.0 + std::pow(small / big, p), 1.0 / p) : big;
}

// The pooled offset of the measured entries, parameter by parameter (zeros when there is none): their
// median, so that one outlying member (plain eager PyTorch among serving engines) does not pull the
// prior of a new one; with two members, their mean.
StackEfficiency::Theta pooledOffset(const std::map<std::string, StackEfficiency::Theta>& offsets, int n)
{
    StackEfficiency::Theta pooled{};
    if (offsets.empty())
        return pooled;
    std::vector<double> v(offsets.size());
    for (int i = 0; i < n; ++i) {
        std::size_t k = 0;
        for (const auto& [name, t] : offsets)
            v[k++] = t[i];
        std::sort(v.begin(), v.end());
        const std::size_t m = v.size();
        pooled[i] = m % 2 ? v[m / 2] : 0.5 * (v[m / 2 - 1] + v[m / 2]);
    }
    return pooled;
}

} // namespace

double collectiveS(const StepPhysics& s, double bytes, const StackParams& p)
{
    if (s.allReducesPerStep <= 0 && s.allToAllsPerStep <= 0 && s.handoffsPerStep <= 0)
        return 0.0;
    // Every collective costs the stack's latency plus one hop latency per further rank it spans.
    auto perCall = [&](int ranks) {
        return p.allReduceLatencyS + p.hopLatencyS * (ranks - 1) * std::max(1.0, s.hopLatencyRatio);
    };
    return bytes / std::max(1.0, s.linkBytesPerS) / kLinkEfficiency
        + s.allReducesPerStep * perCall(s.tensorParallelRanks) + s.allToAllsPerStep * perCall(s.expertRanks)
        + s.handoffsPerStep * perCall(2);
}

double stackStepS(const StepPhysics& s, int layers, double batch, double tokens, double prompts, const StackParams& p)
{
    const bool decoding = batch > 0;
    const double memory = (decoding ? s.tMemoryS : s.prefillWeightBytes / std::max(1.0, s.bytesPerS)) / p.etaBandwidth;
    double compute = decoding ? s.tComputeS / p.etaCompute : 0.0;
    if (tokens > 0 && s.flopPerS > 0)
        compute += tokens * s.prefillFlopsPerToken / (s.flopPerS * p.etaPrefill);
    const double bytes = (decoding ? (s.tCommS + s.tA2aS) * s.linkBytesPerS : 0.0)
        + tokens * (s.commBytesPerToken + s.a2aBytesPerToken);
    const double device = std::max(memory, compute) + collectiveS(s, bytes, p);
    const double overhead = std::max(0, layers) * p.tauLayerS;
    double step = overlapNorm(device, overhead, p.overlapExponent);
    step += (std::max(0.0, batch) + std::max(0.0, prompts)) * p.sigmaSequenceS;
    return step;
}

StepDecomposition decomposeStep(const StepPhysics& s, int layers, double batch, const StackParams& p)
{
    StepDecomposition d;
    d.memoryS = s.tMemoryS / p.etaBandwidth;
    d.computeS = s.tComputeS / p.etaCompute;
    d.commS = collectiveS(s, (s.tCommS + s.tA2aS) * s.linkBytesPerS, p);
    d.overheadS = std::max(0, layers) * p.tauLayerS;
    d.perSequenceS = std::max(1.0, batch) * p.sigmaSequenceS;
    d.deviceS = std::max(d.memoryS, d.computeS) + d.commS;
    d.stepS = overlapNorm(d.deviceS, d.overheadS, p.overlapExponent);
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
    p.allReduceLatencyS = kMinCollectiveLatencyS + kLatencyUnitS * std::exp(t[5]);
    p.hopLatencyS = kHopUnitS * std::exp(t[6]);
    p.overlapExponent = 1.0 + std::exp(t[7]);
    p.stallShare = 2.0 * sigmoid(t[8]);
    p.ttftOverheadS = 1e-3 * std::exp(t[9]);
    p.admissionSteps = std::exp(t[10]);
    p.jitterSigma = 0.05 * std::exp(t[11]);
    p.promptSpread = 0.5 * std::exp(t[12]);
    return p;
}

StackEfficiency::Theta StackEfficiency::raw(const std::string& family, const std::string& release,
                                            const std::string& backend) const
{
    Theta t = m_global;
    auto add = [&t](const Theta& o, int n) {
        for (int i = 0; i < n; ++i)
            t[i] += o[i];
    };
    // A family or backend without runs: the pooled offset of the measured ones (each counts once).
    const auto fam = m_family.find(family);
    add(fam != m_family.end() ? fam->second : pooledOffset(m_family, kParams), kParams);
    if (const auto it = m_release.find(release); it != m_release.end())
        add(it->second, kParams);
    const auto be = m_backend.find(backend);
    add(be != m_backend.end() ? be->second : pooledOffset(m_backend, kStepParams), kStepParams);
    if (const auto it = m_pair.find(stackKey(family, backend)); it != m_pair.end())
        add(it->second, kStepParams);
    return t;
}

StackParams StackEfficiency::params(const std::string& family, const std::string& release,
                                    const std::string& backend) const
{
    if (const auto it = m_known.find(std::pair{release, backend}); it != m_known.end())
        return it->second;
    return transform(raw(family, release, backend));
}

bool StackEfficiency::measured(const std::string& family, const std::string& backend) const
{
    return m_pair.count(stackKey(family, backend)) > 0;
}

nlohmann::json StackEfficiency::toJson() const
{
    nlohmann::json j;
    j["parameters"] = std::vector<std::string>(std::begin(kParamNames), std::end(kParamNames));
    j["global"] = thetaJson(m_global, kParams);
    for (const auto& [name, map, n] :
         {std::tuple{"families", &m_family, kParams}, std::tuple{"backends", &m_backend, kStepParams},
          std::tuple{"pairs", &m_pair, kStepParams}, std::tuple{"releases", &m_release, kParams}}) {
        nlohmann::json o = nlohmann::json::object();
        for (const auto& [k, t] : *map)
            o[k] = thetaJson(t, n);
        j[name] = o;
    }
    // Readable copy of the measured pairs (not read back).
    nlohmann::json readable = nlohmann::json::object();
    for (const auto& [k, t] : m_pair) {
        const auto slash = k.find('/');
        const StackParams p = params(k.substr(0, slash), std::string(), k.substr(slash + 1));
        readable[k] = {{"eta_bandwidth", p.etaBandwidth},
                       {"tau_layer_us", p.tauLayerS * 1e6},
                       {"eta_compute", p.etaCompute},
                       {"eta_prefill", p.etaPrefill},
                       {"sigma_sequence_us", p.sigmaSequenceS * 1e6},
                       {"allreduce_latency_us", p.allReduceLatencyS * 1e6},
                       {"hop_latency_us", p.hopLatencyS * 1e6},
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
          std::tuple{"pairs", &m.m_pair, kStepParams}, std::tuple{"releases", &m.m_release, kParams}}) {
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
    // The parameters of every measured family on every measured backend, worked out once: params()
    // runs for every prediction (map lookups by built strings and a dozen exponentials).
    m_known.clear();
    for (const auto& [release, theta] : m_release)
        for (const auto& [backend, offset] : m_backend)
            m_known.emplace(std::pair{release, backend},
                            transform(raw(release.substr(0, release.find('/')), release, backend)));
}

} // namespace wattgpu
