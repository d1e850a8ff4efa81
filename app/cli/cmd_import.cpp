// import: validate Watt Counts, ML.ENERGY v3, planner CSV and benchmark result files (vLLM, SGLang,
// GuideLLM, GenAI-Perf/AIPerf, optionally joined with a power log) and write the accepted rows as
// a planner CSV (the format `train --data` reads). The importers and the format detection are
// core's (core/data/import_file.h, core/data/import_bench.h), the same the GUI's Data menu runs.
#include "app/cli/cli.h"

#include "core/data/import_bench.h"
#include "core/data/import_file.h"
#include "core/data/import_mlenergy.h"
#include "core/data/import_report.h"
#include "core/data/import_wattcounts.h"
#include "core/util/fileio.h"
#include "core/util/text.h"

#include <algorithm>
#include <iostream>
#include <map>

namespace wattgpu::cli {

CommandSpec importCommandSpec()
{
    return {"import",
            "validate measurement files and convert them to the planner CSV",
            "Reads Watt Counts subset CSVs, ML.ENERGY v3 model JSONs (<org>__<model>__<task>.json) and planner "
            "CSVs, reports every rejected row with its line, field and reason, lists GPU names and models that "
            "need mapping, and writes the accepted rows as a planner CSV for 'train --data'. Files given without "
            "a flag are detected as the GUI's Data menu does: .json is ML.ENERGY, a CSV with an itl_ms column a "
            "planner CSV, any other CSV Watt Counts. A file with a wrong header or broken syntax fails as a "
            "whole; a bad row is only skipped. Every row must also be plausible for its GPU and model: mean "
            "power at most GPUs x power limit x 1.1 (and 3 % of the TDP per GPU at least), ITL at least 0.7 x "
            "the time the GPUs' memory needs to read the weights once, throughput at most 1.5 x concurrency / "
            "ITL; a row breaking a rule is rejected, a row on which one cannot run (a model not in the catalog) "
            "is kept, listed as unchecked, and checked again when it trains. Benchmark result files (vllm bench "
            "serve JSON, SGLang bench_serving JSONL, GuideLLM report JSON, GenAI-Perf/AIPerf JSON or CSV) are "
            "detected by their keys; they do not name the GPU, the GPU count or the serving engine, which "
            "--gpu, --num-gpus and --engine give, and --power-log joins the power log taken beside the run "
            "(nvidia-smi CSV, DCGM exporter scrape, amd-smi/rocm-smi CSV): its mean power over the run's time "
            "window (the whole log when the file has no timestamps) per GPU and in total.",
            {{"--wattcounts", "FILE...", "Watt Counts subset CSV files", true},
             {"--mlenergy", "FILE...", "ML.ENERGY v3 model JSON files", true},
             {"--planner", "FILE...",
              "planner CSV files (checked against the catalogs, the corpus ranges and the plausibility rules, "
              "row by row; a bad row is skipped)",
              true},
             {"--out", "FILE.csv",
              "write the accepted rows here as a planner CSV (atomically; a regular file, never one of the "
              "inputs; nothing is written when --strict fails); '-' = stdout, the report then goes to stderr"},
             {"--map-gpu", "NAME=ID", "map a source GPU name to a catalog GPU id (repeatable)", true},
             {"--map-model", "NAME=ID", "map a source model name to a catalog model id (repeatable)", true},
             {"--strict", "", "exit with status 1 when any row is rejected"},
             {"--detect", "", "name each file's format and exit without importing"},
             {"--gpu", "ID", "benchmark files: the catalog GPU id the run used (required)"},
             {"--num-gpus", "N", "benchmark files: GPUs of the replica (required)"},
             {"--engine", "NAME", "benchmark files: the serving engine measured (vllm, sglang, ...; required)"},
             {"--engine-version", "V", "benchmark files: the engine's version (default: unknown)"},
             {"--model", "ID", "benchmark files: the model id, over the file's"},
             {"--precision", "P", "benchmark files: weight precision (bf16, fp16, fp8, mxfp4; default bf16)"},
             {"--tensor-parallel", "N", "benchmark files: tensor-parallel size (default --num-gpus)"},
             {"--power-log", "FILE",
              "benchmark files: the power log taken beside the run (nvidia-smi CSV, DCGM scrape, amd-smi/rocm-smi "
              "CSV)"},
             {"--concurrency", "N", "benchmark files without one (a GenAI-Perf CSV): the run's concurrency"},
             {"--request-rate", "R", "benchmark files without one (a GenAI-Perf CSV): the run's request rate, req/s"}}};
}

namespace {

std::map<std::string, std::string> mappings(const Args& a, const std::string& flag)
{
    std::map<std::string, std::string> out;
    for (const auto& v : a.values(flag)) {
        const auto eq = v.rfind('=');
        if (eq == std::string::npos || eq == 0 || eq + 1 == v.size())
            usageError(flag + ": expected NAME=ID, got '" + printable(v) + "'");
        out[v.substr(0, eq)] = v.substr(eq + 1);
    }
    return out;
}

Json reportJson(const ImportReport& r)
{
    auto rows = [](const std::vector<RejectedRow>& list) {
        Json a = Json::array();
        for (const auto& x : list)
            a.push_back(Json{{"line", x.line}, {"field", x.field}, {"reason", x.reason}});
        return a;
    };
    return Json{{"file", r.file},
                {"format", r.format},
                {"bytes", r.bytes},
                {"sha256", r.sha256},
                {"rows_read", r.rowsRead},
                {"accepted", r.accepted.size()},
                {"rejected", rows(r.rejected)},
                {"unchecked", rows(r.unchecked)},
                {"unknown_gpus", r.unknownGpus},
                {"unknown_models", r.unknownModels},
                {"notes", r.notes},
                {"power_log_skipped", rows(r.powerLogSkipped)}};
}

void printReport(std::ostream& os, const ImportReport& r)
{
    os << printable(r.file, 1024) << " (" << r.format << "): " << r.rowsRead << " rows read, " << r.accepted.size()
       << " accepted, " << r.rejected.size() << " rejected\n";
    static constexpr std::size_t kShown = 50;
    auto table = [&os](const std::vector<RejectedRow>& list) {
        Table t({{"line", Table::Align::Right}, {"field", Table::Align::Left}, {"reason", Table::Align::Left}});
        for (std::size_t i = 0; i < std::min(kShown, list.size()); ++i)
            t.addRow({std::to_string(list[i].line), list[i].field, list[i].reason});
        t.print(os, 2);
        if (list.size() > kShown)
            os << "  ... and " << list.size() - kShown << " more (--format json lists them all)\n";
    };
    if (!r.rejected.empty())
        table(r.rejected);
    if (!r.unchecked.empty()) {
        os << "  plausibility rules that could not run on accepted rows (kept; checked again when they train):\n";
        table(r.unchecked);
    }
    auto list = [](const std::vector<std::string>& v) {
        std::string s;
        for (const auto& x : v)
            s += (s.empty() ? "" : ", ") + ("'" + printable(x) + "'");
        return s;
    };
    for (const auto& n : r.notes)
        os << "  " << printable(n, 1024) << '\n';
    if (!r.powerLogSkipped.empty()) {
        os << "  power log lines skipped:\n";
        table(r.powerLogSkipped);
    }
    if (!r.unknownGpus.empty())
        os << "  unknown GPUs (rows rejected; map with --map-gpu NAME=ID): " << list(r.unknownGpus) << '\n';
    if (!r.unknownModels.empty())
        os << "  models not in the catalog (rows kept; they train once the model is in the catalog, or map with "
              "--map-model NAME=ID): "
           << list(r.unknownModels) << '\n';
}

} // namespace

int runImport(Context& ctx)
{
    const Args& a = ctx.args();
    const auto wattcounts = a.values("--wattcounts");
    const auto mlenergy = a.values("--mlenergy");
    const auto planner = a.values("--planner");
    const auto detected = a.positionals();
    if (wattcounts.empty() && mlenergy.empty() && planner.empty() && detected.empty())
        usageError("give at least one file: FILE... (format detected), --wattcounts FILE..., --mlenergy FILE... or "
                   "--planner FILE...");
    if (a.has("--detect")) {
        for (const auto* list : {&wattcounts, &mlenergy, &planner, &detected})
            for (const auto& file : *list) {
                if (const std::string problem = regularFileProblem(file); !problem.empty())
                    runtimeError(printable(file, 1024) + ": " + problem);
                auto text = readFileBounded(file, ImportOptions{}.maxBytes);
                if (!text)
                    runtimeError(text.error().message());
                const ImportFormat f = detectImportFormat(file, text.value());
                if (ctx.format() == Format::Json)
                    printJson(ctx.out(),
                              Json{{"file", file},
                                   {"format", importFormatName(f)},
                                   {"description", importFormatDescription(f)}});
                else
                    ctx.out() << printable(file, 1024) << ": " << importFormatName(f) << " ("
                              << importFormatDescription(f) << ")\n";
            }
        return kExitOk;
    }
    const auto out = a.value("--out");
    const bool csvToStdout = out && *out == "-";
    std::ostream& report = csvToStdout ? ctx.err() : ctx.out();

    ImportOptions opts;
    opts.gpus = &ctx.engine().gpus();
    opts.llms = &ctx.engine().llms();
    opts.gpuMap = mappings(a, "--map-gpu");
    opts.modelMap = mappings(a, "--map-model");
    if (auto v = a.value("--gpu"))
        opts.bench.gpu = *v;
    opts.bench.numGpus = a.intValue("--num-gpus", 1, 1024).value_or(0);
    if (auto v = a.value("--engine")) {
        if (v->size() > kMaxEngineNameBytes)
            usageError("--engine: name longer than " + std::to_string(kMaxEngineNameBytes) + " bytes");
        opts.bench.engine = toLower(*v);
    }
    if (auto v = a.value("--engine-version")) {
        if (v->size() > kMaxEngineVersionBytes)
            usageError("--engine-version: longer than " + std::to_string(kMaxEngineVersionBytes) + " bytes");
        opts.bench.engineVersion = *v;
    }
    if (auto v = a.value("--model"))
        opts.bench.model = *v;
    if (auto v = a.value("--precision")) {
        opts.bench.precision = parsePrecision(*v);
        if (!opts.bench.precision)
            usageError("--precision: expected bf16, fp16, fp8 or mxfp4, got '" + printable(*v) + "'");
    }
    opts.bench.tensorParallel = a.intValue("--tensor-parallel", 1, 1024).value_or(0);
    if (auto v = a.value("--power-log")) {
        if (const std::string problem = regularFileProblem(*v); !problem.empty())
            runtimeError("--power-log: " + printable(*v, 1024) + ": " + problem);
        opts.bench.powerLog = *v;
    }
    opts.bench.concurrency = a.doubleValue("--concurrency", 1, 1e6);
    opts.bench.requestRate = a.doubleValue("--request-rate", 0, 1e6, true);
    opts.bench.origin = "the command line (--gpu, --num-gpus, --engine)";

    // The output policy (core/util/fileio.h) is checked before any work: a device, FIFO or folder
    // as --out, --out naming one of the inputs, a file this command loaded (the catalogs) or a
    // file inside the data folder's bundled data fails at once and nothing is read or written.
    // The CLI has no import store of its own: --out is always a file of the user's.
    OutputOptions policy;
    for (const auto* list : {&wattcounts, &mlenergy, &planner, &detected})
        policy.inputs.insert(policy.inputs.end(), list->begin(), list->end());
    if (!opts.bench.powerLog.empty())
        policy.inputs.push_back(opts.bench.powerLog.string());
    if (out && !csvToStdout) {
        if (const auto checked = checkOutputFile(*out, policy); !checked)
            runtimeError("--out: " + checked.error().message());
    }

    std::vector<ImportReport> reports;
    using Importer = Result<ImportReport> (*)(const std::filesystem::path&, const ImportOptions&);
    auto load = [&](const std::vector<std::string>& files, const std::string& flag, Importer importer) {
        for (const auto& file : files) {
            if (const std::string problem = regularFileProblem(file); !problem.empty())
                runtimeError((flag.empty() ? "" : flag + ": ") + printable(file, 1024) + ": " + problem);
            auto r = importer(file, opts);
            if (!r)
                runtimeError(r.error().message());
            reports.push_back(std::move(r.value()));
        }
    };
    load(wattcounts, "--wattcounts", &importWattCounts);
    load(mlenergy, "--mlenergy", &importMlEnergy);
    load(planner, "--planner", &importPlannerCsv);
    load(detected, "", &importMeasurementFile);

    std::vector<Measurement> accepted;
    std::size_t rejected = 0;
    std::size_t unchecked = 0; // entries: one per row and rule that could not run
    for (const auto& r : reports) {
        accepted.insert(accepted.end(), r.accepted.begin(), r.accepted.end());
        rejected += r.rejected.size();
        unchecked += r.unchecked.size();
    }

    // --strict with rejected rows is a failure: nothing is written, a previous --out file stays.
    const bool strictFailure = a.has("--strict") && rejected > 0;
    if (out && !strictFailure) {
        const std::string csv = toPlannerCsv(accepted);
        if (csvToStdout) {
            ctx.out() << csv;
        } else {
            // Checked again: the importers have read more files since (the bundled corpus).
            const Status st = writeOutputFile(*out, csv, policy);
            if (!st)
                runtimeError("--out: " + st.error().message());
        }
    }

    if (ctx.format() == Format::Json) {
        Json files = Json::array();
        for (const auto& r : reports)
            files.push_back(reportJson(r));
        Json j{{"files", files}, {"accepted", accepted.size()}, {"rejected", rejected}, {"unchecked", unchecked}};
        if (out)
            j["out"] = *out;
        printJson(report, j);
    } else if (ctx.format() == Format::Csv) {
        // status: "rejected" (the row was left out) or "unchecked" (kept; a rule could not run).
        writeCsvRow(report, {"file", "line", "field", "reason", "status"});
        for (const auto& r : reports) {
            for (const auto& x : r.rejected)
                writeCsvRow(report, {r.file, std::to_string(x.line), x.field, x.reason, "rejected"});
            for (const auto& x : r.unchecked)
                writeCsvRow(report, {r.file, std::to_string(x.line), x.field, x.reason, "unchecked"});
        }
    } else {
        for (const auto& r : reports)
            printReport(report, r);
        report << accepted.size() << " rows accepted, " << rejected << " rejected";
        if (unchecked > 0)
            report << ", " << unchecked << (unchecked == 1 ? " plausibility check" : " plausibility checks")
                   << " could not run";
        if (strictFailure && out)
            report << "; nothing written (--strict)";
        else if (out && !csvToStdout)
            report << "; accepted rows written to " << *out << " (train on them: wattgpu-cli train --data "
                   << (ctx.engine().dataDir() / "models" / "data" / "measurements.csv").string() << ' ' << *out
                   << " --out DIR)";
        else if (!out)
            report << "; nothing written (use --out FILE.csv)";
        report << '\n';
    }
    if (strictFailure) {
        ctx.err() << "wattgpu-cli: import: " << rejected << " rows rejected (--strict)"
                  << (out ? "; nothing written to " + printable(*out, 1024) : std::string()) << '\n';
        return kExitRuntime;
    }
    return kExitOk;
}

} // namespace wattgpu::cli
