#include "core/serving/simulator/metrics.h"

#include "core/economics/stats.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace sil::sim {

namespace {

// interpolatedQuantileOfSorted's value without sorting: the two ranks it reads, selected in
// place. Quantiles are taken in rising order; `settled` is the rank below which the values are
// already in place (none above them is smaller), and is moved up to the rank selected.
double selectQuantile(std::vector<double>& v, std::size_t& settled, double q) {
    const double pos = q * double(v.size() - 1);
    const std::size_t i = static_cast<std::size_t>(pos);
    const double f = pos - double(i);
    const auto at = v.begin() + static_cast<std::ptrdiff_t>(i);
    std::nth_element(v.begin() + static_cast<std::ptrdiff_t>(settled), at, v.end());
    settled = i;
    if (i + 1 >= v.size()) return v[i];
    const double next = *std::min_element(at + 1, v.end());
    return v[i] + (next - v[i]) * f;
}

} // namespace

double percentile(std::vector<double> v, double q) {
    if (v.empty()) return 0.0;
    std::size_t settled = 0;
    return selectQuantile(v, settled, q / 100.0);
}

double meanOf(const std::vector<double>& values) {
    if (values.empty()) return 0.0;
    double sum = 0;
    for (double x : values)
        sum += x;
    return sum / double(values.size());
}

namespace {

// The mean of values with counts, and the count.
std::pair<double, long long> meanOf(const std::vector<std::pair<double, long long>>& w) {
    long long n = 0;
    double sum = 0;
    for (const auto& [v, k] : w) {
        n += k;
        sum += v * double(k);
    }
    return {sum / double(n), n};
}

} // namespace

Percentiles summarize(const std::vector<double>& values) {
    Percentiles p;
    if (values.empty()) return p;
    p.mean = meanOf(values);
    std::vector<double> v = values;
    std::size_t settled = 0;
    p.median = selectQuantile(v, settled, 0.50);
    p.p90 = selectQuantile(v, settled, 0.90);
    p.p99 = selectQuantile(v, settled, 0.99);
    return p;
}

namespace {

// The value at 0-based rank `rank` of the values each repeated by its count, as if expanded and
// sorted, selected in place (a run records thousands of inter-token gaps with their counts, and
// sorting them all cost more than the run's own steps). Ranks are asked in rising order:
// w[settled..] holds the ranks from `below` on, and both move up to the entry selected.
double selectWeightedRank(std::vector<std::pair<double, long long>>& w, std::size_t& settled,
                          long long& below, long long rank) {
    std::size_t lo = settled, hi = w.size();
    long long base = below;
    while (hi - lo > 1) {
        const std::size_t mid = lo + (hi - lo) / 2;
        const auto at = w.begin() + static_cast<std::ptrdiff_t>(mid);
        std::nth_element(w.begin() + static_cast<std::ptrdiff_t>(lo), at,
                         w.begin() + static_cast<std::ptrdiff_t>(hi));
        long long beforeMid = base;
        for (std::size_t i = lo; i < mid; ++i)
            beforeMid += w[i].second;
        if (rank < beforeMid) {
            hi = mid;
        } else if (rank < beforeMid + at->second) {
            lo = mid;
            base = beforeMid;
            break;
        } else {
            lo = mid + 1;
            base = beforeMid + at->second;
        }
    }
    settled = lo;
    below = base;
    return w[lo].first;
}

} // namespace

Percentiles summarize(std::vector<std::pair<double, long long>> w) {
    Percentiles p;
    if (w.empty()) return p;
    // `n` is a plain variable, not a structured binding: C++20 lets a lambda capture a binding,
    // clang 14 (the fuzz build's compiler) does not.
    const auto [mean, count] = meanOf(w);
    p.mean = mean;
    const long long n = count;
    std::size_t settled = 0;
    long long below = 0;
    auto at = [&](double q) {
        const double pos = q / 100.0 * double(n - 1);
        const long long i = static_cast<long long>(std::floor(pos));
        const double f = pos - double(i);
        const double lo = selectWeightedRank(w, settled, below, i);
        if (i + 1 >= n) return lo;
        // The rank above, without settling there: the next quantile may ask for rank i again.
        std::size_t aboveSettled = settled;
        long long aboveBelow = below;
        return lo + (selectWeightedRank(w, aboveSettled, aboveBelow, i + 1) - lo) * f;
    };
    p.median = at(50);
    p.p90 = at(90);
    p.p99 = at(99);
    return p;
}

