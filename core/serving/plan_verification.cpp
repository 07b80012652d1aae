#include "core/serving/plan_verification.h"

#include "core/serving/planner.h"
#include "core/serving/simulator/replica_simulator.h"

#include <cmath>

namespace sil {

namespace {

// Requests per simulated run: enough for a P99 from tens of requests above it, few enough that
// the shipped catalog's 43 systems verify in about a second (bench: plan_simulated_ms).
constexpr int kPromptsAtPlan = 1000;
constexpr int kPromptsPerProbe = 600;
constexpr int kBisectionSteps = 6;

sim::LengthSpec lengthsOf(const TrafficProfile& tr) {
    sim::LengthSpec l;
    l.prompt_tokens = static_cast<int>(std::lround(tr.prompt_tokens));
    l.output_tokens = static_cast<int>(std::lround(tr.output_tokens));
    l.prompt_samples = tr.prompt_samples;
    l.output_samples = tr.output_samples;
    return l;
}

bool within(const sim::RunSummary& s, const Targets& t, const PlanQuery& q) {
    auto under = [](double valueMs, double limitS) { return !(valueMs > limitS * 1e3); };
    auto underMs = [](double valueMs, double limitMs) {
        return !(limitMs > 0) || valueMs <= limitMs;
    };
    return under(s.ttft_ms.median, t.ttft50) && under(s.ttft_ms.p90, t.ttft90) &&
           underMs(s.ttft_ms.p99, q.ttft_p99_s * 1e3) && under(s.tpot_ms.median, t.tpot_s) &&
           underMs(s.tpot_ms.p90, q.tpot_p90_ms) && underMs(s.tpot_ms.p99, q.tpot_p99_ms);
}

} // namespace

SimulatedService verifyBySimulation(const ServingSetup& setup, const PlanResult& plan,
                                    const PlanQuery& query) {
    SimulatedService out;
    if (!plan.fits) return out;
    if (plan.layout.kind != LayoutChoiceKind::Aggregated) {
        out.why_not = "disaggregated layouts are not simulated yet: the analytic answer stands";
        return out;
    }
    sim::ReplicaConfig config;
    config.tp = plan.layout.tp;
    config.limits.max_batched_tokens = static_cast<int>(setup.chunk_tokens);
    const sim::LengthSpec lengths = lengthsOf(query.traffic);
    const sim::ServiceLevel slo{setup.targets.goodputTarget(), setup.targets.tpot_s};
    auto run = [&](double rate, int prompts) {
        sim::LoadSpec load;
        load.rate_per_s = rate;
        load.num_prompts = prompts;
        load.warmup_requests = prompts / 10;
        load.seed = 1;
        return sim::simulateReplica(setup, config, load, lengths,
                                    {std::isfinite(slo.ttft_s) ? slo.ttft_s : 0.0,
                                     std::isfinite(slo.tpot_s) ? slo.tpot_s : 0.0});
    };
    auto holds = [&](double rate) {
        const sim::SimulationResult r = run(rate, kPromptsPerProbe);
        return r.ok && within(r.summary, setup.targets, query);
    };

    const double planned = plan.layout.requests_per_s_per_replica;
    const sim::SimulationResult at = run(planned, kPromptsAtPlan);
    if (!at.ok) {
        out.why_not = at.error;
        return out;
    }
    const sim::RunSummary& s = at.summary;
    out.done = true;
    out.ttft_ms_p50 = s.ttft_ms.median;
    out.ttft_ms_p90 = s.ttft_ms.p90;
    out.ttft_ms_p99 = s.ttft_ms.p99;
    out.tpot_ms_p50 = s.tpot_ms.median;
    out.tpot_ms_p90 = s.tpot_ms.p90;
    out.tpot_ms_p99 = s.tpot_ms.p99;
    out.itl_ms_p99 = s.itl_ms.p99;
    out.e2e_s_p50 = s.e2e_ms.median / 1e3;
    out.goodput = s.goodput;
    out.meets_targets = within(s, setup.targets, query);

    // The highest rate within the targets, between a rate that holds and one that does not.
    double lo = 0, hi = 0;
    if (out.meets_targets) {
        lo = planned;
        hi = 2 * planned;
        while (holds(hi) && hi < 16 * planned) {
            lo = hi;
            hi *= 2;
        }
    } else {
        hi = planned;
        lo = planned / 16;
        if (!holds(lo)) {
            out.note = "no load a replica of this layout serves meets the targets in simulation";
            return out;
        }
    }
    for (int i = 0; i < kBisectionSteps; ++i) {
        const double mid = std::sqrt(lo * hi);
        (holds(mid) ? lo : hi) = mid;
    }
    out.replica_rps_within_targets = lo;
    const double peak = planned * plan.layout.replicas;
    out.replicas_needed = static_cast<int>(std::ceil(peak / lo - 1e-9));
    out.gpus_needed = out.replicas_needed * plan.layout.tp;
    out.analytic_vs_simulated_gpus = double(plan.gpus) / double(out.gpus_needed);
    out.disagrees = std::abs(out.analytic_vs_simulated_gpus - 1.0) > kSimulationDisagreement;
    if (out.disagrees)
        out.note = "the simulated engine needs " + std::to_string(out.gpus_needed) +
                   " GPUs where the analytic model plans " + std::to_string(plan.gpus) +
                   " (more than 15 % apart): the simulation, which mixes prefill chunks into "
                   "decode steps and reports tails, is the one to hold an engine to";
    return out;
}

} // namespace sil
