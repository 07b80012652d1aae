#pragma once
// The limits a serving engine runs a replica under when its user sets none: the tokens one step
// computes (vLLM's max_num_batched_tokens, SGLang's chunked_prefill_size, TensorRT-LLM's
// max_num_tokens) and the sequences running at once (max_num_seqs, max_running_requests,
// max_batch_size). One owner, per engine, so the plan (analytic and simulated), `inference
// --rate | --concurrency`, the Serve-at-a-load chart and the MLPerf predictions run the same
// engine with the same limits, and every answer states the limits it used.
#include "core/catalog/catalog.h"

#include <string>

namespace sil {

struct EngineLimits {
    int max_batched_tokens = 2048;
    int max_seqs = 256;
};

// The serving engines whose schedulers and defaults are modelled; an engine profile's engine
// id names one ("sglang", "tensorrt-llm" or "trtllm"; any other is vLLM, the catalog's default).
enum class ServingEngine { Vllm, Sglang, TensorRtLlm };
ServingEngine servingEngineOf(const std::string& engineId);

// vLLM's defaults for its OpenAI-compatible server on the device (vllm/engine/arg_utils.py,
// EngineArgs.get_batch_defaults and _set_default_args): 8,192 tokens and 1,024 sequences on a
// device of at least 70 GiB whose name is not an A100's (vLLM's check), else 2,048 and 256; on
// TPUs the token budget by generation (v6e 1,024, v5e 512, v5p 256).
EngineLimits vllmServerDefaults(const Chip& chip);

// SGLang's chunked_prefill_size on a device of this memory (python/sglang/srt/server_args.py,
// ServerArgs._handle_gpu_memory_settings, thresholds on the device's MiB): 2,048 below 35 GiB,
// 4,096 below 60 GiB, 8,192 below 160 GiB (H100, H200), else 16,384 (B200, MI300X).
int sglangDefaultChunkedPrefillSize(double deviceMemoryGb);

// SGLang's max_running_requests before its KV cache is known: the request pool's floor of 2,048
// (min(max(cache tokens / context length x 512, 2048), 4096)); the simulator caps it at half the
// cache's tokens (ModelRunner._resolve_max_num_reqs).
inline constexpr int kSglangDefaultMaxRunningRequests = 2048;

// TensorRT-LLM's defaults (tensorrt_llm/builder.py, BuildConfig), which trtllm-serve and the
// LLM API start with.
inline constexpr int kTrtllmDefaultMaxBatchSize = 2048;
inline constexpr int kTrtllmDefaultMaxNumTokens = 8192;

// The tokens one of `groups` attention groups sharing experts computes a step, from the
// engine's budget: vLLM runs each data-parallel rank as its own engine with its own limits
// (docs.vllm.ai v0.12.0, "Data Parallel Deployment"), TensorRT-LLM taken alike; SGLang divides
// its chunked_prefill_size by the data-parallel size under DP attention
// (python/sglang/srt/server_args.py, ServerArgs.__post_init__, "Data parallelism attention").
int groupTokenBudget(ServingEngine engine, int budget, int groups);

// The engine's own defaults on the device.
EngineLimits engineServerDefaults(ServingEngine engine, const Chip& chip);

// A user's settings over the engine's defaults on the device (0 keeps a default).
EngineLimits engineLimits(ServingEngine engine, const Chip& chip, int chunkTokens, int maxSeqs);

// "8,192 tokens a step, 1,024 sequences at once (vLLM's server defaults for a device of 70 GiB
// or more, not an A100)", or which of them the user set: the assumption every answer that
// simulates states, naming the engine whose defaults they are.
std::string engineLimitsNote(ServingEngine engine, const Chip& chip, const EngineLimits& used);

} // namespace sil
