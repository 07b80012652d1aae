#include "core/serving/simulator/vllm_preemption.h"

#include <algorithm>

namespace sil::sim {

void preemptByRecompute(ReplicaQueues& q, KvBlocks& kv, SimRequest* victim) {
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

bool growOrPreempt(ReplicaQueues& q, KvBlocks& kv, SimRequest* r, int tokens, StepPlan& plan) {
    while (!kv.tryGrow(*r, tokens)) {
        SimRequest* victim = q.running.back();
        preemptByRecompute(q, kv, victim);
        ++plan.preempted;
        if (victim == r) return false;
    }
    return true;
}

} // namespace sil::sim
