#include "core/serving/simulator/replica_simulator.h"

#include "core/serving/replica_model.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>

namespace sil::sim {

long long kvBlocksFor(const ServingSetup& setup, int tp, int blockTokens, int maxBatchedTokens,
                      int pp, int dp) {
    dp = std::max(dp, 1);
    const ModelShape stage = pipelineStage(setup.shape, pp);
    const double weights = weightBytesPerGpu(stage, setup.weights, tp, tp * dp);
    const double activations =
        double(maxBatchedTokens) / dp * activationBytesPerSequencePerGpu(stage, tp);
    const double perToken = kvBytesPerSequencePerGpu(stage, 1.0, setup.kv, tp);
    const double free = setup.usable_bytes - weights - activations;
    if (!(perToken > 0) || !(free > 0)) return 0;
    return dp * static_cast<long long>(std::floor(free / perToken / blockTokens));
}

namespace {

// Where the decoding sequences can be kept between steps: vLLM V1's scheduler runs every decode
// every step when its sequence limit is within its token budget, and the step predictor takes
// their contexts as sums where every layer attends the whole context.
bool keepsDecodeGroup(const ServingSetup& setup, const ReplicaConfig& config) {
    return config.policy == SchedulerPolicy::VllmV1 && setup.shape.window_layers <= 0.0 &&
           config.limits.max_seqs <= config.limits.max_batched_tokens;
}

// One replica's state through a run.
class Run {
public:
    Run(const ServingSetup& setup, const ReplicaConfig& config, const LoadSpec& load,
        const LengthSpec& lengths, long long blocks)
        : config_(config), load_(load), generator_(load, lengths), kv_(blocks, config.block_tokens),
          predictor_(setup, config.tp, config.pp, config.dp),
          scheduler_(makeScheduler(config.policy, config.limits)), metrics_(load.warmup_requests),
          group_(config.block_tokens, load.warmup_requests,
                 std::max(1, config.pp) * std::max(1, config.dp)) {
        requests_.reserve(static_cast<std::size_t>(load.num_prompts));
        if (config.keep_decode_group && keepsDecodeGroup(setup, config)) queues_.decoding = &group_;
    }

    std::string go() {
        if (load_.kind == LoadSpec::Kind::ClosedLoop)
            for (int i = 0; i < load_.concurrency; ++i)
                issue(0.0);
        else
            issue(0.0);
        double now = 0.0;
        while (true) {
            admitArrivals(now);
            if (!error_.empty()) return error_;
            if (queues_.running.empty() && queues_.waiting.empty()) {
                if (next_ >= requests_.size()) break;
                now = std::max(now, requests_[next_].arrival_s);
                continue;
            }
            scheduler_->schedule(queues_, kv_, plan_);
            const StepPlan& plan = plan_;
            if (plan.requests.empty() && (!queues_.decoding || group_.size() == 0)) {
                if (plan.preempted > 0) continue;
                const SimRequest* r =
                    !queues_.waiting.empty() ? queues_.waiting.front() : queues_.running.front();
                return "a request of " + std::to_string(r->prompt_tokens + r->output_tokens) +
                       " tokens needs more KV cache than the replica has (" +
                       std::to_string(kv_.total() * kv_.blockTokens()) + " tokens)";
            }
            const double start = now;
            now += predictor_.stepSeconds(plan.chunks, decodes());
            if (!predictor_.error().empty()) return predictor_.error();
            finishStep(plan, start, now);
        }
        end_s_ = now;
        return {};
    }

    const MetricsStore& metrics() const { return metrics_; }
    MetricsStore& metrics() { return metrics_; }
    double endS() const { return end_s_; }
    const Scheduler& scheduler() const { return *scheduler_; }
    bool decodeGroupKept() const { return queues_.decoding != nullptr; }

private:
    // Issues the next request: at `now` in a closed loop; in an open loop, the generator's next
    // arrival (each arrival issues the one after it, so arrivals stay in time order).
    void issue(double now) {
        SimRequest r;
        if (!generator_.next(now, r)) return;
        if (config_.arrive_prefilled) r.computed = std::max(0, r.prompt_tokens - 1);
        requests_.push_back(r);
    }

    void admitArrivals(double now) {
        while (next_ < requests_.size() && requests_[next_].arrival_s <= now) {
            const SimRequest& r = requests_[next_];
            const long long tokens = static_cast<long long>(r.prompt_tokens) + r.output_tokens;
            if (tokens > kv_.total() * kv_.blockTokens()) {
                // vLLM refuses such a request (longer than the cache); it would only thrash.
                error_ = "a request of " + std::to_string(tokens) +
                         " tokens needs more KV cache than the replica has (" +
                         std::to_string(kv_.total() * kv_.blockTokens()) + " tokens)";
                return;
            }
            queues_.waiting.push_back(&requests_[next_]);
            ++next_;
            if (load_.kind == LoadSpec::Kind::Rate) issue(now);
        }
        // An open loop's next arrival may be later than now: keep one issued ahead.
        if (load_.kind == LoadSpec::Kind::Rate && next_ == requests_.size()) issue(now);
    }

