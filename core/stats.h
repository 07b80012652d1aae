#pragma once
// Order statistics the charts and the uncertainty bands share.
#include <cstddef>
#include <vector>

namespace sil {

// The q-quantile (0..1) of ascending `sorted` by nearest rank; `sorted` must not be empty.
inline double quantileOfSorted(const std::vector<double>& sorted, double q) {
    return sorted[static_cast<std::size_t>(q * double(sorted.size() - 1) + 0.5)];
}

} // namespace sil
