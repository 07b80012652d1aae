#include "core/workload/training/training_engine.h"

#include <algorithm>
#include <cmath>

namespace sil {

const std::vector<TrainingEngine>& trainingEngines() {
    static const std::vector<TrainingEngine> engines = [] {
        TrainingEngine megatron;
        megatron.id = kMegatronEngine;
        megatron.label = "Megatron-LM / NeMo class (fitted on published runs)";
        // Fitted (fitTrainingEngine) on the rows publishedTrainingRuns() marks fitted: bf16 on
        // the Llama 3 report's 8,192-GPU row, fp8 on NVIDIA's Megatron-Bridge Llama 3 70B row.
        megatron.gemm_scale_bf16 = 0.9485;
        megatron.gemm_scale_fp8 = 0.8861;
        // Fitted on NVIDIA's Megatron-Bridge DeepSeek-V3 row (EP 64 on 1,024 H100): the
        // all-to-all hidden behind up to 0.97 x the GPU's GEMMs and routing kernels.
        megatron.ep_overlap = 0.9726;
        // Fitted on NVIDIA's Megatron-Bridge Qwen3 30B-A3B row (EP 8 inside each server, so its
        // all-to-all stays on NVLink): 3.52 us of one GPU per token and MoE layer, forward and
        // backward, beyond the expert GEMMs.
        megatron.moe_token_layer_us = 3.5185;
        // NVIDIA's Megatron-Bridge H100 performance recipes interleave two layers a chunk:
        // Llama 3 70B at PP 8 runs VP 5 (80 layers), Llama 3.1 405B at PP 8 VP 8 (126 layers),
        // DeepSeek-V3 at PP 8 VP 4 (61 layers).
        megatron.layers_per_virtual_stage = 2.0;
        megatron.source =
            "GEMM rate, MoE token cost and all-to-all overlap fitted on published runs "
            "(docs/training-model.md); two layers a virtual pipeline stage as NVIDIA's "
            "Megatron-Bridge H100 recipes run";
        TrainingEngine pytorch;
        pytorch.id = kPytorchTrainingEngine;
        pytorch.label = "PyTorch (single-GPU calibration)";
        pytorch.source = "the H200 calibration's training steps (docs/workload-model.md)";
        return std::vector<TrainingEngine>{megatron, pytorch};
    }();
    return engines;
}

const TrainingEngine* trainingEngine(const std::string& id) {
    const std::string want = id.empty() ? std::string(kMegatronEngine) : id;
    for (const auto& e : trainingEngines())
        if (e.id == want) return &e;
    return nullptr;
}

int virtualStagesFor(const TrainingEngine& engine, double layersPerStage, int requested) {
    double chunks = 2.0;
    if (requested > 0)
        chunks = requested;
    else if (engine.layers_per_virtual_stage > 0.0)
        chunks = std::round(layersPerStage / engine.layers_per_virtual_stage);
    // At least one chunk, and at most a layer a chunk.
    return static_cast<int>(std::clamp(chunks, 1.0, std::max(1.0, std::floor(layersPerStage))));
}

} // namespace sil
