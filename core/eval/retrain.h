#pragma once
// The retraining pipeline, written once for `wattgpu-cli train` and the GUI's Data ▸ Retrain:
// train the learned methods on a corpus, evaluate them (CV5, LOGO, LOLO), render the model card
// (with a "Retraining provenance" section when the inputs' provenance is known), then write the
// model folder: <method>.json per method, evaluation.json, MODEL_CARD.md and provenance.json,
// either file by file in place (each file atomic) or into a staging folder swapped in at the end
// (replaceFolder, core/util/fileio.h), so a failure leaves the previous folder as it was.
#include "core/data/corpus.h"
#include "core/data/import_report.h"
#include "core/eval/evaluate.h"
#include "core/predict/training.h"
#include "core/util/result.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace wattgpu {

// One progress report: the phase ("train default", "train paper", "evaluate"), the fraction of
// that phase and of the whole run, both in [0, 1], and the phase's English stage name. Return
// false to cancel: the run then ends with an ErrorCode::Cancelled error.
struct RetrainStep {
    std::string phase;
    double phaseFraction = 0;
    double overall = 0;
    std::string stage;
};
using RetrainProgressFn = std::function<bool(const RetrainStep& step)>;

struct RetrainOptions {
    std::vector<std::string> methods = learnedMethodNames(); // learned methods to train, in order
    int threads = 1;                                         // XGBoost threads; 1 = reproducible
    bool computeIntervals = true;                            // internal CV for the prediction intervals
    bool evaluate = true;                                    // CV5, LOGO, LOLO of evaluateMethods
    std::vector<std::string> evaluateMethods = EvalOptions{}.methods;
    // evaluation.json and MODEL_CARD.md are part of the result even without an evaluation.
    bool modelCard = true;
    // The inputs (core/data/import_report.h buildTrainingCorpus): with them the card gains a
    // "Retraining provenance" section and the folder a provenance.json.
    std::optional<TrainingProvenance> provenance;
    std::string trainedAtUtc; // ISO 8601, in the provenance section and provenance.json
    RetrainProgressFn progress;
};

struct RetrainedModels {
    std::vector<std::pair<std::string, std::shared_ptr<const Predictor>>> predictors; // method, model
    std::vector<EvalRow> evaluation;                                                  // empty when not evaluated
    std::optional<std::string> modelCard;     // Markdown; when RetrainOptions::modelCard
    std::optional<nlohmann::json> provenance; // provenance.json; callers may add keys before writing
    int rows = 0;                             // corpus rows trained on
    // Corpus rows left out because they break a plausibility rule or one cannot run on them
    // (core/data/plausibility.h); empty for a corpus from resolveCorpus, which skips them itself.
    std::vector<SkippedRow> excluded;

    std::shared_ptr<const Predictor> predictor(const std::string& method) const; // nullptr when not trained
};

Result<RetrainedModels> retrain(const Corpus& corpus, const RetrainOptions& options = {});

// "\n\n## Retraining provenance\n\n..." for the model card: every input with its format, size,
// sha256 and the rows used and skipped.
std::string retrainingProvenanceSection(const TrainingProvenance& provenance, const std::string& trainedAtUtc);

enum class FolderWrite {
    InPlace,    // into `dir` (created if needed), each file atomically; other files stay
    SwapFolder, // a folder the application owns (the window's retrained model): written into a
                // staging folder beside it, then swapped in as a whole (replaceFolder); all or none
    SwapSet,    // a folder a user chose (train --out): the model set (isModelFolderEntry) is
                // written into a staging folder, every other entry of `dir` carried over, then
                // swapped in: a failure leaves the previous folder exactly as it was
};

// The entries a model folder write owns: <method>.json of every learned method, evaluation.json,
// MODEL_CARD.md and provenance.json. A SwapSet write replaces them as a set: the ones it does not
// write again are dropped, so new models never sit beside an old card.
bool isModelFolderEntry(const std::string& name);

struct WrittenFile {
    std::string what; // the method, or "evaluation", "model_card", "provenance"
    std::filesystem::path file;
};

// Writes the models, then evaluation.json, MODEL_CARD.md and provenance.json when present. The
// swaps go through replaceFolder (core/util/fileio.h); a failed swap is an Io error whose field is
// "folder" (the previous folder stays). No output-policy check: for a folder a user chose, call
// checkOutputFolder first.
Result<std::vector<WrittenFile>> writeModelFolder(const RetrainedModels& models, const std::filesystem::path& dir,
                                                  FolderWrite mode);

} // namespace wattgpu
