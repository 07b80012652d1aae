#include "core/serving/fleet_limits.h"

#include "core/economics/tco.h"
#include "core/serving/fleet.h"
#include "core/serving/hall.h"

#include <algorithm>
#include <cmath>

namespace sil {

FleetLimits fleetLimits(const System& system, const Chip* chip, const Assumptions& assumptions,
                        double facilityMw) {
    FleetLimits l;
    l.it_kw_per_gpu = itKwPerGpu(system, chip, assumptions);
    l.it_kw = l.it_kw_per_gpu.ok() ? l.it_kw_per_gpu.value() : 0.0;
    l.hall_limited = hallIsLimited(assumptions);
    l.refused = hallRefusal(system, assumptions, l.it_kw);
    if (!l.refused.empty()) return l;
    l.hall_gpus = gpusTheHallHolds(system, assumptions, l.it_kw);
    if (!(facilityMw > 0)) return l;
    if (!(l.it_kw > 0)) {
        l.refused = "no all-in IT power figure, so no power budget can be filled";
        return l;
    }
    l.budget_gpus = wholeUnitsWithin(
        system, static_cast<int>(std::floor(facilityMw * 1e3 / (l.it_kw * assumptions.pue))));
    if (l.hall_gpus >= 0) l.budget_gpus = std::min(l.budget_gpus, l.hall_gpus);
    return l;
}

std::string hallOverrunOf(const System& system, const Assumptions& assumptions,
                          const FleetLimits& limits, int gpus) {
    const int bought = boughtGpus(system, gpus);
    if (limits.hall_gpus < 0 || bought <= limits.hall_gpus) return {};
    // Over: the racks it would fill, for the reason.
    const int racks = countRacks(system, gpus, assumptions, limits.it_kw).racks;
    return hallOverrun(system, assumptions, limits.it_kw, bought, racks);
}

} // namespace sil
