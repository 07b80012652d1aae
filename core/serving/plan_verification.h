#pragma once
// The planner's answer checked by simulation. The analytic model (M/G/1 queueing, a pure decode
// step) sizes every system fast; then the chosen layout is simulated under the engine's
// scheduler (core/serving/simulator: continuous batching, chunked prefill mixed into decode
// steps, paged KV with preemption) at the planned peak load, and the highest Poisson rate one
// replica holds within every target — P50/P90 and the P99 targets only a simulation can check —
// is found by bisection. A disaggregated layout is simulated side by side: prefill replicas
// (each prompt's first pass), the KV cache's move, and decode replicas that receive prompts
// already prefilled; a request's first token is the sum of the three, its TPOT the decode
// side's. That rate re-sizes the fleet: the replicas the traffic needs by simulation, and how far
// the analytic count was off. Where they differ by more than 15 %, the plan says so
// (docs/serving-model.md, "Under load").
#include "core/serving/plan_query.h"
#include "core/serving/serving_setup.h"

#include <string>

namespace sil {

struct PlanResult;

// Latency percentiles of one simulated load.
struct SimulatedLatency {
    double ttft_ms_p50 = 0, ttft_ms_p90 = 0, ttft_ms_p99 = 0;
    double tpot_ms_p50 = 0, tpot_ms_p90 = 0, tpot_ms_p99 = 0;
    double itl_ms_p99 = 0, e2e_s_p50 = 0, goodput = 0;
    double mean_batch = 0; // sequences per engine step (the decode side's when disaggregated)
};

struct SimulatedService {
    bool done = false;
    std::string why_not; // why there is no simulation (an error the simulator reports)
    // At the planned (analytic) peak load per replica: Poisson arrivals, the traffic's lengths.
    SimulatedLatency at_plan;
    bool meets_targets = false; // at the planned load
    // The highest rate one replica holds within every target (0: none, even nearly idle); for a
    // disaggregated layout, the decode side's, and the prefill side's beside it.
    double replica_rps_within_targets = 0;
    double prefill_replica_rps_within_targets = 0;
    int replicas_needed = 0;                                     // aggregated: for the planned peak
    int prefill_replicas_needed = 0, decode_replicas_needed = 0; // disaggregated
    int gpus_needed = 0;                                         // whole replicas
    double analytic_vs_simulated_gpus = 0; // the analytic GPUs over the simulated ones
    bool disagrees = false;                // by more than kSimulationDisagreement
    // At the re-sized fleet's own peak load per replica (the service the plan then reports).
    bool sized_done = false, sized_meets_targets = false;
    SimulatedLatency at_sized;
    std::string note; // what a reader should know, in words
};

inline constexpr double kSimulationDisagreement = 0.15;

// Simulates `plan`'s layout for `query`'s traffic and targets, and the replicas it needs.
SimulatedService verifyBySimulation(const ServingSetup& setup, const PlanResult& plan,
                                    const PlanQuery& query);

} // namespace sil
