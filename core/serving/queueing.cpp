#include "core/serving/queueing.h"

#include <limits>

namespace sil {

Queue mg1(double lambda, double meanService, double secondMoment) {
    Queue q;
    q.rho = lambda * meanService;
    q.mean_wait = q.rho < 1.0 ? lambda * secondMoment / (2.0 * (1.0 - q.rho))
                              : std::numeric_limits<double>::infinity();
    return q;
}

} // namespace sil
