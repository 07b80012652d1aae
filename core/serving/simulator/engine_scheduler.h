#pragma once
// Which scheduler a replica runs, from its engine profile's engine (vllm, sglang,
// tensorrt-llm). The limits it runs under are the setup's, resolved per engine where the user
// set none (core/serving/engine_limits.h); SGLang's sequence limit is also capped by the
// request pool its KV cache holds (docs/serving-model.md, "Engine schedulers").
#include "core/serving/engine_limits.h"
#include "core/serving/simulator/replica_simulator.h"

#include <string>

namespace sil::sim {

// The policy of an engine id: "sglang" SGLang's, "tensorrt-llm" (or "trtllm") TensorRT-LLM's,
// any other vLLM V1's (the catalog's default engine).
SchedulerPolicy policyForEngine(const std::string& engineId);

// SGLang's max_running_requests when unset: the request pool, at least 2,048 (the model's
// context length is not known here, and 2,048 is the pool's floor:
// min(max(cache tokens / context length x 512, 2048), 4096)), at most half the cache's tokens
// (ModelRunner._resolve_max_num_reqs, TpModelWorker).
int sglangDefaultMaxRunningRequests(long long kvCacheTokens);

// Sets `config`'s policy from the setup's engine and caps SGLang's sequence limit at half the
// tokens the replica's KV cache holds (its request pool); `config`'s limits (one engine's), tp
// and dp are set. With dp attention groups the limits become the groups' pooled.
void useEngineScheduler(ReplicaConfig& config, const ServingSetup& setup);

} // namespace sil::sim
