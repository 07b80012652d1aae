#pragma once
// A replica serving batches rather than a stream: a static batch (every prompt prefilled
// together, then decoded together, as MLPerf Offline and the calibration runs do), and a
// batch cycle's cost and energy split between input and output tokens.
#include "core/catalog/catalog.h"
#include "core/economics/assumptions.h"
#include "core/serving/power.h"
#include "core/workload/model_shape.h"
#include "core/workload/workload.h"

#include <string>

namespace sil {

// What a static batch of requests shows (prefill all prompts together, then decode them):
// `inference --format json`'s batch figures, and the serving model's check against measured
// static-batch runs.
struct StaticBatchResult {
    bool ok = false;
    std::string error;
    double batch_prefill_s = 0.0; // time to first token of the batch
    double decode_s = 0.0;
    double e2e_s = 0.0;
    double tokens_per_s_per_gpu = 0.0;
    double tokens_per_s_per_user = 0.0;
    double gpu_power_w_prefill = 0.0, gpu_power_w_decode = 0.0;
    double j_per_input_token = 0.0, j_per_output_token = 0.0; // per GPU board energy
};
StaticBatchResult staticBatch(const Catalog& catalog, const System& system, const LlmModel& model,
                              int tp, int batch, double promptTokens, double outputTokens,
                              NumberFormat weights, NumberFormat kv,
                              const PowerModel& power = defaultPowerModel(),
                              const std::string& engine = {});

// One replica serving batches of requests as estimateInference models them (each sequence's
// prompt prefilled, then its output decoded): the owned cost split between input and output
// tokens by the GPU time each phase takes in the cycle (the planner's rule), and the joules of
// each at the facility. USD figures are n/a (ok == false) when the TCO is.
struct TokenSplit {
    bool ok = false;
    double prefill_time_share = 0.0;
    double usd_per_million_input_tokens = 0.0, usd_per_million_output_tokens = 0.0;
    double j_per_input_token = 0.0, j_per_output_token = 0.0;
    double gpu_power_w_prefill = 0.0, gpu_power_w_decode = 0.0;
};
TokenSplit splitInputOutput(const Catalog& catalog, const System& system, const LlmModel& model,
                            const InferenceResult& r, double promptTokens, double outputTokens,
                            NumberFormat weights, const Assumptions& assumptions,
                            const PowerModel& power = defaultPowerModel());

} // namespace sil
