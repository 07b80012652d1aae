#include "core/workload/training/failures.h"

#include <algorithm>
#include <cmath>

namespace sil {

const std::vector<InterruptionCause>& llama3InterruptionCauses() {
    using enum FailureScale;
    // Table 5 of arXiv 2407.21783 (section 3.3.4), in the report's order: the counts, which sum
    // to the 419 the text gives (the printed share of Faulty GPU, 30.1 %, is 126 of 419, not
    // 148: docs/training-model.md, "How often a job stops").
    static const std::vector<InterruptionCause> causes = {
        {"Faulty GPU", "GPU", 148, PerGpu},
        {"GPU HBM3 Memory", "GPU", 72, PerGpu},
        {"Software Bug", "Dependency", 54, PerServer},
        {"Network Switch/Cable", "Network", 35, PerServer},
        {"Host Maintenance", "Unplanned Maintenance", 32, PerServer},
        {"GPU SRAM Memory", "GPU", 19, PerGpu},
        {"GPU System Processor", "GPU", 17, PerGpu},
        {"NIC", "Host", 7, PerServer},
        {"NCCL Watchdog Timeouts", "Unknown", 7, PerServer},
        {"Silent Data Corruption", "GPU", 6, PerGpu},
        {"GPU Thermal Interface + Sensor", "GPU", 6, PerGpu},
        {"SSD", "Host", 3, PerServer},
        {"Power Supply", "Host", 3, PerServer},
        {"Server Chassis", "Host", 2, PerServer},
        {"IO Expansion Board", "Host", 2, PerServer},
        {"Dependency", "Dependency", 2, PerServer},
        {"CPU", "Host", 2, PerServer},
        {"System Memory", "Host", 2, PerServer},
    };
    return causes;
}

int poissonQuantile(double mean, double q) {
    if (mean <= 0.0) return 0;
    if (mean > 1000.0) {
        // Normal approximation: the inverse of the standard normal CDF by bisection.
        double lo = -10.0, hi = 10.0;
        for (int i = 0; i < 80; ++i) {
            const double mid = 0.5 * (lo + hi);
            (0.5 * std::erfc(-mid / std::sqrt(2.0)) < q ? lo : hi) = mid;
        }
        return std::max(0, static_cast<int>(std::ceil(mean + hi * std::sqrt(mean) - 0.5)));
    }
    // Each term from its logarithm: exp(-mean) alone underflows past a mean of ~745.
    const double logMean = std::log(mean);
    double cdf = 0.0;
    for (int n = 0;; ++n) {
        cdf += std::exp(n * logMean - mean - std::lgamma(n + 1.0));
        if (cdf >= q || n > 100000) return n;
    }
}

namespace {

// Per-unit daily rate of each group as Table 5 gives it, for scaling one cause by the
// scenario's rate of its group.
double tableRatePer1k(FailureScale scale) {
    int count = 0;
    for (const auto& c : llama3InterruptionCauses())
        if (c.scale == scale) count += c.count;
    const double units =
        scale == FailureScale::PerGpu ? kLlama3SnapshotGpus : kLlama3SnapshotServers;
    return count / (units * kLlama3SnapshotDays) * 1000.0;
}

} // namespace

FailureEstimate estimateFailures(const FailureInputs& in, const Assumptions& a) {
    FailureEstimate f;
    const double gpus = std::max(in.gpus, 0);
    const double servers = std::ceil(gpus / std::max(in.gpus_per_node, 1.0) - 1e-9);
    const double gpuPerDay = a.gpu_interruptions_per_1k_gpu_days / 1000.0 * gpus;
    const double serverPerDay = a.node_interruptions_per_1k_node_days / 1000.0 * servers;
    f.interruptions_per_day = gpuPerDay + serverPerDay;
    f.hot_spare_gpus = gpus * a.hot_spare_pct / 100.0;
    const double computeHours = in.compute_days * 24.0;
    const double perHour = f.interruptions_per_day / 24.0;
    f.checkpoint_write_s =
        gpus > 0 ? in.checkpoint_bytes / (a.checkpoint_gbps_per_gpu * 1e9 * gpus) : 0.0;
    double checkpointShare = 0.0, lossPerInterruptionHours = a.restart_minutes / 60.0;
    if (perHour > 0.0) {
        f.job_mtbf_hours = 1.0 / perHour;
        f.checkpoint_interval_s = std::sqrt(2.0 * f.checkpoint_write_s * f.job_mtbf_hours * 3600);
        if (f.checkpoint_interval_s > 0.0)
            checkpointShare = f.checkpoint_write_s / f.checkpoint_interval_s;
        // On average half an interval of work is done again after each interruption.
        lossPerInterruptionHours += f.checkpoint_interval_s / 2.0 / 3600.0;
    }
    const double workHours = computeHours * (1.0 + checkpointShare);
    const double lostShare = perHour * lossPerInterruptionHours;
    if (lostShare >= 1.0) {
        f.error = "the job is interrupted every " + std::to_string(f.job_mtbf_hours * 60.0) +
                  " minutes and each costs " + std::to_string(lossPerInterruptionHours * 60.0) +
                  " minutes: it never finishes";
        return f;
    }
    // Interruptions arrive over the wall-clock time, which they lengthen: T = W + rate x T x L.
    const double wallHours = workHours / (1.0 - lostShare);
    f.expected_interruptions = perHour * wallHours;
    f.restart_hours = f.expected_interruptions * a.restart_minutes / 60.0;
    f.recompute_hours = f.expected_interruptions * f.checkpoint_interval_s / 2.0 / 3600.0;
    f.checkpoint_hours = computeHours * checkpointShare;
    f.goodput = wallHours > 0.0 ? computeHours / wallHours : 1.0;
    f.effective_days = wallHours / 24.0;
    f.p10_interruptions = poissonQuantile(f.expected_interruptions, 0.10);
    f.p90_interruptions = poissonQuantile(f.expected_interruptions, 0.90);
    f.p10_days = (workHours + f.p10_interruptions * lossPerInterruptionHours) / 24.0;
    f.p90_days = (workHours + f.p90_interruptions * lossPerInterruptionHours) / 24.0;
    const double gpuScale =
        a.gpu_interruptions_per_1k_gpu_days / tableRatePer1k(FailureScale::PerGpu);
    const double serverScale =
        a.node_interruptions_per_1k_node_days / tableRatePer1k(FailureScale::PerServer);
    for (const auto& c : llama3InterruptionCauses()) {
        const bool perGpu = c.scale == FailureScale::PerGpu;
        const double units = perGpu ? kLlama3SnapshotGpus : kLlama3SnapshotServers;
        const double perDay = c.count / (units * kLlama3SnapshotDays) * (perGpu ? gpus : servers) *
                              (perGpu ? gpuScale : serverScale);
        f.by_cause.push_back({c.component, c.category, c.scale, perDay * wallHours / 24.0});
    }
    f.ok = true;
    return f;
}

std::vector<FailureSwing> failureSwings(const FailureInputs& in, const Assumptions& a,
                                        const std::map<std::string, AssumptionRange>& ranges) {
    std::vector<FailureSwing> swings;
    for (const char* key :
         {"gpu_interruptions_per_1k_gpu_days", "node_interruptions_per_1k_node_days",
          "restart_minutes", "checkpoint_gbps_per_gpu"}) {
        const auto it = ranges.find(key);
        const AssumptionDef* def = findAssumption(key);
        if (it == ranges.end() || !def) continue;
        auto daysAt = [&](double value) {
            Assumptions moved = a;
            moved.*(def->member) = value;
            const auto f = estimateFailures(in, moved);
            return f.ok ? f.effective_days : 0.0;
        };
        swings.push_back({key, it->second.low, it->second.high, daysAt(it->second.low),
                          daysAt(it->second.high)});
    }
    auto width = [](const FailureSwing& s) { return std::abs(s.days_at_high - s.days_at_low); };
    std::stable_sort(swings.begin(), swings.end(),
                     [&](const auto& x, const auto& y) { return width(x) > width(y); });
    return swings;
}

} // namespace sil
