#pragma once
// From a layout to a fleet: whole replicas for the peak demand (or as many as a power budget
// holds), the cheapest candidate on one system, the service it gives at its own peak load, and
// the servers and racks the GPUs fill.
#include "core/economics/assumptions.h"
#include "core/serving/layout_search.h"

#include <string>
#include <vector>

namespace sil {

struct PlanResult;

// One candidate sized as a fleet.
struct SizedFleet {
    const Candidate* c = nullptr;
    int gpus = 0, replicas = 0, pre = 0, dec = 0;
    double peak_rps = 0; // what the fleet serves at its peak
};

// Every candidate sized for `peakRps`, or (when budgetGpus > 0) filling the budget; those that
// serve nothing are left out.
std::vector<SizedFleet> sizeFleets(const std::vector<Candidate>& candidates, double peakRps,
                                   int budgetGpus);

// The service a sized fleet gives at its own peak load per replica (whole replicas carry less
// than the search's limit): what a plan reports of it. Worked out for the fleets a plan
// describes, not for every candidate sized.
struct FleetAtPeak {
    double rps_per_replica = 0; // per replica (per decode replica when disaggregated)
    Operating replica;          // a replica (the decode side's, disaggregated) at that load
    Operating prefill;          // disaggregated: a prefill replica at its share of the peak
};
FleetAtPeak serviceAtPeak(const SizedFleet& fleet, const Targets& targets);

// Cheapest on one system = fewest GPUs (a demand) or most served (a budget). A disaggregated
// layout must be strictly better to be chosen. `sized` must not be empty.
const SizedFleet& cheapestFleet(const std::vector<SizedFleet>& sized, int budgetGpus);

// The servers and racks (floor positions) `gpus` fill: the catalog's rack (GPUs or kW per
// rack), else the scenario's servers per rack for systems sold as servers, fewer where the
// hall's kW per rack holds fewer (assumptions.hall_rack_kw); `na` says why neither applies.
struct RackCount {
    int servers = 0;
    int racks = 0;
    double rack_it_kw = 0.0;  // IT power of a full rack
    int servers_per_rack = 0; // systems racked by the scenario's servers per rack
    bool assumed = false;     // racked by the scenario's servers per rack
    std::string basis;        // the catalog's rack design, or the servers per rack
    std::string na;           // why racks is 0
};
RackCount countRacks(const System& system, int gpus, const Assumptions& assumptions,
                     double itKwPerGpu);

// countRacks for r.gpus into the plan's fields; sets r.gpus_bought (whole units, see
// boughtGpus).
void rackFleet(PlanResult& r, const System& system, const Assumptions& assumptions,
               double itKwPerGpu);

// A system is bought in whole units: racks for rack-scale systems (the catalog gives GPUs per
// rack: GB200 NVL72 in 72s), servers otherwise (GPUs per node), single GPUs when neither is
// known. purchaseUnitGpus is that unit's size; boughtGpus rounds a need up to whole units;
// wholeUnitsWithin rounds a power budget's GPUs down to whole units, so the hall holds them.
int purchaseUnitGpus(const System& system);
int boughtGpus(const System& system, int gpus);
int wholeUnitsWithin(const System& system, int budgetGpus);

} // namespace sil
