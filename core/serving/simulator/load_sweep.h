#pragma once
// One replica simulated over a sweep of loads, as a buyer tests an engine: Poisson arrival
// rates from light load to just past the replica's own capacity (found by a saturating closed
// loop, not fixed numbers), or closed-loop concurrencies 1, 2, 4, ... up to the engine's sequence
// limit. Per load the TTFT and TPOT percentiles, output tokens/s per GPU and goodput; and the
// highest load within a service level on the tail (TTFT P99, TPOT P99), refined by bisection
// between the last swept load that holds and the first that does not. Deterministic for a seed.
#include "core/serving/simulator/replica_simulator.h"
#include "core/serving/simulator/simulation_setup.h"

#include <cstdint>
#include <string>
#include <vector>

namespace sil::sim {

enum class SweepAxis { Rate, Concurrency };

struct SweepRequest {
    SweepAxis axis = SweepAxis::Rate;
    int num_prompts = 1000; // per load (a closed loop runs at least 4 x its concurrency)
    std::uint64_t seed = 0;
    // The service level on the tail (0: no bound on that quantity).
    double ttft_p99_s = 0, tpot_p99_ms = 0;
};

struct SweepPoint {
    double load = 0; // requests/s per replica (rate axis) or requests in flight (concurrency)
    double request_throughput = 0;
    double ttft_ms_p50 = 0, ttft_ms_p90 = 0, ttft_ms_p99 = 0;
    double tpot_ms_p50 = 0, tpot_ms_p90 = 0, tpot_ms_p99 = 0;
    double output_tokens_per_s_per_gpu = 0;
    double goodput = 0; // share of requests within the per-request TTFT and TPOT bounds
    bool within_slo = false;
};

// Rates are this share of the replica's capacity: light load up to just past saturation.
inline constexpr double kSweepRateShares[] = {0.05, 0.1, 0.2, 0.3, 0.4, 0.5,
                                              0.6,  0.7, 0.8, 0.9, 1.0, 1.1};
// Bisection steps between the last swept load within the service level and the next one.
inline constexpr int kSloBisectionSteps = 6;

struct LoadSweep {
    bool ok = false;
    std::string error;
    SweepAxis axis = SweepAxis::Rate;
    int tp = 1;
    long long kv_cache_tokens = 0;
    std::string scheduler;
    // Requests/s the replica completes with max_num_seqs requests always in flight.
    double capacity_rps = 0;
    std::vector<SweepPoint> points; // by rising load
    bool has_slo = false;
    // The highest load within the service level, and the lowest load tried above it that is not
    // (absent when every swept load holds: then it is the sweep's end).
    bool slo_found = false, slo_next_found = false;
    SweepPoint slo_max, slo_next;
};

LoadSweep sweepLoads(const ServingSetup& setup, const ReplicaConfig& config,
                     const LengthSpec& lengths, const SweepRequest& request);

// One system's sweep from the user's choices (prepareSimulation, then sweepLoads), with the
// engine row it ran under; `sweep.error` names the system when it could not run. Where the
// tensor parallelism is chosen (choices.tp 0) and even the lightest load misses the service
// level, it is doubled while the scale-up domain allows (a wider replica prefills faster).
struct SystemLoadSweep {
    std::string system_id;
    std::string engine_id;
    bool engine_fitted = false; // the engine row's efficiencies were fitted on measurements
    LoadSweep sweep;
};
SystemLoadSweep sweepSystem(const Catalog& catalog, const System& system, const LlmModel& model,
                            const SimulationChoices& choices, const LengthSpec& lengths,
                            const SweepRequest& request);

} // namespace sil::sim
