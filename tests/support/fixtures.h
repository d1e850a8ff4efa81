#pragma once
// Fixtures the suites share: the bundled data loaded once, and a cap on written file sizes.
#include "core/catalog/catalog.h"
#include "core/plan/engine.h"

#include <sys/resource.h>

#include <memory>

namespace wattgpu::testing {

// The engine on the source tree's bundled data, loaded on first use and deliberately never
// destroyed: XGBoost's own statics may be gone before a function-local static would be, and
// freeing a booster then crashes at exit. qFatal when it does not load.
const Engine& sharedEngine();
// A fresh engine on defaultDataDir() ($WATTGPU_DATA_DIR, set by CTest), for windows and
// services that take ownership; release it before exit (cleanupTestCase). qFatal on failure.
std::shared_ptr<const Engine> loadEngine();

// The bundled catalogs (resources/catalog), loaded once.
const GpuCatalog& bundledGpus();
const LlmCatalog& bundledLlms();
const LlmSpec& bundledLlm(const char* id); // qFatal when unknown
const GpuSpec& bundledGpu(const char* id); // qFatal when unknown
// The shared engine's default-method prediction of a bundled LLM on a bundled GPU; qFatal on failure.
Prediction bundledPrediction(const char* llm, const char* gpu, const Workload& w);

// Caps the size of any file this process writes (RLIMIT_FSIZE) while alive: writes past it fail
// with EFBIG, as on a full disk. SIGXFSZ is ignored so the write returns an error instead.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes);
    ~FileSizeLimit();
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;
    bool ok() const { return m_ok; }

private:
    rlimit m_old{};
    void (*m_oldHandler)(int) = nullptr;
    bool m_ok = false;
};

} // namespace wattgpu::testing
