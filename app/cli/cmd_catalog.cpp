// catalog gpus | llms | models | stacks
#include "app/cli/cli.h"

#include "core/features/stack.h"
#include "core/predict/training.h"

namespace wattgpu::cli {

namespace {

std::vector<std::string> keysOf(const Json& rows)
{
    std::vector<std::string> keys;
    if (!rows.empty())
        for (const auto& [k, v] : rows.front().items())
            keys.push_back(k);
    return keys;
}

} // namespace

int runCatalogGpus(Context& ctx)
{
    ctx.expectNoPositionals();
    const auto& gpus = ctx.engine().gpus().gpus();
    Json rows = Json::array();
    for (const auto& g : gpus)
        rows.push_back(gpuJson(g));
    switch (ctx.format()) {
    case Format::Json: printJson(ctx.out(), rows); break;
    case Format::Csv: writeJsonArrayAsCsv(ctx.out(), rows, keysOf(rows)); break;
    case Format::Table: {
        using A = Table::Align;
        Table t({{"GPU", A::Left},
                 {"Name", A::Left},
                 {"Arch", A::Left},
                 {"Year"},
                 {"Memory (GB)"},
                 {"Bandwidth (GB/s)"},
                 {"TDP (W)"},
                 {"BF16 (TFLOPS)"},
                 {"FP8 (TFLOPS)"}});
        for (const auto& g : gpus)
            t.addRow({g.id, g.announced() ? g.name + " [announced]" : g.name, g.architecture,
                      g.releaseYear ? std::to_string(*g.releaseYear) : "-", human(g.memorySizeGb),
                      human(g.memoryBandwidthGbS), g.tdpW ? human(g.tdpW) : "~" + human(tdpOrEstimateW(g)),
                      human(g.bf16TensorTflops ? g.bf16TensorTflops : g.fp16TensorTflops), human(g.fp8TensorTflops)});
        t.print(ctx.out());
        ctx.out() << gpus.size()
                  << " GPUs. Tensor TFLOPS are dense; BF16 shows FP16 where BF16 is not supported; ~ marks a TDP the "
                     "spec sheet lacks, estimated from memory bandwidth.\n";
        break;
    }
    }
    return kExitOk;
}

int runCatalogLlms(Context& ctx)
{
    ctx.expectNoPositionals();
    const Args& a = ctx.args();
    LlmSearchFilter f;
    if (auto s = a.value("--search"))
        f.text = *s;
    if (auto s = a.value("--family"))
        f.family = *s;
    if (a.has("--moe") && a.has("--dense"))
        usageError("--moe and --dense exclude each other");
    if (a.has("--moe"))
        f.moe = true;
    if (a.has("--dense"))
        f.moe = false;
    f.minBParams = a.doubleValue("--min-b", 0, 1e5);
    f.maxBParams = a.doubleValue("--max-b", 0, 1e5);
    if (f.minBParams && f.maxBParams && *f.minBParams > *f.maxBParams)
        usageError("--min-b: " + human(*f.minBParams) + " is larger than --max-b " + human(*f.maxBParams));
    const auto hits = ctx.engine().llms().search(f);

    Json rows = Json::array();
    for (const auto* m : hits)
        rows.push_back(llmJson(*m));
    switch (ctx.format()) {
    case Format::Json: printJson(ctx.out(), rows); break;
    case Format::Csv:
        writeJsonArrayAsCsv(ctx.out(), rows, keysOf(rows.empty() ? Json::array({llmJson(LlmSpec{})}) : rows));
        break;
    case Format::Table: {
        using A = Table::Align;
        Table t({{"Model", A::Left},
                 {"Family", A::Left},
                 {"Type", A::Left},
                 {"Params (B)"},
                 {"Active (B)"},
                 {"MoE", A::Left},
                 {"Layers"},
                 {"Hidden"},
                 {"KV heads"},
                 {"Context (tokens)"},
                 {"Weights BF16 (GB)"}});
        for (std::size_t i = 0; i < hits.size(); ++i) {
            const LlmSpec* m = hits[i];
            t.addRow({m->hfId, m->family, m->modelType, human(m->totalBParams), human(m->activeBParams),
                      m->isMoe ? "yes" : "no", std::to_string(m->numLayers), std::to_string(m->hiddenSize),
                      std::to_string(m->numKeyValueHeads),
                      m->maxPositionEmbeddings > 0 ? std::to_string(m->maxPositionEmbeddings) : "-",
                      human(rows[i]["weights_gb_bf16"].get<double>())});
        }
        if (hits.empty())
            ctx.out() << "No model matches. Try a shorter --search text.\n";
        else {
            t.print(ctx.out());
            ctx.out() << hits.size() << (hits.size() == 1 ? " model.\n" : " models.\n");
        }
        break;
    }
    }
    return kExitOk;
}

int runCatalogStacks(Context& ctx)
{
    ctx.expectNoPositionals();
    const Predictor* p = ctx.engine().predictor("default");
    const auto evidence = p ? trainingEvidence(*p) : std::nullopt;
    Json rows = Json::array();
    for (const auto& s : knownStacks()) {
        Json measured = Json::array();
        if (evidence)
            for (const auto& [key, gpus] : evidence->itlGpusByStack)
                if (key.rfind(s.family + "/", 0) == 0)
                    for (const auto& g : gpus)
                        measured.push_back(Json{{"stack", key}, {"gpu", g}});
        Json versions = Json::array();
        for (const auto& v : s.measuredVersions)
            versions.push_back(v.empty() ? Json(nullptr) : Json(v));
        rows.push_back(Json{{"engine", s.engine},
                            {"family", s.family},
                            {"versions_from", s.versionLow.empty() ? Json(nullptr) : Json(s.versionLow)},
                            {"versions_to", s.versionHigh.empty() ? Json(nullptr) : Json(s.versionHigh)},
                            {"default_version", s.defaultVersion.empty() ? Json(nullptr) : Json(s.defaultVersion)},
                            {"measured_versions", versions},
                            {"year", s.year},
                            {"backends", s.backends},
                            {"measured_on", measured},
                            {"description", s.description}});
    }
    switch (ctx.format()) {
    case Format::Json: printJson(ctx.out(), rows); break;
    case Format::Csv: {
        Json flat = Json::array();
        for (const auto& r : rows) {
            Json f = r;
            std::string on;
            for (const auto& m : r["measured_on"])
                on += (on.empty() ? "" : " ") + m["stack"].get<std::string>() + ":" + m["gpu"].get<std::string>();
            f["measured_on"] = on;
            std::string vs;
            for (const auto& v : r["measured_versions"])
                vs += (vs.empty() ? "" : " ") + (v.is_null() ? std::string("unrecorded") : v.get<std::string>());
            f["measured_versions"] = vs;
            flat.push_back(f);
        }
        writeJsonArrayAsCsv(ctx.out(), flat, keysOf(flat));
        break;
    }
    case Format::Table: {
        using A = Table::Align;
        Table t({{"Engine", A::Left},
                 {"Versions", A::Left},
                 {"Default", A::Left},
                 {"Family", A::Left},
                 {"Year"},
                 {"Backends measured", A::Left},
                 {"Measured on", A::Left}});
        for (const auto& s : rows) {
            std::string range = s["versions_from"].is_null() ? std::string("any (not recorded)")
                                                             : s["versions_from"].get<std::string>() + " - "
                    + (s["versions_to"].is_null() ? std::string("newer") : s["versions_to"].get<std::string>());
            std::string on;
            for (const auto& m : s["measured_on"])
                on += (on.empty() ? "" : ", ") + m["gpu"].get<std::string>()
                    + (m["stack"].get<std::string>().find("/rocm") != std::string::npos ? " (ROCm)" : "");
            t.addRow({s["engine"].get<std::string>(), range,
                      s["default_version"].is_null() ? "-" : s["default_version"].get<std::string>(),
                      s["family"].get<std::string>(), std::to_string(s["year"].get<int>()),
                      s["backends"].get<std::string>(), on.empty() ? "-" : on});
        }
        t.print(ctx.out());
        ctx.out() << "Aliases: text-generation-inference/tgis = tgi; transformers/huggingface = hf-transformers; "
                     "trt-llm = tensorrt-llm; mii/deepspeed = deepspeed-mii. The vendor backend follows the GPU "
                     "(NVIDIA: CUDA, AMD: ROCm, Intel Gaudi: Habana). A version outside the measured ones is "
                     "predicted with the nearest family and flagged stack_nearest_match; a family never measured "
                     "on a backend combines both behaviours and is flagged stack_unmeasured.\n";
        break;
    }
    }
    return kExitOk;
}

int runCatalogModels(Context& ctx)
{
    ctx.expectNoPositionals();
    const Engine& engine = ctx.engine();
    ctx.printLoadWarnings();
    const auto models = engine.models();
    Json rows = Json::array();
    for (const auto& m : models)
        rows.push_back(
            Json{{"method", m.method}, {"version", m.version}, {"trained_on", m.trainedOn}, {"file", m.file.string()}});
    switch (ctx.format()) {
    case Format::Json: printJson(ctx.out(), rows); break;
    case Format::Csv: writeJsonArrayAsCsv(ctx.out(), rows, {"method", "version", "trained_on", "file"}); break;
    case Format::Table: {
        using A = Table::Align;
        Table t({{"Method", A::Left}, {"Version", A::Left}, {"Trained on", A::Left}, {"File", A::Left}});
        for (const auto& m : models)
            t.addRow({m.method, m.version.empty() ? "-" : m.version, m.trainedOn.empty() ? "-" : m.trainedOn,
                      m.file.empty() ? "(built in)" : m.file.string()});
        t.print(ctx.out());
        ctx.out() << "Data folder: " << engine.dataDir().string() << '\n';
        break;
    }
    }
    return kExitOk;
}

} // namespace wattgpu::cli
