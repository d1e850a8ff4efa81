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
