#include "core/workload/training/deadline.h"

#include "core/serving/fleet.h"
#include "core/serving/hall.h"

#include <cmath>

namespace sil {

std::string formatShort(double v);

TrainingThroughFailures trainThroughFailures(const Catalog& catalog, const System& system,
                                             const LlmModel& model, const TrainingQuery& q,
                                             const Assumptions& assumptions) {
    TrainingThroughFailures out;
    out.training = estimateTraining(catalog, system, model, q, assumptions);
    const TrainingResult& t = out.training;
    if (!t.ok || !t.fits) return out;
    out.failures = estimateFailures(failureInputsOf(t, system), assumptions);
    if (!out.failures.ok || t.days <= 0.0) return out;
    const double stretch = out.failures.effective_days / t.days;
    out.usd_owned_effective =
        t.usd_owned.ok() ? Figure::of(t.usd_owned.value() * stretch) : t.usd_owned;
    const double gpus = t.tp * t.pp * t.dp;
    for (TrainingRentalCost c : t.rentals) {
        c.run_hours = out.failures.effective_days * 24.0;
        c.billed_hours = billedRentalHours(c.term, c.run_hours);
        c.usd = c.usd_per_gpu_hour * c.billed_hours * gpus;
        c.usd_run_hours = c.usd_per_gpu_hour * c.run_hours * gpus;
        c.idle_days_after_run = (c.billed_hours - c.run_hours) / 24.0;
        out.rentals_effective.push_back(std::move(c));
    }
    return out;
}

FailureInputs failureInputsOf(const TrainingResult& run, const System& system) {
    FailureInputs in;
    in.gpus = run.tp * run.pp * run.dp;
    in.gpus_per_node = system.gpus_per_node.value_or(8);
    in.compute_days = run.days;
    in.checkpoint_bytes = run.checkpoint_bytes;
    return in;
}

namespace {

enum class Outcome { TooSlow, Meets, Refused };

struct Trial {
    int units = 0;
    Outcome outcome = Outcome::TooSlow;
    TrainingThroughFailures run;
};

Trial tryUnits(const Catalog& catalog, const System& system, const LlmModel& model,
               const DeadlineQuery& q, const Assumptions& assumptions, int unitGpus, int units) {
    Trial t;
    t.units = units;
    TrainingQuery tq = q.training;
    tq.gpus = units * unitGpus;
    tq.hold_global_batch = true;
    t.run = trainThroughFailures(catalog, system, model, tq, assumptions);
    const auto& r = t.run.training;
    // A refused layout (the batch spread too thin, a missing figure) does not improve with
    // more GPUs; memory does (ZeRO shards the optimizer over more ranks).
    if (!r.ok)
        t.outcome = Outcome::Refused;
    else if (r.fits && t.run.failures.ok && t.run.failures.effective_days <= q.deadline_days)
        t.outcome = Outcome::Meets;
    return t;
}

std::string whyNot(const DeadlinePlan& p, const Trial& last, const Trial* fastest,
                   double deadlineDays) {
    const auto& r = last.run.training;
    std::string why;
    if (!r.ok)
        why = r.error;
    else if (!r.fits)
        why = r.why_not;
    else if (!last.run.failures.ok)
        why = last.run.failures.error;
    else
        why = "even " + std::to_string(p.gpus) + " GPUs take " +
              formatShort(last.run.failures.effective_days) + " days";
    if (fastest && fastest->units != last.units && fastest->run.failures.ok)
        why += "; the fastest tried, " +
               std::to_string(fastest->run.training.tp * fastest->run.training.pp *
                              fastest->run.training.dp) +
               " GPUs, takes " + formatShort(fastest->run.failures.effective_days) +
               " days with interruptions, past the deadline of " + formatShort(deadlineDays);
    return why;
}

// The run's cluster in the hall: racks, facility MW and what is left of the hall; or why the
// GPUs bought (hot spares included) do not fit it.
std::string standInTheHall(DeadlinePlan& p, const System& system, const Assumptions& a,
                           double itKwPerGpu) {
    const RackCount k = countRacks(system, p.gpus_bought, a, itKwPerGpu);
    p.racks = k.racks;
    p.rack_it_kw = k.rack_it_kw;
    p.racks_basis = k.racks > 0 ? k.basis : k.na;
    p.facility_mw = p.gpus_bought * itKwPerGpu * a.pue / 1e3;
    if (a.hall_mw > 0) p.hall_mw_left = a.hall_mw - p.facility_mw;
    return hallOverrun(system, a, itKwPerGpu, p.gpus_bought, k.racks);
}

} // namespace

DeadlinePlan planForDeadline(const Catalog& catalog, const System& system, const LlmModel& model,
                             const DeadlineQuery& query, const Assumptions& assumptions) {
    DeadlinePlan p;
    const Chip* chip = catalog.chip(system.chip_id);
    const TcoBreakdown tco = chip ? computeTco(system, chip, assumptions) : TcoBreakdown{};
    const double itKwPerGpu = chip && tco.it_kw.ok() ? tco.it_kw.value() : 0.0;
    p.hall_limited = hallIsLimited(assumptions);
    DeadlineQuery q = query;
    p.hall_gpus = gpusTheHallHolds(system, assumptions, itKwPerGpu);
    if (p.hall_gpus >= 0) q.max_gpus = std::min(q.max_gpus, p.hall_gpus);
    p.system_id = system.id;
    p.unit_gpus = purchaseUnitGpus(system);
    p.unit_is_rack = system.gpus_per_rack && *system.gpus_per_rack >= 1;
    if (q.deadline_days <= 0.0) {
        p.why_not = "the deadline must be more than 0 days";
        return p;
    }
    if (std::string why = hallRefusal(system, assumptions, itKwPerGpu); !why.empty()) {
        p.why_not = why;
        return p;
    }
    auto attempt = [&](int units) {
        ++p.evaluations;
        return tryUnits(catalog, system, model, q, assumptions, p.unit_gpus, units);
    };
    // Double until the run meets the deadline or is refused, then bisect for the first such
    // count of units (more GPUs are taken never to slow a run that still fits its batch).
    Trial below, above = attempt(1);
    Trial fastest;
    auto noteFastest = [&](const Trial& t) {
        if (t.run.failures.ok &&
            (!fastest.run.failures.ok ||
             t.run.failures.effective_days < fastest.run.failures.effective_days))
            fastest = t;
    };
    noteFastest(above);
    // The last step tries the most units the cap allows, so a hall is filled to its last unit.
    const int maxUnits = std::max(1, q.max_gpus / p.unit_gpus);
    while (above.outcome == Outcome::TooSlow && above.units < maxUnits) {
        below = above;
        above = attempt(static_cast<int>(std::min<long long>(2LL * above.units, maxUnits)));
        noteFastest(above);
    }
    if (above.outcome != Outcome::TooSlow && below.units > 0)
        while (above.units - below.units > 1) {
            Trial mid = attempt(below.units + (above.units - below.units) / 2);
            noteFastest(mid);
            (mid.outcome == Outcome::TooSlow ? below : above) = std::move(mid);
        }
    const Trial& chosen = above.outcome == Outcome::Meets                        ? above
                          : above.outcome == Outcome::Refused && below.units > 0 ? below
                                                                                 : above;
    p.gpus = chosen.units * p.unit_gpus;
    p.units = chosen.units;
    p.run = chosen.run;
    p.found = chosen.outcome == Outcome::Meets;
    if (!p.found) {
        p.why_not = whyNot(p, above, fastest.units > 0 ? &fastest : nullptr, q.deadline_days);
        if (p.hall_gpus >= 0 && above.units >= maxUnits)
            p.why_not += " (the hall's " + formatShort(assumptions.hall_mw) + " MW feeds " +
                         std::to_string(p.hall_gpus) + " GPUs)";
        return p;
    }
    const double spares = p.gpus * assumptions.hot_spare_pct / 100.0;
    p.spare_gpus =
        spares > 0.0 ? boughtGpus(system, static_cast<int>(std::ceil(spares - 1e-9))) : 0;
    p.gpus_bought = p.gpus + p.spare_gpus;
    if (std::string over = standInTheHall(p, system, assumptions, itKwPerGpu); !over.empty()) {
        p.found = false;
        p.why_not = over + ", hot spares included";
        return p;
    }
    const TrainingRentalCost* cheapest = p.cheapestRental();
    RentalForCash rental;
    if (cheapest) rental = {cheapest->quote_id, cheapest->usd_per_gpu_hour, p.gpus, cheapest->usd};
    if (chip)
        p.owned = clusterCost(tco, p.gpus_bought, p.run.failures.effective_days, assumptions,
                              cheapest ? &rental : nullptr);
    return p;
}

const TrainingRentalCost* DeadlinePlan::cheapestRental() const {
    const TrainingRentalCost* cheapest = nullptr;
    for (const auto& r : run.rentals_effective)
        if (!cheapest || r.usd < cheapest->usd) cheapest = &r;
    return cheapest;
}

std::vector<DeadlinePlan> planAllForDeadline(const Catalog& catalog,
                                             const std::vector<const System*>& systems,
                                             const LlmModel& model, const DeadlineQuery& q,
                                             const Assumptions& assumptions) {
    std::vector<DeadlinePlan> plans;
    plans.reserve(systems.size());
    for (const System* s : systems)
        plans.push_back(planForDeadline(catalog, *s, model, q, assumptions));
    return plans;
}

} // namespace sil
