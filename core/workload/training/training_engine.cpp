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
        megatron.gemm_scale_fp8 = 0.9436;
        // Fitted on NVIDIA's Megatron-Bridge DeepSeek-V3 row (EP 64 on 1,024 H100): the
        // all-to-all, a copy per expert, hidden behind up to 0.9988 x the GPU's GEMMs and routing
        // kernels.
        megatron.ep_overlap = 0.9988;
        // Fitted on NVIDIA's Megatron-Bridge Qwen3 30B-A3B row (EP 8 inside each server, so its
        // all-to-all stays on NVLink): 3.44 us of one GPU per token and MoE layer, forward and
        // backward, beyond the expert GEMMs.
        megatron.moe_token_layer_us = 3.4382;
        // NVIDIA's Megatron-Bridge H100 performance recipes interleave two layers a chunk:
        // Llama 3 70B at PP 8 runs VP 5 (80 layers), Llama 3.1 405B at PP 8 VP 8 (126 layers),
        // DeepSeek-V3 at PP 8 VP 4 (61 layers).
        megatron.layers_per_virtual_stage = 2.0;
        megatron.source =
            "GEMM rate, MoE token cost and all-to-all overlap fitted on published runs "
            "(docs/training-model.md); two layers a virtual pipeline stage as NVIDIA's "
            "Megatron-Bridge H100 recipes run";
        // DeepSeek's own framework, from what its DeepSeek-V3 report (arXiv 2412.19437) says of
        // it; nothing fitted. Its GEMM rates, MoE token cost and pipeline chunking are not
        // published: Megatron-LM's are taken.
        TrainingEngine haiLlm = megatron;
        haiLlm.id = kHaiLlmEngine;
        haiLlm.label = "DeepSeek HAI-LLM (DualPipe, as its DeepSeek-V3 report describes it)";
        // Section 3.2.1: "we can ensure that both all-to-all and PP communication can be fully
        // hidden during execution".
        haiLlm.ep_overlap = 1.0;
        // Section 3.5.1: "we allocate 20 out of the 132 SMs available in the H800 GPU for this
        // purpose".
        haiLlm.comm_sm_share = 20.0 / 132.0;
        // Section 3.3.3: dispatch in fp8, both combines in bf16.
        haiLlm.fp8_dispatch = true;
        // Section 3.2.2: a token crosses InfiniBand once to each of at most 4 nodes and is
        // forwarded over NVLink there.
        haiLlm.server_aware_dispatch = true;
        haiLlm.dual_pipe = true;
        haiLlm.source = "DeepSeek-V3 report (arXiv 2412.19437) sections 3.2.1, 3.3.3 and 3.5.1: "
                        "all-to-all fully hidden by DualPipe on 20 of 132 SMs, fp8 dispatch; "
                        "GEMM rates and MoE token cost as megatron-lm's (not published)";
        TrainingEngine pytorch;
        pytorch.id = kPytorchTrainingEngine;
        pytorch.label = "PyTorch (single-GPU calibration)";
        pytorch.source = "the H200 calibration's training steps (docs/workload-model.md)";
        return std::vector<TrainingEngine>{megatron, pytorch, haiLlm};
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
