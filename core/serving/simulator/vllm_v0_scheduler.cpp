#include "core/serving/simulator/vllm_v0_scheduler.h"

#include "core/serving/simulator/vllm_preemption.h"

#include <algorithm>

namespace sil::sim {

std::string VllmV0Scheduler::name() const {
    return "vLLM V0 (whole prompts first, " + std::to_string(limits_.decode_steps_per_schedule) +
           " decode steps per schedule)";
}

void VllmV0Scheduler::schedule(ReplicaQueues& q, KvBlocks& kv, StepPlan& plan) {
    plan.clear();
    if (q.running.empty()) decode_steps_left_ = 0;
    if (decode_steps_left_ == 0) {
        if (admitPrompts(q, kv, plan)) return;
        decode_steps_left_ = std::max(1, limits_.decode_steps_per_schedule);
    }
    decodeRunning(q, kv, plan);
    --decode_steps_left_;
}

// A prefill-only step of whole prompts; false when none is admitted.
bool VllmV0Scheduler::admitPrompts(ReplicaQueues& q, KvBlocks& kv, StepPlan& plan) const {
    int budget = limits_.max_batched_tokens;
    while (!q.waiting.empty() && static_cast<int>(q.running.size()) < limits_.max_seqs) {
        SimRequest* r = q.waiting.front();
        const int tokens = r->pending();
        // A prompt over the whole budget runs alone rather than never (V0 would refuse it).
        if (tokens > budget && !(plan.requests.empty() && budget == limits_.max_batched_tokens))
            break;
        if (!kv.tryGrow(*r, tokens)) break;
        q.waiting.pop_front();
        q.admit(r);
        plan.add(r, tokens);
        budget -= tokens;
    }
    return !plan.requests.empty();
}

// One decode step of every running sequence, preempting the latest admitted while the cache
// cannot hold the next tokens.
void VllmV0Scheduler::decodeRunning(ReplicaQueues& q, KvBlocks& kv, StepPlan& plan) const {
    std::size_t i = 0;
    while (i < q.running.size()) {
        SimRequest* r = q.running[i];
        const int tokens = r->pending();
        if (!growOrPreempt(q, kv, r, tokens, plan)) break;
        plan.add(r, tokens);
        ++i;
    }
}

} // namespace sil::sim
