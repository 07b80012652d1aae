#include "core/serving/simulator/kv_blocks.h"

#include <algorithm>

namespace sil::sim {

KvBlocks::KvBlocks(long long totalBlocks, int blockTokens)
    : total_(std::max(0LL, totalBlocks)), free_(total_), block_tokens_(std::max(1, blockTokens)) {}

long long KvBlocks::needed(const SimRequest& r, int newTokens) const {
    const long long tokens = static_cast<long long>(r.computed) + newTokens;
    const long long blocks = (tokens + block_tokens_ - 1) / block_tokens_;
    return std::max(0LL, blocks - r.blocks);
}

bool KvBlocks::canGrow(const SimRequest& r, int newTokens) const {
    return needed(r, newTokens) <= free_;
}

void KvBlocks::grow(SimRequest& r, int newTokens) {
    const long long n = needed(r, newTokens);
    free_ -= n;
    r.blocks += static_cast<int>(n);
}

void KvBlocks::release(SimRequest& r) {
    free_ += r.blocks;
    r.blocks = 0;
}

} // namespace sil::sim
