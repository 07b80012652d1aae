#pragma once
// MLPerf Inference's Offline scenario: every sample is sent at once and the result is the
// output tokens per second the system completes. The submitters' engines (TensorRT-LLM's
// in-flight batching, vLLM) keep their batch full, so the prediction is the steady state of the
// same simulated engine that predicts Server and Interactive (core/serving/simulator/
// saturated_replica), over the replica layouts the run's GPUs allow (replica_layouts.h), the best
// per GPU. One engine row fitted on Offline thus carries to the
// latency-bounded scenarios by the same physics.
#include "core/catalog/catalog.h"
#include "core/workload/model_shape.h"

#include <string>

namespace sil {

struct OfflinePrediction {
    bool ok = false;
    std::string error;
    double tokens_per_s_per_gpu = 0;
    int tp = 0, pp = 1;
    int sequences = 0;                                         // running at once
    double decode_tokens = 0, prefill_tokens = 0, step_ms = 0; // one steady step
    int max_batched_tokens = 0, max_seqs = 0;                  // the engine's limits
    bool kv_bound = false;
};

// `gpus`: the run's accelerators; `engine`: the engine row in force.
OfflinePrediction predictMlperfOffline(const Catalog& catalog, const System& system,
                                       const LlmModel& model, int gpus, NumberFormat weights,
                                       const std::string& engine, double promptTokens,
                                       double outputTokens);

} // namespace sil
