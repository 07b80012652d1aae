#pragma once
// What a planned fleet costs per million input, output and blended tokens: owned (its TCO per
// hour, with the P10-P90 of the cost spread) and at every rental quote for its chip, the GPU
// time split between prefill and decode by the share each takes; and the joules per token.
#include "core/catalog/catalog.h"
#include "core/economics/assumptions.h"
#include "core/economics/tco.h"
#include "core/serving/plan_query.h"
#include "core/serving/replica_model.h"

namespace sil {

struct PlanResult;

// Prices r's fleet (r.gpus, r.prefill_time_share) for `avgRps` of `traffic` an average hour.
void priceFleet(PlanResult& r, const Catalog& catalog, const System& system,
                const TcoBreakdown& tco, const Assumptions& assumptions,
                const TrafficProfile& traffic, double avgRps, const CostSpread& spread);

// Board power through the decode step at the peak and through a prefill, and joules per input
// and output token at the GPU boards and at the facility (r.facility_mw), for `peakRps` served.
void fleetEnergy(PlanResult& r, const ServingSetup& setup, const PowerModel& power,
                 const Replica& prefillReplica, const DecodeBreakdown& decodeStep,
                 const TrafficProfile& traffic, double peakRps);

} // namespace sil
