#include "tests/support/fixtures.h"

#include <QtGlobal>

#include <csignal>

namespace wattgpu::testing {

const Engine& sharedEngine()
{
    static const Engine* e = [] {
        auto loaded = Engine::load(WATTGPU_SOURCE_DIR);
        if (!loaded)
            qFatal("engine: %s", loaded.error().message().c_str());
        return std::move(loaded).value().release();
    }();
    return *e;
}

std::shared_ptr<const Engine> loadEngine()
{
    auto loaded = Engine::load(defaultDataDir());
    if (!loaded)
        qFatal("engine: %s", loaded.error().message().c_str());
    return std::shared_ptr<const Engine>(std::move(loaded).value());
}

const GpuCatalog& bundledGpus()
{
    static const GpuCatalog cat = [] {
        auto c = GpuCatalog::loadCsv(WATTGPU_SOURCE_DIR "/resources/catalog/gpu_specs.csv");
        if (!c)
            qFatal("gpu catalog: %s", c.error().message().c_str());
        return std::move(c).value();
    }();
    return cat;
}

const LlmCatalog& bundledLlms()
{
    static const LlmCatalog cat = [] {
        auto c = LlmCatalog::loadJson(WATTGPU_SOURCE_DIR "/resources/catalog/llm_catalog.json");
        if (!c)
            qFatal("llm catalog: %s", c.error().message().c_str());
        return std::move(c).value();
    }();
    return cat;
}

const LlmSpec& bundledLlm(const char* id)
{
    const LlmSpec* m = bundledLlms().find(id);
    if (!m)
        qFatal("no model %s in the bundled catalog", id);
    return *m;
}

const GpuSpec& bundledGpu(const char* id)
{
    const GpuSpec* g = bundledGpus().find(id);
    if (!g)
        qFatal("no GPU %s in the bundled catalog", id);
    return *g;
}

Prediction bundledPrediction(const char* llm, const char* gpu, const Workload& w)
{
    auto p = sharedEngine().predictor("default")->predict(bundledLlm(llm), bundledGpu(gpu), w);
    if (!p)
        qFatal("prediction failed: %s", p.error().message().c_str());
    return p.value();
}

FileSizeLimit::FileSizeLimit(rlim_t bytes)
{
    getrlimit(RLIMIT_FSIZE, &m_old);
    m_oldHandler = std::signal(SIGXFSZ, SIG_IGN);
    rlimit lim{bytes, m_old.rlim_max};
    m_ok = setrlimit(RLIMIT_FSIZE, &lim) == 0;
}

FileSizeLimit::~FileSizeLimit()
{
    setrlimit(RLIMIT_FSIZE, &m_old);
    std::signal(SIGXFSZ, m_oldHandler);
}

} // namespace wattgpu::testing
