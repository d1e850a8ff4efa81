#pragma once
// What a comparison report shows, gathered from the engine in one place: the plan outcome (the
// inputs, the recommendation, one row per GPU with every figure: power, ITL, energy, cost, carbon;
// the fleet answers), the predictor's evaluation and the data's provenance. Plain C++; app/lib/report renders it to
// PDF, HTML, CSV and JSON. Nothing here is rounded or translated (English details are for logs; the renderers translate
// from the codes).
#include "core/catalog/llm.h"
#include "core/eval/evaluate.h"
#include "core/features/workload.h"
#include "core/plan/engine.h"
#include "core/plan/outcome.h"
#include "core/plan/scenario.h"
#include "core/predict/prediction.h"
#include "core/util/result.h"

#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace wattgpu {

// A report's row is the plan outcome's deployment row (core/plan/outcome.h): one type for the
// window, the CLI and every report format.
using ReportGpuRow = DeploymentRow;

// One prediction warning code and the GPUs it applies to (catalog order).
struct ReportWarning {
    WarningCode code;
    std::vector<std::string> gpuIds;
    std::string exampleDetail; // English detail of the first occurrence
};

struct ReportModel {
    std::string title; // empty = the renderer's default title
    std::string date;  // ISO 8601 "YYYY-MM-DD"
    std::string appVersion;
    // The plan outcome, held whole (core/plan/outcome.h): the scenario as requested (LLM, workload,
    // load, SLA, objective, economics, GPUs), the method (default, paper, ls_tdp, roofline), the
    // recommendation, the rows (the winner, then the other ranked GPUs best first, SLA misses
    // fastest first, overloaded GPUs in server mode, GPUs that do not fit in catalog order) and the
    // fleet answers of server mode (the fleets for the fleet target, that plan against the power
    // budget, the owned GPUs with their purchases, the power-cap sweep).
    PlanOutcome outcome;
    std::string modelVersion;                 // from the model file; may be empty
    std::string trainedOn;                    // provenance line from the model file; may be empty
    std::vector<std::string> trainingSources; // e.g. "mlenergy-v3", from the model file
    std::vector<std::string> trainingGpus;    // GPU ids the predictor was trained on
    int trainingRows = 0;                     // measured runs behind the power + ITL models
    std::vector<ReportWarning> warnings;      // catalog order of first occurrence
    std::vector<EvalRow> evaluation;          // empty when there is no evaluation file
    std::string evaluationFile;               // where it was looked for
    std::string evaluationError;              // English; empty when loaded or simply absent

    // By GPU id or deployment key ("id@n"): PlanOutcome::row.
    const ReportGpuRow* row(const std::string& key) const { return outcome.row(key); }
    const ReportGpuRow* winnerRow() const;
    bool hasHardwareCost() const;
};

struct ReportRequest {
    Scenario scenario; // what to recommend; its GPUs are the rows of the report
    std::string method = "default";
    std::string title;
    std::string date; // ISO; empty = today (UTC), or SOURCE_DATE_EPOCH when set
    std::string appVersion;
    // models/evaluation.json under the engine's data dir when empty.
    std::filesystem::path evaluationFile;
};

// Runs the recommendation and gathers everything a report shows. Never fails: a missing or
// broken evaluation file leaves `evaluation` empty and says why in `evaluationError`.
Result<ReportModel> buildReportModel(const Engine& engine, const ReportRequest& request);

// models/evaluation.json: {"rows": [{"method", "target", "strategy", "mdape", "pearson_r",
// "gpu_tau", "llm_tau", "n"}]}; mdape and pearson_r may be null (NaN: too few points), the taus
// null (absent). Bounded to 8 MiB and 100000 rows.
Result<std::vector<EvalRow>> loadEvaluationJson(const std::filesystem::path& path);

} // namespace wattgpu
