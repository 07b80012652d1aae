#pragma once
// Engine settings a benchmark run states beside its engine (an MLPerf submission's engine
// config, a user's `vllm serve` flags): each one set replaces what the engine profile and the
// engine's defaults give for that run; each one unset stays as they give it.
#include <optional>
#include <string>

namespace sil::sim {

struct ReplicaConfig;

struct EngineRunSettings {
    std::optional<int> tensor_parallel_size;   // the replica's layout as the run set it
    std::optional<int> max_num_seqs;           // sequences running at once
    std::optional<int> max_num_batched_tokens; // the step's token budget
    std::optional<int> block_size;             // KV cache block, tokens
    // vLLM V0's multi-step scheduling (--num-scheduler-steps) and its chunked prefill switch:
    // either one away from V1's way (1 step, chunked) runs the V0 scheduler (vllm_v0_scheduler.h).
    // Under TensorRT-LLM the switch is its enable_chunked_context (trtllm_scheduler.h).
    std::optional<int> num_scheduler_steps;
    std::optional<bool> enable_chunked_prefill;
    std::string source; // where the run states them

    bool empty() const;
    bool runsVllmV0() const;
    // Every setting, for the keys of prediction caches; "" when none is set.
    std::string key() const;
    // "tensor_parallel_size 1, max_num_seqs 600, max_num_batched_tokens 40960, block_size 32,
    // num_scheduler_steps 8, chunked prefill off"; "" when none is set.
    std::string text() const;
};

// `config` (its policy and limits already the engine's) under the run's settings: the limits and
// block size each set replaces, a vLLM run that states V0's scheduling gets the V0 policy, and a
// TensorRT-LLM run its context chunking as stated.
// The layout is the caller's to pin (it chooses among layouts before a config exists).
void applyRunSettings(ReplicaConfig& config, const EngineRunSettings& settings);

} // namespace sil::sim
