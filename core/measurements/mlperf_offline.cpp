#include "core/measurements/mlperf_offline.h"

#include "core/serving/serving_setup.h"
#include "core/serving/simulator/engine_scheduler.h"
#include "core/serving/simulator/replica_layouts.h"
#include "core/serving/simulator/saturated_replica.h"
#include "core/workload/workload.h"

#include <algorithm>

namespace sil {

namespace {

// Layouts come smallest first; a larger one must beat the best so far by more than this to be
// taken (a wider replica adds hand-offs the step model prices only in part).
constexpr double kSameThroughput = 0.98;

} // namespace

OfflinePrediction predictMlperfOffline(const Catalog& catalog, const System& system,
                                       const LlmModel& model, int gpus, NumberFormat weights,
                                       const std::string& engine, double promptTokens,
                                       double outputTokens) {
    OfflinePrediction best;
    ServingSetup setup;
    if (!prepareBenchmarkServing(catalog, system, model, weights, engine, promptTokens,
                                 outputTokens, setup, best.error))
        return best;
    sim::SchedulerLimits limits;
    limits.max_batched_tokens = static_cast<int>(setup.chunk_tokens);
    limits.max_seqs = setup.max_seqs;
    const sim::SchedulerPolicy policy = sim::policyForEngine(setup.eff.engine_id);
    std::string lastError = model.id + " does not fit on " + std::to_string(gpus) + " GPUs of " +
                            system.id + " with a KV cache";
    for (const sim::ReplicaLayout& layout :
         sim::replicaLayouts(gpus, setup.scaleup_domain, !setup.shape.isMoe())) {
        const sim::SaturatedReplica r = sim::saturatedReplica(setup, layout.tp, layout.pp, policy,
                                                              limits, promptTokens, outputTokens);
        if (!r.ok) {
            lastError = r.error;
            continue;
        }
        const double bar = best.ok ? best.tokens_per_s_per_gpu / kSameThroughput : 0.0;
        if (r.output_tokens_per_s_per_gpu <= bar) continue;
        best.ok = true;
        best.tokens_per_s_per_gpu = r.output_tokens_per_s_per_gpu;
        best.tp = layout.tp;
        best.pp = layout.pp;
        best.sequences = r.sequences;
        best.decode_tokens = r.decode_tokens;
        best.prefill_tokens = r.prefill_tokens;
        best.step_ms = r.step_ms;
        best.kv_bound = r.kv_bound;
    }
    best.max_batched_tokens = limits.max_batched_tokens;
    best.max_seqs = limits.max_seqs;
    if (!best.ok) best.error = lastError;
    return best;
}

} // namespace sil
