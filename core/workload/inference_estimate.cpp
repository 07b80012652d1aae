// Serving estimates: one layout of a system serving a model (memory per GPU, the decode step and
// the prefill, tokens per second and their cost), the sweep over layouts, its Pareto frontier
// and the cheapest layout at an interactivity.
#include "core/workload/estimate_parts.h"
#include "core/workload/workload.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace sil {

namespace {

WorkloadEfficiencies onPaperEfficiencies() {
    WorkloadEfficiencies e;
    e.weight_read = e.kv_read = e.expert_read = 1.0;
    e.prefill_compute = e.train_compute = 1.0;
    e.used.push_back({"on_paper", 1.0, "", "spec bandwidth and compute, no overheads (seed 004)"});
    return e;
}

// KV tokens held per sequence: a paged engine holds the tokens in flight (the mean context,
// rounded up to whole pages); a static allocator reserves the whole prompt + output.
double kvReservedTokens(const WorkloadEfficiencies& eff, double context, const InferenceQuery& q) {
    if (eff.kv_block_tokens > 0.0)
        return std::ceil(context / eff.kv_block_tokens) * eff.kv_block_tokens;
    return std::max(context, q.prompt_tokens + q.output_tokens);
}

} // namespace

InferenceResult estimateInference(const Catalog& catalog, const System& system,
                                  const LlmModel& model, const InferenceQuery& q,
                                  const Assumptions& assumptions) {
    const Chip* chip = catalog.chip(system.chip_id);
    if (!chip || q.on_paper)
        return estimateInference(catalog, system, model, q, assumptions, onPaperEfficiencies());
    return estimateInference(
        catalog, system, model, q, assumptions,
        resolveEfficiencies(*chip, catalog, computeDtype(q.weights), q.engine, &system));
}

