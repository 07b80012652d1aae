#include "core/serving/energy.h"

namespace sil {

double utilization(double amount, double seconds, double rate) {
    return seconds > 0.0 && rate > 0.0 ? amount / seconds / rate : 0.0;
}

double decodePowerW(const PowerModel& m, double tdp, const DecodeBreakdown& d, double bw,
                    double peak) {
    const double s = d.step_ms / 1e3;
    return gpuPowerW(m, tdp, utilization(d.weight_bytes + d.expert_bytes + d.kv_bytes, s, bw),
                     utilization(d.flops, s, peak));
}

double prefillFlopsPerGpu(const ModelShape& shape, double tokens, double promptTokens, int tp) {
    return (2.0 * shape.activeMatmulParams() * tokens +
            tokens * shape.attendedPositions(promptTokens / 2.0) * shape.attention_flops_per_pair) /
           tp;
}

double prefillPowerW(const PowerModel& m, double tdp, double weightBytes, double flops,
                     double seconds, double bw, double peak) {
    return gpuPowerW(m, tdp, utilization(weightBytes, seconds, bw),
                     utilization(flops, seconds, peak));
}

} // namespace sil
