// Engine benchmarks on the bundled data: one LLM x all GPUs, 10,000-row bulk prediction, the
// window's server view for 44, 250 and 1,000 GPU types, training both shipped models, and the
// full evaluation (all methods, CV5 + LOGO + LOLO).
//   build/bin/wattgpu-bench [--benchmark_filter=...]
#include "core/catalog/custom_gpus.h"
#include "core/eval/evaluate.h"
#include "core/plan/engine.h"
#include "core/plan/prediction_cache.h"
#include "core/plan/sweeps.h"
#include "core/predict/training.h"

#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdlib>
#include <map>
#include <memory>
#include <string>
#include <vector>

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

// The bundled engine with GPU types added as custom GPUs up to `types` in all: copies of the
// catalog's GPUs, in turn, with memory bandwidth, TDP and tensor FLOP/s scaled by 0.8..1.2 and
// ids "<id>-v<k>" (the bundled catalog has 44).
const Engine& engineWithTypes(int types)
{
    static std::map<int, Engine*> engines;
    if (const auto it = engines.find(types); it != engines.end())
        return *it->second;
    auto loaded = Engine::load(defaultDataDir());
    if (!loaded) {
        std::fprintf(stderr, "%s\n", loaded.error().message().c_str());
        std::exit(1);
    }
    std::unique_ptr<Engine> e = std::move(loaded).value();
    const std::vector<GpuSpec> bundled = e->gpus().gpus();
    std::vector<GpuSpec> custom;
    for (std::size_t i = 0; bundled.size() + custom.size() < static_cast<std::size_t>(types); ++i) {
        const GpuSpec& from = bundled[i % bundled.size()];
        const std::string k = std::to_string(i / bundled.size() + 1);
        GpuSpec g = duplicateGpu(from, from.id + "-v" + k, from.name + " v" + k);
        const double f = 0.8 + 0.4 * static_cast<double>((i * 37) % 100) / 100.0;
        for (std::optional<double>* x : {&g.memoryBandwidthGbS, &g.tdpW, &g.fp16TensorTflops, &g.bf16TensorTflops})
            if (*x)
                **x *= f;
        custom.push_back(std::move(g));
    }
    if (const Status added = addCustomGpus(e->gpus(), custom); !added) {
        std::fprintf(stderr, "%s\n", added.error().message().c_str());
        std::exit(1);
    }
    return *(engines[types] = e.release()); // outlives XGBoost's statics
}

// The window's server view computed in core, as ComputeService does it for a new plan: phase 1
// (Engine::predict on every GPU type for the table, Engine::recommend), phase 2 (the load sweep of
// the auto-picked deployments, the SLA sweep, max rates and the capacity plan), one cache for
// both. Llama-3.1-8B-Instruct at 5 req/s per replica and a 5 req/s fleet target, 50 ms SLA, every
// GPU count.
void serverView(benchmark::State& state)
{
    const Engine& e = engineWithTypes(static_cast<int>(state.range(0)));
    Scenario sc;
    sc.llm = *e.llms().find("meta-llama/Llama-3.1-8B-Instruct");
    sc.load = RequestRate{5.0};
    sc.fleetTargetRps = 5.0; // the Capacity tab: fleets for 5 req/s
    sc.slaItlMs = 50.0;
    sc.gpuCountMode = GpuCountMode::AllCounts;
    const std::string method = "default";
    std::size_t deployments = 0, segments = 0, fleets = 0;
    double predictMs = 0, recommendMs = 0;
    Sweeps out;
    FleetAnswers fleet;
    for (auto _ : state) {
        using Clock = std::chrono::steady_clock;
        const auto t0 = Clock::now();
        PredictionCache cache;
        const std::vector<Prediction> predictions = e.predict(sc, method, &cache).value();
        const auto t1 = Clock::now();
        const PlanOutcome outcome = outcomeOf(e, sc, method, e.recommend(sc, method, &cache).value());
        const auto t2 = Clock::now();
        const SweepRequest req{outcome, predictions, {}, true};
        out = Sweeps{};
        if (!computeSweeps(e, req, out, {}, &cache, &fleet) || out.error) {
            state.SkipWithError("the sweeps failed");
            break;
        }
        predictMs = std::chrono::duration<double, std::milli>(t1 - t0).count();
        recommendMs = std::chrono::duration<double, std::milli>(t2 - t1).count();
        deployments = predictions.size();
        segments = out.slaSweep.size();
        fleets = fleet.capacity ? fleet.capacity->rows.size() : 0;
        benchmark::DoNotOptimize(out);
    }
    // The phases of the last run: Engine::predict, Engine::recommend, computeSweeps.
    state.counters["predict_ms"] = predictMs;
    state.counters["recommend_ms"] = recommendMs;
    state.counters["sweeps_ms"] = out.sweepMs;
    state.counters["gpu_types"] = static_cast<double>(e.gpus().gpus().size());
    state.counters["deployments"] = static_cast<double>(deployments);
    state.counters["sla_segments"] = static_cast<double>(segments);
    state.counters["fleets"] = static_cast<double>(fleets);
}
BENCHMARK(serverView)
    ->Arg(44)
    ->Arg(250)
    ->Arg(1000)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

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
