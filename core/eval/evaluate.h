#pragma once
// Evaluation exactly as models/docs/METHOD.md defines it, for every method on the same splits:
// 5-fold CV grouped by (LLM, GPU), leave-one-GPU-out, leave-one-LLM-out; MdAPE, Pearson r,
// GPU Kendall tau (ranking GPUs inside each (LLM, workload) group) and LLM tau.
#include "core/data/corpus.h"
#include "core/predict/training.h"

#include <optional>
#include <string>
#include <vector>

namespace wattgpu {

struct EvalRow {
    std::string method;   // default, paper, ls_tdp, roofline
    std::string target;   // "power" or "itl"
    std::string strategy; // "cv5", "lolo", "logo", "logo:<gpu id>", "lolo:multi_gpu", "lolo:fp8_mxfp4"
    double mdape = 0;     // median absolute percentage error, %
    double pearsonR = 0;
    std::optional<double> gpuTau; // empty when no group has >= 2 GPUs
    std::optional<double> llmTau;
    int n = 0; // predictions scored
};

struct EvalOptions {
    std::vector<std::string> methods = {"default", "paper", "ls_tdp", "roofline"};
    bool cv5 = true;
    bool logo = true;
    bool lolo = true;
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
