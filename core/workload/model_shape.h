#pragma once
// What a language model's published config implies for serving and training it: parameter
// counts per part, KV-cache bytes per token and FLOPs per token, from the architecture alone.
#include "core/catalog/catalog.h"

#include <optional>
#include <string>

namespace sil {

// Number formats for weights and the KV cache, with their storage cost.
enum class NumberFormat { BF16, FP8, FP4 };
std::string_view numberFormatKey(NumberFormat f); // "bf16"
std::optional<NumberFormat> parseNumberFormat(std::string_view key);
// Bytes per value, block scales included (FP4: 4 bits + an 8-bit scale per 32 values).
double bytesPerValue(NumberFormat f);
// The chip's throughput figure used for matrix maths in this format.
Dtype computeDtype(NumberFormat f);

struct ModelShape {
    std::string id;
    double layers = 0.0;
    double moe_layers = 0.0;   // layers whose FFN is a mixture of experts
    double dense_layers = 0.0; // layers with a dense FFN
    double hidden = 0.0;
    double heads = 0.0;
    // Parameters (counts, not bytes).
    double attention_params_per_layer = 0.0;
    double dense_ffn_params_per_layer = 0.0;
    double expert_params = 0.0; // one routed expert
    double shared_expert_params_per_layer = 0.0;
    double router_params_per_layer = 0.0;
    double embedding_params = 0.0;
    double lm_head_params = 0.0; // 0 when tied to the embedding (then the embedding is read)
    double experts_total = 0.0;
    double experts_active = 0.0;
    // KV cache: values stored per token per layer (K and V, or MLA's latent + RoPE key).
    double kv_values_per_token_per_layer = 0.0;
    bool kv_split_by_tensor_parallel = true; // MLA's latent is replicated on every TP rank
    double kv_heads = 0.0;
    // Sliding-window layers attend to at most `window` tokens.
    double window_layers = 0.0;
    double window = 0.0;
    // Attention FLOPs per (query token, attended token) pair per layer: QK^T and PV.
    double attention_flops_per_pair = 0.0;

    double totalParams() const;
    // Weights a forward step must read whatever the routing: attention, dense FFNs, shared
    // experts, routers and the LM head (or the tied embedding).
    double alwaysReadParams() const;
    double allExpertParams() const { return moe_layers * experts_total * expert_params; }
    // Matrix parameters one token goes through (LM head included, embedding lookup not).
    double activeMatmulParams() const;
    // Layers attending to `context` tokens: their total attended positions per query token.
    double attendedPositions(double context) const;
    bool isMoe() const { return moe_layers > 0.0 && experts_total > 0.0; }
};

struct ModelShapeResult {
    bool ok = false;
    ModelShape shape;
    std::string error; // which field is missing
};
ModelShapeResult modelShape(const LlmModel& m);

// One stage of a pipeline of `pp` equal stages: its share of the layers (and of the embedding
// and LM head, which the first and last stages hold: an even share is within a per cent for the
// models served this way). A stage's memory and step time are those of this shape.
ModelShape pipelineStage(ModelShape s, int pp);

// Distinct experts a layer reads when `tokens` tokens each choose `active` of `total`
// experts with balanced routing: E * (1 - (1 - k/E)^B).
double expectedExpertsTouched(double total, double active, double tokens);

} // namespace sil
