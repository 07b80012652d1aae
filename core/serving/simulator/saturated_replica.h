#pragma once
// The throughput a replica sustains when requests always wait (MLPerf Offline, a benchmark's
// all-at-once run long enough to settle): the steady state the simulated engine reaches, found
// without simulating it. The engine runs as many sequences as its limit and its KV cache allow;
// every step decodes one token of each and fills the rest of the token budget with prompts, as
// many prompt tokens a step as the requests' mix needs (prompt / output per decoded token), so
// the step is the continuous-batching step of core/workload/mixed_step timed by the simulator's
// own execution-time predictor. The same physics as the simulated Server and Interactive runs:
// one engine row, fitted on Offline, predicts all three.
#include "core/serving/serving_setup.h"
#include "core/serving/simulator/scheduler.h"

#include <string>

namespace sil::sim {

struct SaturatedReplica {
    bool ok = false;
    std::string error;
    int sequences = 0;         // running at once
    double decode_tokens = 0;  // a step's decoded tokens (one per running sequence)
    double prefill_tokens = 0; // a step's prompt tokens
    double step_ms = 0;
    double output_tokens_per_s = 0; // the replica's
    double output_tokens_per_s_per_gpu = 0;
    bool kv_bound = false;     // the cache, not the engine's sequence limit, caps the sequences
    bool budget_bound = false; // the step's token budget caps them (fewer run than would fit)
};

// A replica of `tp` GPUs a stage and `pp` stages under the engine's policy and limits.
SaturatedReplica saturatedReplica(const ServingSetup& setup, int tp, int pp, SchedulerPolicy policy,
                                  const SchedulerLimits& limits, double promptTokens,
                                  double outputTokens, int blockTokens = 16);

} // namespace sil::sim
