#include "core/serving/planner.h"

#include "core/economics/tco.h"
#include "core/network/collective.h"
#include "core/workload/workload.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <thread>

namespace sil {

std::string_view layoutKindKey(LayoutChoiceKind k) {
    switch (k) {
    case LayoutChoiceKind::Aggregated:
        return "aggregated";
    case LayoutChoiceKind::Disaggregated:
        return "disaggregated";
    case LayoutChoiceKind::Best:
        return "best";
    }
    return "best";
}

std::optional<LayoutChoiceKind> parseLayoutKind(std::string_view key) {
    for (auto k :
         {LayoutChoiceKind::Aggregated, LayoutChoiceKind::Disaggregated, LayoutChoiceKind::Best})
        if (layoutKindKey(k) == key) return k;
    return std::nullopt;
}

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
// A replica is never planned busier than this: queues grow without bound as load nears 1.
constexpr double kMaxLoad = 0.95;
constexpr int kMaxTensorParallel = 64;
// A static batch's prompts are prefilled in forwards of up to this many tokens (the calibration
// run's chunk, and vLLM's max_num_batched_tokens for offline batches).
constexpr double kStaticPrefillTokens = 16384;

std::string g3(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3g", v);
    return buf;
}

// Prefill time of one request's uncached prompt on a replica: mean, second moment and the
// median and P90 over the profile's length distribution (a fixed length: all the same).
struct PrefillStats {
    double mean_s = 0, second_s2 = 0, p50_s = 0, p90_s = 0;
    double mean_tokens = 0;
    double flops_per_gpu = 0; // of a mean prompt
};

// Decode step times of one replica over concurrency, tabulated once per layout (the search
// asks hundreds of concurrencies; the step is close to linear between grid points).
class DecodeTable {
public:
    DecodeTable(const ModelShape& shape, const Chip& chip, const System& system,
                const WorkloadEfficiencies& eff, double context, int tp, int ep,
                NumberFormat weights, NumberFormat kv, double maxConcurrency, std::string& error) {
        for (double c = 1; c <= std::max(2.0, maxConcurrency * 2); c *= 2) {
            DecodeStepInput in;
            in.batch = c;
            in.context = context;
            in.tp = tp;
            in.ep = ep;
            in.replicas_in_ep_group = static_cast<double>(ep) / tp;
            in.weights = weights;
            in.kv = kv;
            grid_.push_back(c);
            steps_.push_back(decodeStep(shape, chip, &system, eff, in, false, &error));
            if (grid_.size() > 24) break;
        }
    }
    DecodeBreakdown at(double c) const {
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

private:
    static DecodeBreakdown lerp(const DecodeBreakdown& a, const DecodeBreakdown& b, double f) {
        DecodeBreakdown d;
        auto mix = [f](double x, double y) { return x + (y - x) * f; };
        d.weight_bytes = mix(a.weight_bytes, b.weight_bytes);
        d.expert_bytes = mix(a.expert_bytes, b.expert_bytes);
        d.kv_bytes = mix(a.kv_bytes, b.kv_bytes);
        d.flops = mix(a.flops, b.flops);
        d.memory_ms = mix(a.memory_ms, b.memory_ms);
        d.compute_ms = mix(a.compute_ms, b.compute_ms);
        d.overhead_ms = mix(a.overhead_ms, b.overhead_ms);
        d.tp_comm_ms = mix(a.tp_comm_ms, b.tp_comm_ms);
        d.ep_comm_ms = mix(a.ep_comm_ms, b.ep_comm_ms);
        d.step_ms = mix(a.step_ms, b.step_ms);
        return d;
    }
    std::vector<double> grid_;
    std::vector<DecodeBreakdown> steps_;
};

// Waiting time of an M/G/1 queue (Poisson arrivals, general service): the Pollaczek-Khinchine
// mean, with an exponential tail for those who wait (P(W > t) = rho exp(-rho t / E[W])).
struct Queue {
    double rho = 0, mean_wait = 0;
    double waitQuantile(double q) const {
        if (rho <= 0.0 || mean_wait <= 0.0 || q <= 1.0 - rho) return 0.0;
        return mean_wait / rho * std::log(rho / (1.0 - q));
    }
    double shareWithin(double t) const {
        if (t < 0.0) return 0.0;
        if (rho <= 0.0 || mean_wait <= 0.0) return 1.0;
        return 1.0 - rho * std::exp(-rho * t / mean_wait);
    }
};

Queue mg1(double lambda, double meanService, double secondMoment) {
    Queue q;
    q.rho = lambda * meanService;
    q.mean_wait = q.rho < 1.0 ? lambda * secondMoment / (2.0 * (1.0 - q.rho)) : kInf;
    return q;
}

// One replica's behaviour at a per-replica arrival rate.
struct Operating {
    bool feasible = false;
    std::string why;
    double lambda = 0, concurrency = 0, tpot_s = 0, ttft50 = 0, ttft90 = 0, goodput = 0,
           prefill_share = 0;
    DecodeBreakdown step;
};

struct Targets {
    double tpot_s = kInf; // from min tokens/s per user
    double ttft50 = kInf, ttft90 = kInf;
    double goodputTarget() const { return std::isfinite(ttft90) ? ttft90 : ttft50; }
};

// Everything about one (system, model, tp) the search needs.
struct Replica {
    int tp = 1, ep = 1;
    double output_tokens = 0;
    double max_concurrency = 0; // by memory
    std::string memory_why;
    PrefillStats prefill;
    double chunk_steps = 1; // prefill chunks per prompt
    std::optional<DecodeTable> decode;
};

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

// Aggregated: decodes and chunked prefills share the replica's steps (Sarathi-style chunked
// prefill as vLLM and SGLang run it). Decode steps slow by the share of time prefill takes.
Operating aggregatedAt(const Replica& r, double lambda, const Targets& t) {
    Operating o;
    o.lambda = lambda;
    o.prefill_share = lambda * r.prefill.mean_s;
    if (o.prefill_share >= kMaxLoad) {
        o.why = "prefill alone saturates the replica";
        return o;
    }
    const double slow = 1.0 / (1.0 - o.prefill_share);
    const double c = settledConcurrency(r, lambda, slow);
    o.concurrency = c;
    if (c > r.max_concurrency) {
        o.why = "the KV cache of the sequences in flight does not fit";
        return o;
    }
    o.step = r.decode->at(std::max(c, 1.0));
    o.tpot_s = o.step.step_ms / 1e3 * slow;
    // A prompt's prefill runs in chunk-sized pieces, each in a step that also decodes.
    const double interleave = r.chunk_steps * o.step.step_ms / 1e3;
    const double meanService = r.prefill.mean_s + interleave;
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

// Disaggregated decode replica: decodes only; its first-token share is the prefill side's.
Operating decodeOnlyAt(const Replica& r, double lambda, const Targets& t) {
    Operating o;
    o.lambda = lambda;
    const double c = settledConcurrency(r, lambda, 1.0);
    o.concurrency = c;
    if (c > r.max_concurrency) {
        o.why = "the KV cache of the sequences in flight does not fit";
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

// Disaggregated prefill replica: prompts back to back; TTFT adds the KV cache's move.
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

// The highest per-replica arrival rate at which `at` is feasible (feasibility only gets harder
// as load rises), or 0 with the reason at vanishing load.
template <typename At> Operating maxFeasible(const At& at, double upper, std::string& whyNot) {
    const Operating idle = at(upper * 1e-7);
    if (!idle.feasible) {
        whyNot = idle.why;
        return idle;
    }
    double lo = upper * 1e-7, hi = upper;
    Operating best = idle;
    // Capacity to 1 part in 10,000 (replicas are whole: finer changes nothing a buyer sees).
    for (int i = 0; i < 48 && hi - lo > 1e-4 * hi; ++i) {
        const double mid = std::sqrt(lo * hi);
        const Operating o = at(mid);
        if (o.feasible) {
            lo = mid;
            best = o;
        } else {
            hi = mid;
        }
    }
    return best;
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
    const double pos = q * double(v.size() - 1);
    const std::size_t i = static_cast<std::size_t>(pos);
    const double f = pos - double(i);
    return i + 1 < v.size() ? v[i] + (v[i + 1] - v[i]) * f : v[i];
}

std::vector<const RentalQuote*> quotesFor(const Catalog& catalog, const System& system) {
    std::vector<const RentalQuote*> out;
    for (const auto& q : catalog.quotes)
        if (q.usd_per_gpu_hour &&
            (q.system_id == system.id || (q.system_id.empty() && q.chip_id == system.chip_id)))
            out.push_back(&q);
    return out;
}

double utilization(double amount, double seconds, double rate) {
    return seconds > 0.0 && rate > 0.0 ? amount / seconds / rate : 0.0;
}

// Board power of one GPU through a decode step: its bytes and FLOPs over its time.
double decodePowerW(const PowerModel& m, double tdp, const DecodeBreakdown& d, double bw,
                    double peak) {
    const double s = d.step_ms / 1e3;
    return gpuPowerW(m, tdp, utilization(d.weight_bytes + d.expert_bytes + d.kv_bytes, s, bw),
                     utilization(d.flops, s, peak));
}

// Dense FLOPs one GPU of a `tp` replica does to prefill `tokens` tokens of a `promptTokens`
// prompt (causal: each attends to half the prompt on average).
double prefillFlopsPerGpu(const ModelShape& shape, double tokens, double promptTokens, int tp) {
    return (2.0 * shape.activeMatmulParams() * tokens +
            tokens * shape.attendedPositions(promptTokens / 2.0) * shape.attention_flops_per_pair) /
           tp;
}

// Board power of one GPU through a prefill of `seconds`: the weights read once, the FLOPs.
double prefillPowerW(const PowerModel& m, double tdp, double weightBytes, double flops,
                     double seconds, double bw, double peak) {
    return gpuPowerW(m, tdp, utilization(weightBytes, seconds, bw),
                     utilization(flops, seconds, peak));
}

struct Candidate {
    LayoutChoiceKind kind = LayoutChoiceKind::Aggregated;
    int tp = 1, ep = 1, prefill_tp = 0;
    Operating agg, pre, dec;
    const Replica* replica = nullptr;
    const Replica* prefillReplica = nullptr;
    double kv_move_s = 0;
    // GPUs per request/s of peak demand (lower is cheaper on one system).
    double gpus_per_rps = kInf;
};

} // namespace

PlanResult planSystem(const Catalog& catalog, const System& system, const LlmModel& model,
                      const PlanQuery& query, const Assumptions& assumptions,
                      const CostSpread& spread) {
    PlanResult r;
    r.system = system.id;
    const TrafficProfile& tr = query.traffic;
    if (auto e = validateTraffic(tr); !e.empty()) {
        r.why_not = e;
        return r;
    }
    const Chip* chip = catalog.chip(system.chip_id);
    if (!chip) {
        r.why_not = "no chip \"" + system.chip_id + "\" in the catalog";
        return r;
    }
    const auto shaped = modelShape(model);
    if (!shaped.ok) {
        r.why_not = shaped.error;
        return r;
    }
    const ModelShape& shape = shaped.shape;
    const Dtype computeIn = computeDtype(query.weights);
    if (!chip->hbm_gb || !chip->hbm_bandwidth_gbps || !chip->dense_tflops[index(computeIn)]) {
        r.why_not = chip->id + " has no " +
                    (!chip->hbm_gb               ? std::string("HBM capacity")
                     : !chip->hbm_bandwidth_gbps ? std::string("HBM bandwidth")
                                                 : "dense " + std::string(dtypeLabel(computeIn))) +
                    " figure";
        return r;
    }
    const WorkloadEfficiencies eff =
        resolveEfficiencies(*chip, catalog, computeIn, query.engine, &system);
    r.engine_id = eff.engine_id;
    r.engine_label = eff.engine_label;
    if (!eff.error.empty() || !engineRefusal(eff, query.weights).empty()) {
        r.why_not = !eff.error.empty() ? eff.error : engineRefusal(eff, query.weights);
        return r;
    }
    const double cache = tr.cached_prompt_share;
    const double context = tr.prompt_tokens + tr.output_tokens / 2.0;
    const double usable = deviceMemoryBytes(*chip) * eff.memory_utilization;
    Targets targets;
    if (tr.min_tokens_per_user > 0) targets.tpot_s = 1.0 / tr.min_tokens_per_user;
    targets.ttft50 = tr.ttft_p50_s;
    if (tr.ttft_p90_s > 0) targets.ttft90 = tr.ttft_p90_s;
    const double peak = chip->dense_tflops[index(computeIn)].value_or(0) * 1e12;
    const double bw = *chip->hbm_bandwidth_gbps * 1e9;

    const int domain = static_cast<int>(
        std::max(1.0, system.scaleup_domain_gpus.value_or(system.gpus_per_node.value_or(1))));
    std::vector<Replica> replicas;
    std::string lastWhy;
    for (int tp = 1; tp <= std::min(domain, kMaxTensorParallel); tp *= 2) {
        Replica rep;
        rep.tp = tp;
        rep.ep = tp; // experts spread over the replica's GPUs
        rep.output_tokens = tr.output_tokens;
        const double weights = weightBytesPerGpu(shape, query.weights, tp, rep.ep);
        const double perSeq = kvBytesPerSequencePerGpu(shape, context, query.kv, tp) +
                              activationBytesPerSequencePerGpu(shape, tp);
        // Paged KV: each sequence holds the tokens it has (on average prompt + half the output),
        // not the maximum context. The chunk in flight needs its activations too.
        const double chunkBytes = std::min(query.chunk_tokens, tr.prompt_tokens) *
                                  activationBytesPerSequencePerGpu(shape, tp);
        rep.max_concurrency = (usable - weights - chunkBytes) / perSeq;
        if (rep.max_concurrency < 1.0) {
            lastWhy = model.id + " needs " + g3(weights / 1e9) + " GB of weights per GPU at TP " +
                      std::to_string(tp) + " (" + chip->id + ": " + g3(usable / 1e9) +
                      " GB usable), with no room for one sequence's KV cache";
            continue;
        }
        std::string error;
        // Prefill of the uncached part of each prompt, over the length distribution.
        std::vector<double> times;
        for (double p : lengthSamples(tr, true))
            times.push_back(prefillMs(shape, *chip, &system, eff, p * (1.0 - cache), tp,
                                      query.weights, false, &error) /
                            1e3);
        if (!error.empty()) {
            r.why_not = error;
            return r;
        }
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
        rep.prefill.flops_per_gpu =
            prefillFlopsPerGpu(shape, rep.prefill.mean_tokens, tr.prompt_tokens, tp);
        rep.chunk_steps = std::max(1.0, std::ceil(rep.prefill.mean_tokens / query.chunk_tokens));
        rep.decode.emplace(shape, *chip, system, eff, context, tp, rep.ep, query.weights, query.kv,
                           rep.max_concurrency, error);
        if (!error.empty()) {
            r.why_not = system.id + ": " + error;
            return r;
        }
        replicas.push_back(std::move(rep));
    }
    if (replicas.empty()) {
        r.why_not = lastWhy.empty() ? "no tensor-parallel layout fits" : lastWhy;
        return r;
    }

    // The search: per layout the highest per-replica load meeting the service level.
    std::vector<Candidate> candidates;
    std::string aggWhy, decWhy, preWhy;
    int aggWhyTp = 0;
    for (const Replica& rep : replicas) {
        const double upper = 1.0 / std::max(rep.prefill.mean_s, 1e-9);
        if (query.layout != LayoutChoiceKind::Disaggregated) {
            std::string why;
            Candidate c;
            c.kind = LayoutChoiceKind::Aggregated;
            c.tp = rep.tp;
            c.ep = rep.ep;
            c.replica = &rep;
            c.agg =
                maxFeasible([&](double l) { return aggregatedAt(rep, l, targets); }, upper, why);
            if (c.agg.feasible) {
                c.gpus_per_rps = rep.tp / c.agg.lambda;
                candidates.push_back(c);
            } else if (aggWhy.empty() || rep.tp > aggWhyTp) {
                aggWhy = why;
                aggWhyTp = rep.tp;
            }
        }
    }
    if (query.layout != LayoutChoiceKind::Aggregated) {
        // The prefill and decode sides each take the tensor parallelism that needs the fewest
        // GPUs per request/s; the KV cache moves from one to the other once per request.
        const Candidate* bestPre = nullptr;
        const Candidate* bestDec = nullptr;
        std::vector<Candidate> pres, decs;
        for (const Replica& rep : replicas) {
            const double firstStep = rep.decode->at(1).step_ms / 1e3;
            const double kvBytes =
                kvBytesPerSequencePerGpu(shape, tr.prompt_tokens, query.kv, rep.tp);
            // Point-to-point: a 2-rank broadcast between the two replicas' matching GPUs,
            // across domains unless both fit in one.
            const Placement placement =
                2 * rep.tp <= domain ? Placement::Packed : Placement::Spread;
            const auto move =
                estimateCollective(system, CollectiveOp::Broadcast, 2, kvBytes, placement, {});
            const double kvMove = move.ok ? move.estimate.time_us / 1e6 : 0.0;
            std::string why;
            Candidate p;
            p.kind = LayoutChoiceKind::Disaggregated;
            p.prefill_tp = rep.tp;
            p.prefillReplica = &rep;
            p.kv_move_s = kvMove;
            p.pre = maxFeasible(
                [&](double l) { return prefillOnlyAt(rep, l, targets, kvMove, firstStep); },
                1.0 / std::max(rep.prefill.mean_s, 1e-9), why);
            if (p.pre.feasible) {
                p.gpus_per_rps = rep.tp / p.pre.lambda;
                pres.push_back(p);
            } else if (preWhy.empty()) {
                preWhy = why;
            }
            Candidate d;
            d.tp = rep.tp;
            d.ep = rep.ep;
            d.replica = &rep;
            const double decUpper =
                rep.max_concurrency / (rep.output_tokens * rep.decode->at(1).step_ms / 1e3);
            d.dec =
                maxFeasible([&](double l) { return decodeOnlyAt(rep, l, targets); }, decUpper, why);
            if (d.dec.feasible) {
                d.gpus_per_rps = rep.tp / d.dec.lambda;
                decs.push_back(d);
            } else if (decWhy.empty()) {
                decWhy = why;
            }
        }
        for (const auto& p : pres)
            if (!bestPre || p.gpus_per_rps < bestPre->gpus_per_rps) bestPre = &p;
        for (const auto& d : decs)
            if (!bestDec || d.gpus_per_rps < bestDec->gpus_per_rps) bestDec = &d;
        if (bestPre && bestDec) {
            Candidate c = *bestDec;
            c.kind = LayoutChoiceKind::Disaggregated;
            c.prefill_tp = bestPre->prefill_tp;
            c.prefillReplica = bestPre->prefillReplica;
            c.pre = bestPre->pre;
            c.kv_move_s = bestPre->kv_move_s;
            c.gpus_per_rps = bestPre->gpus_per_rps + bestDec->gpus_per_rps;
            candidates.push_back(c);
        }
    }

    // Demand at the peak, or the budget's GPUs.
    const TcoBreakdown tco = computeTco(system, chip, assumptions);
    const double itKwPerGpu = tco.it_kw.ok() ? tco.it_kw.value() : 0.0;
    int budgetGpus = 0;
    if (query.facility_mw > 0) {
        if (!(itKwPerGpu > 0)) {
            r.why_not = "no all-in IT power figure, so no power budget can be filled";
            return r;
        }
        budgetGpus =
            static_cast<int>(std::floor(query.facility_mw * 1e3 / (itKwPerGpu * assumptions.pue)));
    }
    const double peakRps = tr.requests_per_s * tr.peak_to_average;

    // Fleet per candidate: whole replicas.
    struct Sized {
        const Candidate* c = nullptr;
        int gpus = 0, replicas = 0, pre = 0, dec = 0;
        double peak_rps = 0; // what the fleet serves at its peak
    };
    std::vector<Sized> sized;
    for (const Candidate& c : candidates) {
        Sized s;
        s.c = &c;
        if (c.kind == LayoutChoiceKind::Aggregated) {
            if (budgetGpus > 0) {
                s.replicas = budgetGpus / c.tp;
                s.peak_rps = s.replicas * c.agg.lambda;
            } else {
                s.replicas = std::max(1, int(std::ceil(peakRps / c.agg.lambda - 1e-9)));
                s.peak_rps = peakRps;
            }
            s.gpus = s.replicas * c.tp;
        } else {
            if (budgetGpus > 0) {
                // Split the budget in the ratio the two sides need, then whole replicas.
                const double share = (c.prefill_tp / c.pre.lambda) / c.gpus_per_rps;
                s.pre = std::max(1, int(budgetGpus * share / c.prefill_tp));
                s.dec = std::max(1, (budgetGpus - s.pre * c.prefill_tp) / c.tp);
                s.peak_rps = std::min(s.pre * c.pre.lambda, s.dec * c.dec.lambda);
            } else {
                s.pre = std::max(1, int(std::ceil(peakRps / c.pre.lambda - 1e-9)));
                s.dec = std::max(1, int(std::ceil(peakRps / c.dec.lambda - 1e-9)));
                s.peak_rps = peakRps;
            }
            s.gpus = s.pre * c.prefill_tp + s.dec * c.tp;
        }
        if (s.gpus > 0 && s.peak_rps > 0) sized.push_back(s);
    }
    if (sized.empty()) {
        std::string why = !aggWhy.empty() ? aggWhy : !decWhy.empty() ? decWhy : preWhy;
        if (budgetGpus > 0 && !candidates.empty())
            why =
                "the budget holds " + std::to_string(budgetGpus) + " GPUs, fewer than one replica";
        r.why_not = why.empty() ? "no layout meets the service level"
                                : "no layout meets the "
                                  "service level: " +
                                      why;
        return r;
    }
    // Cheapest on one system = fewest GPUs (a demand) or most served (a budget). A
    // disaggregated layout must be strictly better to be chosen.
    const Sized* best = nullptr;
    for (const Sized& s : sized) {
        if (!best) {
            best = &s;
            continue;
        }
        const bool disagg = s.c->kind == LayoutChoiceKind::Disaggregated;
        const bool better =
            budgetGpus > 0 ? s.peak_rps > best->peak_rps * (disagg ? 1.0 + 1e-9 : 1.0)
                           : (s.gpus < best->gpus || (s.gpus == best->gpus && !disagg &&
                                                      s.c->gpus_per_rps < best->c->gpus_per_rps));
        if (better) best = &s;
    }
    const Candidate& c = *best->c;
    r.fits = true;
    r.gpus = best->gpus;
    r.layout.kind = c.kind;
    r.layout.tp = c.tp;
    r.layout.ep = c.ep;
    const Operating& decodeSide = c.kind == LayoutChoiceKind::Aggregated ? c.agg : c.dec;
    if (c.kind == LayoutChoiceKind::Aggregated) {
        r.layout.replicas = best->replicas;
        r.layout.requests_per_s_per_replica = best->peak_rps / best->replicas;
    } else {
        r.layout.prefill_tp = c.prefill_tp;
        r.layout.prefill_replicas = best->pre;
        r.layout.decode_replicas = best->dec;
        r.layout.requests_per_s_per_replica = best->peak_rps / best->dec;
    }
    // The service at the fleet's actual peak load per replica (not the search's limit).
    const Replica& rep = *c.replica;
    Operating atPeak = decodeSide;
    Operating preAtPeak = c.pre;
    if (c.kind == LayoutChoiceKind::Aggregated) {
        atPeak = aggregatedAt(rep, r.layout.requests_per_s_per_replica, targets);
        r.ttft_p50_s = atPeak.ttft50;
        r.ttft_p90_s = atPeak.ttft90;
        r.goodput = atPeak.goodput;
        r.prefill_time_share = atPeak.prefill_share;
    } else {
        atPeak = decodeOnlyAt(rep, best->peak_rps / best->dec, targets);
        preAtPeak = prefillOnlyAt(*c.prefillReplica, best->peak_rps / best->pre, targets,
                                  c.kv_move_s, rep.decode->at(1).step_ms / 1e3);
        r.ttft_p50_s = preAtPeak.ttft50;
        r.ttft_p90_s = preAtPeak.ttft90;
        r.goodput = preAtPeak.goodput * atPeak.goodput;
        r.kv_transfer_ms = c.kv_move_s * 1e3;
        r.prefill_time_share =
            double(best->pre * c.prefill_tp) / double(best->pre * c.prefill_tp + best->dec * c.tp);
    }
    r.layout.concurrency_per_replica = atPeak.concurrency;
    r.tpot_ms = atPeak.tpot_s * 1e3;
    r.decode_step_ms = atPeak.step.step_ms;
    r.decode_memory_ms = atPeak.step.memory_ms;
    r.decode_compute_ms = atPeak.step.compute_ms;
    r.decode_overhead_ms = atPeak.step.overhead_ms;
    r.decode_comm_ms = atPeak.step.tp_comm_ms + atPeak.step.ep_comm_ms;
    const Replica& preRep = c.prefillReplica ? *c.prefillReplica : rep;
    r.prefill_ms_per_request = preRep.prefill.mean_s * 1e3;

    // Fleet roll-up.
    const double avgRps = budgetGpus > 0 ? best->peak_rps / tr.peak_to_average : tr.requests_per_s;
    r.requests_per_s = avgRps;
    r.output_tokens_per_s = avgRps * tr.output_tokens;
    const double perNode = system.gpus_per_node.value_or(0);
    r.servers = perNode > 0 ? int(std::ceil(r.gpus / perNode - 1e-9)) : 0;
    if (system.gpus_per_rack && *system.gpus_per_rack > 0) {
        r.racks = int(std::ceil(r.gpus / *system.gpus_per_rack - 1e-9));
        r.rack_it_kw = system.rack_power_kw.value_or(*system.gpus_per_rack * itKwPerGpu);
        r.racks_basis = "the catalog's rack of " + g3(*system.gpus_per_rack) + " GPUs";
    } else if (system.rack_power_kw && *system.rack_power_kw > 0 && itKwPerGpu > 0) {
        r.racks = int(std::ceil(r.gpus * itKwPerGpu / *system.rack_power_kw - 1e-9));
        r.rack_it_kw = *system.rack_power_kw;
        r.racks_basis = "the catalog's rack power of " + g3(*system.rack_power_kw) + " kW";
    } else if (r.servers > 0) {
        // Sold as servers: racked `servers_per_rack` to a rack (the scenario's assumption).
        const double perRack = std::max(1.0, std::floor(assumptions.servers_per_rack));
        r.racks = int(std::ceil(r.servers / perRack - 1e-9));
        r.rack_it_kw = perRack * perNode * itKwPerGpu;
        r.racks_assumed = true;
        r.racks_basis = g3(perRack) + " servers per rack (scenario assumption; NVIDIA's DGX "
                                      "reference racks hold 4)";
    } else {
        r.racks_na = "the catalog gives no GPUs per server or rack for " + system.id;
    }
    r.it_mw = r.gpus * itKwPerGpu / 1e3;
    r.facility_mw = r.it_mw * assumptions.pue;
    if (!(itKwPerGpu > 0))
        r.power_na = tco.it_kw.ok() ? "no all-in IT power figure" : tco.it_kw.reason();

    // Money: the fleet's TCO per hour, split between prefill and decode by the GPU time each
    // takes (aggregated: the prefill share of a replica's time at the peak; disaggregated: the
    // GPUs each side holds), over the tokens served in an average hour.
    const double inputTokensPerHour = avgRps * tr.prompt_tokens * (1.0 - cache) * 3600.0;
    const double outputTokensPerHour = avgRps * tr.output_tokens * 3600.0;
    const double allTokensPerHour = avgRps * (tr.prompt_tokens + tr.output_tokens) * 3600.0;
    auto priced = [&](double usdPerHour) {
        struct Split {
            double in, out, blended;
        };
        return Split{usdPerHour * r.prefill_time_share / (inputTokensPerHour / 1e6),
                     usdPerHour * (1.0 - r.prefill_time_share) / (outputTokensPerHour / 1e6),
                     usdPerHour / (allTokensPerHour / 1e6)};
    };
    if (tco.total.ok() && tco.capex_usd.ok()) {
        r.owned_cost = true;
        const double perHour = tco.total.value() * r.gpus;
        const auto s = priced(perHour);
        auto set = [&](PricedFigure& f, double v) {
            f = {v, v * spread.p10_ratio, v * spread.p90_ratio, true};
        };
        set(r.usd_per_million_input_tokens, s.in);
        set(r.usd_per_million_output_tokens, s.out);
        set(r.usd_per_million_tokens_blended, s.blended);
        r.capex_usd = tco.capex_usd.value() * r.gpus;
        r.opex_usd_per_year = (tco.total.value() - tco.capital.valueOr(0.0)) * r.gpus * 8760.0;
    } else {
        r.owned_na = !tco.total.ok() ? tco.total.reason() : tco.capex_usd.reason();
    }
    for (const RentalQuote* q : quotesFor(catalog, system)) {
        const auto s = priced(*q->usd_per_gpu_hour * r.gpus);
        r.rentals.push_back(
            {q->id, q->provider, q->date, q->term, *q->usd_per_gpu_hour, s.in, s.out, s.blended});
    }
    std::sort(r.rentals.begin(), r.rentals.end(), [](const PlanRental& a, const PlanRental& b) {
        return a.usd_per_million_tokens_blended < b.usd_per_million_tokens_blended;
    });

    // Energy at the peak operating point, at the facility (x PUE).
    const double tdp = chip->tdp_w.value_or(0.0);
    if (!(tdp > 0) && r.power_na.empty()) r.power_na = chip->id + " has no TDP figure";
    if (tdp > 0 && r.power_na.empty()) {
        r.gpu_power_w_decode = decodePowerW(query.power, tdp, atPeak.step, bw, peak);
        r.gpu_power_w_prefill = prefillPowerW(
            query.power, tdp, weightBytesPerGpu(shape, query.weights, preRep.tp, preRep.ep),
            preRep.prefill.flops_per_gpu, preRep.prefill.mean_s, bw, peak);
        const double peakIn = best->peak_rps * tr.prompt_tokens * (1.0 - cache);
        const double peakOut = best->peak_rps * tr.output_tokens;
        const double preGpus = r.prefill_time_share * r.gpus;
        const double decGpus = (1.0 - r.prefill_time_share) * r.gpus;
        if (peakIn > 0)
            r.j_per_input_token = assumptions.pue * preGpus * r.gpu_power_w_prefill / peakIn;
        if (peakOut > 0)
            r.j_per_output_token = assumptions.pue * decGpus * r.gpu_power_w_decode / peakOut;
    }
    if (r.facility_mw > 0)
        r.output_tokens_per_s_per_mw = best->peak_rps * tr.output_tokens / r.facility_mw;

    r.assumptions = {
        "engine: " + eff.engine_label,
        "usable memory " + g3(eff.memory_utilization) + " of " + g3(*chip->hbm_gb) +
            " GiB as the device reports it (the engine's gpu_memory_utilization)",
        "KV cache paged: tokens in flight (prompt + half the output on average), as vLLM and "
        "SGLang allocate",
        "chunked prefill of " + g3(query.chunk_tokens) +
            " tokens per step (vLLM V1's default "
            "max_num_batched_tokens for online serving)",
        "queueing before the first token: M/G/1 (Poisson arrivals), Pollaczek-Khinchine mean "
        "with an exponential tail; replicas at most " +
            g3(kMaxLoad * 100) + " % busy",
        "cost split: prefill's share of GPU time to input tokens, the rest to output tokens; "
        "cached prompt tokens skip prefill and are priced at 0 compute",
        "power: " + query.power.source,
        "racks: " + (r.racks > 0 ? r.racks_basis : r.racks_na),
        "efficiencies: " + (eff.used.empty() ? std::string("built in") : eff.used.front().source)};
    return r;
}

std::vector<PlanResult> planAll(const Catalog& catalog, const std::vector<const System*>& systems,
                                const LlmModel& model, const PlanQuery& query,
                                const Assumptions& assumptions,
                                const std::vector<CostSpread>& spreads) {
    std::vector<PlanResult> out(systems.size());
    const auto planOne = [&](std::size_t k) {
        const System* s = systems[k];
        CostSpread spread;
        if (!spreads.empty()) {
            const std::size_t i = static_cast<std::size_t>(s - catalog.systems.data());
            if (i < spreads.size()) spread = spreads[i];
        }
        out[k] = planSystem(catalog, *s, model, query, assumptions, spread);
    };
    // Systems are planned independently (pure functions of const inputs): a thousand of them
    // spread over the cores, a handful on the calling thread.
    const std::size_t workers =
        systems.size() >= 64 ? std::clamp<std::size_t>(std::thread::hardware_concurrency(), 1, 8)
                             : 1;
    std::vector<std::thread> threads;
    for (std::size_t w = 1; w < workers; ++w)
        threads.emplace_back([&, w] {
            for (std::size_t k = w; k < systems.size(); k += workers)
                planOne(k);
        });
    for (std::size_t k = 0; k < systems.size(); k += workers)
        planOne(k);
    for (std::thread& t : threads)
        t.join();
    auto rank = [](const PlanResult& r) {
        if (!r.fits) return std::pair(2, 0.0);
        if (r.owned_cost) return std::pair(0, r.usd_per_million_tokens_blended.value);
        if (!r.rentals.empty())
            return std::pair(1, r.rentals.front().usd_per_million_tokens_blended);
        return std::pair(1, kInf);
    };
    std::stable_sort(out.begin(), out.end(),
                     [&](const PlanResult& a, const PlanResult& b) { return rank(a) < rank(b); });
    return out;
}

StaticBatchResult staticBatch(const Catalog& catalog, const System& system, const LlmModel& model,
                              int tp, int batch, double promptTokens, double outputTokens,
                              NumberFormat weights, NumberFormat kv, const PowerModel& power,
                              const std::string& engine) {
    StaticBatchResult r;
    const Chip* chip = catalog.chip(system.chip_id);
    const auto shaped = modelShape(model);
    if (!chip || !shaped.ok) {
        r.error = !chip ? "no chip " + system.chip_id : shaped.error;
        return r;
    }
    const ModelShape& shape = shaped.shape;
    const Dtype computeIn = computeDtype(weights);
    const double bw = chip->hbm_bandwidth_gbps.value_or(0) * 1e9;
    const double peak = chip->dense_tflops[index(computeIn)].value_or(0) * 1e12;
    if (!(bw > 0) || !(peak > 0)) {
        r.error = chip->id + " lacks the bandwidth or compute figure";
        return r;
    }
    const WorkloadEfficiencies eff =
        resolveEfficiencies(*chip, catalog, computeIn, engine, &system);
    if (!eff.error.empty()) {
        r.error = eff.error;
        return r;
    }
    std::string error;
    const double onePrompt =
        prefillMs(shape, *chip, &system, eff, promptTokens, tp, weights, false, &error) / 1e3;
    // Prompts go through together, in forwards of up to kStaticPrefillTokens tokens: each
    // forward pays the per-layer launch overhead once, not once per prompt.
    const double overheadS =
        (shape.layers * eff.layer_overhead_us + shape.moe_layers * eff.moe_layer_overhead_us) / 1e6;
    const double perForward = std::max(1.0, std::floor(kStaticPrefillTokens / promptTokens));
    const double forwards = std::ceil(batch / perForward);
    r.batch_prefill_s = batch * (onePrompt - overheadS) + forwards * overheadS;
    // Decode: the context grows from the prompt to prompt + output; four midpoints of it.
    double stepSum = 0, powerSum = 0;
    const double tdp = chip->tdp_w.value_or(0);
    for (int k = 0; k < 4; ++k) {
        DecodeStepInput in;
        in.batch = batch;
        in.context = promptTokens + outputTokens * (k + 0.5) / 4.0;
        in.tp = tp;
        in.ep = tp;
        in.weights = weights;
        in.kv = kv;
        const DecodeBreakdown d = decodeStep(shape, *chip, &system, eff, in, false, &error);
        stepSum += d.step_ms / 1e3;
        powerSum += decodePowerW(power, tdp, d, bw, peak) * (d.step_ms / 1e3);
    }
    if (!error.empty()) {
        r.error = error;
        return r;
    }
    r.decode_s = outputTokens * stepSum / 4.0;
    r.e2e_s = r.batch_prefill_s + r.decode_s;
    r.tokens_per_s_per_gpu = batch * outputTokens / r.e2e_s / tp;
    r.tokens_per_s_per_user = outputTokens / r.decode_s;
    r.gpu_power_w_decode = stepSum > 0 ? powerSum / stepSum : 0;
    r.gpu_power_w_prefill = prefillPowerW(power, tdp, weightBytesPerGpu(shape, weights, tp, tp),
                                          prefillFlopsPerGpu(shape, promptTokens, promptTokens, tp),
                                          onePrompt, bw, peak);
    r.j_per_input_token = r.gpu_power_w_prefill * tp * r.batch_prefill_s / (batch * promptTokens);
    r.j_per_output_token = r.gpu_power_w_decode * tp * r.decode_s / (batch * outputTokens);
    r.ok = true;
    return r;
}

TokenSplit splitInputOutput(const Catalog& catalog, const System& system, const LlmModel& model,
                            const InferenceResult& r, double promptTokens, double outputTokens,
                            NumberFormat weights, const Assumptions& assumptions,
                            const PowerModel& power) {
    TokenSplit t;
    const Chip* chip = catalog.chip(system.chip_id);
    const auto shaped = modelShape(model);
    if (!chip || !shaped.ok || !r.ok || !(r.decode.step_ms > 0.0)) return t;
    const ModelShape& shape = shaped.shape;
    // One cycle: every sequence's prompt prefilled, then the output decoded (workload.cpp's
    // served throughput); the phases' shares of it split the GPU time.
    const double prefillMs = r.batch * r.prefill_ms;
    const double decodeMs = outputTokens * r.decode.step_ms;
    const double cycleMs = prefillMs + decodeMs;
    if (!(cycleMs > 0.0)) return t;
    t.prefill_time_share = prefillMs / cycleMs;
    const double cyclesPerHour = 3.6e6 / cycleMs;
    const double inputPerHour = cyclesPerHour * r.batch * promptTokens;
    const double outputPerHour = cyclesPerHour * r.batch * outputTokens;
    const TcoBreakdown tco = computeTco(system, chip, assumptions);
    const double bw = chip->hbm_bandwidth_gbps.value_or(0) * 1e9;
    const double peak = chip->dense_tflops[index(computeDtype(weights))].value_or(0) * 1e12;
    const double tdp = chip->tdp_w.value_or(0);
    if (tdp > 0) {
        t.gpu_power_w_decode = decodePowerW(power, tdp, r.decode, bw, peak);
        t.gpu_power_w_prefill =
            prefillPowerW(power, tdp, weightBytesPerGpu(shape, weights, r.tp, r.ep),
                          prefillFlopsPerGpu(shape, promptTokens, promptTokens, r.tp),
                          r.prefill_ms / 1e3, bw, peak);
        // Energy per hour of each phase over its tokens, at the facility.
        const double pue = assumptions.pue;
        t.j_per_input_token =
            pue * r.tp * t.gpu_power_w_prefill * 3600.0 * t.prefill_time_share / inputPerHour;
        t.j_per_output_token = pue * r.tp * t.gpu_power_w_decode * 3600.0 *
                               (1.0 - t.prefill_time_share) / outputPerHour;
    }
    if (!tco.per_useful_hour.ok()) return t;
    const double usdPerHour = tco.per_useful_hour.value() * r.tp;
    t.usd_per_million_input_tokens = usdPerHour * t.prefill_time_share / (inputPerHour / 1e6);
    t.usd_per_million_output_tokens =
        usdPerHour * (1.0 - t.prefill_time_share) / (outputPerHour / 1e6);
    t.ok = true;
    return t;
}

} // namespace sil
