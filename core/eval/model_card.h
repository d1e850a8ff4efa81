#pragma once
// The model card shipped next to the models (models/MODEL_CARD.md) and the machine-readable
// evaluation table (models/evaluation.json) that reports and the GUI show.
#include "core/data/corpus.h"
#include "core/eval/evaluate.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace wattgpu {

nlohmann::json evaluationJson(const std::vector<EvalRow>& rows);
std::vector<EvalRow> evaluationFromJson(const nlohmann::json& j);

// Markdown: data and provenance, features, targets, hyperparameters, interval calibration,
// the evaluation table, and the known limits. `models` are the trained predictors' metadata.
std::string renderModelCard(const Corpus& corpus, const std::vector<EvalRow>& rows,
                            const std::vector<std::pair<std::string, nlohmann::json>>& modelMeta);

// Aligned plain-text table of evaluation rows (CLI and logs).
std::string formatEvaluationTable(const std::vector<EvalRow>& rows);

} // namespace wattgpu
