#include "core/serving/simulator/simulation_setup.h"

#include "core/serving/simulator/engine_scheduler.h"

#include "core/workload/workload.h"

#include <algorithm>

namespace sil::sim {

int simulatedTensorParallel(const ServingSetup& setup, double requestTokens, int maxSeqs,
                            int chunkTokens) {
    const int most = std::clamp(setup.scaleup_domain, 1, kMaxSweepTensorParallel);
    const int blockTokens = ReplicaConfig{}.block_tokens;
    int largest = 0;
    for (int tp = 1; tp <= most; tp *= 2) {
        const double cacheTokens =
            double(kvBlocksFor(setup, tp, blockTokens, chunkTokens)) * blockTokens;
        if (cacheTokens <= 0) continue;
        if (cacheTokens >= double(maxSeqs) * std::max(1.0, requestTokens)) return tp;
        largest = tp;
    }
    return largest;
}

SimulationSetup prepareSimulation(const Catalog& catalog, const System& system,
                                  const LlmModel& model, const SimulationChoices& choices) {
    SimulationSetup out;
    PlanQuery q;
    q.traffic.requests_per_s = 1; // the simulation brings its own load
    q.weights = choices.weights;
    q.kv = choices.kv;
    q.chunk_tokens = choices.chunk_tokens;
    q.max_num_seqs = choices.max_num_seqs;
    q.engine = choices.engine;
    std::string why;
    if (!prepareServing(catalog, system, model, q, out.setup, why)) {
        out.error = system.id + ": " + why;
        return out;
    }
    ReplicaConfig& c = out.config;
    // The limits the user set, else the engine's own on the device (resolved in the setup).
    c.limits.max_batched_tokens = static_cast<int>(out.setup.chunk_tokens);
    c.limits.max_seqs = out.setup.max_seqs;
    c.pp = std::max(1, choices.pp);
    c.tp = choices.tp > 0 ? choices.tp
           : c.pp > 1     ? 1
                          : simulatedTensorParallel(out.setup, choices.mean_request_tokens,
                                                    c.limits.max_seqs, c.limits.max_batched_tokens);
    if (choices.ep > c.tp && c.tp > 0) {
        if (!out.setup.shape.isMoe() || choices.ep % c.tp != 0 || c.pp > 1) {
            out.error = system.id + ": --ep " + std::to_string(choices.ep) + " wider than --tp " +
                        std::to_string(c.tp) +
                        " needs a mixture of experts, one stage, and a multiple of --tp "
                        "(attention groups of --tp GPUs share the experts)";
            return out;
        }
        c.dp = choices.ep / c.tp;
    }
    useEngineScheduler(c, out.setup);
    if (out.config.tp <= 0) {
        out.error =
            system.id +
            ": the weights leave no room for a KV cache at any tensor "
            "parallelism up to " +
            std::to_string(std::clamp(out.setup.scaleup_domain, 1, kMaxSweepTensorParallel));
        return out;
    }
    out.ok = true;
    return out;
}

} // namespace sil::sim
