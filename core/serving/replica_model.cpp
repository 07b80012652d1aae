#include "core/serving/replica_model.h"

#include "core/economics/stats.h"

#include "core/serving/energy.h"
#include "core/serving/engine_limits.h"
#include "core/serving/pipeline_steps.h"
#include "core/serving/queueing.h"

#include <algorithm>
#include <cstdio>

namespace sil {

std::string g3(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3g", v);
    return buf;
}

std::string layoutWords(int tp, int pp, int dp) {
    return "TP " + std::to_string(tp) + (pp > 1 ? " x PP " + std::to_string(pp) : "") +
           (dp > 1 ? " x EP " + std::to_string(tp * dp) : "");
}

namespace {

DecodeBreakdown lerp(const DecodeBreakdown& a, const DecodeBreakdown& b, double f) {
    DecodeBreakdown d;
    auto mix = [f](double x, double y) { return x + (y - x) * f; };
    d.weight_bytes = mix(a.weight_bytes, b.weight_bytes);
    d.expert_bytes = mix(a.expert_bytes, b.expert_bytes);
    d.kv_bytes = mix(a.kv_bytes, b.kv_bytes);
    d.flops = mix(a.flops, b.flops);
    d.memory_ms = mix(a.memory_ms, b.memory_ms);
    d.compute_ms = mix(a.compute_ms, b.compute_ms);
    d.gemm_ms = mix(a.gemm_ms, b.gemm_ms);
    d.attention_ms = mix(a.attention_ms, b.attention_ms);
    d.overhead_ms = mix(a.overhead_ms, b.overhead_ms);
    d.tp_comm_ms = mix(a.tp_comm_ms, b.tp_comm_ms);
    d.ep_comm_ms = mix(a.ep_comm_ms, b.ep_comm_ms);
    d.step_ms = mix(a.step_ms, b.step_ms);
    return d;
}

// Little's law: sequences decoding = arrival rate x their decode time, the decode step
// (stretched by `slow` where prefills share the steps) itself growing with the sequences.
double settledConcurrency(const Replica& r, double lambda, double slow) {
    double c = lambda * r.output_tokens * r.decode->at(1).step_ms / 1e3 * slow;
    for (int i = 0; i < 60; ++i) {
        const double next =
            lambda * r.output_tokens * r.decode->at(std::max(c, 1.0)).step_ms / 1e3 * slow;
        if (std::abs(next - c) < 1e-5 * std::max(1.0, c)) return next;
        c = next;
        if (c > r.max_concurrency * 4) break;
    }
    return c;
}

std::string tooManyInFlight(const Replica& r) {
    return r.limited_by_engine
               ? "the sequences in flight exceed the engine's limit of " + g3(r.max_concurrency)
               : std::string("the KV cache of the sequences in flight does not fit");
}

std::vector<double> lengthSamples(const TrafficProfile& t, bool prompt) {
    const auto& s = prompt ? t.prompt_samples : t.output_samples;
    if (s.empty()) return {prompt ? t.prompt_tokens : t.output_tokens};
    std::vector<double> sorted = s;
    std::sort(sorted.begin(), sorted.end());
    // Up to 32 quantiles stand for the distribution (each prefill time is a roofline call).
    const std::size_t n = std::min<std::size_t>(32, sorted.size());
    std::vector<double> out;
    for (std::size_t i = 0; i < n; ++i)
        out.push_back(sorted[(2 * i + 1) * sorted.size() / (2 * n)]);
    return out;
}

double quantile(std::vector<double> v, double q) {
    if (v.empty()) return 0.0;
    std::sort(v.begin(), v.end());
    return interpolatedQuantileOfSorted(v, q);
}

} // namespace

DecodeTable::DecodeTable(const ServingSetup& setup, double context, int tp, int dp, int pp,
                         double maxConcurrency, std::string& error) {
    for (double c = 1; c <= std::max(2.0, maxConcurrency * 2); c *= 2) {
        DecodeStepInput in;
        in.batch = c / dp;
        in.context = context;
        in.tp = tp;
        in.ep = tp * dp;
        in.replicas_in_ep_group = dp;
        in.weights = setup.weights;
        in.kv = setup.kv;
        grid_.push_back(c);
        steps_.push_back(pipelinedDecodeStep(setup, in, pp, &error));
        if (grid_.size() > 24) break;
    }
}

DecodeBreakdown DecodeTable::at(double c) const {
    if (c <= grid_.front()) return steps_.front();
    for (std::size_t i = 1; i < grid_.size(); ++i)
        if (c <= grid_[i]) {
            const double f = (c - grid_[i - 1]) / (grid_[i] - grid_[i - 1]);
            return lerp(steps_[i - 1], steps_[i], f);
        }
    const std::size_t n = grid_.size();
    const double f = (c - grid_[n - 2]) / (grid_[n - 1] - grid_[n - 2]);
    return lerp(steps_[n - 2], steps_[n - 1], f);
}

Operating aggregatedAt(const Replica& r, double lambda, const Targets& t) {
    Operating o;
    o.lambda = lambda;
    o.prefill_share = lambda * r.prefillBusyS();
    if (o.prefill_share >= kMaxLoad) {
        o.why = "prefill alone saturates the replica";
        return o;
    }
    const double slow = 1.0 / (1.0 - o.prefill_share);
    const double c = settledConcurrency(r, lambda, slow);
    o.concurrency = c;
    if (c > r.max_concurrency) {
        o.why = tooManyInFlight(r);
        return o;
    }
    o.step = r.decode->at(std::max(c, 1.0));
    o.tpot_s = o.step.step_ms / 1e3 * slow;
    // A prompt's prefill runs in chunk-sized pieces, each in a step that also decodes.
    const double interleave = r.chunk_steps * o.step.step_ms / 1e3;
    // The replica (its busiest stage) is held for the prompt's share of a stage.
    const double meanService = r.prefillBusyS() + interleave;
    const double ratio2 =
        r.prefill.mean_s > 0 ? r.prefill.second_s2 / (r.prefill.mean_s * r.prefill.mean_s) : 1.0;
    const Queue q = mg1(lambda, meanService, meanService * meanService * ratio2);
    if (q.rho >= kMaxLoad) {
        o.why = "prompts queue without bound";
        return o;
    }
    o.ttft50 = r.prefill.p50_s + interleave + q.waitQuantile(0.5);
    o.ttft90 = r.prefill.p90_s + interleave + q.waitQuantile(0.9);
    const bool tpotOk = o.tpot_s <= t.tpot_s * (1 + 1e-9);
    o.goodput = tpotOk ? q.shareWithin(t.goodputTarget() - meanService) : 0.0;
    if (!tpotOk) {
        o.why = "each user gets " + g3(1.0 / o.tpot_s) + " tokens/s";
        return o;
    }
    if (o.ttft50 > t.ttft50 || o.ttft90 > t.ttft90) {
        o.why =
            "the first token takes " + g3(o.ttft50) + " s (median), " + g3(o.ttft90) + " s (P90)";
        return o;
    }
    o.feasible = true;
    return o;
}

Operating decodeOnlyAt(const Replica& r, double lambda, const Targets& t) {
    Operating o;
    o.lambda = lambda;
    const double c = settledConcurrency(r, lambda, 1.0);
    o.concurrency = c;
    if (c > r.max_concurrency) {
        o.why = tooManyInFlight(r);
        return o;
    }
    o.step = r.decode->at(std::max(c, 1.0));
    o.tpot_s = o.step.step_ms / 1e3;
    if (o.tpot_s > t.tpot_s * (1 + 1e-9)) {
        o.why = "each user gets " + g3(1.0 / o.tpot_s) + " tokens/s";
        return o;
    }
    o.feasible = true;
    o.goodput = 1.0;
    return o;
}

Operating prefillOnlyAt(const Replica& r, double lambda, const Targets& t, double kvMoveS,
                        double firstStepS) {
    Operating o;
    o.lambda = lambda;
    const double ratio2 =
        r.prefill.mean_s > 0 ? r.prefill.second_s2 / (r.prefill.mean_s * r.prefill.mean_s) : 1.0;
    const Queue q = mg1(lambda, r.prefill.mean_s, r.prefill.mean_s * r.prefill.mean_s * ratio2);
    o.prefill_share = q.rho;
    if (q.rho >= kMaxLoad) {
        o.why = "prompts queue without bound";
        return o;
    }
    const double extra = kvMoveS + firstStepS;
    o.ttft50 = r.prefill.p50_s + extra + q.waitQuantile(0.5);
    o.ttft90 = r.prefill.p90_s + extra + q.waitQuantile(0.9);
    o.goodput = q.shareWithin(t.goodputTarget() - r.prefill.mean_s - extra);
    if (o.ttft50 > t.ttft50 || o.ttft90 > t.ttft90) {
        o.why =
            "the first token takes " + g3(o.ttft50) + " s (median), " + g3(o.ttft90) + " s (P90)";
        return o;
    }
    o.feasible = true;
    return o;
}

namespace {

struct Layout {
    int tp = 1, pp = 1;
    int dp = 1; // attention groups sharing the experts
};

bool keptBy(const LayoutPins& pins, const Layout& l) {
    return (pins.tp <= 0 || l.tp == pins.tp) && (pins.pp <= 0 || l.pp == pins.pp) &&
           (pins.ep <= 0 || l.tp * l.dp == pins.ep);
}

std::string layoutName(const Layout& l) {
    return layoutWords(l.tp, l.pp, l.dp);
}

int largestPowerOfTwoWithin(int n) {
    int p = 1;
    while (p * 2 <= n)
        p *= 2;
    return p;
}

// Layouts within one scale-up domain: every tensor parallelism, and two stages of a dense model
// (more stages, stages of a mixture of experts, or its experts shared by attention groups, only
// where the user pins them).
std::vector<Layout> layoutsInOneDomain(int widest, int domain, bool dense, const LayoutPins& pins) {
    std::vector<Layout> out;
    for (int tp = 1; tp <= widest; tp *= 2) {
        for (int pp = 1; pp <= kMaxPipelineStages && tp * pp <= domain; pp *= 2) {
            const bool searched = pp == 1 || (dense && pp == 2);
            if ((searched || pins.pp == pp) && keptBy(pins, {tp, pp})) out.push_back({tp, pp});
        }
        const Layout groups{tp, 1, pins.ep / tp};
        if (!dense && pins.ep > tp && pins.ep % tp == 0 && pins.ep <= domain &&
            keptBy(pins, groups))
            out.push_back(groups);
    }
    return out;
}

// Layouts over several scale-up domains: the widest tensor parallelism (or the pinned one) in
// each, as many stages as domains, or for a mixture of experts as many attention groups sharing
// the experts.
std::vector<Layout> layoutsOverDomains(int widest, int domain, bool dense, const LayoutPins& pins) {
    std::vector<Layout> out;
    const int tp = pins.tp > 0 ? pins.tp : largestPowerOfTwoWithin(widest);
    for (int n = 2; n <= kMaxPipelineStages; n *= 2)
        if (tp * n > domain && keptBy(pins, {tp, n})) out.push_back({tp, n});
    if (dense) return out;
    // Groups sharing the experts: of the domain's tensor parallelism, or of any where the user
    // pins the expert parallelism alone (DeepSeek's own serving runs attention groups of one GPU).
    for (int t = 1; t <= widest; t *= 2) {
        if (t != tp && !(pins.ep > 0 && pins.tp <= 0)) continue;
        for (int n = 2; t * n <= kMaxTensorParallel; n *= 2)
            if (t * n > domain && keptBy(pins, {t, 1, n}) &&
                (n <= kMaxPipelineStages || pins.ep > 0))
                out.push_back({t, 1, n});
    }
    return out;
}

// The replica of one layout, or nothing with why it does not fit (`why`) or a step the workload
// model cannot time (`error`).
std::optional<Replica> replicaOf(const ServingSetup& setup, const TrafficProfile& tr,
                                 const std::string& modelId, const Layout& l, std::string& why,
                                 std::string& error) {
    const ModelShape stage = pipelineStage(setup.shape, l.pp);
    const double cache = tr.cached_prompt_share;
    const double context = tr.prompt_tokens + tr.output_tokens / 2.0;
    Replica rep;
    rep.tp = l.tp;
    rep.dp = l.dp;
    rep.ep = l.tp * l.dp; // experts spread over a stage's GPUs, or over every group's
    rep.pp = l.pp;
    rep.spans_nodes = rep.gpus() > setup.scaleup_domain;
    rep.output_tokens = tr.output_tokens;
    const double weights = weightBytesPerGpu(stage, setup.weights, rep.tp, rep.ep);
    const double perSeq = kvBytesPerSequencePerGpu(stage, context, setup.kv, rep.tp) +
                          activationBytesPerSequencePerGpu(stage, rep.tp);
    // Paged KV: each sequence holds the tokens it has (on average prompt + half the output),
    // not the maximum context. The chunk in flight needs its activations too.
    const double chunkBytes = std::min(setup.chunk_tokens, tr.prompt_tokens) *
                              activationBytesPerSequencePerGpu(stage, rep.tp);
    // Each attention group holds its own sequences (and runs its own engine's limit).
    rep.max_concurrency = rep.dp * (setup.usable_bytes - weights - chunkBytes) / perSeq;
    if (rep.max_concurrency > double(setup.max_seqs) * rep.dp) {
        rep.max_concurrency = double(setup.max_seqs) * rep.dp;
        rep.limited_by_engine = true;
    }
    if (rep.max_concurrency < rep.dp) {
        why = modelId + " needs " + g3(weights / 1e9) + " GB of weights per GPU at " +
              layoutName(l) + " (" + setup.chip->id + ": " + g3(setup.usable_bytes / 1e9) +
              " GB usable), with no room for one sequence's KV cache";
        return std::nullopt;
    }
    // Prefill of the uncached part of each prompt, over the length distribution.
    std::vector<double> times;
    for (double p : lengthSamples(tr, true))
        times.push_back(
            (rep.dp > 1 ? groupPrefillMs(setup, p * (1.0 - cache), rep.tp, rep.dp, &error)
                        : pipelinedPrefillMs(setup, p * (1.0 - cache), rep.tp, rep.pp, &error)) /
            1e3);
    if (!error.empty()) return std::nullopt;
    double m = 0, m2 = 0;
    for (double t : times) {
        m += t;
        m2 += t * t;
    }
    rep.prefill.mean_s = m / double(times.size());
    rep.prefill.second_s2 = m2 / double(times.size());
    rep.prefill.p50_s = quantile(times, 0.5);
    rep.prefill.p90_s = quantile(times, 0.9);
    rep.prefill.mean_tokens = tr.prompt_tokens * (1.0 - cache);
    // The whole model's maths over tp GPUs in the prompt's latency: each GPU's share of a stage
    // in a pp-th of the time (the power model reads it as a rate).
    rep.prefill.flops_per_gpu =
        prefillFlopsPerGpu(setup.shape, rep.prefill.mean_tokens, tr.prompt_tokens, rep.tp);
    const double groupChunk = groupTokenBudget(servingEngineOf(setup.eff.engine_id),
                                               static_cast<int>(setup.chunk_tokens), rep.dp);
    rep.chunk_steps = std::max(1.0, std::ceil(rep.prefill.mean_tokens / groupChunk));
    rep.decode.emplace(setup, context, rep.tp, rep.dp, rep.pp, rep.max_concurrency, error);
    if (!error.empty()) return std::nullopt;
    return rep;
}

// A pinned tensor parallelism wider than the domain: why not, and the layout of as many GPUs
// that holds the model, when one does.
std::string tooWide(const ServingSetup& setup, const TrafficProfile& tr, const std::string& modelId,
                    int tp, int widest) {
    const bool moe = setup.shape.isMoe();
    std::string why = "TP " + std::to_string(tp) + " exceeds " + setup.system->id +
                      "'s scale-up domain of " + std::to_string(setup.scaleup_domain) +
                      " GPUs (tensor parallelism stays within one domain; a replica spans "
                      "domains by pipeline stages" +
                      (moe ? ", or by attention groups sharing experts)" : ")");
    const int top = largestPowerOfTwoWithin(widest);
    const int stages = tp / top;
    if (stages > kMaxPipelineStages) return why;
    std::vector<std::string> hold;
    if (!buildReplicas(setup, tr, modelId, {top, stages, 0}).replicas.empty())
        hold.push_back("--tp " + std::to_string(top) + " --pp " + std::to_string(stages));
    if (moe && !buildReplicas(setup, tr, modelId, {top, 1, tp}).replicas.empty())
        hold.push_back("--tp " + std::to_string(top) + " --ep " + std::to_string(tp));
    if (!hold.empty())
        why += ": " + std::to_string(tp) + " GPUs hold it as " + hold.front() +
               (hold.size() > 1 ? " or " + hold.back() : std::string());
    return why;
}

} // namespace

ReplicaSet buildReplicas(const ServingSetup& setup, const TrafficProfile& tr,
                         const std::string& modelId, LayoutPins pins) {
    ReplicaSet set;
    const int widest = std::min(setup.scaleup_domain, kMaxTensorParallel);
    if (pins.tp > widest) {
        set.why_none = tooWide(setup, tr, modelId, pins.tp, widest);
        return set;
    }
    std::string fabricWhy; // why layouts over several domains cannot be timed
    auto tryLayouts = [&](const std::vector<Layout>& layouts, bool overDomains) {
        for (const Layout& l : layouts) {
            std::string why, error;
            std::optional<Replica> rep = replicaOf(setup, tr, modelId, l, why, error);
            if (rep) {
                set.replicas.push_back(std::move(*rep));
            } else if (!error.empty() && !overDomains) {
                set.error = setup.system->id + ": " + error;
                return;
            } else if (!error.empty()) {
                // Over domains, a fabric the collective model cannot time rules the layout out.
                fabricWhy = layoutName(l) + " over several scale-up domains: " + error;
            } else {
                set.why_none = why;
            }
        }
    };
    const bool dense = !setup.shape.isMoe();
    tryLayouts(layoutsInOneDomain(widest, setup.scaleup_domain, dense, pins), false);
    if (!set.error.empty()) return set;
    // Over several domains only where one cannot hold the model, or where the user pins it.
    const bool pinnedOver =
        (pins.pp > 0 && std::max(pins.tp, 1) * pins.pp > setup.scaleup_domain) ||
        pins.ep > setup.scaleup_domain;
    if (set.replicas.empty() || pinnedOver)
        tryLayouts(layoutsOverDomains(widest, setup.scaleup_domain, dense, pins), true);
    if (!set.error.empty()) return set;
    if (set.replicas.empty() && !fabricWhy.empty())
        set.why_none += (set.why_none.empty() ? "" : "; ") + fabricWhy;
    if (set.replicas.empty() && set.why_none.empty())
        set.why_none = "no layout of the pinned tensor, pipeline and expert parallelism fits";
    return set;
}

} // namespace sil
