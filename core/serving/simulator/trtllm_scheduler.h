#pragma once
// TensorRT-LLM's inflight batching with its default capacity policy, GUARANTEED_NO_EVICT
// (NVIDIA/TensorRT-LLM, cpp/tensorrt_llm/batch_manager/capacityScheduler.cpp and
// microBatchScheduler.cpp; docs/serving-model.md, "TensorRT-LLM"):
// - Capacity: every request in progress keeps running, holding KV blocks for its whole
//   sequence (prompt and all its output) from the step it starts; a waiting request starts,
//   in arrival order, only if the blocks left hold its whole sequence too, and the first that
//   does not fit stops the rest. So nothing is ever paused or recomputed.
// - Micro batch: requests in arrival order, generation requests one token each and a starting
//   request its whole prompt, while the step stays within max_num_tokens and max_batch_size;
//   the first that does not fit ends the step. Context and generation requests share the step.
// - Context chunking (enable_chunked_context; off by default, on in NVIDIA's MLPerf configs): a
//   prompt that does not fit takes what the step has left, in whole KV blocks (the chunk unit
//   is tokens_per_block; the last piece of a prompt may be any size), and goes on in the next
//   steps (FIRST_COME_FIRST_SERVED: each prompt in order takes all it can).
// A prompt longer than max_num_tokens, which TensorRT-LLM refuses without context chunking, is
// computed here in pieces of what the step has left. Left out: MAX_UTILIZATION (pauses requests
// when the cache is full), KV block reuse and the overlap scheduler.
#include "core/serving/engine_limits.h" // its default limits
#include "core/serving/simulator/scheduler.h"

namespace sil::sim {

class TrtLlmScheduler : public Scheduler {
public:
    explicit TrtLlmScheduler(const SchedulerLimits& limits) : limits_(limits) {}
    void schedule(ReplicaQueues& q, KvBlocks& kv, StepPlan& plan) override;
    std::string name() const override {
        return limits_.chunked_context
                   ? "TensorRT-LLM (inflight batching, guaranteed no evict, chunked context)"
                   : "TensorRT-LLM (inflight batching, guaranteed no evict)";
    }

private:
    // Prompt tokens `r` computes this step out of `budget` left, 0 when it waits for the next.
    int contextTokens(const SimRequest* r, int budget, int blockTokens) const;

    SchedulerLimits limits_;
};

} // namespace sil::sim
