#include "core/eval/retrain.h"

#include "core/data/plausibility.h"
#include "core/eval/model_card.h"
#include "core/util/fileio.h"

#include <algorithm>
#include <system_error>

namespace wattgpu {

namespace fs = std::filesystem;

std::shared_ptr<const Predictor> RetrainedModels::predictor(const std::string& method) const
{
    for (const auto& [m, p] : predictors)
        if (m == method)
            return p;
    return nullptr;
}

Result<RetrainedModels> retrain(const Corpus& input, const RetrainOptions& options)
{
    // No row breaking a plausibility rule is trained on, whoever built the corpus (resolveCorpus
    // never lets one in); the rows left out are listed in RetrainedModels::excluded.
    Corpus corpus = input;
    const std::size_t skippedBefore = corpus.skipped.size();
    skipUntrainableRows(corpus);
    // Training takes 40 % of the run when an evaluation follows, shared evenly by the methods.
    const double trainShare = options.evaluate ? 0.4 : 1.0;
    const double perMethod = options.methods.empty() ? 0.0 : trainShare / double(options.methods.size());
    auto progressFor = [&options](std::string phase, double lo, double hi) -> ProgressFn {
        if (!options.progress)
            return {};
        return [&options, phase = std::move(phase), lo, hi](double f, const std::string& stage) {
            const double c = std::clamp(f, 0.0, 1.0);
            return options.progress(RetrainStep{phase, c, lo + (hi - lo) * c, stage});
        };
    };

    RetrainedModels out;
    out.rows = int(corpus.rows.size());
    out.excluded.assign(corpus.skipped.begin() + long(skippedBefore), corpus.skipped.end());
    std::vector<std::pair<std::string, nlohmann::json>> metas;
    for (std::size_t i = 0; i < options.methods.size(); ++i) {
        const std::string& method = options.methods[i];
        TrainOptions to;
        to.threads = options.threads;
        to.computeIntervals = options.computeIntervals;
        to.progress = progressFor("train " + method, perMethod * double(i), perMethod * double(i + 1));
        auto trained = trainPredictor(method, corpus, to);
        if (!trained)
            return trained.error();
        metas.emplace_back(method, modelMeta(*trained.value()));
        out.predictors.emplace_back(method, trained.value());
    }
    if (options.evaluate) {
        EvalOptions eo;
        eo.methods = options.evaluateMethods;
        eo.progress = progressFor("evaluate", trainShare, 1.0);
        auto rows = evaluate(corpus, eo);
        if (!rows)
            return rows.error();
        out.evaluation = std::move(rows).value();
    }
    if (options.modelCard) {
        std::string card = renderModelCard(corpus, out.evaluation, metas);
        if (options.provenance)
            card += retrainingProvenanceSection(*options.provenance, options.trainedAtUtc);
        out.modelCard = std::move(card);
    }
    if (options.provenance) {
        nlohmann::json j = provenanceJson(*options.provenance);
        j["trained_at_utc"] = options.trainedAtUtc;
        out.provenance = std::move(j);
    }
    return out;
}

std::string retrainingProvenanceSection(const TrainingProvenance& provenance, const std::string& trainedAtUtc)
{
    std::string s = "\n\n## Retraining provenance\n\nRetrained in WattGPU Planner at " + trainedAtUtc
        + " (UTC) from:\n\n";
    for (const ProvenanceFile& f : provenance.files)
        s += "- `" + f.path + "` (" + f.format + ", " + std::to_string(f.bytes) + " bytes, sha256 " + f.sha256
            + "): " + std::to_string(f.rowsUsed) + " rows used, " + std::to_string(f.rowsSkipped) + " skipped"
            + (f.duplicate ? " (duplicate of an earlier input, not added again)" : "") + "\n";
    return s;
}

namespace {

Result<std::vector<WrittenFile>> writeFiles(const RetrainedModels& models, const fs::path& dir)
{
    std::vector<WrittenFile> written;
    for (const auto& [method, predictor] : models.predictors) {
        const fs::path file = dir / (method + ".json");
        if (const Status st = saveModel(*predictor, file); !st)
            return st.error();
        written.push_back({method, file});
    }
    std::vector<std::pair<WrittenFile, std::string>> texts;
    if (models.modelCard) {
        texts.push_back({{"evaluation", dir / "evaluation.json"}, evaluationJson(models.evaluation).dump(1)});
        texts.push_back({{"model_card", dir / "MODEL_CARD.md"}, *models.modelCard});
    }
    if (models.provenance)
        texts.push_back({{"provenance", dir / "provenance.json"}, models.provenance->dump(1)});
    for (auto& [file, text] : texts) {
        if (const Status st = writeFileAtomic(file.file, text); !st)
            return st.error();
        written.push_back(std::move(file));
    }
    return written;
}

} // namespace

bool isModelFolderEntry(const std::string& name)
{
    if (name == "evaluation.json" || name == "MODEL_CARD.md" || name == "provenance.json")
        return true;
    for (const std::string& method : learnedMethodNames())
        if (name == method + ".json")
            return true;
    return false;
}

Result<std::vector<WrittenFile>> writeModelFolder(const RetrainedModels& models, const fs::path& dir, FolderWrite mode)
{
    std::error_code ec;
    if (mode == FolderWrite::InPlace) {
        fs::create_directories(dir, ec);
        if (ec || !fs::is_directory(dir, ec))
            return makeError(ErrorCode::Io, dir.string(), 0, "folder", "cannot create the folder");
        return writeFiles(models, dir);
    }
    // Written into a staging folder beside `dir`, then swapped in: a failure leaves the previous model.
    std::vector<WrittenFile> written;
    FolderOutputOptions options;
    if (mode == FolderWrite::SwapSet)
        options.replaces = isModelFolderEntry;
    const Status st = replaceFolder(
        dir,
        [&](const fs::path& staging) -> Status {
            auto files = writeFiles(models, staging);
            if (!files)
                return files.error();
            written = std::move(files).value();
            return Ok{};
        },
        options);
    if (!st)
        return st.error();
    for (WrittenFile& f : written)
        f.file = dir / f.file.filename();
    return written;
}

} // namespace wattgpu
