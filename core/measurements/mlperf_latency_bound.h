#pragma once
// MLPerf Inference's latency-bounded scenarios predicted by simulation. A Server run sends
// Poisson arrivals at a target rate and is valid when the 99th percentiles of the time to the
// first token and of the time per output token are within the benchmark's bounds; its result is
// the output tokens per second it completed. The prediction is the highest Poisson rate a
// simulated replica holds within those bounds (core/serving/simulator), over the replica layouts
// the run's GPUs allow (tensor parallelism, and two pipeline stages for a dense model), the best
// per GPU.
#include "core/catalog/catalog.h"
#include "core/serving/simulator/engine_run_settings.h"
#include "core/workload/model_shape.h"

#include <optional>
#include <string>

namespace sil {

struct LatencyBounds {
    std::string scenario; // "Server", "Interactive"
    double ttft_p99_s = 0, tpot_p99_s = 0;
};

// The bounds of an MLPerf Llama 2 70B latency-bounded run from its scenario and benchmark
// name (Interactive is its own benchmark, "llama2-70b-interactive-99", whose logs say Server);
// nullopt for Offline or a benchmark without them.
std::optional<LatencyBounds> mlperfLatencyBounds(const std::string& scenario,
                                                 const std::string& benchmark);

struct LatencyBoundPrediction {
    bool ok = false;
    std::string error;
    double tokens_per_s_per_gpu = 0;
    int tp = 0, pp = 1;
    double requests_per_s_per_replica = 0;
    double ttft_p99_ms = 0, tpot_p99_ms = 0; // simulated at that rate
};

// `gpus`: the run's accelerators; prompt and output lengths with the dataset's means, spread as
// the .cpp says (the set's bounds, the distribution of most entropy within them); `settings`:
// the engine settings the run states (its limits, vLLM V0's multi-step scheduling).
LatencyBoundPrediction predictLatencyBound(const Catalog& catalog, const System& system,
                                           const LlmModel& model, int gpus, NumberFormat weights,
                                           const std::string& engine, const LatencyBounds& bounds,
                                           double promptTokens, double outputTokens,
                                           const sim::EngineRunSettings& settings = {});

} // namespace sil