namespace {

// What every layout of one system and model shares: the chip, the model's shape and the
// system's TCO per useful GPU-hour. A sweep derives them once, not per layout.
struct PreparedInference {
    EstimateInputs inputs;
    Figure tco_per_useful_hour;
    std::string engine_refusal; // the engine does not serve the query's weights ("": it does)
};

PreparedInference prepareInference(const Catalog& catalog, const System& system,
                                   const LlmModel& model, const Assumptions& assumptions,
                                   const WorkloadEfficiencies& resolved, NumberFormat weights) {
    PreparedInference p;
    p.inputs = estimateInputsFor(catalog, system, model);
    if (p.inputs.error.empty())
        p.tco_per_useful_hour = tcoPerUsefulHour(system, *p.inputs.chip, assumptions);
    p.engine_refusal = engineRefusal(resolved, weights);
    return p;
}

// The layout the query asks for, settled (GPUs, tensor, pipeline and expert parallelism, batch,
// replicas, mean context) and checked against the system and the model; "" or why it cannot run.
std::string settleLayout(InferenceResult& r, const System& system, const ModelShape& shape,
                         const InferenceQuery& q) {
    r.gpus = q.gpus > 0 ? q.gpus : defaultGpus(system);
    r.tp = std::max(q.tp, 1);
    r.pp = std::max(q.pp, 1);
    r.ep = q.ep > 0 ? q.ep : r.tp;
    r.batch = std::max(q.batch, 1);
    if (r.gpus % (r.tp * r.pp) != 0)
        return (r.pp > 1 ? "--tp x --pp " + std::to_string(r.tp * r.pp)
                         : "--tp " + std::to_string(r.tp)) +
               " must divide --gpus " + std::to_string(r.gpus);
    if (r.pp > 1 && (shape.isMoe() || r.pp > shape.layers))
        return "--pp: pipeline stages are modelled for dense models with at least as many "
               "layers as stages";
    const double domain = system.scaleup_domain_gpus.value_or(system.gpus_per_node.value_or(1));
    if (r.tp > domain)
        return "--tp " + std::to_string(r.tp) + " exceeds " + system.id + "'s scale-up domain of " +
               std::to_string(static_cast<int>(domain)) + " GPUs";
    if (shape.isMoe() && (r.ep % r.tp != 0 || r.gpus % r.ep != 0))
        return "--ep " + std::to_string(r.ep) + " must be a multiple of --tp and divide --gpus";
    if (!shape.isMoe()) r.ep = r.tp;
    r.replicas = r.gpus / (r.tp * r.pp);
    r.context = q.context >= 0 ? q.context : q.prompt_tokens + q.output_tokens / 2.0;
    return {};
}

// How to give a replica more GPUs, naming only a layout the estimate runs: wider tensor
// parallelism while the scale-up domain allows it; past the domain, a mixture of experts
// spreads its experts over more GPUs (--ep) and a dense model adds pipeline stages (--pp),
// each over the scale-out fabric.
std::string moreGpusHint(const System& system, const ModelShape& shape, const InferenceResult& r) {
    const int domain =
        static_cast<int>(system.scaleup_domain_gpus.value_or(system.gpus_per_node.value_or(1)));
    if (r.tp * 2 <= domain)
        return "use more GPUs per replica (--tp up to " + std::to_string(domain) + ")";
    if (shape.isMoe()) {
        const int ep = std::max(r.ep, r.tp) * 2;
        const int gpus = r.gpus % ep == 0 ? r.gpus : ep;
        return "spread the experts over more GPUs (--gpus " + std::to_string(gpus) + " --tp " +
               std::to_string(r.tp) + " --ep " + std::to_string(ep) + ")";
    }
    const int pp = r.pp * 2;
    const int gpus = r.gpus % (r.tp * pp) == 0 ? r.gpus : r.tp * pp;
    return "add pipeline stages (--gpus " + std::to_string(gpus) + " --tp " + std::to_string(r.tp) +
           " --pp " + std::to_string(pp) + ")";
}

// Memory per GPU against what the engine may use of the chip's, and (explained) what to change
// when it does not fit. A pipeline stage holds its layers' weights and KV cache, and one
// micro-batch's activations.
void fitMemory(InferenceResult& r, const System& system, const Chip& chip, const ModelShape& shape,
               const LlmModel& model, const InferenceQuery& q,
               const WorkloadEfficiencies& resolved) {
    const double weights = weightBytesPerGpu(shape, q.weights, r.tp, r.ep) / r.pp;
    const double capacityContext = kvReservedTokens(resolved, r.context, q);
    const double kv = r.batch * kvBytesPerSequencePerGpu(shape, capacityContext, q.kv, r.tp) / r.pp;
    const double activations = r.batch * activationBytesPerSequencePerGpu(shape, r.tp) / r.pp;
    r.weights_gb_per_gpu = weights / 1e9;
    r.kv_gb_per_gpu = kv / 1e9;
    r.memory_gb_per_gpu = (weights + kv + activations) / 1e9;
    r.usable_hbm_gb = deviceMemoryBytes(chip) * resolved.memory_utilization / 1e9;
    r.fits = r.memory_gb_per_gpu <= r.usable_hbm_gb;
    if (r.fits || !q.explain) return;
    // Only a format the weights are not yet in, and one the chip has a figure for.
    std::string smallerWeights;
    if (q.weights == NumberFormat::BF16)
        smallerWeights = ", smaller weights (--weights fp8)";
    else if (q.weights == NumberFormat::FP8 && chipFigureMissing(chip, NumberFormat::FP4).empty())
        smallerWeights = ", smaller weights (--weights fp4)";
    r.why_not = model.id + " needs " + formatShort(r.memory_gb_per_gpu) + " GB per GPU (weights " +
                formatShort(r.weights_gb_per_gpu) + " GB, KV cache " +
                formatShort(r.kv_gb_per_gpu) + " GB for " + std::to_string(r.batch) + " x " +
                std::to_string(static_cast<long long>(capacityContext)) + " tokens) but " +
                chip.id + " has " + formatShort(r.usable_hbm_gb) + " GB usable (" +
                formatShort(*chip.memory_gb) + " GiB x " + formatShort(kDeviceVisibleFraction) +
                " visible x " + formatShort(resolved.memory_utilization) +
                " for the engine): over by " + formatShort(r.memory_gb_per_gpu - r.usable_hbm_gb) +
                " GB; " + moreGpusHint(system, shape, r) + smallerWeights + " or a smaller batch";
}

// The decode step and the prompt's prefill on one replica, and the tokens a second they give;
// "" or why the collectives cannot be timed.
std::string timeSteps(InferenceResult& r, const System& system, const Chip& chip,
                      const ModelShape& shape, const InferenceQuery& q,
                      const WorkloadEfficiencies& eff, bool paper) {
    std::string commError;
    DecodeStepInput in;
    in.batch = r.batch;
    in.context = r.context;
    in.tp = r.tp;
    in.pp = r.pp;
    in.ep = r.ep;
    in.replicas_in_ep_group = static_cast<double>(r.ep) / r.tp;
    in.weights = q.weights;
    in.kv = q.kv;
    r.decode = decodeStep(shape, chip, &system, eff, in, paper, &commError);
    r.prefill_ms =
        prefillMs(shape, chip, &system, eff, q.prompt_tokens, r.tp, q.weights, paper, &commError);
    if (!commError.empty()) return system.id + ": " + commError;
    const int replicaGpus = r.tp * r.pp;
    r.decode_tokens_per_s_per_gpu = 1e3 * r.batch / (r.decode.step_ms * replicaGpus);
    r.tokens_per_s_per_user = 1e3 / r.decode.step_ms;
    // A prompt passes the stages one after another (its latency), while the stages work on
    // pp prompts at once (the replica's time per prompt is the latency / pp).
    const double prefillReplicaMs = r.prefill_ms / r.pp;
    if (r.prefill_ms > 0.0)
        r.prefill_tokens_per_s_per_gpu = 1e3 * q.prompt_tokens / (prefillReplicaMs * replicaGpus);
    const double cycleMs = r.batch * prefillReplicaMs + q.output_tokens * r.decode.step_ms;
    r.served_output_tokens_per_s_per_gpu =
        cycleMs > 0.0 ? 1e3 * r.batch * q.output_tokens / (cycleMs * replicaGpus) : 0.0;
    return {};
}

// What a million output tokens cost owned (the TCO per useful GPU-hour) and at each rental quote.
void priceTokens(InferenceResult& r, const Catalog& catalog, const System& system,
                 const InferenceQuery& q, const Figure& tcoPerUsefulHour) {
    const double tokensPerGpuHour = r.served_output_tokens_per_s_per_gpu * 3600.0;
    r.usd_per_million_output_tokens =
        r.fits ? divide(tcoPerUsefulHour, Figure::of(tokensPerGpuHour / 1e6),
                        [] { return std::string("no tokens served"); })
               : Figure::na("does not fit in memory");
    if (r.fits && tokensPerGpuHour > 0.0 && q.with_rentals)
        for (const RentalQuote* quote : quotesOf(catalog, system))
            if (quote->usd_per_gpu_hour)
                r.rentals.push_back({quote->id, quote->provider, quote->term, quote->date,
                                     *quote->usd_per_gpu_hour,
                                     *quote->usd_per_gpu_hour / tokensPerGpuHour * 1e6});
}

InferenceResult estimatePrepared(const Catalog& catalog, const System& system,
                                 const LlmModel& model, const InferenceQuery& q,
                                 const WorkloadEfficiencies& resolved,
                                 const PreparedInference& prepared) {
    InferenceResult r;
    const EstimateInputs& inputs = prepared.inputs;
    if (!inputs.error.empty()) {
        r.error = inputs.error;
        return r;
    }
    const Chip* chip = inputs.chip;
    const ModelShape& shape = inputs.shape;
    if (auto missing = chipFigureMissing(*chip, q.weights); !missing.empty()) {
        r.error = missing;
        return r;
    }
    if (std::string why = settleLayout(r, system, shape, q); !why.empty()) {
        r.error = why;
        return r;
    }
    const bool paper = q.on_paper;
    // Not a copy: the efficiencies carry the list of named assumptions (strings).
    static const WorkloadEfficiencies kOnPaper = onPaperEfficiencies();
    const WorkloadEfficiencies& eff = paper ? kOnPaper : resolved;
    if (q.explain) {
        r.engine_id = resolved.engine_id;
        r.engine_label = resolved.engine_label;
        r.fitted_profile_id = resolved.fitted_profile_id;
    }
    if (!resolved.error.empty()) {
        r.error = resolved.error;
        return r;
    }
    if (!prepared.engine_refusal.empty()) {
        r.error = prepared.engine_refusal;
        return r;
    }
    if (q.explain) r.assumptions = eff.used;
    fitMemory(r, system, *chip, shape, model, q, resolved);
    if (std::string why = timeSteps(r, system, *chip, shape, q, eff, paper); !why.empty()) {
        r.error = why;
        return r;
    }
    priceTokens(r, catalog, system, q, prepared.tco_per_useful_hour);
    r.ok = true;
    return r;
}

} // namespace

