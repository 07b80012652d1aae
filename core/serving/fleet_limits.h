#pragma once
// What bounds a fleet on one system before any layout is sized: the all-in IT power per GPU its
// megawatts are counted in, the hall that must hold it, the GPUs a facility power budget fills,
// and why the system cannot be planned at all. A count the sizing settles on is then checked
// against the hall's MW (hallOverrunOf).
#include "core/catalog/catalog.h"
#include "core/catalog/figure.h"
#include "core/economics/assumptions.h"

#include <string>

namespace sil {

struct FleetLimits {
    Figure it_kw_per_gpu; // all-in IT power per GPU (TcoBreakdown::it_kw), n/a with its reason
    double it_kw = 0.0;   // its value, 0 when n/a
    bool hall_limited = false;
    int hall_gpus = -1;  // the GPUs the hall's MW feeds in whole units; -1: no MW limit
    int budget_gpus = 0; // the GPUs a facility power budget fills; 0: sized for a demand
    std::string refused; // why no fleet can stand on the system ("" when one can)
};

// The limits for `system` in the scenario's hall, filling `facilityMw` when it is positive (a
// budget larger than the hall fills the hall).
FleetLimits fleetLimits(const System& system, const Chip* chip, const Assumptions& assumptions,
                        double facilityMw);

// Why the hall cannot hold `gpus` (whole units bought, in their racks), "" when it can or when
// no hall is named.
std::string hallOverrunOf(const System& system, const Assumptions& assumptions,
                          const FleetLimits& limits, int gpus);

} // namespace sil
