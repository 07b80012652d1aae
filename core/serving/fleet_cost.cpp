#include "core/serving/fleet_cost.h"

#include "core/economics/rental_term.h"
#include "core/serving/energy.h"
#include "core/serving/planner.h"

#include <algorithm>

namespace sil {

namespace {

// The system's quotes of the scenario's term (rental_term.h), or of the next longer term that
// has any: a fleet is rented on the term a buyer signs, never at spot unless spot was asked.
std::vector<const RentalQuote*> quotesFor(const Catalog& catalog, const System& system,
                                          const Assumptions& assumptions, bool* fallback) {
    std::vector<const RentalQuote*> ofSystem;
    for (const auto& q : catalog.quotes)
        if (q.system_id == system.id || (q.system_id.empty() && q.chip_id == system.chip_id))
            ofSystem.push_back(&q);
    const auto term =
        termWithOffers(ofSystem, assumptions.rental_term, assumptions.reference_quotes);
    if (!term) return {};
    *fallback = *term != assumptions.rental_term;
    std::erase_if(ofSystem, [&](const RentalQuote* q) {
        return !quoteOffersTerm(*q, *term, assumptions.reference_quotes);
    });
    return ofSystem;
}

} // namespace

void priceFleet(PlanResult& r, const Catalog& catalog, const System& system,
                const TcoBreakdown& tco, const Assumptions& assumptions,
                const TrafficProfile& traffic, double avgRps, const CostSpread& spread) {
    // Money: the fleet's TCO per hour, split between prefill and decode by the GPU time each
    // takes (aggregated: the prefill share of a replica's time at the peak; disaggregated: the
    // GPUs each side holds), over the tokens served in an average hour.
    const double cache = traffic.cached_prompt_share;
    const double inputTokensPerHour = avgRps * traffic.prompt_tokens * (1.0 - cache) * 3600.0;
    const double outputTokensPerHour = avgRps * traffic.output_tokens * 3600.0;
    const double allTokensPerHour =
        avgRps * (traffic.prompt_tokens + traffic.output_tokens) * 3600.0;
    auto priced = [&](double usdPerHour) {
        struct Split {
            double in, out, blended;
        };
        return Split{usdPerHour * r.prefill_time_share / (inputTokensPerHour / 1e6),
                     usdPerHour * (1.0 - r.prefill_time_share) / (outputTokensPerHour / 1e6),
                     usdPerHour / (allTokensPerHour / 1e6)};
    };
    if (tco.total.ok() && tco.capex_usd.ok()) {
        r.owned_cost = true;
        const double perHour = tco.total.value() * r.gpus_bought;
        const auto s = priced(perHour);
        auto set = [&](PricedFigure& f, double v) {
            f = {v, v * spread.p10_ratio, v * spread.p90_ratio, true};
        };
        set(r.usd_per_million_input_tokens, s.in);
        set(r.usd_per_million_output_tokens, s.out);
        set(r.usd_per_million_tokens_blended, s.blended);
        r.capex_usd = tco.capex_usd.value() * r.gpus_bought;
        r.opex_usd_per_year =
            (tco.total.value() - tco.capital.valueOr(0.0)) * r.gpus_bought * 8760.0;
    } else {
        r.owned_na = !tco.total.ok() ? tco.total.reason() : tco.capex_usd.reason();
    }
    bool fallback = false;
    for (const RentalQuote* q : quotesFor(catalog, system, assumptions, &fallback)) {
        const auto s = priced(*q->usd_per_gpu_hour * r.gpus);
        r.rentals.push_back({q->id, q->provider, q->date, q->term, *q->usd_per_gpu_hour, s.in,
                             s.out, s.blended, isReferenceQuote(*q), fallback,
                             clusterLimitOf(q->max_cluster_gpus, r.gpus)});
    }
    std::sort(r.rentals.begin(), r.rentals.end(), [](const PlanRental& a, const PlanRental& b) {
        return a.usd_per_million_tokens_blended < b.usd_per_million_tokens_blended;
    });
}

void fleetEnergy(PlanResult& r, const ServingSetup& setup, const PowerModel& power,
                 const Replica& preRep, const DecodeBreakdown& decodeStep,
                 const TrafficProfile& traffic, double peakRps) {
    // Energy at the peak operating point, at the facility (x PUE).
    const double tdp = setup.chip->tdp_w.value_or(0.0);
    if (!(tdp > 0) && r.power_na.empty()) r.power_na = setup.chip->id + " has no TDP figure";
    if (tdp > 0 && r.power_na.empty()) {
        r.gpu_power_w_decode =
            decodePowerW(power, tdp, decodeStep, setup.hbm_bytes_per_s, setup.peak_flops);
        r.gpu_power_w_prefill = prefillPowerW(
            power, tdp, weightBytesPerGpu(setup.shape, setup.weights, preRep.tp, preRep.ep),
            preRep.prefill.flops_per_gpu, preRep.prefill.mean_s, setup.hbm_bytes_per_s,
            setup.peak_flops);
        const double peakIn = peakRps * traffic.prompt_tokens * (1.0 - traffic.cached_prompt_share);
        const double peakOut = peakRps * traffic.output_tokens;
        const double preGpus = r.prefill_time_share * r.gpus;
        const double decGpus = (1.0 - r.prefill_time_share) * r.gpus;
        if (peakIn > 0) r.j_per_input_token_gpu = preGpus * r.gpu_power_w_prefill / peakIn;
        if (peakOut > 0) r.j_per_output_token_gpu = decGpus * r.gpu_power_w_decode / peakOut;
    }
    // The facility: every GPU bought draws its all-in IT power at the peak, times PUE; input
    // and output tokens take the prefill and decode shares of it.
    if (r.power_na.empty() && r.facility_mw > 0) {
        const double facilityW = r.facility_mw * 1e6;
        const double peakIn = peakRps * traffic.prompt_tokens * (1.0 - traffic.cached_prompt_share);
        const double peakOut = peakRps * traffic.output_tokens;
        if (peakIn > 0) r.j_per_input_token_facility = facilityW * r.prefill_time_share / peakIn;
        if (peakOut > 0)
            r.j_per_output_token_facility = facilityW * (1.0 - r.prefill_time_share) / peakOut;
    }
}

} // namespace sil