InferenceResult estimateInference(const Catalog& catalog, const System& system,
                                  const LlmModel& model, const InferenceQuery& q,
                                  const Assumptions& assumptions,
                                  const WorkloadEfficiencies& resolved) {
    return estimatePrepared(
        catalog, system, model, q, resolved,
        prepareInference(catalog, system, model, assumptions, resolved, q.weights));
}

std::vector<ParetoPoint> inferenceSweep(const Catalog& catalog, const System& system,
                                        const LlmModel& model, InferenceQuery base,
                                        const Assumptions& assumptions) {
    std::vector<ParetoPoint> points;
    const Chip* chip = catalog.chip(system.chip_id);
    if (!chip) return points;
    const WorkloadEfficiencies eff =
        base.on_paper
            ? onPaperEfficiencies()
            : resolveEfficiencies(*chip, catalog, computeDtype(base.weights), base.engine, &system);
    base.with_rentals = false;
    base.explain = false;
    const PreparedInference prepared =
        prepareInference(catalog, system, model, assumptions, eff, base.weights);
    const int domain =
        static_cast<int>(system.scaleup_domain_gpus.value_or(system.gpus_per_node.value_or(1)));
    const int gpus = base.gpus > 0 ? base.gpus : defaultGpus(system);
    for (int tp = 1; tp <= std::min(domain, gpus); tp *= 2) {
        if (gpus % tp) continue;
        for (int batch = 1; batch <= 1024; batch *= 2) {
            InferenceQuery q = base;
            q.gpus = gpus;
            q.tp = tp;
            q.ep = 0;
            q.batch = batch;
            const auto r = estimatePrepared(catalog, system, model, q, eff, prepared);
            if (!r.ok) return points; // a missing figure: no layout helps
            if (!r.fits) break;       // a larger batch needs more memory still
            points.push_back({tp, batch, r.decode_tokens_per_s_per_gpu, r.tokens_per_s_per_user,
                              r.usd_per_million_output_tokens.valueOr(0.0), r.prefill_ms});
        }
    }
    return points;
}

