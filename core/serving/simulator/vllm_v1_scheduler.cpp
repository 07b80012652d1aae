#include "core/serving/simulator/vllm_v1_scheduler.h"

#include <algorithm>

namespace sil::sim {

namespace {

void preempt(ReplicaQueues& q, KvBlocks& kv, SimRequest* victim) {
    if (q.decoding && q.decoding->member(*victim)) q.decoding->leave(*victim);
    kv.release(*victim);
    victim->computed = 0; // recomputed from the prompt and the tokens it already has
    ++victim->preemptions;
    if (q.running.back() == victim)
        q.running.pop_back();
    else
        q.running.erase(std::find(q.running.begin(), q.running.end(), victim));
    q.waiting.push_front(victim);
}

// Grows `r` by `tokens`, preempting from the back of the running queue while the cache is full;
// false when `r` itself was preempted.
bool growOrPreempt(ReplicaQueues& q, KvBlocks& kv, SimRequest* r, int tokens, StepPlan& plan) {
    while (!kv.tryGrow(*r, tokens)) {
        SimRequest* victim = q.running.back();
        preempt(q, kv, victim);
        ++plan.preempted;
        if (victim == r) return false;
    }
    return true;
}

inline void add(StepPlan& plan, SimRequest* r, int tokens) {
    plan.requests.push_back(r);
    plan.chunks.push_back({tokens, r->computed, r->decoding() && tokens == 1});
}

void clear(StepPlan& plan) {
    plan.requests.clear();
    plan.chunks.clear();
    plan.preempted = 0;
}

} // namespace

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
        add(plan, r, tokens);
        budget -= tokens;
    }
}

void VllmV1Scheduler::scheduleEveryRequest(ReplicaQueues& q, KvBlocks& kv, StepPlan& plan) const {
    clear(plan);
    int budget = limits_.max_batched_tokens;
    std::size_t i = 0;
    while (i < q.running.size() && budget > 0) {
        SimRequest* r = q.running[i];
        const int tokens = std::min(r->pending(), budget);
        if (!growOrPreempt(q, kv, r, tokens, plan)) break;
        add(plan, r, tokens);
        budget -= tokens;
        ++i;
    }
    if (plan.preempted > 0) return;
    admitWaiting(q, kv, plan, budget);
}

void VllmV1Scheduler::scheduleWithDecodeGroup(ReplicaQueues& q, KvBlocks& kv,
                                              StepPlan& plan) const {
    clear(plan);
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
        add(plan, r, tokens);
        budget -= tokens;
        ++i;
    }
    if (plan.preempted > 0) return;
    admitWaiting(q, kv, plan, budget);
}

} // namespace sil::sim
