#pragma once
// Evaluation as models/docs/METHOD.md defines it, for every method on the same splits: 5-fold CV
// grouped by (LLM, GPU), leave-one-GPU-out, leave-one-LLM-out, and a split for every kind of novelty
// (core/predict/novelty.h): stack family, vendor backend, engine release, tensor-parallel degree,
// precision path, ROCm GPU, GPU generation; MdAPE, Pearson r, GPU Kendall tau (ranking GPUs inside
// each (LLM, workload) group), LLM tau and the coverage of the 80 % intervals. Each fold's intervals
// are calibrated without its own rows: from the full model's calibration residuals less the fold's
// (cross-fold calibration; the full model's folds did train on the other rows of the held-out group).
#include "core/data/corpus.h"
#include "core/predict/training.h"

#include <optional>
#include <string>
#include <vector>

namespace wattgpu {

struct EvalRow {
    std::string method; // default, paper, ls_tdp, roofline
    // "power", "itl" (each row in its own definition), "itl:<definition>" (median_itl, mean_tpot,
    // e2e_over_output, p90_itl, p99_itl: the rows measured in it) or "ttft"
    std::string target;
    // "cv5", "logo", "logo:<gpu id>", "logo:stack=<family>", "lolo", "lolo:multi_gpu",
    // "lolo:fp8_mxfp4", "lolo:batch1", "loso", "loso:<family>", "lobo", "lobo:<backend>", "loro",
    // "loro:<family>/<version>", "lotp", "lotp:tp<ranks>", "lopp", "lorocm", "lorocm:<gpu id>",
    // "logen", "logen:<architecture>"
    std::string strategy;
    double mdape = 0; // median absolute percentage error, %
    double pearsonR = 0;
    std::optional<double> gpuTau; // empty when no group has >= 2 GPUs
    std::optional<double> llmTau;
    int n = 0; // predictions scored
    // Share of held-out truths inside the predicted 10th-90th percentile interval (target 0.8);
    // empty for methods without intervals.
    std::optional<double> coverage;
};

struct EvalOptions {
    std::vector<std::string> methods = {"default", "paper", "ls_tdp", "roofline"};
    bool cv5 = true;
    bool logo = true;
    bool lolo = true;
    bool loso = true;
    bool lobo = true;           // leave one vendor backend out (when the corpus holds two or more)
    bool loro = true;           // leave one engine release out (vllm 0.5.3, tensorrt-llm 0.11, ...)
    bool lotp = true;           // train on replicas of at most two ranks, test on the larger ones
    bool lopp = true;           // train on 16-bit weights, test on FP8 / MXFP4 weights
    bool lorocm = true;         // leave one ROCm GPU out (the others stay in training)
    bool logen = true;          // leave the Ampere or the Hopper generation out (the others stay in training)
    int minRowsPerLogoGpu = 30; // LOGO splits with fewer test rows are reported but flagged small
    ProgressFn progress;
};

// The strategies, each with its switch in EvalOptions and what it holds out (the CLI's --strategies
// and the model card read this list).
struct EvalStrategy {
    const char* name; // "cv5", "logo", ...
    bool EvalOptions::*enabled;
    const char* heldOut; // English: what each fold holds out
};
const std::vector<EvalStrategy>& evalStrategies();

Result<std::vector<EvalRow>> evaluate(const Corpus& corpus, const EvalOptions& options = {});

// Metric helpers (exposed for tests).
double mdape(const std::vector<double>& predicted, const std::vector<double>& actual);
double pearson(const std::vector<double>& x, const std::vector<double>& y);
// Kendall tau-b between two equally long vectors; nullopt if fewer than 2 items or no variance.
std::optional<double> kendallTau(const std::vector<double>& x, const std::vector<double>& y);

} // namespace wattgpu
