#pragma once
// The project's own calibration JSON (shared/calibration, database/calibration), as its
// benchmark scripts write it:
//   nccl_bench.py:   {device, world_size, torch, nccl, env, rows: [{collective, n, bytes,
//                    time_us, algbw_GBps, busbw_GBps}]}  -> collective points (in_place
//                    unknown: torch.distributed calls)
//   llm_bench.py / moe_bench.py: {device, torch, model: {...}, decode: [{batch, context,
//                    step_s, tokens_per_s, ...}], prefill: [{tokens, layers, s,
//                    tokens_per_s_<L>_layers, ...}], train: [...]}  -> decode points
//                    (concurrency = batch, context_tokens, step_ms, output tokens/s,
//                    tokens/s per user = 1000 / step_ms) and prefill points (prompt_tokens,
//                    prefill tokens/s of the full model); train rows are skipped
//   serving_power_bench.py: {meta: {device, ...}, points: [{isl, osl, batch, ttft_s,
//                    decode_s, e2e_s, output_tokens_per_s_per_gpu, tokens_per_s_per_user,
//                    tpot_ms, prefill_W, decode_W, prefill: {...}, decode: {decode_J, ...}}]}
//                    -> serving points (ttft_s, tpot_ms, e2e_s and power optional: a
//                    published static-batch run may state only its throughput; its meta
//                    may add precision, engine and tp); power_w is the energy-weighted mean over
//                    the request, (prefill_W x ttft_s + decode.decode_J) / e2e_s.
#include "core/measurements/measured_point.h"

#include <string>

namespace sil {

MeasurementParseResult parseCalibrationMeasurements(const std::string& text,
                                                    const std::string& fileName);

} // namespace sil
