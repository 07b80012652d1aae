#include "core/serving/simulator/step_predictor.h"

#include <algorithm>

namespace sil::sim {

StepPredictor::StepPredictor(const ServingSetup& setup, int tp, int pp, int dp)
    : setup_(setup), tp_(tp), pp_(std::max(1, pp)), dp_(std::max(1, dp)), link_(setup, tp, pp_) {
    setup_.shape = pipelineStage(setup.shape, pp_);
}

MixedStepInput StepPredictor::inputFor(const std::vector<ScheduledChunk>& step,
                                       const DecodeSums& decodes) const {
    MixedStepInput in;
    in.tp = tp_;
    in.ep = tp_ * dp_;
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

StepPredictor::Collectives StepPredictor::collectives(int tokens, bool prefilling) {
    if (tp_ * dp_ <= 1) return {0.0, 0.0};
    std::vector<Collectives>& memo = prefilling ? comm_prefill_ms_ : comm_decode_ms_;
    if (static_cast<std::size_t>(tokens) >= memo.size()) memo.resize(tokens + 1, {-1.0, 0.0});
    if (memo[tokens].tp_ms < 0) {
        MixedStepInput in;
        in.tp = tp_;
        in.ep = tp_ * dp_;
        in.weights = setup_.weights;
        in.kv = setup_.kv;
        if (prefilling)
            in.prefill_tokens = tokens;
        else
            in.decode_batch = tokens;
        const MixedStepBreakdown d =
            mixedStep(setup_.shape, *setup_.chip, setup_.system, setup_.eff, in, &error_);
        memo[tokens] = {d.tp_comm_ms, d.ep_comm_ms};
    }
    return memo[tokens];
}

MixedStepBreakdown StepPredictor::stageBreakdown(const std::vector<ScheduledChunk>& microBatch,
                                                 const DecodeSums& decodes, double groupTokens) {
    MixedStepInput in = inputFor(microBatch, decodes);
    in.with_comm = false;
    // The experts this group's GPUs hold are reached by every group's tokens.
    const double ownTokens = in.decode_batch + in.prefill_tokens;
    if (groupTokens > 0 && ownTokens > 0) in.replicas_in_ep_group = groupTokens / ownTokens;
    MixedStepBreakdown d =
        mixedStep(setup_.shape, *setup_.chip, setup_.system, setup_.eff, in, &error_);
    const Collectives comm = collectives(static_cast<int>(ownTokens), in.prefill_tokens > 0);
    d.tp_comm_ms = comm.tp_ms;
    d.ep_comm_ms = comm.ep_ms;
    d.step_ms += comm.tp_ms + comm.ep_ms;
    return d;
}

namespace {
DecodeSums partOf(const std::vector<DecodeSums>& decodes, std::size_t i) {
    return i < decodes.size() ? decodes[i] : DecodeSums{};
}
} // namespace

long long StepPredictor::deal(const std::vector<ScheduledChunk>& step,
                              const std::vector<DecodeSums>& decodes, int parts) {
    micro_batches_.resize(static_cast<std::size_t>(parts));
    part_tokens_.assign(static_cast<std::size_t>(parts), 0);
    long long all = 0;
    for (std::size_t i = 0; i < micro_batches_.size(); ++i) {
        micro_batches_[i].clear();
        part_tokens_[i] = partOf(decodes, i).sequences;
        all += part_tokens_[i];
    }
    for (const ScheduledChunk& c : step) {
        const auto lightest = static_cast<std::size_t>(
            std::min_element(part_tokens_.begin(), part_tokens_.end()) - part_tokens_.begin());
        micro_batches_[lightest].push_back(c);
        part_tokens_[lightest] += c.tokens;
        all += c.tokens;
    }
    return all;
}

MixedStepBreakdown StepPredictor::acrossAttentionGroups(const std::vector<ScheduledChunk>& step,
                                                        const std::vector<DecodeSums>& decodes) {
    const long long all = deal(step, decodes, dp_);
    MixedStepBreakdown slowest;
    for (std::size_t i = 0; i < micro_batches_.size(); ++i) {
        MixedStepBreakdown d;
        if (part_tokens_[i] > 0) {
            d = stageBreakdown(micro_batches_[i], partOf(decodes, i), static_cast<double>(all));
        } else {
            // A group with nothing to run still joins every expert layer's all-to-all (with an
            // empty batch, as the engines run one): its step is that exchange.
            d.ep_comm_ms = collectives(1, false).ep_ms;
            d.step_ms = d.ep_comm_ms;
        }
        if (d.step_ms > slowest.step_ms) slowest = d;
    }
    return slowest;
}

MixedStepBreakdown StepPredictor::breakdown(const std::vector<ScheduledChunk>& step,
                                            const std::vector<DecodeSums>& decodes) {
    if (dp_ > 1) return acrossAttentionGroups(step, decodes);
    if (pp_ == 1) return stageBreakdown(step, partOf(decodes, 0));
    // The step's work in pp micro-batches of about equal tokens.
    deal(step, decodes, pp_);
    MixedStepBreakdown sum;
    micro_batch_ms_.clear();
    for (std::size_t i = 0; i < micro_batches_.size(); ++i) {
        const auto& m = micro_batches_[i];
        if (m.empty() && partOf(decodes, i).sequences == 0) continue;
        const MixedStepBreakdown d = stageBreakdown(m, partOf(decodes, i));
        micro_batch_ms_.push_back(d.step_ms + link_.handOffMs(part_tokens_[i]));
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
