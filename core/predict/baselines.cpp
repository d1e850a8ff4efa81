// Learning-free baselines from models/docs/METHOD.md, translated to this corpus's per-sequence ITL:
//  - ls_tdp:   P = rho x TDP per GPU, rho = 0.9 offline, 0.6 server-high, 0.2 server-low (scenario from
//              concurrency, as for the paper method); ITL = roofline below.
//  - roofline: P = TDP per GPU; ITL = time to stream the 16-bit weights once at peak bandwidth,
//              2 x params_B / (N x bandwidth_GB/s). (The paper divides by the batch because its
//              offline ITL is 1/throughput; our ITL is what each sequence sees per step.)
#include "core/features/features.h"
#include "core/predict/assemble.h"
#include "core/predict/training.h"

#include <string>

namespace wattgpu {

namespace {

class BaselinePredictor final : public Predictor {
public:
    explicit BaselinePredictor(std::string method) : m_method(std::move(method)) {}
    std::string method() const override { return m_method; }

    Result<std::vector<Prediction>> predictMany(const std::vector<Query>& queries) const override
    {
        std::vector<Prediction> out;
        out.reserve(queries.size());
        for (const auto& q : queries) {
            const double tdp = tdpOrEstimateW(*q.gpu);
            RawEstimate e;
            e.capPhysics = false;
            e.powerPerGpuW = m_method == "ls_tdp" ? loadScaledTdpW(*q.gpu, q.workload.batch) : tdp;
            const double bw = q.gpu->memoryBandwidthGbS.value_or(1000.0);
            e.itlS = 2.0 * q.llm->totalBParams / (std::max(1, q.workload.numGpus) * bw);
            out.push_back(assemblePrediction(m_method, q, e, nullptr));
        }
        return out;
    }

private:
    std::string m_method;
};

} // namespace

double loadScaledTdpW(const GpuSpec& gpu, int batch)
{
    const std::string s = paperScenario(batch);
    const double rho = s == "offline" ? 0.9 : s == "server_high" ? 0.6 : 0.2;
    return rho * tdpOrEstimateW(gpu);
}

std::shared_ptr<const Predictor> makeBaseline(const std::string& method)
{
    if (method != "ls_tdp" && method != "roofline")
        return nullptr;
    return std::make_shared<BaselinePredictor>(method);
}

} // namespace wattgpu
