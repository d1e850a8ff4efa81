#pragma once
// Evaluation as models/docs/METHOD.md defines it, for every method on the same splits: 5-fold CV
// grouped by (LLM, GPU), leave-one-GPU-out, leave-one-LLM-out, and leave-one-stack-family-out;
// MdAPE, Pearson r, GPU Kendall tau (ranking GPUs inside each (LLM, workload) group), LLM tau and
// the coverage of the 80 % intervals. Leave-one-GPU-out intervals are calibrated without the
// held-out GPU (nested: each fold's bands come from models that also leave a second GPU out);
// the other strategies use the bands of the model trained on the whole corpus.
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
    // "lolo:fp8_mxfp4", "lolo:batch1", "loso", "loso:<family>", "lobo", "lobo:<backend>"
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
    int minRowsPerLogoGpu = 30; // LOGO splits with fewer test rows are reported but flagged small
    ProgressFn progress;
};

Result<std::vector<EvalRow>> evaluate(const Corpus& corpus, const EvalOptions& options = {});

// Metric helpers (exposed for tests).
double mdape(const std::vector<double>& predicted, const std::vector<double>& actual);
double pearson(const std::vector<double>& x, const std::vector<double>& y);
// Kendall tau-b between two equally long vectors; nullopt if fewer than 2 items or no variance.
std::optional<double> kendallTau(const std::vector<double>& x, const std::vector<double>& y);

} // namespace wattgpu
