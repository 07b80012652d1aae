#include "core/workload/training/published_training_runs.h"

#include <cmath>

namespace sil {

namespace {

constexpr const char* kLlama3Table4 =
    "Llama 3 report (arXiv 2407.21783), Table 4: TP 8, CP 1, PP 16, sequences of 8,192, 16M "
    "tokens a step";
constexpr const char* kBridge2602 =
    "NVIDIA Megatron-Bridge performance summary, 26.02 NeMo container, DGX-H100 "
    "(docs/performance-summary-archive.md)";
constexpr const char* kBridge2509 =
    "NVIDIA Megatron-Bridge performance summary, 25.09 NeMo container, DGX-H100 "
    "(docs/performance-summary-archive.md)";
constexpr const char* kBridge2511 =
    "NVIDIA Megatron-Bridge performance summary, 25.11 NeMo container, DGX-H100 "
    "(docs/performance-summary-archive.md)";

PublishedTrainingRun llama3(int gpus, double mfu, bool fitted) {
    PublishedTrainingRun r;
    r.id = "llama3-405b-" + std::to_string(gpus / 1024) + "k";
    r.model_id = "llama-3.1-405b";
    r.system_id = "hgx-h100";
    r.gpus = gpus;
    r.seq = 8192;
    r.global_batch = 2048;
    r.tp = 8;
    r.pp = 16;
    r.mfu_pct = mfu;
    r.source = std::string(kLlama3Table4) + ", " + std::to_string(gpus) + " GPUs";
    r.not_modelled = "Meta's own pipeline schedule (its chunking is not published)";
    r.fitted = fitted;
    return r;
}

PublishedTrainingRun bridge(std::string id, std::string model, int gpus, double seq, int gbs,
                            int tp, int pp, int vp, int ep, NumberFormat weights, double tokensPerS,
                            const char* source, bool fitted) {
    PublishedTrainingRun r;
    r.id = std::move(id);
    r.model_id = std::move(model);
    r.system_id = "hgx-h100";
    r.gpus = gpus;
    r.seq = seq;
    r.global_batch = gbs;
    r.tp = tp;
    r.pp = pp;
    r.virtual_stages = vp;
    r.ep = ep;
    r.weights = weights;
    r.tokens_per_s_per_gpu = tokensPerS;
    r.source = source;
    r.fitted = fitted;
    return r;
}

// MegaScale (NSDI '24, arXiv 2402.15627): the 175B model (Table 1: TP 8, PP 8) at sequences of
// 2,048 with six interleaved stages (section 6.1), batch 6,144 on 12,288 GPUs (Table 2: MegaScale
// 1,984.0k tokens/s at 55.2 % MFU; Megatron-LM 1,466.8k at 41.2 %). The GPUs are "NVIDIA
// Ampere"; which A100 is not said (the 80 GB one is taken).
PublishedTrainingRun megaScale(bool optimised) {
    PublishedTrainingRun r;
    r.id = optimised ? "megascale-175b-12k" : "megascale-megatron-175b-12k";
    r.model_id = "megascale-175b";
    r.system_id = "hgx-a100-80gb";
    r.gpus = 12288;
    r.seq = 2048;
    r.global_batch = 6144;
    r.tp = 8;
    r.pp = 8;
    r.virtual_stages = 6;
    r.tokens_per_s_per_gpu = (optimised ? 1984.0e3 : 1466.8e3) / r.gpus;
    r.source = std::string("MegaScale (Jiang et al., NSDI '24, arXiv 2402.15627), Table 2: ") +
               (optimised ? "MegaScale, 12,288 GPUs, 1,984.0k tokens/s (55.2 % MFU)"
                          : "Megatron-LM, 12,288 GPUs, 1,466.8k tokens/s (41.2 % MFU)") +
               "; Table 1 and section 6.1 for the model and layout";
    r.not_modelled = optimised ? "parallel transformer block, sliding-window attention, "
                                 "tensor/pipeline/data-parallel overlap, fused operators"
                               : "the A100 80 GB assumed (the paper says Ampere)";
    return r;
}

std::vector<PublishedTrainingRun> makeRuns() {
    using enum NumberFormat;
    std::vector<PublishedTrainingRun> runs;
    // Meta's runs, BF16: the 8,192-GPU row fits the bf16 GEMM rate, 16,384 is held out.
    runs.push_back(llama3(8192, 43.0, true));
    runs.push_back(llama3(16384, 41.0, false));
    // NVIDIA's Megatron-Bridge recipes on DGX-H100, micro-batch 1 throughout.
    runs.push_back(bridge("bridge-llama3-70b-fp8", "llama-3.1-70b", 64, 8192, 256, 4, 8, 5, 1, FP8,
                          1621, kBridge2602, true));
    runs.push_back(bridge("bridge-llama3-8b-fp8", "llama-3.1-8b", 8, 8192, 128, 1, 1, 0, 1, FP8,
                          14451, kBridge2511, false));
    runs.back().not_modelled = "FSDP over the 8 GPUs (modelled as ZeRO-1/2 data parallelism)";
    runs.push_back(bridge("bridge-llama31-405b-fp8", "llama-3.1-405b", 1024, 8192, 1536, 8, 8, 8, 1,
                          FP8, 311, kBridge2602, false));
    runs.back().not_modelled = "context parallelism 2 (modelled as 2x the data-parallel ranks)";
    // Experts on the 8 GPUs of one server: the Qwen3 30B-A3B row fits the MoE token cost.
    runs.push_back(bridge("bridge-gpt-oss-120b-bf16", "gpt-oss-120b", 64, 4096, 1280, 1, 4, 0, 8,
                          BF16, 5993, kBridge2602, false));
    runs.back().experts_in_one_server = true;
    runs.push_back(bridge("bridge-qwen3-30b-a3b-fp8", "qwen3-30b-a3b", 16, 4096, 1024, 1, 2, 12, 8,
                          FP8, 5113, kBridge2602, true));
    runs.back().experts_in_one_server = true;
    runs.push_back(bridge("bridge-qwen3-235b-a22b-fp8", "qwen3-235b-a22b", 256, 4096, 8192, 2, 8, 4,
                          32, FP8, 1633, kBridge2602, false));
    runs.push_back(bridge("bridge-deepseek-v3-fp8", "deepseek-v3", 1024, 4096, 8192, 2, 8, 4, 64,
                          FP8, 1297, kBridge2509, true));
    runs.back().not_modelled = "DeepEP's own overlap (Megatron-LM's is fitted on this row)";
    // DeepSeek's own run: 14.8T tokens in 2.664M H800 GPU-hours of pre-training.
    PublishedTrainingRun ds;
    ds.id = "deepseek-v3-report";
    ds.model_id = "deepseek-v3";
    ds.system_id = "hgx-h800";
    ds.gpus = 2048;
    ds.seq = 4096;
    ds.global_batch = 15360;
    ds.tp = 1;
    ds.pp = 16;
    ds.ep = 64;
    ds.weights = FP8;
    ds.tokens_per_s_per_gpu = 14.8e12 / (2.664e6 * 3600.0);
    ds.source = "DeepSeek-V3 report (arXiv 2412.19437): 2.664M H800 GPU-hours for 14.8T tokens "
                "(Table 1), PP 16, EP 64, ZeRO-1 DP, no TP, HAI-LLM with DualPipe (section 3.2), "
                "15,360 sequences of 4,096 (section 4.2)";
    ds.engine_id = kHaiLlmEngine;
    ds.not_modelled = "the first 469B tokens' smaller batches; DeepSeek's own GEMM rates and MoE "
                      "routing kernels (Megatron-LM's fitted ones are taken)";
    runs.push_back(ds);
    // MegaScale's 175B on 12,288 Ampere GPUs, and the Megatron-LM it improves on, at the same
    // layout and batch (the paper's Table 2).
    runs.push_back(megaScale(true));
    runs.push_back(megaScale(false));
    return runs;
}

} // namespace

const std::vector<PublishedTrainingRun>& publishedTrainingRuns() {
    static const std::vector<PublishedTrainingRun> runs = makeRuns();
    return runs;
}

PublishedRunPrediction predictPublishedRun(const Catalog& catalog, const PublishedTrainingRun& run,
                                           const TrainingEngine& engine) {
    PublishedRunPrediction p;
    p.run = &run;
    const System* system = catalog.system(run.system_id);
    const LlmModel* model = catalog.model(run.model_id);
    if (!system || !model) {
        p.error = run.id + ": the catalog holds no " + (system ? run.model_id : run.system_id);
        return p;
    }
    TrainingQuery q;
    q.gpus = run.gpus;
    q.tokens = 1e12;
    q.seq = run.seq;
    q.global_batch = run.global_batch;
    q.micro_batch = run.micro_batch;
    q.tp = run.tp;
    q.pp = run.pp;
    q.ep = run.ep;
    q.virtual_stages = run.virtual_stages;
    q.weights = run.weights;
    q.engine_profile = run.engine_id.empty() ? &engine : trainingEngine(run.engine_id);
    p.training = estimateTraining(catalog, *system, *model, q, Assumptions{});
    if (!p.training.ok) {
        p.error = run.id + ": " + p.training.error;
        return p;
    }
    const bool byMfu = run.mfu_pct > 0.0;
    p.predicted = byMfu ? p.training.mfu_pct : p.training.tokens_per_s_per_gpu;
    const double published = byMfu ? run.mfu_pct : run.tokens_per_s_per_gpu;
    p.error_pct = 100.0 * (p.predicted / published - 1.0);
    p.gpu_hours_error_pct = 100.0 * (published / p.predicted - 1.0);
    p.ok = true;
    return p;
}

TrainingFit trainingFitOf(const PublishedTrainingRun& run) {
    if (run.ep > 1)
        return run.experts_in_one_server ? TrainingFit::MoeTokenCost : TrainingFit::EpOverlap;
    return run.weights == NumberFormat::FP8 ? TrainingFit::GemmFp8 : TrainingFit::GemmBf16;
}

namespace {

// Sum of squared log errors over the fitted rows of one parameter.
double fitLoss(const Catalog& catalog, const TrainingEngine& engine, TrainingFit fits) {
    double loss = 0.0;
    for (const auto& run : publishedTrainingRuns()) {
        if (!run.fitted || trainingFitOf(run) != fits) continue;
        const auto p = predictPublishedRun(catalog, run, engine);
        if (!p.ok) return 1e9;
        const double e = std::log1p(p.error_pct / 100.0);
        loss += e * e;
    }
    return loss;
}

// Golden-section search of one parameter over [lo, hi].
double fitOne(const Catalog& catalog, TrainingEngine engine, double TrainingEngine::*param,
              TrainingFit fits, double lo, double hi) {
    const double g = (std::sqrt(5.0) - 1.0) / 2.0;
    auto loss = [&](double x) {
        engine.*param = x;
        return fitLoss(catalog, engine, fits);
    };
    double a = hi - g * (hi - lo), b = lo + g * (hi - lo);
    double la = loss(a), lb = loss(b);
    while (hi - lo > 1e-5) {
        if (la < lb) {
            hi = b;
            b = a;
            lb = la;
            a = hi - g * (hi - lo);
            la = loss(a);
        } else {
            lo = a;
            a = b;
            la = lb;
            b = lo + g * (hi - lo);
            lb = loss(b);
        }
    }
    return (lo + hi) / 2.0;
}

} // namespace

TrainingEngine fitTrainingEngine(const Catalog& catalog, const TrainingEngine& start) {
    TrainingEngine fit = start;
    fit.gemm_scale_bf16 =
        fitOne(catalog, fit, &TrainingEngine::gemm_scale_bf16, TrainingFit::GemmBf16, 0.3, 2.0);
    fit.gemm_scale_fp8 =
        fitOne(catalog, fit, &TrainingEngine::gemm_scale_fp8, TrainingFit::GemmFp8, 0.3, 2.0);
    // The MoE parameters last, on rows whose compute takes the GEMM scales just fitted; each
    // moves the other's row a little, so they are fitted in turn until both settle.
    for (int round = 0; round < 4; ++round) {
        fit.moe_token_layer_us = fitOne(catalog, fit, &TrainingEngine::moe_token_layer_us,
                                        TrainingFit::MoeTokenCost, 0.0, 20.0);
        fit.ep_overlap =
            fitOne(catalog, fit, &TrainingEngine::ep_overlap, TrainingFit::EpOverlap, 0.0, 1.0);
    }
    return fit;
}

} // namespace sil
