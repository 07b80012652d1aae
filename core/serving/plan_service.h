#pragma once
// The service a plan reports: the chosen fleet's layout and what a request sees at the fleet's
// own peak load per replica (TTFT, TPOT, goodput, where the decode step goes), copied from what
// the fleet's sizing worked out (serviceAtPeak), and what of the targets it misses.
#include "core/serving/fleet.h"
#include "core/serving/planner.h"

#include <string>

namespace sil {

// The layout of `fleet` and its service `atPeak` into r; r.fits set.
void describeService(PlanResult& r, const SizedFleet& fleet, const FleetAtPeak& atPeak);

// What the service at the peak misses of the targets it was given ("" when it meets them all).
// A plan that reports a layout is a promise: the search's per-replica limits should never let
// one through, and this says so loudly instead of printing a miss.
std::string missedTarget(const PlanResult& r, const Targets& t);

} // namespace sil
