#pragma once
// The analytic replica's steps on `pp` pipeline stages (or attention groups sharing experts),
// timed as the simulator's step predictor times them (core/serving/simulator/step_predictor.h):
// the sequences pass the stages
// as micro-batches, one per stage where there are enough, each on a stage's share of the layers
// and handed to the next stage over the link between them (cross_node_link.h: the scale-up
// links, or the scale-out fabric once the stages sit in different nodes). With one stage both
// are the workload model's decodeStep and prefillMs, unchanged.
#include "core/serving/serving_setup.h"

#include <string>

namespace sil {

// One decode step of `in.batch` sequences over `pp` stages: every field is the stage's over
// the step (what one GPU reads, computes and waits for), step_ms the cycle.
DecodeBreakdown pipelinedDecodeStep(const ServingSetup& setup, const DecodeStepInput& in, int pp,
                                    std::string* error);

// One prompt of `tokens` tokens through all `pp` stages, in ms (its time to the first token
// without queueing); each stage is busy for a pp-th of it.
double pipelinedPrefillMs(const ServingSetup& setup, double tokens, int tp, int pp,
                          std::string* error);

// One prompt of `tokens` tokens on one of `dp` attention groups of `tp` GPUs sharing a mixture
// of experts (ep = tp x dp, one stage), in ms: the mixed step of that prefill alone, every
// group's tokens reaching the experts alike (a loaded replica) and the all-to-all over the
// tp x dp GPUs. With dp = 1 it is prefillMs.
double groupPrefillMs(const ServingSetup& setup, double tokens, int tp, int dp, std::string* error);

} // namespace sil
