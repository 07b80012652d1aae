#include "core/serving/engine_limits.h"

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

} // namespace

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

EngineLimits engineLimits(const Chip& chip, int chunkTokens, int maxSeqs) {
    EngineLimits l = vllmServerDefaults(chip);
    if (chunkTokens > 0) l.max_batched_tokens = chunkTokens;
    if (maxSeqs > 0) l.max_seqs = maxSeqs;
    return l;
}

std::string engineLimitsNote(const Chip& chip, const EngineLimits& used) {
    const EngineLimits d = vllmServerDefaults(chip);
    const bool ownTokens = used.max_batched_tokens != d.max_batched_tokens;
    const bool ownSeqs = used.max_seqs != d.max_seqs;
    std::string s = grouped(used.max_batched_tokens) + " tokens a step, " + grouped(used.max_seqs) +
                    " sequences at once";
    if (ownTokens && ownSeqs) return s + " (both as set)";
    const std::string why = largeDevice(chip) ? "a device of 70 GiB or more, not an A100"
                                              : "a device under 70 GiB, or an A100";
    if (!ownTokens && !ownSeqs) return s + " (vLLM's server defaults for " + why + ")";
    return s + " (" +
           (ownTokens ? "the token budget as set, the sequence limit"
                      : "the sequence limit as set, the token budget") +
           " vLLM's server default for " + why + ")";
}

} // namespace sil
