#pragma once
// The fleet behind a plan's count, rolled up once the count is settled: the servers and racks
// its GPUs fill, the GPUs bought, its IT and facility megawatts and what it leaves of the hall's,
// its cost per token (the TCO of the GPUs bought, and every rental quote) and its energy.
#include "core/catalog/catalog.h"
#include "core/economics/assumptions.h"
#include "core/serving/fleet_limits.h"
#include "core/serving/plan_query.h"
#include "core/serving/replica_model.h"
#include "core/serving/serving_setup.h"

namespace sil {

struct PlanResult;

// What the roll-up needs besides the plan itself.
struct FleetInputs {
    const Catalog& catalog;
    const System& system;
    const ServingSetup& setup;
    const PlanQuery& query;
    const Assumptions& assumptions;
    const FleetLimits& limits;
    const CostSpread& spread;
};

// Rolls up r.gpus serving `avgRps` an average hour and `peakRps` at the peak; the energy figures
// take the decode step at `decodeStep` and a prefill on `prefillReplica`. The hall must hold
// the count (hallOverrunOf).
void rollUpFleet(PlanResult& r, const FleetInputs& in, const Replica& prefillReplica,
                 const DecodeBreakdown& decodeStep, double avgRps, double peakRps);

} // namespace sil
