#include "core/features/workload.h"

#include "core/catalog/catalog.h"
#include "core/catalog/llm.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace wattgpu {

const char* precisionName(Precision p)
{
    switch (p) {
    case Precision::BF16: return "bf16";
    case Precision::FP16: return "fp16";
    case Precision::FP8: return "fp8";
    case Precision::MXFP4: return "mxfp4";
    }
    return "bf16";
}

std::optional<Precision> parsePrecision(std::string_view s)
{
    const std::string k = toLower(s);
    if (k == "bf16" || k == "bfloat16")
        return Precision::BF16;
    if (k == "fp16" || k == "float16" || k == "half")
        return Precision::FP16;
    if (k == "fp8" || k == "float8" || k == "e4m3")
        return Precision::FP8;
    if (k == "mxfp4" || k == "fp4")
        return Precision::MXFP4;
    return std::nullopt;
}

double bytesPerWeight(Precision p)
{
    switch (p) {
    case Precision::BF16:
    case Precision::FP16: return 2.0;
    case Precision::FP8: return 1.0;
    case Precision::MXFP4: return 0.53;
    }
    return 2.0;
}

const char* kvCacheDtypeName(KvCacheDtype d) { return d == KvCacheDtype::Fp8 ? "fp8" : "auto"; }

std::optional<KvCacheDtype> parseKvCacheDtype(std::string_view s)
{
    const std::string k = toLower(s);
    if (k == "auto" || k.empty())
        return KvCacheDtype::Auto;
    if (k == "fp8" || k == "fp8_e4m3" || k == "fp8_e5m2")
        return KvCacheDtype::Fp8;
    return std::nullopt;
}

double kvBytesPerElement(KvCacheDtype d) { return d == KvCacheDtype::Fp8 ? 1.0 : 2.0; }

const char* specMethodName(SpecMethod m)
{
    switch (m) {
    case SpecMethod::None: return "none";
    case SpecMethod::DraftModel: return "draft";
    case SpecMethod::Eagle: return "eagle";
    case SpecMethod::Mtp: return "mtp";
    }
    return "none";
}

std::optional<SpecMethod> parseSpecMethod(std::string_view s)
{
    const std::string k = toLower(s);
    if (k == "none" || k == "off")
        return SpecMethod::None;
    if (k == "draft" || k == "draft_model" || k == "draft-model")
        return SpecMethod::DraftModel;
    if (k == "eagle" || k == "eagle3" || k == "eagle-3")
        return SpecMethod::Eagle;
    if (k == "mtp")
        return SpecMethod::Mtp;
    return std::nullopt;
}

double Speculation::tokensPerStepAt(double a) const
{
    if (!active())
        return 1.0;
    a = std::clamp(a, 0.0, 1.0);
    const int k = std::max(1, draftTokens);
    if (a >= 1.0 - 1e-12)
        return k + 1.0;
    return (1.0 - std::pow(a, k + 1)) / (1.0 - a);
}

double Speculation::tokensPerStep() const { return tokensPerStepAt(acceptance); }

Speculation speculationDefaults(SpecMethod m)
{
    Speculation s;
    s.method = m;
    switch (m) {
    case SpecMethod::None: break;
    case SpecMethod::Mtp:
        s.draftTokens = 1;
        s.acceptance = 0.85;
        break;
    case SpecMethod::Eagle:
        s.draftTokens = 5;
        s.acceptance = 0.75;
        break;
    case SpecMethod::DraftModel:
        s.draftTokens = 4;
        s.acceptance = 0.7;
        break;
    }
    return s;
}

int Workload::tp() const
{
    const int n = std::max(1, numGpus);
    return tensorParallel > 0 ? std::clamp(tensorParallel, 1, n) : n;
}

int Workload::pp() const { return std::clamp(pipelineParallel, 1, std::max(1, numGpus / tp())); }

int Workload::dp() const { return std::max(1, std::max(1, numGpus) / (tp() * pp())); }

std::string Workload::layoutLabel(bool moe) const
{
    if (dp() == 1 && pp() == 1)
        return {};
    std::string out = "TP" + std::to_string(tp());
    if (pp() > 1)
        out += " PP" + std::to_string(pp());
    if (dp() > 1)
        out += " DP" + std::to_string(dp()) + (moe ? " EP" + std::to_string(std::max(1, numGpus)) : std::string());
    return out;
}

double Workload::cachedPromptTokens() const
{
    const double p = std::max(1, promptLen);
    return std::min(p - 1.0, std::floor(p * std::clamp(prefixCacheShare, 0.0, 1.0)));
}

double Workload::prefillTokens() const { return std::max(1.0, std::max(1, promptLen) - cachedPromptTokens()); }

Precision nativePrecision(const LlmSpec& llm)
{
    const std::string q = toLower(llm.quantization);
    if (q == "fp8" || q == "float8" || q.rfind("fp8", 0) == 0)
        return Precision::FP8;
    if (q == "mxfp4")
        return Precision::MXFP4;
    if (q.empty() && toLower(llm.torchDtype) == "float16")
        return Precision::FP16;
    return Precision::BF16;
}

} // namespace wattgpu
