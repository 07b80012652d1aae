#include "core/serving/engine_limits.h"

#include <algorithm>
#include <array>
#include <string_view>
#include <utility>

namespace sil {

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

bool largeDevice(const Chip& chip) {
    return chip.memory_gb.value_or(0) * 1e9 >= 70 * kGiB &&
           chip.id.find("a100") == std::string::npos;
}

std::string grouped(int n) {
    std::string s = std::to_string(n);
    for (int i = static_cast<int>(s.size()) - 3; i > 0; i -= 3)
        s.insert(static_cast<std::size_t>(i), ",");
    return s;
}

// Whose defaults they are, and why these on this device.
std::string defaultsOrigin(ServingEngine engine, const Chip& chip) {
    switch (engine) {
    case ServingEngine::Sglang:
        return "SGLang's defaults: chunked_prefill_size for a device of " +
               grouped(static_cast<int>(chip.memory_gb.value_or(0))) +
               " GB, max_running_requests at most half the KV cache's tokens";
    case ServingEngine::TensorRtLlm:
        return "TensorRT-LLM's defaults: max_num_tokens and max_batch_size";
    case ServingEngine::Vllm:
        break;
    }
    return std::string("vLLM's server defaults for ") +
           (largeDevice(chip) ? "a device of 70 GiB or more, not an A100"
                              : "a device under 70 GiB, or an A100");
}

} // namespace

ServingEngine servingEngineOf(const std::string& engineId) {
    if (engineId == "sglang") return ServingEngine::Sglang;
    if (engineId == "tensorrt-llm" || engineId == "trtllm") return ServingEngine::TensorRtLlm;
    return ServingEngine::Vllm;
}

EngineLimits vllmServerDefaults(const Chip& chip) {
    EngineLimits l;
    if (largeDevice(chip)) l = {8192, 1024};
    // The TPU token budgets (OPENAI_API_SERVER column); the sequence limit stays the memory rule's.
    static constexpr std::array<std::pair<std::string_view, int>, 3> kTpu{
        {{"tpu-v6e", 1024}, {"tpu-v5e", 512}, {"tpu-v5p", 256}}};
    for (const auto& [id, tokens] : kTpu)
        if (chip.id == id) l.max_batched_tokens = tokens;
    return l;
}

int sglangDefaultChunkedPrefillSize(double deviceMemoryGb) {
    const double mib = deviceMemoryGb * 1e9 / (1024.0 * 1024.0);
    if (mib < 35 * 1024) return 2048;
    if (mib < 60 * 1024) return 4096;
    if (mib < 160 * 1024) return 8192;
    return 16384;
}

EngineLimits engineServerDefaults(ServingEngine engine, const Chip& chip) {
    switch (engine) {
    case ServingEngine::Sglang:
        return {sglangDefaultChunkedPrefillSize(chip.memory_gb.value_or(0)),
                kSglangDefaultMaxRunningRequests};
    case ServingEngine::TensorRtLlm:
        return {kTrtllmDefaultMaxNumTokens, kTrtllmDefaultMaxBatchSize};
    case ServingEngine::Vllm:
        break;
    }
    return vllmServerDefaults(chip);
}

EngineLimits engineLimits(ServingEngine engine, const Chip& chip, int chunkTokens, int maxSeqs) {
    EngineLimits l = engineServerDefaults(engine, chip);
    if (chunkTokens > 0) l.max_batched_tokens = chunkTokens;
    if (maxSeqs > 0) l.max_seqs = maxSeqs;
    return l;
}

std::string engineLimitsNote(ServingEngine engine, const Chip& chip, const EngineLimits& used) {
    const EngineLimits d = engineServerDefaults(engine, chip);
    const bool ownTokens = used.max_batched_tokens != d.max_batched_tokens;
    const bool ownSeqs = used.max_seqs != d.max_seqs;
    std::string s = grouped(used.max_batched_tokens) + " tokens a step, " + grouped(used.max_seqs) +
                    " sequences at once";
    if (ownTokens && ownSeqs) return s + " (both as set)";
    const std::string origin = defaultsOrigin(engine, chip);
    if (!ownTokens && !ownSeqs) return s + " (" + origin + ")";
    return s + " (" +
           (ownTokens ? "the token budget as set, the sequence limit"
                      : "the sequence limit as set, the token budget") +
           " from " + origin + ")";
}

int groupTokenBudget(ServingEngine engine, int budget, int groups) {
    groups = std::max(groups, 1);
    return engine == ServingEngine::Sglang ? std::max(1, budget / groups) : budget;
}

} // namespace sil
