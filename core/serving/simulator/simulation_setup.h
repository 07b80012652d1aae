#pragma once
// What a simulated replica of one system serving one model is, from the choices a user makes
// (number formats, engine, step token budget, sequence limit, tensor parallelism): the serving
// setup and the replica's configuration, whose scheduler is the engine's (engine_scheduler.h). The
// CLI's `inference --concurrency | --rate`, the load sweep and the "Serve at a load" chart all
// start here, so they simulate the same replica.
#include "core/serving/serving_setup.h"
#include "core/serving/simulator/replica_simulator.h"

#include <string>

namespace sil::sim {

struct SimulationChoices {
    NumberFormat weights = NumberFormat::BF16;
    NumberFormat kv = NumberFormat::BF16;
    std::string engine;   // engine profile id; "": the chip's default
    int chunk_tokens = 0; // the step's token budget (max_num_batched_tokens); 0: the default
    int max_num_seqs = 0; // sequences running at once; 0: the engine's default (engine_limits.h)
    int tp = 0;           // tensor parallelism; 0: chosen (simulatedTensorParallel)
    int pp = 1;           // pipeline stages
    int ep = 0;           // expert parallelism; 0: = tp; wider (a mixture of experts, one stage):
                          // attention groups of tp GPUs sharing experts over ep GPUs
    double mean_request_tokens = 0; // prompt + output, for the TP choice
};

// The tensor parallelism a replica is simulated at when none is given: the smallest power of
// two within the scale-up domain (at most kMaxSweepTensorParallel) whose KV cache holds
// `maxSeqs` requests of `requestTokens` each, so the engine reaches its sequence limit before
// it preempts; the largest such TP when none does (0 when the weights fit at none).
int simulatedTensorParallel(const ServingSetup& setup, double requestTokens, int maxSeqs,
                            int chunkTokens);

struct SimulationSetup {
    bool ok = false;
    std::string error; // the system's id, then what is missing
    ServingSetup setup;
    ReplicaConfig config;
};

SimulationSetup prepareSimulation(const Catalog& catalog, const System& system,
                                  const LlmModel& model, const SimulationChoices& choices);

} // namespace sil::sim
