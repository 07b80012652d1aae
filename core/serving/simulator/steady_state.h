#pragma once
// Whether a simulated run measured a load a replica can hold for good. A run of a few hundred or
// thousand requests, each living seconds, can end before the batch the load builds has formed:
// its percentiles then describe a replica filling up, not one serving that load. The planner's
// verification and the prediction of latency-bounded benchmark runs (MLPerf Server and
// Interactive) both accept a rate only when the run settled.
#include "core/serving/simulator/replica_simulator.h"

namespace sil::sim {

// Requests in flight the run's load keeps by Little's law: the rate times the mean time a
// request spends in the system.
double requestsInFlight(const SimulationResult& r, double ratePerS);

// The requests a run needs to measure its steady state, and how many of the first to leave out:
// the load fills the replica for about one request's time in the system, so the first requests
// in flight (at least a tenth) are left out, and twice as many again are measured; at least
// `prompts`, at most `cap` in all.
struct RunLength {
    int prompts = 0;
    int warmup = 0;
};
RunLength runLengthForSteadyState(const SimulationResult& r, double ratePerS, int prompts, int cap);

// Settled, two ways: the requests in flight fit within the engine's sequence limit (more is a
// queue that only grows), and the last fifth of the requests waited for their first token about
// as long as the first half (median within 1.5x plus 100 ms: queues near capacity fluctuate, a
// growing one runs away).
bool settledRun(const SimulationResult& r, double ratePerS, int maxSeqs);

// How close a run came to saturating its replica, which no latency target states but which
// bounds every rate a rate search may try: the run's mean batch over the most sequences the
// replica can run at once (its sequence limit, or what its KV cache holds of sequences halfway
// through their output), and its share of time spent computing. Both approach 1 at saturation.
struct Saturation {
    double batch_share = 0;
    double busy_share = 0;
};
Saturation saturationOf(const SimulationResult& r, const ReplicaConfig& config,
                        const LengthSpec& lengths);

} // namespace sil::sim
