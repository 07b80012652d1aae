#include "core/serving/simulator/load_sweep.h"

#include "core/workload/workload.h"

#include <algorithm>
#include <cmath>

namespace sil::sim {

namespace {

// The load one simulated run puts on the replica: a Poisson rate, or a closed loop of
// `load` requests in flight with at least four rounds of them. The first tenth of the requests
// (a closed loop: at least its first wave, which all arrive at once) are left out.
LoadSpec loadSpecAt(SweepAxis axis, double load, const SweepRequest& r) {
    LoadSpec l;
    l.seed = r.seed;
    l.num_prompts = r.num_prompts;
    if (axis == SweepAxis::Rate) {
        l.kind = LoadSpec::Kind::Rate;
        l.rate_per_s = load;
        l.warmup_requests = l.num_prompts / 10;
        return l;
    }
    l.kind = LoadSpec::Kind::ClosedLoop;
    l.concurrency = std::max(1, static_cast<int>(std::lround(load)));
    l.num_prompts = std::max(r.num_prompts, 4 * l.concurrency);
    l.warmup_requests = std::max(l.num_prompts / 10, l.concurrency);
    return l;
}

bool withinTail(const RunSummary& s, const SweepRequest& r) {
    return (!(r.ttft_p99_s > 0) || s.ttft_ms.p99 <= r.ttft_p99_s * 1e3) &&
           (!(r.tpot_p99_ms > 0) || s.tpot_ms.p99 <= r.tpot_p99_ms);
}

SweepPoint pointOf(double load, const RunSummary& s, int tp, const SweepRequest& r) {
    SweepPoint p;
    p.load = load;
    p.request_throughput = s.request_throughput;
    p.ttft_ms_p50 = s.ttft_ms.median;
    p.ttft_ms_p90 = s.ttft_ms.p90;
    p.ttft_ms_p99 = s.ttft_ms.p99;
    p.tpot_ms_p50 = s.tpot_ms.median;
    p.tpot_ms_p90 = s.tpot_ms.p90;
    p.tpot_ms_p99 = s.tpot_ms.p99;
    p.output_tokens_per_s_per_gpu = s.output_throughput / tp;
    p.goodput = s.goodput;
    p.within_slo = withinTail(s, r);
    return p;
}

// Runs the replica at one load; false (and `error`) when the simulation refuses it.
class Probe {
public:
    Probe(const ServingSetup& setup, const ReplicaConfig& config, const LengthSpec& lengths,
          const SweepRequest& request)
        : setup_(setup), config_(config), lengths_(lengths),
          request_(request), slo_{request.ttft_p99_s, request.tpot_p99_ms / 1e3} {}

