#pragma once
// A replica's scheduler: each step, which requests run and how many tokens each computes. One
// class per engine policy (vllm_v1_scheduler.h, vllm_v0_scheduler.h, sglang_scheduler.h,
// trtllm_scheduler.h, static_batch_scheduler.h; engine_scheduler.h picks one by engine); the
// simulator owns the queues and the KV cache and asks the policy to fill a step.
#include "core/serving/simulator/decode_group.h"
#include "core/serving/simulator/kv_blocks.h"
#include "core/serving/simulator/sim_request.h"
#include "core/serving/simulator/step_predictor.h"

#include <deque>
#include <memory>
#include <string>
#include <vector>

namespace sil::sim {

// The replica's queues: `waiting` in arrival order (preempted requests go back to its front),
// `running` in the order they were admitted (the last is the first preempted). Where the
// simulator keeps the decoding sequences between steps (`decoding` set), those of `running` that
// are its members are not listed in a step's plan: they all decode one token.
struct ReplicaQueues {
    std::deque<SimRequest*> waiting;
    std::vector<SimRequest*> running;
    DecodeGroup* decoding = nullptr;
    long long admitted = 0;

    void admit(SimRequest* r) {
        r->running_order = admitted++;
        running.push_back(r);
    }
};

// The step's work: every member of the queues' decoding group (when kept) decodes one token,
// and `requests` compute their `chunks`.
struct StepPlan {
    std::vector<SimRequest*> requests;
    std::vector<ScheduledChunk> chunks; // paired with requests
    int preempted = 0;

    void clear() {
        requests.clear();
        chunks.clear();
        preempted = 0;
    }
    // `r` computes `tokens` this step: a decode when it is one token after the whole sequence.
    void add(SimRequest* r, int tokens) {
        requests.push_back(r);
        chunks.push_back({tokens, r->computed, r->decoding() && tokens == 1});
    }
};

struct SchedulerLimits {
    // Tokens one step computes (vLLM's max_num_batched_tokens; SGLang's chunked_prefill_size;
    // TensorRT-LLM's max_num_tokens).
    int max_batched_tokens = 2048;
    // Sequences running at once (vLLM's max_num_seqs; SGLang's max_running_requests;
    // TensorRT-LLM's max_batch_size).
    int max_seqs = 256;
    // vLLM V0's num_scheduler_steps: decode steps run between two looks at the queue (only the
    // V0 policy reads it).
    int decode_steps_per_schedule = 1;
    // TensorRT-LLM's enable_chunked_context: a prompt starts with what the step has left, in
    // whole KV blocks, and goes on in the next steps (only the TensorRT-LLM policy reads it).
    bool chunked_context = false;
};

class Scheduler {
public:
    virtual ~Scheduler() = default;
    // Fills one step into `plan` (cleared first; its buffers are reused step to step), growing the
    // KV blocks of what it schedules and preempting when the cache is full. An empty plan with work
    // waiting means a request can never fit.
    virtual void schedule(ReplicaQueues& q, KvBlocks& kv, StepPlan& plan) = 0;
    virtual std::string name() const = 0;
};

enum class SchedulerPolicy { VllmV1, StaticBatch, Sglang, TrtLlm, VllmV0 };
std::unique_ptr<Scheduler> makeScheduler(SchedulerPolicy policy, const SchedulerLimits& limits);

} // namespace sil::sim
