#pragma once
// The link between pipeline stages. Each stage hands every micro-batch's activations to the
// next (the last hands the sampled tokens back to the first): over the scale-up links while
// the replica stays in one scale-up domain, over the scale-out fabric (one NIC per GPU) once
// its stages sit in different domains, as a replica does that one node cannot hold (vLLM's
// multi-node layout: tensor parallelism in a node, pipeline stages across nodes). Timed by the
// collective model as a two-rank transfer per GPU pair: each of a stage's `tp` ranks sends its
// 1/tp share of the activations to its peer, and the next stage gathers them over its own
// scale-up links.
#include "core/serving/serving_setup.h"

#include <string>
#include <vector>

namespace sil::sim {

class StageLink {
public:
    StageLink(const ServingSetup& setup, int tp, int pp);
    // Time in ms for one micro-batch of `tokens` tokens to pass from one stage to the next.
    double handOffMs(long long tokens) const;
    // The stages sit in different scale-up domains (a replica over several nodes).
    bool crossesNodes() const { return crosses_nodes_; }
    const std::string& error() const { return error_; }

private:
    double transferMs(CollectiveOp op, int ranks, double bytes, Placement placement) const;

    const System* system_;
    double hidden_;
    int tp_, pp_;
    bool crosses_nodes_ = false;
    mutable std::string error_;
    mutable std::vector<double> memo_ms_; // by token count; < 0: not yet timed
};

// The replica's step when its work passes `pp` stages as micro-batches, each costing a stage
// `microBatchMs` (its share of the layers, and its hand-off to the next stage). With a
// micro-batch for every stage, the stages work on all of them at once and the step is their sum
// on one stage (the engine schedules each micro-batch anew, so one stage's wait is filled by the
// next step's work). With fewer micro-batches than stages (a few sequences), the stages wait for
// each other: the step is the time the largest one takes through all the stages.
double pipelineCycleMs(const std::vector<double>& microBatchMs, int pp);

} // namespace sil::sim