    bool run(SweepAxis axis, double load, SweepPoint& point, SimulationResult* whole = nullptr) {
        const SimulationResult r =
            simulateReplica(setup_, config_, loadSpecAt(axis, load, request_), lengths_, slo_);
        if (!r.ok) {
            error = r.error;
            return false;
        }
        point = pointOf(load, r.summary, config_.tp, request_);
        if (whole) *whole = r;
        return true;
    }
    std::string error;

private:
    const ServingSetup& setup_;
    const ReplicaConfig& config_;
    const LengthSpec& lengths_;
    const SweepRequest& request_;
    ServiceLevel slo_;
};

std::vector<double> sweptLoads(SweepAxis axis, double capacityRps, int maxSeqs) {
    std::vector<double> loads;
    if (axis == SweepAxis::Rate) {
        for (double share : kSweepRateShares)
            loads.push_back(share * capacityRps);
        return loads;
    }
    for (int c = 1; c < maxSeqs; c *= 2)
        loads.push_back(c);
    loads.push_back(maxSeqs);
    return loads;
}

// Between the last swept load within the service level and the next, the highest that holds:
// halves of the rate gap, or whole requests in flight.
bool refineSlo(Probe& probe, SweepAxis axis, SweepPoint& lo, SweepPoint& hi) {
    for (int i = 0;; ++i) {
        double mid = 0;
        if (axis == SweepAxis::Rate) {
            if (i >= kSloBisectionSteps) return true;
            mid = 0.5 * (lo.load + hi.load);
        } else {
            if (hi.load - lo.load <= 1) return true;
            mid = std::floor(0.5 * (lo.load + hi.load));
        }
        SweepPoint p;
        if (!probe.run(axis, mid, p)) return false;
        (p.within_slo ? lo : hi) = p;
    }
}

} // namespace

LoadSweep sweepLoads(const ServingSetup& setup, const ReplicaConfig& config,
                     const LengthSpec& lengths, const SweepRequest& request) {
    LoadSweep out;
    out.axis = request.axis;
    out.tp = config.tp;
    Probe probe(setup, config, lengths, request);
    // Capacity: the engine's sequence limit always full (a closed loop at max_num_seqs).
    SweepPoint saturated;
    SimulationResult whole;
    if (!probe.run(SweepAxis::Concurrency, config.limits.max_seqs, saturated, &whole)) {
        out.error = probe.error;
        return out;
    }
    out.capacity_rps = saturated.request_throughput;
    out.kv_cache_tokens = whole.kv_blocks * config.block_tokens;
    out.scheduler = whole.scheduler;
    if (!(out.capacity_rps > 0)) {
        out.error = "the replica completed no request at its sequence limit";
        return out;
    }
    for (double load : sweptLoads(request.axis, out.capacity_rps, config.limits.max_seqs)) {
        SweepPoint p;
        if (load == config.limits.max_seqs && request.axis == SweepAxis::Concurrency)
            p = saturated; // already run
        else if (!probe.run(request.axis, load, p)) {
            out.error = probe.error;
            return out;
        }
        out.points.push_back(p);
    }
    out.has_slo = request.ttft_p99_s > 0 || request.tpot_p99_ms > 0;
    if (!out.has_slo) {
        out.ok = true;
        return out;
    }
    const auto firstMiss = std::find_if(out.points.begin(), out.points.end(),
                                        [](const SweepPoint& p) { return !p.within_slo; });
    if (firstMiss == out.points.end()) {
        out.slo_found = true;
        out.slo_max = out.points.back();
    } else {
        out.slo_next_found = true;
        out.slo_next = *firstMiss;
        if (firstMiss != out.points.begin()) {
            out.slo_found = true;
            out.slo_max = *(firstMiss - 1);
            if (!refineSlo(probe, request.axis, out.slo_max, out.slo_next)) {
                out.error = probe.error;
                return out;
            }
        }
    }
    out.ok = true;
    return out;
}

SystemLoadSweep sweepSystem(const Catalog& catalog, const System& system, const LlmModel& model,
                            const SimulationChoices& choices, const LengthSpec& lengths,
                            const SweepRequest& request) {
    SystemLoadSweep out;
    out.system_id = system.id;
    SimulationChoices tried = choices;
    while (true) {
        const SimulationSetup sim = prepareSimulation(catalog, system, model, tried);
        if (!sim.ok) {
            out.sweep.error = sim.error;
            return out;
        }
        out.engine_id = sim.setup.eff.engine_id;
        out.engine_fitted = !sim.setup.eff.fitted_profile_id.empty();
        out.sweep = sweepLoads(sim.setup, sim.config, lengths, request);
        if (!out.sweep.ok) {
            out.sweep.error = system.id + ": " + out.sweep.error;
            return out;
        }
        // A chosen TP that misses the service level even at the lightest load: a wider replica
        // prefills faster, while the scale-up domain allows.
        const int widest = std::clamp(sim.setup.scaleup_domain, 1, kMaxSweepTensorParallel);
        if (choices.tp > 0 || !out.sweep.has_slo || out.sweep.slo_found ||
            2 * sim.config.tp > widest)
            return out;
        tried.tp = 2 * sim.config.tp;
    }
}

} // namespace sil::sim
