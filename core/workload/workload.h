#pragma once
// The workload model (docs/workload-model.md): what serving tokens and training a model
// cost on a system — time from memory traffic, compute and the collective model, money from
// the TCO model and the rental quotes.
#include "core/catalog/catalog.h"
#include "core/catalog/figure.h"
#include "core/economics/assumptions.h"
#include "core/economics/cluster_limit.h"
#include "core/network/collective.h"
#include "core/workload/model_shape.h"

#include <string>
#include <vector>

namespace sil {

struct TrainingEngine;

// One efficiency or overhead the model used, and where it came from.
struct UsedAssumption {
    std::string key;
    double value = 0.0;
    std::string unit;
    std::string source; // "h200 (measured: llm_h200_cal.json)", "assumed as on h200", ...
};

// The achieved fractions and overheads for one chip, each with its origin.
struct WorkloadEfficiencies {
    double weight_read = 0.0; // of HBM spec bandwidth
    double kv_read = 0.0;
    double expert_read = 0.0;
    double layer_overhead_us = 0.0;
    double moe_layer_overhead_us = 0.0;
    double prefill_compute = 0.0; // of dense peak in the compute format
    double train_compute = 0.0;
    // The serving engine these values describe (docs/workload-model.md, "Engine profiles").
    std::string engine_id;    // "" when the catalog holds no engine profile
    std::string engine_label; // "vLLM 0.10.1", said beside every answer
    // A profile fitted on this system's own measurements (`fit`), when one applies: every
    // answer says so (engine_fitted), since it differs from the shipped, cited profiles.
    std::string fitted_profile_id;
    std::string error;                            // an engine the catalog does not hold
    std::string weight_formats;                   // "" = any; else "bf16,fp8,fp4"
    double memory_utilization = 0.90;             // of device memory the engine takes
    double kv_block_tokens = 0.0;                 // paged KV block; 0: whole context reserved
    std::optional<double> collective_overhead_us; // per TP collective; unset: the system's
    std::optional<double> scaleup_efficiency;     // of the scale-up link; unset: the system's
    std::vector<UsedAssumption> used;
};

// The engine profile in force and why: `requested` when given; else a profile fitted on this
// system's measurements; else the engine the catalog names the default for the chip's vendor;
// else the PyTorch calibration profile. `why` says which rule chose it.
inline constexpr const char* kCalibrationEngine = "pytorch-eager-graphs";
struct EngineChoice {
    std::string engine_id; // "" when the catalog holds no engine profile at all
    std::string why;
    std::string error; // the requested engine is not in the catalog
};
EngineChoice chooseEngine(const Catalog& catalog, const Chip& chip, const System* system,
                          const std::string& requested);

// The system's chip; null when the catalog has none of that id, with `error` naming the system
// and the id.
const Chip* chipOfSystem(const Catalog& catalog, const System& system, std::string& error);
// The chip's own fitted values where it has them; otherwise the reference chip's (the one
// whose values were measured), with prefill and training compute scaled by the ratio of the
// two chips' measured GEMM efficiency when both have one. Then the engine profile's values
// over them, least specific first: the engine's any-chip row, its row for the chip's
// architecture, its row fitted on `system`.
WorkloadEfficiencies resolveEfficiencies(const Chip& chip, const Catalog& catalog,
                                         Dtype computeDtype, const std::string& engine = {},
                                         const System* system = nullptr);
// Which engine profile answers for each of `systems` (the label a chart names), grouped: one
// entry per distinct label with the systems it answers for, in the systems' order.
struct EngineInForce {
    std::string engine_id, label;
    std::vector<std::string> system_ids;
};
std::vector<EngineInForce> enginesInForce(const Catalog& catalog,
                                          const std::vector<const System*>& systems,
                                          const std::string& requested);
// "" or why the engine does not serve `weights` ("vLLM 0.10.1 serves bf16,fp8 on cdna3").
std::string engineRefusal(const WorkloadEfficiencies& eff, NumberFormat weights);

// Memory a device shows its programs, in bytes: vendors' HBM "GB" are binary (GiB), less
// what the driver keeps (an H100 80 GB reports 81,559 of 81,920 MiB, an H200 141 GB 143,771 of
// 144,384 MiB: 0.9956 both).
inline constexpr double kDeviceVisibleFraction = 0.9956;
double deviceMemoryBytes(const Chip& chip);
// The chip whose workload efficiencies are measured (the calibration's), or nullptr.
const Chip* workloadReferenceChip(const Catalog& catalog);

// The share of device memory an engine takes when its profile does not say (vLLM's
// gpu_memory_utilization default); activations and workspace come out of it.
inline constexpr double kUsableHbmFraction = 0.90;

// The KV-cache format a serving engine keeps with `weights`: the weights' own format, and FP8
// under FP4 weights (vLLM, SGLang and TensorRT-LLM offer no FP4 KV cache). The GUI and the CLI
// both start from it, so they answer the same question the same way.
NumberFormat defaultKvFormat(NumberFormat weights);

struct InferenceQuery {
    int gpus = 0;  // 0: the system's GPUs per node
    int tp = 1;    // tensor-parallel degree of one replica
    int pp = 1;    // pipeline stages of one replica (each holds layers / pp), tp x pp GPUs
    int ep = 0;    // expert-parallel degree (0: = tp)
    int batch = 1; // sequences in flight per replica
    double prompt_tokens = 1024;
    double output_tokens = 1024;
    double context = -1; // KV tokens per sequence during decode; < 0: prompt + output / 2
    NumberFormat weights = NumberFormat::BF16;
    NumberFormat kv = NumberFormat::BF16;
    bool on_paper = false;    // pure roofline: spec bandwidth and compute, no overheads
    bool with_rentals = true; // cost at every rental quote (a catalog scan; sweeps skip it)
    // The named assumptions used and a why-not sentence when it does not fit (string work
    // a sweep of many layouts skips: it reads only the numbers).
    bool explain = true;
    std::string engine; // engine profile id; "": the default for the chip (chooseEngine)
};

struct DecodeBreakdown {
    double weight_bytes = 0.0; // per GPU per step
    double expert_bytes = 0.0;
    double kv_bytes = 0.0;
    double flops = 0.0;
    double experts_touched_per_layer = 0.0;
    double memory_ms = 0.0;    // all the step's reads (weights, experts, KV) at their efficiencies
    double compute_ms = 0.0;   // all the step's maths
    double gemm_ms = 0.0;      // weight GEMMs: their reads or their maths, whichever is longer
    double attention_ms = 0.0; // attention: KV reads or its maths, whichever is longer
    double overhead_ms = 0.0;
    double tp_comm_ms = 0.0;
    double ep_comm_ms = 0.0;
    double step_ms = 0.0; // overhead + gemm + attention + collectives
};

struct RentalTokenCost {
    std::string quote_id;
    std::string provider;
    RentalTerm term = RentalTerm::OnDemand;
    std::string date;
    double usd_per_gpu_hour = 0.0;
    double usd_per_million_output_tokens = 0.0;
};

struct InferenceResult {
    bool ok = false;                     // false: not computable (reason in `error`)
    std::string error;                   // a usage problem or a missing catalog figure
    std::string engine_id, engine_label; // the engine profile the figures assume
    std::string fitted_profile_id;       // set when a profile fitted on the system applies
    bool fits = false;
    std::string why_not; // when it does not fit
    double memory_gb_per_gpu = 0.0;
    double weights_gb_per_gpu = 0.0;
    double kv_gb_per_gpu = 0.0;
    double usable_hbm_gb = 0.0;
    int gpus = 0, tp = 1, pp = 1, ep = 1, replicas = 0, batch = 1;
    double context = 0.0;
    DecodeBreakdown decode;
    double decode_tokens_per_s_per_gpu = 0.0;
    double tokens_per_s_per_user = 0.0;
    double prefill_ms = 0.0; // one prompt on one replica: time to first token
    double prefill_tokens_per_s_per_gpu = 0.0;
    // Output tokens per GPU-second once each sequence's prefill is paid for.
    double served_output_tokens_per_s_per_gpu = 0.0;
    Figure usd_per_million_output_tokens; // owned, at the scenario's TCO per useful GPU-hour
    std::vector<RentalTokenCost> rentals;
    std::vector<UsedAssumption> assumptions;
};

InferenceResult estimateInference(const Catalog& catalog, const System& system,
                                  const LlmModel& model, const InferenceQuery& query,
                                  const Assumptions& assumptions);
// The same with the chip's efficiencies already resolved (sweeps resolve them once).
InferenceResult estimateInference(const Catalog& catalog, const System& system,
                                  const LlmModel& model, const InferenceQuery& query,
                                  const Assumptions& assumptions,
                                  const WorkloadEfficiencies& efficiencies);

// Memory one GPU of a replica of `tp` GPUs holds (experts spread over `ep`): the weights, the
// KV cache of one sequence attending over `context` tokens, and one sequence's activations.
double weightBytesPerGpu(const ModelShape& shape, NumberFormat weights, int tp, int ep);
double kvBytesPerSequencePerGpu(const ModelShape& shape, double context, NumberFormat kv, int tp);
double activationBytesPerSequencePerGpu(const ModelShape& shape, int tp);

// The decode step alone, for one replica of `tp` GPUs (used by the calibration fit).
// One decode step of a replica: every sequence in flight advances one token. With pp pipeline
// stages the sequences travel as pp micro-batches, so each GPU reads its layers' weights pp
// times a step but only its share of the KV cache and the maths; the hand-off of activations
// between stages (batch x hidden x 2 bytes a step) is taken as overlapped.
struct DecodeStepInput {
    double batch = 1;
    double context = 1024;
    int tp = 1;
    int pp = 1;
    int ep = 1;
    double replicas_in_ep_group = 1;
    NumberFormat weights = NumberFormat::BF16;
    NumberFormat kv = NumberFormat::BF16;
};
DecodeBreakdown decodeStep(const ModelShape& shape, const Chip& chip, const System* system,
                           const WorkloadEfficiencies& eff, const DecodeStepInput& in, bool onPaper,
                           std::string* error = nullptr);
// Forward pass over one prompt of `tokens` tokens on one replica, in ms.
double prefillMs(const ModelShape& shape, const Chip& chip, const System* system,
                 const WorkloadEfficiencies& eff, double tokens, int tp, NumberFormat weights,
                 bool onPaper, std::string* error = nullptr);

// Pareto sweep: every batch (1, 2, 4 ... 1024) and tensor-parallel degree (1, 2, 4 ... up to
// the scale-up domain and the GPUs) that fits.
struct ParetoPoint {
    int tp = 1;
    int batch = 1;
    double tokens_per_s_per_gpu = 0.0;
    double tokens_per_s_per_user = 0.0;
    double usd_per_million_output_tokens = 0.0; // owned; 0 when n/a
    double ttft_ms = 0.0;                       // one prompt prefilled on the replica
};
// The sweep's tensor parallelism stays within one scale-up domain of at most this many GPUs
// (the layouts engines serve one replica on).
inline constexpr int kMaxSweepTensorParallel = 8;
// The GPUs a sweep spreads over: the scale-up domain, at most kMaxSweepTensorParallel.
int sweepGpus(const System& system);
std::vector<ParetoPoint> inferenceSweep(const Catalog& catalog, const System& system,
                                        const LlmModel& model, InferenceQuery base,
                                        const Assumptions& assumptions);
// The points no other point beats on both axes, by rising tokens/s per user.
std::vector<ParetoPoint> paretoFrontier(std::vector<ParetoPoint> points);
// The cheapest owned USD per million output tokens among points serving at least
// `minTokensPerUser` tokens/s to each user; nullptr when none does (or none has a cost).
const ParetoPoint* cheapestAtInteractivity(const std::vector<ParetoPoint>& points,
                                           double minTokensPerUser);
// The same with a time-to-first-token limit (0: none).
const ParetoPoint* cheapestAtInteractivity(const std::vector<ParetoPoint>& points,
                                           double minTokensPerUser, double maxTtftMs);

// "Cost at an interactivity" for one system, as the Inference tab and `inference
// --min-tokens-per-user` ask it: sweep sweepGpus() GPUs, keep the cheapest owned layout that
// serves each user at least `minTokensPerUser` tokens/s (and a first token within `maxTtftMs`,
// when > 0), or say why none does.
struct LayoutChoice {
    bool found = false;
    ParetoPoint point;
    std::string why_not;
};
LayoutChoice cheapestLayoutAt(const Catalog& catalog, const System& system, const LlmModel& model,
                              InferenceQuery base, const Assumptions& assumptions,
                              double minTokensPerUser, double maxTtftMs = 0.0);
// Every layout on the system's sweepGpus() GPUs (`base.gpus` is set to them); when none serves,
// `whyNot` says why, as the widest tensor parallelism's estimate does. The search both layout
// choices start from: the cheapest owned one above, and the most tokens per GPU-hour of a
// system priced only by its rentals.
std::vector<ParetoPoint> sweepServingLayouts(const Catalog& catalog, const System& system,
                                             const LlmModel& model, InferenceQuery& base,
                                             const Assumptions& assumptions, std::string& whyNot);

// ---- training -------------------------------------------------------------------------

struct TrainingQuery {
    int gpus = 0;
    double tokens = 0.0; // total training tokens
    // Sequence length and sequences a step. With neither given (0), the model's published
    // pre-training batch (publishedRecipe) where it has one, else 4,096 tokens and about 4M
    // tokens a step; with only the sequence given, about 4M tokens a step.
    double seq = 0;
    int micro_batch = 1;                       // sequences per micro-batch
    int global_batch = 0;                      // sequences per step
    int tp = 0, pp = 0, ep = 0;                // 0: chosen (the fastest layout that fits)
    NumberFormat weights = NumberFormat::BF16; // compute format (bf16 or fp8)
    // Share of the backward pass that gradient reduce-scatter / all-gather can hide behind.
    double dp_overlap = 0.8;
    // Model chunks each pipeline stage holds (Megatron-LM's interleaved 1F1B schedule, which
    // divides the bubble by this many). 1: plain 1F1B; 0: the training engine's rule.
    int virtual_stages = 0;
    // Training engine profile (training_engine.h); "": Megatron-LM class. Serving engines
    // are refused.
    std::string engine;
    // A profile of one's own (a fit's trial values), in place of `engine` when set.
    const TrainingEngine* engine_profile = nullptr;
    // The global batch is the run's hyperparameter: a layout whose data-parallel ranks hold
    // more sequences than it is refused instead of growing the batch (the deadline search).
    bool hold_global_batch = false;
};

struct TrainingBreakdown {
    double compute_ms = 0.0;
    double tp_comm_ms = 0.0; // exposed
    double pp_bubble_ms = 0.0;
    double dp_comm_ms = 0.0; // exposed part
    double dp_comm_total_ms = 0.0;
    double ep_comm_ms = 0.0;
    // Routing tokens through the mixture-of-experts layers beyond their expert GEMMs (router,
    // permutation, gather and scatter): the training engine's time per token and MoE layer.
    double moe_token_ms = 0.0;
    double step_ms = 0.0;
};

// A training run on rented GPUs. On-demand and spot are billed for the run's hours only; a
// commitment (1 month, 1 or 3 years) is billed for whole terms, so a 69-day run on a 3-year
// contract pays three years: `usd` is what the contract costs, `usd_run_hours` the share of
// it the run's own hours use, and `idle_days_after_run` what is left of the term for other
// work (its value to the buyer is theirs to judge; it is not netted off).
struct TrainingRentalCost {
    std::string quote_id;
    std::string provider;
    RentalTerm term = RentalTerm::OnDemand;
    std::string date;
    double usd_per_gpu_hour = 0.0;
    double run_hours = 0.0;           // the run's wall-clock hours
    double billed_hours = 0.0;        // per GPU: the run's, or whole terms covering it
    double usd = 0.0;                 // billed_hours x GPUs x price
    double usd_run_hours = 0.0;       // run_hours x GPUs x price
    double idle_days_after_run = 0.0; // committed days left once the run ends
    ClusterLimit cluster;             // the quote's largest cluster against the run's GPUs
};
// Hours a contract of `term` is billed for to cover `runHours` (whole terms; the run's own
// hours for on-demand and spot).
double billedRentalHours(RentalTerm term, double runHours);

struct TrainingResult {
    bool ok = false;
    std::string error;
    bool fits = false;
    std::string why_not;
    int tp = 1, pp = 1, dp = 1, ep = 1;
    bool layout_chosen = false; // true when the model picked it
    int global_batch = 0, micro_batches = 0;
    double seq = 0.0;
    std::string batch_source; // the published recipe the batch came from; "" when none
    int virtual_stages = 1;   // model chunks per pipeline stage in the chosen layout
    double memory_gb_per_gpu = 0.0;
    bool gradients_sharded = false; // ZeRO-2: taken where whole gradients do not fit
    TrainingBreakdown step;
    double tokens_per_s_per_gpu = 0.0;
    double mfu_pct = 0.0;
    double days = 0.0;
    // What a checkpoint writes: bf16 weights, fp32 master weights and both Adam moments
    // (14 bytes a parameter; gradients are not saved).
    double checkpoint_bytes = 0.0;
    Figure usd_owned;
    std::vector<TrainingRentalCost> rentals;
    std::vector<UsedAssumption> assumptions;
    std::string engine_id, engine_label; // the profile whose memory share and overheads apply
};

TrainingResult estimateTraining(const Catalog& catalog, const System& system, const LlmModel& model,
                                const TrainingQuery& query, const Assumptions& assumptions);

} // namespace sil
