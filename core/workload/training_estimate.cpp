// Training estimates: the layouts a run may take, each layout's step time and memory, the
// fastest that fits, and what the run costs owned and rented.
#include "core/workload/estimate_parts.h"
#include "core/workload/step_parts.h"
#include "core/workload/training/expert_dispatch.h"
#include "core/workload/training/published_recipe.h"
#include "core/workload/training/training_engine.h"
#include "core/workload/workload.h"

#include <algorithm>
#include <cmath>

namespace sil {

double billedRentalHours(RentalTerm term, double runHours) {
    // 730 hours a month (DESIGN.md), 8,760 a year.
    double termHours = 0.0;
    switch (term) {
    case RentalTerm::Spot:
    case RentalTerm::OnDemand:
        return runHours;
    case RentalTerm::OneMonth:
        termHours = 730.0;
        break;
    case RentalTerm::OneYear:
        termHours = 8760.0;
        break;
    case RentalTerm::ThreeYear:
        termHours = 3.0 * 8760.0;
        break;
    }
    return std::max(1.0, std::ceil(runHours / termHours - 1e-9)) * termHours;
}

namespace {

struct Layout {
    int tp = 1, pp = 1, ep = 1;
};

struct LayoutEstimate {
    bool ok = false;
    std::string error;
    bool fits = false;
    bool gradients_sharded = false; // ZeRO-2 / FSDP: gradients sharded over the DP ranks
    double memory_gb = 0.0;
    int dp = 1, global_batch = 0, micro_batches = 0, virtual_stages = 1;
    TrainingBreakdown step;
};

// Bytes one layer keeps for the backward pass per token (bf16), counted the way Korthikanti et
// al. (arXiv 2205.05198, section 4.1) count GPT-3's 34·h, for the model's own shape with flash
// attention (no score matrix kept) and no dropout: the inputs of the two norms and of every
// matmul (2h each), Q, K and V (K and V narrower under grouped-query attention; MLA expands
// them to every head), the attention output, and the gated MLP's gate, up and product (2f
// each, f the FFN width a token passes: a MoE layer's active and shared experts).
double activationBytesPerTokenPerLayer(const ModelShape& s) {
    const double h = s.hidden;
    const double kvShare = s.kv_split_by_tensor_parallel && s.heads > 0 && s.kv_heads > 0
                               ? std::min(1.0, s.kv_heads / s.heads)
                               : 1.0;
    const double attention = 2 * h + 2 * h + 2 * h + 2 * 2 * h * kvShare + 2 * h;
    auto ffn = [h](double width) { return 2 * h + 2 * h + 6 * width; };
    const double denseWidth = s.dense_ffn_params_per_layer / (3 * h);
    const double moeWidth =
        (s.experts_active * s.expert_params + s.shared_expert_params_per_layer) / (3 * h);
    const double layers = std::max(s.layers, 1.0);
    return attention + (s.dense_layers * ffn(denseWidth) + s.moe_layers * ffn(moeWidth)) / layers;
}

// The model as training runs it: its shape with the multi-token prediction modules its recipe
// trains (one more layer each, and their projection and second pass through the output head, a
// matmul a token goes through but no layer holds), and the routing limit of its experts.
struct TrainingModel {
    ModelShape shape;
    double mtp_head_params = 0.0;       // the output head's second pass
    double mtp_projection_params = 0.0; // the modules' 2h x h projections
    ExpertRouting routing;
};

TrainingModel trainingModel(const ModelShape& shape, const std::string& modelId) {
    TrainingModel m;
    m.shape = shape;
    const PublishedRecipe* recipe = publishedRecipe(modelId);
    if (!recipe) return m;
    m.routing = recipe->routing;
    const double depth = recipe->mtp_depth;
    if (depth > 0) {
        m.shape.layers += depth;
        (shape.isMoe() ? m.shape.moe_layers : m.shape.dense_layers) += depth;
        const double head =
            shape.lm_head_params > 0.0 ? shape.lm_head_params : shape.embedding_params;
        m.mtp_head_params = depth * head;
        m.mtp_projection_params = depth * 2.0 * shape.hidden * shape.hidden;
    }
    return m;
}

// The rates a step's maths runs at: matrix multiplies in the run's compute format; attention
// and the output head in bf16 whatever the format (fp8 training keeps "the embedding module, the
// output head, MoE gating modules, normalization operators, and attention operators" in their
// original precision: DeepSeek-V3 report, section 3.3.1).
struct TrainingRates {
    double peak_flops = 0.0; // dense, in the compute format
    double efficiency = 0.0;
    double bf16_peak_flops = 0.0;
    double bf16_efficiency = 0.0;
};

// Time in ms of one step's maths on one GPU: `tokens` tokens through the model.
double trainingComputeMs(const TrainingModel& m, const TrainingRates& r, double tokens, double seq,
                         bool fp8) {
    const ModelShape& s = m.shape;
    const double head = s.lm_head_params > 0.0 ? s.lm_head_params : s.embedding_params;
    // Every output-head pass (the model's and the prediction modules') in bf16 when fp8.
    const double heads = head + m.mtp_head_params;
    const double linear = s.activeMatmulParams() - head + m.mtp_projection_params;
    const double matmul = 6.0 * (fp8 ? linear : linear + heads);
    const double bf16 = 3.0 * s.attendedPositions(seq / 2.0) * s.attention_flops_per_pair +
                        (fp8 ? 6.0 * heads : 0.0);
    const double formatRate = r.peak_flops * r.efficiency;
    const double bf16Rate = r.bf16_peak_flops * r.bf16_efficiency > 0.0
                                ? r.bf16_peak_flops * r.bf16_efficiency
                                : formatRate;
    return 1e3 * tokens * (matmul / formatRate + bf16 / bf16Rate);
}

// Bytes a token's hidden state takes on average over a MoE layer's four all-to-alls (dispatch
// and combine, forward and backward): the dispatch and the gradient sent the same way in fp8
// where the engine sends them so in fp8 training, the combines in bf16 (DeepSeek-V3 report,
// section 3.3.3).
double allToAllBytesPerValue(const TrainingEngine& engine, bool fp8) {
    const double dispatch = engine.fp8_dispatch && fp8 ? 1.0 : kActivationBytes;
    return (dispatch + kActivationBytes) / 2.0;
}

// DualPipe's bubble (DeepSeek-V3 report, Table 2): (PP/2 - 1)(F&B + B - 3W), with a micro-batch's
// work on a stage split as forward F = 1/3, backward B = 2/3 (input and weights, W = 1/3) and
// an overlapped forward-and-backward pair F&B taking F + B.
double dualPipeBubbleMs(int pp, double microBatchMs) {
    const double f = microBatchMs / 3.0, bwd = 2.0 * f, w = f;
    return std::max(0.0, pp / 2.0 - 1.0) * ((f + bwd) + bwd - 3.0 * w);
}

// Time in ms of a stage's expert all-to-alls in one step (four a MoE layer and micro-batch),
// each GPU sending its `tokens` tokens (split by tensor parallelism): sent once to each server a
// token's experts are on where the engine sends it so (the servers bounded by the model's
// routing limit); else the collective model's all-to-all, a copy per expert.
double expertAllToAllMs(const TrainingModel& model, const System& system,
                        const TrainingEngine& engine, const Layout& l, double tokens, bool fp8,
                        double microBatches, std::string* error) {
    const ModelShape& shape = model.shape;
    const double count = 4.0 * (shape.moe_layers / l.pp) * microBatches;
    const double tokenBytes = shape.hidden * allToAllBytesPerValue(engine, fp8);
    const int perServer = static_cast<int>(system.gpus_per_node.value_or(1));
    if (engine.server_aware_dispatch && l.ep > perServer) {
        const auto traffic =
            expertDispatchTraffic(shape.experts_active, l.ep, perServer, model.routing);
        return serverAwareAllToAllMs(system, traffic, tokenBytes, tokens / l.tp, count, error);
    }
    return collectiveMs(&system, CollectiveOp::AllToAll, l.ep,
                        tokens * tokenBytes * shape.experts_active / l.tp, count, Placement::Packed,
                        false, error);
}

LayoutEstimate estimateLayout(const TrainingModel& model, const TrainingRates& rates,
                              const Chip& chip, const System& system, const TrainingEngine& engine,
                              const TrainingQuery& q, int gpus, const Layout& l,
                              bool shardGradients) {
    const ModelShape& shape = model.shape;
    LayoutEstimate e;
    e.gradients_sharded = shardGradients;
    const int modelParallel = l.tp * l.pp;
    e.dp = gpus / modelParallel;
    const double b = std::max(q.micro_batch, 1);
    const double S = q.seq;
    int G = q.global_batch;
    const int perStep = static_cast<int>(e.dp * b);
    G = std::max(perStep, (G + perStep - 1) / perStep * perStep); // whole micro-batches everywhere
    e.global_batch = G;
    e.micro_batches = G / perStep;
    const double m = e.micro_batches;
    const double tokensPerStep = static_cast<double>(G) * S;
    const bool fp8 = q.weights == NumberFormat::FP8;
    TrainingBreakdown& t = e.step;
    t.compute_ms = trainingComputeMs(model, rates, tokensPerStep / gpus, S, fp8);
    std::string error;
    const double activation = b * S * shape.hidden * kActivationBytes;
    const double layersPerStage = shape.layers / l.pp;
    // The engine hides a share of it behind the GEMMs (Megatron-LM's --tp-comm-overlap).
    t.tp_comm_ms = (1.0 - engine.tp_overlap) * collectiveMs(&system, CollectiveOp::AllReduce, l.tp,
                                                            activation, 4.0 * layersPerStage * m,
                                                            Placement::Packed, false, &error);
    // Each token's routing through the stage's MoE layers, on the GPUs that share its sequence.
    if (shape.isMoe())
        t.moe_token_ms =
            1e-3 * engine.moe_token_layer_us * (b * S / l.tp) * (shape.moe_layers / l.pp) * m;
    // An all-to-all across servers kept in flight on some of the SMs leaves the rest to the maths.
    const bool acrossServers =
        shape.isMoe() && l.ep > static_cast<int>(system.gpus_per_node.value_or(1));
    if (acrossServers && engine.comm_sm_share > 0.0 && engine.comm_sm_share < 1.0) {
        t.compute_ms /= 1.0 - engine.comm_sm_share;
        t.moe_token_ms /= 1.0 - engine.comm_sm_share;
    }
    // The engine hides the all-to-all behind up to ep_overlap x the GPU's own work: the
    // GEMMs and the routing kernels of other micro-batches.
    if (l.ep > 1 && shape.isMoe())
        t.ep_comm_ms =
            std::max(0.0, expertAllToAllMs(model, system, engine, l, b * S, fp8, m, &error) -
                              engine.ep_overlap * (t.compute_ms + t.moe_token_ms));
    // 1F1B leaves (pp - 1) / m of a stage's work idle; interleaving v chunks per stage
    // divides that by v (Narayanan et al. 2021, arXiv 2104.04473), at most a layer a chunk.
    e.virtual_stages = virtualStagesFor(engine, layersPerStage, q.virtual_stages);
    const double chunks = e.virtual_stages;
    const double stageWork = t.compute_ms + t.tp_comm_ms + t.ep_comm_ms + t.moe_token_ms;
    t.pp_bubble_ms = engine.dual_pipe ? dualPipeBubbleMs(l.pp, stageWork / m)
                                      : (l.pp - 1) / (m * chunks) * stageWork;
    // Gradients reduce-scattered and parameters all-gathered across the data-parallel ranks.
    const double expertShard = shape.isMoe() ? std::max(l.ep, 1) : 1;
    const double paramsPerGpu =
        (shape.totalParams() - shape.allExpertParams()) / (l.tp * l.pp) +
        shape.allExpertParams() / (expertShard * l.pp * (l.ep > 1 ? 1 : l.tp));
    const double gradBytes = paramsPerGpu * kActivationBytes;
    const double gpn = system.gpus_per_node.value_or(8);
    const Placement dpPlacement = modelParallel >= gpn ? Placement::Spread : Placement::Packed;
    // Sharded gradients are reduce-scattered after every micro-batch (nothing holds them whole
    // to accumulate in); otherwise once a step.
    t.dp_comm_total_ms = collectiveMs(&system, CollectiveOp::ReduceScatter, e.dp, gradBytes,
                                      shardGradients ? m : 1.0, dpPlacement, false, &error) +
                         collectiveMs(&system, CollectiveOp::AllGather, e.dp, gradBytes, 1.0,
                                      dpPlacement, false, &error);
    // Whole gradients are reduced once, behind the last backward pass; a micro-batch's sharded
    // gradients are reduced while the micro-batches after it compute, so the whole step hides.
    const double hideable = q.dp_overlap * t.compute_ms * (shardGradients ? 1.0 : 2.0 / 3.0);
    t.dp_comm_ms = std::max(0.0, t.dp_comm_total_ms - hideable);
    if (!error.empty()) {
        e.error = system.id + ": " + error;
        return e;
    }
    t.step_ms =
        t.compute_ms + t.tp_comm_ms + t.ep_comm_ms + t.moe_token_ms + t.pp_bubble_ms + t.dp_comm_ms;
    // Memory: bf16 weights whole on each model-parallel rank; fp32 master weights and Adam
    // moments sharded over the data-parallel ranks (ZeRO-1), bf16 gradients too when sharded
    // (ZeRO-2, FSDP as Llama 3 ran it); activations of the first stage's micro-batches in
    // flight, split by tensor (and sequence) parallelism.
    const double optimizer = 12.0 * paramsPerGpu / e.dp;
    const double gradients = 2.0 * paramsPerGpu / (shardGradients ? e.dp : 1);
    const double inFlight = std::min<double>(l.pp + (engine.dual_pipe ? 1 : 0), m);
    const double acts =
        activationBytesPerTokenPerLayer(shape) * S * b * layersPerStage * inFlight / l.tp;
    const double weightCopies = engine.dual_pipe && l.pp > 1 ? 2.0 : 1.0;
    e.memory_gb = (paramsPerGpu * 2.0 * weightCopies + gradients + optimizer + acts) / 1e9;
    e.fits = e.memory_gb <= deviceMemoryBytes(chip) / 1e9 * kUsableHbmFraction;
    e.ok = true;
    return e;
}

std::vector<int> powersOfTwoUpTo(int limit) {
    std::vector<int> v;
    for (int x = 1; x <= limit; x *= 2)
        v.push_back(x);
    return v;
}

} // namespace

namespace {

// The layouts a training run may take: the one the user pinned (checked), or every
// power-of-two TP within the scale-up domain x PP x EP that is valid; `error` says why none is.
struct TrainingCandidates {
    std::vector<Layout> layouts;
    bool chosen = false; // searched, not pinned
    std::string error;
};

TrainingCandidates trainingCandidates(const System& system, const ModelShape& shape,
                                      const TrainingQuery& q, int gpus) {
    TrainingCandidates out;
    const int domain =
        static_cast<int>(system.scaleup_domain_gpus.value_or(system.gpus_per_node.value_or(1)));
    out.chosen = q.tp == 0 && q.pp == 0 && q.ep == 0;
    const int requestedBatch = q.global_batch;
    auto valid = [&](const Layout& l) -> std::string {
        if (l.tp < 1 || l.pp < 1 || l.ep < 1) return "parallel degrees must be 1 or more";
        if (gpus % (l.tp * l.pp) != 0)
            return "--tp x --pp (" + std::to_string(l.tp * l.pp) + ") must divide --gpus " +
                   std::to_string(gpus);
        if (l.tp > domain)
            return "--tp " + std::to_string(l.tp) + " exceeds the scale-up domain of " +
                   std::to_string(domain) + " GPUs";
        if (l.pp > shape.layers) return "--pp exceeds the model's layers";
        if (l.ep > 1 && (!shape.isMoe() || l.ep > shape.experts_total || (gpus / l.pp) % l.ep != 0))
            return "--ep needs a mixture-of-experts model and must divide --gpus / --pp";
        if (q.hold_global_batch &&
            static_cast<double>(gpus / (l.tp * l.pp)) * std::max(q.micro_batch, 1) > requestedBatch)
            return "too many GPUs for one job's data parallelism: " + std::to_string(gpus) +
                   " GPUs at tp " + std::to_string(l.tp) + " x pp " + std::to_string(l.pp) +
                   " make " + std::to_string(gpus / (l.tp * l.pp)) +
                   " data-parallel ranks, more than the global batch of " +
                   std::to_string(requestedBatch) + " sequences";
        return {};
    };
    if (!out.chosen) {
        const Layout l{std::max(q.tp, 1), std::max(q.pp, 1), std::max(q.ep, 1)};
        if (auto e = valid(l); !e.empty())
            out.error = e;
        else
            out.layouts.push_back(l);
        return out;
    }
    std::string mostParallelRefusal; // why layouts were refused: the batch limit first
    const auto eps =
        shape.isMoe() ? powersOfTwoUpTo(std::min<int>(static_cast<int>(shape.experts_total), gpus))
                      : std::vector<int>{1};
    for (int tp : powersOfTwoUpTo(std::min(domain, gpus)))
        for (int pp : powersOfTwoUpTo(std::min<int>(static_cast<int>(shape.layers), gpus)))
            for (int ep : eps) {
                if (auto why = valid({tp, pp, ep}); why.empty())
                    out.layouts.push_back({tp, pp, ep});
                else if (mostParallelRefusal.empty() || why.starts_with("too many GPUs"))
                    mostParallelRefusal = why;
            }
    if (out.layouts.empty() && !mostParallelRefusal.empty())
        out.error = system.id + ": " + mostParallelRefusal;
    return out;
}

// The fastest layout that fits (else the fastest of all): gradients whole where they fit,
// sharded where only that fits. `error` when a pinned layout cannot be evaluated or none can.
struct BestTrainingLayout {
    LayoutEstimate estimate;
    Layout layout;
    std::string error;
};

BestTrainingLayout bestTrainingLayout(const TrainingModel& model, const TrainingRates& rates,
                                      const Chip& chip, const System& system,
                                      const TrainingEngine& engine, const TrainingQuery& q,
                                      int gpus, const TrainingCandidates& candidates) {
    BestTrainingLayout out;
    LayoutEstimate& best = out.estimate;
    LayoutEstimate leastMemory;
    for (const Layout& l : candidates.layouts) {
        auto e = estimateLayout(model, rates, chip, system, engine, q, gpus, l, false);
        if (e.ok && !e.fits && e.dp > 1)
            if (auto sharded = estimateLayout(model, rates, chip, system, engine, q, gpus, l, true);
                sharded.ok && sharded.fits)
                e = sharded;
        if (!e.ok) {
            if (!candidates.chosen) {
                out.error = e.error;
                return out;
            }
            continue;
        }
        if (!leastMemory.ok || e.memory_gb < leastMemory.memory_gb) leastMemory = e;
        const bool better = !best.ok || (e.fits && !best.fits) ||
                            (e.fits == best.fits && e.step.step_ms / e.global_batch <
                                                        best.step.step_ms / best.global_batch);
        if (better) {
            best = e;
            out.layout = l;
        }
    }
    if (!best.ok)
        out.error = system.id + ": no parallel layout can be evaluated (" +
                    (leastMemory.error.empty() ? std::string("check the system's fabric figures")
                                               : leastMemory.error) +
                    ")";
    return out;
}

// What the run costs owned (the TCO per useful GPU-hour over its GPU-hours) and at every rental
// quote for the system (billed by the quote's term).
void priceTraining(TrainingResult& r, const Catalog& catalog, const System& system,
                   const Chip& chip, const Assumptions& assumptions, int gpus) {
    const double gpuHours = r.days * 24.0 * gpus;
    if (!r.fits) {
        r.usd_owned = Figure::na("does not fit in memory");
        return;
    }
    const Figure perHour = tcoPerUsefulHour(system, chip, assumptions);
    r.usd_owned = perHour.ok() ? Figure::of(perHour.value() * gpuHours) : perHour;
    for (const RentalQuote* quote : quotesOf(catalog, system))
        if (quote->usd_per_gpu_hour) {
            TrainingRentalCost c;
            c.quote_id = quote->id;
            c.provider = quote->provider;
            c.term = quote->term;
            c.date = quote->date;
            c.usd_per_gpu_hour = *quote->usd_per_gpu_hour;
            c.run_hours = r.days * 24.0;
            c.billed_hours = billedRentalHours(quote->term, c.run_hours);
            c.usd = c.usd_per_gpu_hour * c.billed_hours * gpus;
            c.usd_run_hours = c.usd_per_gpu_hour * gpuHours;
            c.idle_days_after_run = (c.billed_hours - c.run_hours) / 24.0;
            c.cluster = clusterLimitOf(quote->max_cluster_gpus, static_cast<int>(gpus));
            r.rentals.push_back(std::move(c));
        }
}

} // namespace

namespace {

// The query with its batch settled: the one given, else the model's published pre-training
// batch, else sequences of 4,096 and about 4M tokens a step.
TrainingQuery withBatchSettled(TrainingQuery q, const LlmModel& model, std::string& source) {
    const PublishedRecipe* recipe = publishedRecipe(model.id);
    if (q.seq <= 0 && q.global_batch <= 0 && recipe) {
        q.seq = recipe->seq;
        q.global_batch = recipe->global_batch;
        source = recipe->source;
        return q;
    }
    if (q.seq <= 0) q.seq = kDefaultTrainingSeq;
    if (q.global_batch <= 0)
        q.global_batch = static_cast<int>(std::ceil(kDefaultTrainingBatchTokens / q.seq));
    return q;
}

// The chip's efficiencies with the training engine's GEMM rate, and the assumptions said.
WorkloadEfficiencies trainingEfficiencies(const Catalog& catalog, const System& system,
                                          const Chip& chip, const TrainingEngine& engine,
                                          NumberFormat weights) {
    WorkloadEfficiencies eff = resolveEfficiencies(
        chip, catalog, computeDtype(weights),
        hasEngine(catalog, kCalibrationEngine) ? kCalibrationEngine : "", &system);
    const double scale =
        weights == NumberFormat::FP8 ? engine.gemm_scale_fp8 : engine.gemm_scale_bf16;
    eff.train_compute = std::min(1.0, eff.train_compute * scale);
    eff.used.push_back(
        {"train_compute_efficiency", eff.train_compute, "fraction of dense peak",
         engine.id + ": the calibration's x " + formatShort(scale) + " (" + engine.source + ")"});
    return eff;
}

// What a training estimate assumed beyond the chip's efficiencies: the overlaps and the memory
// reserve.
std::vector<UsedAssumption> trainingAssumptions(const WorkloadEfficiencies& eff,
                                                const TrainingEngine& engine,
                                                const TrainingQuery& q) {
    std::vector<UsedAssumption> used = eff.used;
    used.push_back({"dp_overlap", q.dp_overlap, "fraction of backward time",
                    "assumed: gradient reduce-scatter/all-gather hidden behind backward"});
    used.push_back({"tp_overlap", engine.tp_overlap, "fraction of tensor-parallel comm.",
                    engine.id + ": hidden behind the GEMMs"});
    used.push_back({"ep_overlap", engine.ep_overlap, "fraction of GEMM and routing time",
                    engine.id + ": expert all-to-all hidden behind the GPU's own work"});
    used.push_back({"moe_token_layer_us", engine.moe_token_layer_us,
                    "us per token and MoE layer (forward and backward, one GPU)",
                    engine.id + ": routing beyond the expert GEMMs"});
    if (engine.comm_sm_share > 0.0)
        used.push_back({"comm_sm_share", engine.comm_sm_share, "fraction of the GPU's SMs",
                        engine.id + ": running the expert all-to-all across servers"});
    if (engine.fp8_dispatch)
        used.push_back({"fp8_dispatch", 1.0, "1: expert dispatch in fp8 when training in fp8",
                        engine.id + ": combines in bf16"});
    used.push_back({"usable_hbm_fraction", kUsableHbmFraction, "fraction of device memory",
                    "assumed: runtime and fragmentation reserve"});
    return used;
}

// What the model trains beyond its inference config, where its recipe says (the multi-token
// prediction modules, the routing's limit and the servers a token then reaches at this layout).
void appendTrainingModelAssumptions(std::vector<UsedAssumption>& used, const TrainingModel& m,
                                    const std::string& modelId, const ModelShape& inference,
                                    const System& system, const TrainingEngine& engine, int ep) {
    const PublishedRecipe* recipe = publishedRecipe(modelId);
    if (!recipe) return;
    if (m.shape.layers > inference.layers)
        used.push_back({"mtp_modules", m.shape.layers - inference.layers,
                        "multi-token prediction modules trained", recipe->training_source});
    if (!m.routing.limited() || !inference.isMoe()) return;
    used.push_back({"expert_groups_per_token", static_cast<double>(m.routing.groups_per_token),
                    "of " + std::to_string(m.routing.expert_groups) + " expert groups",
                    recipe->training_source});
    const int perServer = static_cast<int>(system.gpus_per_node.value_or(1));
    if (engine.server_aware_dispatch && ep > perServer)
        used.push_back({"expert_dispatch_scaleout_copies",
                        expertDispatchTraffic(inference.experts_active, ep, perServer, m.routing)
                            .scaleout_copies,
                        "copies of a token a dispatch sends to other servers",
                        "once a server, forwarded inside it (DeepSeek-V3 report, section 3.2.2)"});
}

} // namespace

TrainingResult estimateTraining(const Catalog& catalog, const System& system, const LlmModel& model,
                                const TrainingQuery& query, const Assumptions& assumptions) {
    TrainingResult r;
    const TrainingQuery q = withBatchSettled(query, model, r.batch_source);
    const EstimateInputs inputs = estimateInputsFor(catalog, system, model);
    if (!inputs.error.empty()) {
        r.error = inputs.error;
        return r;
    }
    const Chip* chip = inputs.chip;
    const ModelShape& shape = inputs.shape;
    if (q.weights == NumberFormat::FP4) {
        r.error = "training in fp4 is not modelled; use --weights bf16 or fp8";
        return r;
    }
    if (auto missing = chipFigureMissing(*chip, q.weights); !missing.empty()) {
        r.error = missing;
        return r;
    }
    if (q.tokens <= 0.0) {
        r.error = "--tokens must be more than 0 (e.g. 15T)";
        return r;
    }
    const int gpus = q.gpus > 0 ? q.gpus : defaultGpus(system);
    // Serving engines have no training profile.
    const TrainingEngine* engine = q.engine_profile ? q.engine_profile : trainingEngine(q.engine);
    if (!engine) {
        r.error = "--engine " + q.engine + " has no training profile; training engines are " +
                  std::string(kMegatronEngine) + " (the default), " + kHaiLlmEngine + " and " +
                  kPytorchTrainingEngine;
        return r;
    }
    const WorkloadEfficiencies eff =
        trainingEfficiencies(catalog, system, *chip, *engine, q.weights);
    r.engine_id = engine->id;
    r.engine_label = engine->label;
    r.assumptions = trainingAssumptions(eff, *engine, q);
    r.seq = q.seq;

    const TrainingCandidates candidates = trainingCandidates(system, shape, q, gpus);
    if (!candidates.error.empty()) {
        r.error = candidates.error;
        return r;
    }
    const TrainingModel trainedModel = trainingModel(shape, model.id);
    TrainingRates rates;
    rates.peak_flops = chip->dense_tflops[index(computeDtype(q.weights))].value_or(0.0) * 1e12;
    rates.efficiency = eff.train_compute;
    rates.bf16_peak_flops = chip->dense_tflops[index(Dtype::BF16)].value_or(0.0) * 1e12;
    rates.bf16_efficiency =
        q.weights == NumberFormat::BF16
            ? eff.train_compute
            : trainingEfficiencies(catalog, system, *chip, *engine, NumberFormat::BF16)
                  .train_compute;
    const BestTrainingLayout chosenLayout =
        bestTrainingLayout(trainedModel, rates, *chip, system, *engine, q, gpus, candidates);
    if (!chosenLayout.error.empty()) {
        r.error = chosenLayout.error;
        return r;
    }
    const LayoutEstimate& best = chosenLayout.estimate;
    const Layout& bestLayout = chosenLayout.layout;
    const bool chosen = candidates.chosen;
    r.tp = bestLayout.tp;
    r.pp = bestLayout.pp;
    r.ep = bestLayout.ep;
    r.dp = best.dp;
    r.layout_chosen = chosen;
    r.global_batch = best.global_batch;
    r.micro_batches = best.micro_batches;
    r.virtual_stages = best.virtual_stages;
    r.assumptions.push_back(
        {"virtual_stages", static_cast<double>(r.virtual_stages), "model chunks per pipeline stage",
         q.virtual_stages > 0
             ? std::string("given")
             : engine->id + (engine->dual_pipe ? ": DualPipe (its bubble; chunks unused)"
                                               : ": interleaved 1F1B")});
    appendTrainingModelAssumptions(r.assumptions, trainedModel, model.id, shape, system, *engine,
                                   r.ep);
    r.memory_gb_per_gpu = best.memory_gb;
    r.gradients_sharded = best.gradients_sharded;
    r.fits = best.fits;
    if (!r.fits)
        r.why_not = model.id + " needs " + formatShort(best.memory_gb) + " GB per GPU with tp " +
                    std::to_string(r.tp) + ", pp " + std::to_string(r.pp) + ", ep " +
                    std::to_string(r.ep) + " but " + chip->id + " has " +
                    formatShort(deviceMemoryBytes(*chip) / 1e9 * kUsableHbmFraction) +
                    " GB usable; use more GPUs or more model parallelism";
    r.step = best.step;
    const double tokensPerStep = static_cast<double>(best.global_batch) * q.seq;
    r.tokens_per_s_per_gpu = tokensPerStep / (best.step.step_ms / 1e3) / gpus;
    const double peak = chip->dense_tflops[index(computeDtype(q.weights))].value_or(0.0) * 1e12;
    const double modelFlopsPerToken =
        6.0 * shape.activeMatmulParams() +
        3.0 * shape.attendedPositions(q.seq / 2.0) * shape.attention_flops_per_pair;
    r.mfu_pct = 100.0 * r.tokens_per_s_per_gpu * modelFlopsPerToken / peak;
    r.days = q.tokens / (r.tokens_per_s_per_gpu * gpus) / 86400.0;
    r.checkpoint_bytes = 14.0 * shape.totalParams();
    priceTraining(r, catalog, system, *chip, assumptions, gpus);
    r.ok = true;
    return r;
}

} // namespace sil
