#pragma once
// Values kept in a fixed order (by position) under inserts and removals, summed by rank modulo
// k: the sum of the 1st, (k+1)-th, (2k+1)-th ... value, of the 2nd, (k+2)-th ..., and so on. A
// segment tree over positions; each node holds its count and its k sums by rank within it, so
// an insert or removal costs log(positions) x k. The decoding sequences of a replica with k
// pipeline stages use it: the k-th decode of a step goes to micro-batch k mod stages
// (decode_group.h).
#include <cstddef>
#include <vector>

namespace sil::sim {

class RankedSums {
public:
    explicit RankedSums(int classes);
    // `position` must be free (inserted) or held (erased); positions are whole numbers >= 0.
    void insert(long long position, long long value);
    void erase(long long position);
    long long count() const { return count_.empty() ? 0 : count_[1]; }
    // The sum of the values whose rank in position order is `cls` modulo the classes.
    long long sum(int cls) const;

private:
    void grow(long long position);
    void pull(std::size_t node);

    std::size_t k_;
    std::size_t leaves_ = 0;
    std::vector<long long> count_; // by node: 1 the root, leaves from leaves_
    std::vector<long long> sums_;  // by node, k_ each
};

} // namespace sil::sim
