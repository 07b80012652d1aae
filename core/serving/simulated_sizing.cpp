#include "core/serving/simulated_sizing.h"

#include "core/serving/plan_service.h"
#include "core/serving/planner.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace sil {

namespace {

std::string layoutWords(const PlanLayout& l) {
    return sil::layoutWords(l.tp, l.pp, l.dp);
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

} // namespace

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
    describeService(a, best, serviceAtPeak(best, setup.targets));
    describeService(b, *other, serviceAtPeak(*other, setup.targets));
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

std::optional<DecodeBreakdown> adoptSimulatedCount(PlanResult& r, const SizedFleet& fleet,
                                                   const Replica& prefillReplica,
                                                   const HallOfFleet& hall) {
    const SimulatedService& s = r.simulated;
    if (!s.done || s.gpus_needed <= 0 || !s.sized_done) {
        r.sizing_note = s.done ? "the simulation found no load within the targets: the analytic "
                                 "count stands"
                               : "not simulated: the analytic count stands";
        return std::nullopt;
    }
    if (!s.sized_meets_targets) {
        r.sizing_note = "the simulated count still misses a target (or its queue still grows) "
                        "when run on its own with replicas added: the analytic count stands";
        return std::nullopt;
    }
    if (std::string over = hallOverrunOf(hall.system, hall.assumptions, hall.limits, s.gpus_needed);
        !over.empty()) {
        r.sizing_note = "the simulated count of " + std::to_string(s.gpus_needed) +
                        " GPUs does not fit the hall (" + over + "): the analytic count stands";
        return std::nullopt;
    }
    const double peakRps = fleet.peak_rps;
    PlanLayout& l = r.layout;
    if (l.kind == LayoutChoiceKind::Aggregated) {
        l.replicas = s.replicas_needed;
        l.requests_per_s_per_replica = peakRps / l.replicas;
        r.prefill_time_share =
            std::min(1.0, l.requests_per_s_per_replica * prefillReplica.prefillBusyS());
    } else {
        l.prefill_replicas = s.prefill_replicas_needed;
        l.decode_replicas = s.decode_replicas_needed;
        l.requests_per_s_per_replica = peakRps / l.decode_replicas;
        const double pre = double(l.prefill_replicas * l.prefill_tp);
        r.prefill_time_share = pre / (pre + double(l.decode_replicas * l.tp));
    }
    r.gpus = s.gpus_needed;
    const SimulatedLatency& at = s.at_sized;
    r.ttft_p50_s = at.ttft_ms_p50 / 1e3;
    r.ttft_p90_s = at.ttft_ms_p90 / 1e3;
    r.tpot_ms = at.tpot_ms_p50;
    r.goodput = at.goodput;
    l.concurrency_per_replica = at.mean_batch;
    const DecodeBreakdown step = fleet.c->replica->decode->at(std::max(1.0, at.mean_batch));
    r.decode_step_ms = step.step_ms;
    r.decode_memory_ms = step.memory_ms;
    r.decode_compute_ms = step.compute_ms;
    r.decode_overhead_ms = step.overhead_ms;
    r.decode_comm_ms = step.tp_comm_ms + step.ep_comm_ms;
    r.sized_by_simulation = true;
    return step;
}

} // namespace sil