std::vector<ParetoPoint> paretoFrontier(std::vector<ParetoPoint> points) {
    std::sort(points.begin(), points.end(), [](const ParetoPoint& a, const ParetoPoint& b) {
        return a.tokens_per_s_per_user > b.tokens_per_s_per_user ||
               (a.tokens_per_s_per_user == b.tokens_per_s_per_user &&
                a.tokens_per_s_per_gpu > b.tokens_per_s_per_gpu);
    });
    std::vector<ParetoPoint> frontier;
    double best = -1.0;
    for (const auto& p : points)
        if (p.tokens_per_s_per_gpu > best) {
            frontier.push_back(p);
            best = p.tokens_per_s_per_gpu;
        }
    std::reverse(frontier.begin(), frontier.end());
    return frontier;
}

const ParetoPoint* cheapestAtInteractivity(const std::vector<ParetoPoint>& points,
                                           double minTokensPerUser) {
    return cheapestAtInteractivity(points, minTokensPerUser, 0.0);
}

const ParetoPoint* cheapestAtInteractivity(const std::vector<ParetoPoint>& points,
                                           double minTokensPerUser, double maxTtftMs) {
    const ParetoPoint* best = nullptr;
    for (const auto& p : points)
        if (p.tokens_per_s_per_user >= minTokensPerUser &&
            (maxTtftMs <= 0.0 || p.ttft_ms <= maxTtftMs) && p.usd_per_million_output_tokens > 0.0 &&
            (!best || p.usd_per_million_output_tokens < best->usd_per_million_output_tokens))
            best = &p;
    return best;
}

