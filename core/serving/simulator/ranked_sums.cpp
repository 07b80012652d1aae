#include "core/serving/simulator/ranked_sums.h"

#include <algorithm>

namespace sil::sim {

RankedSums::RankedSums(int classes) : k_(static_cast<std::size_t>(std::max(1, classes))) {}

void RankedSums::pull(std::size_t node) {
    const std::size_t l = 2 * node, r = 2 * node + 1;
    const long long leftCount = count_[l];
    count_[node] = leftCount + count_[r];
    const std::size_t shift = static_cast<std::size_t>(leftCount % static_cast<long long>(k_));
    for (std::size_t j = 0; j < k_; ++j) {
        // A right-hand value of rank i in its node has rank leftCount + i in this one.
        const std::size_t fromRight = (j + k_ - shift) % k_;
        sums_[node * k_ + j] = sums_[l * k_ + j] + sums_[r * k_ + fromRight];
    }
}

void RankedSums::grow(long long position) {
    std::size_t leaves = std::max<std::size_t>(leaves_, 1);
    while (leaves <= static_cast<std::size_t>(position))
        leaves *= 2;
    if (leaves == leaves_) return;
    std::vector<long long> count(2 * leaves, 0), sums(2 * leaves * k_, 0);
    for (std::size_t i = 0; i < leaves_; ++i) {
        count[leaves + i] = count_[leaves_ + i];
        sums[(leaves + i) * k_] = sums_[(leaves_ + i) * k_];
    }
    count_.swap(count);
    sums_.swap(sums);
    leaves_ = leaves;
    for (std::size_t node = leaves_ - 1; node >= 1; --node)
        pull(node);
}

void RankedSums::insert(long long position, long long value) {
    grow(position);
    std::size_t node = leaves_ + static_cast<std::size_t>(position);
    count_[node] = 1;
    sums_[node * k_] = value; // rank 0 within a leaf
    for (node /= 2; node >= 1; node /= 2)
        pull(node);
}

void RankedSums::erase(long long position) {
    std::size_t node = leaves_ + static_cast<std::size_t>(position);
    count_[node] = 0;
    sums_[node * k_] = 0;
    for (node /= 2; node >= 1; node /= 2)
        pull(node);
}

long long RankedSums::sum(int cls) const {
    if (count_.empty()) return 0;
    return sums_[k_ + static_cast<std::size_t>(cls) % k_];
}

} // namespace sil::sim