    // The decodes kept as sums, per micro-batch (none where they are listed in the plan).
    const std::vector<DecodeSums>& decodes() {
        decodes_.clear();
        if (queues_.decoding) group_.sumsByMicroBatch(decodes_);
        return decodes_;
    }

    void finishStep(const StepPlan& plan, double startS, double now) {
        const long long decodes = finishDecodes(startS, now);
        int prefillTokens = 0;
        for (std::size_t k = 0; k < plan.requests.size(); ++k) {
            SimRequest& r = *plan.requests[k];
            const ScheduledChunk& c = plan.chunks[k];
            if (!c.decode) prefillTokens += c.tokens;
            r.computed += c.tokens;
            if (r.computed < r.length()) continue; // a prompt chunk short of the end
            const double previous = r.last_token_s;
            ++r.generated;
            r.last_token_s = now;
            if (r.first_token_s < 0) r.first_token_s = now;
            metrics_.onToken(r, now, previous);
            if (r.generated >= r.output_tokens)
                finish(r, now);
            else if (queues_.decoding)
                group_.join(r); // decodes from the next step on
        }
        metrics_.onStep(static_cast<int>(decodes + static_cast<long long>(plan.requests.size())),
                        prefillTokens, now - startS);
    }

    // The decoding group's token of the step (every member's gap is the step's time, as each
    // decoded the step before), and those it finished; how many decoded.
    long long finishDecodes(double startS, double now) {
        if (!queues_.decoding) return 0;
        const long long decoded = group_.size();
        metrics_.onTokens(now - startS, group_.measured());
        group_.advance(now);
        while (SimRequest* r = group_.nextFinished()) {
            group_.leave(*r);
            finish(*r, now);
        }
        return decoded;
    }

    void finish(SimRequest& r, double now) {
        r.finish_s = now;
        kv_.release(r);
        queues_.running.erase(std::find(queues_.running.begin(), queues_.running.end(), &r));
        metrics_.onFinish(r);
        if (load_.kind == LoadSpec::Kind::ClosedLoop) issue(now);
    }

    ReplicaConfig config_;
    LoadSpec load_;
    RequestGenerator generator_;
    KvBlocks kv_;
    StepPredictor predictor_;
    std::unique_ptr<Scheduler> scheduler_;
    std::vector<SimRequest> requests_; // reserved up front: queues hold pointers into it
    std::size_t next_ = 0;             // first request not yet arrived
    ReplicaQueues queues_;
    StepPlan plan_; // reused step to step
    MetricsStore metrics_;
    DecodeGroup group_;               // used where queues_.decoding points to it
    std::vector<DecodeSums> decodes_; // reused step to step
    double end_s_ = 0;
    std::string error_;
};

} // namespace

SimulationResult simulateReplica(const ServingSetup& setup, const ReplicaConfig& config,
                                 const LoadSpec& load, const LengthSpec& lengths,
                                 const ServiceLevel& slo, SummaryDetail detail) {
    SimulationResult out;
    if (auto e = validate(load, lengths); !e.empty()) {
        out.error = e;
        return out;
    }
    if (!setup.chip) {
        out.error = "no serving setup";
        return out;
    }
    out.kv_blocks = config.kv_blocks_override > 0
                        ? config.kv_blocks_override
                        : kvBlocksFor(setup, config.tp, config.block_tokens,
                                      config.limits.max_batched_tokens, config.pp, config.dp);
    if (out.kv_blocks <= 0) {
        out.error = "the weights leave no room for a KV cache at " +
                    layoutWords(config.tp, config.pp, config.dp);
        return out;
    }
    if (config.dp > 1 && config.pp > 1) {
        out.error = "a replica is either pipeline stages or attention groups sharing experts";
        return out;
    }
    Run run(setup, config, load, lengths, out.kv_blocks);
    out.scheduler = run.scheduler().name();
    out.decode_group_kept = run.decodeGroupKept();
    if (auto e = run.go(); !e.empty()) {
        out.error = e;
        return out;
    }
    out.summary = run.metrics().summarize(0.0, run.endS(), slo, detail);
    out.ttft_s = run.metrics().takeTtftSamplesS();
    out.tpot_s = run.metrics().takeTpotSamplesS();
    out.e2e_s = run.metrics().takeE2eSamplesS();
    out.ok = true;
    return out;
}

} // namespace sil::sim
