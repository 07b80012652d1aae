#pragma once
// Independent jobs spread over threads: job(k) for every k below `count`, on up to `threads`
// threads (the calling one among them), each thread taking the next k left. For pure functions
// of const inputs that write only their own slot k, so the answers land in the order asked
// whatever thread computed them (the planner's systems, the serve-load chart's sweeps).
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

namespace sil {

template <typename Job>
void spreadOverThreads(std::size_t count, std::size_t threads, const Job& job) {
    std::atomic<std::size_t> next{0};
    const auto work = [&] {
        for (std::size_t k = next++; k < count; k = next++)
            job(k);
    };
    std::vector<std::thread> helpers;
    for (std::size_t t = 1; t < std::min(threads, count); ++t)
        helpers.emplace_back(work);
    work();
    for (std::thread& t : helpers)
        t.join();
}

} // namespace sil
