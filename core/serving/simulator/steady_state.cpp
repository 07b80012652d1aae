#include "core/serving/simulator/steady_state.h"

#include "core/serving/simulator/metrics.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <utility>
#include <vector>

namespace sil::sim {

double requestsInFlight(const SimulationResult& r, double ratePerS) {
    return ratePerS * r.summary.e2e_ms.mean / 1e3;
}

RunLength runLengthForSteadyState(const SimulationResult& r, double ratePerS, int prompts,
                                  int cap) {
    const int most = std::max(prompts, cap);
    // Clamped as doubles first: a run with no measured request has no mean to go by.
    const double raw = requestsInFlight(r, ratePerS);
    const double inFlight = std::isfinite(raw) ? std::clamp(raw, 0.0, double(most)) : 0.0;
    RunLength n;
    n.prompts = std::clamp(static_cast<int>(std::ceil(std::min(3 * inFlight, double(most)))),
                           prompts, most);
    n.warmup =
        std::max(n.prompts / 10, std::min(static_cast<int>(std::ceil(inFlight)), n.prompts / 3));
    return n;
}

bool settledRun(const SimulationResult& r, double ratePerS, int maxSeqs) {
    if (requestsInFlight(r, ratePerS) > maxSeqs) return false;
    const std::size_t n = r.ttft_s.size();
    if (n < 20) return true;
    std::vector<double> early(r.ttft_s.begin(),
                              r.ttft_s.begin() + static_cast<std::ptrdiff_t>(n / 2));
    std::vector<double> late(r.ttft_s.end() - static_cast<std::ptrdiff_t>(n / 5), r.ttft_s.end());
    return percentile(std::move(late), 50) <= 1.5 * percentile(std::move(early), 50) + 0.1;
}

Saturation saturationOf(const SimulationResult& r, const ReplicaConfig& config,
                        const LengthSpec& lengths) {
    const double tokens = lengths.prompt_tokens + 0.5 * lengths.output_tokens;
    const double cached = tokens > 0 ? double(r.kv_blocks) * config.block_tokens / tokens : 0;
    const double most = std::min<double>(config.limits.max_seqs, cached);
    return {most > 0 ? r.summary.mean_batch / most : 0.0, r.summary.busy_share};
}

} // namespace sil::sim
