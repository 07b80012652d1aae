#include "core/serving/simulator/step_predictor.h"

#include <algorithm>

namespace sil::sim {

StepPredictor::StepPredictor(const ServingSetup& setup, int tp, int pp)
    : setup_(setup), tp_(tp), pp_(std::max(1, pp)), link_(setup, tp, pp_) {
    setup_.shape = pipelineStage(setup.shape, pp_);
}

MixedStepInput StepPredictor::inputFor(const std::vector<ScheduledChunk>& step,
                                       const DecodeSums& decodes) const {
    MixedStepInput in;
    in.tp = tp_;
    in.ep = tp_;
    in.weights = setup_.weights;
    in.kv = setup_.kv;
    // Every layer attends the whole context unless some use a sliding window: then the
    // shape says how many positions each reads.
    const bool fullAttention = setup_.shape.window_layers <= 0.0;
    // Contexts are whole numbers: their sum is exact in any order.
    in.decode_batch = static_cast<double>(decodes.sequences);
    double decodeContexts = static_cast<double>(decodes.contexts);
    for (const ScheduledChunk& c : step) {
        if (c.decode) {
            in.decode_batch += 1;
            if (fullAttention)
                decodeContexts += c.cached + 1.0;
            else
                in.decode_attended_sum += setup_.shape.attendedPositions(c.cached + 1.0);
        } else {
            in.addChunk(setup_.shape, c.tokens, c.cached);
        }
    }
    if (fullAttention) in.decode_attended_sum = setup_.shape.layers * decodeContexts;
    return in;
}

double StepPredictor::commMs(int tokens, bool prefilling) {
    if (tp_ <= 1) return 0.0;
    std::vector<double>& memo = prefilling ? comm_prefill_ms_ : comm_decode_ms_;
    if (static_cast<std::size_t>(tokens) >= memo.size()) memo.resize(tokens + 1, -1.0);
    if (memo[tokens] < 0) {
        MixedStepInput in;
        in.tp = in.ep = tp_;
        in.weights = setup_.weights;
        in.kv = setup_.kv;
        if (prefilling)
            in.prefill_tokens = tokens;
        else
            in.decode_batch = tokens;
        const MixedStepBreakdown d =
            mixedStep(setup_.shape, *setup_.chip, setup_.system, setup_.eff, in, &error_);
        memo[tokens] = d.tp_comm_ms + d.ep_comm_ms;
    }
    return memo[tokens];
}

MixedStepBreakdown StepPredictor::stageBreakdown(const std::vector<ScheduledChunk>& microBatch,
                                                 const DecodeSums& decodes) {
    MixedStepInput in = inputFor(microBatch, decodes);
    in.with_comm = false;
    MixedStepBreakdown d =
        mixedStep(setup_.shape, *setup_.chip, setup_.system, setup_.eff, in, &error_);
    const double comm =
        commMs(static_cast<int>(in.decode_batch + in.prefill_tokens), in.prefill_tokens > 0);
    d.tp_comm_ms = comm;
    d.step_ms += comm;
    return d;
}

MixedStepBreakdown StepPredictor::breakdown(const std::vector<ScheduledChunk>& step,
                                            const std::vector<DecodeSums>& decodes) {
    auto decodesOf = [&](std::size_t i) { return i < decodes.size() ? decodes[i] : DecodeSums{}; };
    if (pp_ == 1) return stageBreakdown(step, decodesOf(0));
    // The step's work in pp micro-batches of about equal tokens (each chunk to the lightest,
    // after the decodes kept as sums).
    micro_batches_.resize(static_cast<std::size_t>(pp_));
    std::vector<long long> tokens(static_cast<std::size_t>(pp_), 0);
    for (std::size_t i = 0; i < micro_batches_.size(); ++i) {
        micro_batches_[i].clear();
        tokens[i] = decodesOf(i).sequences;
    }
    for (const ScheduledChunk& c : step) {
        const auto lightest = static_cast<std::size_t>(
            std::min_element(tokens.begin(), tokens.end()) - tokens.begin());
        micro_batches_[lightest].push_back(c);
        tokens[lightest] += c.tokens;
    }
    MixedStepBreakdown sum;
    micro_batch_ms_.clear();
    for (std::size_t i = 0; i < micro_batches_.size(); ++i) {
        const auto& m = micro_batches_[i];
        if (m.empty() && decodesOf(i).sequences == 0) continue;
        const MixedStepBreakdown d = stageBreakdown(m, decodesOf(i));
        micro_batch_ms_.push_back(d.step_ms + link_.handOffMs(tokens[i]));
        sum += d; // its step_ms is replaced by the pipeline's cycle below
    }
    sum.step_ms = pipelineCycleMs(micro_batch_ms_, pp_);
    if (error_.empty()) error_ = link_.error();
    return sum;
}

double StepPredictor::stepSeconds(const std::vector<ScheduledChunk>& step,
                                  const std::vector<DecodeSums>& decodes) {
    return breakdown(step, decodes).step_ms / 1e3;
}

} // namespace sil::sim
