#include "core/serving/simulator/static_batch_scheduler.h"

#include <algorithm>

namespace sil::sim {

void StaticBatchScheduler::schedule(ReplicaQueues& q, KvBlocks& kv, StepPlan& plan) {
    plan.clear();
    if (q.running.empty()) {
        // The whole sequence's blocks up front: a static batch never preempts.
        auto whole = [](const SimRequest* r) { return r->prompt_tokens + r->output_tokens; };
        while (!q.waiting.empty() && static_cast<int>(q.running.size()) < limits_.max_seqs &&
               kv.canGrow(*q.waiting.front(), whole(q.waiting.front()))) {
            SimRequest* r = q.waiting.front();
            q.waiting.pop_front();
            kv.grow(*r, whole(r));
            q.running.push_back(r);
        }
    }
    const bool prefilling = std::any_of(q.running.begin(), q.running.end(),
                                        [](const SimRequest* r) { return !r->decoding(); });
    int budget = limits_.max_batched_tokens;
    for (SimRequest* r : q.running) {
        if (prefilling) {
            if (r->decoding() || budget <= 0) continue;
            // Whole prompts per forward where they fit, as the static runs pack them.
            const int tokens = std::min(r->pending(), budget);
            if (tokens < r->pending() && budget < limits_.max_batched_tokens) continue;
            kv.grow(*r, tokens);
            plan.requests.push_back(r);
            plan.chunks.push_back({tokens, r->computed, false});
            budget -= tokens;
        } else {
            kv.grow(*r, 1);
            plan.requests.push_back(r);
            plan.chunks.push_back({1, r->computed, true});
        }
    }
}

} // namespace sil::sim
