#include "core/serving/simulator/scheduler.h"

#include "core/serving/simulator/sglang_scheduler.h"
#include "core/serving/simulator/static_batch_scheduler.h"
#include "core/serving/simulator/trtllm_scheduler.h"
#include "core/serving/simulator/vllm_v0_scheduler.h"
#include "core/serving/simulator/vllm_v1_scheduler.h"

namespace sil::sim {

std::unique_ptr<Scheduler> makeScheduler(SchedulerPolicy policy, const SchedulerLimits& limits) {
    switch (policy) {
    case SchedulerPolicy::StaticBatch:
        return std::make_unique<StaticBatchScheduler>(limits);
    case SchedulerPolicy::Sglang:
        return std::make_unique<SglangScheduler>(limits);
    case SchedulerPolicy::TrtLlm:
        return std::make_unique<TrtLlmScheduler>(limits);
    case SchedulerPolicy::VllmV0:
        return std::make_unique<VllmV0Scheduler>(limits);
    case SchedulerPolicy::VllmV1:
        break;
    }
    return std::make_unique<VllmV1Scheduler>(limits);
}

} // namespace sil::sim
