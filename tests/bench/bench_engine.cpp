// Engine benchmarks on the bundled data: one LLM x all GPUs, 10,000-row bulk prediction,
// training both shipped models, and the full evaluation (all methods, CV5 + LOGO + LOLO).
//   build/bin/wattgpu-bench [--benchmark_filter=...]
#include "core/eval/evaluate.h"
#include "core/plan/engine.h"
#include "core/predict/training.h"

#include <benchmark/benchmark.h>

#include <cstdlib>

using namespace wattgpu;

namespace {

const Engine& engine()
{
    static const Engine* e = [] {
        auto loaded = Engine::load(defaultDataDir());
        if (!loaded) {
            std::fprintf(stderr, "%s\n", loaded.error().message().c_str());
            std::exit(1);
        }
        return std::move(loaded).value().release(); // outlives XGBoost's statics
    }();
    return *e;
}

Corpus corpus()
{
    auto ms = loadMeasurementsCsv(engine().dataDir() / "models" / "data" / "measurements.csv");
    return resolveCorpus(*ms, engine().gpus(), engine().llms());
}

void oneLlmAllGpus(benchmark::State& state)
{
    const LlmSpec* llm = engine().llms().find("meta-llama/Llama-3.1-8B-Instruct");
    Workload w;
    for (auto _ : state)
        benchmark::DoNotOptimize(engine().predictAll(*llm, w, "default", {}, GpuCountMode::AllCounts).value());
    state.counters["gpus"] = static_cast<double>(engine().gpus().gpus().size());
    state.counters["deployments"] = static_cast<double>(
        engine().predictAll(*llm, w, "default", {}, GpuCountMode::AllCounts).value().size());
}
BENCHMARK(oneLlmAllGpus)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);

// The issue-12 figure: one LLM x every GPU type at one GPU per replica (44 predictions).
void oneLlmAllGpusOneCount(benchmark::State& state)
{
    const LlmSpec* llm = engine().llms().find("meta-llama/Llama-3.1-8B-Instruct");
    Workload w;
    w.numGpus = 1;
    for (auto _ : state)
        benchmark::DoNotOptimize(engine().predictAll(*llm, w, "default", {}, GpuCountMode::Fixed).value());
    state.counters["deployments"] = static_cast<double>(
        engine().predictAll(*llm, w, "default", {}, GpuCountMode::Fixed).value().size());
}
BENCHMARK(oneLlmAllGpusOneCount)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);

void bulkPredict10k(benchmark::State& state)
{
    std::vector<Query> qs;
    const auto& llms = engine().llms().llms();
    const auto& gpus = engine().gpus().gpus();
    for (int i = 0; i < 10000; ++i) {
        Workload w;
        w.batch = 1 << (i % 9);
        w.promptLen = 128 << (i % 5);
        qs.push_back(Query{&llms[static_cast<std::size_t>(i) % llms.size()],
                           &gpus[static_cast<std::size_t>(i * 7) % gpus.size()], w});
    }
    const Predictor* p = engine().predictor("default");
    for (auto _ : state)
        benchmark::DoNotOptimize(p->predictMany(qs).value());
}
BENCHMARK(bulkPredict10k)->Unit(benchmark::kMillisecond)->Repetitions(3)->ReportAggregatesOnly(true);

void trainBothModels(benchmark::State& state)
{
    const Corpus c = corpus();
    for (auto _ : state)
        for (const auto& m : learnedMethodNames())
            benchmark::DoNotOptimize(trainPredictor(m, c));
}
BENCHMARK(trainBothModels)->Unit(benchmark::kSecond)->Iterations(1);

void fullEvaluate(benchmark::State& state)
{
    const Corpus c = corpus();
    for (auto _ : state)
        benchmark::DoNotOptimize(evaluate(c));
}
BENCHMARK(fullEvaluate)->Unit(benchmark::kSecond)->Iterations(1);

} // namespace

BENCHMARK_MAIN();
