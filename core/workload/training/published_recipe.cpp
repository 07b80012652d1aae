#include "core/workload/training/published_recipe.h"

#include <array>

namespace sil {

namespace {

// Each row is the batch that held for most of the run's tokens; the warm-up batches before it
// are smaller (the source says how long they last).
constexpr std::array<PublishedRecipe, 2> kRecipes{{
    {"llama-3.1-405b", 8192.0, 2048,
     "Llama 3 report (arXiv 2407.21783) section 3.4.1: 4M tokens of 4,096 for the first 252M "
     "tokens, 8M of 8,192 to 2.87T, then 16M tokens (2,048 sequences of 8,192) for the rest"},
    {"deepseek-v3",
     4096.0,
     15360,
     "DeepSeek-V3 report (arXiv 2412.19437) section 4.2: the batch grows from 3,072 to 15,360 "
     "sequences of 4,096 over the first 469B tokens, then keeps 15,360",
     {8, 4},
     1,
     "DeepSeek-V3 report (arXiv 2412.19437) sections 2.1.2, 2.2, 3.2.2 and 4.2: routed experts "
     "on 64 GPUs of 8 nodes, each token sent to at most 4 nodes (M = 4; 8 groups of experts, 4 a "
     "token, as NVIDIA's Megatron-Bridge DeepSeek-V3 provider sets them), one multi-token "
     "prediction module (D = 1)"},
}};

} // namespace

const PublishedRecipe* publishedRecipe(const std::string& modelId) {
    for (const auto& r : kRecipes)
        if (modelId == r.model_id) return &r;
    return nullptr;
}

} // namespace sil
