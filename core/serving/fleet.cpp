#include "core/serving/fleet.h"

#include "core/serving/planner.h"

#include <algorithm>
#include <cmath>

namespace sil {

std::vector<SizedFleet> sizeFleets(const std::vector<Candidate>& candidates, double peakRps,
                                   int budgetGpus) {
    std::vector<SizedFleet> out;
    for (const Candidate& c : candidates) {
        SizedFleet s;
        s.c = &c;
        if (c.kind == LayoutChoiceKind::Aggregated) {
            if (budgetGpus > 0) {
                s.replicas = budgetGpus / c.gpusPerReplica();
                s.peak_rps = s.replicas * c.agg.lambda;
            } else {
                s.replicas = std::max(1, int(std::ceil(peakRps / c.agg.lambda - 1e-9)));
                s.peak_rps = peakRps;
            }
            s.gpus = s.replicas * c.gpusPerReplica();
        } else {
            if (budgetGpus > 0) {
                // Split the budget in the ratio the two sides need, then whole replicas.
                const double share = (c.prefill_tp / c.pre.lambda) / c.gpus_per_rps;
                s.pre = std::max(1, int(budgetGpus * share / c.prefill_tp));
                s.dec = std::max(1, (budgetGpus - s.pre * c.prefill_tp) / c.tp);
                s.peak_rps = std::min(s.pre * c.pre.lambda, s.dec * c.dec.lambda);
            } else {
                s.pre = std::max(1, int(std::ceil(peakRps / c.pre.lambda - 1e-9)));
                s.dec = std::max(1, int(std::ceil(peakRps / c.dec.lambda - 1e-9)));
                s.peak_rps = peakRps;
            }
            s.gpus = s.pre * c.prefill_tp + s.dec * c.tp;
        }
        if (s.gpus > 0 && s.peak_rps > 0) out.push_back(s);
    }
    return out;
}

FleetAtPeak serviceAtPeak(const SizedFleet& fleet, const Targets& targets) {
    const Candidate& c = *fleet.c;
    const Replica& rep = *c.replica;
    FleetAtPeak at;
    if (c.kind == LayoutChoiceKind::Aggregated) {
        at.rps_per_replica = fleet.peak_rps / fleet.replicas;
        at.replica = aggregatedAt(rep, at.rps_per_replica, targets);
        return at;
    }
    at.rps_per_replica = fleet.peak_rps / fleet.dec;
    at.replica = decodeOnlyAt(rep, at.rps_per_replica, targets);
    at.prefill = prefillOnlyAt(*c.prefillReplica, fleet.peak_rps / fleet.pre, targets, c.kv_move_s,
                               rep.decode->at(1).step_ms / 1e3);
    return at;
}

const SizedFleet& cheapestFleet(const std::vector<SizedFleet>& sized, int budgetGpus) {
    const SizedFleet* best = nullptr;
    for (const SizedFleet& s : sized) {
        if (!best) {
            best = &s;
            continue;
        }
        const bool disagg = s.c->kind == LayoutChoiceKind::Disaggregated;
        const bool better =
            budgetGpus > 0 ? s.peak_rps > best->peak_rps * (disagg ? 1.0 + 1e-9 : 1.0)
                           : (s.gpus < best->gpus || (s.gpus == best->gpus && !disagg &&
                                                      s.c->gpus_per_rps < best->c->gpus_per_rps));
        if (better) best = &s;
    }
    return *best;
}

RackCount countRacks(const System& system, int gpus, const Assumptions& assumptions,
                     double itKwPerGpu) {
    RackCount k;
    const double perNode = system.gpus_per_node.value_or(0);
    k.servers = perNode > 0 ? int(std::ceil(gpus / perNode - 1e-9)) : 0;
    if (system.gpus_per_rack && *system.gpus_per_rack > 0) {
        k.racks = int(std::ceil(gpus / *system.gpus_per_rack - 1e-9));
        k.rack_it_kw = system.rack_power_kw.value_or(*system.gpus_per_rack * itKwPerGpu);
        k.basis = "the catalog's rack of " + g3(*system.gpus_per_rack) + " GPUs";
    } else if (system.rack_power_kw && *system.rack_power_kw > 0 && itKwPerGpu > 0) {
        k.racks = int(std::ceil(gpus * itKwPerGpu / *system.rack_power_kw - 1e-9));
        k.rack_it_kw = *system.rack_power_kw;
        k.basis = "the catalog's rack power of " + g3(*system.rack_power_kw) + " kW";
    } else if (k.servers > 0) {
        // Sold as servers: racked `servers_per_rack` to a rack (the scenario's assumption), or
        // as many as the hall's kW per rack powers and cools where that is fewer.
        const double scenarioPerRack = std::max(1.0, std::floor(assumptions.servers_per_rack));
        const double serverKw = perNode * itKwPerGpu;
        double perRack = scenarioPerRack;
        if (assumptions.hall_rack_kw > 0 && serverKw > 0)
            perRack = std::min(perRack, std::floor(assumptions.hall_rack_kw / serverKw + 1e-9));
        if (perRack < 1) {
            k.na = "one server draws " + g3(serverKw) + " kW, more than the hall's " +
                   g3(assumptions.hall_rack_kw) + " kW per rack";
            return k;
        }
        k.servers_per_rack = int(perRack);
        k.racks = int(std::ceil(k.servers / perRack - 1e-9));
        k.rack_it_kw = perRack * serverKw;
        k.assumed = true;
        k.basis = perRack < scenarioPerRack
                      ? g3(perRack) + (perRack == 1 ? " server" : " servers") +
                            " per rack (as many as the hall's " + g3(assumptions.hall_rack_kw) +
                            " kW per rack holds; the scenario says " + g3(scenarioPerRack) + ")"
                      : g3(perRack) + " servers per rack (scenario assumption; NVIDIA's DGX "
                                      "reference racks hold 4)";
    } else {
        k.na = "the catalog gives no GPUs per server or rack for " + system.id;
    }
    return k;
}

void rackFleet(PlanResult& r, const System& system, const Assumptions& assumptions,
               double itKwPerGpu) {
    const RackCount k = countRacks(system, r.gpus, assumptions, itKwPerGpu);
    r.servers = k.servers;
    r.racks = k.racks;
    r.rack_it_kw = k.rack_it_kw;
    r.racks_basis = k.basis;
    r.racks_assumed = k.assumed;
    r.racks_na = k.na;
    r.gpus_bought = boughtGpus(system, r.gpus);
    r.system_unit_is_rack = system.gpus_per_rack && *system.gpus_per_rack >= 1;
}

int boughtGpus(const System& system, int gpus) {
    const int unit = purchaseUnitGpus(system);
    return unit > 1 ? (gpus + unit - 1) / unit * unit : gpus;
}

int purchaseUnitGpus(const System& system) {
    if (system.gpus_per_rack && *system.gpus_per_rack >= 1)
        return static_cast<int>(std::round(*system.gpus_per_rack));
    if (system.gpus_per_node && *system.gpus_per_node >= 1)
        return static_cast<int>(std::round(*system.gpus_per_node));
    return 1;
}

int wholeUnitsWithin(const System& system, int budgetGpus) {
    const int unit = purchaseUnitGpus(system);
    return unit > 1 ? budgetGpus / unit * unit : budgetGpus;
}

} // namespace sil
