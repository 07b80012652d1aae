#pragma once
// Paged KV cache of one replica: fixed-size blocks (vLLM's 16 tokens), as many as the memory
// left after the weights holds. A request holds blocks for the tokens it has computed plus
// those a step is about to compute; when none are free the scheduler must preempt.
#include "core/serving/simulator/sim_request.h"

namespace sil::sim {

class KvBlocks {
public:
    KvBlocks(long long totalBlocks, int blockTokens);
    // Blocks `r` needs to hold `newTokens` more than it has computed.
    long long needed(const SimRequest& r, int newTokens) const;
    bool canGrow(const SimRequest& r, int newTokens) const;
    void grow(SimRequest& r, int newTokens);
    // Grows when the free blocks allow (most steps need none: a block holds 16 tokens).
    bool tryGrow(SimRequest& r, int newTokens) {
        if (static_cast<long long>(r.computed) + newTokens <=
            static_cast<long long>(r.blocks) * block_tokens_)
            return true;
        if (!canGrow(r, newTokens)) return false;
        grow(r, newTokens);
        return true;
    }
    void release(SimRequest& r);
    // Takes `blocks` for requests that account for them themselves (decode_group.h); false,
    // taking none, when fewer are free.
    bool tryTake(long long blocks) {
        if (blocks > free_) return false;
        free_ -= blocks;
        return true;
    }
    long long free() const { return free_; }
    long long total() const { return total_; }
    int blockTokens() const { return block_tokens_; }

private:
    long long total_, free_;
    int block_tokens_;
};

} // namespace sil::sim
