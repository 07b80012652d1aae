#include "core/serving/static_batch.h"

#include "core/economics/tco.h"
#include "core/serving/energy.h"

#include <algorithm>
#include <cmath>

namespace sil {

namespace {

// A static batch's prompts are prefilled in forwards of up to this many tokens (the calibration
// run's chunk, and vLLM's max_num_batched_tokens for offline batches).
constexpr double kStaticPrefillTokens = 16384;

} // namespace

StaticBatchResult staticBatch(const Catalog& catalog, const System& system, const LlmModel& model,
                              int tp, int batch, double promptTokens, double outputTokens,
                              NumberFormat weights, NumberFormat kv, const PowerModel& power,
                              const std::string& engine) {
    StaticBatchResult r;
    const Chip* chip = catalog.chip(system.chip_id);
    const auto shaped = modelShape(model);
    if (!chip || !shaped.ok) {
        r.error = !chip ? "no chip " + system.chip_id : shaped.error;
        return r;
    }
    const ModelShape& shape = shaped.shape;
    const Dtype computeIn = computeDtype(weights);
    const double bw = chip->memory_bandwidth_gbps.value_or(0) * 1e9;
    const double peak = chip->dense_tflops[index(computeIn)].value_or(0) * 1e12;
    if (!(bw > 0) || !(peak > 0)) {
        r.error = chip->id + " lacks the bandwidth or compute figure";
        return r;
    }
    const WorkloadEfficiencies eff =
        resolveEfficiencies(*chip, catalog, computeIn, engine, &system);
    if (!eff.error.empty()) {
        r.error = eff.error;
        return r;
    }
    std::string error;
    const double onePrompt =
        prefillMs(shape, *chip, &system, eff, promptTokens, tp, weights, false, &error) / 1e3;
    // Prompts go through together, in forwards of up to kStaticPrefillTokens tokens: each
    // forward pays the per-layer launch overhead once, not once per prompt.
    const double overheadS =
        (shape.layers * eff.layer_overhead_us + shape.moe_layers * eff.moe_layer_overhead_us) / 1e6;
    const double perForward = std::max(1.0, std::floor(kStaticPrefillTokens / promptTokens));
    const double forwards = std::ceil(batch / perForward);
    r.batch_prefill_s = batch * (onePrompt - overheadS) + forwards * overheadS;
    // Decode: the context grows from the prompt to prompt + output; four midpoints of it.
    double stepSum = 0, powerSum = 0;
    const double tdp = chip->tdp_w.value_or(0);
    for (int k = 0; k < 4; ++k) {
        DecodeStepInput in;
        in.batch = batch;
        in.context = promptTokens + outputTokens * (k + 0.5) / 4.0;
        in.tp = tp;
        in.ep = tp;
        in.weights = weights;
        in.kv = kv;
        const DecodeBreakdown d = decodeStep(shape, *chip, &system, eff, in, false, &error);
        stepSum += d.step_ms / 1e3;
        powerSum += decodePowerW(power, tdp, d, bw, peak) * (d.step_ms / 1e3);
    }
    if (!error.empty()) {
        r.error = error;
        return r;
    }
    r.decode_s = outputTokens * stepSum / 4.0;
    r.e2e_s = r.batch_prefill_s + r.decode_s;
    r.tokens_per_s_per_gpu = batch * outputTokens / r.e2e_s / tp;
    r.tokens_per_s_per_user = outputTokens / r.decode_s;
    r.gpu_power_w_decode = stepSum > 0 ? powerSum / stepSum : 0;
    r.gpu_power_w_prefill = prefillPowerW(power, tdp, weightBytesPerGpu(shape, weights, tp, tp),
                                          prefillFlopsPerGpu(shape, promptTokens, promptTokens, tp),
                                          onePrompt, bw, peak);
    r.j_per_input_token = r.gpu_power_w_prefill * tp * r.batch_prefill_s / (batch * promptTokens);
    r.j_per_output_token = r.gpu_power_w_decode * tp * r.decode_s / (batch * outputTokens);
    r.ok = true;
    return r;
}

TokenSplit splitInputOutput(const Catalog& catalog, const System& system, const LlmModel& model,
                            const InferenceResult& r, double promptTokens, double outputTokens,
                            NumberFormat weights, const Assumptions& assumptions,
                            const PowerModel& power) {
    TokenSplit t;
    const Chip* chip = catalog.chip(system.chip_id);
    const auto shaped = modelShape(model);
    if (!chip || !shaped.ok || !r.ok || !(r.decode.step_ms > 0.0)) return t;
    const ModelShape& shape = shaped.shape;
    // One cycle: every sequence's prompt prefilled, then the output decoded (workload.cpp's
    // served throughput); the phases' shares of it split the GPU time.
    const double prefillMs = r.batch * r.prefill_ms;
    const double decodeMs = outputTokens * r.decode.step_ms;
    const double cycleMs = prefillMs + decodeMs;
    if (!(cycleMs > 0.0)) return t;
    t.prefill_time_share = prefillMs / cycleMs;
    const double cyclesPerHour = 3.6e6 / cycleMs;
    const double inputPerHour = cyclesPerHour * r.batch * promptTokens;
    const double outputPerHour = cyclesPerHour * r.batch * outputTokens;
    const TcoBreakdown tco = computeTco(system, chip, assumptions);
    const double bw = chip->memory_bandwidth_gbps.value_or(0) * 1e9;
    const double peak = chip->dense_tflops[index(computeDtype(weights))].value_or(0) * 1e12;
    const double tdp = chip->tdp_w.value_or(0);
    if (tdp > 0) {
        t.gpu_power_w_decode = decodePowerW(power, tdp, r.decode, bw, peak);
        t.gpu_power_w_prefill =
            prefillPowerW(power, tdp, weightBytesPerGpu(shape, weights, r.tp, r.ep),
                          prefillFlopsPerGpu(shape, promptTokens, promptTokens, r.tp),
                          r.prefill_ms / 1e3, bw, peak);
        // Energy per hour of each phase over its tokens, at the facility.
        const double pue = assumptions.pue;
        t.j_per_input_token =
            pue * r.tp * t.gpu_power_w_prefill * 3600.0 * t.prefill_time_share / inputPerHour;
        t.j_per_output_token = pue * r.tp * t.gpu_power_w_decode * 3600.0 *
                               (1.0 - t.prefill_time_share) / outputPerHour;
    }
    if (!tco.per_useful_hour.ok()) return t;
    const double usdPerHour = tco.per_useful_hour.value() * r.tp;
    t.usd_per_million_input_tokens = usdPerHour * t.prefill_time_share / (inputPerHour / 1e6);
    t.usd_per_million_output_tokens =
        usdPerHour * (1.0 - t.prefill_time_share) / (outputPerHour / 1e6);
    t.ok = true;
    return t;
}

} // namespace sil
