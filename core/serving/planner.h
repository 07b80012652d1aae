#pragma once
// The deployment planner (docs/serving-model.md): continuous batching of a model on one
// system under a service level, searched over layouts, rolled up into a fleet — GPUs, servers,
// racks, megawatts, capex, opex — and priced per input and per output token, owned and rented.
// Built on workload.h's step times (decodeStep, prefillMs): no second roofline.
#include "core/catalog/catalog.h"
#include "core/economics/assumptions.h"
#include "core/economics/cluster_limit.h"
#include "core/serving/plan_query.h"
#include "core/serving/plan_verification.h"
#include "core/serving/static_batch.h"
#include "core/serving/traffic.h"
#include "core/workload/model_shape.h"
#include "core/workload/workload.h"

#include <optional>
#include <string>
#include <vector>

namespace sil {

struct PricedFigure {
    double value = 0.0, p10 = 0.0, p90 = 0.0;
    bool ok = false;
};

struct PlanRental {
    std::string quote_id, provider, date;
    RentalTerm term = RentalTerm::OnDemand;
    double usd_per_gpu_hour = 0.0;
    double usd_per_million_input_tokens = 0.0;
    double usd_per_million_output_tokens = 0.0;
    double usd_per_million_tokens_blended = 0.0;
    bool reference = false;     // an analyst's reference rate, asked for (rental_term.h)
    bool term_fallback = false; // the scenario's term had no quote: the next longer term's
    ClusterLimit cluster;       // the quote's largest cluster against the GPUs rented
};

struct PlanLayout {
    LayoutChoiceKind kind = LayoutChoiceKind::Aggregated; // never Best in a result
    int tp = 1, ep = 1;
    int pp = 1; // pipeline stages of an aggregated replica (tp x pp GPUs)
    // Attention groups of an aggregated replica sharing its experts (tp x dp GPUs, ep = tp x dp)
    int dp = 1;
    bool spans_nodes = false; // its stages or groups sit in different scale-up domains
    int prefill_tp = 0;       // disaggregated: the prefill replicas' tensor parallelism
    int replicas = 0;         // aggregated
    int prefill_replicas = 0, decode_replicas = 0;
    double concurrency_per_replica = 0.0; // sequences decoding at once, at peak load
    double requests_per_s_per_replica = 0.0;
};

struct PlanResult {
    std::string system;
    std::string engine_id, engine_label; // the engine profile the figures assume
    std::string fitted_profile_id;       // set when a profile fitted on the system applies
    bool fits = false;
    std::string why_not;
    PlanLayout layout;
    // Fleet, sized for the peak (requests_per_s x peak_to_average) or filling the budget.
    int gpus = 0;                     // what the traffic needs (whole replicas)
    int gpus_bought = 0;              // whole servers, or whole racks for rack-scale systems
    bool system_unit_is_rack = false; // bought by the rack (else by the server)
    int servers = 0;
    int racks = 0;              // 0 when neither the catalog nor the servers give a rack count
    std::string racks_na;       // why racks is 0
    double rack_it_kw = 0.0;    // IT power of a full rack
    std::string racks_basis;    // the catalog's rack design, or the scenario's servers per rack
    bool racks_assumed = false; // racked by the scenario's servers per rack
    double it_mw = 0.0, facility_mw = 0.0; // of the GPUs bought
    bool hall_limited = false;             // the scenario names a hall (core/serving/hall.h)
    double hall_mw_left = 0.0;             // of its MW, when it has an MW limit
    std::string power_na;                  // why MW and joules are n/a (no IT power or TDP figure)
    double capex_usd = 0.0, opex_usd_per_year = 0.0; // of the GPUs bought
    bool owned_cost = false;                         // false: no TCO (rented prices only)
    std::string owned_na;
    // Served (average for a demand; the budget's capacity at the peak-to-average factor).
    double requests_per_s = 0.0;
    double output_tokens_per_s = 0.0;
    // Service at the peak load.
    double ttft_p50_s = 0.0, ttft_p90_s = 0.0;
    double tpot_ms = 0.0;
    double goodput = 0.0; // share of requests meeting the TTFT and TPOT targets
    // Where a replica's decode step goes, at the peak concurrency.
    double decode_step_ms = 0.0, decode_memory_ms = 0.0, decode_compute_ms = 0.0,
           decode_overhead_ms = 0.0, decode_comm_ms = 0.0, prefill_ms_per_request = 0.0,
           kv_transfer_ms = 0.0;
    double prefill_time_share = 0.0; // of GPU time the cost split gives to prefill
    PricedFigure usd_per_million_input_tokens, usd_per_million_output_tokens,
        usd_per_million_tokens_blended;
    double usd_per_million_cached_input_tokens = 0.0; // 0: a cached token skips prefill
    std::vector<PlanRental> rentals;
    double gpu_power_w_decode = 0.0, gpu_power_w_prefill = 0.0;
    // Joules per token at the peak, two ways: the GPU boards alone (the power model over the
    // steps), and the facility (all-in IT power of the GPUs bought x PUE, what the hall's MW
    // budget counts: input and output joules times their token rates sum to facility_mw).
    double j_per_input_token_gpu = 0.0, j_per_output_token_gpu = 0.0;
    double j_per_input_token_facility = 0.0, j_per_output_token_facility = 0.0;
    double output_tokens_per_s_per_mw = 0.0; // per facility MW
    std::vector<std::string> assumptions;    // named, each with its origin
    SimulatedService simulated;              // when the query asks for it
    // Whose count the fleet above is: the analytic search's, or the simulation's re-sizing
    // (layout replicas, GPUs, racks, MW, costs and the service figures all follow it then).
    bool sized_by_simulation = false;
    int analytic_gpus = 0;   // the analytic search's count, kept beside a re-sized fleet
    std::string sizing_note; // why a simulated plan kept the analytic count
};

// One system: the cheapest layout meeting the service level (or why none does) and its fleet.
PlanResult planSystem(const Catalog& catalog, const System& system, const LlmModel& model,
                      const PlanQuery& query, const Assumptions& assumptions,
                      const CostSpread& spread = {});
// Every system, cheapest blended owned cost first (rented-only next, then those that cannot
// serve, each with its reason). `spreads`: per catalog.systems index, or empty.
std::vector<PlanResult> planAll(const Catalog& catalog, const std::vector<const System*>& systems,
                                const LlmModel& model, const PlanQuery& query,
                                const Assumptions& assumptions,
                                const std::vector<CostSpread>& spreads = {});

} // namespace sil
