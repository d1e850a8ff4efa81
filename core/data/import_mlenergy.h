#pragma once
// Importer for ML.ENERGY leaderboard v3 result files
// (`<org>__<model>__<task>.json`, a top-level object with `configurations[]`).
//
// Per configuration (units as named): gpu_model, num_gpus, max_num_seqs, avg_batch_size,
// avg_power_watts (W, all GPUs of the replica), median_itl_ms (ms), energy_per_token_joules (J),
// output_throughput_tokens_per_sec, avg_output_len (tokens). Required: gpu_model, num_gpus,
// max_num_seqs, avg_power_watts, median_itl_ms, avg_output_len. Optional extras that are read
// when present: tensor_parallel, weight_precision / precision / dtype, engine_version,
// model_id / task (also accepted at the top level).
//
// Each configuration becomes one Measurement: source "mlenergy-v3", engine vllm, engine_version
// from the file or "0.11" (the v3 benchmark's vLLM, models/data/DATA_README.md), batch_size =
// max_num_seqs, total_power_w = avg_power_watts, power_per_gpu_w = total / num_gpus,
// itl_kind median_itl, prompt_len empty (ML.ENERGY does not record it).
// The model id and task come from the fields, else from the file name (org__model__task).
// Bare NaN / Infinity tokens (Python's json writes them) do not fail the file: the configuration
// that holds one is rejected naming the key. Rejected rows carry the line of the offending key
// (or of the configuration's opening brace) and the JSON path; a model id, task or engine
// version read from the top level is named there ("model_id", "task"). A configuration breaking
// a plausibility rule (core/data/plausibility.h) is rejected naming avg_power_watts (power),
// median_itl_ms (ITL floor) or output_throughput_tokens_per_sec (throughput).
#include "core/data/import_report.h"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace wattgpu {

Result<ImportReport> parseMlEnergy(std::string_view text, const std::string& file, const ImportOptions& options = {});
// Bounded read (options.maxBytes), then parseMlEnergy; the report carries size, sha256, mtime.
Result<ImportReport> importMlEnergy(const std::filesystem::path& path, const ImportOptions& options = {});

// ML.ENERGY gpu_model -> gpu_specs id ("H100" -> "h100-sxm5-80gb"); nullopt when unknown.
std::optional<std::string> mlEnergyGpuId(std::string_view gpuModel);

} // namespace wattgpu
