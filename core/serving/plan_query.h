#pragma once
// What a plan is asked: the traffic and its service level, the weights' and KV cache's number
// formats, the layouts allowed, and the demand (a request rate, or a facility power budget).
#include "core/serving/power.h"
#include "core/serving/traffic.h"
#include "core/workload/model_shape.h"

#include <optional>
#include <string>
#include <string_view>

namespace sil {

enum class LayoutChoiceKind { Aggregated, Disaggregated, Best };
std::string_view layoutKindKey(LayoutChoiceKind k); // "aggregated", "disaggregated", "best"
std::optional<LayoutChoiceKind> parseLayoutKind(std::string_view key);

struct PlanQuery {
    TrafficProfile traffic;
    NumberFormat weights = NumberFormat::BF16;
    NumberFormat kv = NumberFormat::BF16;
    LayoutChoiceKind layout = LayoutChoiceKind::Best;
    // Prefill tokens a step takes beside its decodes (vLLM's max_num_batched_tokens) and the
    // sequences an engine runs at once (max_num_seqs); 0: the engine's default for the device
    // (engine_limits.h). Assumptions, stated in every answer.
    double chunk_tokens = 0;
    int max_num_seqs = 0;
    // Demand: the traffic's requests_per_s, or (when > 0) a facility power budget to fill.
    double facility_mw = 0;
    PowerModel power = defaultPowerModel();
    std::string engine; // engine profile id; "": the default for each chip (chooseEngine)
    // Tensor parallelism of every replica (a power of two), pinned by the user; 0: searched.
    int tp = 0;
    // Pipeline stages of every replica (a power of two), pinned by the user; 0: searched (two
    // within a scale-up domain for a dense model, more across domains where one cannot hold
    // the model: replica_model.h).
    int pp = 0;
    // Expert parallelism of every replica of a mixture of experts (a power of two), pinned by
    // the user; wider than tp, attention groups of tp GPUs share the experts. 0: searched.
    int ep = 0;
    // Check each system's chosen layout by simulating a replica under the engine's scheduler
    // (plan_verification.h): slower than the analytic search, so the CLI asks for it and the
    // interactive sweep does not.
    bool simulate = false;
    // Tail targets only the simulation can check (the analytic model has no P99): 0 = none.
    double ttft_p99_s = 0, tpot_p90_ms = 0, tpot_p99_ms = 0;
};

// The spread of the owned cost: P10 and P90 of the system's TCO per owned GPU-hour over its
// central value (from TcoUncertainty); 1 and 1 when nothing is uncertain.
struct CostSpread {
    double p10_ratio = 1.0;
    double p90_ratio = 1.0;
};

} // namespace sil
