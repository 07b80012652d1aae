#include "core/serving/plan_assumptions.h"

#include "core/serving/engine_limits.h"
#include "core/serving/replica_model.h"

#include <cmath>

namespace sil {

namespace {

// The hall the fleet was checked against, in words.
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

// A replica of attention groups sharing experts, in words: the groups, where they sit, and
// what it costs.
std::string groupsAssumption(const PlanLayout& l) {
    return "expert parallelism: " + std::to_string(l.dp) + " attention groups of TP " +
           std::to_string(l.tp) + " share experts spread over all " + std::to_string(l.ep) +
           " GPUs (data-parallel attention, as vLLM and SGLang run it); each token reaches its "
           "experts and comes back by an all-to-all over " +
           (l.spans_nodes ? std::string("the scale-out fabric (the groups sit in different "
                                        "nodes)")
                          : std::string("the scale-up links")) +
           ", timed by the collective model; the groups' work taken as evenly dealt";
}

} // namespace

GoodputCount goodputCountOf(const Targets& t, const PlanQuery& q) {
    return {t.goodputTarget(), t.tpot_s * 1e3, q.tpot_p90_ms > 0 || q.tpot_p99_ms > 0};
}

std::string serviceLevelAssumption(const Targets& t, const PlanQuery& q) {
    std::vector<std::string> held;
    if (std::isfinite(t.ttft50)) held.push_back("first token within " + g3(t.ttft50) + " s (P50)");
    if (std::isfinite(t.ttft90)) held.push_back(g3(t.ttft90) + " s (P90)");
    if (q.ttft_p99_s > 0) held.push_back(g3(q.ttft_p99_s) + " s (P99)");
    if (std::isfinite(t.tpot_s))
        held.push_back("at least " + g3(1.0 / t.tpot_s) + " output tokens/s per user (P50: TPOT " +
                       g3(t.tpot_s * 1e3) + " ms)");
    if (q.tpot_p90_ms > 0) held.push_back("TPOT " + g3(q.tpot_p90_ms) + " ms (P90)");
    if (q.tpot_p99_ms > 0) held.push_back("TPOT " + g3(q.tpot_p99_ms) + " ms (P99)");
    std::string out = "service level: ";
    for (std::size_t i = 0; i < held.size(); ++i)
        out += (i ? ", " : "") + held[i];
    if (held.empty()) out += "none set";
    if (q.ttft_p99_s > 0 || q.tpot_p90_ms > 0 || q.tpot_p99_ms > 0)
        out += q.simulate ? "; the TTFT P99 and TPOT P90 and P99 targets checked by simulation only"
                          : "; the TTFT P99 and TPOT P90 and P99 targets not checked (no "
                            "simulation)";
    const GoodputCount counted = goodputCountOf(t, q);
    if (!std::isfinite(counted.ttft_s) && !std::isfinite(counted.tpot_ms)) return out;
    out += "; goodput: the share of requests whose own first token came ";
    out += std::isfinite(counted.ttft_s) ? "within " + g3(counted.ttft_s) + " s"
                                         : std::string("at any time");
    if (std::isfinite(counted.tpot_ms))
        out += " and whose own TPOT is within " + g3(counted.tpot_ms) +
               (counted.tail_bounded
                    ? " ms (the TPOT target held at the median; the TPOT P90 or P99 target above "
                      "bounds the tail)"
                    : " ms (the TPOT target held at the median, up to half the requests may miss "
                      "it)");
    return out;
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
    out.push_back(serviceLevelAssumption(setup.targets, query));
    if (r.layout.pp > 1) out.push_back(stagesAssumption(r.layout));
    if (r.layout.dp > 1) out.push_back(groupsAssumption(r.layout));
    return out;
}

} // namespace sil
