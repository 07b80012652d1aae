#include "core/workload/model_shape.h"

#include <algorithm>
#include <cmath>

namespace sil {

std::string_view numberFormatKey(NumberFormat f) {
    switch (f) {
    case NumberFormat::BF16:
        return "bf16";
    case NumberFormat::FP8:
        return "fp8";
    case NumberFormat::FP4:
        return "fp4";
    }
    return "";
}

std::optional<NumberFormat> parseNumberFormat(std::string_view key) {
    if (key == "bf16") return NumberFormat::BF16;
    if (key == "fp8") return NumberFormat::FP8;
    if (key == "fp4") return NumberFormat::FP4;
    return std::nullopt;
}

double bytesPerValue(NumberFormat f) {
    switch (f) {
    case NumberFormat::BF16:
        return 2.0;
    case NumberFormat::FP8:
        return 1.0;
    case NumberFormat::FP4:
        return 4.25 / 8.0;
    }
    return 2.0;
}

Dtype computeDtype(NumberFormat f) {
    switch (f) {
    case NumberFormat::BF16:
        return Dtype::BF16;
    case NumberFormat::FP8:
        return Dtype::FP8;
    case NumberFormat::FP4:
        return Dtype::FP4;
    }
    return Dtype::BF16;
}

double ModelShape::totalParams() const {
    return layers * (attention_params_per_layer) + dense_layers * dense_ffn_params_per_layer +
           moe_layers * (shared_expert_params_per_layer + router_params_per_layer) +
           allExpertParams() + embedding_params + lm_head_params;
}

double ModelShape::alwaysReadParams() const {
    const double head = lm_head_params > 0.0 ? lm_head_params : embedding_params;
    return layers * attention_params_per_layer + dense_layers * dense_ffn_params_per_layer +
           moe_layers * (shared_expert_params_per_layer + router_params_per_layer) + head;
}

double ModelShape::activeMatmulParams() const {
    const double head = lm_head_params > 0.0 ? lm_head_params : embedding_params;
    return layers * attention_params_per_layer + dense_layers * dense_ffn_params_per_layer +
           moe_layers * (shared_expert_params_per_layer + router_params_per_layer +
                         experts_active * expert_params) +
           head;
}

double ModelShape::attendedPositions(double context) const {
    const double full = layers - window_layers;
    return full * context + window_layers * std::min(context, window > 0.0 ? window : context);
}

double expectedExpertsTouched(double total, double active, double tokens) {
    if (total <= 0.0 || tokens <= 0.0) return 0.0;
    const double k = std::min(active, total);
    return total * (1.0 - std::pow(1.0 - k / total, tokens));
}

ModelShapeResult modelShape(const LlmModel& m) {
    ModelShapeResult r;
    auto need = [&](const std::optional<double>& v, const char* field) {
        if (!v && r.error.empty()) r.error = m.id + ": no " + field + " in the catalog";
        return v.value_or(0.0);
    };
    ModelShape& s = r.shape;
    s.id = m.id;
    s.layers = need(m.layers, "layers");
    s.hidden = need(m.hidden_size, "hidden_size");
    s.heads = need(m.attention_heads, "attention_heads");
    const double vocab = need(m.vocab_size, "vocab_size");
    if (!r.error.empty()) return r;
    const double H = s.hidden;
    if (m.attention_kind == AttentionKind::Mla) {
        const double kvRank = need(m.mla_kv_lora_rank, "mla_kv_lora_rank");
        const double rope = need(m.mla_qk_rope_head_dim, "mla_qk_rope_head_dim");
        const double nope = need(m.mla_qk_nope_head_dim, "mla_qk_nope_head_dim");
        const double v = need(m.mla_v_head_dim, "mla_v_head_dim");
        if (!r.error.empty()) return r;
        const double qk = nope + rope;
        const double q = m.mla_q_lora_rank
                             ? H * *m.mla_q_lora_rank + *m.mla_q_lora_rank * s.heads * qk
                             : H * s.heads * qk;
        const double kv = H * (kvRank + rope) + kvRank * s.heads * (nope + v);
        s.attention_params_per_layer = q + kv + s.heads * v * H;
        // Engines cache the compressed latent and the shared RoPE key, not per-head K and V.
        s.kv_values_per_token_per_layer = kvRank + rope;
        s.kv_split_by_tensor_parallel = false;
        s.kv_heads = 1.0;
        s.attention_flops_per_pair = 2.0 * s.heads * (qk + v);
    } else {
        const double kvHeads = need(m.kv_heads, "kv_heads");
        if (!r.error.empty()) return r;
        const double hd = m.head_dim.value_or(H / s.heads);
        s.attention_params_per_layer = 2.0 * H * s.heads * hd + 2.0 * H * kvHeads * hd;
        s.kv_values_per_token_per_layer = 2.0 * kvHeads * hd;
        s.kv_heads = kvHeads;
        s.attention_flops_per_pair = 4.0 * s.heads * hd;
        if (m.attention_kind == AttentionKind::SlidingWindow) {
            s.window = need(m.sliding_window_size, "sliding_window_size");
            s.window_layers = m.sliding_window_layers.value_or(s.layers);
            if (!r.error.empty()) return r;
        }
    }
    if (m.isMoe()) {
        s.experts_total = *m.experts_total;
        s.experts_active = need(m.experts_active, "experts_active");
        const double expertFfn = need(m.expert_ffn_size, "expert_ffn_size");
        if (!r.error.empty()) return r;
        s.expert_params = 3.0 * H * expertFfn; // gated FFN: gate, up, down
        s.shared_expert_params_per_layer = m.experts_shared.value_or(0.0) * s.expert_params;
        s.router_params_per_layer = H * s.experts_total;
        s.dense_layers = std::min(m.dense_layers_before_moe.value_or(0.0), s.layers);
        s.moe_layers = s.layers - s.dense_layers;
        if (s.dense_layers > 0.0)
            s.dense_ffn_params_per_layer = 3.0 * H * need(m.ffn_size, "ffn_size");
    } else {
        s.dense_layers = s.layers;
        s.dense_ffn_params_per_layer = 3.0 * H * need(m.ffn_size, "ffn_size");
    }
    if (!r.error.empty()) return r;
    s.embedding_params = vocab * H;
    s.lm_head_params = m.tied_embeddings ? 0.0 : vocab * H;
    r.ok = true;
    return r;
}

ModelShape pipelineStage(ModelShape s, int pp) {
    if (pp <= 1) return s;
    const double share = 1.0 / pp;
    s.layers *= share;
    s.moe_layers *= share;
    s.dense_layers *= share;
    s.window_layers *= share;
    s.embedding_params *= share;
    s.lm_head_params *= share;
    return s;
}

} // namespace sil
