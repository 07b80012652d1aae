#pragma once
// Shared by the measurement-parser fuzz targets: what every parse result must satisfy.
// A refusal names a file, a line >= 1, a key and a message and imports nothing; an accepted
// file gives at least one point, each with a line >= 1 and only finite numbers, none negative.
#include "core/measurements/measurements.h"

#include <cmath>
#include <cstdlib>
#include <optional>

namespace fuzz_measurements {

inline void check(std::optional<double> v) {
    if (v && (!std::isfinite(*v) || *v < 0)) std::abort();
}

inline void check(const sil::LatencyMs& l) {
    check(l.mean);
    check(l.median);
    check(l.p90);
    check(l.p99);
}

inline void checkResult(const sil::MeasurementParseResult& r, const char* file) {
    if (!r.ok) {
        if (r.error.file != file || r.error.line < 1 || r.error.key.empty() ||
            r.error.message.empty() || !r.points.empty())
            std::abort();
        return;
    }
    if (r.points.empty()) std::abort();
    for (const auto& p : r.points) {
        if (p.line < 1 || p.file != file) std::abort();
        if ((p.gpus && *p.gpus < 1) || (p.tp && *p.tp < 1) || (p.ranks && *p.ranks < 1))
            std::abort();
        for (auto v :
             {p.concurrency, p.num_requests, p.prompt_tokens, p.output_tokens, p.context_tokens,
              p.duration_s, p.request_throughput_per_s, p.output_tokens_per_s,
              p.output_tokens_per_s_per_gpu, p.total_tokens_per_s, p.total_tokens_per_s_per_gpu,
              p.prefill_tokens_per_s, p.tokens_per_s_per_user, p.step_ms, p.power_w, p.bytes,
              p.time_us, p.algbw_gbps, p.busbw_gbps})
            check(v);
        check(p.ttft_ms);
        check(p.tpot_ms);
        check(p.itl_ms);
        check(p.e2el_ms);
    }
}

} // namespace fuzz_measurements
