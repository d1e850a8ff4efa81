// catalog gpus | llms | models
#include "app/cli/cli.h"

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
            t.addRow({g.id, g.name, g.architecture, g.releaseYear ? std::to_string(*g.releaseYear) : "-",
                      human(g.memorySizeGb), human(g.memoryBandwidthGbS), human(g.tdpW),
                      human(g.bf16TensorTflops ? g.bf16TensorTflops : g.fp16TensorTflops), human(g.fp8TensorTflops)});
        t.print(ctx.out());
        ctx.out() << gpus.size() << " GPUs. Tensor TFLOPS are dense; BF16 shows FP16 where BF16 is not supported.\n";
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
