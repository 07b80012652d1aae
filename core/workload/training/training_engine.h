#pragma once
// Training engine profiles (docs/training-model.md, "A training engine profile"): what a
// training stack achieves on top of the hardware model — the GEMM rate it reaches at scale,
// how finely it interleaves the pipeline, how much tensor-parallel traffic it hides — the way
// the serving engine profiles describe vLLM or SGLang.
#include <string>
#include <vector>

namespace sil {

struct TrainingEngine {
    std::string id;
    std::string label;
    // The GEMM rate the engine reaches in a training step, as a multiple of the chip's
    // resolved training efficiency (the PyTorch calibration, scaled by the chip's measured GEMM
    // efficiency): one factor for bf16 compute, one for fp8.
    double gemm_scale_bf16 = 1.0;
    double gemm_scale_fp8 = 1.0;
    // Model chunks per pipeline stage: 0 keeps a fixed count (the query's, else 2); else the
    // stage's layers divided by this many layers a chunk, rounded (at least 1).
    double layers_per_virtual_stage = 0.0;
    // Share of the tensor-parallel collectives hidden behind the GEMMs they feed.
    double tp_overlap = 0.0;
    // Expert-parallel all-to-all hidden behind the GPU's own work, as a share of the step's
    // GEMM and MoE routing time (Megatron-Core's all-to-all overlap, DeepSeek's DualPipe):
    // what exceeds it is exposed.
    double ep_overlap = 0.0;
    // What a token costs each mixture-of-experts layer it passes beyond the expert GEMMs'
    // FLOPs, forward and backward, in microseconds of one GPU: the router and top-k, permuting
    // tokens to their experts and back, the gather and scatter around the all-to-all. Work
    // that grows with tokens, not FLOPs; the same on every layout.
    double moe_token_layer_us = 0.0;
    // In fp8 training, the expert dispatch (and the gradient sent the same way backward) carries
    // fp8 values, the combines bf16 (DeepSeek-V3 report, section 3.3.3); else all bf16.
    bool fp8_dispatch = false;
    // The expert all-to-all sent once to each server a token's experts are on and forwarded
    // inside it (DeepSeek's kernels, section 3.2.2 of its V3 report), the servers bounded by the
    // model's routing limit; else the collective model's all-to-all, a copy per expert (NCCL's,
    // as Megatron-LM's "alltoall" dispatcher sends it).
    bool server_aware_dispatch = false;
    // Share of the GPU's SMs that run the expert all-to-all while it overlaps the maths, when it
    // crosses servers: the GEMMs and routing kernels run on the rest. 0: inside the fitted
    // values (Megatron-LM's overlap is fitted as a whole).
    double comm_sm_share = 0.0;
    // DeepSeek's DualPipe schedule in place of interleaved 1F1B: a bubble of (PP/2 - 1)(F&B + B -
    // 3W), two copies of a stage's weights and PP + 1 micro-batches of activations in flight
    // (DeepSeek-V3 report, section 3.2.1, Table 2).
    bool dual_pipe = false;
    std::string source; // where each value comes from, said beside every answer
};

// The Megatron-LM / NeMo class profile, fitted on published large-scale runs
// (publishedTrainingRuns(), the rows marked fitted); the default for training.
inline constexpr const char* kMegatronEngine = "megatron-lm";
// The plain PyTorch path the single-GPU calibration measured.
inline constexpr const char* kPytorchTrainingEngine = "pytorch-eager-graphs";
// DeepSeek's HAI-LLM as its DeepSeek-V3 report describes it (DualPipe, its all-to-all kernels,
// fp8 dispatch), on Megatron-LM's fitted GEMM rates and MoE token cost.
inline constexpr const char* kHaiLlmEngine = "hai-llm";

const std::vector<TrainingEngine>& trainingEngines();
// The profile `id` names ("" for the default), or nullptr when there is none.
const TrainingEngine* trainingEngine(const std::string& id);

// Chunks per pipeline stage the engine runs with `layersPerStage` layers on each stage;
// `requested` (> 0) wins where given.
int virtualStagesFor(const TrainingEngine& engine, double layersPerStage, int requested);

} // namespace sil
