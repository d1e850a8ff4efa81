// wattgpu-cli: the planner from scripts and terminals. Links wattgpu_core only.
#include "app/cli/cli.h"
#include "app/cli/terminal.h"
#include "core/catalog/custom_gpus.h"
#include "core/util/fileio.h"
#include "core/util/text.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <iostream>
#include <sstream>

#ifndef WATTGPU_VERSION
#define WATTGPU_VERSION "0.0.0"
#endif

namespace wattgpu::cli {

Context::Context(const Args& args, std::ostream& out, std::ostream& err) : m_args(args), m_out(out), m_err(err)
{
    if (const auto f = args.value("--format")) {
        const auto parsed = parseFormat(*f);
        if (!parsed)
            usageError("--format: unknown format '" + printable(*f) + "' (choose table, json or csv)");
        m_format = *parsed;
    }
}

namespace {

void guardDataFolder(const Engine& engine)
{
    // The output policy (core/util/fileio.h): every --out refuses the files this command loaded,
    // named here, and anything inside the data folder's bundled data, whichever command writes.
    const auto& d = engine.dataDir();
    protectFolder(d / "resources", "the data folder's bundled catalogs and resources");
    protectFolder(d / "models", "the data folder's models");
    protectFolder(d / "translations", "the data folder's translations");
    labelLoadedFile(d / "resources" / "catalog" / "gpu_specs.csv", "the GPU catalog");
    labelLoadedFile(d / "resources" / "catalog" / "llm_catalog.json", "the LLM catalog");
    for (const ModelInfo& m : engine.models())
        if (!m.file.empty())
            labelLoadedFile(m.file, "the '" + m.method + "' model");
}

} // namespace

std::filesystem::path Context::dataDir() const
{
    if (const auto d = m_args.value("--data-dir"))
        return *d;
    return defaultDataDir();
}

Engine& Context::engine()
{
    if (m_engine)
        return *m_engine;
    const auto dir = dataDir();
    if (m_args.has("--data-dir") && !std::filesystem::is_directory(dir))
        usageError("--data-dir: '" + printable(dir.string()) + "' is not a folder");
    auto loaded = Engine::load(dir);
    if (!loaded)
        runtimeError("cannot load bundled data: " + loaded.error().message());
    m_engine = std::move(loaded.value());
    guardDataFolder(*m_engine);
    if (const auto file = m_args.value("--custom-gpus")) {
        // Read before any flag names a GPU, so --gpu-ids and the per-GPU flags can name them.
        auto custom = loadCustomGpus(*file, &m_engine->gpus());
        if (!custom)
            runtimeError("--custom-gpus: " + custom.error().message());
        if (custom->empty() && !std::filesystem::exists(*file))
            runtimeError("--custom-gpus: '" + printable(*file) + "' does not exist");
        if (auto st = addCustomGpus(m_engine->gpus(), *custom); !st)
            runtimeError("--custom-gpus: " + st.error().message());
        labelLoadedFile(*file, "the custom GPUs file");
    }
    if (m_args.has("--idle-power-w"))
        m_engine->setIdlePowerOverrides(idlePowerFromArgs(*this));
    return *m_engine;
}

void Context::printLoadWarnings()
{
    // Shown where they matter (a method is missing, catalog models), not on every command:
    // a fresh checkout without trained models would otherwise warn on each call.
    if (m_warningsShown)
        return;
    m_warningsShown = true;
    for (const auto& w : engine().loadWarnings())
        m_err << "wattgpu-cli: warning: " << w << '\n';
}

void Context::expectNoPositionals() const
{
    if (!m_args.positionals().empty())
        usageError("unexpected argument '" + printable(m_args.positionals().front()) + "'");
}

OptionSpec slaConfidenceOption()
{
    return {"--sla-confidence", "point|upper",
            "point (default): the predicted ITL (and TTFT, with --sla-ttft-ms) meets the SLA, a winner whose "
            "interval crosses a limit is marked at risk; upper: only deployments whose intervals' upper bounds meet "
            "every limit qualify"};
}

std::vector<OptionSpec> workloadOptions()
{
    return {
        {"--gpus", "auto|all-counts|N",
         "GPUs per replica: auto (default; per GPU type the best of 1, 2, 4, 8 under the objective and SLA, and "
         "16, 32, 64 over several nodes where 8 cannot hold the weights; in predict the smallest that fits), "
         "all-counts (each count its own row) or N (1-64)"},
        {"--batch", "N", "concurrent sequences (default 16)"},
        {"--rate", "R", "server mode: Poisson arrivals at R requests/s per replica (instead of --batch)"},
        {"--prompt-len", "N", "prompt tokens per request (default 512)"},
        {"--output-len", "N", "generated tokens per request (default 512)"},
        {"--precision", "P", "bf16, fp16, fp8 or mxfp4 (default: the model's native one, e.g. mxfp4 for gpt-oss)"},
        {"--engine", "NAME",
         "serving engine: vllm, tgi, hf-transformers, tensorrt-llm or deepspeed-mii (default vllm; see catalog "
         "stacks)"},
        {"--engine-version", "V",
         "engine version (default vllm 0.11; --engine alone, without a version, is predicted as the prior over the "
         "engine's measured releases, with their spread in the interval: stack_version_unknown)"},
        {"--itl-metric", "M",
         std::string("ITL definition of the predictions and the SLA, one of ") + itlKindChoices()
             + " (default median_itl); every prediction also carries TTFT and p90/p99 ITL with their intervals"},
        {"--kv-cache-dtype", "auto|fp8",
         "KV-cache precision: auto (default, 16-bit) or fp8 (one byte per element: half the cache memory and the "
         "bytes a decode step reads from it)"},
        {"--power-limit-w", "W", "per-GPU power cap in W (default: the GPU's TDP)"},
        {"--prefix-cache-share", "S",
         "share of each prompt's tokens already in the prefix cache, 0-1 (default 0): they cost no prefill, so TTFT "
         "and prefill energy fall, and their KV blocks are held once"},
        {"--spec-method", "none|draft|eagle|mtp",
         "speculative decoding (default none): a draft model (--spec-draft-model), an EAGLE-style head or the "
         "model's MTP head drafts tokens that one step verifies; never measured, so flagged speculative_unmeasured "
         "and out of distribution (defaults: draft 4 tokens at acceptance 0.7, eagle 5 at 0.75, mtp 1 at 0.85)"},
        {"--spec-draft-model", "ID", "the draft model of --spec-method draft (a catalog model id)"},
        {"--spec-tokens", "K", "tokens drafted per verification step, 1-16 (default: the method's)"},
        {"--tp", "N",
         "with --gpus N: tensor-parallel GPUs per group; N / (tp x pp) groups run data-parallel attention, an MoE's "
         "experts spread over all N (expert parallel). Default: tp N within a node; beyond a node (8 GPUs, 72 on "
         "GB200/GB300 NVL72) tp within a node, nodes as expert-parallel groups (MoE) or pipeline stages (dense)"},
        {"--pp", "N", "with --gpus N: pipeline stages (default 1)"},
        {"--inter-node-gb-s", "G",
         "each GPU's network link between nodes, unidirectional GB/s (default: the GPU class's NIC, 50 for 400 Gb/s "
         "InfiniBand on HGX / OAM parts, 100 on Blackwell Ultra, 25 on PCIe cards; marked estimated)"},
        {"--spec-acceptance", "A",
         "probability that the model accepts a drafted token, 0-1 (default: the method's); the interval spans +- 0.1"},
        {"--idle-power-w", "ID=W,...",
         "server mode: measured idle power per GPU of these GPU types, W, with a model resident (default: the GPU "
         "class's prior, 17-21 % of TDP on datacenter GPUs, 6-9 % on workstation and consumer cards)"},
        {"--method", "M", "default, paper, ls_tdp or roofline (default: default when trained)"},
    };
}

namespace {

// plan-capacity solves for the concurrency, so --batch does not apply, and --rate is the target.
std::vector<OptionSpec> capacityWorkloadOptions()
{
    std::vector<OptionSpec> o;
    for (auto& spec : workloadOptions())
        if (spec.name != "--batch" && spec.name != "--rate")
            o.push_back(spec);
    return o;
}

std::vector<OptionSpec> with(std::vector<OptionSpec> a, const std::vector<OptionSpec>& b)
{
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

} // namespace

const std::vector<Command>& commands()
{
    static const std::vector<Command> table = [] {
        std::vector<Command> t = {
            {{"catalog gpus",
              "list the GPU catalog",
              "Every GPU the planner predicts for, with its spec-sheet numbers.",
              {}},
             runCatalogGpus},
            {{"catalog llms",
              "list or search the LLM catalog",
              "Bundled Hugging Face models. Filters combine (AND).",
              {{"--search", "TEXT", "case-insensitive substring of id, alias, family or model type"},
               {"--moe", "", "mixture-of-experts models only"},
               {"--dense", "", "dense models only"},
               {"--family", "NAME", "exact family, e.g. \"Llama 3.1\""},
               {"--min-b", "X", "at least X billion total parameters"},
               {"--max-b", "Y", "at most Y billion total parameters"}}},
             runCatalogLlms},
            {{"catalog stacks",
              "list the serving stacks the planner knows",
              "Engines, version ranges, vendor backends and the GPUs each stack was measured on. A version outside "
              "the measured ones is predicted with the nearest stack family and flagged stack_nearest_match.",
              {}},
             runCatalogStacks},
            {{"catalog models",
              "list the trained prediction models that were loaded",
              "Method, version and training-data provenance of each model file under DATA_DIR/models.",
              {}},
             runCatalogModels},
            {{"predict", "predict power and inter-token latency of an LLM on GPUs",
              std::string(
                  "One model on one, several or all GPUs; or many rows from a CSV with --input (columns model, gpu, "
                  "gpus, batch, prompt_len, output_len, precision, engine, engine_version, power_limit_w, "
                  "itl_metric, kv_cache_dtype, rate_rps, prefix_cache_share, tensor_parallel, pipeline_parallel; "
                  "an empty cell or absent column takes the flag value or the default, and an engine without a "
                  "version is the prior over its releases; gpu may be 'all'; itl_metric is ")
                  + itlKindChoices()
                  + " and is the definition that row's ITL is predicted in; kv_cache_dtype is auto or fp8; rate_rps "
                    "puts the row in server mode, Poisson arrivals at that many requests/s per replica (0.001 to "
                    "1000, as --rate), and its batch is then ignored). Every prediction carries TTFT (ttft_ms, "
                    "queueing included) and the p90/p99 ITL (itl_p90_ms, itl_p99_ms), each with _low and _high, "
                    "and median_itl_ms and mean_tpot_ms. The planner's measurements CSV is accepted as input too: "
                    "its num_gpus, batch_size, weight_precision and itl_kind columns stand for gpus, batch, "
                    "precision and itl_metric, tensor_parallel counts devices (an MI250's GCDs) and the GPUs beyond "
                    "it are pipeline stages, or data-parallel groups with expert parallelism for an MoE at "
                    "tensor-parallel 1, and its measured columns are ignored. Every prediction lists in `novelty` "
                    "what about it the training data did not hold.",
              with({{"--model", "ID|config.json", "catalog id or alias, or a Hugging Face config.json"},
                    {"--gpu", "ID|all", "GPU id or name, comma-separated list, or all (default all)"},
                    {"--input", "FILE.csv", "bulk prediction, one result per CSV row in input order"}},
                   workloadOptions())},
             runPredict},
            {{"recommend", "the most energy-efficient GPU that meets an ITL SLA",
              "Ranks the GPUs that fit and meet the SLA by the objective and says why every other GPU lost. With "
              "--sla-ttft-ms the SLA has two limits: a deployment meets it only when both hold, the reason names "
              "the limit that failed (missed_limits in JSON), and 'at risk' means an interval of either crosses "
              "its limit (risk_limits).",
              with(with({{"--model", "ID|config.json", "catalog id or alias, or a Hugging Face config.json"},
                         {"--sla-itl-ms", "X", "inter-token latency SLA in ms (required)"},
                         slaTtftOption(),
                         slaConfidenceOption(),
                         fleetRateOption(),
                         disaggregatedOption(),
                         {"--gpu", "ID|all", "restrict to these GPUs (comma-separated; default all)"},
                         {"--objective", "O",
                          "energy (J/token, default), power (W), cost ($/1M tokens), carbon "
                          "(gCO2/1M tokens)"}},
                        workloadOptions()),
                   economicsOptions())},
             runRecommend},
            {{"train",
              "train the learned predictors on measurement CSVs",
              "Writes OUT/<method>.json for each learned method (default and paper). Progress goes to stderr. "
              "Put the files in DATA_DIR/models to use them.",
              {{"--data", "CSV...", "measurement CSVs (default: the bundled models/data/measurements.csv)", true},
               {"--out", "DIR",
                "output folder (required; created if missing). Written whole into a staging folder and swapped in, "
                "so a failure leaves DIR as it was; its model set (<method>.json, evaluation.json, MODEL_CARD.md, "
                "provenance.json) is replaced as a whole, its other files stay. Never the current folder or the "
                "data folder's bundled data other than DATA_DIR/models"},
               {"--methods", "a,b", "learned methods to train (default: default,paper)"},
               {"--threads", "N", "XGBoost threads (default 1: reproducible)"},
               {"--evaluate", "", "also run the full evaluation and write OUT/evaluation.json and OUT/MODEL_CARD.md"}}},
             runTrain},
            {{"evaluate",
              "score every method on held-out splits",
              "5-fold CV grouped by (LLM, GPU), leave-one-GPU-out and leave-one-LLM-out, as models/docs/METHOD.md "
              "defines them: MdAPE (%), Pearson r, GPU and LLM Kendall tau.",
              {{"--data", "CSV...", "measurement CSVs (default: the bundled models/data/measurements.csv)", true},
               {"--methods", "a,b", "methods (default: default,paper,ls_tdp,roofline)"},
               {"--strategies", "s,t", "cv5, logo, lolo, loso, lobo, loro, lotp, lopp, lorocm, logen (default: all)"}}},
             runEvaluate},
            {{"plan-capacity", "replicas and GPUs per GPU type for a target request rate under an ITL SLA",
              "Server mode: Poisson arrivals; for each GPU type and 1, 2, 4 or 8 GPUs per replica (--gpus), the "
              "largest rate one replica sustains within the SLA (with --sla-ttft-ms, also within the TTFT limit, "
              "the prompts' queue included), the replicas needed with each loaded to at most 95 % of it, fleet "
              "mean power, energy, cost and CO2 per day, and the lowest-energy, cheapest and smallest fleets.",
              with(with({{"--model", "ID|config.json", "catalog id or alias, or a Hugging Face config.json (required)"},
                         {"--fleet-rate", "R", "target request rate of the whole fleet, requests/s (required)"},
                         {"--rate", "R", "older name of --fleet-rate in this command (the fleet's target)"},
                         {"--sla-itl-ms", "X", "inter-token latency SLA in ms (required)"},
                         slaTtftOption(),
                         slaConfidenceOption(),
                         {"--gpu", "ID|all", "GPU types to plan for (default all)"},
                         {"--inventory", "FILE|GPU=N,...",
                          "GPUs you own: a JSON ({\"a100-sxm4-80gb\": 16}) or CSV (gpu,count) file, or inline "
                          "a100-sxm4-80gb=16,l40s-48gb=8. Their capacity under the SLA (req/s, with its interval), "
                          "the best split into replicas and, with --fleet-rate, the fewest GPUs to buy per GPU type "
                          "(cheapest, lowest energy, fewest). With it --fleet-rate is optional and the CSV holds the "
                          "inventory's rows"},
                         {"--power-cap-sweep", "GPU[@N]",
                          "sweep the per-GPU power cap from 100 to 50 % of the GPU's limit for this deployment (N GPUs "
                          "per replica; default the count of least energy): ITL, power, J/token and the fleet at "
                          "each cap"},
                         disaggregatedOption()},
                        with(powerBudgetOptions(), capacityWorkloadOptions())),
                   economicsOptions())},
             runPlanCapacity},
        };
        t.push_back({importCommandSpec(), runImport});
        t.push_back(exportCommand());
        return t;
    }();
    return table;
}

namespace {

std::string wrap(const std::string& text, std::size_t width)
{
    std::istringstream words(text);
    std::string word, line, out;
    while (words >> word) {
        if (!line.empty() && line.size() + 1 + word.size() > width) {
            out += line + "\n";
            line.clear();
        }
        line += (line.empty() ? "" : " ") + word;
    }
    return out + line;
}

} // namespace

std::string commandHelp(const CommandSpec& spec)
{
    std::ostringstream os;
    std::string synopsis = spec.synopsis;
    if (!synopsis.empty())
        synopsis[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(synopsis[0])));
    os << "Usage: wattgpu-cli " << spec.name << " [options]\n\n" << synopsis << ".\n";
    if (!spec.description.empty())
        os << wrap(spec.description, 96) << "\n";
    auto listOptions = [&](const std::vector<OptionSpec>& opts) {
        std::size_t w = 0;
        for (const auto& o : opts)
            w = std::max(w, o.name.size() + (o.valueName.empty() ? 0 : o.valueName.size() + 1));
        for (const auto& o : opts) {
            std::string left = o.name + (o.valueName.empty() ? "" : " " + o.valueName);
            os << "  " << left << std::string(w - left.size() + 2, ' ') << o.help << '\n';
        }
    };
    if (!spec.options.empty()) {
        os << "\nOptions:\n";
        listOptions(spec.options);
    }
    os << "\nCommon options:\n";
    listOptions(globalOptions());
    return os.str();
}

namespace {

std::string topHelp()
{
    std::ostringstream os;
    os << "wattgpu-cli " WATTGPU_VERSION " - which GPU to serve an LLM on: predicted power and inter-token latency\n\n"
          "Usage: wattgpu-cli COMMAND [options]\n\nCommands:\n";
    for (const auto& c : commands())
        os << "  " << c.spec.name << std::string(16 - std::min<std::size_t>(15, c.spec.name.size()), ' ')
           << c.spec.synopsis << '\n';
    os << "\nCommon options:\n"
          "  --format table|json|csv  output format (default table; json is the stable machine interface)\n"
          "  --data-dir DIR           bundled data folder (default: $WATTGPU_DATA_DIR or the install)\n"
          "  --custom-gpus FILE       user-defined GPUs (JSON) added to the catalog, e.g. announced parts\n"
          "  --help                   help for the tool or a command\n"
          "  --version                print the version\n"
          "\nExit status: 0 success, 1 runtime error (files, data, models), 2 usage error (flags, values).\n"
          "\nExamples:\n"
          "  wattgpu-cli recommend --model meta-llama/Llama-3.1-8B-Instruct --sla-itl-ms 50\n"
          "  wattgpu-cli predict --model Qwen/Qwen3-14B --gpu h100-sxm5-80gb --batch 32 --format json\n"
          "  wattgpu-cli catalog llms --search llama --max-b 10\n";
    return os.str();
}

const Command* findCommand(const std::string& name)
{
    for (const auto& c : commands())
        if (c.spec.name == name)
            return &c;
    return nullptr;
}

bool takesGlobalValue(const std::string& tok)
{
    return tok == "--format" || tok == "--data-dir" || tok == "--custom-gpus";
}

int run(const std::vector<std::string>& argv)
{
    // Find the command words ("predict", "catalog llms") among the arguments; global options may
    // come before them.
    std::vector<std::size_t> commandIdx;
    bool help = false;
    for (std::size_t i = 0; i < argv.size(); ++i) {
        const std::string& tok = argv[i];
        if (tok == "--")
            break;
        if (tok == "--version" && commandIdx.empty()) {
            std::cout << "wattgpu-cli " WATTGPU_VERSION "\n";
            return kExitOk;
        }
        if (tok == "--help" || tok == "-h") {
            help = true;
            continue;
        }
        if (!tok.empty() && tok[0] == '-') {
            if (takesGlobalValue(tok)) {
                ++i;
                continue;
            }
            if (takesGlobalValue(tok.substr(0, tok.find('='))))
                continue;
            if (commandIdx.empty())
                usageError("unknown option '" + printable(tok) + "' (see: wattgpu-cli --help)");
            break; // the command's own options start here
        }
        commandIdx.push_back(i);
        if (argv[commandIdx.front()] != "catalog" && argv[commandIdx.front()] != "help")
            break;
        if (commandIdx.size() == 2)
            break;
    }
    if (commandIdx.empty()) {
        if (help) {
            std::cout << topHelp();
            return kExitOk;
        }
        std::cerr << topHelp();
        usageError("missing command");
    }
    std::string name = argv[commandIdx[0]];
    if (name == "help") {
        if (commandIdx.size() < 2) {
            std::cout << topHelp();
            return kExitOk;
        }
        name = argv[commandIdx[1]];
        if (name == "catalog" && commandIdx[1] + 1 < argv.size())
            name += " " + argv[commandIdx[1] + 1];
        const Command* c = findCommand(name);
        if (!c)
            usageError("help: unknown command '" + printable(name) + "'");
        std::cout << commandHelp(c->spec);
        return kExitOk;
    }
    if (name == "catalog") {
        if (commandIdx.size() < 2) {
            if (help) {
                for (const auto& c : commands())
                    if (c.spec.name.rfind("catalog ", 0) == 0)
                        std::cout << commandHelp(c.spec) << '\n';
                return kExitOk;
            }
            usageError("catalog: say what to list: gpus, llms or models");
        }
        name += " " + argv[commandIdx[1]];
    }
    const Command* cmd = findCommand(name);
    if (!cmd) {
        std::string known;
        for (const auto& c : commands())
            known += (known.empty() ? "" : ", ") + c.spec.name;
        usageError("unknown command '" + printable(name) + "' (commands: " + known + ")");
    }
    std::vector<std::string> rest;
    for (std::size_t i = 0; i < argv.size(); ++i)
        if (std::find(commandIdx.begin(), commandIdx.end(), i) == commandIdx.end())
            rest.push_back(argv[i]);
    std::vector<OptionSpec> specs = cmd->spec.options;
    specs.insert(specs.end(), globalOptions().begin(), globalOptions().end());
    const Args args = Args::parse(rest, specs, cmd->spec.name);
    if (help || args.has("--help")) {
        std::cout << commandHelp(cmd->spec);
        return kExitOk;
    }
    Context ctx(args, std::cout, std::cerr);
    const int code = cmd->run(ctx);
    std::cout.flush();
    if (!std::cout)
        runtimeError("cannot write the output (stdout closed or full)");
    return code;
}

} // namespace
} // namespace wattgpu::cli

int main(int argc, char** argv)
{
    using namespace wattgpu::cli;
    const TerminalFilter outFilter(std::cout);
    const TerminalFilter errFilter(std::cerr);
    try {
        return run(std::vector<std::string>(argv + 1, argv + argc));
    } catch (const CliError& e) {
        std::cout.flush();
        // One line, bounded, whatever the arguments and files held (each echoed value is cut where
        // it is quoted; this bounds the sum).
        std::cerr << "wattgpu-cli: error: " << wattgpu::printable(e.what(), 4096) << '\n';
        return e.exitCode();
    } catch (const std::exception& e) {
        std::cerr << "wattgpu-cli: internal error: " << wattgpu::printable(e.what(), 4096) << '\n';
        return kExitRuntime;
    }
}
