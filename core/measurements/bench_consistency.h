#pragma once
// A benchmark result checked against itself before it is believed. A `vllm bench serve` (or
// SGLang bench_serving) file states the same run several ways — counts, token totals,
// throughputs, a duration, latencies — and those must agree: completed requests cannot exceed
// the prompts sent; output_throughput is total_output_tokens / duration; the requests in flight
// (Little's law: request rate x mean end-to-end latency) cannot exceed max_concurrency, and a
// run with no rate limit keeps it near full. A file that contradicts itself (a hand edit, a
// duration in milliseconds, latencies in seconds under *_ms keys) is refused whole, naming the
// key, rather than becoming a point every later fit and accuracy figure leans on.
#include "core/measurements/measured_point.h"
#include "core/measurements/parse_support.h"

namespace sil::measurements_detail {

// Refuses (fail(), naming line and key) a record whose stated quantities contradict each
// other; `p` is the point already read from it, `unboundedRate` whether every prompt was sent
// at once (request_rate inf).
void checkBenchServeConsistency(const JsonObject& o, const MeasuredPoint& p, bool unboundedRate);

} // namespace sil::measurements_detail
