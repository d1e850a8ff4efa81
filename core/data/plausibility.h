#pragma once
// Plausibility rules for measured rows, run on every imported row (Watt Counts, ML.ENERGY,
// planner CSV) against the catalog spec of its GPU and model, and again on every row a training
// run resolves (resolveCorpus), so that no row a rule refuses is trained on:
//   power       mean GPU power <= GPUs x power limit x kPowerLimitTolerance, where the limit is
//               the catalog TDP, or the row's power_limit_w when that is lower (a limit above the
//               TDP does not raise it); and per GPU >= kMinPowerFractionOfTdp x TDP.
//   ITL floor   ITL >= kItlFloorTolerance x the weight-streaming floor: bytes of the weights one
//               decode step must read (all weights; the active ones for MoE) / (GPUs x memory
//               bandwidth). No kernel streams faster than the memory delivers.
//   throughput  output tokens/s <= kThroughputTolerance x concurrency / ITL (avg_batch_size when
//               measured, else batch_size): each running sequence gets at most one token a step.
// Tolerances were chosen on the measured corpus (models/data/measurements.csv, 2,013 rows; the
// test test_import_plausibility prints these figures): the closest rows use 97 % of the power
// allowance (745 rows with power; ML.ENERGY v2 starcoder2-15b, 428 W under a 400 W cap), 12.5 %
// of the minimum-power one (the lowest reading is 24 % of TDP), 53 % of the ITL-floor one (2,013
// rows; LLM-Pilot starcoder at 1.33 x the floor) and 71 % of the throughput one (2,013 rows; 1.06
// x concurrency / median ITL); none is refused.
// A rule that cannot run (GPU or model not in the catalog, spec without TDP or bandwidth) is
// reported as unchecked, never passed in silence.
#include "core/catalog/gpu.h"
#include "core/catalog/llm.h"
#include "core/data/corpus.h"

#include <optional>
#include <string>
#include <vector>

namespace wattgpu {

inline constexpr double kPowerLimitTolerance = 1.1;    // measured mean power / (GPUs x limit), at most
inline constexpr double kMinPowerFractionOfTdp = 0.03; // mean power per GPU / TDP, at least
inline constexpr double kItlFloorTolerance = 0.7;      // ITL / weight-streaming floor, at least
inline constexpr double kThroughputTolerance = 1.5;    // throughput / (concurrency / ITL), at most

enum class PlausibilityRule { Power, ItlFloor, Throughput };
const char* plausibilityRuleName(PlausibilityRule rule); // "power", "itl_floor", "throughput"

struct PlausibilityFinding {
    PlausibilityRule rule = PlausibilityRule::Power;
    // Planner CSV column at fault: power_per_gpu_w, total_power_w, itl_ms, throughput_tok_s; for
    // a rule that could not run, "gpu" or "model". Importers map it to their own field names.
    std::string column;
    std::string reason; // English, one sentence
};

struct PlausibilityCheck {
    std::vector<PlausibilityFinding> violations; // rules that ran and refused the row
    std::vector<PlausibilityFinding> unchecked;  // rules that could not run, and why
    // Share of each allowance the row uses, for reports on a corpus: measured / bound for upper
    // bounds, bound / measured for lower bounds; above 1 = refused. Empty when the rule did not run.
    std::optional<double> powerHigh, powerLow, itlFloor, throughput;
    bool ok() const { return violations.empty(); }
};

// gpu or llm may be nullptr (not in the catalog): the rules needing them are listed as unchecked.
PlausibilityCheck checkPlausibility(const Measurement& m, const GpuSpec* gpu, const LlmSpec* llm);

// Why a row must not be trained on: "implausible <column>: <reason>" for the first rule it
// breaks, "unchecked <column>: <reason>" for the first that cannot run; nullopt when all pass.
std::optional<std::string> untrainableReason(const Measurement& m, const GpuSpec* gpu, const LlmSpec* llm);

// Moves the rows of `corpus` that untrainableReason() refuses to corpus.skipped, in order, and
// returns how many. resolveCorpus never lets such a row in; this guards a corpus assembled
// another way (retrain() runs it on its input).
std::size_t skipUntrainableRows(Corpus& corpus);

// Bytes of weights one decode step reads (all weights; the active ones for MoE), and the time
// the GPUs' memory needs to deliver them, ms. 0 when the spec lacks parameters or bandwidth.
double weightBytesPerStep(const LlmSpec& llm, Precision precision);
double weightStreamingFloorMs(const LlmSpec& llm, const GpuSpec& gpu, Precision precision, int numGpus);

} // namespace wattgpu
