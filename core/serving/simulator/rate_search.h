#pragma once
// The highest arrival rate a simulated replica holds within a service level. Every latency
// percentile only grows with load (up to sampling noise), so the rates that hold form an
// interval from zero: bracket it from a starting rate by doubling (or halving), then bisect
// geometrically. Used by the planner's verification and by the prediction of latency-bounded
// benchmark runs (MLPerf Server and Interactive).
#include <cmath>

namespace sil::sim {

struct RateSearch {
    double span = 16;   // bracket within start / span .. start x span
    int bisections = 6; // geometric halvings of the bracket
};

// The highest rate `holds` accepts, from `start`, which it accepts or not (`holdsAtStart`,
// already known to the caller); 0 when even start / span fails.
template <typename Holds>
double highestRate(double start, bool holdsAtStart, Holds holds, const RateSearch& search = {}) {
    double lo = 0, hi = 0;
    if (holdsAtStart) {
        lo = start;
        hi = 2 * start;
        while (hi < search.span * start && holds(hi)) {
            lo = hi;
            hi *= 2;
        }
    } else {
        hi = start;
        lo = start / search.span;
        if (!holds(lo)) return 0.0;
    }
    for (int i = 0; i < search.bisections; ++i) {
        const double mid = std::sqrt(lo * hi);
        (holds(mid) ? lo : hi) = mid;
    }
    return lo;
}

} // namespace sil::sim