void MetricsStore::onFinish(const SimRequest& r) {
    if (first_finish_s_ < 0) first_finish_s_ = r.finish_s;
    if (r.id < warmup_) return;
    const double ttft = r.first_token_s - r.arrival_s;
    const double e2e = r.finish_s - r.arrival_s;
    ttft_s_.push_back(ttft);
    e2e_s_.push_back(e2e);
    // vLLM's TPOT: the decode time over the tokens after the first (requests of one token
    // have none and are left out of it).
    const double tpot = r.output_tokens > 1 ? (e2e - ttft) / (r.output_tokens - 1) : 0.0;
    if (r.output_tokens > 1) tpot_s_.push_back(tpot);
    tpot_per_request_s_.push_back(tpot);
    input_tokens_ += r.prompt_tokens;
    output_tokens_ += r.output_tokens;
    preemptions_ += r.preemptions;
}

void MetricsStore::onStep(int sequences, int prefillTokens, double seconds) {
    ++steps_;
    busy_s_ += seconds;
    sequences_ += sequences;
    prefill_tokens_ += prefillTokens;
}

RunSummary MetricsStore::summarize(double startS, double endS, const ServiceLevel& slo,
                                   SummaryDetail detail) const {
    RunSummary s;
    s.completed = static_cast<int>(e2e_s_.size());
    s.duration_s = endS - (warmup_ > 0 && first_finish_s_ >= 0 ? first_finish_s_ : startS);
    if (s.duration_s > 0) {
        s.request_throughput = s.completed / s.duration_s;
        s.output_throughput = output_tokens_ / s.duration_s;
    }
    s.total_input_tokens = input_tokens_;
    s.total_output_tokens = output_tokens_;
    auto ms = [](const auto& seconds) {
        Percentiles p = sil::sim::summarize(seconds);
        p.mean *= 1e3;
        p.median *= 1e3;
        p.p90 *= 1e3;
        p.p99 *= 1e3;
        return p;
    };
    s.ttft_ms = ms(ttft_s_);
    s.tpot_ms = ms(tpot_s_);
    if (detail == SummaryDetail::Full) {
        s.itl_ms = ms(itl_s_);
        s.e2e_ms = ms(e2e_s_);
    } else {
        if (!itl_s_.empty()) s.itl_ms.mean = meanOf(itl_s_).first * 1e3;
        if (!e2e_s_.empty()) s.e2e_ms.mean = meanOf(e2e_s_) * 1e3;
    }
    // Goodput: requests within both bounds (TPOT per request as above; one-token requests pass
    // the TPOT bound).
    int good = 0;
    for (std::size_t i = 0; i < ttft_s_.size(); ++i) {
        const bool ttftOk = slo.ttft_s <= 0 || ttft_s_[i] <= slo.ttft_s;
        const bool tpotOk = slo.tpot_s <= 0 || tpot_per_request_s_[i] <= slo.tpot_s;
        good += ttftOk && tpotOk;
    }
    s.goodput = s.completed > 0 ? double(good) / s.completed : 0.0;
    s.preemptions = preemptions_;
    s.steps = steps_;
    if (steps_ > 0) {
        s.mean_batch = sequences_ / double(steps_);
        s.mean_prefill_tokens = prefill_tokens_ / double(steps_);
        if (endS > startS) s.busy_share = busy_s_ / (endS - startS);
    }
    return s;
}

nlohmann::json toVllmJson(const RunSummary& s) {
    nlohmann::json j = {{"completed", s.completed},
                        {"duration", s.duration_s},
                        {"total_input_tokens", s.total_input_tokens},
                        {"total_output_tokens", s.total_output_tokens},
                        {"request_throughput", s.request_throughput},
                        {"output_throughput", s.output_throughput}};
    auto put = [&](const char* name, const Percentiles& p) {
        const std::string n = name;
        j["mean_" + n + "_ms"] = p.mean;
        j["median_" + n + "_ms"] = p.median;
        j["p90_" + n + "_ms"] = p.p90;
        j["p99_" + n + "_ms"] = p.p99;
    };
    put("ttft", s.ttft_ms);
    put("tpot", s.tpot_ms);
    put("itl", s.itl_ms);
    put("e2el", s.e2e_ms);
    j["goodput_share"] = s.goodput;
    j["preemptions"] = s.preemptions;
    j["steps"] = s.steps;
    j["mean_sequences_per_step"] = s.mean_batch;
    j["mean_prefill_tokens_per_step"] = s.mean_prefill_tokens;
    return j;
}

} // namespace sil::sim
