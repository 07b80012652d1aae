#pragma once
// SGLang's default scheduler (sgl-project/sglang, python/sglang/srt/managers/scheduler.py and
// schedule_policy.py; docs/serving-model.md, "SGLang"), as it runs with its defaults:
// - Prefill first: each step is a new prefill batch whenever requests wait and the budgets
//   admit one (Scheduler.get_next_batch_to_run, "Run prefill first if possible"), otherwise one
//   decode step of every running request. A prefill batch carries no decodes (enable_mixed_chunk
//   is off by default), so a request arriving stalls every running request's next token.
// - The prefill batch (PrefillAdder): first the request whose prompt is being chunked, then
//   waiting requests in arrival order (schedule_policy "fcfs"; "lpm" orders by cached prefix,
//   which prompts without shared prefixes do not have) while the running requests stay under
//   max_running_requests, the chunk budget (chunked_prefill_size) and max_prefill_tokens last,
//   and the KV cache holds each prompt plus its output up to 4,096 tokens after reserving, for
//   each running request, its remaining output times new_token_ratio. A prompt longer than
//   what the chunk budget has left is cut there and ends the batch.
// - new_token_ratio starts at 0.7 x schedule_conservativeness (1.0), falls by (0.7 - 0.098) / 600
//   each decode step to 0.098 (environ.py: SGLANG_INIT_NEW_TOKEN_RATIO 0.7,
//   SGLANG_MIN_NEW_TOKEN_RATIO_FACTOR 0.14, SGLANG_NEW_TOKEN_RATIO_DECAY_STEPS 600), and starts
//   over when the replica idles.
// - When a decode step does not fit the cache, requests are retracted (ScheduleBatch.
//   retract_decode): the one with the fewest output tokens first, the longest prompt on a tie,
//   until the others' next tokens fit; each is freed and queued again to be recomputed, and
//   new_token_ratio becomes (tokens decoded + 20 per request left) / (their output lengths + 1),
//   at most 1 (SGLANG_RETRACT_DECODE_STEPS 20).
// Left out: the radix prefix cache (bench prompts share no prefixes), the overlap scheduler's
// one-step lag of the CPU behind the GPU, priority scheduling and the prefill delayer.
#include "core/serving/simulator/scheduler.h"

namespace sil::sim {

// SGLang's defaults (python/sglang/srt/server_args.py, python/sglang/srt/environ.py).
inline constexpr int kSglangMaxPrefillTokens = 16384;
inline constexpr int kSglangClipMaxNewTokens = 4096;
inline constexpr double kSglangInitNewTokenRatio = 0.7;
inline constexpr double kSglangMinNewTokenRatioFactor = 0.14;
inline constexpr int kSglangNewTokenRatioDecaySteps = 600;
inline constexpr int kSglangRetractDecodeSteps = 20;

class SglangScheduler : public Scheduler {
public:
    explicit SglangScheduler(const SchedulerLimits& limits);
    void schedule(ReplicaQueues& q, KvBlocks& kv, StepPlan& plan) override;
    std::string name() const override { return "SGLang (prefill first, chunked prefill)"; }
    double newTokenRatio() const { return new_token_ratio_; }

private:
    // A prefill batch into `plan`; false when none is admitted.
    bool schedulePrefill(ReplicaQueues& q, KvBlocks& kv, StepPlan& plan) const;
    void scheduleDecode(ReplicaQueues& q, KvBlocks& kv, StepPlan& plan);
    // Retracts decoding requests until the others' next tokens fit; how many it retracted.
    int retract(ReplicaQueues& q, KvBlocks& kv);
    // Cache tokens the running requests are expected still to need (PrefillAdder's reservation).
    double reservedTokens(const ReplicaQueues& q) const;

    SchedulerLimits limits_;
    double new_token_ratio_;
};

} // namespace sil::sim
