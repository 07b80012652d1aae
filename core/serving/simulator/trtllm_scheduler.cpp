#include "core/serving/simulator/trtllm_scheduler.h"

#include <algorithm>

namespace sil::sim {

namespace {

int wholeSequence(const SimRequest* r) {
    return r->prompt_tokens + r->output_tokens - r->computed;
}

} // namespace

int TrtLlmScheduler::contextTokens(const SimRequest* r, int budget, int blockTokens) const {
    const int pending = r->pending();
    if (pending <= budget) return pending;
    if (limits_.chunked_context) return budget / blockTokens * blockTokens;
    // Unchunked, only a prompt that no step could hold is split (and, once started, goes on
    // with what each step has left); any other waits for the next step.
    const bool started = r->computed > 0;
    return started || pending > limits_.max_batched_tokens ? budget : 0;
}

void TrtLlmScheduler::schedule(ReplicaQueues& q, KvBlocks& kv, StepPlan& plan) {
    plan.clear();
    int budget = limits_.max_batched_tokens;
    int scheduled = 0;
    // Requests in progress: their blocks were reserved when they started.
    for (SimRequest* r : q.running) {
        if (scheduled >= limits_.max_seqs) return;
        const int tokens = r->decoding() ? 1 : contextTokens(r, budget, kv.blockTokens());
        if (tokens <= 0 || tokens > budget) return;
        plan.add(r, tokens);
        budget -= tokens;
        ++scheduled;
    }
    while (!q.waiting.empty() && scheduled < limits_.max_seqs && budget > 0) {
        SimRequest* r = q.waiting.front();
        if (!kv.canGrow(*r, wholeSequence(r))) return; // waits for a request to finish
        const int tokens = contextTokens(r, budget, kv.blockTokens());
        if (tokens <= 0) return;
        kv.grow(*r, wholeSequence(r));
        q.waiting.pop_front();
        q.running.push_back(r);
        plan.add(r, tokens);
        budget -= tokens;
        ++scheduled;
    }
}

} // namespace sil::sim
