#include "core/serving/simulator/saturated_replica.h"

#include "core/serving/simulator/replica_simulator.h"
#include "core/serving/simulator/step_predictor.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace sil::sim {

namespace {

// KV tokens a running sequence holds on average: TensorRT-LLM reserves a request's whole
// prompt and output when it starts (its default no-evict policy); vLLM and SGLang allocate as
// tokens are computed, so a sequence midway through its output holds its prompt and half of it.
double tokensHeldPerSequence(SchedulerPolicy policy, double prompt, double output,
                             int blockTokens) {
    const double held = policy == SchedulerPolicy::TrtLlm ? prompt + output : prompt + output / 2;
    return std::ceil(held / blockTokens) * blockTokens;
}

// One steady-state step: `decodes` sequences spread evenly over their outputs, and
// `prefillTokens` of prompts (whole prompts, the last one cut where the tokens end).
std::vector<ScheduledChunk> steadyStep(int decodes, int prefillTokens, int prompt, int output) {
    std::vector<ScheduledChunk> step;
    step.reserve(static_cast<std::size_t>(decodes) + 8);
    for (int i = 0; i < decodes; ++i) {
        const double produced = std::max(0, output - 1) * (i + 0.5) / decodes;
        step.push_back({1, prompt + static_cast<int>(produced), true});
    }
    for (int left = prefillTokens; left > 0; left -= prompt)
        step.push_back({std::min(left, prompt), 0, false});
    return step;
}

} // namespace

SaturatedReplica saturatedReplica(const ServingSetup& setup, int tp, int pp, SchedulerPolicy policy,
                                  const SchedulerLimits& limits, double promptTokens,
                                  double outputTokens, int blockTokens) {
    SaturatedReplica r;
    const int prompt = std::max(1, static_cast<int>(std::lround(promptTokens)));
    const int output = std::max(1, static_cast<int>(std::lround(outputTokens)));
    const long long cacheTokens =
        kvBlocksFor(setup, tp, blockTokens, limits.max_batched_tokens, pp) * blockTokens;
    const double held = tokensHeldPerSequence(policy, prompt, output, blockTokens);
    const long long fit =
        static_cast<long long>(std::floor(static_cast<double>(cacheTokens) / held));
    if (fit < 1) {
        r.error = "the KV cache left after the weights holds no whole request";
        return r;
    }
    r.kv_bound = fit < limits.max_seqs;
    r.sequences = static_cast<int>(std::min<long long>(fit, limits.max_seqs));
    // A request spends one step in prefill (its first token) and output - 1 decoding, so of the
    // sequences running, (output - 1) / output decode and 1 / output are prompts being read.
    const double seqs = r.sequences;
    double decodes = seqs * (output - 1) / output;
    double prefill = seqs * prompt / output;
    const double budget = std::max(1, limits.max_batched_tokens);
    if (decodes + prefill > budget) { // the token budget, not the sequences, binds
        const double scale = budget / (decodes + prefill);
        decodes *= scale;
        prefill *= scale;
        r.sequences = std::max(1, static_cast<int>(std::lround(seqs * scale)));
        r.budget_bound = true;
    }
    r.decode_tokens = decodes;
    r.prefill_tokens = prefill;
    StepPredictor predictor(setup, tp, pp);
    const double stepS =
        predictor.stepSeconds(steadyStep(static_cast<int>(std::lround(decodes)),
                                         static_cast<int>(std::lround(prefill)), prompt, output));
    if (!predictor.error().empty() || !(stepS > 0)) {
        r.error = predictor.error().empty() ? "no step time" : predictor.error();
        return r;
    }
    r.step_ms = stepS * 1e3;
    // Each step's decodes are output tokens, and so is each prompt's first token.
    r.output_tokens_per_s = (decodes + prefill / prompt) / stepS;
    r.output_tokens_per_s_per_gpu = r.output_tokens_per_s / (tp * pp);
    r.ok = true;
    return r;
}

} // namespace sil::sim
