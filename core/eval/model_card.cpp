#include "core/eval/model_card.h"
#include "core/predict/feature_set.h"

#include "core/features/features.h"
#include "core/features/stack.h"

#include <cmath>
#include <cstdio>
#include <map>
#include <set>
#include <sstream>

namespace wattgpu {

namespace {

std::string num(double v, const char* f = "%.1f")
{
    if (!std::isfinite(v))
        return "-";
    char buf[32];
    std::snprintf(buf, sizeof buf, f, v);
    return buf;
}

std::string tau(const std::optional<double>& t) { return t ? num(*t, "%.2f") : "-"; }

} // namespace

nlohmann::json evaluationJson(const std::vector<EvalRow>& rows)
{
    nlohmann::json out = nlohmann::json::array();
    for (const auto& r : rows) {
        auto nanToNull = [](double v) { return std::isfinite(v) ? nlohmann::json(v) : nlohmann::json(nullptr); };
        out.push_back({{"method", r.method},
                       {"target", r.target},
                       {"strategy", r.strategy},
                       {"mdape", nanToNull(r.mdape)},
                       {"pearson_r", nanToNull(r.pearsonR)},
                       {"gpu_tau", r.gpuTau ? nlohmann::json(*r.gpuTau) : nlohmann::json(nullptr)},
                       {"llm_tau", r.llmTau ? nlohmann::json(*r.llmTau) : nlohmann::json(nullptr)},
                       {"n", r.n},
                       {"coverage", r.coverage ? nlohmann::json(*r.coverage) : nlohmann::json(nullptr)}});
    }
    return {{"rows", out}};
}

std::vector<EvalRow> evaluationFromJson(const nlohmann::json& j)
{
    std::vector<EvalRow> rows;
    if (!j.is_object() || !j.contains("rows") || !j["rows"].is_array())
        return rows;
    for (const auto& r : j["rows"]) {
        if (!r.is_object())
            continue;
        EvalRow e;
        e.method = r.value("method", "");
        e.target = r.value("target", "");
        e.strategy = r.value("strategy", "");
        auto d = [&](const char* k) { return r.contains(k) && r[k].is_number() ? r[k].get<double>() : NAN; };
        e.mdape = d("mdape");
        e.pearsonR = d("pearson_r");
        if (r.contains("gpu_tau") && r["gpu_tau"].is_number())
            e.gpuTau = r["gpu_tau"].get<double>();
        if (r.contains("llm_tau") && r["llm_tau"].is_number())
            e.llmTau = r["llm_tau"].get<double>();
        e.n = r.value("n", 0);
        if (r.contains("coverage") && r["coverage"].is_number())
            e.coverage = r["coverage"].get<double>();
        rows.push_back(e);
    }
    return rows;
}

std::string formatEvaluationTable(const std::vector<EvalRow>& rows)
{
    std::ostringstream o;
    char line[200];
    std::snprintf(line, sizeof line, "%-9s %-6s %-22s %9s %9s %7s %7s %6s\n", "method", "target", "strategy", "MdAPE %",
                  "Pearson r", "GPU tau", "LLM tau", "n");
    o << line;
    for (const auto& r : rows) {
        std::snprintf(line, sizeof line, "%-9s %-6s %-22s %9s %9s %7s %7s %6d\n", r.method.c_str(), r.target.c_str(),
                      r.strategy.c_str(), num(r.mdape).c_str(), num(r.pearsonR, "%.3f").c_str(), tau(r.gpuTau).c_str(),
                      tau(r.llmTau).c_str(), r.n);
        o << line;
    }
    return o.str();
}

namespace {

const EvalRow* findRow(const std::vector<EvalRow>& rows, const std::string& method, const std::string& target,
                       const std::string& strategy)
{
    for (const auto& r : rows)
        if (r.method == method && r.target == target && r.strategy == strategy)
            return &r;
    return nullptr;
}

const std::vector<std::string> kMethods = {"default", "paper", "ls_tdp", "roofline"};

std::string cell(const EvalRow* r) { return r ? num(r->mdape) : "-"; }
std::string coverage(const EvalRow* r) { return r && r->coverage ? num(100 * *r->coverage, "%.0f") + " %" : "-"; }

// One line per strategy or slice: MdAPE of every method (power, then ITL) and the default's coverage;
// the best MdAPE of a target in bold.
void methodTable(std::ostringstream& o, const std::vector<EvalRow>& rows, const std::vector<std::string>& strategies,
                 const std::string& label)
{
    o << "| " << label
      << " | power: default | paper | ls_tdp | roofline | ITL: default | paper | ls_tdp | roofline | "
         "coverage power / ITL (default) | n (power / ITL) |\n|---|---|---|---|---|---|---|---|---|---|---|\n";
    for (const auto& st : strategies) {
        o << "| " << st;
        for (const char* target : {"power", "itl"}) {
            double best = 1e300;
            for (const auto& m : kMethods)
                if (const auto* r = findRow(rows, m, target, st); r && std::isfinite(r->mdape))
                    best = std::min(best, r->mdape);
            for (const auto& m : kMethods) {
                const auto* r = findRow(rows, m, target, st);
                const bool isBest = r && std::isfinite(r->mdape) && r->mdape <= best + 1e-9;
                o << " | " << (isBest ? "**" + cell(r) + "**" : cell(r));
            }
        }
        const auto* p = findRow(rows, "default", "power", st);
        const auto* i = findRow(rows, "default", "itl", st);
        o << " | " << coverage(p) << " / " << coverage(i) << " | " << (p ? std::to_string(p->n) : "-") << " / "
          << (i ? std::to_string(i->n) : "-") << " |\n";
    }
}

std::string fixed(double v, const char* f) { return num(v, f); }

} // namespace

std::string renderModelCard(const Corpus& corpus, const std::vector<EvalRow>& rows,
                            const std::vector<std::pair<std::string, nlohmann::json>>& modelMeta)
{
    std::ostringstream o;
    o << "# WattGPU Planner model card\n\n"
         "Generated by `wattgpu-cli train --evaluate` from the bundled corpus; do not edit by hand. The method and "
         "physics it cites are in `models/docs/METHOD.md` and `models/docs/PHYSICS.md`.\n\n";
    o << "## Models\n\n| method | version | trained on |\n|---|---|---|\n";
    nlohmann::json defaultMeta = nlohmann::json::object();
    for (const auto& [method, meta] : modelMeta) {
        o << "| " << method << " | " << meta.value("model_version", "") << " | " << meta.value("trained_on", "")
          << " |\n";
        if (method == "default")
            defaultMeta = meta;
    }

    // --- data
    std::map<std::string, int> bySource, byGpu, byGpuPower;
    std::map<std::string, std::set<std::string>> stacksOfGpu, gpusOfStack;
    std::set<std::string> llms;
    int power = 0;
    for (const auto& r : corpus.rows) {
        const auto stack = resolveStack(r.workload.stack);
        const std::string key = stackKey(stack ? stack->family : "unknown", backendOf(*r.gpu));
        ++bySource[r.m.source + " | " + r.m.engine + (r.m.engineVersion.empty() ? "" : " " + r.m.engineVersion) + " | "
                   + itlKindName(r.m.itlKind)];
        ++byGpu[r.gpu->id];
        byGpuPower[r.gpu->id] += r.m.powerPerGpuW ? 1 : 0;
        stacksOfGpu[r.gpu->id].insert(key);
        gpusOfStack[key].insert(r.gpu->id);
        llms.insert(r.llm->hfId);
        power += r.m.powerPerGpuW ? 1 : 0;
    }
    o << "\n## Data and provenance\n\n"
      << corpus.rows.size() << " measured runs (" << power << " with GPU power), " << llms.size() << " LLMs, "
      << byGpu.size()
      << " accelerators, five serving-stack families. Sources: ML.ENERGY leaderboard v1/v2/v3 (Apache-2.0), "
         "Argonne LLM-Inference-Bench (BSD-3) and IBM LLM-Pilot (CDLA-Permissive-2.0, its text in "
         "`models/data/LICENSE-CDLA-Permissive-2.0.md`); `models/data/DATA_README.md` has the columns, how each source "
         "was measured and converted, and the caveats. Every row keeps its own stack, power limit and ITL definition: "
         "they are inputs of the model, not noise averaged away.\n\n"
         "| source | engine | ITL definition | runs |\n|---|---|---|---|\n";
    for (const auto& [k, v] : bySource) {
        std::string a = k, b, c;
        const auto p1 = a.find(" | ");
        b = a.substr(p1 + 3);
        a = a.substr(0, p1);
        const auto p2 = b.find(" | ");
        c = b.substr(p2 + 3);
        b = b.substr(0, p2);
        o << "| " << a << " | " << b << " | " << c << " | " << v << " |\n";
    }
    o << "\n| accelerator | runs | with power | stack families (backend) |\n|---|---|---|---|\n";
    for (const auto& [g, n] : byGpu) {
        std::string st;
        for (const auto& k : stacksOfGpu[g])
            st += (st.empty() ? "" : ", ") + k;
        o << "| " << g << " | " << n << " | " << byGpuPower[g] << " | " << st << " |\n";
    }

    // --- method
    o << "\n## Method `default`: physics first, trees for the residual\n\n"
         "**1. Roofline physics** (`core/features/physics.*`, PHYSICS.md). A replica's N GPUs are laid out as TP "
         "tensor-parallel GPUs per stage × PP pipeline stages × DP data-parallel attention groups (the corpus says "
         "which: ML.ENERGY v3 ran its MoE models at TP 1 with expert parallelism over 4–8 GPUs). For a group's "
         "share B/DP of the concurrency B and mean context C: bytes per decode step = shared weights + its share of "
         "the experts the whole replica's tokens touch (E·(1−(1−k/E)^B) of E, spread over every GPU under expert "
         "parallelism) + (B/DP)·C·KV bytes per token (16-bit, or 8-bit with an FP8 KV cache); t_memory = bytes / (TP "
         "× bandwidth); t_compute = FLOPs / (TP × tensor peak at the precision computed). Collectives: two "
         "all-reduces per layer among the TP ranks, a dispatch and a combine per MoE layer among every rank under "
         "expert parallelism, a hand-off per stage boundary; each moves its bytes over NVLink, Infinity Fabric or "
         "PCIe (MI250X counts as two GCDs). No step is predicted faster than the weights streamed once at peak "
         "bandwidth plus every collective at 2 µs and its bytes at the link's peak (the decode floor), no TTFT "
         "faster than one prefill at the spec sheet's peaks. A prompt token costs 2·active params + causal attention "
         "FLOPs; tokens served from the prefix cache (`--prefix-cache-share`) cost none, their KV blocks are held "
         "once per group. Precision paths: FP8 / MXFP4 weights read fewer bytes and compute at the FP8 peak where "
         "the stack has the kernels and the GPU the tensor cores; weight-only kernels (16-bit math) where only the "
         "stack has them (vLLM on Ampere); a stack without them (TGI 2023, plain transformers, DeepSpeed-MII; "
         "MXFP4 before vLLM 2025) runs the model in 16 bits, flagged `precision_fallback`; an FP8 KV cache "
         "likewise.\n\n"
         "**2. One engine step on a stack, learned** (`core/predict/stack_model.*`). A serving stack reaches a share "
         "of those peaks and adds fixed costs that do not shrink on a faster GPU. A step that decodes B sequences "
         "and schedules T prompt tokens beside them takes\n\n"
         "    t_device = max(t_memory / η_bw, t_decode_compute / η_compute + T × prompt FLOPs / (peak × η_prefill))\n"
         "               + collective bytes / (link × 0.7) + Σ collectives × (α + β × (ranks − 1) × hop ratio)\n"
         "    t_step   = (t_device^p + (layers × τ_layer)^p)^(1/p) + (B + prompts) × σ_sequence\n\n"
         "α is a collective's fixed latency, β what each further rank adds to it (a ring passes 2 (r − 1) messages; a "
         "PCIe hop counts 2.5 NVLink hops), so a step stops improving as a replica spreads over more GPUs: the "
         "tensor-parallel curve flattens where the collectives' latency rivals the memory time.\n\n"
         "**3. Scheduling: every latency definition from the same steps** (`core/predict/schedule.*`, PHYSICS.md "
         "\"ITL definitions\"). A request sees plain decode steps t(B) (× the learned correction of step 4) and, "
         "with probability f, steps that also carry other requests' prompts: t(B) + s × extra. New requests arrive "
         "a = B·(1 − 1/N)/(output − 1) per gap in a closed loop of N requests (the offline concurrency; N "
         "closed-loop users) and a = λ × gap under a request rate λ. Stacks with chunked prefill (vLLM 2025, "
         "DeepSpeed-MII) mix a prompt's tokens into decode steps up to a token budget, so extra = what those tokens "
         "add to the step (often little while the step is memory-bound); the others prefill in a step of their own "
         "(extra = that step) after an admission wait (TGI's router batches waiting requests: its wait is learned). "
         "Gaps are lognormal around each component (spreads σ_jitter for plain steps and the prompt work's own "
         "spread for the slow ones). Then: median ITL, p90 and p99 ITL are the mixture's quantiles (the corpus "
         "pools every gap of every request); mean TPOT is its mean, so TPOT = ITL at concurrency 1 and the gap grows "
         "with concurrency × prompt / output; TTFT = overhead + the residual of the step in flight + the admission "
         "wait + the request's own prompt step(s), + the wait for a KV-cache slot when more requests are in the "
         "system than the cache holds (response-time law), + an M/D/1 queue of prompts under a Poisson rate; "
         "end-to-end per token (a batch that starts together, as Argonne measured) = (batch TTFT + (output − 1) × "
         "mean step) / output. No learned factor per definition remains: a definition differs only through this "
         "schedule.\n\n"
         "Every step and scheduling parameter is global + an offset per stack family + an offset per release of it "
         "(vLLM 0.5.3 in Argonne's offline runs and 0.5.4 behind ML.ENERGY's server behave differently: what one "
         "release in one set-up did is its own); the eight step parameters also carry an offset per vendor backend "
         "and per measured (family, backend) pair. They are fitted at once on every latency column of the corpus "
         "(the row's own ITL, TTFT, p90, p95 and p99 where measured) by robust Levenberg–Marquardt (soft-L1, each "
         "(GPU, stack) group weighing about equally; each deployment keeps at most six of its runs, weighted for the "
         "rest), offsets shrunk toward zero — a backend's or pair's the harder the fewer GPUs stand behind it — and "
         "global values pulled toward physical priors (η_bw 0.75, η_compute 0.5, η_prefill 0.6, τ 50 µs, σ 20 µs, α "
         "8 µs, β 1.5 µs, p 1.25, stall share 1, TTFT overhead 5 ms, admission 3 steps, jitter 5 %, prompt spread "
         "50 %).\n\n"
         "**Novelty: one rule** (`core/predict/novelty.*`). What the training data did not measure takes the pooled "
         "prior of what it did, never one member's history: a backend nobody measured (xpu, neuron, a custom GPU's "
         "`tt-metal`) takes the pooled offset of every measured backend, CUDA included (with two measured, their "
         "mean: between them, on neither), flagged `backend_unmeasured`; a family nobody measured the median offset "
         "of the measured families; a release the fit did not see its family's parameters (the release offsets are "
         "shrunk toward zero); no version at all (`--engine vllm` alone, an empty `engine_version` cell) the prior "
         "over the engine's measured releases — every figure the geometric mean of the predictions under each, the "
         "spread between them added to every interval, flagged `stack_version_unknown`; a version newer than any "
         "measured the newest measured, flagged `stack_nearest_match`. Each prediction lists what about it is new "
         "(`novelty`: gpu, generation, backend, stack_family, stack_release, tp_degree, precision_path, llm) and "
         "takes, "
         "on each side, the widest of those kinds' bands (step 6). Fitted values of the measured pairs (at the "
         "family's prior over its releases):\n\n"
         "| stack / backend | η_bw | η_compute | η_prefill | τ_layer (µs) | σ_sequence (µs) | α (µs) | β (µs) | p | "
         "stall share | TTFT overhead (ms) | admission (steps) | jitter | prompt spread |\n"
         "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n";
    if (defaultMeta.contains("stack_efficiency"))
        for (const auto& [k, v] : defaultMeta["stack_efficiency"].items())
            o << "| " << k << " | " << fixed(v.value("eta_bandwidth", NAN), "%.2f") << " | "
              << fixed(v.value("eta_compute", NAN), "%.2f") << " | " << fixed(v.value("eta_prefill", NAN), "%.2f")
              << " | " << fixed(v.value("tau_layer_us", NAN), "%.0f") << " | "
              << fixed(v.value("sigma_sequence_us", NAN), "%.0f") << " | "
              << fixed(v.value("allreduce_latency_us", NAN), "%.0f") << " | "
              << fixed(v.value("hop_latency_us", NAN), "%.1f") << " | "
              << fixed(v.value("overlap_exponent", NAN), "%.2f") << " | " << fixed(v.value("stall_share", NAN), "%.2f")
              << " | " << fixed(v.value("ttft_overhead_ms", NAN), "%.1f") << " | "
              << fixed(v.value("admission_steps", NAN), "%.1f") << " | " << fixed(v.value("jitter_sigma", NAN), "%.3f")
              << " | " << fixed(v.value("prompt_spread", NAN), "%.2f") << " |\n";
    o << "\n(The admission wait applies to stacks with a batching router, TGI; the others admit at the next "
         "step.)\n\n"
         "**4. Residual trees.** XGBoost (depth 5, 150 rounds, binned) learns one thing for ITL: the log of a "
         "correction on plain decode steps, which each training row implies through its own definition (a mean-TPOT "
         "or end-to-end row is inverted through the schedule), so no metric effect can carry a stack's or a source's. "
         "Features are dimensionless and describe the decode step only — no GPU name, no metric, no backend, no "
         "release (the stack model carries those, with priors for the unmeasured):";
    if (defaultMeta.contains("features"))
        for (const auto& f : defaultMeta["features"]["itl"])
            o << " `" << f.get<std::string>() << "`";
    o << ". Every feature that moves with the batch is a running envelope over batches 1, 4, 16, ... (so it never "
         "falls as the batch grows) under a monotone constraint in the direction it moves; the rest do not depend on "
         "the batch; bytes per weight is constrained non-decreasing, so FP8 weights are never predicted slower than "
         "16-bit ones where the kernels exist. With a monotone physics step, predicted ITL and power therefore never "
         "fall as concurrency rises. No latency, and no interval's end, goes below the decode floor. Power: per-GPU "
         "power / TDP from utilisation envelopes (spec-sheet memory and compute time over the family's step and the "
         "prompts a closed loop admits per gap), monotone, with precision, MoE, batch, the batch-1 per-sequence and "
         "per-layer shares and `stack_release` (the set-ups releases were measured in draw differently: ML.ENERGY "
         "v2 ran vLLM 0.5.4 under a 400 W cap):";
    if (defaultMeta.contains("features"))
        for (const auto& f : defaultMeta["features"]["power"])
            o << " `" << f.get<std::string>() << "`";
    o << ". Rows whose power cap binds (within 8 % of a cap below TDP: ML.ENERGY v2's 400 W on H100) are left "
         "out of the power trees, since the cap hides what they would draw; the cap physics of step 5 lowers "
         "predictions instead. Power is clamped to [the GPU class's idle prior, power limit]: idle with a model "
         "resident is 17–21 % of TDP on datacenter GPUs and 6–9 % on workstation and consumer cards (public NVML "
         "readings, PHYSICS.md \"Power\"); server mode uses that prior with its range and says so.\n\n"
         "Engine v2 averaged the learned power with the load-scaled TDP baseline (0.6–0.9 × TDP) on FP8/MXFP4 and "
         "batch-1 rows, with weights chosen on held-out LLM folds. All those FP8/MXFP4 rows ran on H100, where "
         "0.6–0.9 × 700 W happens to match, so the blend pulled every other GPU's power toward its TDP share: a "
         "B200 (1,000 W TDP) running gpt-oss in MXFP4 got ~70 % of the baseline's 600–900 W. That was why B200 "
         "power missed by about as much as the baseline itself. The blend is gone; power follows utilisation on "
         "every GPU.\n\n"
         "**5. Power limits** (`core/features/physics.h`, PHYSICS.md \"Power\"). A limit below what the workload "
         "would draw lowers the core clock f until power meets it: dynamic core power ∝ f^2.5 (f·V², V falling with "
         "f), the memory side (15–35 % of dynamic power, more when memory-bound) does not follow the core clock; "
         "compute-bound time scales as 1/f, memory-bound time only below 60 % clock (and by f^−0.05 always), host "
         "costs not at all. So a cap never makes a step faster and never saves energy without costing latency. "
         "These are physics priors; a limit under 90 % of the lowest measured limit/TDP is flagged "
         "`power_cap_below_measured`.\n\n"
         "**6. Intervals** (`core/predict/calibration.*`, `core/predict/novelty.*`). 10th–90th percentile of held-out "
         "log(true/predicted), per figure (ITL in the row's definition, power, TTFT, p90, p99). Evidence classes from "
         "the GPU, LLM and backend splits, every held-out GPU weighing the same: `measured` (this GPU under this "
         "stack: "
         "5 LLM-grouped folds), `stack_on_2plus_gpus`, `stack_on_1_gpu` and `stack_unmeasured` (leave-one-GPU-out "
         "residuals, classed by what the fold's training data held) and `backend_unmeasured` (leave-one-backend-out, "
         "made symmetric since a new backend may lean either way). A class measured on few GPUs is shrunk toward the "
         "next narrower one; wider classes cover the narrower; TTFT and tail bands carry their class's extra step "
         "uncertainty. Every other kind of novelty has the band of the split that removes it, every held-out fold "
         "weighing the same: one fold per GPU generation, stack family and release, the replicas above two ranks "
         "(trained on 1–2) and the FP8/MXFP4 runs (trained on 16-bit). A prediction new in several ways takes the "
         "widest band on each side; widened ×1.5 (log) where the GPU or LLM lies outside the training ranges. Bands "
         "of the shipped model (log ratios, q10 / q90):\n\n"
         "| class | ITL | power | TTFT | p90 ITL | p99 ITL | ITL rows / GPUs |\n|---|---|---|---|---|---|---|\n";
    if (defaultMeta.contains("interval_bands")) {
        const auto& b = defaultMeta["interval_bands"];
        for (const char* c :
             {"measured", "stack_on_2plus_gpus", "stack_on_1_gpu", "stack_unmeasured", "backend_unmeasured"}) {
            auto band = [&](const char* fig) {
                if (!b.contains(fig) || !b[fig].contains(c))
                    return std::string("-");
                const auto& x = b[fig][c];
                return fixed(x.value("log_q10", 0.0), "%+.2f") + " / " + fixed(x.value("log_q90", 0.0), "%+.2f");
            };
            const nlohmann::json i = b.contains("itl") && b["itl"].contains(c) ? b["itl"][c] : nlohmann::json::object();
            o << "| " << c << " | " << band("itl") << " | " << band("power") << " | " << band("ttft") << " | "
              << band("p90_itl") << " | " << band("p99_itl") << " | " << i.value("rows", 0) << " / "
              << i.value("gpus", 0) << (i.value("borrowed", false) ? " (borrowed)" : "") << " |\n";
        }
    }
    if (defaultMeta.contains("interval_bands") && defaultMeta["interval_bands"].contains("novelty")) {
        const auto& nb = defaultMeta["interval_bands"]["novelty"];
        o << "\n| novelty (its split's band) | ITL | power | TTFT | p90 ITL | p99 ITL | ITL rows |\n"
             "|---|---|---|---|---|---|---|\n";
        for (const auto& [kind, bandFigs] : nb.items()) {
            const auto& figs = bandFigs; // clang 14 (the libFuzzer build) captures no structured binding
            auto band = [&](const char* fig) {
                if (!figs.contains(fig))
                    return std::string("-");
                return fixed(figs[fig].value("log_q10", 0.0), "%+.2f") + " / "
                    + fixed(figs[fig].value("log_q90", 0.0), "%+.2f");
            };
            o << "| " << kind << " | " << band("itl") << " | " << band("power") << " | " << band("ttft") << " | "
              << band("p90_itl") << " | " << band("p99_itl") << " | "
              << (figs.contains("itl") ? figs["itl"].value("rows", 0) : 0) << " |\n";
        }
    }
    o << "\n**7. Minimum data.** Training is refused below 20 runs with power and ITL or 3 LLMs; intervals need 2 GPUs "
         "and 60 runs, below which a factor of 2 either way is shown and flagged `interval_uncalibrated`.\n\n"
         "**Flags.** Out of distribution: GPU bandwidth, 16-bit TFLOPS, TDP or memory, or LLM size outside the "
         "training ranges (5 % slack). Every prediction also says whether its GPU has runs in the corpus "
         "(`measured_gpu`, `measured_runs`) and its evidence class (`support`).\n";
    // Physics with nothing learned (no measured run): written here so a retrained card keeps it.
    o << "\n"
      << R"card(### Speculative decoding (no measured run: physics on top of the measured step)

No run of the corpus used speculative decoding, so nothing here is learned: the prediction is the
plain deployment's (learned ITL, intervals, power), and the gaps between a request's tokens are
scaled by `speculationEffect` (`core/features/physics.cpp`), with `speculative_unmeasured` and the
out-of-distribution flag on every such prediction.

- Tokens per verification step with k drafted tokens, each accepted with probability a:
  (1 - a^(k+1)) / (1 - a) (Leviathan et al., 2023).
- The verification step at concurrency B is the roofline step of B x (k+1) tokens, except that each
  sequence's KV cache is read once; a drafter pass is two layers' share of the plain step (EAGLE-style
  head or MTP module: a decoder layer and the output projection) or the plain step scaled by the draft
  model's active parameters, plus its kernel launches (50 µs per layer).
- ITL factor = (verify + k x draft pass) / (tokens per step x plain step). At acceptance 0 it is at
  least 1; it rises with B as the step turns compute-bound. Interval: the factor at a + 0.1 and
  a - 0.1, applied to the plain interval's ends. TTFT and power are the plain deployment's; energy
  per token follows the throughput.
- Defaults (user-settable: `--spec-method`, `--spec-tokens`, `--spec-acceptance`,
  `--spec-draft-model`): MTP k = 1, a = 0.85 (DeepSeek-V3 technical report, 85-90 % acceptance of
  the second token); EAGLE k = 5, a = 0.75 (3.3 tokens per step; EAGLE reports 3-4 accepted tokens
  per step on chat benchmarks); draft model k = 4, a = 0.7 (2.8 tokens per step; Leviathan et al.
  measured 0.5-0.9 across model pairs). The draft model's memory is not added to the fit check yet.
- Not modelled: tree drafts (several candidates per position), acceptance that falls with the
  temperature, and the queueing change in server mode (the rate's concurrency is the plain one's).)card"
      << "\n";
    o << "\n"
      << R"card(### Replicas beyond one node, and disaggregated prefill/decode

A replica larger than a node (8 GPUs; 72 on the NVL72 superchips; 1 for GB10) runs tensor parallel
within a node and expert parallel (MoE) or pipeline stages (dense) between nodes (`replicaLayout`,
`core/features/physics.cpp`); its collectives' bytes between nodes run over each GPU's network link
(`--inter-node-gb-s`, else 100 / 50 / 25 / 12.5 GB/s by GPU class, flagged estimated) and no step is
faster than them. The corpus's only multi-node runs are ML.ENERGY's 16-GPU ones (TP 8 x PP 2): a
two-node pipeline is flagged `multi_node`; more nodes, or experts between nodes, are also out of
distribution. Auto tries 16, 32 and 64 GPUs only where 8 cannot hold the weights. The KV cache per
GPU counts copies: ranks beyond the KV heads hold duplicates, MLA's latent is held whole by every rank.

Disaggregated plans (`core/plan/disaggregated.cpp`, `recommend --disaggregated auto`) read both pools
from the same concurrency curves as aggregated serving: TTFT = M/D/1 prefill wait + one prompt's
prefill + the KV transfer (prompt x KV bytes per token over the narrower worker's network links,
plus 50 µs); the gaps are the decode pool's at its Little's-law concurrency; a prefill worker draws
idle plus its busy share of the power at the curve's most compute-bound point. Never measured:
`disaggregated_unmeasured` and out of distribution on every plan. models/docs/PHYSICS.md, "In the
planner", states each assumption.)card"
      << "\n";
    o << "\n## Method `paper` (WattGPU, METHOD.md)\n\n"
         "Power: P/TDP from scenario, log params, model_type, KV heads, layers, bandwidth, boost/base clock ratio, "
         "transistors, base clock, release year, bandwidth_latency; depth 6, lambda 150, 200 trees. ITL: log ITL from "
         "scenario, model_type, params, hidden, heads, KV heads, layers, bandwidth, memory size and type, 16-bit "
         "TFLOPS, release year, bandwidth_latency, compute_latency; depth 5, lambda 100, 100 trees. Numeric features "
         "mean-imputed and standardised, categoricals ordinal-coded (unknown → −1); batch 1 → `server_low`, 2–63 → "
         "`server_high`, ≥ 64 → `offline`. It sees neither the stack nor the ITL definition. Its intervals are "
         "calibrated the same way as the default method's.\n\n"
         "Baselines: `ls_tdp` (P = ρ·TDP, ρ 0.9/0.6/0.2 by the same scenario mapping) and `roofline` (P = TDP). Both "
         "predict ITL = 2 × params_B / (N × bandwidth GB/s).\n";

