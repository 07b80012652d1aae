#include "core/serving/fleet_rollup.h"

#include "core/economics/tco.h"
#include "core/serving/fleet.h"
#include "core/serving/fleet_cost.h"
#include "core/serving/planner.h"

namespace sil {

void rollUpFleet(PlanResult& r, const FleetInputs& in, const Replica& prefillReplica,
                 const DecodeBreakdown& decodeStep, double avgRps, double peakRps) {
    const TrafficProfile& tr = in.query.traffic;
    const double itKwPerGpu = in.limits.it_kw;
    r.requests_per_s = avgRps;
    r.output_tokens_per_s = avgRps * tr.output_tokens;
    rackFleet(r, in.system, in.assumptions, itKwPerGpu);
    r.it_mw = r.gpus_bought * itKwPerGpu / 1e3;
    r.facility_mw = r.it_mw * in.assumptions.pue;
    if (!(itKwPerGpu > 0))
        r.power_na = in.limits.it_kw_per_gpu.ok() ? "no all-in IT power figure"
                                                  : in.limits.it_kw_per_gpu.reason();
    if (in.assumptions.hall_mw > 0) r.hall_mw_left = in.assumptions.hall_mw - r.facility_mw;
    const TcoBreakdown tco = computeTco(in.system, in.setup.chip, in.assumptions);
    priceFleet(r, in.catalog, in.system, tco, in.assumptions, tr, avgRps, in.spread);
    fleetEnergy(r, in.setup, in.query.power, prefillReplica, decodeStep, tr, peakRps);
    if (r.facility_mw > 0)
        r.output_tokens_per_s_per_mw = peakRps * tr.output_tokens / r.facility_mw;
}

} // namespace sil
