#pragma once
// A training run's interruptions and what they cost (docs/training-model.md, "Failures and
// goodput"): how often the job stops, by cause, the checkpoint interval that loses least
// (Young-Daly), the hours lost to restarts, re-computation and checkpoint writes, the goodput
// and the spread of the finish date.
#include "core/economics/assumptions.h"

#include <map>
#include <string>
#include <vector>

namespace sil {

// Table 5 of the Llama 3 report (arXiv 2407.21783): root causes of the 419 unexpected
// interruptions in a 54-day snapshot of Llama 3 405B pre-training on 16,384 H100 GPUs
// (2,048 servers of 8). A GPU cause scales with the GPUs of a job, any other (host, network,
// software, maintenance) with its servers.
enum class FailureScale { PerGpu, PerServer };
struct InterruptionCause {
    const char* component; // "Faulty GPU"
    const char* category;  // "GPU"
    int count;             // interruptions in the snapshot
    FailureScale scale;
};
const std::vector<InterruptionCause>& llama3InterruptionCauses();
inline constexpr double kLlama3SnapshotDays = 54.0;
inline constexpr double kLlama3SnapshotGpus = 16384.0;
inline constexpr double kLlama3SnapshotServers = 2048.0;

// What the failure model needs to know about one run.
struct FailureInputs {
    int gpus = 0;                // in the job (hot spares are not)
    double gpus_per_node = 8;    // servers = ceil(gpus / gpus_per_node)
    double compute_days = 0;     // the run without interruptions
    double checkpoint_bytes = 0; // the state a checkpoint writes (whole job)
};

struct CauseExpectation {
    std::string component, category;
    FailureScale scale = FailureScale::PerGpu;
    double expected = 0.0; // interruptions over the run
};

struct FailureEstimate {
    bool ok = false;
    std::string error; // interruptions come faster than the run recovers from them
    double interruptions_per_day = 0.0;
    double job_mtbf_hours = 0.0;        // mean time between interruptions of the whole job
    double checkpoint_write_s = 0.0;    // one checkpoint at the scenario's storage bandwidth
    double checkpoint_interval_s = 0.0; // Young-Daly: sqrt(2 x write x MTBF); 0: none needed
    double expected_interruptions = 0.0;
    double restart_hours = 0.0;    // lost restarting
    double recompute_hours = 0.0;  // work since the last checkpoint, done again
    double checkpoint_hours = 0.0; // training paused writing checkpoints
    double goodput = 1.0;          // training time / wall-clock time
    double effective_days = 0.0;   // wall-clock days including the losses
    // The finish date's spread: the interruption count is Poisson; P10 and P90 of the count
    // and of the days it gives.
    int p10_interruptions = 0, p90_interruptions = 0;
    double p10_days = 0.0, p90_days = 0.0;
    double hot_spare_gpus = 0.0; // the scenario's share of the job's GPUs, before rounding
    std::vector<CauseExpectation> by_cause;
};

FailureEstimate estimateFailures(const FailureInputs& in, const Assumptions& a);

// The tornado of a run's finish: each interruption assumption the scenario gives a range
// (rates, restart time, checkpoint bandwidth) moved alone to its low and high end, the
// others at their values; widest swing first.
struct FailureSwing {
    std::string key;
    double low = 0.0, high = 0.0;                 // the range, in the assumption's unit
    double days_at_low = 0.0, days_at_high = 0.0; // effective days (0: never finishes)
};
std::vector<FailureSwing> failureSwings(const FailureInputs& in, const Assumptions& a,
                                        const std::map<std::string, AssumptionRange>& ranges);

// The smallest n with P(N <= n) >= q for N ~ Poisson(mean) (normal approximation with a
// continuity correction above a mean of 1,000).
int poissonQuantile(double mean, double q);

} // namespace sil
