#include "core/serving/planner.h"

#include "core/economics/tco.h"
#include "core/serving/engine_limits.h"
#include "core/serving/fleet.h"
#include "core/serving/fleet_cost.h"
#include "core/serving/hall.h"
#include "core/serving/layout_search.h"
#include "core/serving/replica_model.h"
#include "core/serving/serving_setup.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>
#include <optional>
#include <thread>

namespace sil {

namespace {

// The service the chosen fleet gives at its own peak load per replica (not the search's
// limit): the layout, TTFT, TPOT, goodput and where the decode step goes. Returns the decode
// side's operating point, which the energy figures use.
// What the service at the peak misses of the targets it was given ("" when it meets them all).
// A plan that reports a layout is a promise: the search's per-replica limits should never let
// one through, and this says so loudly instead of printing a miss.
std::string missedTarget(const PlanResult& r, const Targets& t) {
    constexpr double kSlack = 1e-9; // rounding of the bisection, not a tolerance
    if (r.ttft_p50_s > t.ttft50 * (1 + kSlack))
        return "the median first token takes " + g3(r.ttft_p50_s) + " s against a target of " +
               g3(t.ttft50) + " s";
    if (r.ttft_p90_s > t.ttft90 * (1 + kSlack))
        return "the P90 first token takes " + g3(r.ttft_p90_s) + " s against a target of " +
               g3(t.ttft90) + " s";
    if (r.tpot_ms / 1e3 > t.tpot_s * (1 + kSlack))
        return "a token takes " + g3(r.tpot_ms) + " ms against a target of " + g3(t.tpot_s * 1e3) +
               " ms";
    return {};
}

Operating describeService(PlanResult& r, const SizedFleet& fleet, const Targets& targets) {
    const Candidate& c = *fleet.c;
    r.fits = true;
    r.gpus = fleet.gpus;
    r.layout.kind = c.kind;
    r.layout.tp = c.tp;
    r.layout.ep = c.ep;
    r.layout.pp = c.pp;
    r.layout.spans_nodes = c.replica->spans_nodes;
    const Operating& decodeSide = c.kind == LayoutChoiceKind::Aggregated ? c.agg : c.dec;
    if (c.kind == LayoutChoiceKind::Aggregated) {
        r.layout.replicas = fleet.replicas;
        r.layout.requests_per_s_per_replica = fleet.peak_rps / fleet.replicas;
    } else {
        r.layout.prefill_tp = c.prefill_tp;
        r.layout.prefill_replicas = fleet.pre;
        r.layout.decode_replicas = fleet.dec;
        r.layout.requests_per_s_per_replica = fleet.peak_rps / fleet.dec;
    }
    const Replica& rep = *c.replica;
    Operating atPeak = decodeSide;
    Operating preAtPeak = c.pre;
    if (c.kind == LayoutChoiceKind::Aggregated) {
        atPeak = aggregatedAt(rep, r.layout.requests_per_s_per_replica, targets);
        r.ttft_p50_s = atPeak.ttft50;
        r.ttft_p90_s = atPeak.ttft90;
        r.goodput = atPeak.goodput;
        r.prefill_time_share = atPeak.prefill_share;
    } else {
        atPeak = decodeOnlyAt(rep, fleet.peak_rps / fleet.dec, targets);
        preAtPeak = prefillOnlyAt(*c.prefillReplica, fleet.peak_rps / fleet.pre, targets,
                                  c.kv_move_s, rep.decode->at(1).step_ms / 1e3);
        r.ttft_p50_s = preAtPeak.ttft50;
        r.ttft_p90_s = preAtPeak.ttft90;
        r.goodput = preAtPeak.goodput * atPeak.goodput;
        r.kv_transfer_ms = c.kv_move_s * 1e3;
        r.prefill_time_share =
            double(fleet.pre * c.prefill_tp) / double(fleet.pre * c.prefill_tp + fleet.dec * c.tp);
    }
    r.layout.concurrency_per_replica = atPeak.concurrency;
    r.tpot_ms = atPeak.tpot_s * 1e3;
    r.decode_step_ms = atPeak.step.step_ms;
    r.decode_memory_ms = atPeak.step.memory_ms;
    r.decode_compute_ms = atPeak.step.compute_ms;
    r.decode_overhead_ms = atPeak.step.overhead_ms;
    r.decode_comm_ms = atPeak.step.tp_comm_ms + atPeak.step.ep_comm_ms;
    return atPeak;
}

std::string hallSummary(const PlanResult& r) {
    return r.hall_limited ? "the scenario's hall (hall_mw, hall_rack_kw, hall_cooling; 0 is no "
                            "limit) checked: cooling, kW per rack, facility MW"
                          : "none named (no limit on MW, kW per rack or cooling)";
}

// A replica on pipeline stages, in words: the stages, where they sit, and what it costs.
std::string stagesAssumption(const PlanLayout& l) {
    return "pipeline stages: " + std::to_string(l.pp) + " of TP " + std::to_string(l.tp) +
           " each, the sequences passing them as micro-batches; activations handed to the next "
           "stage over " +
           (l.spans_nodes ? std::string("the scale-out fabric (the stages sit in different "
                                        "nodes: one node cannot hold the model)")
                          : std::string("the scale-up links")) +
           ", timed by the collective model";
}

std::vector<std::string> planAssumptions(const PlanResult& r, const ServingSetup& setup,
                                         const PlanQuery& query) {
    std::vector<std::string> out = {
        "engine: " + setup.eff.engine_label,
        "usable memory " + g3(setup.eff.memory_utilization) + " of " + g3(*setup.chip->memory_gb) +
            " GiB as the device reports it (the engine's gpu_memory_utilization)",
        "KV cache paged: tokens in flight (prompt + half the output on average), as vLLM and "
        "SGLang allocate",
        "engine limits: " +
            engineLimitsNote(servingEngineOf(setup.eff.engine_id), *setup.chip,
                             {static_cast<int>(setup.chunk_tokens), setup.max_seqs}) +
            "; prefill chunked into steps of that many tokens",
        "queueing before the first token: M/G/1 (Poisson arrivals), Pollaczek-Khinchine mean "
        "with an exponential tail; replicas at most " +
            g3(kMaxLoad * 100) + " % busy",
        "cost split: prefill's share of GPU time to input tokens, the rest to output tokens; "
        "cached prompt tokens skip prefill and are priced at 0 compute",
        "power: " + query.power.source,
        "racks: " + (r.racks > 0 ? r.racks_basis : r.racks_na),
        "hall: " + hallSummary(r),
        "bought in whole " + std::string(r.system_unit_is_rack ? "racks" : "servers") +
            ": capex, opex, MW and the owned cost per token count the GPUs bought; rented "
            "figures count the GPUs the traffic needs",
        "efficiencies: " +
            (setup.eff.used.empty() ? std::string("built in") : setup.eff.used.front().source)};
    if (r.layout.pp > 1) out.push_back(stagesAssumption(r.layout));
    return out;
}

// What the fleet's roll-up needs besides the plan itself.
struct FleetInputs {
    const Catalog& catalog;
    const System& system;
    const ServingSetup& setup;
    const PlanQuery& query;
    const Assumptions& assumptions;
    const TcoBreakdown& tco;
    double it_kw_per_gpu;
    const CostSpread& spread;
};

// The fleet behind r.gpus: servers and racks, megawatts, its cost per token and its energy.
// Returns why the hall cannot hold it ("" when it can, or when no hall is named).
std::string rollUpFleet(PlanResult& r, const FleetInputs& in, const Replica& prefillReplica,
                        const DecodeBreakdown& decodeStep, double avgRps, double peakRps) {
    const TrafficProfile& tr = in.query.traffic;
    r.requests_per_s = avgRps;
    r.output_tokens_per_s = avgRps * tr.output_tokens;
    rackFleet(r, in.system, in.assumptions, in.it_kw_per_gpu);
    r.it_mw = r.gpus_bought * in.it_kw_per_gpu / 1e3;
    r.facility_mw = r.it_mw * in.assumptions.pue;
    if (!(in.it_kw_per_gpu > 0))
        r.power_na = in.tco.it_kw.ok() ? "no all-in IT power figure" : in.tco.it_kw.reason();
    if (std::string over =
            hallOverrun(in.system, in.assumptions, in.it_kw_per_gpu, r.gpus_bought, r.racks);
        !over.empty())
        return over;
    if (in.assumptions.hall_mw > 0) r.hall_mw_left = in.assumptions.hall_mw - r.facility_mw;
    priceFleet(r, in.catalog, in.system, in.tco, in.assumptions, tr, avgRps, in.spread);
    fleetEnergy(r, in.setup, in.query.power, prefillReplica, decodeStep, tr, peakRps);
    if (r.facility_mw > 0)
        r.output_tokens_per_s_per_mw = peakRps * tr.output_tokens / r.facility_mw;
    return {};
}

// The simulation's count becomes the fleet (more GPUs or fewer than the analytic search's):
// the layout's replicas, the service at the fleet's own peak load per replica as simulated,
// and the servers, racks, MW, cost and energy rolled up again. The decode step behind the
// energy figures is the one at the simulated mean batch. Kept analytic, with the reason, where
// the simulation found no count or its own check at that count fails.
void adoptSimulatedSize(PlanResult& r, const FleetInputs& in, const Candidate& c,
                        const Replica& prefillReplica, double peakRps, double avgRps) {
    const SimulatedService& s = r.simulated;
    if (!s.done || s.gpus_needed <= 0 || !s.sized_done) {
        r.sizing_note = s.done ? "the simulation found no load within the targets: the analytic "
                                 "count stands"
                               : "not simulated: the analytic count stands";
        return;
    }
    if (!s.sized_meets_targets) {
        r.sizing_note = "the simulated count still misses a target (or its queue still grows) "
                        "when run on its own with replicas added: the analytic count stands";
        return;
    }
    PlanResult resized = r; // kept only when the hall holds the re-sized fleet too
    PlanLayout& l = resized.layout;
    if (l.kind == LayoutChoiceKind::Aggregated) {
        l.replicas = s.replicas_needed;
        l.requests_per_s_per_replica = peakRps / l.replicas;
        resized.prefill_time_share =
            std::min(1.0, l.requests_per_s_per_replica * prefillReplica.prefillBusyS());
    } else {
        l.prefill_replicas = s.prefill_replicas_needed;
        l.decode_replicas = s.decode_replicas_needed;
        l.requests_per_s_per_replica = peakRps / l.decode_replicas;
        const double pre = double(l.prefill_replicas * l.prefill_tp);
        resized.prefill_time_share = pre / (pre + double(l.decode_replicas * l.tp));
    }
    resized.gpus = s.gpus_needed;
    const SimulatedLatency& at = s.at_sized;
    resized.ttft_p50_s = at.ttft_ms_p50 / 1e3;
    resized.ttft_p90_s = at.ttft_ms_p90 / 1e3;
    resized.tpot_ms = at.tpot_ms_p50;
    resized.goodput = at.goodput;
    l.concurrency_per_replica = at.mean_batch;
    const DecodeBreakdown step = c.replica->decode->at(std::max(1.0, at.mean_batch));
    resized.decode_step_ms = step.step_ms;
    resized.decode_memory_ms = step.memory_ms;
    resized.decode_compute_ms = step.compute_ms;
    resized.decode_overhead_ms = step.overhead_ms;
    resized.decode_comm_ms = step.tp_comm_ms + step.ep_comm_ms;
    resized.rentals.clear();
    if (std::string over = rollUpFleet(resized, in, prefillReplica, step, avgRps, peakRps);
        !over.empty()) {
        r.sizing_note = "the simulated count of " + std::to_string(s.gpus_needed) +
                        " GPUs does not fit the hall (" + over + "): the analytic count stands";
        return;
    }
    r = std::move(resized);
    r.sized_by_simulation = true;
}

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

std::string layoutWords(const PlanLayout& l) {
    return "TP " + std::to_string(l.tp) + (l.pp > 1 ? " x PP " + std::to_string(l.pp) : "");
}

// The fewest GPUs a layout could need in simulation: its replicas decoding only, with no prefill
// between the steps, at the highest rate that holds the token-rate target (a simulated replica,
// whose steps also carry prefill chunks, holds less). A layout whose bound is no better than
// another's simulated count is not simulated.
int fewestGpusBound(const SizedFleet& f, const Targets& targets) {
    const Replica& rep = *f.c->replica;
    const double upper =
        rep.max_concurrency / (rep.output_tokens * rep.decode->at(1).step_ms / 1e3);
    std::string why;
    const Operating most =
        maxFeasible([&](double l) { return decodeOnlyAt(rep, l, targets); }, upper, why);
    if (!most.feasible) return std::numeric_limits<int>::max();
    const double peak = f.peak_rps;
    return static_cast<int>(std::ceil(peak / most.lambda - 1e-9)) * f.c->gpusPerReplica();
}

SimulatedChoice chooseBySimulation(const ServingSetup& setup, const PlanQuery& query,
                                   const std::vector<SizedFleet>& sized, const SizedFleet& best) {
    SimulatedChoice out;
    out.fleet = &best;
    if (best.c->kind != LayoutChoiceKind::Aggregated) return out;
    const bool bestStaged = best.c->pp > 1;
    const SizedFleet* other = nullptr;
    for (const SizedFleet& s : sized)
        if (s.c->kind == LayoutChoiceKind::Aggregated && (s.c->pp > 1) != bestStaged &&
            (!other || s.gpus < other->gpus ||
             (s.gpus == other->gpus && s.c->gpus_per_rps < other->c->gpus_per_rps)))
            other = &s;
    if (!other) return out;
    PlanResult a, b;
    describeService(a, best, setup.targets);
    describeService(b, *other, setup.targets);
    if (!missedTarget(b, setup.targets).empty()) return out;
    const SimulatedService sa = verifyBySimulation(setup, a, query);
    out.simulated = sa;
    auto usable = [](const SimulatedService& v) {
        return v.done && v.gpus_needed > 0 && v.sized_done && v.sized_meets_targets;
    };
    if (usable(sa) && fewestGpusBound(*other, setup.targets) >= sa.gpus_needed) return out;
    const SimulatedService sb = verifyBySimulation(setup, b, query);
    if (usable(sb) && (!usable(sa) || sb.gpus_needed < sa.gpus_needed)) {
        out.fleet = other;
        out.simulated = sb;
        out.note = "layout chosen by simulation: " + layoutWords(b.layout) + " needs " +
                   std::to_string(sb.gpus_needed) + " GPUs in the simulated engine where " +
                   layoutWords(a.layout) + ", the analytic search's cheapest, needs " +
                   (usable(sa) ? std::to_string(sa.gpus_needed) : std::string("more"));
    }
    return out;
}

} // namespace

// One pass down: the inputs (setup), the replica model per tensor parallelism, the layout
// search, the fleet (whole replicas, racks, power), its cost and its energy.
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

