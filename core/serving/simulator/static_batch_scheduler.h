#pragma once
// Static batching (MLPerf Offline, the calibration runs' static batches): up to max_seqs
// waiting requests start together once the replica is empty; their prompts are prefilled in
// forwards of up to max_batched_tokens tokens (whole prompts where they fit), then all decode
// together until the last finishes. Nothing joins a batch in flight.
#include "core/serving/simulator/scheduler.h"

namespace sil::sim {

class StaticBatchScheduler : public Scheduler {
public:
    explicit StaticBatchScheduler(const SchedulerLimits& limits) : limits_(limits) {}
    void schedule(ReplicaQueues& q, KvBlocks& kv, StepPlan& plan) override;
    std::string name() const override { return "static batches"; }

private:
    SchedulerLimits limits_;
};

} // namespace sil::sim
