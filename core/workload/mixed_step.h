#pragma once
// One step of a continuous-batching engine (vLLM V1, SGLang, TensorRT-LLM in-flight batching):
// every running sequence decodes one token, and prefill chunks of arriving prompts fill the
// rest of the step's token budget. The GEMMs run over all the step's tokens at once (the
// weights are read once), attention runs per sequence over its own context (decode) or per
// chunk over its prior context and itself (prefill), the tensor-parallel all-reduces carry
// every token, and the engine's per-layer overhead is paid once a step.
//
// The same roofline as decodeStep and prefillMs, over the step's mix: a pure decode step equals
// decodeStep, a single prompt's whole prefill equals prefillMs (TestMixedStep checks both).
// Experts of a mixture-of-experts model follow decodeStep's rule (read inside the memory bound)
// in a step with no prefill, and prefillMs's rule (grouped GEMMs, bytes then maths) in one with.
// With expert parallelism wider than the tensor parallelism (ep > tp: replicas_in_ep_group
// attention groups share the experts, as vLLM's and SGLang's data-parallel attention runs them),
// a GPU holds ep-th of the experts, reads those the whole group's tokens reach, and the step
// adds the all-to-all that sends each token to its experts and back, prefill or decode.
#include "core/catalog/catalog.h"
#include "core/workload/model_shape.h"
#include "core/workload/workload.h"

#include <string>

namespace sil {

struct MixedStepInput {
    // Decode: sequences advancing one token, and the positions their attention reads in all
    // (the sum over sequences of attendedPositions(context)); 0: batch x attendedPositions of
    // decode_context, as decodeStep takes it.
    double decode_batch = 0;
    double decode_context = 0;
    double decode_attended_sum = 0;
    // Prefill chunks: their tokens, the positions their queries attend in all (a chunk of c
    // tokens after p cached ones: c x attendedPositions(p + c / 2)), and the cached positions
    // they read (p x layers' KV).
    double prefill_tokens = 0;
    double prefill_attended_sum = 0;
    double prefill_cached_positions = 0;
    int tp = 1;
    int ep = 1;
    double replicas_in_ep_group = 1;
    NumberFormat weights = NumberFormat::BF16;
    NumberFormat kv = NumberFormat::BF16;
    bool with_comm = true; // false: collectives left at 0 (a caller that adds them itself)

    // Adds one prompt's chunk of `tokens` after `cached` tokens already in the KV cache.
    void addChunk(const ModelShape& shape, double tokens, double cached);
};

struct MixedStepBreakdown {
    double weight_bytes = 0, expert_bytes = 0, kv_bytes = 0, flops = 0;
    double memory_ms = 0, compute_ms = 0, expert_ms = 0, overhead_ms = 0;
    double gemm_ms = 0, attention_ms = 0; // as DecodeBreakdown's: step = their sum + the rest
    double tp_comm_ms = 0, ep_comm_ms = 0;
    double step_ms = 0;

    // Micro-batches that run one after another on a stage: their bytes, maths and times add.
    MixedStepBreakdown& operator+=(const MixedStepBreakdown& o) {
        weight_bytes += o.weight_bytes;
        expert_bytes += o.expert_bytes;
        kv_bytes += o.kv_bytes;
        flops += o.flops;
        memory_ms += o.memory_ms;
        compute_ms += o.compute_ms;
        expert_ms += o.expert_ms;
        overhead_ms += o.overhead_ms;
        gemm_ms += o.gemm_ms;
        attention_ms += o.attention_ms;
        tp_comm_ms += o.tp_comm_ms;
        ep_comm_ms += o.ep_comm_ms;
        step_ms += o.step_ms;
        return *this;
    }
};

MixedStepBreakdown mixedStep(const ModelShape& shape, const Chip& chip, const System* system,
                             const WorkloadEfficiencies& eff, const MixedStepInput& in,
                             std::string* error = nullptr);

} // namespace sil
