#include "core/serving/plan_verification.h"

#include "core/serving/planner.h"
#include "core/serving/simulator/engine_scheduler.h"
#include "core/serving/simulator/rate_search.h"
#include "core/serving/simulator/replica_simulator.h"
#include "core/serving/simulator/steady_state.h"

#include <algorithm>
#include <cmath>
#include <deque>

namespace sil {

namespace {

// Requests per simulated run: enough for a P99 from tens of requests above it, few enough that
// the shipped catalog's systems verify in about a second (bench: plan_simulated_shipped_ms).
constexpr int kPromptsAtPlan = 1000;
constexpr int kPromptsPerProbe = 600;
constexpr int kMaxPromptsPerRun = 6000; // a cap on the longer run a busy replica needs
// The count the bisection finds is simulated again on its own with more requests; where a
// target's percentile then lands just over it, replicas are added, at most this many times:
// one, or 5 % of the side's replicas where there are many (near saturation a short probe has
// not yet built the queue a longer run sees, so a big fleet needs a step it can feel).
constexpr int kConfirmSteps = 3;
int confirmStep(int replicas) {
    return std::max(1, static_cast<int>(std::ceil(0.05 * replicas)));
}

sim::LengthSpec lengthsOf(const TrafficProfile& tr) {
    sim::LengthSpec l;
    l.prompt_tokens = static_cast<int>(std::lround(tr.prompt_tokens));
    l.output_tokens = static_cast<int>(std::lround(tr.output_tokens));
    l.prompt_samples = tr.prompt_samples;
    l.output_samples = tr.output_samples;
    return l;
}

// A prefill replica of a disaggregated layout computes each prompt and samples one token.
sim::LengthSpec prefillLengthsOf(const TrafficProfile& tr) {
    sim::LengthSpec l = lengthsOf(tr);
    l.output_tokens = 1;
    if (!l.output_samples.empty()) std::fill(l.output_samples.begin(), l.output_samples.end(), 1);
    return l;
}

bool underS(double valueMs, double limitS) {
    return !(valueMs > limitS * 1e3);
}
bool underMs(double valueMs, double limitMs) {
    return !(limitMs > 0) || valueMs <= limitMs;
}

bool withinTpot(const sim::RunSummary& s, const Targets& t, const PlanQuery& q) {
    return underS(s.tpot_ms.median, t.tpot_s) && underMs(s.tpot_ms.p90, q.tpot_p90_ms) &&
           underMs(s.tpot_ms.p99, q.tpot_p99_ms);
}

bool within(const sim::RunSummary& s, const Targets& t, const PlanQuery& q) {
    return underS(s.ttft_ms.median, t.ttft50) && underS(s.ttft_ms.p90, t.ttft90) &&
           underMs(s.ttft_ms.p99, q.ttft_p99_s * 1e3) && withinTpot(s, t, q);
}

// How close a run came to each target: the stated percentile over its limit (below 1 where
// it holds; 0 for a target not set); then how close the replica that served it came to
// saturating (steady_state.h).
std::vector<double> loadsOf(const sim::RunSummary& s, const Targets& t, const PlanQuery& q,
                            const sim::Saturation& served) {
    const auto over = [](double valueMs, double limitMs) {
        return limitMs > 0 && std::isfinite(limitMs) && std::isfinite(valueMs) ? valueMs / limitMs
                                                                               : 0.0;
    };
    return {over(s.ttft_ms.median, t.ttft50 * 1e3),
            over(s.ttft_ms.p90, t.ttft90 * 1e3),
            over(s.ttft_ms.p99, q.ttft_p99_s * 1e3),
            over(s.tpot_ms.median, t.tpot_s * 1e3),
            over(s.tpot_ms.p90, q.tpot_p90_ms),
            over(s.tpot_ms.p99, q.tpot_p99_ms),
            served.batch_share,
            served.busy_share};
}

SimulatedLatency latencyOf(const sim::RunSummary& s) {
    SimulatedLatency l;
    l.ttft_ms_p50 = s.ttft_ms.median;
    l.ttft_ms_p90 = s.ttft_ms.p90;
    l.ttft_ms_p99 = s.ttft_ms.p99;
    l.tpot_ms_p50 = s.tpot_ms.median;
    l.tpot_ms_p90 = s.tpot_ms.p90;
    l.tpot_ms_p99 = s.tpot_ms.p99;
    l.itl_ms_p99 = s.itl_ms.p99;
    l.e2e_s_p50 = s.e2e_ms.median / 1e3;
    l.goodput = s.goodput;
    l.mean_batch = s.mean_batch;
    return l;
}

// Runs one replica of a plan's layout at a Poisson rate.
class ReplicaProbe {
public:
    ReplicaProbe(const ServingSetup& setup, int tp, int pp, int dp, const sim::LengthSpec& lengths,
                 bool arrivePrefilled)
        : setup_(setup), lengths_(lengths) {
        config_.tp = tp;
        config_.pp = pp;
        config_.dp = dp;
        config_.limits.max_batched_tokens = static_cast<int>(setup.chunk_tokens);
        config_.limits.max_seqs = setup.max_seqs;
        config_.arrive_prefilled = arrivePrefilled;
        sim::useEngineScheduler(config_, setup); // the engine profile's scheduler and limits
        const double ttft = setup.targets.goodputTarget();
        slo_ = {std::isfinite(ttft) ? ttft : 0.0,
                std::isfinite(setup.targets.tpot_s) ? setup.targets.tpot_s : 0.0};
    }
    // A run long enough to reach its steady state: at least three times the requests the load
    // keeps in flight (Little's law over the mean time in the system), so the batch a replica
    // settles at is the one its percentiles are measured at. A run asked for again is not
    // simulated again.
    const sim::SimulationResult& at(double rate, int prompts) const {
        return run(rate, prompts, true);
    }
    // The same for a probe of a rate search, which only asks whether the rate holds: a short
    // run that already keeps more requests in flight than the engine runs at once is
    // overloaded (a longer one only queues more), so it is not run again. Its summary has the
    // percentiles the targets are judged on, not every one (SummaryDetail).
    const sim::SimulationResult& probe(double rate) const {
        return run(rate, kPromptsPerProbe, false);
    }
    const sim::ServiceLevel& slo() const { return slo_; }
    bool settled(const sim::SimulationResult& r, double rate) const {
        return sim::settledRun(r, rate, config_.limits.max_seqs);
    }
    // A probe of the rate search from this replica's run at `rate`, judged on `s` (the run's
    // own summary, or the user's view where two sides combine): a run that settled holds when
    // it is within every target; one whose queue still grows does not, and its percentiles say
    // nothing of how far it is off.
    sim::RateProbe judge(const sim::RunSummary& s, const sim::SimulationResult& run, double rate,
                         const Targets& t, const PlanQuery& q) const {
        if (!run.ok || !settled(run, rate)) return {};
        return {within(s, t, q), loadsOf(s, t, q, sim::saturationOf(run, config_, lengths_))};
    }

private:
    // A reference to the kept run: it stays valid while this probe lives (a deque keeps its
    // elements in place as it grows).
    const sim::SimulationResult& run(double rate, int prompts, bool evenOverloaded) const {
        for (const Kept& k : kept_)
            if (k.rate == rate && k.prompts == prompts && k.evenOverloaded == evenOverloaded)
                return k.result;
        const sim::SummaryDetail detail =
            evenOverloaded ? sim::SummaryDetail::Full : sim::SummaryDetail::ServiceLevelOnly;
        sim::SimulationResult r = simulate(rate, prompts, detail);
        if (r.ok) {
            const int needed =
                sim::runLengthForSteadyState(r, rate, prompts, kMaxPromptsPerRun).prompts;
            const bool overloaded = sim::requestsInFlight(r, rate) > config_.limits.max_seqs;
            if (needed > prompts && (evenOverloaded || !overloaded))
                r = simulate(rate, needed, detail);
        }
        kept_.push_back({rate, prompts, evenOverloaded, std::move(r)});
        return kept_.back().result;
    }
    sim::SimulationResult simulate(double rate, int prompts, sim::SummaryDetail detail) const {
        sim::LoadSpec load;
        load.rate_per_s = rate;
        load.num_prompts = prompts;
        load.warmup_requests = prompts / 10;
        load.seed = 1;
        return sim::simulateReplica(setup_, config_, load, lengths_, slo_, detail);
    }
    const ServingSetup& setup_;
    sim::LengthSpec lengths_;
    sim::ReplicaConfig config_;
    sim::ServiceLevel slo_;
    // Every run of this verification, by rate and length: a search and the count it decides ask
    // for some of the same runs again (each run is deterministic, so a kept one is the same
    // answer); a verification makes a few tens of them.
    struct Kept {
        double rate;
        int prompts;
        bool evenOverloaded;
        sim::SimulationResult result;
    };
    mutable std::deque<Kept> kept_;
};

// A disaggregated layout's requests as a user sees them: the prefill replica's first pass, the
// KV cache's move, then the decode replica's wait and first step to the first token; TPOT and
// inter-token gaps are the decode side's. The two sides are independent queues, so the i-th
// request of each run is paired (both in completion order). The end-to-end percentiles only
// where `detail` asks for every one (a rate search's probes judge TTFT and TPOT).
sim::RunSummary combined(const sim::SimulationResult& pre, const sim::SimulationResult& dec,
                         double kvMoveS, const sim::ServiceLevel& slo,
                         sim::SummaryDetail detail = sim::SummaryDetail::ServiceLevelOnly) {
    const std::size_t n = std::min(pre.ttft_s.size(), dec.ttft_s.size());
    std::vector<double> ttft, tpot, e2e;
    ttft.reserve(n);
    tpot.reserve(n);
    e2e.reserve(n);
    int good = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const double first = pre.ttft_s[i] + kvMoveS + dec.ttft_s[i];
        ttft.push_back(first * 1e3);
        e2e.push_back((pre.ttft_s[i] + kvMoveS + dec.e2e_s[i]) * 1e3);
        if (dec.tpot_s[i] > 0) tpot.push_back(dec.tpot_s[i] * 1e3);
        const bool ttftOk = !(slo.ttft_s > 0) || first <= slo.ttft_s;
        const bool tpotOk = !(slo.tpot_s > 0) || dec.tpot_s[i] <= slo.tpot_s;
        good += ttftOk && tpotOk;
    }
    sim::RunSummary s = dec.summary;
    s.ttft_ms = sim::summarize(ttft);
    s.tpot_ms = sim::summarize(tpot);
    if (detail == sim::SummaryDetail::Full) {
        s.e2e_ms = sim::summarize(e2e);
    } else {
        s.e2e_ms = {};
        s.e2e_ms.mean = sim::meanOf(e2e);
    }
    s.goodput = n > 0 ? double(good) / double(n) : 0.0;
    return s;
}

void compareWithAnalytic(SimulatedService& out, const PlanResult& plan) {
    out.analytic_vs_simulated_gpus = double(plan.gpus) / double(out.gpus_needed);
    out.disagrees = std::abs(out.analytic_vs_simulated_gpus - 1.0) > kSimulationDisagreement;
    if (out.disagrees)
        out.note = "the simulated engine needs " + std::to_string(out.gpus_needed) +
                   " GPUs where the analytic model plans " + std::to_string(plan.gpus) +
                   " (more than 15 % apart): the simulation, which mixes prefill chunks into "
                   "decode steps and reports tails, is the one to hold an engine to";
}

int replicasFor(double peakRps, double perReplica) {
    return static_cast<int>(std::ceil(peakRps / perReplica - 1e-9));
}

SimulatedService verifyAggregated(const ServingSetup& setup, const PlanResult& plan,
                                  const PlanQuery& query) {
    SimulatedService out;
    const ReplicaProbe probe(setup, plan.layout.tp, plan.layout.pp, plan.layout.dp,
                             lengthsOf(query.traffic), false);
    const double planned = plan.layout.requests_per_s_per_replica;
    const sim::SimulationResult& at = probe.at(planned, kPromptsAtPlan);
    if (!at.ok) {
        out.why_not = at.error;
        return out;
    }
    out.done = true;
    out.at_plan = latencyOf(at.summary);
    out.meets_targets = within(at.summary, setup.targets, query) && probe.settled(at, planned);
    const double rate =
        sim::highestRateByLoad(planned, probe.judge(at.summary, at, planned, setup.targets, query),
                               [&](double r) {
                                   const sim::SimulationResult& run = probe.probe(r);
                                   return probe.judge(run.summary, run, r, setup.targets, query);
                               },
                               {.demand = planned * plan.layout.replicas});
    if (!(rate > 0)) {
        out.note = "no load a replica of this layout serves meets the targets in simulation";
        return out;
    }
    const double peak = planned * plan.layout.replicas;
    out.replica_rps_within_targets = rate;
    out.replicas_needed = replicasFor(peak, rate);
    for (int extra = 0;; ++extra) {
        const sim::SimulationResult& sized = probe.at(peak / out.replicas_needed, kPromptsAtPlan);
        if (!sized.ok) break;
        out.sized_done = true;
        out.at_sized = latencyOf(sized.summary);
        out.sized_meets_targets = within(sized.summary, setup.targets, query) &&
                                  probe.settled(sized, peak / out.replicas_needed);
        if (out.sized_meets_targets || extra == kConfirmSteps) break;
        out.replicas_needed += confirmStep(out.replicas_needed);
    }
    out.gpus_needed = out.replicas_needed * plan.layout.tp * plan.layout.pp * plan.layout.dp;
    compareWithAnalytic(out, plan);
    return out;
}

// The two sides are sized one after the other: decode replicas for the TPOT targets (their
// tokens depend on nothing the prefill side does) and their share of the first token, then
// prefill replicas for the first-token targets, with the decode side at the rate just found.
SimulatedService verifyDisaggregated(const ServingSetup& setup, const PlanResult& plan,
                                     const PlanQuery& query) {
    SimulatedService out;
    const PlanLayout& l = plan.layout;
    const double kvMoveS = plan.kv_transfer_ms / 1e3;
    const ReplicaProbe prefill(setup, l.prefill_tp, 1, 1, prefillLengthsOf(query.traffic), false);
    const ReplicaProbe decode(setup, l.tp, 1, 1, lengthsOf(query.traffic), true);
    const double peak = l.requests_per_s_per_replica * l.decode_replicas;
    const double plannedPre = peak / l.prefill_replicas, plannedDec = peak / l.decode_replicas;
    const sim::SimulationResult& pre = prefill.at(plannedPre, kPromptsAtPlan);
    const sim::SimulationResult& dec = decode.at(plannedDec, kPromptsAtPlan);
    if (!pre.ok || !dec.ok) {
        out.why_not = !pre.ok ? "prefill side: " + pre.error : "decode side: " + dec.error;
        return out;
    }
    out.done = true;
    const sim::RunSummary atPlan =
        combined(pre, dec, kvMoveS, decode.slo(), sim::SummaryDetail::Full);
    out.at_plan = latencyOf(atPlan);
    out.meets_targets = within(atPlan, setup.targets, query) && prefill.settled(pre, plannedPre) &&
                        decode.settled(dec, plannedDec);

    // Decode replicas first: the per-user token rate and their own wait before the first token
    // (admission under a full KV cache), against a prefill side at a quarter of its planned
    // load (its service time with little queueing), so the prefill side is left the rest.
    const sim::SimulationResult& preLight = prefill.at(plannedPre / 4, kPromptsPerProbe);
    auto decProbe = [&](double r) {
        const sim::SimulationResult& run = decode.probe(r);
        if (!run.ok || !preLight.ok) return sim::RateProbe{};
        return decode.judge(combined(preLight, run, kvMoveS, decode.slo()), run, r, setup.targets,
                            query);
    };
    const sim::RateProbe atPlannedDec =
        preLight.ok ? decode.judge(combined(preLight, dec, kvMoveS, decode.slo()), dec, plannedDec,
                                   setup.targets, query)
                    : sim::RateProbe{};
    const double decRate =
        sim::highestRateByLoad(plannedDec, atPlannedDec, decProbe, {.demand = peak});
    if (!(decRate > 0)) {
        out.note = "no load a decode replica of this layout serves meets the targets in "
                   "simulation";
        return out;
    }
    // Then the split: the fewest decode replicas that rate allows, or a few more (each one
    // lighter, so its own wait leaves the prefill side more of the first-token budget); for
    // each, the prefill side's highest rate with the decode side at that load; the fewest GPUs
    // in all wins.
    const int fewestDecode = replicasFor(peak, decRate);
    int bestGpus = 0, previous = 0;
    double preStart = plannedPre; // each split's search starts where the last one ended
    for (const int d :
         {fewestDecode, int(std::ceil(fewestDecode * 1.15)), int(std::ceil(fewestDecode * 1.35))}) {
        if (d == previous) continue;
        // A split lighter still is tried only where the last lighter one saved GPUs.
        if (bestGpus > 0 && previous != fewestDecode && out.decode_replicas_needed != previous)
            break;
        previous = d;
        const sim::SimulationResult& decAt = decode.at(peak / d, kPromptsPerProbe);
        if (!decAt.ok || !decode.settled(decAt, peak / d)) continue;
        auto preProbe = [&](double r) {
            const sim::SimulationResult& run = prefill.probe(r);
            if (!run.ok) return sim::RateProbe{};
            return prefill.judge(combined(run, decAt, kvMoveS, decode.slo()), run, r, setup.targets,
                                 query);
        };
        const double preRate = sim::highestRateByLoad(
            preStart, preProbe(preStart), preProbe,
            {.demand = peak, .first_step = preStart == plannedPre ? 1.05 : 1.03});
        if (!(preRate > 0)) continue;
        preStart = preRate;
        const int p = replicasFor(peak, preRate);
        const int gpus = p * l.prefill_tp + d * l.tp;
        if (bestGpus > 0 && gpus >= bestGpus) continue;
        bestGpus = gpus;
        out.prefill_replica_rps_within_targets = preRate;
        out.prefill_replicas_needed = p;
        out.decode_replicas_needed = d;
    }
    if (bestGpus == 0) {
        out.note = "no load a prefill replica of this layout serves meets the first-token "
                   "targets in simulation";
        return out;
    }
    out.replica_rps_within_targets = decRate;
    for (int extra = 0;; ++extra) {
        const sim::SimulationResult& preSized =
            prefill.at(peak / out.prefill_replicas_needed, kPromptsAtPlan);
        const sim::SimulationResult& decSized =
            decode.at(peak / out.decode_replicas_needed, kPromptsAtPlan);
        if (!preSized.ok || !decSized.ok) break;
        const sim::RunSummary sized =
            combined(preSized, decSized, kvMoveS, decode.slo(), sim::SummaryDetail::Full);
        out.sized_done = true;
        out.at_sized = latencyOf(sized);
        out.sized_meets_targets = within(sized, setup.targets, query) &&
                                  prefill.settled(preSized, peak / out.prefill_replicas_needed) &&
                                  decode.settled(decSized, peak / out.decode_replicas_needed);
        if (out.sized_meets_targets || extra == kConfirmSteps) break;
        // One more replica on the side that misses: decode for the token rate, else prefill.
        const bool decodeHolds = withinTpot(decSized.summary, setup.targets, query) &&
                                 decode.settled(decSized, peak / out.decode_replicas_needed);
        int& side = decodeHolds ? out.prefill_replicas_needed : out.decode_replicas_needed;
        side += confirmStep(side);
    }
    out.gpus_needed =
        out.prefill_replicas_needed * l.prefill_tp + out.decode_replicas_needed * l.tp;
    compareWithAnalytic(out, plan);
    return out;
}

} // namespace

SimulatedService verifyBySimulation(const ServingSetup& setup, const PlanResult& plan,
                                    const PlanQuery& query) {
    if (!plan.fits) return {};
    return plan.layout.kind == LayoutChoiceKind::Aggregated
               ? verifyAggregated(setup, plan, query)
               : verifyDisaggregated(setup, plan, query);
}

} // namespace sil
