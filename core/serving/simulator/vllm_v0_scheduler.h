#pragma once
// vLLM V0's scheduler (vllm/core/scheduler.py, _schedule_default; vllm/engine/llm_engine.py,
// step) as submissions ran it with multi-step scheduling (--num-scheduler-steps N) and
// without chunked prefill:
// - Prompts first: when requests wait and the budgets admit one, the step is a prefill of whole
//   prompts in arrival order while the token budget (max_num_batched_tokens), max_num_seqs and
//   the KV cache hold them; it carries no decodes, so it stalls every running sequence's next
//   token. A prefill is one step: V0 gives prompts no lookahead slots unless chunking is on.
// - Otherwise the running sequences decode N steps (num_lookahead_slots = N - 1) before the
//   scheduler runs again ("the scheduler is only called again when the current batch has
//   completed"): a request arriving meanwhile waits up to N decode steps for its prefill.
// - When the cache cannot hold a running sequence's next token, the most recently admitted is
//   preempted and recomputed from its prompt later (V0's default for single sequences).
// A sequence finishing inside a run leaves the simulated batch at once, where V0 keeps its slot
// to the end of the run: a decode step here is at most N - 1 sequences cheaper than V0's.
#include "core/serving/simulator/scheduler.h"

namespace sil::sim {

class VllmV0Scheduler : public Scheduler {
public:
    explicit VllmV0Scheduler(const SchedulerLimits& limits) : limits_(limits) {}
    void schedule(ReplicaQueues& q, KvBlocks& kv, StepPlan& plan) override;
    std::string name() const override;

private:
    bool admitPrompts(ReplicaQueues& q, KvBlocks& kv, StepPlan& plan) const;
    void decodeRunning(ReplicaQueues& q, KvBlocks& kv, StepPlan& plan) const;

    SchedulerLimits limits_;
    int decode_steps_left_ = 0; // of the current multi-step run
};

} // namespace sil::sim
