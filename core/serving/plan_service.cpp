#include "core/serving/plan_service.h"

namespace sil {

void describeService(PlanResult& r, const SizedFleet& fleet, const FleetAtPeak& at) {
    const Candidate& c = *fleet.c;
    r.fits = true;
    r.gpus = fleet.gpus;
    r.layout.kind = c.kind;
    r.layout.tp = c.tp;
    r.layout.ep = c.ep;
    r.layout.pp = c.pp;
    r.layout.dp = c.dp;
    r.layout.spans_nodes = c.replica->spans_nodes;
    r.layout.requests_per_s_per_replica = at.rps_per_replica;
    const Operating& atPeak = at.replica;
    if (c.kind == LayoutChoiceKind::Aggregated) {
        r.layout.replicas = fleet.replicas;
        r.ttft_p50_s = atPeak.ttft50;
        r.ttft_p90_s = atPeak.ttft90;
        r.goodput = atPeak.goodput;
        r.prefill_time_share = atPeak.prefill_share;
    } else {
        const Operating& preAtPeak = at.prefill;
        r.layout.prefill_tp = c.prefill_tp;
        r.layout.prefill_replicas = fleet.pre;
        r.layout.decode_replicas = fleet.dec;
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
}

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

} // namespace sil