    const ReplicaSet replicas = buildReplicas(setup, tr, model.id, {query.tp, query.pp});
    if (!replicas.error.empty() || replicas.replicas.empty()) {
        r.why_not = !replicas.error.empty() ? replicas.error : replicas.why_none;
        return r;
    }
    const LayoutSearch search =
        searchLayouts(setup, replicas.replicas, tr.prompt_tokens, query.layout);

    // Demand at the peak, or the budget's GPUs.
    const TcoBreakdown tco = computeTco(system, setup.chip, assumptions);
    const double itKwPerGpu = tco.it_kw.ok() ? tco.it_kw.value() : 0.0;
    r.hall_limited = hallIsLimited(assumptions);
    if (std::string why = hallRefusal(system, assumptions, itKwPerGpu); !why.empty()) {
        r.why_not = why;
        return r;
    }
    int budgetGpus = 0;
    if (query.facility_mw > 0) {
        if (!(itKwPerGpu > 0)) {
            r.why_not = "no all-in IT power figure, so no power budget can be filled";
            return r;
        }
        budgetGpus = wholeUnitsWithin(
            system,
            static_cast<int>(std::floor(query.facility_mw * 1e3 / (itKwPerGpu * assumptions.pue))));
        // A budget larger than the hall fills the hall.
        if (const int hall = gpusTheHallHolds(system, assumptions, itKwPerGpu); hall >= 0)
            budgetGpus = std::min(budgetGpus, hall);
    }
    const double peakRps = tr.requests_per_s * tr.peak_to_average;
    const std::vector<SizedFleet> sized = sizeFleets(search.candidates, peakRps, budgetGpus);
    if (sized.empty()) {
        std::string why = search.whyNone();
        if (budgetGpus > 0 && !search.candidates.empty())
            why =
                "the budget holds " + std::to_string(budgetGpus) + " GPUs, fewer than one replica";
        r.why_not = why.empty() ? "no layout meets the service level"
                                : "no layout meets the service level: " + why;
        return r;
    }
    SimulatedChoice choice;
    choice.fleet = &cheapestFleet(sized, budgetGpus);
    if (query.simulate && budgetGpus == 0)
        choice = chooseBySimulation(setup, query, sized, *choice.fleet);
    const SizedFleet& best = *choice.fleet;
    const Operating atPeak = describeService(r, best, setup.targets);
    if (const std::string missed = missedTarget(r, setup.targets); !missed.empty()) {
        r.fits = false;
        r.why_not = "no layout meets the service level at the planned load: " + missed;
        return r;
    }
    const Replica& preRep = best.c->prefillReplica ? *best.c->prefillReplica : *best.c->replica;
    r.prefill_ms_per_request = preRep.prefill.mean_s * 1e3;

