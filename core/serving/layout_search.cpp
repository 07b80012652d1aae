#include "core/serving/layout_search.h"

#include "core/network/collective.h"

namespace sil {

std::string LayoutSearch::whyNone() const {
    return !agg_why.empty() ? agg_why : !dec_why.empty() ? dec_why : pre_why;
}

LayoutSearch searchLayouts(const ServingSetup& setup, const std::vector<Replica>& replicas,
                           double promptTokens, LayoutChoiceKind allowed) {
    // The search: per layout the highest per-replica load meeting the service level.
    LayoutSearch out;
    int aggWhyGpus = 0;
    for (const Replica& rep : replicas) {
        const double upper = 1.0 / std::max(rep.prefill.mean_s, 1e-9);
        if (allowed != LayoutChoiceKind::Disaggregated) {
            std::string why;
            Candidate c;
            c.kind = LayoutChoiceKind::Aggregated;
            c.tp = rep.tp;
            c.ep = rep.ep;
            c.pp = rep.pp;
            c.dp = rep.dp;
            c.replica = &rep;
            c.agg = maxFeasible([&](double l) { return aggregatedAt(rep, l, setup.targets); },
                                upper, why);
            if (c.agg.feasible) {
                c.gpus_per_rps = rep.gpus() / c.agg.lambda;
                out.candidates.push_back(c);
            } else if (out.agg_why.empty() || rep.gpus() > aggWhyGpus) {
                out.agg_why = why;
                aggWhyGpus = rep.gpus();
            }
        }
    }
    if (allowed != LayoutChoiceKind::Aggregated) {
        // The prefill and decode sides each take the tensor parallelism that needs the fewest
        // GPUs per request/s; the KV cache moves from one to the other once per request. The
        // decode side is chosen first: its first step is part of every first token, so the
        // prefill side is held to the TTFT target with that step, as the plan reports it.
        std::vector<Candidate> decs;
        for (const Replica& rep : replicas) {
            if (rep.pp > 1 || rep.dp > 1) continue;
            std::string why;
            Candidate d;
            d.tp = rep.tp;
            d.ep = rep.ep;
            d.replica = &rep;
            const double decUpper =
                rep.max_concurrency / (rep.output_tokens * rep.decode->at(1).step_ms / 1e3);
            d.dec = maxFeasible([&](double l) { return decodeOnlyAt(rep, l, setup.targets); },
                                decUpper, why);
            if (d.dec.feasible) {
                d.gpus_per_rps = rep.tp / d.dec.lambda;
                decs.push_back(d);
            } else if (out.dec_why.empty()) {
                out.dec_why = why;
            }
        }
        if (decs.empty() && out.dec_why.empty())
            out.dec_why = "each side of a disaggregated layout is one pipeline stage of one "
                          "attention group, and no such replica holds the model";
        const Candidate* bestDec = nullptr;
        for (const auto& d : decs)
            if (!bestDec || d.gpus_per_rps < bestDec->gpus_per_rps) bestDec = &d;
        const double firstStep = bestDec ? bestDec->replica->decode->at(1).step_ms / 1e3 : 0.0;
        std::vector<Candidate> pres;
        for (const Replica& rep : replicas) {
            if (!bestDec) break;
            if (rep.pp > 1 || rep.dp > 1) continue;
            const double kvBytes =
                kvBytesPerSequencePerGpu(setup.shape, promptTokens, setup.kv, rep.tp);
            // Point-to-point: a 2-rank broadcast between the two replicas' matching GPUs,
            // across domains unless both fit in one.
            const Placement placement = rep.tp + bestDec->tp <= setup.scaleup_domain
                                            ? Placement::Packed
                                            : Placement::Spread;
            const auto move = estimateCollective(*setup.system, CollectiveOp::Broadcast, 2, kvBytes,
                                                 placement, {});
            const double kvMove = move.ok ? move.estimate.time_us / 1e6 : 0.0;
            std::string why;
            Candidate p;
            p.kind = LayoutChoiceKind::Disaggregated;
            p.prefill_tp = rep.tp;
            p.prefillReplica = &rep;
            p.kv_move_s = kvMove;
            p.pre = maxFeasible(
                [&](double l) { return prefillOnlyAt(rep, l, setup.targets, kvMove, firstStep); },
                1.0 / std::max(rep.prefill.mean_s, 1e-9), why);
            if (p.pre.feasible) {
                p.gpus_per_rps = rep.tp / p.pre.lambda;
                pres.push_back(p);
            } else if (out.pre_why.empty()) {
                out.pre_why = why;
            }
        }
        const Candidate* bestPre = nullptr;
        for (const auto& p : pres)
            if (!bestPre || p.gpus_per_rps < bestPre->gpus_per_rps) bestPre = &p;
        if (bestPre && bestDec) {
            Candidate c = *bestDec;
            c.kind = LayoutChoiceKind::Disaggregated;
            c.prefill_tp = bestPre->prefill_tp;
            c.prefillReplica = bestPre->prefillReplica;
            c.pre = bestPre->pre;
            c.kv_move_s = bestPre->kv_move_s;
            c.gpus_per_rps = bestPre->gpus_per_rps + bestDec->gpus_per_rps;
            out.candidates.push_back(c);
        }
    }

    return out;
}

} // namespace sil
