#include "core/serving/simulator/engine_scheduler.h"

#include "core/serving/simulator/sglang_scheduler.h"
#include "core/serving/simulator/trtllm_scheduler.h"

#include <algorithm>

namespace sil::sim {

SchedulerPolicy policyForEngine(const std::string& engineId) {
    if (engineId == "sglang") return SchedulerPolicy::Sglang;
    if (engineId == "tensorrt-llm" || engineId == "trtllm") return SchedulerPolicy::TrtLlm;
    return SchedulerPolicy::VllmV1;
}

int sglangDefaultChunkedPrefillSize(double deviceMemoryGb) {
    const double mib = deviceMemoryGb * 1e9 / (1024.0 * 1024.0);
    if (mib < 35 * 1024) return 2048;
    if (mib < 60 * 1024) return 4096;
    if (mib < 160 * 1024) return 8192;
    return 16384;
}

int sglangDefaultMaxRunningRequests(long long kvCacheTokens) {
    constexpr long long kPoolFloor = 2048;
    return static_cast<int>(std::max(1LL, std::min(kPoolFloor, kvCacheTokens / 2)));
}

int engineDefaultTokenBudget(SchedulerPolicy policy, const ServingSetup& setup, int given) {
    switch (policy) {
    case SchedulerPolicy::Sglang:
        return sglangDefaultChunkedPrefillSize(setup.chip ? setup.chip->memory_gb.value_or(0) : 0);
    case SchedulerPolicy::TrtLlm:
        return kTrtllmDefaultMaxNumTokens;
    default:
        return given;
    }
}

int engineDefaultMaxSeqs(SchedulerPolicy policy, const ServingSetup& setup, int tp, int blockTokens,
                         int tokenBudget, int given) {
    switch (policy) {
    case SchedulerPolicy::Sglang:
        return sglangDefaultMaxRunningRequests(kvBlocksFor(setup, tp, blockTokens, tokenBudget) *
                                               blockTokens);
    case SchedulerPolicy::TrtLlm:
        return kTrtllmDefaultMaxBatchSize;
    default:
        return given;
    }
}

void useEngineScheduler(ReplicaConfig& config, const ServingSetup& setup) {
    config.policy = policyForEngine(setup.eff.engine_id);
    SchedulerLimits& l = config.limits;
    l.max_batched_tokens = engineDefaultTokenBudget(config.policy, setup, l.max_batched_tokens);
    l.max_seqs = engineDefaultMaxSeqs(config.policy, setup, config.tp, config.block_tokens,
                                      l.max_batched_tokens, l.max_seqs);
}

} // namespace sil::sim
