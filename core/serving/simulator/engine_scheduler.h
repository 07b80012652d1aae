#pragma once
// Which scheduler a replica runs, from its engine profile's engine (vllm, sglang,
// tensorrt-llm), and the limits that engine starts with where the user sets none. vLLM's limits
// stay what the caller gives (the plan's and the CLI's choices); SGLang and TensorRT-LLM take
// their own defaults (docs/serving-model.md, "Engine schedulers").
#include "core/serving/simulator/replica_simulator.h"

#include <string>

namespace sil::sim {

// The policy of an engine id: "sglang" SGLang's, "tensorrt-llm" (or "trtllm") TensorRT-LLM's,
// any other vLLM V1's (the catalog's default engine).
SchedulerPolicy policyForEngine(const std::string& engineId);

// SGLang's chunked_prefill_size on a device of this memory (python/sglang/srt/server_args.py,
// ServerArgs._handle_gpu_memory_settings, thresholds on the device's MiB): 2,048 below 35 GiB,
// 4,096 below 60 GiB, 8,192 below 160 GiB (H100, H200), else 16,384 (B200, MI300X).
int sglangDefaultChunkedPrefillSize(double deviceMemoryGb);

// SGLang's max_running_requests when unset: the request pool, at least 2,048 (the model's
// context length is not known here, and 2,048 is the pool's floor:
// min(max(cache tokens / context length x 512, 2048), 4096)), at most half the cache's tokens
// (ModelRunner._resolve_max_num_reqs, TpModelWorker).
int sglangDefaultMaxRunningRequests(long long kvCacheTokens);

// The engine's step token budget when the user gives none (vLLM: `given`).
int engineDefaultTokenBudget(SchedulerPolicy policy, const ServingSetup& setup, int given);
// The engine's sequence limit for a replica of `tp` GPUs with this token budget (vLLM: `given`).
int engineDefaultMaxSeqs(SchedulerPolicy policy, const ServingSetup& setup, int tp, int blockTokens,
                         int tokenBudget, int given);

// Sets `config`'s policy from the setup's engine and, for SGLang and TensorRT-LLM, that engine's
// default limits (vLLM's limits are left as they are).
void useEngineScheduler(ReplicaConfig& config, const ServingSetup& setup);

} // namespace sil::sim
