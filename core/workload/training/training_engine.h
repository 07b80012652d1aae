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
    std::string source; // where each value comes from, said beside every answer
};

// The Megatron-LM / NeMo class profile, fitted on published large-scale runs
// (publishedTrainingRuns(), the rows marked fitted); the default for training.
inline constexpr const char* kMegatronEngine = "megatron-lm";
// The plain PyTorch path the single-GPU calibration measured.
inline constexpr const char* kPytorchTrainingEngine = "pytorch-eager-graphs";

const std::vector<TrainingEngine>& trainingEngines();
// The profile `id` names ("" for the default), or nullptr when there is none.
const TrainingEngine* trainingEngine(const std::string& id);

// Chunks per pipeline stage the engine runs with `layersPerStage` layers on each stage;
// `requested` (> 0) wins where given.
int virtualStagesFor(const TrainingEngine& engine, double layersPerStage, int requested);

} // namespace sil
