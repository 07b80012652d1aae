#pragma once
// vLLM V1's scheduler (vllm/v1/core/sched/scheduler.py), as it runs with chunked prefill:
// a token budget per step; the running requests first, in admission order, each taking the
// tokens it has pending (one for a decode, the next piece of a prompt still being prefilled)
// up to what the budget has left; then waiting requests are admitted in arrival order while the
// budget and max_num_seqs allow, the last admitted taking a partial chunk. When the KV cache
// cannot hold a running request's next tokens, the most recently admitted request is
// preempted: its blocks are freed and it waits at the front of the queue to be recomputed, and
// no new request is admitted that step.
// Where the simulator keeps the decoding sequences between steps (ReplicaQueues::decoding), the
// same policy touches only what changes: every decode fits the budget (max_num_seqs within
// max_num_batched_tokens) and the decodes come first in the running queue, so only a decode
// whose token opens a KV block can preempt, and the prompt still being prefilled is the tail.
#include "core/serving/simulator/scheduler.h"

namespace sil::sim {

class VllmV1Scheduler : public Scheduler {
public:
    explicit VllmV1Scheduler(const SchedulerLimits& limits) : limits_(limits) {}
    void schedule(ReplicaQueues& q, KvBlocks& kv, StepPlan& plan) override;
    std::string name() const override { return "vLLM V1 (chunked prefill, decode first)"; }

private:
    void scheduleEveryRequest(ReplicaQueues& q, KvBlocks& kv, StepPlan& plan) const;
    void scheduleWithDecodeGroup(ReplicaQueues& q, KvBlocks& kv, StepPlan& plan) const;
    void admitWaiting(ReplicaQueues& q, KvBlocks& kv, StepPlan& plan, int budget) const;

    SchedulerLimits limits_;
};

} // namespace sil::sim
