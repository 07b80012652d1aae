#pragma once
// Waiting before service in one queue: what a request waits for a replica's prefill capacity
// when arrivals are Poisson. The planner's analytic model; the simulator is checked against it.
#include <cmath>

namespace sil {

// Waiting time of an M/G/1 queue (Poisson arrivals, general service): the Pollaczek-Khinchine
// mean, with an exponential tail for those who wait (P(W > t) = rho exp(-rho t / E[W])).
struct Queue {
    double rho = 0, mean_wait = 0;
    double waitQuantile(double q) const {
        if (rho <= 0.0 || mean_wait <= 0.0 || q <= 1.0 - rho) return 0.0;
        return mean_wait / rho * std::log(rho / (1.0 - q));
    }
    double shareWithin(double t) const {
        if (t < 0.0) return 0.0;
        if (rho <= 0.0 || mean_wait <= 0.0) return 1.0;
        return 1.0 - rho * std::exp(-rho * t / mean_wait);
    }
};

Queue mg1(double lambda, double meanService, double secondMoment);

} // namespace sil
