#pragma once
// `vllm bench serve --save-result` JSON (one object) and `--append-result` files (one object
// per line). Key names as vLLM writes them, read in vllm/benchmarks/serve.py (vllm-project/vllm
// at 009e6d4a, the `result` dict of benchmark() and `result_json` in main()):
//   date, endpoint_type, backend, label, model_id, tokenizer_id, num_prompts, request_rate
//   (a number or "inf"), burstiness, max_concurrency (null without --max-concurrency), any
//   --metadata KEY=VALUE pairs (strings), duration (s), completed, failed, total_input_tokens,
//   total_output_tokens, request_throughput (req/s), request_goodput, output_throughput
//   (tok/s), total_token_throughput (tok/s), max_output_tokens_per_s, max_concurrent_requests,
//   {mean,median,std}_{ttft,tpot,itl,e2el}_ms and p<P>_{ttft,tpot,itl,e2el}_ms for each
//   --metric-percentiles P (default 99; "p99.9" for fractions); with --save-detailed also
//   input_lens, output_lens, ttfts, itls, start_times, generated_texts, errors.
// Required: completed (> 0), duration (> 0), request_throughput, output_throughput (finite,
// >= 0). From --metadata it reads system (or hw), gpus (or num_gpus) and tp (or
// tensor_parallel_size), which give per-GPU throughput.
#include "core/measurements/measured_point.h"

#include <string>

namespace sil {

MeasurementParseResult parseVllmBenchServe(const std::string& text, const std::string& fileName);

} // namespace sil
