#include "core/workload/mixed_step.h"

#include "core/workload/step_parts.h"

#include <algorithm>

namespace sil {

void MixedStepInput::addChunk(const ModelShape& shape, double tokens, double cached) {
    if (tokens <= 0) return;
    prefill_tokens += tokens;
    prefill_attended_sum += tokens * shape.attendedPositions(cached + tokens / 2.0);
    prefill_cached_positions += shape.attendedPositions(cached);
}

MixedStepBreakdown mixedStep(const ModelShape& shape, const Chip& chip, const System* system,
                             const WorkloadEfficiencies& eff, const MixedStepInput& in,
                             std::string* error) {
    MixedStepBreakdown d;
    const double bw = chip.memory_bandwidth_gbps.value_or(0.0) * 1e9;
    const double peak = chip.dense_tflops[index(computeDtype(in.weights))].value_or(0.0) * 1e12;
    const double tokens = in.decode_batch + in.prefill_tokens;
    if (tokens <= 0.0 || bw <= 0.0 || peak <= 0.0) return d;
    const double wb = bytesPerValue(in.weights);
    const double m = std::max(in.tp, 1);
    const double ep = std::max(in.ep, in.tp);
    const bool prefilling = in.prefill_tokens > 0.0;
    const double expertActive = shape.moe_layers * shape.experts_active * shape.expert_params;
    double expertFlopsTimedApart = 0.0; // a prefilling step's expert GEMMs (in expert_ms)

    d.weight_bytes = shape.alwaysReadParams() * wb / m;
    const double decodeAttended =
        in.decode_attended_sum > 0.0 ? in.decode_attended_sum
                                     : in.decode_batch * shape.attendedPositions(in.decode_context);
    d.kv_bytes = (decodeAttended + in.prefill_cached_positions) *
                 shape.kv_values_per_token_per_layer * bytesPerValue(in.kv) *
                 kvShareOnOneGpu(shape, in.tp);
    const double attentionFlops =
        (decodeAttended + in.prefill_attended_sum) * shape.attention_flops_per_pair / m;
    double gemmFlops = 0.0, weightReadMs = 0.0;
    const double kvReadMs = 1e3 * d.kv_bytes / (eff.kv_read * bw);
    if (!prefilling) {
        // decodeStep's rule: touched experts are read within the step's memory bound.
        if (shape.isMoe()) {
            const double routed = in.decode_batch * std::max(in.replicas_in_ep_group, 1.0);
            d.expert_bytes =
                shape.moe_layers *
                expectedExpertsTouched(shape.experts_total, shape.experts_active, routed) *
                shape.expert_params * wb / ep;
        }
        gemmFlops = 2.0 * shape.activeMatmulParams() * tokens / m;
        weightReadMs = 1e3 * (d.weight_bytes / (eff.weight_read * bw) +
                              d.expert_bytes / (eff.expert_read * bw));
    } else {
        // prefillMs's rule: dense GEMMs bound by weights or maths; experts as grouped GEMMs.
        gemmFlops = 2.0 * (shape.activeMatmulParams() - expertActive) * tokens / m;
        weightReadMs = 1e3 * d.weight_bytes / (eff.weight_read * bw);
        if (shape.isMoe()) {
            // Under expert parallelism wider than the tensor parallelism, the GPU holds a share
            // of the experts that every attention group's tokens reach.
            const double routed = tokens * (ep > m ? std::max(in.replicas_in_ep_group, 1.0) : 1.0);
            const double touched =
                expectedExpertsTouched(shape.experts_total, shape.experts_active, routed);
            d.expert_bytes = shape.moe_layers * touched * shape.expert_params * wb / ep;
            const double expertFlops = 2.0 * expertActive * tokens / m;
            d.expert_ms = 1e3 * (d.expert_bytes / (eff.expert_read * bw) +
                                 expertFlops / (peak * eff.prefill_compute));
            expertFlopsTimedApart = expertFlops;
        }
    }
    d.flops = gemmFlops + attentionFlops;
    d.memory_ms = weightReadMs + kvReadMs;
    d.compute_ms = 1e3 * d.flops / (peak * eff.prefill_compute);
    d.gemm_ms = kernelClassMs(weightReadMs, gemmFlops, eff.prefill_compute, peak);
    d.attention_ms = kernelClassMs(kvReadMs, attentionFlops, eff.prefill_compute, peak);
    d.flops += expertFlopsTimedApart; // all the step's maths, as the power model reads it
    d.overhead_ms =
        (shape.layers * eff.layer_overhead_us + shape.moe_layers * eff.moe_layer_overhead_us) /
        1000.0;
    if (in.with_comm) {
        const double activation = tokens * shape.hidden * kActivationBytes;
        d.tp_comm_ms = collectiveMs(system, CollectiveOp::AllReduce, in.tp, activation,
                                    2.0 * shape.layers, Placement::Packed, false, error, &eff);
        if (shape.isMoe() && ep > m)
            d.ep_comm_ms =
                collectiveMs(system, CollectiveOp::AllToAll, static_cast<int>(ep),
                             activation * shape.experts_active / m, 2.0 * shape.moe_layers,
                             Placement::Packed, false, error, &eff);
    }
    d.step_ms =
        d.overhead_ms + d.gemm_ms + d.attention_ms + d.expert_ms + d.tp_comm_ms + d.ep_comm_ms;
    return d;
}

} // namespace sil
