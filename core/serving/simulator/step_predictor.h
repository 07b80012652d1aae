#pragma once
// The execution-time predictor: how long one engine step takes on a replica, from the mixed
// step model of the workload (core/workload/mixed_step.h) under the engine profile's
// efficiencies. A step's collectives depend only on its token count, so they are timed once
// per count and reused (a simulation asks for tens of thousands of steps).
#include "core/serving/serving_setup.h"
#include "core/serving/simulator/cross_node_link.h"
#include "core/serving/simulator/decode_group.h"
#include "core/workload/mixed_step.h"

#include <string>
#include <vector>

namespace sil::sim {

// One scheduled piece of work in a step: `tokens` new tokens of a request that has `cached`
// tokens in its KV cache; a decode is one token after the whole sequence.
struct ScheduledChunk {
    int tokens = 0;
    int cached = 0;
    bool decode = false;
};

// A replica of `pp` pipeline stages runs a step as `pp` micro-batches, each passing every
// stage; a stage works on one micro-batch while the next stage works on another, so a sequence
// advances one token a cycle, and the cycle is the sum of the micro-batches' times on one stage
// (its share of the layers, and its hand-off to the next stage: cross_node_link.h), or the
// time one micro-batch takes through all the stages where there are fewer micro-batches than
// stages.
//
// A replica of `dp` attention groups (each of tp GPUs) sharing experts spread over all tp x dp
// GPUs (expert parallelism, as vLLM's and SGLang's data-parallel attention runs a mixture of
// experts; one stage) deals the step's work over the groups as it deals micro-batches; the
// groups run at once and meet at every expert layer, so the step is the slowest group's, its
// all-to-all over the tp x dp GPUs included.
class StepPredictor {
public:
    StepPredictor(const ServingSetup& setup, int tp, int pp = 1, int dp = 1);
    // A step of `step`'s chunks and, before them, decoding sequences kept as sums (every layer
    // attending the whole context): none, or per micro-batch (one without stages; with stages
    // the k-th decode is in micro-batch k mod stages, where dealing it to the lightest puts it).
    double stepSeconds(const std::vector<ScheduledChunk>& step,
                       const std::vector<DecodeSums>& decodes = {});
    MixedStepBreakdown breakdown(const std::vector<ScheduledChunk>& step,
                                 const std::vector<DecodeSums>& decodes = {});
    const std::string& error() const { return error_; }

private:
    MixedStepInput inputFor(const std::vector<ScheduledChunk>& step,
                            const DecodeSums& decodes) const;
    // The step's collectives for a group of `tokens` tokens: they depend only on the count, so
    // they are timed once per count.
    struct Collectives {
        double tp_ms = -1, ep_ms = 0; // tp_ms < 0: not yet timed
    };
    Collectives collectives(int tokens, bool prefilling);
    MixedStepBreakdown stageBreakdown(const std::vector<ScheduledChunk>& microBatch,
                                      const DecodeSums& decodes = {}, double groupTokens = 0);
    // Deals the step's chunks over `parts` micro-batches or attention groups, after the decodes
    // kept as sums: each chunk to the lightest. Returns the step's tokens.
    long long deal(const std::vector<ScheduledChunk>& step, const std::vector<DecodeSums>& decodes,
                   int parts);
    MixedStepBreakdown acrossAttentionGroups(const std::vector<ScheduledChunk>& step,
                                             const std::vector<DecodeSums>& decodes);

    ServingSetup setup_; // the shape of one pipeline stage
    int tp_;
    int pp_;
    int dp_; // attention groups sharing the experts
    std::vector<long long> part_tokens_;
    StageLink link_;
    std::vector<std::vector<ScheduledChunk>> micro_batches_; // reused step to step
    std::vector<double> micro_batch_ms_;
    std::vector<Collectives> comm_decode_ms_, comm_prefill_ms_; // by token count
    std::string error_;
};

} // namespace sil::sim
