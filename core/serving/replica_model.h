#pragma once
// One replica of a layout (a model on `tp` GPUs, or `tp` x `pp` as pipeline stages) under
// load, analytically: its prefill times
// over the traffic's prompt lengths, its decode step over concurrency, and how it behaves at a
// per-replica arrival rate — aggregated (chunked prefill shares the decode steps), or as the
// decode or the prefill side of a disaggregated layout. Little's law for the sequences in
// flight, M/G/1 for the wait before the first token.
#include "core/serving/serving_setup.h"
#include "core/serving/traffic.h"

#include <cmath>
#include <optional>
#include <string>
#include <vector>

namespace sil {

// A replica is never planned busier than this: queues grow without bound as load nears 1.
constexpr double kMaxLoad = 0.95;
constexpr int kMaxTensorParallel = 64;
// Pipeline stages: two within a scale-up domain (a dense model: NVIDIA's H100 Llama 2 70B
// layout, docs/serving-model.md); across domains as many as hold the model, up to this.
constexpr int kMaxPipelineStages = 8;

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
    // With dp attention groups sharing the experts (ep = tp x dp), concurrency c is the
    // replica's: each group decodes c / dp of it.
    DecodeTable(const ServingSetup& setup, double context, int tp, int dp, int pp,
                double maxConcurrency, std::string& error);
    DecodeBreakdown at(double c) const;

private:
    std::vector<double> grid_;
    std::vector<DecodeBreakdown> steps_;
};

// Everything about one (system, model, tp, pp or dp) the search needs.
struct Replica {
    int tp = 1, ep = 1;
    int pp = 1; // pipeline stages, each on tp GPUs
    // Attention groups of tp GPUs sharing a mixture of experts spread over all of them
    // (ep = tp x dp; one stage): vLLM's and SGLang's data-parallel attention with expert
    // parallelism, their prompts and sequences dealt over the groups.
    int dp = 1;
    bool spans_nodes = false; // its stages or groups sit in different scale-up domains
    int gpus() const { return tp * pp * dp; }
    double output_tokens = 0;
    // Sequences in flight a replica holds: what its KV cache fits, at most the engine's limit.
    double max_concurrency = 0;
    bool limited_by_engine = false; // the engine's sequence limit, not memory, is the bound
    PrefillStats prefill;
    double chunk_steps = 1; // prefill chunks per prompt
    std::optional<DecodeTable> decode;
    // Each stage is busy for a pp-th of a prompt's prefill (prefill.mean_s is its latency), and
    // the replica's dp groups prefill dp prompts at once.
    double prefillBusyS() const { return prefill.mean_s / pp / dp; }
};

// The replicas searched: every tensor parallelism up to the scale-up domain that holds the
// model with room for a sequence, and for a dense model those of two pipeline stages within the
// domain; where no replica in one domain holds the model, replicas over several domains (the
// domain's tensor parallelism, 2, 4 or 8 stages, the stages over the scale-out fabric; for a
// mixture of experts also 2, 4 or 8 attention groups of it sharing the experts). A pinned tp,
// pp or ep (> 0, the user's) keeps only the layouts with it; an ep wider than tp is groups of
// tp sharing the experts, within a domain or over several. `error` is fatal (a step the
// workload model cannot time); `why_none` says why none fits, naming only layouts that exist.
struct LayoutPins {
    int tp = 0, pp = 0, ep = 0;
};
struct ReplicaSet {
    std::vector<Replica> replicas;
    std::string error;
    std::string why_none;
};
ReplicaSet buildReplicas(const ServingSetup& setup, const TrafficProfile& traffic,
                         const std::string& modelId, LayoutPins pins = {});

// One replica's behaviour at a per-replica arrival rate.
struct Operating {
    bool feasible = false;
    std::string why;
    double lambda = 0, concurrency = 0, tpot_s = 0, ttft50 = 0, ttft90 = 0, goodput = 0,
           prefill_share = 0;
    DecodeBreakdown step;
};

// Aggregated: decodes and chunked prefills share the replica's steps (Sarathi-style chunked
// prefill as vLLM and SGLang run it). Decode steps slow by the share of time prefill takes.
Operating aggregatedAt(const Replica& r, double lambda, const Targets& t);
// Disaggregated decode replica: decodes only; its first-token share is the prefill side's.
Operating decodeOnlyAt(const Replica& r, double lambda, const Targets& t);
// Disaggregated prefill replica: prompts back to back; TTFT adds the KV cache's move.
Operating prefillOnlyAt(const Replica& r, double lambda, const Targets& t, double kvMoveS,
                        double firstStepS);

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

// "%.3g": how the planner's reasons print a number.
std::string g3(double v);

// A replica's layout in words, as answers and reasons name it: "TP 4", "TP 1 x PP 2",
// "TP 8 x EP 16" (attention groups of TP 8 sharing experts over 16 GPUs).
std::string layoutWords(int tp, int pp, int dp);

} // namespace sil
