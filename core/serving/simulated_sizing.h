#pragma once
// The simulation's say over a plan of a demand: which layout it plans (between the cheapest
// aggregated layout with pipeline stages and the cheapest without), and how many GPUs its fleet
// takes (the simulated engine's count, where its own check at that count holds and the hall
// holds it). A power budget fixes the fleet: the simulation only checks its service there.
#include "core/economics/assumptions.h"
#include "core/serving/fleet.h"
#include "core/serving/fleet_limits.h"
#include "core/serving/plan_query.h"
#include "core/serving/plan_verification.h"
#include "core/serving/serving_setup.h"

#include <optional>
#include <string>
#include <vector>

namespace sil {

// The layout to plan, judged by simulation between the cheapest aggregated layout with pipeline
// stages and the cheapest without (on a demand, not a power budget). The analytic queue charges
// each prompt a whole engine step, which over-counts the GPUs of the larger replicas stages make
// (H100 Llama 2 70B at an MLPerf Server load: TP 1 by the analytic count, TP 1 x PP 2 on fewer
// GPUs in simulation, as NVIDIA runs it); the simulated engine's count decides. `simulated` is
// the chosen layout's verification, so it is not run twice.
struct SimulatedChoice {
    const SizedFleet* fleet = nullptr;
    std::optional<SimulatedService> simulated;
    std::string note;
};
SimulatedChoice chooseBySimulation(const ServingSetup& setup, const PlanQuery& query,
                                   const std::vector<SizedFleet>& sized, const SizedFleet& best);

// The hall a re-sized fleet must stand in.
struct HallOfFleet {
    const System& system;
    const Assumptions& assumptions;
    const FleetLimits& limits;
};

// The simulation's count (r.simulated) becomes the fleet's (more GPUs or fewer than the analytic
// search's): the layout's replicas and the service at the fleet's own peak load per replica as
// simulated. Returns the decode step at the simulated mean batch, which the energy figures then
// use. Kept analytic, with the reason in r.sizing_note (nothing returned), where the simulation
// found no count, its own check at that count fails, or the hall cannot hold it.
std::optional<DecodeBreakdown> adoptSimulatedCount(PlanResult& r, const SizedFleet& fleet,
                                                   const Replica& prefillReplica,
                                                   const HallOfFleet& hall);

} // namespace sil
