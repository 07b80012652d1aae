#pragma once
// InferenceX (SemiAnalysisAI/InferenceX) throughput result rows: the `agg_<RESULT>.json`
// object utils/process_result.py writes, the `agg_bmk.json` array utils/collect_results.py
// gathers, JSON Lines of such objects, or a CSV with the same column names. Read at
// SemiAnalysisAI/InferenceX 843c6254: utils/process_result.py, utils/aggregate_power.py,
// docs/results-and-ingestion.md. Keys: hw, model, infmax_model_prefix, framework, precision,
// spec_decoding, disagg, is_multinode, isl, osl, conc, tp, pp, dcp_size, pcp_size, ep,
// dp_attention (single node) or prefill_*/decode_*, num_prefill_gpu, num_decode_gpu
// (multinode); tput_per_gpu (total tokens/s per GPU), output_tput_per_gpu,
// input_tput_per_gpu; every vLLM *_ms latency with "_ms" dropped and divided by 1000, i.e. in
// SECONDS (median_ttft, mean_tpot, p99_e2el, ...); *_intvty = 1000 / *_tpot_ms (tokens/s per
// user); avg_power_w (mean power per GPU) when measured.
// Required: hw, model, conc, tput_per_gpu. GPUs: tp x pp x pcp_size on one node,
// num_prefill_gpu + num_decode_gpu across nodes. isl / osl are the configured lengths.
#include "core/measurements/measured_point.h"

#include <string>

namespace sil {

MeasurementParseResult parseInferenceX(const std::string& text, const std::string& fileName);

} // namespace sil
