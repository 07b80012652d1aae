#include "core/workload/step_parts.h"

#include <algorithm>

namespace sil {

double collectiveMs(const System* s, CollectiveOp op, int ranks, double bytes, double count,
                    Placement placement, bool onPaper, std::string* error,
                    const WorkloadEfficiencies* eff) {
    if (ranks <= 1 || count <= 0.0 || bytes <= 0.0) return 0.0;
    if (!s) {
        if (error) *error = "no system to communicate over";
        return 0.0;
    }
    CollectiveOptions options(onPaper);
    options.name_algorithm = false; // a step needs the time only
    if (eff) {
        options.launch_overhead_us = eff->collective_overhead_us;
        options.scaleup_efficiency = eff->scaleup_efficiency;
    }
    const auto r = estimateCollective(*s, op, ranks, bytes, placement, options);
    if (!r.ok) {
        if (error && error->empty()) *error = r.error;
        return 0.0;
    }
    return count * r.estimate.time_us / 1000.0;
}

double kvShareOnOneGpu(const ModelShape& shape, int tp) {
    if (!shape.kv_split_by_tensor_parallel || tp <= 1) return 1.0;
    // KV heads split across the TP ranks; with fewer heads than ranks each rank keeps one.
    return std::max(shape.kv_heads / tp, 1.0) / shape.kv_heads;
}

double kernelClassMs(double read_ms, double flops, double compute_efficiency,
                     double peak_flops_per_s) {
    const double mathMs =
        peak_flops_per_s > 0.0 ? 1e3 * flops / (compute_efficiency * peak_flops_per_s) : 0.0;
    return std::max(read_ms, mathMs);
}

} // namespace sil
