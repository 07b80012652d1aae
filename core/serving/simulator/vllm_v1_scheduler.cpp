#include "core/serving/simulator/vllm_v1_scheduler.h"

#include "core/serving/simulator/vllm_preemption.h"

#include <algorithm>

namespace sil::sim {

void VllmV1Scheduler::schedule(ReplicaQueues& q, KvBlocks& kv, StepPlan& plan) {
    if (q.decoding)
        scheduleWithDecodeGroup(q, kv, plan);
    else
        scheduleEveryRequest(q, kv, plan);
}

void VllmV1Scheduler::admitWaiting(ReplicaQueues& q, KvBlocks& kv, StepPlan& plan,
                                   int budget) const {
    while (!q.waiting.empty() && budget > 0 &&
           static_cast<int>(q.running.size()) < limits_.max_seqs) {
        SimRequest* r = q.waiting.front();
        const int tokens = std::min(r->pending(), budget);
        if (!kv.tryGrow(*r, tokens)) break;
        q.waiting.pop_front();
        q.admit(r);
        plan.add(r, tokens);
        budget -= tokens;
    }
}

void VllmV1Scheduler::scheduleEveryRequest(ReplicaQueues& q, KvBlocks& kv, StepPlan& plan) const {
    plan.clear();
    int budget = limits_.max_batched_tokens;
    std::size_t i = 0;
    while (i < q.running.size() && budget > 0) {
        SimRequest* r = q.running[i];
        const int tokens = std::min(r->pending(), budget);
        if (!growOrPreempt(q, kv, r, tokens, plan)) break;
        plan.add(r, tokens);
        budget -= tokens;
        ++i;
    }
    if (plan.preempted > 0) return;
    admitWaiting(q, kv, plan, budget);
}

void VllmV1Scheduler::scheduleWithDecodeGroup(ReplicaQueues& q, KvBlocks& kv,
                                              StepPlan& plan) const {
    plan.clear();
    DecodeGroup& group = *q.decoding;
    // The decodes come first in the running queue. Where the cache has the blocks their tokens
    // open, they all run; otherwise they are walked in order, as every request is, and only one
    // whose token opens a block can preempt (when it is preempted itself, every request behind
    // it already was).
    if (!kv.tryTake(group.blocksNeeded())) {
        for (std::size_t i = 0; i < static_cast<std::size_t>(group.size()); ++i) {
            SimRequest* r = q.running[i];
            group.sync(*r);
            if (!growOrPreempt(q, kv, r, 1, plan)) return;
        }
    }
    int budget = limits_.max_batched_tokens - group.size();
    // The prompts still being prefilled: behind the decodes in the running queue.
    std::size_t i = static_cast<std::size_t>(group.size());
    while (i < q.running.size() && budget > 0) {
        SimRequest* r = q.running[i];
        const int tokens = std::min(r->pending(), budget);
        if (!growOrPreempt(q, kv, r, tokens, plan)) break;
        plan.add(r, tokens);
        budget -= tokens;
        ++i;
    }
    if (plan.preempted > 0) return;
    admitWaiting(q, kv, plan, budget);
}

} // namespace sil::sim
