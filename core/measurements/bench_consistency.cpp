#include "core/measurements/bench_consistency.h"

#include <algorithm>
#include <cmath>

namespace sil::measurements_detail {

namespace {

// Two statements of one quantity agree within rounding and the benchmark's own timing
// (vLLM divides by the same duration it reports; 10 % leaves room for hand-rounded files).
constexpr double kAgreement = 0.10;

bool disagree(double stated, double derived) {
    return derived > 0.0 && std::abs(stated / derived - 1.0) > kAgreement;
}

// A gap of about 1000x is a unit's: `low` says which when the derived figure is 1/1000 of the
// stated one, `high` when it is 1000x.
std::string unitHint(double ratio, const char* low, const char* high) {
    if (ratio > 1 / 3000.0 && ratio < 1 / 300.0) return std::string(" (1/1000: ") + low + "?)";
    if (ratio > 300.0 && ratio < 3000.0 && *high) return std::string(" (1000x: ") + high + "?)";
    return {};
}
constexpr const char* kDurationMs = "is duration in milliseconds";
constexpr const char* kLatencySeconds = "are the *_ms latencies in seconds";
constexpr const char* kLatencyUs = "are the *_ms latencies in microseconds";

void checkCounts(const JsonObject& o, const MeasuredPoint& p) {
    const auto prompts = o.nonNegative("num_prompts");
    if (prompts && p.num_requests && *p.num_requests > *prompts)
        fail(o.lineOf("completed"), "completed",
             formatNumber(*p.num_requests) + " requests completed but num_prompts is " +
                 formatNumber(*prompts) + ": the file contradicts itself");
}

void checkThroughputs(const JsonObject& o, const MeasuredPoint& p) {
    const double duration = *p.duration_s;
    if (const auto tokens = o.nonNegative("total_output_tokens"); tokens && *tokens > 0) {
        const double derived = *tokens / duration;
        if (disagree(*p.output_tokens_per_s, derived))
            fail(o.lineOf("output_throughput"), "output_throughput",
                 formatNumber(*p.output_tokens_per_s) +
                     " tokens/s, but total_output_tokens / duration is " + formatNumber(derived) +
                     unitHint(derived / *p.output_tokens_per_s, kDurationMs, ""));
    }
    if (o.has("request_throughput")) {
        const double derived = *p.num_requests / duration;
        if (disagree(*p.request_throughput_per_s, derived))
            fail(o.lineOf("request_throughput"), "request_throughput",
                 formatNumber(*p.request_throughput_per_s) +
                     " requests/s, but completed / duration is " + formatNumber(derived) +
                     unitHint(derived / *p.request_throughput_per_s, kDurationMs, ""));
    }
}

// Little's law: requests in flight = request rate x mean end-to-end latency.
void checkLatencyUnits(const JsonObject& o, const MeasuredPoint& p, bool unboundedRate) {
    std::optional<double> e2el = p.e2el_ms.mean;
    const char* key = "mean_e2el_ms";
    if (e2el && p.ttft_ms.mean && *e2el < *p.ttft_ms.mean)
        fail(o.lineOf(key), key,
             "a request ends (" + formatNumber(*e2el) + " ms) before its first token (" +
                 formatNumber(*p.ttft_ms.mean) + " ms, mean_ttft_ms)");
    if (!e2el && p.ttft_ms.mean && p.tpot_ms.mean && p.output_tokens) {
        e2el = *p.ttft_ms.mean + *p.tpot_ms.mean * std::max(0.0, *p.output_tokens - 1.0);
        key = "mean_tpot_ms";
    }
    if (!e2el || !p.concurrency || !p.request_throughput_per_s) return;
    const double inFlight = *p.request_throughput_per_s * *e2el / 1000.0;
    const double limit = std::min(*p.concurrency, p.num_requests.value_or(*p.concurrency));
    if (inFlight > 1.25 * limit)
        fail(o.lineOf(key), key,
             formatNumber(inFlight) + " requests in flight by Little's law (request_throughput x " +
                 "mean end-to-end latency), above max_concurrency " + formatNumber(limit) +
                 unitHint(inFlight / limit, kLatencySeconds, kLatencyUs));
    if (unboundedRate && inFlight < limit / 20.0)
        fail(o.lineOf(key), key,
             "only " + formatNumber(inFlight) +
                 " requests in flight by Little's law, though every prompt was sent at once "
                 "with max_concurrency " +
                 formatNumber(limit) + unitHint(inFlight / limit, kLatencySeconds, kLatencyUs));
}

} // namespace

void checkBenchServeConsistency(const JsonObject& o, const MeasuredPoint& p, bool unboundedRate) {
    checkCounts(o, p);
    checkThroughputs(o, p);
    checkLatencyUnits(o, p, unboundedRate);
}

} // namespace sil::measurements_detail
