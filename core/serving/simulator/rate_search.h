#pragma once
// The highest arrival rate a simulated replica holds within a service level. Every latency
// percentile only grows with load (up to sampling noise), so the rates that hold form an
// interval from zero. highestRateByLoad reads how close each probe came to its limits and aims
// at the limit, so it needs a few probes where a bisection on "holds or not" needs ten: the
// planner's verification (every system of a plan) and the prediction of latency-bounded
// benchmark runs (MLPerf Server and Interactive) both use it.
#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>
#include <vector>

namespace sil::sim {

// One probe of a replica at a rate: whether it holds within the service level; for each target,
// its percentile over its limit (below 1 where it holds; +inf where a queue still grows, whose
// percentiles depend on how long the run was: no loads).
struct RateProbe {
    bool holds = false;
    std::vector<double> loads;
};

struct LoadSearch {
    double span = 16;        // the answer lies within start / span .. start x span
    double tolerance = 0.02; // done when the highest rate that holds and the lowest that does
                             // not are this close (hi / lo - 1)
    int most_probes = 10;
    // Where the rate decides a count of replicas for this demand (requests/s; 0: none), the
    // search also ends once every rate left in the bracket gives the same count (and the bracket
    // is within a quarter), as the count is the answer.
    double demand = 0;
    // The first step from the start while one side is open (a factor: small where the start is
    // an estimate of the answer, as the analytic model's rate is); later ones grow up to
    // doubling.
    double first_step = 1.05;
};

// Where the line through two probes (log load against log rate) of each target reaches its
// limit, the nearest of them; 0 when no target's load grows between the two.
inline double rateAtLimit(double rateA, const std::vector<double>& loadsA, double rateB,
                          const std::vector<double>& loadsB) {
    double nearest = 0;
    if (!(rateA > 0) || !(rateB > 0) || rateA == rateB) return 0.0;
    for (std::size_t k = 0; k < std::min(loadsA.size(), loadsB.size()); ++k) {
        const double a = loadsA[k], b = loadsB[k];
        if (!(a > 0) || !(b > 0) || !std::isfinite(a) || !std::isfinite(b) || a == b) continue;
        const double slope = std::log(a / b) / std::log(rateA / rateB);
        if (!(slope > 0)) continue;
        const double at = rateA * std::exp(-std::log(a) / slope);
        if (std::isfinite(at) && (nearest == 0 || at < nearest)) nearest = at;
    }
    return nearest;
}

// The highest rate `probe` holds, from `start` (already probed: `atStart`), in a few probes.
// Below saturation each target's percentile grows smoothly with the rate, so a step aims where
// the line through the last two settled probes says the first target reaches its limit
// (targets whose load does not grow are left out); an aim beyond an end of the bracket found so
// far probes just inside that end. Where two probes in a row land on the same side of the
// bracket, or nothing can be said, the bracket's geometric middle is taken (while one side is
// still open, a step from the start that grows up to doubling: LoadSearch::first_step), so the
// search never does much worse than a bisection. 0 when even start / span does not hold.
template <typename Probe>
double highestRateByLoad(double start, RateProbe atStart, Probe probe, const LoadSearch& s = {}) {
    const double inf = std::numeric_limits<double>::infinity();
    const double floor = start / s.span, ceiling = start * s.span;
    const double margin = 1 + 0.5 * s.tolerance;
    double lo = 0, hi = inf;                 // the highest rate held, the lowest not held
    double settledRate = 0, earlierRate = 0; // the last two settled probes
    std::vector<double> settledLoads, earlierLoads;
    int run = 0; // probes in a row on the same side
    bool lastHeld = atStart.holds;
    double step = std::max(s.first_step, 1 + s.tolerance);
    auto record = [&](double r, RateProbe&& p) {
        run = p.holds == lastHeld ? run + 1 : 1;
        lastHeld = p.holds;
        (p.holds ? lo : hi) = r;
        if (p.loads.empty()) return;
        earlierRate = std::exchange(settledRate, r);
        earlierLoads = std::exchange(settledLoads, std::move(p.loads));
    };
    record(start, std::move(atStart));
    for (int i = 0; i < s.most_probes; ++i) {
        if (lo > 0 && hi <= lo * (1 + s.tolerance)) break; // bracketed
        if (s.demand > 0 && lo > 0 && hi <= 1.25 * lo &&
            std::ceil(s.demand / lo - 1e-9) == std::ceil(s.demand / hi - 1e-9))
            break;                                      // the count is decided
        if (lo == 0 && hi <= floor * margin) break;     // nothing holds
        if (hi == inf && lo >= ceiling / margin) break; // holds as far as searched
        const bool bracketed = lo > 0 && hi < inf;
        double next = !bracketed || run < 2
                          ? rateAtLimit(settledRate, settledLoads, earlierRate, earlierLoads)
                          : 0.0;
        const double low = lo > 0 ? lo * margin : floor, high = hi < inf ? hi / margin : ceiling;
        // An estimate beyond an end the probes found: just inside that end, so one probe there
        // either closes the bracket or moves it.
        if (next > 0 && lo > 0 && next <= low) next = std::min(lo * (1 + s.tolerance), high);
        if (next > 0 && hi < inf && next >= high) next = std::max(hi / (1 + s.tolerance), low);
        if (!(next >= low && next <= high)) { // no estimate, or none the probes allow
            if (bracketed) {
                next = std::sqrt(lo * hi);
            } else { // one side still open: steps growing from the first one, up to doubling
                next = lo > 0 ? lo * step : hi / step;
                step = std::min(step * step, 2.0);
            }
        }
        next = std::clamp(next, std::min(low, high), high);
        record(next, probe(next));
    }
    return lo;
}

} // namespace sil::sim
