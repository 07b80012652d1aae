#pragma once
// The metrics store: per request what a benchmark client measures (TTFT, TPOT, every
// inter-token gap, end-to-end latency), and the aggregates `vllm bench serve` reports under the
// same names (means, medians, P90 and P99 by linear interpolation as numpy.percentile takes
// them), throughput over the run's duration, and goodput against a service level.
#include "core/serving/simulator/sim_request.h"

#include <nlohmann/json.hpp>

#include <utility>
#include <vector>

namespace sil::sim {

struct Percentiles {
    double mean = 0, median = 0, p90 = 0, p99 = 0;
};
// The mean (0 for none).
double meanOf(const std::vector<double>& values);
// numpy.percentile's default (linear between closest ranks) over unsorted values.
double percentile(std::vector<double> values, double q);
Percentiles summarize(const std::vector<double>& values);
// The same over values with counts, as if each were repeated its count of times.
Percentiles summarize(std::vector<std::pair<double, long long>> weighted);

// What a run's summary computes: every percentile, or only what a service level is judged on --
// TTFT and TPOT percentiles, every mean (the inter-token and end-to-end percentiles left 0). A
// rate search asks its many runs only whether they hold, and selecting the percentiles it does
// not read cost it more than a tenth of its time.
enum class SummaryDetail { Full, ServiceLevelOnly };

// A service level for goodput (0: no bound on that quantity).
struct ServiceLevel {
    double ttft_s = 0, tpot_s = 0;
};

struct RunSummary {
    int completed = 0;
    double duration_s = 0;
    double request_throughput = 0; // requests/s
    double output_throughput = 0;  // output tokens/s (the replica's, all its GPUs)
    double total_input_tokens = 0, total_output_tokens = 0;
    Percentiles ttft_ms, tpot_ms, itl_ms, e2e_ms;
    double goodput = 0; // share of requests within the service level
    int preemptions = 0;
    long long steps = 0;
    double mean_batch = 0;          // sequences per step
    double mean_prefill_tokens = 0; // prefill tokens per step
    double busy_share = 0;          // of the run's time, the share spent computing steps
};

class MetricsStore {
public:
    explicit MetricsStore(int warmupRequests = 0) : warmup_(warmupRequests) {}
    // Called for every token of a run (millions): inline, and one entry per distinct gap.
    void onToken(const SimRequest& r, double now, double previousTokenS) {
        if (r.id < warmup_ || r.generated <= 1) return;
        const double gap = now - previousTokenS;
        if (!itl_s_.empty() && itl_s_.back().first == gap)
            ++itl_s_.back().second;
        else
            itl_s_.emplace_back(gap, 1);
    }
    // `count` tokens of measured requests past their first, all with the same gap (the decodes
    // of one step): the same entries as `count` calls of onToken.
    void onTokens(double gap, long long count) {
        if (count <= 0) return;
        if (!itl_s_.empty() && itl_s_.back().first == gap)
            itl_s_.back().second += count;
        else
            itl_s_.emplace_back(gap, count);
    }
    void onFinish(const SimRequest& r);
    void onStep(int sequences, int prefillTokens, double seconds);
    RunSummary summarize(double startS, double endS, const ServiceLevel& slo,
                         SummaryDetail detail = SummaryDetail::Full) const;
    // The per-request samples, moved out once the run is summarized.
    std::vector<double> takeTtftSamplesS() { return std::move(ttft_s_); }
    std::vector<double> takeTpotSamplesS() { return std::move(tpot_per_request_s_); }
    std::vector<double> takeE2eSamplesS() { return std::move(e2e_s_); }
    // Per measured request in completion order, paired: TTFT and TPOT (0: one token) seconds.
    const std::vector<double>& ttftSamplesS() const { return ttft_s_; }
    const std::vector<double>& tpotSamplesS() const { return tpot_per_request_s_; }
    const std::vector<double>& e2eSamplesS() const { return e2e_s_; }

private:
    std::vector<double> ttft_s_, tpot_s_, e2e_s_;
    // Inter-token gaps with their counts: the tokens of one step mostly share one gap (the
    // step's time), so a run of millions of tokens keeps about one entry a step.
    std::vector<std::pair<double, long long>> itl_s_;
    std::vector<double> tpot_per_request_s_; // paired with ttft_s_; 0 for one-token requests
    double input_tokens_ = 0, output_tokens_ = 0;
    int preemptions_ = 0;
    long long steps_ = 0;
    double sequences_ = 0, prefill_tokens_ = 0;
    double busy_s_ = 0; // seconds of steps, warm-up included
    int warmup_ = 0;
    double first_finish_s_ = -1;
};

// The keys vLLM's result JSON uses (request_throughput, output_throughput, mean_ttft_ms,
// median_ttft_ms, p99_ttft_ms, ...), plus P90s, E2E, goodput and the step counts.
nlohmann::json toVllmJson(const RunSummary& s);

} // namespace sil::sim
