#pragma once
// The running sequences that decode one token every step, kept as state between steps rather
// than walked each step: how many there are, the sum of their contexts (what the step
// predictor's attention reads), how many of them the metrics count, how many need a KV block
// this step, and when each samples its last token — so a step touches only the sequences whose
// state changes. A member's own counters (computed, generated, blocks) are brought up to date
// only when it is looked at (sync): its decode steps are contiguous, so they follow from the
// steps since it was last synced, and its blocks hold exactly its tokens (a block of 16 tokens
// is taken when the token after the 16th is decoded). The simulator uses it where a scheduler
// runs every decode every step (vLLM V1 with max_num_seqs within the token budget:
// vllm_v1_scheduler.h). With pipeline stages, a step's decodes are dealt to its micro-batches in
// running order (the k-th to micro-batch k mod stages, as the step predictor deals 1-token
// chunks to the lightest), and the contexts are summed per micro-batch (ranked_sums.h).
#include "core/serving/simulator/ranked_sums.h"
#include "core/serving/simulator/sim_request.h"

#include <functional>
#include <queue>
#include <vector>

namespace sil::sim {

// What a step's decodes give the step predictor: sequences, and the sum over them of the
// positions each attends (its cached tokens and the new one).
struct DecodeSums {
    long long sequences = 0;
    long long contexts = 0;
};

class DecodeGroup {
public:
    DecodeGroup(int blockTokens, int warmupRequests, int microBatches = 1);

    // The step about to run (or running): members are synced to its start.
    long long step() const { return step_; }
    int size() const { return static_cast<int>(size_); }
    // Members whose tokens the metrics count (past the warm-up).
    long long measured() const { return measured_; }
    DecodeSums sums() const { return {size_, contexts_}; }
    // The decodes of each micro-batch of the step (one entry without pipeline stages).
    void sumsByMicroBatch(std::vector<DecodeSums>& out) const;
    // When the last step ended: a member's last token was sampled then.
    double lastStepEndS() const { return last_step_end_s_; }

    // Adds `r`, decoding from the current step on (its last sampled token uncached); its
    // running_order (admission order) orders the events of a step.
    void join(SimRequest& r);
    // Removes `r` (preempted or finished), its counters synced.
    void leave(SimRequest& r);
    bool member(const SimRequest& r) const { return r.in_decode_group; }
    // Brings a member's computed and generated tokens to the start of the current step.
    void sync(SimRequest& r) const;

    // Members whose token this step opens a KV block (the token after a multiple of the block
    // size): those whose tokens so far, less the step, leave the same remainder by the block size.
    long long blocksNeeded() const;

    // The step ended at `nowS`: every member decoded one token.
    void advance(double nowS);
    // After advance: the next member whose last token the step just ended sampled, synced
    // (not yet removed); nullptr when none is left.
    SimRequest* nextFinished();

private:
    struct Event {
        long long step;
        long long order;
        int epoch;
        SimRequest* r;
        bool operator>(const Event& o) const {
            return step != o.step ? step > o.step : order > o.order;
        }
    };
    using EventQueue = std::priority_queue<Event, std::vector<Event>, std::greater<Event>>;
    long long lastTokenAt(const SimRequest& r) const;  // the step that samples its last token
    std::size_t blockPhase(const SimRequest& r) const; // (computed - step) mod the block size

    int block_tokens_;
    int warmup_;
    long long step_ = 0;
    long long size_ = 0, contexts_ = 0, measured_ = 0;
    double last_step_end_s_ = 0;
    std::vector<long long> members_by_phase_; // by blockPhase
    EventQueue finish_events_;
    int micro_batches_;
    // With stages: each member's context less the step, by running order (a member's context
    // grows by one each step, so its context now is that plus the step).
    RankedSums contexts_less_step_;
};

} // namespace sil::sim
