#include "core/serving/simulator/vllm_v1_scheduler.h"

#include <algorithm>

namespace sil::sim {

namespace {

void preempt(ReplicaQueues& q, KvBlocks& kv, SimRequest* victim) {
    kv.release(*victim);
    victim->computed = 0; // recomputed from the prompt and the tokens it already has
    ++victim->preemptions;
    q.running.erase(std::find(q.running.begin(), q.running.end(), victim));
    q.waiting.push_front(victim);
}

inline void add(StepPlan& plan, SimRequest* r, int tokens) {
    plan.requests.push_back(r);
    plan.chunks.push_back({tokens, r->computed, r->decoding() && tokens == 1});
}

} // namespace

void VllmV1Scheduler::schedule(ReplicaQueues& q, KvBlocks& kv, StepPlan& plan) {
    plan.requests.clear();
    plan.chunks.clear();
    plan.preempted = 0;
    int budget = limits_.max_batched_tokens;
    std::size_t i = 0;
    while (i < q.running.size() && budget > 0) {
        SimRequest* r = q.running[i];
        const int tokens = std::min(r->pending(), budget);
        bool self = false;
        while (!kv.tryGrow(*r, tokens)) {
            SimRequest* victim = q.running.back();
            preempt(q, kv, victim);
            ++plan.preempted;
            if (victim == r) {
                self = true;
                break;
            }
        }
        if (self) break;
        add(plan, r, tokens);
        budget -= tokens;
        ++i;
    }
    if (plan.preempted > 0) return;
    while (!q.waiting.empty() && budget > 0 &&
           static_cast<int>(q.running.size()) < limits_.max_seqs) {
        SimRequest* r = q.waiting.front();
        const int tokens = std::min(r->pending(), budget);
        if (!kv.tryGrow(*r, tokens)) break;
        q.waiting.pop_front();
        q.running.push_back(r);
        add(plan, r, tokens);
        budget -= tokens;
    }
}

} // namespace sil::sim
