#include "core/serving/planner.h"

#include "core/serving/spread_over_threads.h"

#include "core/serving/fleet.h"
#include "core/serving/fleet_limits.h"
#include "core/serving/fleet_rollup.h"
#include "core/serving/layout_search.h"
#include "core/serving/plan_assumptions.h"
#include "core/serving/plan_service.h"
#include "core/serving/replica_model.h"
#include "core/serving/serving_setup.h"
#include "core/serving/simulated_sizing.h"

#include <algorithm>
#include <limits>
#include <thread>

namespace sil {

namespace {

// Why no layout gives a fleet: the search's reason, or a power budget too small for a replica.
std::string noFleetReason(const LayoutSearch& search, int budgetGpus) {
    std::string why = search.whyNone();
    if (budgetGpus > 0 && !search.candidates.empty())
        why = "the budget holds " + std::to_string(budgetGpus) + " GPUs, fewer than one replica";
    return why.empty() ? "no layout meets the service level"
                       : "no layout meets the service level: " + why;
}

// The layout to plan: the analytic search's cheapest, or on a simulated demand the one the
// simulated engine needs the fewest GPUs for.
SimulatedChoice chooseLayout(const ServingSetup& setup, const PlanQuery& query,
                             const std::vector<SizedFleet>& sized, int budgetGpus) {
    const SizedFleet& cheapest = cheapestFleet(sized, budgetGpus);
    if (query.simulate && budgetGpus == 0) return chooseBySimulation(setup, query, sized, cheapest);
    SimulatedChoice choice;
    choice.fleet = &cheapest;
    return choice;
}

} // namespace

// One pass down: the inputs (setup), the replica model per layout and the layout search, what
// bounds the fleet, every layout sized as a fleet and the one chosen, the fleet's count (the
// analytic search's, or the simulation's), then that fleet rolled up once (racks, MW, cost,
// energy) and the assumptions named.
PlanResult planSystem(const Catalog& catalog, const System& system, const LlmModel& model,
                      const PlanQuery& query, const Assumptions& assumptions,
                      const CostSpread& spread) {
    PlanResult r;
    r.system = system.id;
    ServingSetup setup;
    const bool ready = prepareServing(catalog, system, model, query, setup, r.why_not);
    r.engine_id = setup.eff.engine_id;
    r.engine_label = setup.eff.engine_label;
    r.fitted_profile_id = setup.eff.fitted_profile_id;
    if (!ready) return r;
    const TrafficProfile& tr = query.traffic;

    const ReplicaSet replicas = buildReplicas(setup, tr, model.id, {query.tp, query.pp, query.ep});
    if (!replicas.error.empty() || replicas.replicas.empty()) {
        r.why_not = !replicas.error.empty() ? replicas.error : replicas.why_none;
        return r;
    }
    const LayoutSearch search =
        searchLayouts(setup, replicas.replicas, tr.prompt_tokens, query.layout);

    const FleetLimits limits = fleetLimits(system, setup.chip, assumptions, query.facility_mw);
    r.hall_limited = limits.hall_limited;
    if (!limits.refused.empty()) {
        r.why_not = limits.refused;
        return r;
    }
    const double peakRps = tr.requests_per_s * tr.peak_to_average;
    const std::vector<SizedFleet> sized =
        sizeFleets(search.candidates, peakRps, limits.budget_gpus);
    if (sized.empty()) {
        r.why_not = noFleetReason(search, limits.budget_gpus);
        return r;
    }
    const SimulatedChoice choice = chooseLayout(setup, query, sized, limits.budget_gpus);
    const SizedFleet& best = *choice.fleet;
    const FleetAtPeak atPeak = serviceAtPeak(best, setup.targets);
    describeService(r, best, atPeak);
    if (const std::string missed = missedTarget(r, setup.targets); !missed.empty()) {
        r.fits = false;
        r.why_not = "no layout meets the service level at the planned load: " + missed;
        return r;
    }
    const Replica& preRep = best.c->prefillReplica ? *best.c->prefillReplica : *best.c->replica;
    r.prefill_ms_per_request = preRep.prefill.mean_s * 1e3;

    // The count: the analytic search's, which the hall must hold, or the simulation's.
    if (std::string over = hallOverrunOf(system, assumptions, limits, r.gpus); !over.empty()) {
        r.fits = false;
        r.why_not = over;
        return r;
    }
    r.analytic_gpus = r.gpus;
    DecodeBreakdown decodeStep = atPeak.replica.step;
    if (query.simulate) {
        r.simulated = choice.simulated ? *choice.simulated : verifyBySimulation(setup, r, query);
        if (limits.budget_gpus > 0)
            r.sizing_note = "a power budget fixes the fleet: the simulation checks its service";
        else if (const auto step =
                     adoptSimulatedCount(r, best, preRep, {system, assumptions, limits}))
            decodeStep = *step;
    }

    const double avgRps =
        limits.budget_gpus > 0 ? best.peak_rps / tr.peak_to_average : tr.requests_per_s;
    rollUpFleet(r, {catalog, system, setup, query, assumptions, limits, spread}, preRep, decodeStep,
                avgRps, best.peak_rps);
    r.assumptions = planAssumptions(r, setup, query);
    if (!choice.note.empty()) r.assumptions.push_back(choice.note);
    return r;
}

std::vector<PlanResult> planAll(const Catalog& catalog, const std::vector<const System*>& systems,
                                const LlmModel& model, const PlanQuery& query,
                                const Assumptions& assumptions,
                                const std::vector<CostSpread>& spreads) {
    std::vector<PlanResult> out(systems.size());
    const auto planOne = [&](std::size_t k) {
        const System* s = systems[k];
        CostSpread spread;
        if (!spreads.empty()) {
            const std::size_t i = static_cast<std::size_t>(s - catalog.systems.data());
            if (i < spreads.size()) spread = spreads[i];
        }
        out[k] = planSystem(catalog, *s, model, query, assumptions, spread);
    };
    // Systems are planned independently (pure functions of const inputs): a thousand of them,
    // or any few whose plans are simulated (tens of milliseconds each), spread over the cores,
    // each worker taking the next system left; a handful of analytic plans on the calling thread.
    const bool spread = systems.size() >= 64 || (query.simulate && systems.size() > 1);
    const std::size_t workers =
        spread ? std::clamp<std::size_t>(std::thread::hardware_concurrency(), 1, 8) : 1;
    spreadOverThreads(systems.size(), workers, planOne);
    auto rank = [](const PlanResult& r) {
        if (!r.fits) return std::pair(2, 0.0);
        if (r.owned_cost) return std::pair(0, r.usd_per_million_tokens_blended.value);
        if (!r.rentals.empty())
            return std::pair(1, r.rentals.front().usd_per_million_tokens_blended);
        return std::pair(1, std::numeric_limits<double>::infinity());
    };
    std::stable_sort(out.begin(), out.end(),
                     [&](const PlanResult& a, const PlanResult& b) { return rank(a) < rank(b); });
    return out;
}

} // namespace sil
