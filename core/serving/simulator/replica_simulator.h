#pragma once
// Discrete-event simulation of one replica serving a stream of requests: requests arrive from
// the generator, the engine's scheduler fills each step, the step's time comes from the
// execution-time predictor, and the metrics store records every token. Steps run back to back
// while there is work (a request arriving mid-step waits for the next one); the replica idles
// until the next arrival when there is none. Deterministic for a seed.
#include "core/serving/serving_setup.h"
#include "core/serving/simulator/metrics.h"
#include "core/serving/simulator/request_generator.h"
#include "core/serving/simulator/scheduler.h"

#include <string>
#include <vector>

namespace sil::sim {

struct ReplicaConfig {
    int tp = 1;
    int pp = 1; // pipeline stages (step_predictor.h)
    // Attention groups of tp GPUs sharing experts spread over all tp x dp GPUs (expert
    // parallelism with data-parallel attention, one stage: step_predictor.h). The replica is
    // simulated as one scheduler over the groups' pooled limits and KV caches, each step's work
    // dealt evenly over the groups: an engine that balances its groups perfectly.
    int dp = 1;
    SchedulerPolicy policy = SchedulerPolicy::VllmV1;
    SchedulerLimits limits;
    int block_tokens = 16;            // vLLM's default KV block
    long long kv_blocks_override = 0; // > 0: this many blocks instead of what memory holds
    // The decode side of a disaggregated layout: each prompt arrives with its KV cache moved
    // in from a prefill replica, all but its last token, which this replica computes to sample
    // the first output token (as vLLM's disaggregated connectors hand a request over). The
    // arrival is when the move completes.
    bool arrive_prefilled = false;
    // Keep the decoding sequences between steps (decode_group.h) where the scheduler allows it,
    // so a step costs what changes in it rather than the running batch; false walks every
    // running request every step (the reference the kept state is tested against).
    bool keep_decode_group = true;
};

struct SimulationResult {
    bool ok = false;
    std::string error;
    RunSummary summary;
    // Per measured request, paired by index: seconds to the first token, vLLM's TPOT (0 for
    // one-token requests) and end to end. What the two sides of a disaggregated layout are combined
    // from.
    std::vector<double> ttft_s, tpot_s, e2e_s;
    long long kv_blocks = 0; // the cache the replica had
    std::string scheduler;
    bool decode_group_kept = false; // the decoding sequences were kept between steps
};

// KV blocks a replica of `tp` GPUs a stage (and `pp` stages, or `dp` attention groups) holds:
// the engine's usable memory less a stage's weights (its experts over tp x dp GPUs) and one
// step's activations, over one block's KV bytes in a stage; `maxBatchedTokens` is the replica's
// (each group runs its dp-th).
long long kvBlocksFor(const ServingSetup& setup, int tp, int blockTokens, int maxBatchedTokens,
                      int pp = 1, int dp = 1);

SimulationResult simulateReplica(const ServingSetup& setup, const ReplicaConfig& config,
                                 const LoadSpec& load, const LengthSpec& lengths,
                                 const ServiceLevel& slo = {},
                                 SummaryDetail detail = SummaryDetail::Full);

} // namespace sil::sim