    // --- evaluation
    o << "\n## Evaluation (same splits for every method)\n\n"
         "MdAPE = median |pred − true| / true × 100 (bold: the best method of a target); coverage = share of held-out "
         "measurements inside the predicted 80 % interval, each fold's intervals calibrated on the full model's "
         "held-out residuals less that fold's own rows. Splits: cv5 = 5 folds grouped by (LLM, GPU); logo = leave one "
         "GPU out; lolo = leave one LLM out; loso = leave one stack family out; lobo = leave one vendor backend out "
         "(ROCm: MI250 and MI300X predicted from CUDA data alone); loro = leave one engine release out; lotp = train "
         "on replicas of at most two ranks, test the larger ones; lopp = train on 16-bit weights, test FP8/MXFP4; "
         "lorocm = leave one ROCm GPU out (the other stays); logen = leave the Ampere or the Hopper generation out. "
         "Each row is predicted under its own stack, power limit, layout and ITL definition. "
         "`models/evaluation.json` has every row with Pearson r and Kendall τ (GPU τ ranks GPUs inside each (LLM, "
         "workload) group, LLM τ the reverse).\n\n";
    methodTable(o, rows, {"cv5", "logo", "lolo", "loso", "lobo", "loro", "lotp", "lopp", "lorocm", "logen"},
                "strategy");
    o << "\nLeave one GPU out where the held-out GPU's engine release stays measured on another GPU (a GPU that "
         "alone ran a release, H100 with vLLM 0.11, is also a new release when held out):\n\n";
    methodTable(o, rows, {"logo:release_measured"}, "slice");
    o << "\n### Every latency definition\n\n"
         "Each definition scored on the rows that measured it (the ITL column split by its definition; TTFT and the "
         "tails where a source measured them: LLM-Pilot's closed loops of 1-128 users on TGI and Argonne's batch "
         "starts for TTFT, ML.ENERGY v3 and LLM-Pilot for p90/p99). A cell is default MdAPE / paper MdAPE · default "
         "coverage of the 80 % interval (the paper method's TTFT and tails come from its ITL through the same schedule "
         "at the stacks' prior parameters).\n\n"
         "| definition | n | cv5 | logo | lolo | loso | lobo | loro | lotp |\n|---|---|---|---|---|---|---|---|---|\n";
    for (const char* t :
         {"itl:median_itl", "itl:mean_tpot", "itl:e2e_over_output", "itl:p90_itl", "itl:p99_itl", "ttft"}) {
        const auto* any = findRow(rows, "default", t, "logo");
        if (!any)
            any = findRow(rows, "default", t, "cv5");
        if (!any)
            continue;
        o << "| " << t << " | " << any->n;
        for (const char* st : {"cv5", "logo", "lolo", "loso", "lobo", "loro", "lotp"}) {
            const auto* d = findRow(rows, "default", t, st);
            const auto* pp = findRow(rows, "paper", t, st);
            o << " | " << (d ? cell(d) : "-") << " / " << (pp ? cell(pp) : "-") << (d ? " · " + coverage(d) : "");
        }
        o << " |\n";
    }
    o << "\n### Leave one accelerator out\n\n";
    std::vector<std::string> logo, stacks, loso;
    for (const auto& r : rows)
        if (r.method == "default" && r.target == "itl") {
            if (r.strategy.rfind("logo:stack=", 0) == 0)
                stacks.push_back(r.strategy);
            else if (r.strategy.rfind("logo:", 0) == 0)
                logo.push_back(r.strategy);
            else if (r.strategy.rfind("loso:", 0) == 0)
                loso.push_back(r.strategy);
        }
    methodTable(o, rows, logo, "held-out GPU");
    o << "\nWhere the default method is not the best on a held-out accelerator, and why:\n\n";
    bool any = false;
    for (const auto& st : logo) {
        const std::string g = st.substr(5);
        for (const char* target : {"power", "itl"}) {
            const auto* d = findRow(rows, "default", target, st);
            if (!d || !std::isfinite(d->mdape))
                continue;
            std::string better;
            for (const auto& m : kMethods)
                if (const auto* r = findRow(rows, m, target, st); m != "default" && r && r->mdape < d->mdape)
                    better += (better.empty() ? "" : ", ") + m + " " + num(r->mdape) + " %";
            if (better.empty())
                continue;
            any = true;
            std::string alone;
            for (const auto& k : stacksOfGpu[g])
                if (gpusOfStack[k].size() == 1)
                    alone += (alone.empty() ? "" : ", ") + k;
            o << "- " << g << ", " << target << ": default " << num(d->mdape) << " %, " << better << ". ";
            if (!alone.empty())
                o << "Its stack " << alone
                  << " was measured on no other accelerator, so held out it is extrapolated "
                     "from the other stacks' efficiency; a method that only learns typical magnitudes can land closer "
                     "on that one part. Its interval widens for it (`stack_unmeasured` / `stack_on_1_gpu`).\n";
            else
                o << "Its stacks were measured elsewhere too; the difference is the GPU-specific part of the "
                     "error the physics does not carry.\n";
        }
    }
    if (!any)
        o << "- none: the default method has the lowest MdAPE on every held-out accelerator, for power and ITL.\n";
    o << "\n### By stack family (leave one GPU out) and leaving a whole stack family out\n\n";
    methodTable(o, rows, stacks, "stack family (logo)");
    o << "\n";
    methodTable(o, rows, loso, "held-out family");
    o << "\n### Thin slices (leave one LLM out) and the tensor-parallel split by replica size\n\n";
    methodTable(o, rows, {"lolo:batch1", "lolo:fp8_mxfp4", "lolo:multi_gpu", "lotp:tp4", "lotp:tp8", "lotp:tp16"},
                "slice");
    std::vector<std::string> loro;
    for (const auto& r : rows)
        if (r.method == "default" && r.target == "itl" && r.strategy.rfind("loro:", 0) == 0)
            loro.push_back(r.strategy);
    o << "\n### Leaving one engine release out\n\n";
    methodTable(o, rows, loro, "held-out release");

