#pragma once
// Facade used by the CLI and the GUI: bundled catalogs + trained models, prediction for one LLM
// across GPUs, and recommendation. Thread-safe for concurrent const calls.
#include "core/catalog/catalog.h"
#include "core/plan/recommendation.h"
#include "core/plan/scenario.h"
#include "core/predict/predictor.h"
#include "core/util/result.h"

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace wattgpu {

// Where bundled data lives: $WATTGPU_DATA_DIR, else <exe>/../share/wattgpu, else the source tree.
// The directory contains resources/catalog/{gpu_specs.csv,llm_catalog.json} and models/.
std::filesystem::path defaultDataDir();

class PredictionCache; // core/plan/server.h

struct ModelInfo {
    ModelInfo() = default;
    ModelInfo(std::string method_, std::string version_, std::string trainedOn_, std::filesystem::path file_ = {})
        : method(std::move(method_)), version(std::move(version_)), trainedOn(std::move(trainedOn_)),
          file(std::move(file_))
    {}
    std::string method;
    std::string version;   // e.g. "2026.11-1" from the model file
    std::string trainedOn; // provenance line (English)
    std::filesystem::path file;
    // The same provenance as numbers, for translated text; 0 / empty when the file has none.
    int runs = 0;      // measured runs (ITL) trained on
    int powerRuns = 0; // of which with GPU power
    int gpuCount = 0, llmCount = 0;
    std::vector<std::string> sources; // corpus source ids
};

class Engine {
public:
    // Loads catalogs and every model file found under dataDir/models.
    static Result<std::unique_ptr<Engine>> load(const std::filesystem::path& dataDir = defaultDataDir());

    const GpuCatalog& gpus() const { return m_gpus; }
    const LlmCatalog& llms() const { return m_llms; }
    GpuCatalog& gpus() { return m_gpus; }
    LlmCatalog& llms() { return m_llms; }
    const std::filesystem::path& dataDir() const { return m_dataDir; }

    // "default" when available; nullptr for an unknown method.
    const Predictor* predictor(const std::string& method = "default") const;
    std::vector<ModelInfo> models() const;
    std::vector<std::string> loadWarnings() const { return m_loadWarnings; }

    // Predicts scenario.llm on the scenario's GPUs (every catalog GPU when it names none), in
    // that order; unknown ids are skipped. One row per deployment: per GPU type the count that
    // scenario.gpuCountMode chooses (Auto: the best meeting the SLA, without an SLA the smallest
    // that fits), or every count (AllCounts), counts ascending. Under a RequestRate load, server mode: powerW is the
    // mean power over time and Prediction::server is set. An unknown method (ErrorCode::NotFound) or a
    // model that cannot predict (ErrorCode::Model) is an error, never a table of zeros.
    // `cache` (optional) keeps server-mode curves between calls on the same LLM and method, so a
    // caller that predicts one scenario at many rates, SLAs or fixes predicts each curve once.
    Result<std::vector<Prediction>> predict(const Scenario& scenario, const std::string& method = "default",
                                            PredictionCache* cache = nullptr) const;
    // The GPU that meets scenario.slaItlMs at the best scenario.objective, and why the others lost.
    Result<Recommendation> recommend(const Scenario& scenario, const std::string& method = "default",
                                     PredictionCache* cache = nullptr) const;
    // predict() of a FixedConcurrency scenario (workload.batch sequences) on `gpuIds` (all when
    // empty), for callers that predict bare workloads (bulk CSV rows, load sweeps): w.numGpus GPUs
    // (Fixed), or with Auto the smallest count that fits per GPU type.
    Result<std::vector<Prediction>> predictAll(const LlmSpec& llm, const Workload& w,
                                               const std::string& method = "default",
                                               const std::vector<std::string>& gpuIds = {},
                                               GpuCountMode mode = GpuCountMode::Fixed) const;

    // Per-GPU idle power overrides (W) for server mode; others use the documented prior.
    void setIdlePowerOverrides(std::map<std::string, double> w) { m_idleOverridesW = std::move(w); }
    const std::map<std::string, double>& idlePowerOverrides() const { return m_idleOverridesW; }

    // Adds or replaces a predictor (e.g. after retraining).
    void setPredictor(std::shared_ptr<const Predictor> p, ModelInfo info);

private:
    std::filesystem::path m_dataDir;
    GpuCatalog m_gpus;
    LlmCatalog m_llms;
    std::map<std::string, std::shared_ptr<const Predictor>> m_predictors;
    std::map<std::string, ModelInfo> m_modelInfo;
    std::vector<std::string> m_loadWarnings;
    std::map<std::string, double> m_idleOverridesW;
};

} // namespace wattgpu
