#include "core/serving/simulator/engine_run_settings.h"

#include "core/serving/simulator/replica_simulator.h"

namespace sil::sim {

namespace {

void appendSetting(std::string& out, const char* name, const std::optional<int>& v) {
    if (!v) return;
    if (!out.empty()) out += ", ";
    out += std::string(name) + " " + std::to_string(*v);
}

} // namespace

bool EngineRunSettings::empty() const {
    return !tensor_parallel_size && !max_num_seqs && !max_num_batched_tokens && !block_size &&
           !num_scheduler_steps && !enable_chunked_prefill;
}

bool EngineRunSettings::runsVllmV0() const {
    return num_scheduler_steps.value_or(1) > 1 || !enable_chunked_prefill.value_or(true);
}

std::string EngineRunSettings::text() const {
    std::string out;
    appendSetting(out, "tensor_parallel_size", tensor_parallel_size);
    appendSetting(out, "max_num_seqs", max_num_seqs);
    appendSetting(out, "max_num_batched_tokens", max_num_batched_tokens);
    appendSetting(out, "block_size", block_size);
    appendSetting(out, "num_scheduler_steps", num_scheduler_steps);
    if (enable_chunked_prefill)
        out += std::string(out.empty() ? "" : ", ") + "chunked prefill " +
               (*enable_chunked_prefill ? "on" : "off");
    return out;
}

std::string EngineRunSettings::key() const {
    return text();
}

void applyRunSettings(ReplicaConfig& config, const EngineRunSettings& settings) {
    if (settings.max_num_seqs) config.limits.max_seqs = *settings.max_num_seqs;
    if (settings.max_num_batched_tokens)
        config.limits.max_batched_tokens = *settings.max_num_batched_tokens;
    if (settings.block_size) config.block_tokens = *settings.block_size;
    if (config.policy == SchedulerPolicy::TrtLlm && settings.enable_chunked_prefill)
        config.limits.chunked_context = *settings.enable_chunked_prefill;
    if (config.policy == SchedulerPolicy::VllmV1 && settings.runsVllmV0()) {
        config.policy = SchedulerPolicy::VllmV0;
        config.limits.decode_steps_per_schedule = settings.num_scheduler_steps.value_or(1);
    }
}

} // namespace sil::sim