    o << "\n## Limits\n\n"
         "- Ten accelerators, two of them AMD (MI250 and MI300X, ROCm, vLLM 0.6.1) and none Intel; GDDR parts appear "
         "only without power (T4, A10). Intel Gaudi (Habana), Intel Data Center GPU Max (XPU) and any other backend "
         "have no measured run: their predictions pool CUDA's and ROCm's offsets and are `backend_unmeasured`, with "
         "the interval leaving a whole backend out cost.\n"
         "- TTFT was measured on TGI (four GPUs) and in Argonne's batch-of-16 runs only, the tails on TGI and vLLM "
         "0.11 on H100; every other stack's TTFT and tails follow from its fitted step and the shared scheduling "
         "parameters. No request-rate run and no prefix-cached run was measured: under a rate, the schedule's "
         "Poisson terms are physics, and a prefix share only removes prompt work.\n"
         "- ML.ENERGY v2 (vLLM 0.5.4 behind its server, 400 W cap on H100) has mean TPOT only, with prompt lengths "
         "not recorded: its TPOT fits worst of all sources.\n"
         "- The late-2025 stack (vLLM 0.11) and every FP8 / expert-parallel run were measured on H100 only, HF "
         "transformers on two GPUs: a GPU outside those carries that stack's behaviour from one or a few GPUs "
         "(`stack_on_1_gpu`). Held out, H100 is a new GPU and a new release at once: leave-one-GPU-out power is worst "
         "there (see the table above).\n"
         "- Releases of one engine were measured in different set-ups (offline batches, a server, another backend): "
         "leaving one out, the model has only its family to go on; where a release alone carried a set-up (vLLM 0.5.3 "
         "in Argonne's CUDA runs), its family's other releases mislead it.\n"
         "- ML.ENERGY does not record prompt lengths; the planner assumes 250–1500 tokens by task (documented in "
         "`core/data/corpus.cpp`). LLM-Pilot's user counts stand for the concurrency.\n"
         "- GPU power is the board's (NVML, or Zeus for ML.ENERGY v1); host CPU, memory and cooling are not included "
         "(PUE covers the facility).\n";
    return o.str();
}

} // namespace wattgpu
