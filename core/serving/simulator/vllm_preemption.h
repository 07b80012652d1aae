#pragma once
// vLLM's preemption by recomputation, as V0 and V1 both do it for a one-sequence request: when
// the KV cache cannot hold a running request's next tokens, the most recently admitted request
// frees its blocks and waits at the front of the queue, to be computed again from its prompt
// and the tokens it already has.
#include "core/serving/simulator/scheduler.h"

namespace sil::sim {

// Frees `victim` and puts it back at the front of the waiting queue.
void preemptByRecompute(ReplicaQueues& q, KvBlocks& kv, SimRequest* victim);

// Grows `r` by `tokens`, preempting from the back of the running queue while the cache is full
// (each counted in `plan`); false when `r` itself was preempted.
bool growOrPreempt(ReplicaQueues& q, KvBlocks& kv, SimRequest* r, int tokens, StepPlan& plan);

} // namespace sil::sim
