#include "core/serving/simulator/engine_scheduler.h"

#include <algorithm>
#include <climits>

namespace sil::sim {

namespace {

// Half the cache's tokens: SGLang runs no more requests than its request pool holds.
int sglangRequestPoolCap(long long kvCacheTokens) {
    return static_cast<int>(std::clamp(kvCacheTokens / 2, 1LL, static_cast<long long>(INT_MAX)));
}

} // namespace

SchedulerPolicy policyForEngine(const std::string& engineId) {
    switch (servingEngineOf(engineId)) {
    case ServingEngine::Sglang:
        return SchedulerPolicy::Sglang;
    case ServingEngine::TensorRtLlm:
        return SchedulerPolicy::TrtLlm;
    case ServingEngine::Vllm:
        break;
    }
    return SchedulerPolicy::VllmV1;
}

int sglangDefaultMaxRunningRequests(long long kvCacheTokens) {
    return std::min(kSglangDefaultMaxRunningRequests, sglangRequestPoolCap(kvCacheTokens));
}

void useEngineScheduler(ReplicaConfig& config, const ServingSetup& setup) {
    config.policy = policyForEngine(setup.eff.engine_id);
    const int groups = std::max(config.dp, 1);
    if (config.policy == SchedulerPolicy::Sglang && config.tp > 0) {
        // One group's cache: the experts over all the groups' GPUs, one group's token budget.
        const long long cacheTokens =
            kvBlocksFor(setup, config.tp, config.block_tokens,
                        config.limits.max_batched_tokens * groups, config.pp, groups) /
            groups * config.block_tokens;
        config.limits.max_seqs =
            std::min(config.limits.max_seqs, sglangRequestPoolCap(cacheTokens));
    }
    // Attention groups sharing experts run one engine each: the replica's scheduler pools them.
    config.limits.max_seqs *= groups;
    config.limits.max_batched_tokens =
        groups * groupTokenBudget(servingEngineOf(setup.eff.engine_id),
                                  config.limits.max_batched_tokens, groups);
}

} // namespace sil::sim
