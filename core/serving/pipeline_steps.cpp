#include "core/serving/pipeline_steps.h"

#include "core/serving/simulator/cross_node_link.h"
#include "core/workload/mixed_step.h"

#include <algorithm>
#include <cmath>

namespace sil {

namespace {

DecodeBreakdown scaled(DecodeBreakdown d, double k) {
    for (double* f :
         {&d.weight_bytes, &d.expert_bytes, &d.kv_bytes, &d.flops, &d.memory_ms, &d.compute_ms,
          &d.gemm_ms, &d.attention_ms, &d.overhead_ms, &d.tp_comm_ms, &d.ep_comm_ms, &d.step_ms})
        *f *= k;
    return d;
}

} // namespace

DecodeBreakdown pipelinedDecodeStep(const ServingSetup& setup, const DecodeStepInput& in, int pp,
                                    std::string* error) {
    if (pp <= 1)
        return decodeStep(setup.shape, *setup.chip, setup.system, setup.eff, in, false, error);
    // As many micro-batches as stages where there are that many sequences; each stage works
    // through all of them, or (fewer) each waits for the one through every stage: pp stage
    // times either way.
    const double microBatches = std::clamp(in.batch, 1.0, static_cast<double>(pp));
    DecodeStepInput stageIn = in;
    stageIn.batch = in.batch / microBatches;
    stageIn.pp = 1;
    const DecodeBreakdown stage = decodeStep(pipelineStage(setup.shape, pp), *setup.chip,
                                             setup.system, setup.eff, stageIn, false, error);
    const sim::StageLink link(setup, in.tp, pp);
    const double handOff = link.handOffMs(std::llround(std::ceil(stageIn.batch)));
    if (error && error->empty()) *error = link.error();
    DecodeBreakdown out = scaled(stage, pp);
    out.experts_touched_per_layer = stage.experts_touched_per_layer;
    out.step_ms += pp * handOff;
    return out;
}

double pipelinedPrefillMs(const ServingSetup& setup, double tokens, int tp, int pp,
                          std::string* error) {
    if (pp <= 1)
        return prefillMs(setup.shape, *setup.chip, setup.system, setup.eff, tokens, tp,
                         setup.weights, false, error);
    const double stage = prefillMs(pipelineStage(setup.shape, pp), *setup.chip, setup.system,
                                   setup.eff, tokens, tp, setup.weights, false, error);
    const sim::StageLink link(setup, tp, pp);
    const double handOff = link.handOffMs(std::llround(std::ceil(tokens)));
    if (error && error->empty()) *error = link.error();
    return pp * stage + (pp - 1) * handOff;
}

double groupPrefillMs(const ServingSetup& setup, double tokens, int tp, int dp,
                      std::string* error) {
    MixedStepInput in;
    in.tp = tp;
    in.ep = tp * std::max(dp, 1);
    in.replicas_in_ep_group = std::max(dp, 1);
    in.weights = setup.weights;
    in.kv = setup.kv;
    in.addChunk(setup.shape, tokens, 0.0);
    return mixedStep(setup.shape, *setup.chip, setup.system, setup.eff, in, error).step_ms;
}

} // namespace sil