int sweepGpus(const System& system) {
    const double domain = system.scaleup_domain_gpus.value_or(system.gpus_per_node.value_or(1));
    return static_cast<int>(std::clamp<double>(domain, 1.0, kMaxSweepTensorParallel));
}

NumberFormat defaultKvFormat(NumberFormat weights) {
    return weights == NumberFormat::FP4 ? NumberFormat::FP8 : weights;
}

std::vector<ParetoPoint> sweepServingLayouts(const Catalog& catalog, const System& system,
                                             const LlmModel& model, InferenceQuery& base,
                                             const Assumptions& assumptions, std::string& whyNot) {
    base.gpus = sweepGpus(system);
    auto points = inferenceSweep(catalog, system, model, base, assumptions);
    if (points.empty()) {
        InferenceQuery one = base;
        one.tp = base.gpus;
        const auto r = estimateInference(catalog, system, model, one, assumptions);
        whyNot = !r.ok ? r.error : r.why_not;
    }
    return points;
}

LayoutChoice cheapestLayoutAt(const Catalog& catalog, const System& system, const LlmModel& model,
                              InferenceQuery base, const Assumptions& assumptions,
                              double minTokensPerUser, double maxTtftMs) {
    LayoutChoice choice;
    const auto points =
        sweepServingLayouts(catalog, system, model, base, assumptions, choice.why_not);
    if (points.empty()) return choice;
    // Points off the frontier are beaten on both axes, so the cheapest is among all points
    // only when a TTFT limit removes frontier points: search them all.
    if (const ParetoPoint* p = cheapestAtInteractivity(points, minTokensPerUser, maxTtftMs)) {
        choice.found = true;
        choice.point = *p;
        return choice;
    }
    double fastest = 0.0, quickest = std::numeric_limits<double>::infinity();
    bool priced = false;
    for (const auto& p : points) {
        fastest = std::max(fastest, p.tokens_per_s_per_user);
        quickest = std::min(quickest, p.ttft_ms);
        priced = priced || p.usd_per_million_output_tokens > 0.0;
    }
    if (!priced)
        choice.why_not = "its TCO is n/a, so no layout has an owned cost";
    else if (fastest < minTokensPerUser)
        choice.why_not = "no layout reaches " + formatShort(minTokensPerUser) +
                         " tokens/s per user (the fastest, tensor parallel up to " +
                         std::to_string(base.gpus) + ", serves " + formatShort(fastest) + ")";
    else
        choice.why_not = "no layout fast enough per user has a first token within " +
                         formatShort(maxTtftMs / 1000.0) +
                         " s (quickest: " + formatShort(quickest / 1000.0) + " s)";
    return choice;
}

} // namespace sil
