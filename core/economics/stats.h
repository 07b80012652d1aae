#pragma once
// Order statistics the charts and the uncertainty bands share.
#include <cmath>
#include <cstddef>
#include <vector>

namespace sil {

// The q-quantile (0..1) of ascending `sorted` by nearest rank; `sorted` must not be empty.
inline double quantileOfSorted(const std::vector<double>& sorted, double q) {
    return sorted[static_cast<std::size_t>(q * double(sorted.size() - 1) + 0.5)];
}

// The q-quantile (0..1) of ascending `sorted`, linear between the closest ranks (numpy's
// default percentile, as benchmark tools report latencies); `sorted` must not be empty.
inline double interpolatedQuantileOfSorted(const std::vector<double>& sorted, double q) {
    const double pos = q * double(sorted.size() - 1);
    const std::size_t i = static_cast<std::size_t>(pos);
    const double f = pos - double(i);
    return i + 1 < sorted.size() ? sorted[i] + (sorted[i + 1] - sorted[i]) * f : sorted[i];
}

// The p-quantile (0..1) of the triangular distribution over low <= mode <= high (its inverse
// CDF): how the uncertainty draws turn a uniform number into a value within a range.
inline double triangularQuantile(double low, double mode, double high, double p) {
    if (!(high > low)) return mode;
    const double c = (mode - low) / (high - low);
    return p < c ? low + std::sqrt(p * (high - low) * (mode - low))
                 : high - std::sqrt((1.0 - p) * (high - low) * (high - mode));
}

} // namespace sil