    const FleetInputs in{catalog, system, setup, query, assumptions, tco, itKwPerGpu, spread};
    const double avgRps = budgetGpus > 0 ? best.peak_rps / tr.peak_to_average : tr.requests_per_s;
    if (std::string over = rollUpFleet(r, in, preRep, atPeak.step, avgRps, best.peak_rps);
        !over.empty()) {
        r.fits = false;
        r.why_not = over;
        return r;
    }
    r.assumptions = planAssumptions(r, setup, query);
    if (!choice.note.empty()) r.assumptions.push_back(choice.note);
    r.analytic_gpus = r.gpus;
    if (query.simulate) {
        r.simulated = choice.simulated ? *choice.simulated : verifyBySimulation(setup, r, query);
        if (budgetGpus > 0)
            r.sizing_note = "a power budget fixes the fleet: the simulation checks its service";
        else
            adoptSimulatedSize(r, in, *best.c, preRep, best.peak_rps, avgRps);
    }
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
    std::atomic<std::size_t> next{0};
    const auto work = [&] {
        for (std::size_t k = next++; k < systems.size(); k = next++)
            planOne(k);
    };
    std::vector<std::thread> threads;
    for (std::size_t w = 1; w < workers; ++w)
        threads.emplace_back(work);
    work();
    for (std::thread& t : threads)
        t.join();
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
