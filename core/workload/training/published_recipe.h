#pragma once
// The batch a model's own pre-training ran with, where its report publishes it: the default
// sequence length and global batch of `train` for that model (docs/training-model.md, "The
// default batch"). A run of 16,384 GPUs cannot use a 4M-token batch well, and the models that
// were trained at that scale were not trained with one.
#include "core/workload/training/expert_dispatch.h"

#include <string>

namespace sil {

struct PublishedRecipe {
    const char* model_id;
    double seq = 0.0;     // tokens a sequence
    int global_batch = 0; // sequences a step
    const char* source;
    // What the model trains with that its inference config does not run: routing that keeps a
    // token's experts on a few servers, and multi-token prediction modules (each one more layer
    // of the model's own kind, a projection of 2h x h and a second pass through the output head).
    ExpertRouting routing{};
    int mtp_depth = 0;
    const char* training_source = "";
};

// The recipe of `modelId`, or nullptr when the catalog's model has none published.
const PublishedRecipe* publishedRecipe(const std::string& modelId);

// Without a recipe: sequences of 4,096 tokens and about 4M tokens a step.
inline constexpr double kDefaultTrainingSeq = 4096.0;
inline constexpr double kDefaultTrainingBatchTokens = 4194304.0;

} // namespace sil
